"""What scenarios can ask about a WWII table, in the players' words.

Units are named in quotes ("rifles", "hussars"); soldiers, cavalry models, bikes and
guns by their one-word ids (s1, c1, bike1).  Each phrase serves a plain check and an
exact question ("Then the chance that 3 riders of "hussars" are dead is 361/2187").
"""

from __future__ import annotations

from oracle.core.errors import SetupError
from oracle.core.measure import EPSILON, Centimetres
from oracle.core.numbers import Count
from oracle.core.rulings import TEXT_NUMBERS
from oracle.engine.ruleset import span
from oracle.ww2.motorcycle_wounds import squadron_move_left
from oracle.ww2.ruleset import RULESET
from oracle.ww2.state import Bike, CavalryModel, HeavyWeapon, Soldier, Unit, Ww2Table


def _soldier(t: Ww2Table, who: str):
    return t.unit_of(who).soldier(who)


def _model(t: Ww2Table, m: str):
    return t.unit_of(m).model(m)


def _bike(t: Ww2Table, b: str):
    return t.unit_of(b).bike(b)


def _gun(t: Ww2Table, g: str):
    return t.unit_of(g).weapon(g)


# --- dash and afterburner ---------------------------------------------------------

def dash_allowance(t: Ww2Table, unit: str) -> float | None:
    """The centimetres the unit's dash dice gave (None: no dash declared)."""
    return t.unit(unit).dash_allowance


@RULESET.outcome('"{unit}" may dash up to {cm:g} cm', measure=dash_allowance, possible={"cm": span(Centimetres)})
def dash_of(t: Ww2Table, unit: str, cm: float) -> bool:
    """The dash dice of the unit add up to exactly this many centimetres."""
    a = dash_allowance(t, unit)
    return a is not None and abs(a - cm) <= EPSILON


@RULESET.outcome('"{unit}" may dash at least {cm:g} cm', possible={"cm": span(Centimetres)})
def dash_at_least(t: Ww2Table, unit: str, cm: float) -> bool:
    """The dash dice add up to this many centimetres or more."""
    a = t.unit(unit).dash_allowance
    return a is not None and a >= cm - EPSILON


def dash_moved(t: Ww2Table, unit: str) -> float | None:
    """The centimetres the unit dashed (None: it has not dashed)."""
    return t.unit(unit).dash_moved


@RULESET.outcome('"{unit}" has dashed {cm:g} cm', measure=dash_moved, possible={"cm": span(Centimetres)})
def dashed(t: Ww2Table, unit: str, cm: float) -> bool:
    """The unit's dash move was this long."""
    d = dash_moved(t, unit)
    return d is not None and abs(d - cm) <= EPSILON


@RULESET.outcome('"{unit}" does not shoot this phase')
def does_not_shoot(t: Ww2Table, unit: str) -> bool:
    """The unit dashed (or tried the afterburner) instead of shooting."""
    u = t.unit(unit)
    return not u.shot and (u.dashed or u.afterburner_turn == t.turn)


@RULESET.outcome('the afterburner of "{unit}" has succeeded')
def afterburner_ok(t: Ww2Table, unit: str) -> bool:
    """The afterburner roll was 3 or more."""
    return t.unit(unit).afterburner in ("ready", "unused") or t.unit(unit).afterburner_move is not None


@RULESET.outcome('the afterburner of "{unit}" has failed')
def afterburner_failed(t: Ww2Table, unit: str) -> bool:
    """The afterburner roll was 1 or 2."""
    return t.unit(unit).afterburner == "failed"


def afterburner_cm(t: Ww2Table, unit: str) -> float | None:
    """The length of the aircraft's afterburner move (None: it made none)."""
    return t.unit(unit).afterburner_move


@RULESET.outcome('the aircraft "{unit}" has flown {cm:g} cm on the afterburner', measure=afterburner_cm,
                 possible={"cm": span(Centimetres)})
def afterburner_move(t: Ww2Table, unit: str, cm: float) -> bool:
    """Its move after a successful afterburner was an afterburner move of that length (60 to 110 cm)."""
    return afterburner_cm(t, unit) == cm


