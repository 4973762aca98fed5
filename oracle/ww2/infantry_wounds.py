"""РАНЫ. Пехотный Отряд — wounds on an infantry unit.

* Only soldiers the enemy sees and reaches can be wounded and removed
  (``ww2.infantry-wounds.eligible``); wounds beyond them are lost
  (``ww2.infantry-wounds.excess-lost``: 4 men, 3 seen, 7 hits → 3 dead).
* The player shot at picks the casualties (``ww2.infantry-wounds.owner-picks``).
* Fire may be declared at a heavy machine gun with its crew, or at the gunners and the
  rest of the unit with different weapons (``...heavy-weapon.declared-target``), with
  separate dice per target (``...heavy-weapon.separate-dice``); only special weapons
  can destroy the gun (``...heavy-weapon.special-only``).
* An intact gun whose crew died is re-crewed by two soldiers within 5 cm
  (``...heavy-weapon.recrew``), who hit on 4+ (``...heavy-weapon.recrew-hits``); a gun with one
  gunner left is ruling ``ww2.infantry-wounds.lone-gunner``.

Hits are inputs: how shots become hits is outside the excerpt (hook ``ww2.hook.shooting``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.dice import MOST_REPEATS
from oracle.core.errors import SetupError
from oracle.core.measure import Centimetres
from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.core.state import Frozen, Names
from oracle.engine.ruleset import Action
from oracle.ww2.ids import (
    DASH_DECLARATION, INFANTRY_WOUNDS_ELIGIBLE, INFANTRY_WOUNDS_EXCESS_LOST,
    INFANTRY_WOUNDS_HEAVY_WEAPON_DECLARED_TARGET, INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW,
    INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW_HITS, INFANTRY_WOUNDS_HEAVY_WEAPON_SEPARATE_DICE,
    INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY, INFANTRY_WOUNDS_OWNER_PICKS,
    MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT, RULING_INFANTRY_WOUNDS_GUN_TARGET, RULING_INFANTRY_WOUNDS_LONE_GUNNER,
    RULING_INFANTRY_WOUNDS_OTHER_GUN_GUNNER, RULING_INFANTRY_WOUNDS_RECREW_TIMING,
    RULING_INFANTRY_WOUNDS_RECREW_UNIT, RULING_INFANTRY_WOUNDS_SQUAD_TARGET,
)
from oracle.ww2.ruleset import RULESET
from oracle.ww2.state import (
    ORIGIN, HeavyWeapon, Soldier, Unit, Ww2Table, clock_to, hits_are_wounds, in_range, kubik, measured, prone_bonus,
    require, soldier_saves, volley_phase, within_limit,
)

Target = Literal["unit", "gunners", "gun-with-crew", "rest"]


class Volley(Frozen):
    """Hits from one declared target's dice."""

    target: Target = "unit"
    weapon: str | None = Field(default=None, description="The heavy weapon, for 'gunners' and 'gun-with-crew'")
    hits: Whole = Field(ge=0, le=MOST_REPEATS)
    range: Centimetres = Field(description="Range of the firing weapons, cm")
    special: bool = Field(default=False, description="Fired by special weapons")
    casualties: Names = Field(default=(), description="The owner's picks, in order")


def crew_ids(unit: Unit) -> set[str]:
    return {c for w in unit.weapons for c in w.crew}


def eligible(ctx: Context, unit: Unit, pool: tuple[Soldier, ...], weapon_range: float) -> tuple[Soldier, ...]:
    """Soldiers the enemy sees and whose distance from it is within the weapon's range."""
    return tuple(s for s in pool if s.alive and s.seen and in_range(ctx, s.position, s.base_radius, weapon_range))


def not_eligible_reason(ctx: Context, s: Soldier, weapon_range: float) -> str:
    if not s.alive:
        return f"{s.id} is already dead"
    if not s.seen:
        return f"the enemy cannot see {s.id}"
    d = measured(ctx, ORIGIN, s.position, 0.0, s.base_radius)
    return f"{s.id} is {d:g} cm away, beyond the weapon's {weapon_range:g} cm range"


