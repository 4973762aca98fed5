"""Distances with explicit units.

Each game measures in one unit: inches (Legends of the Old West, Mordheim), yards
(GURPS) or centimetres (the WWII game).  State fields carry their unit in their type
(``Inches``, ``Yards``, ``Centimetres``: non-negative floats); text such as ``1.5"``,
``1½"``, ``3 in``, ``10 cm`` or ``6 yards`` is parsed by :func:`parse_distance`, which
refuses negative values and mixed units.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from pydantic import BeforeValidator, Field

from oracle.core.errors import SetupError
from oracle.core.numbers import no_truth_value

EPSILON = 1e-9
"""Tolerance for comparing measured distances with the limits the rules state (a 2" move that
measures 2.0000000001" after a float sum is still 2")."""

SHAPE_TOLERANCE = 1e-6
"""Tolerance for the results of shapely operations (buffers, intersections, contact between
polygons and discs): a buffered circle is a polygon of straight segments, so a point that is on
a base edge is only within about 1e-7 of it; heights, levels and contact use this coarser
tolerance, far below anything measurable on a table and above the polygon approximation."""

FLOAT_NOISE = 1e-12
"""A difference that is only float rounding: a shortest-path relaxation improves a route only
by more than this, and an overlap smaller than this is no overlap."""

FARTHEST: float = 1e6
"""The largest distance, and the farthest a position may lie from the table's origin, in the
ruleset's unit (a million inches is 25 km).  A bound of the engine, not of the rules: its geometry
works in floating point and squares distances, so positions near the limits of a float gave
overflow errors, divisions by zero and empty shapes instead of an answer; a table stays far inside it."""

Coordinate = Annotated[float, Field(ge=-FARTHEST, le=FARTHEST), BeforeValidator(no_truth_value)]
"""A position or an offset along one axis of the table, in the ruleset's unit: no farther than
:data:`FARTHEST` (a corner of a piece of terrain, a point of a route, the spot of base contact)."""

Inches = Annotated[float, Field(ge=0, le=FARTHEST, json_schema_extra={"unit": "inch"}), BeforeValidator(no_truth_value)]
Yards = Annotated[float, Field(ge=0, le=FARTHEST, json_schema_extra={"unit": "yard"}), BeforeValidator(no_truth_value)]
Centimetres = Annotated[float, Field(ge=0, le=FARTHEST, json_schema_extra={"unit": "cm"}), BeforeValidator(no_truth_value)]

UNITS = {
    '"': "in", "″": "in", "in": "in", "inch": "in", "inches": "in", "дюйм": "in", "дюйма": "in", "дюймов": "in",
    "cm": "cm", "см": "cm",
    "yd": "yd", "yard": "yd", "yards": "yd", "ярд": "yd", "码": "yd",
}
UNIT_NAMES = {"in": "inches", "cm": "centimetres", "yd": "yards"}
"""Each unit's name in a message: "this game measures in in" read as a slip."""
_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
_PATTERN = re.compile(r"^\s*(-?)\s*(\d+(?:[.,]\d+)?)?\s*([½¼¾])?\s*(\S.*?)?\s*$")


@dataclass(frozen=True)
class Distance:
    value: float
    unit: str

    def __str__(self) -> str:
        v = f"{self.value:g}"
        return f'{v}"' if self.unit == "in" else f"{v} {self.unit}"

    def to(self, unit: str) -> float:
        if unit != self.unit:
            raise SetupError(f"{self} is in {UNIT_NAMES.get(self.unit, self.unit)}, but this game measures in "
                             f"{UNIT_NAMES.get(unit, unit)}")
        return self.value


def parse_distance(text: str, default_unit: str | None = None) -> Distance:
    """Parse ``1.5"``, ``1½"``, ``2 inches``, ``10 cm``, ``6 yards`` (``1,5"``: a decimal comma, as
    Russian writes it); refuse negative, unitless or far too large text (past :data:`FARTHEST`),
    and a comma before three digits (``1,000 cm``: a thousand in English, one in Russian)."""
    m = _PATTERN.match(text)
    if not m or (m.group(2) is None and m.group(3) is None):
        raise SetupError(f"{text!r} is not a distance (write it like 1.5\", 10 cm or 6 yards)")
    sign, number, frac, unit = m.groups()
    whole, comma, decimals = (number or "").partition(",")
    if comma and len(decimals) == 3 and not whole.startswith("0"):  # 0,125 is a decimal comma in any language
        raise SetupError(f"{text!r}: a thousands separator or a decimal comma? write {number.replace(',', '')} "
                         f"or {number.replace(',', '.')}")
    value = float(number.replace(",", ".")) if number else 0.0
    if frac:
        value += _FRACTIONS[frac]
    if sign:
        raise SetupError(f"{text!r}: a distance cannot be negative")
    if value > FARTHEST:
        raise SetupError(f"{text!r}: more than the {FARTHEST:g} this engine measures (a bound of the engine, not of the rules)")
    if unit is None:
        if default_unit is None:
            raise SetupError(f"{text!r}: say the unit (\", cm or yards)")
        unit_code = default_unit
    else:
        unit_code = UNITS.get(unit.lower())
        if unit_code is None:
            raise SetupError(f"{text!r}: unknown unit {unit!r} (use \", in, cm or yards)")
    return Distance(value, unit_code)


def at_most(a: float, b: float) -> bool:
    """``a <= b`` up to measuring tolerance (for 'up to N inches' limits)."""
    return a <= b + EPSILON


def more_than(a: float, b: float) -> bool:
    return a > b + EPSILON
