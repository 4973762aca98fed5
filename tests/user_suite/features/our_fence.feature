Feature: Our fence line
  Our own feature, step and table, on the oracle's rules.

  @clause:lotow.obstacles.thin-fence @clause:lotow.obstacles.fence-combat
  Scenario: Two of our enemies charge the cowboy across our fence
    # Along a 0.25" fence the chargers stand 1.25" out from his centre line; the sheriff,
    # 1" to the north, is sqrt(1.25^2 + 1^2) - 1 = 0.6" from his base.
    Given our cowboy waits at our fence
    When the deputy charges the cowboy across the fence
    And the sheriff charges the cowboy across the fence
    Then the cowboy is engaged with the deputy
    And the cowboy is engaged with the sheriff
    And the sheriff is 0.6" from the cowboy

  @clause:lotow.mounted.thrown-rider.1
  Scenario: Our rider thrown on a 1 takes a Strength 2 hit
    # The Thrown Riders table: 1 - a Strength 2 hit, and he lies prone.
    Given a rider on a horse
    When the rider rolls on the thrown-rider table and the die shows 1
    Then the rider is on foot
    And the rider has taken a Strength 2 hit
