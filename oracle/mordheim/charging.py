"""В атаку! — charging: the declaration, unseen targets, the charge move, low walls,
interception and failed charges.

A charge is declared (``declare-charge``) and then moved (``charge``); a ``charge``
without a declaration declares it first.  The charge's route is the shortest one to
base contact (ruling ``mordheim.charging.shortest-route``); where the charge changes
floor (a jump down, a diving charge, a climb) the player gives those steps and the
engine takes the shortest route from the last of them.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Literal, Sequence

from pydantic import Field
from shapely.geometry import LineString, Point as ShapelyPoint

from oracle.core.errors import RuleViolation, SetupError, require
from oracle.core.geometry import Point, within
from oracle.core.measure import EPSILON, FLOAT_NOISE, SHAPE_TOLERANCE, Coordinate
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.mordheim import charging_several, diving_charge, hiding, movement, remaining_moves, terrain
from oracle.mordheim.contact import across_low_wall, engaged_on_contact, fought_on_contact, in_contact
from oracle.mordheim.geometry import (
    Models,
    any_line,
    arcs_clear,
    last_clear_of_bases,
    last_free_along,
    measure,
    pieces_under_base,
    route_obstacle,
    same_level,
    shortest_path,
    sight_line,
    stretches_clear,
    tall_obstacles,
    truncate_to_contact,
)
from oracle.mordheim.ids import (
    CHARGING_DECLARATION, CHARGING_DOUBLE_MOVEMENT, CHARGING_ENGAGED, CHARGING_FAILED_MOVE,
    CHARGING_FAILED_NO_SHOOTING, CHARGING_INTERCEPTING_CHARGER_KEEPS_ROLE, CHARGING_INTERCEPTING_ELIGIBLE,
    CHARGING_INTERCEPTING_FEAR_CAUSING_INTERCEPTOR, CHARGING_INTERCEPTING_INTERCEPTOR_FEAR,
    CHARGING_INTERCEPTING_ONE_PER_CHARGER, CHARGING_LOW_WALL, CHARGING_ONLY_BY_CHARGE, CHARGING_SEVERAL_TOUCHING,
    CHARGING_TARGET_LINE, CHARGING_UNSEEN_TEST_FAILED, CHARGING_UNSEEN_WITHIN_4, JUMPING_DOWN_SKAVEN_EXAMPLE,
    MOVEMENT_OPTIONAL_DISTANCE, RULING_CHARGING_ACROSS_LOW_WALL, RULING_CHARGING_DECLARED_DETOUR,
    RULING_CHARGING_FAILED_CHARGE_ROUTE, RULING_CHARGING_INTERCEPTOR_STATE, RULING_CHARGING_INTERCEPT_ATTEMPTS,
    RULING_CHARGING_INTERCEPT_CORRIDOR, RULING_CHARGING_INTERCEPT_MEETING_OFF_WALLS,
    RULING_CHARGING_INTERCEPT_MEETING_POINT, RULING_CHARGING_INTERCEPT_MOVE, RULING_CHARGING_LINE,
    RULING_CHARGING_MOVE_INTO_CONTACT, RULING_CHARGING_SEVERAL_TARGETS, RULING_CHARGING_SHORTEST_ROUTE,
    RULING_CHARGING_STOPPED_CHARGE_SHOOTING, RULING_CHARGING_TARGET_INTERCEPTS, RULING_CHARGING_UNSEEN_BEYOND_4,
    RULING_CHARGING_WITHIN_4, RULING_DIVING_CHARGE_LANDING, RULING_MOVEMENT_LOW_OBSTACLES,
    RULING_MOVEMENT_THROUGH_MODELS,
)
from oracle.mordheim.rolls import initiative_test
from oracle.mordheim.route import (
    Leg, Step, on_piece_clause, plan, plan_straight_towards, plan_walk, stop_short_of_bases,
)
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import TOUCH, MordheimTable, Warrior, barrier_height


FearResult = Literal["passed", "failed"]


# --- contact ------------------------------------------------------------------------


def has_line(ctx: Context, table: MordheimTable, a: Warrior, b: Warrior) -> bool:
    """An uninterrupted line from the charger to the target (rule mordheim.charging.target-line,
    ruling mordheim.charging.line)."""
    if ctx.ruling(RULING_CHARGING_LINE) == "any-line-between-bases":
        return any_line(table, a, b)
    return sight_line(table, a, b)


# --- declaring ------------------------------------------------------------------------


@RULESET.action("declare-charge")
class DeclareCharge(Action):
    """Declare, before measuring, that a warrior charges an enemy."""
    distinct = ("charger", "target")

    charger: str
    target: str
    also_charging: tuple[str, ...] = ()


@RULESET.handler(DeclareCharge)
def declare_charge(ctx: Context, table: MordheimTable, action: DeclareCharge) -> MordheimTable:
    """Declare a charge (rules mordheim.charging.declaration, mordheim.charging.target-line,
    mordheim.charging.unseen-within-4, mordheim.charging.unseen-test-failed, mordheim.hiding.protection,
    mordheim.remaining-moves.order; other enemies named with it: rule mordheim.charging-several.touching)."""
    table = hiding.reveal(ctx, table, None)
    remaining_moves.check_order(ctx, table, table.warrior(action.charger), "charge")
    return _declare(ctx, table, action.charger, action.target, action.also_charging)


def _declare(ctx: Context, table: MordheimTable, cid: str, tid: str, also: tuple[str, ...] = ()) -> MordheimTable:
    """The declaration (:func:`_declaration`), its Initiative test where one is due (:func:`_unseen_test`)."""
    table, test = _declaration(ctx, table, cid, tid, also)
    if test == "forbidden":
        return table
    if test == "test" and not _unseen_test(ctx, table, cid, tid):
        return _forbidden(ctx, table, cid)
    return _declared(table, cid, tid, also)


Declared = Literal["no-test", "test", "forbidden"]


def _declaration(ctx: Context, table: MordheimTable, cid: str, tid: str,
                 also: tuple[str, ...] = ()) -> tuple[MordheimTable, Declared]:
    """Everything a declaration asks before any die (rules mordheim.charging.declaration,
    mordheim.charging.target-line, mordheim.charging.unseen-within-4, ruling mordheim.charging.unseen-beyond-4): the
    table (the charge forbidden this turn where the target is unseen and beyond 4" under "no-charge-this-turn") and
    whether an Initiative test is still to be rolled ("test"), none is due ("no-test") or the charge is not made
    ("forbidden")."""
    c, t = table.warrior(cid), table.warrior(tid)
    if t.side == c.side:
        raise RuleViolation(CHARGING_DECLARATION, f"{tid} is not an enemy of {cid}")
    if c.charge_forbidden:
        raise RuleViolation(c.charge_forbidden, f"{cid} may not charge this turn")
    if c.compulsory_move:
        # rule mordheim.movement.optional-distance: the exceptions to moving as the player wishes are the charge and
        # the compulsory move, two moves; a model whose move is compulsory makes that one, not a charge of its choosing
        raise RuleViolation(MOVEMENT_OPTIONAL_DISTANCE,
                            f"{cid} has a compulsory move to make; it cannot charge instead")
    if c.mode != "none" or c.charged:
        raise RuleViolation(CHARGING_DECLARATION, f"{cid} has already moved this turn; a charge is declared first")
    if c.declared_charge:
        raise RuleViolation(CHARGING_DECLARATION, f"{cid} has already declared a charge against {c.declared_charge}")
    hiding.refuse_if_hidden(ctx, table, t, f"{cid} declares a charge")
    charging_several.check_declared(table, c, tid, also)
    ctx.emit(CHARGING_DECLARATION,
             f"{cid} declares a charge against {', '.join([tid, *also])}, without measuring first")
    if has_line(ctx, table, c, t):
        ctx.emit(CHARGING_TARGET_LINE, f"a line uninterrupted by obstacles runs from {cid} to {tid}")
        return table, "no-test"
    d = measure(ctx, c, t)
    inclusive = ctx.ruling(RULING_CHARGING_WITHIN_4) == "inclusive"
    reach = ctx.value(CHARGING_UNSEEN_WITHIN_4, "reach")
    if not within(d, reach, inclusive=inclusive):
        beyond = (f"{cid} has no uninterrupted line to {tid}, which it cannot see and which is {d:.4g}\" away "
                  f"(more than {reach:g}\")")
        if ctx.ruling(RULING_CHARGING_UNSEEN_BEYOND_4) == "refused":
            raise RuleViolation(CHARGING_TARGET_LINE, beyond)
        ctx.emit(CHARGING_TARGET_LINE, f"{beyond}: declared without measuring, the charge cannot be made",
                 distance=round(d, 6))
        ctx.emit(CHARGING_UNSEEN_TEST_FAILED,
                 f"{cid} may not charge this turn, but may move normally, shoot and cast spells (ruling "
                 f"mordheim.charging.unseen-beyond-4=no-charge-this-turn)")
        return table.with_warrior(c.evolve(charge_forbidden=CHARGING_UNSEEN_TEST_FAILED)), "forbidden"
    ctx.emit(CHARGING_UNSEEN_WITHIN_4,
             f"{cid} cannot see {tid}, which is {d:.4g}\" away (within {reach:g}\") and not hidden: an Initiative test",
             distance=round(d, 6))
    return table, "test"


def _unseen_test(ctx: Context, table: MordheimTable, cid: str, tid: str) -> bool:
    """The Initiative test to charge an unseen enemy within 4" (rule mordheim.charging.unseen-within-4): passed or
    not. Rolled once every refusal of the declaration, and of a charge moved without one, has been asked."""
    return initiative_test(ctx, table.warrior(cid), CHARGING_UNSEEN_WITHIN_4, f"charging the unseen {tid}")


def _forbidden(ctx: Context, table: MordheimTable, cid: str) -> MordheimTable:
    """A failed test (rule mordheim.charging.unseen-test-failed): no charge this turn."""
    ctx.emit(CHARGING_UNSEEN_TEST_FAILED, f"{cid} may not charge this turn, but may move normally, shoot and cast spells")
    return table.with_warrior(table.warrior(cid).evolve(charge_forbidden=CHARGING_UNSEEN_TEST_FAILED))


def _declared(table: MordheimTable, cid: str, tid: str, also: tuple[str, ...]) -> MordheimTable:
    """The charge declared against ``tid`` and the enemies named with it."""
    return table.with_warrior(table.warrior(cid).evolve(declared_charge=tid, declared_also=also))


# --- the charge move ------------------------------------------------------------------


@RULESET.action("charge")
class Charge(Action):
    """Move a charge: optional steps that change floor, then the shortest route to the target."""
    distinct = ("charger", "target")

    charger: str
    target: str
    route: tuple[Step, ...] = ()
    contact_at: tuple[Coordinate, Coordinate] | None = None
    also_charging: tuple[str, ...] = ()
    interceptors: tuple[str, ...] = ()
    interceptor_fear_test: FearResult | None = None
    charger_fear_test: FearResult | None = None
    dive: bool = Field(default=True, description=(
        "Make a diving charge where its jump down allows one (rule mordheim.diving-charge.target, \"может\": the "
        "player may); false: the jump down is an ordinary one, with no bonus"))


def final_leg(ctx: Context, table: MordheimTable, charger: Warrior, start: Point, target: Warrior,
              contact_at: tuple[float, float] | None) -> tuple[tuple[Leg, ...], str | None]:
    """The shortest route from ``start`` into base contact with ``target`` (rule
    mordheim.charging.double-movement, rulings mordheim.charging.shortest-route, mordheim.movement.low-obstacles); the legs
    and the low wall it ends at, if any. Where no way leads to the target's centre (it stands nearer a wall's corner
    than the charger's base reaches, its own base clear), the route ends at the nearest place touching it that a way
    leads to (:func:`_contact_off_walls`): the charge "оканчивается, когда модели входят в контакт". It reads the
    table and the readings and says nothing: its callers reckon it (:meth:`Context.reckon`), so that the dice paths
    and the re-runs under a reading it does not ask share one route."""
    if not same_level(start.z, target.position.z):
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{target.id} stands at height {target.position.z:g}\" and {charger.id} would be at "
                            f"{start.z:g}\": "
                            f"give the climb or jump down of the charge in its route")
    reach = charger.base_radius + target.base_radius
    src = (start.x, start.y)
    goal = ((target.position.x, target.position.y) if contact_at is None
            else (float(contact_at[0]), float(contact_at[1])))
    if contact_at is not None:
        probe = charger.evolve(position=Point(x=goal[0], y=goal[1], z=start.z))
        if not in_contact(ctx, table, probe, target):
            raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                                f"at {list(contact_at)} {charger.id} would not be in base contact with {target.id}")
        under = pieces_under_base(table, goal[0], goal[1], start.z, charger.base_radius)
        if under:
            raise RuleViolation(CHARGING_LOW_WALL,
                                f"at {list(contact_at)} {charger.id}'s base would stand on {under[0].id}")
        over = table.bases_under(charger.id, goal[0], goal[1], start.z, charger.base_radius)
        if over:
            raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                                f"at {list(contact_at)} {charger.id}'s base would stand over {over[0].id}'s: a charge "
                                f"ends in base contact, bases touching, never one over another")
    # ruling mordheim.movement.low-obstacles: under "any-listed-obstacle" a charge crosses barrels and boxes of
    # any height as any other move does
    obstacles_block = not (tall_obstacles(table, start.z)
                           and ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES) == "any-listed-obstacle")
    if ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line":
        path = (src, goal)
        if shortest_path(table, src, goal, start.z, 0.0, obstacles_block) != (src, goal):
            raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                                f"terrain blocks the straight line from {charger.id} to {target.id}: under the "
                                f"straight-line reading (ruling mordheim.charging.shortest-route) the charge cannot be made")
    else:
        path = shortest_path(table, src, goal, start.z, charger.base_radius, obstacles_block)
        if path is None and contact_at is None:
            # no way leads to the target's centre (it stands nearer a wall's corner than the charger's base
            # reaches): the charge ends at the nearest place touching it that a way leads to
            path = _contact_off_walls(ctx, table, charger, target, src, start.z, obstacles_block)
        if path is None:
            raise RuleViolation(CHARGING_DOUBLE_MOVEMENT, f"no route leads from {charger.id} to {target.id}")
    if contact_at is None:
        path = truncate_to_contact(path, goal, reach)
    wall = None
    if contact_at is None:
        path, wall = _stop_at_low_wall(ctx, table, charger, target, path, start.z)
        if wall is None and (pieces_under_base(table, *path[-1], start.z, charger.base_radius)
                             or table.bases_under(charger.id, *path[-1], start.z, charger.base_radius)):
            path = _contact_off_walls(ctx, table, charger, target, src, start.z, obstacles_block)
    path = _round_models(ctx, table, charger, target, path, start.z, obstacles_block,
                         any_contact=contact_at is None and wall is None)
    legs: list[Leg] = []
    pos = start
    for a, b in zip(path, path[1:]):
        leg = plan_walk(ctx, table, charger, pos, b, "charge")
        legs.append(leg)
        pos = leg.end
    return tuple(legs), wall


def _models_in_way(table: MordheimTable, mover: Warrior, z: float, besides: Sequence[str] = ()) -> Models:
    """The other models' bases on floor ``z`` (less ``besides``) that a way of ``mover``'s goes round under ruling
    mordheim.movement.through-models "goes-round", each as its centre and the distance ``mover``'s centre keeps from
    it, their radii together (:func:`~oracle.mordheim.geometry.shortest_path`)."""
    return tuple((o.position.x, o.position.y, mover.base_radius + o.base_radius) for o in table.warriors
                 if o.id != mover.id and o.id not in besides and same_level(o.position.z, z))


def _over_models(table: MordheimTable, mover: Warrior, path: Sequence[tuple[float, float]], z: float,
                 besides: Sequence[str] = ()) -> list[Warrior]:
    """The models on floor ``z`` (less ``besides``) whose bases ``mover``'s would pass over going along ``path``, as
    :func:`route.bases_crossed` finds them along a leg: nearer its way than their radii together, less
    :data:`TOUCH`."""
    if len(path) < 2:
        return []
    way = LineString(path)
    return [o for o in table.warriors if o.id != mover.id and o.id not in besides and same_level(o.position.z, z)
            and way.distance(o.position.shape()) < mover.base_radius + o.base_radius - TOUCH]


def _goes_round(ctx: Context, table: MordheimTable, mover: Warrior, path: Sequence[tuple[float, float]], z: float,
                besides: Sequence[str] = ()) -> Models | None:
    """Ruling mordheim.movement.through-models, read only where ``path`` passes over another model's base (less
    ``besides``): under "goes-round" the bases a way of ``mover``'s on floor ``z`` goes round (:func:`_models_in_way`),
    else None, the path standing as it is."""
    if not _over_models(table, mover, path, z, besides) or \
            ctx.ruling(RULING_MOVEMENT_THROUGH_MODELS) != "goes-round":
        return None
    besides = (*besides, *hiding.unseen_in_way(ctx, table, mover, z))
    if not _over_models(table, mover, path, z, besides):
        return None
    return _models_in_way(table, mover, z, besides)


def _round_models(ctx: Context, table: MordheimTable, mover: Warrior, target: Warrior,
                  path: Sequence[tuple[float, float]], z: float, obstacles_block: bool, any_contact: bool,
                  what: str = "charge") -> tuple[tuple[float, float], ...]:
    """The shortest route of a charge (or of an interceptor's move into contact, ``what``) that goes round the
    other models in its way, where ``path``, found round terrain only, passes over one's base (ruling
    mordheim.movement.through-models "goes-round": "a charge's shortest route ... and an interceptor's move go round
    other models as they go round a wall"; rule mordheim.charging.double-movement, "идёт всегда по кратчайшему
    пути"): with ``any_contact``, into base contact with ``target`` wherever its base stands clear
    (:func:`_contact_off_walls`, which finds the nearest such place round the models as round the walls); else to
    where ``path`` ends (a place the player named, or against a low wall). Refused by
    mordheim.charging.double-movement where no way round leads there, or where the charge goes in a straight line
    (ruling mordheim.charging.shortest-route "straight-line") and a model stands on it. ``path`` as it is under
    "passes-over", or where it passes over no base."""
    models = _goes_round(ctx, table, mover, path, z, (target.id,))
    if models is None:
        return tuple(path)
    besides = (target.id, *hiding.unseen_in_way(ctx, table, mover, z))
    if not any_contact or ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line":
        return _way_round(ctx, table, mover, path, z, obstacles_block, models, besides, what)
    o = _over_models(table, mover, path, z, besides)[0]
    where = f"{o.id}'s base at ({o.position.x:.4g}, {o.position.y:.4g})"
    try:
        return _contact_off_walls(ctx, table, mover, target, tuple(path[0]), z, obstacles_block, models, what)
    except RuleViolation as exc:  # the way found round terrain alone ended clear: the models leave none
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{mover.id}'s {what} would take its base over {where}: it goes round other models "
                            f"(ruling mordheim.movement.through-models=goes-round), and no way round them leads "
                            f"into base contact with {target.id}") from exc


def _way_round(ctx: Context, table: MordheimTable, mover: Warrior, path: Sequence[tuple[float, float]], z: float,
               obstacles_block: bool, models: Models, besides: Sequence[str] = (),
               what: str = "charge") -> tuple[tuple[float, float], ...]:
    """The shortest way from where ``path`` begins to where it ends round terrain and round ``models`` (ruling
    mordheim.movement.through-models "goes-round", :func:`_goes_round`), ``path`` passing over one of them; refused
    by rule mordheim.charging.double-movement where there is none, or where the charge goes in a straight line
    (ruling mordheim.charging.shortest-route "straight-line")."""
    o = _over_models(table, mover, path, z, besides)[0]
    where = f"{o.id}'s base at ({o.position.x:.4g}, {o.position.y:.4g})"
    if ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line":
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{where} stands in the straight line of {mover.id}'s {what}: it goes round other models "
                            f"(ruling mordheim.movement.through-models=goes-round), and in a straight line (ruling "
                            f"mordheim.charging.shortest-route=straight-line) it cannot be made")
    way = shortest_path(table, tuple(path[0]), tuple(path[-1]), z, mover.base_radius, obstacles_block, models)
    if way is None:
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{mover.id}'s {what} would take its base over {where}: it goes round other models "
                            f"(ruling mordheim.movement.through-models=goes-round), and no way round them leads to "
                            f"({path[-1][0]:.4g}, {path[-1][1]:.4g})")
    return way


def _walked(legs: Sequence[Leg]) -> float:
    """How far a model's centre goes along walking legs, on the table's plane."""
    return sum(math.dist((l.start.x, l.start.y), (l.end.x, l.end.y)) for l in legs)


def _shortest_walks(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior, legs: list[Leg],
                    contact_at: tuple[float, float] | None) -> list[Leg]:
    """The charge's own steps, each stretch it walks made the shortest way (rule mordheim.charging.double-movement:
    "идёт всегда по кратчайшему пути"; ruling mordheim.charging.declared-detour): a stretch walked between two steps
    that change floor longer than the shortest way between its ends is replaced by that way; a walk after the last
    of them (or with none) is dropped where the shortest route from its start into contact is shorter, so that
    :func:`final_leg` goes from there. Under "refused" such a charge is refused instead."""
    straight = ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line"
    out: list[Leg] = []
    done = 0
    for i, j in walk_runs(legs):
        out.extend(legs[done:i])  # the steps that change floor, as given
        done = j
        run, start, end = legs[i:j], legs[i].start, legs[j - 1].end
        declared = _walked(run)
        # ruling mordheim.movement.through-models "goes-round": a walk given over another model's base is no way
        # a charge may go; the shortest way round takes its place
        over = _goes_round(ctx, table, charger, ((start.x, start.y), *((l.end.x, l.end.y) for l in run)),
                           start.z) is not None
        if j == len(legs):
            if not same_level(start.z, target.position.z):
                out.extend(run)
                break
            shortest = _walked(ctx.reckon(final_leg, table, charger, start, target, contact_at)[0])
            longer = declared + _walked(ctx.reckon(final_leg, table, charger, end, target, contact_at)[0])
            better: list[Leg] = []
        else:
            obstacles_block = not (tall_obstacles(table, start.z)
                                   and ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES) == "any-listed-obstacle")
            src, goal = (start.x, start.y), (end.x, end.y)
            way = (src, goal) if straight else shortest_path(table, src, goal, start.z, charger.base_radius,
                                                              obstacles_block)
            models = None if way is None else _goes_round(ctx, table, charger, way, start.z)
            if models is not None:
                way = _way_round(ctx, table, charger, way, start.z, obstacles_block, models,
                                 hiding.unseen_in_way(ctx, table, charger, start.z))
            shortest, longer, better, pos = declared, declared, [], start
            if way is not None:
                for b in way[1:]:
                    better.append(plan_walk(ctx, table, charger, pos, b, "charge"))
                    pos = better[-1].end
                shortest = _walked(better)
        if over and (better or j == len(legs)):
            ctx.emit(CHARGING_DOUBLE_MOVEMENT,
                     f"{charger.id}'s charge does not walk over another model's base from ({start.x:.4g}, "
                     f"{start.y:.4g}) as given: it goes round (ruling mordheim.movement.through-models=goes-round), "
                     f"by the shortest way round")
            out.extend(better)
            continue
        if longer > shortest + SHAPE_TOLERANCE:
            where = f"({start.x:.4g}, {start.y:.4g})"
            if ctx.ruling(RULING_CHARGING_DECLARED_DETOUR) == "refused":
                raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                                    f"{charger.id}'s charge would walk {longer:.4g}\" from {where} where the shortest "
                                    f"way is {shortest:.4g}\": a charge goes always by the shortest route (ruling "
                                    f"mordheim.charging.declared-detour=refused)")
            ctx.emit(CHARGING_DOUBLE_MOVEMENT,
                     f"{charger.id}'s charge goes always by the shortest route: from {where} it goes {shortest:.4g}\" "
                     f"by the shortest way, not the {longer:.4g}\" of the walk given (ruling "
                     f"mordheim.charging.declared-detour=shortest-instead)")
            run = better
        out.extend(run)
    return out + legs[done:]


def _contact_off_walls(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior, src: tuple[float, float],
                       z: float, obstacles_block: bool, models: Models = (),
                       what: str = "charge") -> tuple[tuple[float, float], ...]:
    """The shortest route into base contact with ``target`` that ends with the charger's base off every wall and
    obstacle (rules mordheim.charging.double-movement, mordheim.charging.low-wall): where the straight approach
    would leave it astride a low wall the target stands close behind without touching, the models are not
    "separated by a low wall" (ruling mordheim.charging.across-low-wall, default), and a base cannot stand on the
    wall, so the charge goes on to the nearest place touching the target that is free (ruling
    mordheim.charging.shortest-route, its route as :func:`final_leg` finds one).

    The places touching the target where the base is free are arcs round it (:func:`~oracle.mordheim.geometry.arcs_clear`,
    however narrow, less the places a route cannot reach: :func:`~oracle.mordheim.geometry.route_obstacle`). The nearest
    place of an arc is one of its ends or, inside it, the place facing where the route to it last turns: the
    charger's start, or one of the corners a route goes round. Those places are measured nearest first (as the crow
    flies), until no place left can be nearer. With ``models`` (ruling mordheim.movement.through-models "goes-round",
    :func:`_round_models`) the routes go round those models' bases too, and the places facing the corners of the
    polygons drawn round them (:func:`~oracle.mordheim.geometry.model_zone`) are among those measured."""
    straight = ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line"
    best = _nearest_contact_off_walls(table, charger, target, src, z, obstacles_block, models, straight, barrier_height())
    if best is None:
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{charger.id} can reach no place touching {target.id} where its base is off the walls "
                            f"and obstacles round it and off the other models' bases"
                            + (f": its {what} goes round other models (ruling mordheim.movement.through-models="
                               f"goes-round), and they leave it no way round into base contact" if models else ""))
    return best


@lru_cache(maxsize=1024)
def _nearest_contact_off_walls(table: MordheimTable, charger: Warrior, target: Warrior, src: tuple[float, float], z: float,
                               obstacles_block: bool, models: Models, straight: bool, barrier: float
                               ) -> tuple[tuple[float, float], ...] | None:
    """The search of :func:`_contact_off_walls` (``straight``: ruling mordheim.charging.shortest-route "straight-line"),
    None where no place is reached. It reads nothing but its arguments, ``barrier`` (the highest wall a model jumps
    freely, :func:`~oracle.mordheim.state.barrier_height`) a key only: the pieces read it as they decide what blocks.
    Kept per table and place, as the routes are: the determinism check's second resolution of a request and the
    rulings side by side's re-runs, most under readings this search does not read, asked it again whole, each of its
    places measured anew."""
    reach = charger.base_radius + target.base_radius
    tx, ty = target.position.x, target.position.y

    def place(angle: float) -> tuple[float, float]:
        return tx + reach * math.cos(angle), ty + reach * math.sin(angle)

    unreached, corners = route_obstacle(table, z, 0.0 if straight else charger.base_radius, obstacles_block,
                                        (src, (tx, ty)), models)

    # the other models' bases, which the charger's may touch but not stand over (no table holds two bases over each
    # other): its centre keeps their radii and its own together from theirs
    apart = tuple((o.position.x, o.position.y, charger.base_radius + o.base_radius) for o in table.warriors
                  if o.id not in (charger.id, target.id) and same_level(o.position.z, z))

    def facing(p: tuple[float, float]) -> tuple[float, float] | None:
        """The place touching the target nearest to ``p`` (towards it), if the base is free there and a route
        may end there."""
        if math.dist(p, (tx, ty)) <= FLOAT_NOISE:
            return None
        q = place(math.atan2(p[1] - ty, p[0] - tx))
        # the cheap tests first: another model's base, then where no route ends, then the pieces under the base
        if any(math.dist(q, (ax, ay)) < r - FLOAT_NOISE for ax, ay, r in apart) \
                or (unreached is not None and unreached.intersects(ShapelyPoint(q))) \
                or pieces_under_base(table, *q, z, charger.base_radius):
            return None
        return q

    places = {place(a) for arc in arcs_clear(table, tx, ty, reach, z, charger.base_radius, unreached, apart)
              for a in arc}
    places.update(q for turn in (src, *(() if straight else corners)) if (q := facing(turn)) is not None)
    best, best_len = None, math.inf
    for q in sorted(places, key=lambda q: math.dist(src, q)):
        if math.dist(src, q) >= best_len - FLOAT_NOISE:
            break
        if straight:
            path = (src, q) if shortest_path(table, src, q, z, 0.0, obstacles_block, models) == (src, q) else None
        else:
            path = shortest_path(table, src, q, z, charger.base_radius, obstacles_block, models)
        if path is None:
            continue
        length = sum(math.dist(a, b) for a, b in zip(path, path[1:]))
        if length < best_len - FLOAT_NOISE:
            best, best_len = path, length
    return best


def _stop_at_low_wall(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior,
                      path: Sequence[tuple[float, float]], z: float,
                      across_only: bool = False) -> tuple[Sequence[tuple[float, float]], str | None]:
    """If the target stands behind a low wall, the charger stops against the wall on its side
    (rule mordheim.charging.low-wall): the route cut short there, and the wall; else the route and None.

    Ruling mordheim.charging.across-low-wall: by default the target's base touches the wall; under
    "within-one-inch" it need not, but there the two bases must then be within 1" across the wall, or the
    charge cannot engage the target at all (refused). With ``across_only``, the route is cut short only where
    the two models are then separated by the wall as :func:`~oracle.mordheim.contact.across_low_wall` has it
    (the route and None otherwise, never a refusal): an interceptor whose last stretch crosses the corner of
    barrels the charger stands against is not separated from it by them."""
    end = path[-1]
    base = ShapelyPoint(end).buffer(charger.base_radius)
    target_base = target.shape()
    for p in table.terrain:
        if not p.is_barrier or not same_level(p.level, z):
            continue
        wall = p.shape()
        if base.intersection(wall).area <= EPSILON:
            continue
        within = ctx.ruling(RULING_CHARGING_ACROSS_LOW_WALL) == "within-one-inch"
        if not within and target_base.distance(wall) > TOUCH:
            continue
        last = LineString(path[-2:]) if len(path) > 1 else None
        if last is None:
            return path, None
        lo, hi = 0.0, last.length
        for _ in range(60):  # where the base's edge meets the wall: its centre the base's radius from it
            mid = (lo + hi) / 2
            if last.interpolate(mid).distance(wall) < charger.base_radius:
                hi = mid
            else:
                lo = mid
        q = last.interpolate(lo)
        if across_only or within:
            probe = charger.evolve(position=Point(x=q.x, y=q.y, z=z))
            if across_low_wall(ctx, table, probe, target) is None:
                if across_only:
                    return path, None
                gap = probe.shape().distance(target_base)
                reach = ctx.reading_value(RULING_CHARGING_ACROSS_LOW_WALL, "reach")
                raise RuleViolation(CHARGING_LOW_WALL,
                                    f"against {p.id} {charger.id}'s base is {gap:.4g}\" from {target.id}'s, more than "
                                    f"{reach:g}\", and it cannot stand beyond it: it cannot engage {target.id} "
                                    f"(ruling mordheim.charging.across-low-wall=within-one-inch)")
        return (*path[:-1], (q.x, q.y)), p.id
    return path, None


@RULESET.handler(Charge)
def charge(ctx: Context, table: MordheimTable, action: Charge) -> MordheimTable:
    """Move a declared charge (rules mordheim.charging.double-movement, mordheim.charging.engaged,
    mordheim.charging.low-wall, mordheim.charging.only-by-charge, mordheim.charging.failed.move,
    mordheim.charging.failed.no-shooting, mordheim.charging.intercepting.*, mordheim.charging-several.touching,
    mordheim.diving-charge.*, mordheim.jumping-down.skaven-example). A charge not declared beforehand is declared
    here (:func:`_declaration`), and the Initiative test for an unseen target within 4" (rule
    mordheim.charging.unseen-within-4) is rolled only once the charge's own refusals have been asked: a charge the
    rules forbid (one that would not touch an enemy named to be charged too, rule mordheim.charging-several.touching:
    "он может атаковать одновременно всех, кого касается"; one whose interceptor cannot meet it,
    :func:`_refuse_interception`) is refused whatever the die would show."""
    cid, tid = action.charger, action.target
    table = hiding.reveal(ctx, table, None)
    c = table.warrior(cid)
    remaining_moves.check_order(ctx, table, c, "charge")
    undeclared, test = table, "no-test"
    if c.declared_charge != tid:
        # declared here: its Initiative test, if one is due, is rolled once the charge's own refusals are asked
        undeclared, test = _declaration(ctx, table, cid, tid, action.also_charging)
        if test == "forbidden":
            return undeclared
        table = _declared(undeclared, cid, tid, action.also_charging)
    else:
        charging_several.check_named(ctx, c, action.also_charging)
    table = movement.start_mode(table, cid, "charge")
    c, t = table.warrior(cid), table.warrior(tid)
    pre = _shortest_walks(ctx, table, c, t, plan(ctx, table, c, action.route), action.contact_at)
    dive = diving_charge.find_dive(ctx, table, c, t, pre, wanted=action.dive)
    movement.check_legs(ctx, table, cid, pre, "charge", diving_at=dive)
    after = pre[-1].end if pre else c.position
    contact_at = action.contact_at
    if contact_at is None and action.also_charging:
        contact_at = charging_several.contact_point(table, cid, tid, action.also_charging[0])
    final, wall = ctx.reckon(final_leg, table, c, after, t, contact_at)
    free_landing = dive is not None and ctx.ruling(RULING_DIVING_CHARGE_LANDING) == "directly-below"
    route = [*pre, *(() if free_landing else final)]
    cost = movement.route_cost(route)
    slowed = movement.route_slowing(ctx, route)  # ruling mordheim.terrain.cost=whole-move-halved only
    limit = movement.budget(ctx, c, "charge").limit(ctx, slowed)
    reaches = cost <= limit + EPSILON
    def unseen_test() -> MordheimTable | None:
        """The Initiative test of a charge declared here, rolled once its refusals are asked: the table where it
        fails (rule mordheim.charging.unseen-test-failed), else None."""
        if test == "test" and not _unseen_test(ctx, undeclared, cid, tid):
            return _forbidden(ctx, undeclared, cid)
        return None

    if not reaches:
        return _failed(ctx, table, c, t, action, pre, final, cost, limit, slowed, unseen_test)
    walked = [*pre, *final]
    _refuse_going_round_models(ctx, table, c, walked, "charge")
    charging_several.refuse_untouched(ctx, table, cid, final[-1].end if final else after, action.also_charging)
    stretches = charge_stretches(walked, after)
    meeting: dict[str, int] = {}
    if action.interceptors:
        meeting = intercept_plan(ctx, table, c, t, action, stretches)
        _refuse_interception(ctx, table, c, action, meeting, stretches, walked, final[-1].end if final else after)
    forbidden = unseen_test()
    if forbidden is not None:
        return forbidden
    # --- execute ---------------------------------------------------------------
    table = table.with_warrior(c.evolve(declared_charge=None, declared_also=(), charged=True))
    iid = None
    if meeting:
        table, iid = _who_intercepts(ctx, table, c, action, tuple(meeting))
    at_end = ctx.ruling(RULING_CHARGING_INTERCEPT_MEETING_POINT) == "at-charge-end"
    # met on its way, the charger walks its route only as far as the stretch where it is met
    head = pre if iid is None or at_end else walked[:stretches[meeting[iid]][0]]
    went: list[Leg] = []  # the legs as the charger moved them, every one looked along by the hiding rules
    table = movement.execute(ctx, table, cid, head, "charge", diving_at=dive, moved=went)
    c = table.warrior(cid)
    if c.movement_over:
        ctx.emit(CHARGING_DOUBLE_MOVEMENT, f"{cid}'s charge ends where its move ended ({c.movement_over}); it "
                                           f"reaches nobody")
        return hiding.reveal(ctx, _stopped_charge(ctx, table, cid), cid, went)
    if dive is not None and dive < len(head):
        table = diving_charge.dived(ctx, table, cid, tid, pre[dive].height, pre[dive].start.z)
    elif any(l.kind == "jump-down" for l in head):
        ctx.emit(JUMPING_DOWN_SKAVEN_EXAMPLE,
                 f"as in the worked example, {cid} jumped down during its charge and goes on with "
                 f"{limit - table.warrior(cid).used:.4g}\" of its {limit:g}\" charge left")
    if iid is not None:
        if at_end:
            return _meet_at_end(ctx, table, cid, iid, final, action, went)
        i0, i1, _, _ = stretches[meeting[iid]]
        return _meet(ctx, table, cid, iid, walked[i0:i1], action, went)
    table = movement.execute(ctx, table, cid, final, "charge", total=float("inf") if free_landing else None,
                             moved=went)
    c = table.warrior(cid)
    ctx.emit(CHARGING_DOUBLE_MOVEMENT,
             f"{cid} charges {cost:.4g}\" of its {limit:g}\" (double Movement{terrain.whole_move(slowed)}) by the "
             f"shortest route into base contact with {tid}", cost=round(cost, 6), allowance=limit)
    return _engage(ctx, table, cid, tid, wall, action.also_charging, went)


def _refuse_going_round_models(ctx: Context, table: MordheimTable, mover: Warrior, legs: Sequence[Leg],
                               what: str) -> None:
    """Ruling mordheim.movement.through-models, read only where a charge's way (the charger's, a failed charger's,
    an interceptor's) passes over another model's base (:func:`route.bases_crossed`): under "passes-over" it may;
    under "goes-round" the routes the rules choose go round the models in their way (:func:`_round_models`,
    :func:`_shortest_walks`), so what is left passing over one is a step the player gave that changes floor (a leap,
    a ladder), refused by rule mordheim.charging.double-movement, naming the model; an enemy hidden from the mover
    is passed over under ruling mordheim.charging.hidden-in-the-way "passed-over" (:func:`hiding.unseen_in_way`)."""
    found = movement.model_in_the_way(ctx, table, mover, legs)
    if found is not None:
        _, leg, o = found
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"{mover.id}'s {what}, its {leg.kind} from ({leg.start.x:.4g}, {leg.start.y:.4g}), "
                            f"would take its base over {o.id}'s at ({o.position.x:.4g}, {o.position.y:.4g}): a base "
                            f"goes round another model, not over it (ruling "
                            f"mordheim.movement.through-models=goes-round); give a way round it")


def _stopped_charge(ctx: Context, table: MordheimTable, cid: str) -> MordheimTable:
    """A charge stopped short of every enemy by a fall or a failed climbing test (rule
    mordheim.charging.failed.no-shooting, ruling mordheim.charging.stopped-charge-shooting): under "may-shoot" the
    model may still shoot, not having made a failed charge; under "no-shooting" it may not, but may cast spells."""
    if ctx.ruling(RULING_CHARGING_STOPPED_CHARGE_SHOOTING) == "may-shoot":
        return table
    ctx.emit(CHARGING_FAILED_NO_SHOOTING,
             f"{cid}'s charge reached no enemy: it may not shoot this turn, but may cast spells as normal (ruling "
             f"mordheim.charging.stopped-charge-shooting=no-shooting)")
    return table.with_warrior(table.warrior(cid).evolve(no_shooting=CHARGING_FAILED_NO_SHOOTING))


def _engage(ctx: Context, table: MordheimTable, cid: str, tid: str, wall: str | None, also: tuple[str, ...],
            went: Sequence[Leg]) -> MordheimTable:
    """The charger, having moved ``went``, is in close combat with its target (rules mordheim.charging.engaged,
    mordheim.charging.low-wall, mordheim.charging.only-by-charge, mordheim.charging-several.touching), and the
    hiding rules look along its whole way (:func:`hiding.reveal`)."""
    c = table.warrior(cid)
    table = table.with_warrior(c.evolve(counts_as_charger=True)).engage(cid, tid)
    if wall:
        ctx.emit(CHARGING_LOW_WALL,
                 f"{cid} and {tid} are separated only by the low wall {wall}: they are in close combat")
    else:
        ctx.emit(CHARGING_ENGAGED, f"the bases of {cid} and {tid} touch: they are in close combat")
    ctx.emit(CHARGING_ONLY_BY_CHARGE, f"{cid} entered close combat by charging and counts as the charger")
    table = hiding.reveal(ctx, table, cid, went)
    return charging_several.engage_touched(ctx, table, cid, tid, also)


def _failed(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior, action: Charge,
            before: Sequence[Leg], final_legs: Sequence[Leg], cost: float, limit: float,
            slowed: str | None, unseen_test: Callable[[], MordheimTable | None] = lambda: None) -> MordheimTable:
    """A charge that falls short (rules mordheim.charging.failed.move, mordheim.charging.failed.no-shooting,
    ruling mordheim.charging.failed-charge-route); it may still be intercepted on the way it moves. The Initiative
    test of a charge declared with it (``unseen_test``, rule mordheim.charging.unseen-within-4: the table where it
    fails) is rolled once the way is found and its refusals asked: an interceptor that may not intercept
    (mordheim.charging.intercepting.eligible), or cannot reach the charger where it would meet it, and, with none
    named or none that will intercept, contact with an enemy not declared (:func:`_refuse_interception`,
    :func:`_refuse_undeclared_contact`)."""
    cid = charger.id
    table = table.with_warrior(charger.evolve(declared_charge=None, declared_also=(), charged=True, failed_charge=True))
    if ctx.ruling(RULING_CHARGING_FAILED_CHARGE_ROUTE) == "straight-towards":
        # the route's own steps (a jump down, a climb), then straight at the target as far as the model can go
        start = before[-1].end if before else charger.position
        way = plan_straight_towards(ctx, table, charger, start, (target.position.x, target.position.y),
                                    "failed charge")
        legs = [*before, _stop_at_models(ctx, table, charger, target, way)]
    else:
        legs = [*before, *final_legs]
    iid = None
    went: list[Leg] = []  # the legs as the charger moved them, every one looked along by the hiding rules
    # the way its normal move takes it, cut short where the move runs out (planned once: the cut is traced)
    moved = movement.truncate_legs(ctx, table, cid, legs, charger.movement)
    if moved:  # its base stops touching a model it would end over, not on it
        moved[-1] = stop_short_of_bases(ctx, table, charger, moved[-1], movement.FAILED_CHARGE)
    _refuse_going_round_models(ctx, table, charger, moved, "failed charge")
    meeting: dict[str, int] = {}
    if action.interceptors:
        stretches = charge_stretches(moved, moved[-1].end if moved else charger.position)
        meeting = intercept_plan(ctx, table, charger, target, action, stretches)
        _refuse_interception(ctx, table, charger, action, meeting, stretches, moved,
                             moved[-1].end if moved else charger.position, (target.id, *action.also_charging))
    else:
        _refuse_undeclared_contact(ctx, table, charger, (target.id, *action.also_charging), moved)
    forbidden = unseen_test()
    if forbidden is not None:
        return forbidden
    ctx.emit(CHARGING_FAILED_MOVE,
             f"{cid} needs {cost:.4g}\" to reach {target.id} but charges only {limit:g}\"{terrain.whole_move(slowed)}: "
             f"a failed charge; "
             f"it moves its normal {charger.movement:g}\" towards {target.id}", cost=round(cost, 6))
    if action.interceptors:
        table, iid = _who_intercepts(ctx, table, charger, action, tuple(meeting))
    if iid is None:
        table = movement.execute(ctx, table, cid, moved, "charge", total=charger.movement, moved=went)
        table = hiding.reveal(ctx, table, cid, went)
        table = _failed_into_contact(ctx, table, cid)
    else:
        i0, i1, _, _ = stretches[meeting[iid]]
        at_end = ctx.ruling(RULING_CHARGING_INTERCEPT_MEETING_POINT) == "at-charge-end"
        table = movement.execute(ctx, table, cid, moved[:i0], "charge", total=charger.movement, moved=went)
        if at_end:
            table = _meet_at_end(ctx, table, cid, iid, moved[i0:], action, went, failed=True)
        else:
            table = _meet(ctx, table, cid, iid, moved[i0:i1], action, went, failed=True)
    charger = table.warrior(cid)
    table = table.with_warrior(charger.evolve(no_shooting=CHARGING_FAILED_NO_SHOOTING))
    ctx.emit(CHARGING_FAILED_NO_SHOOTING, f"{cid} made a failed charge: it may not shoot this turn, "
                                                     f"but may cast spells as normal")
    return table if iid is None else hiding.reveal(ctx, table, cid, went)


def _stop_at_models(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior, leg: Leg) -> Leg:
    """A failed charge's straight walk towards its target (ruling mordheim.charging.failed-charge-route
    "straight-towards") that would pass over another model's base: under ruling mordheim.movement.through-models
    "goes-round" a model stands in the way "as a wall" does, and the straight walk stops against a wall, so it
    stops with its base touching the first model in its way (where its centre first comes their radii together from
    that model's). The leg as it is under "passes-over", or where it passes over no base."""
    z = leg.start.z
    if leg.kind != "walk" or len(leg.path) < 2 or _goes_round(ctx, table, charger, leg.path, z, (target.id,)) is None:
        return leg
    (ax, ay), (bx, by) = leg.path[0], leg.path[-1]
    length = math.dist((ax, ay), (bx, by))
    ux, uy = (bx - ax) / length, (by - ay) / length
    stop, first = length, None
    for o in _over_models(table, charger, leg.path, z, (target.id, *hiding.unseen_in_way(ctx, table, charger, z))):
        cx, cy = o.position.x - ax, o.position.y - ay
        along = cx * ux + cy * uy
        reach = charger.base_radius + o.base_radius
        entry = max(0.0, along - math.sqrt(max(0.0, reach * reach - (cx * cx + cy * cy - along * along))))
        if entry < stop:
            stop, first = entry, o
    end = (ax + ux * stop, ay + uy * stop)
    ctx.emit(CHARGING_FAILED_MOVE,
             f"{charger.id}'s failed charge goes straight towards {target.id} and meets {first.id}'s base in its way: "
             f"it goes round other models as round a wall (ruling mordheim.movement.through-models=goes-round), and "
             f"going straight it stops against it, at ({end[0]:.4g}, {end[1]:.4g}), bases touching")
    return plan_walk(ctx, table, charger, leg.start, end, "failed charge")


def _refuse_undeclared_contact(ctx: Context, table: MordheimTable, charger: Warrior, declared: tuple[str, ...],
                               moved: Sequence[Leg]) -> None:
    """Ruling mordheim.charging.move-into-contact=refused-unless-declared: a failed charge whose normal move
    would end in contact with an enemy its declaration did not name is refused, as any move into contact that
    was not declared a charge against that enemy is (rule mordheim.charging.only-by-charge). Asked before any
    die, on the way the failed charger would move; the ruling is read only where that way ends in contact."""
    if not moved:
        return
    probe = table.with_warrior(charger.evolve(position=moved[-1].end))
    undeclared = [e for e in movement.ends_in_contact(ctx, probe, charger.id, moved)
                  if e not in declared]
    if undeclared and ctx.ruling(RULING_CHARGING_MOVE_INTO_CONTACT) == "refused-unless-declared":
        raise RuleViolation(CHARGING_ONLY_BY_CHARGE,
                            f"{charger.id}'s failed charge would end in contact with {', '.join(undeclared)}, which its "
                            f"declaration did not name: a model enters close combat only by a declared charge")


def _failed_into_contact(ctx: Context, table: MordheimTable, cid: str) -> MordheimTable:
    """A failed charger whose normal move towards its target ends with its base touching an enemy, or separated
    from one only by a low wall, is in close combat with it and counts as the charger (rules
    mordheim.charging.engaged: "Как только их подставки соприкоснулись, они вступают в рукопашный бой";
    mordheim.charging.only-by-charge: "Любое передвижение, которое приводит к рукопашной – атака по определению.
    В произошедшей после этого рукопашной передвинувшаяся модель будет считаться атаковавшей"), as a move that
    ends in contact is (:func:`movement.move`). Asked once the hiding rules have looked at the move: a hidden enemy
    it touches is found there and fought, one still hidden is not (:func:`contact.fought_on_contact`)."""
    table, enemies = engaged_on_contact(ctx, table, cid, counts_as_charger=True)
    if not enemies:
        return table
    ctx.emit(CHARGING_ONLY_BY_CHARGE,
             f"{cid}'s failed charge ends with its base in contact with {', '.join(enemies)}: the move brings it into "
             f"close combat, and {cid} counts as the charger")
    return table


# --- intercepting ---------------------------------------------------------------------


Stretch = tuple[int, int, tuple[tuple[float, float], ...], float]


def charge_stretches(legs: Sequence[Leg], end: Point) -> list[Stretch]:
    """The path of a charge as the stretches it walks (rule mordheim.charging.intercepting.eligible: "траектории
    атаки", the whole of it; ruling mordheim.charging.intercept-corridor): for each run of walking legs, the index
    of its first leg and of the leg after its last, the points its centre passes through and the height of its
    floor. A charge that walks nowhere has one stretch, the point ``end`` where it stands."""
    out: list[Stretch] = []
    for i, j in walk_runs(legs):
        pts = ((legs[i].start.x, legs[i].start.y), *[(l.end.x, l.end.y) for l in legs[i:j]])
        out.append((i, j, pts, legs[i].start.z))
    return out or [(len(legs), len(legs), ((end.x, end.y),), end.z)]


def walk_runs(legs: Sequence[Leg]) -> list[tuple[int, int]]:
    """Each run of walking legs in a route, as the index of its first leg and of the leg after its last."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(legs):
        if legs[i].kind != "walk":
            i += 1
            continue
        j = i
        while j < len(legs) and legs[j].kind == "walk":
            j += 1
        runs.append((i, j))
        i = j
    return runs


def intercept_plan(ctx: Context, table: MordheimTable, charger: Warrior, target: Warrior, action: Charge,
                   stretches: Sequence[Stretch]) -> dict[str, int]:
    """Check the interceptors the enemy player names (rules mordheim.charging.intercepting.eligible,
    mordheim.charging.intercepting.one-per-charger; rulings mordheim.charging.intercept-corridor,
    mordheim.charging.intercept-attempts, mordheim.charging.target-intercepts for the model charged): each, and the
    first stretch of the charge path on its floor that it stands within 2" of, where it would meet the charger."""
    names = action.interceptors
    attempts = ctx.ruling(RULING_CHARGING_INTERCEPT_ATTEMPTS)
    if len(names) > 1 and attempts == "one-attempt":
        raise RuleViolation(CHARGING_INTERCEPTING_ONE_PER_CHARGER,
                            f"{charger.id} may be intercepted by only one enemy model, not {', '.join(names)}")
    corridor = ctx.ruling(RULING_CHARGING_INTERCEPT_CORRIDOR)
    reach = ctx.value(CHARGING_INTERCEPTING_ELIGIBLE, "reach")
    found: dict[str, int] = {}
    for iid in names:
        i = table.warrior(iid)
        if i.side == charger.side:
            raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{iid} cannot intercept {charger.id}: only an enemy of the charger may")
        if iid == target.id:  # "вражеская модель", no model excepted: ruling mordheim.charging.target-intercepts
            if ctx.ruling(RULING_CHARGING_TARGET_INTERCEPTS) == "another-enemy":
                raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                    f"{iid} cannot intercept {charger.id}: it is the model charged, and only another "
                                    f"enemy intercepts (ruling mordheim.charging.target-intercepts=another-enemy)")
            ctx.emit(CHARGING_INTERCEPTING_ELIGIBLE,
                     f"{iid}, the model charged, may intercept its charger like any other enemy (ruling "
                     f"mordheim.charging.target-intercepts=any-unengaged-enemy)")
        if table.engaged(iid):
            raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{iid} is engaged in close combat and cannot intercept")
        states = [name for name, on in (("fleeing", i.fleeing), ("stunned", i.stunned),
                                        ("knocked down", i.knocked_down)) if on]
        if states:  # "незанятая (т.е. не находящаяся в рукопашном бою)": ruling mordheim.charging.interceptor-state
            if ctx.ruling(RULING_CHARGING_INTERCEPTOR_STATE) == "able-to-act":
                raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                    f"{iid} is {' and '.join(states)} and does not intercept "
                                    "(ruling mordheim.charging.interceptor-state)")
            ctx.emit(CHARGING_INTERCEPTING_ELIGIBLE,
                     f"{iid} is {' and '.join(states)} but not in close combat: unengaged as the text defines it "
                     "(ruling mordheim.charging.interceptor-state); what the state allows is outside the excerpt")
        gaps = []
        for k, (_, _, pts, z) in enumerate(stretches):
            if not same_level(i.position.z, z):
                continue
            line = LineString(pts) if len(pts) > 1 else ShapelyPoint(pts[0])
            if corridor == "base-to-swept-area-inclusive":
                d = max(0.0, line.distance(i.position.shape()) - charger.base_radius - i.base_radius)
            else:
                d = line.distance(i.position.shape())
            gaps.append((k, d))
        if not gaps:
            raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{iid} is not on a floor {charger.id}'s charge path crosses")
        near = [(k, d) for k, d in gaps if within(d, reach, inclusive=True)]
        if not near:
            d = min(d for _, d in gaps)
            raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{iid} is {d:.4g}\" from {charger.id}'s charge path, more than {reach:g}\": "
                                f"it cannot intercept")
        k, d = near[0]
        found[iid] = k
        ctx.emit(CHARGING_INTERCEPTING_ELIGIBLE,
                 f"{iid} is unengaged and {d:.4g}\" from {charger.id}'s charge path (within {reach:g}\"): "
                 f"it may intercept",
                 distance=round(d, 6))
    return found


