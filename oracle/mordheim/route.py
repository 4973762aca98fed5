"""Routes: what a player says a model does in its move, step by step, and their geometry.

A route is a list of steps, each one of

* ``to: [x, y]`` — walk in a straight line on the current floor (``[x, y, z]`` on a
  ladder or stairs, to another floor); ``by: [dx, dy]`` (or ``[dx, dy, dz]``) the same,
  relative to where the model is;
* ``jump-down: true`` — jump down to the floor directly below;
* ``climb-up: <platform>`` — climb the wall of the platform the model touches; ``climb-up: <wall>`` — climb up
  the wall, fence or tall obstacle the model touches and over it, to touch its far face (ruling
  `mordheim.climbing.over-a-wall`: how that climb is measured);
* ``climb-down: true`` — climb down from the edge the model stands at;
* ``leap-to: [x, y]`` / ``leap-by: [dx, dy]`` — leap a gap to a point on the far side
  at the same height (ruling `mordheim.leaping.landing-height`: by default, or lower, the drop jumped down).

:func:`plan` turns the steps into :class:`Leg` values (positions, heights, gap widths,
costs) before any die is rolled; geometry the rules forbid is refused there, naming the
clause.  The rule sections execute the legs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from pydantic import model_validator
from shapely.geometry import LineString, Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points, unary_union

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.geometry import Point, line_parts
from oracle.core.measure import EPSILON, FARTHEST, FLOAT_NOISE, SHAPE_TOLERANCE, Coordinate
from oracle.core.resolve import Context
from oracle.core.state import Frozen
from oracle.mordheim import terrain
from oracle.mordheim.geometry import (
    blockers_crossed,
    floor_at,
    last_clear_of_bases,
    last_free_along,
    pieces_under_base,
    point,
    same_level,
    substring,
    surface_below,
    unsupported_length,
)
from oracle.mordheim.ids import (
    CHARGING_FAILED_MOVE, CLIMBING_CONTACT, CLIMBING_WHO, JUMPING_DOWN_MAX_HEIGHT, LEAPING_MAX_GAP,
    MOVEMENT_DISTANCE, MOVEMENT_LADDERS_AND_OBSTACLES, RULING_CLIMBING_OVER_A_WALL, RULING_JUMPING_DOWN_HEIGHT_LIMIT,
    RULING_LEAPING_LANDING_HEIGHT, RULING_MOVEMENT_LOW_OBSTACLES, RULING_MOVEMENT_VERTICAL_DISTANCE,
    RULING_TERRAIN_BASE_ON_BARRIER, TERRAIN_BARRIERS,
)
from oracle.mordheim.state import TOUCH, MordheimTable, Piece, Warrior

STEP_KEYS = ("to", "by", "jump_down", "climb_up", "climb_down", "leap_to", "leap_by")


class Step(Frozen):
    """One step of a route (exactly one key)."""

    to: tuple[Coordinate, Coordinate] | tuple[Coordinate, Coordinate, Coordinate] | None = None
    jump_down: bool = False
    climb_up: str | None = None
    climb_down: bool = False
    leap_to: tuple[Coordinate, Coordinate] | None = None
    by: tuple[Coordinate, Coordinate] | tuple[Coordinate, Coordinate, Coordinate] | None = None
    leap_by: tuple[Coordinate, Coordinate] | None = None

    @model_validator(mode="before")
    @classmethod
    def _hyphens(cls, data: Any) -> Any:
        if isinstance(data, dict):
            data = {str(k).replace("-", "_"): v for k, v in data.items()}
        return data

    @model_validator(mode="after")
    def _exactly_one(self) -> "Step":
        given = [k for k in STEP_KEYS if getattr(self, k) not in (None, False)]
        if len(given) != 1:
            names = ", ".join(k.replace("_", "-") for k in STEP_KEYS)
            raise ValueError(f"a route step needs exactly one of {names}; got {given or 'none'}")
        return self

    def describe(self) -> str:
        if self.to is not None:
            return f"to {list(self.to)}"
        if self.jump_down:
            return "jump down"
        if self.climb_up:
            return f"climb up {self.climb_up}"
        if self.climb_down:
            return "climb down"
        if self.by is not None:
            return f"by {list(self.by)}"
        if self.leap_by is not None:
            return f"leap by {list(self.leap_by)}"
        return f"leap to {list(self.leap_to)}"


@dataclass(frozen=True)
class Leg:
    """One planned stretch of a route, with everything the rules read about it."""

    kind: str  # walk, ladder, jump-down, climb-up, climb-over, climb-down, leap
    start: Point
    end: Point
    cost: float
    path: tuple[tuple[float, float], ...] = ()
    ground: terrain.Ground | None = None
    height: float = 0.0
    width: float = 0.0
    fall_at: Point | None = None
    fall_height: float = 0.0
    platform: str | None = None
    extra: dict = field(default_factory=dict, compare=False)


def plan(ctx: Context, table: MordheimTable, w: Warrior, steps: Sequence[Step], start: Point | None = None) -> list[Leg]:
    """The legs of a route from ``start`` (the model's position), refusing impossible geometry. Planning reads the
    table and the readings and says nothing, so it is reckoned (:meth:`~oracle.core.resolve.Context.reckon`): the
    same route on the same table is planned once for every dice path of an exact question and every re-run under
    a reading it does not ask."""
    return list(ctx.reckon(_planned_legs, table, w, tuple(steps), start))


def _planned_legs(ctx: Context, table: MordheimTable, w: Warrior, steps: tuple[Step, ...], start: Point | None
                  ) -> tuple[Leg, ...]:
    """:func:`plan`'s legs."""
    pos = start or w.position
    legs: list[Leg] = []
    for i, s in enumerate(steps):
        where = f"route step {i + 1} ({s.describe()})"
        if s.to is not None or s.by is not None:
            to = s.to if s.to is not None else _within_bounds(_offset(pos, s.by), w, where)
            leg = plan_walk(ctx, table, w, pos, to, where)
        elif s.jump_down:
            leg = plan_jump_down(ctx, table, w, pos, where)
        elif s.climb_up:
            leg = plan_climb_up(ctx, table, w, pos, s.climb_up, where)
        elif s.climb_down:
            leg = plan_climb_down(ctx, table, w, pos, where)
        else:
            to = s.leap_to if s.leap_to is not None else _within_bounds(_offset(pos, s.leap_by), w, where)
            leg = plan_leap(ctx, table, w, pos, to, where)
            refuse_landing_on_piece(ctx, table, w, leg.end, leg.end.z, where, "leaping")
        legs.append(leg)
        pos = leg.end
    return tuple(legs)


def _within_bounds(to: tuple[float, ...], w: Warrior, where: str) -> tuple[float, ...]:
    """A point a relative step reaches, if it lies within :data:`FARTHEST` of the table's origin (each
    offset does, but several add up past it: the engine's geometry cannot measure there)."""
    if max(abs(c) for c in to) > FARTHEST:
        shown = ", ".join(f"{c:g}" for c in to)
        raise SetupError(f"{w.id}, {where}: it ends at ({shown}), farther from the table's origin than the "
                         f"{FARTHEST:g} this engine measures (a bound of the engine, not of the rules)")
    return to


def _offset(pos: Point, by: Sequence[float]) -> tuple[float, ...]:
    out = (pos.x + float(by[0]), pos.y + float(by[1]))
    return (*out, pos.z + float(by[2])) if len(by) == 3 else out


def plan_walk(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, to: Sequence[float], where: str) -> Leg:
    """A straight walk on one floor, or along a ladder or stairs (rules mordheim.movement.distance,
    mordheim.movement.ladders-and-obstacles): the whole base, not its centre alone, must pass clear of every
    piece that blocks movement, as a charge's shortest route keeps it (geometry.shortest_path)."""
    x, y = float(to[0]), float(to[1])
    z = float(to[2]) if len(to) == 3 else pos.z
    line = LineString([(pos.x, pos.y), (x, y)]) if (pos.x, pos.y) != (x, y) else None
    if not same_level(z, pos.z):
        ladders = [p for p in table.terrain if p.kind in ("ladder", "stairs")
                   and p.shape().buffer(w.base_radius + TOUCH).covers(ShapelyPoint(pos.x, pos.y))
                   and p.shape().buffer(w.base_radius + TOUCH).covers(ShapelyPoint(x, y))
                   and p.level - SHAPE_TOLERANCE <= min(z, pos.z) and max(z, pos.z) <= p.top + SHAPE_TOLERANCE]
        if not ladders:
            raise RuleViolation(MOVEMENT_LADDERS_AND_OBSTACLES,
                                f"{w.id}, {where}: changing floor from {pos.z:g}\" to {z:g}\" needs a ladder or stairs "
                                f"joining them; climb or jump down instead")
        horizontal = line.length if line is not None else 0.0
        rise = abs(z - pos.z)
        reading = ctx.ruling(RULING_MOVEMENT_VERTICAL_DISTANCE)
        length = (horizontal ** 2 + rise ** 2) ** 0.5 if reading == "path-length" else horizontal
        ground = terrain.Ground(length, 0.0, 0.0, (), (), tuple(p.id for p in ladders))
        if floor_at(table, z) is not None and not floor_at(table, z).covers(ShapelyPoint(x, y)):
            raise RuleViolation(MOVEMENT_LADDERS_AND_OBSTACLES,
                                f"{w.id}, {where}: there is no floor at height {z:g}\" at ({x:g}, {y:g})")
        return Leg("ladder", pos, point(x, y, z), length, ((pos.x, pos.y), (x, y)), ground, height=rise)
    if line is None:
        return Leg("walk", pos, pos, 0.0, ((pos.x, pos.y),), terrain.Ground(0.0, 0.0, 0.0, (), ()))
    if unsupported_length(table, line, pos.z) > SHAPE_TOLERANCE:
        raise RuleViolation(MOVEMENT_DISTANCE,
                            f"{w.id}, {where}: the floor at height {pos.z:g}\" ends on the way; "
                            f"jump down, climb down or leap the gap instead")
    blockers = blockers_crossed(table, line, pos.z, w.base_radius)
    tall = [b for b in blockers if b.kind == "obstacle"]
    if tall and ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES) == "any-listed-obstacle":
        blockers = [b for b in blockers if b.kind != "obstacle"]
    elif tall:
        b = tall[0]
        raise RuleViolation(MOVEMENT_LADDERS_AND_OBSTACLES,
                            f"{w.id}, {where}: the {b.id} is {b.height:g}\" high, higher than the 1\" of a low obstacle "
                            f"(ruling mordheim.movement.low-obstacles); go round it or climb")
    if blockers:
        b = blockers[0]
        if b.kind == "wall":
            raise RuleViolation(TERRAIN_BARRIERS,
                                f"{w.id}, {where}: the wall {b.id} is {b.height:g}\" high, higher than 1\": "
                                f"it cannot be jumped; go round it or climb")
        raise RuleViolation(MOVEMENT_DISTANCE,
                            f"{w.id}, {where}: the {b.kind} {b.id} is in the way; go round it")
    ground = terrain.survey(table, line, pos.z)
    crossed = [b.id for b in table.terrain if b.kind == "obstacle" and line.intersection(b.shape()).length > EPSILON
               and same_level(b.level, pos.z)]
    if crossed:
        ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES)
        ground = terrain.Ground(ground.length, ground.difficult, ground.very_difficult,
                                tuple(dict.fromkeys((*ground.barriers, *crossed))), ground.doors)
    return Leg("walk", pos, point(x, y, pos.z), terrain.cost(ctx, ground), ((pos.x, pos.y), (x, y)), ground)


