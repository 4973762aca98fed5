"""骑乘战斗 — mounted combat: Riding penalties, sheathing, untrained mounts, dangerous
manoeuvres, mounting (骑上坐骑), mount and rider manoeuvres, dismounting and jumping
down, falling off (移动与行动) and frightened mounts (受惊的坐骑).  Clauses ``gurps.mounted.*``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from oracle.core.numbers import MaybeWhole, Whole
from oracle.core.resolve import Context, RepetitionError
from oracle.engine.ruleset import Action
from oracle.gurps.common import a_mount, note, rider_and_mount, sign
from oracle.gurps.ids import (
    HIGH_SPEED_EARLY_TURN, HIGH_SPEED_ENTERING, HIGH_SPEED_HARD_BRAKING, HIGH_SPEED_VELOCITY, HOOK_FALLING_DAMAGE,
    MOUNTED_DANGEROUS_MANOEUVRES, MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER, MOUNTED_DISMOUNTING,
    MOUNTED_FALLING_OFF, MOUNTED_FRIGHTENED_CONTROL, MOUNTED_FRIGHTENED_REGAIN, MOUNTED_FRIGHTENED_TOTAL_LOSS,
    MOUNTED_HANDS, MOUNTED_JUMPING_DOWN, MOUNTED_MOUNTING_QUICK, MOUNTED_MOUNTING_TWO_MANOEUVRES,
    MOUNTED_MOUNT_MOVEMENT, MOUNTED_RIDER_PLACEMENT, MOUNTED_SHEATHING, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
    RULING_MOUNTED_DEFENCE_HORSE_SIZE, RULING_MOUNTED_DEFENCE_PASSENGER_ALONE, RULING_MOUNTED_DISMOUNT_AT_SPEED,
    RULING_MOUNTED_REGAIN_STREAK, RULING_MOUNT_OUT_OF_CONTROL_SEEMS_CALM,
)
from oracle.gurps.mount_out_of_control import apply_result, down, sent_to_the_table
from oracle.gurps.riding import (
    best_of, controller_and_mount, controller_of, everyone_rolls, fall_off, mount_modifier, mount_penalised, riding_roll,
    riding_verdict, seated, stay_on_passed,
)
from oracle.gurps.rolls import success_passed, success_roll
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable, Maneuver, require


@RULESET.action("riding-roll")
class RidingRoll(Action):
    rider: str
    purpose: str = "to control the mount"


@RULESET.handler(RidingRoll)
def plain_riding_roll(ctx: Context, table: GurpsTable, action: RidingRoll) -> GurpsTable:
    """gurps.mounted.hands (and every Riding modifier of the excerpt)."""
    roll = riding_roll(ctx, table, action.rider, MOUNTED_HANDS, action.purpose)
    return table.answer("roll", roll.word)


@RULESET.action("take-reins-in-both-hands")
class TakeReins(Action):
    rider: str


@RULESET.handler(TakeReins)
def take_reins(ctx: Context, table: GurpsTable, action: TakeReins) -> GurpsTable:
    """gurps.mounted.hands: a rider who needs both hands for the mount may drop what he holds. The reins are the
    controlling rider's (gurps.mounted-defence.multiple-riders.controller): his passenger holds none."""
    r, _ = controller_and_mount(table, action.rider, MOUNTED_HANDS, "take its reins")
    r = r.evolve(hands_on_reins=2, dropped=r.dropped + r.holding, holding=())
    return note(ctx, table, MOUNTED_HANDS, f"{r.id} drops what he holds and takes the reins in both hands", hands="both", put=r)


@RULESET.action("sheathe-weapon")
class SheatheWeapon(Action):
    rider: str
    weapon: str


