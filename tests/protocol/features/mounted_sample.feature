Feature: Mounted clauses beyond the Thrown Riders table, for the sample engines
  The sample engines resolve part of the mounted rules; these scenarios reach clauses
  one of them (or both) does not support, which the compliance matrix must mark skipped.

  @clause:lotow.mounted.passengers.no-shooting-or-fighting
  Scenario: A passenger in close combat strikes no blows
    Given a rider on a horse
    And a passenger riding behind the rider
    And the passenger is in close combat
    When the passenger strikes his blows
    Then the strike is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

  @clause:lotow.mounted.dismounting
  Scenario: A rider dismounts without a test
    Given a rider on a horse
    When the rider dismounts
    Then the rider is on foot

  @clause:lotow.mounted.mounting.6
  Scenario: A fighter who jumps to mount and rolls a 6 is in the saddle
    Given a rider on foot
    And a riderless horse belonging to the rider
    When the rider mounts the horse and the die shows 6
    Then the rider is in the saddle
