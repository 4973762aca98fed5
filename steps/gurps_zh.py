"""GURPS 4e, mounted combat, in the words of the Chinese text (坐骑失控表, 骑术检定).

The functions are those of gurps_setup.py, gurps_mounted.py and common.py; only the
phrases and the words for the models are Chinese (骑士 is knight, 马 is horse).  Chinese
has no spaces: a model word is matched from the names below, longest first.
"""

from oracle.clarify.language import phrases

phrases("zh", steps={
    "a {who} riding a {training:GurpsTraining} {mount}": "{who}骑着一匹{training}的{mount}",
    "the {who} holds a {item}": "{who}手里拿着{item}",
    "the {who} has {name:GurpsAttr} {n:GurpsMod}": "{who}的{name}为{n:GurpsMod}",
    "the {who} makes a Riding roll": "{who}进行一次骑术检定",
    "the {who} loses all control of his mount": "{who}对于坐骑彻底失去控制",
    "the {who} is thrown from his mount": "{who}被从坐骑上甩飞",
    "the roll is against {n:d}": "检定目标为{n:d}",
    "{n:d} seconds pass": "过了{n:d}秒",
    "the {who}'s turn begins": "轮到{who}行动",
    "the next second begins with the {who}'s turn": "下一秒开始，轮到{who}行动",
    "the {who} turns in the saddle to shoot behind with his {weapon:GurpsWeapon}": "{who}在鞍上转身并向后用{weapon:GurpsWeapon}射击",
    # "要让坐骑冲入或越过障碍物、进入难以立足的区域、进行跳跃、急转弯的危险动作"
    "the {who} urges his mount to {manoeuvre:GurpsDanger}": "{who}要让坐骑{manoeuvre:GurpsDanger}",
    # who is on the table, and how
    "a {who} with Basic Move {n:d}": "一名基础移动为{n:d}的{who}",
    "a {who} riding behind the {controller}": "{who}坐在{controller}身后",  # 在控制坐骑的骑手后面再带一个...骑手
    "a {who} on a {vehicle} with Driving {n:d}": "驾驶技能为{n:d}的{who}骑着{vehicle}",
    # a condition as on a character sheet: 马：感觉精疲力尽, 兽人：是玩家角色
    "the {who} {phrase:GurpsCondition}": "{who}：{phrase:GurpsCondition}",
    "the {who} is moving at {v:d} yards per second": "{who}正以{v:d}码/秒的速度移动",
    # 高速移动: 急刹车与急转弯, 加速, 失控
    "the {who} ends a turn of {maneuver:GurpsManeuver} having moved {yards:d} yards, turning at most {deg:d} degrees, "
    "and takes {v:d} yards per second":
        "{who}选择{maneuver:GurpsManeuver}动作移动了{yards:d}码，转向不超过{deg:d}度，为下一轮取得{v:d}码/秒的速度",
    "the {who} brakes hard by {n:d}": "{who}急刹车，减速{n:d}",
    "the {who} slows down by {n:d}": "{who}主动减速{n:d}",  # 主动的减速
    # 例外：如果你靠3+ 的轮子移动...GM 可能会判定你是只是以安全限度的速度减速而不是翻滚
    "the {who} rolls on {n:d} wheels": "{who}靠{n:d}个轮子移动",
    "the GM rules that wheels slow safely": "GM判定轮子只以安全限度的速度减速而不是翻滚",
    "the {who} takes the {maneuver:GurpsManeuver} manoeuvre": "{who}选择{maneuver:GurpsManeuver}战斗动作",
    "the {who} turns early": "{who}提前转向",
    "the {who} turns early toward a wall {n:d} yards off": "{who}提前转向，转向的方向上{n:d}码外有一堵墙",
    "the {who} speeds up by {n:d}": "{who}加速{n:d}",
    "the {who} sprints, speeding up by {n:d}": "{who}冲刺，加速{n:d}",
    "the {who} is stunned": "{who}被震慑了",
    "the {who} runs {yards:d} yards": "{who}移动{yards:d}码",
    # 你必须按你的速度移动……除非其他因素( 例如不良地形) 拖累了你
    "the {who} runs only {yards:d} yards, slowed by {what}": "{who}只移动{yards:d}码，被{what}拖累",
    "the {who} meets an obstacle in his path": "{who}在前进的路上遇到障碍物",
    # 攻击与防御: 你可以闪避，但是你不能后退和卧倒
    "the {who} tries to {defence:GurpsSpeedDefence} at speed": "{who}在高速移动下试图{defence:GurpsSpeedDefence}",
    # 骑乘: 坐骑的行动, 受惊的坐骑, 骑兵武器, 骑乘防御
    "the {mount} goes at a {pace:GurpsPace}": "{mount}以{pace:GurpsPace}前进",
    "the {who} dismounts with a Change Posture": "{who}使用改变姿势行动下马",
    # 一个移动行动来跳上或是爬上坐骑，然后是一个改变姿势动作来骑上去
    "the {who} climbs onto the {mount} and settles in the saddle": "{who}爬上{mount}，然后骑上去",  # 可以使用改变姿势行动来安全下马
    "the {mount} {attack:GurpsMountAttack}s the {target}": "{mount}对{target}发动{attack:GurpsMountAttack}",  # 咬、踢击、践踏
    "the {who} tries for {n:d} second(s) to master his frightened mount": "{who}花{n:d}秒设法重新控制受惊的坐骑",
    "the {who} defends with a {defence:GurpsMountedDefence}": "{who}进行{defence:GurpsMountedDefence}",
    "the {who} attacks from the saddle with his {weapon:GurpsWeapon}": "{who}在马上用{weapon:GurpsWeapon}攻击",
    "the {who} aims from the saddle": "{who}在坐骑上瞄准",  # 你可以在坐骑上瞄准
    "the {who} strikes with a couched lance after a charge of {n:d} yards": "{who}冲锋{n:d}码后用支撑好的骑枪攻击",
    "the {who} strikes with a couched lance": "{who}用支撑好的骑枪攻击",  # 支撑好的骑枪的伤害来源于坐骑的质量和速度
    # 如果坐骑的速度相对于对手有7 或更高
    "the {who} strikes with a couched lance after a charge of {n:d} yards at a relative velocity of {v:d}":
        "{who}冲锋{n:d}码后用支撑好的骑枪攻击，坐骑相对于对手的速度为{v:d}",
    # 竞技场上的骑枪对决使用的是钝的木头骑枪
    "the {who} strikes with a jousting lance after a charge of {n:d} yards": "{who}冲锋{n:d}码后用钝的木头骑枪对决",
    "the {who} charges the {target} on horseback": "{who}骑马冲向{target}",
    # 飞行战斗, 能见度
    "the {who} dives for his whole turn": "{who}花费整个轮来俯冲",
    "the GM works out the turning radius of the {who}": "GM计算{who}的转向半径",
    "the {who} tries to {defence:GurpsDefence} the unseen attack of the {attacker}": "{who}试图{defence:GurpsDefence}{attacker}看不见的攻击",
    # the numbers a rule works out
    "the modifier is {mod:GurpsMod}": "修正值为{mod:GurpsMod}",
    "the {what:GurpsReport} is reported as {value:Text}": "{what:GurpsReport}计为{value:Text}",
}, outcomes={
    "it is second {n:d}": "现在是第{n:d}秒",
    "it is the {who}'s turn": "现在轮到{who}",
    "the roll succeeds": "检定成功",
    "the roll fails": "检定失败",
    "the roll is a critical success": "检定大成功",
    "the roll is a critical failure": "检定大失败",
    "the {who} has fallen off": "{who}从坐骑上跌落",
    "the {who} has not fallen off": "{who}没有从坐骑上跌落",
    "the {who} faces a fall from {n:d} yards": "{who}受到从{n:d}码高度跌落的伤害",
    "the {who} faces no falling damage": "{who}不受跌落伤害",
    "the {who} called his mount back": "{who}唤回了坐骑",
    "the {who} has dropped the {item}": "{who}把{item}弄丢了",
    "the {who} has not dropped the {item}": "{who}没有把{item}弄丢",
    "the {who} still holds the {item}": "{who}仍然拿着{item}",
    "the {mount} charges straight at the enemy": "{mount}对着敌人直直地冲了过去",
    "the {mount} bolts away from the enemy": "{mount}对着敌人的相反方向猛冲",
    "the {mount} is exhausted": "{mount}感觉精疲力尽",
    "the {mount} is not exhausted": "{mount}没有感觉精疲力尽",
    "the {mount} is skittish at -{n:d}": "{mount}变得神经过敏，骑术检定-{n:d}",
    "the saddle of the {mount} has slipped": "{mount}的马鞍松脱了",
    "the saddle of the {mount} is cinched": "{mount}的马鞍已经绑好",
    "the {mount} got result {n:d} on the out-of-control table": "{mount}在坐骑失控表上的结果为{n:d}",
    "the {mount} is frightened": "{mount}受惊了",
    "the {mount} obeys its rider": "{mount}听从骑手的指挥",
    "the {mount} does not obey its rider": "{mount}不听指挥",
    "the {mount} is wholly out of control": "{mount}完全失控",
    "the {who} rides the {mount}": "{who}骑在{mount}上",
    "the {mount} has fallen": "{mount}摔倒了",
    "the {mount} has a broken leg": "{mount}摔折了一条腿",
    "the {who} moves at {v:d} yards per second": "{who}的速度为{v:d}码/秒",
    "the {who} is at high speed": "{who}处于高速移动状态",
    "the {who} is no longer at high speed": "{who}脱离了高速移动状态",
    "the {who} has lost control": "{who}失控了",
    "the {who} keeps control": "{who}没有失控",
    "the {who} tumbled {n:g} yards": "{who}向前翻滚了{n:g}码",
    "the {who} faces falling damage at {v:d} yards per second": "{who}受到以{v:d}码/秒的速度下落的伤害",
    "the {who} faces collision damage": "{who}受到碰撞伤害",
    "the {who} stands his ground": "{who}坚守阵地",
    "the {who} tries to flee": "{who}尝试逃跑",
    "the damage is {n:d}": "伤害为{n:d}",
    "the damage is capped at {n:d}": "骑枪弯曲，将伤害限制在{n:d}",  # 骑枪会弯曲，将伤害限制在15
    # 你不能从额外的瞄准时间，以及瞄准镜和其他瞄准系统上获益
    "the {who} gets no benefit from extra aiming": "{who}不能从额外的瞄准时间获益",
    "the {who} aims normally": "{who}正常瞄准",
}, bounds={
    # a second is a label, bounded in time (不早于第3秒); 至少 and 至多 go before the verb that states the
    # result (结果至少为7, never 结果为至少7)
    "it is second {n:d}": ("现在不早于第{n:d}秒", "现在不晚于第{n:d}秒"),
    "the {mount} got result {n:d} on the out-of-control table":
        ("{mount}在坐骑失控表上的结果至少为{n:d}", "{mount}在坐骑失控表上的结果至多为{n:d}"),
    # a speed is bounded 不低于 / 不高于 (the speed is no lower, no higher than)
    "the {who} moves at {v:d} yards per second": ("{who}的速度不低于{v:d}码/秒", "{who}的速度不高于{v:d}码/秒"),
    "the {who} faces falling damage at {v:d} yards per second":
        ("{who}受到以不低于{v:d}码/秒的速度下落的伤害", "{who}受到以不高于{v:d}码/秒的速度下落的伤害"),
}, names={
    "骑士": "knight", "骑手": "knight", "马": "horse", "坐骑": "horse", "剑": "sword",
    "受过战斗训练": "war", "受过训练": "trained", "未受训练": "untrained",
    "驯兽": "Animal Handling", "骑术": "Riding", "跳跃": "Jumping", "杂技": "Acrobatics",
    "重新绑上马鞍": "re-cinching", "弓术": "Bow",
    "跑者": "runner", "兽人": "orc", "剑士": "swordsman", "侍从": "page", "鹰身女妖": "harpy", "弓箭手": "archer",
    "车手": "biker", "摩托车": "motorcycle", "三轮车": "trike",
    "阔剑": "Broadsword", "基本空中移动力": "Basic Air Move", "基本水中移动力": "Basic Water Move",
    "最大速度": "top speed", "ST": "ST",
    # what slows a runner: 不良地形, and the example's 泥地
    "不良地形": "bad terrain", "泥地": "mud",
    # what a refusal forbids
    "踢击": "kick", "检定": "roll", "加速": "acceleration", "下马": "dismount", "小跑": "trot", "飞奔": "gallop", "甩飞": "throw", "重新控制": "try", "步行": "walk", "冲锋": "charge", "骑上": "mount", "防御": "defence", "招架": "parry", "减速": "deceleration",
}, types={
    "GurpsWeapon": ("弓|剑|枪|骑枪", {"骑枪": "lance", "弓": "bow", "剑": "broadsword", "枪": "gun"}),
    "GurpsCondition": ("具有增强移动优势|在飞行|在游泳|感觉精疲力尽|是玩家角色|位于超自然黑暗中|位于单个的充满烟雾的格子内|瞎了|受惊了",
                       {"具有增强移动优势": "has Enhanced Move", "在飞行": "flies", "在游泳": "swims",
                        "感觉精疲力尽": "is exhausted", "是玩家角色": "is a player character",
                        "位于超自然黑暗中": "is in supernatural darkness",
                        "位于单个的充满烟雾的格子内": "is in a smoke-filled hex", "瞎了": "is blind", "受惊了": "is frightened"}),
    "GurpsManeuver": ("移动攻击|移动|攻击|不做行动", {"移动攻击": "Move and Attack", "移动": "Move", "攻击": "Attack",
                                                "不做行动": "Do Nothing"}),
    "GurpsPace": ("步行|小跑|飞奔", {"步行": "walk", "小跑": "trot", "飞奔": "gallop"}),
    "GurpsMountAttack": ("咬|踢击|践踏", {"咬": "bite", "踢击": "kick", "践踏": "trample"}),
    "GurpsMountedDefence": ("闪避|招架|盾挡", {"闪避": "dodge", "招架": "parry", "盾挡": "block"}),
    "GurpsDefence": ("闪避|招架|盾挡", {"闪避": "dodge", "招架": "parry", "盾挡": "block"}),
    "GurpsSpeedDefence": ("闪避|后退|卧倒", {"闪避": "dodge", "后退": "retreat", "卧倒": "drop"}),
    "GurpsReport": ("起始速度上限|骑枪伤害骰|有效技能|基本空中移动力|最大空速|转向半径",
                    {"起始速度上限": "starting velocity cap", "骑枪伤害骰": "lance dice", "有效技能": "effective skill",
                     "基本空中移动力": "Basic Air Move", "最大空速": "top airspeed", "转向半径": "turning radius"}),
    "GurpsDanger": ("冲入障碍物|越过障碍物|进入难以立足的区域|进行跳跃|急转弯",
                    {"冲入障碍物": "charge into an obstacle", "越过障碍物": "charge over an obstacle",
                     "进入难以立足的区域": "enter bad footing", "进行跳跃": "jump", "急转弯": "turn sharply"}),
})
