# language: zh-CN
功能:恐慌与骑兵武器（GURPS 第四版），用规则原文的中文写成
  与 mounted_weapons.feature 相同的规则：骑枪的伤害“骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100，
  再加上骑枪的+3”；恐慌“GM 可以让该NPC 进行一次Will 检定”；“控制坐骑的骑手的骑术技能额外-1”。
  骑士（骑术12）骑着一匹受过战斗训练的马（ST 25）。“骰子掷出”给出3d6或伤害骰的总和。

  背景:
    假如骑士骑着一匹受过战斗训练的马
    而且一名基础移动为5的兽人

  @clause:gurps.mounted-weapons.lance.damage
  场景:上个轮没有移动的坐骑上支撑好的骑枪：25 × 0 / 100 = 0个骰子，0d+3
    # 骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100，再加上骑枪的+3：没有骰子，只有+3
    当骑士冲锋0码后用支撑好的骑枪攻击
    那么骑枪伤害骰计为0d+3
    而且伤害为3

  @clause:gurps.mounted-weapons.lance.damage
  @ruling:gurps.mounted-weapons.lance-dice=round-down
  场景:ST 25冲锋3码：0.75个骰子，舍去小数为0d+3
    当骑士冲锋3码后用支撑好的骑枪攻击
    那么骑枪伤害骰计为0d+3
    而且伤害为3

  @clause:gurps.mounted-weapons.lance.damage
  @ruling:gurps.mounted-weapons.lance-dice=round-down-min-one
  场景:按坐骑移动过就至少一个骰子的解读，ST 25冲锋3码为1d+3
    当骑士冲锋3码后用支撑好的骑枪攻击，骰子掷出4
    那么骑枪伤害骰计为1d+3

  @clause:gurps.mounted-weapons.lance.damage
  @ruling:gurps.mounted-weapons.lance-dice=round-down-min-one
  场景:即使按至少一个骰子的解读，上个轮没有移动也是0d+3
    当骑士冲锋0码后用支撑好的骑枪攻击
    那么骑枪伤害骰计为0d+3

  @clause:gurps.mounted-weapons.lance.damage @clause:gurps.high-speed.velocity
  场景:马上个轮移动了12码：25 × 12 / 100 = 3个骰子，3d+3
    # 骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100，再加上骑枪的+3：骰子掷出9，9 + 3 = 12
    假如马正以12码/秒的速度移动
    当马移动12码
    而且过了1秒
    而且骑士用支撑好的骑枪攻击，骰子掷出9
    那么骑枪伤害骰计为3d+3
    而且伤害为12

  @clause:gurps.mounted-weapons.panic
  @ruling:gurps.mounted-weapons.panic-target=npc-only
  场景:被冲锋的玩家角色不进行Will检定：这个检定是GM让NPC进行的
    # GM 可以让该NPC 进行一次Will 检定：玩家角色不检定，既不坚守也不逃跑
    假如兽人：是玩家角色
    当骑士骑马冲向兽人
    那么既没有兽人坚守阵地，也没有兽人尝试逃跑

  @clause:gurps.mounted-weapons.panic
  @ruling:gurps.mounted-weapons.panic-target=anyone
  场景:按任何不适应骑兵的人物都要检定的解读，玩家角色也进行Will检定
    假如兽人：是玩家角色
    当骑士骑马冲向兽人，骰子掷出10
    那么兽人坚守阵地

  @clause:gurps.mounted-weapons.melee-skill @clause:gurps.mounted-defence.multiple-riders.controller
  场景:身后带着侍从，骑术技能低1，阔剑技能以此为上限
    # 控制坐骑的骑手的骑术技能额外-1：骑术14 - 1 = 13，阔剑14与13中较低的是13
    假如侍从坐在骑士身后
    而且骑士的骑术为14
    而且骑士的阔剑为14
    当骑士在马上用剑攻击，骰子掷出10
    那么有效技能计为13

  @clause:gurps.mounted-weapons.ranged.skill @clause:gurps.mounted-defence.multiple-riders.controller
  场景:身后带着侍从，弓术14、骑术12 - 1：他以11射击
    假如侍从坐在骑士身后
    而且骑士的弓术为14
    当骑士在马上用弓攻击，骰子掷出3
    那么有效技能计为11

  @clause:gurps.mounted-weapons.ranged.aiming @clause:gurps.high-speed.velocity
  @ruling:gurps.mounted-weapons.aim-at-speed=moved-so-far
  场景:马在这一轮已经移动过，骑手如同在移动载具上开火一样瞄准
    # 如果坐骑移动的距离超过一个迈步：马在这一轮移动了12码，超过一个迈步
    假如马正以12码/秒的速度移动
    当马移动12码
    而且骑士在坐骑上瞄准
    那么骑士不能从额外的瞄准时间获益

  @clause:gurps.mounted-weapons.ranged.aiming
  @ruling:gurps.mounted-weapons.aim-at-speed=at-speed-moves
  场景:高速移动的马在移动：骑手不能从额外的瞄准时间获益
    # 以12码/秒的速度，马这一轮必须移动12码（你必须按你的速度移动），超过一个迈步
    假如马正以12码/秒的速度移动
    当骑士在坐骑上瞄准
    那么骑士不能从额外的瞄准时间获益

  @clause:gurps.mounted-weapons.ranged.aiming
  @ruling:gurps.mounted-weapons.aim-at-speed=moved-so-far
  场景:按只计这一轮已移动距离的解读，飞奔的马移动之前骑手正常瞄准
    假如马正以12码/秒的速度移动
    当骑士在坐骑上瞄准
    那么骑士正常瞄准

  @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
  @ruling:gurps.mounted-weapons.lance-exhausted-mount=slow-walk
  场景:精疲力尽的马只以缓慢步行推动骑枪，不论它上个轮跑了多远
    # 支撑好的骑枪的伤害来源于坐骑的质量和速度；精疲力尽的马不会以超过缓慢步行的速度(移动力2)移动：
    # 25 × 2 / 100 = 1/2个骰子，舍去为0d+3，只有骑枪的+3
    假如马：感觉精疲力尽
    当骑士冲锋8码后用支撑好的骑枪攻击
    那么骑枪伤害骰计为0d+3
    而且伤害为3

  @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
  @ruling:gurps.mounted-weapons.lance-exhausted-mount=last-turn
  场景:按上个轮移动距离的解读，马在精疲力尽之前的冲锋仍然计入
    # 上个轮移动的距离：25 × 8 / 100 = 2个骰子，再加上+3；骰子掷出7：10
    假如马：感觉精疲力尽
    当骑士冲锋8码后用支撑好的骑枪攻击，骰子掷出7
    那么骑枪伤害骰计为2d+3
    而且伤害为10

  @clause:gurps.mounted-weapons.lance.damage @clause:gurps.mount-out-of-control.table.6-7
  @ruling:gurps.mounted-weapons.lance-exhausted-mount=no-strike
  场景:按骑枪攻击是坐骑冲锋的解读，精疲力尽的马不能支撑骑枪攻击
    # 不会战斗或是以超过缓慢步行的速度(移动力2)移动
    假如马：感觉精疲力尽
    当骑士冲锋8码后用支撑好的骑枪攻击
    那么规则gurps.mount-out-of-control.table.6-7禁止冲锋

  @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
  @ruling:gurps.mounted-weapons.lance-relative-velocity=formula-only
  场景:相对速度为8时支撑好的骑枪：只按公式，2d+3，同原文的例子
    # “一匹ST 25 的战马，以8 的移动力冲锋，造成的是2d+3 的穿刺伤害”：骑枪的伤害已经来源于坐骑的质量和速度，
    # 没有伤害+1；25 × 8 / 100 = 2个骰子，再加上+3；骰子掷出7：7 + 3 = 10
    当骑士冲锋8码后用支撑好的骑枪攻击，坐骑相对于对手的速度为8，骰子掷出7
    那么骑枪伤害骰计为2d+3
    而且伤害为10

  @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
  @ruling:gurps.mounted-weapons.lance-relative-velocity=add
  场景:按加上相对速度伤害+1的解读，相对速度为8时支撑好的骑枪造成2d+4
    # “如果坐骑的速度相对于对手有7 或更高，攻击的命中-1，伤害+1”：2d+3再加1；骰子掷出7：7 + 3 + 1 = 11
    当骑士冲锋8码后用支撑好的骑枪攻击，坐骑相对于对手的速度为8，骰子掷出7
    那么骑枪伤害骰计为2d+4
    而且伤害为11

  @clause:gurps.mounted-weapons.relative-velocity @clause:gurps.mounted-weapons.lance.damage
  场景:相对速度不到7时骑枪没有相对速度的修正
    # “有7 或更高”：6不到7；25 × 8 / 100 = 2个骰子，再加上+3；骰子掷出7：10
    当骑士冲锋8码后用支撑好的骑枪攻击，坐骑相对于对手的速度为6，骰子掷出7
    那么骑枪伤害骰计为2d+3
    而且伤害为10

  @clause:gurps.mounted-weapons.lance.jousting
  场景:竞技场上钝的木头骑枪：伤害超过15时骑枪弯曲，将伤害限制在15
    # “这些武器造成相同的伤害，但是类型是cr——而且如果伤害超过了15，骑枪会弯曲，将伤害限制在15”：
    # ST 50 × 8 / 100 = 4个骰子，再加上+3；骰子掷出22：22 + 3 = 25，超过15
    假如马的ST为50
    当骑士冲锋8码后用钝的木头骑枪对决，骰子掷出22
    那么骑枪伤害骰计为4d+3
    而且骑枪弯曲，将伤害限制在15
    而且伤害为15

  @clause:gurps.mounted-weapons.lance.jousting
  场景:伤害不超过15，骑枪不弯曲
    # 25 × 8 / 100 = 2个骰子，再加上+3；骰子掷出9：12
    当骑士冲锋8码后用钝的木头骑枪对决，骰子掷出9
    那么伤害为12
    而且骑枪弯曲，将伤害限制在15的概率是0
