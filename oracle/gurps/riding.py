"""Riding skill: the Riding roll with every situational modifier the excerpt gives, and
falling off.  Shared by the mounted sections (:mod:`.mounted`, :mod:`.mount_out_of_control`,
:mod:`.mounted_weapons`, :mod:`.mounted_defence`); clauses ``gurps.mounted.*`` and the
rows and rules that change Riding.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from oracle.core.errors import SetupError
from oracle.core.resolve import Context
from oracle.gurps.common import note, rider_and_mount, sign
from oracle.gurps.ids import (
    HOOK_FALLING_DAMAGE, MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER,
    MOUNTED_HANDS, MOUNTED_UNTRAINED_MOUNT, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
    MOUNTED_WEAPONS_ACROBATICS_TURN_BACK, MOUNT_OUT_OF_CONTROL_TABLE_11, MOUNT_OUT_OF_CONTROL_TABLE_8_9,
    RULING_MOUNTED_DEFENCE_PASSENGER_CONTROLLER_SKILL, RULING_MOUNTED_DEFENCE_PASSENGER_MOUNT_PENALTIES,
    RULING_MOUNTED_DEFENCE_PASSENGER_RIDES_ALONG, RULING_MOUNTED_DEFENCE_PASSENGER_ROLL,
    RULING_MOUNTED_DEFENCE_PASSENGER_STAY_ON, RULING_MOUNTED_DEFENCE_PASSENGER_STUNT, RULING_MOUNTED_HANDS_OFF_REINS,
    RULING_MOUNTED_UNTRAINED_EXTRA,
)
from oracle.gurps.rolls import RollResult, Verdict, passed_roll, success_roll, success_verdict
from oracle.gurps.state import Character, GurpsTable, require

R = TypeVar("R")


def stunt_modifier(ctx: Context, r: Character) -> int:
    """gurps.mounted-weapons.acrobatics.turn-back, .hang-off: "所有骑术检定-1" / "-3", on every Riding roll of the
    one who turned in the saddle or hangs off, in whichever seat he rides (a passenger may shoot too)."""
    if r.stunt == "turn-back":
        return ctx.cited(MOUNTED_WEAPONS_ACROBATICS_TURN_BACK, "riding",
                         lambda n: f"{r.id} turned in the saddle this turn: Riding {n}")
    if r.stunt == "hang-off":
        return ctx.cited(MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, "riding",
                         lambda n: f"{r.id} hangs off the mount's side this turn: Riding {n}")
    return 0


def mount_penalised(m: Character) -> bool:
    """Whether the mount itself lowers the Riding rolls made on it (:func:`mount_modifier`)."""
    return m.training != "war" or m.nervous > 0 or m.saddle_slipped


def mount_modifier(ctx: Context, m: Character) -> int:
    """What the mount itself does to the Riding rolls made on it, each cited: no war training
    (gurps.mounted.untrained-mount, "所有的战斗中的骑术检定-3", -6 or worse untrained), a skittish mount
    (gurps.mount-out-of-control.table.8-9, "这次交战中之后的所有骑术检定-1", cumulative) and a slipped saddle
    (gurps.mount-out-of-control.table.11, "骑术检定...-3")."""
    skill = 0
    if m.training != "war":
        pen = -ctx.value(MOUNTED_UNTRAINED_MOUNT, "trained")
        if m.training == "untrained":
            least = -ctx.value(MOUNTED_UNTRAINED_MOUNT, "untrained")
            if ctx.ruling(RULING_MOUNTED_UNTRAINED_EXTRA) == "gm" and m.untrained_penalty is None:
                raise SetupError(f"{m.id}: the GM must state the penalty (-{least} or worse) for a mount not fully trained")
            pen = m.untrained_penalty or least
        ctx.emit(MOUNTED_UNTRAINED_MOUNT, f"{m.id} has no war training ({m.training}): Riding in combat -{pen}")
        skill -= pen
    if m.nervous:
        ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_8_9, f"{m.id} is skittish: Riding -{m.nervous}")
        skill -= m.nervous
    if m.saddle_slipped:
        skill += ctx.cited(MOUNT_OUT_OF_CONTROL_TABLE_11, "riding", lambda n: f"{m.id}'s saddle has slipped: Riding {n}")
    return skill


def riding_skill(ctx: Context, table: GurpsTable, rider_id: str, clause: str) -> int:
    """The rider's effective Riding: his skill with every situational modifier of the excerpt, each cited.

    A passenger does not hold the reins and does not carry anyone: of the rider's own modifiers only his saddle
    acrobatics (:func:`stunt_modifier`) apply to his Riding rolls; the mount's (:func:`mount_modifier`) fall on
    them as ruling gurps.mounted-defence.passenger-mount-penalties reads: "every-rider", as on the controller's;
    "controller-only", not at all. ``clause``: the rule that asks it, which refuses a rider no longer on a mount
    (:func:`~oracle.gurps.common.rider_and_mount`)."""
    r, m = rider_and_mount(table, rider_id, clause)
    skill = r.skill("driving") if m.kind == "vehicle" else r.skill("riding")
    if m.kind == "vehicle":
        return skill
    if r.seat == "passenger":
        if mount_penalised(m) and ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_MOUNT_PENALTIES) == "every-rider":
            skill += mount_modifier(ctx, m)
        return skill + stunt_modifier(ctx, r)
    if r.hands_on_reins < 2 and m.training != "war":
        # "骑手可以通过喊声和腿部动作来操控经过战斗训练的坐骑": ruling gurps.mounted.hands-off-reins
        require(ctx.ruling(RULING_MOUNTED_HANDS_OFF_REINS) != "war-trained-only", MOUNTED_HANDS,
                f"{m.id} has no war training: {r.id} needs both hands on its reins, not "
                + ("none" if r.hands_on_reins == 0 else "one"))
    if r.hands_on_reins == 0:
        skill += ctx.cited(MOUNTED_HANDS, "hands-free", lambda n: f"{r.id} rides hands free: Riding {n}")
    elif r.hands_on_reins == 1:
        skill += ctx.cited(MOUNTED_HANDS, "one-hand", lambda n: f"{r.id} holds the reins in one hand: Riding {n}")
    skill += mount_modifier(ctx, m)
    skill += stunt_modifier(ctx, r)
    if any(c.seat == "passenger" for c in table.riders_of(m.id)):
        skill += ctx.cited(MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER, "riding",
                           lambda n: f"{r.id} carries a passenger: Riding {n}")
    return skill


def riding_level(ctx: Context, table: GurpsTable, rider_id: str, clause: str) -> int:
    """The rider's Riding where it is a skill level and not a roll: the cap on his weapon skills
    (gurps.mounted-weapons.melee-skill, .ranged.skill) and the 12 - Riding of gurps.mounted-defence.rider. The
    level on his sheet, less the -1 of a rider who controls a mount carrying a passenger
    (gurps.mounted-defence.multiple-riders.controller, "控制坐骑的骑手的骑术技能额外-1", said of the skill); the
    penalties to Riding rolls are :func:`riding_skill`'s. ``clause``: the rule that asks it."""
    r, m = rider_and_mount(table, rider_id, clause)
    skill = r.skill("riding")
    if r.seat != "passenger" and any(c.seat == "passenger" for c in table.riders_of(m.id)):
        skill += ctx.cited(MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER, "riding",
                           lambda n: f"{r.id} carries a passenger: Riding skill {n}")
    return skill


