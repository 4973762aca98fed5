Feature: Thrown riders (ПАДЕНИЕ С ЛОШАДИ): how long the table's rows last, where the rider lands, and combined outcomes
  The same table as thrown_riders.feature, asked about with the clock and with outcomes
  combined (or, not, at least one, none, all).

  Background:
    Given a rider on a horse

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: "Nothing more this turn" lapses when the next turn begins
    # "В этот ход боец более ничего делать не может": held this turn, lapsed the next.
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the rider can do nothing more this turn
    When the next turn begins
    Then the rider may still move this turn

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: "Nothing more this turn": he does not shoot in the Shooting phase
    Given an enemy bandit 5" east of the horse
    When the rider rolls on the thrown-rider table and the die shows 3
    And play moves on to the next phase
    And the rider shoots at the bandit
    Then the shot is refused by rule lotow.mounted.thrown-rider.2-5

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: "Nothing more this turn": he does not shoot from hiding either
    Given an enemy bandit 5" east of the horse
    And the bandit cannot see the rider
    When the rider rolls on the thrown-rider table and the die shows 5
    And the rider shoots from hiding
    Then the shot is refused by rule lotow.mounted.thrown-rider.2-5

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
    And at least one of the rider and the passenger lies prone
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

  Rule: "Ничего" includes looking (ruling lotow.mounted.thrown-rider.looking)

    @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.spotting.roll
    Scenario: By the letter, a rider thrown on a 2-5 makes no spotting roll this turn
      # Ruling lotow.mounted.thrown-rider.looking, default: "более ничего делать не может" admits no
      # exception, and a spotting roll is made by a fighter who "хочет увидеть".
      Given an enemy bandit 5" east of the horse
      And the bandit lies prone behind cover
      And the rider sees part of the bandit
      When the rider rolls on the thrown-rider table and the die shows 3
      And the rider makes a spotting roll for the bandit
      Then the roll is refused by rule lotow.mounted.thrown-rider.2-5

    @clause:lotow.mounted.thrown-rider.2-5
    Scenario: By the letter, he does not look for an enemy this turn either
      Given an enemy bandit 5" east of the horse
      And the bandit lies prone behind cover
      And the rider sees the bandit plainly
      When the rider rolls on the thrown-rider table and the die shows 5
      And the rider looks for the bandit
      Then the look is refused by rule lotow.mounted.thrown-rider.2-5

    @clause:lotow.mounted.thrown-rider.2-5
    Scenario: By the letter, he does not look over a wall this turn
      When the rider rolls on the thrown-rider table and the die shows 2
      And the rider looks over a 0.5" wall
      Then the look is refused by rule lotow.mounted.thrown-rider.2-5

    @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.spotting.roll.4-6
    Scenario: The next turn he looks again
      # "В этот ход": the bar lapses with the turn; his spotting roll of 5 (4-6) sees the bandit.
      Given an enemy bandit 5" east of the horse
      And the bandit lies prone behind cover
      And the rider sees part of the bandit
      When the rider rolls on the thrown-rider table and the die shows 3
      And the next turn begins
      And the rider makes a spotting roll for the bandit and the die shows 5
      Then the bandit is seen by the rider

    @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.spotting.roll.4-6 @ruling:lotow.mounted.thrown-rider.looking=looking-is-not-doing
    Scenario: Read so that looking is not doing, he makes his spotting roll the same turn
      # The spotting roll: 4-6 (here a 5) sees the bandit; he still may not shoot at him.
      Given an enemy bandit 5" east of the horse
      And the bandit lies prone behind cover
      And the rider sees part of the bandit
      When the rider rolls on the thrown-rider table and the die shows 3
      And the rider makes a spotting roll for the bandit and the die shows 5
      Then the bandit is seen by the rider
      And the rider can do nothing more this turn

    @clause:lotow.mounted.thrown-rider.2-5 @ruling:lotow.mounted.thrown-rider.looking=looking-is-not-doing
    Scenario: Read so that looking is not doing, he sees a plainly visible enemy with no roll
      Given an enemy bandit 5" east of the horse
      And the bandit lies prone behind cover
      And the rider sees the bandit plainly
      When the rider rolls on the thrown-rider table and the die shows 5
      And the rider looks for the bandit
      Then the bandit is seen by the rider
