"""高速移动 — high-speed movement (velocity above Basic Move), with its subsections.

Entering high speed and the starting velocity, velocity that must be moved, the only
manoeuvres allowed, the turning radius (cinematic and realistic), acceleration and
deceleration, hard braking and early turns on DX+3, tactical movement with terrain
costs, loss of control (tumbling, falls and collisions, the wheel exception) and flying
and swimming at speed.  Clauses ``gurps.high-speed.*``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field

from oracle.core.clock import Lasting
from oracle.core.numbers import Whole, no_truth_value_whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import (
    exact, leave_when_turn_ends, no_starting_velocity, note, sign, turn_goes_on, turn_holder,
)
from oracle.gurps.ids import (
    FLYING_STALL_ON_LOSS_OF_CONTROL, HIGH_SPEED_ACCELERATION, HIGH_SPEED_BASIC_MOVE_ZERO, HIGH_SPEED_DECELERATION,
    HIGH_SPEED_DEFENCE_AT_SPEED, HIGH_SPEED_DEFINITION, HIGH_SPEED_EARLY_TURN, HIGH_SPEED_ENTERING,
    HIGH_SPEED_FLYING_SWIMMING_BASIC_MOVE, HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL,
    HIGH_SPEED_FORWARD_UNTIL_RADIUS, HIGH_SPEED_HARD_BRAKING, HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE,
    HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER, HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE,
    HIGH_SPEED_LOSS_OF_CONTROL_WHEELS, HIGH_SPEED_MANEUVERS, HIGH_SPEED_MANOEUVRE_FAILURE, HIGH_SPEED_MANOEUVRE_ROLL,
    HIGH_SPEED_OBSTACLES, HIGH_SPEED_REALISTIC_RADIUS, HIGH_SPEED_SPEED_MODIFIER, HIGH_SPEED_SPRINT_TOP_SPEED,
    HIGH_SPEED_STARTING_VELOCITY, HIGH_SPEED_TACTICAL_COMBINED_DECELERATION, HIGH_SPEED_TACTICAL_MOVE_POINTS,
    HIGH_SPEED_TACTICAL_TERRAIN, HIGH_SPEED_TURNING_RADIUS, HIGH_SPEED_VELOCITY, HOOK_COLLISION_DAMAGE,
    HOOK_FALLING_DAMAGE, HOOK_SPEED_RANGE_MODIFIER, MOUNTED_DEFENCE_STUNNED, MOUNTED_FALLING_OFF,
    MOUNTED_MOUNT_MANOEUVRES, MOUNT_OUT_OF_CONTROL_DIRECT, RULING_HIGH_SPEED_AFTER_COLLISION,
    RULING_HIGH_SPEED_BRAKING_PENALTY, RULING_HIGH_SPEED_CARRIED_AT_SPEED, RULING_HIGH_SPEED_COMBINED_THRESHOLD,
    RULING_HIGH_SPEED_EARLY_TURN_PENALTY, RULING_HIGH_SPEED_EARLY_TURN_TUMBLE_HEADING,
    RULING_HIGH_SPEED_ENTERING_BETWEEN, RULING_HIGH_SPEED_FLYING_SWIMMING_REGAIN_CONTROL,
    RULING_HIGH_SPEED_FRACTION_LEFT, RULING_HIGH_SPEED_MOUNT_TURN, RULING_HIGH_SPEED_OBSTACLE_AT_TUMBLE_END,
    RULING_HIGH_SPEED_RADIUS_ROUNDING, RULING_HIGH_SPEED_RIDDEN_MOUNT_LOSS_OF_CONTROL,
    RULING_HIGH_SPEED_RUN_TERRAIN_SLOWING, RULING_HIGH_SPEED_TERRAIN_LOSS_VELOCITY, RULING_HIGH_SPEED_TOP_SPEED,
    RULING_HIGH_SPEED_TUMBLE_DISTANCE, RULING_HIGH_SPEED_TWENTY_PERCENT,
    RULING_HIGH_SPEED_VEHICLE_OCCUPANTS_LOSS_OF_CONTROL, RULING_HIGH_SPEED_WHEELS_GM,
    RULING_HIGH_SPEED_WHEELS_LATER_TURNS, RULING_MOUNTED_DEFENCE_STUNNED_DRIVER, RULING_MOUNTED_OBSTACLE_FAILURE,
)
from oracle.gurps.mount_out_of_control import MOUNT_FALLS, apply_result, down, exhausted_pace
from oracle.gurps.mounted import after_mount_roll, ridden
from oracle.gurps.riding import controller_of, seated
from oracle.gurps.mounted_defence import stunned_rider
from oracle.gurps.rolls import Verdict, success_roll, success_verdict
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable, Maneuver, require

ObstacleAhead = Annotated[int | None, Field(ge=0, description="Yards to an obstacle in the path, if any: a tumble "
                                                              "that reaches it stops there (a collision; one that "
                                                              "ends just there, as ruling "
                                                              "gurps.high-speed.obstacle-at-tumble-end reads it)"),
                          BeforeValidator(no_truth_value_whole)]
"""An obstacle ahead of the mover, as a number of yards: one behind him (a negative distance) made a tumble
of minus so many yards and a collision with it."""

MOVING = ("move", "move-and-attack")


def basic_move(ctx: Context, c: Character) -> int:
    """Basic Move for the high-speed rules: Basic Air or Water Move off the ground."""
    bm = c.base_move()
    if c.medium != "ground":
        ctx.emit(HIGH_SPEED_FLYING_SWIMMING_BASIC_MOVE,
                 f"{c.id} is in the {c.medium}: the high-speed rules use Basic {c.medium.title()} Move {bm}")
    return bm


def move_for_speed(ctx: Context, c: Character) -> int:
    """The Move the high-speed rules read (the full Move to enter, Move +20% or +100%, a top speed of Move):
    on the ground Move, Basic Move adjusted for encumbrance; in the air or water Basic Air or Water Move
    (gurps.high-speed.flying-swimming.basic-move, "只有在地面移动时才使用基础移动")."""
    if c.medium == "ground":
        return c.current_move()
    return basic_move(ctx, c)


def increase_cap(ctx: Context, move: int, share: Fraction) -> Fraction:
    """Move plus a share of Move; the 20% share is at least +1 (ruling gurps.high-speed.twenty-percent)."""
    if share == 1:
        return Fraction(2 * move)
    least = ctx.value(HIGH_SPEED_STARTING_VELOCITY, "least")  # "至少+1"
    if ctx.ruling(RULING_HIGH_SPEED_TWENTY_PERCENT) == "round-down-min-one":
        return Fraction(move + max(least, move * share.numerator // share.denominator))
    return move + max(Fraction(least), Fraction(move) * share)


def top_speed(ctx: Context, c: Character, sprinting: bool = False) -> Fraction | None:
    """gurps.high-speed.sprint-top-speed; other top speeds are facts of the mover (ruling top-speed). The +20% is
    for one "没有增强移动优势": with Enhanced Move and no top speed stated, Move +100% (gurps.high-speed.starting-velocity,
    "最多超过你的移动力100%"), or no top speed at all under the reading "enhanced-unbounded" (None)."""
    if sprinting and not c.enhanced_move:
        percent = ctx.value(HIGH_SPEED_SPRINT_TOP_SPEED, "percent")
        cap = increase_cap(ctx, move_for_speed(ctx, c), Fraction(percent, 100))
        ctx.emit(HIGH_SPEED_SPRINT_TOP_SPEED, f"{c.id} sprints without Enhanced Move: top speed is Move +{percent}% = {cap}")
        return cap
    if c.top_speed is not None:
        return Fraction(c.top_speed)
    reading = ctx.ruling(RULING_HIGH_SPEED_TOP_SPEED)
    if c.enhanced_move:
        if reading == "enhanced-unbounded":
            return None
        percent = ctx.value(HIGH_SPEED_STARTING_VELOCITY, "enhanced")
        cap = increase_cap(ctx, move_for_speed(ctx, c), Fraction(percent, 100))
        ctx.emit(HIGH_SPEED_STARTING_VELOCITY, f"{c.id} has Enhanced Move and no top speed stated: Move +{percent}% = {cap}")
        return cap
    if reading != "move":
        return increase_cap(ctx, move_for_speed(ctx, c), Fraction(ctx.value(HIGH_SPEED_SPRINT_TOP_SPEED, "percent"), 100))
    return Fraction(move_for_speed(ctx, c))


def turning_radius(ctx: Context, table: GurpsTable, c: Character) -> int | Fraction:
    """gurps.high-speed.turning-radius (velocity / Basic Move, rounded down) or the realistic option."""
    if table.uses("realistic-turning-radius"):
        divisor = ctx.value(HIGH_SPEED_REALISTIC_RADIUS, "divisor")
        exact = Fraction(c.velocity ** 2, divisor)
        radius = int(exact) if ctx.ruling(RULING_HIGH_SPEED_RADIUS_ROUNDING) == "round-down" else exact
        ctx.emit(HIGH_SPEED_REALISTIC_RADIUS, f"realistic turning radius: {c.velocity}^2/{divisor} = {radius} yards",
                 radius=str(radius))
        return radius
    bm = basic_move(ctx, c)
    radius = c.velocity // bm
    ctx.emit(HIGH_SPEED_TURNING_RADIUS,
             f"turning radius: velocity {c.velocity} / Basic Move {bm} = {Fraction(c.velocity, bm)}, rounded down to {radius} yards",
             radius=str(radius))
    return radius


def lose_control(ctx: Context, table: GurpsTable, who: str,
                 cause: Literal["roll", "critical", "injury", "manoeuvre", "deceleration", "no one in control"],
                 clause: str, obstacle_ahead: int | None = None, mount_ridden: bool | None = None,
                 terrain_slowing: int = 0, answered: tuple[tuple[str, str], ...] = ()) -> GurpsTable:
    """gurps.high-speed.loss-of-control.*, .flying-swimming.loss-of-control. A ridden mount that tumbles on the
    ground: its riders as ruling gurps.high-speed.ridden-mount-loss-of-control reads (:func:`ridden_mount_falls`);
    a vehicle that tumbles: those aboard as ruling gurps.high-speed.vehicle-occupants-loss-of-control reads.
    ``mount_ridden``: whether ``who`` is a ridden mount, where the caller knows it already. ``terrain_slowing``: the
    extra movement points bad ground cost a tactical move that ends in this loss of control
    (gurps.high-speed.tactical.terrain); the velocity of the damage ("以当前速度") is read by ruling
    gurps.high-speed.terrain-loss-velocity (:func:`damage_velocity`). ``answered``: answers of what came before (a
    manoeuvre roll's verdict), given to the table first, or in the same copy as the tumble."""
    table = no_starting_velocity(table, who)  # stopped or slowed now, he gains no velocity chosen for his next turn
    c = table.get(who)
    ctx.emit(clause, f"{who} loses control ({cause})")
    if c.medium in ("air", "water"):
        table = _given(table, answered)
        bm = c.base_move()
        v = max(0, c.velocity - bm)
        c = c.evolve(velocity=v, high_speed=v > bm, out_of_control=True, turn_over=True)
        table = note(ctx, table, HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL,
                     f"{who} does not tumble in the {c.medium}: he goes on forward and slows at the safe rate to {v}; his turn ends",
                     velocity=v, put=c).lasts(who, "turn_over", HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL, 0, False)
        if ctx.ruling(RULING_HIGH_SPEED_FLYING_SWIMMING_REGAIN_CONTROL) == "next-turn":
            table = table.lasts(who, "out_of_control", HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL, 0, False)
        return stall_if_slowed(ctx, table, c)
    wheel_rule = ctx.ruling(RULING_HIGH_SPEED_WHEELS_GM)
    steady = c.wheels >= ctx.value(HIGH_SPEED_LOSS_OF_CONTROL_WHEELS, "wheels")  # "3+ 的轮子"
    if steady and cause not in ("critical", "injury") and (table.gm_wheel_exception or wheel_rule == "always"):
        table = _given(table, answered)
        bm = c.base_move()
        v = max(0, c.velocity - bm)
        c = c.evolve(velocity=v)
        table = note(ctx, table, HIGH_SPEED_LOSS_OF_CONTROL_WHEELS,
                     f"{who} runs on {c.wheels} wheels: the GM rules he only slows at the safe rate, to {v}", velocity=v, put=c)
        if v <= bm and c.high_speed:  # the safe deceleration's: he leaves high speed when his turn is over
            return leave_when_turn_ends(ctx, table, c, bm)
        # ruling gurps.high-speed.wheels-later-turns: "once", that is all of it; "until-slowed", he is out of
        # control, slowing, until no faster than his Basic Move (:func:`still_adrift`)
        if v > bm and ctx.ruling(RULING_HIGH_SPEED_WHEELS_LATER_TURNS) == "until-slowed":
            table = note(ctx, table, HIGH_SPEED_LOSS_OF_CONTROL_WHEELS,
                         f"{who} is still faster than his Basic Move {bm}: out of control, he goes on slowing and does "
                         f"nothing else", put=c.evolve(out_of_control=True, turn_over=True))
            table = table.lasts(who, "turn_over", HIGH_SPEED_LOSS_OF_CONTROL_WHEELS, 0, False)
        return table
    if steady:
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_WHEELS,
                 f"{who} runs on {c.wheels} wheels, but the loss of control came from "
                 + ("a critical failure or injury" if cause in ("critical", "injury") else "a cause the GM did not excuse")
                 + ": he tumbles")
    reading = ctx.ruling(RULING_HIGH_SPEED_RIDDEN_MOUNT_LOSS_OF_CONTROL) \
        if (ridden(table, c) if mount_ridden is None else mount_ridden) else None
    if reading == "result-12-instead":
        return ridden_mount_falls(ctx, _given(table, answered).put(c.evolve(out_of_control=True)), who, reading)
    # "剩余移动力": the yards of this turn he has still to move, a fraction of a yard left by a path through the air
    # read as ruling gurps.high-speed.fraction-left reads it (yards_owed); once the velocity has changed at the turn's
    # end ("你在每一轮结束时可以增加或降低它") none are left, the new velocity being the next turn's
    remaining = 0 if c.velocity_changed else yards_owed(ctx, c)
    share = exact(ctx.value(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, "share"))  # "剩余移动力的1/4"
    if ctx.ruling(RULING_HIGH_SPEED_TUMBLE_DISTANCE) == "quarter-rounded-down":
        tumble = remaining * share.numerator // share.denominator
    else:
        tumble = remaining * share
    hit = obstacle_ahead is not None and strikes(ctx, obstacle_ahead, tumble)
    tumbled = obstacle_ahead if hit else tumble
    # whole yards stay an int; a kept quarter is a float, exact for any multiple of 1/4
    yards = int(tumbled) if tumbled == int(tumbled) else float(tumbled)
    distance = str(tumbled)
    v = damage_velocity(ctx, c, terrain_slowing)
    ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE,
             f"{who} falls and tumbles forward {tumbled} yards (1/4 of {remaining} yards of move left)"
             + (", striking the obstacle" if hit else "") + ", then stops", tumble=distance)
    if hit:
        hook, detail, damage = HOOK_COLLISION_DAMAGE, f"collision at {v} yards per second, taken and dealt", "collision"
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE, f"{who} hits something: collision damage at velocity {v} (taken and dealt)",
                 damage=damage)
    else:
        hook, detail, damage = HOOK_FALLING_DAMAGE, f"fall at {v} yards per second", "fall"
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE,
                 f"{who} stops without hitting anything: falling damage as for a fall at {v} yards per second", damage=damage)
    # the tumble and its damage put on him and on the table in one copy of each (what a note for each leaves)
    c = c.add_pending(hook, HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE, detail, posture="prone", out_of_control=True, tumbled=yards,
                      velocity=0, high_speed=False)
    table = table.put_answering(c, {**dict(answered), "tumble": distance, "damage": damage})
    if c.kind == "vehicle" and table.riders_of(who):
        return vehicle_occupants(ctx, table, who, HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, hook, detail, yards)
    if reading is None:
        return table
    if reading == "riders-tumble-with-it":
        return thrown_with(ctx, table, who, HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, hook, detail, yards)
    return ridden_mount_falls(ctx, table, who, reading)


