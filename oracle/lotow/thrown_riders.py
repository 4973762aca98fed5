"""ПАДЕНИЕ С ЛОШАДИ — the Thrown Riders table.

Roll a D6 for a rider (or passenger) who comes off his mount:

* 1 — thrown over the mount's head: a Strength 2 hit; if he survives he lies prone beside
  the mount and, if engaged, fights lying down (``lotow.mounted.thrown-rider.1``);
* 2-5 — lands beside the mount and can do nothing more this turn; in close combat he
  strikes no blows even if his side wins (``lotow.mounted.thrown-rider.2-5``);
* 6 — lands on his feet, the mounted model is replaced by the foot model, no penalty
  (``lotow.mounted.thrown-rider.6``).
"""

from __future__ import annotations

from math import cos, radians, sin
from typing import Any, Callable

from pydantic import Field

from oracle.core.dice import ChanceEvent, die
from oracle.core.errors import RuleViolation
from oracle.core.geometry import Point
from oracle.core.resolve import Context, made_event
from oracle.core.state import shared
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    MOUNTED_DISMOUNTING, MOUNTED_PASSENGERS_RIDER_KILLED, MOUNTED_PASSENGERS_TWO_RIDERS, MOUNTED_THROWN_RIDER_1,
    MOUNTED_THROWN_RIDER_2_5, MOUNTED_THROWN_RIDER_6, RULING_MOUNTED_KILLED_UNDER_RIDER,
    RULING_MOUNTED_PASSENGERS_RIDER_THROWN, RULING_MOUNTED_THROWN_RIDER_NO_ROOM,
    RULING_MOUNTED_THROWN_RIDER_SIX_AFTER_STOP,
)
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, Hit, LotowTable, Mount, require
from oracle.lotow.zones import FARTHEST, across_an_obstacle, may_stand, nearest_place

THROWN_RIDERS = die(6, label="Thrown Riders table")


STEP = 5.0  # degrees between the places tried round the mount


def beside(mount: Mount, radius: float) -> Point:
    """The place on the ground touching the mount's base on its +x side."""
    p = mount.position
    return shared(Point, x=p.x + mount.base_radius + radius, y=p.y, z=p.z)


def place_beside(table: LotowTable, mount: Mount, fighter: Fighter) -> Point | None:
    """Where a fighter coming off ``mount`` is set: "рядом с лошадью" (lotow.mounted.thrown-rider.2-5, the 1's
    "положить рядом с фигуркой лошади (если это возможно)"), his base touching the mount's, on the ground the mount
    stands on, where a base may stand (:func:`oracle.lotow.zones.may_stand`): not over another model's base (a
    passenger already set down counts), not in raised ground higher than that ground, nor out over the edge of the
    ground it stands on, nor over a fence, rail or other obstacle; and on the mount's side of every obstacle, for
    a man who jumps down beside his horse does not land beyond the fence it stands against
    (:func:`oracle.lotow.zones.across_an_obstacle`).
    The text names no side; the places are tried round the mount from its +x side, alternately one way and the
    other, every 5°, and the first free one is taken.  None where there is none."""
    level = mount.position.z
    reach = mount.base_radius + fighter.base_radius
    for step in range(int(180 / STEP) + 1):
        for turn in ((0.0,) if step in (0, 180 / STEP) else (step * STEP, -step * STEP)):
            a = radians(turn)
            at = (beside(mount, fighter.base_radius) if turn == 0.0 else
                  Point(x=mount.position.x + reach * cos(a), y=mount.position.y + reach * sin(a), z=level))
            if (may_stand(table, at, fighter.base_radius, ignore=(fighter.id, mount.id))
                    and across_an_obstacle(table, mount.position, at) is None):
                return at
    return None


def no_room_beside(mount: Mount, fighter: Fighter, clause: str) -> RuleViolation:
    return RuleViolation(clause, f"there is no place beside {mount.id} for {fighter.id}'s base: every spot touching "
                                 f"it lies over another model's base, in ground he cannot stand on, or over or "
                                 f"beyond an obstacle")


def free_beside(table: LotowTable, mount: Mount, fighter: Fighter, clause: str) -> Point:
    """:func:`place_beside`, refused under ``clause`` where there is no such place, for the text sets him nowhere
    else."""
    at = place_beside(table, mount, fighter)
    if at is None:
        raise no_room_beside(mount, fighter, clause)
    return at


Elsewhere = Callable[[LotowTable, Mount, Fighter], Point]
"""Where a fighter coming off a mount is set when no place beside it is free: given the table with the mount
already left by him, the mount and the fighter."""


