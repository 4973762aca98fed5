"""Explicit randomness.

A roll is a :class:`ChanceEvent`: its outcomes and their exact probabilities, as
OpenSpiel's ``chance_outcomes`` lists them.  Rule code never draws a number itself; it
asks a :class:`DicePort` to choose an outcome of the event.  Three ports share that one
code path:

* :class:`ScriptedDice` serves results a scenario gives, in order, and is strict: a
  roll with no result left, a result left unused, or a face the die cannot show is a
  :class:`~oracle.core.errors.DiceError` naming where the dice came from;
* :class:`SeededDice` draws from a seeded generator, for sampling and statistics;
* exact enumeration (:mod:`oracle.core.resolve`) explores every outcome and returns
  the distribution of results as fractions.
"""

from __future__ import annotations

import random
from math import gcd
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Hashable, Iterable, Protocol, Sequence

from oracle.core.errors import DiceError, ImpossibleFace, MissingDice, SetupError

MOST_REPEATS: int = 1000
"""The most times one action repeats a roll or a step (shots, hits, strikes, the dice of one total)
that this engine resolves.  A bound of the engine, not of the texts (none sets one): a count past it
is refused at once, naming it, where it would otherwise fill the memory or run for hours (a million
hits resolved exactly, a lance's dice from a mistyped distance)."""

MOST_OUTCOMES: int = 65_536
"""The most distinct results that one merge point of an exact question may have (tables that differ in
any field are distinct) that this engine enumerates.  A bound of the engine, not of the texts: the
distinct tables grow as a product of the parts that change, each WWII cavalry model hit making four
(rider, mount) results, so a unit of 8 gives 4**8 = 65 536 tables (1.3 s and 214 MB of the process's
memory), one of 12 sixteen million, which filled the memory.  A question past it is refused at once,
naming the count where it is known before the enumeration (the parts of ``ctx.combine``), else as
soon as the results pass it; seeded and scripted mode, one result at a time, are not bounded."""


def beyond_outcomes(what: str, count: int | None = None) -> SetupError:
    """The error for an exact question whose merge point ``what`` has more than :data:`MOST_OUTCOMES`
    distinct results (``count`` of them, when known)."""
    many = (f"{count} distinct results, more than the {MOST_OUTCOMES}" if count is not None
            else f"more than the {MOST_OUTCOMES} distinct results")
    return SetupError(f"exact odds: {what}: {many} this engine enumerates in one question (a bound of the engine, "
                      "not of the rules): ask it of a smaller table; a scenario that rolls the dice (scripted or "
                      "seeded) plays the same action")


def within_bound(times: int, what: str) -> int:
    """``times`` if this engine resolves that many repeats of ``what`` in one action, else a
    :class:`~oracle.core.errors.SetupError` naming the count."""
    if times > MOST_REPEATS:
        raise SetupError(f"{what}: {times} is more than the {MOST_REPEATS} repeats this engine resolves in one "
                         "action (a bound of the engine, not of the rules)")
    return times


