"""Legends of the Old West on foot: falling, lying down, spotting rolls, obstacles, levels.

Steps only translate the players' words into setup changes (oracle.lotow.foot_setups)
and actions (oracle.lotow.falling, .prone, .spotting, .obstacles, .levels).  The
mounted steps (steps/lotow_mounted.py) supply "a {who} on foot", "the {who} walks ...",
"the {who} sees over it" and the shared checks.
"""

import parse
from behave import register_type

from oracle.bdd.steps import action_step, given, when
from oracle.core.geometry import Point
from oracle.lotow import foot_setups as setups
from oracle.lotow.falling import DropDown
from oracle.lotow.levels import ClimbOnto
from oracle.lotow.obstacles import ChargeAcross, ChargeInTheOpen, JumpObstacle
from oracle.lotow.phases import NextPhase
from oracle.lotow.prone import Crawl, GoProne, LookOutFromCover, StandUp
from oracle.lotow.setups import add_fighter, change_fighter, empty
from oracle.lotow.spotting import LookFor, NextTurn, ShootFromHiding, SpottingRoll


@parse.with_pattern(r"north|south")
def _along(text):
    return 1.0 if text == "north" else -1.0


register_type(Along=_along)


def change(context, fn):
    context.world.change("lotow", fn, empty)


def _in(d):
    return d.to("in")


# --- fighters ----------------------------------------------------------------------------

@given("a {who} on foot with a Move of {move:Distance}")
def on_foot_with_move(context, who, move):
    """A fighter on foot with the given Move."""
    change(context, lambda t: add_fighter(t, who, move=_in(move)))


@given("the {who} has a Fight value of {value:d}")
def fight_value(context, who, value):
    """The fighter's own Fight value."""
    change(context, lambda t: change_fighter(t, who, fight=value))


@given("the {who} lies prone")
def lies_prone(context, who):
    """The model lies on the table (not behind cover)."""
    change(context, lambda t: setups.lies_prone(t, who))


@given("the {who} lies prone behind cover")
def lies_behind_cover(context, who):
    """The model lies on the table behind cover."""
    change(context, lambda t: setups.lies_prone(t, who, behind_cover=True))


@given("an enemy {who}")
def an_enemy(context, who):
    """An enemy fighter on foot, well away from everyone."""
    change(context, lambda t: setups.enemy(t, who))


@given("an enemy {who} {gap:Distance} from the {target}")
def an_enemy_from(context, who, gap, target):
    """An enemy fighter whose base edge is this far from the target's base."""
    change(context, lambda t: setups.enemy_from(t, who, target, _in(gap)))


@given("the {viewer} sees part of the {target}")
def sees_part(context, viewer, target):
    """The players judge that the viewer sees the target only in part."""
    change(context, lambda t: setups.view(t, viewer, target, "partly"))


@given("the {viewer} cannot see the {target}")
def cannot_see(context, viewer, target):
    """The players judge that the target is fully out of the viewer's sight."""
    change(context, lambda t: setups.view(t, viewer, target, "hidden"))


@given("the {viewer} sees the {target} plainly")
def sees_plainly(context, viewer, target):
    """The players judge that the viewer sees the target's body plainly."""
    change(context, lambda t: setups.view(t, viewer, target, "visible"))


@when("the {who} closes to {gap:Distance} of the {target}")
def closes_to(context, who, gap, target):
    """The fighter walks straight towards the target until their bases are this far apart
    (an ordinary move, not one of the excerpt's rules)."""
    change(context, lambda t: setups.close_to(t, who, target, _in(gap)))


@when("the {who} falls back to {gap:Distance} from the {target}")
def falls_back(context, who, gap, target):
    """The fighter walks straight away from the target until their bases are this far apart
    (an ordinary move, not one of the excerpt's rules)."""
    change(context, lambda t: setups.close_to(t, who, target, _in(gap)))


@given("control zones on this table reach {reach:Distance}")
def zone_reach(context, reach):
    """The control zone's reach as the base rules give it (used under ruling
    lotow.obstacles.control-zone-reach=from-the-setup; the default reading is 1")."""
    change(context, lambda t: t.evolve(control_zone_reach=_in(reach)))


# --- obstacles ---------------------------------------------------------------------------

@given("a {obstacle} {width:Distance} wide with the {who} standing against it")
def obstacle_against(context, obstacle, width, who):
    """An obstacle running north-south (2" high: crossing it is a jump) with the fighter's base against its east
    side."""
    change(context, lambda t: setups.obstacle_with_defender(t, obstacle, _in(width), who))


@given("a {obstacle} {width:Distance} wide with the {who} standing {gap:Distance} behind it")
def obstacle_behind(context, obstacle, width, who, gap):
    """As above, the fighter's base this far back from the obstacle."""
    change(context, lambda t: setups.obstacle_with_defender(t, obstacle, _in(width), who, _in(gap)))


@given("an enemy {who} {gap:Distance} beyond the {obstacle}")
def enemy_beyond(context, who, gap, obstacle):
    """An enemy on the far (west) side of the obstacle, opposite the fighter behind it."""
    change(context, lambda t: setups.enemy_beyond(t, who, obstacle, _in(gap)))


@given("an enemy {who} {gap:Distance} beyond the {obstacle} and {along:Distance} to the {way:Along}")
def enemy_beyond_along(context, who, gap, obstacle, along, way):
    """An enemy on the far side of the obstacle, further along it."""
    change(context, lambda t: setups.enemy_beyond(t, who, obstacle, _in(gap), way * _in(along)))