def _fear_tests(table: MordheimTable, charger: Warrior, action: Charge, interceptors: tuple[str, ...]):
    """Each named enemy in turn with the Fear test it must pass to intercept (rule
    mordheim.charging.intercepting.interceptor-fear; hook mordheim.hook.fear-test: the player's), as given:
    "passed" or "failed", None where it needs none. A test due and not given is bad input, refused at once."""
    for iid in interceptors:
        i = table.warrior(iid)
        if not (charger.causes_fear and i.tests_for_fear):
            yield i, None
            continue
        if action.interceptor_fear_test is None:
            raise SetupError(f"{iid} must pass a Fear test to intercept {charger.id}, which causes fear: "
                             f"say whether the test is passed or failed (interceptor_fear_test)")
        yield i, action.interceptor_fear_test


def _intercepting(table: MordheimTable, charger: Warrior, action: Charge, interceptors: tuple[str, ...]) -> str | None:
    """Which of the named enemies will intercept, as :func:`_who_intercepts` finds it (the first that need not pass
    a Fear test or passes it; None if none does), saying nothing and recording no test: the Fear tests are the
    player's (hook mordheim.hook.fear-test), so this is known before any die. A test due and not given is bad input."""
    return next((i.id for i, test in _fear_tests(table, charger, action, interceptors) if test != "failed"), None)


