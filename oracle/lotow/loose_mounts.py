"""УБЕЖАВШИЕ ЛОШАДИ (Loose Mounts) — an optional rule.

The whole section applies only when the players agreed to use it
(``optional_rules: [loose-mounts]`` in the table setup), lotow.mounted.loose.optional.
"""

from __future__ import annotations

from math import cos, radians, sin
from typing import Literal

from pydantic import Field
from shapely.geometry.base import BaseGeometry

from oracle.core.geometry import Point, base, distance, path, rectangle
from oracle.core.errors import RuleViolation
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE, more_than
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.holding_a_mount import in_base_contact
from oracle.lotow.ids import (
    MOUNTED_LOOSE_COURAGE, MOUNTED_LOOSE_ENEMIES_IN_PATH, MOUNTED_LOOSE_NO_CONTROL_ZONE, MOUNTED_LOOSE_OPTIONAL,
    MOUNTED_LOOSE_TARGET, MOUNTED_LOOSE_TIED, MOUNTED_LOOSE_WHEN, MOUNTED_OBSTACLES_SMALL,
    MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING, MOUNTED_RIDERLESS, RULING_MOUNTED_LOOSE_BLOCKED_WAY,
    RULING_MOUNTED_LOOSE_OR_CONDITIONS,
)
from oracle.lotow.movement import may_act, may_move
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Mount, require
from oracle.lotow.thrown_riders import off_a_dead_mount
from oracle.lotow.zones import may_stand


def in_use(ctx: Context, table: LotowTable) -> None:
    require(table.uses("loose-mounts"), MOUNTED_LOOSE_OPTIONAL,
            "Loose Mounts is an optional rule and the players did not agree to use it")
    ctx.emit(MOUNTED_LOOSE_OPTIONAL, "the players use the optional Loose Mounts rule")


def keeper(ctx: Context, table: LotowTable, mount: Mount) -> str | None:
    """The fighter on foot in base contact who keeps the mount from being loose, if any:
    one holding its reins (lotow.mounted.holding), or its dismounted rider ("спешившийся
    наездник", lotow.mounted.loose.when) — the fighter who last got off it as its rider, or
    its owner if nobody has ridden it on the table.  Base contact from another level is ruling
    lotow.mounted.holding.levels (:func:`oracle.lotow.holding_a_mount.in_base_contact`)."""
    for ident in (mount.held_by, mount.last_rider or mount.owner):
        if ident is None:
            continue
        f = table.fighter(ident)
        if f.alive and table.mount_of(f.id) is None and in_base_contact(ctx, f, mount):
            return f.id
    return None


def is_loose(ctx: Context, table: LotowTable, mount: Mount, *, killed: bool = False) -> bool:
    """lotow.mounted.loose.when: a riderless mount is loose unless it is tied or kept by a fighter in base
    contact (ruling lotow.mounted.loose.or-conditions).  Asked for a Courage test, a tied mount is one that
    does not wander (lotow.mounted.loose.tied); asked for a kill, it is one that is no loose mount, so that
    lotow.mounted.loose.target does not rule on it."""
    if mount.tied:
        if killed:
            ctx.emit(MOUNTED_LOOSE_WHEN, f"{mount.id} was tied (\"не потрудился привязать его\" does not hold): "
                                         f"it was no loose mount")
        else:
            ctx.emit(MOUNTED_LOOSE_TIED, f"{mount.id} is tied and does not wander")
        return False
    kept = keeper(ctx, table, mount)
    if kept is not None:
        # "не потрудился привязать его, не находится рядом с ним в базовом контакте или же убит":
        # which way the "или" joins the conditions is ruling lotow.mounted.loose.or-conditions
        if ctx.ruling(RULING_MOUNTED_LOOSE_OR_CONDITIONS) == "either-keeps":
            ctx.emit(MOUNTED_LOOSE_WHEN, f"{kept} is in base contact with {mount.id}: it is not loose")
            return False
        ctx.emit(MOUNTED_LOOSE_WHEN, f"{mount.id} is not tied: it is loose although {kept} is in base contact")
    ctx.emit(MOUNTED_LOOSE_WHEN, f"{mount.id} is untied and alone: it is a loose mount")
    return True


