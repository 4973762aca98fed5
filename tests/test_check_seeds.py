"""``oracle check`` says when a ruleset's fuzzing seeds no longer match its scenarios.

The seeds ``oracle fuzz`` varies (``oracle/<ruleset>/situations.json``) are recorded from a run
of the scenarios (``python -m oracle.bdd.harvest``). Nothing said when they fell behind: three
rulesets' seeds missed the situations of scenarios added since, and the GURPS seeds held a table
field the model no longer has. The check's own run of the scenarios records them and compares.
"""

import json
from pathlib import Path

from oracle import check as checking
from oracle.bdd import harvest
from oracle.check import run_scenarios
from oracle.engine.seeds import seeds_path

ROOT = Path(__file__).resolve().parent.parent


def test_seeds_behind_the_scenarios_are_a_stale_generated_file(tmp_path, monkeypatch):
    current = json.loads(seeds_path("ww2").read_text(encoding="utf-8"))
    action = next(name for name, rows in current.items() if len(rows) > 1)
    behind = dict(current, **{action: current[action][:-1]})  # a situation recorded since is missing
    copy = tmp_path / "ww2" / "situations.json"
    copy.parent.mkdir()
    copy.write_text(harvest.seeds_text(behind), encoding="utf-8")
    monkeypatch.setattr(harvest, "seeds_path", lambda ruleset_id: tmp_path / ruleset_id / "situations.json")

    groups = {g.name: g for g in checking.check("ww2")}
    assert groups["scenarios"].ok, groups["scenarios"].problems
    stale = [p for p in groups["generated files"].problems if "situations.json" in p]
    assert len(stale) == 1 and stale[0].endswith("is stale: run python -m oracle.bdd.harvest features/ww2"), stale

    copy.write_text(harvest.seeds_text(current), encoding="utf-8")  # as recorded from the scenarios: current
    assert harvest.stale({"ww2": current}, ["ww2"]) == []


def test_the_seeds_of_every_ruleset_are_those_its_scenarios_record():
    """Each ruleset's ``situations.json`` is what ``python -m oracle.bdd.harvest features/<ruleset>`` writes, as
    ``oracle check`` requires: a scenario added without harvesting again leaves ``oracle fuzz`` without its situation.
    Harvested here, in this process, whatever it ran before: a harvest runs in a run of its own, as a new process."""
    rulesets = sorted(path.name for path in (ROOT / "features").iterdir() if path.is_dir())
    stale = [path for rs in rulesets for path in harvest.stale(harvest.harvest([str(ROOT / "features" / rs)]), [rs])]
    assert not stale, f"stale fuzzing seeds, run python -m oracle.bdd.harvest features/<ruleset>: {stale}"


def test_a_harvest_after_the_same_scenarios_ran_in_the_process_records_the_same_seeds():
    """The sub-results a run of the scenarios leaves in the run in force spared the rules the calls a later harvest
    records: in one process a second harvest of the LotOW spotting scenarios recorded 37 situations where the first,
    and the command, recorded 42, and ``oracle check`` in a process that had run them called current seeds stale."""
    features = [str(ROOT / "features" / "lotow" / "spotting.feature")]
    first = harvest.harvest(features)
    run_scenarios(features)  # the scenarios again, in the run in force, as a test or a long-lived process runs them
    again = harvest.harvest(features)
    assert sum(map(len, again["lotow"].values())) == sum(map(len, first["lotow"].values())) == 42
    assert again == first


def test_a_harvest_leaves_no_results_behind_to_block_the_next_run(tmp_path, monkeypatch):
    """The harvest's run wrote its results to the run's default, report/results.json in the working folder: a folder
    that the next ``oracle run`` there refused to replace, "not an earlier report"."""
    monkeypatch.chdir(tmp_path)
    found = harvest.harvest([str(ROOT / "features" / "ww2" / "dash.feature")])
    assert found["ww2"]
    assert list(tmp_path.iterdir()) == []
