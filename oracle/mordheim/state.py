"""The table in Mordheim: warriors, and the ruins they move through.

Distances are inches; positions are points on the table plane with a height ``z``
(the floor a model stands on).  Terrain is a list of pieces, each a polygon on the
table plane at a level:

* ``platform`` — a floor above the table (a roof, a balcony, a walkway): a model may
  stand on it at the platform's ``height``; its edges are what models jump down from,
  climb up to and leap between;
* ``wall`` — a wall, fence or barrier of a ``height`` above its ``level``; up to 1" it
  is a barrier crossed freely (and cover for hiding), higher it blocks movement and
  sight;
* ``obstacle`` — barrels, boxes and the like: a low obstacle up to 1" (ruling
  ``mordheim.movement.low-obstacles``), otherwise like a wall;
* ``column`` — blocks movement and sight, gives cover;
* ``cover`` — somewhere a model could reasonably take cover (rubble, a cart);
* ``difficult`` / ``very-difficult`` — ground that halves / quarters movement;
* ``ladder`` / ``stairs`` — open ground joining ``level`` to ``level + height``;
* ``door`` — an opening (door, hatch) through a wall: open ground.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator
from shapely.geometry import Polygon

from oracle.core.clock import Phase
from oracle.core.errors import SetupError, require  # noqa: F401  (rule modules import it from here)
from oracle.core.free import ANY_ORDER, free
from oracle.core.geometry import Point, apart, disc_at
from oracle.core.measure import EPSILON, FLOAT_NOISE, SHAPE_TOLERANCE, Coordinate, Inches
from oracle.core.numbers import MaybeWhole, Whole
from oracle.core.rulings import TEXT_NUMBERS
from oracle.core.state import SETUP, Frozen, find, replace_item, unique_on_the_table
from oracle.mordheim.ids import TERRAIN_BARRIERS

TOUCH = 1e-3
"""How close (inches) two bases, or a base and a surface, must be to count as touching."""

def barrier_height() -> float:
    """The highest wall a model jumps freely, inches (mordheim.terrain.barriers): read outside a question,
    as terrain is a property of the table."""
    return TEXT_NUMBERS.value(TERRAIN_BARRIERS, "height")


@lru_cache(maxsize=1024)
def _simple_polygon(corners: tuple[tuple[float, float], ...]) -> bool:
    """Whether the corners make a simple polygon of some area (shapely's verdict: a pure function of
    the corners, asked again for the same pieces whenever a table is read)."""
    poly = Polygon(corners)
    return poly.is_valid and poly.area > 0


PieceKind = Literal["platform", "wall", "obstacle", "column", "cover", "difficult", "very-difficult", "ladder", "stairs",
                    "door"]


@lru_cache(maxsize=4096)
def outline_shape(outline: tuple[tuple[float, float], ...]) -> Polygon:
    """A terrain piece's polygon, made once per outline."""
    return Polygon(outline)


