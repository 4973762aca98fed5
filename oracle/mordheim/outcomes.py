"""What scenarios can ask about a Mordheim table, in the players' words.

``{who}`` and ``{other}`` are warrior ids from the setup (by convention the role or race
words: skaven, ork, hero, archer).  The same phrase serves a plain check ("Then the skaven
is hidden") and an exact question ("Then the chance that the skaven falls is 3/4").
"""

from __future__ import annotations

from oracle.core.geometry import Point
from oracle.core.measure import SHAPE_TOLERANCE, Inches
from oracle.core.numbers import Count
from oracle.core.rulings import TEXT_NUMBERS
from oracle.engine.ruleset import span
from oracle.mordheim.movement import budget
from oracle.mordheim.ruleset import RULESET
from oracle.mordheim.state import Hit, MordheimTable, Warrior


def _close(a: float, b: float) -> bool:
    return abs(a - b) < SHAPE_TOLERANCE


@RULESET.outcome("the {who} falls")
def falls(t: MordheimTable, who: str) -> bool:
    return bool(t.warrior(who).falls)


@RULESET.outcome("the {who} lands safely")
def lands(t: MordheimTable, who: str) -> bool:
    w = t.warrior(who)
    return not w.falls and w.movement_over is None


@RULESET.outcome("the {who} suffers {count:d} falling hits at Strength {strength:d}",
                 possible={"count": span(Count), "strength": span(Hit.model_fields["strength"])})
def falling_hits(t: MordheimTable, who: str, count: int, strength: int) -> bool:
    w = t.warrior(who)
    return len(w.hits) == count and all(h.strength == strength for h in w.hits)


@RULESET.outcome("the {who} suffers {count:d} falling hits", possible={"count": span(Count)})
def falling_hit_count(t: MordheimTable, who: str, count: int) -> bool:
    return len(t.warrior(who).hits) == count


@RULESET.outcome("the {who} can move no further this turn")
def stopped(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).movement_over is not None


@RULESET.outcome("the {who} has {inches:g} inches of movement left", possible={"inches": span(Inches)})
def inches_left(t: MordheimTable, who: str, inches: float) -> bool:
    w = t.warrior(who)
    mode = w.mode if w.mode != "none" else "move"
    # what is left of the allowance (rule mordheim.movement.distance, ruling mordheim.terrain.cost); none once
    # the model has charged, a failed charge included: the charge was its move (rules
    # mordheim.charging.double-movement, mordheim.charging.failed.move)
    left = 0.0 if w.charged else budget(TEXT_NUMBERS, w, mode).left(TEXT_NUMBERS)
    return w.movement_over is None and _close(left, inches)


@RULESET.outcome("the {who} has used {inches:g} inches of movement", possible={"inches": span(Warrior.model_fields["used"])})
def inches_used(t: MordheimTable, who: str, inches: float) -> bool:
    return _close(t.warrior(who).used, inches)


@RULESET.outcome("the {who} stands at ({x:g}, {y:g})",
                 possible={"x": span(Point.model_fields["x"]), "y": span(Point.model_fields["y"])})
def stands_at(t: MordheimTable, who: str, x: float, y: float) -> bool:
    p = t.warrior(who).position
    return abs(p.x - x) < 1e-3 and abs(p.y - y) < 1e-3


@RULESET.outcome("the {who} stands {z:g} inches above the table", possible={"z": span(Point.model_fields["z"])})
def stands_height(t: MordheimTable, who: str, z: float) -> bool:
    return _close(t.warrior(who).position.z, z)


@RULESET.outcome("the {who} is in close combat with the {other}")
def engaged(t: MordheimTable, who: str, other: str) -> bool:
    t.warrior(other)
    return other in t.engaged_with(who)


@RULESET.outcome("the {who} is not in close combat with the {other}")
def not_engaged_with(t: MordheimTable, who: str, other: str) -> bool:
    t.warrior(other)
    return other not in t.engaged_with(who)


@RULESET.outcome("the {who} is not in close combat")
def not_engaged(t: MordheimTable, who: str) -> bool:
    return not t.engaged(t.warrior(who).id)


