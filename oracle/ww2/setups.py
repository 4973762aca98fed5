"""Building WWII tables from the players' words.

The enemy that shoots stands at the table origin; a model "d cm from the enemy" is put
on the x axis so that the gap between the enemy and its base edge is d.  Default
values (a model 20 cm from the enemy, a 1 cm base radius for a soldier, 2 cm for a
horse or a bike) are setup values chosen for the scenarios, not rules of the excerpt.
"""

from __future__ import annotations

from typing import Any, Sequence

import math

from oracle.core.errors import SetupError
from oracle.core.geometry import Point
from oracle.ww2.state import Bike, CavalryModel, HeavyWeapon, Soldier, Unit, Ww2Table

DEFAULT_DISTANCE = 20.0
KINDS = {
    "infantry": "infantry", "heavy gun": "heavy-gun", "heavy-gun": "heavy-gun", "cavalry": "cavalry",
    "vehicle": "vehicle", "tank": "vehicle", "motorcycle": "motorcycles", "aircraft": "aircraft",
}


def empty() -> Ww2Table:
    return Ww2Table()


def at(distance: float, radius: float, slot: int = 0) -> Point:
    """A position whose base edge is ``distance`` cm from the enemy at the origin.

    Models of a unit stand on an arc around the enemy (slot 0, 1, 2... a quarter radian
    apart), so that each keeps exactly its own distance.
    """
    if distance < 0:
        raise SetupError(f"a distance cannot be negative ({distance:g} cm)")
    angle = 0.25 * slot
    return Point(x=(distance + radius) * math.cos(angle), y=(distance + radius) * math.sin(angle))


def soldier(ident: str, distance: float = DEFAULT_DISTANCE, slot: int = 0, **fields: Any) -> Soldier:
    radius = fields.pop("base_radius", 1.0)
    return Soldier(id=ident, position=at(distance, radius, slot), base_radius=radius, **fields)


def add_unit(t: Ww2Table, unit: Unit) -> Ww2Table:
    return t.add_unit(unit)


def unit_of_kind(t: Ww2Table, ident: str, kind_words: str) -> Ww2Table:
    kind = KINDS.get(kind_words)
    if kind is None:
        raise SetupError(f"unknown kind of unit {kind_words!r} (use: {', '.join(sorted(KINDS))})")
    if kind == "infantry":
        return infantry(t, ident, 5)
    if kind == "cavalry":
        return cavalry(t, ident, 3)
    if kind == "motorcycles":
        return motorcycles(t, ident, 2)
    return t.add_unit(Unit(id=ident, kind=kind))


def infantry(t: Ww2Table, ident: str, n: int, seen: int | None = None, distance: float = DEFAULT_DISTANCE) -> Ww2Table:
    if n < 1:
        raise SetupError(f"an infantry squad needs at least one soldier, not {n}")
    seen = n if seen is None else seen
    if not 0 <= seen <= n:
        raise SetupError(f"{seen} of {n} soldiers cannot be seen")
    men = tuple(soldier(f"{ident}{i + 1}", distance, i, seen=i < seen) for i in range(n))
    return t.add_unit(Unit(id=ident, kind="infantry", soldiers=men))


def infantry_from_rows(t: Ww2Table, ident: str, rows: list[dict]) -> Ww2Table:
    men = []
    for i, row in enumerate(rows):
        men.append(soldier(row["soldier"], row.get("distance", DEFAULT_DISTANCE), i,
                           seen=row.get("seen", True), can_shoot=row.get("can shoot", True),
                           body_armour_save=row.get("body armour")))
    return t.add_unit(Unit(id=ident, kind="infantry", soldiers=tuple(men)))


def heavy_gun(t: Ww2Table, unit: str, gun: str, crew: tuple[str, ...]) -> Ww2Table:
    u = t.unit(unit)
    if not crew:
        raise SetupError("a heavy machine gun needs its crew")
    first = u.soldier(crew[0])
    w = HeavyWeapon(id=gun, position=Point(x=first.position.x, y=first.position.y - 1.5), crew=crew)
    return t.with_unit(u.evolve(weapons=u.weapons + (w,)))


def gun_unseen(t: Ww2Table, gun: str) -> Ww2Table:
    u = t.unit_of(gun)
    return t.with_unit(u.with_weapon(u.weapon(gun).evolve(seen=False)))


def soldier_near_gun(t: Ww2Table, who: str, gun: str, distance: float) -> Ww2Table:
    """The soldier ``who`` (of the gun's unit or of another) placed with his base edge ``distance`` from the gun."""
    w = t.unit_of(gun).weapon(gun)
    u = t.unit_of(who)
    s = u.soldier(who)
    pos = Point(x=w.position.x - distance - s.base_radius, y=w.position.y)
    return t.with_unit(u.with_soldier(s.evolve(position=pos)))


def cavalry(t: Ww2Table, ident: str, n: int, distance: float = DEFAULT_DISTANCE, **fields: Any) -> Ww2Table:
    if n < 1:
        raise SetupError(f"a cavalry unit needs at least one model, not {n}")
    models = tuple(CavalryModel(id=f"{ident}{i + 1}", position=at(distance, 2.0, i), **fields) for i in range(n))
    return t.add_unit(Unit(id=ident, kind="cavalry", cavalry=models))


