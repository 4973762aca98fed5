"""坐骑的攻击, 骑兵武器, 在骑乘中使用远程武器 — mount attacks, panic, cavalry weapons
(melee skill, relative velocity, open vehicles, couched and jousting lances) and
ranged fire from a mount (skill, noisy weapons, aiming, saddle acrobatics).
Clauses ``gurps.mounted-weapons.*``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import Field

from oracle.core.numbers import MaybeWhole, Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note, rider_and_mount, sign
from oracle.gurps.ids import (
    BASE_SUCCESS_ROLL, HOOK_COLLISION_DAMAGE, HOOK_MOUNT_ATTACK_DETAILS, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
    MOUNTED_WEAPONS_ACROBATICS_TURN_BACK, MOUNTED_WEAPONS_LANCE_BRACING, MOUNTED_WEAPONS_LANCE_DAMAGE,
    MOUNTED_WEAPONS_LANCE_JOUSTING, MOUNTED_WEAPONS_MELEE_SKILL, MOUNTED_WEAPONS_MOUNT_ATTACKED,
    MOUNTED_WEAPONS_MOUNT_ATTACKS, MOUNTED_WEAPONS_OPEN_VEHICLES, MOUNTED_WEAPONS_PANIC,
    MOUNTED_WEAPONS_RANGED_AIMING, MOUNTED_WEAPONS_RANGED_NOISY, MOUNTED_WEAPONS_RANGED_SKILL,
    MOUNTED_WEAPONS_RELATIVE_VELOCITY, MOUNT_OUT_OF_CONTROL_TABLE_11, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
    RULING_MOUNTED_WEAPONS_AIM_AT_SPEED, RULING_MOUNTED_WEAPONS_HANG_OFF_DURATION, RULING_MOUNTED_WEAPONS_LANCE_DICE,
    RULING_MOUNTED_WEAPONS_LANCE_EXHAUSTED_MOUNT, RULING_MOUNTED_WEAPONS_LANCE_RELATIVE_VELOCITY,
    RULING_MOUNTED_WEAPONS_LANCE_SKILL, RULING_MOUNTED_WEAPONS_PANIC_TARGET,
    RULING_MOUNTED_WEAPONS_RANGED_STILL_MOUNT, RULING_MOUNTED_WEAPONS_RELATIVE_DAMAGE,
    RULING_MOUNTED_WEAPONS_RIDING_CAP, RULING_MOUNTED_WEAPONS_THAT_TURN,
)
from oracle.gurps.mounted import frighten
from oracle.gurps.mount_out_of_control import down, roll_on_table
from oracle.gurps.riding import riding_level, riding_roll, riding_skill
from oracle.gurps.ruleset import RULESET
from oracle.gurps.rolls import dice_total, success_roll
from oracle.gurps.state import Character, GurpsTable, require

STUNTS = {"turn-back": MOUNTED_WEAPONS_ACROBATICS_TURN_BACK, "hang-off": MOUNTED_WEAPONS_ACROBATICS_HANG_OFF}
"""The clause of each saddle-acrobatics stunt."""
STUNT_WORDS = {"turn-back": "turn in the saddle to fire behind", "hang-off": "hang off the side of his mount to shoot"}
"""What each saddle-acrobatics stunt is, in the words of its clause."""
WEAPON_SKILL = {"melee": MOUNTED_WEAPONS_MELEE_SKILL, "ranged": MOUNTED_WEAPONS_RANGED_SKILL,
                "lance": MOUNTED_WEAPONS_LANCE_BRACING}
"""The clause that sets the skill of an attack from the saddle with each weapon, a rider's on his mount."""


@RULESET.action("mount-attacks")
class MountAttacks(Action):
    distinct = ("mount", "target")
    mount: str
    target: str
    attack: Literal["bite", "kick", "trample"]


