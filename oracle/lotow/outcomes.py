"""What scenarios can ask about a Legends of the Old West table, in the players' words.

Each phrase is a predicate on the table; ``{who}``, ``{mount}`` and ``{obstacle}`` are
model ids from the setup (by convention the role words: rider, passenger, horse, mule,
fence).  The same phrase serves a plain check ("Then the rider lies prone") and an exact
question ("Then the chance that the rider lies prone is 1/36").
"""

from __future__ import annotations

from oracle.core.measure import SHAPE_TOLERANCE, Inches
from oracle.core.numbers import Count
from oracle.engine.ruleset import span
from oracle.lotow.ids import MOUNTED_GENERAL, MOUNTED_PASSENGERS_IN_THE_WAY
from oracle.lotow.movement import inches_left as left
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Hit, LotowTable


@RULESET.outcome("the {who} is in the saddle")
def in_saddle(t: LotowTable, who: str) -> bool:
    """He rides the mount as its rider."""
    m = t.mount_of(who)
    return m is not None and m.rider == who


@RULESET.outcome("the {who} rides as a passenger")
def passenger(t: LotowTable, who: str) -> bool:
    m = t.mount_of(who)
    return m is not None and m.passenger == who


@RULESET.outcome("the {who} is on foot")
def on_foot(t: LotowTable, who: str) -> bool:
    t.fighter(who)
    return t.mount_of(who) is None


@RULESET.outcome("the {who} is thrown")
def thrown(t: LotowTable, who: str) -> bool:
    """He rolled on the Thrown Riders table."""
    return t.fighter(who).thrown


@RULESET.outcome("the {who} lies prone")
def prone(t: LotowTable, who: str) -> bool:
    return t.fighter(who).posture == "prone"


@RULESET.outcome("the {who} is standing")
def standing(t: LotowTable, who: str) -> bool:
    return t.fighter(who).posture == "standing"


def hit_strengths(t: LotowTable, who: str) -> list[int]:
    """The Strength of every hit the model (a fighter or a mount) has taken."""
    models = {m.id: m for m in t.mounts}
    hits = models[who].hits if who in models else t.fighter(who).hits
    return [h.strength for h in hits]


@RULESET.outcome("the {who} has taken a Strength {strength:d} hit", measure=hit_strengths,
                 bounds=("the {who} has taken a hit of Strength {strength:d} or more",
                         "the {who} has taken a hit of Strength {strength:d} or less"),
                 possible={"strength": span(Hit.model_fields["strength"])})
def strength_hit(t: LotowTable, who: str, strength: int) -> bool:
    """One of the hits the model has taken is of that Strength (bounded "a hit of Strength 4 or more": one
    of them is)."""
    return strength in hit_strengths(t, who)


@RULESET.outcome("the shot hits the {who}")
def shot_hits(t: LotowTable, who: str) -> bool:
    """A shot at a mounted model struck this model: after the In the Way rolls
    (lotow.mounted.passengers.in-the-way), or with none made (lotow.mounted.general)."""
    models = {m.id: m for m in t.mounts}
    hits = models[who].hits if who in models else t.fighter(who).hits
    return any(h.clause in (MOUNTED_PASSENGERS_IN_THE_WAY, MOUNTED_GENERAL) for h in hits)


@RULESET.outcome("the {who} has taken {count:d} hits", possible={"count": span(Count)})
def hit_count(t: LotowTable, who: str, count: int) -> bool:
    models = {m.id: m for m in t.mounts}
    hits = models[who].hits if who in models else t.fighter(who).hits
    return len(hits) == count


@RULESET.outcome("the {who} can do nothing more this turn")
def turn_over(t: LotowTable, who: str) -> bool:
    return t.fighter(who).turn_over_by is not None


@RULESET.outcome("the {who} may still move this turn")
def may_still_move(t: LotowTable, who: str) -> bool:
    f = t.fighter(who)
    return f.stopped_by is None and f.turn_over_by is None


@RULESET.outcome("the {who} can move no further this turn")
def stopped(t: LotowTable, who: str) -> bool:
    return t.fighter(who).stopped_by is not None


@RULESET.outcome("the {who} has {inches:g} inches of movement left", possible={"inches": span(Inches)})
def inches_left(t: LotowTable, who: str, inches: float) -> bool:
    f = t.fighter(who)
    return f.stopped_by is None and abs(left(t, f) - inches) < SHAPE_TOLERANCE


