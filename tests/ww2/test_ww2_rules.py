"""WWII rules: exact odds checked against independent brute force, seeded sampling, refusals, bad input."""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, strategies as st

from oracle.core.errors import HookBoundary, RuleViolation, SetupError
from oracle.core.lazy import lazy_import
from oracle.core.resolve import resolve_exact, resolve_scripted, resolve_seeded
from oracle.core.rulings import Rulings
from oracle.core.state import validate_setup
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import ruleset
from oracle.engine.schema import ruleset_schema
from oracle.ww2 import setups
from oracle.ww2.cavalry_wounds import ShootCavalry, StopRiderlessMounts, allocate
from oracle.ww2.dash import AircraftMove, DeclareAfterburner, DeclareCharge, DeclareDash, NextPhase, NextTurn
from oracle.ww2.infantry_wounds import RecrewHeavyWeapon, ShootInfantry, Volley
from oracle.ww2.motorcycle_wounds import DestroyBike, ShootMotorcycles, SquadronMove
from oracle.ww2.outcomes import move_left_cm
from oracle.ww2.state import Ww2Table

RS = ruleset("ww2")
ENGINE = ReferenceEngine()
scipy = lazy_import("scipy")  # scipy.stats takes 1.1 s of CPU to import: loaded by the test that uses it, not at collection


def run(table, *actions):
    def fn(ctx):
        t = table
        for a in actions:
            t = RS.apply(ctx, t, a)
        return t
    return fn


# --- allocation ------------------------------------------------------------------------

def test_the_texts_allocation_examples():
    assert allocate(7, 3, 3) == [3, 3, 1]
    assert allocate(7, 2, 3) == [4, 3]
    assert allocate(5, 3, 2) == [2, 2, 1]


@given(st.integers(0, 60), st.integers(1, 8), st.sampled_from([2, 3]))
def test_allocation_hands_out_every_hit_in_turn(hits, models, per):
    counts = allocate(hits, models, per)
    assert sum(counts) == hits
    assert max(counts) - min(counts) <= per
    assert counts == sorted(counts, reverse=True)


# --- exact odds against brute force --------------------------------------------------------

def test_seven_hits_on_three_cavalry_models_match_brute_force():
    """Enumerate all 6^7 rider-or-mount rolls by hand and compare the dead-rider distribution."""
    table = setups.cavalry(Ww2Table(), "h", 3)
    dist = resolve_exact(run(table, ShootCavalry(unit="h", hits=7, range=60))).distribution
    got = dist.map(lambda t: sum(1 for m in t.unit("h").cavalry if not m.rider_alive))
    brute = Counter()
    for rolls in product(range(1, 7), repeat=7):
        groups = [rolls[0:3], rolls[3:6], rolls[6:7]]
        brute[sum(1 for g in groups if any(r >= 5 for r in g))] += 1
    for k, n in brute.items():
        assert got[k] == Fraction(n, 6 ** 7)
    assert got[3] == Fraction(361, 2187)


def test_destroyed_bikes_crew_survivors_are_binomial():
    table = setups.motorcycles(Ww2Table(), "m", 2)
    dist = resolve_exact(run(table, DestroyBike(unit="m", bike="m-bike1"), DestroyBike(unit="m", bike="m-bike2"))).distribution
    got = dist.map(lambda t: sum(len(u.living()) for u in t.units if u.formed_from == "m"))
    for k in range(5):
        assert float(got[k]) == pytest.approx(scipy.stats.binom.pmf(k, 4, 1 / 6))


def test_dash_distance_distribution_is_2d6():
    table = setups.infantry(Ww2Table(), "s", 3)
    dist = resolve_exact(run(table, DeclareDash(unit="s"))).distribution.map(lambda t: t.unit("s").dash_allowance)
    assert dist.probability(lambda d: d >= 10) == Fraction(1, 6)
    assert dist[7] == Fraction(1, 6)


def test_seeded_dash_sampling_is_reproducible_and_near_the_mean():
    table = setups.cavalry(Ww2Table(), "c", 1)
    draws = [resolve_seeded(run(table, DeclareDash(unit="c")), seed).result.unit("c").dash_allowance for seed in range(600)]
    again = [resolve_seeded(run(table, DeclareDash(unit="c")), seed).result.unit("c").dash_allowance for seed in range(600)]
    assert draws == again
    assert sum(draws) / len(draws) == pytest.approx(10.5, abs=0.5)


