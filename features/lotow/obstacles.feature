Feature: Obstacles and charges (ПРЕПЯТСТВИЯ И НАПАДЕНИЕ)
  A fighter right behind an obstacle stops enemies jumping it into his control zone, yet
  may be charged across it: the charger, having seen him at the start of its move,
  touches the obstacle within (or touching) his control zone, and both are engaged and
  move no more this turn.  An obstacle wider than 1" cannot be charged across; a thin
  fence can let several enemies charge one fighter.

  Obstacles run north-south; the cowboy stands on the east side, the enemies come from
  the west.  Bases are 0.5" in radius; a control zone reaches 1" from the base.  An
  obstacle set up with the cowboy behind it is 2" high, too high for a fighter on foot to
  ignore, so that crossing it is a jump.

  Rule: No jumping the obstacle into the zone of a fighter standing against it

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: Landing 0.5" from the cowboy's base is inside his zone: the jump is refused
      # Landing straight across 1.5" north of him: centres 1.5" apart, bases 0.5" apart.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 1.5" to the north
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: Landing 2" from his base is outside his zone: the deputy may try the jump
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 3" to the north
      When the deputy jumps the fence
      Then the deputy must take a Jump test
      And rule lotow.obstacles.no-jump-into-zone is applied

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: The Jump test the deputy owed for the fence is this turn's: in the next turn he owes none
      # The test is taken with the jump, a move of the turn he made it in (the test itself is the ordinary
      # rules', outside the excerpt); a new turn does not ask it of him again.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 3" to the north
      When the deputy jumps the fence
      And the next turn begins
      Then the deputy must not take a Jump test

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: The deputy walks the 1" up to the fence and tries the jump from there
      # The jump is made from the obstacle: a refused mount "остаётся на месте" at it, and the mounted jump rules
      # are "такие же, как и для пеших фигурок". Whether he gets over is the Jump test (outside the excerpt): until
      # then he stands against the fence, 1" of his 6" walked.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 3" to the north
      When the deputy jumps the fence
      Then the deputy must take a Jump test
      And the deputy touches the fence
      And the deputy has 5 inches of movement left

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: A deputy with 0.5" of his move left cannot reach the fence 1" away to jump it
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 3" to the north
      And the deputy has already moved 5.5"
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: A deputy who has walked all his 6" has no move left to jump the fence
      # A jump is part of his movement, measured against his move (ruling lotow.foot.phase): with his 6"
      # used he makes none, however far he would land from the cowboy.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 3" to the north
      And the deputy has already moved 6"
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: Landing exactly at the rim of his zone counts as within it
      # 2" north: centres 2" apart, bases exactly 1" apart, touching the zone.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 2" to the north
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.obstacles.landing-within=overlap-only
    Scenario: Under the reading "only overlapping is within", landing at the rim is allowed
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence and 2" to the north
      When the deputy jumps the fence
      Then the deputy must take a Jump test

    @clause:lotow.obstacles.no-jump-into-zone
    Scenario: A fighter standing back from the fence does not stop the jump
      Given a fence 0.25" wide with the cowboy standing 0.5" behind it
      And an enemy deputy 1" beyond the fence and 1.5" to the north
      When the deputy jumps the fence
      Then the deputy must take a Jump test

    @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.obstacles.against-the-obstacle=any-zone
    Scenario: Under the reading "any zone", the cowboy standing back still stops it
      Given a fence 0.25" wide with the cowboy standing 0.5" behind it
      And an enemy deputy 1" beyond the fence and 1.5" to the north
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

  Rule: A rider behind the fence is measured from his mount's base, the base his model stands on

    Background:
      Given the table "lotow/riders-at-the-fence"

    @clause:lotow.obstacles.no-jump-into-zone @clause:lotow.mounted.general
    Scenario: The cowboy's horse stands against the fence: the deputy may not jump it into his zone
      # Landing straight across, 2" north of the cowboy: 0.56" from the horse's base, within his zone; the horse's
      # base touches the fence, so he stands against it ("Верховые бойцы сражаются также, как и пешие фигурки").
      When the deputy jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.charge-position @clause:lotow.mounted.general
    Scenario: The marshal charges the drifter across the fence: his mule's base is 0.85" from the marshal's
      # Touching the fence, the marshal's base edge is at x = -0.125; the mule's at x = 0.725: within the 1" zone.
      When the marshal charges the drifter across the fence
      Then the marshal is engaged with the drifter
      And the drifter is engaged with the marshal

  Rule: Models on foot ignore obstacles up to 1½", as mounted models do

    Background:
      Given the table "lotow/fence-line"

    @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: The ranger crosses the 1" fence with no Jump test
      # "Верховые фигурки игнорируют препятствия высотой или шириной в пределах до 1½", точно так же, как и
      # пешие фигурки": the fence is 1" high and 0.25" wide. He lands 4" north of the cowboy, out of his zone.
      When the ranger jumps the fence
      Then the ranger must not take a Jump test
      And rule lotow.mounted.obstacles.small-on-foot is applied

    @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: Having crossed the 1" fence, the ranger stands on its far side, the cowboy's
      # "игнорируют препятствия ... точно так же, как и пешие фигурки": he crosses it, with his base against its
      # east side, 4" north of the cowboy.
      When the ranger jumps the fence
      Then the ranger is on the same side of the fence as the cowboy
      And the ranger is not on the same side of the fence as the deputy

    @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: The ranger walks the 3" up to the 1" fence before he crosses it, and has 3" of his 6" left beyond
      # "фигурка перепрыгивает препятствие и может закончить своё движение, если позволяет дальность": going over
      # is part of his move, made from the obstacle. He walks the 3" from where he stands to touch it; the going
      # over itself costs nothing of its own (ruling lotow.mounted.obstacles.crossing-cost, default "free").
      When the ranger jumps the fence
      Then the ranger has 3 inches of movement left
      And the ranger touches the fence

    @clause:lotow.mounted.obstacles.small-on-foot @ruling:lotow.mounted.obstacles.crossing-cost=width
    Scenario: Read as costing its width, the 0.25" fence leaves the ranger 2.75" beyond it
      When the ranger jumps the fence
      Then the ranger has 2.75 inches of movement left

    @clause:lotow.mounted.obstacles.small-on-foot @ruling:lotow.mounted.obstacles.crossing-cost=whole-way
    Scenario: Read as costing the whole way over, the 0.25" fence and his 1" base leave the ranger 1.75" beyond it
      # From his base against the west side to his base against the east side his centre moves the fence's 0.25"
      # and his base's 1": with the 3" walked up to it, 4.25" of his 6".
      When the ranger jumps the fence
      Then the ranger is on the same side of the fence as the cowboy
      And the ranger has 1.75 inches of movement left

    @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: With 2" of his 6" left, the ranger cannot reach the 1" fence 3" away to cross it
      # "если позволяет дальность": the 3" up to the fence are more than he has left; he stays where he stands.
      Given the ranger has already moved 4"
      When the ranger jumps the fence
      Then the jump is refused by rule lotow.mounted.obstacles.small-on-foot
      And the ranger is on the same side of the fence as the deputy

    @clause:lotow.mounted.obstacles.small-on-foot @clause:lotow.obstacles.no-jump-into-zone
    Scenario: A fence low enough to ignore still may not be crossed into the cowboy's zone
      # The sheriff, 2" north, would land with his base 1" from the cowboy's: at the rim of his zone.
      When the sheriff jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.mounted.obstacles.small-on-foot @ruling:lotow.mounted.obstacles.small-threshold=half-inch
    Scenario: Read as ½", the 1" fence is a jump, and the ranger must take a Jump test
      When the ranger jumps the fence
      Then the ranger must take a Jump test

  Rule: The walk up to the obstacle is a straight way clear of other models' bases

    @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: The drifter stands on the ranger's straight way up to the 1" fence: he does not walk through him
      # He goes over from the fence ("фигурка перепрыгивает препятствие и может закончить своё движение, если
      # позволяет дальность"), walking straight up to it, as a charger moves straight into contact; no base stands
      # on another, and the way round the drifter is the ordinary movement rules' (outside the excerpt).
      Given the table "lotow/ranger-with-a-drifter-on-his-way-to-a-low-fence"
      When the ranger jumps the fence
      Then the jump is refused by rule lotow.mounted.obstacles.small-on-foot
      And the ranger is not on the same side of the fence as the cowboy
      And the ranger has 6 inches of movement left

    @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.mounted.obstacles.small-threshold=half-inch
    Scenario: Read as ½", the 1" fence is a jump; the drifter on his way still keeps the ranger from walking up to it
      # He tries the jump from the fence, walking straight up to it first: the drifter's base lies across that way.
      Given the table "lotow/ranger-with-a-drifter-on-his-way-to-a-low-fence"
      When the ranger jumps the fence
      Then the jump is refused by rule lotow.obstacles.no-jump-into-zone
      And the ranger must not take a Jump test
      And the ranger has 6 inches of movement left

  Rule: A fighter holding his horse keeps the reins only while it stays in base contact with him (ruling lotow.mounted.holding.moving-away)

    @clause:lotow.mounted.holding @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: Jumping the 2" fence, the cowboy leaves the horse he holds behind and lets go of its reins
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте с пешей фигуркой": the fence is
      # higher than the 1½" a mounted model ignores, and the horse, led by a man on foot, does not jump it after him.
      Given a fence 0.25" wide with the cowboy standing against it
      And a riderless horse belonging to the cowboy
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy must take a Jump test
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy holding his horse may not jump the 2" fence it does not jump
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте": holding the reins, he moves only
      # where the horse stays in base contact with him, and it does not go over the 2" fence after a man on foot.
      Given a fence 0.25" wide with the cowboy standing against it
      And a riderless horse belonging to the cowboy
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the jump is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy lets go of his horse's reins and then jumps the 2" fence
      Given a fence 0.25" wide with the cowboy standing against it
      And a riderless horse belonging to the cowboy
      When the cowboy holds the horse by the reins
      And the cowboy lets go of the horse's reins
      And the cowboy jumps the fence
      Then the cowboy must take a Jump test
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: Crossing a fence 1" high, which his horse ignores as he does, the cowboy keeps its reins
      # "Верховые фигурки игнорируют препятствия высотой или шириной в пределах до 1½", точно так же, как и
      # пешие фигурки": the horse crosses the 1" fence beside him.
      Given the table "lotow/fence-line"
      And a riderless horse belonging to the cowboy
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy must not take a Jump test
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.mounted.obstacles.small
    Scenario: Led over the 1" fence, the horse stands beside the cowboy on its far side, in base contact with him
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте с пешей фигуркой": the horse,
      # which ignores the fence as he does, comes over with him and keeps at his side.
      Given the table "lotow/fence-line"
      And a riderless horse belonging to the cowboy
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy is on the same side of the fence as the deputy
      And the horse is on the same side of the fence as the cowboy
      And the cowboy is in base contact with the horse
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.mounted.obstacles.small-on-foot
    Scenario: Leading his horse 1.8" up to the 1" fence and over it, the cowboy pays the 1.8" at half speed
      # "пешая фигурка при этом может передвигаться с половиной своей обычной скорости": the horse touches him where
      # he stands and at the fence, so he leads it there at 3" of his 6" Move: the 1.8" take 3.6" of it. Both then
      # cross the fence they ignore, the horse at his side.
      Given the table "lotow/cowboy-leading-his-horse-to-a-low-fence"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy has 2.4 inches of movement left
      And the horse is on the same side of the fence as the cowboy
      And the cowboy is in base contact with the horse
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding
    Scenario: Leading his horse with 2" of his Move left, the cowboy cannot reach the 1" fence 1.8" away
      # The 2" he has left are 1" at half speed, less than the 1.8" up to the fence with the horse at his side.
      Given the table "lotow/cowboy-leading-his-horse-to-a-low-fence"
      And the cowboy has already moved 4"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the jump is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.mounted.obstacles.small @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: With the drifter standing where the horse would come over, the cowboy crosses the 1" fence and lets go of it
      # Beside the cowboy beyond the fence, the horse's base would lie over the drifter's: it stays where it stands,
      # out of base contact with him, and he lets go of its reins.
      Given the table "lotow/cowboy-holding-his-horse-at-a-fence-with-a-friend-beyond"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy is on the same side of the fence as the drifter
      And the horse is not on the same side of the fence as the cowboy
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.no-jump-into-zone @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: The horse would come over the 1" fence into the deputy's zone: the cowboy crosses and lets go of it
      # "Фигурки противника не могут пытаться перепрыгнуть препятствие, если в результате они приземлятся в пределах
      # контролируемой зоны врага (стоящего впритык к данному препятствию)", and the mounted rules are "такие же,
      # как и для пеших фигурок": beside the cowboy beyond the fence the horse's base would be 0.16" from the
      # deputy's, who stands against it. The cowboy, landing 1.6" from him, crosses; the horse does not follow.
      Given the table "lotow/cowboy-holding-his-horse-at-a-fence-with-a-deputy-beyond"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the cowboy is on the same side of the fence as the deputy
      And the horse is not on the same side of the fence as the cowboy
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy may not cross the 1" fence holding a horse that may not come over
      Given the table "lotow/cowboy-holding-his-horse-at-a-fence-with-a-deputy-beyond"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the jump is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, with the drifter where the horse would come over, the cowboy may not cross holding it
      Given the table "lotow/cowboy-holding-his-horse-at-a-fence-with-a-friend-beyond"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the fence
      Then the jump is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.mounted.obstacles.no-climbing @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: Crossing a rock step 1" high, which a horse cannot climb, the cowboy leaves the horse he holds behind
      # "Верховые фигурки не могут карабкаться и, естественно, не могут пользоваться верёвками и лестницами": a climb
      # stops a mounted model however low, and a man on foot does not lead his horse up it. He crosses it as a
      # man on foot ignores what is no higher than 1½", with no Jump test, and lets go of the reins.
      Given the table "lotow/cowboy-holding-his-horse-at-a-rock-step"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the ledge
      Then the cowboy must not take a Jump test
      And rule lotow.mounted.obstacles.no-climbing is applied
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy holding his horse may not cross the rock step it cannot climb
      Given the table "lotow/cowboy-holding-his-horse-at-a-rock-step"
      When the cowboy holds the horse by the reins
      And the cowboy jumps the ledge
      Then the jump is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.charge-position @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: Charging 2" up to the fence, the cowboy leaves the horse he holds behind and lets go of its reins
      # He moves 2" west to touch the fence; the horse stays where it stood, its base 2" from his.
      Given a fence 0.25" wide with the cowboy standing 2" behind it
      And a riderless horse belonging to the cowboy
      And an enemy deputy 0.5" beyond the fence
      When the cowboy holds the horse by the reins
      And the cowboy charges the deputy across the fence
      Then the cowboy is engaged with the deputy
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy holding his horse may not charge 2" up to the fence away from it
      # At the fence his base would be 2" from the horse's, which stays where it stood: holding its reins, he moves
      # only where "верховое животное при этом оставалось в базовом контакте с пешей фигуркой".
      Given a fence 0.25" wide with the cowboy standing 2" behind it
      And a riderless horse belonging to the cowboy
      And an enemy deputy 0.5" beyond the fence
      When the cowboy holds the horse by the reins
      And the cowboy charges the deputy across the fence
      Then the charge is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.charge-position @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy lets go of his horse's reins and then charges 2" up to the fence
      Given a fence 0.25" wide with the cowboy standing 2" behind it
      And a riderless horse belonging to the cowboy
      And an enemy deputy 0.5" beyond the fence
      When the cowboy holds the horse by the reins
      And the cowboy lets go of the horse's reins
      And the cowboy charges the deputy across the fence
      Then the cowboy is engaged with the deputy
      And the horse is not held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.charge-position
    Scenario: Charging 1.8" to the fence with his horse still touching him there, the cowboy keeps its reins
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте с пешей фигуркой": the horse's base
      # touches his where he stands and where he touches the fence. Having walked 2" of his 6", he has 4" left, 2" at
      # half speed: enough for the 1.8" he leads it.
      Given the table "lotow/cowboy-leading-his-horse"
      And the cowboy has already moved 2"
      When the cowboy holds the horse by the reins
      And the cowboy charges the deputy across the fence
      Then the cowboy is engaged with the deputy
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding
    Scenario: Leading his horse, the cowboy with 2" of his Move left cannot charge 1.8" to the fence
      # "пешая фигурка при этом может передвигаться с половиной своей обычной скорости": the 2" he has left of his
      # 6" are 1" at half speed, less than the 1.8" to the fence with the horse kept in base contact. Letting go
      # of the reins first, he would charge at his own speed.
      Given the table "lotow/cowboy-leading-his-horse"
      And the cowboy has already moved 4"
      When the cowboy holds the horse by the reins
      And the cowboy charges the deputy across the fence
      Then the charge is refused by rule lotow.mounted.holding

    @clause:lotow.obstacles.charge-position
    Scenario: Having let go of his horse, the cowboy with 2" of his Move left charges 1.8" to the fence
      Given the table "lotow/cowboy-leading-his-horse"
      And the cowboy has already moved 4"
      When the cowboy holds the horse by the reins
      And the cowboy lets go of the horse's reins
      And the cowboy charges the deputy across the fence
      Then the cowboy is engaged with the deputy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.must-see @ruling:lotow.mounted.holding.moving-away=lets-go
    Scenario: Charging 2" in the open away from the horse he holds, the cowboy lets go of its reins
      # "главное, чтобы верховое животное при этом оставалось в базовом контакте с пешей фигуркой": the horse stays
      # where it stands, 2" from him when he reaches the bandit. Leading nothing, the 2" take a third of his 6" Move.
      Given the table "lotow/cowboy-holding-his-horse-in-the-street"
      When the cowboy holds the horse by the reins
      And the cowboy charges the bandit in the open
      Then the cowboy is engaged with the bandit
      And the horse is not held by the cowboy
      And the cowboy has 4 inches of movement left

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy holding his horse may not charge 2" in the open away from it
      Given the table "lotow/cowboy-holding-his-horse-in-the-street"
      When the cowboy holds the horse by the reins
      And the cowboy charges the bandit in the open
      Then the charge is refused by rule lotow.mounted.holding
      And the horse is held by the cowboy

    @clause:lotow.mounted.holding @clause:lotow.obstacles.must-see @ruling:lotow.mounted.holding.moving-away=lets-go-first
    Scenario: Read as letting go first, the cowboy lets go of his horse's reins and then charges 2" in the open
      Given the table "lotow/cowboy-holding-his-horse-in-the-street"
      When the cowboy holds the horse by the reins
      And the cowboy lets go of the horse's reins
      And the cowboy charges the bandit in the open
      Then the cowboy is engaged with the bandit
      And the cowboy has 4 inches of movement left

  Rule: A fighter behind an obstacle may be charged across it

    @clause:lotow.obstacles.charge-across @clause:lotow.obstacles.charge-position @clause:lotow.obstacles.engaged
    Scenario: The deputy charges the cowboy across a fence and both are engaged
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      Then the deputy touches the fence
      And the deputy is engaged with the cowboy
      And the cowboy is engaged with the deputy
      And rule lotow.obstacles.charge-across is applied
      And rule lotow.obstacles.charge-position is applied

    @clause:lotow.obstacles.charge-position
    Scenario: Having walked 5" of his 6", the deputy cannot reach the fence 3" away to charge across it
      # "необходимо пододвинуть свою фигурку так, чтобы она касалась препятствия": moving up is his move.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      And the deputy has already moved 5"
      When the deputy charges the cowboy across the fence
      Then the charge is refused by rule lotow.obstacles.charge-position

    @clause:lotow.obstacles.engaged
    Scenario Outline: Neither of them moves again this turn
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      And the <who> walks 1"
      Then the walk is refused by rule lotow.obstacles.engaged

      Examples:
        | who    |
        | cowboy |
        | deputy |

    @clause:lotow.obstacles.engaged
    Scenario: "Neither moves again this turn": the next turn the ban has lapsed
      # "не может двигаться более в этот ход": this turn only (ruling
      # lotow.obstacles.engaged-next-turn, default "lapses-with-turn"); in the next turn each
      # may move again, and the cowboy walks 1" away from the fence.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      Then the cowboy can move no further this turn
      And the deputy can move no further this turn
      When the next turn begins
      Then the cowboy may still move this turn
      And the deputy may still move this turn
      When the cowboy walks 1"
      Then the cowboy has 5 inches of movement left

    @clause:lotow.obstacles.engaged @ruling:lotow.obstacles.engaged-next-turn=held-while-engaged
    Scenario: Under the reading "held while engaged" neither moves in the next turn either
      # Engaged "as if their bases touched", the two stay in the fight until a close combat
      # parts them, which the excerpt does not contain: the cowboy's walk is refused in turn 2.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      And the next turn begins
      And the cowboy walks 1"
      Then the walk is refused by rule lotow.obstacles.engaged

    @clause:lotow.obstacles.engaged
    Scenario: Held across the fence, the cowboy may not jump the ditch behind him this turn
      # "ни одна из фигурок не может двигаться более в этот ход": a jump is a move too.
      Given a fence 0.25" wide with the cowboy standing against it
      And a ditch 2" wide 3" behind the cowboy
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      And the cowboy jumps the ditch
      Then the jump is refused by rule lotow.obstacles.engaged

    @clause:lotow.obstacles.engaged
    Scenario: The next turn the ban has lapsed and the cowboy may try to jump the ditch
      Given a fence 0.25" wide with the cowboy standing against it
      And a ditch 2" wide 3" behind the cowboy
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      And the next turn begins
      And the cowboy jumps the ditch
      Then the cowboy must take a Jump test

    @clause:lotow.obstacles.engaged @ruling:lotow.obstacles.engaged-next-turn=held-while-engaged
    Scenario: Under the reading "held while engaged" he may not jump the ditch in the next turn either
      Given a fence 0.25" wide with the cowboy standing against it
      And a ditch 2" wide 3" behind the cowboy
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      And the next turn begins
      And the cowboy jumps the ditch
      Then the jump is refused by rule lotow.obstacles.engaged

    @clause:lotow.falling.no-further-move
    Scenario: After a fall from more than 2" the deputy may not jump the fence
      # "в этот ход он более двигаться не может"
      Given a fence 0.25" wide with the cowboy standing 3" behind it
      And an enemy deputy 1" beyond the fence
      When the deputy jumps down 3"
      And the deputy jumps the fence
      Then the jump is refused by rule lotow.falling.no-further-move

    @clause:lotow.obstacles.must-see
    Scenario: The charger must have seen the cowboy over the obstacle at the start of his move
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      And the deputy cannot see the cowboy
      When the deputy charges the cowboy across the fence
      Then the charge is refused by rule lotow.obstacles.must-see

    @clause:lotow.obstacles.must-see
    Scenario Outline: A deputy who has walked all his 6" has no move left to charge the cowboy <how>
      # "нападающей фигурке необходимо видеть противника в начале её движения": a charge is a move he begins, and
      # across the fence he must "пододвинуть свою фигурку"; with his 6" used he begins none.
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      And the deputy has already moved 6"
      When the deputy charges the cowboy <how>
      Then the charge is refused by rule lotow.obstacles.must-see
      And the deputy is not engaged with the cowboy

      Examples:
        | how               |
        | across the fence  |
        | in the open       |

    @clause:lotow.obstacles.must-see @clause:lotow.mounted.general
    Scenario Outline: A rider who has ridden <ridden> of his horse's 10" charges the deputy in the saddle: <result>
      # "Верховые бойцы сражаются также, как и пешие фигурки": a charge in the saddle is a move the mounted model
      # begins, as on foot, and the way to the deputy is paid from what is left of it: 1" here.
      Given a rider on a horse
      And an enemy deputy 1" east of the horse
      And the rider has already moved <ridden>
      When the rider charges the deputy
      Then <check>

      Examples:
        | ridden | result  | check                                                  |
        | 10"    | refused | the charge is refused by rule lotow.obstacles.must-see |
        | 9"     | allowed | rule lotow.mounted.general is applied                  |

    @clause:lotow.obstacles.must-see
    Scenario: A deputy who has walked 5" of his 6" may still charge the cowboy across the fence 1" away
      # "в начале её движения": with 1" left he begins a move, and 1" brings his base to the fence
      # ("пододвинуть свою фигурку так, чтобы она касалась препятствия"); 3" away he could not reach it
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 1" beyond the fence
      And the deputy has already moved 5"
      When the deputy charges the cowboy across the fence
      Then the deputy is engaged with the cowboy

    @clause:lotow.obstacles.must-see
    Scenario: Seen over the fence, he may be charged
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      And the deputy sees the cowboy plainly
      When the deputy charges the cowboy across the fence
      Then the deputy is engaged with the cowboy
      And rule lotow.obstacles.must-see is applied

    @clause:lotow.obstacles.charge-position
    Scenario: A fighter standing 0.5" behind a 0.75" fence is out of reach across it
      # The charger touches the fence 0.75" + 0.5" = 1.25" from the cowboy's base: beyond 1".
      Given a fence 0.75" wide with the cowboy standing 0.5" behind it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      Then the charge is refused by rule lotow.obstacles.charge-position

    @clause:lotow.obstacles.charge-position
    Scenario: A fighter 0.25" behind a 0.5" fence is within reach
      # 0.5" + 0.25" = 0.75" from his base: inside his 1" zone.
      Given a fence 0.5" wide with the cowboy standing 0.25" behind it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      Then the deputy is engaged with the cowboy

    @clause:lotow.obstacles.charge-position @ruling:lotow.obstacles.control-zone-reach=from-the-setup
    Scenario: Under the reading "the reach comes from the setup", a 1.5" zone reaches 1.25" across
      Given control zones on this table reach 1.5"
      And a fence 0.75" wide with the cowboy standing 0.5" behind it
      And an enemy deputy 3" beyond the fence
      When the deputy charges the cowboy across the fence
      Then the deputy is engaged with the cowboy

    @clause:lotow.obstacles.charge-position @clause:lotow.prone.no-control-zone
    Scenario: By default a prone fighter behind a fence has no zone to reach across it
      # Ruling lotow.obstacles.prone-defender, default: the charge across needs the defender's zone.
      Given a fence 0.25" wide with the cowboy standing against it
      And the cowboy lies prone
      And an enemy deputy 3" beyond the fence
      And the deputy sees the cowboy plainly
      When the deputy charges the cowboy across the fence
      Then the charge is refused by rule lotow.obstacles.charge-position

    @clause:lotow.obstacles.charge-position @clause:lotow.prone.close-combat @ruling:lotow.obstacles.prone-defender=reach-as-standing
    Scenario: Read otherwise, the deputy reaches across to him as if he stood, and they are engaged
      Given a fence 0.25" wide with the cowboy standing against it
      And the cowboy lies prone
      And an enemy deputy 3" beyond the fence
      And the deputy sees the cowboy plainly
      When the deputy charges the cowboy across the fence
      Then the deputy is engaged with the cowboy
      And rule lotow.prone.close-combat is applied

  Rule: An obstacle wider than 1" cannot be charged across

    @clause:lotow.obstacles.wide-obstacle
    Scenario: Charging across a 1.5" wide wall is refused
      Given a wall 1.5" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the wall
      When the deputy charges the cowboy across the wall
      Then the charge is refused by rule lotow.obstacles.wide-obstacle

    @clause:lotow.obstacles.wide-obstacle
    Scenario: A wall exactly 1" wide can be charged across, the charger touching the zone
      # Touching the wall the deputy is exactly 1" from the cowboy's base: at the rim of his zone.
      Given a wall 1" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the wall
      When the deputy charges the cowboy across the wall
      Then the deputy is engaged with the cowboy
      And rule lotow.obstacles.wide-obstacle is applied

    @clause:lotow.obstacles.wide-obstacle @ruling:lotow.obstacles.width-boundary=one-inch-refused
    Scenario: Under the reading "1" is already too wide", the 1" wall cannot be charged across
      Given a wall 1" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the wall
      When the deputy charges the cowboy across the wall
      Then the charge is refused by rule lotow.obstacles.wide-obstacle

  Rule: A thin fence can let several enemies charge one fighter

    @clause:lotow.obstacles.thin-fence @clause:lotow.obstacles.fence-combat
    Scenario: Three enemies charge the cowboy across a thin fence
      # Along a 0.25" fence the chargers stand 1.25" out from his centre line; bases 1"
      # apart side by side fit at 0", 1" north and 1" south, all within 1" of his base
      # (the outer two are sqrt(1.25^2 + 1^2) - 1 = 0.6" from it).
      Given the table "lotow/fence-line"
      When the deputy charges the cowboy across the fence
      And the sheriff charges the cowboy across the fence
      And the marshal charges the cowboy across the fence
      Then the cowboy is engaged with the deputy
      And the cowboy is engaged with the sheriff
      And the cowboy is engaged with the marshal
      And the sheriff touches the fence
      And the sheriff is 0.6" from the cowboy
      And rule lotow.obstacles.thin-fence is applied
      And rule lotow.obstacles.fence-combat is applied

    @clause:lotow.obstacles.thin-fence
    Scenario: A fourth enemy finds no room left within the cowboy's zone
      # The next free spots, 2" along the fence, are sqrt(1.25^2 + 2^2) - 1 = 1.36" from
      # his base: outside his zone.
      Given the table "lotow/fence-line"
      When the deputy charges the cowboy across the fence
      And the sheriff charges the cowboy across the fence
      And the marshal charges the cowboy across the fence
      And the ranger charges the cowboy across the fence
      Then the charge is refused by rule lotow.obstacles.charge-position

    @clause:lotow.obstacles.thin-fence @clause:lotow.obstacles.charge-position
    Scenario: A charger slides along the fence to the first spot no base covers, however near the edge of the zone
      # The spots against the fence run 1.25" out from the cowboy's centre line. The one facing him, and every
      # one up to 1.555" north, puts the ranger's base over the sheriff's; the first free spot north, touching
      # the sheriff's base, is sqrt(1.25^2 + 1.555^2) - 1 = 0.995" from the cowboy's base: within his 1" zone.
      # (The first free spot south, 1.6" along, is 1.03" from it: outside.)
      Given the table "lotow/fence-spots-taken"
      When the ranger charges the cowboy across the fence
      Then the cowboy is engaged with the ranger
      And the ranger touches the fence
      And the ranger is in base contact with the sheriff
      And the ranger is 1" from the cowboy

    @clause:lotow.obstacles.thin-fence @clause:lotow.obstacles.charge-position
    Scenario: A charger slides along the fence past a riderless horse's base, not onto it
      # The spot facing the cowboy lies over the horse's base (a riderless mount has no control zone, but its base
      # stands on the table). The first free spot south, touching the horse's base, is 1.414" south of the horse's
      # centre, at (-0.625, -0.214): sqrt(1.25^2 + 0.214^2) - 1 = 0.268" from the cowboy's base, within his 1" zone.
      Given the table "lotow/fence-spot-under-a-horse"
      When the ranger charges the cowboy across the fence
      Then the cowboy is engaged with the ranger
      And the ranger touches the fence
      And the ranger is 0.268" from the cowboy

    @clause:lotow.obstacles.thin-fence
    Scenario: Across a 1" wall only one enemy reaches him
      Given a wall 1" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the wall
      And an enemy sheriff 3" beyond the wall and 2" to the north
      When the deputy charges the cowboy across the wall
      And the sheriff charges the cowboy across the wall
      Then the charge is refused by rule lotow.obstacles.charge-position
