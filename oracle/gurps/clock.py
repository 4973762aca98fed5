"""The GURPS clock: seconds of combat (one turn each) and the effects bounded by them.

Effects the text bounds in time ("如果坐骑在它的上轮攻击过", the mount attacked on its last
turn; "该轮的所有骑术检定-1", -1 to all Riding rolls that turn) are recorded on the table
with the last second they hold (:meth:`GurpsTable.lasts`); passing seconds lapses them.
"""

from __future__ import annotations

from fractions import Fraction

from pydantic import Field

from oracle.core.clock import Lasting, split
from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import turn_holder
from oracle.gurps.high_speed import still_adrift
from oracle.gurps.ids import HIGH_SPEED_STARTING_VELOCITY
from oracle.gurps.mount_out_of_control import shed_exhausted_speed
from oracle.gurps.posture_in_armour import changes_go_on
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable


@RULESET.action("pass-seconds")
class PassSeconds(Action):
    """Time passes: the next turn (one second) begins, or several; or, with no second passing, a character's
    turn begins within this second."""

    seconds: Whole = Field(default=1, ge=0, le=3600, description="Seconds that pass; 0: a turn begins within this second")
    turn_of: str | None = Field(default=None, description="Whose turn begins, if the scenario says")


@RULESET.handler(PassSeconds)
def pass_seconds(ctx: Context, table: GurpsTable, action: PassSeconds) -> GurpsTable:
    """Move the clock on; every effect whose last second (or the turn that bounds it) has passed lapses, citing its clause
    (gurps.mounted-weapons.mount-attacked, gurps.mounted-weapons.acrobatics.turn-back, .hang-off; a mover slowed to his
    Basic Move leaves high speed, gurps.high-speed.leaving, "在你的轮结束时"; the velocity chosen on entering high speed
    is the mover's as his next turn begins, and the trace says he is now at it, gurps.high-speed.starting-velocity,
    "你在下一轮开始的时候，获得...的速度", :func:`starting_velocity_gained`); an exhausted mount
    still slowing to Move 2 sheds more speed (gurps.mount-out-of-control.table.6-7), and so does one still out of
    control in the air or water (gurps.high-speed.flying-swimming.loss-of-control); a change of posture in armour goes
    on (gurps.posture-in-armour.time, .old-posture); the yards moved are a new turn's, none yet
    (gurps.high-speed.velocity), and those of the turn before are kept as its last turn's when one second passes
    (gurps.mounted-weapons.lance.damage, "上个轮移动的距离"), none known of seconds the clock passed over."""
    if action.turn_of is not None:
        table.get(action.turn_of)
    if action.seconds == 0 and action.turn_of is None:
        return table.evolve(answers=())  # no time passes and nobody's turn begins
    now = table.second + action.seconds
    held, gone = split(table.lasting, now, action.turn_of, (table.second, table.turn_of))
    if table.turn_of is None and action.seconds == 0 and action.turn_of is not None:
        held, gone = turns_over(ctx, table, action.turn_of, held, gone)
    whose = f", {action.turn_of}'s turn" if action.turn_of else ""
    for x in gone:
        c = table.get(x.who)
        table = table.put(c.evolve(**{x.effect: x.lapsed}))
        if x.clause == HIGH_SPEED_STARTING_VELOCITY:
            if x.effect == "velocity":
                ctx.emit(x.clause, starting_velocity_gained(table, x, gone, f"second {now}{whose}"))
            continue
        bound = f"{x.turn_of}'s turn in second {x.until}" if x.turn_of and x.edge == "end" else \
            f"{x.turn_of}'s next turn" if x.turn_of else f"second {x.until}"
        ctx.emit(x.clause, f"second {now}{whose}: the effect on {x.who} ({x.effect.replace('_', ' ')}) held "
                           f"{'until' if x.turn_of and x.edge == 'start' else 'through'} {bound} and has lapsed")
    if action.seconds:
        # gurps.high-speed.velocity, "你在当前轮必须移动17 码": the yards owed are owed anew each turn; the turn's yards
        # are kept as the last turn's (gurps.mounted-weapons.lance.damage, "上个轮移动的距离") when one second passes,
        # and none are known of seconds passed over
        now_moving = tuple(_new_turns_yards(c, c.yards_moved if action.seconds == 1 else None) for c in table.characters)
        if any(new is not old for new, old in zip(now_moving, table.characters)):
            table = table.evolve(characters=now_moving)
        table = shed_exhausted_speed(ctx, table, action.seconds)
        table = still_adrift(ctx, table, action.seconds)
        table = changes_go_on(ctx, table, action.seconds)
    return table.evolve(second=now, turn_of=action.turn_of, lasting=held, answers=())


def _new_turns_yards(c: Character, last: int | Fraction | None) -> Character:
    """A character's yards as a new turn begins: none moved in it, and ``last`` as the turn before's (his yards moved
    when one second passes, none known over several). The character itself where they already are so (most, second
    after second): a copy would be a new state to hash and compare again wherever exact mode meets the table (a fight
    until it is settled meets thousands of them). A ``Fraction(0)`` equal to the whole 0 is still replaced, as before:
    the two are written differently in the table's JSON ("0" and 0)."""
    if type(c.moved) is int and c.moved == 0 and type(c.yards_moved) is int and c.yards_moved == 0 \
            and type(c.yards_last_turn) is type(last) and c.yards_last_turn == last:
        return c
    return c.evolve(moved=0, yards_moved=0, yards_last_turn=last)


def starting_velocity_gained(table: GurpsTable, x: Lasting, gone: tuple[Lasting, ...], when: str) -> str:
    """gurps.high-speed.starting-velocity, "你在下一轮开始的时候，获得...的速度": what the trace says when the velocity
    ``x`` chosen on entering high speed becomes the mover's, as his next turn begins: the velocity he is now at, and,
    where he was not at high speed until then (ruling gurps.high-speed.entering-between "at-next-turn"), that above
    his Basic Move he is now (gurps.high-speed.definition)."""
    c = table.get(x.who)
    said = (f"{when}: {x.who}'s next turn begins, and {x.who} is now at the starting velocity chosen at the end of the "
            f"turn before, {c.velocity} yards per second")
    if any(y.who == x.who and y.clause == x.clause and y.effect == "high_speed" for y in gone):
        said += f": above Basic Move {c.base_move()}, at high speed"
    return said


def turns_over(ctx: Context, table: GurpsTable, whose: str, held: tuple[Lasting, ...],
               gone: tuple[Lasting, ...]) -> tuple[tuple[Lasting, ...], tuple[Lasting, ...]]:
    """The clock named no turn, and ``whose`` turn begins within the second: one who has changed his velocity this
    second did so at the end of his turn (gurps.high-speed.velocity, "你在每一轮结束时可以增加或降低它"; a ridden
    mount's or a vehicle's may be its rider's or driver's, :func:`oracle.gurps.common.turn_holder`), so that turn is
    over, and what held through it lapses (gurps.high-speed.leaving, "在你的轮结束时")."""
    ended = {turn_holder(ctx, table, c) for c in table.characters if c.velocity_changed} - {whose}
    over = tuple(x for x in held if x.turn_of in ended and x.edge == "end" and x.until == table.second)
    if not over:
        return held, gone
    return tuple(x for x in held if x not in over), gone + over
