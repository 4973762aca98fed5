# An example feature for the WWII miniatures rules, green on the oracle's reference engine.
# Every scenario names the clause it checks (@clause:ID; `oracle clauses --ruleset ww2`).
Feature: Dash instead of shooting (WWII)
  Infantry dashes 2D6 cm instead of shooting.

  @clause:ww2.dash.declaration @clause:ww2.dash.distance.infantry
  Scenario: An infantry squad dashes instead of shooting
    # 2D6 showing 3 and 4: 3 + 4 = 7 cm.
    Given an infantry squad "rifles" of 5 soldiers
    When "rifles" declares a dash instead of shooting and the dice show 3 and 4
    Then "rifles" may dash up to 7 cm
    And "rifles" does not shoot this phase
