"""Mordheim (skirmish in the ruined city, inches, D6).

One module per rules section of the source texts (oracle/sources/004_84f83d36661345be.txt
and oracle/sources/001_d00f951f7fbb8eb9.txt):

* :mod:`.remaining_moves` — Оставшиеся передвижения
* :mod:`.movement` — Движение (and the route executor every move goes through)
* :mod:`.running` — Бег
* :mod:`.charging` — В атаку! (declaring, the charge move, intercepting, failed charges)
* :mod:`.contact` — base contact and low walls, shared by moving and charging
* :mod:`.charging_several` — Атака на нескольких противников одновременно
* :mod:`.hiding` — Прятанье
* :mod:`.terrain` — Местность
* :mod:`.climbing` — Лазание
* :mod:`.jumping_down` — Прыжок вниз (and falling)
* :mod:`.diving_charge` — Атака в прыжке
* :mod:`.leaping` — Прыжки через провалы

Shared pieces: :mod:`.state` (the table), :mod:`.geometry` (shapely measuring),
:mod:`.route` (the steps of a move), :mod:`.rolls` (the Initiative test),
:mod:`.shooting` (what moving allows afterwards), :mod:`.turns` (the clock), :mod:`.outcomes` (phrases).
"""

from oracle.mordheim.ruleset import RULESET

SECTIONS = RULESET.sections(  # importing a section registers its actions and outcomes; listed in this order
    __name__,
    "movement",
    "running",
    "hiding",
    "charging",
    "charging_several",
    "terrain",
    "climbing",
    "jumping_down",
    "diving_charge",
    "leaping",
    "remaining_moves",
    "shooting",
    "turns",
    "outcomes",
)

__all__ = ["RULESET"]
