"""ПРЕПЯТСТВИЯ И НАПАДЕНИЕ — obstacles and charges (on foot).

* no enemy may jump an obstacle to land within the control zone of a fighter standing
  against it (``lotow.obstacles.no-jump-into-zone``);
* a fighter may be charged across an obstacle (``lotow.obstacles.charge-across``) by a
  charger who saw him at the start of its move (``lotow.obstacles.must-see``) and ends
  touching the obstacle within or touching his control zone
  (``lotow.obstacles.charge-position``); both are then engaged and neither moves again
  this turn (``lotow.obstacles.engaged``);
* so an obstacle wider than 1" cannot be charged across (``lotow.obstacles.wide-obstacle``)
  and a thin fence may let several enemies charge one fighter (``lotow.obstacles.thin-fence``);
  how they fight is the close combat chapter's (``lotow.obstacles.fence-combat``).

A charge with no obstacle between ("in the open") is checked against the other rules of
the excerpt that bear on charging: a prone model cannot charge (``lotow.prone.cannot-charge``)
and only a seen enemy can be charged (spotting rolls, hidden shooters).

An obstacle's footprint is its centre line on the table widened to its width (shapely).
"""

from __future__ import annotations

from shapely.geometry import LineString, Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from oracle.core.errors import SetupError
from oracle.core.geometry import Point, base, distance, line_parts
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE, at_most, more_than
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.holding_a_mount import (
    all_held_by, keeps_in_contact, leading_move, led_pace, left_behind, lets_go_behind,
)
from oracle.lotow.ids import (
    HOOK_JUMP_TEST, MOUNTED_GENERAL, MOUNTED_HOLDING, MOUNTED_JUMP_TABLE, MOUNTED_OBSTACLES_DOORS,
    MOUNTED_OBSTACLES_NO_CLIMBING, MOUNTED_OBSTACLES_SMALL, MOUNTED_OBSTACLES_SMALL_ON_FOOT,
    MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING, MOUNTED_RIDER_CONTROLS, OBSTACLES_CHARGE_ACROSS,
    OBSTACLES_CHARGE_POSITION, OBSTACLES_ENGAGED, OBSTACLES_FENCE_COMBAT, OBSTACLES_MUST_SEE,
    OBSTACLES_NO_JUMP_INTO_ZONE, OBSTACLES_THIN_FENCE, OBSTACLES_WIDE_OBSTACLE, PRONE_CANNOT_CHARGE,
    PRONE_CLOSE_COMBAT, PRONE_VISIBLE_BODY, RULING_MOUNTED_OBSTACLES_CROSSING_COST,
    RULING_MOUNTED_PASSENGERS_CONTROL_ZONE, RULING_OBSTACLES_AGAINST_THE_OBSTACLE, RULING_OBSTACLES_LANDING_WITHIN,
    RULING_OBSTACLES_PRONE_DEFENDER, RULING_OBSTACLES_WIDTH_BOUNDARY, SPOTTING_ONLY_PASSERS_SEE,
    SPOTTING_REVEALED_MAY_BE_CHARGED, SPOTTING_ROLL_1_3, SPOTTING_ROLL_4_6, SPOTTING_SHOOTING_REVEALS,
)
from oracle.lotow.movement import (
    body, current_move, has_move_left, in_movement_phase, may_move, on_foot_in_movement_phase, on_his_feet, on_the_table,
    spend,
)
from oracle.lotow.ruleset import RULESET
from oracle.lotow.spotting import sees
from oracle.lotow.state import Fighter, LotowTable, Mount, Obstacle, require
from oracle.lotow.zones import disc, gap, has_zone, model_bases, overlaps_a_base, touches_zone, zone_reach

SPOT_ARC_SEGMENTS = 256
"""Segments per quarter circle of the round zones :func:`_charge_spot` cuts from the line of spots along an obstacle
where a charger's base would overlap another's: inside the true circle by under 5 millionths of its radius."""

SPOT_BRACKET = 0.01
"""Inches either side of where :func:`_charge_spot` finds a free stretch's end on the zones' polygons within which it
halves on the round bases: more than a polygon of 256 segments a quarter falls short of its circle."""

SPOT_HALVINGS = 40
"""Halvings of :data:`SPOT_BRACKET` that find a free stretch's end: to about 1e-14 inches."""


# --- geometry ----------------------------------------------------------------------------

def centre_line(obstacle: Obstacle) -> LineString:
    if obstacle.line is None:
        raise SetupError(f"obstacle {obstacle.id} has no line on the table (give it 'line': two points)")
    a, b = obstacle.line
    return LineString([(a.x, a.y), (b.x, b.y)])


def footprint(obstacle: Obstacle) -> BaseGeometry:
    """The ground the obstacle covers: its centre line widened to its width, square at the ends."""
    return centre_line(obstacle).buffer(max(obstacle.width, SHAPE_TOLERANCE) / 2, cap_style="flat")


def side_of(obstacle: Obstacle, p: Point) -> int:
    """+1 on the left of the obstacle's line (walking from its first point), -1 on the right, 0 on it."""
    a, b = obstacle.line or (None, None)
    if a is None:
        centre_line(obstacle)
    cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    return 0 if abs(cross) < EPSILON else (1 if cross > 0 else -1)


def touches_obstacle(fighter: Fighter, obstacle: Obstacle, at: Point | None = None) -> bool:
    return gap(disc(fighter, at), footprint(obstacle)) <= SHAPE_TOLERANCE


def _point(p: ShapelyPoint, z: float) -> Point:
    return Point(x=round(p.x, 9), y=round(p.y, 9), z=z)


def spot_across(radius: float, obstacle: Obstacle, side: int) -> LineString:
    """The line of centres of bases of ``radius`` touching the obstacle on ``side``; where along it a charger stands
    is :func:`_charge_spot`'s to find, where a model goes over from :func:`near_spot`'s."""
    return centre_line(obstacle).offset_curve(side * (obstacle.width / 2 + radius))


# --- charging on foot --------------------------------------------------------------------

