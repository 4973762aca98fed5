"""A Russian WWII miniatures game (units, centimetres, D6).

One module per rules section of the source text (oracle/sources/003_4c61386a089c9265.txt):

* :mod:`.dash` — ФАЗА СТРЕЛЬБЫ. Рывок вместо стрельбы (dash and afterburner)
* :mod:`.infantry_wounds` — РАНЫ. Пехотный Отряд
* :mod:`.cavalry_wounds` — РАНЫ. Кавалерийский Отряд
* :mod:`.motorcycle_wounds` — the motorcycle squadron (headed "РАНЫ. Кавалерийский Отряд." again)
"""

from oracle.ww2.ruleset import RULESET

SECTIONS = RULESET.sections(  # importing a section registers its actions and outcomes; listed in this order
    __name__,
    "dash",
    "infantry_wounds",
    "cavalry_wounds",
    "motorcycle_wounds",
    "outcomes",
)

__all__ = ["RULESET"]
