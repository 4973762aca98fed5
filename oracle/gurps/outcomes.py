"""What scenarios can ask about a GURPS table, in the players' words.

Each phrase is a predicate on the table; ``{who}`` and ``{mount}`` are character ids
from the setup.  The same phrase serves a plain check and an exact question ("Then the
chance that the runner keeps control is 181/216").
"""

from __future__ import annotations

import re

from oracle.core.measure import Yards
from oracle.core.numbers import Count
from oracle.engine.ruleset import span
from oracle.gurps.ids import HOOK_COLLISION_DAMAGE, HOOK_FALLING_DAMAGE, HOOK_RANDOM_HIT_LOCATION, HOOK_THRUST_DAMAGE
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import Character, GurpsTable, TableResult


def _pending(t: GurpsTable, who: str, hook: str, detail: str | None = None) -> bool:
    return any(p.hook == hook and (detail is None or p.detail == detail) for p in t.get(who).pending)


@RULESET.outcome("the {who} is at high speed")
def at_speed(t: GurpsTable, who: str) -> bool:
    return t.get(who).high_speed


@RULESET.outcome("the {who} is no longer at high speed")
def not_at_speed(t: GurpsTable, who: str) -> bool:
    return not t.get(who).high_speed


@RULESET.outcome("the {who} moves at {v:d} yards per second",
                 bounds=("the {who} moves at {v:d} yards per second or more",
                         "the {who} moves at {v:d} yards per second or less"),
                 possible={"v": span(Character.model_fields["velocity"])})
def moves_at(t: GurpsTable, who: str, v: int) -> bool:
    """The character's velocity (bounded "at 5 yards per second or more", never "at at least 5")."""
    return t.get(who).velocity == v


@RULESET.outcome("the {who} has lost control")
def lost_control(t: GurpsTable, who: str) -> bool:
    return t.get(who).out_of_control


@RULESET.outcome("the {who} keeps control")
def keeps_control(t: GurpsTable, who: str) -> bool:
    return not t.get(who).out_of_control


def tumble_yards(t: GurpsTable, who: str) -> int | float | None:
    """The yards a character tumbled, as the state keeps them (None: no tumble)."""
    return t.get(who).tumbled


@RULESET.outcome("the {who} tumbled {n:g} yards", measure=tumble_yards, possible={"n": span(Yards)})
def tumbled(t: GurpsTable, who: str, n: float) -> bool:
    """Yards tumbled after a loss of control: whole yards, or a quarter yard kept (3.5) under the
    reading gurps.high-speed.tumble-distance=quarter-exact."""
    return tumble_yards(t, who) == n


def fall_heights(t: GurpsTable, who: str) -> list[int]:
    """The heights of the falls that wait for their damage (none if he faces none)."""
    said = (re.fullmatch(r"fall from (\d+) yards", p.detail) for p in t.get(who).pending
            if p.hook == HOOK_FALLING_DAMAGE)
    return [int(m[1]) for m in said if m]


@RULESET.outcome("the {who} faces a fall from {n:d} yards", measure=fall_heights, possible={"n": span(Count)})
def fall_from(t: GurpsTable, who: str, n: int) -> bool:
    """A fall from that height waits for its damage (bounded "from at least 3 yards": one that does, none if he
    faces no fall)."""
    return _pending(t, who, HOOK_FALLING_DAMAGE, f"fall from {n} yards")


@RULESET.outcome("the {who} faces no falling damage")
def no_fall(t: GurpsTable, who: str) -> bool:
    return not _pending(t, who, HOOK_FALLING_DAMAGE)


def fall_velocities(t: GurpsTable, who: str) -> list[int]:
    """The velocities of the falls at a velocity that wait for their damage (none if he faces none)."""
    said = (re.fullmatch(r"fall at (\d+) yards per second", p.detail) for p in t.get(who).pending
            if p.hook == HOOK_FALLING_DAMAGE)
    return [int(m[1]) for m in said if m]


@RULESET.outcome("the {who} faces falling damage at {v:d} yards per second", measure=fall_velocities,
                 bounds=("the {who} faces falling damage at {v:d} yards per second or more",
                         "the {who} faces falling damage at {v:d} yards per second or less"),
                 possible={"v": span(Character.model_fields["velocity"])})
def fall_at(t: GurpsTable, who: str, v: int) -> bool:
    """A fall at that velocity waits for its damage (bounded "at 5 yards per second or more")."""
    return _pending(t, who, HOOK_FALLING_DAMAGE, f"fall at {v} yards per second")


