"""GURPS 4e combat: the players' words for characters, mounts and their conditions, and
for the numbers a rule works out (modifiers, the skill rolled against, radii, costs).

A number after "the dice show" is one roll's *total*: 3d6 for a success roll, 2d on the
out-of-control table, nd for damage or time; several rolls are listed in order.
"""

from oracle.gurps import phrases
from oracle.bdd.steps import given, then
from oracle.core.errors import OracleError
from oracle.gurps import setups

phrases.register()  # the GURPS phrase types, again on every behave run



def change(context, fn):
    context.world.change("gurps", fn, setups.empty)


# --- characters -------------------------------------------------------------------

@given("a {who} with Basic Move {n:d}")
@given("an {who} with Basic Move {n:d}")
def a_person(context, who, n):
    """A person (ST, DX, Will, Hearing 10) with this Basic Move."""
    change(context, lambda t: setups.person(t, who, basic_move=n))


@given("a {who} riding a {training:GurpsTraining} {mount}")
@given("a {who} riding an {training:GurpsTraining} {mount}")
def a_rider(context, who, training, mount):
    """A rider with Riding 12 in control of a horse (ST 25, DX 9, Basic Move 8, SM +1, 2 hexes, saddle and stirrups)."""
    change(context, lambda t: setups.rider_on(t, who, mount, training))


@given("a riderless {training:GurpsTraining} {mount}")
def riderless(context, training, mount):
    """A horse with no rider (ST 25, DX 9, Basic Move 8, SM +1, 2 hexes, saddle and stirrups)."""
    change(context, lambda t: setups.horse(t, mount, training))


@given("a {who} riding behind the {controller}")
def a_passenger(context, who, controller):
    """A passenger behind the rider who controls the mount."""
    change(context, lambda t: setups.passenger(t, who, controller))


@given("a {who} on a {vehicle} with Driving {n:d}")
def on_vehicle(context, who, vehicle, n):
    """A driver on an open two-wheeled vehicle (a motorcycle)."""
    change(context, lambda t: setups.on_vehicle(t, who, vehicle, n))


@given("the {who} has {name:GurpsAttr} {n:GurpsMod}")
def has_value(context, who, name, n):
    """An attribute or skill level (ST, DX, Will, Hearing, Basic Move, Riding, Lance, Bow...)."""
    change(context, lambda t: setups.set_value(t, who, name, n))


@given("the {who} {phrase:GurpsCondition}")
def has_condition(context, who, phrase):
    """A condition: is blind, is invisible, is in a smoke-filled hex, rides hands free, has no stirrups, flies..."""
    change(context, lambda t: setups.condition(t, who, phrase))


@given("the {who} stands in hex {hex}")
def in_hex(context, who, hex):
    change(context, lambda t: setups.change(t, who, hex=hex))


@given("the {who} holds a {item}")
def holds(context, who, item):
    change(context, lambda t: setups.change(t, who, holding=t.get(who).holding + (item,)))


@given("the {who} is moving at {v:d} yards per second")
def moving_at(context, who, v):
    """His velocity; above his Basic Move he is at high speed."""
    change(context, lambda t: setups.velocity(t, who, v))


@given("the {who} has moved {n:d} yards straight this turn")
def moved_straight(context, who, n):
    change(context, lambda t: setups.change(t, who, moved=n, yards_moved=n, since_turn=n))


@given("the {who} rolls on {n:d} wheels")
def wheels(context, who, n):
    change(context, lambda t: setups.change(t, who, wheels=n, kind="vehicle", legs=False))


@given("the GM rules that wheels slow safely")
def gm_wheels(context):
    change(context, lambda t: t.evolve(gm_wheel_exception=True))


@given('the players use the optional rule "{rule}"')
def optional_rule(context, rule):
    """realistic-turning-radius or posture-in-armour."""
    change(context, lambda t: t.evolve(optional_rules=t.optional_rules + (rule,)))


# --- bad input ----------------------------------------------------------------------

@then("giving the {who} {name:GurpsAttr} {n:GurpsMod} is refused, naming {what}")
def refused_value(context, who, name, n, what):
    """The setup refuses an impossible value with a message naming the field."""
    try:
        context.world.change("gurps", lambda t: setups.set_value(t, who, name, n), setups.empty)
    except OracleError as exc:
        assert what in str(exc), f"the refusal does not name {what!r}: {exc}"
        return
    raise AssertionError(f"giving {who} {name} {n} was accepted")


# --- numbers the rules work out --------------------------------------------------------

def _answer(context, key):
    context.world.current()
    return context.world.answer(key)


@then("the modifier is {mod:GurpsMod}")
def modifier(context, mod):
    """The modifier the last rule applied (to an attack, a defence or a roll)."""
    got = _answer(context, "modifier")
    assert got == mod, f"the modifier is {got:+d}, not {mod:+d}"


@then("the roll is against {n:d}")
def roll_against(context, n):
    """The effective skill of the last success roll."""
    got = _answer(context, "skill")
    assert got == n, f"the roll is against {got}, not {n}"




@then("the {who} gets no benefit from extra aiming")
def no_aim_benefit(context, who):
    """你不能从额外的瞄准时间，以及瞄准镜和其他瞄准系统上获益: the aim of the last action."""
    got = _answer(context, "aim_benefit")
    assert got == "none beyond one turn", f"the {who}'s aiming benefit is {got}, not none beyond one turn"


@then("the {who} aims normally")
def aims_normally(context, who):
    """No penalty of a moving vehicle on the aim of the last action."""
    got = _answer(context, "aim_benefit")
    assert got == "normal", f"the {who}'s aiming benefit is {got}, not normal"


@then("the {what:GurpsReport} is reported as {value:Text}")
def reported(context, what, value):
    """A result the last action reported: turning radius, fire, movement cost, seat, breathing, lance dice..."""
    got = str(_answer(context, phrases.REPORTS[what]))
    assert got == value, f"the {what} is {got}, not {value}"
