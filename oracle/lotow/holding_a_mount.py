"""ДЕРЖАТЬ ЛОШАДЬ — holding a mount by the reins.

Leading the held mount at half speed is in :func:`oracle.lotow.mounted_fighters.move`.
"""

from __future__ import annotations

from oracle.core.geometry import Point, distance
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    MOUNTED_HOLDING, RULING_MOUNTED_HOLDING_HELD_BY_ANOTHER, RULING_MOUNTED_HOLDING_HOW_MANY,
    RULING_MOUNTED_HOLDING_LEVELS, RULING_MOUNTED_HOLDING_MOVING_AWAY, RULING_MOUNTED_HOLDING_PRONE,
    RULING_MOUNTED_HOLDING_WHO,
)
from oracle.lotow.movement import may_act, share_of
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Mount, require


def in_base_contact(ctx: Context, fighter: Fighter, mount: Mount) -> bool:
    """Whether a fighter on foot is in base contact with a mount, for holding its reins (lotow.mounted.holding:
    "оставаясь при этом в базовом контакте") and keeping it from being loose (lotow.mounted.loose.when: "рядом с
    ним в базовом контакте"): their bases touch on the table's plan.  One on higher or lower ground than the mount
    (a balcony above it) is in contact with it as ruling lotow.mounted.holding.levels reads it, asked only there."""
    gap = distance(fighter.position, mount.position, radius_a=fighter.base_radius, radius_b=mount.base_radius)
    if gap > EPSILON:
        return False
    if abs(fighter.position.z - mount.position.z) <= SHAPE_TOLERANCE:
        return True
    return ctx.ruling(RULING_MOUNTED_HOLDING_LEVELS) == "in-plan"


def may_hold(ctx: Context, table: LotowTable, fighter: Fighter, mount: Mount) -> None:
    """lotow.mounted.holding, "спешившийся боец": never an enemy of the mount's side; among its side, ruling
    lotow.mounted.holding.who: "its-rider" the fighter who last got off it (its owner while nobody has, any
    fighter of its side if it has neither), "any-friend" any of them. Asked where the readings differ."""
    clause = MOUNTED_HOLDING
    require(fighter.side == mount.side, clause, f"{fighter.id} is an enemy of {mount.id}'s side: he does not hold its reins")
    rider = mount.last_rider or mount.owner
    if rider is None or rider == fighter.id:
        return
    _only_under(ctx, RULING_MOUNTED_HOLDING_WHO, "any-friend",
                f"{fighter.id} is not the fighter who got off {mount.id} ({rider}): only he holds it by the reins",
                f"{fighter.id}, a fighter of {mount.id}'s side, holds it for {rider}")


def _only_under(ctx: Context, ruling: str, reading: str, refusal: str, taken: str) -> None:
    """lotow.mounted.holding where ``ruling`` decides who may hold the reins: refused under any reading but
    ``reading`` with ``refusal``, and under it said so (``taken``), each naming the ruling."""
    require(ctx.ruling(ruling) == reading, MOUNTED_HOLDING, f"{refusal} (ruling {ruling})")
    ctx.emit(MOUNTED_HOLDING, f"{taken} (ruling {ruling}={reading})")


def held_by(table: LotowTable, fighter_id: str) -> Mount | None:
    """A mount the fighter holds by the reins, if any (the first, where ruling lotow.mounted.holding.how-many
    lets him hold more than one)."""
    return next((m for m in table.mounts if m.held_by == fighter_id), None)


def all_held_by(table: LotowTable, fighter_id: str) -> tuple[Mount, ...]:
    """Every mount the fighter holds by the reins (one, unless ruling lotow.mounted.holding.how-many says more)."""
    return tuple(m for m in table.mounts if m.held_by == fighter_id)