def _given(table: GurpsTable, answered: tuple[tuple[str, str], ...]) -> GurpsTable:
    """The table with the answers of what came before (:func:`lose_control`'s ``answered``), where there are any."""
    return table.answer_all(dict(answered)) if answered else table


def strikes(ctx: Context, ahead: int, tumble: int | Fraction) -> bool:
    """gurps.high-speed.loss-of-control.tumble, "除非你提前撞到了什么东西": whether a tumble of ``tumble`` yards strikes
    something ``ahead`` yards ahead. Nearer, it does; farther, it does not; exactly as far, ruling
    gurps.high-speed.obstacle-at-tumble-end reads it: "reaches", he strikes it, "stops-short", he stops against it
    unstruck."""
    if ahead != tumble:
        return ahead < tumble
    return ctx.ruling(RULING_HIGH_SPEED_OBSTACLE_AT_TUMBLE_END) == "reaches"


def damage_velocity(ctx: Context, c: Character, terrain_slowing: int) -> int:
    """gurps.high-speed.loss-of-control.damage, "以当前速度": the velocity of the fall (or collision) of a tumble. After
    a tactical move through bad ground, whose extra points slow him at the turn's end ("会导致你在轮结束时的速度降低等于
    消耗的额外移动力的量"), ruling gurps.high-speed.terrain-loss-velocity reads it: "before-slowing" his velocity,
    "after-terrain" his velocity less those points."""
    if not terrain_slowing or ctx.ruling(RULING_HIGH_SPEED_TERRAIN_LOSS_VELOCITY) == "before-slowing":
        return c.velocity
    v = max(0, c.velocity - terrain_slowing)
    ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE, f"the bad ground slowed {c.id} by {terrain_slowing}: his velocity "
                                                f"{c.velocity} is {v} when he loses control")
    return v


def stall_if_slowed(ctx: Context, table: GurpsTable, c: Character) -> GurpsTable:
    """gurps.flying.stall-on-loss-of-control: one out of control in the air who cannot hover stalls once slowed
    below 1/4 of his top airspeed: the one stated for him, or with none stated the one ruling
    gurps.high-speed.top-speed gives (:func:`top_speed`; under "enhanced-unbounded" a flyer with Enhanced Move has
    none, and no quarter of it to fall below)."""
    if c.medium != "air" or c.can_hover() or c.stalled:
        return table
    top = top_speed(ctx, c)
    if top is not None and Fraction(c.velocity) < top * exact(ctx.value(FLYING_STALL_ON_LOSS_OF_CONTROL, "least")):
        table = note(ctx, table, FLYING_STALL_ON_LOSS_OF_CONTROL,
                     f"{c.id} is slowed below 1/4 of his top airspeed {top}: he stalls", stalled="yes",
                     put=c.evolve(stalled=True))
    return table


def slowing(c: Character) -> bool:
    """Whether ``c`` is out of control and slowing, not tumbled: in the air or water, or on 3+ wheels the GM let
    off the tumble (a tumble leaves him prone and stopped)."""
    return c.out_of_control and c.posture != "prone" and (c.medium in ("air", "water") or c.wheels > 0)


def adrift(table: GurpsTable) -> bool:
    """Whether anyone is out of control and slowing: only then does a new second slow him."""
    return any(slowing(c) for c in table.characters)


