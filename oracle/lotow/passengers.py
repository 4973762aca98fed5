"""ПАССАЖИРЫ — passengers: getting off, no shooting or fighting, In the Way, templates, strikes."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.clock import in_phase
from oracle.core.dice import MOST_REPEATS, die
from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.ids import (
    MOUNTED_GENERAL, MOUNTED_LOOSE_RIDER_KILLED, MOUNTED_LOOSE_WHEN, MOUNTED_PASSENGERS_CLOSE_COMBAT,
    MOUNTED_PASSENGERS_DISMOUNT_FIRST, MOUNTED_PASSENGERS_DISMOUNT_LATER, MOUNTED_PASSENGERS_IN_THE_WAY,
    MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING, MOUNTED_PASSENGERS_RIDER_DISMOUNTS, MOUNTED_PASSENGERS_RIDER_KILLED,
    MOUNTED_PASSENGERS_TEMPLATES, MOUNTED_PASSENGERS_TWO_RIDERS, MOUNTED_THROWN_RIDER_1,
    RULING_MOUNTED_LOOSE_REMOVAL_WITHOUT_RULE, RULING_MOUNTED_PASSENGERS_AUTO_DISMOUNT,
    RULING_MOUNTED_PASSENGERS_IN_THE_WAY, RULING_MOUNTED_PASSENGERS_IN_THE_WAY_ORDER,
    RULING_MOUNTED_PASSENGERS_IN_THE_WAY_WITHOUT_PASSENGER,
)
from oracle.lotow.movement import alive, may_act, on_the_table, rider_has_moved
from oracle.lotow.ruleset import RULESET
from oracle.lotow.spotting import is_hidden, shot_gives_away
from oracle.lotow.state import Fighter, Hit, LotowTable, require
from oracle.lotow.thrown_riders import throw_rider, unseat

IN_THE_WAY = die(6, label="In the Way roll")


def passenger_gets_off(ctx: Context, table: LotowTable, passenger: str, *, rider_has_moved: bool) -> LotowTable:
    """lotow.mounted.passengers.dismount-first / dismount-later."""
    table = unseat(table, passenger)
    fighter = table.fighter(passenger)
    if rider_has_moved:
        fighter = fighter.evolve(stopped_by=MOUNTED_PASSENGERS_DISMOUNT_LATER)
        ctx.emit(MOUNTED_PASSENGERS_DISMOUNT_LATER,
                 f"{passenger} gets off after the rider has moved and loses the rest of his movement")
    else:
        ctx.emit(MOUNTED_PASSENGERS_DISMOUNT_FIRST,
                 f"{passenger} gets off before the rider has moved: both move freely")
    return table.with_fighter(fighter)


def passenger_off_with_rider(ctx: Context, table: LotowTable, passenger: str, rider: str) -> LotowTable:
    """lotow.mounted.passengers.rider-dismounts: the passenger gets off with the rider.  Whether that costs
    him the rest of his move once the rider has moved (as lotow.mounted.passengers.dismount-later costs a
    passenger who gets off of his own accord) is ruling lotow.mounted.passengers.auto-dismount."""
    share_used = table.fighter(rider).move_used
    moved = rider_has_moved(table.fighter(rider), table.mount_of(rider))
    if not moved or ctx.ruling(RULING_MOUNTED_PASSENGERS_AUTO_DISMOUNT) == "loses-move":
        return passenger_gets_off(ctx, table, passenger, rider_has_moved=moved)
    table = unseat(table, passenger)
    fighter = table.fighter(passenger)
    fighter = fighter.evolve(move_used=max(fighter.move_used, share_used))
    ctx.emit(MOUNTED_PASSENGERS_RIDER_DISMOUNTS,
             f"{passenger} gets off with {rider} at no cost: like him, he may walk the share of the move the mounted "
             f"model has left, {(1 - fighter.move_used) * fighter.move:g}\" on foot "
             f"(ruling lotow.mounted.passengers.auto-dismount)")
    return table.with_fighter(fighter)


@RULESET.action("passenger-dismount")
class PassengerDismount(Action):
    """The passenger jumps off the mount."""

    fighter: str


@RULESET.handler(PassengerDismount)
def passenger_dismount(ctx: Context, table: LotowTable, action: PassengerDismount) -> LotowTable:
    """lotow.mounted.passengers.dismount-first before the rider moves, else .dismount-later (in the Movement phase)."""
    mount = table.mount_of(action.fighter)
    require(mount is not None and mount.passenger == action.fighter, MOUNTED_PASSENGERS_TWO_RIDERS,
            f"{action.fighter} is not riding as a passenger")
    in_phase(table.phase, "movement", MOUNTED_PASSENGERS_DISMOUNT_LATER, "a passenger gets off")
    return passenger_gets_off(ctx, table, action.fighter,
                              rider_has_moved=rider_has_moved(table.fighter(mount.rider), mount))


@RULESET.action("shoot")
class Shoot(Action):
    """A fighter shoots (only whether he may; the shooting rules are outside the excerpt)."""
    distinct = ("shooter", "target")

    shooter: str
    target: str


@RULESET.handler(Shoot)
def shoot(ctx: Context, table: LotowTable, action: Shoot) -> LotowTable:
    """lotow.mounted.passengers.no-shooting-or-fighting: passengers cannot shoot from the mount; a fighter
    whose turn is over (lotow.mounted.thrown-rider.2-5) does not shoot."""
    shooter = table.fighter(action.shooter)  # ids the table does not have are setup errors that name them, not answers
    may_act(shooter)
    on_the_table(table, action.target, "shoots at")
    require(table.seat_of(action.shooter) != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{action.shooter} is a passenger and cannot shoot from the mount's back")
    if table.seat_of(action.shooter) == "rider":
        ctx.emit(MOUNTED_GENERAL, f"{action.shooter} shoots from the saddle as a fighter on foot would")
    if is_hidden(ctx, table, shooter):
        # "Спрятавшиеся фигурки, которые в фазу Стрельбы осуществляют стрельбу, более не считаются
        # спрятанными": any shot of a hidden fighter gives him away, not only one asked as shoot-from-hiding
        return shot_gives_away(ctx, table, shooter)
    return table


@RULESET.action("shot-hits-mounted-model")
class ShotHitsMountedModel(Action):
    """A shot has hit a mounted model (a rider on his mount, a passenger behind him or not): whether In the
    Way rolls are made, and for a model carrying a passenger who takes the shot."""

    target: str = Field(description="The model aimed at: the rider, the passenger or the mount")
    strength: Whole = Field(ge=1, le=10)
    order: tuple[str, ...] = Field(default=(), description="Order in which the In the Way rolls are made for "
                                                           "the other models")
    order_by: Literal["shooter", "owner"] | None = Field(
        default=None, description="Who named the order: the shooting player, or the player whose mounted model "
                                  "is shot at (ruling lotow.mounted.passengers.in-the-way-order)")


@RULESET.handler(ShotHitsMountedModel)
def shot_hits_mounted_model(ctx: Context, table: LotowTable, action: ShotHitsMountedModel) -> LotowTable:
    """lotow.mounted.passengers.in-the-way: 4+ to get past each other model, in turn and in any order.

    Whether the roll is made for a mounted model without a passenger is ruling
    lotow.mounted.passengers.in-the-way-without-passenger: by default it is not, and the shot strikes
    the model aimed at, as a fighter on foot (lotow.mounted.general).  Who may name the order is ruling
    lotow.mounted.passengers.in-the-way-order.  Under the reading 'single-roll', one roll: 4+ hits the
    target, else the first model in the order takes the shot.
    """
    on_the_table(table, action.target, "shoots at")
    group = _group_of(table, action.target)
    for named in action.order:  # one not on the table was refused as an order leaving a model out
        table.fighter_or_mount(named)
    others = [m for m in group if m != action.target]
    mount = table.mount_of(action.target) or table.mount(action.target)
    if mount.passenger is None and \
            ctx.ruling(RULING_MOUNTED_PASSENGERS_IN_THE_WAY_WITHOUT_PASSENGER) == "with-a-passenger":
        require(not action.order and action.order_by is None, MOUNTED_PASSENGERS_IN_THE_WAY,
                f"{mount.id} carries no passenger: no In the Way roll is made, so there is no order to name")
        ctx.emit(MOUNTED_GENERAL, f"{mount.id} carries no passenger: no In the Way roll, the shot strikes "
                                  f"{action.target} as it would a fighter on foot "
                                  f"(ruling lotow.mounted.passengers.in-the-way-without-passenger)")
        return _hit(table, action.target, action.strength, MOUNTED_GENERAL)
    order = list(action.order) or others
    require(sorted(order) == sorted(others), MOUNTED_PASSENGERS_IN_THE_WAY,
            f"the In the Way order must name the other models, {', '.join(others)}, once each")
    if action.order_by is not None:
        chooser = ctx.ruling(RULING_MOUNTED_PASSENGERS_IN_THE_WAY_ORDER)
        require(chooser in ("unassigned", action.order_by), MOUNTED_PASSENGERS_IN_THE_WAY,
                f"the order of the In the Way rolls is the {_CHOOSER.get(chooser)}'s to choose, not the "
                f"{_CHOOSER[action.order_by]}'s (ruling lotow.mounted.passengers.in-the-way-order)")
    struck = action.target
    if ctx.ruling(RULING_MOUNTED_PASSENGERS_IN_THE_WAY) == "each-in-turn":
        for other in order:
            roll = ctx.roll(IN_THE_WAY)
            if roll < ctx.value(MOUNTED_PASSENGERS_IN_THE_WAY, "needs"):
                struck = other
                ctx.emit(MOUNTED_PASSENGERS_IN_THE_WAY, f"In the Way {roll} for {other}: {other} takes the shot", roll=roll)
                break
            ctx.emit(MOUNTED_PASSENGERS_IN_THE_WAY, f"In the Way {roll} for {other}: the shot gets past", roll=roll)
    else:
        roll = ctx.roll(IN_THE_WAY)
        struck = action.target if roll >= ctx.value(MOUNTED_PASSENGERS_IN_THE_WAY, "needs") else order[0]
        ctx.emit(MOUNTED_PASSENGERS_IN_THE_WAY, f"In the Way {roll}: the shot hits {struck}", roll=roll)
    return _hit(table, struck, action.strength, MOUNTED_PASSENGERS_IN_THE_WAY)


_CHOOSER = {"shooter": "shooting player", "owner": "player whose mounted model is shot at"}


@RULESET.action("template-hits-mounted-model")
class TemplateHitsMountedModel(Action):
    """A template covers a mounted model."""

    mount: str
    strength: Whole = Field(ge=1, le=10)


@RULESET.handler(TemplateHitsMountedModel)
def template_hits(ctx: Context, table: LotowTable, action: TemplateHitsMountedModel) -> LotowTable:
    """lotow.mounted.passengers.templates: rider, mount and passenger are three separate targets (of a mount on
    the table alive)."""
    mount = table.mount(action.mount)
    on_the_table(table, mount.id, "covers with a template")
    for model in (mount.rider, mount.id, mount.passenger):
        if model is not None:
            table = _hit(table, model, action.strength, MOUNTED_PASSENGERS_TEMPLATES)
    ctx.emit(MOUNTED_PASSENGERS_TEMPLATES,
             f"the template hits {', '.join(m for m in (mount.rider, mount.id, mount.passenger) if m)} separately")
    return table


class Strikes(Action):
    target: str
    count: Whole = Field(ge=1, le=MOST_REPEATS)


@RULESET.action("allocate-strikes")
class AllocateStrikes(Action):
    """The enemy divides its strikes between the rider, the mount and the passenger."""

    attacker: str
    strength: Whole = Field(ge=1, le=10)
    strikes: tuple[Strikes, ...] = Field(min_length=1)


@RULESET.handler(AllocateStrikes)
def allocate_strikes(ctx: Context, table: LotowTable, action: AllocateStrikes) -> LotowTable:
    """lotow.mounted.passengers.close-combat: strikes go where the enemy wishes, all on the passenger if he likes.

    The attacker is a fighter's id; a name not on the table stands for an enemy the table does not show.  An
    attacker on the table strikes as :func:`strike` lets him (a passenger, a rider thrown on a 2-5 this turn and
    a killed fighter strike nobody), and only as an enemy ("Противник") of the rider whose mounted model he
    strikes."""
    group = set(_group_of(table, action.strikes[0].target))
    if action.attacker in {f.id for f in table.fighters}:
        attacker = table.fighter(action.attacker)
        may_strike(ctx, table, attacker)
        mount = next(m for m in table.mounts if m.id in group)
        if mount.rider is not None:
            require(table.fighter(mount.rider).side != attacker.side, MOUNTED_PASSENGERS_CLOSE_COMBAT,
                    f"{attacker.id} is no enemy of {mount.rider}: the strikes divided between rider, mount and "
                    f"passenger are the enemy's (\"Противник может распределять свои атаки\")")
    for s in action.strikes:
        on_the_table(table, s.target, "strikes")
        require(s.target in group, MOUNTED_PASSENGERS_CLOSE_COMBAT,
                f"{s.target} is not the rider, mount or passenger of the same mounted model")
        for _ in range(s.count):
            table = _hit(table, s.target, action.strength, MOUNTED_PASSENGERS_CLOSE_COMBAT)
        ctx.emit(MOUNTED_PASSENGERS_CLOSE_COMBAT, f"{action.attacker} puts {s.count} strike(s) on {s.target}")
    return table


@RULESET.action("strike")
class Strike(Action):
    """A fighter strikes blows in close combat (only whether he may)."""

    fighter: str


@RULESET.handler(Strike)
def strike(ctx: Context, table: LotowTable, action: Strike) -> LotowTable:
    """Passengers never strike (lotow.mounted.passengers.no-shooting-or-fighting); a rider thrown
    on 2-5 strikes no blows this turn (lotow.mounted.thrown-rider.2-5); one thrown on a 1
    fights lying down (lotow.mounted.thrown-rider.1)."""
    may_strike(ctx, table, table.fighter(action.fighter))
    return table


def may_strike(ctx: Context, table: LotowTable, fighter: Fighter) -> None:
    """Whether a fighter strikes blows: not killed, not a passenger (lotow.mounted.passengers.no-shooting-or-fighting),
    not thrown on a 2-5 this turn (lotow.mounted.thrown-rider.2-5); one thrown on a 1 fights lying down
    (lotow.mounted.thrown-rider.1)."""
    alive(fighter)
    require(table.seat_of(fighter.id) != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{fighter.id} is a passenger and cannot fight in close combat")
    if fighter.turn_over_by is not None:
        require(False, fighter.turn_over_by, f"{fighter.id} was thrown this turn and strikes no blows even if "
                                             f"his side wins")
    if fighter.thrown and fighter.posture == "prone":
        ctx.emit(MOUNTED_THROWN_RIDER_1, f"{fighter.id} fights lying down")


@RULESET.action("kill-rider")
class KillRider(Action):
    """The rider of a mounted model is killed."""

    fighter: str


@RULESET.handler(KillRider)
def kill_rider(ctx: Context, table: LotowTable, action: KillRider) -> LotowTable:
    """lotow.mounted.passengers.rider-killed: the passenger falls off and rolls on the Thrown
    Riders table.  With Loose Mounts in use, the mount leaves with its rider if the players
    agreed so (lotow.mounted.loose.rider-killed), else it is loose (lotow.mounted.loose.when).
    Without it, whether their agreement still takes the mount off is ruling
    lotow.mounted.loose.removal-without-rule."""
    mount = table.mount_of(action.fighter)
    require(mount is not None and mount.rider == action.fighter, MOUNTED_PASSENGERS_RIDER_KILLED,
            f"{action.fighter} is not riding a mount")
    passenger = mount.passenger
    if passenger:
        ctx.emit(MOUNTED_PASSENGERS_RIDER_KILLED, f"{action.fighter} is killed: {passenger} falls off")
        table = ctx.step(throw_rider, table, passenger)
    table = unseat(table, action.fighter)
    table = table.with_fighter(table.fighter(action.fighter).evolve(alive=False))
    mount = table.mount(mount.id)
    loose_rule = table.uses("loose-mounts")
    if table.remove_mount_with_rider and not loose_rule \
            and ctx.ruling(RULING_MOUNTED_LOOSE_REMOVAL_WITHOUT_RULE) == "with-the-rule":
        ctx.emit(MOUNTED_LOOSE_RIDER_KILLED,
                 f"the players agreed to take a killed rider's mount off with him, but do not use the optional Loose "
                 f"Mounts rule, of which that agreement is part: {mount.id} stays, riderless "
                 f"(ruling lotow.mounted.loose.removal-without-rule)")
    elif table.remove_mount_with_rider:
        mount = mount.evolve(removed=True)
        ctx.emit(MOUNTED_LOOSE_RIDER_KILLED, f"{mount.id} is removed with its dead rider, as agreed"
                 + ("" if loose_rule else " (ruling lotow.mounted.loose.removal-without-rule=any-game)"))
    elif loose_rule:
        mount = mount.evolve(loose=True)
        ctx.emit(MOUNTED_LOOSE_WHEN, f"{mount.id}'s rider is dead: it is a loose mount")
    return table.with_mount(mount)


def _group_of(table: LotowTable, model: str) -> list[str]:
    # a model not on the table is the question's mistake, not a refusal by the rules (two-riders said of it
    # that it "is not part of a mounted model")
    table.fighter_or_mount(model)
    for m in table.mounts:
        if model in (m.id, m.rider, m.passenger):
            return [x for x in (m.rider, m.passenger, m.id) if x is not None]
    require(False, MOUNTED_PASSENGERS_TWO_RIDERS, f"{model} is not part of a mounted model")
    return []


def _hit(table: LotowTable, model: str, strength: int, clause: str) -> LotowTable:
    hit = Hit(strength=strength, clause=clause)
    if model in {m.id for m in table.mounts}:
        m = table.mount(model)
        return table.with_mount(m.evolve(hits=m.hits + (hit,)))
    f = table.fighter(model)
    return table.with_fighter(f.evolve(hits=f.hits + (hit,)))