def may_hold_lying(ctx: Context, fighter: Fighter, mount: Mount) -> None:
    """Ruling lotow.mounted.holding.prone, asked for a fighter lying down: "on-his-feet" refuses him the
    reins, "lying-too" lets him hold them where he lies."""
    if fighter.posture != "prone":
        return
    _only_under(ctx, RULING_MOUNTED_HOLDING_PRONE, "lying-too",
                f"{fighter.id} is lying on the ground: only a fighter on his feet holds {mount.id} by the reins",
                f"{fighter.id} holds {mount.id}'s reins lying down")


def lies_down(ctx: Context, table: LotowTable, fighter_id: str) -> LotowTable:
    """A fighter holding a mount is laid on the ground (by choice or by a fall): under ruling
    lotow.mounted.holding.prone "on-his-feet" he lets go of the reins, under "lying-too" he keeps them."""
    held = all_held_by(table, fighter_id)
    if not held:
        return table
    names = " and ".join(m.id for m in held)
    if ctx.ruling(RULING_MOUNTED_HOLDING_PRONE) == "lying-too":
        ctx.emit(MOUNTED_HOLDING, f"{fighter_id} keeps the reins of {names} lying down "
                                  "(ruling lotow.mounted.holding.prone=lying-too)")
        return table
    ctx.emit(MOUNTED_HOLDING, f"{fighter_id} lies down and lets go of the reins of {names} "
                              "(ruling lotow.mounted.holding.prone=on-his-feet)")
    for mount in held:
        table = table.with_mount(mount.evolve(held_by=None))
    return table


def lets_go_in_the_saddle(ctx: Context, table: LotowTable, fighter_id: str, mount_id: str) -> LotowTable:
    """lotow.mounted.holding: the one who holds a mount is "спешившийся боец", "пешая фигурка" in base contact
    with it; a holder who gets into the saddle of another mount is on foot no more and lets go of its reins."""
    for held in all_held_by(table, fighter_id):
        if held.id == mount_id:
            continue
        ctx.emit(MOUNTED_HOLDING, f"{fighter_id} is in the saddle of {mount_id}, on foot no more: "
                                  f"he lets go of {held.id}'s reins")
        table = table.with_mount(held.evolve(held_by=None))
    return table


def lets_go_behind(ctx: Context, table: LotowTable, fighter_id: str, why: str) -> LotowTable:
    """lotow.mounted.holding: the holder moves with the mount "главное, чтобы верховое животное при этом оставалось в
    базовом контакте с пешей фигуркой"; a move of his that the mounts he holds do not follow (``why``) leaves them out
    of base contact: he lets go of their reins, or is refused the move, as ruling lotow.mounted.holding.moving-away
    reads it (:func:`left_behind`).  The move itself is the rule's that allows it."""
    for mount in all_held_by(table, fighter_id):
        table = left_behind(ctx, table, fighter_id, mount, why)
    return table


def left_behind(ctx: Context, table: LotowTable, fighter_id: str, mount: Mount, why: str) -> LotowTable:
    """A move of the holder's (``why``) leaves ``mount`` out of base contact with him, which the text says nothing
    of.  Ruling lotow.mounted.holding.moving-away: "lets-go", he makes it and lets go of the reins, the mount staying
    where it stands; "lets-go-first", the move is refused by lotow.mounted.holding ("главное, чтобы верховое
    животное при этом оставалось в базовом контакте"), and he lets go of the reins before he makes it."""
    ruling = RULING_MOUNTED_HOLDING_MOVING_AWAY
    require(ctx.ruling(ruling) == "lets-go", MOUNTED_HOLDING,
            f"{why}: {mount.id} would be left out of base contact with {fighter_id}, who holds its reins; he moves "
            f"only where it stays in contact with him, and lets go of it first to move away (ruling {ruling})")
    ctx.emit(MOUNTED_HOLDING, f"{why}: {mount.id} stays where it stands, out of base contact with {fighter_id}, who "
                              f"lets go of its reins (ruling {ruling}=lets-go)")
    return table.with_mount(mount.evolve(held_by=None))


