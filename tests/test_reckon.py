"""Rule code that only reads, reckoned once a run (``Context.reckon``): shared by the questions whose readings agree
with the ones it consulted, worked out again under any other, the consulted readings recorded as running it records
them, and a die or an event inside it refused as an error of the engine."""

import traceback

import pytest

from oracle.bdd.world import load_setup
from oracle.core.dice import die
from oracle.core.errors import OracleError, RuleViolation
from oracle.core.resolve import resolve_exact, resolve_scripted
from oracle.core.rulings import Rulings
from oracle.core.run import Run, running
from oracle.engine.reference import ReferenceEngine
from oracle.mordheim import charging, setups
from oracle.mordheim.charging import Charge
from oracle.mordheim.route import Step

ASKED = "mordheim.charging.intercept-move"  # as-a-charge (default), within-reach, placed-into-contact
ALSO = "mordheim.charging.shortest-route"  # shortest-path-around-blocking (default), straight-line
NOT_ASKED = "mordheim.jumping-down.test-sequence"  # stop-at-first-failure (default), roll-all
CLAUSE = "mordheim.charging.intercepting.eligible"


def test_an_answer_is_shared_by_readings_it_never_asked_and_worked_out_again_under_one_it_asked():
    calls = []

    def way(ctx, n):
        calls.append(n)
        return ctx.ruling(ASKED), n * 2

    with running(Run()):
        first = resolve_scripted(lambda ctx: ctx.reckon(way, 3), [])
        other = resolve_scripted(lambda ctx: ctx.reckon(way, 3), [], rulings=Rulings({NOT_ASKED: "roll-all"}))
        changed = resolve_scripted(lambda ctx: ctx.reckon(way, 3), [], rulings=Rulings({ASKED: "within-reach"}))
        again = resolve_scripted(lambda ctx: ctx.reckon(way, 3), [], rulings=Rulings({ASKED: "within-reach"}))
        elsewhere = resolve_scripted(lambda ctx: ctx.reckon(way, 4), [])
    assert calls == [3, 3, 4]
    assert first.result == other.result == ("as-a-charge", 6)
    assert changed.result == again.result == ("within-reach", 6)
    assert elsewhere.result == ("as-a-charge", 8)
    assert other.rulings == {ASKED: "as-a-charge"}  # asked again when given again: the question records it


def test_the_readings_consulted_are_recorded_in_the_order_running_the_code_records_them():
    def way(ctx):
        return ctx.ruling(ASKED), ctx.ruling(ALSO)

    def question(reckoned):
        def fn(ctx):
            ctx.ruling(ALSO)  # asked before the reckoned code asks it again
            return ctx.reckon(way) if reckoned else way(ctx)
        return fn

    with running(Run()):
        direct = resolve_scripted(question(False), [])
        made = resolve_scripted(question(True), [])
        given = resolve_scripted(question(True), [])
    assert list(direct.rulings) == list(made.rulings) == list(given.rulings) == [ALSO, ASKED]
    assert direct.result == made.result == given.result


def test_a_refusal_is_kept_and_raised_anew_with_the_readings_it_consulted():
    calls = []

    def way(ctx):
        calls.append(1)
        raise RuleViolation(CLAUSE, f"cannot intercept under {ctx.ruling(ASKED)}")

    raised = []
    with running(Run()):
        for _ in range(2):
            rulings = Rulings()
            with pytest.raises(RuleViolation) as info:
                resolve_scripted(lambda ctx: ctx.reckon(way), [], rulings=rulings)
            raised.append(info.value)
            assert rulings.consulted == {ASKED: "as-a-charge"}
    assert calls == [1]
    assert raised[0] is not raised[1]
    assert [(r.clause, r.reason) for r in raised] == [(CLAUSE, "cannot intercept under as-a-charge")] * 2


def test_a_refusal_raised_by_reckon_is_not_held_by_the_frames_of_its_own_traceback():
    """A frame its traceback holds that held the refusal in a variable was a cycle: the refusal, its frames and every
    caller's frame above them (the scenario, the feature, the runner) waited for the cyclic collector."""

    def way(ctx):
        raise RuleViolation(CLAUSE, "cannot intercept")

    with running(Run()):
        for _ in range(2):  # worked out, then given again
            with pytest.raises(RuleViolation) as info:
                resolve_scripted(lambda ctx: ctx.reckon(way), [])
            refusal = info.value
            frames = [frame for frame, _ in traceback.walk_tb(refusal.__traceback__)][1:]  # this test's own left out
            assert any(frame.f_code.co_name == "reckon" for frame in frames)
            assert not [frame.f_code.co_name for frame in frames
                        if any(value is refusal for value in frame.f_locals.values())]


def test_a_reckoned_code_that_rolls_or_says_something_is_an_error_of_the_engine_naming_it():
    def rolls(ctx):
        return ctx.roll(die(6, CLAUSE))

    def says(ctx):
        ctx.emit(CLAUSE, "the goblin moves")
        return 1

    with running(Run()):
        with pytest.raises(OracleError, match=r"test_reckon\..*rolls is reckoned .* but rolled"):
            resolve_scripted(lambda ctx: ctx.reckon(rolls), [4])
        with pytest.raises(OracleError, match=r"rolls is reckoned .* but rolled"):
            resolve_exact(lambda ctx: ctx.reckon(rolls))
        with pytest.raises(OracleError, match=r"says is reckoned .* recorded 1 event"):
            resolve_scripted(lambda ctx: ctx.reckon(says), [])
        assert resolve_scripted(lambda ctx: says(ctx), []).result == 1  # the same code run directly is fine


def _intercepted_charge(rulings):
    """The hero's charge made through the door, the goblin (Movement 15") intercepting it round the building, the
    beast hiding in the door found by the hero's move (tests/mordheim/test_mordheim_engine.py says why)."""
    table = setups.change_warrior(load_setup("mordheim/door-with-a-hidden-beast")[1], "goblin", movement=15)
    action = Charge(charger="hero", target="ork", route=(Step(by=(0.5, 0)), Step(jump_down=True)),
                    interceptors=("goblin",))
    return ReferenceEngine().perform("mordheim", table, action, [3], rulings={
        "mordheim.movement.through-models": "goes-round", "mordheim.charging.hidden-in-the-way": "passed-over",
        **rulings})


def test_the_way_an_interceptor_takes_is_worked_out_once_for_a_reading_it_does_not_ask(monkeypatch):
    calls = []
    way = charging._interception_way

    def counted(ctx, table, cid, iid):
        calls.append(iid)
        return way(ctx, table, cid, iid)

    monkeypatch.setattr(charging, "_interception_way", counted)
    with running(Run()):
        first = _intercepted_charge({})
        made = len(calls)
        other = _intercepted_charge({NOT_ASKED: "roll-all"})
        shared = len(calls)
        with pytest.raises(RuleViolation) as within:  # 25.18" round the building, 2" under "within-reach"
            _intercepted_charge({ASKED: "within-reach"})
    with running(Run()):
        alone = _intercepted_charge({NOT_ASKED: "roll-all"})  # nothing kept: worked out in full
    assert made >= 1 and shared == made and len(calls) > shared
    assert within.value.clause == CLAUSE
    assert NOT_ASKED in other.rulings and ASKED in other.rulings
    assert (other.state, other.events, other.rulings) == (alone.state, alone.events, alone.rulings)
    assert other.state.warrior("goblin").used > 22 and first.state == other.state
