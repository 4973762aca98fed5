"""Which reading of each unclear passage is in force, and which number each rule gives.

Rule code asks ``ctx.ruling(ID)`` and gets the id of the alternative in force: the
catalogue's default, unless the run or the scenario chose another.  Every question is
recorded, so a report can tell which scenarios depend on which rulings.

Rule code asks ``ctx.value(CLAUSE, NAME)`` for a number the text gives (a distance, a
threshold, a modifier): the clause's value in the catalogue, or the number a reading in
force gives it (asking that ruling, so the question is recorded), or the number the run's
variant sets (the run in force, :mod:`oracle.core.run`).  A variant may also put optional
rules of the text in force for the whole run; a ruleset's table asks :func:`variant_optional`
beside the optional rules its setup names.

Rule code asks ``ctx.reading_value(RULING, NAME)`` for a number a reading gives where the text
gives none (how near a wall a model must be to hide "behind" it): the number of the alternative
in force, the ruling recorded as consulted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Protocol

from oracle.core.citations import RulingEntry, index
from oracle.core.errors import RulingError, suggest
from oracle.core.run import current


def variant_optional(clause_id: str) -> bool:
    """Whether the run's variant puts the optional rule of this clause in force."""
    return clause_id in current().variant_optional


def _number_in_force(clause_id: str, name: str, reading: Callable[[str], str]) -> Any:
    """The clause's number; where a ruling changes it, the number of the reading that ``reading(ruling)``
    gives; the run's variant's number above both."""
    cat = index()
    key = (clause_id, name)
    number = cat.numbers.get(key)
    if number is None:
        number = cat.value(clause_id, name).number  # an unknown value raises, naming the clause
    for ruling_id, by_reading in (cat.value_readings.get(key) or {}).items():
        chosen = reading(ruling_id)
        if chosen in by_reading:
            number = by_reading[chosen]
    variant = current().variant_values
    if variant and key in variant:
        number = cat.value(clause_id, name).of(variant[key])
    return number


class Numbers(Protocol):
    """Where rule code gets a number the text gives: a question's context (``ctx.value``), or
    :data:`TEXT_NUMBERS` for code that runs outside a question (an outcome read off a table)."""

    def value(self, clause_id: str, name: str) -> Any: ...


class _TextNumbers:
    """The numbers the clauses give, as the run's variant has them, for code outside a question."""

    def value(self, clause_id: str, name: str) -> Any:
        """No reading is asked here, so a number a ruling's reading changes is refused rather than
        answered under the default reading: such code must ask inside the question (``ctx.value``).
        Looked up once a run, where the questions under the default readings keep their numbers
        (:attr:`Rulings._values`): terrain asks the highest wall a Mordheim model jumps freely for every
        piece on every leg a route plans (86 000 times in the rulings side by side of the charges)."""
        key = (clause_id, name)
        values = current().readings.setdefault((), ({}, {}))[1]
        known = values.get(key)
        if known is None or known[1]:

            def no_reading(ruling_id: str) -> str:
                raise RulingError(f"the value {name!r} of {clause_id} depends on a reading ({ruling_id}); "
                                  "ask it inside a question (ctx.value), where the reading in force is known")

            number = _number_in_force(clause_id, name, no_reading)
            values[key] = (number, ())  # no ruling decides it: no_reading would have refused
            return number
        return known[0]


TEXT_NUMBERS: Numbers = _TextNumbers()
"""The numbers the texts give (and the run's variant sets), for code that runs outside a question."""


