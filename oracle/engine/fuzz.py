"""Differential fuzzing: legal situations, the engine against the oracle, the smallest disagreement.

For each action the engine's handshake lists and the ruleset offers situations for
(``oracle/<game>/situations.py``: ``SITUATIONS = {action: () -> strategy of (table, action)}``),
hypothesis generates tables and actions; the reference resolves each, drawing every
die it rolls from hypothesis (so dice shrink too); the engine resolves the same action
with exactly those scripted dice.  They agree when both refuse by the same clause or
both give the same table.  Anything else (another table, another refusal, a dice
complaint, a fault) is a disagreement; hypothesis shrinks it, and
:func:`as_gherkin` prints the minimal case as a scenario that can be pasted into a
feature file (the generic data steps of ``steps/as_data.py`` read it): it passes on the
reference and fails on the engine.
"""

from __future__ import annotations

import importlib
import textwrap
from dataclasses import dataclass, field
from typing import Any

import yaml

from oracle.core.errors import DiceError, OracleError, RuleViolation
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.trace import Trace
from oracle.engine.port import EngineFault, EngineSkip
from oracle.engine.ruleset import action_payload, ruleset as get_ruleset


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
    disagreement: Case | None = None
    unfuzzable: list[str] = field(default_factory=list)
    reference_invalid: int = 0
    reference_invalid_example: str = ""

    def report(self) -> str:
        head = (f"{self.examples} situation(s) of {self.ruleset} {', '.join(self.actions) or '(no action)'}; "
                f"{self.skipped} skipped by the engine")
        if self.unfuzzable:
            head += f"; no situations for: {', '.join(self.unfuzzable)}"
        if self.reference_invalid:
            head += (f"; {self.reference_invalid} situation(s) set aside where the reference itself gives an invalid "
                     f"table (e.g. {self.reference_invalid_example})")
        if self.disagreement is None:
            return head + "; no disagreement"
        c = self.disagreement
        return (f"{head}; DISAGREEMENT (shrunk):\n  expected: {c.expected}\n  got:      {c.got}\n\n"
                + as_gherkin(c))


class _DrawnDice:
    """Dice for the reference drawn from hypothesis, one face of each die it rolls."""

    exact = False

    def __init__(self, data):
        self.data = data
        self.values: list[Any] = []

    def choose(self, event):
        from hypothesis import strategies as st

        value = self.data.draw(st.sampled_from(list(event.faces)), label=event.describe())
        self.values.append(value)
        return value


def situations(ruleset_id: str) -> dict:
    try:
        module = importlib.import_module(f"oracle.{ruleset_id}.situations")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "SITUATIONS", {}))


def _dump(state) -> dict:
    return state.model_dump(mode="json", exclude_defaults=True)


def fuzz(engine, ruleset_id: str, actions: list[str] | None = None, *, examples: int = 200,
         seed: int | None = 0) -> FuzzResult:
    from hypothesis import HealthCheck, Phase, assume, given, settings, strategies as st

    rs = get_ruleset(ruleset_id)
    known = situations(ruleset_id)
    supported = [a for a in (actions or sorted(rs.actions)) if not hasattr(engine, "supports") or engine.supports(ruleset_id, a)]
    usable = [a for a in supported if a in known]
    result = FuzzResult(ruleset_id, usable, unfuzzable=[a for a in supported if a not in known])
    if not usable:
        return result
    last: dict[str, Case] = {}

    @settings(max_examples=examples, derandomize=seed is not None, database=None, deadline=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate, Phase.shrink], report_multiple_bugs=False)
    @given(st.data())
    def check(data):
        name = data.draw(st.sampled_from(usable), label="action")
        state, action = data.draw(known[name](), label="situation")
        dice = _DrawnDice(data)
        trace = Trace()
        try:
            expected_state = rs.apply(Context(dice, trace, Rulings()), state, action)
            refusal = None
        except RuleViolation as refused:
            expected_state, refusal = None, refused
        except OracleError:
            assume(False)  # not a legal situation after all (an id the action names is missing, ...)
            return
        if expected_state is not None:
            try:  # rule code builds tables with evolve(), which does not re-run the table's checks
                rs.state_model.model_validate(expected_state.model_dump())
            except Exception as exc:
                result.reference_invalid += 1
                result.reference_invalid_example = result.reference_invalid_example or (
                    f"{name} on {rs.summarise(state)}: {_first_error(exc)}")
                assume(False)
                return
        result.examples += 1
        expected = f"refused by rule {refusal.clause}" if refusal else "the table " + rs.summarise(expected_state)
        try:
            done = engine.perform(ruleset_id, state, action, list(dice.values), rulings={}, where="the fuzzed action")
            got = "the table " + rs.summarise(done.state)
            agree = refusal is None and done.state == expected_state
            if refusal is None and not agree and got == expected:
                got += " (differing in " + _difference(expected_state, done.state) + ")"
        except RuleViolation as refused:
            got = f"refused by rule {refused.clause}"
            agree = refusal is not None and refused.clause == refusal.clause
        except EngineSkip:
            result.skipped += 1
            assume(False)
            return
        except (DiceError, EngineFault) as exc:
            got, agree = f"{type(exc).__name__}: {exc}".splitlines()[0], False
        if not agree:
            clauses = sorted({e.clause for e in trace}) or ([refusal.clause] if refusal else [])
            last["case"] = Case(ruleset_id, state, action, list(dice.values), expected, got, clauses,
                                expected_state, refusal.clause if refusal else None)
            raise AssertionError(f"expected {expected}; got {got}")

    try:
        check()
    except AssertionError:
        result.disagreement = last.get("case")
    return result


def _first_error(exc: Exception) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        return errors()[0]["msg"]
    return str(exc).splitlines()[0]


def _difference(a, b) -> str:
    from oracle.engine.external import _first_difference

    where, x, y = _first_difference(a.model_dump(mode="json"), b.model_dump(mode="json"), "table")
    return f"{where}: expected {x!r}, got {y!r}"


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
