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
}, names={
    # what a refusal forbids: any of these words (the English step only names it)
    "该行动": "action", "行动": "action", "攻击": "attack", "移动": "move", "射击": "shot",
})
