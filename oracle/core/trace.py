"""The trace: every event the engine records names the clause that produced it.

The coverage report reads traces to tell which clauses a run actually exercised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import AbstractSet as Set, Any, Sequence


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
    _seen: set[tuple[str, str]] = field(default_factory=set, repr=False)
    _keys: list[tuple[str, str]] = field(default_factory=list, repr=False)
    """In exact mode, each event's (clause, message), in the order of ``events``."""
    _roll_log: list[tuple[str, Any]] = field(default_factory=list, repr=False)
    """Each (label, result) the first time it was seen, in order (``rolls`` is made from it), so that
    a merge point can hand on a prefix of what it saw."""
    _roll_seen: set[tuple[str, Any]] = field(default_factory=set, repr=False)

    @classmethod
    def distinct_new(cls) -> "Trace":
        """``Trace(distinct=True)`` without the dataclass's ``__init__`` and its six factories: exact mode
        starts one for every merge point it enumerates."""
        made = object.__new__(cls)
        made.__dict__.update(distinct=True, events=[], _seen=set(), _keys=[], _roll_log=[], _roll_seen=set())
        return made

    @property
    def rolls(self) -> dict[str, list]:
        """Every chance event rolled, by its label, with the results seen (in exact mode: every face), each
        label and result in the order first seen.  Made from the roll log when asked (once a question):
        exact mode's merge points record rolls into traces that are never asked for them."""
        by_label: dict[str, list] = {}
        for label, value in self._roll_log:
            by_label.setdefault(label, []).append(value)
        return by_label

    def add(self, event: Event) -> None:
        self.add_keyed(event, (event.clause, event.message))

    def add_keyed(self, event: Event, key: tuple[str, str]) -> None:
        """:meth:`add` with the event's (clause, message) key already built (an event made once and kept)."""
        if self.distinct:
            if key in self._seen:
                return
            self._seen.add(key)
            self._keys.append(key)
        self.events.append(event)

    def rolled(self, label: str, value) -> None:
        self.rolled_key((label, value))

    def rolled_key(self, key: tuple[str, Any]) -> None:
        """:meth:`rolled` with its (label, result) already built."""
        if key not in self._roll_seen:
            self._roll_seen.add(key)
            self._roll_log.append(key)

    def merge(self, events: Sequence[Event], keys: Sequence[tuple[str, str]],
              rolls: Sequence[tuple[str, Any]], key_set: Set[tuple[str, str]] | None = None,
              roll_set: Set[tuple[str, Any]] | None = None) -> None:
        """Add what a sub-result recorded: its events (each with its (clause, message) key) and the results
        its rolls showed, each (label, result) in the order first seen.  Exact mode replays a sub-result
        into every trace that reuses it, mostly adding nothing new, which one check of the keys tells at once.
        With ``key_set`` and ``roll_set`` (the same keys as sets), what is new is found by set difference on
        the kept hashes, and a record that is all new is added whole."""
        if not self.distinct:
            self.events.extend(events)
        elif keys:
            seen = self._seen
            new = _unseen(seen, keys, key_set)
            if new:
                if len(new) == len(keys):  # all of it new (keys are distinct): added whole
                    self._keys.extend(keys)
                    self.events.extend(events)
                else:
                    out, out_keys = self.events, self._keys
                    for key, e in zip(keys, events):
                        if key in new:
                            out_keys.append(key)
                            out.append(e)
                seen.update(new)
        if rolls:
            seen_rolls = self._roll_seen
            fresh = _unseen(seen_rolls, rolls, roll_set)
            if fresh:
                if len(fresh) == len(rolls):  # all of them new (each (label, result) is listed once)
                    self._roll_log.extend(rolls)
                else:
                    log = self._roll_log
                    for key in rolls:
                        if key in fresh:
                            log.append(key)
                seen_rolls.update(fresh)

    def clauses(self) -> set[str]:
        return {e.clause for e in self.events}

    def __iter__(self):
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)


def _unseen(seen: set, items: Sequence, item_set: Set | None):
    """What of ``items`` (distinct; ``item_set`` the same as a set, when kept) ``seen`` lacks: None
    when nothing, the items themselves when ``seen`` is empty (a trace just begun: all of it new),
    else the set difference (on the kept set's hashes where there is one)."""
    if not seen:
        return item_set if item_set is not None else items
    if item_set is None:
        return None if seen.issuperset(items) else set(items).difference(seen)
    return None if seen.issuperset(item_set) else item_set.difference(seen)
