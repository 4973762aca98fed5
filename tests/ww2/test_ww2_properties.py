"""WWII properties over many seeded games: every hit ends somewhere, nothing is created or moved."""

from hypothesis import given, settings, strategies as st

from oracle.core.resolve import resolve_seeded
from oracle.engine.ruleset import ruleset
from oracle.ww2 import setups
from oracle.ww2.cavalry_wounds import ShootCavalry
from oracle.ww2.infantry_wounds import ShootInfantry, Volley
from oracle.ww2.motorcycle_wounds import ShootMotorcycles
from oracle.ww2.state import Ww2Table

RS = ruleset("ww2")


def play(table, action, seed):
    return resolve_seeded(lambda ctx: RS.apply(ctx, table, action), seed).result


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 5), st.integers(0, 20), st.integers(0, 10_000), st.booleans())
def test_every_cavalry_hit_is_a_wound_or_burns(models, hits, seed, veteran):
    """Without saves each allocated hit wounds the rider or the mount, or is lost; none moves."""
    table = setups.cavalry(Ww2Table(), "c", models, veteran=veteran)
    after = play(table, ShootCavalry(unit="c", hits=hits, range=60), seed).unit("c")
    assert sum(m.allocated for m in after.cavalry) == hits
    for m in after.cavalry:
        assert m.rider_wounds + m.mount_wounds + m.lost_hits == m.allocated
        assert m.allocated <= 3 * ((hits + 3 * models - 1) // (3 * models))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(0, 16), st.integers(0, 10_000), st.booleans())
def test_every_motorcycle_hit_is_a_death_a_pending_hit_or_lost(bikes, hits, seed, ap):
    table = setups.motorcycles(Ww2Table(), "m", bikes)
    after = play(table, ShootMotorcycles(unit="m", hits=hits, range=60, armour_piercing=ap), seed).unit("m")
    dead = sum(1 for s in after.soldiers if not s.alive)
    accounted = dead + sum(b.lost_hits + b.armour_piercing_hits for b in after.bikes) + after.lost_wounds
    assert accounted == hits
    if not ap:
        assert all(b.armour_piercing_hits == 0 for b in after.bikes)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 8), st.integers(0, 8), st.integers(0, 20))
def test_infantry_casualties_never_exceed_the_soldiers_seen(n, seen, hits):
    seen = min(seen, n)
    table = setups.infantry(Ww2Table(), "s", n, seen)
    after = play(table, ShootInfantry(unit="s", volleys=(Volley(hits=hits, range=60),)), 0).unit("s")
    dead = [s for s in after.soldiers if not s.alive]
    assert len(dead) == min(hits, seen)
    assert all(s.seen for s in dead)
    assert after.lost_wounds == hits - len(dead)
