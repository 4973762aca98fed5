"""БРОСКИ РАСПОЗНАНИЯ (Spotting Rolls) — and hidden models that give themselves away by shooting.

* a prone model behind cover that an enemy sees only partly needs a spotting roll by that
  enemy: a D6, 1-3 not seen, 4-6 seen (``lotow.spotting.roll``, ``.roll.1-3``, ``.roll.4-6``),
  one for each enemy fighter who wants to see it (``lotow.spotting.per-fighter``); only
  those who pass see it (``lotow.spotting.only-passers-see``);
* a hidden model that shoots is no longer hidden to the enemies within 6", this turn and
  later (``lotow.spotting.shooting-reveals``), and they may charge it
  (``lotow.spotting.revealed-may-be-charged``, see :mod:`.obstacles`).

How much of a model each enemy sees is the players' judgement of the table (hook
``lotow.hook.line-of-sight``), given as a :class:`~oracle.lotow.state.View`.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.clock import in_phase
from oracle.core.dice import die
from oracle.core.geometry import Point, distance, within
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    MOUNTED_LOOSE_ENEMIES_IN_PATH, MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING, OBSTACLES_ENGAGED,
    PRONE_UNSEEN_BEHIND_COVER, PRONE_VISIBLE_BODY, RULING_LEVELS_FIGHT_VALUE_SCOPE,
    RULING_OBSTACLES_ENGAGED_NEXT_TURN, RULING_SPOTTING_HOW_LONG, RULING_SPOTTING_PARTLY_VS_VISIBLE,
    RULING_SPOTTING_WHO_IS_WITHIN, RULING_SPOTTING_WITHIN_6, SPOTTING_ONLY_PASSERS_SEE, SPOTTING_PER_FIGHTER,
    SPOTTING_ROLL, SPOTTING_ROLL_1_3, SPOTTING_ROLL_4_6, SPOTTING_SHOOTING_REVEALS,
)
from oracle.lotow.movement import body, may_act, may_look, on_the_table
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Side, Sighting, View, require

SPOTTING_DIE = die(6, SPOTTING_ROLL, "spotting roll")


# --- what a viewer sees ----------------------------------------------------------------

def view_of(table: LotowTable, viewer: str, target: str) -> View | None:
    for v in table.views:
        if v.viewer == viewer and v.target == target:
            return v
    return None


def sighting_of(table: LotowTable, viewer: str, target: str) -> Sighting | None:
    for s in table.sightings:
        if s.viewer == viewer and s.target == target:
            return s
    return None


def with_sighting(table: LotowTable, sighting: Sighting) -> LotowTable:
    rest = tuple(s for s in table.sightings if (s.viewer, s.target) != (sighting.viewer, sighting.target))
    return table.evolve(sightings=rest + (sighting,))


def reveal_gap(ctx: Context, a: Fighter, b: Fighter, at: Point | None = None) -> tuple[float, bool]:
    """Distance between two fighters for the 6" of a revealing shot, and whether the limit is inclusive.  Each is
    measured as his model stands (:func:`oracle.lotow.movement.body`): a rider from his mount's base."""
    where = at or b.position
    if ctx.ruling(RULING_SPOTTING_WITHIN_6) == "inclusive-base-to-base":
        return distance(a.position, where, radius_a=a.base_radius, radius_b=b.base_radius), True
    return distance(a.position, where, measure="centre"), False


def near_a_shot(ctx: Context, table: LotowTable, viewer: Fighter, target: Fighter) -> bool:
    """Whether the viewer stands within 6" of any position the target has shot from while hidden (each as his
    model stands on the table, :func:`oracle.lotow.movement.body`)."""
    for spot in target.shot_from:
        d, inclusive = reveal_gap(ctx, body(table, viewer.id), body(table, target.id), at=spot)
        if within(d, ctx.value(SPOTTING_SHOOTING_REVEALS, "range"), inclusive=inclusive):
            return True
    return False


