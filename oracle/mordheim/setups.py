"""Building Mordheim tables from the players' words.

The steps call these; each returns a new table.  Distances between models are between
base edges (so "3\" east of the skaven" leaves 3" of table between the two bases);
terrain placed "east of" a model starts that far from its base edge.  Default
characteristics (Movement 4", Initiative 3, 1" bases) are setup values chosen for the
scenarios, not rules from the excerpt.
"""

from __future__ import annotations

from typing import Any, Iterable

from oracle.core.errors import SetupError
from oracle.core.geometry import Point
from oracle.mordheim.state import MordheimTable, Piece, Warrior

HEADINGS = {"east": (1.0, 0.0), "west": (-1.0, 0.0), "north": (0.0, 1.0), "south": (0.0, -1.0)}
WALL_WORDS = {"wall", "fence", "barrier", "barricade", "hedge"}
OBSTACLE_WORDS = {"barrel", "barrels", "boxes", "crate", "crates", "cart"}
WALL_THICKNESS = 0.5
WALL_LENGTH = 8.0
PLATFORM_DEPTH = 10.0
PLATFORM_WIDTH = 10.0


def empty() -> MordheimTable:
    return MordheimTable()


def add_warrior(t: MordheimTable, ident: str, **fields: Any) -> MordheimTable:
    if any(w.id == ident for w in t.warriors):
        raise SetupError(f"there is already a warrior called {ident!r}")
    return t.evolve(warriors=t.warriors + (Warrior(id=ident, **fields),))


def change_warrior(t: MordheimTable, ident: str, **fields: Any) -> MordheimTable:
    return t.with_warrior(t.warrior(ident).evolve(**fields))


def add_piece(t: MordheimTable, ident: str, kind: str, outline: Iterable[tuple[float, float]], **fields: Any) -> MordheimTable:
    if any(p.id == ident for p in t.terrain):
        raise SetupError(f"there is already a terrain piece called {ident!r}")
    return t.evolve(terrain=t.terrain + (Piece(id=ident, kind=kind, outline=tuple(outline), **fields),))


def _rect(x0: float, y0: float, x1: float, y1: float):
    return ((min(x0, x1), min(y0, y1)), (max(x0, x1), min(y0, y1)), (max(x0, x1), max(y0, y1)), (min(x0, x1), max(y0, y1)))


def _oriented_rect(cx: float, cy: float, heading: str, near: float, far: float, half_width: float):
    """A rectangle from ``near`` to ``far`` inches along the heading from (cx, cy), ``half_width`` either side."""
    dx, dy = HEADINGS[heading]
    px, py = -dy, dx
    a = (cx + dx * near, cy + dy * near)
    b = (cx + dx * far, cy + dy * far)
    return ((a[0] + px * half_width, a[1] + py * half_width), (b[0] + px * half_width, b[1] + py * half_width),
            (b[0] - px * half_width, b[1] - py * half_width), (a[0] - px * half_width, a[1] - py * half_width))


def place_from(t: MordheimTable, ident: str, other: str, gap: float, heading: str, *, enemy_of: bool,
               **fields: Any) -> MordheimTable:
    """A new warrior whose base edge is ``gap`` inches from ``other``'s, in that direction, on the table surface."""
    o = t.warrior(other)
    radius = fields.get("base_radius", 0.5)
    dx, dy = HEADINGS[heading]
    d = o.base_radius + radius + gap
    side = ("enemy" if o.side != "enemy" else "player") if enemy_of else o.side
    at = Point(x=o.position.x + dx * d, y=o.position.y + dy * d, z=0.0)
    return add_warrior(t, ident, side=side, position=at, **fields)


def add_enemy_at(t: MordheimTable, ident: str, x: float, y: float) -> MordheimTable:
    """An enemy of the first warrior on the table (of its enemies' warband if there is one), centred at (x, y)."""
    if not t.warriors:
        raise SetupError(f"set up a warrior before its enemy {ident!r}")
    own = t.warriors[0].side
    side = next((w.side for w in t.warriors if w.side != own), "enemy" if own != "enemy" else "player")
    return add_warrior(t, ident, side=side, position=Point(x=x, y=y))


def add_friend_at(t: MordheimTable, ident: str, x: float, y: float) -> MordheimTable:
    """A warrior of the first warrior's warband, centred at (x, y)."""
    if not t.warriors:
        raise SetupError(f"set up a warrior before its friend {ident!r}")
    return add_warrior(t, ident, side=t.warriors[0].side, position=Point(x=x, y=y))


