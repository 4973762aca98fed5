"""Differential fuzzing: legal situations, the engine against the oracle, the smallest disagreement.

For each action the engine's handshake lists, hypothesis generates tables and actions:
it starts from a situation a scenario sets up for that action (:mod:`oracle.engine.seeds`,
``oracle/<game>/situations.json``) and varies it along the table model's own fields
(:mod:`oracle.engine.vary`); a ruleset may add hand-written strategies
(``oracle/<game>/situations.py``: ``SITUATIONS = {action: () -> strategy of (table, action)}``).
The reference resolves each, drawing every die it rolls from hypothesis (so dice shrink
too); the engine resolves the same action with exactly those scripted dice.  They agree
when both refuse by the same clause or both give the same table on what the rules decide
(:mod:`oracle.engine.compare`: fields the rules leave free are compared by the rule's
predicate).  Anything else (another table, another refusal, a dice
complaint) is a disagreement; hypothesis shrinks it, and
:func:`as_gherkin` prints the minimal case as a scenario that can be pasted into a
feature file (the generic data steps of ``steps/as_data.py`` read it): it passes on the
reference and fails on the engine.  An engine fault (it exits, hangs, answers what is not the
protocol, or reports an error of its own) is no verdict on the rules: fuzzing stops and
:func:`fuzz` raises it (:class:`~oracle.engine.port.EngineFault`), with no scenario.
"""

from __future__ import annotations

from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
import hashlib
import importlib
import json
import os
from pathlib import Path
import tempfile
import textwrap
from typing import Any

import yaml
from hypothesis import HealthCheck, Phase, Verbosity, given, settings, strategies as st
from hypothesis.configuration import set_hypothesis_home_dir

from oracle.core.cache import cache_dir
from oracle.core.errors import DiceError, OracleError, RuleViolation
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.trace import Trace
from oracle.engine.compare import first_difference
from oracle.engine.port import EngineFault, EngineSkip, Performed
from oracle.engine.ruleset import action_payload, ruleset as get_ruleset
from oracle.engine.seeds import seeds
from oracle.engine.vary import prepare, vary


@dataclass
class Case:
    ruleset: str
    state: Any
    action: Any
    dice: list[int]
    expected: str
    got: str
    clauses: list[str]
    expected_state: Any = None
    refusal: str | None = None


@dataclass
class FuzzResult:
    ruleset: str
    actions: list[str]
    examples: int = 0
    skipped: int = 0
    skipped_example: str = ""
    """Why the engine skipped the first situation it skipped."""
    disagreement: Case | None = None
    unfuzzable: list[str] = field(default_factory=list)
    reference_invalid: int = 0
    reference_invalid_example: str = ""
    reference_failed: int = 0
    reference_failed_example: str = ""
    refused: int = 0
    """Situations the reference refused (compared too: the engine must refuse by the same clause)."""
    reached: dict[str, int] = field(default_factory=dict)
    """Situations compared, by action."""
    refused_by: dict[str, int] = field(default_factory=dict)
    """Situations the reference refused, by action."""
    offered: int = 0
    """Actions of the ruleset the engine's handshake offers (all of them for the reference)."""
    stopped_on: str = ""
    """The action whose disagreement stopped the run: the counts are of the situations compared up to it."""
    untried: list[str] = field(default_factory=list)
    """Actions after it, not fuzzed because the run stopped."""

    @property
    def compared(self) -> int:
        """Situations the engine answered (neither set aside nor skipped)."""
        return self.examples - self.skipped

    def report(self) -> str:
        names = self.actions if len(self.actions) <= 6 else [*self.actions[:5], f"... ({len(self.actions)} actions)"]
        head = (f"{self.examples} situation(s) of {self.ruleset} {', '.join(names) or '(no action)'}; "
                f"{len(self.reached)}/{self.offered or len(self.actions)} actions reached, "
                f"{self.refused} refused by the rules; {self.skipped} skipped by the engine")
        if self.unfuzzable:
            head += f"; no situations for: {', '.join(self.unfuzzable)}"
        if self.reference_invalid:
            head += (f"; {self.reference_invalid} situation(s) set aside where the reference itself gives an invalid "
                     f"table (e.g. {self.reference_invalid_example})")
        if self.reference_failed:
            head += (f"; {self.reference_failed} situation(s) set aside where the reference's own rule code fails "
                     f"(e.g. {self.reference_failed_example})")
        if self.disagreement is None:
            return head + ("; no disagreement" if self.compared else "; nothing compared")
        head += f"; stopped at the first disagreement, on {self.stopped_on}"
        if self.untried:
            head += f" (not tried: {', '.join(self.untried)})"
        c = self.disagreement
        return (f"{head}; DISAGREEMENT (shrunk):\n  expected: {c.expected}\n  got:      {c.got}\n\n"
                + as_gherkin(c))


