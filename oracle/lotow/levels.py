"""СРАЖЕНИЕ НА РАЗНЫХ УРОВНЯХ — fighting on different levels.

A fighter who climbs onto a wall, balcony or cliff (a :class:`~oracle.lotow.state.Platform`):

* automatically charges the nearest enemy whose control zone touches the edge he comes
  up at (``lotow.levels.auto-charge``), and is placed at the edge touching that enemy's
  base (``lotow.levels.placement``);
* with no such enemy he stands on the edge and charges nobody this turn
  (``lotow.levels.no-enemy``); only enemies whose zone touches the edge count as seen at
  the start of his move (``lotow.levels.seen-at-start``);
* fights with a Fight value of 1 (``lotow.levels.fight-value-1``) and may fall if he does
  not win (``lotow.levels.may-fall``; the fall itself is outside the excerpt).

The climb itself is outside the excerpt (hook ``lotow.hook.climbing``).
"""

from __future__ import annotations

from shapely.geometry import LineString, MultiPoint, Point as ShapelyPoint
from shapely.ops import nearest_points

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.geometry import Point, rectangle
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.holding_a_mount import keeps_in_contact
from oracle.lotow.ids import (
    LEVELS_AUTO_CHARGE, LEVELS_FIGHT_VALUE_1, LEVELS_MAY_FALL, LEVELS_NO_ENEMY, LEVELS_PLACEMENT,
    LEVELS_SEEN_AT_START, MOUNTED_OBSTACLES_NO_CLIMBING, RULING_LEVELS_BARRED_CLIMBER, RULING_LEVELS_NEAREST,
    RULING_LEVELS_PLACEMENT_SPOT, RULING_LEVELS_ZONE_TOUCHES_EDGE, RULING_MOUNTED_PASSENGERS_CONTROL_ZONE,
)
from oracle.lotow.obstacles import enemies
from oracle.lotow.movement import alive, body, has_move_left, on_foot_in_movement_phase, on_his_feet
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Platform, require
from oracle.lotow.zones import disc, gap, has_zone, overlaps_a_base, zone_reach



def footprint(platform: Platform):
    return rectangle(platform.x, platform.y, platform.width, platform.depth)


def edge_at(platform: Platform, arrival: ShapelyPoint) -> LineString:
    """The side of the platform the climber comes up at: the one nearest his arrival spot."""
    coords = list(footprint(platform).exterior.coords)
    sides = [LineString([coords[i], coords[i + 1]]) for i in range(len(coords) - 1)]
    return min(sides, key=lambda s: s.distance(arrival))


def on_top(platform: Platform, fighter: Fighter) -> bool:
    return (abs(fighter.position.z - platform.height) <= SHAPE_TOLERANCE
            and footprint(platform).buffer(SHAPE_TOLERANCE).contains(fighter.position.shape()))


def zone_touches_edge(ctx: Context, table: LotowTable, enemy: Fighter, edge: LineString) -> bool:
    """Ruling lotow.levels.zone-touches-edge: meeting the edge counts, or only crossing it."""
    d = gap(disc(enemy), edge)
    reach = zone_reach(ctx, table)
    if ctx.ruling(RULING_LEVELS_ZONE_TOUCHES_EDGE) == "meets-or-crosses":
        return d <= reach + EPSILON
    return d < reach - EPSILON


def placement(ctx: Context, climber: Fighter, enemy: Fighter, edge: LineString, arrival: ShapelyPoint) -> ShapelyPoint:
    """Ruling lotow.levels.placement-spot: where the climber's base goes, touching the enemy's."""
    centre = enemy.position.shape()
    if ctx.ruling(RULING_LEVELS_PLACEMENT_SPOT) == "on-the-line":
        return edge.interpolate(edge.project(centre))
    ring = centre.buffer(climber.base_radius + enemy.base_radius, quad_segs=64).exterior
    meet = ring.intersection(edge)
    if not meet.is_empty:
        points = list(meet.geoms) if isinstance(meet, MultiPoint) else [meet]
        points = [p for p in points if isinstance(p, ShapelyPoint)]
        if points:
            return min(points, key=lambda p: p.distance(arrival))
    return nearest_points(ring, edge)[0]


