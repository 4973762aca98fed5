"""Движение — movement: up to Movement in inches in any direction, up and down ladders,
over low obstacles, no obligation to move the full distance.

Also the executor every move, run and charge goes through: it walks a planned route
leg by leg, spending the allowance, and hands jumps, climbs and leaps to their sections.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Sequence

from oracle.core.clock import in_phase
from oracle.core.errors import RuleViolation
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context, made_event
from oracle.core.rulings import Numbers
from oracle.engine.ruleset import Action
from oracle.mordheim import climbing, hiding, jumping_down, leaping, remaining_moves, terrain
from oracle.mordheim.contact import engaged_on_contact, in_contact
from oracle.mordheim.geometry import point
from oracle.mordheim.ids import (
    CHARGING_DOUBLE_MOVEMENT, CHARGING_FAILED_MOVE, CHARGING_ONLY_BY_CHARGE, DIVING_CHARGE_INITIATIVE_TESTS,
    JUMPING_DOWN_MAX_HEIGHT, MOVEMENT_DISTANCE, MOVEMENT_LADDERS_AND_OBSTACLES, MOVEMENT_OPTIONAL_DISTANCE,
    REMAINING_MOVES_ORDER, RULING_CHARGING_FAILED_CHARGE_LEAP, RULING_CHARGING_MOVE_INTO_CONTACT,
    RULING_DIVING_CHARGE_MAX_HEIGHT, RULING_MOVEMENT_THROUGH_MODELS, RUNNING_DECLARED, RUNNING_DOUBLE_MOVEMENT,
    RUNNING_NO_COMBAT,
)
from oracle.mordheim.route import (
    Leg, Step, bases_crossed, jump_measure, plan, plan_leap, plan_walk, plan_walk_within, refuse_base_on_piece,
    refuse_landing_on_piece, stop_short_of_bases,
)
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import MordheimTable, Warrior

BUDGET_CLAUSE = {
    "move": MOVEMENT_DISTANCE,
    "compulsory": MOVEMENT_DISTANCE,
    "run": RUNNING_DOUBLE_MOVEMENT,
    "charge": CHARGING_DOUBLE_MOVEMENT,
}


def allowance(numbers: Numbers, w: Warrior, mode: str) -> float:
    """Inches a model may move: Movement, or double for a run or a charge
    (rules mordheim.movement.distance, mordheim.running.double-movement, mordheim.charging.double-movement)."""
    if mode == "run":
        return numbers.value(RUNNING_DOUBLE_MOVEMENT, "factor") * w.movement
    if mode == "charge":
        return numbers.value(CHARGING_DOUBLE_MOVEMENT, "factor") * w.movement
    return w.movement


def budget(numbers: Numbers, w: Warrior, mode: str, total: float | None = None) -> terrain.Budget:
    """What the model may still move this turn: its allowance by mode (or ``total``), what it has used and,
    under ruling mordheim.terrain.cost "whole-move-halved", the ground that has slowed its whole move."""
    return terrain.Budget(allowance(numbers, w, mode) if total is None else total, w.used, w.slowed_by)


def route_cost(legs: Sequence[Leg]) -> float:
    return sum(leg.cost for leg in legs)


def route_slowing(ctx: Context, legs: Sequence[Leg]) -> str | None:
    """The slowest ground a route crosses that slows its whole move (ruling mordheim.terrain.cost, :func:`terrain.slowing`)."""
    slowed = None
    for leg in legs:
        slowed = terrain.slower(slowed, terrain.slowing(ctx, leg.ground))
    return slowed


def check_legs(ctx: Context, table: MordheimTable, wid: str, legs: list[Leg], mode: str,
               diving_at: int | None = None) -> None:
    """Refuse, before any die is rolled, a route the rules forbid."""
    for i, leg in enumerate(legs):
        if leg.kind in ("climb-up", "climb-over", "climb-down"):
            climbing.check(ctx, table, wid, leg, mode, first=all(l.start == l.end for l in legs[:i]))
        elif leg.kind == "leap":
            leaping.check(ctx, table, wid, leg)
        elif leg.kind == "jump-down" and (jump_measure(ctx, leg.start.z, leg.height)
                                          > jumping_down.highest_jump(ctx, i == diving_at) + EPSILON):
            highest = jumping_down.highest_jump(ctx, i == diving_at)
            what = jumping_down.jump_described(ctx, leg)
            if i == diving_at:
                if ctx.ruling(RULING_DIVING_CHARGE_MAX_HEIGHT) == "tests-capped":
                    continue
                raise RuleViolation(DIVING_CHARGE_INITIATIVE_TESTS,
                                    f"{wid} would dive {what}: a diving charge is made from no more than {highest:g}\"")
            raise RuleViolation(JUMPING_DOWN_MAX_HEIGHT,
                                f"{wid} would jump down {what}: no more than {highest:g}\" is allowed")


def execute(ctx: Context, table: MordheimTable, wid: str, legs: list[Leg], mode: str, *,
            total: float | None = None, truncate: bool = False, diving_at: int | None = None,
            moved: list[Leg] | None = None) -> MordheimTable:
    """Walk a planned route (rule mordheim.movement.distance and the sections of each leg).

    ``total`` is the allowance (default: by mode); with ``truncate`` the model stops where
    the allowance runs out instead of the move being refused (a failed charge): the first leg it does not
    pay for is cut short (:func:`cut_short`) and is its last. The legs as the model moved them
    (:func:`moved_of`) are added to ``moved``: the hiding rules look all along them (:func:`hiding.reveal`).
    """
    clause = BUDGET_CLAUSE[mode]
    # the ground of a walk's stretches not told yet: consecutive plain stretches are told as one, as the players
    # measure them (a route round a building's round corner is some thirty stretches)
    untold: terrain.Ground | None = None
    for i, leg in enumerate(legs):
        w = table.warrior(wid)
        if w.movement_over:
            break
        spend = budget(ctx, w, mode, total)
        last = truncate and not spend.pays_for(ctx, leg.cost, leg.ground)
        walking_on = leg.kind == "walk" and not last and leg.ground is not None and leg.ground.plain
        if not walking_on:
            untold = _tell(ctx, wid, untold)
        if last:
            leg = cut_short(ctx, table, w, leg, spend)
            if leg is None:
                break
        if leg.kind in ("walk", "ladder"):
            crossing = terrain.slowing(ctx, leg.ground)
            if leg.cost > spend.left(ctx, crossing) + EPSILON:
                _tell(ctx, wid, untold)
                slowed = terrain.slower(w.slowed_by, crossing)
                raise RuleViolation(clause, f"{wid} needs {w.used + leg.cost:.4g}\" for this route but may move "
                                            f"only {spend.limit(ctx, crossing):.4g}\" ({mode}"
                                            f"{terrain.whole_move(slowed)})")
            if walking_on:
                untold = leg.ground if untold is None else untold.then(leg.ground)
            elif leg.ground is not None:
                terrain.record(ctx, w.id, leg.ground)
            if leg.kind == "ladder":
                ctx.emit(MOVEMENT_LADDERS_AND_OBSTACLES,
                         f"{wid} moves {'up' if leg.end.z > leg.start.z else 'down'} {leg.height:g}\" by "
                         f"{', '.join(leg.ground.ladders)} (ruling mordheim.movement.vertical-distance)")
            elif leg.ground is not None and leg.ground.barriers:
                ctx.emit(MOVEMENT_LADDERS_AND_OBSTACLES,
                         f"{wid} moves over the low obstacle(s) {', '.join(leg.ground.barriers)}")
            table = table.with_warrior(w.evolve(position=leg.end, used=w.used + leg.cost,
                                                slowed_by=terrain.slower(w.slowed_by, crossing)))
        elif leg.kind == "jump-down":
            table = jumping_down.jump_down(ctx, table, wid, leg, diving=(diving_at == i))
        elif leg.kind in ("climb-up", "climb-over", "climb-down"):
            if leg.kind == "climb-over" and leg.cost > spend.left(ctx) + EPSILON:
                # the way over the wall is climbed and walked whole, or not at all: no base stands on a wall
                raise RuleViolation(clause, f"{wid} needs {w.used + leg.cost:.4g}\" to climb over {leg.platform} "
                                            f"({leg.extra['climbed']:.4g}\" climbed, ruling "
                                            f"mordheim.climbing.over-a-wall={leg.extra['reading']}, and "
                                            f"{leg.extra['across']:.4g}\" across) but may move only "
                                            f"{spend.limit(ctx):.4g}\" ({mode}{terrain.whole_move(w.slowed_by)})")
            table = climbing.climb(ctx, table, wid, leg)
        elif leg.kind == "leap":
            crossing = terrain.slowing(ctx, leg.ground)  # the run-up and the landing are part of the move
            table = leaping.leap(ctx, table, wid, leg, spend.limit(ctx, crossing), mode, clause)
        after = table.warrior(wid)
        if not after.moved and after.position != w.position:
            # rule mordheim.climbing.contact: a climb is made from where the model stood at the start of the phase
            table = table.with_warrior(after.evolve(moved=True))
        if moved is not None:
            moved.extend(moved_of(leg, w, after))
        if last:
            break
    _tell(ctx, wid, untold)
    return table


def _tell(ctx: Context, wid: str, untold: "terrain.Ground | None") -> None:
    """The ground of the stretches not told yet, told (:func:`terrain.record`); None: nothing left untold."""
    if untold is not None:
        terrain.record(ctx, wid, untold)
    return None


def moved_of(leg: Leg, before: Warrior, after: Warrior) -> list[Leg]:
    """What of ``leg`` a model moved, from how it stood ``before`` and ``after``: the whole leg where it ended at
    the leg's end (a fall from a jump down or a climb down lands there too, rules mordheim.jumping-down.failure,
    mordheim.climbing.fall-climbing-down); a leap it fell into, as far as the bottom of the gap below the near
    edge (its end there, :func:`leaping._fall_into_gap`); nothing where it did not move (a climb whose test
    failed, rule mordheim.climbing.initiative-test: "модель не может двигаться в этот ход")."""
    if after.position == leg.end:
        return [leg]
    if leg.kind == "leap" and after.position == leg.fall_at:
        return [replace(leg, end=leg.fall_at)]
    return [] if after.position == before.position else [replace(leg, end=after.position)]


def truncate_legs(ctx: Context, table: MordheimTable, wid: str, legs: list[Leg], total: float) -> list[Leg]:
    """The legs a model gets through with an allowance of ``total`` inches, the first one it does not pay for
    cut short (:func:`cut_short`; a failed charge): what :func:`execute` with ``truncate`` walks."""
    w = table.warrior(wid)
    out: list[Leg] = []
    spend = budget(ctx, w, "move", total)
    for leg in legs:
        if spend.pays_for(ctx, leg.cost, leg.ground):
            out.append(leg)
            spend = spend.after(leg.cost, terrain.slowing(ctx, leg.ground))
            continue
        part = cut_short(ctx, table, w, leg, spend)
        if part is not None and part.cost > EPSILON:
            out.append(part)
        break
    return out


FAILED_CHARGE = "failed charge"
"""Where a cut-short leg is planned, as a refusal names it."""


def cut_short(ctx: Context, table: MordheimTable, w: Warrior, leg: Leg, spend: terrain.Budget) -> Leg | None:
    """What a model whose allowance runs out on ``leg`` makes of it (rule mordheim.charging.failed.move: a failed
    charge moves the model its normal move towards the enemy, and no further): a walk or a ladder's foot-print
    walked as far as what is left of ``spend`` takes it (its base stopping off any wall, :func:`plan_walk_within`);
    a leap as ruling mordheim.charging.failed-charge-leap says (:func:`_leap_within`); None for a climb, made
    whole or not at all (rule mordheim.climbing.*: "Она может лазать на расстояние, равное её Скорости")."""
    if leg.kind in ("walk", "ladder"):
        return plan_walk_within(ctx, table, w, leg, spend, FAILED_CHARGE)
    if leg.kind == "leap":
        return _leap_within(ctx, table, w, leg, spend)
    return None


def _leap_within(ctx: Context, table: MordheimTable, w: Warrior, leg: Leg, spend: terrain.Budget) -> Leg:
    """The part of a leap that what is left of ``spend`` takes the model through (rules mordheim.charging.failed.move,
    mordheim.leaping.not-enough-movement; ruling mordheim.charging.failed-charge-leap). The run-up is walked like
    any ground, as far as the model gets; at the near edge, if what is left reaches the far edge, it leaps and lands
    as far beyond as the rest pays for; if not, under "stops-at-the-edge" it stops at the edge and under
    "leaps-as-declared" it leaps all the same, and :func:`leaping.leap` lets it fall. Where it lands it stands (rules
    mordheim.movement.distance, mordheim.terrain.barriers, mordheim.movement.ladders-and-obstacles), as every landing
    of a route is checked (:func:`route.refuse_landing_on_piece`): beyond the far edge its base stops off the walls
    and obstacles and touching a model it would stand over, and a landing that still leaves it on one (at the far
    edge, nearer than which it cannot land) is refused before any die."""
    run_up, approach = leg.extra["run_up"], leg.extra["approach"]
    left_at_edge = spend.left(ctx, terrain.slowing(ctx, run_up)) - approach
    if left_at_edge < -EPSILON or not leaping.reaches_far_edge(ctx, left_at_edge, leg.width):
        to_edge = plan_walk(ctx, table, w, leg.start, (leg.fall_at.x, leg.fall_at.y), FAILED_CHARGE)
        if left_at_edge < -EPSILON:  # the run-up is as far as it gets
            return plan_walk_within(ctx, table, w, to_edge, spend, FAILED_CHARGE)
        if ctx.ruling(RULING_CHARGING_FAILED_CHARGE_LEAP) == "leaps-as-declared":
            return leg
        ctx.emit(CHARGING_FAILED_MOVE,
                 f"{w.id} stops at the near edge of the {leg.width:.4g}\" gap: the {max(left_at_edge, 0):.4g}\" "
                 f"left of its normal move does not reach the far edge, and a failed charge does not leap it "
                 f"(ruling mordheim.charging.failed-charge-leap=stops-at-the-edge)")
        return to_edge
    far = leg.extra["far_edge"]
    landing = plan_walk(ctx, table, w, point(far[0], far[1], leg.end.z), (leg.end.x, leg.end.y), FAILED_CHARGE)
    after = spend.after(approach, terrain.slowing(ctx, run_up)).after(leg.width, None)
    part = plan_walk_within(ctx, table, w, landing, after, FAILED_CHARGE)
    if len(part.path) > 1 and part.path[0] != part.path[-1]:
        # its base stops touching a model it would land over, as a failed charge's walk does
        part = stop_short_of_bases(ctx, table, w, part, FAILED_CHARGE)
    cut = plan_leap(ctx, table, w, leg.start, (part.end.x, part.end.y), FAILED_CHARGE)
    # where it lands it stands, as every landing is checked (route.plan): not on a wall, obstacle or column, nor over
    # another model's base, even at the far edge, nearer than which it cannot land
    refuse_landing_on_piece(ctx, table, w, cut.end, cut.end.z, FAILED_CHARGE, "leaping")
    return cut


def start_mode(table: MordheimTable, wid: str, mode: str) -> MordheimTable:
    """Fix how the model moves this turn, in its Movement phase (rule mordheim.movement.distance); a run must be
    declared before it moves (rule mordheim.running.declared); a model that has charged moves no more
    (rule mordheim.charging.double-movement, ruling mordheim.charging.move-into-contact)."""
    w = table.warrior(wid)
    in_phase(table.phase, "movement", MOVEMENT_DISTANCE, f"{wid} moves")
    if w.movement_over:
        raise RuleViolation(w.movement_over, f"{wid} may not move any further this turn")
    if w.mode == "none":
        return table.with_warrior(w.evolve(mode=mode))
    if w.charged:
        # also a move that ended in contact under ruling mordheim.charging.move-into-contact=reclassified:
        # it became a charge, and a charger moves no more this turn
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT, f"{wid} has charged this turn and may not move again")
    if w.mode == mode:
        return table
    if w.mode == "charge":
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT, f"{wid} has charged this turn and may not move again")
    if mode == "run":
        raise RuleViolation(RUNNING_DECLARED,
                            f"{wid} has already moved normally this turn; a run must be declared before the model moves")
    raise RuleViolation(RUNNING_DECLARED, f"{wid} was declared running this turn; it keeps running")


def ends_in_contact(ctx: Context, table: MordheimTable, wid: str, route: Sequence[Leg] = ()) -> list[str]:
    """Enemies the model, moved along ``route`` to where ``table`` has it, would fight there: those it is in base
    contact with, or separated from only by a low wall (rules mordheim.charging.engaged, mordheim.charging.low-wall),
    less a hidden one the hiding rules would leave hidden (:func:`hiding.found_by_move`), as
    :func:`contact.fought_on_contact` finds them once the move is made: "Пока модель спрятана, она не может быть
    ... атакована" (rule mordheim.hiding.protection). Asked where a move is planned, before any die."""
    w = table.warrior(wid)
    return [e.id for e in table.enemies_of(w) if in_contact(ctx, table, w, e)
            and (not e.hidden or hiding.found_by_move(ctx, table, wid, e, route))]


