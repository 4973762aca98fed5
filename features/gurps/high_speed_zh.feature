# language: zh-CN
功能:高速移动（GURPS 第四版），用规则原文的中文写成
  与 high_speed.feature 相同的规则：“只有在地面移动时才使用基础移动。如果你在飞行，使用基本空中移动，
  游泳则使用基本水中移动”；增强移动与最大速度；“以下规则对于生物和高速载具同样适用”的失控。
  跑者的基础移动为5。“骰子掷出”给出3d6的总和。

  背景:
    假如一名基础移动为5的跑者

  @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.starting-velocity
  场景:飞行者按基本空中移动力进入高速移动，而不是地面的移动力
    # 飞完全部基本空中移动力12；加20%：12 + 2.4，舍去小数为+2：14
    假如跑者的基本空中移动力为12
    而且跑者：在飞行
    当跑者选择移动动作移动了12码，转向不超过0度，为下一轮取得14码/秒的速度
    那么起始速度上限计为14
    当下一轮开始
    那么跑者的速度为14码/秒
    而且跑者处于高速移动状态

  @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.entering
  场景:只飞了地面移动力的飞行者没有移动全部的基本空中移动力
    假如跑者的基本空中移动力为12
    而且跑者：在飞行
    当跑者选择移动动作移动了5码，转向不超过0度，为下一轮取得6码/秒的速度
    那么规则gurps.high-speed.entering禁止移动

  @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.starting-velocity
  场景:游泳者按基本水中移动力进入高速移动
    # 游完全部基本水中移动力3；3 + 20% = 3.6，至少+1：最多4
    假如跑者的基本水中移动力为3
    而且跑者：在游泳
    当跑者选择移动动作移动了3码，转向不超过0度，为下一轮取得4码/秒的速度
    而且下一轮开始
    那么跑者的速度为4码/秒
    而且跑者处于高速移动状态

  @clause:gurps.high-speed.flying-swimming.basic-move @clause:gurps.high-speed.sprint-top-speed
  场景:没有增强移动优势的飞行者冲刺，最大速度是基本空中移动力+20%
    # 12 + 20% = 14.4：从13最多加速1到14
    假如跑者的基本空中移动力为12
    而且跑者：在飞行
    而且跑者正以13码/秒的速度移动
    当跑者冲刺，加速1
    那么跑者的速度为14码/秒

  @clause:gurps.high-speed.acceleration @clause:gurps.high-speed.starting-velocity
  @ruling:gurps.high-speed.top-speed=given
  场景:具有增强移动优势、没有给出最大速度的人，不受移动力+20%的限制
    # +20%只属于“冲刺，并且没有增强移动优势”的人；有增强移动优势则“最多超过你的移动力100%”：
    # 移动力5 + 100% = 10，从8可以加速2
    假如跑者：具有增强移动优势
    而且跑者正以8码/秒的速度移动
    当跑者加速2
    那么跑者的速度为10码/秒

  @clause:gurps.high-speed.acceleration
  @ruling:gurps.high-speed.top-speed=given
  场景:具有增强移动优势、没有给出最大速度的人，最快是移动力+100%
    假如跑者：具有增强移动优势
    而且跑者正以10码/秒的速度移动
    当跑者加速1
    那么规则gurps.high-speed.acceleration禁止加速

  @clause:gurps.high-speed.acceleration
  @ruling:gurps.high-speed.top-speed=enhanced-unbounded
  场景:若增强移动优势在没有给出最大速度时不设最大速度，他可以继续加速
    假如跑者：具有增强移动优势
    而且跑者正以10码/秒的速度移动
    当跑者加速5
    那么跑者的速度为15码/秒

  @clause:gurps.high-speed.manoeuvre-failure @clause:gurps.high-speed.loss-of-control.tumble
  @clause:gurps.high-speed.loss-of-control.damage
  @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=thrown-with-it
  场景:打着旋失控翻倒的摩托车把车手一起带倒：车手离开车子，一起翻滚，受到下落的伤害
    # 还没移动就提前转向：载具操作技能12，速度25超出基础移动10满一倍：-1，检定目标11，掷出13失败：打着旋失去了控制；
    # 先倒下，然后向前翻滚25的1/4，舍去小数为6码，受到以25码/秒的速度下落的伤害
    假如驾驶技能为12的车手骑着摩托车
    而且摩托车正以25码/秒的速度移动
    当摩托车提前转向，骰子掷出13
    那么摩托车失控了
    而且摩托车向前翻滚了6码
    而且车手从坐骑上跌落
    而且车手向前翻滚了6码
    而且车手受到以25码/秒的速度下落的伤害

  @clause:gurps.high-speed.maneuvers @clause:gurps.mounted-defence.stunned
  场景:车手被震慑后从高速的摩托车上跌落：没人控制载具，它失控翻倒
    # 被震慑的骑手必须检定骑术-4（开敞载具上用驾驶技能）：12 - 4 = 8，掷出9失败；
    # 如果你没有( 是载具的话，没人控制载具)，见失控：摩托车向前翻滚25的1/4，6码
    假如驾驶技能为12的车手骑着摩托车
    而且摩托车正以25码/秒的速度移动
    当车手被震慑了，骰子掷出9
    那么车手从坐骑上跌落
    而且摩托车失控了
    而且摩托车向前翻滚了6码

  @clause:gurps.high-speed.obstacles
  @ruling:gurps.high-speed.vehicle-occupants-loss-of-control=thrown-with-it
  场景:摩托车没有腿：撞上障碍物，车手和它一起撞上去
    # 如果你有腿或类似结构，你可以通过检定DX或跳跃来越过障碍物；否则的话，任何你绕不过去...的东西都会被你撞上：
    # 轮子不是腿，不检定，以25码/秒碰撞；车手和车一起，受到同样的碰撞伤害
    假如驾驶技能为12的车手骑着摩托车
    而且摩托车正以25码/秒的速度移动
    当摩托车在前进的路上遇到障碍物
    那么摩托车受到碰撞伤害
    而且车手受到碰撞伤害
    而且车手从坐骑上跌落

  @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
  场景大纲:骑在飞奔的马上的骑手以马的速度移动：他不能<防御>
    # “在高速移动下...你可以闪避，但是你不能后退和卧倒”；只有战斗动作的规则是“以自己的力量”移动者的
    # （“这个规则适用于坐骑，但是不用于骑手或乘组”）
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当骑士在高速移动下试图<防御>
    那么规则gurps.high-speed.defence-at-speed禁止防御

    例子:
      | 防御 |
      | 后退 |
      | 卧倒 |

  @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
  场景:骑在飞奔的马上的骑手仍然可以闪避
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当骑士在高速移动下试图闪避
    那么适用规则gurps.high-speed.defence-at-speed

  @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=carried
  场景:高速移动的摩托车上的车手也不能卧倒
    假如驾驶技能为12的车手骑着摩托车
    而且摩托车正以20码/秒的速度移动
    当车手在高速移动下试图卧倒
    那么规则gurps.high-speed.defence-at-speed禁止防御

  @clause:gurps.high-speed.defence-at-speed @ruling:gurps.high-speed.carried-at-speed=own-movement
  场景:按只算自己速度的解读，骑在飞奔的马上的骑手可以后退
    假如骑士骑着一匹受过战斗训练的马
    而且马正以16码/秒的速度移动
    当骑士在高速移动下试图后退
    那么适用规则gurps.high-speed.defence-at-speed

  @clause:gurps.high-speed.flying-swimming.loss-of-control
  @ruling:gurps.high-speed.flying-swimming.regain-control=next-turn
  场景:按只结束这一轮的解读，飞行者在下一轮开始时重新控制
    # 基本空中移动力5，以30码/秒被震慑：以最大安全限度减速到25；“等效于你的轮强制结束”，失控随这一轮结束
    假如跑者的基本空中移动力为5
    而且跑者：在飞行
    而且跑者正以30码/秒的速度移动
    当跑者被震慑了
    而且下一轮开始
    那么跑者没有失控
    而且跑者的速度为25码/秒

  @clause:gurps.high-speed.flying-swimming.loss-of-control
  @ruling:gurps.high-speed.flying-swimming.regain-control=when-slowed
  场景:按持续到减速完毕的解读，飞行者继续减速，除此之外什么都不能做
    # “必须以当前速度继续向前，并且以最大安全限度减速”：立即30 - 5 = 25，下一轮开始时25 - 5 = 20
    假如跑者的基本空中移动力为5
    而且跑者：在飞行
    而且跑者正以30码/秒的速度移动
    当跑者被震慑了
    而且下一轮开始
    而且跑者主动减速2
    那么规则gurps.high-speed.flying-swimming.loss-of-control禁止减速
    而且跑者失控了
    而且跑者的速度为20码/秒

  @clause:gurps.high-speed.flying-swimming.loss-of-control
  @ruling:gurps.high-speed.flying-swimming.regain-control=when-slowed
  场景:按持续到减速完毕的解读，飞行者不再处于高速移动状态时重新控制
    # 立即25，然后四轮开始时20、15、10、5：5不超过基本空中移动力5
    假如跑者的基本空中移动力为5
    而且跑者：在飞行
    而且跑者正以30码/秒的速度移动
    当跑者被震慑了
    而且过了4秒
    那么跑者没有失控
    而且跑者的速度为5码/秒
    而且跑者脱离了高速移动状态

  @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=once
  场景:按只减速一次的解读，三轮车下一轮已在控制之下，可以加速
    # “只是以安全限度的速度减速”：35 - 基础移动10 = 25，仅此而已；下一轮25 + 5 = 30
    假如一名基础移动为10的三轮车
    而且三轮车靠3个轮子移动
    而且GM判定轮子只以安全限度的速度减速而不是翻滚
    而且三轮车的最大速度为40
    而且三轮车正以35码/秒的速度移动
    当三轮车选择不做行动战斗动作
    而且下一轮开始
    而且三轮车加速5
    那么三轮车没有失控
    而且三轮车的速度为30码/秒

  @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=until-slowed
  场景:按减速到安全为止的解读，三轮车下一轮继续减速，除此之外什么都不能做
    # 立即35 - 10 = 25，失控；下一轮开始时25 - 10 = 15，仍然超过基础移动10
    假如一名基础移动为10的三轮车
    而且三轮车靠3个轮子移动
    而且GM判定轮子只以安全限度的速度减速而不是翻滚
    而且三轮车的最大速度为40
    而且三轮车正以35码/秒的速度移动
    当三轮车选择不做行动战斗动作
    而且下一轮开始
    而且三轮车加速5
    那么规则gurps.high-speed.loss-of-control.wheels禁止加速
    而且三轮车失控了
    而且三轮车的速度为15码/秒

  @clause:gurps.high-speed.loss-of-control.wheels @ruling:gurps.high-speed.wheels-later-turns=until-slowed
  场景:按减速到安全为止的解读，三轮车不超过基础移动时重新控制
    # 立即25，然后两轮开始时15、5：5不超过基础移动10
    假如一名基础移动为10的三轮车
    而且三轮车靠3个轮子移动
    而且GM判定轮子只以安全限度的速度减速而不是翻滚
    而且三轮车正以35码/秒的速度移动
    当三轮车选择不做行动战斗动作
    而且过了2秒
    那么三轮车没有失控
    而且三轮车的速度为5码/秒
    而且三轮车脱离了高速移动状态

  @clause:gurps.high-speed.leaving
  场景:减速到基础移动以下，在轮结束时才脱离高速移动状态，从下轮开始使用普通的移动规则
    # “如果你的减速导致在你的轮结束时，你的速度小于等于你的基础移动，你就脱离了高速移动状态，从下轮开始可以使用普通的移动规则”：
    # 9 - 4 = 5，不超过基础移动5
    假如跑者正以9码/秒的速度移动
    当跑者主动减速4
    那么跑者的速度为5码/秒
    而且跑者处于高速移动状态
    当下一轮开始
    那么跑者脱离了高速移动状态

  @clause:gurps.high-speed.early-turn @clause:gurps.high-speed.loss-of-control.tumble
  @ruling:gurps.high-speed.early-turn-tumble-heading=new-heading
  场景:读作转向后的方向：提前转向失败，他朝转向的方向翻滚，撞上那边的墙
    # 速度14超出基础移动5满一倍：DX 10 + 3 - 1 = 12，掷出13失败：打着旋失去了控制；向前翻滚14的1/4，舍去小数为3码，
    # 2码外的墙在他转向的方向上：撞上
    假如跑者正以14码/秒的速度移动
    当跑者提前转向，转向的方向上2码外有一堵墙，骰子掷出13
    那么跑者受到碰撞伤害
    而且跑者向前翻滚了2码

  @clause:gurps.high-speed.velocity
  场景:不良地形可以拖累他，使他移动的距离少于他的速度
    # 你必须按你的速度移动……除非其他因素( 例如不良地形) 拖累了你
    假如跑者正以17码/秒的速度移动
    当跑者只移动12码，被不良地形拖累
    那么适用规则gurps.high-speed.velocity

  @clause:gurps.high-speed.velocity
  场景:被不良地形拖累时，它让他移动的距离就是他这一轮的移动：之后不再欠任何码数
    # 你在当前轮必须移动17 码，除非其他因素( 例如不良地形) 拖累了你：不良地形把他限制在12码；少走的5码不再欠着
    假如跑者正以17码/秒的速度移动
    当跑者只移动12码，被不良地形拖累
    而且跑者移动5码
    那么规则gurps.high-speed.velocity禁止移动

  @clause:gurps.high-speed.velocity
  @ruling:gurps.high-speed.run-terrain-slowing=velocity-kept
  场景:按保持速度的解读，不良地形把他限制在17码中的12码，他的速度仍是17
    # 除非其他因素( 例如不良地形) 拖累了你：只是这一轮的移动少了；轮结束时的减速是为战术移动写的
    # （如果你在使用战术移动规则时高速移动）
    假如跑者正以17码/秒的速度移动
    当跑者只移动12码，被不良地形拖累
    那么跑者的速度为17码/秒

  @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.terrain
  @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
  场景:按战术移动的解读，不良地形把他限制在17码中的12码，他减速到12
    # 会导致你在轮结束时的速度降低等于消耗的额外移动力的量：少走的5码是5点额外的移动力，
    # 不超过基础移动5，不检定：17 - 5 = 12
    假如跑者正以17码/秒的速度移动
    当跑者只移动12码，被不良地形拖累
    那么跑者的速度为12码/秒
    而且跑者没有失控

  @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.combined-deceleration
  @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
  场景:按战术移动的解读，不良地形把他限制在17码中的10码，要进行急刹车检定
    # 如果和超过了你的基础移动，按上面的急刹车检定：7超出基础移动5为2：-1；DX 10 + 3 - 1 = 12；17 - 7 = 10
    假如跑者正以17码/秒的速度移动
    当跑者只移动10码，被不良地形拖累，骰子掷出12
    那么检定目标为12
    而且跑者的速度为10码/秒

  @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.combined-deceleration
  @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
  场景:按战术移动的解读，不良地形把他限制在17码中的6码，他自动失控
    # 如果超过了你的基础移动乘2，你自动失控：11超过基础移动5乘2，即10
    假如跑者正以17码/秒的速度移动
    当跑者只移动6码，被不良地形拖累
    那么跑者失控了

  @clause:gurps.high-speed.velocity @clause:gurps.high-speed.tactical.terrain
  @ruling:gurps.high-speed.run-terrain-slowing=as-tactical
  场景:按战术移动的解读，泥地也一样：把他限制在14码中的8码，他减速到8
    # 例如，如果你的高速移动速度是14，而你穿过了6码的泥地( 移动点数消耗+1)，你轮结束时自动减速到8 码/ 秒：
    # 少走的6码是6点额外的移动力，超过基础移动5为1：急刹车检定DX 10 + 3 = 13，掷出10成功
    假如跑者正以14码/秒的速度移动
    当跑者只移动8码，被泥地拖累，骰子掷出10
    那么跑者的速度为8码/秒
    而且跑者没有失控