def stand_on_platform(t: MordheimTable, who: str, platform: str, height: float, edge: float,
                      heading: str = "east") -> MordheimTable:
    """A platform of ``height`` under the warrior whose edge in ``heading`` is ``edge`` inches from its centre."""
    w = t.warrior(who)
    outline = _oriented_rect(w.position.x, w.position.y, heading, edge - PLATFORM_WIDTH, edge, PLATFORM_DEPTH / 2)
    t = add_piece(t, platform, "platform", outline, height=height)
    return change_warrior(t, who, position=w.position.evolve(z=height))


def piece_from(t: MordheimTable, name: str, height: float, gap: float, heading: str, of: str) -> MordheimTable:
    """Terrain ``gap`` inches from a warrior's base edge (or a platform's edge) in a direction: a wall or fence
    across the way, a barrel or boxes (a low obstacle, 1" square), a column, or else a platform of that height
    (a roof, a balcony, a tower)."""
    if any(p.id == of for p in t.terrain):
        p = t.piece(of)
        shape = p.shape()
        dx, dy = HEADINGS[heading]
        minx, miny, maxx, maxy = shape.bounds
        edge = {"east": maxx, "west": -minx, "north": maxy, "south": -miny}[heading]
        cx, cy = (maxx + minx) / 2, (maxy + miny) / 2
        start = edge - (cx * dx + cy * dy) + gap
        origin, level, half = (cx, cy), p.level if p.kind != "platform" else 0.0, (maxy - miny if dx else maxx - minx) / 2
    else:
        w = t.warrior(of)
        origin, start, level, half = (w.position.x, w.position.y), w.base_radius + gap, w.position.z, None
    base_name = name.rstrip("0123456789")
    if base_name in WALL_WORDS:
        outline = _oriented_rect(*origin, heading, start, start + WALL_THICKNESS, WALL_LENGTH / 2)
        return add_piece(t, name, "wall", outline, level=level, height=height)
    if base_name in OBSTACLE_WORDS:
        outline = _oriented_rect(*origin, heading, start, start + 1.0, 0.5)
        return add_piece(t, name, "obstacle", outline, level=level, height=height)
    if base_name == "column":
        outline = _oriented_rect(*origin, heading, start, start + 1.0, 0.5)
        return add_piece(t, name, "column", outline, level=level, height=height)
    outline = _oriented_rect(*origin, heading, start, start + PLATFORM_WIDTH, half or PLATFORM_DEPTH / 2)
    return add_piece(t, name, "platform", outline, height=height)


def ladder_up(t: MordheimTable, who: str, platform: str, height: float, heading: str = "east") -> MordheimTable:
    """A platform whose edge runs through the warrior's centre, reached by a ladder where it stands."""
    w = t.warrior(who)
    outline = _oriented_rect(w.position.x, w.position.y, heading, 0.0, PLATFORM_WIDTH, PLATFORM_DEPTH / 2)
    t = add_piece(t, platform, "platform", outline, height=height)
    ladder = _rect(w.position.x - 0.5, w.position.y - 0.5, w.position.x + 0.5, w.position.y + 0.5)
    return add_piece(t, "ladder", "ladder", ladder, level=w.position.z, height=height - w.position.z)


def ground(t: MordheimTable, kind: str, near: float, far: float, who: str, heading: str = "east") -> MordheimTable:
    """Difficult or very difficult ground from ``near`` to ``far`` inches from the warrior's centre along a heading."""
    if far <= near:
        raise SetupError(f"the ground must end further than it starts ({near:g}\" to {far:g}\")")
    w = t.warrior(who)
    n = sum(1 for p in t.terrain if p.kind == kind) + 1
    outline = _oriented_rect(w.position.x, w.position.y, heading, near, far, PLATFORM_DEPTH / 2)
    return add_piece(t, f"{kind}-{n}", kind, outline, level=w.position.z)


def door_in(t: MordheimTable, wall: str) -> MordheimTable:
    """A door through the middle of a wall (1.5" wide, on the line the models stand on)."""
    p = t.piece(wall)
    minx, miny, maxx, maxy = p.shape().bounds
    cx, cy = (minx + maxx) / 2, (miny + maxy) / 2
    if maxx - minx < maxy - miny:
        outline = _rect(minx - 0.1, cy - 0.75, maxx + 0.1, cy + 0.75)
    else:
        outline = _rect(cx - 0.75, miny - 0.1, cx + 0.75, maxy + 0.1)
    return add_piece(t, "door", "door", outline, level=p.level)
