"""Exact odds of spotting rolls, against counts made without the engine."""

from fractions import Fraction
from itertools import product

from oracle.bdd.world import load_setup
from oracle.core.resolve import Distribution
from oracle.lotow.spotting import SpottingRoll

VIEWERS = ("deputy", "sheriff", "marshal")


def hand_count(at_least: int) -> Fraction:
    """Count the 6^3 faces of three D6 where at least ``at_least`` show 4, 5 or 6."""
    hits = sum(1 for faces in product(range(1, 7), repeat=3) if sum(f >= 4 for f in faces) >= at_least)
    return Fraction(hits, 6 ** 3)


def test_three_spotting_rolls_match_the_hand_count(engine):
    _, table = load_setup("lotow/rifleman-in-the-rocks")
    odds = engine.odds("lotow", table, [SpottingRoll(viewer=v, target="rifleman") for v in VIEWERS], rulings={})
    dist: Distribution = odds.distribution
    seen = dist.map(lambda t: sum(1 for s in t.sightings if s.seen))
    assert seen.probability(lambda n: n >= 1) == hand_count(1) == Fraction(7, 8)
    assert seen.probability(lambda n: n >= 2) == hand_count(2) == Fraction(1, 2)
    assert seen[3] == Fraction(1, 8)
    assert dist.total() == 1
    assert {"lotow.spotting.roll.1-3", "lotow.spotting.roll.4-6"} <= {e.clause for e in odds.events}


def test_scripted_rolls_agree_with_the_table_row_by_row(act):
    _, table = load_setup("lotow/rifleman-in-the-rocks")
    for face in range(1, 7):
        after, events = act(table, SpottingRoll(viewer="deputy", target="rifleman"), dice=[face])
        s = after.sightings[-1]
        assert s.seen is (face >= 4)
        assert s.clause == ("lotow.spotting.roll.4-6" if face >= 4 else "lotow.spotting.roll.1-3")
