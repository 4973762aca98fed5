"""A WWII squadron's move this turn (the ``move`` field of its unit) pays the 15 cm of the remount
("затратив 15см движения эскадрона", ww2.motorcycle-wounds.remount) and of infantry taking its empty bikes
as riders do (ww2.motorcycle-wounds.empty-bike under ruling ww2.motorcycle-wounds.as-described-above
"this-section"). A move of 0 is a move not given, as a squadron's own move reads it (ww2.hook.movement):
the 15 cm cannot be paid from it, and the answer is bad input naming the field, never a refusal by the
rule that no setup could ever pass.
"""

from __future__ import annotations

import pytest

from oracle.core.errors import SetupError
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import ruleset
from oracle.ww2 import setups
from oracle.ww2.state import Ww2Table

AS_DESCRIBED = "ww2.motorcycle-wounds.as-described-above"


def _squadron(move: float, dead: list[str]) -> Ww2Table:
    """A squadron of two bikes, riders walker1 and walker2 on foot, ``dead`` killed, a move of ``move`` cm."""
    t = setups.motorcycles(Ww2Table(phase="movement"), "bikers", 2)
    t = setups.riders_on_foot(t, "bikers", ["walker1", "walker2"])
    t = setups.kill(t, dead)
    return t.with_unit(t.unit("bikers").evolve(move=move))


def _perform(table: Ww2Table, payload: dict, rulings: dict | None = None):
    action = ruleset("ww2").parse_action(payload, "case")
    return ReferenceEngine().perform("ww2", table, action, dice=[], rulings=rulings or {})


REMOUNT = {"action": "remount", "unit": "bikers", "riders": ["walker1", "walker2"], "bike": "bikers-bike2"}


@pytest.mark.parametrize("pace", ["own-move", "foot-pace-turn"])
def test_a_remount_from_a_move_not_given_names_the_field(pace):
    table = _squadron(0.0, ["bikers-driver2", "bikers-gunner2"])
    with pytest.raises(SetupError, match=r"bikers: the remount costs 15 cm of the squadron's move, and its move this "
                                         r"turn is not given \(field 'move' of unit bikers is 0\)"):
        _perform(table, REMOUNT, {"ww2.motorcycle-wounds.remount-pace": pace})


def test_a_remount_from_a_given_move_is_paid_from_it():
    table = _squadron(40.0, ["bikers-driver2", "bikers-gunner2"])
    assert _perform(table, REMOUNT).state.unit("bikers").move_used == 15.0


def test_infantry_taking_the_bikes_of_a_squadron_whose_move_is_not_given_names_the_field():
    t = setups.motorcycles(Ww2Table(phase="movement"), "bikers", 1)
    t = setups.kill(t, ["bikers-driver1", "bikers-gunner1"])
    t = t.with_unit(t.unit("bikers").evolve(move=0.0))
    t = setups.infantry(t, "rifles", 2)
    with pytest.raises(SetupError, match=r"field 'move' of unit bikers is 0"):
        _perform(t, {"action": "board-bikes", "infantry": "rifles", "squadron": "bikers"}, {AS_DESCRIBED: "this-section"})
