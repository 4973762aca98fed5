"""坐骑失控表 — the mount out-of-control table: 2d, results 2 to 12.

``gurps.mount-out-of-control.roll`` (roll 2d on total loss of control),
``.direct`` (a thrown rider or a falling mount takes its row without a roll) and one
clause per row ``.table.2`` ... ``.table.12``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from pydantic import Field

from oracle.core.dice import from_weights
from oracle.core.errors import SetupError
from oracle.core.ids import ClauseId
from oracle.gurps.ids import (
    HIGH_SPEED_DECELERATION, HIGH_SPEED_LEAVING, HOOK_THRUST_DAMAGE, MOUNT_OUT_OF_CONTROL_DIRECT,
    MOUNT_OUT_OF_CONTROL_ROLL, MOUNT_OUT_OF_CONTROL_TABLE_10, MOUNT_OUT_OF_CONTROL_TABLE_11,
    MOUNT_OUT_OF_CONTROL_TABLE_12, MOUNT_OUT_OF_CONTROL_TABLE_2, MOUNT_OUT_OF_CONTROL_TABLE_3,
    MOUNT_OUT_OF_CONTROL_TABLE_4, MOUNT_OUT_OF_CONTROL_TABLE_5, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
    MOUNT_OUT_OF_CONTROL_TABLE_8_9, RULING_MOUNT_OUT_OF_CONTROL_CONTROL_AFTER_ROW,
    RULING_MOUNT_OUT_OF_CONTROL_EXHAUSTED_SPEED, RULING_MOUNT_OUT_OF_CONTROL_FALLEN_MOUNT,
    RULING_MOUNT_OUT_OF_CONTROL_FALL_HEIGHT, RULING_MOUNT_OUT_OF_CONTROL_JUMP_CLEAR_WITHOUT_RIDING,
    RULING_MOUNT_OUT_OF_CONTROL_PASSENGER_ROWS, RULING_MOUNT_OUT_OF_CONTROL_RECALL_RETRY,
    RULING_MOUNT_OUT_OF_CONTROL_REROLL, RULING_MOUNT_OUT_OF_CONTROL_SADDLE_TIME,
    RULING_MOUNT_OUT_OF_CONTROL_SEEMS_CALM, RULING_MOUNT_OUT_OF_CONTROL_SKILL_NOT_ON_SHEET,
)
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import a_mount, leave_when_turn_ends, no_starting_velocity, note, rider_and_mount
from oracle.gurps.riding import best_of, everyone_rolls, fall_off, riding_passed, seated, stay_on_passed
from oracle.gurps.rolls import dice_total, success_passed
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable, require, rows_got

ROWS = {2: MOUNT_OUT_OF_CONTROL_TABLE_2, 3: MOUNT_OUT_OF_CONTROL_TABLE_3, 4: MOUNT_OUT_OF_CONTROL_TABLE_4,
        5: MOUNT_OUT_OF_CONTROL_TABLE_5, 6: MOUNT_OUT_OF_CONTROL_TABLE_6_7, 7: MOUNT_OUT_OF_CONTROL_TABLE_6_7,
        8: MOUNT_OUT_OF_CONTROL_TABLE_8_9, 9: MOUNT_OUT_OF_CONTROL_TABLE_8_9, 10: MOUNT_OUT_OF_CONTROL_TABLE_10,
        11: MOUNT_OUT_OF_CONTROL_TABLE_11, 12: MOUNT_OUT_OF_CONTROL_TABLE_12}
"""The clause of each row of the out-of-control table, by the 2d total."""
THROWN, MOUNT_FALLS = 2, 12
"""The rows a thrown rider and a falling mount take without a roll (gurps.mount-out-of-control.direct): "2-你被从
坐骑上甩飞了", "12-坐骑摔倒了"."""
TABLE = dice_total(2, MOUNT_OUT_OF_CONTROL_ROLL, "2d on the out-of-control table")
# After a 4, "roll again" until the result is not 4 (ruling .reroll = repeat): the final
# result is 2d conditioned on "not 4", i.e. each weight p/36 becomes p/33.
AGAIN = from_weights("2d rolled again on the out-of-control table",
                     tuple((t, p / (1 - Fraction(3, 36))) for t, p in TABLE.outcomes if t != 4), MOUNT_OUT_OF_CONTROL_TABLE_4)


