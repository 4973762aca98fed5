"""Control zones and bases on the table, for the rules on foot (obstacles, levels, lying down).

The excerpt uses control zones without defining them (hook ``lotow.hook.control-zone``).
A standing fighter's zone is everything within the reach of ruling
``lotow.obstacles.control-zone-reach`` of his base; a prone fighter has none
(``lotow.prone.no-control-zone``).  All geometry is shapely's.
"""

from __future__ import annotations

from functools import lru_cache
from math import acos, cos, hypot, pi, radians, sin, sqrt

import shapely

from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from oracle.core.geometry import DISC_CORNERS, Point, base, disc_at, rectangle
from oracle.core.measure import EPSILON, FLOAT_NOISE, SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.lotow.ids import PRONE_NO_CONTROL_ZONE, RULING_OBSTACLES_CONTROL_ZONE_REACH
from oracle.lotow.state import Fighter, LotowTable, Mount, Obstacle, Platform


def disc(fighter: Fighter, at: Point | None = None) -> BaseGeometry:
    """The fighter's base on the table (at his position, or at ``at``)."""
    return base(at or fighter.position, fighter.base_radius)


def zone_reach(ctx: Context, table: LotowTable) -> float:
    """How far a control zone reaches beyond the base, in inches."""
    if ctx.ruling(RULING_OBSTACLES_CONTROL_ZONE_REACH) == "one-inch":
        return ctx.reading_value(RULING_OBSTACLES_CONTROL_ZONE_REACH, "reach")
    return table.control_zone_reach


def has_zone(ctx: Context, fighter: Fighter, *, why: str = "") -> bool:
    """A standing fighter has a control zone; a prone one has none (and the trace says so)."""
    if fighter.posture == "prone":
        ctx.emit(PRONE_NO_CONTROL_ZONE,
                 f"{fighter.id} lies on the ground and has no control zone" + (f": {why}" if why else ""))
        return False
    return True


def gap(a: BaseGeometry, b: BaseGeometry) -> float:
    """The shortest distance between two shapes (0 when they touch or overlap)."""
    return a.distance(b)


def touches_zone(ctx: Context, table: LotowTable, fighter: Fighter, shape: BaseGeometry, *,
                 touching_counts: bool = True) -> bool:
    """Whether ``shape`` lies within (or touches) the fighter's control zone."""
    d = gap(disc(fighter), shape)
    reach = zone_reach(ctx, table)
    return d <= reach + EPSILON if touching_counts else d < reach - EPSILON


def model_bases(table: LotowTable, *, ignore: tuple[str, ...] = (), level: float | None = None
                ) -> list[tuple[str, Point, float]]:
    """Every model's base on the table, as (id, centre, radius): a fighter's on foot; a mounted model's, its mount's,
    which its rider and passenger sit on (lotow.mounted.general); a riderless mount's, a model too ("верховые
    животные сами по себе не обладают контролируемой зоной": no zone, but a base on the table). Not a dead
    fighter's, nor a dead or removed mount's; not those in ``ignore``, nor a mount whose rider or passenger is;
    with ``level``, only those standing at that height (on a balcony, say)."""
    out = [(f.id, f.position, f.base_radius) for f in table.fighters
           if f.id not in ignore and f.alive and table.mount_of(f.id) is None]
    out += [(m.id, m.position, m.base_radius) for m in table.mounts
            if m.alive and not m.removed and not {m.id, m.rider, m.passenger} & set(ignore)]
    if level is not None:
        out = [b for b in out if abs(b[1].z - level) <= SHAPE_TOLERANCE]
    return out


def overlaps_a_base(table: LotowTable, shape: BaseGeometry, *, ignore: tuple[str, ...] = (),
                    level: float | None = None) -> str | None:
    """The id of a model whose base the shape would overlap, if any (touching is not overlapping): a fighter on
    foot, a mounted model (its mount's base) or a riderless mount (:func:`model_bases`), at ``level`` if given."""
    for ident, centre, radius in model_bases(table, ignore=ignore, level=level):
        if base(centre, radius).intersection(shape).area > SHAPE_TOLERANCE:
            return ident
    return None


