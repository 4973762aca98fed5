"""Местность — terrain: open ground, difficult and very difficult ground, walls and barriers.

What an inch of movement costs on each kind of ground, and what a route meets on its
way.  The cost of mixed ground is ruling ``mordheim.terrain.cost``: per inch, each inch
where it lies (:func:`cost`), or the whole move halved or quartered, rounded down, once
any of it crosses such ground (:func:`slowing`, :class:`Budget`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from shapely.geometry import LineString, Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.core.rulings import Numbers
from oracle.mordheim.geometry import barriers_crossed, pieces_on_level
from oracle.mordheim.ids import (
    RULING_TERRAIN_COST, TERRAIN_BARRIERS, TERRAIN_DIFFICULT_GROUND, TERRAIN_OPEN_GROUND,
    TERRAIN_VERY_DIFFICULT_GROUND,
)
from oracle.mordheim.state import MordheimTable

WHOLE_MOVE_HALVED: Final = "whole-move-halved"
"""The alternative of ruling mordheim.terrain.cost under which slow ground halves (quarters) the whole move."""
SLOWER: Final[tuple[str | None, ...]] = (None, TERRAIN_DIFFICULT_GROUND, TERRAIN_VERY_DIFFICULT_GROUND)
"""What may slow a whole move, slowest last: nothing, difficult ground, very difficult ground."""


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

    @property
    def plain(self) -> bool:
        """Crossing nothing to tell of but the kinds of ground: no barrier, doorway or ladder."""
        return not (self.barriers or self.doors or self.ladders)

    def then(self, other: "Ground") -> "Ground":
        """This stretch and ``other``, the next, as one stretch of ground."""
        return Ground(self.length + other.length, self.difficult + other.difficult,
                      self.very_difficult + other.very_difficult, self.barriers + other.barriers,
                      self.doors + other.doors, self.ladders + other.ladders)


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

    Ruling mordheim.terrain.cost: per inch (default), each inch of difficult ground 2", of very difficult 4";
    or, under "whole-move-halved", the inches moved, whatever the ground: there the ground halves or
    quarters the allowance of the whole move instead (:func:`slowing`, :meth:`Budget.limit`).
    """
    if ground.difficult <= 0 and ground.very_difficult <= 0:
        return ground.length
    if ctx.ruling(RULING_TERRAIN_COST) == WHOLE_MOVE_HALVED:
        return ground.length
    difficult = ctx.value(TERRAIN_DIFFICULT_GROUND, "factor")
    very = ctx.value(TERRAIN_VERY_DIFFICULT_GROUND, "factor")
    return ground.open + difficult * ground.difficult + very * ground.very_difficult


def slowing(ctx: Context, ground: Ground | None) -> str | None:
    """The clause of the slowest ground a stretch crosses, if under ruling mordheim.terrain.cost
    "whole-move-halved" it halves (rule mordheim.terrain.difficult-ground) or quarters (rule
    mordheim.terrain.very-difficult-ground) the whole move the stretch is part of; None on open ground,
    and under the reading per inch, where :func:`cost` charges each inch where it lies."""
    if ground is None or (ground.difficult <= 0 and ground.very_difficult <= 0):
        return None
    if ctx.ruling(RULING_TERRAIN_COST) != WHOLE_MOVE_HALVED:
        return None
    return TERRAIN_VERY_DIFFICULT_GROUND if ground.very_difficult > 0 else TERRAIN_DIFFICULT_GROUND


def slower(a: str | None, b: str | None) -> str | None:
    """The slower of two grounds that slow a whole move (:data:`SLOWER`)."""
    return a if SLOWER.index(a) >= SLOWER.index(b) else b


def limit(numbers: Numbers, allowance: float, slowed_by: str | None) -> float:
    """A move's allowance once ``slowed_by`` (a clause of :data:`SLOWER`) has slowed it: under ruling
    mordheim.terrain.cost "whole-move-halved" the whole move halved by difficult ground, quartered by very
    difficult ground, "rounded down to whole inches" (Movement 5" gives 2" and 1"); unchanged if nothing has."""
    if slowed_by is None or math.isinf(allowance):
        return allowance
    return float(math.floor(allowance / numbers.value(slowed_by, "factor") + EPSILON))


