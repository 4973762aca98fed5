"""Прыжок вниз — jumping down from up to 6", and falling.

The "Falling" section the text refers to is not in the excerpt (hook
``mordheim.hook.falling``); its damage is ruling ``mordheim.jumping-down.falling-damage``,
sourced from the worked Skaven example (a 5" jump risks D3 hits at Strength 5).
"""

from __future__ import annotations

import math
from functools import lru_cache

from oracle.core.dice import ChanceEvent, die
from oracle.core.errors import RuleViolation
from oracle.core.geometry import Point
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context, made_event
from oracle.core.state import shared
from oracle.mordheim.ids import (
    DIVING_CHARGE_FAILURE, DIVING_CHARGE_INITIATIVE_TESTS, HIDING_STAYING_HIDDEN, JUMPING_DOWN_FAILURE,
    JUMPING_DOWN_INITIATIVE_TESTS, JUMPING_DOWN_MAX_HEIGHT, JUMPING_DOWN_SKAVEN_EXAMPLE, JUMPING_DOWN_SUCCESS,
    RULING_DIVING_CHARGE_MAX_HEIGHT, RULING_DIVING_CHARGE_TEST_HEIGHT, RULING_HIDING_AFTER_A_FALL,
    RULING_JUMPING_DOWN_FALLING_DAMAGE, RULING_JUMPING_DOWN_HEIGHT_LIMIT,
)
from oracle.mordheim.rolls import initiative_tests
from oracle.mordheim.route import Leg, jump_measure
from oracle.mordheim.state import Fall, Hit, MordheimTable

def tests_for(ctx: Context, height: float) -> int:
    """One test for every full 2" of the drop (rule mordheim.jumping-down.initiative-tests)."""
    return int(math.floor(height / ctx.value(JUMPING_DOWN_INITIATIVE_TESTS, "per") + EPSILON))


def dive_test_height(ctx: Context, top: float, drop: float) -> float:
    """The height a diving charge's tests are counted on (rule mordheim.diving-charge.initiative-tests: "за каждые
    полные 2" высоты, с которой прыгает модель"; ruling mordheim.diving-charge.test-height): the ``drop`` to the
    floor landed on, or under "elevation" the height ``top`` of the ledge above the table. The ruling is asked
    only where the two differ, a landing on a floor above the table."""
    if abs(top - drop) <= EPSILON:
        return drop
    return top if ctx.ruling(RULING_DIVING_CHARGE_TEST_HEIGHT) == "elevation" else drop


def jump_described(ctx: Context, leg: Leg) -> str:
    """A jump down, as the 6" of rule mordheim.jumping-down.max-height holds it (ruling
    mordheim.jumping-down.height-limit): its drop, and the elevation's height where that is more."""
    if abs(leg.start.z - leg.height) <= EPSILON or ctx.ruling(RULING_JUMPING_DOWN_HEIGHT_LIMIT) == "drop":
        return f"{leg.height:g}\""
    return f"{leg.height:g}\" from an elevation {leg.start.z:g}\" high"


def highest_jump(ctx: Context, diving: bool = False) -> float:
    """How high a model may jump down: 6" (mordheim.jumping-down.max-height; a diving charge
    says the same, mordheim.diving-charge.initiative-tests)."""
    if diving:
        return ctx.value(DIVING_CHARGE_INITIATIVE_TESTS, "height")
    return ctx.value(JUMPING_DOWN_MAX_HEIGHT, "height")


def fall(ctx: Context, table: MordheimTable, wid: str, height: float | None, at: Point, clause: str) -> MordheimTable:
    """A fall of ``height`` inches landing at ``at``, caused by ``clause`` (hook mordheim.hook.falling).

    Damage by ruling mordheim.jumping-down.falling-damage: D3 hits at Strength equal to the
    height in whole inches (default), D3 hits at Strength 5, or left unresolved.  The hits
    are recorded as pending (hook mordheim.hook.strength-hit); the model stops moving.
    ``height`` None: a fall whose height the text does not give (rulings mordheim.climbing.fall-height
    "unknown-height", mordheim.leaping.fall-height "unknown"), recorded without one (0"); D3 hits at
    Strength 5 are rolled all the same ("whatever the height"), a Strength equal to the height cannot be.
    A hidden model that falls is hidden no longer under ruling mordheim.hiding.after-a-fall "a-fall-reveals"; by
    default the move that ended in the fall is looked at as any other (:func:`hiding.reveal`).
    """
    w = table.warrior(wid)
    reading = ctx.ruling(RULING_JUMPING_DOWN_FALLING_DAMAGE)
    hits: tuple[Hit, ...] = ()
    count = None
    if reading == "d3-hits-strength-5" or (reading == "d3-hits-strength-height" and height is not None):
        # the only numbers the excerpt gives for a fall are its worked example's: D3 hits at Strength 5
        strength = (int(math.floor(height + EPSILON)) if reading == "d3-hits-strength-height"
                    else ctx.value(JUMPING_DOWN_SKAVEN_EXAMPLE, "strength"))
        sides = int(ctx.value(JUMPING_DOWN_SKAVEN_EXAMPLE, "hits").split("d")[1])
        count = ctx.roll(_falling_hits_die(sides, clause, w.id))
        hits = (shared(Hit, strength=strength, clause=clause),) * count
        ctx.emit_made(_falls(clause, w.id, height, count, strength, reading))
    elif height is None:
        ctx.emit(clause, f"{w.id} falls from a height the text does not give; with Strength equal to the height the "
                         f"damage cannot be worked out (ruling mordheim.jumping-down.falling-damage={reading})")
    else:
        ctx.emit(clause, f"{w.id} falls {height:g}\"; the damage is left unresolved "
                         f"(ruling mordheim.jumping-down.falling-damage=unresolved)", height=height)
    hidden = w.hidden
    if hidden and ctx.ruling(RULING_HIDING_AFTER_A_FALL) == "a-fall-reveals":
        ctx.emit(HIDING_STAYING_HIDDEN, f"{w.id} fell: it is hidden no longer (ruling mordheim.hiding.after-a-fall="
                                        f"a-fall-reveals)")
        hidden = False
    # ``moved`` (rule mordheim.climbing.contact) set in the same copy, where the fall takes it from where it stood
    w = w.evolve(position=at, falls=(*w.falls, shared(Fall, clause=clause, height=0.0 if height is None else height,
                                                     hits=count)),
                 hits=(*w.hits, *hits), movement_over=clause, hidden=hidden, moved=w.moved_once_at(at))
    return table.with_warrior(w)


