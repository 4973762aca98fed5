"""The catalogue is consistent: quotes verbatim, ids unique, references resolve, coverage holds."""

import re
from pathlib import Path

import pytest
import yaml
from behave.model import ScenarioOutline
from behave.parser import parse_file

from oracle.bdd.hooks import clause_tags
from oracle.catalogue.load import PACKAGE_ROOT, catalogue_files, load_catalogue
from oracle.catalogue.numbers import exemptions, numbers_in, untested
from oracle.catalogue.time_bounds import exemptions as lapse_exemptions
from oracle.catalogue.time_bounds import time_bounds
from oracle.core.errors import CatalogueError

ROOT = PACKAGE_ROOT.parent


def test_the_catalogue_loads_without_problems():
    cat = load_catalogue()
    assert len(cat.clauses) > 0


def test_every_clause_quote_is_verbatim_in_its_source():
    cat = load_catalogue()
    for c in cat.clauses.values():
        text = cat.texts[c.source.file]
        for frag in c.source.quote:
            assert text.count(frag) == 1, c.id


def _copy_with(tmp_path: Path, mutate) -> list[Path]:
    files = []
    for path in catalogue_files():
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        mutate(path, data)
        out = tmp_path / path.parent.parent.name / path.name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
        files.append(out)
    return files


def test_a_quote_that_is_not_verbatim_is_an_error_naming_file_and_clause(tmp_path):
    target = "thrown-riders.yaml"

    def mutate(path, data):
        if path.name == target:
            data["clauses"][1]["quote"] = data["clauses"][1]["quote"].replace("Падает", "Упал")

    with pytest.raises(CatalogueError) as err:
        load_catalogue(_copy_with(tmp_path, mutate))
    msg = str(err.value)
    assert "lotow.mounted.thrown-rider.2-5" in msg and "not verbatim" in msg and "thrown-riders.yaml" in msg


def test_colliding_ids_are_an_error(tmp_path):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][2]["id"] = data["clauses"][0]["id"]

    with pytest.raises(CatalogueError, match="collides"):
        load_catalogue(_copy_with(tmp_path, mutate))


def test_unknown_keys_are_an_error_naming_the_field(tmp_path):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][0]["quoted"] = "x"

    with pytest.raises(CatalogueError, match=r"thrown-riders.yaml: clauses\[0\] \(id lotow.mounted.thrown-rider.1\).quoted"):
        load_catalogue(_copy_with(tmp_path, mutate))


def test_a_ruling_default_must_be_one_of_its_alternatives(tmp_path):
    def mutate(path, data):
        for r in data.get("rulings", []):
            r["default"] = "nonsense"

    with pytest.raises(CatalogueError, match="default 'nonsense' is not one of"):
        load_catalogue(_copy_with(tmp_path, mutate))


def test_quotes_cover_at_least_90_percent_of_every_finished_part():
    """Each part whose ruleset has a catalogue is at least 90% quoted."""
    cat = load_catalogue()
    have = {c.source.file for c in cat.clauses.values()}
    parts = [p for p in cat.coverage() if p.file in have and p.covered > 0]
    assert parts
    for p in parts:
        assert p.ratio >= 0.90, f"{p.file} [{p.part}] is only {p.ratio:.1%} quoted"


def test_the_mounted_part_of_legends_of_the_old_west_is_quoted():
    cat = load_catalogue()
    part = next(p for p in cat.coverage() if p.part == "mounted fighters")
    assert part.ratio >= 0.90


def test_every_scenario_names_known_clauses():
    cat = load_catalogue()
    for path in sorted((ROOT / "features").rglob("*.feature")):
        feature = parse_file(str(path))
        for scenario in feature.walk_scenarios():
            ids = clause_tags(scenario.effective_tags)
            assert ids, f"{path}:{scenario.line} names no clause"
            for cid in ids:
                assert cid in cat.clauses, f"{path}:{scenario.line}: unknown clause {cid}"


