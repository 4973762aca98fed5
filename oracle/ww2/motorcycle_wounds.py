"""РАНЫ. (Мотоциклетный) Отряд — wounds on a motorcycle squadron, remounting, riders on foot.

The source heads this section "РАНЫ. Кавалерийский Отряд." a second time; its text is
about motorcycles (ruling ``ww2.motorcycle-wounds.heading``).

* Hits go two to a bike with its crew, round the bikes in sight and range
  (``ww2.motorcycle-wounds.allocation``); per hit the owner rolls: 1-3 the bike (lost
  unless armour-piercing), 4-6 a crewman (``...bike-or-crew.*``); a template hits bike and
  crew (``...template``).
* An intact bike whose crew died stays for later use (``...empty-bike``); the crew of a
  destroyed bike survive on a 6 each and go prone (``...destroyed-bike.crew-survival``),
  forming a new infantry unit (``...destroyed-bike.new-unit``), which rejoins its squadron on foot
  when the next turn begins or stays apart (ruling ``ww2.motorcycle-wounds.survivors-squadron``).
* Riders without bikes take empty seats for 15 cm of move (``...remount``), swap seats
  inside the squadron (``...swap-seats``), or walk at 15 cm with 2 dice to dash
  (``...dismounted-speed``); bikes without drivers may be left behind as destroyed
  (``...abandon-bikes``); riders and infantry of other units never mix
  (``...no-mixing``, ``...no-mixing.wait``, ``...no-mixing.swap-units``).
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.dice import MOST_REPEATS
from oracle.core.errors import SetupError
from oracle.core.measure import Centimetres, at_most
from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.core.rulings import Numbers
from oracle.core.state import Frozen, Names
from oracle.engine.ruleset import Action
from oracle.ww2.cavalry_wounds import allocate, covered_by_template
from oracle.ww2.ids import (
    INFANTRY_WOUNDS_ELIGIBLE, INFANTRY_WOUNDS_EXCESS_LOST, INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW,
    MOTORCYCLE_WOUNDS_ABANDON_BIKES, MOTORCYCLE_WOUNDS_ALLOCATION, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_1_3,
    MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_ROLL,
    MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT,
    MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED, MOTORCYCLE_WOUNDS_EMPTY_BIKE, MOTORCYCLE_WOUNDS_NO_MIXING,
    MOTORCYCLE_WOUNDS_NO_MIXING_SWAP_UNITS, MOTORCYCLE_WOUNDS_NO_MIXING_WAIT, MOTORCYCLE_WOUNDS_REMOUNT,
    MOTORCYCLE_WOUNDS_SWAP_SEATS, MOTORCYCLE_WOUNDS_TEMPLATE, RULING_MOTORCYCLE_WOUNDS_ABANDON_CHOICE,
    RULING_MOTORCYCLE_WOUNDS_AS_DESCRIBED_ABOVE, RULING_MOTORCYCLE_WOUNDS_CREWLESS_BIKE,
    RULING_MOTORCYCLE_WOUNDS_DICE_ORDER, RULING_MOTORCYCLE_WOUNDS_DISMOUNT_PHASE, RULING_MOTORCYCLE_WOUNDS_EXCESS,
    RULING_MOTORCYCLE_WOUNDS_HEADING, RULING_MOTORCYCLE_WOUNDS_MORE_NUMEROUS, RULING_MOTORCYCLE_WOUNDS_REMOUNT_COST,
    RULING_MOTORCYCLE_WOUNDS_REMOUNT_PACE, RULING_MOTORCYCLE_WOUNDS_RIDERS_ON_FOOT_HIT,
    RULING_MOTORCYCLE_WOUNDS_SEATS, RULING_MOTORCYCLE_WOUNDS_SEVERAL_BIKES,
    RULING_MOTORCYCLE_WOUNDS_SURVIVORS_SQUADRON, RULING_MOTORCYCLE_WOUNDS_SWAP_PHASE,
    RULING_MOTORCYCLE_WOUNDS_TEMPLATE_CREW, RULING_MOTORCYCLE_WOUNDS_WHICH_CREWMAN,
)
from oracle.ww2.ruleset import RULESET
from oracle.ww2.state import (
    Bike, Soldier, Unit, Ww2Table, acts, clear_dead_seats, hits_are_wounds, in_range, kubik, measured, prone_bonus,
    require, soldier_saves, volley_phase, within_limit,
)


class BikeCrew(Frozen):
    """A bike and its crew while its hits are resolved (a merge point in exact mode)."""

    bike: Bike
    crew: tuple[Soldier, ...]
    carried: Whole = 0


def crew_hit(ctx: Context, bc: BikeCrew, order: tuple[str, ...], owner_picks: bool = False,
             who: str | None = None) -> BikeCrew:
    """A crew hit (ww2.motorcycle-wounds.bike-or-crew.4-6): which living crewman takes it is ruling
    ww2.motorcycle-wounds.which-crewman, unless ``owner_picks`` (a template hit under ruling
    ww2.motorcycle-wounds.template-crew "bike-and-one-crewman", whose crewman the owner chooses) or ``who`` names him
    (a template hit on every crewman); none left → ruling ww2.motorcycle-wounds.excess. A crewman with body armour
    rolls its save for the hit (ruling ww2.infantry-wounds.soldier-saves, :func:`soldier_saves`)."""
    living = [s for s in bc.crew if s.alive]
    if not living:
        if ctx.ruling(RULING_MOTORCYCLE_WOUNDS_EXCESS) == "moved":
            ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"nobody left on {bc.bike.id}: the crew hit passes to the next bike")
            return bc.evolve(carried=bc.carried + 1)
        ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"nobody left on {bc.bike.id}: the crew hit is lost")
        return bc.evolve(bike=bc.bike.evolve(lost_hits=bc.bike.lost_hits + 1))
    if who is not None:
        victim = next(s for s in living if s.id == who)
        said = f"the template hits {victim.id} on {bc.bike.id}"
    elif len(living) > 1 and not owner_picks and ctx.ruling(RULING_MOTORCYCLE_WOUNDS_WHICH_CREWMAN) == "roll-again":
        roll = kubik(ctx, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, "driver-or-gunner die")
        driver = ctx.reading_value(RULING_MOTORCYCLE_WOUNDS_WHICH_CREWMAN, "driver-up-to")
        victim = living[0] if roll <= driver else living[1]
        said = (f"a die ({roll}: 1-{driver} the driver, {driver + 1}-6 the gunner) picks {victim.id} on "
                f"{bc.bike.id}")
    else:
        victim = in_order(living, bc, order)[0]
        said = f"the owner picks {victim.id} on {bc.bike.id}"
    if victim.body_armour_save is None:
        ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"{said}: he is hit and dies")
    else:
        ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"{said}: he is hit")
        if soldier_saves(ctx, victim, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"a hit on {bc.bike.id}"):
            return bc
        ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"{victim.id} dies")
    crew = tuple(s.evolve(alive=False, wounds=1) if s.id == victim.id else s for s in bc.crew)
    return bc.evolve(crew=crew)


def in_order(living: list[Soldier], bc: BikeCrew, order: tuple[str, ...]) -> list[Soldier]:
    """The living crewmen of ``bc`` in the owner's ``order``, those it does not name after, in their seats' order."""
    rank = {sid: i for i, sid in enumerate(order)}
    seats = [x.id for x in bc.crew]
    return sorted(living, key=lambda s: rank.get(s.id, len(rank) + seats.index(s.id)))


def bike_hit(ctx: Context, bc: BikeCrew, armour_piercing: bool, clause: str) -> BikeCrew:
    if armour_piercing:
        ctx.emit(clause, f"{bc.bike.id} takes an armour-piercing hit: pending vehicle damage (ww2.hook.vehicle-damage)")
        return bc.evolve(bike=bc.bike.evolve(armour_piercing_hits=bc.bike.armour_piercing_hits + 1))
    ctx.emit(clause, f"the hit on {bc.bike.id} is lost: a weapon that is not armour-piercing cannot harm a vehicle")
    return bc.evolve(bike=bc.bike.evolve(lost_hits=bc.bike.lost_hits + 1))


def resolve_bike_hit(ctx: Context, bc: BikeCrew, armour_piercing: bool, template: bool, order: tuple[str, ...]) -> BikeCrew:
    if template:
        ctx.emit(MOTORCYCLE_WOUNDS_TEMPLATE, f"a template covers {bc.bike.id}: the hit goes to the bike and its crew at once")
        bc = bike_hit(ctx, bc, armour_piercing, MOTORCYCLE_WOUNDS_TEMPLATE)
        if ctx.ruling(RULING_MOTORCYCLE_WOUNDS_TEMPLATE_CREW) == "bike-and-every-crewman":
            living = [s.id for s in bc.crew if s.alive]
            if not living:
                return crew_hit(ctx, bc, order)
            for s in in_order([s for s in bc.crew if s.alive], bc, order):
                bc = crew_hit(ctx, bc, order, who=s.id)
            return bc
        return crew_hit(ctx, bc, order, owner_picks=True)  # "one crewman chosen by the owner"
    return read_hit(ctx, bc, bike_or_crew(ctx, bc.bike.id), armour_piercing, order)


def bike_or_crew(ctx: Context, bike: str) -> str:
    """ww2.motorcycle-wounds.bike-or-crew.roll: the owner's die for one hit on ``bike``, "при значении 1-3 попадание
    получает мотоцикл ..., при значении 4-6 попадание получает мотоциклист": "bike" or "crew"."""
    roll = kubik(ctx, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_ROLL, "bike-or-crew die")
    if roll <= ctx.value(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_1_3, "highest"):
        ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_1_3, f"{roll}: {bike} itself is hit")
        return "bike"
    return "crew"