def exhausted_pace(ctx: Context, c: Character, speed: int, doing: str) -> None:
    """gurps.mount-out-of-control.table.6-7: an exhausted mount will not move faster than a slow walk (Move 2):
    ``doing`` at ``speed`` yards per second above that is refused."""
    if c.exhausted:
        slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
        require(speed <= slowest, MOUNT_OUT_OF_CONTROL_TABLE_6_7,
                f"{c.id} is exhausted: it will not move faster than a slow walk (Move {slowest}), not {doing} at {speed}")


def down(ctx: Context, c: Character, doing: str) -> None:
    """gurps.mount-out-of-control.table.12, "坐骑摔倒了！...失败则摔折一条腿": a mount that fell is refused
    ``doing`` (being mounted, moving at any pace, speeding up, attacking, carrying a charge) as ruling
    gurps.mount-out-of-control.fallen-mount reads: "stays-down", for the rest of the encounter; "rises-if-sound",
    only if it broke a leg."""
    if not c.fallen:
        return
    if c.broken_leg:
        require(False, MOUNT_OUT_OF_CONTROL_TABLE_12, f"{c.id} fell and broke a leg: it is down, and will not {doing}")
    require(ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_FALLEN_MOUNT) != "stays-down", MOUNT_OUT_OF_CONTROL_TABLE_12,
            f"{c.id} has fallen: it is down for the rest of the encounter, and will not {doing}")
    ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_12, f"{c.id} fell, but its legs are sound: it is on its feet again")


def exhausted_speed(ctx: Context, m: Character, turn_over: bool = True) -> dict[str, Any]:
    """gurps.mount-out-of-control.table.6-7: the exhausted mount "不会...以超过缓慢步行的速度(移动力2)移动": one
    moving faster comes down to Move 2, as ruling gurps.mount-out-of-control.exhausted-speed reads how: "at-once",
    its velocity falls to Move 2 now, with no roll, and it leaves high speed at once at or below its Basic Move;
    "safe-deceleration", it sheds its Basic Move now (gurps.high-speed.deceleration), not below Move 2, and later
    turns the rest. A deceleration of the high-speed rules that leaves it at or below its Basic Move takes it out of
    high speed when its turn is over (gurps.high-speed.leaving, "在你的轮结束时"): ``turn_over``, at a new second,
    where the turn it slowed in is over, at once; otherwise the caller records the leaving
    (:func:`oracle.gurps.common.leave_when_turn_ends`) and the changes keep it at high speed. The mount's changes
    (none for one at Move 2 or less)."""
    slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
    if m.velocity <= slowest:
        return {}
    bm = m.base_move()
    if ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_EXHAUSTED_SPEED) == "at-once":
        v = slowest
        ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_6_7,
                 f"{m.id} will not move faster than Move {slowest}: from {m.velocity} yards per second it drops to {v} at once")
    else:
        v = max(slowest, m.velocity - bm)
        ctx.emit(HIGH_SPEED_DECELERATION, f"{m.id} will not move faster than Move {slowest}: it slows at the safe rate, "
                 f"by its Basic Move {bm}, from {m.velocity} to {v}")
        if not turn_over and m.high_speed:
            return {"velocity": v}
    if m.high_speed and v <= bm:
        ctx.emit(HIGH_SPEED_LEAVING, f"{m.id} at {v}, not above Basic Move {bm}: it leaves high speed")
    return {"velocity": v, "high_speed": v > bm}


def exhausted_and_moving(table: GurpsTable) -> bool:
    """Whether an exhausted mount on the table is moving: only such a one may be going faster than its row allows."""
    return any(c.exhausted and c.velocity for c in table.characters)


@RULESET.prepared(when=exhausted_and_moving)
def exhausted_no_faster(ctx: Context, table: GurpsTable) -> GurpsTable:
    """Before any action: gurps.mount-out-of-control.table.6-7, "不会...以超过缓慢步行的速度(移动力2)移动", binds an
    exhausted mount however it came to be exhausted (its row in play, or a table set up so). Under ruling
    gurps.mount-out-of-control.exhausted-speed "at-once" one faster than Move 2 is at Move 2 when the action
    begins, as the row leaves it; under "safe-deceleration" it is slowing, and sheds its Basic Move as each
    second begins (:func:`shed_exhausted_speed`), as after the row."""
    slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
    fast = [c for c in table.characters if c.exhausted and c.velocity > slowest]
    if not fast or ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_EXHAUSTED_SPEED) != "at-once":
        return table
    for m in fast:
        table = table.put(m.evolve(**exhausted_speed(ctx, m)))
    return table


