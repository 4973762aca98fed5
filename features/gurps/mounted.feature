Feature: Mounted combat (骑乘战斗): riding, mounting, moving and frightened mounts
  A knight has Riding 12 unless a step says otherwise; his horse has ST 25, DX 9,
  Basic Move 8, SM +1, two hexes, saddle and stirrups. "The dice show" gives 3d6 totals.

  Background:
    Given a knight riding a war-trained horse

  Rule: Riding rolls

    @clause:gurps.mounted.hands
    Scenario Outline: Riding with <hands>: Riding 12 becomes <skill>
      Given the knight <condition>
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against <skill>

      Examples:
        | hands                   | condition                   | skill |
        | both hands free         | rides hands free            | 9     |
        | one hand on the reins   | holds the reins in one hand | 11    |

    @clause:gurps.mounted.hands @clause:gurps.mounted.untrained-mount
    Scenario Outline: On a mount without war training, <hands>: Riding 12 becomes <skill>
      # The -3 hands free and -1 one-handed apply on any mount (ruling gurps.mounted.hands-off-reins,
      # default "any-mount"), on top of the -3 for a trained mount without war training:
      # 12 - 3 - 3 = 6 hands free; 12 - 1 - 3 = 8 with one hand.
      Given the horse is a trained mount without war training
      And the knight <condition>
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against <skill>

      Examples:
        | hands                 | condition                   | skill |
        | both hands free       | rides hands free            | 6     |
        | one hand on the reins | holds the reins in one hand | 8     |

    @clause:gurps.mounted.hands
    Scenario: A rider who needs both hands for the reins drops what he holds
      Given the knight holds a lance
      When the knight drops everything to take the reins in both hands
      Then the knight has dropped the lance

    @clause:gurps.mounted.sheathing
    Scenario: Sheathing on a frightened mount is a DX-3 roll
      Given the knight holds a sword
      And the horse is frightened
      When the knight sheathes his sword and the dice show 7
      Then the roll is against 7
      And the sheathing is reported as yes

    @clause:gurps.mounted.sheathing
    Scenario: A critical failure drops the weapon
      Given the knight holds a sword
      And the horse is frightened
      When the knight sheathes his sword and the dice show 18
      Then the knight has dropped the sword

    @clause:gurps.mounted.sheathing
    Scenario: On a calm mount sheathing needs no roll
      Given the knight holds a sword
      When the knight sheathes his sword
      Then the sheathing is reported as yes

    @clause:gurps.mounted.untrained-mount
    Scenario Outline: A mount that is <what> gives <penalty> to Riding in combat
      Given the horse <condition>
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against <skill>

      Examples:
        | what                       | condition                              | penalty | skill |
        | trained without war training | is a trained mount without war training | -3    | 9     |
        | not fully trained          | is an untrained mount                  | -6      | 6     |

    @clause:gurps.mounted.dangerous-manoeuvres
    Scenario: A mount without war training refuses a jump on a failed Riding roll
      Given the horse is a trained mount without war training
      When the knight urges his mount to jump and the dice show 10
      Then the roll is against 9
      And the horse is frightened

    @clause:gurps.mounted.dangerous-manoeuvres
    Scenario: A war-trained mount needs no Riding roll to jump
      When the knight urges his mount to jump
      Then the horse obeys its rider

    @clause:gurps.mounted.dangerous-manoeuvres
    Scenario: No roll either when the mount's own life is at stake
      Given the horse is a trained mount without war training
      When the knight urges his mount to turn sharply to save its life
      Then the horse obeys its rider

  Rule: A frightened mount obeys no order: urging it again is refused, and ends that branch

    @clause:gurps.mounted.dangerous-manoeuvres @clause:gurps.mounted.frightened.control
    Scenario: After a refused jump the frightened horse is not urged to jump again
      # 10 against Riding 12 -3 = 9 fails: the horse refuses and "它通常不听命令了" (stops obeying).
      Given the horse is a trained mount without war training
      When the knight urges his mount to jump and the dice show 10
      And the knight urges his mount to jump
      Then the jump is refused by rule gurps.mounted.frightened.control

    @clause:gurps.mounted.dangerous-manoeuvres @clause:gurps.mounted.frightened.control
    Scenario: Two jumps without war training: the chance that the second is refused
      # Riding 12 -3 (trained, without war training) = 9: 3d6 <= 9 in 81 of 216 = 3/8; it fails with 5/8.
      # Fails the first (5/8): the horse refuses, is frightened, and the second urge is refused
      #   by gurps.mounted.frightened.control: 5/8.
      # Obeys the first (3/8), then the second roll: obeys 3/8 x 3/8 = 9/64, refuses 3/8 x 5/8 = 15/64.
      # Check: 5/8 + 9/64 + 15/64 = 40/64 + 24/64 = 1. A refused branch ends where it was refused,
      # its horse frightened: frightened in 40/64 + 15/64 = 55/64.
      Given the horse is a trained mount without war training
      When the knight urges his mount to jump
      And the knight urges his mount to jump
      Then the chance that the second jump is refused by rule gurps.mounted.frightened.control is 5/8
      And the chance that the horse obeys its rider is 9/64
      And the chance that the horse is frightened is 55/64

  Rule: Mounting and placement

    @clause:gurps.mounted.mounting.two-manoeuvres @clause:gurps.mounted.rider-placement
    Scenario: Mounting takes a Move and a Change Posture; the rider sits on the front hex of a 2-hex horse
      Given a squire with Basic Move 5
      And a riderless war-trained pony
      When the squire climbs onto the pony and settles in the saddle
      Then the number of manoeuvres is reported as 2
      And the squire rides the pony

    @clause:gurps.mounted.rider-placement
    Scenario Outline: On a <hexes>-hex mount the rider sits on <seat>
      Given a squire with Basic Move 5
      And a riderless war-trained pony
      And the pony <condition>
      When the squire climbs onto the pony and settles in the saddle
      Then the seat is reported as <seat>

      Examples:
        | hexes | condition         | seat           |
        | 3     | is a 3-hex mount  | the middle hex |
        | 1     | is a 1-hex mount  | its hex        |

    @clause:gurps.mounted.mounting.quick
    Scenario: With stirrups the one-turn mount is at no penalty
      Given a squire with Basic Move 5
      And the squire has Acrobatics 12
      And a riderless war-trained pony
      When the squire vaults onto the pony in one turn and the dice show 12
      Then the roll is against 12
      And the squire rides the pony

    @clause:gurps.mounted.mounting.quick
    Scenario: Without stirrups it is at -3, and a failure is a fall
      Given a squire with Basic Move 5
      And the squire has Acrobatics 12
      And a riderless war-trained pony
      And the pony has no stirrups
      When the squire vaults onto the pony in one turn and the dice show 10
      Then the roll is against 9
      And the squire lies prone
      And rule gurps.mounted.mounting.quick is applied

    @clause:gurps.mounted.mounting.quick @clause:gurps.mounted.untrained-mount
    Scenario: Vaulting by Riding onto a horse without war training takes its -3
      # 如果你成功进行了一次...骑术...技能检定，你可以在一轮内翻身上马, and 对于完成训练但是没有战斗训练的坐骑，所有的
      # 战斗中的骑术检定-3: Riding 12 - 3 = 9 (stirrups: no -3 for the vault)
      Given a squire with Basic Move 5
      And the squire has Riding 12
      And a riderless trained pony
      When the squire vaults onto the pony in one turn and the dice show 10
      Then the roll is against 9
      And the squire lies prone

    @clause:gurps.mounted.mounting.quick @clause:gurps.mounted.untrained-mount
    Scenario: Vaulting onto a horse without war training, his Acrobatics is no Riding roll and takes no -3
      Given a squire with Basic Move 5
      And the squire has Riding 12
      And the squire has Acrobatics 11
      And a riderless trained pony
      When the squire vaults onto the pony in one turn and the dice show 11
      Then the roll is against 11
      And the squire rides the pony

  Rule: Movement and manoeuvres

    @clause:gurps.mounted.mount-movement
    Scenario: A horse with Enhanced Move gallops under the high-speed rules
      # 它的增强移动则是它飞奔的速度，在这种情况下需要使用高速移动的规则: at 16 yards per second, above Basic Move 8,
      # it is at high speed (当你的当前速度超过你的基础移动时)
      Given the horse has Enhanced Move
      And the horse is moving at 16 yards per second
      When the horse goes at a gallop
      Then the pace is reported as gallop
      And the horse is at high speed

    @clause:gurps.mounted.mount-movement @clause:gurps.high-speed.entering
    Scenario: A horse not at high speed does not break into a gallop: it gets there by entering high speed
      # 在这种情况下需要使用高速移动的规则: the gallop is high-speed movement, entered only at the end of a turn of Move
      # covering its full Move in one direction, standing (你在轮结束时可以选择转入高速移动状态)
      Given the horse has Enhanced Move
      When the horse goes at a gallop
      Then the gallop is refused by rule gurps.high-speed.entering

    @clause:gurps.mounted.mount-movement @clause:gurps.high-speed.entering
    Scenario: The turn after it enters high speed at its Enhanced Move, the horse gallops
      # 8 yards, its full Move, then up to Move +100% (如果你具有增强移动优势...获得最多超过你的移动力100% 的速度): 16
      Given the horse has Enhanced Move
      When the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 16 yards per second
      And the next turn begins
      And the horse goes at a gallop
      Then the pace is reported as gallop
      And the horse moves at 16 yards per second

    @clause:gurps.mounted.mount-movement @clause:gurps.high-speed.velocity
    Scenario: A galloping horse does not just trot: it moves its velocity
      # 你必须按你的速度移动: at 16 yards per second it moves 16 yards this turn; it slows at the end of its turn
      # (减速), by no more than its Basic Move without a roll
      Given the horse has Enhanced Move
      And the horse is moving at 16 yards per second
      When the horse goes at a trot
      Then the trot is refused by rule gurps.high-speed.velocity

    @clause:gurps.mounted.mount-movement
    Scenario: Without Enhanced Move there is no gallop
      When the horse goes at a gallop
      Then the gallop is refused by rule gurps.mounted.mount-movement

    @clause:gurps.mounted.mount-movement
    Scenario: A walk is at Basic Move
      When the horse goes at a walk
      Then the pace is reported as walk

    @clause:gurps.mounted.mount-manoeuvres
    Scenario: A mount at high speed may only Move or Move and Attack
      Given the horse is moving at 12 yards per second
      When the horse takes the Attack manoeuvre
      Then the chance that the horse has lost control is 1

    @clause:gurps.mounted.mount-manoeuvres
    Scenario: A mount at a walk may take any manoeuvre
      When the horse takes the Attack manoeuvre
      Then the horse keeps control
      And rule gurps.mounted.mount-manoeuvres is applied

    @clause:gurps.high-speed.maneuvers
    Scenario: The Move rule binds the galloping mount, not its rider
      Given the knight is moving at 12 yards per second
      When the knight takes the Attack manoeuvre
      Then the knight keeps control

    @clause:gurps.mounted.dismounting
    Scenario: If the mount moved no more than a step he dismounts safely
      When the knight dismounts with a Change Posture after the mount moved 1 yards
      Then the knight stands on foot

    @clause:gurps.mounted.dismounting
    Scenario: After more than a step he can only jump down or fall
      When the knight dismounts with a Change Posture after the mount moved 5 yards
      Then the dismount is refused by rule gurps.mounted.dismounting

    @clause:gurps.mounted.dismounting @clause:gurps.flying.altitude-change
    Scenario: A winged horse that flew one yard up and across has moved a step, though the yard cost it 1.5
      # 如果坐骑没有移动过，或是只移动了一个迈步: a step is yards moved. 同时在水平和竖直方向移动一码( 斜着移动45 度)
      # 消耗移动力等于1.5 倍水平移动: the diagonal yard costs 1.5 of the horse's movement, but it is one yard, no more
      # than its step of 1
      Given the horse flies
      And the horse has Basic Air Move 16
      When the horse flies 0 yards level, 0 yards straight up and 1 yards diagonally
      And the knight dismounts with a Change Posture
      Then the knight stands on foot

    @clause:gurps.mounted.dismounting @clause:gurps.high-speed.velocity
    Scenario: Once the horse has run this turn, its rider does not step down as from a horse that stood
      # 如果坐骑没有移动过，或是只移动了一个迈步: the horse has run its 12 yards this turn, more than a step
      Given the horse is moving at 12 yards per second
      When the horse runs 12 yards
      And the knight dismounts with a Change Posture
      Then the dismount is refused by rule gurps.mounted.dismounting

    @clause:gurps.mounted.dismounting @clause:gurps.high-speed.deceleration
    @ruling:gurps.mounted.dismount-at-speed=moved-so-far
    Scenario: A horse that slows down has run its yards first: its rider does not step down as from a horse that stood
      # 你在每一轮结束时可以增加或降低它...你必须按你的速度移动: the horse slows at the end of its turn, after the 12 yards
      # it must run in it; 12 is more than a step (如果坐骑没有移动过，或是只移动了一个迈步)
      Given the horse is moving at 12 yards per second
      When the horse slows down by 4
      And the knight dismounts with a Change Posture
      Then the dismount is refused by rule gurps.mounted.dismounting

    @clause:gurps.mounted.dismounting
    @ruling:gurps.mounted.dismount-at-speed=at-speed-moves
    Scenario: A horse at high speed is moving: its rider can only jump down or fall off
      # at 12 yards per second it must move 12 yards this turn (你必须按你的速度移动), more than a step
      Given the horse is moving at 12 yards per second
      When the knight dismounts with a Change Posture
      Then the dismount is refused by rule gurps.mounted.dismounting

    @clause:gurps.mounted.dismounting
    @ruling:gurps.mounted.dismount-at-speed=moved-so-far
    Scenario: Read as the yards moved so far this turn, he steps down before his galloping horse has moved
      Given the horse is moving at 12 yards per second
      When the knight dismounts with a Change Posture
      Then the knight stands on foot

    @clause:gurps.mounted.dismounting @clause:gurps.high-speed.entering
    @ruling:gurps.mounted.dismount-at-speed=moved-so-far
    Scenario: The horse that enters high speed has moved its full Move this turn: its rider does not step down
      # 当你在某一轮...移动了全部基础移动...你在轮结束时可以选择转入高速移动状态: the 8 yards of its full Move are
      # this turn's, and entering high speed at its end undoes none of them; 8 is more than a step
      # (如果坐骑没有移动过，或是只移动了一个迈步)
      Given the horse has Enhanced Move
      When the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 16 yards per second
      And the knight dismounts with a Change Posture
      Then the dismount is refused by rule gurps.mounted.dismounting

    @clause:gurps.mounted.jumping-down
    Scenario: Jumping down safely takes a Move and an Acrobatics roll
      Given the knight has Acrobatics 12
      When the knight jumps down from his mount with a Move manoeuvre and the dice show 12
      Then the knight stands on foot

    @clause:gurps.mounted.jumping-down
    Scenario: A failed jump is a fall
      Given the knight has Jumping 11
      When the knight jumps down from his mount with a Move manoeuvre and the dice show 12
      Then the knight has fallen off

    @clause:gurps.mounted.jumping-down
    Scenario: Jumping down needs Move or Move and Attack
      Given the knight has Jumping 11
      When the knight jumps down from his mount with the Attack manoeuvre
      Then the jump is refused by rule gurps.mounted.jumping-down

    @clause:gurps.mounted.falling-off
    Scenario: After the mount's successful DX roll the rider rolls Riding to stay on
      When the horse makes a jump with its rider and the dice show 9 then 12
      Then the knight rides the horse

    @clause:gurps.mounted.falling-off
    Scenario: A failed Riding roll and he falls, though the mount succeeded
      When the horse makes a jump with its rider and the dice show 9 then 13
      Then the knight has fallen off

    @clause:gurps.mounted.falling-off @clause:gurps.mount-out-of-control.table.12
    Scenario: If the mount fails its DX roll, it is result 12 of the out-of-control table
      # the mount's DX 9 fails on 10; DX+1 = 10 fails on 11 (broken leg); Riding-2 = 10 fails on 11
      When the horse makes a sharp turn with its rider and the dice show 10 then 11 then 11
      Then the horse has fallen
      And the horse has a broken leg
      And the knight faces a fall from 3 yards

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking @clause:gurps.high-speed.early-turn
    Scenario Outline: At high speed a <manoeuvre> is the high-speed rules' <rule>, not a plain DX roll
      # 急刹车与急转弯...任一动作需要DX+3 检定: a galloping horse's hard stop is a hard brake, its sharp turn an early
      # turn, each on DX+3 less its penalty (and the brake slows it); a plain DX roll that leaves it at 16 is refused
      Given the horse is moving at 16 yards per second
      When the horse makes a <manoeuvre> with its rider
      Then the manoeuvre is refused by rule gurps.high-speed.<rule>

      Examples:
        | manoeuvre  | rule         |
        | hard stop  | hard-braking |
        | sharp turn | early-turn   |

    @clause:gurps.mounted.falling-off
    Scenario: A jump at high speed is still the mount's DX roll
      # 跳跃: the high-speed rules give no roll of their own for a jump; DX 9 holds on 9, Riding 12 on 12
      Given the horse is moving at 16 yards per second
      When the horse makes a jump with its rider and the dice show 9 then 12
      Then the knight rides the horse

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking
    Scenario: A galloping horse that brakes hard on its DX roll still throws a rider who fails Riding
      # 16 yards per second, Basic Move 8, a brake of 12: 4 over Basic Move, -2; DX 9+3-2 = 10, a 10 succeeds;
      # then the knight's Riding 12 fails on 13: he falls off though the horse stopped
      Given the horse is moving at 16 yards per second
      When the horse brakes hard by 12 and the dice show 10 then 13
      Then the knight has fallen off
      And the horse moves at 4 yards per second

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking
    Scenario: A rider who makes his Riding roll stays on through the hard brake
      Given the horse is moving at 16 yards per second
      When the horse brakes hard by 12 and the dice show 10 then 12
      Then the knight rides the horse
      And the horse moves at 4 yards per second

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking @clause:gurps.mount-out-of-control.table.12
    Scenario: A galloping horse that fails its hard-brake roll falls as result 12, not tumbling like a runner
      # DX 9+3-2 = 10 fails on 11; result 12: DX+1 = 10 fails on 11 (broken leg); Riding-2 = 10 fails on 11
      Given the horse is moving at 16 yards per second
      When the horse brakes hard by 12 and the dice show 11 then 11 then 11
      Then the horse has fallen
      And the horse has a broken leg
      And the knight faces a fall from 3 yards
      And the horse faces no falling damage
      And the horse is no longer at high speed

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.early-turn
    Scenario: An early turn is a sharp turn: the rider rolls Riding after the horse's DX roll succeeds
      # 16 yards per second, Basic Move 8: one full Basic Move over it, -1; DX 9+3-1 = 11, an 11 succeeds;
      # Riding 12 fails on 13
      Given the horse is moving at 16 yards per second
      When the horse turns early and the dice show 11 then 13
      Then the knight has fallen off

    @clause:gurps.mounted.falling-off @clause:gurps.high-speed.early-turn
    Scenario: A failed early turn of a ridden horse is result 12 of the out-of-control table
      # DX 9+3-1 = 11 fails on 12; then DX+1 = 10 holds on 10; Riding-2 = 10 fails on 11: a fall from 3 yards
      Given the horse is moving at 16 yards per second
      When the horse turns early and the dice show 12 then 10 then 11
      Then the horse has fallen
      And the knight faces a fall from 3 yards

    @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.high-speed.loss-of-control.tumble
    @clause:gurps.mount-out-of-control.direct @clause:gurps.mount-out-of-control.table.12
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=tumble-and-result-12
    Scenario: A galloping horse stunned tumbles, and falling, takes result 12 with its rider without a roll
      # Stunned at 16 yards per second with none of it moved: it falls (你先倒下) and tumbles 1/4 of 16 = 4 yards,
      # falling damage at 16. A mount that falls takes result 12 directly: DX+1 = 10 holds on 10; the knight's
      # Riding-2 = 10 fails on 11: he falls off, 3 yards.
      Given the horse is moving at 16 yards per second
      When the horse is stunned and the dice show 10 then 11
      Then the horse tumbled 4 yards
      And the horse faces falling damage at 16 yards per second
      And the horse got result 12 on the out-of-control table
      And the horse has fallen
      And the knight has fallen off
      And the knight faces a fall from 3 yards

    @clause:gurps.mounted.mount-manoeuvres @clause:gurps.high-speed.loss-of-control.stun-or-maneuver
    @clause:gurps.mount-out-of-control.direct @clause:gurps.mount-out-of-control.table.12
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=tumble-and-result-12
    Scenario: A galloping horse that takes the Attack manoeuvre falls, and its rider comes off whatever he rolls
      # Result 12: Riding-2 fails and he falls off; it holds and he rolls Riding to jump clear, which ends as
      # result 3 (a fall) or pinned under the horse (a fall too): off the horse on every roll.
      Given the horse is moving at 12 yards per second
      When the horse takes the Attack manoeuvre
      Then the chance that the horse has lost control is 1
      And the chance that the horse got result 12 on the out-of-control table is 1
      And the chance that the knight has fallen off is 1

    @clause:gurps.high-speed.tactical.combined-deceleration @clause:gurps.mount-out-of-control.direct
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=tumble-and-result-12
    Scenario: Mud and a chosen deceleration over twice Basic Move: the ridden horse falls, and so does the knight
      # 6 yards of mud at +1 cost 6 points, plus 12 chosen: 18 over twice Basic Move 8 = 16. Its 16 movement points
      # (你的移动点数等于你在轮开始时的速度) are all spent, 12 on the mud and 4 on 4 more yards, and the loss of control
      # comes with the slowing at the turn's end (在轮结束时): no movement left (剩余移动力), it tumbles 1/4 of 0 yards,
      # and takes result 12 as it falls.
      Given the horse is moving at 16 yards per second
      When the horse moves on through 6 yards of mud and slows down by 12
      Then the chance that the horse tumbled 0 yards is 1
      And the chance that the horse got result 12 on the out-of-control table is 1
      And the chance that the knight has fallen off is 1

    @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.mount-out-of-control.table.12
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=result-12-instead
    Scenario: Read as a failed DX roll, the stunned horse takes result 12 instead of tumbling
      # DX+1 = 10 holds on 10; Riding-2 = 10 fails on 11: a fall from 3 yards
      Given the horse is moving at 16 yards per second
      When the horse is stunned and the dice show 10 then 11
      Then the horse has fallen
      And the horse faces no falling damage
      And the horse is no longer at high speed
      And the knight faces a fall from 3 yards

    @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=riders-tumble-with-it
    Scenario: Read as riders coming down with their mount, the knight tumbles with the stunned horse
      Given the horse is moving at 16 yards per second
      When the horse is stunned
      Then the horse tumbled 4 yards
      And the knight has fallen off
      And the knight tumbled 4 yards
      And the knight faces falling damage at 16 yards per second
      And the chance that the horse got result 12 on the out-of-control table is 0

    @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.high-speed.loss-of-control.tumble
    @ruling:gurps.high-speed.ridden-mount-loss-of-control=riders-stay-seated
    Scenario: Read as the tumble being the mount's alone, the knight stays seated on the stunned horse
      Given the horse is moving at 16 yards per second
      When the horse is stunned
      Then the horse tumbled 4 yards
      And the knight rides the horse

  Rule: Frightened mounts

    @clause:gurps.mounted.frightened.control
    Scenario: A mount that fails a Fright Check stops obeying
      When the horse fails a Fright Check
      Then the horse is frightened

    @clause:gurps.mounted.frightened.regain
    Scenario: A critical success masters the mount at once
      Given the horse is frightened
      When the knight tries for 1 second(s) to master his frightened mount and the dice show 4
      Then the horse obeys its rider

    @clause:gurps.mounted.frightened.regain
    Scenario: Three ordinary successes in a row do the same
      Given the horse is frightened
      When the knight tries for 3 second(s) to master his frightened mount and the dice show 10, 11 and 12
      Then the horse obeys its rider

    @clause:gurps.mounted.frightened.total-loss
    Scenario: Alternating success and failure gets him nowhere
      Given the horse is frightened
      When the knight tries for 3 second(s) to master his frightened mount and the dice show 10, 13 and 10
      Then the horse is frightened

    @clause:gurps.mounted.frightened.total-loss @clause:gurps.mount-out-of-control.roll
    Scenario: Three failures in a row mean total loss of control: 2d on the table
      Given the horse is frightened
      When the knight tries for 3 second(s) to master his frightened mount and the dice show 13, 14, 15 then 7
      Then the horse is wholly out of control
      And the horse got result 7 on the out-of-control table

    @clause:gurps.mounted.frightened.total-loss
    Scenario: A critical failure means total loss of control at once
      Given the horse is frightened
      When the knight tries for 1 second(s) to master his frightened mount and the dice show 17 then 10
      Then the horse got result 10 on the out-of-control table

    @clause:gurps.mounted.frightened.regain @clause:gurps.mounted.frightened.total-loss
    Scenario: The chance of mastering the mount within three seconds at Riding 12
      # Against 12: critical success (3, 4) 4/216 = 1/54; success 5-12: 156/216 = 13/18;
      # failure 13-16: 52/216; critical failure 17, 18: 4/216.
      # Mastered by second 3 if a critical success comes before any critical failure
      # (second 1, 2 or 3; the seconds before it neither critical: 208/216 = 26/27 each),
      # or three ordinary successes: 1/54 * (1 + 26/27 + (26/27)^2) + (13/18)^3
      # = 2107/39366 + 2197/5832 = 8428/157464 + 59319/157464 = 67747/157464.
      # Lost by second 3 on a critical failure before any other end, or three failures:
      # 1/54 * (1 + 26/27 + (26/27)^2) + (13/54)^3 = 8428/157464 + 2197/157464 = 10625/157464;
      # then 2d on the table (rolled again until it is not 4: 33 ways), 8 or 9 in 5 + 4 = 9 of 33
      # = 3/11: the mount seems to calm down and obeys again.
      # 67747/157464 + 10625/157464 * 3/11 = (745217 + 31875)/1732104 = 194273/433026.
      Given the horse is frightened
      When the knight tries for 3 second(s) to master his frightened mount
      Then the chance that the horse obeys its rider is 194273/433026

    @clause:gurps.mounted.frightened.regain @clause:gurps.mounted.frightened.total-loss
    Scenario: Second by second until it is settled: the exact chance that the horse obeys in the end
      # Riding 12: critical success (3, 4) c = 4/216 = 1/54; success (5-12) p = 156/216 = 13/18;
      # failure (13-16) q = 52/216 = 13/54; critical failure (17, 18) d = 1/54. In a row (default):
      # X(a,b) = chance it obeys with a successes or b failures in a row:
      #   X02 = c + p X10            X01 = c + p X10 + q X02      X20 = c + p + q X01
      #   X10 = c + p X20 + q X01    X00 = c + p X10 + q X01
      # X10 = 269/486 + 403/972 X01 and X01 = 67/2916 + 871/972 X10 give X10 = 1595809/1781313,
      # X01 = 490306/593771; X00 = 1/54 + 13/18 X10 + 13/54 X01 = 13856633/16031817.
      # Every path ends (it obeys or is lost), so the loss is 1 - that = 2175184/16031817.
      # A loss rolls 2d on the table (again until not 4: 33 ways): 8-9, 9 of 33 = 3/11, and the mount
      # calms and obeys; every other row leaves it wholly out of control, 8/11.
      # Obeys: 13856633/16031817 + 2175184/16031817 * 3/11 = (13856633 + 593232)/16031817 = 14449865/16031817;
      # wholly out of control: 2175184/16031817 * 8/11 = 1581952/16031817.
      Given the horse is frightened
      When the knight tries to master his frightened mount until it is settled
      Then the chance that the horse obeys its rider is 14449865/16031817
      And the chance that the horse is wholly out of control is 1581952/16031817

    @clause:gurps.mounted.frightened.regain @clause:gurps.mounted.frightened.total-loss
    @ruling:gurps.mount-out-of-control.control-after-row=only-runners
    Scenario: Until it is settled, read so that a charging or bolting mount is fought again
      # As above, X00 = 13856633/16031817 mastered in the fight, L = 2175184/16031817 lost. On the table
      # (2d again until it is not 4: 33 ways) 8-9 (9 ways) calms it; under this reading the other rows that
      # leave the knight on and the mount not running obey again too: 6-7 exhausted (11), 11 a slipped
      # saddle (2). 5, charging (4), and 10, bolting (3), leave it frightened: the fight starts again with
      # nothing in a row. 2, 3 and 12 (4) put the knight off it.
      # Obeys: P = X00 + L (22/33 + 7/33 P), so P = (X00 + 2/3 L) / (1 - 7/33 L) = 45920267/46711243.
      # Got result 10 at some time: never, Q = X00 + L (26/33 + 4/33 Q) (a 5 fights again, every other row
      # but 10 ends it), Q = (X00 + 26/33 L) / (1 - 4/33 L); 1 - Q = 593232/47304475, however often the
      # mount went back to the table.
      Given the horse is frightened
      When the knight tries to master his frightened mount until it is settled
      Then the chance that the horse obeys its rider is 45920267/46711243
      And the chance that the horse got result 10 on the out-of-control table is 593232/47304475

    @clause:gurps.mounted.frightened.regain @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: Each second of the fight is a turn of its own: the -1 of turning in the saddle holds for the first only
      # 为了重新控制住坐骑，骑手必须每秒选择准备行动并进行骑术检定: one roll a second, each second a turn. 该轮的所有骑术
      # 检定-1: Riding 12 - 1 = 11 in the turn of the shot, and 12 fails; the next three seconds at 12, and 12, 12, 12
      # succeed, three in a row: the horse obeys, in second 4
      Given the knight has Bow 12
      And the horse is frightened
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight tries for 4 second(s) to master his frightened mount and the dice show 12, 12, 12 and 12
      Then the horse obeys its rider
      And it is second 4

    @clause:gurps.mounted.frightened.regain @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: Until it is settled, after turning in the saddle: the first roll at 11, every later one at 12
      # As the fight at Riding 12 above (X10 = 1595809/1781313, X01 = 490306/593771), but the first roll, in the turn
      # of the shot (该轮的所有骑术检定-1), is against 11: critical success (3, 4) 4/216, success (5-11) 131/216,
      # failure (12-16) 77/216, critical failure (17, 18) 4/216. Mastered in the fight:
      # 4/216 + 131/216 X10 + 77/216 X01 = 329436917/384763608; lost otherwise, and 8-9 on the table (3/11) calms it:
      # obeys 329436917/384763608 + 55326691/384763608 * 3/11 = 473723270/529049961.
      Given the knight has Bow 12
      And the horse is frightened
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight tries to master his frightened mount until it is settled
      Then the chance that the horse obeys its rider is 473723270/529049961

    @clause:gurps.mounted.hands
    Scenario Outline: Reins in <hands>: Riding 12 <mod>
      # 放手时的骑术检定有-3减值而单手持缰绳时的检定有-1减值: hands free 12 - 3 = 9; one hand 12 - 1 = 11.
      Given the knight <condition>
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against <against>

      Examples:
        | hands    | mod | condition                     | against |
        | no hand  | -3  | rides hands free              | 9       |
        | one hand | -1  | holds the reins in one hand   | 11      |

    @clause:gurps.mounted.frightened.regain
    Scenario: Until it is settled, with the dice given: a success, a failure, then three successes
      # 10 (success, 1 in a row), 14 (failure: the run of successes starts again), 9, 8, 11: three
      # successes in a row, and the horse obeys; the rolls stop there.
      Given the horse is frightened
      When the knight tries to master his frightened mount until it is settled and the dice show 10, 14, 9, 8 and 11
      Then the horse obeys its rider

    @clause:gurps.mounted.frightened.defences
    Scenario: On a disobedient mount the rider may still dodge
      Given the horse is frightened
      When the knight defends with a dodge
      Then rule gurps.mounted.frightened.defences is applied

    @clause:gurps.mounted.frightened.defences
    Scenario: ... but not parry
      Given the horse is frightened
      When the knight defends with a parry
      Then the defence is refused by rule gurps.mounted.frightened.defences

  Rule: Other readings of unclear passages

    @clause:gurps.mounted.hands
    @ruling:gurps.mounted.hands-off-reins=war-trained-only
    Scenario Outline: Read as voice and legs steering only a war-trained mount, <hands> on a mount without war training is refused
      # 骑手可以通过喊声和腿部动作来操控经过战斗训练的坐骑: a trained mount without war training needs both
      # hands on its reins (那些需要两手来控制坐骑的骑手), so the Riding roll with <hands> is refused.
      Given the horse is a trained mount without war training
      And the knight <condition>
      When the knight makes a Riding roll and the dice show 3
      Then the roll is refused by rule gurps.mounted.hands

      Examples:
        | hands                 | condition                   |
        | both hands free       | rides hands free            |
        | one hand on the reins | holds the reins in one hand |

    @clause:gurps.mounted.hands
    @ruling:gurps.mounted.hands-off-reins=war-trained-only
    Scenario: Read so, the war-trained horse is still ridden hands free at -3
      # On a war-trained mount voice and legs do: Riding 12 - 3 = 9.
      Given the knight rides hands free
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against 9

    @clause:gurps.mounted.hands
    @ruling:gurps.mounted.hands-off-reins=war-trained-only
    Scenario: Read so, with the reins taken in both hands he rides the horse without war training again
      # Dropping the lance to take the reins in both hands: Riding 12 - 3 (without war training) = 9.
      Given the horse is a trained mount without war training
      And the knight rides hands free
      And the knight holds a lance
      When the knight drops everything to take the reins in both hands
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 9
      And the knight has dropped the lance

    @clause:gurps.mounted.frightened.regain
    Scenario: Successes that do not come in a row do not master the mount
      Given the horse is frightened
      When the knight tries for 5 second(s) to master his frightened mount and the dice show 10, 13, 10, 13 and 10
      Then the horse is frightened

    @clause:gurps.mounted.frightened.regain
    @ruling:gurps.mounted.regain-streak=cumulative
    Scenario: Counted cumulatively, three successes in any order master the mount
      Given the horse is frightened
      When the knight tries for 5 second(s) to master his frightened mount and the dice show 10, 13, 10, 13 and 10
      Then the horse obeys its rider

    @clause:gurps.mounted.untrained-mount
    Scenario: A setup may give a worse penalty than -6 for an untrained mount
      Given the horse is an untrained mount
      And the horse has an untrained penalty of 8
      When the knight makes a Riding roll and the dice show 3
      Then the roll is against 4

  Rule: A vehicle is no mount

    @clause:gurps.mounted.frightened.control
    Scenario: A motorcycle fails no Fright Check: only a mount is frightened
      # 如果坐骑的恐惧检定失败...它通常不听命令了: the rule is a mount's
      Given a biker on a motorcycle with Driving 12
      When the motorcycle fails a Fright Check
      Then the fright is refused by rule gurps.mounted.frightened.control

    @clause:gurps.mounted.falling-off
    Scenario: A motorcycle makes no DX roll of a mount's difficult manoeuvre
      # 如果坐骑进行了成功的DX 检定完成了跳跃、急转弯、急刹之类的困难动作: a vehicle's hard stop or sharp turn
      # is the high-speed rules' roll, its driver's Driving
      Given a biker on a motorcycle with Driving 12
      When the motorcycle makes a jump with its rider
      Then the jump is refused by rule gurps.mounted.falling-off