@dataclass(frozen=True)
class ChanceEvent:
    """A roll: what is rolled, for which clause, and each outcome with its probability."""

    label: str
    outcomes: tuple[tuple[Hashable, Fraction], ...]
    clause: str | None = None

    def __post_init__(self) -> None:
        # each outcome's probability as integers (numerator, denominator): exact enumeration
        # multiplies them along a path on every roll
        object.__setattr__(self, "weights", tuple((p.numerator, p.denominator) for _, p in self.outcomes))
        object.__setattr__(self, "values", tuple(v for v, _ in self.outcomes))
        if not self.outcomes:
            raise ValueError(f"chance event {self.label!r} has no outcomes")
        # summed over a common denominator in integers: a merged distribution has hundreds of
        # outcomes, mostly over one power of the die's sides, and Fraction's own addition
        # reduces every partial sum
        common = 1
        for _, p in self.outcomes:
            d = p.denominator
            if common % d:
                common = common * d // gcd(common, d)
        share = [p.numerator * (common // p.denominator) for _, p in self.outcomes]
        if sum(share) != common or min(share) <= 0:
            total = sum((p for _, p in self.outcomes), Fraction(0))
            raise ValueError(f"chance event {self.label!r}: probabilities must be positive and sum to 1, got {total}")

    @property
    def faces(self) -> tuple[Hashable, ...]:
        return tuple(v for v, _ in self.outcomes)

    def describe(self) -> str:
        return f"{self.label} (rule {self.clause})" if self.clause else self.label


@lru_cache(maxsize=None)
def die(sides: int, clause: str | None = None, label: str | None = None) -> ChanceEvent:
    """A fair die with faces 1..sides (an immutable event, made once for each die, clause and label)."""
    p = Fraction(1, sides)
    return ChanceEvent(label or f"D{sides}", tuple((face, p) for face in range(1, sides + 1)), clause)


def from_weights(label: str, weights: Iterable[tuple[Hashable, Fraction]], clause: str | None = None) -> ChanceEvent:
    """A chance event from outcome weights that already sum to one (e.g. a merged distribution)."""
    return ChanceEvent(label, tuple(weights), clause)


def merged(label: str, weights: dict[Hashable, list[int]]) -> ChanceEvent:
    """The distinct results of an exact enumeration as a chance event, each with its chance as an
    integer numerator and denominator, not checked again: their probabilities are the complete
    paths' of one tree of rolls, positive and summing to one by construction (and a merged
    distribution may have a thousand outcomes).  The outcomes as fractions are made only if asked
    for: the enumeration reads ``values`` and ``weights``."""
    if not weights:
        raise ValueError(f"chance event {label!r} has no outcomes")
    reduced = []
    for n, d in weights.values():
        g = gcd(n, d)
        reduced.append((n // g, d // g) if g != 1 else (n, d))
    event = object.__new__(_Merged)
    # its fields written into its dict at once (the frozen dataclass's setattr refuses them one by one; every
    # merge point enumerated makes one of these)
    event.__dict__.update(label=label, clause=None, values=tuple(weights), weights=tuple(reduced))
    return event


def relabeled(event: ChanceEvent, label: str) -> ChanceEvent:
    """A merged chance event (:func:`merged`) with the same outcomes under another label: the results
    of a merge point that are all of another's (the outcomes are immutable, so they are shared)."""
    made = object.__new__(_Merged)
    made.__dict__.update(label=label, clause=None, values=event.values, weights=event.weights)
    return made


class _Merged(ChanceEvent):
    """A merged chance event (:func:`merged`): its outcomes as fractions, made when first asked for."""

    @property
    def outcomes(self) -> tuple[tuple[Hashable, Fraction], ...]:  # type: ignore[override]
        made = self.__dict__.get("_outcomes")
        if made is None:
            made = tuple((v, Fraction(n, d)) for v, (n, d) in zip(self.values, self.weights))
            object.__setattr__(self, "_outcomes", made)
        return made


class DicePort(Protocol):
    """Where rule code gets its random outcomes."""

    exact: bool

    def choose(self, event: ChanceEvent) -> Any: ...


@dataclass
class ScriptedDice:
    """Results given by a scenario, served in order; strict about too few, too many and impossible ones.

    ``where`` names the origin of the script (a scenario step, a request) so that every
    error message can point at it.
    """

    results: Sequence[Any]
    where: str = "the scripted dice"
    exact: bool = field(default=False, init=False)
    used: int = field(default=0, init=False)

    def choose(self, event: ChanceEvent) -> Any:
        if self.used >= len(self.results):
            given = ", ".join(str(r) for r in self.results) or "none"
            raise MissingDice(
                f"{self.where}: the rules call for roll {self.used + 1}, a {event.describe()}, "
                f"but only {len(self.results)} result(s) were scripted ({given})"
            )
        value = self.results[self.used]
        if value not in event.faces:
            faces = ", ".join(str(f) for f in event.faces)
            raise ImpossibleFace(
                f"{self.where}: scripted result {value!r} for roll {self.used + 1}, a {event.describe()}, "
                f"is not a face that die can show ({faces})"
            )
        self.used += 1
        return value

    def finish(self) -> None:
        """Raise if any scripted result was not used by the rules."""
        if self.used < len(self.results):
            left = ", ".join(str(r) for r in self.results[self.used :])
            raise DiceError(
                f"{self.where}: {len(self.results) - self.used} scripted result(s) left unused ({left}); "
                f"the rules called for {self.used} roll(s)"
            )


@dataclass
class SeededDice:
    """Outcomes drawn with exact weights from a seeded generator (reproducible sampling)."""

    seed: int
    exact: bool = field(default=False, init=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def choose(self, event: ChanceEvent) -> Any:
        denominator = 1
        for _, p in event.outcomes:
            denominator = denominator * p.denominator // _gcd(denominator, p.denominator)
        ticket = self._rng.randrange(denominator)
        for value, p in event.outcomes:
            share = p.numerator * (denominator // p.denominator)
            if ticket < share:
                return value
            ticket -= share
        raise AssertionError("probabilities sum to one")  # pragma: no cover


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
