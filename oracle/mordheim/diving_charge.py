"""Атака в прыжке — the diving charge: jumping down onto an enemy within 2" of the landing point."""

from __future__ import annotations

from typing import Sequence

from oracle.core.geometry import within
from oracle.core.measure import SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.mordheim.geometry import measure, same_level
from oracle.mordheim.ids import DIVING_CHARGE_BONUS, DIVING_CHARGE_TARGET, RULING_DIVING_CHARGE_LANDING
from oracle.mordheim.route import Leg
from oracle.mordheim.state import MordheimTable, Warrior

BONUS = ("+1 Strength", "+1 to hit")


def find_dive(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior,
              legs: Sequence[Leg]) -> int | None:
    """The jump down of a charge that makes it a diving charge: the target is below the ledge and within 2" of
    the landing point (rule mordheim.diving-charge.target; rulings mordheim.diving-charge.landing,
    mordheim.movement.measuring)."""
    jumps = [i for i, leg in enumerate(legs) if leg.kind == "jump-down"]
    if not jumps:
        return None
    i = jumps[-1]
    landing = legs[i].end
    if not (target.position.z < legs[i].start.z - SHAPE_TOLERANCE and same_level(landing.z, target.position.z)):
        return None
    ctx.ruling(RULING_DIVING_CHARGE_LANDING)
    d = measure(ctx, charger.evolve(position=landing), target)
    reach = ctx.value(DIVING_CHARGE_TARGET, "reach")
    if not within(d, reach, inclusive=True):
        return None
    ctx.emit(DIVING_CHARGE_TARGET,
             f"{target.id} is below the ledge, {d:.4g}\" from where {charger.id} lands (within {reach:g}\"): "
             f"a diving charge",
             distance=round(d, 6))
    return i


def dived(ctx: Context, table: MordheimTable, cid: str, tid: str) -> MordheimTable:
    """A diving charge whose tests were passed (rule mordheim.diving-charge.bonus; hook mordheim.hook.close-combat)."""
    c = table.warrior(cid)
    ctx.emit(DIVING_CHARGE_BONUS,
             f"{cid} passed its tests: +1 Strength and +1 to hit against {tid} in the first round of close combat only")
    return table.with_warrior(c.evolve(first_round=tuple(sorted(set(c.first_round) | set(BONUS)))))
