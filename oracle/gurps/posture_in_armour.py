"""可选规则：穿着铠甲改变姿势 — optional: changing posture in armour takes seconds by
encumbrance level, and the character counts as in his old posture meanwhile.
Clauses ``gurps.posture-in-armour.*``.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note
from oracle.gurps.ids import POSTURE_IN_ARMOUR_OLD_POSTURE, POSTURE_IN_ARMOUR_TIME, RULING_POSTURE_IN_ARMOUR_AND_SO_ON
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable, Posture, require


@RULESET.action("change-posture")
class ChangePosture(Action):
    who: str
    to: Posture


@RULESET.handler(ChangePosture)
def change_posture(ctx: Context, table: GurpsTable, action: ChangePosture) -> GurpsTable:
    """gurps.posture-in-armour.time, .old-posture (when the optional rule is used): a change takes its seconds once
    ("在负重2( 中载) 时，需要两秒改变姿势"); one who goes on with the change under way does not begin it again."""
    c = table.get(action.who)
    require(c.posture != action.to, POSTURE_IN_ARMOUR_TIME, f"{c.id} is already {action.to}")
    if not table.uses("posture-in-armour"):
        return table.put(c.evolve(posture=action.to)).answer("seconds", 1)
    if c.changing_to == action.to:  # the change under way goes on; its seconds are not counted again
        return note(ctx, table, POSTURE_IN_ARMOUR_OLD_POSTURE,
                    f"{c.id} goes on changing to {action.to}: {c.change_left} second(s) left, counting as {c.posture}",
                    counts_as=c.posture)
    if ctx.ruling(RULING_POSTURE_IN_ARMOUR_AND_SO_ON) == "gm":
        require(c.encumbrance <= 2, POSTURE_IN_ARMOUR_TIME, f"beyond Medium encumbrance the GM sets the time")
    seconds = max(1, c.encumbrance)
    table = note(ctx, table, POSTURE_IN_ARMOUR_TIME, f"{c.id} at encumbrance level {c.encumbrance} needs {seconds} second(s) to change posture",
                 seconds=seconds)
    if seconds == 1:
        return table.put(c.evolve(posture=action.to))
    c = c.evolve(changing_to=action.to, change_left=seconds - 1)
    return note(ctx, table, POSTURE_IN_ARMOUR_OLD_POSTURE, f"{c.id} counts as {c.posture} while changing to {action.to}",
                counts_as=c.posture, put=c)


@RULESET.action("seconds-pass")
class SecondsPass(Action):
    who: str
    seconds: Whole = Field(default=1, ge=1)


@RULESET.handler(SecondsPass)
def seconds_pass(ctx: Context, table: GurpsTable, action: SecondsPass) -> GurpsTable:
    """gurps.posture-in-armour.old-posture: the new posture counts only once the change is complete."""
    return go_on(ctx, table, table.get(action.who), action.seconds)


def go_on(ctx: Context, table: GurpsTable, c: Character, seconds: int) -> GurpsTable:
    """``seconds`` more of ``c``'s change of posture, if one is under way: he counts as in his old posture until its
    seconds are done ("需要两秒改变姿势", "当你在改变姿势的过程中时，视为处于旧姿势"; gurps.posture-in-armour.time,
    .old-posture)."""
    if c.changing_to is None:
        return table
    left = c.change_left - seconds
    if left > 0:
        c = c.evolve(change_left=left)
        return note(ctx, table, POSTURE_IN_ARMOUR_OLD_POSTURE, f"{c.id} still counts as {c.posture}", counts_as=c.posture, put=c)
    c = c.evolve(posture=c.changing_to, changing_to=None, change_left=0)
    return note(ctx, table, POSTURE_IN_ARMOUR_OLD_POSTURE, f"{c.id} is now {c.posture}", counts_as=c.posture, put=c)


def changes_go_on(ctx: Context, table: GurpsTable, seconds: int) -> GurpsTable:
    """The seconds of combat passing (the clock) go on with every change of posture under way: one that takes two
    seconds is done when the next second begins, whatever rule moves the clock (gurps.posture-in-armour.time)."""
    for c in table.characters:
        if c.changing_to is not None:
            table = go_on(ctx, table, c, seconds)
    return table
