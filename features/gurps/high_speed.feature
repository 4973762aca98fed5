Feature: High-speed movement (高速移动)
  Above his Basic Move a mover is at high speed: he must move his velocity, turns only
  after covering his turning radius, brakes and turns early on DX+3, and may lose control.
  A number after "the dice show" is a 3d6 total.

  Background:
    Given a runner with Basic Move 5

  Rule: Entering high speed

    @clause:gurps.high-speed.entering @clause:gurps.high-speed.definition
    Scenario: A full Move in one direction, standing, lets him enter high speed
      When the runner ends a turn of Move having moved 5 yards, turning at most 60 degrees, and takes 6 yards per second
      And the next turn begins
      Then the runner is at high speed
      And the runner moves at 6 yards per second

    @clause:gurps.high-speed.starting-velocity @clause:gurps.high-speed.entering
    Scenario: The starting velocity is his at the start of the next turn, not at the end of the one he entered in
      # 你在轮结束时可以选择转入高速移动状态...也就是，你在下一轮开始的时候，获得...的速度: at the end of the turn he
      # moves at the 5 yards of his Move; 6 from the start of the next
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      Then the runner moves at 5 yards per second
      When the next turn begins
      Then the runner moves at 6 yards per second

    @clause:gurps.high-speed.starting-velocity @clause:gurps.high-speed.defence-at-speed
    @ruling:gurps.high-speed.entering-between=at-next-turn
    Scenario: Read as high speed from his next turn, in the guard's turn after he entered it the runner may retreat
      # 在下一轮开始的时候 the velocity 6 comes; in the guard's turn before it he moves at his Move 5, not above
      # Basic Move 5 (当你的当前速度超过你的基础移动时): not yet at high speed
      Given a guard with Basic Move 5
      When the runner's turn begins
      And the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      And the guard's turn begins
      Then the runner is no longer at high speed
      When the runner tries to retreat at speed
      Then the defence is reported as retreat
      When the next second begins with the runner's turn
      Then the runner is at high speed
      And the runner moves at 6 yards per second

    @clause:gurps.high-speed.starting-velocity @clause:gurps.high-speed.loss-of-control.stun-or-maneuver
    @ruling:gurps.high-speed.entering-between=at-next-turn
    Scenario: Read as high speed from his next turn, stunned in the guard's turn after he entered it the runner keeps control
      Given a guard with Basic Move 5
      When the runner's turn begins
      And the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      And the guard's turn begins
      And the runner is stunned
      Then the runner keeps control

    @clause:gurps.high-speed.starting-velocity @clause:gurps.high-speed.loss-of-control.stun-or-maneuver
    @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.entering-between=from-turn-end
    Scenario: Read as high speed from the end of his turn, stunned in the guard's turn he loses control at the Move he ran
      # 你在轮结束时可以选择转入高速移动状态: at high speed from the end of his turn; the velocity 6 is his only from the
      # start of the next (在下一轮开始的时候), and the fall is at his current 5 (以当前速度下落); his turn's move is all
      # behind him, none left to tumble
      Given a guard with Basic Move 5
      When the runner's turn begins
      And the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      And the guard's turn begins
      And the runner is stunned
      Then the runner has lost control
      And the runner tumbled 0 yards
      And the runner faces falling damage at 5 yards per second
      When the next second begins with the runner's turn
      Then the runner moves at 0 yards per second
      And the runner is no longer at high speed

    @clause:gurps.high-speed.definition
    Scenario: A velocity no higher than Basic Move is not high speed
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 5 yards per second
      And the next turn begins
      Then the runner is no longer at high speed

    @clause:gurps.high-speed.entering
    Scenario Outline: High speed is refused after <what>
      When the runner ends a turn of <maneuver> having moved <yards> yards, turning at most <degrees> degrees, and takes 6 yards per second
      Then the move is refused by rule gurps.high-speed.entering

      Examples:
        | what                         | maneuver | yards | degrees |
        | an Attack manoeuvre          | Attack   | 5     | 0       |
        | less than his full Move      | Move     | 4     | 0       |
        | a turn of more than 60 degrees | Move   | 5     | 90      |

    @clause:gurps.high-speed.entering @clause:gurps.high-speed.definition
    Scenario: One already at high speed does not enter it again, to come back to his Move
      # 当你的当前速度超过你的基础移动时，你就进入了这种“高速移动”: at 9 yards per second, Basic Move 5, he is in it;
      # his velocity changes by speeding up or slowing down (你在每一轮结束时可以增加或降低它), not by entering anew
      Given the runner is moving at 9 yards per second
      When the runner ends a turn of Move having moved 9 yards, turning at most 0 degrees, and takes 6 yards per second
      Then the move is refused by rule gurps.high-speed.entering

    @clause:gurps.high-speed.entering @clause:gurps.high-speed.velocity
    @ruling:gurps.high-speed.entering-between=<reading>
    Scenario Outline: The starting velocity is the turn's one change of velocity: he does not enter high speed twice in a turn (<reading>)
      # 你在每一轮结束时可以增加或降低它: once, at the end of the turn; the starting velocity 6 is that change
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      And the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 5 yards per second
      Then the move is refused by rule gurps.high-speed.velocity

      Examples:
        | reading       |
        | at-next-turn  |
        | from-turn-end |

    @clause:gurps.high-speed.entering @clause:gurps.high-speed.velocity
    Scenario: Slowed to his Move in his turn, he does not also enter high speed at its end
      # 9 - 4 = 5 at the end of his turn (你在每一轮结束时可以增加或降低它, once); the entering would be a second change
      Given the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the runner ends a turn of Move having moved 9 yards, turning at most 0 degrees, and takes 6 yards per second
      Then the move is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.starting-velocity
    Scenario Outline: Starting velocity is at most Move +20%, at least +1 (Move <move>: <cap>)
      Given a sprinter with Basic Move <move>
      When the sprinter ends a turn of Move having moved <move> yards, turning at most 0 degrees, and takes <cap> yards per second
      Then the starting velocity cap is reported as <cap>

      Examples:
        | move | cap |
        | 5    | 6   |
        | 12   | 14  |

    @clause:gurps.high-speed.starting-velocity
    Scenario: A velocity above Move +20% is refused
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 7 yards per second
      Then the move is refused by rule gurps.high-speed.starting-velocity

    @clause:gurps.high-speed.starting-velocity
    Scenario: With Enhanced Move the starting velocity may reach Move +100%
      Given the runner has Enhanced Move
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 10 yards per second
      Then the starting velocity cap is reported as 10
      When the next turn begins
      Then the runner moves at 10 yards per second

  Rule: Velocity must be moved, with Move or Move and Attack only

    @clause:gurps.high-speed.velocity
    Scenario: At velocity 17 he must move 17 yards
      Given the runner is moving at 17 yards per second
      When the runner runs 17 yards
      Then the velocity is reported as 17

    @clause:gurps.high-speed.velocity
    Scenario: Moving less than his velocity is refused
      Given the runner is moving at 17 yards per second
      When the runner runs 12 yards
      Then the run is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity
    Scenario: Bad terrain may slow him below his velocity
      Given the runner is moving at 17 yards per second
      When the runner runs only 12 yards, slowed by rubble
      Then rule gurps.high-speed.velocity is applied

    @clause:gurps.high-speed.velocity
    Scenario: Slowed by bad terrain, the yards it let him run are his turn's: none are owed after them
      # 你在当前轮必须移动17 码，除非其他因素( 例如不良地形) 拖累了你: the rubble held him to 12; the 5 yards it cost him
      # are not owed
      Given the runner is moving at 17 yards per second
      When the runner runs only 12 yards, slowed by rubble
      And the runner runs 5 yards
      Then the run is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity
    @ruling:gurps.high-speed.run-terrain-slowing=velocity-kept
    Scenario: Read as keeping his velocity, rubble that held him to 12 of his 17 yards leaves it 17
      # 除非其他因素( 例如不良地形) 拖累了你: the run is cut short; the slowing at the end of the turn is written
      # for tactical movement (如果你在使用战术移动规则时高速移动)
      Given the runner is moving at 17 yards per second
      When the runner runs only 12 yards, slowed by rubble
      Then the runner moves at 17 yards per second

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.terrain
    @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
    Scenario: Read as tactical movement's, rubble that held him to 12 of his 17 yards slows him to 12
      # 会导致你在轮结束时的速度降低等于消耗的额外移动力的量: the 5 yards he was held from are 5 extra movement points,
      # not over Basic Move 5, so no roll: 17 - 5 = 12.
      Given the runner is moving at 17 yards per second
      When the runner runs only 12 yards, slowed by rubble
      Then the runner moves at 12 yards per second
      And the runner keeps control

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.combined-deceleration
    @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
    Scenario: Read as tactical movement's, rubble that held him to 10 of his 17 yards calls for the hard-braking roll
      # 如果和超过了你的基础移动，按上面的急刹车检定: 7 over Basic Move 5 by 2: -1; DX 10 + 3 - 1 = 12; 17 - 7 = 10.
      Given the runner is moving at 17 yards per second
      When the runner runs only 10 yards, slowed by rubble and the dice show 12
      Then the roll is against 12
      And the runner moves at 10 yards per second

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.combined-deceleration
    @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
    Scenario: Read as tactical movement's, rubble that held him to 6 of his 17 yards costs him control
      # 如果超过了你的基础移动乘2，你自动失控: 11 exceeds twice Basic Move 5, 10.
      Given the runner is moving at 17 yards per second
      When the runner runs only 6 yards, slowed by rubble
      Then the runner has lost control

    @clause:gurps.high-speed.velocity
    Scenario: The next turn at velocity 17 he must move 17 yards again
      # 如果你的速度是17，你在当前轮必须移动17 码: every turn, not once; the yards of the last turn do not count
      Given the runner is moving at 17 yards per second
      When the runner runs 17 yards
      And the next turn begins
      And the runner runs 17 yards
      Then the velocity is reported as 17

    @clause:gurps.high-speed.velocity
    Scenario: The yards already moved this turn count toward his velocity
      # 如果你的速度是17，你在当前轮必须移动17 码: 4 yards moved, 13 more
      Given the runner is moving at 17 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner runs 13 yards
      Then the velocity is reported as 17

    @clause:gurps.high-speed.velocity @clause:gurps.flying.altitude-change
    @ruling:gurps.high-speed.fraction-left=whole-yards-left
    Scenario Outline: Read as whole yards left, with 5/2 of his velocity left after a climb he runs 2 yards, not <other>
      # 你在当前轮必须移动17 码: at 24 yards per second, 20 level yards and 1 diagonal one (消耗移动力等于1.5 倍水平移动)
      # cost 43/2 and leave 5/2; the half buys no yard of his 24 movement points (你的移动点数等于你在轮开始时的速度)
      Given the runner has Basic Air Move 12
      And the runner flies
      And the runner is moving at 24 yards per second
      When the runner flies 20 yards level, 0 yards straight up and 1 yards diagonally
      And the runner runs <other> yards
      Then the run is refused by rule gurps.high-speed.velocity
      When the runner runs 2 yards
      Then the velocity is reported as 24

      Examples:
        | other |
        | 3     |
        | 1     |

    @clause:gurps.high-speed.velocity @clause:gurps.flying.altitude-change
    @ruling:gurps.high-speed.fraction-left=next-whole-yard
    Scenario: Read as the next whole yard, with 5/2 of his velocity left after a climb he runs 3 yards, not 2
      # 你在当前轮必须移动17 码 as a least: 5/2 left, and the yard the half begins is run to its end
      Given the runner has Basic Air Move 12
      And the runner flies
      And the runner is moving at 24 yards per second
      When the runner flies 20 yards level, 0 yards straight up and 1 yards diagonally
      And the runner runs 2 yards
      Then the run is refused by rule gurps.high-speed.velocity
      When the runner runs 3 yards
      Then the velocity is reported as 24

    @clause:gurps.high-speed.maneuvers @clause:gurps.high-speed.loss-of-control.stun-or-maneuver
    Scenario: At high speed an Attack manoeuvre means loss of control
      Given the runner is moving at 12 yards per second
      When the runner takes the Attack manoeuvre
      Then the runner has lost control
      And the runner lies prone

    @clause:gurps.high-speed.maneuvers
    Scenario: At high speed Move and Attack keeps control
      Given the runner is moving at 12 yards per second
      When the runner takes the Move and Attack manoeuvre
      Then the runner keeps control

  Rule: Turning radius

    @clause:gurps.high-speed.turning-radius
    Scenario Outline: Turning radius = velocity / Basic Move, rounded down (<velocity>/<bm>)
      # A larger turn (up to 60 degrees) needs velocity / Basic Move yards: 13/5 = 2.6, rounded down 2;
      # 14/3 = 4.67: 4; 9/5 = 1.8: 1.
      Given a sprinter with Basic Move <bm>
      And the sprinter is moving at <velocity> yards per second
      When the GM works out the turning radius of the sprinter
      Then the turning radius is reported as <radius>

      Examples: the text's example first
        | velocity | bm | radius |
        | 13       | 5  | 2      |
        | 14       | 3  | 4      |
        | 9        | 5  | 1      |

    @clause:gurps.high-speed.realistic-radius
    Scenario: The realistic option: velocity squared / 10
      Given the players use the optional rule "realistic-turning-radius"
      And the runner is moving at 13 yards per second
      When the GM works out the turning radius of the runner
      Then the turning radius is reported as 16

    @clause:gurps.high-speed.forward-until-radius
    Scenario: A turn before the radius is covered is refused
      Given the runner is moving at 13 yards per second
      And the runner has moved 1 yards straight this turn
      When the runner turns 60 degrees
      Then the turn is refused by rule gurps.high-speed.forward-until-radius

    @clause:gurps.high-speed.forward-until-radius
    Scenario: Once the radius is covered he may turn 60 degrees
      Given the runner is moving at 13 yards per second
      And the runner has moved 2 yards straight this turn
      When the runner turns 60 degrees
      Then rule gurps.high-speed.forward-until-radius is applied

    @clause:gurps.high-speed.early-turn
    Scenario: A turn sharper than 60 degrees at speed is an early turn, even once the radius is covered
      # 较大的转向( 至多60 度)需要你先直线前进...码的距离; 提前转向( 或者更急的转向) 的检定: at most 60 degrees
      # after the radius; a sharper turn is the early turn and its DX+3 roll.
      Given the runner is moving at 13 yards per second
      And the runner has moved 2 yards straight this turn
      When the runner turns 120 degrees
      Then the turn is refused by rule gurps.high-speed.early-turn

    @clause:gurps.high-speed.definition
    Scenario: Below high speed a turn of 120 degrees is free
      Given the runner is moving at 5 yards per second
      When the runner turns 120 degrees
      Then rule gurps.high-speed.definition is applied

    @clause:gurps.high-speed.basic-move-zero
    Scenario: With Basic Move 0 he cannot turn at all
      Given a drifter with Basic Move 0
      And the drifter is moving at 5 yards per second
      When the drifter turns 60 degrees
      Then the turn is refused by rule gurps.high-speed.basic-move-zero

    @clause:gurps.high-speed.basic-move-zero @clause:gurps.high-speed.realistic-radius
    Scenario: With Basic Move 0 the realistic option gives no turning radius either
      # 如果你的基础移动是0，不要使用这里的规则。你根本不能靠自己的力量转向: 5 squared / 10 would be 2 yards, but
      # he has no radius to cover, under either rule
      Given the players use the optional rule "realistic-turning-radius"
      And a drifter with Basic Move 0
      And the drifter is moving at 5 yards per second
      When the GM works out the turning radius of the drifter
      Then the work is refused by rule gurps.high-speed.basic-move-zero

    @clause:gurps.high-speed.obstacles
    Scenario: With legs he clears an obstacle on a DX roll
      Given the runner is moving at 12 yards per second
      When the runner meets an obstacle in his path and the dice show 10
      Then the obstacle is reported as cleared
      And the runner faces no falling damage

    @clause:gurps.high-speed.obstacles
    Scenario: Not at high speed, the rule of obstacles in the path at speed is not his
      # 在你移动的距离达到你的转向半径前，你必须一直向前移动...任何你绕不过去或没来得及闪开的东西都会被你撞上: the rule
      # is of one at high speed, held forward; at 4 yards per second with Basic Move 5 he turns and stops as he likes
      Given the runner is moving at 4 yards per second
      When the runner meets an obstacle in his path
      Then the meeting is refused by rule gurps.high-speed.obstacles

    @clause:gurps.high-speed.obstacles
    Scenario: A failed DX roll means a collision
      Given the runner is moving at 12 yards per second
      When the runner meets an obstacle in his path and the dice show 11
      Then the runner faces collision damage

    @clause:gurps.high-speed.obstacles
    Scenario: Without legs he hits what he cannot go around
      Given the runner has no legs
      And the runner is moving at 12 yards per second
      When the runner meets an obstacle in his path
      Then the runner faces collision damage

    @clause:gurps.high-speed.obstacles
    @ruling:gurps.high-speed.after-collision=goes-on
    Scenario: Read as going on, he keeps his velocity after the collision
      # 任何你绕不过去...的东西都会被你撞上: the collision damage is all the rule gives; his 12 yards per second stay
      Given the runner is moving at 12 yards per second
      When the runner meets an obstacle in his path and the dice show 11
      Then the runner faces collision damage
      And the runner moves at 12 yards per second
      And the runner is at high speed

    @clause:gurps.high-speed.obstacles
    @ruling:gurps.high-speed.after-collision=stops
    Scenario: Read as stopping, he stops against what he could not go around
      # 任何你绕不过去...的东西都会被你撞上: he cannot go on through it, as a tumble that strikes something stops
      Given the runner is moving at 12 yards per second
      When the runner meets an obstacle in his path and the dice show 11
      Then the runner faces collision damage
      And the runner moves at 0 yards per second
      And the runner is no longer at high speed

    @clause:gurps.high-speed.obstacles @clause:gurps.mounted.falling-off
    Scenario: A galloping horse that clears an obstacle has jumped it: its rider rolls Riding to stay on
      # 如果坐骑进行了成功的DX 检定完成了跳跃...骑手必须进行一次骑术技能检定。如果失败，骑手从坐骑上跌落: the
      # horse's DX 9 clears on 9; the knight's Riding 12 fails on 13
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the horse meets an obstacle in his path and the dice show 9 then 13
      Then the obstacle is reported as cleared
      And the knight has fallen off

    @clause:gurps.high-speed.obstacles @clause:gurps.mounted.falling-off @clause:gurps.mount-out-of-control.table.12
    @ruling:gurps.mounted.obstacle-failure=result-12-instead
    Scenario: A galloping horse that fails to clear an obstacle falls: result 12, no collision
      # 如果坐骑的DX 检定失败，后果同坐骑失控表的项目12: DX 9 fails on 10; DX+1 = 10 holds on 10; the knight's
      # Riding-2 = 10 fails on 11: thrown, a 3-yard fall
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the horse meets an obstacle in his path and the dice show 10 then 10 then 11
      Then the horse has fallen
      And the knight faces a fall from 3 yards
      And the horse does not face collision damage

    @clause:gurps.high-speed.obstacles @clause:gurps.mounted.falling-off @clause:gurps.mount-out-of-control.table.12
    @ruling:gurps.mounted.obstacle-failure=collision-and-result-12
    Scenario: Read as both, the galloping horse runs into the obstacle and then falls
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the horse meets an obstacle in his path and the dice show 10 then 10 then 11
      Then the horse faces collision damage
      And the horse has fallen
      And the knight faces a fall from 3 yards

  Rule: Fighting at speed

    @clause:gurps.high-speed.defence-at-speed
    Scenario: He may dodge at speed
      Given the runner is moving at 12 yards per second
      When the runner tries to dodge at speed
      Then the defence is reported as dodge

    @clause:gurps.high-speed.defence-at-speed
    Scenario Outline: He may not <defence> at speed
      Given the runner is moving at 12 yards per second
      When the runner tries to <defence> at speed
      Then the defence is refused by rule gurps.high-speed.defence-at-speed

      Examples:
        | defence |
        | retreat |
        | drop    |

    @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
    Scenario Outline: A rider on a galloping horse moves at its speed: he may not <defence>
      # 在高速移动下...你可以闪避，但是你不能后退和卧倒; only the rule of manoeuvres is the mover's own
      # (如果你以自己的力量在进行高速移动...这个规则适用于坐骑，但是不用于骑手或乘组)
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the knight tries to <defence> at speed
      Then the defence is refused by rule gurps.high-speed.defence-at-speed

      Examples:
        | defence |
        | retreat |
        | drop    |

    @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
    Scenario: A rider on a galloping horse may still dodge
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the knight tries to dodge at speed
      Then the defence is reported as dodge

    @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
    Scenario: The driver aboard a motorcycle at speed may not drop either
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 20 yards per second
      When the biker tries to drop at speed
      Then the defence is refused by rule gurps.high-speed.defence-at-speed

    @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=own-movement
    Scenario: Read as the mover's own speed only, the rider on a galloping horse may retreat
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the knight tries to retreat at speed
      Then the defence is reported as retreat

    @clause:gurps.high-speed.speed-modifier @ruling:gurps.high-speed.carried-at-speed=carried
    Scenario Outline: A rider on a galloping horse fights at its speed: the <attacker> attacks the <target> with the speed modifier
      # 当你遭到攻击——或攻击的时候GM 应该一直附加速度修正值: the knight moves at the horse's 16 yards per second
      Given a knight riding a war-trained horse
      And an orc with Basic Move 5
      And the horse is moving at 16 yards per second
      When the <attacker> attacks the <target> at speed
      Then the speed modifier is reported as applies

      Examples:
        | attacker | target |
        | knight   | orc    |
        | orc      | knight |

    @clause:gurps.high-speed.speed-modifier @ruling:gurps.high-speed.carried-at-speed=own-movement
    Scenario: Read as the mover's own speed only, the rider of a galloping horse is no fighter at high speed
      Given a knight riding a war-trained horse
      And an orc with Basic Move 5
      And the horse is moving at 16 yards per second
      When the knight attacks the orc at speed
      Then the attack is refused by rule gurps.high-speed.speed-modifier

    @clause:gurps.high-speed.speed-modifier
    Scenario: The GM always applies the speed modifier
      Given a guard with Basic Move 5
      And the runner is moving at 12 yards per second
      When the runner attacks the guard at speed
      Then the speed modifier is reported as applies

  Rule: Acceleration and deceleration

    @clause:gurps.high-speed.acceleration
    Scenario: He may speed up by up to his Basic Move
      Given the runner has top speed 20
      And the runner is moving at 10 yards per second
      When the runner speeds up by 5
      Then the runner moves at 15 yards per second

    @clause:gurps.high-speed.acceleration
    Scenario: Speeding up by more than Basic Move is refused
      Given the runner has top speed 20
      And the runner is moving at 10 yards per second
      When the runner speeds up by 6
      Then the acceleration is refused by rule gurps.high-speed.acceleration

    @clause:gurps.high-speed.acceleration
    Scenario: Speeding up beyond top speed is refused
      Given the runner has top speed 20
      And the runner is moving at 18 yards per second
      When the runner speeds up by 5
      Then the acceleration is refused by rule gurps.high-speed.acceleration

    @clause:gurps.high-speed.sprint-top-speed
    Scenario: Sprinting without Enhanced Move tops out at Move +20%
      # Move 5 + 20% = 6: at 6 he may not speed up to 7
      Given the runner is moving at 6 yards per second
      When the runner sprints, speeding up by 1
      Then the acceleration is refused by rule gurps.high-speed.acceleration

    @clause:gurps.high-speed.sprint-top-speed
    Scenario: A sprinter reaches Move +20% (12 for Move 10)
      Given the runner has Basic Move 10
      And the runner is moving at 11 yards per second
      When the runner sprints, speeding up by 1
      Then the runner moves at 12 yards per second
      And rule gurps.high-speed.sprint-top-speed is applied

    @clause:gurps.high-speed.acceleration @clause:gurps.high-speed.entering
    Scenario: One not at high speed does not speed up into it: he enters it
      # 加速 is a rule of 高速移动; the way into it is a turn of Move over his full Move in one direction,
      # standing (你在轮结束时可以选择转入高速移动状态), and the starting velocity it allows
      Given the runner has top speed 20
      And the runner is moving at 5 yards per second
      When the runner speeds up by 5
      Then the acceleration is refused by rule gurps.high-speed.entering

    @clause:gurps.high-speed.deceleration
    Scenario: He may slow down by up to his Basic Move
      Given the runner is moving at 14 yards per second
      When the runner slows down by 5
      Then the runner moves at 9 yards per second
      And the runner is at high speed

    @clause:gurps.high-speed.deceleration
    Scenario: Slowing by more than Basic Move needs a hard brake
      Given the runner is moving at 14 yards per second
      When the runner slows down by 6
      Then the deceleration is refused by rule gurps.high-speed.deceleration

    @clause:gurps.high-speed.deceleration
    Scenario: One not at high speed has no velocity to slow down
      # 你可以用减速取代加速 (under 高速移动): slowing down, in place of speeding up, is a rule of one at high
      # speed; at 5 yards per second with Basic Move 5 he is not (当你的当前速度超过你的基础移动时), and moves
      # under the normal rules.
      Given the runner is moving at 5 yards per second
      When the runner slows down by 3
      Then the deceleration is refused by rule gurps.high-speed.deceleration

    @clause:gurps.high-speed.leaving
    Scenario: Slowing to Basic Move or less leaves high speed when his turn ends, not at once
      # 如果你的减速导致在你的轮结束时，你的速度小于等于你的基础移动，你就脱离了高速移动状态，从下轮开始可以使用普通的
      # 移动规则: 9 - 4 = 5, not above Basic Move 5. The turn he slowed in is still at high speed; the next is not.
      Given the runner is moving at 9 yards per second
      When the runner slows down by 4
      Then the runner moves at 5 yards per second
      And the runner is at high speed
      When the next turn begins
      Then the runner is no longer at high speed

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.maneuvers
    Scenario: From the next turn he moves under the normal rules: an Attack manoeuvre keeps control
      # 从下轮开始可以使用普通的移动规则: at 5 yards per second, out of high speed, he is no longer held to Move
      # or Move and Attack
      Given the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the next turn begins
      And the runner takes the Attack manoeuvre
      Then the runner keeps control

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.defence-at-speed
    Scenario: In the turn he slowed in he is still at high speed: he may not retreat
      # 9 - 4 = 5 at the end of his turn; until it is over the high-speed rules hold (你可以闪避，但是你不能后退和卧倒)
      Given the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the runner tries to retreat at speed
      Then the defence is refused by rule gurps.high-speed.defence-at-speed

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.velocity
    Scenario: Slowed to his Basic Move, he may not also speed up in the turn he is still at high speed
      # 你在每一轮结束时可以增加或降低它 and 你可以用减速取代加速: the slowing at the end of his turn is in place of
      # speeding up; 9 - 4 = 5, and he leaves high speed when the turn is over
      Given the runner has top speed 20
      And the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the runner speeds up by 3
      Then the acceleration is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.hard-braking
    Scenario: Two slowings of Basic Move in one turn are refused: that is a hard brake, with its roll
      # 你在每一轮结束时可以增加或降低它: once, at the end of the turn. 14 - 5 = 9; a second 4 in the same turn
      # would be 9 in all, a hard brake at -2 (急刹车的检定有等于减速幅度每超出基础移动2 码就-1 的减值) made without it
      Given the runner is moving at 14 yards per second
      When the runner slows down by 5
      And the runner slows down by 4
      Then the deceleration is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity
    Scenario: A hard brake after slowing down in the same turn is refused
      Given the runner is moving at 14 yards per second
      When the runner slows down by 2
      And the runner brakes hard by 8
      Then the brake is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.acceleration
    Scenario: Speeding up twice in one turn is refused
      # Basic Move 5 a turn: 10 + 5 = 15, and not 20 before the next turn
      Given the runner has top speed 20
      And the runner is moving at 10 yards per second
      When the runner speeds up by 5
      And the runner speeds up by 5
      Then the acceleration is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.starting-velocity
    Scenario: The starting velocity is the change of the turn he enters high speed in
      # 获得最多超过你的移动力20% 的速度 is the velocity of the turn that follows: 6, not 6 and then 5 more
      Given the runner has top speed 20
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      And the runner speeds up by 5
      Then the acceleration is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.deceleration
    Scenario: The yards of the turn come before its change of velocity: the new one is moved the next turn
      # 你在每一轮结束时可以增加或降低它...如果你的速度是17，你在当前轮必须移动17 码: 14 yards, then 14 - 5 = 9
      # at the end of the turn; 9 more in the same turn would be 23 yards in one turn
      Given the runner is moving at 14 yards per second
      When the runner runs 14 yards
      And the runner slows down by 5
      And the runner runs 9 yards
      Then the run is refused by rule gurps.high-speed.velocity
      When the next turn begins
      And the runner runs 9 yards
      Then the velocity is reported as 9

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.maneuvers
    Scenario: The manoeuvre of a turn comes before its change of velocity: none is chosen after it
      # 你在每一轮结束时可以增加或降低它: 14 - 5 = 9 at the end of the turn; the turn's manoeuvre was before it,
      # and the next one is the next turn's
      Given the runner is moving at 14 yards per second
      When the runner slows down by 5
      And the runner takes the Move and Attack manoeuvre
      Then the manoeuvre is refused by rule gurps.high-speed.velocity
      When the next turn begins
      And the runner takes the Move and Attack manoeuvre
      Then the runner keeps control

    @clause:gurps.high-speed.loss-of-control.tumble @clause:gurps.high-speed.velocity
    Scenario: Stunned after his whole turn's move and a slowing, he has no move left to tumble
      # 16 yards run, then 16 - 5 = 11 at the end of the turn, still above Basic Move 5. Stunned in the guard's
      # turn: 剩余移动力的1/4, and none of this turn's move is left (the slowing undoes no yard of it): 0 yards;
      # the fall is at his current velocity, 11 (以当前速度下落)
      Given a guard with Basic Move 5
      And the runner is moving at 16 yards per second
      When the runner runs 16 yards
      And the runner slows down by 5
      And the guard's turn begins
      And the runner is stunned
      Then the runner tumbled 0 yards
      And the runner faces falling damage at 11 yards per second

    @clause:gurps.high-speed.loss-of-control.tumble @clause:gurps.high-speed.velocity
    Scenario: Stunned after his whole turn's move and a speeding up, he has no move left to tumble
      # 10 yards run, then 10 + 5 = 15 at the end of the turn (你在每一轮结束时可以增加或降低它). Stunned in the guard's
      # turn: 剩余移动力的1/4, and his turn's move is all behind him: 0 yards, not a quarter of 15 - 10; the fall is
      # at his current velocity, 15
      Given a guard with Basic Move 5
      And the runner has top speed 20
      And the runner is moving at 10 yards per second
      When the runner runs 10 yards
      And the runner speeds up by 5
      And the guard's turn begins
      And the runner is stunned
      Then the runner tumbled 0 yards
      And the runner faces falling damage at 15 yards per second

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.forward-until-radius
    Scenario Outline: A turn in his path after the velocity changed in the same turn is refused (<turn>)
      # 你在每一轮结束时可以增加或降低它: the turn's move, and every change of facing in it, comes before its end; 14 - 5
      # = 9 at that end, and the next turn is the next one's
      Given the runner is moving at 14 yards per second
      And the runner has moved 14 yards straight this turn
      When the runner slows down by 5
      And the runner <turns>
      Then the turn is refused by rule gurps.high-speed.velocity

      Examples:
        | turn        | turns             |
        | early turn  | turns early       |
        | 60 degrees  | turns 60 degrees  |

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.move-points
    Scenario: A tactical move after the velocity changed in the same turn is refused
      Given the runner is moving at 14 yards per second
      When the runner slows down by 5
      And the runner moves on through 2 yards of mud
      Then the move is refused by rule gurps.high-speed.velocity

    @clause:gurps.high-speed.velocity @clause:gurps.high-speed.deceleration
    Scenario: The next turn he may change his velocity again
      # 14 - 5 = 9 at the end of one turn, 9 - 3 = 6 at the end of the next
      Given the runner is moving at 14 yards per second
      When the runner slows down by 5
      And the next turn begins
      And the runner slows down by 3
      Then the runner moves at 6 yards per second
      And the runner is at high speed

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.defence-at-speed
    @ruling:gurps.high-speed.leaving-turn=end-of-his-turn
    Scenario: Read as leaving when his turn ends, in the guard's turn after it he may retreat
      # 在你的轮结束时...你就脱离了高速移动状态: his turn is over when the guard's begins
      Given a guard with Basic Move 5
      And the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the guard's turn begins
      Then the runner is no longer at high speed
      When the runner tries to retreat at speed
      Then the defence is reported as retreat

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.defence-at-speed
    @ruling:gurps.high-speed.leaving-turn=his-next-turn
    Scenario: Read as leaving when his next turn begins, in the guard's turn he may still only dodge
      # 从下轮开始可以使用普通的移动规则: until his next turn he is at high speed
      Given a guard with Basic Move 5
      And the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the guard's turn begins
      Then the runner is at high speed
      When the runner tries to retreat at speed
      Then the defence is refused by rule gurps.high-speed.defence-at-speed
      When the next second begins with the runner's turn
      Then the runner is no longer at high speed

    @clause:gurps.high-speed.velocity
    Scenario Outline: In the guard's turn the runner does not <change>: he changes his velocity at the end of his own turn
      # 你在每一轮结束时可以增加或降低它; 如果在你的轮结束时...你可以提高速度: the change is his, at the end of his turn
      Given a guard with Basic Move 5
      And the runner has top speed 20
      And the runner is moving at 14 yards per second
      When the guard's turn begins
      And the runner <does>
      Then the <what> is refused by rule gurps.high-speed.velocity

      Examples:
        | change     | does             | what         |
        | slow down  | slows down by 5  | deceleration |
        | brake hard | brakes hard by 8 | brake        |
        | speed up   | speeds up by 5   | acceleration |

    @clause:gurps.high-speed.velocity
    Scenario: In his own turn the runner changes his velocity
      Given a guard with Basic Move 5
      And the runner is moving at 14 yards per second
      When the guard's turn begins
      And the runner's turn begins
      And the runner slows down by 5
      Then the runner moves at 9 yards per second

    @clause:gurps.high-speed.velocity
    Scenario Outline: In the guard's turn the runner does not <act>: he moves at his velocity in his own turn
      # 你在当前轮必须移动17 码: the yards of a turn, its changes of facing and its manoeuvre are his own turn's,
      # as the change at its end is (你在每一轮结束时可以增加或降低它); he has covered his radius, 14 / 5 = 2
      Given a guard with Basic Move 5
      And the runner is moving at 14 yards per second
      And the runner has moved 2 yards straight this turn
      When the guard's turn begins
      And the runner <does>
      Then the <what> is refused by rule gurps.high-speed.velocity

      Examples:
        | act                | does                      | what       |
        | run 12 yards       | runs 12 yards             | run        |
        | turn 60 degrees    | turns 60 degrees          | turn       |
        | turn early         | turns early               | turn       |
        | choose a manoeuvre | takes the Move manoeuvre  | manoeuvre  |

    @clause:gurps.high-speed.velocity
    Scenario: In his own turn the runner runs his velocity and turns
      # 14 yards owed, 2 of them moved: 12 more, and his radius of 2 covered, a turn of 60 degrees
      Given a guard with Basic Move 5
      And the runner is moving at 14 yards per second
      And the runner has moved 2 yards straight this turn
      When the guard's turn begins
      And the runner's turn begins
      And the runner takes the Move manoeuvre
      And the runner turns 60 degrees
      And the runner runs 12 yards
      Then the velocity is reported as 14

    @clause:gurps.high-speed.velocity @ruling:gurps.high-speed.mount-turn=riders-turn
    Scenario: Read as acting in its rider's turn, the horse slows down in the knight's
      # 骑手可以通过喊声和腿部动作来操控经过战斗训练的坐骑: the knight steers it, and its turn is his; 16 - 8 = 8
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the knight's turn begins
      And the horse slows down by 8
      Then the horse moves at 8 yards per second

    @clause:gurps.high-speed.velocity @ruling:gurps.high-speed.mount-turn=own-turn
    Scenario: Read as having a turn of its own, the horse does not slow down in the knight's
      # 在战斗中，坐骑可以选择进行任何种类的行动: its own manoeuvre, in its own turn; 你的轮 is the horse's
      Given a knight riding a war-trained horse
      And the horse is moving at 16 yards per second
      When the knight's turn begins
      And the horse slows down by 8
      Then the deceleration is refused by rule gurps.high-speed.velocity
      When the horse's turn begins
      And the horse slows down by 8
      Then the horse moves at 8 yards per second

    @clause:gurps.high-speed.leaving @ruling:gurps.high-speed.mount-turn=riders-turn
    @ruling:gurps.high-speed.leaving-turn=end-of-his-turn
    Scenario: Read as acting in its rider's turn, the horse slowed to its Basic Move in the knight's turn is out of high speed when that turn ends
      # 如果你的减速导致在你的轮结束时，你的速度小于等于你的基础移动，你就脱离了高速移动状态: 16 - 8 = 8, not above
      # Basic Move 8, at the end of the horse's turn, which is the knight's; when the guard's turn begins it is over
      Given a knight riding a war-trained horse
      And a guard with Basic Move 5
      And the horse is moving at 16 yards per second
      When the knight's turn begins
      And the horse slows down by 8
      Then the horse is at high speed
      When the guard's turn begins
      Then the horse is no longer at high speed

    @clause:gurps.high-speed.leaving @ruling:gurps.high-speed.mount-turn=riders-turn
    @ruling:gurps.high-speed.leaving-turn=his-next-turn
    Scenario: Read as acting in its rider's turn and leaving at its next turn, the slowed horse is out of high speed when the knight's next turn begins
      # 从下轮开始可以使用普通的移动规则: the horse's next turn is the knight's next turn; in it the horse, at 8, moves
      # under the normal rules
      Given a knight riding a war-trained horse
      And a guard with Basic Move 5
      And the horse is moving at 16 yards per second
      When the knight's turn begins
      And the horse slows down by 8
      And the guard's turn begins
      Then the horse is at high speed
      When the next second begins with the knight's turn
      Then the horse is no longer at high speed

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.velocity
    @ruling:gurps.high-speed.mount-turn=riders-turn @ruling:gurps.high-speed.leaving-turn=end-of-his-turn
    Scenario: In a second whose turns are not named, the horse slowed to its Basic Move is out of high speed in the guard's turn
      # the horse changed its velocity at the end of its turn, the knight's (你在每一轮结束时可以增加或降低它); when
      # the guard's turn begins within the second, that turn is over
      Given a knight riding a war-trained horse
      And a guard with Basic Move 5
      And the horse is moving at 16 yards per second
      When the horse slows down by 8
      And the guard's turn begins
      Then the horse is no longer at high speed

    @clause:gurps.high-speed.starting-velocity @ruling:gurps.high-speed.mount-turn=riders-turn
    Scenario: Read as acting in its rider's turn, the horse gains its starting velocity when the knight's next turn begins
      # 你在下一轮开始的时候，获得...的速度: the horse's next turn is the knight's; Move 8 +100% with Enhanced Move, 16
      Given a knight riding a war-trained horse
      And the horse has Enhanced Move
      When the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 16 yards per second
      And the next second begins with the knight's turn
      Then the horse moves at 16 yards per second
      And the horse is at high speed

    @clause:gurps.high-speed.velocity @ruling:gurps.high-speed.mount-turn=<reading>
    Scenario Outline: Whichever the reading, the horse does not slow down in the turn of the guard (<reading>)
      Given a knight riding a war-trained horse
      And a guard with Basic Move 5
      And the horse is moving at 16 yards per second
      When the guard's turn begins
      And the horse slows down by 8
      Then the deceleration is refused by rule gurps.high-speed.velocity

      Examples:
        | reading     |
        | riders-turn |
        | own-turn    |

    @clause:gurps.high-speed.leaving @clause:gurps.high-speed.velocity
    @ruling:gurps.high-speed.leaving-turn=end-of-his-turn
    Scenario: Two movers slow to their Basic Move in a second whose turns are not named: in the guard's turn both are out of it
      # each slows at the end of his own turn (在你的轮结束时); neither names the turn of the other, and when the
      # guard's turn begins both their turns are over: 9 - 4 = 5 and 8 - 3 = 5, not above Basic Move 5
      Given a guard with Basic Move 5
      And a sprinter with Basic Move 5
      And the runner is moving at 9 yards per second
      And the sprinter is moving at 8 yards per second
      When the runner slows down by 4
      And the sprinter slows down by 3
      Then the sprinter moves at 5 yards per second
      When the guard's turn begins
      Then the runner is no longer at high speed
      And the sprinter is no longer at high speed

    @clause:gurps.high-speed.leaving @ruling:gurps.high-speed.leaving-turn=<reading>
    Scenario Outline: Whichever the reading, he is out of high speed when the next second begins (<reading>)
      Given the runner is moving at 9 yards per second
      When the runner slows down by 4
      And the next turn begins
      Then the runner is no longer at high speed

      Examples:
        | reading         |
        | end-of-his-turn |
        | his-next-turn   |

  Rule: Hard braking and early turns

    @clause:gurps.high-speed.hard-braking @clause:gurps.high-speed.manoeuvre-roll
    Scenario: Braking 9 at Basic Move 5 is at -2 (the text's example)
      Given the runner has DX 12
      And the runner is moving at 14 yards per second
      When the runner brakes hard by 9 and the dice show 13
      Then the modifier is -2
      And the roll is against 13
      And the runner moves at 5 yards per second
      When the next turn begins
      Then the runner is no longer at high speed

    @clause:gurps.high-speed.hard-braking
    Scenario: The chance of a hard brake of 9 at DX 12
      # DX+3-2 = 13; 3d6 totals of 13 or less: 1+3+6+10+15+21+25+27+27+25+21 = 181 of 216.
      Given the runner has DX 12
      And the runner is moving at 14 yards per second
      When the runner brakes hard by 9
      Then the chance that the runner keeps control is 181/216
      And the chance that the runner has lost control is 35/216

    @clause:gurps.high-speed.hard-braking
    Scenario: Braking by exactly twice Basic Move is allowed, at -2
      # 最多基础移动×2: up to 2 x 5 = 10, so 10 is allowed. 10 - 5 = 5 over Basic Move: -1 per full
      # 2 yards = -2. DX 10 + 3 - 2 = 11; the dice show 11: success; 14 - 10 = 4 yards per second.
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 10 and the dice show 11
      Then the modifier is -2
      And the roll is against 11
      And the runner keeps control
      And the runner moves at 4 yards per second

    @clause:gurps.high-speed.hard-braking
    Scenario: Braking more than twice Basic Move is refused
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 11
      Then the brake is refused by rule gurps.high-speed.hard-braking

    @clause:gurps.high-speed.early-turn
    Scenario: An early turn at velocity 23 with Basic Move 3 is at -6 (the text's example)
      # -1 per full Basic Move by which velocity exceeds Basic Move: (23 - 3) / 3 = 6 full: -6.
      Given a sprinter with Basic Move 3
      And the sprinter is moving at 23 yards per second
      When the sprinter turns early and the dice show 7
      Then the modifier is -6
      And the roll is against 7
      And the sprinter keeps control

    @clause:gurps.high-speed.early-turn
    Scenario: The chance of that early turn at DX 12
      # DX 12 + 3 - 6 = 9; 3d6 totals of 9 or less: 81 of 216 = 3/8.
      Given a sprinter with Basic Move 3
      And the sprinter has DX 12
      And the sprinter is moving at 23 yards per second
      When the sprinter turns early
      Then the chance that the sprinter keeps control is 3/8

    @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.leaving
    @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
    Scenario: Slowed below its Basic Move, at high speed until its turn is over, an early turn has no penalty and no bonus
      # Exhausted (6-7), the horse slows at the safe rate from 9 to 2, not below Move 2: at high speed until its turn
      # is over. 提前转向...的检定的减值则是你的速度没超出基础移动满一倍就-1: (2 - 8) / 8 is no full multiple over Basic
      # Move 8, and a 减值 is never a bonus: 0. (A runner who slowed down himself has changed his velocity at the end of
      # his turn, and turns no more in it.)
      Given a knight riding a war-trained horse
      And the horse is moving at 9 yards per second
      When the knight loses all control of his mount and the dice show 7
      And the horse turns early and the dice show 3 then 10
      Then the modifier is 0

    @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.early-turn-tumble-heading=old-heading
    Scenario: Read as the heading he had, a failed early turn tumbles him on into the wall ahead of him
      # 14 exceeds Basic Move 5 by one full 5: DX 10 + 3 - 1 = 12 fails on 13 (打滑了并翻倒); the turn not made, he
      # tumbles on along his path (向前翻滚) 1/4 of 14, 3 yards, and strikes the wall 2 yards ahead
      Given the runner is moving at 14 yards per second
      When the runner turns early with a wall 2 yards ahead and the dice show 13
      Then the runner faces collision damage
      And the runner tumbled 2 yards

    @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.early-turn-tumble-heading=old-heading
    Scenario: Read as the heading he had, a wall on the heading he tried to turn to is not in his tumble
      Given the runner is moving at 14 yards per second
      When the runner turns early toward a wall 2 yards off and the dice show 13
      Then the runner tumbled 3 yards
      And the runner faces falling damage at 14 yards per second

    @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.early-turn-tumble-heading=new-heading
    Scenario: Read as the heading he turned to, a failed early turn tumbles him into the wall that way
      # the turn under way (打着旋失去了控制), he tumbles forward of the heading he turned to: 2 yards, into the wall
      Given the runner is moving at 14 yards per second
      When the runner turns early toward a wall 2 yards off and the dice show 13
      Then the runner faces collision damage
      And the runner tumbled 2 yards

    @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.early-turn-tumble-heading=new-heading
    Scenario: Read as the heading he turned to, the wall ahead of him on his old path is not in his tumble
      Given the runner is moving at 14 yards per second
      When the runner turns early with a wall 2 yards ahead and the dice show 13
      Then the runner tumbled 3 yards
      And the runner faces falling damage at 14 yards per second

    @clause:gurps.high-speed.early-turn
    Scenario: An early turn below high speed is refused
      Given the runner is moving at 4 yards per second
      When the runner turns early
      Then the turn is refused by rule gurps.high-speed.early-turn

    @clause:gurps.high-speed.manoeuvre-roll
    Scenario: A driver rolls his vehicle skill with Handling instead of DX+3
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the trike has Driving 11
      And the trike is moving at 25 yards per second
      When the trike brakes hard by 12 and the dice show 9
      Then the roll is against 10

    @clause:gurps.high-speed.manoeuvre-failure @clause:gurps.high-speed.loss-of-control.tumble
    @clause:gurps.high-speed.hard-braking
    Scenario: A failed hard brake at the end of his turn: he falls where he is, with no movement left to tumble
      # 减速: 你可以用减速取代加速, and speeding up is 如果在你的轮结束时; 你在每一轮结束时可以增加或降低它: a hard brake
      # (将速度降低最多基础移动×2 的量) comes at the end of the turn, after its 14 yards (你必须按你的速度移动). Failed,
      # 你打滑了并翻倒: he falls (你先倒下) and tumbles 1/4 of no movement left (剩余移动力), 0 yards, with falling
      # damage at 14
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 9 and the dice show 16
      Then the runner has lost control
      And the runner tumbled 0 yards
      And the runner faces falling damage at 14 yards per second

    @clause:gurps.high-speed.manoeuvre-failure @clause:gurps.high-speed.loss-of-control.tumble
    @clause:gurps.high-speed.hard-braking
    Scenario: Part of his turn run, a failed hard brake still comes at its end, with no movement left to tumble
      # 4 of his 14 yards run; the other 10 are run before the end of the turn (你在当前轮必须移动), where the brake is
      # made: none is left to tumble a quarter of
      Given the runner is moving at 14 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner brakes hard by 9 and the dice show 16
      Then the runner tumbled 0 yards

  Rule: Tactical movement at speed

    @clause:gurps.high-speed.tactical.move-points
    Scenario: Movement points equal the velocity at the start of the turn
      Given the runner is moving at 12 yards per second
      When the runner moves on through 0 yards of mud
      Then the movement points is reported as 12

    @clause:gurps.high-speed.tactical.move-points
    Scenario: The yards already moved this turn were paid from his movement points
      # 你的移动点数等于你在轮开始时的速度: 12 points, 4 of them paid for the 4 yards already moved; 5 yards of mud
      # at +1 cost 10, more than the 8 left
      Given the runner is moving at 12 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner moves on through 5 yards of mud
      Then the move is refused by rule gurps.high-speed.tactical.move-points

    @clause:gurps.high-speed.tactical.move-points @clause:gurps.high-speed.tactical.terrain
    Scenario: After 4 yards moved, 4 yards of mud cost the 8 points left
      # 12 points, 4 paid for the 4 yards moved; 4 yards of mud cost 8, and their 4 extra points slow him to
      # 12 - 4 = 8 at the end of the turn (会导致你在轮结束时的速度降低等于消耗的额外移动力的量)
      Given the runner is moving at 12 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner moves on through 4 yards of mud
      Then the runner moves at 8 yards per second
      And the runner keeps control

    @clause:gurps.high-speed.tactical.move-points
    Scenario Outline: He cannot move <direction> at speed
      Given the runner is moving at 12 yards per second
      When the runner moves <direction> on the hex map
      Then the move is refused by rule gurps.high-speed.tactical.move-points

      Examples:
        | direction |
        | sideways  |
        | backward  |

    @clause:gurps.high-speed.tactical.terrain
    Scenario: 6 yards of mud at velocity 14 end the turn at 8 (the text's example)
      # Mud costs +1 per yard: 6 yards cost 6 extra points, and 14 - 6 = 8 at the end of the turn.
      Given a sprinter with Basic Move 6
      And the sprinter is moving at 14 yards per second
      When the sprinter moves on through 6 yards of mud
      Then the sprinter moves at 8 yards per second
      And the sprinter keeps control

    @clause:gurps.high-speed.tactical.combined-deceleration
    Scenario: Terrain and chosen deceleration above Basic Move call for the hard-braking roll
      # 4 yards of mud (+4) and a chosen 3 make 7, over Basic Move 5 by 2: -1; DX 10 + 3 - 1 = 12.
      Given the runner is moving at 14 yards per second
      When the runner moves on through 4 yards of mud and slows down by 3 and the dice show 12
      Then the roll is against 12
      And the runner moves at 7 yards per second

    @clause:gurps.high-speed.tactical.combined-deceleration
    Scenario: A combined change of exactly Basic Move needs no roll
      # 2 yards of mud (+2) and a chosen 3 make 5: 如果和超过了你的基础移动 — 5 does not exceed
      # Basic Move 5, so no roll; 14 - 5 = 9.
      Given the runner is moving at 14 yards per second
      When the runner moves on through 2 yards of mud and slows down by 3
      Then the runner keeps control
      And the runner moves at 9 yards per second

    @clause:gurps.high-speed.tactical.combined-deceleration
    Scenario: A combined change of exactly twice Basic Move is a hard-braking roll, not a loss of control
      # 5 yards of mud (+5) and a chosen 5 make 10 = 2 x 5: 如果超过了你的基础移动乘2 — 10 does not
      # exceed 10, so no automatic loss; it exceeds Basic Move by 5: -2, DX 10 + 3 - 2 = 11.
      # The dice show 11: success; 14 - 10 = 4.
      Given the runner is moving at 14 yards per second
      When the runner moves on through 5 yards of mud and slows down by 5 and the dice show 11
      Then the roll is against 11
      And the runner keeps control
      And the runner moves at 4 yards per second

    @clause:gurps.high-speed.tactical.combined-deceleration
    Scenario: Above twice Basic Move he loses control without a roll
      Given the runner is moving at 14 yards per second
      When the runner moves on through 6 yards of mud and slows down by 5
      Then the runner has lost control

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.high-speed.loss-of-control.tumble
    Scenario: Out of control after his movement points are all spent, he has no move left to tumble
      # 你的移动点数等于你在轮开始时的速度: 14 points, 12 of them for 6 yards of mud at +1 and 2 for 2 more yards. The
      # 6 extra and 5 chosen make 11, over 2 x 5 (如果超过了你的基础移动乘2，你自动失控), at the turn's end: he tumbles
      # 1/4 of the movement left (剩余移动力的1/4), none, and takes falling damage at 14
      Given the runner is moving at 14 yards per second
      When the runner moves on through 6 yards of mud and slows down by 5
      Then the runner tumbled 0 yards
      And the runner faces falling damage at 14 yards per second

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.high-speed.loss-of-control.tumble
    Scenario: A failed hard-braking roll after mud and a chosen deceleration tumbles him no yards: his points are spent
      # 4 yards of mud (+4) and a chosen 3 make 7, over Basic Move 5: the hard-braking roll against 12 fails on 16.
      # His 14 points went on 4 yards of mud (8) and 6 more yards: 剩余移动力 is 0, 1/4 of it 0
      Given the runner is moving at 14 yards per second
      When the runner moves on through 4 yards of mud and slows down by 3 and the dice show 16
      Then the runner has lost control
      And the runner tumbled 0 yards

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.terrain-loss-velocity=<reading>
    Scenario Outline: Out of control as the mud slows him, he falls at the velocity the reading gives (<reading>)
      # 6 yards of mud at +1 at velocity 14 (你轮结束时自动减速到8 码/ 秒) and a chosen 5 make 11, over 2 x 5: he loses
      # control (你自动失控) and takes 以当前速度下落的伤害: 14 before the mud slows him, 14 - 6 = 8 after
      Given the runner is moving at 14 yards per second
      When the runner moves on through 6 yards of mud and slows down by 5
      Then the runner has lost control
      And the runner faces falling damage at <velocity> yards per second

      Examples:
        | reading        | velocity |
        | before-slowing | 14       |
        | after-terrain  | 8        |

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.terrain-loss-velocity=<reading>
    Scenario Outline: A failed hard-braking roll after mud: he falls at the velocity the reading gives (<reading>)
      # 4 yards of mud (+4) and a chosen 3 make 7, over Basic Move 5: the roll against 12 fails on 16. The chosen 3
      # is the slowing he failed to make; the mud's 4 slow him automatically: 14 before, 14 - 4 = 10 after
      Given the runner is moving at 14 yards per second
      When the runner moves on through 4 yards of mud and slows down by 3 and the dice show 16
      Then the runner has lost control
      And the runner faces falling damage at <velocity> yards per second

      Examples:
        | reading        | velocity |
        | before-slowing | 14       |
        | after-terrain  | 10       |

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.high-speed.hard-braking
    Scenario: The deceleration he chooses is at most a hard brake's, twice Basic Move
      # 你可以尝试将速度降低最多基础移动×2 的量: he may choose to slow by up to 2 x 5 = 10, not 11; only the terrain
      # (将这个数值加到主动的减速数值上) carries the sum past it into an automatic loss of control
      Given the runner is moving at 14 yards per second
      When the runner moves on through 0 yards of mud and slows down by 11
      Then the move is refused by rule gurps.high-speed.hard-braking

  Rule: Loss of control

    @clause:gurps.high-speed.loss-of-control.tumble @clause:gurps.high-speed.loss-of-control.damage
    Scenario: He tumbles a quarter of his remaining move, then takes falling damage at his velocity
      # 16 - 4 = 12 yards of move left; 1/4 of 12 = 3 yards tumbled.
      Given the runner is moving at 16 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner is stunned
      Then the runner tumbled 3 yards
      And the runner faces falling damage at 16 yards per second

    @clause:gurps.high-speed.loss-of-control.damage
    Scenario: Tumbling into something means collision damage instead
      Given the runner is moving at 16 yards per second
      When the runner is stunned with a wall 2 yards ahead
      Then the runner faces collision damage
      And the runner tumbled 2 yards

    @clause:gurps.high-speed.loss-of-control.tumble @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.obstacle-at-tumble-end=reaches
    Scenario: Read as reaching it, a wall exactly as far as his tumble is struck
      # 16 - 4 = 12 yards of move left, a tumble of 3; the wall 3 yards ahead is where it ends, and he strikes it
      # (如果你撞到了东西，则你受到( 同时造成) 碰撞伤害)
      Given the runner is moving at 16 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner is stunned with a wall 3 yards ahead
      Then the runner faces collision damage
      And the runner faces no falling damage
      And the runner tumbled 3 yards

    @clause:gurps.high-speed.loss-of-control.tumble @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.obstacle-at-tumble-end=stops-short
    Scenario: Read as stopping short, a wall exactly as far as his tumble is not struck
      # a tumble of 3 and the wall 3 yards ahead: nothing is struck before the tumble ends (除非你提前撞到了什么东西),
      # he stops (没撞到什么东西就停了下来) and takes falling damage at 16
      Given the runner is moving at 16 yards per second
      And the runner has moved 4 yards straight this turn
      When the runner is stunned with a wall 3 yards ahead
      Then the runner does not face collision damage
      And the runner faces falling damage at 16 yards per second
      And the runner tumbled 3 yards

    @clause:gurps.high-speed.loss-of-control.stun-or-maneuver
    Scenario: Stunned at high speed, he loses control
      Given the runner is moving at 12 yards per second
      When the runner is stunned
      Then the runner has lost control

    @clause:gurps.high-speed.loss-of-control.wheels
    Scenario: On three wheels the GM may let him just slow down
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike is moving at 25 yards per second
      When the trike takes the Do Nothing manoeuvre
      Then the trike moves at 15 yards per second
      And the trike faces no falling damage

    @clause:gurps.high-speed.loss-of-control.wheels @clause:gurps.high-speed.leaving
    Scenario: Let off the tumble, the three-wheeler slowed to its Basic Move leaves high speed when its turn is over
      # 只是以安全限度的速度减速: 12 - Basic Move 10 = 2, not above 10; a deceleration, so 在你的轮结束时...你就脱离了
      # 高速移动状态，从下轮开始可以使用普通的移动规则
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike is moving at 12 yards per second
      When the trike takes the Do Nothing manoeuvre
      Then the trike moves at 2 yards per second
      And the trike is at high speed
      When the next turn begins
      Then the trike is no longer at high speed

    @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=once
    Scenario: Read as one safe slowing, the three-wheeler is under control the next turn and may speed up
      # 只是以安全限度的速度减速: 35 - Basic Move 10 = 25, and that is all of it; next turn 25 + 5 = 30
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike has top speed 40
      And the trike is moving at 35 yards per second
      When the trike takes the Do Nothing manoeuvre
      And the next turn begins
      And the trike speeds up by 5
      Then the trike keeps control
      And the trike moves at 30 yards per second

    @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=until-slowed
    Scenario: Read as slowing until safe, the three-wheeler goes on slowing the next turn and does nothing else
      # 35 - 10 = 25 at once, out of control; 25 - 10 = 15 as the next turn begins, still faster than Basic Move 10
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike has top speed 40
      And the trike is moving at 35 yards per second
      When the trike takes the Do Nothing manoeuvre
      And the next turn begins
      And the trike speeds up by 5
      Then the acceleration is refused by rule gurps.high-speed.loss-of-control.wheels
      And the trike has lost control
      And the trike moves at 15 yards per second

    @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=until-slowed
    Scenario: Read as slowing until safe, the three-wheeler has control again once no faster than its Basic Move
      # 25 at once, then 15 and 5 as two turns begin: 5 is not above Basic Move 10
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike is moving at 35 yards per second
      When the trike takes the Do Nothing manoeuvre
      And 2 seconds pass
      Then the trike keeps control
      And the trike moves at 5 yards per second
      And the trike is no longer at high speed

    @clause:gurps.high-speed.loss-of-control.wheels
    Scenario: Injury tumbles even a three-wheeler
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the trike is moving at 25 yards per second
      When the trike is stunned
      Then the trike tumbled 6 yards
      And rule gurps.high-speed.loss-of-control.wheels is applied

    @clause:gurps.high-speed.manoeuvre-roll @clause:gurps.high-speed.hard-braking
    Scenario: A motorcycle's hard brake is its driver's roll, his Driving, not the machine's DX+3
      # 如果你在驾驶载具，则进行载具操作技能± 载具的操控性数据的检定: the biker's Driving 12 (the Handling
      # given with it); a brake of 14 with Basic Move 10 is 4 over: -2, 12 - 2 = 10; 25 - 14 = 11
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle brakes hard by 14 and the dice show 10
      Then the roll is against 10
      And the motorcycle moves at 11 yards per second
      And the biker rides the motorcycle

    @clause:gurps.high-speed.manoeuvre-failure @clause:gurps.high-speed.loss-of-control.tumble
    @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=thrown-with-it
    Scenario: A motorcycle that spins out and tumbles takes its driver down with it: off it, tumbling, falling damage
      # An early turn before any of its 25 yards: Driving 12 - 1 (25 exceeds Basic Move 10 by one full 10) = 11 fails
      # on 13: 打着旋失去了控制; it falls (你先倒下) and tumbles 1/4 of 25, 6 yards rounded down, with falling damage
      # at 25; the biker, no longer on it, tumbles and falls with it
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle turns early and the dice show 13
      Then the motorcycle has lost control
      And the motorcycle tumbled 6 yards
      And the biker has fallen off
      And the biker tumbled 6 yards
      And the biker faces falling damage at 25 yards per second

    @clause:gurps.high-speed.manoeuvre-failure @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=ride-it-out
    Scenario: Read as the tumble being the vehicle's alone, the biker rides it out in his seat
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle turns early and the dice show 13
      Then the motorcycle tumbled 6 yards
      And the biker rides the motorcycle
      And the biker faces no falling damage

    @clause:gurps.high-speed.loss-of-control.damage
    @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=thrown-with-it
    Scenario: A motorcycle that tumbles into a wall: its driver takes the collision too
      # An early turn: Driving 12 - 1 = 11 fails on 13; the wall 2 yards ahead stops the 6-yard tumble: collision damage
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle turns early with a wall 2 yards ahead and the dice show 13
      Then the motorcycle faces collision damage
      And the biker faces collision damage
      And the biker tumbled 2 yards

    @clause:gurps.high-speed.loss-of-control.wheels
    Scenario: A three-wheeler the GM lets slow down safely keeps its driver at the controls
      # 3+ 的轮子: the GM rules it only slows at the safe rate, by Basic Move 10: 25 - 10 = 15; no tumble
      Given a biker on a motorcycle with Driving 12
      And the motorcycle rolls on 3 wheels
      And the GM rules that wheels slow safely
      And the motorcycle is moving at 25 yards per second
      When the motorcycle brakes hard by 14 and the dice show 13
      Then the motorcycle moves at 15 yards per second
      And the biker rides the motorcycle

    @clause:gurps.high-speed.obstacles
    @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=thrown-with-it
    Scenario: A motorcycle has no legs: it hits the obstacle, and its driver is thrown into the crash with it
      # 如果你有腿或类似结构，你可以通过检定DX或跳跃来越过障碍物；否则的话，任何你绕不过去...的东西都会被你撞上:
      # wheels are no legs, so no roll and a collision at 25; the biker comes off with it, facing the collision too
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle meets an obstacle in his path
      Then the motorcycle faces collision damage
      And the biker faces collision damage
      And the biker has fallen off

    @clause:gurps.high-speed.obstacles
    @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=ride-it-out
    Scenario: Read as the crash being the vehicle's alone, the biker stays in his seat as it hits the obstacle
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the motorcycle meets an obstacle in his path
      Then the motorcycle faces collision damage
      And the biker rides the motorcycle

    @clause:gurps.high-speed.maneuvers @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-defence.stunned-driver=as-a-rider
    Scenario: A biker stunned off his motorcycle at speed leaves it with no one in control: it tumbles
      # 被震慑的骑手必须检定骑术-4 (Driving on the open vehicle): 12 - 4 = 8 fails on 9, and he falls off;
      # 如果你没有( 是载具的话，没人控制载具)，见失控: the motorcycle at 25 tumbles 1/4 of 25, 6 yards rounded down
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the biker is stunned and the dice show 9
      Then the biker has fallen off
      And the motorcycle has lost control
      And the motorcycle tumbled 6 yards

    @clause:gurps.high-speed.maneuvers @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-defence.stunned-driver=as-a-rider
    Scenario: A stunned biker who stays on keeps his motorcycle under control
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the biker is stunned and the dice show 8
      Then the biker rides the motorcycle
      And the motorcycle keeps control
      And the motorcycle moves at 25 yards per second

    @clause:gurps.high-speed.maneuvers @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-defence.stunned-driver=loses-control
    Scenario: Read as a driver who controls nothing, the stunned biker's motorcycle at speed loses control
      # 如果你被震慑了，被迫选择不做行动; 是载具的话，没人控制载具...见失控: no roll; the motorcycle at 25 tumbles
      # 1/4 of 25, 6 yards rounded down, and the biker comes down with it (ruling
      # gurps.high-speed.vehicle-occupants-loss-of-control, thrown-with-it)
      Given a biker on a motorcycle with Driving 12
      And the motorcycle is moving at 25 yards per second
      When the biker is stunned
      Then the motorcycle has lost control
      And the motorcycle tumbled 6 yards
      And the biker has fallen off

    @clause:gurps.mounted-defence.stunned
    @ruling:gurps.mounted-defence.stunned-driver=loses-control
    Scenario: Read as a driver who controls nothing, the stunned biker on a motorcycle at rest rolls nothing
      Given a biker on a motorcycle with Driving 12
      When the biker is stunned
      Then the biker rides the motorcycle
      And the motorcycle keeps control

    @clause:gurps.high-speed.flying-swimming.basic-move
    Scenario: A flyer's turning radius uses Basic Air Move
      Given the runner has Basic Air Move 12
      And the runner flies
      And the runner is moving at 25 yards per second
      When the GM works out the turning radius of the runner
      Then the turning radius is reported as 2

    @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.starting-velocity
    Scenario: A flyer enters high speed on his Basic Air Move, not his ground Move
      # Basic Air Move 12 flown in full; Move +20% in the air is 12 + 2.4, the 2.4 rounded down to +2: 14
      Given the runner has Basic Air Move 12
      And the runner flies
      When the runner ends a turn of Move having moved 12 yards, turning at most 0 degrees, and takes 14 yards per second
      Then the starting velocity cap is reported as 14
      When the next turn begins
      Then the runner moves at 14 yards per second
      And the runner is at high speed

    @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.entering
    Scenario: A flyer who flew only his ground Move has not moved his full Basic Air Move
      Given the runner has Basic Air Move 12
      And the runner flies
      When the runner ends a turn of Move having moved 5 yards, turning at most 0 degrees, and takes 6 yards per second
      Then the move is refused by rule gurps.high-speed.entering

    @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.starting-velocity
    Scenario: A swimmer enters high speed on his Basic Water Move
      # Basic Water Move 3 swum in full; 3 + 20% = 3.6, at least +1: up to 4
      Given the runner has Basic Water Move 3
      And the runner swims
      When the runner ends a turn of Move having moved 3 yards, turning at most 0 degrees, and takes 4 yards per second
      And the next turn begins
      Then the runner moves at 4 yards per second
      And the runner is at high speed

    @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.sprint-top-speed
    Scenario: A flyer sprinting without Enhanced Move tops out at his Basic Air Move +20%
      # 12 + 20% = 14.4: from 13 he may speed up by 1 to 14
      Given the runner has Basic Air Move 12
      And the runner flies
      And the runner is moving at 13 yards per second
      When the runner sprints, speeding up by 1
      Then the runner moves at 14 yards per second

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    Scenario: Out of control in the water he does not tumble but slows at the safe rate
      Given the runner has Basic Water Move 3
      And the runner swims
      And the runner is moving at 8 yards per second
      When the runner is stunned
      Then the runner has lost control
      And the runner moves at 5 yards per second
      And the runner faces no falling damage

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    Scenario: Out of control in the air his turn is over: he cannot speed up again that turn
      # 你除此之外什么都不能做——等效于你的轮强制结束: stunned at 20 with Basic Air Move 12, he slows to 8
      # and does nothing else this turn
      Given the runner has Basic Air Move 12
      And the runner flies
      And the runner is moving at 20 yards per second
      When the runner is stunned
      And the runner speeds up by 2
      Then the acceleration is refused by rule gurps.high-speed.flying-swimming.loss-of-control

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    Scenario: The turn after he lost control in the water, the swimmer acts again
      # his turn ended with the loss of control (8 - Basic Water Move 3 = 5); the next turn he may slow by 2 to 3
      Given the runner has Basic Water Move 3
      And the runner swims
      And the runner is moving at 8 yards per second
      When the runner is stunned
      And the next turn begins
      And the runner slows down by 2
      Then the runner moves at 3 yards per second

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    @ruling:gurps.high-speed.flying-swimming.regain-control=next-turn
    Scenario: Read as ending only his turn, the flyer has control again when his next turn begins
      # stunned at 30 with Basic Air Move 5, he slows at the safe rate to 25; his turn ends, and with it the loss
      Given the runner has Basic Air Move 5
      And the runner flies
      And the runner is moving at 30 yards per second
      When the runner is stunned
      And the next turn begins
      Then the runner keeps control
      And the runner moves at 25 yards per second

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    @ruling:gurps.high-speed.flying-swimming.regain-control=when-slowed
    Scenario: Read as lasting until he has slowed, the flyer goes on slowing and doing nothing else
      # 必须以当前速度继续向前，并且以最大安全限度减速: 30 - 5 = 25 at once, 25 - 5 = 20 as the next turn begins
      Given the runner has Basic Air Move 5
      And the runner flies
      And the runner is moving at 30 yards per second
      When the runner is stunned
      And the next turn begins
      And the runner slows down by 2
      Then the deceleration is refused by rule gurps.high-speed.flying-swimming.loss-of-control
      And the runner has lost control
      And the runner moves at 20 yards per second

    @clause:gurps.high-speed.flying-swimming.loss-of-control
    @ruling:gurps.high-speed.flying-swimming.regain-control=when-slowed
    Scenario: Read as lasting until he has slowed, the flyer regains control once no longer at high speed
      # 25 at once, then 20, 15, 10, 5 as four turns begin: 5 is not above Basic Air Move 5
      Given the runner has Basic Air Move 5
      And the runner flies
      And the runner is moving at 30 yards per second
      When the runner is stunned
      And 4 seconds pass
      Then the runner keeps control
      And the runner moves at 5 yards per second
      And the runner is no longer at high speed

  Rule: Other readings of unclear passages

    @clause:gurps.high-speed.hard-braking
    Scenario: An odd excess: braking 8 at Basic Move 5 is 3 over, -1 per full 2 yards
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 8 and the dice show 3
      Then the modifier is -1

    @clause:gurps.high-speed.hard-braking
    @ruling:gurps.high-speed.braking-penalty=per-two-or-fraction
    Scenario: Read as "per 2 yards or fraction", braking 8 at Basic Move 5 is -2
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 8 and the dice show 3
      Then the modifier is -2

    @clause:gurps.high-speed.early-turn
    @ruling:gurps.high-speed.early-turn-penalty=multiples-of-velocity
    Scenario: Counting whole multiples of Basic Move in the velocity gives -7, against the text's example
      Given a sprinter with Basic Move 3
      And the sprinter is moving at 23 yards per second
      When the sprinter turns early and the dice show 3
      Then the modifier is -7

    @clause:gurps.high-speed.early-turn
    @ruling:gurps.high-speed.early-turn-penalty=literal
    Scenario: The literal words give no penalty at four times Basic Move, against the text's example
      Given a sprinter with Basic Move 3
      And the sprinter is moving at 23 yards per second
      When the sprinter turns early and the dice show 3
      Then the modifier is 0

    @clause:gurps.high-speed.starting-velocity
    @ruling:gurps.high-speed.twenty-percent=exact
    Scenario: Keeping the fraction, Move 12 may start at 72/5 = 14.4
      Given a sprinter with Basic Move 12
      When the sprinter ends a turn of Move having moved 12 yards, turning at most 0 degrees, and takes 14 yards per second
      Then the starting velocity cap is reported as 72/5

    @clause:gurps.high-speed.realistic-radius
    @ruling:gurps.high-speed.radius-rounding=exact
    Scenario: Keeping the fraction, the realistic radius at 13 is 169/10
      Given the players use the optional rule "realistic-turning-radius"
      And the runner is moving at 13 yards per second
      When the GM works out the turning radius of the runner
      Then the turning radius is reported as 169/10

    @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.tumble-distance=quarter-exact
    Scenario: Keeping the fraction, 14 yards left give a tumble of 7/2 yards
      Given the runner is moving at 14 yards per second
      When the runner is stunned
      Then the tumble is reported as 7/2

    @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.tumble-distance=quarter-exact
    Scenario: Keeping the fraction, the runner lies 3.5 yards on, not 3
      # 1/4 of 14 yards left = 3.5 yards, the half yard kept
      Given the runner is moving at 14 yards per second
      When the runner is stunned
      Then the runner tumbled 3.5 yards

    @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.tumble-distance=quarter-exact
    Scenario: Keeping the fraction, a 3.5-yard tumble is at most 4 yards and at least 3
      # 1/4 of 14 yards left = 3.5 yards: not more than 4, not less than 3, but more than 3
      Given the runner is moving at 14 yards per second
      When the runner is stunned
      Then the runner tumbled at most 4 yards
      And the runner tumbled at least 3 yards
      And the runner tumbled at least 3.5 yards
      And the chance that the runner tumbled at most 3 yards is 0
      And the chance that the runner tumbled at least 4 yards is 0

    @clause:gurps.high-speed.loss-of-control.wheels
    @ruling:gurps.high-speed.wheels-gm=always
    Scenario: Read as the rule for wheels, a three-wheeler slows safely without the GM's word
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the trike is moving at 25 yards per second
      When the trike takes the Do Nothing manoeuvre
      Then the trike moves at 15 yards per second

    @clause:gurps.high-speed.loss-of-control.wheels
    Scenario: Without the GM's word a three-wheeler tumbles like anyone else
      Given a trike with Basic Move 10
      And the trike rolls on 3 wheels
      And the trike is moving at 25 yards per second
      When the trike takes the Do Nothing manoeuvre
      Then the trike has lost control
      And the trike tumbled 6 yards

    @clause:gurps.high-speed.tactical.combined-deceleration
    @ruling:gurps.high-speed.combined-threshold=chosen-only
    Scenario: If only the chosen deceleration set the penalty, 4 of mud and 3 chosen roll at DX+3
      Given the runner is moving at 14 yards per second
      When the runner moves on through 4 yards of mud and slows down by 3 and the dice show 3
      Then the roll is against 13

    @clause:gurps.high-speed.acceleration
    @ruling:gurps.high-speed.top-speed=move
    Scenario: If top speed were Move, a runner without Enhanced Move could not pass it
      # at 6, entered at Move 5 + 20%, he is above a top speed of 5 and may not speed up
      Given the runner is moving at 6 yards per second
      When the runner speeds up by 1
      Then the acceleration is refused by rule gurps.high-speed.acceleration

    @clause:gurps.high-speed.acceleration
    Scenario: With no top speed given, Move +20% is used
      # Move 10 + 20% = 12
      Given the runner has Basic Move 10
      And the runner is moving at 11 yards per second
      When the runner speeds up by 1
      Then the runner moves at 12 yards per second

    @clause:gurps.high-speed.acceleration @clause:gurps.high-speed.starting-velocity
    @ruling:gurps.high-speed.top-speed=given
    Scenario: With Enhanced Move and no top speed given, he is not held to Move +20%
      # Move +20% is the top speed of one sprinting 并且没有增强移动优势; with Enhanced Move he reaches
      # 最多超过你的移动力100%: Move 5 + 100% = 10, so from 8 he may speed up by 2
      Given the runner has Enhanced Move
      And the runner is moving at 8 yards per second
      When the runner speeds up by 2
      Then the runner moves at 10 yards per second

    @clause:gurps.high-speed.acceleration
    @ruling:gurps.high-speed.top-speed=given
    Scenario: With Enhanced Move and no top speed given, Move +100% is as fast as he goes
      Given the runner has Enhanced Move
      And the runner is moving at 10 yards per second
      When the runner speeds up by 1
      Then the acceleration is refused by rule gurps.high-speed.acceleration

    @clause:gurps.high-speed.acceleration
    @ruling:gurps.high-speed.top-speed=enhanced-unbounded
    Scenario: If Enhanced Move with no top speed given set no top speed, he could go on speeding up
      Given the runner has Enhanced Move
      And the runner is moving at 10 yards per second
      When the runner speeds up by 5
      Then the runner moves at 15 yards per second

  Rule: Braking no more than Basic Move

    @clause:gurps.high-speed.hard-braking @clause:gurps.high-speed.deceleration
    Scenario: A "hard brake" within Basic Move is an ordinary deceleration with no roll
      Given the runner is moving at 14 yards per second
      When the runner brakes hard by 5
      Then the runner moves at 9 yards per second
