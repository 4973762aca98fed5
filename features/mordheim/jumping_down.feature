Feature: Jumping down (Прыжок вниз)
  A warrior may jump down from up to 6" at any point of its move, taking an Initiative
  test for every full 2" of the drop. A failure is a fall with damage; success lets the
  move go on, and the drop is not deducted from it.

  Rule: the worked example of the text

    @clause:mordheim.jumping-down.skaven-example @clause:mordheim.jumping-down.success
    Scenario: The Skaven runs 3" to the edge, jumps 5", passes both tests and charges on with 7"
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 4 and 2
      Then the skaven is in close combat with the ork
      And the skaven has used 10 inches of movement
      And rule mordheim.jumping-down.skaven-example is applied

    @clause:mordheim.jumping-down.skaven-example @clause:mordheim.jumping-down.failure
    Scenario Outline: The Skaven fails test <which> and its move ends at the foot of the wall
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show <dice>
      Then the skaven falls
      And the skaven stands at (3, 0)
      And the skaven stands 0 inches above the table
      And the skaven is not in close combat
      And the skaven suffers <hits> falling hits at Strength 5
      And the skaven suffers at least 2 falling hits
      And the skaven suffers at most 3 falling hits

      Examples:
        | which | dice    | hits |
        | 1     | 5, 2    | 2    |
        | 2     | 3, 6, 3 | 3    |

    @clause:mordheim.jumping-down.failure @clause:mordheim.charging.failed.no-shooting
    Scenario: The Skaven whose charge ends in a fall has not made a failed charge: it may still shoot
      # Its move ends at the foot of the wall because it fell, not because the distance was misjudged ("из-за того,
      # что вы ошиблись в определении расстояния"): by default (ruling mordheim.charging.stopped-charge-shooting) the
      # failed charge's "Модель не может стрелять в это ход" does not reach it.
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 5, 2
      Then the skaven falls
      And the skaven may shoot this turn

    @clause:mordheim.jumping-down.failure @clause:mordheim.charging.failed.no-shooting
    @ruling:mordheim.charging.stopped-charge-shooting=no-shooting
    Scenario: Under the reading "no shooting" the Skaven whose charge ends in a fall may not shoot, but may cast
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 5, 2
      Then the skaven falls
      And the skaven may not shoot this turn
      When the skaven casts a spell
      Then the skaven has cast a spell

    @clause:mordheim.jumping-down.skaven-example
    Scenario Outline: After the jump the Skaven has exactly 7" of its charge left
      Given a skaven with Movement 5" and Initiative 4
      And the skaven stands on a roof 5" high, 3" from its east edge
      And an enemy ork stands <gap> east of the skaven
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 1 and 1
      Then the skaven <result>

      Examples:
        | gap  | result                           |
        | 10"  | is in close combat with the ork  |
        | 10.5" | made a failed charge            |

    @clause:mordheim.jumping-down.skaven-example @clause:mordheim.jumping-down.initiative-tests
    Scenario: The odds of the Skaven's landing with Initiative 4
      # Two tests (5" holds two full 2"); each passes on 1-4 of a D6, 4/6 = 2/3.
      # Both pass: 2/3 * 2/3 = 4/9; so it falls with 1 - 4/9 = 5/9.
      # A fall is D3 hits: exactly 3 hits is 5/9 * 1/3 = 5/27.
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down
      Then the chance that the skaven is in close combat with the ork is 4/9
      And the chance that the skaven falls is 5/9
      And the chance that the skaven suffers 3 falling hits at Strength 5 is 5/27

    @clause:mordheim.jumping-down.skaven-example
    Scenario: The odds of at least 2 and at most 1 falling hits for the Skaven
      # It falls with 5/9 (above); D3 gives 2 or 3 hits with 2/3: at least 2 hits is 5/9 * 2/3 = 10/27.
      # At most 1: no fall (4/9 = 12/27, no hits) or a fall with 1 hit (5/9 * 1/3 = 5/27): 17/27.
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 3" east then jumps down
      Then the chance that the skaven suffers at least 2 falling hits is 10/27
      And the chance that the skaven suffers at most 1 falling hits is 17/27

  Rule: one Initiative test for every full 2" of the drop, up to 6"

    @clause:mordheim.jumping-down.initiative-tests @clause:mordheim.jumping-down.max-height @clause:mordheim.jumping-down.success
    Scenario Outline: A jump of <height> takes <tests> test(s)
      Given a hero with Movement 4" and Initiative 6
      And the hero stands at the east edge of a balcony <height> high
      When the hero jumps down and the dice show <dice>
      Then the hero lands safely
      And the hero stands 0 inches above the table
      And rule mordheim.jumping-down.initiative-tests is applied

      Examples:
        | height | tests | dice          |
        | 2"     | 1     | 6             |
        | 3.9"   | 1     | 6             |
        | 4"     | 2     | 6 and 6       |
        | 5"     | 2     | 6 and 6       |
        | 6"     | 3     | 6, 6 and 6    |

    @clause:mordheim.jumping-down.initiative-tests @clause:mordheim.jumping-down.success
    Scenario: A jump of 1.9" holds no full 2" and takes no test
      Given a hero with Movement 4" and Initiative 1
      And the hero stands at the east edge of a balcony 1.9" high
      When the hero jumps down
      Then the hero lands safely
      And the hero has 4 inches of movement left

    @clause:mordheim.jumping-down.max-height
    Scenario: A jump from 6.5" is refused
      Given a hero with Movement 4" and Initiative 6
      And the hero stands at the east edge of a tower 6.5" high
      When the hero jumps down
      Then the jump is refused by rule mordheim.jumping-down.max-height

    @clause:mordheim.jumping-down.max-height @clause:mordheim.jumping-down.success
    Scenario: The jump may come at any point of the move, and the drop costs nothing
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a walkway 4" high, 2" from its east edge
      When the hero moves 2" east then jumps down then 2" east and the dice show 3 and 1
      Then the hero lands safely
      And the hero has 0 inches of movement left
      And the hero stands at (4, 0)

  Rule: the model lands where a base can stand

    @clause:mordheim.jumping-down.success @clause:mordheim.terrain.barriers
    Scenario: A jump down may not land astride a fence at the foot of the walkway, though the move goes on beyond it
      # The walkway's edge is 2" east of the hero and the fence runs from 2" to 2.5" at its foot. Jumping from the
      # edge the hero lands below it, at (2, 0), its base reaching to 2.5": on the fence. A barrier is gone round or
      # jumped over and no base stands on one; the example's skaven lands "у подножия стены", where it stands.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a walkway 4" high, 2" from its east edge
      And a fence 1" high stands 0" east of the walkway
      When the hero moves 2" east then jumps down then 2" east and the dice show 3 and 1
      Then the move is refused by rule mordheim.terrain.barriers

    @clause:mordheim.jumping-down.success @clause:mordheim.jumping-down.failure
    Scenario Outline: A jump down may not land on a scout standing at the foot of the walkway: <result>
      # Jumping from the edge the hero lands below it, at (2, 0), where it stands, and where its move ends if a test
      # is failed ("модель падает с того места, откуда прыгала ... и не может больше двигаться"). No base stands on
      # another: a scout centred nearer than 1" from (2, 0) is under the landing; one 1.2" away is beside it.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a walkway 4" high, 2" from its east edge
      And a friendly scout stands at (<x>, <y>)
      When the hero moves 2" east then jumps down then 2" east and the dice show 3 and 1
      Then the <check>

      Examples:
        | result                | x   | y   | check                                              |
        | refused, on the scout | 2.5 | 0   | move is refused by rule mordheim.movement.distance |
        | allowed, beside it    | 2   | 1.2 | hero stands at (4, 0)                              |

    @clause:mordheim.jumping-down.success @clause:mordheim.terrain.barriers @ruling:mordheim.terrain.base-on-barrier=may-end-on-barriers
    Scenario: Under the reading "may end on barriers" the jump down may land astride the fence at the foot of the walkway
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a walkway 4" high, 2" from its east edge
      And a fence 1" high stands 0" east of the walkway
      When the hero moves 2" east then jumps down then 2" east and the dice show 3 and 1
      Then the hero lands safely
      And the hero stands at (4, 0)

    @clause:mordheim.jumping-down.success @clause:mordheim.terrain.barriers
    Scenario: A jump down lands clear of a fence 1" from the foot of the walkway and the hero walks on over it
      # Control: the fence runs from 3" to 3.5"; landing at (2, 0) the base reaches to 2.5", clear of it.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a walkway 4" high, 2" from its east edge
      And a fence 1" high stands 1" east of the walkway
      When the hero moves 2" east then jumps down then 2" east and the dice show 3 and 1
      Then the hero lands safely
      And the hero stands at (4, 0)

    @clause:mordheim.jumping-down.skaven-example @clause:mordheim.terrain.barriers
    Scenario: A charge may not jump down astride a fence at the foot of the roof
      # As the worked example, but a fence runs from 3" to 3.5" at the foot of the roof: landing at (3, 0) the
      # skaven's base would stand on it.
      Given the table "mordheim/skaven-on-roof"
      And a fence 1" high stands 0" east of the roof
      When the skaven charges the enemy ork by way of 3" east then jumps down and the dice show 4 and 2
      Then the charge is refused by rule mordheim.terrain.barriers

  Rule: a failed test is a fall from where the model jumped

    @clause:mordheim.jumping-down.failure
    Scenario: A hero failing the second test falls 4", takes D3 Strength 4 hits and moves no further
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a walkway 4" high
      When the hero moves jumps down then 2" east and the dice show 2, 5 and 2
      Then the hero falls
      And the hero suffers 2 falling hits at Strength 4
      And the hero can move no further this turn
      And the hero stands at (0, 0)

    @clause:mordheim.jumping-down.failure @ruling:mordheim.jumping-down.falling-damage=d3-hits-strength-5
    Scenario: Under the reading "always Strength 5" a 4" fall gives Strength 5 hits
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a walkway 4" high
      When the hero jumps down and the dice show 6 and 1
      Then the hero suffers 1 falling hits at Strength 5

    @clause:mordheim.jumping-down.failure @ruling:mordheim.jumping-down.falling-damage=unresolved
    Scenario: Under the reading "unresolved" the fall is recorded without rolling its damage
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a walkway 4" high
      When the hero jumps down and the dice show 6
      Then the hero falls
      And the hero suffers 0 falling hits

    @clause:mordheim.jumping-down.initiative-tests @clause:mordheim.jumping-down.failure
    Scenario: The odds of a jump down 5" with Initiative 3
      # Two tests, each passed on 1-3 of a D6 (1/2): lands on 1/2 * 1/2 = 1/4, falls on 3/4.
      # Falls and the D3 shows 1: 3/4 * 1/3 = 1/4.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a roof 5" high
      When the hero jumps down
      Then the chance that the hero lands safely is 1/4
      And the chance that the hero falls is 3/4
      And the chance that the hero suffers 1 falling hits at Strength 5 is 1/4

  Rule: other readings

    @clause:mordheim.jumping-down.initiative-tests @ruling:mordheim.jumping-down.test-sequence=roll-all
    Scenario: Under the reading "roll all" both tests are rolled even after the first fails
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a walkway 4" high
      When the hero jumps down and the dice show 6, 1 and 2
      Then the hero falls
      And the hero suffers 2 falling hits at Strength 4

    @clause:mordheim.jumping-down.initiative-tests @ruling:mordheim.charging.initiative-test=d6-six-fails
    Scenario: Under the reading "a 6 always fails" even Initiative 7 fails on a 6
      Given a hero with Movement 4" and Initiative 7
      And the hero stands at the east edge of a walkway 2" high
      When the hero jumps down and the dice show 6 and 1
      Then the hero falls

  @clause:mordheim.jumping-down.max-height
  Scenario: From a tower 8" high the hero may not jump down, though the balcony below is only 4" lower
    # "прыгать с возвышений (высотой не более 6")": the tower is 8" high.
    Given the table "mordheim/tower-over-balcony"
    When the hero moves jumps down
    Then the move is refused by rule mordheim.jumping-down.max-height

  @clause:mordheim.jumping-down.max-height @clause:mordheim.jumping-down.initiative-tests @ruling:mordheim.jumping-down.height-limit=drop
  Scenario: Under the reading "drop" the hero jumps the 4" down to the balcony, with two tests
    # "за каждые полные 2", которые он пролетит": 4" holds two full 2".
    Given the table "mordheim/tower-over-balcony"
    When the hero moves jumps down and the dice show 1 and 2
    Then the hero stands 4 inches above the table