def read_hit(ctx: Context, bc: BikeCrew, part: str, armour_piercing: bool, order: tuple[str, ...]) -> BikeCrew:
    """One hit whose bike-or-crew die found ``part``: on the bike (ww2.motorcycle-wounds.bike-or-crew.1-3), or on a
    crewman (ww2.motorcycle-wounds.bike-or-crew.4-6, :func:`crew_hit`)."""
    if part == "bike":
        return bike_hit(ctx, bc, armour_piercing, MOTORCYCLE_WOUNDS_BIKE_OR_CREW_1_3)
    return crew_hit(ctx, bc, order)


def dice_first(ctx: Context, action: "ShootMotorcycles", hits: int) -> bool:
    """Ruling ww2.motorcycle-wounds.dice-order, asked where ``hits`` on bikes (more than one, not a template's) make
    its readings differ: under "bike-or-crew-first" every bike-or-crew die of the volley is rolled before any hit is
    read. Exact mode goes hit by hit under either reading: each hit reads its own dice, whichever is rolled first,
    so the chances of every result are the same."""
    if action.template or hits < 2:
        return False
    return ctx.ruling(RULING_MOTORCYCLE_WOUNDS_DICE_ORDER) == "bike-or-crew-first" and not ctx.dice.exact


def resolve_bike(ctx: Context, bc: BikeCrew, hits: int, armour_piercing: bool, template: bool,
                 order: tuple[str, ...]) -> BikeCrew:
    return ctx.repeat(resolve_bike_hit, bc, hits, armour_piercing, template, order)


def crew_of(unit: Unit, bike: Bike) -> tuple[Soldier, ...]:
    return tuple(unit.soldier(s) for s in bike.seats)


def put_back(unit: Unit, bc: BikeCrew) -> Unit:
    unit = unit.with_bike(bc.bike)
    for s in bc.crew:
        unit = unit.with_soldier(s)
    return unit


@RULESET.action("shoot-motorcycles")
class ShootMotorcycles(Action):
    """An enemy unit's hits on a motorcycle squadron."""
    distinct = ("shooter", "unit")

    shooter: str = "enemy"
    unit: str
    hits: Whole = Field(ge=0, le=MOST_REPEATS)
    range: Centimetres
    armour_piercing: bool = False
    template: bool = False
    order: Names = Field(default=(), description="Order of the bikes (ruling ww2.cavalry-wounds.model-order)")
    crew_order: Names = Field(default=(), description="The owner's picks among crewmen; by default gunners first")
    covered: Names = Field(default=(), description=(
        "The bikes a template covers (ruling ww2.cavalry-wounds.template-covered); none named: every bike"))


