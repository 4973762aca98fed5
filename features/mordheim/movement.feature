Feature: Movement (Движение)
  Models move up to their Movement in inches in any direction, up and down ladders and
  stairs and over low obstacles, and need not move the full distance, or at all.

  @clause:mordheim.movement.distance
  Scenario Outline: Movement 4" allows a move of <distance>: <result>
    Given a hero with Movement 4" and Initiative 3
    When the hero moves <distance> north
    Then the <check>

    Examples:
      | distance | result  | check                                               |
      | 4"       | allowed | hero stands at (0, 4)                               |
      | 4.5"     | refused | move is refused by rule mordheim.movement.distance  |

  @clause:mordheim.movement.distance
  Scenario Outline: A move of 4" west towards a scout <where>: <result>
    # "Модели могут передвигаться в любом направлении на количество дюймов, равное их Скорости": to a place on the
    # table, and no table holds two bases over each other (no setup may). The 1" bases touch with their centres 1"
    # apart; nearer, one stands over the other.
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands at (<x>, 0)
    When the hero moves 4" west
    Then the <check>

    Examples:
      | where                       | x    | result                         | check                                              |
      | centred where the move ends | -4   | refused, bases over each other | move is refused by rule mordheim.movement.distance |
      | 0.5" nearer than touching   | -4.5 | refused, bases over each other | move is refused by rule mordheim.movement.distance |
      | touching where it ends      | -5   | allowed                        | hero stands at (-4, 0)                             |

  @clause:mordheim.movement.distance
  Scenario: A move of 4" west passes over a scout standing 2" west and ends clear of it
    # The text never says whether other models stand in the way ("в любом направлении"); by default (ruling
    # mordheim.movement.through-models, "passes-over") they do not, and only where the move ends must be clear.
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands at (-2, 0)
    When the hero moves 4" west
    Then the hero stands at (-4, 0)

  @clause:mordheim.movement.distance @ruling:mordheim.movement.through-models=goes-round
  Scenario Outline: Under the reading "goes round" a move <way> <result>
    # The scout's base reaches 1" from its centre to the hero's: a way whose centre keeps 1" from (-2, 0) only
    # brushes it. Movement 6" pays for 1" north, 4" west and 1" south.
    Given a hero with Movement 6" and Initiative 3
    And a friendly scout stands at (-2, 0)
    When the hero moves <route>
    Then the <check>

    Examples:
      | way                         | route                               | result     | check                                              |
      | straight over the scout     | 4" west                             | is refused | move is refused by rule mordheim.movement.distance |
      | round it, brushing its base | 1" north then 4" west then 1" south | is allowed | hero stands at (-4, 0)                             |

  @clause:mordheim.movement.distance @ruling:mordheim.movement.through-models=goes-round
  Scenario: Under the reading "goes round" a move goes round a hidden orc scout too: straight over it, it is refused
    # The scout hides behind the low wall (its east face 2" on), 1.5" from the hero's base, beyond its Initiative 1;
    # it stands on the table with its marker, and by default (ruling mordheim.charging.hidden-in-the-way,
    # "goes-round-it") a way goes round it as round a model in sight.
    Given a hero with Movement 4" and Initiative 1
    And a wall 1" high stands 1" east of the hero
    And an enemy scout stands at (2.5, 0)
    And the scout is hidden
    When the hero moves 4" east
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.movement.distance @clause:mordheim.hiding.detection
  @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
  Scenario: Read as no warrior going round what he cannot see, the move passes over the hidden scout and finds it
    # "Пока модель спрятана, она не может быть увидена": the hero's way is the straight one, over the low wall and
    # over the scout's base, ending at (4, 0), 1.5" from the scout's centre, clear of its base; on the way the hero
    # comes within its Initiative 1 of the scout and finds it.
    Given a hero with Movement 4" and Initiative 1
    And a wall 1" high stands 1" east of the hero
    And an enemy scout stands at (2.5, 0)
    And the scout is hidden
    When the hero moves 4" east
    Then the hero stands at (4, 0)
    And the scout is not hidden

  @clause:mordheim.movement.distance
  Scenario: Any direction: 3" east then 1" north uses the whole move
    Given a hero with Movement 4" and Initiative 3
    When the hero moves 3" east then 1" north
    Then the hero stands at (3, 1)
    And the hero has 0 inches of movement left

  @clause:mordheim.movement.optional-distance
  Scenario: A model need not move its full distance
    Given a hero with Movement 4" and Initiative 3
    When the hero moves 1" east
    Then the hero has 3 inches of movement left
    And rule mordheim.movement.optional-distance is applied

  @clause:mordheim.movement.optional-distance
  Scenario: A model need not move at all
    Given a hero with Movement 4" and Initiative 3
    When the hero stays where it is
    Then the hero stands at (0, 0)
    And rule mordheim.movement.optional-distance is applied

  @clause:mordheim.movement.optional-distance
  Scenario: A model with a compulsory move cannot simply move as its player wishes
    Given a hero with Movement 4" and Initiative 3
    And the hero has a compulsory move to make
    When the hero stays where it is
    Then the move is refused by rule mordheim.movement.optional-distance

  @clause:mordheim.movement.optional-distance @clause:mordheim.remaining-moves.order
  Scenario: A model with a compulsory move may not charge instead, and the rest of its warband waits for that move
    # "Все исключения изложены ниже, и относятся исключительно к атаке или вынужденным передвижениям": the charge and
    # the compulsory move are two kinds of move; the hero's is compulsory. Were it let charge, its compulsory move
    # would stay due, never made, and the scout would wait for it for ever ("Когда вы передвинули атакующих и
    # произвели вынужденные передвижения, вы можете двигать остальных").
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands 3" west of the hero
    And an enemy ork stands 4" east of the hero
    And the hero has a compulsory move to make
    When the hero charges the enemy ork
    Then the charge is refused by rule mordheim.movement.optional-distance
    When the hero makes its compulsory move 2" east
    And the scout moves 1" west
    Then the scout stands at (-5, 0)

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: Up a ladder: the height counts against the move
    Given a hero with Movement 4" and Initiative 3
    And a loft 3" high with a ladder up from the hero
    When the hero moves 3" up the ladder then 1.5" east
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.movement.ladders-and-obstacles @ruling:mordheim.movement.vertical-distance=horizontal-only
  Scenario: Under the reading "horizontal only" the ladder is free
    Given a hero with Movement 4" and Initiative 3
    And a loft 3" high with a ladder up from the hero
    When the hero moves 3" up the ladder then 4" east
    Then the hero has 0 inches of movement left

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: Changing floor needs a ladder or stairs
    Given a hero with Movement 4" and Initiative 3
    And a tower 2" high stands 0" east of the hero
    When the hero moves 2" up the ladder
    Then the move is refused by rule mordheim.movement.ladders-and-obstacles

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: Over barrels and boxes without slowing
    Given a hero with Movement 4" and Initiative 3
    And a barrel 0.75" high stands 1" east of the hero
    When the hero moves 4" east
    Then the hero stands at (4, 0)
    And rule mordheim.movement.ladders-and-obstacles is applied

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: A move may go over the barrels but not end with the hero's base on them
    # The barrels stand from 1.5" to 2.5" east of the hero's centre; 2" on, its base would stand on them.
    Given a hero with Movement 4" and Initiative 3
    And a barrel 0.75" high stands 1" east of the hero
    When the hero moves 2" east
    Then the move is refused by rule mordheim.movement.ladders-and-obstacles

  @clause:mordheim.movement.ladders-and-obstacles
  Scenario: A crate 1.5" high is no low obstacle: the move is refused
    Given a hero with Movement 4" and Initiative 3
    And a crate 1.5" high stands 1" east of the hero
    When the hero moves 4" east
    Then the move is refused by rule mordheim.movement.ladders-and-obstacles

  @clause:mordheim.movement.ladders-and-obstacles @ruling:mordheim.movement.low-obstacles=any-listed-obstacle
  Scenario: Under the reading "any listed obstacle" the crate is crossed whatever its height
    Given a hero with Movement 4" and Initiative 3
    And a crate 1.5" high stands 1" east of the hero
    When the hero moves 4" east
    Then the hero stands at (4, 0)

  @clause:mordheim.movement.ladders-and-obstacles @clause:mordheim.charging.double-movement @ruling:mordheim.movement.low-obstacles=any-listed-obstacle
  Scenario: Under the reading "any listed obstacle" a charge goes straight over the crate, not round it
    # The shortest route to the orc is the straight 3" over the crate.
    Given a hero with Movement 4" and Initiative 3
    And a crate 1.5" high stands 1" east of the hero
    And an enemy ork stands 3" east of the hero
    When the hero charges the enemy ork and the die shows 1
    Then the hero is in close combat with the ork
    And the hero has used 3 inches of movement

  @clause:mordheim.movement.ladders-and-obstacles @clause:mordheim.charging.double-movement @ruling:mordheim.movement.low-obstacles=any-listed-obstacle @ruling:mordheim.charging.shortest-route=straight-line
  Scenario: Under the readings "any listed obstacle" and "straight line" the crate does not stop the charge
    Given a hero with Movement 4" and Initiative 3
    And a crate 1.5" high stands 1" east of the hero
    And an enemy ork stands 3" east of the hero
    When the hero charges the enemy ork and the die shows 1
    Then the hero is in close combat with the ork

  @clause:mordheim.movement.distance
  Scenario: A hero may not walk past a column so close that its base would pass through the column
    # The column 3" high and 1" square stands 1" east of the hero, from 0.5" south to 0.5" north of it; walking
    # east 0.9" north of it, the hero's base (0.5" either side of its centre) would cross the column's corner.
    Given a hero with Movement 5" and Initiative 3
    And a column 3" high stands 1" east of the hero
    When the hero moves 0.9" north then 4" east
    Then the move is refused by rule mordheim.movement.distance