# --- refusals name their clause --------------------------------------------------------------

def refused(table, action, dice=()):
    with pytest.raises(RuleViolation) as err:
        resolve_scripted(run(table, action), list(dice))
    return err.value


def test_an_aircraft_dash_is_refused():
    err = refused(setups.aircraft(Ww2Table(), "yak", True), DeclareDash(unit="yak"), [3, 4])
    assert err.clause == "ww2.dash.aircraft" and "aircraft cannot dash" in str(err)


def test_a_charge_after_a_dash_is_refused():
    table = setups.infantry(Ww2Table(), "s", 3)
    t = resolve_scripted(run(table, DeclareDash(unit="s"), NextPhase()), [2, 2]).result
    err = refused(t, DeclareCharge(unit="s"))
    assert err.clause == "ww2.dash.no-charge-after" and "dash" in err.reason


@pytest.mark.parametrize("action, clause", [
    (DeclareDash(unit="pak"), "ww2.dash.declaration"),
    (DeclareCharge(unit="pak"), "ww2.dash.no-charge-after"),
])
def test_a_heavy_gun_whose_crew_are_all_dead_does_not_dash_or_charge(action, clause):
    """"два Кубика для Пехоты и Тяжелого Орудия": a heavy gun given its crew as soldiers acts while one of them lives,
    as a squad does. With both dead it dashed 2D6 cm and charged."""
    table = setups.kill(setups.infantry(Ww2Table(), "pak", 2), ["pak1", "pak2"])
    table = table.with_unit(table.unit("pak").evolve(kind="heavy-gun"))
    err = refused(table, action, [3, 4])
    assert err.clause == clause and "nobody of pak is left alive" in err.reason
    crewless = table.with_unit(table.unit("pak").evolve(soldiers=()))  # a gun given no crew: nothing to tell
    assert resolve_scripted(run(crewless, DeclareDash(unit="pak")), [3, 4]).result.unit("pak").dash_allowance == 7


@pytest.mark.parametrize("volley, who, what", [
    (Volley(target="gunners", weapon="mg", hits=1, range=60, casualties=("s3",)), "s3", "the crew of mg"),
    (Volley(target="rest", hits=1, range=60, casualties=("s1",)), "s1", "the rest of s"),
])
def test_a_casualty_outside_the_declared_target_is_refused_for_that_reason(volley, who, what):
    """"за разные цели ... враг должен кидать либо кубики разного цвета, либо по очереди за каждую цель": hits on
    the gunners fall on the gunners. The owner's pick of s3 for hits on the crew of mg was refused with a false
    reason, "s3 is 20 cm away, beyond the weapon's 60 cm range", s3 standing 20 cm away."""
    table = setups.heavy_gun(setups.infantry(Ww2Table(), "s", 4), "s", "mg", ("s1", "s2"))
    err = refused(table, ShootInfantry(unit="s", volleys=(volley,)))
    assert err.clause == "ww2.infantry-wounds.heavy-weapon.declared-target"
    assert f"{who} cannot be removed as a casualty of the hits on {what}: he is not one of them" in err.reason
    assert "beyond" not in err.reason


@pytest.mark.parametrize("target", ["unit", "rest"])
def test_a_heavy_weapon_named_for_fire_at_the_squad_is_bad_input(target):
    """The field ``weapon`` of a volley names the heavy weapon fired at ("стреляет именно в пулемет с расчетом ...
    или в пулеметчиков"). A volley at the squad that named mg was dealt as fire at the squad, mg unread."""
    table = setups.heavy_gun(setups.infantry(Ww2Table(), "s", 4), "s", "mg", ("s1", "s2"))
    with pytest.raises(SetupError, match=f"a volley at target '{target}' names the heavy weapon 'mg' \\(field "
                                         "'weapon'\\): only fire at 'gunners' or 'gun-with-crew' names one"):
        ENGINE.perform("ww2", table, ShootInfantry(unit="s", volleys=(
            Volley(target=target, weapon="mg", hits=1, range=60),)), [])