def revealed_by_shooting(ctx: Context, table: LotowTable, viewer: Fighter, target: Fighter) -> bool:
    """lotow.spotting.shooting-reveals: whether the target gave itself away to the viewer by shooting
    (ruling lotow.spotting.who-is-within): a lasting sighting the shot settled, or, read as "any time",
    the viewer standing within 6" of a position the target shot from."""
    s = sighting_of(table, viewer.id, target.id)
    if s is not None and s.clause == SPOTTING_SHOOTING_REVEALS:
        return True
    # the ruling is consulted only when the target has shot from hiding at all
    return bool(target.shot_from) and viewer.side != target.side \
        and ctx.ruling(RULING_SPOTTING_WHO_IS_WITHIN) == "any-time" and near_a_shot(ctx, table, viewer, target)


def reveal(table: LotowTable, viewer: str, target: str) -> LotowTable:
    """The target no longer counts as hidden to the viewer, this turn and the turns that follow."""
    return with_sighting(table, Sighting(viewer=viewer, target=target, seen=True, clause=SPOTTING_SHOOTING_REVEALS,
                                         lasting=True))


def reveal_to_newcomers(ctx: Context, table: LotowTable) -> LotowTable:
    """lotow.spotting.shooting-reveals under ruling lotow.spotting.who-is-within=any-time: an enemy
    found within 6" of a position a model shot from no longer counts it as hidden, "в этот, а также
    последующие ходы" — the reveal outlasts his stepping away again.  The engine can only find him
    there when it is shown the table: at a shot, a look, and the end of the turn."""
    if not any(f.shot_from for f in table.fighters) or ctx.ruling(RULING_SPOTTING_WHO_IS_WITHIN) != "any-time":
        return table  # (the ruling consulted only once someone has shot from hiding)
    for target in table.fighters:
        if not target.shot_from:
            continue
        for viewer in table.fighters:
            if viewer.side == target.side or not viewer.alive:
                continue
            s = sighting_of(table, viewer.id, target.id)
            if (s is None or s.clause != SPOTTING_SHOOTING_REVEALS) and near_a_shot(ctx, table, viewer, target):
                ctx.emit(SPOTTING_SHOOTING_REVEALS,
                         f"{viewer.id} is within 6\" of where {target.id} shot from: he no longer counts him as "
                         f"hidden, this turn and the turns that follow (ruling lotow.spotting.who-is-within=any-time)")
                table = reveal(table, viewer.id, target.id)
    return table


def needs_spotting_roll(ctx: Context, table: LotowTable, viewer: Fighter, target: Fighter) -> str | None:
    """None if a spotting roll is due; otherwise why not (a message)."""
    if target.posture != "prone":
        return f"{target.id} is standing; spotting rolls are for fighters lying behind cover"
    if not target.behind_cover:
        return f"{target.id} lies in the open, not behind cover"
    if viewer.side == target.side:
        return f"{viewer.id} and {target.id} are on the same side"
    if revealed_by_shooting(ctx, table, viewer, target):
        return f"{target.id} gave himself away to {viewer.id} by shooting: no roll is needed"
    v = view_of(table, viewer.id, target.id)
    if v is None:
        return f"the table does not say how much of {target.id} {viewer.id} can see"
    if v.view == "hidden":
        return f"{target.id} is fully hidden from {viewer.id}: no roll, {viewer.id} does not see him"
    if v.view == "visible":
        return f"{viewer.id} sees {target.id}'s body plainly: no roll, he is seen (lotow.prone.visible-body)"
    if ctx.ruling(RULING_SPOTTING_PARTLY_VS_VISIBLE) == "any-part-seen":
        return f"{viewer.id} sees part of {target.id}, which counts as seen (ruling lotow.spotting.partly-vs-visible)"
    return None


ROLL_ROWS = (SPOTTING_ROLL_1_3, SPOTTING_ROLL_4_6)


