"""Оставшиеся передвижения — remaining moves: chargers and compulsory moves first, then the rest."""

from __future__ import annotations

from oracle.core.errors import RuleViolation
from oracle.core.resolve import Context
from oracle.mordheim.state import MordheimTable, Warrior


def check_order(ctx: Context, table: MordheimTable, w: Warrior, kind: str) -> None:
    """Refuse a move made out of turn order (rule mordheim.remaining-moves.order,
    ruling mordheim.remaining-moves.order-of-first-moves).

    ``kind`` is "move" or "run" (a remaining move), "compulsory" or "charge".
    """
    side = [o for o in table.warriors if o.side == w.side and o.id != w.id]
    declared = [o.id for o in side if o.declared_charge]
    compulsory = [o.id for o in side if o.compulsory_move]
    if kind in ("move", "run"):
        waiting = declared + compulsory
        if waiting:
            raise RuleViolation("mordheim.remaining-moves.order",
                                f"{w.id} may not make a remaining move yet: first move the declared charge(s) and "
                                f"compulsory move(s) of {', '.join(sorted(waiting))}")
        ctx.emit("mordheim.remaining-moves.order",
                 f"no charge or compulsory move is waiting: {w.id} may move as its player sees fit")
        return
    if kind == "compulsory" and declared:
        if ctx.ruling("mordheim.remaining-moves.order-of-first-moves") == "chargers-then-compulsory":
            raise RuleViolation("mordheim.remaining-moves.order",
                                f"{w.id}'s compulsory move must wait for the declared charge(s) of {', '.join(declared)}")
