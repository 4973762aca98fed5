"""The table in the WWII game: units of soldiers, heavy weapons, cavalry models, motorcycles.

Distances are centimetres.  The enemy that shoots stands at the table origin (0, 0);
a model's distance from it is measured by :func:`measured`, as ruling
``ww2.infantry-wounds.distance`` says.  Who sees whom is not computed (hook
``ww2.hook.line-of-sight``): each model carries a ``seen`` flag from the setup.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from oracle.core.clock import PHASES, Phase, in_phase  # noqa: F401  (the turn's phases, shared)
from oracle.core.errors import HookBoundary, NotOnTable, SetupError, require  # noqa: F401  (rule modules import it from here)
from oracle.core.free import ANY_ORDER, free
from oracle.core.geometry import Point, distance, within
from oracle.core.measure import EPSILON, Centimetres
from oracle.core.numbers import MaybeWhole, Whole
from oracle.core.resolve import Context
from oracle.core.state import Frozen, find, replace_item, unique_on_the_table
from oracle.ww2.ids import (
    CAVALRY_WOUNDS_RIDERLESS_FLEE, CAVALRY_WOUNDS_RIDERLESS_STOP, DASH_AFTERBURNER_DECLARATION,
    DASH_AFTERBURNER_ROLL_3_6, DASH_DECLARATION, HOOK_DICE, HOOK_SHOOTING,
    MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, RULING_DASH_AFTERBURNER_RANGE, RULING_DASH_KUBIK_D6,
    RULING_INFANTRY_WOUNDS_DISTANCE, RULING_INFANTRY_WOUNDS_ELIGIBILITY, RULING_INFANTRY_WOUNDS_HIT_IS_WOUND,
    RULING_INFANTRY_WOUNDS_SOLDIER_SAVES, RULING_INFANTRY_WOUNDS_VOLLEY_PHASE,
)

UnitKind = Literal["infantry", "heavy-gun", "cavalry", "vehicle", "motorcycles", "aircraft"]
ORIGIN = Point()


class Soldier(Frozen):
    """An infantryman, a gunner, or a motorcycle rider (one wound)."""

    id: str = Field(min_length=1)
    position: Point = Point()
    base_radius: Centimetres = 1.0
    seen: bool = Field(default=True, description="Seen by the shooting enemy (hook ww2.hook.line-of-sight)")
    can_shoot: bool = True
    alive: bool = True
    prone: bool = False
    prone_bonus_from_turn: MaybeWhole = Field(default=None, ge=1, description="Turn from which the prone bonus counts")
    body_armour_save: MaybeWhole = Field(default=None, ge=2, le=6, description=(
        "Body-armour save N+ (hook ww2.hook.body-armour), against trampling and, as ruling "
        "ww2.infantry-wounds.soldier-saves reads it, against the hits of shooting"))
    wounds: Whole = Field(default=0, ge=0, description="Wounds taken (one kills)")


class HeavyWeapon(Frozen):
    """A heavy weapon of an infantry unit (a heavy machine gun) and its crew."""

    id: str = Field(min_length=1)
    position: Point = Point()
    seen: bool = Field(default=True, description=(
        "The gun itself seen by the shooting enemy (hook ww2.hook.line-of-sight); its crew are seen or not each on his own"))
    crew: tuple[str, ...] = Field(default=(), description="Soldier ids of the crew")
    intact: bool = True
    special_hits: Whole = Field(default=0, ge=0, description="Pending hits from special weapons (hook ww2.hook.special-weapons)")
    hits_scored: Whole = Field(default=0, ge=0, description="Hits the gun scored in its last burst")
    recrewed_turn: MaybeWhole = Field(default=None, ge=1, description="Turn in which a new crew took the gun over")
    crew_lost_turn: MaybeWhole = Field(default=None, ge=1, description="Turn in which the last of its gunners to die was killed")
    fired_turn: MaybeWhole = Field(default=None, ge=1, description="Turn in whose shooting phase the gun last fired")


class CavalryModel(Frozen):
    """A rider and his mount: one wound for the rider, two for the mount."""

    id: str = Field(min_length=1)
    position: Point = Point()
    base_radius: Centimetres = 2.0
    seen: bool = True
    veteran: bool = Field(default=False, description="The rider has the special rule «Опытный Наездник»")
    save: MaybeWhole = Field(default=None, ge=2, le=6, description="Save N+ of the pair (hook ww2.hook.saves)")
    body_armour_save: MaybeWhole = Field(default=None, ge=2, le=6, description=(
        "Body-armour save N+ against trampling (hook ww2.hook.body-armour); whether it covers a wound on the mount: "
        "ruling ww2.cavalry-wounds.trample-armour; against the hits of shooting, one of the pair's saves as ruling "
        "ww2.infantry-wounds.soldier-saves reads it"))
    rider_wounds: Whole = Field(default=0, ge=0, le=1)
    mount_wounds: Whole = Field(default=0, ge=0, le=2)
    lost_hits: Whole = Field(default=0, ge=0, description="Hits that burned on this model")
    allocated: Whole = Field(default=0, ge=0, description="Hits allocated to it by the last shooting")

    @property
    def rider_alive(self) -> bool:
        return self.rider_wounds < 1

    @property
    def mount_alive(self) -> bool:
        return self.mount_wounds < 2

    @property
    def dead(self) -> bool:
        return not self.rider_alive and not self.mount_alive


class Bike(Frozen):
    """A motorcycle with a driver's and a gunner's seat."""

    id: str = Field(min_length=1)
    position: Point = Point()
    base_radius: Centimetres = 2.0
    seen: bool = True
    driver: str | None = None
    gunner: str | None = None
    destroyed: bool = False
    left_behind: bool = False
    armour_piercing_hits: Whole = Field(default=0, ge=0, description="Pending vehicle damage (hook ww2.hook.vehicle-damage)")
    lost_hits: Whole = Field(default=0, ge=0)
    allocated: Whole = Field(default=0, ge=0, description="Hits allocated to it by the last shooting")

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(s for s in (self.driver, self.gunner) if s is not None)


class Unit(Frozen):
    id: str = Field(min_length=1)
    kind: UnitKind
    side: Literal["player", "enemy"] = "player"
    soldiers: tuple[Soldier, ...] = ()
    weapons: tuple[HeavyWeapon, ...] = ()
    cavalry: tuple[CavalryModel, ...] = ()
    bikes: tuple[Bike, ...] = ()
    move: Centimetres = Field(default=0.0, description=(
        "Ordinary move this turn, cm, from the unit's profile (hook ww2.hook.movement); 0 means not given: no "
        "distance is checked against it, and the move left and the remount's 15 cm cannot be read from it"))
    move_used: Centimetres = 0.0
    foot_moved: Centimetres = Field(default=0.0, description=(
        "Ground a motorcycle squadron covered this turn with a rider on foot, against the 15 cm pace "
        "(ww2.motorcycle-wounds.dismounted-speed); move_used counts it too, with the remount's 15 cm"))
    boosted_engines: bool = Field(default=False, description="Aircraft able to use the afterburner")
    riders_at_start: MaybeWhole = Field(default=None, ge=0, description="Riders the squadron started with")
    riders_dismounted: bool = Field(default=False, description="The squadron's riders dismounted to fight as infantry")
    remount_paid_turn: MaybeWhole = Field(default=None, ge=1, description="Turn in which the squadron paid the 15 cm remount cost")
    formed_from: str | None = Field(default=None, description="Unit whose survivors formed this one")
    # the turn's record
    shot: bool = False
    dashed: bool = False
    dash_allowance: Centimetres | None = None
    dash_moved: Centimetres | None = None
    afterburner: Literal["ready", "failed", "used", "unused"] | None = Field(default=None, description=(
        "ready: succeeded, move to come; used: moved on it (or it failed and the move was made); "
        "unused: succeeded, but the flight of its movement phase so far (move_used) is too short to count as "
        "the afterburner's"))
    afterburner_turn: MaybeWhole = Field(default=None, ge=1, description="Turn in which the afterburner was tried")
    afterburner_move: Centimetres | None = None
    afterburner_saves: bool = False
    no_charge_in_turn: MaybeWhole = Field(default=None, ge=1, description="Turn whose close-combat phase forbids charges and rams")
    aircraft_hits: Whole = Field(default=0, ge=0)
    # riderless mounts
    retreating: bool = False
    retreat_moved: bool = False
    stop_tried_by: tuple[str, ...] = Field(default=(), description=(
        "Units that have taken the rally test to stop these riderless mounts since they last moved or dashed"))
    stopped: bool = False
    left_table: bool = False
    charged: bool = False
    lost_wounds: Whole = Field(default=0, ge=0, description="Wounds lost for want of eligible models")
    shot_at_by: tuple[str, ...] = Field(default=(), description="Enemy units that shot at this unit this turn")

    def soldier(self, ident: str) -> Soldier:
        return find(self.soldiers, ident, f"soldier of unit {self.id}")

    def weapon(self, ident: str) -> HeavyWeapon:
        return find(self.weapons, ident, f"heavy weapon of unit {self.id}")

    def model(self, ident: str) -> CavalryModel:
        return find(self.cavalry, ident, f"cavalry model of unit {self.id}")

    def bike(self, ident: str) -> Bike:
        return find(self.bikes, ident, f"motorcycle of unit {self.id}")

    def with_soldier(self, s: Soldier) -> "Unit":
        return self.evolve(soldiers=replace_item(self.soldiers, s))

    def with_weapon(self, w: HeavyWeapon) -> "Unit":
        return self.evolve(weapons=replace_item(self.weapons, w))

    def with_model(self, m: CavalryModel) -> "Unit":
        return self.evolve(cavalry=replace_item(self.cavalry, m))

    def with_bike(self, b: Bike) -> "Unit":
        return self.evolve(bikes=replace_item(self.bikes, b))

    def living(self) -> tuple[Soldier, ...]:
        return tuple(s for s in self.soldiers if s.alive)

    def seated(self) -> set[str]:
        return {s for b in self.bikes if not b.destroyed and not b.left_behind for s in b.seats}

    def riders_on_foot(self) -> tuple[Soldier, ...]:
        """Living riders of a squadron with no seat on a bike."""
        if self.kind != "motorcycles":
            return ()
        seated = self.seated()
        return tuple(s for s in self.living() if s.id not in seated)

    def usable_bikes(self) -> tuple[Bike, ...]:
        return tuple(b for b in self.bikes if not b.destroyed and not b.left_behind)

    def on_the_table(self) -> bool:
        """Whether anyone of the unit is left on the table to act: not fled off it (riderless mounts), and, for a
        unit of soldiers, riders or cavalry models, one of them living (a mount counts; a crewless bike does not; a
        heavy gun given its crew as soldiers is a unit of soldiers, one given none has nobody to lose)."""
        if self.left_table:
            return False
        if self.kind in ("infantry", "motorcycles") or (self.kind == "heavy-gun" and self.soldiers):  # a gun's crew
            return any(s.alive for s in self.soldiers)
        if self.kind == "cavalry":
            return any(m.rider_alive or m.mount_alive for m in self.cavalry)
        return True


class Ww2Table(Frozen):
    units: tuple[Unit, ...] = Field(default=(), **free(ANY_ORDER, "which units are on the table, not the order they are listed in"))
    turn: Whole = Field(default=1, ge=1, description="The clock: the turn being played")
    phase: Phase = Field(default="shooting", description="The clock: the phase of the turn being played")

    def ids(self) -> list[str]:
        """Every id on the table: the units, then their soldiers, weapons, cavalry models and bikes."""
        return [u.id for u in self.units] + [x.id for u in self.units for x in (*u.soldiers, *u.weapons, *u.cavalry, *u.bikes)]

    @model_validator(mode="after")
    def _consistent(self) -> "Ww2Table":
        ids = self.ids()
        unique_on_the_table(ids)
        for u in self.units:
            soldiers = {s.id for s in u.soldiers}
            for w in u.weapons:
                for i, c in enumerate(w.crew):
                    if c not in soldiers:
                        raise ValueError(f"heavy weapon {w.id}: crewman {c!r} is not a soldier of unit {u.id}")
                    if c in w.crew[:i]:  # one soldier counted as two gunners
                        raise ValueError(f"heavy weapon {w.id}: crewman {c!r} is in its crew twice; name each "
                                         "gunner once")
            seats: set[str] = set()
            for b in u.bikes:
                for s in b.seats:
                    if s not in soldiers:
                        raise ValueError(f"motorcycle {b.id}: rider {s!r} is not a soldier of unit {u.id}")
                    if s in seats:
                        raise ValueError(f"rider {s} sits on two motorcycles")
                    seats.add(s)
            if u.cavalry and u.kind != "cavalry":
                raise ValueError(f"unit {u.id} is {u.kind}, but has cavalry models")
            if u.soldiers and u.kind == "cavalry":  # "одна у наездника": the rider is part of his cavalry model
                raise ValueError(f"unit {u.id} is cavalry: its riders are those of its cavalry models, and it has "
                                 f"soldiers ({', '.join(s.id for s in u.soldiers)})")
            if u.bikes and u.kind != "motorcycles":
                raise ValueError(f"unit {u.id} is {u.kind}, but has motorcycles")
        return self

    def unit(self, ident: str) -> Unit:
        return find(self.units, ident, "unit")

    def with_unit(self, u: Unit) -> "Ww2Table":
        return self.evolve(units=replace_item(self.units, u))

    def add_unit(self, u: Unit) -> "Ww2Table":
        return self.evolve(units=self.units + (u,))

    def survivors_of(self, squadron: str) -> list[Unit]:
        """The new infantry units the survivors of ``squadron``'s destroyed bikes form, while they are apart."""
        return [u for u in self.units if u.formed_from == squadron]

    def unit_of(self, model_id: str) -> Unit:
        for u in self.units:
            if model_id in {x.id for x in (*u.soldiers, *u.weapons, *u.cavalry, *u.bikes)}:
                return u
        raise NotOnTable(f"no model called {model_id!r} on the table", model_id)