def keeps_in_contact(ctx: Context, table: LotowTable, fighter_id: str, what: str) -> LotowTable:
    """After a move that places the holder (``what``: a charge, a climb), the mounts he holds stay where they stand:
    one still in base contact with him (:func:`in_base_contact`, ruling lotow.mounted.holding.levels from another
    level) he keeps by the reins; one not he lets go of, or the move is refused, as ruling
    lotow.mounted.holding.moving-away reads it (:func:`left_behind`)."""
    fighter = table.fighter(fighter_id)
    for mount in all_held_by(table, fighter_id):
        if in_base_contact(ctx, fighter, mount):
            ctx.emit(MOUNTED_HOLDING, f"after {what} {fighter_id} is still in base contact with {mount.id} and keeps "
                                      f"its reins")
            continue
        table = left_behind(ctx, table, fighter_id, mount, what)
    return table


def out_of_reach(ctx: Context, table: LotowTable, fighter_id: str, what: str) -> LotowTable:
    """After ``what`` befell the holder (a fall: no move of his, so no reading of lotow.mounted.holding.moving-away
    refuses it), the mounts he holds stay where they stand: one he is still in base contact with he keeps by the
    reins; one he is not he no longer holds, said so.  He holds it "оставаясь при этом в базовом контакте с фигуркой
    верхового животного", and a fall that ends the contact ends the holding (lotow.mounted.holding)."""
    fighter = table.fighter(fighter_id)
    for mount in all_held_by(table, fighter_id):
        if in_base_contact(ctx, fighter, mount):
            continue
        ctx.emit(MOUNTED_HOLDING, f"after {what} {fighter_id} is out of base contact with {mount.id}, which stays where "
                                  f"it stands: he no longer holds its reins")
        table = table.with_mount(mount.evolve(held_by=None))
    return table


def leading_move(ctx: Context, table: LotowTable, fighter: Fighter, at: Point) -> tuple[float, tuple[Mount, ...]]:
    """The Move a holder on foot moves at to ``at`` (a charge's spot), and the mounts he leads there: those he holds
    that are still in base contact with him at ``at`` (:func:`in_base_contact`), which he keeps by the reins
    (:func:`keeps_in_contact`).  Leading one he moves "с половиной своей обычной скорости" (lotow.mounted.holding,
    value ``speed``); leading none, at his own Move, the mounts he holds left behind."""
    there = fighter.evolve(position=at)
    led = tuple(m for m in all_held_by(table, fighter.id) if in_base_contact(ctx, there, m))
    if not led:
        return fighter.move, ()
    return fighter.move * ctx.value(MOUNTED_HOLDING, "speed"), led


def led_pace(ctx: Context, fighter: Fighter) -> str:
    """The words for the pace a holder leads at, "с половиной своей обычной скорости" (lotow.mounted.holding, value
    ``speed``): the share of his Move the run gives and the inches it makes, e.g. 'at 1/2 of his 6" Move, 3"'."""
    return "at " + share_of(ctx.value(MOUNTED_HOLDING, "speed"), fighter.move, f"his {fighter.move:g}\" Move")


def may_crawl(table: LotowTable, fighter_id: str) -> None:
    """A fighter lying down who holds a mount (ruling lotow.mounted.holding.prone=lying-too) leads it only by
    walking at half his speed ("пешая фигурка при этом может передвигаться с половиной своей обычной
    скорости"): he does not crawl with it."""
    mount = held_by(table, fighter_id)
    require(mount is None, MOUNTED_HOLDING, f"{fighter_id} holds {mount.id if mount else ''} by the reins: he leads "
                                            "it walking, not crawling, so he stands up to move with it")


@RULESET.action("hold-mount")
class HoldMount(Action):
    """A fighter on foot takes a riderless mount by the reins."""
    distinct = ("fighter", "mount")

    fighter: str
    mount: str