def unseat(table: LotowTable, fighter_id: str, clause: str = MOUNTED_DISMOUNTING, elsewhere: Elsewhere | None = None,
           **changes: Any) -> LotowTable:
    """Take a fighter off his mount (as rider or passenger) and stand his model beside it where a base may stand
    (:func:`place_beside`; where there is no such place, where ``elsewhere`` sets him, or refused under ``clause``),
    with ``changes`` to him made in the same copy."""
    mount = table.mount_of(fighter_id)
    if mount is None:
        return table.with_fighter(table.fighter(fighter_id).evolve(**changes)) if changes else table
    if mount.rider == fighter_id:
        # the share of its Move he rode it, for a rider who gets on it after him (ruling lotow.mounted.mount-move)
        ridden = max(mount.move_used, table.fighter(fighter_id).move_used)
        mount = mount.evolve(rider=None, last_rider=fighter_id, move_used=ridden)
    else:
        mount = mount.evolve(passenger=None)
    fighter = table.fighter(fighter_id)
    at = place_beside(table, mount, fighter)
    if at is None:
        if elsewhere is None:
            raise no_room_beside(mount, fighter, clause)
        at = elsewhere(table.with_mount(mount), mount, fighter)
    fighter = fighter.evolve(position=at, **changes)
    return table.with_mount_and_fighters(mount, fighter)


def laid_nearest(ctx: Context) -> Elsewhere:
    """Where a rider thrown on a 1 is laid when no place beside the horse is free, "рядом с фигуркой лошади (если
    это возможно)": ruling lotow.mounted.thrown-rider.no-room.  "nearest-place", at the place nearest the mount
    where a base may stand, on the ground it stands on (:func:`oracle.lotow.zones.nearest_place`, from the mount's
    centre); "refused", nowhere: the roll is refused, as on the other rows."""
    def elsewhere(table: LotowTable, mount: Mount, fighter: Fighter) -> Point:
        if ctx.ruling(RULING_MOUNTED_THROWN_RIDER_NO_ROOM) == "refused":
            raise no_room_beside(mount, fighter, MOUNTED_THROWN_RIDER_1)
        at = nearest_place(table, mount.position, fighter.base_radius, ignore=(fighter.id,))
        if at is None:
            raise RuleViolation(MOUNTED_THROWN_RIDER_1, f"there is no place beside {mount.id} for {fighter.id}'s base, "
                                                        f"nor any within {FARTHEST:g}\" of it")
        ctx.emit(MOUNTED_THROWN_RIDER_1,
                 f"no place beside {mount.id} is free for {fighter.id}'s base: he is laid at the nearest place that "
                 f"is, ({at.x:.4g}, {at.y:.4g}) (ruling lotow.mounted.thrown-rider.no-room)")
        return at
    return elsewhere


def throw_rider(ctx: Context, table: LotowTable, fighter_id: str) -> LotowTable:
    """Roll on the Thrown Riders table for a fighter on a mount and apply the row.

    Clauses lotow.mounted.thrown-rider.1, .2-5 and .6.  The die is read only as its row: exact mode
    enumerates the faces with their lines (``ctx.read_roll_inline``) and applies each row once.
    """
    table.fighter(fighter_id)  # an id the table does not have is a setup error that names it, not a refusal
    mount = table.mount_of(fighter_id)
    require(mount is not None, MOUNTED_THROWN_RIDER_1, f"{fighter_id} is not on a mount, so he cannot be thrown from one")
    passenger = mount.passenger if mount.rider == fighter_id else None
    carried = table.fighter(fighter_id)  # the mounted model's move this turn, before the row changes him
    strength = ctx.value(MOUNTED_THROWN_RIDER_1, "strength")
    row = ctx.read_roll_inline(_thrown_riders, _row, fighter_id, table.fighter(fighter_id).engaged,
                               ctx.value(MOUNTED_THROWN_RIDER_1, "face"), strength,
                               ctx.value(MOUNTED_THROWN_RIDER_2_5, "highest"))
    # the row's changes to him, made with his unseating in one copy of him and of the table
    fighter = table.fighter(fighter_id)
    if row == "1":
        changes = {"thrown": True, "posture": "prone",
                   "hits": fighter.hits + (shared(Hit, strength=strength, clause=MOUNTED_THROWN_RIDER_1),)}
    elif row == "2-5":
        changes = {"thrown": True, "stopped_by": MOUNTED_THROWN_RIDER_2_5, "turn_over_by": MOUNTED_THROWN_RIDER_2_5}
    elif fighter.stopped_by is not None and ctx.ruling(RULING_MOUNTED_THROWN_RIDER_SIX_AFTER_STOP) == "free-on-foot":
        ctx.emit(MOUNTED_THROWN_RIDER_6,
                 f"\"no restrictions\": the stop under {fighter.stopped_by} went with the mounted model; {fighter_id} may move on foot")
        changes = {"thrown": True, "stopped_by": None}
    else:
        changes = {"thrown": True}
    clause = {"1": MOUNTED_THROWN_RIDER_1, "2-5": MOUNTED_THROWN_RIDER_2_5}.get(row, MOUNTED_THROWN_RIDER_6)
    table = unseat(table, fighter_id, clause, laid_nearest(ctx) if row == "1" else None, **changes)
    if passenger is not None:
        table = passenger_left_behind(ctx, table, passenger, carried.move_used, carried.stopped_by)
    return table


