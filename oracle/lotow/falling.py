"""Falling or jumping from a height of more than 2" (the excerpt's opening lines, no heading).

* ``lotow.falling.no-jump-test`` — from more than 2" there is no Jump test: the fighter
  falls to the ground (its damage is outside the excerpt: hook ``lotow.hook.falling-damage``);
* ``lotow.falling.no-further-move`` — if he survives he moves no further this turn.

A fighter in the saddle who falls is ruling ``lotow.falling.mounted`` (by default he falls out of
it to the ground and his mount stays where it stands; under "mount-falls" the mount comes down with
everyone on it); none is ever laid prone in the saddle.  Jumping down is a move (ruling
``lotow.foot.phase``); a fall befalls him in any phase.

A drop of 2" or less is the ordinary jumping rules' business (hook ``lotow.hook.jump-test``):
the engine records the Jump test as due and rolls nothing.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.errors import RuleViolation
from oracle.core.geometry import Point, base
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE, Inches, more_than
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.holding_a_mount import keeps_in_contact, lies_down, out_of_reach
from oracle.lotow.ids import (
    FALLING_NO_FURTHER_MOVE, FALLING_NO_JUMP_TEST, HOOK_JUMP_TEST, MOUNTED_JUMP_TABLE,
    MOUNTED_PASSENGERS_DISMOUNT_LATER, PRONE_LAID_DOWN, RULING_FALLING_HEIGHT_BOUNDARY, RULING_FALLING_LANDS_PRONE,
    RULING_FALLING_MOUNTED, RULING_FALLING_ONTO_A_BASE, RULING_FALLING_PASSENGER_MOVE,
)
from oracle.lotow.movement import (
    has_move_left, may_move, on_foot_in_movement_phase, on_his_feet, rider_has_moved,
)
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fall, Fighter, LotowTable, require
from oracle.lotow.thrown_riders import passenger_left_behind, unseat
from oracle.lotow.zones import ground_under, in_raised_ground, nearest_place, overlaps_a_base



@RULESET.action("drop-down")
class DropDown(Action):
    """A fighter falls, or jumps down on purpose, from a height."""

    fighter: str
    height: Inches = Field(gt=0, description="Height of the drop, inches")
    jumped: bool = Field(default=False, description="He jumps down on purpose rather than falling")


def is_a_fall(ctx: Context, height: float) -> bool:
    """Whether a drop counts as "more than 2"" (ruling lotow.falling.height-boundary)."""
    if ctx.ruling(RULING_FALLING_HEIGHT_BOUNDARY) == "strictly-over":
        return more_than(height, ctx.value(FALLING_NO_JUMP_TEST, "height"))
    return height >= ctx.value(FALLING_NO_JUMP_TEST, "height") - EPSILON


def lays_prone(ctx: Context, *, over_two: bool) -> bool:
    """Whether a fall lays the fighter on the table (ruling lotow.falling.lands-prone): a fall from
    more than 2" under "prone" and "every-fall", a shorter one only under "every-fall"."""
    reading = ctx.ruling(RULING_FALLING_LANDS_PRONE)
    return reading == "every-fall" or (over_two and reading == "prone")


def lowered(position: Point, height: float) -> Point:
    """A base ``height`` lower, never below the table."""
    return position.evolve(z=max(0.0, position.z - height))


def fallen(fighter: Fighter, height: float, over_two: bool) -> Fighter:
    """A fighter after a fall of ``height``: the fall recorded on him (lotow.falling.no-jump-test; its damage is
    outside the excerpt), his base that much lower, and after more than 2" moving no further this turn
    (lotow.falling.no-further-move)."""
    return fighter.evolve(falls=fighter.falls + (Fall(height=height, clause=FALLING_NO_JUMP_TEST),),
                          position=lowered(fighter.position, height),
                          stopped_by=FALLING_NO_FURTHER_MOVE if over_two else fighter.stopped_by)


