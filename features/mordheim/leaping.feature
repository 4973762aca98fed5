Feature: Leaping gaps (Прыжки через провалы)
  Models may leap gaps of at most 3" (from roof to roof). The leap counts against the
  move and may not be measured first; without enough movement left the model falls,
  otherwise it takes an Initiative test or falls.

  @clause:mordheim.leaping.max-gap @clause:mordheim.leaping.initiative-test @clause:mordheim.leaping.counts-against-move
  Scenario: A hero leaps a 3" gap between two roofs and has 1" left
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 3" east of the roof
    When the hero moves leaps 3" east and the die shows 3
    Then the hero has leapt the gap
    And the hero has 1 inches of movement left
    And the hero stands 6 inches above the table

  @clause:mordheim.leaping.max-gap
  Scenario: From one roof to another 1" lower: the text gives no heights, and the hero leaps the 2" gap
    # "с одной крыши на другую": a drop of 1" has no full 2", so no test for it (mordheim.jumping-down.initiative-tests).
    Given a hero with Movement 4" and Initiative 6
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 5" high stands 2" east of the roof
    When the hero moves leaps 2" east and the die shows 1
    Then the hero has leapt the gap
    And the hero stands 5 inches above the table

  @clause:mordheim.leaping.max-gap @clause:mordheim.jumping-down.initiative-tests
  Scenario: Onto a roof 2" lower the hero leaps, then takes the test of its 2" drop
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 4" high stands 2" east of the roof
    # The leap's test (1) is passed; the drop's one test (4, over Initiative 3) is failed: a fall of 2".
    When the hero moves leaps 2" east and the dice show 1, 4 and 2
    Then the hero falls
    And the hero stands 4 inches above the table

  @clause:mordheim.leaping.max-gap @clause:mordheim.movement.distance
  Scenario Outline: A leap may not land on a scout standing on the far roof, even where the move goes on: <result>
    # The hero lands at (2, 0), at the far edge, and walks on 1" east. Where it lands it stands: a leap to a lower
    # roof jumps down from there, and a failed test of that drop ends its move there ("модель падает с того места,
    # откуда прыгала ... и не может больше двигаться"). No base stands on another: a scout centred nearer than 1"
    # from (2, 0) is under the landing (one at (2, 0.5) is clear of (3, 0), where the move ends); one 1.2" away is
    # beside it.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof <height> high stands 2" east of the roof
    And a friendly scout stands at (<x>, <y>)
    And the scout stands on the far-roof
    When the hero moves leaps 2" east then 1" east and <dice>
    Then the <check>

    Examples:
      | result                             | height | x   | y   | dice                  | check                                              |
      | refused, on the scout              | 6"     | 2   | 0.5 | the die shows 1       | move is refused by rule mordheim.movement.distance |
      | refused, on the scout a roof lower | 4"     | 2   | 0.5 | the dice show 1 and 1 | move is refused by rule mordheim.movement.distance |
      | allowed, beside it                 | 6"     | 2   | 1.2 | the die shows 1       | hero stands at (3, 0)                              |
      | allowed, beside it a roof lower    | 4"     | 2   | 1.2 | the dice show 1 and 1 | hero stands at (3, 0)                              |

  @clause:mordheim.leaping.max-gap @clause:mordheim.movement.ladders-and-obstacles
  Scenario: A leap may not land astride a barrel on the far roof, even where the move goes on over it
    # The hero lands at (2, 0), its base reaching 2.5" east, over the barrel from 2.2" to 3.2": a base never stands
    # on an obstacle, and where the hero lands it stands (as a jump down lands "у подножия стены"), though the
    # walk on to (4, 0) would go over the barrel.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And a barrel 1" high stands 1.7" east of the hero
    When the hero moves leaps 2" east then 2" east and the die shows 1
    Then the move is refused by rule mordheim.movement.ladders-and-obstacles

  @clause:mordheim.leaping.max-gap @clause:mordheim.terrain.barriers @ruling:mordheim.terrain.base-on-barrier=may-end-on-barriers
  Scenario: Under the reading "may end on barriers" a leap may land astride a barrel on the far roof
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And a barrel 1" high stands 1.7" east of the hero
    When the hero moves leaps 2" east then 2" east and the die shows 1
    Then the hero stands at (4, 0)

  @clause:mordheim.leaping.max-gap @ruling:mordheim.leaping.landing-height=same-height
  Scenario: Under the reading "same height" the roof 1" lower cannot be leapt to
    Given a hero with Movement 4" and Initiative 6
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 5" high stands 2" east of the roof
    When the hero moves leaps 2" east
    Then the move is refused by rule mordheim.leaping.max-gap

  @clause:mordheim.leaping.max-gap
  Scenario Outline: A gap of <gap> may be leapt
    Given a hero with Movement 8" and Initiative 6
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands <gap> east of the roof
    When the hero moves leaps <gap> east and the die shows 6
    Then the hero has leapt the gap

    Examples:
      | gap  |
      | 0.5" |
      | 2.9" |
      | 3"   |

  @clause:mordheim.leaping.max-gap @ruling:mordheim.leaping.over-three=refused
  Scenario Outline: Under the reading "refused" a gap of <gap> is refused
    Given a hero with Movement 8" and Initiative 6
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands <gap> east of the roof
    When the hero moves leaps <gap> east
    Then the leap is refused by rule mordheim.leaping.max-gap

    Examples:
      | gap  |
      | 3.1" |
      | 3.5" |

  @clause:mordheim.leaping.max-gap @clause:mordheim.leaping.counts-against-move
  Scenario: By default a leap over 3.5", declared without measuring, ends in the street
    # "вы не можете мерить расстояние перед прыжком": the leap is made and falls (ruling over-three = falls);
    # it falls from the 6" roof with no test; the D3 shows 2: 2 hits at Strength 6, the height in
    # inches (ruling mordheim.jumping-down.falling-damage, default).
    Given a hero with Movement 8" and Initiative 6
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 3.5" east of the roof
    When the hero moves leaps 3.5" east and the die shows 2
    Then the hero falls
    And the hero suffers 2 falling hits at Strength 6
    And the hero stands 0 inches above the table

  @clause:mordheim.leaping.not-enough-movement
  Scenario: With 2" left a 3" leap falls automatically, with no test
    Given a hero with Movement 4" and Initiative 6
    And the hero stands on a roof 5" high, 2" from its east edge
    And a far-roof 5" high stands 3" east of the roof
    When the hero moves 2" east then leaps 3" east and the die shows 1
    Then the hero falls
    And the hero suffers 1 falling hits at Strength 5
    And the hero stands at (2, 0)
    And the hero can move no further this turn

  @clause:mordheim.leaping.not-enough-movement @clause:mordheim.leaping.initiative-test
  Scenario: With exactly 3" left a 3" leap is made, with its test
    Given a hero with Movement 5" and Initiative 2
    And the hero stands on a roof 5" high, 2" from its east edge
    And a far-roof 5" high stands 3" east of the roof
    When the hero moves 2" east then leaps 3" east and the dice show 3 and 2
    Then the hero falls
    And rule mordheim.leaping.initiative-test is applied

  @clause:mordheim.leaping.shooting
  Scenario: A hero that leapt without running may shoot
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    When the hero moves leaps 2" east and the die shows 1
    And the hero fires its missile weapon
    Then the hero has shot
    And rule mordheim.leaping.shooting is applied

  @clause:mordheim.leaping.in-run-or-charge @clause:mordheim.running.no-shooting
  Scenario: A leap may be part of a run, and then the hero may not shoot
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    When the hero runs leaps 2" east then 5" east and the die shows 1
    And the hero fires its missile weapon
    Then the shot is refused by rule mordheim.running.no-shooting

  @clause:mordheim.leaping.in-run-or-charge
  Scenario: A leap may be part of a charge
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And an enemy ork stands 4" east of the hero
    And the ork stands on the far-roof
    When the hero charges the enemy ork by way of leaps 2" east and the die shows 2
    Then the hero is in close combat with the ork
    And rule mordheim.leaping.in-run-or-charge is applied

  @clause:mordheim.leaping.initiative-test
  Scenario: The odds of leaping a 3" gap with Initiative 3
    # One Initiative test: passed on 1-3 of a D6, 1/2; failed, the hero falls 6", 1/2.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 3" east of the roof
    When the hero moves leaps 3" east
    Then the chance that the hero has leapt the gap is 1/2
    And the chance that the hero falls is 1/2

  @clause:mordheim.leaping.not-enough-movement @clause:mordheim.terrain.difficult-ground
  Scenario: A run-up across 2" of difficult ground uses 4": with 1" left the hero falls into a 2" gap
    # Movement 5": the run-up to the edge costs 2" for each of its 2 inches, so 1" is left for the 2" gap.
    Given a hero with Movement 5" and Initiative 3
    And the hero stands on a roof 6" high, 2" from its east edge
    And difficult ground lies 0" to 2" east of the hero
    And a far-roof 6" high stands 2" east of the roof
    When the hero moves leaps 4.5" east
    Then the chance that the hero falls is 1
    And rule mordheim.leaping.not-enough-movement is applied

  @clause:mordheim.leaping.not-enough-movement @clause:mordheim.terrain.difficult-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario: Under the reading "whole move halved" a run-up across difficult ground halves the move: the hero falls into a 2" gap
    # Movement 5" halved to 2", rounded down, all used by the 2" run-up: nothing is left for the gap.
    Given a hero with Movement 5" and Initiative 3
    And the hero stands on a roof 6" high, 2" from its east edge
    And difficult ground lies 0" to 2" east of the hero
    And a far-roof 6" high stands 2" east of the roof
    When the hero moves leaps 4.5" east
    Then the chance that the hero falls is 1
    And rule mordheim.leaping.not-enough-movement is applied

  @clause:mordheim.leaping.counts-against-move @clause:mordheim.terrain.difficult-ground
  Scenario: Landing in difficult ground beyond the gap costs double: the hero has 1" left
    # Movement 6": the 2" gap, then 1" of open roof and 1" of difficult ground (2"): 5" used.
    Given a hero with Movement 6" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And difficult ground lies 3" to 5" east of the hero
    When the hero moves leaps 4" east and the die shows 1
    Then the hero has leapt the gap
    And the hero has 1 inches of movement left

  @clause:mordheim.leaping.not-enough-movement @ruling:mordheim.leaping.enough-movement=must-exceed
  Scenario: Under the reading "must exceed" exactly 3" left for a 3" gap is not enough
    Given a hero with Movement 5" and Initiative 2
    And the hero stands on a roof 5" high, 2" from its east edge
    And a far-roof 5" high stands 3" east of the roof
    When the hero moves 2" east then leaps 3" east and the die shows 1
    Then the hero falls
    And rule mordheim.leaping.not-enough-movement is applied

  @clause:mordheim.leaping.initiative-test @ruling:mordheim.leaping.fall-height=unknown
  Scenario: Under the reading "unknown" a failed leap is a fall recorded without damage
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 3" east of the roof
    When the hero moves leaps 3" east and the die shows 4
    Then the hero falls
    And the hero suffers 0 falling hits
    And the hero stands 0 inches above the table

  @clause:mordheim.leaping.initiative-test @ruling:mordheim.leaping.fall-height=unknown @ruling:mordheim.jumping-down.falling-damage=d3-hits-strength-5
  Scenario: Under the readings "unknown" and "D3 hits at Strength 5" a failed leap still causes D3 hits at Strength 5
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 3" east of the roof
    When the hero moves leaps 3" east and the dice show 4 and 3
    Then the hero falls
    And the hero suffers 3 falling hits at Strength 5

  @clause:mordheim.leaping.counts-against-move @clause:mordheim.movement.distance
  Scenario: A leap of 9" in all with Movement 4" is refused: the walk beyond the gap is more than is left
    # Movement 4": the 2" gap leaves 2" at the far edge, not the 7" of roof beyond it to the point named.
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    When the hero moves leaps 9" east and the die shows 1
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.leaping.counts-against-move @clause:mordheim.movement.distance
  Scenario: A leap ending within the move is made: Movement 4", a 2" gap and 2" of roof beyond it
    Given a hero with Movement 4" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    When the hero moves leaps 4" east and the die shows 1
    Then the hero has leapt the gap
    And the hero has 0 inches of movement left

  @clause:mordheim.leaping.counts-against-move @clause:mordheim.terrain.difficult-ground
  Scenario: Landing beyond the gap in difficult ground that the rest of the move does not pay for is refused
    # Movement 5": the 2" gap leaves 3" at the far edge; 1" of open roof and 2" of difficult ground
    # (4") beyond it need 5".
    Given a hero with Movement 5" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And difficult ground lies 3" to 5" east of the hero
    When the hero moves leaps 5" east and the die shows 1
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.leaping.counts-against-move @clause:mordheim.terrain.difficult-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario: Under the reading "whole move halved" landing in difficult ground beyond the gap halves the whole move
    # Movement 6" halved to 3" by the difficult ground the leap lands in: the 2" gap and the 2" beyond are 4".
    Given a hero with Movement 6" and Initiative 3
    And the hero stands at the east edge of a roof 6" high
    And a far-roof 6" high stands 2" east of the roof
    And difficult ground lies 3" to 5" east of the hero
    When the hero moves leaps 4" east and the die shows 1
    Then the move is refused by rule mordheim.movement.distance