@pytest.mark.parametrize("reading", ["rest-of-unit", "whole-unit"])
def test_fire_at_the_rest_of_a_squad_with_no_heavy_weapon_is_bad_input(reading):
    """"Иногда в пехотном отряде есть тяжелое оружие ... В этом случае он может заявить, что стреляет ... в
    пулеметчиков и в отряд": the rest of the squad is a target only beside the gunners of a heavy weapon. A volley
    at the rest of a squad with none was dealt as fire at the whole squad, without a word."""
    table = setups.infantry(Ww2Table(), "s", 4)
    with pytest.raises(SetupError, match="a volley at target 'rest' \\(field 'target'\\) is fire at the squad apart "
                                         "from the gunners of its heavy weapons, and s has no heavy weapon with a "
                                         "crew: fire at it as target 'unit'"):
        resolve_scripted(run(table, ShootInfantry(unit="s", volleys=(Volley(target="rest", hits=1, range=60),))), [],
                         rulings=Rulings({"ww2.infantry-wounds.squad-target": reading}))


@pytest.mark.parametrize("special, reading", [(True, "crew-then-gun"), (False, "gun-absorbs")])
def test_casualties_picked_from_hits_that_fall_on_the_gun_are_refused(special, reading):
    """"тяжелый пулемет можно уничтожить только из специального оружия": special-weapon hits on the gun with its
    crew fall on the gun (ruling ww2.infantry-wounds.gun-target "crew-then-gun"), and ordinary ones on it are lost
    under "gun-absorbs": neither kills a gunner. The owner's pick of s1 for them was dropped unread."""
    table = setups.heavy_gun(setups.infantry(Ww2Table(), "s", 4), "s", "mg", ("s1", "s2"))
    volley = Volley(target="gun-with-crew", weapon="mg", special=special, hits=2, range=60, casualties=("s1",))
    with pytest.raises(RuleViolation) as err:
        resolve_scripted(run(table, ShootInfantry(unit="s", volleys=(volley,))), [],
                         rulings=Rulings({"ww2.infantry-wounds.gun-target": reading}))
    assert err.value.clause == "ww2.infantry-wounds.heavy-weapon.special-only"
    assert "s1 cannot be removed as a casualty of the 2 hit(s) on mg" in err.value.reason


def test_special_weapon_hits_on_a_destroyed_gun_are_lost():
    """"тяжелый пулемет можно уничтожить только из специального оружия": special-weapon hits on the gun are pending
    until the gun's fate is decided (ww2.hook.special-weapons); a gun the setup says is destroyed has none left to
    decide. Two hits on destroyed mg were recorded as pending on it."""
    table = setups.heavy_gun(setups.infantry(Ww2Table(), "s", 4), "s", "mg", ("s1", "s2"))
    table = table.with_unit(table.unit("s").with_weapon(table.unit("s").weapon("mg").evolve(intact=False)))
    volley = Volley(target="gun-with-crew", weapon="mg", special=True, hits=2, range=60)
    res = resolve_scripted(run(table, ShootInfantry(unit="s", volleys=(volley,))), [])
    s = res.result.unit("s")
    assert s.weapon("mg").special_hits == 0 and s.lost_wounds == 2 and len(s.living()) == 4
    assert any(e.clause == "ww2.infantry-wounds.heavy-weapon.special-only" and "destroyed already" in str(e)
               for e in res.trace)


def test_removing_a_model_the_enemy_cannot_see_is_refused():
    table = setups.infantry(Ww2Table(), "s", 4, seen=3)
    err = refused(table, ShootInfantry(unit="s", volleys=(Volley(hits=1, range=60, casualties=("s4",)),)))
    assert err.clause == "ww2.infantry-wounds.eligible" and "cannot see s4" in err.reason


@pytest.mark.parametrize("kind", ["motorcycles", "cavalry"])
def test_infantry_shooting_rules_are_refused_for_a_squadron_or_cavalry(kind):
    """"Все попадания в отряд из нескольких мотоциклистов сначала распределяются на один мотоцикл": a
    squadron's hits go two to a bike, with a bike-or-crew die each. The infantry rules took a squadron and
    removed its riders as casualties the owner picked, bikes untouched."""
    table = (setups.motorcycles if kind == "motorcycles" else setups.cavalry)(Ww2Table(), "u", 2)
    with pytest.raises(SetupError, match=f"u is a {kind} unit; use the rules for its kind"):
        ENGINE.perform("ww2", table, ShootInfantry(unit="u", volleys=(Volley(hits=1, range=60),)), [])