def remove_casualties(ctx: Context, unit: Unit, pool: tuple[Soldier, ...], wounds: int, volley: Volley,
                      what: str) -> Unit:
    """Wound the eligible soldiers of ``pool`` (one wound kills), the owner's picks first; lose the rest. A soldier
    with body armour rolls its save for each hit that falls on him (ruling ww2.infantry-wounds.soldier-saves,
    :func:`soldier_saves`): the hits then fall one at a time, on each soldier in turn until he falls."""
    hits_are_wounds(ctx, what)
    can = eligible(ctx, unit, pool, volley.range)
    ctx.emit(INFANTRY_WOUNDS_ELIGIBLE, f"{len(can)} of the {len([s for s in pool if s.alive])} living soldiers of {what} are seen and in range"
             + (f": {', '.join(s.id for s in can)}" if can else ""), eligible=len(can))
    killed_n = min(wounds, len(can))
    picks = list(volley.casualties)
    by_id = {s.id: s for s in unit.soldiers}
    in_pool = {s.id for s in pool}
    for p in picks:
        if p not in by_id:
            raise SetupError(f"no soldier called {p!r} in unit {unit.id}")
        # ww2.infantry-wounds.heavy-weapon.declared-target: the hits on one declared target fall on its men alone
        require(p in in_pool, INFANTRY_WOUNDS_HEAVY_WEAPON_DECLARED_TARGET,
                f"{p} cannot be removed as a casualty of the hits on {what}: he is not one of them, and the hits on "
                "a declared target fall on its men alone")
        require(by_id[p] in can, INFANTRY_WOUNDS_ELIGIBLE,
                f"{p} cannot be removed as a casualty: {not_eligible_reason(ctx, by_id[p], volley.range)}; "
                f"only {', '.join(s.id for s in can) or 'nobody'} can")
    require(len(picks) <= killed_n, INFANTRY_WOUNDS_EXCESS_LOST,
            f"{len(picks)} casualties picked but only {killed_n} of the {wounds} wounds can kill anyone")
    order = picks + [s.id for s in can if s.id not in picks]
    lost = wounds - killed_n
    if any(s.body_armour_save is not None for s in can):
        # ruling ww2.infantry-wounds.soldier-saves: the hits fall one at a time, each on the soldier the owner puts in
        # the way until he falls, and a soldier with body armour rolls its save for each
        ctx.emit(INFANTRY_WOUNDS_OWNER_PICKS,
                 f"the player shot at puts the hits on {', '.join(order)} in turn, each man until he falls"
                 + ("" if picks else " (in the order of his unit)"))
        hits = iter(range(wounds))  # one shared run of the hits: each soldier takes them from where the last fell
        for sid in order:
            for _ in hits:
                if not soldier_saves(ctx, unit.soldier(sid), INFANTRY_WOUNDS_ELIGIBLE, f"a hit on {what}"):
                    unit = unit.with_soldier(unit.soldier(sid).evolve(alive=False, wounds=1))
                    break
        lost = len(list(hits))
    elif order[:killed_n]:
        chosen = order[:killed_n]
        ctx.emit(INFANTRY_WOUNDS_OWNER_PICKS,
                 f"the player shot at removes {', '.join(chosen)}" + ("" if picks else " (in the order of his unit)"))
        for sid in chosen:
            unit = unit.with_soldier(unit.soldier(sid).evolve(alive=False, wounds=1))
    if lost:
        ctx.emit(INFANTRY_WOUNDS_EXCESS_LOST, f"{lost} wound(s) on {what} are lost: nobody else can be hit",
                 lost=lost)
        unit = unit.evolve(lost_wounds=unit.lost_wounds + lost)
    return unit