@RULESET.handler(MountAttacks)
def mount_attacks(ctx: Context, table: GurpsTable, action: MountAttacks) -> GurpsTable:
    """gurps.mounted-weapons.mount-attacks: war-trained mounts bite, kick or trample; iron shoes +1."""
    m = table.get(action.mount)
    require(m.training == "war", MOUNTED_WEAPONS_MOUNT_ATTACKS, f"{m.id} has no war training and does not attack")
    require(not m.exhausted, MOUNT_OUT_OF_CONTROL_TABLE_6_7, f"{m.id} is exhausted: it will not fight")
    down(ctx, m, f"{action.attack}")
    bonus = 1 if m.iron_shoes and action.attack in ("kick", "trample") else 0
    t = table.get(action.target).add_pending(HOOK_MOUNT_ATTACK_DETAILS, MOUNTED_WEAPONS_MOUNT_ATTACKS,
                                             f"{action.attack} by {m.id}" + (" +1 damage (iron shoes)" if bonus else ""))
    # "如果坐骑在它的上轮攻击过": the rider's -2 holds until the mount has had a turn without attacking:
    # through the mount's turn in the next second (through that second when the scenario does not say whose turn)
    table = table.put(t).put(m.evolve(attacked_last_turn=True)).lasts(m.id, "attacked_last_turn", MOUNTED_WEAPONS_MOUNT_ATTACKED,
                                                                      1, False, turn_of=m.id)
    return note(ctx, table, MOUNTED_WEAPONS_MOUNT_ATTACKS, f"{m.id} attacks {t.id} with a {action.attack}"
                + (": iron horseshoes give +1 damage" if bonus else ""), damage_bonus=bonus)


@RULESET.action("cavalry-charge")
class CavalryCharge(Action):
    distinct = ("rider", "target")
    rider: str
    target: str
    used_to_cavalry: bool = False
    gm_calls_for_panic: bool = True


@RULESET.handler(CavalryCharge)
def cavalry_charge(ctx: Context, table: GurpsTable, action: CavalryCharge) -> GurpsTable:
    """gurps.mounted-weapons.panic: Will to stand, +6 with Combat Reflexes, immune if SM >= the mount's. A charge is
    the mount fighting and moving at speed: an exhausted one (gurps.mount-out-of-control.table.6-7, "不会战斗或是以超过
    缓慢步行的速度(移动力2)移动") carries none, nor a fallen one (gurps.mount-out-of-control.table.12)."""
    r, m = rider_and_mount(table, action.rider, MOUNTED_WEAPONS_PANIC)
    require(not m.exhausted, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
            f"{m.id} is exhausted: it will not fight or move faster than a slow walk, so it carries no charge")
    down(ctx, m, "carry a charge")
    t = table.get(action.target)
    if t.sm >= m.sm:
        return note(ctx, table, MOUNTED_WEAPONS_PANIC, f"{t.id} (SM {t.sm}) is at least as big as {m.id} (SM {m.sm}): immune to panic", panic="immune")
    if action.used_to_cavalry or not action.gm_calls_for_panic:
        return note(ctx, table, MOUNTED_WEAPONS_PANIC, f"{t.id} is used to cavalry: no panic roll", panic="none")
    # "GM 可以让该NPC 进行一次Will 检定": a player character rolls only under ruling panic-target "anyone"
    if t.player_character and ctx.ruling(RULING_MOUNTED_WEAPONS_PANIC_TARGET) == "npc-only":
        return note(ctx, table, MOUNTED_WEAPONS_PANIC, f"{t.id} is a player character, not an NPC: no panic roll", panic="none")
    bonus = ctx.value(MOUNTED_WEAPONS_PANIC, "combat-reflexes") if t.combat_reflexes else 0
    roll = success_roll(ctx, MOUNTED_WEAPONS_PANIC, "Will to stand against the charge"
                        + (f" ({sign(bonus)} Combat Reflexes)" if bonus else ""), t.will + bonus)
    t = t.evolve(stands_firm=roll.success)
    return note(ctx, table, MOUNTED_WEAPONS_PANIC, f"{t.id} " + ("stands his ground" if roll.success else "tries to flee"),
                panic="stands" if roll.success else "flees", put=t)


