"""The benchmark scripts refuse a bad command-line value before measuring (``bench/arguments.py``).

Each case is a value a script once took: a measure that does not exist measured nothing and wrote
an empty result over the last one, a count of 0 ran the default or ended in a traceback of
``statistics.median``, a missing feature file in one of ``open``, a ``--json`` naming a folder
failed after the whole run.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import pytest

from bench import fuzz, grown, instructions, layers, protocol, pytest_cpu, run, table_floor
from bench.arguments import feature_path, positive_int, results_file

ROOT = Path(__file__).resolve().parent.parent

# (the script's entry, its arguments, what its error says); "{tmp}" is the test's own folder, which holds a
# file "a-file.txt" and an empty folder "empty"
CASES = [
    (run.main, ["--only", "suits"], "argument --only: invalid choice: 'suits'"),
    (run.main, ["--campaign-examples", "0"], "argument --campaign-examples: '0' is not a count"),
    (run.main, ["--campaign-examples", "many"], "argument --campaign-examples: 'many' is not a whole number"),
    (run.main, ["--json", "{tmp}"], "argument --json: '{tmp}' is a folder"),
    (run.main, ["--json", "{tmp}/a-file.txt/latest.json"], "'{tmp}/a-file.txt' is not a writable folder"),
    (layers.main, ["--rounds", "0"], "argument --rounds: '0' is not a count"),
    (layers.main, ["--group", "gurps brake"], "argument --group: invalid choice: 'gurps brake'"),
    (protocol.main, ["--pings", "-3"], "argument --pings: '-3' is not a count"),
    (protocol.main, ["--copies", "0"], "argument --copies: '0' is not a count"),
    (protocol.main, ["{tmp}/nosuch.feature"], "'{tmp}/nosuch.feature' does not exist"),
    (protocol.main, ["{tmp}/empty"], "the folder '{tmp}/empty' holds no .feature file"),
    (protocol.main, ["{tmp}/a-file.txt"], "'{tmp}/a-file.txt' is not a .feature file"),
    (fuzz.main, ["abc"], "argument situations: 'abc' is not a whole number"),
    (pytest_cpu.main, ["{tmp}/empty"], "'{tmp}/empty' holds no rows"),
    (instructions.main, ["--base", "no-such-revision"], "argument --base: 'no-such-revision' is not a commit"),
    (grown.main, ["--repeat", "0"], "argument --repeat: '0' is not a count"),
    (table_floor.command, ["--inner", "0"], "argument --inner: '0' is not a count"),
]


@pytest.mark.parametrize("entry, argv, message", CASES,
                         ids=[f"{fn.__module__} {' '.join(argv)}" for fn, argv, _ in CASES])
def test_a_bad_value_is_refused_before_any_measuring_naming_the_option_and_the_value(entry, argv, message, tmp_path,
                                                                                    capsys):
    (tmp_path / "a-file.txt").write_text("", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    out = tmp_path / "written.json"
    args = [a.format(tmp=tmp_path) for a in argv]
    if entry is run.main and "--json" not in argv:
        args += ["--json", str(out)]
    with pytest.raises(SystemExit) as ended:
        entry(args)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert "usage: python" in err, err
    assert message.format(tmp=tmp_path) in err, err
    assert not out.exists()  # nothing written over the last results


def test_a_count_is_a_whole_number_of_at_least_one():
    assert positive_int("1") == 1 and positive_int("2000") == 2000
    for text in ("0", "-1", "1.5", "", "ten"):
        with pytest.raises(argparse.ArgumentTypeError):
            positive_int(text)


def test_a_results_file_is_made_absolute_and_may_be_in_folders_not_made_yet(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert results_file("out.json") == tmp_path / "out.json"  # the caller's folder, though the scripts chdir
    assert results_file("new/deeper/out.json") == tmp_path / "new" / "deeper" / "out.json"


def test_a_feature_path_is_a_feature_file_or_a_folder_of_them():
    assert feature_path(str(ROOT / "features" / "lotow" / "falling.feature"))
    assert feature_path(str(ROOT / "features"))


def test_the_protocol_benchmark_copies_two_files_of_one_name_as_two(tmp_path):
    """Two games have a turns_and_phases.feature: copied by name alone, the second replaced the first, and the
    benchmark's default suite ran one of them. So do two files of one name from outside the checkout."""
    files = sorted((ROOT / "features").rglob("*.feature"))
    _, folder = protocol.replicate([str(ROOT / "features")], 2, tmp_path / "copies")
    assert len(list(folder.rglob("*.feature"))) == 2 * len(files)
    for game in ("lotow", "mordheim"):
        (tmp_path / "mine" / game).mkdir(parents=True)
        (tmp_path / "mine" / game / "turns.feature").write_text(f"Feature: {game}\n", encoding="utf-8")
    _, folder = protocol.replicate([str(tmp_path / "mine")], 1, tmp_path / "copies")
    assert sorted(f.read_text(encoding="utf-8") for f in folder.rglob("*.feature")) == ["Feature: lotow\n",
                                                                                        "Feature: mordheim\n"]


