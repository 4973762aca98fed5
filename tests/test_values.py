"""Numbers as cited data: each value a clause gives stands in its quote, and rule code reads it from there."""

import json
from pathlib import Path

import pytest

from in_process import oracle
from oracle.catalogue.load import catalogue, load_catalogue
from oracle.catalogue.numbers import numbers_in
from oracle.core.dice import ScriptedDice
from oracle.core.errors import CatalogueError, RulingError
from oracle.core.resolve import Context
from oracle.core.rulings import TEXT_NUMBERS, Rulings
from oracle.core.run import Run, running
from oracle.core.trace import Trace
from oracle.lotow.ids import (
    FALLING_NO_JUMP_TEST, MOUNTED_JUMP_HARD, MOUNTED_OBSTACLES_SMALL, RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD,
    RULING_OBSTACLES_CONTROL_ZONE_REACH,
)
from oracle.mordheim.geometry import shortest_path
from oracle.mordheim.ids import RUNNING_DOUBLE_MOVEMENT, TERRAIN_BARRIERS
from oracle.mordheim.state import MordheimTable, Piece


def _clause(data, cid):
    return next(c for c in data["clauses"] if c["id"] == cid)


def test_every_value_is_stated_by_a_fragment_of_its_clauses_quote():
    cat = catalogue()
    assert cat.values, "the catalogue gives no values"
    for cid, values in cat.values.items():
        quote = cat.clauses[cid].source.quote
        for name, v in values.items():
            assert any(v.quote in frag for frag in quote), (cid, name)
            if v.reading is None:
                assert numbers_in(str(v.value)) <= numbers_in(v.quote), (cid, name, v.value, v.quote)


def test_a_fragment_that_is_not_in_the_quote_is_an_error_naming_the_value(catalogue_copy):
    def mutate(path, data):
        if path.name == "falling.yaml":
            _clause(data, FALLING_NO_JUMP_TEST)["values"]["height"]["quote"] = 'с высоты более 3"'

    with pytest.raises(CatalogueError) as err:
        load_catalogue(catalogue_copy(mutate))
    msg = str(err.value)
    assert "falling.yaml" in msg and "lotow.falling.no-jump-test" in msg and "values.height.quote" in msg
    assert "not part of the clause's quote" in msg


def test_a_fragment_that_states_another_number_is_an_error(catalogue_copy):
    def mutate(path, data):
        if path.name == "falling.yaml":
            _clause(data, FALLING_NO_JUMP_TEST)["values"]["height"]["value"] = 3

    with pytest.raises(CatalogueError, match=r"values.height: the fragment .* does not state 3"):
        load_catalogue(catalogue_copy(mutate))


def test_a_value_needs_a_unit_the_model_knows(catalogue_copy):
    def mutate(path, data):
        if path.name == "falling.yaml":
            _clause(data, FALLING_NO_JUMP_TEST)["values"]["height"]["unit"] = "furlong"

    with pytest.raises(CatalogueError, match=r"values.height.unit"):
        load_catalogue(catalogue_copy(mutate))


def test_a_reading_may_only_change_a_value_its_clause_has(catalogue_copy):
    def mutate(path, data):
        for r in data.get("rulings", []):
            if r["id"] == RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD:
                r["alternatives"][1]["values"] = {MOUNTED_OBSTACLES_SMALL: {"ignored-upto": 0.5}}

    with pytest.raises(CatalogueError, match=r"ignored-upto: clause lotow.mounted.obstacles.small has no such value"):
        load_catalogue(catalogue_copy(mutate))


def _ctx(**overrides) -> Context:
    return Context(ScriptedDice([]), Trace(), Rulings(dict(overrides)))


def test_ctx_value_gives_the_clause_number_typed_for_rule_code():
    ctx = _ctx()
    height = ctx.value(FALLING_NO_JUMP_TEST, "height")
    assert height == 2.0 and isinstance(height, float)  # 'с высоты более 2"': a distance, measured in floats
    assert ctx.value(MOUNTED_JUMP_HARD, "modifier") == -1  # 'отнять 1': a -1 to the roll