def still_adrift(ctx: Context, table: GurpsTable, seconds: int) -> GurpsTable:
    """``seconds`` new seconds begin for one out of control and slowing: in the air or water
    (gurps.high-speed.flying-swimming.loss-of-control) under ruling gurps.high-speed.flying-swimming.regain-control
    "when-slowed", or on 3+ wheels (gurps.high-speed.loss-of-control.wheels) under ruling
    gurps.high-speed.wheels-later-turns "until-slowed". In each he sheds his Basic Move, going on forward, until he
    is no faster than it; then he has control again and acts; until then each of his turns is over as it begins.
    Under "next-turn" the loss lapsed with his turn; under "once" there was none."""
    if not adrift(table):
        return table
    for c in table.characters:
        if not slowing(c):
            continue
        if c.medium in ("air", "water"):
            clause = HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL
            if ctx.ruling(RULING_HIGH_SPEED_FLYING_SWIMMING_REGAIN_CONTROL) != "when-slowed":
                continue
        else:
            clause = HIGH_SPEED_LOSS_OF_CONTROL_WHEELS
            if ctx.ruling(RULING_HIGH_SPEED_WHEELS_LATER_TURNS) != "until-slowed":
                continue
        bm = c.base_move()
        for _ in range(seconds):
            if c.velocity <= bm:  # slowed to his Basic Move already, in the turn he lost control
                break
            v = max(0, c.velocity - bm)
            c = c.evolve(velocity=v, high_speed=v > bm)
        if c.velocity <= bm:
            table = note(ctx, table, clause, f"{c.id} slows at the safe rate to {c.velocity}, not above his Basic Move "
                                             f"{bm}: he has control again", velocity=c.velocity,
                         put=c.evolve(out_of_control=False))
        else:
            table = note(ctx, table, clause, f"{c.id} is still out of control: he goes on forward, slowing at the safe "
                                             f"rate to {c.velocity}, and can do nothing else this turn",
                         velocity=c.velocity, put=c.evolve(turn_over=True))
            table = table.lasts(c.id, "turn_over", clause, seconds, False)
        table = stall_if_slowed(ctx, table, table.get(c.id))
    return table


def vehicle_occupants(ctx: Context, table: GurpsTable, who: str, clause: str, hook: str, detail: str,
                      yards: int | float | None = None) -> GurpsTable:
    """Those aboard the vehicle ``who``, which has just tumbled ``yards`` on the ground or crashed into something
    (``clause``: the rule that says so, ``hook`` and ``detail``: its damage), as ruling
    gurps.high-speed.vehicle-occupants-loss-of-control reads it: "thrown-with-it", they come down with it
    (:func:`thrown_with`); "ride-it-out", they stay in their seats."""
    if ctx.ruling(RULING_HIGH_SPEED_VEHICLE_OCCUPANTS_LOSS_OF_CONTROL) == "ride-it-out":
        ctx.emit(clause, f"the {'tumble' if yards is not None else 'crash'} is {who}'s: "
                         f"{', '.join(r.id for r in seated(table, who))} ride it out in their seats")
        return table
    return thrown_with(ctx, table, who, clause, hook, detail, yards)


def thrown_with(ctx: Context, table: GurpsTable, who: str, clause: str, hook: str, detail: str,
                yards: int | float | None = None) -> GurpsTable:
    """Everyone on ``who``, a mount or vehicle that has just tumbled ``yards`` on the ground or crashed into
    something (``yards`` None), comes down with it: off it, prone, tumbling the same yards and facing the same
    falling or collision damage (``hook``, ``detail``) (rulings gurps.high-speed.ridden-mount-loss-of-control
    "riders-tumble-with-it", gurps.high-speed.vehicle-occupants-loss-of-control "thrown-with-it")."""
    for r in seated(table, who):
        changes = {"riding_on": None, "seat": None, "fell_off": True, "posture": "prone", "left_mount": who}
        if yards is not None:
            changes["tumbled"] = yards
        r = r.add_pending(hook, clause if yards is None else HIGH_SPEED_LOSS_OF_CONTROL_DAMAGE, detail, **changes)
        said = f"tumbles {yards:g} yards with it" if yards is not None else "is thrown into the crash with it"
        table = note(ctx, table, clause, f"{r.id} comes down with {who} and {said}: {detail}", fell="yes", put=r)
    return table


def ridden_mount_falls(ctx: Context, table: GurpsTable, who: str, reading: str) -> GurpsTable:
    """A ridden mount that lost control on the ground at high speed, for its riders (ruling
    gurps.high-speed.ridden-mount-loss-of-control; the tumble, where the reading has one, is done):
    "tumble-and-result-12" it fell as it tumbled (你先倒下), and a mount that falls takes result 12 of the
    out-of-control table without a roll (gurps.mount-out-of-control.direct); "result-12-instead" the same row
    in place of the tumble, as a failed DX roll of gurps.mounted.falling-off; "riders-stay-seated" they stay
    on it."""
    if reading == "riders-stay-seated":
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, f"the tumble is {who}'s: its riders stay seated")
        return table
    result = MOUNT_FALLS
    if reading == "result-12-instead":
        result = ctx.value(MOUNTED_FALLING_OFF, "result")  # "后果同坐骑失控表的项目12"
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE,
                 f"{who} is ridden: as for a failed DX roll, result {result} of the out-of-control table instead of a tumble")
    ctx.emit(MOUNT_OUT_OF_CONTROL_DIRECT, f"{who} falls: result {result} of the out-of-control table applies without a roll")
    return apply_result(ctx, table, seated(table, who)[0].id, result)


def driven_at_speed(table: GurpsTable) -> bool:
    """Whether someone is at the controls of a vehicle at high speed: only then can an action leave one with no
    one in control (:func:`no_one_in_control`)."""
    for c in table.characters:
        if c.seat == "controller" and c.riding_on is not None:
            v = table.get(c.riding_on)
            if v.kind == "vehicle" and v.high_speed:
                return True
    return False


@RULESET.settled(when=driven_at_speed)
def no_one_in_control(ctx: Context, before: GurpsTable, table: GurpsTable) -> GurpsTable:
    """Once any action is resolved: gurps.high-speed.maneuvers, "如果你没有( 是载具的话，没人控制载具)，见失控": a
    vehicle at high speed that had someone at its controls when the action began and has no one at them at its
    end (its driver stunned off it, knocked off, jumped down; a passenger who takes the controls, ruling
    gurps.mounted-defence.passenger-alone, is settled before this) loses control. A vehicle with no one aboard
    from the start is its own driver, its Driving given on it, and is not held to this."""
    for v in before.characters:
        if v.kind != "vehicle" or not v.high_speed or controller_of(before, v.id) is None:
            continue
        now = table.get(v.id)
        if not now.high_speed or now.out_of_control or controller_of(table, v.id) is not None:
            continue
        ctx.emit(HIGH_SPEED_MANEUVERS, f"no one controls {v.id} at {now.velocity} yards per second: it loses control")
        table = lose_control(ctx, table, v.id, "no one in control", HIGH_SPEED_MANEUVERS)
    return table


# --- entering high speed ---------------------------------------------------------------

@RULESET.action("enter-high-speed")
class EnterHighSpeed(Action):
    who: str
    maneuver: Maneuver = "move"
    yards: Whole = Field(ge=0, description="Yards moved this turn")
    turned: Whole = Field(default=0, ge=0, le=360, description="Largest change of direction this turn, degrees")
    velocity: Whole = Field(gt=0, description="The velocity he takes at the start of the next turn")


@RULESET.handler(EnterHighSpeed)
def enter_high_speed(ctx: Context, table: GurpsTable, action: EnterHighSpeed) -> GurpsTable:
    """gurps.high-speed.definition, .entering, .starting-velocity. He enters at the end of the turn in which he moved
    his full Move ("当你在某一轮...移动了全部基础移动...你在轮结束时可以选择转入高速移动状态"): those yards are this
    turn's, and entering undoes none of them (a rider steps down safely only from a mount that has moved no more than
    a step, gurps.mounted.dismounting). The starting velocity is his "在下一轮开始的时候": until his next turn begins
    (the turns of others in the second, :func:`oracle.core.clock.lapses`) he moves at the Move he ran, and it is the
    turn's one change of velocity (:func:`velocity_unchanged`). Whether he is at high speed in those turns is ruling
    gurps.high-speed.entering-between: "at-next-turn", from his next turn, with the velocity above his Basic Move
    (gurps.high-speed.definition); "from-turn-end", from the end of this turn.

    Entering is a choice of one not at high speed ("当你的当前速度超过你的基础移动时，你就进入了这种“高速移动”"): one
    already in it is refused by gurps.high-speed.entering, his velocity changing by speeding up or slowing down
    (gurps.high-speed.acceleration, .deceleration). The starting velocity is the turn's one change of velocity
    ("你在每一轮结束时可以增加或降低它"): after another in the same turn, entering is refused by gurps.high-speed.velocity
    (:func:`velocity_unchanged`)."""
    c = table.get(action.who)
    turn_goes_on(c, "to enter high speed")
    velocity_unchanged(c, "entering high speed")
    if c.high_speed:  # the message made only for a refusal
        require(False, HIGH_SPEED_ENTERING,
                f"{c.id} is at high speed already, at {c.velocity} yards per second: he does not enter it again, his "
                "velocity changes by speeding up or slowing down at the end of his turn")
    move = move_for_speed(ctx, c)
    require(action.maneuver in MOVING, HIGH_SPEED_ENTERING, f"{c.id} took {action.maneuver}, not Move or Move and Attack")
    require(action.yards >= move, HIGH_SPEED_ENTERING, f"{c.id} moved {action.yards} yards, not his full Move of {move}")
    most = ctx.value(HIGH_SPEED_ENTERING, "turn")
    require(action.turned <= most, HIGH_SPEED_ENTERING, f"{c.id} turned {action.turned} degrees; more than {most} is not one direction")
    require(c.posture == "standing", HIGH_SPEED_ENTERING, f"{c.id} is {c.posture}, not standing")
    own_turn(ctx, table, c, "entering high speed")
    exhausted_pace(ctx, c, action.velocity, "to enter high speed")
    down(ctx, c, "enter high speed")
    ctx.emit(HIGH_SPEED_ENTERING, f"{c.id} moved his full Move of {move} in one direction, standing: he may enter high speed")
    doubled = c.enhanced_move or (c.kind == "vehicle" and (c.top_speed or 0) > move)
    percent = ctx.value(HIGH_SPEED_STARTING_VELOCITY, "enhanced" if doubled else "percent")
    cap = increase_cap(ctx, move, Fraction(percent, 100))
    least = ctx.value(HIGH_SPEED_STARTING_VELOCITY, "least")
    require(action.velocity <= cap, HIGH_SPEED_STARTING_VELOCITY,
            f"{c.id} may start at up to {cap} yards per second (Move {move} "
            f"{f'+{percent}%' if doubled else f'+{percent}%, at least +{least}'}), not {action.velocity}")
    ctx.emit(HIGH_SPEED_STARTING_VELOCITY, f"{c.id} starts the next turn at {action.velocity} (at most {cap})", cap=str(cap))
    bm = basic_move(ctx, c)
    fast = action.velocity > bm
    now = fast and ctx.ruling(RULING_HIGH_SPEED_ENTERING_BETWEEN) == "from-turn-end"
    table, c = velocity_changes(table, c.evolve(velocity=move, high_speed=now, since_turn=0,
                                                   moved=max(c.moved, action.yards),
                                                   yards_moved=max(c.yards_moved, action.yards)))
    # his next turn: his own, a ridden mount's rider's or a vehicle's driver's (turn_holder), as own_turn accepts it
    whose = turn_holder(ctx, table, c)
    table = table.lasts(c.id, "velocity", HIGH_SPEED_STARTING_VELOCITY, 0, action.velocity, turn_of=whose, edge="start")
    if fast and not now:
        table = table.lasts(c.id, "high_speed", HIGH_SPEED_STARTING_VELOCITY, 0, True, turn_of=whose, edge="start")
    ctx.emit(HIGH_SPEED_STARTING_VELOCITY, f"until his next turn begins {c.id} moves at the Move he ran, {move}; "
                                           f"from its start at {action.velocity}")
    return note(ctx, table, HIGH_SPEED_DEFINITION,
                f"velocity {action.velocity} {'exceeds' if fast else 'does not exceed'} Basic Move {bm}: "
                + (("high speed from the end of this turn" if now else "high speed from his next turn") if fast
                   else "not high speed"), high_speed=("yes" if now else "from his next turn") if fast else "no", put=c)