def not_an_enemy(attacker_id: str, target_id: str, side: str) -> SetupError:
    """The error of a charge whose ``target`` is of the charger's own side: bad input, not a refusal by a clause. The
    excerpt speaks of no charge but at the enemy ("не может нападать на противника", lotow.prone.cannot-charge;
    "фигуркам разрешается напасть на противника", lotow.obstacles.charge-across), and whom else a model may charge
    is the ordinary charge rules' (hook lotow.hook.normal-charge)."""
    return SetupError(f"charge target: {target_id} is on {attacker_id}'s own side ({side}); a charge is an attack on "
                      f"the enemy (\"нападать на противника\"), and whom else a model may charge is the ordinary charge "
                      f"rules' (hook lotow.hook.normal-charge, outside the excerpt)")


def enemies(a: Fighter, b: Fighter) -> None:
    """A charge on foot, across an obstacle or up a level is at an enemy fighter (:func:`not_an_enemy`)."""
    if a.side == b.side:
        raise not_an_enemy(a.id, b.id, a.side)


def may_start_a_charge(attacker: Fighter) -> None:
    """What every charge checks of the charger, on foot or in the saddle: not prone
    (lotow.prone.cannot-charge), not barred from charging this turn (his ``charge_barred_by``,
    e.g. lotow.levels.no-enemy), able to move (his ``stopped_by``) and with move left to begin one
    (:func:`begins_a_move`)."""
    require(attacker.posture != "prone", PRONE_CANNOT_CHARGE,
            f"{attacker.id} lies on the ground and cannot charge, whether he sees anyone or not")
    if attacker.charge_barred_by:
        require(False, attacker.charge_barred_by, f"{attacker.id} may charge nobody this turn")
    may_move(attacker)
    begins_a_move(attacker)


def begins_a_move(attacker: Fighter) -> None:
    """A charge is a move the charger begins ("нападающей фигурке необходимо видеть противника в начале её
    движения", lotow.obstacles.must-see; across an obstacle he must "пододвинуть свою фигурку"): one who has used
    all his move this turn, on foot or in the saddle, begins none.  How far he may charge is the ordinary rules'
    (hook lotow.hook.normal-charge)."""
    has_move_left(attacker, OBSTACLES_MUST_SEE, "charge, a move that begins")


