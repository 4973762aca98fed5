"""Properties that hold for every table: scripted and exact modes agree, odds are probabilities."""

from fractions import Fraction

from hypothesis import assume, given, settings, strategies as st

from oracle.core.errors import DiceError, RuleViolation
from oracle.core.resolve import resolve_exact, resolve_scripted
from oracle.core.rulings import Rulings
from oracle.engine.ruleset import ruleset
from oracle.lotow import setups
from oracle.lotow.mounted_terrain import CrossObstacle

LOTOW = ruleset("lotow")
inches = st.integers(min_value=0, max_value=20).map(lambda q: q / 4)   # 0" to 5" in quarter inches


def table(kind, height, width, gap, passenger):
    t = setups.rider_on(setups.empty(), "rider", kind)
    if passenger:
        t = setups.with_passenger(t, kind, "passenger")
    return setups.add_obstacle(t, "wall", "gap" if gap else "barrier", 0.0 if gap else height, width)


obstacles = st.tuples(st.sampled_from(["horse", "mule"]), inches, inches, st.booleans(), st.booleans())
readings = st.fixed_dictionaries({
    "lotow.mounted.obstacles.small-threshold": st.sampled_from(["printed", "half-inch"]),
    "lotow.mounted.jump.natural-one-scope": st.sampled_from(["hard-jumps", "every-jump"]),
    "lotow.mounted.passengers.rider-thrown": st.sampled_from(["passenger-thrown", "passenger-stays"]),
})


def cross(ctx, t):
    return LOTOW.apply(ctx, t, CrossObstacle(mount=t.mounts[0].id, obstacle="wall"))


@settings(max_examples=150, deadline=None)
@given(obstacles, readings, st.lists(st.integers(min_value=1, max_value=6), max_size=3))
def test_any_scripted_crossing_is_an_outcome_exact_mode_gives_a_chance(spec, chosen, dice):
    t = table(*spec)
    try:
        exact = resolve_exact(lambda ctx: cross(ctx, t), rulings=Rulings(chosen)).distribution
    except RuleViolation as refused:
        # a refusal does not depend on the dice
        try:
            resolve_scripted(lambda ctx: cross(ctx, t), dice, rulings=Rulings(chosen))
        except RuleViolation as again:
            assert again.clause == refused.clause
        except DiceError:
            raise AssertionError("a refused crossing asked for dice")
        return
    assert exact.total() == 1
    try:
        result = resolve_scripted(lambda ctx: cross(ctx, t), dice, rulings=Rulings(chosen)).result
    except DiceError:
        assume(False)
    assert exact[result] > 0


@settings(max_examples=60, deadline=None)
@given(inches, inches, st.booleans(), st.sampled_from(["height-only", "thickness-counts"]))
def test_a_hard_jump_is_never_easier_than_an_ordinary_one(height, width, gap, thickness):
    """The -1 only ever adds refusals: over any barrier or gap a horse may jump, refusal is 1/6 or 1/3, and
    1/3 (or it is not jumped at all) over a barrier higher than 1" or a gap wider than 2"; a barrier thicker
    than 2" too where its thickness counts (ruling lotow.mounted.obstacles.barrier-thickness)."""
    t = table("horse", height, width, gap, False)
    chosen = Rulings({"lotow.mounted.obstacles.barrier-thickness": thickness})
    try:
        dist = resolve_exact(lambda ctx: cross(ctx, t), rulings=chosen).distribution
    except RuleViolation:
        return
    refused = dist.probability(lambda s: "wall" in s.mount("horse").refused)
    assert refused in (Fraction(0), Fraction(1, 6), Fraction(1, 3))
    hard = width > 2 if gap else (height > 1 or (thickness == "thickness-counts" and width > 2))
    if hard:
        assert refused in (Fraction(0), Fraction(1, 3))
    elif refused:
        assert refused == Fraction(1, 6)