@given("a {obstacle} {width:Distance} wide {gap:Distance} behind the {who}")
def obstacle_behind_fighter(context, obstacle, width, gap, who):
    """A second obstacle, parallel to the first, this far east of the fighter's base."""
    change(context, lambda t: setups.obstacle_behind(t, obstacle, _in(width), who, _in(gap)))


# --- levels ------------------------------------------------------------------------------

@given("a {platform} {height:Distance} high")
def raised_ground(context, platform, height):
    """A wall top, balcony or cliff top 4" deep and 12" long, its edge facing east."""
    change(context, lambda t: setups.level(t, platform, _in(height)))


@given("an enemy {who} on the {platform} {back:Distance} back from the edge")
def enemy_on_level(context, who, platform, back):
    """An enemy on top, his base this far from the edge."""
    change(context, lambda t: setups.enemy_on_level(t, who, platform, _in(back)))


@given("an enemy {who} on the {platform} {back:Distance} back from the edge and {along:Distance} to the {way:Along}")
def enemy_on_level_along(context, who, platform, back, along, way):
    """An enemy on top, this far back and this far along the edge."""
    change(context, lambda t: setups.enemy_on_level(t, who, platform, _in(back), way * _in(along)))


@given("a {who} at the foot of the {platform}")
def at_foot(context, who, platform):
    """A fighter on the ground, his base against the edge of the raised ground."""
    change(context, lambda t: setups.at_the_foot(t, who, platform))


@given("a {who} at the foot of the {platform} {along:Distance} to the {way:Along}")
def at_foot_along(context, who, platform, along, way):
    """As above, this far along the edge."""
    change(context, lambda t: setups.at_the_foot(t, who, platform, way * _in(along)))


# --- actions -----------------------------------------------------------------------------

@action_step("the {who} falls {height:Distance}")
def falls(world, who, height):
    """The fighter falls from this height."""
    return DropDown(fighter=who, height=_in(height))


@action_step("the {who} jumps down {height:Distance}")
def jumps_down(world, who, height):
    """The fighter jumps down from this height on purpose."""
    return DropDown(fighter=who, height=_in(height), jumped=True)


@action_step("the {who} drops prone")
def drops_prone(world, who):
    """The player lays the fighter down by choice."""
    return GoProne(fighter=who)


@action_step("the {who} stands up")
def stands_up(world, who):
    """A prone fighter gets to his feet."""
    return StandUp(fighter=who)


@action_step("the {who} crawls {distance:Distance}")
def crawls(world, who, distance):
    """A prone fighter who stays down crawls."""
    return Crawl(fighter=who, distance=_in(distance))


@action_step("the {who} looks out over {height:Distance} of cover")
def looks_out(world, who, height):
    """Whether a fighter lying behind cover sees over it."""
    return LookOutFromCover(viewer=who, height=_in(height))


@action_step("the {viewer} makes a spotting roll for the {target}")
def spotting_roll(world, viewer, target):
    """One D6 to see a prone model behind cover: 1-3 not seen, 4-6 seen."""
    return SpottingRoll(viewer=viewer, target=target)


@action_step("the {viewer} looks for the {target}")
def looks_for(world, viewer, target):
    """Does the viewer see the target?  A spotting roll where the rules call for one."""
    return LookFor(viewer=viewer, target=target)


@action_step("the {who} shoots from hiding")
def shoots_from_hiding(world, who):
    """A hidden fighter shoots in the Shooting phase."""
    return ShootFromHiding(shooter=who)


@action_step("the next turn begins")
def next_turn(world):
    """The turn ends; a new one starts, from its Movement phase."""
    return NextTurn()


@action_step("the next turn begins and the {side} side wins priority")
def next_turn_priority(world, side):
    """The turn ends; a new one starts, from its Movement phase, and this side wins priority for it."""
    return NextTurn(priority=side)


@action_step("play moves on to the next phase")
def next_phase(world):
    """Movement → Shooting → Close Combat → the next turn's Movement phase."""
    return NextPhase()


@given("the battle is in the {phase:Phase} phase")
def in_phase(context, phase):
    """The phase of the turn being played (movement, shooting, close-combat); a table starts in movement."""
    change(context, lambda t: t.evolve(phase=phase))


@action_step("the {who} charges the {target} in the open")
def charges_in_the_open(world, who, target):
    """A charge on foot with no obstacle between."""
    return ChargeInTheOpen(attacker=who, target=target)


@action_step("the {who} charges the {target} across the {obstacle}")
def charges_across(world, who, target, obstacle):
    """A charge across an obstacle; the charger ends touching it as near the target as he can."""
    return ChargeAcross(attacker=who, target=target, obstacle=obstacle)


@action_step("the {who} jumps the {obstacle}")
def jumps_obstacle(world, who, obstacle):
    """A fighter on foot tries to jump an obstacle, landing straight across it."""
    return JumpObstacle(fighter=who, obstacle=obstacle)


@action_step("the {who} climbs onto the {platform}")
def climbs(world, who, platform):
    """A fighter climbs up onto a wall, balcony or cliff at the spot nearest him."""
    return ClimbOnto(fighter=who, platform=platform)


@action_step("the {who} climbs onto the {platform} {along:Distance} to the {way:Along} of where he stands")
def climbs_along(world, who, platform, along, way):
    """He climbs up slanting, coming up at the edge this far along from the spot nearest him."""
    f = world.current().fighter(who)
    return ClimbOnto(fighter=who, platform=platform, at=Point(x=f.position.x, y=f.position.y + way * _in(along)))


@action_step("the {who} climbs onto the {platform} and charges the {target}")
def climbs_and_charges(world, who, platform, target):
    """As above, the player naming the enemy he means to charge."""
    return ClimbOnto(fighter=who, platform=platform, target=target)
