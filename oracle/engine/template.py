"""A template rules engine on the Python SDK (:mod:`oracle.engine.sdk`): copy it, rename it, fill in ``perform``.

The same template as the JavaScript kit's (``adapters/js/template/engine.js``).  It declares
one action and resolves one row of it; everything else it declares answers ``skipped`` (not
a failure) until you implement it.  It uses only the SDK and the protocol models (pydantic),
not the oracle's rule code.  Check it at each step::

    oracle smoke --engine "cmd:python -m oracle.engine.template"
    oracle try --engine "cmd:python -m oracle.engine.template" --table examples/tables/rider-on-horse.yaml \\
        --action "roll-thrown-rider fighter=rider" --dice 6
    oracle run --engine "py:oracle.engine.template:TemplateEngine"
    oracle fuzz --engine "py:oracle.engine.template:TemplateEngine" --ruleset lotow

What a new table should be, for any action: ``oracle try --engine reference ... --json``.
"""

from __future__ import annotations

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
        # lotow.mounted.thrown-rider.6: he lands on his feet beside the mount, with no penalty
        at = mount.get("position", {})
        fighters = []
        for f in state["fighters"]:
            if f["id"] == who:
                beside = mount.get("base_radius", 1.0) + f.get("base_radius", 0.5)
                f = {**f, "thrown": True,
                     "position": {"x": at.get("x", 0.0) + beside, "y": at.get("y", 0.0), "z": at.get("z", 0.0)}}
            fighters.append(f)
        seat = "rider" if mount.get("rider") == who else "passenger"
        # a rider who leaves the saddle is the mount's dismounted rider (lotow.mounted.loose.when)
        # and the share of its Move he rode it this turn (ruling lotow.mounted.mount-move)
        rode = next(f for f in state["fighters"] if f["id"] == who).get("move_used", 0.0)
        off = {seat: None, **({"last_rider": who, "move_used": max(mount.get("move_used", 0.0), rode)}
                              if seat == "rider" else {})}
        mounts = [{**m, **off} if m["id"] == mount["id"] else m for m in state["mounts"]]
        return {**state, "fighters": fighters, "mounts": mounts}, [
            event("lotow.mounted.thrown-rider.6", f"{who} lands on his feet", roll=roll)]


if __name__ == "__main__":  # pragma: no cover
    TemplateEngine().serve()
