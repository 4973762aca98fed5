"""The table in Legends of the Old West: fighters, mounts, obstacles and raised ground.

Distances are inches.  A fighter's progress through the turn is kept as the *share* of
his move already used (0 to 1), because the rules convert movement between foot and
saddle "in proportion" (dismounting, Saddle Up!).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from oracle.core.clock import Phase
from oracle.core.errors import NotOnTable, SetupError, require  # noqa: F401  (rule modules import it from here)
from oracle.core.free import ANY_ORDER, BASE_CONTACT, free
from oracle.core.geometry import Point
from oracle.core.measure import Coordinate, Inches
from oracle.core.numbers import MaybeWhole, Number, Whole
from oracle.core.state import Frozen, find, replace_item, unique_on_the_table

Side = Literal["player", "enemy"]


class Hit(Frozen):
    """A hit whose effect lies outside the excerpt (hook ``lotow.hook.strength-hit``)."""

    strength: Whole = Field(ge=1, le=10)
    clause: str = Field(description="The clause that caused the hit.")


class Fall(Frozen):
    """A fall whose damage lies outside the excerpt (hook ``lotow.hook.falling-damage``)."""

    height: Inches
    clause: str = Field(description="The clause that caused the fall.")


class Fighter(Frozen):
    """A model on foot or in the saddle.  Whether he rides is read from the mounts."""

    id: str = Field(min_length=1)
    side: Side = "player"
    move: Inches = Field(default=6.0, gt=0, description="Move on foot, inches")
    fight: MaybeWhole = Field(default=None, ge=0)
    strength: MaybeWhole = Field(default=None, ge=0)
    courage: MaybeWhole = Field(default=None, ge=0)
    position: Point = Field(default=Point(), **free(
        BASE_CONTACT, "where a rule puts him beside his mount (thrown, dismounted), only that his base touches "
        "the mount's base; elsewhere the exact point", against=("mounts",)))
    base_radius: Inches = 0.5
    eye_height: Inches = Field(default=1.0, description="Height of the fighter's eyes when standing on foot, inches")
    posture: Literal["standing", "prone"] = "standing"
    move_used: Number = Field(default=0.0, ge=0, le=1, description="Share of this turn's move already used")
    moved_on_foot: Inches = Field(default=0.0, description="Inches covered on foot this turn: the distance, "
                                                           "not what it cost of his move")
    stopped_by: str | None = Field(default=None, description="Clause that ended this fighter's movement this turn")
    turn_over_by: str | None = Field(default=None, description="Clause after which he may do nothing more this turn")
    thrown: bool = Field(default=False, description="Rolled on the Thrown Riders table this turn")
    engaged: bool = Field(default=False, description="In close combat")
    has_foot_model: bool = Field(default=True, description="The player has a model on foot for this fighter")
    alive: bool = True
    hits: tuple[Hit, ...] = ()
    falls: tuple[Fall, ...] = ()
    # --- on foot: lying down, cover, charges across obstacles, climbing (oracle.lotow.prone and after)
    behind_cover: bool = Field(default=False, description="Lies or stands behind cover")
    crawled: Inches = Field(default=0.0, description="Inches crawled while prone this turn")
    engaged_with: tuple[str, ...] = Field(default=(), description="The enemies he is engaged with",
                                          **free(ANY_ORDER, "who he is engaged with, not in what order"))
    fight_in_combat: MaybeWhole = Field(default=None, ge=0, description="Fight value a rule imposes in the coming combat")
    may_fall_by: str | None = Field(default=None, description="Clause under which he may fall if he does not win his fight")
    charge_barred_by: str | None = Field(default=None, description="Clause that forbids him to charge this turn")
    tests_due: tuple[str, ...] = Field(default=(), description="Hooks of tests he must take that lie outside the excerpt")
    shot_from: tuple[Point, ...] = Field(default=(), description="Where he has shot from while hidden, first to last")


class Mount(Frozen):
    """A horse or a mule, with its rider and passenger (fighter ids), if any."""

    id: str = Field(min_length=1)
    kind: Literal["horse", "mule"]
    side: Side = "player"
    move: Inches = Field(gt=0, description="The mount's Move, inches; a mount must be able to move")
    owner: str | None = Field(default=None, description="The fighter whose mount this is")
    rider: str | None = None
    passenger: str | None = None
    last_rider: str | None = Field(default=None, description="The fighter who last got off it as its rider "
                                                              "(lotow.mounted.loose.when: its dismounted rider); "
                                                              "none on the table yet: its owner")
    position: Point = Point()
    base_radius: Inches = 1.0
    rider_eye_height: Inches = Field(default=2.5, description="Height of the rider's eyes in the saddle, inches")
    head_height: Inches = Field(default=2.0, description="Height of the mount's head, inches")
    tied: bool = False
    held_by: str | None = None
    loose: bool = False
    alive: bool = True
    removed: bool = Field(default=False, description="Taken off the table with its killed rider")
    move_used: Number = Field(default=0.0, ge=0, le=1, description="The share of its Move ridden this turn by riders "
                                                                  "who have got off it (ruling lotow.mounted.mount-move)")
    crossed: tuple[str, ...] = Field(default=(), description="Obstacles crossed this turn")
    refused: tuple[str, ...] = Field(default=(), description="Obstacles it refused to jump this turn")
    hits: tuple[Hit, ...] = ()


class Obstacle(Frozen):
    """Something in a mounted model's way: a barrier, a gap, a door, a ladder, a rope, a climb."""

    id: str = Field(min_length=1)
    kind: Literal["barrier", "gap", "door", "ladder", "rope", "climb"]
    height: Inches = 0.0
    width: Inches = 0.0
    door: Literal["ordinary", "swing"] | None = Field(default=None, description="For doors: an ordinary door or saloon swing doors")
    line: tuple[Point, Point] | None = Field(default=None, description="Where it runs on the table: its centre line, end to end")
    can_tie: bool = Field(default=False, description="Suitable to tie a mount to (a fence, a hitching rail)")
    position: Point = Point()

    @model_validator(mode="after")
    def _door_kind(self) -> "Obstacle":
        if self.kind == "door" and self.door is None:
            raise ValueError("a door must say whether it is 'ordinary' or 'swing'")
        if self.kind != "door" and self.door is not None:
            raise ValueError(f"only a door has a door type, not a {self.kind}")
        if self.kind == "gap" and self.height > 0:
            raise ValueError("a gap is measured by its width alone (\"канавы шириной\", \"расщелина шире\"): give it "
                             "no height, or make it a barrier")
        return self