def may_charge(ctx: Context, table: LotowTable, attacker: Fighter, target: Fighter, sight_clause: str) -> None:
    """The checks every charge on foot shares: not a passenger ("Пассажиры не могут ... сражаться в рукопашной
    схватке", lotow.mounted.passengers.no-shooting-or-fighting), what :func:`may_start_a_charge` checks, a target on
    the table alive, sees the target."""
    require(table.seat_of(attacker.id) != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{attacker.id} is a passenger and cannot fight in close combat")
    may_start_a_charge(attacker)
    on_foot_in_movement_phase(ctx, table, OBSTACLES_MUST_SEE, f"{attacker.id} charges, a move that begins")
    on_the_table(table, target.id, "charges")
    must_see(ctx, table, attacker, target, sight_clause)


def must_see(ctx: Context, table: LotowTable, attacker: Fighter, target: Fighter, sight_clause: str) -> None:
    """The charger must see the enemy at the start of his move ("как и по обычным правилам",
    lotow.obstacles.must-see), on foot or in the saddle: a prone model behind cover is seen only by those
    who passed their spotting roll (lotow.spotting.only-passers-see), one hidden from him is not seen, one that
    gave itself away by shooting within 6" is (lotow.spotting.revealed-may-be-charged)."""
    seen, clause = sees(ctx, table, attacker.id, target.id)
    if seen is None:
        require(False, SPOTTING_ONLY_PASSERS_SEE,
                f"{attacker.id} has not passed a spotting roll for {target.id}, who lies behind cover; "
                f"he does not see him and cannot charge him")
    if not seen:
        if clause == SPOTTING_ROLL_1_3:
            require(False, SPOTTING_ONLY_PASSERS_SEE,
                    f"{attacker.id} failed his spotting roll for {target.id}: he does not see him and cannot charge him")
        require(False, sight_clause, f"{attacker.id} did not see {target.id} at the start of his move")
    if clause == SPOTTING_SHOOTING_REVEALS:
        ctx.emit(SPOTTING_REVEALED_MAY_BE_CHARGED,
                 f"{target.id} gave himself away by shooting within 6\" of {attacker.id}, who may charge him")
    elif clause == SPOTTING_ROLL_4_6:
        ctx.emit(SPOTTING_ONLY_PASSERS_SEE, f"{attacker.id} passed his spotting roll and sees {target.id}")
    elif clause == PRONE_VISIBLE_BODY:
        ctx.emit(clause, f"{target.id}'s body is in {attacker.id}'s view: he counts as seen")


def engage(table: LotowTable, attacker: Fighter, target: Fighter, *, stop_clause: str | None) -> LotowTable:
    attacker = attacker.evolve(engaged=True, engaged_with=tuple(dict.fromkeys(attacker.engaged_with + (target.id,))),
                               stopped_by=stop_clause or attacker.stopped_by)
    target = table.fighter(target.id)
    target = target.evolve(engaged=True, engaged_with=tuple(dict.fromkeys(target.engaged_with + (attacker.id,))),
                           stopped_by=stop_clause or target.stopped_by)
    return table.with_fighter(attacker).with_fighter(target)


def charge_move(ctx: Context, table: LotowTable, attacker_id: str, target_id: str) -> LotowTable:
    """A charge with no obstacle between is the charger's move ("нападающей фигурке необходимо видеть противника
    в начале её движения", lotow.obstacles.must-see; a rider's at his mount's Move, lotow.mounted.rider-controls):
    a charger who has used all his move makes none, and the model (a rider's, his mounted model: mount, rider and
    passenger together) moves straight into base contact with the target's, paying the inches its base covers from
    what is left of his move, refused where they are more.  Bases already touching (or a table that sets them over
    each other) cost nothing.  A holder on foot whose mount still touches his base where he comes into contact has
    led it, at half his speed (lotow.mounted.holding, :func:`leading_move`).  A target at another height is reached by a climb (hook lotow.hook.climbing, outside
    the excerpt): the model is not moved, and nothing is paid, there.  The straight way and the spot of contact are
    clear of other models' bases (:func:`clear_way`), or the charge is refused."""
    attacker = table.fighter(attacker_id)
    mount = table.mount_of(attacker_id)
    clause = MOUNTED_RIDER_CONTROLS if mount is not None else OBSTACLES_MUST_SEE
    has_move_left(attacker, clause, f"charge {target_id}")
    mover = body(table, attacker_id)
    target = table.fighter_or_mount(target_id)
    stands = body(table, target_id) if isinstance(target, Fighter) else target
    if abs(mover.position.z - stands.position.z) > SHAPE_TOLERANCE:
        return table
    covered = distance(mover.position, stands.position, radius_a=mover.base_radius, radius_b=stands.base_radius)
    if covered <= EPSILON:
        return table
    centre = distance(mover.position, stands.position, measure="centre")
    reach = (mover.base_radius + stands.base_radius) / centre
    at = Point(x=stands.position.x + (mover.position.x - stands.position.x) * reach,
               y=stands.position.y + (mover.position.y - stands.position.y) * reach, z=mover.position.z)
    move, led = (current_move(table, attacker), ()) if mount is not None else leading_move(ctx, table, attacker, at)
    leading = f", leading {' and '.join(m.id for m in led)} {led_pace(ctx, attacker)}" if led else ""
    attacker = spend(ctx, attacker, covered / move, MOUNTED_HOLDING if led else clause,
                     f"charging {covered:g}\" to {target_id}{leading}", move=move)
    if led:
        ctx.emit(MOUNTED_HOLDING, f"{attacker_id} charges {covered:g}\" to {target_id}{leading}")
    clear_way(table, mover, at, (attacker_id, target_id), clause, target_id)
    # what he has left is of his Move (his mount's, riding), whatever pace he led at: "с половиной своей обычной
    # скорости" halves the pace, each inch led costing two of his Move, not the Move itself
    own = current_move(table, attacker)
    ctx.emit(clause, f"{attacker_id} charges {covered:g}\" into base contact with {target_id}, "
                     f"{(1 - attacker.move_used) * own:g}\" of his {own:g}\" Move left", covered=covered)
    if mount is None:
        return table.with_fighter(attacker.evolve(position=at))
    carried = [table.fighter(i).evolve(position=at) for i in (mount.passenger,) if i is not None]
    return table.with_mount_and_fighters(mount.evolve(position=at), attacker.evolve(position=at), *carried)


def _straight_and_free(table: LotowTable, mover: Fighter | Mount, at: Point, ignore: tuple[str, ...], clause: str,
                       touched: str, towards: str, whose_rules: str) -> None:
    """``mover`` goes straight to ``at``, touching ``touched`` there: refused, by ``clause``, where its base there would
    lie over another model's (no base stands on another), or where its straight way runs over one; the way round
    that model is ``whose_rules`` (outside the excerpt), and the player moves it round first. ``towards``: the way's
    words in the refusal ("to the outlaw"); ``ignore``: the models left out."""
    level = mover.position.z
    other = overlaps_a_base(table, disc(mover, at), ignore=ignore, level=level)
    require(other is None, clause, f"{mover.id} would touch {touched} at ({at.x:.4g}, {at.y:.4g}), where {other}'s "
                                   f"base already stands")
    way = LineString([(mover.position.x, mover.position.y), (at.x, at.y)]).buffer(mover.base_radius)
    other = overlaps_a_base(table, way, ignore=ignore, level=level)
    require(other is None, clause, f"the straight way from {mover.id} {towards} runs over {other}'s base; the way "
                                   f"round it is {whose_rules} (outside the excerpt): move round it first")


def clear_way(table: LotowTable, mover: Fighter, at: Point, ignore: tuple[str, ...], clause: str, target_id: str) -> None:
    """The charger's model (``mover``) is moved straight into contact at ``at``: refused, by the charge's ``clause``,
    where its base there would lie over another model's (no base stands on another), or where its straight way runs
    over one.  A way round another model is the ordinary charge rules' (hook lotow.hook.normal-charge, outside the
    excerpt): the player moves him round first, then charges.  ``ignore``: the charger and the one he charges, with
    the models on their bases."""
    _straight_and_free(table, mover, at, ignore, clause, target_id, f"to {target_id}", "the ordinary charge rules'")


def clear_way_up(table: LotowTable, mover: Fighter | Mount, at: Point, ignore: tuple[str, ...], clause: str,
                 obstacle_id: str) -> None:
    """The model (``mover``: a fighter, or a mounted model's base) walks or rides straight up to ``at``, where its base
    touches the obstacle it goes over from, as a charger comes straight into contact (:func:`clear_way`): refused, by
    the crossing's ``clause``, where its base there would lie over another model's, or where its straight way runs
    over one.  A way round another model is the ordinary movement rules' (outside the excerpt): the player moves it
    round first.  ``ignore``: the model, the models on its base and those it leads along."""
    _straight_and_free(table, mover, at, ignore, clause, obstacle_id, f"up to {obstacle_id}",
                       "the ordinary movement rules'")


@RULESET.action("charge-in-the-open")
class ChargeInTheOpen(Action):
    """A fighter on foot charges an enemy with no obstacle between them."""
    distinct = ("attacker", "target")

    attacker: str
    target: str


@RULESET.handler(ChargeInTheOpen)
def charge_in_the_open(ctx: Context, table: LotowTable, action: ChargeInTheOpen) -> LotowTable:
    """lotow.prone.cannot-charge, lotow.spotting.only-passers-see, lotow.spotting.revealed-may-be-charged,
    lotow.obstacles.must-see (the ordinary rule it restates); the charge is his move (:func:`charge_move`)."""
    attacker, target = table.fighter(action.attacker), table.fighter(action.target)
    enemies(attacker, target)
    may_charge(ctx, table, attacker, target, OBSTACLES_MUST_SEE)
    if target.posture == "prone":
        ctx.emit(PRONE_CLOSE_COMBAT,
                 f"{target.id} is charged lying down: he fights under the close combat rules for prone "
                 f"models, which the excerpt does not contain")
    table = charge_move(ctx, table, attacker.id, target.id)
    table = keeps_in_contact(ctx, table, attacker.id, f"charging {target.id}")
    return engage(table, table.fighter(attacker.id), target, stop_clause=None)


@RULESET.action("charge-across")
class ChargeAcross(Action):
    """A fighter charges an enemy who stands behind an obstacle, across it."""
    distinct = ("attacker", "target", "obstacle")

    attacker: str
    target: str
    obstacle: str
    at: Point | None = None


def _wide(ctx: Context, width: float) -> bool:
    if ctx.ruling(RULING_OBSTACLES_WIDTH_BOUNDARY) == "one-inch-allowed":
        return more_than(width, ctx.value(OBSTACLES_WIDE_OBSTACLE, "width"))
    return width >= ctx.value(OBSTACLES_WIDE_OBSTACLE, "width") - EPSILON


def _charge_spot(ctx: Context, table: LotowTable, attacker: Fighter, target: Fighter, obstacle: Obstacle,
                 side: int, moving: tuple[str, ...] = ()) -> Point:
    """The spot touching the obstacle nearest the target, sliding along it past bases already there
    (lotow.obstacles.charge-position, .thin-fence).

    The spots are the line of centres of bases touching the obstacle on the charger's side. Where the one facing
    the target is taken, the line less the zones where the charger's base would overlap another's (each base
    grown by the charger's radius) is cut with shapely, so a gap however narrow is found; the free stretch's end
    nearest that spot, on either side, is then found by halving on the round bases themselves, where the
    charger's touches the other's. Farther along, a spot is only farther from the target, so if the nearest free
    spot is outside his zone every one is."""
    line = spot_across(attacker.base_radius, obstacle, side)
    s0 = line.project(target.position.shape())
    reach = zone_reach(ctx, table)
    z = attacker.position.z

    def at(s: float) -> Point:
        return _point(line.interpolate(s), z)

    def taken(s: float) -> str | None:
        return overlaps_a_base(table, disc(attacker, at(s)), ignore=(attacker.id, *moving))

    def distant(s: float) -> float:
        return gap(disc(attacker, at(s)), disc(target))

    if distant(s0) > reach + EPSILON:
        require(False, OBSTACLES_CHARGE_POSITION,
                f"touching {obstacle.id}, {attacker.id} would be {distant(s0):g}\" from {target.id}'s base: "
                f"outside his control zone ({reach:g}\")")
    blocked_by = taken(s0)
    if blocked_by is None:
        return at(s0)
    others = model_bases(table, ignore=(attacker.id, *moving))
    zones = unary_union([centre.shape().buffer(radius + attacker.base_radius, quad_segs=SPOT_ARC_SEGMENTS)
                         for _, centre, radius in others])
    left = line.difference(zones)
    stretches = [sorted(line.project(ShapelyPoint(c)) for c in (g.coords[0], g.coords[-1]))
                 for g in line_parts(left)]
    after = min((b for b, _ in stretches if b > s0), default=None)  # the nearest free stretch beyond, and before
    before = max((e for _, e in stretches if e < s0), default=None)

    def over(s: float) -> bool:
        """Whether the base at ``s`` lies over another's: round bases, nearer than their radii."""
        c = at(s)
        return any(distance(c, centre) < radius + attacker.base_radius - EPSILON for _, centre, radius in others)

    def edge(guess: float, outward: float) -> float | None:
        """The free stretch's end near ``guess``, the stretch running on ``outward`` (away from the spot facing him)."""
        free, held = guess + outward * SPOT_BRACKET, guess - outward * SPOT_BRACKET
        if not 0.0 <= free <= line.length or over(free):
            free = guess
            if over(free):
                return None
        if not over(held):
            return guess
        for _ in range(SPOT_HALVINGS):
            mid = (free + held) / 2
            free, held = (mid, held) if not over(mid) else (free, mid)
        return free

    spots = [s for s in (edge(after, 1.0) if after is not None else None,
                         edge(before, -1.0) if before is not None else None) if s is not None]
    for s in sorted(spots, key=lambda s: abs(s - s0)):
        if distant(s) <= reach + EPSILON:
            return at(s)
    require(False, OBSTACLES_CHARGE_POSITION,
            f"no room is left along {obstacle.id} within {target.id}'s control zone for {attacker.id} "
            f"(the spots are taken, e.g. by {blocked_by})")
    raise AssertionError("unreachable")


@RULESET.handler(ChargeAcross)
def charge_across(ctx: Context, table: LotowTable, action: ChargeAcross) -> LotowTable:
    """lotow.obstacles.charge-across, .must-see, .charge-position, .engaged, .wide-obstacle,
    .thin-fence and .fence-combat; a prone defender, ruling lotow.obstacles.prone-defender; a rider in the
    saddle on his mount's base, the mounted model moved whole (lotow.mounted.general).  Moving the charger to
    the spot ("пододвинуть свою фигурку") is his move, paid from what he has left (the mounted model's at the
    mount's Move), refused under lotow.obstacles.charge-position where it is more.  A mount he holds by the reins
    stays where it stands: out of base contact with him there, he lets go of it, or may not charge there before he
    has, as ruling lotow.mounted.holding.moving-away reads it (lotow.mounted.holding); still in
    base contact with him there, he has led it, at half his speed ("с половиной своей обычной скорости"), refused
    under lotow.mounted.holding where the spot is further than that (:func:`leading_move`)."""
    attacker, target = table.fighter(action.attacker), table.fighter(action.target)
    obstacle = table.obstacle(action.obstacle)
    enemies(attacker, target)
    # "Верховые бойцы сражаются также, как и пешие фигурки" (lotow.mounted.general): a rider charges across the
    # obstacle as a fighter on foot does, the mounted model on its mount's base; rider, mount and passenger move
    # together (moved as the rider alone, he left his horse behind)
    mount = table.mount_of(attacker.id)
    if mount is not None and mount.rider == attacker.id:
        rider, attacker = attacker, body(table, attacker.id)
        moving = tuple(i for i in (mount.passenger,) if i is not None)
        carried = (*moving, mount.id)  # what moves with him: no base in his way
    else:
        rider, moving = None, ()
        carried = ()
    stands = body(table, target.id)  # his model as it stands: a rider on his mount's base (lotow.mounted.general)
    a_side, t_side = side_of(obstacle, attacker.position), side_of(obstacle, stands.position)
    if a_side == 0 or t_side == 0 or a_side == t_side:
        raise SetupError(f"{attacker.id} and {target.id} are not on opposite sides of {obstacle.id}")
    require(not _wide(ctx, obstacle.width), OBSTACLES_WIDE_OBSTACLE,
            f"{obstacle.id} is {obstacle.width:g}\" wide, more than 1\": {attacker.id} cannot reach "
            f"{target.id} across it")
    if rider is None:
        may_charge(ctx, table, attacker, target, OBSTACLES_MUST_SEE)
    else:  # the checks of a charge in the saddle (mounted_fighters.charge)
        may_start_a_charge(rider)
        in_movement_phase(ctx, table, MOUNTED_RIDER_CONTROLS, f"{rider.id} charges in the saddle")
        on_the_table(table, target.id, "charges")
        must_see(ctx, table, rider, target, OBSTACLES_MUST_SEE)
        ctx.emit(MOUNTED_GENERAL, f"{rider.id} charges {target.id} across {obstacle.id} in the saddle, as a fighter on "
                 f"foot would, on {mount.id}'s base")
    ctx.emit(OBSTACLES_MUST_SEE,
             f"{attacker.id} saw {target.id} over {obstacle.id} ({obstacle.height:g}\" high) at the start of his move")
    # a prone defender has no zone to reach (lotow.prone.no-control-zone): whether he may be reached across
    # the obstacle all the same, as far as his zone would reach standing, is ruling lotow.obstacles.prone-defender
    if target.posture == "prone" and ctx.ruling(RULING_OBSTACLES_PRONE_DEFENDER) == "reach-as-standing":
        ctx.emit(PRONE_CLOSE_COMBAT,
                 f"{target.id} is charged across {obstacle.id} lying down, within the reach his zone would have "
                 f"standing (ruling lotow.obstacles.prone-defender); he fights under the close combat rules for "
                 f"prone models, which the excerpt does not contain")
    else:
        require(has_zone(ctx, target, why=f"there is no zone for {attacker.id} to reach across {obstacle.id}"),
                OBSTACLES_CHARGE_POSITION,
                f"{target.id} lies on the ground and has no control zone (lotow.prone.no-control-zone), "
                f"so {attacker.id} cannot reach him across {obstacle.id} (ruling lotow.obstacles.prone-defender)")
    ctx.emit(OBSTACLES_WIDE_OBSTACLE,
             f"{obstacle.id} is {obstacle.width:g}\" wide, not more than 1\": it can be charged across")
    ctx.emit(OBSTACLES_CHARGE_ACROSS,
             f"{attacker.id} may charge {target.id} although {obstacle.id} will separate their bases")
    if action.at is not None:
        at = action.at
        require(side_of(obstacle, at) == a_side, OBSTACLES_CHARGE_POSITION,
                f"the spot given for {attacker.id} is not on his side of {obstacle.id}")
        require(touches_obstacle(attacker, obstacle, at)
                and at.shape().distance(footprint(obstacle)) >= attacker.base_radius - SHAPE_TOLERANCE,
                OBSTACLES_CHARGE_POSITION, f"{attacker.id}'s base must touch {obstacle.id}, not stand off it or on it")
        d = gap(disc(attacker, at), disc(stands))
        require(touches_zone(ctx, table, stands, disc(attacker, at)), OBSTACLES_CHARGE_POSITION,
                f"at that spot {attacker.id} is {d:g}\" from {target.id}'s base: outside his control zone "
                f"({zone_reach(ctx, table):g}\")")
        other = overlaps_a_base(table, disc(attacker, at), ignore=(attacker.id, *carried))
        require(other is None, OBSTACLES_CHARGE_POSITION, f"{other}'s base is already there")
    else:
        at = _charge_spot(ctx, table, attacker, stands, obstacle, a_side, carried)
    d = gap(disc(attacker, at), disc(stands))
    ctx.emit(OBSTACLES_CHARGE_POSITION,
             f"{attacker.id} is placed touching {obstacle.id}, {d:.2f}\" from {target.id}'s base, within "
             f"(or touching) his control zone", gap=round(d, 6))
    # "пододвинуть свою фигурку": the charge is his move, the mounted model's at the mount's Move, paid from what
    # is left of it (the straight line to the spot, on his own side of the obstacle)
    # a holder on foot whose horse still touches his base at the spot leads it there, at half speed ("пешая фигурка
    # при этом может передвигаться с половиной своей обычной скорости", lotow.mounted.holding)
    charger = rider or attacker
    has_move_left(charger, OBSTACLES_CHARGE_POSITION, f"charge {target.id} across {obstacle.id}")
    move, led = (current_move(table, charger), ()) if rider is not None else leading_move(ctx, table, attacker, at)
    covered = distance(attacker.position, at, measure="centre")
    leading = f", leading {' and '.join(m.id for m in led)} {led_pace(ctx, attacker)}" if led else ""
    paid = spend(ctx, charger, covered / move, MOUNTED_HOLDING if led else OBSTACLES_CHARGE_POSITION,
                 f"charging {covered:g}\" to the spot touching {obstacle.id}{leading}", move=move)
    if led:
        ctx.emit(MOUNTED_HOLDING, f"{attacker.id} charges {covered:g}\" to {obstacle.id}{leading}")
    if rider is None:
        table = table.with_fighter(paid.evolve(position=at))
        table = keeps_in_contact(ctx, table, attacker.id, f"charging {target.id} across {obstacle.id}")
    else:
        table = table.with_mount_and_fighters(mount.evolve(position=at), paid.evolve(position=at),
                                              *(table.fighter(i).evolve(position=at) for i in moving))
    already = [e for e in target.engaged_with
               if table.fighter(e).side != target.side and touches_obstacle(body(table, e), obstacle)]
    table = engage(table, table.fighter(attacker.id), target, stop_clause=OBSTACLES_ENGAGED)
    ctx.emit(OBSTACLES_ENGAGED,
             f"{attacker.id} and {target.id} are engaged as if their bases touched; neither moves again this turn")
    if already:
        ctx.emit(OBSTACLES_THIN_FENCE,
                 f"{target.id} is now charged across {obstacle.id} by {len(already) + 1} enemies: "
                 f"{', '.join(already + [attacker.id])}", chargers=len(already) + 1)
    ctx.emit(OBSTACLES_FENCE_COMBAT,
             f"the fight across {obstacle.id} follows the close combat chapter (outside the excerpt)")
    return table


@RULESET.action("jump-obstacle")
class JumpObstacle(Action):
    """A fighter on foot tries to jump an obstacle, landing straight across (or at a given spot)."""
    distinct = ("fighter", "obstacle")

    fighter: str
    obstacle: str
    landing: Point | None = None


def landing_spot(fighter: Fighter, obstacle: Obstacle) -> Point:
    """Straight across: the spot on the far side touching the obstacle, opposite where he stands."""
    return landing_across(fighter.id, fighter.position, fighter.base_radius, obstacle)


def landing_across(who: str, position: Point, radius: float, obstacle: Obstacle) -> Point:
    """Straight across for a base of ``radius`` at ``position`` (a fighter's or a mount's): the spot on the far
    side touching the obstacle, opposite where it stands."""
    side = side_of(obstacle, position)
    if side == 0:
        raise SetupError(f"{who} stands on {obstacle.id}'s line, not on one side of it")
    far = centre_line(obstacle).offset_curve(-side * (obstacle.width / 2 + radius))
    return _point(far.interpolate(far.project(position.shape())), position.z)


def against_the_far_side(jumper: Fighter, obstacle: Obstacle, landing: Point) -> None:
    """A landing given for a jump over ``obstacle`` is one with the jumper's base against its far side, touching it
    and not on it: where the jump comes down, and where lotow.obstacles.no-jump-into-zone judges it.  The fighter
    "непосредственно за стеной" stops the enemy "желающего пройти мимо" with a zone reaching a little way from
    the obstacle; a landing set off it is a jump and a walk beyond, which would carry the jumper past any zone the
    rule speaks of.  Bad input, naming the field."""
    off = landing.shape().distance(footprint(obstacle)) - jumper.base_radius
    if not touches_obstacle(jumper, obstacle, landing) or off < -SHAPE_TOLERANCE:
        where = "stands on it" if off < 0 else f"stands {off:g}\" off its far side"
        raise SetupError(f"landing: ({landing.x:g}, {landing.y:g}) does not touch {obstacle.id} from its far side: "
                         f"{jumper.id}'s base there {where}; a jump over it lands with his base against it, where "
                         f"the ban on landing in a zone is judged (lotow.obstacles.no-jump-into-zone)")


def no_landing_in_a_zone(ctx: Context, table: LotowTable, jumper: str, side: str, landing: BaseGeometry,
                         obstacle: Obstacle, jumpers: tuple[str, ...]) -> None:
    """lotow.obstacles.no-jump-into-zone: ``jumper`` (of ``side``; ``jumpers`` the models that jump with him)
    may not try the jump if his base at ``landing`` would be within the control zone of an enemy standing
    against the obstacle (rulings lotow.obstacles.against-the-obstacle and .landing-within).  A passenger's zone
    is his own only under ruling lotow.mounted.passengers.control-zone=own-zone; under "riders-zone" the mounted
    model's zone is its rider's, who is measured from the same base."""
    clause = OBSTACLES_NO_JUMP_INTO_ZONE
    for enemy, d, within in _zones_at_landing(ctx, table, jumper, side, landing, obstacle, jumpers):
        require(not within, clause,
                f"{jumper} would land {d:g}\" from {enemy.id}, within the control zone "
                f"({zone_reach(ctx, table):g}\") of {enemy.id}, who stands against {obstacle.id}")
        ctx.emit(clause, f"landing {d:g}\" from {enemy.id} keeps {jumper} out of his control zone", gap=d)


def _zones_at_landing(ctx: Context, table: LotowTable, jumper: str, side: str, landing: BaseGeometry,
                      obstacle: Obstacle, jumpers: tuple[str, ...]):
    """The enemies of ``side`` whose zone lotow.obstacles.no-jump-into-zone asks about for a base at ``landing``
    (as :func:`no_landing_in_a_zone` reads the rulings), each with the gap between the bases and whether the
    landing is within his zone."""
    clause = OBSTACLES_NO_JUMP_INTO_ZONE
    only_against = ctx.ruling(RULING_OBSTACLES_AGAINST_THE_OBSTACLE) == "only-against"
    touching_counts = ctx.ruling(RULING_OBSTACLES_LANDING_WITHIN) == "touching-is-within"
    for enemy in table.fighters:
        if enemy.side == side or not enemy.alive or enemy.id in jumpers:
            continue
        stands = body(table, enemy.id)  # his model as it stands: a rider on his mount's base (lotow.mounted.general)
        if only_against and not touches_obstacle(stands, obstacle):
            continue
        if not has_zone(ctx, enemy, why=f"{jumper} may land beside him"):
            continue
        if table.seat_of(enemy.id) == "passenger" \
                and ctx.ruling(RULING_MOUNTED_PASSENGERS_CONTROL_ZONE) == "riders-zone":
            ctx.emit(clause, f"{enemy.id} rides as a passenger: the mounted model's zone is its rider's, and he has "
                             f"none of his own (ruling lotow.mounted.passengers.control-zone)")
            continue
        yield enemy, gap(landing, disc(stands)), touches_zone(ctx, table, stands, landing,
                                                             touching_counts=touching_counts)


def zone_barring(ctx: Context, table: LotowTable, model: str, side: str, landing: BaseGeometry, obstacle: Obstacle,
                 jumpers: tuple[str, ...]) -> str | None:
    """The enemy whose zone bars ``model`` (of ``side``) from coming down at ``landing`` over ``obstacle``
    (lotow.obstacles.no-jump-into-zone, read as :func:`no_landing_in_a_zone` reads it), or None."""
    return next((enemy.id for enemy, _, within in _zones_at_landing(ctx, table, model, side, landing, obstacle, jumpers)
                 if within), None)


def no_way_for_a_mount(obstacle: Obstacle) -> str | None:
    """The clause that keeps a mount from crossing ``obstacle`` whatever its size, if one does: a ladder, a rope or a
    climb ("Верховые фигурки не могут карабкаться и, естественно, не могут пользоваться верёвками и лестницами",
    lotow.mounted.obstacles.no-climbing) and an ordinary door ("В обычные двери верховые фигурки проходить не
    могут", lotow.mounted.obstacles.doors), as a mounted model is kept from them before its size is asked
    (oracle.lotow.mounted_terrain.cross_obstacle)."""
    if obstacle.kind in ("ladder", "rope", "climb"):
        return MOUNTED_OBSTACLES_NO_CLIMBING
    if obstacle.kind == "door" and obstacle.door != "swing":
        return MOUNTED_OBSTACLES_DOORS
    return None


def lead_across(ctx: Context, table: LotowTable, jumper: Fighter, landing: Point, obstacle: Obstacle) -> LotowTable:
    """The mounts ``jumper`` (as he stood before the crossing; on ``table`` already at ``landing``) holds go over
    ``obstacle`` beside him, as mounted models ignore it (lotow.mounted.obstacles.small): each keeps its place at his
    side, mirrored across the obstacle, so that it stays "в базовом контакте с пешей фигуркой" (lotow.mounted.holding)
    where he lands.  One whose spot there lies on the obstacle, on his own side of it still, or over another model's
    base does not follow him; nor does one whose base there would be within the control zone of an enemy standing
    against the obstacle, as a mounted model crossing it may not be ("Фигурки противника не могут пытаться
    перепрыгнуть препятствие, если в результате они приземлятся в пределах контролируемой зоны врага",
    lotow.obstacles.no-jump-into-zone, whose foot rules the mounted ones are "такие же, как"; see
    :func:`oracle.lotow.mounted_terrain.cross_obstacle`).  One that does not follow he lets go of, or may not
    cross before he has, as ruling lotow.mounted.holding.moving-away reads it
    (:func:`oracle.lotow.holding_a_mount.left_behind`)."""
    held = all_held_by(table, jumper.id)
    crossing = (jumper.id, *(h.id for h in held))  # he and the mounts he leads, left out of each other's way
    mirror_from = _mirrored(obstacle, jumper.position)
    shift = (landing.x - mirror_from.x, landing.y - mirror_from.y)
    far = side_of(obstacle, landing)
    led, behind = [], []
    for mount in held:
        m = _mirrored(obstacle, mount.position)
        spot = Point(x=round(m.x + shift[0], 9), y=round(m.y + shift[1], 9), z=mount.position.z)
        clear = (side_of(obstacle, spot) == far
                 and spot.shape().distance(footprint(obstacle)) >= mount.base_radius - SHAPE_TOLERANCE
                 and overlaps_a_base(table, base(spot, mount.base_radius), ignore=crossing) is None)
        barred_by = zone_barring(ctx, table, mount.id, jumper.side, base(spot, mount.base_radius), obstacle,
                                 crossing) if clear else None
        if barred_by is not None:
            ctx.emit(OBSTACLES_NO_JUMP_INTO_ZONE,
                     f"{mount.id} would come down beside {jumper.id} within the control zone of {barred_by}, who stands "
                     f"against {obstacle.id}: it may not go over there")
            behind.append((mount, f"{mount.id} may not come over into {barred_by}'s control zone"))
        elif clear:
            led.append((mount, spot))
        else:
            behind.append((mount, f"{mount.id} has no room beside him there"))
    for mount, why in behind:
        table = left_behind(ctx, table, jumper.id, mount, f"{jumper.id} crosses {obstacle.id} and {why}")
    for mount, spot in led:
        ctx.emit(MOUNTED_OBSTACLES_SMALL, f"{mount.id} ignores {obstacle.id} as mounted models do: {jumper.id} "
                                          f"leads it across in base contact and keeps its reins")
        table = table.with_mount(table.mount(mount.id).evolve(position=spot))
    return table


def _mirrored(obstacle: Obstacle, p: Point) -> Point:
    """``p`` reflected across the obstacle's centre line."""
    a, b = obstacle.line
    dx, dy = b.x - a.x, b.y - a.y
    t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)
    fx, fy = a.x + t * dx, a.y + t * dy
    return Point(x=2 * fx - p.x, y=2 * fy - p.y, z=p.z)


