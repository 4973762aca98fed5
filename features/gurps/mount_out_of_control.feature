Feature: The mount out-of-control table (坐骑失控表)
  On total loss of control the rider rolls 2d. A knight (Riding 12) rides a war-trained
  horse (DX 9, ST 25). "The dice show" gives the 2d total first, then any 3d6 totals
  the row calls for.

  Background:
    Given a knight riding a war-trained horse
    And the knight holds a sword

  @clause:gurps.mount-out-of-control.roll @clause:gurps.mount-out-of-control.table.2
  Scenario: 2 — thrown: a 3-yard fall, then Animal Handling-3 to call the mount back
    Given the knight has Animal Handling 12
    When the knight loses all control of his mount and the dice show 2 then 9
    Then the knight has fallen off
    And the knight faces a fall from 3 yards
    And the roll is against 9
    And the knight called his mount back

  @clause:gurps.mount-out-of-control.table.2
  Scenario: 2 — the 3-yard fall is one from at least 3 yards and at most 3, and none from at least 4
    # 被甩下马: thrown, a fall from 3 yards (3码); no other fall waits for its damage.
    Given the knight is unconscious
    When the knight loses all control of his mount and the dice show 2
    Then the knight faces a fall from at least 3 yards
    And the knight faces a fall from at most 3 yards
    And the chance that the knight faces a fall from at least 4 yards is 0

  @clause:gurps.mount-out-of-control.roll
  Scenario: A rider who keeps his seat faces no fall of any height
    # A Riding roll of 3 succeeds: nothing on the table, no fall; "a fall from at most 3 yards" is a fall that
    # waits for its damage, of 3 yards or less, and there is none.
    When the knight makes a Riding roll and the dice show 3
    Then the knight faces no falling damage
    And the chance that the knight faces a fall from at most 3 yards is 0
    And the chance that the knight faces a fall from at least 1 yards is 0

  @clause:gurps.mount-out-of-control.table.2
  Scenario: 2 — an unconscious rider cannot call his mount back
    # 如果你还有意识，你可以立即尝试一次驯兽-3检定: only if still conscious. Unconscious, he makes no
    # Animal Handling roll: the only die is the 2 on the table.
    Given the knight has Animal Handling 12
    And the knight is unconscious
    When the knight loses all control of his mount and the dice show 2
    Then the knight has fallen off
    And the knight faces a fall from 3 yards
    And the horse got result 2 on the out-of-control table

  @clause:gurps.mount-out-of-control.table.2
  Scenario: 2 — a conscious rider calls his mount back 3 times in 8
    # Animal Handling 12 - 3 = 9; 3d6 totals of 9 or less: 81 of 216 = 3/8.
    Given the knight has Animal Handling 12
    When the knight is thrown from his mount
    Then the chance that the knight called his mount back is 3/8

  @clause:gurps.mount-out-of-control.roll
  Scenario: A rider who loses all control leaves his mount wholly out of control
    # 如果你对于坐骑彻底失去控制，投2d: the roll is made because control is lost; 10 on the table
    # (it bolts) leaves the rider in the saddle and the mount still wholly out of control.
    When the knight loses all control of his mount and the dice show 10
    Then the horse is wholly out of control
    And the knight rides the horse

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mounted.frightened.defences
  @ruling:gurps.mount-out-of-control.seems-calm=calms
  Scenario: 8-9 — the mount calms down: it obeys again and its rider may parry
    # 坐骑看起来平静下来了: only the -1 to Riding remains; Riding 12 on his sheet, defences at normal level
    When the knight loses all control of his mount and the dice show 9
    And the knight defends with a parry
    Then the horse obeys its rider
    And the horse is skittish at -1
    And the modifier is 0

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mounted.frightened.defences
  @ruling:gurps.mount-out-of-control.seems-calm=still-frightened
  Scenario: 8-9 — read as a calm that only seems, the mount does not obey and its rider may only dodge
    # 看起来平静下来了，但是实际上变得神经过敏了: the calm is how it looks; it is frightened, and 不听指挥的坐骑和
    # 上面的骑手仍然可以闪避——尽管其他主动防御都无法使用
    When the knight loses all control of his mount and the dice show 9
    And the knight defends with a parry
    Then the parry is refused by rule gurps.mounted.frightened.defences
    And the horse is frightened
    And the horse is skittish at -1

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mounted.frightened.regain
  @ruling:gurps.mount-out-of-control.seems-calm=still-frightened
  Scenario: 8-9 — read as a calm that only seems, the rider masters the skittish mount at Riding -1
    # the fight with a frightened mount, a Ready and a Riding roll each second, at the row's -1 (这次交战中之后的所有
    # 骑术检定-1): 12 - 1 = 11; a 4 is a critical success, 坐骑立刻重新听话了
    When the knight loses all control of his mount and the dice show 8
    And the knight tries for 1 second(s) to master his frightened mount and the dice show 4
    Then the roll is against 11
    And the horse obeys its rider

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mount-out-of-control.roll
  @ruling:gurps.mount-out-of-control.seems-calm=calms
  @ruling:gurps.mount-out-of-control.control-after-row=wholly-out
  Scenario: 8-9 calms the mount: after a total loss it obeys in 3 cases of 11
    # 2d again until it is not 4: 33 ways; 8 (5) and 9 (4) are 9 of 33 = 3/11. Every other row leaves the mount
    # wholly out of control or throws the knight: it is frightened in none.
    When the knight loses all control of his mount
    Then the chance that the horse obeys its rider is 3/11
    And the chance that the horse is frightened is 0

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mount-out-of-control.roll
  @ruling:gurps.mount-out-of-control.seems-calm=still-frightened
  @ruling:gurps.mount-out-of-control.control-after-row=wholly-out
  Scenario: 8-9 read as a seeming calm: after a total loss the mount obeys in no case, and is frightened in 3 of 11
    # the same 9 of 33 ways to 8 or 9 leave a frightened mount to be mastered; no row makes it obey
    When the knight loses all control of his mount
    Then the chance that the horse obeys its rider is 0
    And the chance that the horse is frightened is 3/11

  @clause:gurps.mount-out-of-control.table.10 @clause:gurps.mounted.frightened.regain
  @ruling:gurps.mount-out-of-control.control-after-row=regain-as-frightened
  Scenario: 10 — the bolting mount does not obey; its rider masters it as a frightened mount
    # a critical success (4) on the Riding roll to regain control: it obeys at once
    When the knight loses all control of his mount and the dice show 10
    And the knight tries for 1 second(s) to master his frightened mount and the dice show 4
    Then the horse obeys its rider

  @clause:gurps.mount-out-of-control.table.10 @clause:gurps.mounted.frightened.defences
  @ruling:gurps.mount-out-of-control.control-after-row=regain-as-frightened
  Scenario: 10 — while the mount bolts its rider may only dodge
    When the knight loses all control of his mount and the dice show 10
    And the knight defends with a parry
    Then the parry is refused by rule gurps.mounted.frightened.defences

  @clause:gurps.mount-out-of-control.table.10 @clause:gurps.mounted.frightened.control
  @ruling:gurps.mount-out-of-control.control-after-row=wholly-out
  Scenario: 10 — read as total loss for good, no Riding roll masters the bolting mount
    When the knight loses all control of his mount and the dice show 10
    And the knight tries for 1 second(s) to master his frightened mount
    Then the try is refused by rule gurps.mounted.frightened.control

  @clause:gurps.mount-out-of-control.table.6-7
  @ruling:gurps.mount-out-of-control.control-after-row=only-runners
  Scenario: 6-7 — read as naming no disobedience, the exhausted mount obeys again
    When the knight loses all control of his mount and the dice show 6
    Then the horse obeys its rider
    And the horse is exhausted

  @clause:gurps.mount-out-of-control.table.6-7
  @ruling:gurps.mount-out-of-control.control-after-row=regain-as-frightened
  Scenario: 6-7 — the exhausted mount does not obey until its rider masters it
    When the knight loses all control of his mount and the dice show 6
    Then the horse is frightened
    And the horse is exhausted

  @clause:gurps.mount-out-of-control.table.3
  Scenario: 3 — he falls off: a 2-yard fall, and otherwise as 2
    Given the knight has Animal Handling 12
    When the knight loses all control of his mount and the dice show 3 then 10
    Then the knight faces a fall from 2 yards
    And the knight has fallen off

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=no-roll
  Scenario: 3 — with neither Jumping nor Acrobatics on his sheet he rolls nothing and takes the 2-yard fall
    # 一次跳跃或是杂技技能检定能消除这个伤害: a roll he cannot make; the only die is the 3 on the table
    When the knight loses all control of his mount and the dice show 3
    Then the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=refused
  Scenario: 3 — read as needing the skill on his sheet, the roll to land well is refused without it
    When the knight loses all control of his mount and the dice show 3
    Then the roll is refused by rule gurps.mount-out-of-control.table.3

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=dx-default
  Scenario: 3 — read as Jumping at its DX default, DX 10 lands him well on a 10
    When the knight loses all control of his mount and the dice show 3 then 10
    Then the knight faces no falling damage

  @clause:gurps.mount-out-of-control.table.2
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=no-roll
  Scenario: 2 — with no Animal Handling on his sheet he cannot call his mount back
    # 驯兽-3检定 against a skill he does not have: no roll, the mount is not called back
    When the knight is thrown from his mount
    Then the chance that the knight called his mount back is 0

  @clause:gurps.mount-out-of-control.table.2
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=refused
  Scenario: 2 — read as needing the skill on his sheet, calling the mount back is refused without Animal Handling
    When the knight is thrown from his mount
    Then the throw is refused by rule gurps.mount-out-of-control.table.2

  @clause:gurps.mount-out-of-control.table.3
  Scenario: 3 — a Jumping roll negates the falling damage
    Given the knight has Jumping 12
    When the knight loses all control of his mount and the dice show 3 then 12
    Then the knight has fallen off
    And the knight faces no falling damage

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mount-out-of-control.table.5
  Scenario: 4 — he drops what he holds and rolls again
    When the knight loses all control of his mount and the dice show 4 then 5
    Then the knight has dropped the sword
    And the horse charges straight at the enemy

  @clause:gurps.mount-out-of-control.table.4
  Scenario: 4 then 10 — the mount got a result of 4 or less and one of 10 or more
    # 4: 然后按这个表再投一次 — the 4 stands and the table is rolled again, here a 10: the horse got
    # both results, one of 10 or more and one of 4 or less, and none of 11 or more.
    When the knight loses all control of his mount and the dice show 4 then 10
    Then the horse got result 10 or more on the out-of-control table
    And the horse got result 4 or less on the out-of-control table
    And the chance that the horse got result 11 or more on the out-of-control table is 0

  @clause:gurps.mount-out-of-control.roll @clause:gurps.mount-out-of-control.table.4
  Scenario: The chance of a result of 4 or less on the out-of-control table
    # 投2d: a total of 2, 3 or 4 comes from 1 + 2 + 3 = 6 of the 36 pairs, 1/6. Whatever a 4's roll
    # again brings, the 4 stands; a roll of 5 or more, and the 3d6 rolls that 2 and 3 call for,
    # put no result of 4 or less on the table.
    When the knight loses all control of his mount
    Then the chance that the horse got result 4 or less on the out-of-control table is 1/6

  @clause:gurps.mount-out-of-control.table.4
  Scenario: 4 again — roll again once more
    When the knight loses all control of his mount and the dice show 4 then 4 then 10
    Then the knight has dropped the sword
    And the horse bolts away from the enemy

  @clause:gurps.mount-out-of-control.table.5
  Scenario: 5 — the mount charges straight at the enemy
    When the knight loses all control of his mount and the dice show 5
    Then the horse charges straight at the enemy
    And the knight still holds the sword

  @clause:gurps.mount-out-of-control.table.6-7
  Scenario Outline: <roll> — the mount is exhausted
    When the knight loses all control of his mount and the dice show <roll>
    Then the horse is exhausted

    Examples:
      | roll |
      | 6    |
      | 7    |

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.mount-attacks
  Scenario: 6-7 — the exhausted mount will not fight
    Given an orc with Basic Move 5
    When the knight loses all control of his mount and the dice show 7
    And the horse kicks the orc
    Then the kick is refused by rule gurps.mount-out-of-control.table.6-7

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted.mount-movement
  Scenario Outline: 6-7 — the exhausted mount will not <pace>, faster than a slow walk (Move 2)
    Given the horse has Enhanced Move
    When the knight loses all control of his mount and the dice show 6
    And the horse goes at a <pace>
    Then the <pace> is refused by rule gurps.mount-out-of-control.table.6-7

    Examples:
      | pace   |
      | trot   |
      | gallop |

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted.mount-movement
  Scenario: 6-7 — the exhausted mount still walks, at Move 2
    When the knight loses all control of his mount and the dice show 6
    And the horse goes at a walk
    Then rule gurps.mount-out-of-control.table.6-7 is applied

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.entering
  Scenario: 6-7 — the exhausted mount does not enter high speed
    # Basic Move 8 moved in full, 9 yards per second asked: faster than Move 2
    Given the horse has Enhanced Move
    When the knight loses all control of his mount and the dice show 7
    And the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 9 yards per second
    Then the move is refused by rule gurps.mount-out-of-control.table.6-7

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.acceleration
  Scenario: 6-7 — the exhausted mount does not speed up past Move 2
    Given the horse has top speed 16
    When the knight loses all control of his mount and the dice show 7
    And the horse speeds up by 3
    Then the acceleration is refused by rule gurps.mount-out-of-control.table.6-7

  @clause:gurps.mount-out-of-control.table.6-7 @ruling:gurps.mount-out-of-control.exhausted-speed=at-once
  Scenario: 6-7 — a galloping mount, exhausted, goes no faster than Move 2 at once and leaves high speed
    # "不会...以超过缓慢步行的速度(移动力2)移动": from 16 yards per second to 2, at or below Basic Move 8
    Given the horse is moving at 16 yards per second
    When the knight loses all control of his mount and the dice show 6
    Then the horse is exhausted
    And the horse moves at 2 yards per second
    And the horse is no longer at high speed

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.deceleration
  @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
  Scenario: 6-7 — read as slowing at the safe rate, the exhausted mount sheds its Basic Move at once
    # 20 - Basic Move 8 = 12, still above Basic Move: at high speed, and it may not speed up again
    Given the horse is moving at 20 yards per second
    When the knight loses all control of his mount and the dice show 7
    Then the horse moves at 12 yards per second
    And the horse is at high speed

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.deceleration
  @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
  Scenario: 6-7 — read as slowing at the safe rate, it does not slow below Move 2, and leaves high speed when its turn is over
    # 9 - 8 = 1, but the row only forbids more than Move 2: 2, not above Basic Move 8. The slowing is the deceleration
    # of the high-speed rules: 如果你的减速导致在你的轮结束时，你的速度小于等于你的基础移动，你就脱离了高速移动状态，
    # 从下轮开始可以使用普通的移动规则
    Given the horse is moving at 9 yards per second
    When the knight loses all control of his mount and the dice show 7
    Then the horse moves at 2 yards per second
    And the horse is at high speed
    When the next turn begins
    Then the horse is no longer at high speed

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.starting-velocity
  @ruling:gurps.mount-out-of-control.exhausted-speed=<reading>
  Scenario Outline: 6-7 — a horse exhausted before its next turn does not gain the velocity it chose for it (<reading>)
    # 你在下一轮开始的时候，获得...的速度: the 16 chosen at the end of the knight's turn would be the horse's when his
    # next turn begins; exhausted in the guard's turn before it, it "不会...以超过缓慢步行的速度(移动力2)移动": from the
    # 8 it ran it comes down to 2, and does not speed up to 16 when the knight's next turn begins
    Given a guard with Basic Move 5
    And the horse has Enhanced Move
    When the knight's turn begins
    And the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 16 yards per second
    And the guard's turn begins
    And the knight loses all control of his mount and the dice show 6
    And the next second begins with the knight's turn
    Then the horse is exhausted
    And the horse moves at 2 yards per second
    And the horse is no longer at high speed

    Examples:
      | reading           |
      | at-once           |
      | safe-deceleration |

  @clause:gurps.mount-out-of-control.table.6-7 @ruling:gurps.mount-out-of-control.exhausted-speed=at-once
  Scenario: 6-7 — a mount already exhausted when the fight is set up is at Move 2 from the first action on
    # 不会...以超过缓慢步行的速度(移动力2)移动 binds however it came to be exhausted: set up at 16 yards per
    # second, it is at 2 when the next action begins, at or below Basic Move 8
    Given the horse is moving at 16 yards per second
    And the horse is exhausted
    When the knight makes a Riding roll and the dice show 10
    Then the horse moves at 2 yards per second
    And the horse is no longer at high speed

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.velocity
  @ruling:gurps.mount-out-of-control.exhausted-speed=at-once
  Scenario: 6-7 — a mount set up exhausted at a gallop does not run on at its gallop
    Given the horse is moving at 16 yards per second
    And the horse is exhausted
    When the horse runs 16 yards
    Then the run is refused by rule gurps.high-speed.definition

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.deceleration
  @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
  Scenario: 6-7 — read as slowing at the safe rate, the exhausted mount sheds the rest in the turns after
    # the row: 20 - 8 = 12 at once; the next turn 12 - 8 = 4, at or below Basic Move 8; the one after, 2
    Given the horse is moving at 20 yards per second
    When the knight loses all control of his mount and the dice show 7
    And the next turn begins
    Then the horse moves at 4 yards per second
    And the horse is no longer at high speed
    When the next turn begins
    Then the horse moves at 2 yards per second

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.deceleration
  @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
  Scenario: 6-7 — read as slowing at the safe rate, a mount set up exhausted at 20 slows as one exhausted in play
    # set up exhausted at 20: it is slowing; each turn that begins it sheds Basic Move 8: 12, then 4
    Given the horse is moving at 20 yards per second
    And the horse is exhausted
    When the next turn begins
    Then the horse moves at 12 yards per second
    And the horse is at high speed
    When 1 seconds pass
    Then the horse moves at 4 yards per second

  @clause:gurps.mount-out-of-control.table.6-7
  Scenario: 6-7 — a mount at a walk keeps its pace
    Given the horse is moving at 2 yards per second
    When the knight loses all control of his mount and the dice show 6
    Then the horse moves at 2 yards per second

  @clause:gurps.mount-out-of-control.table.8-9
  Scenario Outline: <roll> — the mount is skittish: Riding -1
    When the knight loses all control of his mount and the dice show <roll>
    And the knight makes a Riding roll and the dice show 3
    Then the horse is skittish at -1
    And the roll is against 11

    Examples:
      | roll |
      | 8    |
      | 9    |

  @clause:gurps.mount-out-of-control.table.8-9
  Scenario: Skittishness accumulates
    When the knight loses all control of his mount and the dice show 8
    And the knight loses all control of his mount and the dice show 9
    And the knight makes a Riding roll and the dice show 3
    Then the horse is skittish at -2
    And the roll is against 10

  @clause:gurps.mount-out-of-control.table.10
  Scenario: 10 — the mount bolts away from the enemy
    When the knight loses all control of his mount and the dice show 10
    Then the horse bolts away from the enemy

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — the saddle slips: Riding and mounted attacks at -3
    When the knight loses all control of his mount and the dice show 11
    And the knight makes a Riding roll and the dice show 3
    Then the saddle of the horse has slipped
    And the roll is against 9

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — re-cinching takes a dismount and 4d seconds
    When the knight loses all control of his mount and the dice show 11
    And the knight dismounts with a Change Posture after the mount moved 0 yards
    And the knight re-cinches the saddle and the dice show 14
    Then the re-cinching time is reported as 14 seconds

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — re-cinching in the saddle is refused
    When the knight loses all control of his mount and the dice show 11
    And the knight re-cinches the saddle
    Then the re-cinching is refused by rule gurps.mount-out-of-control.table.11

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — with two saddles slipped, the squire re-cinches his own pony's, not the knight's horse's
    # 需要你下马并花4d时间重新绑上马鞍的带子: the rider who has got off re-cinches the saddle of his own mount;
    # the knight's horse, listed first, keeps its slipped saddle.
    Given a squire riding a war-trained pony
    And the horse has a slipped saddle
    And the pony has a slipped saddle
    When the squire dismounts with a Change Posture after the mount moved 0 yards
    And the squire re-cinches the saddle of the pony and the dice show 14
    Then the re-cinching time is reported as 14 seconds
    And the saddle of the pony is cinched
    And the saddle of the horse has slipped

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — the squire who got off his pony may not re-cinch the knight's horse
    # 需要你下马并花4d时间重新绑上马鞍的带子: the saddle re-cinched is that of the mount he got off, the pony.
    Given a squire riding a war-trained pony
    And the horse has a slipped saddle
    And the pony has a slipped saddle
    When the squire dismounts with a Change Posture after the mount moved 0 yards
    And the squire re-cinches the saddle of the horse
    Then the re-cinching is refused by rule gurps.mount-out-of-control.table.11
    And the saddle of the horse has slipped

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — named no mount, the squire re-cinches the pony he got off, though two saddles have slipped
    Given a squire riding a war-trained pony
    And the horse has a slipped saddle
    And the pony has a slipped saddle
    When the squire dismounts with a Change Posture after the mount moved 0 yards
    And the squire re-cinches the saddle and the dice show 14
    Then the re-cinching time is reported as 14 seconds
    And the saddle of the pony is cinched
    And the saddle of the horse has slipped

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — named no mount, the only slipped saddle is not his: the squire's pony's has not slipped
    # The horse's saddle slipped, not the pony's he got off: nothing of his to re-cinch.
    Given a squire riding a war-trained pony
    And the horse has a slipped saddle
    When the squire dismounts with a Change Posture after the mount moved 0 yards
    And the squire re-cinches the saddle
    Then the re-cinching is refused by rule gurps.mount-out-of-control.table.11
    And the saddle of the horse has slipped

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — an orc on foot who got off no mount does not re-cinch the horse's saddle
    Given an orc with Basic Move 5
    And the horse has a slipped saddle
    When the orc re-cinches the saddle of the horse
    Then the re-cinching is refused by rule gurps.mount-out-of-control.table.11
    And the saddle of the horse has slipped

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — a saddle that has not slipped is not re-cinched
    Given a squire riding a war-trained pony
    And the horse has a slipped saddle
    When the squire dismounts with a Change Posture after the mount moved 0 yards
    And the squire re-cinches the saddle of the pony
    Then the re-cinching is refused by rule gurps.mount-out-of-control.table.11

  @clause:gurps.mount-out-of-control.table.11
  Scenario: 11 — without a saddle it is result 3
    Given the horse has no saddle
    When the knight loses all control of his mount and the dice show 11
    Then the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.12
  Scenario: 12 — the mount falls; the rider keeps his seat and jumps clear: as 3
    # DX+1 = 10 on 10; Riding-2 = 10 on 10; Riding-0 (encumbrance 0) = 12 on 12
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    Then the horse has fallen
    And the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.high-speed.starting-velocity
  Scenario: 12 — a horse that falls before its next turn does not gain the velocity it chose for it
    # 你在下一轮开始的时候，获得...的速度: the 16 chosen at the end of the knight's turn would be the horse's when his
    # next turn begins; fallen in the guard's turn before it (坐骑摔倒了), it lies still
    Given a guard with Basic Move 5
    And the horse has Enhanced Move
    When the knight's turn begins
    And the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 16 yards per second
    And the guard's turn begins
    And the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the next second begins with the knight's turn
    Then the horse has fallen
    And the horse moves at 0 yards per second
    And the horse is no longer at high speed

  @clause:gurps.mount-out-of-control.table.12
  Scenario: 12 — failing to jump clear, the mount lands on him
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 13
    Then the knight lies under the fallen mount
    And the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.12
  Scenario: 12 — the jump clear is at minus his encumbrance level
    Given the knight has encumbrance level 2
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 11
    Then the roll is against 10
    And the knight lies under the fallen mount

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: 12 — a passenger with no Riding cannot jump clear, and the mount lands on him
    # DX+1 = 10 fails on 11. The knight: 12 - 1 (his passenger) - 2 = 9 fails on 10. The page stays on with the
    # knight's Riding 12 - 3 - 2 = 7 on 7; the jump clear is 骑术检定 and the page has no Riding, which the
    # excerpt gives no default: he rolls nothing (ruling jump-clear-without-riding, cannot-jump-clear).
    Given a page riding behind the knight
    When the mount of the page falls and the dice show 11 then 10 then 7
    Then the page lies under the fallen mount
    And the page faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.jump-clear-without-riding=passenger-roll
  Scenario: 12 — read as his roll on the mount, a passenger with no Riding jumps clear on the knight's skill
    # as above to the page's 7 on 7; then the knight's Riding 12 - 3 - 0 (encumbrance 0) = 9 holds on 9:
    # as result 3, a 2-yard fall, and the mount is not on him
    Given a page riding behind the knight
    When the mount of the page falls and the dice show 11 then 10 then 7 then 9
    Then the roll is against 9
    And the page faces a fall from 2 yards
    And the page does not lie under the fallen mount

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.jump-clear-without-riding=refused
  Scenario: 12 — read as needing a Riding level, a passenger with none is refused the jump clear
    Given a page riding behind the knight
    When the mount of the page falls and the dice show 11 then 10 then 7
    Then the fall is refused by rule gurps.mount-out-of-control.table.12

  @clause:gurps.mount-out-of-control.table.2 @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: 2 — the knight is thrown; the page behind him stays on (control)
    # 你被从坐骑上甩飞了 befalls "you" who lost control of the mount, not the passenger he carries
    # (ruling passenger-rows, you-only)
    Given a page riding behind the knight
    When the knight loses all control of his mount and the dice show 2
    Then the knight faces a fall from 3 yards
    And the page rides the horse

  @clause:gurps.mount-out-of-control.table.2 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=every-rider
  Scenario: 2 — read as every rider's, the horse throws the page as well
    Given a page riding behind the knight
    When the knight loses all control of his mount and the dice show 2
    Then the knight faces a fall from 3 yards
    And the page faces a fall from 3 yards

  @clause:gurps.mount-out-of-control.direct @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=every-rider
  Scenario: Even read as every rider's, a rider thrown on his own takes result 2 alone (control)
    # 当骑手被甩飞 names the rider thrown: result 2 is his; no one lost control of the mount
    Given a page riding behind the knight
    When the knight is thrown from his mount
    Then the knight faces a fall from 3 yards
    And the page rides the horse

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=every-rider
  Scenario: 4 — read as every rider's, the page drops his dagger too
    Given a page riding behind the knight
    And the page holds a dagger
    When the knight loses all control of his mount and the dice show 4 then 5
    Then the knight has dropped the sword
    And the page has dropped the dagger
    And the horse charges straight at the enemy

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mounted-defence.multiple-riders.passenger
  Scenario: 4 — the knight drops his sword; the page keeps his dagger (control)
    Given a page riding behind the knight
    And the page holds a dagger
    When the knight loses all control of his mount and the dice show 4 then 5
    Then the knight has dropped the sword
    And the page has not dropped the dagger

  @clause:gurps.mount-out-of-control.table.3 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=passenger-holds-on
  Scenario: 3 — read as a fall the page may avoid, he rolls the knight's Riding at -3 and fails
    # the knight falls off (2 yards); the page's roll to avoid falling, the knight's Riding 12 - 3 = 9, fails
    # on 10: row 3 befalls him too
    Given a page riding behind the knight
    When the knight loses all control of his mount and the dice show 3 then 10
    Then the roll is against 9
    And the knight faces a fall from 2 yards
    And the page faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.3 @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=passenger-holds-on
  Scenario: 3 — read as a fall the page may avoid, he holds on with a 9
    Given a page riding behind the knight
    When the knight loses all control of his mount and the dice show 3 then 9
    Then the knight has fallen off
    And the page rides the horse

  @clause:gurps.mount-out-of-control.roll @clause:gurps.mounted-defence.multiple-riders.passenger
  @ruling:gurps.mount-out-of-control.passenger-rows=passenger-holds-on
  Scenario: Read as a fall the page may avoid, the chance the page comes off when the knight loses control
    # 2d after a 4 rolled again: 2 with 1/33, 3 with 2/33; the page's 9 fails on 10 or more, 135/216 = 5/8:
    # 3/33 x 5/8 = 15/264. 12 with 1/33 takes him off whatever he rolls (thrown, as 3, or pinned; ruling
    # passenger-rides-along, every-rider): 8/264. The horse has a saddle, so 11 only slips it. 23/264
    Given a page riding behind the knight
    When the knight loses all control of his mount
    Then the chance that the page has fallen off is 23/264

  @clause:gurps.mount-out-of-control.direct
  Scenario: A thrown rider takes result 2 without a roll
    When the knight is thrown from his mount
    Then the horse got result 2 on the out-of-control table
    And the knight faces a fall from 3 yards

  @clause:gurps.mount-out-of-control.direct
  Scenario: A falling mount is result 12 without the 2d roll
    When the mount of the knight falls and the dice show 10 then 11
    Then the horse got result 12 on the out-of-control table
    And the knight faces a fall from 3 yards

  @clause:gurps.mount-out-of-control.roll
  Scenario Outline: The chance of each row: <outcome>
    # 2d totals 2..12 come 1,2,3,4,5,6,5,4,3,2,1 times in 36. A 4 (3/36 = 1/12) drops
    # what he holds and rolls again until the result is not 4, so every other final
    # result k has probability (count of k)/36 / (33/36) = (count of k)/33.
    When the knight loses all control of his mount
    Then the chance that <outcome> is <p>

    Examples:
      | outcome                                            | p    |
      | the horse got result 2 on the out-of-control table | 1/33 |
      | the horse got result 3 on the out-of-control table | 2/33 |
      | the knight has dropped the sword                   | 1/12 |
      | the horse charges straight at the enemy            | 4/33 |
      | the horse is exhausted                             | 1/3  |
      | the horse is skittish at -1                        | 3/11 |
      | the horse bolts away from the enemy                | 1/11 |
      | the saddle of the horse has slipped                | 2/33 |
      | the horse has fallen                               | 1/33 |

  @clause:gurps.mount-out-of-control.table.4
  @ruling:gurps.mount-out-of-control.reroll=once
  Scenario: Read as a single reroll, a second 4 does nothing more
    When the knight loses all control of his mount and the dice show 4 then 4
    Then the knight has dropped the sword
    And the horse got result 4 on the out-of-control table

  @clause:gurps.mount-out-of-control.roll
  Scenario: A rider cannot have Riding 0
    Then giving the knight Riding 0 is refused, naming riding

  @clause:gurps.mount-out-of-control.table.11
  @ruling:gurps.mount-out-of-control.saddle-time=minutes
  Scenario: Read in minutes, re-cinching takes 4d minutes
    When the knight loses all control of his mount and the dice show 11
    And the knight dismounts with a Change Posture after the mount moved 0 yards
    And the knight re-cinches the saddle and the dice show 14
    Then the re-cinching time is reported as 14 minutes

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.recall-retry=no-recall
  Scenario: If "otherwise as 2" did not include the recall, result 3 rolls nothing more
    Given the knight has Animal Handling 12
    When the knight loses all control of his mount and the dice show 3
    Then the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.table.2
  Scenario: An unusually tall mount throws its rider from higher
    Given the horse has a fall height of 4
    When the knight loses all control of his mount and the dice show 2
    Then the knight faces a fall from 4 yards

  @clause:gurps.mount-out-of-control.table.3
  Scenario: A rider who loses his grip on an unusually tall mount still falls 2 yards
    # The height adjusted is 这个数值, result 2's 3 yards; result 3 names its own 2 yards, and
    # 其他同2 takes from 2 only what 3 does not state (the call back, Animal Handling-3).
    Given the horse has a fall height of 4
    When the knight loses all control of his mount and the dice show 3
    Then the knight faces a fall from 2 yards

  @clause:gurps.mount-out-of-control.direct @clause:gurps.mounted.sheathing
  Scenario: A rider thrown from his mount has no mount to sheathe his sword on
    When the knight is thrown from his mount
    And the knight sheathes his sword
    Then the sheathing is refused by rule gurps.mounted.sheathing

  @clause:gurps.mount-out-of-control.direct @clause:gurps.mounted.hands
  Scenario: A rider thrown from his mount makes no Riding roll
    When the knight is thrown from his mount
    And the knight makes a Riding roll
    Then the roll is refused by rule gurps.mounted.hands

  @clause:gurps.mount-out-of-control.roll @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted.hands
  Scenario: After a loss of control, a Riding roll is refused on the branches where the knight came off
    # 2d after a 4 rolled again: 2 (thrown) with 1/33, 3 (falls off) with 2/33; 12 with 1/33 takes him
    # off whatever he rolls (falls, jumps clear as result 3, or is pinned). The horse has a saddle, so 11
    # only slips it, and 5 to 10 leave him on. Off the horse in 4/33: there he has no mount to ride.
    When the knight loses all control of his mount
    And the knight makes a Riding roll
    Then the chance that the roll is refused by rule gurps.mounted.hands is 4/33
    And the chance that the knight has fallen off is 4/33

  @clause:gurps.mount-out-of-control.roll
  Scenario: A driver has no mount to lose control of: the out-of-control table is a mount's
    # 如果你对于坐骑彻底失去控制，投2d: a motorcycle is no mount (exhausted, skittish, its saddle slipping);
    # a vehicle loses control under the high-speed rules (失控)
    Given a biker on a motorcycle with Driving 12
    When the biker loses all control of his mount and the dice show 6
    Then the roll is refused by rule gurps.mount-out-of-control.roll

  @clause:gurps.mount-out-of-control.direct
  Scenario: A biker thrown from his motorcycle takes no row of the mount out-of-control table
    Given a biker on a motorcycle with Driving 12
    When the biker is thrown from his mount
    Then the throw is refused by rule gurps.mount-out-of-control.direct

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.panic
  Scenario: 6-7 — the exhausted mount carries no cavalry charge
    # "坐骑感觉精疲力尽，因而不会战斗或是以超过缓慢步行的速度(移动力2)移动": a charge is both
    Given an orc with Basic Move 5
    When the knight loses all control of his mount and the dice show 7
    And the knight charges the orc on horseback
    Then the charge is refused by rule gurps.mount-out-of-control.table.6-7

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.panic
  Scenario: 6-7 — a mount exhausted before the fight carries no cavalry charge, and no one rolls to stand
    Given an orc with Basic Move 5
    And the horse is exhausted
    When the knight charges the orc on horseback and the dice show 10
    Then the charge is refused by rule gurps.mount-out-of-control.table.6-7

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  Scenario Outline: 12 — the fallen mount, its legs sound, stays down: it will not <pace>
    # DX+1 = 10 on 10: no broken leg; Riding-2 = 10 on 10; Riding = 12 on 12: the knight jumps clear
    Given the horse has Enhanced Move
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the horse goes at a <pace>
    Then the <pace> is refused by rule gurps.mount-out-of-control.table.12

    Examples:
      | pace   |
      | walk   |
      | gallop |

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=rises-if-sound
  Scenario: 12 — read as rising again, the fallen mount with sound legs trots on
    # fallen, it stopped: it trots at its Basic Move, and gallops again only by entering high speed
    Given the horse has Enhanced Move
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the horse goes at a trot
    Then the pace is reported as trot

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=rises-if-sound
  Scenario: 12 — a fallen mount that broke a leg does not walk, under either reading
    # DX+1 = 10 fails on 11: "失败则摔折一条腿"
    When the knight loses all control of his mount and the dice show 12 then 11 then 10 then 12
    And the horse goes at a walk
    Then the walk is refused by rule gurps.mount-out-of-control.table.12

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-weapons.mount-attacks
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  Scenario: 12 — the fallen mount does not attack
    Given an orc with Basic Move 5
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the horse kicks the orc
    Then the kick is refused by rule gurps.mount-out-of-control.table.12

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted.mounting.two-manoeuvres
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  Scenario: 12 — no one rides the fallen mount again
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the knight climbs onto the horse and settles in the saddle
    Then the mount is refused by rule gurps.mount-out-of-control.table.12

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.high-speed.entering
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  Scenario: 12 — the fallen mount does not enter high speed
    Given the horse has Enhanced Move
    When the knight loses all control of his mount and the dice show 12 then 10 then 10 then 12
    And the horse ends a turn of Move having moved 8 yards, turning at most 0 degrees, and takes 9 yards per second
    Then the move is refused by rule gurps.mount-out-of-control.table.12