def _refuse_interception(ctx: Context, table: MordheimTable, charger: Warrior, action: Charge,
                         meeting: dict[str, int], stretches: Sequence[Stretch], legs: Sequence[Leg], end: Point,
                         declared: tuple[str, ...] | None = None) -> None:
    """The refusals of a charge with interceptors named that hang on no die, asked before any is rolled (the
    Initiative test of an unseen target, rule mordheim.charging.unseen-within-4; the dice of the charger's own
    move), so that a charge the rules forbid is refused whatever they would show. The one who will intercept is
    known from the player's Fear tests (:func:`_intercepting`): under ruling
    mordheim.charging.intercept-meeting-point=at-charge-end one not on the floor where the charge ends
    (``end``) is refused (:func:`_refuse_off_the_end_floor`); where the charger stops to meet it (the end, or the
    point of the stretch ``meeting`` names, :func:`_meeting_point`) it must have a place to stop and a way into base
    contact (:func:`_interception_way`: rules mordheim.charging.intercepting.eligible,
    mordheim.charging.double-movement), found on the table as the charger's own move to where it stops (a failed
    charge's too) leaves the hidden models (:func:`_found_by_the_charge`), as the move itself finds them before the
    interceptor moves (:func:`_meet`, :func:`_meet_at_end`). With nobody to intercept, a failed charge (``declared``:
    the enemies its declaration named) is refused where its move ends in contact with another
    (:func:`_refuse_undeclared_contact`)."""
    iid = _intercepting(table, charger, action, tuple(meeting))
    if iid is None:
        if declared is not None:
            _refuse_undeclared_contact(ctx, table, charger, declared, legs)
        return
    at_end = ctx.ruling(RULING_CHARGING_INTERCEPT_MEETING_POINT) == "at-charge-end"
    if at_end:
        _refuse_off_the_end_floor(table, charger.id, iid, end.z)
        stop = end
        went = list(legs)
    else:
        i0, i1, pts, z = stretches[meeting[iid]]
        at = charger.evolve(position=Point(x=pts[0][0], y=pts[0][1], z=z))
        path, p, _ = _meeting_point(ctx, table, at, table.warrior(iid), legs[i0:i1])
        stop = Point(x=p.x, y=p.y, z=z)
        went = [*legs[:i0], *(_walk_to_meeting(ctx, table, at, path, p) if len(path) > 1 else ())]
    probe = _found_by_the_charge(ctx, table.with_warrior(charger.evolve(position=stop)), charger.id, iid, went)
    ctx.reckon(_interception_way, probe, charger.id, iid)


