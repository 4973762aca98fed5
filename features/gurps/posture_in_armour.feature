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

  @clause:gurps.posture-in-armour.time @clause:gurps.posture-in-armour.old-posture
  Scenario: The seconds of combat go on with the change: at Medium encumbrance it is done when the next second begins
    # 在负重2( 中载) 时，需要两秒改变姿势: the change takes this second and the next; 当你在改变姿势的过程中时，
    # 视为处于旧姿势 only until then
    Given the knight has encumbrance level 2
    When the knight starts to change posture to kneeling
    Then the knight counts as standing
    When the next turn begins
    Then the knight counts as kneeling

  @clause:gurps.posture-in-armour.old-posture
  Scenario: At Heavy encumbrance he still counts as standing when the next second begins, and kneels in the one after
    Given the knight has encumbrance level 3
    When the knight starts to change posture to kneeling
    And the next turn begins
    Then the knight counts as standing
    When the next turn begins
    Then the knight counts as kneeling

  @clause:gurps.posture-in-armour.time @clause:gurps.posture-in-armour.old-posture
  Scenario: Going on with the same change of posture does not start it again
    # 在负重2( 中载) 时，需要两秒改变姿势——一次类推: at Heavy encumbrance the change takes 3 seconds in all, however
    # often he says he goes on with it; begun in second 1, he kneels when second 3 begins, as if he had not repeated it
    Given the knight has encumbrance level 3
    When the knight starts to change posture to kneeling
    And the next turn begins
    And the knight starts to change posture to kneeling
    Then the knight counts as standing
    When the next turn begins
    Then the knight counts as kneeling
