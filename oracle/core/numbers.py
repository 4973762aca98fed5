"""Numbers a player, a question or a request gives: never ``true`` or ``false``.

pydantic's lax mode reads a bool as a number: YAML's or JSON's ``true`` in a count (``hits: true``,
``riders_at_start: true``, a skill level, a die of a request's ``dice``) was read as 1, ``false`` as 0,
and the question was answered as if the number had been written. Every numeric field of a table, an
action, a question and a protocol message has one of these types (or a distance of
:mod:`oracle.core.measure`, which refuses a bool the same way): a bool is refused with the field's
name, and text that reads as a number stays read (a Gherkin cell "3", YAML 1.1's ``1e3``).

Imports nothing but pydantic, as :mod:`oracle.engine.protocol`, which uses it, must.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable, Optional

from pydantic import BeforeValidator, Field
from pydantic_core import PydanticCustomError


def _refuse_truth_values(kind: str, error: str) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if value is True or value is False:
            raise PydanticCustomError(error, "Input should be {kind}, not {value}",
                                      {"kind": kind, "value": "true" if value else "false"})
        return value

    check.__name__ = f"no_truth_value_for_{error}"
    return check


no_truth_value = _refuse_truth_values("a number", "float_type")
"""A number is not true or false: a bool refused, anything else left to the field's own type."""

no_truth_value_whole = _refuse_truth_values("a whole number", "int_type")
"""The same for a whole number."""

Whole = Annotated[int, BeforeValidator(no_truth_value_whole)]
"""A whole number: a count (hits, wounds, models, dice), a level or score (a skill, a characteristic),
a turn, a request's number."""

Count = Annotated[int, Field(ge=0), BeforeValidator(no_truth_value_whole)]
"""A whole number that is never below 0: how many of something there are (hits taken, soldiers left, riders
dead), or an amount that is never negative (yards fallen, points of damage). An outcome phrase that states one
refuses a negative number (``possible={"n": span(Count)}``, :attr:`oracle.engine.ruleset.Outcome.possible`)."""

Number = Annotated[float, BeforeValidator(no_truth_value)]
"""A number that may have a fraction (seconds, a timeout, a share), not a distance (those are in
:mod:`oracle.core.measure`, with their unit)."""

# The same or None. Not ``Whole | None``: pydantic cannot put a field's bounds (``Field(ge=0)``) inside the
# check of a type in a union, so it checked them in Python after it and published them as "ge", a key no JSON
# Schema validator reads; here the check takes None too, and the bounds go on the number inside. For the same
# reason an alias with bounds of its own gives them before the check, ``Annotated[int | None, Field(ge=0),
# BeforeValidator(no_truth_value_whole)]``, as the distances of oracle.core.measure do.
MaybeWhole = Annotated[Optional[int], BeforeValidator(no_truth_value_whole)]
"""A whole number, or None."""

MaybeNumber = Annotated[Optional[float], BeforeValidator(no_truth_value)]
"""A number, or None."""
