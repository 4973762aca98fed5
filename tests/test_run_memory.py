"""A run holds one feature's model at a time: each feature is parsed just before it runs and let go
once it has run (its results are on disk); outlines are counted without being built, and build
the scenario of a row just before it runs."""

import copy
import gc
import json
import os
import weakref
from pathlib import Path

import pytest
from behave import model_core, model_type
from behave.model import ScenarioOutline, ScenarioOutlineBuilder
from behave.model_type import Status
from behave.parser import parse_file
from behave.runner import the_step_registry
from behave.runner_util import FileLocation, parse_features
from junitparser import TestSuite

from cycles import left_to_the_collector, named
from oracle.bdd.held import (
    RowByRowOutline, built_rows, forget_tracebacks, parse_feature, planned_scenarios, relative_paths_kept, step_for_row,
    written_scenarios,
)
from oracle.bdd.hooks import check_feature_tags, selected_scenarios
from oracle.bdd.records import Scenarios, read_results, write_results
from oracle.bdd.suite import builtin
from oracle.bdd.runner import _BEHAVES_PREDICATES, _BEHAVES_STATUS_EQ, RunSetup, make_runner, quick_status_comparisons, run_behave
from oracle.clarify.words import _measures
from oracle.core.state import table_ids
from oracle.report.ci import cucumber_features, to_cucumber, to_junit

OUTLINES = """\
Feature: Thrown riders, by row

  @clause:lotow.mounted.thrown-rider.1
  Scenario Outline: A roll of <roll>
    Given a rider on a horse
    When the rider rolls on the thrown-rider table and the die shows <roll>
    Then the rider is on foot

    @first
    Examples: low
      | roll |
      | 1    |
      | 2    |

    Examples: high
      | roll |
      | 5    |
      | 6    |

  @clause:lotow.mounted.thrown-rider.1 @face-<roll>
  Scenario Outline: Tagged by its row, <roll>
    Given a rider on a horse
    When the rider rolls on the thrown-rider table and the die shows <roll>
    Then the rider is on foot

    Examples:
      | roll |
      | 3    |
      | 4    |
"""


@pytest.fixture(autouse=True)
def empty_registry_after():
    """behave's step registry is the process's: leave it empty, as a test that loads the step
    modules itself expects."""
    yield
    the_step_registry.clear()


@pytest.fixture
def feature(tmp_path) -> Path:
    path = tmp_path / "features" / "rows.feature"
    path.parent.mkdir()
    path.write_text(OUTLINES, encoding="utf-8")
    return path


def _parsed(path: Path, *tags: str):
    args = ["--no-capture", "--format", "null", "--no-summary", "--no-junit"]
    for t in tags:
        args += ["--tags", t]
    runner = make_runner(args + [str(path)])
    runner.features = parse_features([str(path)])
    return runner


@pytest.mark.parametrize("tags, expected", [((), 6), (("@first",), 2), (("@face-4",), 1),
                                            (("not @first",), 4), (("@nothing",), 0)])
def test_the_selected_scenarios_are_counted_as_behave_builds_them(feature, tags, expected):
    runner = _parsed(feature, *tags)
    counted = selected_scenarios(runner)
    check_feature_tags(runner.features[0])
    # counting and checking built nothing: behave's outlines build their scenarios on first use
    assert all(not item._scenarios for f in runner.features for item in f.run_items
               if isinstance(item, ScenarioOutline))
    built = sum(1 for f in runner.features for sc in f.walk_scenarios()
                if sc.should_run_with_tags(runner.config.tag_expression))
    assert counted == built == expected


def test_the_planned_scenarios_are_the_ones_behave_builds(feature):
    parsed = parse_features([str(feature)])[0]
    planned = [(sc.tags, sc.line, sc.name) for sc in planned_scenarios(parsed)]
    built = [(frozenset(sc.effective_tags), sc.line, sc.name) for sc in parse_features([str(feature)])[0].walk_scenarios()]
    assert planned == built
    assert "face-3" in planned[4][0] and "first" in planned[0][0] and "first" not in planned[2][0]


