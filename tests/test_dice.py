"""Dice: scripted mode is strict, seeded mode is reproducible, exact mode gives fractions."""

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from oracle.core.dice import ChanceEvent, ScriptedDice, SeededDice, die
from oracle.core.errors import DiceError
from oracle.core.resolve import resolve_exact, resolve_scripted, resolve_seeded


def two_dice(ctx):
    return ctx.roll(die(6)) + ctx.roll(die(6))


def test_scripted_dice_are_served_in_order():
    assert resolve_scripted(two_dice, [3, 4]).result == 7


def test_too_few_scripted_dice_names_where_they_came_from():
    with pytest.raises(DiceError, match=r"step 12: .*roll 2, a D6.*only 1 result"):
        resolve_scripted(two_dice, [3], where="step 12")


def test_unused_scripted_dice_are_an_error():
    with pytest.raises(DiceError, match=r"1 scripted result\(s\) left unused \(5\)"):
        resolve_scripted(two_dice, [3, 4, 5])


def test_a_face_the_die_cannot_show_is_an_error():
    with pytest.raises(DiceError, match="scripted result 7 .* is not a face"):
        resolve_scripted(two_dice, [7, 1])


def test_exact_two_dice():
    dist = resolve_exact(two_dice).distribution
    assert dist[7] == Fraction(1, 6)
    assert dist[2] == Fraction(1, 36)
    assert dist.total() == 1


def test_seeded_dice_are_reproducible_and_fair_enough():
    a = [resolve_seeded(two_dice, seed=s).result for s in range(200)]
    b = [resolve_seeded(two_dice, seed=s).result for s in range(200)]
    assert a == b
    counts = Counter(SeededDice(1).choose(die(6)) for _ in range(1))
    assert set(counts) <= set(range(1, 7))


def test_a_chance_event_must_sum_to_one():
    with pytest.raises(ValueError):
        ChanceEvent("bad", ((1, Fraction(1, 2)), (2, Fraction(1, 3))))


@given(st.lists(st.integers(min_value=1, max_value=6), min_size=2, max_size=2))
def test_scripted_results_are_one_of_the_exact_outcomes(script):
    result = resolve_scripted(two_dice, script).result
    assert resolve_exact(two_dice).distribution[result] > 0


def test_exact_mode_merges_equal_states_in_repeated_steps():
    """Ten D6 tests in a row: 6**10 paths, but the state is only 'how many passed'."""
    calls = Counter()

    def test_once(ctx, passed):
        calls["n"] += 1
        return passed + (1 if ctx.roll(die(6)) >= 4 else 0)

    dist = resolve_exact(lambda ctx: ctx.repeat(test_once, 0, 10)).distribution
    assert dist[10] == Fraction(1, 1024)
    assert dist[5] == Fraction(252, 1024)
    assert calls["n"] < 6 * 11 * 10  # one enumeration per distinct input state, not per path


def test_scripted_dice_port_reports_use():
    port = ScriptedDice([2], where="x")
    port.choose(die(6))
    port.finish()
