"""Feature files parsed once and read back (``oracle.bdd.held.KeptParses``): the rounds of the rulings
side by side run the same files again, each round given a fresh copy of each file's model."""

import weakref
from pathlib import Path

import pytest
from behave.model import Background, Rule, ScenarioOutline, Tag
from behave.parser import ParserError

from cycles import left_to_the_collector, named
from oracle.bdd import held
from oracle.bdd import runner as runner_module
from oracle.bdd.held import KeptParses, parse_file
from oracle.clarify.sides import run_scenarios

ROOT = Path(__file__).resolve().parent.parent
FEATURES = sorted((ROOT / "features").rglob("*.feature"))


def _tags(tags) -> list:
    assert all(type(t) is Tag for t in tags)
    return [(str(t), t.line) for t in tags]


def _table(table) -> object:
    return None if table is None else (table.line, list(table.headings), [(r.line, list(r.cells)) for r in table.rows])


def _steps(steps) -> list:
    return [(s.keyword, s.step_type, s.name, s.line, s.text, _table(s.table), s.filename) for s in steps]


def _item(item) -> tuple:
    """What a run reads of a scenario, outline, rule or background, as plain values."""
    if item is None:
        return None
    shape = [type(item).__name__, item.keyword, item.name, item.line, item.filename,
             list(getattr(item, "description", []) or [])]
    if not isinstance(item, Background):
        shape.append(_tags(item.tags))
    shape.append(_steps(getattr(item, "steps", [])))
    if isinstance(item, ScenarioOutline):
        shape.append([(e.keyword, e.name, e.line, _tags(e.tags), _table(e.table)) for e in item.examples])
    if isinstance(item, Rule):
        shape.append((_item(item.background), [_item(i) for i in item.run_items]))
    return tuple(shape)


def _shape(feature) -> tuple:
    return (feature.keyword, feature.name, feature.line, feature.filename, feature.language, _tags(feature.tags),
            list(feature.description), _item(feature.background), [_item(i) for i in feature.run_items])


def test_every_built_in_feature_read_back_is_the_feature_parsed_and_a_copy_of_its_own():
    assert len(FEATURES) >= 50 and any(f.name.endswith(("_ru.feature", "_zh.feature")) for f in FEATURES)
    kept = KeptParses()
    for path in FEATURES:
        first = kept.parse(str(path))
        again = kept.parse(str(path))
        assert again is not first and again.run_items[0] is not first.run_items[0]
        assert _shape(again) == _shape(first) == _shape(parse_file(str(path))), path.name


def test_what_a_run_changes_on_its_copy_is_not_in_the_next_copy(tmp_path):
    path = ROOT / "features" / "lotow" / "falling.feature"
    kept = KeptParses()
    first = kept.parse(str(path))
    expected = _shape(parse_file(str(path)))
    first.name = "changed"
    first.run_items[0].tags.append(Tag("added", 1))
    first.run_items[0].steps[0].name = "changed"
    first.run_items.clear()
    assert _shape(kept.parse(str(path))) == expected


def test_a_file_changed_since_it_was_parsed_is_parsed_again(tmp_path, monkeypatch):
    path = tmp_path / "fence.feature"
    path.write_text("Feature: Fences\n\n  Scenario: One\n    Given a rider on a horse\n", encoding="utf-8")
    kept = KeptParses()
    parses = []
    real = held._parse_bytes
    monkeypatch.setattr(held, "_parse_bytes", lambda *a: parses.append(a[1]) or real(*a))
    assert kept.parse(str(path)).run_items[0].name == "One"
    assert kept.parse(str(path)).run_items[0].name == "One"
    assert len(parses) == 1
    path.write_text("Feature: Fences\n\n  Scenario: Two\n    Given a rider on a horse\n", encoding="utf-8")
    assert kept.parse(str(path)).run_items[0].name == "Two"
    assert len(parses) == 2
    # read in another language, the same bytes are another parse
    kept.parse(str(path), "en")
    assert len(parses) == 3


def test_runs_given_the_kept_parses_parse_each_file_once_and_give_the_same_results(monkeypatch):
    parsed = []
    real = held._parse_bytes
    monkeypatch.setattr(held, "_parse_bytes", lambda *a: parsed.append(Path(a[1]).name) or real(*a))
    where = ["features/lotow/falling.feature:23", "features/lotow/prone.feature:13", "features/lotow/falling.feature:29"]
    alone = run_scenarios(ROOT, where)
    assert sorted(parsed) == ["falling.feature", "prone.feature"]
    kept = KeptParses()
    rounds = [run_scenarios(ROOT, where, parsed=kept) for _ in range(3)]
    assert sorted(parsed) == ["falling.feature"] * 2 + ["prone.feature"] * 2  # the first round's parses only

    def outcome(results):
        return [(r["feature"], r["line"], r["name"], r["status"], r["final"], r["rulings"]) for r in results]

    assert all(outcome(r) == outcome(alone) for r in rounds) and len(alone) == 3
    assert all(r["status"] == "passed" for r in alone)
    assert runner_module.RunSetup().parsed is None  # a run of its own parses afresh


