"""Outcomes built from other outcomes, as players combine them.

Any outcome phrase of a ruleset can be combined in a question or a check:

* ``A or B`` (``A или B``, ``A或B``); ``neither A nor B``;
* ``at least one of the rider and the passenger is thrown``, ``none of ...``,
  ``all of ... are ...``, ``both the rider and the passenger are ...``;
* a negation: ``the rider is not prone`` / ``has not`` / ``does not clear the fence``
  (``всадник не падает с лошади``, ``骑士不...``).

Each part is matched as a phrase of its own (so it may be in another language, or a
compound itself); a phrase that reads as a compound in two ways is an error.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from oracle.core.errors import OracleError
from oracle.engine.ruleset import Outcome, Ruleset

Match = Callable[[Ruleset, str], tuple[Outcome, dict[str, Any]]]
OR_WORDS = (" or ", " или ", "或")
NEGATIONS = ((re.compile(r"^(?P<a>.*?\b(?:is|are|has|have|was|were|can|may))\s+not\s+(?P<b>.+)$"), "{a} {b}"),
             (re.compile(r"^(?P<a>.*?)\s+(?:does|do)\s+not\s+(?P<v>\w+)(?P<b>.*)$"), None),
             (re.compile(r"^(?P<a>.+?)\s+не\s+(?P<b>.+)$"), "{a} {b}"),
             (re.compile(r"^(?P<a>.+?)(?:不|没有)(?P<b>.+)$"), "{a}{b}"))
QUANTIFIED = re.compile(r"^(?P<q>at least one|none|all|each|both) of the (?P<rest>.+)$|^both the (?P<both>.+)$")
PLURAL = {"are": "is", "have": "has", "were": "was", "lie": "lies", "stand": "stands", "ride": "rides"}


def _third_person(verb: str) -> str:
    if verb.endswith("ie"):
        return verb + "s"
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "o", "u"):
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "o")) else "s")


def _predicate(outcome: Outcome, args: dict[str, Any]) -> Callable[[Any], bool]:
    return lambda state: bool(outcome.predicate(state, **args))


def _try(match: Match, rs: Ruleset, phrase: str):
    try:
        outcome, args = match(rs, phrase)
    except OracleError:  # a part that is no outcome: this reading of the phrase fails
        return None
    return _predicate(outcome, args)


def _outcome(phrase: str, test: Callable[[Any], bool], how: str) -> tuple[Outcome, dict[str, Any]]:
    return Outcome(phrase, lambda state: test(state), how), {}


def compound(rs: Ruleset, phrase: str, match: Match) -> tuple[Outcome, dict[str, Any]] | None:
    """The phrase read as a combination of the ruleset's outcomes, or None."""
    phrase = phrase.strip()
    m = re.fullmatch(r"neither (?P<a>.+?) nor (?P<b>.+)", phrase)
    if m:
        a, b = _try(match, rs, m["a"]), _try(match, rs, m["b"])
        if a and b:
            return _outcome(phrase, lambda s: not a(s) and not b(s), "neither")
    q = QUANTIFIED.fullmatch(phrase)
    if q:
        found = _quantified(match, rs, q["q"] or "all", q["rest"] or q["both"])
        if found:
            return _outcome(phrase, found, "quantified")
    for word in OR_WORDS:
        start = 0
        while (at := phrase.find(word, start)) >= 0:
            a, b = _try(match, rs, phrase[:at]), _try(match, rs, phrase[at + len(word):])
            if a and b:
                return _outcome(phrase, lambda s: a(s) or b(s), "or")
            start = at + 1
    for pattern, template in NEGATIONS:
        m = pattern.fullmatch(phrase)
        if not m:
            continue
        if template is None:
            positive = f"{m['a']} {_third_person(m['v'])}{m['b']}"
        else:
            positive = template.format(**m.groupdict())
        test = _try(match, rs, positive)
        if test:
            return _outcome(phrase, lambda s: not test(s), "not")
    return None


def _quantified(match: Match, rs: Ruleset, quantifier: str, rest: str) -> Callable[[Any], bool] | None:
    """'the rider and the passenger is thrown': try each place the list of models may end."""
    words = rest.split(" ")
    for k in range(1, len(words)):
        listed, predicate = " ".join(words[:k]), words[k:]
        items = [i.strip().removeprefix("the ").strip() for i in re.split(r",|\band\b", listed) if i.strip()]
        if len(items) < 2 and quantifier != "all":
            continue
        verb = PLURAL.get(predicate[0], predicate[0])
        tests = [_try(match, rs, " ".join(["the", item, verb, *predicate[1:]])) for item in items]
        if items and all(tests):
            if quantifier == "at least one":
                return lambda s: any(t(s) for t in tests)
            if quantifier == "none":
                return lambda s: not any(t(s) for t in tests)
            return lambda s: all(t(s) for t in tests)
    return None