def landing(ctx: Context, table: LotowTable, who: str, at: Point, radius: float, ignore: tuple[str, ...]) -> Point:
    """Where a base that comes down at ``at`` lands: "боец падает на землю", on the ground.  One that comes down
    inside raised ground higher than ``at`` (the bluff he fell from) is set at the foot of it, at the nearest place a
    base may stand (:func:`oracle.lotow.zones.nearest_place`); one that would come down over another model's base
    is ruling lotow.falling.onto-a-base ("nearest-place", the same; "refused").  A drop that does not reach the
    ground under it (a height given short of it) is left where it comes down."""
    if ground_under(table, at) < at.z - SHAPE_TOLERANCE:
        return at
    inside = in_raised_ground(table, at, radius)
    over = overlaps_a_base(table, base(at, radius), ignore=ignore, level=at.z)
    if inside is None and over is None:
        return at
    here = f"({at.x:.4g}, {at.y:.4g}), {at.z:g}\" above the table"
    if over is not None and ctx.ruling(RULING_FALLING_ONTO_A_BASE) == "refused":
        raise RuleViolation(FALLING_NO_JUMP_TEST, f"{who} would come down at {here} with his base over {over}'s: "
                                                  "he falls or jumps from elsewhere (ruling lotow.falling.onto-a-base)")
    spot = nearest_place(table, at, radius, ignore)
    what = f"over {over}'s base" if over is not None else f"inside {inside}"
    require(spot is not None, FALLING_NO_JUMP_TEST,
            f"{who} would come down at {here}, {what}, and there is no ground within 12\" where his base may stand")
    ctx.emit(FALLING_NO_JUMP_TEST, f"{who} would come down at {here}, {what}: he lands on the ground at the nearest "
                                   f"place free for his base, ({spot.x:.4g}, {spot.y:.4g})"
                                   + (" (ruling lotow.falling.onto-a-base)" if over is not None else ""))
    return spot


def fall(ctx: Context, table: LotowTable, fighter_id: str, height: float, jumped: bool) -> LotowTable:
    """lotow.falling.no-jump-test and lotow.falling.no-further-move.

    Jumping down on purpose is a move ("в этот ход он более двигаться не может" counts it among his
    moving), refused to a fighter whose movement has ended or who has used all his move, as a jump over
    an obstacle is (:func:`oracle.lotow.movement.has_move_left`); a fall befalls him whatever his movement.  A fighter in the saddle does not jump down as a fighter on
    foot: a mounted model jumps on the mount jump table (lotow.mounted.jump.table), as it does over an
    obstacle (:func:`oracle.lotow.obstacles.jump_obstacle`); nor does a fighter lying down, whose movement is
    the crawl (lotow.prone.crawl), though he may fall.  A mount he holds by the reins (lotow.mounted.holding) stays
    where it stands: one he lands out of base contact with he no longer holds, "оставаясь при этом в базовом
    контакте" being what holding asks; after a fall, which is no move of his, whatever he was holding, and after a
    jump down as ruling lotow.mounted.holding.moving-away reads it, which may refuse the jump instead."""
    fighter = table.fighter(fighter_id)
    require(fighter.alive, FALLING_NO_JUMP_TEST, f"{fighter_id} is not alive on the table")
    if jumped:
        mount = table.mount_of(fighter_id)
        if mount is not None:
            require(False, MOUNTED_JUMP_TABLE, f"{fighter_id} is on {mount.id}: a mounted model jumps on the mount "
                                               f"jump table, not as a fighter on foot")
        may_move(fighter)
        on_his_feet(fighter, "jumps down")
        has_move_left(fighter, FALLING_NO_JUMP_TEST, "jump down")
        on_foot_in_movement_phase(ctx, table, FALLING_NO_JUMP_TEST, f"{fighter_id} jumps down, a move,")
    else:
        table = out_of_the_saddle(ctx, table, fighter_id, height)
        if table.mount_of(fighter_id) is not None:
            return mounted_model_falls(ctx, table, fighter_id, height)
        fighter = table.fighter(fighter_id)
    how = "jumps down" if jumped else "falls"
    if not is_a_fall(ctx, height):
        if jumped:
            ctx.emit(FALLING_NO_JUMP_TEST,
                     f"{fighter_id} jumps down {height:g}\", not more than 2\": he takes a Jump test "
                     f"under the ordinary rules (outside the excerpt)", fall=False)
            return table.with_fighter(fighter.evolve(tests_due=fighter.tests_due + (HOOK_JUMP_TEST,)))
        ctx.emit(FALLING_NO_JUMP_TEST,
                 f"{fighter_id} falls {height:g}\", not more than 2\": only the fall's damage applies "
                 f"(outside the excerpt); his movement goes on", fall=False)
        fighter = fallen(fighter, height, over_two=False)
        fighter = fighter.evolve(position=landing(ctx, table, fighter_id, fighter.position, fighter.base_radius,
                                                  (fighter_id,)))
        table = table.with_fighter(fighter)
        if lays_prone(ctx, over_two=False):
            table = table.with_fighter(fighter.evolve(posture="prone"))
            ctx.emit(PRONE_LAID_DOWN, f"the fall lays {fighter_id} on the table (ruling lotow.falling.lands-prone)")
            table = lies_down(ctx, table, fighter_id)
        return out_of_reach(ctx, table, fighter_id, f"falling {height:g}\"")
    ctx.emit(FALLING_NO_JUMP_TEST,
             f"{fighter_id} {how} {height:g}\", more than 2\": no Jump test, he falls to the ground", fall=True)
    fighter = fallen(fighter, height, over_two=True)
    fighter = fighter.evolve(position=landing(ctx, table, fighter_id, fighter.position, fighter.base_radius,
                                              (fighter_id,)))
    if lays_prone(ctx, over_two=True):
        fighter = fighter.evolve(posture="prone")
        ctx.emit(PRONE_LAID_DOWN, f"the fall lays {fighter_id} on the table")
    ctx.emit(FALLING_NO_FURTHER_MOVE,
             f"{fighter_id} survives the fall (its damage is outside the excerpt) and moves no further this turn")
    table = table.with_fighter(fighter)
    if jumped:  # the jump leaves the mount behind before the landing lays him down
        table = keeps_in_contact(ctx, table, fighter_id, f"jumping down {height:g}\"")
    table = lies_down(ctx, table, fighter_id) if fighter.posture == "prone" else table
    return table if jumped else out_of_reach(ctx, table, fighter_id, f"falling {height:g}\"")


