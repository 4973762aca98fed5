"""The world a scenario acts on.

Steps are thin: they turn the players' words into a table setup, an action or a
question, and hand it to the :class:`World`, which talks to an engine through the
engine port.  The world holds the table, the actions whose dice were not scripted
(kept for exact questions), a refused action awaiting its "Then ... is refused" step,
and every trace event, which the report reads to tell which clauses ran.

An engine over the protocol may owe a check on an answer after the step that asked has ended
(the determinism check's second reply, read while the scenario goes on): the world settles it
before it asks the engine again, and the run before it records the scenario.  A fault found
then is the asking step's (:attr:`World.late_fault`), and the world is put back as it was
before that step asked, as if the step had failed at once.

An action step with dice ("and the die shows 2") is resolved at once with exactly those
dice.  An action step without dice is resolved at once if the rules roll nothing; if
they do roll, it is kept pending: a following "Then the chance that ..." answers over
every outcome, and any plain check says which step lacks its dice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Mapping, Sequence

from pydantic import ValidationError

from oracle.bdd.outcomes import all_outcome_patterns, match_outcome  # noqa: F401  (steps import it from here)
from oracle.bdd.tables import CACHE_MAX, Tables, load_setup  # noqa: F401  (tests import it from here)
from oracle.core.errors import DiceError, MissingDice, RuleViolation, SetupError
from oracle.core.resolve import Distribution
from oracle.core.rulings import of_ruleset, ruling_ruleset
from oracle.core.state import setup_error, validate_setup
from oracle.core.trace import Event
from oracle.engine.port import EngineDown, EngineFault, EnginePort, Refused
from oracle.engine.ruleset import Action, Outcome, Ruleset, ruleset as get_ruleset

REFUSAL = re.compile(r"the (?P<what>.+?) is refused(?: by rule (?P<clause>[a-z0-9][a-z0-9.*-]*))?")
"""An exact question may ask for the chance of a refusal: "the chance that the jump is refused by rule X"."""
REFUSALS = (REFUSAL,
            re.compile(r"правило (?P<clause>[a-z0-9][a-z0-9.*-]*) запрещает (?P<what>.+)"),
            re.compile(r"规则(?P<clause>[a-z0-9][a-z0-9.*-]*)禁止(?P<what>.+)"))
"""The refusal in a question as each language says it (its check: "правило X запрещает бег", "规则X禁止跳跃")."""


@dataclass
class RunScope:
    """What one run of the scenarios searches and remembers: where its named tables are, the
    tables its setup steps built and validated, and the outcome phrases it matched.  Each run
    has its own, so nothing one run learnt leaks into another (another folder of tables)."""

    tables: Tables = field(default_factory=Tables)
    validated: dict[Any, Any] = field(default_factory=dict, repr=False)
    matched: dict[tuple[int, int, str], tuple[Outcome, dict[str, Any]]] = field(default_factory=dict, repr=False)


@dataclass
class Pending:
    action: Action
    where: str
    why: str
    fault: Exception | None = None
    """The engine's fault when it could not be asked whether the action rolls (it is down)."""


TABLE_SAID = 2000
"""The most characters of a table a failed outcome's message says (:meth:`World.table_said`)."""


