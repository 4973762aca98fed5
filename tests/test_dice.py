"""Dice: scripted mode is strict, seeded mode is reproducible, exact mode gives fractions."""

import gc
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from cycles import left_to_the_collector
from oracle.core.dice import ChanceEvent, ScriptedDice, SeededDice, die
from oracle.core.errors import DiceError, OracleError, RuleViolation
from oracle.core.resolve import (
    Distribution, forget_transpositions, made_event, repeats, resolve_exact, resolve_exact_steps, resolve_scripted,
    resolve_seeded,
)
from oracle.core.rulings import Rulings
from oracle.core.run import Run, running
from oracle.core.trace import Event, Trace


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


def _hits(ctx, wounds, n):
    """n D6 rolls, a 5+ a wound: the number of wounds (a part of a combination)."""
    return wounds + sum(1 for _ in range(n) if ctx.roll(die(6)) >= 5)


def _alive(ctx, wounds, toughness):
    return tuple(w < t for w, t in zip(wounds, toughness))


def _models_by_steps(ctx):
    wounds = tuple(ctx.step(_hits, 0, n) for n in (1, 2, 3))
    return _alive(ctx, wounds, (1, 2, 2))


def _models_combined(ctx):
    return ctx.combine([(_hits, 0, (n,)) for n in (1, 2, 3)], _alive, (1, 2, 2))


def test_combined_parts_give_what_steps_one_after_another_give():
    # three models of toughness 1, 2, 2 take 1, 2 and 3 hits, a 5+ wounds: the first survives
    # with 2/3, the second unless both hit (1 - 1/9 = 8/9), the third unless two or three of
    # three hit (1 - 7/27 = 20/27)
    exact = resolve_exact(_models_combined)
    assert exact.distribution[(True, True, True)] == Fraction(2, 3) * Fraction(8, 9) * Fraction(20, 27)
    by_steps = resolve_exact(_models_by_steps)
    assert exact.distribution.sorted() == by_steps.distribution.sorted()
    assert list(exact.distribution) == list(by_steps.distribution)  # and in the same order
    assert exact.trace.rolls == by_steps.trace.rolls
    for script in ([5, 1, 6, 6, 2, 5], [1, 1, 1, 1, 1, 1]):
        assert resolve_scripted(_models_combined, script).result == resolve_scripted(_models_by_steps, script).result


def _doubled(ctx, n):
    return ctx.roll(die(n)) * 2


def test_a_tail_is_the_step_it_returns():
    stepped = resolve_exact(lambda ctx: ctx.step(_doubled, 6)).distribution
    tailed = resolve_exact(lambda ctx: ctx.tail(_doubled, 6)).distribution
    assert list(tailed.items()) == list(stepped.items()) == [(2 * f, Fraction(1, 6)) for f in range(1, 7)]
    assert resolve_scripted(lambda ctx: ctx.tail(_doubled, 6), [4]).result == 8


def _capped_climb(ctx, n):
    """A step that rolls and says so, its results capped so that a repeat merges them."""
    roll = ctx.roll(die(3, None, "climb"))
    ctx.emit(_SAID, f"from {n} the climb rolls {roll}")
    return min(n + roll, 5)


def test_a_repeat_tail_is_the_repeat_it_returns():
    """ctx.repeat_tail, returned by a merge point's function, gives what ctx.repeat gives there: the same
    results in the same order with the same chances, the same trace and rolls."""
    def part(ctx, n, tail):
        return ctx.repeat_tail(_capped_climb, n, 3) if tail else ctx.repeat(_capped_climb, n, 3)

    repeated, tailed = (resolve_exact(lambda ctx, t=t: ctx.step(part, 0, t)) for t in (False, True))
    assert list(tailed.distribution.items()) == list(repeated.distribution.items())
    assert sum(p for _, p in tailed.distribution.items()) == 1 and len(tailed.distribution) > 1
    assert [str(e) for e in tailed.trace] == [str(e) for e in repeated.trace]
    assert list(tailed.trace.rolls.items()) == list(repeated.trace.rolls.items())
    assert resolve_scripted(lambda ctx: ctx.step(part, 0, True), [1, 2, 3]).result == 5