@RULESET.outcome("the {who} faces collision damage")
def collision(t: GurpsTable, who: str) -> bool:
    return _pending(t, who, HOOK_COLLISION_DAMAGE)


@RULESET.outcome("the {who} has stalled")
def stalled(t: GurpsTable, who: str) -> bool:
    return t.get(who).stalled


@RULESET.outcome("the {who} flies on")
def flies_on(t: GurpsTable, who: str) -> bool:
    return not t.get(who).stalled


@RULESET.outcome("the {who} lies prone")
def prone(t: GurpsTable, who: str) -> bool:
    return t.get(who).posture == "prone"


@RULESET.outcome("the {who} counts as {posture}")
def counts_as(t: GurpsTable, who: str, posture: str) -> bool:
    return t.get(who).posture == posture


@RULESET.outcome("the {mount} is frightened")
def frightened(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).frightened


@RULESET.outcome("the {mount} obeys its rider")
def obeys(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).obeys


@RULESET.outcome("the {mount} is wholly out of control")
def wholly_out(t: GurpsTable, mount: str) -> bool:
    m = t.get(mount)
    return not m.obeys and not m.frightened


def table_results(t: GurpsTable, mount: str) -> list[int]:
    """Every result the mount got on the out-of-control table (none if it never rolled there)."""
    return list(t.get(mount).table_results)


@RULESET.outcome("the {mount} got result {n:d} on the out-of-control table", measure=table_results,
                 bounds=("the {mount} got result {n:d} or more on the out-of-control table",
                         "the {mount} got result {n:d} or less on the out-of-control table"),
                 possible={"n": span(TableResult)})
def got_result(t: GurpsTable, mount: str, n: int) -> bool:
    """One of the mount's results on the out-of-control table (bounded "result 7 or more": one of them is)."""
    return n in t.get(mount).table_results


@RULESET.outcome("the {who} has fallen off")
def fell(t: GurpsTable, who: str) -> bool:
    return t.get(who).fell_off


@RULESET.outcome("the {who} rides the {mount}")
def rides(t: GurpsTable, who: str, mount: str) -> bool:
    return t.get(who).riding_on == mount


@RULESET.outcome("the {who} stands on foot")
def on_foot(t: GurpsTable, who: str) -> bool:
    c = t.get(who)
    return c.riding_on is None and c.posture == "standing"


@RULESET.outcome("the {who} has dropped the {item}")
def dropped(t: GurpsTable, who: str, item: str) -> bool:
    return item in t.get(who).dropped


@RULESET.outcome("the {who} still holds the {item}")
def holds(t: GurpsTable, who: str, item: str) -> bool:
    return item in t.get(who).holding


@RULESET.outcome("the {mount} is skittish at -{n:d}", possible={"n": span(Character.model_fields["nervous"])})
def skittish(t: GurpsTable, mount: str, n: int) -> bool:
    return t.get(mount).nervous == n


@RULESET.outcome("the saddle of the {mount} has slipped")
def slipped(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).saddle_slipped


@RULESET.outcome("the saddle of the {mount} is cinched")
def cinched(t: GurpsTable, mount: str) -> bool:
    return not t.get(mount).saddle_slipped


@RULESET.outcome("the {mount} is exhausted")
def exhausted(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).exhausted


@RULESET.outcome("the {mount} has a broken leg")
def broken_leg(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).broken_leg


@RULESET.outcome("the {mount} has fallen")
def mount_fallen(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).fallen


@RULESET.outcome("the {who} lies under the fallen mount")
def pinned(t: GurpsTable, who: str) -> bool:
    return _pending(t, who, HOOK_THRUST_DAMAGE)


@RULESET.outcome("the {mount} charges straight at the enemy")
def charges(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).rushing == "at the enemy"


@RULESET.outcome("the {mount} bolts away from the enemy")
def bolts(t: GurpsTable, mount: str) -> bool:
    return t.get(mount).rushing == "away from the enemy"


@RULESET.outcome("the {who} called his mount back")
def recalled(t: GurpsTable, who: str) -> bool:
    return t.get(who).recalled_mount is True


@RULESET.outcome("the {who} stands his ground")
def stands(t: GurpsTable, who: str) -> bool:
    return t.get(who).stands_firm is True


@RULESET.outcome("the {who} tries to flee")
def flees(t: GurpsTable, who: str) -> bool:
    return t.get(who).stands_firm is False


@RULESET.outcome("the {who} located his foe")
def located(t: GurpsTable, who: str) -> bool:
    return t.answered("located") == "yes"


@RULESET.outcome("the attack hits")
def attack_hits(t: GurpsTable) -> bool:
    return t.answered("attack") == "hits"