@lru_cache(maxsize=None)
def _faces(faces: tuple) -> st.SearchStrategy:
    """One strategy per set of faces: building a strategy costs more than a draw."""
    return st.sampled_from(faces)


class _DrawnDice:
    """Dice for the reference drawn from hypothesis, one face of each die it rolls."""

    exact = False

    def __init__(self, data):
        self.data = data
        self.values: list[Any] = []

    def choose(self, event):
        value = self.data.draw(_faces(tuple(event.faces)), label=event.describe())
        self.values.append(value)
        return value


def situations(ruleset_id: str) -> dict:
    """Strategies of ``(table, action)`` by action name: seeds varied, plus any hand-written ones."""
    rs = get_ruleset(ruleset_id)
    found: dict[str, Any] = {}
    for name, rows in seeds(ruleset_id).items():
        found[name] = _from_seeds(rs, name, rows)
    try:
        module = importlib.import_module(f"oracle.{ruleset_id}.situations")
    except ModuleNotFoundError:
        module = None
    for name, strategy in dict(getattr(module, "SITUATIONS", {})).items():
        found[name] = _either(found.get(name), strategy)
    return found


REFUSED_SEED_SHARE = 16
"""One situation in this many starts from a scenario the rules refuse (refusals are compared too)."""


def _from_seeds(rs, name: str, rows: list):
    model = rs.actions[name]
    performed = [r for r in rows if not r.refused] or rows
    refused = [r for r in rows if r.refused] or performed
    starts: dict[int, Any] = {}  # each seed prepared when first drawn

    def start(seed):
        found = starts.get(id(seed))
        if found is None:
            found = starts[id(seed)] = prepare(rs.state_model, model, seed.table, seed.action)
        return found

    kind = st.integers(0, REFUSED_SEED_SHARE - 1)
    pick = {False: st.sampled_from(performed), True: st.sampled_from(refused)}

    @st.composite
    def near_a_seed(draw):
        seed = draw(pick[draw(kind) == REFUSED_SEED_SHARE - 1])
        return vary(draw, start(seed))

    return near_a_seed


def _either(first, second):
    if first is None:
        return second
    return lambda: st.one_of(first(), second())


def _dump(state) -> dict:
    return state.model_dump(mode="json", exclude_defaults=True)


MIN_PER_ACTION = 4
"""Every action gets at least this many situations, however small ``examples`` is."""


def fuzz(engine, ruleset_id: str, actions: list[str] | None = None, *, examples: int = 200,
         seed: int | None = 0) -> FuzzResult:
    """Compare the engine with the reference on about ``examples`` situations, shared among the actions.

    Each action is fuzzed in turn (so every action is reached, whatever the share); the
    first disagreement stops the run and is shrunk.  The first engine fault stops it too, and
    is raised (:class:`~oracle.engine.port.EngineFault`): a fault is not shrunk into a scenario.
    """
    rs = get_ruleset(ruleset_id)
    known = situations(ruleset_id)
    supported = [a for a in (actions or sorted(rs.actions)) if not hasattr(engine, "supports") or engine.supports(ruleset_id, a)]
    usable = [a for a in supported if a in known]
    result = FuzzResult(ruleset_id, usable, unfuzzable=[a for a in supported if a not in known], offered=len(supported))
    if not usable:
        return result
    share = max(MIN_PER_ACTION, -(-examples // len(usable)))
    with _sent_once(engine), _hypothesis_files_kept_away():
        for at, name in enumerate(usable):
            case = _fuzz_action(engine, rs, name, known[name], share, seed, result)
            if case is not None:
                result.disagreement, result.stopped_on, result.untried = case, name, usable[at + 1:]
                break
    return result


HYPOTHESIS_STORAGE = "HYPOTHESIS_STORAGE_DIRECTORY"
"""Hypothesis's own variable for where it keeps its files; where it is set, fuzzing leaves it alone."""


@contextmanager
def _hypothesis_files_kept_away():
    """Hypothesis keeps files (the constants it finds in the source it runs: no examples, the database
    is off) in ``.hypothesis/`` of the working folder, which is the user's; while fuzzing they go
    to the oracle's cache folder (:func:`oracle.core.cache.cache_dir`), or a temporary folder
    removed afterwards where the cache is off, unless :data:`HYPOTHESIS_STORAGE` names a place."""
    if os.environ.get(HYPOTHESIS_STORAGE):
        yield
        return
    with ExitStack() as stack:
        folder = cache_dir()
        where = (folder / "hypothesis" if folder is not None
                 else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="oracle-hypothesis-"))))
        set_hypothesis_home_dir(where)
        try:
            yield
        finally:
            set_hypothesis_home_dir(None)  # hypothesis's default again: the variable or the working folder


