"""The rule catalogue's data model.

Every clause of the source rules is a :class:`Clause` with a stable id, the verbatim
quote in the original language and a precise English statement.  Where the text is
unclear the catalogue records a :class:`Ruling` with named alternatives, one of them
the default, each with its reason.  Where the text names a rule it does not contain
(a Courage test, falling damage), the catalogue records a :class:`Hook`: the boundary
of what this project can say from the text.

The YAML files under ``oracle/<ruleset>/catalogue/`` are validated by these models;
unknown keys are errors.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, field_validator, model_validator

ID_PATTERN = r"^[a-z0-9]+(\.[a-z0-9][a-z0-9-]*)+$"
"""Clause, ruling and hook ids: dotted lowercase words, e.g. ``lotow.mounted.thrown-rider.1``."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


LANGUAGE_CODE = r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
"""The language of a source text, a BCP 47 tag: ``ru``, ``zh``, ``en``, ``zh-Hans``, ``pt-BR``."""

VALUE_NAME = r"^[a-z][a-z0-9-]*$"
"""The name of a value within its clause: a lowercase word or words joined by hyphens."""

DICE_EXPRESSION = r"^[1-9]?[0-9]*d[1-9][0-9]*$"
"""A dice expression as the engine rolls it: ``d6``, ``2d6``, ``3d6``."""

Unit = Literal["inch", "cm", "yard", "foot", "hex", "degree", "second", "minute", "turn", "face", "total", "dice", "modifier",
               "factor", "fraction", "count", "percent", "wounds", "characteristic"]
"""What a value measures: a distance (inch, cm, yard, foot, hex), an angle (degree), a time (second, minute, turn), a
die face or a dice total a roll is compared with (face, total), a dice expression (dice), a
modifier added to a roll or a characteristic, a factor or fraction that multiplies, a count,
a percentage, a number of wounds, a characteristic value."""

LENGTHS = ("inch", "cm")
"""Units of distance on a tabletop, where rule code measures in floats: their values come as
floats (GURPS's yards and hexes are whole numbers and stay as written)."""

Number = StrictInt | StrictFloat


class Value(Strict):
    """A number the text gives, with its unit and the fragment of the clause's quote that says it."""

    value: Number | str = Field(description="The number (an integer or a decimal), or a dice expression such as 2d6.")
    unit: Unit
    quote: str = Field(min_length=1, description="The fragment of the clause's quote that gives the number.")
    reading: str | None = Field(
        default=None,
        description="How the number is read when the fragment gives it in words (half, twice, a quarter) "
                    "rather than in figures.",
    )

    @property
    def number(self) -> int | float | str:
        """The value as rule code uses it: a distance as a float, anything else as written."""
        return self.of(self.value)

    def of(self, value: int | float | str) -> int | float | str:
        """Another number for this value (a reading's, a variant's), typed the same way."""
        return float(value) if self.unit in LENGTHS and not isinstance(value, str) else value

    @field_validator("value")
    @classmethod
    def _dice_or_number(cls, v):
        if isinstance(v, str) and not re.fullmatch(DICE_EXPRESSION, v):
            raise ValueError(f"{v!r} is neither a number nor a dice expression such as d6 or 2d6")
        return v


def _named(kind: str, values: dict[str, Value]) -> dict[str, Value]:
    """Values keyed by name, each name lowercase words joined by hyphens (:data:`VALUE_NAME`)."""
    for name in values:
        if not re.fullmatch(VALUE_NAME, name):
            raise ValueError(f"{kind} name {name!r} must be lowercase words joined by hyphens")
    return values


class ReadingNumber(Value):
    """A number a reading itself gives where the text gives none (how near "behind a wall" is), with its
    unit and the fragment of the reading's statement that says it."""

    quote: str = Field(min_length=1, description="The fragment of the reading's statement that gives the number.")