def _found_by_the_charge(ctx: Context, table: MordheimTable, cid: str, iid: str, legs: Sequence[Leg]) -> MordheimTable:
    """The table the interceptor ``iid`` moves on when it meets the charger (at the point of ruling
    mordheim.charging.intercept-meeting-point, a failed charge's meeting too): the charger has moved along ``legs``
    to where ``table`` has it, and the hiding rules have looked along its way (:func:`_engage`, :func:`_meet`,
    :func:`_meet_at_end`) before the interceptor moves. A hidden
    model the charge finds is hidden no longer on the interceptor's way: "Если противник передвинулся так, что он
    может видеть прячущегося воина, модель более не считается спрятанной и маркер убирается" (rule
    mordheim.hiding.enemy-sees); "Вражеские воины всегда будут ... определять скрытых противников в пределах
    расстояния, равного их Инициативе" (rule mordheim.hiding.detection). Found as :func:`hiding.reveal` finds it,
    by :func:`hiding.found_by_move`, which says nothing: asked before any die (:func:`_refuse_interception`). Only a
    model of a third warband is both an enemy of the charger, which its move may find, and an enemy hidden from the
    interceptor, whose way it may stand in (ruling mordheim.charging.hidden-in-the-way, :func:`hiding.unseen_in_way`);
    the hidden models of the two warbands at war are as the charge found them before it moved."""
    sides = (table.warrior(cid).side, table.warrior(iid).side)
    for h in table.warriors:
        if h.hidden and h.side not in sides and hiding.found_by_move(ctx, table, cid, h, legs):
            table = table.with_warrior(h.evolve(hidden=False))
    return table


