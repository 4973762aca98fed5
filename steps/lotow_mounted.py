"""Legends of the Old West, mounted fighters: the players' words for tables, actions and checks.

Steps only translate text into setup changes (oracle.lotow.setups) and actions
(oracle.lotow.*); the world resolves actions through the engine port.
"""

import re

import parse
from behave import register_type

from oracle.bdd import types
from oracle.bdd.steps import action_step, given, table_rows, then, whole_number
from oracle.core.errors import SetupError
from oracle.core.geometry import Point
from oracle.core.measure import EPSILON
from oracle.lotow import setups
from oracle.lotow.holding_a_mount import HoldMount, LetGoOfMount
from oracle.lotow.loose_mounts import KillMount, LooseMountTest, MoveNearMount
from oracle.lotow.mounted_fighters import Charge, Dismount, LookOver, Move, MountUp
from oracle.lotow.mounted_terrain import CrossObstacle
from oracle.lotow.passengers import (
    TemplateHitsMountedModel,
    AllocateStrikes,
    KillRider,
    PassengerDismount,
    Shoot,
    ShotHitsMountedModel,
    Strike,
    Strikes,
)
from oracle.lotow.saddle_up import SaddleUp
from oracle.lotow.thrown_riders import RollThrownRider

HEADINGS = {"east": (1, 0), "west": (-1, 0), "north": (0, 1), "south": (0, -1)}


@parse.with_pattern(r"horse|mule")
def _mount_kind(text):
    return text


@parse.with_pattern(r"ladder|rope|cliff")
def _climb_kind(text):
    return {"cliff": "climb"}.get(text, text)


@parse.with_pattern(r'.+?"\s+(?:east|west|north|south)(?:\s+then\s+.+?"\s+(?:east|west|north|south))*')
def _route(text):
    legs = []
    for leg in re.split(r"\s+then\s+", text):
        amount, heading = leg.rsplit(" ", 1)
        legs.append((types.to_distance(amount).to("in"), HEADINGS[heading]))
    return legs


register_type(MountKind=_mount_kind, ClimbKind=_climb_kind, Route=_route)


def _inches(d):
    return d.to("in")


def change(context, fn):
    context.world.change("lotow", fn, setups.empty)


# --- tables ----------------------------------------------------------------------

@given("a {who} on a {kind:MountKind}")
def a_rider_on(context, who, kind):
    """A fighter in the saddle of his own horse or mule (fighter Move 6", horse 10", mule 8")."""
    change(context, lambda t: setups.rider_on(t, who, kind))


@given("a {who} on a {kind:MountKind} with a Move of {move:Distance}")
def a_rider_on_with_move(context, who, kind, move):
    """A fighter in the saddle of a mount with the given Move."""
    change(context, lambda t: setups.rider_on(t, who, kind, move=_inches(move)))


@given("a {who} on foot")
def a_fighter_on_foot(context, who):
    """A fighter on foot with a Move of 6"."""
    change(context, lambda t: setups.add_fighter(t, who))


@given("a riderless {kind:MountKind} belonging to the {owner}")
def a_riderless_mount(context, kind, owner):
    """The fighter's own mount with nobody on it, on his side, standing beside him (base contact)."""
    def build(t):
        f = t.fighter(owner)
        at = Point(x=f.position.x + f.base_radius + 1.0, y=f.position.y)
        return setups.add_mount(t, kind, kind, owner=owner, side=f.side, position=at)
    change(context, build)


@given("a {passenger} riding behind the {who}")
def a_passenger(context, passenger, who):
    """A second fighter on the rider's mount, as its passenger."""
    def build(t):
        m = t.mount_of(who)
        if m is None:
            raise SetupError(f"{who} is not on a mount")
        return setups.with_passenger(t, m.id, passenger)
    change(context, build)


@given("a {name} {height:Distance} high and {width:Distance} wide")
def a_barrier(context, name, height, width):
    """A barrier (fence, wall, hedge) in the mounted model's path."""
    change(context, lambda t: setups.add_obstacle(t, name, "barrier", _inches(height), _inches(width)))


@given("a {name} {width:Distance} across")
def a_gap(context, name, width):
    """A gap or ditch in the mounted model's path."""
    change(context, lambda t: setups.add_obstacle(t, name, "gap", 0.0, _inches(width)))


@given("an ordinary door")
def a_door(context):
    """An ordinary door (id "door")."""
    change(context, lambda t: setups.add_obstacle(t, "door", "door", door="ordinary"))