def _climbs_tailed(ctx, n, times):
    return ctx.repeat_tail(_capped_climb, n, times)


def test_a_repeated_part_is_the_repeat_tail_of_a_part():
    """``repeats(fn, n)`` as a part of ctx.combine gives what a part returning ctx.repeat_tail gives: the same
    results in the same order with the same chances, the same trace, rolls and readings."""
    def combined(ctx, repeated):
        parts = [(repeats(_capped_climb, t), s, ()) if repeated else (_climbs_tailed, s, (t,))
                 for s, t in ((0, 3), (1, 2), (0, 3))]
        return ctx.combine(parts, lambda ctx, got: sum(got))

    tailed, repeated = (resolve_exact(lambda ctx, r=r: ctx.step(combined, r)) for r in (False, True))
    assert list(repeated.distribution.items()) == list(tailed.distribution.items())
    assert len(repeated.distribution) > 1 and sum(p for _, p in repeated.distribution.items()) == 1
    assert [str(e) for e in repeated.trace] == [str(e) for e in tailed.trace]
    assert list(repeated.trace.rolls.items()) == list(tailed.trace.rolls.items())
    assert repeated.rulings == tailed.rulings
    for script in ([1, 2, 3, 1, 1, 3, 3, 3], [3, 3, 3, 3, 3, 3, 3, 3]):
        assert (resolve_scripted(lambda ctx: combined(ctx, True), script).result
                == resolve_scripted(lambda ctx: combined(ctx, False), script).result)


def test_a_tail_used_as_a_value_is_an_error():
    with pytest.raises(OracleError, match="ctx.tail"):
        resolve_exact(lambda ctx: ctx.tail(_doubled, 6) + 1)
    with pytest.raises(OracleError, match="ctx.tail"):
        resolve_exact(lambda ctx: ctx.tail(_doubled, 6).evolve())


def test_steps_one_after_another_merge_between_steps():
    """Ten D6 tests as ten steps of a question: the same odds as a function taking them in turn."""
    steps = [(lambda ctx, passed: passed + (1 if ctx.roll(die(6)) >= 4 else 0), ())] * 10
    dist = resolve_exact_steps(0, steps).distribution
    assert dist[10] == Fraction(1, 1024)
    assert dist[5] == Fraction(252, 1024)
    stopped = resolve_exact_steps(0, steps, ends=lambda passed: passed >= 1).distribution
    assert stopped[0] == Fraction(1, 1024) and stopped[1] == Fraction(1023, 1024)


def test_a_merged_sub_trace_adds_only_what_is_new_in_its_order():
    trace = Trace(distinct=True)
    trace.add(Event("a.b", "first"))
    trace.rolled("D6", 3)
    events = (Event("a.b", "second"), Event("a.b", "first"), Event("a.c", "third"))
    trace.merge(events, tuple((e.clause, e.message) for e in events), (("D6", 1), ("D6", 3), ("D3", 2)))
    assert [e.message for e in trace] == ["first", "second", "third"]
    assert trace.rolls == {"D6": [3, 1], "D3": [2]}


# --- a merge point that reads as inline (ctx.inline) -----------------------------------------

_SAID = "ww2.cavalry-wounds.profile"  # any catalogued clause: the events below only need a citable one
_READING = "ww2.cavalry-wounds.dead-model"  # any ruling: consulted to check the order of consulted readings


def _sorted_into(ctx, sides, at_least, label):
    """A die the rule reads only as 'at least ``at_least``' (every face said in the trace)."""
    roll = ctx.roll(die(sides, None, label))
    ctx.emit(_SAID, f"{label} shows {roll}")
    if roll == sides:
        ctx.ruling(_READING)
    return roll >= at_least


def _nested(ctx, sides, label):
    """A sub-procedure with an inline merge point of its own, and a roll after it."""
    high = ctx.inline(_sorted_into, sides, 2, label + " inner")
    ctx.emit(_SAID, f"{label}: inner {'high' if high else 'low'}")
    return high and ctx.roll(die(2, None, label + " coin")) == 2