def test_a_feature_that_ran_keeps_no_scenarios_and_its_results_are_all_on_disk(feature, tmp_path):
    results = tmp_path / "results.json"
    runner = make_runner(["--no-capture", "--format", "null", "--no-summary", "--no-junit",
                          "-D", f"results={results}", str(feature)])
    assert runner.run() is False  # nothing failed
    assert runner.features == [], "no feature is parsed before the run"
    outlines = [item for item in runner.feature.run_items if isinstance(item, ScenarioOutline)]  # the last one run
    assert len(outlines) == 2 and all(item._scenarios == [] for item in outlines)
    assert (runner.oracle_tally.scenarios, runner.oracle_tally.steps, runner.oracle_tally.failed) == (6, 18, 0)
    written = json.loads(results.read_text(encoding="utf-8"))
    ran = written["scenarios"]
    assert [sc["name"] for sc in ran] == ["A roll of 1 -- @1.1 low", "A roll of 2 -- @1.2 low",
                                          "A roll of 5 -- @2.1 high", "A roll of 6 -- @2.2 high",
                                          "Tagged by its row, 3 -- @1.1 ", "Tagged by its row, 4 -- @1.2 "]
    assert written["selected"] == 6
    assert not results.with_suffix(".partial.jsonl").exists(), "a finished run leaves results.json alone"


class Watch:
    """An observer of the run that looks at behave's model as each scenario ends."""

    def __init__(self, look=None):
        self.look = look
        self.runner = None
        self.told: list = []
        self.seen: list = []

    def started(self, total):
        self.told.append(("started", total))

    def counted(self, total):
        self.told.append(("counted", total))

    def scenario_done(self, result):
        if self.look is not None:
            self.seen.append(self.look(self.runner))


def _watched(paths, tmp_path, look=None, tags=(), count_first=False):
    watch = Watch(look)
    args = ["--no-capture", "--format", "null", "--no-summary", "--no-junit",
            "-D", f"results={tmp_path / 'results.json'}"]
    for t in tags:
        args += ["--tags", t]
    watch.runner = make_runner(args + [str(p) for p in paths], RunSetup(observer=watch, count_first=count_first))
    watch.runner.run()
    return watch, json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))


def test_an_outline_builds_the_scenario_of_a_row_just_before_it_runs(feature, tmp_path):
    def look(runner):
        scenario = runner.context.scenario  # the one that just ended
        outline = scenario.parent
        with_steps = sum(1 for item in runner.feature.run_items if isinstance(item, ScenarioOutline)
                         for sc in item._scenarios if sc.steps)
        return outline._scenarios.index(scenario) + 1, len(outline._scenarios), with_steps

    watch, results = _watched([feature], tmp_path, look)
    # each scenario ends with its own row's scenario the last one built; the others' steps are let go
    assert watch.seen == [(1, 1, 1), (2, 2, 1), (3, 3, 1), (4, 4, 1), (1, 1, 1), (2, 2, 1)]
    assert [sc["status"] for sc in results["scenarios"]] == ["passed"] * 6


def test_features_are_parsed_one_at_a_time_and_let_go(feature, tmp_path):
    second = feature.with_name("again.feature")
    second.write_text(OUTLINES.replace("Feature: Thrown riders, by row", "Feature: Again"), encoding="utf-8")
    features: list = []

    def look(runner):
        if not features or features[-1]() is not runner.feature:
            features.append(weakref.ref(runner.feature))
        gc.collect()
        return sum(1 for f in features if f() is not None)

    frozen_before = gc.get_freeze_count()
    gc.collect()
    gc.freeze()  # what lives before the run is left out of the collections at each scenario
    try:
        watch, results = _watched([feature.parent], tmp_path, look)
    finally:
        if not frozen_before:  # a test worker keeps its heap frozen (tests/conftest.py)
            gc.unfreeze()
    assert len(features) == 2 and watch.seen == [1] * 12, "the model of one feature at a time"
    assert len(results["scenarios"]) == 12 and results["selected"] == 12


@pytest.mark.parametrize("tags, expected", [((), 6), (("@first",), 2), (("@face-4",), 1), (("@nothing",), 0)])
def test_the_selected_scenarios_are_counted_as_they_run_or_first(feature, tmp_path, tags, expected):
    watch, results = _watched([feature], tmp_path, tags=tags)
    assert watch.told == [("started", None), ("counted", expected)] and results["selected"] == expected
    watch, results = _watched([feature], tmp_path, tags=tags, count_first=True)
    assert watch.told == [("started", expected)] and results["selected"] == expected


