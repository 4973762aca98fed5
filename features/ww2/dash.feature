Feature: Dash instead of shooting (ФАЗА СТРЕЛЬБЫ. Рывок вместо стрельбы)
  In the shooting phase a unit may dash instead of shooting: 2D6 cm for infantry and
  heavy guns, 3D6 cm for cavalry and vehicles. Aircraft cannot dash; aircraft with
  boosted engines may try the afterburner instead. No charge or ram follows in the
  next close-combat phase.

  Rule: A dash is declared instead of shooting

    @clause:ww2.dash.declaration @clause:ww2.dash.distance.infantry
    Scenario: An infantry squad dashes instead of shooting
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then "rifles" may dash up to 7 cm
      And "rifles" does not shoot this phase

    @clause:ww2.dash.declaration
    Scenario: A unit that has opened fire cannot dash
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" opens fire
      And "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration
    Scenario: A unit that dashed cannot open fire
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" opens fire
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration @clause:ww2.infantry-wounds.eligible
    Scenario: A squad whose hits have fallen on the enemy has shot, and cannot dash
      # "вы заявляете, что ваш данный отряд не будет стрелять, но будет совершать Рывок": the dash
      # comes instead of shooting, and "rifles" has shot at "grenadiers" this phase.
      Given an infantry squad "rifles" of 5 soldiers
      And an infantry squad "grenadiers" of 3 soldiers
      And "grenadiers" is a unit of the enemy side
      When the enemy "rifles" scores 1 hits on "grenadiers" at a range of 60 cm
      And "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration @clause:ww2.infantry-wounds.eligible
    Scenario: A squad that dashed scores no hits on the enemy
      # It declared that it "не будет стрелять": its hits on "grenadiers" are refused, and
      # nobody of "grenadiers" falls.
      Given an infantry squad "rifles" of 5 soldiers
      And an infantry squad "grenadiers" of 3 soldiers
      And "grenadiers" is a unit of the enemy side
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And the enemy "rifles" scores 1 hits on "grenadiers" at a range of 60 cm
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration @clause:ww2.cavalry-wounds.allocation.order
    Scenario: Cavalry that dashed scores no hits on the enemy
      Given a cavalry unit "hussars" of 2 models
      And a cavalry unit "lancers" of 2 models
      And "lancers" is a unit of the enemy side
      When "hussars" declares a dash instead of shooting and the dice show 1, 2 and 3
      And the enemy "hussars" scores 1 hits on "lancers" at a range of 60 cm
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration
    Scenario: A squad whose soldiers are all dead does not dash
      # "вы заявляете, что ваш данный отряд ... будет совершать Рывок": nobody is left to move.
      Given an infantry squad "rifles" of 2 soldiers
      And soldiers rifles1 and rifles2 are dead
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration
    Scenario: A unit that opens fire while the clock shows the movement phase shoots in the shooting phase
      # "ФАЗА СТРЕЛЬБЫ ... в фазу стрельбы вместо стрельбы": shooting is the shooting phase's, so the
      # movement phase is over.
      Given an infantry squad "rifles" of 5 soldiers
      And the battle is in the movement phase
      When "rifles" opens fire
      Then the battle is in the shooting phase

    @clause:ww2.dash.declaration
    Scenario: A unit does not open fire in the close-combat phase
      Given an infantry squad "rifles" of 5 soldiers
      And the battle is in the close-combat phase
      When "rifles" opens fire
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration @clause:ww2.dash.distance.infantry
    Scenario: A dash declared while the clock shows the movement phase is made in the shooting phase
      # "в фазу стрельбы вместо стрельбы": the dash is the shooting phase's, as opening fire is, so the
      # movement phase is over.
      Given an infantry squad "rifles" of 5 soldiers
      And the battle is in the movement phase
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then the battle is in the shooting phase
      And "rifles" may dash up to 7 cm

    @clause:ww2.dash.declaration
    Scenario: A dash is not declared in the close-combat phase
      Given an infantry squad "rifles" of 5 soldiers
      And the battle is in the close-combat phase
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      Then the dash is refused by rule ww2.dash.declaration

  Rule: A unit with nobody left alive, or off the table, neither shoots, dashes nor charges

    @clause:ww2.dash.declaration
    Scenario: A squad whose soldiers are all dead does not open fire
      # "вы заявляете, что ваш данный отряд не будет стрелять": shooting or dashing is the choice of a
      # unit that has men to make it; nobody is left to shoot.
      Given an infantry squad "rifles" of 2 soldiers
      And soldiers rifles1 and rifles2 are dead
      When "rifles" opens fire
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.declaration
    Scenario: A squad shot dead after declaring its dash does not dash
      # The squad declared its dash, then the enemy's three hits killed its three men: nobody is left to
      # move the 7 cm.
      Given an infantry squad "rifles" of 3 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And the enemy scores 3 hits on "rifles" at a range of 60 cm
      And "rifles" dashes 5 cm
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.dash.no-charge-after
    Scenario: A squad whose soldiers are all dead does not charge
      # "атаковать противника" in the close-combat phase: nobody is left to attack.
      Given an infantry squad "rifles" of 2 soldiers
      And soldiers rifles1 and rifles2 are dead
      And the battle is in the close-combat phase
      When "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after
    Scenario: A charge on a squad with nobody left alive is refused
      # "атаковать противника": every soldier of "grenadiers" is dead, and there is no enemy left to attack.
      Given an infantry squad "rifles" of 2 soldiers
      And an infantry squad "grenadiers" of 2 soldiers
      And "grenadiers" is a unit of the enemy side
      And soldiers grenadiers1 and grenadiers2 are dead
      And the battle is in the close-combat phase
      When "rifles" charges "grenadiers"
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: A charge on riderless mounts that have left the table is refused
      # "отступают до тех пор пока не покинут стол": off the table, "horses" is no enemy to attack.
      Given a cavalry unit "horses" of 2 models
      And "horses" is a unit of the enemy side
      And every rider of "horses" has fallen and the mounts are retreating
      And an infantry squad "rifles" of 2 soldiers
      When the riderless mounts of "horses" retreat off the table
      And the next turn begins
      And play moves on to the next phase
      And play moves on to the next phase
      And "rifles" charges "horses"
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after
    Scenario: A squad does not charge a squad of its own side
      # "атаковать противника": the charge is on the enemy, and "rifles" and "grenadiers" are both the
      # player's.
      Given an infantry squad "rifles" of 2 soldiers
      And an infantry squad "grenadiers" of 2 soldiers
      And the battle is in the close-combat phase
      When "rifles" charges "grenadiers"
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after
    Scenario: A squad charges a squad of the other side
      Given an infantry squad "rifles" of 2 soldiers
      And an infantry squad "grenadiers" of 2 soldiers
      And "grenadiers" is a unit of the enemy side
      And the battle is in the close-combat phase
      When "rifles" charges "grenadiers"
      Then "rifles" has charged

  Rule: Two dice for infantry and heavy guns, three for cavalry and vehicles

    @clause:ww2.dash.distance.infantry
    Scenario Outline: <unit> dashes with two dice
      Given <unit> unit "it"
      When "it" declares a dash instead of shooting and the dice show <dice>
      Then "it" may dash up to <cm> cm

      Examples:
        | unit         | dice    | cm |
        | an infantry  | 1 and 1 | 2  |
        | an infantry  | 3 and 4 | 7  |
        | a heavy gun  | 6 and 6 | 12 |
        | a heavy gun  | 2 and 5 | 7  |

    @clause:ww2.dash.distance.cavalry-vehicles
    Scenario Outline: <unit> dashes with three dice
      Given <unit> unit "it"
      When "it" declares a dash instead of shooting and the dice show <dice>
      Then "it" may dash up to <cm> cm

      Examples:
        | unit         | dice         | cm |
        | a cavalry    | 1, 1 and 1   | 3  |
        | a cavalry    | 1, 2 and 3   | 6  |
        | a tank       | 6, 6 and 6   | 18 |
        | a vehicle    | 4, 5 and 6   | 15 |
        | a motorcycle | 2, 2 and 2   | 6  |

    @clause:ww2.dash.distance.infantry
    Scenario: A dash is at most what the dice show
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 5 cm
      Then "rifles" has dashed 5 cm

    @clause:ww2.dash.distance.infantry
    Scenario: A dash of 6.5 cm of the 7 the dice show is at most 7 cm and at least 6
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 6.5 cm
      Then "rifles" has dashed at most 7 cm
      And "rifles" has dashed at least 6 cm
      And "rifles" has dashed at most 6.5 cm
      And the chance that "rifles" has dashed at most 7 cm is 1

    @clause:ww2.dash.distance.infantry
    Scenario: A dash longer than the dice is refused
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 8 cm
      Then the dash is refused by rule ww2.dash.distance.infantry

    @clause:ww2.dash.distance.infantry
    Scenario: A dash made in two moves adds up to no more than the dice
      # "бросьте и сложите выпавшие числа - это дистанция рывка": 3 + 4 = 7 cm is the whole
      # dash; 5 cm and then 2 cm are 7 cm, and the 5 cm more asked after them are refused.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 5 cm
      And "rifles" dashes 2 cm
      Then "rifles" has dashed 7 cm

    @clause:ww2.dash.distance.infantry
    Scenario: A second dash move past the dice total is refused
      # 3 + 4 = 7 cm: 5 cm dashed leaves 2 cm, so 5 cm more (10 cm in all) is refused.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 5 cm
      And "rifles" dashes 5 cm
      Then the dash is refused by rule ww2.dash.distance.infantry

    @clause:ww2.dash.distance.cavalry-vehicles
    Scenario: Cavalry that rolled 1 + 1 + 1 = 3 cm cannot dash 3 cm twice
      Given a cavalry unit "h" of 2 models
      When "h" declares a dash instead of shooting and the dice show 1, 1 and 1
      And "h" dashes 3 cm
      And "h" dashes 3 cm
      Then the dash is refused by rule ww2.dash.distance.cavalry-vehicles

    @clause:ww2.dash.declaration
    Scenario: The dash is moved in the shooting phase, instead of shooting
      # "в фазу стрельбы вместо стрельбы вы можете подвигать свои отряды": the dash rolled in
      # the shooting phase is not kept for the close-combat phase.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And play moves on to the next phase
      And "rifles" dashes 5 cm
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.dash.distance.cavalry-vehicles @ruling:ww2.dash.distance-limit=exact
    Scenario: Under the "exact" reading a unit must dash the whole distance
      Given a cavalry unit "hussars" of 3 models
      When "hussars" declares a dash instead of shooting and the dice show 2, 3 and 4
      And "hussars" dashes 5 cm
      Then the dash is refused by rule ww2.dash.distance.cavalry-vehicles

    @clause:ww2.dash.distance.infantry
    Scenario: The chance of an infantry dash of at least 10 cm
      # 2D6 totals of 10, 11, 12 come from 3 + 2 + 1 = 6 of the 36 pairs: 6/36 = 1/6.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting
      Then the chance that "rifles" may dash at least 10 cm is 1/6
      And the chance that "rifles" may dash up to 7 cm is 1/6

    @clause:ww2.dash.distance.cavalry-vehicles
    Scenario: The chance of a cavalry dash of at least 10 cm
      # 3D6 is symmetric about 10.5, so totals 11-18 are half of all 216 throws;
      # 10 itself comes from 27 throws: (108 + 27) / 216 = 135/216 = 5/8.
      Given a cavalry unit "hussars" of 3 models
      When "hussars" declares a dash instead of shooting
      Then the chance that "hussars" may dash at least 10 cm is 5/8
      And the chance that "hussars" may dash at least 11 cm is 1/2

    @clause:ww2.dash.distance.infantry
    Scenario: The chance of an infantry dash of at most 7 cm
      # 2D6 totals of 2 to 7 come from 1 + 2 + 3 + 4 + 5 + 6 = 21 of the 36 pairs: 21/36 = 7/12.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting
      Then the chance that "rifles" may dash at most 7 cm is 7/12
      And the chance that "rifles" may dash at most 12 cm is 1

    @clause:ww2.dash.distance.infantry @ruling:ww2.dash.unit-class=bikes-are-infantry
    Scenario: Under the "motor-infantry" reading a squadron dashes with two dice
      Given a motorcycle squadron "bikers" of 2 bikes
      When "bikers" declares a dash instead of shooting and the dice show 6 and 6
      Then "bikers" may dash up to 12 cm

  Rule: Aircraft cannot dash; some may try the afterburner

    @clause:ww2.dash.aircraft
    Scenario: An aircraft cannot dash
      Given an aircraft "yak" with boosted engines
      When "yak" declares a dash instead of shooting and the dice show 3 and 4
      Then the dash is refused by rule ww2.dash.aircraft

    @clause:ww2.dash.afterburner.declaration
    Scenario: An aircraft without boosted engines cannot use the afterburner
      Given an aircraft "il2" without boosted engines
      When "il2" tries the afterburner and the die shows 4
      Then the afterburner is refused by rule ww2.dash.afterburner.declaration

    @clause:ww2.dash.afterburner.declaration @clause:ww2.dash.afterburner.roll.3-6
    Scenario: The afterburner tried while the clock shows the movement phase is tried in the shooting phase
      # "в фазу стрельбы вместо стрельбы могут набрать ускорение": the afterburner is the shooting
      # phase's, as opening fire is, so the movement phase is over.
      Given an aircraft "yak" with boosted engines
      And the battle is in the movement phase
      When "yak" tries the afterburner and the die shows 4
      Then the battle is in the shooting phase
      And the afterburner of "yak" has succeeded

    @clause:ww2.dash.afterburner.declaration
    Scenario: The afterburner is not tried in the close-combat phase
      Given an aircraft "yak" with boosted engines
      And the battle is in the close-combat phase
      When "yak" tries the afterburner and the die shows 4
      Then the afterburner is refused by rule ww2.dash.afterburner.declaration

    @clause:ww2.dash.afterburner.declaration
    Scenario: An infantry squad has no afterburner
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" tries the afterburner and the die shows 4
      Then the afterburner is refused by rule ww2.dash.afterburner.declaration

    @clause:ww2.dash.afterburner.declaration @clause:ww2.dash.afterburner.roll.3-6
    Scenario Outline: The afterburner succeeds on <roll>
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows <roll>
      Then the afterburner of "yak" has succeeded
      And "yak" does not shoot this phase

      Examples:
        | roll |
        | 3    |
        | 4    |
        | 5    |
        | 6    |

    @clause:ww2.dash.afterburner.roll.1-2
    Scenario Outline: The afterburner fails on <roll>
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows <roll>
      Then the afterburner of "yak" has failed

      Examples:
        | roll |
        | 1    |
        | 2    |

    @clause:ww2.dash.afterburner.roll.3-6 @clause:ww2.dash.afterburner.roll.1-2
    Scenario: The chance that the afterburner works
      # One D6: 3, 4, 5 or 6 succeed, 4/6 = 2/3; 1 or 2 fail, 1/3.
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner
      Then the chance that the afterburner of "yak" has succeeded is 2/3
      And the chance that the afterburner of "yak" has failed is 1/3

    @clause:ww2.dash.afterburner.declaration
    Scenario: An aircraft that tried the afterburner does not shoot
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And "yak" opens fire
      Then the shooting is refused by rule ww2.dash.afterburner.declaration

    @clause:ww2.dash.afterburner.declaration @clause:ww2.motorcycle-wounds.allocation
    Scenario: An aircraft that tried the afterburner scores no hits on the enemy
      # "в фазу стрельбы вместо стрельбы могут набрать ускорение": the afterburner takes the place of
      # its shooting, so its hits on the squadron are refused.
      Given an aircraft "yak" with boosted engines
      And a motorcycle squadron "bikers" of 2 bikes
      And "bikers" is a unit of the enemy side
      When "yak" tries the afterburner and the die shows 5
      And the enemy "yak" scores 2 hits on "bikers" at a range of 60 cm
      Then the shooting is refused by rule ww2.dash.afterburner.declaration

  Rule: After a successful afterburner the next move is 60 to 110 cm

    Background:
      Given an aircraft "yak" with boosted engines

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario Outline: An afterburner move of <cm> cm
      When "yak" tries the afterburner and the die shows 3
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies <cm> cm
      Then the afterburner of "yak" has succeeded

      Examples:
        | cm  |
        | 60  |
        | 85  |
        | 110 |

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario Outline: An afterburner move of <cm> cm is refused
      When "yak" tries the afterburner and the die shows 6
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies <cm> cm
      Then the move is refused by rule ww2.dash.afterburner.roll.3-6

      Examples:
        | cm  |
        | 120 |
        | 111 |

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=inclusive-60-110
    Scenario: An afterburner flight of 59 cm cannot be the whole of the movement phase's
      # "от 60см до 110см": 59 cm is the start of the flight, and the phase cannot end on it.
      When "yak" tries the afterburner and the die shows 6
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 59 cm
      And play moves on to the next phase
      Then the change is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario: A second move in the same movement phase cannot take the flight past 110 cm
      # "в следующую фазу движения самолет может пролететь от 60см до 110см": the whole flight of
      # that movement phase; 110 cm and then 50 cm more would be 160 cm.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 110 cm
      And the aircraft "yak" flies 50 cm
      Then the move is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario: The afterburner flight is not flown once its movement phase is over
      # "в следующую фазу движения самолет может пролететь от 60см до 110см": the flight is that
      # movement phase's; in the shooting phase of the next turn the phase has passed.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And play moves on to the next phase
      And the aircraft "yak" flies 80 cm
      Then the move is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario: The rest of the afterburner flight is not flown in the shooting phase
      # The flight of 60 to 110 cm is "в следующую фазу движения": 60 cm in it, then 50 cm
      # more once the clock shows the shooting phase, is refused.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 60 cm
      And play moves on to the next phase
      And the aircraft "yak" flies 50 cm
      Then the move is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6 @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: 70 cm and then 40 cm in one movement phase are the full 110 cm on the afterburner
      # 70 + 40 = 110 cm, "максимальную дальность в 110см": the flight earns the saves.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 70 cm
      And the aircraft "yak" flies 40 cm
      Then the aircraft "yak" has flown 110 cm on the afterburner
      And the aircraft "yak" has the full-speed saves

    @clause:ww2.dash.afterburner.roll.3-6
    Scenario Outline: <first> cm and then <second> cm in one movement phase are a flight of <cm> cm on the afterburner
      # "в следующую фазу движения самолет может пролететь от 60см до 110см": the 60 cm are the least
      # of the flight of that movement phase, not of its first move; a first move under 60 cm is the
      # start of the flight.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies <first> cm
      And the aircraft "yak" flies <second> cm
      And play moves on to the next phase
      Then the aircraft "yak" has flown <cm> cm on the afterburner
      And the battle is in the shooting phase

      Examples:
        | first | second | cm  |
        | 30    | 40     | 70  |
        | 59    | 1      | 60  |
        | 10    | 100    | 110 |

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=inclusive-60-110
    Scenario: A flight of 50 cm after a successful afterburner cannot end the movement phase
      # "может пролететь от 60см до 110см" in that movement phase: 50 cm is short of the least 60 cm,
      # so the movement phase cannot end until the aircraft has flown 10 cm more.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 50 cm
      And play moves on to the next phase
      Then the change is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=inclusive-60-110
    Scenario: A flight of 30 cm and 20 cm cannot end the movement phase by passing the turn
      # 30 + 20 = 50 cm: the turn cannot pass the movement phase with a flight under 60 cm.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 30 cm
      And the aircraft "yak" flies 20 cm
      And the next turn begins
      Then the change is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=inclusive-60-110
    Scenario: Hits dealt in the movement phase do not end it while the afterburner flight is under 60 cm
      # The hits of «ФАЗА СТРЕЛЬБЫ. Раны» are the shooting phase's (ruling ww2.infantry-wounds.volley-phase):
      # dealing them would end the movement phase, and the aircraft has flown only 40 cm of its 60.
      Given an infantry squad "rifles" of 5 soldiers
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 40 cm
      And the enemy scores 2 hits on "rifles" at a range of 60 cm
      Then the shooting is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=up-to-110
    Scenario: Under the "up to 110" reading a flight of 50 cm ends the movement phase as an ordinary move
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 50 cm
      And play moves on to the next phase
      Then the aircraft "yak" has made no afterburner move
      And the battle is in the shooting phase

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=up-to-110
    Scenario Outline: Under the "up to 110" reading a <cm> cm move after the afterburner is <what>
      # "60 cm is only the least distance that counts as using the afterburner": a shorter
      # move is allowed, but it is an ordinary move, not the afterburner's.
      When "yak" tries the afterburner and the die shows 3
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies <cm> cm
      Then the afterburner of "yak" has succeeded
      And <outcome>

      Examples:
        | cm  | what                  | outcome                                                      |
        | 40  | an ordinary move      | the aircraft "yak" has made no afterburner move              |
        | 59  | an ordinary move      | the aircraft "yak" has made no afterburner move              |
        | 60  | the afterburner move  | the aircraft "yak" has flown 60 cm on the afterburner       |
        | 110 | the afterburner move  | the aircraft "yak" has flown 110 cm on the afterburner      |

    @clause:ww2.dash.afterburner.roll.3-6 @ruling:ww2.dash.afterburner-range=up-to-110
    Scenario Outline: Under the "up to 110" reading <first> cm and then <second> cm are one flight of more than 110 cm
      # "в следующую фазу движения самолет может пролететь от 60см до 110см": every move of that
      # movement phase is part of the one flight, a short first move as much as a long one.
      When "yak" tries the afterburner and the die shows 3
      And the next turn begins
      And the aircraft "yak" flies <first> cm
      And the aircraft "yak" flies <second> cm
      Then the move is refused by rule ww2.dash.afterburner.roll.3-6

      Examples:
        | first | second |
        | 40    | 80     |
        | 59    | 52     |
        | 70    | 50     |

    @clause:ww2.dash.afterburner.roll.3-6 @clause:ww2.dash.afterburner.full-speed-saves @ruling:ww2.dash.afterburner-range=up-to-110
    Scenario Outline: Under the "up to 110" reading <first> cm and then <second> cm make a flight of <cm> cm
      # The flight of the movement phase is what counts: short moves that reach 60 cm together
      # are the afterburner's flight, and at 110 cm it earns the saves; below 60 cm in all it
      # stays an ordinary move.
      When "yak" tries the afterburner and the die shows 3
      And the next turn begins
      And the aircraft "yak" flies <first> cm
      And the aircraft "yak" flies <second> cm
      Then <outcome>
      And <saves>

      Examples:
        | first | second | cm  | outcome                                               | saves                                   |
        | 40    | 30     | 70  | the aircraft "yak" has flown 70 cm on the afterburner  | the aircraft "yak" has no full-speed saves |
        | 50    | 60     | 110 | the aircraft "yak" has flown 110 cm on the afterburner | the aircraft "yak" has the full-speed saves |
        | 20    | 30     | 50  | the aircraft "yak" has made no afterburner move        | the aircraft "yak" has no full-speed saves |

    @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: Only the full 110 cm gives the saves: at 100 cm an anti-aircraft hit is not saved
      # "если самолет двигается на максимальную дальность в 110см, то он получает спас-бросок":
      # 100 cm is not the maximum distance, so the hit gets no 5+ save and always counts.
      When "yak" tries the afterburner and the die shows 4
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 100 cm
      And an anti-aircraft gun hits the aircraft "yak"
      Then the aircraft "yak" has no full-speed saves
      And the aircraft "yak" has taken 1 hits
      And the chance that the aircraft "yak" has taken 1 hits is 1

    @clause:ww2.dash.afterburner.full-speed-saves
    Scenario Outline: At 110 cm a <weapon> hit is saved on <save>+ (die <roll>)
      When "yak" tries the afterburner and the die shows 4
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 110 cm
      And <weapon> hits the aircraft "yak" and the die shows <roll>
      Then the aircraft "yak" has the full-speed saves
      And the aircraft "yak" has taken <hits> hits

      Examples:
        | weapon               | save | roll | hits |
        | an anti-aircraft gun | 5    | 5    | 0    |
        | an anti-aircraft gun | 5    | 4    | 1    |
        | an enemy aircraft    | 6    | 6    | 0    |
        | an enemy aircraft    | 6    | 5    | 1    |

    @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: The chance that the full-speed saves stop the hits
      # 5+ is 2/6 = 1/3 against anti-aircraft fire; 6+ is 1/6 against aircraft.
      When "yak" tries the afterburner and the die shows 4
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 110 cm
      And an anti-aircraft gun hits the aircraft "yak"
      Then the chance that the aircraft "yak" has taken 0 hits is 1/3

    @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: The chance that an enemy aircraft's hit is saved
      # 6+ on one D6: 1/6.
      When "yak" tries the afterburner and the die shows 3
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 110 cm
      And an enemy aircraft hits the aircraft "yak"
      Then the chance that the aircraft "yak" has taken 0 hits is 1/6

    @clause:ww2.dash.afterburner.declaration @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: The afterburner builds speed for the next turn, and for that turn only
      # "набрать ускорение для следующего хода": the 110 cm with its saves is the move of the
      # next turn (turn 2); unused then, it is gone in turn 3, where 110 cm is an ordinary move.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the next turn begins
      And the aircraft "yak" flies 110 cm
      Then the battle is in turn 3
      And the aircraft "yak" has no full-speed saves

    @clause:ww2.dash.afterburner.declaration @clause:ww2.dash.afterburner.full-speed-saves
    Scenario: The speed built in the shooting phase serves the next turn's move
      # Declared in turn 1's shooting phase; the next turn begins and the 110 cm move gives the saves.
      When "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 110 cm
      Then the battle is in turn 2
      And the aircraft "yak" has the full-speed saves

    @clause:ww2.dash.afterburner.roll.1-2
    Scenario: After a failed afterburner the aircraft makes an ordinary move
      When "yak" tries the afterburner and the die shows 2
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" flies 120 cm
      Then the aircraft "yak" has taken 0 hits
      And rule ww2.dash.afterburner.roll.1-2 is applied

  Rule: No charge or ram in the next close-combat phase after a dash or afterburner

    @clause:ww2.dash.no-charge-after
    Scenario: A squad that dashed cannot charge
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 5 cm
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.dash-made=declared
    Scenario: A squad that declared a dash and did not move on it cannot charge, if the dash is made when declared
      # "после совершения Рывка": under this reading the dash is made when it is declared and rolled
      # ("на сколько сантиметров ваш отряд совершит Рывок"), however far the squad then moves.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.dash-made=declared
    Scenario: A squad that dashed 0 cm of its 7 cm cannot charge, if the dash is made when declared
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 0 cm
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.dash-made=moved
    Scenario: A squad that declared a dash and did not move on it may charge, if the dash is made by moving
      # "после совершения Рывка": under this reading the dash, "дополнительное движение", is made by
      # moving; "rifles" moved nothing, and gave up only its shooting.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then "rifles" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.dash-made=moved
    Scenario: A squad that dashed 0 cm of its 7 cm may charge, if the dash is made by moving
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 0 cm
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then "rifles" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.dash-made=moved
    Scenario: A squad that dashed 0 cm and then 2 cm of its 7 cm cannot charge, if the dash is made by moving
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 0 cm
      And "rifles" dashes 2 cm
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.declaration @ruling:ww2.dash.dash-made=moved
    Scenario: A squad that declared a dash and did not move on it still does not shoot, if the dash is made by moving
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" opens fire
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.dash.no-charge-after
    Scenario: A charge declared while the clock shows the shooting phase is made in the close-combat phase
      # "в следующую фазу Рукопашного Боя атаковать противника": the charge is the close-combat
      # phase's, so the shooting phase is over, as opening fire ends the movement phase.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" charges an enemy
      Then the battle is in the close-combat phase
      And "rifles" has charged

    @clause:ww2.dash.no-charge-after
    Scenario: A charge declared in the movement phase is made in that turn's close-combat phase
      Given an infantry squad "rifles" of 5 soldiers
      And the battle is in the movement phase
      When "rifles" charges an enemy
      Then the battle is in the close-combat phase
      And "rifles" has charged

    @clause:ww2.dash.no-charge-after
    Scenario: A squad that dashed cannot charge straight after its dash, the clock moving on
      # "после совершения Рывка ... нельзя в следующую фазу Рукопашного Боя атаковать": the charge
      # declared after the dash is in this turn's close-combat phase, which the dash bars.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And "rifles" dashes 7 cm
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @clause:ww2.dash.afterburner.roll.3-6
    Scenario: A charge cannot end the movement phase while an afterburner flight is under 60 cm
      # "может пролететь от 60см до 110см": a charge is the close-combat phase's, and the movement
      # phase cannot end on a flight of 40 cm.
      Given an aircraft "yak" with boosted engines
      And an infantry squad "rifles" of 5 soldiers
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 40 cm
      And "rifles" charges an enemy
      Then the charge is refused by rule ww2.dash.afterburner.roll.3-6

    @clause:ww2.dash.no-charge-after
    Scenario: The ban holds for the next close-combat phase only: the turn after, the squad charges
      # "нельзя в следующую фазу Рукопашного Боя атаковать": the close combat of this turn; in the
      # next turn's close combat it may charge.
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And the next turn begins
      And play moves on to the next phase
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then "rifles" has charged

    @clause:ww2.dash.no-charge-after
    Scenario: A tank that dashed cannot ram
      Given a tank unit "t34"
      When "t34" declares a dash instead of shooting and the dice show 3, 4 and 5
      And play moves on to the next phase
      And the tank "t34" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after
    Scenario: An aircraft that used the afterburner cannot ram
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @clause:ww2.dash.afterburner.roll.1-2
    Scenario: A failed afterburner also forbids the ram (default reading)
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 1
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.failed-afterburner=success-only
    Scenario: Under the "success only" reading a failed afterburner allows the ram
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 1
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then "yak" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-roll
    Scenario: The ban follows the afterburner roll: after the afterburner move the next turn, the aircraft may ram
      # "набрать ускорение для следующего хода – это называется «Форсаж»": the afterburner is made in
      # the shooting phase; its ban is that turn's close combat, before the move it pays for.
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 85 cm
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then "yak" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-flight
    Scenario: If the afterburner is made by its move, the aircraft may still ram in the turn of the roll
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then "yak" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-flight
    Scenario: If the afterburner is made by its move, the close combat after an 85 cm afterburner move is barred
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 85 cm
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-flight @ruling:ww2.dash.afterburner-range=up-to-110
    Scenario: If the afterburner is made by its move, a move under 60 cm is no afterburner and bars no ram
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 50 cm
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then "yak" has charged

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-flight
    Scenario: If the afterburner is made by its move, a second afterburner tried before the close combat leaves the first one's ban
      # Tried in turn 1 and flown in turn 2: turn 2's close combat is barred, though the aircraft
      # tried the afterburner again in turn 2's shooting phase (that one is flown in turn 3).
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 85 cm
      And play moves on to the next phase
      And "yak" tries the afterburner and the die shows 4
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after @ruling:ww2.dash.afterburner-ban-phase=after-the-flight
    Scenario: If the afterburner is made by its move, the second afterburner's move bars the close combat of the turn after
      # Tried in turns 1 and 2, flown in turns 2 and 3: each bars the close combat of the turn it is flown in.
      Given an aircraft "yak" with boosted engines
      When "yak" tries the afterburner and the die shows 5
      And the next turn begins
      And the aircraft "yak" flies 85 cm
      And play moves on to the next phase
      And "yak" tries the afterburner and the die shows 4
      And the next turn begins
      And the aircraft "yak" flies 90 cm
      And play moves on to the next phase
      And play moves on to the next phase
      And the aircraft "yak" rams an enemy
      Then the ram is refused by rule ww2.dash.no-charge-after

    @clause:ww2.dash.no-charge-after
    Scenario: A squad that shot may charge
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" opens fire
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then "rifles" has charged

    @clause:ww2.dash.no-charge-after
    Scenario: The ban lasts only for the next close-combat phase
      Given an infantry squad "rifles" of 5 soldiers
      When "rifles" declares a dash instead of shooting and the dice show 3 and 4
      And play moves on to the next phase
      And play moves on to the next phase
      And play moves on to the next phase
      And play moves on to the next phase
      And "rifles" charges an enemy
      Then "rifles" has charged
