"""A run holds the scenarios of one feature at a time: outlines are counted without being built,
and a feature's built scenarios are let go once it has run (its results are on disk)."""

import json
from pathlib import Path

import pytest
from behave.model import ScenarioOutline
from behave.runner import the_step_registry
from behave.runner_util import parse_features

from oracle.bdd.held import planned_scenarios
from oracle.bdd.hooks import check_feature_tags, selected_scenarios
from oracle.bdd.runner import make_runner, run_behave

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
    outlines = [item for f in runner.features for item in f.run_items if isinstance(item, ScenarioOutline)]
    assert len(outlines) == 2 and all(item._scenarios == [] for item in outlines)
    assert (runner.oracle_tally.scenarios, runner.oracle_tally.steps, runner.oracle_tally.failed) == (6, 18, 0)
    ran = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
    assert [sc["name"] for sc in ran] == ["A roll of 1 -- @1.1 low", "A roll of 2 -- @1.2 low",
                                          "A roll of 5 -- @2.1 high", "A roll of 6 -- @2.2 high",
                                          "Tagged by its row, 3 -- @1.1 ", "Tagged by its row, 4 -- @1.2 "]
    assert not results.with_suffix(".partial.jsonl").exists(), "a finished run leaves results.json alone"


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
