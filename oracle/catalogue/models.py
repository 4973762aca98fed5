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

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

ID_PATTERN = r"^[a-z0-9]+(\.[a-z0-9][a-z0-9-]*)+$"
"""Clause, ruling and hook ids: dotted lowercase words, e.g. ``lotow.mounted.thrown-rider.1``."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Alternative(Strict):
    """One reading of an unclear passage."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    statement: str = Field(min_length=1, description="What the rule means under this reading.")
    reason: str = Field(min_length=1, description="Why a reader could take this reading.")


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
    language: Literal["ru", "zh"]
    title: str
    parts: tuple[Part, ...] = ()


class SourceIndex(Strict):
    sources: tuple[SourceText, ...]


_WORD = re.compile(r"\S")


def significant_length(text: str) -> int:
    """Number of non-whitespace characters: what quote coverage is measured in."""
    return len(_WORD.findall(text))
