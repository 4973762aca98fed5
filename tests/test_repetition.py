"""Open-ended repetition ("until it resolves") answered exactly, by solving the absorbing chain.

Checked against an independent computation: icepool's absorbing ``map(..., repeat='inf')``
over a model of the rule written here from the text, not from the engine.
"""

import gc
from fractions import Fraction as F

import icepool  # a test dependency: the answers are checked against it, never skipped
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.clarify.ask import ask
from oracle.core.resolve import CHAIN_LIMIT, RepetitionError, absorption, forget_transpositions
from oracle.core.run import Run, running
from oracle.engine.reference import ReferenceEngine
from oracle.gurps import setups
from oracle.gurps.mounted import RegainControl


ENGINE = ReferenceEngine()
OBEYS, LOST = (99, 99), (-1, -1)


def icepool_regain(skill: int, consecutive: bool) -> dict:
    """受惊的坐骑 from the text: each second a Riding roll (3d6 against skill); a critical success or three
    successes in a row, it obeys; a critical failure or three failures in a row, control is lost.  Critical
    success: 3-4, 5 at skill 15+, 6 at 16+; critical failure: 18, 17 at skill 15 or less, skill + 10 or more."""

    def step(state, roll):
        if state in (OBEYS, LOST):
            return state
        s, f = state
        success = roll <= 4 or (roll <= 16 and roll <= skill)
        if success and (roll <= 4 or (roll <= 5 and skill >= 15) or (roll <= 6 and skill >= 16)):
            return OBEYS
        if not success and (roll == 18 or (roll == 17 and skill <= 15) or roll >= skill + 10):
            return LOST
        if success:
            return OBEYS if s + 1 >= 3 else (s + 1, 0 if consecutive else f)
        return LOST if f + 1 >= 3 else (0 if consecutive else s, f + 1)

    die = icepool.map(step, (0, 0), 3 @ icepool.d6, repeat="inf")
    fight = {o: F(q, die.denominator()) for o, q in zip(die.outcomes(), die.quantities())}
    # total loss: 2d on the out-of-control table, again until it is not 4 (ruling .reroll = repeat); 8-9, the mount
    # seems to calm down (坐骑看起来平静下来了) and obeys again; every other row leaves it wholly out of control
    # (ruling gurps.mount-out-of-control.control-after-row = wholly-out)
    row = (2 @ icepool.d6).reroll([4], depth="inf")
    calms = F(sum(q for o, q in zip(row.outcomes(), row.quantities()) if o in (8, 9)), row.denominator())
    lost = fight.get(LOST, F(0))
    return {OBEYS: fight.get(OBEYS, F(0)) + lost * calms, LOST: lost * (1 - calms)}


def engine_regain(skill: int, reading: str) -> dict:
    table = setups.condition(setups.rider_on(setups.empty(), "knight", "horse", riding=skill), "horse", "is frightened")
    odds = ENGINE.odds("gurps", table, [RegainControl(rider="knight", seconds=None)],
                       rulings={"gurps.mounted.regain-streak": reading})
    d = odds.distribution
    obeys = d.probability(lambda t: t.get("horse").obeys)
    lost = d.probability(lambda t: not t.get("horse").obeys and not t.get("horse").frightened)
    return {OBEYS: obeys, LOST: lost}


@pytest.mark.parametrize("skill", [8, 12, 15, 16])
@pytest.mark.parametrize("reading", ["consecutive", "cumulative"])
def test_regaining_control_until_it_resolves_equals_icepool(skill, reading):
    mine = engine_regain(skill, reading)
    theirs = icepool_regain(skill, consecutive=reading == "consecutive")
    assert sum(mine.values()) == 1
    assert mine == {k: theirs.get(k, F(0)) for k in mine}


def test_riding_12_in_a_row_is_the_fraction_worked_by_hand():
    # see features/gurps/mounted.feature: X00 = 13856633/16031817 mastered in the fight, and 3/11 of the
    # 2175184/16031817 lost calm down on the table (8-9): 14449865/16031817
    assert engine_regain(12, "consecutive")[OBEYS] == F(14449865, 16031817)