@RULESET.action("attack-from-the-saddle")
class AttackFromTheSaddle(Action):
    rider: str
    weapon: Literal["melee", "ranged", "lance"]
    relative_velocity: Whole = Field(default=0, ge=0)
    noisy: bool = False
    stunt: Literal["turn-back", "hang-off"] | None = None


@RULESET.handler(AttackFromTheSaddle)
def attack_from_the_saddle(ctx: Context, table: GurpsTable, action: AttackFromTheSaddle) -> GurpsTable:
    """gurps.mounted-weapons.melee-skill, .relative-velocity, .open-vehicles, .lance.bracing, .mount-attacked,
    .ranged.skill, .ranged.noisy, .acrobatics.*; the saddle-slip -3 of result 11."""
    r, m = rider_and_mount(table, action.rider, WEAPON_SKILL[action.weapon])
    if action.stunt:  # "在鞍上转身并向后开火", "探出来射击": stunts of ranged fire (在骑乘中使用远程武器), none of a blade or lance
        require(action.weapon == "ranged", STUNTS[action.stunt],
                f"{r.id} cannot {STUNT_WORDS[action.stunt]} with a {action.weapon} weapon: the stunt is made to shoot, "
                "with a ranged weapon")
    table = table.evolve(answers=())
    control_skill = "driving" if m.kind == "vehicle" else "riding"

    def control_level() -> int:
        """The Riding (Driving) that caps the weapon skill: worked out, and ruling .riding-cap asked, only where
        a reading uses it (not for a lance at Lance alone, nor a shot from a still mount under .ranged-still-mount)."""
        if m.kind == "vehicle":
            return r.skill(control_skill)
        if ctx.ruling(RULING_MOUNTED_WEAPONS_RIDING_CAP) == "effective":  # after the penalties to Riding rolls
            return riding_skill(ctx, table, r.id, WEAPON_SKILL[action.weapon])
        return riding_level(ctx, table, r.id, WEAPON_SKILL[action.weapon])  # less the -1 of one with a passenger

    if action.weapon == "lance":
        require(m.saddle and m.stirrups, MOUNTED_WEAPONS_LANCE_BRACING,
                f"{r.id} needs saddle and stirrups to couch a lance ({m.id} has " +
                ", ".join(x for x, ok in (("a saddle", m.saddle), ("stirrups", m.stirrups)) if ok) + (")" if m.saddle or m.stirrups else "neither)"))
        weapon = r.skill("lance")
        if ctx.ruling(RULING_MOUNTED_WEAPONS_LANCE_SKILL) == "lower-of":
            control = control_level()
            skill = min(weapon, control)
            ctx.emit(MOUNTED_WEAPONS_LANCE_BRACING, f"{r.id} couches the lance: the lower of Lance {weapon} and Riding {control} = {skill}")
        else:
            skill = weapon
            ctx.emit(MOUNTED_WEAPONS_LANCE_BRACING, f"{r.id} couches the lance at Lance {weapon}")
    elif action.weapon == "ranged" and not (m.yards_moved or m.velocity) \
            and ctx.ruling(RULING_MOUNTED_WEAPONS_RANGED_STILL_MOUNT) == "moving-only":
        # "从移动中的动物顶上开火": under this reading only a moving mount brings Riding into the shot
        skill = weapon = r.skill(action.weapon)
        ctx.emit(MOUNTED_WEAPONS_RANGED_SKILL, f"{m.id} stands still, not a moving animal: ranged skill {weapon} alone")
    else:
        weapon = r.skill(action.weapon)
        control = control_level()
        skill = min(weapon, control)
        clause = MOUNTED_WEAPONS_MELEE_SKILL if action.weapon == "melee" else MOUNTED_WEAPONS_RANGED_SKILL
        ctx.emit(clause, f"the lower of {action.weapon} skill {weapon} and {control_skill.title()} {control}: {skill}")
    if m.kind == "vehicle":
        ctx.emit(MOUNTED_WEAPONS_OPEN_VEHICLES, f"{r.id} attacks from the open vehicle {m.id}: Driving "
                 f"{r.skill(control_skill)} replaces Riding")
    modifier, damage = 0, 0
    fast = ctx.value(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "velocity")
    if action.weapon != "ranged" and action.relative_velocity >= fast:
        per_die = ctx.ruling(RULING_MOUNTED_WEAPONS_RELATIVE_DAMAGE) == "per-die"
        to_hit, bonus = ctx.value(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "to-hit"), ctx.value(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "damage")
        modifier += to_hit
        if action.weapon == "lance" and ctx.ruling(RULING_MOUNTED_WEAPONS_LANCE_RELATIVE_VELOCITY) == "formula-only":
            # "来源于坐骑的质量和速度": the couched lance's damage counts the speed already (2d+3 at Move 8)
            ctx.emit(MOUNTED_WEAPONS_RELATIVE_VELOCITY, f"relative velocity {action.relative_velocity}: {to_hit} to hit; "
                     "the couched lance's damage counts the mount's speed already, no damage bonus")
        else:
            ctx.emit(MOUNTED_WEAPONS_RELATIVE_VELOCITY, f"relative velocity {action.relative_velocity}: {to_hit} to hit, "
                     f"{sign(bonus)} damage" + (" per die" if per_die else ""))
            damage = f"{sign(bonus)} per die" if per_die else bonus
    elif action.weapon != "ranged":
        ctx.emit(MOUNTED_WEAPONS_RELATIVE_VELOCITY, f"relative velocity {action.relative_velocity} is below {fast}: no modifier")
    if m.attacked_last_turn:
        modifier += ctx.cited(MOUNTED_WEAPONS_MOUNT_ATTACKED, "modifier",
                              lambda n: f"{m.id} attacked last turn: {r.id} attacks at {n}")
    if m.saddle_slipped:
        modifier += ctx.cited(MOUNT_OUT_OF_CONTROL_TABLE_11, "attack",
                              lambda n: f"the saddle has slipped: mounted attacks at {n}")
    if action.stunt == "turn-back":
        modifier += ctx.cited(MOUNTED_WEAPONS_ACROBATICS_TURN_BACK, "weapon",
                              lambda n: f"{r.id} turns in the saddle to fire behind: weapon skill {n}")
    elif action.stunt == "hang-off":
        modifier += ctx.cited(MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, "weapon",
                              lambda n: f"{r.id} hangs off {m.id}'s side to shoot: weapon skill {n}")
    if action.stunt:  # "该轮的所有骑术检定-1": the stunt's Riding penalty holds for that turn only
        if table.turn_of is None:  # a clock that names no turn: he acts, so the turn is his own
            ctx.emit(STUNTS[action.stunt], f"no turn was announced: {r.id} acts in his own turn")
            table = table.evolve(turn_of=r.id)
        # turn-back "该轮": ruling gurps.mounted-weapons.that-turn; hang-off, no time named: ruling
        # gurps.mounted-weapons.hang-off-duration ("until-his-next-turn": through his foes' turns that follow)
        if action.stunt == "turn-back":
            lasting = ctx.ruling(RULING_MOUNTED_WEAPONS_THAT_TURN)
        else:
            lasting = ctx.ruling(RULING_MOUNTED_WEAPONS_HANG_OFF_DURATION)
        if lasting == "until-his-next-turn":
            turn_of, edge = r.id, "start"
        else:  # the turn of the stunt, the one the clock names: his own, or another's he acts in (after a Wait)
            turn_of, edge = table.turn_of, "end"
        table = table.put(r.evolve(stunt=action.stunt)).lasts(r.id, "stunt", STUNTS[action.stunt],
                                                              turn_of=turn_of, edge=edge)
    final = skill + modifier
    table = note(ctx, table, BASE_SUCCESS_ROLL, f"{r.id} attacks at {final}", effective=final, damage_bonus=damage)
    roll = success_roll(ctx, BASE_SUCCESS_ROLL, "the attack", final)
    table = table.answer("attack", "hits" if roll.success else "misses")
    if action.weapon == "ranged" and action.noisy:
        check = riding_roll(ctx, table, r.id, MOUNTED_WEAPONS_RANGED_NOISY, "after the noisy shot")
        if check.success:
            table = note(ctx, table, MOUNTED_WEAPONS_RANGED_NOISY, f"{m.id} stays calm at the shot", mount="calm")
        elif check.critical:
            ctx.emit(MOUNTED_WEAPONS_RANGED_NOISY, f"critical failure: {r.id} loses control of {m.id}")
            table = roll_on_table(ctx, table.answer("mount", "out of control"), r.id)
        else:
            table = frighten(ctx, table, m.id, MOUNTED_WEAPONS_RANGED_NOISY, "the noise of the shot")
    return table