def test_a_reading_that_changes_a_number_is_consulted_when_the_number_is_read():
    ctx = _ctx()
    assert ctx.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to") == 1.5  # 'в пределах до 1½"'
    assert ctx.rulings.consulted == {RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD: "printed"}
    other = _ctx(**{RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD: "half-inch"})
    assert other.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to") == 0.5  # the reading: a slip for ½"


def test_an_unknown_value_is_an_error_with_a_suggestion():
    with pytest.raises(CatalogueError, match="has no value 'heigth'; did you mean height"):
        _ctx().value(FALLING_NO_JUMP_TEST, "heigth")


def test_numbers_outside_a_question_are_the_texts_and_refuse_one_a_reading_changes():
    """An outcome read off a finished table has no question to consult rulings in: it gets the text's
    number, and a number that depends on a reading is an error, not the default reading's answer."""
    assert TEXT_NUMBERS.value(RUNNING_DOUBLE_MOVEMENT, "factor") == 2  # 'передвигается с удвоенной Скоростью'
    assert TEXT_NUMBERS.value(RUNNING_DOUBLE_MOVEMENT, "factor") == 2  # looked up once a run, the same again
    with pytest.raises(RulingError, match=r"'ignored-up-to' of lotow.mounted.obstacles.small depends on a reading "
                                          r"\(lotow.mounted.obstacles.small-threshold\)"):
        TEXT_NUMBERS.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to")
    # a question under the default readings has looked the number up (and keeps it for the run): still refused here
    assert _ctx().value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to") == 1.5  # the printed reading
    with pytest.raises(RulingError, match=r"depends on a reading \(lotow.mounted.obstacles.small-threshold\)"):
        TEXT_NUMBERS.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to")

def _reading(data, ruling_id, alt_id):
    ruling = next(r for r in data.get("rulings", []) if r["id"] == ruling_id)
    return next(a for a in ruling["alternatives"] if a["id"] == alt_id)


def test_a_readings_number_is_read_while_that_reading_is_in_force_and_consults_it():
    ctx = _ctx()
    assert ctx.reading_value(RULING_OBSTACLES_CONTROL_ZONE_REACH, "reach") == 1.0  # 'The zone reaches 1"'
    assert ctx.rulings.consulted == {RULING_OBSTACLES_CONTROL_ZONE_REACH: "one-inch"}
    other = _ctx(**{RULING_OBSTACLES_CONTROL_ZONE_REACH: "from-the-setup"})
    with pytest.raises(RulingError, match=r"reading from-the-setup of ruling lotow.obstacles.control-zone-reach "
                                          r"gives no number 'reach' \(it gives none\)"):
        other.reading_value(RULING_OBSTACLES_CONTROL_ZONE_REACH, "reach")


def test_a_readings_number_must_be_stated_in_its_statement(catalogue_copy):
    def mutate(path, data):
        if path.name == "obstacles.yaml":
            _reading(data, RULING_OBSTACLES_CONTROL_ZONE_REACH, "one-inch")["numbers"]["reach"]["value"] = 2

    with pytest.raises(CatalogueError) as err:
        load_catalogue(catalogue_copy(mutate))
    msg = str(err.value)
    assert "ruling lotow.obstacles.control-zone-reach: alternative one-inch.numbers.reach: the fragment" in msg
    assert "does not state 2" in msg


def test_a_readings_number_quotes_its_own_statement(catalogue_copy):
    def mutate(path, data):
        if path.name == "obstacles.yaml":
            _reading(data, RULING_OBSTACLES_CONTROL_ZONE_REACH, "one-inch")["numbers"]["reach"]["quote"] = "within 1 inch"

    with pytest.raises(CatalogueError, match=r"alternative one-inch.numbers.reach.quote: 'within 1 inch' is not part "
                                             r"of the reading's statement"):
        load_catalogue(catalogue_copy(mutate))


ROOT = Path(__file__).resolve().parent.parent


def _oracle(*args):
    return oracle(args, ROOT)


