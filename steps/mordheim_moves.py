"""Mordheim: the players' words for moves, runs, charges, hiding, shooting and casting.

A route is a list of legs joined by "then": ``3" east``, ``jumps down``,
``climbs up the tower``, ``climbs over the fence``, ``climbs down``, ``leaps 4" east``, ``3" up the ladder``.
Only text made of such legs is read as a route, so these phrases cannot swallow
another game's steps.
Steps only translate text into actions (oracle.mordheim.*); the world resolves them.
"""

import re

import parse
from behave import register_type

from oracle.bdd import types
from oracle.bdd.steps import action_step
from oracle.core.errors import SetupError
from oracle.mordheim.charging import Charge, DeclareCharge
from oracle.mordheim.hiding import Hide
from oracle.mordheim.movement import Move
from oracle.mordheim.route import Step
from oracle.mordheim.running import Run
from oracle.mordheim.setups import HEADINGS
from oracle.mordheim.shooting import Cast, Shoot
from oracle.mordheim.turns import NextPhase, NextTurn

_LEG_WALK = re.compile(r'^(?P<d>-?\d*[.,]?\d*[½¼¾]?")\s+(?P<h>east|west|north|south)$')
_LEG_LEAP = re.compile(r'^leaps\s+(?P<d>.+?")\s+(?P<h>east|west|north|south)$')
_LEG_LADDER = re.compile(r'^(?P<d>.+?")\s+(?P<h>up|down) the ladder$')
_LEG_CLIMB_UP = re.compile(r'^climbs (?:up|over) the (?P<p>\S+)$')


_D = r'-?\d*[.,]?\d*[½¼¾]?"'  # a minus read too, so that a negative leg is named as one, not an unknown step
_H = r"(?:east|west|north|south)"
_LEG = (rf"(?:{_D} {_H}|leaps {_D} {_H}|{_D} (?:up|down) the ladder|climbs (?:up|over) the [^\s,]+|climbs down|jumps down)")
ROUTE_RE = rf"{_LEG}(?:,? then {_LEG})*"


@parse.with_pattern(ROUTE_RE)
def _route(text):
    steps = []
    for leg in re.split(r",?\s+then\s+", text.strip()):
        leg = leg.strip()
        if m := _LEG_WALK.match(leg):
            d = types.to_distance(m["d"]).to("in")
            dx, dy = HEADINGS[m["h"]]
            steps.append(Step(by=(dx * d, dy * d)))
        elif m := _LEG_LEAP.match(leg):
            d = types.to_distance(m["d"]).to("in")
            dx, dy = HEADINGS[m["h"]]
            steps.append(Step(leap_by=(dx * d, dy * d)))
        elif m := _LEG_LADDER.match(leg):
            d = types.to_distance(m["d"]).to("in")
            steps.append(Step(by=(0.0, 0.0, d if m["h"] == "up" else -d)))
        elif m := _LEG_CLIMB_UP.match(leg):
            steps.append(Step(climb_up=m["p"]))
        elif leg in ("jumps down", "jump down"):
            steps.append(Step(jump_down=True))
        elif leg in ("climbs down", "climb down"):
            steps.append(Step(climb_down=True))
        else:
            raise SetupError(f"cannot read the route leg {leg!r}: write legs like 3\" east, jumps down, "
                             f"climbs up the tower, climbs over the fence, climbs down, leaps 4\" east or 3\" up the ladder, joined by 'then'")
    return tuple(steps)


@parse.with_pattern(r"passed|failed")
def _fear(text):
    return text


register_type(MhRoute=_route, MhFear=_fear)


@action_step("the {who} moves {route:MhRoute}")
def moves(world, who, route):
    """A normal move along the route (up to Movement)."""
    return Move(warrior=who, route=route)


@action_step("the {who} stays where it is")
def stays(world, who):
    """The warrior does not move this turn."""
    return Move(warrior=who)


@action_step("the {who} makes its compulsory move {route:MhRoute}")
def compulsory_move(world, who, route):
    """The warrior's compulsory move, along the route."""
    return Move(warrior=who, route=route, compulsory=True)


@action_step("the next turn begins")
def next_turn(world):
    """The turn ends and the next begins: everything bounded by "this turn" lapses."""
    return NextTurn()


@action_step("play moves on to the next phase")
def next_phase(world):
    """Movement → shooting → close combat → the next turn's movement phase."""
    return NextPhase()


@action_step("the {who} runs {route:MhRoute}")
def runs(world, who, route):
    """The warrior is declared running and runs the route (up to double Movement)."""
    return Run(warrior=who, route=route)


