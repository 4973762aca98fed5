"""Measuring the Mordheim table with shapely: distances, floors, sight lines, routes.

Every distance between models goes through :func:`measure`, which asks ruling
``mordheim.movement.measuring`` whether to measure between base edges (default) or
centres.  Heights are the ``z`` of positions and the heights of platforms.
"""

from __future__ import annotations

import heapq
import math
from functools import lru_cache
from itertools import combinations
from typing import Callable, Iterator, NamedTuple, Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPoint, Point as ShapelyPoint, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.geometry.polygon import orient
from shapely.ops import unary_union

from oracle.core.geometry import Point, distance, line_parts
from oracle.core.measure import EPSILON, FLOAT_NOISE, SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.mordheim.ids import RULING_MOVEMENT_MEASURING, RULING_MOVEMENT_MEASURING_HEIGHT
from oracle.mordheim.state import TOUCH, MordheimTable, Piece, Warrior, barrier_height, outline_shape

LEVEL_TOLERANCE = SHAPE_TOLERANCE


def measure(ctx: Context, a: Warrior, b: Warrior) -> float:
    """Distance between two models, as ruling mordheim.movement.measuring says (between base edges or centres),
    on the table plane or, for models at different heights under ruling mordheim.movement.measuring-height
    "with-height", with the height between them counted (the two as sides of a right angle). The height ruling
    is asked only where the models stand at different heights."""
    how = ctx.ruling(RULING_MOVEMENT_MEASURING)
    flat = distance(a.position, b.position, radius_a=a.base_radius, radius_b=b.base_radius,
                    measure="centre" if how == "centre" else "edge")
    rise = abs(a.position.z - b.position.z)
    if rise <= LEVEL_TOLERANCE or not height_counts(ctx):
        return flat
    return math.hypot(flat, rise)


def height_counts(ctx: Context) -> bool:
    """Whether the height between two models counts in the distance between them (ruling
    mordheim.movement.measuring-height "with-height"); ask it only where they stand at different heights."""
    return ctx.ruling(RULING_MOVEMENT_MEASURING_HEIGHT) == "with-height"


def touching(a: Warrior, b: Warrior) -> bool:
    """Bases in contact (base edges within TOUCH of each other)."""
    return distance(a.position, b.position, radius_a=a.base_radius, radius_b=b.base_radius) <= TOUCH


def same_level(z1: float, z2: float) -> bool:
    return abs(z1 - z2) <= LEVEL_TOLERANCE


# --- floors -----------------------------------------------------------------------


def platforms_at(table: MordheimTable, z: float) -> list[Piece]:
    return [p for p in table.terrain if p.kind == "platform" and same_level(p.height, z)]


def floor_at(table: MordheimTable, z: float):
    """The area a model can stand on at height z (None for the table surface, which is everywhere)."""
    if z <= LEVEL_TOLERANCE:
        return None
    shapes = [p.shape() for p in platforms_at(table, z)]
    return unary_union(shapes).buffer(LEVEL_TOLERANCE) if shapes else Polygon()


def surface_below(table: MordheimTable, x: float, y: float, z: float) -> float:
    """Height of the highest floor strictly below z at (x, y): a lower platform or the table."""
    pt = None
    best = 0.0
    for p in table.terrain:
        if p.kind == "platform" and p.height < z - LEVEL_TOLERANCE:
            if pt is None:
                pt = ShapelyPoint(x, y)
            if _standing_area(p).covers(pt):
                best = max(best, p.height)
    return best


@lru_cache(maxsize=512)
def _standing_area(platform: Piece) -> Polygon:
    """A platform's top, grown by the level tolerance, prepared for point tests (pieces are immutable,
    so the shape is worked out once: a route asks it for every leg on every dice path)."""
    area = platform.shape().buffer(LEVEL_TOLERANCE)
    shapely.prepare(area)
    return area


def unsupported_length(table: MordheimTable, line: LineString, z: float) -> float:
    """How much of a line at height z has no floor under it (the gap a leap crosses)."""
    floor = floor_at(table, z)
    if floor is None:
        return 0.0
    return line.difference(floor).length


# --- pieces met along a line ----------------------------------------------------------


def pieces_on_level(table: MordheimTable, z: float, *kinds: str) -> list[Piece]:
    return [p for p in table.terrain if p.kind in kinds and same_level(p.level, z)]


def crossing_length(line: LineString, piece: Piece) -> float:
    return line.intersection(piece.shape()).length


def blockers_crossed(table: MordheimTable, line: LineString, z: float, radius: float = 0.0) -> list[Piece]:
    """Pieces that block movement which the line (swept by a base of ``radius``) passes through. The swept line
    lies in the line's box grown by the radius, so a piece whose box is beyond that is not crossed, and the line is
    swept only where a piece is near it: every walk a route plans asks this of each of its legs, most of them in the
    open."""
    minx, miny, maxx, maxy = line.bounds
    reach = max(radius, 0.0) + EPSILON
    near = []
    for p in table.terrain:
        if not p.blocks_movement or not same_level(p.level, z):
            continue
        x0, y0, x1, y1 = _box(p.outline)
        if x0 <= maxx + reach and x1 >= minx - reach and y0 <= maxy + reach and y1 >= miny - reach:
            near.append(p)
    if not near:
        return []
    doors = [d.shape() for d in pieces_on_level(table, z, "door")]
    swept = line.buffer(radius, quad_segs=8) if radius > 0 else line
    return [p for p in near if sweep_crosses(swept, p, doors, radius)]


def sweep_crosses(swept: BaseGeometry, piece: Piece, doors: list[BaseGeometry], radius: float) -> bool:
    """Whether a line swept by a base of ``radius`` passes through the piece (its edge grazed is not passed
    through), outside the doorways of its level (``doors``)."""
    inside = swept.intersection(_inside(piece.outline))
    for d in doors:
        inside = inside.difference(d.buffer(radius + TOUCH))
    return not inside.is_empty and (inside.area > EPSILON or inside.length > EPSILON)


@lru_cache(maxsize=4096)
def pieces_under_base(table: MordheimTable, x: float, y: float, z: float, radius: float) -> tuple[Piece, ...]:
    """Walls, fences, obstacles and columns on level z that a base of ``radius`` centred at (x, y) would stand on
    (:meth:`MordheimTable.pieces_under_base`, which the table's own check of its setup asks too): a model is jumped
    over a low wall (mordheim.terrain.barriers) and kept apart from a model beyond it (mordheim.charging.low-wall),
    so no base rests on one; a doorway is open ground.

    Kept per table and place: the re-runs of the rulings side by side and the determinism check's copy of a
    request ask it of the same places again (the main job in one process about 8% less CPU with it)."""
    return tuple(table.pieces_under_base(x, y, z, radius))


CLEAR_ARC_SEGMENTS = 256
"""Segments per quarter circle of the rounded zones :func:`stretches_clear` cuts from a route: a polygon inside
the true circle by at most radius x (1 - cos(pi / 1024)), under 5 millionths of the radius, far below the 1/10 000
inch the scenarios state positions to (:func:`pieces_under_base` checks each place found)."""


