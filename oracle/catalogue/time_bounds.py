"""Effects the text bounds in time: every clause whose quote says "this turn", "that turn",
"last turn", "next turn" (в этот ход, этого хода, следующий ход; 该轮, 上轮, 下一轮) states an
effect that holds for a while and then lapses.

:func:`time_bounds` finds those words in a quote.  tests/test_catalogue.py checks that each
such clause has a scenario that moves the game clock on (so that the scenario can check the
effect holds before and has lapsed after), or that the catalogue's ``untested-lapses.yaml``
says why none can.
"""

from __future__ import annotations

import re
from pathlib import Path

from oracle.core import yamlfile
from oracle.core.errors import CatalogueError

TIME_BOUNDS = re.compile(
    r"\b(?:this|that|last|next) turn\b|until (?:his|her|its|their) next turn"
    r"|(?<!\w)в\s+(?:эт(?:от|о|ом)|тот|том)\s+ход\w*|(?<!\w)эт(?:ого|ом)\s+ход\w*"
    r"|(?<!\w)(?:следующ|последующ|прошл|предыдущ)\w*\s+ход\w*"
    r"|该轮|上个?轮|下一?轮|当前轮|本轮",
    re.IGNORECASE)
EXEMPTIONS = Path(__file__).resolve().parent / "untested-lapses.yaml"


def time_bounds(text: str) -> list[str]:
    """The words of a text that bound an effect in time, in the order they appear."""
    return [m.group(0) for m in TIME_BOUNDS.finditer(text)]


def exemptions(path: Path = EXEMPTIONS) -> dict[str, str]:
    """Clause id -> why no scenario of it moves the clock on, from untested-lapses.yaml."""
    data = yamlfile.load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict) or not all(isinstance(v, str) and v.strip() for v in data.values()):
        raise CatalogueError(f"{path}: must map clause ids to the reason no scenario of the clause moves the clock on")
    return {str(k): v for k, v in data.items()}
