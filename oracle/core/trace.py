"""The trace: every event the engine records names the clause that produced it.

The coverage report reads traces to tell which clauses a run actually exercised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence


@dataclass(frozen=True)
class Event:
    """Something a rule made happen, with the id of the clause that made it happen."""

    clause: str
    message: str
    data: tuple[tuple[str, Any], ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"clause": self.clause, "message": self.message, **({"data": dict(self.data)} if self.data else {})}

    def __str__(self) -> str:
        return f"[{self.clause}] {self.message}"


@dataclass
class Trace:
    """An ordered record of events.

    In exact mode every branch of every roll is explored, so the same event would be
    recorded many times over; ``distinct`` keeps one event per clause and message.
    """

    distinct: bool = False
    events: list[Event] = field(default_factory=list)
    rolls: dict[str, list] = field(default_factory=dict)
    """Every chance event rolled, by its label, with the results seen (in exact mode: every face)."""
    _seen: set[tuple[str, str]] = field(default_factory=set, repr=False)
    _keys: list[tuple[str, str]] = field(default_factory=list, repr=False)
    """In exact mode, each event's (clause, message), in the order of ``events``."""
    _roll_log: list[tuple[str, Any]] = field(default_factory=list, repr=False)
    """Each (label, result) the first time it was seen, in order: ``rolls`` as one sequence, so that
    a merge point can hand on a prefix of what it saw."""
    _roll_seen: set[tuple[str, Any]] = field(default_factory=set, repr=False)

    def add(self, event: Event) -> None:
        if self.distinct:
            key = (event.clause, event.message)
            if key in self._seen:
                return
            self._seen.add(key)
            self._keys.append(key)
        self.events.append(event)

    def rolled(self, label: str, value) -> None:
        key = (label, value)
        if key not in self._roll_seen:
            self._roll_seen.add(key)
            self._roll_log.append(key)
            self.rolls.setdefault(label, []).append(value)

    def merge(self, events: Sequence[Event], keys: Sequence[tuple[str, str]],
              rolls: Iterable[tuple[str, Any]]) -> None:
        """Add what a sub-result recorded: its events (each with its (clause, message) key) and the results
        its rolls showed, each (label, result) in the order first seen.  Exact mode replays a sub-result
        into every trace that reuses it, mostly adding nothing new, which one check of the keys tells at once."""
        if not self.distinct:
            self.events.extend(events)
        elif not self._seen.issuperset(keys):
            seen, out, out_keys = self._seen, self.events, self._keys
            for key, e in zip(keys, events):
                if key not in seen:
                    seen.add(key)
                    out_keys.append(key)
                    out.append(e)
        seen_rolls = self._roll_seen
        if not seen_rolls.issuperset(rolls):
            log, by_label = self._roll_log, self.rolls
            for key in rolls:
                if key not in seen_rolls:
                    seen_rolls.add(key)
                    log.append(key)
                    by_label.setdefault(key[0], []).append(key[1])

    def clauses(self) -> set[str]:
        return {e.clause for e in self.events}

    def __iter__(self):
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)