@RULESET.outcome('the aircraft "{unit}" has made no afterburner move')
def no_afterburner_move(t: Ww2Table, unit: str) -> bool:
    """Its last move was not an afterburner move (none tried, the afterburner failed, or too short to count)."""
    return t.unit(unit).afterburner_move is None


@RULESET.outcome('the aircraft "{unit}" has the full-speed saves')
def full_speed_saves(t: Ww2Table, unit: str) -> bool:
    """It flew the full 110 cm on the afterburner: saves 5+ against anti-aircraft, 6+ against aircraft."""
    return t.unit(unit).afterburner_saves


@RULESET.outcome('the aircraft "{unit}" has no full-speed saves')
def no_full_speed_saves(t: Ww2Table, unit: str) -> bool:
    """It has no afterburner saves: it did not fly the full 110 cm on the afterburner, or that move lapsed."""
    return not t.unit(unit).afterburner_saves


@RULESET.outcome('the aircraft "{unit}" has taken {n:d} hits', possible={"n": span(Unit.model_fields["aircraft_hits"])})
def aircraft_hits(t: Ww2Table, unit: str, n: int) -> bool:
    """Unsaved hits on the aircraft."""
    return t.unit(unit).aircraft_hits == n


@RULESET.outcome('"{unit}" has charged')
def has_charged(t: Ww2Table, unit: str) -> bool:
    """The unit charged or rammed in this close-combat phase."""
    return t.unit(unit).charged


# --- infantry ------------------------------------------------------------------------

@RULESET.outcome('"{unit}" has {n:d} soldiers left', possible={"n": span(Count)})
def soldiers_left(t: Ww2Table, unit: str, n: int) -> bool:
    """Living soldiers in the unit."""
    return len(t.unit(unit).living()) == n


@RULESET.outcome('"{unit}" has lost {n:d} wounds for want of targets',
                 possible={"n": span(Unit.model_fields["lost_wounds"])})
def lost_wounds(t: Ww2Table, unit: str, n: int) -> bool:
    """Wounds that could not be placed on any model the enemy could hit."""
    return t.unit(unit).lost_wounds == n


@RULESET.outcome("soldier {who} is dead")
def soldier_dead(t: Ww2Table, who: str) -> bool:
    """The soldier was removed as a casualty."""
    return not _soldier(t, who).alive


@RULESET.outcome("soldier {who} is alive")
def soldier_alive(t: Ww2Table, who: str) -> bool:
    """The soldier is still on the table."""
    return _soldier(t, who).alive


def prone_bonus_turn(t: Ww2Table, who: str) -> int | None:
    """The turn from which a living soldier lying prone has the bonus; None if he does not lie prone."""
    s = _soldier(t, who)
    return s.prone_bonus_from_turn if s.alive and s.prone else None


@RULESET.outcome("soldier {who} has gone prone, with the bonus from turn {turn:d}", measure=prone_bonus_turn,
                 bounds=("soldier {who} has gone prone, with the bonus from turn {turn:d} or later",
                         "soldier {who} has gone prone, with the bonus from turn {turn:d} or earlier"),
                 possible={"turn": span(Soldier.model_fields["prone_bonus_from_turn"])})
def soldier_prone(t: Ww2Table, who: str, turn: int) -> bool:
    """The soldier lies prone; the prone bonus counts from that turn (bounded, "from turn 2 or later":
    a soldier who does not lie prone has no such turn)."""
    s = _soldier(t, who)
    return s.alive and s.prone and s.prone_bonus_from_turn == turn


@RULESET.outcome("soldier {who} gets the bonus for lying prone")
def soldier_prone_bonus(t: Ww2Table, who: str) -> bool:
    """The soldier lies prone and, in the turn the clock shows, the prone bonus already counts."""
    s = _soldier(t, who)
    return s.alive and s.prone and s.prone_bonus_from_turn is not None and s.prone_bonus_from_turn <= t.turn