@RULESET.action("aim-from-the-saddle")
class AimFromTheSaddle(Action):
    rider: str
    mount_moved: Whole = Field(default=0, ge=0, description=(
        "Yards the mount has moved this turn, the turn he aims in, as far as the action knows them. The rule reads "
        "the larger of this and the yards the table records for the mount this turn (its `yards_moved`): the default, 0, "
        "leaves the table's record standing, and a smaller number cannot undo it"))


@RULESET.handler(AimFromTheSaddle)
def aim_from_the_saddle(ctx: Context, table: GurpsTable, action: AimFromTheSaddle) -> GurpsTable:
    """gurps.mounted-weapons.ranged.aiming: no benefit from extra aim or scopes if the mount moved more than a step.
    The yards are those of this turn, at least those the table records, as for a safe dismount; a mount at high
    speed, as ruling gurps.mounted-weapons.aim-at-speed reads it."""
    r, m = rider_and_mount(table, action.rider, MOUNTED_WEAPONS_RANGED_AIMING)
    # "坐骑移动的距离超过一个迈步": the distance moved, not the movement points it cost (a diagonal yard through the air
    # is one yard at 1.5 points); what the action says, and at least what the table records
    moved = max(action.mount_moved, m.yards_moved)
    if moved > m.step:
        return note(ctx, table, MOUNTED_WEAPONS_RANGED_AIMING,
                    f"{m.id} moved {moved} yards, more than a step: no benefit from extra aiming, scopes or sights",
                    aim_benefit="none beyond one turn")
    if m.high_speed and ctx.ruling(RULING_MOUNTED_WEAPONS_AIM_AT_SPEED) == "at-speed-moves":
        return note(ctx, table, MOUNTED_WEAPONS_RANGED_AIMING,
                    f"{m.id} is at high speed and must move {m.velocity} yards this turn, more than a step: "
                    "no benefit from extra aiming, scopes or sights", aim_benefit="none beyond one turn")
    return note(ctx, table, MOUNTED_WEAPONS_RANGED_AIMING, f"{m.id} moved no more than a step: {r.id} aims normally", aim_benefit="normal")


