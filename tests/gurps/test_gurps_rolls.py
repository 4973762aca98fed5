"""The success roll (a base rule outside the excerpt) and the dice-total events."""

from fractions import Fraction
from itertools import product

import icepool  # a test dependency: the totals are checked against it, never skipped
import pytest
from hypothesis import given, strategies as st

from oracle.gurps.rolls import dice_total, judge


def test_3d6_totals_match_a_brute_force_count():
    counts = {}
    for faces in product(range(1, 7), repeat=3):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
    event = dice_total(3, None, "3d6")
    assert dict(event.outcomes) == {t: Fraction(c, 216) for t, c in counts.items()}


@pytest.mark.parametrize("n", [1, 4, 9, 12, 40])
def test_the_totals_of_many_dice_are_icepools(n):
    """A lance's dice grow with the mount's ST and the yards charged (gurps.mounted-weapons.lance.damage):
    the totals of 12d are counted as exactly as those of 3d (listing every face took hours)."""
    theirs = n @ icepool.d6
    assert dict(dice_total(n, None, f"{n}d").outcomes) == {t: Fraction(q, theirs.denominator())
                                                           for t, q in theirs.items()}


def test_2d_totals_sum_to_one_and_peak_at_7():
    event = dice_total(2, None, "2d")
    assert sum(p for _, p in event.outcomes) == 1
    assert max(event.outcomes, key=lambda tp: tp[1])[0] == 7


@given(st.integers(min_value=3, max_value=18), st.integers(min_value=1, max_value=30))
def test_success_is_at_most_the_skill_with_the_automatic_results(total, skill):
    r = judge(total, skill)
    if total <= 4:
        assert r.success
    elif total >= 17:
        assert not r.success
    else:
        assert r.success == (total <= skill)


@given(st.integers(min_value=3, max_value=18), st.integers(min_value=1, max_value=30))
def test_criticals_follow_the_basic_set_thresholds(total, skill):
    r = judge(total, skill)
    crit_success = total <= 4 or (total == 5 and skill >= 15) or (total == 6 and skill >= 16)
    crit_failure = total == 18 or (total == 17 and skill <= 15) or total >= skill + 10
    if r.success:
        assert r.critical == crit_success
    else:
        assert r.critical == crit_failure
    assert r.margin == skill - total
