"""Movement bookkeeping shared by the mounted sections.

A fighter's turn is measured as the share of his move already used, so that it can
convert "in proportion" between his Move on foot and his mount's Move.
"""

from __future__ import annotations

from fractions import Fraction

from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.lotow.ids import (
    MOUNTED_PASSENGERS_RIDER_KILLED, MOUNTED_RIDERLESS, PRONE_CRAWL, RULING_FOOT_PHASE, RULING_MOUNTED_MOUNT_MOVE,
    RULING_MOUNTED_PHASE, RULING_MOUNTED_THROWN_RIDER_LOOKING,
)
from oracle.lotow.state import Fighter, LotowTable, Mount, require


def body(table: LotowTable, fighter_id: str) -> Fighter:
    """The fighter as his model stands on the table: a rider or a passenger on his mount's base, where his model
    is measured from (lotow.mounted.general)."""
    fighter = table.fighter(fighter_id)
    mount = table.mount_of(fighter_id)
    return fighter if mount is None else fighter.evolve(position=mount.position, base_radius=mount.base_radius)


def current_move(table: LotowTable, fighter: Fighter) -> float:
    """The Move the fighter moves at now: his mount's if he rides, else his own."""
    mount = table.mount_of(fighter.id)
    return mount.move if mount is not None else fighter.move


def inches_left(table: LotowTable, fighter: Fighter) -> float:
    return (1.0 - fighter.move_used) * current_move(table, fighter)


def alive(fighter: Fighter) -> None:
    """A killed fighter does nothing: no move, mount, shot, charge, blow or look.  The excerpt kills a fighter
    only as a rider ("Если наездник убит", lotow.mounted.passengers.rider-killed) and takes his model off the
    table ("верховое животное можно убрать вместе с ним", lotow.mounted.loose.rider-killed)."""
    require(fighter.alive, MOUNTED_PASSENGERS_RIDER_KILLED, f"{fighter.id} is dead and does nothing more")


def on_the_table(table: LotowTable, ident: str, what: str) -> None:
    """A model shot at, charged or struck is one on the table alive: not a killed fighter (:func:`alive`), not a
    killed mount nor one taken off with its rider (lotow.mounted.riderless: "На лошадь или мула без наездника
    можно напасть", a mount that is there to attack).  ``what`` names the act refused."""
    model = table.fighter_or_mount(ident)
    if isinstance(model, Fighter):
        require(model.alive, MOUNTED_PASSENGERS_RIDER_KILLED, f"{ident} is dead: nobody {what} him")
        return
    require(model.alive and not model.removed, MOUNTED_RIDERLESS, f"{ident} is not on the table alive: nobody {what} it")


def may_act(fighter: Fighter) -> None:
    """A fighter whose turn is over (his ``turn_over_by``: lotow.mounted.thrown-rider.2-5, "В этот ход боец
    более ничего делать не может") does nothing more this turn: no move, shot, blow or anything else
    (whether looking is something, see :func:`may_look`); a killed fighter does nothing at all (:func:`alive`)."""
    alive(fighter)
    if fighter.turn_over_by is not None:
        require(False, fighter.turn_over_by, f"{fighter.id} can do nothing more this turn")


def may_look(ctx: Context, fighter: Fighter) -> None:
    """Whether a fighter whose turn is over (lotow.mounted.thrown-rider.2-5, "более ничего делать не может")
    still looks (a spotting roll, a look for a model, out from cover or over a wall) is ruling
    lotow.mounted.thrown-rider.looking: by default looking is doing, and is refused with the rest.  A killed
    fighter looks at nothing (:func:`alive`)."""
    alive(fighter)
    if fighter.turn_over_by is None:
        return
    if ctx.ruling(RULING_MOUNTED_THROWN_RIDER_LOOKING) == "nothing-at-all":
        require(False, fighter.turn_over_by, f"{fighter.id} can do nothing more this turn, looking included "
                                             f"(ruling lotow.mounted.thrown-rider.looking)")
    ctx.emit(fighter.turn_over_by, f"{fighter.id} can do nothing more this turn but still looks "
                                   f"(ruling lotow.mounted.thrown-rider.looking=looking-is-not-doing)")


def in_movement_phase(ctx: Context, table: LotowTable, clause: str, what: str) -> None:
    """Ruling lotow.mounted.phase: "movement-phase" refuses ``what`` (riding, getting on or off, Saddle Up!,
    leading a held mount) after the Movement phase, by ``clause``; "any-phase" lets it be.  Asked only
    outside the Movement phase, where the readings differ, and before any die is rolled."""
    if table.phase != "movement" and ctx.ruling(RULING_MOUNTED_PHASE) == "movement-phase":
        require(False, clause, f"{what} in the movement phase (ruling lotow.mounted.phase), and the turn has "
                               f"reached the {table.phase} phase")


