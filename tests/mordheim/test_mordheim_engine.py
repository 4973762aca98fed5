"""Mordheim engine: refusals name their clause, exact odds match the text, seeded mode samples them."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import pytest
from hypothesis import example, given, settings, strategies as st

from oracle.catalogue.ids import constant_name
from oracle.catalogue.load import catalogue
from oracle.bdd.world import load_setup
from oracle.core.errors import RuleViolation, SetupError
from oracle.core.geometry import Point
from oracle.core.lazy import lazy_import
from oracle.core.resolve import resolve_seeded
from oracle.core.rulings import Rulings
from oracle.engine.reference import ReferenceEngine
import oracle.mordheim as mordheim
from oracle.mordheim import hiding, setups

scipy = lazy_import("scipy")  # scipy.stats takes 1.1 s of CPU to import: loaded by the test that uses it, not at collection
from oracle.mordheim.charging import Charge
from oracle.mordheim.hiding import Hide
from oracle.mordheim.movement import Move
from oracle.mordheim.route import Step
from oracle.mordheim.running import Run
from oracle.mordheim.shooting import Shoot

ENGINE = ReferenceEngine()
RS = mordheim.RULESET


def hero(movement=4.0, initiative=3, **fields):
    return setups.add_warrior(setups.empty(), "hero", movement=movement, initiative=initiative, **fields)


def perform(table, action, dice=(), rulings=None):
    return ENGINE.perform("mordheim", table, action, list(dice), rulings=rulings or {}, where="test")


def refused_by(table, action, clause, dice=(), rulings=None):
    with pytest.raises(RuleViolation) as info:
        perform(table, action, dice, rulings)
    assert info.value.clause == clause, str(info.value)
    return str(info.value)


# --- refusals the text asks for -------------------------------------------------------


def test_running_with_an_enemy_at_7_9_inches_is_refused():
    t = setups.place_from(hero(), "ork", "hero", 7.9, "east", enemy_of=True)
    msg = refused_by(t, Run(warrior="hero", route=(Step(by=(-8, 0)),)), "mordheim.running.enemy-within-8")
    assert "7.9\"" in msg


def test_jumping_down_from_6_5_inches_is_refused():
    t = setups.stand_on_platform(hero(), "hero", "tower", 6.5, 0.0)
    refused_by(t, Move(warrior="hero", route=(Step(jump_down=True),)), "mordheim.jumping-down.max-height")


def test_leaping_a_3_5_inch_gap_is_refused_under_the_reading_refused():
    t = setups.stand_on_platform(hero(movement=8), "hero", "roof", 6, 0.0)
    t = setups.piece_from(t, "far-roof", 6, 3.5, "east", "roof")
    refused_by(t, Move(warrior="hero", route=(Step(leap_by=(3.5, 0)),)), "mordheim.leaping.max-gap",
               rulings={"mordheim.leaping.over-three": "refused"})


def test_leaping_a_3_5_inch_gap_falls_by_default():
    # the leap is made unmeasured and falls 6": a D3 of falling hits (here 2)
    t = setups.stand_on_platform(hero(movement=8), "hero", "roof", 6, 0.0)
    t = setups.piece_from(t, "far-roof", 6, 3.5, "east", "roof")
    done = perform(t, Move(warrior="hero", route=(Step(leap_by=(3.5, 0)),)), [2])
    assert done.state.warrior("hero").position.z == 0 and done.state.warrior("hero").falls


def test_an_animal_may_not_climb():
    t = setups.piece_from(hero(animal=True), "tower", 3, 0, "east", "hero")
    refused_by(t, Move(warrior="hero", route=(Step(climb_up="tower"),)), "mordheim.climbing.who")


def test_climbing_higher_than_movement_is_refused():
    t = setups.piece_from(hero(), "tower", 4.5, 0, "east", "hero")
    refused_by(t, Move(warrior="hero", route=(Step(climb_up="tower"),)), "mordheim.climbing.too-high")


def test_climbing_over_a_wall_from_a_floor_above_its_foot_is_a_clear_error():
    """A hero on a roof 3" high beside a wall 5" high standing on the table: the engine climbs a wall from the floor
    at its foot, and says so, naming the model, the step and the wall, rather than measuring a climb it cannot."""
    t = hero()
    t = setups.add_piece(t, "roof", "platform", setups._rect(-5, -5, 0.5, 5), height=3)
    t = setups.change_warrior(t, "hero", position=t.warrior("hero").position.evolve(z=3))
    t = setups.add_piece(t, "wall", "wall", setups._rect(0.5, -4, 1, 4), height=5)
    with pytest.raises(SetupError) as info:
        perform(t, Move(warrior="hero", route=(Step(climb_up="wall"),)))
    message = str(info.value)
    assert "hero" in message and "route step 1" in message and "wall" in message and "from the floor at its foot" in message


def test_hiding_after_running_is_refused():
    t = setups.piece_from(hero(), "wall", 1, 0.5, "east", "hero")
    t = perform(t, Run(warrior="hero", route=(Step(by=(0, 1)),))).state
    refused_by(t, Hide(warrior="hero"), "mordheim.hiding.who-cannot")


def test_a_shot_at_a_friend_is_a_clear_error_not_a_refusal_by_the_hiding_rules():
    """The excerpt speaks of shots at enemies only ("может быть целью для стрельбы как обычно"); whom a model may
    shoot is outside it (hook mordheim.hook.shooting-and-spells). A shot naming a friend as its target is bad input,
    said as such, naming the field, not refused by rule mordheim.hiding.protection, which no hidden model is asking."""
    t = setups.place_from(hero(), "marksman", "hero", 3, "north", enemy_of=False)
    with pytest.raises(SetupError) as info:
        perform(t, Shoot(warrior="hero", target="marksman"))
    message = str(info.value)
    assert "target" in message and "marksman" in message and "hero's own warband" in message
    assert "mordheim.hook.shooting-and-spells" in message


@pytest.mark.parametrize("also", [("ork",), ("goblin", "goblin")])
def test_an_enemy_named_twice_in_a_charge_is_an_error_naming_the_field(also):
    """Rule mordheim.charging-several.touching charges each enemy touched once: a charge naming its target again
    among the others, or another enemy twice, is bad input, and the error says which field and which name."""
    t = setups.place_from(hero(), "ork", "hero", 3, "east", enemy_of=True)
    t = setups.place_from(t, "goblin", "ork", 0, "north", enemy_of=False)
    with pytest.raises(SetupError) as info:
        perform(t, Charge(charger="hero", target="ork", also_charging=also))
    message = str(info.value)
    assert "also_charging" in message and also[-1] in message and "once" in message


def test_charging_a_hidden_model_is_refused():
    t = setups.piece_from(hero(), "wall", 1, 4, "east", "hero")
    t = setups.place_from(t, "ork", "hero", 5, "east", enemy_of=True)
    t = setups.change_warrior(t, "ork", hidden=True)
    refused_by(t, Charge(charger="hero", target="ork"), "mordheim.hiding.protection")


def test_a_charge_may_not_name_a_contact_place_astride_a_low_wall():
    # the orc 0.2" behind a thin wall: a base touching it from the wall's side would stand on the wall
    t = setups.piece_from(hero(), "wall", 1.0, 2.5, "east", "hero")
    t = setups.add_enemy_at(t, "ork", 4.2, 0.3)
    refused_by(t, Charge(charger="hero", target="ork", contact_at=(3.2, 0.3)), "mordheim.charging.low-wall")


def test_a_charge_may_not_name_a_contact_place_over_another_models_base():
    # (3, 0) touches the orc at (4, 0), but the goblin at (3.2, 0.6) stands there: bases touch, never overlap
    t = setups.add_enemy_at(hero(), "ork", 4, 0)
    t = setups.add_enemy_at(t, "goblin", 3.2, 0.6)
    refused_by(t, Charge(charger="hero", target="ork", contact_at=(3, 0)), "mordheim.charging.double-movement")
    done = perform(t, Charge(charger="hero", target="ork", contact_at=(3.0804, -0.3928))).state
    assert done.warrior("hero").position.x == pytest.approx(3.0804)


@pytest.mark.parametrize("failed", [False, True])
def test_a_charge_over_another_models_base_under_goes_round_goes_round_it(failed):
    # the scout at (2, 0) stands on the way to the orc; by default (ruling mordheim.movement.through-models,
    # "passes-over") the charge (or the failed charge, the orc 9" beyond the 8") passes over it; under "goes-round"
    # it goes round, its centre 1" from the scout's: along the tangent from (0, 0) (sqrt 3), round the circle (from
    # 120 degrees to acos(1/3)), and along the tangent through the orc's centre to contact (sqrt 8 - 1): 4.4239"
    t = setups.add_enemy_at(hero(), "ork", 10 if failed else 5, 0)
    t = setups.add_friend_at(t, "scout", 2, 0)
    done = perform(t, Charge(charger="hero", target="ork")).state
    assert done.warrior("hero").position.x == pytest.approx(4)
    done = perform(t, Charge(charger="hero", target="ork"), rulings={"mordheim.movement.through-models": "goes-round"}
                   ).state.warrior("hero")
    assert math.dist((done.position.x, done.position.y), (2, 0)) >= 1 - 1e-9
    if failed:
        assert done.failed_charge and done.used == pytest.approx(4)
    else:
        way = math.sqrt(3) + (math.radians(120) - math.acos(1 / 3)) + math.sqrt(8) - 1
        assert not done.failed_charge and done.used == pytest.approx(way, abs=2e-3) and done.used >= way
        assert (done.position.x, abs(done.position.y)) == pytest.approx((5 - math.sqrt(8) / 3, 1 / 3), abs=1e-3)


def test_an_interceptor_goes_round_a_model_in_its_way_under_goes_round():
    # the hero stops at (3, 0) and the goblin at (3, 2.5) moves into contact; a snotling at (2.6, 1.5) stands on its
    # way. By default it passes over it; under "goes-round" it goes round, a longer way, and still into contact
    t = setups.add_enemy_at(setups.add_enemy_at(hero(), "ork", 7, 0), "goblin", 3, 2.5)
    t = setups.add_enemy_at(t, "snotling", 2.6, 1.5)
    action = Charge(charger="hero", target="ork", interceptors=("goblin",))
    over = perform(t, action).state
    rounds = perform(t, action, rulings={"mordheim.movement.through-models": "goes-round"})
    g = rounds.state.warrior("goblin")
    assert rounds.state.engaged_with("goblin") == {"hero"}
    assert math.dist((g.position.x, g.position.y), (3, 0)) == pytest.approx(1, abs=1e-6)
    assert g.used > over.warrior("goblin").used + 0.1


def test_an_interceptor_reaches_a_charger_stopped_by_a_buildings_corner():
    # the hero stops at (3, 0), the point of its route nearest the goblin at (3, -2), 0.41" from the corner of a
    # building at (3.4, 0.6): no base of the goblin's (1" across the radius) centred there stands clear of it, but the
    # goblin's base can touch the hero's from below, at (3, -1.5), 0.5" on: it intercepts there
    t = setups.add_enemy_at(setups.add_enemy_at(hero(), "ork", 7, 0), "goblin", 3, -2)
    t = setups.change_warrior(t, "goblin", base_radius=1.0)
    t = setups.add_piece(t, "building", "wall", [(3.4, 0.6), (6, 0.6), (6, 3), (3.4, 3)], height=3)
    done = perform(t, Charge(charger="hero", target="ork", interceptors=("goblin",))).state
    g = done.warrior("goblin")
    assert done.engaged_with("goblin") == {"hero"}
    assert (g.position.x, g.position.y, g.used) == pytest.approx((3, -1.5, 0.5), abs=1e-6)


def test_a_failed_charge_stops_at_the_gap_edge_with_an_interceptor_as_without_one():
    # Movement 4", 3" from the roof's edge, a 2" gap: the failed charge walks to the edge and does not leap (ruling
    # mordheim.charging.failed-charge-leap, default); the goblin 1.5" from that spot intercepts it there
    t = setups.stand_on_platform(hero(), "hero", "roof", 6, 3.0)
    t = setups.piece_from(t, "far-roof", 6, 2, "east", "roof")
    t = setups.place_from(t, "ork", "hero", 9, "east", enemy_of=True)
    t = setups.add_enemy_at(t, "goblin", 3, 2.5)
    for wid in ("ork", "goblin"):
        t = setups.change_warrior(t, wid, position=t.warrior(wid).position.evolve(z=6.0))
    charge = Charge(charger="hero", target="ork", route=(Step(leap_by=(5.5, 0)),))
    alone = perform(t, charge).state
    met = perform(t, charge.model_copy(update={"interceptors": ("goblin",)})).state
    for done in (alone, met):
        assert (done.warrior("hero").position.x, done.warrior("hero").position.z) == pytest.approx((3.0, 6.0))
    assert met.engaged("hero") and not alone.engaged("hero")


def test_a_refused_action_rolls_no_die():
    """Geometry is refused while planning, before any die is used: scripted dice stay unused."""
    t = setups.stand_on_platform(hero(), "hero", "tower", 6.5, 0.0)
    with pytest.raises(RuleViolation):
        perform(t, Move(warrior="hero", route=(Step(jump_down=True),)), dice=[1, 1, 1])


def test_a_fear_test_not_given_for_an_interceptor_is_said_before_the_initiative_test():
    """A hero who causes fear charges the orc round the corner, unseen and within 4" (an Initiative test is due),
    and a goblin beside his way is named to intercept: the goblin must pass a Fear test first, and a charge that does
    not say how it went is bad input, said before any die is rolled (no die is scripted: one asked for would be the
    error instead)."""
    t = load_setup("mordheim/street-corner")[1]
    t = setups.change_warrior(t, "hero", causes_fear=True)
    t = setups.add_warrior(t, "goblin", side="orcs", position=Point(x=-2, y=1))
    with pytest.raises(SetupError) as info:
        perform(t, Charge(charger="hero", target="ork", interceptors=("goblin",)))
    assert "interceptor_fear_test" in str(info.value) and "goblin" in str(info.value)


@pytest.mark.parametrize("setup, meeting", [
    ("mordheim/door-with-a-hidden-beast", "nearest-point-of-path"),
    ("mordheim/door-with-a-hidden-beast-far-orc", "nearest-point-of-path"),
    ("mordheim/door-with-a-hidden-beast-far-orc", "at-charge-end"),
])
def test_the_interceptor_moves_after_the_chargers_move_has_found_the_beast_in_its_way(setup, meeting):
    """The hero's charge (made, or failed short of the far orc) is met where he stops within his Initiative of the
    beast of a third warband hiding in the door, the goblin's one short way (about 6" through it). The charger moves
    first: "Если противник передвинулся так, что он может видеть прячущегося воина ... маркер убирается" (rule
    mordheim.hiding.enemy-sees), "Вражеские воины всегда будут ... определять скрытых противников в пределах
    расстояния, равного их Инициативе" (rule mordheim.hiding.detection); so the beast is found before the goblin
    moves, and, under ruling mordheim.charging.hidden-in-the-way=passed-over, no longer passed over: with Movement 15"
    (a 30" charge) the goblin goes round the building's west end at x = -10", 11" or more west of both, and back
    along the street: more than 22", coming at the hero from the west."""
    t = setups.change_warrior(load_setup(setup)[1], "goblin", movement=15)
    rulings = {"mordheim.movement.through-models": "goes-round", "mordheim.charging.hidden-in-the-way": "passed-over",
               "mordheim.charging.intercept-meeting-point": meeting}
    after = perform(t, Charge(charger="hero", target="ork", route=(Step(by=(0.5, 0)), Step(jump_down=True)),
                              interceptors=("goblin",)), dice=[3], rulings=rulings).state
    goblin, hero_ = after.warrior("goblin"), after.warrior("hero")
    assert "goblin" in after.engaged_with("hero")
    assert not after.warrior("beast").hidden
    assert goblin.used > 22 and goblin.position.x < hero_.position.x, (goblin, hero_)


# --- exact odds -------------------------------------------------------------------------


def _jump(height: float, initiative: int):
    t = setups.stand_on_platform(hero(initiative=initiative), "hero", "ledge", height, 0.0)
    odds = ENGINE.odds("mordheim", t, [Move(warrior="hero", route=(Step(jump_down=True),))], rulings={})
    return odds.distribution


@settings(max_examples=25, deadline=None)
@given(height=st.sampled_from([0.5, 1.9, 2.0, 3.5, 4.0, 5.0, 5.9, 6.0]), initiative=st.integers(0, 7))
def test_jump_down_lands_with_chance_initiative_over_six_per_full_two_inches(height, initiative):
    dist = _jump(height, initiative)
    per_test = Fraction(min(initiative, 6), 6)
    expected = per_test ** math.floor(height / 2 + 1e-9)
    assert dist.probability(lambda s: not s.warrior("hero").falls) == expected
    assert dist.total() == 1


def test_a_fall_gives_one_to_three_hits_at_the_height_in_strength():
    dist = _jump(5.0, 3)
    for hits in (1, 2, 3):
        p = dist.probability(lambda s, n=hits: len(s.warrior("hero").hits) == n
                             and all(h.strength == 5 for h in s.warrior("hero").hits))
        assert p == Fraction(3, 4) * Fraction(1, 3)


def test_six_always_fails_under_the_other_reading_of_the_initiative_test():
    t = setups.stand_on_platform(hero(initiative=6), "hero", "ledge", 2.0, 0.0)
    odds = ENGINE.odds("mordheim", t, [Move(warrior="hero", route=(Step(jump_down=True),))],
                       rulings={"mordheim.charging.initiative-test": "d6-six-fails"})
    assert odds.distribution.probability(lambda s: not s.warrior("hero").falls) == Fraction(5, 6)


def test_seeded_mode_samples_the_exact_odds():
    t = setups.stand_on_platform(hero(initiative=3), "hero", "ledge", 5.0, 0.0)
    action = Move(warrior="hero", route=(Step(jump_down=True),))
    n = 600
    landed = sum(
        not resolve_seeded(lambda ctx: RS.apply(ctx, t, action), seed).result.warrior("hero").falls
        for seed in range(n)
    )
    assert scipy.stats.binomtest(landed, n, 0.25).pvalue > 1e-3
    again = resolve_seeded(lambda ctx: RS.apply(ctx, t, action), 17).result
    assert again == resolve_seeded(lambda ctx: RS.apply(ctx, t, action), 17).result


# --- the trace names clauses --------------------------------------------------------------


def test_every_event_names_a_catalogued_mordheim_clause():
    t = setups.place_from(hero(), "ork", "hero", 6, "east", enemy_of=True)
    done = perform(t, Charge(charger="hero", target="ork"))
    cat = catalogue()
    assert done.events
    assert all(e.clause in cat.clauses and e.clause.startswith("mordheim.") for e in done.events)


def test_every_rule_function_names_its_clauses_in_its_docstring():
    cat = catalogue()
    names = re.compile(r"mordheim\.[a-z0-9.*-]+[a-z0-9*]")
    for name, fn in RS.handlers.items():
        doc = fn.__doc__ or ""
        ids = names.findall(doc)
        assert ids, f"the rule function for {name!r} names no clause"
        for cid in ids:
            if cid.endswith("*"):
                assert any(c.startswith(cid[:-1]) for c in cat.clauses), cid
            else:
                assert cid in cat.clauses or cid in cat.rulings or cid in cat.hooks, cid


def test_every_ruling_the_engine_consults_is_catalogued():
    t = setups.place_from(hero(), "ork", "hero", 6, "east", enemy_of=True)
    done = perform(t, Charge(charger="hero", target="ork"))
    assert "mordheim.movement.measuring" not in done.rulings or done.rulings["mordheim.movement.measuring"] == "base-edge"
    Rulings(done.rulings)


def test_every_mordheim_ruling_is_asked_by_the_engine():
    """No reading is chosen silently: each ruling of the catalogue is consulted by some rule function."""
    from pathlib import Path

    code = "\n".join(p.read_text(encoding="utf-8") for p in Path("oracle/mordheim").glob("*.py"))
    asked = set(re.findall(r"ctx\.ruling\(([A-Z0-9_]+)\)", code))
    rulings = {constant_name("ruling", r) for r in catalogue().rulings if r.startswith("mordheim.")}
    assert rulings - asked == set()


@settings(max_examples=40, deadline=None)
@given(movement=st.sampled_from([3.0, 4.0, 5.0, 6.0]), gap=st.floats(0.0, 14.0, allow_nan=False))
def test_a_charge_reaches_exactly_when_the_gap_is_at_most_double_movement(movement, gap):
    t = setups.place_from(hero(movement=movement), "ork", "hero", gap, "east", enemy_of=True)
    done = perform(t, Charge(charger="hero", target="ork")).state
    reached = ("hero", "ork") in done.engagements
    assert reached == (gap <= 2 * movement + 1e-9)
    if not reached:
        assert done.warrior("hero").failed_charge
        assert done.warrior("hero").position.x == pytest.approx(min(movement, gap))


def failed_charge(movement, grounds, reading=None):
    """Where a hero of ``movement`` ends a charge at an orc 20" away (out of reach: a failed charge,
    rule mordheim.charging.failed.move), across ``grounds`` (kind, from, to) inches east of its centre."""
    t = setups.place_from(hero(movement=movement), "orc", "hero", 20.0, "east", enemy_of=True)
    for kind, near, far in grounds:
        t = setups.ground(t, kind, near, far, "hero")
    rulings = {"mordheim.terrain.cost": reading} if reading else {}
    done = perform(t, Charge(charger="hero", target="orc"), rulings=rulings).state
    assert done.warrior("hero").failed_charge
    return done.warrior("hero").position


@pytest.mark.parametrize("grounds, reading, x", [
    ((), None, 4.0),  # open ground: the normal move, 4"
    ((("difficult", 2.0, 5.0),), None, 3.0),  # 2" open, then 1" at 2" an inch
    ((("very-difficult", 1.0, 2.0),), None, 1.75),  # 1" open, then 3" of allowance at 4" an inch
    ((("difficult", 1.0, 1.5), ("very-difficult", 2.0, 9.0)), None, 2.375),  # 1 + 0.5 * 2 + 0.5 + 0.375 * 4
    ((("difficult", 2.0, 5.0),), "whole-move-halved", 2.0),  # any further, and the whole 2"+ costs double
    ((("difficult", 1.0, 5.0),), "whole-move-halved", 2.0),  # 2" at 2" an inch
    ((("difficult", 1.0, 1.5), ("very-difficult", 3.0, 4.0)), "whole-move-halved", 2.0),
    ((("difficult", 5.0, 6.0),), "whole-move-halved", 4.0),  # stops before the ground: open ground only
])
def test_a_failed_charge_moves_exactly_its_normal_move(grounds, reading, x):
    """Rule mordheim.charging.failed.move: the charger moves its normal move (4") towards the enemy, each
    inch of difficult ground costing 2" and of very difficult 4" (rules mordheim.terrain.difficult-ground,
    mordheim.terrain.very-difficult-ground; ruling mordheim.terrain.cost): exactly as far as the allowance
    goes, not a hair further."""
    at = failed_charge(4.0, grounds, reading)
    assert (at.x, at.y) == (x, 0.0)


def _within_allowance(movement, grounds, reading, x):
    """Whether moving ``x`` inches east across ``grounds`` (disjoint) is within a normal move of ``movement``:
    per inch, each inch of difficult ground costing 2" and of very difficult 4"; under ``whole-move-halved``,
    the whole move halved (quartered) by the slowest ground it has entered, rounded down to whole inches."""
    factor = {"difficult": 2, "very-difficult": 4}
    inside = [(kind, min(x, far) - near) for kind, near, far in grounds if min(x, far) > near]
    if reading == "whole-move-halved":
        worst = max([factor[k] for k, _ in inside], default=1)
        return x <= (movement if worst == 1 else movement // worst) + 1e-9
    return x + sum((factor[k] - 1.0) * length for k, length in inside) <= movement + 1e-9


@settings(max_examples=100, deadline=None)
@example(movement=4.0, cuts=[3.5823819212677974, 4.0], kinds=["difficult"] * 4, reading="whole-move-halved")  # stops at its edge
@example(movement=5.0, cuts=[0.0, 9.0], kinds=["difficult"] * 4, reading="whole-move-halved")  # 2", not 2.5"
@given(movement=st.sampled_from([3.0, 4.0, 5.0, 6.0]),
       cuts=st.lists(st.floats(0.0, 14.0, allow_nan=False), min_size=0, max_size=8, unique=True),
       kinds=st.lists(st.sampled_from(["difficult", "very-difficult", None]), min_size=4, max_size=4),
       reading=st.sampled_from([None, "whole-move-halved"]))
def test_a_failed_charge_goes_as_far_as_its_allowance_across_any_ground(movement, cuts, kinds, reading):
    """The failed charge ends where the move's allowance runs out: what it crossed is within its normal
    move, and a ten-thousandth of an inch more would not be."""
    edges = sorted(cuts)
    grounds = [(kind, a, b) for kind, (a, b) in zip(kinds, zip(edges[::2], edges[1::2])) if kind and b - a > 0.01]
    x = failed_charge(movement, grounds, reading).x
    assert _within_allowance(movement, grounds, reading, x)
    assert not _within_allowance(movement, grounds, reading, x + 1e-4)


def test_a_move_draws_one_line_to_each_hiding_model_the_movers(monkeypatch):
    """Rule mordheim.hiding.enemy-sees after a move: the marker of a hiding model is removed if the model
    that moved can see it. Five hiding models, four behind low walls, and five enemies, one of them the
    mover and one behind the hiding models, seeing them all: the mover's line is drawn to each hiding model
    and no other enemy's; the one the mover sees is revealed, those only the enemy behind sees stay hidden."""
    t = setups.empty()
    for i in range(5):
        t = setups.add_warrior(t, f"h{i}", side="b", position={"x": 4.0 * i, "y": 0.0}, hidden=True)
        if i:
            t = setups.add_piece(t, f"wall{i}", "wall", setups._rect(4.0 * i - 1.5, 1.0, 4.0 * i + 1.5, 1.5), height=1.0)
    for i in range(4):
        t = setups.add_warrior(t, f"e{i}", side="a", position={"x": 4.0 * i, "y": 30.0})
    t = setups.add_warrior(t, "behind", side="a", position={"x": 16.0, "y": -20.0})
    lines = []
    real = hiding.sight_line
    monkeypatch.setattr(hiding, "sight_line", lambda table, a, b, **kw: lines.append((a.id, b.id)) or real(table, a, b, **kw))
    after = resolve_seeded(lambda ctx: hiding.reveal(ctx, t, "e0"), 1).result
    assert sorted(lines) == [("e0", f"h{i}") for i in range(5)]
    assert [w.id for w in after.warriors if w.hidden] == ["h1", "h2", "h3", "h4"]
    assert resolve_seeded(lambda ctx: hiding.seen_by(ctx, t, t.warrior("h4")), 1).result == ["behind"]  # not the mover


def test_a_charge_naming_an_enemy_it_will_not_touch_is_refused_before_its_jump_down_test():
    """Rule mordheim.charging-several.touching charges with the target only the enemies the charger's base touches
    where the charge ends ("он может атаковать одновременно всех, кого касается"): the hero jumping down 2" from a
    balcony to the orc's side names the goblin 3" away too. Where the charge ends is known before the jump's
    Initiative test, so the charge is refused then, even on a 6, which would have made it fall short."""
    t = setups.stand_on_platform(hero(), "hero", "balcony", 2.0, 0.0)
    t = setups.add_enemy_at(t, "ork", 4, 0)
    t = setups.add_enemy_at(t, "goblin", 4, 3)
    charge = Charge(charger="hero", target="ork", route=(Step(jump_down=True),), contact_at=(3, 0),
                    also_charging=("goblin",))
    msg = refused_by(t, charge, "mordheim.charging-several.touching", dice=[6, 1, 1, 1])
    assert "goblin" in msg
    with pytest.raises(RuleViolation):
        ENGINE.odds("mordheim", t, [charge], rulings={})


def test_a_route_round_a_round_corner_tells_its_ground_once_with_the_whole_length():
    """The charge round the street corner (features/mordheim/charging.feature: two lines touching the circle of 0.5"
    round the corner and the arc between them, 4.1139") is walked as many short stretches along the arc; the trace
    tells the open ground crossed once, as the players measure it, not once a stretch."""
    from oracle.bdd.world import load_setup

    _, table = load_setup("mordheim/street-corner")
    hero = table.warrior("hero").evolve(movement=2.1)
    table = table.evolve(warriors=tuple(hero if w.id == "hero" else w for w in table.warriors))
    done = ENGINE.perform("mordheim", table, Charge(charger="hero", target="ork"), [1])
    ground = [e.message for e in done.events if e.clause == "mordheim.terrain.open-ground"]
    assert len(ground) == 1, ground
    assert re.search(r'crosses ([\d.]+)" of open ground', ground[0]).group(1) == "4.114"