@given("saloon swing doors")
def swing_doors(context):
    """Swinging saloon doors (id "doors")."""
    change(context, lambda t: setups.add_obstacle(t, "doors", "door", door="swing"))


@given("a {kind:ClimbKind} to climb")
def a_climb(context, kind):
    """A ladder, a rope or a cliff face (id: its name)."""
    change(context, lambda t: setups.add_obstacle(t, {"climb": "cliff"}.get(kind, kind), kind, 2.0, 0.0))


@given("a hitching rail beside the {mount}")
def a_rail(context, mount):
    """Something a mount can be tied to (id "rail")."""
    change(context, lambda t: setups.add_obstacle(t, "rail", "barrier", 1.0, 0.25, can_tie=True,
                                                  position=t.mount(mount).position))


@given("a hitching rail {gap:Distance} from the {mount}")
def a_rail_away(context, gap, mount):
    """Something a mount can be tied to (id "rail"), standing this far east of the mount's base edge."""
    def build(t):
        m = t.mount(mount)
        at = Point(x=m.position.x + m.base_radius + _inches(gap), y=m.position.y)
        return setups.add_obstacle(t, "rail", "barrier", 1.0, 0.25, can_tie=True, position=at)
    change(context, build)


@given("the {mount} is tied to the {post}")
def tied_to(context, mount, post):
    """A riderless mount is tied to something it stands beside (a hitching rail) before the scenario starts."""
    def build(t):
        if not t.obstacle(post).can_tie:
            raise SetupError(f"{post} is not something a mount can be tied to")
        return setups.change_mount(t, mount, tied=True)
    change(context, build)


@given("the {who} has already moved {inches:Distance}")
def already_moved(context, who, inches):
    """Part of his move is used (in the saddle: of the mount's Move)."""
    change(context, lambda t: setups.moved(t, who, _inches(inches)))


@given("the {who} is in close combat")
def in_combat(context, who):
    """The fighter is engaged in a fight."""
    change(context, lambda t: setups.change_fighter(t, who, engaged=True))


@given("the player has no model on foot for the {who}")
def no_foot_model(context, who):
    """Only the mounted model of this fighter exists."""
    change(context, lambda t: setups.change_fighter(t, who, has_foot_model=False))


@given("a {who} on a {platform} {height:Distance} high")
def on_platform(context, who, platform, height):
    """A fighter on top of raised ground (a balcony, a roof, a rock)."""
    change(context, lambda t: setups.fighter_on_platform(t, who, platform, _inches(height)))


@given("the {owner}'s {kind:MountKind} stands {gap:Distance} from the {platform}")
def mount_near_platform(context, owner, kind, gap, platform):
    """His riderless mount, its base edge this far from the edge of the raised ground."""
    change(context, lambda t: setups.mount_away_from(t, kind, kind, owner, _inches(gap)))


@given("the players use the Loose Mounts rule")
def loose_rule(context):
    """The optional Loose Mounts rule is in play."""
    change(context, lambda t: t.evolve(optional_rules=t.optional_rules + ("loose-mounts",)))


@given("the players agreed that a killed rider's mount leaves with him")
def remove_with_rider(context):
    """Agreed before the game: mounts of killed riders are removed."""
    change(context, lambda t: t.evolve(remove_mount_with_rider=True))


@given("the {who} stands {gap:Distance} away from the {mount}")
def stands_away(context, who, gap, mount):
    """The fighter on foot stands with his base edge this far from the mount's base."""
    def build(t):
        m = t.mount(mount)
        f = t.fighter(who)
        at = Point(x=m.position.x - m.base_radius - f.base_radius - _inches(gap), y=m.position.y)
        return setups.change_fighter(t, who, position=at)
    change(context, build)


@given("an enemy {who} {gap:Distance} east of the {mount}")
def enemy_east(context, who, gap, mount):
    """An enemy fighter whose base edge is this far east of the mount's base."""
    def build(t):
        m = t.mount(mount)
        at = Point(x=m.position.x + m.base_radius + 0.5 + _inches(gap), y=m.position.y)
        return setups.add_fighter(t, who, side="enemy", position=at)
    change(context, build)


@given("the enemy side has priority")
def enemy_priority(context):
    """The enemy won priority this turn."""
    change(context, lambda t: t.evolve(priority="enemy"))


# --- actions -----------------------------------------------------------------------

@action_step("the {who} mounts the {mount}")
def mounts(world, who, mount):
    """A fighter on foot jumps onto a mount: one D6."""
    return MountUp(fighter=who, mount=mount)


@action_step("the {who} dismounts")
def dismounts(world, who):
    """The rider gets off (no test)."""
    return Dismount(fighter=who)


