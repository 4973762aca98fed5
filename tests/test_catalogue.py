"""The catalogue is consistent: quotes verbatim, ids unique, references resolve, coverage holds."""

import re

import pytest
from behave.parser import parse_file
from hypothesis import given
from hypothesis import strategies as st

from oracle.catalogue.load import catalogue, load_catalogue, quoted_length, quoted_spans
from oracle.catalogue.models import significant_length
from oracle.catalogue.numbers import numbers_in
from oracle.catalogue.time_bounds import time_bounds
from oracle.check import (
    bounded_in_time, cited_hooks, coverage_problems, feature_files, hook_problems, lapse_problems,
    scenario_tag_problems, scenario_texts, untested_number_problems,
)
from oracle.core.errors import CatalogueError


def test_the_catalogue_loads_without_problems():
    cat = load_catalogue()
    assert len(cat.clauses) > 0


def test_every_clause_quote_is_verbatim_in_its_source():
    cat = catalogue()
    for c in cat.clauses.values():
        text = cat.texts[c.source.file]
        for frag in c.source.quote:
            assert text.count(frag) == 1, c.id


def test_a_quote_that_is_not_verbatim_is_an_error_naming_file_and_clause(catalogue_copy):
    target = "thrown-riders.yaml"

    def mutate(path, data):
        if path.name == target:
            data["clauses"][1]["quote"] = data["clauses"][1]["quote"].replace("Падает", "Упал")

    with pytest.raises(CatalogueError) as err:
        load_catalogue(catalogue_copy(mutate))
    msg = str(err.value)
    assert "lotow.mounted.thrown-rider.2-5" in msg and "not verbatim" in msg and "thrown-riders.yaml" in msg


def test_colliding_ids_are_an_error(catalogue_copy):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][2]["id"] = data["clauses"][0]["id"]

    with pytest.raises(CatalogueError, match="collides"):
        load_catalogue(catalogue_copy(mutate))


def test_unknown_keys_are_an_error_naming_the_field(catalogue_copy):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][0]["quoted"] = "x"

    with pytest.raises(CatalogueError, match=r"thrown-riders.yaml: clauses\[0\] \(id lotow.mounted.thrown-rider.1\).quoted"):
        load_catalogue(catalogue_copy(mutate))


