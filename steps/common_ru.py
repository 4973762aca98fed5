"""Russian phrasings of the shared steps (the functions are those of common.py)."""

from oracle.bdd.types import DISTANCE_RE
from oracle.clarify.language import phrases

# distances as the Russian texts write them: 1,75" and 5 см (centimetres)
RU_DISTANCE = DISTANCE_RE + r"|-?\d+(?:[.,]\d+)?\s*см\b"

phrases("ru", steps={
    'the table "{name:Setup}"': 'стол "{name:Setup}"',
    "the dice will show {dice:Dice}": "на кубиках выпадет {dice:Dice}",
    'the reading "{alternative}" of ruling {ruling:Clause}': 'толкование "{alternative}" правила {ruling:Clause}',
    "the {what} is refused by rule {clause:Clause}": "правило {clause:Clause} запрещает {what}",
    "the chance that {outcome:Text} is {p:Probability}": "вероятность того, что {outcome:Text}, равна {p:Probability}",
    "rule {clause:Clause} is applied": "применяется правило {clause:Clause}",
    "the next turn begins": "начинается следующий ход",
    "the battle is in the {phase:Phase} phase": "идёт фаза {phase:Phase}",
    "play moves on to the next phase": "игра переходит к следующей фазе",
    "{n:d} seconds pass": "проходит секунд: {n:d}",
    # outcomes combined in a check (oracle.bdd.compound): "всадник или пассажир падает с лошади",
    # "ни всадник, ни пассажир не падает с лошади"; each outcome's negation ("всадник не в седле") is
    # added for every Russian outcome phrase that negates with "не" after its subject
    "either {a:Text} or {b:Text}": "{a:Text} или {b:Text}",
    "neither {a:Text} nor {b:Text}": "ни {a:Text}, ни {b:Text}",
}, outcomes={
    "the battle is in the {phase:Phase} phase": "идёт фаза {phase:Phase}",
    "the battle is in turn {n:d}": "идёт ход {n:d}",
}, bounds={
    # a turn is a label, bounded in time: "не ранее", never "идёт ход не менее 3" (nor "или позже": "или"
    # joins two outcomes, "{a} или {b}")
    "the battle is in turn {n:d}": ("идёт ход не ранее {n:d}", "идёт ход не позднее {n:d}"),
}, types={"Distance": (RU_DISTANCE, {"см": "cm"}),
          # the phases as the texts name them: фаза Движения / передвижения, Стрельбы, Ближнего / рукопашного Боя
          "Phase": ("[Дд]вижения|передвижения|[Сс]трельбы|[Бб]лижнего [Бб]оя|[Рр]укопашного [Бб]оя",
                    {"Движения": "movement", "движения": "movement", "передвижения": "movement",
                     "Стрельбы": "shooting", "стрельбы": "shooting",
                     "Ближнего Боя": "close-combat", "ближнего боя": "close-combat", "Ближнего боя": "close-combat",
                     "Рукопашного Боя": "close-combat", "рукопашного боя": "close-combat",
                     "Рукопашного боя": "close-combat"})})
