"""Прятанье — hiding: who may hide, staying hidden, being revealed and detected."""

from __future__ import annotations

import math
from typing import Any, Sequence

from shapely.geometry import LineString, Point as ShapelyPoint
from shapely.ops import unary_union

from oracle.core.clock import in_phase
from oracle.core.errors import RuleViolation
from oracle.core.geometry import Point, line_parts, within
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim.geometry import (
    CLEAR_ARC_SEGMENTS, LEVEL_TOLERANCE, any_line_off_centre, height_counts, measure, same_level, seen_along,
    sight_line,
)
from oracle.mordheim.ids import (
    HIDING_DECLARED, HIDING_DETECTION, HIDING_ENEMY_SEES, HIDING_MOVING_INTO_VIEW, HIDING_PROTECTION,
    HIDING_SHOOTING_AND_CASTING, HIDING_STAYING_HIDDEN, HIDING_WHEN, HIDING_WHO_CANNOT,
    RULING_CHARGING_HIDDEN_IN_THE_WAY, RULING_CHARGING_LINE, RULING_HIDING_AFTER_CASTING, RULING_HIDING_CHARGED,
    RULING_HIDING_COVER, RULING_HIDING_DETECTION_ON_THE_WAY, RULING_HIDING_DETECTION_RADIUS,
    RULING_HIDING_ENEMY_SIGHT_ON_THE_WAY, RULING_HIDING_HURRIED_MOVE, RULING_HIDING_JUMPS_CLIMBS_LEAPS,
    RULING_MOVEMENT_MEASURING,
)
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable, Warrior

def cover_near(ctx: Context, table: MordheimTable, w: Warrior) -> list[str]:
    """Pieces the model is close behind (ruling mordheim.hiding.cover)."""
    if ctx.ruling(RULING_HIDING_COVER) == "players-agree":
        return ["(agreed cover)"]
    here = w.position.shape()
    reach = ctx.reading_value(RULING_HIDING_COVER, "reach")  # base edge to piece, inches
    return [p.id for p in table.terrain
            if p.gives_cover and beside(p, w.position.z) and here.distance(p.shape()) <= w.base_radius + reach + EPSILON]


def beside(piece: Any, z: float) -> bool:
    """Whether a piece stands beside a model at height ``z``, so that the model may be "за невысокой стеной,
    колонной" (rule mordheim.hiding.when): on the model's own floor, or rising past it from a floor below (a
    column or a wall taller than the drop to the model). A piece on a floor above the model (a parapet on
    a balcony over the street) is not beside it, however near it is on the table's plane."""
    return same_level(piece.level, z) or (piece.level < z and piece.top > z)


def seen_by(ctx: Context, table: MordheimTable, w: Warrior, only: str | None = None) -> list[str]:
    """Enemies with a line of sight to a hiding model: cover blocks it too (ruling mordheim.hiding.cover).
    With ``only``, that model alone is asked, if it is an enemy: after a move, rule mordheim.hiding.enemy-sees
    asks whether the mover sees each hiding model, one line each, not every enemy's line to every one.
    Under the reading "players-agree" only the claim to cover is taken as given: sight is checked all the same
    (rules mordheim.hiding.enemy-sees, mordheim.hiding.moving-into-view)."""
    return [e.id for e in table.enemies_of(w) if (only is None or e.id == only) and sees(ctx, table, e, w)]


def sees(ctx: Context, table: MordheimTable, watcher: Warrior, w: Warrior, *, cover_blocks: bool = True) -> bool:
    """Whether ``watcher`` can see the hiding model ``w`` (rules mordheim.hiding.enemy-sees, mordheim.hiding.when,
    mordheim.hiding.moving-into-view, and mordheim.hiding.detection under ruling mordheim.hiding.detection-radius
    "exclusive-sight-needed"): ruling mordheim.charging.line, the line between the centres or, under
    "any-line-between-bases", any line between the bases; with ``cover_blocks`` the cover interrupts it too
    (ruling mordheim.hiding.cover). The ruling is asked only when the line between the centres is interrupted:
    both readings see along it."""
    if sight_line(table, watcher, w, cover_blocks=cover_blocks):
        return True
    return ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases" and \
        any_line_off_centre(table, watcher, w, cover_blocks=cover_blocks)


