# language: zh-CN
功能:危险动作与受惊的坐骑（骑乘战斗），用规则原文的中文写成
  与 mounted.feature 相同的规则：“要让坐骑冲入或越过障碍物、进入难以立足的区域、进行跳跃、急转弯的
  危险动作，骑手必须进行一次骑术检定。失败意味着坐骑不听指挥；参见受惊的坐骑。”受惊的坐骑“通常不听
  命令了”：再要求它做危险动作会被拒绝，在多个动作的精确概率问题中，这一分支就此结束。
  骑士的骑术为12。

  @clause:gurps.mounted.dangerous-manoeuvres @clause:gurps.mounted.frightened.control
  场景:检定失败：马不听指挥，受惊了，第二次要求被拒绝
    # 骑术12，没有战斗训练的坐骑-3：检定目标9；10失败。
    假如骑士骑着一匹受过训练的马
    当骑士要让坐骑进行跳跃，骰子掷出10
    那么检定目标为9
    而且马受惊了
    而且马不听指挥
    当骑士要让坐骑进行跳跃
    那么规则gurps.mounted.frightened.control禁止跳跃

  @clause:gurps.mounted.dangerous-manoeuvres @clause:gurps.mounted.frightened.control
  场景:两次跳跃：第二次被拒绝的概率
    # 检定目标9：3d6 ≤ 9 有81/216 = 3/8，失败5/8。
    # 第一次失败（5/8）：马受惊，第二次要求被规则gurps.mounted.frightened.control禁止：5/8。
    # 第一次成功（3/8）后：第二次也成功3/8 × 3/8 = 9/64；第二次失败3/8 × 5/8 = 15/64。
    # 合计：5/8 + 9/64 + 15/64 = 1。受惊：40/64 + 15/64 = 55/64。
    假如骑士骑着一匹受过训练的马
    当骑士要让坐骑进行跳跃
    而且骑士要让坐骑进行跳跃
    那么规则gurps.mounted.frightened.control禁止第二次跳跃的概率是5/8
    而且马听从骑手的指挥的概率是9/64
    而且马受惊了的概率是55/64

  @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking
  场景:飞奔的马急刹车，DX检定成功，骑术检定失败的骑手仍然跌落
    # 16码/秒，基础移动8，减速12：超出基础移动4，-2；DX 9+3-2 = 10，掷出10成功；
    # 骑士的骑术12掷出13失败：尽管坐骑完成了这个动作，骑手从坐骑上跌落
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马急刹车，减速12，骰子掷出10然后13
    那么骑士从坐骑上跌落
    而且马的速度为4码/秒

  @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking
  场景:骑术检定成功的骑手在急刹车中留在马上
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马急刹车，减速12，骰子掷出10然后12
    那么骑士骑在马上
    而且马的速度为4码/秒

  @clause:gurps.mounted.falling-off @clause:gurps.high-speed.hard-braking @clause:gurps.mount-out-of-control.table.12
  场景:飞奔的马急刹车检定失败：后果同坐骑失控表的项目12，而不是像跑者一样翻滚
    # DX 9+3-2 = 10，掷出11失败；结果12：DX+1 = 10，掷出11失败（摔折一条腿）；骑术-2 = 10，掷出11失败
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马急刹车，减速12，骰子掷出11然后11然后11
    那么马摔倒了
    而且马摔折了一条腿
    而且骑士受到从3码高度跌落的伤害
    而且马不受跌落伤害
    而且马脱离了高速移动状态

  @clause:gurps.mounted.falling-off @clause:gurps.high-speed.early-turn
  场景:提前转向是急转弯：马的DX检定成功后，骑手进行骑术检定
    # 16码/秒，基础移动8：超出一个完整的基础移动，-1；DX 9+3-1 = 11，掷出11成功；骑术12掷出13失败
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马提前转向，骰子掷出11然后13
    那么骑士从坐骑上跌落

  @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.high-speed.loss-of-control.tumble
  @clause:gurps.mount-out-of-control.direct @clause:gurps.mount-out-of-control.table.12
  @ruling:gurps.high-speed.ridden-mount-loss-of-control=tumble-and-result-12
  场景:飞奔的马被震慑：翻滚，并且因为摔倒，不投骰直接采用结果12
    # 以16码/秒被震慑，还没有移动：先倒下，向前翻滚16的1/4 = 4码，受到以16码/秒的速度下落的伤害。
    # 坐骑摔倒直接采用结果12：DX+1 = 10，掷出10成功；骑士的骑术-2 = 10，掷出11失败：从3码高度跌落
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马被震慑了，骰子掷出10然后11
    那么马向前翻滚了4码
    而且马受到以16码/秒的速度下落的伤害
    而且马在坐骑失控表上的结果为12
    而且马摔倒了
    而且骑士从坐骑上跌落
    而且骑士受到从3码高度跌落的伤害

  @clause:gurps.high-speed.loss-of-control.stun-or-maneuver @clause:gurps.high-speed.loss-of-control.tumble
  @ruling:gurps.high-speed.ridden-mount-loss-of-control=riders-stay-seated
  场景:按翻滚只属于坐骑的解读，骑士留在被震慑的马上
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当马被震慑了
    那么马向前翻滚了4码
    而且骑士骑在马上

  @clause:gurps.mounted.dismounting @clause:gurps.high-speed.velocity
  场景:马在这一轮已经移动过，骑手不能像从站着的马上一样安全下马
    # 如果坐骑没有移动过，或是只移动了一个迈步：马在这一轮移动了12码，超过一个迈步
    假如骑士骑着一匹受过战斗训练的马
    而且马正以12码/秒的速度移动
    当马移动12码
    而且骑士使用改变姿势行动下马
    那么规则gurps.mounted.dismounting禁止下马
