"""Control zones and bases on the table, for the rules on foot (obstacles, levels, lying down).

The excerpt uses control zones without defining them (hook ``lotow.hook.control-zone``).
A standing fighter's zone is everything within the reach of ruling
``lotow.obstacles.control-zone-reach`` of his base; a prone fighter has none
(``lotow.prone.no-control-zone``).  All geometry is shapely's.
"""

from __future__ import annotations

from shapely.geometry.base import BaseGeometry

from oracle.core.geometry import Point, base
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.lotow.ids import PRONE_NO_CONTROL_ZONE, RULING_OBSTACLES_CONTROL_ZONE_REACH
from oracle.lotow.state import Fighter, LotowTable, Mount


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
