"""Mordheim: the players' words for the table — warriors, their states, floors, walls and ground.

Steps only translate text into setup changes (oracle.mordheim.setups).  Distances between
models are between base edges; warriors start on the table surface at (0, 0) unless a
step puts them elsewhere.
"""

import parse
from behave import register_type

from oracle.bdd.steps import given
from oracle.mordheim import setups


@parse.with_pattern(r"east|west|north|south")
def _heading(text):
    return text


@parse.with_pattern(r"fleeing|stunned|knocked down|hidden|an animal")
def _state(text):
    return {"knocked down": "knocked_down", "an animal": "animal"}.get(text, text)


@parse.with_pattern(r"difficult|very difficult")
def _ground(text):
    return text.replace(" ", "-")


register_type(MhHeading=_heading, MhState=_state, MhGround=_ground)


def change(context, fn):
    context.world.change("mordheim", fn, setups.empty)


def _in(d):
    return d.to("in")


@given("a {who} with Movement {m:Distance} and Initiative {i:d}")
def a_warrior(context, who, m, i):
    """A warrior of the player's warband, standing on the table at (0, 0) (1" base)."""
    change(context, lambda t: setups.add_warrior(t, who, movement=_in(m), initiative=i))


@given("an enemy {who} stands {gap:Distance} {heading:MhHeading} of the {other}")
def an_enemy(context, who, gap, heading, other):
    """An enemy warrior (Movement 4", Initiative 3) on the table, its base edge this far from the other's."""
    change(context, lambda t: setups.place_from(t, who, other, _in(gap), heading, enemy_of=True))


@given("a friendly {who} stands {gap:Distance} {heading:MhHeading} of the {other}")
def a_friend(context, who, gap, heading, other):
    """A warrior of the other's warband (Movement 4", Initiative 3), its base edge this far from the other's."""
    change(context, lambda t: setups.place_from(t, who, other, _in(gap), heading, enemy_of=False))


@given("the battle is in the {phase:Phase} phase")
def in_phase(context, phase):
    """The phase of the turn being played (movement, shooting, close-combat); a table starts in movement."""
    change(context, lambda t: t.evolve(phase=phase))


@given("the {who} has Initiative {i:d}")
def initiative(context, who, i):
    """Set the warrior's Initiative."""
    change(context, lambda t: setups.change_warrior(t, who, initiative=i))


@given("the {who} has Movement {m:Distance}")
def movement(context, who, m):
    """Set the warrior's Movement."""
    change(context, lambda t: setups.change_warrior(t, who, movement=_in(m)))


@given("the {who} is {state:MhState}")
def state(context, who, state):
    """The warrior is fleeing, stunned, knocked down, hidden (marker placed), or an animal."""
    change(context, lambda t: setups.change_warrior(t, who, **{state: True}))


@given("the {who} causes fear")
def causes_fear(context, who):
    """The warrior causes fear (a fact of its profile, outside the excerpt)."""
    change(context, lambda t: setups.change_warrior(t, who, causes_fear=True))


@given("the {who} need not test for fear")
def fearless(context, who):
    """The warrior never has to take Fear tests (a fact of its profile, outside the excerpt)."""
    change(context, lambda t: setups.change_warrior(t, who, tests_for_fear=False))


@given("the {who} is fighting the {other} in close combat")
def fighting(context, who, other):
    """The two warriors are already engaged in close combat."""
    change(context, lambda t: t.engage(t.warrior(who).id, t.warrior(other).id))


@given("the {who} has a compulsory move to make")
def compulsory(context, who):
    """A compulsory move is due for the warrior this turn."""
    change(context, lambda t: setups.change_warrior(t, who, compulsory_move=True))


@given("the {who} stands at the {heading:MhHeading} edge of a {platform} {h:Distance} high")
def at_edge(context, who, heading, platform, h):
    """A floor of that height (10" by 10") under the warrior, its edge running through the warrior's centre."""
    change(context, lambda t: setups.stand_on_platform(t, who, platform, _in(h), 0.0, heading))


@given("the {who} stands on a {platform} {h:Distance} high, {d:Distance} from its {heading:MhHeading} edge")
def on_platform(context, who, platform, h, d, heading):
    """A floor of that height under the warrior, whose edge in that direction is this far from its centre."""
    change(context, lambda t: setups.stand_on_platform(t, who, platform, _in(h), _in(d), heading))


@given("a {name} {h:Distance} high stands {gap:Distance} {heading:MhHeading} of the {other}")
def a_piece(context, name, h, gap, heading, other):
    """Terrain this far from a warrior's base edge (or a floor's edge): a wall, fence or barrel across the way,
    a column, or else a floor of that height (a roof, a tower, a balcony)."""
    change(context, lambda t: setups.piece_from(t, name, _in(h), _in(gap), heading, other))


@given("a {platform} {h:Distance} high with a ladder up from the {who}")
def ladder(context, platform, h, who):
    """A floor of that height starting at the warrior's centre (eastwards), with a ladder where it stands."""
    change(context, lambda t: setups.ladder_up(t, who, platform, _in(h)))


@given("{kind:MhGround} ground lies {near:Distance} to {far:Distance} {heading:MhHeading} of the {who}")
def rough_ground(context, kind, near, far, heading, who):
    """Difficult or very difficult ground across the warrior's way, measured from its centre."""
    change(context, lambda t: setups.ground(t, kind, _in(near), _in(far), who, heading))


@given("a door through the {wall}")
def a_door(context, wall):
    """A door (1.5" wide) through the middle of the wall, on the models' line."""
    change(context, lambda t: setups.door_in(t, wall))


@given("the {who} stands on the {platform}")
def stands_on(context, who, platform):
    """The warrior stands on that floor, where it is (its height changes, not its place)."""
    def build(t):
        w = t.warrior(who)
        return setups.change_warrior(t, who, position=w.position.evolve(z=t.piece(platform).height))
    change(context, build)


@given("a friendly {who} stands at ({x:g}, {y:g})")
def a_friend_at(context, who, x, y):
    """A warrior of the first warrior's warband (Movement 4", Initiative 3), its centre at that point of the table."""
    change(context, lambda t: setups.add_friend_at(t, who, x, y))


@given("an enemy {who} stands at ({x:g}, {y:g})")
def an_enemy_at(context, who, x, y):
    """An enemy of the first warrior set up (Movement 4", Initiative 3), its centre at that point of the table."""
    change(context, lambda t: setups.add_enemy_at(t, who, x, y))
