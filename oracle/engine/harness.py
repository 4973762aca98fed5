"""Quick checks of an engine, in the manner of a conformance harness: ``oracle smoke`` and ``oracle try``.

:func:`smoke` takes the handshake, then sends one request per action the engine declares,
on a legal situation (the first seed a scenario sets up for that action, the dice a fixed
seed gives), and sorts the replies: agrees with the reference, differs, refuses, skips,
fails.  :func:`attempt` puts one action on one table to the engine and to the reference and
names the first difference on what the rules decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from oracle.catalogue.load import catalogue
from oracle.core.dice import SeededDice
from oracle.core.errors import DiceError, MissingDice, OracleError, RuleViolation
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.trace import Trace
from oracle.engine.compare import first_difference
from oracle.engine.port import EngineErrored, EngineFault, EngineSkip
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import Action, Ruleset, ruleset as get_ruleset, rulesets
from oracle.engine.seeds import seeds
from oracle.engine.serve import ReferenceOverProtocol

SMOKE_SEED = 1
"""The seed of the dice :func:`smoke` gives each action (the same every run)."""

VERDICTS = ("agrees", "differs", "refuses", "skipped", "errored", "invalid", "unknown")
"""How one action fared: agrees with the reference; answers otherwise; the rules' refusal where the
reference resolves it (or another refusal); skipped by the engine; failed (a fault, an ``errored``
reply); a reply that breaks the protocol's schema; an action the oracle does not know."""


_INVALID = ("does not fit the protocol schema", "is not a valid", "is not JSON")
"""Words of the faults :mod:`oracle.engine.external` raises for a reply that breaks the protocol."""


@dataclass
class Answer:
    """What one engine made of one action: resolved (``state``), refused, skipped or failed."""

    kind: str  # performed, refused, skipped, errored, invalid, needs-dice
    text: str
    state: Any = None
    clauses: list[str] = field(default_factory=list)
    dice_used: int = 0

    @property
    def summary(self) -> str:
        return self.text


@dataclass
class Attempt:
    ruleset: str
    action: str
    dice: list[int]
    reference: Answer
    engine: Answer
    difference: str | None

    @property
    def agree(self) -> bool:
        return self.difference is None


class _Recording:
    """Seeded dice that remember each result, so the engine can be given the same ones."""

    exact = False

    def __init__(self, seed: int):
        self.inner = SeededDice(seed)
        self.values: list[Any] = []

    def choose(self, event):
        value = self.inner.choose(event)
        self.values.append(value)
        return value


def reference_answer(rs: Ruleset, state: Any, action: Action, dice: Sequence[int] | None,
                     rulings: dict[str, str] | None = None) -> tuple[Answer, list[int]]:
    """The reference's answer; with ``dice=None`` it rolls seeded dice and returns them."""
    if dice is None:
        recording = _Recording(SMOKE_SEED)
        trace = Trace()
        try:
            new = rs.apply(Context(recording, trace, Rulings(dict(rulings or {}))), state, action)
        except RuleViolation as refused:
            return Answer("refused", f"refused by rule {refused.clause}: {refused.reason}",
                          clauses=[refused.clause]), list(recording.values)
        return Answer("performed", "the table " + rs.summarise(new), new, [e.clause for e in trace],
                      len(recording.values)), list(recording.values)
    return _ask(ReferenceEngine(), rs, state, action, list(dice), rulings, dice_given=True), list(dice)


def _ask(engine, rs: Ruleset, state: Any, action: Action, dice: list[int], rulings: dict[str, str] | None,
         dice_given: bool = False) -> Answer:
    """The engine's answer in words.  With ``dice_given`` (the reference on the caller's dice) a
    result no die of the action can show, one left unused or one missing is the caller's mistake:
    raised as the :class:`DiceError` it is, not set beside the engine's answer."""
    try:
        done = engine.perform(rs.id, state, action, dice, rulings=dict(rulings or {}), where="the table tried")
    except RuleViolation as refused:
        return Answer("refused", f"refused by rule {refused.clause}: {refused.reason}", clauses=[refused.clause])
    except EngineSkip as skip:
        return Answer("skipped", skip.reason)
    except MissingDice as exc:
        if dice_given:
            raise
        return Answer("needs-dice", str(exc).splitlines()[0])
    except DiceError as exc:
        if dice_given:
            raise
        return Answer("errored", str(exc).splitlines()[0])
    except EngineErrored as errored:  # what the engine says failed, not the request's words before it
        return Answer("errored", f"the engine reported an error: {errored.said}")
    except EngineFault as fault:
        kind = "invalid" if any(w in fault.message for w in _INVALID) else "errored"
        return Answer(kind, fault.message.splitlines()[0])
    return Answer("performed", "the table " + rs.summarise(done.state), done.state, [e.clause for e in done.events],
                  len(dice))