def kept_off_zones(table: MordheimTable, z: float, radius: float) -> list[Polygon]:
    """Where the centre of a base of ``radius`` would put the base on a wall, fence, obstacle or column of level z
    (:func:`pieces_under_base`): each piece less its doorways, grown by the radius (``CLEAR_ARC_SEGMENTS`` a
    quarter circle)."""
    doors = table.doorways(z)
    zones = []
    for p in table.kept_off(z):
        shape = p.shape()
        for d in doors:
            shape = shape.difference(d)
        if not shape.is_empty:
            zones.append(shape.buffer(radius, quad_segs=CLEAR_ARC_SEGMENTS))
    return zones


def stretches_clear(table: MordheimTable, line: LineString, z: float, radius: float,
                    apart: Sequence[tuple[ShapelyPoint, float]] = ()) -> list[tuple[float, float]]:
    """The straight stretches of ``line`` on which a base of ``radius`` centred there stands on no wall, fence,
    obstacle or column of level z (:func:`pieces_under_base`: a doorway is open ground) and keeps at least the
    given distance from each given centre (a base it may touch but not overlap), each as how far along ``line``
    it begins and ends, in the order the line reaches them. Where a base centred at a point would overlap a
    piece is the piece (less its doorways) grown by the base's radius, so the stretches are the line less those
    zones, found whole by shapely: a gap between two walls narrower than any step a search along the line
    would take is found too. Where two zones meet at a point at which the base touches both and overlaps
    neither (a gap exactly a base wide), that point is a stretch of its own, beginning where it ends."""
    zones = kept_off_zones(table, z, radius)
    zones += [centre.buffer(reach, quad_segs=CLEAR_ARC_SEGMENTS) for centre, reach in apart]
    if not zones:
        return _straight_stretches(line, [line])
    zone = unary_union(zones)
    free = line.difference(zone)
    stretches = _straight_stretches(line, [g for g in getattr(free, "geoms", (free,)) if isinstance(g, LineString)])
    # where the line leaves one zone as it enters the next, the zones touch there: a place if the base overlaps nothing
    blocked = sorted(tuple(sorted((line.project(ShapelyPoint(g.coords[0])), line.project(ShapelyPoint(g.coords[-1])))))
                     for one in zones for part in (line.intersection(one),)
                     for g in line_parts(part))
    reached = -math.inf
    for (_, a1), (b0, _) in zip(blocked, blocked[1:]):
        reached = max(reached, a1)
        if abs(b0 - reached) <= FLOAT_NOISE and not any(lo - FLOAT_NOISE <= reached <= hi + FLOAT_NOISE for lo, hi in stretches):
            q = line.interpolate(reached)
            if not pieces_under_base(table, q.x, q.y, z, radius) and \
                    all(q.distance(centre) >= reach - EPSILON for centre, reach in apart):
                stretches.append((reached, reached))
    return sorted(stretches)


ARC_BRACKET = 0.01
"""Radians either side of where :func:`arcs_clear` finds an arc's end on the ring's polygon within which it halves
on the circle itself: more than the polygons of the zones and of the base (:meth:`MordheimTable.pieces_under_base`)
can set the end apart, where the ring meets a zone's edge at a slant."""

ARC_HALVINGS = 40
"""Halvings of :data:`ARC_BRACKET` that find an arc's end: to about 1e-14 radians."""


@lru_cache(maxsize=256)
def arcs_clear(table: MordheimTable, cx: float, cy: float, reach: float, z: float, radius: float,
               beside: Polygon | None = None, apart: tuple[tuple[float, float, float], ...] = ()
               ) -> tuple[tuple[float, float], ...]:
    """The arcs of the circle of ``reach`` round (cx, cy) on which a base of ``radius`` centred there stands on no
    wall, fence, obstacle or column of level z (:func:`pieces_under_base`: a doorway is open ground), outside
    ``beside`` (where a route cannot end: :func:`route_obstacle`) and at least ``r`` from each centre (x, y, r) of
    ``apart`` (another model's base, which it may touch but not stand over), each as the angles (radians,
    anticlockwise from east) at which it begins and ends, ``begins <= ends < begins + 2 pi``; clear all round,
    (0, 2 pi).

    The circle, as a ring of ``4 x CLEAR_ARC_SEGMENTS`` sides, less the zones where the base would stand on a piece
    (each piece less its doorways, grown by the base's radius, as :func:`stretches_clear` cuts a route) and less
    ``beside``, found whole by shapely: an arc however narrow is found. Each end is then found on the circle itself
    by halving against the same tests, so that it is where the base's own test puts it. An arc narrower than the
    polygons can tell from none, on which no place passes the tests, is left out; so is a single place between two
    zones that touch (a gap exactly a base wide).

    Kept per table and circle: the halvings cost about 13 ms a call, and the same charge is asked again by the
    determinism check's copy of a request and by the re-runs of the rulings side by side."""
    n = 4 * CLEAR_ARC_SEGMENTS
    whole = 2 * math.pi

    def place(angle: float) -> tuple[float, float]:
        return cx + reach * math.cos(angle), cy + reach * math.sin(angle)

    def clear(angle: float) -> bool:
        x, y = place(angle)
        return (not pieces_under_base(table, x, y, z, radius)
                and (beside is None or not beside.intersects(ShapelyPoint(x, y)))
                and all(math.dist((x, y), (ax, ay)) >= r - FLOAT_NOISE for ax, ay, r in apart))

    zones = kept_off_zones(table, z, radius) + ([] if beside is None else [beside])
    zones += [ShapelyPoint(ax, ay).buffer(r, quad_segs=CLEAR_ARC_SEGMENTS) for ax, ay, r in apart]
    if not zones:
        return ((0.0, whole),)
    ring = LineString([place(whole * k / n) for k in range(n)] + [place(0.0)])
    left = ring.difference(unary_union(zones))
    found = []
    for part in getattr(left, "geoms", (left,)):
        if not isinstance(part, LineString) or part.is_empty:
            continue
        if part.length >= ring.length - SHAPE_TOLERANCE:
            return ((0.0, whole),)
        (x0, y0), (x1, y1) = part.coords[0], part.coords[-1]
        a0 = math.atan2(y0 - cy, x0 - cx) % whole
        found.append([a0, a0 + (math.atan2(y1 - cy, x1 - cx) - a0) % whole])
    found.sort()
    if len(found) > 1 and found[0][0] <= FLOAT_NOISE and found[-1][1] >= whole - FLOAT_NOISE:
        found[-1][1] = whole + found.pop(0)[1]  # one arc through east, where the ring begins and ends

    def edge(guess: float, inward: float, width: float) -> float | None:
        inner = guess + inward * min(ARC_BRACKET, width / 2)
        if not clear(inner):
            return None
        outer = guess - inward * ARC_BRACKET
        if clear(outer):
            return guess  # nothing within the bracket: the polygons' end stands
        for _ in range(ARC_HALVINGS):
            mid = (inner + outer) / 2
            inner, outer = (mid, outer) if clear(mid) else (inner, mid)
        return inner

    arcs = []
    for a0, a1 in found:
        b0, b1 = edge(a0, 1.0, a1 - a0), edge(a1, -1.0, a1 - a0)
        if b0 is not None and b1 is not None and b0 <= b1:
            arcs.append((b0, b1))
    return tuple(arcs)