@RULESET.action("run-at-speed")
class RunAtSpeed(Action):
    who: str
    yards: Whole = Field(ge=0)
    slowed_by: str | None = Field(default=None, description="What slows him (bad terrain), if anything")
    decelerate: Whole = Field(default=0, ge=0, description=(
        "Deceleration chosen at the end of the turn, added to the slowing of the bad ground that held him short of his "
        "velocity where ruling gurps.high-speed.run-terrain-slowing reads it as tactical movement's (as-tactical); "
        "otherwise he slows down with the decelerate action"))
    obstacle_ahead: ObstacleAhead = None


def yards_owed(ctx: Context, c: Character) -> int:
    """gurps.high-speed.velocity, "如果你的速度是17，你在当前轮必须移动17 码": the whole yards ``c`` must still run this
    turn, his velocity less the yards already moved in it. A fraction left (a diagonal yard through the air costs 1.5,
    gurps.flying.altitude-change) is no whole yard: ruling gurps.high-speed.fraction-left reads it, "whole-yards-left"
    rounding what is left down, "next-whole-yard" up."""
    left = max(0, c.velocity - c.moved)
    if not isinstance(left, Fraction) or left.denominator == 1:
        return int(left)
    if ctx.ruling(RULING_HIGH_SPEED_FRACTION_LEFT) == "whole-yards-left":
        owed = left.numerator // left.denominator
        ctx.emit(HIGH_SPEED_VELOCITY, f"{c.id} has {left} yards of his velocity {c.velocity} left: {owed} whole yards "
                                      "to move, the fraction none")
    else:
        owed = -(-left.numerator // left.denominator)
        ctx.emit(HIGH_SPEED_VELOCITY, f"{c.id} has {left} yards of his velocity {c.velocity} left: he moves on to the "
                                      f"end of the yard it begins, {owed}")
    return owed


@RULESET.handler(RunAtSpeed)
def run_at_speed(ctx: Context, table: GurpsTable, action: RunAtSpeed) -> GurpsTable:
    """gurps.high-speed.velocity: the velocity must be moved unless something slows him, the yards already moved this
    turn counting toward it (:func:`yards_owed`); after the velocity has changed at the end of the turn, the new one
    is moved from the next turn. "你在当前轮必须移动17 码": the yards are moved in his own turn, not in another's
    (:func:`own_turn`). A run that bad ground cut short ("除非其他因素( 例如不良地形) 拖累了你") is the turn's: the
    ground took the rest of his movement points, and no yards are owed after it (nor run for him before a change of
    velocity at the turn's end, :func:`run_out`).

    What the ground that held him short does to his velocity is ruling gurps.high-speed.run-terrain-slowing: the
    slowing at the end of the turn is written for tactical movement ("如果你在使用战术移动规则时高速移动...不良地形...会
    导致你在轮结束时的速度降低等于消耗的额外移动力的量"). "velocity-kept": the run is cut short and the velocity stays
    what it was, for him to change as he chooses. "as-tactical": the yards the ground kept him from are the extra
    movement points it cost, and they slow him at the end of the turn as tactical movement's terrain does
    (:func:`terrain_slowing_at_turn_end`), with the deceleration he chose (field ``decelerate``)."""
    c = table.get(action.who)
    turn_goes_on(c, "a move")
    require(c.high_speed, HIGH_SPEED_DEFINITION, f"{c.id} is not at high speed")
    not_yet_changed(c, f"a move of {action.yards} yards")
    own_turn(ctx, table, c, f"a move of {action.yards} yards", moving=True)
    owed = yards_owed(ctx, c)
    require(action.yards == owed or (action.slowed_by is not None and action.yards < owed),
            HIGH_SPEED_VELOCITY, f"at velocity {c.velocity}, {c.moved} yards moved, {c.id} must move {owed} more yards "
                                 f"this turn, not {action.yards} (field 'yards')")
    short = owed - action.yards
    reading = ctx.ruling(RULING_HIGH_SPEED_RUN_TERRAIN_SLOWING) if short else None
    require(not action.decelerate or reading == "as-tactical", HIGH_SPEED_VELOCITY,
            f"{c.id} slows down with the decelerate action at the end of his turn, not in a run "
            + ("cut short by bad ground, which leaves his velocity as it was (ruling "
               "gurps.high-speed.run-terrain-slowing=velocity-kept)" if short else "of the yards he owes")
            + " (field 'decelerate')")
    c = c.evolve(moved=c.moved + action.yards, yards_moved=c.yards_moved + action.yards,
                 since_turn=c.since_turn + action.yards)
    if short:  # slowed: what bad ground let him run is the turn's, its movement points all spent
        c = c.evolve(moved=max(c.moved, c.velocity))
    table = note(ctx, table, HIGH_SPEED_VELOCITY, f"{c.id} moves {action.yards} yards at velocity {c.velocity}",
                 moved=c.moved, velocity=c.velocity, put=c)
    if reading == "velocity-kept":
        ctx.emit(HIGH_SPEED_VELOCITY, f"{action.slowed_by} held {c.id} {short} yards short of his velocity: it stays "
                                      f"{c.velocity} (ruling gurps.high-speed.run-terrain-slowing=velocity-kept)")
    if reading != "as-tactical":
        return table
    bm = basic_move(ctx, c)
    chosen_deceleration(c, action.decelerate, bm)
    ctx.emit(HIGH_SPEED_TACTICAL_TERRAIN, f"{action.slowed_by} held {c.id} {short} yards short of his velocity: "
                                          f"{short} extra movement points, his velocity falls by them at the end of "
                                          "the turn (ruling gurps.high-speed.run-terrain-slowing=as-tactical)")
    return terrain_slowing_at_turn_end(ctx, table, c, short, action.decelerate, action.obstacle_ahead, bm)


def run_out(ctx: Context, table: GurpsTable, c: Character, doing: str) -> tuple[GurpsTable, Character]:
    """gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它...你必须按你的速度移动": the velocity changes at
    the end of the turn, and the yards the turn owes (:func:`yards_owed`) are moved before it. ``doing``, the change
    (a speeding up, a slowing down, a hard brake), finds them moved: the yards still owed are run first, as a run of
    them would be, and the change comes at the end of a turn whose movement is spent (no movement left to tumble,
    gurps.high-speed.loss-of-control.tumble, "剩余移动力")."""
    owed = yards_owed(ctx, c)
    if not owed:
        return table, c
    c = c.evolve(moved=c.moved + owed, yards_moved=c.yards_moved + owed, since_turn=c.since_turn + owed)
    table = note(ctx, table, HIGH_SPEED_VELOCITY, f"{c.id} runs the {owed} yards he still owes this turn at velocity "
                                                  f"{c.velocity}: {doing} comes at its end", put=c)
    return table, c


# --- turning --------------------------------------------------------------------------------

@RULESET.action("work-out-turning-radius")
class WorkOutTurningRadius(Action):
    who: str


@RULESET.handler(WorkOutTurningRadius)
def work_out_turning_radius(ctx: Context, table: GurpsTable, action: WorkOutTurningRadius) -> GurpsTable:
    """gurps.high-speed.turning-radius / .realistic-radius. "如果你的基础移动是0，不要使用这里的规则。你根本不能靠自己的力量
    转向": with Basic Move 0 there is no turning radius, the realistic option's (velocity squared / 10, which needs
    no Basic Move to work out) no more than the cinematic one."""
    c = table.get(action.who)
    require(c.base_move() > 0, HIGH_SPEED_BASIC_MOVE_ZERO,
            f"{c.id} has Basic Move 0: he has no turning radius and cannot turn under his own power"
            + (", whatever the realistic option would give" if table.uses("realistic-turning-radius") else ""))
    radius = turning_radius(ctx, table, c)
    return table.answer("radius", radius)


@RULESET.action("turn-at-speed")
class TurnAtSpeed(Action):
    who: str
    degrees: Whole = Field(default=60, gt=0, le=360, description=(
        "Degrees of the turn, 60 a hexside; at high speed one sharper than 60 is an early turn (early-turn)"))


@RULESET.handler(TurnAtSpeed)
def turn_at_speed(ctx: Context, table: GurpsTable, action: TurnAtSpeed) -> GurpsTable:
    """gurps.high-speed.forward-until-radius, .basic-move-zero, .tactical.move-points (one hexside per 60 degrees).

    gurps.high-speed.early-turn: the turn the radius allows is "较大的转向( 至多60 度)"; a sharper one at high speed
    is "提前转向( 或者更急的转向)", made on the DX+3 roll of the early-turn action, and refused here by that clause.
    A turn is a part of the turn's move, made before its velocity changes at its end (gurps.high-speed.velocity), and
    at high speed in his own turn, not in another's (:func:`own_turn`)."""
    c = table.get(action.who)
    turn_goes_on(c, "a turn")
    require(c.base_move() > 0, HIGH_SPEED_BASIC_MOVE_ZERO,
            f"{c.id} has Basic Move 0: he cannot turn under his own power; someone must push or pull him")
    not_yet_changed(c, f"a turn of {action.degrees} degrees")  # a change of facing is a part of the turn's move
    if not c.high_speed:
        return note(ctx, table, HIGH_SPEED_DEFINITION, f"{c.id} is not at high speed and turns freely", turned="yes")
    own_turn(ctx, table, c, f"a turn of {action.degrees} degrees", moving=True)
    most = ctx.value(HIGH_SPEED_TURNING_RADIUS, "turn")  # "较大的转向( 至多60 度)"
    require(action.degrees <= most, HIGH_SPEED_EARLY_TURN,
            f"{c.id} is at high speed: a turn of {action.degrees} degrees (field 'degrees') is sharper than the {most} "
            "a turning radius allows, so it is a sharper turn (更急的转向) made as an early turn on DX+3 (action "
            "early-turn), one hexside at a time")
    radius = turning_radius(ctx, table, c)
    require(c.since_turn >= radius, HIGH_SPEED_FORWARD_UNTIL_RADIUS,
            f"{c.id} has moved {c.since_turn} of his {radius}-yard turning radius: he must go on forward "
            f"(into any of the three hexes ahead, facing unchanged) or try an early turn on DX+3")
    c = c.evolve(since_turn=0)
    return note(ctx, table, HIGH_SPEED_FORWARD_UNTIL_RADIUS,
                f"{c.id} has covered his turning radius and turns {action.degrees} degrees (one hexside)", turned="yes", put=c)


@RULESET.action("early-turn")
class EarlyTurn(Action):
    who: str
    obstacle_ahead: ObstacleAhead = None
    obstacle_turned_to: Annotated[int | None, Field(ge=0, description=(
        "Yards to an obstacle along the heading he turns to, if any (obstacle_ahead: along the heading he had). A "
        "tumble after a failed turn meets the one on the heading ruling gurps.high-speed.early-turn-tumble-heading "
        "names")), BeforeValidator(no_truth_value_whole)] = None


def manoeuvre_skill(ctx: Context, table: GurpsTable, c: Character, penalty: int, what: str) -> int:
    """gurps.high-speed.manoeuvre-roll: what the roll is made against, DX+3, or a driver's skill with
    Handling (given), less ``penalty``. "如果你在驾驶载具": the roll of a vehicle is its driver's, the one at its
    controls (gurps.mounted-defence.multiple-riders.controller's seat), his Driving; a vehicle with no one aboard
    is its own driver, its Driving given on it (gurps.hook.vehicle-handling)."""
    if c.kind == "vehicle":
        driver = controller_of(table, c.id) or c
        level = driver.skill("driving")
        skill = level - penalty
        ctx.emit(HIGH_SPEED_MANOEUVRE_ROLL,
                 f"{what}: {'the driver' if driver is c else driver.id} rolls vehicle skill with Handling {level} {sign(-penalty)}")
    else:
        bonus = ctx.value(HIGH_SPEED_MANOEUVRE_ROLL, "dx")
        skill = c.dx + bonus - penalty
        ctx.emit(HIGH_SPEED_MANOEUVRE_ROLL, f"{what}: DX{bonus:+d} = {c.dx + bonus}, {sign(-penalty)}: rolls against {skill}")
    return skill


def manoeuvre_roll(ctx: Context, table: GurpsTable, c: Character, penalty: int, what: str) -> Verdict:
    """gurps.high-speed.manoeuvre-roll: 3d6 against :func:`manoeuvre_skill`."""
    return success_verdict(ctx, HIGH_SPEED_MANOEUVRE_ROLL, what, manoeuvre_skill(ctx, table, c, penalty, what))


def after_manoeuvre(ctx: Context, table: GurpsTable, c: Character, roll: Verdict, obstacle_ahead: int | None,
                    manoeuvre: str = "hard stop", mount_ridden: bool | None = None,
                    terrain_slowing: int = 0) -> GurpsTable:
    """gurps.high-speed.manoeuvre-failure: a failed roll loses control. A ridden mount's hard stop or sharp turn
    is a difficult manoeuvre of gurps.mounted.falling-off instead: its riders roll Riding after a success, and a
    failure is result 12 of the out-of-control table, not a tumble with the riders still seated. ``mount_ridden``:
    whether ``c`` is a ridden mount, where the caller knows it already; ``terrain_slowing``, as :func:`lose_control`
    takes it."""
    if ridden(table, c) if mount_ridden is None else mount_ridden:
        return after_mount_roll(ctx, table.answer("roll", roll.word), c.id, roll.success, manoeuvre)
    if roll.success:
        return table.answer("roll", roll.word)
    ctx.emit(HIGH_SPEED_MANOEUVRE_FAILURE, f"{c.id} fails: he skids and tumbles or spins out")
    return lose_control(ctx, table, c.id, "critical" if roll.critical else "roll", HIGH_SPEED_MANOEUVRE_FAILURE, obstacle_ahead,
                        mount_ridden=False,  # a ridden mount went to after_mount_roll above
                        terrain_slowing=terrain_slowing, answered=(("roll", roll.word),))


@RULESET.handler(EarlyTurn)
def early_turn(ctx: Context, table: GurpsTable, action: EarlyTurn) -> GurpsTable:
    """gurps.high-speed.early-turn: DX+3 at -1 per full Basic Move of velocity over Basic Move. A turn in his path,
    made before his velocity changes at the end of the turn, in his own turn (gurps.high-speed.velocity, :func:`own_turn`).
    A failure tumbles him along the heading ruling gurps.high-speed.early-turn-tumble-heading names (:func:`tumble_heading`)."""
    c = table.get(action.who)
    turn_goes_on(c, "an early turn")
    not_yet_changed(c, "an early turn")
    require(c.high_speed, HIGH_SPEED_EARLY_TURN,
            f"{c.id} is not at high speed (velocity {c.velocity}, Basic Move {c.base_move()}): there is no turning radius to cut short")
    own_turn(ctx, table, c, "an early turn", moving=True)
    require(c.base_move() > 0, HIGH_SPEED_BASIC_MOVE_ZERO, f"{c.id} has Basic Move 0 and cannot turn")
    bm = basic_move(ctx, c)
    reading = ctx.ruling(RULING_HIGH_SPEED_EARLY_TURN_PENALTY)
    if reading == "full-multiples-over":
        # a 减值, never a bonus: one slowed to his Basic Move or less is still at high speed until his turn is over
        # (gurps.high-speed.leaving), and his velocity exceeds Basic Move by no multiple at all
        penalty = max(0, (c.velocity - bm) // bm)
    elif reading == "multiples-of-velocity":
        penalty = c.velocity // bm
    else:
        penalty = 1 if c.velocity < 2 * bm else 0
    table = note(ctx, table, HIGH_SPEED_EARLY_TURN,
                 f"early turn at velocity {c.velocity}, Basic Move {bm}: {sign(-penalty)}", modifier=-penalty)
    roll = manoeuvre_roll(ctx, table, c, penalty, "early turn")
    obstacle = action.obstacle_ahead
    if not roll.success and not ridden(table, c):  # a ridden mount's failure is result 12, not a tumble
        obstacle = tumble_heading(ctx, c, action)
    table = after_manoeuvre(ctx, table, c, roll, obstacle, "sharp turn")
    if roll.success:
        table = table.put(table.get(c.id).evolve(since_turn=0))
    return table


def tumble_heading(ctx: Context, c: Character, action: EarlyTurn) -> int | None:
    """gurps.high-speed.loss-of-control.tumble after a failed early turn, "向前翻滚...( 除非你提前撞到了什么东西)": the
    obstacle in the path of his tumble, as ruling gurps.high-speed.early-turn-tumble-heading reads "forward":
    "old-heading", the heading he had (``obstacle_ahead``), the turn not made; "new-heading", the one he tried to turn
    to (``obstacle_turned_to``). Asked only where an obstacle stands on either: else the tumble is the same."""
    if action.obstacle_ahead is None and action.obstacle_turned_to is None:
        return None
    if ctx.ruling(RULING_HIGH_SPEED_EARLY_TURN_TUMBLE_HEADING) == "new-heading":
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, f"{c.id} had begun the turn: he tumbles along the heading he "
                                                    "turned to")
        return action.obstacle_turned_to
    ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_TUMBLE, f"the turn {c.id} failed is not made: he tumbles on along the heading "
                                                "he had")
    return action.obstacle_ahead


