"""The sample engines through ``oracle run --engine ...``: the matrix marks exactly the
documented divergences as failed and what they do not support as skipped."""

import json
import shlex
import sys
import xml.etree.ElementTree as ET

import pytest

from conftest import ROOT, SAMPLE, THROWN, run_oracle

DIVERGENCES = {d["clause"] for d in json.loads((ROOT / "examples/node_engine/divergences.json").read_text())}

SERVED = "cmd:" + shlex.join([sys.executable, "-m", "oracle.engine.serve"])
"""The reference served over the protocol, by this interpreter (quoted: its path may hold spaces)."""

# What each engine's handshake leaves out decides which clauses are skipped: the Python
# engine resolves roll-thrown-rider and strike, the Node engine roll-thrown-rider and dismount;
# neither computes exact odds nor resolves 'mount'.
ENGINES = {
    "python (process)": ("cmd:" + shlex.join([sys.executable, "-m", "examples.python_engine.engine"]), set(),
                         {"lotow.mounted.mounting.6", "lotow.mounted.dismounting"}),
    "python (object)": ("py:examples.python_engine.engine:ThrownRiders", set(),
                        {"lotow.mounted.mounting.6", "lotow.mounted.dismounting"}),
    "node": ("cmd:node examples/node_engine/engine.js", DIVERGENCES,
             {"lotow.mounted.mounting.6", "lotow.mounted.passengers.no-shooting-or-fighting"}),
}


def by_status(matrix_json, label=None):
    eng = matrix_json["engines"][0]["label"] if label is None else label
    out = {}
    for row in matrix_json["clauses"]:
        out.setdefault(row["results"][eng]["status"], set()).add(row["id"])
    return out


@pytest.mark.parametrize("which", sorted(ENGINES))
def test_sample_engine_matrix(tmp_path, oracle_run, which):
    spec, failed, skipped = ENGINES[which]
    code, results, out = oracle_run(spec, THROWN, SAMPLE)
    assert code == (1 if failed else 0), out
    matrix = json.loads((tmp_path / "report" / "matrix.json").read_text(encoding="utf-8"))
    statuses = by_status(matrix)
    assert statuses.get("failed", set()) == failed
    assert statuses.get("skipped", set()) == skipped
    assert "errored" not in statuses
    covered = {c for s in results["scenarios"] for c in s["clauses"]}
    assert statuses["passed"] == covered - failed - skipped
    assert results["engine_info"]["engine"]["name"].startswith("sample-")
    # the odds scenario is skipped: neither sample computes exact odds
    odds = next(s for s in results["scenarios"] if s["name"].startswith("The odds"))
    assert odds["status"] == "skipped" and "does not compute exact odds" in odds["message"]
    if failed:
        cell = next(r for r in matrix["clauses"] if r["id"] == "lotow.mounted.thrown-rider.1")["results"]
        d = next(iter(cell.values()))["divergence"]
        assert d["step"].endswith("And the rider has taken a Strength 2 hit")
        assert d["expected"] == "the rider has taken a Strength 2 hit"
        assert "hits S3" in d["got"]
    junit = ET.parse(tmp_path / "report" / "junit.xml").getroot()
    suite = junit.find("testsuite")
    assert int(suite.get("failures")) == len(failed) and int(suite.get("skipped")) == len(skipped)
    badge = next((tmp_path / "report").glob("badge-*.json"))
    assert json.loads(badge.read_text())["message"] == f"{len(covered) - len(failed) - len(skipped) }/{len(covered) - len(skipped)} clauses"
    assert matrix["engines"][0]["summary"] in (tmp_path / "report" / "matrix.html").read_text(encoding="utf-8")


def test_reference_over_the_protocol_agrees_with_the_reference(tmp_path, oracle_run):
    code, results, out = oracle_run(SERVED, THROWN, SAMPLE)
    assert code == 0, out
    assert {s["status"] for s in results["scenarios"]} == {"passed"}
    assert results["engine_restarts"] == 0