def test_the_fight_until_settled_read_as_a_calm_that_only_seems_is_refused_before_its_chain(monkeypatch):
    """Ruling gurps.mount-out-of-control.seems-calm "still-frightened": each 8-9 leaves the mount frightened at -1
    more ("减值累积"), so the fight has no last state. It was refused only at the chain's bound, after seconds of
    CPU and hundreds of megabytes; it is refused at once, naming the reading, without meeting a single state, and
    the same fight over a set number of seconds is still answered exactly."""
    table = setups.condition(setups.rider_on(setups.empty(), "knight", "horse", riding=12), "horse", "is frightened")
    reading = {"gurps.mount-out-of-control.seems-calm": "still-frightened"}
    met = []
    monkeypatch.setattr("oracle.core.resolve.absorption", lambda *a, **k: met.append(a) or pytest.fail("a chain was built"))
    with pytest.raises(RepetitionError, match='has no end under ruling gurps.mount-out-of-control.seems-calm '
                                              '"still-frightened".*ask of a set number of seconds'):
        ReferenceEngine().odds("gurps", table, [RegainControl(rider="knight", seconds=None)], rulings=reading)
    assert met == []
    three = ReferenceEngine().odds("gurps", table, [RegainControl(rider="knight", seconds=3)], rulings=reading)
    assert sum(p for _, p in three.distribution.items()) == 1
    # scripted dice follow the fight to its end under that reading too: 4, a critical success, and it obeys
    done = ReferenceEngine().perform("gurps", table, RegainControl(rider="knight", seconds=None), [4], rulings=reading)
    assert done.state.get("horse").obeys


def test_a_chains_answer_outlives_the_transposition_table_and_holds_only_under_its_readings(monkeypatch):
    """The fight until it is settled asked again in the same run, after the transposition table was emptied (as
    the thousands of states of a larger chain empty it when it is full): answered from the run's chains, no state
    met again, the same answer. Under another reading of a ruling the chain consulted it is worked out anew, and
    the two answers differ as the readings say."""
    table = setups.condition(setups.rider_on(setups.empty(), "knight", "horse", riding=12), "horse", "is frightened")
    fight = [RegainControl(rider="knight", seconds=None)]
    built = []
    real = absorption
    monkeypatch.setattr("oracle.core.resolve.absorption", lambda *a, **k: built.append(1) or real(*a, **k))
    with running(Run()) as run:  # a new engine for each question: an engine remembers the questions it answered
        first = ReferenceEngine().odds("gurps", table, fight).distribution
        assert built == [1] and run.chains
        run.transpositions.clear()
        again = ReferenceEngine().odds("gurps", table, fight).distribution
        assert built == [1], "the chain was worked out again"
        assert again.probability(lambda t: t.get("horse").obeys) == F(14449865, 16031817)
        assert dict(again.items()) == dict(first.items())
        other = ReferenceEngine().odds("gurps", table, fight, rulings={"gurps.mounted.regain-streak": "cumulative"})
        assert built == [1, 1]
        assert other.distribution.probability(lambda t: t.get("horse").obeys) == icepool_regain(12, False)[OBEYS]
        forget_transpositions()  # the benchmark's cold question: no chain kept either
        assert not run.chains and not run.transpositions


