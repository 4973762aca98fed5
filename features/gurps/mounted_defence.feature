Feature: Mounted defence and combat results (骑乘防御, 高度差, 骑乘作战结果, 多个骑手)
  A knight (Riding 12) on a war-trained horse (DX 9, ST 25). "The dice show" gives 3d6 totals.

  Background:
    Given the table "gurps/knight-and-warhorse"

  @clause:gurps.mounted-defence.mount-dodges
  Scenario: The mount dodges
    When the horse defends with a dodge
    Then the modifier is 0

  @clause:gurps.mounted-defence.mount-dodges
  Scenario Outline: The mount cannot <defence>
    When the horse defends with a <defence>
    Then the defence is refused by rule gurps.mounted-defence.mount-dodges

    Examples:
      | defence |
      | parry   |
      | block   |

  @clause:gurps.mounted-defence.rider
  Scenario Outline: A rider with Riding <riding> defends at <mod>
    Given the knight has Riding <riding>
    When the knight defends with a parry
    Then the modifier is <mod>

    Examples:
      | riding | mod |
      | 14     | 0   |
      | 12     | 0   |
      | 9      | -3  |

  @clause:gurps.mounted-defence.height
  Scenario: A mounted warrior stands 3 feet above a standing foe
    When the knight looks down on the standing orc
    Then the height difference in feet is reported as 3

  @clause:gurps.mounted-defence.stunned
  Scenario: A stunned rider stays on with Riding-4
    When the knight is stunned and the dice show 8
    Then the roll is against 8
    And the knight rides the horse

  @clause:gurps.mounted-defence.stunned
  Scenario: ... and falls off if he fails
    When the knight is stunned and the dice show 9
    Then the knight has fallen off

  @clause:gurps.mounted-defence.knocked-back
  Scenario: Knocked back without stirrups, he falls off
    Given the horse has no stirrups
    When the knight is knocked back 1 yard(s)
    Then the knight has fallen off

  @clause:gurps.mounted-defence.knocked-back
  Scenario: With saddle and stirrups he rolls Riding at -4 per yard
    When the knight is knocked back 2 yard(s) and the dice show 4
    Then the roll is against 4
    And the knight rides the horse

  @clause:gurps.mounted-defence.miss-by-one
  Scenario: An attack on the rider that misses by 1 hits the mount
    When the orc attacks the knight's torso at skill 10 and the dice show 11
    Then the blow lands on the horse

  @clause:gurps.mounted-defence.miss-by-one
  Scenario: An attack on the mount that misses by 1 hits the rider
    When the orc attacks the horse's torso at skill 10 and the dice show 11
    Then the blow lands on the knight

  @clause:gurps.mounted-defence.miss-by-one @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: With a passenger aboard, a miss on the mount by 1 hits the rider who controls it
    # 瞄准坐骑的攻击同理影响骑手: the one 骑手 is the rider who controls the mount, not the one carried
    # behind him (ruling miss-by-one-rider, controller), whichever of them climbed on first.
    Given a riderless war-trained steed
    And a page with Basic Move 5
    And a squire with Basic Move 5
    And the squire has Riding 12
    When the squire climbs onto the steed and settles in the saddle
    And the page climbs onto the steed and settles in the saddle
    And the orc attacks the steed's torso at skill 10 and the dice show 11
    Then the blow lands on the squire

  @clause:gurps.mounted-defence.miss-by-one @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.miss-by-one-rider=passenger
  Scenario: Read as the rider behind, a miss on the mount by 1 hits the passenger
    Given a page riding behind the knight
    When the orc attacks the horse's torso at skill 10 and the dice show 11
    Then the blow lands on the page

  @clause:gurps.mounted-defence.miss-by-one @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.miss-by-one-rider=random
  Scenario: Read as either rider, a miss on the mount by 1 hits the passenger at even odds
    # 3d6 = 11 against 10 misses by 1 with 27/216 = 1/8; then 1d, 4-6 the page: 1/8 x 1/2 = 1/16.
    Given a page riding behind the knight
    When the orc attacks the horse's torso at skill 10
    Then the chance that the blow lands on the page is 1/16

  @clause:gurps.mounted-defence.miss-by-one
  Scenario: A miss by 2 hits neither
    When the orc attacks the knight's torso at skill 10 and the dice show 12
    Then the blow misses everyone

  @clause:gurps.mounted-defence.mount-hit
  Scenario: A hit mount: Riding at its shock penalty, or it is frightened
    When the horse is hit with a shock penalty of 2 and the dice show 11
    Then the roll is against 10
    And the horse is frightened

  @clause:gurps.mounted-defence.mount-hit
  Scenario: A hit mount's shock penalty is the one it has: Riding 12 - 4 = 8
    # 减值为坐骑的休克减值: the horse is set up with a shock penalty of -4, and the hit names none
    Given the horse has a shock penalty of -4
    When the horse is hit and the dice show 9
    Then the roll is against 8
    And the horse is frightened

  @clause:gurps.mounted-defence.mount-hit
  Scenario: The chance of keeping a hit mount calm at shock -4
    # Riding 12 - 4 = 8: 3d6 totals of 8 or less are 56 of 216 = 7/27; frightened otherwise.
    When the horse is hit with a shock penalty of 4
    Then the chance that the horse is frightened is 20/27

  @clause:gurps.mounted-defence.mount-crippled @clause:gurps.mount-out-of-control.table.12
  Scenario: A crippled mount that falls is result 12
    # DX+1 = 10 fails on 11; Riding-2 = 10 fails on 12: thrown, a 3-yard fall
    When the horse is crippled and falls and the dice show 11 then 12
    Then the horse has fallen
    And the knight faces a fall from 3 yards

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: Carrying a passenger, the controlling rider rolls Riding at -1
    Given a page riding behind the knight
    When the knight makes a Riding roll and the dice show 3
    Then the roll is against 11

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mounted.untrained-mount
  @ruling:gurps.mounted-defence.passenger-mount-penalties=every-rider
  Scenario: A passenger's own Riding roll takes the -3 of a horse without war training
    # 对于完成训练但是没有战斗训练的坐骑，所有的战斗中的骑术检定-3: the page's Riding 12 - 3 = 9 on that horse
    Given the horse is a trained mount without war training
    And a page riding behind the knight
    And the page has Riding 12
    When the page makes a Riding roll and the dice show 3
    Then the roll is against 9

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mounted.untrained-mount
  @ruling:gurps.mounted-defence.passenger-mount-penalties=controller-only
  Scenario: Read as the controller's alone, the untrained horse's -3 leaves the passenger's Riding at 12
    Given the horse is a trained mount without war training
    And a page riding behind the knight
    And the page has Riding 12
    When the page makes a Riding roll and the dice show 3
    Then the roll is against 12

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mount-out-of-control.table.8-9
  @clause:gurps.mount-out-of-control.table.11
  @ruling:gurps.mounted-defence.passenger-mount-penalties=every-rider
  @ruling:gurps.mount-out-of-control.seems-calm=calms
  Scenario: A passenger's own Riding roll takes the skittish horse's -1, then the slipped saddle's -3
    # the knight loses all control: 8-9, 这次交战中之后的所有骑术检定-1, the page's Riding 12 - 1 = 11; again: 11,
    # 马鞍松脱了。骑术检定...-3, 12 - 1 - 3 = 8
    Given a page riding behind the knight
    And the page has Riding 12
    When the knight loses all control of his mount and the dice show 9
    And the page makes a Riding roll and the dice show 3
    Then the roll is against 11
    When the knight loses all control of his mount and the dice show 11
    And the page makes a Riding roll and the dice show 3
    Then the roll is against 8

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: A squire may climb on behind the knight as his one passenger
    # 可以在控制坐骑的骑手后面再带一个人类大小的骑手: the horse (SM +1) is horse-size, the squire (SM 0) human-size.
    Given a squire with Basic Move 5
    When the squire climbs onto the horse and settles in the saddle
    Then the squire rides the horse

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: A horse carries one passenger behind its rider, not two
    # 再带一个: one more rider behind the controller. The page is that one; the squire would be a second.
    Given a page riding behind the knight
    And a squire with Basic Move 5
    When the squire climbs onto the horse and settles in the saddle
    Then the mounting is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: A mount smaller than a horse carries no passenger
    # 马匹大小或是更大的坐骑: a mount of SM 0 is below a horse's SM +1 (ruling horse-size, default).
    Given a squire with Basic Move 5
    And the horse has Size Modifier 0
    When the squire climbs onto the horse and settles in the saddle
    Then the mounting is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: A passenger larger than a human cannot ride behind
    # 人类大小的骑手: an ogre of SM +1 is not human-size (ruling horse-size, default).
    Given an ogre with Basic Move 5
    And the ogre has Size Modifier 1
    When the ogre climbs onto the horse and settles in the saddle
    Then the mounting is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: The passenger behind does not urge the horse: the rider in front controls it
    # 在控制坐骑的骑手后面再带一个人类大小的骑手: one rider controls the mount, the other is carried behind
    # him. Even a page who can ride gives the horse no order from the pillion.
    Given a page riding behind the knight
    And the page has Riding 12
    And the horse is a trained mount without war training
    When the page urges his mount to jump
    Then the jump is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: With a passenger behind him, the knight still urges the horse himself
    # The control is the knight's, at the further -1 for the passenger: Riding 12 -3 (no war training) -1 = 8,
    # and 8 on the dice obeys.
    Given a page riding behind the knight
    And the horse is a trained mount without war training
    When the knight urges his mount to jump and the dice show 8
    Then the roll is against 8
    And the horse obeys its rider

  @clause:gurps.mounted-defence.multiple-riders.controller @clause:gurps.mounted.frightened.control
  Scenario: A frightened horse is mastered by the rider who controls it, not by his passenger
    # 为了重新控制住坐骑，骑手必须每秒选择准备行动并进行骑术检定: regaining control is controlling the mount,
    # which is the knight's; the page behind him does not fight the horse for the reins.
    Given a page riding behind the knight
    And the page has Riding 12
    And the horse is frightened
    When the page tries for 1 second(s) to master his frightened mount and the dice show 4
    Then the mastering is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller @clause:gurps.mounted.hands
  Scenario: The reins are the controlling rider's: the passenger has no grip of them to take
    Given a page riding behind the knight
    When the page drops everything to take the reins in both hands
    Then the grip is refused by rule gurps.mounted-defence.multiple-riders.controller

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: With the knight off the horse, the page behind the empty saddle gives it no orders
    # 在控制坐骑的骑手后面: the page is carried behind the rider who controls the horse, and the text gives him no
    # way to take the saddle when that rider is gone (ruling passenger-alone, default no-one): no one controls it.
    Given a page riding behind the knight
    And the page has Riding 12
    When the knight dismounts with a Change Posture after the mount moved 0 yards
    And the page urges his mount to jump
    Then the jump is refused by rule gurps.mounted-defence.multiple-riders.controller
    And the page rides the horse

  @clause:gurps.mounted-defence.multiple-riders.controller
  Scenario: A squire who climbs into the empty saddle in front of the page controls the horse
    # The saddle the knight left is free (ruling passenger-alone, no-one): the squire sits in it and controls the
    # horse, with the page now his passenger: Riding 12 -3 (no war training) -1 for carrying him is 8, and 8 on
    # the dice obeys.
    Given a page riding behind the knight
    And a squire with Basic Move 5
    And the squire has Riding 12
    And the horse is a trained mount without war training
    When the knight dismounts with a Change Posture after the mount moved 0 yards
    And the squire climbs onto the horse and settles in the saddle
    And the squire urges his mount to jump and the dice show 8
    Then the roll is against 8
    And the horse obeys its rider

  @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.passenger-alone=takes-control
  Scenario: Read as the one rider left, the page controls the horse once the knight is off it
    # With the knight dismounted the page is the horse's only rider and controls it: Riding 12 -3 (no war
    # training), with no -1 since he carries no one: 9, and 9 on the dice obeys.
    Given a page riding behind the knight
    And the page has Riding 12
    And the horse is a trained mount without war training
    When the knight dismounts with a Change Posture after the mount moved 0 yards
    And the page urges his mount to jump and the dice show 9
    Then the roll is against 9
    And the horse obeys its rider

  @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.horse-size=larger-than-passenger
  Scenario: Read loosely, any mount larger than its passenger carries him
    # pony SM 0 > child SM -1: carried under this reading (refused under sm-plus-one, where 0 < +1).
    Given a child with Basic Move 5
    And the child has Size Modifier -1
    And the horse has Size Modifier 0
    When the child climbs onto the horse and settles in the saddle
    Then the child rides the horse

  @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: The passenger rolls the better of the controller's Riding and his own ST, at -3
    Given a page riding behind the knight
    When the page holds on behind and the dice show 9
    Then the roll is against 9
    And the page rides the horse

  @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A strong passenger uses his own ST
    Given a page riding behind the knight
    And the page has ST 14
    When the page holds on behind and the dice show 12
    Then the roll is against 11
    And the page has fallen off

  @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-roll=controller
  Scenario: If the controller's Riding came first, a strong passenger still rolls it
    Given a page riding behind the knight
    And the page has ST 14
    When the page holds on behind and the dice show 9
    Then the roll is against 9

  @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-roll=controller
  Scenario: If the controller's Riding came first but he has none, the passenger rolls his own ST
    # the page's ST 10 - 3 = 7; a 7 on 3d6 succeeds, an 8 fails
    Given a page riding behind the knight
    And the knight has no Riding skill
    When the page holds on behind and the dice show 7
    Then the roll is against 7
    And the page rides the horse

  @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: The better of the two is his own ST when the controller has no Riding
    # only ST 10 is there to choose: 10 - 3 = 7; an 8 fails
    Given a page riding behind the knight
    And the knight has no Riding skill
    When the page holds on behind and the dice show 8
    Then the roll is against 7
    And the page has fallen off

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mounted-weapons.acrobatics.hang-off
  Scenario: A passenger hanging off the side holds on at -3 only
    # The knight's Riding 12 - 3 = 9: the roll to stay on is not the page's own Riding roll,
    # so hanging off (所有骑术检定-3) does not lower it.
    Given a page riding behind the knight
    And the page has Riding 12
    And the page has Bow 12
    When the page hangs off the side of his mount to shoot with his bow and the dice show 3
    And the page holds on behind and the dice show 9
    Then the roll is against 9
    And the page rides the horse

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mounted-weapons.acrobatics.hang-off
  @ruling:gurps.mounted-defence.passenger-stunt=riding-based
  Scenario: Read as a Riding roll, a passenger hanging off holds on at -6
    # The knight's Riding 12 - 3 - 3 hanging off = 6 against the page's ST 10 - 3 = 7: the better is 7.
    Given a page riding behind the knight
    And the page has Riding 12
    And the page has Bow 12
    When the page hangs off the side of his mount to shoot with his bow and the dice show 3
    And the page holds on behind and the dice show 8
    Then the roll is against 7
    And the page has fallen off

  @clause:gurps.mounted-defence.multiple-riders.passenger @clause:gurps.mounted-weapons.acrobatics.turn-back
  @ruling:gurps.mounted-defence.passenger-stunt=riding-based
  Scenario: Read as a Riding roll, a passenger who turned in the saddle holds on at -4
    # The knight's Riding 12 - 3 - 1 turned in the saddle = 8, better than ST 10 - 3 = 7.
    Given a page riding behind the knight
    And the page has Riding 12
    And the page has Bow 12
    When the page turns in the saddle to shoot behind with his bow and the dice show 3
    And the page holds on behind and the dice show 9
    Then the roll is against 8
    And the page has fallen off

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A stunned passenger rolls the controller's Riding at -3, and the -4
    # 被震慑的骑手必须检定骑术-4 is a roll to avoid falling (失败则翻落), which the passenger makes with
    # 控制的骑手的技能或是他自己的ST ... 但是有-3 减值: the better of the knight's Riding 12 and the page's
    # ST 10 is 12; 12 - 3 - 4 = 5. The page needs no Riding of his own.
    Given a page riding behind the knight
    When the page is stunned and the dice show 5
    Then the roll is against 5
    And the page rides the horse

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A stunned passenger's own Riding does not keep him on
    # his Riding 14 is neither the controller's skill nor his ST: 12 - 3 - 4 = 5, and a 6 fails
    Given a page riding behind the knight
    And the page has Riding 14
    When the page is stunned and the dice show 6
    Then the roll is against 5
    And the page has fallen off

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A strong stunned passenger rolls his own ST at -3, and the -4
    # ST 15 beats the knight's Riding 12: 15 - 3 - 4 = 8
    Given a page riding behind the knight
    And the page has ST 15
    When the page is stunned and the dice show 8
    Then the roll is against 8
    And the page rides the horse

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-stay-on=minus-three-only
  Scenario: Read as the passenger's whole roll, a stunned passenger rolls at -3 only
    # the knight's Riding 12 - 3 = 9, the stunned rider's -4 not added
    Given a page riding behind the knight
    When the page is stunned and the dice show 9
    Then the roll is against 9
    And the page rides the horse

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-stay-on=own-riding
  Scenario: Read as his own Riding roll, a stunned passenger rolls Riding-4
    # the page's Riding 14 - 4 = 10, as a rider in the saddle would
    Given a page riding behind the knight
    And the page has Riding 14
    When the page is stunned and the dice show 10
    Then the roll is against 10
    And the page rides the horse

  @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-controller-skill=effective
  Scenario: Read as the controller's effective Riding, the passenger holds on at 8
    # the knight's Riding 12 with 骑术技能额外-1 for carrying the page = 11, then the page's -3 = 8
    Given a page riding behind the knight
    When the page holds on behind and the dice show 9
    Then the roll is against 8
    And the page has fallen off

  @clause:gurps.mounted-defence.stunned @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-controller-skill=effective
  Scenario: Read as the controller's effective Riding, a stunned passenger behind a knight riding hands free
    # the knight's Riding 12 - 3 hands free - 1 for the page = 8; 8 - 3 - 4 stunned = 1: the page's ST 10
    # gives 10 - 3 - 4 = 3, the better; a 5 fails (a 3 or 4 would succeed whatever the skill)
    Given a page riding behind the knight
    And the knight rides hands free
    When the page is stunned and the dice show 5
    Then the roll is against 3
    And the page has fallen off

  @clause:gurps.mounted-defence.knocked-back @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A knocked-back passenger rolls the controller's Riding at -3 and -4 per yard
    # the horse's saddle and stirrups count for the page too (ruling passenger-saddle, the-mounts);
    # 1 yard: 12 - 3 - 4 = 5, and a 6 fails despite his own Riding 14
    Given a page riding behind the knight
    And the page has Riding 14
    When the page is knocked back 1 yard(s) and the dice show 6
    Then the roll is against 5
    And the page has fallen off

  @clause:gurps.mounted-defence.knocked-back @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-saddle=behind-the-saddle
  Scenario: Read as behind the saddle, a knocked-back passenger falls off without a roll
    # the horse has saddle and stirrups, but they are the knight's: the page has neither (他具有)
    Given a page riding behind the knight
    And the page has Riding 14
    When the page is knocked back 1 yard(s)
    Then the page has fallen off
    And the knight rides the horse

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: When the mount falls under a passenger, he rolls the controller's Riding at -3 and -2
    # the horse's DX 9 + 1 = 10 fails on 11; the knight's 骑术-2 with his passenger's -1: 12 - 1 - 2 = 9,
    # and a 10 fails; the page's 骑术-2 is his roll to avoid falling: 12 - 3 - 2 = 7, and an 8 fails:
    # a 3-yard fall, his own Riding 14 notwithstanding
    Given a page riding behind the knight
    And the page has Riding 14
    When the mount of the page falls and the dice show 11 then 10 then 8
    Then the roll is against 7
    And the horse has fallen
    And the page faces a fall from 3 yards

  @clause:gurps.mounted.falling-off @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: When the horse jumps, the passenger behind rolls to stay on too
    # 骑手必须进行一次骑术技能检定, and the page is a 骑手 too (再带一个人类大小的骑手): the horse's DX 9
    # succeeds on 9; the knight's Riding 12 - 1 = 11 holds on 11; the page's 12 - 3 = 9 fails on 10
    Given a page riding behind the knight
    When the horse makes a jump with its rider and the dice show 9 then 11 then 10
    Then the roll is against 9
    And the knight rides the horse
    And the page has fallen off

  @clause:gurps.mounted.falling-off @clause:gurps.mount-out-of-control.table.12
  @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: The chance that the passenger comes off when the horse jumps
    # DX 9 holds with 81/216: then the page's 12 - 3 = 9 fails with 135/216. DX fails with 135/216:
    # result 12, and the page comes off whatever he rolls (thrown, jumping clear as result 3, or pinned).
    # 81/216 x 135/216 + 135/216 = 55/64
    Given a page riding behind the knight
    And the page has Riding 14
    When the horse makes a jump with its rider
    Then the chance that the page has fallen off is 55/64

  @clause:gurps.mounted.falling-off @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mounted-defence.passenger-rides-along=one-rider
  Scenario: Read as one rider's roll, only the knight rolls when the horse jumps
    # the horse's DX 9 succeeds on 9; the knight's 11 holds on 11; the page rolls nothing
    Given a page riding behind the knight
    When the horse makes a jump with its rider and the dice show 9 then 11
    Then the roll is against 11
    And the knight rides the horse
    And the page rides the horse

  @clause:gurps.mounted-defence.mount-crippled @clause:gurps.mount-out-of-control.table.12
  @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: A crippled horse falls under both riders, and each rolls as it falls
    # DX+1 = 10 fails on 11. The knight: 12 - 1 - 2 = 9 fails on 10, a 3-yard fall. The page rolls as
    # things stood when the horse fell, the knight still ahead of him: 12 - 3 - 2 = 7 holds on 7; then
    # his own Riding 14 at -0 encumbrance to jump clear holds on 12: as result 3, a 2-yard fall.
    Given a page riding behind the knight
    And the page has Riding 14
    When the horse is crippled and falls and the dice show 11 then 10 then 7 then 12
    Then the knight faces a fall from 3 yards
    And the page faces a fall from 2 yards

  @clause:gurps.mounted-defence.rider
  Scenario: Riding hands free does not lower the defence by default
    Given the knight rides hands free
    When the knight defends with a parry
    Then the modifier is 0

  @clause:gurps.mounted-defence.rider
  @ruling:gurps.mounted-defence.rider-riding=effective
  Scenario: Read as effective Riding, riding hands free (-3) costs -3 on every defence
    Given the knight rides hands free
    When the knight defends with a parry
    Then the modifier is -3

  @clause:gurps.mounted-defence.rider @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.rider-riding=base-skill
  Scenario: A knight carrying a page has Riding 12 - 1 = 11: every defence at 12 - 11 = -1
    Given a page riding behind the knight
    When the knight defends with a parry
    Then the modifier is -1

  @clause:gurps.mounted-defence.rider @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.rider-riding=sheet-level
  Scenario: Read as the level on his sheet alone, carrying a page costs his defences nothing
    Given a page riding behind the knight
    When the knight defends with a parry
    Then the modifier is 0
