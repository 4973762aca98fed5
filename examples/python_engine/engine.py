"""A sample rules engine in Python: Legends of the Old West, the Thrown Riders table.

It resolves two actions of the mounted rules through the protocol, on plain JSON
tables as an outside implementation would (it does not use the oracle's rule code):

* ``roll-thrown-rider`` (clauses lotow.mounted.thrown-rider.1, .2-5, .6);
* ``strike`` (whether a fighter may strike: a killed one does nothing more,
  lotow.mounted.passengers.rider-killed; a passenger never does,
  lotow.mounted.passengers.no-shooting-or-fighting; a rider thrown on 2-5 strikes no
  blows, lotow.mounted.thrown-rider.2-5; one thrown on a 1 fights lying down).

Every other action is skipped (it is not listed in the handshake).  It rolls its own
dice when asked (statistical mode) and does not compute exact odds, so exact-odds
scenarios are skipped.  It has no deliberate divergence from the rules.

Run it through the oracle either way:

    oracle run --engine "cmd:python -m examples.python_engine.engine"
    oracle run --engine "py:examples.python_engine.engine:ThrownRiders"
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.engine.sdk import Engine, Refusal, Unsupported, event  # noqa: E402


def _find(items, ident, what):
    for item in items:
        if item["id"] == ident:
            return item
    raise Unsupported(f"no {what} {ident!r} on the table")


def _fighter_defaults(f):
    f.setdefault("base_radius", 0.5)
    f.setdefault("position", {"x": 0.0, "y": 0.0, "z": 0.0})
    return f


class ThrownRiders(Engine):
    NAME = "sample-python"
    VERSION = "1.0"
    RULESETS = {"lotow": ["roll-thrown-rider", "strike"]}
    OWN_DICE = True

    def perform(self, request, dice):
        table = json.loads(json.dumps(request.state))  # a private copy to change
        action = request.action
        if action["action"] == "roll-thrown-rider":
            return self.thrown_rider(table, action["fighter"], dice)
        if action["action"] == "strike":
            return self.strike(table, action["fighter"])
        raise Unsupported(f"action {action['action']!r}")

    def thrown_rider(self, table, who, dice):
        fighters = table.setdefault("fighters", [])
        fighter = _fighter_defaults(_find(fighters, who, "fighter"))
        mount = next((m for m in table.get("mounts", []) if who in (m.get("rider"), m.get("passenger"))), None)
        if mount is None:
            raise Refusal("lotow.mounted.thrown-rider.1", f"{who} is not on a mount, so he cannot be thrown from one")
        roll = dice.roll(6, "D6 on the Thrown Riders table")
        passenger = mount.get("passenger") if mount.get("rider") == who else None
        if mount.get("rider") == who:
            mount["rider"] = None
            mount["last_rider"] = who  # its dismounted rider (lotow.mounted.loose.when)
            # the share of its Move he rode it this turn (ruling lotow.mounted.mount-move)
            mount["move_used"] = max(mount.get("move_used", 0.0), fighter.get("move_used", 0.0))
        else:
            mount["passenger"] = None
        pos = mount.get("position", {"x": 0.0, "y": 0.0, "z": 0.0})
        fighter["position"] = {"x": pos.get("x", 0.0) + mount.get("base_radius", 1.0) + fighter["base_radius"],
                               "y": pos.get("y", 0.0), "z": pos.get("z", 0.0)}
        fighter["thrown"] = True
        if roll == 1:
            fighter["posture"] = "prone"
            fighter["hits"] = list(fighter.get("hits", [])) + [{"strength": 2, "clause": "lotow.mounted.thrown-rider.1"}]
            ev = event("lotow.mounted.thrown-rider.1", f"{who} is thrown over the mount's head", roll=roll)
        elif roll <= 5:
            fighter["stopped_by"] = fighter["turn_over_by"] = "lotow.mounted.thrown-rider.2-5"
            ev = event("lotow.mounted.thrown-rider.2-5", f"{who} falls beside the mount, turn over", roll=roll)
        else:
            ev = event("lotow.mounted.thrown-rider.6", f"{who} lands on his feet", roll=roll)
        if passenger:
            # ruling lotow.mounted.passengers.rider-thrown, default: the passenger comes off too
            table, more = self.thrown_rider(table, passenger, dice)
            return table, [ev, *more]
        return table, [ev]

    def strike(self, table, who):
        fighter = _find(table.get("fighters", []), who, "fighter")
        if fighter.get("alive") is False:  # a killed fighter does nothing more, before any other check
            raise Refusal("lotow.mounted.passengers.rider-killed", f"{who} is dead and does nothing more")
        if any(m.get("passenger") == who for m in table.get("mounts", [])):
            raise Refusal("lotow.mounted.passengers.no-shooting-or-fighting",
                          f"{who} is a passenger and cannot fight in close combat")
        if fighter.get("turn_over_by") == "lotow.mounted.thrown-rider.2-5":
            raise Refusal("lotow.mounted.thrown-rider.2-5", f"{who} was thrown this turn and strikes no blows")
        events = []
        if fighter.get("thrown") and fighter.get("posture") == "prone":
            events.append(event("lotow.mounted.thrown-rider.1", f"{who} fights lying down"))
        return table, events


class _Loaded:
    """A six-sided die that shows 6 one time in 4 (a fair die: one time in 6)."""

    def __init__(self, rng):
        self.rng = rng

    def randint(self, low, high):
        if high == 6 and self.rng.random() < 0.25:
            return 6
        return self.rng.randint(low, min(high, 5))


class LoadedDie(ThrownRiders):
    """The same engine with a loaded die of its own, for the statistical mode's power check.

    Scripted dice are unaffected, so every scenario still passes: only statistical mode
    (the engine rolling its own dice) can catch it.
    """

    NAME = "sample-python-loaded"

    def __init__(self, seed=None):
        super().__init__(seed)
        self.rng = _Loaded(self.rng)


if __name__ == "__main__":
    (LoadedDie if "--loaded" in sys.argv else ThrownRiders)().serve()