@RULESET.action("loose-mount-test")
class LooseMountTest(Action):
    """A riderless mount's Courage test; if failed, the player with priority moves it along ``path``."""

    mount: str
    courage: Literal["passed", "failed"] = Field(description="Result of the Courage test (hook lotow.hook.courage-test)")
    path: tuple[Point, ...] = Field(default=(), description="Where the player with priority runs it, after its position")
    blocked: bool = Field(default=False, description="The player says enemies block a full move")


@RULESET.handler(LooseMountTest)
def loose_mount_test(ctx: Context, table: LotowTable, action: LooseMountTest) -> LotowTable:
    """lotow.mounted.loose.when, .tied, .courage, .enemies-in-path, .no-control-zone."""
    in_use(ctx, table)
    mount = table.mount(action.mount)
    require(mount.alive and not mount.removed, MOUNTED_LOOSE_WHEN,
            f"{mount.id} is not on the table alive: it neither stands its ground nor bolts")
    require(mount.rider is None, MOUNTED_LOOSE_WHEN, f"{mount.id} has a rider and is not loose")
    if not is_loose(ctx, table, mount):
        return table
    mount = mount.evolve(loose=True)
    if action.courage == "passed":
        ctx.emit(MOUNTED_LOOSE_COURAGE, f"{mount.id} passes its Courage test and does not move")
        require(not action.path, MOUNTED_LOOSE_COURAGE, f"{mount.id} passed its Courage test and may not be moved")
        return table.with_mount(mount)
    require(bool(action.path), MOUNTED_LOOSE_COURAGE,
            f"{mount.id} failed its Courage test: the player with priority ({table.priority or 'not given'}) must "
            f"move it")
    route = path(mount.position, *action.path)
    length = route.length
    require(not more_than(length, mount.move), MOUNTED_LOOSE_COURAGE,
            f"{mount.id} may bolt at most its Move of {mount.move:g}\", not {length:g}\"")
    # "вражеские фигурки": the enemy's models, on foot or mounted (a mounted model is its mount's base,
    # rider and passenger on it) and its riderless mounts, which the text calls models too.
    enemies = [*(f for f in table.fighters if f.side != mount.side and f.alive and table.mount_of(f.id) is None),
               *(m for m in table.mounts if m.side != mount.side and m.alive and not m.removed)]
    swept = route.buffer(mount.base_radius)
    for enemy in enemies:
        require(not swept.intersection(base(enemy.position, enemy.base_radius)).area > EPSILON,
                MOUNTED_LOOSE_ENEMIES_IN_PATH, f"{mount.id} must run around the enemy {enemy.id}")
    refuse_running_into_raised_ground(ctx, table, mount, swept)
    refuse_ending_over_a_base(table, mount, action.path[-1])
    if action.blocked and more_than(mount.move, length):  # a short run, which only the enemy's blocking allows
        in_its_way(mount, enemies)
        if ctx.ruling(RULING_MOUNTED_LOOSE_BLOCKED_WAY) == "no-way-round":
            end = way_round(ctx, table, mount, enemies)
            if end is not None:
                require(False, MOUNTED_LOOSE_ENEMIES_IN_PATH,
                        f"{mount.id} is not blocked: a straight run of its full {mount.move:g}\" to "
                        f"({end.x:.4g}, {end.y:.4g}) goes round the enemy, so it runs its full Move "
                        "(ruling lotow.mounted.loose.blocked-way=no-way-round)")
            ctx.emit(MOUNTED_LOOSE_ENEMIES_IN_PATH,
                     f"no straight run of {mount.id}'s full Move goes round the enemy: its way is blocked "
                     "(ruling lotow.mounted.loose.blocked-way=no-way-round)")
    if action.blocked:
        ctx.emit(MOUNTED_LOOSE_ENEMIES_IN_PATH,
                 f"enemies block {mount.id}'s way: it need not run its full Move, and runs {length:g}\"")
    else:
        require(not more_than(mount.move, length), MOUNTED_LOOSE_COURAGE,
                f"{mount.id} bolts its full Move of {mount.move:g}\" unless enemies block it; the path is {length:g}\"")
    ctx.emit(MOUNTED_LOOSE_COURAGE,
             f"{mount.id} fails its Courage test: the {table.priority or 'winning'} side with priority runs it "
             f"{length:g}\"")
    if enemies:
        ctx.emit(MOUNTED_LOOSE_NO_CONTROL_ZONE,
                 f"{mount.id} has no control zone: enemies near it move freely, and it only has to go round them")
    return table.with_mount(mount.evolve(position=action.path[-1]))