@RULESET.action("strike-with-lance")
class StrikeWithLance(Action):
    rider: str
    yards_moved: MaybeWhole = Field(default=None, ge=0, description=(
        "Yards the mount moved last turn; by default those the table records for it (its `yards_last_turn`), and "
        "never fewer than those. On an exhausted mount ruling gurps.mounted-weapons.lance-exhausted-mount "
        "says how many of them count (by default no more than its slow walk, 2)"))
    jousting: bool = False
    relative_velocity: Whole = Field(default=0, ge=0, description=(
        "The mount's velocity relative to the foe. At 7 or more ruling gurps.mounted-weapons.lance-relative-velocity "
        "says whether the +1 damage of gurps.mounted-weapons.relative-velocity is added (by default it is not)"))


def last_turn_yards(ctx: Context, m: Character, given: int | None) -> int | Fraction:
    """gurps.mounted-weapons.lance.damage, "( 上个轮移动的距离)": the yards mount ``m`` moved last turn. The table keeps
    those its actions moved (``yards_last_turn``, at least what was moved: a walk no action recorded is not in it);
    the action's figure ``given`` is accepted at or above that record and refused below it, naming the field; with
    no figure the record is the distance, and with neither the strike is refused, the distance unknown."""
    record = m.yards_last_turn
    if given is None:
        require(record is not None, MOUNTED_WEAPONS_LANCE_DAMAGE,
                f"the table records no yards {m.id} moved last turn: give them (field 'yards_moved')")
        ctx.emit(MOUNTED_WEAPONS_LANCE_DAMAGE, f"{m.id} moved {record} yards last turn, as the table records")
        return record
    require(record is None or given >= record, MOUNTED_WEAPONS_LANCE_DAMAGE,
            f"{m.id} moved {record} yards last turn, as the table records, not {given} (field 'yards_moved')")
    return given