def compare_answers(rs: Ruleset, expected: Answer, got: Answer) -> str | None:
    """The first difference between two answers, in words, or ``None`` when they agree."""
    if expected.kind == "refused" and got.kind == "refused":
        return None if expected.clauses == got.clauses else f"refused by {got.clauses[0]}, not {expected.clauses[0]}"
    if expected.kind == "performed" and got.kind == "performed":
        diff = first_difference(rs.state_model, expected.state, got.state)
        if diff is None:
            return None
        where, x, y = diff
        return f"{where}: reference {x!r}, engine {y!r}"
    if got.kind in ("skipped", "errored", "invalid", "needs-dice"):
        return f"the engine {'skipped it' if got.kind == 'skipped' else 'failed'}: {got.text}"
    return f"the reference: {expected.text}; the engine: {got.text}"


def attempt(engine, ruleset_id: str, state: Any, action: Action, dice: Sequence[int] | None = None,
            rulings: dict[str, str] | None = None) -> Attempt:
    """One action on one table, on the engine and on the reference.

    Without ``dice`` the reference rolls seeded dice and the engine is given the same.
    """
    rs = get_ruleset(ruleset_id)
    expected, used = reference_answer(rs, state, action, dice, rulings)
    got = _ask(engine, rs, state, action, used, rulings)
    return Attempt(rs.id, action.name, used, expected, got, compare_answers(rs, expected, got))


@dataclass
class SmokeRow:
    ruleset: str
    action: str
    verdict: str
    detail: str = ""
    asked: bool = True
    """Whether the engine was sent a request: not for an action the oracle does not know or has no
    situation for, nor where the reference cannot resolve its own situation."""


@dataclass
class SmokeResult:
    engine: str
    handshake: dict
    rows: list[SmokeRow]
    problem: str = ""
    unknown_rulings: list[str] = field(default_factory=list)
    """Rulings the handshake's ``capabilities.rulings`` names that the catalogue does not have: where one is
    a misspelt id, the ruling meant is taken as followed in its default reading only, and its scenarios
    choosing another reading are skipped."""

    def count(self, verdict: str) -> int:
        return sum(r.verdict == verdict for r in self.rows)

    @property
    def healthy(self) -> bool:
        """The handshake worked and no reply failed or broke the schema."""
        return not self.problem and not any(r.verdict in ("errored", "invalid") for r in self.rows)

    @property
    def asked(self) -> int:
        """How many of the declared actions the engine was sent a request for."""
        return sum(r.asked for r in self.rows)


def smoke(engine) -> SmokeResult:
    """Handshake, then one request per declared action on a legal situation."""
    try:
        info = engine.info if hasattr(engine, "info") else ReferenceOverProtocol().started()  # in process: the registry
    except EngineFault as fault:
        return SmokeResult(getattr(engine, "name", "engine"), {}, [], f"the handshake failed: {fault.message}")
    handshake = info.model_dump(mode="json")
    rows: list[SmokeRow] = []
    known = rulesets()
    for rs_id, support in sorted(info.rulesets.items()):
        rs = known.get(rs_id)
        for name in sorted(set(support.actions)):  # an action listed twice is one action, asked once
            if rs is None or name not in rs.actions:
                rows.append(SmokeRow(rs_id, name, "unknown", f"the oracle has no {rs_id} action {name!r}", asked=False))
                continue
            row = _smoke_action(engine, rs, name)
            rows.append(row)
    have = catalogue().rulings
    return SmokeResult(info.engine.name, handshake, rows,
                       unknown_rulings=[rid for rid in dict.fromkeys(info.capabilities.rulings) if rid not in have])


def _smoke_action(engine, rs: Ruleset, name: str) -> SmokeRow:
    rows = seeds(rs.id).get(name, [])
    seed = next((s for s in rows if not s.refused), rows[0] if rows else None)
    if seed is None:
        return SmokeRow(rs.id, name, "skipped", "the oracle has no situation for this action", asked=False)
    try:
        tried = attempt(engine, rs.id, seed.table, seed.action)
    except OracleError as exc:  # the reference itself cannot resolve its own seed
        return SmokeRow(rs.id, name, "errored", f"the reference: {str(exc).splitlines()[0]}", asked=False)
    got = tried.engine
    if got.kind in ("skipped", "errored", "invalid"):
        return SmokeRow(rs.id, name, got.kind, got.text)
    if tried.agree:
        return SmokeRow(rs.id, name, "refuses" if got.kind == "refused" else "agrees", got.text)
    if got.kind == "refused":
        return SmokeRow(rs.id, name, "refuses", f"{got.text} (the reference: {tried.reference.text})")
    return SmokeRow(rs.id, name, "differs", tried.difference or "")
