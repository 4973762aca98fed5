Feature: Flying combat (飞行战斗)
  A flyer with Basic Move 5, Basic Air Move 12 and a top airspeed of 24.
  "The dice show" gives 3d6 totals.

  Background:
    Given the table "gurps/harpy-and-archer"

  Rule: Moving in the air

    @clause:gurps.flying.fly-over
    Scenario: Under a high ceiling a flyer passes over other fighters
      When the harpy flies over the archer
      Then rule gurps.flying.fly-over is applied

    @clause:gurps.flying.fly-over
    Scenario: Under a low ceiling he cannot
      When the harpy tries to fly over the archer under a low ceiling
      Then the flight is refused by rule gurps.flying.fly-over

    @clause:gurps.flying.horizontal
    Scenario: A horizontal flyer occupies two hexes
      When the harpy flies horizontally
      Then the number of hexes is reported as 2

    @clause:gurps.flying.altitude-change
    Scenario Outline: <level> level, <up> up and <diagonal> diagonal yards cost <cost>
      # A vertical yard costs as a level one; a yard both across and up (45 度) costs 1.5 level
      # yards: 3 + 2 = 5; 2 x 1.5 = 3; 3 + 2 + 1.5 = 13/2.
      When the harpy flies <level> yards level, <up> yards straight up and <diagonal> yards diagonally
      Then the movement cost is reported as <cost>

      Examples:
        | level | up | diagonal | cost |
        | 3     | 2  | 0        | 5    |
        | 0     | 0  | 2        | 3    |
        | 3     | 2  | 1        | 13/2 |

    @clause:gurps.flying.altitude-change
    Scenario: A path costing more than his Basic Air Move is refused
      # "消耗移动力", and in the air "使用基本空中移动": 9 level yards and 3 diagonal ones cost 9 + 3 x 1.5 = 27/2,
      # more than his Basic Air Move of 12.
      When the harpy flies 9 yards level, 0 yards straight up and 3 yards diagonally
      Then the flight is refused by rule gurps.flying.altitude-change

    @clause:gurps.flying.altitude-change
    Scenario: A path costing his whole Basic Air Move is flown
      # 9 level yards and 2 diagonal ones cost 9 + 2 x 1.5 = 12, his Basic Air Move.
      When the harpy flies 9 yards level, 0 yards straight up and 2 yards diagonally
      Then the movement cost is reported as 12

    @clause:gurps.flying.altitude-change @clause:gurps.high-speed.tactical.move-points
    Scenario: At high speed his movement points are his velocity, not his Basic Air Move
      # "你的移动点数等于你在轮开始时的速度": at 24 yards per second 20 level yards and 2 diagonal ones (23) are
      # within it, though more than his Basic Air Move of 12.
      Given the harpy is moving at 24 yards per second
      When the harpy flies 20 yards level, 0 yards straight up and 2 yards diagonally
      Then the movement cost is reported as 23

    @clause:gurps.flying.altitude-change
    Scenario: A second path in a turn is paid from what the first left
      # "消耗移动力": the path's yards are paid from his movement, Basic Air Move 12. 6 level yards leave 6;
      # 7 more level yards cost more than that, though less than 12.
      When the harpy flies 6 yards level, 0 yards straight up and 0 yards diagonally
      And the harpy flies 7 yards level, 0 yards straight up and 0 yards diagonally
      Then the flight is refused by rule gurps.flying.altitude-change

    @clause:gurps.flying.altitude-change
    Scenario: A half yard left by a diagonal is kept for the next path
      # 9 level yards and 1 diagonal one cost 9 + 1.5 = 21/2, leaving 3/2 of his 12: one more diagonal yard
      # (1.5) is flown, and then nothing is left for a single level yard.
      When the harpy flies 9 yards level, 0 yards straight up and 1 yards diagonally
      And the harpy flies 0 yards level, 0 yards straight up and 1 yards diagonally
      And the harpy flies 1 yards level, 0 yards straight up and 0 yards diagonally
      Then the flight is refused by rule gurps.flying.altitude-change

    @clause:gurps.flying.altitude-change
    Scenario: The next turn he has his whole Basic Air Move again
      # What he moved is this turn's: the next turn 12 level yards are within his Basic Air Move of 12 again.
      When the harpy flies 6 yards level, 0 yards straight up and 0 yards diagonally
      And the next turn begins
      And the harpy flies 12 yards level, 0 yards straight up and 0 yards diagonally
      Then the movement cost is reported as 12

    @clause:gurps.flying.step-retreat
    Scenario: A fast flyer steps and retreats 2 yards
      Given the harpy has a step of 2
      When the harpy retreats away in the air
      Then the step is reported as 2

    @clause:gurps.flying.vertical-retreat
    Scenario: A retreating flyer may declare a vertical retreat
      When the harpy retreats up in the air
      Then rule gurps.flying.vertical-retreat is applied

    @clause:gurps.flying.vertical-retreat @clause:gurps.high-speed.defence-at-speed
    Scenario Outline: At high speed a flyer may not retreat <direction>, only dodge
      # 高速飞行：见高速移动 — the high-speed rules hold in the air, and at high speed 你可以闪避，但是你不能后退和卧倒.
      # 20 yards per second is above Basic Air Move 12: high speed, so no retreat, whatever its direction.
      Given the harpy can hover
      And the harpy is moving at 20 yards per second
      When the harpy retreats <direction> in the air
      Then the retreat is refused by rule gurps.high-speed.defence-at-speed

      Examples:
        | direction        |
        | away             |
        | up               |
        | out of the plane |

    @clause:gurps.flying.vertical-retreat @clause:gurps.high-speed.defence-at-speed
    Scenario: Slowed to his Basic Air Move, a flyer retreats again
      # 12 yards per second does not exceed Basic Air Move 12: not high speed, the retreat is allowed.
      Given the harpy is moving at 12 yards per second
      When the harpy retreats up in the air
      Then rule gurps.flying.vertical-retreat is applied

    @clause:gurps.flying.retreat-out-of-plane
    Scenario: Hovering with room to step up or down, he gets +1 more on the retreat
      Given the harpy can hover
      When the harpy retreats out of the plane in the air
      Then the extra retreat bonus is reported as 1

    @clause:gurps.flying.retreat-out-of-plane
    Scenario: Hovering but with no room to step up or down, he gets no +1
      # 如果他可以悬停，而且有着足够的空间让他向上或向下移动一个迈步: hovering AND room; no room, no +1.
      Given the harpy can hover
      When the harpy retreats out of the plane in the air with no room to step up or down
      Then the extra retreat bonus is reported as 0

    @clause:gurps.flying.retreat-out-of-plane
    Scenario: A flyer that cannot hover leaves the plane without the +1
      Given the harpy cannot hover
      When the harpy retreats down in the air
      Then the extra retreat bonus is reported as 0

    @clause:gurps.flying.retreat-out-of-plane @clause:gurps.flying.stall
    Scenario: A flyer whose Flight has no limitation can hover, and gets the +1 with room
      # 如果他可以悬停: the flyers who cannot hover are those the stall names (不能悬停、可控滑翔、滑翔); the
      # harpy's Flight has none of the three, so he can hover, whether or not the table says so.
      When the harpy retreats out of the plane in the air
      Then the extra retreat bonus is reported as 1

    @clause:gurps.flying.retreat-out-of-plane
    Scenario: A glider cannot hover: he leaves the plane without the +1
      Given the harpy glides
      When the harpy retreats out of the plane in the air
      Then the extra retreat bonus is reported as 0

    @clause:gurps.flying.diving
    Scenario: A whole turn of diving: Basic Air Move +10, top airspeed doubled
      When the harpy dives for his whole turn
      Then the Basic Air Move is reported as 22
      And the top airspeed is reported as 48

    @clause:gurps.flying.diving @ruling:gurps.high-speed.top-speed=given
    Scenario: With no top airspeed stated, a dive doubles the one the rules give him
      # 最大空速翻倍: with none stated his top airspeed is Basic Air Move 12 + 2 (20% of 12, rounded down) = 14, as
      # the stall rule reads it; diving, 2 x 14 = 28, and Basic Air Move 12 + 10 = 22.
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull flies
      When the gull dives for his whole turn
      Then the Basic Air Move is reported as 22
      And the top airspeed is reported as 28

    @clause:gurps.flying.diving @clause:gurps.flying.stall @ruling:gurps.high-speed.top-speed=given
    Scenario: With no top airspeed stated, the worked-out one is his own again once the dive's turn has passed
      # the next turn top airspeed is 14 again, a quarter of it 7/2: 4 yards fly on (with 28 the quarter would be 7)
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull flies
      And the gull cannot hover
      When the gull dives for his whole turn
      And the next turn begins
      And the gull flies 4 yards this turn
      Then the gull flies on

    @clause:gurps.flying.diving
    Scenario: Diving while doing something else gives nothing
      When the harpy dives while doing something else
      Then the dive is refused by rule gurps.flying.diving

    @clause:gurps.flying.diving
    @ruling:gurps.flying.dive-bonus=that-turn
    Scenario: The dive's Basic Air Move holds for the turn of the dive, not after it
      # 如果他花费整个轮来俯冲 ... 他的基本空中移动力+10: in the turn of the dive Basic Air Move is
      # 12 + 10 = 22 and the turning radius at 24 yards per second is 24/22, rounded down 1; once that
      # turn has passed Basic Air Move is 12 again and the radius 24/12 = 2.
      Given the harpy is moving at 24 yards per second
      When the harpy dives for his whole turn
      And the GM works out the turning radius of the harpy
      Then the turning radius is reported as 1
      When the next turn begins
      And the GM works out the turning radius of the harpy
      Then the turning radius is reported as 2

    @clause:gurps.flying.diving
    Scenario: The doubled top airspeed lapses with the turn of the dive
      # 最大空速翻倍 in the turn of the dive only: the next turn top airspeed is 24 again, 1/4 of it is 6,
      # and 8 yards fly on (were it still 48, the minimum would be 12 and 8 yards would stall him).
      Given the harpy cannot hover
      When the harpy dives for his whole turn
      And the next turn begins
      And the harpy flies 8 yards this turn
      Then the harpy flies on

    @clause:gurps.flying.diving
    @ruling:gurps.flying.dive-bonus=that-turn
    Scenario: A second turn of diving adds to his own figures, not to those of the first dive
      # Each whole turn of diving: 12 + 10 = 22 and 24 x 2 = 48; never 22 + 10 = 32 and 48 x 2 = 96.
      When the harpy dives for his whole turn
      And the next turn begins
      And the harpy dives for his whole turn
      Then the Basic Air Move is reported as 22
      And the top airspeed is reported as 48

    @clause:gurps.flying.diving
    @ruling:gurps.flying.dive-bonus=while-diving
    Scenario: Read as gathering speed while he dives, a second turn of diving builds on the first
      # first dive: 12 + 10 = 22 and 24 x 2 = 48; the next turn's dive: 22 + 10 = 32 and 48 x 2 = 96
      When the harpy dives for his whole turn
      And the next turn begins
      And the harpy dives for his whole turn
      Then the Basic Air Move is reported as 32
      And the top airspeed is reported as 96

    @clause:gurps.flying.diving
    @ruling:gurps.flying.dive-bonus=while-diving
    Scenario: Read as gathering speed while he dives, the dive's Basic Air Move still holds the next turn
      # Basic Air Move 22 in the turn after the dive: at 24 yards per second the radius is 24/22, rounded down 1
      Given the harpy is moving at 24 yards per second
      When the harpy dives for his whole turn
      And the next turn begins
      And the GM works out the turning radius of the harpy
      Then the turning radius is reported as 1

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.stall
    Scenario: A stalled flyer cannot just fly on: he is falling until the DX-4 roll
      # 否则你失速并开始下落...你可以通过把下落转变为俯冲来脱离失速。每轮检定一次DX-4 来脱离: 10 yards of flight,
      # more than 1/4 of 24, do not end the stall
      Given the harpy cannot hover
      And the harpy is stalled
      When the harpy flies 10 yards this turn
      Then the flight is refused by rule gurps.flying.stall-recovery
      And the harpy has stalled

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.diving
    Scenario: A stalled flyer cannot just dive: turning the fall into a dive is the DX-4 roll
      # 你可以通过把下落转变为俯冲来脱离失速。每轮检定一次DX-4 来脱离: the way from a stall into a dive
      # is the DX-4 roll; a dive declared without it leaves him stalled.
      Given the harpy cannot hover
      And the harpy is stalled
      When the harpy dives for his whole turn
      Then the dive is refused by rule gurps.flying.stall-recovery
      And the harpy has stalled

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.stall
    Scenario Outline: A stalled flyer cannot <move> either: he is falling until the DX-4 roll
      # 否则你失速并开始下落...你可以通过把下落转变为俯冲来脱离失速。每轮检定一次DX-4 来脱离: a stalled flyer
      # is falling, not flying; every move through the air waits for the roll that turns the fall into a dive.
      Given the harpy cannot hover
      And the harpy is stalled
      When <action>
      Then the <what> is refused by rule gurps.flying.stall-recovery
      And the harpy has stalled

      Examples:
        | move                | action                                                                    | what    |
        | fly over the archer | the harpy flies over the archer                                           | flight  |
        | fly horizontally    | the harpy flies horizontally                                              | flight  |
        | fly a path          | the harpy flies 3 yards level, 0 yards straight up and 0 yards diagonally | flight  |
        | climb               | the harpy climbs to 1000 feet above the Earth                             | climb   |
        | retreat in the air  | the harpy retreats away in the air                                        | retreat |

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.fly-over
    Scenario: Out of the stall on DX-4 (DX 12, roll 8), he flies over the archer again
      Given the harpy has DX 12
      And the harpy cannot hover
      And the harpy is stalled
      When the harpy tries to pull out of the stall and the dice show 8
      And the harpy flies over the archer
      Then rule gurps.flying.fly-over is applied

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.diving
    Scenario: Out of the stall on DX-4 (DX 12, roll 8), he may dive the next turn
      # DX 12 - 4 = 8; the dice show 8: out of the stall. The next turn a whole turn of diving gives
      # Basic Air Move 12 + 10 = 22.
      Given the harpy has DX 12
      And the harpy cannot hover
      And the harpy is stalled
      When the harpy tries to pull out of the stall and the dice show 8
      And the next turn begins
      And the harpy dives for his whole turn
      Then the Basic Air Move is reported as 22

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.no-special-penalties
    @ruling:gurps.flying.stalled-acts=<reading>
    Scenario Outline: A stalled flyer attacks from the air under "<reading>"
      # 你失速并开始下落: the text names no attack of a falling flyer (ruling gurps.flying.stalled-acts); under
      # "neither" he waits for the DX-4 roll, otherwise he attacks with no special penalty.
      Given the harpy cannot hover
      And the harpy is stalled
      When the harpy attacks the archer from the air
      Then <outcome>
      And the harpy has stalled

      Examples:
        | reading          | outcome                                                |
        | attack-and-dodge | the modifier is 0                                      |
        | attack-only      | the modifier is 0                                      |
        | neither          | the attack is refused by rule gurps.flying.stall-recovery |

    @clause:gurps.flying.stall-recovery @clause:gurps.flying.aerobatics
    @ruling:gurps.flying.stalled-acts=<reading>
    Scenario Outline: A stalled flyer's acrobatic dodge under "<reading>"
      # 要使用杂技闪避，使用空中杂技(Aerobatics) 技能, said of flyers; whether a falling one may is ruling
      # gurps.flying.stalled-acts: only under "attack-and-dodge" does he roll Aerobatics 13.
      Given the harpy has Aerobatics 13
      And the harpy cannot hover
      And the harpy is stalled
      When the harpy makes an acrobatic dodge in the air and the dice show 13
      Then <outcome>
      And the harpy has stalled

      Examples:
        | reading          | outcome                                                 |
        | attack-and-dodge | the roll is against 13                                  |
        | attack-only      | the dodge is refused by rule gurps.flying.stall-recovery |
        | neither          | the dodge is refused by rule gurps.flying.stall-recovery |

  Rule: Stalling

    @clause:gurps.flying.stall
    Scenario Outline: A flyer that cannot hover, moving <yards> yards with top airspeed 24
      # At least 1/4 of top airspeed 24 = 6 yards: 6 and 10 fly on, 5 stalls.
      Given the harpy cannot hover
      When the harpy flies <yards> yards this turn
      Then the harpy <result>

      Examples:
        | yards | result      |
        | 6     | flies on    |
        | 10    | flies on    |
        | 5     | has stalled |

    @clause:gurps.flying.stall
    Scenario: A flyer that cannot hover, carried by a power not his own, does not stall
      # 如果你依靠自身提供的动力 ... 否则你失速: the minimum of 24/4 = 6 yards binds only a flyer under
      # his own power; carried 5 yards (less than 6) he still does not stall.
      Given the harpy cannot hover
      When the harpy is carried 5 yards this turn by a power not his own
      Then the harpy flies on

    @clause:gurps.flying.stall
    Scenario: A glider that does not Move stalls
      Given the harpy glides
      When the harpy takes the Aim manoeuvre in the air, moving 10 yards
      Then the harpy has stalled

    @clause:gurps.flying.stall-on-loss-of-control
    Scenario: Out of control at speed and slowed below a quarter of top airspeed, he stalls
      # velocity 17 slows at the safe rate (Basic Air Move 12) to 5, below 1/4 of 24 = 6
      Given the harpy cannot hover
      And the harpy is moving at 17 yards per second
      When the harpy is stunned
      Then the harpy has stalled
      And the harpy moves at 5 yards per second

    @clause:gurps.flying.stall @ruling:gurps.high-speed.top-speed=given
    Scenario Outline: With no top airspeed stated, the quarter is of Basic Air Move +20%: <yards> yards
      # top airspeed 12 + 2 (20% of 12, rounded down) = 14, 1/4 of it 7/2: 4 yards fly on, 3 stall
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull flies
      And the gull cannot hover
      When the gull flies <yards> yards this turn
      Then the gull <result>

      Examples:
        | yards | result      |
        | 4     | flies on    |
        | 3     | has stalled |

    @clause:gurps.flying.stall-on-loss-of-control @ruling:gurps.high-speed.top-speed=given
    Scenario: With no top airspeed stated, out of control at 14 he slows to 2, below 7/2, and stalls
      # 当你在高速移动中失控并被突然减速到你的最大空速的1/4以下的时候，你也立即失速: 14 - 12 = 2 < 14/4
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull flies
      And the gull cannot hover
      And the gull is moving at 14 yards per second
      When the gull is stunned
      Then the gull has stalled
      And the gull moves at 2 yards per second

    @clause:gurps.flying.stall-recovery
    Scenario Outline: DX-4 each turn to turn the fall into a dive (DX 12, roll <roll>)
      Given the harpy has DX 12
      And the harpy is stalled
      When the harpy tries to pull out of the stall and the dice show <roll>
      Then the roll is against 8
      And the harpy <result>

      Examples:
        | roll | result      |
        | 8    | flies on    |
        | 9    | has stalled |

    @clause:gurps.flying.stall-recovery
    Scenario: One DX-4 roll a turn: a second try in the same turn is refused
      # 每轮检定一次DX-4 来脱离: one roll each turn. DX 12 - 4 = 8; a 9 fails, and the harpy may
      # not roll again (an 8 would have pulled him out) until his next turn.
      Given the harpy has DX 12
      And the harpy is stalled
      When the harpy tries to pull out of the stall and the dice show 9
      And the harpy tries to pull out of the stall and the dice show 8
      Then the pull is refused by rule gurps.flying.stall-recovery
      And the harpy has stalled

    @clause:gurps.flying.stall-recovery
    Scenario: After a failed DX-4 roll he rolls again the next turn
      # 每轮检定一次: the roll of this turn (9 against DX 12 - 4 = 8) fails; the next turn brings a new
      # roll, and an 8 against 8 succeeds: out of the stall.
      Given the harpy has DX 12
      And the harpy is stalled
      When the harpy tries to pull out of the stall and the dice show 9
      And the next turn begins
      And the harpy tries to pull out of the stall and the dice show 8
      Then the harpy flies on

    @clause:gurps.flying.stall-recovery
    Scenario: The chance of pulling out within two turns (DX 12)
      # DX-4 = 8 on 3d6: P(3d6 <= 8) = 56/216 = 7/27, one roll a turn. Out within two turns:
      # 1 - (20/27)^2 = 1 - 400/729 = 329/729. (Out at the first roll, 7/27, the second try is refused: he
      # is no longer stalled, and flies on.)
      Given the harpy has DX 12
      And the harpy is stalled
      When the harpy tries to pull out of the stall
      And the next turn begins
      And the harpy tries to pull out of the stall
      Then the chance that the harpy flies on is 329/729

  Rule: Altitude, attacks and defences

    @clause:gurps.flying.altitude-limits
    Scenario Outline: At <feet> feet above the Earth breathing is <state>
      When the harpy climbs to <feet> feet above the Earth
      Then the breathing is reported as <state>

      # 在6000英尺以上开始呼吸困难，在20000 英尺以上需要氧气面罩, read (ruling
      # gurps.flying.altitude-threshold, default "above") as past the number: 6000 is not above 6000,
      # 6001 is; 20000 is not above 20000, 20001 is.
      Examples:
        | feet  | state        |
        | 6000  | normal       |
        | 6001  | laboured     |
        | 12000 | laboured     |
        | 20000 | laboured     |
        | 20001 | needs oxygen |
        | 25000 | needs oxygen |

    @clause:gurps.flying.altitude-limits
    @ruling:gurps.flying.altitude-threshold=at-or-above
    Scenario Outline: If 以上 includes the number, at <feet> feet breathing is <state>
      # 以上 read as "at or above" (包括本数): 5999 is below 6000; 6000 is at 6000, laboured; 19999 is below
      # 20000, still laboured; 20000 is at 20000 and needs an oxygen mask.
      When the harpy climbs to <feet> feet above the Earth
      Then the breathing is reported as <state>

      Examples:
        | feet  | state        |
        | 5999  | normal       |
        | 6000  | laboured     |
        | 19999 | laboured     |
        | 20000 | needs oxygen |

    @clause:gurps.flying.altitude-limits
    Scenario: Protected, he breathes normally high up
      When the harpy climbs to 25000 feet above the Earth in a pressure suit
      Then the breathing is reported as normal

    @clause:gurps.flying.altitude-limits
    Scenario: Wings cannot fly in a vacuum
      When the harpy tries to fly on wings in vacuum
      Then the flight is refused by rule gurps.flying.altitude-limits

    @clause:gurps.flying.no-special-penalties
    Scenario: Attacks from the air have no special penalty
      When the harpy attacks the archer from the air
      Then the modifier is 0

    @clause:gurps.flying.attacking-ground
    Scenario: A flyer attacking a ground target fights at different levels
      When the harpy attacks the archer from the air
      Then the height rule is reported as different

    @clause:gurps.flying.flyer-versus-flyer
    Scenario: Between two flyers the height difference is ignored
      Given a griffin with Basic Move 5
      And the griffin flies
      When the harpy attacks the griffin from the air
      Then the height rule is reported as ignored

    @clause:gurps.flying.aerobatics
    Scenario: An acrobatic dodge in the air uses Aerobatics
      Given the harpy has Aerobatics 13
      When the harpy makes an acrobatic dodge in the air and the dice show 13
      Then the roll is against 13

  Rule: Other readings of unclear passages

    @clause:gurps.flying.altitude-change
    @ruling:gurps.flying.diagonal-cost=round-up
    Scenario: If each diagonal yard cost 2, two of them cost 4
      When the harpy flies 0 yards level, 0 yards straight up and 2 yards diagonally
      Then the movement cost is reported as 4

    @clause:gurps.flying.altitude-change
    @ruling:gurps.flying.diagonal-cost=round-up
    Scenario: If each diagonal yard cost 2, 9 level and 2 diagonal yards (13) would be more than his Basic Air Move
      When the harpy flies 9 yards level, 0 yards straight up and 2 yards diagonally
      Then the flight is refused by rule gurps.flying.altitude-change

    @clause:gurps.flying.diving @clause:gurps.flying.stall
    @ruling:gurps.high-speed.top-speed=given @ruling:gurps.high-speed.twenty-percent=exact
    Scenario: If 20% of Move kept its fraction, a diving gull's doubled top airspeed 144/5 keeps it too
      # Basic Air Move 12 + 12/5 = 72/5, doubled 144/5; a quarter of it is 36/5, more than 7 yards: he stalls
      # (were it cut to 28, 7 yards would be a quarter and fly on)
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull flies
      And the gull cannot hover
      When the gull dives for his whole turn
      Then the top airspeed is reported as 144/5
      When the gull flies 7 yards this turn
      Then the gull has stalled

    @clause:gurps.flying.diving @ruling:gurps.high-speed.top-speed=enhanced-unbounded
    Scenario: Read as no top speed for Enhanced Move with none stated, a dive has none to double
      Given a gull with Basic Move 2
      And the gull has Basic Air Move 12
      And the gull has Enhanced Move
      And the gull flies
      When the gull dives for his whole turn
      Then the Basic Air Move is reported as 22
      And the top airspeed is reported as none

    @clause:gurps.flying.stall
    @ruling:gurps.flying.stall-threshold=exceed
    Scenario: If he had to exceed a quarter of top airspeed, 6 yards would stall him
      Given the harpy cannot hover
      When the harpy flies 6 yards this turn
      Then the harpy has stalled

    @clause:gurps.flying.retreat-out-of-plane
    Scenario: A hovering flyer with room gets the +1 even on a level retreat
      Given the harpy can hover
      When the harpy retreats away in the air
      Then the extra retreat bonus is reported as 1

    @clause:gurps.flying.retreat-out-of-plane
    @ruling:gurps.flying.hover-bonus=out-of-plane-only
    Scenario: If the +1 were for leaving the plane only, a level retreat would earn nothing
      Given the harpy can hover
      When the harpy retreats away in the air
      Then the extra retreat bonus is reported as 0
