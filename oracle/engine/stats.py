"""Statistical mode: check an engine that rolls its own dice against the exact odds.

Scripted dice cannot test an engine's own dice roller (a die that shows 6 too often,
a table read with an off-by-one).  Here the engine resolves the same action on the
same table N times with ``dice: null`` (it rolls), each result is reduced to an
outcome label (the ruleset's one-line summary of the table, or the refusing clause),
and the counts are compared with the reference engine's exact distribution by
Pearson's chi-square goodness-of-fit test (``scipy.stats.chisquare``):

* outcomes whose expected count is below 5 are pooled (the test's usual condition);
* an outcome the rules make impossible is reported as such, with p = 0;
* the engine is flagged when p < alpha (default 0.01).

With alpha = 0.01 a faithful engine is flagged about 1 run in 100 (the false-alarm
rate); :func:`calibrate` measures that rate and the power against a biased engine,
``python -m examples.python_engine.calibrate`` prints both (docs/protocol.md records them).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Mapping

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.lazy import lazy_import
from oracle.engine.port import EnginePort
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import Action, ruleset as get_ruleset

scipy = lazy_import("scipy")  # the 'stats' extra (and 'test'); only statistical mode needs it (scipy.stats)

NEEDS_SCIPY = "statistical mode needs scipy, which is not installed: pip install 'rules-oracle[stats]'"
"""What is said when scipy is missing: the extra that brings it, by name."""

POOL = 5
"""The expected count below which an outcome is pooled with the other rare ones (the test's usual condition)."""


class TooFewTrials(SetupError):
    """Fewer trials than the test needs to tell anything of these odds (:func:`trials_needed`)."""


def trials_needed(expected: Mapping[str, Fraction]) -> int:
    """The fewest trials with which the pooled outcomes make two cells or more, so that the test can
    tell anything: the likeliest outcome, and the others together, each expected :data:`POOL` times
    (one trial where the rules allow one outcome alone, which any other outcome contradicts). With
    fewer, every outcome fell into one cell, and the verdict was p = 1, "consistent", whatever the
    engine rolled."""
    if len(expected) < 2:
        return 1
    top = max(expected.values())
    return math.ceil(Fraction(POOL) / min(top, 1 - top))


@dataclass
class StatResult:
    trials: int
    p_value: float
    statistic: float
    dof: int
    alpha: float
    observed: dict[str, int]
    expected: dict[str, Fraction]
    impossible: dict[str, int] = field(default_factory=dict)

    @property
    def flagged(self) -> bool:
        return self.p_value < self.alpha

    def report(self) -> str:
        verdict = f"{'DIVERGES' if self.flagged else 'consistent'} at alpha {self.alpha}"
        if self.impossible:
            lines = [f"{self.trials} trials; {sum(self.impossible.values())} gave outcome(s) the rules make impossible; "
                     f"p = 0 -> {verdict}"]
        else:
            lines = [f"{self.trials} trials; chi-square {self.statistic:.2f} on {self.dof} degree(s) of freedom; "
                     f"p = {self.p_value:.4g} -> {verdict}"]
        for label in sorted(set(self.expected) | set(self.observed), key=lambda k: -self.expected.get(k, 0)):
            p = self.expected.get(label, Fraction(0))
            lines.append(f"  {self.observed.get(label, 0):>7} seen, {float(p) * self.trials:>9.1f} expected ({p}): {label}")
        return "\n".join(lines)


def _label(rs, outcome: Any) -> str:
    return f"refused by {outcome.clause}" if isinstance(outcome, RuleViolation) else rs.summarise(outcome)


def exact_outcomes(ruleset_id: str, state: Any, action: Action, rulings: Mapping[str, str] | None = None,
                   label: Callable[[Any], str] | None = None) -> dict[str, Fraction]:
    """The reference engine's exact distribution of outcome labels."""
    rs = get_ruleset(ruleset_id)
    label = label or rs.summarise
    try:
        dist = ReferenceEngine().odds(ruleset_id, state, [action], rulings=rulings or {}).distribution
    except RuleViolation as refused:
        return {_label(rs, refused): Fraction(1)}
    out: dict[str, Fraction] = {}
    for s, p in dist.items():
        out[label(s)] = out.get(label(s), Fraction(0)) + p
    return out


def sample(engine: EnginePort, ruleset_id: str, state: Any, action: Action, trials: int,
           rulings: Mapping[str, str] | None = None, label: Callable[[Any], str] | None = None) -> Counter:
    """Resolve the action ``trials`` times on the engine's own dice; count the outcome labels."""
    rs = get_ruleset(ruleset_id)
    label = label or rs.summarise
    counts: Counter = Counter()
    for n in range(1, trials + 1):
        try:
            done = engine.perform(ruleset_id, state, action, None, rulings=rulings or {},
                                  where=f"statistical trial {n} of {trials}")
            counts[label(done.state)] += 1
        except RuleViolation as refused:
            counts[_label(rs, refused)] += 1
    return counts


def goodness_of_fit(observed: Mapping[str, int], expected: Mapping[str, Fraction], alpha: float = 0.01) -> StatResult:
    if scipy is None:
        raise SetupError(NEEDS_SCIPY)
    n = sum(observed.values())
    impossible = {k: v for k, v in observed.items() if expected.get(k, 0) == 0}
    if impossible:
        return StatResult(n, 0.0, math.inf, 0, alpha, dict(observed), dict(expected), impossible)
    # pool the outcomes expected fewer than 5 times (rarest first) into one cell
    cells = sorted(expected, key=lambda k: expected[k])
    pooled, small = [], []
    for k in cells:
        (small if float(expected[k]) * n < POOL else pooled).append(k)
    groups = [[k] for k in pooled]
    if small:
        if float(sum(expected[k] for k in small)) * n >= POOL or not groups:
            groups.append(small)
        else:
            groups[0] = groups[0] + small
    if len(groups) < 2:
        return StatResult(n, 1.0, 0.0, 0, alpha, dict(observed), dict(expected))
    obs = [sum(observed.get(k, 0) for k in g) for g in groups]
    exp = [float(sum(expected[k] for k in g)) * n for g in groups]
    stat, p = scipy.stats.chisquare(obs, exp)
    return StatResult(n, float(p), float(stat), len(groups) - 1, alpha, dict(observed), dict(expected))


def check(engine: EnginePort, ruleset_id: str, state: Any, action: Action, trials: int = 1000,
          alpha: float = 0.01, rulings: Mapping[str, str] | None = None) -> StatResult:
    """Sample the engine and test it against the exact odds; :class:`TooFewTrials` before any trial if
    ``trials`` cannot test them."""
    expected = exact_outcomes(ruleset_id, state, action, rulings)
    needed = trials_needed(expected)
    if trials < needed:
        top = max(expected.values())
        raise TooFewTrials(f"--trials {trials}: too few to test these odds: the likeliest of the {len(expected)} "
                           f"outcomes ({top}) and the others together ({1 - top}) must each be expected at least "
                           f"{POOL} times; give at least {needed}")
    observed = sample(engine, ruleset_id, state, action, trials, rulings)
    return goodness_of_fit(observed, expected, alpha)


def calibrate(make_engine: Callable[[int], EnginePort], ruleset_id: str, state: Any, action: Action, *,
              runs: int, trials: int, alpha: float = 0.01) -> float:
    """The share of ``runs`` independent checks (engine seeds 0..runs-1) that flag the engine:
    the false-alarm rate for a faithful engine, the power for a biased one."""
    expected = exact_outcomes(ruleset_id, state, action)
    flagged = 0
    for seed in range(runs):
        observed = sample(make_engine(seed), ruleset_id, state, action, trials)
        flagged += goodness_of_fit(observed, expected, alpha).flagged
    return flagged / runs