@RULESET.action("move")
class Move(Action):
    """Move a warrior along a route (no route: it stays where it is)."""

    warrior: str
    route: tuple[Step, ...] = ()
    compulsory: bool = False


@lru_cache(maxsize=1024)
def _moved(wid: str, used: float, limit: float, slowed_by: str | None = None):
    """The line of how far a move went (its number formatting made once: exact mode says it on every dice path)."""
    return made_event(MOVEMENT_DISTANCE, f"{wid} moves {used:.4g}\" of its {limit:.4g}\" Movement"
                                         f"{terrain.whole_move(slowed_by)}",
                      used=round(used, 6), allowance=limit)


@RULESET.handler(Move)
def move(ctx: Context, table: MordheimTable, action: Move) -> MordheimTable:
    """A normal move of up to Movement inches (rules mordheim.movement.distance,
    mordheim.movement.optional-distance, mordheim.remaining-moves.order, mordheim.charging.only-by-charge)."""
    wid = action.warrior
    mode = _mode(action)
    # everything before the first die, as one merge point (the same on every dice path of the move)
    table, legs, limit, watched = ctx.inline(_planned_move, table, action)
    moved: list[Leg] | None = [] if watched else None
    table = execute(ctx, table, wid, list(legs), mode, moved=moved)
    w = table.warrior(wid)
    limit = terrain.limit(ctx, limit, w.slowed_by)
    ctx.emit_made(_moved(wid, w.used, limit, w.slowed_by))
    if w.used < limit - EPSILON and not w.movement_over and not action.compulsory:
        ctx.emit(MOVEMENT_OPTIONAL_DISTANCE,
                 f"{wid} need not use its full Movement: it stops with {limit - w.used:.4g}\" unused")
    if action.compulsory:
        table = table.with_warrior(table.warrior(wid).evolve(compulsory_move=False))
        ctx.emit(REMAINING_MOVES_ORDER, f"{wid} makes its compulsory move")
    # the hiding rules first: a hidden enemy the move ends touching is found, and fought (contact.fought_on_contact)
    table = hiding.reveal(ctx, table, wid, moved or ())
    table = _reclassify_contact(ctx, table, wid)
    if table.warrior(wid).hidden and table.warrior(wid).charged:
        # a hidden mover whose move became a charge (ruling mordheim.hiding.hurried-move)
        table = hiding.reveal(ctx, table, wid)
    return table


