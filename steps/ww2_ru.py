"""The WWII rules in the words of the Russian text: the dash and the afterburner.

The functions are those of ww2_table.py, ww2_actions.py and common.py; only the phrases
are Russian.  Unit names are whatever the scenario calls them ("стрелки").
"""

from oracle.clarify.language import phrases

phrases("ru", steps={
    'an infantry squad "{unit}" of {n:d} soldiers': 'пехотное отделение "{unit}" из {n:d} солдат',
    'a cavalry unit "{unit}" of {n:d} models': 'кавалерийский отряд "{unit}" из {n:d} моделей',
    'an aircraft "{unit}" with boosted engines': 'истребитель "{unit}" с форсированным двигателем',
    'an aircraft "{unit}" without boosted engines': 'самолёт "{unit}" без форсированного двигателя',
    '"{unit}" declares a dash instead of shooting': '"{unit}" объявляет Рывок вместо стрельбы',
    '"{unit}" dashes {d:Distance}': '"{unit}" совершает Рывок на {d:Distance}',
    '"{unit}" opens fire': '"{unit}" открывает огонь',
    '"{unit}" tries the afterburner': '"{unit}" пробует Форсаж',
    '"{unit}" charges an enemy': '"{unit}" атакует противника',
    'the aircraft "{unit}" flies {d:Distance}': 'самолёт "{unit}" пролетает {d:Distance}',
    'an anti-aircraft gun hits the aircraft "{unit}"': 'зенитное оружие попадает в самолёт "{unit}"',
    'an enemy aircraft hits the aircraft "{unit}"': 'вражеский самолёт попадает в самолёт "{unit}"',
}, outcomes={
    '"{unit}" may dash up to {cm:g} cm': '"{unit}" может совершить Рывок до {cm:g} см',
    '"{unit}" may dash at least {cm:g} cm': '"{unit}" может совершить Рывок не меньше чем на {cm:g} см',
    '"{unit}" has dashed {cm:g} cm': '"{unit}" совершил Рывок на {cm:g} см',
    '"{unit}" does not shoot this phase': '"{unit}" не стреляет в эту фазу',
    'the afterburner of "{unit}" has succeeded': 'Форсаж "{unit}" удался',
    '"{unit}" has charged': '"{unit}" атаковал',
    'the afterburner of "{unit}" has failed': 'Форсаж "{unit}" не удался',
    'the aircraft "{unit}" has the full-speed saves': 'у самолёта "{unit}" есть спас-бросок за полную скорость',
    'the aircraft "{unit}" has taken {n:d} hits': 'самолёт "{unit}" получил попаданий: {n:d}',
}, names={
    "движения": "movement", "стрельбы": "shooting",
    "рывок": "dash", "стрельбу": "shooting", "движение": "move", "форсаж": "afterburner",
})