def clear_dead_seats(unit: Unit) -> Unit:
    """The unit with every seat of a dead rider emptied: a rider who dies leaves his seat."""
    for b in unit.bikes:
        driver = b.driver if b.driver and unit.soldier(b.driver).alive else None
        gunner = b.gunner if b.gunner and unit.soldier(b.gunner).alive else None
        if (driver, gunner) != (b.driver, b.gunner):
            unit = unit.with_bike(b.evolve(driver=driver, gunner=gunner))
    return unit


def acts(unit: Unit, clause: str, what: str) -> None:
    """A unit acts only while someone of it is on the table (:meth:`Unit.on_the_table`); an action of a unit with
    nobody left alive, or fled off the table, is refused by ``clause``, the clause of that action."""
    require(unit.on_the_table(), clause,
            f"{unit.id} has left the table, so it cannot {what}" if unit.left_table
            else f"nobody of {unit.id} is left alive to {what}")


def there(unit: Unit, clause: str, what: str) -> None:
    """An action against a unit needs the unit there (:meth:`Unit.on_the_table`): one fled off the table, or with
    nobody left alive, is no target, and ``what`` against it is refused by ``clause``, the clause of that action."""
    require(unit.on_the_table(), clause,
            f"{unit.id} has left the table, so there is no {unit.id} to {what}" if unit.left_table
            else f"nobody of {unit.id} is left alive, so there is no {unit.id} to {what}")