def _planned_move(ctx: Context, table: MordheimTable, action: Move
                  ) -> tuple[MordheimTable, tuple[Leg, ...], float, bool]:
    """A move up to its first die: hidden models revealed, the order of moves and the mode checked, the route
    planned and checked, the allowance, and whether any model is hidden (only then is the way the model moves
    kept for the hiding rules, :func:`hiding.reveal`: no model hides during a move); refused here if the rules
    forbid it. Rolls nothing, so exact mode works it out once per question (``ctx.inline``: a merge point with
    one result) instead of on every dice path."""
    wid, mode = action.warrior, _mode(action)
    w = table.warrior(wid)
    table = hiding.reveal(ctx, table, None)
    remaining_moves.check_order(ctx, table, w, mode)
    if w.compulsory_move and not action.compulsory:
        raise RuleViolation(MOVEMENT_OPTIONAL_DISTANCE,
                            f"{wid} has a compulsory move to make; it cannot simply move as its player wishes")
    if action.compulsory and not w.compulsory_move:
        raise RuleViolation(REMAINING_MOVES_ORDER, f"{wid} has no compulsory move due this turn")
    table = start_mode(table, wid, mode)
    legs = plan(ctx, table, table.warrior(wid), action.route)
    check_legs(ctx, table, wid, legs, mode)
    limit = allowance(ctx, w, mode)
    refuse_ending_on_piece(ctx, table, wid, legs, "move")
    refuse_ending_on_model(table, wid, legs, "move")
    refuse_passing_over_models(ctx, table, wid, legs, "move")
    refuse_contact(ctx, table, wid, legs, "move")
    return table, tuple(legs), limit, any(w.hidden for w in table.warriors)


