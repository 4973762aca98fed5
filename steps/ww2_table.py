"""WWII miniatures: the players' words for setting up a table.

Units are named in quotes ("rifles"); soldiers, cavalry models, bikes and guns by
one-word ids.  Steps only translate text into oracle.ww2.setups calls.
"""

from oracle.bdd.steps import given
from oracle.core.errors import SetupError
from oracle.core.measure import parse_distance
from oracle.ww2 import phrases, setups


phrases.register()


def change(context, fn):
    context.world.change("ww2", fn, setups.empty)


def cm(d):
    return d.to("cm")


YES = {"yes": True, "no": False, "y": True, "n": False, "": False}


def rows(context, columns: dict) -> list[dict]:
    """The step's data table as dicts: every heading must be known; cells are parsed by type."""
    if context.table is None:
        raise SetupError(f"{context.world.where}: this step needs a table")
    out = []
    for row in context.table:
        item = {}
        for heading in context.table.headings:
            kind = columns.get(heading)
            if kind is None:
                raise SetupError(f"{context.world.where}: unknown column {heading!r} (use: {', '.join(columns)})")
            cell = row[heading].strip()
            try:
                if kind == "bool":
                    item[heading] = YES[cell.lower()]
                elif kind == "cm":
                    item[heading] = parse_distance(cell, "cm").to("cm")
                elif kind == "save":
                    item[heading] = int(cell.rstrip("+")) if cell and cell != "-" else None
                elif kind == "int":
                    item[heading] = int(cell)
                else:
                    item[heading] = cell or None
            except (KeyError, ValueError):
                raise SetupError(f"{context.world.where}: row {row.line}: column {heading!r}: cannot read {cell!r}") from None
        out.append(item)
    return out


# --- units -------------------------------------------------------------------------

@given('{kind:Ww2Kind} unit "{unit}"')
def a_unit(context, kind, unit):
    """A unit of that kind (infantry: 5 soldiers; cavalry: 3 models; motorcycle: 2 bikes with driver and gunner)."""
    change(context, lambda t: setups.unit_of_kind(t, unit, kind))


@given('an infantry squad "{unit}" of {n:d} soldiers')
def a_squad(context, unit, n):
    """n soldiers, all seen by the enemy, 20 cm from it; ids are the squad name and 1, 2, 3..."""
    change(context, lambda t: setups.infantry(t, unit, n))


@given('an infantry squad "{unit}" of {n:d} soldiers, {seen:d} of them seen by the enemy')
def a_squad_partly_seen(context, unit, n, seen):
    """n soldiers 20 cm from the enemy; the first `seen` of them are seen, the others hidden."""
    change(context, lambda t: setups.infantry(t, unit, n, seen))


@given('an infantry squad "{unit}" with these soldiers')
def a_squad_table(context, unit):
    """Columns: soldier, distance (from the enemy), seen, can shoot, body armour (N+)."""
    data = rows(context, {"soldier": "str", "distance": "cm", "seen": "bool", "can shoot": "bool", "body armour": "save"})
    change(context, lambda t: setups.infantry_from_rows(t, unit, data))


@given('"{unit}" has a heavy machine gun {gun} crewed by {crew:Ww2Names}')
def a_heavy_gun(context, unit, gun, crew):
    """A heavy machine gun of the squad, beside its first crewman."""
    change(context, lambda t: setups.heavy_gun(t, unit, gun, tuple(crew)))


@given("the enemy cannot see the heavy machine gun {gun}")
def gun_unseen(context, gun):
    """The gun itself is out of the shooting enemy's sight (its crew are seen or not on their own)."""
    change(context, lambda t: setups.gun_unseen(t, gun))


@given("soldier {who} stands {d:Distance} from the heavy machine gun {gun}")
def near_gun(context, who, d, gun):
    """The soldier's base edge is that far from the gun."""
    change(context, lambda t: setups.soldier_near_gun(t, who, gun, cm(d)))


@given("soldiers {who:Ww2Names} are dead")
def dead_soldiers(context, who):
    """These soldiers (or riders) were killed earlier; riders lose their seats."""
    change(context, lambda t: setups.kill(t, who))


@given('a cavalry unit "{unit}" of {n:d} models')
def a_cavalry_unit(context, unit, n):
    """n cavalry models (rider and mount), all seen, 20 cm from the enemy; ids are the unit name and 1, 2, 3..."""
    change(context, lambda t: setups.cavalry(t, unit, n))


