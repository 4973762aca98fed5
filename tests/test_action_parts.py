"""An action that names one model in two parts, or a model the table does not have, or a count
past what the engine resolves, is bad input: refused with the field named, never answered.

Before these checks the reference answered such actions: a LotOW rifleman "looked for" himself and
saw himself (a table its own model refuses), a GURPS squire mounted himself, a fighter charged or
shot himself, a WWII squadron dismounted into a unit with its own id, and a charge at a fighter who
is not on the table went ahead.
"""

from __future__ import annotations

import pytest

from in_process import oracle
from oracle.core import dice
from oracle.core.dice import MOST_OUTCOMES, MOST_REPEATS, die
from oracle.core.errors import SetupError
from oracle.core.resolve import resolve_exact, resolve_scripted
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import action_payload, ruleset, rulesets
from oracle.engine.seeds import seeds
from oracle.ww2 import setups as ww2_setups
from oracle.ww2.cavalry_wounds import ShootCavalry

DECLARED = [(rid, name, first, second)
            for rid, rs in sorted(rulesets().items()) for name, model in sorted(rs.actions.items())
            for i, first in enumerate(model.distinct) for second in model.distinct[i + 1:]]


def test_parts_are_declared_on_actions_of_every_ruleset():
    assert {rid for rid, *_ in DECLARED} == set(rulesets())
    for rid, rs in rulesets().items():
        for name, model in rs.actions.items():
            missing = [f for f in model.distinct if f not in model.model_fields]
            assert not missing, f"{rid} {name}: distinct names no field {missing}"


def _legal(rid: str, name: str):
    """A seed of the fuzzer for this action: a table and a well-formed action (one the rules
    perform where there is one; a refusal comes after the checks of the action's ids)."""
    rows = sorted(seeds(rid)[name], key=lambda s: s.refused)
    return rows[0]


@pytest.mark.parametrize("rid, name, first, second", DECLARED, ids=[f"{r}-{n}-{a}-{b}" for r, n, a, b in DECLARED])
def test_one_model_in_two_parts_is_refused_naming_both(rid, name, first, second):
    seed = _legal(rid, name)
    payload = action_payload(seed.action)
    if payload.get(first) is None:
        pytest.skip(f"the seed leaves {first} empty")
    payload[second] = payload[first]
    with pytest.raises(SetupError) as refused:
        ruleset(rid).parse_action(payload, "case")
    assert f"case: {name}: {second} names '{payload[first]}', as {first} does: one model cannot play both parts" \
        == str(refused.value)


@pytest.mark.parametrize("rid, name, field", [
    ("lotow", "charge", "target"), ("lotow", "shoot", "shooter"), ("lotow", "shoot", "target"),
    ("lotow", "kill-mount", "by"), ("lotow", "move-near-mount", "fighter"),
    ("gurps", "strike-with-torch", "attacker"), ("gurps", "hold-torch-to", "who"),
    ("gurps", "attack-mounted-foe", "attacker"),
])
def test_a_model_the_table_does_not_have_is_named(rid, name, field):
    seed = _legal(rid, name)
    payload = action_payload(seed.action)
    payload[field] = "ghost"
    action = ruleset(rid).parse_action(payload, "case")
    with pytest.raises(SetupError, match="'ghost'"):
        ReferenceEngine().perform(rid, seed.table, action, dice=[1] * 12, rulings={})


def test_a_new_unit_with_an_id_on_the_table_is_refused():
    seed = _legal("ww2", "dismount-squadron")
    payload = action_payload(seed.action)
    payload["new_unit"] = seed.table.units[0].id
    action = ruleset("ww2").parse_action(payload, "case")
    with pytest.raises(SetupError, match=f"new_unit '{payload['new_unit']}' is already on the table"):
        ReferenceEngine().perform("ww2", seed.table, action, dice=[1] * 12, rulings={})