def _who_intercepts(ctx: Context, table: MordheimTable, charger: Warrior, action: Charge,
                    interceptors: tuple[str, ...]) -> tuple[MordheimTable, str | None]:
    """Which of the named enemies intercepts (rules mordheim.charging.intercepting.one-per-charger,
    mordheim.charging.intercepting.interceptor-fear; ruling mordheim.charging.intercept-attempts; hook
    mordheim.hook.fear-test): the first that need not pass a Fear test or passes it; None if none does, and the
    charge goes on. The tests are read as :func:`_intercepting` read them before any die (:func:`_fear_tests`);
    this records them and says what each did."""
    cid = charger.id
    ctx.emit(CHARGING_INTERCEPTING_ONE_PER_CHARGER, f"only one enemy model may intercept {cid}")
    for i, result in _fear_tests(table, charger, action, interceptors):
        if result is not None:
            table = table.with_warrior(i.evolve(fear_tests=(*i.fear_tests, f"to intercept {cid}: {result}")))
            if result == "failed":
                ctx.emit(CHARGING_INTERCEPTING_INTERCEPTOR_FEAR,
                         f"{i.id} failed its Fear test to intercept {cid}: it does not move")
                continue
            ctx.emit(CHARGING_INTERCEPTING_INTERCEPTOR_FEAR,
                     f"{i.id} passed its Fear test and may intercept {cid}")
        return table, i.id
    return table, None


