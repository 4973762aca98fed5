# An example feature for Legends of the Old West, green on the oracle's reference engine.
# Every scenario names the clause it checks (@clause:ID; list them with `oracle clauses
# --ruleset lotow`); steps are the oracle's vocabulary (`oracle run` knows them all), and
# your own step modules go in features/steps/, your own named tables in scenarios/.
# Run:  oracle run features                        (the reference engine)
#       oracle run features --engine engine.yaml   (your engine, see engine.yaml)
Feature: Thrown riders (Legends of the Old West)
  A rider who comes off his mount rolls a D6 on the Thrown Riders table.

  Background:
    Given a rider on a horse

  @clause:lotow.mounted.thrown-rider.1
  Scenario: A rider thrown on a 1 takes a Strength 2 hit and lies prone
    # The table: 1 - the rider lands badly, takes a Strength 2 hit and is prone.
    When the rider rolls on the thrown-rider table and the die shows 1
    Then the rider is on foot
    And the rider has taken a Strength 2 hit
    And the rider lies prone

  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A rider thrown on a 3 lands beside his mount and does nothing more
    When the rider rolls on the thrown-rider table and the die shows 3
    Then the rider is on foot
    And the rider is standing
    And the rider can do nothing more this turn
