# language: zh-CN
功能:坐骑失控表（GURPS 第四版，中文原文的说法）
  与 mount_out_of_control.feature 和 success_roll.feature 相同的规则，用规则原文的中文写成：
  步骤的代码相同，只有说法不同。“如果你对于坐骑彻底失去控制，投2d 然后参照下面的表格。”
  骑士（骑术12）骑着一匹受过战斗训练的马。“骰子掷出”先给2d的总和，再给该结果要求的3d6检定。

  背景:
    假如骑士骑着一匹受过战斗训练的马
    而且骑士手里拿着剑

  @clause:gurps.mount-out-of-control.roll @clause:gurps.mount-out-of-control.table.2
  场景:2——你被从坐骑上甩飞了：3码高度跌落，然后驯兽-3检定唤回坐骑
    假如骑士的驯兽为12
    当骑士对于坐骑彻底失去控制，骰子掷出2然后9
    那么骑士从坐骑上跌落
    而且骑士受到从3码高度跌落的伤害
    而且检定目标为9
    而且骑士唤回了坐骑

  @clause:gurps.mount-out-of-control.table.3
  场景:3——你失手跌落了：一次跳跃检定能消除这个伤害
    假如骑士的跳跃为12
    当骑士对于坐骑彻底失去控制，骰子掷出3然后12
    那么骑士从坐骑上跌落
    而且骑士不受跌落伤害

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mount-out-of-control.table.5
  场景:4——你把手里的东西弄丢了，然后再投一次
    当骑士对于坐骑彻底失去控制，骰子掷出4然后5
    那么骑士把剑弄丢了
    而且马对着敌人直直地冲了过去

  @clause:gurps.mount-out-of-control.table.5
  场景:5——坐骑对着敌人直直地冲了过去，骑士仍然拿着剑
    当骑士对于坐骑彻底失去控制，骰子掷出5
    那么马对着敌人直直地冲了过去
    而且骑士仍然拿着剑

  @clause:gurps.mount-out-of-control.table.4
  场景:先4后10——坐骑失控表上的结果至多为4的有一个，至少为10的也有一个
    # 4：然后按这个表再投一次——4 仍然算数，再投得 10：马得到了两个结果，一个至少为 10，一个至多为 4，
    # 没有至少为 11 的。至少、至多放在“为”之前，不放在数字前（“结果为至少10”不读）。
    当骑士对于坐骑彻底失去控制，骰子掷出4然后10
    那么马在坐骑失控表上的结果至少为10
    而且马在坐骑失控表上的结果至多为4
    而且马在坐骑失控表上的结果至少为11的概率是0

  @clause:gurps.mount-out-of-control.table.6-7
  场景大纲:<结果>——坐骑感觉精疲力尽
    当骑士对于坐骑彻底失去控制，骰子掷出<结果>
    那么马感觉精疲力尽

    例子:
      | 结果 |
      | 6    |
      | 7    |

  @clause:gurps.mount-out-of-control.table.8-9
  场景:8-9——坐骑变得神经过敏：之后的所有骑术检定-1，减值累积
    当骑士对于坐骑彻底失去控制，骰子掷出8
    而且骑士对于坐骑彻底失去控制，骰子掷出9
    而且骑士进行一次骑术检定，骰子掷出3
    那么马变得神经过敏，骑术检定-2
    而且检定目标为10

  @clause:gurps.mount-out-of-control.table.10
  场景:10——坐骑对着敌人的相反方向猛冲
    当骑士对于坐骑彻底失去控制，骰子掷出10
    那么马对着敌人的相反方向猛冲

  @clause:gurps.mount-out-of-control.table.11
  场景:11——马鞍松脱了：骑术检定-3
    当骑士对于坐骑彻底失去控制，骰子掷出11
    而且骑士进行一次骑术检定，骰子掷出3
    那么马的马鞍松脱了
    而且检定目标为9

  @clause:gurps.mount-out-of-control.direct
  场景:骑手被甩飞时不投骰，直接采用结果2
    当骑士被从坐骑上甩飞
    那么马在坐骑失控表上的结果为2
    而且骑士受到从3码高度跌落的伤害

  @clause:gurps.base.success-roll @clause:gurps.base.critical
  场景:骑术10时的确切概率
    # 3d6 总和不超过10：1+3+6+10+15+21+25+27 = 108/216 = 1/2。
    # 大成功：3或4，4/216 = 1/54。大失败：17或18，4/216 = 1/54。
    假如骑士的骑术为10
    当骑士进行一次骑术检定
    那么检定成功的概率是1/2
    而且检定大成功的概率是1/54
    而且检定大失败的概率是1/54

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mount-out-of-control.table.5
  场景:“然后按这个表再投一次”：冲向敌人的确切概率
    # 2d：5 为 4/36。投出 4 则再投，直到不是 4：结果按“不是 4”的 2d 分布，5 为 4/33。
    当骑士对于坐骑彻底失去控制
    那么马对着敌人直直地冲了过去的概率是4/33

  @clause:gurps.mount-out-of-control.table.4 @clause:gurps.mount-out-of-control.table.5 @ruling:gurps.mount-out-of-control.reroll=once
  场景:若只再投一次，第二个 4 不再有效果：冲向敌人的概率为13/108
    # 5 为 4/36，加上先投 4（3/36）再投 5（4/36）：4/36 × 39/36 = 156/1296 = 13/108。
    当骑士对于坐骑彻底失去控制
    那么马对着敌人直直地冲了过去的概率是13/108

  @clause:gurps.mounted-weapons.acrobatics.turn-back
  场景:在鞍上转身射击：该轮的所有骑术检定-1，下一轮就不再减
    # 该轮的所有骑术检定-1：骑术12 - 1 = 11；过了1秒（下一轮），回到12。
    假如骑士的弓术为12
    当骑士在鞍上转身并向后用弓射击，骰子掷出3
    而且骑士进行一次骑术检定，骰子掷出3
    那么检定目标为11
    当下一轮开始
    而且骑士进行一次骑术检定，骰子掷出3
    那么检定目标为12
    当过了1秒
    而且骑士进行一次骑术检定，骰子掷出3
    那么检定目标为12

  @clause:gurps.mount-out-of-control.table.5
  场景:5——坐骑冲向敌人：骑士没有从坐骑上跌落，也没有把剑弄丢
    # 表上的5：坐骑对着敌人直直地冲了过去；骑士留在鞍上，剑仍在手里。
    当骑士对于坐骑彻底失去控制，骰子掷出5
    那么骑士没有从坐骑上跌落
    而且骑士没有把剑弄丢
    而且既没有骑士从坐骑上跌落，也没有马感觉精疲力尽
    而且马对着敌人直直地冲了过去或马对着敌人的相反方向猛冲

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.mount-attacks
  场景:6-7——精疲力尽的坐骑不会战斗
    假如一名基础移动为5的兽人
    当骑士对于坐骑彻底失去控制，骰子掷出7
    而且马对兽人发动踢击
    那么规则gurps.mount-out-of-control.table.6-7禁止踢击

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted.mount-movement
  场景:6-7——精疲力尽的坐骑不会以超过缓慢步行的速度移动：不飞奔
    假如马：具有增强移动优势
    当骑士对于坐骑彻底失去控制，骰子掷出6
    而且马以飞奔前进
    那么规则gurps.mount-out-of-control.table.6-7禁止飞奔

  @clause:gurps.mount-out-of-control.table.6-7 @ruling:gurps.mount-out-of-control.exhausted-speed=at-once
  场景:6-7——飞奔中精疲力尽的坐骑立即不超过移动力2，脱离高速移动状态
    # “不会...以超过缓慢步行的速度(移动力2)移动”：从16码/秒降到2，不超过基础移动8
    假如马正以16码/秒的速度移动
    当骑士对于坐骑彻底失去控制，骰子掷出6
    那么马感觉精疲力尽
    而且马的速度为2码/秒
    而且马脱离了高速移动状态

  @clause:gurps.mount-out-of-control.table.6-7 @ruling:gurps.mount-out-of-control.exhausted-speed=at-once
  场景:6-7——战斗开始前就精疲力尽的坐骑，从第一个行动起也不超过移动力2
    # 不论坐骑怎样变得精疲力尽：以16码/秒设定的马，在下一个行动开始时速度为2
    假如马正以16码/秒的速度移动
    而且马：感觉精疲力尽
    当骑士进行一次骑术检定，骰子掷出10
    那么马的速度为2码/秒
    而且马脱离了高速移动状态

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.high-speed.deceleration
  @ruling:gurps.mount-out-of-control.exhausted-speed=safe-deceleration
  场景:6-7——按以安全限度减速的解读，精疲力尽的坐骑在之后的轮里继续减速
    # 20 - 基础移动8 = 12；下一轮 12 - 8 = 4，不超过基础移动8
    假如马正以20码/秒的速度移动
    当骑士对于坐骑彻底失去控制，骰子掷出7
    那么马的速度为12码/秒
    当下一轮开始
    那么马的速度为4码/秒
    而且马脱离了高速移动状态

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mounted.frightened.defences
  @ruling:gurps.mount-out-of-control.seems-calm=calms
  场景:8-9——坐骑看起来平静下来了：它重新听话，骑手可以招架
    # 只剩下骑术-1；骑士的骑术12，防御为正常水平
    当骑士对于坐骑彻底失去控制，骰子掷出9
    而且骑士进行招架
    那么马听从骑手的指挥
    而且马变得神经过敏，骑术检定-1
    而且修正值为0

  @clause:gurps.mount-out-of-control.table.8-9 @clause:gurps.mounted.frightened.defences
  @ruling:gurps.mount-out-of-control.seems-calm=still-frightened
  场景:8-9——按“只是看起来平静”的解读，坐骑仍不听指挥，骑手只能闪避
    # 看起来平静下来了，但是实际上变得神经过敏了；不听指挥的坐骑和上面的骑手仍然可以闪避——尽管其他主动防御都无法使用
    当骑士对于坐骑彻底失去控制，骰子掷出9
    而且骑士进行招架
    那么规则gurps.mounted.frightened.defences禁止招架
    而且马受惊了
    而且马变得神经过敏，骑术检定-1

  @clause:gurps.mount-out-of-control.table.10 @clause:gurps.mounted.frightened.regain
  @ruling:gurps.mount-out-of-control.control-after-row=regain-as-frightened
  场景:10——猛冲的坐骑不听指挥；骑手像对受惊的坐骑一样重新控制它
    # 重新控制的骑术检定大成功（4）：坐骑立刻重新听话了
    当骑士对于坐骑彻底失去控制，骰子掷出10
    而且骑士花1秒设法重新控制受惊的坐骑，骰子掷出4
    那么马听从骑手的指挥

  @clause:gurps.mount-out-of-control.table.10 @clause:gurps.mounted.frightened.control
  @ruling:gurps.mount-out-of-control.control-after-row=wholly-out
  场景:10——按永远完全失控的解读，骑术检定无法重新控制猛冲的坐骑
    当骑士对于坐骑彻底失去控制，骰子掷出10
    而且骑士花1秒设法重新控制受惊的坐骑
    那么规则gurps.mounted.frightened.control禁止重新控制

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=no-roll
  场景:3——身上既没有跳跃也没有杂技技能：不检定，受到2码高度跌落的伤害
    # 一次跳跃或是杂技技能检定能消除这个伤害：他无法进行这个检定；唯一的骰子是表上的3
    当骑士对于坐骑彻底失去控制，骰子掷出3
    那么骑士受到从2码高度跌落的伤害

  @clause:gurps.mount-out-of-control.table.3
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=refused
  场景:3——按需要技能的解读，没有技能就不能进行落地的检定
    当骑士对于坐骑彻底失去控制，骰子掷出3
    那么规则gurps.mount-out-of-control.table.3禁止检定

  @clause:gurps.mount-out-of-control.table.2
  @ruling:gurps.mount-out-of-control.skill-not-on-sheet=no-roll
  场景:2——身上没有驯兽技能，他无法唤回坐骑
    当骑士被从坐骑上甩飞
    那么骑士唤回了坐骑的概率是0

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.panic
  场景:6-7——精疲力尽的坐骑不会战斗，不会骑着它冲锋
    # “坐骑感觉精疲力尽，因而不会战斗或是以超过缓慢步行的速度(移动力2)移动”：冲锋两者都是
    假如一名基础移动为5的兽人
    当骑士对于坐骑彻底失去控制，骰子掷出7
    而且骑士骑马冲向兽人
    那么规则gurps.mount-out-of-control.table.6-7禁止冲锋

  @clause:gurps.mount-out-of-control.table.6-7 @clause:gurps.mounted-weapons.panic
  场景:6-7——战斗开始前就精疲力尽的坐骑也不会冲锋，没有人进行Will检定
    假如一名基础移动为5的兽人
    而且马：感觉精疲力尽
    当骑士骑马冲向兽人，骰子掷出10
    那么规则gurps.mount-out-of-control.table.6-7禁止冲锋

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  场景大纲:12——坐骑摔倒了，腿没有摔折也倒地不起：不会<步法>
    # DX+1检定 = 10，掷出10：没有摔折腿；骑术-2 = 10，掷出10；骑术 = 12，掷出12：骑士从摔倒的马身下跳出
    假如马：具有增强移动优势
    当骑士对于坐骑彻底失去控制，骰子掷出12然后10然后10然后12
    而且马以<步法>前进
    那么规则gurps.mount-out-of-control.table.12禁止<步法>

    例子:
      | 步法 |
      | 步行 |
      | 飞奔 |

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=rises-if-sound
  场景:12——按重新站起的解读，腿没有摔折的坐骑继续小跑
    # 摔倒后停了下来：以基础移动小跑；要再飞奔，须先转入高速移动状态
    假如马：具有增强移动优势
    当骑士对于坐骑彻底失去控制，骰子掷出12然后10然后10然后12
    而且马以小跑前进
    那么适用规则gurps.mounted.mount-movement

  @clause:gurps.mount-out-of-control.table.12 @ruling:gurps.mount-out-of-control.fallen-mount=rises-if-sound
  场景:12——摔折一条腿的坐骑不会步行，两种解读都是
    # DX+1检定 = 10，掷出11：“失败则摔折一条腿”
    当骑士对于坐骑彻底失去控制，骰子掷出12然后11然后10然后12
    而且马以步行前进
    那么规则gurps.mount-out-of-control.table.12禁止步行

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted-weapons.mount-attacks
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  场景:12——摔倒的坐骑不会攻击
    假如一名基础移动为5的兽人
    当骑士对于坐骑彻底失去控制，骰子掷出12然后10然后10然后12
    而且马对兽人发动踢击
    那么规则gurps.mount-out-of-control.table.12禁止踢击

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.mounted.mounting.two-manoeuvres
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  场景:12——没有人能再骑上摔倒的坐骑
    当骑士对于坐骑彻底失去控制，骰子掷出12然后10然后10然后12
    而且骑士爬上马，然后骑上去
    那么规则gurps.mount-out-of-control.table.12禁止骑上

  @clause:gurps.mount-out-of-control.table.12 @clause:gurps.high-speed.entering
  @ruling:gurps.mount-out-of-control.fallen-mount=stays-down
  场景:12——摔倒的坐骑不会进入高速移动
    假如马：具有增强移动优势
    当骑士对于坐骑彻底失去控制，骰子掷出12然后10然后10然后12
    而且马选择移动动作移动了8码，转向不超过0度，为下一轮取得9码/秒的速度
    那么规则gurps.mount-out-of-control.table.12禁止移动