@pytest.mark.parametrize("phase", ["shooting", "close-combat"])
def test_a_squadron_moves_in_the_movement_phase_only(phase):
    """The squadron's move, its 15 cm pace with riders on foot («отряд двигается дальше со скоростью 15 см»)
    and the remount's «15см движения эскадрона» are the movement phase's; in the shooting phase it dashes."""
    table = setups.motorcycles(Ww2Table(), "b", 2).evolve(phase=phase)
    with pytest.raises(SetupError, match=f"a squadron moves in the movement phase .*this is the {phase} phase.*"
                                         r"outside the excerpt \(ww2.hook.movement\)"):
        ENGINE.perform("ww2", table, SquadronMove(unit="b", distance=10), [])


@pytest.mark.parametrize("distance", [0.0, 10.0])
def test_the_move_left_of_a_squadron_whose_move_is_not_given_is_bad_input(distance):
    """A move of 0 is a move not given (the squadron's own move checks no distance against it). What is left of it
    is unknown, not 0 cm, nor -10 cm after a move of 10 cm: the outcome names the field instead of answering."""
    table = setups.motorcycles(Ww2Table(), "b", 2).evolve(phase="movement")
    table = table.with_unit(table.unit("b").evolve(move=0.0))
    moved = resolve_scripted(run(table, SquadronMove(unit="b", distance=distance)), []).result
    with pytest.raises(SetupError, match=r"field 'move' of unit b is 0.*not given"):
        move_left_cm(moved, "b")


def test_the_protocol_says_a_move_of_0_is_a_move_not_given():
    """An engine reading the schema learns that 0, the default, means no move was given, not a move of 0 cm."""
    described = ruleset_schema(RS)["$defs"]["Unit"]["properties"]["move"]["description"]
    assert "0 means not given" in described


@pytest.mark.parametrize("unit, kind, message", [
    ("s", "tank-ram", r"s \(infantry\) cannot make a tank ram: that ram is a tank's"),
    ("yak", "tank-ram", r"yak \(aircraft\) cannot make a tank ram: that ram is a tank's"),
    ("t34", "aircraft-ram", r"t34 \(vehicle\) cannot make an aircraft ram: that ram is an aircraft's"),
])
def test_a_ram_by_a_unit_of_another_kind_is_bad_input(unit, kind, message):
    """"совершать Танковый либо Авиационный Таран": a tank's ram and an aircraft's. An infantry squad's "tank
    ram" was recorded as made."""
    table = setups.unit_of_kind(setups.aircraft(setups.infantry(Ww2Table(), "s", 3), "yak", True), "t34", "tank")
    with pytest.raises(SetupError, match=message):
        ENGINE.perform("ww2", table.evolve(phase="close-combat"), DeclareCharge(unit=unit, kind=kind), [])
    ENGINE.perform("ww2", table.evolve(phase="close-combat"),
                   DeclareCharge(unit="t34" if kind == "tank-ram" else "yak", kind=kind), [])


def _gun_and_scouts():
    """Squad s with gun mg whose gunners s1 and s2 are dead, and squad r (r1, r2) 2 cm from the gun."""
    table = setups.heavy_gun(setups.infantry(Ww2Table(), "s", 4), "s", "mg", ("s1", "s2"))
    table = setups.kill(setups.infantry(table, "r", 2), ("s1", "s2"))
    for who in ("r1", "r2"):
        table = setups.soldier_near_gun(table, who, "mg", 2.0)
    return table.evolve(phase="movement")


@pytest.mark.parametrize("change, reason", [
    (lambda t: t.with_unit(t.unit("r").evolve(side="enemy")), "r1 is of r, the other side's unit"),
    (lambda t: setups.heavy_gun(t, "r", "mg2", ("r1", "r2")), "r1 is a gunner of mg2 and stays with it"),
])
def test_soldiers_of_another_unit_crew_the_gun_only_if_they_are_the_owners_and_free(change, reason):
    """Ruling ww2.infantry-wounds.recrew-unit "any-of-yours": "у вас есть два бойца" are the owner's soldiers, and
    a gunner of another weapon stays with it."""
    action = RecrewHeavyWeapon(unit="s", weapon="mg", soldiers=("r1", "r2"))
    any_of_yours = Rulings({"ww2.infantry-wounds.recrew-unit": "any-of-yours"})
    done = resolve_scripted(run(_gun_and_scouts(), action), [], rulings=any_of_yours).result
    assert done.unit("s").weapon("mg").crew == ("r1", "r2") and not done.unit("r").soldiers
    with pytest.raises(RuleViolation, match=reason):
        resolve_scripted(run(change(_gun_and_scouts()), action), [], rulings=any_of_yours)