def test_the_protocol_benchmark_stops_on_a_run_that_fails_not_on_its_missing_results():
    with pytest.raises(SystemExit) as ended:
        protocol.suite("cmd:" + os.devnull, [str(ROOT / "features" / "lotow" / "falling.feature")], 1)
    assert "oracle run --engine cmd:/dev/null exited 2" in str(ended.value.code)


def test_the_per_test_cpu_plugin_refuses_a_file_for_its_folder_before_the_tests_run(tmp_path, monkeypatch):
    """Its rows were written only at the end of the run: a ``PYTEST_CPU_OUT`` naming a file was a traceback then."""
    (tmp_path / "a-file.txt").write_text("", encoding="utf-8")
    monkeypatch.setenv(pytest_cpu.OUT, str(tmp_path / "a-file.txt"))
    with pytest.raises(pytest.UsageError, match="a-file.txt' is not a writable folder"):
        pytest_cpu.rows_folder()
    monkeypatch.setenv(pytest_cpu.OUT, str(tmp_path / "rows" / "not-made-yet"))
    assert pytest_cpu.rows_folder() == tmp_path / "rows" / "not-made-yet"  # still to be made, in a writable folder


def test_the_protocol_benchmark_leaves_out_an_engine_whose_program_is_not_installed(monkeypatch):
    """The Node sample engine on a machine without Node: said and left out, not a traceback of the connection."""
    assert protocol.unavailable(protocol.ENGINES["python (reference over the protocol)"]) is None
    monkeypatch.setattr(protocol.shutil, "which", lambda program: None)
    assert protocol.unavailable(protocol.ENGINES["node (sample engine)"]) == "node is not on this machine's PATH"


def test_a_measure_that_fails_costs_its_own_figures_and_the_run_says_so(tmp_path, monkeypatch, capsys):
    """A measure that raised ended the whole run in its traceback, with no results written for the measures before it."""
    def broken(repeat):
        raise RuntimeError("icepool is not installed")

    monkeypatch.setattr(run, "bench_exact", broken)
    monkeypatch.chdir(tmp_path)  # the script works from the checkout's folder: this test's folder is given back after
    out = tmp_path / "latest.json"
    assert run.main(["--only", "exact", "--json", str(out)]) == 1
    err = capsys.readouterr().err
    assert "measuring exact failed: RuntimeError: icepool is not installed" in err
    assert "not measured, each failure's traceback in" in err and err.rstrip().endswith("exact")
    written = json.loads(out.read_text(encoding="utf-8"))
    assert "exact" not in written and "RuntimeError: icepool is not installed" in written["failed"]["exact"]


@pytest.mark.parametrize("entry", [run.main, layers.main, instructions.main, table_floor.command, grown.main, fuzz.main,
                                   pytest_cpu.main, protocol.main], ids=lambda fn: fn.__module__)
def test_each_command_of_the_benchmark_says_its_options(entry, capsys):
    """The README names these commands as taking ``--help``: each prints its usage and measures nothing."""
    with pytest.raises(SystemExit) as ended:
        entry(["--help"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith("usage: python")
