"""ФИГУРКИ, ЛЕЖАЩИЕ НА ЗЕМЛЕ — models lying on the ground.

* going prone by choice costs half the move and ends movement (``lotow.prone.going-prone``);
* standing up costs half the move, the rest may be used (``lotow.prone.standing-up``);
* a prone model that stays down crawls at most 2" (``lotow.prone.crawl``), unseen by an
  enemy who cannot see it behind cover (``lotow.prone.unseen-behind-cover``);
* behind cover it sees as if standing (``lotow.prone.sees-as-standing``);
* it has no control zone (``lotow.prone.no-control-zone``, see :mod:`.zones`) and cannot
  charge (``lotow.prone.cannot-charge``, see :mod:`.obstacles`).

"Half the move" is read per ruling ``lotow.prone.half-move-basis``; whether a crawl and
standing up mix in one turn per ``lotow.prone.crawl-or-stand``; whether going prone by choice
and crawling belong to the Movement phase, as standing up does, per ``lotow.prone.phase``.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.clock import in_phase
from oracle.core.measure import EPSILON, Inches, at_most, more_than
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    PRONE_CRAWL, PRONE_GOING_PRONE, PRONE_LAID_DOWN, PRONE_SEES_AS_STANDING, PRONE_STANDING_UP,
    PRONE_UNSEEN_BEHIND_COVER, PRONE_VISIBLE_BODY, RULING_PRONE_CRAWL_OR_STAND, RULING_PRONE_EYES_LEVEL_WITH_TOP,
    RULING_PRONE_HALF_MOVE_BASIS, RULING_PRONE_PHASE, SPOTTING_ROLL_1_3, SPOTTING_ROLL_4_6,
)
from oracle.lotow.movement import may_act, may_look, share_of, spend
from oracle.lotow.ruleset import RULESET
from oracle.lotow.holding_a_mount import lies_down, may_crawl
from oracle.lotow.state import Fighter, LotowTable, require



def _on_foot(table: LotowTable, fighter: Fighter, clause: str) -> None:
    require(table.mount_of(fighter.id) is None, clause, f"{fighter.id} is in the saddle; only a fighter on foot lies down")


def _not_stopped(fighter: Fighter, clause: str, what: str) -> None:
    may_act(fighter)
    if fighter.stopped_by is not None:
        require(False, clause, f"{fighter.id} has no move left to {what}: his movement ended this turn "
                               f"under rule {fighter.stopped_by}")


def in_movement_phase(ctx: Context, table: LotowTable, clause: str, what: str) -> None:
    """Ruling lotow.prone.phase: "movement-phase" refuses ``what`` (going prone by choice, a crawl) after the
    Movement phase, by ``clause``; "any-phase" lets it be. Asked only outside the Movement phase, where the
    readings differ."""
    if table.phase != "movement" and ctx.ruling(RULING_PRONE_PHASE) == "movement-phase":
        in_phase(table.phase, "movement", clause, what)


def half_move_cost(ctx: Context, fighter: Fighter, clause: str, what: str) -> float:
    """The share of the move that going prone or standing up costs, refusing it if not enough is left."""
    left = 1.0 - fighter.move_used
    share = ctx.value(clause, "share")
    if ctx.ruling(RULING_PRONE_HALF_MOVE_BASIS) == "half-of-move-value":
        require(left + EPSILON >= share, clause,
                f"{what} costs {cost_words(ctx, fighter, clause)} but he has only {left * fighter.move:g}\" left")
        return share
    require(left > EPSILON, clause, f"{fighter.id} has no move left to {what}")
    return left * share


def cost_words(ctx: Context, fighter: Fighter, clause: str) -> str:
    """What going prone or standing up costs ``fighter`` now, in words made from the clause's value ``share``
    ("затрачивается половина движения", lotow.prone.going-prone; "требуется затратить половину движения",
    lotow.prone.standing-up) and ruling lotow.prone.half-move-basis: 'at 1/2 of his 6" Move, 3"', or of what he has
    left, 'at 1/2 of the 4" he has left, 2"'; a run whose variant sets another share says that one."""
    share = ctx.value(clause, "share")
    if ctx.ruling(RULING_PRONE_HALF_MOVE_BASIS) == "half-of-move-value":
        return share_of(share, fighter.move, f"his {fighter.move:g}\" Move")
    left = (1.0 - fighter.move_used) * fighter.move
    return share_of(share, left, f"the {left:g}\" he has left")


@RULESET.action("go-prone")
class GoProne(Action):
    """The player lays a fighter down by choice (to hide him)."""

    fighter: str


@RULESET.handler(GoProne)
def go_prone(ctx: Context, table: LotowTable, action: GoProne) -> LotowTable:
    """lotow.prone.going-prone: half the move, then his movement ends; lotow.prone.laid-down."""
    clause = PRONE_GOING_PRONE
    fighter = table.fighter(action.fighter)
    _on_foot(table, fighter, clause)
    require(fighter.posture == "standing", clause, f"{fighter.id} is already lying down")
    words = cost_words(ctx, fighter, clause)
    in_movement_phase(ctx, table, clause, f"{fighter.id} drops prone by choice, for {words},")
    _not_stopped(fighter, clause, "lie down")
    cost = half_move_cost(ctx, fighter, clause, "lying down")
    walked = fighter.move_used * fighter.move
    fighter = fighter.evolve(move_used=min(1.0, fighter.move_used + cost), posture="prone", stopped_by=clause)
    ctx.emit(PRONE_LAID_DOWN, f"{fighter.id}'s owner lays the model on the table")
    ctx.emit(clause, f"{fighter.id} walked {walked:g}\" and drops prone for {words}; his movement ends",
             walked=walked)
    return lies_down(ctx, table.with_fighter(fighter), fighter.id)


@RULESET.action("stand-up")
class StandUp(Action):
    """A prone fighter gets to his feet in the Movement phase."""

    fighter: str


@RULESET.handler(StandUp)
def stand_up(ctx: Context, table: LotowTable, action: StandUp) -> LotowTable:
    """lotow.prone.standing-up: in the Movement phase, for half the move; the rest of the movement may then be used.
    Standing, he is no longer the lying model a spotting roll was made for (:func:`up_from_cover`)."""
    clause = PRONE_STANDING_UP
    fighter = table.fighter(action.fighter)
    require(fighter.posture == "prone", clause, f"{fighter.id} is not lying down")
    in_phase(table.phase, "movement", clause, "a prone model stands up")
    _not_stopped(fighter, clause, "stand up")
    if ctx.ruling(RULING_PRONE_CRAWL_OR_STAND) == "choose-at-start":
        require(fighter.crawled <= EPSILON, clause,
                f"{fighter.id} has crawled {fighter.crawled:g}\" this turn, so he stays down until next turn "
                f"(ruling lotow.prone.crawl-or-stand)")
    cost = half_move_cost(ctx, fighter, clause, "standing up")
    words = cost_words(ctx, fighter, clause)
    fighter = fighter.evolve(move_used=min(1.0, fighter.move_used + cost), posture="standing")
    left = (1.0 - fighter.move_used) * fighter.move
    ctx.emit(clause, f"{fighter.id} stands up for {words} and has {left:g}\" left to use", left=left)
    return up_from_cover(ctx, table.with_fighter(fighter), fighter.id)


LYING_SIGHTINGS = (SPOTTING_ROLL_1_3, SPOTTING_ROLL_4_6, PRONE_UNSEEN_BEHIND_COVER, PRONE_VISIBLE_BODY)
"""The rules that settle whether an enemy sees a model while it lies on the ground: a spotting roll
(lotow.spotting.roll.1-3, .4-6), or a look at the lying body (lotow.prone.unseen-behind-cover, .visible-body)."""


def up_from_cover(ctx: Context, table: LotowTable, fighter_id: str) -> LotowTable:
    """A fighter who stands up is no longer "лежащая за укрытием фигурка": what a spotting roll or a look at him
    lying settled (:data:`LYING_SIGHTINGS`) no longer holds, and lying down again he is spotted afresh.  What a
    shot from hiding gave away (lotow.spotting.shooting-reveals) stays given away."""
    kept = []
    for s in table.sightings:
        if s.target == fighter_id and s.clause in LYING_SIGHTINGS:
            ctx.emit(s.clause, f"{fighter_id} is on his feet: what settled whether {s.viewer} saw him lying "
                               f"({'seen' if s.seen else 'not seen'}) no longer holds")
        else:
            kept.append(s)
    return table.evolve(sightings=tuple(kept)) if len(kept) != len(table.sightings) else table


@RULESET.action("crawl")
class Crawl(Action):
    """A prone fighter who does not stand up crawls."""

    fighter: str
    distance: Inches = Field(gt=0)


@RULESET.handler(Crawl)
def crawl(ctx: Context, table: LotowTable, action: Crawl) -> LotowTable:
    """lotow.prone.crawl: at most 2"; lotow.prone.unseen-behind-cover: unseen behind cover;
    lotow.prone.crawl-or-stand: under choose-at-start the rest of the 2" is all the movement left."""
    clause = PRONE_CRAWL
    fighter = table.fighter(action.fighter)
    require(fighter.posture == "prone", clause, f"{fighter.id} is standing; only a fighter lying down crawls")
    in_movement_phase(ctx, table, clause, f"{fighter.id} crawls, a move,")
    _not_stopped(fighter, clause, "crawl")
    may_crawl(table, fighter.id)
    total = fighter.crawled + action.distance
    limit = ctx.value(PRONE_CRAWL, "limit")
    require(at_most(total, limit), clause,
            f"a crawl of {action.distance:g}\"" + (f" after {fighter.crawled:g}\"" if fighter.crawled else "")
            + f" is more than the {limit:g}\" a fighter lying down may move")
    fighter = spend(ctx, fighter, action.distance / fighter.move, clause, f"crawling {action.distance:g}\"",
                    move=fighter.move)
    if ctx.ruling(RULING_PRONE_CRAWL_OR_STAND) == "choose-at-start":
        # he has chosen to stay down: what is left of his 2" crawl is all the movement he has left
        fighter = fighter.evolve(move_used=max(fighter.move_used, 1.0 - max(limit - total, 0.0) / fighter.move))
    fighter = fighter.evolve(crawled=total, moved_on_foot=fighter.moved_on_foot + action.distance)
    ctx.emit(clause, f"{fighter.id} crawls {action.distance:g}\" on all fours ({total:g}\" of {limit:g}\" this turn)")
    if fighter.behind_cover:
        for v in table.views:
            if v.target == fighter.id and v.view == "hidden":
                ctx.emit(PRONE_UNSEEN_BEHIND_COVER,
                         f"{fighter.id} crawls within the cover without coming into {v.viewer}'s view")
    return table.with_fighter(fighter)


