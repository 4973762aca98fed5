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
    "the {mount} got result {n:d} on the out-of-control table": "{mount}在坐骑失控表上的结果为{n:d}",
    "the {mount} is frightened": "{mount}受惊了",
    "the {mount} obeys its rider": "{mount}听从骑手的指挥",
    "the {mount} does not obey its rider": "{mount}不听指挥",
}, bounds={
    # a second is a label, bounded in time (不早于第3秒); 至少 and 至多 go before the verb that states the
    # result (结果至少为7, never 结果为至少7)
    "it is second {n:d}": ("现在不早于第{n:d}秒", "现在不晚于第{n:d}秒"),
    "the {mount} got result {n:d} on the out-of-control table":
        ("{mount}在坐骑失控表上的结果至少为{n:d}", "{mount}在坐骑失控表上的结果至多为{n:d}"),
}, names={
    "骑士": "knight", "骑手": "knight", "马": "horse", "坐骑": "horse", "剑": "sword",
    "受过战斗训练": "war", "受过训练": "trained", "未受训练": "untrained",
    "驯兽": "Animal Handling", "骑术": "Riding", "跳跃": "Jumping", "杂技": "Acrobatics",
    "重新绑上马鞍": "re-cinching", "弓术": "Bow",
}, types={
    "GurpsWeapon": ("弓|剑|枪|骑枪", {"骑枪": "lance", "弓": "bow", "剑": "broadsword", "枪": "gun"}),
    "GurpsDanger": ("冲入障碍物|越过障碍物|进入难以立足的区域|进行跳跃|急转弯",
                    {"冲入障碍物": "charge into an obstacle", "越过障碍物": "charge over an obstacle",
                     "进入难以立足的区域": "enter bad footing", "进行跳跃": "jump", "急转弯": "turn sharply"}),
})
