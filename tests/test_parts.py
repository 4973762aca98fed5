"""The whole suite run in parts (``oracle/clarify/parts.py``): each process a run of consecutive feature
files, their scenarios then their re-runs under the other readings; what comes out is what the two phases
(every scenario, then every re-run) give, and a Ctrl-C keeps the scenarios that had ended, in order."""

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oracle.bdd.held import parse_file, planned_scenarios
from oracle.bdd.records import read_results, write_results
from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.selection import feature_files, select
from oracle.bdd.suite import builtin
from oracle.bdd.tables import Tables
from oracle.bdd.world import RunScope
from oracle.catalogue.load import catalogue
from oracle.clarify import parts
from oracle.clarify.parts import Part, Tally, gather, run_in_parts, split
from oracle.clarify.sides import assemble, consulted, side_by_side
from oracle.core.workers import WorkerDied
from processes import processes_in

ROOT = Path(__file__).resolve().parent.parent
ENV = {k: v for k, v in os.environ.items() if k != "CI"} | {"PYTHONPATH": str(ROOT)}

# five small files of three games, in the suite's order: rulings consulted in four of them, none in one
FILES = [ROOT / "features" / name for name in (
    "gurps/turns.feature", "lotow/falling_landing.feature", "lotow/thrown_riders.feature",
    "mordheim/charging_several.feature", "mordheim/hidden_contact.feature")]
ARGS = ["--no-capture", "--format", "null", "--no-summary", "--no-junit", "-D", "engine=reference"]


