"""Contact between models: bases touching, or separated only by a low wall (part of В атаку!).

Moving, charging and charging several enemies all ask whether two models are engaged;
the answer lives here, below all three of them.
"""

from __future__ import annotations

from shapely.geometry import LineString
from shapely.ops import nearest_points

from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.mordheim.geometry import same_level, touching
from oracle.mordheim.ids import HIDING_PROTECTION, RULING_CHARGING_ACROSS_LOW_WALL
from oracle.mordheim.state import TOUCH, MordheimTable, Warrior


def across_low_wall(ctx: Context, table: MordheimTable, a: Warrior, b: Warrior) -> str | None:
    """The low wall two models are separated by, if that engages them (rule mordheim.charging.low-wall,
    ruling mordheim.charging.across-low-wall)."""
    if not same_level(a.position.z, b.position.z):
        return None
    reading = ctx.ruling(RULING_CHARGING_ACROSS_LOW_WALL)
    da, db = a.shape(), b.shape()
    centre_line = LineString([(a.position.x, a.position.y), (b.position.x, b.position.y)])
    for p in table.terrain:
        if not p.is_barrier or not same_level(p.level, a.position.z):
            continue
        wall = p.shape()
        if reading == "within-one-inch":
            gap = da.distance(db)
            if centre_line.intersects(wall) and gap <= ctx.reading_value(RULING_CHARGING_ACROSS_LOW_WALL, "reach") + EPSILON:
                return p.id
            continue
        if da.distance(wall) > TOUCH or db.distance(wall) > TOUCH or not centre_line.intersects(wall):
            continue
        pa, pb = nearest_points(da, db)
        if LineString([pa, pb]).within(wall.buffer(2 * TOUCH)):
            return p.id
    return None


def in_contact(ctx: Context, table: MordheimTable, a: Warrior, b: Warrior) -> bool:
    """Bases in contact, or separated only by a low wall (rules mordheim.charging.engaged, mordheim.charging.low-wall)."""
    if not same_level(a.position.z, b.position.z):
        return False
    return touching(a, b) or across_low_wall(ctx, table, a, b) is not None


def fought_on_contact(ctx: Context, table: MordheimTable, mover: Warrior, besides: tuple[str, ...] = ()) -> list[str]:
    """The enemies (other than ``besides``) a model that has moved is in close combat with where its move, its
    charge or its failed charge ended: those its base touches or is separated from only by a low wall
    (:func:`in_contact`; rules mordheim.charging.engaged, mordheim.charging.low-wall, mordheim.charging.only-by-charge,
    mordheim.charging-several.touching) that are not hidden. Asked once the hiding rules have looked at the move
    (:func:`hiding.reveal`): a hidden enemy whose base the mover touches is within its Initiative in inches, and
    "Вражеские воины всегда будут видеть, слышать или иным образом определять скрытых противников в пределах
    расстояния, равного их Инициативе" (rule mordheim.hiding.detection), so it is found and fought; one still
    hidden then (measured and read as rulings mordheim.hiding.detection-radius and mordheim.movement.measuring
    say) is not: "Пока модель спрятана, она не может быть ... атакована" (rule mordheim.hiding.protection), and a
    move into close combat is a charge."""
    touched = [e for e in table.enemies_of(mover) if e.id not in besides and in_contact(ctx, table, mover, e)]
    for e in touched:
        if e.hidden:
            ctx.emit(HIDING_PROTECTION, f"{mover.id}'s base touches the hidden {e.id}, which it has not found: a "
                                        f"hidden model cannot be charged, and they are not in close combat")
    return [e.id for e in touched if not e.hidden]



def engaged_on_contact(ctx: Context, table: MordheimTable, wid: str, **counts: bool) -> tuple[MordheimTable, list[str]]:
    """The table with ``wid`` in close combat with every enemy it is found fighting where its move ended
    (:func:`fought_on_contact`), its flags ``counts`` set (it counts as the charger: rule
    mordheim.charging.only-by-charge, "Любое передвижение, которое приводит к рукопашной – атака по определению"),
    and those enemies; the table as it was where there are none."""
    enemies = fought_on_contact(ctx, table, table.warrior(wid))
    if not enemies:
        return table, enemies
    table = table.with_warrior(table.warrior(wid).evolve(**counts))
    for e in enemies:
        table = table.engage(wid, e)
    return table, enemies