def resolve_volley(ctx: Context, unit: Unit, volley: Volley) -> Unit:
    """One declared target's hits (ww2.infantry-wounds.heavy-weapon.declared-target): a heavy weapon is named
    (field ``weapon``) by fire at its gunners or at it with its crew, and by no other; fire at the rest of the unit
    is fire beside its gunners, in a unit that has a heavy weapon with a crew ("Иногда в пехотном отряде есть тяжелое
    оружие ... В этом случае")."""
    crew = crew_ids(unit)
    if volley.weapon is not None and volley.target not in ("gunners", "gun-with-crew"):
        raise SetupError(f"a volley at target '{volley.target}' names the heavy weapon '{volley.weapon}' (field "
                         "'weapon'): only fire at 'gunners' or 'gun-with-crew' names one")
    if volley.target in ("gunners", "gun-with-crew"):
        if volley.weapon is None:
            raise SetupError(f"a volley at target '{volley.target}' must name the heavy weapon fired at (field 'weapon' "
                             "is not given)")
        gun = unit.weapon(volley.weapon)
        ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_DECLARED_TARGET,
                 f"the enemy fires at {'the crew of ' if volley.target == 'gunners' else ''}{gun.id}"
                 + (" with its crew" if volley.target == "gun-with-crew" else ""))
        pool = tuple(s for s in unit.soldiers if s.id in gun.crew)
        if volley.target == "gun-with-crew":
            reading = ctx.ruling(RULING_INFANTRY_WOUNDS_GUN_TARGET)
            if volley.special:
                no_casualties(volley, gun.id, "fall on the gun itself, never on its crew")
                # ww2.infantry-wounds.eligible: only what the enemy sees and reaches can be hit, the gun as its men
                if not gun.seen:
                    ctx.emit(INFANTRY_WOUNDS_ELIGIBLE, f"the enemy cannot see {gun.id}: {volley.hits} special-weapon "
                             "hit(s) lost")
                    return unit.evolve(lost_wounds=unit.lost_wounds + volley.hits)
                if not in_range(ctx, gun.position, 0.0, volley.range):
                    d = measured(ctx, ORIGIN, gun.position)
                    ctx.emit(INFANTRY_WOUNDS_ELIGIBLE, f"{gun.id} is {d:g} cm away, beyond the weapon's "
                             f"{volley.range:g} cm range: {volley.hits} special-weapon hit(s) lost")
                    return unit.evolve(lost_wounds=unit.lost_wounds + volley.hits)
                if not gun.intact:  # its fate is decided: nothing is left for special weapons to destroy
                    ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY, f"{gun.id} is destroyed already: {volley.hits} "
                             "special-weapon hit(s) lost")
                    return unit.evolve(lost_wounds=unit.lost_wounds + volley.hits)
                ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY,
                         f"{volley.hits} special-weapon hit(s) on {gun.id}: pending (ww2.hook.special-weapons)")
                return unit.with_weapon(gun.evolve(special_hits=gun.special_hits + volley.hits))
            if reading == "gun-absorbs":
                no_casualties(volley, gun.id, "from ordinary weapons are lost on the gun")
                ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY,
                         f"{volley.hits} hit(s) from ordinary weapons on {gun.id} are lost: only special weapons destroy it")
                return unit.evolve(lost_wounds=unit.lost_wounds + volley.hits)
            ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY,
                     f"ordinary weapons cannot destroy {gun.id}; their hits fall on its crew")
        return remove_casualties(ctx, unit, pool, volley.hits, volley, f"the crew of {gun.id}")
    if volley.target == "rest":
        if not crew:  # "Иногда в пехотном отряде есть тяжелое оружие ... В этом случае": no gun, no rest beside it
            raise SetupError(f"a volley at target 'rest' (field 'target') is fire at the squad apart from the gunners "
                             f"of its heavy weapons, and {unit.id} has no heavy weapon with a crew: fire at it as "
                             "target 'unit'")
        # "в пулеметчиков и в отряд": ruling ww2.infantry-wounds.squad-target
        if ctx.ruling(RULING_INFANTRY_WOUNDS_SQUAD_TARGET) == "whole-unit":
            ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_DECLARED_TARGET,
                     f"the enemy fires at {unit.id} as a whole, its gunners included")
            return remove_casualties(ctx, unit, unit.soldiers, volley.hits, volley, unit.id)
        ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_DECLARED_TARGET, f"the enemy fires at the rest of {unit.id}")
        pool = tuple(s for s in unit.soldiers if s.id not in crew)
        return remove_casualties(ctx, unit, pool, volley.hits, volley, f"the rest of {unit.id}")
    return remove_casualties(ctx, unit, unit.soldiers, volley.hits, volley, unit.id)


