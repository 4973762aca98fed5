Feature: Wounds on an infantry unit (РАНЫ. Пехотный Отряд)
  Only soldiers the enemy sees and reaches can be wounded; extra wounds are lost; the
  player shot at picks the casualties. Fire may be declared at a heavy machine gun and
  its crew; an intact gun is re-crewed by two soldiers within 5 cm, who hit on 4+.

  Rule: Only soldiers seen and in range can be removed

    @clause:ww2.infantry-wounds.eligible @clause:ww2.infantry-wounds.excess-lost
    Scenario: The text's example - 4 men, 3 seen, 7 hits, 3 dead
      # The text: 10 shots from submachine gunners, 7 hits; the shots-to-hits roll is
      # outside the excerpt, so the scenario starts from the 7 hits.
      Given an infantry squad "rifles" of 4 soldiers, 3 of them seen by the enemy
      When the enemy scores 7 hits on "rifles" at a range of 60 cm
      Then "rifles" has 1 soldiers left
      And soldier rifles4 is alive
      And soldier rifles1 is dead
      And "rifles" has lost 4 wounds for want of targets

    @clause:ww2.infantry-wounds.eligible @clause:ww2.infantry-wounds.excess-lost
    Scenario: The text's example on the named table - the hidden fourth soldier survives
      Given the table "ww2/four-men-one-hidden"
      When the enemy scores 7 hits on "squad" at a range of 60 cm
      Then soldier private4 is alive
      And "squad" has 1 soldiers left
      And "squad" has lost 4 wounds for want of targets

    @clause:ww2.infantry-wounds.eligible
    Scenario: Soldiers beyond the weapon's range cannot be hit
      Given an infantry squad "rifles" with these soldiers
        | soldier | distance | seen |
        | near    | 10 cm    | yes  |
        | edge    | 30 cm    | yes  |
        | far     | 31 cm    | yes  |
      When the enemy scores 3 hits on "rifles" at a range of 30 cm
      Then soldier near is dead
      And soldier edge is dead
      And soldier far is alive
      And "rifles" has lost 1 wounds for want of targets

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.eligibility=strictly-inside-range
    Scenario: Under the "strictly inside" reading a soldier exactly at range is safe
      Given an infantry squad "rifles" with these soldiers
        | soldier | distance | seen |
        | near    | 10 cm    | yes  |
        | edge    | 30 cm    | yes  |
      When the enemy scores 2 hits on "rifles" at a range of 30 cm
      Then soldier near is dead
      And soldier edge is alive

    @clause:ww2.infantry-wounds.eligible @clause:ww2.infantry-wounds.excess-lost
    Scenario: Fewer hits than eligible soldiers lose nothing
      Given an infantry squad "rifles" of 5 soldiers
      When the enemy scores 2 hits on "rifles" at a range of 60 cm
      Then "rifles" has 3 soldiers left
      And "rifles" has lost 0 wounds for want of targets

    @clause:ww2.infantry-wounds.eligible
    Scenario: The owner cannot remove a soldier the enemy cannot see
      Given an infantry squad "rifles" of 4 soldiers, 3 of them seen by the enemy
      When the enemy scores 1 hits on "rifles" at a range of 60 cm, the owner removing rifles4
      Then the removal is refused by rule ww2.infantry-wounds.eligible

  Rule: The wounds rules are those of the shooting phase (ruling ww2.infantry-wounds.volley-phase)

    @clause:ww2.infantry-wounds.eligible
    Scenario: Hits given while the clock shows the movement phase are the shooting phase's
      # "ФАЗА СТРЕЛЬБЫ. Раны ... Итак, по вам стреляет враг": the volley belongs to the
      # shooting phase, so the movement phase is over when it is dealt.
      Given an infantry squad "rifles" of 3 soldiers
      And the battle is in the movement phase
      When the enemy scores 1 hits on "rifles" at a range of 60 cm
      Then "rifles" has 2 soldiers left
      And the battle is in the shooting phase

    @clause:ww2.infantry-wounds.eligible
    Scenario: Hits given in the close-combat phase are not dealt by the shooting phase's wounds rules
      # The excerpt gives no close-combat wounds; the shooting phase of this turn is over.
      Given an infantry squad "rifles" of 3 soldiers
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "rifles" at a range of 60 cm
      Then the shooting is refused by rule ww2.infantry-wounds.eligible

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.volley-phase=any-phase
    Scenario: Under the "any phase" reading hits in the close-combat phase wound as in the shooting phase
      Given an infantry squad "rifles" of 3 soldiers
      And the battle is in the close-combat phase
      When the enemy scores 1 hits on "rifles" at a range of 60 cm
      Then "rifles" has 2 soldiers left
      And the battle is in the close-combat phase

  Rule: Only a unit with someone left alive shoots

    @clause:ww2.infantry-wounds.eligible
    Scenario: A squad whose soldiers are all dead scores no hits
      # "по вам стреляет враг": the enemy unit "snipers" has nobody left alive to shoot.
      Given an infantry squad "snipers" of 2 soldiers
      And soldiers snipers1 and snipers2 are dead
      And an infantry squad "rifles" of 3 soldiers
      And "rifles" is a unit of the enemy side
      When the enemy "snipers" scores 2 hits on "rifles" at a range of 60 cm
      Then the shooting is refused by rule ww2.infantry-wounds.eligible

  Rule: The hits these rules deal are the enemy's

    @clause:ww2.infantry-wounds.eligible
    Scenario: A squad does not shoot at a squad of its own side
      # "Итак, по вам стреляет враг ... раны могут получить только те солдаты, кого видит враг": the
      # hits are the enemy's, and "snipers" and "rifles" are both the player's.
      Given an infantry squad "snipers" of 2 soldiers
      And an infantry squad "rifles" of 3 soldiers
      When the enemy "snipers" scores 2 hits on "rifles" at a range of 60 cm
      Then the shooting is refused by rule ww2.infantry-wounds.eligible
      And soldier rifles1 is alive

    @clause:ww2.infantry-wounds.eligible
    Scenario: A squad shoots at a squad of the other side
      Given an infantry squad "snipers" of 2 soldiers
      And an infantry squad "rifles" of 3 soldiers
      And "rifles" is a unit of the enemy side
      When the enemy "snipers" scores 3 hits on "rifles" at a range of 60 cm
      Then soldier rifles1 is dead

  Rule: The player shot at picks the casualties

    @clause:ww2.infantry-wounds.owner-picks
    Scenario: The owner removes the soldiers he chooses
      Given an infantry squad "rifles" of 5 soldiers
      When the enemy scores 2 hits on "rifles" at a range of 60 cm, the owner removing rifles3 and rifles5
      Then soldier rifles3 is dead
      And soldier rifles5 is dead
      And soldier rifles1 is alive

    @clause:ww2.infantry-wounds.owner-picks
    Scenario: The enemy cannot single out a soldier
      Given an infantry squad "rifles" of 5 soldiers
      When the enemy singles out soldier rifles2 of "rifles" as the casualty
      Then the choice is refused by rule ww2.infantry-wounds.owner-picks

  Rule: A soldier's body armour saves him from a hit (ruling ww2.infantry-wounds.soldier-saves)

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: Body armour saves a soldier from a hit
      # "без спас-бросков (исключение: спас-бросок полученный от бронежилета)": the body-armour save
      # is a save the soldier has against a wound. One hit on rifles1 (first in his unit's order);
      # his 4+ save rolls 5 and saves him.
      Given an infantry squad "rifles" of 2 soldiers
      And soldier rifles1 has a body-armour save of 4+
      When the enemy scores 1 hits on "rifles" at a range of 60 cm and the die shows 5
      Then soldier rifles1 is alive
      And soldier rifles2 is alive

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: A soldier who saves takes the next hit, until he falls
      # Three hits, rifles1 in the way first: his save rolls 6 (saved), 4 (saved), then 3 (4+
      # needed): he falls to the third hit, and no hit is left for rifles2.
      Given an infantry squad "rifles" of 2 soldiers
      And soldier rifles1 has a body-armour save of 4+
      When the enemy scores 3 hits on "rifles" at a range of 60 cm and the dice show 6, 4, 3
      Then soldier rifles1 is dead
      And soldier rifles2 is alive

    @clause:ww2.infantry-wounds.owner-picks @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: The owner puts the hits on the soldiers he chooses, his armoured man last
      # "кого убирать в потери решает тот игрок, по кому стреляют": rifles2, with no armour, takes
      # the first hit and dies; the second falls on rifles1, whose save rolls 4 (4+) and saves him.
      Given an infantry squad "rifles" of 2 soldiers
      And soldier rifles1 has a body-armour save of 4+
      When the enemy scores 2 hits on "rifles" at a range of 60 cm, the owner removing rifles2 and the die shows 4
      Then soldier rifles2 is dead
      And soldier rifles1 is alive

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: Behind a man in 4+ body armour, the second soldier lives when the first hit is saved
      # Two hits, rifles1 in the way first. His save of the first hit, 4+ on one die, is 3 chances in 6:
      # saved, he takes the second hit too, and rifles2 takes none; failed, he falls and rifles2 takes
      # the second hit and dies.
      Given an infantry squad "rifles" of 2 soldiers
      And soldier rifles1 has a body-armour save of 4+
      When the enemy scores 2 hits on "rifles" at a range of 60 cm
      Then the chance that soldier rifles2 is alive is 1/2

    @clause:ww2.infantry-wounds.excess-lost @ruling:ww2.infantry-wounds.soldier-saves=body-armour-saves
    Scenario: Hits a saving soldier leaves when nobody else is seen are lost
      # Only rifles1 is seen; of 3 hits his save stops the first two (5, 6) and the third kills him
      # (2); the unseen rifles2 takes none.
      Given an infantry squad "rifles" of 2 soldiers, 1 of them seen by the enemy
      And soldier rifles1 has a body-armour save of 5+
      When the enemy scores 3 hits on "rifles" at a range of 60 cm and the dice show 5, 6, 2
      Then soldier rifles1 is dead
      And soldier rifles2 is alive

    @clause:ww2.infantry-wounds.eligible @ruling:ww2.infantry-wounds.soldier-saves=no-save-against-shots
    Scenario: Read as a save named only against trampling, body armour does not save a soldier shot at
      Given an infantry squad "rifles" of 2 soldiers
      And soldier rifles1 has a body-armour save of 4+
      When the enemy scores 1 hits on "rifles" at a range of 60 cm
      Then soldier rifles1 is dead
      And soldier rifles2 is alive

  Rule: Fire at a heavy machine gun and its crew

    Background:
      Given an infantry squad "rifles" of 6 soldiers
      And "rifles" has a heavy machine gun mg crewed by rifles1 and rifles2

    @clause:ww2.infantry-wounds.heavy-weapon.declared-target
    Scenario: Hits on the gunners fall only on the gunners
      When the enemy scores 3 hits on the crew of mg at a range of 60 cm
      Then soldier rifles1 is dead
      And soldier rifles2 is dead
      And "rifles" has 4 soldiers left
      And "rifles" has lost 1 wounds for want of targets
      And the heavy machine gun mg is intact

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @clause:ww2.infantry-wounds.heavy-weapon.declared-target
    Scenario: Ordinary weapons fired at the gun with its crew kill the crew, not the gun
      When the enemy scores 2 hits on mg with its crew at a range of 60 cm
      Then soldier rifles1 is dead
      And soldier rifles2 is dead
      And the heavy machine gun mg is intact
      And the heavy machine gun mg has 0 pending special-weapon hits

    @clause:ww2.infantry-wounds.heavy-weapon.special-only
    Scenario: Special weapons can harm the gun itself
      When the enemy scores 1 special-weapon hits on mg with its crew at a range of 60 cm
      Then the heavy machine gun mg has 1 pending special-weapon hits
      And soldier rifles1 is alive

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @clause:ww2.infantry-wounds.eligible
    Scenario: Special weapons cannot harm a gun beyond their range
      # "до кого дотягивается дистанция его оружия": the gun stands about 20 cm from the enemy,
      # beyond a 5 cm range, so its hits are lost.
      When the enemy scores 2 special-weapon hits on mg with its crew at a range of 5 cm
      Then the heavy machine gun mg has 0 pending special-weapon hits
      And "rifles" has lost 2 wounds for want of targets

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @clause:ww2.infantry-wounds.eligible
    Scenario: Special weapons cannot harm a gun the enemy does not see
      # "раны могут получить только те солдаты, кого видит враг": the gun stands out of the
      # enemy's sight, so the special-weapon hits fired at it are lost, in range or not.
      Given the enemy cannot see the heavy machine gun mg
      When the enemy scores 2 special-weapon hits on mg with its crew at a range of 60 cm
      Then the heavy machine gun mg has 0 pending special-weapon hits
      And "rifles" has lost 2 wounds for want of targets
      And soldier rifles1 is alive

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @clause:ww2.infantry-wounds.eligible
    Scenario: A gun out of sight does not hide its crew from ordinary weapons
      # Each gunner is a soldier seen or not on his own; ordinary weapons never harm the gun.
      Given the enemy cannot see the heavy machine gun mg
      When the enemy scores 2 hits on mg with its crew at a range of 60 cm
      Then soldier rifles1 is dead
      And soldier rifles2 is dead
      And the heavy machine gun mg is intact

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @clause:ww2.infantry-wounds.heavy-weapon.declared-target
    Scenario: A shooter who wants his special weapons' hits on the crew fires at the gunners
      # The shooter chooses by the target he declares: special-weapon hits on "the machine
      # gun with its crew" go to the gun, at "the gunners" they kill gunners.
      When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target
        | target  | weapon | hits | special |
        | gunners | mg     | 1    | yes     |
      Then soldier rifles1 is dead
      And soldier rifles2 is alive
      And the heavy machine gun mg has 0 pending special-weapon hits

    @clause:ww2.infantry-wounds.heavy-weapon.special-only @ruling:ww2.infantry-wounds.gun-target=gun-absorbs
    Scenario: Under the "gun absorbs" reading ordinary hits on the gun are lost
      When the enemy scores 2 hits on mg with its crew at a range of 60 cm
      Then soldier rifles1 is alive
      And the heavy machine gun mg is intact
      And "rifles" has lost 2 wounds for want of targets

    @clause:ww2.infantry-wounds.heavy-weapon.separate-dice @clause:ww2.infantry-wounds.heavy-weapon.declared-target
    Scenario: Separate dice for the gunners and the rest of the squad
      # 3 hits on the 2 gunners: both die, 1 is lost (it never moves to the squad);
      # 2 hits on the other 4 soldiers: 2 die.
      When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target
        | target  | weapon | hits |
        | gunners | mg     | 3    |
        | rest    |        | 2    |
      Then soldier rifles1 is dead
      And soldier rifles2 is dead
      And "rifles" has 2 soldiers left
      And "rifles" has lost 1 wounds for want of targets

    @clause:ww2.infantry-wounds.heavy-weapon.declared-target @ruling:ww2.infantry-wounds.squad-target=rest-of-unit
    Scenario: Fire at the gunners and at the squad: the squad's hits never reach the gunners
      # "в пулеметчиков и в отряд": 1 hit on the 2 gunners kills rifles1 (the owner's pick);
      # 5 hits on the squad without its gunners kill rifles3 to rifles6 (4 men), 5 - 4 = 1 is
      # lost; rifles2 lives.
      When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target
        | target  | weapon | hits |
        | gunners | mg     | 1    |
        | rest    |        | 5    |
      Then soldier rifles1 is dead
      And soldier rifles2 is alive
      And "rifles" has 1 soldiers left
      And "rifles" has lost 1 wounds for want of targets

    @clause:ww2.infantry-wounds.heavy-weapon.declared-target @ruling:ww2.infantry-wounds.squad-target=rest-of-unit
    Scenario: Fire at the gunners and at the unit: the unit beside its gunners is the squad without them
      # "в пулеметчиков и в отряд": the unit fired at beside its gunners is the second target, as
      # when it is named the rest. 1 hit on the gunners kills rifles1; 5 hits on rifles3 to
      # rifles6 kill all 4, and 1 is lost; rifles2 lives.
      When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target
        | target  | weapon | hits |
        | gunners | mg     | 1    |
        | unit    |        | 5    |
      Then soldier rifles1 is dead
      And soldier rifles2 is alive
      And "rifles" has 1 soldiers left
      And "rifles" has lost 1 wounds for want of targets

    @clause:ww2.infantry-wounds.heavy-weapon.declared-target @ruling:ww2.infantry-wounds.squad-target=whole-unit
    Scenario: Read as fire at the whole unit, the squad's hits reach the gunner left
      # 1 hit on the gunners kills rifles1; the 5 hits on the unit fall on its 5 living men,
      # rifles2 to rifles6: all die, 5 - 5 = 0 lost.
      When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target
        | target  | weapon | hits |
        | gunners | mg     | 1    |
        | rest    |        | 5    |
      Then soldier rifles1 is dead
      And soldier rifles2 is dead
      And "rifles" has 0 soldiers left
      And "rifles" has lost 0 wounds for want of targets

  Rule: Re-crewing an intact heavy machine gun

    Background:
      Given an infantry squad "rifles" with these soldiers
        | soldier | can shoot |
        | g1      | yes       |
        | g2      | yes       |
        | r3      | yes       |
        | r4      | yes       |
        | r5      | no        |
      And "rifles" has a heavy machine gun mg crewed by g1 and g2
      And soldiers g1 and g2 are dead
      And the battle is in the movement phase

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario Outline: Two soldiers <a> cm and <b> cm from the gun take it over
      Given soldier r3 stands <a> cm from the heavy machine gun mg
      And soldier r4 stands <b> cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      Then the heavy machine gun mg is crewed by r3 and r4

      Examples:
        | a | b   |
        | 0 | 0   |
        | 5 | 3   |
        | 5 | 5   |

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: A soldier more than 5 cm away cannot take over the gun
      Given soldier r3 stands 5 cm from the heavy machine gun mg
      And soldier r4 stands 5.5 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The new crew must be soldiers who can shoot
      Given soldier r3 stands 2 cm from the heavy machine gun mg
      And soldier r5 stands 2 cm from the heavy machine gun mg
      When soldiers r3 and r5 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.recrew-unit=own-unit
    Scenario: Soldiers of another squad cannot take over the gun
      # The gun stands "в пехотном отряде" and "делить пехотный отряд нельзя": scouts1 and scouts2,
      # 2 cm from the gun, are not of "rifles".
      Given an infantry squad "scouts" of 2 soldiers
      And soldier scouts1 stands 2 cm from the heavy machine gun mg
      And soldier scouts2 stands 2 cm from the heavy machine gun mg
      When soldiers scouts1 and scouts2 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.recrew-unit=any-of-yours
    Scenario: Read as any two of the owner's soldiers, another squad's men take over the gun and join its squad
      # "у вас есть два бойца, которые умеют стрелять": scouts1 and scouts2, 2 cm from the gun,
      # crew it and leave "scouts" for "rifles" (r3, r4, r5 and the two of them: 5 living).
      Given an infantry squad "scouts" of 2 soldiers
      And soldier scouts1 stands 2 cm from the heavy machine gun mg
      And soldier scouts2 stands 2 cm from the heavy machine gun mg
      When soldiers scouts1 and scouts2 take over the heavy machine gun mg
      Then the heavy machine gun mg is crewed by scouts1 and scouts2
      And "rifles" has 5 soldiers left
      And "scouts" has 0 soldiers left

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.recrew-unit=any-of-yours
    Scenario: Read as any two of the owner's soldiers, another squad's men still take it over from within 5 cm
      Given an infantry squad "scouts" of 2 soldiers
      And soldier scouts1 stands 2 cm from the heavy machine gun mg
      And soldier scouts2 stands 5.5 cm from the heavy machine gun mg
      When soldiers scouts1 and scouts2 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.other-gun-gunner=stays-with-his-gun
    Scenario: The gunners of the squad's other machine gun stay with it
      # r3 and r4 crew mg2; "подвести двух бойцов" to mg would make them gunners of both guns,
      # and the two guns would fire with the same two men.
      Given "rifles" has a heavy machine gun mg2 crewed by r3 and r4
      And soldier r3 stands 2 cm from the heavy machine gun mg
      And soldier r4 stands 2 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.other-gun-gunner=leaves-his-gun
    Scenario: Read as free to leave their gun, the gunners of the other machine gun take this one over
      Given "rifles" has a heavy machine gun mg2 crewed by r3 and r4
      And soldier r3 stands 2 cm from the heavy machine gun mg
      And soldier r4 stands 2 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      Then the heavy machine gun mg is crewed by r3 and r4

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.other-gun-gunner=leaves-his-gun
    Scenario: Read as free to leave their gun, gunners who take this one over leave the other without a crew
      # r3 and r4 are gunners of mg now, not of mg2, which has nobody left to fire it.
      Given "rifles" has a heavy machine gun mg2 crewed by r3 and r4
      And soldier r3 stands 2 cm from the heavy machine gun mg
      And soldier r4 stands 2 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      And the heavy machine gun mg2 fires 1 shots and the die shows 6
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: One soldier is not a crew
      Given soldier r3 stands 2 cm from the heavy machine gun mg
      When soldiers r3 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: A gun without living gunners cannot fire
      When the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: The new gunners hit on 4+
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      And soldier r4 stands 1 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      And the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg scores 2 hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: The chance that a 3-shot burst of the new crew hits at least once
      # Each shot misses on 1-3 (1/2); all three miss with 1/8, so at least one hit is 7/8.
      # Exactly 3 hits: (1/2)^3 = 1/8.
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      And soldier r4 stands 1 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      And the heavy machine gun mg fires 3 shots
      Then the chance that the heavy machine gun mg scores at least 1 hit is 7/8
      And the chance that the heavy machine gun mg scores 3 hits is 1/8

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.recrew-timing=next-turn
    Scenario: Under the "next turn" reading the new crew wait a turn before firing
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      And soldier r4 stands 1 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      And the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.recrew-timing=next-turn
    Scenario: Under the "next turn" reading the wait ends with the turn: the new crew fire the next turn
      # "в свой следующий ход": the wait lasts the turn of the takeover only; in the next turn
      # 3 shots at 4+ with the dice 4, 3 and 6 hit twice.
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      And soldier r4 stands 1 cm from the heavy machine gun mg
      When soldiers r3 and r4 take over the heavy machine gun mg
      And the next turn begins
      And the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg scores 2 hits

  Rule: The machine gun fires in the shooting phase, once

    Background:
      Given an infantry squad "rifles" of 4 soldiers
      And "rifles" has a heavy machine gun mg crewed by rifles1 and rifles2

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: The gun does not fire in the close-combat phase
      # "ФАЗА СТРЕЛЬБЫ. Раны": the gunners "будут попадать по врагу" when the unit shoots, in the
      # shooting phase; the close-combat phase comes after it.
      Given the battle is in the close-combat phase
      When the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew-hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: The gun fires once in a shooting phase
      When the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      And the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew-hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: Fired in the movement phase, the gun fires in the shooting phase that follows
      # A burst asked for in the movement phase is the shooting phase's: the clock moves on to it.
      # 3 shots at 4+ with the dice 4, 3 and 6 hit twice.
      Given the battle is in the movement phase
      When the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg scores 2 hits
      And the battle is in the shooting phase

  Rule: The new gunners are brought up in the owner's next turn after the gunners die

    Background:
      Given an infantry squad "rifles" with these soldiers
        | soldier | can shoot |
        | g1      | yes       |
        | g2      | yes       |
        | r3      | yes       |
        | r4      | yes       |
      And "rifles" has a heavy machine gun mg crewed by g1 and g2
      And soldier r3 stands 1 cm from the heavy machine gun mg
      And soldier r4 stands 1 cm from the heavy machine gun mg

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: Gunners shot dead in the shooting phase are not replaced in that phase
      # "поторопитесь в свой следующий ход подвести двух бойцов в зону 5 см до пулемета": the new
      # crew come up in the owner's next turn, not in the phase the gunners die.
      When the enemy scores 2 hits on the crew of mg at a range of 60 cm
      And soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: In the movement phase of the next turn two soldiers take the gun over, and fire it that turn
      # Turn 2's movement phase: r3 and r4, 1 cm from the gun, crew it; in the shooting phase 3 shots
      # at 4+ with the dice 4, 3 and 6 hit twice (ruling ww2.infantry-wounds.recrew-timing, same-turn).
      When the enemy scores 2 hits on the crew of mg at a range of 60 cm
      And the next turn begins
      And soldiers r3 and r4 take over the heavy machine gun mg
      And play moves on to the next phase
      And the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg is crewed by r3 and r4
      And the heavy machine gun mg scores 2 hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: Gunners killed in a movement phase are replaced in the next turn's, not in that one
      # "в свой следующий ход": turn 1's movement phase is the turn the gunners die in; the takeover
      # waits for turn 2.
      Given the battle is in the movement phase
      When the enemy scores 2 hits on the crew of mg at a range of 60 cm
      And soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The new gunners are brought up in the movement phase, not in the shooting phase
      # "подвести двух бойцов" is a move: the movement phase of the next turn (ruling
      # ww2.infantry-wounds.recrew-timing), so in turn 2's shooting phase it is too late.
      When the enemy scores 2 hits on the crew of mg at a range of 60 cm
      And the next turn begins
      And play moves on to the next phase
      And soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @clause:ww2.cavalry-wounds.riderless.trample
    @ruling:ww2.infantry-wounds.trampled-gunners=any-death
    Scenario: Gunners trampled by riderless mounts are replaced in the next turn, as gunners shot
      # The rally test to stop the mounts is a 1: they trample "rifles"; g1 (1) and g2 (2) are wounded
      # and die, r3 (3) and r4 (4) fight on. The gunners died in turn 1's movement phase: "в свой
      # следующий ход" is turn 2, however they died.
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And "rifles" is in base contact with "horses"
      And the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 2, 3, 4
      And soldiers r3 and r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @clause:ww2.cavalry-wounds.riderless.trample
    @ruling:ww2.infantry-wounds.trampled-gunners=enemy-kill-only
    Scenario: If the wait follows only gunners the enemy killed, trampled gunners are replaced at once
      Given a cavalry unit "horses" of 1 models
      And every rider of "horses" has fallen and the mounts are retreating
      And "rifles" is in base contact with "horses"
      And the battle is in the movement phase
      When the riderless mounts of "horses" retreat
      And "rifles" tries to stop the riderless mounts of "horses" and the dice show 1, 1, 2, 3, 4
      And soldiers r3 and r4 take over the heavy machine gun mg
      Then the heavy machine gun mg is crewed by r3 and r4

  Rule: A heavy machine gun with one of its two gunners left (ruling ww2.infantry-wounds.lone-gunner)

    Background:
      Given an infantry squad "rifles" with these soldiers
        | soldier | can shoot |
        | g1      | yes       |
        | g2      | yes       |
        | r3      | yes       |
        | r4      | no        |
      And "rifles" has a heavy machine gun mg crewed by g1 and g2
      And soldiers g2 are dead
      And the battle is in the movement phase

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits
    Scenario: A soldier within 5 cm joins the gunner left, and the two fire on 4+
      # The gun's crew is two ("подвести двух бойцов"), and "Особых навыков стрельбы с пулемета не
      # нужно": r3 fills g2's place; 3 shots at 4+ with the dice 4, 3 and 6 hit twice.
      Given soldier r3 stands 3 cm from the heavy machine gun mg
      When soldiers r3 take over the heavy machine gun mg
      And the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg is crewed by g1 and r3
      And the heavy machine gun mg scores 2 hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The gunner left cannot join himself to make the crew of two
      # "у вас есть два бойца": g1, beside the gun, is already its gunner; a crew of g1 twice would be
      # one man counted as two, and the gun would fire with him alone.
      When soldiers g1 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The gunner left does not fire alone
      When the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The soldier who joins the gunner left must be within 5 cm
      # "в зону 5 см до пулемета": 5.5 cm is outside it.
      Given soldier r3 stands 5.5 cm from the heavy machine gun mg
      When soldiers r3 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew
    Scenario: The soldier who joins the gunner left must be able to shoot
      # "два бойца, которые умеют стрелять": r4 cannot shoot.
      Given soldier r4 stands 1 cm from the heavy machine gun mg
      When soldiers r4 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew-hits @ruling:ww2.infantry-wounds.lone-gunner=lone-gunner-fires
    Scenario: If a lone gunner still fires, g1 alone hits on 4+
      # 3 shots at 4+ with the dice 4, 3 and 6: two hits.
      When the heavy machine gun mg fires 3 shots and the dice show 4, 3 and 6
      Then the heavy machine gun mg scores 2 hits

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.lone-gunner=lone-gunner-fires
    Scenario: If a lone gunner still fires, nobody joins him while he lives
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      When soldiers r3 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.lone-gunner=all-or-nothing
    Scenario: If only a full re-crewing is allowed, nobody joins the gunner left
      Given soldier r3 stands 1 cm from the heavy machine gun mg
      When soldiers r3 take over the heavy machine gun mg
      Then the takeover is refused by rule ww2.infantry-wounds.heavy-weapon.recrew

    @clause:ww2.infantry-wounds.heavy-weapon.recrew @ruling:ww2.infantry-wounds.lone-gunner=all-or-nothing
    Scenario: If only a full re-crewing is allowed, the gunner left does not fire either
      When the heavy machine gun mg fires 3 shots and the dice show 4, 4 and 4
      Then the shooting is refused by rule ww2.infantry-wounds.heavy-weapon.recrew
