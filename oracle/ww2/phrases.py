"""Step parameter types of the WWII phrases (registered with behave once)."""

from __future__ import annotations

import re

import parse
from behave import register_type


@parse.with_pattern(r"[^\s,\"']+(?:(?:\s*,\s*|\s+and\s+)[^\s,\"']+)*")
def names(text: str) -> tuple[str, ...]:
    """A list of ids: "s1, s2 and s3", in order; a tuple, so that one step text's match serves every scenario
    that has it (:func:`oracle.bdd.runner.unchangeable`)."""
    return tuple(n for n in re.split(r"\s*,\s*|\s+and\s+", text.strip()) if n)


@parse.with_pattern(r"an infantry|a heavy gun|a cavalry|a vehicle|a tank|a motorcycle|an aircraft")
def kind(text: str) -> str:
    return text.split(" ", 1)[1]


def register() -> None:
    """Register the types with behave (again after behave resets its runtime between runs)."""
    register_type(Ww2Names=names, Ww2Kind=kind)