@pytest.mark.parametrize("who, what", [("mg", "a heavy weapon of s"), ("h1", "a cavalry model of h")])
@pytest.mark.parametrize("reading", ["own-unit", "any-of-yours"])
def test_a_takeover_naming_no_soldier_is_bad_input(who, what, reading):
    """"подвести двух бойцов": the gun is taken over by soldiers. A takeover naming the gun itself was refused as
    "mg is a soldier of s, not of s", and one naming a cavalry model called it a soldier of its unit."""
    table = setups.cavalry(_gun_and_scouts(), "h", 1)
    action = RecrewHeavyWeapon(unit="s", weapon="mg", soldiers=(who, "s3"))
    with pytest.raises(SetupError, match=f"{who} is {what}, not a soldier: field 'soldiers' names the soldiers"):
        resolve_scripted(run(table, action), [], rulings=Rulings({"ww2.infantry-wounds.recrew-unit": reading}))


def test_gunners_of_another_units_gun_leave_it_only_when_read_so_and_a_destroyed_gun_keeps_nobody():
    """Ruling ww2.infantry-wounds.other-gun-gunner with ww2.infantry-wounds.recrew-unit "any-of-yours": under
    "leaves-his-gun" r1 and r2 leave the crew of mg2 for mg and squad s; under "stays-with-his-gun" the gunners of a
    destroyed mg2 have no gun to stay with and take mg over too."""
    action = RecrewHeavyWeapon(unit="s", weapon="mg", soldiers=("r1", "r2"))
    table = setups.heavy_gun(_gun_and_scouts(), "r", "mg2", ("r1", "r2"))
    leaves = Rulings({"ww2.infantry-wounds.recrew-unit": "any-of-yours",
                      "ww2.infantry-wounds.other-gun-gunner": "leaves-his-gun"})
    done = resolve_scripted(run(table, action), [], rulings=leaves).result
    assert done.unit("s").weapon("mg").crew == ("r1", "r2") and done.unit("r").weapon("mg2").crew == ()
    assert not done.unit("r").soldiers
    destroyed = table.with_unit(table.unit("r").with_weapon(table.unit("r").weapon("mg2").evolve(intact=False)))
    stays = Rulings({"ww2.infantry-wounds.recrew-unit": "any-of-yours"})
    done = resolve_scripted(run(destroyed, action), [], rulings=stays).result
    assert done.unit("s").weapon("mg").crew == ("r1", "r2") and done.unit("r").weapon("mg2").crew == ()
    Ww2Table.model_validate(done.model_dump())  # no crewman left behind in a unit he has left


def test_a_template_over_an_empty_bike_alone_is_told_as_it_is():
    """An armour-piercing template laid over bike1 alone, whose crew are dead: under ruling
    ww2.motorcycle-wounds.crewless-bike "crewed-bikes-only" the empty bike takes no hits, so the two are lost. The
    trace said they "go to the bikes with their crews" (the template covers no other) and that "nobody of m is
    seen and in range" (both bikes are)."""
    table = setups.kill(setups.motorcycles(Ww2Table(), "m", 2), ["m-driver1", "m-gunner1"])
    shot = ShootMotorcycles(unit="m", hits=2, range=60, template=True, armour_piercing=True, covered=("m-bike1",))
    res = resolve_scripted(run(table, shot), [])
    told = "\n".join(str(e) for e in res.trace)
    assert res.result.unit("m").lost_wounds == 2
    assert "m-bike1 of m has no crew and takes no hits\n" in told + "\n" and "go to the bikes" not in told
    assert "no bike of m that takes hits, and no rider on foot, is seen and in range under the template: 2 hit(s) lost" \
        in told and "nobody of m" not in told


def test_an_afterburner_move_of_120_cm_is_refused():
    table = setups.aircraft(Ww2Table(), "yak", True)
    t = resolve_scripted(run(table, DeclareAfterburner(unit="yak"), NextPhase(), NextPhase()), [5]).result
    err = refused(t, AircraftMove(unit="yak", distance=120))
    assert err.clause == "ww2.dash.afterburner.roll.3-6" and "120 cm" in err.reason


