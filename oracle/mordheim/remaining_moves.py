"""Оставшиеся передвижения — remaining moves: chargers and compulsory moves first, then the rest."""

from __future__ import annotations

from oracle.core.errors import RuleViolation
from oracle.core.resolve import Context
from oracle.mordheim.ids import (
    CHARGING_DECLARATION, REMAINING_MOVES_ORDER, RULING_REMAINING_MOVES_ORDER_OF_FIRST_MOVES,
)
from oracle.mordheim.state import MordheimTable, Warrior


def check_order(ctx: Context, table: MordheimTable, w: Warrior, kind: str) -> None:
    """Refuse a move made out of turn order (rule mordheim.remaining-moves.order,
    ruling mordheim.remaining-moves.order-of-first-moves).

    ``kind`` is "move" or "run" (a remaining move), "compulsory" or "charge". A charge, declared or moved,
    comes before every remaining move of its side, under either reading; a model that has declared a charge
    makes no remaining move instead of it (rule mordheim.charging.declaration), and one that has made its
    compulsory move makes none after it: the remaining moves are "остальных ваших воинов", the others'.
    """
    if kind in ("move", "run") and w.declared_charge:
        # rule mordheim.charging.declaration: a model declared charging makes the special move called a charge
        # ("вы должны сделать специальное передвижение, называемое атакой"), and if it falls short a failed charge
        # (mordheim.charging.failed.move); it is one of the chargers moved first, not one of "остальных ваших воинов"
        raise RuleViolation(CHARGING_DECLARATION,
                            f"{w.id} has declared a charge against {w.declared_charge}: its move this turn is that "
                            f"charge, not a {'run' if kind == 'run' else 'normal move'}")
    if kind in ("move", "run") and w.mode == "compulsory":
        # "произвели вынужденные передвижения, вы можете двигать остальных ваших воинов": the remaining moves are
        # those of the others; a model whose move this turn was a compulsory one has made it
        raise RuleViolation(REMAINING_MOVES_ORDER,
                            f"{w.id} has made its compulsory move this turn: the remaining moves are those of the "
                            f"other warriors, and it makes no {'run' if kind == 'run' else 'move'} of its own after it")
    side = [o for o in table.warriors if o.side == w.side and o.id != w.id]
    declared = [o.id for o in side if o.declared_charge]
    compulsory = [o.id for o in side if o.compulsory_move]
    if kind in ("move", "run"):
        waiting = declared + compulsory
        if waiting:
            raise RuleViolation(REMAINING_MOVES_ORDER,
                                f"{w.id} may not make a remaining move yet: first move the declared charge(s) and "
                                f"compulsory move(s) of {', '.join(sorted(waiting))}")
        ctx.emit(REMAINING_MOVES_ORDER,
                 f"no charge or compulsory move is waiting: {w.id} may move as its player sees fit")
        return
    if kind == "charge":
        # under both readings: the remaining moves come once the charges are moved ("когда вы передвинули
        # атакующих ..., вы можете двигать остальных"); a move that ended in contact and became a charge
        # (ruling mordheim.charging.move-into-contact=reclassified) is a charge, not a remaining move
        remaining = [o.id for o in side if o.mode in ("move", "run") and not o.charged]
        if remaining:
            raise RuleViolation(REMAINING_MOVES_ORDER,
                                f"{w.id} may not charge now: charges are moved first, before the remaining move(s) of "
                                f"{', '.join(sorted(remaining))} already made")
    if kind == "compulsory" and declared:
        if ctx.ruling(RULING_REMAINING_MOVES_ORDER_OF_FIRST_MOVES) == "chargers-then-compulsory":
            raise RuleViolation(REMAINING_MOVES_ORDER,
                                f"{w.id}'s compulsory move must wait for the declared charge(s) of {', '.join(declared)}")
    if kind == "charge" and ctx.ruling(RULING_REMAINING_MOVES_ORDER_OF_FIRST_MOVES) == "chargers-then-compulsory":
        made = [o.id for o in side if o.mode == "compulsory"]
        if made:
            raise RuleViolation(REMAINING_MOVES_ORDER,
                                f"{w.id} may not charge now: charges are moved first, before the compulsory move(s) "
                                f"{', '.join(sorted(made))} already made")


def check_moves_made(table: MordheimTable, doing: str) -> None:
    """Refuse to leave the Movement phase (a shot, the next phase or the next turn, ``doing``) while a declared
    charge is still to be moved or a compulsory move still to be made (rules mordheim.charging.declaration,
    mordheim.remaining-moves.order): "Когда вы передвинули атакующих и произвели вынужденные передвижения" —
    the charges and the compulsory moves are made, and a declared model's move is its charge (a failed charge if it
    falls short), not a shot or nothing at all. Only the Movement phase is asked."""
    if table.phase != "movement":
        return
    declared = sorted(w.id for w in table.warriors if w.declared_charge)
    if declared:
        raise RuleViolation(CHARGING_DECLARATION,
                            f"{doing}: the charge(s) declared by {', '.join(declared)} are still to be moved; a declared "
                            f"charge is made, in the Movement phase, reaching its target or not")
    due = sorted(w.id for w in table.warriors if w.compulsory_move)
    if due:
        raise RuleViolation(REMAINING_MOVES_ORDER,
                            f"{doing}: the compulsory move(s) of {', '.join(due)} are still to be made in the Movement phase")