@RULESET.action("look-out-from-cover")
class LookOutFromCover(Action):
    """Can a fighter lying behind cover see over it?"""

    viewer: str
    height: Inches = Field(description="Height of the cover, inches")


@RULESET.handler(LookOutFromCover)
def look_out(ctx: Context, table: LotowTable, action: LookOutFromCover) -> LotowTable:
    """lotow.prone.sees-as-standing: from behind cover a prone fighter sees as if standing, over cover lower than
    his eyes standing; over cover exactly as high as them, ruling lotow.prone.eyes-level-with-top (one thrown this
    turn, lotow.mounted.thrown-rider.2-5, looks only under ruling lotow.mounted.thrown-rider.looking)."""
    clause = PRONE_SEES_AS_STANDING
    fighter = table.fighter(action.viewer)
    may_look(ctx, fighter)
    require(fighter.posture == "prone" and fighter.behind_cover, clause,
            f"{fighter.id} is not lying behind cover")
    eye = fighter.eye_height
    sees = more_than(eye, action.height)
    if not sees and abs(eye - action.height) <= EPSILON:
        # eyes level with the top of the cover: the text gives no boundary (ruling lotow.prone.eyes-level-with-top)
        sees = ctx.ruling(RULING_PRONE_EYES_LEVEL_WITH_TOP) == "level-sees"
    ctx.emit(clause, f"{fighter.id} lies behind {action.height:g}\" of cover but looks out as if standing, "
                     f"from {eye:g}\": he {'sees' if sees else 'cannot see'} over it", eye=eye, sees=sees)
    return table