def on_foot_in_movement_phase(ctx: Context, table: LotowTable, clause: str, what: str) -> None:
    """Ruling lotow.foot.phase: "movement-phase" refuses ``what`` (a walk, a charge, a jump or a climb on foot)
    after the Movement phase, by ``clause``; "any-phase" lets it be.  A fall is no move and is never asked.
    Asked only outside the Movement phase, where the readings differ."""
    if table.phase != "movement" and ctx.ruling(RULING_FOOT_PHASE) == "movement-phase":
        require(False, clause, f"{what} in the movement phase (ruling lotow.foot.phase), and the turn has "
                               f"reached the {table.phase} phase")


def rider_has_moved(rider: Fighter, mount: Mount) -> bool:
    """Whether the rider's mounted model has moved this turn, for a passenger who gets off "до того, как фигурка
    наездника двигалась" (lotow.mounted.passengers.dismount-first) or after (.dismount-later): some of its move
    used, a stop laid on it this turn, or an obstacle crossed (lotow.mounted.obstacles.small, .doors,
    lotow.mounted.jump.2-6), which moved it even where the crossing costs none of its Move (ruling
    lotow.mounted.obstacles.crossing-cost=free)."""
    return rider.move_used > 0 or rider.stopped_by is not None or bool(mount.crossed)


def may_move(fighter: Fighter) -> None:
    may_act(fighter)
    if fighter.stopped_by is not None:
        raise_stopped(fighter)


def what_the_mount_has_left(ctx: Context, fighter: Fighter, mount: Mount, clause: str) -> Fighter:
    """A fighter who has just got into the saddle of ``mount`` and may ride on (``clause``: lotow.mounted.mounting.6,
    lotow.mounted.saddle-up.6).  Ruling lotow.mounted.mount-move: under "riders-move" he rides what is left of his
    own move; under "once-a-turn" at most what is left of the mount's Move after the riders who rode it this turn
    and got off.  Asked only of a mount ridden this turn for more of its Move than he has used."""
    if mount.move_used <= fighter.move_used + EPSILON:
        return fighter
    if ctx.ruling(RULING_MOUNTED_MOUNT_MOVE) == "riders-move":
        return fighter
    ctx.emit(clause, f"{mount.id} has been ridden {mount.move_used * mount.move:g}\" of its Move of {mount.move:g}\" "
                     f"this turn: {fighter.id} rides it no further than it has left (ruling "
                     f"lotow.mounted.mount-move=once-a-turn)")
    return fighter.evolve(move_used=mount.move_used)


def share_of(share: float, inches: float, of: str) -> str:
    """A share the text gives of some inches, in words: the fraction as the text has it and the inches it makes,
    e.g. '1/2 of his 6" Move, 3"' (``of``: what the inches are, 'his 6" Move')."""
    return f"{Fraction(share).limit_denominator()} of {of}, {inches * share:g}\""


def has_move_left(fighter: Fighter, clause: str, what: str) -> None:
    """A charge, a jump over an obstacle or a crossing in the saddle, a jump down, a climb onto a level, and a
    mounting jump or a leap into the saddle are each part of the fighter's movement, measured against his move
    (ruling lotow.foot.phase: "Each is measured against the move"; lotow.mounted.jump.2-6: "может закончить своё
    движение, если позволяет дальность"): a fighter who has used all his move this turn makes none.  ``what``
    names the move refused, ``clause`` the rule it is made under."""
    require(fighter.move_used < 1.0 - EPSILON, clause,
            f"{fighter.id} has no move left to {what}: he has used all his movement this turn")


def on_his_feet(fighter: Fighter, what: str) -> None:
    """lotow.prone.crawl: "Передвижение всех лежащих фигурок (которые вставать не хотят) ограничено 2". Это
    отражает ползущего на четвереньках бойца": a fighter lying down moves only by crawling; he walks, jumps an
    obstacle or jumps down once he has stood up (lotow.prone.standing-up).  ``what`` names the move refused."""
    require(fighter.posture != "prone", PRONE_CRAWL,
            f"{fighter.id} is lying down: he crawls (at most 2\") or stands up before he {what}")


def raise_stopped(fighter: Fighter) -> None:
    require(False, fighter.stopped_by, f"{fighter.id} may move no further this turn")


def spend(ctx: Context, fighter: Fighter, cost_share: float, clause: str, what: str, move: float) -> Fighter:
    """Use a share of the fighter's move, refusing more than he has left; ``move`` is the Move in
    inches the share is measured against, so that a refusal speaks in inches."""
    left = 1.0 - fighter.move_used
    require(cost_share <= left + EPSILON, clause,
            f"{what} needs {cost_share * move:g}\" of a Move of {move:g}\" but {fighter.id} has only "
            f"{max(left, 0) * move:g}\" left")
    return fighter.evolve(move_used=min(1.0, fighter.move_used + cost_share))
