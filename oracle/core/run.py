"""A run: what holds for every question asked in it, and what its questions share.

A run's variant (an edition, an erratum, a house rule: ``oracle run --variant``) puts numbers
and optional rules of the texts in force for every question; its exact questions share
sub-results through the transposition table (:mod:`oracle.core.resolve`), which is only valid
under the numbers it was filled under. So both live in one :class:`Run`, not in module state:
``oracle run`` starts one per invocation (:func:`start`), and code that asks questions under
other numbers in the same process (a test, a long-lived engine) puts its own run in force for a
block (:func:`running`), getting a transposition table of its own with it.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Mapping


@dataclass(eq=False)
class Run:
    variant_values: Mapping[tuple[str, str], Any] = field(default_factory=dict)
    """The numbers the run's variant sets, (clause id, value name) -> number (empty: the texts' own)."""
    variant_optional: frozenset[str] = frozenset()
    """The optional rules (clause ids) the run's variant puts in force (empty: the setups decide)."""
    transpositions: dict[tuple, Any] = field(default_factory=dict)
    """Sub-results of exact questions, shared by every question of the run (:mod:`oracle.core.resolve`)."""
    chains: dict[tuple, Any] = field(default_factory=dict)
    """The exact answers of repeated processes (:meth:`oracle.core.resolve.Context.until`, a frightened mount
    fought until it is settled), by the readings each consulted as the transposition table keeps its
    sub-results, but apart from them: the transposition table is emptied whenever it fills, and a chain of
    thousands of states answered again would be worked out again whole (the rulings side by side of two
    scenarios asking the same question under the same readings). Its states' own sub-results are kept for the
    chain alone while it is solved, and let go with it."""
    reckoned: dict[tuple, Any] = field(default_factory=dict)
    """What rule code that only reads gave (:meth:`oracle.core.resolve.Context.reckon`: the way an interceptor takes),
    by the call and the readings it consulted, as the transposition table keeps its sub-results."""
    performed: dict[tuple, Any] | None = field(default_factory=dict)
    """Actions the reference engine resolved with scripted dice, with the readings each consulted
    (:meth:`oracle.engine.reference.ReferenceEngine.perform`); None: none kept, every action asks the rules
    (a harvest of fuzzing seeds records what the rules are asked)."""
    readings: dict[tuple, tuple[dict, dict]] = field(default_factory=dict)
    """By the readings chosen (sorted (ruling, alternative) pairs): the alternative in force of each ruling
    and the number in force of each clause's value, as looked up (:class:`oracle.core.rulings.Rulings`);
    the catalogue and the run's variant decide them, so every question of the run under the same
    readings shares them."""

    @classmethod
    def with_variant(cls, values: Mapping[str, Mapping[str, Any]] | None = None,
                     optional: Iterable[str] = ()) -> "Run":
        """A run under a variant's numbers (clause id -> value name -> number, already checked
        against the catalogue) and optional rules (clause ids)."""
        flat = {(clause_id, name): number for clause_id, names in (values or {}).items()
                for name, number in names.items()}
        return cls(flat, frozenset(optional))


_CURRENT: list[Run] = [Run()]
"""The run in force: one slot, replaced by :func:`start` and :func:`running`."""


def current() -> Run:
    """The run in force (the texts' own numbers and an empty transposition table, until one is started)."""
    return _CURRENT[0]


def start(run: Run) -> Run:
    """Put ``run`` in force for the rest of the process (``oracle run``)."""
    _CURRENT[0] = run
    return run


@contextmanager
def running(run: Run) -> Iterator[Run]:
    """Put ``run`` in force for a block, then the run that was."""
    previous = _CURRENT[0]
    _CURRENT[0] = run
    try:
        yield run
    finally:
        _CURRENT[0] = previous
