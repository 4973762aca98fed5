"""Fuzzing reaches every action of every ruleset, mostly with situations the rules allow; the
reference served over the protocol agrees with itself; one planted divergence per ruleset is
found, and the scenario fuzzing prints reproduces it."""

import json
import sys

import pytest
from conftest import ROOT, run_oracle

from oracle.engine import connect
from oracle.engine.fuzz import fuzz
from oracle.engine.ruleset import rulesets
from oracle.engine.seeds import seeds

sys.path.insert(0, str(ROOT / "tests" / "protocol"))
from planted_engine import PLANTED, Planted  # noqa: E402

RULESETS = sorted(rulesets())


def test_every_action_has_seed_situations():
    for rs_id, rs in rulesets().items():
        found = seeds(rs_id)
        assert set(found) == set(rs.actions), f"{rs_id}: no seeds for {sorted(set(rs.actions) - set(found))}"
        raw = json.loads((ROOT / "oracle" / rs_id / "situations.json").read_text(encoding="utf-8"))
        assert sum(map(len, found.values())) == sum(map(len, raw.values())), f"{rs_id}: a seed no longer validates"


@pytest.mark.parametrize("rs_id", RULESETS)
def test_the_reference_over_the_protocol_agrees_on_every_action(relayed, rs_id):
    engine = connect(relayed())
    try:
        result = fuzz(engine, rs_id, examples=300)
    finally:
        engine.close()
    assert result.disagreement is None, result.report()
    offered = len(rulesets()[rs_id].actions)
    assert len(result.reached) >= 0.9 * offered, result.report()
    assert result.refused <= 0.2 * result.examples, result.report()
    assert result.examples >= 300


@pytest.mark.parametrize("rs_id,action", sorted(PLANTED))
def test_a_planted_divergence_is_found_and_its_scenario_reproduces_it(tmp_path, relayed, rs_id, action):
    engine = connect(relayed(Planted))
    try:
        result = fuzz(engine, rs_id, examples=200)
    finally:
        engine.close()
    case = result.disagreement
    assert case is not None, result.report()
    assert case.action.name == action, result.report()
    gherkin = result.report().split("\n\n", 1)[1]

    folder = ROOT / "tests" / "protocol" / "features" / "generated"
    folder.mkdir(exist_ok=True)
    feature = folder / f"planted_{rs_id}_{tmp_path.name}.feature"
    feature.write_text("Feature: found by fuzzing\n\n" + gherkin, encoding="utf-8")
    try:
        rel = str(feature.relative_to(ROOT))
        code, results, out = run_oracle("reference", tmp_path / "ref", rel)
        assert code == 0 and results["scenarios"][0]["status"] == "passed", out
        code, results, out = run_oracle(relayed(Planted), tmp_path / "planted", rel)
        assert code == 1 and results["scenarios"][0]["status"] == "failed", out
    finally:
        feature.unlink()
