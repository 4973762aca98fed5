"""Legends of the Old West, mounted fighters, in the words of the Russian text.

The functions are those of lotow_mounted.py and common.py; only the phrases and the
words for the models are Russian (the model words name the same ids: всадник is rider).
"""

from oracle.clarify.language import phrases

phrases("ru", steps={
    "a {who} on a {kind:MountKind}": "{who} на {kind}",
    "a {who} on a {kind:MountKind} with a Move of {move:Distance}": "{who} на {kind} с Движением {move:Distance}",
    "a {who} on foot": "пеший {who}",
    "a {passenger} riding behind the {who}": "{passenger} сидит позади {who}",
    "a {name} {height:Distance} high and {width:Distance} wide": "{name} высотой {height:Distance} и шириной {width:Distance}",
    "a {name} {width:Distance} across": "{name} шириной {width:Distance}",
    "the {who} has already moved {inches:Distance}": "{who} уже прошёл {inches:Distance}",
    "the {who} is in close combat": "{who} вовлечён в рукопашную",
    "the {who} mounts the {mount}": "{who} садится на {mount}",
    "the {who} dismounts": "{who} спешивается",
    "the {mount} tries to cross the {obstacle}": "{mount} пытается преодолеть {obstacle}",
    "the {who} rolls on the thrown-rider table": "{who} бросает кубик по таблице Падения с Лошади",
    "the {who} strikes his blows": "{who} наносит удары",
    "the {who} jumps off": "{who} спрыгивает",
    "the {who} walks {distance:Distance}": "{who} проходит {distance:Distance}",
    "the next turn begins and the {side} side wins priority":
        "начинается следующий ход, и преимущество выигрывает сторона {side}",
}, outcomes={
    "the {side} side has priority": "преимущество у стороны {side}",
    "no side has priority yet this turn": "в этом ходу преимущества ещё нет ни у одной стороны",
    "the {who} is in the saddle": "{who} в седле",
    "the {who} rides as a passenger": "{who} едет пассажиром",
    "the {who} is on foot": "{who} пеший",
    "the {who} is thrown": "{who} падает с лошади",
    "the {who} lies prone": "{who} лежит на земле",
    "the {who} is standing": "{who} стоит на ногах",
    "the {who} may still move this turn": "{who} ещё может двигаться в этот ход",
    "the {who} has taken a Strength {strength:d} hit": "{who} получил удар с Силой {strength:d}",
    "the {who} has taken {count:d} hits": "{who} получил ударов: {count:d}",
    "the {who} can do nothing more this turn": "{who} в этот ход более ничего делать не может",
    "the {who} can move no further this turn": "{who} не может двигаться в этот ход",
    "the {mount} clears the {obstacle}": "{mount} перепрыгивает {obstacle}",
    "the {mount} refuses the {obstacle}": "{mount} отказывается прыгать через {obstacle}",
    "the {mount} has no rider": "у {mount} нет наездника",
    "the {who} is dead": "{who} убит",
    "the {who} stands over the {obstacle}": "{who} стоит верхом на {obstacle}",
    "the {who} is on the same side of the {obstacle} as the {other}": "{who} стоит по ту же сторону {obstacle}, что и {other}",
}, bounds={
    # "удар с Силой не менее 4": the bound follows «Силой», as the text writes a Strength limit
    "the {who} has taken a Strength {strength:d} hit": ("{who} получил удар с Силой не менее {strength:d}",
                                                       "{who} получил удар с Силой не более {strength:d}"),
}, names={
    "всадник": "rider", "всадника": "rider", "всаднику": "rider", "наездник": "rider", "наездника": "rider",
    "пассажир": "passenger", "пассажира": "passenger",
    "лошадь": "horse", "лошади": "horse", "конь": "horse", "коня": "horse",
    "мул": "mule", "мула": "mule", "муле": "mule",
    "забор": "fence", "забора": "fence", "заборе": "fence",
    "стена": "wall", "стену": "wall", "стены": "wall",
    "изгородь": "hedge", "изгороди": "hedge",
    "канава": "ditch", "канаву": "ditch", "канавы": "ditch",
    # what a refusal forbids (the English step only names it)
    "прыжок": "jump", "удар": "strike", "удары": "strike", "переход": "crossing", "движение": "move",
    "спешивание": "dismount",
})
