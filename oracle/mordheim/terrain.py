"""Местность — terrain: open ground, difficult and very difficult ground, walls and barriers.

What an inch of movement costs on each kind of ground, and what a route meets on its
way.  The cost of mixed ground is ruling ``mordheim.terrain.cost``.
"""

from __future__ import annotations

from dataclasses import dataclass

from shapely.geometry import LineString, Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.mordheim.geometry import barriers_crossed, pieces_on_level
from oracle.mordheim.ids import (
    RULING_TERRAIN_COST, TERRAIN_BARRIERS, TERRAIN_DIFFICULT_GROUND, TERRAIN_OPEN_GROUND,
    TERRAIN_VERY_DIFFICULT_GROUND,
)
from oracle.mordheim.state import MordheimTable, Warrior



@dataclass(frozen=True)
class Ground:
    """What one straight stretch of a move crosses."""

    length: float
    difficult: float
    very_difficult: float
    barriers: tuple[str, ...]
    doors: tuple[str, ...]
    ladders: tuple[str, ...] = ()

    @property
    def open(self) -> float:
        return max(0.0, self.length - self.difficult - self.very_difficult)


def _grounds(table: MordheimTable, z: float) -> tuple[BaseGeometry | None, BaseGeometry | None]:
    """The very difficult ground on a floor, and its difficult ground outside the very difficult (None: none)."""
    very = [p.shape() for p in pieces_on_level(table, z, "very-difficult")]
    diff = [p.shape() for p in pieces_on_level(table, z, "difficult")]
    very_u = unary_union(very) if very else None
    diff_u = None
    if diff:
        diff_u = unary_union(diff)
        if very_u is not None:
            diff_u = diff_u.difference(very_u)
    return very_u, diff_u


def survey(table: MordheimTable, line: LineString, z: float) -> Ground:
    """Measure how much of a straight stretch lies in each kind of ground (rules mordheim.terrain.*)."""
    very_u, diff_u = _grounds(table, z)
    very_len = line.intersection(very_u).length if very_u is not None else 0.0
    diff_len = line.intersection(diff_u).length if diff_u is not None else 0.0
    doors = tuple(p.id for p in pieces_on_level(table, z, "door") if line.intersects(p.shape()))
    return Ground(line.length, diff_len, very_len, tuple(p.id for p in barriers_crossed(table, line, z)), doors)


def cost(ctx: Context, ground: Ground) -> float:
    """Inches of allowance a stretch uses (rules mordheim.terrain.difficult-ground, mordheim.terrain.very-difficult-ground).

    Ruling mordheim.terrain.cost: per inch (default), or the whole stretch at its worst factor.
    """
    if ground.difficult <= 0 and ground.very_difficult <= 0:
        return ground.length
    reading = ctx.ruling(RULING_TERRAIN_COST)
    difficult = ctx.value(TERRAIN_DIFFICULT_GROUND, "factor")
    very = ctx.value(TERRAIN_VERY_DIFFICULT_GROUND, "factor")
    if reading == "whole-move-halved":
        worst = very if ground.very_difficult > 0 else difficult
        return ground.length * worst
    return ground.open + difficult * ground.difficult + very * ground.very_difficult


def reach(ctx: Context, table: MordheimTable, line: LineString, z: float, left: float) -> float:
    """How far along a straight stretch ``left`` inches of allowance take a model: the longest start of
    the stretch whose :func:`cost` is at most ``left`` (a failed charge, rule mordheim.charging.failed.move,
    moves as far as its normal move allows).

    Between the points where the stretch enters or leaves difficult or very difficult ground (rules
    mordheim.terrain.difficult-ground, mordheim.terrain.very-difficult-ground) the ground is of one kind,
    so :func:`cost`, under either reading of ruling mordheim.terrain.cost, grows there in a straight line,
    read from two points; it may jump where the piece begins (the whole stretch at the worse factor), and
    then the model stops there. The ruling is consulted only if the model gets as far as such ground.
    """
    length = line.length
    very_u, diff_u = _grounds(table, z)
    slow: list[tuple[float, float, bool]] = []  # (from, to, very) along the line, inches from its start
    for ground, very in ((very_u, True), (diff_u, False)):
        if ground is not None:
            slow.extend((a, b, very) for a, b in _spans(line, line.intersection(ground)))
    if not slow or left <= min(a for a, _, _ in slow):
        return min(length, max(0.0, left))  # open ground as far as the allowance goes

    def spent(d: float) -> float:  # the cost of the stretch's first d inches
        inside = [(max(0.0, min(b, d) - a), very) for a, b, very in slow]
        return cost(ctx, Ground(d, sum(x for x, very in inside if not very), sum(x for x, very in inside if very),
                                (), ()))

    cuts = sorted({0.0, length, *(x for a, b, _ in slow for x in (a, b))})
    for a, b in zip(cuts, cuts[1:]):
        at_b = spent(b)
        if at_b <= left:
            continue
        mid = (a + b) / 2
        slope = (at_b - spent(mid)) / (b - mid)
        return max(a, b - (at_b - left) / slope)
    return length


def _spans(line: LineString, part: BaseGeometry) -> list[tuple[float, float]]:
    """The stretches of ``line`` that ``part`` (the line's intersection with some ground) covers, as
    (from, to) in inches from the line's start; points where it only touches the ground left out."""
    pieces = getattr(part, "geoms", (part,))
    out = []
    for piece in pieces:
        if piece.is_empty or piece.length <= 0.0:
            continue
        ends = sorted(line.project(ShapelyPoint(c)) for c in (piece.coords[0], piece.coords[-1]))
        out.append((ends[0], ends[1]))
    return out


def record(ctx: Context, w: Warrior, ground: Ground, spent: float) -> None:
    """Trace what the ground did to the move (rules mordheim.terrain.open-ground, mordheim.terrain.difficult-ground,
    mordheim.terrain.very-difficult-ground, mordheim.terrain.barriers)."""
    if ground.open > EPSILON or ground.doors or ground.ladders:
        extra = ""
        if ground.doors:
            extra += f", through {', '.join(ground.doors)} without slowing"
        if ground.ladders:
            extra += f", on {', '.join(ground.ladders)}"
        ctx.emit(TERRAIN_OPEN_GROUND,
                 f"{w.id} crosses {ground.open:.4g}\" of open ground at 1\" per inch{extra}")
    if ground.difficult > EPSILON:
        ctx.emit(TERRAIN_DIFFICULT_GROUND,
                 f"{w.id} crosses {ground.difficult:.4g}\" of difficult ground at half speed (2\" per inch)")
    if ground.very_difficult > EPSILON:
        ctx.emit(TERRAIN_VERY_DIFFICULT_GROUND,
                 f"{w.id} crosses {ground.very_difficult:.4g}\" of very difficult ground at a quarter speed (4\" per inch)")
    for b in ground.barriers:
        ctx.emit(TERRAIN_BARRIERS, f"{w.id} jumps the barrier or obstacle {b}: no effect on the move")