@lru_cache(maxsize=1024)
def _raised(x: float, y: float, width: float, depth: float) -> BaseGeometry:
    """Raised ground's top, as :func:`ground_under` reads it: its rectangle widened by the shape tolerance
    (prepared: asked of every spot a search tries)."""
    shape = rectangle(x, y, width, depth).buffer(SHAPE_TOLERANCE)
    shapely.prepare(shape)
    return shape


@lru_cache(maxsize=1024)
def _block(x: float, y: float, width: float, depth: float) -> BaseGeometry:
    """Raised ground's rectangle, as :func:`in_raised_ground` reads it (a base that lies in it)."""
    return rectangle(x, y, width, depth)


def ground_under(table: LotowTable, at: Point) -> float:
    """The height a model set at ``at`` stands at: the highest raised ground under its centre, or the table."""
    return _height_under(table, at.x, at.y)


def in_raised_ground(table: LotowTable, at: Point, radius: float) -> str | None:
    """The id of raised ground higher than ``at`` that a base there would lie in (in the rock, not on it), if any."""
    return _rock_around(table, at.x, at.y, at.z, radius)


_INSCRIBED = cos(pi / DISC_CORNERS)
"""A base's disc is a polygon whose corners are on its circle (:func:`oracle.core.geometry.disc_at`): it holds the
circle of this share of its radius."""


def _height_under(table: LotowTable, x: float, y: float) -> float:
    """:func:`ground_under` at (x, y): a platform whose box, widened as its top is, does not hold the point has no
    top there; a point in its rectangle is in its top (the rectangle widened by the tolerance all round); shapely is
    asked only of the thin band between the two. A search for a place to land tries hundreds of spots on top of the
    raised ground it fell from, each refused by its height."""
    widened = 2 * SHAPE_TOLERANCE
    return max((p.height for p in table.platforms
                if (p.x <= x <= p.x + p.width and p.y <= y <= p.y + p.depth)
                or (p.x - widened <= x <= p.x + p.width + widened and p.y - widened <= y <= p.y + p.depth + widened
                    and shapely.contains_xy(_raised(p.x, p.y, p.width, p.depth), x, y))), default=0.0)


def _rock_around(table: LotowTable, x: float, y: float, z: float, radius: float) -> str | None:
    """:func:`in_raised_ground` for a base of ``radius`` at (x, y) at height ``z``: raised ground whose box the base's
    box does not meet holds none of it, and the others are measured (:func:`_base_in_block`)."""
    for p in table.platforms:
        if (p.height > z + SHAPE_TOLERANCE and x + radius >= p.x and x - radius <= p.x + p.width
                and y + radius >= p.y and y - radius <= p.y + p.depth and _base_in_block(x, y, radius, p)):
            return p.id
    return None


def _base_in_block(x: float, y: float, radius: float, p: Platform) -> bool:
    """Whether the disc of a base of ``radius`` at (x, y) and raised ground's rectangle share more than the tolerance,
    as shapely measures it, decided by distances where they settle it: the disc lies within its circle, so a centre
    at least the radius from the rectangle shares nothing; the disc holds the circle of :data:`_INSCRIBED` of its
    radius, so a centre beside a side of the rectangle whose circle cuts off a segment lying wholly in the rectangle,
    of more than twice the tolerance, shares more than the tolerance. Shapely measures the rest."""
    x0, x1, y0, y1 = p.x, p.x + p.width, p.y, p.y + p.depth
    dx, dy = max(x0 - x, 0.0, x - x1), max(y0 - y, 0.0, y - y1)
    if hypot(dx, dy) >= radius + FLOAT_NOISE:
        return False
    inner = radius * _INSCRIBED
    if dx == 0.0 and dy > 0.0:  # beside the near or far side, level with it: the segment beyond it
        if _cut_off(inner, dy, x - x0, x1 - x, y1 - y0):
            return True
    elif dy == 0.0 and dx > 0.0:  # beside the left or right side
        if _cut_off(inner, dx, y - y0, y1 - y, x1 - x0):
            return True
    return disc_at(x, y, radius).intersection(_block(p.x, p.y, p.width, p.depth)).area > SHAPE_TOLERANCE