def in_its_way(mount: Mount, enemies: list[Fighter | Mount]) -> None:
    """lotow.mounted.loose.enemies-in-path: a bolting mount may stop short only "при необходимости (если путь
    блокирован врагом)", when the enemy blocks its way.  An enemy model whose base is farther from the mount's than
    its Move stands in no run it could make; with none nearer, nothing blocks it and it runs its full Move."""
    near = [e.id for e in enemies if distance(e.position, mount.position, radius_a=e.base_radius,
                                              radius_b=mount.base_radius) <= mount.move + EPSILON]
    require(bool(near), MOUNTED_LOOSE_ENEMIES_IN_PATH,
            f"no enemy model stands within {mount.id}'s Move of {mount.move:g}\" of it, so none blocks its way: "
            "it runs its full Move")


RUN_BEARINGS = 72
"""Straight runs tried for a bolting mount's way round the enemy (:func:`way_round`), one every
:data:`RUN_BEARING_STEP` degrees: the search's steps; the text sets it running "в любом направлении"."""

RUN_BEARING_STEP = 5.0


def way_round(ctx: Context, table: LotowTable, mount: Mount, enemies: list[Fighter | Mount]) -> Point | None:
    """Ruling lotow.mounted.loose.blocked-way=no-way-round: where a bolting mount could run its full Move round the
    enemy, the end of one such run, else None.  A run is straight, tried every 5 degrees from due east; it is open
    when the ground it sweeps (its base along the way) passes clear of every enemy model's base and of raised ground
    it cannot climb (:func:`raised_ground_in_the_way`), and it ends where a base may stand
    (:func:`oracle.lotow.zones.may_stand`).  A bent run is not searched: where only one would go round, the way
    is taken as blocked."""
    at = mount.position
    bases = [base(e.position, e.base_radius) for e in enemies]
    for step in range(RUN_BEARINGS):
        a = radians(step * RUN_BEARING_STEP)
        end = Point(x=at.x + mount.move * cos(a), y=at.y + mount.move * sin(a), z=at.z)
        swept = path(at, end).buffer(mount.base_radius)
        if any(swept.intersection(b).area > EPSILON for b in bases):
            continue
        if raised_ground_in_the_way(ctx, table, mount, swept) is not None:
            continue
        if may_stand(table, end, mount.base_radius, ignore=(mount.id,)):
            return end
    return None


def raised_ground_in_the_way(ctx: Context, table: LotowTable, mount: Mount, shape: BaseGeometry) -> str | None:
    """The id of raised ground (a rock, a building) that ``shape``, ground a bolting mount would cover, lies in, if
    any: ground higher above the mount's level than what mounted models ignore (lotow.mounted.obstacles.small, 1½"
    as ruling lotow.mounted.obstacles.small-threshold reads it), which it does not climb ("Верховые фигурки не могут
    карабкаться", lotow.mounted.obstacles.no-climbing)."""
    limit = ctx.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to")
    for p in table.platforms:
        if more_than(p.height - mount.position.z, limit) and \
                shape.intersection(rectangle(p.x, p.y, p.width, p.depth)).area > SHAPE_TOLERANCE:
            return p.id
    return None


def refuse_running_into_raised_ground(ctx: Context, table: LotowTable, mount: Mount, swept: BaseGeometry) -> None:
    """A bolting mount's run (lotow.mounted.loose.courage: "следуя обычным правилам Движения") keeps its base out of
    raised ground it cannot climb (:func:`raised_ground_in_the_way`), along the way and where it ends: ``swept`` is
    the ground its base covers along the run."""
    wall = raised_ground_in_the_way(ctx, table, mount, swept)
    if wall is not None:
        raise RuleViolation(MOUNTED_LOOSE_COURAGE,
                            f"{mount.id}'s run would take its base into {wall}, raised ground "
                            f"{table.platform(wall).height:g}\" high, which a mount does not climb: run it beside "
                            "or round it")