def _called(ctx, fn, *args):
    return fn(ctx, *args)


def _rule(merge):
    def rule(ctx):
        use = (lambda fn, *a: ctx.inline(fn, *a)) if merge else (lambda fn, *a: _called(ctx, fn, *a))
        first = use(_sorted_into, 6, 5, "first")
        ctx.emit(_SAID, f"after the first: {first}")
        second = use(_nested, 3, "second") if first else use(_sorted_into, 4, 4, "other")
        ctx.emit(_SAID, f"after the second: {first} {second}")
        if not second:
            ctx.roll(die(3, None, "last"))
        return first, second

    return rule


def test_an_inline_merge_point_records_what_running_it_inline_records_in_the_same_order():
    merged, inline = resolve_exact(_rule(True)), resolve_exact(_rule(False))
    assert list(merged.distribution.items()) == list(inline.distribution.items())
    assert [str(e) for e in merged.trace] == [str(e) for e in inline.trace]
    assert list(merged.trace.rolls.items()) == list(inline.trace.rolls.items())
    assert list(merged.rulings.items()) == list(inline.rulings.items())
    # the first die is read as two classes: 5-6 and 1-4 (1/3 and 2/3)
    assert sum(p for (first, _), p in merged.distribution.items() if first) == Fraction(1, 3)
    for script in ([5, 3, 2], [1, 4], [2, 1, 3], [6, 1, 1]):
        assert resolve_scripted(_rule(True), script).result == resolve_scripted(_rule(False), script).result


@given(st.integers(2, 6), st.integers(1, 6), st.integers(1, 6))
def test_an_inline_merge_point_inside_steps_and_repeats_keeps_the_order(sides, at_least, times):
    def hit(ctx, n, merge):
        up = ctx.inline(_sorted_into, sides, at_least, "hit") if merge else _sorted_into(ctx, sides, at_least, "hit")
        ctx.emit(_SAID, f"{n} and {'up' if up else 'down'}")
        return min(n + up, 2)

    def rule(merge):
        return lambda ctx: ctx.repeat(hit, 0, times, merge)

    merged, inline = resolve_exact(rule(True)), resolve_exact(rule(False))
    assert list(merged.distribution.items()) == list(inline.distribution.items())
    assert [str(e) for e in merged.trace] == [str(e) for e in inline.trace]
    assert list(merged.trace.rolls.items()) == list(inline.trace.rolls.items())
    assert list(merged.rulings.items()) == list(inline.rulings.items())


def _refuses(ctx, label):
    ctx.ruling(_READING)
    ctx.emit(_SAID, f"{label}: looked")
    raise RuleViolation(_SAID, "not here")


def test_a_refusal_inside_an_inline_merge_point_keeps_what_was_recorded_before_it():
    def rule(merge):
        def run(ctx):
            ctx.emit(_SAID, "before")
            try:
                return ctx.inline(_refuses, "inside") if merge else _refuses(ctx, "inside")
            except RuleViolation:
                return "refused"

        return run

    merged, inline = resolve_exact(rule(True)), resolve_exact(rule(False))
    assert list(merged.distribution.items()) == list(inline.distribution.items()) == [("refused", 1)]
    assert [str(e) for e in merged.trace] == [str(e) for e in inline.trace] == [f"[{_SAID}] before", f"[{_SAID}] inside: looked"]
    assert merged.rulings == inline.rulings == {_READING: "part-by-part"}


def test_an_exact_question_leaves_no_reference_cycle():
    """What a question builds (its trace, its merge points' results) is freed when the answer is dropped, not
    left for the cyclic collector, whose passes over a question's live objects cost more than the question."""
    steps = [(lambda ctx, passed: passed + (1 if ctx.inline(_sorted_into, 6, 4, "test") else 0), ())] * 3
    with left_to_the_collector():  # what lived before is left out of the count, and of the walk
        resolve_exact_steps(0, steps)
        resolve_exact(_rule(True))
        assert gc.collect() == 0


