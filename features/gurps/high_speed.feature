Feature: High-speed movement (高速移动)
  Above his Basic Move a mover is at high speed: he must move his velocity, turns only
  after covering his turning radius, brakes and turns early on DX+3, and may lose control.

  @clause:gurps.high-speed.turning-radius
  Scenario: Velocity 13 and Basic Move 5 give a turning radius of 2 yards (the text's example)
    Given a runner with Basic Move 5
    And the runner is moving at 13 yards per second
    When the GM works out the turning radius of the runner
    Then the turning radius is reported as 2
