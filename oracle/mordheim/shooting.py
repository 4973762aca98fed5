"""Whether a model may still shoot or cast after moving (hook mordheim.hook.shooting-and-spells).

Shooting and spells themselves lie outside the excerpt; these actions only apply what
the movement sections say about them, and record the shot or spell.
"""

from __future__ import annotations

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim import hiding, remaining_moves
from oracle.mordheim.ids import (
    CHARGING_FAILED_NO_SHOOTING, CHARGING_UNSEEN_TEST_FAILED, HIDING_SHOOTING_AND_CASTING, LEAPING_SHOOTING,
    RUNNING_NO_SHOOTING, RUNNING_SPELLS,
)
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable

PERMITS = {
    RUNNING_NO_SHOOTING: RUNNING_SPELLS,
    CHARGING_FAILED_NO_SHOOTING: CHARGING_FAILED_NO_SHOOTING,
}


@RULESET.action("shoot")
class Shoot(Action):
    distinct = ("warrior", "target")
    warrior: str
    target: str | None = None


@RULESET.handler(Shoot)
def shoot(ctx: Context, table: MordheimTable, action: Shoot) -> MordheimTable:
    """Shoot, if the movement rules allow (rules mordheim.running.no-shooting, mordheim.charging.failed.no-shooting,
    mordheim.charging.unseen-test-failed, mordheim.leaping.shooting, mordheim.hiding.protection,
    mordheim.hiding.shooting-and-casting; not while a declared charge or a compulsory move waits in the Movement
    phase: rules mordheim.charging.declaration, mordheim.remaining-moves.order)."""
    if table.phase == "close-combat":
        raise SetupError(f"{action.warrior} would shoot in the close-combat phase; shooting comes before it in the turn")
    remaining_moves.check_moves_made(table, f"{action.warrior} would shoot")
    table = table.evolve(phase="shooting")  # a shot after the moves: the shooting phase has begun
    table = hiding.reveal(ctx, table, None)
    w = table.warrior(action.warrior)
    t = table.warrior(action.target) if action.target is not None else None
    if t is not None and t.side == w.side:
        # no rule of the excerpt forbids it, nor allows it: the excerpt shoots at enemies only ("может быть целью для
        # стрельбы как обычно"), and whom a model may shoot is outside it
        raise SetupError(f"shoot: its target {t.id} is of {w.id}'s own warband ({w.side}), not an enemy: a shot "
                         f"here is fired at an enemy, and whom a model may shoot is outside the excerpt (hook "
                         f"mordheim.hook.shooting-and-spells)")
    if w.no_shooting:
        raise RuleViolation(w.no_shooting, f"{w.id} may not shoot this turn")
    if t is not None:
        hiding.refuse_if_hidden(ctx, table, t, f"{w.id} shoots")
    if w.charge_forbidden == CHARGING_UNSEEN_TEST_FAILED:
        ctx.emit(CHARGING_UNSEEN_TEST_FAILED, f"{w.id} failed to charge but may shoot")
    if w.leapt and w.mode != "run":
        ctx.emit(LEAPING_SHOOTING, f"{w.id} leapt a gap without running: it may shoot")
    if w.hidden:
        ctx.emit(HIDING_SHOOTING_AND_CASTING, f"{w.id} shoots from hiding and gives its position away: "
                                                         f"it is no longer hidden")
        w = w.evolve(hidden=False)
    return table.with_warrior(w.evolve(shot=True))


@RULESET.action("cast")
class Cast(Action):
    warrior: str


@RULESET.handler(Cast)
def cast(ctx: Context, table: MordheimTable, action: Cast) -> MordheimTable:
    """Cast a spell; moving never forbids it (rules mordheim.running.spells, mordheim.charging.failed.no-shooting,
    mordheim.charging.unseen-test-failed, mordheim.hiding.shooting-and-casting)."""
    table = hiding.reveal(ctx, table, None)
    w = table.warrior(action.warrior)
    if w.no_shooting in PERMITS:
        ctx.emit(PERMITS[w.no_shooting], f"{w.id} may not shoot but casts a spell as normal")
    if w.charge_forbidden == CHARGING_UNSEEN_TEST_FAILED:
        ctx.emit(CHARGING_UNSEEN_TEST_FAILED, f"{w.id} failed to charge but may cast spells")
    if w.hidden:
        ctx.emit(HIDING_SHOOTING_AND_CASTING, f"{w.id} casts from hiding and gives its position away: "
                                                         f"it is no longer hidden")
        w = w.evolve(hidden=False)
    return table.with_warrior(w.evolve(cast=True))
