Feature: Wounds on a motorcycle squadron (the second "РАНЫ. Кавалерийский Отряд.")
  Hits go two to a bike with its crew, round the bikes in sight and range. Per hit the
  owner rolls: 1-3 the bike (lost unless armour-piercing), 4-6 a crewman. Crews of
  destroyed bikes survive on a 6. Riders remount for 15 cm, walk at 15 cm with 2 dice
  to dash, and are never mixed with infantry of other units.

  Rule: Two hits to a bike, round the bikes in sight and range

    @clause:ww2.motorcycle-wounds.allocation @clause:ww2.motorcycle-wounds.bike-or-crew.roll @clause:ww2.motorcycle-wounds.empty-bike
    Scenario: Five hits on three bikes go 2, 2 and 1
      # bike1: 1, 2 - both on the bike, lost (not armour-piercing); bike2: 4, 5 - its
      # gunner then its driver die, the bike is left empty and intact; bike3: 6 - its gunner.
      Given a motorcycle squadron "bikers" of 3 bikes
      When the enemy scores 5 hits on "bikers" at a range of 60 cm and the dice show 1, 2, 4, 5, 6
      Then bike bikers-bike1 is allocated 2 of the hits
      And bike bikers-bike2 is allocated 2 of the hits
      And bike bikers-bike3 is allocated 1 of the hits
      And 2 hits on bike bikers-bike1 are lost
      And bike bikers-bike2 is empty and intact
      And soldier bikers-gunner3 is dead
      And 3 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.allocation
    Scenario: More hits than two a bike go round again
      Given a motorcycle squadron "bikers" of 2 bikes
      When the enemy scores 5 hits on "bikers" at a range of 60 cm and the dice show 1, 1, 1, 1, 1
      Then bike bikers-bike1 is allocated 3 of the hits
      And bike bikers-bike2 is allocated 2 of the hits

    @clause:ww2.motorcycle-wounds.allocation
    Scenario: Only bikes in sight and in range take hits
      Given a motorcycle squadron "bikers" with these bikes
        | bike   | driver | gunner | distance | seen |
        | near   | d1     | g1     | 20 cm    | yes  |
        | hidden | d2     | g2     | 20 cm    | no   |
        | far    | d3     | g3     | 70 cm    | yes  |
      When the enemy scores 3 hits on "bikers" at a range of 60 cm and the dice show 1, 1, 1
      Then bike near is allocated 3 of the hits
      And bike hidden is allocated 0 of the hits
      And bike far is allocated 0 of the hits

    @clause:ww2.motorcycle-wounds.allocation
    Scenario: A bike whose crew are dead takes no share of the hits
      # "сначала распределяются на один мотоцикл с командой - 2 попадания": bike 1's crew are dead,
      # so both hits go to bike 2 with its crew (ruling ww2.motorcycle-wounds.crewless-bike); the
      # dice 6, 6 fall on its crew: its gunner, then its driver.
      Given a motorcycle squadron "bikers" of 2 bikes
      And soldiers bikers-driver1 and bikers-gunner1 are dead
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 6, 6
      Then bike bikers-bike1 is allocated 0 of the hits
      And bike bikers-bike2 is allocated 2 of the hits
      And soldier bikers-driver2 is dead

    @clause:ww2.motorcycle-wounds.allocation @ruling:ww2.motorcycle-wounds.crewless-bike=takes-its-share
    Scenario: If a crewless bike takes its share, its two hits find nobody and the crewed bike is spared
      # Bike 1 (no crew) comes first and takes both hits; the dice 6, 6 are crew hits with nobody
      # aboard, lost (ruling ww2.motorcycle-wounds.excess).
      Given a motorcycle squadron "bikers" of 2 bikes
      And soldiers bikers-driver1 and bikers-gunner1 are dead
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 6, 6
      Then bike bikers-bike1 is allocated 2 of the hits
      And soldier bikers-driver2 is alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.1-3 @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    Scenario Outline: A bike-or-crew roll of <roll>
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 hits on "bikers" at a range of 60 cm and the die shows <roll>
      Then <riders> riders of the squadron "bikers" are alive
      And <lost> hits on bike bikers-bike1 are lost

      Examples:
        | roll | riders | lost |
        | 1    | 2      | 1    |
        | 2    | 2      | 1    |
        | 3    | 2      | 1    |
        | 4    | 1      | 0    |
        | 5    | 1      | 0    |
        | 6    | 1      | 0    |

    @clause:ww2.motorcycle-wounds.bike-or-crew.1-3
    Scenario: An armour-piercing hit on the bike is kept for the vehicle rules
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 armour-piercing hits on "bikers" at a range of 60 cm and the die shows 2
      Then bike bikers-bike1 has 1 pending armour-piercing hits
      And 0 hits on bike bikers-bike1 are lost

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    Scenario: The owner picks which crewman takes the hit
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 hits on "bikers" at a range of 60 cm, the owner removing bikers-driver1 and the die shows 5
      Then soldier bikers-driver1 is dead
      And soldier bikers-gunner1 is alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: A crewman's body armour saves him from the crew hit
      # The bike-or-crew die 5 sends the hit to the crew; the owner's pick, the gunner, rolls his
      # 4+ body-armour save: 4, saved.
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldier bikers-gunner1 has a body-armour save of 4+
      When the enemy scores 1 hits on "bikers" at a range of 60 cm and the dice show 5, 4
      Then 2 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: A crewman whose body armour fails dies of the crew hit
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldier bikers-gunner1 has a body-armour save of 4+
      When the enemy scores 1 hits on "bikers" at a range of 60 cm and the dice show 5, 3
      Then soldier bikers-gunner1 is dead
      And soldier bikers-driver1 is alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: One hit on a bike whose gunner wears 4+ body armour kills nobody three times in four
      # "при значении 1-3 попадание получает мотоцикл" (lost: not armour-piercing), 1/2; 4-6 the gunner,
      # the owner's pick, 1/2, whose save saves him half the time: 1/2 + 1/2 × 1/2 = 3/4.
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldier bikers-gunner1 has a body-armour save of 4+
      When the enemy scores 1 hits on "bikers" at a range of 60 cm
      Then the chance that 2 riders of the squadron "bikers" are alive is 3/4

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.infantry-wounds.soldier-saves=no-save-against-shots
    Scenario: Read as a save named only against trampling, body armour does not save a crewman
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldier bikers-gunner1 has a body-armour save of 4+
      When the enemy scores 1 hits on "bikers" at a range of 60 cm and the die shows 5
      Then soldier bikers-gunner1 is dead

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.motorcycle-wounds.which-crewman=roll-again
    Scenario Outline: Under the "roll again" reading a second die picks the crewman (<pick>)
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 hits on "bikers" at a range of 60 cm and the dice show 5, <pick>
      Then soldier bikers-<dead> is dead
      And soldier bikers-<alive> is alive

      Examples:
        | pick | dead    | alive   |
        | 3    | driver1 | gunner1 |
        | 4    | gunner1 | driver1 |

    @clause:ww2.motorcycle-wounds.bike-or-crew.roll @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    @ruling:ww2.motorcycle-wounds.which-crewman=roll-again @ruling:ww2.motorcycle-wounds.dice-order=hit-by-hit
    Scenario: Hit by hit, each crew hit's second die follows its own bike-or-crew die
      # Hit 1: 5 (the crew), then 4 picks the gunner. Hit 2: 1, the bike itself: lost (not armour-piercing).
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 5, 4, 1
      Then soldier bikers-gunner1 is dead
      And soldier bikers-driver1 is alive
      And 1 hits on bike bikers-bike1 are lost

    @clause:ww2.motorcycle-wounds.bike-or-crew.roll @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    @ruling:ww2.motorcycle-wounds.which-crewman=roll-again @ruling:ww2.motorcycle-wounds.dice-order=bike-or-crew-first
    Scenario: Read as every bike-or-crew die first, the same dice fall on both crewmen
      # Bike-or-crew dice: 5, 4 - both hits on the crew. Then the first crew hit's die 1 picks the
      # driver; the second finds the gunner alone aboard, and no die is rolled for it.
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 5, 4, 1
      Then soldier bikers-driver1 is dead
      And soldier bikers-gunner1 is dead
      And 0 hits on bike bikers-bike1 are lost

    @clause:ww2.motorcycle-wounds.bike-or-crew.roll @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    @ruling:ww2.motorcycle-wounds.which-crewman=roll-again @ruling:ww2.motorcycle-wounds.dice-order=bike-or-crew-first
    Scenario: Read as every bike-or-crew die first, every bike's dice come before any crewman is picked
      # 3 hits: 2 on bike1, 1 on bike2. Bike-or-crew dice: 4, 1 (bike1: crew, bike) and 6 (bike2: crew).
      # Then bike1's crew hit: 2 picks driver1; bike2's: 5 picks gunner2.
      Given a motorcycle squadron "bikers" of 2 bikes
      When the enemy scores 3 hits on "bikers" at a range of 60 cm and the dice show 4, 1, 6, 2, 5
      Then soldier bikers-driver1 is dead
      And soldier bikers-gunner1 is alive
      And soldier bikers-gunner2 is dead
      And soldier bikers-driver2 is alive
      And 1 hits on bike bikers-bike1 are lost

    @clause:ww2.motorcycle-wounds.bike-or-crew.roll @ruling:ww2.motorcycle-wounds.dice-order=bike-or-crew-first
    Scenario: Read as every bike-or-crew die first, the chances are those of hit by hit
      # Each hit still reads its own die: both hits on the crew, 1/2 x 1/2 = 1/4, and both men die.
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 2 hits on "bikers" at a range of 60 cm
      Then the chance that 0 riders of the squadron "bikers" are alive is 1/4

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6
    Scenario: A crew hit on a bike with nobody left aboard is lost
      Given a motorcycle squadron "bikers" with these bikes
        | bike | driver | gunner |
        | b1   | d1     |        |
        | b2   | d2     | g2     |
      When the enemy scores 3 hits on "bikers" at a range of 60 cm and the dice show 4, 5, 1
      Then soldier d1 is dead
      And 1 hits on bike b1 are lost
      And 2 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.motorcycle-wounds.excess=moved
    Scenario: Under the "moved" reading that crew hit passes to the next bike
      Given a motorcycle squadron "bikers" with these bikes
        | bike | driver | gunner |
        | b1   | d1     |        |
        | b2   | d2     | g2     |
      When the enemy scores 3 hits on "bikers" at a range of 60 cm and the dice show 4, 5, 1
      Then soldier d1 is dead
      And 1 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.bike-or-crew.4-6 @ruling:ww2.motorcycle-wounds.excess=moved
    Scenario: Under the "moved" reading crew hits on an empty bike pass on to the bike after it
      # bike1 rolls 1, 1 (both on the bike, lost); bike2's crew are dead, so its 4, 4 pass to
      # the next bike with living crew, bike3, whose gunner and driver take them.
      Given a motorcycle squadron "bikers" of 3 bikes
      And soldiers bikers-driver2 and bikers-gunner2 are dead
      When the enemy scores 4 hits on "bikers" at a range of 60 cm and the dice show 1, 1, 4, 4
      Then soldier bikers-driver1 is alive
      And soldier bikers-gunner1 is alive
      And soldier bikers-gunner3 is dead
      And soldier bikers-driver3 is dead

    @clause:ww2.motorcycle-wounds.bike-or-crew.roll
    Scenario: The chance that one hit kills a crewman
      # 4, 5 or 6 on one die: 1/2.
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 hits on "bikers" at a range of 60 cm
      Then the chance that 1 riders of the squadron "bikers" are alive is 1/2

    @clause:ww2.motorcycle-wounds.template
    Scenario: A template hits the bike and its crew; the bike only if armour-piercing
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 template hits on "bikers" at a range of 60 cm
      Then 0 riders of the squadron "bikers" are alive
      And 1 hits on bike bikers-bike1 are lost
      And bike bikers-bike1 has 0 pending armour-piercing hits

    @clause:ww2.motorcycle-wounds.template
    Scenario: An armour-piercing template hits the bike too
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 armour-piercing template hits on "bikers" at a range of 60 cm
      Then 0 riders of the squadron "bikers" are alive
      And bike bikers-bike1 has 1 pending armour-piercing hits

    @clause:ww2.motorcycle-wounds.template
    Scenario: A template's hit goes to the bike it covers
      # "Если мотопехотную модель накрывает шаблонным оружием, то попадания идут и в мотоцикл и в
      # бойцов одновременно": the template lies over bike 2, so its crew fall; bike 1's crew live.
      Given a motorcycle squadron "bikers" of 2 bikes
      When the enemy scores 1 template hits on "bikers" at a range of 60 cm, the template covering bikers-bike2
      Then soldier bikers-driver2 is dead
      And soldier bikers-gunner2 is dead
      And 2 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.template @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: A template hits each crewman, and each rolls his own body armour
      # "попадания идут и в мотоцикл и в бойцов одновременно": the driver's 4+ save rolls 4 and
      # saves him; the gunner has none and falls. The saved hit does not pass to the gunner twice.
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldier bikers-driver1 has a body-armour save of 4+
      When the enemy scores 1 template hits on "bikers" at a range of 60 cm and the die shows 4
      Then soldier bikers-driver1 is alive
      And soldier bikers-gunner1 is dead

    @clause:ww2.motorcycle-wounds.template @ruling:ww2.motorcycle-wounds.template-crew=bike-and-one-crewman
    Scenario: Under the "one crewman" reading a template kills one rider per hit
      Given a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 template hits on "bikers" at a range of 60 cm
      Then 1 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.template @ruling:ww2.motorcycle-wounds.template-crew=bike-and-one-crewman
    Scenario: Under the "one crewman" reading the owner picks the crewman even when crew hits are rolled for
      # The template reading names the owner's choice; the "roll again" reading of which-crewman is
      # for crew hits from the bike-or-crew roll, so no die is rolled here: the owner's pick, the
      # gunner, dies.
      Given the reading "roll-again" of ruling ww2.motorcycle-wounds.which-crewman
      And a motorcycle squadron "bikers" of 1 bikes
      When the enemy scores 1 template hits on "bikers" at a range of 60 cm
      Then soldier bikers-gunner1 is dead
      And soldier bikers-driver1 is alive

    @clause:ww2.motorcycle-wounds.allocation
    Scenario: Hits on a squadron in the close-combat phase are not dealt by the shooting phase's wounds rules
      # The section is in "ФАЗА СТРЕЛЬБЫ. Раны" (ruling ww2.infantry-wounds.volley-phase).
      Given a motorcycle squadron "bikers" of 2 bikes
      And the battle is in the close-combat phase
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 4, 4
      Then the shooting is refused by rule ww2.motorcycle-wounds.allocation

    @clause:ww2.motorcycle-wounds.allocation @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: Under the "any phase" reading hits on a squadron in the close-combat phase go two to a bike
      Given a motorcycle squadron "bikers" of 2 bikes
      And the battle is in the close-combat phase
      When the enemy scores 2 hits on "bikers" at a range of 60 cm and the dice show 4, 4
      Then bike bikers-bike1 is allocated 2 of the hits
      And bike bikers-bike1 is empty and intact

    @clause:ww2.motorcycle-wounds.allocation
    Scenario: A squadron is not shot at by a squad of its own side
      # "в пределах дальности стрельбы вражеского оружия": the hits are the enemy's, and "rifles" and
      # "bikers" are both the player's.
      Given an infantry squad "rifles" of 3 soldiers
      And a motorcycle squadron "bikers" of 2 bikes
      When the enemy "rifles" scores 2 hits on "bikers" at a range of 60 cm
      Then the shooting is refused by rule ww2.motorcycle-wounds.allocation

  Rule: The crew of a destroyed bike survive on a 6 and form a new infantry unit

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit
    Scenario: A driver who rolls 6 survives and goes prone
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      Then soldier bikers-driver1 has gone prone, with the bonus from turn 2
      And soldier bikers-gunner1 is dead
      And 1 crewmen of "bikers" survive their destroyed bikes
      And "bikers-survivors" is an infantry unit of 1 soldiers
      And bike bikers-bike1 is destroyed

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival
    Scenario: The survivor's prone bonus counts only from the next turn
      # "получая бонус за залегание только со следующего хода": not in the turn the bike is
      # destroyed (turn 1), from turn 2 on.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      Then soldier bikers-driver1 does not yet get the bonus for lying prone
      And the battle is in turn 1
      When the next turn begins
      Then soldier bikers-driver1 gets the bonus for lying prone
      And the battle is in turn 2

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival
    Scenario: The chance that the driver lies prone with the bonus from turn 2 or later
      # The driver survives only on a 6 (1/6) and then lies prone, his bonus "только со следующего
      # хода": from turn 2, the turn after the bike is destroyed in turn 1. A driver who dies lies
      # prone with no bonus from any turn, so "from turn 2 or later" is 1/6, and no survivor has
      # it from turn 1 or earlier.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed
      Then the chance that soldier bikers-driver1 has gone prone, with the bonus from turn 2 or later is 1/6
      And the chance that soldier bikers-driver1 has gone prone, with the bonus from turn 1 or earlier is 0

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival
    Scenario: The survivor's bonus from turn 2 or later, while the battle is in turn 1 or earlier
      # A 6 for the driver: he lies prone with the bonus from the next turn, turn 2; the battle is
      # still in turn 1, then in turn 2 or later once the next turn begins.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      Then soldier bikers-driver1 has gone prone, with the bonus from turn 2 or later
      And soldier bikers-driver1 has gone prone, with the bonus from turn 2 or earlier
      And the battle is in turn 1 or earlier
      When the next turn begins
      Then the battle is in turn 2 or later

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival
    Scenario: The chances for the crews of two destroyed bikes
      # Four crewmen, each survives only on a 6 (1/6), independently:
      # none survives (5/6)^4 = 625/1296; exactly one 4(1/6)(5/6)^3 = 500/1296 = 125/324;
      # all four (1/6)^4 = 1/1296.
      Given a motorcycle squadron "bikers" of 2 bikes
      When bike bikers-bike1 is destroyed
      And bike bikers-bike2 is destroyed
      Then the chance that 0 crewmen of "bikers" survive their destroyed bikes is 625/1296
      And the chance that 1 crewmen of "bikers" survive their destroyed bikes is 125/324
      And the chance that 4 crewmen of "bikers" survive their destroyed bikes is 1/1296

    @clause:ww2.motorcycle-wounds.destroyed-bike.crew-survival
    Scenario: The chance that at least one of the two crewmen of a bike survives
      # Each survives on a 6: both die with (5/6)^2 = 25/36, so at least one lives with 11/36;
      # here "none survive" is asked: 25/36.
      Given the table "ww2/two-bike-squadron"
      When bike bike1 is destroyed
      Then the chance that 0 crewmen of "recon" survive their destroyed bikes is 25/36
      And the chance that 2 crewmen of "recon" survive their destroyed bikes is 1/36

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit
    Scenario: An enemy that already shot at the squadron cannot shoot the survivors
      Given a motorcycle squadron "bikers" of 2 bikes
      When the enemy "mg42" scores 2 hits on "bikers" at a range of 60 cm and the dice show 1, 1
      And bike bikers-bike1 is destroyed and the dice show 6, 6
      And the enemy "mg42" scores 1 hits on "bikers-survivors" at a range of 60 cm
      Then the shooting is refused by rule ww2.motorcycle-wounds.destroyed-bike.new-unit

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit
    Scenario: Another enemy may shoot the survivors
      Given a motorcycle squadron "bikers" of 2 bikes
      When the enemy "mg42" scores 2 hits on "bikers" at a range of 60 cm and the dice show 1, 1
      And bike bikers-bike1 is destroyed and the dice show 6, 6
      And the enemy "sniper" scores 1 hits on "bikers-survivors" at a range of 60 cm
      Then "bikers-survivors" is an infantry unit of 1 soldiers

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit
    Scenario: The survivors may be charged in close combat
      Given a motorcycle squadron "bikers" of 1 bikes
      And "bikers" is a unit of the enemy side
      And an infantry squad "rifles" of 3 soldiers
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And play moves on to the next phase
      And "rifles" charges "bikers-survivors"
      Then "rifles" has charged
      And rule ww2.motorcycle-wounds.destroyed-bike.new-unit is applied

  Rule: The survivors of a second destroyed bike form a unit of their own, or join the first's (ruling ww2.motorcycle-wounds.several-bikes)

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @ruling:ww2.motorcycle-wounds.several-bikes=unit-per-bike
    Scenario: Each destroyed bike's survivors form a new infantry unit
      # "Этот новый пехотный отряд": the driver of bike 1 (6) is one new unit; both men of
      # bike 2 (6, 6) are another, made when their bike is destroyed.
      Given a motorcycle squadron "bikers" of 2 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      And bike bikers-bike2 is destroyed and the dice show 6, 6
      Then "bikers-survivors" is an infantry unit of 1 soldiers
      And "bikers-survivors-2" is an infantry unit of 2 soldiers
      And 3 crewmen of "bikers" survive their destroyed bikes

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @ruling:ww2.motorcycle-wounds.several-bikes=unit-per-bike
    Scenario: An enemy that has not shot at the squadron may shoot the second bike's survivors
      Given a motorcycle squadron "bikers" of 2 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      And bike bikers-bike2 is destroyed and the dice show 6, 6
      And the enemy "sniper" scores 1 hits on "bikers-survivors-2" at a range of 60 cm
      Then "bikers-survivors-2" is an infantry unit of 1 soldiers
      And "bikers-survivors" is an infantry unit of 1 soldiers

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @ruling:ww2.motorcycle-wounds.several-bikes=one-unit
    Scenario: Under the "one unit" reading the second bike's survivors join the first's
      Given a motorcycle squadron "bikers" of 2 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 3
      And bike bikers-bike2 is destroyed and the dice show 6, 6
      Then "bikers-survivors" is an infantry unit of 3 soldiers
      And 3 crewmen of "bikers" survive their destroyed bikes

  Rule: Hits on a squadron go to its bikes; whether a rider on foot takes hits too is ruling ww2.motorcycle-wounds.riders-on-foot-hit

    Background:
      Given a motorcycle squadron "bikers" of 2 bikes

    @clause:ww2.motorcycle-wounds.allocation @clause:ww2.motorcycle-wounds.dismounted-speed
    @ruling:ww2.motorcycle-wounds.riders-on-foot-hit=bikes-only
    Scenario: Four hits go to the one bike left, and the riders on foot are not hit
      # Both men of bike 1 survive it (6, 6) and walk with the squadron from turn 2. "Все
      # попадания ... распределяются на один мотоцикл с командой - 2 попадания ... по кругу": bike 2
      # takes all four, and the four 1s fall on the bike itself (no armour-piercing weapon: lost).
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the next turn begins
      And the enemy scores 4 hits on "bikers" at a range of 60 cm and the dice show 1, 1, 1, 1
      Then soldier bikers-driver1 is alive
      And soldier bikers-gunner1 is alive
      And 4 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.allocation @clause:ww2.motorcycle-wounds.dismounted-speed
    @ruling:ww2.motorcycle-wounds.riders-on-foot-hit=in-turn-on-foot
    Scenario: Under the "in turn" reading the riders on foot take their two hits after the bike
      # Round the squadron's three models: 2 hits on bike 2 (its dice 1, 1: on the bike, lost), then
      # 2 on the first man on foot, who falls at the first; the second is lost; none for the third.
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the next turn begins
      And the enemy scores 4 hits on "bikers" at a range of 60 cm and the dice show 1, 1
      Then soldier bikers-driver1 is dead
      And soldier bikers-gunner1 is alive
      And soldier bikers-driver2 is alive

  Rule: With no bike left to take them, the hits on a squadron fall on its riders on foot

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.infantry-wounds.eligible
    @clause:ww2.motorcycle-wounds.allocation
    Scenario: The two survivors of the squadron's only bike, on foot, take four hits
      # The bike is destroyed and both men survive it (6, 6); the next turn they walk with their
      # squadron, which has no bike left. "Этот новый пехотный отряд может быть обстрелян
      # противником", and "раны могут получить только те солдаты, кого видит враг и до кого
      # дотягивается дистанция его оружия": both are seen and in range, so the first two of the
      # four hits kill them and the other two are lost.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the next turn begins
      And play moves on to the next phase
      And the enemy "sniper" scores 4 hits on "bikers" at a range of 60 cm
      Then soldier bikers-driver1 is dead
      And soldier bikers-gunner1 is dead
      And "bikers" has lost 2 wounds for want of targets

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.infantry-wounds.eligible
    Scenario: One hit on the two survivors on foot kills one of them
      # One hit, two men on foot seen and in range: one of them falls (the owner's pick, the driver
      # here), the other lives.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the next turn begins
      And play moves on to the next phase
      And the enemy "sniper" scores 1 hits on "bikers" at a range of 60 cm
      Then 1 riders of the squadron "bikers" are alive

    @clause:ww2.motorcycle-wounds.allocation @clause:ww2.infantry-wounds.eligible
    Scenario: Hits on a squadron with nobody to take them are lost, and counted
      # The bike is destroyed and both men die with it (1, 1): three hits find nobody and are lost.
      Given a motorcycle squadron "bikers" of 1 bikes
      When bike bikers-bike1 is destroyed and the dice show 1, 1
      And the enemy "sniper" scores 3 hits on "bikers" at a range of 60 cm
      Then "bikers" has lost 3 wounds for want of targets

  Rule: The survivors of a destroyed bike rejoin their squadron on foot the next turn (ruling ww2.motorcycle-wounds.survivors-squadron)

    Background:
      Given a motorcycle squadron "bikers" of 2 bikes

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.motorcycle-wounds.remount
    Scenario: The next turn the two survivors take the empty seats of a bike whose crew died, for 15 cm
      # Bike 1 is destroyed and both its men roll 6: they survive and form "этот новый пехотный
      # отряд" for turn 1. Turn 2: "в одном эскадроне бойцы остались без своих мотоциклов, и есть
      # пустующий мотоцикл бойцы которого погибли" (bike 2, its crew dead): they take its seats,
      # "затратив 15см движения эскадрона": 40 - 15 = 25 cm of the squadron's move left.
      Given soldiers bikers-driver2 and bikers-gunner2 are dead
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      Then "bikers-survivors" is an infantry unit of 2 soldiers
      When the next turn begins
      And riders bikers-driver1 and bikers-gunner1 take the empty seats of bike bikers-bike2
      Then rider bikers-driver1 sits on bike bikers-bike2 as its driver
      And rider bikers-gunner1 sits on bike bikers-bike2 as its gunner
      And 2 riders of the squadron "bikers" are alive
      And "bikers" has 25 cm of move left

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: The next turn a survivor without a seat slows the squadron to 15 cm
      # Bike 2 keeps its crew; the driver of the destroyed bike 1 survives (6), its gunner dies (2).
      # Turn 2: "Если бойцам не хватает мотоциклов, то отряд двигается дальше со скоростью 15 см":
      # 15 cm is the most it moves, so 16 cm is refused.
      When bike bikers-bike1 is destroyed and the dice show 6, 2
      And the next turn begins
      And the squadron "bikers" moves 16 cm
      Then the move is refused by rule ww2.motorcycle-wounds.dismounted-speed

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: The next turn a survivor without a seat gives the squadron two dice to dash
      # "и два куба при Рывке": 2D6, the dice 6 and 5 give 11 cm (not three dice as a mounted squadron).
      When bike bikers-bike1 is destroyed and the dice show 6, 2
      And the next turn begins
      And play moves on to the next phase
      And "bikers" declares a dash instead of shooting and the dice show 6 and 5
      Then "bikers" may dash up to 11 cm

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @clause:ww2.motorcycle-wounds.no-mixing
    Scenario: While the survivors are apart, an infantry squad cannot take the squadron's bikes
      # Every rider still aboard is dead, but the two survivors of bike 1 are riders of "bikers"
      # who come back to it: "в одном мотопехотном отряде нельзя смешивать мотоциклистов и
      # пехотинцев с других отрядов".
      Given soldiers bikers-driver2 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 2 soldiers
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.no-mixing

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @ruling:ww2.motorcycle-wounds.survivors-squadron=own-unit
    Scenario: If the survivors stay a unit of their own, they cannot take the empty seats
      # "Этот новый пехотный отряд" for good: the squadron takes no men of another unit.
      Given soldiers bikers-driver2 and bikers-gunner2 are dead
      When bike bikers-bike1 is destroyed and the dice show 6, 6
      And the next turn begins
      And riders bikers-driver1 and bikers-gunner1 take the empty seats of bike bikers-bike2
      Then the remount is refused by rule ww2.motorcycle-wounds.no-mixing

    @clause:ww2.motorcycle-wounds.destroyed-bike.new-unit @ruling:ww2.motorcycle-wounds.survivors-squadron=own-unit
    Scenario: If the survivors stay a unit of their own, the squadron rides on at its own speed
      # Nobody of "bikers" is on foot: the 15 cm pace does not apply, and 30 cm of its 40 cm leave 10.
      When bike bikers-bike1 is destroyed and the dice show 6, 2
      And the next turn begins
      And the squadron "bikers" moves 30 cm
      Then "bikers" has 10 cm of move left
      And "bikers-survivors" is an infantry unit of 1 soldiers

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: Survivors of a destroyed bike are not among the riders who died
      # 3 bikes, 6 riders. Bike 2's crew are dead (it stands empty); bike 1 is destroyed and both
      # its men survive (6, 6). 2 of 6 riders have died, not "погибает большинство мотоциклистов",
      # so no bike is left behind (counting the survivors as dead would make 4 of 6).
      Given a motorcycle squadron "troop" of 3 bikes
      And soldiers troop-driver2 and troop-gunner2 are dead
      When bike troop-bike1 is destroyed and the dice show 6, 6
      And the survivors of "troop" keep bikes troop-bike2 and troop-bike3 and leave the rest behind
      Then the choice is refused by rule ww2.motorcycle-wounds.abandon-bikes

  Rule: Remounting, swapping seats and riders on foot

    Background:
      Given a motorcycle squadron "bikers" of 2 bikes
      And riders walker1 and walker2 of "bikers" have lost their bikes
      And soldiers bikers-driver2 and bikers-gunner2 are dead
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.remount
    Scenario: Riders without bikes take the empty seats for 15 cm of move
      When riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then rider walker1 sits on bike bikers-bike2 as its driver
      And rider walker2 sits on bike bikers-bike2 as its gunner
      And "bikers" has 25 cm of move left

    @clause:ww2.motorcycle-wounds.remount @ruling:ww2.motorcycle-wounds.remount-cost=per-rider
    Scenario: Under the "per rider" reading two riders cost 30 cm
      When riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then "bikers" has 10 cm of move left

    @clause:ww2.motorcycle-wounds.remount
    Scenario: Remounting needs 15 cm of the squadron's move
      Given "bikers" has a move of 10 cm
      When riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then the remount is refused by rule ww2.motorcycle-wounds.remount

    @clause:ww2.motorcycle-wounds.remount
    Scenario: A bike with its crew aboard has no empty seat
      When riders walker1 take the empty seats of bike bikers-bike1
      Then the remount is refused by rule ww2.motorcycle-wounds.remount

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: Riders on foot slow the squadron to 15 cm: after 15 cm of its 40 cm it has no move left
      # "отряд двигается дальше со скоростью 15 см ... до тех пор, пока не освободится мотоцикл или место
      # стрелка": while a rider is on foot the squadron's pace is 15 cm, whatever its bikes could do.
      When the squadron "bikers" moves 15 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed @ruling:ww2.motorcycle-wounds.remount-pace=foot-pace-turn
    Scenario: If riders on foot set the squadron's move to 15 cm, after 15 cm it has no move left
      When the squadron "bikers" moves 15 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed @clause:ww2.motorcycle-wounds.remount
    Scenario: After 10 cm on foot the squadron has 5 cm of its 15 cm pace left
      # The 15 cm pace holds until a seat is free; the 30 cm left of its own 40 cm are for once every rider has a
      # seat (ruling ww2.motorcycle-wounds.remount-pace, "own-move": 10 + 15 remount + 15 ridden).
      When the squadron "bikers" moves 10 cm
      Then "bikers" has 5 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed @ruling:ww2.motorcycle-wounds.remount-pace=foot-pace-turn
    Scenario: If riders on foot set the squadron's move to 15 cm, after 10 cm it has 5 cm left
      When the squadron "bikers" moves 10 cm
      Then "bikers" has 5 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed @clause:ww2.motorcycle-wounds.remount
    Scenario: After 10 cm on foot and a remount the squadron rides on with 15 cm of its own move
      When the squadron "bikers" moves 10 cm
      And riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then "bikers" has 15 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: Riders on foot do not speed up a squadron whose bikes move less than 15 cm
      # "со скоростью 15 см (скорость самого медленного члена отряда)": the squadron moves at the
      # pace of its slowest member; bikes of 10 cm are slower than the men on foot, so 12 cm is
      # refused, as it is for the squadron with every rider mounted.
      Given "bikers" has a move of 10 cm
      When the squadron "bikers" moves 12 cm
      Then the move is refused by rule ww2.motorcycle-wounds.dismounted-speed

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: After 10.5 cm of its 15 cm pace the squadron has at most 5 cm of move left, not at least 5
      When the squadron "bikers" moves 10.5 cm
      Then "bikers" has at most 5 cm of move left
      And "bikers" has at least 4 cm of move left
      And "bikers" has at least 4.5 cm of move left
      And the chance that "bikers" has at least 5 cm of move left is 0

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: After moves of 0.1 cm and 0.2 cm at its 15 cm pace the squadron has 14.7 cm of move left, at most and at least
      When the squadron "bikers" moves 0.1 cm
      And the squadron "bikers" moves 0.2 cm
      Then "bikers" has 14.7 cm of move left
      And "bikers" has at least 14.7 cm of move left
      And "bikers" has at most 14.7 cm of move left

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: A squadron with riders on foot cannot move 16 cm
      When the squadron "bikers" moves 16 cm
      Then the move is refused by rule ww2.motorcycle-wounds.dismounted-speed

    @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: A squadron with riders on foot dashes with two dice
      Given the battle is in the shooting phase
      When "bikers" declares a dash instead of shooting and the dice show 6 and 5
      Then "bikers" may dash up to 11 cm

    @clause:ww2.motorcycle-wounds.dismounted-speed @clause:ww2.motorcycle-wounds.remount
    Scenario: Once everyone has a seat the squadron is fast again
      When riders walker1 and walker2 take the empty seats of bike bikers-bike2
      And the squadron "bikers" moves 25 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.remount @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: The squadron walks 10 cm, remounts and rides on with the rest of its move
      # The pace of 15 cm holds while a rider is on foot; the remount is paid from the
      # squadron's own 40 cm: 10 walked + 15 remount + 15 ridden = 40.
      When the squadron "bikers" moves 10 cm
      And riders walker1 and walker2 take the empty seats of bike bikers-bike2
      And the squadron "bikers" moves 15 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.remount @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: A rider left on foot after a remount still walks the squadron's 15 cm
      # walker1 takes the driver's seat of bike 2 for 15 cm of the squadron's own 40 cm; walker2 is still on foot,
      # so the squadron goes on "со скоростью 15 см ... до тех пор, пока не освободится мотоцикл или место
      # стрелка". The pace limits the ground walked, the remount comes off the squadron's own move (ruling
      # ww2.motorcycle-wounds.remount-pace, "own-move"): 15 walked + 15 remount = 30 of 40.
      When riders walker1 take the empty seats of bike bikers-bike2
      Then "bikers" has 15 cm of move left
      When the squadron "bikers" moves 15 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.remount @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: Walked 10 cm, a remount that leaves a rider on foot, and 5 cm more make up the 15 cm pace
      # 10 + 5 = 15 cm walked at the pace of the rider on foot; 10 + 15 remount + 5 = 30 of the squadron's 40 cm.
      When the squadron "bikers" moves 10 cm
      And riders walker1 take the empty seats of bike bikers-bike2
      And the squadron "bikers" moves 5 cm
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.remount @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: After 10 cm on foot and a remount that leaves a rider on foot, 6 cm more on foot is refused
      # 10 + 6 = 16 cm walked, beyond the 15 cm pace of the rider still on foot.
      When the squadron "bikers" moves 10 cm
      And riders walker1 take the empty seats of bike bikers-bike2
      And the squadron "bikers" moves 6 cm
      Then the move is refused by rule ww2.motorcycle-wounds.dismounted-speed

    @clause:ww2.motorcycle-wounds.remount @clause:ww2.motorcycle-wounds.dismounted-speed
    Scenario: A squadron of 25 cm that remounts one rider has 10 cm left for the rider still on foot
      # The 15 cm pace is "скорость самого медленного члена отряда", and the squadron's own move, less the
      # remount's 15 cm, is slower still: 25 - 15 = 10 cm, so 12 cm is refused.
      Given "bikers" has a move of 25 cm
      When riders walker1 take the empty seats of bike bikers-bike2
      And the squadron "bikers" moves 12 cm
      Then the move is refused by rule ww2.motorcycle-wounds.dismounted-speed

    @clause:ww2.motorcycle-wounds.remount @ruling:ww2.motorcycle-wounds.remount-pace=foot-pace-turn
    Scenario: If riders on foot set the squadron's move to 15 cm, a remount that leaves a rider on foot ends its move
      When riders walker1 take the empty seats of bike bikers-bike2
      Then "bikers" has 0 cm of move left

    @clause:ww2.motorcycle-wounds.remount @ruling:ww2.motorcycle-wounds.remount-pace=foot-pace-turn
    Scenario: If riders on foot set the squadron's move to 15 cm, it cannot remount after walking 10 cm
      When the squadron "bikers" moves 10 cm
      And riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then the remount is refused by rule ww2.motorcycle-wounds.remount

    @clause:ww2.motorcycle-wounds.remount @ruling:ww2.motorcycle-wounds.remount-pace=foot-pace-turn
    Scenario: If riders on foot set the squadron's move to 15 cm, remounting spends it all
      When riders walker1 and walker2 take the empty seats of bike bikers-bike2
      Then rider walker1 sits on bike bikers-bike2 as its driver
      And "bikers" has 0 cm of move left

  Rule: Swapping seats inside the squadron

    Background:
      Given a motorcycle squadron "bikers" with these bikes
        | bike | driver | gunner |
        | b1   | d1     |        |
        | b2   | d2     |        |
      And a motorcycle squadron "others" with these bikes
        | bike | driver | gunner |
        | b3   | d3     |        |
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.swap-seats
    Scenario: A driver without a gunner becomes another driver's gunner
      When rider d1 moves to the gunner seat of bike b2
      Then rider d1 sits on bike b2 as its gunner
      And bike b1 is empty and intact

    @clause:ww2.motorcycle-wounds.swap-seats @ruling:ww2.motorcycle-wounds.swap-phase=movement-phase
    Scenario: Riders change seats in the movement phase, not in the shooting phase
      # "занять пустующие места, затратив 15см движения эскадрона, так же ... мотоциклисты могут
      # пересаживаться": changing bikes is done as the remount is, in the squadron's movement.
      Given the battle is in the shooting phase
      When rider d1 moves to the gunner seat of bike b2
      Then the swap is refused by rule ww2.motorcycle-wounds.swap-seats

    @clause:ww2.motorcycle-wounds.swap-seats @ruling:ww2.motorcycle-wounds.swap-phase=any-phase
    Scenario: If seats may be changed in any phase, a driver becomes a gunner in the shooting phase
      Given the battle is in the shooting phase
      When rider d1 moves to the gunner seat of bike b2
      Then rider d1 sits on bike b2 as its gunner

    @clause:ww2.motorcycle-wounds.swap-seats
    Scenario: Seats are swapped only inside the squadron
      When rider d3 moves to the gunner seat of bike b2
      Then the swap is refused by rule ww2.motorcycle-wounds.swap-seats

    @clause:ww2.motorcycle-wounds.swap-seats @clause:ww2.motorcycle-wounds.remount
    Scenario: A rider on foot takes an empty seat by the remount, not by a swap
      # "мотоциклисты могут пересаживаться": changing seats is for riders who have one. A rider
      # "оставшийся без своих мотоциклов" takes an empty seat "затратив 15см движения эскадрона"
      # (ww2.motorcycle-wounds.remount), not for free.
      Given riders walker1 and walker2 of "bikers" have lost their bikes
      And the battle is in the movement phase
      When rider walker1 moves to the gunner seat of bike b2
      Then the swap is refused by rule ww2.motorcycle-wounds.swap-seats

    @clause:ww2.motorcycle-wounds.swap-seats
    Scenario: A dead rider takes no seat
      Given soldiers d1 are dead
      When rider d1 moves to the gunner seat of bike b2
      Then the swap is refused by rule ww2.motorcycle-wounds.swap-seats

  Rule: Bikes without drivers may be left behind

    Background:
      Given a motorcycle squadron "bikers" of 3 bikes
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: Two survivors of six keep two bikes; the third counts as destroyed
      Given soldiers bikers-gunner1, bikers-driver2, bikers-gunner2 and bikers-driver3 are dead
      When the survivors of "bikers" keep bikes bikers-bike1 and bikers-bike3 and leave the rest behind
      Then bike bikers-bike2 is destroyed
      And rider bikers-driver1 sits on bike bikers-bike1 as its driver
      And rider bikers-gunner3 sits on bike bikers-bike3 as its driver

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: The survivors take as many bikes as they can drive
      Given soldiers bikers-gunner1, bikers-driver2, bikers-gunner2 and bikers-driver3 are dead
      When the survivors of "bikers" keep bikes bikers-bike1 and leave the rest behind
      Then the choice is refused by rule ww2.motorcycle-wounds.abandon-bikes

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: Under the default reading the survivors may keep the empty bikes and move on
      Given soldiers bikers-gunner1, bikers-driver2, bikers-gunner2 and bikers-driver3 are dead
      When the squadron "bikers" moves 20 cm
      Then "bikers" has 20 cm of move left

    @clause:ww2.motorcycle-wounds.abandon-bikes @ruling:ww2.motorcycle-wounds.abandon-choice=compulsory
    Scenario: Under the "compulsory" reading the bikes without drivers must be left first
      Given soldiers bikers-gunner1, bikers-driver2, bikers-gunner2 and bikers-driver3 are dead
      When the squadron "bikers" moves 20 cm
      Then the move is refused by rule ww2.motorcycle-wounds.abandon-bikes

    @clause:ww2.motorcycle-wounds.abandon-bikes @ruling:ww2.motorcycle-wounds.abandon-choice=compulsory
    Scenario: Under the "compulsory" reading the bikes without drivers must be left before a dash too
      Given soldiers bikers-gunner1, bikers-driver2, bikers-gunner2 and bikers-driver3 are dead
      And the battle is in the shooting phase
      When "bikers" declares a dash instead of shooting and the dice show 2, 2 and 2
      And "bikers" dashes 5 cm
      Then the dash is refused by rule ww2.motorcycle-wounds.abandon-bikes

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: Bikes are left behind only when most riders are dead
      Given soldiers bikers-driver2 and bikers-gunner2 are dead
      When the survivors of "bikers" keep bikes bikers-bike1 and bikers-bike3 and leave the rest behind
      Then the choice is refused by rule ww2.motorcycle-wounds.abandon-bikes

  Rule: Riders and infantry of other units never mix

    Background:
      Given a motorcycle squadron "bikers" of 2 bikes
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.no-mixing
    Scenario: Infantry cannot join a squadron that still has riders
      Given an infantry squad "rifles" of 2 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.no-mixing

    @clause:ww2.motorcycle-wounds.no-mixing
    Scenario: A rider of another unit cannot take an empty seat
      Given a motorcycle squadron "others" of 1 bikes
      And riders walker1 of "others" have lost their bikes
      And soldiers bikers-driver2 and bikers-gunner2 are dead
      And the battle is in the movement phase
      When riders walker1 take the empty seats of bike bikers-bike2
      Then the remount is refused by rule ww2.motorcycle-wounds.no-mixing

    @clause:ww2.motorcycle-wounds.no-mixing.wait
    Scenario: When every rider is dead a larger infantry squad takes the bikes
      Given soldiers bikers-driver1, bikers-gunner1, bikers-driver2 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 4 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then "bikers" is a motor-infantry unit of 4 soldiers on 2 bikes

    @clause:ww2.motorcycle-wounds.no-mixing.wait
    Scenario: An infantry squad larger than the seats cannot board (it may not be split)
      Given soldiers bikers-driver1, bikers-gunner1, bikers-driver2 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 5 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.no-mixing.wait

    @clause:ww2.motorcycle-wounds.no-mixing.wait
    Scenario: One infantryman is not the "more numerous" infantry that takes two empty bikes
      # "место расчета в мотопехотном отряде займет более многочисленная пехота": more numerous than
      # the few riders, enough to drive every bike (ruling ww2.motorcycle-wounds.more-numerous); one
      # man for two bikes is not.
      Given soldiers bikers-driver1, bikers-gunner1, bikers-driver2 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 1 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.no-mixing.wait

    @clause:ww2.motorcycle-wounds.no-mixing.wait @ruling:ww2.motorcycle-wounds.more-numerous=no-lower-bound
    Scenario: If "more numerous" sets no lower bound, one infantryman takes the two bikes
      Given soldiers bikers-driver1, bikers-gunner1, bikers-driver2 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 1 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then "bikers" is a motor-infantry unit of 1 soldiers on 2 bikes

    @clause:ww2.motorcycle-wounds.no-mixing.swap-units
    Scenario: The riders dismount as infantry and a suitable squad takes the bikes
      Given soldiers bikers-gunner1 and bikers-gunner2 are dead
      And an infantry squad "rifles" of 3 soldiers
      When the riders of "bikers" dismount to fight on as the infantry squad "walkers"
      And the infantry squad "rifles" takes the bikes of "bikers"
      Then "walkers" is an infantry unit of 2 soldiers
      And "bikers" is a motor-infantry unit of 3 soldiers on 2 bikes

    @clause:ww2.motorcycle-wounds.no-mixing.swap-units @ruling:ww2.motorcycle-wounds.dismount-phase=movement-phase
    Scenario: The riders dismount in the movement phase, not in the shooting phase
      # "оставшиеся мотоциклисты спешиваются": getting off the bikes is how the squadron moves, as
      # taking the empty seats is paid "затратив 15см движения эскадрона" and infantry takes the
      # bikes in the movement phase.
      Given the battle is in the shooting phase
      When the riders of "bikers" dismount to fight on as the infantry squad "walkers"
      Then the dismounting is refused by rule ww2.motorcycle-wounds.no-mixing.swap-units

    @clause:ww2.motorcycle-wounds.no-mixing.swap-units @ruling:ww2.motorcycle-wounds.dismount-phase=any-phase
    Scenario: If the riders may dismount in any phase, they dismount in the shooting phase
      Given the battle is in the shooting phase
      When the riders of "bikers" dismount to fight on as the infantry squad "walkers"
      Then "walkers" is an infantry unit of 4 soldiers

    @clause:ww2.motorcycle-wounds.no-mixing.swap-units @ruling:ww2.motorcycle-wounds.seats=exact-fit
    Scenario: Under the "exact fit" reading the new squad must fill every seat
      Given an infantry squad "rifles" of 3 soldiers
      When the riders of "bikers" dismount to fight on as the infantry squad "walkers"
      And the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.no-mixing.wait

  Rule: A squadron with no rider left alive does not move or choose for its bikes

    Background:
      Given a motorcycle squadron "bikers" of 2 bikes
      And soldiers bikers-driver1, bikers-gunner1, bikers-driver2 and bikers-gunner2 are dead
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.empty-bike
    Scenario: The empty bikes of a squadron whose riders are all dead do not move
      # "Если мотоциклисты оказываются уничтожены, а мотоцикл остается цел, то далее его можно
      # использовать пехотным отрядам": the bikes wait for infantry; nobody is left to drive them.
      When the squadron "bikers" moves 10 cm
      Then the move is refused by rule ww2.motorcycle-wounds.empty-bike

    @clause:ww2.motorcycle-wounds.abandon-bikes
    Scenario: With no survivor, nobody keeps or leaves the bikes
      # "выжившие могут занять как можно больше мотоциклов, а остальные ... оставить позади": the choice
      # is the survivors', and there are none.
      When the survivors of "bikers" leave every bike behind
      Then the choice is refused by rule ww2.motorcycle-wounds.abandon-bikes

    @clause:ww2.motorcycle-wounds.empty-bike
    Scenario: An infantry squad whose soldiers are all dead does not take the bikes
      Given an infantry squad "rifles" of 2 soldiers
      And soldiers rifles1 and rifles2 are dead
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.empty-bike

  Rule: The remount costs the squadron 15 cm once, however many riders remount

    Background:
      Given a motorcycle squadron "bikers" of 3 bikes
      And riders walker1 and walker2 of "bikers" have lost their bikes
      And soldiers bikers-driver2, bikers-gunner2, bikers-driver3 and bikers-gunner3 are dead
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.remount
    Scenario: Two riders remounting on two bikes cost the squadron 15 cm in all
      # "затратив 15см движения эскадрона": a cost to the squadron's move, once in the turn.
      When riders walker1 take the empty seats of bike bikers-bike2
      And riders walker2 take the empty seats of bike bikers-bike3
      Then rider walker1 sits on bike bikers-bike2 as its driver
      And rider walker2 sits on bike bikers-bike3 as its driver
      And "bikers" has 25 cm of move left

    @clause:ww2.motorcycle-wounds.remount @ruling:ww2.motorcycle-wounds.remount-cost=per-rider
    Scenario: Under the "per rider" reading two riders on two bikes cost 30 cm
      When riders walker1 take the empty seats of bike bikers-bike2
      And riders walker2 take the empty seats of bike bikers-bike3
      Then "bikers" has 10 cm of move left

  Rule: An empty bike is used by infantry "так, как описано выше" (ruling ww2.motorcycle-wounds.as-described-above)

    Background:
      Given a motorcycle squadron "bikers" of 1 bikes
      And soldiers bikers-driver1 and bikers-gunner1 are dead
      And the battle is in the movement phase

    @clause:ww2.motorcycle-wounds.empty-bike @clause:ww2.motorcycle-wounds.remount
    Scenario: Infantry beside the empty bike take it for 15 cm of the squadron's move
      # "далее его можно использовать пехотным отрядам так, как описано выше": as the riders take
      # empty seats, "затратив 15см движения эскадрона": 40 - 15 = 25 cm of move left.
      Given an infantry squad "rifles" of 2 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then "bikers" is a motor-infantry unit of 2 soldiers on 1 bikes
      And "bikers" has 25 cm of move left

    @clause:ww2.motorcycle-wounds.empty-bike
    Scenario: A squad 150 cm from the empty bike cannot take it
      # The seats are taken for the remount's 15 cm of movement; the bike stands 20 cm from the
      # enemy, the squad 150 cm: far beyond them.
      Given an infantry squad "rifles" with these soldiers
        | soldier | distance |
        | r1      | 150 cm   |
        | r2      | 150 cm   |
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.empty-bike

    @clause:ww2.motorcycle-wounds.empty-bike
    Scenario: The empty bike is taken in the movement phase, not in the shooting phase
      # Taking the seats costs movement ("затратив 15см движения"): in the shooting phase it is refused.
      Given an infantry squad "rifles" of 2 soldiers
      And the battle is in the shooting phase
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.empty-bike

    @clause:ww2.motorcycle-wounds.empty-bike @ruling:ww2.motorcycle-wounds.as-described-above=heavy-weapon-recrew
    Scenario: Two infantrymen beside the bike crew it
      Given an infantry squad "rifles" of 2 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then "bikers" is a motor-infantry unit of 2 soldiers on 1 bikes

    @clause:ww2.motorcycle-wounds.empty-bike @ruling:ww2.motorcycle-wounds.as-described-above=heavy-weapon-recrew
    Scenario: Infantrymen far from the bike cannot crew it
      # The bike stands 20 cm from the enemy, the squad 150 cm: not within 5 cm.
      Given an infantry squad "rifles" with these soldiers
        | soldier | distance |
        | r1      | 150 cm   |
        | r2      | 150 cm   |
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.empty-bike

    @clause:ww2.motorcycle-wounds.empty-bike @ruling:ww2.motorcycle-wounds.as-described-above=heavy-weapon-recrew
    Scenario: One infantryman alone cannot crew the bike
      Given an infantry squad "rifles" of 1 soldiers
      When the infantry squad "rifles" takes the bikes of "bikers"
      Then the boarding is refused by rule ww2.motorcycle-wounds.empty-bike