def _refuses_on_a_six(ctx, label):
    if ctx.roll(die(6, None, label)) == 6:
        raise RuleViolation(_SAID, "not on a six")
    return True


def test_an_inline_merge_point_that_refuses_after_a_roll_refuses_the_paths_that_roll_it_and_records_as_inline():
    """Only the six is refused, as running the roll inline refuses it; the events, rolls and readings are the
    plain code's, in its order (the refusal kept as one of the merge point's results, its share of the record
    cut where its path stopped)."""
    def rule(merge):
        def run(ctx, _state):
            ctx.emit(_SAID, "before")
            try:
                ctx.inline(_refuses_on_a_six, "six") if merge else _refuses_on_a_six(ctx, "six")
            except RuleViolation:
                ctx.emit(_SAID, "refused")
                return "refused"
            ctx.emit(_SAID, "after")
            return "goes on"

        return run

    forget_transpositions()
    merged, plain = resolve_exact_steps(0, [(rule(True), ())]), resolve_exact_steps(0, [(rule(False), ())])
    assert dict(merged.distribution.items()) == dict(plain.distribution.items()) == {
        "goes on": Fraction(5, 6), "refused": Fraction(1, 6)}
    assert [str(e) for e in merged.trace] == [str(e) for e in plain.trace]
    assert list(merged.trace.rolls.items()) == list(plain.trace.rolls.items())
    assert resolve_scripted(lambda ctx: ctx.inline(_refuses_on_a_six, "six"), [3]).result is True
    with pytest.raises(RuleViolation, match="not on a six"):
        resolve_scripted(lambda ctx: ctx.inline(_refuses_on_a_six, "six"), [6])


def _a_die(sides, clause, at_least):
    return die(sides, clause, f"read D{sides}")


def _read_at_least(face, sides, clause, at_least):
    """A face read as 'at least ``at_least``', with the lines that say it (made once, as rule code keeps them)."""
    said = (made_event(_SAID, f"D{sides} shows {face}", face=face),)
    if face == sides:
        said += (made_event(_SAID, f"D{sides} shows its highest face"),)
    return face >= at_least, said


def _read_by_hand(ctx, sides, clause, at_least):
    result, said = _read_at_least(ctx.roll(_a_die(sides, clause, at_least)), sides, clause, at_least)
    for made in said:
        ctx.emit_made(made)
    return result


@given(st.integers(2, 6), st.integers(1, 6), st.integers(1, 3), st.booleans())
def test_a_read_roll_records_what_rolling_it_inline_records_in_the_same_order(sides, at_least, times, with_clause):
    """ctx.read_roll and ctx.read_roll_inline enumerate the faces without a dice path each: the answer, the
    trace, the rolls and the readings are what the roll run inline gives, in the same order."""
    clause = _SAID if with_clause else None

    def hit(ctx, n, how):
        if how == "inline":
            up = ctx.read_roll_inline(_a_die, _read_at_least, sides, clause, at_least)
        elif how == "step":
            up = ctx.read_roll(_a_die, _read_at_least, sides, clause, at_least)
        else:
            up = _read_by_hand(ctx, sides, clause, at_least)
        ctx.emit(_SAID, f"{n} and {'up' if up else 'down'}")
        if up and n == 0:
            ctx.ruling(_READING)
        return min(n + up, 2)

    def rule(how):
        return lambda ctx: ctx.repeat(hit, 0, times, how)

    by_hand, inline = resolve_exact(rule("by hand")), resolve_exact(rule("inline"))
    assert list(inline.distribution.items()) == list(by_hand.distribution.items())
    assert [(str(e), e.data) for e in inline.trace] == [(str(e), e.data) for e in by_hand.trace]
    assert list(inline.trace.rolls.items()) == list(by_hand.trace.rolls.items())
    assert list(inline.rulings.items()) == list(by_hand.rulings.items())
    step = resolve_exact(rule("step"))  # a merge point that records all its faces before the path goes on
    assert list(step.distribution.items()) == list(by_hand.distribution.items())
    assert sorted(str(e) for e in step.trace) == sorted(str(e) for e in by_hand.trace)
    for script in ([sides] * times, [1] * times):
        assert (resolve_scripted(rule("inline"), script).result == resolve_scripted(rule("step"), script).result
                == resolve_scripted(rule("by hand"), script).result)


