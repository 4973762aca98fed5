"""骑乘防御, 高度差, 骑乘作战结果, 多个骑手 — mounted defence, the height difference,
stunned and knocked-back riders, misses by 1, hit and crippled mounts, two riders.
Clauses ``gurps.mounted-defence.*``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note, rider_and_mount
from oracle.gurps.ids import (
    BASE_SUCCESS_ROLL, HIT_LOCATIONS_CHOSEN, HOOK_DIFFERENT_LEVELS, MOUNTED_DEFENCE_HEIGHT,
    MOUNTED_DEFENCE_KNOCKED_BACK, MOUNTED_DEFENCE_MISS_BY_ONE, MOUNTED_DEFENCE_MOUNT_CRIPPLED,
    MOUNTED_DEFENCE_MOUNT_DODGES, MOUNTED_DEFENCE_MOUNT_HIT, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER,
    MOUNTED_DEFENCE_RIDER, MOUNTED_DEFENCE_STUNNED, MOUNTED_FRIGHTENED_DEFENCES, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
    RULING_MOUNTED_DEFENCE_MISS_BY_ONE_RIDER, RULING_MOUNTED_DEFENCE_PASSENGER_SADDLE,
    RULING_MOUNTED_DEFENCE_RIDER_RIDING, RULING_MOUNTED_WEAPONS_HANG_OFF_MISS,
)
from oracle.gurps.mounted import frighten
from oracle.gurps.mount_out_of_control import apply_result
from oracle.gurps.riding import fall_off, riding_level, riding_roll, riding_skill, seated, stay_on_roll
from oracle.gurps.rolls import dice_total, success_roll
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import GurpsTable, require


HANG_OFF_TARGETS = ("feet", "face", "eyes", "skull", "hand")


@RULESET.action("defend-mounted")
class DefendMounted(Action):
    who: str
    defence: Literal["dodge", "parry", "block"]


@RULESET.handler(DefendMounted)
def defend_mounted(ctx: Context, table: GurpsTable, action: DefendMounted) -> GurpsTable:
    """gurps.mounted-defence.mount-dodges, .rider; gurps.mounted.frightened.defences."""
    c = table.get(action.who)
    if c.kind == "mount":
        require(action.defence == "dodge", MOUNTED_DEFENCE_MOUNT_DODGES, f"{c.id} is a mount: it can only dodge")
        if not c.obeys:
            ctx.emit(MOUNTED_FRIGHTENED_DEFENCES, f"{c.id} does not obey, but may still dodge")
        return note(ctx, table, MOUNTED_DEFENCE_MOUNT_DODGES, f"{c.id} dodges", modifier=0)
    r, m = rider_and_mount(table, c.id, MOUNTED_DEFENCE_RIDER)
    if not m.obeys:
        require(action.defence == "dodge", MOUNTED_FRIGHTENED_DEFENCES,
                f"{m.id} does not obey: {r.id} may only dodge, not {action.defence}")
        ctx.emit(MOUNTED_FRIGHTENED_DEFENCES, f"{m.id} does not obey: {r.id} may still dodge")
    reading = ctx.ruling(RULING_MOUNTED_DEFENCE_RIDER_RIDING)
    if reading == "effective":
        riding = riding_skill(ctx, table, r.id, MOUNTED_DEFENCE_RIDER)
    elif reading == "sheet-level":
        riding = r.skill("riding")
    else:  # his Riding skill, with the -1 of one who carries a passenger (gurps.mounted-defence.multiple-riders.controller)
        riding = riding_level(ctx, table, r.id, MOUNTED_DEFENCE_RIDER)
    normal = ctx.value(MOUNTED_DEFENCE_RIDER, "riding")  # "12+", and the penalty is 12 - Riding
    penalty = 0 if riding >= normal else normal - riding
    return note(ctx, table, MOUNTED_DEFENCE_RIDER,
                f"{r.id} has Riding {riding}: " + ("defences at their normal level" if not penalty else f"every active defence -{penalty}"),
                modifier=-penalty)


@RULESET.action("compare-heights")
class CompareHeights(Action):
    distinct = ("rider", "foe")
    rider: str
    foe: str


@RULESET.handler(CompareHeights)
def compare_heights(ctx: Context, table: GurpsTable, action: CompareHeights) -> GurpsTable:
    """gurps.mounted-defence.height: a mounted warrior counts as 3 feet above a standing foe."""
    rider_and_mount(table, action.rider, MOUNTED_DEFENCE_HEIGHT)
    foe = table.get(action.foe)
    require(foe.posture == "standing" and foe.riding_on is None, MOUNTED_DEFENCE_HEIGHT, f"{foe.id} is not a standing foe on foot")
    feet = ctx.value(MOUNTED_DEFENCE_HEIGHT, "height")
    f = foe.add_pending(HOOK_DIFFERENT_LEVELS, MOUNTED_DEFENCE_HEIGHT, f"{action.rider} is {feet} feet higher")
    return note(ctx, table, MOUNTED_DEFENCE_HEIGHT, f"{action.rider} counts as {feet} feet higher than {foe.id}",
                height_feet=feet, put=f)


def stunned_rider(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """gurps.mounted-defence.stunned: Riding-4 or fall off; a passenger rolls it against the controller's
    skill or his own ST at -3 (gurps.mounted-defence.multiple-riders.passenger), the -4 as well under ruling
    gurps.mounted-defence.passenger-stay-on "added" (under "own-riding", his own Riding-4)."""
    roll = stay_on_roll(ctx, table, rider_id, MOUNTED_DEFENCE_STUNNED, "while stunned",
                        modifier=ctx.value(MOUNTED_DEFENCE_STUNNED, "riding"))
    if roll.success:
        return note(ctx, table, MOUNTED_DEFENCE_STUNNED, f"{rider_id} is stunned but stays in the saddle", fell="no")
    return fall_off(ctx, table, rider_id, MOUNTED_DEFENCE_STUNNED)


@RULESET.action("knock-back")
class KnockBack(Action):
    rider: str
    yards: Whole = Field(gt=0)


@RULESET.handler(KnockBack)
def knock_back(ctx: Context, table: GurpsTable, action: KnockBack) -> GurpsTable:
    """gurps.mounted-defence.knocked-back: falls unless saddle and stirrups; then Riding at -4 per yard (a
    passenger: the controller's skill or his own ST at -3, gurps.mounted-defence.multiple-riders.passenger).
    Whether a passenger behind the saddle has them is ruling gurps.mounted-defence.passenger-saddle."""
    r, m = rider_and_mount(table, action.rider, MOUNTED_DEFENCE_KNOCKED_BACK)
    if not (m.saddle and m.stirrups):
        ctx.emit(MOUNTED_DEFENCE_KNOCKED_BACK, f"{r.id} is knocked back without saddle and stirrups: he falls off")
        return fall_off(ctx, table, r.id, MOUNTED_DEFENCE_KNOCKED_BACK)
    if r.seat == "passenger" and ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_SADDLE) == "behind-the-saddle":
        ctx.emit(MOUNTED_DEFENCE_KNOCKED_BACK,
                 f"{r.id} rides behind the saddle, with no stirrups of his own: knocked back, he falls off")
        return fall_off(ctx, table, r.id, MOUNTED_DEFENCE_KNOCKED_BACK)
    roll = stay_on_roll(ctx, table, r.id, MOUNTED_DEFENCE_KNOCKED_BACK, f"against {action.yards} yard(s) of knockback", modifier=ctx.value(MOUNTED_DEFENCE_KNOCKED_BACK, "per-yard") * action.yards)
    if roll.success:
        return note(ctx, table, MOUNTED_DEFENCE_KNOCKED_BACK, f"{r.id} keeps his seat", fell="no")
    return fall_off(ctx, table, r.id, MOUNTED_DEFENCE_KNOCKED_BACK)


@RULESET.action("attack-mounted-foe")
class AttackMountedFoe(Action):
    distinct = ("attacker", "target")
    attacker: str
    target: str
    skill: Whole = Field(ge=1, description="The attacker's effective skill")
    location: str = "torso"


@RULESET.handler(AttackMountedFoe)
def attack_mounted_foe(ctx: Context, table: GurpsTable, action: AttackMountedFoe) -> GurpsTable:
    """gurps.mounted-defence.miss-by-one; gurps.mounted-weapons.acrobatics.hang-off (targets, misses by less than 4)."""
    t = table.get(action.target)
    table.get(action.attacker)  # an id the table does not have is a setup error that names it
    hanging = t.stunt == "hang-off"
    if hanging:
        require(action.location in HANG_OFF_TARGETS, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
                f"{t.id} hangs off his mount's side: only feet, face, eyes, skull or one hand can be targeted, not the {action.location}")
    ctx.emit(HIT_LOCATIONS_CHOSEN, f"{action.attacker} aims at the {action.location}")
    roll = success_roll(ctx, BASE_SUCCESS_ROLL, f"attack on {t.id}", action.skill)
    if roll.success:
        return note(ctx, table, HIT_LOCATIONS_CHOSEN, f"the attack hits {t.id}'s {action.location}", hit=t.id)
    missed_by = -roll.margin
    if hanging and t.riding_on:
        miss = ctx.value(MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, "miss")  # "失败不到4"
        limit = miss - 1 if ctx.ruling(RULING_MOUNTED_WEAPONS_HANG_OFF_MISS) == "one-to-three" else miss
        # A miss is a total over the skill (a margin of failure of 1 or more): a 17 or 18 that fails
        # automatically at a total not over the skill misses by nothing, so it cannot hit the mount.
        if missed_by < 1:
            ctx.emit(MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
                     f"the roll of {roll.total} fails automatically but is not over skill {roll.skill}: "
                     f"it misses by nothing, so {t.riding_on} is not hit")
        elif missed_by <= limit:
            return note(ctx, table, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
                        f"the attack misses by {missed_by} (less than {miss}): it hits {t.riding_on}", hit=t.riding_on)
        else:
            ctx.emit(MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
                     f"the attack misses by {missed_by}, not less than {miss}: {t.riding_on} is not hit")
    carried = [c.id for c in seated(table, t.id)] if t.kind == "mount" else []
    if (t.riding_on or carried) and missed_by == ctx.value(MOUNTED_DEFENCE_MISS_BY_ONE, "missed-by"):
        other = t.riding_on or struck_rider(ctx, carried)
        return note(ctx, table, MOUNTED_DEFENCE_MISS_BY_ONE, f"the attack on {t.id} misses by 1: it hits {other}, who may defend", hit=other)
    how = f"misses by {missed_by}" if missed_by >= 1 else f"fails on a roll of {roll.total} (not over skill {roll.skill})"
    if t.riding_on or carried:
        ctx.emit(MOUNTED_DEFENCE_MISS_BY_ONE, f"the attack {how}: it hits neither {t.id} nor {' nor '.join([t.riding_on] if t.riding_on else carried)}")
    return note(ctx, table, BASE_SUCCESS_ROLL, f"the attack {how}", hit="nothing")


RIDER_DIE = dice_total(1, MOUNTED_DEFENCE_MISS_BY_ONE, "1d for which rider the blow lands on: 1-3 the controller, 4-6 his passenger")


def struck_rider(ctx: Context, carried: list[str]) -> str:
    """gurps.mounted-defence.miss-by-one: "瞄准坐骑的攻击同理影响骑手", the rider a blow that misses the mount
    by 1 lands on. ``carried``: the mount's riders, the one who controls it first. With a passenger behind him
    (gurps.mounted-defence.multiple-riders.controller) it is, under ruling
    gurps.mounted-defence.miss-by-one-rider, "controller" the rider in front, "passenger" the one behind,
    "random" either at even odds on 1d."""
    if len(carried) < 2:
        return carried[0]
    reading = ctx.ruling(RULING_MOUNTED_DEFENCE_MISS_BY_ONE_RIDER)
    if reading == "controller":
        return carried[0]
    if reading == "passenger":
        return carried[1]
    return carried[0] if ctx.roll(RIDER_DIE) <= 3 else carried[1]


@RULESET.action("mount-is-hit")
class MountIsHit(Action):
    mount: str
    shock: Whole = Field(default=0, ge=0, description="The mount's shock penalty (damage taken this turn)")


@RULESET.handler(MountIsHit)
def mount_is_hit(ctx: Context, table: GurpsTable, action: MountIsHit) -> GurpsTable:
    """gurps.mounted-defence.mount-hit: Riding at the mount's shock penalty, or it is frightened. "减值为坐骑的休克减值":
    the mount's shock penalty is at least the one the table records for it (its ``shock_penalty``), whatever the
    action says (its ``shock``, 0 unless told), as the yards a mount moved are at least the table's record."""
    m = table.get(action.mount)
    riders = seated(table, m.id)  # the rider who controls it first: the Riding roll is his
    require(bool(riders), MOUNTED_DEFENCE_MOUNT_HIT, f"{m.id} has no rider")
    shock = max(action.shock, -m.shock_penalty)
    roll = riding_roll(ctx, table, riders[0].id, MOUNTED_DEFENCE_MOUNT_HIT, f"at {m.id}'s shock penalty -{shock}",
                       modifier=-shock)
    if roll.success:
        return note(ctx, table, MOUNTED_DEFENCE_MOUNT_HIT, f"{riders[0].id} keeps {m.id} under control", frightened="no")
    return frighten(ctx, table, m.id, MOUNTED_DEFENCE_MOUNT_HIT, "it was hit")


@RULESET.action("mount-crippled")
class MountCrippled(Action):
    mount: str


@RULESET.handler(MountCrippled)
def mount_crippled(ctx: Context, table: GurpsTable, action: MountCrippled) -> GurpsTable:
    """gurps.mounted-defence.mount-crippled: result 12 of the out-of-control table."""
    m = table.get(action.mount)
    riders = seated(table, m.id)  # the controller first: result 12 is his, and his passenger's as the ruling reads
    require(bool(riders), MOUNTED_DEFENCE_MOUNT_CRIPPLED, f"{m.id} has no rider")
    result = ctx.value(MOUNTED_DEFENCE_MOUNT_CRIPPLED, "result")
    ctx.emit(MOUNTED_DEFENCE_MOUNT_CRIPPLED, f"{m.id} is crippled and falls: result {result}")
    return apply_result(ctx, table, riders[0].id, result)


@RULESET.action("passenger-holds-on")
class PassengerHoldsOn(Action):
    passenger: str


@RULESET.handler(PassengerHoldsOn)
def passenger_holds_on(ctx: Context, table: GurpsTable, action: PassengerHoldsOn) -> GurpsTable:
    """gurps.mounted-defence.multiple-riders.passenger: the controller's skill or his own ST, at -3; the
    passenger's saddle acrobatics count against the controller's Riding only under ruling
    gurps.mounted-defence.passenger-stunt "riding-based" (:func:`~oracle.gurps.riding.passenger_base`)."""
    p, _ = rider_and_mount(table, action.passenger, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER)
    require(p.seat == "passenger", MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER, f"{p.id} is not a passenger")
    roll = stay_on_roll(ctx, table, p.id, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER, "to stay on", behind=True)
    table = table.answer("against", roll.skill)
    if roll.success:
        return note(ctx, table, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER, f"{p.id} holds on (against {roll.skill})", fell="no")
    return fall_off(ctx, table, p.id, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER)