@contextmanager
def _sent_once(engine):
    """Each situation is sent once: fuzzing compares answers; ``oracle run`` checks that an engine
    answers the same request the same way twice (``check_determinism``)."""
    settings = getattr(engine, "settings", None)
    before = getattr(settings, "check_determinism", None)
    if before is None:
        yield
        return
    settings.check_determinism = False
    try:
        yield
    finally:
        settings.check_determinism = before


@dataclass
class _Drawn:
    """A situation hypothesis drew and the reference's answer to it."""

    state: Any
    action: Any
    dice: list[int]
    expected_state: Any
    refusal: RuleViolation | None
    clauses: list[str]


_SET_ASIDE = object()
"""A situation not compared after all (the reference's table is invalid, or the engine skipped it)."""


def _fuzz_action(engine, rs, name: str, strategy, share: int, seed: int | None, result: FuzzResult) -> Case | None:
    """The first disagreement on ``share`` situations of one action, shrunk; or None.

    An engine that takes requests pipelined (``pipeline``: a process speaking the protocol)
    is sent each situation as soon as hypothesis has drawn it and the reference has answered
    it, so the engine works while the oracle draws the next; its replies are read as the
    pipe fills and at the end, and each is judged as it is read, in order.  The first that
    disagrees stops the search: nothing more is sent (the replies to the requests already
    written are read and dropped), and the search is run again one situation at a time (the
    same seed draws the same situations), so that hypothesis can shrink it.
    An engine fault stops the search as soon as the pipeline finds it (a process that has
    exited is found at the next situation drawn), and is raised: the engine is not started
    again, and no situation is sent again.
    """
    if getattr(engine, "pipeline", None) is None:
        return _search(engine, rs, name, strategy, share, seed, result)
    drawn: list[_Drawn] = []
    # a fault ends fuzzing: the engine is not started again, and the search stops once one is found
    pipe = engine.pipeline(rs.id, where="the fuzzed action", restart=False)
    trusted = getattr(engine, "validates_tables", False)
    judged = 0  # the situations judged so far: the first ``judged`` of ``drawn``

    def judge_answered() -> None:
        """Judge, in order, each situation whose answer has been read since: a disagreement or a fault stops the search."""
        nonlocal judged
        answers = pipe.answers
        while judged < len(answers) and answers[judged] is not None:
            d, answer = drawn[judged], answers[judged]
            judged += 1
            try:
                verdict = _judge(rs, name, d, answer, result, counting=True, trusted=trusted)
            except EngineFault as fault:
                raise _Faulted(fault) from None
            if isinstance(verdict, Case):
                raise _Disagreed(verdict)

    def send(state, action, dice) -> None:
        pipe.submit(state, action, dice)
        judge_answered()
        if pipe.fault is not None:
            at = next((i for i, answer in enumerate(pipe.answers) if answer is pipe.fault), None)
            raise _Faulted(_on_situation(pipe.fault, rs, drawn[at] if at is not None else None))

    try:
        _search(None, rs, name, strategy, share, seed, result, drawn=drawn, send=send)
        pipe.results()
        judge_answered()
        return None
    except _Disagreed as disagreed:
        verdict = disagreed.case
    except _Faulted as faulted:
        raise faulted.fault from None
    pipe.stop()
    again = _search(engine, rs, name, strategy, share, seed, FuzzResult(rs.id, [name]))
    return again or verdict


class _Disagreed(BaseException):
    """The first disagreement the pipeline's replies show, carried out of the hypothesis search that
    sends the situations: as :class:`_Faulted`, not an ``Exception``, so hypothesis neither shrinks nor
    reports it (the search run again one situation at a time shrinks it)."""

    def __init__(self, case: Case):
        super().__init__(f"expected {case.expected}; got {case.got}")
        self.case = case