def _straight_stretches(line: LineString, parts: Sequence[LineString]) -> list[tuple[float, float]]:
    """Parts of ``line`` as (begins, ends) along it, split at the line's corners so that each is straight."""
    stretches = []
    for part in parts:
        coords = list(part.coords)
        for a, b in zip(coords, coords[1:]):
            if a != b:
                stretches.append((line.project(ShapelyPoint(a)), line.project(ShapelyPoint(b))))
    return stretches


def last_free_along(table: MordheimTable, path: Sequence[tuple[float, float]], far: float, z: float,
                    radius: float) -> float:
    """How far along ``path``, at most ``far`` inches, a base of ``radius`` may stop standing on no piece
    (:func:`pieces_under_base`): ``far`` if it stands free there, else a point short of it where the base has
    just not met the pieces it would stand on there, found by halving (a move cut short, as a failed charge
    is, stops against a low wall, not on it). 0 if the base stands on them from the path's start."""
    while far > 0.0:
        under = {p.id for p in pieces_under_base(table, *substring(path, far)[-1], z, radius)}
        if not under:
            return far

        def on(d: float) -> bool:
            return any(p.id in under for p in pieces_under_base(table, *substring(path, d)[-1], z, radius))

        # the stretch of the path on which the centre is near those pieces, grown a little beyond the base's
        # reach (a buffer is a polygon inside the true circle); where it begins the base stands clear of them
        zone = unary_union([table.piece(i).shape().buffer(radius + BASE_CLEARANCE) for i in sorted(under)])
        far = _halved_stop(path, far, zone, on)
    return 0.0


def _halved_stop(path: Sequence[tuple[float, float]], far: float, zone: BaseGeometry,
                 blocked: Callable[[float], bool]) -> float:
    """Where along ``path`` a base stopping at ``far`` inches, ``blocked`` there, last stood clear: the start of the
    stretch of the path in ``zone`` (the blocking shapes grown beyond the base's reach) that ``far`` lies in, then
    halved towards ``far`` while ``blocked`` says no; 0 if the base is blocked there already (or the path has no
    length). The caller asks again from the point found, which other shapes may block."""
    lead = LineString(substring(path, far))
    if lead.length <= FLOAT_NOISE:
        return 0.0
    inside = lead.intersection(zone)
    parts = [g for g in getattr(inside, "geoms", (inside,)) if not g.is_empty and g.length > 0.0]
    ends = [sorted(lead.project(ShapelyPoint(c)) for c in (g.coords[0], g.coords[-1])) for g in parts]
    lo = max([a for a, b in ends if b >= far - SHAPE_TOLERANCE], default=0.0)
    if blocked(lo):
        return 0.0  # the base stood blocked where the path begins
    hi = far
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if blocked(mid) else (mid, hi)
    return lo


BASE_CLEARANCE = 0.01
"""Inches beyond a base's reach at which :func:`last_free_along` starts halving: more than the distance by
which a shapely buffer (a polygon inside the circle) falls short of the true radius."""


def last_clear_of_bases(table: MordheimTable, mover: str, path: Sequence[tuple[float, float]], far: float, z: float,
                        radius: float) -> float:
    """How far along ``path``, at most ``far`` inches, a base of ``radius`` (``mover``'s) may stop standing over
    no other model's base (:meth:`MordheimTable.bases_under`): ``far`` if it stands clear there, else a point short
    of it where its base has just met the bases it would stand over there, touching them, found by halving as
    :func:`last_free_along` finds a wall's near side. 0 if it stands over them from the path's start."""
    while far > 0.0:
        under = {o.id for o in table.bases_under(mover, *substring(path, far)[-1], z, radius)}
        if not under:
            return far

        others = [table.warrior(i) for i in sorted(under)]

        def over(d: float) -> bool:  # nearer than touching, exactly: the stop is where the bases just touch
            at = ShapelyPoint(substring(path, d)[-1])
            return any(at.distance(o.position.shape()) < radius + o.base_radius - FLOAT_NOISE for o in others)

        zone = unary_union([o.position.shape().buffer(radius + o.base_radius + BASE_CLEARANCE) for o in others])
        far = _halved_stop(path, far, zone, over)
    return 0.0


def barriers_crossed(table: MordheimTable, line: LineString, z: float) -> list[Piece]:
    """Walls no higher than 1" (barriers) that the line passes over."""
    return [p for p in table.terrain
            if p.is_barrier and same_level(p.level, z) and line.intersection(p.shape()).length > EPSILON]


# --- sight --------------------------------------------------------------------------


def blocks_sight(piece: Piece, za: float, zb: float, *, cover_blocks: bool) -> bool:
    """Whether a piece blocks the line between models standing at heights za and zb."""
    if piece.kind == "column" or (piece.kind in ("wall", "obstacle") and not piece.is_barrier):
        return piece.top > max(za, zb) + LEVEL_TOLERANCE
    if cover_blocks and piece.gives_cover:
        return True
    return False


def sight_line(table: MordheimTable, a: Warrior, b: Warrior, *, cover_blocks: bool = False) -> bool:
    """Whether the straight line between the two base centres is uninterrupted.

    Ruling mordheim.charging.line (default): walls higher than 1" and columns rising above
    the higher model's floor interrupt it; for a hiding model (``cover_blocks``) every
    piece that gives cover interrupts it too.
    """
    ax, ay, bx, by = a.position.x, a.position.y, b.position.x, b.position.y
    if ax == bx and ay == by:
        return True
    left, right, near, far = min(ax, bx), max(ax, bx), min(ay, by), max(ay, by)
    line = None
    for p in table.terrain:
        if p.kind not in ("wall", "obstacle", "column", "cover"):
            continue
        x0, y0, x1, y1 = _box(p.outline)
        if x1 < left or x0 > right or y1 < near or y0 > far:  # the piece lies outside the line's box: not crossed
            continue
        if not blocks_sight(p, a.position.z, b.position.z, cover_blocks=cover_blocks):
            continue
        if line is None:
            line = LineString([(ax, ay), (bx, by)])
        if line.intersection(_inside(p.outline)).length > EPSILON:
            return False
    return True


@lru_cache(maxsize=4096)
def _box(outline: tuple[tuple[float, float], ...]) -> tuple[float, float, float, float]:
    """The smallest box around a piece's corners (least x, least y, greatest x, greatest y)."""
    return outline_shape(outline).bounds