# the lines and labels exact mode says on every dice path, their numbers formatted once (all pure)

@lru_cache(maxsize=1024)
def _falling_hits_die(sides: int, clause: str, wid: str) -> ChanceEvent:
    return die(sides, clause, f"D{sides} falling hits for {wid}")


@lru_cache(maxsize=1024)
def _falls(clause: str, wid: str, height: float | None, count: int, strength: int, reading: str):
    how_far = "from a height the text does not give" if height is None else f"{height:g}\""
    return made_event(clause, f"{wid} falls {how_far} and suffers {count} hit(s) at Strength {strength} "
                              f"(ruling mordheim.jumping-down.falling-damage={reading}); their effect lies outside the excerpt",
                      hits=count, strength=strength, height=0.0 if height is None else height)


@lru_cache(maxsize=1024)
def _jumping_down(height: float) -> str:
    return f"jumping down {height:g}\""


@lru_cache(maxsize=1024)
def _lands(wid: str, height: float):
    return made_event(JUMPING_DOWN_SUCCESS, f"{wid} lands safely {height:g}\" below; the drop is not deducted from its move")


@lru_cache(maxsize=1024)
def _jumps_down(wid: str, height: float, highest: float):
    """The line of a jump down within the limit (formatted once: exact mode says it on every dice path)."""
    return made_event(JUMPING_DOWN_MAX_HEIGHT, f"{wid} jumps down {height:g}\" (no more than {highest:g}\")", height=height)


@lru_cache(maxsize=1024)
def _tests_due(clause: str, wid: str, height: float, n: int):
    """The line of how many Initiative tests a jump down takes."""
    return made_event(clause, f"{wid} jumps down {height:g}\": {n} Initiative test(s), one per full 2\"", tests=n)


def jump_down(ctx: Context, table: MordheimTable, wid: str, leg: Leg, *, diving: bool = False) -> MordheimTable:
    """Jump down a leg's drop (rules mordheim.jumping-down.max-height, mordheim.jumping-down.initiative-tests,
    mordheim.jumping-down.failure, mordheim.jumping-down.success).

    With ``diving`` the same tests are the diving charge's (mordheim.diving-charge.*).
    """
    w = table.warrior(wid)
    height = leg.height
    capped = diving and ctx.ruling(RULING_DIVING_CHARGE_MAX_HEIGHT) == "tests-capped"
    highest = highest_jump(ctx, diving)
    if jump_measure(ctx, leg.start.z, height) > highest + EPSILON and not capped:
        clause = DIVING_CHARGE_INITIATIVE_TESTS if diving else JUMPING_DOWN_MAX_HEIGHT
        raise RuleViolation(clause, f"{w.id} would jump down {jump_described(ctx, leg)}: no more than {highest:g}\" is "
                                    f"allowed")
    counted = dive_test_height(ctx, leg.start.z, height) if diving else height
    n = tests_for(ctx, min(counted, highest))
    tests_clause = DIVING_CHARGE_INITIATIVE_TESTS if diving else JUMPING_DOWN_INITIATIVE_TESTS
    if not diving:
        ctx.emit_made(_jumps_down(w.id, height, highest))
    if counted == height:
        ctx.emit_made(_tests_due(tests_clause, w.id, height, n))
    else:
        ctx.emit(tests_clause, f"{w.id} dives {height:g}\" from a ledge {counted:g}\" high: {n} Initiative test(s), one "
                               f"per full 2\" of the ledge's height (ruling mordheim.diving-charge.test-height=elevation)",
                 tests=n)
    ok = initiative_tests(ctx, w, n, tests_clause, _jumping_down(height)) if n else True
    if not ok:
        clause = DIVING_CHARGE_FAILURE if diving else JUMPING_DOWN_FAILURE
        msg = ("falls, takes damage and may neither move nor charge this turn" if diving
               else "falls from where it jumped, takes damage and may move no further")
        ctx.emit(clause, f"{w.id} failed a test: {msg}")
        table = fall(ctx, table, wid, height, leg.end, clause)
        if diving:  # "не может двигаться и атаковать противника в этот ход": no charge either, this turn
            table = table.with_warrior(table.warrior(wid).evolve(charge_forbidden=clause))
        return table
    ctx.emit_made(_lands(w.id, height))
    # ``moved`` (rule mordheim.climbing.contact) set in the same copy: :func:`movement.execute` need not copy it again
    return table.with_warrior(w.evolve(position=leg.end, moved=w.moved_once_at(leg.end)))