@dataclass
class World:
    engine: EnginePort
    rulings: dict[str, str] = field(default_factory=dict)
    forced: dict[str, str] = field(default_factory=dict)  # readings the run imposes over the scenario's own
    stated: dict[str, str] = field(default_factory=dict)
    """The readings the scenario states itself (its @ruling tags, its "Given the reading" steps):
    one per ruling, so that a scenario cannot say two things (:meth:`read_ruling`)."""
    ruleset: Ruleset | None = None
    state: Any = None
    pending: list[Pending] = field(default_factory=list)
    script: tuple[int, ...] | None = None
    script_where: str | None = None  # the step that gave ``script``
    acted: int = 0  # actions taken so far (performed, refused or waiting for their dice)
    refusal: RuleViolation | None = None
    refusal_where: str = ""
    events: list[Event] = field(default_factory=list)
    last_events: list[Event] = field(default_factory=list)
    consulted: dict[str, str] = field(default_factory=dict)
    home: str | None = None  # the ruleset of the feature's folder, until a table is set up
    odds_log: list[dict] = field(default_factory=list)
    _odds_cache: dict = field(default_factory=dict, repr=False)
    scope: RunScope = field(default_factory=RunScope, repr=False)  # the run's tables and caches
    step_where: Callable[[], str | None] | None = field(default=None, repr=False)
    """Names the step being run (``file:line: keyword text``); given by the run, which knows it
    without a per-step hook. Without it, :attr:`where` is what was last set."""
    _where: str = field(default="a step", repr=False)
    owed: tuple | None = field(default=None, repr=False)
    """An answer whose check the engine still owes (:attr:`~oracle.engine.external.ProtocolEngine.defer_check`):
    the step that asked and what the world held before it asked."""
    late_fault: tuple[str, EngineFault] | None = field(default=None, repr=False)
    """A fault of the engine found after the step that asked had ended: (that step, the fault)."""

    @property
    def where(self) -> str:
        """The step being run, for messages: ``file:line: keyword text``."""
        if self.step_where is not None:
            found = self.step_where()
            if found is not None:
                return found
        return self._where

    @where.setter
    def where(self, value: str) -> None:
        self._where = value

    def read_ruling(self, ruling: str, alternative: str) -> None:
        """The scenario reads ``ruling`` as ``alternative`` (a reading the run forces still wins);
        a second, different reading of the same ruling in one scenario is a :class:`SetupError`."""
        said = self.stated.get(ruling, alternative)
        if said != alternative:
            raise SetupError(f"{self.where}: this scenario already reads ruling {ruling} as {said!r}; "
                             "one scenario reads each ruling one way (an outline can give each row its own)")
        self.stated[ruling] = alternative
        self.rulings = {**self.rulings, ruling: alternative, **self.forced}

    def readings(self) -> Mapping[str, str]:
        """The readings the engine is asked under: those of the table's ruleset.  The run's own (``--ruling``,
        ``--force-ruling``) name rulings of every game it runs; one of another game could change nothing on
        this table, and the engine is not told it (the reference refuses a ruling of another ruleset).  One
        the scenario states itself is of its own game (checked with its clauses): on a table of another game,
        the scenario is an error rather than a pass or failure under the default reading."""
        chosen = of_ruleset(self.rulings, self.ruleset.id)
        if chosen is not self.rulings:
            for rid in self.stated:
                if rid not in chosen:
                    raise SetupError(f"{self.where}: this scenario reads ruling {rid}, a ruling of {ruling_ruleset(rid)}, "
                                     f"and its table is of {self.ruleset.id}: the reading could change nothing here")
        return chosen

    # --- setup --------------------------------------------------------------------
    def use(self, ruleset_id: str, state: Any) -> None:
        self.ruleset = get_ruleset(ruleset_id)
        self.state = state

    def load_table(self, name: str) -> None:
        rs, state = self.scope.tables.load(name)
        self.ruleset, self.state = rs, state

    def change(self, ruleset_id: str, fn: Callable[[Any], Any], empty: Callable[[], Any]) -> None:
        """Apply a setup change; starts from an empty table of the ruleset if there is none."""
        if self.ruleset is None:
            self.use(ruleset_id, empty())
        elif self.ruleset.id != ruleset_id:
            raise SetupError(f"{self.where}: this scenario is set on a {self.ruleset.id} table, not {ruleset_id}")
        if self.pending:
            raise SetupError(f"{self.where}: the table cannot change after an action still waiting for dice")
        try:
            new = fn(self.state)
        except ValidationError as exc:  # a piece the step built (an obstacle, a point) does not validate
            raise setup_error(exc, self.where) from None
        # revalidate: setup steps build tables the same way setup files do (a table
        # already validated once is valid again: states are immutable and compare by value)
        validated = self.scope.validated
        valid = validated.get(new)
        if valid is None:
            valid = validate_setup(type(new), new.model_dump(), self.where)
            if len(validated) >= CACHE_MAX:
                validated.clear()
            validated[new] = valid
        self.state = valid

    # --- actions ------------------------------------------------------------------
    def script_dice(self, dice: tuple[int, ...]) -> None:
        """``Given the dice will show ...``: the dice of the next action, given once: a second list
        before that action is an error (it would otherwise replace the first without a word)."""
        if self.script is not None:
            raise DiceError(f"{self.where}: the next action's dice are already given ({_listed(self.script)}); "
                            "give all of them in one step")
        self.script, self.script_where = dice, self.where

    def act(self, action: Action, dice: Sequence[int] | None = None) -> None:
        self._settle_refusal()
        self.acted += 1
        if dice is not None and self.script is not None:
            raise DiceError(f"{self.where}: this action's dice are given here and by an earlier step "
                            f"({_listed(self.script)}); give them once")
        if dice is None and self.script is not None:
            dice, self.script = self.script, None
        if self.ruleset is None:
            raise SetupError(f"{self.where}: no table is set up yet")
        if action.ruleset != self.ruleset.id:  # the steps of two games with the same words (a charge)
            raise SetupError(f"{self.where}: this scenario is set on a {self.ruleset.id} table, and this step's "
                             f"action, {action.ruleset} {action.name!r}, is not one of {self.ruleset.id}")
        if self.pending:
            if dice is not None:
                raise DiceError(f"{self.where}: an earlier action ({self.pending[0].where}) is still waiting for dice")
            self.pending.append(Pending(action, self.where, "it follows an action whose dice were not given"))
            return
        before = self._asking()
        try:
            self._act(action, dice)
        finally:
            self._asked(before)

    def _act(self, action: Action, dice: Sequence[int] | None) -> None:
        try:
            done = self.engine.perform(self.ruleset.id, self.state, action, dice or [],
                                       rulings=self.readings(), where=self.where)
        except RuleViolation as refused:
            self.refusal, self.refusal_where = _kept(refused), self.where
            self.consulted.update(getattr(refused, "rulings", None) or {})  # a refusal may rest on a reading
            return
        except MissingDice as exc:
            if dice is None:
                # the rules roll but no dice were given: keep the action for exact questions
                self.pending.append(Pending(action, self.where, str(exc).removeprefix(f"{self.where}: ")))
                return
            raise
        except EngineDown as down:
            if dice is None:
                # a down engine cannot say whether the action rolls: an exact question it does not
                # offer is still skipped; anything that needs its answer errors with this fault
                self.pending.append(Pending(action, self.where, down.message, fault=down))
                return
            raise
        self.state = done.state
        self.last_events = list(done.events)
        self.events.extend(done.events)
        self.consulted.update(done.rulings)

    # --- an engine's answers checked later ---------------------------------------------
    def _asking(self) -> tuple | None:
        """Before the engine is asked: what it still owes on an earlier answer is settled, and what
        the world holds is noted if this answer's check may come later."""
        if self.owed is not None:
            self.settle()
        if not getattr(self.engine, "defer_check", False):
            return None
        return (self.where, self.state, len(self.events), list(self.last_events), dict(self.consulted),
                len(self.odds_log), list(self.pending), dict(self._odds_cache))

    def _asked(self, before: tuple | None) -> None:
        if before is not None and self.engine.owes:
            self.owed = before

    def settle(self) -> None:
        """Hear what the engine still owes on the last answer (nothing if it owes nothing).  A fault
        there (two different replies, a crash, a timeout, garbage) is raised after the world is
        put back as it was before the asking step asked; :attr:`late_fault` names that step."""
        owed, self.owed = self.owed, None
        if owed is None:
            return
        try:
            self.engine.settle()
        except EngineFault as fault:
            where, self.state, events, self.last_events, self.consulted, odds, self.pending, self._odds_cache = owed
            del self.events[events:]
            del self.odds_log[odds:]
            self.refusal, self.refusal_where = None, ""  # none was pending when it asked
            self.late_fault = (where, fault)
            raise

    def _settle_refusal(self) -> None:
        if self.refusal is not None:
            raise AssertionError(f"{self.refusal_where}: the action was {self.refusal}")

    def current(self) -> Any:
        """The table now; an error if an action still waits for its dice."""
        self._settle_refusal()
        if self.pending:
            p = self.pending[0]
            if p.fault is not None:
                raise p.fault
            raise DiceError(f"{p.where}: this action rolls dice but none were given "
                            f"(add 'and the die shows N', or ask for a chance): {p.why}")
        if self.state is None:
            raise SetupError(f"{self.where}: no table is set up yet")
        return self.state

    # --- questions ----------------------------------------------------------------
    def outcome(self, phrase: str) -> tuple[Outcome, dict[str, Any]]:
        if self.ruleset is None:
            raise SetupError(f"{self.where}: no table is set up yet")
        return match_outcome(self.ruleset, phrase, self.scope.matched)

    def holds(self, phrase: str) -> bool:
        outcome, args = self.outcome(phrase)
        return bool(outcome.predicate(self.current(), **args))

    def table_said(self) -> str:
        """The table now, in the ruleset's words, for a failed outcome's message: at most
        :data:`TABLE_SAID` characters (a unit of 500 models is one line of 30 000), the rest
        counted; the whole table is the scenario's ``final`` in ``results.json``."""
        said = self.ruleset.summarise(self.current())
        if len(said) <= TABLE_SAID:
            return said
        return f"{said[:TABLE_SAID]} … ({len(said) - TABLE_SAID} more characters: the whole table is in results.json)"

    def distribution(self):
        self._settle_refusal()
        actions = [p.action for p in self.pending]
        key = tuple(p.where for p in self.pending)
        cached = self._odds_cache.get(key)
        if cached is not None:
            return cached
        if not actions:
            # every action so far had its dice: the table is certain, no engine need enumerate it
            return Distribution({self.current(): Fraction(1)})
        before = self._asking()
        try:
            odds = self.engine.odds(self.ruleset.id, self.state, actions, rulings=self.readings())
        finally:
            self._asked(before)
        self.events.extend(odds.events)
        self.consulted.update(odds.rulings)
        summarise = self.ruleset.summarise
        summary = odds.distribution.map(
            lambda s: f"refused by rule {s.clause} at action {s.action}; {summarise(s.table)}"
            if isinstance(s, Refused) else summarise(s))
        self.odds_log.append({"after": [p.where for p in self.pending],
                              "outcomes": [[str(v), str(p)] for v, p in summary.sorted()]})
        self._odds_cache[key] = odds.distribution
        return odds.distribution

    def chance(self, phrase: str) -> Fraction:
        refusal = next((m for m in (r.fullmatch(phrase.strip()) for r in REFUSALS) if m is not None), None)
        if refusal is not None:  # a refusal is an outcome too: the branches the rules end there
            clause = refusal.group("clause")
            return self.distribution().probability(
                lambda s: isinstance(s, Refused) and (clause is None or s.clause == clause))
        outcome, args = self.outcome(phrase)
        return self.distribution().probability(lambda s: bool(outcome.predicate(s, **args)))

    def left_unfinished(self) -> tuple[str, str] | None:
        """What the scenario's steps left undone, as (the step, why), or None: a refusal no step
        expected, or dice given for an action that never came.  A scenario whose steps all passed
        fails with it."""
        if self.refusal is not None:
            return self.refusal_where, f"the action was {self.refusal}, and no step expected it"
        if self.script is not None:
            return self.script_where, f"the dice given here ({_listed(self.script)}) were never rolled: no action followed them"
        return None

    def expect_refusal(self, clause: str) -> RuleViolation:
        """The last action must have been refused by ``clause``; exact questions are refused too."""
        if self.refusal is None and self.pending:
            try:
                self.distribution()
            except RuleViolation as refused:
                self.refusal, self.refusal_where = _kept(refused), self.pending[-1].where
                self.consulted.update(getattr(refused, "rulings", None) or {})
        refused = self.refusal
        if refused is None and not self.acted:
            raise AssertionError(f"expected a refusal by rule {clause}, but no action was taken before this step")
        if refused is None:
            raise AssertionError(f"expected the action to be refused by rule {clause}, but it was allowed")
        self.refusal = None
        self.events.append(Event(refused.clause, f"refused: {refused.reason}"))
        if refused.clause != clause:
            raise AssertionError(f"expected a refusal by rule {clause}, but it was {refused}")
        return refused

    def answer(self, key: str) -> Any:
        """A value the engine reported in the last action's events (e.g. whether a model sees)."""
        for event in reversed(self.last_events):
            data = dict(event.data)
            if key in data:
                return data[key]
        raise AssertionError(f"the last action reported no {key!r}")


def _kept(refused: RuleViolation) -> RuleViolation:
    """A refusal the world keeps for a later step, without its traceback: the frames it holds hold the
    world that holds it (a cycle), and the scenario, its feature and the runner above them, all of which
    then waited for the cyclic collector to walk the whole heap. A step says it by its clause and reason."""
    return refused.with_traceback(None)


def _listed(dice: Sequence[int]) -> str:
    return ", ".join(map(str, dice))
