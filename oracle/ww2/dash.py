"""ФАЗА СТРЕЛЬБЫ. Рывок вместо стрельбы — the Dash, and the aircraft Afterburner.

* A unit declares in the shooting phase that it dashes instead of shooting
  (``ww2.dash.declaration``): 2D6 cm for infantry and heavy guns
  (``ww2.dash.distance.infantry``), 3D6 cm for cavalry and vehicles
  (``ww2.dash.distance.cavalry-vehicles``); aircraft cannot dash (``ww2.dash.aircraft``).
* An aircraft with boosted engines may instead try the Afterburner
  (``ww2.dash.afterburner.declaration``): one D6, 3+ lets its next move be 60–110 cm
  (``ww2.dash.afterburner.roll.3-6``), 1-2 fails (``ww2.dash.afterburner.roll.1-2``); at
  the full 110 cm it saves on 5+ against anti-aircraft and 6+ against aircraft weapons
  (``ww2.dash.afterburner.full-speed-saves``).
* No charge or ram in the next close-combat phase after a dash or afterburner
  (``ww2.dash.no-charge-after``).

The turn runs movement → shooting → close combat; :class:`NextPhase` moves it on. Shooting, the dash, the
afterburner and the charge keep one convention with the clock (:func:`oracle.ww2.state.clock_to`): shooting, a
dash or the afterburner declared while the clock shows the movement phase, or a charge or ram declared before
the close-combat phase, moves the clock on to the phase the action belongs to; an action of a phase the turn
has passed is refused by its clause: the flight after a successful afterburner, "в следующую фазу движения",
by ``ww2.dash.afterburner.roll.3-6``. An ordinary aircraft move outside the movement phase is bad input, as no
clause of the excerpt names its phase (``ww2.hook.aircraft``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.errors import SetupError
from oracle.core.measure import EPSILON, Centimetres, at_most
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.ww2.ids import (
    CAVALRY_WOUNDS_RIDERLESS_FLEE, CAVALRY_WOUNDS_RIDERLESS_STOP, DASH_AFTERBURNER_DECLARATION,
    DASH_AFTERBURNER_FULL_SPEED_SAVES, DASH_AFTERBURNER_ROLL_1_2, DASH_AFTERBURNER_ROLL_3_6, DASH_AIRCRAFT,
    DASH_DECLARATION, DASH_DISTANCE_CAVALRY_VEHICLES, DASH_DISTANCE_INFANTRY, DASH_NO_CHARGE_AFTER,
    MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT, MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED,
    RULING_CAVALRY_WOUNDS_STOPPED_MOUNTS_CHARGE, RULING_CAVALRY_WOUNDS_UNFLED_MOUNTS,
    RULING_DASH_AFTERBURNER_BAN_PHASE, RULING_DASH_AFTERBURNER_RANGE, RULING_DASH_DASH_MADE,
    RULING_DASH_DISTANCE_LIMIT, RULING_DASH_FAILED_AFTERBURNER, RULING_DASH_FULL_SPEED, RULING_DASH_UNIT_CLASS,
)
from oracle.ww2.motorcycle_wounds import bikes_left_behind_first, survivors_rejoin
from oracle.ww2.ruleset import RULESET
from oracle.ww2.state import (
    PHASES, Unit, Ww2Table, acts, clock_to, kubik, kubik_sum, may_shoot, movement_phase_ends, prone_bonus, require,
    there,
)


def dash_dice(ctx: Context, unit: Unit) -> tuple[int, str]:
    """How many dice the unit dashes with, and the clause that says so."""
    if unit.kind in ("infantry", "heavy-gun"):
        clause = DASH_DISTANCE_INFANTRY
    elif unit.kind == "motorcycles" and unit.riders_on_foot():
        clause = MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED
    elif unit.kind == "motorcycles" and ctx.ruling(RULING_DASH_UNIT_CLASS) == "bikes-are-infantry":
        clause = DASH_DISTANCE_INFANTRY
    else:
        clause = DASH_DISTANCE_CAVALRY_VEHICLES
    return ctx.value(clause, "dice"), clause


@RULESET.action("declare-dash")
class DeclareDash(Action):
    """A unit declares that it will not shoot but dash; the dash dice are rolled."""

    unit: str


@RULESET.handler(DeclareDash)
def declare_dash(ctx: Context, table: Ww2Table, action: DeclareDash) -> Ww2Table:
    """ww2.dash.declaration, ww2.dash.aircraft, ww2.dash.distance.infantry, ww2.dash.distance.cavalry-vehicles;
    riderless mounts stopped in their retreat dash only under ruling ww2.cavalry-wounds.stopped-mounts-charge
    "may-charge" (ww2.cavalry-wounds.riderless.stop), and those whose last rider fell outside the shooting phase
    only under ruling ww2.cavalry-wounds.unfled-mounts "as-cavalry" (:func:`unfled`). The ban of
    ww2.dash.no-charge-after starts here under ruling ww2.dash.dash-made "declared" (under "moved", with the first
    dash move of more than 0 cm, :func:`dash_move`). The dash is the shooting
    phase's ("в фазу стрельбы вместо стрельбы"): declared while the clock shows the movement phase it moves the
    clock on to the shooting phase, and in the close-combat phase it is refused (:func:`clock_to`), as shooting is."""
    unit = table.unit(action.unit)
    require(unit.kind != "aircraft", DASH_AIRCRAFT,
            f"{unit.id} is an aircraft, and aircraft cannot dash (only aircraft with boosted engines may try the afterburner)")
    table = clock_to(ctx, table, "shooting", DASH_DECLARATION, f"{unit.id} declares a dash instead of shooting")
    acts(unit, DASH_DECLARATION, "dash")
    if unit.stopped and unit.kind == "cavalry" and not any(m.rider_alive for m in unit.cavalry):
        # ww2.cavalry-wounds.riderless.stop: "остановить отступление" stops the mounts; under ruling
        # ww2.cavalry-wounds.stopped-mounts-charge "no-charge" they stand where they were stopped
        require(ctx.ruling(RULING_CAVALRY_WOUNDS_STOPPED_MOUNTS_CHARGE) == "may-charge", CAVALRY_WOUNDS_RIDERLESS_STOP,
                f"{unit.id} are riderless mounts, stopped in their retreat: they stand where they were stopped, and "
                "do not dash (ruling ww2.cavalry-wounds.stopped-mounts-charge)")
    unfled(ctx, unit, "dash")
    require(not unit.shot, DASH_DECLARATION, f"{unit.id} has already shot this phase; a dash replaces shooting")
    require(not unit.dashed, DASH_DECLARATION, f"{unit.id} has already dashed this phase")
    ctx.emit(DASH_DECLARATION, f"{unit.id} will not shoot this phase but dashes")
    n, clause = dash_dice(ctx, unit)
    cm = kubik_sum(ctx, n, clause, "dash die")
    ctx.emit(clause, f"{unit.id} dashes up to {cm} cm ({n}D6)", dash=cm)
    # ruling ww2.dash.dash-made: "declared", the dash is made now and bars this turn's close combat; "moved", the
    # first dash move of more than 0 cm makes it (dash_move)
    made = ctx.ruling(RULING_DASH_DASH_MADE) == "declared"
    unit = unit.evolve(dashed=True, dash_allowance=float(cm),
                       no_charge_in_turn=table.turn if made else unit.no_charge_in_turn,
                       retreat_moved=unit.retreat_moved or unit.retreating,
                       stop_tried_by=() if unit.retreating else unit.stop_tried_by)
    return table.with_unit(unit)


def unfled(ctx: Context, unit: Unit, what: str) -> None:
    """Ruling ww2.cavalry-wounds.unfled-mounts (ww2.cavalry-wounds.riderless.flee): a cavalry unit whose riders are
    all dead but whose mounts neither flee nor were stopped (the last rider fell outside the shooting phase, ruling
    ww2.cavalry-wounds.riderless-phase "shooting-phase-as-written") dashes and charges as cavalry under "as-cavalry";
    under "stand" ``what`` (a dash or a charge) is refused. Asked only of such a unit."""
    if unit.kind != "cavalry" or unit.retreating or unit.stopped or any(m.rider_alive for m in unit.cavalry):
        return
    require(ctx.ruling(RULING_CAVALRY_WOUNDS_UNFLED_MOUNTS) == "as-cavalry", CAVALRY_WOUNDS_RIDERLESS_FLEE,
            f"every rider of {unit.id} fell outside the shooting phase: its mounts, which do not flee as written, "
            f"stand where they are and do not {what} (ruling ww2.cavalry-wounds.unfled-mounts)")


def retreats(ctx: Context, unit: Unit, what: str) -> None:
    """ww2.cavalry-wounds.riderless.flee: riderless mounts in retreat "отступают до тех пор пока не покинут стол";
    with no rider left they do not charge (their move and their dash are the retreat; that they do not shoot:
    :func:`may_shoot`). Once stopped (ww2.cavalry-wounds.riderless.stop) they are "отряд из ездовых животных", a
    unit of mounts; whether they charge is ruling ww2.cavalry-wounds.stopped-mounts-charge. Mounts whose last rider
    fell outside the shooting phase, neither fleeing nor stopped as written (ruling
    ww2.cavalry-wounds.riderless-phase): ruling ww2.cavalry-wounds.unfled-mounts (:func:`unfled`)."""
    require(not unit.retreating, CAVALRY_WOUNDS_RIDERLESS_FLEE,
            f"{unit.id} are riderless mounts in retreat until they leave the table: no rider is left to {what}")
    if unit.kind != "cavalry" or any(m.rider_alive for m in unit.cavalry):
        return
    if not unit.stopped:
        unfled(ctx, unit, what)
        return
    require(ctx.ruling(RULING_CAVALRY_WOUNDS_STOPPED_MOUNTS_CHARGE) == "may-charge", CAVALRY_WOUNDS_RIDERLESS_STOP,
            f"{unit.id} are riderless mounts, stopped in their retreat: they stand, and do not {what} "
            "(ruling ww2.cavalry-wounds.stopped-mounts-charge)")


@RULESET.action("dash-move")
class DashMove(Action):
    """A unit that declared a dash moves that many centimetres."""

    unit: str
    distance: Centimetres


@RULESET.handler(DashMove)
def dash_move(ctx: Context, table: Ww2Table, action: DashMove) -> Ww2Table:
    """ww2.dash.declaration (the dash is moved in the shooting phase, "в фазу стрельбы вместо стрельбы") and
    ww2.dash.distance.*: in the close-combat phase the dash is refused (:func:`clock_to`); the dice total is the
    whole dash, however many moves it is made in (ruling
    ww2.dash.distance-limit); a motorcycle squadron leaves its bikes without drivers behind first under ruling
    ww2.motorcycle-wounds.abandon-choice "compulsory"; under ruling ww2.dash.dash-made "moved" the first move of
    more than 0 cm makes the dash and sets the ban of ww2.dash.no-charge-after."""
    unit = table.unit(action.unit)
    require(unit.dash_allowance is not None, DASH_DECLARATION, f"{unit.id} has not declared a dash")
    acts(unit, DASH_DECLARATION, "dash")
    table = clock_to(ctx, table, "shooting", DASH_DECLARATION, f"{unit.id} dashes, instead of shooting,")
    bikes_left_behind_first(ctx, table, unit)
    n, clause = dash_dice(ctx, unit)
    allowed = unit.dash_allowance
    before = unit.dash_moved or 0.0
    left = allowed - before
    if ctx.ruling(RULING_DASH_DISTANCE_LIMIT) == "exact":
        require(abs(action.distance - left) <= EPSILON, clause,
                f"{unit.id} rolled {allowed:g} cm and must dash exactly that ({left:g} cm left), not {action.distance:g} cm")
    else:
        require(at_most(action.distance, left), clause,
                f"{unit.id} rolled {allowed:g} cm for its dash and has dashed {before:g} cm of it: it cannot dash "
                f"{action.distance:g} cm more")
    ctx.emit(clause, f"{unit.id} dashes {action.distance:g} cm, {before + action.distance:g} cm of its {allowed:g} cm")
    unit = unit.evolve(dash_moved=before + action.distance)
    if action.distance > EPSILON and unit.no_charge_in_turn != table.turn \
            and ctx.ruling(RULING_DASH_DASH_MADE) == "moved":
        ctx.emit(DASH_NO_CHARGE_AFTER, f"{unit.id} has made its dash by moving on it: no charge or ram in this "
                                       "turn's close-combat phase (ruling ww2.dash.dash-made)")
        unit = unit.evolve(no_charge_in_turn=table.turn)
    return table.with_unit(unit)


@RULESET.action("declare-shooting")
class DeclareShooting(Action):
    """A unit shoots this phase (its targets and hits are another action)."""

    unit: str


@RULESET.handler(DeclareShooting)
def declare_shooting(ctx: Context, table: Ww2Table, action: DeclareShooting) -> Ww2Table:
    """ww2.dash.declaration: a unit that dashed (or tried the afterburner) does not shoot, nor one with nobody left
    to shoot (:func:`acts`), nor riderless mounts in retreat (ww2.cavalry-wounds.riderless.flee) or stopped
    (ww2.cavalry-wounds.riderless.stop), nor a cavalry unit with no rider left whatever became of its mounts
    (:func:`may_shoot`). Shooting is the shooting phase's ("ФАЗА СТРЕЛЬБЫ"): a unit that opens fire while the clock
    shows the movement phase moves it on to the shooting phase, and one in the close-combat phase is refused
    (:func:`clock_to`), as a heavy machine gun's burst is."""
    unit = table.unit(action.unit)
    table = clock_to(ctx, table, "shooting", DASH_DECLARATION, f"{unit.id} shoots")
    acts(unit, DASH_DECLARATION, "shoot")
    may_shoot(table, unit, "shoot")
    ctx.emit(DASH_DECLARATION, f"{unit.id} shoots, so it does not dash this phase")
    return table.with_unit(unit.evolve(shot=True))


