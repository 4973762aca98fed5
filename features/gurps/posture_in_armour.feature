Feature: Optional rule: changing posture in armour (可选规则：穿着铠甲改变姿势)
  With this optional rule, a change of posture takes seconds by encumbrance level, and
  the character counts as in his old posture until it is done.

  Background:
    Given the players use the optional rule "posture-in-armour"
    And a knight with Basic Move 5

  @clause:gurps.posture-in-armour.time
  Scenario Outline: At encumbrance level <level> a change of posture takes <seconds> second(s)
    Given the knight has encumbrance level <level>
    When the knight starts to change posture to kneeling
    Then the time to change posture is reported as <seconds>

    Examples:
      | level | seconds |
      | 0     | 1       |
      | 1     | 1       |
      | 2     | 2       |
      | 3     | 3       |
      | 4     | 4       |

  @clause:gurps.posture-in-armour.old-posture
  Scenario: While changing posture he counts as in his old one
    Given the knight has encumbrance level 3
    When the knight starts to change posture to kneeling
    Then the knight counts as standing
    When 1 more second(s) pass for the knight
    Then the knight counts as standing
    When 1 more second(s) pass for the knight
    Then the knight counts as kneeling

  @clause:gurps.posture-in-armour.time
  @ruling:gurps.posture-in-armour.and-so-on=gm
  Scenario: If the GM set the time beyond Medium, Heavy encumbrance has no number from the text
    Given the knight has encumbrance level 3
    When the knight starts to change posture to kneeling
    Then the change is refused by rule gurps.posture-in-armour.time
