"""The cyclic collector's pace while a suite runs or a report is written (oracle.core.collector): the
command's threshold, the caller's setting given back, a caller's own choice kept."""

import gc
import json
from pathlib import Path

import pytest

import oracle.bdd.hooks as hooks
import oracle.report.build as build
from oracle.bdd.runner import make_runner
from oracle.catalogue.load import catalogue
from oracle.core.collector import COLLECTOR_FIRST_THRESHOLD, collector_threshold
from oracle.report import write_reports

FEATURE = Path(__file__).resolve().parent.parent / "features" / "gurps" / "mounted_defence_zh.feature"


@pytest.fixture
def threshold():
    """Sets the collector's thresholds for the test; the process's own are put back after it. The tests' middle and
    last thresholds (4 and 50) differ from a test worker's own (10 and 100, ``tests/conftest.py``) and are not so low
    that setting them starts a full collection of the worker's heap at once: with 5, the worker's count of middle
    collections already past it, the next one was a full collection (0.3-0.4 s each in two of these tests)."""
    before = gc.get_threshold()
    yield gc.set_threshold
    gc.set_threshold(*before)


def test_a_lower_threshold_is_raised_for_the_block_and_put_back(threshold):
    threshold(700, 4, 50)
    with collector_threshold():
        assert gc.get_threshold() == (COLLECTOR_FIRST_THRESHOLD, 4, 50)
    assert gc.get_threshold() == (700, 4, 50)
    with pytest.raises(RuntimeError), collector_threshold():
        raise RuntimeError("the block fails")
    assert gc.get_threshold() == (700, 4, 50)


@pytest.mark.parametrize("first", [0, COLLECTOR_FIRST_THRESHOLD * 3], ids=["collector-off", "higher"])
def test_a_callers_own_choice_is_kept(threshold, first):
    threshold(first, 4, 50)
    with collector_threshold():
        assert gc.get_threshold() == (first, 4, 50)
    assert gc.get_threshold() == (first, 4, 50)


def test_a_program_writing_a_report_gets_the_commands_pace_and_its_own_back(threshold, tmp_path, monkeypatch):
    """``write_reports`` called by a program (not the ``oracle`` command) renders under the command's
    threshold: at Python's 700 its time per clause grew with the catalogue (1.3x at 16 times the
    clauses), the collector walking what the report holds again and again."""
    seen = []
    real = build.build_coverage

    def spy(results, cat):
        seen.append(gc.get_threshold())
        return real(results, cat)

    monkeypatch.setattr(build, "build_coverage", spy)
    threshold(700, 4, 50)
    results = {"engine": "reference", "scenarios": []}
    write_reports(results, catalogue(), tmp_path / "report")
    assert seen == [(COLLECTOR_FIRST_THRESHOLD, 4, 50)]
    assert gc.get_threshold() == (700, 4, 50)
    written = json.loads((tmp_path / "report" / "coverage.json").read_text(encoding="utf-8"))
    assert written["totals"]["clauses"] == len(catalogue().clauses)


def test_a_program_running_the_suite_gets_the_commands_pace_and_its_own_back(threshold, monkeypatch):
    """The runner called by a program (the benchmark runs the suite so, not through ``oracle run``) runs
    the scenarios at the command's pace: at Python's first threshold the suite made 688 young collections,
    62 of the middle generation and five full ones, 0.54-0.60 s of its 3.7-3.9 s of CPU."""
    seen = []
    real = hooks.games_of

    def spy(texts):  # called as the run starts, before any feature runs
        seen.append(gc.get_threshold())
        return real(texts)

    monkeypatch.setattr(hooks, "games_of", spy)
    threshold(700, 4, 50)
    runner = make_runner(["--no-capture", "--format", "null", "--no-summary", str(FEATURE)])
    assert not runner.run()  # behave's run: True when something failed
    assert seen == [(COLLECTOR_FIRST_THRESHOLD, 4, 50)]
    assert gc.get_threshold() == (700, 4, 50)