@RULESET.handler(ShootMotorcycles)
def shoot_motorcycles(ctx: Context, table: Ww2Table, action: ShootMotorcycles) -> Ww2Table:
    """ww2.motorcycle-wounds.allocation, .bike-or-crew.* (the order of the dice: ruling
    ww2.motorcycle-wounds.dice-order), .template, .empty-bike; a crew hit is a wound only
    under ruling ww2.infantry-wounds.hit-is-wound "hit-is-wound" (else ww2.hook.shooting); the phase the hits are
    dealt in: ruling ww2.infantry-wounds.volley-phase (:func:`volley_phase`); a rider on foot lying prone, whose bonus
    the excerpt does not give: ww2.motorcycle-wounds.destroyed-bike.crew-survival (:func:`prone_bonus`)."""
    unit = table.unit(action.unit)
    if unit.kind != "motorcycles":
        raise SetupError(f"{unit.id} is a {unit.kind} unit, not a motorcycle squadron")
    table = volley_phase(ctx, table, MOTORCYCLE_WOUNDS_ALLOCATION, unit.id, action.shooter)
    hits_are_wounds(ctx, unit.id)
    for bid in action.order:
        unit.bike(bid)
    for sid in action.crew_order:  # a name not in the unit was dropped, and the default order with it
        unit.soldier(sid)
    if ctx.ruling(RULING_MOTORCYCLE_WOUNDS_HEADING) != "motorcycles":
        ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, "reading the section as cavalry rules too: its motorcycle rules still apply here")
    ids = list(action.order) + [b.id for b in unit.bikes if b.id not in action.order]
    bikes = [unit.bike(b) for b in ids]
    can = [b for b in bikes if not b.destroyed and not b.left_behind and b.seen
           and in_range(ctx, b.position, b.base_radius, action.range)]
    if action.covered:
        can = covered_by_template(ctx, unit.id, action.template, action.covered, can, unit.bike)
    can = crewed_bikes(ctx, unit, can)
    walkers = riders_hit_on_foot(ctx, unit, action, bool(can))
    prone_bonus(ctx, table.turn, tuple(walkers), "against this shooting")  # a survivor of a destroyed bike, on foot
    per_bike = ctx.value(MOTORCYCLE_WOUNDS_ALLOCATION, "per-bike")  # "2 попадания", then the next
    if can:
        counts = allocate(action.hits, len(can) + len(walkers), per_bike)
        ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, f"{action.hits} hit(s) go {per_bike} to a bike, round the {len(can)} bike(s) seen and in range"
                 + (f" and the {len(walkers)} rider(s) on foot after them" if walkers else "") + ": "
                 + ", ".join(f"{n} on {m.id}" for m, n in zip([*can, *walkers], counts)), allocation=tuple(counts))
    elif walkers:
        counts = allocate(action.hits, len(walkers), 1)  # one hit, one man: ww2.infantry-wounds.eligible
        ctx.emit(INFANTRY_WOUNDS_ELIGIBLE, f"no bike of {unit.id} is seen and in range: its {len(walkers)} rider(s) on foot "
                 "seen and in range take the hits as infantry, one man to a hit: "
                 + ", ".join(f"{n} on {m.id}" for m, n in zip(walkers, counts)), allocation=tuple(counts))
    else:
        counts = []
        if action.hits:
            ctx.emit(INFANTRY_WOUNDS_EXCESS_LOST, f"no bike of {unit.id} that takes hits, and no rider on foot, is seen "
                     f"and in range{' under the template' if action.covered else ''}: {action.hits} hit(s) lost")
            unit = unit.evolve(lost_wounds=unit.lost_wounds + action.hits)
    crew_order = tuple(action.crew_order) or tuple(s for b in unit.bikes for s in (b.gunner, b.driver) if s)
    for b in unit.bikes:
        unit = unit.with_bike(b.evolve(allocated=0))
    carried = []  # (place in ``can`` of the bike the hits came from, how many)
    # ruling ww2.motorcycle-wounds.dice-order: "bike-or-crew-first" rolls every bike's dice before any hit is read
    parts = ([[bike_or_crew(ctx, b.id) for _ in range(n)] for b, n in zip(can, counts)]
             if dice_first(ctx, action, sum(counts[:len(can)])) else None)
    for i, (b, n) in enumerate(zip(can, counts)):
        bc = BikeCrew(bike=unit.bike(b.id).evolve(allocated=n), crew=crew_of(unit, unit.bike(b.id)))
        if parts is None:
            bc = ctx.step(resolve_bike, bc, n, action.armour_piercing, action.template, crew_order)
        else:
            for part in parts[i]:
                bc = read_hit(ctx, bc, part, action.armour_piercing, crew_order)
        if bc.carried:
            carried.append((i, bc.carried))
        unit = put_back(unit, bc.evolve(carried=0))
    for i, n in carried:
        unit = pass_on(ctx, unit, can, i, n, crew_order)
    for s, n in zip(walkers, counts[len(can):]):
        unit = hit_on_foot(ctx, unit, s.id, n)
    for b in can:
        b = unit.bike(b.id)
        if b.seats and not b.destroyed and not any(unit.soldier(s).alive for s in b.seats):
            ctx.emit(MOTORCYCLE_WOUNDS_EMPTY_BIKE, f"the crew of {b.id} are dead but the bike is intact: it can be used again")
    unit = unit.evolve(shot_at_by=unit.shot_at_by + ((action.shooter,) if action.shooter not in unit.shot_at_by else ()))
    return table.with_unit(clear_dead_seats(unit))


def crewed_bikes(ctx: Context, unit: Unit, can: list[Bike]) -> list[Bike]:
    """ww2.motorcycle-wounds.allocation, "на один мотоцикл с командой": under ruling
    ww2.motorcycle-wounds.crewless-bike "crewed-bikes-only" a bike with no living crewman takes no hits (asked only
    where such a bike is seen and in range)."""
    empty = [b for b in can if not any(unit.soldier(s).alive for s in b.seats)]
    if not empty or ctx.ruling(RULING_MOTORCYCLE_WOUNDS_CREWLESS_BIKE) != "crewed-bikes-only":
        return can
    crewed = [b for b in can if b not in empty]
    ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, f"{', '.join(b.id for b in empty)} of {unit.id} "
             f"{'has no crew and takes' if len(empty) == 1 else 'have no crew and take'} no hits"
             + (": they go to the bikes with their crews" if crewed else ""))
    return crewed


def riders_hit_on_foot(ctx: Context, unit: Unit, action: ShootMotorcycles, bikes: bool) -> list[Soldier]:
    """The squadron's riders on foot (ww2.motorcycle-wounds.dismounted-speed) who take hits: with no bike seen and in
    range (``bikes`` false) those seen and in range, whatever the reading (ww2.infantry-wounds.eligible: "раны могут
    получить только те солдаты, кого видит враг и до кого дотягивается дистанция его оружия", and the survivors of a
    destroyed bike "может быть обстрелян", ww2.motorcycle-wounds.destroyed-bike.new-unit); beside bikes that take
    hits, under ruling ww2.motorcycle-wounds.riders-on-foot-hit "in-turn-on-foot" those seen and in range after the
    bikes, under "bikes-only" none (said, where there are riders on foot). Asked only of a squadron with riders on foot."""
    on_foot = unit.riders_on_foot()
    if not on_foot:
        return []
    if bikes and ctx.ruling(RULING_MOTORCYCLE_WOUNDS_RIDERS_ON_FOOT_HIT) == "bikes-only":
        ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, f"{', '.join(s.id for s in on_foot)} on foot with {unit.id}: the hits go "
                 "to its bikes with their crews alone (ruling ww2.motorcycle-wounds.riders-on-foot-hit)")
        return []
    return [s for s in on_foot if s.seen and in_range(ctx, s.position, s.base_radius, action.range)]


