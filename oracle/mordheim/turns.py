"""The Mordheim clock: the turn and its phases, and what the texts bound by "this turn" (в этот ход).

The phases are those the excerpts name: the Movement phase (фаза передвижения: moving,
running, charging, climbing and jumping down happen in it), shooting, and close combat
(the diving charge's bonus holds "только на первую фазу рукопашного боя", the first
close-combat phase, and lapses with it).

Every "may not ... this turn" of the excerpt is kept on the warrior with the clause that
laid it down (``movement_over``, ``no_shooting``, ``charge_forbidden``) or in what he did
this turn (his move mode: a runner or charger may not hide this turn).  All of it lasts
until the turn ends; :class:`NextTurn` ends it, and each lapse is recorded against the
clause that bounded it.
"""

from __future__ import annotations

from oracle.core.clock import phase_after
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim import remaining_moves
from oracle.mordheim.ids import DIVING_CHARGE_BONUS
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable, Warrior

FRESH = dict(mode="none", used=0.0, slowed_by=None, movement_over=None, moved=False, climbed=False, leapt=False, declared_charge=None, declared_also=(),
             charged=False, failed_charge=False, charge_forbidden=None, counts_as_charger=False, no_shooting=None,
             shot=False, cast=False, stood_at_declaration=None, hidden_at_declaration=False, compulsory_move=False,
             first_round=())
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
    if w.first_round:
        ctx.emit(DIVING_CHARGE_BONUS, f"turn {turn}: {w.id}'s {' and '.join(w.first_round)} held for the "
                                                 f"first close-combat phase only and has lapsed")
    return w.evolve(**FRESH)


@RULESET.handler(NextTurn)
def next_turn(ctx: Context, table: MordheimTable, action: NextTurn) -> MordheimTable:
    """Every "this turn" lapses: moves, runs, charges, bans on moving, shooting and charging
    (mordheim.running.no-shooting, mordheim.charging.failed.no-shooting, mordheim.charging.unseen-test-failed,
    mordheim.climbing.initiative-test, mordheim.jumping-down.failure, mordheim.hiding.who-cannot), and the
    bonus of mordheim.diving-charge.bonus, which held for the first close-combat phase only. Not while a declared
    charge or a compulsory move waits in the Movement phase (rules mordheim.charging.declaration,
    mordheim.remaining-moves.order)."""
    remaining_moves.check_moves_made(table, "the turn would end")
    turn = table.turn + 1
    return table.evolve(turn=turn, phase="movement", warriors=tuple(_lapse(ctx, w, turn) for w in table.warriors))


@RULESET.action("next-phase")
class NextPhase(Action):
    """The turn moves on: movement → shooting → close combat → the next turn's movement phase."""


@RULESET.handler(NextPhase)
def next_phase(ctx: Context, table: MordheimTable, action: NextPhase) -> MordheimTable:
    """The next phase of the turn; after close combat the next turn begins (:func:`next_turn`), and with the
    first close-combat phase the diving charge's bonus lapses (mordheim.diving-charge.bonus). Play does not move on
    from the Movement phase while a declared charge or a compulsory move waits (rules mordheim.charging.declaration,
    mordheim.remaining-moves.order)."""
    remaining_moves.check_moves_made(table, "play would move on from the Movement phase")
    following = phase_after(table.phase)
    if following is None:
        return next_turn(ctx, table, NextTurn())
    return table.evolve(phase=following)