def plan_straight_towards(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, to: Sequence[float],
                          where: str) -> Leg:
    """A straight walk from ``pos`` towards ``to`` as far as the model can go on its floor: its base stops against
    the first piece in the way of the base (not of its centre alone) that blocks movement (as :func:`plan_walk`
    reads them, ruling mordheim.movement.low-obstacles), its centre where the floor ends (rule
    mordheim.charging.failed.move, ruling mordheim.charging.failed-charge-route "straight-towards")."""
    line = LineString([(pos.x, pos.y), (float(to[0]), float(to[1]))])
    if line.length <= SHAPE_TOLERANCE:
        return plan_walk(ctx, table, w, pos, (pos.x, pos.y), where)
    blockers = blockers_crossed(table, line, pos.z, w.base_radius)
    if any(b.kind == "obstacle" for b in blockers) and \
            ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES) == "any-listed-obstacle":
        blockers = [b for b in blockers if b.kind != "obstacle"]
    stop = line.length
    for b in blockers:
        stop = min(stop, _first_along(line, line.intersection(b.shape().buffer(w.base_radius, quad_segs=32))))
    floor = floor_at(table, pos.z)
    if floor is not None:
        stop = min(stop, _first_along(line, line.difference(floor)))
    stop = stop_off_pieces(ctx, table, w, tuple(line.coords), max(0.0, stop), pos.z)
    end = line.interpolate(stop)
    return plan_walk(ctx, table, w, pos, (end.x, end.y), where)