def detected_by(ctx: Context, table: MordheimTable, w: Warrior) -> list[tuple[str, float]]:
    """Enemies within their own Initiative in inches (rule mordheim.hiding.detection, ruling
    mordheim.hiding.detection-radius)."""
    reading = ctx.ruling(RULING_HIDING_DETECTION_RADIUS)
    out = []
    for e in table.enemies_of(w):
        d = measure(ctx, e, w)
        if within(d, e.initiative, inclusive=(reading == "inclusive-no-sight-revealed")):
            if reading == "exclusive-sight-needed" and not sees(ctx, table, e, w, cover_blocks=False):
                continue
            out.append((e.id, d))
    return sorted(out)


@RULESET.action("hide")
class Hide(Action):
    """Declare that a warrior hides, and place the Hidden marker."""

    warrior: str


@RULESET.handler(Hide)
def hide(ctx: Context, table: MordheimTable, action: Hide) -> MordheimTable:
    """Hide a model as its move ends, in the Movement phase, its move over once it has hidden (rules
    mordheim.hiding.when, mordheim.hiding.declared, mordheim.hiding.who-cannot, mordheim.hiding.detection,
    mordheim.hiding.shooting-and-casting; rulings mordheim.hiding.charged, mordheim.hiding.cover,
    mordheim.hiding.after-casting)."""
    w = table.warrior(action.warrior)
    # "если ее передвижение заканчивается за невысокой стеной": a model hides as its move ends, in the Movement
    # phase; once the turn has gone on (a shot that gave it away), it is too late this turn
    in_phase(table.phase, "movement", HIDING_WHEN, f"{w.id} may hide where its move ends,")
    if w.hidden:
        raise RuleViolation(HIDING_DECLARED, f"{w.id} is already hidden")
    if w.cast and ctx.ruling(RULING_HIDING_AFTER_CASTING) == "not-after-casting":
        # "не может ... читать заклинания, не выдав своей позиции": given away for the turn, as by a shot
        raise RuleViolation(HIDING_SHOOTING_AND_CASTING,
                            f"{w.id} has cast a spell this turn, which gives its position away: it may not hide after "
                            f"it this turn (ruling mordheim.hiding.after-casting=not-after-casting)")
    if w.declared_charge:
        raise RuleViolation(HIDING_WHEN, f"{w.id} has declared a charge against {w.declared_charge} that is still to be "
                                         f"moved: a model hides where its move ends, and its move is that charge")
    if w.compulsory_move:
        raise RuleViolation(HIDING_WHEN, f"{w.id} has a compulsory move still to make: a model hides where its move "
                                         f"ends, and its move this turn is that compulsory move")
    reasons = no_time_to_hide(ctx, w)
    if reasons:
        raise RuleViolation(HIDING_WHO_CANNOT,
                            f"{w.id} {' and '.join(reasons)} this turn: it has no time to find cover and may not hide")
    ctx.emit(HIDING_WHO_CANNOT, f"{w.id} did not run, flee, charge and is not stunned: it may hide")
    cover = cover_near(ctx, table, w)
    if not cover:
        reach = ctx.reading_value(RULING_HIDING_COVER, "reach")
        raise RuleViolation(HIDING_WHEN, f"{w.id} is not behind a low wall, column or similar cover (none within {reach:g}\")")
    watchers = seen_by(ctx, table, w)
    if watchers:
        raise RuleViolation(HIDING_WHEN,
                            f"{w.id} is in plain sight of {', '.join(watchers)}: its cover does not hide it from them")
    close = detected_by(ctx, table, w)
    if close:
        who, d = close[0]
        raise RuleViolation(HIDING_DETECTION,
                            f"{w.id} is too close to hide: {who} is {d:.4g}\" away, within its Initiative of "
                            f"{table.warrior(who).initiative}\"")
    ctx.emit(HIDING_WHEN, f"{w.id} ends its move behind {', '.join(cover)} and may hide")
    ctx.emit(HIDING_DECLARED, f"{w.id} is declared hiding: the Hidden marker is placed beside it")
    # "если ее передвижение заканчивается": where it hides its move has ended, and it neither moves on nor charges
    # after it this turn (nor becomes one that "бежит ... или атакует" in the turn it hid)
    ctx.emit(HIDING_WHEN, f"{w.id}'s move ends where it hides: it moves and charges no more this turn")
    return table.with_warrior(w.evolve(hidden=True, movement_over=w.movement_over or HIDING_WHEN,
                                       charge_forbidden=w.charge_forbidden or HIDING_WHEN))