@pytest.mark.parametrize("payload, field, twice", [
    ({"action": "shoot-infantry", "unit": "s", "volleys": [{"hits": 2, "range": 60, "casualties": ["s1", "s1"]}]},
     "volleys.0.casualties", "'s1'"),
    ({"action": "shoot-cavalry", "unit": "h", "hits": 7, "range": 60, "order": ["h1", "h1"]}, "order", "'h1'"),
    ({"action": "shoot-cavalry", "unit": "h", "hits": 1, "range": 60, "template": True, "covered": ["h1", "h1"]},
     "covered", "'h1'"),
    ({"action": "shoot-motorcycles", "unit": "m", "hits": 4, "range": 60, "order": ["b1", "b2", "b1"]}, "order", "'b1'"),
    ({"action": "shoot-motorcycles", "unit": "m", "hits": 4, "range": 60, "crew_order": ["g1", "g1"]}, "crew_order",
     "'g1'"),
    ({"action": "recrew-heavy-weapon", "unit": "s", "weapon": "mg", "soldiers": ["s3", "s3"]}, "soldiers", "'s3'"),
    ({"action": "remount", "unit": "m", "riders": ["r1", "r1"], "bike": "b2"}, "riders", "'r1'"),
    ({"action": "leave-bikes-behind", "unit": "m", "keep": ["b1", "b2", "b1", "b2"]}, "keep", "'b1', 'b2'"),
])
def test_a_model_named_twice_in_one_list_is_refused_naming_the_field(payload, field, twice):
    """Seven hits on cavalry "in the order h1, h1" lost three of them (the second h1's share overwrote the
    first's); bikes "b1, b2, b1" gave b1 four hits before b2 had any, against "2 попадания, затем в
    следующий"; casualties "s1, s1" killed one man for two wounds and lost the other without a word; the
    same soldier twice crewed a machine gun as its two gunners, and one rider took both seats of a bike."""
    with pytest.raises(SetupError) as refused:
        ruleset("ww2").parse_action(payload, "case")
    assert f"case: {payload['action']}: {field}: names {twice} twice: name each model once" in str(refused.value)


def test_a_bad_field_of_the_only_volley_is_the_whole_message():
    """pydantic counts a list without its failed items: one volley with a bad field also gave "volleys: Tuple
    should have at least 1 item after validation, not 0", as if no volley had been given."""
    payload = {"action": "shoot-infantry", "unit": "s", "volleys": [{"hits": -2, "range": 60}]}
    with pytest.raises(SetupError) as refused:
        ruleset("ww2").parse_action(payload, "case")
    assert str(refused.value) == "case: shoot-infantry: volleys.0.hits: Input should be greater than or equal to 0"
    payload["volleys"] = []
    with pytest.raises(SetupError, match="volleys: Tuple should have at least 1 item"):
        ruleset("ww2").parse_action(payload, "case")


