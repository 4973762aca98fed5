"""Half a move to drop or to stand, and the 2" crawl, over many distances."""

from hypothesis import given, settings, strategies as st

from oracle.core.errors import RuleViolation
from oracle.core.run import Run, running
from oracle.engine.reference import ReferenceEngine
from oracle.lotow import foot_setups as fs
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


def _said(events, clause):
    return [e.message for e in events if e.clause == clause]


def test_dropping_and_standing_say_the_cost_as_the_number_the_run_gives_it(act):
    """"затрачивается половина движения" (lotow.prone.going-prone) and "требуется затратить половину движения"
    (lotow.prone.standing-up), value share 0.5: the trace says the cost as that share and the inches it makes of
    his 6" Move, so that a run whose variant sets another share (1/4 here: 1.5") says that one, never "half"."""
    table = add_fighter(empty(), "rifleman")
    down, events = act(table, GoProne(fighter="rifleman"))
    assert any('1/2 of his 6" Move, 3"' in m for m in _said(events, "lotow.prone.going-prone")), events
    variant = {"lotow.prone.going-prone": {"share": 0.25}, "lotow.prone.standing-up": {"share": 0.25}}
    with running(Run.with_variant(variant)):
        _, events = act(table, GoProne(fighter="rifleman"))
        said = _said(events, "lotow.prone.going-prone")
        assert said and all("half" not in m for m in said) and any('1/4 of his 6" Move, 1.5"' in m for m in said), said
        prone = fs.lies_prone(table, "rifleman", behind_cover=False)
        _, events = act(prone, StandUp(fighter="rifleman"))
        said = _said(events, "lotow.prone.standing-up")
        assert said and all("half" not in m for m in said) and any('1/4 of his 6" Move, 1.5"' in m for m in said), said


def test_read_as_half_of_what_is_left_standing_up_says_the_inches_of_what_is_left(act):
    """Ruling lotow.prone.half-move-basis=half-of-remaining: with 4" of his 6" left the rifleman stands up for
    half of those 4", 2", and the trace says so."""
    prone = fs.lies_prone(add_fighter(empty(), "rifleman"), "rifleman", behind_cover=False)
    prone = prone.with_fighter(prone.fighter("rifleman").evolve(move_used=1 / 3))
    _, events = act(prone, StandUp(fighter="rifleman"), **{"lotow.prone.half-move-basis": "half-of-remaining"})
    said = _said(events, "lotow.prone.standing-up")
    assert any('1/2 of the 4" he has left, 2"' in m for m in said), said