def no_time_to_hide(ctx: Context, w: Warrior) -> list[str]:
    """Why the model may not hide this turn, if it may not (rule mordheim.hiding.who-cannot: "Модель, которая бежит,
    отступает, оглушена или атакует, не может прятаться в этот ход"; ruling mordheim.hiding.charged)."""
    reasons = []
    if w.mode == "run":
        reasons.append("ran")
    if w.fleeing:
        reasons.append("flees")
    if w.stunned:
        reasons.append("is stunned")
    if w.charged or w.counts_as_charger:
        # ruling mordheim.hiding.charged: under "only-completed-charges" only a charger that reached base contact
        # (and so counts as the charger) is barred; a failed charge, or one that ended in a fall, is not
        if w.counts_as_charger or ctx.ruling(RULING_HIDING_CHARGED) != "only-completed-charges":
            reasons.append("charged")
    return reasons


def _heights_that_matter(table: MordheimTable) -> list[float]:
    """Heights at which what a piece does for a model changes: where it stops being on the model's level
    (:func:`cover_near`), and where its top stops rising above the model (:func:`cover_near`,
    :func:`geometry.blocks_sight`)."""
    return sorted({z for p in table.terrain
                   for z in (p.level - LEVEL_TOLERANCE, p.level + LEVEL_TOLERANCE, p.top - LEVEL_TOLERANCE, p.top)})


def along(ctx: Context, table: MordheimTable, legs: Sequence[Any]) -> list[tuple[Point, ...]]:
    """What a model passes through on its route (the legs it moved), in order: places (one point) and straight
    stretches (two points, their ends not included). A walk or a ladder is a stretch between its ends, cut where
    its height crosses one of :func:`_heights_that_matter`, so that on each stretch the pieces do the same for
    the model all along it. A jump down, a climb or a leap is looked at as ruling
    mordheim.hiding.jumps-climbs-leaps says (asked only where the route has one): all along it, its ways through
    the air or up a wall (:func:`_ways`) cut as a walk's, or only where each of those begins and ends; a leap's
    run-up and its walk on from the far edge are walks either way."""
    out: list[tuple[Point, ...]] = []
    heights = _heights_that_matter(table)
    whole: bool | None = None
    for leg in legs:
        for a, b, off_the_ground in _ways(leg):
            if off_the_ground and whole is None:
                whole = ctx.ruling(RULING_HIDING_JUMPS_CLIMBS_LEAPS) == "along-the-whole-movement"
            if a == b or (off_the_ground and not whole):
                out += [(a,), (b,)]
                continue
            lo, hi = sorted((a.z, b.z))
            cuts = sorted((z - a.z) / (b.z - a.z) for z in heights if lo < z < hi) if b.z != a.z else []
            points = [a, *(Point(x=a.x + (b.x - a.x) * f, y=a.y + (b.y - a.y) * f, z=a.z + (b.z - a.z) * f)
                           for f in cuts), b]
            out.append((a,))
            for p, q in zip(points, points[1:]):
                out += [(p, q), (q,)]
    return out


def _ways(leg: Any) -> list[tuple[Point, Point, bool]]:
    """The straight ways a leg takes the model along, each with whether it is off the ground (a jump, a climb or a
    leap's flight: ruling mordheim.hiding.jumps-climbs-leaps). A walk or a ladder: from its start to its end. A jump
    down or a climb: straight between its ends (the drop, the wall); a climb over a wall or fence: up the near
    face, across the top and down to where it lands. A leap, as :func:`leaping.leap` moves the
    model: the run-up to the near edge and, from the far edge, the walk to where it lands, at the height it leapt
    from; between them the flight over the gap; then, landing on a lower floor (ruling
    mordheim.leaping.landing-height), the drop down to it. A leap the model fell into (its end the bottom of the
    gap, :func:`movement.moved_of`) is the run-up and the fall from the near edge."""
    if leg.kind in ("walk", "ladder"):
        return [(leg.start, leg.end, False)]
    if leg.kind == "climb-over":
        up, over = leg.start.evolve(z=leg.start.z + leg.height), leg.end.evolve(z=leg.end.z + leg.height)
        return [(leg.start, up, True), (up, over, True), (over, leg.end, True)]
    if leg.kind != "leap":
        return [(leg.start, leg.end, True)]
    near = Point(x=leg.fall_at.x, y=leg.fall_at.y, z=leg.start.z)
    if leg.end == leg.fall_at:
        return [(leg.start, near, False), (near, leg.fall_at, True)]
    fx, fy = leg.extra["far_edge"]
    far = Point(x=fx, y=fy, z=leg.start.z)
    top = leg.end.evolve(z=leg.start.z)
    ways = [(leg.start, near, False), (near, far, True), (far, top, False)]
    return ways + [(top, leg.end, True)] if top != leg.end else ways