def _mode(action: Move) -> str:
    """The kind of move: a compulsory one (mordheim.remaining-moves.order) or the player's own."""
    return "compulsory" if action.compulsory else "move"


def refuse_ending_on_piece(ctx: Context, table: MordheimTable, wid: str, legs: Sequence[Leg], how: str) -> None:
    """A move or a run may not end with the model's base on a wall, fence, obstacle or column (rules
    mordheim.terrain.barriers, mordheim.movement.ladders-and-obstacles, mordheim.charging.low-wall): a barrier
    is gone round or jumped over ("как обойти, так и перепрыгнуть"), a low obstacle moved over ("через"), and
    models either side of a low wall or obstacle "не могут непосредственно соприкасаться подставками", which
    no base standing on it would stop; a charge ends off them too (:func:`charging.final_leg`). Where the
    route only passes over a piece between its steps the model is crossing it, and that is allowed."""
    if not legs:
        return
    end = legs[-1].end
    refuse_base_on_piece(ctx, table, end.x, end.y, end.z, table.warrior(wid).base_radius, f"{wid} would end its {how}",
                         f"end the {how} short of it or beyond it")


def refuse_ending_on_model(table: MordheimTable, wid: str, legs: Sequence[Leg], how: str) -> None:
    """A move or a run may not end with the model's base over another model's (rule mordheim.movement.distance,
    mordheim.running.double-movement for a run: the model moves "на количество дюймов, равное их Скорости" to a
    place on the table, and no table holds two bases over each other, as no setup may): the excerpt lets no base
    stand on another's, and a charge ends in base contact ("контакт подставка-к-подставке"), bases touching, not
    over each other. Touching is allowed (and is contact with an enemy, :func:`refuse_contact`)."""
    if not legs:
        return
    end = legs[-1].end
    w = table.warrior(wid)
    under = table.bases_under(wid, end.x, end.y, end.z, w.base_radius)
    if under:
        o = under[0]
        raise RuleViolation(BUDGET_CLAUSE[how],
                            f"{wid} would end its {how} at ({end.x:.4g}, {end.y:.4g}) with its base over {o.id}'s at "
                            f"({o.position.x:.4g}, {o.position.y:.4g}): no base stands on another, as no table holds "
                            f"two bases over each other; end the {how} beside it, bases touching at most")


