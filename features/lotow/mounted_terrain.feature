Feature: Difficult terrain and obstacles for mounts (ТРУДНАЯ МЕСТНОСТЬ И ПРЕПЯТСТВИЯ)
  Mules cross difficult ground at half speed, horses at a quarter. Mounted models ignore
  obstacles up to 1½" high or wide; anything larger stops a mule, and a horse jumps
  barriers up to 2" high and ditches up to 4" wide on the mount jump table.

  Rule: Difficult ground costs a mule double and a horse four times the distance

    @clause:lotow.mounted.terrain.difficult
    Scenario: A horse with a Move of 10" rides 2" through difficult ground and has 2" left
      # 2" at a quarter speed costs 8" of its 10".
      Given a rider on a horse with a Move of 10"
      When the rider rides 2" through difficult ground
      Then the rider has 2 inches of movement left

    @clause:lotow.mounted.terrain.difficult
    Scenario: A mule with a Move of 8" rides 2" through difficult ground and has 4" left
      # 2" at half speed costs 4" of its 8".
      Given a rider on a mule with a Move of 8"
      When the rider rides 2" through difficult ground
      Then the rider has 4 inches of movement left

    @clause:lotow.mounted.terrain.difficult
    Scenario: A horse cannot ride 3" through difficult ground on a Move of 10"
      # 3" at a quarter speed would cost 12".
      Given a rider on a horse with a Move of 10"
      When the rider rides 3" through difficult ground
      Then the ride is refused by rule lotow.mounted.terrain.difficult

  Rule: Obstacles up to 1½" are ignored; larger ones stop a mule

    @clause:lotow.mounted.obstacles.small
    Scenario: A horse crosses a 1½" high, 1" wide fence without a jump
      Given a rider on a horse
      And a fence 1.5" high and 1" wide
      When the horse tries to cross the fence
      Then the horse clears the fence
      And the rider is in the saddle

    @clause:lotow.mounted.obstacles.small
    Scenario: A mule crosses a 1½" ditch without a jump
      Given a rider on a mule
      And a ditch 1½" across
      When the mule tries to cross the ditch
      Then the mule clears the ditch

    @clause:lotow.mounted.obstacles.mule
    Scenario Outline: A mule cannot cross a <obstacle>
      Given a rider on a mule
      And a <obstacle>
      When the mule tries to cross the <name>
      Then the crossing is refused by rule lotow.mounted.obstacles.mule

      Examples:
        | obstacle                    | name  |
        | wall 1.75" high and 1" wide | wall  |
        | wall 2" high and 0.5" wide  | wall  |
        | ditch 2" across             | ditch |

  Rule: A horse jumps barriers up to 2" high and ditches up to 4" wide, no more

    @clause:lotow.mounted.obstacles.horse @clause:lotow.mounted.jump.2-6
    Scenario: A horse jumps a wall exactly 2" high
      Given a rider on a horse
      And a wall 2" high and 0.5" wide
      When the horse tries to cross the wall and the die shows 4
      Then the horse clears the wall

    @clause:lotow.mounted.obstacles.horse
    Scenario: A horse jumps a ditch exactly 4" across
      Given a rider on a horse
      And a ditch 4" across
      When the horse tries to cross the ditch and the die shows 5
      Then the horse clears the ditch

    @clause:lotow.mounted.obstacles.horse
    Scenario Outline: A horse cannot cross a <obstacle>
      Given a rider on a horse
      And a <obstacle>
      When the horse tries to cross the <name>
      Then the jump is refused by rule lotow.mounted.obstacles.horse

      Examples:
        | obstacle                     | name  |
        | wall 2.25" high and 1" wide  | wall  |
        | ditch 4.5" across            | ditch |

    @clause:lotow.mounted.obstacles.no-climbing
    Scenario Outline: A mounted model cannot use a <thing>
      Given a rider on a horse
      And a <thing> to climb
      When the horse tries to cross the <thing>
      Then the climb is refused by rule lotow.mounted.obstacles.no-climbing

      Examples:
        | thing  |
        | ladder |
        | rope   |
        | cliff  |

    @clause:lotow.mounted.obstacles.doors
    Scenario: A mounted model cannot ride through an ordinary door
      Given a rider on a horse
      And an ordinary door
      When the horse tries to cross the door
      Then the move is refused by rule lotow.mounted.obstacles.doors

    @clause:lotow.mounted.obstacles.doors
    Scenario: A mounted model pushes through saloon swing doors
      Given a rider on a horse
      And saloon swing doors
      When the horse tries to cross the doors
      Then the horse clears the doors

  Rule: The mount jump table — 1 refuses, 2-6 clears

    @clause:lotow.mounted.jump.table @clause:lotow.mounted.jump.1
    Scenario: A horse that rolls a 1 at an ordinary jump refuses and stays put
      # A 1" high, 1.75" wide hedge is over 1½" wide but not hard: no -1.
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      When the horse tries to cross the hedge and the die shows 1
      Then the horse refuses the hedge
      And the rider can move no further this turn
      And the rider is in the saddle

    @clause:lotow.mounted.jump.table @clause:lotow.mounted.jump.2-6
    Scenario Outline: A horse that rolls a <roll> at an ordinary jump clears it
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      When the horse tries to cross the hedge and the die shows <roll>
      Then the horse clears the hedge

      Examples:
        | roll |
        | 2    |
        | 3    |
        | 4    |
        | 5    |
        | 6    |

    @clause:lotow.mounted.jump.table @clause:lotow.mounted.jump.1 @clause:lotow.mounted.jump.2-6
    Scenario: The chance that a horse refuses an ordinary jump is 1/6
      # No -1 (1" high is not higher than 1", 1.75" wide is not wider than 2"): only a 1 refuses.
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      When the horse tries to cross the hedge
      Then the chance that the horse refuses the hedge is 1/6
      And the chance that the rider is thrown is 0

  Rule: A barrier over 1" high or a gap over 2" wide takes -1, and a natural 1 then throws the rider

    @clause:lotow.mounted.jump.hard
    Scenario: A natural 2 over a high fence counts as 1: the horse refuses but the rider does not test
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the die shows 2
      Then the horse refuses the fence
      And the rider is in the saddle
      And rule lotow.mounted.jump.natural-one is applied

    @clause:lotow.mounted.jump.hard
    Scenario: A natural 3 over a 3" ditch counts as 2 and clears it
      Given a rider on a horse
      And a ditch 3" across
      When the horse tries to cross the ditch and the die shows 3
      Then the horse clears the ditch

    @clause:lotow.mounted.jump.natural-one
    Scenario: A natural 1 over a high fence throws the rider, who lands on his feet on a 6
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the dice show 1 and 6
      Then the horse refuses the fence
      And the rider is thrown
      And the rider is on foot
      And the rider is standing

    @clause:lotow.mounted.jump.hard @clause:lotow.mounted.jump.natural-one
    Scenario: The odds of a jump over a high fence
      # -1 for 1.75" high: natural 1 and 2 refuse (2/6 = 1/3), 3-6 clear (2/3).
      # A natural 1 (1/6) throws the rider; then a 1 on the Thrown Riders table (1/6) is
      # the Strength 2 hit: 1/6 x 1/6 = 1/36. Doing nothing more (2-5): 1/6 x 4/6 = 1/9.
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence
      Then the chance that the horse refuses the fence is 1/3
      And the chance that the horse clears the fence is 2/3
      And the chance that the rider is thrown is 1/6
      And the chance that the rider has taken a Strength 2 hit is 1/36
      And the chance that the rider can do nothing more this turn is 1/9

  Rule: Readings of the unclear passages

    @clause:lotow.mounted.obstacles.small @ruling:lotow.mounted.obstacles.small-threshold=half-inch
    Scenario: Read as ½", a 1½" high fence must be jumped, with -1, and is refused a third of the time
      # Under this reading 1.5" is not ignored and is higher than 1": 1 and 2 refuse, 2/6 = 1/3.
      Given a rider on a horse
      And a fence 1.5" high and 1" wide
      When the horse tries to cross the fence
      Then the chance that the horse refuses the fence is 1/3

    @clause:lotow.mounted.obstacles.small
    Scenario: As printed, a 1½" high fence is never refused
      Given a rider on a horse
      And a fence 1.5" high and 1" wide
      When the horse tries to cross the fence
      Then the chance that the horse refuses the fence is 0

    @clause:lotow.mounted.jump.natural-one @ruling:lotow.mounted.jump.natural-one-scope=every-jump
    Scenario: If every natural 1 threw the rider, an ordinary jump would throw him 1 time in 6
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      When the horse tries to cross the hedge
      Then the chance that the rider is thrown is 1/6

  Rule: A refusal stops the model for that turn only

    @clause:lotow.mounted.jump.1
    Scenario: The horse that refused the fence stays put this turn; the next turn it may try again
      # "не может двигаться в этот ход": held this turn; next turn a 5 (less 1 for 1.75" high = 4) clears.
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the die shows 2
      Then the rider can move no further this turn
      When the next turn begins
      Then the rider may still move this turn
      When the horse tries to cross the fence and the die shows 5
      Then the horse clears the fence

  Rule: Boundaries and readings of the jump

    @clause:lotow.mounted.obstacles.horse
    @ruling:lotow.mounted.obstacles.horse-limit=any-size
    Scenario: Read as no bound, a horse may try a wall 2.25" high, at -1
      # 2.25" is over 1" high: -1; the die shows 4, counts 3: cleared (2-6).
      Given a rider on a horse
      And a wall 2.25" high and 1" wide
      When the horse tries to cross the wall and the die shows 4
      Then the horse clears the wall

    @clause:lotow.mounted.jump.hard
    Scenario: By default a wall 1" high and 2.5" thick is no hard jump: a 2 clears it
      # "высота барьера больше 1" или расщелина шире 2"": the wall is not higher than 1", and the 2" is a
      # gap's width, not a barrier's thickness (ruling barrier-thickness = height-only): no -1, a 2 clears.
      Given a rider on a horse
      And a wall 1" high and 2.5" wide
      When the horse tries to cross the wall and the die shows 2
      Then the horse clears the wall

    @clause:lotow.mounted.jump.hard @ruling:lotow.mounted.obstacles.barrier-thickness=thickness-counts
    Scenario: If a barrier's thickness counts as a width, the 2.5" wall is a hard jump and a 2 refuses
      # 2.5" thick is wider than 2": -1, so a natural 2 counts 1 and the horse refuses (a natural 2: the
      # rider does not test for falling).
      Given a rider on a horse
      And a wall 1" high and 2.5" wide
      When the horse tries to cross the wall and the die shows 2
      Then the horse refuses the wall
      And the rider is in the saddle

    @clause:lotow.mounted.obstacles.horse
    Scenario: By default a horse jumps a wall 1" high and 4.5" thick: only a ditch's width is held to 4"
      # "барьеры высотой до 2" включительно и канавы шириной до 4" включительно": a barrier 1" high is within
      # a horse's 2"; its 4.5" is a thickness, not a ditch's width. Not hard either: a 4 clears.
      Given a rider on a horse
      And a wall 1" high and 4.5" wide
      When the horse tries to cross the wall and the die shows 4
      Then the horse clears the wall

    @clause:lotow.mounted.obstacles.horse @ruling:lotow.mounted.obstacles.barrier-thickness=thickness-counts
    Scenario: If a barrier's thickness counts as a width, no horse jumps a wall 4.5" thick
      # 4.5" is wider than a horse's 4" (ruling horse-limit = limit: no larger jump is tried).
      Given a rider on a horse
      And a wall 1" high and 4.5" wide
      When the horse tries to cross the wall and the die shows 4
      Then the move is refused by rule lotow.mounted.obstacles.horse

    @clause:lotow.mounted.jump.hard
    Scenario Outline: A ditch exactly 2" wide is no hard jump; one 2.25" wide is
      # "расщелина шире 2"": only a gap WIDER than 2" takes -1. A natural 2 on a 2" ditch stays 2 and
      # clears (2-6); on a 2.25" ditch it counts 2 - 1 = 1 and the horse refuses (a natural 2, so the
      # rider does not test for falling).
      Given a rider on a horse
      And a ditch <width> across
      When the horse tries to cross the ditch and the die shows 2
      Then the horse <result> the ditch

      Examples:
        | width | result  |
        | 2"    | clears  |
        | 2.25" | refuses |

    @clause:lotow.mounted.jump.natural-one @clause:lotow.mounted.thrown-rider.6 @clause:lotow.mounted.jump.1
    Scenario: Thrown on a 6 after the refusal, by default he still may not move this turn
      # The natural 1 refuses ("не может двигаться в этот ход") and throws; the 6 ("никаких ограничений")
      # spares him the fall's penalties, not the refusal's stop (ruling six-after-stop = still-stopped).
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the dice show 1 and 6
      Then the rider is standing
      And the rider can move no further this turn

    @clause:lotow.mounted.thrown-rider.6 @ruling:lotow.mounted.thrown-rider.six-after-stop=free-on-foot
    Scenario: Read as no restrictions at all, the rider thrown on a 6 may move on foot
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the dice show 1 and 6
      Then the rider is standing
      And the rider may still move this turn

  Rule: A refusal ends its branch of an exact question, with its chance

    @clause:lotow.mounted.jump.1 @clause:lotow.mounted.jump.hard @clause:lotow.mounted.jump.natural-one
    Scenario: Two high fences in a row: the chance that the horse refuses the second
      # Each fence is 1.75" high: -1, so natural 1-2 refuse (2/6) and 3-6 clear (4/6).
      # Refuses the second: clears the first, refuses the second = 4/6 x 2/6 = 2/9.
      # A refusal at the first ends the move, and the second jump is refused by the rules:
      #   a natural 2 (1/6): stopped by lotow.mounted.jump.1;
      #   a natural 1 (1/6): the rider is thrown, nobody rides the horse (lotow.mounted.rider-controls).
      # Clears both: 4/6 x 4/6 = 4/9. Check: 2/9 + 1/6 + 1/6 + 4/9 = 1.
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      And a wall 1.75" high and 0.5" wide
      When the horse tries to cross the fence
      And the horse tries to cross the wall
      Then the chance that the horse refuses the wall is 2/9
      And the chance that the second jump is refused by rule lotow.mounted.jump.1 is 1/6
      And the chance that the second jump is refused by rule lotow.mounted.rider-controls is 1/6
      And the chance that the second jump is refused is 1/3
      And the chance that the horse clears the wall is 4/9

  Rule: Only a fighter on foot climbs, or jumps as a fighter on foot does

    @clause:lotow.mounted.obstacles.no-climbing
    Scenario: A rider still in the saddle cannot climb onto a balcony
      # "Верховые фигурки не могут карабкаться": only on foot does he climb (and charge from the edge).
      Given a balcony 3" high
      And a kid at the foot of the balcony
      And a riderless horse belonging to the kid
      And an enemy gunman on the balcony 0.5" back from the edge
      When the kid mounts the horse and the die shows 6
      And the kid climbs onto the balcony
      Then the climb is refused by rule lotow.mounted.obstacles.no-climbing

    @clause:lotow.mounted.jump.table
    Scenario: A rider in the saddle jumps on the mount jump table, not as a fighter on foot
      # "Для определения результатов прыжка следует пользоваться представленной ниже таблицей":
      # the jump a fighter on foot makes (and its Jump test) is not the mounted model's.
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      When the rider jumps the fence
      Then the jump is refused by rule lotow.mounted.jump.table

  Rule: A mounted model may not jump into the zone of an enemy standing against the obstacle

    # "Правила по прыжку верховой фигурки, которая желает преодолеть препятствие, такие же, как и для
    # пеших фигурок": the foot rule "Фигурки противника не могут пытаться перепрыгнуть препятствие, если в
    # результате они приземлятся в пределах контролируемой зоны врага (стоящего впритык к данному
    # препятствию)" is no exception the mounted rules make, so it binds a horse as it binds a man on foot.

    @clause:lotow.obstacles.no-jump-into-zone @clause:lotow.mounted.jump.table
    Scenario: A horse that would land 0.56" from the cowboy's base may not try the fence
      # Straight across, the horse's base (1" radius) touches the 0.25" fence: centre at x = 0.125 + 1 =
      # 1.125, y = 2. The cowboy's centre is at x = 0.625, y = 0: sqrt(0.5^2 + 2^2) = sqrt(4.25) = 2.06"
      # between centres, less 1" + 0.5" of bases = 0.56" between bases, within his 1" zone.
      Given the table "lotow/horse-at-the-fence"
      When the horse tries to cross the fence
      Then the crossing is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.no-jump-into-zone @clause:lotow.mounted.jump.hard
    Scenario: A horse that would land 4.5" from the cowboy's base jumps the fence as usual
      # Landing at x = 1.125, y = 6: sqrt(0.5^2 + 6^2) = 6.02" between centres, 4.52" between bases,
      # outside his 1" zone. The fence is 1.75" high, over 1": -1, so a natural 1 or 2 refuses (2/6 = 1/3)
      # and 3-6 clear (4/6 = 2/3).
      Given the table "lotow/horse-at-the-fence"
      When the pony tries to cross the fence
      Then the chance that the pony refuses the fence is 1/3
      And the chance that the pony clears the fence is 2/3

    @clause:lotow.obstacles.no-jump-into-zone @clause:lotow.mounted.obstacles.small
    Scenario: A rail low enough to ignore still may not be crossed into the cowboy's zone
      # The rail (1" high, 0.25" wide) is within 1½", ignored "точно так же, как и пешие фигурки"; the foot
      # rule forbids going over such a fence into his zone, so the mule may not either. Landing centre
      # x = 1.125, y = 2: 2.06" between centres, 0.56" between bases, within 1".
      Given the table "lotow/mule-at-the-rail"
      When the mule tries to cross the rail
      Then the crossing is refused by rule lotow.obstacles.no-jump-into-zone

    @clause:lotow.obstacles.charge-across @clause:lotow.mounted.general
    Scenario: The outlaw charges the cowboy across the fence in the saddle, and his horse comes with him
      # "Верховые бойцы сражаются также, как и пешие фигурки": the mounted model charges across as one on foot,
      # on its horse's base (1" radius), touching the fence on its side opposite the cowboy: centre at
      # x = -0.125 - 1 = -1.125, y = 0. Between centres 0.625 + 1.125 = 1.75", less 1" + 0.5" of bases = 0.25",
      # the fence's width, within the cowboy's 1" zone. The rider stays in the saddle.
      Given the table "lotow/horse-at-the-fence"
      When the outlaw charges the cowboy across the fence
      Then the horse touches the fence
      And the horse is 0.25" from the cowboy
      And the outlaw is in the saddle
      And the outlaw is engaged with the cowboy
      And the cowboy is engaged with the outlaw
      And rule lotow.mounted.general is applied

    @clause:lotow.obstacles.must-see @clause:lotow.mounted.general
    Scenario Outline: The outlaw who has ridden <ridden> of his horse's 10" charges the cowboy across the fence: <result>
      # A charge in the saddle is a move the mounted model begins ("в начале её движения"), as on foot: with the
      # whole 10" ridden it begins none. With 4" left it pays the 3.61" up to the fence (3" across and 2" along:
      # the square root of 13), "пододвинуть свою фигурку так, чтобы она касалась препятствия".
      Given the table "lotow/horse-at-the-fence"
      And the outlaw has already moved <ridden>
      When the outlaw charges the cowboy across the fence
      Then <check>

      Examples:
        | ridden | result  | check                                                  |
        | 10"    | refused | the charge is refused by rule lotow.obstacles.must-see |
        | 6"     | engaged | the outlaw is engaged with the cowboy                  |

    @clause:lotow.obstacles.no-jump-into-zone @clause:lotow.prone.no-control-zone
    Scenario: With the cowboy lying behind the fence there is no zone to keep the horse out
      # "Лежащая на земле фигурка не обладает контролируемой зоной": nothing stops the jump.
      Given the table "lotow/horse-at-the-fence"
      And the cowboy lies prone
      When the horse tries to cross the fence and the die shows 4
      Then the horse clears the fence

  Rule: Going over an obstacle is part of the mounted model's move

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.obstacles.small
    Scenario: The mule rides the 3" up to the 1" rail and over it, and stands against its far side with 5" left
      # "Верховые фигурки игнорируют препятствия ... точно так же, как и пешие фигурки", and going over is part of
      # the move ("может закончить своё движение, если позволяет дальность"): the mule rides 3" of its 8" up to the
      # rail and crosses it, the going over costing nothing of its own (ruling lotow.mounted.obstacles.crossing-cost).
      Given the table "lotow/mule-back-from-a-low-rail"
      When the mule tries to cross the rail
      Then the mule is on the same side of the rail as the cowboy
      And the mule touches the rail
      And the outlaw is on the same side of the rail as the cowboy
      And the outlaw has 5 inches of movement left

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.obstacles.small
    Scenario: The drifter stands on the mule's straight way up to the 1" rail: it does not ride through him
      # The mule rides straight up to the rail to go over from it, as a charger rides straight into contact; no base
      # stands on another, and the way round the drifter is the ordinary movement rules' (outside the excerpt).
      Given the table "lotow/mule-with-a-drifter-on-its-way-to-a-low-rail"
      When the mule tries to cross the rail
      Then the crossing is refused by rule lotow.mounted.rider-controls
      And the mule is not on the same side of the rail as the cowboy
      And the outlaw has 8 inches of movement left

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.obstacles.small
    Scenario: A mule with 2" of its 8" left does not reach the 1" rail 3" away
      Given the table "lotow/mule-back-from-a-low-rail"
      And the outlaw has already moved 6"
      When the mule tries to cross the rail
      Then the crossing is refused by rule lotow.mounted.rider-controls
      And the mule is not on the same side of the rail as the cowboy

    @clause:lotow.mounted.jump.2-6 @clause:lotow.mounted.jump.hard
    Scenario: The pony rides the 3" up to the fence, clears it on a 4 and lands against its far side
      # "фигурка перепрыгивает препятствие": 4 - 1 for the 1.75" fence is 3, a clear jump; it lands straight across,
      # its base against the fence, with 7" of its 10" left.
      Given the table "lotow/horse-at-the-fence"
      When the pony tries to cross the fence and the die shows 4
      Then the pony clears the fence
      And the pony is on the same side of the fence as the cowboy
      And the pony touches the fence
      And the scout has 7 inches of movement left

    @clause:lotow.mounted.jump.1 @clause:lotow.mounted.jump.hard
    Scenario: The pony rides up to the fence and refuses it on a 2: it stays there, against the near side
      # "верховое животное отказывается прыгать, фигурка остаётся на месте": 2 - 1 is 1, a refusal; it rode the 3"
      # up to the fence and stays where it refused.
      Given the table "lotow/horse-at-the-fence"
      When the pony tries to cross the fence and the die shows 2
      Then the pony refuses the fence
      And the pony touches the fence
      And the pony is not on the same side of the fence as the cowboy


    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.jump.2-6
    Scenario: A horse ridden its whole 10" has no move left to jump the hedge
      # "фигурка перепрыгивает препятствие и может закончить своё движение, если позволяет дальность": the
      # jump is part of the mounted model's move, and the rider has used all of it.
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      And the rider has already moved 10"
      When the horse tries to cross the hedge
      Then the crossing is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.obstacles.small
    Scenario: A mule ridden its whole 8" does not go on over a ditch it would ignore
      Given a rider on a mule
      And a ditch 1½" across
      And the rider has already moved 8"
      When the mule tries to cross the ditch
      Then the crossing is refused by rule lotow.mounted.rider-controls

  Rule: What going over an obstacle costs of the move (ruling lotow.mounted.obstacles.crossing-cost)

    @clause:lotow.mounted.jump.2-6
    Scenario: By default a horse with 1" of its Move left may still jump a 1.75" wide hedge
      # The excerpt names no cost for a jump: any move left lets it go over (crossing-cost=free).
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      And the rider has already moved 9"
      When the horse tries to cross the hedge and the die shows 4
      Then the horse clears the hedge
      And the rider has 1 inches of movement left

    @clause:lotow.mounted.jump.2-6 @ruling:lotow.mounted.obstacles.crossing-cost=width
    Scenario: Read as costing its width, the 1.75" hedge is beyond a horse with 1" left
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      And the rider has already moved 9"
      When the horse tries to cross the hedge
      Then the crossing is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.jump.2-6 @ruling:lotow.mounted.obstacles.crossing-cost=width
    Scenario: Read as costing its width, clearing the 1.75" hedge takes 1.75" of the horse's 10"
      Given a rider on a horse
      And a hedge 1" high and 1.75" wide
      When the horse tries to cross the hedge and the die shows 4
      Then the horse clears the hedge
      And the rider has 8.25 inches of movement left

    @clause:lotow.mounted.jump.2-6 @ruling:lotow.mounted.obstacles.crossing-cost=whole-way
    Scenario: Read as costing the whole way over, the pony clearing the 0.25" fence pays it and its 2" base
      # It rides the 3" up to the fence; clearing it on a 4 (3 after the -1), it is set from its base against the
      # west side to its base against the east side: 0.25" and 2" more. 5.25" of its 10" are gone.
      Given the table "lotow/horse-at-the-fence"
      When the pony tries to cross the fence and the die shows 4
      Then the pony clears the fence
      And the pony is on the same side of the fence as the cowboy
      And the scout has 4.75 inches of movement left

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.obstacles.small
    Scenario Outline: With 4.5" of its 8" left, the mule rides 3" up to the 1" rail: read as <reading>, it <result>
      # Up to the rail the 3" leave 1.5": going over costs nothing of its own (free), the rail's 0.25" (width), or
      # the 0.25" and the mule's 2" base, 2.25" (whole-way), more than it has left.
      Given the table "lotow/mule-back-from-a-low-rail"
      And the reading "<reading>" of ruling lotow.mounted.obstacles.crossing-cost
      And the outlaw has already moved 3.5"
      When the mule tries to cross the rail
      Then <outcome>

      Examples:
        | reading   | result                          | outcome                                                     |
        | free      | crosses with 1.5" left          | the outlaw has 1.5 inches of movement left                  |
        | width     | crosses with 1.25" left         | the outlaw has 1.25 inches of movement left                 |
        | whole-way | does not go over                | the crossing is refused by rule lotow.mounted.rider-controls |

    @clause:lotow.mounted.obstacles.small @ruling:lotow.mounted.obstacles.crossing-cost=width
    Scenario: Read as costing its width, a mule ignoring a 1½" ditch pays its 1.5" of its 8"
      Given a rider on a mule
      And a ditch 1½" across
      When the mule tries to cross the ditch
      Then the mule clears the ditch
      And the rider has 6.5 inches of movement left
