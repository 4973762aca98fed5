Feature: Loose Mounts (УБЕЖАВШИЕ ЛОШАДИ), an optional rule
  A riderless mount that is not tied and has nobody in base contact is loose. It moves only
  if it fails a Courage test; then the player with priority runs it its full Move.

  @clause:lotow.mounted.loose.optional
  Scenario: Without the players' agreement there are no loose mounts
    Given a gunman on foot
    And a riderless horse belonging to the gunman
    When the horse fails its Courage test and bolts 10" east
    Then the test is refused by rule lotow.mounted.loose.optional

  Rule: When a mount is loose

    @clause:lotow.mounted.loose.when
    Scenario: An untied horse 2" from its dismounted rider is loose
      Given the table "lotow/loose-horse-in-the-street"
      When the horse passes its Courage test
      Then the horse is loose

    @clause:lotow.mounted.loose.when
    Scenario: A horse in base contact with its rider is not loose
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the players use the Loose Mounts rule
      When the horse passes its Courage test
      Then the chance that the horse is loose is 0

    @clause:lotow.mounted.loose.when
    Scenario: The deputy who rode the gunman's horse and got off beside it keeps it from being loose
      # "спешившийся наездник": the rider who got off, whoever owns the horse.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 3" away from the horse
      And a deputy on foot
      And the players use the Loose Mounts rule
      When the deputy mounts the horse and the die shows 6
      And the deputy dismounts
      And the horse passes its Courage test
      Then the chance that the horse is loose is 0

    @clause:lotow.mounted.loose.when @ruling:lotow.mounted.loose.or-conditions=any-frees
    Scenario: Under the reading that any condition frees it, the same horse is loose
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 3" away from the horse
      And a deputy on foot
      And the players use the Loose Mounts rule
      When the deputy mounts the horse and the die shows 6
      And the deputy dismounts
      And the horse passes its Courage test
      Then the horse is loose

    @clause:lotow.mounted.loose.rider-killed
    Scenario: If agreed before the game, a killed rider's horse leaves with him
      Given a rider on a horse
      And the players use the Loose Mounts rule
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      Then the horse is removed from the table

    @clause:lotow.mounted.loose.rider-killed @clause:lotow.mounted.loose.optional
    Scenario: By default the agreement to take the horse off is part of the optional rule: without it the horse stays
      # Ruling lotow.mounted.loose.removal-without-rule, default: the sentence stands in the section whose rule
      # "является необязательным"; without it the dead rider's horse stays riderless and never bolts.
      Given a rider on a horse
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      Then the horse is not removed from the table
      And the horse is not loose
      And rule lotow.mounted.loose.rider-killed is applied

    @clause:lotow.mounted.loose.rider-killed @ruling:lotow.mounted.loose.removal-without-rule=any-game
    Scenario: Read so that the agreement stands on its own, the horse leaves with its rider without the optional rule
      Given a rider on a horse
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      Then the horse is removed from the table

    @clause:lotow.mounted.loose.rider-killed @clause:lotow.mounted.loose.when
    Scenario: Otherwise a killed rider's horse becomes a loose mount
      Given a rider on a horse
      And the players use the Loose Mounts rule
      When the rider is killed
      Then the horse is loose

    @clause:lotow.mounted.loose.rider-killed @clause:lotow.mounted.loose.when
    Scenario: A horse taken off the table with its killed rider takes no Courage test
      # "верховое животное можно убрать вместе с ним": it is no longer on the table to stand or bolt.
      Given a rider on a horse
      And the players use the Loose Mounts rule
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      And the horse passes its Courage test
      Then the test is refused by rule lotow.mounted.loose.when

    @clause:lotow.mounted.loose.rider-killed @clause:lotow.mounted.riderless
    Scenario: A horse taken off the table with its killed rider is shot at no more
      Given a rider on a horse
      And the players use the Loose Mounts rule
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      And a Strength 3 shot aimed at the horse hits the mounted model
      Then the shot is refused by rule lotow.mounted.riderless

    @clause:lotow.mounted.loose.rider-killed @clause:lotow.mounted.riderless
    Scenario: Nor does a template cover the horse taken off the table
      Given a rider on a horse
      And the players use the Loose Mounts rule
      And the players agreed that a killed rider's mount leaves with him
      When the rider is killed
      And a Strength 3 template covers the horse
      Then the template is refused by rule lotow.mounted.riderless

  Rule: A dismounted rider on a balcony above his horse (ruling lotow.mounted.holding.levels)

    # The gunman stands at the edge of a balcony 3" high; his untied horse stands in the street below, against the
    # foot of the balcony, its base meeting his on the table's plan.

    @clause:lotow.mounted.loose.when @ruling:lotow.mounted.holding.levels=in-plan
    Scenario: Read as touching on the plan, the gunman above keeps his horse from being loose
      Given the table "lotow/horse-below-the-balcony"
      And the players use the Loose Mounts rule
      When the horse passes its Courage test
      Then the chance that the horse is loose is 0

    @clause:lotow.mounted.loose.when @ruling:lotow.mounted.holding.levels=same-level
    Scenario: Read as touching only on one level, the horse below the gunman is loose
      # "не находится рядом с ним в базовом контакте": his base is 3" above the horse's.
      Given the table "lotow/horse-below-the-balcony"
      And the players use the Loose Mounts rule
      When the horse passes its Courage test
      Then the horse is loose

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.levels=in-plan
    Scenario: Read as touching on the plan, the gunman takes the reins from the balcony
      Given the table "lotow/horse-below-the-balcony"
      When the gunman holds the horse by the reins
      Then the horse is held by the gunman

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.levels=same-level
    Scenario: Read as touching only on one level, he does not take the reins of the horse below
      # "держать её за повод, оставаясь при этом в базовом контакте с фигуркой верхового животного"
      Given the table "lotow/horse-below-the-balcony"
      When the gunman holds the horse by the reins
      Then the hold is refused by rule lotow.mounted.holding

  Rule: A loose mount moves only if it fails a Courage test, its full Move, round enemies

    @clause:lotow.mounted.loose.courage
    Scenario: A loose horse that passes its Courage test stays put
      Given the table "lotow/loose-horse-in-the-street"
      When the horse passes its Courage test
      Then rule lotow.mounted.loose.courage is applied

    @clause:lotow.mounted.loose.courage @clause:lotow.mounted.loose.enemies-in-path
    Scenario: A horse that fails runs its full 10", round the deputy
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and bolts 5" north then 5" east
      Then rule lotow.mounted.loose.courage is applied

    @clause:lotow.mounted.loose.courage
    Scenario: It must run its full Move when nothing blocks it
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and bolts 8" north
      Then the move is refused by rule lotow.mounted.loose.courage

    @clause:lotow.mounted.loose.courage
    Scenario: It may not run further than its Move
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and bolts 12" north
      Then the move is refused by rule lotow.mounted.loose.courage

    @clause:lotow.mounted.loose.courage
    Scenario Outline: Its full 10" may not end with its base over the gunman's: <result>
      # "передвигает верховое животное на максимальную дальность его движения в любом направлении, следуя обычным
      # правилам Движения": to a place on the table, where no base stands on another. The gunman's base (1" across)
      # is centred at (-3.5, 0), the horse's (2" across) at (0, 0): they touch with their centres 1.5" apart.
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and bolts <route>
      Then the <check>

      Examples:
        | result                | route                                       | check                                               |
        | refused, on him       | 3.25" north then 3.25" south then 3.5" west | move is refused by rule lotow.mounted.loose.courage |
        | allowed, touching him | 4" north then 4" south then 2" west         | horse is loose                                      |

    @clause:lotow.mounted.loose.courage
    Scenario Outline: Its full 10" may not end inside the roof beside it, nor run through it: <result>
      # "следуя обычным правилам Движения": a run ends on the ground, and a mounted model "не может карабкаться".
      # The roof, 5" high, covers x = -4 to 0 and y = -1 to 1; the horse's base (1" in radius) is centred at (3, 0).
      Given a gunman on a roof 5" high
      And the gunman's horse stands 2" from the roof
      And the players use the Loose Mounts rule
      When the horse fails its Courage test and bolts <route>
      Then the <check>

      Examples:
        | result                   | route                     | check                                               |
        | refused, in the roof     | 2.5" east then 7.5" west  | move is refused by rule lotow.mounted.loose.courage |
        | allowed, beside the roof | 4" east then 6" west      | horse is loose                                      |
        | refused, through it      | 10" west                  | move is refused by rule lotow.mounted.loose.courage |
        | allowed, round it        | 2" north then 8" west     | horse is loose                                      |

    @clause:lotow.mounted.loose.courage
    Scenario: Loose on the roof, the horse bolts its full 10" along the roof top and stays up on it, 3" above the table
      # "передвигает верховое животное на максимальную дальность его движения в любом направлении": the run is
      # along the ground the horse stands on. The roof covers x = -4 to 0 and y = -6 to 6; the horse, its base 1" in
      # radius, starts at (-2, 1.5) and ends at (-1, -2.5), on the roof's top all the way.
      Given the table "lotow/horse-on-the-roof"
      And the players use the Loose Mounts rule
      And the gunman stands 2" away from the horse
      When the horse fails its Courage test and bolts 6.5" south then 1" east then 2.5" north
      Then the horse is 3" above the table
      And the horse is loose

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario: It must run round an enemy in its path
      # The deputy's base is 3" east of the horse's.
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and bolts 10" east
      Then the move is refused by rule lotow.mounted.loose.enemies-in-path

    @clause:lotow.mounted.loose.enemies-in-path @ruling:lotow.mounted.loose.blocked-way=players-judge
    Scenario: Blocked by enemies, it may move only a little
      # "может передвигаться и на минимальное расстояние": it MAY move even a minimal distance. Whether the deputy
      # 3" east blocks its way the players judge from the street about him.
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and, blocked by enemies, bolts 2" east
      Then rule lotow.mounted.loose.enemies-in-path is applied

    @clause:lotow.mounted.loose.enemies-in-path @ruling:lotow.mounted.loose.blocked-way=no-way-round
    Scenario: Read as "only when there is no way round", its 2" run at the deputy is refused
      # "оно должно по возможности оббегать их": the street is open to the north, where it runs its full 10".
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and, blocked by enemies, bolts 2" east
      Then the move is refused by rule lotow.mounted.loose.enemies-in-path

    @clause:lotow.mounted.loose.enemies-in-path @ruling:lotow.mounted.loose.blocked-way=no-way-round
    Scenario: Read as "only when there is no way round", a horse hemmed in by six outlaws moves 0.5"
      # No gap between the outlaws' bases is as wide as its own: there is no way round them.
      Given the table "lotow/loose-horse-hemmed-in"
      When the horse fails its Courage test and, blocked by enemies, bolts 0.5" east
      Then rule lotow.mounted.loose.enemies-in-path is applied

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario: Blocked by enemies, it may still run its full Move round them
      # The blocked way relaxes the full-Move rule ("и на минимальное расстояние": even a minimal
      # distance); it does not cap the move. 5" + 5" = its full Move of 10", round the deputy.
      Given the table "lotow/loose-horse-in-the-street"
      When the horse fails its Courage test and, blocked by enemies, bolts 5" north then 5" east
      Then rule lotow.mounted.loose.enemies-in-path is applied

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario Outline: Said to be blocked with the nearest enemy <gap> away, its 2" run is <result>
      # "при необходимости (если путь блокирован врагом)": only the enemy blocks its way, and an enemy whose base
      # is more than its Move of 10" from the horse's stands in no run it could make.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 2" away from the horse
      And an enemy deputy <gap> east of the horse
      And the players use the Loose Mounts rule
      When the horse fails its Courage test and, blocked by enemies, bolts 2" west
      Then <check>

      Examples:
        | gap | result  | check                                                       |
        | 12" | refused | the move is refused by rule lotow.mounted.loose.enemies-in-path |
        | 10" | allowed | rule lotow.mounted.loose.enemies-in-path is applied         |

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario Outline: It must run round an enemy <model> in its path
      # "вражеские фигурки": a mounted model and a riderless mount are models of the enemy too.
      # The mustang's base (the deputy's mounted model) is 3" east of the horse's, the mule's 3" north.
      Given the table "lotow/loose-horse-and-enemy-riders"
      When the horse fails its Courage test and bolts 10" <way>
      Then the move is refused by rule lotow.mounted.loose.enemies-in-path

      Examples:
        | model                              | way   |
        | rider on his horse (the deputy)    | east  |
        | riderless mule                     | north |

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario: Away from the enemy's models its way is clear
      Given the table "lotow/loose-horse-and-enemy-riders"
      When the horse fails its Courage test and bolts 10" south
      Then rule lotow.mounted.loose.courage is applied

  Rule: Tied mounts, control zones and killing a loose mount

    @clause:lotow.falling.no-further-move
    Scenario: A deputy whose movement has ended does not move up to the horse
      # Moving up to a mount is a move like any other.
      Given the table "lotow/loose-horse-in-the-street"
      When the deputy jumps down 3"
      And the enemy deputy moves up to the horse
      Then the move is refused by rule lotow.falling.no-further-move

    @clause:lotow.mounted.loose.tied
    Scenario: A tied horse does not wander even if it fails its Courage test
      Given a rider on a horse
      And a hitching rail beside the horse
      And the players use the Loose Mounts rule
      When the rider dismounts and ties the horse to the rail
      And the horse fails its Courage test and bolts 10" north
      Then the horse is tied
      And rule lotow.mounted.loose.tied is applied

    @clause:lotow.mounted.loose.tied
    Scenario: Any fighter on foot may untie a tied horse and mount it
      Given a rider on a horse
      And a hitching rail beside the horse
      And a deputy on foot
      When the rider dismounts and ties the horse to the rail
      And the deputy mounts the horse and the die shows 6
      Then the deputy is in the saddle
      And rule lotow.mounted.loose.tied is applied

    @clause:lotow.mounted.loose.no-control-zone
    Scenario: A loose horse holds nobody in a control zone
      Given the table "lotow/loose-horse-in-the-street"
      When the enemy deputy moves up to the horse
      Then the horse holds nobody in a control zone

    @clause:lotow.mounted.loose.target
    Scenario: Killing a loose horse earns nothing
      Given the table "lotow/loose-horse-in-the-street"
      When the horse is killed by the deputy
      Then the horse is dead
      And the horse is no casualty and earns its killer no experience

    @clause:lotow.mounted.loose.target @clause:lotow.mounted.loose.courage
    Scenario: A killed loose horse neither stands its ground nor bolts
      Given the table "lotow/loose-horse-in-the-street"
      When the horse is killed by the deputy
      And the horse passes its Courage test
      Then the test is refused by rule lotow.mounted.loose.when

    @clause:lotow.mounted.loose.target @clause:lotow.mounted.loose.when
    Scenario: A tied horse is no loose mount: the Loose Mounts text does not rule on its killing
      # "Убежавшее верховое животное ... если его убивают, оно ни при каких обстоятельствах не считается
      # потерей": said of a loose mount only; a mount follows the Loose Mounts rules only if its dismounted
      # rider "не потрудился привязать его", and this one he tied.
      Given a rider on a horse
      And a hitching rail beside the horse
      And an enemy bandit 3" east of the horse
      And the players use the Loose Mounts rule
      When the rider dismounts and ties the horse to the rail
      And the horse is killed by the bandit
      Then the horse is dead
      And whether the horse counts as a casualty is for the scenarios chapter
      And rule lotow.mounted.loose.when is applied

    @clause:lotow.mounted.loose.target @clause:lotow.mounted.loose.when
    Scenario: A horse its dismounted rider stands beside is no loose mount either
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy bandit 3" east of the horse
      And the players use the Loose Mounts rule
      When the horse is killed by the bandit
      Then the horse is dead
      And whether the horse counts as a casualty is for the scenarios chapter

    @clause:lotow.mounted.loose.target @clause:lotow.mounted.loose.when @ruling:lotow.mounted.loose.or-conditions=any-frees
    Scenario: Under the reading that any condition frees it, the untied horse beside him is loose: killing it earns nothing
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy bandit 3" east of the horse
      And the players use the Loose Mounts rule
      When the horse is killed by the bandit
      Then the horse is dead
      And the horse is no casualty and earns its killer no experience