@action_step("the {who} dismounts and ties the {mount} to the {post}")
def dismounts_and_ties(world, who, mount, post):
    """The rider gets off and ties his mount to something beside it."""
    return Dismount(fighter=who, tie_to=post)


@action_step("the {who} jumps off")
def jumps_off(world, who):
    """The passenger gets off the mount."""
    return PassengerDismount(fighter=who)


@action_step("the {who} rides {distance:Distance}")
def rides(world, who, distance):
    """The rider moves the mounted model over open ground."""
    return Move(fighter=who, distance=_inches(distance))


@action_step("the {who} rides {distance:Distance} through difficult ground")
def rides_difficult(world, who, distance):
    """The rider moves the mounted model through difficult ground."""
    return Move(fighter=who, distance=_inches(distance), ground="difficult")


@action_step("the {who} walks {distance:Distance}")
def walks(world, who, distance):
    """A fighter on foot moves; leading a mount he holds by the reins, at the pace lotow.mounted.holding gives (its
    value speed: 1/2 of his Move, "с половиной своей обычной скорости")."""
    return Move(fighter=who, distance=_inches(distance))


@action_step("the {who} walks {distance:Distance} through difficult ground")
def walks_difficult(world, who, distance):
    """A fighter on foot moves through difficult ground."""
    return Move(fighter=who, distance=_inches(distance), ground="difficult")


@action_step("the {mount} tries to cross the {obstacle}")
def tries_to_cross(world, mount, obstacle):
    """The rider drives the mount at an obstacle: ignored, refused by the rules, or jumped (D6)."""
    return CrossObstacle(mount=mount, obstacle=obstacle)


@action_step("the {who} rolls on the thrown-rider table")
def rolls_thrown(world, who):
    """One D6 on the Thrown Riders table."""
    return RollThrownRider(fighter=who)


@action_step("the {who} leaps from the {platform} into the saddle of the {mount}")
def leaps(world, who, platform, mount):
    """Saddle Up!: one D6."""
    return SaddleUp(fighter=who, mount=mount, platform=platform)


@action_step("a Strength {strength:d} shot aimed at the {who} hits the mounted model")
def shot_hits(world, strength, who):
    """A shot at one of rider, passenger and mount: In the Way rolls for the others, in the order the rules
    list them (rider, passenger, mount)."""
    return ShotHitsMountedModel(target=who, strength=strength)


@action_step("a Strength {strength:d} shot aimed at the {who} hits the mounted model, rolling for the {first} first")
def shot_hits_ordered(world, strength, who, first):
    """As above, the In the Way rolls made for that model first (nobody said who chose the order)."""
    return ShotHitsMountedModel(target=who, strength=strength, order=_in_the_way_order(world, who, first))


@action_step("a Strength {strength:d} shot aimed at the {who} hits the mounted model, the shooter choosing to roll "
             "for the {first} first")
def shot_hits_shooter_orders(world, strength, who, first):
    """As above, the shooting player naming the order of the In the Way rolls."""
    return ShotHitsMountedModel(target=who, strength=strength, order=_in_the_way_order(world, who, first),
                                order_by="shooter")


@action_step("a Strength {strength:d} shot aimed at the {who} hits the mounted model, the mounted model's player "
             "choosing to roll for the {first} first")
def shot_hits_owner_orders(world, strength, who, first):
    """As above, the player whose mounted model is shot at naming the order of the In the Way rolls."""
    return ShotHitsMountedModel(target=who, strength=strength, order=_in_the_way_order(world, who, first),
                                order_by="owner")


def _in_the_way_order(world, who, first):
    t = world.current()
    m = next(m for m in t.mounts if who in (m.id, m.rider, m.passenger))
    others = [x for x in (m.rider, m.passenger, m.id) if x and x not in (who, first)]
    return (first, *others)


@action_step("a Strength {strength:d} template covers the {mount}")
def template(world, strength, mount):
    """A blast template over a mounted model with its passenger."""
    return TemplateHitsMountedModel(mount=mount, strength=strength)


@action_step("an enemy of Strength {strength:d} divides his strikes")
def divides_strikes(world, strength, table):
    """Strikes put on the rider, mount and passenger as the table says (columns: target, strikes)."""
    rows = table_rows(table, {"target": str, "strikes": whole_number}, world.where, required=("target", "strikes"))
    return AllocateStrikes(attacker="enemy", strength=strength,
                           strikes=tuple(Strikes(target=row["target"], count=row["strikes"]) for row in rows))


