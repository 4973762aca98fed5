"""The text's worked examples, the refusals of bad input, and the exact odds, straight
through the engine port (the scenarios check the same through behave)."""

from fractions import Fraction

import pytest

from oracle.core.clock import lasting
from oracle.core.errors import RuleViolation, SetupError
from oracle.bdd.world import load_setup
from oracle.engine import connect
from oracle.engine.port import Refused
from oracle.gurps import setups
from oracle.gurps.clock import PassSeconds
from oracle.gurps.high_speed import (
    Decelerate, EarlyTurn, EnterHighSpeed, HardBrake, MoveTacticallyAtSpeed, RunAtSpeed, Stun, TurnAtSpeed,
    WorkOutTurningRadius,
)
from oracle.gurps.mounted import MountDifficultManoeuvre, RegainControl
from oracle.gurps.mounted_weapons import AttackFromTheSaddle, StrikeWithLance
from oracle.gurps.mount_out_of_control import ApplyOutOfControlResult, LoseAllControl


@pytest.fixture(scope="module")
def engine():
    eng = connect("reference")
    yield eng
    eng.close()


def runner(bm, v, **fields):
    t = setups.person(setups.empty(), "runner", basic_move=bm, **fields)
    return setups.velocity(t, "runner", v)


def answers(done, key):
    return [dict(e.data)[key] for e in done.events if key in dict(e.data)]


def test_turning_radius_13_over_5_is_2(engine):
    done = engine.perform("gurps", runner(5, 13), WorkOutTurningRadius(who="runner"), [], rulings={}, where="test")
    assert done.state.answered("radius") == "2"


def test_braking_9_at_basic_move_5_is_minus_2(engine):
    done = engine.perform("gurps", runner(5, 14, dx=12), HardBrake(who="runner", by=9), [13], rulings={}, where="test")
    assert answers(done, "modifier") == [-2]
    assert done.state.get("runner").velocity == 5


def test_early_turn_at_23_with_basic_move_3_is_minus_6(engine):
    done = engine.perform("gurps", runner(3, 23), EarlyTurn(who="runner"), [7], rulings={}, where="test")
    assert answers(done, "modifier") == [-6]


def test_six_yards_of_mud_at_14_end_at_8(engine):
    done = engine.perform("gurps", runner(6, 14), MoveTacticallyAtSpeed(who="runner", rough_yards=6, extra_cost=1), [],
                          rulings={}, where="test")
    assert done.state.get("runner").velocity == 8


@pytest.mark.parametrize("fraction_left, tumbled", [("whole-yards-left", 3), ("next-whole-yard", 3.25)])
def test_the_movement_left_to_tumble_is_the_whole_yards_left_as_the_fraction_left_reading_gives_them(
        engine, fraction_left, tumbled):
    # "剩余移动力的1/4": at 16 with 7/2 spent (a half yard a path through the air left), 25/2 are left; the yards he
    # has still to move are 12 under "whole-yards-left", 13 under "next-whole-yard", and a quarter of them, kept
    # exact, 3 or 13/4, not 25/8
    t = setups.change(runner(5, 16), "runner", moved=Fraction(7, 2))
    done = engine.perform("gurps", t, Stun(who="runner"), [], where="test",
                          rulings={"gurps.high-speed.tumble-distance": "quarter-exact",
                                   "gurps.high-speed.fraction-left": fraction_left})
    assert done.state.get("runner").tumbled == tumbled


def test_lance_of_a_st_25_horse_moving_8_is_2d_plus_3(engine):
    t = setups.rider_on(setups.empty(), "knight", "horse")
    done = engine.perform("gurps", t, StrikeWithLance(rider="knight", yards_moved=8), [7], rulings={}, where="test")
    assert done.state.answered("damage_dice") == "2d+3"
    assert done.state.answered("damage") == "10"


def test_a_run_held_short_by_rubble_slows_him_with_his_chosen_deceleration_read_as_tactical(engine):
    # 将这个数值加到主动的减速数值上: 3 yards held short at 17 and a chosen 3 make 6, over Basic Move 5 by 1: no
    # penalty; DX 10 + 3 = 13 against 10, and 17 - 6 = 11
    run = RunAtSpeed(who="runner", yards=14, slowed_by="rubble", decelerate=3)
    done = engine.perform("gurps", runner(5, 17), run, [10], where="test",
                          rulings={"gurps.high-speed.run-terrain-slowing": "as-tactical"})
    assert done.state.get("runner").velocity == 11
    with pytest.raises(RuleViolation) as refused:  # read as keeping his velocity, he slows with the decelerate action
        engine.perform("gurps", runner(5, 17), run, [], rulings={}, where="test")
    assert refused.value.clause == "gurps.high-speed.velocity" and "'decelerate'" in str(refused.value)