def refuse_ending_over_a_base(table: LotowTable, mount: Mount, end: Point) -> None:
    """A bolting mount's run may not end with its base over another model's (lotow.mounted.loose.courage: the
    player "передвигает верховое животное ... следуя обычным правилам Движения", and a move ends on the table beside
    the other models, never with two bases over each other): friends included, whose bases the text does not make
    it go round (only "вражеские фигурки", lotow.mounted.loose.enemies-in-path), but where it ends must be clear.
    A model on another level (a balcony above) is not under it; bases touching do not overlap."""
    here = base(end, mount.base_radius)
    others = [*(f for f in table.fighters if f.alive and table.mount_of(f.id) is None),
              *(m for m in table.mounts if m.id != mount.id and m.alive and not m.removed)]
    for other in others:
        if abs(other.position.z - end.z) <= SHAPE_TOLERANCE and \
                here.intersection(base(other.position, other.base_radius)).area > SHAPE_TOLERANCE:
            raise RuleViolation(MOUNTED_LOOSE_COURAGE,
                                f"{mount.id} would end its run at ({end.x:g}, {end.y:g}) with its base over "
                                f"{other.id}'s: no base stands on another; run it to a place beside it, bases "
                                f"touching at most")


@RULESET.action("kill-mount")
class KillMount(Action):
    """An enemy kills a mount."""
    distinct = ("mount", "by")

    mount: str
    by: str = Field(description="The fighter who killed it")


@RULESET.handler(KillMount)
def kill_mount(ctx: Context, table: LotowTable, action: KillMount) -> LotowTable:
    """lotow.mounted.loose.target: a killed loose mount (lotow.mounted.loose.when) is no casualty and earns
    no experience; lotow.mounted.riderless: any riderless mount may be attacked.  A mount killed under its
    rider leaves him and his passenger out of the saddle (ruling lotow.mounted.killed-under-rider).  The killer is
    one who may shoot or strike: alive, not a passenger, not one who can do nothing more this turn."""
    mount = table.mount(action.mount)
    killer = table.fighter(action.by)  # the fighter who killed it: one on the table
    require(mount.alive and not mount.removed, MOUNTED_RIDERLESS, f"{mount.id} is not on the table alive")
    # a shot or a blow is something he does: not a passenger ("Пассажиры не могут стрелять ... а также не могут
    # сражаться"), nor a fighter who can do nothing more this turn (lotow.mounted.thrown-rider.2-5)
    may_act(killer)
    require(table.seat_of(killer.id) != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{killer.id} is a passenger: he neither shoots nor fights, and kills no mount")
    ctx.emit(MOUNTED_RIDERLESS, f"{action.by} attacks {mount.id} by the normal rules")
    loose = mount.rider is None and table.uses("loose-mounts") and is_loose(ctx, table, mount, killed=True)
    mount = mount.evolve(alive=False)
    if loose:
        ctx.emit(MOUNTED_LOOSE_TARGET,
                 f"{mount.id} was a loose mount: not a casualty, and {action.by} earns no experience for it",
                 casualty=False, experience=0)
        return table.with_mount(mount)
    if mount.rider is not None:
        # nobody rides a dead mount on; how he comes off it the excerpt does not say
        return ctx.step(off_a_dead_mount, table.with_mount(mount), mount.id)
    # Whether any other dead mount counts as a casualty is for the scenarios chapter (lotow.hook.scenarios).
    ctx.emit(MOUNTED_RIDERLESS, f"{mount.id} was no loose mount: whether it counts as a casualty, and what "
                                f"{action.by} earns for it, is for the scenarios chapter",
             casualty=None, experience=None)
    return table.with_mount(mount)


@RULESET.action("move-near-mount")
class MoveNearMount(Action):
    """An enemy fighter moves up to a mount: does the mount hold him in a control zone?"""
    distinct = ("fighter", "mount")

    fighter: str
    mount: str


@RULESET.handler(MoveNearMount)
def move_near_mount(ctx: Context, table: LotowTable, action: MoveNearMount) -> LotowTable:
    """lotow.mounted.loose.no-control-zone: a mount on its own has no control zone.

    Moving up is a move: a fighter whose movement has ended (his ``stopped_by``) does not."""
    mount = table.mount(action.mount)
    may_move(table.fighter(action.fighter))
    if mount.rider is None:
        ctx.emit(MOUNTED_LOOSE_NO_CONTROL_ZONE,
                 f"{mount.id} has no control zone: {action.fighter} moves past it freely", control_zone=False)
    return table
