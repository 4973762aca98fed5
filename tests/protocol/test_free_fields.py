"""Tables are compared on what the rules decide: a rider placed at another point touching his
mount's base, fighters listed in another order, combat pairs either way round are the same
decision; a rider placed off the base is not."""

import sys

from conftest import ROOT, run_oracle

from oracle.engine import connect
from oracle.engine.compare import first_difference, free_fields
from oracle.engine.fuzz import fuzz
from oracle.engine.ruleset import ruleset
from oracle.engine.schema import ruleset_schema
from oracle.lotow.state import Fighter, LotowTable, Mount
from oracle.mordheim.state import MordheimTable, Warrior
from oracle.core.geometry import Point

sys.path.insert(0, str(ROOT / "tests" / "protocol"))
from planted_engine import BesideApart, BesideElsewhere  # noqa: E402

HORSE = Mount(id="horse", kind="horse", move=10.0, position=Point(x=0.0, y=0.0), base_radius=1.0)


def table(rider_at: Point, order=("rider", "walker")) -> LotowTable:
    fighters = {"rider": Fighter(id="rider", position=rider_at), "walker": Fighter(id="walker", position=Point(x=5.0, y=5.0))}
    return LotowTable(fighters=tuple(fighters[i] for i in order), mounts=(HORSE,))


def test_a_rider_anywhere_touching_the_mounts_base_is_the_same_placement():
    # horse radius 1", rider radius 0.5": touching when the centres are 1 + 0.5 = 1.5" apart
    east, west, north = Point(x=1.5, y=0.0), Point(x=-1.5, y=0.0), Point(x=0.0, y=1.5)
    assert first_difference(LotowTable, table(east), table(west)) is None
    assert first_difference(LotowTable, table(east), table(north)) is None
    where, x, y = first_difference(LotowTable, table(east), table(Point(x=-2.0, y=0.0)))  # 0.5" off the base
    assert where == "table.fighters[id=rider].position" and x["x"] == 1.5 and y["x"] == -2.0


def test_a_position_not_in_base_contact_is_compared_exactly():
    apart = table(Point(x=3.0, y=0.0))
    assert first_difference(LotowTable, apart, table(Point(x=-3.0, y=0.0))) is not None


def test_the_order_of_models_and_of_combat_pairs_is_free():
    assert first_difference(LotowTable, table(Point()), table(Point(), order=("walker", "rider"))) is None
    a, b = Warrior(id="a"), Warrior(id="b", position=Point(x=1.0))
    one = MordheimTable(warriors=(a, b), engagements=(("a", "b"),))
    other = MordheimTable(warriors=(b, a), engagements=(("b", "a"),))
    assert first_difference(MordheimTable, one, other) is None
    assert first_difference(MordheimTable, one, MordheimTable(warriors=(a, b))) is not None


def test_the_schema_marks_the_free_fields():
    marked = dict(free_fields(LotowTable))
    assert marked["fighters[].position"]["compare"] == "base-contact"
    schema = ruleset_schema(ruleset("lotow"))
    fighter = schema["$defs"]["Fighter"]["properties"]["position"]
    assert fighter["x-free"]["compare"] == "base-contact"


def test_fuzzing_accepts_any_point_beside_the_mount_and_not_one_apart(relayed):
    free = connect(relayed(BesideElsewhere))
    apart = connect(relayed(BesideApart))
    try:
        agreed = fuzz(free, "lotow", ["roll-thrown-rider", "dismount"], examples=120)
        differed = fuzz(apart, "lotow", ["roll-thrown-rider", "dismount"], examples=120)
    finally:
        free.close()
        apart.close()
    assert agreed.disagreement is None, agreed.report()
    assert differed.disagreement is not None and "position" in differed.disagreement.got, differed.report()


def test_run_compares_the_table_the_same_way(tmp_path, relayed):
    folder = ROOT / "tests" / "protocol" / "features" / "generated"
    folder.mkdir(exist_ok=True)
    feature = folder / f"beside_{tmp_path.name}.feature"
    feature.write_text('''Feature: a thrown rider lands beside his horse

  @clause:lotow.mounted.thrown-rider.6
  Scenario: thrown on a 6, he lands on his feet beside the horse
    Given the lotow table:
      """
      fighters: [{id: rider}]
      mounts: [{id: horse, kind: horse, move: 10.0, owner: rider, rider: rider}]
      """
    When the roll-thrown-rider action is taken and the die shows 6:
      """
      fighter: rider
      """
    Then the table is:
      """
      fighters: [{id: rider, position: {x: 0.0, y: 1.5}, thrown: true}]
      mounts: [{id: horse, kind: horse, move: 10.0, owner: rider, last_rider: rider}]
      """
''', encoding="utf-8")
    try:
        rel = str(feature.relative_to(ROOT))
        code, results, out = run_oracle("reference", tmp_path / "ref", rel)
        assert code == 0, out
        code, results, out = run_oracle(relayed(BesideElsewhere), tmp_path / "free", rel)
        assert code == 0, out
        code, results, out = run_oracle(relayed(BesideApart), tmp_path / "apart", rel)
        assert code == 1 and "position" in results["scenarios"][0]["message"], out
    finally:
        feature.unlink()
