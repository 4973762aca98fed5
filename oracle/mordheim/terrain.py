"""Местность — terrain: open ground, difficult and very difficult ground, walls and barriers.

What an inch of movement costs on each kind of ground, and what a route meets on its
way.  The cost of mixed ground is ruling ``mordheim.terrain.cost``.
"""

from __future__ import annotations

from dataclasses import dataclass

from shapely.geometry import LineString
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


def survey(table: MordheimTable, line: LineString, z: float) -> Ground:
    """Measure how much of a straight stretch lies in each kind of ground (rules mordheim.terrain.*)."""
    very = [p.shape() for p in pieces_on_level(table, z, "very-difficult")]
    diff = [p.shape() for p in pieces_on_level(table, z, "difficult")]
    very_u = unary_union(very) if very else None
    very_len = line.intersection(very_u).length if very_u is not None else 0.0
    diff_len = 0.0
    if diff:
        d = unary_union(diff)
        if very_u is not None:
            d = d.difference(very_u)
        diff_len = line.intersection(d).length
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