@RULESET.action("declare-afterburner")
class DeclareAfterburner(Action):
    """An aircraft with boosted engines builds up speed instead of shooting: one D6."""

    unit: str


@RULESET.handler(DeclareAfterburner)
def declare_afterburner(ctx: Context, table: Ww2Table, action: DeclareAfterburner) -> Ww2Table:
    """ww2.dash.afterburner.declaration, ww2.dash.afterburner.roll.3-6, ww2.dash.afterburner.roll.1-2; the ban of
    ww2.dash.no-charge-after falls on this turn's close combat under ruling ww2.dash.afterburner-ban-phase
    "after-the-roll" (under "after-the-flight" the afterburner move sets it, :func:`aircraft_move`). It is tried
    "в фазу стрельбы вместо стрельбы": from the movement phase the clock moves on to the shooting phase, and in the
    close-combat phase it is refused (:func:`clock_to`), as shooting is."""
    unit = table.unit(action.unit)
    clause = DASH_AFTERBURNER_DECLARATION
    require(unit.kind == "aircraft", clause, f"{unit.id} is not an aircraft; only aircraft use the afterburner")
    require(unit.boosted_engines, clause, f"{unit.id} has no boosted engines, so it cannot use the afterburner")
    table = clock_to(ctx, table, "shooting", clause, "the afterburner is declared instead of shooting")
    acts(unit, clause, "try the afterburner")
    require(not unit.shot, clause, f"{unit.id} has already shot; the afterburner replaces shooting")
    require(unit.afterburner_turn != table.turn, clause, f"{unit.id} has already tried the afterburner this turn")
    ctx.emit(clause, f"{unit.id} does not shoot and tries the afterburner")
    roll = kubik(ctx, clause, "afterburner die")
    ban_now = ctx.ruling(RULING_DASH_AFTERBURNER_BAN_PHASE) == "after-the-roll"
    if roll >= ctx.value(DASH_AFTERBURNER_ROLL_3_6, "lowest"):
        least, most = ctx.value(DASH_AFTERBURNER_ROLL_3_6, "least"), ctx.value(DASH_AFTERBURNER_ROLL_3_6, "most")
        ctx.emit(DASH_AFTERBURNER_ROLL_3_6,
                 f"afterburner {roll}: next movement phase {unit.id} may fly {least:g} to {most:g} cm", roll=roll)
        unit = unit.evolve(afterburner="ready", afterburner_turn=table.turn,
                           no_charge_in_turn=table.turn if ban_now else unit.no_charge_in_turn)
    else:
        ctx.emit(DASH_AFTERBURNER_ROLL_1_2, f"afterburner {roll}: something went wrong, the afterburner fails",
                 roll=roll)
        banned = ban_now and ctx.ruling(RULING_DASH_FAILED_AFTERBURNER) == "attempt-counts"
        unit = unit.evolve(afterburner="failed", afterburner_turn=table.turn, no_charge_in_turn=table.turn if banned else unit.no_charge_in_turn)
    return table.with_unit(unit)