def test_lance_reads_the_yards_moved_last_turn_from_the_table(engine):
    t = setups.change(setups.rider_on(setups.empty(), "knight", "horse"), "horse", yards_last_turn=12)
    done = engine.perform("gurps", t, StrikeWithLance(rider="knight"), [9], rulings={}, where="test")
    assert done.state.answered("damage_dice") == "3d+3"
    with pytest.raises(RuleViolation) as refused:
        engine.perform("gurps", t, StrikeWithLance(rider="knight", yards_moved=8), [], rulings={}, where="test")
    assert refused.value.clause == "gurps.mounted-weapons.lance.damage" and "'yards_moved'" in str(refused.value)
    unknown = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(RuleViolation) as refused:
        engine.perform("gurps", unknown, StrikeWithLance(rider="knight"), [], rulings={}, where="test")
    assert "'yards_moved'" in str(refused.value)


@pytest.mark.parametrize("state, action, clause", [
    (runner(5, 14), HardBrake(who="runner", by=11), "gurps.high-speed.hard-braking"),
    (runner(5, 4), EarlyTurn(who="runner"), "gurps.high-speed.early-turn"),
    (setups.change(runner(5, 13), "runner", since_turn=1), TurnAtSpeed(who="runner"), "gurps.high-speed.forward-until-radius"),
])
def test_bad_movement_is_refused_naming_the_clause(engine, state, action, clause):
    with pytest.raises(RuleViolation) as refused:
        engine.perform("gurps", state, action, [], rulings={}, where="test")
    assert refused.value.clause == clause


def test_a_lance_without_stirrups_is_refused(engine):
    t = setups.rider_on(setups.empty(), "knight", "horse")
    t = setups.set_value(t, "knight", "Lance", 14)
    t = setups.condition(t, "horse", "has no stirrups")
    with pytest.raises(RuleViolation) as refused:
        engine.perform("gurps", t, AttackFromTheSaddle(rider="knight", weapon="lance"), [], rulings={}, where="test")
    assert refused.value.clause == "gurps.mounted-weapons.lance.bracing"
    assert "stirrups" in str(refused.value)


def test_riding_0_is_refused_naming_the_skill():
    t = setups.rider_on(setups.empty(), "knight", "horse")
    with pytest.raises(SetupError) as err:
        setups.set_value(t, "knight", "Riding", 0)
    assert "knight: Riding" in str(err.value) and "riding must be at least 1" in str(err.value)


def _setup_file_refused(tmp_path, name: str, character: str) -> str:
    """The error of loading ``gurps/<name>.yaml``, a table of one character written as ``character`` (YAML)."""
    (tmp_path / "gurps").mkdir()
    (tmp_path / "gurps" / f"{name}.yaml").write_text(
        "ruleset: gurps\ndescription: d\ntable:\n  characters:\n" + character, encoding="utf-8")
    with pytest.raises(SetupError) as err:
        load_setup(f"gurps/{name}", root=tmp_path)
    return str(err.value)


def test_a_setup_file_with_a_typo_names_the_file_and_field(tmp_path):
    msg = _setup_file_refused(tmp_path, "bad", "    - id: knight\n      ridng: 3\n")
    assert "bad.yaml" in msg and "ridng" in msg


def test_a_setup_file_with_an_exhausted_person_names_the_file_and_field(tmp_path):
    msg = _setup_file_refused(tmp_path, "tired", "    - id: orc\n      exhausted: true\n")
    assert "tired.yaml" in msg and "exhausted: only a mount is exhausted" in msg and "orc is a person" in msg


def test_the_named_setups_load():
    for name in ("gurps/knight-and-warhorse", "gurps/harpy-and-archer"):
        rs, table = load_setup(name)
        assert rs.id == "gurps" and table.characters


