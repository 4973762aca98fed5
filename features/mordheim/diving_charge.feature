Feature: Diving charge (Атака в прыжке)
  A warrior on a balcony or ledge may charge an enemy below by jumping down onto it when
  the enemy is within 2" of where it lands: one Initiative test per full 2" of height, up
  to 6"; success gives +1 Strength and +1 to hit in the first round of close combat only.

  @clause:mordheim.diving-charge.target @clause:mordheim.diving-charge.initiative-tests @clause:mordheim.diving-charge.bonus
  Scenario: A dive from 6" onto an ork 1" from the landing point
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down and the dice show 4, 1 and 3
    Then the hero is in close combat with the ork
    And the hero has +1 Strength and +1 to hit for the first round of close combat
    And the hero counts as the charger

  @clause:mordheim.diving-charge.failure
  Scenario: One failed test: the hero falls, takes damage and neither moves nor charges
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down and the dice show 2, 5 and 3
    Then the hero falls
    And the hero suffers 3 falling hits at Strength 6
    And the hero is not in close combat
    And the hero can move no further this turn
    And the hero may not charge this turn
    And the hero has no bonus for the first round of close combat

  @clause:mordheim.diving-charge.failure
  Scenario: "Neither move nor charge this turn": the next turn it may do both again
    # "не может двигаться и атаковать противника в этот ход": this turn only.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down and the dice show 2, 5 and 3
    Then the hero can move no further this turn
    And the hero may not charge this turn
    When the next turn begins
    Then the hero may charge this turn
    And the hero has 4 inches of movement left
    And rule mordheim.diving-charge.failure is applied

  @clause:mordheim.diving-charge.target
  Scenario Outline: The enemy must be within 2" of the landing point (<gap> away)
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands <gap> east of the hero
    When the hero charges the enemy ork by way of jumps down and the dice show 1, 1 and 1
    Then the hero is in close combat with the ork
    And the hero <bonus>

    Examples:
      | gap  | bonus                                                        |
      | 2"   | has +1 Strength and +1 to hit for the first round of close combat |
      | 2.1" | has no bonus for the first round of close combat             |

  @clause:mordheim.diving-charge.initiative-tests
  Scenario: A dive from 6.5" is refused, as a jump down would be
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a tower 6.5" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down
    Then the charge is refused by rule mordheim.diving-charge.initiative-tests

  @clause:mordheim.diving-charge.initiative-tests @ruling:mordheim.diving-charge.max-height=tests-capped
  Scenario: Under the reading "tests capped" a dive from 8" takes three tests
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a tower 8" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down and the dice show 1, 2 and 3
    Then the hero is in close combat with the ork
    And the hero has +1 Strength and +1 to hit for the first round of close combat

  @clause:mordheim.diving-charge.initiative-tests @clause:mordheim.diving-charge.bonus
  Scenario: The odds of a diving charge from 6" with Initiative 4
    # Three tests (6" holds three full 2"), each passed on 1-4 of a D6 (2/3):
    # all pass with (2/3)^3 = 8/27; the hero falls with 1 - 8/27 = 19/27.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down
    Then the chance that the hero has +1 Strength and +1 to hit for the first round of close combat is 8/27
    And the chance that the hero is in close combat with the ork is 8/27
    And the chance that the hero falls is 19/27

  @clause:mordheim.diving-charge.initiative-tests
  Scenario: From a roof 6" high onto a balcony 2" high the dive drops 4" and takes two tests
    # "за каждые полные 2" высоты ... как во время обычного прыжка": the drop is 6" - 2" = 4",
    # two full 2", two tests; Initiative 3 passes each on 1-3 of a D6 (1/2): both pass with 1/2 * 1/2 = 1/4.
    Given the table "mordheim/roof-over-balcony"
    When the hero charges the enemy ork by way of jumps down
    Then the chance that the hero is in close combat with the ork is 1/4
    And the chance that the hero has +1 Strength and +1 to hit for the first round of close combat is 1/4
    And the chance that the hero falls is 3/4

  @clause:mordheim.diving-charge.initiative-tests @ruling:mordheim.diving-charge.test-height=elevation
  Scenario: Under the reading "elevation" the dive from the roof 6" high takes three tests, though it drops 4"
    # "за каждые полные 2" высоты, с которой прыгает модель": the roof is 6" high, three full 2", three
    # tests; all pass with (1/2)^3 = 1/8, and the hero falls with 1 - 1/8 = 7/8. A fall is from the 4" drop:
    # D3 hits at Strength 4 (ruling mordheim.jumping-down.falling-damage).
    Given the table "mordheim/roof-over-balcony"
    When the hero charges the enemy ork by way of jumps down
    Then the chance that the hero is in close combat with the ork is 1/8
    And the chance that the hero falls is 7/8

  @clause:mordheim.diving-charge.initiative-tests @ruling:mordheim.diving-charge.test-height=elevation
  Scenario: Under the reading "elevation" the third die of the dive from the roof decides it
    Given the table "mordheim/roof-over-balcony"
    When the hero charges the enemy ork by way of jumps down and the dice show 1, 2, 4 and 2
    Then the hero falls
    And the hero suffers 2 falling hits at Strength 4
    And the hero stands 2 inches above the table

  @clause:mordheim.diving-charge.target @ruling:mordheim.diving-charge.landing=directly-below
  Scenario: Under the reading "directly below" the move from the landing point into contact is free
    Given a hero with Movement 0.75" and Initiative 4
    And the hero stands at the east edge of a balcony 2" high
    And an enemy ork stands 2" east of the hero
    When the hero charges the enemy ork by way of jumps down and the die shows 1
    Then the hero is in close combat with the ork

  @clause:mordheim.diving-charge.target @clause:mordheim.movement.distance
  Scenario: By default a dive may not land on a scout standing below the ledge
    # The hero lands at the foot of the balcony, at (0, 0) (ruling mordheim.diving-charge.landing=
    # declared-landing-point: the foot of the edge it leaves from), where it stands, and where its move ends if a
    # test is failed ("ваша модель падает и получает повреждения, не может двигаться"). No base stands on another:
    # a scout centred 0.5" from there is under the landing, and the dive is refused before any die.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    And a friendly scout stands at (0.5, 0)
    When the hero charges the enemy ork by way of jumps down
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.diving-charge.target @clause:mordheim.movement.distance @ruling:mordheim.diving-charge.landing=directly-below
  Scenario: Under the reading "directly below" a dive may not land on a scout standing below the ledge either
    # The hero lands directly below where it stands, at (0, 0): the scout centred 0.5" from there is under it.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    And a friendly scout stands at (0.5, 0)
    When the hero charges the enemy ork by way of jumps down
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.diving-charge.target @ruling:mordheim.diving-charge.landing=directly-below
  Scenario: Under the reading "directly below" a scout beside the landing point does not stop the dive
    # The scout centred 1.2" north of (0, 0) is beside the landing, not under it.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    And a friendly scout stands at (0, 1.2)
    When the hero charges the enemy ork by way of jumps down and the dice show 4, 1 and 3
    Then the hero is in close combat with the ork
    And the hero has +1 Strength and +1 to hit for the first round of close combat

  @clause:mordheim.diving-charge.target
  Scenario: By default the move from the landing point into contact counts against the charge
    Given a hero with Movement 0.75" and Initiative 4
    And the hero stands at the east edge of a balcony 2" high
    And an enemy ork stands 2" east of the hero
    When the hero charges the enemy ork by way of jumps down and the die shows 1
    Then the hero made a failed charge

  @clause:mordheim.diving-charge.bonus @clause:mordheim.diving-charge.initiative-tests
  Scenario: A drop of 0.5" takes no test, so it earns no bonus
    # "Киньте тест на Инициативу за каждые полные 2" высоты": 0.5" has no full 2", no test is taken;
    # the bonus is for "Если тест пройден успешно", and no test was passed.
    Given a hero with Movement 4" and Initiative 1
    And the hero stands at the east edge of a balcony 0.5" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down
    Then the hero is in close combat with the ork
    And the hero has no bonus for the first round of close combat

  @clause:mordheim.diving-charge.bonus @ruling:mordheim.diving-charge.untested-dive=bonus-for-any-dive
  Scenario: Under the reading "bonus for any dive" the drop of 0.5" earns the bonus all the same
    Given a hero with Movement 4" and Initiative 1
    And the hero stands at the east edge of a balcony 0.5" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down
    Then the hero is in close combat with the ork
    And the hero has +1 Strength and +1 to hit for the first round of close combat

  @clause:mordheim.diving-charge.target
  Scenario: A diving charge is the player's choice: the hero may jump down onto the orc without one
    # "он может осуществить на неё атаку в прыжке": he may; a charge that jumps down and makes no diving charge is a
    # charge with a jump down (three tests for 6", "Если тест пройден, модель может продолжать свое движение"), and
    # earns no bonus.
    Given a hero with Movement 4" and Initiative 4
    And the hero stands at the east edge of a balcony 6" high
    And an enemy ork stands 1" east of the hero
    When the hero charges the enemy ork by way of jumps down, not as a diving charge and the dice show 1, 1 and 1
    Then the hero is in close combat with the ork
    And the hero has no bonus for the first round of close combat

  @clause:mordheim.diving-charge.target @clause:mordheim.jumping-down.initiative-tests @ruling:mordheim.diving-charge.test-height=elevation
  Scenario: Under the reading "elevation" the hero on the roof may rather jump down 4" than dive from 6"
    # A dive takes three tests for the roof's 6" (1/8 to reach the orc); a jump down "за каждые полные 2", которые он
    # пролетит", two for the 4" it drops: Initiative 3 passes both with 1/2 * 1/2 = 1/4, and no bonus.
    Given the table "mordheim/roof-over-balcony"
    When the hero charges the enemy ork by way of jumps down, not as a diving charge
    Then the chance that the hero is in close combat with the ork is 1/4
    And the chance that the hero falls is 3/4

  @clause:mordheim.diving-charge.target
  Scenario: A hero that climbs up during its charge and jumps down onto the orc makes no diving charge
    # "любого врага, который находится под балконом, выступом и т.п., на котором находится ваша модель": the hero
    # stands on the table when its charge begins, not on the balcony it jumps from: its jump down (one test for 2")
    # is a jump down in a charge, and earns no bonus.
    Given a hero with Movement 4" and Initiative 4
    And a balcony 2" high with a ladder up from the hero
    And an enemy ork stands 1" west of the hero
    When the hero charges the enemy ork by way of 2" up the ladder then jumps down and the die shows 1
    Then the hero is in close combat with the ork
    And the hero has no bonus for the first round of close combat