def test_a_chains_states_keep_their_sub_results_to_the_chain_which_is_solved_with_the_collector_paused(monkeypatch):
    """A chain's states are its own (605 tables in the fight until it is settled under "regain-as-frightened"): their
    sub-results serve the chain alone and go with it, where kept in the run's transposition table they filled it,
    emptied it and were walked by the cyclic collector. What the run kept before is read, not added to. The
    collector is paused while the chain is solved and back as it was after it, and the answer is icepool's."""
    table = setups.condition(setups.rider_on(setups.empty(), "knight", "horse", riding=12), "horse", "is frightened")
    fight = [RegainControl(rider="knight", seconds=None)]
    seen, states = [], []
    real = absorption

    def watched(start, transitions, done):
        seen.append(gc.isenabled())
        return real(start, lambda s: states.append(s) or transitions(s), done)

    monkeypatch.setattr("oracle.core.resolve.absorption", watched)
    with running(Run()) as run:
        ReferenceEngine().odds("gurps", table, [RegainControl(rider="knight", seconds=3)])
        before = {key: len(kept) for key, kept in run.transpositions.items()}
        answer = ReferenceEngine().odds("gurps", table, fight).distribution
        assert seen == [False] and gc.isenabled()
        assert len(states) > 1
        met = {id(s) for s in states}  # the chain's states (its start wraps the question's table, unplayed)
        left = [key for key in run.transpositions if key not in before and any(id(part) in met for part in key)]
        assert not left, "sub-results of the chain's states were left in the run's table"
        assert all(len(run.transpositions[key]) == n for key, n in before.items()), "the chain added to what was kept"
        assert answer.probability(lambda t: t.get("horse").obeys) == icepool_regain(12, True)[OBEYS]
    gc.disable()  # a caller's collector turned off stays off
    try:
        with running(Run()):
            ReferenceEngine().odds("gurps", table, fight)
        assert seen == [False, False] and not gc.isenabled()
    finally:
        gc.enable()


def test_absorption_of_a_gamblers_ruin():
    # from 1 of {0..3}, up with 1/3, down with 2/3: ruin-free chance (1 - r^1) / (1 - r^3), r = 2 = 1/7
    moves = {s: {s + 1: F(1, 3), s - 1: F(2, 3)} for s in (1, 2)}
    ends = absorption(1, moves.__getitem__, lambda s: s in (0, 3))
    assert ends == {3: F(1, 7), 0: F(6, 7)}


def test_a_state_already_done_ends_at_once():
    assert absorption(0, lambda s: {}, lambda s: True) == {0: F(1)}


def test_a_process_that_never_resolves_is_a_clear_error():
    # 1 and 2 swap for ever and never reach 0
    with pytest.raises(RepetitionError, match="never resolves"):
        absorption(1, lambda s: {3 - s: F(1)}, lambda s: s == 0)


def test_a_chain_with_no_end_is_refused_at_the_bound_naming_it():
    # every round ends it with 1/2, else a new state: it resolves with probability one, in no finite chain
    with pytest.raises(RepetitionError, match=f"more than {CHAIN_LIMIT} distinct states") as refused:
        absorption(0, lambda s: {s + 1: F(1, 2), "ended": F(1, 2)}, lambda s: s == "ended")
    assert "a set number of rounds" in str(refused.value)
    # the same chain cut after its last state within the bound (CHAIN_LIMIT - 1 states) is solved: the cut
    # reached by surviving every one of them
    last = CHAIN_LIMIT - 1
    assert absorption(0, lambda s: {s + 1 if s + 1 < last else "cut": F(1, 2), "ended": F(1, 2)},
                      lambda s: s in ("ended", "cut")) == {"ended": 1 - F(1, 2 ** last), "cut": F(1, 2 ** last)}