@RULESET.action("aircraft-move")
class AircraftMove(Action):
    """An aircraft moves in the movement phase."""

    unit: str
    distance: Centimetres


@RULESET.handler(AircraftMove)
def aircraft_move(ctx: Context, table: Ww2Table, action: AircraftMove) -> Ww2Table:
    """ww2.dash.afterburner.roll.3-6 (60–110 cm in the whole movement phase, however many moves it is flown in:
    110 cm is the bound of every move, 60 cm that of the phase's end, :func:`movement_phase_ends`; under ruling ww2.dash.afterburner-range "up-to-110" a flight shorter than 60 cm is allowed as an ordinary move,
    and every move of the phase adds to the flight, short or not: :func:`_flight_up_to_110`) and
    ww2.dash.afterburner.full-speed-saves (at 110 cm); under ruling
    ww2.dash.afterburner-ban-phase "after-the-flight" an afterburner move (or the move after a failed one, under
    ww2.dash.failed-afterburner "attempt-counts") bars this turn's charges and rams (ww2.dash.no-charge-after).
    The flight after a successful afterburner is "в следующую фазу движения": flown once the clock has left that
    phase it is refused by ww2.dash.afterburner.roll.3-6 (:func:`clock_to`); no clause of the excerpt names the
    phase of an ordinary move (ww2.hook.aircraft), so one outside the movement phase is bad input."""
    unit = table.unit(action.unit)
    if unit.kind != "aircraft":
        raise SetupError(f"{unit.id} is not an aircraft")
    if unit.afterburner in ("ready", "unused") or (unit.afterburner == "used" and unit.afterburner_move is not None):
        table = clock_to(ctx, table, "movement", DASH_AFTERBURNER_ROLL_3_6,
                         f"{unit.id} flies after its successful afterburner «в следующую фазу движения», that is")
    elif table.phase != "movement":
        raise SetupError(f"an aircraft moves in the movement phase, and this is the {table.phase} phase: how far and "
                         "when an aircraft moves without the afterburner is given outside the excerpt "
                         "(ww2.hook.aircraft)")
    d = action.distance
    unit = unit.evolve(afterburner_saves=False)
    if unit.afterburner == "used" and unit.afterburner_move is not None:
        return table.with_unit(_afterburner_flies_on(ctx, unit, d))
    if unit.afterburner == "unused":  # "up-to-110": the flight so far is shorter than the afterburner's least
        return table.with_unit(_flight_up_to_110(ctx, table, unit, unit.move_used, d))
    if unit.afterburner == "ready":
        clause = DASH_AFTERBURNER_ROLL_3_6
        least, most = ctx.value(clause, "least"), ctx.value(clause, "most")
        if ctx.ruling(RULING_DASH_AFTERBURNER_RANGE) != "inclusive-60-110":
            return table.with_unit(_flight_up_to_110(ctx, table, unit, 0.0, d))
        require(at_most(d, most), clause,
                f"after a successful afterburner {unit.id} flies from {least:g} to {most:g} cm, not {d:g} cm")
        if d < least - EPSILON:  # the start of the flight: the phase ends only once it is 60 cm (movement_phase_ends)
            ctx.emit(clause, f"{unit.id} flies {d:g} cm on the afterburner: its flight of this movement phase "
                             f"must reach {least:g} cm before the phase ends")
        else:
            ctx.emit(clause, f"{unit.id} flies {d:g} cm on the afterburner")
        full = _full_speed_saves(ctx, unit, d, most)
        unit = unit.evolve(afterburner="used", afterburner_move=d, afterburner_saves=full)
        unit = _ban_after_the_flight(ctx, table, unit, banned=True)
    elif unit.afterburner == "failed":
        ctx.emit(DASH_AFTERBURNER_ROLL_1_2,
                 f"{unit.id} failed its afterburner and makes an ordinary move of {d:g} cm (ww2.hook.aircraft)")
        unit = unit.evolve(afterburner="used", afterburner_move=None)
        unit = _ban_after_the_flight(ctx, table, unit,
                                     banned=ctx.ruling(RULING_DASH_FAILED_AFTERBURNER) == "attempt-counts")
    return table.with_unit(unit.evolve(move_used=unit.move_used + d))