@RULESET.handler(HoldMount)
def hold_mount(ctx: Context, table: LotowTable, action: HoldMount) -> LotowTable:
    """lotow.mounted.holding: in base contact, the fighter holds the mount so it does not bolt.  Reins another
    fighter holds are ruling lotow.mounted.holding.held-by-another (:func:`held_by_another`)."""
    fighter = table.fighter(action.fighter)
    mount = table.mount(action.mount)
    clause = MOUNTED_HOLDING
    require(table.mount_of(fighter.id) is None, clause, f"{fighter.id} is in the saddle, not on foot")
    require(mount.rider is None, clause, f"{mount.id} has a rider")
    may_act(fighter)
    may_hold_lying(ctx, fighter, mount)
    require(mount.alive and not mount.removed, clause, f"{mount.id} is not on the table alive: nobody holds it")
    may_hold(ctx, table, fighter, mount)
    gap = distance(fighter.position, mount.position, radius_a=fighter.base_radius, radius_b=mount.base_radius)
    require(gap <= EPSILON, clause, f"{fighter.id} is {gap:g}\" from {mount.id}; he must be in base contact to hold it")
    rise = fighter.position.z - mount.position.z
    require(in_base_contact(ctx, fighter, mount), clause,
            f"{fighter.id} stands {abs(rise):g}\" {'above' if rise > 0 else 'below'} {mount.id}: their bases meet only "
            "on the table's plan, and he is not in base contact with it (ruling lotow.mounted.holding.levels)")
    other = next((m for m in all_held_by(table, fighter.id) if m.id != mount.id), None)
    if other is not None:
        # "держать её за повод": one mount or each in base contact, ruling lotow.mounted.holding.how-many
        _only_under(ctx, RULING_MOUNTED_HOLDING_HOW_MANY, "every-mount-in-contact",
                    f"{fighter.id} already holds {other.id} by the reins: a fighter holds one mount "
                    "(\"держать её за повод\")",
                    f"{fighter.id} holds {mount.id} by the reins as well as {other.id}")
    if mount.held_by is not None and mount.held_by != fighter.id:
        held_by_another(ctx, fighter, mount)
    ctx.emit(clause, f"{fighter.id} holds {mount.id} by the reins")
    return table.with_mount(mount.evolve(held_by=fighter.id, loose=False))


def held_by_another(ctx: Context, fighter: Fighter, mount: Mount) -> None:
    """``fighter``, who may hold ``mount``, takes the reins another fighter holds ("спешившийся боец может просто
    держать её за повод": one holder, of whom the text says no more).  Ruling lotow.mounted.holding.held-by-another:
    "holder-lets-go-first" refuses it, the holder letting go being his own act; "reins-pass", the holder lets go of
    them as the other takes them, said so."""
    holder = mount.held_by
    _only_under(ctx, RULING_MOUNTED_HOLDING_HELD_BY_ANOTHER, "reins-pass",
                f"{holder} holds {mount.id} by the reins: {fighter.id} takes them only once {holder} has let go",
                f"{fighter.id} takes {mount.id}'s reins from {holder}, who lets go of them")


@RULESET.action("let-go-of-mount")
class LetGoOfMount(Action):
    """A fighter on foot lets go of the reins of a mount he holds."""
    distinct = ("fighter", "mount")

    fighter: str
    mount: str


@RULESET.handler(LetGoOfMount)
def let_go_of_mount(ctx: Context, table: LotowTable, action: LetGoOfMount) -> LotowTable:
    """lotow.mounted.holding: "спешившийся боец может просто держать её за повод" — he may hold it, and so may stop
    holding it.  He moves at his own speed again (no longer "с половиной своей обычной скорости"), and the mount is
    kept from being loose only as Loose Mounts say (lotow.mounted.loose.when: tied, or its dismounted rider in base
    contact).  Letting go is something he does, as taking hold is: not by a fighter who can do nothing more."""
    fighter = table.fighter(action.fighter)
    mount = table.mount(action.mount)
    may_act(fighter)
    require(mount.held_by == fighter.id, MOUNTED_HOLDING, f"{fighter.id} does not hold {mount.id} by the reins")
    ctx.emit(MOUNTED_HOLDING, f"{fighter.id} lets go of {mount.id}'s reins and moves at his own speed again")
    return table.with_mount(mount.evolve(held_by=None))
