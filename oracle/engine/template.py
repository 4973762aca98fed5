"""A template rules engine on the Python SDK (:mod:`oracle.engine.sdk`): copy it, rename it, fill in ``perform``.

The same template as the JavaScript kit's (``adapters/js/template/engine.js``).  It declares
one action and resolves one row of it; everything else it declares answers ``skipped`` (not
a failure) until you implement it.  It uses only the SDK, the protocol models (pydantic) and the measuring
tolerance of :mod:`oracle.core.measure`, not the oracle's rule code.  Check it at each step::

    oracle smoke --engine "cmd:python -m oracle.engine.template"
    oracle try --engine "cmd:python -m oracle.engine.template" --table examples/tables/rider-on-horse.yaml \\
        --action "roll-thrown-rider fighter=rider" --dice 6
    oracle run --engine "py:oracle.engine.template:TemplateEngine"
    oracle fuzz --engine "py:oracle.engine.template:TemplateEngine" --ruleset lotow

What a new table should be, for any action: ``oracle try --engine reference ... --json``.
"""

from __future__ import annotations

import math

from oracle.core.measure import SHAPE_TOLERANCE
from oracle.engine import protocol as P
from oracle.engine.sdk import Dice, Engine, Refusal, Unsupported, event

THROWN_RIDERS_DIE = "D6 on the Thrown Riders table"


class TemplateEngine(Engine):
    NAME = "template-engine"
    VERSION = "0.1.0"
    RULESETS = {"lotow": ["roll-thrown-rider"]}

    def perform(self, request: P.Perform, dice: Dice):
        state, action = request.state, request.action
        if action["action"] != "roll-thrown-rider":
            raise Unsupported(f"{action['action']} is not implemented yet")
        who = action["fighter"]
        mount = next((m for m in state.get("mounts", []) if who in (m.get("rider"), m.get("passenger"))), None)
        if mount is None:
            raise Refusal("lotow.mounted.thrown-rider.1", f"{who} is not on a mount")
        roll = dice.roll(6, THROWN_RIDERS_DIE)
        if roll != 6:
            raise Unsupported(f"a roll of {roll} on the Thrown Riders table is not implemented yet")
        if mount.get("passenger") and mount.get("rider") == who:
            raise Unsupported("a passenger left behind is not implemented yet")
        # lotow.mounted.thrown-rider.6: he lands on his feet beside the mount, with no penalty, where a base may stand
        rider = next(f for f in state["fighters"] if f["id"] == who)
        at = mount.get("position", {})
        r = rider.get("base_radius", 0.5)
        spot = {"x": at.get("x", 0.0) + mount.get("base_radius", 1.0) + r, "y": at.get("y", 0.0), "z": at.get("z", 0.0)}
        if _taken(state, who, mount, spot, r):
            raise Unsupported("setting him beside the mount anywhere but its +x side is not implemented yet")
        fighters = [{**f, "thrown": True, "position": spot} if f["id"] == who else f for f in state["fighters"]]
        seat = "rider" if mount.get("rider") == who else "passenger"
        # a rider who leaves the saddle is the mount's dismounted rider (lotow.mounted.loose.when)
        # and the share of its Move he rode it this turn (ruling lotow.mounted.mount-move)
        rode = next(f for f in state["fighters"] if f["id"] == who).get("move_used", 0.0)
        off = {seat: None, **({"last_rider": who, "move_used": max(mount.get("move_used", 0.0), rode)}
                              if seat == "rider" else {})}
        mounts = [{**m, **off} if m["id"] == mount["id"] else m for m in state["mounts"]]
        return {**state, "fighters": fighters, "mounts": mounts}, [
            event("lotow.mounted.thrown-rider.6", f"{who} lands on his feet", roll=roll)]


def _taken(state: dict, who: str, mount: dict, spot: dict, r: float) -> bool:
    """Whether a base of radius ``r`` at ``spot`` lies over another model's base on its level, inside raised ground
    higher than it, over a fence (an obstacle with a line: its ground the line widened to its width) or beyond one
    from the mount: the checks of the JavaScript template."""
    def pos(model: dict) -> tuple[float, float, float]:
        p = model.get("position") or {}
        return p.get("x", 0.0), p.get("y", 0.0), p.get("z", 0.0)

    seated = {i for m in state.get("mounts", []) for i in (m.get("rider"), m.get("passenger")) if i}
    bases = [f for f in state["fighters"] if f["id"] != who and f.get("alive", True) and f["id"] not in seated]
    bases += [m for m in state.get("mounts", []) if m["id"] != mount["id"] and m.get("alive", True)
              and not m.get("removed", False)]
    x, y, z = spot["x"], spot["y"], spot["z"]
    for b in bases:
        bx, by, bz = pos(b)
        if abs(bz - z) < SHAPE_TOLERANCE and math.hypot(bx - x, by - y) < b.get("base_radius", 0.5) + r - SHAPE_TOLERANCE:
            return True
    for p in state.get("platforms", []):
        dx = max(p["x"] - x, 0.0, x - p["x"] - p["width"])
        dy = max(p["y"] - y, 0.0, y - p["y"] - p["depth"])
        if p["height"] > z + SHAPE_TOLERANCE and math.hypot(dx, dy) < r - SHAPE_TOLERANCE:
            return True
    fx, fy, _ = pos(mount)

    def side(a: dict, b: dict, px: float, py: float) -> float:
        cross = (b["x"] - a["x"]) * (py - a["y"]) - (b["y"] - a["y"]) * (px - a["x"])
        return (cross > 0) - (cross < 0)

    def gap_to(a: dict, b: dict) -> float:
        dx, dy = b["x"] - a["x"], b["y"] - a["y"]
        t = max(0.0, min(1.0, ((x - a["x"]) * dx + (y - a["y"]) * dy) / ((dx * dx + dy * dy) or 1.0)))
        return math.hypot(a["x"] + t * dx - x, a["y"] + t * dy - y)

    for o in state.get("obstacles", []):
        if not o.get("line"):
            continue
        a, b = ({"x": q.get("x", 0.0), "y": q.get("y", 0.0)} for q in o["line"])
        across = side(a, b, fx, fy) != side(a, b, x, y) and \
            side({"x": fx, "y": fy}, spot, a["x"], a["y"]) != side({"x": fx, "y": fy}, spot, b["x"], b["y"])
        if across or gap_to(a, b) < o.get("width", 0.0) / 2 + r - SHAPE_TOLERANCE:
            return True
    return False


if __name__ == "__main__":  # pragma: no cover
    TemplateEngine().serve()