def shed_exhausted_speed(ctx: Context, table: GurpsTable, seconds: int) -> GurpsTable:
    """``seconds`` new seconds begin: an exhausted mount still faster than Move 2 (ruling
    gurps.mount-out-of-control.exhausted-speed "safe-deceleration": "later turns shed the rest") sheds its Basic
    Move in each, not below Move 2 (:func:`exhausted_speed`)."""
    if not exhausted_and_moving(table):
        return table
    slowest = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_6_7, "move")
    for c in table.characters:
        if c.exhausted and c.velocity > slowest:
            m = c
            for _ in range(seconds):
                if m.velocity <= slowest:
                    break
                m = m.evolve(**exhausted_speed(ctx, m))
            table = table.put(m)
    return table


def clause_for(result: int) -> ClauseId:
    return ROWS[result]


def recall(ctx: Context, table: GurpsTable, rider_id: str, clause: str) -> GurpsTable:
    """Animal Handling-3 to call the mount back; the roll a merge point (``ctx.step``): exact mode sees
    two outcomes (called back or not) instead of sixteen 3d6 totals.  A rider who cannot try rolls
    nothing, so that is said here, with no merge point."""
    r = table.get(rider_id)
    if not r.conscious:  # 如果你还有意识: only a rider still conscious may try
        return note(ctx, table, clause, f"{rider_id} is unconscious: he cannot call his mount back", recalled="no")
    if not r.has_skill("animal-handling"):
        not_on_sheet(ctx, rider_id, clause, "Animal Handling", "to call his mount back")
        return note(ctx, table, clause, f"{rider_id} has no Animal Handling skill to call his mount back", recalled="no")
    return ctx.step(_recall, table, rider_id, clause)


def not_on_sheet(ctx: Context, rider_id: str, clause: str, skills: str, what: str) -> str:
    """A roll of result 2 or 3 against a skill the rider does not have on his sheet, for which the excerpt gives no
    default (ruling gurps.mount-out-of-control.skill-not-on-sheet): "no-roll", none is made; "refused", the roll is
    refused until the setup gives him a level; "dx-default", Jumping at DX (the reading returned for the caller)."""
    reading = ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_SKILL_NOT_ON_SHEET)
    require(reading != "refused", clause,
            f"{rider_id} has no {skills} on his sheet to roll {what}: the setup must give him a level")
    return reading


def _recall(ctx: Context, table: GurpsTable, rider_id: str, clause: str) -> GurpsTable:
    r = table.get(rider_id)
    modifier = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_2, "recall-modifier")  # result 3: "其他同2", the same roll
    called = success_passed(ctx, clause, f"Animal Handling{modifier:+d} to call the mount back",
                            r.skill("animal-handling") + modifier)
    r = r.evolve(recalled_mount=called)
    return note(ctx, table, clause,
                f"{rider_id} " + ("calls his mount back" if called else "fails to call his mount back; he may retry every 5 minutes"),
                recalled="yes" if called else "no", put=r)


def fall_height(ctx: Context, table: GurpsTable, mount_id: str, usual: int) -> int:
    """3 yards from a usual mount; an unusually tall or short one states its own (ruling .fall-height)."""
    m = table.get(mount_id)
    if ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_FALL_HEIGHT) == "gm" and m.fall_height is None:
        raise SetupError(f"{mount_id}: the GM must state the height of the fall")
    return m.fall_height or usual


def result_2(ctx: Context, table: GurpsTable, rider_id: str, mount: Character) -> GurpsTable:
    clause = MOUNT_OUT_OF_CONTROL_TABLE_2
    table = fall_off(ctx, table, rider_id, clause, yards=fall_height(ctx, table, mount.id, ctx.value(clause, "fall")))
    return recall(ctx, table, rider_id, clause)


def result_3(ctx: Context, table: GurpsTable, rider_id: str, mount: Character,
             clause: str = MOUNT_OUT_OF_CONTROL_TABLE_3) -> GurpsTable:
    # result 3 names its own 2 yards; a stated fall height adjusts only 2's 3 yards (ruling .fall-height)
    table = fall_off(ctx, table, rider_id, clause, yards=ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_3, "fall"))
    r = table.get(rider_id)
    if r.has_skill("jumping") or r.has_skill("acrobatics"):  # a roll: a merge point, lands well or not
        table = ctx.step(_land, table, rider_id, clause)
    elif not_on_sheet(ctx, rider_id, clause, "Jumping or Acrobatics", "to land without damage") == "dx-default":
        table = ctx.step(_land, table, rider_id, clause)
    else:
        ctx.emit(clause, f"{rider_id} has neither Jumping nor Acrobatics on his sheet: no roll, the fall's damage stands")
    if ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_RECALL_RETRY) == "as-two":
        table = recall(ctx, table, rider_id, clause)
    return table


