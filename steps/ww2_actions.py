"""WWII miniatures: the players' words for actions (dash, afterburner, shooting, remounting...).

Each step only builds an action of oracle.ww2; the world resolves it through the engine
port.  Every phrase also takes "and the die shows N" / "and the dice show N and M".
"""

from oracle.bdd.steps import action_step, table_rows, whole_number, yes_or_no
from oracle.core.errors import SetupError
from oracle.ww2.cavalry_wounds import MountsRetreat, ShootCavalry, StopRiderlessMounts
from oracle.ww2.dash import (
    AircraftMove,
    DashMove,
    DeclareAfterburner,
    DeclareCharge,
    DeclareDash,
    DeclareShooting,
    HitAircraft,
    NextPhase,
    NextTurn,
)
from oracle.ww2.infantry_wounds import (
    FireHeavyWeapon,
    RecrewHeavyWeapon,
    ShootInfantry,
    SingleOutCasualty,
    Volley,
)
from oracle.ww2.motorcycle_wounds import (
    BoardBikes,
    DestroyBike,
    DismountSquadron,
    LeaveBikesBehind,
    Remount,
    ShootMotorcycles,
    SquadronMove,
    SwapSeat,
)

from oracle.ww2 import phrases

phrases.register()


def cm(d):
    return d.to("cm")


# --- dash and afterburner -------------------------------------------------------------

@action_step('"{unit}" declares a dash instead of shooting')
def declares_dash(world, unit):
    """The unit will not shoot but dash: 2D6 cm (infantry, heavy guns) or 3D6 cm (cavalry, vehicles)."""
    return DeclareDash(unit=unit)


@action_step('"{unit}" dashes {d:Distance}')
def dashes(world, unit, d):
    """The unit that declared a dash moves this far."""
    return DashMove(unit=unit, distance=cm(d))


@action_step('"{unit}" opens fire')
def opens_fire(world, unit):
    """The unit shoots this phase."""
    return DeclareShooting(unit=unit)


@action_step('"{unit}" tries the afterburner')
def tries_afterburner(world, unit):
    """An aircraft builds up speed instead of shooting: one D6, 3+ succeeds."""
    return DeclareAfterburner(unit=unit)


@action_step('the aircraft "{unit}" flies {d:Distance}')
def flies(world, unit, d):
    """The aircraft moves in the movement phase."""
    return AircraftMove(unit=unit, distance=cm(d))


@action_step('an anti-aircraft gun hits the aircraft "{unit}"')
def aa_hit(world, unit):
    """A hit from an anti-aircraft weapon (saved on 5+ after a full-speed afterburner move)."""
    return HitAircraft(unit=unit, weapon="anti-aircraft")


@action_step('an enemy aircraft hits the aircraft "{unit}"')
def aircraft_hit(world, unit):
    """A hit from another aircraft's weapon (saved on 6+ after a full-speed afterburner move)."""
    return HitAircraft(unit=unit, weapon="aircraft")


@action_step('"{unit}" charges an enemy')
def charges(world, unit):
    """In the close-combat phase the unit attacks an enemy."""
    return DeclareCharge(unit=unit)


@action_step('"{unit}" charges "{target}"')
def charges_unit(world, unit, target):
    """In the close-combat phase the unit attacks that enemy unit."""
    return DeclareCharge(unit=unit, target=target)


@action_step('the tank "{unit}" rams an enemy')
def tank_rams(world, unit):
    """A tank ram in the close-combat phase."""
    return DeclareCharge(unit=unit, kind="tank-ram")


@action_step('the aircraft "{unit}" rams an enemy')
def aircraft_rams(world, unit):
    """An aircraft ram in the close-combat phase."""
    return DeclareCharge(unit=unit, kind="aircraft-ram")


@action_step("the next turn begins")
def next_turn(world):
    """The rest of this turn passes; the next turn's movement phase begins."""
    return NextTurn()


@action_step("play moves on to the next phase")
def next_phase(world):
    """Movement → shooting → close combat → the next turn's movement phase."""
    return NextPhase()


# --- shooting -----------------------------------------------------------------------------