def _timeless(value):
    """A result without its timings (``seconds`` at any depth): the rest is the rules' and the text's."""
    if isinstance(value, dict):
        return {k: _timeless(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [_timeless(v) for v in value]
    return value


def test_the_files_are_cut_into_runs_of_consecutive_files_of_about_equal_size(tmp_path):
    sizes = [900, 100, 100, 400, 500, 300, 300, 200, 1200, 100]
    files = []
    for i, size in enumerate(sizes):
        f = tmp_path / f"f{i}.feature"
        f.write_bytes(b"x" * size)
        files.append(f)
    for n in (1, 2, 3, 4, 10, 50):
        parts = split(files, n)
        assert [f for part in parts for f in part] == files  # every file once, in the run's order
        assert 1 <= len(parts) <= min(n, len(files)) and all(parts)
    assert split(files, 2) == [files[:5], files[5:]]  # 2000 bytes before the cut, 2100 after
    assert split(files[:1], 4) == [files[:1]]


def test_a_run_in_parts_gives_the_results_and_the_side_by_side_of_the_two_phases(tmp_path):
    selection = select([str(f) for f in FILES])
    cat = catalogue()
    two = tmp_path / "two" / "results.json"
    code = run_behave([*ARGS, "-D", f"results={two}", *selection.paths],
                      RunSetup(steps=selection.steps, scope=RunScope(Tables(selection.tables))))
    assert code == 0
    sides = side_by_side(read_results(two), cat, None, rulings={}, steps=selection.steps,
                         table_dirs=selection.tables, processes=1)
    parted = tmp_path / "parts" / "results.json"
    parted.parent.mkdir()
    code, reruns, cards = run_in_parts(selection.features, ARGS, parted, processes=2, rulings={},
                                steps=selection.steps, tables=selection.tables)
    assert code == 0 and cards is None  # no cards asked for
    assert len(split(selection.features, 12)) == len(FILES)  # a part each: each file's re-runs in its own process
    ran = read_results(parted)
    assert [_timeless(sc) for sc in ran["scenarios"]] == [_timeless(sc) for sc in read_results(two)["scenarios"]]
    assert ran["selected"] == len(ran["scenarios"]) == 6 + 10 + 10 + 6 + 8  # the files' scenarios and rows
    assert ran["engine"] == "reference" and ran["rulings"] == {}
    assert reruns and assemble(consulted(ran, cat), reruns, cat) == sides
    assert sides["totals"]["settled"] > 0  # a reading that changes an outcome: the comparison compared something


def test_a_stopped_part_gives_the_scenarios_it_had_ended_in_the_features_order(tmp_path):
    parts = [Part(i, (f"f{i}.feature",), (), (), (), None, tmp_path) for i in range(3)]
    for part in parts:
        part.results.parent.mkdir(parents=True)
    write_results(parts[0].results, {"engine": "reference", "engine_spec": "reference", "rulings": {},
                                     "seconds": 1.5, "selected": 2},
                  ['{"feature":"f0.feature","line":3}', '{"feature":"f0.feature","line":9}'])
    # the second part's process was ended as it wrote its third scenario; the third part never began
    parts[1].partial.write_text('{"feature":"f1.feature","line":4}\n{"feature":"f1.feature","line":8}\n'
                                '{"feature":"f1.feat', encoding="utf-8")
    out = tmp_path / "results.json"
    assert gather(parts, out) == 4
    ran = read_results(out)
    assert [(sc["feature"], sc["line"]) for sc in ran["scenarios"]] == [
        ("f0.feature", 3), ("f0.feature", 9), ("f1.feature", 4), ("f1.feature", 8)]
    assert ran["engine"] == "reference" and ran["selected"] is None and ran["seconds"] == 1.5
    assert json.loads(out.read_text(encoding="utf-8"))  # the file is JSON whole


def test_the_tally_counts_the_scenarios_each_part_has_ended_as_it_writes_them(tmp_path):
    parts = [Part(i, (f"f{i}.feature",), (), (), (), None, tmp_path) for i in range(3)]
    for part in parts[:2]:
        part.results.parent.mkdir(parents=True)
    tally = Tally(parts)
    assert tally.look() == (0, 0)  # nothing begun
    with parts[0].partial.open("w", encoding="utf-8") as f:
        f.write('{"status":"passed"}\n{"status":"failed","line":4}\n{"status":"pas')  # the third being written
        f.flush()
        assert tally.look() == (2, 1)
        f.write('sed"}\n')
        f.flush()
        assert tally.look() == (3, 1)
    parts[1].partial.write_text('{"status":"skipped"}\n{"status":"undefined"}\n', encoding="utf-8")
    assert tally.look() == (5, 2)
    # the first part ends: its results file in place, its partial file removed
    write_results(parts[0].results, {"engine": "reference"}, ['{"status":"passed"}', '{"status":"failed"}',
                                                               '{"status":"passed"}', '{"status":"errored"}'])
    parts[0].partial.unlink()
    assert tally.look() == (6, 3)
    assert tally.look() == (6, 3)  # read once: each look adds only what is new


def test_ctrl_c_during_the_whole_suite_in_parts_keeps_the_ended_scenarios_and_ends_the_processes(tmp_path):
    temp = tmp_path / "temp"  # the command's temporary folder: the parts' results are written there
    temp.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "oracle.cli", "run", "-q", "--jobs", "2"], cwd=tmp_path,
                            env=ENV | {"TMPDIR": str(temp)}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None and \
            sum(p.read_text(encoding="utf-8").count("\n") for p in temp.rglob("results.partial.jsonl")) < 20:
        time.sleep(0.05)  # until the parts have ended some scenarios
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 130, out[-2000:] + err[-2000:]
    partial = tmp_path / "report.partial" / "results.json"
    ran = list(read_results(partial)["scenarios"])
    features = feature_files(builtin().features)
    total = sum(1 for f in features for _ in planned_scenarios(parse_file(str(f))))
    assert err.startswith(f"interrupted after {len(ran)} of {total} scenarios"), err[-2000:]
    assert "the previous report is untouched; partial results: " in err, err[-2000:]
    assert 20 <= len(ran) < total and not (tmp_path / "report").exists()
    # in the features' order: the files in the suite's order, each file's scenarios by line
    place = {os.path.realpath(f): i for i, f in enumerate(features)}
    keys = [(place[os.path.realpath(sc["path"])], sc["line"]) for sc in ran]
    assert keys == sorted(keys)
    assert not list(temp.iterdir()), sorted(map(str, temp.rglob("*")))[:10]
    assert not processes_in(tmp_path)


SMALLEST = min(FILES, key=lambda f: f.stat().st_size)
"""The file of the part that goes last to the processes (the parts go largest first): when its process is
killed, the other parts have begun, and most have ended."""


def _killed_at_the_last_part(piece):
    """A part's process killed (by the system, out of memory) as it begins the run's last part."""
    if isinstance(piece, Part) and piece.files == (str(SMALLEST),):
        os.kill(os.getpid(), signal.SIGKILL)
    return piece.run()


def test_a_process_killed_in_a_part_is_one_error_naming_its_files_and_keeps_what_ended(tmp_path, monkeypatch):
    selection = select([str(f) for f in FILES])
    monkeypatch.setattr(parts, "_run", _killed_at_the_last_part)  # the forked processes take the module as it is
    out = tmp_path / "results.json"
    with pytest.raises(WorkerDied) as raised:
        run_in_parts(selection.features, ARGS, out, processes=2, rulings={}, steps=selection.steps,
                     tables=selection.tables)
    message = str(raised.value)
    assert "the scenarios and their rulings side by side: a worker process ended before its work was done" in message
    # the parts left undone, named by their files (which of them the killed process held, the pool cannot know)
    unfinished = re.search(r"(\d) of 5 parts unfinished \(the scenarios of (\S+\.feature)", message)
    assert unfinished and unfinished[2] in {f.name for f in FILES} and "`oracle run --jobs 1`" in message, message
    order = [str(f.relative_to(ROOT)) for f in FILES]
    ran = [(order.index(sc["feature"]), sc["line"]) for sc in read_results(out)["scenarios"]]
    assert ran and order.index(str(SMALLEST.relative_to(ROOT))) not in {f for f, _ in ran}
    assert ran == sorted(ran)  # the features' order