@dataclass
class Rulings:
    overrides: Mapping[str, str] = field(default_factory=dict)
    consulted: dict[str, str] = field(default_factory=dict)
    _answers: dict[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)
    """The alternative in force by ruling, once looked up (exact mode asks on every dice path)."""
    _values: dict[tuple[str, str], tuple[Any, tuple[str, ...]]] = field(default_factory=dict, init=False, repr=False,
                                                                       compare=False)
    """A clause's number in force, once looked up, with the rulings that decide it."""

    def __post_init__(self) -> None:
        for rid, alt in self.overrides.items():
            self._check(rid, alt)
        # what is looked up depends on the readings, the catalogue and the run's variant only: shared by
        # every question of the run under the same readings (the rulings asked are still recorded per question)
        self._answers, self._values = current().readings.setdefault(self.key(), ({}, {}))

    @staticmethod
    def check(ruling_id: str, alt: str | None = None, ruleset: str | None = None,
              what: str = "this question") -> RulingEntry:
        """The catalogue's ruling ``ruling_id``; a :class:`RulingError` naming it if the catalogue has no such ruling,
        or the ruling no reading ``alt``, or (given the ruleset ``what`` is of) the ruling reads another ruleset's text."""
        ruling = Rulings._check(ruling_id, alt)
        if ruleset is not None:
            check_ruleset(ruling_id, ruleset, what)
        return ruling

    @staticmethod
    def _check(ruling_id: str, alt: str | None = None) -> RulingEntry:
        cat = index()
        ruling = cat.rulings.get(ruling_id)
        if ruling is None:
            raise RulingError(f"unknown ruling {ruling_id!r}{suggest(ruling_id, cat.rulings)}")
        if alt is not None and alt not in {a.id for a in ruling.alternatives}:
            names = ", ".join(a.id for a in ruling.alternatives)
            raise RulingError(f"ruling {ruling_id} has no alternative {alt!r} (it has: {names})")
        return ruling

    def get(self, ruling_id: str) -> str:
        """The alternative in force of a ruling, recorded as consulted."""
        chosen = self._answers.get(ruling_id)
        if chosen is None:
            chosen = self.in_force(ruling_id)
        self.consulted[ruling_id] = chosen
        return chosen

    def in_force(self, ruling_id: str) -> str:
        """The alternative in force of a ruling, not recorded: for the engine's own bookkeeping (whether a
        sub-result made under other readings holds under these), never for rule code, which asks :meth:`get`."""
        chosen = self._answers.get(ruling_id)
        if chosen is None:
            ruling = index().rulings.get(ruling_id)
            default = ruling.default if ruling is not None else self._check(ruling_id).default
            chosen = self._answers[ruling_id] = self.overrides.get(ruling_id, default)
        return chosen

    def value(self, clause_id: str, name: str) -> Any:
        """The number in force for a clause's value: the run's variant, else the reading in force
        where a ruling changes the number (asking the ruling), else the clause's own."""
        key = (clause_id, name)
        known = self._values.get(key)
        if known is not None:  # looked up before: ask its rulings again, so that they are recorded
            number, asked = known
            for ruling_id in asked:
                self.get(ruling_id)
            return number
        number = self._value(clause_id, name)
        readings = index().value_readings.get(key)
        self._values[key] = (number, tuple(readings) if readings else ())
        return number

    def reading_value(self, ruling_id: str, name: str) -> Any:
        """A number the reading in force gives where the text gives none (``numbers`` of the
        alternative in the catalogue), asking the ruling so that it is recorded. Rule code asks
        it only where the reading in force gives that number; elsewhere it is a mistake in the code."""
        chosen = self.get(ruling_id)
        number = index().reading_numbers.get((ruling_id, chosen, name))
        if number is None:
            given = sorted(n for (r, a, n) in index().reading_numbers if r == ruling_id and a == chosen)
            raise RulingError(f"reading {chosen} of ruling {ruling_id} gives no number {name!r}"
                              + (f" (it gives: {', '.join(given)})" if given else " (it gives none)"))
        return number

    def _value(self, clause_id: str, name: str) -> Any:
        return _number_in_force(clause_id, name, self.get)

    def fresh(self) -> "Rulings":
        """The same readings with nothing consulted yet (the readings are not checked again)."""
        new = object.__new__(Rulings)
        new.overrides, new.consulted, new._answers, new._values = self.overrides, {}, self._answers, self._values
        return new

    def key(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted(self.overrides.items())) if self.overrides else ()


def ruling_ruleset(ruling_id: str) -> str | None:
    """The ruleset whose text the catalogue's ruling ``ruling_id`` reads (None for a ruling it does not have)."""
    return index().ruling_rulesets.get(ruling_id)


def check_ruleset(ruling_id: str, rulesets: str | Iterable[str], what: str = "this question") -> None:
    """A :class:`RulingError` if the ruling reads the text of a ruleset other than ``rulesets`` (the one, or
    those, that ``what`` is of): its reading could change nothing there, and the answer would be the
    default reading's under the name of another."""
    own = ruling_ruleset(ruling_id)
    among = (rulesets,) if isinstance(rulesets, str) else tuple(rulesets)
    if own is not None and among and own not in among:
        raise RulingError(f"ruling {ruling_id} is a ruling of {own}, and {what} is of {' and '.join(among)}: "
                          "its reading could change nothing here")


def of_ruleset(rulings: Mapping[str, str], ruleset: str) -> Mapping[str, str]:
    """The readings of ``rulings`` that read the ruleset's own text (those a question of that ruleset takes):
    ``rulings`` itself when it has no other, as in a run of one game."""
    if not rulings:  # most questions: asked on every action of a scenario
        return rulings
    rulesets = index().ruling_rulesets
    if all(rulesets.get(rid, ruleset) == ruleset for rid in rulings):
        return rulings
    return {rid: alt for rid, alt in rulings.items() if rulesets.get(rid, ruleset) == ruleset}


def parse_assignment(text: str) -> tuple[str, str]:
    """``ID=ALT`` as given on the command line or in a scenario tag."""
    if "=" not in text:
        raise RulingError(f"a ruling choice must read RULING=ALTERNATIVE, got {text!r}")
    rid, alt = text.split("=", 1)
    return rid.strip(), alt.strip()


def parse_assignments(texts: Iterable[str], what: str) -> dict[str, str]:
    """Several ``ID=ALT`` (``what`` says where they were given): one reading per ruling.  The same
    ruling given two alternatives is an error naming both; which of them won depended on the
    order of the options, and of a scenario's tags on the order of a set."""
    chosen: dict[str, str] = {}
    for text in texts:
        rid, alt = parse_assignment(text)
        if chosen.get(rid, alt) != alt:
            raise RulingError(f"{what}: ruling {rid} is given two readings, {chosen[rid]!r} and {alt!r}; "
                              "one run of a scenario reads each ruling one way")
        chosen[rid] = alt
    return chosen
