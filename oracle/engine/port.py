"""The engine port: the one door through which scenarios reach a rules engine.

The reference engine is one adapter; an external process speaking the protocol and a
Python object named ``module:attr`` are others.  Steps never call rule functions
directly, so the same feature files can drive any engine.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from oracle.core.resolve import Distribution
from oracle.core.trace import Event


@dataclass(frozen=True)
class Refused:
    """A branch of an exact question that the rules refuse: the action ``action`` (its place in
    the question, from 1) was refused by ``clause``, and the branch ends there with its chance.

    It reads as the table the rules left (every attribute is the table's), so that every
    outcome phrase can be asked of it; "the ... is refused by rule X" asks the refusal itself.
    """

    table: Any
    clause: str
    reason: str
    action: int

    def __getattr__(self, name: str) -> Any:
        return getattr(self.table, name)


@dataclass
class Performed:
    """One action resolved with scripted dice: the new state and what happened."""

    state: Any
    events: list[Event]
    rulings: dict[str, str] = field(default_factory=dict)


@dataclass
class Odds:
    """Actions resolved exactly: the distribution of resulting states and every clause involved."""

    distribution: Distribution
    events: list[Event]
    rulings: dict[str, str] = field(default_factory=dict)
    dice: dict[str, list] = field(default_factory=dict)
    """The chance events rolled, by label, with every result (when the engine says)."""


class EnginePort(Protocol):
    name: str

    def perform(self, ruleset: str, state: Any, action: Any, dice: Sequence[int], *,
                rulings: Mapping[str, str], where: str) -> Performed:
        """Resolve one action with exactly these dice; raise RuleViolation or DiceError."""

    def odds(self, ruleset: str, state: Any, actions: Sequence[Any], *, rulings: Mapping[str, str]) -> Odds:
        """Resolve actions in order over every outcome of every roll."""

    def close(self) -> None: ...


class EngineSkip(Exception):
    """The engine does not support this (an action, exact odds, a ruleset): the scenario is skipped
    for that engine, not failed.  Deliberately not an ``OracleError``: steps pass it through."""

    def __init__(self, reason: str, url: str = ""):
        self.url = url
        self.reason = reason + (f" (tracked at {url})" if url else "")
        super().__init__(self.reason)


class EngineFault(Exception):
    """The engine misbehaved (crashed, hung, answered garbage, too big, against the schema, or
    differently to the same request): the scenario is recorded as errored, with ``detail``
    (the engine's stderr tail).  Not an ``OracleError``: it is not a verdict on the rules."""

    def __init__(self, message: str, detail: str = ""):
        self.message = message
        self.detail = detail
        super().__init__(message + (f"\n--- engine stderr (tail) ---\n{detail}" if detail else ""))


class EngineErrored(EngineFault):
    """The engine answered ``errored``: it reported a failure of its own, with ``context`` (an
    object; by convention ``message`` says what failed).  A fault like any other in a run; a
    question asked under an alternative reading reads it as that reading's "no answer"."""

    def __init__(self, message: str, context: dict, detail: str = ""):
        self.context = context
        super().__init__(message, detail)

    @property
    def said(self) -> str:
        """What the engine said failed, on one line of at most :data:`SAID_CHARS` characters: its
        ``context["message"]`` if it gave one, else the context."""
        told = self.context.get("message")
        text = told if isinstance(told, str) and told.strip() else json.dumps(self.context, ensure_ascii=False)
        text = " ".join(text.split())
        return text if len(text) <= SAID_CHARS else text[:SAID_CHARS - 1] + "…"


SAID_CHARS: int = 300
"""How much of an engine's own account of a failure a one-line answer quotes."""


class EngineDown(EngineFault):
    """The engine is down for the rest of the run: it faulted and its restarts ran out.  What it
    does not offer (per its handshake) is still skipped; what needs its answer errors."""