@RULESET.outcome("soldier {who} does not yet get the bonus for lying prone")
def soldier_no_prone_bonus_yet(t: Ww2Table, who: str) -> bool:
    """The soldier lies prone, but the prone bonus counts only from a later turn than the clock shows."""
    s = _soldier(t, who)
    return s.alive and s.prone and s.prone_bonus_from_turn is not None and s.prone_bonus_from_turn > t.turn


@RULESET.outcome('the heavy machine gun {gun} is intact')
def gun_intact(t: Ww2Table, gun: str) -> bool:
    """The gun itself has not been destroyed."""
    return _gun(t, gun).intact


@RULESET.outcome('the heavy machine gun {gun} has {n:d} pending special-weapon hits',
                 possible={"n": span(HeavyWeapon.model_fields["special_hits"])})
def gun_special(t: Ww2Table, gun: str, n: int) -> bool:
    """Hits from special weapons on the gun, whose effect lies outside the excerpt."""
    return _gun(t, gun).special_hits == n


@RULESET.outcome('the heavy machine gun {gun} is crewed by {a} and {b}')
def gun_crew(t: Ww2Table, gun: str, a: str, b: str) -> bool:
    """These two soldiers are the gun's crew."""
    return set(_gun(t, gun).crew) == {a, b}


@RULESET.outcome('the heavy machine gun {gun} scores {n:d} hits',
                 possible={"n": span(HeavyWeapon.model_fields["hits_scored"])})
def gun_hits(t: Ww2Table, gun: str, n: int) -> bool:
    """Hits the gun scored in its last burst."""
    return _gun(t, gun).hits_scored == n


@RULESET.outcome('the heavy machine gun {gun} scores at least {n:d} hit',
                 possible={"n": span(HeavyWeapon.model_fields["hits_scored"])})
def gun_hits_at_least(t: Ww2Table, gun: str, n: int) -> bool:
    """At least this many hits in its last burst."""
    return _gun(t, gun).hits_scored >= n


# --- cavalry -------------------------------------------------------------------------

@RULESET.outcome("cavalry model {m} is allocated {n:d} of the hits",
                 possible={"n": span(CavalryModel.model_fields["allocated"])})
def allocated(t: Ww2Table, m: str, n: int) -> bool:
    """Hits put on this model by the last shooting, before any roll."""
    return _model(t, m).allocated == n


@RULESET.outcome('{n:d} riders of "{unit}" are dead', possible={"n": span(Count)})
def dead_riders(t: Ww2Table, n: int, unit: str) -> bool:
    """Riders killed (a medic may still save them)."""
    return sum(1 for m in t.unit(unit).cavalry if not m.rider_alive) == n


@RULESET.outcome('{n:d} mounts of "{unit}" are dead', possible={"n": span(Count)})
def dead_mounts(t: Ww2Table, n: int, unit: str) -> bool:
    """Mounts that used up their two wounds."""
    return sum(1 for m in t.unit(unit).cavalry if not m.mount_alive) == n


@RULESET.outcome("the rider of {m} is dead")
def rider_dead(t: Ww2Table, m: str) -> bool:
    """The rider took his one wound (a medic may still save him)."""
    return not _model(t, m).rider_alive


@RULESET.outcome("the rider of {m} is alive")
def rider_alive(t: Ww2Table, m: str) -> bool:
    """The rider has no wound."""
    return _model(t, m).rider_alive


@RULESET.outcome("the mount of {m} has {n:d} wounds", possible={"n": span(CavalryModel.model_fields["mount_wounds"])})
def mount_wounds(t: Ww2Table, m: str, n: int) -> bool:
    """Wounds on the mount (two kill it)."""
    return _model(t, m).mount_wounds == n


@RULESET.outcome("{n:d} hits burned on cavalry model {m}", possible={"n": span(CavalryModel.model_fields["lost_hits"])})
def burned(t: Ww2Table, n: int, m: str) -> bool:
    """Hits lost on this model: on a dead model or on a dead rider or mount."""
    return _model(t, m).lost_hits == n


