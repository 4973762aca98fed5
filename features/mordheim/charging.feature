Feature: Charging (В атаку!)
  A charge is declared without measuring, naming the target; it is made at double
  Movement by the shortest route and ends in base contact. An enemy within 2" of the
  charge path may intercept; a charge that falls short is a failed charge.

  Rule: declaring and moving a charge

    @clause:mordheim.charging.declaration @clause:mordheim.charging.target-line @clause:mordheim.charging.double-movement @clause:mordheim.charging.engaged
    Scenario: A hero charges an orc 6" away and the bases touch
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero counts as the charger
      And the hero stands at (6, 0)

    @clause:mordheim.charging.double-movement @clause:mordheim.charging.failed.move
    Scenario Outline: Movement 4" charges 8": an orc <gap> away is <result>
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands <gap> east of the hero
      When the hero charges the enemy ork
      Then the hero <check>

      Examples:
        | gap  | result  | check                           |
        | 8"   | reached | is in close combat with the ork |
        | 8.1" | missed  | made a failed charge            |

    @clause:mordheim.charging.declaration
    Scenario: A declared charge is moved later, and stays declared until then
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      When the hero declares a charge against the ork
      Then the hero has declared a charge against the ork
      And the hero is not in close combat

    @clause:mordheim.charging.declaration @clause:mordheim.running.declared
    Scenario: A hero that has declared a charge may not run away instead of moving it
      # "Вы должны сделать специальное передвижение, называемое атакой (charge). Не измеряя расстояние,
      # объявите, что ваша модель атакует": the declared model's move is the charge, and one that falls
      # short is a failed charge, not a run elsewhere.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 12" east of the hero
      When the hero declares a charge against the ork
      And the hero runs 8" west
      Then the run is refused by rule mordheim.charging.declaration
      And the hero has declared a charge against the ork

    @clause:mordheim.charging.declaration @clause:mordheim.remaining-moves.order
    Scenario: A hero that has declared a charge may not make a normal move instead of it
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 12" east of the hero
      When the hero declares a charge against the ork
      And the hero moves 4" west
      Then the move is refused by rule mordheim.charging.declaration
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (4, 0)

    @clause:mordheim.charging.declaration @clause:mordheim.charging.failed.no-shooting
    Scenario: A hero that has declared a charge may not shoot instead of moving it
      # The shot would begin the shooting phase with the charge never moved; moved, it is a failed charge, and
      # "Модель не может стрелять в это ход".
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 12" east of the hero
      When the hero declares a charge against the ork
      And the hero fires at the enemy ork
      Then the shot is refused by rule mordheim.charging.declaration
      And the battle is in the movement phase
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero may not shoot this turn

    @clause:mordheim.charging.declaration @clause:mordheim.remaining-moves.order
    Scenario: Play does not move on from the Movement phase while a declared charge waits to be moved
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 12" east of the hero
      When the hero declares a charge against the ork
      And play moves on to the next phase
      Then the action is refused by rule mordheim.charging.declaration
      When the next turn begins
      Then the action is refused by rule mordheim.charging.declaration
      And the battle is in turn 1
      And the hero has declared a charge against the ork

    @clause:mordheim.charging.double-movement
    Scenario: The charge goes round a building by the shortest route
      # "идёт всегда по кратчайшему пути": the hero's round base (radius 0.5) keeps its centre 0.5" from the
      # building's corner at (0.8, 2), so the route is the line from the hero touching the circle of 0.5" round the
      # corner, sqrt(0.8² + 2² - 0.5²) = 2.0952"; the arc round it, the 219.588 degrees round the outside of the
      # corner from the hero's direction to the orc's less acos(0.5 / 2.1541) = 76.578 and acos(0.5 / 2.5060) =
      # 78.491, so 64.519 degrees, 0.5630"; and the line touching the circle at (0.6530, 2.4779) towards the orc's
      # centre at (3, 3.2), 2.4556" long. The bases touch 1" short of the orc's centre on that line: at
      # (3 - 2.3470 / 2.4556, 3.2 - 0.7221 / 2.4556) = (2.0442, 2.9059), after 4.1139" of the 8".
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork and the die shows 1
      Then the hero is in close combat with the ork
      And the hero stands at (2.0442, 2.9059)
      And rule mordheim.charging.double-movement is applied

    @clause:mordheim.charging.double-movement
    Scenario: Round a building's corner the shortest route is the arc a round base goes along: 4.2" of charge reach
      # The route round the corner of the scenario above is 4.1139" (two lines touching the circle of 0.5" round
      # the corner and the arc between them); at Movement 2.1" the charge goes 4.2", enough. A base kept off a
      # square round the corner would need 4.307".
      Given the table "mordheim/street-corner"
      And the hero has Movement 2.1"
      When the hero charges the enemy ork and the die shows 1
      Then the hero is in close combat with the ork

    @clause:mordheim.charging.double-movement @clause:mordheim.charging.engaged
    Scenario: An orc standing by a building's corner is charged, the route ending at the nearest place touching it
      # The charge "идёт всегда по кратчайшему пути и оканчивается, когда модели входят в контакт". Its base clear of
      # the building, the orc at (5.4, 0.1) stands 0.57" from the corner at (5, 0.5): no base of the hero's centred
      # there could stand clear, but the bases can touch. Straight at the orc, the hero's base would scrape along the
      # building's south wall (y 0.5); the nearest place touching the orc where it stands clear has its base just
      # touching that wall, its centre at y 0 and 1" from the orc's: x = 5.4 - sqrt(1 - 0.1²) = 4.405. The way there
      # runs straight along the wall, 4.405" of the 8".
      Given the table "mordheim/orc-by-a-corner"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (4.405, 0)

    @clause:mordheim.charging.double-movement
    Scenario: A charge goes "always by the shortest route": the 2" north the player gives is not walked
      # The orc is 5" east, base edge to base edge: the straight 5" is within the 6" of a charge at
      # Movement 3". By way of 2" north the route would be 2" + about 5.4": more than 6".
      Given a hero with Movement 3" and Initiative 3
      And an enemy ork stands 5" east of the hero
      When the hero charges the enemy ork by way of 2" north
      Then the hero is in close combat with the ork
      And the hero has used 5 inches of movement

    @clause:mordheim.charging.double-movement @clause:mordheim.charging.failed.move
    Scenario: The Skaven's walk to a farther place on the roof's edge is straightened, but it jumps where the player said, and falls short
      # By way of 2" north then 3" east it walks straight to (3, 2), 3.606", jumps down there and has 6.394" left,
      # short of the 7.246" from there into contact with the orc. From (3, 0), straight east, 3" and 7" would
      # reach, but where the charge jumps is the player's step (ruling mordheim.charging.declared-detour,
      # default): its Movement of 5" takes it 1.394" towards the orc after the jump.
      Given the table "mordheim/skaven-on-roof"
      When the skaven charges the enemy ork by way of 2" north then 3" east then jumps down and the dice show 2 and 2
      Then the skaven made a failed charge
      And the skaven is not in close combat
      And the skaven stands at (4.353, 1.662)

    @clause:mordheim.charging.double-movement @ruling:mordheim.charging.declared-detour=refused
    Scenario: Under the reading "refused" a charge declared by way of a detour is not made
      Given a hero with Movement 3" and Initiative 3
      And an enemy ork stands 5" east of the hero
      When the hero charges the enemy ork by way of 2" north
      Then the charge is refused by rule mordheim.charging.double-movement

  @clause:mordheim.charging.double-movement @clause:mordheim.charging.engaged
  Scenario: A goblin standing where the charge's shortest route would end: the hero goes to the nearest place touching the orc that is free
    # "идёт всегда по кратчайшему пути и оканчивается, когда модели входят в контакт подставка-к-подставке": the
    # straight way ends at (3, 0), but the goblin at (3.2, 0.6), touching the orc, stands there (their centres 0.63"
    # apart, less than the 1" of two bases touching). No base stands on another, so the charge ends at the nearest
    # place touching the orc clear of the goblin's base: 60 degrees round the orc from the goblin, at
    # (3.0804, -0.3928), 3.105" away (the other side, at (4.1196, 0.9928), is 4.238" away). There the hero's base
    # touches the goblin's too.
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands at (4, 0)
    And an enemy goblin stands at (3.2, 0.6)
    When the hero charges the enemy ork
    Then the hero stands at (3.0804, -0.3928)
    And the hero is in close combat with the ork

  Rule: what can be charged

    @clause:mordheim.charging.target-line
    Scenario: An unseen enemy beyond 4" cannot be charged
      Given a hero with Movement 4" and Initiative 3
      And a wall 3" high stands 1" east of the hero
      And an enemy ork stands 5" east of the hero
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.target-line

    @clause:mordheim.charging.target-line @clause:mordheim.charging.unseen-test-failed
    @ruling:mordheim.charging.unseen-beyond-4=no-charge-this-turn
    Scenario: Under the reading "no charge this turn" the hero that declared a charge at the unseen orc 5" away may not charge, nor run, but moves and shoots
      Given a hero with Movement 4" and Initiative 3
      And a wall 3" high stands 1" east of the hero
      And an enemy ork stands 5" east of the hero
      When the hero declares a charge against the ork
      Then the hero may not charge this turn
      And the hero is not in close combat
      When the hero runs 8" west
      Then the run is refused by rule mordheim.charging.unseen-test-failed
      When the hero moves 4" west
      Then the hero stands at (-4, 0)
      And the hero may shoot this turn

    @clause:mordheim.charging.unseen-within-4
    Scenario: An unseen enemy round a corner within 4" may be charged after an Initiative test
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork and the die shows 3
      Then the hero is in close combat with the ork
      And rule mordheim.charging.unseen-within-4 is applied

    @clause:mordheim.charging.unseen-within-4
    Scenario Outline: An unseen enemy exactly <gap> away: <result>
      Given a hero with Movement 4" and Initiative 3
      And a wall 3" high stands 1" east of the hero
      And an enemy ork stands <gap> east of the hero
      When the hero declares a charge against the ork and the die shows 1
      Then the <check>

      Examples:
        | gap  | result                 | check                                                    |
        | 4"   | an Initiative test     | hero has declared a charge against the ork               |
        | 4.1" | no charge              | declaration is refused by rule mordheim.charging.target-line |

    @clause:mordheim.charging.unseen-test-failed
    Scenario: A failed test: no charge, but the hero may move normally, shoot and cast
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork and the die shows 4
      And the hero moves 4" south
      And the hero fires its missile weapon
      And the hero casts a spell
      Then the hero may not charge this turn
      And the hero stands at (0, -4)
      And the hero has shot
      And the hero has cast a spell

    @clause:mordheim.charging.unseen-test-failed
    Scenario: After the failed test the hero may move its normal distance, but not run
      # "может ходить на нормальное расстояние": its Movement of 4", not the double 8" of a run.
      # The orc is knocked down, so it does not keep the hero from running (mordheim.running.ignored-enemies).
      Given the table "mordheim/street-corner"
      And the ork is knocked down
      When the hero charges the enemy ork and the die shows 4
      And the hero runs 8" south
      Then the run is refused by rule mordheim.charging.unseen-test-failed

    @clause:mordheim.charging.unseen-test-failed
    Scenario: The failed test forbids the charge this turn only
      # "не может атаковать в этот ход": held this turn, lapsed the next.
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork and the die shows 4
      Then the hero may not charge this turn
      When the next turn begins
      Then the hero may charge this turn

    @clause:mordheim.charging.unseen-within-4 @clause:mordheim.charging.unseen-test-failed
    Scenario: The odds of charging round the corner with Initiative 3
      # One Initiative test: 1-3 on a D6 = 1/2; the orc is then reached by the shortest route.
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork
      Then the chance that the hero is in close combat with the ork is 1/2
      And the chance that the hero may not charge this turn is 1/2

    @clause:mordheim.charging-several.touching @clause:mordheim.charging.unseen-within-4
    Scenario: Charging the unseen orc so as to touch a goblin far from it too is refused before the Initiative test
      # "Если вы можете во время атаки передвинуть вашего воина так, что он будет касаться подставкой более чем
      # одного противника": the goblin stands 6.8" from the orc, centre to centre, and no base of the hero's touches both. The charge
      # is refused whatever the die would show, so no die is rolled for it.
      Given the table "mordheim/street-corner"
      And an enemy goblin stands at (3, 10)
      When the hero charges the enemy ork so as to touch the goblin too
      Then the charge is refused by rule mordheim.charging-several.touching

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.unseen-within-4
    Scenario: A failed charge at the unseen orc that a goblin far from its way would intercept is refused before the test
      # With Movement 1" the hero charges 2", short of the orc 3.4" away round the corner: a failed charge. Only an
      # enemy "в 2" от траектории атаки" may intercept, and the goblin 10" west is far from the hero's way: the charge
      # is refused whatever the die would show, so no die is rolled for it.
      Given the table "mordheim/street-corner"
      And the hero has Movement 1"
      And an enemy goblin stands at (-10, 0)
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.double-movement @clause:mordheim.charging.unseen-within-4
    Scenario: A charge at the unseen orc that a goblin too slow to reach the hero would intercept is refused before the test
      # The goblin stands within 2" of the hero's way round the corner, but with Movement 0.25" its move into base
      # contact, a charge's move "с удвоенной Скоростью", is 0.5" at most, and it stands farther than that from the
      # hero wherever it would meet him: the interception cannot be made, whatever the Initiative test would show,
      # so no die is rolled for it.
      Given the table "mordheim/street-corner"
      And an enemy goblin stands at (-2, 1)
      And the goblin has Movement 0.25"
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.unseen-within-4
    Scenario: A charge at the unseen orc that a goblin by its way intercepts rolls the test once the interception is found possible
      # The same goblin with its Movement of 4" reaches the hero where it meets him; the Initiative test, 3 (3 or
      # less with Initiative 3), is passed, and the goblin intercepts.
      Given the table "mordheim/street-corner"
      And an enemy goblin stands at (-2, 1)
      When the hero charges the enemy ork and the goblin intercepts and the die shows 3
      Then the hero is in close combat with the goblin

    @clause:mordheim.charging.only-by-charge @clause:mordheim.charging.intercepting.interceptor-fear @clause:mordheim.charging.unseen-within-4
    @ruling:mordheim.charging.move-into-contact=refused-unless-declared
    Scenario: A failed charge at the unseen orc whose interceptor fails its Fear test, ending against a snotling, is refused before the test
      # With Movement 1" the hero falls short of the orc round the corner and moves 1" along his way, to
      # (0.1457, 0.9893), where his base touches the snotling's. The goblin named to intercept fails its Fear test
      # (the hero causes fear), so nobody stops him there: under "refused unless declared" a move into contact with
      # an enemy not declared is refused, whatever the Initiative test would show, so no die is rolled for it.
      Given the table "mordheim/street-corner"
      And the hero has Movement 1"
      And the hero causes fear
      And an enemy snotling stands at (-0.8436, 1.135)
      And an enemy goblin stands at (-2, -0.5)
      When the hero charges the enemy ork and the goblin intercepts after a failed Fear test
      Then the charge is refused by rule mordheim.charging.only-by-charge

    @clause:mordheim.hiding.protection
    Scenario: A hidden enemy cannot be charged
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 4" east of the hero
      And an enemy ork stands 5" east of the hero
      And the ork is hidden
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.hiding.protection

  Rule: low walls and moves into contact

    @clause:mordheim.charging.low-wall
    Scenario: Models separated by a low wall are in close combat
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 2.5" east of the hero
      And an enemy ork stands 3" east of the hero
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (2.5, 0)
      And rule mordheim.charging.low-wall is applied

    @clause:mordheim.charging.only-by-charge @ruling:mordheim.charging.move-into-contact=refused-unless-declared
    Scenario: Under the reading "refused unless declared" a move that would end in contact with an enemy is refused
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 3" east of the hero
      When the hero moves 3" east
      Then the move is refused by rule mordheim.charging.only-by-charge

    @clause:mordheim.charging.only-by-charge
    Scenario: A move that ends in contact is a charge by definition, and the mover counts as the charger
      # "Любое передвижение, которое приводит к рукопашной – атака по определению. ... передвинувшаяся
      # модель будет считаться атаковавшей."
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 3" east of the hero
      When the hero moves 3" east
      Then the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.only-by-charge
    Scenario: A compulsory move that ends in contact is a charge too
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 3" east of the hero
      And the hero has a compulsory move to make
      When the hero makes its compulsory move 3" east
      Then the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.only-by-charge @ruling:mordheim.charging.move-into-contact=refused-unless-declared
    Scenario: Under the reading "refused unless declared" even a compulsory move may not end in contact
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 3" east of the hero
      And the hero has a compulsory move to make
      When the hero makes its compulsory move 3" east
      Then the move is refused by rule mordheim.charging.only-by-charge

    @clause:mordheim.charging.only-by-charge @clause:mordheim.charging.double-movement
    Scenario: The hero that moved into contact has charged and may not move on
      # The move became a charge: like any charger, the hero may not move again this turn.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 3" east of the hero
      When the hero moves 3" east
      Then the hero is in close combat with the ork
      When the hero moves 1" west
      Then the move is refused by rule mordheim.charging.double-movement

  Rule: failed charges

    @clause:mordheim.charging.failed.move @clause:mordheim.charging.failed.no-shooting
    Scenario: A charge that falls short moves the hero its normal 4" towards the orc, and it may not shoot
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      And the hero fires its missile weapon
      Then the shot is refused by rule mordheim.charging.failed.no-shooting

    @clause:mordheim.charging.failed.move
    Scenario: A failed charge moves the hero its 3" towards the orc, not along the 3" north the player gave
      # Movement 3" charges 6"; the orc is 8" east: a failed charge, and the hero moves its 3"
      # "по направлению к противнику", from (0, 0) to (3, 0).
      Given a hero with Movement 3" and Initiative 3
      And an enemy ork stands 8" east of the hero
      When the hero charges the enemy ork by way of 3" north
      Then the hero made a failed charge
      And the hero stands at (3, 0)

    @clause:mordheim.charging.failed.move
    Scenario Outline: A failed charge whose 4" would end on a scout stops short, the hero's base touching the scout's
      # The orc is 9" beyond the hero's 8" charge: "передвиньте вашу модель на расстояние шага (равное его
      # Скорости) по направлению к противнику". Its 4" would end at (4, 0), where the scout stands; no base stands
      # on another (no table holds two over each other), so it stops where its base meets the scout's, their
      # centres 1" apart: at (3, 0). A scout that its base would only touch there stops nothing.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (10, 0)
      And a friendly scout stands at (<x>, 0)
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (<stop>, 0)

      Examples:
        | x | stop |
        | 4 | 3    |
        | 5 | 4    |

    @clause:mordheim.charging.failed.move @ruling:mordheim.charging.failed-charge-route=straight-towards
    Scenario: Under the reading "straight towards" a failed charge that would end on a scout stops short, touching it too
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (10, 0)
      And a friendly scout stands at (4, 0.5)
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (3.134, 0)

    @clause:mordheim.charging.failed.no-shooting
    Scenario: The failed charger's "no shooting this turn" lapses with the turn
      # "Модель не может стрелять в это ход": this turn; the next turn it may shoot.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      Then the hero may not shoot this turn
      When the next turn begins
      Then the hero may shoot this turn

    @clause:mordheim.charging.failed.move @clause:mordheim.charging.failed.no-shooting
    Scenario: After a failed charge the hero stands 4" on and may cast spells
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      And the hero casts a spell
      Then the hero stands at (4, 0)
      And the hero made a failed charge
      And the hero is not in close combat
      And the hero has cast a spell

    @clause:mordheim.charging.failed.move @clause:mordheim.charging.double-movement
    Scenario: After a failed charge the hero has no movement left and may not move on
      # The failed charge moved it its normal 4": that was its move this turn, a charge.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      Then the hero has 0 inches of movement left
      When the hero moves 1" east
      Then the move is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.failed.move @clause:mordheim.charging.only-by-charge @clause:mordheim.charging.engaged
    Scenario: A failed charge whose normal move ends touching a goblin brings the hero into close combat with it
      # The orc is 10" east: Movement 4" charges 8", a failed charge, and the hero moves its normal 4" east to
      # (4, 0). The goblin's base, centred at (4, 1), touches the hero's there. "Как только их подставки
      # соприкоснулись, они вступают в рукопашный бой"; "Любое передвижение, которое приводит к рукопашной –
      # атака по определению. В произошедшей после этого рукопашной передвинувшаяся модель будет считаться
      # атаковавшей."
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 10" east of the hero
      And an enemy goblin stands at (4, 1)
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (4, 0)
      And the hero is in close combat with the goblin
      And the hero is not in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.failed.move @clause:mordheim.charging.only-by-charge
    @ruling:mordheim.charging.move-into-contact=refused-unless-declared
    Scenario: Under the reading "refused unless declared" a failed charge that would end touching an enemy it did not name is refused
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 10" east of the hero
      And an enemy goblin stands at (4, 1)
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.only-by-charge

    @clause:mordheim.charging.failed.move @clause:mordheim.terrain.barriers @ruling:mordheim.terrain.base-on-barrier=may-end-on-barriers
    Scenario: Under the reading "may end on barriers" the failed charge moves its full 4", ending astride the fence
      Given a hero with Movement 4" and Initiative 3
      And a fence 1" high stands 3" east of the hero
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (4, 0)

    @clause:mordheim.charging.failed.move @clause:mordheim.terrain.barriers
    Scenario: A failed charge whose normal move would end astride a low wall stops against it
      # The fence runs from 3.5" to 4" east of the hero's centre: 4" on, its base would stand on it; the hero
      # has no movement left to jump it, and no base stands on a barrier, so it stops with its base against it.
      Given a hero with Movement 4" and Initiative 3
      And a fence 1" high stands 3" east of the hero
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (3, 0)
      And rule mordheim.terrain.barriers is applied

    @clause:mordheim.charging.failed.move @clause:mordheim.leaping.in-run-or-charge
    Scenario: By default a failed charge walks to the edge of a gap it cannot leap with its normal move, and stops there
      # The charge by way of the 2" gap needs 9" of its 8": it fails. Its normal 4" takes it 3" to the edge, with 1"
      # left for the 2" gap: it does not leap (ruling mordheim.charging.failed-charge-leap, default).
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 3" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 5.5" east
      Then the hero made a failed charge
      And the hero stands at (3, 0)
      And the hero stands 6 inches above the table
      And the hero has used 3 inches of movement

    @clause:mordheim.charging.failed.move @clause:mordheim.leaping.not-enough-movement @ruling:mordheim.charging.failed-charge-leap=leaps-as-declared
    Scenario: Under the reading "leaps as declared" the failed charge leaps the gap with the 1" left and falls
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 3" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 5.5" east and the die shows 2
      Then the hero made a failed charge
      And the hero falls
      And the hero suffers 2 falling hits at Strength 6
      And the hero stands 0 inches above the table

    @clause:mordheim.charging.failed.move @clause:mordheim.leaping.initiative-test
    Scenario: A failed charge leaps a gap its normal move reaches across, and lands as far beyond it as the move goes
      # 1" to the edge, the 2" gap, then 1" of the far roof: its normal 4", though the route named lands 3" beyond.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 1" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 6" east and the die shows 3
      Then the hero made a failed charge
      And the hero has leapt the gap
      And the hero stands at (4, 0)
      And the hero has used 4 inches of movement

    @clause:mordheim.charging.failed.move @clause:mordheim.movement.ladders-and-obstacles
    Scenario: A failed charge may not land its cut-short leap astride a barrel at the far edge
      # Its normal 4" takes it 1" to the edge, over the 2" gap and 1" on, to (4, 0). The barrel lies from 3.2" to
      # 4.2" east: at (4, 0) its base would stand on it, and stopped short it would stand on it even at the far
      # edge, (3, 0), its base reaching 3.5". Where a leap lands the model stands, and no base stands on an
      # obstacle (a barrel is moved over, "через невысокие препятствия, такие как бочки"), as the declared leap to
      # (6, 0) is checked where it lands.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 1" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And a barrel 1" high stands 2.7" east of the hero
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 6" east and the die shows 3
      Then the charge is refused by rule mordheim.movement.ladders-and-obstacles

    @clause:mordheim.charging.failed.move @clause:mordheim.terrain.barriers @ruling:mordheim.terrain.base-on-barrier=may-end-on-barriers
    Scenario: Under the reading "may end on barriers" the failed charge's leap lands and ends astride the barrel
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 1" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And a barrel 1" high stands 2.7" east of the hero
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 6" east and the die shows 3
      Then the hero made a failed charge
      And the hero has leapt the gap
      And the hero stands at (4, 0)

    @clause:mordheim.charging.failed.move @clause:mordheim.movement.distance
    Scenario Outline: A failed charge's cut-short leap lands clear of a scout on the far roof: <result>
      # Its normal 4" would land it and walk it on to (4, 0). A scout at (<x>, 0) stands there: no base stands on
      # another, so beyond the far edge, (3, 0), it stops touching the scout's base, as a failed charge's walk
      # does; a scout nearer than 1" to the far edge leaves it no place to land, and the charge is refused.
      Given a hero with Movement 4" and Initiative 3
      And the hero stands on a roof 6" high, 1" from its east edge
      And a far-roof 6" high stands 2" east of the roof
      And a friendly scout stands at (<x>, 0)
      And the scout stands on the far-roof
      And an enemy ork stands 9" east of the hero
      And the ork stands on the far-roof
      When the hero charges the enemy ork by way of leaps 6" east and the die shows 3
      Then the <check>

    Examples:
      | result                       | x   | check                                                |
      | it stops touching the scout  | 4.5 | hero stands at (3.5, 0)                              |
      | no place to land, refused    | 3.6 | charge is refused by rule mordheim.movement.distance |

  Rule: intercepting

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.intercepting.charger-keeps-role
    Scenario: A goblin beside the path intercepts; the hero still counts as the charger
      Given the table "mordheim/interception"
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero is not in close combat with the ork
      And the hero counts as the charger
      And the hero stands at (3, 0)
      And the goblin stands at (3, 1)

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.engaged
    Scenario: A goblin intercepting the hero where its route reaches the orc: the hero fights both
      # The route ends at (4, 0), the hero's base touching the orc's at (5, 0). The goblin, centred at (4.2, 2.5), is
      # 1.51" from that end, the point of the route nearest it: the hero stops there, touching the orc, and the goblin
      # moves into contact. "Как только их подставки соприкоснулись, они вступают в рукопашный бой."
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 4" east of the hero
      And an enemy goblin stands at (4.2, 2.5)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero stands at (4, 0)
      And the hero is in close combat with the goblin
      And the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.intercepting.fear-causing-interceptor
    Scenario: A goblin behind the orc intercepting the hero goes round the orc, not onto its base
      # The hero's route ends at (3, 0), touching the orc at (4, 0); the goblin at (5, 0.3) is the nearest
      # point of the route's 2" away. Straight at the hero it would end at (3.989, 0.148), on the orc's base.
      # "Передвиньте модели в контакт подставками": into contact, bases touching, none over another, so it goes to
      # the nearest place touching the hero clear of the orc's base, at (3.5, 0.866) (1.603" from it; the other,
      # at (3.5, -0.866), is 1.9" away).
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (4, 0)
      And an enemy goblin stands at (5, 0.3)
      When the hero charges the enemy ork and the goblin intercepts
      Then the goblin stands at (3.5, 0.866)
      And the hero stands at (3, 0)
      And the hero is in close combat with the goblin

    @clause:mordheim.charging.intercepting.eligible
    Scenario: Met where a scout stands on its route, the hero stops at the nearest point of the route clear of the scout
      # The point of the route nearest the goblin at (3.4, 1.5) is (3.4, 0), over the scout at (3, 0). No base
      # stands on another: the route's points clear of the scout's base end at (2, 0) and begin again at (4, 0)
      # (centres 1" apart); of those the nearest the goblin is (4, 0), 1.616" away ((2, 0) is 2.05" away). Ruling
      # mordheim.charging.intercept-meeting-off-walls, "nearest-free-point", reads the scout as it reads a wall.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (8, 0)
      And a friendly scout stands at (3, 0)
      And an enemy goblin stands at (3.4, 1.5)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero stands at (4, 0)
      And the hero is in close combat with the goblin

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-off-walls=near-side
    Scenario: Under the reading "near side" the hero met where a scout stands on its route stops against the scout
      # It stops on the side it comes from, where its base has just met the scout's: at (2, 0).
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (8, 0)
      And a friendly scout stands at (3, 0)
      And an enemy goblin stands at (3.4, 1.5)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero stands at (2, 0)
      And the hero is in close combat with the goblin

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging-several.touching
    Scenario: Met where its route reaches the orc, the hero touches a snotling there too and fights all three
      # As above; the snotling, centred at (4, -1), touches the hero's base at (4, 0): by default (ruling
      # mordheim.charging-several.targets) an enemy the charger touches where its charge ends is charged too.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 4" east of the hero
      And an enemy goblin stands at (4.2, 2.5)
      And an enemy snotling stands at (4, -1)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero stands at (4, 0)
      And the hero is in close combat with the goblin
      And the hero is in close combat with the ork
      And the hero is in close combat with the snotling

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging-several.touching
    @ruling:mordheim.charging-several.targets=all-named
    Scenario: Under the reading "all named" the hero met where its route reaches the orc does not charge the snotling it did not name
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 4" east of the hero
      And an enemy goblin stands at (4.2, 2.5)
      And an enemy snotling stands at (4, -1)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero is in close combat with the ork
      And the hero is not in close combat with the snotling

    @clause:mordheim.charging.intercepting.eligible
    Scenario Outline: A goblin <gap> from the swept path <result>
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, <y>)
      When the hero charges the enemy ork and the goblin intercepts
      Then the <check>

      Examples:
        | gap  | y   | result           | check                                                           |
        | 2"   | 3   | may intercept    | hero is in close combat with the goblin                         |
        | 2.1" | 3.1 | may not          | charge is refused by rule mordheim.charging.intercepting.eligible |

    @clause:mordheim.charging.intercepting.eligible
    Scenario Outline: A <state> goblin 2" from the path is not in close combat, so it may intercept
      # "незанятая (т.е. не находящаяся в рукопашном бою)": the text defines unengaged by close combat alone
      # (ruling mordheim.charging.interceptor-state, "any-unengaged")
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And the goblin is <state>
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin

      Examples:
        | state        |
        | stunned      |
        | knocked down |
        | fleeing      |

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.interceptor-state=able-to-act
    Scenario: Read as able to act, a stunned goblin 2" from the path does not intercept
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And the goblin is stunned
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.eligible
    Scenario Outline: By default the ork charged may not intercept its own charger (<charge>)
      # "Если незанятая ... вражеская модель находится в 2" от траектории атаки, она по желанию может перехватить
      # атакующего" names no exception, but the interceptor is set apart from the model charged ("как если бы это
      # он бы атакован"): ruling mordheim.charging.target-intercepts, "another-enemy".
      Given a hero with Movement <m> and Initiative 3
      And an enemy ork stands <gap> east of the hero
      When the hero charges the enemy ork and the ork intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

      Examples:
        | charge                                        | m    | gap  |
        | reaching it                                   | 4"   | 6"   |
        | falling short, its normal move ending 2" away | 1.5" | 3.5" |

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.intercepting.charger-keeps-role @ruling:mordheim.charging.target-intercepts=any-unengaged-enemy
    Scenario: Under the reading "any unengaged enemy" the ork charged may intercept its charger, which still counts as the charger
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      When the hero charges the enemy ork and the ork intercepts
      Then the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.failed.move @ruling:mordheim.charging.target-intercepts=any-unengaged-enemy
    Scenario: Under the reading "any unengaged enemy" the ork charged may meet a charger falling short 2" from it
      # Movement 1.5": the 3.5" gap is more than the 3" charge, and the normal move of 1.5" towards the ork leaves
      # its base 2" from the ork's, "в 2" от траектории атаки": the ork may intercept, and the hero fights it.
      Given a hero with Movement 1.5" and Initiative 3
      And an enemy ork stands 3.5" east of the hero
      When the hero charges the enemy ork and the ork intercepts
      Then the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.intercepting.eligible
    Scenario: The whole charge path counts: a goblin beside the first 2" the player gives may intercept
      # The goblin's centre is 2.55" from the hero's start, so its base is 1.55" from the hero's
      # (bases 1" across): "в 2" от траектории атаки". The nearest point of the path is the start.
      Given a hero with Movement 5" and Initiative 3
      And an enemy ork stands 9" east of the hero
      And an enemy goblin stands at (-0.5, 2.5)
      When the hero charges the enemy ork by way of 2" east and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (0, 0)

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.jumping-down.skaven-example
    Scenario: A goblin on the roof beside the stretch the Skaven walks before jumping down intercepts it there
      # The goblin's base is 0.8" from the Skaven's path along the roof (centres 1.8" apart): the Skaven
      # stops at the nearest point of that path, still on the roof, and does not jump.
      Given the table "mordheim/skaven-on-roof"
      And an enemy goblin stands at (1.5, 1.8)
      And the goblin stands on the roof
      When the skaven charges the enemy ork by way of 3" east then jumps down and the goblin intercepts
      Then the skaven is in close combat with the goblin
      And the skaven stands at (1.5, 0)
      And the skaven stands 5 inches above the table

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-point=at-charge-end
    Scenario: Under the reading "at the charge's end" the goblin on the roof cannot join the Skaven that jumped down to the street
      # The goblin is within 2" of the stretch the Skaven walks along the roof, but the charge ends on the street,
      # 5" below the goblin's floor: it cannot move into base contact there, and its interception is refused
      # before the Skaven jumps, whatever its dice would show.
      Given the table "mordheim/skaven-on-roof"
      And an enemy goblin stands at (1.5, 1.8)
      And the goblin stands on the roof
      When the skaven charges the enemy ork by way of 3" east then jumps down and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.eligible
    Scenario: A goblin already in close combat cannot intercept
      Given the table "mordheim/interception"
      And a friendly youngblood stands 0" north of the goblin
      And the goblin is fighting the youngblood in close combat
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.one-per-charger
    Scenario: Only one enemy may intercept a charger
      Given the table "mordheim/interception"
      And an enemy snotling stands at (4, -2.5)
      When the hero charges the enemy ork and both the goblin and the snotling intercept
      Then the charge is refused by rule mordheim.charging.intercepting.one-per-charger

    @clause:mordheim.charging.intercepting.interceptor-fear
    Scenario: Facing a fear-causing charger, the goblin fails its Fear test and stays put
      Given the table "mordheim/interception"
      And the hero causes fear
      When the hero charges the enemy ork and the goblin intercepts after a failed Fear test
      Then the hero is in close combat with the ork
      And the goblin stands at (3, 2.5)
      And the goblin has taken a Fear test failed

    @clause:mordheim.charging.intercepting.interceptor-fear
    Scenario: The goblin passes its Fear test and intercepts
      Given the table "mordheim/interception"
      And the hero causes fear
      When the hero charges the enemy ork and the goblin intercepts after a passed Fear test
      Then the hero is in close combat with the goblin

    @clause:mordheim.charging.intercepting.fear-causing-interceptor @clause:mordheim.charging.intercepting.charger-keeps-role
    Scenario: A fear-causing interceptor makes the charger test as if charged; it still counts as the charger
      Given the table "mordheim/interception"
      And the goblin causes fear
      When the hero charges the enemy ork and the goblin intercepts; the hero then failed its Fear test
      Then the hero is in close combat with the goblin
      And the hero has taken a Fear test failed
      And the hero counts as the charger

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-point=at-charge-end
    Scenario: Under the reading "at the charge's end" the hero reaches the orc and the goblin joins the fight
      Given the table "mordheim/interception"
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the ork
      And the hero is in close combat with the goblin
      And the hero counts as the charger

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.failed.move
    Scenario: A charge that falls short may still be intercepted on the way it moves
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      And an enemy goblin stands at (2, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (2, 0)
      And the goblin stands at (2, 1)
      And the hero made a failed charge

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.movement.ladders-and-obstacles
    Scenario: By default the intercepted hero does not stop on the barrels: it stops at the nearest place beyond them
      # The barrels stand from 3.5" to 4.5" east of the hero's centre, 1" across; the point of the route nearest the
      # goblin, (4.6, 0), would leave the hero's base on them, and no base stands on one. Clear of them the centre is
      # at 3" or less, or 5" or more: (5, 0) is 2.04" from the goblin, (3, 0) 2.56". The goblin moves straight into
      # contact, 1" from (5, 0) towards (4.6, 2): (5 - 0.4/2.0396, 2/2.0396), its base clear of the barrels' corner.
      Given a hero with Movement 4" and Initiative 3
      And a barrel 0.75" high stands 3" east of the hero
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (4.6, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (5, 0)
      And the goblin stands at (4.8039, 0.9806)

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.low-wall
    Scenario: A goblin beyond a fence from the intercepted hero stops against the fence and fights across it
      # The fence runs from 0.5" to 1" north of the path, 8" long; the hero stops at (3, 0), its base against the
      # fence. The goblin at (3, 1.6) moves into contact as a charge does and stops against the fence on its own
      # side, at (3, 1.5), 0.1" on: the two are separated by a low wall, so they are in close combat
      # ("разделены невысокой стеной"), and the goblin does not go over or round it to the hero's side.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And a fence 1" high stands 0" north of the hero
      And an enemy goblin stands at (3, 1.6)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (3, 0)
      And the goblin stands at (3, 1.5)
      And rule mordheim.charging.low-wall is applied

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.movement.ladders-and-obstacles
    Scenario: The intercepted hero stops in a gap between two barrels only 0.03" longer than its base is wide
      # The barrels stand from 3.51" to 4.51" and from 5.54" to 6.54" east of the hero's centre: clear of both the
      # centre is at 3.01" or less, from 5.01" to 5.04", or 7.04" or more. The point of the route nearest the goblin,
      # (4.9, 0), would leave the hero's base on the first; the nearest clear place is (5.01, 0), 2.003" from the
      # goblin, against (3.01, 0) 2.75" and (7.04, 0) 2.93". The goblin moves straight into contact, 1" from
      # (5.01, 0) towards (4.9, 2): (5.01 - 0.11/2.00302, 2/2.00302), its base clear of the first barrels' corner.
      Given a hero with Movement 4" and Initiative 3
      And a barrel 0.75" high stands 3.01" east of the hero
      And a barrel2 0.75" high stands 5.04" east of the hero
      And an enemy ork stands 8" east of the hero
      And an enemy goblin stands at (4.9, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (5.01, 0)
      And the goblin stands at (4.9551, 0.9985)

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.movement.ladders-and-obstacles
    Scenario: Of two places by the barrels equally near the goblin the hero stops at the first; the goblin stays off them
      # The goblin at (4, 2) is as far from (3, 0) as from (5, 0): the hero stops at (3, 0), reached first. Straight
      # at it the goblin's base would touch the barrels' corner (3.5, 0.5); it goes to the nearest place 1" from the
      # hero whose base clears the corner: (3 + cos a, sin a) with cos a + sin a = 1.25, a = 72.89 degrees.
      Given a hero with Movement 4" and Initiative 3
      And a barrel 0.75" high stands 3" east of the hero
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (4, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (3, 0)
      And the goblin stands at (3.2943, 0.9557)

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.only-by-charge @clause:mordheim.charging.double-movement
    Scenario Outline: A goblin 2" from the path with Movement <m> (a charge of <allowance>) <result>
      # The hero stops at (3, 0), the point of its route nearest the goblin at (3, 3); the goblin moves 2" straight
      # into base contact at (3, 1). Its move into close combat is a charge's move, "с удвоенной Скоростью".
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And the goblin has Movement <m>
      When the hero charges the enemy ork and the goblin intercepts
      Then the <check>

      Examples:
        | m     | allowance | result                     | check                                                        |
        | 1"    | 2"        | reaches it                 | goblin stands at (3, 1)                                      |
        | 0.75" | 1.5"      | cannot reach it in a charge | charge is refused by rule mordheim.charging.double-movement |

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.only-by-charge @clause:mordheim.terrain.barriers
    Scenario: A goblin behind a wall 3" high cannot go through it to intercept, and the way round is longer than its charge
      # The wall runs from 1.75" to 2.25" north of the path, 8" long from x = -1 to x = 7; the goblin at (3, 3) is 2"
      # from the swept path and may intercept, but a wall higher than 1" cannot be jumped: it goes round or climbs.
      # Round either end its centre must get 4.5" out, past x = 7.5 or x = -1.5, and 3.5" back to touch the hero at
      # (3, 0), besides the way down past the wall: more than the 8" of its charge (Movement 4").
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And a wall 3" high stands 0.25" south of the goblin
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.terrain.barriers
    Scenario: A goblin behind a fence 1" high jumps it to intercept
      # Control: the fence is a barrier, jumped freely; the goblin goes straight to (3, 1), its base clear of the
      # fence (1.75" to 2.25").
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And a fence 1" high stands 0.25" south of the goblin
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (3, 0)
      And the goblin stands at (3, 1)

  Rule: other readings of the charging rules

    @clause:mordheim.charging.unseen-within-4 @ruling:mordheim.charging.within-4=exclusive
    Scenario: Under the reading "exclusive" an unseen enemy at exactly 4" cannot be charged
      Given a hero with Movement 4" and Initiative 3
      And a wall 3" high stands 1" east of the hero
      And an enemy ork stands 4" east of the hero
      When the hero declares a charge against the ork
      Then the declaration is refused by rule mordheim.charging.target-line

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-point=at-charge-end
    Scenario: At the charge's end the goblin with Movement 1" is too far to join the fight
      # The hero ends its charge at (6, 0), touching the orc; the goblin at (3, 2.5) is sqrt(3² + 2.5²) - 1 = 2.905"
      # from base contact with it there, more than the 2" of its charge (Movement 1"), the move into close combat
      # being a charge's move (ruling mordheim.charging.intercept-move, default "as-a-charge").
      Given the table "mordheim/interception"
      And the goblin has Movement 1"
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-point=at-charge-end @ruling:mordheim.charging.intercept-move=within-reach
    Scenario: Under the reading "within reach" the goblin may not move 2.905" to join the fight at the charge's end
      # As above with the goblin's Movement 4": its charge would reach, but under "within-reach" it moves no more
      # than the 2" of the interception clause.
      Given the table "mordheim/interception"
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.double-movement
    @ruling:mordheim.charging.intercept-meeting-point=at-charge-end @ruling:mordheim.movement.through-models=goes-round
    @ruling:mordheim.charging.hidden-in-the-way=passed-over
    Scenario: A beast of a third warband hiding in the goblin's way, which the charge finds, keeps the goblin from joining it, said before the jump-down test
      # The goblin's way to the hero at the end of his charge, at (4.5, 0.4), is through the door, where the beast
      # hides: hidden from the goblin it would be passed over. But the hero moves first, and ends 0.66" from the
      # beast, within his Initiative of 4": "Вражеские воины всегда будут ... определять скрытых противников в
      # пределах расстояния, равного их Инициативе", and the marker is removed before the goblin moves. Seen, the
      # beast fills the door, and the way round the building is 28.18", more than the goblin's 8" charge. The
      # interception cannot be made whatever the hero's Initiative test for his 2" jump would show: no die is rolled.
      Given the table "mordheim/door-with-a-hidden-beast"
      When the hero charges the enemy ork by way of 0.5" east then jumps down and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.double-movement
    @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
    Scenario: Met on his way, the hero finds the beast hiding in the goblin's way before the goblin moves
      # Met at the point of his way nearest the goblin (ruling mordheim.charging.intercept-meeting-point, default
      # "nearest-point-of-path"), the hero stops at (1.5, 0.4), 1.52" from the beast, within his Initiative of 4":
      # "Вражеские воины всегда будут ... определять скрытых противников в пределах расстояния, равного их
      # Инициативе", and "Если противник передвинулся так, что он может видеть прячущегося воина ... маркер
      # убирается": the hero has moved, the goblin not yet. Seen, the beast fills the door, the goblin's one short
      # way; round the building is more than its 8" charge. Refused before the hero's jump-down test: no die rolled.
      Given the table "mordheim/door-with-a-hidden-beast"
      When the hero charges the enemy ork by way of 0.5" east then jumps down and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.failed.move
    @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
    Scenario: A failed charge met on its way finds the beast hiding in the goblin's way before the goblin moves
      # The orc is 14.5" beyond the platform's edge: the charge fails and the hero moves his normal 4" towards it,
      # to (1, 0.4), where the goblin meets him, 1.95" from the beast, within his Initiative: found by the
      # hero's move, the beast fills the door before the goblin moves, and the way round is more than 8".
      Given the table "mordheim/door-with-a-hidden-beast-far-orc"
      When the hero charges the enemy ork by way of 0.5" east then jumps down and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @clause:mordheim.charging.failed.move
    @ruling:mordheim.charging.intercept-meeting-point=at-charge-end
    @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
    Scenario: At a failed charge's end the beast the hero's move finds keeps the goblin from the door
      # As above, the goblin joining the hero where his failed charge ends, at (1, 0.4): the hero's move comes
      # first and finds the beast, the goblin's way is found after it, and round the building is more than 8".
      Given the table "mordheim/door-with-a-hidden-beast-far-orc"
      When the hero charges the enemy ork by way of 0.5" east then jumps down and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-move=placed-into-contact
    Scenario: Under the reading "placed into contact" the goblin behind a wall 3" high is set in contact with the hero
      # The models are moved into contact whatever lies between: the goblin at (3, 1), on the hero's side of the wall.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 3)
      And a wall 3" high stands 0.25" south of the goblin
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the goblin stands at (3, 1)

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-meeting-off-walls=near-side
    Scenario: Under the reading "near side" the intercepted hero stops against the barrels on its own side
      # The barrels stand from 3.5" to 4.5": the hero stops with its base against them, at (3, 0); the goblin's
      # straight move would put its base on their corner, so it goes to the nearest place 1" from the hero clear of
      # it, (3.2943, 0.9557) as above.
      Given a hero with Movement 4" and Initiative 3
      And a barrel 0.75" high stands 3" east of the hero
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (4.6, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin
      And the hero stands at (3, 0)
      And the goblin stands at (3.2943, 0.9557)

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-corridor=centre-to-centre-line
    Scenario: Under the reading "centre to the line" the goblin, 2.5" from the path's centre line, may not intercept
      Given the table "mordheim/interception"
      When the hero charges the enemy ork and the goblin intercepts
      Then the charge is refused by rule mordheim.charging.intercepting.eligible

    @clause:mordheim.charging.intercepting.eligible @ruling:mordheim.charging.intercept-corridor=centre-to-centre-line
    Scenario: Under the reading "centre to the line" a goblin exactly 2" from it may
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 6" east of the hero
      And an enemy goblin stands at (3, 2)
      When the hero charges the enemy ork and the goblin intercepts
      Then the hero is in close combat with the goblin

    @clause:mordheim.charging.intercepting.one-per-charger @ruling:mordheim.charging.intercept-attempts=until-one-intercepts
    Scenario: Under the reading "until one intercepts" a second goblin tries after the first fails its Fear test
      Given the table "mordheim/interception"
      And the hero causes fear
      And an enemy snotling stands at (4, -2.5)
      And the snotling need not test for fear
      When the hero charges the enemy ork and the goblin, then the snotling, try to intercept; Fear tests are failed
      Then the hero is in close combat with the snotling
      And the goblin has taken a Fear test failed
      And the goblin stands at (3, 2.5)

    @clause:mordheim.charging.failed.move @ruling:mordheim.charging.failed-charge-route=straight-towards
    Scenario: Under the reading "straight towards" a failed charge goes straight at the orc
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands 9" east of the hero
      When the hero charges the enemy ork
      Then the hero stands at (4, 0)
      And the hero made a failed charge

    @clause:mordheim.charging.failed.move @ruling:mordheim.charging.failed-charge-route=straight-towards
    Scenario: Under the reading "straight towards" a failed charge goes straight at the unseen orc until a 3" wall stops it
      # The orc, 3" away behind the 8" wall, is charged unseen; round the wall is more than 8": the charge fails.
      # Straight towards the orc the hero goes as far as it can: its base against the wall.
      Given a hero with Movement 4" and Initiative 3
      And a wall 3" high stands 1" east of the hero
      And an enemy ork stands 3" east of the hero
      When the hero charges the enemy ork and the die shows 1
      Then the hero made a failed charge
      And the hero stands at (1, 0)

    @clause:mordheim.charging.failed.move @ruling:mordheim.charging.failed-charge-route=straight-towards
    Scenario: Under the reading "straight towards" a failed charge that jumps down goes straight at the orc from where it lands
      Given a hero with Movement 4" and Initiative 3
      And the hero stands at the east edge of a roof 2" high
      And a wall 3" high stands 1" east of the roof
      And an enemy ork stands 3" east of the hero
      When the hero charges the enemy ork by way of jumps down and the dice show 1 and 1
      Then the hero made a failed charge
      And the hero stands 0 inches above the table
      And the hero stands at (0.5, 0)

    @clause:mordheim.charging.low-wall @ruling:mordheim.charging.across-low-wall=within-one-inch
    Scenario: Under the reading "within 1 inch" a low wall with an enemy 0.9" away beyond it means contact
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 0.25" east of the hero
      And an enemy ork stands 0.9" east of the hero
      When the hero moves 0.1" north
      Then the hero is in close combat with the ork
      And the hero counts as the charger

    @clause:mordheim.charging.low-wall
    Scenario: By default the hero charging the orc behind a thick hedge stops against it and both are engaged
      # Both bases touch the 1.5" hedge from opposite sides and nothing but the hedge is between them.
      Given the table "mordheim/thick-hedge"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (4.5, 0)

    @clause:mordheim.charging.low-wall @clause:mordheim.charging.engaged
    Scenario: By default the hero does not end astride a thin wall the orc stands close behind: it jumps it and touches the orc's flank
      # The orc's base is 0.2" behind the wall, not touching it, so they are not "separated by a low wall"; no base
      # fits between wall and orc, and the hero's base cannot stand on the wall ("не могут непосредственно
      # соприкасаться подставками"). The nearest place touching the orc beyond the wall: (4, 0.3 - 0.98).
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 2.5" east of the hero
      And an enemy ork stands at (4.2, 0.3)
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (4, -0.6798)

    @clause:mordheim.charging.low-wall @clause:mordheim.charging.double-movement
    Scenario: The hero charging between two fences a hair more than a base apart ends in the gap between them
      # Straight on, the hero's base would end astride the south fence at (3, 0), and the orc does not touch
      # either fence, so they would not be "separated by a low wall": the hero goes on to the nearest place
      # touching the orc where its base stands on neither. That is in the gap: the base's centre 0.007" north
      # of the centre line, touching the orc at (4 - sqrt(1 - 0.007^2), 0.007) = (3.00002, 0.007), 3.00003"
      # from where the hero starts. Every other free place touching the orc is round its north or south side,
      # over 3.7" away.
      Given the table "mordheim/between-two-fences"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (3, 0.007)

    @clause:mordheim.charging.low-wall @ruling:mordheim.charging.across-low-wall=within-one-inch
    Scenario: Under the reading "within 1 inch" the hero cannot engage the orc across a 1.5" hedge
      # Against the hedge the bases are 1.5" apart, more than 1"; and there is no room beyond it.
      Given the table "mordheim/thick-hedge"
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.low-wall
      And the hero is not in close combat with the ork

    @clause:mordheim.charging.low-wall
    Scenario: By default the same models, not both touching the wall, are not in contact
      Given a hero with Movement 4" and Initiative 3
      And a wall 1" high stands 0.25" east of the hero
      And an enemy ork stands 0.9" east of the hero
      When the hero moves 0.1" north
      Then the hero stands at (0, 0.1)

    @clause:mordheim.charging.unseen-within-4
    Scenario: By default the line runs between centres: the wall's end hides the orc, and a test is due
      Given the table "mordheim/wall-end"
      When the hero charges the enemy ork and the die shows 6
      Then the hero may not charge this turn

    @clause:mordheim.charging.target-line @ruling:mordheim.charging.line=any-line-between-bases
    Scenario: Under the reading "any line between the bases" the orc is in sight and the charge needs no test
      # The charge then goes round the wall's north end (corners (1.5, 0.2) and (2, 0.2)) by the shortest route,
      # the hero's centre 0.5" from the wall: the line touching the circle round (1.5, 0.2), sqrt(1.5² + 0.2² -
      # 0.5²) = 1.4283"; the arc to the circle's top, from the hero's direction from the corner (187.595 degrees)
      # round to north (90) less acos(0.5 / 1.5133) = 70.706: 26.888 degrees, 0.2346"; 0.5" along the end; the
      # arc round (2, 0.2), from north round to the orc's direction (-5.711) less acos(0.5 / 2.0100) = 75.596:
      # 20.115 degrees, 0.1755"; and the line from (2.1720, 0.6695) towards the orc's centre at (4, 0), 1.9468",
      # on which the bases touch 1" short of it: at (4 - 1.8280 / 1.9468, 0.6695 / 1.9468) = (3.0610, 0.3439),
      # after 3.2853".
      Given the table "mordheim/wall-end"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (3.0610, 0.3439)

    @clause:mordheim.charging.target-line @ruling:mordheim.charging.line=any-line-between-bases
    Scenario: Under the reading "any line between the bases" a line through the slit between two walls lets the hero declare the charge
      # A line 0.35" north of the centre line, from the hero's base to the orc's, passes between the walls.
      Given the table "mordheim/slit-between-walls"
      When the hero declares a charge against the ork
      Then the hero has declared a charge against the ork

    @clause:mordheim.charging.target-line
    Scenario: By default the centre line meets the wall: the orc 5" away may not be charged
      Given the table "mordheim/slit-between-walls"
      When the hero declares a charge against the ork
      Then the charge is refused by rule mordheim.charging.target-line

    @clause:mordheim.charging.double-movement @ruling:mordheim.charging.shortest-route=straight-line
    Scenario: Under the reading "straight line" the charge round the corner cannot be made
      Given the table "mordheim/street-corner"
      When the hero charges the enemy ork and the die shows 1
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.double-movement @ruling:mordheim.movement.through-models=goes-round
    Scenario: Under the reading "goes round" the charge goes round a scout in its way, by the shortest way into contact
      # "идёт всегда по кратчайшему пути", and under this reading a base goes round another model as round a wall:
      # the hero's centre keeps 1" (their radii together) from the scout's at (2, 0.5). The shortest way runs from
      # (0, 0) along the tangent to that circle (1.803"), round it below (0.431"), and on along the tangent through
      # the orc's centre until the bases touch (2.872" - 1" = 1.872"): 4.106" of its 8", ending at (4.014, -0.169).
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (5, 0)
      And a friendly scout stands at (2, 0.5)
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (4.014, -0.169)

    @clause:mordheim.charging.double-movement
    Scenario: By default a charge passes over a scout just off the straight way, and reaches the orc 8" away
      # The bases touch after 8" straight on, the hero's double Movement; the way passes over the scout at (2, 0.3)
      # (ruling mordheim.movement.through-models, default "passes-over").
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (9, 0)
      And a friendly scout stands at (2, 0.3)
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (8, 0)

    @clause:mordheim.charging.failed.move @ruling:mordheim.movement.through-models=goes-round
    Scenario: Under the reading "goes round" the way round the scout is longer than 8": a failed charge along it
      # Going round the scout, its centre 1" from the scout's, the way into contact is 8.161", more than the 8" of
      # the charge: a failed charge, the hero moving its normal 4" along that way ("along-charge-route").
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (9, 0)
      And a friendly scout stands at (2, 0.3)
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero has used 4 inches of movement

    @clause:mordheim.charging.failed.move @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.failed-charge-route=straight-towards
    Scenario: Going straight towards the orc, a failed charge stops against the scout in its way, bases touching
      # A model stands in the way as a wall does, and a failed charge straight towards its target stops against a
      # wall: the hero's centre stops 1" from the scout's at (2, 0.3), 2 - sqrt(1 - 0.3²) = 1.046" along the way.
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (9, 0)
      And a friendly scout stands at (2, 0.3)
      When the hero charges the enemy ork
      Then the hero made a failed charge
      And the hero stands at (1.046, 0)

    @clause:mordheim.charging.double-movement @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.shortest-route=straight-line
    Scenario: Under the readings "goes round" and "straight line" a scout in the straight line stops the charge being made
      Given a hero with Movement 4" and Initiative 3
      And an enemy ork stands at (9, 0)
      And a friendly scout stands at (2, 0.3)
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.double-movement
    Scenario: By default a charge passes over the scout filling a passage and reaches the orc beyond it
      # Straight on, the bases touch after 5" of the hero's 8", the way passing over the scout.
      Given the table "mordheim/passage-with-a-scout"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (5, 0)

    @clause:mordheim.charging.double-movement @ruling:mordheim.movement.through-models=goes-round
    Scenario: Under the reading "goes round" no way leads past the scout filling a passage: the charge is refused
      # Going round the scout, no way leads past it: the charge is refused by the clause of its route, the scout
      # named, before any die.
      Given the table "mordheim/passage-with-a-scout"
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.double-movement @ruling:mordheim.movement.through-models=goes-round
    Scenario: Under the reading "goes round" a charge goes round a hidden orc in its way too: none leads past it here
      # The scout hides behind the low wall, out of the hero's sight and 2" from its base, beyond its Initiative 1;
      # it stands on the table with its marker (ruling mordheim.charging.hidden-in-the-way, by default
      # "goes-round-it"), and filling the passage it leaves no way round: the charge is refused before any die.
      Given the table "mordheim/passage-with-a-hidden-scout"
      When the hero charges the enemy ork
      Then the charge is refused by rule mordheim.charging.double-movement

    @clause:mordheim.charging.double-movement @clause:mordheim.hiding.detection
    @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
    Scenario: Read as no warrior going round what he cannot see, the charge passes over the hidden scout and finds it
      # "Пока модель спрятана, она не может быть увидена": the way is the straight one, over the low wall ("Это никак
      # не сказывается на её передвижении") and over the scout's base, 5" into contact with the orc at (6, 0); on it
      # the hero comes within its Initiative 1 of the scout and finds it ("всегда будут ... определять скрытых
      # противников в пределах расстояния, равного их Инициативе").
      Given the table "mordheim/passage-with-a-hidden-scout"
      When the hero charges the enemy ork
      Then the hero is in close combat with the ork
      And the hero stands at (5, 0)
      And the scout is not hidden