@lru_cache(maxsize=4096)
def _inside(outline: tuple[tuple[float, float], ...]) -> Polygon:
    """A piece's polygon shrunk by :data:`TOUCH`, made once per outline: a line of sight or a walk grazing
    its edge does not cross it. Every sight line crosses every piece: a hiding model revealed among 30
    enemies and 30 pieces drew 900 lines, and buffering each piece for each of them took most of the time."""
    return outline_shape(outline).buffer(-TOUCH)


def any_line(table: MordheimTable, a: Warrior, b: Warrior, *, cover_blocks: bool = False) -> bool:
    """Ruling mordheim.charging.line "any-line-between-bases" (rules mordheim.charging.target-line,
    mordheim.hiding.enemy-sees): some straight line from a point of one base to a point of the other is
    uninterrupted, read as :func:`sight_line` reads one (``cover_blocks``: to a hiding model).

    Exact, not sampled: if such a line exists it can be turned and slid, still uninterrupted, until it rests on
    two of: a corner of a piece in the way, the edge of either base (a tangent). Each line through two such
    supports is tried, cut to the stretch between the bases; a base's radius is taken SHAPE_TOLERANCE short, so
    that a tangent still crosses the base.
    """
    return (sight_line(table, a, b, cover_blocks=cover_blocks)
            or any_line_off_centre(table, a, b, cover_blocks=cover_blocks))


def any_line_off_centre(table: MordheimTable, a: Warrior, b: Warrior, *, cover_blocks: bool = False) -> bool:
    """:func:`any_line`'s exact search for an uninterrupted line between the bases, for a caller that has already
    drawn the line between the centres (:func:`sight_line`) and found it interrupted."""
    za, zb = a.position.z, b.position.z
    hull = unary_union([a.shape(), b.shape()]).convex_hull
    pieces = [p for p in table.terrain if p.kind in ("wall", "obstacle", "column", "cover")
              and blocks_sight(p, za, zb, cover_blocks=cover_blocks) and _inside(p.outline).intersects(hull)]
    discs = ((a.position.x, a.position.y, a.base_radius), (b.position.x, b.position.y, b.base_radius))
    corners = [c for p in pieces for c in outline_shape(p.outline).exterior.coords[:-1]]
    for origin, direction in _supported_lines(corners, discs):
        between = _between_bases(origin, direction, discs)
        if between is None:
            continue
        if between.length <= EPSILON:
            return True  # the bases meet on this line
        if all(between.intersection(_inside(p.outline)).length <= EPSILON for p in pieces):
            return True
    return False


def _supported_lines(corners: Sequence[tuple[float, float]], discs: Sequence[tuple[float, float, float]]):
    """Lines, as (point, unit direction), through two corners, through a corner and tangent to a base, and
    tangent to two bases (see :func:`any_line`; :func:`seen_along` gives three discs, a base and the two ends
    of a walk's swept base)."""
    for (ux, uy), (vx, vy) in combinations(corners, 2):
        n = ((vx - ux) ** 2 + (vy - uy) ** 2) ** 0.5
        if n > SHAPE_TOLERANCE:
            yield (ux, uy), ((vx - ux) / n, (vy - uy) / n)
    for ux, uy in corners:
        for cx, cy, r in discs:
            d = ((cx - ux) ** 2 + (cy - uy) ** 2) ** 0.5
            r = r - SHAPE_TOLERANCE
            if d <= r:
                continue
            toward, half = math.atan2(cy - uy, cx - ux), math.asin(r / d)
            for angle in (toward - half, toward + half):
                yield (ux, uy), (math.cos(angle), math.sin(angle))
    for (x1, y1, r1), (x2, y2, r2) in combinations(discs, 2):
        r1, r2 = r1 - SHAPE_TOLERANCE, r2 - SHAPE_TOLERANCE
        dx, dy = x2 - x1, y2 - y1
        dd = dx * dx + dy * dy
        for side in (1, -1):  # tangents with both bases on one side of them, then between them
            rr = side * r2 - r1
            if dd <= SHAPE_TOLERANCE or rr * rr > dd:
                continue
            root = (dd - rr * rr) ** 0.5
            for turn in (1, -1):
                nx, ny = (dx * rr - turn * dy * root) / dd, (dy * rr + turn * dx * root) / dd  # unit normal: n.c + k = r
                k = r1 - (nx * x1 + ny * y1)
                yield (-k * nx, -k * ny), (-ny, nx)


def _between_bases(origin: tuple[float, float], direction: tuple[float, float],
                   discs: Sequence[tuple[float, float, float]]) -> LineString | None:
    """The stretch of a line from where it leaves one base to where it enters the other; None if it misses one."""
    chords = [_chord(origin, direction, cx, cy, r) for cx, cy, r in discs]
    if None in chords:
        return None
    return _stretch_between(origin, direction, *chords)


def _chord(origin: tuple[float, float], direction: tuple[float, float], cx: float, cy: float, r: float
           ) -> tuple[float, float] | None:
    """Where a line (point, unit direction) is inside a disc, as distances along it; None if it misses it."""
    along = (cx - origin[0]) * direction[0] + (cy - origin[1]) * direction[1]
    px, py = origin[0] + along * direction[0], origin[1] + along * direction[1]
    h2 = r * r - ((cx - px) ** 2 + (cy - py) ** 2)
    if h2 < 0:
        return None
    h = h2 ** 0.5
    return along - h, along + h


def _swept_chord(origin: tuple[float, float], direction: tuple[float, float], a: tuple[float, float],
                 b: tuple[float, float], r: float) -> tuple[float, float] | None:
    """Where a line is inside the ground a base of radius ``r`` sweeps walking straight from a to b (the two
    end discs and the band between them, a convex shape: one stretch of the line); None if it misses it."""
    found = [c for c in (_chord(origin, direction, *a, r), _chord(origin, direction, *b, r)) if c is not None]
    ex, ey = b[0] - a[0], b[1] - a[1]
    length = (ex * ex + ey * ey) ** 0.5
    if length > 0:
        ux, uy = ex / length, ey / length
        lo, hi = -math.inf, math.inf
        # the band: 0 <= u.(p - a) <= length and |n.(p - a)| <= r, clipped as a line against four half-planes
        for (nx, ny), low, high in (((ux, uy), 0.0, length), ((-uy, ux), -r, r)):
            start = (origin[0] - a[0]) * nx + (origin[1] - a[1]) * ny
            rate = direction[0] * nx + direction[1] * ny
            if abs(rate) <= FLOAT_NOISE:
                if not low <= start <= high:
                    lo, hi = math.inf, -math.inf
                continue
            t0, t1 = sorted(((low - start) / rate, (high - start) / rate))
            lo, hi = max(lo, t0), min(hi, t1)
        if lo <= hi:
            found.append((lo, hi))
    if not found:
        return None
    return min(c[0] for c in found), max(c[1] for c in found)