@RULESET.outcome('the riderless mounts of "{unit}" are retreating')
def retreating(t: Ww2Table, unit: str) -> bool:
    """The mounts flee and will keep fleeing until they leave the table."""
    return t.unit(unit).retreating


@RULESET.outcome('the riderless mounts of "{unit}" are not retreating')
def not_retreating(t: Ww2Table, unit: str) -> bool:
    """The mounts are not fleeing (their riders live, or they were stopped)."""
    return not t.unit(unit).retreating


@RULESET.outcome('the riderless mounts of "{unit}" are stopped')
def stopped(t: Ww2Table, unit: str) -> bool:
    """A unit caught the fleeing mounts."""
    return t.unit(unit).stopped


@RULESET.outcome('the riderless mounts of "{unit}" have left the table')
def left_table(t: Ww2Table, unit: str) -> bool:
    """The mounts fled off the table."""
    return t.unit(unit).left_table


@RULESET.outcome('"{unit}" has {n:d} models unhurt', possible={"n": span(Count)})
def unhurt(t: Ww2Table, unit: str, n: int) -> bool:
    """Soldiers alive, or cavalry models with no wound on rider or mount."""
    u = t.unit(unit)
    if u.cavalry:
        return sum(1 for m in u.cavalry if m.rider_wounds == 0 and m.mount_wounds == 0) == n
    return len(u.living()) == n


# --- motorcycles -----------------------------------------------------------------------

@RULESET.outcome("bike {b} is allocated {n:d} of the hits", possible={"n": span(Bike.model_fields["allocated"])})
def bike_allocated(t: Ww2Table, b: str, n: int) -> bool:
    """Hits put on this bike and its crew by the last shooting."""
    return _bike(t, b).allocated == n


@RULESET.outcome("bike {b} has {n:d} pending armour-piercing hits",
                 possible={"n": span(Bike.model_fields["armour_piercing_hits"])})
def bike_ap(t: Ww2Table, b: str, n: int) -> bool:
    """Armour-piercing hits on the bike, whose damage lies outside the excerpt."""
    return _bike(t, b).armour_piercing_hits == n


@RULESET.outcome("{n:d} hits on bike {b} are lost", possible={"n": span(Bike.model_fields["lost_hits"])})
def bike_lost(t: Ww2Table, n: int, b: str) -> bool:
    """Hits on the bike that could not harm it, or crew hits with nobody left aboard."""
    return _bike(t, b).lost_hits == n


@RULESET.outcome("bike {b} is empty and intact")
def bike_empty(t: Ww2Table, b: str) -> bool:
    """Nobody sits on the bike, and it is not destroyed."""
    bike = _bike(t, b)
    return not bike.seats and not bike.destroyed


@RULESET.outcome("bike {b} is destroyed")
def bike_destroyed(t: Ww2Table, b: str) -> bool:
    """The bike is destroyed (or left behind, which counts as destroyed)."""
    return _bike(t, b).destroyed


@RULESET.outcome("rider {who} sits on bike {b} as its {seat}")
def sits_on(t: Ww2Table, who: str, b: str, seat: str) -> bool:
    """The rider has this seat (driver or gunner)."""
    return getattr(_bike(t, b), seat, None) == who


@RULESET.outcome('{n:d} riders of the squadron "{unit}" are alive', possible={"n": span(Count)})
def riders_alive(t: Ww2Table, n: int, unit: str) -> bool:
    """Living riders still in the squadron (not counting survivors who formed a new unit)."""
    return len(t.unit(unit).living()) == n


@RULESET.outcome('{n:d} crewmen of "{unit}" survive their destroyed bikes', possible={"n": span(Count)})
def survivors(t: Ww2Table, n: int, unit: str) -> bool:
    """Living soldiers of the new infantry unit formed by the crews of destroyed bikes."""
    return sum(len(u.living()) for u in t.survivors_of(unit)) == n