def no_casualties(volley: Volley, gun: str, why: str) -> None:
    """ww2.infantry-wounds.heavy-weapon.special-only (ruling ww2.infantry-wounds.gun-target): hits on the ``gun`` that
    no gunner takes leave the owner no casualty to pick; a pick is refused, saying ``why`` nobody dies of them."""
    if volley.casualties:
        require(False, INFANTRY_WOUNDS_HEAVY_WEAPON_SPECIAL_ONLY,
                f"{volley.casualties[0]} cannot be removed as a casualty of the {volley.hits} hit(s) on {gun} with its "
                f"crew: they {why} (ruling ww2.infantry-wounds.gun-target), and kill nobody")


@RULESET.action("shoot-infantry")
class ShootInfantry(Action):
    """An enemy unit's hits on an infantry unit, one volley per declared target."""
    distinct = ("shooter", "unit")

    shooter: str = "enemy"
    unit: str
    volleys: tuple[Volley, ...] = Field(min_length=1)


@RULESET.handler(ShootInfantry)
def shoot_infantry(ctx: Context, table: Ww2Table, action: ShootInfantry) -> Ww2Table:
    """ww2.infantry-wounds.eligible, .excess-lost, .owner-picks, .heavy-weapon.* (who the second target "в отряд"
    holds: ruling ww2.infantry-wounds.squad-target, whether it is given as the rest of the unit or as the unit beside
    fire at its gunners); the phase the hits are dealt in: ruling
    ww2.infantry-wounds.volley-phase (:func:`volley_phase`); a soldier lying prone, whose bonus the excerpt does not
    give: ww2.motorcycle-wounds.destroyed-bike.crew-survival (:func:`prone_bonus`)."""
    unit = table.unit(action.unit)
    if unit.kind not in ("infantry", "heavy-gun"):
        raise SetupError(f"{unit.id} is a {unit.kind} unit; use the rules for its kind")
    table = volley_phase(ctx, table, INFANTRY_WOUNDS_ELIGIBLE, unit.id, action.shooter)
    prone_bonus(ctx, table.turn, unit.soldiers, "against this shooting")
    if unit.formed_from is not None:
        parent = table.unit(unit.formed_from)
        require(action.shooter not in parent.shot_at_by, MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT,
                f"{action.shooter} has already shot at {parent.id}, so it cannot shoot at its survivors {unit.id}")
        ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT,
                 f"{action.shooter} had not shot at {parent.id}, so it may shoot at its survivors {unit.id}")
    if len(action.volleys) > 1:
        ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_SEPARATE_DICE,
                 f"{len(action.volleys)} targets, each with its own dice: "
                 + ", ".join(f"{v.hits} hit(s) on {v.target}" for v in action.volleys))
    beside_gunners = any(v.target == "gunners" for v in action.volleys)
    for volley in action.volleys:
        if beside_gunners and volley.target == "unit":
            # "в пулеметчиков и в отряд": the unit fired at beside its gunners is that declaration's second target
            volley = volley.evolve(target="rest")
        unit = resolve_volley(ctx, unit, volley)
    unit = crew_lost_now(unit, table.unit(action.unit), table.turn)
    unit = unit.evolve(shot_at_by=unit.shot_at_by + ((action.shooter,) if action.shooter not in unit.shot_at_by else ()))
    return table.with_unit(unit)


