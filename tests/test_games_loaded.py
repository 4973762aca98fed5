"""A run loads the steps of the games its features play, not every game's: a run of one GURPS
feature imports neither Legends of the Old West, Mordheim nor WWII (their rules, shapely) nor
registers their phrases, and answers as a run of every game does."""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from behave.configuration import Configuration

from conftest import ROOT
from oracle.bdd import runner as runner_module
from oracle.bdd import hooks
from oracle.bdd.runner import GHERKIN_LANGUAGES, RunSetup, not_needed, run_behave
from oracle.bdd.steps import STEPS_RULESET, steps_module_game
from oracle.bdd.selection import feature_text, may_select
from oracle.bdd.suite import builtin
from oracle.engine.ruleset import game_ids, rulesets

GAMES = ("oracle.gurps", "oracle.lotow", "oracle.mordheim", "oracle.ww2")

PROBE = r"""
import json, sys
from oracle.cli import main
sys.argv = ["oracle", *sys.argv[1:]]
try:
    main()
except SystemExit as exc:
    code = exc.code
print(json.dumps({"code": code, "games": sorted(m for m in %r if m in sys.modules)}))
"""


def run_probe(tmp_path, *args):
    out = subprocess.run([sys.executable, "-c", PROBE % (GAMES,), "run", "--no-sides", "-q", "--report",
                          str(tmp_path / "report"), *args], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.splitlines()[-1]), out


def test_a_run_of_one_games_features_imports_that_game_alone(tmp_path):
    got, out = run_probe(tmp_path, "features/gurps/flying.feature", "features/gurps/mounted_zh.feature")
    assert got == {"code": 0, "games": ["oracle.gurps"]}, out.stderr
    results = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))["scenarios"]
    assert results and all(sc["status"] == "passed" for sc in results)
    assert any(sc["feature"].endswith("mounted_zh.feature") for sc in results)  # the Chinese phrasings too


def test_explain_parses_the_files_that_tag_the_clause_and_imports_their_game_alone(tmp_path):
    out = subprocess.run([sys.executable, "-c", PROBE % (GAMES,), "explain", "gurps.flying.fly-over"],
                         capture_output=True, text=True, cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)})
    got = json.loads(out.stdout.splitlines()[-1])
    assert got == {"code": 0, "games": ["oracle.gurps"]}, out.stderr
    assert "[passed] Under a high ceiling a flyer passes over other fighters" in out.stdout


@pytest.mark.parametrize("tags, selected", [
    ("clause:lotow.x.small", {"scenario", "feature"}),
    ("@clause:lotow.x.small and @wip", {"scenario"}),
    ("@clause:lotow.x.small or @clause:lotow.x.small.two", {"scenario", "feature", "longer"}),
    ("@clause:lotow.x.*", {"scenario", "feature", "longer"}),
    ("not @wip", {"scenario", "feature", "longer", "mentioned"}),  # a tag's absence: any file may hold one
    ("~@wip", {"scenario", "feature", "longer", "mentioned"}),
    ("@clause:lotow.x.none", set()),
], ids=["tag", "and", "or", "wildcard", "not", "v1-not", "none"])
def test_a_run_parses_only_the_files_that_may_hold_a_scenario_its_tags_select(tmp_path, tags, selected):
    files = {"scenario": "Feature: a\n  @wip @clause:lotow.x.small\n  Scenario: s\n",
             "feature": "@clause:lotow.x.small\nFeature: b\n  Scenario: s\n",
             "longer": "Feature: c\n  @clause:lotow.x.small-threshold @clause:lotow.x.small.two\n  Scenario: s\n",
             "mentioned": "Feature: d\n  Scenario: s names lotow.x.small@clause:lotow.x.small\n"}
    for name, text in files.items():
        (tmp_path / f"{name}.feature").write_text(text, encoding="utf-8")
    expression = Configuration(["--tags", tags]).tag_expression
    assert {name for name in files if may_select(feature_text(tmp_path / f"{name}.feature"), expression)} == selected
    assert may_select(feature_text(tmp_path / "missing.feature"), expression)  # its parse says what is wrong
    (tmp_path / "rows.feature").write_text("Feature: e\n  @face-<roll>\n  Scenario Outline: s <roll>\n"
                                           "    Examples:\n      | roll |\n      | 4 |\n", encoding="utf-8")
    assert may_select(feature_text(tmp_path / "rows.feature"), expression)  # its rows make its tags: @face-4


def test_a_feature_that_cites_another_games_clause_loads_that_game_too(tmp_path):
    # a Mordheim feature in Russian (its phrasings declared in another game's module) beside a GURPS one
    got, out = run_probe(tmp_path, "features/gurps/flying.feature", "features/mordheim/jumping_down_ru.feature")
    assert got == {"code": 0, "games": ["oracle.gurps", "oracle.mordheim"]}, out.stderr


def games_of(files):
    """:func:`oracle.bdd.hooks.games_of` of these files, read as the runner reads them."""
    return hooks.games_of({str(f): feature_text(f) for f in files})


