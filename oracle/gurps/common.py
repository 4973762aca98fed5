"""Functions the GURPS section modules share: looking up a rider and his mount, recording answers."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from oracle.core.errors import require
from oracle.core.resolve import Context
from oracle.gurps.ids import (
    HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL, HIGH_SPEED_LEAVING, HIGH_SPEED_LOSS_OF_CONTROL_WHEELS,
    HIGH_SPEED_STARTING_VELOCITY, RULING_HIGH_SPEED_LEAVING_TURN, RULING_HIGH_SPEED_MOUNT_TURN,
)
from oracle.gurps.state import Character, GurpsTable


exact = lru_cache(maxsize=64)(Fraction)
"""A number a clause gives (``ctx.value``: an int, or a float such as 0.25 for "1/4"), as an exact
fraction, made once per number: rule code asks it on every dice path, and a fraction from a float
costs more than the rest of the line."""


def note(ctx: Context, table: GurpsTable, clause: str, message: str, put: Character | None = None,
         **answers: Any) -> GurpsTable:
    """Emit an event for ``clause`` with answers, and keep them on the table for exact questions; with
    ``put``, the table with that character changed too (one copy of the table, not two)."""
    ctx.emit(clause, message, **answers)
    if put is not None:
        return table.put_answering(put, answers) if answers else table.put(put)
    return table.answer_all(answers) if answers else table


def sign(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def rider_and_mount(table: GurpsTable, rider: str, clause: str, so: str = "") -> tuple[Character, Character]:
    """The rider and the mount he is on, for a rule that needs a mounted rider: ``clause``, the rule asked of
    him. One who is on foot (thrown or fallen by an earlier action of the same question, on some of its
    branches, or never mounted) is refused by that clause, so that such a branch ends there as a refusal,
    ``so`` (", so has no mount to ...") saying what the rule wanted of a mount; an id that names nobody stays
    an error of the setup (:meth:`GurpsTable.get`)."""
    r = table.get(rider)
    require(r.riding_on is not None, clause, f"{rider} is not riding anything{so}")
    return r, table.get(r.riding_on)


def turn_goes_on(c: Character, doing: str) -> None:
    """gurps.high-speed.flying-swimming.loss-of-control: one who lost control in the air or water this turn "除此之外
    什么都不能做——等效于你的轮强制结束": ``doing`` anything more of his own this turn is refused by that clause (his
    active defences are not his turn's). The end of his turn lapses when the next second begins."""
    if c.turn_over and c.medium == "ground":  # a wheeled mover slowing, out of control (gurps.high-speed.wheels-later-turns)
        require(False, HIGH_SPEED_LOSS_OF_CONTROL_WHEELS,
                f"{c.id} is out of control, slowing at the safe rate: he can do nothing else this turn ({doing} refused)")
    require(not c.turn_over, HIGH_SPEED_FLYING_SWIMMING_LOSS_OF_CONTROL,
            f"{c.id} lost control in the {c.medium} this turn: he can do nothing else, his turn is over ({doing} refused)")


def a_mount(m: Character, clause: str, what: str) -> Character:
    """``m``, for a rule of mounts (``clause``, whose ``what`` is asked of it): a vehicle, or anything else that
    is not a mount, has no fright, no difficult manoeuvre and no row of the out-of-control table; a vehicle loses
    control under the high-speed rules (gurps.high-speed.maneuvers, .manoeuvre-failure)."""
    if m.kind != "mount":  # the message made only for a refusal: the table's roll asks this on every dice path
        require(False, clause, f"{m.id} is a {m.kind}, not a mount: {what} is a mount's")
    return m


def turn_holder(ctx: Context, table: GurpsTable, c: Character) -> str:
    """Whose turn is ``c``'s turn, the one at whose end his velocity changes (gurps.high-speed.velocity, "你在每一轮
    结束时可以增加或降低它"), as :func:`oracle.gurps.high_speed.own_turn` accepts it: a vehicle's is the turn of its
    driver, the one at its controls (gurps.high-speed.manoeuvre-roll, "如果你在驾驶载具"); a ridden mount's the turn of
    the rider who controls it under ruling gurps.high-speed.mount-turn "riders-turn", its own under "own-turn"; anyone
    else's his own."""
    controller = next((r for r in table.riders_of(c.id) if r.seat == "controller"), None)
    if controller is None:
        return c.id
    if c.kind == "vehicle" or ctx.ruling(RULING_HIGH_SPEED_MOUNT_TURN) == "riders-turn":
        return controller.id
    return c.id


def leave_when_turn_ends(ctx: Context, table: GurpsTable, c: Character, bm: int) -> GurpsTable:
    """gurps.high-speed.leaving, "如果你的减速导致在你的轮结束时，你的速度小于等于你的基础移动，你就脱离了高速移动状态，
    从下轮开始可以使用普通的移动规则": ``c``, slowed to his Basic Move ``bm`` or less, is at high speed until his turn
    is over, and the clock (:func:`oracle.gurps.clock.pass_seconds`) takes him out of it, as ruling
    gurps.high-speed.leaving-turn reads: "end-of-his-turn", when his turn ends; "his-next-turn", when his next turn
    begins. The leaving is bound to his turn (:func:`turn_holder`: a ridden mount's may be its rider's, a vehicle's is
    its driver's) whatever the clock names; a clock that names no turn is left naming none (another mover may end his
    own turn in the same second), and when it names another's turn in the same second, the turn of one who changed
    his velocity at its end is over (:func:`oracle.gurps.clock.pass_seconds`)."""
    if ctx.ruling(RULING_HIGH_SPEED_LEAVING_TURN) == "his-next-turn":
        edge, until = "start", "until his next turn begins"
    else:
        edge, until = "end", "until his turn ends"
    table = note(ctx, table, HIGH_SPEED_LEAVING,
                 f"{c.id} ends the turn at {c.velocity}, not above Basic Move {bm}: he is at high speed {until}, "
                 "and moves under the normal rules from his next turn", high_speed="leaving")
    return table.lasts(c.id, "high_speed", HIGH_SPEED_LEAVING, 0, False, turn_of=turn_holder(ctx, table, c), edge=edge)


def no_starting_velocity(table: GurpsTable, who: str) -> GurpsTable:
    """gurps.high-speed.starting-velocity, "你在下一轮开始的时候，获得...的速度": the velocity chosen at the end of a turn
    is gained when his next turn begins (the effects the clause bounds on his velocity and his high speed). One stopped
    or slowed before then (a tumble, a loss of control in the air, a mount's fall, a mount exhausted and no faster than
    Move 2, gurps.mount-out-of-control.table.6-7) gains none of it: those effects are dropped."""
    if not any(x.who == who and x.clause == HIGH_SPEED_STARTING_VELOCITY for x in table.lasting):
        return table
    return table.evolve(lasting=tuple(x for x in table.lasting
                                      if not (x.who == who and x.clause == HIGH_SPEED_STARTING_VELOCITY)))