def test_a_second_run_of_the_same_feature_builds_its_scenarios_again(feature, tmp_path):
    for i in range(2):
        results = tmp_path / f"results-{i}.json"
        assert run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit",
                           "-D", f"results={results}", str(feature)]) == 0
        assert len(json.loads(results.read_text(encoding="utf-8"))["scenarios"]) == 6


def test_a_scenarios_status_is_worked_out_as_behave_does(feature):
    from itertools import product

    from behave.model_type import Status

    from oracle.bdd.hooks import scenario_status

    scenario = parse_features([str(feature)])[0].walk_scenarios()[0]
    names = ["passed", "failed", "error", "undefined", "skipped", "untested", "pending_warn", "pending"]
    steps = list(scenario.all_steps)
    for statuses in product(names, repeat=len(steps)):
        scenario.clear_status()
        for step, name in zip(steps, statuses):
            step.status = Status[name]
        assert scenario_status(scenario) == scenario.compute_status().name, statuses
    scenario.set_status(Status.skipped)  # behave's own final word (a scenario skipped by a hook)
    assert scenario_status(scenario) == "skipped"


# --- the report, from the results on disk ---------------------------------------------------------


def test_results_json_holds_a_scenario_a_line_and_is_read_back_one_at_a_time(tmp_path):
    path = tmp_path / "results.json"
    ran = [{"name": "a", "status": "passed", "message": "line\nbreak \u2028 and, commas]}"}, {"name": "b", "status": "failed"}]
    write_results(path, {"engine": "reference", "selected": 2}, (json.dumps(sc, ensure_ascii=False) for sc in ran))
    assert json.loads(path.read_text(encoding="utf-8")) == {"engine": "reference", "selected": 2, "scenarios": ran}
    assert len(path.read_text(encoding="utf-8").split("\n")) == 4  # the fields, a line each, the end
    read = read_results(path)
    assert isinstance(read["scenarios"], Scenarios) and len(read["scenarios"]) == 2 and read["selected"] == 2
    assert list(read["scenarios"]) == ran and list(read["scenarios"]) == ran  # walked again: read again
    write_results(path, {}, [])
    assert json.loads(path.read_text(encoding="utf-8")) == {"scenarios": []}
    assert not read_results(path)["scenarios"]


class Walked:
    """Scenarios that note how many have been read (by any walk) when asked."""

    def __init__(self, scenarios):
        self.scenarios, self.read = scenarios, 0

    def __iter__(self):
        for sc in self.scenarios:
            self.read += 1
            yield sc


def test_cucumber_json_is_written_a_feature_at_a_time_in_the_order_the_features_ran():
    def sc(feature, name):
        return {"feature": feature, "name": name, "line": 3, "status": "passed"}

    walked = Walked([sc("a.feature", "1"), sc("a.feature", "2"), sc("b.feature", "3"), sc("c.feature", "4")])
    given = []
    for feature in cucumber_features({"scenarios": walked}):
        given.append((feature["uri"], [e["name"] for e in feature["elements"]], walked.read))
    # the first walk finds each feature's last scenario (4 read), the second gives a feature once it is complete
    assert given == [("a.feature", ["1", "2"], 6), ("b.feature", ["3"], 7), ("c.feature", ["4"], 8)]
    # a feature that comes back later (given twice on the command line) is one feature, in its first place
    again = {"scenarios": [sc("a.feature", "1"), sc("b.feature", "2"), sc("a.feature", "3")]}
    assert [(f["uri"], [e["name"] for e in f["elements"]]) for f in to_cucumber(again)] == \
        [("a.feature", ["1", "3"]), ("b.feature", ["2"])]


def test_junit_counts_each_features_cases_once(monkeypatch):
    """junitparser counts a suite's cases again each time one is added: an outline of 2000 rows took 10 s
    of a 13 s run, 8000 rows 150 s. Each suite is counted once, with its cases all in."""
    counted = []
    count = TestSuite.update_statistics
    monkeypatch.setattr(TestSuite, "update_statistics", lambda suite: counted.append(suite.name) or count(suite))
    scenarios = [{"feature": f"{f}.feature", "name": f"row {n}", "line": 3 + n, "status": "passed", "seconds": 0.001}
                 for f, rows in (("a", 300), ("b", 200)) for n in range(rows)]
    xml = to_junit({"scenarios": scenarios})
    assert sorted(counted) == ["a: a", "b: b"]
    assert [(suite.name, suite.tests) for suite in xml] == [("a: a", 300), ("b: b", 200)] and xml.tests == 500
    assert [case.name for case in next(iter(xml))][:3] == ["row 0", "row 1", "row 2"]