def _first_along(line: LineString, part: BaseGeometry) -> float:
    """How far along ``line`` its part ``part`` begins (its length if ``part`` is empty)."""
    if part.is_empty:
        return line.length
    return min(line.project(ShapelyPoint(c)) for g in getattr(part, "geoms", (part,)) for c in g.coords)


def plan_walk_within(ctx: Context, table: MordheimTable, w: Warrior, leg: Leg, budget: terrain.Budget,
                     where: str) -> Leg:
    """The part of a straight walk (or of a ladder's foot-print on the model's floor) that what is left of
    ``budget`` pays for, from its start (rule mordheim.charging.failed.move: a failed charge moves the model's
    normal move towards the enemy): as far along the leg as :func:`terrain.reach` says, planned as a walk, or,
    where its base would stand there on a wall or obstacle, against it (:func:`stop_off_pieces`)."""
    line = LineString(leg.path) if len(leg.path) > 1 else None
    far = terrain.reach(ctx, table, line, leg.start.z, budget) if line is not None and budget.left(ctx) > 0 else 0.0
    end = substring(leg.path, far)[-1]
    part = plan_walk(ctx, table, w, leg.start, (end[0], end[1]), where)
    back = EPSILON
    while not budget.pays_for(ctx, part.cost, part.ground) and far > 0.0:
        # a stop exactly where slower ground begins can be measured a hair inside it, which under ruling
        # mordheim.terrain.cost "whole-move-halved" halves the whole move: step back until it is paid for
        far, back = max(0.0, far - back), 2 * back
        end = substring(leg.path, far)[-1]
        part = plan_walk(ctx, table, w, leg.start, (end[0], end[1]), where)
    free = stop_off_pieces(ctx, table, w, leg.path, far, leg.start.z)
    if free >= far - FLOAT_NOISE:
        return part
    end = substring(leg.path, free)[-1]
    return plan_walk(ctx, table, w, leg.start, (end[0], end[1]), where)


