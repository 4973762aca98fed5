"""Прыжки через провалы — leaping gaps of up to 3"."""

from __future__ import annotations

from oracle.core.errors import RuleViolation
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.mordheim import terrain
from oracle.mordheim.ids import (
    LEAPING_COUNTS_AGAINST_MOVE, LEAPING_INITIATIVE_TEST, LEAPING_IN_RUN_OR_CHARGE, LEAPING_MAX_GAP,
    LEAPING_NOT_ENOUGH_MOVEMENT, RULING_LEAPING_ENOUGH_MOVEMENT, RULING_LEAPING_FALL_HEIGHT,
    RULING_LEAPING_OVER_THREE,
)
from oracle.mordheim.jumping_down import fall, jump_down
from oracle.mordheim.rolls import initiative_test
from oracle.mordheim.route import Leg
from oracle.mordheim.state import MordheimTable

def check(ctx: Context, table: MordheimTable, wid: str, leg: Leg) -> None:
    """Refuse a leap over more than 3" (rule mordheim.leaping.max-gap, ruling mordheim.leaping.over-three)."""
    widest = ctx.value(LEAPING_MAX_GAP, "gap")
    if leg.width > widest + EPSILON and ctx.ruling(RULING_LEAPING_OVER_THREE) == "refused":
        raise RuleViolation(LEAPING_MAX_GAP,
                            f"{wid} would leap a gap of {leg.width:.4g}\": gaps of at most {widest:g}\" may be leapt")


def reaches_far_edge(ctx: Context, left_at_edge: float, width: float) -> bool:
    """Whether what is left at the near edge is "достаточного запаса передвижения, чтобы допрыгнуть до дальнего
    края" (rule mordheim.leaping.not-enough-movement, ruling mordheim.leaping.enough-movement)."""
    if ctx.ruling(RULING_LEAPING_ENOUGH_MOVEMENT) == "equal-is-enough":
        return left_at_edge >= width - EPSILON
    return left_at_edge > width + EPSILON


def leap(ctx: Context, table: MordheimTable, wid: str, leg: Leg, allowance: float, mode: str,
         clause: str) -> MordheimTable:
    """Leap a gap (rules mordheim.leaping.max-gap, mordheim.leaping.counts-against-move,
    mordheim.leaping.not-enough-movement, mordheim.leaping.initiative-test, mordheim.leaping.in-run-or-charge).

    ``allowance`` is the move's, halved or quartered if the leap's own ground slows the whole move (ruling
    mordheim.terrain.cost "whole-move-halved"); the run-up to the edge costs what its ground costs
    (rules mordheim.terrain.*), and what is left at the edge is what the gap is measured against. The walk
    beyond the far edge is part of the move like any other (rule mordheim.movement.distance, or ``clause``,
    the rule that sets the allowance of a run or a charge): a leap whose landing point what is left beyond
    the gap does not pay for is refused, before its test, as any walk longer than the move is."""
    w = table.warrior(wid)
    check(ctx, table, wid, leg)
    approach = leg.extra.get("approach", 0.0)
    run_up = leg.extra.get("run_up")
    if run_up is not None and run_up.length > EPSILON:
        terrain.record(ctx, w.id, run_up)
    widest = ctx.value(LEAPING_MAX_GAP, "gap")
    ctx.emit(LEAPING_MAX_GAP, f"{w.id} leaps a gap of {leg.width:.4g}\" (at most {widest:g}\")", width=leg.width)
    if mode in ("run", "charge"):
        ctx.emit(LEAPING_IN_RUN_OR_CHARGE, f"{w.id} leaps as part of its {mode}")
    left_at_edge = allowance - w.used - approach
    ctx.emit(LEAPING_COUNTS_AGAINST_MOVE,
             f"the {leg.width:.4g}\" leap counts against {w.id}'s move; it has {max(left_at_edge, 0):.4g}\" left at the edge "
             f"(measured only after the leap is declared)")
    enough = reaches_far_edge(ctx, left_at_edge, leg.width)
    too_wide = leg.width > widest + EPSILON  # only under ruling mordheim.leaping.over-three=falls
    if not enough or too_wide:
        ctx.emit(LEAPING_NOT_ENOUGH_MOVEMENT,
                 f"{w.id} cannot reach the far edge ({max(left_at_edge, 0):.4g}\" left for a {leg.width:.4g}\" gap): "
                 f"it falls automatically")
        return _fall_into_gap(ctx, table, wid, leg, LEAPING_NOT_ENOUGH_MOVEMENT)
    beyond = leg.cost - approach - leg.width
    if beyond > left_at_edge - leg.width + EPSILON:
        slowed = terrain.slower(w.slowed_by, terrain.slowing(ctx, leg.ground))
        raise RuleViolation(clause, f"{w.id} needs {w.used + leg.cost:.4g}\" for this route, {beyond:.4g}\" of it beyond "
                                    f"the far edge, but may move only {allowance:.4g}\" ({mode}{terrain.whole_move(slowed)})")
    if not initiative_test(ctx, w, LEAPING_INITIATIVE_TEST, f"leaping {leg.width:.4g}\""):
        ctx.emit(LEAPING_INITIATIVE_TEST, f"{w.id} failed the test: it falls into the gap")
        return _fall_into_gap(ctx, table, wid, leg, LEAPING_INITIATIVE_TEST)
    landing = leg.extra.get("landing")
    if landing is not None and landing.length > EPSILON:
        terrain.record(ctx, w.id, landing)
    drop = leg.extra.get("drop", 0.0)
    table = table.with_warrior(w.evolve(position=leg.end.evolve(z=leg.end.z + drop), used=w.used + leg.cost,
                                        leapt=True,
                                        slowed_by=terrain.slower(w.slowed_by, terrain.slowing(ctx, leg.ground))))
    if drop > EPSILON:
        # ruling mordheim.leaping.landing-height=not-higher: the lower roof is reached by jumping down the difference
        ctx.emit(LEAPING_MAX_GAP, f"{w.id} lands on a floor {drop:g}\" below the one it leapt from and jumps down to it "
                                  f"(ruling mordheim.leaping.landing-height=not-higher)")
        top = leg.end.evolve(z=leg.end.z + drop)
        table = jump_down(ctx, table, wid, Leg("jump-down", top, leg.end, 0.0, height=drop))
    return table


def _fall_into_gap(ctx: Context, table: MordheimTable, wid: str, leg: Leg, clause: str) -> MordheimTable:
    """A fall into the gap after the run-up (ruling mordheim.leaping.fall-height: from the edge to the bottom
    of the gap, or from a height not given; damage by ruling mordheim.jumping-down.falling-damage)."""
    reading = ctx.ruling(RULING_LEAPING_FALL_HEIGHT)
    w = table.warrior(wid)
    run_up = leg.extra.get("run_up")
    table = table.with_warrior(w.evolve(used=w.used + leg.extra.get("approach", 0.0),
                                        slowed_by=terrain.slower(w.slowed_by, terrain.slowing(ctx, run_up))))
    return fall(ctx, table, wid, None if reading == "unknown" else leg.fall_height, leg.fall_at, clause)