@RULESET.outcome("the {who} counts as the charger")
def counts_as_charger(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).counts_as_charger


@RULESET.outcome("the {who} made a failed charge")
def failed_charge(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).failed_charge


@RULESET.outcome("the {who} may charge this turn")
def charge_allowed(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).charge_forbidden is None


@RULESET.outcome("the {who} may not charge this turn")
def charge_forbidden(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).charge_forbidden is not None


@RULESET.outcome("the {who} has declared a charge against the {other}")
def declared(t: MordheimTable, who: str, other: str) -> bool:
    return t.warrior(who).declared_charge == other


@RULESET.outcome("the {who} may shoot this turn")
def may_shoot(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).no_shooting is None


@RULESET.outcome("the {who} may not shoot this turn")
def may_not_shoot(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).no_shooting is not None


@RULESET.outcome("the {who} has cast a spell")
def has_cast(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).cast


@RULESET.outcome("the {who} has shot")
def has_shot(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).shot


@RULESET.outcome("the {who} is hidden")
def hidden(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).hidden


@RULESET.outcome("the {who} is not hidden")
def not_hidden(t: MordheimTable, who: str) -> bool:
    return not t.warrior(who).hidden


@RULESET.outcome("the {who} has +1 Strength and +1 to hit for the first round of close combat")
def diving_bonus(t: MordheimTable, who: str) -> bool:
    return set(t.warrior(who).first_round) >= {"+1 Strength", "+1 to hit"}


@RULESET.outcome("the {who} has no bonus for the first round of close combat")
def no_bonus(t: MordheimTable, who: str) -> bool:
    return not t.warrior(who).first_round


@RULESET.outcome("the {who} has taken a Fear test {result}")
def fear_test(t: MordheimTable, who: str, result: str) -> bool:
    return any(f.endswith(result) for f in t.warrior(who).fear_tests)


@RULESET.outcome("the {who} has climbed")
def climbed(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).climbed


@RULESET.outcome("the {who} has leapt the gap")
def leapt(t: MordheimTable, who: str) -> bool:
    return t.warrior(who).leapt


@RULESET.summary
def summarise(t: MordheimTable) -> str:
    """One line per warrior: where it stands and what the rules recorded about it this turn."""
    parts = []
    for w in t.warriors:
        p = w.position
        notes = [f"({p.x:.4g}, {p.y:.4g}){f' at {p.z:g}in' if p.z else ''}"]
        if w.used:
            notes.append(f"used {w.used:.4g}in")
        for flag in ("hidden", "fleeing", "stunned", "knocked_down", "charged", "failed_charge", "counts_as_charger",
                     "climbed", "leapt", "shot", "cast"):
            if getattr(w, flag):
                notes.append(flag.replace("_", " "))
        if w.movement_over:
            notes.append("stopped")
        if w.falls:
            notes.append(f"fell {', '.join(f'{f.height:g}in' for f in w.falls)}")
        if w.hits:
            notes.append(f"{len(w.hits)} hits S{w.hits[0].strength}")
        if w.first_round:
            notes.append("/".join(w.first_round))
        engaged = sorted(t.engaged_with(w.id))
        if engaged:
            notes.append(f"fighting {', '.join(engaged)}")
        parts.append(f"{w.id}: {'; '.join(notes)}")
    return " | ".join(parts)


@RULESET.outcome("the battle is in the {phase:Phase} phase")
def in_phase(t: MordheimTable, phase: str) -> bool:
    """The clock: the phase of the turn being played (movement, shooting, close-combat)."""
    return t.phase == phase


@RULESET.outcome("the battle is in turn {n:d}",
                 bounds=("the battle is in turn {n:d} or later", "the battle is in turn {n:d} or earlier"),
                 possible={"n": span(MordheimTable.model_fields["turn"])})
def in_turn(t: MordheimTable, n: int) -> bool:
    """The clock: the turn being played (the first is turn 1); a turn is bounded as players say it,
    "in turn 3 or later", never "in turn at least 3"."""
    return t.turn == n