def near_spot(radius: float, side: int, obstacle: Obstacle, landing: Point) -> Point:
    """Where a base of ``radius`` on ``side`` of ``obstacle`` touches it, facing ``landing`` on its far side: the spot
    a model goes over from, straight to the landing."""
    near = spot_across(radius, obstacle, side)
    return _point(near.interpolate(near.project(landing.shape())), landing.z)


def going_over_cost(ctx: Context, obstacle: Obstacle, radius: float) -> float:
    """Inches the going over itself takes off the move of a model whose base is ``radius`` in radius, as ruling
    lotow.mounted.obstacles.crossing-cost reads it.  Going over, the model is moved from its base against the near
    side to its base against the far side: its centre moves the obstacle's width and its base's diameter.
    "free", none of it; "width", the obstacle's width (its base's diameter free); "whole-way", the width and the
    diameter, as far as the model is moved.  Asked only of an obstacle with a width or a line on the table (over
    one with neither, a line-less door, no reading charges anything)."""
    if obstacle.width <= 0 and obstacle.line is None:
        return 0.0
    reading = ctx.ruling(RULING_MOUNTED_OBSTACLES_CROSSING_COST)
    if reading == "free":
        return 0.0
    if reading == "whole-way":
        return obstacle.width + 2 * radius
    return obstacle.width


