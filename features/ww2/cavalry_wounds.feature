Feature: Wounds on a cavalry unit (РАНЫ. Кавалерийский Отряд)
  A cavalry model has 3 wounds: 2 on the mount, 1 on the rider. Hits go three to a
  model in order, round again when there are more, before any roll; one die per hit
  decides rider (5-6) or mount (1-4). Riderless mounts flee until stopped or off the table.

  Rule: Hits are allocated three to a model, before any roll

    @clause:ww2.cavalry-wounds.allocation.example-three-models @clause:ww2.cavalry-wounds.allocation.order @clause:ww2.cavalry-wounds.allocation.before-rolls
    Scenario: The text's example - 7 hits on 3 cavalry models go 3, 3 and 1
      # Rider-or-mount dice in allocation order: hussars1 gets 2, 3, 4 (all mount:
      # the mount dies at the second, the third burns); hussars2 gets 5, 1, 6 (rider,
      # mount, rider again: the second rider hit burns); hussars3 gets 1 (mount).
      Given a cavalry unit "hussars" of 3 models
      When the enemy scores 7 hits on "hussars" at a range of 60 cm and the dice show 2, 3, 4, 5, 1, 6, 1
      Then cavalry model hussars1 is allocated 3 of the hits
      And cavalry model hussars2 is allocated 3 of the hits
      And cavalry model hussars3 is allocated 1 of the hits
      And the rider of hussars1 is alive
      And the mount of hussars1 has 2 wounds
      And 1 hits burned on cavalry model hussars1
      And the rider of hussars2 is dead
      And the mount of hussars2 has 1 wounds
      And 1 hits burned on cavalry model hussars2
      And the mount of hussars3 has 1 wounds

    @clause:ww2.cavalry-wounds.allocation.cycling
    Scenario: The text's example - 7 hits on 2 cavalry models go round: 3, 3, then 1 more on the first
      # All dice 1-4: every hit is a mount hit; each mount dies at its second hit.
      Given a cavalry unit "hussars" of 2 models
      When the enemy scores 7 hits on "hussars" at a range of 60 cm and the dice show 1, 2, 3, 4, 1, 2, 3
      Then cavalry model hussars1 is allocated 4 of the hits
      And cavalry model hussars2 is allocated 3 of the hits
      And 2 hits burned on cavalry model hussars1
      And 1 hits burned on cavalry model hussars2
      And 2 mounts of "hussars" are dead

    @clause:ww2.cavalry-wounds.allocation.example-three-models @clause:ww2.cavalry-wounds.allocation.cycling
    Scenario Outline: The text's allocation examples on the named tables (<models> models)
      Given the table "ww2/<table>"
      When the enemy scores 7 hits on "cossacks" at a range of 60 cm and the dice show 1, 1, 1, 1, 1, 1, 1
      Then cavalry model cossack1 is allocated <first> of the hits
      And cavalry model cossack2 is allocated <second> of the hits

      Examples:
        | models | table               | first | second |
        | 3      | three-cavalry-models | 3     | 3      |
        | 2      | two-cavalry-models   | 4     | 3      |

    @clause:ww2.cavalry-wounds.allocation.order
    Scenario: The owner sets the order of the models
      Given a cavalry unit "hussars" of 3 models
      When the enemy scores 4 hits on "hussars" at a range of 60 cm, allocated in the order hussars3, hussars1 and hussars2 and the dice show 1, 1, 1, 1
      Then cavalry model hussars3 is allocated 3 of the hits
      And cavalry model hussars1 is allocated 1 of the hits
      And cavalry model hussars2 is allocated 0 of the hits

    @clause:ww2.cavalry-wounds.allocation.example-three-models
    Scenario: Only models in sight and range of the shooters get hits
      Given a cavalry unit "hussars" with these models
        | model | distance | seen |
        | c1    | 20 cm    | yes  |
        | c2    | 20 cm    | no   |
        | c3    | 80 cm    | yes  |
      When the enemy scores 2 hits on "hussars" at a range of 60 cm and the dice show 1, 1
      Then cavalry model c1 is allocated 2 of the hits
      And cavalry model c2 is allocated 0 of the hits
      And cavalry model c3 is allocated 0 of the hits

    @clause:ww2.cavalry-wounds.allocation.no-reallocation
    Scenario: Hits left on a dead model burn and never move to another model
      # hussars1 has hits 1-3 and 7: 5 kills the rider, 1 and 1 kill the mount, so the
      # model is dead and its fourth hit burns with no roll; hussars2 rolls 2, 2, 2.
      Given a cavalry unit "hussars" of 2 models
      When the enemy scores 7 hits on "hussars" at a range of 60 cm and the dice show 5, 1, 1, 2, 2, 2
      Then 1 hits burned on cavalry model hussars1
      And the rider of hussars2 is alive
      And the mount of hussars2 has 2 wounds
      And 1 hits burned on cavalry model hussars2

    @clause:ww2.cavalry-wounds.allocation.no-reallocation @ruling:ww2.cavalry-wounds.dead-model=rider-ends-model
    Scenario: Under the "rider ends the model" reading hits after the rider's death burn
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the die shows 6
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 0 wounds
      And 2 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.allocation.order @clause:ww2.cavalry-wounds.rider-or-mount.roll
    Scenario: The exact odds of 7 hits on 3 cavalry models
      # hussars1 and hussars2 get 3 hits each, hussars3 gets 1; each hit is the rider
      # with 1/3 and the mount with 2/3. A 3-hit model loses its rider unless all three
      # hits are mount hits: 1 - (2/3)^3 = 19/27; its mount dies when 2 or 3 hits are
      # mount hits: 3(2/3)^2(1/3) + (2/3)^3 = 20/27. The 1-hit model loses its rider
      # with 1/3 and never its mount.
      # All 3 riders dead: (19/27)^2 (1/3) = 361/2187. No rider dead: (8/27)^2 (2/3) = 128/2187.
      # No mount dead: (7/27)^2 = 49/729. Two mounts dead: (20/27)^2 = 400/729.
      Given a cavalry unit "hussars" of 3 models
      When the enemy scores 7 hits on "hussars" at a range of 60 cm
      Then the chance that 3 riders of "hussars" are dead is 361/2187
      And the chance that 0 riders of "hussars" are dead is 128/2187
      And the chance that 0 mounts of "hussars" are dead is 49/729
      And the chance that 2 mounts of "hussars" are dead is 400/729

    @clause:ww2.cavalry-wounds.allocation.order
    Scenario: Hits on a cavalry unit in the close-combat phase are not dealt by the shooting phase's wounds rules
      # The section is in "ФАЗА СТРЕЛЬБЫ. Раны" (ruling ww2.infantry-wounds.volley-phase).
      Given a cavalry unit "hussars" of 2 models
      And the battle is in the close-combat phase
      When the enemy scores 3 hits on "hussars" at a range of 60 cm
      Then the shooting is refused by rule ww2.cavalry-wounds.allocation.order

    @clause:ww2.cavalry-wounds.allocation.order
    Scenario: Hits on a cavalry unit given while the clock shows the movement phase are the shooting phase's
      Given a cavalry unit "hussars" of 1 models
      And the battle is in the movement phase
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      Then the rider of hussars1 is dead
      And the battle is in the shooting phase
      And the riderless mounts of "hussars" are retreating

    @clause:ww2.cavalry-wounds.allocation.order @clause:ww2.cavalry-wounds.allocation.example-three-models
    Scenario: Cavalry does not shoot at cavalry of its own side
      # "в зоне видимости и действия вражеского отряда нанесшего попадания": the hits are the enemy's,
      # and "lancers" and "hussars" are both the player's.
      Given a cavalry unit "lancers" of 2 models
      And a cavalry unit "hussars" of 2 models
      When the enemy "lancers" scores 1 hits on "hussars" at a range of 60 cm
      Then the shooting is refused by rule ww2.cavalry-wounds.allocation.order

  Rule: Rider or mount, one die per hit

    @clause:ww2.cavalry-wounds.profile @clause:ww2.cavalry-wounds.rider-or-mount.roll
    Scenario: A model has one wound on the rider and two on the mount
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 1, 5, 4
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 2 wounds
      And 1 mounts of "hussars" are dead

    @clause:ww2.cavalry-wounds.rider-or-mount.5-6 @clause:ww2.cavalry-wounds.rider-or-mount.1-4
    Scenario Outline: An ordinary rider's roll of <roll>
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows <roll>
      Then the rider of hussars1 is <rider>
      And the mount of hussars1 has <mount> wounds

      Examples:
        | roll | rider | mount |
        | 1    | alive | 1     |
        | 2    | alive | 1     |
        | 3    | alive | 1     |
        | 4    | alive | 1     |
        | 5    | dead  | 0     |
        | 6    | dead  | 0     |

    @clause:ww2.cavalry-wounds.rider-or-mount.veteran @clause:ww2.cavalry-wounds.rider-or-mount.1-4
    Scenario Outline: A Veteran Rider's roll of <roll>
      Given a cavalry unit "hussars" of 1 models
      And the riders of "hussars" are Veteran Riders
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows <roll>
      Then the rider of hussars1 is <rider>
      And the mount of hussars1 has <mount> wounds

      Examples:
        | roll | rider | mount |
        | 1    | alive | 1     |
        | 4    | alive | 1     |
        | 5    | alive | 1     |
        | 6    | dead  | 0     |

    @clause:ww2.cavalry-wounds.rider-or-mount.5-6 @clause:ww2.cavalry-wounds.rider-or-mount.veteran
    Scenario: The chance that one hit strikes the rider
      # Ordinary rider: 5 or 6, 2/6 = 1/3. Veteran Rider: only 6, 1/6.
      Given a cavalry unit "hussars" with these models
        | model   | veteran |
        | trooper | no      |
        | veteran | yes     |
      When the enemy scores 4 hits on "hussars" at a range of 60 cm, allocated in the order trooper and veteran
      Then the chance that the rider of trooper is dead is 19/27
      And the chance that the rider of veteran is dead is 1/6

    @clause:ww2.cavalry-wounds.template
    Scenario: A template hits rider and mount at once
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 1 template hits on "hussars" at a range of 60 cm
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds

    @clause:ww2.cavalry-wounds.template
    Scenario: A template's hits go to the model it covers
      # "Если кавалерийскую модель накрывает шаблонным оружием, то попадания идут и в лошадь и в
      # наездника": the template lies over hussars2 alone, so its 2 hits go to it (ruling
      # ww2.cavalry-wounds.template-covered): the first kills its rider and wounds its mount, the
      # second kills the mount (the rider's wound is lost). hussars1, first in order, is untouched.
      Given a cavalry unit "hussars" of 2 models
      When the enemy scores 2 template hits on "hussars" at a range of 60 cm, the template covering hussars2
      Then the rider of hussars2 is dead
      And the mount of hussars2 has 2 wounds
      And the rider of hussars1 is alive

    @clause:ww2.cavalry-wounds.template @ruling:ww2.cavalry-wounds.template-covered=usual-allocation
    Scenario: If template hits are allocated like any others, they go to the first model in order
      # Three to a model in the owner's order: both hits on hussars1, whatever the template covers.
      Given a cavalry unit "hussars" of 2 models
      When the enemy scores 2 template hits on "hussars" at a range of 60 cm, the template covering hussars2
      Then the rider of hussars1 is dead
      And the rider of hussars2 is alive

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.template
    Scenario Outline: One save for the pair against a template hit (save die <save>)
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 1 template hits on "hussars" at a range of 60 cm and the die shows <save>
      Then the rider of hussars1 is <rider>
      And the mount of hussars1 has <mount> wounds

      Examples:
        | save | rider | mount |
        | 5    | alive | 0     |
        | 4    | dead  | 1     |

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.template-save=save-each
    Scenario: Under the "save each" reading rider and mount save apart
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 1 template hits on "hussars" at a range of 60 cm and the dice show 6, 2
      Then the rider of hussars1 is alive
      And the mount of hussars1 has 1 wounds

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.dice-order=hit-by-hit
    Scenario: A save is rolled for each hit after the rider-or-mount roll
      # Hit 1: 5 (rider), save 5 - saved. Hit 2: 2 (mount), save 3 - failed.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 2 hits on "hussars" at a range of 60 cm and the dice show 5, 5, 2, 3
      Then the rider of hussars1 is alive
      And the mount of hussars1 has 1 wounds

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.rider-or-mount.roll @ruling:ww2.cavalry-wounds.dice-order=parts-then-saves
    Scenario: Read as all rider-or-mount dice first, the same dice give the saves to other hits
      # Rider-or-mount dice: 5 (rider), 5 (rider). Saves: 2 - failed, the rider falls; 3 - failed, the
      # second wound on the dead rider burns.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 2 hits on "hussars" at a range of 60 cm and the dice show 5, 5, 2, 3
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 0 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.rider-or-mount.roll @ruling:ww2.cavalry-wounds.dice-order=parts-then-saves
    Scenario: Read as all rider-or-mount dice first, every model's dice come before any save
      # 4 hits: 3 on hussars1, 1 on hussars2. Rider-or-mount dice: 1, 1, 1 (hussars1's mount) and 5
      # (hussars2's rider). Saves: 6, 6, 6 for hussars1 - saved; 2 for hussars2 - failed.
      Given a cavalry unit "hussars" of 2 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 4 hits on "hussars" at a range of 60 cm and the dice show 1, 1, 1, 5, 6, 6, 6, 2
      Then the mount of hussars1 has 0 wounds
      And the rider of hussars2 is dead

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.allocation.no-reallocation @ruling:ww2.cavalry-wounds.dice-order=parts-then-saves @ruling:ww2.cavalry-wounds.dead-model=rider-ends-model
    Scenario: Read as all rider-or-mount dice first, hits on a model dead before their save roll no save
      # Rider-or-mount dice: 5 (rider), 1, 1 (mount). Save 2 - failed: the rider falls and, under the
      # "rider ends the model" reading, the model is dead; its other two hits burn with no save.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 5, 1, 1, 2
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 0 wounds
      And 2 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.dice-order=parts-then-saves
    Scenario: Read as all rider-or-mount dice first, the chances are those of hit by hit
      # Each hit still reads its own rider-or-mount die and its own save: the rider dies when hit (1/3)
      # and the 5+ save fails (2/3), 2/9.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm
      Then the chance that the rider of hussars1 is dead is 2/9

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.excess-per-part
    Scenario: A hit on a rider already dead still rolls its save, and the wound that gets through burns
      # Hit 1: 6 (rider), save 1 - failed: the rider falls. Hit 2: 5 (the rider, dead), save 2 - failed:
      # "оставшаяся рана кавалериста сгорает". Hit 3: 1 (mount), save 3 - failed: the mount's first wound.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 6, 1, 5, 2, 1, 3
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.excess-per-part
    Scenario: A hit on a rider already dead that is saved is no wound to burn
      # Hit 1: 6 (rider), save 1 - failed. Hit 2: 5 (the rider, dead), save 6 - saved: nothing gets through.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 2 hits on "hussars" at a range of 60 cm and the dice show 6, 1, 5, 6
      Then the rider of hussars1 is dead
      And 0 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves @clause:ww2.cavalry-wounds.excess-per-part @ruling:ww2.cavalry-wounds.dead-part-save=no-save-for-a-dead-part
    Scenario: If a hit on a part already dead rolls no save, its rider-or-mount die is its only die
      # Hit 1: 6 (rider), save 1 - failed. Hit 2: 5 (the rider, dead): lost, no save rolled. Hit 3: 1 (mount),
      # save 3 - failed.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 6, 1, 5, 1, 3
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.template-save=save-each @ruling:ww2.cavalry-wounds.dead-part-save=no-save-for-a-dead-part
    Scenario: If rider and mount save apart against a template, a dead rider rolls no save
      # Hit 1: rider's save 1 - failed, he falls; mount's save 6 - saved. Hit 2: the rider is dead, so the
      # mount's save alone: 2 - failed, its first wound.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 2 template hits on "hussars" at a range of 60 cm and the dice show 1, 6, 2
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.template-save=save-each
    Scenario: If rider and mount save apart against a template, a dead rider still rolls his save
      # Hit 1: rider's save 1 - failed; mount's save 6 - saved. Hit 2: the dead rider's save 3 - failed, the
      # wound burns; the mount's save 2 - failed, its first wound.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 2 template hits on "hussars" at a range of 60 cm and the dice show 1, 6, 3, 2
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.saves
    Scenario: The chance that a saved model is unhurt by one hit
      # Whatever the rider-or-mount roll, the 5+ save succeeds with 1/3.
      # The rider dies when hit (1/3) and the save fails (2/3): 2/9.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm
      Then the chance that "hussars" has 1 models unhurt is 1/3
      And the chance that the rider of hussars1 is dead is 2/9

  Rule: A cavalry model's body armour is one of the pair's saves against shooting (ruling ww2.infantry-wounds.soldier-saves)

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: Body armour saves the rider from a hit
      # "Все спас-броски за наездника и ездовое животное используются как за единую модель": the
      # body armour, a save against a wound as for a soldier shot at, is rolled for the pair. The
      # rider-or-mount die 5 finds the rider; the 4+ body armour rolls 4 and saves him.
      Given a cavalry unit "hussars" of 1 models
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 5, 4
      Then the rider of hussars1 is alive
      And the mount of hussars1 has 0 wounds

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: As one model, the body armour saves the mount too
      # "как за единую модель": the die 2 finds the mount, and the pair's 4+ body armour rolls 6.
      Given a cavalry unit "hussars" of 1 models
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 2, 6
      Then the mount of hussars1 has 0 wounds

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: The pair's own save first, then its body armour
      # "Все спас-броски": rider found (6); the pair's 5+ save rolls 2, the 4+ body armour 3: neither
      # saves, and the rider falls.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 6, 2, 3
      Then the rider of hussars1 is dead

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: The chance that 4+ body armour keeps the rider of a lone hit alive
      # The rider is found on 5-6 (2/6) and then falls only when the 4+ body armour fails (3/6):
      # he dies with 1/6, and lives with 5/6.
      Given a cavalry unit "hussars" of 1 models
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm
      Then the chance that the rider of hussars1 is alive is 5/6

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=no-save-against-shots
    Scenario: Read as a save named only against trampling, body armour does not save a rider shot at
      Given a cavalry unit "hussars" of 1 models
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      Then the rider of hussars1 is dead

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves @ruling:ww2.cavalry-wounds.trample-armour=rider-only
    Scenario: Read as the rider's armour against trampling, body armour still saves the mount from a shot
      # Ruling ww2.cavalry-wounds.trample-armour decides a trample wound only; against a shot the
      # armour is the pair's save ("как за единую модель"): the die 2 finds the mount, the 4+ body
      # armour rolls 5 and saves it.
      Given a cavalry unit "hussars" of 1 models
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 2, 5
      Then the mount of hussars1 has 0 wounds

  Rule: A model with its own save and body armour rolls both, or one die against the better (ruling ww2.cavalry-wounds.two-saves)

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.two-saves=each-in-turn
    Scenario: Read as every save used, the body armour saves when the pair's own save fails
      # "Все спас-броски ... используются": rider found (5); the pair's 5+ save rolls 3 and fails,
      # the 4+ body armour rolls 4 and saves him.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 5, 3, 4
      Then the rider of hussars1 is alive

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.two-saves=best-save
    Scenario: Read as one save for one hit, a single die is rolled against the better save
      # "как за единую модель ... за каждое попадание отдельно": rider found (5); one die against
      # the better of 5+ and 4+, and its 3 fails: the rider falls, and no second save is rolled.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 5, 3
      Then the rider of hussars1 is dead

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.two-saves=best-save
    Scenario: Read as one save for one hit, the better save is the pair's own when it needs less
      # Rider found (6); one die against the better of the pair's 3+ and the 5+ body armour: 3 saves.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 3+
      And cavalry model hussars1 has a body-armour save of 5+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the dice show 6, 3
      Then the rider of hussars1 is alive

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.two-saves=each-in-turn
    Scenario: Read as every save used, the chance that the rider of a lone hit dies
      # Rider found on 5-6 (1/3); he falls only when the 5+ save fails (2/3) and then the 4+ body
      # armour fails (1/2): 1/9 dead, 8/9 alive.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm
      Then the chance that the rider of hussars1 is alive is 8/9

    @clause:ww2.cavalry-wounds.saves @ruling:ww2.cavalry-wounds.two-saves=best-save
    Scenario: Read as one save for one hit, the chance that the rider of a lone hit dies
      # Rider found on 5-6 (1/3); one 4+ die fails with 1/2: 1/6 dead, 5/6 alive.
      Given a cavalry unit "hussars" of 1 models
      And the cavalry models of "hussars" save on 5+
      And cavalry model hussars1 has a body-armour save of 4+
      When the enemy scores 1 hits on "hussars" at a range of 60 cm
      Then the chance that the rider of hussars1 is alive is 5/6

  Rule: Wounds stay on the part they fell on

    @clause:ww2.cavalry-wounds.excess-per-part
    Scenario: The text's example - one wound on the horse, two on the rider
      # 5 and 6 hit the rider (the first kills him, the second burns), 1 hits the horse.
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 5, 6, 1
      Then the rider of hussars1 is dead
      And the mount of hussars1 has 1 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.excess-per-part
    Scenario: The text's example - three wounds on the horse
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 1, 2, 3
      Then the rider of hussars1 is alive
      And the mount of hussars1 has 2 wounds
      And 1 hits burned on cavalry model hussars1

    @clause:ww2.cavalry-wounds.medic
    Scenario: A fallen rider may still be saved by a medic; the mount dies at once
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 6, 1, 1
      Then the rider of hussars1 is dead
      And 1 mounts of "hussars" are dead
      And rule ww2.cavalry-wounds.medic is applied

  Rule: Riderless mounts flee until they leave the table

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: When the last rider falls in the shooting phase the mounts flee
      Given a cavalry unit "hussars" of 1 models
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      Then the riderless mounts of "hussars" are retreating

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: While a rider lives the mounts stay
      Given a cavalry unit "hussars" of 2 models
      When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 5, 1, 1
      Then the rider of hussars1 is dead
      And the riderless mounts of "hussars" are not retreating

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: The mounts keep fleeing until they leave the table
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      When the riderless mounts of "horses" retreat off the table
      Then the riderless mounts of "horses" have left the table

    @clause:ww2.cavalry-wounds.riderless.flee @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: A rider killed outside the shooting phase does not set the mounts fleeing (as written)
      # Hits in the close-combat phase are dealt by these rules only under the "any phase"
      # reading of ruling ww2.infantry-wounds.volley-phase.
      Given a cavalry unit "hussars" of 1 models
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      Then the riderless mounts of "hussars" are not retreating

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.declaration @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: Mounts whose last rider fell outside the shooting phase stay, but none of them shoots
      # As written they do not flee; the riders are the unit's shooters, and none is left alive.
      Given a cavalry unit "hussars" of 1 models
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And "hussars" opens fire
      Then the shooting is refused by rule ww2.dash.declaration

    @clause:ww2.cavalry-wounds.riderless.flee @ruling:ww2.cavalry-wounds.riderless-phase=any-phase @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: Under the "any phase" reading the mounts flee after close combat too
      Given a cavalry unit "hussars" of 1 models
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      Then the riderless mounts of "hussars" are retreating

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.cavalry-wounds.allocation.example-three-models
    Scenario: Mounts that have left the table take no hits
      # "отступают до тех пор пока не покинут стол": off the table, no model is "в зоне видимости
      # и действия вражеского отряда", so the two hits find nobody.
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      When the riderless mounts of "horses" retreat off the table
      And the enemy scores 2 hits on "horses" at a range of 60 cm
      Then cavalry model horses1 is allocated 0 of the hits
      And the mount of horses1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.declaration
    Scenario: Mounts that have left the table do not dash
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      When the riderless mounts of "horses" retreat off the table
      And the next turn begins
      And play moves on to the next phase
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.no-charge-after
    Scenario: Mounts that have left the table do not charge
      # "отступают до тех пор пока не покинут стол": off the table, nothing of "horses" is left to attack.
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      When the riderless mounts of "horses" retreat off the table
      And the next turn begins
      And play moves on to the next phase
      And play moves on to the next phase
      And "horses" charges an enemy
      Then the charge is refused by rule ww2.dash.no-charge-after

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: Riderless mounts in retreat do not open fire
      # "ездовые животные начинают немедленно отступать ... и отступают до тех пор пока не покинут
      # стол": no rider is left to shoot, and the mounts only retreat.
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      When "horses" opens fire
      Then the shooting is refused by rule ww2.cavalry-wounds.riderless.flee

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: Riderless mounts in retreat do not charge
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      And the battle is in the close-combat phase
      When "horses" charges an enemy
      Then the charge is refused by rule ww2.cavalry-wounds.riderless.flee

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: Mounts shot dead in their retreat retreat no more
      # Two hits, 1 and 2: both on the mount ("при значении 1-4 ... рану получает ездовое животное"),
      # which dies of its two wounds; nothing of "horses" is left to retreat.
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      When the enemy scores 2 hits on "horses" at a range of 60 cm and the dice show 1 and 2
      And the riderless mounts of "horses" retreat
      Then the retreat is refused by rule ww2.cavalry-wounds.riderless.flee

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: Stopped mounts shot at again do not take flight again: no rider dies
      # "Если в кавалерийском отряде в фазу стрельбы погибли все наездники": the riders fell
      # before; the rally test of 5 stopped the mounts, and a hit on a mount (die 2) kills no
      # rider, so nothing sets them fleeing again.
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      And an infantry squad "rifles" of 3 soldiers
      And "rifles" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the enemy scores 1 hits on "horses" at a range of 60 cm and the die shows 2
      Then the mount of horses1 has 1 wounds
      And the riderless mounts of "horses" are stopped
      And the riderless mounts of "horses" are not retreating

    @clause:ww2.cavalry-wounds.riderless.flee @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: Riders who fell in close combat do not set their mounts fleeing at a later shooting
      # As written the mounts flee when the riders die in the shooting phase; these died in the
      # close-combat phase, and the next turn's hit on a mount (die 2) kills no rider.
      Given a cavalry unit "hussars" of 1 models
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And the enemy scores 1 hits on "hussars" at a range of 60 cm and the die shows 2
      Then the mount of hussars1 has 1 wounds
      And the riderless mounts of "hussars" are not retreating

  Rule: Stopping riderless mounts: base contact and a 5+ rally test; a 1 tramples

    Background:
      Given a cavalry unit "horses" of 2 models
      And every rider of "horses" has fallen and the mounts are retreating
      And an infantry squad "rifles" of 3 soldiers
      And "rifles" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario Outline: A rally test of <roll>
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows <roll>
      Then the riderless mounts of "horses" are <state>

      Examples:
        | roll | state      |
        | 5    | stopped    |
        | 6    | stopped    |
        | 4    | retreating |
        | 2    | retreating |

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: The attempt comes only after the mounts have moved or dashed
      When "rifles" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @clause:ww2.dash.distance.cavalry-vehicles
    Scenario: A dash of the mounts in the shooting phase also opens the attempt
      When "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the riderless mounts of "horses" are stopped

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: A tank cannot stop the mounts
      Given a tank unit "t34"
      When the riderless mounts of "horses" retreat
      And "t34" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.stop-motor-infantry=infantry-or-cavalry
    Scenario: A motorcycle squadron on its bikes cannot stop the mounts
      # "пехотный или кавалерийский отряд": the squadron rides vehicles ("технике коей является
      # мотоцикл") and is neither, so even a 6 is no rally test of its.
      Given a motorcycle squadron "recon" of 2 bikes
      And "recon" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "recon" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.stop-motor-infantry=motor-infantry-too
    Scenario: Read as motor infantry, a motorcycle squadron stops the mounts on 5+
      # "мотопехотный отряд" taken as infantry: base contact and a rally test of 5 (5+ needed).
      Given a motorcycle squadron "recon" of 2 bikes
      And "recon" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "recon" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the riderless mounts of "horses" are stopped

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.stop-motor-infantry=motor-infantry-too
    Scenario: Read as motor infantry, a squadron whose rally test is 1 is trampled rider by rider
      # Rally test 1: the mounts keep retreating; each of the 4 riders rolls: driver1 1 (1-2: a
      # wound, no save), gunner1 3, driver2 4, gunner2 5 (3+: fight on). 4 - 1 = 3 riders alive.
      Given a motorcycle squadron "recon" of 2 bikes
      And "recon" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "recon" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 3, 4 and 5
      Then the riderless mounts of "horses" are retreating
      And 3 riders of the squadron "recon" are alive
      And rider recon-gunner1 sits on bike recon-bike1 as its gunner

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: Riderless mounts do not stop other riderless mounts
      # "пехотный или кавалерийский отряд могут попытаться остановить отступление ... и пройти тест
      # на восстановление порядка": "strays" has no rider left, it is itself a unit of mounts.
      Given a cavalry unit "strays" of 1 models
      And every rider of "strays" has fallen and the mounts are retreating
      And "strays" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "strays" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: A unit out of base contact cannot stop the mounts
      Given an infantry squad "far" with these soldiers
        | soldier | distance |
        | f1      | 50 cm    |
      When the riderless mounts of "horses" retreat
      And "far" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: A squad that failed its rally test does not take it again after the same move
      # "после того как отряд из ездовых животных подвигался ... пройти тест ... на 5+": one test
      # after the mounts' move (ruling ww2.cavalry-wounds.stop-attempts); a 3 fails, and the
      # squad does not roll again until the mounts move again.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: After the mounts move again the squad takes its test again
      # A 3 after the mounts' move fails; they move again in the next turn's movement phase, and
      # after that move the squad tests again: 5 stops them.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And the next turn begins
      And the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the riderless mounts of "horses" are stopped

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: A retreat made in two parts in one phase is one move: the squad does not test again
      # "после того как отряд из ездовых животных ... совершил рывок в фазу стрельбы": the mounts'
      # dash of this shooting phase, made in two parts, is one dash; after the 3 the squad waits
      # for their next move.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: A retreat in the close-combat phase opens no attempt to stop the mounts
      # The attempt follows a move of the mounts in the movement phase or a dash in the shooting
      # phase; the squad that failed after their dash does not test again in the close-combat phase.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And play moves on to the next phase
      And the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: Mounts that have moved only in the close-combat phase cannot be stopped yet
      Given the battle is in the close-combat phase
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @clause:ww2.dash.declaration
    Scenario: The mounts' retreat in the shooting phase is their dash: they do not dash again
      When the riderless mounts of "horses" retreat
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then the dash is refused by rule ww2.dash.declaration

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: After a move in the movement phase and a dash in the shooting phase, two tests
      # Each is a move of the mounts after which the squad may test: a 3 fails, a 5 stops them.
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And play moves on to the next phase
      And the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the riderless mounts of "horses" are stopped

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.stop-attempts=until-it-stops
    Scenario: If the attempts are unlimited, the squad tests again at once after a failure
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 3
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      Then the riderless mounts of "horses" are stopped

    @clause:ww2.cavalry-wounds.riderless.trample
    Scenario: On a 1 the mounts trample the squad - each soldier rolls, 1-2 is a wound
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the dice show 1, 2, 3, 1
      Then soldier rifles1 is dead
      And soldier rifles2 is alive
      And soldier rifles3 is dead
      And the riderless mounts of "horses" are retreating

    @clause:ww2.cavalry-wounds.riderless.trample @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: The chances of stopping the mounts and of being trampled
      # Stop on 5 or 6: 2/6 = 1/3. Trample on a 1 (1/6), then each of the 3 soldiers
      # dies on 1-2 (1/3): all three die with (1/6)(1/3)^3 = 1/162; nobody dies on a
      # 2-6 rally result (5/6) or on a 1 with three 3+ rolls ((1/6)(2/3)^3 = 8/162):
      # 135/162 + 8/162 = 143/162.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses"
      Then the chance that the riderless mounts of "horses" are stopped is 1/3
      And the chance that "rifles" has 0 soldiers left is 1/162
      And the chance that "rifles" has 3 soldiers left is 143/162

    @clause:ww2.cavalry-wounds.riderless.stop
    Scenario: Stopped riderless mounts do not open fire
      # "погибли все наездники": the stopped unit is "отряд из ездовых животных", a unit of mounts
      # with no rider left to shoot; stopping ends only the retreat ("остановить отступление").
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And "horses" opens fire
      Then the shooting is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.stopped-mounts-charge=no-charge
    Scenario: Stopped riderless mounts do not charge
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And play moves on to the next phase
      And "horses" charges an enemy
      Then the charge is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.stopped-mounts-charge=may-charge
    Scenario: Read as a unit limited only by its retreat, stopped riderless mounts charge
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And play moves on to the next phase
      And "horses" charges an enemy
      Then "horses" has charged

    @clause:ww2.cavalry-wounds.riderless.stop @clause:ww2.dash.declaration @ruling:ww2.cavalry-wounds.stopped-mounts-charge=no-charge
    Scenario: Stopped riderless mounts do not dash
      # "остановить отступление": the rally test of 5 (5+) stops the mounts; read as standing where
      # they were stopped, the unit of mounts makes no dash in the next shooting phase either.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then the dash is refused by rule ww2.cavalry-wounds.riderless.stop

    @clause:ww2.cavalry-wounds.riderless.stop @clause:ww2.dash.distance.cavalry-vehicles @ruling:ww2.cavalry-wounds.stopped-mounts-charge=may-charge
    Scenario: Read as a unit limited only by its retreat, stopped riderless mounts dash with three dice
      # "три Кубика для кавалерии": 1 + 2 + 3 = 6 cm.
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the die shows 5
      And the next turn begins
      And play moves on to the next phase
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then "horses" may dash up to 6 cm

  Rule: Body armour is the only save against trampling

    @clause:ww2.cavalry-wounds.riderless.trample
    Scenario: Body armour saves a trampled soldier
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And an infantry squad "guards" with these soldiers
        | soldier | body armour |
        | armoured | 5+         |
        | plain    | -          |
      And "guards" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "guards" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 5, 2
      Then soldier armoured is alive
      And soldier plain is dead

    @clause:ww2.cavalry-wounds.riderless.trample
    Scenario: A trampled cavalry model rolls rider or mount for its wound
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" of 1 models
      And "lancers" is in base contact with "horses"
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 2, 6
      Then the rider of lancers1 is dead

  Rule: A trampled cavalry model rolls rider or mount before its body-armour save

    Background:
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" with these models
        | model    | body armour |
        | lancers1 | 4+          |
      And "lancers" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-save-order=part-then-save
    Scenario: The rider-or-mount die comes before the body-armour save, as for a shot
      # Rally test 1, trample die 1; the rider-or-mount die 6 finds the rider, and the
      # body-armour save 3 (4+ needed) does not stop the wound.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6, 3
      Then the rider of lancers1 is dead
      And the mount of lancers1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-save-order=save-then-part
    Scenario: Read as the model's wound and its save first, the body-armour save comes before the rider-or-mount die
      # Rally test 1, trample die 1; the body-armour save 3 (4+ needed) fails, and the
      # rider-or-mount die 6 puts the wound on the rider.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 3, 6
      Then the rider of lancers1 is dead
      And the mount of lancers1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-save-order=save-then-part
    Scenario: Read as the save first, a saved wound rolls no rider-or-mount die
      # Rally test 1, trample die 1; the body-armour save 4 stops the wound.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 4
      Then the rider of lancers1 is alive
      And the mount of lancers1 has 0 wounds

  Rule: Whether a cavalry model's body armour saves a trample wound on its mount (ruling ww2.cavalry-wounds.trample-armour)

    Background:
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" with these models
        | model    | body armour |
        | lancers1 | 4+          |
      And "lancers" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=whole-model
    Scenario: Read as the pair's save, body armour stops a trample wound on the mount
      # Rally test 1, trample die 1; the rider-or-mount die 2 finds the mount, and the
      # body-armour save 5 (4+ needed) stops the wound: "как за единую модель".
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 2, 5
      Then the mount of lancers1 has 0 wounds
      And the rider of lancers1 is alive

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=whole-model @ruling:ww2.infantry-wounds.soldier-saves=no-save-against-shots
    Scenario: Read as the pair's save, body armour stops a trample wound on the mount even where it saves no shot
      # Ruling ww2.infantry-wounds.soldier-saves decides shots only; the trample exception names the
      # body-armour save ("исключение: спас-бросок полученный от бронежилета"). Rally test 1, trample
      # die 1; the rider-or-mount die 2 finds the mount, and the body-armour save 4 stops the wound.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 2, 4
      Then the mount of lancers1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=rider-only
    Scenario: Read as the rider's armour, a trample wound on the mount takes no save
      # Rally test 1, trample die 1; the rider-or-mount die 2 finds the mount, which wears no
      # body armour: "рану без спас-бросков", and no save die is rolled.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 2
      Then the mount of lancers1 has 1 wounds
      And the rider of lancers1 is alive

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=rider-only
    Scenario: Read as the rider's armour, it saves a trample wound on the rider
      # Rally test 1, trample die 1; the rider-or-mount die 5 finds the rider, and his
      # body-armour save 4 (4+ needed) stops the wound.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 5, 4
      Then the rider of lancers1 is alive
      And the mount of lancers1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=rider-only @ruling:ww2.cavalry-wounds.trample-save-order=save-then-part
    Scenario: Read as the rider's armour, the rider-or-mount die comes before the save even when the save is read first
      # Rally test 1, trample die 1; the save belongs to the rider, so the rider-or-mount die 6
      # comes first and finds him; the body-armour save 3 (4+ needed) fails.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6, 3
      Then the rider of lancers1 is dead
      And the mount of lancers1 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.trample-armour=rider-only
    Scenario: Read as the rider's armour, the chance that a trampled armoured model's mount is wounded
      # A rally test of 1 (1/6), a trample die of 1-2 (1/3), and the rider-or-mount die 1-4 (2/3):
      # 1/6 x 1/3 x 2/3 = 1/27, with no save for the mount. Read as the pair's save, its 4+ would
      # halve that to 1/54.
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses"
      Then the chance that the mount of lancers1 has 1 wounds is 1/27

  Rule: A trample wound that finds a part already dead is lost; whether its body-armour save is rolled

    Background:
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" with these models
        | model    | body armour |
        | lancers1 | 6+          |
        | lancers2 | -           |
      And "lancers" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.trample @clause:ww2.cavalry-wounds.excess-per-part @ruling:ww2.cavalry-wounds.dead-part-save=save-every-hit
    Scenario: The body-armour save is rolled for a trample wound on a rider already dead, and the wound burns
      # The shot's die 5 finds the rider of lancers1, his 6+ body armour rolls 2, and he falls
      # (ruling ww2.infantry-wounds.soldier-saves). Rally test 1; lancers1: trample die 1,
      # rider-or-mount die 5 (the dead rider), save 2: the wound burns. lancers2: trample die 6.
      When the enemy scores 1 hits on "lancers" at a range of 60 cm, allocated in the order lancers1 and the dice show 5, 2
      And the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 5, 2, 6
      Then the mount of lancers1 has 0 wounds
      And the rider of lancers2 is alive

    @clause:ww2.cavalry-wounds.riderless.trample @clause:ww2.cavalry-wounds.excess-per-part @ruling:ww2.cavalry-wounds.dead-part-save=no-save-for-a-dead-part
    Scenario: With no save for a dead part, a trample wound on a rider already dead rolls no body-armour save
      # The shot's die 5 finds the rider of lancers1, his 6+ body armour rolls 2, and he falls
      # (ruling ww2.infantry-wounds.soldier-saves). Rally test 1; lancers1: trample die 1,
      # rider-or-mount die 5 (the dead rider): the wound is lost. lancers2: trample die 2,
      # rider-or-mount die 6: its rider falls.
      When the enemy scores 1 hits on "lancers" at a range of 60 cm, allocated in the order lancers1 and the dice show 5, 2
      And the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 5, 2, 6
      Then the mount of lancers1 has 0 wounds
      And the rider of lancers2 is dead

  Rule: A cavalry unit trampled to its last rider has riderless mounts of its own

    Background:
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" of 1 models
      And "lancers" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.trample @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: A trample in the shooting phase that kills the last rider sets his mount fleeing
      # The mounts dash (1, 2, 3); the rally test is 1, the trample die 1 wounds lancers1 and the
      # rider-or-mount die 6 puts the wound on the rider: every rider of "lancers" has died in
      # the shooting phase, so its mounts retreat.
      When "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      Then the rider of lancers1 is dead
      And the riderless mounts of "lancers" are retreating

    @clause:ww2.cavalry-wounds.riderless.flee @ruling:ww2.cavalry-wounds.riderless-phase=any-phase
    Scenario: Under the "any phase" reading a trample in the movement phase sets the mount fleeing
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      Then the rider of lancers1 is dead
      And the riderless mounts of "lancers" are retreating

    @clause:ww2.cavalry-wounds.riderless.flee
    Scenario: As written, a last rider trampled in the movement phase is a case outside the excerpt
      # The text names only the shooting phase: the mount stays, and the trace records that
      # the case lies outside the excerpt.
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      Then the rider of lancers1 is dead
      And the riderless mounts of "lancers" are not retreating
      And rule ww2.cavalry-wounds.riderless.flee is applied

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.distance.cavalry-vehicles @ruling:ww2.cavalry-wounds.unfled-mounts=as-cavalry
    Scenario: Read as still cavalry, mounts whose last rider was trampled in the movement phase dash with three dice
      # The rally test 1 tramples "lancers": trample die 1, rider-or-mount die 6, the rider of
      # lancers1 falls in the movement phase and his mount does not flee. In the shooting phase
      # it dashes as cavalry, "три Кубика для кавалерии": 1 + 2 + 3 = 6 cm.
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      And play moves on to the next phase
      And "lancers" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then "lancers" may dash up to 6 cm

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.declaration @ruling:ww2.cavalry-wounds.unfled-mounts=stand
    Scenario: Read as a unit of mounts, mounts whose last rider was trampled in the movement phase do not dash
      # The text gives riderless mounts no move but their flight, and this mount does not flee.
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      And play moves on to the next phase
      And "lancers" declares a dash instead of shooting and the dice show 1, 2 and 3
      Then the dash is refused by rule ww2.cavalry-wounds.riderless.flee

    @clause:ww2.cavalry-wounds.riderless.flee @clause:ww2.dash.no-charge-after @ruling:ww2.cavalry-wounds.unfled-mounts=as-cavalry
    Scenario: Read as still cavalry, mounts whose last rider was trampled in the movement phase charge
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      And play moves on to the next phase
      And play moves on to the next phase
      And "lancers" charges an enemy
      Then "lancers" has charged

    @clause:ww2.cavalry-wounds.riderless.flee @ruling:ww2.cavalry-wounds.unfled-mounts=stand
    Scenario: Read as a unit of mounts, mounts whose last rider was trampled in the movement phase do not charge
      Given the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 6
      And play moves on to the next phase
      And play moves on to the next phase
      And "lancers" charges an enemy
      Then the charge is refused by rule ww2.cavalry-wounds.riderless.flee

  Rule: Under the "rider ends the model" reading a model whose rider fell neither catches nor is trampled

    Background:
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And a cavalry unit "lancers" of 2 models
      And "lancers" is in base contact with "horses"

    @clause:ww2.cavalry-wounds.riderless.trample @ruling:ww2.cavalry-wounds.dead-model=rider-ends-model
    Scenario: A model whose rider fell is dead and is not trampled
      # lancers2's rider falls to the first of its 3 hits (5); the model is dead and the other
      # two burn. On the rally test's 1 only lancers1 rolls (6, it fights on).
      When the enemy scores 3 hits on "lancers" at a range of 60 cm, allocated in the order lancers2 and lancers1 and the die shows 5
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      And "lancers" tries to stop the riderless mounts of "horses" and the dice show 1, 6
      Then the rider of lancers1 is alive
      And the mount of lancers2 has 0 wounds

    @clause:ww2.cavalry-wounds.riderless.stop @ruling:ww2.cavalry-wounds.dead-model=rider-ends-model
    Scenario: A model whose rider fell gives its unit no base contact
      # Only lancers1 touches "horses", and its rider has fallen: under this reading it is dead.
      When the enemy scores 3 hits on "lancers" at a range of 60 cm, allocated in the order lancers1 and lancers2 and the die shows 5
      And "horses" declares a dash instead of shooting and the dice show 1, 2 and 3
      And "lancers" tries to stop the riderless mounts of "horses" and the die shows 6
      Then the attempt is refused by rule ww2.cavalry-wounds.riderless.stop