def _cut_off(r: float, d: float, before: float, after: float, room: float) -> bool:
    """Whether a circle of radius ``r`` whose centre is ``d`` outside a side of a rectangle cuts off beyond it a segment
    of more than twice the tolerance lying wholly in the rectangle: its chord within the side (``before`` and
    ``after``: the side's extent on either hand of the centre) and its depth within the rectangle (``room``)."""
    if d >= r:
        return False
    half = sqrt(r * r - d * d)
    if half > before or half > after or r - d > room:
        return False
    return r * r * acos(d / r) - d * half > 2 * SHAPE_TOLERANCE


@lru_cache(maxsize=1024)
def _line(ax: float, ay: float, bx: float, by: float) -> LineString:
    return LineString([(ax, ay), (bx, by)])


def _obstacle_line(obstacle: Obstacle) -> LineString | None:
    """The obstacle's centre line on the table, or None for one the table gives no line."""
    if obstacle.line is None:
        return None
    a, b = obstacle.line
    return _line(a.x, a.y, b.x, b.y)


@lru_cache(maxsize=1024)
def _obstacle_ground(ax: float, ay: float, bx: float, by: float, width: float) -> BaseGeometry:
    """The ground an obstacle covers: its centre line widened to its width, flat at the ends."""
    return _line(ax, ay, bx, by).buffer(max(width, SHAPE_TOLERANCE) / 2, cap_style="flat")


def across_an_obstacle(table: LotowTable, here: Point, there: Point) -> str | None:
    """The id of an obstacle on the table (one given a line) that stands between ``here`` and ``there``: the
    straight line between them crosses its centre line."""
    between = None  # made only where an obstacle has a line (an exact question asks this of every place it tries)
    for obstacle in table.obstacles:
        line = _obstacle_line(obstacle)
        if line is None:
            continue
        if between is None:
            between = LineString([(here.x, here.y), (there.x, there.y)])
        if between.intersects(line):
            return obstacle.id
    return None


def may_stand(table: LotowTable, at: Point, radius: float, ignore: tuple[str, ...] = ()) -> bool:
    """Whether a base may stand at ``at``: on the ground there (its centre over ground of that height), in no
    raised ground higher than it, over no other model's base at that height (those in ``ignore`` aside), nor over
    an obstacle on the table (a fence, a rail, a wall, a ditch: one given a line), whose ground is its centre line
    widened to its width (as :func:`oracle.lotow.obstacles.footprint`); touching is not lying over. A model stands
    beside a fence, not in it or astride it."""
    return _Footing(table, radius, ignore, at.z).allows(at.x, at.y)


def _segment_distance(x: float, y: float, ax: float, ay: float, bx: float, by: float) -> float:
    """The distance from (x, y) to the segment from (ax, ay) to (bx, by)."""
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length2))
    return hypot(x - ax - t * dx, y - ay - t * dy)


def _shared_by_circles(a: float, b: float, d: float) -> float:
    """The area two circles of radii ``a`` and ``b`` whose centres are ``d`` apart have in common."""
    if d >= a + b:
        return 0.0
    if d <= abs(a - b):
        return pi * min(a, b) ** 2
    kite = 0.5 * sqrt(max(0.0, (-d + a + b) * (d + a - b) * (d - a + b) * (d + a + b)))
    return (a * a * acos(max(-1.0, min(1.0, (d * d + a * a - b * b) / (2 * d * a))))
            + b * b * acos(max(-1.0, min(1.0, (d * d + b * b - a * a) / (2 * d * b)))) - kite)