def test_a_key_given_twice_is_an_error_naming_file_and_line(catalogue_copy):
    """A YAML reader keeps the last of two equal keys without a word: a file's second ``clauses:``
    list would have replaced the first, whose clauses were gone from the catalogue unnoticed."""
    files = catalogue_copy(lambda path, data: None)
    target = next(f for f in files if f.name == "thrown-riders.yaml")
    text = target.read_text(encoding="utf-8")
    target.write_text(text + "clauses: []\n", encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_catalogue(files)
    line = text.count("\n") + 1
    first = text.splitlines().index("clauses:") + 1
    assert str(err.value).endswith(f"thrown-riders.yaml:{line}: not valid YAML: the key 'clauses' is given twice in "
                                   f"one mapping (first on line {first}): which one is meant?"), str(err.value)


def test_a_ruling_default_must_be_one_of_its_alternatives(catalogue_copy):
    def mutate(path, data):
        for r in data.get("rulings", []):
            r["default"] = "nonsense"

    with pytest.raises(CatalogueError) as err:
        load_catalogue(catalogue_copy(mutate))
    # the model's own sentence, without the "Value error, " pydantic put before it
    first = str(err.value).splitlines()[1]
    assert re.fullmatch(r".+\.yaml: rulings\[0\] \(id [\w.-]+\): ruling [\w.-]+: default 'nonsense' is not one of "
                        r"\[.+\]", first), first


def test_quotes_cover_at_least_90_percent_of_every_finished_part():
    """Each part whose ruleset has a catalogue is at least 90% quoted."""
    cat = catalogue()
    assert [p for p in cat.coverage() if p.covered > 0], "no source part is quoted at all"
    assert coverage_problems(cat) == []


@given(text=st.text(alphabet="ab \n\u3000К", max_size=60),
       cuts=st.lists(st.tuples(st.integers(0, 60), st.integers(0, 12)), max_size=8),
       strangers=st.lists(st.text(alphabet="abz ", min_size=1, max_size=4), max_size=3),
       part=st.tuples(st.integers(0, 60), st.integers(0, 60)))
def test_quote_coverage_counts_each_quoted_non_space_character_once(text, cuts, strangers, part):
    """A part's covered count is, character by character, the non-whitespace characters that some
    quote found in the text (at its first place) holds; quotes that overlap, touch or are not in the
    text at all count nothing twice or wrongly. (The ideographic space and a Cyrillic letter: the
    sources' own.)"""
    quotes = [text[at:at + n] for at, n in cuts] + strangers
    lo, hi = min(part), max(part)
    lo, hi = min(lo, len(text)), min(hi, len(text))
    held = [False] * len(text)
    for q in quotes:
        at = text.find(q)
        if q and at >= 0:
            for i in range(at, at + len(q)):
                held[i] = True
    by_character = sum(1 for i in range(lo, hi) if held[i] and not text[i].isspace())
    spans = quoted_spans(text, quotes)
    assert all(b0 < a1 for (_, b0), (a1, _) in zip(spans, spans[1:])), spans  # sorted, apart
    assert quoted_length(text, spans, lo, hi) == by_character
    assert significant_length(text) == sum(1 for c in text if not c.isspace())


def test_the_mounted_part_of_legends_of_the_old_west_is_quoted():
    cat = catalogue()
    part = next(p for p in cat.coverage() if p.part == "mounted fighters")
    assert part.ratio >= 0.90


def test_every_scenario_names_known_clauses():
    files = feature_files()
    assert files
    assert scenario_tag_problems(catalogue(), files) == []


def test_a_scenario_naming_an_unknown_clause_is_refused_with_its_location(tmp_path):
    from oracle.bdd.hooks import check_feature_tags

    f = tmp_path / "bad.feature"
    f.write_text("Feature: x\n  @clause:lotow.mounted.thrown-rider.7\n  Scenario: y\n    Given a rider on a horse\n",
                 encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        check_feature_tags(parse_file(str(f)))
    assert "bad.feature:3" in str(err.value) and "lotow.mounted.thrown-rider.1" in str(err.value)


def test_a_ruling_not_listed_on_a_clause_it_names_is_an_error(catalogue_copy):
    def mutate(path, data):
        if path.name == "passengers.yaml":
            for c in data["clauses"]:
                if c["id"] == "lotow.mounted.passengers.rider-killed":
                    c.pop("rulings")

    with pytest.raises(CatalogueError) as err:
        load_catalogue(catalogue_copy(mutate))
    msg = str(err.value)
    assert "lotow.mounted.passengers.rider-killed" in msg and "lotow.mounted.passengers.rider-thrown" in msg


def test_a_ruling_naming_a_clause_of_another_ruleset_is_an_error(catalogue_copy):
    """A reading is chosen for a question of one ruleset, and a ruling is told of the ruleset whose text it reads."""
    def mutate(path, data):
        if path.name == "passengers.yaml":
            for r in data["rulings"]:
                if r["id"] == "lotow.mounted.passengers.rider-thrown":
                    r["clauses"].append("gurps.mount-out-of-control.roll")

    with pytest.raises(CatalogueError, match="ruling lotow.mounted.passengers.rider-thrown: a ruling of lotow names "
                                             "clause gurps.mount-out-of-control.roll of gurps"):
        load_catalogue(catalogue_copy(mutate))


def test_a_clause_listing_a_ruling_that_does_not_name_it_is_an_error(catalogue_copy):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][0].setdefault("rulings", []).append("lotow.mounted.passengers.rider-thrown")

    with pytest.raises(CatalogueError, match="whose clauses do not name it"):
        load_catalogue(catalogue_copy(mutate))


def test_a_hook_no_clause_names_is_an_error(catalogue_copy):
    def mutate(path, data):
        for c in data["clauses"]:
            if "ww2.hook.dice" in c.get("hooks", []):
                c["hooks"].remove("ww2.hook.dice")

    with pytest.raises(CatalogueError, match="hook ww2.hook.dice: no clause names it"):
        load_catalogue(catalogue_copy(mutate))


def test_every_hook_the_engine_cites_is_catalogued():
    cat = catalogue()
    assert cited_hooks(cat.rulesets()), "the scan found no hook ids in the engine"
    assert hook_problems(cat) == []


def test_every_number_of_a_quote_appears_in_a_scenario_of_its_clause():
    problems = untested_number_problems(catalogue(), feature_files())
    assert not problems, "\n".join(problems)


def test_the_checks_see_what_they_forbid(tmp_path):
    """A scenario without a clause, an unknown clause and an untested number are each reported."""
    cat = catalogue()
    f = tmp_path / "bad.feature"
    f.write_text("Feature: x\n  Scenario: none\n    Given a rider on a horse\n\n"
                 "  @clause:lotow.falling.no-jump-test\n  Scenario: no number\n    Given a rider on a horse\n",
                 encoding="utf-8")
    assert [p.split(": ", 1)[1] for p in scenario_tag_problems(cat, [f])] == [
        "the scenario names no clause (tag it @clause:ID)"]
    problems = untested_number_problems(cat, [f], "lotow")
    assert any("lotow.falling.no-jump-test: no scenario tagged with the clause states 2" in p for p in problems)
    empty = tmp_path / "empty.feature"  # no feature at all: nothing to tag or to state, and no traceback
    empty.write_text("", encoding="utf-8")
    assert scenario_tag_problems(cat, [empty]) == [] and scenario_texts([empty]) == {}


def test_a_tag_nearly_one_the_oracle_reads_is_reported_and_a_users_own_tags_are_not(tmp_path):
    """``@Clause:`` and ``@rulings:`` are read by nothing: the scenario counted for no clause, or ran under
    the default reading; ``@rule:``, ``@owner:`` and ``@wip`` are the user's."""
    f = tmp_path / "tags.feature"
    f.write_text("Feature: x\n  @clause:lotow.mounted.thrown-rider.1 @rulings:a=b @rule:r1 @owner:me @wip\n"
                 "  Scenario: y\n    Given a rider on a horse\n", encoding="utf-8")
    assert [p.split(": ", 1)[1] for p in scenario_tag_problems(catalogue(), [f])] == [
        "the tag @rulings:a=b is read by nothing; did you mean @ruling:a=b?"]
    f.write_text("Feature: x\n  @Clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n    Given a rider on a horse\n",
                 encoding="utf-8")
    assert [p.split(": ", 1)[1] for p in scenario_tag_problems(catalogue(), [f])] == [
        "the tag @Clause:lotow.mounted.thrown-rider.1 is read by nothing; did you mean "
        "@clause:lotow.mounted.thrown-rider.1? (tags are case-sensitive)",
        "the scenario names no clause (tag it @clause:ID)"]


def test_every_effect_bounded_in_time_has_a_scenario_that_moves_the_clock_on():
    """A clause whose quote says "в этот ход", "该轮", "上轮", "next turn" (oracle.catalogue.time_bounds)
    states an effect that holds for a while and lapses: one of its scenarios must move the clock past it,
    or untested-lapses.yaml says why none can."""
    cat = catalogue()
    bounded = bounded_in_time(cat)
    assert len(bounded) >= 20, f"the scan found only {len(bounded)} clauses bounded in time"
    problems = lapse_problems(cat, feature_files())
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("text, words", [
    ("не может двигаться в этот ход.", ["в этот ход"]),
    ("не может стрелять в это ход", ["в это ход"]),
    ("бонус за залегание только со следующего хода", ["следующего хода"]),
    ("如果坐骑在它的上轮攻击过", ["上轮"]),
    ("该轮的所有骑术检定-1", ["该轮"]),
    ("每轮检定一次", []),
    ("может двигаться в четверть хода", []),
    ("the model may not shoot this turn", ["this turn"]),
])
def test_time_bounds_are_read_in_every_language(text, words):
    assert time_bounds(text) == words


@pytest.mark.parametrize("text, tokens", [
    ('Горизонтальная дистанция 2" и 1,5" или 1½"', {"2", "1.5"}),
    ("一次3d6检定，2d，-2 减值，6+，¼ 与 1/4", {"3d6", "2d6", "2", "6", "0.25"}),
    ("Бросьте 2D6 и 3Д6", {"2d6", "3d6"}),
])
def test_numbers_are_read_as_the_rules_write_them(text, tokens):
    assert numbers_in(text) == tokens
