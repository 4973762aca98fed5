"""Russian phrasings of the shared steps (the functions are those of common.py)."""

from oracle.clarify.language import phrases

phrases("ru", steps={
    'the table "{name:Setup}"': 'стол "{name:Setup}"',
    "the dice will show {dice:Dice}": "на кубиках выпадет {dice:Dice}",
    'the reading "{alternative}" of ruling {ruling:Clause}': 'толкование "{alternative}" правила {ruling:Clause}',
    "the {what} is refused by rule {clause:Clause}": "правило {clause:Clause} запрещает {what}",
    "the chance that {outcome:Text} is {p:Probability}": "вероятность того, что {outcome:Text}, равна {p:Probability}",
    "rule {clause:Clause} is applied": "применяется правило {clause:Clause}",
})
