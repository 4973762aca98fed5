"""Bad GURPS input is refused with a message naming what is wrong, never a bare traceback."""

from fractions import Fraction

import pytest
from pydantic import ValidationError

from oracle.bdd.world import load_setup
from oracle.core.errors import DiceError, RuleViolation, SetupError
from oracle.engine.reference import ReferenceEngine
from oracle.gurps import setups
from oracle.gurps.high_speed import HardBrake, TurnAtSpeed
from oracle.gurps.hit_locations import AimAtLocation
from oracle.gurps.mount_out_of_control import ReCinchSaddle
from oracle.gurps.mounted import Dismount, RegainControl, RidingRoll
from oracle.gurps.state import Character

ENGINE = ReferenceEngine()


def runner():
    return setups.velocity(setups.person(setups.empty(), "runner", basic_move=5), "runner", 14)


def test_a_3d6_total_the_dice_cannot_show_is_refused_naming_the_roll():
    with pytest.raises(DiceError) as err:
        ENGINE.perform("gurps", runner(), HardBrake(who="runner", by=9), [2], rulings={}, where="case.feature:7")
    assert "case.feature:7" in str(err.value) and "3d6 for hard brake" in str(err.value) and "not a face" in str(err.value)


def test_unused_dice_are_refused():
    with pytest.raises(DiceError) as err:
        ENGINE.perform("gurps", runner(), HardBrake(who="runner", by=9), [10, 10], rulings={}, where="case.feature:8")
    assert "left unused" in str(err.value)


def test_an_unknown_characteristic_lists_the_known_ones():
    with pytest.raises(SetupError) as err:
        setups.set_value(runner(), "runner", "Ridng", 12)
    assert "unknown characteristic 'Ridng'" in str(err.value) and "Riding" in str(err.value)


def test_an_unknown_character_names_those_on_the_table():
    with pytest.raises(SetupError) as err:
        ENGINE.perform("gurps", runner(), HardBrake(who="runer", by=9), [10], rulings={}, where="x")
    assert "runer" in str(err.value) and "runner" in str(err.value)


def test_calming_a_calm_mount_is_refused_by_the_frightened_mount_rule():
    t = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", t, RegainControl(rider="knight"), [10], rulings={}, where="x")
    assert refused.value.clause == "gurps.mounted.frightened.control"


def test_re_cinching_from_the_saddle_is_refused():
    t = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", t, ReCinchSaddle(rider="knight"), [], rulings={}, where="x")
    assert refused.value.clause == "gurps.mount-out-of-control.table.11"


def test_a_rider_on_a_missing_mount_is_refused_naming_it():
    from oracle.core.state import validate_setup
    from oracle.gurps.state import GurpsTable

    with pytest.raises(SetupError) as err:
        validate_setup(GurpsTable, {"characters": [{"id": "knight", "riding_on": "pony"}]}, "scenarios/gurps/x.yaml: table")
    assert "scenarios/gurps/x.yaml: table" in str(err.value) and "pony" in str(err.value)


def test_a_second_passenger_in_the_setup_is_refused_naming_the_rule():
    t = setups.passenger(setups.rider_on(setups.empty(), "knight", "horse"), "page", "knight")
    with pytest.raises(SetupError) as err:
        setups.passenger(t, "squire", "knight")
    assert "already carries a passenger" in str(err.value)
    assert "gurps.mounted-defence.multiple-riders.controller" in str(err.value)


def knight_and_page():
    return setups.passenger(setups.rider_on(setups.empty(), "knight", "horse"), "page", "knight")


def test_a_jump_clear_without_riding_read_as_refused_names_the_rider_and_the_skill():
    from oracle.gurps.mount_out_of_control import ApplyOutOfControlResult
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", knight_and_page(), ApplyOutOfControlResult(rider="page", event="mount falls"),
                       [11, 10, 7], rulings={"gurps.mount-out-of-control.jump-clear-without-riding": "refused"},
                       where="x")
    assert refused.value.clause == "gurps.mount-out-of-control.table.12"
    assert "page has no Riding on his sheet" in str(refused.value) and "jump clear" in str(refused.value)


def test_a_riding_roll_without_riding_names_the_rider_the_skill_and_the_roll():
    from oracle.gurps.mount_out_of_control import ApplyOutOfControlResult
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", knight_and_page(), ApplyOutOfControlResult(rider="page", event="mount falls"),
                       [11, 10], rulings={"gurps.mounted-defence.passenger-stay-on": "own-riding"}, where="x")
    assert refused.value.clause == "gurps.mount-out-of-control.table.12"
    assert "page has no Riding on his sheet to roll Riding-2 as the mount falls" in str(refused.value)


def test_only_a_mount_is_set_up_exhausted_naming_the_field():
    # the out-of-control table's 6-7 exhausts a mount; a person or a vehicle set up so is refused
    t = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(SetupError) as err:
        setups.condition(t, "knight", "is exhausted")
    assert "knight: is exhausted" in str(err.value) and "exhausted: only a mount is exhausted" in str(err.value)
    assert setups.condition(t, "horse", "is exhausted").get("horse").exhausted


def test_a_mount_set_up_exhausted_at_a_gallop_is_at_move_2_when_the_first_action_begins():
    # gurps.mount-out-of-control.table.6-7: "不会...以超过缓慢步行的速度(移动力2)移动", however it came to be exhausted

    _, t = load_setup("gurps/knight-and-warhorse")
    t = t.put(t.get("horse").evolve(exhausted=True, velocity=16, high_speed=True))
    done = ENGINE.perform("gurps", t, RidingRoll(rider="knight"), [10], rulings={}, where="t")
    horse = done.state.get("horse")
    assert (horse.velocity, horse.high_speed) == (2, False)