# --- acceleration, deceleration, hard braking -------------------------------------------------

@RULESET.action("accelerate")
class Accelerate(Action):
    who: str
    by: Whole = Field(gt=0)
    sprinting: bool = False


@RULESET.handler(Accelerate)
def accelerate(ctx: Context, table: GurpsTable, action: Accelerate) -> GurpsTable:
    """gurps.high-speed.acceleration, .sprint-top-speed. Speeding up is a rule of one at high speed (加速 is a part of
    高速移动, and its velocity is the one recorded there, 记录你的速度): one who is not gets there only by
    gurps.high-speed.entering, a full Move in one direction, standing, and the starting velocity it allows."""
    c = table.get(action.who)
    turn_goes_on(c, "speeding up")
    bm = basic_move(ctx, c)
    top = top_speed(ctx, c, action.sprinting)
    exhausted_pace(ctx, c, c.velocity + action.by, "to speed up")
    down(ctx, c, "speed up")
    # "你可以用减速取代加速": speeding up or slowing down, not both, nor after the starting velocity taken this turn
    velocity_unchanged(c, "speeding up")
    require(c.high_speed, HIGH_SPEED_ENTERING,
            f"{c.id} is not at high speed (velocity {c.velocity}, Basic Move {bm}): he gets there by a turn of Move "
            "covering his full Move in one direction, standing, and the starting velocity, not by speeding up")
    own_turn(ctx, table, c, "speeding up")
    require(top is None or c.velocity <= top, HIGH_SPEED_ACCELERATION, f"{c.id} is above his top speed {top}")
    require(action.by <= bm, HIGH_SPEED_ACCELERATION, f"{c.id} may accelerate by at most his Basic Move {bm}, not {action.by}")
    require(top is None or c.velocity + action.by <= top, HIGH_SPEED_ACCELERATION,
            f"{c.id} may reach at most his top speed {top}, not {c.velocity + action.by}")
    table, c = run_out(ctx, table, c, "speeding up")
    v = c.velocity + action.by
    table, c = velocity_changes(table, c.evolve(velocity=v, high_speed=v > bm))
    return note(ctx, table, HIGH_SPEED_ACCELERATION, f"{c.id} accelerates by {action.by} to {v} (top speed {top if top is not None else 'none'})", velocity=v, put=c)


