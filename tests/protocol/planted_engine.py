"""The reference engine with one deliberate divergence per ruleset, for the fuzzing tests.

Each divergence is a rule misread the way an implementer might misread it; fuzzing must
find each one, and the scenario it prints must reproduce it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.engine.serve import ReferenceOverProtocol  # noqa: E402


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




def _placed_on_the_other_side(before: dict, after: dict, gap: float) -> None:
    """Every fighter a rule put beside a mount goes to the mount's other side, ``gap`` off its base."""
    old = {f["id"]: f for f in before.get("fighters", [])}
    for fighter in after.get("fighters", []):
        was = old.get(fighter["id"], {}).get("position", {"x": 0.0, "y": 0.0, "z": 0.0})
        if fighter["position"] == was:
            continue
        for mount in after.get("mounts", []):
            m, r = mount["position"], mount["base_radius"] + fighter["base_radius"]
            p = fighter["position"]
            if abs(((p["x"] - m["x"]) ** 2 + (p["y"] - m["y"]) ** 2) ** 0.5 - r) < 1e-9:
                fighter["position"] = {**p, "x": m["x"] - r - gap, "y": m["y"]}
                break


class BesideElsewhere(ReferenceOverProtocol):
    """Places a thrown or dismounted rider on the other side of his mount, still touching its base:
    the rules (lotow.mounted.thrown-rider.*) leave that choice free."""

    NAME = "beside-elsewhere"

    def perform(self, request, dice):
        state, events, rulings = super().perform(request, dice)
        if request.ruleset == "lotow":
            _placed_on_the_other_side(request.state, state, 0.0)
        return state, events, rulings


class BesideApart(ReferenceOverProtocol):
    """Places him on the other side half an inch away from the mount's base: not beside it."""

    NAME = "beside-apart"

    def perform(self, request, dice):
        state, events, rulings = super().perform(request, dice)
        if request.ruleset == "lotow":
            _placed_on_the_other_side(request.state, state, 0.5)
        return state, events, rulings


class FailsToDismount(ReferenceOverProtocol):
    """Fails on every lotow ``dismount`` with an exception of its own (the kit answers ``errored``
    with its message and traceback)."""

    NAME = "fails-to-dismount"
    MESSAGE = "the dismount table of this engine has no row for a rider whose mount moved more than half its Move"

    def perform(self, request, dice):
        if request.ruleset == "lotow" and request.action.get("action") == "dismount":
            raise LookupError(self.MESSAGE)
        return super().perform(request, dice)


class BreaksTheSchema(ReferenceOverProtocol):
    """Answers every lotow ``dismount`` with a reply that breaks the protocol schema."""

    NAME = "breaks-the-schema"

    def handle(self, message):
        if message.get("cmd") == "perform" and message.get("action", {}).get("action") == "dismount":
            return {"cmd": "performed", "seq": message["seq"], "events": "none"}
        return super().handle(message)

    def handle_line(self, line):
        reply = self.handle(json.loads(line))
        return None if reply is None else json.dumps(reply)


class DeclaresNothingKnown(ReferenceOverProtocol):
    """Answers as the reference, but its handshake lists one ruleset with no action and another's action
    under a name the oracle does not have: a smoke test has nothing to ask it."""

    NAME = "declares-nothing-known"

    def __init__(self, seed=None):
        super().__init__(seed)
        self.RULESETS = {"lotow": [], "gurps": ["gallop-sideways"]}


class MisspellsARuling(ReferenceOverProtocol):
    """The reference, whose handshake lists among the rulings it follows one misspelt."""

    NAME = "misspells-a-ruling"

    def __init__(self, seed=None):
        super().__init__(seed)
        self.RULINGS = ["lotow.falling.land-prone", *self.RULINGS]


if __name__ == "__main__":
    {"Planted": Planted, "BesideElsewhere": BesideElsewhere, "BesideApart": BesideApart,
     "BreaksTheSchema": BreaksTheSchema}[
        sys.argv[1] if len(sys.argv) > 1 else "Planted"]().serve()