def refuse_over_a_base(table: LotowTable, climber: Fighter, at: Point, platform: str, clause: str,
                       also: tuple[str, ...] = ()) -> None:
    """Refuse placing the climber at ``at`` where his base would lie over another model's on the top (``also``
    besides, the enemy he touches): "Такой боец ставится на краю объекта, касаясь подставки врага", or "может просто
    стать на краю объекта", on the table, where no base stands on another. The excerpt does not say where else he
    stands, so he climbs up elsewhere along the edge (``at`` of the climb), which the player chooses."""
    other = overlaps_a_base(table, disc(climber, at), ignore=(climber.id, *also), level=at.z)
    if other is not None:
        raise RuleViolation(clause, f"{climber.id} would stand on {platform} at ({at.x:.4g}, {at.y:.4g}) with his base "
                                    f"over {other}'s: no base stands on another; climb up elsewhere along the edge")


@RULESET.action("climb-onto")
class ClimbOnto(Action):
    """A fighter climbs up onto a wall, balcony or cliff (optionally naming whom he means to charge)."""
    distinct = ("fighter", "platform", "target")

    fighter: str
    platform: str
    target: str | None = None
    at: Point | None = None


@RULESET.handler(ClimbOnto)
def climb_onto(ctx: Context, table: LotowTable, action: ClimbOnto) -> LotowTable:
    """lotow.levels.auto-charge, .placement, .no-enemy, .seen-at-start, .fight-value-1, .may-fall.

    Only a fighter on foot climbs: mounted models cannot climb (lotow.mounted.obstacles.no-climbing); nor does
    one lying down, whose movement is the crawl (lotow.prone.crawl), charge or no charge.  The climb is
    his move, begun where the enemies at the edge "считаются видимыми для лезущего наверх бойца, в начале
    движения" (with none, "враги были вне зоны его видимости, когда он начинал движение"): one who has used all his
    move this turn begins none, as a jump or a charge is refused him (:func:`has_move_left`);
    how far he climbs is hook lotow.hook.climbing.  One who
    may charge nobody this turn, climbing where an enemy's zone touches the edge: ruling
    lotow.levels.barred-climber (:func:`barred_climb`).  A passenger whose mounted model's zone touches the edge is
    an enemy of his own only under ruling lotow.mounted.passengers.control-zone (:func:`own_zone`).  A mount he holds
    by the reins does not climb after him: out of base contact with him on the top, he lets go of it, or may not
    climb before he has, as ruling lotow.mounted.holding.moving-away reads it (lotow.mounted.holding; from another
    level, ruling lotow.mounted.holding.levels)."""
    climber = table.fighter(action.fighter)
    platform = table.platform(action.platform)
    alive(climber)
    mount = table.mount_of(climber.id)
    if mount is not None:
        require(False, MOUNTED_OBSTACLES_NO_CLIMBING, f"{climber.id} is on {mount.id}: a mounted model cannot climb")
    on_his_feet(climber, f"climbs onto {platform.id}")
    if climber.stopped_by:
        require(False, climber.stopped_by, f"{climber.id} may move no further this turn")
    has_move_left(climber, LEVELS_AUTO_CHARGE, f"climb onto {platform.id}")
    on_foot_in_movement_phase(ctx, table, LEVELS_AUTO_CHARGE, f"{climber.id} climbs, a move,")
    if on_top(platform, climber):
        raise SetupError(f"{climber.id} is already on top of {platform.id}")
    start = action.at.shape() if action.at is not None else climber.position.shape()
    arrival = nearest_points(footprint(platform).exterior, start)[0]
    edge = edge_at(platform, arrival)
    reach = zone_reach(ctx, table)
    measure_from = arrival if ctx.ruling(RULING_LEVELS_NEAREST) == "from-arrival-point" else climber.position.shape()

    candidates = []
    passengers = []  # passengers whose mounted model's zone touches the edge, under "riders-zone" no enemy of his own
    for enemy in table.fighters:
        stands = body(table, enemy.id)  # his model as it stands: a rider on his mount's base (lotow.mounted.general)
        if enemy.side == climber.side or not enemy.alive or not on_top(platform, stands):
            continue
        if not has_zone(ctx, enemy, why=f"it cannot touch the edge {climber.id} climbs"):
            continue
        if zone_touches_edge(ctx, table, stands, edge) and not own_zone(ctx, table, enemy):
            passengers.append(enemy.id)
            continue
        if zone_touches_edge(ctx, table, stands, edge):
            d = gap(disc(stands), measure_from)
            ctx.emit(LEVELS_SEEN_AT_START,
                     f"{enemy.id}'s control zone touches the edge ({gap(disc(stands), edge):g}\" from it): "
                     f"{climber.id} counts as having seen him at the start of his move", distance=d)
            candidates.append((d, enemy))
        else:
            ctx.emit(LEVELS_SEEN_AT_START,
                     f"{enemy.id} stands {gap(disc(stands), edge):g}\" back from the edge, beyond his "
                     f"{reach:g}\" zone: {climber.id} could not see him and cannot charge him")

    if action.target is not None:
        target = table.fighter(action.target)
        enemies(climber, target)
        if target.id in passengers:
            require(False, LEVELS_AUTO_CHARGE,
                    f"{target.id} rides as a passenger and has no control zone of his own: the zone at the edge is "
                    f"his rider {table.mount_of(target.id).rider}'s, whom {climber.id} charges "
                    f"(ruling lotow.mounted.passengers.control-zone)")
        require(any(e.id == target.id for _, e in candidates), LEVELS_SEEN_AT_START,
                f"{target.id}'s control zone does not touch the edge of {platform.id}: {climber.id} "
                f"did not see him at the start of his move and cannot charge him")

    if candidates and climber.charge_barred_by is not None \
            and not barred_climb(ctx, climber, platform, [e for _, e in candidates]):
        candidates = []
    if not candidates:
        # the base stands on the top, its rim at the edge where he came up
        spot = edge.interpolate(edge.project(arrival))
        nx, ny = _inward_normal(edge, footprint(platform).centroid)
        spot = ShapelyPoint(spot.x + nx * climber.base_radius, spot.y + ny * climber.base_radius)
        refuse_over_a_base(table, climber, Point(x=spot.x, y=spot.y, z=platform.height), platform.id, LEVELS_NO_ENEMY)
        barred = climber.charge_barred_by or LEVELS_NO_ENEMY
        if climber.charge_barred_by is None:
            ctx.emit(LEVELS_NO_ENEMY,
                     f"no enemy's control zone touches the edge of {platform.id}: {climber.id} stands on the edge "
                     f"and may charge nobody this turn")
        climber = climber.evolve(position=Point(x=spot.x, y=spot.y, z=platform.height), charge_barred_by=barred)
        return keeps_in_contact(ctx, table.with_fighter(climber), climber.id, f"climbing onto {platform.id}")

    nearest = min(d for d, _ in candidates)
    closest = [e for d, e in candidates if d <= nearest + EPSILON]
    if action.target is not None:
        require(any(e.id == action.target for e in closest), LEVELS_AUTO_CHARGE,
                f"{climber.id} charges the nearest enemy whose zone touches the edge: "
                f"{', '.join(e.id for e in closest)} ({nearest:g}\"), not {action.target}")
        target = table.fighter(action.target)
    else:
        if len(closest) > 1:
            raise SetupError(f"{' and '.join(e.id for e in closest)} are equally near ({nearest:g}\"): "
                             f"the climbing player chooses; say which one {climber.id} charges "
                             f"(ruling lotow.levels.nearest)")
        target = closest[0]
    ctx.emit(LEVELS_AUTO_CHARGE,
             f"{climber.id} climbs onto {platform.id} and automatically charges the nearest enemy whose zone "
             f"touches the edge: {target.id} ({nearest:g}\" away)")
    spot = placement(ctx, climber, body(table, target.id), edge, arrival)
    at = Point(x=round(spot.x, 9), y=round(spot.y, 9), z=platform.height)
    refuse_over_a_base(table, climber, at, platform.id, LEVELS_PLACEMENT, also=(target.id,))
    contact = gap(disc(climber, at), disc(body(table, target.id)))
    ctx.emit(LEVELS_PLACEMENT,
             f"{climber.id} is placed at the edge of {platform.id} touching {target.id}'s base", gap=round(contact, 6))
    fight = ctx.value(LEVELS_FIGHT_VALUE_1, "fight")
    climber = climber.evolve(position=at, engaged=True,
                             engaged_with=tuple(dict.fromkeys(climber.engaged_with + (target.id,))),
                             stopped_by=LEVELS_AUTO_CHARGE, fight_in_combat=fight,
                             may_fall_by=LEVELS_MAY_FALL)
    target = target.evolve(engaged=True, engaged_with=tuple(dict.fromkeys(target.engaged_with + (climber.id,))))
    own = f" instead of his own {climber.fight}" if climber.fight is not None else ""
    ctx.emit(LEVELS_FIGHT_VALUE_1,
             f"in the Close Combat phase {climber.id} fights with a Fight value of {fight}{own}",
             fight=fight)
    ctx.emit(LEVELS_MAY_FALL,
             f"if {climber.id} does not beat {target.id} he may fall from {platform.id} "
             f"(the close combat chapter decides; outside the excerpt)")
    table = table.with_fighter(climber).with_fighter(target)
    return keeps_in_contact(ctx, table, climber.id, f"climbing onto {platform.id}")


