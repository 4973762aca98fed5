"""Building tables for the rules on foot (lying down, spotting, obstacles, levels).

Conventions, so that the players' words are enough: an obstacle runs north-south along
x = 0 (24" long); the fighter behind it stands on the east side, the enemies beyond it
on the west.  Raised ground (a balcony, a wall top, a cliff) covers x from -4" to 0 and y
from -6" to 6", its edge along x = 0; climbers stand at its foot on the east.  Enemies
placed "from" a fighter stand on a circle around him, each new one 40 degrees further on.
Base radii are 0.5" (25 mm bases); characteristics are setup values, not rules.
"""

from __future__ import annotations

from typing import Any

import math

from oracle.core.errors import SetupError
from oracle.core.geometry import Point
from oracle.lotow.setups import add_fighter, add_obstacle, change_fighter
from oracle.lotow.state import LotowTable, Platform, View

OBSTACLE_HALF_LENGTH = 12.0
LEVEL = dict(x=-4.0, y=-6.0, width=4.0, depth=12.0)


def enemy(t: LotowTable, ident: str, **fields: Any) -> LotowTable:
    fields.setdefault("position", Point(x=30.0 + 2.0 * len(t.fighters), y=30.0))
    return add_fighter(t, ident, side="enemy", **fields)


def enemy_from(t: LotowTable, ident: str, target: str, gap: float) -> LotowTable:
    """An enemy whose base edge is ``gap`` inches from the target's, at the next free bearing."""
    f = t.fighter(target)
    k = sum(1 for x in t.fighters if x.side != f.side)
    angle = math.radians(40.0 * k)
    r = f.base_radius + 0.5 + gap
    at = Point(x=f.position.x + r * math.cos(angle), y=f.position.y + r * math.sin(angle))
    return enemy(t, ident, position=at)


def lies_prone(t: LotowTable, who: str, behind_cover: bool = False) -> LotowTable:
    return change_fighter(t, who, posture="prone", behind_cover=behind_cover)


def view(t: LotowTable, viewer: str, target: str, how: str) -> LotowTable:
    t.fighter(viewer), t.fighter(target)
    rest = tuple(v for v in t.views if (v.viewer, v.target) != (viewer, target))
    return t.evolve(views=rest + (View(viewer=viewer, target=target, view=how),))


def obstacle_with_defender(t: LotowTable, name: str, width: float, defender: str, gap: float = 0.0,
                           height: float = 2.0) -> LotowTable:
    """An obstacle along x = 0 and a fighter on its east side, his base ``gap`` from it; 2" high unless said, higher
    than the 1½" models on foot ignore (lotow.mounted.obstacles.small-on-foot), so that crossing it is a jump."""
    line = (Point(x=0.0, y=-OBSTACLE_HALF_LENGTH), Point(x=0.0, y=OBSTACLE_HALF_LENGTH))
    t = add_obstacle(t, name, "barrier", height=height, width=width, line=line)
    if defender in {f.id for f in t.fighters}:
        f = t.fighter(defender)
        return change_fighter(t, defender, position=Point(x=width / 2 + gap + f.base_radius, y=0.0))
    return add_fighter(t, defender, position=Point(x=width / 2 + gap + 0.5, y=0.0))


def obstacle_behind(t: LotowTable, name: str, width: float, who: str, gap: float, height: float = 1.0) -> LotowTable:
    """An obstacle parallel to x = 0 on the fighter's east, ``gap`` inches from his base."""
    f = t.fighter(who)
    x = f.position.x + f.base_radius + gap + width / 2
    line = (Point(x=x, y=-OBSTACLE_HALF_LENGTH), Point(x=x, y=OBSTACLE_HALF_LENGTH))
    return add_obstacle(t, name, "barrier", height=height, width=width, line=line)


def enemy_beyond(t: LotowTable, ident: str, obstacle: str, gap: float, north: float = 0.0) -> LotowTable:
    """An enemy on the west side of the obstacle, his base ``gap`` from it, ``north`` inches along it."""
    o = t.obstacle(obstacle)
    return enemy(t, ident, position=Point(x=-(o.width / 2 + gap + 0.5), y=north))


def level(t: LotowTable, ident: str, height: float) -> LotowTable:
    if height <= 0:
        raise SetupError(f"{ident} must be higher than the table ({height:g}\")")
    return t.evolve(platforms=t.platforms + (Platform(id=ident, height=height, **LEVEL),))


def enemy_on_level(t: LotowTable, ident: str, platform: str, back: float, north: float = 0.0) -> LotowTable:
    """An enemy on top of the raised ground, his base ``back`` inches from its edge."""
    p = t.platform(platform)
    if not -LEVEL["depth"] / 2 <= north <= LEVEL["depth"] / 2 or back + 1.0 > LEVEL["width"]:
        raise SetupError(f"{ident} would not stand on {platform}")
    return enemy(t, ident, position=Point(x=-(back + 0.5), y=north, z=p.height))


def at_the_foot(t: LotowTable, ident: str, platform: str, north: float = 0.0) -> LotowTable:
    """A fighter on the ground with his base against the raised ground's edge."""
    t.platform(platform)
    return add_fighter(t, ident, position=Point(x=0.5, y=north))


def close_to(t: LotowTable, who: str, target: str, gap: float) -> LotowTable:
    """Move a fighter straight towards (or away from) another until their bases are ``gap`` apart."""
    f, g = t.fighter(who), t.fighter(target)
    dx, dy = f.position.x - g.position.x, f.position.y - g.position.y
    d = math.hypot(dx, dy) or 1.0
    r = g.base_radius + f.base_radius + gap
    return change_fighter(t, who, position=Point(x=g.position.x + dx / d * r, y=g.position.y + dy / d * r,
                                                 z=f.position.z))