def _full_speed_saves(ctx: Context, unit: Unit, flown: float, most: float) -> bool:
    """ww2.dash.afterburner.full-speed-saves: whether the afterburner flight of ``flown`` cm is the full ``most`` cm,
    which earns the saves against anti-aircraft and aircraft weapons (said here when it is)."""
    full = abs(flown - most) <= EPSILON
    if full:
        saves = DASH_AFTERBURNER_FULL_SPEED_SAVES
        ctx.emit(saves, f"{unit.id} flew the full {most:g} cm: saves {ctx.value(saves, 'anti-aircraft')}+ "
                        f"against anti-aircraft and {ctx.value(saves, 'aircraft')}+ against aircraft weapons")
    return full


def _flight_up_to_110(ctx: Context, table: Ww2Table, unit: Unit, before: float, d: float) -> Unit:
    """ww2.dash.afterburner.roll.3-6 under ruling ww2.dash.afterburner-range "up-to-110": the aircraft may fly
    anything up to 110 cm in the movement phase after a successful afterburner, and 60 cm is the least flight
    that counts as the afterburner's. Every move of that phase is part of the one flight (``before``: flown
    in it so far, all in ordinary moves): the whole is at most 110 cm; below 60 cm it is an ordinary move
    (ww2.hook.aircraft), and the move that takes it to 60 cm or more makes it the afterburner's flight, which
    earns the saves of ww2.dash.afterburner.full-speed-saves at 110 cm and, under ruling
    ww2.dash.afterburner-ban-phase "after-the-flight", bars this turn's charges and rams."""
    clause = DASH_AFTERBURNER_ROLL_3_6
    least, most = ctx.value(clause, "least"), ctx.value(clause, "most")
    total = before + d
    if before:
        require(at_most(total, most), clause,
                f"{unit.id} has flown {before:g} cm this movement phase; {d:g} cm more would make {total:g} cm, and "
                f"the flight after a successful afterburner is at most {most:g} cm")
    else:
        require(at_most(d, most), clause, f"the afterburner move is at most {most:g} cm, not {d:g} cm")
    if total < least - EPSILON:  # 60 cm is the least flight that counts as the afterburner
        ctx.emit(clause, f"{unit.id} flies {d:g} cm, {total:g} cm this movement phase: less than the {least:g} cm "
                 "that count as using the afterburner, an ordinary move (ww2.hook.aircraft)")
        return unit.evolve(afterburner="unused", afterburner_move=None, move_used=unit.move_used + d)
    ctx.emit(clause, f"{unit.id} flies {d:g} cm on the afterburner" + (f": {total:g} cm this movement phase" if before else ""))
    full = _full_speed_saves(ctx, unit, total, most)
    unit = unit.evolve(afterburner="used", afterburner_move=total, afterburner_saves=full, move_used=unit.move_used + d)
    return _ban_after_the_flight(ctx, table, unit, banned=True)