@RULESET.action("decelerate")
class Decelerate(Action):
    who: str
    by: Whole = Field(gt=0)


def slow_down(ctx: Context, table: GurpsTable, c: Character, by: int, clause: str,
              answered: tuple[tuple[str, str], ...] = ()) -> GurpsTable:
    """``c`` slows by ``by`` (and leaves high speed at Basic Move or less when his turn is over:
    :func:`leave_when_turn_ends`); ``answered``, answers of what came before (a manoeuvre roll's verdict) given to
    the table in the same copy."""
    bm = c.base_move()
    v = max(0, c.velocity - by)
    c = c.evolve(velocity=v, velocity_changed=True)  # :func:`velocity_changes`, in the copy of the table below
    ctx.emit(clause, f"{c.id} slows by {by} to {v}", velocity=v)
    table = table.put_answering(c, {**dict(answered), "velocity": v}, lasting=velocity_changed(table, c.id))
    if v <= bm and c.high_speed:
        table = leave_when_turn_ends(ctx, table, c, bm)
    return table


def velocity_unchanged(c: Character, doing: str) -> None:
    """gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它": the velocity is raised or lowered once, at the end
    of the turn (or taken as the starting velocity, gurps.high-speed.starting-velocity); ``doing`` a second change in
    the same turn is refused by that clause. Two slowings of Basic Move each would otherwise be a hard brake
    (gurps.high-speed.hard-braking) without its roll."""
    if c.velocity_changed:  # the message made only for a refusal
        require(False, HIGH_SPEED_VELOCITY,
                f"{c.id} has changed his velocity this turn already, to {c.velocity}: it is raised or lowered once, at "
                f"the end of the turn ({doing} refused until the next turn)")


def not_yet_changed(c: Character, doing: str) -> None:
    """gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它...如果你的速度是17，你在当前轮必须移动17 码": the
    yards of a turn are moved before its velocity changes at its end; ``doing`` more of them after the change is
    refused by that clause: the new velocity is moved from the next turn."""
    if c.velocity_changed:  # the message made only for a refusal
        require(False, HIGH_SPEED_VELOCITY,
                f"{c.id} has changed his velocity to {c.velocity} at the end of this turn: he moves it from the next "
                f"turn ({doing} refused)")


def own_turn(ctx: Context, table: GurpsTable, c: Character, doing: str, moving: bool = False) -> None:
    """gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它" (and 如果在你的轮结束时 of speeding up, 在轮结束时 of
    entering): the velocity is changed at the end of the mover's own turn; ``doing`` it in the turn the clock names
    for another is refused by that clause. With ``moving``, ``doing`` is a part of the turn before that change ("你在
    当前轮必须移动17 码": its yards, its changes of facing, its manoeuvre), made in the same turn of his own and
    refused in another's alike. A clock that names no turn leaves it his own. A vehicle's change is made in
    the turn of its driver, whose roll its manoeuvres are (gurps.high-speed.manoeuvre-roll, "如果你在驾驶载具"). A
    ridden mount's in the turn of the rider who controls it, as ruling gurps.high-speed.mount-turn reads:
    "riders-turn", accepted; "own-turn", refused."""
    whose = table.turn_of
    if whose is None or whose == c.id:
        return
    controller = controller_of(table, c.id)
    if controller is not None and controller.id == whose and c.kind == "vehicle":
        return
    if controller is not None and controller.id == whose:
        reading = ctx.ruling(RULING_HIGH_SPEED_MOUNT_TURN)
        if reading == "riders-turn":
            ctx.emit(HIGH_SPEED_VELOCITY, f"it is {whose}'s turn, who controls {c.id}: {c.id} "
                                          f"{'moves at its velocity' if moving else 'changes its velocity'} in it")
            return
        require(False, HIGH_SPEED_VELOCITY,
                f"it is {whose}'s turn: {c.id}, the mount he rides, "
                f"{'moves at its velocity in its own turn' if moving else 'changes its velocity at the end of its own turn'}"
                f" ({doing} refused)")
    require(False, HIGH_SPEED_VELOCITY,
            f"it is {whose}'s turn: {c.id} "
            f"{'moves at his velocity in his own turn' if moving else 'changes his velocity at the end of his own turn'}"
            f" ({doing} refused)")


def velocity_changes(table: GurpsTable, c: Character) -> tuple[GurpsTable, Character]:
    """Record that ``c`` has changed his velocity this turn (:func:`velocity_unchanged`); it lapses when the next
    second begins."""
    return table.evolve(lasting=velocity_changed(table, c.id)), c.evolve(velocity_changed=True)


def velocity_changed(table: GurpsTable, who: str) -> tuple[Lasting, ...]:
    """The table's lasting effects with ``who``'s change of velocity this turn recorded (gurps.high-speed.velocity):
    it lapses when the next second begins (:func:`velocity_changes`)."""
    return table.lasting_with(who, "velocity_changed", HIGH_SPEED_VELOCITY, 0, False)


@RULESET.handler(Decelerate)
def decelerate(ctx: Context, table: GurpsTable, action: Decelerate) -> GurpsTable:
    """gurps.high-speed.deceleration, .leaving. Slowing down, like speeding up, is a rule of one at high speed
    ("你可以用减速取代加速", under 高速移动, of the velocity recorded there): one who is not moves under the
    normal rules, with no velocity to lower."""
    c = table.get(action.who)
    turn_goes_on(c, "slowing down")
    bm = basic_move(ctx, c)
    require(c.high_speed, HIGH_SPEED_DECELERATION,
            f"{c.id} is not at high speed (velocity {c.velocity}, Basic Move {bm}): he moves under the normal rules, "
            "with no velocity to slow down")
    require(action.by <= bm, HIGH_SPEED_DECELERATION,
            f"{c.id} may decelerate by at most his Basic Move {bm}, not {action.by}; more is a hard brake")
    velocity_unchanged(c, "slowing down")
    own_turn(ctx, table, c, "slowing down")
    table, c = run_out(ctx, table, c, "slowing down")
    return slow_down(ctx, table, c, action.by, HIGH_SPEED_DECELERATION)


@RULESET.action("hard-brake")
class HardBrake(Action):
    who: str
    by: Whole = Field(gt=0)
    obstacle_ahead: ObstacleAhead = None


