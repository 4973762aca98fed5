"""An action that names one model in two parts, or a model the table does not have, is bad input:
refused with the field named before any rule is asked, never answered.

Before these checks the reference answered such actions: a LotOW rifleman "looked for" himself and
saw himself (a table its own model refuses), a GURPS squire mounted himself, a fighter charged or
shot himself, a WWII squadron dismounted into a unit with its own id, and a charge at a fighter who
is not on the table went ahead.
"""

from __future__ import annotations

import pytest

from in_process import oracle
from oracle.core.errors import SetupError
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import action_payload, ruleset, rulesets
from oracle.engine.seeds import seeds

DECLARED = [(rid, name, first, second)
            for rid, rs in sorted(rulesets().items()) for name, model in sorted(rs.actions.items())
            for i, first in enumerate(model.distinct) for second in model.distinct[i + 1:]]


def test_parts_are_declared_on_actions_of_every_ruleset():
    assert {rid for rid, *_ in DECLARED} == set(rulesets())
    for rid, rs in rulesets().items():
        for name, model in rs.actions.items():
            missing = [f for f in model.distinct if f not in model.model_fields]
            assert not missing, f"{rid} {name}: distinct names no field {missing}"


def _legal(rid: str, name: str):
    """A seed of the fuzzer for this action: a table and a well-formed action (one the rules
    perform where there is one; a refusal comes after the checks of the action's ids)."""
    rows = sorted(seeds(rid)[name], key=lambda s: s.refused)
    return rows[0]


@pytest.mark.parametrize("rid, name, first, second", DECLARED, ids=[f"{r}-{n}-{a}-{b}" for r, n, a, b in DECLARED])
def test_one_model_in_two_parts_is_refused_naming_both(rid, name, first, second):
    seed = _legal(rid, name)
    payload = action_payload(seed.action)
    if payload.get(first) is None:
        pytest.skip(f"the seed leaves {first} empty")
    payload[second] = payload[first]
    with pytest.raises(SetupError) as refused:
        ruleset(rid).parse_action(payload, "case")
    assert f"case: {name}: {second} names '{payload[first]}', as {first} does: one model cannot play both parts" \
        == str(refused.value)


@pytest.mark.parametrize("rid, name, field", [
    ("lotow", "charge", "target"), ("lotow", "shoot", "shooter"), ("lotow", "shoot", "target"),
    ("lotow", "kill-mount", "by"), ("lotow", "move-near-mount", "fighter"),
    ("gurps", "strike-with-torch", "attacker"), ("gurps", "hold-torch-to", "who"),
    ("gurps", "attack-mounted-foe", "attacker"),
])
def test_a_model_the_table_does_not_have_is_named(rid, name, field):
    seed = _legal(rid, name)
    payload = action_payload(seed.action)
    payload[field] = "ghost"
    action = ruleset(rid).parse_action(payload, "case")
    with pytest.raises(SetupError, match="'ghost'"):
        ReferenceEngine().perform(rid, seed.table, action, dice=[1] * 12, rulings={})


def test_a_new_unit_with_an_id_on_the_table_is_refused():
    seed = _legal("ww2", "dismount-squadron")
    payload = action_payload(seed.action)
    payload["new_unit"] = seed.table.units[0].id
    action = ruleset("ww2").parse_action(payload, "case")
    with pytest.raises(SetupError, match=f"new_unit '{payload['new_unit']}' is already on the table"):
        ReferenceEngine().perform("ww2", seed.table, action, dice=[1] * 12, rulings={})


def test_try_refuses_a_fighter_looking_for_himself_in_one_line(tmp_path):
    proc = oracle(["try", "-e", "reference", "-t", "lotow/rifleman-in-the-rocks",
                   "-a", "look-for viewer=rifleman target=rifleman"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "target names 'rifleman', as viewer does: one model cannot play both parts" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