def test_a_refusal_over_the_protocol_keeps_the_readings_it_rests_on(tmp_path):
    # A leap onto a horse 1.5" (or, measured to its centre, 1.5" for a base 0.5") away is refused by
    # lotow.mounted.saddle-up.conditions after reading lotow.mounted.saddle-up.within: the run
    # through the served reference records the readings each scenario consulted as the run in
    # process does (a refused reply carries them: `rulings`)
    feature = "features/lotow/saddle_up_limits.feature"
    runs = [run_oracle(engine, tmp_path / name, feature)[1]["scenarios"]
            for name, engine in (("in", "reference"), ("served", SERVED))]
    consulted = [[(s["name"], s["status"], s["rulings"]) for s in scenarios] for scenarios in runs]
    assert consulted[0] == consulted[1]
    refused_within = [r for name, _, r in consulted[1] if "away" in name]
    assert refused_within and all("lotow.mounted.saddle-up.within" in r for r in refused_within), consulted[1]


def test_diff_says_what_was_fixed_and_what_regressed(tmp_path):
    from oracle.catalogue.load import catalogue
    from oracle.report.matrix import diff_runs, format_diff

    def run(status_1):
        return {"engine": "e", "scenarios": [
            {"name": "a", "feature": "f", "line": 1, "status": status_1, "clauses": ["lotow.mounted.thrown-rider.1"],
             "step": "f:3: Then x", "message": "expected: x; the table is: y"},
            {"name": "b", "feature": "f", "line": 9, "status": "passed" if status_1 != "passed" else "error",
             "clauses": ["lotow.mounted.thrown-rider.6"], "message": "boom"}]}

    d = diff_runs(run("failed"), run("passed"), catalogue())
    (e,) = d["engines"]
    assert [x["clause"] for x in e["fixed"]] == ["lotow.mounted.thrown-rider.1"]
    assert [(x["clause"], x["was"], x["now"]) for x in e["regressed"]] == [("lotow.mounted.thrown-rider.6", "passed", "errored")]
    assert "1 fixed, 1 regressed" in format_diff(d)


def test_each_engine_of_a_matrix_has_a_badge_of_its_own_whatever_its_name(tmp_path):
    """Only a-z and 0-9 were kept of a name: two engines named in Cyrillic were both badge-1-0.json, the
    second written over the first, and a name of punctuation alone was badge-.json."""
    from oracle.catalogue.load import catalogue
    from oracle.report.matrix import write_matrix

    def run(engine):
        return {"engine": engine, "scenarios": [
            {"name": "a", "feature": "f", "line": 1, "status": "passed", "clauses": ["lotow.mounted.thrown-rider.1"]}]}

    write_matrix([run("движок 1.0"), run("мотор 1.0"), run("///"), run("acme_1.0"), run("acme 1.0")], catalogue(),
                 tmp_path)
    assert sorted(p.name for p in tmp_path.glob("badge-*.json")) == sorted(
        ["badge-движок-1-0.json", "badge-мотор-1-0.json", "badge-engine.json", "badge-acme-1-0.json",
         "badge-acme-1-0-2.json"])


def test_matrix_and_diff_commands(tmp_path):
    from conftest import run_oracle
    from in_process import oracle

    _, py, _ = run_oracle("py:examples.python_engine.engine:ThrownRiders", tmp_path / "py", THROWN, SAMPLE)
    _, node, _ = run_oracle("cmd:node examples/node_engine/engine.js", tmp_path / "node", THROWN, SAMPLE)
    def cli(*args):
        return oracle(args, ROOT, env={"PYTHONPATH": str(ROOT)})

    out = cli("matrix", str(tmp_path / "py/results.json"), str(tmp_path / "node/results.json"), "--out", str(tmp_path / "m"))
    assert out.returncode == 0, out.stderr
    assert "sample-python 1.0: 4 passed, 0 failed" in out.stdout and "sample-node 1.0: 3 passed, 1 failed" in out.stdout
    matrix = json.loads((tmp_path / "m/matrix.json").read_text())
    assert [e["label"] for e in matrix["engines"]] == ["sample-python 1.0", "sample-node 1.0"]
    assert len(list((tmp_path / "m").glob("badge-*.json"))) == 2
    out = cli("diff", str(tmp_path / "py/results.json"), str(tmp_path / "node/results.json"))
    assert out.returncode == 1
    assert "regressed lotow.mounted.thrown-rider.1: passed -> failed" in out.stdout
    out = cli("diff", str(tmp_path / "node/results.json"), str(tmp_path / "py/results.json"))
    assert "fixed     lotow.mounted.thrown-rider.1: failed -> passed" in out.stdout and out.returncode == 0