def test_try_refuses_a_fighter_looking_for_himself_in_one_line(tmp_path):
    proc = oracle(["try", "-e", "reference", "-t", "lotow/rifleman-in-the-rocks",
                   "-a", "look-for viewer=rifleman target=rifleman"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "target names 'rifleman', as viewer does: one model cannot play both parts" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


@pytest.mark.parametrize("rid, name, field", [
    ("ww2", "shoot-cavalry", "hits"), ("ww2", "shoot-motorcycles", "hits"), ("ww2", "fire-heavy-weapon", "shots"),
])
def test_a_count_past_the_engines_bound_is_refused_naming_its_field(rid, name, field):
    """A million hits used to run for hours in exact mode, and a thousand billion filled the memory
    (MemoryError); the count is now refused at once."""
    payload = action_payload(_legal(rid, name).action)
    payload[field] = MOST_REPEATS + 1
    with pytest.raises(SetupError, match=f"case: {name}: {field}: Input should be less than or equal to {MOST_REPEATS}"):
        ruleset(rid).parse_action(payload, "case")
    payload[field] = MOST_REPEATS
    ruleset(rid).parse_action(payload, "case")  # the bound itself is resolved


def test_dice_the_rules_work_out_past_the_bound_are_refused_naming_the_roll():
    """A lance's dice come from the mount's ST times the yards it moved: a mistyped distance asked
    for millions of dice (a MemoryError at 10**12 yards)."""
    seed = _legal("gurps", "strike-with-lance")
    payload = action_payload(seed.action)
    payload["yards_moved"] = 10 ** 12
    action = ruleset("gurps").parse_action(payload, "case")
    for ask in (lambda: ReferenceEngine().odds("gurps", seed.table, [action], rulings={}),
                lambda: ReferenceEngine().perform("gurps", seed.table, action, dice=[3], rulings={})):
        with pytest.raises(SetupError, match=f"d lance damage: [0-9]+ is more than the {MOST_REPEATS} repeats"):
            ask()


def test_a_step_repeated_past_the_bound_is_refused_in_every_mode():
    def step(ctx, state):
        return state + ctx.roll(die(6, label="d6"))

    for run in (lambda f: resolve_exact(f), lambda f: resolve_scripted(f, [1] * 3)):
        with pytest.raises(SetupError, match=f"step: {MOST_REPEATS + 1} is more than the {MOST_REPEATS} repeats"):
            run(lambda ctx: ctx.repeat(step, 0, MOST_REPEATS + 1))


def _cavalry_odds(models: int):
    table = ww2_setups.cavalry(ww2_setups.empty(), "troop", models)
    return ReferenceEngine().odds("ww2", table, [ShootCavalry(unit="troop", hits=3 * models, range=60.0)], rulings={})


def test_an_exact_question_past_the_outcomes_bound_is_refused_before_it_fills_the_memory():
    """Each cavalry model hit makes four (rider, mount) results, and exact odds are over whole tables:
    a unit of 12 gave sixteen million tables and filled the memory. Refused at once, with the count;
    the same hits rolled with dice are resolved."""
    with pytest.raises(SetupError, match=f"wounded [(]{' x '.join(['4'] * 9)} results of its parts[)]: "
                                         f"{4 ** 9} distinct results, more than the {MOST_OUTCOMES} this engine "
                                         r"enumerates in one question [(]a bound of the engine, not of the rules[)]: ask "
                                         r"it of a smaller table; a scenario that rolls the dice [(]scripted or seeded[)] "
                                         "plays the same action$"):
        _cavalry_odds(9)
    table = ww2_setups.cavalry(ww2_setups.empty(), "troop", 12)
    done = ReferenceEngine().perform("ww2", table, ShootCavalry(unit="troop", hits=36, range=60.0), [5] * 36)
    assert not any(m.rider_alive for m in done.state.unit("troop").cavalry)


def test_the_outcomes_bound_itself_is_answered(monkeypatch):
    monkeypatch.setattr(dice, "MOST_OUTCOMES", 4 ** 4)
    assert len(_cavalry_odds(4).distribution) == 4 ** 4
    with pytest.raises(SetupError, match=f": {4 ** 5} distinct results, more than the {4 ** 4}"):
        _cavalry_odds(5)


def test_a_merge_point_passing_the_outcomes_bound_is_refused_as_its_results_pass_it(monkeypatch):
    """Where the count is not known before (any rule function's distinct results), the enumeration stops
    as soon as the results pass the bound."""
    def three_dice(ctx):
        return tuple(ctx.roll(die(6, label="d6")) for _ in range(3))

    monkeypatch.setattr(dice, "MOST_OUTCOMES", 6 ** 3)
    assert len(resolve_exact(three_dice).distribution) == 6 ** 3
    monkeypatch.setattr(dice, "MOST_OUTCOMES", 6 ** 3 - 1)
    with pytest.raises(SetupError, match=f"three dice: more than the {6 ** 3 - 1} distinct results this engine"):
        resolve_exact(three_dice)