ON_PIECE_CLAUSE = {"wall": TERRAIN_BARRIERS, "obstacle": MOVEMENT_LADDERS_AND_OBSTACLES}
"""The rule that says a model goes over a piece, not onto it: a wall, fence or hedge is gone round or jumped
(mordheim.terrain.barriers), barrels and boxes are moved over (mordheim.movement.ladders-and-obstacles);
a column is in the way like any piece that blocks movement (mordheim.movement.distance)."""


def on_piece_clause(piece_kind: str) -> str:
    """The clause a base standing on a piece of this kind breaks (:data:`ON_PIECE_CLAUSE`)."""
    return ON_PIECE_CLAUSE.get(piece_kind, MOVEMENT_DISTANCE)


def stop_off_pieces(ctx: Context, table: MordheimTable, w: Warrior, path: Sequence[tuple[float, float]], far: float,
                    z: float) -> float:
    """How far along ``path`` a move cut short ``far`` inches along ends (a failed charge, rule
    mordheim.charging.failed.move): there, or, if its base would stand on a wall, fence, obstacle or column there,
    against it on the near side, without the movement left to go over it (rules mordheim.terrain.barriers,
    mordheim.movement.ladders-and-obstacles, mordheim.charging.low-wall: a barrier is gone round or jumped over,
    and bases either side of one cannot touch, so no base stands on one; geometry.last_free_along)."""
    if far <= 0.0 or len(path) < 2:
        return max(0.0, far)
    free = last_free_along(table, path, far, z, w.base_radius)
    if free < far - FLOAT_NOISE:
        end = substring(path, far)[-1]
        if not kept_off_under(ctx, table, end[0], end[1], z, w.base_radius):
            return far  # ruling mordheim.terrain.base-on-barrier=may-end-on-barriers: it ends on the barrier
        p = pieces_under_base(table, end[0], end[1], z, w.base_radius)[0]
        ctx.emit(on_piece_clause(p.kind),
                 f"{w.id}'s move would end with its base on {p.id} ({p.kind}, {p.height:g}\" high): it stops "
                 f"{far - free:.4g}\" short, against it, having no movement left to go over it")
    return free


PASSING = ("walk", "ladder", "leap")
"""The legs along which a model's base goes across the table (a jump down, a climb goes up or down where it is, or
over a wall, on which no base stands)."""


def bases_crossed(table: MordheimTable, w: Warrior, leg: Leg) -> list[Warrior]:
    """The models whose bases ``w``'s base would pass over going along ``leg`` (ruling
    mordheim.movement.through-models): those on the floor it goes along (either floor of a ladder or a leap) nearer
    its way than their radii and its own together, less :data:`TOUCH` (a base it only brushes it does not pass
    over)."""
    if leg.kind not in PASSING or len(leg.path) < 2 or leg.path[0] == leg.path[-1]:
        return []
    way = LineString(leg.path)
    return [o for o in table.warriors if o.id != w.id
            and (same_level(o.position.z, leg.start.z) or same_level(o.position.z, leg.end.z))
            and way.distance(o.position.shape()) < w.base_radius + o.base_radius - TOUCH]


