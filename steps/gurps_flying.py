"""GURPS 4e combat: flying combat."""

from oracle.gurps import phrases
from oracle.bdd.steps import action_step
from oracle.gurps.flying import (
    AcrobaticDodgeInTheAir,
    AttackInTheAir,
    ClimbTo,
    Dive,
    FlyATurn,
    FlyHorizontally,
    FlyOver,
    FlyPath,
    RecoverFromStall,
    RetreatInTheAir,
)

phrases.register()  # the GURPS phrase types, again on every behave run


@action_step("the {who} flies over the {other}")
def fly_over(world, who, other):
    return FlyOver(flyer=who, over=other)


@action_step("the {who} tries to fly over the {other} under a low ceiling")
def fly_over_low(world, who, other):
    return FlyOver(flyer=who, over=other, ceiling_high_enough=False)


@action_step("the {who} flies horizontally")
def horizontal(world, who):
    return FlyHorizontally(flyer=who)


@action_step("the {who} flies {a:d} yards level, {b:d} yards straight up and {c:d} yards diagonally")
def path(world, who, a, b, c):
    return FlyPath(flyer=who, level_yards=a, vertical_yards=b, diagonal_yards=c)


@action_step("the {who} retreats {direction:GurpsRetreat} in the air")
def retreat(world, who, direction):
    return RetreatInTheAir(flyer=who, direction=direction)


@action_step("the {who} retreats {direction:GurpsRetreat} in the air with no room to step up or down")
def retreat_cramped(world, who, direction):
    """A retreat with a ceiling or the ground within a step above and below."""
    return RetreatInTheAir(flyer=who, direction=direction, room_to_step=False)


@action_step("the {who} dives for his whole turn")
def dive(world, who):
    return Dive(flyer=who)


@action_step("the {who} dives while doing something else")
def dive_busy(world, who):
    return Dive(flyer=who, whole_turn=False)


@action_step("the {who} flies {n:d} yards this turn")
def fly_turn(world, who, n):
    return FlyATurn(flyer=who, yards=n)


@action_step("the {who} is carried {n:d} yards this turn by a power not his own")
def carried(world, who, n):
    """A flyer moved by another force (towed, carried, lifted): not under his own power."""
    return FlyATurn(flyer=who, yards=n, own_power=False)


@action_step("the {who} takes the {maneuver:GurpsManeuver} manoeuvre in the air, moving {n:d} yards")
def fly_turn_maneuver(world, who, maneuver, n):
    return FlyATurn(flyer=who, maneuver=maneuver, yards=n)


@action_step("the {who} tries to pull out of the stall")
def recover(world, who):
    return RecoverFromStall(flyer=who)


@action_step("the {who} climbs to {n:d} feet above the Earth")
def climb(world, who, n):
    return ClimbTo(flyer=who, feet=n)


@action_step("the {who} climbs to {n:d} feet above the Earth in a pressure suit")
def climb_protected(world, who, n):
    return ClimbTo(flyer=who, feet=n, protected=True)


@action_step("the {who} tries to fly on wings in {air:GurpsThinAir}")
def wings(world, who, air):
    return ClimbTo(flyer=who, feet=0, world=air, wings=True)


@action_step("the {who} attacks the {target} from the air")
def air_attack(world, who, target):
    return AttackInTheAir(attacker=who, target=target)


@action_step("the {who} makes an acrobatic dodge in the air")
def aero(world, who):
    return AcrobaticDodgeInTheAir(flyer=who)
