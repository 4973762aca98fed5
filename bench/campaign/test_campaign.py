"""A long differential campaign: seeded dice, replayed as scripted dice, agree with exact odds.

The situations are the ones ``oracle fuzz`` draws (:func:`oracle.engine.fuzz.situations`):
tables and actions the scenarios set up, varied along the table models' own fields, for
every action of every ruleset, so they stay close to legal ones.  Each example draws one
of the shard's actions, a situation for it and a reading of every ruling of its ruleset,
and resolves it three ways through the reference:

* exact odds over every roll;
* seeded dice, recording the faces they show;
* the same faces as scripted dice;

and checks that the seeded and scripted results are the same table (or the same refusal),
that it is an outcome exact mode gives a positive chance (a refusal as the branch the
rules end there), that exact odds sum to one, and that a question exact mode refuses
outright is refused by the same clause with any dice.  A situation the models or the rule
code cannot take (an id the action names is missing, the rule code fails) is set aside
and counted, as ``oracle fuzz`` does.  The campaign is sharded into ``SHARDS`` tests, each
with its own hypothesis seed and its share of the actions, so pytest-xdist spreads it
over the cores; the conftest merges the shards' records into one report.
``CAMPAIGN_EXAMPLES`` sets the examples per shard; ``CAMPAIGN_SEED`` (0 by default, the benchmark's) gives
the shards other seeds, so that a nightly run can search where the earlier ones did not.
"""

import os
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, seed, settings, strategies as st

from oracle.catalogue.load import catalogue
from oracle.core.dice import SeededDice
from oracle.core.errors import DiceError, OracleError, RuleViolation
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.trace import Trace
from oracle.engine.fuzz import situations
from oracle.engine.port import Refused
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import ruleset, rulesets

SHARDS = 16
EXAMPLES = int(os.environ.get("CAMPAIGN_EXAMPLES", "50"))
SEED = int(os.environ.get("CAMPAIGN_SEED", "0"))
"""Shard ``i`` draws with hypothesis seed ``SEED * SHARDS + i``."""
ACTIONS = [(rs_id, name) for rs_id in sorted(rulesets()) for name in sorted(situations(rs_id))]
"""Every action ``oracle fuzz`` has situations for; shard ``i`` takes every ``SHARDS``-th from ``i``."""


def readings(rs_id: str):
    """A reading of every ruling of the ruleset, each alternative as likely as the others."""
    return st.fixed_dictionaries({r.id: st.sampled_from([a.id for a in r.alternatives])
                                  for r in catalogue().rulings.values() if r.id.startswith(rs_id + ".")})


class RecordingDice(SeededDice):
    """Seeded dice that remember the faces they showed, to replay them as a script."""

    def __post_init__(self):
        super().__post_init__()
        self.shown = []

    def choose(self, event):
        value = super().choose(event)
        self.shown.append(value)
        return value


def _seeded(rs, t, action, chosen, dice):
    """The table the rules give with these dice, or the refusal that ends the action."""
    try:
        return rs.apply(Context(dice, Trace(), Rulings(dict(chosen))), t, action)
    except RuleViolation as refused:
        return refused


def check(rs_id, t, action, chosen, dice_seed, record):
    rs = ruleset(rs_id)
    engine = ReferenceEngine()  # a new engine per example: it would remember the odds of a table seen before
    record["examples"] += 1
    try:
        odds = engine.odds(rs_id, t, [action], rulings=chosen)
    except RuleViolation as refused:  # every branch refused by one clause: so is any roll of the dice
        seeded = _seeded(rs, t, action, chosen, RecordingDice(dice_seed))
        assert isinstance(seeded, RuleViolation) and seeded.clause == refused.clause, (seeded, refused.clause)
        record["refusals"] += 1
        record["refused_by"][f"{rs_id} {action.name}"] += 1
        return
    assert odds.distribution.total() == 1
    dice = RecordingDice(dice_seed)
    seeded = _seeded(rs, t, action, chosen, dice)
    try:
        scripted = engine.perform(rs_id, t, action, dice.shown, rulings=chosen, where="campaign").state
    except RuleViolation as refused:
        scripted = refused
    if isinstance(seeded, RuleViolation):
        assert isinstance(scripted, RuleViolation) and scripted.clause == seeded.clause, (seeded, scripted)
        outcome = Refused(t, seeded.clause, seeded.reason, 1)
        record["refusals"] += 1
        record["refused_by"][f"{rs_id} {action.name}"] += 1
    else:
        assert scripted == seeded
        outcome = scripted
        record["agreements"] += 1
    assert odds.distribution[outcome] > Fraction(0), f"{action.name}: the seeded outcome has no chance in exact odds"
    record["outcomes"][f"{rs_id} {action.name}"] += 1


def _set_aside(record, rs_id, t, action, exc):
    record["set_aside"] += 1
    record.setdefault("set_aside_example",
                      f"{rs_id} {action.name} on {ruleset(rs_id).summarise(t)}: {type(exc).__name__} {exc}".rstrip())


@pytest.mark.parametrize("shard", range(SHARDS))
def test_seeded_scripted_and_exact_agree(shard, record_property):
    record = {"examples": 0, "agreements": 0, "refusals": 0, "set_aside": 0, "outcomes": Counter(),
              "refused_by": Counter()}
    mine = ACTIONS[shard::SHARDS]
    drawn = {(rs_id, name): situations(rs_id)[name]() for rs_id, name in mine}
    chosen_for = {rs_id: readings(rs_id) for rs_id, _ in mine}

    @seed(SEED * SHARDS + shard)
    @settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(st.data(), st.sampled_from(mine), st.integers(min_value=0, max_value=2**32))
    def campaign(data, which, dice_seed):
        rs_id, _ = which
        t, action = data.draw(drawn[which], label="situation")
        chosen = data.draw(chosen_for[rs_id], label="readings")
        try:
            check(rs_id, t, action, chosen, dice_seed, record)
        except (AssertionError, DiceError):  # a disagreement between the modes
            raise
        except OracleError:  # not a legal situation after all (an id the action names is missing, ...)
            record["examples"] -= 1
            assume(False)
        except Exception as exc:  # the reference's own rule code failed: set aside, counted, as fuzz does
            record["examples"] -= 1
            _set_aside(record, rs_id, t, action, exc)
            assume(False)

    campaign()
    record_property("campaign", {**record, "outcomes": dict(record["outcomes"]),
                                 "refused_by": dict(record["refused_by"]), "shard": shard,
                                 "actions": [f"{rs_id} {name}" for rs_id, name in mine]})
