"""Chinese phrasings of the shared steps (the functions are those of common.py)."""

from oracle.clarify.language import phrases

phrases("zh", steps={
    'the table "{name:Setup}"': '桌面为"{name:Setup}"',
    "the dice will show {dice:Dice}": "骰子将掷出{dice:Dice}",
    'the reading "{alternative}" of ruling {ruling:Clause}': '采用裁定{ruling:Clause}的解读"{alternative}"',
    "the {what} is refused by rule {clause:Clause}": "规则{clause:Clause}禁止{what}",
    "the chance that {outcome:Text} is {p:Probability}": "{outcome:Text}的概率是{p:Probability}",
    "rule {clause:Clause} is applied": "适用规则{clause:Clause}",
    "the next turn begins": "下一轮开始",
    "the battle is in the {phase:Phase} phase": "现在是{phase:Phase}阶段",
    "play moves on to the next phase": "进入下一阶段",
    # outcomes combined in a check (oracle.bdd.compound): "骑士或马...", "既没有A，也没有B"
    "either {a:Text} or {b:Text}": "{a:Text}或{b:Text}",
    "neither {a:Text} nor {b:Text}": "既没有{a:Text}，也没有{b:Text}",
}, outcomes={
    "the battle is in the {phase:Phase} phase": "现在是{phase:Phase}阶段",
    "the battle is in turn {n:d}": "现在是第{n:d}轮",
}, bounds={
    # a turn is a label, bounded in time: 不早于第3轮, never 第至少3轮 (nor 第3轮或之后: 或 joins two outcomes)
    "the battle is in turn {n:d}": ("现在不早于第{n:d}轮", "现在不晚于第{n:d}轮"),
}, types={"Phase": ("移动|射击|近战", {"移动": "movement", "射击": "shooting", "近战": "close-combat"})}, names={
    # what a refusal forbids: any of these words (the English step only names it)
    "该行动": "action", "行动": "action", "攻击": "attack", "移动": "move", "射击": "shot",
})