def _afterburner_flies_on(ctx: Context, unit: Unit, d: float) -> Unit:
    """ww2.dash.afterburner.roll.3-6 and .full-speed-saves: a further move in the movement phase of the afterburner
    flight ("в следующую фазу движения самолет может пролететь от 60см до 110см") adds to that flight, whose
    whole length is at most 110 cm; the saves go with a whole flight of 110 cm."""
    clause = DASH_AFTERBURNER_ROLL_3_6
    most = ctx.value(clause, "most")
    before = unit.afterburner_move or 0.0
    total = before + d
    require(at_most(total, most), clause,
            f"{unit.id} has flown {before:g} cm on the afterburner this movement phase; {d:g} cm more would make "
            f"{total:g} cm, and the flight is at most {most:g} cm")
    ctx.emit(clause, f"{unit.id} flies {d:g} cm more on the afterburner: {total:g} cm this movement phase")
    full = _full_speed_saves(ctx, unit, total, most)
    return unit.evolve(afterburner_move=total, afterburner_saves=full, move_used=unit.move_used + d)


def _ban_after_the_flight(ctx: Context, table: Ww2Table, unit: Unit, banned: bool) -> Unit:
    """ww2.dash.no-charge-after under ruling ww2.dash.afterburner-ban-phase "after-the-flight": the move the
    afterburner was for bars this turn's close-combat phase."""
    if not banned or ctx.ruling(RULING_DASH_AFTERBURNER_BAN_PHASE) != "after-the-flight":
        return unit
    ctx.emit(DASH_NO_CHARGE_AFTER, f"{unit.id} has made its afterburner move: no charge or ram in this turn's "
                                   "close-combat phase (ruling ww2.dash.afterburner-ban-phase)")
    return unit.evolve(no_charge_in_turn=table.turn)


