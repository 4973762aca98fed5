"""Hit locations: an attacker chooses where to strike; a wholly inaccurate attack uses a
random location.  Clauses ``gurps.hit-locations.*``.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note
from oracle.gurps.ids import (
    HIT_LOCATIONS_CHOSEN, HIT_LOCATIONS_WHOLLY_INACCURATE, HOOK_RANDOM_HIT_LOCATION,
    MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, VISIBILITY_BLIND_ATTACKER_RANDOM_LOCATION,
)
from oracle.gurps.mounted_defence import HANG_OFF_TARGETS
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import GurpsTable, require
from oracle.gurps.visibility import random_location


@RULESET.action("aim-at-location")
class AimAtLocation(Action):
    distinct = ("attacker", "target")
    attacker: str
    target: str
    location: str | None = Field(default=None, min_length=1, description="The hit location aimed at")
    wholly_inaccurate: str | None = Field(default=None, min_length=1,
                                          description="What makes the attack wholly inaccurate (a wild swing...)")
    light_in_sight: bool = Field(default=False, description="A torch or flashlight is in the attacker's line of sight")


@RULESET.handler(AimAtLocation)
def aim_at_location(ctx: Context, table: GurpsTable, action: AimAtLocation) -> GurpsTable:
    """gurps.hit-locations.chosen, .wholly-inaccurate; a rider hanging off his mount's side offers only the locations
    of gurps.mounted-weapons.acrobatics.hang-off.

    gurps.visibility.blind-attacker.random-location: one who attacks a foe he cannot see does not choose the location
    ("命中的部位必须随机决定"; a stab in the dark is wholly inaccurate, "黑暗中的乱刺...不能有意识地选择攻击部位")."""
    t = table.get(action.target)
    a = table.get(action.attacker)
    if action.wholly_inaccurate is not None:
        require(action.location is None, HIT_LOCATIONS_WHOLLY_INACCURATE,
                f"{action.wholly_inaccurate} is wholly inaccurate: the {action.location} cannot be chosen")
        t = t.add_pending(HOOK_RANDOM_HIT_LOCATION, HIT_LOCATIONS_WHOLLY_INACCURATE, "random hit location")
        return note(ctx, table, HIT_LOCATIONS_WHOLLY_INACCURATE, f"{action.wholly_inaccurate}: a random hit location",
                    location="random", put=t)
    require(action.location is not None, HIT_LOCATIONS_CHOSEN, "name the hit location aimed at")
    unseen = random_location(ctx, a, t, action.light_in_sight)
    require(unseen is None, VISIBILITY_BLIND_ATTACKER_RANDOM_LOCATION,
            f"{unseen}: the hit location must be random, the {action.location} cannot be chosen")
    # gurps.mounted-weapons.acrobatics.hang-off: "你的敌人只能瞄准你的脚、脸、眼睛、颅骨和一只手"
    require(t.stunt != "hang-off" or action.location in HANG_OFF_TARGETS, MOUNTED_WEAPONS_ACROBATICS_HANG_OFF,
            f"{t.id} hangs off his mount's side: only feet, face, eyes, skull or one hand can be aimed at, "
            f"not the {action.location}")
    return note(ctx, table, HIT_LOCATIONS_CHOSEN, f"{action.attacker} chooses to strike {t.id}'s {action.location}", location=action.location)
