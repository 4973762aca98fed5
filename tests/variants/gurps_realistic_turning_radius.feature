Feature: The realistic turning radius as a variant
  Run with --variant gurps-realistic-turning-radius: the optional rule is in force on every
  table without a scenario naming it.

  @clause:gurps.high-speed.realistic-radius
  Scenario: The radius at 13 yards per second is 13 x 13 / 10 = 16.9, rounded down to 16 yards
    Given a runner with Basic Move 5
    And the runner is moving at 13 yards per second
    When the GM works out the turning radius of the runner
    Then the turning radius is reported as 16