def _land(ctx: Context, table: GurpsTable, rider_id: str, clause: str) -> GurpsTable:
    """Result 3: Jumping or Acrobatics to land without damage, for a rider who has either."""
    r = table.get(rider_id)
    # a rider with neither skill lands here only under ruling skill-not-on-sheet "dx-default": Jumping at DX
    name, level = best_of(r, "jumping", "acrobatics") if r.has_skill("jumping") or r.has_skill("acrobatics") \
        else ("Jumping at its DX default", r.dx)
    if success_passed(ctx, clause, f"{name} to land without damage", level):
        r = r.evolve(pending=r.pending[:-1])
        table = note(ctx, table, clause, f"{rider_id} lands well: no falling damage", landed="unhurt", put=r)
    return table


def apply_result(ctx: Context, table: GurpsTable, rider_id: str, result: int, alone: bool = False) -> GurpsTable:
    """Apply one row of the table to a rider and his mount. ``alone``: the row befalls only this rider (a
    thrown rider, gurps.mount-out-of-control.direct), whatever ruling gurps.mount-out-of-control.passenger-rows
    says of the one who rides with him."""
    c = clause_for(result)
    r, m = rider_and_mount(table, rider_id, c)
    others = [] if alone else [c.id for c in seated(table, m.id) if c.id != rider_id]
    results = rows_got(m.table_results + (result,))  # the rows got, each once: a row that comes again changes nothing there
    row = _mount_row(result, m)
    if row is not None:  # a row that changes only the mount: the result and the row said, the mount and table copied once
        message, changes, answers = row
        ctx.emit(c, f"out-of-control result {result}", result=result)
        ctx.emit(c, message, **answers)
        changes = {**changes, **control_after(ctx, m.id, result)}
        speed = {}
        if changes.get("exhausted") and m.velocity:  # an exhausted mount that was moving: no faster than Move 2
            speed = exhausted_speed(ctx, m, turn_over=False)
            changes = {**changes, **speed}
            answers = {**answers, "velocity": speed["velocity"]} if speed else answers
        if changes.get("exhausted"):  # no faster than Move 2: it gains no velocity chosen for its next turn
            table = no_starting_velocity(table, m.id)
        m = m.evolve(table_results=results, **changes)
        table = table.put_answering(m, {"result": result, **answers})
        if speed and m.high_speed and m.velocity <= m.base_move():  # slowed at the safe rate: out at its turn's end
            table = leave_when_turn_ends(ctx, table, m, m.base_move())
        return table
    m = m.evolve(table_results=results)
    table = note(ctx, table, c, f"out-of-control result {result}", result=result, put=m)
    if result in (2, 3):
        return thrown_together(ctx, table, rider_id, m, others, c, result)
    if result == 4:
        dropping = [rider_id]
        if others and ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_PASSENGER_ROWS) == "every-rider":
            dropping += others
        elif others:
            ctx.emit(c, f"the row is {rider_id}'s: {', '.join(others)} keeps what he holds")
        for who in dropping:
            r = table.get(who)
            r = r.evolve(dropped=r.dropped + r.holding, holding=())
            table = note(ctx, table, c, f"{who} drops what he holds" + ("; roll again" if who == dropping[-1] else ""),
                         dropped="yes", put=r)
        if ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_REROLL) == "repeat":
            if ctx.exact:
                # the roll again and its row, the row's last act, as a merge point (``ctx.tail``): what came
                # before it (the table reached, the 4 applied) is worked out once, not once per face of it
                return ctx.tail(_rolled_again, table, rider_id)
            again = ctx.roll(TABLE)
            while again == 4:
                ctx.emit(c, "4 again: roll again")
                again = ctx.roll(TABLE)
        else:
            again = ctx.roll(TABLE)
            if again == 4:
                table = note(ctx, table, c, "a second 4 has no further effect", result=4)
                return table.put(table.get(m.id).evolve(**control_after(ctx, m.id, 4)))
        return apply_result(ctx, table, rider_id, again)
    if result == 11:  # with no saddle (a saddle that slips is a row of the mount's)
        ctx.emit(c, f"{m.id} has no saddle: treat as result 3")
        return thrown_together(ctx, table, rider_id, m, others, c, 3)
    # 12: the mount falls
    table = ctx.step(mount_falls, table, m.id, c)  # a merge point: a broken leg or not
    return ctx.tail(riders_in_the_fall, table, rider_id, m.id)


