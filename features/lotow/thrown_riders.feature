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

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: "Nothing more this turn" lapses when the next turn begins
    # "В этот ход боец более ничего делать не может": held this turn, lapsed the next.
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the rider can do nothing more this turn
    When the next turn begins
    Then the rider may still move this turn

  @clause:lotow.mounted.thrown-rider.1 @clause:lotow.mounted.passengers.rider-killed
  Scenario: Outcomes combined: or, not, at least one, none
    # A 1 throws the rider (Strength 2 hit, prone); by default his passenger comes off too and rolls:
    # the 5 lands him beside the mount (2-5), standing.
    Given a passenger riding behind the rider
    When the rider rolls on the thrown-rider table and the dice show 1 and 5
    Then the rider lies prone
    And the passenger does not lie prone
    And the passenger is not in the saddle
    And either the rider lies prone or the passenger lies prone
    And neither the rider is in the saddle nor the passenger is in the saddle
    And at least one of the rider and the passenger has taken a Strength 2 hit
    And none of the rider and the passenger is in the saddle
    And all of the rider and the passenger are thrown

  @clause:lotow.mounted.thrown-rider.1 @clause:lotow.mounted.thrown-rider.2-5
  Scenario: The chance of a combined outcome
    # One D6 for the rider: a 1 (1/6) lays him prone; 2-5 (4/6) leave him unable to act. Either of
    # the two: 1/6 + 4/6 = 5/6; neither: only a 6, 1/6. "Not prone": 5/6.
    When the rider rolls on the thrown-rider table
    Then the chance that the rider lies prone or the rider can do nothing more this turn is 5/6
    And the chance that neither the rider lies prone nor the rider can do nothing more this turn is 1/6
    And the chance that the rider does not lie prone is 5/6

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: Where the thrown rider lands: beside the horse, in base contact with it
    # "спрыгивает на землю (ставится рядом с лошадью)": placed beside the mount, on the ground.
    When the rider rolls on the thrown-rider table and the die shows 4
    Then the rider stands beside the horse
    And the rider is in base contact with the horse
    And the rider is not in the saddle

