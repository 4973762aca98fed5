"""Step parameter types of the WWII phrases (registered with behave once)."""

from __future__ import annotations

import re

import parse


@parse.with_pattern(r"[^\s,\"']+(?:(?:\s*,\s*|\s+and\s+)[^\s,\"']+)*")
def names(text: str) -> list[str]:
    """A list of ids: "s1, s2 and s3"."""
    return [n for n in re.split(r"\s*,\s*|\s+and\s+", text.strip()) if n]


@parse.with_pattern(r"an infantry|a heavy gun|a cavalry|a vehicle|a tank|a motorcycle|an aircraft")
def kind(text: str) -> str:
    return text.split(" ", 1)[1]


def register() -> None:
    """Register the types with behave (again after behave resets its runtime between runs)."""
    from behave import register_type

    register_type(Ww2Names=names, Ww2Kind=kind)