def _answer(engine, rs, d: _Drawn) -> Any:
    """The engine's answer to a drawn situation: what ``perform`` returns, or the exception it
    raises (an :class:`EngineFault` is raised on)."""
    try:
        return engine.perform(rs.id, d.state, d.action, list(d.dice), rulings={}, where="the fuzzed action")
    except (RuleViolation, EngineSkip, DiceError) as exc:
        return exc


class _Faulted(BaseException):
    """An engine fault carried out of a hypothesis search: not an ``Exception``, so hypothesis
    neither shrinks it (each try would ask the faulty engine again) nor reports it as a failing example."""

    def __init__(self, fault: EngineFault):
        super().__init__(fault.message)
        self.fault = fault


def _on_situation(fault: EngineFault, rs, d: _Drawn | None) -> EngineFault:
    """The fault, its message naming the situation whose request met it: a request of fuzzing is
    no scenario's step, and "on the fuzzed action" alone left the implementer without the table,
    the action or the dice to ask again (``oracle try``)."""
    if d is not None:  # each fault is named once: fuzzing stops at it
        fault.message += (f" (the situation: {rs.summarise(d.state)}; action "
                          f"{json.dumps(action_payload(d.action), ensure_ascii=False)}; "
                          f"dice {', '.join(map(str, d.dice)) or 'none'})")
    return fault


def _judge(rs, name: str, d: _Drawn, answer: Any, result: FuzzResult, *, counting: bool, trusted: bool) -> Any:
    """None if the engine agrees, a :class:`Case` if not, ``_SET_ASIDE`` if the situation is not
    compared; an engine fault is raised, naming the situation."""
    if isinstance(answer, EngineFault):
        raise _on_situation(answer, rs, d)
    done = answer if isinstance(answer, Performed) else None
    diff = None
    if d.expected_state is not None:
        diff = first_difference(rs.state_model, d.expected_state, done.state) if done is not None else None
        # rule code builds tables with evolve(), which does not re-run the table's checks: the
        # reference's table is checked here, unless the engine's equal one was checked on arrival
        if done is None or diff is not None or not trusted:
            try:
                rs.state_model.model_validate(d.expected_state.model_dump())
            except Exception as exc:
                if counting:
                    result.reference_invalid += 1
                    result.reference_invalid_example = result.reference_invalid_example or (
                        f"{name} on {rs.summarise(d.state)}: {_first_error(exc)}")
                return _SET_ASIDE
    skipped = isinstance(answer, EngineSkip)
    refusal = d.refusal
    if counting:
        result.examples += 1
        result.reached[name] = result.reached.get(name, 0) + 1
        if refusal is not None:
            result.refused += 1
            result.refused_by[name] = result.refused_by.get(name, 0) + 1
        if skipped:
            result.skipped += 1
            result.skipped_example = result.skipped_example or answer.reason
    if skipped:
        return _SET_ASIDE
    if done is not None:
        agree = refusal is None and diff is None
    elif isinstance(answer, RuleViolation):
        agree = refusal is not None and answer.clause == refusal.clause
    else:
        agree = False
    if agree:
        return None
    # the two answers in words, only now: summaries cost more than comparing
    expected = f"refused by rule {refusal.clause}" if refusal else "the table " + rs.summarise(d.expected_state)
    if done is not None:
        got = "the table " + rs.summarise(done.state)
        if refusal is None and got == expected:
            where, x, y = diff
            got += f" (differing in {where}: expected {x!r}, got {y!r})"
    elif isinstance(answer, RuleViolation):
        got = f"refused by rule {answer.clause}"
    else:
        got = f"{type(answer).__name__}: {answer}".splitlines()[0]
    return Case(rs.id, d.state, d.action, list(d.dice), expected, got, d.clauses, d.expected_state,
                refusal.clause if refusal else None)


PER_EXAMPLE = 8
"""Situations drawn in one hypothesis example.  Hypothesis's own cost per example (seeding the
random generators, recording and replaying the choices, mutating earlier examples) was about a
third of fuzzing's; shared among a few situations it is small.  Hypothesis's first example is
its simplest (every choice the least): one situation, the first seed as the scenario set it up,
not the same one :data:`PER_EXAMPLE` times; the others draw :data:`PER_EXAMPLE`, but for one
in :data:`_ONE_IN` that draws a single one (hypothesis shrinks towards it).  A disagreement
still shrinks: the situations before it towards the plain seed, it towards the smallest change."""
_ONE_IN = 16
_HOW_MANY = st.integers(0, _ONE_IN - 1)