def sees(ctx: Context, table: LotowTable, viewer_id: str, target_id: str, *,
         fresh_look: bool = False) -> tuple[bool | None, str | None]:
    """Whether the viewer sees the target under the excerpt, without rolling.

    Returns (seen, clause): seen is None when a spotting roll is due and not yet made;
    clause is the rule that settles it (None when only the ordinary rules do).  A
    ``fresh_look`` ignores an earlier spotting roll when each look needs its own
    (ruling lotow.spotting.how-long).
    """
    viewer, target = table.fighter(viewer_id), table.fighter(target_id)
    if revealed_by_shooting(ctx, table, viewer, target):
        return True, SPOTTING_SHOOTING_REVEALS
    s = sighting_of(table, viewer_id, target_id)
    if s is not None:
        if s.clause not in ROLL_ROWS or not fresh_look or ctx.ruling(RULING_SPOTTING_HOW_LONG) == "rest-of-turn":
            return s.seen, s.clause
    v = view_of(table, viewer_id, target_id)
    if target.posture == "prone":
        if v is None or v.view == "visible":
            return True, PRONE_VISIBLE_BODY
        if v.view == "hidden":
            return False, PRONE_UNSEEN_BEHIND_COVER if target.behind_cover else None
        if not target.behind_cover or ctx.ruling(RULING_SPOTTING_PARTLY_VS_VISIBLE) == "any-part-seen":
            return True, PRONE_VISIBLE_BODY
        return None, SPOTTING_ROLL
    if v is not None and v.view == "hidden":
        return False, None
    return True, None


def is_hidden(ctx: Context, table: LotowTable, target: Fighter) -> bool:
    """Whether some living enemy does not see ``target`` (:func:`sees`): a view of him hidden, a sighting
    or spotting roll that missed him, or a spotting roll still due for him where he lies behind cover."""
    return any(sees(ctx, table, enemy.id, target.id)[0] is not True
               for enemy in table.fighters if enemy.side != target.side and enemy.alive)


# --- actions ---------------------------------------------------------------------------

def spotting_roll(ctx: Context, table: LotowTable, viewer_id: str, target_id: str) -> LotowTable:
    """lotow.spotting.roll, .roll.1-3, .roll.4-6, .per-fighter, .only-passers-see."""
    viewer, target = table.fighter(viewer_id), table.fighter(target_id)
    why_not = needs_spotting_roll(ctx, table, viewer, target)
    require(why_not is None, SPOTTING_ROLL, why_not or "")
    earlier = sighting_of(table, viewer_id, target_id)
    if earlier is not None and ctx.ruling(RULING_SPOTTING_HOW_LONG) == "rest-of-turn":
        require(False, SPOTTING_PER_FIGHTER,
                f"{viewer_id} already made his spotting roll for {target_id} this turn "
                f"({'seen' if earlier.seen else 'not seen'}); it holds until the end of the turn")
    ctx.emit(SPOTTING_ROLL, f"{target_id} lies behind cover, partly visible to {viewer_id}: a spotting roll")
    ctx.emit(SPOTTING_PER_FIGHTER, f"{viewer_id} rolls for himself to see {target_id}")
    roll = ctx.roll(SPOTTING_DIE)
    if roll <= ctx.value(SPOTTING_ROLL_1_3, "highest"):
        seen, clause = False, SPOTTING_ROLL_1_3
        ctx.emit(clause, f"{roll}: {target_id} pressed himself into the ground in time; {viewer_id} does not see him",
                 roll=roll)
    else:
        seen, clause = True, SPOTTING_ROLL_4_6
        ctx.emit(clause, f"{roll}: {viewer_id} sees {target_id} under the ordinary rules", roll=roll)
    ctx.emit(SPOTTING_ONLY_PASSERS_SEE,
             f"{viewer_id} {'passed' if seen else 'failed'} his spotting roll and "
             f"{'may' if seen else 'may not'} see {target_id}", sees=seen)
    return with_sighting(table, Sighting(viewer=viewer_id, target=target_id, seen=seen, clause=clause))


@RULESET.action("spotting-roll")
class SpottingRoll(Action):
    """An enemy fighter rolls to see a prone model behind cover that he sees only partly."""
    distinct = ("viewer", "target")

    viewer: str
    target: str


@RULESET.handler(SpottingRoll)
def spotting_roll_action(ctx: Context, table: LotowTable, action: SpottingRoll) -> LotowTable:
    """lotow.spotting.roll: a D6, 1-3 not seen (.roll.1-3), 4-6 seen (.roll.4-6); one per enemy
    fighter (.per-fighter); only those who pass see him (.only-passers-see).  A viewer thrown this turn
    (lotow.mounted.thrown-rider.2-5) looks only under ruling lotow.mounted.thrown-rider.looking.  Nobody
    rolls to see a killed fighter (lotow.mounted.passengers.rider-killed)."""
    may_look(ctx, table.fighter(action.viewer))
    on_the_table(table, action.target, "looks for")
    return spotting_roll(ctx, table, action.viewer, action.target)