@pytest.mark.parametrize("before", [
    (DeclareAfterburner(unit="yak"),),  # the turn it was tried: its flight is the next movement phase's
    (DeclareAfterburner(unit="yak"), NextPhase(), NextPhase(), NextPhase()),  # that movement phase is over
    (DeclareAfterburner(unit="yak"), NextPhase(), NextPhase(), AircraftMove(unit="yak", distance=60), NextPhase()),
])
def test_an_afterburner_flight_outside_its_movement_phase_is_refused_by_the_afterburner_rule(before):
    """«в следующую фазу движения самолет может пролететь от 60см до 110см» names the phase of the flight: a
    move of an aircraft in its afterburner flight once the clock has left that phase is refused by the clause, as
    every action of an earlier phase than the clock shows is (oracle.core.clock.in_phase)."""
    t = resolve_scripted(run(setups.aircraft(Ww2Table(), "yak", True), *before), [5]).result
    assert t.phase == "shooting"
    err = refused(t, AircraftMove(unit="yak", distance=50))
    assert err.clause == "ww2.dash.afterburner.roll.3-6" and "the turn has reached the shooting phase" in err.reason


@pytest.mark.parametrize("phase", ["shooting", "close-combat"])
def test_an_ordinary_aircraft_move_outside_the_movement_phase_says_which_phase_and_why(phase):
    """No clause of the excerpt names the phase of an ordinary aircraft move (ww2.hook.aircraft): bad input that
    says so, not a refusal by a rule."""
    table = setups.aircraft(Ww2Table(), "yak", False).evolve(phase=phase)
    with pytest.raises(SetupError, match=f"an aircraft moves in the movement phase.*this is the {phase} phase.*"
                                         r"outside the excerpt \(ww2.hook.aircraft\)"):
        ENGINE.perform("ww2", table, AircraftMove(unit="yak", distance=10), [])


def test_another_reading_of_kubik_stops_at_the_hook():
    from oracle.core.errors import HookBoundary

    table = setups.infantry(Ww2Table(), "s", 3)
    with pytest.raises(HookBoundary, match="ww2.hook.dice"):
        resolve_scripted(run(table, DeclareDash(unit="s")), [3, 4], rulings=Rulings({"ww2.dash.kubik-d6": "other-die"}))


def test_rulings_change_the_result():
    table = setups.infantry(Ww2Table(), "s", 1)
    table = table.with_unit(table.unit("s").with_soldier(setups.soldier("s1", 30.0)))
    shoot = ShootInfantry(unit="s", volleys=(Volley(hits=1, range=30),))
    inclusive = resolve_scripted(run(table, shoot), []).result
    strict = resolve_scripted(run(table, shoot), [],
                              rulings=Rulings({"ww2.infantry-wounds.eligibility": "strictly-inside-range"})).result
    assert not inclusive.unit("s").soldier("s1").alive
    assert strict.unit("s").soldier("s1").alive


# --- bad input ---------------------------------------------------------------------------------

def test_an_unknown_key_in_a_setup_names_the_field():
    with pytest.raises(SetupError, match=r"setup.yaml: table: units.0.soldiers.0.armour: Extra inputs"):
        validate_setup(Ww2Table, {"units": [{"id": "s", "kind": "infantry", "soldiers": [{"id": "a", "armour": 3}]}]},
                       "setup.yaml: table")


def test_a_crewman_who_is_not_in_the_unit_is_an_error():
    with pytest.raises(SetupError, match="crewman 'ghost' is not a soldier of unit s"):
        validate_setup(Ww2Table, {"units": [{"id": "s", "kind": "infantry", "soldiers": [{"id": "a"}],
                                             "weapons": [{"id": "mg", "crew": ["ghost"]}]}]}, "setup")


def test_soldiers_in_a_cavalry_unit_are_an_error():
    """"У кавалерийской модели – три раны (две у ездового животного и одна у наездника)": a cavalry unit's riders are
    the riders of its models. Soldiers given to it took no hits and no trample, but gave it base contact."""
    with pytest.raises(SetupError, match="unit h is cavalry: its riders are those of its cavalry models, and it has "
                                         "soldiers \\(a\\)"):
        validate_setup(Ww2Table, {"units": [{"id": "h", "kind": "cavalry", "soldiers": [{"id": "a"}],
                                             "cavalry": [{"id": "h1"}]}]}, "setup")


