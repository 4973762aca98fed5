"""Атака в прыжке — the diving charge: jumping down onto an enemy within 2" of the landing point."""

from __future__ import annotations

from typing import Sequence

from oracle.core.geometry import within
from oracle.core.measure import SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.mordheim.geometry import measure, same_level
from oracle.mordheim import jumping_down
from oracle.mordheim.ids import (
    DIVING_CHARGE_BONUS, DIVING_CHARGE_TARGET, RULING_DIVING_CHARGE_LANDING, RULING_DIVING_CHARGE_UNTESTED_DIVE,
)
from oracle.mordheim.route import Leg
from oracle.mordheim.state import MordheimTable, Warrior

BONUS = ("+1 Strength", "+1 to hit")


def find_dive(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior,
              legs: Sequence[Leg], wanted: bool = True) -> int | None:
    """The jump down of a charge that makes it a diving charge (rule mordheim.diving-charge.target; rulings
    mordheim.diving-charge.landing, mordheim.movement.measuring): "Вы можете атаковать любого врага, который находится
    под балконом, выступом и т.п., на котором находится ваша модель. Если модель противника находится в радиусе 2" от
    места, где приземлился ваш воин, он может осуществить на неё атаку в прыжке". The jump is from the ledge the
    charger stands on when its charge begins (it stays on that floor up to it, and leaps no gap: a charge that has
    climbed, gone up or down a ladder, leapt or jumped down before has left that ledge), the target below it and
    within 2" of the landing point; and the player ``wanted`` one ("может": he may; without one the jump down is an
    ordinary one)."""
    jumps = [i for i, leg in enumerate(legs) if leg.kind == "jump-down"]
    if not jumps:
        return None
    i = jumps[-1]
    landing = legs[i].end
    if not (target.position.z < legs[i].start.z - SHAPE_TOLERANCE and same_level(landing.z, target.position.z)):
        return None
    z0 = charger.position.z
    left = [leg.kind for leg in legs[:i]
            if leg.kind == "leap" or not (same_level(leg.start.z, z0) and same_level(leg.end.z, z0))]
    if left:
        ctx.emit(DIVING_CHARGE_TARGET,
                 f"{charger.id} jumps down from a ledge it did not stand on when its charge began (its "
                 f"{', then its '.join(left)} took it off the floor it stood on first): its jump down is not a "
                 f"diving charge")
        return None
    ctx.ruling(RULING_DIVING_CHARGE_LANDING)
    d = measure(ctx, charger.evolve(position=landing), target)
    reach = ctx.value(DIVING_CHARGE_TARGET, "reach")
    if not within(d, reach, inclusive=True):
        return None
    if not wanted:
        ctx.emit(DIVING_CHARGE_TARGET,
                 f"{target.id} is below the ledge, {d:.4g}\" from where {charger.id} lands (within {reach:g}\"): "
                 f"{charger.id} may make a diving charge, and its player chooses not to; it jumps down as any model does",
                 distance=round(d, 6))
        return None
    ctx.emit(DIVING_CHARGE_TARGET,
             f"{target.id} is below the ledge, {d:.4g}\" from where {charger.id} lands (within {reach:g}\"): "
             f"a diving charge",
             distance=round(d, 6))
    return i


def dived(ctx: Context, table: MordheimTable, cid: str, tid: str, height: float, top: float) -> MordheimTable:
    """A diving charge of ``height`` from a ledge ``top`` inches above the table that failed no test (rule mordheim.diving-charge.bonus; ruling
    mordheim.diving-charge.untested-dive; hook mordheim.hook.close-combat): the bonus if a test was passed ("Если
    тест пройден успешно"), or under "bonus-for-any-dive" if none was due."""
    c = table.warrior(cid)
    tests = jumping_down.tests_for(ctx, min(jumping_down.dive_test_height(ctx, top, height),
                                            jumping_down.highest_jump(ctx, True)))
    if not tests and ctx.ruling(RULING_DIVING_CHARGE_UNTESTED_DIVE) == "no-test-no-bonus":
        ctx.emit(DIVING_CHARGE_BONUS,
                 f"{cid} dived {height:g}\", less than 2\": it took no Initiative test and passed none, so it has no "
                 f"bonus against {tid} (ruling mordheim.diving-charge.untested-dive=no-test-no-bonus)")
        return table
    ctx.emit(DIVING_CHARGE_BONUS,
             (f"{cid} passed its tests" if tests else
              f"{cid} took no test (ruling mordheim.diving-charge.untested-dive=bonus-for-any-dive)")
             + f": +1 Strength and +1 to hit against {tid} in the first round of close combat only")
    return table.with_warrior(c.evolve(first_round=tuple(sorted(set(c.first_round) | set(BONUS)))))