def _riding(roll: Callable[[Context, str, str, int], R], ctx: Context, table: GurpsTable, rider_id: str, clause: str,
            what: str, modifier: int) -> R:
    """A Riding roll as ``roll`` reads it, against the rider's effective skill plus ``modifier``; a rider with no
    Riding (a driver with no Driving) on his sheet is refused, naming him, the skill and the roll."""
    r, m = rider_and_mount(table, rider_id, clause)
    name = "Driving" if m.kind == "vehicle" else "Riding"
    require(r.has_skill(name.lower()), clause, f"{r.id} has no {name} on his sheet to roll {name}"
            f"{sign(modifier) if modifier else ''} {what}")
    skill = riding_skill(ctx, table, rider_id, clause) + modifier
    return roll(ctx, clause, f"Riding{sign(modifier) if modifier else ''} {what}", skill)


def riding_roll(ctx: Context, table: GurpsTable, rider_id: str, clause: str, what: str, modifier: int = 0) -> RollResult:
    return _riding(success_roll, ctx, table, rider_id, clause, what, modifier)


def riding_verdict(ctx: Context, table: GurpsTable, rider_id: str, clause: str, what: str, modifier: int = 0) -> Verdict:
    """:func:`riding_roll` for rule code that reads only whether it succeeded and whether critically: the
    roll is a merge point on the effective skill (:func:`~oracle.gurps.rolls.success_verdict`)."""
    return _riding(success_verdict, ctx, table, rider_id, clause, what, modifier)


