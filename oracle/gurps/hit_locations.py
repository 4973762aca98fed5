"""Hit locations: an attacker chooses where to strike; a wholly inaccurate attack uses a
random location.  Clauses ``gurps.hit-locations.*``.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note
from oracle.gurps.ruleset import RULESET
from oracle.gurps.state import GurpsTable, require

L = "gurps.hit-locations"


@RULESET.action("aim-at-location")
class AimAtLocation(Action):
    attacker: str
    target: str
    location: str | None = None
    wholly_inaccurate: str | None = Field(default=None, description="What makes the attack wholly inaccurate (a wild swing...)")


@RULESET.handler(AimAtLocation)
def aim_at_location(ctx: Context, table: GurpsTable, action: AimAtLocation) -> GurpsTable:
    """gurps.hit-locations.chosen, .wholly-inaccurate."""
    t = table.get(action.target)
    table.get(action.attacker)
    if action.wholly_inaccurate:
        require(action.location is None, f"{L}.wholly-inaccurate",
                f"{action.wholly_inaccurate} is wholly inaccurate: the {action.location} cannot be chosen")
        t = t.add_pending("gurps.hook.random-hit-location", f"{L}.wholly-inaccurate", "random hit location")
        return note(ctx, table.put(t), f"{L}.wholly-inaccurate", f"{action.wholly_inaccurate}: a random hit location", location="random")
    require(action.location is not None, f"{L}.chosen", "name the hit location aimed at")
    return note(ctx, table, f"{L}.chosen", f"{action.attacker} chooses to strike {t.id}'s {action.location}", location=action.location)