@RULESET.handler(SheatheWeapon)
def sheathe_weapon(ctx: Context, table: GurpsTable, action: SheatheWeapon) -> GurpsTable:
    """gurps.mounted.sheathing: DX-3 on a frightened mount; a critical failure drops the weapon."""
    r, m = rider_and_mount(table, action.rider, MOUNTED_SHEATHING)
    require(action.weapon in r.holding, MOUNTED_SHEATHING, f"{r.id} does not hold a {action.weapon}")
    if not m.frightened:
        r = r.evolve(holding=tuple(h for h in r.holding if h != action.weapon))
        return note(ctx, table, MOUNTED_SHEATHING, f"{m.id} is calm: {r.id} sheathes the {action.weapon}", sheathed="yes", put=r)
    dx = ctx.value(MOUNTED_SHEATHING, "dx")
    roll = success_roll(ctx, MOUNTED_SHEATHING, f"DX{sign(dx)} to sheathe on a frightened mount", r.dx + dx)
    if roll.success:
        r = r.evolve(holding=tuple(h for h in r.holding if h != action.weapon))
        return note(ctx, table, MOUNTED_SHEATHING, f"{r.id} sheathes the {action.weapon}", sheathed="yes", roll=roll.word, put=r)
    if roll.critical:
        r = r.evolve(holding=tuple(h for h in r.holding if h != action.weapon), dropped=r.dropped + (action.weapon,))
        return note(ctx, table, MOUNTED_SHEATHING, f"critical failure: {r.id} drops the {action.weapon}", sheathed="dropped",
                    roll=roll.word, put=r)
    return note(ctx, table, MOUNTED_SHEATHING, f"{r.id} fails to sheathe the {action.weapon}", sheathed="no", roll=roll.word)


@RULESET.action("dangerous-manoeuvre")
class DangerousManoeuvre(Action):
    rider: str
    manoeuvre: Literal["charge into an obstacle", "charge over an obstacle", "enter bad footing", "jump", "turn sharply"]
    life_at_stake: bool = False


def frighten(ctx: Context, table: GurpsTable, mount_id: str, clause: str, why: str) -> GurpsTable:
    m = table.get(mount_id).evolve(frightened=True, obeys=False, successes_in_a_row=0, failures_in_a_row=0)
    return note(ctx, table, clause, f"{mount_id} is frightened and stops obeying ({why})", frightened="yes", put=m)


@RULESET.handler(DangerousManoeuvre)
def dangerous_manoeuvre(ctx: Context, table: GurpsTable, action: DangerousManoeuvre) -> GurpsTable:
    """gurps.mounted.dangerous-manoeuvres: a Riding roll unless war-trained or its life is at stake.
    A frightened mount obeys no order until the rider regains control (gurps.mounted.frightened.control):
    urging it again is refused, which in an exact question over several actions ends that branch. The order is
    the controlling rider's (gurps.mounted-defence.multiple-riders.controller), not his passenger's."""
    r, m = controller_and_mount(table, action.rider, MOUNTED_DANGEROUS_MANOEUVRES, f"urge it to {action.manoeuvre}")
    a_mount(m, MOUNTED_DANGEROUS_MANOEUVRES, "a Riding roll to urge it into danger")
    require(not m.frightened, MOUNTED_FRIGHTENED_CONTROL,
            f"{m.id} is frightened and no longer obeys: {r.id} must first regain control (Ready and a Riding roll each second)")
    if m.training == "war" or action.life_at_stake:
        why = "war-trained" if m.training == "war" else "its own life is at stake"
        return note(ctx, table, MOUNTED_DANGEROUS_MANOEUVRES, f"{m.id} is {why}: no Riding roll to {action.manoeuvre}", obeys="yes")
    roll = riding_roll(ctx, table, r.id, MOUNTED_DANGEROUS_MANOEUVRES, f"to make {m.id} {action.manoeuvre}")
    if roll.success:
        return note(ctx, table, MOUNTED_DANGEROUS_MANOEUVRES, f"{m.id} obeys", obeys="yes")
    ctx.emit(MOUNTED_DANGEROUS_MANOEUVRES, f"{m.id} refuses to {action.manoeuvre}")
    return frighten(ctx, table, m.id, MOUNTED_FRIGHTENED_CONTROL, "it refused a dangerous manoeuvre")


@RULESET.action("mount-up")
class MountUp(Action):
    distinct = ("rider", "mount")
    rider: str
    mount: str
    in_one_turn: bool = False


