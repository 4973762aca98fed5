Feature: Fighting on different levels (СРАЖЕНИЕ НА РАЗНЫХ УРОВНЯХ)
  A fighter who climbs onto a wall, balcony or cliff automatically charges the nearest
  enemy whose control zone touches the edge and is placed at the edge touching him; with
  none, he stands on the edge and charges nobody.  He fights with Fight value 1 and may
  fall if he does not win.

  The balcony's edge runs north-south and faces east; the kid climbs it from the east.
  Bases are 0.5" in radius; a control zone reaches 1" from the base.

  Rule: The climber charges the nearest enemy whose zone touches the edge

    Background:
      Given a balcony 3" high
      And a kid at the foot of the balcony

    @clause:lotow.levels.auto-charge @clause:lotow.levels.placement
    Scenario: The kid charges the gunman standing 0.5" back from the edge
      Given an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      Then the kid is engaged with the gunman
      And the gunman is engaged with the kid
      And the kid is in base contact with the gunman
      And the kid is at the edge of the balcony
      And the kid stands on the balcony

    @clause:lotow.levels.auto-charge
    Scenario: Between two enemies equally near, the climbing player chooses
      Given an enemy gunman on the balcony 0.5" back from the edge and 2" to the north
      And an enemy bandit on the balcony 0.5" back from the edge and 2" to the south
      When the kid climbs onto the balcony and charges the bandit
      Then the kid is engaged with the bandit

    @clause:lotow.levels.auto-charge
    Scenario: "Nearest" is measured from where he comes up
      # Coming up 4" north of where he stood, at (0, 4): the gunman's base is
      # sqrt(1^2 + 0.5^2) - 0.5 = 0.62" away, the bandit's sqrt(1.3^2 + 4^2) - 0.5 = 3.71".
      Given an enemy gunman on the balcony 0.5" back from the edge and 3.5" to the north
      And an enemy bandit on the balcony 0.8" back from the edge
      When the kid climbs onto the balcony 4" to the north of where he stands
      Then the kid is engaged with the gunman

    @clause:lotow.levels.auto-charge @ruling:lotow.levels.nearest=from-start
    Scenario: Under the reading "nearest to where he started", he charges the bandit instead
      # From his start at the foot, (0.5, 0): the bandit's base is 1.8 - 0.5 = 1.3" away,
      # the gunman's sqrt(1.5^2 + 3.5^2) - 0.5 = 3.31".
      Given an enemy gunman on the balcony 0.5" back from the edge and 3.5" to the north
      And an enemy bandit on the balcony 0.8" back from the edge
      When the kid climbs onto the balcony 4" to the north of where he stands
      Then the kid is engaged with the bandit

    @clause:lotow.levels.placement @ruling:lotow.levels.placement-spot=on-the-line
    Scenario: Under the reading "centred on the edge line", he stands on the edge without touching a bandit 0.8" back
      Given an enemy bandit on the balcony 0.8" back from the edge
      When the kid climbs onto the balcony
      Then the kid is engaged with the bandit
      And the kid is at the edge of the balcony

    @clause:lotow.levels.auto-charge
    Scenario: A kid who has walked all his 6" has no move left to climb onto the balcony and charge the gunman
      # The climb is his move: the enemies at the edge "считаются видимыми для лезущего наверх бойца, в начале
      # движения", and with none "враги были вне зоны его видимости, когда он начинал движение". With his 6" used
      # he begins none, as a jump or a charge is refused him.
      Given an enemy gunman on the balcony 0.5" back from the edge
      And the kid has already moved 6"
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.levels.auto-charge
      And the gunman is engaged with nobody

    @clause:lotow.levels.no-enemy
    Scenario: With no move left he does not climb onto the balcony where no enemy's zone touches the edge either
      Given an enemy gunman on the balcony 1.5" back from the edge
      And the kid has already moved 6"
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.levels.auto-charge
      And the kid is 0" above the table

    @clause:lotow.levels.auto-charge
    Scenario: Having walked 5" of his 6", the kid still climbs onto the balcony and charges the gunman
      Given an enemy gunman on the balcony 0.5" back from the edge
      And the kid has already moved 5"
      When the kid climbs onto the balcony
      Then the kid is engaged with the gunman

  Rule: On the saloon balcony he charges the nearest of the enemies whose zone touches the edge

    Background:
      Given the table "lotow/saloon-balcony"

    @clause:lotow.levels.auto-charge @clause:lotow.levels.seen-at-start
    Scenario: Of the enemies at the edge he charges the nearer
      # From where he comes up, (0, 0): the bandit's base is 1.3 - 0.5 = 0.8" away, the
      # gunman's sqrt(1^2 + 3^2) - 0.5 = 2.66" away; the sniper's zone (2" back) does not
      # reach the edge.
      When the kid climbs onto the balcony
      Then the kid is engaged with the bandit
      And the kid is in base contact with the bandit
      And the kid fights with a Fight value of 1

    @clause:lotow.levels.auto-charge
    Scenario: He may not pick the farther one
      When the kid climbs onto the balcony and charges the gunman
      Then the climb is refused by rule lotow.levels.auto-charge

    @clause:lotow.levels.seen-at-start
    Scenario: He cannot charge the sniper, whose zone does not touch the edge
      When the kid climbs onto the balcony and charges the sniper
      Then the climb is refused by rule lotow.levels.seen-at-start

  Rule: Only enemies whose zone touches the edge count as seen; with none he charges nobody

    Background:
      Given a balcony 3" high
      And a kid at the foot of the balcony

    @clause:lotow.mounted.holding @clause:lotow.levels.no-enemy @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: Climbing onto the balcony, the kid leaves the horse he holds below and lets go of its reins
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте с пешей фигуркой", and "Верховые
      # фигурки не могут карабкаться": on the edge his base is 1" from the horse's, which stays in the street.
      Given a riderless horse belonging to the kid
      When the kid holds the horse by the reins
      And the kid climbs onto the balcony
      Then the kid may charge nobody this turn
      And the horse is not held by the kid

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the kid holding his horse may not climb onto the balcony away from it
      # "Верховые фигурки не могут карабкаться": the horse stays in the street, 1" from his base on the edge; holding
      # its reins he moves only where "верховое животное при этом оставалось в базовом контакте".
      Given a riderless horse belonging to the kid
      When the kid holds the horse by the reins
      And the kid climbs onto the balcony
      Then the climb is refused by rule lotow.mounted.holding
      And the horse is held by the kid

    @clause:lotow.mounted.holding @clause:lotow.levels.no-enemy @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the kid lets go of his horse's reins and then climbs onto the balcony
      Given a riderless horse belonging to the kid
      When the kid holds the horse by the reins
      And the kid lets go of the horse's reins
      And the kid climbs onto the balcony
      Then the kid may charge nobody this turn
      And the horse is not held by the kid

    @clause:lotow.levels.seen-at-start @clause:lotow.levels.auto-charge
    Scenario: An enemy exactly 1" back has a zone that meets the edge
      Given an enemy gunman on the balcony 1" back from the edge
      When the kid climbs onto the balcony
      Then the kid is engaged with the gunman

    @clause:lotow.levels.seen-at-start @ruling:lotow.levels.zone-touches-edge=crosses-only
    Scenario: Under the reading "the zone must cross the edge", the enemy 1" back is not charged
      Given an enemy gunman on the balcony 1" back from the edge
      When the kid climbs onto the balcony
      Then the kid is engaged with nobody
      And the kid may charge nobody this turn

    @clause:lotow.levels.no-enemy
    Scenario: With no zone touching the edge he stands on the edge and charges nobody
      Given an enemy gunman on the balcony 1.5" back from the edge
      When the kid climbs onto the balcony
      Then the kid stands on the balcony
      And the kid is at the edge of the balcony
      And the kid is engaged with nobody
      And the kid may charge nobody this turn

    @clause:lotow.levels.no-enemy
    Scenario: Having charged nobody on the way up, he may not charge this turn
      Given an enemy gunman on the balcony 1.5" back from the edge
      When the kid climbs onto the balcony
      And the kid charges the gunman in the open
      Then the charge is refused by rule lotow.levels.no-enemy

    @clause:lotow.levels.no-enemy
    Scenario: "He cannot charge anyone this turn": the next turn he may charge again
      # "напасть ни на кого в этот ход не сможет": this turn only.
      Given an enemy gunman on the balcony 1.5" back from the edge
      When the kid climbs onto the balcony
      Then the kid may not charge this turn
      When the next turn begins
      Then the kid may charge this turn
      When the kid charges the gunman in the open
      Then the kid is engaged with the gunman

    @clause:lotow.prone.crawl
    Scenario: Lying at the foot of the balcony he does not climb it, though nobody's zone touches the edge
      # No charge is made, so lotow.prone.cannot-charge is not the rule that stops him: "Передвижение
      # всех лежащих фигурок (которые вставать не хотят) ограничено 2"", a crawl, and a climb is none.
      Given an enemy gunman on the balcony 1.5" back from the edge
      And the kid lies prone
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.prone.crawl

    @clause:lotow.levels.seen-at-start
    Scenario: He cannot charge an enemy whose zone does not touch the edge
      Given an enemy gunman on the balcony 0.5" back from the edge and 3" to the north
      And an enemy sniper on the balcony 2" back from the edge
      When the kid climbs onto the balcony and charges the sniper
      Then the climb is refused by rule lotow.levels.seen-at-start

    @clause:lotow.levels.no-enemy @clause:lotow.prone.no-control-zone
    Scenario: An enemy lying at the edge has no zone to touch it
      # Standing, the gunman's zone would touch the edge; lying, he has none. The kid stands on the edge where he
      # comes up, at (-0.5, 0), 2" from the gunman's centre: beside him, not over him.
      Given an enemy gunman on the balcony 0.5" back from the edge and 2" to the north
      And the gunman lies prone
      When the kid climbs onto the balcony
      Then the kid is engaged with nobody
      And rule lotow.prone.no-control-zone is applied

    @clause:lotow.levels.no-enemy
    Scenario: Where an enemy lies at the edge the climber may not stand over his base
      # "Если ни одна контролируемая зона фигурок врага не касается края объекта, боец может просто стать на краю
      # объекта": on the edge, where no base stands on another. The bandit lies 0.1" back from the edge, centred at
      # (-0.6, 0); the kid would stand where he comes up, at (-0.5, 0), 0.1" from that centre, over the bandit's
      # base. The excerpt does not say where else on the edge he stands: he climbs up elsewhere along it.
      Given an enemy bandit on the balcony 0.1" back from the edge
      And the bandit lies prone
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.levels.no-enemy

  Rule: A rider on the level is measured from his horse's base

    @clause:lotow.levels.auto-charge @clause:lotow.levels.placement @clause:lotow.mounted.general
    Scenario: The outlaw's horse stands 0.8" back from the edge: his zone touches it, and the kid charges him
      # His model is the horse's base ("Верховые бойцы сражаются также, как и пешие фигурки"), 0.8" from the edge,
      # within the 1" zone; a base of the outlaw's own size at the horse's centre would be 1.3" back.
      Given the table "lotow/rider-on-the-bluff"
      When the kid climbs onto the bluff
      Then the kid is engaged with the outlaw
      And the kid is in base contact with the horse

  Rule: A passenger has no zone of his own to draw the climber (ruling lotow.mounted.passengers.control-zone)

    @clause:lotow.levels.auto-charge @clause:lotow.mounted.passengers.no-shooting-or-fighting
    Scenario: The horse carries the outlaw and a passenger: the kid charges the outlaw, the mounted model's zone being his
      # "Пассажиры ... не могут сражаться в рукопашной схватке": the zone at the edge is the rider's alone.
      Given the table "lotow/rider-and-passenger-on-the-bluff"
      When the kid climbs onto the bluff
      Then the kid is engaged with the outlaw
      And the kid is in base contact with the horse

    @clause:lotow.levels.auto-charge @clause:lotow.mounted.passengers.no-shooting-or-fighting
    Scenario: The kid may not name the passenger as the enemy he charges
      Given the table "lotow/rider-and-passenger-on-the-bluff"
      When the kid climbs onto the bluff and charges the drifter
      Then the climb is refused by rule lotow.levels.auto-charge

    @clause:lotow.levels.auto-charge @ruling:lotow.mounted.passengers.control-zone=own-zone
    Scenario: Read so that the passenger has a zone of his own, he is as near as the outlaw and the kid may charge him
      Given the table "lotow/rider-and-passenger-on-the-bluff"
      When the kid climbs onto the bluff and charges the drifter
      Then the kid is engaged with the drifter

  Rule: Having charged nobody on the way up, he charges nobody on a second climb (ruling lotow.levels.barred-climber)

    Background:
      Given the table "lotow/wall-and-balcony"

    @clause:lotow.levels.no-enemy @clause:lotow.levels.auto-charge
    Scenario: By the letter, he may not climb the balcony where the gunman's zone touches the edge
      # On the wall nobody's zone touches the edge: "напасть ни на кого в этот ход не сможет". On the
      # balcony the climb would be the automatic charge on the gunman, so it is refused.
      When the kid climbs onto the wall
      Then the kid may charge nobody this turn
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.levels.no-enemy

    @clause:lotow.levels.no-enemy @ruling:lotow.levels.barred-climber=stands-on-edge
    Scenario: Read as a ban on the charge alone, he stands on the balcony's edge and charges nobody
      # He comes up 2" north of the gunman: straight across, his base would lie over the gunman's, 0.5" back
      # from the edge, and no base stands on another.
      When the kid climbs onto the wall
      And the kid climbs onto the balcony 2" to the north of where he stands
      Then the kid stands on the balcony
      And the kid is at the edge of the balcony
      And the kid is engaged with nobody
      And the kid may charge nobody this turn

    @clause:lotow.levels.seen-at-start @ruling:lotow.levels.barred-climber=charges
    Scenario: Read so that the gunman at the edge counts as seen, he charges him as any climber does
      When the kid climbs onto the wall
      And the kid climbs onto the balcony
      Then the kid is engaged with the gunman
      And the kid fights with a Fight value of 1

    @clause:lotow.levels.no-enemy
    Scenario: The next turn the ban has lapsed and the climb is the charge
      When the kid climbs onto the wall
      And the next turn begins
      And the kid climbs onto the balcony
      Then the kid is engaged with the gunman

  Rule: The climber fights with Fight value 1 and may fall if he does not win

    Background:
      Given a balcony 3" high
      And a kid at the foot of the balcony

    @clause:lotow.levels.fight-value-1
    Scenario: A Fight 5 climber fights with 1
      Given the kid has a Fight value of 5
      And an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      Then the kid fights with a Fight value of 1

    @clause:lotow.levels.fight-value-1
    Scenario: In the next turn he fights with his own Fight value again
      Given the kid has a Fight value of 5
      And an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      And the next turn begins
      Then the kid fights with a Fight value of 5

    @clause:lotow.levels.fight-value-1 @ruling:lotow.levels.fight-value-scope=while-at-edge
    Scenario: Under the reading "while he is at the edge", Fight 1 lasts into the next turn
      Given the kid has a Fight value of 5
      And an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      And the next turn begins
      Then the kid fights with a Fight value of 1

    @clause:lotow.levels.may-fall
    Scenario: The climber may fall if he does not win; the fall is outside the excerpt
      Given an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      Then the kid may fall if he does not win the fight
      And rule lotow.levels.may-fall is applied

    @clause:lotow.levels.may-fall @clause:lotow.falling.no-jump-test
    Scenario: If he does fall from the 3" balcony, it is a fall from over 2"
      Given an enemy gunman on the balcony 0.5" back from the edge
      When the kid climbs onto the balcony
      And the kid falls 3"
      Then the kid has fallen
      And the kid lies prone