def test_re_cinching_by_a_rider_whose_table_records_no_mount_got_off_is_refused_naming_him():
    # 需要你下马并花4d时间重新绑上马鞍的带子: the saddle is that of the mount he got off; a table that puts him on
    # foot without saying which (no left_mount) leaves nothing of his to re-cinch, two slipped saddles or one
    t = setups.rider_on(setups.rider_on(setups.empty(), "knight", "horse"), "squire", "pony")
    t = setups.condition(setups.condition(t, "horse", "has a slipped saddle"), "pony", "has a slipped saddle")
    t = setups.change(t, "squire", riding_on=None, seat=None, posture="standing")
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", t, ReCinchSaddle(rider="squire"), [14], rulings={}, where="x")
    assert refused.value.clause == "gurps.mount-out-of-control.table.11"
    assert "squire" in str(refused.value) and "got off no mount" in str(refused.value)


def test_re_cinching_a_mount_other_than_the_one_he_got_off_is_refused_naming_both():
    t = setups.rider_on(setups.rider_on(setups.empty(), "knight", "horse"), "squire", "pony")
    t = setups.condition(setups.condition(t, "horse", "has a slipped saddle"), "pony", "has a slipped saddle")
    t = setups.change(t, "squire", riding_on=None, seat=None, posture="standing", left_mount="pony")
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", t, ReCinchSaddle(rider="squire", mount="horse"), [14], rulings={}, where="x")
    assert refused.value.clause == "gurps.mount-out-of-control.table.11"
    assert "pony" in str(refused.value) and "horse" in str(refused.value)


def test_a_turn_sharper_than_60_degrees_at_speed_is_refused_naming_the_field_and_the_early_turn():
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", runner(), TurnAtSpeed(who="runner", degrees=90), [], rulings={}, where="x")
    assert refused.value.clause == "gurps.high-speed.early-turn"
    assert "'degrees'" in str(refused.value) and "early-turn" in str(refused.value)


def test_a_safe_dismount_with_another_manoeuvre_is_refused_by_the_dismounting_rule():
    # gurps.mounted.dismounting, "可以使用改变姿势行动来安全下马": the safe dismount is a Change Posture, not a Move
    t = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(RuleViolation) as refused:
        ENGINE.perform("gurps", t, Dismount(rider="knight", how="change posture", maneuver="move"), [], rulings={},
                       where="x")
    assert refused.value.clause == "gurps.mounted.dismounting"
    assert "maneuver" in str(refused.value) and "Change Posture" in str(refused.value)


@pytest.mark.parametrize("field", ["wholly_inaccurate", "location"])
def test_an_empty_word_for_an_aimed_attack_is_refused_naming_the_field(field):
    # an empty wholly_inaccurate read as "not wholly inaccurate" let a wild swing choose the skull
    with pytest.raises(ValidationError) as err:
        AimAtLocation(**{"attacker": "swordsman", "target": "orc", "location": "skull", field: ""})
    assert field in str(err.value) and "at least 1 character" in str(err.value)


@pytest.mark.parametrize("field", ["hex", "material"])
def test_an_empty_hex_or_material_is_refused_naming_the_field(field):
    # an empty hex is no hex named on the map (使用地图的时候他必须指出格子); an empty material was answered
    # "the text gives no time for : the GM decides"
    from pydantic import ValidationError
    from oracle.gurps.visibility import AttackUnseenFoe, HoldTorchTo
    with pytest.raises(ValidationError) as err:
        if field == "hex":
            AttackUnseenFoe(attacker="swordsman", target="orc", hex="")
        else:
            HoldTorchTo(who="swordsman", material="", seconds=4)
    assert field in str(err.value) and "at least 1 character" in str(err.value)


@pytest.mark.parametrize("given", ["14.4", "1e3", " 7 ", "7", "10/0"])
def test_a_top_speed_written_other_than_as_the_schema_publishes_it_is_refused_naming_the_field(given):
    # the table model read any text Fraction() reads ("14.4" as 72/5), where the published schema allows a whole
    # number or "n/d" only: an engine checking a table by the schema refused what the reference took
    with pytest.raises(ValidationError) as err:
        Character(id="falcon", top_speed=given)
    assert "top_speed" in str(err.value) and '"144/5"' in str(err.value)
    assert Character(id="falcon", top_speed="144/5").top_speed == Fraction(144, 5)


@pytest.mark.parametrize("given", ["10.5", 10.5, " 7 ", "7", "21/0", -1])
def test_yards_moved_written_other_than_as_the_schema_publishes_them_are_refused_naming_the_field(given):
    # yards moved keep the half yard a diagonal costs in the air (gurps.flying.altitude-change, 1.5): a whole number
    # or "n/d" as the published schema allows, never a decimal a binary float would not hold, never below 0
    with pytest.raises(ValidationError) as err:
        Character(id="harpy", moved=given)
    assert "moved" in str(err.value)
    assert Character(id="harpy", moved="21/2").moved == Fraction(21, 2)
    assert Character(id="harpy", moved="24/2").moved == 12 and isinstance(Character(id="harpy", moved="24/2").moved, int)