@RULESET.handler(MountUp)
def mount_up(ctx: Context, table: GurpsTable, action: MountUp) -> GurpsTable:
    """gurps.mounted.mounting.*, gurps.mounted.rider-placement."""
    r, m = table.get(action.rider), table.get(action.mount)
    require(r.riding_on is None, MOUNTED_MOUNTING_TWO_MANOEUVRES, f"{r.id} already rides {r.riding_on}")
    down(ctx, m, f"carry {r.id}")
    if action.in_one_turn:
        penalty = 0 if m.stirrups else -ctx.value(MOUNTED_MOUNTING_QUICK, "penalty")
        best_of(r, "acrobatics", "riding", "jumping")  # a rider with none of them on his sheet is refused, naming them
        levels = {s: r.skill(s) for s in ("acrobatics", "riding", "jumping") if r.has_skill(s)}
        if "riding" in levels and mount_penalised(m):
            # "所有的战斗中的骑术检定-3", "之后的所有骑术检定-1", "骑术检定...-3": the mount's own penalties fall on
            # every Riding roll made on it, the one to vault into its saddle among them
            levels["riding"] += mount_modifier(ctx, m)
        skill_name, level = max(levels.items(), key=lambda kv: kv[1])
        ctx.emit(MOUNTED_MOUNTING_QUICK, f"{r.id} vaults into the saddle: {skill_name}{sign(-penalty) if penalty else ''}"
                 + (" (stirrups: no penalty)" if m.stirrups else ""))
        roll = success_roll(ctx, MOUNTED_MOUNTING_QUICK, f"{skill_name} to mount in one turn", level - penalty)
        if not roll.success:
            r = r.evolve(posture="prone", fell_off=True).add_pending(HOOK_FALLING_DAMAGE, MOUNTED_MOUNTING_QUICK, "fall while mounting")
            return note(ctx, table, MOUNTED_MOUNTING_QUICK, f"{r.id} fails and falls", mounted="no", roll=roll.word, put=r)
        seconds = 1
    else:
        ctx.emit(MOUNTED_MOUNTING_TWO_MANOEUVRES, f"{r.id} takes a Move to climb onto {m.id}, then a Change Posture to sit")
        seconds = 2
    hex_ = {1: "its hex", 2: "the front hex", 3: "the middle hex"}[m.hexes]
    # the saddle in front is his when no one controls the mount, though a passenger may still sit behind it
    # (ruling gurps.mounted-defence.passenger-alone, "no-one")
    seat = "passenger" if controller_of(table, m.id) else "controller"
    if seat == "passenger":
        may_carry_passenger(ctx, table, m, r)
    r = r.evolve(riding_on=m.id, seat=seat, posture="mounted")
    table = note(ctx, table, MOUNTED_RIDER_PLACEMENT, f"{r.id} sits on {hex_} of the {m.hexes}-hex {m.id}", seat_hex=hex_, put=r)
    return note(ctx, table, MOUNTED_MOUNTING_QUICK if action.in_one_turn else MOUNTED_MOUNTING_TWO_MANOEUVRES,
                f"{r.id} is mounted after {seconds} manoeuvre(s)", mounted="yes", manoeuvres=seconds)


def carries_a_passenger(table: GurpsTable) -> bool:
    """Whether anyone rides as a passenger: only then can an action leave one alone on his mount."""
    return any(c.seat == "passenger" for c in table.characters)


@RULESET.settled(when=carries_a_passenger)
def passenger_left_alone(ctx: Context, before: GurpsTable, table: GurpsTable) -> GurpsTable:
    """Once any action is resolved: a passenger whose mount no longer has the rider in front of him (thrown,
    fallen, dismounted: gurps.mounted-defence.multiple-riders.controller) rides on behind the empty saddle, no
    one controlling the mount, or now controls it himself, as ruling gurps.mounted-defence.passenger-alone
    reads it. Settled at the end of the action, not as the rider comes off: within the action every rider's
    rolls are made in the places they had (a fall of the mount throws the one in front first)."""
    for c in table.characters:
        if c.seat != "passenger" or c.riding_on is None or controller_of(table, c.riding_on) is not None:
            continue
        if ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_ALONE) == "takes-control":
            table = note(ctx, table, MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER,
                         f"no one rides in front of {c.id} on {c.riding_on} any more: he now controls it",
                         put=c.evolve(seat="controller"))
        else:
            ctx.emit(MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER,
                     f"{c.id} rides on behind the empty saddle of {c.riding_on}: no one controls it")
    return table


HORSE_SM = 1
"""A horse's Size Modifier (the Basic Set's animal list, outside the excerpt): ruling
gurps.mounted-defence.horse-size reads "horse-size or larger" as at least this."""
HUMAN_SM = 0


