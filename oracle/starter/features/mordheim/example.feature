# An example feature for Mordheim, green on the oracle's reference engine.
# Every scenario names the clause it checks (@clause:ID; `oracle clauses --ruleset mordheim`).
Feature: Running (Mordheim)
  A runner moves double its Movement.

  @clause:mordheim.running.double-movement @clause:mordheim.running.declared
  Scenario Outline: Movement 4" runs up to 8": a run of <distance> is <result>
    # Double Movement: 2 x 4" = 8"; 8.5" is more than that.
    Given a hero with Movement 4" and Initiative 3
    When the hero runs <distance> west
    Then the <check>

    Examples:
      | distance | result  | check                                                   |
      | 8"       | allowed | hero stands at (-8, 0)                                  |
      | 8.5"     | refused | run is refused by rule mordheim.running.double-movement |
