"""The served-suite benchmark compares like with like: the in-process rounds start with the rule caches a new
engine process starts with."""

import os

from bench import external
from bench.external import forget_rule_caches
from oracle.engine.spin import SPIN_VARIABLE
from oracle.mordheim import setups
from oracle.mordheim.geometry import arcs_clear


def test_the_rule_caches_are_emptied_as_a_new_process_has_them():
    table = setups.add_warrior(setups.empty(), "hero", movement=4.0, initiative=3)
    arcs_clear(table, 0.0, 0.0, 1.0, 0.0, 0.5)
    assert arcs_clear.cache_info().currsize >= 1
    assert forget_rule_caches() >= 10  # the games' and the shared geometry's, not only this one
    assert arcs_clear.cache_info().currsize == 0


def test_the_run_with_neither_side_spinning_sets_the_bound_to_0_and_puts_it_back(monkeypatch, tmp_path):
    seen = []
    monkeypatch.setattr(external, "_suite", lambda spec, results: seen.append(os.environ.get(SPIN_VARIABLE)) or ())
    monkeypatch.delenv(SPIN_VARIABLE, raising=False)
    external._still("cmd:engine", tmp_path / "results.json")
    assert seen == ["0"] and SPIN_VARIABLE not in os.environ  # the engine it starts inherits the 0
    monkeypatch.setenv(SPIN_VARIABLE, "300")
    external._still("cmd:engine", tmp_path / "results.json")
    assert seen == ["0", "0"] and os.environ[SPIN_VARIABLE] == "300"  # a bound the user set comes back