@RULESET.handler(StrikeWithLance)
def strike_with_lance(ctx: Context, table: GurpsTable, action: StrikeWithLance) -> GurpsTable:
    """gurps.mounted-weapons.lance.damage, .lance.jousting; rulings gurps.mounted-weapons.lance-dice and, on an
    exhausted mount (gurps.mount-out-of-control.table.6-7), gurps.mounted-weapons.lance-exhausted-mount.

    The jousting cap is on the damage ("如果伤害超过了15"), not on the dice: fractional dice kept for the
    collision rules carry the cap with them, to be applied to the damage those rules roll.

    "上个轮移动的距离": the yards the mount moved in the turn before, as the table recorded them when the second passed
    (:func:`last_turn_yards`)."""
    r, m = rider_and_mount(table, action.rider, MOUNTED_WEAPONS_LANCE_DAMAGE)
    require(m.saddle and m.stirrups, MOUNTED_WEAPONS_LANCE_BRACING, f"{r.id} cannot couch a lance without saddle and stirrups")
    yards = last_turn_yards(ctx, m, action.yards_moved)
    if m.exhausted:  # gurps.mount-out-of-control.table.6-7: "不会战斗或是以超过缓慢步行的速度(移动力2)移动"
        exhausted = ctx.ruling(RULING_MOUNTED_WEAPONS_LANCE_EXHAUSTED_MOUNT)
        require(exhausted != "no-strike", MOUNT_OUT_OF_CONTROL_TABLE_6_7,
                f"{m.id} is exhausted: it will not fight or move faster than a slow walk, so it carries no couched lance")
        slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
        if exhausted == "slow-walk" and yards > slowest:
            ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_6_7, f"{m.id} is exhausted: it drives the lance at a slow walk, "
                                                     f"{slowest} yards, not the {yards} it moved last turn")
            yards = slowest
    product = m.st * yards
    kind = "crushing" if action.jousting else "impaling"
    divisor, plus = ctx.value(MOUNTED_WEAPONS_LANCE_DAMAGE, "divisor"), ctx.value(MOUNTED_WEAPONS_LANCE_DAMAGE, "bonus")
    fast, per_die = ctx.value(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "velocity"), False
    if action.relative_velocity >= fast:
        if ctx.ruling(RULING_MOUNTED_WEAPONS_LANCE_RELATIVE_VELOCITY) == "add":
            per_die = ctx.ruling(RULING_MOUNTED_WEAPONS_RELATIVE_DAMAGE) == "per-die"
            if not per_die:
                plus += ctx.cited(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "damage",
                                  lambda n: f"relative velocity {action.relative_velocity}: {sign(n)} damage to the lance")
        else:
            ctx.emit(MOUNTED_WEAPONS_RELATIVE_VELOCITY, f"relative velocity {action.relative_velocity}: the couched "
                     "lance's damage counts the mount's speed already, no +1")
    cap = ctx.value(MOUNTED_WEAPONS_LANCE_JOUSTING, "cap") if action.jousting else None
    reading = ctx.ruling(RULING_MOUNTED_WEAPONS_LANCE_DICE)
    if reading == "exact" and product % divisor:
        dice_exact = Fraction(product, divisor)
        capped = f", damage over {cap} capped at {cap}" if cap is not None else ""
        speed = ""
        if per_die:  # rulings lance-relative-velocity "add" and relative-damage "per-die": on each converted die
            bonus = ctx.cited(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "damage", lambda n: (
                f"relative velocity {action.relative_velocity}: {sign(n)} damage per die to the lance, on each die "
                f"the collision rules make of {dice_exact}"))
            speed = f", {sign(bonus)} per die"
        r2 = r.add_pending(HOOK_COLLISION_DAMAGE, MOUNTED_WEAPONS_LANCE_DAMAGE,
                           f"{dice_exact} dice {sign(plus)}{speed} {kind}, fractional dice to convert{capped}")
        table = note(ctx, table, MOUNTED_WEAPONS_LANCE_DAMAGE,
                     f"ST {m.st} x {yards} yards / {divisor} = {dice_exact} dice, {sign(plus)}{speed}: the fraction is "
                     "converted by the collision rules",
                     damage_dice=f"{dice_exact}d{sign(plus)}{speed}", damage_type=kind, put=r2)
        if cap is None:
            return table
        return note(ctx, table, MOUNTED_WEAPONS_LANCE_JOUSTING,
                    f"a jousting lance does {kind} damage; if the damage the collision rules roll exceeds {cap}, "
                    f"the lance bends: {cap}", damage_cap=cap)
    # 骰子个数=( 坐骑的ST) 乘( 上个轮移动的距离)/100: no move last turn is no dice, the lance's +3 alone; at least
    # one die for a mount that moved only under the reading "round-down-min-one"
    dice = product // divisor
    if reading == "round-down-min-one" and product > 0:
        dice = max(1, dice)
    if per_die:  # rulings lance-relative-velocity "add" and relative-damage "per-die"
        plus += ctx.cited(MOUNTED_WEAPONS_RELATIVE_VELOCITY, "damage", lambda n: f"relative velocity "
                          f"{action.relative_velocity}: {sign(n)} damage per die to the lance, {sign(n * dice)}") * dice
    shown = str(dice)
    formula = f"{dice}d{sign(plus)}"
    table = note(ctx, table, MOUNTED_WEAPONS_LANCE_DAMAGE,
                 f"ST {m.st} x {yards} yards / {divisor} = {shown} dice, {sign(plus)} for the lance: {formula} {kind}",
                 damage_dice=formula, damage_type=kind)
    rolled = (ctx.roll(dice_total(dice, MOUNTED_WEAPONS_LANCE_DAMAGE, f"{dice}d lance damage")) if dice else 0) + plus
    if cap is not None:
        ctx.emit(MOUNTED_WEAPONS_LANCE_JOUSTING, f"a jousting lance does {kind} damage"
                 + (f"; {rolled} exceeds {cap}: the lance bends, {cap}" if rolled > cap else ""))
        table = table.answer("damage_cap", cap)
        if rolled > cap:
            table = table.answer("capped_at", cap)
        rolled = min(rolled, cap)
    return note(ctx, table, MOUNTED_WEAPONS_LANCE_JOUSTING if action.jousting else MOUNTED_WEAPONS_LANCE_DAMAGE,
                f"the lance deals {rolled} {kind} damage", damage=rolled)
