"""The trace: every event the engine records names the clause that produced it.

The coverage report reads traces to tell which clauses a run actually exercised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable


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

    def add(self, event: Event) -> None:
        if self.distinct:
            key = (event.clause, event.message)
            if key in self._seen:
                return
            self._seen.add(key)
        self.events.append(event)

    def rolled(self, label: str, value) -> None:
        seen = self.rolls.setdefault(label, [])
        if value not in seen:
            seen.append(value)

    def extend(self, events: Iterable[Event]) -> None:
        if not self.distinct:
            self.events.extend(events)
            return
        # exact mode replays a sub-result's events into every enclosing trace: add() inlined
        seen, out = self._seen, self.events
        for e in events:
            key = (e.clause, e.message)
            if key not in seen:
                seen.add(key)
                out.append(e)

    def clauses(self) -> set[str]:
        return {e.clause for e in self.events}

    def __iter__(self):
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)