def hit_on_foot(ctx: Context, unit: Unit, sid: str, hits: int) -> Unit:
    """``hits`` hits on a rider on foot (:func:`riders_hit_on_foot`), each a hit on the man (no bike-or-crew die);
    the first kills him, the others are lost."""
    for _ in range(hits):
        s = unit.soldier(sid)
        if not s.alive:
            ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, f"{sid} on foot is already dead: the hit is lost")
            unit = unit.evolve(lost_wounds=unit.lost_wounds + 1)
            continue
        ctx.emit(MOTORCYCLE_WOUNDS_ALLOCATION, f"a hit on {sid}, on foot with no bike under him: he falls")
        unit = unit.with_soldier(s.evolve(alive=False, wounds=s.wounds + 1))
    return unit


def pass_on(ctx: Context, unit: Unit, can: list[Bike], source: int, hits: int, order: tuple[str, ...]) -> Unit:
    """Ruling ww2.motorcycle-wounds.excess "moved" (ww2.motorcycle-wounds.bike-or-crew.4-6): crew hits that found
    nobody aboard bike ``can[source]`` pass to the next bike with living crew, going on round the bikes in sight
    and range from the one after it; hits nobody can take are lost."""
    for k in range(1, len(can) + 1):
        b = unit.bike(can[(source + k) % len(can)].id)
        while hits and any(unit.soldier(s).alive for s in b.seats):
            ctx.emit(MOTORCYCLE_WOUNDS_BIKE_OR_CREW_4_6, f"a crew hit passed on from {can[source].id} falls on {b.id}")
            unit = put_back(unit, crew_hit(ctx, BikeCrew(bike=b, crew=crew_of(unit, b)), order))
            b = unit.bike(b.id)
            hits -= 1
    return unit.evolve(lost_wounds=unit.lost_wounds + hits) if hits else unit


def survive_detonation(ctx: Context, crew: tuple[Soldier, ...], sid: str, turn: int) -> tuple[Soldier, ...]:
    roll = kubik(ctx, MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, f"detonation die for {sid}")
    if roll == ctx.value(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, "face"):
        ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, f"{sid} survives (6) and goes prone; the prone bonus counts from the next turn")
        return tuple(s.evolve(prone=True, prone_bonus_from_turn=turn + 1) if s.id == sid else s for s in crew)
    ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, f"{sid} dies with the bike ({roll})")
    return tuple(s.evolve(alive=False, wounds=1) if s.id == sid else s for s in crew)


@RULESET.action("destroy-bike")
class DestroyBike(Action):
    """A bike is destroyed (by the vehicle-damage rules, outside the excerpt); its crew roll to survive."""

    unit: str
    bike: str


@RULESET.handler(DestroyBike)
def destroy_bike(ctx: Context, table: Ww2Table, action: DestroyBike) -> Ww2Table:
    """ww2.motorcycle-wounds.destroyed-bike.crew-survival and .new-unit."""
    unit = table.unit(action.unit)
    bike = unit.bike(action.bike)
    require(not bike.destroyed, MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, f"{bike.id} is already destroyed")
    aboard = tuple(unit.soldier(s) for s in bike.seats if unit.soldier(s).alive)
    crew = aboard
    for s in aboard:
        crew = ctx.step(survive_detonation, crew, s.id, table.turn)
    survivors = tuple(s for s in crew if s.alive)
    dead = tuple(s for s in crew if not s.alive)
    unit = unit.with_bike(bike.evolve(destroyed=True, driver=None, gunner=None))
    for s in dead:
        unit = unit.with_soldier(s)
    if survivors:
        unit = unit.evolve(soldiers=tuple(s for s in unit.soldiers if s.id not in {x.id for x in survivors}))
        table = table.with_unit(unit)
        return survivors_form_a_unit(ctx, table, unit, bike, survivors)
    return table.with_unit(unit)


def survivors_form_a_unit(ctx: Context, table: Ww2Table, squadron: Unit, bike: Bike,
                          survivors: tuple[Soldier, ...]) -> Ww2Table:
    """ww2.motorcycle-wounds.destroyed-bike.new-unit: the survivors of ``bike`` form a new infantry unit,
    "<squadron>-survivors". Where the survivors of another of the squadron's bikes are still a unit apart,
    ruling ww2.motorcycle-wounds.several-bikes: "unit-per-bike" another new unit ("<squadron>-survivors-2",
    ...), "one-unit" they join it."""
    names = ", ".join(s.id for s in survivors)
    apart = table.survivors_of(squadron.id)
    if apart and ctx.ruling(RULING_MOTORCYCLE_WOUNDS_SEVERAL_BIKES) == "one-unit":
        joined = apart[0]
        ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT, f"{names}, the survivors of {bike.id}, join {joined.id}, "
                 f"the unit of {squadron.id}'s survivors already on the table")
        return table.with_unit(joined.evolve(soldiers=joined.soldiers + survivors))
    taken = {u.id for u in table.units}
    new_id = next(name for n in range(1, len(taken) + 2)
                  if (name := f"{squadron.id}-survivors" + (f"-{n}" if n > 1 else "")) not in taken)
    ctx.emit(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_NEW_UNIT, f"{names} form the new infantry unit {new_id}"
             + (f", apart from {', '.join(u.id for u in apart)} (the survivors of another bike)" if apart else ""))
    return table.add_unit(Unit(id=new_id, kind="infantry", side=squadron.side, soldiers=survivors, formed_from=squadron.id))


def survivors_rejoin(ctx: Context, table: Ww2Table) -> Ww2Table:
    """ww2.motorcycle-wounds.destroyed-bike.new-unit, .remount and .dismounted-speed, asked when a new turn
    begins: under ruling ww2.motorcycle-wounds.survivors-squadron "rejoin-next-turn" the new infantry units
    formed by the crews of destroyed bikes go back into their squadrons, their living men as riders on foot
    (the fallen with them, as its dead); under "own-unit" they stay apart."""
    apart = [u for u in table.units if u.formed_from is not None and table.unit(u.formed_from).kind == "motorcycles"]
    if not apart or ctx.ruling(RULING_MOTORCYCLE_WOUNDS_SURVIVORS_SQUADRON) != "rejoin-next-turn":
        return table
    for u in apart:
        squadron = table.unit(u.formed_from)
        table = table.evolve(units=tuple(x for x in table.units if x.id != u.id))
        table = table.with_unit(squadron.evolve(soldiers=squadron.soldiers + u.soldiers))
        living = u.living()
        if living:
            ctx.emit(MOTORCYCLE_WOUNDS_REMOUNT, f"turn {table.turn}: {', '.join(s.id for s in living)}, who survived "
                     f"their destroyed bike, are riders of {squadron.id} again, on foot until they take empty seats")
    return table