@RULESET.action("look-for")
class LookFor(Action):
    """Does this fighter see that one?  Rolls a spotting roll if the rules call for one."""
    distinct = ("viewer", "target")

    viewer: str
    target: str


@RULESET.handler(LookFor)
def look_for(ctx: Context, table: LotowTable, action: LookFor) -> LotowTable:
    """lotow.prone.visible-body, lotow.prone.unseen-behind-cover, lotow.spotting.only-passers-see,
    lotow.spotting.shooting-reveals: what the excerpt says about whether a viewer sees a target.  A
    viewer thrown this turn (lotow.mounted.thrown-rider.2-5) looks only under ruling
    lotow.mounted.thrown-rider.looking.  Nobody looks for a killed fighter."""
    may_look(ctx, table.fighter(action.viewer))
    on_the_table(table, action.target, "looks for")
    table = reveal_to_newcomers(ctx, table)
    seen, clause = sees(ctx, table, action.viewer, action.target, fresh_look=True)
    if seen is None:
        return spotting_roll(ctx, table, action.viewer, action.target)
    if clause is None:
        require(False, SPOTTING_ROLL,
                f"whether {action.viewer} sees the standing {action.target} is for the ordinary rules "
                f"(lotow.hook.line-of-sight), not this excerpt")
    word = "sees" if seen else "does not see"
    messages = {
        PRONE_VISIBLE_BODY: f"{action.target}'s body is in {action.viewer}'s view: he counts as seen",
        PRONE_UNSEEN_BEHIND_COVER: f"{action.target} lies behind cover out of {action.viewer}'s view",
        SPOTTING_SHOOTING_REVEALS: f"{action.target} gave himself away by shooting: {action.viewer} sees him",
    }
    ctx.emit(clause, messages.get(clause, f"{action.viewer} {word} {action.target} (settled by {clause})"), sees=seen)
    if clause in messages and clause != SPOTTING_SHOOTING_REVEALS:
        table = with_sighting(table, Sighting(viewer=action.viewer, target=action.target, seen=seen, clause=clause))
    return table


@RULESET.action("shoot-from-hiding")
class ShootFromHiding(Action):
    """A hidden fighter shoots in the Shooting phase (the shot itself is outside the excerpt)."""

    shooter: str