def test_an_unknown_unit_kind_is_an_error():
    with pytest.raises(SetupError, match="units.0.kind"):
        validate_setup(Ww2Table, {"units": [{"id": "x", "kind": "zeppelin"}]}, "setup")


def test_a_negative_distance_is_an_error():
    with pytest.raises(SetupError, match="cannot be negative"):
        setups.soldier("a", -3.0)


def test_an_unknown_unit_is_named():
    with pytest.raises(SetupError, match="no unit called 'ghosts'"):
        resolve_scripted(run(Ww2Table(), DeclareDash(unit="ghosts")), [])


def test_the_named_tables_load():
    from oracle.bdd.world import load_setup

    for name in ("four-men-one-hidden", "three-cavalry-models", "two-cavalry-models", "two-bike-squadron"):
        rs, table = load_setup(f"ww2/{name}")
        assert rs.id == "ww2" and table.units


# --- every clause is cited by the engine and tagged by a scenario -------------------------------

def test_every_ww2_clause_is_cited_in_the_engine_and_tagged_in_a_feature():
    from pathlib import Path

    from oracle.catalogue.load import load_catalogue

    root = Path(__file__).resolve().parent.parent.parent
    code = "".join(p.read_text(encoding="utf-8") for p in (root / "oracle" / "ww2").glob("*.py"))
    features = "".join(p.read_text(encoding="utf-8") for p in (root / "features" / "ww2").glob("*.feature"))
    cat = load_catalogue()
    for cid in (c for c in cat.clauses if c.startswith("ww2.")):
        short = cid.split(".", 2)[2]
        assert cid in code or f'"{short}"' in code or f'+ "{short}"' in code or short in code, cid
        assert f"@clause:{cid}" in features, cid


def test_every_handler_names_its_clauses_in_its_docstring():
    for name, fn in RS.handlers.items():
        assert fn.__doc__ and "ww2." in fn.__doc__, name


# --- readings that stop at the edge of the excerpt ----------------------------------------------

@pytest.mark.parametrize("kind, shoot", [
    ("infantry", lambda: ShootInfantry(unit="u", volleys=(Volley(hits=1, range=60),))),
    ("cavalry", lambda: ShootCavalry(unit="u", hits=1, range=60)),
    ("motorcycles", lambda: ShootMotorcycles(unit="u", hits=1, range=60)),
])
def test_a_wound_roll_reading_stops_at_the_shooting_hook_for_every_kind(kind, shoot):
    """Ruling ww2.infantry-wounds.hit-is-wound "wound-roll" covers the infantry, cavalry
    (rider-or-mount.roll) and motorcycle (bike-or-crew.roll) clauses: the roll that turns hits
    into wounds is outside the excerpt, so every kind of unit stops at ww2.hook.shooting."""
    table = getattr(setups, kind)(Ww2Table(), "u", 1)
    with pytest.raises(HookBoundary, match="ww2.hook.shooting"):
        resolve_scripted(run(table, shoot()), [5, 5, 5],
                         rulings=Rulings({"ww2.infantry-wounds.hit-is-wound": "wound-roll"}))


def test_as_written_a_last_rider_dead_outside_the_shooting_phase_is_recorded_as_outside_the_excerpt():
    """Ruling ww2.cavalry-wounds.riderless-phase "shooting-phase-as-written": the mounts stay, and the
    trace says that the case lies outside the excerpt (the hits dealt in the close-combat phase under ruling
    ww2.infantry-wounds.volley-phase "any-phase"; under its default they are refused)."""
    table = setups.cavalry(Ww2Table(), "h", 1).evolve(phase="close-combat")
    res = resolve_scripted(run(table, ShootCavalry(unit="h", hits=1, range=60)), [5],
                           rulings=Rulings({"ww2.infantry-wounds.volley-phase": "any-phase"}))
    assert not res.result.unit("h").retreating
    said = [e.message for e in res.trace.events if e.clause == "ww2.cavalry-wounds.riderless.flee"]
    assert any("outside the excerpt" in m and "close-combat" in m for m in said), said