def may_shoot(table: "Ww2Table", unit: Unit, what: str) -> None:
    """ww2.dash.declaration: a unit shoots only if it has not dashed this phase ("вы заявляете, что ваш данный отряд не
    будет стрелять, но будет совершать Рывок"), nor used its shooting phase for the afterburner
    (ww2.dash.afterburner.declaration, "в фазу стрельбы вместо стрельбы"), and has a rider left if it is cavalry:
    riderless mounts in retreat (ww2.cavalry-wounds.riderless.flee) or stopped (ww2.cavalry-wounds.riderless.stop),
    or whose last rider fell outside the shooting phase, have nobody to shoot. ``what`` is refused otherwise; asked
    of a unit that has someone on the table (:func:`acts`)."""
    require(not unit.retreating, CAVALRY_WOUNDS_RIDERLESS_FLEE,
            f"{unit.id} are riderless mounts in retreat until they leave the table: no rider is left to {what}")
    if unit.kind == "cavalry" and not any(m.rider_alive for m in unit.cavalry):
        require(not unit.stopped, CAVALRY_WOUNDS_RIDERLESS_STOP,
                f"{unit.id} are riderless mounts, stopped in their retreat: no rider is left to {what}")
        require(False, DASH_DECLARATION, f"every rider of {unit.id} is dead: its mounts are left, and no rider to {what}")
    require(not unit.dashed, DASH_DECLARATION, f"{unit.id} dashed instead of shooting this phase, so it cannot {what}")
    require(unit.afterburner_turn != table.turn or table.phase != "shooting", DASH_AFTERBURNER_DECLARATION,
            f"{unit.id} used its shooting phase for the afterburner, so it cannot {what}")