def test_a_read_roll_is_enumerated_once_a_process_and_read_again_the_same_in_a_later_run():
    """A read roll's results depend on the roll, its reading and their arguments alone: a later question,
    in a run of its own with the transposition table empty, reads them from the process's kept read rolls
    (the reading is not asked again) and records the same answer, events and rolls as the first."""
    asked = Counter()

    def counted(face, sides, clause, at_least):
        asked[face] += 1
        return _read_at_least(face, sides, clause, at_least)

    def rule(ctx):
        up = ctx.read_roll(_a_die, counted, 5, _SAID, 3)
        ctx.emit(_SAID, f"read {'up' if up else 'down'}")
        return up

    with running(Run()):
        first = resolve_exact(rule)
    assert asked == Counter({face: 1 for face in range(1, 6)})
    with running(Run()):
        forget_transpositions()
        again = resolve_exact(rule)
    assert asked == Counter({face: 1 for face in range(1, 6)})  # not read again
    assert list(again.distribution.items()) == list(first.distribution.items())
    assert dict(first.distribution.items()) == {True: Fraction(3, 5), False: Fraction(2, 5)}
    assert [(str(e), e.data) for e in again.trace] == [(str(e), e.data) for e in first.trace]
    assert list(again.trace.rolls.items()) == list(first.trace.rolls.items())


# --- the run's transposition table across readings ------------------------------------------------------

_SCOPE = "lotow.mounted.jump.natural-one-scope"  # a catalogued ruling: hard-jumps (the default), every-jump


def test_a_sub_result_made_under_one_reading_serves_another_only_where_it_asked_no_ruling_they_differ_on():
    """The run's transposition table holds a merge point's results with the readings its enumeration asked:
    asked again under another reading of a ruling it never asked, it is not enumerated again; a merge point
    that asked that ruling is. Each answer, and what it records, is what a run of its own gives."""
    calls = Counter()

    def asks_no_ruling(ctx, n):
        calls["asks no ruling"] += 1
        return n + ctx.roll(die(2, None, "a coin"))

    def asks_the_scope(ctx, n):
        calls["asks the scope"] += 1
        return n + (10 if ctx.ruling(_SCOPE) == "every-jump" else 0)

    def rule(ctx):
        return ctx.step(asks_the_scope, ctx.step(asks_no_ruling, 0))

    def answer(result):
        return (dict(result.distribution.items()), [(str(e), e.data) for e in result.trace], result.rulings)

    with running(Run()):
        default = resolve_exact(rule, rulings=Rulings())
        other = resolve_exact(rule, rulings=Rulings({_SCOPE: "every-jump"}))
    # the coin's two paths once for both questions; the scope's merge point once a reading for each sum
    assert calls == Counter({"asks no ruling": 2, "asks the scope": 4})
    assert dict(default.distribution.items()) == {1: Fraction(1, 2), 2: Fraction(1, 2)}
    assert dict(other.distribution.items()) == {11: Fraction(1, 2), 12: Fraction(1, 2)}
    assert other.rulings == {_SCOPE: "every-jump"}
    with running(Run()):
        alone = resolve_exact(rule, rulings=Rulings({_SCOPE: "every-jump"}))
    assert answer(other) == answer(alone)


# --- a refusal on some dice paths inside a merge point refuses those paths alone --------------------------


def _adds_unless_six(ctx, n):
    """A step that refuses on a six and adds one otherwise."""
    if ctx.roll(die(6, None, "refusing die")) == 6:
        raise RuleViolation(_SAID, "refused on a six")
    return n + 1


