"""Mordheim movement, in the words of the Russian text.

The functions are those of mordheim_table.py, mordheim_moves.py and common.py; only the
phrases, the words for the warriors and the routes are Russian (герой is hero, 8" на
запад is 8" west).
"""

from oracle.clarify.language import phrases

_D = r'\d*[.,]?\d*[½¼¾]?"'
_H = r"на (?:восток|запад|север|юг)"
_LEG = rf"(?:{_D} {_H}|прыгает вниз)"

phrases("ru", steps={
    "a {who} with Movement {m:Distance} and Initiative {i:d}": "{who} со Скоростью {m:Distance} и Инициативой {i:d}",
    "an enemy {who} stands {gap:Distance} {heading:MhHeading} of the {other}":
        "вражеский {who} стоит в {gap:Distance} к {heading} от {other}",
    "an enemy {who} stands at ({x:g}, {y:g})": "вражеский {who} стоит в точке ({x:g}, {y:g})",
    "a {name} {h:Distance} high stands {gap:Distance} {heading:MhHeading} of the {other}":
        "{name} высотой {h:Distance} стоит в {gap:Distance} к {heading} от {other}",
    "the {who} moves {route:MhRoute}": "{who} идёт {route:MhRoute}",
    "the {who} runs {route:MhRoute}": "{who} бежит {route:MhRoute}",
    "the {who} charges the enemy {target}": "{who} атакует вражеского {target}",
    "the {who} charges the enemy {target} by way of {route:MhRoute}": "{who} атакует вражеского {target}: {route:MhRoute}",
    "the {who} charges the enemy {target} by way of {route:MhRoute}, not as a diving charge":
        "{who} атакует вражеского {target}: {route:MhRoute}, но не в прыжке",
    "the {who} fires its missile weapon": "{who} стреляет",
    "the {who} casts a spell": "{who} читает заклинание",
}, outcomes={
    "the {who} stands at ({x:g}, {y:g})": "{who} стоит в точке ({x:g}, {y:g})",
    "the {who} made a failed charge": "атака {who} не удалась",
    "the {who} may not shoot this turn": "{who} не может стрелять в этот ход",
    "the {who} may shoot this turn": "{who} может стрелять в этот ход",
    "the {who} has cast a spell": "{who} прочитал заклинание",
    "the {who} is in close combat with the {other}": "{who} в рукопашной с {other}",
    "the {who} counts as the charger": "{who} считается атаковавшим",
    # the damage of a fall, "D3 попаданий с Силой 5": the count last, so that "не менее 2" and
    # "не более 1" bound it inside a question
    "the {who} falls": "{who} падает",
    "the {who} lands safely": "{who} благополучно приземляется",
    "the {who} suffers {count:d} falling hits at Strength {strength:d}":
        "{who} получает при падении попаданий с Силой {strength:d}: {count:d}",
    "the {who} suffers {count:d} falling hits": "{who} получает при падении попаданий: {count:d}",
}, names={
    "герой": "hero", "героя": "hero", "героем": "hero",
    "орк": "ork", "орка": "ork", "орком": "ork",
    "скавен": "skaven", "скавена": "skaven",
    "гоблин": "goblin", "гоблина": "goblin", "гоблином": "goblin",
    "колонна": "column", "стена": "wall",
    "востоку": "east", "западу": "west", "северу": "north", "югу": "south",
    "бег": "run", "атаку": "charge", "выстрел": "shot",
}, types={
    "MhRoute": (rf"{_LEG}(?:,? затем {_LEG})*",
                {"на восток": "east", "на запад": "west", "на север": "north", "на юг": "south", "затем": "then",
                 "прыгает вниз": "jumps down"}),
})