def test_the_games_of_features_are_their_folders_and_their_tags(tmp_path):
    feature = builtin().features
    assert games_of([feature / "gurps" / "flying.feature"]) == {"gurps"}
    assert games_of([feature / "lotow" / "falling.feature", feature / "ww2" / "dash_ru.feature"]) == {"lotow", "ww2"}
    assert games_of([]) == frozenset()
    every = [next((feature / g).glob("*.feature")) for g in game_ids()]
    assert games_of(every) is None  # every game: the one registry of every game's steps
    mixed = tmp_path / "gurps" / "mixed.feature"
    mixed.parent.mkdir()
    mixed.write_text("Feature: f\n\n  @clause:lotow.falling.no-jump-test @mordheim\n  Scenario: s\n"
                     "    Given the table \"lotow/fence-line\"\n", encoding="utf-8")
    assert games_of([mixed]) == {"gurps", "lotow", "mordheim"}
    table = tmp_path / "gurps" / "table.feature"  # a named table's game, in any language's phrase
    table.write_text("# language: ru\nФункция: f\n  @clause:gurps.flying.fly-over\n  Сценарий: s\n"
                     "    Дано стол \"ww2/cavalry-troop\"\n", encoding="utf-8")
    assert games_of([table]) == {"gurps", "ww2"}
    loose = tmp_path / "mine" / "loose.feature"  # no game's folder, no game's tag: every game
    loose.parent.mkdir()
    loose.write_text("Feature: f\n\n  @wip @clause:house.rule\n  Scenario: s\n", encoding="utf-8")
    assert games_of([mixed, loose]) is None
    assert games_of([tmp_path / "gurps" / "missing.feature"]) is None  # its parse says what is wrong
    (tmp_path / "gurps" / "latin1.feature").write_bytes("Feature: caf\xe9\n".encode("latin-1"))
    assert games_of([tmp_path / "gurps" / "latin1.feature"]) is None


def test_which_built_in_steps_modules_a_run_of_some_games_leaves_unloaded():
    assert not_needed("lotow_mounted.py", frozenset({"gurps"}))
    assert not not_needed("lotow_mounted.py", frozenset({"gurps", "lotow"}))
    assert not not_needed("lotow_mounted_ru.py", frozenset({"gurps"}))  # phrasings serve every game
    assert not not_needed("gurps_zh.py", frozenset({"lotow"}))
    assert not not_needed("common.py", frozenset({"gurps"}))
    assert not not_needed("lotow_mounted.py", None)


def _step_modules():
    return sorted(builtin().steps.glob("*.py"))


@pytest.mark.parametrize("path", _step_modules(), ids=lambda p: p.name)
def test_a_built_in_steps_module_is_named_for_what_it_holds(path):
    """What the file name says is what a run of some games goes by (:func:`not_needed`): a module
    named for a Gherkin language (``_ru``, ``_zh``) declares phrasings and registers no step; a
    module that declares its game (``STEPS_RULESET``) is named for it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    decorated = [node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and node.decorator_list]
    declared = [node.value.value for node in tree.body if isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == STEPS_RULESET for t in node.targets)]
    if path.stem.rsplit("_", 1)[-1] in GHERKIN_LANGUAGES:
        assert not decorated, f"{path.name} is named for a language but registers steps: {decorated}"
    for game in declared:
        assert steps_module_game(path.name) == game, f"{path.name} declares {STEPS_RULESET} = {game!r}"


def test_every_games_ruleset_id_is_its_package_name():
    assert tuple(rulesets()) == game_ids()


def _fresh_registries(monkeypatch):
    """Runs of this process from here on load their steps afresh (a worker may hold every game's)."""
    monkeypatch.setattr(runner_module, "_LOADED_STEPS", {})


def test_a_step_of_a_game_the_run_did_not_load_says_which_games_it_loaded(tmp_path, monkeypatch):
    _fresh_registries(monkeypatch)
    feature = tmp_path / "gurps" / "mixed.feature"
    feature.parent.mkdir()
    feature.write_text("Feature: a Legends of the Old West step under a GURPS clause\n\n"
                       "  @clause:gurps.flying.fly-over\n  Scenario: a rider mounts\n"
                       "    Given a rider on a horse\n    When the rider is thrown\n",
                       encoding="utf-8")
    results = tmp_path / "results.json"
    code = run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit",
                       "-D", f"results={results}", str(feature)], RunSetup())
    (scenario,) = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
    assert code == 1 and scenario["status"] == "errored"
    assert scenario["message"].startswith("unknown step")
    assert "this run loaded the steps of gurps alone" in scenario["message"]
    assert "@clause:<game>" in scenario["message"]


def test_a_run_of_one_game_answers_as_a_run_of_every_game(tmp_path, monkeypatch):
    """The same scenarios, with the steps of one game and with every game's: the same results."""
    features = [str(builtin().features / "mordheim" / name) for name in
                ("jumping_down.feature", "jumping_down_ru.feature", "running_ru.feature")]

    def run(games_loaded):
        _fresh_registries(monkeypatch)
        if games_loaded is None:
            monkeypatch.setattr(runner_module.hooks, "games_of", lambda texts: None)
        results = tmp_path / f"{games_loaded}.json"
        assert run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit",
                           "-D", f"results={results}", *features], RunSetup()) == 0
        scenarios = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
        return [{k: v for k, v in sc.items() if k not in ("seconds", "gherkin")} for sc in scenarios]

    alone = run("mordheim")
    assert alone == run(None) and len(alone) >= 10
