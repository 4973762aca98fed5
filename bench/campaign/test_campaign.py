"""A long differential campaign: seeded dice, replayed as scripted dice, agree with exact odds.

For random Legends of the Old West tables (a horse or mule, with or without a passenger,
at a barrier or a gap of any size, under every reading of the unclear passages), each
example resolves the crossing three ways through the engine port:

* exact odds over every roll;
* seeded dice, recording the faces they show;
* the same faces as scripted dice;

and checks that the seeded and scripted results are the same table, that it is an
outcome exact mode gives a positive chance, that exact odds sum to one, and that a
refusal is a refusal in every mode.  The campaign is sharded into ``SHARDS`` tests,
each with its own hypothesis seed, so pytest-xdist spreads it over the cores; the
conftest merges the shards' records into one report.  ``CAMPAIGN_EXAMPLES`` sets the
examples per shard.
"""

import os
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, seed, settings, strategies as st

from oracle.core.dice import SeededDice
from oracle.core.errors import RuleViolation
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.trace import Trace
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import ruleset
from oracle.lotow import setups
from oracle.lotow.mounted_terrain import CrossObstacle

SHARDS = 16
EXAMPLES = int(os.environ.get("CAMPAIGN_EXAMPLES", "50"))
LOTOW = ruleset("lotow")
inches = st.integers(min_value=0, max_value=20).map(lambda q: q / 4)
readings = st.fixed_dictionaries({
    "lotow.mounted.obstacles.small-threshold": st.sampled_from(["printed", "half-inch"]),
    "lotow.mounted.jump.natural-one-scope": st.sampled_from(["hard-jumps", "every-jump"]),
    "lotow.mounted.passengers.rider-thrown": st.sampled_from(["passenger-thrown", "passenger-stays"]),
})


class RecordingDice(SeededDice):
    """Seeded dice that remember the faces they showed, to replay them as a script."""

    def __post_init__(self):
        super().__post_init__()
        self.shown = []

    def choose(self, event):
        value = super().choose(event)
        self.shown.append(value)
        return value


def table(kind, height, width, gap, passenger):
    t = setups.rider_on(setups.empty(), "rider", kind)
    if passenger:
        t = setups.with_passenger(t, kind, "passenger")
    return setups.add_obstacle(t, "wall", "gap" if gap else "barrier", 0.0 if gap else height, width)


def check(t, chosen, dice_seed, record):
    action = CrossObstacle(mount=t.mounts[0].id, obstacle="wall")
    ENGINE = ReferenceEngine()  # a new engine per example: it would remember the odds of a table seen before
    try:
        odds = ENGINE.odds("lotow", t, [action], rulings=chosen)
    except RuleViolation as refused:
        with pytest.raises(RuleViolation) as again:
            ENGINE.perform("lotow", t, action, [], rulings=chosen, where="campaign")
        assert again.value.clause == refused.clause
        record["refusals"] += 1
        return
    assert odds.distribution.total() == 1
    dice = RecordingDice(dice_seed)
    seeded = LOTOW.apply(Context(dice, Trace(), Rulings(dict(chosen))), t, action)
    scripted = ENGINE.perform("lotow", t, action, dice.shown, rulings=chosen, where="campaign").state
    assert scripted == seeded
    assert odds.distribution[scripted] > Fraction(0)
    record["agreements"] += 1
    record["outcomes"][LOTOW.summarise(scripted)] += 1


@pytest.mark.parametrize("shard", range(SHARDS))
def test_seeded_scripted_and_exact_agree(shard, record_property):
    record = {"examples": 0, "agreements": 0, "refusals": 0, "outcomes": Counter()}

    @seed(shard)
    @settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(st.tuples(st.sampled_from(["horse", "mule"]), inches, inches, st.booleans(), st.booleans()), readings,
           st.integers(min_value=0, max_value=2**32))
    def campaign(spec, chosen, dice_seed):
        record["examples"] += 1
        check(table(*spec), chosen, dice_seed, record)

    campaign()
    record_property("campaign", {**record, "outcomes": dict(record["outcomes"]), "shard": shard})
