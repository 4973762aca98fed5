Feature: Where a falling fighter lands
  "боец падает на землю": he comes down on the ground. A base that would come down inside the
  raised ground he fell from is set at the foot of it, at the nearest place a base may stand; one
  that would come down over another model's base is ruling lotow.falling.onto-a-base.

  @clause:lotow.falling.no-jump-test
  Scenario: A gunman who falls off the edge of a balcony lands at its foot, not inside it
    Given the table "lotow/ridden-horse-below-the-balcony"
    When the gunman falls 3"
    Then the gunman is 0" above the table
    And the gunman is not inside the balcony
    And the gunman does not stand on another model's base

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.onto-a-base=nearest-place
  Scenario: A gunman who falls off a rope onto the bandit below lands on the ground beside him
    Given the table "lotow/gunman-on-a-rope"
    When the gunman falls 3"
    Then the gunman is 0" above the table
    And the gunman does not stand on another model's base

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.onto-a-base=refused
  Scenario: Read so that a drop onto another model's base is refused, the gunman does not fall onto the bandit
    Given the table "lotow/gunman-on-a-rope"
    When the gunman falls 3"
    Then the fall is refused by rule lotow.falling.no-jump-test

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated @ruling:lotow.falling.onto-a-base=nearest-place
  Scenario: An outlaw who falls out of the saddle off a bluff lands at its foot, clear of the kid standing there
    Given the table "lotow/rider-on-the-bluff"
    When the outlaw falls 3"
    Then the outlaw is 0" above the table
    And the outlaw is not inside the bluff
    And the outlaw does not stand on another model's base
    And the horse is 3" above the table

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated @ruling:lotow.falling.onto-a-base=refused
  Scenario: Read so that a drop onto another model's base is refused, the outlaw does not fall onto the kid
    Given the table "lotow/rider-on-the-bluff"
    When the outlaw falls 3"
    Then the fall is refused by rule lotow.falling.no-jump-test

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=mount-falls
  Scenario: Under the reading that the mount falls with him, the horse comes down at the foot of the bluff, not inside it
    Given the table "lotow/rider-on-the-bluff"
    When the outlaw falls 3"
    Then the horse is 0" above the table
    And the outlaw is in the saddle
    And the outlaw does not stand on another model's base
    And the horse is not inside the bluff

  @clause:lotow.mounted.holding @clause:lotow.falling.no-jump-test @ruling:lotow.falling.lands-prone=standing
  Scenario: A gunman holding his horse on the roof who falls off it lands on his feet and no longer holds it
    # "держать её за повод, оставаясь при этом в базовом контакте с фигуркой верхового животного": he lands in the
    # street at the foot of the roof, 3" below the horse and well away from it, out of base contact.
    Given the table "lotow/horse-on-the-roof"
    When the gunman holds the horse by the reins
    And the gunman falls 3"
    Then the gunman is 0" above the table
    And the gunman is not in base contact with the horse
    And the horse is not held by the gunman

  @clause:lotow.mounted.holding @clause:lotow.falling.no-jump-test @ruling:lotow.mounted.holding.prone=lying-too
  Scenario: Read as holding the reins lying down too, the gunman who falls off the roof still lets go of the horse he no longer touches
    Given the table "lotow/horse-on-the-roof"
    When the gunman holds the horse by the reins
    And the gunman falls 3"
    Then the gunman is not in base contact with the horse
    And the horse is not held by the gunman

  @clause:lotow.mounted.holding @clause:lotow.falling.no-jump-test @ruling:lotow.mounted.holding.moving-away=lets-go
  Scenario: A gunman holding his horse on the roof who jumps down off it leaves the horse there and lets go of its reins
    Given the table "lotow/horse-on-the-roof"
    When the gunman holds the horse by the reins
    And the gunman jumps down 3"
    Then the gunman is not in base contact with the horse
    And the horse is not held by the gunman

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
  Scenario: Read as letting go first, the gunman holding his horse on the roof may not jump down away from it
    # Jumping down is his move; holding the reins he moves only where "верховое животное при этом оставалось в
    # базовом контакте с пешей фигуркой". A fall is no move of his, and befalls him holding them or not.
    Given the table "lotow/horse-on-the-roof"
    When the gunman holds the horse by the reins
    And the gunman jumps down 3"
    Then the jump is refused by rule lotow.mounted.holding
    And the horse is held by the gunman