def measured(ctx: Context, a: Point, b: Point, radius_a: float = 0.0, radius_b: float = 0.0) -> float:
    """A distance on the table, measured as ruling ww2.infantry-wounds.distance says."""
    how = ctx.ruling(RULING_INFANTRY_WOUNDS_DISTANCE)
    return distance(a, b, radius_a=radius_a, radius_b=radius_b,
                    measure="edge" if how == "closest-points-inclusive" else "centre")


def within_limit(ctx: Context, d: float, limit: float) -> bool:
    how = ctx.ruling(RULING_INFANTRY_WOUNDS_DISTANCE)
    return within(d, limit, inclusive=how == "closest-points-inclusive")


def in_range(ctx: Context, position: Point, radius: float, weapon_range: float) -> bool:
    """Whether a model is within the shooting enemy's weapon range (ruling ww2.infantry-wounds.eligibility)."""
    d = measured(ctx, ORIGIN, position, 0.0, radius)
    inclusive = ctx.ruling(RULING_INFANTRY_WOUNDS_ELIGIBILITY) == "seen-and-in-range"
    return within(d, weapon_range, inclusive=inclusive)


def hits_are_wounds(ctx: Context, what: str) -> None:
    """Ruling ww2.infantry-wounds.hit-is-wound, for every clause it covers (infantry-wounds.eligible and
    .excess-lost, cavalry-wounds.rider-or-mount.roll, motorcycle-wounds.bike-or-crew.roll): under
    "wound-roll" a roll of the base rules turns hits into wounds, so the engine stops at ww2.hook.shooting."""
    if ctx.ruling(RULING_INFANTRY_WOUNDS_HIT_IS_WOUND) != "hit-is-wound":
        raise HookBoundary(HOOK_SHOOTING, f"turning the hits on {what} into wounds by a wound roll is outside the excerpt")