class _Footing:
    """:func:`may_stand`'s four tests for a base of one size at one height on one table, with the bases and
    obstacles read once, for a search that tries many spots (:func:`nearest_place`).

    Each test first asks whether the base's disc is clear of a part by a plain distance (its centre farther than
    the radii apart from another base; from an obstacle's line than its half width and the radius; its box apart
    from raised ground's): the disc, a polygon inside its circle, then meets the part in no area and no length,
    so shapely is asked only of the parts near the spot, and it answers as it answers for them all. A spot deep in
    another base is refused without shapely too: the circles inside the two discs already share more than the
    tolerance, so the discs do."""

    def __init__(self, table: LotowTable, radius: float, ignore: tuple[str, ...], z: float):
        self.table, self.radius, self.z = table, radius, z
        self.bases = [(c.x, c.y, r, base(c, r)) for _, c, r in model_bases(table, ignore=ignore, level=z)]
        self.obstacles = []
        for obstacle in table.obstacles:
            if obstacle.line is not None:
                a, b = obstacle.line
                self.obstacles.append((a.x, a.y, b.x, b.y, max(obstacle.width, SHAPE_TOLERANCE) / 2,
                                       _obstacle_ground(a.x, a.y, b.x, b.y, obstacle.width), _line(a.x, a.y, b.x, b.y)))

    def allows(self, x: float, y: float) -> bool:
        r = self.radius
        if abs(_height_under(self.table, x, y) - self.z) > SHAPE_TOLERANCE or _rock_around(self.table, x, y, self.z, r) is not None:
            return False
        disc = None
        for bx, by, br, other in self.bases:
            apart = hypot(x - bx, y - by)
            if apart >= r + br + FLOAT_NOISE:
                continue
            # the circles inside both discs share twice the tolerance: the discs share more (a spot deep in a base)
            if _shared_by_circles(r * _INSCRIBED, br * _INSCRIBED, apart) > 2 * SHAPE_TOLERANCE:
                return False
            disc = disc_at(x, y, r) if disc is None else disc
            if other.intersection(disc).area > SHAPE_TOLERANCE:
                return False
        for ax, ay, bx, by, half, ground_shape, line in self.obstacles:
            if _segment_distance(x, y, ax, ay, bx, by) >= r + half + FLOAT_NOISE:
                continue
            disc = disc_at(x, y, r) if disc is None else disc
            if disc.intersection(ground_shape).area > SHAPE_TOLERANCE or disc.intersection(line).length > SHAPE_TOLERANCE:
                return False
        return True


RING = 0.1  # inches between the rings searched round a spot for the nearest place a base may stand
FARTHEST = 12.0  # inches: no farther


@lru_cache(maxsize=256)
def nearest_place(table: LotowTable, at: Point, radius: float, ignore: tuple[str, ...] = ()) -> Point | None:
    """The place nearest ``at`` at its height where a base may stand (:func:`may_stand`): ``at`` itself if it may,
    else the first found on rings 0.1" apart round it, each tried every 5° from +x (the nearest to a tenth of an
    inch), out to 12"; None where there is none that near. A pure function of its arguments (no reading, no
    number of the run), kept: a fall's landing is searched again on each dice path that lands there, by the
    determinism check's second resolution and by the re-runs of the rulings side by side (hundreds of spots each)."""
    footing = _Footing(table, radius, ignore, at.z)
    if footing.allows(at.x, at.y):
        return at
    for ring in range(1, int(FARTHEST / RING) + 1):
        d = ring * RING
        for step in range(72):
            a = radians(step * 5.0)
            x, y = at.x + d * cos(a), at.y + d * sin(a)
            if footing.allows(x, y):
                return Point(x=x, y=y, z=at.z)
    return None
