"""What scenarios can ask about fighters on foot: lying down, being seen, engaged, climbing.

Predicates on the table in the players' words, beside the mounted ones in
:mod:`oracle.lotow.outcomes` (whose "lies prone", "is standing", "has fallen" and "can
move no further this turn" serve these sections too).
"""

from __future__ import annotations

from oracle.core.measure import EPSILON, SHAPE_TOLERANCE, Inches
from oracle.core.numbers import Count
from oracle.engine.ruleset import span
from oracle.lotow.ids import HOOK_JUMP_TEST
from oracle.lotow.levels import footprint, on_top
from oracle.lotow.obstacles import footprint as obstacle_ground, side_of, touches_obstacle
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Mount
from oracle.lotow.zones import disc, overlaps_a_base


def _sighting(t: LotowTable, viewer: str, target: str):
    t.fighter(viewer), t.fighter(target)
    return next((s for s in t.sightings if s.viewer == viewer and s.target == target), None)


@RULESET.outcome("the {target} is seen by the {viewer}")
def seen_by(t: LotowTable, target: str, viewer: str) -> bool:
    """A rule of the excerpt settled that the viewer sees the target (a look, a spotting roll, a shot)."""
    s = _sighting(t, viewer, target)
    return s is not None and s.seen


@RULESET.outcome("the {target} is unseen by the {viewer}")
def unseen_by(t: LotowTable, target: str, viewer: str) -> bool:
    """A rule settled that the viewer does not see the target, or the table says he cannot."""
    s = _sighting(t, viewer, target)
    if s is not None:
        return not s.seen
    return any(v.viewer == viewer and v.target == target and v.view == "hidden" for v in t.views)


@RULESET.outcome("the {target} is seen by at least one enemy")
def seen_by_any(t: LotowTable, target: str) -> bool:
    t.fighter(target)
    return any(s.target == target and s.seen for s in t.sightings)


@RULESET.outcome("the {target} is seen by exactly {count:d} enemies", possible={"count": span(Count)})
def seen_by_count(t: LotowTable, target: str, count: int) -> bool:
    t.fighter(target)
    return sum(1 for s in t.sightings if s.target == target and s.seen) == count


@RULESET.outcome("the {who} is engaged with the {other}")
def engaged_with(t: LotowTable, who: str, other: str) -> bool:
    t.fighter(other)
    return other in t.fighter(who).engaged_with


@RULESET.outcome("the {who} is engaged with nobody")
def engaged_with_nobody(t: LotowTable, who: str) -> bool:
    return not t.fighter(who).engaged_with


@RULESET.outcome("the {who} fights with a Fight value of {value:d}",
                 possible={"value": span(Fighter.model_fields["fight_in_combat"])})
def fights_with(t: LotowTable, who: str, value: int) -> bool:
    f = t.fighter(who)
    return (f.fight_in_combat if f.fight_in_combat is not None else f.fight) == value


@RULESET.outcome("the {who} may fall if he does not win the fight")
def may_fall(t: LotowTable, who: str) -> bool:
    return t.fighter(who).may_fall_by is not None


@RULESET.outcome("the {who} must take a Jump test")
def jump_test_due(t: LotowTable, who: str) -> bool:
    return HOOK_JUMP_TEST in t.fighter(who).tests_due


@RULESET.outcome("the {who} may charge nobody this turn")
def charge_barred(t: LotowTable, who: str) -> bool:
    return t.fighter(who).charge_barred_by is not None


@RULESET.outcome("the {who} may charge this turn")
def charge_allowed(t: LotowTable, who: str) -> bool:
    return t.fighter(who).charge_barred_by is None


def _model(t: LotowTable, ident: str):
    mounts = {m.id: m for m in t.mounts}
    return mounts[ident] if ident in mounts else t.fighter(ident)


@RULESET.outcome("the {who} is in base contact with the {other}")
def base_contact(t: LotowTable, who: str, other: str) -> bool:
    """Bases touching; either may be a fighter or a mount."""
    a, b = _model(t, who), _model(t, other)
    centre = a.position.shape().distance(b.position.shape())
    return abs(centre - a.base_radius - b.base_radius) <= SHAPE_TOLERANCE


@RULESET.outcome("the {who} stands beside the {mount}")
def beside_mount(t: LotowTable, who: str, mount: str) -> bool:
    """On the ground, off the mount, his base touching its base (where a thrown rider lands)."""
    return t.mount_of(who) is None and base_contact(t, who, mount)