@RULESET.action("hit-aircraft")
class HitAircraft(Action):
    """An aircraft is hit by an anti-aircraft weapon or by another aircraft's weapon."""

    unit: str
    weapon: Literal["anti-aircraft", "aircraft"]


@RULESET.handler(HitAircraft)
def hit_aircraft(ctx: Context, table: Ww2Table, action: HitAircraft) -> Ww2Table:
    """ww2.dash.afterburner.full-speed-saves: 5+ against anti-aircraft, 6+ against aircraft weapons."""
    unit = table.unit(action.unit)
    if unit.kind != "aircraft":
        raise SetupError(f"{unit.id} is not an aircraft")
    if unit.afterburner_saves:
        need = ctx.value(DASH_AFTERBURNER_FULL_SPEED_SAVES, action.weapon)  # "anti-aircraft" or "aircraft"
        roll = kubik(ctx, DASH_AFTERBURNER_FULL_SPEED_SAVES, "afterburner save")
        if roll >= need:
            ctx.emit(DASH_AFTERBURNER_FULL_SPEED_SAVES,
                     f"{unit.id} saves the {action.weapon} hit ({roll} against {need}+)", saved=True)
            return table
        ctx.emit(DASH_AFTERBURNER_FULL_SPEED_SAVES,
                 f"{unit.id} fails its {need}+ save against the {action.weapon} hit ({roll})", saved=False)
    return table.with_unit(unit.evolve(aircraft_hits=unit.aircraft_hits + 1))