@RULESET.outcome("the {who} has fallen")
def fallen(t: LotowTable, who: str) -> bool:
    return bool(t.fighter(who).falls)


@RULESET.outcome("the {who} has fallen {height:g}\"", possible={"height": span(Inches)})
def fallen_from(t: LotowTable, who: str, height: float) -> bool:
    """His last fall this turn was from this height (the height whose damage it takes, lotow.hook.falling-damage)."""
    falls = t.fighter(who).falls
    return bool(falls) and abs(falls[-1].height - height) < SHAPE_TOLERANCE


@RULESET.outcome("the {mount} clears the {obstacle}")
def clears(t: LotowTable, mount: str, obstacle: str) -> bool:
    return obstacle in t.mount(mount).crossed


@RULESET.outcome("the {mount} refuses the {obstacle}")
def refuses(t: LotowTable, mount: str, obstacle: str) -> bool:
    return obstacle in t.mount(mount).refused


@RULESET.outcome("the {mount} is loose")
def loose(t: LotowTable, mount: str) -> bool:
    return t.mount(mount).loose


@RULESET.outcome("the {mount} is tied")
def tied(t: LotowTable, mount: str) -> bool:
    return t.mount(mount).tied


@RULESET.outcome("the {mount} is held by the {who}")
def held(t: LotowTable, mount: str, who: str) -> bool:
    return t.mount(mount).held_by == who


@RULESET.outcome("the {side} side has priority")
def has_priority(t: LotowTable, side: str) -> bool:
    """That side won priority this turn."""
    return t.priority == side


@RULESET.outcome("no side has priority yet this turn")
def no_priority(t: LotowTable) -> bool:
    """Who wins priority this turn is not given yet."""
    return t.priority is None


@RULESET.outcome("the {mount} is removed from the table")
def removed(t: LotowTable, mount: str) -> bool:
    return t.mount(mount).removed


@RULESET.outcome("the {mount} has no rider")
def riderless(t: LotowTable, mount: str) -> bool:
    return t.mount(mount).rider is None


@RULESET.outcome("the {who} is dead")
def dead(t: LotowTable, who: str) -> bool:
    models = {m.id: m for m in t.mounts}
    return not (models[who].alive if who in models else t.fighter(who).alive)


@RULESET.summary
def summarise(t: LotowTable) -> str:
    """A one-line account of the models, for distributions and reports."""
    parts = []
    for m in t.mounts:
        bits = [m.id]
        if m.rider:
            bits.append(f"ridden by {m.rider}")
        if m.passenger:
            bits.append(f"with {m.passenger} behind")
        if m.crossed:
            bits.append("crossed " + ",".join(m.crossed))
        if m.refused:
            bits.append("refused " + ",".join(m.refused))
        for flag in ("tied", "loose", "removed"):
            if getattr(m, flag):
                bits.append(flag)
        if m.hits:
            bits.append(f"{len(m.hits)} hit(s)")
        parts.append(" ".join(bits))
    for f in t.fighters:
        bits = [f.id]
        if t.mount_of(f.id) is None:
            bits.append("on foot")
        if f.posture == "prone":
            bits.append("prone")
        if f.hits:
            bits.append("hits " + ",".join(f"S{h.strength}" for h in f.hits))
        if f.falls:
            bits.append("fell " + ",".join(f'{x.height:g}"' for x in f.falls))
        if f.turn_over_by:
            bits.append("does nothing more")
        elif f.stopped_by:
            bits.append("stops")
        if not f.alive:
            bits.append("dead")
        parts.append(" ".join(bits))
    return "; ".join(parts)


@RULESET.outcome("the battle is in the {phase:Phase} phase")
def in_phase(t: LotowTable, phase: str) -> bool:
    """The clock: the phase of the turn being played (movement, shooting, close-combat)."""
    return t.phase == phase


@RULESET.outcome("the battle is in turn {n:d}",
                 bounds=("the battle is in turn {n:d} or later", "the battle is in turn {n:d} or earlier"),
                 possible={"n": span(LotowTable.model_fields["turn"])})
def in_turn(t: LotowTable, n: int) -> bool:
    """The clock: the turn being played (the first is turn 1); a turn is bounded as players say it,
    "in turn 3 or later", never "in turn at least 3"."""
    return t.turn == n
