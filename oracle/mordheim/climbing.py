"""Лазание — climbing up and down walls: who may, how high, the Initiative test."""

from __future__ import annotations

from oracle.core.errors import RuleViolation
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.mordheim.ids import (
    CLIMBING_CONTACT, CLIMBING_DISTANCE, CLIMBING_FALL_CLIMBING_DOWN, CLIMBING_INITIATIVE_TEST, CLIMBING_NO_RUNNING,
    CLIMBING_TOO_HIGH, CLIMBING_WHO, RULING_CLIMBING_FALL_HEIGHT, RULING_CLIMBING_IN_CHARGE,
)
from oracle.mordheim.jumping_down import fall
from oracle.mordheim.rolls import initiative_test
from oracle.mordheim.route import Leg
from oracle.mordheim.state import MordheimTable


def check(ctx: Context, table: MordheimTable, wid: str, leg: Leg, mode: str, first: bool) -> None:
    """Refuse a climb the rules forbid (rules mordheim.climbing.who, mordheim.climbing.contact,
    mordheim.climbing.no-running, mordheim.climbing.too-high)."""
    w = table.warrior(wid)
    if w.animal:
        raise RuleViolation(CLIMBING_WHO, f"{w.id} is an animal: animals may not climb")
    if mode == "run":
        raise RuleViolation(CLIMBING_NO_RUNNING, f"{w.id} may not run while climbing")
    if mode == "charge" and ctx.ruling(RULING_CLIMBING_IN_CHARGE) == "charge-may-not-climb":
        raise RuleViolation(CLIMBING_NO_RUNNING,
                            f"{w.id} may not climb during a charge (ruling mordheim.climbing.in-charge=charge-may-not-climb)")
    if not first or w.used > EPSILON or w.moved:
        # "касаться того, по чему собирается лезть, в начале фазы передвижения": where it stood when the phase
        # began, before any move, a jump down (which costs no movement) included
        raise RuleViolation(CLIMBING_CONTACT,
                            f"{w.id} must touch the wall at the start of its Movement phase to climb it, "
                            f"not after moving")
    if leg.height > w.movement + EPSILON:
        raise RuleViolation(CLIMBING_TOO_HIGH,
                            f"the climb is {leg.height:g}\" high, more than {w.id}'s Movement of {w.movement:g}\"")
    if leg.kind == "climb-over" and leg.extra["climbed"] > w.movement + EPSILON:
        raise RuleViolation(CLIMBING_DISTANCE,
                            f"climbing over {leg.platform}, {leg.height:g}\" high, {w.id} would climb "
                            f"{leg.extra['climbed']:g}\" (up and down, ruling mordheim.climbing.over-a-wall="
                            f"{leg.extra['reading']}), more than the {w.movement:g}\" of its Movement it may climb in "
                            f"one Movement phase, and it cannot stop on top of the wall")


def climb(ctx: Context, table: MordheimTable, wid: str, leg: Leg) -> MordheimTable:
    """Climb a leg (rules mordheim.climbing.who, mordheim.climbing.contact, mordheim.climbing.distance,
    mordheim.climbing.initiative-test, mordheim.climbing.fall-climbing-down)."""
    w = table.warrior(wid)
    if leg.kind == "climb-over":
        return _climb_over(ctx, table, wid, leg)
    up = leg.kind == "climb-up"
    ctx.emit(CLIMBING_WHO, f"{w.id} is not an animal and may climb {'up' if up else 'down'}")
    ctx.emit(CLIMBING_CONTACT, f"{w.id} touches the wall at the start of its Movement phase")
    ctx.emit(CLIMBING_TOO_HIGH, f"the climb is {leg.height:g}\", not more than its Movement {w.movement:g}\"")
    ok = initiative_test(ctx, w, CLIMBING_INITIATIVE_TEST, f"climbing {'up' if up else 'down'} {leg.height:g}\"")
    if not ok:
        if up:
            ctx.emit(CLIMBING_INITIATIVE_TEST, f"{w.id} failed to start climbing: it may not move this turn")
            return table.with_warrior(w.evolve(movement_over=CLIMBING_INITIATIVE_TEST))
        reading = ctx.ruling(RULING_CLIMBING_FALL_HEIGHT)
        ctx.emit(CLIMBING_FALL_CLIMBING_DOWN,
                 f"{w.id} failed the test climbing down: it falls from where it started "
                 f"(ruling mordheim.climbing.fall-height={reading})")
        height = None if reading == "unknown-height" else leg.fall_height
        return fall(ctx, table, wid, height, leg.end, CLIMBING_FALL_CLIMBING_DOWN)
    ctx.emit(CLIMBING_DISTANCE,
             f"{w.id} climbs {leg.height:g}\" {'up' if up else 'down'}; the height counts against its move")
    return table.with_warrior(w.evolve(position=leg.end, used=w.used + leg.cost, climbed=True))


def _climb_over(ctx: Context, table: MordheimTable, wid: str, leg: Leg) -> MordheimTable:
    """Climb up a wall or fence and over it (rules mordheim.climbing.who, mordheim.climbing.contact,
    mordheim.climbing.distance, mordheim.climbing.initiative-test, mordheim.climbing.fall-climbing-down; ruling
    mordheim.climbing.over-a-wall): one Initiative test starts the climb, up the near face, and failing it the model
    does not move this turn; under "up-and-down-tested" the way down the far face is a climb down with a test of
    its own, and failing that one the model falls from the top of the wall to the foot of the far face."""
    w = table.warrior(wid)
    reading = leg.extra["reading"]
    ctx.emit(CLIMBING_WHO, f"{w.id} is not an animal and may climb up {leg.platform} and over it")
    ctx.emit(CLIMBING_CONTACT, f"{w.id} touches {leg.platform} at the start of its Movement phase")
    ctx.emit(CLIMBING_TOO_HIGH, f"{leg.platform} is {leg.height:g}\" high, not more than its Movement {w.movement:g}\"")
    if not initiative_test(ctx, w, CLIMBING_INITIATIVE_TEST, f"climbing up {leg.platform}, {leg.height:g}\""):
        ctx.emit(CLIMBING_INITIATIVE_TEST, f"{w.id} failed to start climbing: it may not move this turn")
        return table.with_warrior(w.evolve(movement_over=CLIMBING_INITIATIVE_TEST))
    if reading == "up-and-down-tested" and not initiative_test(ctx, w, CLIMBING_FALL_CLIMBING_DOWN,
                                                                f"climbing down the far face of {leg.platform}, "
                                                                f"{leg.height:g}\""):
        fall_reading = ctx.ruling(RULING_CLIMBING_FALL_HEIGHT)
        ctx.emit(CLIMBING_FALL_CLIMBING_DOWN,
                 f"{w.id} failed the test climbing down the far face of {leg.platform}: it falls from the top "
                 f"(rulings mordheim.climbing.over-a-wall={reading}, mordheim.climbing.fall-height={fall_reading})")
        table = table.with_warrior(w.evolve(climbed=True))
        height = None if fall_reading == "unknown-height" else leg.fall_height
        return fall(ctx, table, wid, height, leg.end, CLIMBING_FALL_CLIMBING_DOWN)
    ctx.emit(CLIMBING_DISTANCE,
             f"{w.id} climbs over {leg.platform}: {leg.extra['climbed']:g}\" climbed (ruling "
             f"mordheim.climbing.over-a-wall={reading}) and {leg.extra['across']:.4g}\" across, "
             f"{leg.cost:.4g}\" of its move")
    return table.with_warrior(w.evolve(position=leg.end, used=w.used + leg.cost, climbed=True))