class Alternative(Strict):
    """One reading of an unclear passage."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    statement: str = Field(min_length=1, description="What the rule means under this reading.")
    reason: str = Field(min_length=1, description="Why a reader could take this reading.")
    values: dict[str, dict[str, Number | str]] = Field(
        default_factory=dict,
        description="Clause id -> value name -> the value this reading gives it, where the reading is a "
                    "different number (the clause's own value is the default reading's).",
    )
    numbers: dict[str, ReadingNumber] = Field(
        default_factory=dict,
        description="Value name -> a number this reading gives where the text gives none, stated in the "
                    "reading's statement (rule code reads it with ctx.reading_value while the reading is in force).",
    )

    @field_validator("numbers")
    @classmethod
    def _number_names(cls, v):
        return _named("number", v)


class Ruling(Strict):
    """A named decision on an unclear passage, with its alternatives side by side."""

    id: str = Field(pattern=ID_PATTERN)
    question: str = Field(min_length=1, description="The question the text leaves open.")
    clauses: tuple[str, ...] = Field(min_length=1, description="Clause ids the ruling touches.")
    alternatives: tuple[Alternative, ...] = Field(min_length=2)
    default: str = Field(description="Id of the alternative the reference engine uses.")

    @model_validator(mode="after")
    def _default_is_an_alternative(self) -> "Ruling":
        ids = [a.id for a in self.alternatives]
        if len(set(ids)) != len(ids):
            raise ValueError(f"ruling {self.id}: alternative ids repeat: {ids}")
        if self.default not in ids:
            raise ValueError(f"ruling {self.id}: default {self.default!r} is not one of {ids}")
        return self

    def alternative(self, alt_id: str) -> Alternative:
        for a in self.alternatives:
            if a.id == alt_id:
                return a
        raise KeyError(alt_id)


class Hook(Strict):
    """A rule the text names but does not contain; the engine stops at this boundary."""

    id: str = Field(pattern=ID_PATTERN)
    name: str = Field(min_length=1)
    boundary: str = Field(min_length=1, description="What the excerpt leaves out and what the engine does instead.")


class Source(Strict):
    """Where a clause comes from: a seed file and the verbatim quote (one or more fragments)."""

    file: str
    quote: tuple[str, ...] = ()
    reference: str | None = Field(
        default=None, description="For base rules outside the excerpt: where the rule lives instead."
    )


class ClauseEntry(Strict):
    """A clause as written in a catalogue file (the section supplies the source file)."""

    id: str = Field(pattern=ID_PATTERN)
    title: str = Field(min_length=1)
    kind: Literal["core", "optional", "base"] = "core"
    heading: str | None = Field(default=None, description="The section heading in the source text.")
    quote: str | tuple[str, ...] | None = None
    reference: str | None = None
    statement: str = Field(min_length=1)
    rulings: tuple[str, ...] = ()
    hooks: tuple[str, ...] = ()
    values: dict[str, Value] = Field(default_factory=dict, description="The numbers the quote gives, by name.")

    @field_validator("values")
    @classmethod
    def _value_names(cls, v):
        return _named("value", v)

    @field_validator("quote")
    @classmethod
    def _no_blank_quotes(cls, v):
        parts = (v,) if isinstance(v, str) else (v or ())
        for p in parts:
            if not p.strip():
                raise ValueError("a quote fragment is empty")
        return v

    @model_validator(mode="after")
    def _quote_or_reference(self) -> "ClauseEntry":
        if self.kind == "base":
            if self.quote:
                raise ValueError(f"{self.id}: a base rule lies outside the excerpt and has no quote")
            if not self.reference:
                raise ValueError(f"{self.id}: a base rule needs a 'reference' saying where it lives")
        elif not self.quote:
            raise ValueError(f"{self.id}: a {self.kind} clause needs a verbatim 'quote'")
        return self

    def quote_fragments(self) -> tuple[str, ...]:
        if self.quote is None:
            return ()
        return (self.quote,) if isinstance(self.quote, str) else tuple(self.quote)


class Variant(Strict):
    """A named set of readings and numbers: an edition, an erratum or a house rule, applied to a whole run."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    title: str = Field(min_length=1)
    source: str = Field(min_length=1, description="Where the variant comes from: the erratum, edition or custom.")
    rulings: dict[str, str] = Field(default_factory=dict, description="Ruling id -> the alternative in force.")
    values: dict[str, dict[str, Number | str]] = Field(
        default_factory=dict, description="Clause id -> value name -> the number in force.")
    optional: tuple[str, ...] = Field(
        default=(), description="Optional rules of the text (clauses of kind optional) the variant puts in force "
                                "on every table, as a scenario's \"the players use the optional rule\" does.")

    @model_validator(mode="after")
    def _changes_something(self) -> "Variant":
        if not self.rulings and not self.values and not self.optional:
            raise ValueError(f"variant {self.id}: give the rulings, values or optional rules it changes")
        return self


class VariantFile(Strict):
    """``oracle/<ruleset>/variants.yaml``: the ruleset's named variants."""

    ruleset: str = Field(pattern=r"^[a-z0-9]+$")
    variants: tuple[Variant, ...] = Field(min_length=1)


class SectionFile(Strict):
    """One catalogue file: one rules section of one ruleset."""

    ruleset: str = Field(pattern=r"^[a-z0-9]+$")
    section: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    title: str = Field(min_length=1)
    source: str = Field(description="Seed file name in oracle/sources/.")
    heading: str | None = None
    clauses: tuple[ClauseEntry, ...] = Field(min_length=1)
    rulings: tuple[Ruling, ...] = ()
    hooks: tuple[Hook, ...] = ()


class Clause(Strict):
    """A clause as the rest of the project sees it."""

    id: str
    ruleset: str
    section: str
    section_title: str
    title: str
    kind: Literal["core", "optional", "base"]
    heading: str | None
    source: Source
    statement: str
    rulings: tuple[str, ...]
    hooks: tuple[str, ...]
    origin: str = Field(description="Catalogue file the entry was read from.")


class Part(Strict):
    """A stretch of a source file, bounded by marker text, whose quote coverage is measured."""

    name: str
    start: str | None = Field(default=None, description="Text that opens the part; file start if absent.")
    end: str | None = Field(default=None, description="Text that opens what follows the part; file end if absent.")


class SourceText(Strict):
    file: str
    ruleset: str
    language: str = Field(pattern=LANGUAGE_CODE, description="BCP 47 language tag of the text (ru, zh, en, ...)")
    title: str
    parts: tuple[Part, ...] = ()


class SourceIndex(Strict):
    sources: tuple[SourceText, ...]


def significant_length(text: str) -> int:
    """Number of non-whitespace characters (``str.isspace`` false): what quote coverage is measured
    in. Counted over the text's runs between whitespace (``str.split``), not one regex match a
    character: every report measures the five source texts' parts (41 702 characters)."""
    return sum(map(len, text.split()))
