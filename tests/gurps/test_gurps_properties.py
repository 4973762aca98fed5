"""Properties of the GURPS engine over many inputs: the formulas of the text hold for
every velocity and Basic Move, seeded play never breaks, exact distributions sum to one."""

from fractions import Fraction

from hypothesis import given, settings, strategies as st

from oracle.core.resolve import resolve_seeded
from oracle.engine import connect
from oracle.engine.reference import ReferenceEngine
from oracle.gurps import RULESET, setups
from oracle.gurps.high_speed import EarlyTurn, HardBrake, WorkOutTurningRadius
from oracle.gurps.mounted import RegainControl
from oracle.gurps.mount_out_of_control import LoseAllControl

ENGINE = ReferenceEngine()


def runner(bm, v, dx=10):
    return setups.velocity(setups.person(setups.empty(), "runner", basic_move=bm, dx=dx), "runner", v)


def modifiers(done):
    return [dict(e.data)["modifier"] for e in done.events if "modifier" in dict(e.data)]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=12), st.integers(min_value=1, max_value=60))
def test_turning_radius_is_velocity_over_basic_move_rounded_down(bm, extra):
    v = bm + extra
    done = ENGINE.perform("gurps", runner(bm, v), WorkOutTurningRadius(who="runner"), [], rulings={}, where="property")
    assert done.state.answered("radius") == str(v // bm)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=12), st.integers(min_value=1, max_value=60))
def test_early_turn_penalty_counts_full_basic_moves_over_basic_move(bm, extra):
    v = bm + extra
    done = ENGINE.perform("gurps", runner(bm, v), EarlyTurn(who="runner"), [3], rulings={}, where="property")
    assert modifiers(done) == [-((v - bm) // bm)]


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=12), st.data())
def test_hard_brake_penalty_is_one_per_full_two_yards_over_basic_move(bm, data):
    by = data.draw(st.integers(min_value=bm + 1, max_value=2 * bm))
    done = ENGINE.perform("gurps", runner(bm, 3 * bm + 1), HardBrake(who="runner", by=by), [3], rulings={}, where="property")
    assert modifiers(done) == [-((by - bm) // 2)]


def test_seeded_losses_of_control_always_end_on_a_row_other_than_4():
    t = setups.rider_on(setups.empty(), "knight", "horse")
    t = setups.set_value(t, "knight", "Animal Handling", 11)
    for seed in range(60):
        res = resolve_seeded(lambda ctx: RULESET.apply(ctx, t, LoseAllControl(rider="knight")), seed)
        results = res.result.get("horse").table_results
        # the rows got, each once: the row the 2d ended on (never 4), and 4 where a 4 came before it
        assert len([r for r in results if r != 4]) == 1 and results == tuple(sorted(set(results)))


def test_exact_distributions_sum_to_one():
    eng = connect("reference")
    t = setups.rider_on(setups.empty(), "knight", "horse")
    frightened = setups.condition(t, "horse", "is frightened")
    for state, action in ((t, LoseAllControl(rider="knight")), (frightened, RegainControl(rider="knight", seconds=2))):
        assert eng.odds("gurps", state, [action], rulings={}).distribution.total() == Fraction(1)