def braking_penalty(ctx: Context, excess: int) -> int:
    if excess <= 0:
        return 0
    if ctx.ruling(RULING_HIGH_SPEED_BRAKING_PENALTY) == "per-full-two":
        return excess // 2
    return -(-excess // 2)


def braking_skill(ctx: Context, table: GurpsTable, c: Character, decel: int) -> tuple[GurpsTable, int]:
    """gurps.high-speed.hard-braking: the penalty for braking by ``decel``, noted on the table, and the
    skill the manoeuvre roll is made against."""
    bm = basic_move(ctx, c)
    penalty = braking_penalty(ctx, decel - bm)
    table = note(ctx, table, HIGH_SPEED_HARD_BRAKING,
                 f"hard brake of {decel} with Basic Move {bm}: {decel - bm} over Basic Move, {sign(-penalty)}", modifier=-penalty)
    return table, manoeuvre_skill(ctx, table, c, penalty, "hard brake")


def hard_brake_roll(ctx: Context, table: GurpsTable, c: Character, decel: int, obstacle_ahead: int | None,
                    terrain_slowing: int = 0) -> GurpsTable:
    table, skill = braking_skill(ctx, table, c, decel)
    roll = success_verdict(ctx, HIGH_SPEED_MANOEUVRE_ROLL, "hard brake", skill)
    return after_manoeuvre(ctx, table, c, roll, obstacle_ahead, terrain_slowing=terrain_slowing)


def braked(ctx: Context, table: GurpsTable, who: str, skill: int, by: int, obstacle_ahead: int | None,
           mount_ridden: bool) -> GurpsTable:
    """gurps.high-speed.hard-braking, from the roll on: 3d6 against ``skill``; on a success he slows by
    ``by`` (a ridden mount's riders then roll to stay on: gurps.mounted.falling-off), on a failure he loses
    control (:func:`after_manoeuvre`). ``mount_ridden`` is asked once, before the roll."""
    roll = success_verdict(ctx, HIGH_SPEED_MANOEUVRE_ROLL, "hard brake", skill)
    if roll.success:  # the verdict and the slowing in one copy of the table (what after_manoeuvre, then slow_down, leave)
        table = slow_down(ctx, table, table.get(who), by, HIGH_SPEED_HARD_BRAKING, answered=(("roll", roll.word),))
        if mount_ridden:  # gurps.mounted.falling-off: the riders of a mount that stopped hard
            return after_mount_roll(ctx, table, who, True, "hard stop")
        return table
    return after_manoeuvre(ctx, table, table.get(who), roll, obstacle_ahead, mount_ridden=mount_ridden)


@RULESET.handler(HardBrake)
def hard_brake(ctx: Context, table: GurpsTable, action: HardBrake) -> GurpsTable:
    """gurps.high-speed.hard-braking: up to 2x Basic Move, DX+3 at -1 per 2 yards over Basic Move. A hard brake lowers
    the velocity ("将速度降低"), a deceleration larger than the one of gurps.high-speed.deceleration ("还能更高，不过有风险"),
    which is made instead of speeding up ("你可以用减速取代加速"), at the end of the turn ("如果在你的轮结束时...你可以
    提高速度", "你在每一轮结束时可以增加或降低它"), as the hard-braking roll of a tactical move is (在轮结束时): the
    yards the turn owes are moved before it (:func:`run_out`), and a failed one has no movement left to tumble."""
    c = table.get(action.who)
    turn_goes_on(c, "a hard brake")
    bm = basic_move(ctx, c)
    require(c.high_speed, HIGH_SPEED_HARD_BRAKING, f"{c.id} is not at high speed")
    require(action.by <= 2 * bm, HIGH_SPEED_HARD_BRAKING,
            f"{c.id} may brake by at most twice his Basic Move ({2 * bm}), not {action.by}")
    velocity_unchanged(c, "a hard brake")
    own_turn(ctx, table, c, "a hard brake")
    table, c = run_out(ctx, table, c, "the hard brake")
    if action.by <= bm:
        ctx.emit(HIGH_SPEED_HARD_BRAKING, f"{action.by} is no more than Basic Move {bm}: an ordinary deceleration, no roll")
        return slow_down(ctx, table, c, action.by, HIGH_SPEED_DECELERATION)
    table, skill = braking_skill(ctx, table, c, action.by)
    # the roll and what follows it, a merge point: exact mode runs the lines above once, not once a verdict
    return ctx.tail(braked, table, c.id, skill, action.by, action.obstacle_ahead, ridden(table, c))


# --- manoeuvres, stun, obstacles, fighting at speed ---------------------------------------------

@RULESET.action("choose-maneuver")
class ChooseManeuver(Action):
    who: str
    maneuver: Maneuver


@RULESET.handler(ChooseManeuver)
def choose_maneuver(ctx: Context, table: GurpsTable, action: ChooseManeuver) -> GurpsTable:
    """gurps.high-speed.maneuvers, .loss-of-control.stun-or-maneuver, gurps.mounted.mount-manoeuvres. The manoeuvre of a
    turn comes before its end, where the velocity changes (gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它"):
    one chosen after that change in the same turn is refused by that clause; the next is the next turn's. At high
    speed it is chosen in his own turn, as the yards it moves are ("你在当前轮必须移动"), not in another's
    (:func:`own_turn`)."""
    c = table.get(action.who)
    turn_goes_on(c, "a manoeuvre")
    if c.velocity_changed:  # the message made only for a refusal
        require(False, HIGH_SPEED_VELOCITY,
                f"{c.id} has changed his velocity to {c.velocity} at the end of this turn: the turn's manoeuvre came "
                f"before that, and the next is the next turn's ({action.maneuver} refused)")
    if c.high_speed:
        own_turn(ctx, table, c, f"the {action.maneuver} manoeuvre", moving=True)
    if c.kind == "mount":
        ctx.emit(MOUNTED_MOUNT_MANOEUVRES,
                 f"{c.id} is a mount " + ("at high speed: only Move or Move and Attack" if c.high_speed else "not at high speed: any manoeuvre"))
    if not c.high_speed or action.maneuver in MOVING:
        return note(ctx, table, HIGH_SPEED_MANEUVERS, f"{c.id} takes {action.maneuver}", maneuver=action.maneuver)
    if c.riding_on is not None:
        return note(ctx, table, HIGH_SPEED_MANEUVERS,
                    f"{c.id} rides: the Move rule binds his mount, not its rider; he takes {action.maneuver}", maneuver=action.maneuver)
    ctx.emit(HIGH_SPEED_MANEUVERS, f"{c.id} at high speed under his own power takes {action.maneuver}, not Move or Move and Attack")
    ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER, f"{c.id} loses control at once")
    return lose_control(ctx, table, c.id, "manoeuvre", HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER)


@RULESET.action("stun")
class Stun(Action):
    who: str
    obstacle_ahead: ObstacleAhead = None


@RULESET.handler(Stun)
def stun(ctx: Context, table: GurpsTable, action: Stun) -> GurpsTable:
    """gurps.high-speed.loss-of-control.stun-or-maneuver; gurps.mounted-defence.stunned for a rider. The driver of a
    vehicle, as ruling gurps.mounted-defence.stunned-driver reads: "as-a-rider", he rolls to stay on as a rider
    does; "loses-control", he stays aboard and controls nothing, so a vehicle at high speed loses control."""
    c = table.get(action.who).evolve(stunned=True)
    table = table.put(c)
    if c.riding_on is not None:
        v = table.get(c.riding_on)
        if v.kind == "vehicle" and c.seat == "controller" \
                and ctx.ruling(RULING_MOUNTED_DEFENCE_STUNNED_DRIVER) == "loses-control":
            if not v.high_speed:
                return note(ctx, table, MOUNTED_DEFENCE_STUNNED, f"{c.id} is stunned at the controls of {v.id}, which is "
                                                                 "not at high speed: he stays aboard", stunned="yes")
            ctx.emit(HIGH_SPEED_MANEUVERS, f"{c.id} is stunned and controls nothing: no one controls {v.id} at "
                                           f"{v.velocity} yards per second")
            return lose_control(ctx, table, v.id, "injury", HIGH_SPEED_MANEUVERS, action.obstacle_ahead)
        return stunned_rider(ctx, table, c.id)
    if c.high_speed:
        ctx.emit(HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER, f"{c.id} is stunned at high speed and must Do Nothing: he loses control")
        return lose_control(ctx, table, c.id, "injury", HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER, action.obstacle_ahead)
    return note(ctx, table, HIGH_SPEED_LOSS_OF_CONTROL_STUN_OR_MANEUVER, f"{c.id} is stunned, but not at high speed", stunned="yes")


@RULESET.action("meet-obstacle")
class MeetObstacle(Action):
    who: str


@RULESET.handler(MeetObstacle)
def meet_obstacle(ctx: Context, table: GurpsTable, action: MeetObstacle) -> GurpsTable:
    """gurps.high-speed.obstacles: legs clear it on DX or Jumping; otherwise a collision (a vehicle's: those
    aboard as ruling gurps.high-speed.vehicle-occupants-loss-of-control reads it). A ridden mount that clears an
    obstacle jumps it, a difficult manoeuvre of gurps.mounted.falling-off ("如果坐骑进行了成功的DX 检定完成了跳跃"):
    its riders then roll to stay on, and a failed roll is result 12 of the out-of-control table ("如果坐骑的DX 检定
    失败，后果同坐骑失控表的项目12"), with or without the collision as ruling gurps.mounted.obstacle-failure reads.
    After a collision he goes on at his velocity or stops against the obstacle, as ruling
    gurps.high-speed.after-collision reads.

    The rule is one of high speed: it stands in 方向与转向半径, of one who "必须一直向前移动" until his turning radius
    is covered, and is what he meets that he cannot go around. One who is not at high speed turns freely and stops
    when he likes; meeting an obstacle is refused him by gurps.high-speed.obstacles."""
    c = table.get(action.who)
    require(c.high_speed, HIGH_SPEED_OBSTACLES,
            f"{c.id} is not at high speed (velocity {c.velocity}, Basic Move {c.base_move()}): he turns freely and "
            "stops when he likes, and the rule of obstacles in the path at speed is not his")
    if c.legs:
        skill = max(c.dx, c.skill("jumping") if c.has_skill("jumping") else 0)
        roll = success_roll(ctx, HIGH_SPEED_OBSTACLES, "DX or Jumping to clear the obstacle", skill)
        if roll.success:
            table = note(ctx, table, HIGH_SPEED_OBSTACLES, f"{c.id} clears the obstacle", obstacle="cleared")
            return after_mount_roll(ctx, table, c.id, True, "jump") if ridden(table, c) else table
        if ridden(table, c):
            return ridden_mount_misses_obstacle(ctx, table, c)
    detail = f"collision at {c.velocity} yards per second"
    c = c.add_pending(HOOK_COLLISION_DAMAGE, HIGH_SPEED_OBSTACLES, detail)
    table = note(ctx, table, HIGH_SPEED_OBSTACLES,
                 f"{c.id} runs into the obstacle at {c.velocity}: collision damage", obstacle="collision", put=c)
    if c.velocity and ctx.ruling(RULING_HIGH_SPEED_AFTER_COLLISION) == "stops":
        table = note(ctx, no_starting_velocity(table, c.id), HIGH_SPEED_OBSTACLES,
                     f"{c.id} stops against the obstacle: velocity 0", velocity=0,
                     put=c.evolve(velocity=0, high_speed=False))
    if c.kind == "vehicle" and table.riders_of(c.id):
        return vehicle_occupants(ctx, table, c.id, HIGH_SPEED_OBSTACLES, HOOK_COLLISION_DAMAGE, detail)
    return table


def ridden_mount_misses_obstacle(ctx: Context, table: GurpsTable, c: Character) -> GurpsTable:
    """A ridden mount that fails its roll to clear an obstacle (gurps.mounted.falling-off: result 12 of the
    out-of-control table), as ruling gurps.mounted.obstacle-failure reads: "result-12-instead", the fall is the
    whole of it, as for a failed hard brake or early turn; "collision-and-result-12", it hits the obstacle
    (collision damage at its velocity, taken and dealt), then falls."""
    if ctx.ruling(RULING_MOUNTED_OBSTACLE_FAILURE) == "collision-and-result-12":
        detail = f"collision at {c.velocity} yards per second"
        table = note(ctx, table, HIGH_SPEED_OBSTACLES, f"{c.id} runs into the obstacle at {c.velocity}: collision damage",
                     obstacle="collision", put=c.add_pending(HOOK_COLLISION_DAMAGE, HIGH_SPEED_OBSTACLES, detail))
    else:
        table = note(ctx, table, HIGH_SPEED_OBSTACLES, f"{c.id} fails to clear the obstacle: it falls instead",
                     obstacle="not cleared")
    return after_mount_roll(ctx, table, c.id, False, "jump")