def _shoot(world, unit, n, rng, *, shooter="enemy", template=False, ap=False, casualties=(), order=(), covered=()):
    t = world.state
    if t is None:
        raise SetupError(f"{world.where}: no table is set up yet")
    kind = t.unit(unit).kind
    if kind == "cavalry":
        if casualties:
            raise SetupError(f"{world.where}: cavalry hits are allocated in order, not by picking casualties")
        return ShootCavalry(shooter=shooter, unit=unit, hits=n, range=cm(rng), template=template, order=tuple(order),
                            covered=tuple(covered))
    if kind == "motorcycles":
        return ShootMotorcycles(shooter=shooter, unit=unit, hits=n, range=cm(rng), template=template,
                                armour_piercing=ap, order=tuple(order), crew_order=tuple(casualties),
                                covered=tuple(covered))
    if template or ap:
        raise SetupError(f"{world.where}: templates and armour-piercing hits are resolved here only for cavalry and motorcycles")
    return ShootInfantry(shooter=shooter, unit=unit,
                         volleys=(Volley(hits=n, range=cm(rng), casualties=tuple(casualties)),))


@action_step('the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}')
def scores_hits(world, n, unit, rng):
    """Hits on a unit (infantry, cavalry or motorcycles); only models seen and within that range can take them."""
    return _shoot(world, unit, n, rng)


@action_step('the enemy "{shooter}" scores {n:d} hits on "{unit}" at a range of {rng:Distance}')
def named_enemy_scores(world, shooter, n, unit, rng):
    """Hits from a named enemy unit (it matters who has already shot at whom)."""
    return _shoot(world, unit, n, rng, shooter=shooter)


@action_step('the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}, the owner removing {who:Ww2Names}')
def scores_hits_owner_picks(world, n, unit, rng, who):
    """The player shot at names the casualties (infantry) or the crewmen hit first (motorcycles)."""
    return _shoot(world, unit, n, rng, casualties=who)


@action_step('the enemy scores {n:d} hits on "{unit}" at a range of {rng:Distance}, allocated in the order {order:Ww2Names}')
def scores_hits_in_order(world, n, unit, rng, order):
    """Hits on cavalry models or bikes, dealt in this order of models."""
    return _shoot(world, unit, n, rng, order=order)


@action_step('the enemy scores {n:d} template hits on "{unit}" at a range of {rng:Distance}')
def template_hits(world, n, unit, rng):
    """Hits from a template weapon: rider and mount, or bike and crew, are hit together."""
    return _shoot(world, unit, n, rng, template=True)


@action_step('the enemy scores {n:d} template hits on "{unit}" at a range of {rng:Distance}, the template covering {who:Ww2Names}')
def template_hits_covering(world, n, unit, rng, who):
    """Hits from a template weapon laid over these cavalry models or bikes (ruling ww2.cavalry-wounds.template-covered)."""
    return _shoot(world, unit, n, rng, template=True, covered=who)


@action_step('the enemy scores {n:d} armour-piercing hits on "{unit}" at a range of {rng:Distance}')
def ap_hits(world, n, unit, rng):
    """Hits from a weapon with an Armour-Piercing parameter."""
    return _shoot(world, unit, n, rng, ap=True)


@action_step('the enemy scores {n:d} armour-piercing template hits on "{unit}" at a range of {rng:Distance}')
def ap_template_hits(world, n, unit, rng):
    """Template hits from an armour-piercing weapon."""
    return _shoot(world, unit, n, rng, ap=True, template=True)


@action_step('the enemy scores {n:d} hits on the crew of {gun} at a range of {rng:Distance}')
def hits_on_gunners(world, n, gun, rng):
    """Fire declared at the gunners of a heavy weapon."""
    unit = world.state.unit_of(gun).id
    return ShootInfantry(unit=unit, volleys=(Volley(target="gunners", weapon=gun, hits=n, range=cm(rng)),))


@action_step('the enemy scores {n:d} hits on {gun} with its crew at a range of {rng:Distance}')
def hits_on_gun(world, n, gun, rng):
    """Fire declared at the heavy weapon with its crew, from ordinary weapons."""
    unit = world.state.unit_of(gun).id
    return ShootInfantry(unit=unit, volleys=(Volley(target="gun-with-crew", weapon=gun, hits=n, range=cm(rng)),))


@action_step('the enemy scores {n:d} special-weapon hits on {gun} with its crew at a range of {rng:Distance}')
def special_hits_on_gun(world, n, gun, rng):
    """Fire declared at the heavy weapon with its crew, from special weapons."""
    unit = world.state.unit_of(gun).id
    return ShootInfantry(unit=unit, volleys=(Volley(target="gun-with-crew", weapon=gun, hits=n, range=cm(rng),
                                                    special=True),))


