"""The phases of a Legends of the Old West turn: Движения, Стрельбы, Ближнего Боя.

The text names the phase of several rules: a prone model stands up "в фазу Движения"
(lotow.prone.standing-up), a passenger gets off "в любой момент фазы Движения"
(lotow.mounted.passengers.dismount-later), hidden models that shoot "в фазу Стрельбы" are
given away (lotow.spotting.shooting-reveals), and the fight of a climber "проходит в фазу
Ближнего Боя" (lotow.levels.fight-value-1).  The table's clock carries the phase; an action
of an earlier phase than the clock shows is refused by the rule that names its phase, one of
a later phase moves the clock on (:func:`oracle.core.clock.in_phase`).
"""

from __future__ import annotations

from oracle.core.clock import phase_after
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.ruleset import RULESET
from oracle.lotow.spotting import NextTurn, next_turn
from oracle.lotow.state import LotowTable


@RULESET.action("next-phase")
class NextPhase(Action):
    """The turn moves on: Movement → Shooting → Close Combat → the next turn's Movement phase."""


@RULESET.handler(NextPhase)
def next_phase(ctx: Context, table: LotowTable, action: NextPhase) -> LotowTable:
    """The next phase of the turn, after which the rules of an earlier phase no longer apply
    (lotow.prone.standing-up, lotow.mounted.passengers.dismount-later, lotow.spotting.shooting-reveals);
    after the Close Combat phase the next turn begins, and every "в этот ход" of the text lapses
    (see :func:`oracle.lotow.spotting.next_turn`)."""
    following = phase_after(table.phase)
    if following is None:
        return next_turn(ctx, table, NextTurn())
    return table.evolve(phase=following)
