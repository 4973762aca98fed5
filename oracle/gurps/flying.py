"""飞行战斗 — flying combat: moving over fighters, horizontal flyers, altitude costs, step
and retreat, diving, stalling, altitude limits, attacks and defences in the air.
Clauses ``gurps.flying.*``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import Field

from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import exact, note, sign, turn_goes_on
from oracle.gurps.high_speed import top_speed
from oracle.gurps.ids import (
    FLYING_AEROBATICS, FLYING_ALTITUDE_CHANGE, FLYING_ALTITUDE_LIMITS, FLYING_ATTACKING_GROUND, FLYING_DIVING,
    FLYING_FLYER_VERSUS_FLYER, FLYING_FLY_OVER, FLYING_HORIZONTAL, FLYING_NO_SPECIAL_PENALTIES,
    FLYING_RETREAT_OUT_OF_PLANE, FLYING_STALL, FLYING_STALL_RECOVERY, FLYING_STEP_RETREAT, FLYING_VERTICAL_RETREAT,
    HIGH_SPEED_DEFENCE_AT_SPEED, HIGH_SPEED_FLYING_SWIMMING_BASIC_MOVE, HIGH_SPEED_TACTICAL_MOVE_POINTS,
    HOOK_DIFFERENT_LEVELS, HOOK_FALLING_DAMAGE, RULING_FLYING_ALTITUDE_THRESHOLD, RULING_FLYING_DIAGONAL_COST,
    RULING_FLYING_DIVE_BONUS, RULING_FLYING_HOVER_BONUS, RULING_FLYING_STALLED_ACTS, RULING_FLYING_STALL_THRESHOLD,
)
from oracle.gurps.ruleset import RULESET
from oracle.gurps.rolls import success_roll
from oracle.gurps.state import Character, GurpsTable, Maneuver, require


def flyer(table: GurpsTable, who: str, clause: str, doing: str = "", moving: str = "") -> Character:
    """The flyer ``who`` (``clause`` refuses one who is not flying); with ``doing``, an act of his own turn, which
    one whose turn a loss of control in the air has ended may not make (:func:`~oracle.gurps.common.turn_goes_on`).

    gurps.flying.stall-recovery: with ``moving``, a move through the air, which a stalled flyer may not make
    ("你失速并开始下落...你可以通过把下落转变为俯冲来脱离失速。每轮检定一次DX-4 来脱离"): he is falling, and
    flies again only once the DX-4 roll has turned the fall into a dive."""
    c = table.get(who)
    require(c.medium == "air", clause, f"{who} is not flying")
    if doing:
        turn_goes_on(c, doing)
    if moving:
        require(not c.stalled, FLYING_STALL_RECOVERY,
                f"{who} has stalled and is falling: he cannot {moving} until a DX-4 roll turns the fall into a dive")
    return c


@RULESET.action("fly-over")
class FlyOver(Action):
    distinct = ("flyer", "over")
    flyer: str
    over: str
    ceiling_high_enough: bool = True


@RULESET.handler(FlyOver)
def fly_over(ctx: Context, table: GurpsTable, action: FlyOver) -> GurpsTable:
    """gurps.flying.fly-over."""
    flyer(table, action.flyer, FLYING_FLY_OVER, "flying over", moving=f"fly over {action.over}")
    table.get(action.over)
    require(action.ceiling_high_enough, FLYING_FLY_OVER, "the ceiling is too low to fly over anyone")
    return note(ctx, table, FLYING_FLY_OVER, f"{action.flyer} flies over {action.over}", passed="over")


@RULESET.action("fly-horizontally")
class FlyHorizontally(Action):
    flyer: str


@RULESET.handler(FlyHorizontally)
def fly_horizontally(ctx: Context, table: GurpsTable, action: FlyHorizontally) -> GurpsTable:
    """gurps.flying.horizontal: a horizontal flyer occupies two hexes."""
    c = flyer(table, action.flyer, FLYING_HORIZONTAL, "flying", moving="fly horizontally")
    return note(ctx, table, FLYING_HORIZONTAL, f"{c.id} flies horizontally and occupies two hexes", hexes=2,
                put=c.evolve(hexes=2))


@RULESET.action("fly-path")
class FlyPath(Action):
    flyer: str
    level_yards: Whole = Field(default=0, ge=0)
    vertical_yards: Whole = Field(default=0, ge=0)
    diagonal_yards: Whole = Field(default=0, ge=0, description="Yards moved both across and up or down (45 degrees)")


@RULESET.handler(FlyPath)
def fly_path(ctx: Context, table: GurpsTable, action: FlyPath) -> GurpsTable:
    """gurps.flying.altitude-change: vertical yards cost as level ones; a diagonal yard costs 1.5 ("消耗移动力": they
    are paid from his movement), and a path costing more than he has is refused: in the air his Basic Air Move
    (gurps.high-speed.flying-swimming.basic-move, "如果你在飞行，使用基本空中移动"), at high speed his velocity at the
    start of the turn (gurps.high-speed.tactical.move-points, "你的移动点数等于你在轮开始时的速度"). A path adds its
    cost to the movement points spent this turn (Character.moved), and the next path is paid from what is left, a half yard kept exact."""
    c = flyer(table, action.flyer, FLYING_ALTITUDE_CHANGE, "flying", moving="fly a path through the air")
    if ctx.ruling(RULING_FLYING_DIAGONAL_COST) == "exact":
        diag = exact(ctx.value(FLYING_ALTITUDE_CHANGE, "diagonal")) * action.diagonal_yards
    else:
        diag = Fraction(2 * action.diagonal_yards)
    cost = action.level_yards + action.vertical_yards + diag
    if c.high_speed:
        points, which = c.velocity, HIGH_SPEED_TACTICAL_MOVE_POINTS
        ctx.emit(which, f"{c.id} flies at high speed: his movement points are his velocity, {points} yards per second")
    else:
        points, which = c.base_move(), HIGH_SPEED_FLYING_SWIMMING_BASIC_MOVE
        ctx.emit(which, f"{c.id} flies: his movement is his Basic Air Move, {points}")
    left = points - c.moved  # paid from his movement: what earlier paths this turn cost is spent
    require(cost <= left, FLYING_ALTITUDE_CHANGE,
            f"{c.id}'s path of {action.level_yards} level + {action.vertical_yards} vertical + {action.diagonal_yards} "
            f"diagonal yards costs {cost}, more than the {max(left, 0)} he has left to move of {points} "
            f"({c.moved} moved this turn)")
    return note(ctx, table, FLYING_ALTITUDE_CHANGE,
                f"{c.id}: {action.level_yards} level + {action.vertical_yards} vertical + {action.diagonal_yards} diagonal yards cost {cost}",
                cost=str(cost), put=c.evolve(moved=whole_if_whole(c.moved + cost),
                                             yards_moved=whole_if_whole(c.yards_moved + action.level_yards
                                                                        + action.vertical_yards + action.diagonal_yards)))


def whole_if_whole(yards: int | Fraction) -> int | Fraction:
    """Movement points as the table keeps them (Character.moved): a whole number as an int, a fraction only where it is one."""
    return int(yards) if isinstance(yards, Fraction) and yards.denominator == 1 else yards


@RULESET.action("retreat-in-the-air")
class RetreatInTheAir(Action):
    flyer: str
    direction: Literal["away", "up", "down", "out of the plane"] = "away"
    room_to_step: bool = Field(default=True, description="There is room to move a step up or down (no ceiling or ground within a step)")


@RULESET.handler(RetreatInTheAir)
def retreat_in_the_air(ctx: Context, table: GurpsTable, action: RetreatInTheAir) -> GurpsTable:
    """gurps.flying.step-retreat, .vertical-retreat, .retreat-out-of-plane, .aerobatics is separate.

    gurps.high-speed.defence-at-speed: a flyer at high speed (高速飞行：见高速移动) may dodge but not retreat."""
    c = flyer(table, action.flyer, FLYING_STEP_RETREAT, moving="retreat in the air")
    require(not c.high_speed, HIGH_SPEED_DEFENCE_AT_SPEED,
            f"{c.id} flies at high speed ({c.velocity} yards per second, Basic Air Move {c.basic_air_move}): "
            "he may dodge, but not retreat")
    table = note(ctx, table, FLYING_STEP_RETREAT,
                 f"{c.id} retreats by a step computed from Basic Air Move {c.basic_air_move}: {c.step} yard(s)", step=c.step)
    if action.direction in ("up", "down"):
        ctx.emit(FLYING_VERTICAL_RETREAT, f"{c.id} declares a vertical retreat ({action.direction})")
    bonus = 0
    if action.direction != "away":
        ctx.emit(FLYING_RETREAT_OUT_OF_PLANE, f"{c.id} leaves the plane of the attack")
    any_retreat = ctx.ruling(RULING_FLYING_HOVER_BONUS) == "any-retreat"
    if c.can_hover() and (any_retreat or action.direction != "away"):
        # 如果他可以悬停，而且有着足够的空间让他向上或向下移动一个迈步: both conditions
        if action.room_to_step:
            bonus = 1
            ctx.emit(FLYING_RETREAT_OUT_OF_PLANE, f"{c.id} can hover and has room for a step up or down: +1 on the retreat")
        else:
            ctx.emit(FLYING_RETREAT_OUT_OF_PLANE, f"{c.id} can hover but has no room for a step up or down: no +1")
    return note(ctx, table, FLYING_RETREAT_OUT_OF_PLANE if action.direction != "away" or bonus else FLYING_STEP_RETREAT,
                f"{c.id} retreats {action.direction}", extra_bonus=bonus)


@RULESET.action("dive")
class Dive(Action):
    flyer: str
    whole_turn: bool = True


def undived(table: GurpsTable, who: str, effect: str, now: int | None) -> int | None:
    """The value ``effect`` (basic_air_move, top_speed) of ``who`` had before a dive of this turn, if he
    has dived this turn (the dive's record on the clock holds it), else ``now``."""
    for x in table.lasting:
        if x.who == who and x.effect == effect and x.clause == FLYING_DIVING:
            return x.lapsed  # type: ignore[return-value]
    return now


@RULESET.handler(Dive)
def dive(ctx: Context, table: GurpsTable, action: Dive) -> GurpsTable:
    """gurps.flying.diving: a whole-turn Move of diving gives Basic Air Move +10 and twice the top airspeed,
    for that turn (如果他花费整个轮来俯冲): both lapse when the second has passed, and are worked out from the
    flyer's own Basic Air Move and top airspeed, never from those of an earlier dive. "最大空速翻倍" doubles the top
    airspeed stated for the flyer, or with none stated the one ruling gurps.high-speed.top-speed gives (as the stall
    rule reads "你的最大空速", gurps.flying.stall), worked out from his own Basic Air Move and kept exact (a fraction
    under ruling gurps.high-speed.twenty-percent=exact); with none at all (ruling gurps.high-speed.top-speed,
    enhanced-unbounded) there is none to double, and only his Basic Air Move changes.

    gurps.flying.stall-recovery: a stalled flyer turns his fall into a dive only by the DX-4 roll."""
    c = flyer(table, action.flyer, FLYING_DIVING, "a dive")
    require(action.whole_turn, FLYING_DIVING, f"{c.id} must spend his whole turn diving (a Move manoeuvre) to dive faster")
    require(not c.stalled, FLYING_STALL_RECOVERY,
            f"{c.id} has stalled and is falling: he turns the fall into a dive only on a DX-4 roll, once per turn")
    own_bam, own_top = undived(table, c.id, "basic_air_move", c.basic_air_move), undived(table, c.id, "top_speed", c.top_speed)
    require(own_bam is not None, FLYING_DIVING, f"{c.id} needs a Basic Air Move")
    plus, times = ctx.value(FLYING_DIVING, "air-move"), ctx.value(FLYING_DIVING, "top-speed")
    # ruling gurps.flying.dive-bonus: "that-turn", the turn of the dive, from his own figures; "while-diving",
    # through the next turn too, a dive while it holds building on it
    gathering = ctx.ruling(RULING_FLYING_DIVE_BONUS) == "while-diving"
    from_bam, from_top = (c.basic_air_move, c.top_speed) if gathering else (own_bam, own_top)
    if from_top is None:  # none stated: the top airspeed the rules give him, from his Basic Air Move
        from_top = top_speed(ctx, c.evolve(basic_air_move=from_bam, top_speed=None))
    bam, top = from_bam + plus, None if from_top is None else from_top * times
    if isinstance(top, Fraction) and top.denominator == 1:
        top = int(top)  # a whole top airspeed is kept as the setups state one (Character.top_speed)
    more = 1 if gathering else 0
    table = table.lasts(c.id, "basic_air_move", FLYING_DIVING, more, own_bam).lasts(c.id, "top_speed", FLYING_DIVING, more,
                                                                                     own_top)
    doubled = (f"top airspeed {from_top} x {times} = {top}" if top is not None else
               "no top airspeed to double (ruling gurps.high-speed.top-speed, enhanced-unbounded)")
    return note(ctx, table, FLYING_DIVING,
                f"{c.id} dives this turn: Basic Air Move {from_bam}{sign(plus)} = {bam}, {doubled}"
                + (", through the next turn too" if gathering else ""),
                air_move=bam, top_airspeed="none" if top is None else top,
                put=c.evolve(basic_air_move=bam, top_speed=top))


@RULESET.action("fly-a-turn")
class FlyATurn(Action):
    flyer: str
    maneuver: Maneuver = "move"
    yards: Whole = Field(ge=0)
    own_power: bool = Field(default=True, description="He flies under his own power (not carried, towed or lifted by another force)")


@RULESET.handler(FlyATurn)
def fly_a_turn(ctx: Context, table: GurpsTable, action: FlyATurn) -> GurpsTable:
    """gurps.flying.stall: Cannot Hover and gliders must Move at least 1/4 of top airspeed each turn: the top airspeed
    stated for the flyer, or with none stated the one ruling gurps.high-speed.top-speed gives."""
    c = flyer(table, action.flyer, FLYING_STALL, "a turn of flying")
    # "你失速并开始下落...你可以通过把下落转变为俯冲来脱离失速。每轮检定一次DX-4 来脱离": a stalled flyer is falling,
    # and flies again only once that roll has turned the fall into a dive
    require(not c.stalled, FLYING_STALL_RECOVERY,
            f"{c.id} has stalled and is falling: he flies on only once a DX-4 roll turns the fall into a dive")
    if c.can_hover():
        return note(ctx, table, FLYING_STALL, f"{c.id} can hover: no minimum speed", stalled="no")
    if not action.own_power:  # 如果你依靠自身提供的动力: the minimum speed binds only a flyer under his own power
        return note(ctx, table, FLYING_STALL, f"{c.id} is not flying under his own power: no minimum speed", stalled="no")
    top = top_speed(ctx, c)  # "你的最大空速": the one stated, or with none stated ruling gurps.high-speed.top-speed's
    require(top is not None, FLYING_STALL, f"{c.id} has Enhanced Move and no top airspeed: there is no quarter of it to "
                                           "move (ruling gurps.high-speed.top-speed, enhanced-unbounded)")
    quarter = top * exact(ctx.value(FLYING_STALL, "least"))
    inclusive = ctx.ruling(RULING_FLYING_STALL_THRESHOLD) == "inclusive"
    fast_enough = action.yards >= quarter if inclusive else action.yards > quarter
    if action.maneuver in ("move", "move-and-attack") and fast_enough:
        return note(ctx, table, FLYING_STALL, f"{c.id} moves {action.yards} yards (1/4 of top airspeed is {quarter}): he flies on", stalled="no")
    c = c.evolve(stalled=True).add_pending(HOOK_FALLING_DAMAGE, FLYING_STALL, "falling after a stall")
    return note(ctx, table, FLYING_STALL,
                f"{c.id} ({action.maneuver}, {action.yards} yards, needs {quarter}) stalls and begins to fall", stalled="yes", put=c)


@RULESET.action("recover-from-stall")
class RecoverFromStall(Action):
    flyer: str


@RULESET.handler(RecoverFromStall)
def recover_from_stall(ctx: Context, table: GurpsTable, action: RecoverFromStall) -> GurpsTable:
    """gurps.flying.stall-recovery: turn the fall into a dive on DX-4, once per turn ("每轮检定一次DX-4"): a second
    roll in the same turn is refused; the next turn (the next second) he may roll again."""
    c = table.get(action.flyer)
    turn_goes_on(c, "the roll to pull out of the stall")
    require(c.stalled, FLYING_STALL_RECOVERY, f"{c.id} is not stalled")
    require(not c.stall_roll_made, FLYING_STALL_RECOVERY,
            f"{c.id} has rolled DX-4 to pull out of the stall this turn already: one roll per turn")
    dx = ctx.value(FLYING_STALL_RECOVERY, "dx")
    roll = success_roll(ctx, FLYING_STALL_RECOVERY, f"DX{sign(dx)} to turn the fall into a dive", c.dx + dx)
    table = table.lasts(c.id, "stall_roll_made", FLYING_STALL_RECOVERY, 0, False)
    c = c.evolve(stall_roll_made=True)
    if roll.success:
        c = c.evolve(stalled=False)
        return note(ctx, table, FLYING_STALL_RECOVERY, f"{c.id} pulls the fall into a dive: no longer stalled", stalled="no", put=c)
    return note(ctx, table, FLYING_STALL_RECOVERY, f"{c.id} is still falling", stalled="yes", put=c)


@RULESET.action("climb-to")
class ClimbTo(Action):
    flyer: str
    feet: Whole = Field(ge=0)
    world: Literal["Earth", "trace atmosphere", "vacuum"] = "Earth"
    wings: bool = False
    protected: bool = False


@RULESET.handler(ClimbTo)
def climb_to(ctx: Context, table: GurpsTable, action: ClimbTo) -> GurpsTable:
    """gurps.flying.altitude-limits."""
    c = flyer(table, action.flyer, FLYING_ALTITUDE_LIMITS, "a climb", moving=f"climb to {action.feet} feet")
    if action.wings:
        require(action.world == "Earth", FLYING_ALTITUDE_LIMITS, f"wings cannot fly in {action.world}")
    if action.world != "Earth":
        return note(ctx, table, FLYING_ALTITUDE_LIMITS, f"{action.world}: see the pressure rules", breathing="see pressure")
    if action.protected:
        state = "normal"
    else:
        # "6000英尺以上", "20000 英尺以上": whether a height exactly at the number is 以上 is ruling
        # gurps.flying.altitude-threshold ("above": past it; "at-or-above": from it on)
        inclusive = ctx.ruling(RULING_FLYING_ALTITUDE_THRESHOLD) == "at-or-above"

        def past(feet: int) -> bool:
            return action.feet >= feet if inclusive else action.feet > feet

        if past(ctx.value(FLYING_ALTITUDE_LIMITS, "oxygen")):
            state = "needs oxygen"
        elif past(ctx.value(FLYING_ALTITUDE_LIMITS, "laboured")):
            state = "laboured"
        else:
            state = "normal"
    return note(ctx, table, FLYING_ALTITUDE_LIMITS, f"{c.id} at {action.feet} feet on Earth: breathing {state}", breathing=state)


@RULESET.action("attack-in-the-air")
class AttackInTheAir(Action):
    distinct = ("attacker", "target")
    attacker: str
    target: str


@RULESET.handler(AttackInTheAir)
def attack_in_the_air(ctx: Context, table: GurpsTable, action: AttackInTheAir) -> GurpsTable:
    """gurps.flying.no-special-penalties, .attacking-ground, .flyer-versus-flyer; a stalled attacker as ruling
    gurps.flying.stalled-acts reads it."""
    a = flyer(table, action.attacker, FLYING_NO_SPECIAL_PENALTIES, "an attack")
    if a.stalled:  # falling, not flying: ruling gurps.flying.stalled-acts
        require(ctx.ruling(RULING_FLYING_STALLED_ACTS) != "neither", FLYING_STALL_RECOVERY,
                f"{a.id} has stalled and is falling: he cannot attack from the air until a DX-4 roll turns the fall "
                "into a dive")
    t = table.get(action.target)
    table = note(ctx, table, FLYING_NO_SPECIAL_PENALTIES, f"{a.id} attacks from the air with no special penalty", modifier=0)
    if t.medium == "air":
        return note(ctx, table, FLYING_FLYER_VERSUS_FLYER,
                    f"{a.id} and {t.id} both fly: their height difference is ignored", levels="ignored")
    t = t.add_pending(HOOK_DIFFERENT_LEVELS, FLYING_ATTACKING_GROUND, f"{a.id} attacks from above; reach matters")
    return note(ctx, table, FLYING_ATTACKING_GROUND,
                f"{a.id} attacks {t.id} on the ground: combat at different levels, weapon reach matters", levels="different", put=t)


@RULESET.action("acrobatic-dodge-in-the-air")
class AcrobaticDodgeInTheAir(Action):
    flyer: str


@RULESET.handler(AcrobaticDodgeInTheAir)
def acrobatic_dodge(ctx: Context, table: GurpsTable, action: AcrobaticDodgeInTheAir) -> GurpsTable:
    """gurps.flying.aerobatics: an acrobatic dodge in the air rolls Aerobatics; a stalled flyer's as ruling
    gurps.flying.stalled-acts reads it."""
    c = flyer(table, action.flyer, FLYING_AEROBATICS)
    if c.stalled:  # falling, not flying: ruling gurps.flying.stalled-acts
        require(ctx.ruling(RULING_FLYING_STALLED_ACTS) == "attack-and-dodge", FLYING_STALL_RECOVERY,
                f"{c.id} has stalled and is falling: he cannot dodge acrobatically in the air until a DX-4 roll turns "
                "the fall into a dive")
    roll = success_roll(ctx, FLYING_AEROBATICS, "Aerobatics for an acrobatic dodge", c.skill("aerobatics"))
    return note(ctx, table, FLYING_AEROBATICS, f"{c.id} rolls Aerobatics {c.skill('aerobatics')}: {roll.word}",
                roll=roll.word)
