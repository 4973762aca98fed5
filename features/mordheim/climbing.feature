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