@RULESET.action("defend-at-speed")
class DefendAtSpeed(Action):
    who: str
    defence: Literal["dodge", "retreat", "drop"]


@RULESET.handler(DefendAtSpeed)
def defend_at_speed(ctx: Context, table: GurpsTable, action: DefendAtSpeed) -> GurpsTable:
    """gurps.high-speed.defence-at-speed: dodge, but no retreat and no drop. One on a mount or vehicle at high
    speed is at its speed under ruling gurps.high-speed.carried-at-speed "carried"; under "own-movement" only his
    own speed counts."""
    c = table.get(action.who)
    if c.high_speed:
        require(action.defence == "dodge", HIGH_SPEED_DEFENCE_AT_SPEED, f"{c.id} is at high speed: he may dodge, but not {action.defence}")
    carrier = table.get(c.riding_on) if c.riding_on is not None else None
    if carrier is not None and carrier.high_speed and action.defence != "dodge":
        reading = ctx.ruling(RULING_HIGH_SPEED_CARRIED_AT_SPEED)
        require(reading != "carried", HIGH_SPEED_DEFENCE_AT_SPEED,
                f"{c.id} is on {carrier.id}, at high speed ({carrier.velocity} yards per second): he may dodge, "
                f"but not {action.defence}")
        ctx.emit(HIGH_SPEED_DEFENCE_AT_SPEED, f"{carrier.id} is at high speed, not {c.id} himself: he may {action.defence}")
    return note(ctx, table, HIGH_SPEED_DEFENCE_AT_SPEED, f"{c.id} may {action.defence}", defence=action.defence)


@RULESET.action("attack-at-speed")
class AttackAtSpeed(Action):
    distinct = ("attacker", "target")
    attacker: str
    target: str


def speed_of(ctx: Context, table: GurpsTable, c: Character) -> int | None:
    """The velocity at which ``c`` fights at high speed (gurps.high-speed.speed-modifier), None if he is not at high
    speed: his own; on a mount or vehicle at high speed, its velocity as ruling gurps.high-speed.carried-at-speed
    reads it ("carried": he is at its speed; "own-movement": only his own counts)."""
    if c.high_speed:
        return c.velocity
    carrier = table.get(c.riding_on) if c.riding_on is not None else None
    if carrier is None or not carrier.high_speed or ctx.ruling(RULING_HIGH_SPEED_CARRIED_AT_SPEED) != "carried":
        return None
    ctx.emit(HIGH_SPEED_SPEED_MODIFIER, f"{c.id} is on {carrier.id}, at high speed: he fights at its "
                                        f"{carrier.velocity} yards per second")
    return carrier.velocity


@RULESET.handler(AttackAtSpeed)
def attack_at_speed(ctx: Context, table: GurpsTable, action: AttackAtSpeed) -> GurpsTable:
    """gurps.high-speed.speed-modifier: the GM always applies the speed modifier. A fighter on a mount or vehicle at
    high speed is at its velocity under ruling gurps.high-speed.carried-at-speed "carried" (:func:`speed_of`)."""
    a, t = table.get(action.attacker), table.get(action.target)
    turn_goes_on(a, "an attack")
    speeds = [v for v in (speed_of(ctx, table, a), speed_of(ctx, table, t)) if v is not None]
    require(bool(speeds), HIGH_SPEED_SPEED_MODIFIER, "neither fighter is at high speed")
    v = max(speeds)
    t = t.add_pending(HOOK_SPEED_RANGE_MODIFIER, HIGH_SPEED_SPEED_MODIFIER, f"speed modifier for {v} yards per second")
    return note(ctx, table, HIGH_SPEED_SPEED_MODIFIER,
                f"the attack involves a fighter at {v} yards per second: the GM applies the speed modifier",
                speed_modifier="applies", put=t)


# --- tactical movement -------------------------------------------------------------------------

@RULESET.action("move-tactically-at-speed")
class MoveTacticallyAtSpeed(Action):
    who: str
    rough_yards: Whole = Field(default=0, ge=0, description="Yards of bad terrain crossed")
    extra_cost: Whole = Field(default=0, ge=0, description="Extra movement points per yard of that terrain (mud: +1)")
    decelerate: Whole = Field(default=0, ge=0, description="Deceleration chosen at the end of the turn")
    direction: Literal["forward", "sideways", "backward"] = "forward"
    obstacle_ahead: ObstacleAhead = None


@RULESET.handler(MoveTacticallyAtSpeed)
def move_tactically(ctx: Context, table: GurpsTable, action: MoveTacticallyAtSpeed) -> GurpsTable:
    """gurps.high-speed.tactical.move-points, .tactical.terrain, .tactical.combined-deceleration; the deceleration he
    chooses is at most a hard brake's (gurps.high-speed.hard-braking). "你的移动点数等于你在轮开始时的速度": the points
    are the turn's, and the yards already moved in it were paid from them; the terrain is paid from what is left, and
    the move spends them all. A loss of control it brings (the sum "超过了你的基础移动乘2", or a failed hard-braking
    roll) comes with the slowing at the turn's end ("在轮结束时"), with no movement left to tumble
    (gurps.high-speed.loss-of-control.tumble, "剩余移动力的1/4"); the velocity of its damage ("以当前速度") is read by
    ruling gurps.high-speed.terrain-loss-velocity."""
    c = table.get(action.who)
    turn_goes_on(c, "a move")
    require(c.high_speed, HIGH_SPEED_TACTICAL_MOVE_POINTS, f"{c.id} is not at high speed")
    require(action.direction == "forward", HIGH_SPEED_TACTICAL_MOVE_POINTS, f"at high speed {c.id} cannot move {action.direction}")
    not_yet_changed(c, "a tactical move")  # its terrain and chosen deceleration are the change at the turn's end
    own_turn(ctx, table, c, "a tactical move")
    points = c.velocity
    left = points - c.moved
    extra = action.rough_yards * action.extra_cost
    require(action.rough_yards + extra <= left, HIGH_SPEED_TACTICAL_MOVE_POINTS,
            f"{action.rough_yards} yards at +{action.extra_cost} cost {action.rough_yards + extra} movement points; he has "
            f"{max(left, 0)} left of his {points} ({c.moved} moved this turn) (field 'rough_yards')")
    table = note(ctx, table, HIGH_SPEED_TACTICAL_MOVE_POINTS,
                 f"{c.id} has {points} movement points (his velocity at the start of the turn)", points=points)
    if extra:
        table = note(ctx, table, HIGH_SPEED_TACTICAL_TERRAIN,
                     f"{action.rough_yards} yards of bad terrain cost {extra} extra points: velocity falls by {extra} to {c.velocity - extra}",
                     velocity=c.velocity - extra)
    bm = basic_move(ctx, c)
    chosen_deceleration(c, action.decelerate, bm)
    # his movement points are all spent, on the yards he covered and the extra the terrain cost, as a path through the
    # air counts what it cost (fly_path): a loss of control at the turn's end leaves no movement to tumble (剩余移动力).
    # The yards he covered are the points left less the terrain's extra: a yard of mud is one yard
    covered = c.yards_moved + left - extra  # a fraction only where a path through the air left one
    c = c.evolve(moved=points, yards_moved=int(covered) if covered == int(covered) else covered)
    table = table.put(c)
    return terrain_slowing_at_turn_end(ctx, table, c, extra, action.decelerate, action.obstacle_ahead, bm)


def chosen_deceleration(c: Character, decelerate: int, bm: int) -> None:
    """gurps.high-speed.hard-braking, "你可以尝试将速度降低最多基础移动×2 的量": the deceleration he chooses (主动的减速)
    is one he may choose, up to a hard brake; only the terrain's share may carry the sum past twice Basic Move into an
    automatic loss of control. A larger one is refused, naming the field."""
    require(decelerate <= 2 * bm, HIGH_SPEED_HARD_BRAKING,
            f"{c.id} may choose to slow by at most twice his Basic Move ({2 * bm}), not {decelerate} "
            "(field 'decelerate')")


def terrain_slowing_at_turn_end(ctx: Context, table: GurpsTable, c: Character, extra: int, decelerate: int,
                                obstacle_ahead: int | None, bm: int) -> GurpsTable:
    """gurps.high-speed.tactical.terrain, .tactical.combined-deceleration: at the end of the turn bad ground slows
    ``c`` by the ``extra`` movement points it cost ("会导致你在轮结束时的速度降低等于消耗的额外移动力的量"), added to the
    deceleration he chose ("将这个数值加到主动的减速数值上"): over Basic Move the hard-braking roll (its penalty as ruling
    gurps.high-speed.combined-threshold reads it), over twice Basic Move an automatic loss of control (the velocity of
    its damage as ruling gurps.high-speed.terrain-loss-velocity reads it)."""
    total = extra + decelerate
    if total > 2 * bm:
        ctx.emit(HIGH_SPEED_TACTICAL_COMBINED_DECELERATION,
                 f"terrain {extra} + chosen {decelerate} = {total} exceeds twice Basic Move ({2 * bm}): automatic loss of control")
        return lose_control(ctx, table, c.id, "deceleration", HIGH_SPEED_TACTICAL_COMBINED_DECELERATION, obstacle_ahead,
                            terrain_slowing=extra)
    if total > bm:
        ctx.emit(HIGH_SPEED_TACTICAL_COMBINED_DECELERATION,
                 f"terrain {extra} + chosen {decelerate} = {total} exceeds Basic Move {bm}: a hard-braking roll")
        if ctx.ruling(RULING_HIGH_SPEED_COMBINED_THRESHOLD) == "combined":
            decel = total
        else:
            decel = decelerate
        table = hard_brake_roll(ctx, table, c, decel, obstacle_ahead, terrain_slowing=extra)
        if table.answered("roll") not in ("success", "critical success"):
            return table
    else:
        ctx.emit(HIGH_SPEED_TACTICAL_COMBINED_DECELERATION,
                 f"terrain {extra} + chosen {decelerate} = {total}: not above Basic Move {bm}, no roll")
    if total == 0:
        return table
    return slow_down(ctx, table, table.get(c.id), total, HIGH_SPEED_TACTICAL_TERRAIN if extra else HIGH_SPEED_DECELERATION)