def crew_lost_now(unit: Unit, before: Unit, turn: int) -> Unit:
    """Each heavy weapon that lost a gunner to this shooting records the turn (ww2.infantry-wounds.heavy-weapon.recrew:
    the new gunners come up "в свой следующий ход")."""
    for gun in unit.weapons:
        if any(before.soldier(c).alive and not unit.soldier(c).alive for c in gun.crew):
            unit = unit.with_weapon(gun.evolve(crew_lost_turn=turn))
    return unit


@RULESET.action("single-out-casualty")
class SingleOutCasualty(Action):
    """The shooting player tries to pick which soldier dies."""

    unit: str
    soldier: str


@RULESET.handler(SingleOutCasualty)
def single_out(ctx: Context, table: Ww2Table, action: SingleOutCasualty) -> Ww2Table:
    """ww2.infantry-wounds.owner-picks: the shooter never picks."""
    table.unit(action.unit).soldier(action.soldier)
    require(False, INFANTRY_WOUNDS_OWNER_PICKS,
            f"the player whose unit is shot at picks the casualties; the enemy cannot single out {action.soldier}")
    return table


@RULESET.action("recrew-heavy-weapon")
class RecrewHeavyWeapon(Action):
    """Two soldiers take over an intact heavy weapon whose crew are dead."""

    unit: str
    weapon: str
    soldiers: Names