def stop_short_of_bases(ctx: Context, table: MordheimTable, w: Warrior, leg: Leg, where: str) -> Leg:
    """A failed charge's last leg (rule mordheim.charging.failed.move: "передвиньте вашу модель на расстояние шага
    (равное его Скорости) по направлению к противнику"), where it would end with the model's base over another
    model's: no table holds two bases over each other (no setup may, and a charge ends with bases "в контакт
    подставка-к-подставке", touching), and a move the player does not choose is not refused, so it stops short,
    its base touching the model it would have stood over (and, stopped so, off any wall, :func:`stop_off_pieces`),
    as it stops against a wall it has no movement left to go over. The leg as it is where it ends clear. A leg
    other than a walk (a landing) ending over a base is beyond what this engine stops short: a clear error."""
    end = leg.end
    under = table.bases_under(w.id, end.x, end.y, end.z, w.base_radius)
    if not under:
        return leg
    if leg.kind != "walk" or len(leg.path) < 2:
        raise SetupError(f"{w.id}, {where}: its {leg.kind} would end at ({end.x:.4g}, {end.y:.4g}) with its base over "
                         f"{under[0].id}'s; this engine stops only a walk short of another model (a bound of the "
                         f"engine, not of the rules)")
    far = LineString(leg.path).length
    free = far
    while True:
        stop = stop_off_pieces(ctx, table, w, leg.path, last_clear_of_bases(table, w.id, leg.path, free, end.z,
                                                                            w.base_radius), end.z)
        if stop >= free - FLOAT_NOISE:
            break
        free = stop
    ctx.emit(CHARGING_FAILED_MOVE,
             f"{w.id}'s failed charge would end at ({end.x:.4g}, {end.y:.4g}) with its base over {under[0].id}'s: no "
             f"base stands on another, so it stops {far - free:.4g}\" short, its base touching it")
    stopped = substring(leg.path, free)[-1]
    return plan_walk(ctx, table, w, leg.start, (stopped[0], stopped[1]), where)


def kept_off_under(ctx: Context, table: MordheimTable, x: float, y: float, z: float, radius: float) -> tuple:
    """The pieces a base at (x, y) would stand on that a move, a run, a landing or a failed charge may not end on
    (rules mordheim.terrain.barriers, mordheim.movement.ladders-and-obstacles; ruling mordheim.terrain.base-on-barrier):
    every wall, fence, obstacle and column under it, or under "may-end-on-barriers" those that are not barriers
    (walls and obstacles up to 1"). The ruling is asked only where a barrier is under the base."""
    under = pieces_under_base(table, x, y, z, radius)
    if any(p.is_barrier for p in under) and ctx.ruling(RULING_TERRAIN_BASE_ON_BARRIER) == "may-end-on-barriers":
        return tuple(p for p in under if not p.is_barrier)
    return under


def refuse_base_on_piece(ctx: Context, table: MordheimTable, x: float, y: float, z: float, radius: float, doing: str,
                         instead: str) -> None:
    """Refuse a place where a base would stand on a wall, fence, obstacle or column (rules mordheim.terrain.barriers,
    mordheim.movement.ladders-and-obstacles, by :func:`on_piece_clause`; ruling mordheim.terrain.base-on-barrier,
    :func:`kept_off_under`). ``doing`` says who would stand there and how, ``instead`` what to do about it."""
    under = kept_off_under(ctx, table, x, y, z, radius)
    if under:
        p = under[0]
        raise RuleViolation(on_piece_clause(p.kind),
                            f"{doing} at ({x:.4g}, {y:.4g}) with its base on {p.id} ({p.kind}, {p.height:g}\" high): "
                            f"a model goes round or over a wall or obstacle, its base never stands on one; {instead}")


def refuse_landing_on_piece(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, below: float, where: str,
                            how: str) -> None:
    """Refuse a drop from ``pos`` (a jump down or a climb down) whose landing directly below, on the floor at
    height ``below``, would leave the base on a wall, fence, obstacle or column (:func:`refuse_base_on_piece`;
    :func:`movement.refuse_ending_on_piece` for the end of a move) or over another model's
    (:func:`refuse_landing_over_model`); or a leap's landing at ``pos``, on the floor at ``below``, likewise."""
    refuse_base_on_piece(ctx, table, pos.x, pos.y, below, w.base_radius, f"{w.id}, {where}: {how} it would land",
                         f"{how} where the ground below is clear")
    refuse_landing_over_model(table, w, pos.x, pos.y, below, f"{w.id}, {where}: {how} it would land",
                              f"{how} where the ground below is clear")