class Piece(Frozen):
    """A piece of terrain: a polygon on the table plane, at a level, with a height."""

    id: str = Field(min_length=1)
    kind: PieceKind
    outline: tuple[tuple[Coordinate, Coordinate], ...] = Field(
        default=(), description="Corners of the polygon, in order (or give 'rect: [x, y, width, depth]')")
    level: Inches = Field(default=0.0, description="Height of the floor the piece stands on")
    height: Inches = Field(default=0.0, description="Platform: height of its floor above the table. "
                                                    "Wall, column, ladder, stairs: height above its level")

    @model_validator(mode="before")
    @classmethod
    def _rect(cls, data: Any) -> Any:
        if isinstance(data, dict) and "rect" in data:
            data = dict(data)
            rect = data.pop("rect")
            if not (isinstance(rect, (list, tuple)) and len(rect) == 4):
                raise ValueError("rect must be [x, y, width, depth]")
            x, y, w, d = (float(v) for v in rect)
            if w <= 0 or d <= 0:
                raise ValueError(f"rect width and depth must be positive, got {w} and {d}")
            data["outline"] = ((x, y), (x + w, y), (x + w, y + d), (x, y + d))
        return data

    @field_validator("outline")
    @classmethod
    def _polygon(cls, v: tuple[tuple[float, float], ...]) -> tuple[tuple[float, float], ...]:
        if len(v) < 3:
            raise ValueError("a piece needs at least 3 corners (or 'rect: [x, y, width, depth]')")
        if not _simple_polygon(v):
            raise ValueError(f"the corners {list(v)} do not make a simple polygon")
        return v

    def shape(self) -> Polygon:
        """The piece's outline as a shapely polygon: one per outline, shared (shapely geometries are
        immutable), since rule code asks for it once per sight line, route and contact it checks."""
        return outline_shape(self.outline)

    @property
    def top(self) -> float:
        """Height of the top of the piece above the table."""
        return self.height if self.kind == "platform" else self.level + self.height

    @property
    def is_barrier(self) -> bool:
        """A wall no higher than 1": jumped freely (mordheim.terrain.barriers). The height is the clause's
        number (or the run's variant's); the cached route search keys on it (:func:`geometry.shortest_path`)."""
        return self.kind in ("wall", "obstacle") and self.height <= barrier_height() + EPSILON

    @property
    def blocks_movement(self) -> bool:
        return self.kind == "column" or (self.kind in ("wall", "obstacle") and not self.is_barrier)

    @property
    def gives_cover(self) -> bool:
        return self.kind in ("wall", "obstacle", "column", "cover")


class Hit(Frozen):
    """Hits whose effect lies outside the excerpt (hook mordheim.hook.strength-hit)."""

    strength: Whole = Field(ge=0)
    clause: str


class Fall(Frozen):
    """A fall (hook mordheim.hook.falling): where from, how high, which clause caused it."""

    clause: str
    height: Inches
    hits: MaybeWhole = Field(default=None, ge=1, le=3, description="D3 result under the falling-damage ruling, if rolled")


class Warrior(Frozen):
    """A model: its characteristics, its states, and what it has done this turn."""

    id: str = Field(min_length=1)
    side: str = Field(default="player", min_length=1, description="Warband; models of other sides are enemies")
    movement: Inches = Field(default=4.0, gt=0, description="Movement (Скорость), inches")
    initiative: Whole = Field(default=3, ge=0, le=10)
    strength: MaybeWhole = Field(default=None, ge=0, le=10)
    position: Point = Point()
    base_radius: Inches = Field(default=0.5, gt=0)
    animal: bool = False
    causes_fear: bool = False
    tests_for_fear: bool = Field(default=True, description="Must test for fear against a model that causes fear")
    # states defined outside the excerpt (hook mordheim.hook.model-states)
    fleeing: bool = False
    stunned: bool = False
    knocked_down: bool = False
    hidden: bool = False
    compulsory_move: bool = Field(default=False, description="A compulsory move is due this turn")
    # this turn
    mode: Literal["none", "move", "run", "charge", "compulsory"] = "none"
    used: Inches = Field(default=0.0, description="Inches of this turn's allowance already used (under ruling "
                                                   "mordheim.terrain.cost=whole-move-halved: inches moved)")
    slowed_by: str | None = Field(
        default=None, description="Clause of the slowest ground this turn's move has crossed, under ruling "
                                  "mordheim.terrain.cost=whole-move-halved only: it halves (quarters) the whole "
                                  "move's allowance, rounded down to whole inches")
    movement_over: str | None = Field(default=None, description="Clause that ended the model's movement")
    moved: bool = Field(default=False, description="Has left the place where it stood at the start of this turn's "
                                                  "Movement phase (a jump down, which costs no movement, included)")
    climbed: bool = False
    leapt: bool = False
    declared_charge: str | None = Field(default=None, description="Target of a declared charge not yet moved")
    declared_also: tuple[str, ...] = Field(
        default=(), description="Other enemies named in that declaration (rule mordheim.charging-several.touching)")
    stood_at_declaration: Point | None = Field(
        default=None, description="Where the model stood when this turn's charges were declared, if a charge moved it since (an interceptor)")
    hidden_at_declaration: bool = Field(
        default=False, description="Hidden when this turn's charges were declared, and found by a model's move since "
                                   "(ruling mordheim.running.check-moment=at-declaration still counts it as hidden)")
    charged: bool = False
    failed_charge: bool = False
    charge_forbidden: str | None = Field(default=None, description="Clause that forbids a charge this turn")
    counts_as_charger: bool = False
    no_shooting: str | None = Field(default=None, description="Clause that forbids shooting this turn")
    shot: bool = False
    cast: bool = False
    first_round: tuple[str, ...] = Field(default=(), description="Modifiers for the first round of close combat")
    fear_tests: tuple[str, ...] = Field(default=(), description="Fear tests taken, with their given results")
    falls: tuple[Fall, ...] = ()
    hits: tuple[Hit, ...] = ()

    @property
    def counts_for_running(self) -> bool:
        return not (self.fleeing or self.stunned or self.knocked_down or self.hidden)

    def shape(self):
        return disc_at(self.position.x, self.position.y, self.base_radius)

    def moved_once_at(self, at: Point) -> bool:
        """``moved`` for the model set at ``at``: it has left where it stood at the start of the Movement phase once
        it stands anywhere else (rule mordheim.climbing.contact)."""
        return self.moved or at != self.position