def test_regaining_a_frightened_mount_within_three_seconds_exactly(engine):
    # how long it takes is the benchmark's to say (bench.run), not a test's: a test with a time limit fails on a
    # slow host, not on slow code
    t = setups.condition(setups.rider_on(setups.empty(), "knight", "horse"), "horse", "is frightened")
    odds = engine.odds("gurps", t, [RegainControl(rider="knight", seconds=3)], rulings={})
    c, s, q = Fraction(4, 216), Fraction(156, 216), Fraction(208, 216)
    # lost by second 3: a critical failure first, or three failures; then 8-9 on the table (9 of 33) calms it
    lost = c * (1 + q + q * q) + Fraction(52, 216) ** 3
    assert odds.distribution.probability(lambda st: st.get("horse").obeys) == \
        c * (1 + q + q * q) + s ** 3 + lost * Fraction(9, 33)


def test_every_out_of_control_result_is_count_over_33_after_rerolling_fours(engine):
    t = setups.rider_on(setups.empty(), "knight", "horse")
    odds = engine.odds("gurps", t, [LoseAllControl(rider="knight")], rulings={})
    counts = {2: 1, 3: 2, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    for result, count in counts.items():
        # the row the 2d ended on: the one that is not 4 (a 4 is rolled again, and kept among the rows got)
        p = odds.distribution.probability(lambda st: [r for r in st.get("horse").table_results if r != 4] == [result])
        assert p == Fraction(count, 33), result


def test_who_controls_the_horse_once_the_knight_is_off_it_is_settled_on_every_exact_outcome(engine):
    """Ruling gurps.mounted-defence.passenger-alone in exact mode: the knight loses all control with the page
    behind him. On every outcome where the knight is off the horse and the page still on it, the page rides on
    behind the empty saddle (no-one) or controls the horse (takes-control); the readings move no chance, only
    the seat, and on the outcomes where the knight stays on the page is his passenger under both."""
    t = setups.passenger(setups.rider_on(setups.empty(), "knight", "horse"), "page", "knight")

    def alone(table):
        return table.get("knight").riding_on is None and table.get("page").riding_on == "horse"

    seats = {}
    for reading in ("no-one", "takes-control"):
        odds = engine.odds("gurps", t, [LoseAllControl(rider="knight")],
                           rulings={"gurps.mounted-defence.passenger-alone": reading})
        outcomes = odds.distribution.items()
        seats[reading] = {table.get("page").seat for table, _ in outcomes if alone(table)}
        assert {table.get("page").seat for table, _ in outcomes if table.get("knight").riding_on == "horse"} \
            <= {"passenger"}
        seats[reading, "chance"] = sum(p for table, p in outcomes if alone(table))
    assert seats["no-one"] == {"passenger"} and seats["takes-control"] == {"controller"}
    assert seats["no-one", "chance"] == seats["takes-control", "chance"] > 0


def test_a_refusal_on_one_dice_path_of_a_ridden_horse_with_a_passenger_is_that_paths_alone(engine):
    """A horse of DX 9 jumps (gurps.mounted.falling-off) with the knight and, behind him, a page who has no
    Riding, each rider staying on by his own Riding (ruling gurps.mounted-defence.passenger-stay-on
    own-riding). On a DX roll of 9 or less (81 of 216) every rider rolls Riding to stay on: the page cannot, and the
    jump is refused by gurps.mounted.falling-off. On 10 or more the horse falls (result 12 of the
    out-of-control table): then it rolls DX+1, and where that fails the riders roll Riding-2 as it falls, which
    the page cannot either (gurps.mount-out-of-control.table.12). Exact odds give each path its own end, as
    the scripted dice do; the table's settling at the end of an action (a passenger on it) must not make the
    first path's refusal the whole question's."""
    t = setups.passenger(setups.rider_on(setups.empty(), "knight", "horse"), "page", "knight")
    t = setups.change(t, "horse", dx=9)
    jump = MountDifficultManoeuvre(mount="horse", manoeuvre="jump")
    refused = {}
    own = {"gurps.mounted-defence.passenger-stay-on": "own-riding"}
    for outcome, p in engine.odds("gurps", t, [jump], rulings=own).distribution.items():
        if isinstance(outcome, Refused):
            refused[outcome.clause] = refused.get(outcome.clause, 0) + p
    assert refused["gurps.mounted.falling-off"] == Fraction(81, 216)
    assert refused["gurps.mount-out-of-control.table.12"] > 0
    with pytest.raises(RuleViolation) as scripted:
        engine.perform("gurps", t, jump, [10, 14, 10], rulings=own)  # DX 9, DX+1 failed; the knight's Riding-2 made
    assert scripted.value.clause == "gurps.mount-out-of-control.table.12"


def test_a_refusal_after_the_table_is_rolled_again_ends_the_paths_that_meet_it_alone(engine):
    """Total loss of control with a page behind the knight who has no Riding (gurps.mount-out-of-control.roll,
    2d on the table). A 4 makes the knight drop what he holds, then the table is rolled again until it is not 4
    (ruling gurps.mount-out-of-control.reroll "repeat"): after a 4 each other result has its chance over 33/36,
    an 8 5/33. A 12, the mount falls, refuses the action wherever the page, having stayed on, must roll Riding
    to jump clear (ruling gurps.mount-out-of-control.jump-clear-without-riding "refused"): on the paths of a 12
    rolled at once (1/36) and of a 12 rolled again after a 4 (3/36 x 1/33), with the chance the page stays on
    as a 12 given without a roll has (gurps.mount-out-of-control.direct). A refusal kept inside the merge point
    of the roll again had refused every path of the 4, and the seeded dice 4, 8 had no chance in exact odds."""
    t = setups.passenger(setups.rider_on(setups.empty(), "knight", "horse"), "page", "knight")
    t = setups.change(t, "knight", holding=("sword",))
    refuse = {"gurps.mount-out-of-control.jump-clear-without-riding": "refused"}
    odds = engine.odds("gurps", t, [LoseAllControl(rider="knight")], rulings=refuse).distribution

    def refused_by_12(distribution):
        return sum(p for o, p in distribution.items()
                   if isinstance(o, Refused) and o.clause == "gurps.mount-out-of-control.table.12")

    four_then_eight = [(o, p) for o, p in odds.items()
                       if not isinstance(o, Refused) and o.get("horse").table_results == (4, 8)]
    assert len(four_then_eight) == 1 and four_then_eight[0][1] == Fraction(3, 36) * Fraction(5, 33)
    dropped = four_then_eight[0][0].get("knight")
    assert dropped.holding == () and dropped.dropped == ("sword",)
    assert four_then_eight[0][0] == engine.perform("gurps", t, LoseAllControl(rider="knight"), [4, 8], rulings=refuse).state
    falls = engine.odds("gurps", t, [ApplyOutOfControlResult(rider="knight", event="mount falls")],
                        rulings=refuse).distribution
    stays_on = refused_by_12(falls)
    assert 0 < stays_on < 1
    assert refused_by_12(odds) == (Fraction(1, 36) + Fraction(3, 36) * Fraction(1, 33)) * stays_on
    assert odds.total() == 1


def test_the_rows_a_mount_got_are_each_row_once_ascending_however_they_are_given(engine):
    # "the horse got result 5" asks whether a row came; the table holds the rows got, not their history
    given = setups.rider_on(setups.empty(), "knight", "horse").model_dump(mode="json")
    next(c for c in given["characters"] if c["id"] == "horse")["table_results"] = [10, 5, 10]
    t = type(setups.empty()).model_validate(given)
    assert t.get("horse").table_results == (5, 10)
    as_json = t.model_dump(mode="json")
    assert next(c for c in as_json["characters"] if c["id"] == "horse")["table_results"] == [5, 10]
    # the same row again changes nothing there; a new one joins in its place
    again = engine.perform("gurps", t, LoseAllControl(rider="knight"), [5], rulings={}).state
    assert again.get("horse").table_results == (5, 10)
    other = engine.perform("gurps", t, LoseAllControl(rider="knight"), [8], rulings={}).state
    assert other.get("horse").table_results == (5, 8, 10)


def test_a_tables_answers_are_each_key_once_in_the_order_of_the_keys_however_they_came():
    t = setups.empty()
    first = t.answer("result", 5).answer("rushing", "at the enemy").answer("frightened", "lost")
    second = t.answer("frightened", "lost").answer_all({"rushing": "at the enemy", "result": 5})
    assert first == second and first.answers == (("frightened", "lost"), ("result", "5"), ("rushing", "at the enemy"))
    assert first.answer("result", 10).answered("result") == "10"
    given = t.model_dump(mode="json") | {"answers": [["result", "5"], ["dropped", "yes"], ["result", "10"]]}
    assert type(t).model_validate(given).answers == (("dropped", "yes"), ("result", "10"))


@pytest.mark.parametrize("weapon, rulings, asked", [
    # a shot from a still mount at Bow alone: no Riding caps it, so which Riding caps it is not asked
    ("ranged", {"gurps.mounted-weapons.ranged-still-mount": "moving-only"}, False),
    ("ranged", {}, True),
    # a couched lance at Lance alone (the lance-skill ruling's other reading), the same; at the lower of the two, asked
    ("lance", {"gurps.mounted-weapons.lance-skill": "lance-only"}, False),
    ("lance", {}, True),
    ("melee", {}, True),
])
def test_the_riding_cap_ruling_is_asked_only_where_riding_caps_the_skill(engine, weapon, rulings, asked):
    """The ruling was asked of every attack from the saddle: the rulings side by side listed it as deciding shots
    and lance strikes whose skill no Riding capped."""
    t = setups.rider_on(setups.empty(), "knight", "horse")
    for skill in ("Bow", "Lance", "Broadsword"):
        t = setups.set_value(t, "knight", skill, 14)
    done = engine.perform("gurps", t, AttackFromTheSaddle(rider="knight", weapon=weapon), [10], rulings=rulings,
                          where="test")
    assert ("gurps.mounted-weapons.riding-cap" in done.rulings) is asked, done.rulings


def test_the_trace_says_the_mover_is_at_his_starting_velocity_when_his_next_turn_begins(engine):
    """gurps.high-speed.starting-velocity, "你在下一轮开始的时候，获得...的速度": when the horse's next turn (the knight's)
    begins, the trace says it is now at the 16 it chose and at high speed, citing the clause, not that an effect lapsed."""
    t = setups.rider_on(setups.empty(), "knight", "horse")
    t = setups.condition(t, "horse", "has Enhanced Move")
    entered = engine.perform("gurps", t, EnterHighSpeed(who="horse", yards=8, velocity=16), [], rulings={}, where="test")
    done = engine.perform("gurps", entered.state, PassSeconds(seconds=1, turn_of="knight"), [], rulings={}, where="test")
    said = [e.message for e in done.events if e.clause == "gurps.high-speed.starting-velocity"]
    assert said == ["second 2, knight's turn: horse's next turn begins, and horse is now at the starting velocity "
                    "chosen at the end of the turn before, 16 yards per second: above Basic Move 8, at high speed"], said
    assert done.state.get("horse").velocity == 16 and done.state.get("horse").high_speed


@pytest.mark.parametrize("seconds", [1, 3])
def test_a_second_passing_copies_only_the_characters_whose_yards_change(engine, seconds):
    """gurps.high-speed.velocity and gurps.mounted-weapons.lance.damage: as a second passes, a turn's yards start at none
    and those of the turn before are kept (none known over several seconds). A character already so is kept as he is,
    the same value, not a copy to hash and compare again (a fight until it is settled passes thousands of seconds)."""
    t = setups.rider_on(setups.empty(), "knight", "horse")
    moved = engine.perform("gurps", t, PassSeconds(seconds=seconds), [], rulings={}, where="test").state
    knight, horse = t.get("knight"), t.get("horse")
    assert (knight.moved, knight.yards_moved, knight.yards_last_turn) == (0, 0, None)
    assert moved.get("horse").yards_last_turn == (0 if seconds == 1 else None)
    assert (moved.get("knight") is knight) is (seconds > 1)  # over one second his yards last turn become 0: a copy
    again = engine.perform("gurps", moved, PassSeconds(seconds=seconds), [], rulings={}, where="test").state
    assert again.characters == moved.characters and all(a is b for a, b in zip(again.characters, moved.characters))
    assert again.second == moved.second + seconds
    runs = t.put(horse.evolve(moved=Fraction(21, 2), yards_moved=Fraction(15, 2)))  # moved this turn
    after = engine.perform("gurps", runs, PassSeconds(seconds=seconds), [], rulings={}, where="test").state.get("horse")
    assert (after.moved, after.yards_moved, after.yards_last_turn) == (0, 0, Fraction(15, 2) if seconds == 1 else None)


def test_same_but_is_equality_after_the_named_fields_are_copied_over():
    """``Frozen.same_but``: what the fight until it is settled asks of each second, whether the clock changed the table
    beyond its own fields, answered as the copy-and-compare it replaces would answer it."""
    t = setups.rider_on(setups.empty(), "knight", "horse")
    own = frozenset({"second", "turn_of", "answers"})
    later = [t.evolve(second=4, answers=(("result", "10"),)), t.evolve(turn_of="knight"),
             t.put(t.get("horse").evolve(frightened=True)), t.evolve(second=2, lasting=t.lasting), t, t.evolve()]
    for other in later:
        expected = other.evolve(second=t.second, turn_of=t.turn_of, answers=t.answers) == t
        assert other.same_but(t, own) is expected and t.same_but(other, own) is expected
    assert [other.same_but(t, own) for other in later] == [True, True, False, True, True, True]
    assert not later[0].same_but(t, frozenset({"turn_of"}))


def test_a_lasting_effect_is_made_once_and_lapses_to_the_value_of_its_own_type():
    """``oracle.core.clock.lasting``: a rule records the same effect on every dice path (a hard brake's change of
    velocity, whatever its roll), so it is made once and given again; yet ``False`` and ``0`` are equal keys, and an
    effect that lapses to one must lapse to that one, not to an equal value of another type kept first."""
    first = lasting("runner", "velocity_changed", "gurps.high-speed.velocity", 3, False)
    assert lasting("runner", "velocity_changed", "gurps.high-speed.velocity", 3, False) is first
    zero = lasting("runner", "velocity_changed", "gurps.high-speed.velocity", 3, 0)
    assert type(first.lapsed) is bool and type(zero.lapsed) is int and zero is not first
    t = setups.velocity(setups.person(setups.empty(), "runner", basic_move=5), "runner", 14)
    assert t.lasts("runner", "velocity_changed", "gurps.high-speed.velocity", 2, False).lasting == \
        t.evolve(lasting=t.lasting_with("runner", "velocity_changed", "gurps.high-speed.velocity", 2, False)).lasting


@pytest.mark.parametrize("by", [3, 6, 10])
def test_a_slowing_records_its_change_of_velocity_in_the_same_copy_of_the_table(engine, by):
    """gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它": a deceleration or a hard brake records that the
    runner has changed his velocity this turn, the lasting effect with the slowing's answers in one copy of the
    table; each outcome holds the effect once, and the second change in the turn is refused."""
    t = setups.velocity(setups.person(setups.empty(), "runner", basic_move=5), "runner", 14)
    action = Decelerate(who="runner", by=by) if by <= 5 else HardBrake(who="runner", by=by)
    for table in engine.odds("gurps", t, [action], rulings={}).distribution:
        runner = table.get("runner")
        changed = [x for x in table.lasting if x.who == "runner" and x.effect == "velocity_changed"]
        if runner.velocity < 14 and not runner.out_of_control:
            assert runner.velocity_changed and len(changed) == 1 and changed[0].lapsed is False
            assert table.answered("velocity") == str(runner.velocity)
            with pytest.raises(RuleViolation, match="changed his velocity this turn already"):
                engine.perform("gurps", table, Decelerate(who="runner", by=1), [], rulings={}, where="test")


@pytest.mark.parametrize("dice, seconds, last", [
    ([17, 5, 17, 5, 3], 3, {"frightened": "no"}),
    ([17, 5, 17, 6, 9, 9, 9], 5, {"frightened": "no"}),
    ([17, 5, 17, 10, 17, 2], 3, {"frightened": "lost", "result": "2"}),
])
def test_a_fight_until_it_is_settled_answers_what_its_last_second_answered(engine, dice, seconds, last):
    """gurps.mounted.frightened.regain, "骑手必须每秒选择准备行动并进行骑术检定": each second is a Riding roll of its own,
    and the table answers what the last second said, as after a fight for as many seconds, whether or not the clock
    counted the seconds between: a mount that charged (row 5) or bolted (row 10) and was fought again (ruling
    gurps.mount-out-of-control.control-after-row "regain-as-frightened") is no longer answered as rushing once it
    obeys (3: a critical success; 9, 9, 9: three successes in a row) or throws its rider (17, then row 2)."""
    t = setups.change(setups.rider_on(setups.empty(), "knight", "horse", riding=12), "horse", frightened=True)
    fought_again = {"gurps.mount-out-of-control.control-after-row": "regain-as-frightened"}
    settled = engine.perform("gurps", t, RegainControl(rider="knight", seconds=None), dice, rulings=fought_again,
                             where="test").state
    counted = engine.perform("gurps", t, RegainControl(rider="knight", seconds=seconds), dice, rulings=fought_again,
                             where="test").state
    assert dict(settled.answers) == dict(counted.answers)
    assert last.items() <= dict(settled.answers).items() and "rushing" not in dict(settled.answers)
