"""The reference engine remembers an exact answer for the questions asked of it again (a scenario
outline asks the same question on every row); each caller gets an answer of its own."""

import pytest

from oracle.core.errors import RulingError
from oracle.engine.reference import ReferenceEngine
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider

TABLE = setups.rider_on(setups.empty(), "rider", "horse")
THROWN = [RollThrownRider(fighter="rider")]


def _plain(odds):
    return (dict(odds.distribution.items()), [e.as_dict() for e in odds.events], dict(odds.rulings),
            {label: list(values) for label, values in odds.dice.items()})


def test_a_question_asked_again_is_remembered_and_what_a_caller_changes_is_its_own():
    engine = ReferenceEngine()
    first = engine.odds("lotow", TABLE, THROWN, rulings={})
    asked = _plain(first)
    assert asked[3] == {"Thrown Riders table": [1, 2, 3, 4, 5, 6]} and len(asked[0]) == 3
    # a caller that changes every part it was given
    first.events.clear()
    first.rulings["lotow.no.such"] = "reading"
    first.dice["Thrown Riders table"].append(7)
    first.dice["another die"] = [1]
    again = engine.odds("lotow", TABLE, THROWN, rulings={})
    assert again.distribution is first.distribution  # remembered, not enumerated again
    assert _plain(again) == asked
    assert _plain(ReferenceEngine().odds("lotow", TABLE, THROWN, rulings={})) == asked  # as a new engine answers it


def test_a_ruling_of_another_ruleset_is_refused_by_the_in_process_reference():
    """A lotow question under a reading of a gurps ruling was answered under the default readings: the ruling
    could change nothing on a lotow table, and the caller took the answer for that reading's."""
    engine = ReferenceEngine()
    said = ("ruling gurps.mount-out-of-control.reroll is a ruling of gurps, and this question is of lotow: "
            "its reading could change nothing here")
    chosen = {"gurps.mount-out-of-control.reroll": "once"}
    with pytest.raises(RulingError) as refused:
        engine.perform("lotow", TABLE, THROWN[0], [6], rulings=chosen)
    assert str(refused.value) == said
    with pytest.raises(RulingError) as refused:
        engine.odds("lotow", TABLE, THROWN, rulings=chosen)
    assert str(refused.value) == said
    # a ruling of the question's own ruleset is followed
    assert engine.perform("lotow", TABLE, THROWN[0], [6], rulings={"lotow.falling.lands-prone": "standing"})


def test_an_action_with_the_same_dice_is_kept_for_its_run_and_readings_and_a_caller_changes_only_its_own():
    """A scripted action asked again (scenarios sharing a background perform the same actions on the same tables)
    is answered from what the run kept: the same table, the caller's own list of events and dict of readings; a
    refusal raised anew with the readings it rests on; in another run (whose variant may set the numbers) resolved
    again; and under other readings, given again only where they agree on every ruling it consulted."""
    from oracle.core.errors import RuleViolation
    from oracle.core.run import Run, running
    from oracle.lotow.mounted_terrain import CrossObstacle

    engine = ReferenceEngine()
    thrown = engine.perform("lotow", TABLE, THROWN[0], [1])
    events, rulings = [e.as_dict() for e in thrown.events], dict(thrown.rulings)
    assert thrown.state.fighter("rider").hits  # a 1 on the Thrown Riders table: a Strength 2 hit
    thrown.events.clear()
    thrown.rulings["lotow.no.such"] = "reading"
    again = engine.perform("lotow", TABLE, THROWN[0], (d for d in [1]))  # the dice read once, for key and rules
    assert again.state is thrown.state  # remembered, not resolved again
    assert [e.as_dict() for e in again.events] == events and again.rulings == rulings
    assert engine.perform("lotow", TABLE, THROWN[0], [6]).state != thrown.state  # other dice, another answer

    high = setups.add_obstacle(TABLE, "fence", "barrier", 3.0, 0.5)  # over the horse's 2": refused before any die
    said = []
    for _ in range(2):
        with pytest.raises(RuleViolation) as refused:
            engine.perform("lotow", high, CrossObstacle(mount="horse", obstacle="fence"), [])
        said.append((refused.value.clause, refused.value.reason, refused.value.rulings))
    assert said[0][0].startswith("lotow.mounted.obstacles") and said[1] == said[0]
    with running(Run()):
        assert engine.perform("lotow", TABLE, THROWN[0], [1]).state is not thrown.state  # a new run resolves anew

    # kept with the readings it consulted: given again under another reading of a ruling it never asked (the rulings
    # side by side re-run a scenario so), resolved again under another reading of one it asked
    fence = setups.add_obstacle(TABLE, "fence", "barrier", 1.75, 0.5)
    cross = CrossObstacle(mount="horse", obstacle="fence")
    cleared = engine.perform("lotow", fence, cross, [6])
    assert cleared.rulings == {"lotow.mounted.obstacles.small-threshold": "printed",
                               "lotow.mounted.obstacles.crossing-cost": "free"}
    unasked = engine.perform("lotow", fence, cross, [6], rulings={"lotow.falling.lands-prone": "standing"})
    assert unasked.state is cleared.state and unasked.rulings == cleared.rulings
    asked = engine.perform("lotow", fence, cross, [6], rulings={"lotow.mounted.obstacles.crossing-cost": "width"})
    assert asked.state is not cleared.state and asked.rulings["lotow.mounted.obstacles.crossing-cost"] == "width"