def _unseated(ctx: Context, table: GurpsTable, rider_id: str, m: Character, clause: str, row: int) -> GurpsTable:
    """Row 2 (thrown) or 3 (falls off, under ``clause``: 3's own, or 11's read as 3) for one rider."""
    if row == 2:
        return result_2(ctx, table, rider_id, m)
    return result_3(ctx, table, rider_id, m, clause=clause)


def thrown_together(ctx: Context, table: GurpsTable, rider_id: str, m: Character, others: list[str], clause: str,
                    row: int) -> GurpsTable:
    """Rows 2 and 3 (11 read as 3): "你被从坐骑上甩飞了", "你失手跌落了", for the rider who lost control, then for
    ``others``, those who ride with him, under ruling gurps.mount-out-of-control.passenger-rows: "you-only"
    they stay on; "every-rider" the row befalls each of them too; "passenger-holds-on" each makes his roll to
    avoid falling (gurps.mounted-defence.multiple-riders.passenger) as things stood before the rider came off
    (``at``), and the row befalls him if he fails it."""
    at = table
    table = _unseated(ctx, table, rider_id, m, clause, row)
    if not others:
        return table
    reading = ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_PASSENGER_ROWS)
    for who in others:
        if reading == "you-only":
            ctx.emit(clause, f"the row is {rider_id}'s: {who} stays on {m.id}")
        elif reading == "every-rider" or not ctx.step(_holds_on_behind, at, who, clause, f"as {rider_id} comes off"):
            table = _unseated(ctx, table, who, m, clause, row)
        else:
            table = note(ctx, table, clause, f"{who} holds on as {rider_id} comes off", fell="no")
    return table


def _holds_on_behind(ctx: Context, table: GurpsTable, rider_id: str, clause: str, why: str) -> bool:
    """A passenger's roll to avoid falling, the controller's skill or his own ST at -3 (a merge point)."""
    return stay_on_passed(ctx, table, rider_id, clause, why, behind=True)


def control_after(ctx: Context, mount_id: str, result: int) -> dict[str, Any]:
    """Whether the mount obeys after its row, for a rider still on it (the total loss left it neither obeying nor
    frightened: :func:`roll_on_table`). 8-9 "坐骑看起来平静下来了，但是实际上变得神经过敏了" says the mount seems to
    calm down, not that the rider has control again: ruling gurps.mount-out-of-control.seems-calm. "calms": it obeys
    again; "still-frightened": it does not obey, as a frightened mount whose rider may regain control
    (gurps.mounted.frightened.control). The other rows that leave the rider on (5, 6-7, 10, 11 with a saddle, a 4
    with nothing after it) say nothing of it: ruling gurps.mount-out-of-control.control-after-row. "wholly-out": it
    stays wholly out of control; "regain-as-frightened": it does not obey, as a frightened mount; "only-runners": a
    charging (5) or bolting (10) mount as "regain-as-frightened", the others obey."""
    if result in (8, 9):
        if ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_SEEMS_CALM) == "calms":
            ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_8_9, f"{mount_id} seems to calm down: it obeys its rider again")
            return {"obeys": True, "frightened": False}
        ctx.emit(MOUNT_OUT_OF_CONTROL_TABLE_8_9, f"{mount_id} only seems to calm down: it does not obey; its rider "
                 "may fight to regain control as of a frightened mount")
        return {"frightened": True}
    reading = ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_CONTROL_AFTER_ROW)
    if reading == "wholly-out":
        ctx.emit(clause_for(result), f"{mount_id} stays wholly out of control")
        return {}
    if reading == "only-runners" and result not in (5, 10):
        ctx.emit(clause_for(result), f"{mount_id} obeys its rider again")
        return {"obeys": True, "frightened": False}
    ctx.emit(clause_for(result), f"{mount_id} does not obey: its rider may fight to regain control as of a frightened mount")
    return {"frightened": True}


def _mount_row(result: int, m: Character) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
    """A row that changes only the mount (5 to 10, and 11 with a saddle): what it says, the mount's changes
    and the answers it gives; None for the others."""
    if result == 5:
        return f"{m.id} charges straight at the enemy", {"rushing": "at the enemy"}, {"rushing": "at the enemy"}
    if result in (6, 7):
        return (f"{m.id} is exhausted: it will not fight or move faster than Move 2 until it has rested for hours",
                {"exhausted": True}, {"exhausted": "yes"})
    if result in (8, 9):
        nervous = m.nervous + 1
        return (f"{m.id} is skittish: Riding -{nervous} for the rest of the encounter", {"nervous": nervous},
                {"nervous": nervous})
    if result == 10:
        return f"{m.id} bolts away from the enemy", {"rushing": "away from the enemy"}, {"rushing": "away from the enemy"}
    if result == 11 and m.saddle:
        return (f"{m.id}'s saddle slips: Riding and mounted attacks -3 until re-cinched (dismount, 4d seconds)",
                {"saddle_slipped": True}, {"saddle": "slipped"})
    return None


