"""ТРУДНАЯ МЕСТНОСТЬ И ПРЕПЯТСТВИЯ — obstacles for mounts and the mount jump table.

(Difficult ground is in :func:`oracle.lotow.mounted_fighters.move`.)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Hashable

from pydantic import Field

from oracle.core.dice import ChanceEvent, die
from oracle.core.errors import SetupError
from oracle.core.geometry import Point, base, distance
from oracle.core.measure import EPSILON, at_most, more_than
from oracle.core.resolve import Context, made_event
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    MOUNTED_JUMP_1, MOUNTED_JUMP_2_6, MOUNTED_JUMP_HARD, MOUNTED_JUMP_NATURAL_ONE, MOUNTED_JUMP_TABLE,
    MOUNTED_OBSTACLES_DOORS, MOUNTED_OBSTACLES_HORSE, MOUNTED_OBSTACLES_MULE, MOUNTED_OBSTACLES_NO_CLIMBING,
    MOUNTED_OBSTACLES_SMALL, MOUNTED_RIDER_CONTROLS, RULING_MOUNTED_JUMP_NATURAL_ONE_SCOPE,
    RULING_MOUNTED_OBSTACLES_BARRIER_THICKNESS, RULING_MOUNTED_OBSTACLES_CROSSING_COST,
    RULING_MOUNTED_OBSTACLES_HORSE_LIMIT,
)
from oracle.lotow.movement import has_move_left, in_movement_phase, may_move, spend
from oracle.lotow.obstacles import clear_way_up, going_over_cost, landing_across, near_spot, no_landing_in_a_zone, side_of
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import LotowTable, Mount, Obstacle, require
from oracle.lotow.thrown_riders import throw_rider
from oracle.lotow.zones import overlaps_a_base

MOUNT_JUMP = die(6, label="mount jump")

"""Largest height and width mounted models ignore, by reading of lotow.mounted.obstacles.small-threshold."""


@RULESET.action("cross-obstacle")
class CrossObstacle(Action):
    """A mounted model tries to cross an obstacle: a barrier, a gap, a door, a ladder, a rope or a climb."""
    distinct = ("mount", "obstacle")

    mount: str = Field(description="The mount (with its rider) that crosses")
    obstacle: str


def wider_than(ctx: Context, obstacle: Obstacle, limit: float) -> bool:
    """Whether the obstacle is wider than a gap's or ditch's ``limit`` (lotow.mounted.jump.hard,
    lotow.mounted.obstacles.horse): a gap by its width; a barrier by its thickness only under ruling
    lotow.mounted.obstacles.barrier-thickness "thickness-counts" (asked only of a barrier that thick)."""
    if not more_than(obstacle.width, limit):
        return False
    return obstacle.kind != "barrier" or ctx.ruling(RULING_MOUNTED_OBSTACLES_BARRIER_THICKNESS) == "thickness-counts"


def is_hard(ctx: Context, obstacle: Obstacle) -> bool:
    """lotow.mounted.jump.hard: a barrier higher than 1" or a gap wider than 2"."""
    return (more_than(obstacle.height, ctx.value(MOUNTED_JUMP_HARD, "barrier"))
            or wider_than(ctx, obstacle, ctx.value(MOUNTED_JUMP_HARD, "gap")))


@RULESET.handler(CrossObstacle)
def cross_obstacle(ctx: Context, table: LotowTable, action: CrossObstacle) -> LotowTable:
    """Which obstacles a mount ignores, which stop it, and the jump for the rest.

    lotow.mounted.obstacles.no-climbing, .doors, .small, .mule, .horse; the mount jump
    table lotow.mounted.jump.table, .1, .2-6, .hard and .natural-one.  An obstacle with a line on the
    table is not crossed into the control zone of an enemy standing against it, as on foot
    (lotow.obstacles.no-jump-into-zone: the mounted jump rules are "такие же, как и для пеших фигурок").

    Such an obstacle the model goes over from, as a fighter on foot does
    (:func:`oracle.lotow.obstacles.jump_obstacle`): it rides straight up to the spot where its base touches it
    facing the landing, those inches paid from the rider's move at the mount's Move (refused by
    lotow.mounted.rider-controls where he has less left, "если позволяет дальность"), before any die is rolled.
    Crossing (ignored, through swing doors, or cleared on the jump table: "фигурка перепрыгивает препятствие") it
    is placed straight across with its rider and passenger, its base against the far side; refusing, it "остаётся
    на месте", against the near side.  An obstacle with no line on the table is one whose place is not modelled
    (:func:`unplaced`): it is crossed where the model stands, and the trace says so.
    """
    mount = table.mount(action.mount)
    obstacle = table.obstacle(action.obstacle)
    require(mount.rider is not None, MOUNTED_RIDER_CONTROLS,
            f"{mount.id} has no rider to drive it over {obstacle.id}")
    may_move(table.fighter(mount.rider))
    # the crossing is part of the mounted model's move ("может закончить своё движение, если позволяет дальность")
    has_move_left(table.fighter(mount.rider), MOUNTED_RIDER_CONTROLS, f"ride {mount.id} over {obstacle.id}")
    in_movement_phase(ctx, table, MOUNTED_RIDER_CONTROLS, f"{mount.rider} rides {mount.id} at {obstacle.id}")
    if obstacle.kind in ("ladder", "rope", "climb"):
        require(False, MOUNTED_OBSTACLES_NO_CLIMBING,
                f"a mounted model cannot climb or use a {obstacle.kind} ({obstacle.id})")
    if obstacle.kind == "door":
        require(obstacle.door == "swing", MOUNTED_OBSTACLES_DOORS,
                f"a mounted model cannot pass through the ordinary door {obstacle.id}")
        table = rides_up(ctx, table, mount, obstacle)
        mount = table.mount(mount.id)
        ctx.emit(MOUNTED_OBSTACLES_DOORS, f"{mount.id} pushes through the swing doors {obstacle.id}")
        return goes_over(ctx, table, mount, obstacle)
    limit = ctx.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to")  # ruling .small-threshold reads it as 1½" or ½"
    ignored = at_most(obstacle.height, limit) and at_most(obstacle.width, limit)
    if not ignored:
        require(mount.kind == "horse", MOUNTED_OBSTACLES_MULE,
                f"{obstacle.id} is over {limit:g}\" high or wide: impassable to the mule {mount.id}")
        barrier, ditch = ctx.value(MOUNTED_OBSTACLES_HORSE, "barrier"), ctx.value(MOUNTED_OBSTACLES_HORSE, "ditch")
        if more_than(obstacle.height, barrier) or wider_than(ctx, obstacle, ditch):
            # the text grants a horse up to 2" high and 4" wide; beyond that, ruling .horse-limit
            require(ctx.ruling(RULING_MOUNTED_OBSTACLES_HORSE_LIMIT) == "any-size", MOUNTED_OBSTACLES_HORSE,
                    f"{obstacle.id} ({obstacle.height:g}\" high, {obstacle.width:g}\" wide) is beyond a horse's "
                    f"{barrier:g}\" high or {ditch:g}\" wide jump")
    if obstacle.line is not None:
        # "Правила по прыжку верховой фигурки ... такие же, как и для пеших фигурок": a mounted model is no
        # more allowed than one on foot to go over into the zone of an enemy standing against the obstacle
        # (lotow.obstacles.no-jump-into-zone), whose fence the foot rules forbid however low it is
        landing = landing_across(mount.id, mount.position, mount.base_radius, obstacle)
        carried = tuple(who for who in (mount.rider, mount.passenger) if who is not None)
        other = overlaps_a_base(table, base(landing, mount.base_radius), ignore=(mount.id, *carried))
        if other is not None:  # as on foot (oracle.lotow.obstacles.jump_obstacle): a setup that puts a base there
            raise SetupError(f"{mount.id} cannot land on {other}'s base")
        no_landing_in_a_zone(ctx, table, mount.id, table.fighter(mount.rider).side, base(landing, mount.base_radius), obstacle,
                             carried)
    table = rides_up(ctx, table, mount, obstacle)
    mount = table.mount(mount.id)
    if ignored:
        ctx.emit(MOUNTED_OBSTACLES_SMALL,
                 f"{obstacle.id} ({obstacle.height:g}\" high, {obstacle.width:g}\" wide) is ignored by mounted models")
        return goes_over(ctx, table, mount, obstacle)
    paid_for(ctx, table, mount, obstacle)  # too little move left for it: no jump is tried
    # a merge point, the crossing's last act: exact mode runs the checks above once, not once per outcome of the jump
    return ctx.tail(jump, table, mount, obstacle)


def _seated(mount: Mount) -> tuple[str, ...]:
    return tuple(who for who in (mount.rider, mount.passenger) if who is not None)


def _placed(table: LotowTable, mount: Mount, at: Point) -> LotowTable:
    """The mounted model at ``at``: the mount, its rider and its passenger on its base (lotow.mounted.general)."""
    return table.with_mount_and_fighters(mount.evolve(position=at),
                                         *(table.fighter(who).evolve(position=at) for who in _seated(mount)))


def unplaced(ctx: Context, mount: Mount, obstacle: Obstacle) -> None:
    """The trace's word that ``obstacle``, given with no line on the table, has no place there: the ride up to it
    ("может закончить своё движение, если позволяет дальность", lotow.mounted.jump.2-6, the rider's move,
    lotow.mounted.rider-controls), where the model comes down beyond it and whether an enemy stands against it
    (lotow.obstacles.no-jump-into-zone) are not judged.  The model is taken to stand against it, pays nothing to
    reach it, and is not moved over it; only its size and kind, and the dice, are the rules'.  Its ``line`` (two
    points) is what the engine needs to judge the rest."""
    ctx.emit(MOUNTED_RIDER_CONTROLS,
             f"{obstacle.id} has no line on the table: its place is not modelled. {mount.id} is taken to stand against "
             f"it, with no ride up to it paid, no enemy judged to stand against it "
             f"(lotow.obstacles.no-jump-into-zone), and it is not moved over it; give {obstacle.id} a line to have "
             f"them judged")


def rides_up(ctx: Context, table: LotowTable, mount: Mount, obstacle: Obstacle) -> LotowTable:
    """The mounted model rides straight up to the spot where its base touches ``obstacle`` facing where it lands,
    the inches paid from the rider's move at the mount's Move ("может закончить своё движение, если позволяет
    дальность", lotow.mounted.jump.2-6; the rider directs it, lotow.mounted.rider-controls, which refuses a ride
    longer than he has left).  Its straight way there, and the spot, are clear of other models' bases, or the ride is
    refused by that clause (:func:`oracle.lotow.obstacles.clear_way_up`).  Already against it, it pays nothing.
    With no line for the obstacle on the table it is taken to stand against it, and the trace says its place is not
    modelled (:func:`unplaced`)."""
    if obstacle.line is None:
        unplaced(ctx, mount, obstacle)
        return table
    landing = landing_across(mount.id, mount.position, mount.base_radius, obstacle)
    start = near_spot(mount.base_radius, side_of(obstacle, mount.position), obstacle, landing)
    up = distance(mount.position, start, measure="centre")
    if up <= EPSILON:
        return table
    clear_way_up(table, mount, start, (mount.id, *_seated(mount)), MOUNTED_RIDER_CONTROLS, obstacle.id)
    rider = spend(ctx, table.fighter(mount.rider), up / mount.move, MOUNTED_RIDER_CONTROLS,
                  f"riding {up:g}\" up to {obstacle.id}", move=mount.move)
    ctx.emit(MOUNTED_RIDER_CONTROLS, f"{mount.rider} rides {mount.id} {up:g}\" up to {obstacle.id}, where its base "
                                     f"touches it", covered=round(up, 6))
    return _placed(table.with_fighter(rider), mount, start)


def goes_over(ctx: Context, table: LotowTable, mount: Mount, obstacle: Obstacle) -> LotowTable:
    """The mounted model crosses ``obstacle`` (ignored, through swing doors, or cleared: "фигурка перепрыгивает
    препятствие", lotow.mounted.jump.2-6), the going over paid as ruling lotow.mounted.obstacles.crossing-cost
    reads it (:func:`paid_for`), and is placed straight across, its base against the far side, with its rider and
    passenger; an obstacle with no line on the table it crosses where it stands."""
    table = paid_for(ctx, table, mount, obstacle)
    crossed = mount.evolve(crossed=mount.crossed + (obstacle.id,))
    if obstacle.line is None:
        return table.with_mount(crossed)
    return _placed(table, crossed, landing_across(mount.id, mount.position, mount.base_radius, obstacle))


def paid_for(ctx: Context, table: LotowTable, mount: Mount, obstacle: Obstacle) -> LotowTable:
    """Ruling lotow.mounted.obstacles.crossing-cost (:func:`oracle.lotow.obstacles.going_over_cost`): under "free"
    going over costs nothing of its own; under "width" it takes the obstacle's width off the rider's move at the
    mount's Move, under "whole-way" the width and the mount's base's diameter, refused by
    lotow.mounted.rider-controls when he has less left ("если позволяет дальность").  Returns the table with the
    rider's move spent."""
    over = going_over_cost(ctx, obstacle, mount.base_radius)
    if over <= 0:
        return table
    what = "its width" if ctx.ruling(RULING_MOUNTED_OBSTACLES_CROSSING_COST) == "width" else \
        "its width and the mount's base"
    rider = spend(ctx, table.fighter(mount.rider), over / mount.move, MOUNTED_RIDER_CONTROLS,
                  f"riding {over:g}\" over {obstacle.id} ({what}, ruling lotow.mounted.obstacles.crossing-cost)",
                  move=mount.move)
    return table.with_fighter(rider)


def jump(ctx: Context, table: LotowTable, mount: Mount, obstacle: Obstacle) -> LotowTable:
    """Roll on the mount jump table, with -1 for a hard jump; a natural 1 on a hard jump throws the rider."""
    ctx.emit(MOUNTED_OBSTACLES_HORSE, f"{mount.id} may jump {obstacle.id}")
    ctx.emit(MOUNTED_JUMP_TABLE, f"{mount.id} jumps {obstacle.id}: roll on the mount jump table")
    hard = is_hard(ctx, obstacle)
    # the die is read only as what it does (clears, refuses, throws the rider): a read roll, so that each
    # face's line is made once and the rest of the jump runs once per outcome instead of once per face;
    # the numbers it reads are asked before the roll (no reading changes them)
    outcome = ctx.read_roll_inline(_mount_jump, _jump_face, mount.id, mount.rider, obstacle.id, hard,
                                   ctx.value(MOUNTED_JUMP_HARD, "modifier"), ctx.value(MOUNTED_JUMP_2_6, "lowest"),
                                   ctx.value(MOUNTED_JUMP_NATURAL_ONE, "face"),
                                   ctx.value(MOUNTED_JUMP_NATURAL_ONE, "refusal-face"))
    if outcome == "natural one":  # a refusal on a natural 1 when the jump is not hard: a reading decides
        if ctx.ruling(RULING_MOUNTED_JUMP_NATURAL_ONE_SCOPE) == "every-jump":
            ctx.emit(MOUNTED_JUMP_NATURAL_ONE, f"a natural 1: {mount.rider} rolls on the Thrown Riders table")
            outcome = "thrown"
        else:
            outcome = "refuses"
    if outcome == "clears":
        return goes_over(ctx, table, mount, obstacle)
    stopped = [table.fighter(seated).evolve(stopped_by=MOUNTED_JUMP_1) for seated in (mount.rider, mount.passenger)
               if seated is not None]
    table = table.with_mount_and_fighters(mount.evolve(refused=mount.refused + (obstacle.id,)), *stopped)  # one copy
    if outcome == "thrown":
        return ctx.tail(throw_rider, table, mount.rider)  # a merge point, the jump's last act
    return table


def _mount_jump(*_: Hashable) -> ChanceEvent:
    return MOUNT_JUMP


@lru_cache(maxsize=1024)
def _jump_face(natural: int, mount: str, rider: str | None, obstacle: str, hard: bool, modifier: int, lowest: int,
               one: int, refusal_face: int) -> tuple[str, tuple]:
    """What a face of the mount jump die does, and the lines that say it (lotow.mounted.jump.*):
    "clears", "refuses", "thrown" (a natural 1 on a hard jump), or "natural one" (a natural 1 on a jump
    that is not hard, which ruling lotow.mounted.jump.natural-one-scope settles)."""
    said = []
    result = natural + modifier if hard else natural
    if hard:
        said.append(made_event(MOUNTED_JUMP_HARD, f"{modifier:+d} for {obstacle}: {natural} counts as {result}", roll=natural))
    if result >= lowest:
        said.append(made_event(MOUNTED_JUMP_2_6, f"{mount} clears {obstacle} and may finish its move", roll=natural))
        return "clears", tuple(said)
    said.append(made_event(MOUNTED_JUMP_1, f"{mount} refuses {obstacle}: it stays put and moves no more this turn",
                           roll=natural))
    if natural == one and not hard:
        return "natural one", tuple(said)
    if natural == one:
        said.append(made_event(MOUNTED_JUMP_NATURAL_ONE, f"a natural 1: {rider} rolls on the Thrown Riders table"))
        return "thrown", tuple(said)
    if hard and natural == refusal_face:
        said.append(made_event(MOUNTED_JUMP_NATURAL_ONE,
                               f"a natural 2 made 1 by the -1: {mount} refuses, {rider} does not test"))
    return "refuses", tuple(said)
