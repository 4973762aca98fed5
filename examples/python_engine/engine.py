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
import math
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


TOUCH = 1e-6  # inches: bases this close count as touching, not overlapping


def _xyz(p):
    p = p or {}
    return p.get("x", 0.0), p.get("y", 0.0), p.get("z", 0.0)


def _rect_gap(pl, x, y):
    dx = max(pl["x"] - x, 0.0, x - (pl["x"] + pl["width"]))
    dy = max(pl["y"] - y, 0.0, y - (pl["y"] + pl["depth"]))
    return math.hypot(dx, dy)


def _mounted(table, ident):
    return any(ident in (m.get("rider"), m.get("passenger")) for m in table.get("mounts", []))


def _segment_gap(a, b, p):
    """The distance from the point p to the segment a-b, in plan."""
    (ax, ay), (bx, by), (px, py) = a, b, p
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ((dx * dx + dy * dy) or 1.0)))
    return math.hypot(ax + t * dx - px, ay + t * dy - py)


def _line(obstacle):
    a, b = obstacle["line"]
    return _xyz(a)[:2], _xyz(b)[:2]


def _crosses(p, q, a, b):
    """Whether the segments p-q and a-b meet, in plan."""
    def turn(o, s, t):
        v = (s[0] - o[0]) * (t[1] - o[1]) - (s[1] - o[1]) * (t[0] - o[0])
        return 0 if abs(v) < TOUCH else (1 if v > 0 else -1)
    return turn(p, q, a) != turn(p, q, b) and turn(a, b, p) != turn(a, b, q)


def _may_stand(table, x, y, z, r, ignore):
    """A base may stand there: on the ground (the highest raised ground under its centre, or the table, at its
    height), in no higher raised ground, over no other model's base at that height, over no obstacle (a fence:
    its line widened to its width)."""
    platforms = table.get("platforms", [])
    if any(_segment_gap(*_line(o), (x, y)) < o.get("width", 0.0) / 2 + r - TOUCH
           for o in table.get("obstacles", []) if o.get("line")):
        return False
    ground = max([pl["height"] for pl in platforms if _rect_gap(pl, x, y) <= TOUCH], default=0.0)
    if abs(ground - z) > TOUCH:
        return False
    if any(pl["height"] > z + TOUCH and _rect_gap(pl, x, y) < r - TOUCH for pl in platforms):
        return False
    bases = [(f["id"], _xyz(f.get("position")), f.get("base_radius", 0.5)) for f in table.get("fighters", [])
             if f.get("alive", True) and not _mounted(table, f["id"])]
    bases += [(m["id"], _xyz(m.get("position")), m.get("base_radius", 1.0)) for m in table.get("mounts", [])
              if m.get("alive", True) and not m.get("removed")]
    return not any(ident not in ignore and abs(c[2] - z) <= TOUCH and math.hypot(c[0] - x, c[1] - y) < cr + r - TOUCH
                   for ident, c, cr in bases)


def _beside(table, mount, fighter, clause, nearest=False):
    """Beside the mount, his base touching its base, where a base may stand and on the mount's side of every
    obstacle: the places are tried from its +x side round both ways every 5 degrees; none free is a refusal under
    ``clause``."""
    x, y, z = _xyz(mount.get("position"))
    reach = mount.get("base_radius", 1.0) + fighter["base_radius"]
    for step in range(37):
        for turn in ((step * 5,) if step in (0, 36) else (step * 5, -step * 5)):
            a = math.radians(turn)
            at = (x + reach, y) if turn == 0 else (x + reach * math.cos(a), y + reach * math.sin(a))
            beyond = any(_crosses((x, y), at, *_line(o)) for o in table.get("obstacles", []) if o.get("line"))
            if not beyond and _may_stand(table, at[0], at[1], z, fighter["base_radius"], (fighter["id"], mount["id"])):
                return {"x": at[0], "y": at[1], "z": z}
    if nearest:
        # a rider thrown on a 1, "рядом с фигуркой лошади (если это возможно)": with no room beside the mount, the
        # nearest place where a base may stand, on rings 0.1" apart round the mount's centre, out to 12" (ruling
        # lotow.mounted.thrown-rider.no-room, default reading)
        for ring in range(1, 121):
            for step in range(72):
                a = math.radians(step * 5.0)
                at = (x + ring * 0.1 * math.cos(a), y + ring * 0.1 * math.sin(a))
                if _may_stand(table, at[0], at[1], z, fighter["base_radius"], (fighter["id"],)):
                    return {"x": at[0], "y": at[1], "z": z}
    raise Refusal(clause, f"there is no place beside {mount['id']} for {fighter['id']}'s base")


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
        clause = ("lotow.mounted.thrown-rider.1" if roll == 1 else
                  "lotow.mounted.thrown-rider.2-5" if roll <= 5 else "lotow.mounted.thrown-rider.6")
        fighter["position"] = _beside(table, mount, fighter, clause, nearest=roll == 1)
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