def _climbs_unless_six(ctx, n):
    """A round of a process: a six refuses, a 4 or 5 climbs one, a 1-3 leaves it where it is."""
    roll = ctx.roll(die(6, None, "climbing die"))
    if roll == 6:
        raise RuleViolation(_SAID, "refused on a six")
    return n + 1 if roll >= 4 else n


def _tail_of_adds(ctx, n):
    return ctx.tail(_adds_unless_six, n)


def _sum(ctx, results):
    return sum(results)


def _sum_unless_twelve(ctx, results):
    """``then`` of a combination that rolls and refuses on a six."""
    return _adds_unless_six(ctx, sum(results))


def _at_two(n):
    return n >= 2


REFUSING_MERGE_POINTS = {
    # each: (the rule with its refusing roll inside a merge point, the same rule run inline, the chance refused)
    "step": (lambda ctx: ctx.step(_adds_unless_six, 0), lambda ctx: _adds_unless_six(ctx, 0), Fraction(1, 6)),
    "inline": (lambda ctx: ctx.inline(_adds_unless_six, 0), lambda ctx: _adds_unless_six(ctx, 0), Fraction(1, 6)),
    "tail": (lambda ctx: ctx.tail(_adds_unless_six, 0), lambda ctx: _adds_unless_six(ctx, 0), Fraction(1, 6)),
    "a tail inside a step": (lambda ctx: ctx.step(_tail_of_adds, 0), lambda ctx: _adds_unless_six(ctx, 0),
                             Fraction(1, 6)),
    "sequence": (lambda ctx: ctx.sequence(0, [(_adds_unless_six, ())] * 2),
                 lambda ctx: _adds_unless_six(ctx, _adds_unless_six(ctx, 0)), 1 - Fraction(5, 6) ** 2),
    "repeat tail": (lambda ctx: ctx.repeat_tail(_adds_unless_six, 0, 2),
                    lambda ctx: _adds_unless_six(ctx, _adds_unless_six(ctx, 0)), 1 - Fraction(5, 6) ** 2),
    "a part of a combination": (
        lambda ctx: ctx.combine([(_adds_unless_six, 0, ()), (_adds_unless_six, 10, ())], _sum),
        lambda ctx: _adds_unless_six(ctx, 0) + _adds_unless_six(ctx, 10), 1 - Fraction(5, 6) ** 2),
    "a repeated part of a combination": (
        lambda ctx: ctx.combine([(repeats(_adds_unless_six, 2), 0, ())], _sum),
        lambda ctx: _adds_unless_six(ctx, _adds_unless_six(ctx, 0)), 1 - Fraction(5, 6) ** 2),
    "what follows a combination": (
        lambda ctx: ctx.combine([(_adds_unless_six, 0, ())], _sum_unless_twelve),
        lambda ctx: _adds_unless_six(ctx, _adds_unless_six(ctx, 0)), 1 - Fraction(5, 6) ** 2),
    # until two climbs: each climb comes before a six with chance 2/3 (a 4 or 5 against a 6), so 4/9 get there
    "until": (lambda ctx: ctx.until(_climbs_unless_six, 0, _at_two), None, Fraction(5, 9)),
}


def _refused_as_outcome(s, clause, reason, number):
    return ("refused", clause, reason, number)


def _or_refused(rule):
    """The rule as a question's step: a refusal raised on its path is that path's outcome."""
    def step(ctx, _state):
        try:
            return rule(ctx)
        except RuleViolation as refused:
            return _refused_as_outcome(_state, refused.clause, refused.reason, 1)

    return step


