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