def may_carry_passenger(ctx: Context, table: GurpsTable, mount: Character, passenger: Character) -> None:
    """gurps.mounted-defence.multiple-riders.controller: a horse-size or larger mount carries ONE
    human-size rider behind the one who controls it."""
    clause = MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER
    riders = table.riders_of(mount.id)
    require(any(c.seat == "controller" for c in riders), clause,
            f"no one controls {mount.id}: {passenger.id} cannot ride behind")
    require(not any(c.seat == "passenger" for c in riders), clause,
            f"{mount.id} already carries a passenger behind its rider: the text allows one")
    if ctx.ruling(RULING_MOUNTED_DEFENCE_HORSE_SIZE) == "sm-plus-one":
        big_enough, small_enough = mount.sm >= HORSE_SM, passenger.sm <= HUMAN_SM
        sizes = f"horse-size is SM {sign(HORSE_SM)}, human-size SM {HUMAN_SM}"
    else:
        big_enough, small_enough = mount.sm > passenger.sm, True
        sizes = "the mount must be larger than the passenger"
    require(big_enough, clause,
            f"{mount.id} (SM {sign(mount.sm)}) is smaller than a horse: it carries no passenger ({sizes})")
    require(small_enough, clause,
            f"{passenger.id} (SM {sign(passenger.sm)}) is larger than a human: he cannot ride behind ({sizes})")


@RULESET.action("ride-at-pace")
class RideAtPace(Action):
    mount: str
    pace: Literal["walk", "trot", "gallop"]


@RULESET.handler(RideAtPace)
def ride_at_pace(ctx: Context, table: GurpsTable, action: RideAtPace) -> GurpsTable:
    """gurps.mounted.mount-movement: walk or trot at Basic Move; gallop at Enhanced Move, under the high-speed rules
    ("它的增强移动则是它飞奔的速度，在这种情况下需要使用高速移动的规则"). A gallop is high speed: a mount not at high speed
    gets there only as gurps.high-speed.entering says (a turn of its full Move in one direction, standing), and a
    gallop asked of it before is refused by that clause. A mount at high speed moves its velocity
    (gurps.high-speed.velocity, "你必须按你的速度移动"): a walk or trot asked of it is refused by that clause."""
    m = table.get(action.mount)
    down(ctx, m, f"{action.pace}")
    if m.encumbrance > 2:
        ctx.emit(MOUNTED_MOUNT_MOVEMENT, f"{m.id} carries more than Medium encumbrance: few mounts are willing")
    if m.exhausted:  # gurps.mount-out-of-control.table.6-7: a slow walk at Move 2, no faster
        slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
        ctx.emit(MOUNTED_MOUNT_MOVEMENT, f"{m.id} is asked to {action.pace}")
        require(action.pace == "walk", MOUNT_OUT_OF_CONTROL_TABLE_6_7,
                f"{m.id} is exhausted: it will not {action.pace}, faster than a slow walk (Move {slowest})")
        at_speed(m, action.pace)
        return note(ctx, table, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
                    f"{m.id} is exhausted: it walks slowly, at Move {min(m.basic_move, slowest)}", pace="walk", high_speed="no")
    if action.pace != "gallop":
        at_speed(m, action.pace)
        return note(ctx, table, MOUNTED_MOUNT_MOVEMENT, f"{m.id} {action.pace}s at Basic Move {m.basic_move}",
                    pace=action.pace, high_speed="no")
    require(m.enhanced_move, MOUNTED_MOUNT_MOVEMENT, f"{m.id} has no Enhanced Move to gallop with")
    require(m.high_speed, HIGH_SPEED_ENTERING,
            f"{m.id} is not at high speed (velocity {m.velocity}, Basic Move {m.basic_move}): it gets to its gallop under "
            "the high-speed rules, at the end of a turn of Move covering its full Move in one direction, standing "
            "(action enter-high-speed)")
    return note(ctx, table, MOUNTED_MOUNT_MOVEMENT,
                f"{m.id} gallops at {m.velocity} yards per second: the high-speed movement rules apply", pace="gallop",
                high_speed="yes")


def at_speed(m: Character, pace: str) -> None:
    """gurps.high-speed.velocity: a mount at high speed moves its velocity this turn, not a ``pace`` at Basic Move; it
    slows at the end of its turn, and moves under the normal rules once out of high speed."""
    if m.high_speed:  # the message made only for a refusal
        require(False, HIGH_SPEED_VELOCITY,
                f"{m.id} is at high speed, at {m.velocity} yards per second: it moves {m.velocity} yards this turn, not a "
                f"{pace} at Basic Move {m.basic_move}; it slows at the end of its turn")


