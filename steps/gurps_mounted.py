"""GURPS 4e combat: riding, mounting, frightened mounts, the out-of-control table,
cavalry weapons and mounted defence."""

from oracle.gurps import phrases
from oracle.bdd.steps import action_step
from oracle.gurps.mounted import (
    DangerousManoeuvre,
    Dismount,
    FrightenMount,
    MountDifficultManoeuvre,
    MountUp,
    RegainControl,
    RideAtPace,
    RidingRoll,
    SheatheWeapon,
    TakeReins,
)
from oracle.gurps.mounted_defence import (
    AttackMountedFoe,
    CompareHeights,
    DefendMounted,
    KnockBack,
    MountCrippled,
    MountIsHit,
    PassengerHoldsOn,
)
from oracle.gurps.mounted_weapons import AimFromTheSaddle, AttackFromTheSaddle, CavalryCharge, MountAttacks, StrikeWithLance
from oracle.gurps.mount_out_of_control import ApplyOutOfControlResult, LoseAllControl, ReCinchSaddle

phrases.register()  # the GURPS phrase types, again on every behave run



@action_step("the {who} makes a Riding roll")
def riding(world, who):
    """A Riding roll with every modifier of the excerpt that applies."""
    return RidingRoll(rider=who)


@action_step("the {who} drops everything to take the reins in both hands")
def reins(world, who):
    return TakeReins(rider=who)


@action_step("the {who} sheathes his {weapon}")
def sheathe(world, who, weapon):
    return SheatheWeapon(rider=who, weapon=weapon)


@action_step("the {who} urges his mount to {manoeuvre:GurpsDanger}")
def urge(world, who, manoeuvre):
    return DangerousManoeuvre(rider=who, manoeuvre=manoeuvre)


@action_step("the {who} urges his mount to {manoeuvre:GurpsDanger} to save its life")
def urge_life(world, who, manoeuvre):
    return DangerousManoeuvre(rider=who, manoeuvre=manoeuvre, life_at_stake=True)


@action_step("the {who} climbs onto the {mount} and settles in the saddle")
def mount_two(world, who, mount):
    """Mounting with two manoeuvres: a Move, then a Change Posture."""
    return MountUp(rider=who, mount=mount)


@action_step("the {who} vaults onto the {mount} in one turn")
def mount_one(world, who, mount):
    """Mounting in one turn: Acrobatics, Riding or Jumping at -3 (no penalty with stirrups)."""
    return MountUp(rider=who, mount=mount, in_one_turn=True)


@action_step("the {mount} goes at a {pace:GurpsPace}")
def pace(world, mount, pace):
    return RideAtPace(mount=mount, pace=pace)


@action_step("the {who} dismounts with a Change Posture after the mount moved {n:d} yards")
def dismount(world, who, n):
    return Dismount(rider=who, how="change posture", mount_moved=n)


@action_step("the {who} dismounts with a Change Posture")
def dismount_as_it_stands(world, who):
    """The yards his mount has moved this turn are the table's."""
    return Dismount(rider=who, how="change posture")


@action_step("the {who} jumps down from his mount with a Move manoeuvre")
def jump_down(world, who):
    return Dismount(rider=who, how="jump down", maneuver="move")


@action_step("the {who} jumps down from his mount with the {maneuver:GurpsManeuver} manoeuvre")
def jump_down_with(world, who, maneuver):
    return Dismount(rider=who, how="jump down", maneuver=maneuver)


@action_step("the {mount} makes a {manoeuvre:GurpsHard} with its rider")
def mount_hard(world, mount, manoeuvre):
    """The mount's DX roll, then each rider's roll to stay on."""
    return MountDifficultManoeuvre(mount=mount, manoeuvre=manoeuvre)


@action_step("the {mount} fails a Fright Check")
def fright(world, mount):
    return FrightenMount(mount=mount)


@action_step("the {who} tries to master his frightened mount until it is settled")
def regain_until(world, who):
    """Every second, a Ready manoeuvre and a Riding roll, until the mount obeys or control is wholly lost."""
    return RegainControl(rider=who, seconds=None)


@action_step("the {who} tries for {n:d} second(s) to master his frightened mount")
def regain(world, who, n):
    """Each second: a Ready manoeuvre and a Riding roll."""
    return RegainControl(rider=who, seconds=n)


@action_step("the {who} loses all control of his mount")
def lose_all(world, who):
    """2d on the out-of-control table."""
    return LoseAllControl(rider=who)


@action_step("the {who} is thrown from his mount")
def thrown(world, who):
    return ApplyOutOfControlResult(rider=who, event="thrown")


