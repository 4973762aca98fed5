Feature: Thrown riders (ПАДЕНИЕ С ЛОШАДИ)
  A rider who comes off his mount rolls a D6 on the Thrown Riders table.

  Background:
    Given a rider on a horse

  @clause:lotow.mounted.thrown-rider.1
  Scenario: A rider thrown on a 1 takes a Strength 2 hit and lies prone
    When the rider rolls on the thrown-rider table and the die shows 1
    Then the rider is on foot
    And the rider has taken a Strength 2 hit
    And the rider lies prone

  @clause:lotow.mounted.thrown-rider.1
  Scenario: A rider thrown on a 1 while in close combat fights lying down
    Given the rider is in close combat
    When the rider rolls on the thrown-rider table and the die shows 1
    And the rider strikes his blows
    Then the rider lies prone
    And rule lotow.mounted.thrown-rider.1 is applied

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario Outline: A rider thrown on a <roll> lands beside the mount and does nothing more
    When the rider rolls on the thrown-rider table and the die shows <roll>
    Then the rider is on foot
    And the rider is standing
    And the rider can do nothing more this turn

    Examples:
      | roll |
      | 2    |
      | 3    |
      | 4    |
      | 5    |

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A rider thrown on 2-5 strikes no blows even if his side wins the fight
    Given the rider is in close combat
    When the rider rolls on the thrown-rider table and the die shows 3
    And the rider strikes his blows
    Then the strike is refused by rule lotow.mounted.thrown-rider.2-5

  @clause:lotow.mounted.thrown-rider.6
  Scenario: A rider thrown on a 6 lands on his feet with no penalty
    When the rider rolls on the thrown-rider table and the die shows 6
    Then the rider is on foot
    And the rider is standing
    And the rider has taken 0 hits

  @clause:lotow.mounted.thrown-rider.1 @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.mounted.thrown-rider.6
  Scenario: The odds of each row of the Thrown Riders table
    # One D6: a 1 is 1/6, 2-5 is 4/6 = 2/3, a 6 is 1/6.
    When the rider rolls on the thrown-rider table
    Then the chance that the rider has taken a Strength 2 hit is 1/6
    And the chance that the rider can do nothing more this turn is 2/3
    And the chance that the rider is thrown is 1

  @clause:lotow.mounted.thrown-rider.1 @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.mounted.thrown-rider.6
  Scenario: The chance of a hit of Strength 2 or more, or 3 or more, from the Thrown Riders table
    # Only a 1 (1/6) deals a hit, of Strength 2; 2-5 and 6 deal none. A hit of Strength 1 or more and
    # of Strength 2 or more are both that 1/6 (a rider who takes no hit has taken no hit of any
    # Strength); no row deals a hit of Strength 3 or more.
    When the rider rolls on the thrown-rider table
    Then the chance that the rider has taken a hit of Strength 1 or more is 1/6
    And the chance that the rider has taken a hit of Strength 2 or more is 1/6
    And the chance that the rider has taken a hit of Strength 3 or more is 0
    And the chance that the rider has taken a hit of Strength 2 or less is 1/6
