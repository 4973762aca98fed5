"""Table geometry on shapely.

Positions are points on the table in the game's unit; a model's base is a disc around
its position.  Whether a distance is measured between centres or between base edges is
a ruling of each game; :func:`distance` takes it as an argument so that the rule code
asks the ruling and the geometry does the measuring.
"""

from __future__ import annotations

from functools import lru_cache
from math import sqrt
from typing import Literal

from pydantic import Field
from shapely.geometry import LineString, Point as _Point, Polygon
from shapely.geometry.base import BaseGeometry

from oracle.core.measure import EPSILON, FARTHEST
from oracle.core.numbers import Number
from oracle.core.state import Frozen

Measure = Literal["centre", "edge"]


class Point(Frozen):
    """A position on the table (x, y) and its height above the table (z), in the game's unit."""

    x: Number = Field(default=0.0, ge=-FARTHEST, le=FARTHEST)
    y: Number = Field(default=0.0, ge=-FARTHEST, le=FARTHEST)
    z: Number = Field(default=0.0, ge=0, le=FARTHEST, description="height above the table surface")

    def shape(self) -> _Point:
        return point_at(self.x, self.y)

    def moved(self, dx: float = 0.0, dy: float = 0.0, dz: float = 0.0) -> "Point":
        return Point(x=self.x + dx, y=self.y + dy, z=max(0.0, self.z + dz))


def base(position: Point, radius: float) -> BaseGeometry:
    """The disc a model's base covers."""
    return disc_at(position.x, position.y, radius)


@lru_cache(maxsize=4096)
def point_at(x: float, y: float) -> _Point:
    """The shapely point at (x, y) (one shared shape per place: rule code asks for the same places on every
    replayed dice path)."""
    return _Point(x, y)


DISC_CORNERS: int = 128
"""The corners of the polygon a base's disc is drawn as, all on its circle (shapely's buffer of a point, a quarter
circle in a quarter of them)."""


@lru_cache(maxsize=4096)
def disc_at(x: float, y: float, radius: float) -> BaseGeometry:
    """The disc of a base of ``radius`` centred at (x, y) (one shared shape per place and size)."""
    # shapely geometries are immutable, so one disc per place and size can be shared;
    # rule code asks for the same bases on every replayed dice path
    return _Point(x, y).buffer(radius, quad_segs=DISC_CORNERS // 4) if radius > 0 else _Point(x, y)


def distance(a: Point, b: Point, *, radius_a: float = 0.0, radius_b: float = 0.0, measure: Measure = "edge") -> float:
    """Horizontal distance between two models: between centres, or between base edges (never below 0)."""
    centre = apart(a.x, a.y, b.x, b.y)
    if measure == "centre":
        return centre
    return max(0.0, centre - radius_a - radius_b)


def apart(ax: float, ay: float, bx: float, by: float) -> float:
    """The horizontal distance between the centres (ax, ay) and (bx, by): what GEOS computes for two points
    (sqrt(dx*dx + dy*dy), to the last bit), without building two shapely points on every call: rule code
    measures on every replayed dice path."""
    dx, dy = ax - bx, ay - by
    return sqrt(dx * dx + dy * dy)


def within(d: float, limit: float, *, inclusive: bool = True) -> bool:
    """Whether a measured distance is within a limit; the rules' boundary is a ruling."""
    return d <= limit + EPSILON if inclusive else d < limit - EPSILON


def line_parts(shape: BaseGeometry) -> list[LineString]:
    """The stretches of line a shapely result holds (a line cut by zones, the part of a line inside one), each
    one straight piece or run of them, in shapely's order; points and empty parts left out."""
    return [g for g in getattr(shape, "geoms", (shape,)) if isinstance(g, LineString) and not g.is_empty]


def path(*points: Point) -> LineString:
    return LineString([(p.x, p.y) for p in points])


def corridor(line: LineString, half_width: float) -> BaseGeometry:
    """Everything within ``half_width`` of a path (e.g. an interception corridor)."""
    return line.buffer(half_width, quad_segs=32)


def rectangle(x: float, y: float, width: float, depth: float) -> Polygon:
    return Polygon([(x, y), (x + width, y), (x + width, y + depth), (x, y + depth)])
