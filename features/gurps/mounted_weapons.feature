Feature: Mount attacks, panic and cavalry weapons (坐骑的攻击, 骑兵武器, 在骑乘中使用远程武器)
  A knight (Riding 12) on a war-trained horse (ST 25, SM +1). "The dice show" gives
  3d6 totals, or the total of the damage dice.

  Background:
    Given a knight riding a war-trained horse
    And an orc with Basic Move 5

  Rule: Mount attacks and panic

    @clause:gurps.mounted-weapons.mount-attacks
    Scenario Outline: A war horse <attack>s; iron horseshoes add <bonus> damage
      Given the horse wears iron horseshoes
      When the horse <attack>s the orc
      Then the damage bonus is reported as <bonus>

      Examples:
        | attack  | bonus |
        | kick    | 1     |
        | trample | 1     |
        | bite    | 0     |

    @clause:gurps.mounted-weapons.mount-attacks
    Scenario: A mount without war training does not attack
      Given the horse is a trained mount without war training
      When the horse kicks the orc
      Then the attack is refused by rule gurps.mounted-weapons.mount-attacks

    @clause:gurps.mounted-weapons.mount-attacked
    Scenario: If the mount attacked last turn the rider attacks at -2
      Given the knight has Broadsword 14
      And the horse attacked last turn
      When the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 10
      And the attack hits

    @clause:gurps.mounted-weapons.mount-attacked
    Scenario: The mount's attack costs the rider -2 through its next turn, then the penalty lapses
      # 如果坐骑在它的上轮攻击过: the horse kicks in second 1. In second 2 its last turn is still the
      # kick: the lower of Broadsword 14 and Riding 12 is 12, -2 = 10. In second 3 its last turn
      # (second 2) had no attack: 12.
      Given the knight has Broadsword 14
      When the horse kicks the orc
      And the next turn begins
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 10
      When the next turn begins
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.mount-attacked
    Scenario: "Attacked last turn" lapses once a second has passed
      # The horse attacked in the second before this one: -2 now (12 - 2 = 10); one second on,
      # its last turn had no attack: 12.
      Given the knight has Broadsword 14
      And the horse attacked last turn
      When 1 seconds pass
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.panic
    Scenario: A foe not used to cavalry rolls Will to stand his ground
      When the knight charges the orc on horseback and the dice show 10
      Then the roll is against 10
      And the orc stands his ground

    @clause:gurps.mounted-weapons.panic
    Scenario: On a failed Will roll he tries to flee
      When the knight charges the orc on horseback and the dice show 11
      Then the orc tries to flee

    @clause:gurps.mounted-weapons.panic
    Scenario: Combat Reflexes gives +6
      Given the orc has Combat Reflexes
      When the knight charges the orc on horseback and the dice show 14
      Then the roll is against 16
      And the orc stands his ground

    @clause:gurps.mounted-weapons.panic
    Scenario: A foe at least as big as the mount is immune
      Given the orc has Size Modifier 1
      When the knight charges the orc on horseback
      Then the panic is reported as immune

    @clause:gurps.mounted-weapons.panic
    Scenario: A foe used to cavalry makes no roll
      When the knight charges the orc, who is used to cavalry, on horseback
      Then the panic is reported as none

    @clause:gurps.mounted-weapons.panic
    @ruling:gurps.mounted-weapons.panic-target=npc-only
    Scenario: A player character charged is not made to roll Will: the roll is the GM's for an NPC
      # GM 可以让该NPC 进行一次Will 检定: the GM may have that NPC roll; a player character rolls nothing
      Given the orc is a player character
      When the knight charges the orc on horseback
      Then the panic is reported as none

    @clause:gurps.mounted-weapons.panic
    @ruling:gurps.mounted-weapons.panic-target=anyone
    Scenario: Read as any character not used to cavalry, a player character rolls Will too
      Given the orc is a player character
      When the knight charges the orc on horseback and the dice show 10
      Then the orc stands his ground

    @clause:gurps.mounted-weapons.panic
    Scenario: The chance that an ordinary foe stands (Will 10)
      # Will 10: 3d6 totals of 10 or less are 108 of 216 = 1/2.
      When the knight charges the orc on horseback
      Then the chance that the orc stands his ground is 1/2

  Rule: Melee weapons and lances

    @clause:gurps.mounted-weapons.melee-skill
    Scenario Outline: Broadsword <sword> and Riding 12: he fights at <skill>
      Given the knight has Broadsword <sword>
      When the knight attacks from the saddle with his broadsword and the dice show 3
      Then the effective skill is reported as <skill>

      Examples:
        | sword | skill |
        | 15    | 12    |
        | 11    | 11    |

    @clause:gurps.mounted-weapons.melee-skill @clause:gurps.mounted-defence.multiple-riders.controller
    Scenario: Carrying a page behind him, his Riding skill is 1 lower and caps his Broadsword there
      # 控制坐骑的骑手的骑术技能额外-1: Riding 14 - 1 = 13, the lower of Broadsword 14 and 13 is 13
      Given a page riding behind the knight
      And the knight has Riding 14
      And the knight has Broadsword 14
      When the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 13

    @clause:gurps.mounted-weapons.ranged.skill @clause:gurps.mounted-defence.multiple-riders.controller
    Scenario: Carrying a page behind him, Bow 14 and Riding 12 - 1: he shoots at 11
      Given a page riding behind the knight
      And the knight has Bow 14
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 11

    @clause:gurps.mounted-weapons.melee-skill @clause:gurps.mounted.hands
    Scenario: Riding hands free does not lower the cap on his sword: Broadsword 14 and Riding 12 give 12
      # 近战武器技能和骑术两者中最低的一个: min(14, 12) = 12. The -3 of 放手 is on Riding rolls (骑术检定), not on
      # his Riding skill (ruling gurps.mounted-weapons.riding-cap, default "skill-level").
      Given the knight has Broadsword 14
      And the knight rides hands free
      When the knight attacks from the saddle with his broadsword and the dice show 3
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.relative-velocity
    Scenario Outline: Relative velocity <v>: <mod> to hit, +<bonus> damage
      Given the knight has Broadsword 12
      When the knight attacks from the saddle with his broadsword at a relative velocity of <v> and the dice show 3
      Then the effective skill is reported as <skill>
      And the damage bonus is reported as <bonus>

      Examples:
        | v | mod | skill | bonus |
        | 6 | 0   | 12    | 0     |
        | 7 | -1  | 11    | 1     |
        | 9 | -1  | 11    | 1     |

    @clause:gurps.mounted-weapons.open-vehicles
    Scenario: From a motorcycle, Driving takes the place of Riding
      Given a biker on a motorcycle with Driving 10
      And the biker has Broadsword 14
      When the biker attacks from the saddle with his broadsword and the dice show 3
      Then the effective skill is reported as 10

    @clause:gurps.mounted-weapons.lance.bracing
    Scenario: A couched lance: the lower of Lance and Riding
      Given the knight has Lance 14
      When the knight attacks from the saddle with his lance and the dice show 3
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.lance.bracing
    Scenario: A lance without stirrups cannot be couched
      Given the knight has Lance 14
      And the horse has no stirrups
      When the knight attacks from the saddle with his lance
      Then the attack is refused by rule gurps.mounted-weapons.lance.bracing

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: ST 25 charging 8 yards: 2d+3 impaling (the text's example)
      # 25 x 8 / 100 = 2 dice, +3 for the lance; the dice show 7: 7 + 3 = 10.
      When the knight strikes with a couched lance after a charge of 8 yards and the dice show 7
      Then the lance dice is reported as 2d+3
      And the damage type is reported as impaling
      And the damage is reported as 10

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: A horse of ST 50 charging 24 yards: 12d+3
      # 50 x 24 / 100 = 12 dice, +3 for the lance; the dice show 42: 42 + 3 = 45.
      Given the horse has ST 50
      When the knight strikes with a couched lance after a charge of 24 yards and the dice show 42
      Then the lance dice is reported as 12d+3
      And the damage is reported as 45

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.high-speed.velocity
    Scenario: The horse ran 12 yards last turn: its lance does 3d+3, the distance the table's
      # 骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100: 25 x 12 / 100 = 3 dice, +3; the dice show 9: 9 + 3 = 12.
      Given the horse is moving at 12 yards per second
      When the horse runs 12 yards
      And 1 seconds pass
      And the knight strikes with a couched lance and the dice show 9
      Then the lance dice is reported as 3d+3
      And the damage is reported as 12

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.high-speed.velocity
    Scenario: A charge shorter than the yards the horse ran last turn is refused
      # the horse ran 12 yards last turn (上个轮移动的距离), not 8
      Given the horse is moving at 12 yards per second
      When the horse runs 12 yards
      And 1 seconds pass
      And the knight strikes with a couched lance after a charge of 8 yards
      Then the strike is refused by rule gurps.mounted-weapons.lance.damage

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.high-speed.velocity
    Scenario: The yards run this turn are not last turn's
      # 上个轮移动的距离: the 12 yards are this turn's, and the table knows nothing of the turn before
      Given the horse is moving at 12 yards per second
      When the horse runs 12 yards
      And the knight strikes with a couched lance
      Then the strike is refused by rule gurps.mounted-weapons.lance.damage

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: 12d+3 over every roll of the twelve dice
      # The least is 12 + 3 = 15, when all twelve dice show 1: one way in 6^12 = 2176782336, so
      # at least 16 in every other.
      Given the horse has ST 50
      When the knight strikes with a couched lance after a charge of 24 yards
      Then the chance that the damage is at least 15 is 1
      And the chance that the damage is at least 16 is 2176782335/2176782336

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
    @ruling:gurps.mounted-weapons.lance-exhausted-mount=slow-walk
    Scenario: An exhausted horse drives the lance at a slow walk, whatever it ran last turn
      # 支撑好的骑枪的伤害来源于坐骑的质量和速度, and the exhausted horse moves no faster than a slow walk
      # (移动力2): 25 x 2 / 100 = 1/2 die, dropped: 0d+3; the lance's +3 alone, 3.
      Given the horse is exhausted
      When the knight strikes with a couched lance after a charge of 8 yards
      Then the lance dice is reported as 0d+3
      And the damage is reported as 3

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
    @ruling:gurps.mounted-weapons.lance-exhausted-mount=last-turn
    Scenario: Read as the yards of last turn, before it was exhausted, the horse's charge still counts
      # 上个轮移动的距离: 25 x 8 / 100 = 2 dice, +3; the dice show 7: 10.
      Given the horse is exhausted
      When the knight strikes with a couched lance after a charge of 8 yards and the dice show 7
      Then the lance dice is reported as 2d+3
      And the damage is reported as 10

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
    @ruling:gurps.mounted-weapons.lance-exhausted-mount=no-strike
    Scenario: Read as the mount's charge, an exhausted horse carries no couched lance
      # 不会战斗或是以超过缓慢步行的速度(移动力2)移动: the couched lance is the horse's charge
      Given the horse is exhausted
      When the knight strikes with a couched lance after a charge of 8 yards
      Then the strike is refused by rule gurps.mount-out-of-control.table.6-7

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: A lance strike without saddle and stirrups is refused
      Given the horse has no saddle
      When the knight strikes with a couched lance after a charge of 8 yards
      Then the strike is refused by rule gurps.mounted-weapons.lance.bracing

    @clause:gurps.mounted-weapons.lance.jousting
    Scenario: A jousting lance does crushing damage, capped at 15
      # ST 50 x 8 / 100 = 4 dice; the dice show 22: 22 + 3 = 25, capped at 15.
      Given the horse has ST 50
      When the knight strikes with a jousting lance after a charge of 8 yards and the dice show 22
      Then the damage type is reported as crushing
      And the damage is reported as 15

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mounted-weapons.lance.jousting
    Scenario: Damage as a value and as dice, with the cap: the chances
      # ST 25 x 8 / 100 = 2 dice, +3: 2d+3. At least 12 needs 2d of 9 or more: 4 + 3 + 2 + 1 = 10 of 36
      # = 5/18. 2d+3 is at most 15, so never capped.
      When the knight strikes with a jousting lance after a charge of 8 yards
      Then the chance that the damage dice are 2d+3 is 1
      And the chance that the damage is at least 12 is 5/18
      And the chance that the damage is capped at 15 is 0

    @clause:gurps.mounted-weapons.lance.jousting
    Scenario: A heavy charge: the chance that the jousting lance bends
      # ST 25 x 24 / 100 = 6 dice, +3. Over 15 needs 6d of 13 or more. 6d of 12 or less: the sums 6 to
      # 12 come 1 + 6 + 21 + 56 + 126 + 252 + 456 = 918 ways of 6^6 = 46656; so 1 - 918/46656 =
      # 45738/46656 = 847/864 of strikes bend the lance, and every strike does at most 15.
      When the knight strikes with a jousting lance after a charge of 24 yards
      Then the chance that the damage is capped at 15 is 847/864
      And the chance that the damage is at most 15 is 1
      And the chance that the damage is not capped at 15 is 17/864

    @clause:gurps.mounted-weapons.lance.jousting
    Scenario: Damage of 15 or less is not capped
      When the knight strikes with a jousting lance after a charge of 8 yards and the dice show 9
      Then the damage is reported as 12

  Rule: Ranged weapons from the saddle

    @clause:gurps.mounted-weapons.ranged.skill
    Scenario: Bow 14 and Riding 12: he shoots at 12
      # 检定远程武器技能和骑术两者中最低的一个: min(14, 12) = 12, from a horse standing still too (ruling
      # gurps.mounted-weapons.ranged-still-mount, default "any-mount").
      Given the knight has Bow 14
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.ranged.skill
    Scenario: From a galloping horse, Bow 14 and Riding 12: he shoots at 12
      # 从移动中的动物顶上开火: the horse moves at 12 yards per second; min(14, 12) = 12.
      Given the knight has Bow 14
      And the horse is moving at 12 yards per second
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.ranged.noisy
    Scenario: After a noisy shot a Riding roll keeps the mount calm
      Given the knight has Guns 12
      When the knight fires his unsilenced gun from the saddle and the dice show 10 then 12
      Then the mount is reported as calm

    @clause:gurps.mounted-weapons.ranged.noisy
    Scenario: A failed Riding roll frightens the mount
      Given the knight has Guns 12
      When the knight fires his unsilenced gun from the saddle and the dice show 10 then 13
      Then the horse is frightened

    @clause:gurps.mounted-weapons.ranged.noisy
    Scenario: A critical failure means loss of control: the out-of-control table
      Given the knight has Guns 12
      When the knight fires his unsilenced gun from the saddle and the dice show 10 then 18 then 6
      Then the horse is exhausted

    @clause:gurps.mounted-weapons.ranged.noisy @clause:gurps.mount-out-of-control.roll
    Scenario: After a critical failure on the noisy shot's Riding roll the mount is wholly out of control
      # 如果出现大失败，你失去控制( 见坐骑失控表): 18 on Riding 12 is a critical failure; control is
      # lost (2d: 6, exhausted), and the mount neither obeys nor is merely frightened.
      Given the knight has Guns 12
      When the knight fires his unsilenced gun from the saddle and the dice show 10 then 18 then 6
      Then the horse is wholly out of control
      And the horse got result 6 on the out-of-control table

    @clause:gurps.mounted-weapons.ranged.aiming
    Scenario: After more than a step, no benefit from extra aiming
      When the knight aims from the saddle after his mount moved 5 yards
      Then the aiming benefit is reported as none beyond one turn

    @clause:gurps.mounted-weapons.ranged.aiming
    Scenario: After a step or less he aims normally
      When the knight aims from the saddle after his mount moved 1 yards
      Then the aiming benefit is reported as normal

    @clause:gurps.mounted-weapons.ranged.aiming @clause:gurps.flying.altitude-change
    Scenario: A winged horse that flew one yard up and across moved no more than a step: he aims normally
      # 如果坐骑移动的距离超过一个迈步: the distance moved. 同时在水平和竖直方向移动一码( 斜着移动45 度)消耗移动力等于1.5
      # 倍水平移动: the diagonal yard costs 1.5 of the horse's movement, but the horse moved one yard, its step of 1
      Given the horse flies
      And the horse has Basic Air Move 16
      When the horse flies 0 yards level, 0 yards straight up and 1 yards diagonally
      And the knight aims from the saddle
      Then the knight aims normally

    @clause:gurps.mounted-weapons.ranged.aiming @clause:gurps.high-speed.velocity
    @ruling:gurps.mounted-weapons.aim-at-speed=moved-so-far
    Scenario: Once the horse has run this turn, its rider aims as from a moving vehicle
      # 如果坐骑移动的距离超过一个迈步: the horse has run its 12 yards this turn, more than a step, whatever the
      # action says, and under either reading of an unmoved horse at speed
      Given the horse is moving at 12 yards per second
      When the horse runs 12 yards
      And the knight aims from the saddle
      Then the knight gets no benefit from extra aiming

    @clause:gurps.mounted-weapons.ranged.aiming
    @ruling:gurps.mounted-weapons.aim-at-speed=at-speed-moves
    Scenario: A horse at high speed is moving: its rider gets no benefit from extra aiming
      # at 12 yards per second it must move 12 yards this turn (你必须按你的速度移动), more than a step
      Given the horse is moving at 12 yards per second
      When the knight aims from the saddle
      Then the knight gets no benefit from extra aiming

    @clause:gurps.mounted-weapons.ranged.aiming
    @ruling:gurps.mounted-weapons.aim-at-speed=moved-so-far
    Scenario: Read as the yards moved so far this turn, he aims normally before his galloping horse has moved
      Given the horse is moving at 12 yards per second
      When the knight aims from the saddle
      Then the knight aims normally

    @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: Turning in the saddle to shoot behind: -4, and Riding -1 that turn
      Given the knight has Bow 12
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      And rule gurps.mounted-weapons.acrobatics.turn-back is applied

    @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: The -1 to Riding holds that turn only
      # 该轮的所有骑术检定-1: Riding 12 - 1 = 11 in the turn of the shot; the next turn, 12.
      Given the knight has Bow 12
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      When the next turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12

    @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: Turning in the saddle is a way to fire behind: a broadsword swung behind is refused
      # 在骑乘中使用远程武器 ... 杂技：在鞍上转身并向后开火: the stunt and its -4 are given for ranged fire only
      Given the knight has Broadsword 12
      When the knight turns in the saddle to shoot behind with his broadsword
      Then the attack is refused by rule gurps.mounted-weapons.acrobatics.turn-back

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: Hanging off the side is a way to shoot: a lance from under the mount's neck is refused
      # 挂在坐骑的另一侧并且从它的上面或是下方探出来射击: a shot, with a ranged weapon; nor may he couch a lance so
      Given the knight has Lance 12
      When the knight hangs off the side of his mount to shoot with his lance
      Then the attack is refused by rule gurps.mounted-weapons.acrobatics.hang-off

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: Hanging off, Riding is at -3 that turn; the next turn it is back
      # 所有骑术检定-3 while he hangs off in that turn: 12 - 3 = 9; he is back in the saddle the next
      # turn: 12.
      Given the knight has Bow 12
      When the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 9
      When 2 seconds pass
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12

    @clause:gurps.mounted-weapons.acrobatics.turn-back @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-weapons.that-turn=<reading> @ruling:gurps.mounted-defence.passenger-stay-on=own-riding
    Scenario Outline: A passenger who turns in the saddle rolls his own Riding at -1 that turn too (<reading>)
      # 该轮的所有骑术检定-1 is on whoever turns in the saddle, whatever his seat: the page's Riding
      # 12 - 1, and -4 stunned (被震慑的骑手必须检定骑术-4): 7. (Read so, a stunned passenger rolls
      # his own Riding; by default he rolls the controller's skill or his ST at -3, see mounted_defence.)
      Given a page riding behind the knight
      And the page has Riding 12
      And the page has Bow 12
      When the page turns in the saddle to shoot behind with his bow and the dice show 3
      And the page is stunned and the dice show 3
      Then the roll is against 7

      Examples:
        | reading             |
        | his-turn            |
        | until-his-next-turn |

    @clause:gurps.mounted-weapons.acrobatics.hang-off @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-defence.passenger-stay-on=own-riding
    Scenario: A passenger hanging off the side rolls his own Riding at -3 that turn
      # 所有骑术检定-3: the page's Riding 12 - 3 - 4 stunned = 5 (a stunned passenger rolling his own
      # Riding, as ruling gurps.mounted-defence.passenger-stay-on "own-riding" reads it)
      Given a page riding behind the knight
      And the page has Riding 12
      And the page has Bow 12
      When the page hangs off the side of his mount to shoot with his bow and the dice show 3
      And the page is stunned and the dice show 3
      Then the roll is against 5

    @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: The turned shot is at -4
      Given the knight has Bow 12
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      Then the effective skill is reported as 8

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: Hanging off the side: -6, and Riding -3
      Given the knight has Bow 12
      When the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      Then the effective skill is reported as 6
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against 9

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: A rider hanging off can only be struck in the feet, face, eyes, skull or a hand
      Given the knight hangs off the side of his mount
      When the orc attacks the knight's torso at skill 12
      Then the attack is refused by rule gurps.mounted-weapons.acrobatics.hang-off

    @clause:gurps.mounted-weapons.acrobatics.hang-off @clause:gurps.hit-locations.chosen
    Scenario Outline: Choosing where to strike a rider hanging off: the <location> is <verdict>
      # 后一个动作意味着你的敌人只能瞄准你的脚、脸、眼睛、颅骨和一只手: whatever the attack, these are the
      # only locations his foes can aim at
      Given the knight hangs off the side of his mount
      When the orc aims at the knight's <location>
      Then <outcome>

      Examples:
        | location | verdict | outcome                                                       |
        | torso    | refused | the aim is refused by rule gurps.mounted-weapons.acrobatics.hang-off |
        | skull    | allowed | the hit location is reported as skull                         |

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario Outline: A miss by <by> at the hanging rider hits <who>
      Given the knight hangs off the side of his mount
      When the orc attacks the knight's skull at skill 10 and the dice show <roll>
      Then the blow lands on the <who>

      Examples:
        | by | roll | who   |
        | 3  | 13   | horse |
        | 1  | 11   | horse |

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: A miss by 4 at the hanging rider hits nothing
      Given the knight hangs off the side of his mount
      When the orc attacks the knight's skull at skill 10 and the dice show 14
      Then the blow misses everyone
      And rule gurps.mounted-weapons.acrobatics.hang-off is applied

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: The orc who attacks in his own turn after the shot still finds only feet, face, eyes, skull or a hand
      # 后一个动作意味着你的敌人只能瞄准你的脚、脸、眼睛、颅骨和一只手: the text sets no end to it, and the
      # knight hangs off until his next turn begins (ruling gurps.mounted-weapons.hang-off-duration); the
      # orc's turn after his, in the same second, comes before that: the torso is refused.
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      And the orc's turn begins
      And the orc attacks the knight's torso at skill 12 and the dice show 10
      Then the attack is refused by rule gurps.mounted-weapons.acrobatics.hang-off

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: In the orc's turn after the shot a miss by 3 still hits the horse, and the knight's Riding is at -3
      # The orc at skill 10 rolls 13: a miss by 3, less than 4 (失败不到4): the horse is hit. The knight, still
      # hanging off in the orc's turn, rolls Riding 12 - 3 = 9.
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      And the orc's turn begins
      And the orc attacks the knight's skull at skill 10 and the dice show 13
      Then the blow lands on the horse
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against 9

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    Scenario: Back in the saddle when his next turn begins: the torso may be struck again
      # Hanging off until his next turn begins; in the next second's turn of the knight he is back in the
      # saddle, and the orc's attack on the torso is allowed (12 against skill 12 hits).
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      And the next second begins with the knight's turn
      And the orc attacks the knight's torso at skill 12 and the dice show 12
      Then the blow lands on the knight

  Rule: Other readings of unclear passages

    @clause:gurps.mounted-weapons.melee-skill @clause:gurps.mounted.hands
    @ruling:gurps.mounted-weapons.riding-cap=effective
    Scenario: Read as his effective Riding, riding hands free caps Broadsword 14 at 9
      # Riding 12 - 3 hands free = 9; min(14, 9) = 9.
      Given the knight has Broadsword 14
      And the knight rides hands free
      When the knight attacks from the saddle with his broadsword and the dice show 3
      Then the effective skill is reported as 9

    @clause:gurps.mounted-weapons.ranged.skill @clause:gurps.mounted.untrained-mount
    @ruling:gurps.mounted-weapons.riding-cap=effective
    Scenario: Read so, a horse without war training caps Bow 14 at 9
      # Riding 12 - 3 (trained, without war training) = 9; min(14, 9) = 9. By default the cap is Riding 12.
      Given the knight has Bow 14
      And the horse is a trained mount without war training
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 9

    @clause:gurps.mounted-weapons.ranged.skill
    @ruling:gurps.mounted-weapons.ranged-still-mount=moving-only
    Scenario: Read as the moving animal's rule only, from a horse standing still he shoots at his Bow 14
      # The horse has not moved this turn and has no velocity: not 移动中的动物, so Bow 14 alone, not min(14, 12).
      Given the knight has Bow 14
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 14

    @clause:gurps.mounted-weapons.ranged.skill
    @ruling:gurps.mounted-weapons.ranged-still-mount=moving-only
    Scenario: Read so, from a horse moving at 12 yards per second he still shoots at the lower, 12
      Given the knight has Bow 14
      And the horse is moving at 12 yards per second
      When the knight attacks from the saddle with his bow and the dice show 3
      Then the effective skill is reported as 12

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    @ruling:gurps.mounted-weapons.hang-off-duration=his-turn
    Scenario: Read as the turn of the shot only, the orc in his later turn may strike the torso
      # Hanging off for the knight's turn alone: when the orc's turn begins the knight is back in the saddle,
      # and the orc's attack on the torso is allowed (12 against skill 12 hits the knight).
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight hangs off the side of his mount to shoot with his bow and the dice show 3
      And the orc's turn begins
      And the orc attacks the knight's torso at skill 12 and the dice show 12
      Then the blow lands on the knight

    @clause:gurps.mounted-weapons.lance.bracing
    @ruling:gurps.mounted-weapons.lance-skill=lance-only
    Scenario: If the truncated sentence set Lance apart, a couched lance uses Lance alone
      Given the knight has Lance 14
      When the knight attacks from the saddle with his lance and the dice show 3
      Then the effective skill is reported as 14

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: ST 25 charging 6 yards: 1.5 dice rounded down to 1d+3
      When the knight strikes with a couched lance after a charge of 6 yards and the dice show 4
      Then the lance dice is reported as 1d+3

    @clause:gurps.mounted-weapons.lance.damage
    Scenario: A lance couched on a mount that did not move last turn: 25 x 0 / 100 = 0 dice, 0d+3
      # 骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100，再加上骑枪的+3: no dice, and the +3 alone
      When the knight strikes with a couched lance after a charge of 0 yards
      Then the lance dice is reported as 0d+3
      And the damage is 3

    @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-dice=round-down
    Scenario: ST 25 charging 3 yards: 0.75 dice, rounded down to 0d+3
      # 25 x 3 / 100 = 3/4 of a die; fractions dropped: 0 dice, and the lance's +3
      When the knight strikes with a couched lance after a charge of 3 yards
      Then the lance dice is reported as 0d+3
      And the damage is 3

    @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-dice=round-down-min-one
    Scenario: Read as at least one die once the mount moved, ST 25 charging 3 yards is 1d+3
      # 25 x 3 / 100 = 3/4, fractions dropped, but at least 1 die for a mount that moved
      When the knight strikes with a couched lance after a charge of 3 yards and the dice show 4
      Then the lance dice is reported as 1d+3

    @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-dice=round-down-min-one
    Scenario: Even read as at least one die once the mount moved, no move last turn is 0d+3
      When the knight strikes with a couched lance after a charge of 0 yards
      Then the lance dice is reported as 0d+3

    @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-dice=exact
    Scenario: Keeping the fraction, no move last turn is 0 dice too: 0d+3
      When the knight strikes with a couched lance after a charge of 0 yards
      Then the lance dice is reported as 0d+3

    @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-dice=exact
    Scenario: Keeping the fraction, ST 25 charging 6 yards is 3/2 dice for the collision rules
      When the knight strikes with a couched lance after a charge of 6 yards
      Then the lance dice is reported as 3/2d+3

    @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mounted-weapons.lance.jousting
    @ruling:gurps.mounted-weapons.lance-dice=exact
    Scenario: Keeping the fraction, a jousting lance's 9/2 dice go to the collision rules with the cap of 15
      # ST 50 x 9 / 100 = 9/2 dice. The lance bends when the damage (not the dice) exceeds 15
      # ("如果伤害超过了15"), so the cap goes with the dice to whoever converts and rolls them.
      Given the horse has ST 50
      When the knight strikes with a jousting lance after a charge of 9 yards
      Then the lance dice is reported as 9/2d+3
      And the damage type is reported as crushing
      And the damage cap is reported as 15
      And rule gurps.mounted-weapons.lance.jousting is applied

    @clause:gurps.mounted-weapons.acrobatics.hang-off
    @ruling:gurps.mounted-weapons.hang-off-miss=up-to-four
    Scenario: Read loosely, a miss by 4 at the hanging rider hits the mount
      Given the knight hangs off the side of his mount
      When the orc attacks the knight's skull at skill 10 and the dice show 14
      Then the blow lands on the horse

    @clause:gurps.mounted-weapons.acrobatics.hang-off @clause:gurps.base.success-roll
    @ruling:gurps.mounted-weapons.hang-off-miss=<reading>
    Scenario Outline: A roll of <roll> at skill <skill> fails without missing by 1 or more: the mount is not hit (<reading>)
      # 17-18 always fail, but a total at most the skill is no miss by 1 to 3 (or 4)
      Given the knight hangs off the side of his mount
      When the orc attacks the knight's face at skill <skill> and the dice show <roll>
      Then the blow misses everyone

      Examples:
        | reading      | skill | roll |
        | one-to-three | 17    | 17   |
        | one-to-three | 20    | 18   |
        | up-to-four   | 17    | 17   |
        | up-to-four   | 20    | 18   |

    @clause:gurps.mounted-weapons.relative-velocity
    @ruling:gurps.mounted-weapons.relative-damage=per-die
    Scenario: Read per die, relative velocity 7 gives +1 damage per die
      Given the knight has Broadsword 12
      When the knight attacks from the saddle with his broadsword at a relative velocity of 7 and the dice show 3
      Then the damage bonus is reported as +1 per die

    @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-relative-velocity=formula-only
    Scenario: A couched lance at relative velocity 8: the formula alone, 2d+3, as the text's example
      # 以8 的移动力冲锋，造成的是2d+3: the lance's damage counts the speed (来源于坐骑的质量和速度), no +1;
      # 25 x 8 / 100 = 2 dice, +3; the dice show 7: 7 + 3 = 10.
      When the knight strikes with a couched lance after a charge of 8 yards at a relative velocity of 8 and the dice show 7
      Then the lance dice is reported as 2d+3
      And the damage is reported as 10

    @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-relative-velocity=add
    Scenario: Read as adding, a couched lance at relative velocity 8 does 2d+4
      # 伤害+1 on top of 2d+3; the dice show 7: 7 + 3 + 1 = 11.
      When the knight strikes with a couched lance after a charge of 8 yards at a relative velocity of 8 and the dice show 7
      Then the lance dice is reported as 2d+4
      And the damage is reported as 11

    @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-relative-velocity=add @ruling:gurps.mounted-weapons.relative-damage=per-die
    Scenario: Read as adding per die, a couched lance of 2 dice at relative velocity 8 does 2d+5
      # +1 per die on 2 dice: +2 on top of the lance's +3; the dice show 7: 7 + 5 = 12.
      When the knight strikes with a couched lance after a charge of 8 yards at a relative velocity of 8 and the dice show 7
      Then the lance dice is reported as 2d+5
      And the damage is reported as 12

    @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
    @ruling:gurps.mounted-weapons.lance-relative-velocity=add @ruling:gurps.mounted-weapons.relative-damage=per-die
    @ruling:gurps.mounted-weapons.lance-dice=exact
    Scenario: Read as adding per die, with the fraction kept, the +1 per die goes with the 3/2 dice to the collision rules
      # 25 x 6 / 100 = 3/2 dice, +3 for the lance; 伤害+1 per die is on each die the collision rules make of them,
      # so it is reported with the dice, by the relative-velocity clause, not folded into the +3
      When the knight strikes with a couched lance after a charge of 6 yards at a relative velocity of 8
      Then the lance dice is reported as 3/2d+3, +1 per die
      And rule gurps.mounted-weapons.relative-velocity is applied

    @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.bracing
    @ruling:gurps.mounted-weapons.lance-relative-velocity=<reading>
    Scenario Outline: A couched lance at relative velocity 8 is at -1 to hit; its damage bonus under "<reading>": <bonus>
      # 攻击的命中-1 under both readings: min(Lance 14, Riding 12) = 12, -1 = 11.
      Given the knight has Lance 14
      When the knight attacks from the saddle with his lance at a relative velocity of 8 and the dice show 3
      Then the effective skill is reported as 11
      And the damage bonus is reported as <bonus>

      Examples:
        | reading      | bonus |
        | formula-only | 0     |
        | add          | 1     |
