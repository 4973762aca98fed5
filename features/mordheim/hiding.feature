Feature: Hiding (Прятанье)
  A model ending its move behind a low wall or column may be declared hidden. It stays
  hidden while it stays behind cover; it cannot be seen, shot or charged; shooting,
  casting or moving into view reveals it, and enemies always detect hidden models within
  their Initiative in inches.

  Rule: who may hide, and where

    @clause:mordheim.hiding.when @clause:mordheim.hiding.declared
    Scenario: A scout behind a low wall hides from the orc beyond it
      Given the table "mordheim/behind-a-wall"
      When the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.when
    Scenario: In the open there is nowhere to hide
      Given a scout with Movement 4" and Initiative 4
      And an enemy ork stands 8" east of the scout
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when

    @clause:mordheim.hiding.when
    Scenario: A wall on the wrong side does not hide the scout from the orc
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" west of the scout
      And an enemy ork stands 8" east of the scout
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when

    @clause:mordheim.hiding.when
    Scenario: The scout hides where its move ends: it moves no further this turn
      # "Модель может быть спрятана, если ее передвижение заканчивается за невысокой стеной": its move ended where
      # it hid, though 3" of its Movement are unused.
      Given the table "mordheim/behind-a-wall"
      When the scout moves 1" north
      And the scout hides
      And the scout moves 1" north
      Then the move is refused by rule mordheim.hiding.when
      And the scout stands at (0, 1)
      And the scout is hidden
      And the scout can move no further this turn

    @clause:mordheim.hiding.when @clause:mordheim.hiding.who-cannot
    Scenario: The scout that has hidden this turn does not run after it
      # Nor, having hidden, does it become a model that runs this turn ("Модель, которая бежит ... не может
      # прятаться в этот ход").
      Given the table "mordheim/behind-a-wall"
      When the scout hides
      And the scout runs 3" north
      Then the run is refused by rule mordheim.hiding.when
      And the scout is hidden

    @clause:mordheim.hiding.when @clause:mordheim.hiding.who-cannot
    Scenario: The scout that has hidden this turn does not charge after it
      Given the table "mordheim/behind-a-wall"
      When the scout hides
      And the scout declares a charge against the ork
      Then the charge is refused by rule mordheim.hiding.when
      And the scout is hidden
      And the scout may not charge this turn

    @clause:mordheim.hiding.when
    Scenario: A scout with a compulsory move still to make does not hide before it
      # Its move this turn is the compulsory one, and it hides only where its move ends.
      Given the table "mordheim/behind-a-wall"
      And the scout has a compulsory move to make
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when
      When the scout makes its compulsory move 1" north
      And the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.when @clause:mordheim.hiding.staying-hidden
    Scenario: The next turn the hidden scout moves again, along behind its wall
      Given the table "mordheim/behind-a-wall"
      When the scout hides
      And the next turn begins
      And the scout moves 1" north
      Then the scout stands at (0, 1)
      And the scout is hidden

    @clause:mordheim.hiding.declared
    Scenario: A scout already hidden is not hidden twice
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.declared

    @clause:mordheim.hiding.who-cannot
    Scenario Outline: A scout that is <state> may not hide this turn
      Given the table "mordheim/behind-a-wall"
      And the scout is <state>
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.who-cannot

      Examples:
        | state   |
        | fleeing |
        | stunned |

    @clause:mordheim.hiding.who-cannot
    Scenario: A scout that ran may not hide this turn
      Given the table "mordheim/behind-a-wall"
      When the scout runs 1" north then 1" south
      And the scout hides
      Then the hiding is refused by rule mordheim.hiding.who-cannot

    @clause:mordheim.hiding.who-cannot
    Scenario: The runner's "not this turn" lapses: next turn the scout may hide
      # "не может прятаться в этот ход": this turn only. Next turn it stays behind the wall and hides.
      Given the table "mordheim/behind-a-wall"
      When the scout runs 1" north then 1" south
      And the next turn begins
      And the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.who-cannot
    Scenario: A hero that charged may not hide this turn
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 4.5" east of the hero
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      And the hero hides
      Then the hiding is refused by rule mordheim.hiding.who-cannot

    @clause:mordheim.hiding.when @clause:mordheim.charging.declaration
    Scenario: A hero that has declared a charge may not hide before the charge is moved
      # "Модель может быть спрятана, если ее передвижение заканчивается за невысокой стеной": the hero's move
      # this turn is its declared charge, still to be made.
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 0.5" east of the hero
      And an enemy ork stands 12" east of the hero
      When the hero declares a charge against the ork
      And the hero hides
      Then the hiding is refused by rule mordheim.hiding.when
      And the hero is not hidden

    @clause:mordheim.hiding.who-cannot @ruling:mordheim.hiding.charged=only-completed-charges
    Scenario: Under the reading "only completed charges" a hero whose charge failed may hide
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 4.5" east of the hero
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      And the hero hides
      Then the hero is hidden

    @clause:mordheim.hiding.who-cannot @ruling:mordheim.hiding.charged=only-completed-charges
    Scenario: Under the reading "only completed charges" a Skaven whose charge ended in a fall may hide
      # It fell jumping down from the roof and reached nobody: it did not reach base contact by charging.
      Given the table "mordheim/skaven-on-roof"
      And a wall 1" high stands 0.5" east of the roof
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 5 and 2
      Then the skaven is not in close combat
      When the skaven hides
      Then the skaven is hidden

    @clause:mordheim.hiding.who-cannot @ruling:mordheim.hiding.hurried-move=hidden-no-longer
    Scenario: The hidden scout that runs along behind its wall is hidden no longer: a running model cannot be hiding
      # "Модель, которая бежит ... не может прятаться в этот ход": it stays behind the wall all the way.
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout runs 3" north
      Then the scout is not hidden
      And rule mordheim.hiding.who-cannot is applied

    @clause:mordheim.hiding.staying-hidden @ruling:mordheim.hiding.hurried-move=stays-hidden-behind-cover
    Scenario: Under the reading "stays hidden behind cover" the hidden scout that runs along behind its wall stays hidden
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout runs 3" north
      Then the scout is hidden

    @clause:mordheim.hiding.who-cannot @ruling:mordheim.hiding.hurried-move=hidden-no-longer
    Scenario: The hidden scout that flees along behind its wall is hidden no longer: a fleeing model cannot be hiding
      # "Модель, которая бежит, отступает, оглушена или атакует, не может прятаться в этот ход": fleeing is in the
      # same list as running, and the scout keeps behind the wall all the way.
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      And the scout is fleeing
      And the scout has a compulsory move to make
      When the scout makes its compulsory move 3" north
      Then the scout is not hidden
      And rule mordheim.hiding.who-cannot is applied

    @clause:mordheim.hiding.staying-hidden @ruling:mordheim.hiding.hurried-move=stays-hidden-behind-cover
    Scenario: Under the reading "stays hidden behind cover" the hidden scout that flees along behind its wall stays hidden
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      And the scout is fleeing
      And the scout has a compulsory move to make
      When the scout makes its compulsory move 3" north
      Then the scout is hidden

    @clause:mordheim.hiding.who-cannot @ruling:mordheim.hiding.hurried-move=hidden-no-longer
    Scenario: The hidden scout that is stunned behind its wall is hidden no longer: a stunned model cannot be hiding
      # "оглушена ... не может прятаться в этот ход"; the orc's move shows it nothing, the wall still between them.
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      And the scout is stunned
      When the ork moves 1" north
      Then the scout is not hidden
      And rule mordheim.hiding.who-cannot is applied

    @clause:mordheim.hiding.staying-hidden @ruling:mordheim.hiding.hurried-move=stays-hidden-behind-cover
    Scenario: Under the reading "stays hidden behind cover" the hidden scout that is stunned behind its wall stays hidden
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      And the scout is stunned
      When the ork moves 1" north
      Then the scout is hidden

  Rule: detection within the enemy's Initiative

    @clause:mordheim.hiding.detection
    Scenario Outline: An orc of Initiative 3, <gap> from the scout: hiding is <result>
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands <gap> east of the scout
      When the scout hides
      Then the <check>

      Examples:
        | gap  | result  | check                                                 |
        | 2.5" | refused | hiding is refused by rule mordheim.hiding.detection   |
        | 3"   | refused | hiding is refused by rule mordheim.hiding.detection   |
        | 3.5" | allowed | scout is hidden                                       |

    @clause:mordheim.hiding.detection
    Scenario: An orc of Initiative 3 on a roof 2" high, 2.4" away on the table plane, is too close for the scout to hide
      # "в пределах расстояния, равного их Инициативе в дюймах", measured on the table plane by default
      # (ruling mordheim.movement.measuring-height): 2.4" is within 3".
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And a roof 2" high stands 2" east of the scout
      And an enemy ork stands 2.4" east of the scout
      And the ork stands on the roof
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.detection

    @clause:mordheim.hiding.detection @ruling:mordheim.movement.measuring-height=with-height
    Scenario Outline: Under the reading "with height" an orc of Initiative 3 on a roof <height> high, 2.4" away on the plane: hiding is <result>
      # 2.4" on the plane and the roof's height up: 2.4 x 2.4 + 1.8 x 1.8 = 5.76 + 3.24 = 9, exactly 3",
      # within the orc's Initiative of 3 (inclusive); 2.4 x 2.4 + 2 x 2 = 9.76, about 3.12", beyond it.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And a roof <height> high stands 2" east of the scout
      And an enemy ork stands 2.4" east of the scout
      And the ork stands on the roof
      When the scout hides
      Then the <check>

      Examples:
        | height | result  | check                                               |
        | 1.8"   | refused | hiding is refused by rule mordheim.hiding.detection |
        | 2"     | allowed | scout is hidden                                     |

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: An orc of Initiative 3 walking along a roof 2" high past the hidden scout, 2.5" from it on the plane, detects it
      # Level with the scout the orc's base is 2.5" from the scout's on the table plane (the default of ruling
      # mordheim.movement.measuring-height), within 3"; where it starts and stops, about 3.03".
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And a roof 2" high stands 2" east of the scout
      And an enemy ork stands at (3.5, -2)
      And the ork stands on the roof
      And the scout is hidden
      When the ork moves 4" north
      Then the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way @ruling:mordheim.movement.measuring-height=with-height
    Scenario: Under the reading "with height" the orc walking along the roof 2" high never comes within 3" of the hidden scout
      # Its nearest, 2.5" on the plane and 2" up: 2.5 x 2.5 + 2 x 2 = 10.25, about 3.2", beyond its Initiative of 3.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And a roof 2" high stands 2" east of the scout
      And an enemy ork stands at (3.5, -2)
      And the ork stands on the roof
      And the scout is hidden
      When the ork moves 4" north
      Then the scout is hidden

    @clause:mordheim.hiding.detection
    Scenario: An orc moving to exactly its Initiative (3") from the hidden scout detects it, wall or no wall
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      And the ork has Movement 6"
      When the ork moves 5.5" west
      Then the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: Walking past an orc of Initiative 3 within 3" of it, the hidden scout is detected, though it ends farther away
      # "всегда будут ... определять": at (0, 2) the scout's base is 2.5" from the orc's; where it starts and
      # where it stops, about 3.03". The wall hides it from the orc all the way.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, 2)
      And the scout is hidden
      When the scout moves 4" north
      Then the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: An orc of Initiative 3 walking past the hidden scout within 3" of it detects it, though it ends farther away
      # Level with the scout the orc's base is 2.5" from the scout's; where it starts and stops, about 3.03".
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, -2)
      And the scout is hidden
      When the ork moves 4" north
      Then the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @clause:mordheim.jumping-down.failure @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: The Skaven that walks past the goblin hidden on the roof and then falls jumping down has detected it on its way
      # Its move ends where it fell, at the foot of the wall, short of the 2" it meant to go on; but it walked
      # the 3" to the edge first, and there it passed 3.9" from the goblin's base, within its Initiative of 4.
      Given the table "mordheim/skaven-on-roof"
      And a wall 1" high stands 3.3" north of the skaven
      And an enemy goblin stands at (1.5, 4.9)
      And the goblin stands on the roof
      And the goblin is hidden
      When the skaven moves 3" east then jumps down then 2" east and the dice show 5 and 2
      Then the skaven falls
      And the goblin is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=where-the-move-ends
    Scenario: Under the reading "where the move ends" the scout that walks past the orc within 3" of it stays hidden
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, 2)
      And the scout is hidden
      When the scout moves 4" north
      Then the scout is hidden

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=where-the-move-ends
    Scenario: Under the reading "where the move ends" the orc that walks past the hidden scout within 3" of it detects nothing
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, -2)
      And the scout is hidden
      When the ork moves 4" north
      Then the scout is hidden

  Rule: a charge is looked at all along its route

    @clause:mordheim.hiding.detection @clause:mordheim.charging.double-movement @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: An orc of Initiative 3 charging past the hidden scout within 3" of it detects it, though its charge ends farther away
      # "всегда будут ... определять": the orc's charge goes straight north to the hero, by the shortest route.
      # Level with the scout the orc's base is 2.5" from the scout's; where the charge starts about 3.03", where
      # it ends about 5.1". The wall hides the scout from the orc all the way.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, -2)
      And a friendly hero stands at (3.5, 6)
      And the scout is hidden
      When the ork charges the enemy hero
      Then the ork is in close combat with the hero
      And the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.running.ignored-enemies @clause:mordheim.running.enemy-within-8 @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: The scout the orc detected charging past it counts for the goblin's run: the goblin 6.8" from it may not run
      # "прячущиеся модели не считаются": once detected, the scout is hidden no longer, and the goblin's run,
      # a remaining move made after the charge, meets it within 8". The wall hides the scout from the goblin.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, -2)
      And an enemy goblin stands at (5, -6)
      And a friendly hero stands at (3.5, 6)
      And the scout is hidden
      When the ork charges the enemy hero
      And the goblin runs 4" south
      Then the run is refused by rule mordheim.running.enemy-within-8

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-on-the-way=where-the-move-ends
    Scenario: Under the reading "where the move ends" the orc charging past the hidden scout within 3" of it detects nothing
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3.5, -2)
      And a friendly hero stands at (3.5, 6)
      And the scout is hidden
      When the ork charges the enemy hero
      Then the ork is in close combat with the hero
      And the scout is hidden

    @clause:mordheim.hiding.detection @clause:mordheim.jumping-down.skaven-example @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: The Skaven running along the roof before it jumps down to charge detects the goblin hidden on the roof
      # The charge's route is every leg of it, on every floor. Running 3" east along the roof the Skaven
      # (Initiative 4) passes 3.9" from the goblin's base; where it starts and where it jumps down, about 4.12".
      # The low wall on the roof hides the goblin from the Skaven and from the street.
      Given the table "mordheim/skaven-on-roof"
      And a wall 1" high stands 3.3" north of the skaven
      And an enemy goblin stands at (1.5, 4.9)
      And the goblin stands on the roof
      And the goblin is hidden
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 1 and 1
      Then the skaven is in close combat with the ork
      And the goblin is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.hiding.detection-on-the-way=anywhere-on-the-way
    Scenario: The goblin stepping out to intercept the hero passes within 3" of the hidden scout and detects it
      # The interceptor moves too: 1.5" south to meet the hero, its base passing 2.95" from the scout's, about
      # 3.02" where it starts and where it stops. The low wall hides the scout from it all the way.
      Given the table "mordheim/interception-past-a-hidden-scout"
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the scout is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.hiding.moving-into-view @clause:mordheim.charging.failed.move @ruling:mordheim.hiding.hurried-move=stays-hidden-behind-cover
    Scenario: Under the reading "stays hidden behind cover", charging past the gap between two low walls the hidden scout is seen through it, though its failed charge ends behind them
      # "передвигается так, что ее можно увидеть": the 0.02" gap is level with the orc. The scout's charge
      # (Movement 3", 6") falls short of the goblin beyond the hedge, so it moves its normal 3" north and stops
      # behind the northern wall, out of everybody's sight; on its way it passed the gap in the orc's sight.
      # (By default a model that charges is hidden no longer whatever its way: ruling mordheim.hiding.hurried-move.)
      Given the table "mordheim/gap-between-low-walls"
      And the scout has Movement 3"
      And an enemy goblin stands at (0, 12)
      And a hedge 1" high stands 8.5" north of the scout
      And the scout is hidden
      When the scout charges the enemy goblin
      Then the scout is not in close combat
      And the scout is not hidden
      And rule mordheim.hiding.moving-into-view is applied

  Rule: staying hidden and being revealed

    @clause:mordheim.hiding.staying-hidden
    Scenario: The scout moves along behind its wall and stays hidden
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout moves 2" north
      Then the scout is hidden
      And rule mordheim.hiding.staying-hidden is applied

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.hiding.moving-into-view
    Scenario: Stepping past the end of its wall into the orc's sight and back, the scout is hidden no longer
      # "Она даже может двигаться, если во время движения не выходит из-за укрытия": at (0, 2) the line from
      # the orc passes north of the wall's end at (1.5, 1.5), so the scout is seen on the way, though it ends
      # its move where it began.
      Given the table "mordheim/end-of-a-wall"
      And the scout is hidden
      When the scout moves 2" north then 2" south
      Then the scout is not hidden

    @clause:mordheim.hiding.staying-hidden
    Scenario: Moving along behind the short wall, not past its end, the scout stays hidden
      Given the table "mordheim/end-of-a-wall"
      And the scout is hidden
      When the scout moves 1" north then 1" south
      Then the scout is hidden

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.hiding.moving-into-view
    Scenario: Walking past a gap 0.02" wide between two low walls, the scout is seen through it and hidden no longer
      # From the orc level with the gap, the line between the centres passes through it only while the scout
      # is on a stretch of its walk about 0.02" long; before it and after it the walls hide the scout.
      Given the table "mordheim/gap-between-low-walls"
      And the scout is hidden
      When the scout moves 2" north
      Then the scout is not hidden
      And rule mordheim.hiding.moving-into-view is applied

    @clause:mordheim.hiding.staying-hidden
    Scenario: Leaving the wall behind, the scout is hidden no longer
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout moves 3" west
      Then the scout is not hidden

    @clause:mordheim.hiding.moving-into-view
    Scenario: Stepping past the end of the wall into the orc's view reveals the scout
      Given a scout with Movement 5" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (9.5, 6)
      And the scout is hidden
      When the scout moves 4.6" north
      Then the scout is not hidden
      And rule mordheim.hiding.moving-into-view is applied

    @clause:mordheim.hiding.enemy-sees
    Scenario: The orc walks round the end of the wall, sees the scout and the marker is removed
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3, 6)
      And the scout is hidden
      When the ork moves 4" west
      Then the scout is not hidden
      And rule mordheim.hiding.enemy-sees is applied

    @clause:mordheim.hiding.enemy-sees
    Scenario: The orc that steps round the end of the wall and back does not reveal the scout: where its move ends it cannot see it
      # The wall runs from 4" south to 4" north of the scout, 1" to 1.5" east of its centre. From (1, 6), 2" west of
      # where it stood, the orc's line to the scout passes north of the wall: it sees the scout there. From (3, 6),
      # where its move ends, the line meets the wall. "Если противник передвинулся так, что он может видеть
      # прячущегося воина": by default (ruling mordheim.hiding.enemy-sight-on-the-way) only where the move ends counts.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3, 6)
      And the scout is hidden
      When the ork moves 2" west then 2" east
      Then the scout is hidden
      And the ork stands at (3, 6)

    @clause:mordheim.hiding.enemy-sees @ruling:mordheim.hiding.enemy-sight-on-the-way=anywhere-on-the-way
    Scenario: Under the reading "anywhere on the way" the orc that steps round the end of the wall and back reveals the scout
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3, 6)
      And the scout is hidden
      When the ork moves 2" west then 2" east
      Then the scout is not hidden
      And the ork stands at (3, 6)
      And rule mordheim.hiding.enemy-sees is applied

    @clause:mordheim.hiding.enemy-sees @ruling:mordheim.hiding.enemy-sight-on-the-way=anywhere-on-the-way
    Scenario: Under the reading "anywhere on the way" the orc that walks along the far side of the wall never sees the scout
      # From (6, 3) to (6, -1) the orc's line to the scout meets the wall all the way, and the orc keeps more than its
      # Initiative of 3" from it: the scout stays hidden.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (6, 3)
      And the scout is hidden
      When the ork moves 4" south
      Then the scout is hidden

    @clause:mordheim.hiding.enemy-sees @clause:mordheim.charging.intercepting.eligible
    Scenario: The goblin that steps out to intercept the hero sees the hidden scout: the marker is removed
      # From where it stood a column hid the scout from the goblin; where it meets the hero, nothing does.
      Given the table "mordheim/interception"
      And a column1 3" high stands 0.5" east of the ork
      And a column2 3" high stands 2.5" east of the goblin
      And a friendly scout stands at (14, 2)
      And the scout is hidden
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the scout is not hidden
      And rule mordheim.hiding.enemy-sees is applied

    @clause:mordheim.hiding.protection
    Scenario: A hidden model cannot be shot at
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the ork fires at the enemy scout
      Then the shot is refused by rule mordheim.hiding.protection

    @clause:mordheim.hiding.shooting-and-casting
    Scenario: Shooting from hiding gives the scout away
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout fires at the enemy ork
      Then the scout is not hidden
      And the scout has shot

    @clause:mordheim.hiding.shooting-and-casting @clause:mordheim.hiding.when
    Scenario: Having given itself away by shooting, the scout cannot hide again in the shooting phase
      # "Модель может быть спрятана, если ее передвижение заканчивается за невысокой стеной": a model hides as its
      # move ends, in the Movement phase; after shooting it "может быть целью для стрельбы как обычно".
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout fires at the enemy ork
      And the scout hides
      Then the hiding is refused by rule mordheim.hiding.when
      And the scout is not hidden

    @clause:mordheim.hiding.shooting-and-casting
    Scenario: Casting from hiding gives the scout away
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout casts a spell
      Then the scout is not hidden

    @clause:mordheim.hiding.shooting-and-casting @ruling:mordheim.hiding.after-casting=not-after-casting
    Scenario: Having given itself away by casting, the scout may not hide again this turn
      # "Пока модель спрятана, она не может ... читать заклинания, не выдав своей позиции": the spell is cast in the
      # Movement phase, and the marker put back at once would give nothing away.
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout casts a spell
      And the scout hides
      Then the hiding is refused by rule mordheim.hiding.shooting-and-casting
      And the scout is not hidden

    @clause:mordheim.hiding.shooting-and-casting @ruling:mordheim.hiding.after-casting=not-after-casting
    Scenario: Having given itself away by casting, the scout may hide again the next turn
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout casts a spell
      And the next turn begins
      And the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.shooting-and-casting @ruling:mordheim.hiding.after-casting=may-hide-after-casting
    Scenario: Under the reading "may hide after casting" the scout that gave itself away by casting hides again at once
      Given the table "mordheim/behind-a-wall"
      And the scout is hidden
      When the scout casts a spell
      And the scout hides
      Then the scout is hidden

  Rule: jumps, climbs and leaps are part of the move

    @clause:mordheim.hiding.when
    Scenario: A parapet on the balcony above is no wall the scout in the street below can hide behind
      # "за невысокой стеной": the parapet stands on the balcony, 4" above the street, not beside the scout.
      Given the table "mordheim/street-under-a-balcony"
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.jumping-down.success @ruling:mordheim.hiding.jumps-climbs-leaps=along-the-whole-movement
    Scenario: Jumping down from behind the parapet to behind the street's wall, the scout leaves its cover on the way
      # "прыгая вниз в процессе движения": half way down nothing stands beside it.
      Given the table "mordheim/balcony-over-a-wall"
      And the scout is hidden
      When the scout jumps down and the dice show 1 and 1
      Then the scout is not hidden
      And rule mordheim.hiding.staying-hidden is applied

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.jumping-down.success @ruling:mordheim.hiding.jumps-climbs-leaps=at-the-ends-only
    Scenario: Under the reading "at the ends only" the scout jumping down from behind the parapet to behind the street's wall stays hidden
      Given the table "mordheim/balcony-over-a-wall"
      And the scout is hidden
      When the scout jumps down and the dice show 1 and 1
      Then the scout is hidden

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.climbing.distance @ruling:mordheim.hiding.jumps-climbs-leaps=along-the-whole-movement
    Scenario: Climbing down from behind the parapet to behind the street's wall, the scout leaves its cover on the way
      Given the table "mordheim/balcony-over-a-wall"
      And the scout is hidden
      When the scout moves climbs down and the die shows 1
      Then the scout is not hidden
      And rule mordheim.hiding.staying-hidden is applied

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.climbing.distance @ruling:mordheim.hiding.jumps-climbs-leaps=at-the-ends-only
    Scenario: Under the reading "at the ends only" the scout climbing down from behind the parapet to behind the street's wall stays hidden
      Given the table "mordheim/balcony-over-a-wall"
      And the scout is hidden
      When the scout moves climbs down and the die shows 1
      Then the scout is hidden

    @clause:mordheim.hiding.detection @clause:mordheim.leaping.in-run-or-charge @ruling:mordheim.hiding.jumps-climbs-leaps=along-the-whole-movement
    Scenario: An orc of Initiative 3 leaping over the alley passes within 3" of the scout hidden below and detects it
      # Over the middle of the gap the orc's base is 2.9" from the scout's on the table plane (the default of
      # ruling mordheim.movement.measuring-height); at its edges about 3.03".
      Given the table "mordheim/alley-between-roofs"
      When the orc runs leaps 5.5" east and the die shows 1
      Then the scout is not hidden
      And the sentry is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.detection @clause:mordheim.leaping.in-run-or-charge @ruling:mordheim.hiding.jumps-climbs-leaps=along-the-whole-movement @ruling:mordheim.movement.measuring-height=with-height
    Scenario: Under the reading "with height" the orc leaping 4" above the scout never comes within 3" of it
      # Its nearest, 2.9" on the plane and 4" up: 2.9 x 2.9 + 4 x 4 = 24.41, about 4.94", beyond its Initiative
      # of 3. The sentry, on the orc's own roof, is found as before.
      Given the table "mordheim/alley-between-roofs"
      When the orc runs leaps 5.5" east and the die shows 1
      Then the scout is hidden
      And the sentry is not hidden

    @clause:mordheim.hiding.detection @clause:mordheim.leaping.in-run-or-charge @ruling:mordheim.hiding.jumps-climbs-leaps=at-the-ends-only
    Scenario: Under the reading "at the ends only" the orc leaping over the alley detects the sentry it runs past, not the scout below the gap
      # The run-up to the edge is a walk on the roof, looked at all along under either reading.
      Given the table "mordheim/alley-between-roofs"
      When the orc runs leaps 5.5" east and the die shows 1
      Then the scout is hidden
      And the sentry is not hidden
      And rule mordheim.hiding.detection is applied

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.jumping-down.failure @ruling:mordheim.hiding.after-a-fall=looked-at-as-the-move
    Scenario: The scout that falls jumping down beside the tall column lands behind it, out of the orc's sight, and stays hidden
      # "столько, сколько она остается за стеной или чем-то подобным": the column stands beside it all the way
      # down and hides it from the orc; a fall is not among the things the text says end hiding.
      Given the table "mordheim/balcony-by-a-column"
      And the scout is hidden
      When the scout jumps down and the dice show 5 and 2
      Then the scout falls
      And the scout is hidden

    @clause:mordheim.hiding.staying-hidden @clause:mordheim.jumping-down.failure @ruling:mordheim.hiding.after-a-fall=a-fall-reveals
    Scenario: Under the reading "a fall reveals" the scout that falls jumping down beside the tall column is hidden no longer
      Given the table "mordheim/balcony-by-a-column"
      And the scout is hidden
      When the scout jumps down and the dice show 5 and 2
      Then the scout falls
      And the scout is not hidden

  Rule: other readings

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-radius=exclusive-sight-needed
    Scenario: Under the reading "exclusive, sight needed" an orc 3" away behind the wall does not detect the scout
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands 3" east of the scout
      When the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.when @ruling:mordheim.hiding.cover=players-agree
    Scenario: Under the reading "the players agree" the engine takes the cover as given: a wall 2" away hides the scout
      # Under the default the wall is too far away to hide behind; here the players' word on cover is taken,
      # and the wall still stands between the scout and the orc.
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 2" east of the scout
      And an enemy ork stands 8" east of the scout
      When the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.when @ruling:mordheim.hiding.cover=players-agree
    Scenario: Under the reading "the players agree" a scout in the orc's plain sight still may not hide
      # Only the claim to cover is taken as given; that no enemy sees the scout is still checked.
      Given a scout with Movement 4" and Initiative 4
      And an enemy ork stands 8" east of the scout
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when

    @clause:mordheim.hiding.enemy-sees @ruling:mordheim.hiding.cover=players-agree
    Scenario: Under the reading "the players agree" the orc that walks round the end of the wall still sees the scout
      Given a scout with Movement 4" and Initiative 4
      And a wall 1" high stands 0.5" east of the scout
      And an enemy ork stands at (3, 6)
      And the scout is hidden
      When the ork moves 4" west
      Then the scout is not hidden
      And rule mordheim.hiding.enemy-sees is applied

    @clause:mordheim.hiding.enemy-sees
    Scenario: By default the orc that steps level with the column does not see the scout behind it
      # The line between the centres meets the column 3" high (ruling mordheim.charging.line, default).
      Given the table "mordheim/past-a-column"
      And the scout is hidden
      When the ork moves 3" north
      Then the scout is hidden

    @clause:mordheim.hiding.enemy-sees @ruling:mordheim.charging.line=any-line-between-bases
    Scenario: Under the reading "any line between the bases" the orc that steps level with the column sees the scout past it
      # A line from the north edge of the orc's base to the north edge of the scout's passes the column.
      Given the table "mordheim/past-a-column"
      And the scout is hidden
      When the ork moves 3" north
      Then the scout is not hidden
      And rule mordheim.hiding.enemy-sees is applied

    @clause:mordheim.hiding.when
    Scenario: By default a column on the line between the centres hides the scout from a goblin beyond it
      Given the table "mordheim/past-a-column"
      And an enemy goblin stands at (-8, 0)
      When the scout hides
      Then the scout is hidden

    @clause:mordheim.hiding.when @ruling:mordheim.charging.line=any-line-between-bases
    Scenario: Under the reading "any line between the bases" a goblin sees the scout past the narrow column: it may not hide
      Given the table "mordheim/past-a-column"
      And an enemy goblin stands at (-8, 0)
      When the scout hides
      Then the hiding is refused by rule mordheim.hiding.when

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-radius=exclusive-sight-needed
    Scenario: Under the reading "exclusive, sight needed" the column on the line between the centres keeps the orc 2.9" away from detecting the scout
      Given the table "mordheim/close-past-a-column"
      And the scout is hidden
      When the ork moves 0.1" north
      Then the scout is hidden

    @clause:mordheim.hiding.detection @ruling:mordheim.hiding.detection-radius=exclusive-sight-needed @ruling:mordheim.charging.line=any-line-between-bases
    Scenario: Under the readings "exclusive, sight needed" and "any line between the bases" the orc 2.9" away sees past the column and detects the scout
      # A line from the north edge of the orc's base to the north edge of the scout's passes the column.
      Given the table "mordheim/close-past-a-column"
      And the scout is hidden
      When the ork moves 0.1" north
      Then the scout is not hidden
      And rule mordheim.hiding.detection is applied