def _stretch_between(origin: tuple[float, float], direction: tuple[float, float], one: tuple[float, float],
                     other: tuple[float, float]) -> LineString:
    """The stretch of a line between two shapes it passes through (their chords along it), from where it leaves
    one to where it enters the other; a point where they overlap."""
    (a0, a1), (b0, b1) = one, other
    if a1 < b0:
        t0, t1 = a1, b0
    elif b1 < a0:
        t0, t1 = b1, a0
    else:
        t0 = t1 = max(a0, b0)
    return LineString([(origin[0] + t0 * direction[0], origin[1] + t0 * direction[1]),
                       (origin[0] + t1 * direction[0], origin[1] + t1 * direction[1])])


def shadow(core: Polygon, eye: tuple[float, float], far: float) -> Polygon:
    """The ground hidden from ``eye`` by a piece (its polygon ``core``) out to ``far`` inches from it: every place
    the straight line from the eye to which crosses the piece. The piece and, behind each of its edges, the
    stretch of ground between the lines from the eye through its two ends (a wedge cut off ``far`` out, with a
    corner on its middle line so that the cut stays more than 0.7 x ``far`` from the eye)."""
    ex, ey = eye
    parts = [core]
    polygons = getattr(core, "geoms", (core,))  # a piece narrower than 2 x TOUCH somewhere shrinks to several
    for ring in (ring for one in polygons if isinstance(one, Polygon) for ring in (one.exterior, *one.interiors)):
        coords = list(ring.coords)
        for (ax, ay), (bx, by) in zip(coords, coords[1:]):
            ua, ub = (ax - ex, ay - ey), (bx - ex, by - ey)
            na, nb = math.hypot(*ua), math.hypot(*ub)
            if na <= FLOAT_NOISE or nb <= FLOAT_NOISE or abs(ua[0] * ub[1] - ua[1] * ub[0]) <= FLOAT_NOISE * na * nb:
                continue  # an edge in line with the eye hides nothing behind it
            da, db = (ua[0] / na, ua[1] / na), (ub[0] / nb, ub[1] / nb)
            mx, my = da[0] + db[0], da[1] + db[1]
            nm = math.hypot(mx, my)
            if nm <= FLOAT_NOISE:
                continue  # the eye on the edge itself
            parts.append(Polygon([(ax, ay), (bx, by), (ex + db[0] * far, ey + db[1] * far),
                                  (ex + mx / nm * far, ey + my / nm * far), (ex + da[0] * far, ey + da[1] * far)]))
    return unary_union(parts)


def seen_along(table: MordheimTable, watcher: Warrior, a: tuple[float, float], b: tuple[float, float], z: float,
               radius: float, *, cover_blocks: bool, any_line_too: bool) -> Iterator[tuple[float, float]]:
    """Places on the straight walk from a to b (at height z, pieces read as at that height) of a base of
    ``radius`` from which ``watcher`` may have a line of sight to it, as :func:`sight_line` draws one (and, with
    ``any_line_too``, as :func:`any_line` does), in the order the walk reaches them, for the caller to confirm
    with its own test at each place. Exact, not sampled: the line between the centres is interrupted exactly
    where the walk lies in the shadow of a piece that blocks it (:func:`shadow`), so what is left of the walk
    is where the watcher's line to the centre gets through, however short; for each stretch left its middle is
    given. With ``any_line_too`` and none left, a line from the watcher's base to the ground the walking base
    sweeps (a convex shape: the two end discs and the band between them) is looked for as :func:`any_line`
    looks for one between two bases, resting on two of the pieces' corners and tangents to the three discs; for
    each that gets through, the place on the walk nearest to where it reaches the swept ground is given."""
    wz = watcher.position.z
    eye = (watcher.position.x, watcher.position.y)
    walk = LineString([a, b]) if a != b else None
    pieces = [p for p in table.terrain if p.kind in ("wall", "obstacle", "column", "cover")
              and blocks_sight(p, wz, z, cover_blocks=cover_blocks)]
    cores = [c for c in (_inside(p.outline) for p in pieces) if not c.is_empty]
    if walk is None:
        yield a
        given = True
    else:
        far = 2 * max(math.dist(eye, a), math.dist(eye, b),
                      *(math.dist(eye, c) for core in cores for c in core.envelope.exterior.coords)) + 1
        left = walk.difference(unary_union([shadow(c, eye, far) for c in cores])) if cores else walk
        parts = line_parts(left)
        mids = sorted((g.interpolate(0.5, normalized=True) for g in parts), key=walk.project)
        given = bool(mids)
        for m in mids:
            yield (m.x, m.y)
    if given or not any_line_too:
        return
    swept = unary_union([walk.buffer(radius), watcher.shape()]).convex_hull
    near = [c for c in (_inside(p.outline) for p in pieces) if not c.is_empty and c.intersects(swept)]
    corners = [c for p in pieces if _inside(p.outline).intersects(swept) for c in outline_shape(p.outline).exterior.coords[:-1]]
    discs = ((eye[0], eye[1], watcher.base_radius), (a[0], a[1], radius), (b[0], b[1], radius))
    for origin, direction in _supported_lines(corners, discs):
        mine = _chord(origin, direction, eye[0], eye[1], watcher.base_radius)
        theirs = _swept_chord(origin, direction, a, b, radius)
        if mine is None or theirs is None:
            continue
        between = _stretch_between(origin, direction, mine, theirs)
        if all(between.intersection(c).length <= EPSILON for c in near):
            reached = min((ShapelyPoint(e) for e in between.coords), key=walk.distance)
            q = walk.interpolate(walk.project(reached))
            yield (q.x, q.y)


# --- shortest routes ------------------------------------------------------------------


def shortest_path(table: MordheimTable, start: tuple[float, float], goal: tuple[float, float], z: float,
                  radius: float, obstacles_block: bool = True, models: Models = ()
                  ) -> tuple[tuple[float, float], ...] | None:
    """Shortest path for a base centre from start to goal at level z, round blocking terrain.

    A visibility graph over the corners of the blocking pieces grown by the base radius, their corners rounded as a
    round base goes round them (:func:`grown_piece`), and, above the table, of the edges of the floor the centre
    must stay on; None when no path exists. Remembered per table and per height of a barrier in force (which walls
    block).
    ``obstacles_block`` False: obstacles higher than a barrier are crossed too (ruling
    mordheim.movement.low-obstacles "any-listed-obstacle"). ``models``, each (x, y, reach): other models' bases the
    path goes round too (ruling mordheim.movement.through-models "goes-round"), its centre keeping ``reach`` from
    theirs (:func:`model_zone`).
    """
    return _shortest_path(table, start, goal, z, radius, barrier_height(), obstacles_block, models)


Models = tuple[tuple[float, float, float], ...]
"""Other models' bases a route goes round, each as its centre and the distance the mover's centre keeps from it
(their radii together)."""

MODEL_ROUND_SEGMENTS = 16
"""Segments per quarter circle of the polygon a route goes round another model's base by (:func:`model_zone`)."""