def refuse_landing_over_model(table: MordheimTable, w: Warrior, x: float, y: float, z: float, doing: str,
                              instead: str) -> None:
    """Refuse a landing (a jump down, a climb down or over a wall, a leap over a gap) that would leave ``w``'s base
    over another model's (rule mordheim.movement.distance): the model stands where it lands, and its move ends there
    if it falls (rules mordheim.jumping-down.failure, mordheim.climbing.fall-climbing-down; a leap to a lower floor
    jumps down from where it lands), and no table holds two bases over each other. Refused before any die, even
    where the move would go on beyond, as a landing on a wall is (:func:`refuse_base_on_piece`)."""
    over = table.bases_under(w.id, x, y, z, w.base_radius)
    if over:
        o = over[0]
        raise RuleViolation(MOVEMENT_DISTANCE,
                            f"{doing} at ({x:.4g}, {y:.4g}) with its base over {o.id}'s at ({o.position.x:.4g}, "
                            f"{o.position.y:.4g}): no base stands on another; {instead}")


def plan_jump_down(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, where: str) -> Leg:
    """A jump to the floor directly below (rule mordheim.jumping-down.max-height), where the model then stands:
    the worked example's skaven lands "у подножия стены" and its move ends there if it falls, so the landing is a
    place a base can stand, not on a wall, fence, obstacle or column at the foot of the drop (rules
    mordheim.terrain.barriers, mordheim.movement.ladders-and-obstacles; :func:`movement.refuse_ending_on_piece`
    for the end of a move), even if the move would go on over it afterwards."""
    below = surface_below(table, pos.x, pos.y, pos.z)
    if pos.z - below <= SHAPE_TOLERANCE:
        raise RuleViolation(JUMPING_DOWN_MAX_HEIGHT,
                            f"{w.id}, {where}: there is nothing to jump down from at ({pos.x:g}, {pos.y:g})")
    refuse_landing_on_piece(ctx, table, w, pos, below, where, "jumping down")
    return Leg("jump-down", pos, point(pos.x, pos.y, below), 0.0, ((pos.x, pos.y),), height=pos.z - below)


CLIMBED_OVER = ("wall", "obstacle", "column")
"""The pieces a model climbs up and over (rule mordheim.climbing.who: "по заборам, стенам и т.п."): walls, fences
and hedges, barrels, boxes and the like piled as high (state.py reads them as walls above 1"), and columns: none
has a floor on top to stand on."""


def plan_climb_up(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, piece_id: str, where: str) -> Leg:
    """A climb up the wall of a platform the model touches (rules mordheim.climbing.contact), or up a wall or fence
    it touches and over it (:func:`plan_climb_over`). Ladders and stairs are walked up, not climbed (rule
    mordheim.movement.ladders-and-obstacles); anything else is not a wall or fence to climb (rule
    mordheim.climbing.who)."""
    p = table.piece(piece_id)
    if p.kind in CLIMBED_OVER:
        return plan_climb_over(ctx, table, w, pos, p, where)
    if p.kind in ("ladder", "stairs"):
        raise RuleViolation(MOVEMENT_LADDERS_AND_OBSTACLES,
                            f"{w.id}, {where}: {piece_id} is {p.kind}: models move up and down it as open ground, "
                            f"they do not climb it; walk up or down it instead")
    if p.kind != "platform":
        raise RuleViolation(CLIMBING_WHO, f"{w.id}, {where}: {piece_id} is a {p.kind}, neither a wall or fence nor "
                                          f"a floor above to climb to")
    platform_id = piece_id
    shape = p.shape()
    here = ShapelyPoint(pos.x, pos.y)
    if here.distance(shape) > w.base_radius + TOUCH:
        raise RuleViolation(CLIMBING_CONTACT,
                            f"{w.id}, {where}: its base does not touch the wall of {platform_id} "
                            f"({here.distance(shape) - w.base_radius:.3g}\" away)")
    height = p.height - pos.z
    if height <= SHAPE_TOLERANCE:
        raise RuleViolation(CLIMBING_WHO, f"{w.id}, {where}: {platform_id} is not above it")
    top = nearest_points(shape, here)[0] if not shape.covers(here) else here
    return Leg("climb-up", pos, point(top.x, top.y, p.height), height, ((pos.x, pos.y), (top.x, top.y)),
               height=height, platform=platform_id)