def cavalry_from_rows(t: Ww2Table, ident: str, rows: list[dict]) -> Ww2Table:
    models = []
    for i, row in enumerate(rows):
        models.append(CavalryModel(id=row["model"], position=at(row.get("distance", DEFAULT_DISTANCE), 2.0, i),
                                   seen=row.get("seen", True), veteran=row.get("veteran", False),
                                   save=row.get("save"), body_armour_save=row.get("body armour")))
    return t.add_unit(Unit(id=ident, kind="cavalry", cavalry=tuple(models)))


def change_cavalry(t: Ww2Table, unit: str, **fields: Any) -> Ww2Table:
    u = t.unit(unit)
    return t.with_unit(u.evolve(cavalry=tuple(m.evolve(**fields) for m in u.cavalry)))


def change_model(t: Ww2Table, model: str, **fields: Any) -> Ww2Table:
    """One cavalry model changed, found by its id in whichever unit holds it."""
    u = t.unit_of(model)
    return t.with_unit(u.with_model(u.model(model).evolve(**fields)))


def change_soldier(t: Ww2Table, who: str, **fields: Any) -> Ww2Table:
    """One soldier (an infantryman, a gunner, a motorcycle rider) changed, found by his id in whichever unit holds
    him."""
    u = t.unit_of(who)
    return t.with_unit(u.with_soldier(u.soldier(who).evolve(**fields)))


def riderless(t: Ww2Table, unit: str) -> Ww2Table:
    """Every rider of the unit is dead and its mounts retreat (as after the shooting phase)."""
    u = t.unit(unit)
    models = tuple(m.evolve(rider_wounds=1) for m in u.cavalry)
    return t.with_unit(u.evolve(cavalry=models, retreating=True))


def in_contact(t: Ww2Table, a: str, b: str) -> Ww2Table:
    """Put unit a's first model in base contact with unit b's first model."""
    ua, ub = t.unit(a), t.unit(b)
    target = (ub.cavalry or ub.soldiers)
    if not target:
        raise SetupError(f"{b} has no models")
    tb = target[0]
    mover = (ua.soldiers or ua.cavalry)
    if not mover:
        raise SetupError(f"{a} has no models")
    ma = mover[0]
    pos = Point(x=tb.position.x + tb.base_radius + ma.base_radius, y=tb.position.y)
    if ua.soldiers:
        return t.with_unit(ua.with_soldier(ma.evolve(position=pos)))
    return t.with_unit(ua.with_model(ma.evolve(position=pos)))


def motorcycles(t: Ww2Table, ident: str, n: int, distance: float = DEFAULT_DISTANCE) -> Ww2Table:
    if n < 1:
        raise SetupError(f"a squadron needs at least one bike, not {n}")
    bikes, men = [], []
    for i in range(1, n + 1):
        d, g = f"{ident}-driver{i}", f"{ident}-gunner{i}"
        bikes.append(Bike(id=f"{ident}-bike{i}", position=at(distance, 2.0, i), driver=d, gunner=g))
        men += [soldier(d, distance, i), soldier(g, distance, i)]
    return t.add_unit(Unit(id=ident, kind="motorcycles", soldiers=tuple(men), bikes=tuple(bikes), move=40.0,
                           riders_at_start=len(men)))


def motorcycles_from_rows(t: Ww2Table, ident: str, rows: list[dict]) -> Ww2Table:
    bikes, men = [], []
    for i, row in enumerate(rows):
        dist = row.get("distance", DEFAULT_DISTANCE)
        seats = {}
        for seat in ("driver", "gunner"):
            who = row.get(seat)
            if who:
                men.append(soldier(who, dist, i))
                seats[seat] = who
        bikes.append(Bike(id=row["bike"], position=at(dist, 2.0, i), seen=row.get("seen", True), **seats))
    return t.add_unit(Unit(id=ident, kind="motorcycles", soldiers=tuple(men), bikes=tuple(bikes), move=40.0,
                           riders_at_start=len(men)))


def riders_on_foot(t: Ww2Table, unit: str, riders: Sequence[str]) -> Ww2Table:
    """Riders of the squadron who have lost their bikes walk with it."""
    u = t.unit(unit)
    men = tuple(soldier(r) for r in riders)
    return t.with_unit(u.evolve(soldiers=u.soldiers + men, riders_at_start=(u.riders_at_start or 0) + len(men)))


def enemy_side(t: Ww2Table, unit: str) -> Ww2Table:
    """The unit is the enemy's: of the other side from every unit set up without a side."""
    return t.with_unit(t.unit(unit).evolve(side="enemy"))


def kill(t: Ww2Table, who: Sequence[str]) -> Ww2Table:
    for w in who:
        u = t.unit_of(w)
        u = u.with_soldier(u.soldier(w).evolve(alive=False, wounds=1))
        seats = []
        for b in u.bikes:
            if w in b.seats:
                b = b.evolve(driver=None if b.driver == w else b.driver, gunner=None if b.gunner == w else b.gunner)
            seats.append(b)
        t = t.with_unit(u.evolve(bikes=tuple(seats)))
    return t


def aircraft(t: Ww2Table, ident: str, boosted: bool) -> Ww2Table:
    return t.add_unit(Unit(id=ident, kind="aircraft", boosted_engines=boosted))