def soldier_saves(ctx: Context, s: Soldier, clause: str, what: str) -> bool:
    """Ruling ww2.infantry-wounds.soldier-saves, for one hit of shooting on the soldier ``s`` (an infantryman, a
    gunner, a motorcycle crewman), said under ``clause``, the clause that put the hit on him: the trample rule's
    "без спас-бросков (исключение: спас-бросок полученный от бронежилета)" shows a soldier's body armour saves him
    from a wound. Under "body-armour-saves" a soldier with a body-armour save N+ (hook ww2.hook.body-armour) rolls
    one die for the hit, saved on N or more; under "no-save-against-shots" he rolls none. Read only for a soldier
    with body armour: one without has no save the excerpt names."""
    if s.body_armour_save is None or ctx.ruling(RULING_INFANTRY_WOUNDS_SOLDIER_SAVES) != "body-armour-saves":
        return False
    roll = kubik(ctx, clause, f"body-armour save for {s.id}")
    ok = roll >= s.body_armour_save
    ctx.emit(clause, f"{s.id} is hit by {what}: his body armour ({s.body_armour_save}+) "
             + ("saves him" if ok else "does not save him") + f" ({roll})")
    return ok


def prone_bonus(ctx: Context, turn: int, soldiers: tuple[Soldier, ...], against: str) -> None:
    """ww2.motorcycle-wounds.destroyed-bike.crew-survival, where the bonus of a soldier lying prone would count (he is
    shot at, or charged: ``against``): "немедленно залегает, получая бонус за залегание только со следующего хода".
    The text names the bonus and does not give it (hook ww2.hook.prone): from its turn on the trace says, for each
    living soldier lying prone, that his bonus is outside the excerpt and the rules here go on without it; before
    that turn, that he has no bonus yet."""
    for s in soldiers:
        if not s.alive or not s.prone or s.prone_bonus_from_turn is None:
            continue
        if turn < s.prone_bonus_from_turn:
            ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL,
                     f"{s.id} lies prone, but his bonus for going prone counts only from turn {s.prone_bonus_from_turn}, "
                     f"and this is turn {turn}: no bonus {against}")
        else:
            ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL,
                     f"{s.id} lies prone with the bonus for going prone (from turn {s.prone_bonus_from_turn}); what it "
                     f"gives {against} is outside the excerpt (ww2.hook.prone), and it is not applied here")