@dataclass(frozen=True)
class Budget:
    """What a model may still move this turn (rule mordheim.movement.distance; ruling mordheim.terrain.cost):
    its allowance (Movement, double for a run or a charge, or a failed charge's normal move), the inches of
    it used, and, under the reading "whole-move-halved", the slowest ground its move has crossed."""

    allowance: float
    used: float = 0.0
    slowed_by: str | None = None

    def limit(self, numbers: Numbers, crossing: str | None = None) -> float:
        """The allowance, halved or quartered if the move has crossed, or is ``crossing``, slow ground."""
        return limit(numbers, self.allowance, slower(self.slowed_by, crossing))

    def left(self, numbers: Numbers, crossing: str | None = None) -> float:
        """Inches of allowance left, for a stretch ``crossing`` what it crosses (:func:`slowing`)."""
        return self.limit(numbers, crossing) - self.used

    def after(self, spent: float, crossing: str | None) -> "Budget":
        """The budget once a stretch costing ``spent`` and ``crossing`` what it crosses is moved."""
        return Budget(self.allowance, self.used + spent, slower(self.slowed_by, crossing))

    def pays_for(self, ctx: Context, spent: float, ground: Ground | None) -> bool:
        """Whether what is left pays for a stretch costing ``spent`` across ``ground``."""
        return spent <= self.left(ctx, slowing(ctx, ground)) + EPSILON


def whole_move(slowed_by: str | None) -> str:
    """How the trace says that slow ground has halved or quartered the whole move (ruling mordheim.terrain.cost)."""
    if slowed_by is None:
        return ""
    how = "quartered" if slowed_by == TERRAIN_VERY_DIFFICULT_GROUND else "halved"
    return f", the whole move {how} and rounded down by {slowed_by} (ruling mordheim.terrain.cost=whole-move-halved)"


def reach(ctx: Context, table: MordheimTable, line: LineString, z: float, budget: Budget) -> float:
    """How far along a straight stretch a model's ``budget`` takes it: the longest start of the stretch
    that what is left pays for (a failed charge, rule mordheim.charging.failed.move, moves as far as its
    normal move allows).

    Between the points where the stretch enters or leaves difficult or very difficult ground (rules
    mordheim.terrain.difficult-ground, mordheim.terrain.very-difficult-ground) the ground is of one kind,
    so :func:`cost`, under either reading of ruling mordheim.terrain.cost, grows there in a straight line,
    read from two points, and what is left is the same; under "whole-move-halved" what is left drops where
    the stretch enters slower ground, and if the model has moved too far already it stops there. The ruling
    is consulted only if the model gets as far as such ground.
    """
    length = line.length
    very_u, diff_u = _grounds(table, z)
    slow: list[tuple[float, float, bool]] = []  # (from, to, very) along the line, inches from its start
    for ground, very in ((very_u, True), (diff_u, False)):
        if ground is not None:
            slow.extend((a, b, very) for a, b in _spans(line, line.intersection(ground)))
    left = budget.left(ctx)
    if not slow or left <= min(a for a, _, _ in slow):
        return min(length, max(0.0, left))  # open ground as far as the allowance goes

    def first(d: float) -> Ground:  # the stretch's first d inches
        inside = [(max(0.0, min(b, d) - a), very) for a, b, very in slow]
        return Ground(d, sum(x for x, very in inside if not very), sum(x for x, very in inside if very), (), ())

    cuts = sorted({0.0, length, *(x for a, b, _ in slow for x in (a, b))})
    for a, b in zip(cuts, cuts[1:]):
        upto_b = first(b)
        at_b, left = cost(ctx, upto_b), budget.left(ctx, slowing(ctx, upto_b))
        if at_b <= left:
            continue
        mid = (a + b) / 2
        slope = (at_b - cost(ctx, first(mid))) / (b - mid)
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


def record(ctx: Context, who: str, ground: Ground) -> None:
    """Trace what the ground did to ``who``'s move (rules mordheim.terrain.open-ground, mordheim.terrain.difficult-ground,
    mordheim.terrain.very-difficult-ground, mordheim.terrain.barriers)."""
    if ground.open > EPSILON or ground.doors or ground.ladders:
        extra = ""
        if ground.doors:
            extra += f", through {', '.join(ground.doors)} without slowing"
        if ground.ladders:
            extra += f", on {', '.join(ground.ladders)}"
        ctx.emit(TERRAIN_OPEN_GROUND,
                 f"{who} crosses {ground.open:.4g}\" of open ground at 1\" per inch{extra}")
    whole = slowing(ctx, ground) is not None  # ruling mordheim.terrain.cost=whole-move-halved
    if ground.difficult > EPSILON:
        ctx.emit(TERRAIN_DIFFICULT_GROUND,
                 f"{who} crosses {ground.difficult:.4g}\" of difficult ground"
                 + (": its whole move is at half speed" if whole else " at half speed (2\" per inch)"))
    if ground.very_difficult > EPSILON:
        ctx.emit(TERRAIN_VERY_DIFFICULT_GROUND,
                 f"{who} crosses {ground.very_difficult:.4g}\" of very difficult ground"
                 + (": its whole move is at a quarter speed" if whole else " at a quarter speed (4\" per inch)"))
    for b in ground.barriers:
        ctx.emit(TERRAIN_BARRIERS, f"{who} jumps the barrier or obstacle {b}: no effect on the move")