@RULESET.action("dismount")
class Dismount(Action):
    rider: str
    how: Literal["change posture", "jump down"]
    maneuver: Maneuver = "change-posture"
    mount_moved: Whole = Field(default=0, ge=0, description=(
        "Yards the mount has moved this turn, as far as the action knows them. The rule reads the larger of this and "
        "the yards the table records for the mount this turn (its `yards_moved`): the default, 0, leaves the table's record "
        "standing, and a smaller number cannot undo it"))


@RULESET.handler(Dismount)
def dismount(ctx: Context, table: GurpsTable, action: Dismount) -> GurpsTable:
    """gurps.mounted.dismounting, gurps.mounted.jumping-down. The yards the mount has moved are at least those the
    table records this turn; a mount at high speed, as ruling gurps.mounted.dismount-at-speed reads it. A safe
    dismount is made with the Change Posture manoeuvre, a jump down with Move or Move and Attack: another
    manoeuvre is refused by the clause of each."""
    r, m = rider_and_mount(table, action.rider,
                           MOUNTED_DISMOUNTING if action.how == "change posture" else MOUNTED_JUMPING_DOWN)
    if action.how == "change posture":
        # "可以使用改变姿势行动来安全下马": the safe dismount is the Change Posture manoeuvre itself
        require(action.maneuver == "change-posture", MOUNTED_DISMOUNTING,
                f"{r.id} dismounts safely with a Change Posture manoeuvre, not {action.maneuver} (field 'maneuver')")
        # "只移动了一个迈步": the yards it moved, not the movement points they cost (a diagonal yard through the air
        # is one yard at 1.5 points); what the action says, and at least what the table records
        moved = max(action.mount_moved, m.yards_moved)
        require(moved <= m.step, MOUNTED_DISMOUNTING,
                f"{m.id} has moved {moved} yards, more than a step ({m.step}): {r.id} can only jump down or fall off")
        if m.high_speed and ctx.ruling(RULING_MOUNTED_DISMOUNT_AT_SPEED) == "at-speed-moves":
            require(False, MOUNTED_DISMOUNTING, f"{m.id} is at high speed and must move {m.velocity} yards this turn, "
                                                f"more than a step: {r.id} can only jump down or fall off")
        r = r.evolve(riding_on=None, seat=None, posture="standing", left_mount=m.id)
        return note(ctx, table, MOUNTED_DISMOUNTING, f"{r.id} dismounts safely with a Change Posture", dismounted="safely", put=r)
    require(action.maneuver in ("move", "move-and-attack"), MOUNTED_JUMPING_DOWN,
            f"to jump down safely {r.id} must take Move or Move and Attack, not {action.maneuver}")
    skill_name, level = best_of(r, "acrobatics", "jumping")
    roll = success_roll(ctx, MOUNTED_JUMPING_DOWN, f"{skill_name} to jump down", level)
    if roll.success:
        r = r.evolve(riding_on=None, seat=None, posture="standing", left_mount=m.id)
        return note(ctx, table, MOUNTED_JUMPING_DOWN, f"{r.id} jumps down safely", dismounted="safely", put=r)
    ctx.emit(MOUNTED_JUMPING_DOWN, f"{r.id} fails the jump: he falls instead")
    return fall_off(ctx, table, r.id, MOUNTED_JUMPING_DOWN)


@RULESET.action("mount-difficult-manoeuvre")
class MountDifficultManoeuvre(Action):
    mount: str
    manoeuvre: Literal["jump", "sharp turn", "hard stop"]


