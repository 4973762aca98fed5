"""The WWII rules in the words of the Russian text: the dash, the afterburner, the wounds of an infantry
unit with its heavy machine gun (seen or not, its crew shot, re-crewed and firing), the wounds of cavalry
and its riderless mounts (their retreat, the attempt to stop it, the trampling), and the wounds of a
motorcycle squadron (its bikes and crews, survivors lying prone, remounting, bikes left behind).

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
    '"{unit}" charges "{target}"': '"{unit}" атакует отряд "{target}"',
    'the aircraft "{unit}" flies {d:Distance}': 'самолёт "{unit}" пролетает {d:Distance}',
    'an anti-aircraft gun hits the aircraft "{unit}"': 'зенитное оружие попадает в самолёт "{unit}"',
    'an enemy aircraft hits the aircraft "{unit}"': 'вражеский самолёт попадает в самолёт "{unit}"',
    'the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}':
        'враг наносит отряду "{unit}" попаданий: {n:d}, с дистанции {rng:Distance}',
    # the infantry unit and its heavy machine gun (РАНЫ. Пехотный Отряд): «тяжелый пулемет»,
    # «пулеметчики», «пулемет с расчетом», «специального оружия», «в зону 5 см до пулемета»
    'an infantry squad "{unit}" of {n:d} soldiers, {seen:d} of them seen by the enemy':
        'пехотное отделение "{unit}" из {n:d} солдат, из них враг видит {seen:d}',
    '"{unit}" has a heavy machine gun {gun} crewed by {crew:Ww2Names}':
        'у отряда "{unit}" есть тяжелый пулемет {gun} с расчетом {crew:Ww2Names}',
    "the enemy cannot see the heavy machine gun {gun}": "враг не видит тяжелый пулемет {gun}",
    "soldier {who} stands {d:Distance} from the heavy machine gun {gun}":
        "боец {who} стоит в {d:Distance} от тяжелого пулемета {gun}",
    "soldiers {who:Ww2Names} are dead": "бойцы {who:Ww2Names} погибли",
    'the enemy scores {n:d} hits on the crew of {gun} at a range of {rng:Distance}':
        'враг наносит пулеметчикам {gun} попаданий: {n:d}, с дистанции {rng:Distance}',
    'the enemy scores {n:d} hits on {gun} with its crew at a range of {rng:Distance}':
        'враг наносит пулемету {gun} с расчетом попаданий: {n:d}, с дистанции {rng:Distance}',
    'the enemy scores {n:d} special-weapon hits on {gun} with its crew at a range of {rng:Distance}':
        'враг наносит пулемету {gun} с расчетом попаданий из специального оружия: {n:d}, с дистанции {rng:Distance}',
    "soldiers {who:Ww2Names} take over the heavy machine gun {gun}":
        "бойцы {who:Ww2Names} становятся расчетом тяжелого пулемета {gun}",
    "the heavy machine gun {gun} fires {n:d} shots": "тяжелый пулемет {gun} стреляет, выстрелов: {n:d}",
    # who removes the casualties (РАНЫ. Пехотный Отряд): «кого убирать в потери решает тот игрок, по кому
    # стреляют, враг не может выделить из отряда конкретного бойца»; «по вам стреляет враг»
    'the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}, the owner removing {who:Ww2Names}':
        'враг наносит отряду "{unit}" попаданий: {n:d}, с дистанции {rng:Distance}, владелец убирает в потери '
        '{who:Ww2Names}',
    'the enemy singles out soldier {who} of "{unit}" as the casualty':
        'враг выделяет из отряда "{unit}" бойца {who} в потери',
    'the enemy "{shooter}" scores {n:d} hits on "{unit}" at a range of {rng:Distance}':
        'вражеский отряд "{shooter}" наносит отряду "{unit}" попаданий: {n:d}, с дистанции {rng:Distance}',
    # «нельзя ... совершать Танковый либо Авиационный Таран»
    'the tank "{unit}" rams an enemy': 'танк "{unit}" совершает Танковый Таран',
    'the aircraft "{unit}" rams an enemy': 'самолёт "{unit}" совершает Авиационный Таран',
    # the motorcycle squadron (the second РАНЫ. Кавалерийский Отряд): «мотоцикл с командой», «мотоциклист»,
    # «эскадрон», «Бронебойное», «бойцы остались без своих мотоциклов», «занять пустующие места, затратив 15см
    # движения эскадрона», «пересесть стрелком к такому же водителю», «оставить позади», «спешиваются и
    # сражаются дальше как пехота», «пехотный отряд занимает их места на мотоциклах»
    'a motorcycle squadron "{unit}" of {n:d} bikes': 'эскадрон мотоциклистов "{unit}" из {n:d} мотоциклов',
    'riders {who:Ww2Names} of "{unit}" have lost their bikes':
        'мотоциклисты {who:Ww2Names} эскадрона "{unit}" остались без своих мотоциклов',
    '"{unit}" has a move of {d:Distance}': 'у отряда "{unit}" движение {d:Distance}',
    '"{unit}" is a unit of the enemy side': '"{unit}" — вражеский отряд',
    'the enemy scores {n:d} armour-piercing hits on "{unit}" at a range of {rng:Distance}':
        'враг наносит отряду "{unit}" бронебойных попаданий: {n:d}, с дистанции {rng:Distance}',
    'the enemy scores {n:d} armour-piercing template hits on "{unit}" at a range of {rng:Distance}':
        'враг наносит отряду "{unit}" бронебойных попаданий шаблонным оружием: {n:d}, с дистанции {rng:Distance}',
    "bike {bike} is destroyed": "мотоцикл {bike} уничтожен",
    "riders {who:Ww2Names} take the empty seats of bike {bike}":
        "мотоциклисты {who:Ww2Names} занимают пустующие места мотоцикла {bike}",
    "rider {who} moves to the {seat} seat of bike {bike}": "мотоциклист {who} пересаживается {seat} на мотоцикл {bike}",
    'the squadron "{unit}" moves {d:Distance}': 'эскадрон "{unit}" двигается на {d:Distance}',
    'the survivors of "{unit}" keep bikes {keep:Ww2Names} and leave the rest behind':
        'выжившие эскадрона "{unit}" занимают мотоциклы {keep:Ww2Names}, а остальные оставляют позади',
    'the survivors of "{unit}" leave every bike behind': 'выжившие эскадрона "{unit}" оставляют позади все мотоциклы',
    'the riders of "{unit}" dismount to fight on as the infantry squad "{new}"':
        'мотоциклисты эскадрона "{unit}" спешиваются и сражаются дальше как пехотное отделение "{new}"',
    'the infantry squad "{infantry}" takes the bikes of "{squadron}"':
        'пехотное отделение "{infantry}" занимает места на мотоциклах эскадрона "{squadron}"',
    # a unit of a kind, by the adjectives the text gives its units («пехотный отряд», «кавалерийский отряд»,
    # «Танковый либо Авиационный Таран»)
    '{kind:Ww2Kind} unit "{unit}"': '{kind:Ww2Kind} отряд "{unit}"',
    # the cavalry unit's hits (РАНЫ. Кавалерийский Отряд): «Опытный Наездник», «спас-броски за наездника и
    # ездовое животное ... как за единую модель», «накрывает шаблонным оружием»
    'the riders of "{unit}" are Veteran Riders': 'у наездников отряда "{unit}" спец правило «Опытный Наездник»',
    'the cavalry models of "{unit}" save on {n:d}+': 'кавалерийские модели отряда "{unit}" получают спас-бросок {n:d}+',
    # «спас-бросок полученный от бронежилета», the one save against trampling, and a soldier's against shots
    "cavalry model {m} has a body-armour save of {n:d}+":
        "кавалерийская модель {m} получает спас-бросок от бронежилета {n:d}+",
    "soldier {who} has a body-armour save of {n:d}+": "боец {who} получает спас-бросок от бронежилета {n:d}+",
    'the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}, allocated in the order {order:Ww2Names}':
        'враг наносит отряду "{unit}" попаданий: {n:d}, с дистанции {rng:Distance}, по порядку моделей {order:Ww2Names}',
    'the enemy scores {n:d} template hits on "{unit}" at a range of {rng:Distance}':
        'враг наносит отряду "{unit}" попаданий шаблонным оружием: {n:d}, с дистанции {rng:Distance}',
    'the enemy scores {n:d} template hits on "{unit}" at a range of {rng:Distance}, the template covering {who:Ww2Names}':
        'враг наносит отряду "{unit}" попаданий шаблонным оружием: {n:d}, с дистанции {rng:Distance}, '
        'шаблон накрывает {who:Ww2Names}',
    # riderless mounts: «погибли все наездники, то ездовые животные начинают немедленно отступать ... и
    # отступают до тех пор пока не покинут стол»; «после того как отряд из ездовых животных подвигался ...
    # или совершил рывок ... отряд желающий совершить перехват должен войти в базовый контакт с отступающим
    # отрядом»; «могут попытаться остановить отступление». The move of the mounts is "отступают дальше",
    # so that "отступают" alone says only that they are in retreat (the outcome).
    'every rider of "{unit}" has fallen and the mounts are retreating':
        'все наездники отряда "{unit}" погибли, и ездовые животные отступают',
    '"{a}" is in base contact with "{b}"': 'отряд "{a}" в базовом контакте с отрядом "{b}"',
    'the riderless mounts of "{unit}" retreat': 'ездовые животные отряда "{unit}" отступают дальше',
    'the riderless mounts of "{unit}" retreat off the table': 'ездовые животные отряда "{unit}" отступают и покидают стол',
    '"{unit}" tries to stop the riderless mounts of "{mounts}"':
        '"{unit}" пытается остановить отступление ездовых животных отряда "{mounts}"',
}, outcomes={
    '"{unit}" may dash up to {cm:g} cm': '"{unit}" может совершить Рывок до {cm:g} см',
    '"{unit}" may dash at least {cm:g} cm': '"{unit}" может совершить Рывок не меньше чем на {cm:g} см',
    '"{unit}" has dashed {cm:g} cm': '"{unit}" совершил Рывок на {cm:g} см',
    '"{unit}" does not shoot this phase': '"{unit}" не стреляет в эту фазу',
    'the afterburner of "{unit}" has succeeded': 'Форсаж "{unit}" удался',
    '"{unit}" has charged': '"{unit}" атаковал',
    'the afterburner of "{unit}" has failed': 'Форсаж "{unit}" не удался',
    'the aircraft "{unit}" has flown {cm:g} cm on the afterburner': 'самолёт "{unit}" пролетел на Форсаже {cm:g} см',
    'the aircraft "{unit}" has made no afterburner move': 'самолёт "{unit}" не двигался на Форсаже',
    'the aircraft "{unit}" has the full-speed saves': 'у самолёта "{unit}" есть спас-бросок за полную скорость',
    'the aircraft "{unit}" has no full-speed saves': 'у самолёта "{unit}" нет спас-броска за полную скорость',
    'the aircraft "{unit}" has taken {n:d} hits': 'самолёт "{unit}" получил попаданий: {n:d}',
    # the wounds of an infantry unit and its heavy machine gun, each count last as for cavalry
    'soldier {who} is dead': 'боец {who} погиб',
    'soldier {who} is alive': 'боец {who} жив',
    '"{unit}" has {n:d} soldiers left': 'в отряде "{unit}" осталось солдат: {n:d}',
    '"{unit}" has lost {n:d} wounds for want of targets': 'у отряда "{unit}" пропало лишних ран: {n:d}',
    'the heavy machine gun {gun} is intact': 'тяжелый пулемет {gun} цел',
    'the heavy machine gun {gun} has {n:d} pending special-weapon hits':
        'у тяжелого пулемета {gun} попаданий из специального оружия: {n:d}',
    'the heavy machine gun {gun} is crewed by {a} and {b}': 'расчет тяжелого пулемета {gun}: {a} и {b}',
    'the heavy machine gun {gun} scores {n:d} hits': 'тяжелый пулемет {gun} попадает по врагу, попаданий: {n:d}',
    # the wounds of a cavalry unit (РАНЫ. Кавалерийский Отряд), each count last, so that "не менее 2"
    # and "не более 1" bound it inside a question
    'cavalry model {m} is allocated {n:d} of the hits': 'на кавалерийскую модель {m} распределено попаданий: {n:d}',
    '{n:d} riders of "{unit}" are dead': 'в отряде "{unit}" погибло наездников: {n:d}',
    '{n:d} mounts of "{unit}" are dead': 'в отряде "{unit}" погибло ездовых животных: {n:d}',
    "the rider of {m} is dead": "наездник {m} погиб",
    "the rider of {m} is alive": "наездник {m} жив",
    "the mount of {m} has {n:d} wounds": "ездовое животное {m} получило ран: {n:d}",
    "{n:d} hits burned on cavalry model {m}": "на кавалерийской модели {m} сгорело попаданий: {n:d}",
    '"{unit}" has {n:d} models unhurt': 'в отряде "{unit}" невредимых моделей: {n:d}',
    # the motorcycle squadron: «при значении 1-3 попадание получает мотоцикл ... то оно сгорает», «выжил и
    # немедленно залегает, получая бонус за залегание только со следующего хода», «мотопехотный отряд»
    "bike {b} is allocated {n:d} of the hits": "на мотоцикл {b} распределено попаданий: {n:d}",
    "bike {b} has {n:d} pending armour-piercing hits": "у мотоцикла {b} бронебойных попаданий: {n:d}",
    "{n:d} hits on bike {b} are lost": "на мотоцикле {b} сгорело попаданий: {n:d}",
    "bike {b} is empty and intact": "мотоцикл {b} пустует и цел",
    "bike {b} is destroyed": "мотоцикл {b} уничтожен",
    "rider {who} sits on bike {b} as its {seat}": "мотоциклист {who} сидит на мотоцикле {b} {seat}",
    '{n:d} riders of the squadron "{unit}" are alive': 'в эскадроне "{unit}" живых мотоциклистов: {n:d}',
    '{n:d} crewmen of "{unit}" survive their destroyed bikes':
        'в эскадроне "{unit}" выжило бойцов уничтоженных мотоциклов: {n:d}',
    '"{unit}" has {cm:g} cm of move left': 'у отряда "{unit}" осталось движения: {cm:g} см',
    '"{unit}" is a motor-infantry unit of {n:d} soldiers on {bikes:d} bikes':
        'отряд "{unit}" — мотопехотный отряд из {n:d} солдат на {bikes:d} мотоциклах',
    '"{unit}" is an infantry unit of {n:d} soldiers': 'отряд "{unit}" — пехотный отряд из {n:d} солдат',
    "soldier {who} has gone prone, with the bonus from turn {turn:d}":
        "боец {who} залёг, бонус за залегание — с хода {turn:d}",
    "soldier {who} gets the bonus for lying prone": "боец {who} получает бонус за залегание",
    "soldier {who} does not yet get the bonus for lying prone": "боец {who} ещё не получает бонус за залегание",
    # riderless mounts in retreat, stopped («остановить отступление»), off the table («покинут стол»)
    'the riderless mounts of "{unit}" are retreating': 'ездовые животные отряда "{unit}" отступают',
    'the riderless mounts of "{unit}" are not retreating': 'ездовые животные отряда "{unit}" не отступают',
    'the riderless mounts of "{unit}" are stopped': 'отступление ездовых животных отряда "{unit}" остановлено',
    'the riderless mounts of "{unit}" have left the table': 'ездовые животные отряда "{unit}" покинули стол',
}, bounds={
    # "совершил Рывок не более чем на 7 см", as "может совершить Рывок не меньше чем на 10 см"
    '"{unit}" has dashed {cm:g} cm': ('"{unit}" совершил Рывок не менее чем на {cm:g} см',
                                      '"{unit}" совершил Рывок не более чем на {cm:g} см'),
    # "осталось движения: не более 30 см", the bound before the number as "попаданий: не менее 1"
    '"{unit}" has {cm:g} cm of move left': ('у отряда "{unit}" осталось движения: не менее {cm:g} см',
                                            'у отряда "{unit}" осталось движения: не более {cm:g} см'),
    # the turn a bonus starts from is a label in time, as "идёт ход не ранее 3" (common_ru.py)
    "soldier {who} has gone prone, with the bonus from turn {turn:d}": (
        "боец {who} залёг, бонус за залегание — с хода не ранее {turn:d}",
        "боец {who} залёг, бонус за залегание — с хода не позднее {turn:d}"),
}, types={
    # a list of ids as the Russian says it: "стрелки3 и стрелки4", "г1, г2 и г3"
    "Ww2Names": (r"[^\s,\"']+(?:(?:\s*,\s*|\s+и\s+)[^\s,\"']+)*", {" и ": " and "}),
    # the kinds of unit as the adjective before «отряд» (the heavy gun and the vehicle have none in the text)
    "Ww2Kind": ("пехотный|кавалерийский|танковый|мотоциклетный|авиационный",
                {"пехотный": "an infantry", "кавалерийский": "a cavalry", "танковый": "a tank",
                 "мотоциклетный": "a motorcycle", "авиационный": "an aircraft"}),
}, names={
    "движения": "movement", "стрельбы": "shooting",
    "рывок": "dash", "стрельбу": "shooting", "движение": "move", "форсаж": "afterburner",
    # what a refusal forbids: the attempt to stop the mounts, their retreat
    "попытку": "attempt", "отступление": "retreat", "таран": "ram", "выбор": "choice", "снятие": "removal",
    # the seats of a bike: «водитель оставшийся без стрелка может сам пересесть стрелком»
    "водителем": "driver", "стрелком": "gunner",
    "пересадку": "swap", "посадку": "remount",
})
