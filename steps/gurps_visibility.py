"""GURPS 4e combat: attacking and defending without sight, torches, hit locations."""

from oracle.gurps import phrases
from oracle.bdd.steps import action_step
from oracle.gurps.hit_locations import AimAtLocation
from oracle.gurps.visibility import AttackUnseenFoe, DefendUnseenAttacker, HoldTorchTo, StrikeWithTorch

phrases.register()  # on every behave run: behave forgets step types between runs in one process


@action_step("the {who} attacks the {target}, whom he cannot see")
def attack_unseen(world, who, target):
    """An attack without sight of the foe: Hearing-2 to locate him where the rules call for it."""
    return AttackUnseenFoe(attacker=who, target=target)


@action_step("the {who} attacks the {target}, whom he cannot see, by the light of a torch")
def attack_unseen_lit(world, who, target):
    """As above, with a torch or flashlight in the attacker's line of sight."""
    return AttackUnseenFoe(attacker=who, target=target, light_in_sight=True)


@action_step("the {who} attacks hex {hex}, where he thinks the {target} is, by the light of a torch")
def attack_hex_lit(world, who, hex, target):
    """A sightless attack naming the hex to strike, with a torch or flashlight in the attacker's line of sight."""
    return AttackUnseenFoe(attacker=who, target=target, hex=hex, light_in_sight=True)


@action_step("the {who} attacks hex {hex}, where he thinks the {target} is")
def attack_hex(world, who, hex, target):
    """A sightless attack that names the hex to strike if the Hearing roll fails."""
    return AttackUnseenFoe(attacker=who, target=target, hex=hex)


@action_step("the {who} attacks the {target}, whom he cannot see, having located him by some other means")
def attack_unseen_other_means(world, who, target):
    """A sightless attack whose foe was found by some other means than the Hearing-2 roll (a sense, a spell...)."""
    return AttackUnseenFoe(attacker=who, target=target, other_means="found")


@action_step("the {who} attacks hex {hex}, where he thinks the {target} is, having failed to locate him by some other means")
def attack_hex_other_means(world, who, hex, target):
    """A sightless attack naming the hex to strike, the other means than Hearing having failed to find the foe."""
    return AttackUnseenFoe(attacker=who, target=target, hex=hex, other_means="not found")


@action_step("the {who} tries to {defence:GurpsDefence} the unseen attack of the {attacker}")
def defend_unseen(world, who, defence, attacker):
    return DefendUnseenAttacker(defender=who, attacker=attacker, defence=defence)


@action_step("the {who} is attacked by the {attacker} without knowing it")
def unaware(world, who, attacker):
    return DefendUnseenAttacker(defender=who, attacker=attacker, defence="dodge", aware=False)


@action_step("the {who} strikes the {target} with a torch")
def torch_strike(world, who, target):
    return StrikeWithTorch(attacker=who, target=target)


@action_step("the {who} holds a torch to the {material} for {n:d} seconds")
def torch_to(world, who, material, n):
    return HoldTorchTo(who=who, material=material, seconds=n)


@action_step("the {who} aims at the {target}'s {location}")
def aim_location(world, who, target, location):
    return AimAtLocation(attacker=who, target=target, location=location)


@action_step("the {who} aims at the {target}'s {location}, by the light of a torch")
def aim_location_lit(world, who, target, location):
    """An aimed attack with a torch or flashlight in the attacker's line of sight."""
    return AimAtLocation(attacker=who, target=target, location=location, light_in_sight=True)


@action_step("the {who} makes a {wild:GurpsWild} at the {target}")
def wild_attack(world, who, wild, target):
    return AimAtLocation(attacker=who, target=target, wholly_inaccurate=wild)


@action_step("the {who} makes a {wild:GurpsWild} at the {target}'s {location}")
def wild_aimed(world, who, wild, target, location):
    return AimAtLocation(attacker=who, target=target, location=location, wholly_inaccurate=wild)
