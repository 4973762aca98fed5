"""Атака на нескольких противников одновременно — charging several enemies at once."""

from __future__ import annotations

from oracle.core.errors import RuleViolation
from oracle.core.resolve import Context
from oracle.mordheim.state import MordheimTable


def engage_touched(ctx: Context, table: MordheimTable, cid: str, tid: str, also: tuple[str, ...]) -> MordheimTable:
    """Engage every other enemy the charger's base touches at the end of its charge
    (rule mordheim.charging-several.touching, ruling mordheim.charging-several.targets)."""
    from oracle.mordheim.charging import in_contact

    c = table.warrior(cid)
    reading = ctx.ruling("mordheim.charging-several.targets")
    touched = [e.id for e in table.enemies_of(c) if e.id != tid and not e.hidden and in_contact(ctx, table, c, e)]
    for name in also:
        if name not in touched:
            raise RuleViolation("mordheim.charging-several.touching",
                                f"{cid} does not touch {name} at the end of its charge, so it cannot charge it too")
    charged = touched if reading == "named-target-plus-touched" else [n for n in touched if n in also]
    for e in charged:
        table = table.engage(cid, e)
    if charged:
        ctx.emit("mordheim.charging-several.touching",
                 f"{cid} touches {', '.join([tid, *charged])} with its base and charges them all at once")
    return table
