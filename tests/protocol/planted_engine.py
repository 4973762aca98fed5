"""The reference engine with one deliberate divergence per ruleset, for the fuzzing tests.

Each divergence is a rule misread the way an implementer might misread it; fuzzing must
find each one, and the scenario it prints must reproduce it.
"""

from __future__ import annotations

from oracle.engine.serve import ReferenceOverProtocol


def _find(items: list[dict], ident: str) -> dict:
    return next(i for i in items if i["id"] == ident)


def _stand_up_for_free(before: dict, after: dict, action: dict) -> None:
    """lotow.prone.standing-up misread: standing up costs no movement."""
    was = _find(before.get("fighters", []), action["fighter"])
    _find(after["fighters"], action["fighter"])["move_used"] = was.get("move_used", 0.0)


def _hide_never_hides(before: dict, after: dict, action: dict) -> None:
    """Mordheim hiding misread: the warrior is never marked hidden."""
    _find(after["warriors"], action["warrior"])["hidden"] = False


def _sheathe_keeps_weapon(before: dict, after: dict, action: dict) -> None:
    """GURPS sheathing misread: the weapon stays in hand."""
    rider = _find(after["characters"], action["rider"])
    if action["weapon"] not in rider["holding"]:
        rider["holding"] = [*rider["holding"], action["weapon"]]


def _dash_not_recorded(before: dict, after: dict, action: dict) -> None:
    """WWII dash misread: a unit that declares a dash is not marked as dashing."""
    _find(after["units"], action["unit"])["dashed"] = False


PLANTED = {
    ("lotow", "stand-up"): _stand_up_for_free,
    ("mordheim", "hide"): _hide_never_hides,
    ("gurps", "sheathe-weapon"): _sheathe_keeps_weapon,
    ("ww2", "declare-dash"): _dash_not_recorded,
}


class Planted(ReferenceOverProtocol):
    NAME = "planted"
    VERSION = "1"

    def perform(self, request, dice):
        state, events, rulings = super().perform(request, dice)
        misread = PLANTED.get((request.ruleset, request.action["action"]))
        if misread is not None:
            misread(request.state, state, request.action)
        return state, events, rulings


if __name__ == "__main__":
    Planted().serve()