def plan_climb_over(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, p: Piece, where: str) -> Leg:
    """A climb up a wall, fence, tall obstacle or column the model touches and over it (rules mordheim.climbing.who,
    mordheim.climbing.contact; ruling mordheim.climbing.over-a-wall): straight across from where its base touches
    the near face, its centre going up there, over the top, and down where its base touches the far face, on the
    floor the piece stands on. The leg's ``height`` is the piece's (held to Movement, rule
    mordheim.climbing.too-high); ``extra["climbed"]`` the distance climbed, both faces or the near one only as the
    ruling says; its cost that and the way across the top, walked as a walk over a low wall is (from touching the
    near face to touching the far one, its centre's way). It is refused where the base would land on another piece
    (:func:`refuse_base_on_piece`) or where the far side has no floor."""
    shape = p.shape()
    here = ShapelyPoint(pos.x, pos.y)
    gap = here.distance(shape)
    if gap > w.base_radius + TOUCH:
        raise RuleViolation(CLIMBING_CONTACT,
                            f"{w.id}, {where}: its base does not touch {p.id} ({gap - w.base_radius:.3g}\" away)")
    if not same_level(pos.z, p.level):
        raise SetupError(f"{w.id}, {where}: it stands {pos.z:g}\" up and {p.id} stands on the floor at {p.level:g}\": "
                         f"this engine climbs a wall from the floor at its foot (a bound of the engine, not of the "
                         f"rules)")
    near = nearest_points(shape, here)[0]
    dx, dy = near.x - pos.x, near.y - pos.y
    span = (dx * dx + dy * dy) ** 0.5
    if span <= FLOAT_NOISE:
        raise SetupError(f"{w.id}, {where}: its centre is on {p.id}: no way across it can be told")
    ux, uy = dx / span, dy / span
    zone = shape.buffer(w.base_radius, quad_segs=32)
    reach = span + (zone.bounds[2] - zone.bounds[0]) + (zone.bounds[3] - zone.bounds[1])
    ray = LineString([(pos.x, pos.y), (pos.x + ux * reach, pos.y + uy * reach)])
    across = _first_part(ray, ray.intersection(zone))
    land = point(across[0], across[1], pos.z)
    floor = floor_at(table, pos.z)
    if floor is not None and not floor.covers(ShapelyPoint(land.x, land.y)):
        raise RuleViolation(MOVEMENT_DISTANCE,
                            f"{w.id}, {where}: beyond {p.id}, at ({land.x:.4g}, {land.y:.4g}), there is no floor at "
                            f"height {pos.z:g}\" to climb down to")
    refuse_base_on_piece(ctx, table, land.x, land.y, land.z, w.base_radius,
                         f"{w.id}, {where}: climbing over {p.id} it would come down",
                         "climb over where the far side is clear")
    refuse_landing_over_model(table, w, land.x, land.y, land.z, f"{w.id}, {where}: climbing over {p.id} it would come "
                              f"down", "climb over where the far side is clear")
    height = p.height
    reading = ctx.ruling(RULING_CLIMBING_OVER_A_WALL)
    climbed = height if reading == "up-only" else 2 * height
    walked = here.distance(ShapelyPoint(land.x, land.y))
    return Leg("climb-over", pos, land, climbed + walked, ((pos.x, pos.y), (land.x, land.y)), height=height,
               fall_at=land, fall_height=height, platform=p.id,
               extra={"climbed": climbed, "across": walked, "reading": reading})


def _first_part(ray: LineString, part: BaseGeometry) -> tuple[float, float]:
    """Where the first stretch of ``part`` along ``ray`` (from the ray's start) ends: the place past a piece."""
    pieces = sorted(line_parts(part), key=lambda g: ray.project(ShapelyPoint(g.coords[0])))
    first = pieces[0]
    a, b = first.coords[0], first.coords[-1]
    return b if ray.project(ShapelyPoint(b)) >= ray.project(ShapelyPoint(a)) else a


def plan_climb_down(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, where: str) -> Leg:
    """A climb down from the edge the model stands at (rule mordheim.climbing.contact), to the floor directly
    below, where the model then stands (and where it falls, failing the test, rule
    mordheim.climbing.fall-climbing-down): as for a jump down (:func:`plan_jump_down`), not with its base on a
    wall, fence, obstacle or column at the foot of the wall (:func:`refuse_landing_on_piece`)."""
    floor = floor_at(table, pos.z)
    if floor is None:
        raise RuleViolation(CLIMBING_WHO, f"{w.id}, {where}: it stands on the table; there is nothing to climb down")
    here = ShapelyPoint(pos.x, pos.y)
    if here.distance(floor.boundary) > w.base_radius + TOUCH:
        raise RuleViolation(CLIMBING_CONTACT,
                            f"{w.id}, {where}: it is not at the edge of its floor, so it touches no wall to climb down")
    below = surface_below(table, pos.x, pos.y, pos.z)
    refuse_landing_on_piece(ctx, table, w, pos, below, where, "climbing down")
    return Leg("climb-down", pos, point(pos.x, pos.y, below), pos.z - below, ((pos.x, pos.y),),
               height=pos.z - below, fall_at=pos, fall_height=pos.z - below)