@given('a cavalry unit "{unit}" with these models')
def a_cavalry_table(context, unit):
    """Columns: model, distance, seen, veteran, save (N+), body armour (N+)."""
    data = rows(context, {"model": "str", "distance": "cm", "seen": "bool", "veteran": "bool", "save": "save",
                          "body armour": "save"})
    change(context, lambda t: setups.cavalry_from_rows(t, unit, data))


@given('the riders of "{unit}" are Veteran Riders')
def veterans(context, unit):
    """Every rider of the unit has the special rule «Опытный Наездник»."""
    change(context, lambda t: setups.change_cavalry(t, unit, veteran=True))


@given('the cavalry models of "{unit}" save on {n:d}+')
def cavalry_save(context, unit, n):
    """Rider and mount save as one model on n+ (the save itself is outside the excerpt)."""
    change(context, lambda t: setups.change_cavalry(t, unit, save=n))


@given("cavalry model {m} has a body-armour save of {n:d}+")
def cavalry_body_armour(context, m, n):
    """The model's body armour saves on n+: the one save a trample wound allows, and one of the pair's saves against
    the hits of shooting (ruling ww2.infantry-wounds.soldier-saves; hook ww2.hook.body-armour)."""
    change(context, lambda t: setups.change_model(t, m, body_armour_save=n))


@given("soldier {who} has a body-armour save of {n:d}+")
def soldier_body_armour(context, who, n):
    """The soldier's body armour (an infantryman's, a gunner's, a motorcycle rider's) saves on n+: the one save a
    trample wound allows, and his save against the hits of shooting (ruling ww2.infantry-wounds.soldier-saves;
    hook ww2.hook.body-armour)."""
    change(context, lambda t: setups.change_soldier(t, who, body_armour_save=n))


@given('every rider of "{unit}" has fallen and the mounts are retreating')
def all_riders_dead(context, unit):
    """All riders died in the shooting phase; the riderless mounts flee."""
    change(context, lambda t: setups.riderless(t, unit))


@given('"{a}" is in base contact with "{b}"')
def base_contact(context, a, b):
    """A model of the first unit touches a model of the second."""
    change(context, lambda t: setups.in_contact(t, a, b))


@given('a motorcycle squadron "{unit}" of {n:d} bikes')
def a_squadron(context, unit, n):
    """n bikes <unit>-bike1.. each with a driver <unit>-driver1.. and a gunner <unit>-gunner1..; move 40 cm."""
    change(context, lambda t: setups.motorcycles(t, unit, n))


@given('a motorcycle squadron "{unit}" with these bikes')
def a_squadron_table(context, unit):
    """Columns: bike, driver, gunner, distance, seen (an empty cell is an empty seat)."""
    data = rows(context, {"bike": "str", "driver": "str", "gunner": "str", "distance": "cm", "seen": "bool"})
    change(context, lambda t: setups.motorcycles_from_rows(t, unit, data))


@given('riders {who:Ww2Names} of "{unit}" have lost their bikes')
def riders_walking(context, who, unit):
    """Living riders of the squadron with no seat on any bike."""
    change(context, lambda t: setups.riders_on_foot(t, unit, who))


@given('"{unit}" is a unit of the enemy side')
def enemy_unit(context, unit):
    """The unit is the enemy's (every other unit is the player's, unless set up so too): the wounds rules deal
    the hits of a unit of the other side only ("Итак, по вам стреляет враг")."""
    change(context, lambda t: setups.enemy_side(t, unit))


@given('"{unit}" has a move of {d:Distance}')
def unit_move(context, unit, d):
    """The unit's ordinary move this turn (from its profile, outside the excerpt)."""
    change(context, lambda t: t.with_unit(t.unit(unit).evolve(move=cm(d))))


@given('an aircraft "{unit}" with boosted engines')
def boosted_aircraft(context, unit):
    """An aircraft able to use the afterburner (a fighter with boosted engines)."""
    change(context, lambda t: setups.aircraft(t, unit, True))


@given('an aircraft "{unit}" without boosted engines')
def plain_aircraft(context, unit):
    """An aircraft that cannot use the afterburner."""
    change(context, lambda t: setups.aircraft(t, unit, False))


@given("the battle is in the {phase:Phase} phase")
def in_phase(context, phase):
    """Set the phase of the current turn (movement, shooting, close-combat)."""
    change(context, lambda t: t.evolve(phase=phase))