def pending_survivors(table: Ww2Table, squadron: str) -> tuple[Soldier, ...]:
    """Living crewmen of the squadron's destroyed bikes who are, this turn, a unit of their own."""
    return tuple(s for u in table.survivors_of(squadron) for s in u.living())


def riders_dead(table: Ww2Table, unit: Unit) -> tuple[int, int]:
    """The riders the squadron started with, and how many of them have died: "погибает большинство
    мотоциклистов" (ww2.motorcycle-wounds.abandon-bikes) counts the dead, not the crewmen who survived a
    destroyed bike and are apart from it (ruling ww2.motorcycle-wounds.survivors-squadron, both readings)."""
    start = unit.riders_at_start if unit.riders_at_start is not None else len(unit.soldiers)
    return start, start - len(unit.living()) - len(pending_survivors(table, unit.id))


@RULESET.action("remount")
class Remount(Action):
    """Riders of the squadron left without bikes take the empty seats of a bike whose crew died."""

    unit: str
    riders: Names = Field(min_length=1)
    bike: str


@RULESET.handler(Remount)
def remount(ctx: Context, table: Ww2Table, action: Remount) -> Ww2Table:
    """ww2.motorcycle-wounds.remount: 15 cm of the squadron's move (ruling ww2.motorcycle-wounds.remount-cost:
    "fifteen-from-move" once in the turn however many riders remount, "per-rider" 15 cm for each rider; ruling
    ww2.motorcycle-wounds.remount-pace: from its own move or from the 15 cm pace of its riders on foot); a move not
    given is bad input (:func:`move_given`)."""
    clause = MOTORCYCLE_WOUNDS_REMOUNT
    unit = table.unit(action.unit)
    require(unit.kind == "motorcycles", clause, f"{unit.id} is not a motorcycle squadron")
    require(table.phase == "movement", clause, f"the remount costs movement, and this is the {table.phase} phase")
    own = {s.id for s in unit.soldiers}
    for r in action.riders:
        require(r in own, MOTORCYCLE_WOUNDS_NO_MIXING, f"{r} is not a rider of {unit.id}; a squadron never takes men of other units")
        require(unit.soldier(r).alive, clause, f"{r} is dead")
        require(r not in unit.seated(), clause, f"{r} already has a seat on a bike")
    bike = unit.bike(action.bike)
    require(not bike.destroyed and not bike.left_behind, clause, f"{bike.id} is destroyed")
    free = [seat for seat in ("driver", "gunner") if getattr(bike, seat) is None]
    require(len(free) >= len(action.riders), clause,
            f"{bike.id} has {len(free)} empty seat(s) for {len(action.riders)} rider(s)")
    seats = dict(zip(free, action.riders))
    unit = unit.with_bike(bike.evolve(**seats))
    per_rider = ctx.ruling(RULING_MOTORCYCLE_WOUNDS_REMOUNT_COST) == "per-rider"
    if not per_rider and unit.remount_paid_turn == table.turn:
        ctx.emit(clause, f"{', '.join(action.riders)} take the empty seats of {bike.id}; {unit.id} has already paid "
                 "the remount's 15 cm this turn, once however many riders remount")
        return table.with_unit(unit)
    cost = ctx.value(MOTORCYCLE_WOUNDS_REMOUNT, "cost") * (len(action.riders) if per_rider else 1)
    # ruling ww2.motorcycle-wounds.remount-pace: paid from the squadron's own move ("own-move"), or from the
    # 15 cm move of a squadron with riders on foot ("foot-pace-turn"), which then stays its move this turn
    foot_pace = ctx.ruling(RULING_MOTORCYCLE_WOUNDS_REMOUNT_PACE) == "foot-pace-turn"
    move = move_given(unit, "the remount")
    allowance = min(move, ctx.value(MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED, "speed")) if foot_pace else move
    left = allowance - unit.move_used
    require(at_most(cost, left), clause, f"taking the seats costs {cost:g} cm of the squadron's move; {left:g} cm is left"
            + (f" of the {allowance:g} cm it moves with riders on foot" if foot_pace else ""))
    unit = unit.evolve(move_used=unit.move_used + cost + (move - allowance), remount_paid_turn=table.turn)
    ctx.emit(clause, f"{', '.join(action.riders)} take the empty seats of {bike.id} for {cost:g} cm of the squadron's move")
    return table.with_unit(unit)


def move_given(unit: Unit, what: str) -> float:
    """The squadron's move this turn (the ``move`` field, from its profile: ww2.hook.movement), which ``what`` pays
    the 15 cm of ww2.motorcycle-wounds.remount from. A move of 0 is a move not given, as the squadron's own move
    reads it (:func:`squadron_move` checks no distance against it): the 15 cm cannot be weighed against it, so the
    action is bad input naming the field, not a refusal by the rule that no squadron so set up could pass."""
    if not unit.move:
        raise SetupError(f"{unit.id}: {what} costs 15 cm of the squadron's move, and its move this turn is not given "
                         f"(field 'move' of unit {unit.id} is 0): give the squadron's move, from its profile "
                         "(ww2.hook.movement)")
    return unit.move


@RULESET.action("swap-seat")
class SwapSeat(Action):
    """A rider moves to an empty seat on another bike of his squadron."""

    unit: str
    rider: str
    bike: str
    seat: str = "gunner"