def _search(engine, rs, name: str, strategy, share: int, seed: int | None, result: FuzzResult, *,
            drawn: list[_Drawn] | None = None, send=None) -> Case | None:
    """Hypothesis over about ``share`` situations of one action (:data:`PER_EXAMPLE` an example).
    With an engine, each is compared as it is drawn and the first disagreement shrunk; without
    one (``engine`` None) each situation the reference answers is added to ``drawn``, to be
    compared afterwards, and handed to ``send(table, action, dice)`` (the engine's pipeline).
    A situation set aside is left out, and the example goes on with the next."""
    last: dict[str, Case] = {}
    situation = strategy()
    trusted = getattr(engine, "validates_tables", False)  # its port checks every table the engine returns
    per = min(PER_EXAMPLE, max(1, share - 1))

    @settings(max_examples=1 + -(-(share - 1) // per), database=None, deadline=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate, Phase.shrink], report_multiple_bugs=False,
              verbosity=Verbosity.quiet)
    @given(st.data())
    def check(data):
        counting = "case" not in last  # while shrinking, the situations tried are not counted again
        for _ in range(per if data.draw(_HOW_MANY, label="situations") else 1):
            d = _draw(data, rs, name, situation, result, counting)
            if d is None:
                continue
            if engine is None:
                drawn.append(d)
                if send is not None:
                    send(d.state, d.action, d.dice)
                continue
            try:
                verdict = _judge(rs, name, d, _answer(engine, rs, d), result, counting=counting, trusted=trusted)
            except EngineFault as fault:
                raise _Faulted(_on_situation(fault, rs, d)) from None
            if verdict is not None and verdict is not _SET_ASIDE:
                last["case"] = verdict
                raise AssertionError(f"expected {verdict.expected}; got {verdict.got}")

    try:
        if seed is not None:
            # a fixed seed per action; without it hypothesis would derive one from the test's source
            # (derandomize), and reading source costs more than fuzzing a small action
            check._hypothesis_internal_use_seed = seed * 1_000_003 + _stable(name)
        # no example database, so no key to derive from the source either
        check._hypothesis_internal_database_key = None
        check()
    except AssertionError:
        return last.get("case")
    except _Faulted as faulted:
        raise faulted.fault from None
    return None


def _draw(data, rs, name: str, situation, result: FuzzResult, counting: bool) -> _Drawn | None:
    """One situation and the reference's answer to it, its dice drawn by hypothesis; None for a
    situation that is not legal after all or that the reference's own rule code fails on."""
    state, action = data.draw(situation, label="situation")
    dice = _DrawnDice(data)
    trace = Trace()
    try:
        expected_state = rs.apply(Context(dice, trace, Rulings()), state, action)
        refusal = None
    except RuleViolation as refused:
        expected_state, refusal = None, refused
    except OracleError:  # not a legal situation after all (an id the action names is missing, ...)
        return None
    except Exception as exc:  # the reference's own rule code failed: set the situation aside, say so
        if counting:
            result.reference_failed += 1
            result.reference_failed_example = result.reference_failed_example or (
                f"{name} on {rs.summarise(state)}: {type(exc).__name__} {exc}".rstrip())
        return None
    clauses = sorted({e.clause for e in trace}) or ([refusal.clause] if refusal else [])
    return _Drawn(state, action, list(dice.values), expected_state, refusal, clauses)


def _stable(text: str) -> int:
    """A number for a name that is the same in every process (``hash`` of a str is not)."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "big")


def _first_error(exc: Exception) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        return errors()[0]["msg"]
    return str(exc).splitlines()[0]


def _block(data: Any, indent: str = "      ") -> str:
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None).rstrip()
    return f'{indent}"""\n' + textwrap.indent(text, indent) + f'\n{indent}"""'


def as_gherkin(case: Case) -> str:
    """The disagreement as a scenario for a feature file (steps in steps/as_data.py)."""
    tags = " ".join(f"@clause:{c}" for c in case.clauses)
    action = action_payload(case.action)
    name = action.pop("action")
    dice = ""
    if case.dice:
        dice = (" and the die shows " if len(case.dice) == 1 else " and the dice show ") + " and ".join(map(str, case.dice))
    lines = [f"  {tags}", f"  Scenario: {name} — found by differential fuzzing",
             f"    Given the {case.ruleset} table:", _block(_dump(case.state)),
             f"    When the {name} action is taken{dice}:", _block(action)]
    if case.refusal:
        lines.append(f"    Then the action is refused by rule {case.refusal}")
    else:
        lines += ["    Then the table is:", _block(_dump(case.expected_state))]
    return "\n".join(lines) + "\n"