def model_zone(x: float, y: float, reach: float) -> Polygon:
    """Where a mover's centre may not go round a model centred at (x, y), ``reach`` being their radii together: the
    circle drawn as a polygon of ``4 x MODEL_ROUND_SEGMENTS`` sides round it, each side touching it at its middle, so a
    route along the polygon keeps the bases touching at the nearest and never overlapping. Its way round is longer
    than along the circle itself by at most (pi / 64)^2 / 3 of the arc, under a thousandth: a route round a base of
    1" reach is at most about 3 thousandths of an inch longer than the true way (a bound of the engine)."""
    grown = reach / math.cos(math.pi / (4 * MODEL_ROUND_SEGMENTS))
    return ShapelyPoint(x, y).buffer(grown, quad_segs=MODEL_ROUND_SEGMENTS)


def tall_obstacles(table: MordheimTable, z: float) -> bool:
    """Whether an obstacle (barrels, boxes) higher than a barrier stands at level z (ruling mordheim.movement.low-obstacles)."""
    return any(p.blocks_movement for p in pieces_on_level(table, z, "obstacle"))


def route_obstacle(table: MordheimTable, z: float, radius: float, obstacles_block: bool,
                   points: Sequence[tuple[float, float]], models: Models = ()
                   ) -> tuple[Polygon | None, tuple[tuple[float, float], ...]]:
    """Where :func:`shortest_path` cannot take a base centre of ``radius`` at level z (the blocking pieces grown by
    the radius, less the doorways; above the table, off the floor within 10" of it and of ``points``; round
    ``models``), prepared for point tests, None where nothing blocks; and the corners a shortest route may turn at,
    the only places it turns."""
    graph = _route_graph(table, z, radius, barrier_height(), obstacles_block, _floor_box(table, z, points), models)
    return graph.core, graph.corners


def _floor_box(table: MordheimTable, z: float, points: Sequence[tuple[float, float]]) -> tuple[float, ...] | None:
    """Above the table, the box 10" round the floor and the given points that the route search keeps inside."""
    floor = floor_at(table, z)
    if floor is None:
        return None
    minx, miny, maxx, maxy = unary_union([floor, *(ShapelyPoint(p) for p in points)]).bounds
    return (minx - 10, miny - 10, maxx + 10, maxy + 10)


ROUTE_PUSH = 1e-4
"""How far, in inches, the corners a route turns at stand outside the obstacle (:func:`_route_graph`): the line from
one corner to the next along the obstacle's edge then does not touch it, and the line between two corners on a
rounded corner's circle (:func:`grown_piece`) passes outside the circle."""


def route_arc_step(radius: float) -> float:
    """The widest angle, in radians, between two neighbouring corners of the polygon drawn on a corner's circle of
    ``radius`` (:func:`grown_piece`): the line between them is within :data:`ROUTE_PUSH` of the circle, so pushed out
    by that much it passes outside it."""
    return 2 * math.acos(1 - ROUTE_PUSH / radius) if radius > ROUTE_PUSH else math.pi / 2


def _round_corner(v: tuple[float, float], normals: Sequence[tuple[float, float]], radius: float, step: float
                  ) -> list[tuple[float, float]]:
    """Corners on the circle of ``radius`` about ``v``, in order round it: one at each of the unit ``normals`` (where
    a piece's edges, grown by the radius, meet the circle) and, between them, as many as keep neighbours no more
    than ``step`` apart, evenly."""
    turns = sorted({math.atan2(n[1], n[0]) % (2 * math.pi): n for n in normals}.items())
    out = []
    for (a0, n0), (a1, _) in zip(turns, [*turns[1:], (turns[0][0] + 2 * math.pi, None)]):
        out.append((v[0] + radius * n0[0], v[1] + radius * n0[1]))
        sides = max(1, math.ceil((a1 - a0) / step))
        for k in range(1, sides):
            c, s = math.cos(k * (a1 - a0) / sides), math.sin(k * (a1 - a0) / sides)
            out.append((v[0] + radius * (n0[0] * c - n0[1] * s), v[1] + radius * (n0[0] * s + n0[1] * c)))
    return out


@lru_cache(maxsize=1024)
def grown_piece(outline: tuple[tuple[float, float], ...], radius: float) -> Polygon:
    """Where the centre of a round base of ``radius`` cannot go without its base entering the piece of ``outline``, as
    the shortest route of rule mordheim.charging.double-movement ("идёт всегда по кратчайшему пути") goes round it
    (:func:`shortest_path`): the piece grown by the radius, each edge moved out by exactly the radius and each corner
    rounded by the circle of the radius about it, drawn as a polygon on the circle whose neighbouring corners are at
    most :func:`route_arc_step` apart. The route turns at those corners pushed out by :data:`ROUTE_PUSH`, so it keeps
    the base off the piece, and is longer than the way round the circle itself by about ``ROUTE_PUSH`` x the angle
    it turns there, in radians: under 0.0004" round a wall's end (a bound of the engine). Each edge grown is the
    hull of the polygons round its two ends, so that the edges grown of a corner meet on the same points.

    A round base is kept off a square zone round each corner no more: round a thin wall's end the way is the two
    straight lines touching the circle and the arc between them, not a way round the corners of a square."""
    shape = outline_shape(outline)
    if radius <= 0:
        return shape
    coords = shape.exterior.coords[:-1]
    ring = [p for i, p in enumerate(coords) if p != coords[i - 1]]
    normals = []
    for a, b in zip(ring, [*ring[1:], ring[0]]):
        length = math.dist(a, b)
        normals.append(((b[1] - a[1]) / length, (a[0] - b[0]) / length))
    step = route_arc_step(radius)
    rounds = [_round_corner(v, [normals[i - 1], normals[i], (-normals[i - 1][0], -normals[i - 1][1]),
                                (-normals[i][0], -normals[i][1])], radius, step) for i, v in enumerate(ring)]
    edges = [MultiPoint(np.array(rounds[i] + rounds[(i + 1) % len(ring)])).convex_hull for i in range(len(ring))]
    return unary_union([shape, *edges])


class _RouteGraph(NamedTuple):
    """What a route search on a table needs besides where the route begins and ends (:func:`_route_graph`)."""

    core: Polygon | None
    """The obstacle's inside, prepared: where a base's centre does not go. None where nothing blocks."""
    pushed: BaseGeometry | None
    """The obstacle pushed out by :data:`ROUTE_PUSH`, prepared: an end of a route within it is nearer the obstacle
    than the corners."""
    corners: tuple[tuple[float, float], ...]
    """The corners a shortest route may turn at (:func:`_turning_corners`), to 1e-9 inch."""
    at: np.ndarray
    """The corners as an array."""
    start: np.ndarray
    """Each corner's direction of the edge coming into it (:func:`_turning_corners`)."""
    turn: np.ndarray
    """Each corner's angle the edge turns by."""
    seen: tuple[tuple[tuple[int, float], ...], ...]
    """For each corner, the corners it sees that a shortest route may go straight to from it, with the distance, in
    the order of the corners (:func:`_corner_pairs`), each as its node in a route search: its index + 2 (nodes 0 and
    1 are the route's ends, :func:`_shortest_path`)."""