def _meet(ctx: Context, table: MordheimTable, cid: str, iid: str, final: list[Leg], action: Charge,
          went: list[Leg], failed: bool = False) -> MordheimTable:
    """The interceptor meets the charger on ``final``, the stretch of its charge path where it is met (rule
    mordheim.charging.intercepting.eligible; ruling mordheim.charging.intercept-meeting-point=nearest-point-of-path);
    the legs the charger moves are added to ``went``. The charger moves first, to the meeting point, and the hiding
    rules look along its way before the interceptor moves into contact (:func:`hiding.reveal`): a hidden model the
    charger's move finds is hidden no longer on the interceptor's way (rules mordheim.hiding.enemy-sees,
    mordheim.hiding.detection; ruling mordheim.charging.hidden-in-the-way), as :func:`_refuse_interception` found
    it before any die."""
    c, i = table.warrior(cid), table.warrior(iid)
    pts, stop, note = _meeting_point(ctx, table, c, i, final)
    if note is not None:
        ctx.emit(*note)
    # walk the charger to the meeting point
    if len(pts) > 1:
        table = movement.execute(ctx, table, cid, _walk_to_meeting(ctx, table, c, pts, stop), "charge", moved=went)
    # the charger has moved: the hiding rules look along its way before the interceptor moves (rule
    # mordheim.hiding.enemy-sees, "Если противник передвинулся так, что он может видеть прячущегося воина ... маркер
    # убирается"; rule mordheim.hiding.detection), so a model it finds is hidden no longer in the interceptor's way
    table = hiding.reveal(ctx, table, cid, went)
    table, came = _interceptor_to_contact(ctx, table, cid, iid)
    ctx.emit(CHARGING_INTERCEPTING_ELIGIBLE,
             f"{iid} intercepts {cid}: {cid} stops on its charge path and {iid} moves into base contact "
             f"(ruling mordheim.charging.intercept-meeting-point=nearest-point-of-path)")
    table = table.engage(cid, iid)
    return _after_meeting(ctx, table, cid, iid, action, came)


def _walk_to_meeting(ctx: Context, table: MordheimTable, c: Warrior, pts: Sequence[tuple[float, float]],
                     stop: ShapelyPoint) -> list[Leg]:
    """The legs the charger ``c``, at the start of the stretch ``pts`` of its charge path, walks to ``stop``, the
    point where it is met (:func:`_meeting_point`). Moves nothing and rolls nothing: asked before any die as well
    (:func:`_refuse_interception`)."""
    cut = truncate_to_contact(tuple(pts), (stop.x, stop.y), EPSILON) if stop.distance(ShapelyPoint(pts[0])) > EPSILON else (pts[0],)
    legs, pos = [], c.position
    for b in cut[1:]:
        leg = plan_walk(ctx, table, c, pos, b, "charge")
        legs.append(leg)
        pos = leg.end
    return legs