@RULESET.handler(RecrewHeavyWeapon)
def recrew(ctx: Context, table: Ww2Table, action: RecrewHeavyWeapon) -> Ww2Table:
    """ww2.infantry-wounds.heavy-weapon.recrew: intact gun, dead crew, two soldiers who can shoot within 5 cm,
    brought up "в свой следующий ход": in the movement phase of a turn after the one the gunners died in (ruling
    ww2.infantry-wounds.recrew-timing, both readings); a gun with one gunner left: ruling
    ww2.infantry-wounds.lone-gunner ("top-up": one soldier joins him, never the gunner left himself, who would be
    counted twice); soldiers of another unit: ruling
    ww2.infantry-wounds.recrew-unit (:func:`from_another_unit`); a gunner of another heavy weapon: ruling
    ww2.infantry-wounds.other-gun-gunner (:func:`gun_elsewhere`)."""
    clause = INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW
    unit = table.unit(action.unit)
    gun = unit.weapon(action.weapon)
    require(gun.intact, clause, f"{gun.id} is destroyed and cannot be crewed again")
    require(gun.crew_lost_turn is None or table.turn > gun.crew_lost_turn, clause,
            f"the gunners of {gun.id} died in turn {gun.crew_lost_turn}; new gunners are brought up in the owner's "
            "next turn")
    require(table.phase == "movement", clause,
            f"the new gunners are brought up to {gun.id} in the movement phase, and this is the {table.phase} phase")
    crew_size = ctx.value(clause, "crew")
    living_crew = [c for c in gun.crew if unit.soldier(c).alive]
    if living_crew and len(living_crew) < crew_size and ctx.ruling(RULING_INFANTRY_WOUNDS_LONE_GUNNER) == "top-up":
        missing = crew_size - len(living_crew)
        require(len(action.soldiers) == missing, clause,
                f"{gun.id} has {len(living_crew)} gunner(s) left ({', '.join(living_crew)}); {missing} soldier(s) "
                f"join to make its crew of {crew_size}, not {len(action.soldiers)}")
    else:
        require(not living_crew, clause, f"{gun.id} still has its crew ({', '.join(living_crew)}); new gunners take "
                "over only when the gunners are dead")
        require(len(action.soldiers) == crew_size, clause,
                f"{crew_size} soldiers crew the gun, not {len(action.soldiers)}")
    own = {s.id for s in unit.soldiers}
    for sid in action.soldiers:
        s = unit.soldier(sid) if sid in own else from_another_unit(ctx, table, unit, sid)
        require(s.alive, clause, f"{sid} is dead")
        # "у вас есть два бойца": the gunner left is one of the two already, and joins nobody but himself
        require(sid not in living_crew, clause, f"{sid} is already a gunner of {gun.id}: the soldier who joins him "
                "to make its crew of two is another man")
        other = gun_elsewhere(table.unit_of(sid), gun.id, sid)
        if other is not None:  # ruling ww2.infantry-wounds.other-gun-gunner
            require(ctx.ruling(RULING_INFANTRY_WOUNDS_OTHER_GUN_GUNNER) == "leaves-his-gun", clause,
                    f"{sid} is a gunner of {other.id} and stays with it: he does not take over {gun.id} as well "
                    "(ruling ww2.infantry-wounds.other-gun-gunner)")
        require(s.can_shoot, clause, f"{sid} cannot shoot, and the new crew must be soldiers who can")
        d = measured(ctx, gun.position, s.position, 0.0, s.base_radius)
        reach = ctx.value(INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW, "reach")
        require(within_limit(ctx, d, reach), clause, f"{sid} is {d:g} cm from {gun.id}; the new crew must be within {reach:g} cm")
    for sid in action.soldiers:
        home = unit if sid in own else table.unit_of(sid)
        other = gun_elsewhere(home, gun.id, sid)
        if other is not None:  # ruling ww2.infantry-wounds.other-gun-gunner "leaves-his-gun"
            ctx.emit(clause, f"{sid} leaves the crew of {other.id}")
        # a gunner of one weapon only: he leaves the crew of any other (a destroyed one's too)
        home = home.evolve(weapons=tuple(w if w.id == gun.id or sid not in w.crew
                                         else w.evolve(crew=tuple(c for c in w.crew if c != sid)) for w in home.weapons))
        if sid in own:
            unit = home
        else:
            table = table.with_unit(home)
        if sid not in own:  # ruling ww2.infantry-wounds.recrew-unit "any-of-yours": he joins the gun's unit
            table = table.with_unit(home.evolve(soldiers=tuple(x for x in home.soldiers if x.id != sid)))
            unit = unit.evolve(soldiers=unit.soldiers + (home.soldier(sid),))
            ctx.emit(clause, f"{sid} leaves {home.id} and joins {unit.id} with its gun")
    ctx.emit(clause, f"{' and '.join(action.soldiers)} take over {gun.id}"
             + (f" with {', '.join(living_crew)}" if living_crew else ""))
    return table.with_unit(unit.with_weapon(gun.evolve(crew=tuple(living_crew) + tuple(action.soldiers), hits_scored=0,
                                                       recrewed_turn=table.turn)))


def from_another_unit(ctx: Context, table: Ww2Table, unit: Unit, sid: str) -> Soldier:
    """Ruling ww2.infantry-wounds.recrew-unit (ww2.infantry-wounds.heavy-weapon.recrew, "у вас есть два бойца"): a
    soldier ``sid`` who is not of the gun's ``unit`` may take it over only under "any-of-yours", and then only a
    soldier of an infantry unit of the owner's side (a gunner of a heavy weapon of his own unit: ruling
    ww2.infantry-wounds.other-gun-gunner, :func:`gun_elsewhere`)."""
    clause = INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW
    home = table.unit_of(sid)
    if sid not in {s.id for s in home.soldiers}:
        what = ("a heavy weapon" if sid in {w.id for w in home.weapons} else
                "a cavalry model" if sid in {m.id for m in home.cavalry} else "a motorcycle")
        raise SetupError(f"{sid} is {what} of {home.id}, not a soldier: field 'soldiers' names the soldiers who take "
                         "the gun over")
    require(ctx.ruling(RULING_INFANTRY_WOUNDS_RECREW_UNIT) == "any-of-yours", clause,
            f"{sid} is a soldier of {home.id}, not of {unit.id}: the gun is taken over by soldiers of its own unit "
            "(ruling ww2.infantry-wounds.recrew-unit)")
    require(home.side == unit.side, clause, f"{sid} is of {home.id}, the other side's unit: the new gunners are the owner's")
    require(home.kind in ("infantry", "heavy-gun"), clause,
            f"{sid} is of {home.id}, a {home.kind} unit: the new gunners are soldiers of the owner's infantry")
    return home.soldier(sid)


