"""Атака на нескольких противников одновременно — charging several enemies at once."""

from __future__ import annotations

import math

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.geometry import Point
from oracle.core.measure import EPSILON
from oracle.core.resolve import Context
from oracle.mordheim.contact import fought_on_contact, in_contact
from oracle.mordheim.ids import (
    CHARGING_DECLARATION, CHARGING_SEVERAL_TOUCHING, HIDING_PROTECTION, RULING_CHARGING_SEVERAL_TARGETS,
)
from oracle.mordheim.state import MordheimTable, Warrior


def check_declared(table: MordheimTable, c: Warrior, tid: str, also: tuple[str, ...]) -> None:
    """Other enemies named with a declared charge (rule mordheim.charging-several.touching, ruling
    mordheim.charging-several.targets): each an enemy, not hidden, named once (rule mordheim.hiding.protection)."""
    for name in also:
        e = table.warrior(name)
        if e.side == c.side:
            raise RuleViolation(CHARGING_DECLARATION, f"{name} is not an enemy of {c.id}")
        if name == tid or also.count(name) > 1:
            raise SetupError(f"{c.id}'s charge, also_charging: {name} is named there "
                             + ("and is the charge's target already" if name == tid else "twice")
                             + "; name each enemy charged once, the target in target and the others in also_charging")
        if e.hidden:
            raise RuleViolation(HIDING_PROTECTION, f"{name} is hidden: it cannot be seen, shot at or charged "
                                                   f"({c.id} declares a charge)")


def check_named(ctx: Context, c: Warrior, also: tuple[str, ...]) -> None:
    """Ruling mordheim.charging-several.targets=all-named: a charge declared earlier may charge only the enemies
    its declaration named (rule mordheim.charging-several.touching)."""
    if ctx.ruling(RULING_CHARGING_SEVERAL_TARGETS) != "all-named":
        return
    unnamed = [n for n in also if n not in c.declared_also]
    if unnamed:
        raise RuleViolation(CHARGING_SEVERAL_TOUCHING,
                            f"{c.id} declared its charge against {', '.join([c.declared_charge or '?', *c.declared_also])}: "
                            f"{', '.join(unnamed)} was not named in the declaration and cannot be charged too")


def refuse_untouched(ctx: Context, table: MordheimTable, cid: str, end: Point, also: tuple[str, ...]) -> None:
    """Refuse a charge whose charger, its base where the planned charge ends (``end``), would not touch an enemy
    named to be charged too (rule mordheim.charging-several.touching: "Если вы можете во время атаки передвинуть
    вашего воина так, что он будет касаться подставкой более чем одного противника, он может атаковать
    одновременно всех, кого касается": only those it touches). Asked where the charge is planned, before any die:
    its route, and so where it ends, is known before the first test is rolled."""
    if not also:
        return
    probe = table.with_warrior(table.warrior(cid).evolve(position=end))
    c = probe.warrior(cid)
    for name in also:
        if not in_contact(ctx, probe, c, probe.warrior(name)):
            raise RuleViolation(CHARGING_SEVERAL_TOUCHING,
                                f"{cid} would not touch {name} at the end of its charge, so it cannot charge it too")


def engage_touched(ctx: Context, table: MordheimTable, cid: str, tid: str, also: tuple[str, ...]) -> MordheimTable:
    """Engage every other enemy the charger's base touches at the end of its charge
    (rule mordheim.charging-several.touching, ruling mordheim.charging-several.targets): asked once the hiding
    rules have looked at the charge, so that a hidden enemy it touches, found there, is charged too, one still
    hidden is not (:func:`contact.fought_on_contact`). The enemies named to be charged too were found touched
    where the charge ends before any die (:func:`refuse_untouched`)."""
    c = table.warrior(cid)
    reading = ctx.ruling(RULING_CHARGING_SEVERAL_TARGETS)
    touched = fought_on_contact(ctx, table, c, besides=(tid,))
    charged = touched if reading == "named-target-plus-touched" else [n for n in touched if n in also]
    for e in charged:
        table = table.engage(cid, e)
    if charged:
        ctx.emit(CHARGING_SEVERAL_TOUCHING,
                 f"{cid} touches {', '.join([tid, *charged])} with its base and charges them all at once")
    return table


def contact_point(table: MordheimTable, charger: str, target: str, other: str) -> tuple[float, float]:
    """Where the charger's base touches both the target's and the other enemy's bases, the place nearer the
    charger (rule mordheim.charging-several.touching)."""
    c, a, b = table.warrior(charger), table.warrior(target), table.warrior(other)
    ra, rb = c.base_radius + a.base_radius, c.base_radius + b.base_radius
    ax, ay, bx, by = a.position.x, a.position.y, b.position.x, b.position.y
    d = math.hypot(bx - ax, by - ay)
    if d > ra + rb + EPSILON or d < abs(ra - rb) or d == 0:
        raise RuleViolation(CHARGING_SEVERAL_TOUCHING,
                            f"no place lets {charger}'s base touch both {target} and {other} "
                            f"({max(0.0, d - a.base_radius - b.base_radius):.3g}\" apart, more than its base)")
    k = (ra * ra - rb * rb + d * d) / (2 * d)
    h = math.sqrt(max(0.0, ra * ra - k * k))
    mx, my = ax + k * (bx - ax) / d, ay + k * (by - ay) / d
    options = [(mx + h * (by - ay) / d, my - h * (bx - ax) / d), (mx - h * (by - ay) / d, my + h * (bx - ax) / d)]
    return min(options, key=lambda p: math.hypot(p[0] - c.position.x, p[1] - c.position.y))