def test_a_feature_only_read_is_parsed_once_for_its_bytes_and_again_when_they_change(tmp_path):
    """``read_feature`` (``oracle check``'s tags and texts, the docs' counts): the same model for the same
    bytes of the same file, a new one once the file changes, and each the model ``parse_file`` gives."""
    f = tmp_path / "a.feature"
    f.write_text("Feature: x\n  @clause:lotow.falling.no-jump-test\n  Scenario: one\n    Given a rider on a horse\n",
                 encoding="utf-8")
    first = held.read_feature(f)
    assert held.read_feature(str(f)) is first
    assert _item(first.scenarios[0]) == _item(parse_file(str(f)).scenarios[0])
    f.write_text("Feature: x\n  @clause:lotow.falling.no-jump-test\n  Scenario: two\n    Given a rider on a horse\n",
                 encoding="utf-8")
    second = held.read_feature(f)
    assert second is not first and second.scenarios[0].name == "two"
    with pytest.raises(ParserError):  # read as Russian, parsed again (not the English model kept): no "Функция"
        held.read_feature(f, "ru")


PRUNED = """\
Feature: Fences

  Background:
    Given a rider on a horse

  Scenario: One
    When the rider jumps

  Scenario Outline: Rows <n>
    When the rider moves <n> inches

    Examples:
      | n |
      | 1 |
      | 2 |

  Rule: Walls

    Background:
      Given a wall

    Scenario: Three
      When the rider climbs

    Scenario: Four
      When the rider falls

  Rule: Hedges

    Scenario: Five
      When the rider waits
"""


def test_a_copy_for_some_lines_holds_only_the_scenarios_those_lines_fall_in(tmp_path):
    path = tmp_path / "fences.feature"
    path.write_text(PRUNED, encoding="utf-8")
    kept = KeptParses()
    whole = kept.parse(str(path))
    full = _shape(parse_file(str(path)))
    assert _shape(whole) == full and _shape(kept.parse(str(path))) == full  # no lines: every scenario
    # a line of a row of the outline, and a line inside scenario Three: those two, in the file's order
    rows_line = next(r.line for r in whole.run_items[1].examples[0].table.rows)
    some = kept.parse(str(path), lines=frozenset({rows_line, PRUNED.splitlines().index("      When the rider climbs") + 1}))
    assert [i.name for i in some.run_items if not isinstance(i, Rule)] == ["Rows <n>"]
    assert [r.name for r in some.rules] == ["Walls"] and [i.name for i in some.run_items] == ["Rows <n>", "Walls"]
    walls = some.rules[0]
    assert [s.name for s in walls.run_items] == ["Three"] and walls.scenarios == walls.run_items
    # each scenario is the copy's own, and its references lead to the copy's feature, rule and background
    three = walls.run_items[0]
    assert three.feature is some and some.run_items[0].feature is some
    assert [s.name for s in three.background_steps] == ["a rider on a horse", "a wall"]
    assert walls.background is not whole.rules[0].background
    assert _item(three) == _item(whole.rules[0].run_items[0])
    # a line before the first scenario (the feature's own), or a rule's or its background's: the whole feature
    for line in (1, PRUNED.splitlines().index("  Rule: Walls") + 1, PRUNED.splitlines().index("      Given a wall") + 1):
        assert _shape(kept.parse(str(path), lines=frozenset({line}))) == full, line


def test_a_rule_left_out_of_a_copy_for_some_lines_is_freed_without_the_cyclic_collector(tmp_path):
    """A rule left out (no scenario at the lines) and its background pointed at each other, and the rule at the copy's
    feature: the feature, with every scenario it then ran, waited for the cyclic collector to free the rule."""
    path = tmp_path / "fences.feature"
    path.write_text(PRUNED, encoding="utf-8")
    kept = KeptParses()
    kept.parse(str(path))
    line = PRUNED.splitlines().index("  Scenario: One") + 1  # the feature's own scenario: both rules left out
    with left_to_the_collector() as found:
        some = kept.parse(str(path), lines=frozenset({line}))
        assert [i.name for i in some.run_items] == ["One"] and some.rules == []
        held.unlink_feature(some)  # as a run does once the feature has run and been reported
        freed = weakref.ref(some)
        del some
        assert freed() is None, "the feature waits for the cyclic collector"
    assert not named(found, "behave.model"), named(found, "behave.model")


def test_the_scenarios_planned_are_those_behave_builds_names_tags_and_lines():
    """``planned_scenarios`` gives each scenario as behave will build it without building an outline's rows; its
    name is made only when asked (a message naming the scenario), and is behave's own, placeholders filled in."""
    outlines = 0
    for path in FEATURES:
        feature = parse_file(path)
        built = [sc for sc in feature.walk_scenarios()]
        planned = list(held.planned_scenarios(parse_file(path)))
        assert [(p.name, p.line, p.tags) for p in planned] == \
            [(sc.name, sc.line, frozenset(sc.effective_tags)) for sc in built], path
        outlines += sum(isinstance(i, ScenarioOutline) for i in feature.run_items)
    assert outlines > 30