class Platform(Frozen):
    """Raised ground a fighter can stand on (a balcony, a roof, a rock): a footprint and a height."""

    id: str = Field(min_length=1)
    x: Coordinate
    y: Coordinate
    width: Inches = Field(gt=0)
    depth: Inches = Field(gt=0)
    height: Inches


class View(Frozen):
    """How much of a model an enemy can see, as the players judge it on the table."""

    viewer: str
    target: str
    view: Literal["hidden", "partly", "visible"]


class Sighting(Frozen):
    """Whether a viewer sees a target, settled by a rule of the excerpt (a spotting roll, a shot)."""

    viewer: str
    target: str
    seen: bool
    clause: str = Field(description="The clause that settled it")
    lasting: bool = Field(default=False, description="Holds in later turns too")


class LotowTable(Frozen):
    """Everything on the table that the rules read."""

    fighters: tuple[Fighter, ...] = Field(default=(), **free(ANY_ORDER, "which fighters are on the table, not the order they are listed in"))
    mounts: tuple[Mount, ...] = Field(default=(), **free(ANY_ORDER, "which mounts are on the table, not the order they are listed in"))
    obstacles: tuple[Obstacle, ...] = ()
    platforms: tuple[Platform, ...] = ()
    optional_rules: tuple[Literal["loose-mounts"], ...] = Field(default=(), description="Optional rules the players agreed to use")
    remove_mount_with_rider: bool = Field(default=False, description="Agreed before the game: a killed rider's mount leaves with him")
    priority: Side | None = Field(default="player", description="The side that won priority this turn; none while "
                                                                "the turn's roll for it (the base rules') is not given")
    turn: Whole = Field(default=1, ge=1, description="The clock: the turn being played")
    phase: Phase = Field(default="movement", description="The clock: the phase of the turn being played "
                                                         "(Движения, Стрельбы, Ближнего Боя)")
    views: tuple[View, ...] = Field(default=(), description="What each enemy can see of a model")
    sightings: tuple[Sighting, ...] = ()
    control_zone_reach: Inches = Field(default=1.0, description="How far a control zone reaches from the base (ruling lotow.obstacles.control-zone-reach)")

    @model_validator(mode="after")
    def _consistent(self) -> "LotowTable":
        ids = [m.id for m in (*self.fighters, *self.mounts, *self.obstacles, *self.platforms)]
        unique_on_the_table(ids)
        fighters = {f.id for f in self.fighters}
        seats: dict[str, str] = {}
        for m in self.mounts:
            for role in ("rider", "passenger", "owner", "held_by", "last_rider"):
                who = getattr(m, role)
                if who is not None and who not in fighters:
                    raise ValueError(f"mount {m.id}: {role} {who!r} is not a fighter on the table")
            for role in ("rider", "passenger"):
                who = getattr(m, role)
                if who is not None:
                    if who in seats:
                        raise ValueError(f"fighter {who} sits on two mounts ({seats[who]} and {m.id})")
                    seats[who] = m.id
            if m.passenger and not m.rider:
                raise ValueError(f"mount {m.id}: a passenger needs a rider in front of him")
        return self

    @model_validator(mode="after")
    def _views_name_fighters(self) -> "LotowTable":
        fighters = {f.id for f in self.fighters}
        for kind, items in (("view", self.views), ("sighting", self.sightings)):
            for i, v in enumerate(items):
                for role in ("viewer", "target"):
                    who = getattr(v, role)
                    if who not in fighters:
                        raise ValueError(f"{kind}s[{i}]: {role} {who!r} is not a fighter on the table")
                if v.viewer == v.target:
                    raise ValueError(f"{kind}s[{i}]: {v.viewer} cannot look at himself")
        return self

    # --- lookups ----------------------------------------------------------------
    def fighter(self, ident: str) -> Fighter:
        return find(self.fighters, ident, "fighter")

    def mount(self, ident: str) -> Mount:
        return find(self.mounts, ident, "mount")

    def obstacle(self, ident: str) -> Obstacle:
        return find(self.obstacles, ident, "obstacle")

    def platform(self, ident: str) -> Platform:
        return find(self.platforms, ident, "platform")

    def fighter_or_mount(self, ident: str) -> Fighter | Mount:
        """The fighter or the mount of that id (a target may be either)."""
        for item in (*self.fighters, *self.mounts):
            if item.id == ident:
                return item
        known = ", ".join(i.id for i in (*self.fighters, *self.mounts)) or "none"
        raise NotOnTable(f"no fighter or mount called {ident!r} on the table (there are: {known})", ident)

    def mount_of(self, fighter_id: str) -> Mount | None:
        """The mount a fighter sits on, as rider or passenger."""
        for m in self.mounts:
            if fighter_id in (m.rider, m.passenger):
                return m
        return None

    def seat_of(self, fighter_id: str) -> Literal["rider", "passenger"] | None:
        m = self.mount_of(fighter_id)
        if m is None:
            return None
        return "rider" if m.rider == fighter_id else "passenger"

    def uses(self, optional_rule: str) -> bool:
        return optional_rule in self.optional_rules

    # --- changes ----------------------------------------------------------------
    def with_fighter(self, fighter: Fighter) -> "LotowTable":
        return self.evolve(fighters=replace_item(self.fighters, fighter))

    def with_mount(self, mount: Mount) -> "LotowTable":
        return self.evolve(mounts=replace_item(self.mounts, mount))

    def with_mount_and_fighters(self, mount: Mount, *fighters: Fighter) -> "LotowTable":
        """:meth:`with_mount` and :meth:`with_fighter` for each of ``fighters``, as one copy of the table."""
        if not fighters:
            return self.with_mount(mount)
        kept = self.fighters
        for fighter in fighters:
            kept = replace_item(kept, fighter)
        return self.evolve(mounts=replace_item(self.mounts, mount), fighters=kept)


def known(table: LotowTable, ident: str) -> None:
    if ident not in {x.id for x in (*table.fighters, *table.mounts)}:
        raise NotOnTable(f"no model called {ident!r} on the table", ident)