def move_left_cm(t: Ww2Table, unit: str) -> float:
    """The centimetres left of the unit's move this turn: of a motorcycle squadron with a rider on foot, no more
    than is left of the 15 cm pace it walks at, "отряд двигается дальше со скоростью 15 см"
    (ww2.motorcycle-wounds.dismounted-speed, :func:`oracle.ww2.motorcycle_wounds.squadron_move_left`), as its move
    is checked against. A move of 0 is a move not
    given (its profile is outside the excerpt, ww2.hook.movement, and
    :func:`oracle.ww2.motorcycle_wounds.squadron_move` checks no distance against it): what is left of it is unknown,
    so the question is bad input naming the field, not 0 cm (nor a negative number once the unit has moved)."""
    u: Unit = t.unit(unit)
    if not u.move:
        raise SetupError(f"how much of its move {u.id} has left cannot be told: its move this turn is not given "
                         f"(field 'move' of unit {u.id} is 0, which means not given): give the unit's move, from its "
                         "profile (ww2.hook.movement)")
    return squadron_move_left(TEXT_NUMBERS, u)


@RULESET.outcome('"{unit}" has {cm:g} cm of move left', measure=move_left_cm, possible={"cm": span(Centimetres)})
def move_left(t: Ww2Table, unit: str, cm: float) -> bool:
    """What is left of the unit's move this turn."""
    return abs(move_left_cm(t, unit) - cm) <= EPSILON


@RULESET.outcome('"{unit}" is a motor-infantry unit of {n:d} soldiers on {bikes:d} bikes',
                 possible={"n": span(Count), "bikes": span(Count)})
def motor_infantry(t: Ww2Table, unit: str, n: int, bikes: int) -> bool:
    """The squadron's living riders and its usable bikes."""
    u = t.unit(unit)
    return u.kind == "motorcycles" and len(u.living()) == n and len(u.usable_bikes()) == bikes


@RULESET.outcome('"{unit}" is an infantry unit of {n:d} soldiers', possible={"n": span(Count)})
def infantry_of(t: Ww2Table, unit: str, n: int) -> bool:
    """An infantry unit with this many living soldiers."""
    u = next((u for u in t.units if u.id == unit), None)
    return u is not None and u.kind == "infantry" and len(u.living()) == n


@RULESET.summary
def summarise(t: Ww2Table) -> str:
    parts = []
    for u in t.units:
        bits = [f"{u.id} ({u.kind})"]
        if u.soldiers:
            bits.append("soldiers " + ",".join(s.id + ("" if s.alive else "†") for s in u.soldiers))
        for m in u.cavalry:
            bits.append(f"{m.id}: rider {'†' if not m.rider_alive else 'ok'}, mount {m.mount_wounds}/2")
        for b in u.bikes:
            bits.append(f"{b.id}: {'/'.join(b.seats) or 'empty'}{' destroyed' if b.destroyed else ''}"
                        + (f" AP{b.armour_piercing_hits}" if b.armour_piercing_hits else ""))
        if u.dash_allowance is not None:
            bits.append(f"dash {u.dash_allowance:g} cm")
        if u.afterburner:
            bits.append(f"afterburner {u.afterburner}")
        if u.retreating:
            bits.append("retreating")
        if u.lost_wounds:
            bits.append(f"{u.lost_wounds} lost")
        parts.append("; ".join(bits))
    return " | ".join(parts) or "empty table"


@RULESET.outcome("the battle is in the {phase:Phase} phase")
def in_phase(t: Ww2Table, phase: str) -> bool:
    """The clock: the phase of the turn being played (movement, shooting, close-combat)."""
    return t.phase == phase


@RULESET.outcome("the battle is in turn {n:d}",
                 bounds=("the battle is in turn {n:d} or later", "the battle is in turn {n:d} or earlier"),
                 possible={"n": span(Ww2Table.model_fields["turn"])})
def in_turn(t: Ww2Table, n: int) -> bool:
    """The clock: the turn being played (the first is turn 1); a turn is bounded as players say it,
    "in turn 3 or later", never "in turn at least 3"."""
    return t.turn == n