def _thrown_riders(fighter_id: str, engaged: bool, one: int, strength: int, highest: int) -> ChanceEvent:
    return THROWN_RIDERS


def _row(roll: int, fighter_id: str, engaged: bool, one: int, strength: int, highest: int) -> tuple[str, tuple]:
    """The row of the Thrown Riders table a face gives, and the line that says it."""
    if roll == one:
        return "1", (made_event(MOUNTED_THROWN_RIDER_1,
                                f"{fighter_id} is thrown over the mount's head: a Strength {strength} hit, and he lies "
                                "prone beside it" + (" and fights lying down" if engaged else ""), roll=roll),)
    if roll <= highest:
        return "2-5", (made_event(MOUNTED_THROWN_RIDER_2_5,
                                  f"{fighter_id} falls to the ground beside the mount and can do nothing more this turn",
                                  roll=roll),)
    return "6", (made_event(MOUNTED_THROWN_RIDER_6,
                            f"{fighter_id} lands on his feet beside the mount, ready to fight, with no penalty", roll=roll),)


def passenger_left_behind(ctx: Context, table: LotowTable, passenger: str, used: float = 0.0,
                          stopped_by: str | None = None) -> LotowTable:
    """A passenger whose rider was thrown (ruling lotow.mounted.passengers.rider-thrown); off a mount killed
    under them (ruling lotow.mounted.killed-under-rider=thrown) he comes off too, under either reading.
    One who stays on and takes the reins rides on with the mounted model's move as it stands: ``used``, the
    share the thrown rider had used, and ``stopped_by``, a stop on it this turn (the rider "является
    определяющей силой движения"; a passenger's own movement is spent once the rider has moved,
    lotow.mounted.passengers.dismount-later)."""
    mount = table.mount_of(passenger)
    if not mount.alive:
        ctx.emit(MOUNTED_PASSENGERS_RIDER_KILLED, f"{passenger} is left on the dead {mount.id} and falls off too")
        return throw_rider(ctx, table, passenger)
    if ctx.ruling(RULING_MOUNTED_PASSENGERS_RIDER_THROWN) == "passenger-thrown":
        ctx.emit(MOUNTED_PASSENGERS_RIDER_KILLED, f"{passenger} is left without a rider and falls off too")
        return throw_rider(ctx, table, passenger)
    ctx.emit(MOUNTED_PASSENGERS_TWO_RIDERS, f"{passenger} takes the reins of {mount.id}, whose move this turn is "
                                            f"{used * mount.move:g}\" of {mount.move:g}\" used")
    seated = table.fighter(passenger)
    seated = seated.evolve(move_used=max(seated.move_used, used), stopped_by=seated.stopped_by or stopped_by)
    return table.with_mount_and_fighters(mount.evolve(rider=passenger, passenger=None), seated)


def off_a_dead_mount(ctx: Context, table: LotowTable, mount_id: str) -> LotowTable:
    """A mount killed under its rider: the excerpt has no rule for it (ruling lotow.mounted.killed-under-rider).
    Under every reading rider and passenger leave its saddle, for nobody rides a dead mount on: "thrown",
    each rolls on the Thrown Riders table, as a passenger whose rider is killed does
    (lotow.mounted.passengers.rider-killed); "steps-off", both are set beside it with no roll, as a
    dismount is made (lotow.mounted.dismounting)."""
    mount = table.mount(mount_id)
    if ctx.ruling(RULING_MOUNTED_KILLED_UNDER_RIDER) == "thrown":
        ctx.emit(MOUNTED_PASSENGERS_RIDER_KILLED,
                 f"{mount.rider} comes off the dead {mount.id} and rolls on the Thrown Riders table, as a passenger "
                 f"whose rider is killed does (ruling lotow.mounted.killed-under-rider)")
        return throw_rider(ctx, table, mount.rider)
    for seated in (mount.rider, mount.passenger):
        if seated is not None:
            ctx.emit(MOUNTED_DISMOUNTING, f"{seated} gets off the dead {mount.id} without a test, as in a dismount "
                                          f"(ruling lotow.mounted.killed-under-rider=steps-off)")
            table = unseat(table, seated)
    return table


@RULESET.action("roll-thrown-rider")
class RollThrownRider(Action):
    """A rider (or passenger) rolls on the Thrown Riders table."""

    fighter: str = Field(description="Id of the fighter on the mount")


@RULESET.handler(RollThrownRider)
def roll_thrown_rider(ctx: Context, table: LotowTable, action: RollThrownRider) -> LotowTable:
    """lotow.mounted.thrown-rider.1, .2-5, .6: one D6 on the Thrown Riders table."""
    return throw_rider(ctx, table, action.fighter)
