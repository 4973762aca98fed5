Feature: Visibility (能见度) and torches (火把与手电)
  Fighting what you cannot see: Hearing rolls, attack penalties, defences, light sources,
  and a torch used as a weapon or to set things alight. "The dice show" gives 3d6 totals.

  Background:
    Given a swordsman with Basic Move 5
    And an orc with Basic Move 5
    And the orc stands in hex B3

  Rule: An attacker who sees nothing

    @clause:gurps.visibility.blind-attacker.locate @clause:gurps.visibility.blind-attacker.penalty
    Scenario: A blind attacker rolls Hearing-2 to locate his foe and attacks at -10
      Given the swordsman is blind
      When the swordsman attacks the orc, whom he cannot see and the dice show 8
      Then the roll is against 8
      And the swordsman located his foe
      And the modifier is -10

    @clause:gurps.visibility.blind-attacker.locate
    Scenario: The chance of locating the foe with Hearing 10
      # Hearing-2 = 8: 3d6 totals of 8 or less are 56 of 216 = 7/27.
      Given the swordsman is in total darkness
      When the swordsman attacks hex B3, where he thinks the orc is
      Then the chance that the swordsman located his foe is 7/27

    @clause:gurps.visibility.blind-attacker.locate @clause:gurps.visibility.blind-attacker.penalty
    Scenario: He may locate his foe by some other means than Hearing: no Hearing roll
      # 他可以进行听觉-2 检定——或是使用某些其他方法——来发现敌人的位置: no dice are rolled (none given, none called for)
      Given the swordsman is blind
      When the swordsman attacks the orc, whom he cannot see, having located him by some other means
      Then the swordsman located his foe
      And the modifier is -10
      And the orc faces a random hit location

    @clause:gurps.visibility.blind-attacker.locate @clause:gurps.visibility.blind-attacker.failed-hearing
    Scenario: If the other means fail to locate the foe, he strikes the hex he names
      Given the swordsman is in total darkness
      When the swordsman attacks hex B2, where he thinks the orc is, having failed to locate him by some other means
      Then the target hex is reported as empty

    @clause:gurps.visibility.invisible-foe @clause:gurps.visibility.blind-attacker.locate
    Scenario: Against an invisible foe, "use the rules above" lets him locate the foe by other means too
      Given the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, having located him by some other means
      Then the swordsman located his foe
      And the modifier is -6

    @clause:gurps.visibility.blind-attacker.penalty
    Scenario: An attacker used to blindness attacks at -6
      Given the swordsman is blind
      And the swordsman is used to blindness
      When the swordsman attacks the orc, whom he cannot see and the dice show 5
      Then the modifier is -6

    @clause:gurps.visibility.blind-attacker.failed-hearing
    Scenario: After a failed Hearing roll he strikes the hex he names: the wrong one
      Given the swordsman is in total darkness
      When the swordsman attacks hex B2, where he thinks the orc is and the dice show 12
      Then the target hex is reported as empty

    @clause:gurps.visibility.blind-attacker.failed-hearing
    Scenario: After a failed Hearing roll he strikes the hex he names: the right one
      Given the swordsman is in total darkness
      When the swordsman attacks hex B3, where he thinks the orc is and the dice show 12
      Then the target hex is reported as foe

    @clause:gurps.visibility.blind-attacker.failed-hearing
    Scenario: After a failed Hearing roll he must name a hex
      Given the swordsman is in total darkness
      When the swordsman attacks the orc, whom he cannot see and the dice show 12
      Then the attack is refused by rule gurps.visibility.blind-attacker.failed-hearing

    @clause:gurps.visibility.blind-attacker.random-location
    Scenario: The hit location is random
      Given the swordsman is blind
      When the swordsman attacks the orc, whom he cannot see and the dice show 6
      Then the hit location is reported as random
      And the orc faces a random hit location

    @clause:gurps.visibility.invisible-foe
    Scenario: An invisible foe is attacked at -6 after a Hearing roll
      Given the orc is invisible
      When the swordsman attacks the orc, whom he cannot see and the dice show 8
      Then the modifier is -6
      And the swordsman located his foe

    @clause:gurps.visibility.located-foe
    Scenario: A foe in a single smoke-filled hex: -4 and no Hearing roll
      Given the orc is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see
      Then the modifier is -4

    @clause:gurps.visibility.located-foe @clause:gurps.visibility.blind-attacker.random-location
    Scenario: "Use the rules above" keeps the random hit location for a foe located in smoke
      # 使用上面的规则，但是不需要听觉检定而且攻击检定的减值只有-4: only the Hearing roll and the
      # penalty change; 命中的部位必须随机决定 of the rules above still applies. No dice are rolled.
      Given the orc is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see
      Then the swordsman located his foe
      And the orc faces a random hit location
      And the hit location is reported as random

    @clause:gurps.visibility.located-foe
    Scenario: A foe in supernatural darkness is attacked as one in smoke: -4 and no Hearing roll
      # 如果敌人是位于单个的充满烟雾的格子内，或是类似情况，使用上面的规则，但是不需要听觉检定而且攻击检定的减值只有-4;
      # the text names supernatural darkness beside smoke (位于烟幕或是超自然黑暗中). No dice are rolled.
      Given the orc is in supernatural darkness
      When the swordsman attacks the orc, whom he cannot see
      Then the modifier is -4
      And the swordsman located his foe
      And the orc faces a random hit location

    @clause:gurps.visibility.scope
    Scenario: An attacker in smoke sees his foe outside it: no visibility rule limits his attack
      # 如果攻击者位于烟幕...中: the text speaks of an attacker in smoke and gives only his defender a word; the -4 is for
      # a foe who stands in the smoke (ruling gurps.visibility.attacker-in-smoke-sees, by default "sees out"), and
      # the rules of 能见度 are those of one who cannot see his foe (看不到对手).
      Given the swordsman is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see
      Then the attack is refused by rule gurps.visibility.scope

    @clause:gurps.visibility.scope
    Scenario: An attacker who sees his foe makes no attack on an unseen foe
      # 部分参战者看不到对手的情况会影响他们的攻击与防御: neither is blind, in darkness or smoke, nor invisible
      When the swordsman attacks the orc, whom he cannot see
      Then the attack is refused by rule gurps.visibility.scope

    @clause:gurps.visibility.light-source
    Scenario: A torch in sight turns the darkness -10 into -3
      Given the swordsman is in total darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3

  Rule: A defender who cannot see his attacker

    @clause:gurps.visibility.unseen-attacker.dodge
    Scenario: He dodges at -4
      Given the orc is invisible
      When the swordsman tries to dodge the unseen attack of the orc
      Then the modifier is -4

    @clause:gurps.visibility.unseen-attacker.dodge
    Scenario: An invisible attacker whose weapon can be seen is parried normally
      # 如果攻击者( 包括他的武器) 是看不见的: the rule is for an attacker unseen with his weapon; one whose weapon
      # can be seen is not, and the defender sees the weapon coming. No Hearing roll, no -4.
      Given the orc is invisible, but not his weapon
      When the swordsman tries to parry the unseen attack of the orc
      Then the modifier is 0
      And the defence is reported as parry

    @clause:gurps.visibility.unseen-attacker.dodge @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: A blind defender does not see the weapon of an invisible attacker either: Hearing-2 to parry at -4
      Given the orc is invisible, but not his weapon
      And the swordsman is blind
      When the swordsman tries to parry the unseen attack of the orc and the dice show 8
      Then the roll is against 8
      And the modifier is -4

    @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: He parries at -4 after a successful Hearing-2 roll
      Given the orc is invisible
      When the swordsman tries to parry the unseen attack of the orc and the dice show 8
      Then the roll is against 8
      And the modifier is -4

    @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: Without the Hearing roll he may not block
      Given the orc is invisible
      When the swordsman tries to block the unseen attack of the orc and the dice show 9
      Then the defence is reported as dodge only

    @clause:gurps.visibility.unseen-attacker.unaware
    Scenario: Unaware of the attack, he cannot defend
      Given the orc is invisible
      When the swordsman is attacked by the orc without knowing it
      Then the defence is refused by rule gurps.visibility.unseen-attacker.unaware

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke
    Scenario: If only the attacker is in smoke, the defender sees the weapon coming
      Given the orc is in a smoke-filled hex
      When the swordsman tries to parry the unseen attack of the orc
      Then the modifier is 0

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke
    Scenario: If only the attacker is in supernatural darkness, the defender sees the weapon coming
      # 如果攻击者位于烟幕或是超自然黑暗中，但是防御者没有在里面，那么他可以正常防御
      Given the orc is in supernatural darkness
      When the swordsman tries to parry the unseen attack of the orc
      Then the modifier is 0
      And the defence is reported as parry

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: A blind defender sees no weapon come out of the smoke: Hearing-2 to parry at -4
      # 他可以正常防御，因为他可以看到武器打过来: the reason is his sight, and a blind man sees no weapon coming;
      # the attacker is unseen by him (看不见的), so he parries only after Hearing 10 - 2 = 8, at -4
      Given the orc is in a smoke-filled hex
      And the swordsman is blind
      When the swordsman tries to parry the unseen attack of the orc and the dice show 8
      Then the roll is against 8
      And the modifier is -4

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.dodge
    Scenario: A defender in total darkness sees no weapon come out of the smoke: he dodges at -4
      Given the orc is in a smoke-filled hex
      And the swordsman is in total darkness
      When the swordsman tries to dodge the unseen attack of the orc
      Then the modifier is -4

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: A blind defender sees no weapon come out of supernatural darkness either: without Hearing, no parry
      Given the orc is in supernatural darkness
      And the swordsman is blind
      When the swordsman tries to parry the unseen attack of the orc and the dice show 9
      Then the defence is reported as dodge only

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: Both in the supernatural darkness, the defender sees no weapon coming: Hearing-2 to parry at -4
      Given the orc is in supernatural darkness
      And the swordsman is in supernatural darkness
      When the swordsman tries to parry the unseen attack of the orc and the dice show 8
      Then the modifier is -4

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.dodge
    Scenario: Both in smoke, the defender sees no weapon coming: he dodges at -4
      # 如果攻击者位于烟幕...中，但是防御者没有在里面，那么他可以正常防御，因为他可以看到武器打过来: a defender in the
      # smoke himself does not see the weapon coming; the attacker is unseen (看不见的), so 可以进行闪避，但有-4
      Given the orc is in a smoke-filled hex
      And the swordsman is in a smoke-filled hex
      When the swordsman tries to dodge the unseen attack of the orc
      Then the modifier is -4

    @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
    Scenario: Both in smoke, without the Hearing roll the defender may not parry
      # Hearing 10 - 2 = 8; the dice show 9: 如果防御者成功进行一次听觉-2 检定，他可以进行盾挡或是招架 is not met
      Given the orc is in a smoke-filled hex
      And the swordsman is in a smoke-filled hex
      When the swordsman tries to parry the unseen attack of the orc and the dice show 9
      Then the defence is reported as dodge only

  Rule: Torches

    @clause:gurps.visibility.torch-weapon
    Scenario: A torch strikes as a baton with a linked point of burning
      When the swordsman strikes the orc with a torch
      Then rule gurps.visibility.torch-weapon is applied

    @clause:gurps.visibility.torch-weapon
    Scenario: The torch's linked burning damage is 1 point
      # 当做连接1 点灼烧伤害的短棍: baton damage plus a linked 1 point of burning.
      When the swordsman strikes the orc with a torch
      Then the burning damage is reported as 1

    @clause:gurps.visibility.torch-ignition
    Scenario Outline: A torch held to <material> for <seconds> seconds: <fire>
      When the swordsman holds a torch to the <material> for <seconds> seconds
      Then the fire is reported as <fire>

      Examples:
        | material | seconds | fire       |
        | oil      | 2       | nothing    |
        | oil      | 3       | ignites    |
        | clothing | 3       | nothing    |
        | clothing | 4       | smoulders  |
        | clothing | 9       | smoulders  |
        | clothing | 10      | burns      |
        | rope     | 10      | GM decides |

    @clause:gurps.visibility.torch-ignition
    @ruling:gurps.visibility.ignition-timing=strictly-after
    Scenario: Read strictly, clothing only smoulders after the 4th second
      When the swordsman holds a torch to the clothing for 4 seconds
      Then the fire is reported as nothing

    @clause:gurps.visibility.torch-ignition
    @ruling:gurps.visibility.ignition-timing=strictly-after
    Scenario: Read strictly, oil still ignites in 3 seconds: "需要3 秒点燃" has no 后
      When the swordsman holds a torch to the oil for 3 seconds
      Then the fire is reported as ignites

  Rule: Other readings of unclear passages

    @clause:gurps.visibility.invisible-foe
    @ruling:gurps.visibility.invisible-needs-hearing=no-hearing
    Scenario: If seeing his surroundings were enough, no Hearing roll against an invisible foe
      Given the orc is invisible
      When the swordsman attacks the orc, whom he cannot see
      Then the modifier is -6

    @clause:gurps.visibility.blind-attacker.failed-hearing
    @ruling:gurps.visibility.failed-hearing-hex=random-hex
    Scenario: Read as "at random", the hex after a failed Hearing roll is the GM's random pick
      Given the swordsman is in total darkness
      When the swordsman attacks hex B3, where he thinks the orc is and the dice show 12
      Then the target hex is reported as random

    @clause:gurps.visibility.blind-attacker.failed-hearing
    @ruling:gurps.visibility.failed-hearing-hex=random-hex
    Scenario: Read as "at random", a blind attacker who names no hex is not refused: the hex is picked at random
      Given the swordsman is in total darkness
      When the swordsman attacks the orc, whom he cannot see and the dice show 12
      Then the target hex is reported as random

    @clause:gurps.visibility.light-source
    @ruling:gurps.visibility.light-scope=any-worse
    Scenario: Read as a floor for every sight penalty, a torch turns the invisible foe's -6 into -3
      Given the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3

    @clause:gurps.visibility.light-source
    Scenario: By default a torch does not help against an invisible foe
      Given the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -6

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.random-location
    Scenario: By default a torch in the dark lifts only the penalty: Hearing roll and random location remain
      # Hearing 10 - 2 = 8; the dice show 8: located. -10 becomes -3; the hit location stays random.
      Given the swordsman is in total darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3
      And the swordsman located his foe
      And the orc faces a random hit location

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.locate
    Scenario: By default the torch-lit attacker still locates his foe only 7 times in 27
      # Hearing-2 = 8: 3d6 totals of 8 or less are 56 of 216 = 7/27.
      Given the swordsman is in total darkness
      When the swordsman attacks hex B3, where he thinks the orc is, by the light of a torch
      Then the chance that the swordsman located his foe is 7/27

    @clause:gurps.visibility.light-source @clause:gurps.visibility.located-foe
    Scenario: In the dark by the light of a torch, a foe in a smoke-filled hex is attacked at the smoke's -4
      # 火把或手电能够减少由于黑暗造成的攻击检定的减值: the light lessens the darkness, not the smoke; he sees
      # the smoke-filled hex, so 不需要听觉检定而且攻击检定的减值只有-4 (no dice rolled), the location random.
      Given the swordsman is in total darkness
      And the orc is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch
      Then the modifier is -4
      And the swordsman located his foe
      And the orc faces a random hit location

    @clause:gurps.visibility.light-source @clause:gurps.visibility.located-foe
    @ruling:gurps.visibility.light-and-smoke=stack
    Scenario: Read as two causes, the smoke's -4 and the torch-lit darkness -3 make -7
      Given the swordsman is in total darkness
      And the orc is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch
      Then the modifier is -7
      And the swordsman located his foe

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.locate
    @ruling:gurps.visibility.light-and-smoke=light
    Scenario: Read as the light's alone, the foe in smoke is attacked at -3 after the Hearing roll
      # Hearing 10 - 2 = 8; the dice show 8: located (ruling gurps.visibility.light-removes=penalty-only).
      Given the swordsman is in total darkness
      And the orc is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3
      And the swordsman located his foe

    @clause:gurps.visibility.light-source @clause:gurps.visibility.invisible-foe
    Scenario: In the dark by the light of a torch, an invisible foe is attacked at the invisible foe's -6
      # 火把或手电能够减少由于黑暗造成的攻击检定的减值: the light lessens the darkness, not the invisibility; by it he
      # sees his surroundings but not the foe (可以看见周围的东西：如果只有敌人是隐形的), so 攻击的减值只有-6, after
      # Hearing 10 - 2 = 8 (the dice show 8: located), the hit location random.
      Given the swordsman is in total darkness
      And the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -6
      And the swordsman located his foe
      And the orc faces a random hit location

    @clause:gurps.visibility.light-source @clause:gurps.visibility.invisible-foe
    @ruling:gurps.visibility.light-and-invisible=stack
    Scenario: Read as two causes, the invisible foe's -6 and the torch-lit darkness -3 make -9
      Given the swordsman is in total darkness
      And the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -9
      And the swordsman located his foe

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.locate
    @ruling:gurps.visibility.light-and-invisible=light
    Scenario: Read as the light's alone, the invisible foe in the dark is attacked at -3 after the Hearing roll
      Given the swordsman is in total darkness
      And the orc is invisible
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3
      And the swordsman located his foe

    @clause:gurps.visibility.light-source
    Scenario: By default a torch in sight lessens supernatural darkness too: -3
      # 火把或手电能够减少由于黑暗造成的攻击检定的减值 ... 任何视线内的这类光源可以将减值从-10 削减到-3: the text makes no
      # exception for the supernatural darkness it names elsewhere. Hearing 10 - 2 = 8; the dice show 8.
      Given the swordsman is in supernatural darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -3

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.penalty
    @ruling:gurps.visibility.light-in-supernatural-darkness=unlit
    Scenario: Read as darkness no light lessens, supernatural darkness stays at -10 by the light of a torch
      Given the swordsman is in supernatural darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -10

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.penalty
    @ruling:gurps.visibility.light-in-supernatural-darkness=unlit @ruling:gurps.visibility.light-scope=any-worse
    Scenario: Read as darkness no light lessens, the torch caps no penalty in supernatural darkness either
      Given the swordsman is in supernatural darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch and the dice show 8
      Then the modifier is -10

    @clause:gurps.visibility.invisible-foe
    @ruling:gurps.visibility.foe-in-supernatural-darkness=unseen-foe
    Scenario: Read as no case like smoke, a foe in supernatural darkness is attacked as one unseen: -6 after Hearing
      # Hearing 10 - 2 = 8; the dice show 8: located
      Given the orc is in supernatural darkness
      When the swordsman attacks the orc, whom he cannot see and the dice show 8
      Then the modifier is -6
      And the swordsman located his foe

    @clause:gurps.visibility.located-foe
    @ruling:gurps.visibility.attacker-in-smoke-sees=located
    Scenario: Read as seeing his foe only through the smoke, an attacker in smoke attacks one outside it at -4
      # the smoke between them, whichever side each stands, is a case like the foe's smoke-filled hex (或是类似情况):
      # 不需要听觉检定而且攻击检定的减值只有-4, and 使用上面的规则 keeps the random hit location. No dice are rolled.
      Given the swordsman is in a smoke-filled hex
      When the swordsman attacks the orc, whom he cannot see
      Then the modifier is -4
      And the swordsman located his foe
      And the orc faces a random hit location

    @clause:gurps.visibility.light-source @clause:gurps.visibility.blind-attacker.random-location
    @ruling:gurps.visibility.light-removes=sight-restored
    Scenario: Read as restoring sight, the torch-lit attacker needs no Hearing roll and chooses his target's location
      # He sees by the light: no roll at all (no dice given, none called for), -3, no random location.
      Given the swordsman is in total darkness
      When the swordsman attacks the orc, whom he cannot see, by the light of a torch
      Then the modifier is -3
      And the swordsman located his foe
      And the orc faces no random hit location