@action_step("the mount of the {who} falls")
def mount_falls(world, who):
    return ApplyOutOfControlResult(rider=who, event="mount falls")


@action_step("the {who} re-cinches the saddle")
def recinch(world, who):
    return ReCinchSaddle(rider=who)


@action_step("the {who} re-cinches the saddle of the {mount}")
def recinch_named(world, who, mount):
    """The saddle of the mount he has got off, named (two or more saddles on the table may have slipped)."""
    return ReCinchSaddle(rider=who, mount=mount)


@action_step("the {mount} {attack:GurpsMountAttack}s the {target}")
def mount_attack(world, mount, attack, target):
    return MountAttacks(mount=mount, target=target, attack=attack)


@action_step("the {who} charges the {target} on horseback")
def charge(world, who, target):
    """A cavalry charge at a foe not used to cavalry: he may have to roll Will to stand."""
    return CavalryCharge(rider=who, target=target)


@action_step("the {who} charges the {target}, who is used to cavalry, on horseback")
def charge_veteran(world, who, target):
    return CavalryCharge(rider=who, target=target, used_to_cavalry=True)


@action_step("the {who} attacks from the saddle with his {weapon:GurpsWeapon}")
def saddle_attack(world, who, weapon):
    return AttackFromTheSaddle(rider=who, weapon=weapon)


@action_step("the {who} attacks from the saddle with his {weapon:GurpsWeapon} at a relative velocity of {v:d}")
def saddle_attack_fast(world, who, weapon, v):
    return AttackFromTheSaddle(rider=who, weapon=weapon, relative_velocity=v)


@action_step("the {who} fires his unsilenced gun from the saddle")
def noisy(world, who):
    return AttackFromTheSaddle(rider=who, weapon="ranged", noisy=True)


@action_step("the {who} turns in the saddle to shoot behind with his {weapon:GurpsWeapon}")
def turn_back(world, who, weapon):
    return AttackFromTheSaddle(rider=who, weapon=weapon, stunt="turn-back")


@action_step("the {who} hangs off the side of his mount to shoot with his {weapon:GurpsWeapon}")
def hang_off(world, who, weapon):
    return AttackFromTheSaddle(rider=who, weapon=weapon, stunt="hang-off")


@action_step("the {who} aims from the saddle after his mount moved {n:d} yards")
def aim(world, who, n):
    return AimFromTheSaddle(rider=who, mount_moved=n)


@action_step("the {who} aims from the saddle")
def aim_as_it_moved(world, who):
    """The yards his mount has moved this turn are the table's."""
    return AimFromTheSaddle(rider=who)


@action_step("the {who} strikes with a couched lance after a charge of {n:d} yards")
def couched(world, who, n):
    return StrikeWithLance(rider=who, yards_moved=n)


@action_step("the {who} strikes with a couched lance")
def couched_as_it_moved(world, who):
    """The yards his mount moved last turn are the table's."""
    return StrikeWithLance(rider=who)


@action_step("the {who} strikes with a couched lance after a charge of {n:d} yards at a relative velocity of {v:d}")
def couched_fast(world, who, n, v):
    return StrikeWithLance(rider=who, yards_moved=n, relative_velocity=v)


@action_step("the {who} strikes with a jousting lance after a charge of {n:d} yards")
def jousting(world, who, n):
    return StrikeWithLance(rider=who, yards_moved=n, jousting=True)


@action_step("the {who} defends with a {defence:GurpsMountedDefence}")
def defend(world, who, defence):
    return DefendMounted(who=who, defence=defence)


@action_step("the {who} looks down on the standing {foe}")
def heights(world, who, foe):
    return CompareHeights(rider=who, foe=foe)


@action_step("the {who} is knocked back {n:d} yard(s)")
def knocked(world, who, n):
    return KnockBack(rider=who, yards=n)


@action_step("the {attacker} attacks the {target}'s {location} at skill {n:d}")
def attack_mounted(world, attacker, target, location, n):
    return AttackMountedFoe(attacker=attacker, target=target, location=location, skill=n)


@action_step("the {mount} is hit with a shock penalty of {n:d}")
def mount_hit(world, mount, n):
    return MountIsHit(mount=mount, shock=n)


@action_step("the {mount} is hit")
def mount_hit_as_it_stands(world, mount):
    return MountIsHit(mount=mount)


@action_step("the {mount} is crippled and falls")
def crippled(world, mount):
    return MountCrippled(mount=mount)


@action_step("the {who} holds on behind")
def hold_on(world, who):
    return PassengerHoldsOn(passenger=who)
