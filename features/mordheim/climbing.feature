Feature: Climbing (Лазание)
  Any model but an animal may climb up or down walls and fences it touches at the start
  of its Movement phase: up to its Movement, after an Initiative test; a failure means no
  move, or a fall when climbing down.

  @clause:mordheim.climbing.who @clause:mordheim.climbing.contact @clause:mordheim.climbing.distance @clause:mordheim.climbing.initiative-test
  Scenario: A hero climbs 3" up a tower and walks on with the 1" left
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero moves climbs up the tower then 1" east and the die shows 2
    Then the hero has climbed
    And the hero stands 3 inches above the table
    And the hero has 0 inches of movement left

  @clause:mordheim.climbing.distance
  Scenario: The climbed height counts against the move
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero moves climbs up the tower then 1.5" east and the die shows 2
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.climbing.who
  Scenario: An animal may not climb
    Given a hound with Movement 6" and Initiative 4
    And the hound is an animal
    And a tower 3" high stands 0" east of the hound
    When the hound moves climbs up the tower
    Then the climb is refused by rule mordheim.climbing.who

  @clause:mordheim.climbing.too-high
  Scenario Outline: A wall <height> high with Movement 4" <result>
    Given a hero with Movement 4" and Initiative 6
    And a tower <height> high stands 0" east of the hero
    When the hero moves climbs up the tower and the die shows 1
    Then the <check>

    Examples:
      | height | result          | check                                             |
      | 4"     | can be climbed  | hero stands 4 inches above the table              |
      | 4.5"   | cannot          | climb is refused by rule mordheim.climbing.too-high |

  @clause:mordheim.climbing.contact
  Scenario: A hero 1" away from the wall cannot climb it this turn, even after walking up to it
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 1" east of the hero
    When the hero moves 1" east then climbs up the tower
    Then the climb is refused by rule mordheim.climbing.contact

  @clause:mordheim.climbing.contact
  Scenario: A hero that jumps down from a balcony may not then climb a tower it did not touch when the phase began
    # "Модель должна касаться того, по чему собирается лезть, в начале фазы передвижения": the hero began
    # the phase on the balcony 3" high, above the 1.5" tower; the jump down costs no movement, but it moved.
    Given a hero with Movement 4" and Initiative 6
    And the hero stands at the east edge of a balcony 3" high
    And a tower 1.5" high stands 0" east of the hero
    When the hero moves jumps down then climbs up the tower and the dice show 1 and 1
    Then the climb is refused by rule mordheim.climbing.contact

  @clause:mordheim.climbing.contact
  Scenario: Nor may it climb the tower in a second stretch of its move, after the jump down
    Given a hero with Movement 4" and Initiative 6
    And the hero stands at the east edge of a balcony 3" high
    And a tower 1.5" high stands 0" east of the hero
    When the hero jumps down and the die shows 1
    And the hero moves climbs up the tower
    Then the climb is refused by rule mordheim.climbing.contact

  @clause:mordheim.climbing.contact @clause:mordheim.climbing.distance
  Scenario: A hero standing in the street against the 1.5" tower when the phase begins climbs it
    # It touches the tower's wall at the start of the phase; the 1.5" climb leaves 4" - 1.5" = 2.5".
    Given a hero with Movement 4" and Initiative 6
    And a tower 1.5" high stands 0" east of the hero
    When the hero moves climbs up the tower and the die shows 1
    Then the hero stands 1.5 inches above the table
    And the hero has 2.5 inches of movement left

  @clause:mordheim.climbing.no-running
  Scenario: A climbing model may not run
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero runs climbs up the tower then 4" east
    Then the run is refused by rule mordheim.climbing.no-running

  @clause:mordheim.climbing.initiative-test
  Scenario: A failed test to start climbing: no move this turn
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero moves climbs up the tower and the die shows 4
    Then the hero can move no further this turn
    And the hero stands 0 inches above the table
    And the hero stands at (0, 0)

  @clause:mordheim.climbing.initiative-test
  Scenario: The failed test holds for that turn only: the next turn the hero may try again
    # "не может двигаться в этот ход": held this turn; next turn a 2 (<= Initiative 3) takes him up.
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero moves climbs up the tower and the die shows 4
    Then the hero can move no further this turn
    When the next turn begins
    And the hero moves climbs up the tower and the die shows 2
    Then the hero stands 3 inches above the table

  @clause:mordheim.climbing.initiative-test
  Scenario: A failed test ends the move: the chance that the move after the climb is refused
    # Initiative 3: the test to start climbing passes on 1-3 of a D6 (1/2). Failed (1/2), the
    # hero "не может двигаться в этот ход": the walk after it is refused by that rule, with 1/2.
    # Passed (1/2), he is 3" up the tower and walks on.
    Given a hero with Movement 4" and Initiative 3
    And a tower 3" high stands 0" east of the hero
    When the hero moves climbs up the tower
    And the hero moves 1" east
    Then the chance that the walk is refused by rule mordheim.climbing.initiative-test is 1/2
    And the chance that the hero stands 3 inches above the table is 1/2

  @clause:mordheim.climbing.fall-climbing-down
  Scenario: A failed test climbing down: the hero falls from where it started
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    When the hero moves climbs down and the dice show 5 and 3
    Then the hero falls
    And the hero suffers 3 falling hits at Strength 3
    And the hero stands 0 inches above the table
    And the hero can move no further this turn

  @clause:mordheim.climbing.fall-climbing-down @clause:mordheim.climbing.distance
  Scenario: A hero climbs down 3" and has 1" left
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    When the hero moves climbs down then 1" east and the die shows 3
    Then the hero stands 0 inches above the table
    And the hero has 0 inches of movement left

  @clause:mordheim.climbing.fall-climbing-down @clause:mordheim.terrain.barriers
  Scenario: A climb down may not land astride a fence at the foot of the roof, though the move goes on beyond it
    # The hero climbs down the wall where it stands, to (0, 0) on the table, its base reaching to 0.5" east; the
    # fence runs from 0" to 0.5" at the foot of the roof: the base would stand on it there, before the 1" left
    # takes it to (1, 0), clear beyond. A barrier is gone round or jumped over and no base stands on one; the model
    # that climbs down stands at the foot of the wall, where it would fall "с того места, где начинал движение"
    # failing the test.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    And a fence 1" high stands 0" east of the roof
    When the hero moves climbs down then 1" east and the die shows 3
    Then the move is refused by rule mordheim.terrain.barriers

  @clause:mordheim.climbing.fall-climbing-down @clause:mordheim.terrain.barriers
  Scenario: A climb down lands clear of a fence 0.5" from the foot of the roof and the hero walks on over it
    # Control: the fence runs from 0.5" to 1"; the hero's base at (0, 0) reaches to 0.5", touching it, not on it.
    # With Movement 5" the 2" left after the 3" climb take it over the fence to (2, 0).
    Given a hero with Movement 5" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    And a fence 1" high stands 0.5" east of the roof
    When the hero moves climbs down then 2" east and the die shows 3
    Then the hero stands 0 inches above the table
    And the hero stands at (2, 0)

  @clause:mordheim.climbing.initiative-test @clause:mordheim.jumping-down.initiative-tests
  Scenario: The odds of climbing a 3" wall and jumping down its far side
    # Climbing: one Initiative test, 1-3 of a D6 with Initiative 3 = 1/2; failed, no move.
    # Jumping down 3": one full 2", one test = 1/2; failed, a fall.
    # Over the wall: 1/2 * 1/2 = 1/4; stuck at its foot: 1/2; falls from it: 1/2 * 1/2 = 1/4.
    Given the table "mordheim/ruined-wall"
    When the hero moves climbs up the wall-top then 1" east then jumps down
    Then the chance that the hero lands safely is 1/4
    And the chance that the hero falls is 1/4
    And the chance that the hero stands at (0, 0) is 1/2

  @clause:mordheim.climbing.fall-climbing-down @ruling:mordheim.climbing.fall-height=unknown-height
  Scenario: Under the reading "unknown height" a failed climb down is a fall recorded without damage
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    When the hero moves climbs down and the die shows 5
    Then the hero falls
    And the hero suffers 0 falling hits

  @clause:mordheim.climbing.fall-climbing-down @ruling:mordheim.climbing.fall-height=unknown-height @ruling:mordheim.jumping-down.falling-damage=d3-hits-strength-5
  Scenario: Under the readings "unknown height" and "D3 hits at Strength 5" the fall still causes D3 hits at Strength 5
    # "Every fall causes D3 hits at Strength 5, whatever the height": the height need not be known.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 3" high
    When the hero moves climbs down and the dice show 5 and 2
    Then the hero falls
    And the hero suffers 2 falling hits at Strength 5

  @clause:mordheim.climbing.distance
  Scenario: By default a charge may climb: up 2" and on to the orc
    Given a hero with Movement 4" and Initiative 3
    And a tower 2" high stands 0" east of the hero
    And an enemy ork stands 3" east of the hero
    And the ork stands on the tower
    When the hero charges the enemy ork by way of climbs up the tower and the die shows 1
    Then the hero is in close combat with the ork

  @clause:mordheim.climbing.no-running @ruling:mordheim.climbing.in-charge=charge-may-not-climb
  Scenario: Under the reading "a charge may not climb" the same charge is refused
    Given a hero with Movement 4" and Initiative 3
    And a tower 2" high stands 0" east of the hero
    And an enemy ork stands 3" east of the hero
    And the ork stands on the tower
    When the hero charges the enemy ork by way of climbs up the tower
    Then the charge is refused by rule mordheim.climbing.no-running

  @clause:mordheim.climbing.who @clause:mordheim.climbing.distance @clause:mordheim.climbing.initiative-test
  Scenario: A hero climbs up a 1.5" fence and over it, and walks on with what is left
    # "Любая модель (за исключением животных!) может лазить вверх или вниз по заборам, стенам": the fence
    # (0.5" thick, from 0.5" to 1" east) is higher than 1", so it cannot be jumped, but it can be climbed. By
    # default (ruling mordheim.climbing.over-a-wall=up-and-down) 1.5" up and 1.5" down = 3" climbed, and
    # 1.5" across (the centre from touching the near face, at 0", to touching the far one, at 1.5"): 4.5" of
    # Movement 6", 1.5" left, walked east to (3, 0).
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    When the hero moves climbs over the fence then 1.5" east and the die shows 2
    Then the hero has climbed
    And the hero stands at (3, 0)
    And the hero stands 0 inches above the table
    And the hero has 0 inches of movement left

  @clause:mordheim.climbing.distance @ruling:mordheim.climbing.over-a-wall=up-only
  Scenario: Under the reading "up only" the climb over the 1.5" fence costs its height once
    # 1.5" up, let down the far side at no cost, and 1.5" across: 3" of Movement 6", 3" left.
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    When the hero moves climbs over the fence and the die shows 2
    Then the hero stands at (1.5, 0)
    And the hero has 3 inches of movement left

  @clause:mordheim.climbing.distance
  Scenario: By default a 3" wall is too much to climb over with Movement 5": 6" would be climbed
    # "Она может лазать на расстояние, равное её Скорости, за одну фазу передвижения": up 3" and down 3" is
    # 6" climbed, more than 5"; and it cannot stop on top of the wall.
    Given a hero with Movement 5" and Initiative 3
    And a wall 3" high stands 0" east of the hero
    When the hero moves climbs over the wall and the die shows 2
    Then the climb is refused by rule mordheim.climbing.distance

  @clause:mordheim.climbing.distance @ruling:mordheim.climbing.over-a-wall=up-only
  Scenario: Under the reading "up only" the hero of Movement 5" climbs over the 3" wall with 0.5" left
    # 3" up and 1.5" across: 4.5" of 5".
    Given a hero with Movement 5" and Initiative 3
    And a wall 3" high stands 0" east of the hero
    When the hero moves climbs over the wall and the die shows 2
    Then the hero stands at (1.5, 0)
    And the hero has 0.5 inches of movement left

  @clause:mordheim.climbing.too-high @ruling:mordheim.climbing.over-a-wall=up-only
  Scenario: A wall higher than the hero's Movement cannot be climbed over, whatever way it is measured
    # "Если высота больше, чем Скорость, модель не может одолеть её": 4.5" > 4".
    Given a hero with Movement 4" and Initiative 6
    And a wall 4.5" high stands 0" east of the hero
    When the hero moves climbs over the wall
    Then the climb is refused by rule mordheim.climbing.too-high

  @clause:mordheim.climbing.initiative-test
  Scenario: A failed test to start climbing the fence: the hero does not move this turn
    # "Если тест провален, модель не может двигаться в этот ход": 4 is more than Initiative 3.
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    When the hero moves climbs over the fence and the die shows 4
    Then the hero can move no further this turn
    And the hero stands at (0, 0)

  @clause:mordheim.climbing.contact
  Scenario: A hero 1" from the fence when the phase begins may not walk up to it and climb it
    # "Модель должна касаться того, по чему собирается лезть, в начале фазы передвижения".
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 1" east of the hero
    When the hero moves 1" east then climbs over the fence
    Then the climb is refused by rule mordheim.climbing.contact

  @clause:mordheim.climbing.who
  Scenario: An animal may not climb over a fence
    Given a hound with Movement 6" and Initiative 4
    And the hound is an animal
    And a fence 1.5" high stands 0" east of the hound
    When the hound moves climbs over the fence
    Then the climb is refused by rule mordheim.climbing.who

  @clause:mordheim.climbing.no-running
  Scenario: A model running may not climb over a fence
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    When the hero runs climbs over the fence then 3" east
    Then the run is refused by rule mordheim.climbing.no-running

  @clause:mordheim.climbing.fall-climbing-down @ruling:mordheim.climbing.over-a-wall=up-and-down-tested
  Scenario: Under the reading "up and down, tested" a failed test at the top of the 2" wall is a fall to its far foot
    # The first die (2) starts the climb; the second (5, more than Initiative 3) fails the test to climb down
    # the far face: "Если тест не пройден при спуске вниз, воин падает". A fall of 2" (ruling
    # mordheim.climbing.fall-height=full-height): D3 hits (the third die, 2) at Strength 2.
    Given a hero with Movement 6" and Initiative 3
    And a wall 2" high stands 0" east of the hero
    When the hero moves climbs over the wall and the dice show 2, 5, 2
    Then the hero falls
    And the hero suffers 2 falling hits at Strength 2
    And the hero stands at (1.5, 0)
    And the hero can move no further this turn

  @clause:mordheim.climbing.initiative-test @ruling:mordheim.climbing.over-a-wall=up-and-down-tested
  Scenario: Under the reading "up and down, tested" the odds of getting over the 2" wall are 1/4
    # Initiative 3: each test passes on 1-3 of a D6 (1/2). Failing the first (1/2) the hero stays at its
    # foot; passing it and failing the second (1/4) it falls to the far foot; passing both (1/4) it stands
    # there unhurt.
    Given a hero with Movement 6" and Initiative 3
    And a wall 2" high stands 0" east of the hero
    When the hero moves climbs over the wall
    Then the chance that the hero falls is 1/4
    And the chance that the hero stands at (0, 0) is 1/2

  @clause:mordheim.climbing.distance
  Scenario: By default a charge may climb over a fence on its way: 3" climbed, 1.5" across, on to the ork
    # The fence hides the ork, 3.5" away: "Если ваш воин хочет атаковать противника в пределах 4", которого он
    # не может видеть ... воин должен пройти тест на Инициативу" (the first die, 1); the second (1) starts
    # the climb. Charge allowance 8"; the ork's base is 3" beyond the fence's far face: 4.5" over the fence
    # and 2" on, 6.5".
    Given a hero with Movement 4" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    And an enemy ork stands 3.5" east of the hero
    When the hero charges the enemy ork by way of climbs over the fence and the dice show 1, 1
    Then the hero is in close combat with the ork

  @clause:mordheim.climbing.who @clause:mordheim.terrain.barriers
  Scenario: A climb over the fence may not come down with the base on a second fence just beyond it
    # The second fence runs from 1.5" to 2" east; coming down over the first, the hero's base would stand
    # from 1" to 2": on it. No base stands on a wall or fence; it is gone round or over.
    Given a hero with Movement 6" and Initiative 3
    And a fence 1.5" high stands 0" east of the hero
    And a fence2 1.5" high stands 0.5" east of the fence
    When the hero moves climbs over the fence
    Then the climb is refused by rule mordheim.terrain.barriers

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: A ladder is walked up, not climbed: the refusal names the rule on ladders
    # "Они могут двигаться ... вверх и вниз по лестницам": open ground, no climb and no test.
    Given a hero with Movement 4" and Initiative 3
    And a roof 3" high with a ladder up from the hero
    When the hero moves climbs up the ladder
    Then the move is refused by rule mordheim.movement.ladders-and-obstacles
