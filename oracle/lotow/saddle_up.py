"""ПРЯМО В СЕДЛО (Saddle Up)! — leaping from raised ground straight into the saddle."""

from __future__ import annotations

from math import hypot

from shapely.geometry import Point as ShapelyPoint
from shapely.ops import nearest_points

from oracle.core.dice import die
from oracle.core.geometry import Point, rectangle, within
from oracle.core.measure import EPSILON, at_most
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.falling import is_a_fall, lays_prone
from oracle.lotow.holding_a_mount import lets_go_in_the_saddle, lies_down
from oracle.lotow.ids import (
    FALLING_NO_JUMP_TEST, MOUNTED_LOOSE_TIED, MOUNTED_MOUNTING_JUMP, MOUNTED_SADDLE_UP_1, MOUNTED_SADDLE_UP_2_5,
    MOUNTED_SADDLE_UP_6, MOUNTED_SADDLE_UP_CONDITIONS, PRONE_LAID_DOWN, RULING_MOUNTED_SADDLE_UP_FALL_ENDS_MOVE,
    RULING_MOUNTED_SADDLE_UP_FALL_PRONE, RULING_MOUNTED_SADDLE_UP_MULE, RULING_MOUNTED_SADDLE_UP_TIED,
    RULING_MOUNTED_SADDLE_UP_WITHIN,
)
from oracle.lotow.movement import has_move_left, in_movement_phase, may_move, what_the_mount_has_left
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fall, Fighter, LotowTable, Mount, Platform, require
from oracle.lotow.thrown_riders import free_beside
from oracle.lotow.zones import across_an_obstacle, may_stand

SADDLE_UP = die(6, label="Saddle Up! roll")


@RULESET.action("saddle-up")
class SaddleUp(Action):
    """A fighter on raised ground leaps into the saddle of his mount below."""
    distinct = ("fighter", "mount", "platform")

    fighter: str
    mount: str
    platform: str


