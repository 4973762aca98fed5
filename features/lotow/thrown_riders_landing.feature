Feature: Where a thrown rider lands (ПАДЕНИЕ С ЛОШАДИ)
  A thrown rider is set "рядом с лошадью" (2-5), "рядом с фигуркой лошади (если это возможно)" (1):
  on the ground beside the mount, his base touching its base, where a base may stand, never over
  another model's base, inside raised ground, or over or beyond a fence the mount stands against.
  The text names no side: the places touching the
  mount are tried from its east (+x) side round both ways, and the first free one is taken.

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A thrown rider is not set on the base of an enemy standing against the horse
    Given a rider on a horse
    And an enemy bandit 0" east of the horse
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the rider stands beside the horse
    And the rider does not stand on another model's base

  @clause:lotow.mounted.thrown-rider.1
  Scenario: A rider thrown over the horse's head is laid beside it, clear of an enemy against it
    Given a rider on a horse
    And an enemy bandit 0" east of the horse
    When the rider rolls on the thrown-rider table and the die shows 1
    Then the rider stands beside the horse
    And the rider does not stand on another model's base
    And the rider lies prone

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A thrown rider lands on the street beside the horse, not inside the boardwalk it stands against
    Given the table "lotow/rider-against-the-boardwalk"
    When the rider rolls on the thrown-rider table and the die shows 4
    Then the rider stands beside the horse
    And the rider is not inside the boardwalk
    And the rider is 0" above the table

  @clause:lotow.mounted.thrown-rider.6
  Scenario: A rider who lands on his feet is not set inside the boardwalk either
    Given the table "lotow/rider-against-the-boardwalk"
    When the rider rolls on the thrown-rider table and the die shows 6
    Then the rider stands beside the horse
    And the rider is not inside the boardwalk

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: Where no base can stand beside the horse, the throw is refused rather than the rider set on a base
    Given the table "lotow/rider-hemmed-in"
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the roll is refused by rule lotow.mounted.thrown-rider.2-5

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A rider thrown from a horse standing against a fence lands on the horse's side of it, not astride it
    # "спрыгивает на землю (ставится рядом с лошадью)": beside the horse, where the fence does not stand
    Given the table "lotow/rider-against-the-fence"
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the rider stands beside the horse
    And the rider does not stand over the fence
    And the rider is on the same side of the fence as the horse

  @clause:lotow.mounted.thrown-rider.6
  Scenario: A rider who lands on his feet beside a horse against a fence is not set beyond the fence either
    Given the table "lotow/rider-against-the-fence"
    When the rider rolls on the thrown-rider table and the die shows 6
    Then the rider stands beside the horse
    And the rider does not stand over the fence
    And the rider is on the same side of the fence as the horse

  Rule: Thrown on a 1 "рядом с фигуркой лошади (если это возможно)": with no room beside the horse (ruling lotow.mounted.thrown-rider.no-room)

    @clause:lotow.mounted.thrown-rider.1
    Scenario: Thrown on a 1 in a narrow alley with no room beside the horse, he is laid at the nearest free place
      # The alley is 2" wide between the wall and the rock, the bandit and the deputy against the horse at
      # either end: the nearest place his base may lie is just beyond the bandit, 1" from the horse's base.
      Given the table "lotow/rider-hemmed-in"
      When the rider rolls on the thrown-rider table and the die shows 1
      Then the rider lies prone
      And the rider has taken a Strength 2 hit
      And the rider does not stand on another model's base
      And the rider is not inside the wall
      And the rider is not inside the rock
      And the rider is 1" from the horse

    @clause:lotow.mounted.thrown-rider.1 @ruling:lotow.mounted.thrown-rider.no-room=refused
    Scenario: Read as "beside the horse or nowhere", the throw on a 1 with no room beside the horse is refused
      Given the table "lotow/rider-hemmed-in"
      When the rider rolls on the thrown-rider table and the die shows 1
      Then the roll is refused by rule lotow.mounted.thrown-rider.1

    @clause:lotow.mounted.thrown-rider.1
    Scenario: With room beside the horse the reading is not asked: he is laid beside it
      Given a rider on a horse
      When the rider rolls on the thrown-rider table and the die shows 1
      Then the rider stands beside the horse
      And the rider lies prone