@RULESET.action("declare-charge")
class DeclareCharge(Action):
    """In the close-combat phase a unit charges an enemy, or makes a tank or aircraft ram."""
    distinct = ("unit", "target")

    unit: str
    kind: Literal["charge", "tank-ram", "aircraft-ram"] = "charge"
    target: str | None = None


@RULESET.handler(DeclareCharge)
def declare_charge(ctx: Context, table: Ww2Table, action: DeclareCharge) -> Ww2Table:
    """ww2.dash.no-charge-after (a tank ram by a unit that is no tank or vehicle, or an aircraft ram by one that is no
    aircraft, is bad input: the text names the rams "Танковый либо Авиационный Таран"; a unit with nobody left to
    charge is refused by the clause too, :func:`acts`, and a charge on
    a target that has left the table or has nobody alive, :func:`there`, or is of the charger's own side, being no
    "противник"; riderless mounts in retreat by
    ww2.cavalry-wounds.riderless.flee, :func:`retreats`); a charge on survivors of a destroyed
    bike cites ww2.motorcycle-wounds.destroyed-bike.new-unit, and the bonus of a survivor lying prone (in that unit,
    or back in his squadron on foot) ww2.motorcycle-wounds.destroyed-bike.crew-survival (:func:`prone_bonus`). Charges and rams are "в следующую фазу Рукопашного
    Боя": one declared while the clock shows the movement or shooting phase moves it on to the close-combat phase
    (:func:`clock_to`: the phases between are over, and a movement phase so ended is checked as it ends), as
    shooting from the movement phase moves it on to the shooting phase."""
    unit = table.unit(action.unit)
    what = {"charge": "charge", "tank-ram": "make a tank ram", "aircraft-ram": "make an aircraft ram"}[action.kind]
    rammer = {"tank-ram": ("vehicle", "a tank's («Танковый Таран»)"),
              "aircraft-ram": ("aircraft", "an aircraft's («Авиационный Таран»)")}.get(action.kind)
    if rammer is not None and unit.kind != rammer[0]:
        raise SetupError(f"{unit.id} ({unit.kind}) cannot {what}: that ram is {rammer[1]}")
    table = clock_to(ctx, table, "close-combat", DASH_NO_CHARGE_AFTER, f"{unit.id} would {what}")
    acts(unit, DASH_NO_CHARGE_AFTER, what)
    retreats(ctx, unit, what)
    require(unit.no_charge_in_turn != table.turn, DASH_NO_CHARGE_AFTER,
            f"{unit.id} made a dash or the afterburner this turn, so it cannot {what} in this close-combat phase")
    if unit.dashed:  # declared, and not made under ruling ww2.dash.dash-made "moved"
        ctx.emit(DASH_NO_CHARGE_AFTER, f"{unit.id} declared a dash but moved {unit.dash_moved or 0:g} cm on it: no "
                                       f"dash made (ruling ww2.dash.dash-made), so it may {what}")
    else:
        ctx.emit(DASH_NO_CHARGE_AFTER, f"{unit.id} did not dash or use the afterburner, so it may {what}")
    if action.target is not None:
        target = table.unit(action.target)
        there(target, DASH_NO_CHARGE_AFTER, what)  # "атаковать противника": an enemy on the table, someone alive
        require(target.side != unit.side, DASH_NO_CHARGE_AFTER,
                f"{unit.id} and {target.id} are both units of the {unit.side} side: a charge or ram is made on the "
                f"enemy («атаковать противника»), and {target.id} is no enemy of {unit.id}")
        if target.formed_from is not None:
            ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT,
                     f"{target.id}, the survivors of a destroyed motorcycle, may be attacked in close combat")
        prone_bonus(ctx, table.turn, target.soldiers, "against this charge")  # the survivors, apart or back on foot
    return table.with_unit(unit.evolve(charged=True))