def riding_passed(ctx: Context, table: GurpsTable, rider_id: str, clause: str, what: str, modifier: int = 0) -> bool:
    """:func:`riding_roll` for rule code that reads only whether it succeeded: the roll is a merge point of
    passed and failed (:func:`~oracle.gurps.rolls.passed_roll`), not of four verdicts."""
    return _riding(passed_roll, ctx, table, rider_id, clause, what, modifier)


def controller_and_mount(table: GurpsTable, rider_id: str, clause: str, doing: str) -> tuple[Character, Character]:
    """gurps.mounted-defence.multiple-riders.controller: a mount that carries two is controlled by one of them,
    "控制坐骑的骑手", and the other rides behind him. Orders to the mount (a dangerous manoeuvre), its reins and
    the fight to master it when frightened are that rider's; his passenger, carried behind, gives none.
    ``clause``: the rule of the order, which refuses a rider no longer on a mount."""
    r, m = rider_and_mount(table, rider_id, clause)
    if r.seat == "passenger":
        controller = controller_of(table, m.id)
        behind = f"behind {controller.id} " if controller else ""
        require(False, MOUNTED_DEFENCE_MULTIPLE_RIDERS_CONTROLLER,
                f"{r.id} rides {behind}as a passenger: only the rider who controls {m.id} can {doing}")
    return r, m


def controller_of(table: GurpsTable, mount_id: str) -> Character | None:
    """The rider who controls the mount (gurps.mounted-defence.multiple-riders.controller), if one is on it."""
    return next((c for c in table.riders_of(mount_id) if c.seat == "controller"), None)


def seated(table: GurpsTable, mount_id: str) -> list[Character]:
    """The riders on a mount, the one who controls it first, then his passenger
    (gurps.mounted-defence.multiple-riders.controller)."""
    return sorted(table.riders_of(mount_id), key=lambda c: c.seat != "controller")


def passenger_base(ctx: Context, table: GurpsTable, p: Character, m: Character) -> tuple[str, int]:
    """gurps.mounted-defence.multiple-riders.passenger: "带着的人使用控制的骑手的技能或是他自己的ST": what a
    passenger rolls against to avoid falling off, the controller's Riding or his own ST (ruling
    gurps.mounted-defence.passenger-roll), before the -3. His saddle acrobatics count against the
    controller's Riding only under ruling gurps.mounted-defence.passenger-stunt "riding-based". The
    controller's Riding is his sheet's, or his effective Riding under ruling
    gurps.mounted-defence.passenger-controller-skill "effective". A controller with no Riding on his sheet,
    or none left on the mount, leaves him his own ST."""
    controller = controller_of(table, m.id)
    options = {}
    if controller and controller.has_skill("riding"):
        effective = ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_CONTROLLER_SKILL) == "effective"
        options["controller's Riding"] = (riding_skill(ctx, table, controller.id, MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER)
                                          if effective else controller.skill("riding"))
    if options and p.stunt is not None and ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_STUNT) == "riding-based":
        options["controller's Riding"] += stunt_modifier(ctx, p)
    options["own ST"] = p.st
    if ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_ROLL) == "better":
        base_name = max(options, key=options.get)
    else:
        base_name = next(iter(options))  # the controller's Riding when he has it, else ST
    return base_name, options[base_name]