def refuse_passing_over_models(ctx: Context, table: MordheimTable, wid: str, legs: Sequence[Leg], how: str) -> None:
    """Ruling mordheim.movement.through-models, read only where the way of a move or a run passes over another
    model's base (:func:`route.bases_crossed`): under "passes-over" it may; under "goes-round" it is refused (rule
    mordheim.movement.distance, mordheim.running.double-movement for a run): the player gives a way round. An enemy
    hidden from the mover ("Пока модель спрятана, она не может быть увидена", rule mordheim.hiding.protection) is
    passed over as a charge passes over it, under ruling mordheim.charging.hidden-in-the-way "passed-over"
    (:func:`hiding.unseen_in_way`); under "goes-round-it" the way goes round it too."""
    found = model_in_the_way(ctx, table, table.warrior(wid), legs)
    if found is not None:
        i, _, o = found
        raise RuleViolation(BUDGET_CLAUSE[how],
                            f"{wid}'s {how}, step {i + 1}, would take its base over {o.id}'s at ({o.position.x:.4g}, "
                            f"{o.position.y:.4g}): a base goes round another model, not over it (ruling "
                            f"mordheim.movement.through-models=goes-round); give a way round it")


def model_in_the_way(ctx: Context, table: MordheimTable, mover: Warrior, legs: Sequence[Leg]
                     ) -> tuple[int, Leg, Warrior] | None:
    """The first leg of a way (a move's, a run's, a charge's) that takes the mover's base over a model it must go
    round, with its number and that model; None where there is none. Ruling mordheim.movement.through-models is read
    only where a leg passes over a base (:func:`route.bases_crossed`): under "passes-over" nothing is in the way; under
    "goes-round" every model is, but an enemy hidden from the mover under ruling mordheim.charging.hidden-in-the-way
    "passed-over" (:func:`hiding.unseen_in_way`)."""
    for i, leg in enumerate(legs):
        crossed = bases_crossed(table, mover, leg)
        if not crossed or ctx.ruling(RULING_MOVEMENT_THROUGH_MODELS) != "goes-round":
            continue
        unseen = hiding.unseen_in_way(ctx, table, mover)
        crossed = [o for o in crossed if o.id not in unseen]
        if crossed:
            return i, leg, crossed[0]
    return None