@RULESET.handler(JumpObstacle)
def jump_obstacle(ctx: Context, table: LotowTable, action: JumpObstacle) -> LotowTable:
    """lotow.obstacles.no-jump-into-zone: not into the zone of a fighter standing against the obstacle.

    A jump is a move: a fighter whose movement has ended (his ``stopped_by`` clause, e.g.
    lotow.obstacles.engaged or lotow.falling.no-further-move) does not jump, nor does one who has used all his
    move.  A fighter on a mount
    does not make this jump: a mounted model jumps on the mount jump table (lotow.mounted.jump.table).  Nor
    does a fighter lying down: his movement is the crawl (lotow.prone.crawl).

    He goes over from the obstacle: first he walks straight up to the spot where his base touches it facing the
    landing, paying those inches from what is left of his move, as a mounted model "перепрыгивает препятствие и
    может закончить своё движение, если позволяет дальность" and, refusing, "остаётся на месте", at the obstacle
    (lotow.mounted.jump.2-6, .1; the foot rules they follow are "такие же").  A fighter already against it pays
    nothing for this.  An obstacle no higher or wider than mounted models ignore, models on foot ignore too
    (lotow.mounted.obstacles.small-on-foot): no Jump test is due, though the ban on landing in a zone holds for it
    as for one jumped, and he crosses it, placed at the landing spot, the going over paid as ruling
    lotow.mounted.obstacles.crossing-cost reads it (:func:`going_over_cost`).  Over a higher one he is left against
    its near side, the Jump test owed: whether he gets over is the ordinary rules' (hook lotow.hook.jump-test).
    Where he has too little move left to reach the obstacle (and go over one he ignores), the crossing is refused by
    its clause.

    His straight way up to the obstacle, and the spot there, are clear of other models' bases, or the crossing is
    refused by its clause (:func:`clear_way_up`), as a charger's are (:func:`clear_way`).

    A mount he holds by the reins (lotow.mounted.holding) is led up to the obstacle only where it still touches his
    base at the near spot, at the pace the clause gives (:func:`leading_move`), and let go of otherwise, as ruling
    lotow.mounted.holding.moving-away reads it; it crosses an obstacle he ignores beside him (:func:`lead_across`),
    unless it is one no mounted model crosses however low (a ladder, a rope, a climb, an ordinary door:
    :func:`no_way_for_a_mount`); one he jumps, or one of those, it does not follow, and he lets go of it, or may not
    cross before he has, as that ruling reads it."""
    clause = OBSTACLES_NO_JUMP_INTO_ZONE
    jumper = table.fighter(action.fighter)
    mount = table.mount_of(jumper.id)
    if mount is not None:
        require(False, MOUNTED_JUMP_TABLE, f"{jumper.id} is on {mount.id}: a mounted model jumps on the mount "
                                           f"jump table, not as a fighter on foot")
    may_move(jumper)
    on_his_feet(jumper, f"jumps {action.obstacle}")
    has_move_left(jumper, clause, f"jump {action.obstacle}")
    on_foot_in_movement_phase(ctx, table, clause, f"{jumper.id} jumps {action.obstacle}, a move,")
    obstacle = table.obstacle(action.obstacle)
    landing = action.landing or landing_spot(jumper, obstacle)
    side = side_of(obstacle, jumper.position)
    if side_of(obstacle, landing) == side:
        raise SetupError(f"landing: ({landing.x:g}, {landing.y:g}) is on {jumper.id}'s own side of {obstacle.id}: a "
                         "jump over it lands on the far side")
    if action.landing is not None:
        against_the_far_side(jumper, obstacle, landing)
    other = overlaps_a_base(table, disc(jumper, landing), ignore=(jumper.id,))
    if other is not None:
        raise SetupError(f"{jumper.id} cannot land on {other}'s base")
    no_landing_in_a_zone(ctx, table, jumper.id, jumper.side, disc(jumper, landing), obstacle, (jumper.id,))
    limit = ctx.value(MOUNTED_OBSTACLES_SMALL, "ignored-up-to")  # ruling .small-threshold reads it as 1½" or ½"
    ignored = at_most(obstacle.height, limit) and at_most(obstacle.width, limit)
    # up to the obstacle: his walk, paid from his move (at the led pace if a mount he holds still touches him there)
    start = near_spot(jumper.base_radius, side, obstacle, landing)
    up = distance(jumper.position, start, measure="centre")
    over = going_over_cost(ctx, obstacle, jumper.base_radius) if ignored else 0.0
    move, led = leading_move(ctx, table, jumper, start)
    paying = MOUNTED_HOLDING if led else (MOUNTED_OBSTACLES_SMALL_ON_FOOT if ignored else clause)
    if up > EPSILON:
        clear_way_up(table, jumper, start, (jumper.id, *(m.id for m in led)),
                     MOUNTED_OBSTACLES_SMALL_ON_FOOT if ignored else clause, obstacle.id)
    leading = f", leading {' and '.join(m.id for m in led)} {led_pace(ctx, jumper)}" if led else ""
    if up > EPSILON or over > 0:
        what = f"walking {up:g}\" up to {obstacle.id}" + (
            f" and {over:g}\" over it (ruling lotow.mounted.obstacles.crossing-cost)" if over > 0 else "")
        jumper = spend(ctx, jumper, (up + over) / move, paying, what + leading, move=move)
        ctx.emit(paying, f"{jumper.id} goes over {obstacle.id} from where his base touches it: {what}{leading}",
                 covered=round(up + over, 6))
    table = table.with_fighter(jumper.evolve(position=start))
    if up > EPSILON:
        table = keeps_in_contact(ctx, table, jumper.id, f"walking up to {obstacle.id}")
    jumper = table.fighter(jumper.id)
    if ignored:
        ctx.emit(MOUNTED_OBSTACLES_SMALL_ON_FOOT,
                 f"{obstacle.id} ({obstacle.height:g}\" high, {obstacle.width:g}\" wide) is no higher or wider than "
                 f"{limit:g}\": {jumper.id} ignores it, as models on foot do, and crosses with no Jump test")
        crossed = table.with_fighter(jumper.evolve(position=landing))
        barred = no_way_for_a_mount(obstacle)
        if barred is not None and all_held_by(table, jumper.id):
            what = ("an ordinary door, which a mounted model cannot pass through" if obstacle.kind == "door"
                    else f"a {obstacle.kind}, which a mounted model cannot climb or use, however low")
            ctx.emit(barred, f"{obstacle.id} is {what}")
            return lets_go_behind(ctx, crossed, jumper.id, f"{jumper.id} crosses {obstacle.id} and no mount is led "
                                                           f"over it after him")
        return lead_across(ctx, crossed, jumper, landing, obstacle)
    # a mount is led only where it stays in base contact with him (lotow.mounted.holding); over what it does not
    # ignore it does not follow a man on foot: its jump is a mounted model's, on the mount jump table
    table = lets_go_behind(ctx, table, jumper.id, f"{jumper.id} jumps {obstacle.id}, more than a mounted model "
                                                  f"ignores, and no mount is led over it after him")
    ctx.emit(clause, f"{jumper.id} may try to jump {obstacle.id}; the jump itself is the ordinary rules' "
                     f"(outside the excerpt)")
    return table.with_fighter(table.fighter(jumper.id).evolve(tests_due=jumper.tests_due + (HOOK_JUMP_TEST,)))