def test_a_scenario_naming_an_unknown_clause_is_refused_with_its_location(tmp_path):
    from oracle.bdd.hooks import check_feature_tags

    f = tmp_path / "bad.feature"
    f.write_text("Feature: x\n  @clause:lotow.mounted.thrown-rider.7\n  Scenario: y\n    Given a rider on a horse\n",
                 encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        check_feature_tags(parse_file(str(f)))
    assert "bad.feature:3" in str(err.value) and "lotow.mounted.thrown-rider.1" in str(err.value)


def test_a_ruling_not_listed_on_a_clause_it_names_is_an_error(tmp_path):
    def mutate(path, data):
        if path.name == "passengers.yaml":
            for c in data["clauses"]:
                if c["id"] == "lotow.mounted.passengers.rider-killed":
                    c.pop("rulings")

    with pytest.raises(CatalogueError) as err:
        load_catalogue(_copy_with(tmp_path, mutate))
    msg = str(err.value)
    assert "lotow.mounted.passengers.rider-killed" in msg and "lotow.mounted.passengers.rider-thrown" in msg


def test_a_clause_listing_a_ruling_that_does_not_name_it_is_an_error(tmp_path):
    def mutate(path, data):
        if path.name == "thrown-riders.yaml":
            data["clauses"][0].setdefault("rulings", []).append("lotow.mounted.passengers.rider-thrown")

    with pytest.raises(CatalogueError, match="whose clauses do not name it"):
        load_catalogue(_copy_with(tmp_path, mutate))


def test_a_hook_no_clause_names_is_an_error(tmp_path):
    def mutate(path, data):
        for c in data["clauses"]:
            if "ww2.hook.dice" in c.get("hooks", []):
                c["hooks"].remove("ww2.hook.dice")

    with pytest.raises(CatalogueError, match="hook ww2.hook.dice: no clause names it"):
        load_catalogue(_copy_with(tmp_path, mutate))


def test_every_hook_the_engine_cites_is_catalogued():
    cat = load_catalogue()
    cited = set()
    for path in (ROOT / "oracle").glob("*/*.py"):
        cited |= set(re.findall(r"[\"']((?:lotow|mordheim|gurps|ww2)\.hook\.[a-z0-9.-]+)[\"']", path.read_text(encoding="utf-8")))
    assert cited, "the scan found no hook ids in the engine"
    assert not cited - set(cat.hooks), f"hooks cited by the engine but not catalogued: {sorted(cited - set(cat.hooks))}"


def _scenario_texts() -> dict[str, list[str]]:
    """Each clause's tagged scenarios as text: the feature's background, the scenario's steps,
    examples and comments (a comment works the arithmetic, and states the numbers it uses)."""
    by_clause: dict[str, list[str]] = {}
    for path in sorted((ROOT / "features").glob("**/*.feature")):
        lines = path.read_text(encoding="utf-8").split("\n")
        feature = parse_file(str(path))
        background = ""
        if feature.background is not None:
            background = "\n".join(s.name + "\n" + "\n".join(" ".join(r.cells) for r in (s.table or []))
                                   for s in feature.background.steps)
        everything = list(feature.walk_scenarios(with_outlines=True))
        generated = {id(sc) for o in everything if isinstance(o, ScenarioOutline) for sc in o.scenarios}
        scenarios = [s for s in everything if id(s) not in generated]  # an outline once, from its own line
        starts = sorted(s.line for s in scenarios)
        for s in scenarios:
            later = [x for x in starts if x > s.line]
            body = lines[s.line - 1:(later[0] - 1) if later else len(lines)]
            text = background + "\n" + "\n".join(l for l in body if not l.strip().startswith("@"))
            for clause in clause_tags(list(s.effective_tags)):
                by_clause.setdefault(clause, []).append(text)
    return by_clause


def test_every_number_of_a_quote_appears_in_a_scenario_of_its_clause():
    cat = load_catalogue()
    texts = _scenario_texts()
    excused = exemptions()
    unknown = sorted(set(excused) - set(cat.clauses))
    assert not unknown, f"untested-numbers.yaml names unknown clauses: {unknown}"
    missing = {}
    for c in cat.clauses.values():
        quoted = set().union(*(numbers_in(f) for f in c.source.quote)) if c.source.quote else set()
        stale = set(excused.get(c.id, {})) - quoted
        assert not stale, f"untested-numbers.yaml: {c.id} excuses {sorted(stale)}, which its quote does not give"
        left = untested(quoted, texts.get(c.id, [])) - set(excused.get(c.id, {}))
        if left:
            missing[c.id] = sorted(left)
    assert not missing, ("numbers of a quote that no scenario tagged with its clause states (write the boundary "
                         "scenario, or say why not in oracle/catalogue/untested-numbers.yaml): "
                         + "; ".join(f"{k}: {', '.join(v)}" for k, v in sorted(missing.items())))


# The steps that move the game clock on, in every language the features use (docs/steps.md,
# docs/steps-localised.md): a scenario with one of them can check an effect before and after.
CLOCK_STEPS = re.compile(
    r"the next turn begins|play moves on to the next phase|\d+ seconds pass|the \w+'s turn begins"
    r"|the next second begins with"
    r"|начинается следующий ход|игра переходит к следующей фазе|проходит секунд"
    r"|下一轮开始|进入下一阶段|过了\d+秒|轮到\w+行动|下一秒开始")


def test_every_effect_bounded_in_time_has_a_scenario_that_moves_the_clock_on():
    """A clause whose quote says "в этот ход", "该轮", "上轮", "next turn" (oracle.catalogue.time_bounds)
    states an effect that holds for a while and lapses: one of its scenarios must move the clock past it,
    or untested-lapses.yaml says why none can."""
    cat = load_catalogue()
    texts = _scenario_texts()
    excused = lapse_exemptions()
    unknown = sorted(set(excused) - set(cat.clauses))
    assert not unknown, f"untested-lapses.yaml names unknown clauses: {unknown}"
    bounded = {c.id: time_bounds(" ".join(c.source.quote)) for c in cat.clauses.values()}
    bounded = {k: v for k, v in bounded.items() if v}
    assert len(bounded) >= 20, f"the scan found only {len(bounded)} clauses bounded in time"
    stale = sorted(set(excused) - set(bounded))
    assert not stale, f"untested-lapses.yaml excuses clauses whose quote bounds nothing in time: {stale}"
    missing = {cid: words for cid, words in bounded.items()
               if cid not in excused and not any(CLOCK_STEPS.search(t) for t in texts.get(cid, []))}
    needless = sorted(cid for cid in excused if any(CLOCK_STEPS.search(t) for t in texts.get(cid, [])))
    assert not missing, ("clauses whose quote bounds an effect in time with no scenario that moves the clock on "
                         "(write the scenario that checks the effect holds, then lapses; or say why not in "
                         "oracle/catalogue/untested-lapses.yaml): "
                         + "; ".join(f"{k} ({', '.join(v)})" for k, v in sorted(missing.items())))
    assert not needless, f"untested-lapses.yaml excuses clauses that have a scenario moving the clock on: {needless}"


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