def refuse_contact(ctx: Context, table: MordheimTable, wid: str, legs: list[Leg], how: str) -> None:
    """A move may not end in contact with an enemy unless it is a charge (rule mordheim.charging.only-by-charge,
    ruling mordheim.charging.move-into-contact; for a run mordheim.running.no-combat)."""
    if not legs:
        return
    end = legs[-1].end
    probe = table.with_warrior(table.warrior(wid).evolve(position=end))
    enemies = ends_in_contact(ctx, probe, wid, legs)
    if not enemies:
        return
    if how == "run":
        raise RuleViolation(RUNNING_NO_COMBAT,
                            f"{wid} would end its run in contact with {', '.join(enemies)}: running cannot bring a model "
                            f"into close combat")
    if ctx.ruling(RULING_CHARGING_MOVE_INTO_CONTACT) == "refused-unless-declared":
        raise RuleViolation(CHARGING_ONLY_BY_CHARGE,
                            f"{wid} would end its move in contact with {', '.join(enemies)}: a model enters close combat "
                            f"only by a declared charge")


def _reclassify_contact(ctx: Context, table: MordheimTable, wid: str) -> MordheimTable:
    """Ruling mordheim.charging.move-into-contact=reclassified: a move into contact is a charge, against every
    enemy it ends fighting (:func:`contact.fought_on_contact`: not one still hidden once the hiding rules have
    looked at the move)."""
    table, enemies = engaged_on_contact(ctx, table, wid, charged=True, counts_as_charger=True)
    if not enemies:
        return table
    ctx.emit(CHARGING_ONLY_BY_CHARGE,
             f"{wid}'s move brings it into close combat with {', '.join(enemies)}: it is a charge, and {wid} counts as "
             f"the charger")
    return table