@action_step("the {who} divides his strikes at Strength {strength:d}")
def named_divides_strikes(world, who, strength, table):
    """A fighter on the table puts his strikes on the rider, mount and passenger as the table says (columns:
    target, strikes)."""
    rows = table_rows(table, {"target": str, "strikes": whole_number}, world.where, required=("target", "strikes"))
    return AllocateStrikes(attacker=who, strength=strength,
                           strikes=tuple(Strikes(target=row["target"], count=row["strikes"]) for row in rows))


@action_step("the {who} is killed")
def is_killed(world, who):
    """The rider of a mounted model dies."""
    return KillRider(fighter=who)


@action_step("the {mount} is killed by the {who}")
def mount_killed(world, mount, who):
    """An enemy kills a mount."""
    return KillMount(mount=mount, by=who)


@action_step("the {who} shoots at the {target}")
def shoots(world, who, target):
    """A fighter shoots (whether he may)."""
    return Shoot(shooter=who, target=target)


@action_step("the {who} strikes his blows")
def strikes(world, who):
    """A fighter strikes in close combat (whether he may)."""
    return Strike(fighter=who)


@action_step("the {who} charges the {target}")
def charges(world, who, target):
    """A model charges an enemy (whether it may)."""
    return Charge(attacker=who, target=target)


@action_step("the {who} holds the {mount} by the reins")
def holds(world, who, mount):
    """A fighter on foot in base contact holds a riderless mount."""
    return HoldMount(fighter=who, mount=mount)


@action_step("the {who} lets go of the {mount}'s reins")
def lets_go(world, who, mount):
    """A fighter who holds a mount by the reins lets go of it."""
    return LetGoOfMount(fighter=who, mount=mount)


@action_step("the {mount} passes its Courage test")
def passes_courage(world, mount):
    """A loose mount's Courage test is passed (the test itself is outside the excerpt)."""
    return LooseMountTest(mount=mount, courage="passed")


def _path(world, mount, route):
    """The route's points from where the mount stands, on its own level (a roof, a bluff or the table)."""
    at = world.current().mount(mount).position
    points = []
    for inches, (dx, dy) in route:
        at = Point(x=at.x + dx * inches, y=at.y + dy * inches, z=at.z)
        points.append(at)
    return tuple(points)


@action_step("the {mount} fails its Courage test and bolts {route:Route}")
def bolts(world, mount, route):
    """A loose mount fails its Courage test; the player with priority runs it along the route."""
    return LooseMountTest(mount=mount, courage="failed", path=_path(world, mount, route))


@action_step("the {mount} fails its Courage test and, blocked by enemies, bolts {route:Route}")
def bolts_blocked(world, mount, route):
    """As above, enemies blocking a full move."""
    return LooseMountTest(mount=mount, courage="failed", path=_path(world, mount, route), blocked=True)


@action_step("the enemy {who} moves up to the {mount}")
def moves_up(world, who, mount):
    """An enemy fighter comes close to a mount."""
    return MoveNearMount(fighter=who, mount=mount)


@action_step("the {who} looks over a {height:Distance} wall")
def looks_over(world, who, height):
    """Line of sight over a wall of that height."""
    return LookOver(viewer=who, height=_inches(height))


# --- checks the engine reports -------------------------------------------------------

@then("the {who} sees over it")
def sees(context, who):
    """The last look-over found a line of sight."""
    assert context.world.answer("sees") is True, f"{who} does not see over it"


@then("the {who} cannot see over it")
def cannot_see(context, who):
    """The last look-over found no line of sight."""
    assert context.world.answer("sees") is False, f"{who} sees over it"


@then("the {who} sees from a height of {height:Distance}")
def eye_height(context, who, height):
    """The height the line of sight was traced from."""
    got = context.world.answer("eye")
    assert abs(got - _inches(height)) < EPSILON, f"{who} sees from {got:g}\""


@then("the {mount} is no casualty and earns its killer no experience")
def no_casualty(context, mount):
    """A killed loose mount does not count for victory or experience."""
    assert context.world.answer("casualty") is False and context.world.answer("experience") == 0


@then("whether the {mount} counts as a casualty is for the scenarios chapter")
def casualty_outside(context, mount):
    """A killed mount that was not loose: the excerpt does not say whether it counts for victory or
    experience (the scenarios chapter, outside it)."""
    assert context.world.answer("casualty") is None, f"the engine decided whether {mount} is a casualty"


@then("the {mount} holds nobody in a control zone")
def no_control_zone(context, mount):
    """Enemies move freely near the mount."""
    assert context.world.answer("control_zone") is False