def _model(value):
    """A model object's fields as plain values, for comparing a copy with behave's deep copy (its
    captured output compared by what it holds, not by identity)."""
    if isinstance(value, dict):
        return {k: _model(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_model(v) for v in value]
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (type(value).__name__, _model(vars(value)))
    return value


def _builtin_outlines():
    """Every outline of the built-in suite, with its file; on the way, each feature's scenarios as
    ``oracle check`` and the docs read them without building an outline's rows (:func:`planned_scenarios`,
    :func:`written_scenarios`) checked against the ones behave builds."""
    for path in sorted((Path(__file__).parent.parent / "features").rglob("*.feature")):
        feature = parse_file(str(path))
        walked = feature.walk_scenarios(with_outlines=True)  # behave builds every outline's rows here
        rows = {id(sc) for item in walked if isinstance(item, ScenarioOutline) for sc in item.scenarios}
        assert [(sc.tags, sc.line, sc.name) for sc in planned_scenarios(feature)] == \
            [(frozenset(sc.effective_tags), sc.line, sc.name) for sc in walked
             if not isinstance(sc, ScenarioOutline)], path
        assert list(written_scenarios(feature)) == [sc for sc in walked if id(sc) not in rows], path
        for item in walked:
            if isinstance(item, ScenarioOutline):
                yield path, item


def test_a_rows_steps_are_what_behaves_deep_copies_give_for_every_outline_of_the_suite():
    outlines = list(_builtin_outlines())
    steps = [(path, step) for path, outline in outlines for step in outline.steps]
    assert len(steps) > 200  # the suite's outlines, not an empty glob
    for path, step in steps:
        copied, deep = step_for_row(step), copy.deepcopy(step)
        assert _model(vars(copied)) == _model(vars(deep)), f"{path}:{step.line}"
        assert copied._captured is not step._captured and copied._capture_sink.collector is copied._captured
        assert copied.table is None or (copied.table is not step.table and
                                        all(a is not b for a, b in zip(copied.table.rows, step.table.rows)))
    # whole rows: every scenario a row builds, as behave's own builder builds it
    ours, behaves = 0, 0
    for path, outline in outlines:
        by_line = {s.line: s for s in ScenarioOutlineBuilder(outline.annotation_schema).build_scenarios(outline)}
        behaves += len(by_line)
        for scenario in built_rows(outline):
            ours += 1
            theirs = by_line[scenario.line]
            assert (scenario.name, scenario.tags, scenario.line) == (theirs.name, theirs.tags, theirs.line), path
            assert _model([vars(s) for s in scenario.steps]) == _model([vars(s) for s in theirs.steps]), \
                f"{path}:{scenario.line}"
    assert ours == behaves > 200


@pytest.mark.parametrize("schema", ["{name} -- @{row.id} {examples.name}",
                                    "{name} [{examples.index}/{row.index}] {row.name} {examples.id}"])
def test_a_rows_name_is_behaves_without_a_class_made_for_it(tmp_path, schema):
    """behave names a row's scenario by the outline's annotation, from two values it made a class for at every call (a
    class is a cycle: 1524 of them in the rulings side by side, for the cyclic collector); the row builder names it from
    two plain namespaces, the same text for every field the annotation may read."""
    path = tmp_path / "rows.feature"
    path.write_text("Feature: f\n  Scenario Outline: thrown on <n>\n    Given a rider\n\n"
                    "    Examples: faces <n>\n      | n |\n      | 1 |\n      | 2 |\n\n"
                    "    Examples:\n      | n |\n      | 6 |\n", encoding="utf-8")
    outline = parse_file(str(path)).scenarios[0]
    theirs = [sc.name for sc in ScenarioOutlineBuilder(schema).build_scenarios(outline)]
    outline.annotation_schema = schema
    ours = [sc.name for sc in built_rows(outline)]
    assert ours == theirs and len(set(ours)) == 3, ours
    with left_to_the_collector() as found:
        names = [sc.name for sc in built_rows(outline)]
    assert names == theirs and not named(found, "behave.model"), named(found, "behave.model")


def test_walking_a_tables_data_leaves_nothing_for_the_cyclic_collector():
    """The ids of a table and the numbers a question's teller reads from it were found by closures that called
    themselves, each a cycle left to the cyclic collector after every table checked and every question told."""
    data = {"id": "t", "fighters": [{"id": "rider", "move": 6, "hits": [1, 2.5]}, {"id": "mule", "flag": True}],
            "mounts": ({"id": "rider", "at": {"x": 0.5}},)}
    with left_to_the_collector() as found:
        ids, numbers = table_ids(data), _measures(data)
    assert ids == ("t", "rider", "mule") and numbers == [0.5, 1, 2.5, 6]
    assert not named(found, "oracle.core.state") + named(found, "oracle.clarify.words")


def test_relative_paths_kept_are_behaves(tmp_path, monkeypatch):
    relative_paths_kept()
    assert model_core.make_relpath_if_possible is not model_type.make_relpath_if_possible
    feature = Path(__file__).parent.parent / "features"
    for where in (Path.cwd(), tmp_path, feature):
        monkeypatch.chdir(where)
        for name in (str(feature / "lotow"), "features/x.feature", str(tmp_path / "a" / "b.feature")):
            assert model_core.make_relpath_if_possible(name, os.getcwd()) == \
                model_type.make_relpath_if_possible(name, os.getcwd())


def test_a_selection_by_line_picks_the_rows_behave_picks_with_the_runs_own_copies(feature):
    lines = [i for i, text in enumerate(OUTLINES.splitlines(), start=1) if text.strip().startswith("| ") and
             not text.strip().startswith("| roll")]
    assert len(lines) == 6
    for line in lines + [4, 20]:  # each row, an outline's first line, one in between
        ours = parse_feature([FileLocation(str(feature), line)])
        theirs = parse_features([FileLocation(str(feature), line)])[0]
        picked = [(sc.line, sc.name, sc.status.name) for sc in ours.walk_scenarios()]
        assert picked == [(sc.line, sc.name, sc.status.name) for sc in theirs.walk_scenarios()], line
        assert sum(1 for _, _, status in picked if status != "skipped") >= 1
        # the selection built the outline's rows already, as the run's own outline (its copies of the steps)
        outline = next(item for item in ours.run_items if isinstance(item, ScenarioOutline))
        assert isinstance(outline, RowByRowOutline) and not outline._is_any_example_table_modified()


def test_statuses_compare_as_behave_compares_them():
    quick_status_comparisons()
    assert Status.__eq__ is not _BEHAVES_STATUS_EQ
    others = [*Status, *(s.name for s in Status), "nothing", None, 0, 1.5, object()]
    for status in Status:
        for other in others:
            def behaves(op):  # the comparison as behave's own __eq__ makes it (NotImplemented: Python's fallbacks)
                got = _BEHAVES_STATUS_EQ(status, other)
                if got is NotImplemented:
                    got = status is other
                return got if op == "==" else not got
            assert (status == other) == behaves("=="), (status, other)
            assert (status != other) == behaves("!="), (status, other)
        assert hash(status) == hash(status.value)
    assert Status.failed in (Status.error, Status.failed) and Status.passed not in (Status.error, Status.failed)
    assert Status.passed.has_failed() is False and Status.hook_error.has_failed() is True


def test_statuses_answer_behaves_questions_as_behave_answers_them():
    """``has_failed``, ``is_error`` and the rest answered from a value kept on each member: the answers of
    behave's own methods, for every member, with no comparison of members made to give them."""
    quick_status_comparisons()
    for name, behaves in _BEHAVES_PREDICATES.items():
        assert getattr(Status, name) is not behaves, name
        for status in Status:
            assert getattr(status, name)() is behaves(status), (name, status)
    assert [s.name for s in Status if s.has_failed()] == ["failed", "error", "hook_error", "cleanup_error",
                                                           "undefined", "pending"]
    compared = []
    eq = Status.__eq__
    try:
        Status.__eq__ = lambda self, other: compared.append(other) or eq(self, other)
        assert not Status.passed.has_failed() and Status.passed.is_final() and not Status.passed.is_error()
    finally:
        Status.__eq__ = eq
    assert compared == []


TABLES = """\
Feature: Rows with tables and text

  Background:
    Given a rider on a horse

  Scenario Outline: A <what> with its table and text
    Given these models for <what>:
      | id     | <column> |
      | <what> | <value>  |
    And this note:
      \"\"\"
      the <what> is <value>
      \"\"\"
    Then the rider is on foot

    Examples:
      | what  | column | value |
      | rider | speed  | 6     |
      | horse | kind   | mule  |
"""


def test_a_rows_table_and_text_are_filled_in_as_behave_fills_them_and_are_the_rows_own(tmp_path):
    path = tmp_path / "tables.feature"
    path.write_text(TABLES, encoding="utf-8")
    outline = next(item for item in parse_file(str(path)).walk_scenarios(with_outlines=True)
                   if isinstance(item, ScenarioOutline))
    ours = list(built_rows(outline))
    theirs = ScenarioOutlineBuilder(outline.annotation_schema).build_scenarios(outline)
    assert [s.name for s in ours] == [s.name for s in theirs]
    assert _model([[vars(st) for st in s.steps] for s in ours]) == _model([[vars(st) for st in s.steps] for s in theirs])
    first, second = ours[0].steps[0].table, ours[1].steps[0].table
    assert first.headings == ["id", "speed"] and first.rows[0].cells == ["rider", "6"]
    assert second.headings == ["id", "kind"] and second.rows[0].cells == ["horse", "mule"]
    assert ours[1].steps[1].text == "the horse is mule"
    # each row's table is its own: filling in one changed neither the other's nor the outline's
    assert outline.steps[0].table.headings == ["id", "<column>"]
    assert outline.steps[0].table.rows[0].cells == ["<what>", "<value>"]


def test_a_feature_that_has_run_is_freed_without_the_cyclic_collector(tmp_path):
    """behave's feature and its parser, each scenario and the feature it points back at, a refusal the world
    kept with its traceback (whose frames hold the world): each was a cycle, so a feature that had run, with
    every scenario and step of it, waited for the cyclic collector to walk the whole heap, and the peak of a
    run grew with where the collector happened to run. With the collector off, a run of two features holds
    one feature's model at a time, refused actions and an outline's rows among its scenarios."""
    falling = (builtin().features / "lotow" / "falling.feature").read_text(encoding="utf-8")
    assert "is refused by rule" in falling and "Scenario Outline" in falling
    for name in ("falling.feature", "again.feature"):
        (tmp_path / "features").mkdir(exist_ok=True)
        (tmp_path / "features" / name).write_text(falling, encoding="utf-8")
    features: list = []

    def look(runner):
        if not features or features[-1]() is not runner.feature:
            features.append(weakref.ref(runner.feature))
        return sum(1 for f in features if f() is not None)

    enabled = gc.isenabled()
    gc.disable()
    try:
        collections = sum(s["collections"] for s in gc.get_stats())
        watch, results = _watched([tmp_path / "features"], tmp_path, look)
        assert sum(s["collections"] for s in gc.get_stats()) == collections, "the collector stayed off"
    finally:
        if enabled:
            gc.enable()
    assert len(features) == 2 and set(watch.seen) == {1}, "the model of one feature at a time, freed as it ends"
    assert features[0]() is None and {sc["status"] for sc in results["scenarios"]} == {"passed"}


def test_a_failure_kept_on_a_step_loses_its_tracebacks_once_its_result_is_written():
    """behave keeps a failed step's exception and traceback on the step; the frames hold the step, its scenario,
    its feature and the runner. Once the result is written the run keeps the failure without any traceback, the
    exceptions it was raised from or during included (a DiceError behind a step's AssertionError)."""
    class Failed:
        pass

    step = Failed()
    try:
        try:
            raise ValueError("the die cannot show 7")
        except ValueError as inner:
            raise AssertionError("the step failed") from inner
    except AssertionError as outer:
        step.exception, step.exc_traceback = outer, outer.__traceback__
    assert step.exception.__traceback__ is not None and step.exception.__cause__.__traceback__ is not None
    forget_tracebacks([step])
    assert step.exc_traceback is None and step.exception.__traceback__ is None
    assert step.exception.__cause__.__traceback__ is None and str(step.exception) == "the step failed"
