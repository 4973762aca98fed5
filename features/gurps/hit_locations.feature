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

  @clause:gurps.visibility.blind-attacker.random-location @clause:gurps.hit-locations.wholly-inaccurate
  Scenario Outline: When <why>, the hit location cannot be chosen
    # 命中的部位必须随机决定, for an attacker who sees nothing and, by 使用上面的规则, for an invisible foe and a
    # foe located in smoke; 黑暗中的乱刺 is a wholly inaccurate attack: 不能有意识地选择攻击部位
    Given the <who> <condition>
    When the swordsman aims at the orc's skull
    Then the aim is refused by rule gurps.visibility.blind-attacker.random-location

    Examples:
      | why                                         | who       | condition                   |
      | the attacker is blind                       | swordsman | is blind                    |
      | the attacker is in the dark                 | swordsman | is in total darkness        |
      | the foe is invisible                        | orc       | is invisible                |
      | the foe stands in a single smoke-filled hex | orc       | is in a smoke-filled hex    |
      | the foe is in supernatural darkness         | orc       | is in supernatural darkness |

  @clause:gurps.visibility.blind-attacker.random-location
  Scenario: By default a torch in the dark lifts only the penalty: the hit location is still random
    Given the swordsman is in total darkness
    When the swordsman aims at the orc's skull, by the light of a torch
    Then the aim is refused by rule gurps.visibility.blind-attacker.random-location

  @clause:gurps.hit-locations.chosen
  @ruling:gurps.visibility.light-removes=sight-restored
  Scenario: Read as restoring sight, a torch in the dark lets him choose the skull
    Given the swordsman is in total darkness
    When the swordsman aims at the orc's skull, by the light of a torch
    Then the hit location is reported as skull

  @clause:gurps.hit-locations.chosen
  Scenario: An attacker in smoke, whose foe stands in the open, chooses where to strike
    # the rules of 能见度 speak of an attacker who cannot see his foe; one in smoke who sees his foe outside it is
    # none of them (ruling gurps.visibility.attacker-in-smoke-sees, by default), and 你通常可以选择攻击他身体的哪个部分
    Given the swordsman is in a smoke-filled hex
    When the swordsman aims at the orc's skull
    Then the hit location is reported as skull

  @clause:gurps.visibility.blind-attacker.random-location
  @ruling:gurps.visibility.attacker-in-smoke-sees=located
  Scenario: Read as seeing his foe only through the smoke, an attacker in smoke strikes a random location
    # as a foe located in smoke, 使用上面的规则: 命中的部位必须随机决定
    Given the swordsman is in a smoke-filled hex
    When the swordsman aims at the orc's skull
    Then the aim is refused by rule gurps.visibility.blind-attacker.random-location
