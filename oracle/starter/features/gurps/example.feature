# An example feature for GURPS 4e combat, green on the oracle's reference engine.
# Every scenario names the clause it checks (@clause:ID; `oracle clauses --ruleset gurps`).
Feature: The success roll (GURPS)
  3d6 against the effective skill: at most the skill succeeds.

  Background:
    Given a knight riding a war-trained horse

  @clause:gurps.base.success-roll
  Scenario Outline: Riding <skill>, 3d6 shows <roll>: <result>
    # 12 against Riding 12 is "at most the skill"; 13 is not.
    Given the knight has Riding <skill>
    When the knight makes a Riding roll and the dice show <roll>
    Then the roll <result>

    Examples:
      | skill | roll | result   |
      | 12    | 12   | succeeds |
      | 12    | 13   | fails    |