@RULESET.action("next-turn")
class NextTurn(Action):
    """The rest of this turn's phases pass and the next turn's movement phase begins."""


@RULESET.handler(NextTurn)
def next_turn(ctx: Context, table: Ww2Table, action: NextTurn) -> Ww2Table:
    """As many phases as take the clock to the next turn (see :func:`next_phase`); the ban of
    ww2.dash.no-charge-after lapses with its close-combat phase."""
    turn = table.turn
    while table.turn == turn:
        table = next_phase(ctx, table, NextPhase())
    for u in table.units:
        if u.no_charge_in_turn == turn:
            ctx.emit(DASH_NO_CHARGE_AFTER, f"turn {table.turn}: the ban on charging and ramming {u.id} held "
                                                 f"for the close combat of turn {turn} and has lapsed")
    return table


@RULESET.action("next-phase")
class NextPhase(Action):
    """The turn moves on: movement → shooting → close combat → the next turn's movement."""


@RULESET.handler(NextPhase)
def next_phase(ctx: Context, table: Ww2Table, action: NextPhase) -> Ww2Table:
    """Moves the turn on; a new turn ends the ban of ww2.dash.no-charge-after and, under ruling
    ww2.dash.full-speed "exactly-110-this-turn", the saves of ww2.dash.afterburner.full-speed-saves; the
    survivors of destroyed bikes rejoin their squadrons then under ruling
    ww2.motorcycle-wounds.survivors-squadron "rejoin-next-turn" (ww2.motorcycle-wounds.destroyed-bike.new-unit)."""
    i = PHASES.index(table.phase)
    if table.phase == "movement":
        movement_phase_ends(ctx, table)
    if i + 1 < len(PHASES):
        return table.evolve(phase=PHASES[i + 1])
    this_turn_only = ctx.ruling(RULING_DASH_FULL_SPEED) == "exactly-110-this-turn"
    units = []
    for u in table.units:
        units.append(u.evolve(
            shot=False, dashed=False, dash_allowance=None, dash_moved=None, move_used=0.0, foot_moved=0.0,
            retreat_moved=False, stop_tried_by=(), charged=False, shot_at_by=(),
            afterburner=u.afterburner if u.afterburner in ("ready", "failed") and u.afterburner_turn == table.turn else None,
            afterburner_saves=u.afterburner_saves and not this_turn_only,
        ))
    return survivors_rejoin(ctx, table.evolve(units=tuple(units), turn=table.turn + 1, phase="movement"))
