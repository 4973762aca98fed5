"""Legends of the Old West (western skirmish, inches, D6).

One module per rules section of the source text (oracle/sources/000_8c6b2bd97740666a.txt):

* :mod:`.mounted_fighters` — ВЕРХОВЫЕ БОЙЦЫ: sight, mounting, dismounting, tying, riderless mounts
* :mod:`.passengers` — ПАССАЖИРЫ
* :mod:`.mounted_terrain` — ТРУДНАЯ МЕСТНОСТЬ И ПРЕПЯТСТВИЯ, with the mount jump table
* :mod:`.saddle_up` — ПРЯМО В СЕДЛО (Saddle Up)!
* :mod:`.loose_mounts` — УБЕЖАВШИЕ ЛОШАДИ (Loose Mounts), optional
* :mod:`.holding_a_mount` — ДЕРЖАТЬ ЛОШАДЬ
* :mod:`.thrown_riders` — ПАДЕНИЕ С ЛОШАДИ

and, on foot, before the mounted fighters:

* :mod:`.falling` — falling or jumping from more than 2" (the excerpt's opening lines)
* :mod:`.prone` — ФИГУРКИ, ЛЕЖАЩИЕ НА ЗЕМЛЕ
* :mod:`.spotting` — БРОСКИ РАСПОЗНАНИЯ (Spotting Rolls), with hidden shooters
* :mod:`.obstacles` — ПРЕПЯТСТВИЯ И НАПАДЕНИЕ
* :mod:`.levels` — СРАЖЕНИЕ НА РАЗНЫХ УРОВНЯХ

and the clock: the turn (:mod:`.spotting`, where a turn's spotting rolls lapse) and its phases (:mod:`.phases`).
"""

from oracle.lotow.ruleset import RULESET

SECTIONS = RULESET.sections(  # importing a section registers its actions and outcomes; listed in this order
    __name__,
    "thrown_riders",
    "mounted_fighters",
    "passengers",
    "mounted_terrain",
    "saddle_up",
    "loose_mounts",
    "holding_a_mount",
    "outcomes",
    "falling",
    "prone",
    "spotting",
    "obstacles",
    "levels",
    "foot_outcomes",
    "phases",
)

__all__ = ["RULESET"]