def own_zone(ctx: Context, table: LotowTable, enemy: Fighter) -> bool:
    """Whether ``enemy`` is an enemy of his own whose zone counts at the edge: every fighter on foot or in the
    saddle; a passenger only under ruling lotow.mounted.passengers.control-zone=own-zone.  Under "riders-zone" the
    mounted model's zone is its rider's: "Пассажиры ... не могут сражаться в рукопашной схватке", and the zone goes
    with fighting (a prone model "не обладает контролируемой зоной, не может нападать"), so the climber charges the
    rider, never the passenger.  Asked only of a passenger."""
    if table.seat_of(enemy.id) != "passenger":
        return True
    if ctx.ruling(RULING_MOUNTED_PASSENGERS_CONTROL_ZONE) == "own-zone":
        return True
    ctx.emit(LEVELS_AUTO_CHARGE, f"{enemy.id} rides as a passenger: the mounted model's zone is its rider's, and "
                                 f"{enemy.id} is no enemy of his own to charge (ruling "
                                 f"lotow.mounted.passengers.control-zone)")
    return False


def barred_climb(ctx: Context, climber: Fighter, platform: Platform, enemies: list[Fighter]) -> bool:
    """A climber who may charge nobody this turn (his ``charge_barred_by``, lotow.levels.no-enemy: "напасть ни на
    кого в этот ход не сможет") climbs where ``enemies``' zones touch the edge, a climb that is the automatic
    charge (lotow.levels.auto-charge).  Ruling lotow.levels.barred-climber: "refused", the climb is refused;
    "stands-on-edge", he stands on the edge charging nobody (False: no charge); "charges", he charges as any
    climber does (True)."""
    names = ", ".join(e.id for e in enemies)
    reading = ctx.ruling(RULING_LEVELS_BARRED_CLIMBER)
    if reading == "refused":
        require(False, climber.charge_barred_by,
                f"{climber.id} may charge nobody this turn, and climbing onto {platform.id}, where the control zone "
                f"of {names} touches the edge, would be the automatic charge (ruling lotow.levels.barred-climber)")
    if reading == "stands-on-edge":
        ctx.emit(climber.charge_barred_by,
                 f"{climber.id} may charge nobody this turn: he stands on the edge of {platform.id} without charging "
                 f"{names} (ruling lotow.levels.barred-climber=stands-on-edge)")
        return False
    ctx.emit(LEVELS_SEEN_AT_START,
             f"{names} at the edge of {platform.id} count as seen at the start of {climber.id}'s move: the ban of "
             f"this turn does not hold for them (ruling lotow.levels.barred-climber=charges)")
    return True


def _inward_normal(edge: LineString, inward: ShapelyPoint) -> tuple[float, float]:
    (x1, y1), (x2, y2) = edge.coords[0], edge.coords[-1]
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    nx, ny = -dy / length, dx / length
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    if (inward.x - mx) * nx + (inward.y - my) * ny < 0:
        nx, ny = -nx, -ny
    return nx, ny
