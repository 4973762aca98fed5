"""Functions the GURPS section modules share: looking up a rider and his mount, recording answers."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from oracle.core.errors import SetupError
from oracle.core.resolve import Context
from oracle.gurps.state import Character, GurpsTable


exact = lru_cache(maxsize=64)(Fraction)
"""A number a clause gives (``ctx.value``: an int, or a float such as 0.25 for "1/4"), as an exact
fraction, made once per number: rule code asks it on every dice path, and a fraction from a float
costs more than the rest of the line."""


def note(ctx: Context, table: GurpsTable, clause: str, message: str, put: Character | None = None,
         **answers: Any) -> GurpsTable:
    """Emit an event for ``clause`` with answers, and keep them on the table for exact questions; with
    ``put``, the table with that character changed too (one copy of the table, not two)."""
    ctx.emit(clause, message, **answers)
    if put is not None:
        return table.put_answering(put, answers) if answers else table.put(put)
    return table.answer_all(answers) if answers else table


def sign(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def rider_and_mount(table: GurpsTable, rider: str) -> tuple[Character, Character]:
    r = table.get(rider)
    if r.riding_on is None:
        raise SetupError(f"{rider} is not riding anything")
    return r, table.get(r.riding_on)