@RULESET.handler(ShootFromHiding)
def shoot_from_hiding(ctx: Context, table: LotowTable, action: ShootFromHiding) -> LotowTable:
    """lotow.spotting.shooting-reveals: no longer hidden to every enemy within 6", now and later.  A fighter
    whose turn is over (lotow.mounted.thrown-rider.2-5) does not shoot."""
    clause = SPOTTING_SHOOTING_REVEALS
    shooter = table.fighter(action.shooter)
    may_act(shooter)
    require(table.seat_of(shooter.id) != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{shooter.id} is a passenger and cannot shoot from the mount's back")
    # "Спрятавшиеся фигурки": a model in plain sight of every enemy who shoots gives nothing away, and must
    # not be counted found in the turns to come (where he may hide)
    require(is_hidden(ctx, table, shooter), clause,
            f"{shooter.id} is in plain sight of every enemy: he is not hidden, so he does not shoot from hiding")
    return shot_gives_away(ctx, table, shooter)


def shot_gives_away(ctx: Context, table: LotowTable, shooter: Fighter) -> LotowTable:
    """lotow.spotting.shooting-reveals for a hidden fighter who shoots (in the Shooting phase, to which a shot
    moves the clock): no longer hidden to every enemy within 6" of where he shot from, now and later."""
    clause = SPOTTING_SHOOTING_REVEALS
    table = table.evolve(phase=in_phase(table.phase, "shooting", clause, f"{shooter.id} would shoot"))
    ctx.emit(clause, f"{shooter.id} shoots from hiding (the shot itself is resolved outside the excerpt)")
    table = table.with_fighter(shooter.evolve(shot_from=shooter.shot_from + (body(table, shooter.id).position,)))
    for enemy in table.fighters:
        if enemy.side == shooter.side or not enemy.alive:
            continue
        d, inclusive = reveal_gap(ctx, body(table, enemy.id), body(table, shooter.id))
        if within(d, ctx.value(SPOTTING_SHOOTING_REVEALS, "range"), inclusive=inclusive):
            ctx.emit(clause, f"{enemy.id}, {d:g}\" away, no longer counts {shooter.id} as hidden, "
                             f"this turn and the turns that follow", distance=d)
            table = reveal(table, enemy.id, shooter.id)
        else:
            ctx.emit(clause, f"{enemy.id} is {d:g}\" away, beyond 6\": the shot does not give {shooter.id} away to him",
                     distance=d)
    return reveal_to_newcomers(ctx, table)


@RULESET.action("next-turn")
class NextTurn(Action):
    """The turn ends and the next one begins."""

    priority: Side | None = Field(default=None, description="The side that wins priority in the new turn (its roll is "
                                                            "the base rules', outside the excerpt)")


@RULESET.handler(NextTurn)
def next_turn(ctx: Context, table: LotowTable, action: NextTurn) -> LotowTable:
    """A new turn, from its Movement phase: movement is fresh, this turn's spotting rolls lapse (ruling lotow.spotting.how-long),
    and what a shot gave away stays given away (lotow.spotting.shooting-reveals).  A Jump test owed for a jump of
    this turn (lotow.obstacles.no-jump-into-zone, lotow.falling.no-jump-test: hook lotow.hook.jump-test) is taken
    with that jump, and is owed no more in the next.  Priority is won for the turn ("Игрок, чей сейчас ход (выигравший
    преимущество)", lotow.mounted.loose.enemies-in-path): the new turn's is the side the action names, none if it
    names none, never the last turn's by default."""
    table = reveal_to_newcomers(ctx, table)
    fight_lasts = ctx.ruling(RULING_LEVELS_FIGHT_VALUE_SCOPE) == "while-at-edge"
    held = set()  # engaged across an obstacle, under ruling lotow.obstacles.engaged-next-turn=held-while-engaged
    for f in table.fighters:
        if f.stopped_by == OBSTACLES_ENGAGED and f.engaged_with:
            if ctx.ruling(RULING_OBSTACLES_ENGAGED_NEXT_TURN) == "held-while-engaged":
                held.add(f.id)
                ctx.emit(OBSTACLES_ENGAGED, f"turn {table.turn + 1}: {f.id} is still engaged with "
                                            f"{', '.join(f.engaged_with)} across the obstacle and may not move "
                                            "(ruling lotow.obstacles.engaged-next-turn=held-while-engaged)")
    for f in table.fighters:  # every "в этот ход" the text lays down lapses with the turn, citing its clause
        for clause, what in ((None if f.id in held else f.stopped_by, "may move again"),
                             (f.turn_over_by, "may act again"), (f.charge_barred_by, "may charge again")):
            if clause is not None:
                ctx.emit(clause, f"turn {table.turn + 1}: {f.id} {what}; the limit held for turn {table.turn}")
    fighters = tuple(
        f.evolve(move_used=0.0, moved_on_foot=0.0, stopped_by=f.stopped_by if f.id in held else None, turn_over_by=None, crawled=0.0,
                 thrown=False, charge_barred_by=None, tests_due=(),
                 fight_in_combat=f.fight_in_combat if (fight_lasts and f.engaged_with) else None)
        for f in table.fighters
    )
    mounts = tuple(m.evolve(crossed=(), refused=(), move_used=0.0) for m in table.mounts)
    kept = tuple(s for s in table.sightings if s.lasting)
    for s in table.sightings:
        if s.lasting:
            ctx.emit(s.clause, f"{s.target} is still given away to {s.viewer} in turn {table.turn + 1}")
        elif s.clause in ROLL_ROWS:
            ctx.emit(SPOTTING_PER_FIGHTER,
                     f"{s.viewer}'s spotting roll for {s.target} lapses with the turn; he must roll again")
    if action.priority is not None:
        ctx.emit(MOUNTED_LOOSE_ENEMIES_IN_PATH, f"the {action.priority} side wins priority for turn {table.turn + 1}")
    return table.evolve(turn=table.turn + 1, phase="movement", fighters=fighters, mounts=mounts, sightings=kept,
                        priority=action.priority)
