"""Outcome phrases: "the rider is thrown" read as one of a ruleset's outcome predicates.

A phrase is matched against the patterns the ruleset registered (``@RULESET.outcome``); a
phrase in another language is first turned into the English one it stands for
(:data:`PHRASE_TRANSLATORS`), and "A or B", "not A", "at least one of ..." combine outcomes
(:mod:`oracle.bdd.compound`).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any, Callable, Iterable

import parse

from oracle.bdd.compound import bound_of, compound
from oracle.bdd.step_index import anchor_word, may_match, parser_parts
from oracle.bdd.steps import typed
from oracle.bdd.tables import CACHE_MAX
from oracle.bdd.types import to_name, to_phase
from oracle.core.errors import SetupError, suggest
from oracle.engine.ruleset import Outcome, Ruleset, rulesets_of

PHRASE_TRANSLATORS: list[Callable[[Ruleset, str], str | None]] = []
"""Functions turning an outcome phrase written in another language into the English phrase
it stands for (see :mod:`oracle.clarify.language`, which registers itself here)."""


def match_outcome(rs: Ruleset, phrase: str, remembered: dict | None = None) -> tuple[Outcome, dict[str, Any]]:
    """Find the one outcome of the ruleset whose pattern matches the phrase (remembered per
    phrase in ``remembered``, a run's :attr:`RunScope.matched`)."""
    key = (id(rs), len(rs.outcomes), phrase)
    hit = remembered.get(key) if remembered is not None else None
    if hit is not None:
        return hit[0], dict(hit[1])
    outcome, args = _match_outcome(rs, phrase)
    if remembered is not None:
        if len(remembered) >= CACHE_MAX:
            remembered.clear()
        remembered[key] = (outcome, args)
    return outcome, dict(args)


class NoOutcome(SetupError):
    """No outcome of the ruleset reads as the phrase.  The message names the nearest phrases, found
    when it is read: a compound phrase tries many parts that are no outcome and drops their errors."""

    def __init__(self, rs: Ruleset, phrase: str):
        super().__init__(rs.id, phrase)
        self.ruleset, self.phrase = rs, phrase

    def __str__(self) -> str:
        return f"{self.ruleset.id} has no outcome matching {self.phrase!r}{suggest(self.phrase, self.ruleset.outcomes)}"


class Impossible(SetupError):
    """The phrase reads as an outcome but names a number it can never be ("got result 13 on the
    out-of-control table", whose rows are 2 to 12): refused, not answered "never"; a compound phrase
    whose part says so is refused too (:mod:`oracle.bdd.compound` lets it through).  It keeps the
    outcome it read, its parts, the number and whether it is below the least, so that a bound which
    still makes sense of the number ("the mount has at most 5 wounds", of 0 to 2) can use the reading."""

    impossible = True

    def __init__(self, message: str, phrase: str = "", outcome: Outcome | None = None,
                 named: dict[str, Any] | None = None, said: int | float = 0, below: bool = False, why: str = ""):
        super().__init__(message)
        self.phrase, self.outcome, self.named, self.said, self.below, self.why = phrase, outcome, named, said, below, why

    @classmethod
    def refuse(cls, phrase: str, outcome: Outcome, named: dict[str, Any], said: int | float, below: bool,
               why: str) -> Impossible:
        return cls(f"{phrase!r} names {said:g}, {why}", phrase, outcome, named, said, below, why)

    def of(self, phrase: str) -> Impossible:
        """The same refusal, of the phrase as the player wrote it ("the mount has at least 5 wounds")."""
        return Impossible.refuse(phrase, self.outcome, self.named, self.said, self.below, self.why)


def _possible(outcome: Outcome, pattern: str, phrase: str, args: dict[str, Any], lower: bool | None = None) -> None:
    """Refuse a number outside :attr:`Outcome.possible`; ``lower``, for a bounded phrase, whether it is
    "or more" (True: nothing above the most) or "or less" (False: nothing below the least). A part read as
    ``nan`` or ``inf`` (a pattern's ``{cm:g}`` reads them) is no number any outcome can be: every comparison with
    nan is false, so "may dash at least nan cm" had the chance 0 and "does not stand at (nan, 0)" held."""
    for name, said in args.items():
        if isinstance(said, float) and not math.isfinite(said):
            raise Impossible.refuse(phrase, outcome, dict(args), said, False,
                                    f"which no {pattern!r} can: {{{name}}} is a finite number")
    for name, (least, most) in (outcome.possible or {}).items():
        said = args.get(name)
        if not isinstance(said, (int, float)):
            continue
        below, above = said < least, most is not None and said > most
        if (lower is None and not below and not above) or (lower is True and not above) \
                or (lower is False and not below):
            continue
        can = f"{least} to {most}" if most is not None else f"{least} or more"
        raise Impossible.refuse(phrase, outcome, dict(args), said, below, f"which no {pattern!r} can: {{{name}}} is {can}")


class OutcomeIndex:
    """A ruleset's outcomes by a word every phrase they read holds (:func:`anchor_word` of a
    pattern's literal parts, its bounded phrases' too), so that a phrase is tried against the few
    outcomes that may read it, not all of them; where a pattern has no such word its outcome is
    tried on every phrase."""

    def __init__(self, outcomes: dict[str, Outcome]):
        self.outcomes, self.size = outcomes, len(outcomes)
        self.items = list(outcomes.items())
        self.by_word: dict[str, set[int]] = {}
        everywhere: set[int] = set()
        for i, (pattern, outcome) in enumerate(self.items):
            for said in (pattern, *(outcome.bounds or ())):
                parts = _parser(said)[1]
                word = anchor_word(parts) if parts is not None else None
                if word is None:
                    everywhere.add(i)
                else:
                    self.by_word.setdefault(word, set()).add(i)
        self.everywhere = frozenset(everywhere)

    def follows(self, outcomes: dict[str, Outcome]) -> bool:
        """Whether it still describes the ruleset's outcomes (a table of translations adds some)."""
        return outcomes is self.outcomes and len(outcomes) == self.size

    def candidates(self, phrase: str) -> list[tuple[str, Outcome]]:
        """The outcomes that may read ``phrase`` (each with its pattern), in the ruleset's order."""
        found = set(self.everywhere)
        for word in set(phrase.split(" ")):
            found.update(self.by_word.get(word, ()))
        return [self.items[i] for i in sorted(found)]


_INDEXES: dict[int, tuple[Ruleset, OutcomeIndex]] = {}
"""Each ruleset's :class:`OutcomeIndex`, by the ruleset's identity (the ruleset kept beside it)."""


def outcome_index(rs: Ruleset) -> OutcomeIndex:
    """The ruleset's outcome index, made again when its outcomes changed."""
    kept = _INDEXES.get(id(rs))
    if kept is None or kept[0] is not rs or not kept[1].follows(rs.outcomes):
        kept = _INDEXES[id(rs)] = (rs, OutcomeIndex(rs.outcomes))
    return kept[1]


def _match_outcome(rs: Ruleset, phrase: str) -> tuple[Outcome, dict[str, Any]]:
    found = []
    for pattern, outcome in outcome_index(rs).candidates(phrase):
        m = _parsed(pattern, phrase)
        if m is not None:
            _possible(outcome, pattern, phrase, m.named)
            found.append((outcome, dict(m.named)))
        for lower, said in zip((True, False), outcome.bounds or ()):  # "the battle is in turn 3 or later"
            m = _parsed(said, phrase)
            if m is not None:
                _possible(outcome, pattern, phrase, m.named, lower)
                how = f"bounded ({'at least' if lower else 'at most'}): {pattern}"
                # a bounded phrase takes no other bound ("in turn at least 3 or later"): bounds ()
                test = bound_of(outcome, dict(m.named), _number(said), lower)
                found.append((Outcome(said, test, how, bounds=()), {}))
    if not found:
        for translate in PHRASE_TRANSLATORS:  # a phrase in another language stands for an English one
            english = translate(rs, phrase)
            if english is not None and english != phrase:
                return match_outcome(rs, english)
        combined = compound(rs, phrase, match_outcome)  # "A or B", "not A", "at least one of ..."
        if combined is not None:
            return combined
        raise NoOutcome(rs, phrase)
    if len(found) > 1:
        raise SetupError(f"{phrase!r} matches several outcomes: {', '.join(o.phrase for o, _ in found)}")
    return found[0]


def _parsed(pattern: str, phrase: str) -> parse.Result | None:
    """The phrase read by the pattern, or None; a phrase that lacks the pattern's own words is not
    matched, without its expression."""
    parser, parts = _parser(pattern)
    if parts is not None and not may_match(parts, phrase):
        return None
    return parser.parse(phrase)


def _number(pattern: str) -> str:
    """The name of the one part of a bounded phrase that states a number (``{n:d}``, ``{cm:g}``)."""
    names = re.findall(r"\{(\w+):[dg]\}", pattern)
    if len(names) != 1:
        raise SetupError(f"the bounded phrase {pattern!r} must state one number, not {len(names)}")
    return names[0]


@lru_cache(maxsize=None)
def _parser(pattern: str) -> tuple[parse.Parser, tuple[str, ...] | None]:
    """An outcome pattern compiled (once per process: the result depends on the pattern alone),
    with its literal parts (:func:`~oracle.bdd.step_index.parser_parts`)."""
    parser = parse.compile(typed(pattern), extra_types={"Name": to_name, "Phase": to_phase}, case_sensitive=True)
    return parser, parser_parts(parser)


def all_outcome_patterns(games: Iterable[str] | None = None) -> dict[str, str]:
    """Every outcome phrase of every ruleset (of ``games`` alone where given), with the rulesets
    that use it and its description."""
    seen: dict[str, list[str]] = {}
    docs: dict[str, str] = {}
    for rs in rulesets_of(games).values():
        for pattern, outcome in rs.outcomes.items():
            seen.setdefault(pattern, []).append(rs.id)
            if outcome.doc and pattern not in docs:
                docs[pattern] = outcome.doc
    return {p: f"({', '.join(ids)}) {docs.get(p, '')}".strip() for p, ids in seen.items()}