@RULESET.handler(SwapSeat)
def swap_seat(ctx: Context, table: Ww2Table, action: SwapSeat) -> Ww2Table:
    """ww2.motorcycle-wounds.swap-seats: within the squadron only, at no cost, by a living rider who has a seat
    ("мотоциклисты могут пересаживаться"), in the movement phase or in any (ruling
    ww2.motorcycle-wounds.swap-phase, asked outside the movement phase); a rider on foot takes an empty seat by
    ww2.motorcycle-wounds.remount, for 15 cm of the squadron's move."""
    clause = MOTORCYCLE_WOUNDS_SWAP_SEATS
    unit = table.unit(action.unit)
    if action.seat not in ("driver", "gunner"):
        raise SetupError(f"a bike has a driver's and a gunner's seat, not {action.seat!r}")
    if table.phase != "movement":
        require(ctx.ruling(RULING_MOTORCYCLE_WOUNDS_SWAP_PHASE) == "any-phase", clause,
                f"riders change seats in the movement phase, as riders on foot take empty seats, and this is the "
                f"{table.phase} phase (ruling ww2.motorcycle-wounds.swap-phase)")
    require(action.rider in {s.id for s in unit.soldiers}, clause,
            f"{action.rider} is not a rider of {unit.id}; seats are swapped only inside the squadron")
    require(unit.soldier(action.rider).alive, clause, f"{action.rider} is dead and takes no seat")
    require(action.rider in unit.seated(), clause,
            f"{action.rider} has no seat to change: a rider on foot takes an empty seat for 15 cm of the "
            "squadron's move (ww2.motorcycle-wounds.remount)")
    target = unit.bike(action.bike)
    require(not target.destroyed and not target.left_behind, clause, f"{target.id} is destroyed")
    require(getattr(target, action.seat) is None, clause, f"the {action.seat}'s seat of {target.id} is taken")
    for b in unit.bikes:
        if action.rider in b.seats:
            unit = unit.with_bike(b.evolve(driver=None if b.driver == action.rider else b.driver,
                                           gunner=None if b.gunner == action.rider else b.gunner))
    unit = unit.with_bike(unit.bike(target.id).evolve(**{action.seat: action.rider}))
    ctx.emit(clause, f"{action.rider} moves to the {action.seat}'s seat of {target.id}")
    return table.with_unit(unit)


def bikes_left_behind_first(ctx: Context, table: Ww2Table, unit: Unit) -> None:
    """Ruling ww2.motorcycle-wounds.abandon-choice "compulsory" (ww2.motorcycle-wounds.abandon-bikes): when most
    riders are dead the bikes without drivers must be left behind before the squadron moves, in the movement phase
    or on a dash."""
    if unit.kind != "motorcycles" or ctx.ruling(RULING_MOTORCYCLE_WOUNDS_ABANDON_CHOICE) != "compulsory":
        return
    start, dead = riders_dead(table, unit)
    empty = [b for b in unit.usable_bikes() if not b.seats]
    require(not (empty and 2 * dead > start and len(unit.usable_bikes()) > len(unit.living())),
            MOTORCYCLE_WOUNDS_ABANDON_BIKES, f"most riders of {unit.id} are dead: under this reading the bikes without "
            f"drivers ({', '.join(b.id for b in empty)}) must be left behind before it moves")


@RULESET.action("squadron-move")
class SquadronMove(Action):
    """The squadron moves in the movement phase."""

    unit: str
    distance: Centimetres


@RULESET.handler(SquadronMove)
def squadron_move(ctx: Context, table: Ww2Table, action: SquadronMove) -> Ww2Table:
    """ww2.motorcycle-wounds.dismounted-speed: with a rider on foot the squadron moves at 15 cm, "скорость самого
    медленного члена отряда" (its own move where that is less: losing a bike never speeds it up); bikes left behind
    first under ruling ww2.motorcycle-wounds.abandon-choice "compulsory" (ww2.motorcycle-wounds.abandon-bikes)."""
    unit = table.unit(action.unit)
    if unit.kind != "motorcycles":
        raise SetupError(f"{unit.id} is not a motorcycle squadron")
    if table.phase != "movement":
        raise SetupError(f"a squadron moves in the movement phase (in the shooting phase it may dash), and this is "
                         f"the {table.phase} phase: no clause of the excerpt names the phase of the squadron's move "
                         "(«движения эскадрона», «отряд двигается дальше со скоростью 15 см»), which the general "
                         "movement rules give, outside the excerpt (ww2.hook.movement)")
    acts(unit, MOTORCYCLE_WOUNDS_EMPTY_BIKE, "drive its bikes, which wait for infantry")
    bikes_left_behind_first(ctx, table, unit)
    on_foot = unit.riders_on_foot()
    limit = squadron_pace(ctx, unit)
    left = squadron_move_left(ctx, unit)
    if on_foot:
        require(at_most(action.distance, left), MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED,
                f"{', '.join(s.id for s in on_foot)} on foot: {unit.id} moves at {limit:g} cm, the pace of its slowest "
                f"member, {max(left, 0):g} cm left ({unit.foot_moved:g} cm walked at that pace"
                + (f"; {unit.move_used:g} cm of its own {unit.move:g} cm moved and paid" if unit.move else "")
                + f"), not {action.distance:g} cm")
        ctx.emit(MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED, f"{unit.id} moves {action.distance:g} cm at the {limit:g} cm pace of "
                 "its slowest member, with riders on foot")
        return table.with_unit(unit.evolve(move_used=unit.move_used + action.distance,
                                           foot_moved=unit.foot_moved + action.distance))
    if unit.move and not at_most(action.distance, left):
        raise SetupError(f"{unit.id} has {left:g} cm of its {unit.move:g} cm move left (ww2.hook.movement)")
    return table.with_unit(unit.evolve(move_used=unit.move_used + action.distance))


def squadron_pace(numbers: Numbers, unit: Unit) -> float:
    """The squadron's move this turn as the pace it goes at: with a rider on foot, the 15 cm of
    ww2.motorcycle-wounds.dismounted-speed, "отряд двигается дальше со скоростью 15 см (скорость самого медленного
    члена отряда)", or its own move where that is less (losing a bike never speeds it up); else its own move (the
    ``move`` field, ww2.hook.movement). What it has moved and paid this turn (``move_used``) comes off it: the
    move left (:func:`squadron_move`, the outcome "has N cm of move left")."""
    if not unit.riders_on_foot():
        return unit.move
    pace = numbers.value(MOTORCYCLE_WOUNDS_DISMOUNTED_SPEED, "speed")
    return min(pace, unit.move) if unit.move else pace


def squadron_move_left(numbers: Numbers, unit: Unit) -> float:
    """What is left of the squadron's move this turn (:func:`squadron_move`, the outcome "has N cm of move left"):
    of its own move, what it has moved and paid (``move_used``: the remount's 15 cm of
    ww2.motorcycle-wounds.remount, "затратив 15см движения эскадрона", with the ground covered); with a rider on
    foot, no more than is left of the pace (:func:`squadron_pace`) after the ground covered at it this turn
    (``foot_moved``): the pace holds "до тех пор, пока не освободится мотоцикл или место стрелка", over the ground
    walked. Under ruling ww2.motorcycle-wounds.remount-pace "foot-pace-turn" a remount spends the squadron's whole
    move (:func:`remount`), so nothing is left either way."""
    left = unit.move - unit.move_used
    if not unit.riders_on_foot():
        return left
    walk = squadron_pace(numbers, unit) - unit.foot_moved
    return min(left, walk) if unit.move else walk