def _stay_on(roll: Callable[[Context, str, str, int], R], ctx: Context, table: GurpsTable, rider_id: str, clause: str,
             what: str, modifier: int, behind: bool = False) -> R:
    """A roll to avoid falling off, as ``roll`` reads it. The rider who controls the mount rolls his Riding
    plus ``modifier``. A passenger (gurps.mounted-defence.multiple-riders.passenger) rolls, under ruling
    gurps.mounted-defence.passenger-stay-on: "added", the controller's skill or his own ST at -3 instead of
    his own Riding, ``modifier`` (the -4 of a stunned rider, the -4 per yard of knockback, the -2 of a
    falling mount) added as well; "minus-three-only", the same at -3 alone; "own-riding", his own Riding
    plus ``modifier``, as the rider in the saddle. ``behind``: the roll of holding on behind, which every
    reading makes against the controller's skill or his own ST at -3."""
    r, m = rider_and_mount(table, rider_id, clause)
    reading = ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_STAY_ON) if r.seat == "passenger" and not behind else None
    if r.seat != "passenger" or reading == "own-riding":
        return _riding(roll, ctx, table, rider_id, clause, what, modifier)
    base_name, base = passenger_base(ctx, table, r, m)
    extra = ctx.cited(MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER, "modifier",
                      lambda n: f"{r.id} rides behind: he rolls {base_name}{sign(n)} to avoid falling off")
    if modifier and reading == "minus-three-only":
        ctx.emit(MOUNTED_DEFENCE_MULTIPLE_RIDERS_PASSENGER,
                 f"the rider's {sign(modifier)} {what} is not the passenger's: {r.id} rolls at {sign(extra)} only")
        modifier = 0
    label = f"{base_name}{sign(extra)}{sign(modifier) if modifier else ''} {what}"
    return roll(ctx, clause, label, base + extra + modifier)


def stay_on_roll(ctx: Context, table: GurpsTable, rider_id: str, clause: str, what: str, modifier: int = 0,
                 behind: bool = False) -> RollResult:
    """A roll to avoid falling off (:func:`_stay_on`), with its total."""
    return _stay_on(success_roll, ctx, table, rider_id, clause, what, modifier, behind)


def everyone_rolls(ctx: Context, table: GurpsTable, mount_id: str, named: str) -> list[str]:
    """Who rolls to stay on when the mount itself jumps, turns, stops hard or falls (gurps.mounted.falling-off,
    gurps.mount-out-of-control.table.12, whose text names 骑手, the rider): under ruling
    gurps.mounted-defence.passenger-rides-along "every-rider" each rider on it, the controller first; under
    "one-rider" only ``named``, the rider the rule is applied to."""
    riders = seated(table, mount_id)
    if len(riders) < 2 or ctx.ruling(RULING_MOUNTED_DEFENCE_PASSENGER_RIDES_ALONG) == "one-rider":
        return [named]
    return [c.id for c in riders]


def stay_on_passed(ctx: Context, table: GurpsTable, rider_id: str, clause: str, what: str, modifier: int = 0,
                   behind: bool = False) -> bool:
    """:func:`stay_on_roll` for rule code that reads only whether it succeeded (a merge point, as
    :func:`riding_passed`)."""
    return _stay_on(passed_roll, ctx, table, rider_id, clause, what, modifier, behind)


def fall_off(ctx: Context, table: GurpsTable, rider_id: str, clause: str, yards: int | None = None) -> GurpsTable:
    """The rider comes off his mount; a fall whose damage lies outside the excerpt is recorded."""
    r = table.get(rider_id)
    detail = f"fall from {yards} yards" if yards is not None else "fall from the mount"
    r = r.add_pending(HOOK_FALLING_DAMAGE, clause, detail, riding_on=None, seat=None, fell_off=True, posture="prone",
                      left_mount=r.riding_on or r.left_mount)
    return note(ctx, table, clause, f"{rider_id} falls off ({detail})", fell="yes", put=r)


def best_of(c: Character, *skills: str) -> tuple[str, int]:
    have = [(s, c.skill(s)) for s in skills if c.has_skill(s)]
    if not have:
        raise SetupError(f"{c.id} needs one of these skills on his sheet: {', '.join(skills)}")
    return max(have, key=lambda sv: sv[1])