def test_a_variant_puts_its_readings_in_force_and_the_report_names_it(tmp_path):
    proc = _oracle("run", "-q", "--no-sides", "--variant", "lotow-english-half-inch", "--report", str(tmp_path),
                   "features/lotow/mounted_terrain.feature")
    # under the ½" reading a mule no longer crosses a 1½" ditch: the scenarios written for the printed
    # 1½" fail, which is what a variant is for
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "impassable to the mule" in proc.stderr
    data = json.loads((tmp_path / "coverage.json").read_text(encoding="utf-8"))
    assert [v["id"] for v in data["variants"]] == ["lotow-english-half-inch"]
    assert "Variant `lotow-english-half-inch`" in (tmp_path / "coverage.md").read_text(encoding="utf-8")


def test_an_unknown_variant_is_one_line_naming_the_known_ones(tmp_path):
    proc = _oracle("run", "-q", "--variant", "lotow-english", "--report", str(tmp_path), "features/lotow/falling.feature")
    assert proc.returncode == 2
    assert "unknown variant 'lotow-english'" in proc.stderr and "lotow-english-half-inch" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_variants_that_disagree_are_refused():
    cat = catalogue()
    cat.variants["printed"] = cat.variants["lotow-english-half-inch"].model_copy(
        update={"id": "printed", "rulings": {RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD: "printed"}})
    with pytest.raises(CatalogueError, match="read ruling lotow.mounted.obstacles.small-threshold differently"):
        cat.combine_variants(["lotow-english-half-inch", "printed"])


VARIANT_FEATURE = ROOT / "tests" / "variants" / "gurps_realistic_turning_radius.feature"


def test_a_variant_puts_an_optional_rule_of_the_text_in_force_on_every_table(tmp_path):
    # the scenario names no optional rule: 13 x 13 / 10 = 16.9 yards, rounded down to 16, only
    # when the variant puts gurps.high-speed.realistic-radius in force; the cinematic radius is
    # 13 / 5 = 2.6, rounded down to 2
    proc = _oracle("run", "-q", "--no-sides", "--variant", "gurps-realistic-turning-radius", "--report", str(tmp_path / "on"),
                   str(VARIANT_FEATURE))
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads((tmp_path / "on" / "coverage.json").read_text(encoding="utf-8"))
    assert [v["id"] for v in data["variants"]] == ["gurps-realistic-turning-radius"]
    assert data["variants"][0]["optional"] == ["gurps.high-speed.realistic-radius"]
    proc = _oracle("run", "-q", "--no-sides", "--report", str(tmp_path / "off"), str(VARIANT_FEATURE))
    assert proc.returncode == 1 and "the turning radius is 2, not 16" in proc.stderr


def test_a_variant_may_name_only_optional_rules_of_its_ruleset(tmp_path):
    bad = tmp_path / "gurps" / "variants.yaml"
    bad.parent.mkdir()
    bad.write_text("ruleset: gurps\nvariants:\n  - id: x\n    title: x\n    source: x\n"
                   "    optional: [gurps.high-speed.turning-radius]\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match=r"optional.gurps.high-speed.turning-radius: a core clause, not an optional rule"):
        load_catalogue(variants=[bad])


def test_a_variant_that_raises_the_barrier_height_opens_a_route_the_route_search_had_remembered_closed():
    """The 1" of mordheim.terrain.barriers is read outside a question (terrain is a property of the
    table), and the remembered route search keys on it: a run under another number gets other routes."""
    wall = Piece.model_validate({"id": "wall", "kind": "wall", "rect": [4, -5, 0.5, 10], "height": 1.5})
    table = MordheimTable(terrain=(wall,))
    around = shortest_path(table, (0.0, 0.0), (8.0, 0.0), 0.0, 0.5)
    assert not wall.is_barrier and len(around) > 2  # 1.5" is higher than 'не выше 1"': round the wall
    with running(Run.with_variant({TERRAIN_BARRIERS: {"height": 2.0}})):
        assert wall.is_barrier
        assert shortest_path(table, (0.0, 0.0), (8.0, 0.0), 0.0, 0.5) == ((0.0, 0.0), (8.0, 0.0))
    assert shortest_path(table, (0.0, 0.0), (8.0, 0.0), 0.0, 0.5) == around
