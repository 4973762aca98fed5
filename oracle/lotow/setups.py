"""Building Legends of the Old West tables from the players' words.

The steps call these; each returns a new table.  Model ids are the role words the
scenarios use: "rider", "passenger", "horse", "mule", "fence", "balcony".  Default
characteristics (a fighter's Move of 6", a horse's 10", a mule's 8") are setup values
chosen for the scenarios, not rules from the excerpt.
"""

from __future__ import annotations

from typing import Any

from oracle.core.geometry import Point
from oracle.core.errors import SetupError
from oracle.lotow.state import Fighter, LotowTable, Mount, Obstacle, Platform

DEFAULT_MOVE = {"horse": 10.0, "mule": 8.0}


def empty() -> LotowTable:
    return LotowTable()


def add_fighter(t: LotowTable, ident: str, **fields: Any) -> LotowTable:
    return t.evolve(fighters=t.fighters + (Fighter(id=ident, **fields),))


def add_mount(t: LotowTable, ident: str, kind: str, **fields: Any) -> LotowTable:
    fields.setdefault("move", DEFAULT_MOVE[kind])
    return t.evolve(mounts=t.mounts + (Mount(id=ident, kind=kind, **fields),))


def rider_on(t: LotowTable, rider: str, kind: str, mount: str | None = None, move: float | None = None) -> LotowTable:
    mount = mount or kind
    t = add_fighter(t, rider)
    extra = {"move": move} if move is not None else {}
    return add_mount(t, mount, kind, owner=rider, rider=rider, **extra)


def with_passenger(t: LotowTable, mount: str, passenger: str) -> LotowTable:
    t = add_fighter(t, passenger)
    m = t.mount(mount)
    return t.with_mount(m.evolve(passenger=passenger))


def add_obstacle(t: LotowTable, ident: str, kind: str, height: float = 0.0, width: float = 0.0, **fields: Any) -> LotowTable:
    return t.evolve(obstacles=t.obstacles + (Obstacle(id=ident, kind=kind, height=height, width=width, **fields),))


def fighter_on_platform(t: LotowTable, fighter: str, platform: str, height: float) -> LotowTable:
    """A fighter standing on a 4" x 2" piece of raised ground whose near edge runs along x = 0."""
    t = t.evolve(platforms=t.platforms + (Platform(id=platform, x=-4.0, y=-1.0, width=4.0, depth=2.0, height=height),))
    return add_fighter(t, fighter, position=Point(x=-2.0, y=0.0, z=height))


def mount_away_from(t: LotowTable, mount: str, kind: str, owner: str, gap: float) -> LotowTable:
    """A riderless mount whose base edge is ``gap`` inches from the platform's near edge (x = 0), on its owner's
    side."""
    radius = 1.0
    return add_mount(t, mount, kind, owner=owner, side=t.fighter(owner).side, position=Point(x=gap + radius, y=0.0),
                     base_radius=radius)


def change_fighter(t: LotowTable, ident: str, **fields: Any) -> LotowTable:
    return t.with_fighter(t.fighter(ident).evolve(**fields))


def change_mount(t: LotowTable, ident: str, **fields: Any) -> LotowTable:
    return t.with_mount(t.mount(ident).evolve(**fields))


def moved(t: LotowTable, ident: str, inches: float) -> LotowTable:
    """The fighter has already moved this many inches this turn (on foot, or in the saddle)."""
    f = t.fighter(ident)
    m = t.mount_of(ident)
    move = m.move if m else f.move
    if inches < 0 or inches > move:
        raise SetupError(f"{ident} cannot have moved {inches:g}\" with a Move of {move:g}\"")
    return t.with_fighter(f.evolve(move_used=inches / move, moved_on_foot=0.0 if m else inches))