@RULESET.outcome("the {who} stands on another model's base")
def on_a_base(t: LotowTable, who: str) -> bool:
    """His base lies over another model's at his height (a mounted fighter's is his mount's): touching is not
    lying over."""
    mount = t.mount_of(who)
    model = mount if mount is not None else t.fighter(who)
    ignore = (who,) if mount is None else (who, mount.id)
    return overlaps_a_base(t, disc(model), ignore=ignore, level=model.position.z) is not None


@RULESET.outcome("the {who} is inside the {platform}")
def inside(t: LotowTable, who: str, platform: str) -> bool:
    """The base of a fighter or a mount lies over the raised ground's outline while it stands lower than its top:
    in the rock or the wall, not on it nor beside it."""
    f, p = t.fighter_or_mount(who), t.platform(platform)
    return (f.position.z < p.height - SHAPE_TOLERANCE
            and disc(f).intersection(footprint(p)).area > SHAPE_TOLERANCE)


@RULESET.outcome("the {mount} has a Move of {inches:g} inches", possible={"inches": span(Mount.model_fields["move"])})
def mount_move(t: LotowTable, mount: str, inches: float) -> bool:
    """The mount's Move, as the table gives it."""
    return abs(t.mount(mount).move - inches) < SHAPE_TOLERANCE


@RULESET.outcome("the {who} touches the {obstacle}")
def touches(t: LotowTable, who: str, obstacle: str) -> bool:
    """The base of a fighter or a mount touches the obstacle."""
    return touches_obstacle(_model(t, who), t.obstacle(obstacle))


@RULESET.outcome("the {who} stands over the {obstacle}")
def over_obstacle(t: LotowTable, who: str, obstacle: str) -> bool:
    """The base of a fighter or a mount lies over the obstacle's ground (its line widened to its width): in the
    fence or astride it, not touching it from one side."""
    return disc(_model(t, who)).intersection(obstacle_ground(t.obstacle(obstacle))).area > SHAPE_TOLERANCE


@RULESET.outcome("the {who} is on the same side of the {obstacle} as the {other}")
def same_side(t: LotowTable, who: str, obstacle: str, other: str) -> bool:
    """The centres of the two bases (a fighter's or a mount's) lie on the same side of the obstacle's line."""
    o = t.obstacle(obstacle)
    a, b = side_of(o, _model(t, who).position), side_of(o, _model(t, other).position)
    return a == b != 0


@RULESET.outcome("the {who} stands on the {platform}")
def stands_on(t: LotowTable, who: str, platform: str) -> bool:
    return on_top(t.platform(platform), t.fighter(who))


@RULESET.outcome("the {who} is {height:g}\" above the table", possible={"height": span(Inches)})
def above_table(t: LotowTable, who: str, height: float) -> bool:
    """The height the fighter's or the mount's base stands at: 0 on the table, a platform's height on top of it."""
    return abs(t.fighter_or_mount(who).position.z - height) <= SHAPE_TOLERANCE


@RULESET.outcome("the {who} is at the edge of the {platform}")
def at_edge(t: LotowTable, who: str, platform: str) -> bool:
    """His base reaches the rim of the raised ground (touches or overhangs its outline)."""
    f = t.fighter(who)
    return disc(f).distance(footprint(t.platform(platform)).exterior) <= SHAPE_TOLERANCE + EPSILON


@RULESET.outcome("the {who} has no control zone")
def no_zone(t: LotowTable, who: str) -> bool:
    return t.fighter(who).posture == "prone"


@RULESET.outcome("the {who} must not take a Jump test")
def no_jump_test_due(t: LotowTable, who: str) -> bool:
    return HOOK_JUMP_TEST not in t.fighter(who).tests_due


@RULESET.outcome("the {who} is {gap:g}\" from the {other}", possible={"gap": span(Inches)})
def base_gap(t: LotowTable, who: str, gap: float, other: str) -> bool:
    """The gap between the two bases, to the hundredth of an inch; either may be a fighter or a mount."""
    a, b = _model(t, who), _model(t, other)
    centre = a.position.shape().distance(b.position.shape())
    return abs(max(0.0, centre - a.base_radius - b.base_radius) - gap) < 0.005


_mounted_summary = RULESET.summarise


@RULESET.summary
def summarise(t: LotowTable) -> str:
    """The mounted account of the table, then what the rules on foot settled: sightings, fights, tests."""
    bits = [_mounted_summary(t)]
    for s in t.sightings:
        bits.append(f"{s.viewer} {'sees' if s.seen else 'does not see'} {s.target}")
    for f in t.fighters:
        for other in f.engaged_with:
            if f.id < other:
                bits.append(f"{f.id} and {other} engaged")
        if f.fight_in_combat is not None:
            bits.append(f"{f.id} fights at {f.fight_in_combat}")
        if f.tests_due:
            bits.append(f"{f.id} owes a Jump test")
    return "; ".join(bits)
