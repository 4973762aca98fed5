"""Half a move to drop or to stand, and the 2" crawl, over many distances."""

from hypothesis import given, settings, strategies as st

from oracle.core.errors import RuleViolation
from oracle.engine.reference import ReferenceEngine
from oracle.lotow.mounted_fighters import Move
from oracle.lotow.prone import Crawl, GoProne, StandUp
from oracle.lotow.setups import add_fighter, empty

from .conftest import rifleman_prone

ENGINE = ReferenceEngine()


def perform(table, action, **rulings):
    return ENGINE.perform("lotow", table, action, [], rulings=rulings).state


@settings(max_examples=80, deadline=None)
@given(move=st.sampled_from([4.0, 5.0, 6.0, 8.0]), walked=st.floats(min_value=0.0, max_value=8.0))
def test_a_fighter_may_drop_prone_only_with_half_his_move_left(move, walked):
    walked = min(walked, move)
    table = add_fighter(empty(), "rifleman", move=move)
    if walked:
        table = perform(table, Move(fighter="rifleman", distance=walked))
    try:
        after = perform(table, GoProne(fighter="rifleman"))
    except RuleViolation as refused:
        assert refused.clause == "lotow.prone.going-prone" and walked > move / 2 - 1e-9
    else:
        assert walked <= move / 2 + 1e-9
        f = after.fighter("rifleman")
        assert f.posture == "prone" and f.stopped_by == "lotow.prone.going-prone"


@settings(max_examples=80, deadline=None)
@given(distance=st.floats(min_value=0.01, max_value=4.0))
def test_a_prone_fighter_crawls_at_most_2_inches(distance):
    try:
        after = perform(rifleman_prone(), Crawl(fighter="rifleman", distance=distance))
    except RuleViolation as refused:
        assert refused.clause == "lotow.prone.crawl" and distance > 2.0
    else:
        assert distance <= 2.0 + 1e-9 and after.fighter("rifleman").posture == "prone"


@settings(max_examples=40, deadline=None)
@given(move=st.sampled_from([4.0, 6.0, 7.0]))
def test_standing_up_leaves_exactly_half_the_move(move):
    table = rifleman_prone()
    table = table.with_fighter(table.fighter("rifleman").evolve(move=move))
    f = perform(table, StandUp(fighter="rifleman")).fighter("rifleman")
    assert f.posture == "standing" and abs((1 - f.move_used) * f.move - move / 2) < 1e-9