@action_step("the {who} declares a charge against the {target}")
def declares(world, who, target):
    """The charge is declared, without measuring; the charge move comes later."""
    return DeclareCharge(charger=who, target=target)


@action_step("the {who} declares a charge against both the {target} and the {other}")
def declares_two(world, who, target, other):
    """A charge declared against two enemies at once, without measuring; the charge move comes later."""
    return DeclareCharge(charger=who, target=target, also_charging=(other,))


@action_step("the {who} charges the enemy {target}")
def charges(world, who, target):
    """Declare (if not yet declared) and move a charge by the shortest route into base contact."""
    return Charge(charger=who, target=target)


@action_step("the {who} charges the enemy {target} by way of {route:MhRoute}")
def charges_by_way(world, who, target, route):
    """A charge whose first legs the player gives (a jump down, a climb), then the shortest route."""
    return Charge(charger=who, target=target, route=route)


@action_step("the {who} charges the enemy {target} by way of {route:MhRoute}, not as a diving charge")
def charges_by_way_no_dive(world, who, target, route):
    """A charge whose first legs the player gives, its jump down made as an ordinary one though a diving charge
    could be made ("может")."""
    return Charge(charger=who, target=target, route=route, dive=False)


@action_step("the {who} charges the enemy {target} so as to touch the {other} too")
def charges_two(world, who, target, other):
    """A charge ending where the charger's base touches both enemies."""
    return Charge(charger=who, target=target, also_charging=(other,))


@action_step("the {who} charges the enemy {target} and the {interceptor} intercepts")
def charges_intercepted(world, who, target, interceptor):
    """The enemy player has the interceptor intercept the charge."""
    return Charge(charger=who, target=target, interceptors=(interceptor,))


@action_step("the {who} charges the enemy {target} by way of {route:MhRoute} and the {interceptor} intercepts")
def charges_by_way_intercepted(world, who, target, route, interceptor):
    """A charge whose first legs the player gives, and the enemy player has the interceptor intercept it."""
    return Charge(charger=who, target=target, route=route, interceptors=(interceptor,))


@action_step("the {who} charges the enemy {target} and the {interceptor} intercepts after a {fear:MhFear} Fear test")
def charges_intercepted_fear(world, who, target, interceptor, fear):
    """An interceptor that must test for fear to intercept; the test's result is given (outside the excerpt)."""
    return Charge(charger=who, target=target, interceptors=(interceptor,), interceptor_fear_test=fear)


@action_step("the {who} charges the enemy {target} and the {interceptor} intercepts; the {who2} then {fear:MhFear} its Fear test")
def charges_intercepted_charger_fear(world, who, target, interceptor, who2, fear):
    """A fear-causing interceptor: the charger's Fear test result is given (outside the excerpt)."""
    return Charge(charger=who, target=target, interceptors=(interceptor,), charger_fear_test=fear)


@action_step("the {who} charges the enemy {target} and both the {first} and the {second} intercept")
def charges_two_interceptors(world, who, target, first, second):
    """Two enemies try to intercept the same charger."""
    return Charge(charger=who, target=target, interceptors=(first, second))


@action_step("the {who} hides")
def hides(world, who):
    """The player declares that the warrior hides and places the Hidden marker."""
    return Hide(warrior=who)


@action_step("the {who} fires at the enemy {target}")
def fires(world, who, target):
    """The warrior shoots at an enemy (whether it may; the shot itself is outside the excerpt)."""
    return Shoot(warrior=who, target=target)


@action_step("the {who} fires its missile weapon")
def fires_any(world, who):
    """The warrior shoots (whether it may; the shot itself is outside the excerpt)."""
    return Shoot(warrior=who)


@action_step("the {who} casts a spell")
def casts(world, who):
    """The warrior casts a spell (whether it may; the spell itself is outside the excerpt)."""
    return Cast(warrior=who)


@action_step("the {who} jumps down")
def jumps_down(world, who):
    """A normal move that is only a jump down to the floor below."""
    return Move(warrior=who, route=(Step(jump_down=True),))


@action_step("the {who} charges the enemy {target} and the {first}, then the {second}, try to intercept; Fear tests are {fear:MhFear}")
def charges_two_attempts(world, who, target, first, second, fear):
    """Two enemies try in turn to intercept; every Fear test an interceptor must take has the given result."""
    return Charge(charger=who, target=target, interceptors=(first, second), interceptor_fear_test=fear)
