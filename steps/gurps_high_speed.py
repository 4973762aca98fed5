"""GURPS 4e combat: high-speed movement, turning, braking, loss of control, posture in armour."""

from oracle.gurps import phrases
from oracle.bdd.steps import action_step
from oracle.gurps.high_speed import (
    Accelerate,
    AttackAtSpeed,
    ChooseManeuver,
    Decelerate,
    DefendAtSpeed,
    EarlyTurn,
    EnterHighSpeed,
    HardBrake,
    MeetObstacle,
    MoveTacticallyAtSpeed,
    RunAtSpeed,
    Stun,
    TurnAtSpeed,
    WorkOutTurningRadius,
)
from oracle.gurps.posture_in_armour import ChangePosture, SecondsPass

phrases.register()  # the GURPS phrase types, again on every behave run



@action_step("the {who} ends a turn of {maneuver:GurpsManeuver} having moved {yards:d} yards, turning at most {deg:d} degrees, and takes {v:d} yards per second")
def enter(world, who, maneuver, yards, deg, v):
    """He asks to enter high speed at velocity v for the next turn."""
    return EnterHighSpeed(who=who, maneuver=maneuver, yards=yards, turned=deg, velocity=v)


@action_step("the {who} runs {yards:d} yards")
def run(world, who, yards):
    return RunAtSpeed(who=who, yards=yards)


@action_step("the {who} runs only {yards:d} yards, slowed by {what}")
def run_slowed(world, who, yards, what):
    return RunAtSpeed(who=who, yards=yards, slowed_by=what)


@action_step("the GM works out the turning radius of the {who}")
def radius(world, who):
    return WorkOutTurningRadius(who=who)


@action_step("the {who} turns {n:d} degrees")
def turn(world, who, n):
    return TurnAtSpeed(who=who, degrees=n)


@action_step("the {who} turns early")
def turn_early(world, who):
    """A turn before the turning radius is covered: DX+3 at the early-turn penalty."""
    return EarlyTurn(who=who)


@action_step("the {who} turns early with a wall {n:d} yards ahead")
def turn_early_wall(world, who, n):
    """The wall stands ahead on the heading he had before the turn."""
    return EarlyTurn(who=who, obstacle_ahead=n)


@action_step("the {who} turns early toward a wall {n:d} yards off")
def turn_early_toward_wall(world, who, n):
    """The wall stands on the heading he turns to, not on the one he had."""
    return EarlyTurn(who=who, obstacle_turned_to=n)


@action_step("the {who} speeds up by {n:d}")
def speed_up(world, who, n):
    return Accelerate(who=who, by=n)


@action_step("the {who} sprints, speeding up by {n:d}")
def sprint(world, who, n):
    return Accelerate(who=who, by=n, sprinting=True)


@action_step("the {who} slows down by {n:d}")
def slow(world, who, n):
    return Decelerate(who=who, by=n)


@action_step("the {who} brakes hard by {n:d}")
def brake(world, who, n):
    """A hard brake of n yards per second: DX+3 at -1 per 2 yards over Basic Move."""
    return HardBrake(who=who, by=n)


@action_step("the {who} brakes hard by {n:d} with a wall {m:d} yards ahead")
def brake_wall(world, who, n, m):
    return HardBrake(who=who, by=n, obstacle_ahead=m)


@action_step("the {who} takes the {maneuver:GurpsManeuver} manoeuvre")
def maneuver(world, who, maneuver):
    return ChooseManeuver(who=who, maneuver=maneuver)


@action_step("the {who} is stunned")
def stunned(world, who):
    return Stun(who=who)


@action_step("the {who} is stunned with a wall {m:d} yards ahead")
def stunned_wall(world, who, m):
    return Stun(who=who, obstacle_ahead=m)


@action_step("the {who} meets an obstacle in his path")
def obstacle(world, who):
    return MeetObstacle(who=who)


@action_step("the {who} tries to {defence:GurpsSpeedDefence} at speed")
def defend_speed(world, who, defence):
    return DefendAtSpeed(who=who, defence=defence)


@action_step("the {who} attacks the {target} at speed")
def attack_speed(world, who, target):
    return AttackAtSpeed(attacker=who, target=target)


@action_step("the {who} moves on through {n:d} yards of mud")
def mud(world, who, n):
    """Tactical movement at speed through mud (+1 movement point per yard)."""
    return MoveTacticallyAtSpeed(who=who, rough_yards=n, extra_cost=1)


@action_step("the {who} moves on through {n:d} yards of mud and slows down by {m:d}")
def mud_and_slow(world, who, n, m):
    return MoveTacticallyAtSpeed(who=who, rough_yards=n, extra_cost=1, decelerate=m)


@action_step("the {who} moves {direction:GurpsDirection} on the hex map")
def sideways(world, who, direction):
    return MoveTacticallyAtSpeed(who=who, direction=direction)


@action_step("the {who} starts to change posture to {posture:GurpsPosture}")
def change_posture(world, who, posture):
    return ChangePosture(who=who, to=posture)


@action_step("{n:d} more second(s) pass for the {who}")
def seconds(world, n, who):
    return SecondsPass(who=who, seconds=n)
