Feature: Hit locations
  An attacker usually chooses where to strike; a wholly inaccurate attack cannot.

  Background:
    Given a swordsman with Basic Move 5
    And an orc with Basic Move 5

  @clause:gurps.hit-locations.chosen
  Scenario: He chooses to strike the foe's skull
    When the swordsman aims at the orc's skull
    Then the hit location is reported as skull

  @clause:gurps.hit-locations.wholly-inaccurate
  Scenario Outline: A <attack> takes a random hit location
    When the swordsman makes a <attack> at the orc
    Then the hit location is reported as random
    And the orc faces a random hit location

    Examples:
      | attack           |
      | wild swing       |
      | stab in the dark |
      | grenade fragment |

  @clause:gurps.hit-locations.wholly-inaccurate
  Scenario: A wild swing cannot be aimed at the skull
    When the swordsman makes a wild swing at the orc's skull
    Then the aim is refused by rule gurps.hit-locations.wholly-inaccurate
