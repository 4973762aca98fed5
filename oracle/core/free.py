"""Fields of a table the rules leave free, and how two values of one are the same decision.

Some of what an action leaves on the table is not decided by the rules: a thrown rider is
placed *beside* his mount, not at a given point; the order in which models are listed is
no rule at all.  Two engines that agree on everything the rules decide may still write
different values there.  A table model marks such a field with :func:`free`; the mark is
written into the JSON Schema (``x-free``) and the comparison of tables
(:mod:`oracle.engine.compare`, used by ``oracle fuzz``, ``oracle try`` and the
``Then the table is:`` step of ``oracle run``) compares the field by the rule's own
predicate instead of by value.
"""

from __future__ import annotations

from typing import Any, Literal

FREE_KEY = "x-free"
"""The key of the mark in a field's JSON Schema."""

BASE_CONTACT = "base-contact"
"""A position the rules give only as "in base contact with ...": the same decision when the
model's base touches the same models' bases, among the table's collections named by
``against`` (and, where it touches none, the same point)."""

ANY_ORDER = "any-order"
"""A list whose order the rules do not decide: items with an ``id`` are matched by id,
others (including pairs, which are compared as unordered pairs) as a multiset."""

FreeKind = Literal["base-contact", "any-order"]


def free(kind: FreeKind, decides: str, against: tuple[str, ...] = ()) -> dict[str, Any]:
    """Keyword arguments for ``pydantic.Field`` marking a field the rules leave free.

    ``decides`` says, in the rules' words, what they do decide about it; for
    :data:`BASE_CONTACT`, ``against`` names the table's collections whose bases count.
    """
    mark: dict[str, Any] = {"compare": kind, "decides": decides}
    if against:
        mark["against"] = list(against)
    return {"json_schema_extra": {FREE_KEY: mark}}


def mark(field_info) -> dict[str, Any] | None:
    """The free-field mark of a pydantic ``FieldInfo``, if any."""
    extra = field_info.json_schema_extra
    if isinstance(extra, dict):
        found = extra.get(FREE_KEY)
        if isinstance(found, dict):
            return found
    return None