@RULESET.action("leave-bikes-behind")
class LeaveBikesBehind(Action):
    """Most riders are dead: the survivors keep as many bikes as they can drive and leave the rest."""

    unit: str
    keep: Names


@RULESET.handler(LeaveBikesBehind)
def leave_bikes_behind(ctx: Context, table: Ww2Table, action: LeaveBikesBehind) -> Ww2Table:
    """ww2.motorcycle-wounds.abandon-bikes (ruling ww2.motorcycle-wounds.abandon-choice)."""
    clause = MOTORCYCLE_WOUNDS_ABANDON_BIKES
    unit = table.unit(action.unit)
    acts(unit, clause, "keep bikes or leave them behind")
    start, dead = riders_dead(table, unit)
    living = unit.living()
    require(2 * dead > start, clause, f"{dead} of {start} riders are dead; bikes are left behind only when most are")
    usable = unit.usable_bikes()
    empty = [b for b in usable if not b.seats or not any(unit.soldier(s).alive for s in b.seats)]
    require(bool(empty), clause, f"{unit.id} has no empty bikes")
    for bid in action.keep:
        unit.bike(bid)
    most = min(len(living), len(usable))
    require(len(action.keep) == most, clause,
            f"{len(living)} survivor(s) take as many bikes as they can, {most}, not {len(action.keep)}")
    keep = [unit.bike(b) for b in action.keep]
    # one driver per kept bike, then gunners
    riders = [s.id for s in living]
    seats = {b.id: {"driver": None, "gunner": None} for b in keep}
    for i, sid in enumerate(riders):
        b = keep[i % len(keep)]
        seats[b.id]["driver" if i < len(keep) else "gunner"] = sid
    for b in unit.bikes:
        if b.id in seats:
            unit = unit.with_bike(b.evolve(**seats[b.id]))
        elif not b.destroyed and not b.left_behind:
            unit = unit.with_bike(b.evolve(left_behind=True, destroyed=True, driver=None, gunner=None))
    left = [b.id for b in usable if b.id not in action.keep]
    ctx.emit(clause, f"the survivors keep {', '.join(action.keep)}; {', '.join(left) or 'no bike'} "
             "left behind without drivers count as destroyed")
    return table.with_unit(unit)


@RULESET.action("dismount-squadron")
class DismountSquadron(Action):
    """The remaining riders dismount and fight on as an infantry unit, leaving their bikes."""

    unit: str
    new_unit: str


@RULESET.handler(DismountSquadron)
def dismount_squadron(ctx: Context, table: Ww2Table, action: DismountSquadron) -> Ww2Table:
    """ww2.motorcycle-wounds.no-mixing.swap-units: the riders become infantry; the bikes wait for another unit. In
    the movement phase, or in any (ruling ww2.motorcycle-wounds.dismount-phase, asked outside the movement phase)."""
    unit = table.unit(action.unit)
    if unit.kind != "motorcycles":
        raise SetupError(f"{unit.id} is not a motorcycle squadron")
    if table.phase != "movement":
        require(ctx.ruling(RULING_MOTORCYCLE_WOUNDS_DISMOUNT_PHASE) == "any-phase", MOTORCYCLE_WOUNDS_NO_MIXING_SWAP_UNITS,
                f"the riders of {unit.id} dismount in the movement phase, as riders take empty seats for movement and "
                f"infantry takes empty bikes, and this is the {table.phase} phase "
                "(ruling ww2.motorcycle-wounds.dismount-phase)")
    if action.new_unit in table.ids():
        raise SetupError(f"new_unit {action.new_unit!r} is already on the table: the infantry unit the riders form needs an id of its own")
    living = unit.living()
    require(bool(living), MOTORCYCLE_WOUNDS_NO_MIXING_SWAP_UNITS, f"{unit.id} has no riders left to dismount")
    walkers = Unit(id=action.new_unit, kind="infantry", side=unit.side,
                   soldiers=tuple(s.evolve(position=s.position) for s in living))
    bikes = tuple(b.evolve(driver=None, gunner=None) for b in unit.bikes)
    unit = unit.evolve(soldiers=tuple(s for s in unit.soldiers if not s.alive), bikes=bikes, riders_dismounted=True)
    ctx.emit(MOTORCYCLE_WOUNDS_NO_MIXING_SWAP_UNITS, f"the riders of {unit.id} dismount and fight on as infantry unit {walkers.id}")
    return table.with_unit(unit).add_unit(walkers)