def _on(a: Point, b: Point, x: float, y: float) -> Point:
    """The place of a stretch from a to b at (x, y), with its height there."""
    span = math.dist((a.x, a.y), (b.x, b.y))
    f = math.dist((a.x, a.y), (x, y)) / span if span > 0 else 0.5
    return Point(x=x, y=y, z=a.z + (b.z - a.z) * f)


def _uncovered_along(ctx: Context, table: MordheimTable, w: Warrior, a: Point, b: Point) -> Point | None:
    """The first place of the stretch from a to b (its ends not included) at which the walking model ``w`` has
    no cover near (:func:`cover_near`), or None. Exact, not sampled: where a base is within the reach of a piece
    is the piece grown by the base's radius and the reach, so the stretch less those zones, found whole by
    shapely, is where it is not, however short; each part found is confirmed by :func:`cover_near` at its middle."""
    if ctx.ruling(RULING_HIDING_COVER) == "players-agree":
        return None
    z = (a.z + b.z) / 2
    reach = ctx.reading_value(RULING_HIDING_COVER, "reach")
    zones = [p.shape().buffer(w.base_radius + reach + EPSILON, quad_segs=CLEAR_ARC_SEGMENTS) for p in table.terrain
             if p.gives_cover and beside(p, z)]
    if (a.x, a.y) == (b.x, b.y):
        mids = [ShapelyPoint(a.x, a.y)]
    else:
        walk = LineString([(a.x, a.y), (b.x, b.y)])
        left = walk.difference(unary_union(zones)) if zones else walk
        parts = line_parts(left)
        mids = sorted((g.interpolate(0.5, normalized=True) for g in parts), key=walk.project)
    for m in mids:
        here = _on(a, b, m.x, m.y)
        if not cover_near(ctx, table, w.evolve(position=here)):
            return here
    return None


def _seen_along(ctx: Context, table: MordheimTable, w: Warrior, a: Point, b: Point) -> tuple[Point, list[str]] | None:
    """The first place of the stretch from a to b (its ends not included) at which an enemy sees the walking
    hidden model ``w`` (:func:`sees`, cover blocking), and who, or None: the places
    :func:`geometry.seen_along` finds, each confirmed by :func:`sees`."""
    z = (a.z + b.z) / 2
    any_too = ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases"
    first: tuple[float, Point, list[str]] | None = None
    for e in table.enemies_of(w):
        for x, y in seen_along(table, e, (a.x, a.y), (b.x, b.y), z, w.base_radius, cover_blocks=True,
                               any_line_too=any_too):
            here = _on(a, b, x, y)
            if sees(ctx, table, e, w.evolve(position=here)):
                gone = math.dist((a.x, a.y), (x, y))
                if first is None or gone < first[0] - EPSILON:
                    first = (gone, here, [e.id])
                elif abs(gone - first[0]) <= EPSILON:
                    first[2].append(e.id)
                break
    return None if first is None else (first[1], first[2])