@action_step('the enemy fires at "{unit}" at a range of {rng:Distance} with separate dice for each target')
def separate_targets(world, unit, rng, table):
    """Columns: target (unit, rest, gunners, gun with crew), hits, weapon, special (yes/no). Beside fire at the
    gunners, the unit is the second target of «в пулеметчиков и в отряд», as the rest is."""
    rows = table_rows(table, {"target": str, "weapon": str, "hits": whole_number, "special": yes_or_no}, world.where,
                      required=("hits",))
    return ShootInfantry(unit=unit, volleys=tuple(
        Volley(target=(row.get("target") or "unit").replace("gun with crew", "gun-with-crew"),
               weapon=row.get("weapon") or None, hits=row["hits"], range=cm(rng), special=row.get("special", False))
        for row in rows))


@action_step('the enemy singles out soldier {who} of "{unit}" as the casualty')
def singles_out(world, who, unit):
    """The shooting player tries to choose the casualty."""
    return SingleOutCasualty(unit=unit, soldier=who)


@action_step("soldiers {who:Ww2Names} take over the heavy machine gun {gun}")
def take_over(world, who, gun):
    """Two soldiers within 5 cm become the new crew of an intact gun whose crew died."""
    return RecrewHeavyWeapon(unit=world.state.unit_of(gun).id, weapon=gun, soldiers=tuple(who))


@action_step("the heavy machine gun {gun} fires {n:d} shots")
def gun_fires(world, gun, n):
    """One die per shot; each 4+ hits."""
    return FireHeavyWeapon(unit=world.state.unit_of(gun).id, weapon=gun, shots=n)


# --- riderless mounts -------------------------------------------------------------------

@action_step('the riderless mounts of "{unit}" retreat')
def mounts_retreat(world, unit):
    """Their retreat move (movement phase) or dash (shooting phase)."""
    return MountsRetreat(unit=unit)


@action_step('the riderless mounts of "{unit}" retreat off the table')
def mounts_leave(world, unit):
    """The retreat takes them off the table."""
    return MountsRetreat(unit=unit, leave_table=True)


@action_step('"{unit}" tries to stop the riderless mounts of "{mounts}"')
def tries_to_stop(world, unit, mounts):
    """A rally test without modifiers: 5+ stops them; on a 1 they trample the unit (one die per model)."""
    return StopRiderlessMounts(unit=unit, mounts=mounts)


# --- motorcycles -------------------------------------------------------------------------

@action_step("bike {bike} is destroyed")
def bike_destroyed(world, bike):
    """The bike is destroyed (by vehicle damage, outside the excerpt); each crewman rolls one die, 6 survives."""
    return DestroyBike(unit=world.state.unit_of(bike).id, bike=bike)


@action_step("riders {who:Ww2Names} take the empty seats of bike {bike}")
def take_seats(world, who, bike):
    """Riders of the same squadron left without bikes remount, for 15 cm of the squadron's move."""
    return Remount(unit=world.state.unit_of(bike).id, riders=tuple(who), bike=bike)


@action_step("rider {who} moves to the {seat} seat of bike {bike}")
def moves_seat(world, who, seat, bike):
    """A rider changes seats inside his squadron (driver's or gunner's seat)."""
    return SwapSeat(unit=world.state.unit_of(bike).id, rider=who, bike=bike, seat=seat)


@action_step('the squadron "{unit}" moves {d:Distance}')
def squadron_moves(world, unit, d):
    """The squadron's move in the movement phase."""
    return SquadronMove(unit=unit, distance=cm(d))


@action_step('the survivors of "{unit}" keep bikes {keep:Ww2Names} and leave the rest behind')
def keep_bikes(world, unit, keep):
    """Most riders are dead: the survivors drive as many bikes as they can; the others count as destroyed."""
    return LeaveBikesBehind(unit=unit, keep=tuple(keep))


@action_step('the survivors of "{unit}" leave every bike behind')
def keep_no_bike(world, unit):
    """The survivors keep no bike: every bike of the squadron is left behind and counts as destroyed."""
    return LeaveBikesBehind(unit=unit, keep=())


@action_step('the riders of "{unit}" dismount to fight on as the infantry squad "{new}"')
def dismount_all(world, unit, new):
    """The remaining riders leave their bikes and become an infantry unit."""
    return DismountSquadron(unit=unit, new_unit=new)


@action_step('the infantry squad "{infantry}" takes the bikes of "{squadron}"')
def board(world, infantry, squadron):
    """A whole infantry unit takes the seats of a squadron, forming a motor-infantry unit."""
    return BoardBikes(infantry=infantry, squadron=squadron)