def recrew_bikes(ctx: Context, inf: Unit, bikes: tuple[Bike, ...], soldiers: tuple[Soldier, ...],
                 assigned: dict[str, dict[str, str | None]]) -> None:
    """Ruling ww2.motorcycle-wounds.as-described-above "heavy-weapon-recrew" (ww2.motorcycle-wounds.empty-bike):
    two infantrymen within 5 cm of a bike crew it, as two soldiers crew a heavy machine gun
    (ww2.infantry-wounds.heavy-weapon.recrew): the soldiers take the bikes two by two, in order, and
    each must be within reach of the bike he takes. Fills ``assigned``."""
    clause = MOTORCYCLE_WOUNDS_EMPTY_BIKE
    per_bike = ctx.reading_value(RULING_MOTORCYCLE_WOUNDS_AS_DESCRIBED_ABOVE, "crew")
    require(len(soldiers) % per_bike == 0, clause,
            f"{inf.id} has {len(soldiers)} soldier(s); under this reading two infantrymen crew each bike")
    reach = ctx.value(INFANTRY_WOUNDS_HEAVY_WEAPON_RECREW, "reach")
    for i, s in enumerate(soldiers):
        b = bikes[i // per_bike]
        d = measured(ctx, b.position, s.position, b.base_radius, s.base_radius)
        require(within_limit(ctx, d, reach), clause,
                f"{s.id} is {d:g} cm from {b.id}; under this reading the infantrymen who crew it must be within {reach:g} cm")
        assigned[b.id]["driver" if i % per_bike == 0 else "gunner"] = s.id
    ctx.emit(clause, f"{', '.join(s.id for s in soldiers)} are within {reach:g} cm of the bikes they take, "
             "two to a bike, as for a heavy machine gun")


def take_seats(ctx: Context, inf: Unit, sq: Unit, bikes: tuple[Bike, ...], soldiers: tuple[Soldier, ...],
               assigned: dict[str, dict[str, str | None]]) -> float:
    """Ruling ww2.motorcycle-wounds.as-described-above "this-section" (ww2.motorcycle-wounds.empty-bike): infantry
    take the empty seats as riders do (ww2.motorcycle-wounds.remount), "затратив 15см движения эскадрона": one
    driver to each bike in order, then gunners, each soldier within those 15 cm of the bike he takes; the new
    squadron has spent them. Fills ``assigned``; returns the move spent."""
    clause = MOTORCYCLE_WOUNDS_EMPTY_BIKE
    cost = ctx.value(MOTORCYCLE_WOUNDS_REMOUNT, "cost")
    move = move_given(sq, f"taking the seats of {sq.id}")
    require(at_most(cost, move), clause, f"taking the seats costs {cost:g} cm of the squadron's move, and "
            f"{sq.id} moves {move:g} cm")
    for i, s in enumerate(soldiers):
        b = bikes[i % len(bikes)]
        d = measured(ctx, b.position, s.position, b.base_radius, s.base_radius)
        require(within_limit(ctx, d, cost), clause,
                f"{s.id} is {d:g} cm from {b.id}; the seats are taken for {cost:g} cm of movement, so he must be "
                f"within {cost:g} cm of it")
        assigned[b.id]["driver" if i < len(bikes) else "gunner"] = s.id
    ctx.emit(clause, f"{inf.id} take the empty bikes of {sq.id} as riders take empty seats, for {cost:g} cm of the "
             "squadron's move")
    return cost


@RULESET.action("board-bikes")
class BoardBikes(Action):
    """An infantry unit takes the seats of a squadron's bikes, forming a motor-infantry unit."""
    distinct = ("infantry", "squadron")

    infantry: str
    squadron: str


@RULESET.handler(BoardBikes)
def board_bikes(ctx: Context, table: Ww2Table, action: BoardBikes) -> Ww2Table:
    """ww2.motorcycle-wounds.no-mixing, .no-mixing.wait (rulings ww2.motorcycle-wounds.seats and
    ww2.motorcycle-wounds.more-numerous), .no-mixing.swap-units (ruling ww2.motorcycle-wounds.seats);
    how the empty bikes are crewed: ww2.motorcycle-wounds.empty-bike (ruling ww2.motorcycle-wounds.as-described-above)."""
    inf, sq = table.unit(action.infantry), table.unit(action.squadron)
    require(inf.kind == "infantry", MOTORCYCLE_WOUNDS_NO_MIXING, f"{inf.id} is not an infantry unit")
    require(sq.kind == "motorcycles", MOTORCYCLE_WOUNDS_NO_MIXING, f"{sq.id} is not a motorcycle squadron")
    acts(inf, MOTORCYCLE_WOUNDS_EMPTY_BIKE, f"take the bikes of {sq.id}")
    riders = sq.living()
    require(not riders, MOTORCYCLE_WOUNDS_NO_MIXING,
            f"{sq.id} still has riders ({', '.join(s.id for s in riders)}); riders and infantry of other units "
            "are never mixed in one motor-infantry unit")
    apart = pending_survivors(table, sq.id)
    if apart and ctx.ruling(RULING_MOTORCYCLE_WOUNDS_SURVIVORS_SQUADRON) == "rejoin-next-turn":
        require(False, MOTORCYCLE_WOUNDS_NO_MIXING,
                f"{', '.join(s.id for s in apart)}, who survived their destroyed bike, are riders of {sq.id} and "
                "rejoin it next turn; riders and infantry of other units are never mixed in one motor-infantry unit")
    soldiers = inf.living()
    bikes = sq.usable_bikes()
    seats = ctx.value(MOTORCYCLE_WOUNDS_DESTROYED_BIKE_CREW_SURVIVAL, "crew") * len(bikes)  # "оба бойца": driver, gunner
    if ctx.ruling(RULING_MOTORCYCLE_WOUNDS_SEATS) == "exact-fit":
        require(len(soldiers) == seats, MOTORCYCLE_WOUNDS_NO_MIXING_WAIT,
                f"{inf.id} has {len(soldiers)} soldiers for {seats} seats; it must fill them exactly")
    else:
        require(len(soldiers) <= seats, MOTORCYCLE_WOUNDS_NO_MIXING_WAIT,
                f"{inf.id} has {len(soldiers)} soldiers but {sq.id} has only {seats} seats on {len(bikes)} bike(s); "
                "an infantry unit may not be split")
    if not sq.riders_dismounted and len(soldiers) < len(bikes):  # ruling ww2.motorcycle-wounds.more-numerous
        require(ctx.ruling(RULING_MOTORCYCLE_WOUNDS_MORE_NUMEROUS) == "no-lower-bound", MOTORCYCLE_WOUNDS_NO_MIXING_WAIT,
                f"{inf.id} has {len(soldiers)} soldier(s) for {len(bikes)} bike(s): the «более многочисленная пехота» "
                "that takes the crew places has a driver for every bike")
    ctx.emit(MOTORCYCLE_WOUNDS_NO_MIXING, f"{sq.id} has no riders left, so {inf.id} may take its bikes whole")
    require(table.phase == "movement", MOTORCYCLE_WOUNDS_EMPTY_BIKE,
            f"infantry take the empty bikes in the movement phase, and this is the {table.phase} phase")
    assigned: dict[str, dict[str, str | None]] = {b.id: {"driver": None, "gunner": None} for b in bikes}
    move_used = 0.0
    if ctx.ruling(RULING_MOTORCYCLE_WOUNDS_AS_DESCRIBED_ABOVE) == "this-section":
        move_used = take_seats(ctx, inf, sq, bikes, soldiers, assigned)
    else:
        recrew_bikes(ctx, inf, bikes, soldiers, assigned)
    new_bikes = tuple(b.evolve(**assigned[b.id]) if b.id in assigned else b for b in sq.bikes)
    if not sq.riders_dismounted:
        ctx.emit(MOTORCYCLE_WOUNDS_NO_MIXING_WAIT, f"the riders of {sq.id} are gone; {inf.id} takes the crew places")
    else:
        ctx.emit(MOTORCYCLE_WOUNDS_NO_MIXING_SWAP_UNITS, f"{inf.id} takes the seats the dismounted riders left")
    sq = sq.evolve(soldiers=sq.soldiers + soldiers, bikes=new_bikes, riders_at_start=len(soldiers),
                   move_used=move_used, foot_moved=0.0, riders_dismounted=False)
    table = table.with_unit(sq)
    return table.evolve(units=tuple(u for u in table.units if u.id != inf.id))