def _detected_along(ctx: Context, table: MordheimTable, enemy: Warrior, hidden: Warrior, moving: Warrior,
                    route: Sequence[Any]) -> tuple[float, Point] | None:
    """Whether ``enemy`` detects ``hidden`` while ``moving`` (one of the two) walks its ``route`` (rule
    mordheim.hiding.detection, ruling mordheim.hiding.detection-on-the-way "anywhere-on-the-way"): the first
    place of the way within the enemy's Initiative in inches, measured, and the limit and sight read, as
    :func:`detected_by` does (rulings mordheim.hiding.detection-radius, mordheim.movement.measuring), as the
    distance there and the place; None if there is none. Of a stretch, the place nearest the other model is
    where it comes closest; under "exclusive-sight-needed" the places from which the other is in sight within
    the limit are found as :func:`_seen_along` finds them, on the part of the stretch within the limit."""
    reading = ctx.ruling(RULING_HIDING_DETECTION_RADIUS)
    inclusive = reading == "inclusive-no-sight-revealed"
    still = hidden if moving is enemy else enemy

    def at(place: Point) -> tuple[Warrior, Warrior, float]:
        moved = moving.evolve(position=place)
        e, h = (moved, hidden) if moving is enemy else (enemy, moved)
        return e, h, measure(ctx, e, h)

    def detects(place: Point) -> float | None:
        e, h, d = at(place)
        if not within(d, enemy.initiative, inclusive=inclusive):
            return None
        if reading == "exclusive-sight-needed" and not sees(ctx, table, e, h, cover_blocks=False):
            return None
        return d

    for item in along(ctx, table, route):
        if len(item) == 1:
            d = detects(item[0])
            if d is not None:
                return d, item[0]
            continue
        a, b = item
        if max(abs(a.z - still.position.z), abs(b.z - still.position.z)) > LEVEL_TOLERANCE and height_counts(ctx):
            found = _detected_along_with_height(ctx, table, enemy, still, moving, a, b, at, detects, inclusive,
                                                reading == "exclusive-sight-needed")
            if found is not None:
                return found
            continue
        walk = LineString([(a.x, a.y), (b.x, b.y)]) if (a.x, a.y) != (b.x, b.y) else None
        centre = still.position.shape()
        if walk is None:
            q = (a.x, a.y)
        else:
            nearest = walk.interpolate(walk.project(centre))
            q = (nearest.x, nearest.y)
        if reading != "exclusive-sight-needed" or walk is None:
            d = detects(_on(a, b, *q))
            if d is not None:
                return d, _on(a, b, *q)
            continue
        # within the limit: the stretch inside a circle round the still model (its base's reach added when
        # measuring between base edges); which of those places the other is seen from, by geometry.seen_along
        reach = enemy.initiative
        if ctx.ruling(RULING_MOVEMENT_MEASURING) != "centre":
            reach += enemy.base_radius + hidden.base_radius
        inside = walk.intersection(centre.buffer(reach, quad_segs=CLEAR_ARC_SEGMENTS))
        for part in sorted(line_parts(inside),
                           key=lambda g: walk.project(ShapelyPoint(g.coords[0]))):
            p0, p1 = part.coords[0], part.coords[-1]
            if walk.project(ShapelyPoint(p0)) > walk.project(ShapelyPoint(p1)):
                p0, p1 = p1, p0
            for x, y in seen_along(table, still, p0, p1, (a.z + b.z) / 2, moving.base_radius, cover_blocks=False,
                                   any_line_too=ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases"):
                d = detects(_on(a, b, x, y))
                if d is not None:
                    return d, _on(a, b, x, y)
            for x, y in (p0, p1):  # the ends of the part, where the line of sight may get through alone
                d = detects(_on(a, b, x, y))
                if d is not None:
                    return d, _on(a, b, x, y)
    return None


SEARCH_STEPS = 100
"""Steps of the search for the nearest place of a stretch, and of the bisections for where on it a distance
reaches a limit: each step keeps two thirds of what is left at most, enough for float precision."""


def _at_t(a: Point, b: Point, t: float) -> Point:
    """The place a fraction ``t`` of the way along the stretch from a to b, its height included."""
    return Point(x=a.x + (b.x - a.x) * t, y=a.y + (b.y - a.y) * t, z=a.z + (b.z - a.z) * t)


def _detected_along_with_height(ctx: Context, table: MordheimTable, enemy: Warrior, still: Warrior, moving: Warrior,
                                a: Point, b: Point, at: Any, detects: Any, inclusive: bool,
                                sight_needed: bool) -> tuple[float, Point] | None:
    """:func:`_detected_along` on one stretch from a to b when the height between the two models counts in the
    distance (ruling mordheim.movement.measuring-height "with-height") and is not the same all along it. The
    distance from the still model to a place of the stretch is convex along it (the horizontal distance, less
    the bases' radii and never below 0, and the height between them, each convex, as the sides of a right
    angle), so its least is found by a ternary search, and the part of the stretch within the limit, an
    interval round it, by a bisection either side. Without sight needed, the nearest place decides; with it,
    the places of that part from which the other is in sight, as :func:`_detected_along` finds them."""
    def dist(t: float) -> float:
        return at(_at_t(a, b, t))[2]

    lo, hi = 0.0, 1.0
    for _ in range(SEARCH_STEPS):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        lo, hi = (lo, m2) if dist(m1) <= dist(m2) else (m1, hi)
    near = min((0.0, (lo + hi) / 2, 1.0), key=dist)
    if not sight_needed or (a.x, a.y) == (b.x, b.y):
        d = detects(_at_t(a, b, near))
        return None if d is None else (d, _at_t(a, b, near))
    if not within(dist(near), enemy.initiative, inclusive=inclusive):
        return None

    def edge(outside: float) -> float:
        good, bad = near, outside
        if within(dist(bad), enemy.initiative, inclusive=inclusive):
            return bad
        for _ in range(SEARCH_STEPS):
            mid = (good + bad) / 2
            good, bad = (mid, bad) if within(dist(mid), enemy.initiative, inclusive=inclusive) else (good, mid)
        return good

    p0, p1 = _at_t(a, b, edge(0.0)), _at_t(a, b, edge(1.0))
    places = [(x, y) for x, y in seen_along(table, still, (p0.x, p0.y), (p1.x, p1.y), (a.z + b.z) / 2,
                                            moving.base_radius, cover_blocks=False,
                                            any_line_too=ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases")]
    for x, y in [*places, (p0.x, p0.y), (p1.x, p1.y)]:
        place = _on(a, b, x, y)
        d = detects(place)
        if d is not None:
            return d, place
    return None


def _sees_on_the_way(ctx: Context, table: MordheimTable, enemy: Warrior, h: Warrior,
                     route: Sequence[Any]) -> Point | None:
    """The first place of the ``route`` the ``enemy`` moved (the legs it moved, looked at as :func:`along` says)
    from which it could see the hiding model ``h`` (:func:`sees`, cover blocking), or None (rule
    mordheim.hiding.enemy-sees, ruling mordheim.hiding.enemy-sight-on-the-way "anywhere-on-the-way"). Of a stretch,
    the places :func:`geometry.seen_along` finds, with ``h`` the watcher of the enemy's walk (the line of sight is
    the same either way), each confirmed by :func:`sees`: exact, not sampled, as a hidden mover's way is."""
    any_too = ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases"
    for item in along(ctx, table, route):
        if len(item) == 1:
            places = [item[0]]
        else:
            a, b = item
            places = [_on(a, b, x, y) for x, y in seen_along(table, h, (a.x, a.y), (b.x, b.y), (a.z + b.z) / 2,
                                                             enemy.base_radius, cover_blocks=True,
                                                             any_line_too=any_too)]
        for here in places:
            if sees(ctx, table, enemy.evolve(position=here), h):
                return here
    return None


def _lapse(ctx: Context, table: MordheimTable, h: Warrior, route: Sequence[Any]) -> tuple[str, Point, list[str]] | None:
    """Where on its route (and then where it stands) the hidden mover ``h`` first left its cover or came into an
    enemy's sight, as (clause, place, the enemies who see it), or None (rules mordheim.hiding.staying-hidden,
    mordheim.hiding.moving-into-view)."""
    for item in [*along(ctx, table, route), (h.position,)] if route else [(h.position,)]:
        if len(item) == 1:
            here = h.evolve(position=item[0])
            if not cover_near(ctx, table, here):
                return HIDING_STAYING_HIDDEN, item[0], []
            watchers = seen_by(ctx, table, here)
            if watchers:
                return HIDING_MOVING_INTO_VIEW, item[0], watchers
            continue
        a, b = item
        bare = _uncovered_along(ctx, table, h, a, b)
        seen = _seen_along(ctx, table, h, a, b)
        if bare is not None and (seen is None or
                                 math.dist((a.x, a.y), (bare.x, bare.y)) <= math.dist((a.x, a.y), (seen[0].x, seen[0].y))):
            return HIDING_STAYING_HIDDEN, bare, []
        if seen is not None:
            return HIDING_MOVING_INTO_VIEW, seen[0], seen[1]
    return None


def found_by_move(ctx: Context, table: MordheimTable, mover: str, h: Warrior, route: Sequence[Any] = ()) -> bool:
    """Whether the hidden enemy ``h`` of ``mover`` would be found once ``mover`` has moved along ``route`` to where
    ``table`` has it, as :func:`reveal` finds it (rules mordheim.hiding.detection, mordheim.hiding.enemy-sees;
    rulings mordheim.hiding.detection-radius, mordheim.hiding.detection-on-the-way,
    mordheim.hiding.enemy-sight-on-the-way, mordheim.movement.measuring): within an enemy's Initiative where the move
    ends or, under "anywhere-on-the-way", on its way; or in the mover's sight where it ends or on its way. Asked
    before any die, of a move that ends touching ``h``; says nothing."""
    if detected_by(ctx, table, h):
        return True
    moving = table.warrior(mover)
    if route and ctx.ruling(RULING_HIDING_DETECTION_ON_THE_WAY) == "anywhere-on-the-way" \
            and _detected_along(ctx, table, moving, h, moving, route) is not None:
        return True
    if seen_by(ctx, table, h, only=mover):
        return True
    return bool(route) and ctx.ruling(RULING_HIDING_ENEMY_SIGHT_ON_THE_WAY) == "anywhere-on-the-way" \
        and _sees_on_the_way(ctx, table, moving, h, route) is not None


def unseen_in_way(ctx: Context, table: MordheimTable, mover: Warrior, z: float | None = None) -> tuple[str, ...]:
    """Ruling mordheim.charging.hidden-in-the-way, read only where a way that goes round other models (ruling
    mordheim.movement.through-models "goes-round": a move's, a run's, a charge's) has an enemy hidden from ``mover``
    on its floor ``z`` (on any floor with None): under "passed-over" those models, which "не может быть увидена"
    (rule mordheim.hiding.protection) and which the way does not go round, its base passing over theirs; under
    "goes-round-it" none."""
    hidden = tuple(o.id for o in table.enemies_of(mover) if o.hidden and (z is None or same_level(o.position.z, z)))
    if hidden and ctx.ruling(RULING_CHARGING_HIDDEN_IN_THE_WAY) == "passed-over":
        return hidden
    return ()


def reveal(ctx: Context, table: MordheimTable, mover: str | None, route: Sequence[Any] = ()) -> MordheimTable:
    """Reveal hidden models that are detected or seen after a model moved (rules mordheim.hiding.detection,
    mordheim.hiding.enemy-sees, mordheim.hiding.moving-into-view, mordheim.hiding.staying-hidden; rule
    mordheim.hiding.who-cannot as ruling mordheim.hiding.hurried-move reads it). A hidden mover
    is looked at everywhere its ``route`` (the legs it moved) takes it, not only where it stops: "может двигаться,
    если во время движения не выходит из-за укрытия"; "передвигается так, что ее можно увидеть". Every place of
    the way is looked at, found whole by shapely (:func:`along`), not places some distance apart: a stretch in
    sight however short reveals it. A model a move reveals keeps that it was hidden when the charges were
    declared (moves come after the declarations), for ruling mordheim.running.check-moment=at-declaration."""
    hidden = [h.id for h in table.warriors if h.hidden]
    for h in list(table.warriors):
        if not h.hidden:
            continue
        h = table.warrior(h.id)
        close = detected_by(ctx, table, h)
        if close:
            who, d = close[0]
            ctx.emit(HIDING_DETECTION,
                     f"{who} is {d:.4g}\" from the hidden {h.id}, within its Initiative of "
                     f"{table.warrior(who).initiative}\": it detects it and the marker is removed")
            table = table.with_warrior(h.evolve(hidden=False))
            continue
        # asked before the way is looked along: a model that ran, fled or charged is hidden no longer wherever it
        # went, and one that flees or is stunned wherever it is, its own move or another's the one looked at
        hurried = no_time_to_hide(ctx, h) if mover == h.id else \
            [why for why, now in (("flees", h.fleeing), ("is stunned", h.stunned)) if now]
        if hurried and ctx.ruling(RULING_HIDING_HURRIED_MOVE) == "hidden-no-longer":
            ctx.emit(HIDING_WHO_CANNOT, f"{h.id} {' and '.join(hurried)}: a model that runs, flees, is stunned or "
                                        f"charges cannot be hiding this turn, and it is hidden no longer (ruling "
                                        f"mordheim.hiding.hurried-move=hidden-no-longer)")
            table = table.with_warrior(h.evolve(hidden=False))
            continue
        moving = table.warrior(mover) if mover is not None else None
        if route and moving is not None and ctx.ruling(RULING_HIDING_DETECTION_ON_THE_WAY) == "anywhere-on-the-way":
            passing = [(e, found) for e in (table.enemies_of(h) if mover == h.id else [moving] if moving.side != h.side else [])
                       for found in (_detected_along(ctx, table, e, h, moving, route),) if found is not None]
            if passing:
                e, (d, p) = passing[0]
                ctx.emit(HIDING_DETECTION,
                         f"{moving.id} passed {_place(p)} on its way, where {e.id} is {d:.4g}\" from the "
                         f"hidden {h.id}, within its Initiative of {e.initiative}\": {e.id} detects it and the "
                         f"marker is removed")
                table = table.with_warrior(h.evolve(hidden=False))
                continue
        if mover == h.id:
            lapse = _lapse(ctx, table, h, route)
            if lapse is None:
                ctx.emit(HIDING_STAYING_HIDDEN, f"{h.id} moved without leaving its cover: it stays hidden")
                continue
            clause, p, watchers = lapse
            where = "" if p == h.position else f" at {_place(p)} on its way"
            if clause == HIDING_STAYING_HIDDEN:
                ctx.emit(HIDING_STAYING_HIDDEN, f"{h.id} left its cover{where}: it is hidden no longer")
            else:
                ctx.emit(HIDING_MOVING_INTO_VIEW,
                         f"{h.id} moved where {', '.join(watchers)} can see it{where}: it is hidden no longer "
                         f"and may be shot at")
            table = table.with_warrior(h.evolve(hidden=False))
            continue
        watchers = seen_by(ctx, table, h, only=mover)
        on_the_way = None
        if mover is not None and not watchers and route and moving is not None and moving.side != h.side \
                and ctx.ruling(RULING_HIDING_ENEMY_SIGHT_ON_THE_WAY) == "anywhere-on-the-way":
            on_the_way = _sees_on_the_way(ctx, table, moving, h, route)
        if on_the_way is not None:
            ctx.emit(HIDING_ENEMY_SEES,
                     f"{mover} passed {_place(on_the_way)} on its way, where it could see the hiding {h.id}: the "
                     f"marker is removed (ruling mordheim.hiding.enemy-sight-on-the-way=anywhere-on-the-way)")
            table = table.with_warrior(h.evolve(hidden=False))
        elif mover is not None and watchers:
            ctx.emit(HIDING_ENEMY_SEES,
                     f"{mover} moved where it can see the hiding {h.id}: the marker is removed")
            table = table.with_warrior(h.evolve(hidden=False))
        elif mover is None and watchers:
            ctx.emit(HIDING_ENEMY_SEES,
                     f"{', '.join(watchers)} can see the hiding {h.id}: the marker is removed")
            table = table.with_warrior(h.evolve(hidden=False))
    if mover is not None:  # found by a move, made after the charges were declared
        for hid in hidden:
            if not table.warrior(hid).hidden:
                table = table.with_warrior(table.warrior(hid).evolve(hidden_at_declaration=True))
    return table


def _place(p: Point) -> str:
    """A place on a model's way, as a line of the trace says it: where on the table, and how high above it."""
    return f"({p.x:.4g}, {p.y:.4g})" + (f", {p.z:.4g}\" up" if p.z > LEVEL_TOLERANCE else "")


def refuse_if_hidden(ctx: Context, table: MordheimTable, target: Warrior, doing: str) -> None:
    """A hidden model cannot be seen, shot or charged (rule mordheim.hiding.protection)."""
    if target.hidden:
        raise RuleViolation(HIDING_PROTECTION,
                            f"{target.id} is hidden: it cannot be seen, shot at or charged ({doing})")
