"""Comparing two tables on what the rules decide.

Fields marked free on the table models (:mod:`oracle.core.free`) are compared by the
rule's predicate, every other field by value.  ``oracle fuzz``, ``oracle try`` and the
``Then the table is:`` step use this one comparison, so an engine that places a thrown
rider at another point touching his mount's base is not reported as disagreeing.
"""

from __future__ import annotations

import json
import math
import types
import typing
from typing import Any

from pydantic import BaseModel

from oracle.core.free import ANY_ORDER, BASE_CONTACT, mark
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE

CONTACT_TOLERANCE = SHAPE_TOLERANCE
"""Bases closer to touching than this (inches or centimetres) touch: engines round differently."""

Difference = tuple[str, Any, Any]
"""Where two tables differ (a path such as ``table.fighters[0].position``), and the two values."""


def first_difference(model: type[BaseModel], expected: BaseModel, got: BaseModel, path: str = "table") -> Difference | None:
    """The first difference on what the rules decide between two tables of ``model``, or ``None``."""
    if expected == got:
        return None
    e = expected.model_dump(mode="json")
    g = got.model_dump(mode="json")
    return _compare(model, e, g, path, (e, g))


def free_fields(model: type[BaseModel], path: str = "") -> list[tuple[str, dict[str, str]]]:
    """Every field of a table model marked free, with its mark (for docs and tests)."""
    out: list[tuple[str, dict[str, str]]] = []
    for name, info in model.model_fields.items():
        where = f"{path}.{name}" if path else name
        found = mark(info)
        if found:
            out.append((where, found))
        sub = _item_model(info.annotation)
        if sub is not None and sub is not model:
            out += free_fields(sub, where + ("[]" if _is_sequence(info.annotation) else ""))
    return out


# --- internals ------------------------------------------------------------------------------


def _unwrap(annotation):
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def _is_sequence(annotation) -> bool:
    return typing.get_origin(_unwrap(annotation)) in (tuple, list)


def _item_model(annotation) -> type[BaseModel] | None:
    annotation = _unwrap(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if typing.get_origin(annotation) in (tuple, list):
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        if args and len(set(args)) == 1:
            item = _unwrap(args[0])
            if isinstance(item, type) and issubclass(item, BaseModel):
                return item
    return None


def _touching(table: dict, item: dict, against: list[str]) -> frozenset[str]:
    """The ids of the models in the ``against`` collections of ``table`` whose round bases touch ``item``'s."""
    pos, radius = item.get("position"), item.get("base_radius")
    if not isinstance(pos, dict) or not isinstance(radius, (int, float)):
        return frozenset()
    x, y = float(pos.get("x", 0.0)), float(pos.get("y", 0.0))
    found = set()
    for collection in against:
        for other in table.get(collection) or ():
            if not isinstance(other, dict) or other.get("id") == item.get("id"):
                continue
            op, orad = other.get("position"), other.get("base_radius")
            if isinstance(op, dict) and isinstance(orad, (int, float)):
                d = math.hypot(float(op.get("x", 0.0)) - x, float(op.get("y", 0.0)) - y)
                if abs(d - (radius + orad)) <= CONTACT_TOLERANCE + EPSILON:
                    found.add(other.get("id"))
    return frozenset(found)


def _canonical(value: Any) -> str:
    if isinstance(value, list) and len(value) == 2 and all(not isinstance(v, (dict, list)) for v in value):
        value = sorted(value, key=json.dumps)  # a pair: unordered
    return json.dumps(value, sort_keys=True)


def _compare(model: type[BaseModel], e: dict, g: dict, path: str, bases: tuple[dict, dict]) -> Difference | None:
    for name, info in model.model_fields.items():
        ev, gv = e.get(name), g.get(name)
        if ev == gv:
            continue
        where = f"{path}.{name}"
        found = mark(info)
        kind = found["compare"] if found else None
        if kind == BASE_CONTACT and isinstance(e.get("id"), str) and e.get("id") == g.get("id"):
            against = found.get("against") or []
            touching = _touching(bases[0], e, against)
            if touching and touching == _touching(bases[1], g, against):
                continue  # touching the same bases: the same placement, by the rule's own predicate
            return where, ev, gv
        sub = _item_model(info.annotation)
        if isinstance(ev, list) and isinstance(gv, list):
            if kind == ANY_ORDER:
                diff = _compare_unordered(sub, ev, gv, where, bases)
            elif sub is not None and len(ev) == len(gv):
                diff = next((d for i, (x, y) in enumerate(zip(ev, gv))
                             if (d := _compare_item(sub, x, y, f"{where}[{i}]", bases)) is not None), None)
            else:
                diff = (where, ev, gv)
            if diff is not None:
                return diff
            continue
        if sub is not None and isinstance(ev, dict) and isinstance(gv, dict):
            diff = _compare(sub, ev, gv, where, bases)
            if diff is not None:
                return diff
            continue
        return where, ev, gv
    return None


def _compare_item(sub, x, y, where, bases) -> Difference | None:
    if x == y:
        return None
    if sub is not None and isinstance(x, dict) and isinstance(y, dict):
        return _compare(sub, x, y, where, bases)
    return where, x, y


def _compare_unordered(sub, ev: list, gv: list, where: str, bases) -> Difference | None:
    if sub is not None and all(isinstance(v, dict) and "id" in v for v in ev + gv):
        by_id = {v["id"]: v for v in gv}
        if sorted(v["id"] for v in ev) != sorted(by_id):
            return where, [v["id"] for v in ev], [v["id"] for v in gv]
        for v in ev:
            diff = _compare_item(sub, v, by_id[v["id"]], f"{where}[id={v['id']}]", bases)
            if diff is not None:
                return diff
        return None
    if sorted(map(_canonical, ev)) != sorted(map(_canonical, gv)):
        return where, ev, gv
    return None