def out_of_the_saddle(ctx: Context, table: LotowTable, fighter_id: str, height: float) -> LotowTable:
    """A fighter in the saddle who falls (ruling lotow.falling.mounted): "unseated", he alone falls out of it,
    set beside the mount and then down the height (on raised ground, at the foot of the drop below it), the
    mount staying where it stands at its height, his rider's seat going to the passenger as when a rider is
    thrown (:func:`oracle.lotow.thrown_riders.passenger_left_behind`); "refused", the fall is refused and
    nobody moves; "mount-falls", he stays in the saddle and the fall is the mounted model's
    (:func:`mounted_model_falls`). Asked only for a fighter on a mount, where the readings differ.  A passenger
    unseated by a fall of 2" or less keeps what :func:`passenger_move_left` leaves him."""
    mount = table.mount_of(fighter_id)
    if mount is None:
        return table
    reading = ctx.ruling(RULING_FALLING_MOUNTED)
    require(reading != "refused", FALLING_NO_JUMP_TEST,
            f"{fighter_id} is on {mount.id}: a fighter in the saddle does not fall from a height "
            "(ruling lotow.falling.mounted)")
    if reading == "mount-falls":
        ctx.emit(FALLING_NO_JUMP_TEST, f"{mount.id} falls with {fighter_id}, who stays in the saddle, and with "
                                       "everyone on it (ruling lotow.falling.mounted=mount-falls)")
        return table
    carried = table.fighter(fighter_id)
    passenger = mount.passenger if mount.rider == fighter_id else None
    ctx.emit(FALLING_NO_JUMP_TEST, f"{fighter_id} falls out of {mount.id}'s saddle to the ground; {mount.id} does "
                                   "not fall and stays where it stands (ruling lotow.falling.mounted=unseated)")
    rider = table.fighter(mount.rider) if mount.passenger == fighter_id else None
    table = unseat(table, fighter_id)
    if passenger is not None:
        table = passenger_left_behind(ctx, table, passenger, carried.move_used, carried.stopped_by)
    if rider is not None and not is_a_fall(ctx, height):
        table = passenger_move_left(ctx, table, fighter_id, rider)
    return table