@pytest.mark.parametrize("kind", REFUSING_MERGE_POINTS)
def test_a_refusal_on_some_paths_of_a_merge_point_refuses_those_paths_alone(kind):
    """A roll inside a merge point that refuses on a six refuses the paths that rolled it, with their chance,
    and no other path: what running the same rule inline gives (a refusal escaping the merge point had
    refused every path of the question). The question's answer names the refusal, however deep it was kept."""
    merged, inline, chance = REFUSING_MERGE_POINTS[kind]
    forget_transpositions()
    answer = resolve_exact_steps(0, [(_or_refused(merged), ())], refused=_refused_as_outcome).distribution
    refusal = ("refused", _SAID, "refused on a six", 1)
    assert answer[refusal] == chance and answer.total() == 1
    assert all(v == refusal or isinstance(v, int) for v in answer)
    if inline is not None:
        expected = resolve_exact_steps(0, [(_or_refused(inline), ())], refused=_refused_as_outcome).distribution
        assert sorted(answer.items(), key=str) == sorted(expected.items(), key=str)
    # and scripted: a six refuses where it is rolled, anything else goes on
    with pytest.raises(RuleViolation, match="refused on a six"):
        resolve_scripted(merged, [6] if kind != "until" else [4, 6])
    goes_on = {"step": [1], "inline": [1], "tail": [1], "a tail inside a step": [1], "until": [4, 1, 5]}.get(kind, [1, 1])
    assert resolve_scripted(merged, goes_on).result == (resolve_scripted(inline, goes_on).result if inline else 2)


def test_a_refusal_a_merge_point_kept_refuses_the_whole_question_where_no_step_says_what_it_becomes():
    """Without ``refused``, a kept refusal is raised, as one raised on a path of a question's own steps is."""
    forget_transpositions()
    with pytest.raises(RuleViolation, match="refused on a six"):
        resolve_exact_steps(0, [(lambda ctx, s: ctx.tail(_adds_unless_six, s), ())])
    with pytest.raises(RuleViolation, match="refused on a six"):
        resolve_exact(lambda ctx: ctx.tail(_adds_unless_six, 0))


def test_a_refusal_kept_in_the_second_of_two_actions_names_that_action_and_the_table_it_started_from():
    forget_transpositions()
    step = (lambda ctx, s: ctx.tail(_adds_unless_six, s), ())
    answer = resolve_exact_steps(0, [step, step], refused=lambda s, clause, reason, number: ("refused", s, number),
                                 ends=lambda s: isinstance(s, tuple)).distribution
    assert answer[("refused", 0, 1)] == Fraction(1, 6)  # the first action, from table 0
    assert answer[("refused", 1, 2)] == Fraction(5, 36)  # the second, from table 1
    assert answer[2] == Fraction(25, 36) and answer.total() == 1


def _balks(ctx, wounds):
    """One D6: a 1 is refused, a 5+ a wound (a part of a combination that some paths refuse)."""
    roll = ctx.roll(die(6))
    if roll == 1:
        raise RuleViolation("test.balk", "a 1 balks")
    return wounds + (roll >= 5)


def test_a_combination_with_a_refused_part_is_refused_with_that_chance():
    # two parts, each refused on a 1 (1/6), a wound on 5-6 (2/6), none on 2-4 (3/6): the combination is
    # refused unless neither part is (1 - (5/6)^2 = 11/36); else 0, 1 or 2 wounds with (3/6)^2, 2(3/6)(2/6), (2/6)^2
    combined = resolve_exact_steps(0, [(lambda ctx, s: ctx.combine([(_balks, s, ()), (_balks, s, ())],
                                                                    lambda ctx, got: sum(got)), ())],
                                   refused=lambda s, clause, reason, i: ("refused", clause))
    assert dict(combined.distribution.items()) == {("refused", "test.balk"): Fraction(11, 36), 0: Fraction(1, 4),
                                                  1: Fraction(1, 3), 2: Fraction(1, 9)}


@given(st.dictionaries(st.text(max_size=3), st.fractions(min_value=0, max_value=1, max_denominator=10 ** 40),
                       min_size=1, max_size=12))
def test_a_distribution_lists_its_likeliest_results_first_equal_chances_by_their_text(chances):
    """The order the scenarios' odds log, ``oracle ask`` and a distribution's text show: the chance from high
    to low, then the result's text."""
    listed = Distribution(chances).sorted()
    assert listed == sorted(chances.items(), key=lambda vp: (-vp[1], str(vp[0])))
    assert [p for _, p in listed] == sorted(chances.values(), reverse=True)