def movement_phase_ends(ctx: Context, table: "Ww2Table") -> None:
    """ww2.dash.afterburner.roll.3-6, read when the clock leaves the movement phase (:func:`clock_to`, and the
    next-phase action): "в следующую фазу движения самолет может пролететь от 60см до 110см" bounds the flight of
    that movement phase, however many moves it is flown in. Under ruling ww2.dash.afterburner-range
    "inclusive-60-110" an aircraft that has begun its afterburner flight (a first move under 60 cm is its start)
    and flown less than 60 cm in all keeps the phase from ending: it must fly on first. Under "up-to-110" a flight
    that short is an ordinary move (afterburner "unused"), and nothing is left to check."""
    for u in table.units:
        if u.kind != "aircraft" or u.afterburner != "used" or u.afterburner_move is None:
            continue
        least, most = ctx.value(DASH_AFTERBURNER_ROLL_3_6, "least"), ctx.value(DASH_AFTERBURNER_ROLL_3_6, "most")
        if u.afterburner_move < least - EPSILON:
            require(ctx.ruling(RULING_DASH_AFTERBURNER_RANGE) != "inclusive-60-110", DASH_AFTERBURNER_ROLL_3_6,
                    f"{u.id} has flown {u.afterburner_move:g} cm on the afterburner this movement phase, and after a "
                    f"successful afterburner the flight of the phase is {least:g} to {most:g} cm: the movement phase "
                    f"cannot end before {u.id} has flown at least {least - u.afterburner_move:g} cm more")


