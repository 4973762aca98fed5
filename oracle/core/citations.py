"""The port through which the core checks the clause and ruling ids rule code cites.

The core cannot import the catalogue (it sits above the core); the catalogue installs
itself here when it is loaded (``oracle.catalogue.load``), and the core asks through
:func:`index` whether a clause exists and which alternative a ruling defaults to.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, Mapping, Protocol

from oracle.core.errors import CatalogueError


class Alternative(Protocol):
    id: str


class RulingEntry(Protocol):
    default: str
    alternatives: Iterable[Alternative]


class CitedValue(Protocol):
    number: object

    def of(self, given: object) -> object: ...


class ClauseIndex(Protocol):
    """What the core needs of the catalogue: its clause ids, its rulings, and the numbers the
    clauses give (with the numbers a reading or a variant puts in their place)."""

    clauses: Mapping[str, object]
    rulings: Mapping[str, RulingEntry]
    ruling_rulesets: Mapping[str, str]
    """The ruleset whose text each ruling reads."""
    numbers: Mapping[tuple[str, str], object]
    value_readings: Mapping[tuple[str, str], Mapping[str, Mapping[str, object]]]
    reading_numbers: Mapping[tuple[str, str, str], object]

    def value(self, clause_id: str, name: str) -> CitedValue: ...


_LOADER: list[Callable[[], ClauseIndex]] = []


def install(loader: Callable[[], ClauseIndex]) -> None:
    """Make ``loader`` (called each time; it caches) the source of clause and ruling ids."""
    _LOADER[:] = [loader]
    is_clause.cache_clear()


@lru_cache(maxsize=None)
def is_clause(clause: str) -> bool:
    """Whether the installed catalogue has the clause ``clause`` (asked of every event exact mode records
    anew in a sub-result's trace: kept until another catalogue is installed)."""
    return clause in index().clauses


def index() -> ClauseIndex:
    if not _LOADER:
        raise CatalogueError("no rule catalogue is installed: import oracle.catalogue before citing clauses")
    return _LOADER[0]()
