"""A Russian WWII miniatures game (units, centimetres, D6).

One module per rules section of the source text (oracle/sources/003_4c61386a089c9265.txt):

* :mod:`.dash` — ФАЗА СТРЕЛЬБЫ. Рывок вместо стрельбы (dash and afterburner)
* :mod:`.infantry_wounds` — РАНЫ. Пехотный Отряд
* :mod:`.cavalry_wounds` — РАНЫ. Кавалерийский Отряд
* :mod:`.motorcycle_wounds` — the motorcycle squadron (headed "РАНЫ. Кавалерийский Отряд." again)
"""

from oracle.ww2.ruleset import RULESET
from oracle.ww2 import (  # noqa: F401  (importing a section registers its actions)
    dash,
    infantry_wounds,
    cavalry_wounds,
    motorcycle_wounds,
    outcomes,
)

RULESET.in_order(  # actions and outcomes listed section by section, in this order
    dash,
    infantry_wounds,
    cavalry_wounds,
    motorcycle_wounds,
    outcomes,
)

__all__ = ["RULESET"]
