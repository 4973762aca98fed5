"""Бег — running: double Movement, only with no enemy within 8" of the starting position."""

from __future__ import annotations

from oracle.core.errors import RuleViolation, require
from oracle.core.geometry import within
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim import hiding, movement, remaining_moves, terrain
from oracle.mordheim.geometry import measure
from oracle.mordheim.ids import (
    CHARGING_UNSEEN_TEST_FAILED, MOVEMENT_OPTIONAL_DISTANCE, RULING_RUNNING_CHECK_MOMENT, RULING_RUNNING_WITHIN_8,
    RUNNING_CHECK_AFTER_CHARGES, RUNNING_CLOSING_IN, RUNNING_DECLARED, RUNNING_DOUBLE_MOVEMENT,
    RUNNING_ENEMY_WITHIN_8, RUNNING_IGNORED_ENEMIES, RUNNING_NO_COMBAT, RUNNING_NO_SHOOTING, RUNNING_SPELLS,
)
from oracle.mordheim.route import Leg, Step, plan
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable



def check_run(ctx: Context, table: MordheimTable, wid: str) -> None:
    """Refuse a run with a counting enemy within 8" of the starting position (rules mordheim.running.enemy-within-8,
    mordheim.running.ignored-enemies, mordheim.running.check-after-charges; rulings mordheim.running.within-8,
    mordheim.movement.measuring)."""
    w = table.warrior(wid)
    inclusive = ctx.ruling(RULING_RUNNING_WITHIN_8) == "inclusive"
    # since the declarations a charge may have moved an enemy (an interceptor) or a move found a hidden one
    changed = [e for e in table.enemies_of(w) if e.stood_at_declaration is not None or e.hidden_at_declaration]
    at_declaration = bool(changed) and ctx.ruling(RULING_RUNNING_CHECK_MOMENT) == "at-declaration"
    ctx.emit(RUNNING_CHECK_AFTER_CHARGES,
             f"the 8\" check for {wid} is made now that all charges have been declared"
             + (", with the enemies where and as they were when the charges were declared" if at_declaration else
                ", with the enemies where and as they are now" if changed else ""))
    for e in sorted(table.enemies_of(w), key=lambda e: e.id):
        found_since = at_declaration and e.hidden_at_declaration and not e.hidden
        if at_declaration:
            e = e.evolve(position=e.stood_at_declaration or e.position, hidden=e.hidden or e.hidden_at_declaration)
        d = measure(ctx, w, e)
        if not within(d, ctx.value(RUNNING_ENEMY_WITHIN_8, "reach"), inclusive=inclusive):
            continue
        if not e.counts_for_running:
            states = [s for s in ("fleeing", "stunned", "knocked_down", "hidden") if getattr(e, s)]
            if found_since:
                states = [s if s != "hidden" else "hidden when the charges were declared" for s in states]
            ctx.emit(RUNNING_IGNORED_ENEMIES,
                     f"{e.id} is {d:.4g}\" from {wid}'s starting position but is {', '.join(states).replace('_', ' ')}: "
                     f"it does not count", distance=round(d, 6))
            continue
        raise RuleViolation(RUNNING_ENEMY_WITHIN_8,
                            f"{wid} may not run: the enemy {e.id} is {d:.4g}\" from its starting position "
                            f"(within 8\"); it readies itself for combat")
    ctx.emit(RUNNING_ENEMY_WITHIN_8, f"no counting enemy is within 8\" of {wid}'s starting position")


@RULESET.action("run")
class Run(Action):
    """Declare that a warrior runs, and run it along a route."""

    warrior: str
    route: tuple[Step, ...] = ()


@RULESET.handler(Run)
def run(ctx: Context, table: MordheimTable, action: Run) -> MordheimTable:
    """Run at double Movement (rules mordheim.running.double-movement, mordheim.running.declared,
    mordheim.running.no-combat, mordheim.running.closing-in, mordheim.running.no-shooting, mordheim.running.spells;
    a model that failed the test to charge an unseen enemy moves only its normal distance: rule
    mordheim.charging.unseen-test-failed)."""
    wid = action.warrior
    table = hiding.reveal(ctx, table, None)
    w = table.warrior(wid)
    remaining_moves.check_order(ctx, table, w, "run")
    if w.compulsory_move:
        raise RuleViolation(MOVEMENT_OPTIONAL_DISTANCE, f"{wid} has a compulsory move to make instead")
    require(w.charge_forbidden != CHARGING_UNSEEN_TEST_FAILED, CHARGING_UNSEEN_TEST_FAILED,
            f"{wid} failed its Initiative test to charge an unseen enemy: this turn it may move only its normal "
            f"distance, not run")
    first = w.mode == "none"
    table = movement.start_mode(table, wid, "run")
    if first:
        check_run(ctx, table, wid)
    legs = plan(ctx, table, table.warrior(wid), action.route)
    movement.check_legs(ctx, table, wid, legs, "run")
    movement.refuse_ending_on_piece(ctx, table, wid, legs, "run")
    movement.refuse_ending_on_model(table, wid, legs, "run")
    movement.refuse_passing_over_models(ctx, table, wid, legs, "run")
    movement.refuse_contact(ctx, table, wid, legs, "run")
    if first:
        ctx.emit(RUNNING_DECLARED, f"{wid} is declared running: both players know it may not shoot this turn")
    moved: list[Leg] = []
    table = movement.execute(ctx, table, wid, legs, "run", moved=moved)
    w = table.warrior(wid)
    ctx.emit(RUNNING_DOUBLE_MOVEMENT,
             f"{wid} runs {w.used:.4g}\" of its {movement.budget(ctx, w, 'run').limit(ctx):g}\" (double Movement"
             f"{terrain.whole_move(w.slowed_by)})",
             used=round(w.used, 6))
    ctx.emit(RUNNING_NO_COMBAT, f"{wid}'s run does not bring it into close combat")
    reach = ctx.value(RUNNING_CLOSING_IN, "reach")
    close = [e.id for e in table.enemies_of(w) if e.counts_for_running and measure(ctx, w, e) < reach - EPSILON]
    if close:
        ctx.emit(RUNNING_CLOSING_IN,
                 f"{wid} ends its run closer than {reach:g}\" to {', '.join(sorted(close))}: allowed, the check was at the start")
    table = table.with_warrior(w.evolve(no_shooting=RUNNING_NO_SHOOTING))
    ctx.emit(RUNNING_NO_SHOOTING, f"{wid} ran: it may not shoot this turn")
    ctx.emit(RUNNING_SPELLS, f"{wid} ran but may still cast spells as normal")
    return hiding.reveal(ctx, table, wid, moved)