def passenger_move_left(ctx: Context, table: LotowTable, passenger: str, rider: Fighter) -> LotowTable:
    """Ruling lotow.falling.passenger-move, for a passenger who fell off 2" or less after his rider moved the
    mount: "in-proportion", he walks the share of the move the mounted model has not used; "loses-move", he
    has lost the rest of it, as one who gets off then (lotow.mounted.passengers.dismount-later).  Before the
    rider has moved both move freely (lotow.mounted.passengers.dismount-first), and the ruling is not asked."""
    if not rider_has_moved(rider, table.mount_of(rider.id)):
        return table
    fighter = table.fighter(passenger)
    if ctx.ruling(RULING_FALLING_PASSENGER_MOVE) == "loses-move":
        ctx.emit(MOUNTED_PASSENGERS_DISMOUNT_LATER,
                 f"{passenger} has left the mount after {rider.id} moved it and loses the rest of his movement "
                 "(ruling lotow.falling.passenger-move=loses-move)")
        return table.with_fighter(fighter.evolve(stopped_by=MOUNTED_PASSENGERS_DISMOUNT_LATER))
    fighter = fighter.evolve(move_used=max(fighter.move_used, rider.move_used),
                             stopped_by=fighter.stopped_by or rider.stopped_by)
    ctx.emit(FALLING_NO_JUMP_TEST,
             f"{passenger} was carried as far as {rider.id} rode: he may walk the share of the move the mounted "
             f"model has left, {(1 - fighter.move_used) * fighter.move:g}\" on foot "
             "(ruling lotow.falling.passenger-move=in-proportion)")
    return table.with_fighter(fighter)


def mounted_model_falls(ctx: Context, table: LotowTable, fighter_id: str, height: float) -> LotowTable:
    """Ruling lotow.falling.mounted=mount-falls: the fall is the mounted model's.  The mount comes down the
    height with everyone on it, rider and passenger alike, whichever of them fell; each is a fighter who
    falls (lotow.falling.no-jump-test: the fall is recorded on him, its damage outside the excerpt), none is
    laid prone in the saddle, and after a fall from more than 2" the mounted model moves no further
    (lotow.falling.no-further-move), the rider driving it and the passenger carried."""
    mount = table.mount_of(fighter_id)
    over_two = is_a_fall(ctx, height)
    seated = [who for who in (mount.rider, mount.passenger) if who is not None]
    if over_two:
        ctx.emit(FALLING_NO_JUMP_TEST, f"{mount.id} falls {height:g}\", more than 2\", with {' and '.join(seated)} "
                                       "in the saddle: no Jump test", fall=True)
    else:
        ctx.emit(FALLING_NO_JUMP_TEST, f"{mount.id} falls {height:g}\", not more than 2\", with {' and '.join(seated)} "
                                       "in the saddle: only the fall's damage applies (outside the excerpt); the "
                                       "mounted model's movement goes on", fall=False)
    at = landing(ctx, table, mount.id, lowered(mount.position, height), mount.base_radius, (mount.id, *seated))
    landed = []
    for who in seated:
        landed.append(fallen(table.fighter(who), height, over_two).evolve(position=at))
        if over_two:
            ctx.emit(FALLING_NO_FURTHER_MOVE, f"{who} survives the fall (its damage is outside the excerpt) and "
                                              f"moves no further this turn")
    mount = mount.evolve(position=at)
    return table.with_mount_and_fighters(mount, *landed)


@RULESET.handler(DropDown)
def drop_down(ctx: Context, table: LotowTable, action: DropDown) -> LotowTable:
    """lotow.falling.no-jump-test, lotow.falling.no-further-move."""
    return fall(ctx, table, action.fighter, action.height, action.jumped)
