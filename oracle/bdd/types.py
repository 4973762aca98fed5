"""Typed step parameters: distances with units, dice lists, probabilities, clause ids.

Registered with behave once, imported by every steps module.
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction

import parse
from behave import register_type

from oracle.catalogue.load import catalogue, suggest
from oracle.core.errors import CatalogueError, ImpossibleFace
from oracle.core.measure import Distance, parse_distance

DISTANCE_RE = r'-?\d+(?:[.,]\d+)?\s*(?:"|″|in\b|inch(?:es)?\b|cm\b|yards?\b|yd\b)|-?\d*[½¼¾]"'
DICE_RE = r"-?\d+(?:(?:\s*,\s*|\s+and\s+|\s+then\s+)-?\d+)*"
VULGAR_FRACTIONS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"
"""The fractions a keyboard or a copy writes as one character (``⅙``): read as the fraction they show."""
PROBABILITY_RE = rf"-?(?:\d+\s*/\s*\d+|\d+(?:[.,]\d+)?%?|[{VULGAR_FRACTIONS}])"
"""A chance as written; a sign is read so that a negative one is named, not taken for an unknown step."""
CLAUSE_RE = r"[a-z0-9]+(?:\.[a-z0-9][a-z0-9-]*)+"
NAME_RE = r"[^\s,:;\"']+"
SETUP_RE = r"[a-z0-9]+/[a-z0-9][a-z0-9-]*"


@parse.with_pattern(r".+?")
def to_text(text: str) -> str:
    return text


@parse.with_pattern(SETUP_RE)
def to_setup(text: str) -> str:
    return text


@parse.with_pattern(NAME_RE)
def to_name(text: str) -> str:
    return text


@parse.with_pattern(r"movement|shooting|close-combat")
def to_phase(text: str) -> str:
    """A phase of the turn (:data:`oracle.core.clock.PHASES`)."""
    return text


@parse.with_pattern(DISTANCE_RE)
def to_distance(text: str) -> Distance:
    return parse_distance(text)


@parse.with_pattern(DICE_RE)
def to_dice(text: str) -> tuple[int, ...]:
    """Scripted dice as written ("3, 4 and 6"), in order: a tuple, so that one step text's match serves every
    scenario that has it (:func:`oracle.bdd.runner.unchangeable`)."""
    values = tuple(int(v) for v in re.split(r"\s*,\s*|\s+and\s+|\s+then\s+", text.strip()))
    for v in values:
        if v < 1:
            raise ImpossibleFace(f"{text!r}: no die shows {v}")
    return values


@parse.with_pattern(PROBABILITY_RE)
def to_probability(text: str) -> Fraction:
    """A chance as written: a fraction (``5/36``, ``5 / 36``, ``⅙``), or a decimal or a percentage taken
    exactly as written (``0.5``, ``0,5`` with a decimal comma, ``12.5%``): ``0.33`` is 33/100, not 1/3, so a
    rounded figure fails against the exact odds and the message gives them as a fraction. One below 0 or
    above 1 is named as no probability."""
    number = re.sub(r"\s+", "", text).removesuffix("%").replace(",", ".")
    sign, bare = ("-", number[1:]) if number.startswith("-") else ("", number)
    if bare in VULGAR_FRACTIONS:  # ⅙: the fraction it shows (unicodedata gives its value as a float)
        number = sign + str(Fraction(unicodedata.numeric(bare)).limit_denominator(10))
    try:
        p = Fraction(number)
    except ZeroDivisionError:
        raise ValueError(f"{text} is not a probability: its denominator is 0") from None
    if text.endswith("%"):
        p /= 100
    if not 0 <= p <= 1:
        raise ValueError(f"{text} is not a probability (a chance is from 0 to 1)")
    return p


@parse.with_pattern(CLAUSE_RE)
def to_clause(text: str) -> str:
    cat = catalogue()
    if text not in cat.clauses and text not in cat.rulings:
        raise CatalogueError(f"unknown clause {text!r}{suggest(text, cat.clauses)}")
    return text


def register() -> None:
    """Register the types with behave (again after behave resets its runtime between runs)."""
    register_type(Distance=to_distance, Dice=to_dice, Probability=to_probability, Clause=to_clause,
                  Name=to_name, Setup=to_setup, Text=to_text, Phase=to_phase)