def clock_to(ctx: Context, table: "Ww2Table", wanted: Phase, clause: str, what: str) -> "Ww2Table":
    """The table with its clock in the phase ``what`` happens in (:func:`oracle.core.clock.in_phase`: a later phase
    moves the clock on, an earlier one is refused by ``clause``); a clock that leaves the movement phase so ends it
    (:func:`movement_phase_ends`)."""
    phase = in_phase(table.phase, wanted, clause, what)
    if phase != table.phase and table.phase == "movement":
        movement_phase_ends(ctx, table)
    return table.evolve(phase=phase)


def volley_phase(ctx: Context, table: "Ww2Table", clause: str, unit_id: str, shooter: str = "enemy") -> "Ww2Table":
    """The table in the phase a volley of hits on ``unit_id`` is dealt in. The wounds rules are those of
    "ФАЗА СТРЕЛЬБЫ. Раны" (``clause``: ww2.infantry-wounds.eligible, ww2.cavalry-wounds.allocation.order or
    ww2.motorcycle-wounds.allocation); ruling ww2.infantry-wounds.volley-phase says whether hits given in another
    phase are dealt by them. Under "shooting-phase" a volley while the clock shows the movement phase moves it on
    to the shooting phase, and one in the close-combat phase is refused by ``clause``; under "any-phase" the clock
    stays. Asked once per volley, before any roll; a volley in the shooting phase reads no ruling. A ``shooter``
    that names a unit on the table must have someone left to shoot (:func:`acts`), refused by ``clause``; in the
    shooting phase its volley is its shooting (ww2.dash.declaration): refused if it dashed or tried the afterburner
    instead, or has no rider to shoot (:func:`may_shoot`), and it has shot, so it does not dash this phase. A named
    ``shooter`` of the side of ``unit_id`` is refused by ``clause``: the hits these rules deal
    are the enemy's ("Итак, по вам стреляет враг", "кого видит враг и до кого дотягивается дистанция его оружия",
    "вражеского отряда нанесшего попадания", "вражеского оружия")."""
    named = shooter in {u.id for u in table.units}
    if named:
        fires, target = table.unit(shooter), table.unit(unit_id)
        require(fires.side != target.side, clause,
                f"{shooter} and {unit_id} are both units of the {target.side} side: the hits these wounds rules deal "
                f"are the enemy's («по вам стреляет враг»), and {shooter} is no enemy of {unit_id}")
        acts(fires, clause, f"shoot at {unit_id}")
    if table.phase != "shooting" and ctx.ruling(RULING_INFANTRY_WOUNDS_VOLLEY_PHASE) != "any-phase":
        # "the hits on X are dealt by these wounds rules in the shooting phase, and the turn has reached the ... phase"
        table = clock_to(ctx, table, "shooting", clause, f"the hits on {unit_id} are dealt by these wounds rules")
    if not named or table.phase != "shooting":
        return table
    fires = table.unit(shooter)
    may_shoot(table, fires, f"shoot at {unit_id}")
    if fires.shot:
        return table
    ctx.emit(DASH_DECLARATION, f"{shooter} shoots, so it does not dash this phase")
    return table.with_unit(fires.evolve(shot=True))


def kubik(ctx: Context, clause: str, label: str) -> int:
    """One "Кубик": a D6 under ruling ww2.dash.kubik-d6 (the only die this text rolls)."""
    if ctx.ruling(RULING_DASH_KUBIK_D6) != "d6":
        raise HookBoundary(HOOK_DICE, f"the faces of the game's die are not given in the excerpt ({label})")
    return ctx.d6(clause, label)


def kubik_sum(ctx: Context, n: int, clause: str, label: str) -> int:
    """n "Кубика" added together (ruling ww2.dash.kubik-d6)."""
    if ctx.ruling(RULING_DASH_KUBIK_D6) != "d6":
        raise HookBoundary(HOOK_DICE, f"the faces of the game's die are not given in the excerpt ({label})")
    return ctx.dice_sum(n, 6, clause, label)