def whole_system(start, moves: dict, done) -> dict | None:
    """The absorption chances from ``start`` written from their definition: (I - Q) B = R over every state not done
    that ``start`` reaches, one system solved whole by Gauss-Jordan elimination over fractions; None where it is
    singular (from some state the process never resolves)."""
    reached, todo = [start], [start]
    while todo:
        for t in moves[todo.pop()]:
            if not done(t) and t not in reached:
                reached.append(t)
                todo.append(t)
    ends = sorted({t for s in reached for t in moves[s] if done(t)}, key=repr)
    n = len(reached)
    rows = [[F(int(i == j)) for j in range(n)] + [F(0)] * len(ends) for i in range(n)]
    for i, s in enumerate(reached):
        for t, p in moves[s].items():
            if done(t):
                rows[i][n + ends.index(t)] += p
            else:
                rows[i][reached.index(t)] -= p
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        rows[col] = [x / rows[col][col] for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                rows[r] = [x - rows[r][col] * y for x, y in zip(rows[r], rows[col])]
    return {end: rows[0][n + k] for k, end in enumerate(ends) if rows[0][n + k] != 0}


@st.composite
def chains(draw):
    """A chain of up to 12 states that are not done (0 to n-1) and up to 3 done ones (n and on), each state not done
    leading to a few others with whole-number weights: loops, classes of states reaching each other, states
    that only lead on, and now and then a class that never leaves."""
    n = draw(st.integers(1, 12))
    ends = draw(st.integers(1, 3))
    moves = {}
    for s in range(n):
        targets = draw(st.lists(st.integers(0, n + ends - 1), min_size=1, max_size=4, unique=True))
        weights = draw(st.lists(st.integers(1, 6), min_size=len(targets), max_size=len(targets)))
        moves[s] = {t: F(w, sum(weights)) for t, w in zip(targets, weights)}
    return n, moves


@settings(max_examples=300)
@given(chains())
def test_absorption_class_by_class_is_the_whole_systems_solution(chain):
    n, moves = chain
    done = lambda s: s >= n  # noqa: E731
    expected = whole_system(0, moves, done)
    if expected is None:
        with pytest.raises(RepetitionError, match="never resolves"):
            absorption(0, moves.__getitem__, done)
    else:
        assert absorption(0, moves.__getitem__, done) == expected


def test_a_chain_whose_states_only_grow_is_solved_in_its_small_classes():
    # a counter that goes back to 0 on a miss (a class of three states) for each of 300 levels that only go up:
    # 900 states in 300 classes, each level's chance of going up 1/2 (hit, hit, hit from 0 before a fall out)
    def moves(s):
        level, run = s
        if run == 2:
            return {(level + 1, 0): F(1, 2), ("out", level): F(1, 4), (level, 0): F(1, 4)}
        return {(level, run + 1): F(1, 2), ("out", level): F(1, 4), (level, 0): F(1, 4)}

    done = lambda s: s[0] == "out" or s[0] == 300  # noqa: E731
    ends = absorption((0, 0), moves, done)
    assert sum(ends.values()) == 1
    # each level from run 0, x_r the chance of going up: x2 = 1/2 + 1/4 x0, x1 = 1/2 x2 + 1/4 x0, x0 = 1/2 x1 + 1/4 x0,
    # so x1 = 1/4 + 3/8 x0 and x0 = 2/3 x1 = 1/6 + 1/4 x0: x0 = 2/9, and the top is reached with (2/9)^300
    assert ends[(300, 0)] == F(2, 9) ** 300
    assert ends[("out", 0)] == 1 - F(2, 9)


def test_oracle_ask_reaches_the_exact_answer(tmp_path):
    q = tmp_path / "q.yaml"
    q.write_text(
        "title: My knight fights his frightened horse until it is settled. How likely is it to obey?\n"
        "ruleset: gurps\n"
        "setup: gurps/knight-and-warhorse\n"
        "situation: Every second a Ready manoeuvre and a Riding roll, until it obeys or is lost.\n"
        "actions:\n"
        "  - {action: frighten-mount, mount: horse}\n"
        "  - {action: regain-control, rider: knight, seconds: null}\n"
        "question:\n"
        "  what_happens: false\n"
        "  how_likely: [the horse obeys its rider]\n"
        # the default reading fixed: under "regain-as-frightened" the mount goes back to the fight after its row, a
        # chain of 605 states, and each reading of the rulings it brings in is another such chain (the test took
        # 5.9 s alone at 2727 states a chain, 0.15 s with it fixed); those readings' answers are checked by the rulings side by side of
        # features/gurps/mounted.feature (tests/clarify/test_card_and_sides.py)
        "rulings: {gurps.mount-out-of-control.control-after-row: wholly-out}\n", encoding="utf-8")
    answer = ask(q)
    assert answer.default.likely["the horse obeys its rider"] == icepool_regain(12, True)[OBEYS]
