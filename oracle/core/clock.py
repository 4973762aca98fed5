"""The game clock's effects: what the texts bound in time, and when it lapses.

Every table carries its clock (the turn, and where a game has them the phase or the
second and whose turn it is) as plain fields with defaults, so a table written before
the clock existed reads as the first turn.  An effect the text bounds in time ("this
turn", "that turn", "last turn", "until his next turn") is recorded as a
:class:`Lasting`: whose effect it is, the field it set, the clause that bounds it and the
last turn in which it holds.  When the clock passes that turn the effect lapses: the
field takes back its value and the lapse is recorded against the clause.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Literal

from pydantic import Field

from oracle.core.errors import RuleViolation
from oracle.core.numbers import Whole
from oracle.core.state import Frozen

Scalar = bool | int | str | None

Phase = Literal["movement", "shooting", "close-combat"]
PHASES: tuple[Phase, ...] = ("movement", "shooting", "close-combat")
"""The phases of a turn in the games played in turns and phases (Legends of the Old West:
фаза Движения, Стрельбы, Ближнего Боя; Mordheim: фаза передвижения, стрельбы, рукопашного
боя; WWII: фаза движения, стрельбы, Рукопашного Боя), in the order they are played."""


class Lasting(Frozen):
    """An effect that holds through turn ``until`` and lapses when the clock passes it."""

    who: str = Field(min_length=1, description="The model the effect is on")
    effect: str = Field(min_length=1, description="The field of the model the effect set")
    lapsed: Scalar = Field(default=None, description="The value the field takes when the effect lapses")
    clause: str = Field(min_length=1, description="The clause that bounds the effect in time")
    until: Whole = Field(ge=1, description="The last turn (second, in GURPS) in which the effect holds")
    turn_of: str | None = Field(default=None, description="Whose turn bounds the effect within the clock's turn "
                                                          "(GURPS: a character's turn within a second)")
    edge: Literal["end", "start"] = Field(default="end", description=(
        "end: the effect holds until the turn of turn_of in second until has ended; start: it holds until the "
        "turn of turn_of begins in a later second (\"until his next turn\")"))


def lasting(who: str, effect: str, clause: str, until: int, lapsed: Scalar = None, turn_of: str | None = None,
            edge: Literal["end", "start"] = "end") -> Lasting:
    """``Lasting(...)``, validated once per distinct effect and the same object given after that (as
    :func:`oracle.core.state.shared` gives a small value): a rule records the same effect on every dice path of
    a roll (a GURPS velocity changed by a hard brake, whatever its roll). Kept by ``lapsed``'s type as well as its
    value: ``False`` and ``0`` are equal keys, and a field that lapses to one must not lapse to the other."""
    return _lasting(who, effect, clause, until, type(lapsed), lapsed, turn_of, edge)


@lru_cache(maxsize=4096)
def _lasting(who: str, effect: str, clause: str, until: int, kind: type, lapsed: Scalar, turn_of: str | None,
             edge: str) -> Lasting:
    return Lasting(who=who, effect=effect, lapsed=lapsed, clause=clause, until=until, turn_of=turn_of, edge=edge)


def record(lastings: Iterable[Lasting], new: Lasting) -> tuple[Lasting, ...]:
    """The records with ``new`` in place of any earlier record of the same effect on the same model."""
    return tuple(x for x in lastings if (x.who, x.effect) != (new.who, new.effect)) + (new,)


def split(lastings: Iterable[Lasting], now: int, turn_of: str | None = None,
          was: tuple[int, str | None] | None = None) -> tuple[tuple[Lasting, ...], tuple[Lasting, ...]]:
    """(still holding, lapsed) when the clock moves from ``was`` (turn, whose turn) to ``now``, ``turn_of``."""
    held, gone = [], []
    for x in lastings:
        (gone if lapses(x, (now, turn_of), was) else held).append(x)
    return tuple(held), tuple(gone)


def lapses(x: Lasting, now: tuple[int, str | None], was: tuple[int, str | None] | None = None) -> bool:
    """Whether the effect has lapsed when the clock has moved from ``was`` to ``now`` (each a turn and whose turn
    it is within it, None when the scenario does not say).

    An effect bounded by the clock's turn alone lapses when the turn passes ``until``.  One bounded by a
    character's turn (``turn_of``) is read to the turn: with ``edge`` "end" it lapses when, in turn ``until``,
    the clock leaves that character's turn (or passes ``until``); with ``edge`` "start" ("until his next turn")
    when that character's turn begins in a later turn, or the clock passes that turn without saying whose
    turn it is.
    """
    second, whose = now
    if x.turn_of is None:
        return second > x.until
    if x.edge == "end":
        if second > x.until:
            return True
        return was is not None and was == (x.until, x.turn_of) and now != was
    if second > x.until + 1:
        return True
    return second == x.until + 1 and whose in (None, x.turn_of)


def phase_after(phase: Phase) -> Phase | None:
    """The phase that follows ``phase`` in the same turn (None after the last: the turn ends)."""
    i = PHASES.index(phase)
    return PHASES[i + 1] if i + 1 < len(PHASES) else None


def in_phase(now: Phase, wanted: Phase, clause: str, what: str) -> Phase:
    """The phase in which ``what`` happens, as the clock reads after it.

    An action of a later phase than the clock shows moves the clock on to that phase (the
    phases between are over); an action of an earlier phase is refused by ``clause``, the
    rule that names the phase it belongs to.
    """
    if PHASES.index(now) > PHASES.index(wanted):
        raise RuleViolation(clause, f"{what} in the {wanted} phase, and the turn has reached the {now} phase")
    return wanted