@RULESET.handler(SaddleUp)
def saddle_up(ctx: Context, table: LotowTable, action: SaddleUp) -> LotowTable:
    """lotow.mounted.saddle-up.conditions: from terrain no higher than 3" down onto his own horse (a mule
    too under ruling lotow.mounted.saddle-up.mule) within 1" of it and below it, standing (a leap into the saddle is a jump, lotow.mounted.mounting.jump); then
    a D6: 1 falls (.1), 2-5 in the saddle and stops (.2-5), 6 rides on at the mount's speed, less in
    proportion what he has moved (.6).  A tied mount is untied by a fighter on foot first, or as he
    lands in the saddle (ruling lotow.mounted.saddle-up.tied).  Whether the fall on a 1 is a fall
    from over 2" (rulings lotow.mounted.saddle-up.fall-ends-move and .fall-prone) is
    lotow.falling.no-jump-test's measure, under ruling lotow.falling.height-boundary."""
    fighter = table.fighter(action.fighter)
    mount = table.mount(action.mount)
    platform = table.platform(action.platform)
    clause = MOUNTED_SADDLE_UP_CONDITIONS
    footprint = rectangle(platform.x, platform.y, platform.width, platform.depth)
    on_top = footprint.buffer(EPSILON).contains(ShapelyPoint(fighter.position.x, fighter.position.y)) \
        and abs(fighter.position.z - platform.height) <= EPSILON
    require(on_top, clause, f"{fighter.id} is not standing on top of {platform.id}")
    highest = ctx.value(clause, "height")
    require(at_most(platform.height, highest), clause,
            f"{platform.id} is {platform.height:g}\" high; Saddle Up! is allowed from no higher than {highest:g}\"")
    require(table.mount_of(fighter.id) is None, clause, f"{fighter.id} is already mounted")
    # getting into the saddle is a jump (lotow.mounted.mounting.jump), from the ground or from above; a
    # fighter lying down who does not stand up only crawls (lotow.prone.crawl)
    require(fighter.posture == "standing", MOUNTED_MOUNTING_JUMP, f"{fighter.id} is lying down and cannot jump")
    require(mount.owner in (None, fighter.id), clause, f"{mount.id} is {mount.owner}'s mount, not {fighter.id}'s")
    if mount.kind != "horse":
        require(ctx.ruling(RULING_MOUNTED_SADDLE_UP_MULE) == "any-mount", clause,
                f"{mount.id} is a {mount.kind}: Saddle Up! is a leap into the saddle of his horse, \"своей лошади\" "
                f"(ruling lotow.mounted.saddle-up.mule)")
    require(mount.alive and not mount.removed, clause, f"{mount.id} is not on the table alive")
    # "прыгает на лошадь прямо с балкона": a leap down from the terrain onto a mount standing "в пределах 1" от
    # данного участка", below it; on the same level he gets on by the ordinary mounting jump
    require(mount.position.z < platform.height - EPSILON, clause,
            f"{mount.id} stands on {platform.id} with {fighter.id}, not below it: Saddle Up! is a leap down into the "
            f"saddle; on the same level he gets on by the ordinary mounting jump")
    require(mount.rider is None, clause, f"{mount.id} already has a rider")
    untie = mount.tied and ctx.ruling(RULING_MOUNTED_SADDLE_UP_TIED) == "untied-as-he-lands"
    if mount.tied and not untie:
        require(False, MOUNTED_LOOSE_TIED, f"{mount.id} is tied: a fighter on foot comes up to it to untie it "
                                           f"(ruling lotow.mounted.saddle-up.tied)")
    may_move(fighter)
    # "не забудьте пропорционально отнять то движение, которое боец проделал до того, как прыгнул в седло": the
    # leap is part of his movement, and one who has used all of it makes none
    has_move_left(fighter, clause, f"leap into {mount.id}'s saddle")
    in_movement_phase(ctx, table, clause, f"{fighter.id} leaps into the saddle")
    centre_distance = footprint.distance(mount.position.shape())
    measure = ctx.ruling(RULING_MOUNTED_SADDLE_UP_WITHIN)
    gap = max(0.0, centre_distance - mount.base_radius) if measure == "base-edge" else centre_distance
    reach = ctx.value(clause, "reach")
    require(within(gap, reach), clause, f"{mount.id} is {gap:g}\" from {platform.id}; it must be within {reach:g}\"")
    ctx.emit(clause, f"{fighter.id} leaps from {platform.id} ({platform.height:g}\") for {mount.id}, {gap:g}\" away")
    roll = ctx.roll(SADDLE_UP)
    if roll == ctx.value(MOUNTED_SADDLE_UP_1, "face"):
        # An ordinary fall from that height: whether it is one "from more than 2"" is the falling
        # clause's to say (ruling lotow.falling.height-boundary), not a threshold of this section.
        # "как и в случае обычного падения с соответствующей высоты": the height he falls is from the top of the
        # raised ground down to where he lands, beside the mount, on the ground or the lower raised ground there
        landing = landing_spot(table, platform, mount, fighter)
        drop = platform.height - landing.z
        ordinary_fall = is_a_fall(ctx, drop)
        stops = ctx.ruling(RULING_MOUNTED_SADDLE_UP_FALL_ENDS_MOVE) == "ends-move" or ordinary_fall
        fighter = fighter.evolve(
            position=landing,
            falls=fighter.falls + (Fall(height=drop, clause=MOUNTED_SADDLE_UP_1),),
            stopped_by=MOUNTED_SADDLE_UP_1 if stops else fighter.stopped_by,
        )
        ctx.emit(MOUNTED_SADDLE_UP_1,
                 f"{fighter.id} falls {drop:g}\" from {platform.id} to beside {mount.id} and takes damage as for an "
                 f"ordinary fall", roll=roll)
        if (ctx.ruling(RULING_MOUNTED_SADDLE_UP_FALL_PRONE) == "as-ordinary-fall"
                and lays_prone(ctx, over_two=ordinary_fall)):
            fighter = fighter.evolve(posture="prone")
            ctx.emit(PRONE_LAID_DOWN, f"{fighter.id}'s fall of {drop:g}\" is an ordinary fall "
                                      f"({FALLING_NO_JUMP_TEST}, ruling lotow.falling.lands-prone): it lays him "
                                      f"on the table")
            # a holder laid on the ground keeps or lets go of the reins as after any fall
            # (ruling lotow.mounted.holding.prone)
            return lies_down(ctx, table.with_fighter(fighter), fighter.id)
        return table.with_fighter(fighter)
    if untie:
        ctx.emit(MOUNTED_LOOSE_TIED, f"{fighter.id} unties {mount.id} as he lands in the saddle "
                                     f"(ruling lotow.mounted.saddle-up.tied=untied-as-he-lands)")
    table = lets_go_in_the_saddle(ctx, table, fighter.id, mount.id)
    mount = mount.evolve(rider=fighter.id, held_by=None, loose=False, tied=False)
    fighter = fighter.evolve(position=mount.position)
    if roll <= ctx.value(MOUNTED_SADDLE_UP_2_5, "highest"):
        fighter = fighter.evolve(stopped_by=MOUNTED_SADDLE_UP_2_5)
        ctx.emit(MOUNTED_SADDLE_UP_2_5, f"{fighter.id} lands in the saddle and moves no further this turn", roll=roll)
    else:
        fighter = what_the_mount_has_left(ctx, fighter, mount, MOUNTED_SADDLE_UP_6)
        ctx.emit(MOUNTED_SADDLE_UP_6,
                 f"{fighter.id} lands in the saddle and rides on: {(1 - fighter.move_used) * mount.move:g}\" left", roll=roll)
    return table.with_mount(mount).with_fighter(fighter)


