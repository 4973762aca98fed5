"""The Mordheim clock: the turn, and what the texts bound by "this turn" (в этот ход).

Every "may not ... this turn" of the excerpt is kept on the warrior with the clause that
laid it down (``movement_over``, ``no_shooting``, ``charge_forbidden``) or in what he did
this turn (his move mode: a runner or charger may not hide this turn).  All of it lasts
until the turn ends; :class:`NextTurn` ends it, and each lapse is recorded against the
clause that bounded it.
"""

from __future__ import annotations

from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable, Warrior

FRESH = dict(mode="none", used=0.0, movement_over=None, climbed=False, leapt=False, declared_charge=None,
             charged=False, failed_charge=False, charge_forbidden=None, counts_as_charger=False, no_shooting=None,
             shot=False, cast=False, stood_at_declaration=None, compulsory_move=False)
"""A warrior's record of the turn as a new turn finds it."""



@RULESET.action("next-turn")
class NextTurn(Action):
    """The turn ends and the next one begins."""


def _lapse(ctx: Context, w: Warrior, turn: int) -> Warrior:
    for field, why in (("movement_over", "may move again"), ("no_shooting", "may shoot again"),
                       ("charge_forbidden", "may charge again")):
        clause = getattr(w, field)
        if clause is not None:
            ctx.emit(clause, f"turn {turn}: the ban on {w.id} under this rule held for its turn; {w.id} {why}")
    return w.evolve(**FRESH)


@RULESET.handler(NextTurn)
def next_turn(ctx: Context, table: MordheimTable, action: NextTurn) -> MordheimTable:
    """Every "this turn" lapses: moves, runs, charges, bans on moving, shooting and charging
    (mordheim.running.no-shooting, mordheim.charging.failed.no-shooting, mordheim.charging.unseen-test-failed,
    mordheim.climbing.initiative-test, mordheim.jumping-down.failure, mordheim.hiding.who-cannot)."""
    turn = table.turn + 1
    return table.evolve(turn=turn, warriors=tuple(_lapse(ctx, w, turn) for w in table.warriors))