_NOTHING_BLOCKS = _RouteGraph(None, None, (), np.zeros((0, 2)), np.zeros(0), np.zeros(0), ())


@lru_cache(maxsize=256)
def _route_graph(table: MordheimTable, z: float, radius: float, barrier: float, obstacles_block: bool,
                 box: tuple[float, ...] | None, models: Models = ()) -> _RouteGraph:
    """The part of a route search that does not depend on where the route begins and ends, made once per table: the
    obstacle, the corners routes go round, and which corners see each other that a shortest route may go straight
    between."""
    # ``barrier`` is part of the key only: the pieces read it (Piece.is_barrier) when they decide what blocks
    grown = [grown_piece(p.outline, radius)
             for p in table.terrain if p.blocks_movement and same_level(p.level, z)
             and (obstacles_block or p.kind != "obstacle")]
    doors = [d.shape().buffer(radius + TOUCH) for d in pieces_on_level(table, z, "door")]
    bases = [model_zone(x, y, reach) for x, y, reach in models]
    if box is not None:
        minx, miny, maxx, maxy = box
        grown.append(Polygon([(minx, miny), (maxx, miny), (maxx, maxy), (minx, maxy)]).difference(floor_at(table, z)))
    if not grown and not bases:
        return _NOTHING_BLOCKS
    obstacle = unary_union(grown)
    for d in doors:
        obstacle = obstacle.difference(d)
    if bases:  # a doorway is open ground, but a model standing in it stands in the way
        obstacle = unary_union([obstacle, *bases])
    core = obstacle.buffer(-SHAPE_TOLERANCE)
    shapely.prepare(core)
    pushed = [poly.buffer(ROUTE_PUSH, join_style=2, mitre_limit=2.0)
              for poly in getattr(obstacle, "geoms", [obstacle]) if not poly.is_empty]
    at, start, turn = _turning_corners(pushed)
    nodes = tuple((x, y) for x, y in at.tolist())
    edges: list[list[tuple[int, float]]] = [[] for _ in nodes]
    ii, jj = _corner_pairs(at, start, turn)
    seen = _sees_all(core, at[ii], at[jj])
    way = at[jj[seen]] - at[ii[seen]]
    for i, j, (dx, dy) in zip(ii[seen].tolist(), jj[seen].tolist(), way.tolist()):
        d = (dx * dx + dy * dy) ** 0.5
        edges[i].append((j + 2, d))
        edges[j].append((i + 2, d))
    near = unary_union(pushed)
    shapely.prepare(near)
    return _RouteGraph(core, near, nodes, at, start, turn, tuple(tuple(sorted(e)) for e in edges))