def _rolled_again(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """Result 4 read as "roll again until it is not 4" (exact mode): the 2d rolled again, then its row."""
    return apply_result(ctx, table, rider_id, ctx.roll(AGAIN))


def mount_falls(ctx: Context, table: GurpsTable, mount_id: str, c: str) -> GurpsTable:
    """Result 12, the mount's part: DX+1 or it breaks a leg."""
    m = table.get(mount_id)
    bonus = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_12, "mount-dx")
    # DX is read only as passed or failed: an inline merge point, two outcomes instead of sixteen totals
    stands = success_passed(ctx, c, f"{m.id}'s DX{bonus:+d} as it falls", m.dx + bonus)
    m = m.evolve(fallen=True, broken_leg=not stands, velocity=0, high_speed=False)
    table = no_starting_velocity(table, m.id)  # down, it gains no velocity chosen for its next turn
    return note(ctx, table, c, f"{m.id} falls" + ("" if stands else " and breaks a leg"),
                broken_leg="yes" if not stands else "no", put=m)


def _rolls_riding(ctx: Context, table: GurpsTable, rider_id: str, clause: str, why: str, modifier: int) -> bool:
    return riding_passed(ctx, table, rider_id, clause, why, modifier=modifier)


def _stays_on(ctx: Context, table: GurpsTable, rider_id: str, clause: str, why: str, modifier: int) -> bool:
    """A roll to avoid falling off: Riding, or a passenger's roll (gurps.mounted-defence.multiple-riders.passenger)."""
    return stay_on_passed(ctx, table, rider_id, clause, why, modifier=modifier)


def riders_in_the_fall(ctx: Context, table: GurpsTable, rider_id: str, mount_id: str) -> GurpsTable:
    """Result 12 for those on the mount: each rider's part (ruling gurps.mounted-defence.passenger-rides-along),
    the controller first; every roll is made as things stood when the mount fell (``at``), so the controller
    still carries his passenger (-1) and the passenger still has the controller's skill to roll against."""
    at = table
    for who in everyone_rolls(ctx, at, mount_id, rider_id):
        table = rider_in_the_fall(ctx, table, who, mount_id, at)
    return table


def rider_in_the_fall(ctx: Context, table: GurpsTable, rider_id: str, mount_id: str, at: GurpsTable) -> GurpsTable:
    """Result 12, the rider's part: Riding-2 to stay on, then Riding at -encumbrance to jump clear. The first
    is a roll to avoid falling off, which a passenger makes against the controller's skill or his own ST at -3
    (gurps.mounted-defence.multiple-riders.passenger); the second is to jump clear, not to stay on, and is
    his own Riding (a rider with none on his sheet: :func:`jump_clear_without_riding`)."""
    c = MOUNT_OUT_OF_CONTROL_TABLE_12
    # both Riding rolls are merge points (passed or not): 2 x 2 paths instead of 16 x 16 totals
    if not ctx.step(_stays_on, at, rider_id, c, "as the mount falls", ctx.value(c, "riding")):
        return fall_off(ctx, table, rider_id, c, yards=fall_height(ctx, table, mount_id, ctx.value(c, "fall")))
    m = table.get(mount_id)
    enc = table.get(rider_id).encumbrance
    if not table.get(rider_id).has_skill("riding"):
        return jump_clear_without_riding(ctx, table, rider_id, m, at, enc)
    if ctx.step(_rolls_riding, at, rider_id, c, "to jump clear of the falling mount", -enc):
        return jumps_clear(ctx, table, rider_id, m)
    return pinned_under(ctx, table, rider_id, m)


