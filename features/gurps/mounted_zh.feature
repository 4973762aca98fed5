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