def jump_measure(ctx: Context, top: float, drop: float) -> float:
    """The height a jump down is held to its 6" by (rule mordheim.jumping-down.max-height, ruling
    mordheim.jumping-down.height-limit): the elevation jumped from, ``top`` inches above the table, or under
    "drop" the ``drop`` to the floor landed on."""
    return drop if ctx.ruling(RULING_JUMPING_DOWN_HEIGHT_LIMIT) == "drop" else top


def plan_leap(ctx: Context, table: MordheimTable, w: Warrior, pos: Point, to: Sequence[float], where: str) -> Leg:
    """A leap over a gap to a floor at the same height or, under ruling mordheim.leaping.landing-height
    "not-higher", a lower one, the drop then jumped down (rules mordheim.leaping.*, mordheim.jumping-down.max-height):
    the leg ends on the floor it lands on, and ``extra["drop"]`` is how far below the leap's height that is."""
    x, y = float(to[0]), float(to[1])
    floor = floor_at(table, pos.z)
    if floor is None:
        raise RuleViolation(LEAPING_MAX_GAP, f"{w.id}, {where}: a leap is made from a floor above the table")
    line = LineString([(pos.x, pos.y), (x, y)])
    land = pos.z
    if not floor.covers(ShapelyPoint(x, y)):
        lower = surface_below(table, x, y, pos.z)
        if ctx.ruling(RULING_LEAPING_LANDING_HEIGHT) == "same-height" or lower <= 0.0:
            raise RuleViolation(LEAPING_MAX_GAP,
                                f"{w.id}, {where}: there is no floor at height {pos.z:g}\" at ({x:g}, {y:g}) to land on"
                                + ("" if lower <= 0.0 else " (ruling mordheim.leaping.landing-height=same-height)"))
        highest = ctx.value(JUMPING_DOWN_MAX_HEIGHT, "height")
        if jump_measure(ctx, pos.z, pos.z - lower) > highest + EPSILON:
            raise RuleViolation(JUMPING_DOWN_MAX_HEIGHT,
                                f"{w.id}, {where}: the floor at ({x:g}, {y:g}) is {pos.z - lower:g}\" lower than the "
                                f"{pos.z:g}\" leapt from, and no jump down is made from more than {highest:g}\" (rulings "
                                f"mordheim.leaping.landing-height, mordheim.jumping-down.height-limit)")
        land = lower
    exact_floor = unary_union([p.shape() for p in table.terrain
                               if p.kind == "platform" and (same_level(p.height, pos.z) or same_level(p.height, land))])
    gap_part = line.difference(exact_floor)
    width = gap_part.length
    if width <= SHAPE_TOLERANCE:
        raise RuleViolation(LEAPING_MAX_GAP, f"{w.id}, {where}: there is no gap on the way; walk instead")
    parts = list(getattr(gap_part, "geoms", [gap_part]))
    if len(parts) > 1:
        raise RuleViolation(LEAPING_MAX_GAP, f"{w.id}, {where}: the line crosses {len(parts)} gaps; leap one at a time")
    gap = parts[0]
    here = ShapelyPoint(pos.x, pos.y)
    near, far = sorted((ShapelyPoint(c) for c in (gap.coords[0], gap.coords[-1])), key=here.distance)
    mid = gap.interpolate(0.5, normalized=True)
    below = surface_below(table, mid.x, mid.y, pos.z)
    # the floor before and after the gap is ground like any other (rules mordheim.terrain.*, ruling
    # mordheim.terrain.cost): the run-up and the landing cost what their ground costs, the gap its width
    ground = terrain.survey(table, line, pos.z)
    run_up = terrain.survey(table, LineString([(pos.x, pos.y), (near.x, near.y)]), pos.z)
    landing = terrain.survey(table, LineString([(far.x, far.y), (x, y)]), land)
    approach = terrain.cost(ctx, run_up) if run_up.length > SHAPE_TOLERANCE else 0.0
    after = terrain.cost(ctx, landing) if landing.length > SHAPE_TOLERANCE else 0.0
    return Leg("leap", pos, point(x, y, land), approach + width + after, ((pos.x, pos.y), (x, y)), ground,
               width=width, fall_at=point(near.x, near.y, below), fall_height=pos.z - below,
               extra={"approach": approach, "run_up": run_up, "landing": landing, "far_edge": (far.x, far.y),
                      "drop": pos.z - land})