class MordheimTable(Frozen):
    """Everything on the table that the rules read."""

    warriors: tuple[Warrior, ...] = Field(default=(), **free(ANY_ORDER, "which warriors are on the table, not the order they are listed in"))
    terrain: tuple[Piece, ...] = ()
    turn: Whole = Field(default=1, ge=1, description="The clock: the turn being played")
    phase: Phase = Field(default="movement", description="The clock: the phase of the turn being played "
                                                         "(передвижения, стрельбы, рукопашного боя)")
    engagements: tuple[tuple[str, str], ...] = Field(default=(), description="Pairs of warriors in close combat",
                                                     **free(ANY_ORDER, "who is in combat with whom: pairs in any order, each pair either way round"))

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> "MordheimTable":
        setting_up = bool(info.context and info.context.get(SETUP))
        ids = [m.id for m in (*self.warriors, *self.terrain)]
        unique_on_the_table(ids)
        names = {w.id for w in self.warriors}
        for a, b in self.engagements:
            for who in (a, b):
                if who not in names:
                    raise ValueError(f"engagement ({a}, {b}): {who!r} is not a warrior on the table")
        for w in self.warriors:
            if w.position.z > EPSILON and not any(
                p.kind == "platform" and abs(p.height - w.position.z) < SHAPE_TOLERANCE and p.shape().buffer(SHAPE_TOLERANCE).covers(w.position.shape())
                for p in self.terrain
            ) and not any(p.kind in ("ladder", "stairs") and p.shape().buffer(SHAPE_TOLERANCE).covers(w.position.shape()) for p in self.terrain):
                raise ValueError(
                    f"warrior {w.id} stands at height {w.position.z:g}\" at ({w.position.x:g}, {w.position.y:g}) "
                    f"but no platform of that height is there")
            # a setup only (oracle.core.state.validate_setup): a table an engine returns is judged by the scenario's
            # outcomes, where a base left on a piece is a difference the run reports, not a table it cannot read
            under = setting_up and self.pieces_under_base(w.position.x, w.position.y, w.position.z, w.base_radius)
            if under:
                p = under[0]
                raise ValueError(
                    f"warrior {w.id} is set up at ({w.position.x:g}, {w.position.y:g}) with its base on {p.id} "
                    f"({p.kind}, {p.height:g}\" high): no base stands on a wall, fence, obstacle or column, it is gone "
                    f"round or jumped over (mordheim.terrain.barriers); set the warrior up clear of it, on one side")
        if setting_up:  # two bases over each other: a table no model can be set up on, which a run answered
            for i, a in enumerate(self.warriors):
                for b in self.warriors[i + 1:]:
                    if bases_overlap(a.position, a.base_radius, b):
                        apart = a.position.shape().distance(b.position.shape())
                        raise ValueError(
                            f"warrior {b.id} is set up at ({b.position.x:g}, {b.position.y:g}) with its base over "
                            f"{a.id}'s at ({a.position.x:g}, {a.position.y:g}): their centres are {apart:g}\" apart, "
                            f"less than their bases' radii together ({a.base_radius + b.base_radius:g}\"); set it up beside, "
                            f"its base touching at most")
        return self

    def bases_under(self, mover: str, x: float, y: float, z: float, radius: float) -> list[Warrior]:
        """The models other than ``mover`` whose bases a base of ``radius`` centred at (x, y) on level z would
        stand over (:func:`bases_overlap`): no table holds two bases over each other, so no setup puts one there
        and no move, charge, failed charge or interception ends there."""
        return [w for w in self.warriors if w.id != mover and _base_over(x, y, z, radius, w)]

    def kept_off(self, z: float) -> list[Piece]:
        """The walls, fences, obstacles and columns on level z: no base stands on one (:meth:`pieces_under_base`)."""
        return [p for p in self.terrain if (p.is_barrier or p.blocks_movement) and abs(p.level - z) <= SHAPE_TOLERANCE]

    def doorways(self, z: float) -> list[Polygon]:
        """The outlines of the doors on level z: open ground through a wall."""
        return [d.shape() for d in self.terrain if d.kind == "door" and abs(d.level - z) <= SHAPE_TOLERANCE]

    def pieces_under_base(self, x: float, y: float, z: float, radius: float) -> list[Piece]:
        """Walls, fences, obstacles and columns on level z that a base of ``radius`` centred at (x, y) would stand
        on: a model is jumped over a low wall (mordheim.terrain.barriers) and kept apart from a model beyond it
        (mordheim.charging.low-wall), so no base rests on one; a doorway is open ground. A table that sets a
        model up so is refused as a setup error (bad input, no move of the game puts it there)."""
        near = []
        for p in self.kept_off(z):  # the pieces whose bounds reach the base's square: most tables have none
            left, bottom, right, top = p.shape().bounds
            if left < x + radius and right > x - radius and bottom < y + radius and top > y - radius:
                near.append(p)
        if not near:
            return []
        base = disc_at(x, y, radius)
        doors = self.doorways(z)
        out = []
        for p in near:
            under = base.intersection(p.shape())
            for d in doors:
                under = under.difference(d)
            if under.area > FLOAT_NOISE:
                out.append(p)
        return out

    # --- lookups ----------------------------------------------------------------
    def warrior(self, ident: str) -> Warrior:
        return find(self.warriors, ident, "warrior")

    def piece(self, ident: str) -> Piece:
        return find(self.terrain, ident, "terrain piece")

    def enemies_of(self, w: Warrior) -> list[Warrior]:
        return [o for o in self.warriors if o.side != w.side]

    def engaged(self, ident: str) -> bool:
        return any(ident in pair for pair in self.engagements)

    def engaged_with(self, ident: str) -> set[str]:
        return {b if a == ident else a for a, b in self.engagements if ident in (a, b)}

    # --- changes ----------------------------------------------------------------
    def with_warrior(self, w: Warrior) -> "MordheimTable":
        return self.evolve(warriors=replace_item(self.warriors, w))

    def engage(self, a: str, b: str) -> "MordheimTable":
        pair = tuple(sorted((a, b)))
        if pair in self.engagements:
            return self
        return self.evolve(engagements=tuple(sorted((*self.engagements, pair))))


def bases_overlap(at: Point, radius: float, other: Warrior) -> bool:
    """Whether a base of ``radius`` centred at ``at`` stands over ``other``'s: on the same level, their centres
    nearer than their radii together (bases touching, within :data:`TOUCH`, do not overlap)."""
    return _base_over(at.x, at.y, at.z, radius, other)


def _base_over(x: float, y: float, z: float, radius: float, other: Warrior) -> bool:
    """:func:`bases_overlap` for a base centred at (x, y) on level z, with no point built (:func:`apart`, what GEOS
    gives for two points): the end of a move is asked on every dice path."""
    p = other.position
    return abs(z - p.z) <= SHAPE_TOLERANCE and apart(x, y, p.x, p.y) < radius + other.base_radius - TOUCH


def setup_error(message: str) -> SetupError:
    return SetupError(message)
