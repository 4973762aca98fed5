"""The benchmark's split of a cold exact question's time by layer (``bench/layers.py``)."""

from __future__ import annotations

import fractions

import pytest

from bench.layers import LAYERS, layer_of, measure, shares
from bench.questions import EngineAsk
from oracle.core import resolve, state, trace
from oracle.engine import reference
from oracle.lotow import thrown_riders


def _key(fn) -> tuple[str, int, str]:
    code = fn.__code__
    return code.co_filename, code.co_firstlineno, code.co_name


@pytest.mark.parametrize("fn, layer", [
    (resolve._paths, "enumeration"), (trace.Trace.merge, "enumeration"), (reference.ReferenceEngine.odds, "enumeration"),
    (state.Frozen.evolve, "state"), (thrown_riders.throw_rider, "rules"), (EngineAsk.sort, "question"),
    (fractions.Fraction.__new__, None),
])
def test_each_module_is_given_its_layer(fn, layer):
    assert layer_of(_key(fn)) == layer


def test_a_built_in_is_given_to_its_callers_by_the_time_each_call_took():
    builtin = ("~", 0, "<method 'setdefault' of 'dict' objects>")
    stats = {
        _key(resolve._paths): (1, 1, 3.0, 9.0, {}),
        _key(thrown_riders.throw_rider): (1, 1, 1.0, 2.0, {}),
        builtin: (4, 4, 4.0, 4.0, {_key(resolve._add): (3, 3, 3.0, 3.0), _key(thrown_riders.unseat): (1, 1, 1.0, 1.0)}),
        ("~", 0, "<built-in method builtins.len>"): (1, 1, 2.0, 2.0, {}),  # no caller known: other
    }
    got = shares(stats)
    assert got == pytest.approx({"enumeration": 0.6, "state": 0.0, "rules": 0.2, "question": 0.0, "other": 0.2})


def test_the_measure_splits_all_of_a_groups_time_and_bounds_it():
    result = measure(["lotow"], rounds=3, inner=1)["lotow"]
    assert result["questions"] == 2
    assert sum(result["shares"].values()) == pytest.approx(1.0)
    assert set(result["shares"]) == {*LAYERS, "other"}
    # the fence's jump and the Thrown Riders table: rule code and enumeration both take their part
    assert result["shares"]["enumeration"] > 0.1 and result["shares"]["rules"] > 0.05
    assert result["bound"] == pytest.approx(result["ratio"] * (1 - result["shares"]["enumeration"]))