def _meeting_point(ctx: Context, table: MordheimTable, c: Warrior, i: Warrior, final: Sequence[Leg]
                   ) -> tuple[list[tuple[float, float]], ShapelyPoint, tuple[str, str] | None]:
    """Where the charger ``c``, at the start of ``final`` (the stretch of its charge path where it is met), stops to
    meet the interceptor ``i`` (ruling mordheim.charging.intercept-meeting-point=nearest-point-of-path): the points
    of the stretch, the stop, and what is said of a stop moved off a wall or a base (:func:`_meeting_off_walls`), to
    be said when the charger stops there. Moves nothing and rolls nothing: asked before any die as well
    (:func:`_refuse_interception`)."""
    reach = c.base_radius + i.base_radius
    pts = [(final[0].start.x, final[0].start.y), *[(l.end.x, l.end.y) for l in final]] if final else [(c.position.x, c.position.y)]
    if len(pts) == 1:
        return pts, ShapelyPoint(pts[0]), None
    line = LineString(pts)
    centre = i.position.shape()
    zone = centre.buffer(reach, quad_segs=64)
    if line.intersects(zone):
        first = truncate_to_contact(tuple(pts), (centre.x, centre.y), reach)
        stop = ShapelyPoint(first[-1])
    else:
        stop = line.interpolate(line.project(centre))
    stop, note = _meeting_off_walls(ctx, table, c, i, line, stop, c.position.z)
    return pts, stop, note


def _meeting_off_walls(ctx: Context, table: MordheimTable, charger: Warrior, interceptor: Warrior, line: LineString,
                       stop: ShapelyPoint, z: float) -> tuple[ShapelyPoint, tuple[str, str] | None]:
    """Where on its route ``line`` the intercepted charger stops, when at ``stop``, the meeting point of ruling
    mordheim.charging.intercept-meeting-point, its base would stand on a wall, fence, obstacle or column: no base
    stands on one (rules mordheim.terrain.barriers, mordheim.charging.low-wall), and ruling
    mordheim.charging.intercept-meeting-off-walls says where instead. "nearest-free-point": the point of the route
    nearest the interceptor where the base stands clear and does not overlap the interceptor's, the first reached
    of two equally near (each stretch of the route where it may stand, found whole by
    geometry.stretches_clear, and the point of each nearest the interceptor); "near-side": against the piece on
    the side the charger comes from (geometry.last_free_along). Returned with what is said of the move (a clause and
    its message), None where the stop stands clear."""
    radius, reach = charger.base_radius, charger.base_radius + interceptor.base_radius
    centre = interceptor.position.shape()
    on = pieces_under_base(table, stop.x, stop.y, z, radius)
    over = table.bases_under(charger.id, stop.x, stop.y, z, radius)
    if not on and not over:
        return stop, None
    # the other models' bases, which the charger's may touch but not stand over
    apart = [(o.position.shape(), radius + o.base_radius) for o in table.warriors
             if o.id not in (charger.id, interceptor.id) and same_level(o.position.z, z)]
    coords = tuple(line.coords)
    reading = ctx.ruling(RULING_CHARGING_INTERCEPT_MEETING_OFF_WALLS)
    if reading == "near-side":
        far = line.project(stop)
        while True:  # against the piece or the base on the near side, whichever it meets first coming back
            back = last_clear_of_bases(table, charger.id, coords, last_free_along(table, coords, far, z, radius), z,
                                       radius)
            if back >= far - FLOAT_NOISE:
                break
            far = back
        found = line.interpolate(far)
    else:
        def allowed(d: float) -> bool:
            q = line.interpolate(d)
            return (q.distance(centre) >= reach - EPSILON and not pieces_under_base(table, q.x, q.y, z, radius)
                    and all(q.distance(c) >= r - EPSILON for c, r in apart))

        places = []  # (distance from the interceptor, how far along the route) of each stretch's nearest point
        for begins, ends in stretches_clear(table, line, z, radius, [(centre, reach), *apart]):
            d = begins  # a stretch is straight: its point nearest the interceptor, or where it touches a zone
            if ends > begins:
                d = begins + LineString((line.interpolate(begins), line.interpolate(ends))).project(centre)
            if not allowed(d):  # a hair inside a zone (its polygon lies inside the true circle): halved back
                good = (begins + ends) / 2  # towards the stretch's middle, clear of both its ends
                if not allowed(good):
                    continue
                bad = d
                for _ in range(60):
                    mid = (good + bad) / 2
                    good, bad = (mid, bad) if allowed(mid) else (good, mid)
                d = good
            places.append((line.interpolate(d).distance(centre), d))
        if not places:
            raise RuleViolation(CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{charger.id} has no place on its charge route where its base stands off the walls "
                                f"and obstacles and off the other models' bases to meet {interceptor.id}")
        nearest = min(distance for distance, _ in places)
        first = min(d for distance, d in places if distance <= nearest + SHAPE_TOLERANCE)
        found = line.interpolate(first)
    clause, there = ((on_piece_clause(on[0].kind), f"on {on[0].id} ({on[0].kind}, {on[0].height:g}\" high)") if on
                     else (CHARGING_INTERCEPTING_ELIGIBLE, f"over {over[0].id}'s"))
    return found, (clause,
                   f"{interceptor.id} would meet {charger.id} at ({stop.x:.4g}, {stop.y:.4g}) with {charger.id}'s base "
                   f"{there}: {charger.id} stops at ({found.x:.4g}, {found.y:.4g}) instead "
                   f"(ruling mordheim.charging.intercept-meeting-off-walls={reading})")


def _interceptor_to_contact(ctx: Context, table: MordheimTable, cid: str, iid: str
                            ) -> tuple[MordheimTable, list[Leg]]:
    """Move the interceptor into base contact with the charger where it stopped (rule
    mordheim.charging.intercepting.fear-causing-interceptor: "передвиньте модели в контакт подставками"): to the
    place touching the charger it reaches by the shortest route its base can take (round walls higher than 1" and
    columns, over barriers, as a charge goes, :func:`_interceptor_route`); against a low wall on its side where the
    charger stands against it beyond (rule mordheim.charging.low-wall, "разделены невысокой стеной", as
    :func:`_stop_at_low_wall` stops a charge); or, where its base would stand there on a wall, fence, obstacle or
    column, to the nearest place touching the charger where it stands clear (rules mordheim.terrain.barriers,
    mordheim.charging.low-wall; :func:`_contact_off_walls`).

    How far it may move is ruling mordheim.charging.intercept-move's. "as-a-charge" (default): any move into close
    combat is a charge (rule mordheim.charging.only-by-charge), at most double its Movement (rule
    mordheim.charging.double-movement); "within-reach": at most the 2" of rule mordheim.charging.intercepting.eligible;
    either way an interception it cannot make so is refused. "placed-into-contact": straight at the charger, whatever
    lies between and however far (off walls and obstacles as above). Either way the inches it moves are recorded
    as this turn's. Returned with the table: the legs the interceptor moved, for the hiding rules to look along
    (:func:`hiding.reveal`; placed into contact, the straight way it is put along). The way and its refusals are
    :func:`_interception_way`'s."""
    way = ctx.reckon(_interception_way, table, cid, iid)
    if way is None:
        return table, []
    reading, legs, notes, limit = way
    for note in notes:
        ctx.emit(*note)
    i = table.warrior(iid)
    if reading == "placed-into-contact":
        # placed "whatever lies between" (the reading's own words): no way is walked, round models or over them
        end = legs[-1].end if legs else i.position
        return (table.with_warrior(declared_spot(i).evolve(position=end, used=i.used + sum(l.cost for l in legs))),
                list(legs))
    table = table.with_warrior(declared_spot(i))
    came: list[Leg] = []
    return movement.execute(ctx, table, iid, list(legs), "charge", total=limit, moved=came), came


def _interception_way(ctx: Context, table: MordheimTable, cid: str, iid: str
                      ) -> tuple[str, tuple[Leg, ...], tuple[tuple[str, str], ...], float | None] | None:
    """The way the interceptor ``iid`` takes into base contact with the charger ``cid`` where it stands on
    ``table`` (:func:`_interceptor_to_contact`), refused where it cannot be taken: the reading of ruling
    mordheim.charging.intercept-move, the legs, what is to be said of them when they are moved (a clause and its
    message each), and the most it may move (None: double its Movement); None where their bases touch already.
    Moves nothing, rolls nothing and says nothing, so it is reckoned (:meth:`Context.reckon`): asked before any
    die (:func:`_refuse_interception`), again when the interceptor moves, and on each exact dice path and each
    re-run under another reading of a ruling it does not ask, it is worked out once (a way round a building is
    a score of legs, each planned against every piece: tens of milliseconds)."""
    c, i = table.warrior(cid), table.warrior(iid)
    reach = c.base_radius + i.base_radius
    gap = c.position.shape().distance(i.position.shape())
    if gap <= reach + EPSILON:
        return None
    notes: list[tuple[str, str]] = []
    reading = ctx.ruling(RULING_CHARGING_INTERCEPT_MOVE)
    z = i.position.z
    obstacles_block = not (tall_obstacles(table, z)
                           and ctx.ruling(RULING_MOVEMENT_LOW_OBSTACLES) == "any-listed-obstacle")
    src = (i.position.x, i.position.y)
    if reading == "placed-into-contact":
        dx, dy = c.position.x - i.position.x, c.position.y - i.position.y
        k = (gap - reach) / gap
        path: tuple[tuple[float, float], ...] = (src, (src[0] + dx * k, src[1] + dy * k))
    else:
        path = _interceptor_route(ctx, table, i, c, obstacles_block)
    # a charger standing against a low wall is met across it: the interceptor stops against the wall on its own
    # side, as a charge at a model behind a low wall does (rule mordheim.charging.low-wall)
    path, wall = _stop_at_low_wall(ctx, table, i, c, path, z, across_only=True)
    if wall is not None:
        notes.append((CHARGING_LOW_WALL,
                      f"{iid} stops against {wall} at ({path[-1][0]:.4g}, {path[-1][1]:.4g}): it and {cid}, on the "
                      f"other side, are in close combat across it"))
    elif pieces_under_base(table, path[-1][0], path[-1][1], z, i.base_radius):
        path = _contact_off_walls(ctx, table, i, c, src, z, obstacles_block)
        notes.append((CHARGING_LOW_WALL,
                      f"{iid}'s move into contact with {cid} would leave its base on a wall or obstacle: it moves "
                      f"to ({path[-1][0]:.4g}, {path[-1][1]:.4g}), the nearest place touching {cid} where its base "
                      f"stands clear"))
    elif over := table.bases_under(iid, path[-1][0], path[-1][1], z, i.base_radius):
        path = _contact_off_walls(ctx, table, i, c, src, z, obstacles_block)
        notes.append((CHARGING_INTERCEPTING_FEAR_CAUSING_INTERCEPTOR,
                      f"{iid}'s move into contact with {cid} would leave its base over {over[0].id}'s: it moves to "
                      f"({path[-1][0]:.4g}, {path[-1][1]:.4g}), the nearest place touching {cid} where its base "
                      f"stands clear"))
    if reading == "placed-into-contact":
        placed = tuple(Leg("walk", Point(x=a[0], y=a[1], z=z), Point(x=b[0], y=b[1], z=z), math.dist(a, b), (a, b))
                       for a, b in zip(path, path[1:]))
        return reading, placed, tuple(notes), None
    path = _round_models(ctx, table, i, c, path, z, obstacles_block, any_contact=wall is None, what="interception")
    legs, pos = [], i.position
    for b in path[1:]:
        leg = plan_walk(ctx, table, i, pos, b, "intercept")
        legs.append(leg)
        pos = leg.end
    _refuse_going_round_models(ctx, table, i, legs, "interception")
    limit = ctx.value(CHARGING_INTERCEPTING_ELIGIBLE, "reach") if reading == "within-reach" else None
    spend = movement.budget(ctx, i, "charge", limit)
    need = movement.route_cost(legs)
    for leg in legs:
        if not spend.pays_for(ctx, leg.cost, leg.ground):
            raise RuleViolation(CHARGING_DOUBLE_MOVEMENT if limit is None else CHARGING_INTERCEPTING_ELIGIBLE,
                                f"{iid} needs {need:.4g}\" by the shortest route its base can take into base contact "
                                f"with {cid}, but may move only {spend.limit(ctx):.4g}\" to intercept (ruling "
                                f"mordheim.charging.intercept-move={reading}): it cannot intercept")
        spend = spend.after(leg.cost, terrain.slowing(ctx, leg.ground))
    notes.append((CHARGING_ONLY_BY_CHARGE if limit is None else CHARGING_INTERCEPTING_ELIGIBLE,
                  f"{iid} moves {need:.4g}\" by the shortest route its base can take into base contact with {cid}, "
                  f"within the {spend.limit(ctx):.4g}\" it may move to intercept (ruling "
                  f"mordheim.charging.intercept-move={reading})"))
    return reading, tuple(legs), tuple(notes), limit


