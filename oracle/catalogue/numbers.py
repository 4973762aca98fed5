"""Number fidelity: every number and dice expression a clause's quote gives is exercised.

:func:`numbers_in` reads the numbers of a text as the rules write them (2", 1,5", 1½",
¼, -2, +20%, 6+, 3d6, 2D6, 2d) and gives each as a canonical token: a dice expression as
``NdS`` (``2d`` is GURPS's ``2d6``), anything else as its value (``1.5``, ``0.25``, ``2``;
signs dropped, since "-2" and "at -2" state the same number).  :func:`untested` then
says which tokens of a clause's quote no scenario tagged with that clause mentions,
anywhere in its text or comments.  The catalogue's ``untested-numbers.yaml`` names the
numbers that need no scenario and says why.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Iterable

from oracle.core import yamlfile
from oracle.core.errors import CatalogueError

VULGAR = {"¼": Fraction(1, 4), "½": Fraction(1, 2), "¾": Fraction(3, 4), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3)}
DICE = re.compile(r"(?<![A-Za-z0-9.])(\d*)(?:[dD](\d+)?|[Дд](\d+))(?![A-Za-z0-9])")
NUMBER = re.compile(r"(?<![A-Za-z0-9.,])(?:(\d+)/(\d+)|(\d+(?:[.,]\d+)?)([¼½¾⅓⅔])?|([¼½¾⅓⅔]))")
EXEMPTIONS = Path(__file__).resolve().parent / "untested-numbers.yaml"


def _value(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    d = float(x)
    return f"{d:g}" if Fraction(d).limit_denominator(1000) == x and len(f"{d:g}") < 8 else f"{x.numerator}/{x.denominator}"


def numbers_in(text: str) -> set[str]:
    """The canonical number and dice tokens of a text."""
    found: set[str] = set()
    rest = text
    for m in DICE.finditer(text):
        n, s = m.group(1), m.group(2) or m.group(3)
        if not n and not s:
            continue  # a lone letter, not dice
        found.add(f"{int(n) if n else 1}d{int(s) if s else 6}")
    rest = DICE.sub(" ", text)
    for m in NUMBER.finditer(rest):
        num, den, whole, vulgar, lone = m.groups()
        if num is not None:
            if int(den) == 0:
                continue
            found.add(_value(Fraction(int(num), int(den))))
            continue
        if lone is not None:
            found.add(_value(VULGAR[lone]))
            continue
        value = Fraction(whole.replace(",", "."))
        if vulgar:
            value += VULGAR[vulgar]
        found.add(_value(value))
    return found


def untested(quote_numbers: set[str], scenario_texts: Iterable[str]) -> set[str]:
    """The quote's tokens that no tagged scenario's text mentions."""
    seen: set[str] = set()
    for text in scenario_texts:
        seen |= numbers_in(text)
    return quote_numbers - seen


def exemptions(path: Path = EXEMPTIONS) -> dict[str, dict[str, str]]:
    """Clause id -> {number: why no scenario needs it}, from the catalogue's untested-numbers.yaml."""
    data = yamlfile.load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise CatalogueError(f"{path}: must map clause ids to {{number: reason}}")
    out: dict[str, dict[str, str]] = {}
    for clause, numbers in data.items():
        if not isinstance(numbers, dict) or not all(isinstance(v, str) and v.strip() for v in numbers.values()):
            raise CatalogueError(f"{path}: {clause}: give each number with the reason it needs no scenario")
        out[str(clause)] = {str(k): v for k, v in numbers.items()}
    return out
