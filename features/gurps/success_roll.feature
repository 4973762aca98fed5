Feature: The success roll (a GURPS Basic Set rule the excerpt uses)
  3d6 against the effective skill: at most the skill succeeds; 3-4 always succeed and
  17-18 always fail; criticals by the Basic Set thresholds. The examples use a Riding
  roll on a war-trained horse with both hands on the reins (no modifier).

  Background:
    Given a knight riding a war-trained horse

  @clause:gurps.base.success-roll
  Scenario Outline: Riding <skill>, 3d6 shows <roll>: <result>
    Given the knight has Riding <skill>
    When the knight makes a Riding roll and the dice show <roll>
    Then the roll <result>

    Examples:
      | skill | roll | result                    |
      | 12    | 12   | succeeds                  |
      | 12    | 13   | fails                     |
      | 3     | 4    | succeeds                  |
      | 20    | 17   | fails                     |
      | 20    | 16   | succeeds                  |

  @clause:gurps.base.critical
  Scenario Outline: Riding <skill>, 3d6 shows <roll>: <result>
    Given the knight has Riding <skill>
    When the knight makes a Riding roll and the dice show <roll>
    Then the roll <result>

    Examples:
      | skill | roll | result                      |
      | 12    | 4    | is a critical success       |
      | 14    | 5    | succeeds                    |
      | 15    | 5    | is a critical success       |
      | 15    | 6    | succeeds                    |
      | 16    | 6    | is a critical success       |
      | 15    | 17   | is a critical failure       |
      | 16    | 17   | fails                       |
      | 20    | 18   | is a critical failure       |
      | 5     | 15   | is a critical failure       |
      | 5     | 14   | fails                       |

  @clause:gurps.base.success-roll @clause:gurps.base.critical
  Scenario: The exact chances at Riding 10
    # 3d6 totals of 10 or less: 1+3+6+10+15+21+25+27 = 108 of 216 = 1/2.
    # Critical success: 3 or 4, 4 of 216 = 1/54. Critical failure: 17 or 18, 4 of 216 = 1/54.
    Given the knight has Riding 10
    When the knight makes a Riding roll
    Then the chance that the roll succeeds is 1/2
    And the chance that the roll is a critical success is 1/54
    And the chance that the roll is a critical failure is 1/54

  @clause:gurps.base.critical
  Scenario: At Riding 3, any total of 13 or more is a critical failure
    # 10 or more over the skill: totals 13-18, 216 - 160 = 56 of 216 = 7/27.
    Given the knight has Riding 3
    When the knight makes a Riding roll
    Then the chance that the roll is a critical failure is 7/27