def landing_spot(table: LotowTable, platform: Platform, mount: Mount, fighter: Fighter) -> Point:
    """Where a fighter who falls short of the saddle on a 1 (lotow.mounted.saddle-up.1) lands: beside the mount he
    leapt for, his base touching its base on the side away from ``platform``, never inside the raised ground he
    leapt from, on the highest raised ground under that spot lower than ``platform``, or on the table.  Where a
    base may not stand there (another model's, an obstacle, raised ground: :func:`oracle.lotow.zones.may_stand`,
    or a fence between it and the mount), and where the mount stands under ``platform`` so that no side is away
    from it, he is set beside the mount as a rider off it is, "рядом с лошадью" where a base may stand
    (:func:`oracle.lotow.thrown_riders.free_beside`), refused under lotow.mounted.saddle-up.1 where there is none."""
    footprint = rectangle(platform.x, platform.y, platform.width, platform.depth)
    centre = ShapelyPoint(mount.position.x, mount.position.y)
    nearest = nearest_points(footprint, centre)[0]
    dx, dy = centre.x - nearest.x, centre.y - nearest.y
    apart = hypot(dx, dy)
    if apart <= EPSILON:
        return free_beside(table, mount, fighter, MOUNTED_SADDLE_UP_1)
    reach = mount.base_radius + fighter.base_radius
    spot = Point(x=centre.x + dx / apart * reach, y=centre.y + dy / apart * reach)
    below = [other.height for other in table.platforms
             if other.height < platform.height - EPSILON
             and rectangle(other.x, other.y, other.width, other.depth).buffer(EPSILON).contains(
                 ShapelyPoint(spot.x, spot.y))]
    spot = Point(x=spot.x, y=spot.y, z=max(below, default=0.0))
    if (may_stand(table, spot, fighter.base_radius, ignore=(fighter.id, mount.id))
            and across_an_obstacle(table, mount.position, spot) is None):
        return spot
    return free_beside(table, mount, fighter, MOUNTED_SADDLE_UP_1)