@RULESET.outcome("the blow lands on the {who}")
def lands_on(t: GurpsTable, who: str) -> bool:
    return t.answered("hit") == who


@RULESET.outcome("the roll succeeds")
def roll_succeeds(t: GurpsTable) -> bool:
    return t.answered("roll") in ("success", "critical success")


@RULESET.outcome("the roll fails")
def roll_fails(t: GurpsTable) -> bool:
    return t.answered("roll") in ("failure", "critical failure")


@RULESET.outcome("the roll is a critical success")
def roll_critical_success(t: GurpsTable) -> bool:
    return t.answered("roll") == "critical success"


@RULESET.outcome("the roll is a critical failure")
def roll_critical_failure(t: GurpsTable) -> bool:
    return t.answered("roll") == "critical failure"


@RULESET.outcome("the blow misses everyone")
def misses_all(t: GurpsTable) -> bool:
    return t.answered("hit") == "nothing"


@RULESET.outcome("the {who} faces a random hit location")
def random_location(t: GurpsTable, who: str) -> bool:
    return _pending(t, who, HOOK_RANDOM_HIT_LOCATION)


@RULESET.outcome("the {who} faces no random hit location")
def no_random_location(t: GurpsTable, who: str) -> bool:
    return not _pending(t, who, HOOK_RANDOM_HIT_LOCATION)


def _damage(t: GurpsTable) -> int | None:
    got = t.answered("damage")
    return int(got) if got is not None and got.lstrip("-").isdigit() else None


@RULESET.outcome("the damage is {n:d}", possible={"n": span(Count)})
def damage_is(t: GurpsTable, n: int) -> bool:
    """The damage the last action rolled (after any cap)."""
    return _damage(t) == n


@RULESET.outcome("the damage is at least {n:d}", possible={"n": span(Count)})
def damage_at_least(t: GurpsTable, n: int) -> bool:
    d = _damage(t)
    return d is not None and d >= n


@RULESET.outcome("the damage is at most {n:d}", possible={"n": span(Count)})
def damage_at_most(t: GurpsTable, n: int) -> bool:
    d = _damage(t)
    return d is not None and d <= n


@RULESET.outcome("the damage is capped at {n:d}", bounds=(), possible={"n": span(Count)})
def damage_capped(t: GurpsTable, n: int) -> bool:
    """A cap the rules applied to the damage (a jousting lance bends at 15): a value the rules name, not
    bounded ("the damage is at most 15" bounds the damage itself)."""
    return t.answered("capped_at") == str(n)


@RULESET.outcome("the damage dice are {expr}")
def damage_dice(t: GurpsTable, expr: str) -> bool:
    """The damage as a dice expression (2d+3)."""
    return t.answered("damage_dice") == expr


@RULESET.summary
def summarise(t: GurpsTable) -> str:
    """A one-line account of the characters, for distributions and reports."""
    parts = []
    for c in t.characters:
        bits = [c.id]
        if c.riding_on:
            bits.append(f"on {c.riding_on}")
        if c.high_speed:
            bits.append(f"at {c.velocity} yd/s")
        if c.out_of_control:
            bits.append("out of control")
        if c.frightened:
            bits.append("frightened")
        if c.kind == "mount" and not c.obeys and not c.frightened:
            bits.append("wholly out of control")
        if c.table_results:
            bits.append("results " + ",".join(map(str, c.table_results)))
        for flag, word in (("exhausted", "exhausted"), ("saddle_slipped", "saddle slipped"), ("fallen", "fallen"),
                           ("broken_leg", "broken leg")):
            if getattr(c, flag):
                bits.append(word)
        if c.nervous:
            bits.append(f"skittish -{c.nervous}")
        if c.rushing:
            bits.append(f"rushing {c.rushing}")
        if c.dropped:
            bits.append("dropped " + ",".join(c.dropped))
        if c.fell_off:
            bits.append("fell off")
        if c.stalled:
            bits.append("stalled")
        for p in c.pending:
            bits.append(p.detail)
        parts.append(" ".join(bits))
    return "; ".join(parts)


@RULESET.outcome("it is second {n:d}", bounds=("it is second {n:d} or later", "it is second {n:d} or earlier"),
                 possible={"n": span(GurpsTable.model_fields["second"])})
def in_second(t: GurpsTable, n: int) -> bool:
    """The clock: the second of combat being played (the first is second 1), bounded "second 3 or later"."""
    return t.second == n


@RULESET.outcome("it is the {who}'s turn")
def turn_of(t: GurpsTable, who: str) -> bool:
    """The clock: whose turn it is within the second."""
    t.get(who)
    return t.turn_of == who