@RULESET.handler(MountDifficultManoeuvre)
def mount_difficult_manoeuvre(ctx: Context, table: GurpsTable, action: MountDifficultManoeuvre) -> GurpsTable:
    """gurps.mounted.falling-off: the mount's DX roll, then the rider's Riding; a failed DX roll is result 12.
    At high speed a hard stop or sharp turn is refused here: it is the hard brake (gurps.high-speed.hard-braking) or
    early turn (gurps.high-speed.early-turn) of the high-speed rules, whose DX+3 roll is the mount's DX roll.
    With a passenger behind, each rider rolls to stay on under ruling gurps.mounted-defence.passenger-rides-along
    "every-rider", the passenger his roll of gurps.mounted-defence.multiple-riders.passenger."""
    m = a_mount(table.get(action.mount), MOUNTED_FALLING_OFF, f"the DX roll of a difficult manoeuvre ({action.manoeuvre})")
    riders = table.riders_of(m.id)
    require(bool(riders), MOUNTED_FALLING_OFF, f"{m.id} has no rider")
    if m.high_speed and action.manoeuvre != "jump":
        # "急刹车与急转弯...任一动作需要DX+3 检定": at high speed a hard stop is a hard brake and a sharp turn an early
        # turn, each on the DX+3 of gurps.high-speed.manoeuvre-roll less its penalty, not on a plain DX roll
        high_speed = {"hard stop": (HIGH_SPEED_HARD_BRAKING, "a hard brake (action hard-brake), which slows it"),
                      "sharp turn": (HIGH_SPEED_EARLY_TURN, "an early turn (action early-turn)")}
        clause, what = high_speed[action.manoeuvre]
        require(False, clause, f"{m.id} is at high speed ({m.velocity} yards per second): its {action.manoeuvre} is "
                               f"{what}, on DX+3 less its penalty")
    # both rolls are read as passed or failed alone: merge points, so that exact mode goes on from two
    # verdicts, not sixteen totals a roll (a jump with a passenger behind: 1810 runs of this function before)
    passed = success_passed(ctx, MOUNTED_FALLING_OFF, f"{m.id}'s DX for the {action.manoeuvre}", m.dx)
    return after_mount_roll(ctx, table, m.id, passed, action.manoeuvre)


def ridden(table: GurpsTable, c: Character) -> bool:
    """Whether ``c`` is a mount someone rides: its difficult manoeuvres are then gurps.mounted.falling-off's."""
    return c.kind == "mount" and bool(table.riders_of(c.id))


def after_mount_roll(ctx: Context, table: GurpsTable, mount_id: str, passed: bool, manoeuvre: str) -> GurpsTable:
    """gurps.mounted.falling-off, from the mount's DX roll on (its plain DX for a jump or sharp turn, the DX+3
    of gurps.high-speed.manoeuvre-roll for a hard brake or early turn at speed): on a success every rider rolls
    to stay on (:func:`_stays_on_through`), and falls off if he fails, "尽管坐骑完成了这个动作"; on a failure the
    mount and its riders take result 12 of the out-of-control table."""
    if not passed:
        result = ctx.value(MOUNTED_FALLING_OFF, "result")
        ctx.emit(MOUNTED_FALLING_OFF, f"{mount_id} fails its DX roll: result {result} of the out-of-control table")
        return apply_result(ctx, table, seated(table, mount_id)[0].id, result)
    at = table  # every rider rolls as things stood when the mount made its manoeuvre
    for who in everyone_rolls(ctx, at, mount_id, seated(at, mount_id)[0].id):
        if ctx.step(_stays_on_through, at, who, manoeuvre):
            table = note(ctx, table, MOUNTED_FALLING_OFF, f"{who} stays in the saddle", fell="no")
        else:
            table = fall_off(ctx, table, who, MOUNTED_FALLING_OFF)
    return table


def _stays_on_through(ctx: Context, table: GurpsTable, who: str, manoeuvre: str) -> bool:
    """gurps.mounted.falling-off: the roll to stay on through the mount's manoeuvre, passed or failed."""
    return stay_on_passed(ctx, table, who, MOUNTED_FALLING_OFF, f"to stay on through the {manoeuvre}")


@RULESET.action("frighten-mount")
class FrightenMount(Action):
    mount: str


@RULESET.handler(FrightenMount)
def frighten_mount(ctx: Context, table: GurpsTable, action: FrightenMount) -> GurpsTable:
    """gurps.mounted.frightened.control: a failed Fright Check (gurps.hook.fright-check) and the mount stops obeying."""
    a_mount(table.get(action.mount), MOUNTED_FRIGHTENED_CONTROL, "a Fright Check")
    return frighten(ctx, table, action.mount, MOUNTED_FRIGHTENED_CONTROL, "it failed a Fright Check")