def _turning_corners(pushed: Sequence[BaseGeometry]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The corners a shortest route may turn at: the convex corners of the obstacle's parts pushed out by
    :data:`ROUTE_PUSH` (a taut route touches no other corner), to 1e-9 inch; each with the direction of the edge
    coming into it (radians, modulo pi, the obstacle on its left) and the angle the edge turns by there, between 0
    and pi, both worked out from the corners as rounded: a line through the corner that leaves the obstacle on one
    side runs in a direction between the edge's before and after the corner."""
    found: list[np.ndarray] = []
    starts: list[np.ndarray] = []
    turns: list[np.ndarray] = []
    for poly in pushed:
        for part in getattr(poly, "geoms", [poly]):
            part = orient(part, 1.0)  # the obstacle on the left of every ring
            for ring in (part.exterior, *part.interiors):
                corners = np.round(np.asarray(ring.coords)[:-1], 9)
                corners = corners[(corners != np.roll(corners, 1, axis=0)).any(axis=1)]
                came = corners - np.roll(corners, 1, axis=0)
                goes = np.roll(corners, -1, axis=0) - corners
                turn = np.arctan2(came[:, 0] * goes[:, 1] - came[:, 1] * goes[:, 0], (came * goes).sum(axis=1))
                convex = turn > FLOAT_NOISE
                found.append(corners[convex])
                starts.append(np.mod(np.arctan2(came[convex, 1], came[convex, 0]), math.pi))
                turns.append(turn[convex])
    if not found:
        return np.zeros((0, 2)), np.zeros(0), np.zeros(0)
    return np.concatenate(found), np.concatenate(starts), np.concatenate(turns)


def _corner_pairs(at: np.ndarray, start: np.ndarray, turn: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The pairs (i, j), i < j, of corners that a stretch of a shortest route may join: one whose direction lies
    within the angle a route may leave each of them in (:func:`_turning_corners`). Only corners whose angles overlap
    are weighed: the pairs where one's angle begins within the other's, found by sorting the angles by where they
    begin, each pair once (from its lower-numbered corner where each begins within the other's)."""
    n = len(at)
    if n < 2:
        return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp)
    order = np.argsort(start, kind="stable")
    begins = np.concatenate([start[order] - math.pi, start[order], start[order] + math.pi])
    which = np.concatenate([order, order, order])
    lo = np.searchsorted(begins, start - 2 * FLOAT_NOISE, side="left")
    hi = np.searchsorted(begins, start + turn + 2 * FLOAT_NOISE, side="right")
    counts = hi - lo
    ii = np.repeat(np.arange(n), counts)
    jj = which[np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts) + np.repeat(lo, counts)]
    keep = (ii != jj) & _within(start[jj], start[ii], turn[ii]) & (
        (ii < jj) | ~_within(start[ii], start[jj], turn[jj]))
    ii, jj = np.minimum(ii[keep], jj[keep]), np.maximum(ii[keep], jj[keep])
    way = at[jj] - at[ii]
    heading = np.arctan2(way[:, 1], way[:, 0])
    keep = _within(heading, start[ii], turn[ii]) & _within(heading, start[jj], turn[jj])
    return ii[keep], jj[keep]


def _within(heading: np.ndarray, start: np.ndarray, turn: np.ndarray) -> np.ndarray:
    """Whether each line's direction (radians, either way along it) lies within the angle from ``start`` through
    ``turn``, give or take float rounding (a line along an edge of the obstacle lies on the angle's side)."""
    past = np.mod(heading - start, math.pi)
    return (past <= turn + FLOAT_NOISE) | (past >= math.pi - FLOAT_NOISE)


def _sees(core: Polygon, a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Whether a base centre goes straight from a to b without entering the obstacle's inside."""
    return a == b or not LineString([a, b]).intersects(core)


def _sees_all(core: Polygon, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """:func:`_sees` for each pair of a start and an end."""
    if not len(starts):
        return np.zeros(0, dtype=bool)
    same = (starts == ends).all(axis=1)
    lines = shapely.linestrings(np.stack([starts, ends], axis=1))
    return same | ~shapely.intersects(core, lines)


@lru_cache(maxsize=512)
def _shortest_path(table: MordheimTable, start: tuple[float, float], goal: tuple[float, float], z: float,
                   radius: float, barrier: float, obstacles_block: bool = True,
                   models: Models = ()) -> tuple[tuple[float, float], ...] | None:
    box = _floor_box(table, z, (start, goal))
    if _route_graph(table, z, radius, barrier, obstacles_block, box, models).core is None:
        return (start, goal)
    return _search_from(table, start, z, radius, barrier, obstacles_block, box, models).to(goal)


@lru_cache(maxsize=256)
def _search_from(table: MordheimTable, start: tuple[float, float], z: float, radius: float, barrier: float,
                 obstacles_block: bool, box: tuple[float, ...] | None, models: Models) -> "_Search":
    """The route search from ``start`` on a table, shared by the routes to every goal asked of it (a charge measures
    the places touching its target nearest first, dozens of routes from one start)."""
    return _Search(_route_graph(table, z, radius, barrier, obstacles_block, box, models), start)


def _ends_edges(graph: _RouteGraph, end: tuple[float, float]) -> list[tuple[int, float]]:
    """The corners a route's end joins (each as its node, the corner's index + 2) with the distance: those it sees
    that a route turns at going round the obstacle from there; an end nearer the obstacle than the corners are,
    every corner it sees."""
    point = np.array(end, dtype=float)
    way = graph.at - point
    if graph.pushed.intersects(ShapelyPoint(end)):
        near = np.arange(len(graph.corners))
    else:
        near = np.nonzero(_within(np.arctan2(way[:, 1], way[:, 0]), graph.start, graph.turn))[0]
    seen_from = near[_sees_all(graph.core, np.broadcast_to(point, (len(near), 2)), graph.at[near])]
    return [(k + 2, (dx * dx + dy * dy) ** 0.5) for k, (dx, dy) in zip(seen_from.tolist(), way[seen_from].tolist())]


class _Search:
    """Dijkstra's search for shortest routes from one start over a table's graph (:func:`_route_graph`: node 0 the
    start, node 1 the goal, then the corners), made as far as the goals asked of it need, and kept: every node taken
    off the heap is kept in order, with its distance and whether it was expanded (a stale entry is not), so that a
    goal reads the nodes a search for it alone would have taken off the heap before the goal came off it, and the
    search goes on only where no goal before needed it to. The goal's own entries would not change what comes
    off the heap before them, since no edge leads on from the goal, so the route is the one a search for that goal
    alone finds, its ties included; a corner's edges are read as the search reaches it."""

    __slots__ = ("graph", "start", "start_edges", "dist", "prev", "heap", "taken")

    def __init__(self, graph: _RouteGraph, start: tuple[float, float]):
        self.graph = graph
        self.start = start
        self.start_edges = _ends_edges(graph, start)
        self.dist: dict[int, float] = {0: 0.0}
        self.prev: dict[int, int] = {}
        self.heap: list[tuple[float, int]] = [(0.0, 0)]
        self.taken: list[tuple[float, int, bool]] = []

    def _take(self) -> bool:
        """The next node off the heap, expanded unless its entry is stale; False when the heap is empty."""
        if not self.heap:
            return False
        d, i = heapq.heappop(self.heap)
        dist = self.dist
        expanded = d <= dist.get(i, float("inf")) + EPSILON
        self.taken.append((d, i, expanded))
        if expanded:
            heap, prev = self.heap, self.prev
            for j, w in (self.start_edges if i == 0 else self.graph.seen[i - 2]):
                nd = d + w
                if nd < dist.get(j, float("inf")) - FLOAT_NOISE:
                    dist[j] = nd
                    prev[j] = i
                    heapq.heappush(heap, (nd, j))
        return True

    def to(self, goal: tuple[float, float]) -> tuple[tuple[float, float], ...] | None:
        """The shortest route from the start to ``goal``, None where there is none."""
        start, graph, taken = self.start, self.graph, self.taken
        joins = dict(_ends_edges(graph, goal))
        best, last = float("inf"), None
        if _sees(graph.core, start, goal):  # the start's edge to the goal, the first it relaxes
            best, last = ((start[0] - goal[0]) ** 2 + (start[1] - goal[1]) ** 2) ** 0.5, 0
        n = 1  # the start is taken first
        if not taken:
            self._take()
        while n < len(taken) or self._take():
            d, i, expanded = taken[n]
            if (best, 1) < (d, i):  # the goal's entry comes off the heap before this one
                break
            if expanded and i in joins:
                nd = d + joins[i]
                if nd < best - FLOAT_NOISE:
                    best, last = nd, i
            n += 1
        if last is None:
            return None
        path = [goal]
        node = last
        while node != 0:
            path.append(graph.corners[node - 2])
            node = self.prev[node]
        path.append(start)
        return tuple(reversed(path))


@lru_cache(maxsize=1024)
def truncate_to_contact(path: tuple[tuple[float, float], ...], target: tuple[float, float], reach: float
                        ) -> tuple[tuple[float, float], ...]:
    """Cut a path to a target centre where it first comes within ``reach`` of it (base contact: round bases, the
    centres their radii apart).

    The first stretch of the path that comes within ``reach`` enters the circle of ``reach`` round the centre where
    the line meets it nearer the stretch's start: that point, worked out from the line and the circle, ends the
    path. A pure function of its (immutable) arguments, remembered: exact odds of a charge ask it again on every dice
    path.
    """
    cx, cy = target
    if math.dist(path[0], target) <= reach:
        return (path[0],)
    for k, ((ax, ay), (bx, by)) in enumerate(zip(path, path[1:])):
        dx, dy, fx, fy = bx - ax, by - ay, ax - cx, ay - cy
        along = dx * dx + dy * dy
        if along <= FLOAT_NOISE:
            continue
        # |a + t (b - a) - c| = reach: along t² + 2 half t + apart = 0, the smaller root where it meets the circle;
        # its discriminant reach² along - off², off the centre's distance from the line times its length (so that
        # a stop on the path itself, within a hair of it, is met however small the hair)
        half, apart, off = fx * dx + fy * dy, fx * fx + fy * fy - reach * reach, fx * dy - fy * dx
        met = reach * reach * along - off * off
        if met < 0:
            continue
        t = (-half - math.sqrt(met)) / along
        if t < 0 < apart:  # both roots behind the stretch's start: it goes away from the circle
            continue
        if t <= 1:
            t = max(t, 0.0)
            return (*path[:k + 1], (ax + t * dx, ay + t * dy))
    return tuple(path)


def _substring(path: tuple[tuple[float, float], ...], length: float) -> tuple[tuple[float, float], ...]:
    out = [path[0]]
    left = length
    for a, b in zip(path, path[1:]):
        seg = ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5
        if seg >= left - FLOAT_NOISE:
            t = left / seg if seg else 0.0
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            return tuple(out)
        out.append(b)
        left -= seg
    return tuple(out)


def substring(path: Sequence[tuple[float, float]], length: float) -> tuple[tuple[float, float], ...]:
    """The first ``length`` inches of a path."""
    return _substring(tuple(path), max(0.0, length))


def point(x: float, y: float, z: float) -> Point:
    return Point(x=x, y=y, z=max(0.0, z))