def jump_clear_without_riding(ctx: Context, table: GurpsTable, rider_id: str, m: Character, at: GurpsTable,
                              enc: int) -> GurpsTable:
    """Result 12's roll to jump clear (再进行一次骑术检定，减值等于他的负重程度) for a rider with no Riding on his
    sheet, for which the excerpt gives no default (ruling gurps.mount-out-of-control.jump-clear-without-riding):
    "cannot-jump-clear", no roll, and the mount lands on him; "passenger-roll", a passenger rolls the
    controller's skill or his own ST at -3 (gurps.mounted-defence.multiple-riders.passenger) and at
    -encumbrance, a rider in control cannot jump clear; "refused", the setup must give him Riding."""
    c = MOUNT_OUT_OF_CONTROL_TABLE_12
    r = table.get(rider_id)
    reading = ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_JUMP_CLEAR_WITHOUT_RIDING)
    require(reading != "refused", c,
            f"{rider_id} has no Riding on his sheet to roll Riding (at -{enc} for his encumbrance) to jump clear "
            f"of the falling {m.id}: the setup must give him a Riding level")
    if reading == "passenger-roll" and r.seat == "passenger":
        if ctx.step(_jumps_clear_behind, at, rider_id, c, -enc):
            return jumps_clear(ctx, table, rider_id, m)
        return pinned_under(ctx, table, rider_id, m)
    ctx.emit(c, f"{rider_id} has no Riding on his sheet: he cannot roll to jump clear of {m.id}")
    return pinned_under(ctx, table, rider_id, m)


def _jumps_clear_behind(ctx: Context, table: GurpsTable, rider_id: str, clause: str, modifier: int) -> bool:
    """A passenger's roll on the mount (the controller's skill or his own ST, at -3) to jump clear."""
    return stay_on_passed(ctx, table, rider_id, clause, "to jump clear of the falling mount", modifier=modifier,
                          behind=True)


def jumps_clear(ctx: Context, table: GurpsTable, rider_id: str, m: Character) -> GurpsTable:
    """Result 12: a rider who jumps clear of the falling mount fares as result 3."""
    c = MOUNT_OUT_OF_CONTROL_TABLE_12
    ctx.emit(c, f"{rider_id} jumps clear: as result 3")
    return result_3(ctx, table, rider_id, m, clause=c)


def pinned_under(ctx: Context, table: GurpsTable, rider_id: str, m: Character) -> GurpsTable:
    """Result 12: the mount lands on a rider who did not jump clear: thr cr for its ST plus a 2-yard fall."""
    c = MOUNT_OUT_OF_CONTROL_TABLE_12
    pinned = ctx.value(c, "pinned-fall")
    table = fall_off(ctx, table, rider_id, c, yards=pinned)
    r = table.get(rider_id).add_pending(HOOK_THRUST_DAMAGE, c, f"thrust crushing damage for ST {m.st}")
    return note(ctx, table, c, f"{m.id} lands on {rider_id}: thr cr damage for ST {m.st} plus a {pinned:g}-yard fall",
                pinned="yes", put=r)


