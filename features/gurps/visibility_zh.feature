# language: zh-CN
功能:看不见的攻击者（GURPS 第四版能见度），用规则原文的中文写成
  与 visibility.feature 相同的规则：“如果攻击者位于烟幕或是超自然黑暗中，但是防御者没有在里面，那么他
  可以正常防御，因为他可以看到武器打过来。”“骰子掷出”给出3d6的总和。

  背景:
    假如一名基础移动为5的剑士
    而且一名基础移动为5的兽人

  @clause:gurps.visibility.unseen-attacker.attacker-in-smoke
  场景:只有攻击者位于超自然黑暗中，防御者看得到武器打过来
    假如兽人：位于超自然黑暗中
    当剑士试图招架兽人看不见的攻击
    那么修正值为0

  @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
  场景:两人都在超自然黑暗中，防御者看不到武器打过来：听觉-2检定后招架-4
    假如兽人：位于超自然黑暗中
    而且剑士：位于超自然黑暗中
    当剑士试图招架兽人看不见的攻击，骰子掷出8
    那么修正值为-4

  @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.block-parry
  场景:瞎了的防御者看不到武器从烟雾中打过来：听觉-2检定后招架-4
    # “因为他可以看到武器打过来”：瞎了的人看不到；听觉10-2=8
    假如兽人：位于单个的充满烟雾的格子内
    而且剑士：瞎了
    当剑士试图招架兽人看不见的攻击，骰子掷出8
    那么检定目标为8
    而且修正值为-4

  @clause:gurps.visibility.unseen-attacker.attacker-in-smoke @clause:gurps.visibility.unseen-attacker.dodge
  场景:两人都在烟雾中，防御者看不到武器打过来：闪避-4
    # “但是防御者没有在里面”不成立：防御者自己也在烟雾里，看不到武器打过来
    假如兽人：位于单个的充满烟雾的格子内
    而且剑士：位于单个的充满烟雾的格子内
    当剑士试图闪避兽人看不见的攻击
    那么修正值为-4
