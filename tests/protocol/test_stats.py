"""Statistical mode: the false-alarm rate on a faithful engine and the power against a biased one.

Seeded engines make the rates below exact repeatable numbers; the bounds allow for the
binomial spread around the nominal rates (alpha = 0.01 -> about 1 false alarm in 100).
"""

import json
import shlex
from pathlib import Path

import pytest
from in_process import oracle as run_oracle

from examples.python_engine.engine import LoadedDie, ThrownRiders
from oracle.engine.external import InProcessTransport, ProtocolEngine, Settings
from oracle.engine.stats import TooFewTrials, calibrate, check, exact_outcomes, goodness_of_fit
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider
from fractions import Fraction

TABLE = setups.rider_on(setups.empty(), "rider", "horse")
ROLL = RollThrownRider(fighter="rider")


def wrap(obj):
    return ProtocolEngine(InProcessTransport(obj, type(obj).__name__), Settings(check_determinism=False))


def test_exact_outcomes_are_the_reference_odds():
    assert sorted(exact_outcomes("lotow", TABLE, ROLL).values()) == [Fraction(1, 6), Fraction(1, 6), Fraction(2, 3)]


def test_false_alarm_rate_on_a_faithful_engine():
    rate = calibrate(lambda seed: wrap(ThrownRiders(seed=seed)), "lotow", TABLE, ROLL, runs=100, trials=100, alpha=0.01)
    # nominal 0.01; P(Binomial(100, 0.01) > 5) < 0.001
    assert rate <= 5 / 100


def test_power_against_a_loaded_die():
    # a 6 one time in 4: noncentrality 0.05 N, so at N = 500 the expected power is about 0.99
    rate = calibrate(lambda seed: wrap(LoadedDie(seed=seed)), "lotow", TABLE, ROLL, runs=20, trials=500, alpha=0.01)
    assert rate >= 0.8


def test_a_report_names_p_and_the_verdict():
    result = check(wrap(LoadedDie(seed=7)), "lotow", TABLE, ROLL, trials=1000)
    assert result.flagged and "DIVERGES at alpha 0.01" in result.report()


def test_an_impossible_outcome_is_flagged_at_once():
    r = goodness_of_fit({"a": 99, "b": 1}, {"a": Fraction(1)})
    assert r.flagged and r.p_value == 0 and r.impossible == {"b": 1}


def test_rare_outcomes_are_pooled():
    r = goodness_of_fit({"a": 97, "b": 2, "c": 1}, {"a": Fraction(97, 100), "b": Fraction(2, 100), "c": Fraction(1, 100)})
    assert r.dof == 0 or r.dof == 1
    assert not r.flagged


def test_without_scipy_the_arguments_are_checked_first_then_the_extra_is_named(tmp_path, monkeypatch):
    from in_process import oracle
    from oracle.commands import statistics
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    monkeypatch.setattr(statistics, "scipy", None)
    table = str(root / "examples" / "tables" / "rider-on-horse.yaml")
    action = '{"action": "roll-thrown-rider", "fighter": "rider"}'
    engine = "py:examples.python_engine.engine:ThrownRiders"
    out = oracle(["stats", "--engine", engine, "--table", "nosuch.yaml", "--action", action], tmp_path)
    assert (out.returncode, out.stderr) == (2, "error: --table nosuch.yaml: no such file\n")
    out = oracle(["stats", "--engine", engine, "--table", table, "--action", "roll it"], tmp_path)
    assert out.returncode == 2 and out.stderr.startswith("error: --action: 'it' is not FIELD=VALUE"), out.stderr
    out = oracle(["stats", "--engine", engine, "--table", table, "--action", action], tmp_path)
    assert (out.returncode, out.stdout) == (2, "")
    assert out.stderr == "error: statistical mode needs scipy, which is not installed: pip install 'rules-oracle[stats]'\n"


def test_an_engine_fault_names_the_trial_it_met(tmp_path, faulty):
    """'on statistical trial' alone did not say whether the engine failed at once or after hundreds of trials."""
    root = Path(__file__).resolve().parents[2]
    engine = "cmd:" + shlex.join(faulty("crash-every"))
    out = run_oracle(["stats", "--engine", engine, "--table", str(root / "examples" / "tables" / "rider-on-horse.yaml"),
                  "--action", "roll-thrown-rider fighter=rider", "-n", "50"], tmp_path)
    assert out.returncode == 2, out.stdout + out.stderr
    assert "statistical trial 1 of 50" in out.stderr, out.stderr


def test_too_few_trials_to_test_the_odds_are_refused_before_any_trial():
    """The thrown rider's odds are 2/3 (beside the mount, 2-5), 1/6 (prone, 1) and 1/6 (on his feet, 6): with
    fewer than 15 trials the 1/3 of the other two is expected fewer than 5 times, every outcome fell into one
    pooled cell, and the verdict was p = 1, "consistent", whatever the engine rolled (a die showing 6 one time
    in 4 too)."""
    asked = []

    class Counting(LoadedDie):
        def handle_line(self, line):
            asked.append(json.loads(line)["cmd"])
            return super().handle_line(line)

    with pytest.raises(TooFewTrials) as refused:
        check(wrap(Counting(seed=7)), "lotow", TABLE, ROLL, trials=14)
    assert str(refused.value) == ("--trials 14: too few to test these odds: the likeliest of the 3 outcomes (2/3) and "
                                  "the others together (1/3) must each be expected at least 5 times; give at least 15")
    assert "perform" not in asked
    assert check(wrap(Counting(seed=7)), "lotow", TABLE, ROLL, trials=15).dof == 1
    assert asked.count("perform") == 15


def test_the_command_refuses_too_few_trials_in_one_line(tmp_path):
    root = Path(__file__).resolve().parents[2]
    out = run_oracle(["stats", "--engine", "py:examples.python_engine.engine:LoadedDie", "--table",
                      str(root / "examples" / "tables" / "rider-on-horse.yaml"), "--action",
                      "roll-thrown-rider fighter=rider", "-n", "3"], root, env={"PYTHONPATH": str(root)})
    assert (out.returncode, out.stdout) == (2, ""), out.stdout + out.stderr
    assert out.stderr == ("error: --trials 3: too few to test these odds: the likeliest of the 3 outcomes (2/3) and "
                          "the others together (1/3) must each be expected at least 5 times; give at least 15\n")