def gun_elsewhere(home: Unit, gun_id: str, sid: str) -> HeavyWeapon | None:
    """The intact heavy weapon other than ``gun_id`` of the unit ``home`` that the soldier ``sid`` crews, if any
    (ruling ww2.infantry-wounds.other-gun-gunner: a destroyed weapon has no gunners to keep)."""
    return next((w for w in home.weapons if w.id != gun_id and w.intact and sid in w.crew), None)


def _burst_shot(ctx: Context, hits: int) -> int:
    roll = kubik(ctx, INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW_HITS, "machine-gun shot")
    return hits + (1 if roll >= ctx.value(INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW_HITS, "needs") else 0)


@RULESET.action("fire-heavy-weapon")
class FireHeavyWeapon(Action):
    """The crew of a heavy machine gun fire it: one die per shot."""

    unit: str
    weapon: str
    shots: Whole = Field(ge=1, le=MOST_REPEATS)


@RULESET.handler(FireHeavyWeapon)
def fire_heavy_weapon(ctx: Context, table: Ww2Table, action: FireHeavyWeapon) -> Ww2Table:
    """ww2.infantry-wounds.heavy-weapon.recrew-hits: gunners (new or not) hit on 4+, once in the shooting phase
    (this is "ФАЗА СТРЕЛЬБЫ": a fire in the movement phase moves the clock on to it, one in the close-combat phase
    is refused); two fire it (ww2.infantry-wounds.heavy-weapon.recrew), one alone under ruling
    ww2.infantry-wounds.lone-gunner "lone-gunner-fires"."""
    unit = table.unit(action.unit)
    gun = unit.weapon(action.weapon)
    hits_clause = INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW_HITS
    table = clock_to(ctx, table, "shooting", hits_clause, f"{gun.id} fires")
    require(gun.fired_turn != table.turn, hits_clause, f"{gun.id} has already fired this shooting phase")
    require(gun.intact, INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW, f"{gun.id} is destroyed")
    crew = [c for c in gun.crew if unit.soldier(c).alive]
    crew_size = ctx.value(INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW, "crew")
    require(bool(crew), INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW,
            f"{gun.id} has no living gunner; {crew_size} soldiers must crew it first")
    if len(crew) < crew_size:
        require(ctx.ruling(RULING_INFANTRY_WOUNDS_LONE_GUNNER) == "lone-gunner-fires", INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW,
                f"{gun.id} has {len(crew)} living gunner(s); {crew_size} must crew it before it fires")
    require(not unit.dashed, DASH_DECLARATION, f"{unit.id} dashed instead of shooting this phase")
    if gun.recrewed_turn == table.turn and ctx.ruling(RULING_INFANTRY_WOUNDS_RECREW_TIMING) == "next-turn":
        require(False, INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW,
                f"{' and '.join(crew)} took over {gun.id} this turn; under this reading they fire it from the next turn")
    hits = ctx.repeat(_burst_shot, 0, action.shots)
    ctx.emit(INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW_HITS,
             f"{gun.id} fires {action.shots} shot(s), hitting on 4+: {hits} hit(s)", hits=hits)
    return table.with_unit(unit.with_weapon(gun.evolve(hits_scored=hits, fired_turn=table.turn)).evolve(shot=True))