def _interceptor_route(ctx: Context, table: MordheimTable, interceptor: Warrior, charger: Warrior,
                       obstacles_block: bool) -> tuple[tuple[float, float], ...]:
    """The shortest route from the interceptor into base contact with the charger, as a charge's route is found
    (rule mordheim.charging.double-movement, ruling mordheim.charging.shortest-route; :func:`final_leg`): round
    walls higher than 1", columns and (ruling mordheim.movement.low-obstacles) high obstacles, over barriers; under
    "straight-line" the straight line, which terrain must not block. Where no way leads to the charger's centre (beside
    a wall's corner), to the nearest place touching it a way leads to (:func:`_contact_off_walls`). Refused if there is
    none (ruling mordheim.charging.intercept-move, "as-a-charge" or "within-reach")."""
    src = (interceptor.position.x, interceptor.position.y)
    goal = (charger.position.x, charger.position.y)
    z = interceptor.position.z
    if ctx.ruling(RULING_CHARGING_SHORTEST_ROUTE) == "straight-line":
        path = (src, goal) if shortest_path(table, src, goal, z, 0.0, obstacles_block) == (src, goal) else None
    else:
        path = shortest_path(table, src, goal, z, interceptor.base_radius, obstacles_block)
        if path is None:  # no way to the charger's centre (beside a wall's corner): to a place touching it
            path = _contact_off_walls(ctx, table, interceptor, charger, src, z, obstacles_block, what="interception")
    if path is None:
        raise RuleViolation(CHARGING_DOUBLE_MOVEMENT,
                            f"no route leads from {interceptor.id} into base contact with {charger.id}: it cannot "
                            f"intercept (ruling mordheim.charging.intercept-move={ctx.ruling(RULING_CHARGING_INTERCEPT_MOVE)})")
    reach = charger.base_radius + interceptor.base_radius
    (ax, ay), last = path[-2], math.dist(path[-2], goal)
    if last >= reach and all(math.dist(p, goal) > reach for p in path[:-1]):
        # the route comes at the charger's centre along its last stretch: it touches reach short of it, exactly
        k = (last - reach) / last
        return (*path[:-1], (ax + (goal[0] - ax) * k, ay + (goal[1] - ay) * k))
    return truncate_to_contact(path, goal, reach)


def _met_at_the_target(ctx: Context, table: MordheimTable, cid: str, declared: tuple[str, ...]) -> MordheimTable:
    """An intercepted charger stopped where its base touches an enemy its charge was declared against (the point
    of its route nearest the interceptor being where the route reaches the target, ruling
    mordheim.charging.intercept-meeting-point) is in close combat with it too: "Как только их подставки
    соприкоснулись, они вступают в рукопашный бой" (rule mordheim.charging.engaged), or they are separated only
    by a low wall (rule mordheim.charging.low-wall). Another enemy its base touches there (not hidden once the
    hiding rules have looked at both moves, :func:`contact.fought_on_contact`) is charged as one the charge touches
    at its end is (rule mordheim.charging-several.touching, ruling
    mordheim.charging-several.targets, asked only where there is one: :func:`charging_several.engage_touched`)."""
    c = table.warrior(cid)
    touched = fought_on_contact(ctx, table, c, besides=tuple(table.engaged_with(cid)))
    if any(n not in declared for n in touched) and \
            ctx.ruling(RULING_CHARGING_SEVERAL_TARGETS) != "named-target-plus-touched":
        touched = [n for n in touched if n in declared]
    for n in touched:
        table = table.engage(cid, n)
    if touched:
        ctx.emit(CHARGING_ENGAGED if all(n in declared for n in touched) else CHARGING_SEVERAL_TOUCHING,
                 f"where {cid} is met its base is in contact with {', '.join(touched)}: they are in close combat too")
    return table


def declared_spot(w: Warrior) -> Warrior:
    """Remember where an interceptor stood when the charges were declared, before it moves
    (ruling mordheim.running.check-moment measures the 8" running check from there)."""
    return w if w.stood_at_declaration is not None else w.evolve(stood_at_declaration=w.position)


def _refuse_off_the_end_floor(table: MordheimTable, cid: str, iid: str, end_z: float) -> None:
    """Ruling mordheim.charging.intercept-meeting-point=at-charge-end, as its statement says: an interceptor
    that is not on the floor where the charge ends (``end_z``) cannot move into base contact with the charger
    there, and does not intercept (rule mordheim.charging.intercepting.eligible: refused). Asked before any die
    (:func:`_refuse_interception`), so that the refusal does not hang on the dice (the Initiative test of an unseen
    target, a jump down on the way)."""
    require(same_level(table.warrior(iid).position.z, end_z), CHARGING_INTERCEPTING_ELIGIBLE,
            f"{iid} is not on the floor where {cid}'s charge ends: it cannot join it there "
            f"(ruling mordheim.charging.intercept-meeting-point=at-charge-end)")


def _meet_at_end(ctx: Context, table: MordheimTable, cid: str, iid: str, final: list[Leg], action: Charge,
                 went: list[Leg], failed: bool = False) -> MordheimTable:
    """Ruling mordheim.charging.intercept-meeting-point=at-charge-end: the charge is completed and the
    interceptor joins the charger where it ends (one on another floor was refused before the charger moved:
    :func:`_refuse_off_the_end_floor`). The charger's move, a failed charge's too, comes first, and the hiding rules
    look along it (:func:`_engage`, :func:`hiding.reveal`) before the interceptor moves: a hidden model it finds is
    hidden no longer on the interceptor's way (rules mordheim.hiding.enemy-sees, mordheim.hiding.detection)."""
    table = movement.execute(ctx, table, cid, final, "charge", moved=went)
    if not failed:
        table = _engage(ctx, table, cid, action.target, None, action.also_charging, went)
    else:  # a failed charge engages nobody, but the hiding rules look along its way as they do along a charge's
        table = hiding.reveal(ctx, table, cid, went)
    table, came = _interceptor_to_contact(ctx, table, cid, iid)
    ctx.emit(CHARGING_INTERCEPTING_ELIGIBLE,
             f"{iid} intercepts {cid} where its charge ends and moves into base contact "
             f"(ruling mordheim.charging.intercept-meeting-point=at-charge-end)")
    table = table.engage(cid, iid)
    return _after_meeting(ctx, table, cid, iid, action, came)


def _after_meeting(ctx: Context, table: MordheimTable, cid: str, iid: str, action: Charge,
                   came: Sequence[Leg]) -> MordheimTable:
    """Charger and interceptor have met (rules mordheim.charging.intercepting.charger-keeps-role,
    mordheim.charging.intercepting.fear-causing-interceptor, mordheim.hiding.enemy-sees); the hiding rules look
    along ``came``, the interceptor's way (:func:`hiding.reveal`). They looked along the charger's way when it had
    moved, before the interceptor moved (:func:`_meet`, :func:`_meet_at_end`); the charger has not moved since."""
    c, i = table.warrior(cid), table.warrior(iid)
    table = table.with_warrior(table.warrior(cid).evolve(counts_as_charger=True))
    # the interceptor has moved: it may now see hiding enemies (rule mordheim.hiding.enemy-sees, ruling
    # mordheim.hiding.cover), and a hidden enemy the charger touches is found before the contact is judged
    # (contact.fought_on_contact)
    table = hiding.reveal(ctx, table, iid, came)
    table = _met_at_the_target(ctx, table, cid, (action.target, *action.also_charging))
    if i.causes_fear and c.tests_for_fear:
        result = action.charger_fear_test
        if result is None:
            raise SetupError(f"{iid} causes fear: {cid} must take a Fear test as if charged; "
                             f"say whether it is passed or failed (charger_fear_test)")
        c = table.warrior(cid)
        table = table.with_warrior(c.evolve(fear_tests=(*c.fear_tests, f"as if charged by {iid}: {result}")))
        ctx.emit(CHARGING_INTERCEPTING_FEAR_CAUSING_INTERCEPTOR,
                 f"{iid} causes fear: the models are in base contact and {cid} takes a Fear test as if charged "
                 f"({result}; its effect lies outside the excerpt)")
    ctx.emit(CHARGING_INTERCEPTING_CHARGER_KEEPS_ROLE,
             f"{cid}, not {iid}, counts as the charger in the next round of close combat")
    return table