def _riding_to_regain(ctx: Context, table: GurpsTable, rider_id: str) -> tuple[bool, bool]:
    """The Riding roll of one second of the fight: whether it succeeds, and whether critically."""
    roll = riding_verdict(ctx, table, rider_id, MOUNTED_FRIGHTENED_CONTROL, "to regain control")
    return roll.success, roll.critical


def one_second(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """One second of trying to regain control: a Ready manoeuvre and a Riding roll."""
    if table.get(rider_id).riding_on is None:
        return table
    r, m = rider_and_mount(table, rider_id, MOUNTED_FRIGHTENED_CONTROL)
    if not m.frightened:
        return table
    ctx.emit(MOUNTED_FRIGHTENED_CONTROL, f"{r.id} takes a Ready manoeuvre and rolls Riding to master {m.id}")
    success, critical = _riding_to_regain(ctx, table, r.id)  # riding_verdict: a merge point, 4 outcomes not 16 totals
    consecutive = ctx.ruling(RULING_MOUNTED_REGAIN_STREAK) == "consecutive"
    if success:
        s, f = m.successes_in_a_row + 1, (0 if consecutive else m.failures_in_a_row)
    else:
        s, f = (0 if consecutive else m.successes_in_a_row), m.failures_in_a_row + 1
    m = m.evolve(successes_in_a_row=s, failures_in_a_row=f)  # put on the table once, with what follows
    if success and (critical or s >= ctx.value(MOUNTED_FRIGHTENED_REGAIN, "streak")):
        m = m.evolve(frightened=False, obeys=True, successes_in_a_row=0, failures_in_a_row=0)
        why = "a critical success" if critical else "three successes in a row"
        return note(ctx, table, MOUNTED_FRIGHTENED_REGAIN, f"{why}: {m.id} obeys again", frightened="no", put=m)
    if not success and (critical or f >= ctx.value(MOUNTED_FRIGHTENED_TOTAL_LOSS, "streak")):
        why = "a critical failure" if critical else "three failures in a row"
        table = note(ctx, table, MOUNTED_FRIGHTENED_TOTAL_LOSS, f"{why}: total loss of control of {m.id}", frightened="lost",
                     put=m)
        return sent_to_the_table(ctx, table, r.id)
    ctx.emit(MOUNTED_FRIGHTENED_TOTAL_LOSS if not success else MOUNTED_FRIGHTENED_REGAIN,
             f"{r.id} fights his mount instead of the enemy ({s} success(es), {f} failure(s) in a row)")
    return table.put(m)


def settled(table: GurpsTable, rider_id: str) -> bool:
    """The fight with the frightened mount is over: it obeys again, control is wholly lost, or he is off it."""
    r = table.get(rider_id)
    return r.riding_on is None or not table.get(r.riding_on).frightened


THE_CLOCKS_OWN: frozenset[str] = frozenset({"second", "turn_of", "answers"})
"""The fields of a table every second passed changes, whatever else it bounds (:func:`a_later_second`)."""


def a_later_second(ctx: Context, table: GurpsTable, rider_id: str, counted: bool = True) -> GurpsTable:
    """The next second of the fight ("骑手必须每秒选择准备行动并进行骑术检定"), for a fight not yet settled: a new second
    begins, a turn of its own (the rider's, if the clock named his), as the clock's action "pass-seconds" begins one,
    and whatever the clock bounds lapses (:func:`oracle.gurps.clock.pass_seconds`: "该轮的所有骑术检定-1" holds for
    the turn of the stunt alone); then its
    Ready and Riding roll. ``counted``: the clock counts the second even where it bounds nothing on the table (a
    fight for a set number of seconds); otherwise (until it is settled) the second is counted only while the clock
    bounds something on the table, so that the fight returns to states it has met (its seconds have no bound, and a
    clock counting every one of them would make each second's state a new one). Counted or not, what the second before
    answered is over: the table answers what its last second answered, as after a fight for a set number of seconds
    (kept, each second's answers were piled on those before: a mount that obeyed in the end was still answered as
    rushing at the enemy from a row of an earlier second, and the fight until it is settled under ruling
    gurps.mount-out-of-control.control-after-row "regain-as-frightened" met 2727 states where it meets 605)."""
    if settled(table, rider_id):
        return table
    # the clock's own action, by its name: the clock's module reads the high-speed rules, which read this one
    new_second = RULESET.actions["pass-seconds"](seconds=1, turn_of=rider_id if table.turn_of == rider_id else None)
    passed = RULESET.apply(ctx, table, new_second)
    if counted or not passed.same_but(table, THE_CLOCKS_OWN):
        table = passed
    elif table.answers:  # not counted: the clock stands, but what the second before answered is over
        table = table.evolve(answers=())
    return one_second(ctx, table, rider_id)


@dataclass(frozen=True)
class _Unplayed:
    """A fight until it is settled before its first second, the one the clock stands at: a state of the fight's chain
    of its own, so that one chain holds the whole fight. With the first second played before the chain, each of its
    ends began a chain of its own, and the chains, which soon meet the same states, were each solved whole: the rulings
    side by side of features/gurps/mounted.feature took 12.4 s of CPU against 2.7 s."""

    table: GurpsTable


def a_second_until_settled(ctx: Context, state: GurpsTable | _Unplayed, rider_id: str) -> GurpsTable:
    """A second of a fight until it is settled: the first (:func:`one_second`, the second the clock stands at), then
    :func:`a_later_second`, its second counted only while the clock bounds something."""
    if type(state) is _Unplayed:
        return one_second(ctx, state.table, rider_id)
    return a_later_second(ctx, state, rider_id, counted=False)


def settled_after_a_second(state: GurpsTable | _Unplayed, rider_id: str) -> bool:
    """:func:`settled`, of a fight that has played its first second."""
    return type(state) is not _Unplayed and settled(state, rider_id)


@RULESET.action("regain-control")
class RegainControl(Action):
    rider: str
    seconds: MaybeWhole = Field(default=1, ge=1, le=20,
                                description="Seconds of trying; none: every second until the mount obeys or control is lost")


@RULESET.handler(RegainControl)
def regain_control(ctx: Context, table: GurpsTable, action: RegainControl) -> GurpsTable:
    """gurps.mounted.frightened.*: one Ready and one Riding roll per second, for some seconds or until it resolves
    (a critical success or three successes in a row: it obeys; a critical failure or three failures: total loss).
    The first second is the one the clock stands at; each later one a new second on the clock (:func:`a_later_second`).
    The fight is the controlling rider's (gurps.mounted-defence.multiple-riders.controller), not his passenger's."""
    r, m = controller_and_mount(table, action.rider, MOUNTED_FRIGHTENED_CONTROL, "fight to master it")
    a_mount(m, MOUNTED_FRIGHTENED_CONTROL, "the fight to master it")
    require(m.frightened, MOUNTED_FRIGHTENED_CONTROL, f"{m.id} is not frightened")
    # the fight's distinct ends handed on as they are (``ctx.tail``), not this function run again for each
    return ctx.tail(_fight, table.evolve(answers=()), action.seconds, action.rider)


def _fight(ctx: Context, table: GurpsTable, seconds: int | None, rider_id: str) -> GurpsTable:
    """Second after second: for some seconds, or until the fight with the mount is settled.

    Exact odds of the fight until it is settled, under ruling gurps.mount-out-of-control.seems-calm
    "still-frightened", are refused before any state is met: from every second of the fight a roll of 18 (always a
    critical failure: "一次大失败，意味着完全失控") loses control, the table's 8-9 (9 ways of 33) leaves the mount frightened and fought
    again, and each 8-9 adds -1 more ("如果这个结果多次出现，减值累积"), so the fight meets a mount more
    skittish than any before it, without end: its chances are an infinite series over ever more skittish mounts, not
    a finite table. Asked of a set number of seconds, the fight is answered exactly under that reading too."""
    if seconds is None:
        if ctx.dice.exact and ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_SEEMS_CALM) == "still-frightened":
            raise RepetitionError(
                "the fight until it is settled has no end under ruling gurps.mount-out-of-control.seems-calm "
                "\"still-frightened\": each 8-9 on the table leaves the mount frightened, -1 more to Riding "
                "(\"减值累积\"), so its exact chances are an infinite series over ever more skittish mounts; ask of a "
                "set number of seconds")
        return ctx.until(a_second_until_settled, _Unplayed(table), settled_after_a_second, rider_id)
    # the first second, then the later ones, each a new second on the clock: their ends merged between seconds
    return ctx.sequence(table, [(one_second, (rider_id,))] + [(a_later_second, (rider_id,))] * (seconds - 1))