def roll_on_table(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """gurps.mount-out-of-control.roll: "如果你对于坐骑彻底失去控制，投2d": whoever sends a rider to the
    table has lost all control of his mount, so the mount is left wholly out of control (neither
    obeying nor merely frightened) before its row applies; every path that rolls here shares this. Whether it
    obeys after the row is the row's (:func:`control_after`)."""
    return _rolled_row(ctx, wholly_out_of_control(table, rider_id), rider_id)


def sent_to_the_table(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """:func:`roll_on_table` as a rule function's last act (``return sent_to_the_table(ctx, table, rider)``): in
    exact mode the roll and its row are a merge point (:meth:`Context.tail`) of the table once the mount is wholly
    out of control, so that tables which differ only in what that clears (the successes and failures in a row of
    the fight just lost) share it. A GURPS fight until it is settled, under ruling
    gurps.mount-out-of-control.control-after-row "regain-as-frightened", sent 1636 distinct tables to the table,
    546 once the mount was wholly out of control."""
    return ctx.tail(_rolled_row, wholly_out_of_control(table, rider_id), rider_id)


def wholly_out_of_control(table: GurpsTable, rider_id: str) -> GurpsTable:
    """gurps.mount-out-of-control.roll: the rider's mount neither obeys nor is merely frightened, its fight's count
    of successes and failures in a row cleared; refused for a rider with no mount."""
    _, m = rider_and_mount(table, rider_id, MOUNT_OUT_OF_CONTROL_ROLL, ", so has no mount to lose control of")
    a_mount(m, MOUNT_OUT_OF_CONTROL_ROLL, "the out-of-control table")
    return table.put(m.evolve(frightened=False, obeys=False, successes_in_a_row=0, failures_in_a_row=0))


def _rolled_row(ctx: Context, table: GurpsTable, rider_id: str) -> GurpsTable:
    """gurps.mount-out-of-control.roll: the 2d roll on the table, and its row (:func:`apply_result`)."""
    return apply_result(ctx, table, rider_id, ctx.roll(TABLE))


@RULESET.action("lose-all-control")
class LoseAllControl(Action):
    rider: str


@RULESET.handler(LoseAllControl)
def lose_all_control(ctx: Context, table: GurpsTable, action: LoseAllControl) -> GurpsTable:
    """gurps.mount-out-of-control.roll and the rows. Only a rider has a mount to lose control of: one
    who is on foot (thrown by an earlier action of the same question, on some of its branches) is
    refused by the roll's clause (:func:`roll_on_table`), so that branch ends there, as a refusal."""
    return roll_on_table(ctx, table.evolve(answers=()), action.rider)


@RULESET.action("apply-out-of-control-result")
class ApplyOutOfControlResult(Action):
    rider: str
    event: str = Field(description="'thrown' (result 2) or 'mount falls' (result 12)")


@RULESET.handler(ApplyOutOfControlResult)
def apply_direct(ctx: Context, table: GurpsTable, action: ApplyOutOfControlResult) -> GurpsTable:
    """gurps.mount-out-of-control.direct: a thrown rider or a falling mount takes its row without a roll."""
    require(action.event in ("thrown", "mount falls"), MOUNT_OUT_OF_CONTROL_DIRECT, f"no row of the table matches {action.event!r} without a roll")
    _, m = rider_and_mount(table, action.rider, MOUNT_OUT_OF_CONTROL_DIRECT)  # only a rider is thrown, or falls with his mount
    a_mount(m, MOUNT_OUT_OF_CONTROL_DIRECT, "a row of the out-of-control table")
    result = THROWN if action.event == "thrown" else MOUNT_FALLS
    ctx.emit(MOUNT_OUT_OF_CONTROL_DIRECT, f"{action.event}: result {result} applies without a roll")
    return apply_result(ctx, table, action.rider, result, alone=result == THROWN)  # the thrown rider is the one named


@RULESET.action("re-cinch-saddle")
class ReCinchSaddle(Action):
    rider: str
    mount: str | None = Field(default=None, description=(
        "The mount he has got off, whose saddle he re-cinches; left out, the one the table records he got off "
        "(his `left_mount`). Another mount is refused"))


@RULESET.handler(ReCinchSaddle)
def re_cinch(ctx: Context, table: GurpsTable, action: ReCinchSaddle) -> GurpsTable:
    """gurps.mount-out-of-control.table.11: dismount and spend 4d seconds re-cinching ("需要你下马并花4d时间重新绑上
    马鞍的带子"): the rider who has got off re-cinches the saddle of the mount he got off (his ``left_mount``), the
    one the action names or, named none, the one the table records; a rider who has got off no mount, or who
    names another, is refused."""
    r = table.get(action.rider)
    require(r.riding_on is None, MOUNT_OUT_OF_CONTROL_TABLE_11, f"{r.id} must dismount before re-cinching the saddle")
    require(r.left_mount is not None, MOUNT_OUT_OF_CONTROL_TABLE_11,
            f"{r.id} has got off no mount: the saddle he re-cinches is that of the mount he dismounts from")
    if action.mount is not None:
        m = a_mount(table.get(action.mount), MOUNT_OUT_OF_CONTROL_TABLE_11, "a saddle to re-cinch")
        require(m.id == r.left_mount, MOUNT_OUT_OF_CONTROL_TABLE_11,
                f"{r.id} got off {r.left_mount}, not {m.id}: he re-cinches the saddle of the mount he dismounted from")
    else:
        m = a_mount(table.get(r.left_mount), MOUNT_OUT_OF_CONTROL_TABLE_11, "a saddle to re-cinch")
    require(m.saddle_slipped, MOUNT_OUT_OF_CONTROL_TABLE_11, f"{m.id}'s saddle has not slipped")
    unit = ctx.ruling(RULING_MOUNT_OUT_OF_CONTROL_SADDLE_TIME)
    time = ctx.value(MOUNT_OUT_OF_CONTROL_TABLE_11, "time")  # "4d时间"
    count = int(time.split("d")[0] or 1)
    seconds = ctx.roll(dice_total(count, MOUNT_OUT_OF_CONTROL_TABLE_11, f"{count}d for re-cinching the saddle"))
    m = m.evolve(saddle_slipped=False)
    return note(ctx, table, MOUNT_OUT_OF_CONTROL_TABLE_11, f"{r.id} re-cinches {m.id}'s saddle in {seconds} {unit}", time=f"{seconds} {unit}", put=m)