def _prone_said(table, actions, rulings=None):
    """What ww2.motorcycle-wounds.destroyed-bike.crew-survival says of the prone bonus when the bike of the one-bike
    squadron "b" on ``table`` is destroyed, its driver surviving on a 6 and its gunner dying on a 3, and ``actions``
    follow."""
    res = resolve_scripted(run(table, DestroyBike(unit="b", bike="b-bike1"), *actions), [6, 3],
                           rulings=Rulings(rulings or {}))
    return [e.message for e in res.trace.events
            if e.clause == "ww2.motorcycle-wounds.destroyed-bike.crew-survival" and "bonus for going prone" in e.message]


def _outside(said, against):
    return len(said) == 1 and "b-driver1" in said[0] and "ww2.hook.prone" in said[0] and against in said[0]


def test_the_prone_bonus_is_said_to_be_outside_the_excerpt_when_the_survivor_on_foot_is_shot_at_next_turn():
    """"получая бонус за залегание только со следующего хода": the bonus is named and not given (hook
    ww2.hook.prone). In turn 2 the driver is a rider of his squadron on foot again (ruling
    ww2.motorcycle-wounds.survivors-squadron "rejoin-next-turn"), hit as infantry with no bike seen: the trace says
    his bonus counts and is not applied."""
    said = _prone_said(setups.motorcycles(Ww2Table(), "b", 1),
                       (NextTurn(), ShootMotorcycles(unit="b", hits=1, range=60)))
    assert _outside(said, "shooting"), said


def test_the_prone_bonus_is_said_to_be_outside_the_excerpt_when_the_survivors_unit_is_shot_at_next_turn():
    """Under ruling ww2.motorcycle-wounds.survivors-squadron "own-unit" the survivors stay a unit of their own: shot
    at in turn 2, the trace says the bonus of the prone driver is outside the excerpt."""
    said = _prone_said(setups.motorcycles(Ww2Table(), "b", 1),
                       (NextTurn(), ShootInfantry(unit="b-survivors", volleys=(Volley(hits=1, range=60),))),
                       {"ww2.motorcycle-wounds.survivors-squadron": "own-unit"})
    assert _outside(said, "shooting"), said


def test_in_the_turn_the_bike_is_destroyed_the_prone_survivor_shot_at_has_no_bonus_yet():
    """"только со следующего хода": shot at in turn 1, the trace says his bonus counts only from turn 2."""
    said = _prone_said(setups.motorcycles(Ww2Table(), "b", 1),
                       (ShootInfantry(unit="b-survivors", volleys=(Volley(hits=1, range=60),)),))
    assert len(said) == 1 and "only from turn 2" in said[0] and "ww2.hook.prone" not in said[0], said


def test_the_prone_bonus_is_said_to_be_outside_the_excerpt_when_the_prone_survivor_is_charged():
    """"Этот новый пехотный отряд может быть ... атакован в рукопашном бою": the squadron charged in turn 2, the
    trace says the bonus of its prone driver on foot is outside the excerpt (ww2.hook.prone)."""
    table = setups.infantry(setups.enemy_side(setups.motorcycles(Ww2Table(), "b", 1), "b"), "r", 3)
    said = _prone_said(table, (NextTurn(), DeclareCharge(unit="r", target="b")))
    assert _outside(said, "charge"), said


@pytest.mark.parametrize("roll", [2, 3, 4])
def test_under_base_rules_2_4_a_rally_test_of_2_to_4_stops_at_the_rally_hook(roll):
    """Ruling ww2.cavalry-wounds.rally-roll "base-rules-2-4": a 2-4 is for the general rally rules."""
    table = setups.riderless(setups.cavalry(Ww2Table(), "m", 1), "m")
    table = setups.in_contact(setups.infantry(table, "i", 2, distance=60), "i", "m")
    act = (DeclareDash(unit="m"), StopRiderlessMounts(unit="i", mounts="m"))
    with pytest.raises(HookBoundary, match="ww2.hook.rally-test"):
        resolve_scripted(run(table, *act), [1, 1, 1, roll], rulings=Rulings({"ww2.cavalry-wounds.rally-roll": "base-rules-2-4"}))
    kept = resolve_scripted(run(table, *act), [1, 1, 1, roll]).result  # the default: the mounts keep retreating
    assert kept.unit("m").retreating
