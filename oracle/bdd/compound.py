"""Outcomes built from other outcomes, as players combine them.

Any outcome phrase of a ruleset can be combined in a question or a check:

* ``A or B`` (``A или B``, ``A或B``); ``neither A nor B``;
* ``at least one of the rider and the passenger is thrown``, ``none of ...``,
  ``all of ... are ...``, ``both the rider and the passenger are ...``;
* a count bounded: ``the hero suffers at least 2 falling hits``, ``at most`` (``не менее``,
  ``не более``, ``至少``, ``最多``), for any outcome that states a count; where the outcome says
  its number with ``up to`` or ``exactly``, the bound takes their place (``"rifles" may dash at
  most 7 cm`` bounds ``"rifles" may dash up to 7 cm``, :func:`bounded_pattern`);
* a negation: ``the rider is not prone`` / ``has not`` / ``does not clear the fence``
  (``всадник не падает с лошади``, ``骑士不...``);
* a list of models sharing one predicate, as Russian and Chinese say it: ``всадник или
  пассажир падает с лошади`` (at least one), ``ни всадник, ни пассажир не падает с лошади``
  (none of them: the ``не`` agrees with ``ни``, it does not reverse it), ``骑士或马...``;
  ``既没有A，也没有B`` (neither).

Each part is matched as a phrase of its own (so it may be in another language, or a
compound itself); a phrase that reads as a compound in two ways is an error.  A part that is
only a model's name takes the predicate of the part beside it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from inspect import signature
from typing import Any, Callable

from oracle.core.errors import OracleError, SetupError
from oracle.core.measure import EPSILON
from oracle.engine.ruleset import Outcome, Ruleset

Match = Callable[[Ruleset, str], tuple[Outcome, dict[str, Any]]]
OR_WORDS = (" or ", " или ", "或")
BOUND = re.compile(r"(?P<w>at least|at most|не менее|не более|至少|最多|至多)\s*(?P<n>\d+(?:\.\d+)?)")
LOWER = ("at least", "не менее", "至少")
STATING = ("up to", "exactly")
"""Words an English outcome says its number with, exactly or as a limit ("may dash up to {cm} cm", "is seen
by exactly {count} enemies"): a bound takes their place ("may dash at most 7 cm"); it never follows them
("may dash up to at most 7 cm"), nor another bound ("the damage is at least at most 15")."""
FOREIGN_BOUNDS = {"ru": ("не менее", "не более"), "zh": ("至少", "至多")}
"""The bounds, at least then at most, as Russian and Chinese put them before a number (最多 is read as 至多)."""
FOREIGN_STATING = {"ru": ("до", "ровно"), "zh": ()}
"""The Russian words for "up to" and "exactly" ("может совершить Рывок до {cm} см"): a bound takes their place
("может совершить Рывок не более 7 см", :func:`oracle.clarify.language.bounded_translations`), never follows
them ("до не более 7 см")."""
NEITHER = (re.compile(r"neither (?P<a>.+?) nor (?P<b>.+)"), re.compile(r"ни (?P<a>.+?),? ни (?P<b>.+)"),
           re.compile(r"既没有(?P<a>.+?)[，,]\s*也没有(?P<b>.+)"))
CONCORD = re.compile(r"^(?:не|不|没有)")
"""A shared predicate that is itself negative after "ни ... ни" agrees with it: "ни всадник, ни
пассажир не падает" is "всадник не падает" and "пассажир не падает"."""
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
    except OracleError as exc:  # a part that is no outcome: this reading of the phrase fails
        if getattr(exc, "impossible", False):  # a part that is an outcome, of a number it cannot be
            exc.in_part = True
            raise
        return None
    return _predicate(outcome, args)


def _outcome(phrase: str, test: Callable[[Any], bool], how: str) -> tuple[Outcome, dict[str, Any]]:
    return Outcome(phrase, lambda state: test(state), how), {}


def compound(rs: Ruleset, phrase: str, match: Match) -> tuple[Outcome, dict[str, Any]] | None:
    """The phrase read as a combination of the ruleset's outcomes, or None."""
    phrase = phrase.strip()
    for neither in NEITHER:
        m = neither.fullmatch(phrase)
        if m:
            a, b, shared = _pair(match, rs, m["a"], m["b"])
            if a and b and shared is not None and CONCORD.match(shared):
                return _outcome(phrase, lambda s: a(s) and b(s), "none")
            if a and b:
                return _outcome(phrase, lambda s: not a(s) and not b(s), "neither")
    bounded = _bounded(match, rs, phrase)
    if bounded is not None:
        return _outcome(phrase, bounded, "bounded")
    q = QUANTIFIED.fullmatch(phrase)
    if q:
        found = _quantified(match, rs, q["q"] or "all", q["rest"] or q["both"])
        if found:
            return _outcome(phrase, found, "quantified")
    for word in OR_WORDS:
        start = 0
        while (at := phrase.find(word, start)) >= 0:
            a, b, _ = _pair(match, rs, phrase[:at].strip(), phrase[at + len(word):].strip())
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


def _measured(outcome: Outcome, args: dict[str, Any], bound: Fraction, lower: bool) -> Callable[[Any], bool]:
    """The number an outcome states, read by its measure and compared with the bound as it is, up to the
    measuring tolerance (a move left of 39.699999999999996 cm after float sums is still 39.7 cm); of the
    numbers a measure reads (the strengths of every hit taken), one within the bound will do."""
    wanted = signature(outcome.measure).parameters
    given = {k: v for k, v in args.items() if k in wanted}
    slack = Fraction(EPSILON)

    def within(value: Any) -> bool:
        value = Fraction(value)
        return value >= bound - slack if lower else value <= bound + slack

    def test(state: Any) -> bool:
        value = outcome.measure(state, **given)
        if value is None:
            return False
        if isinstance(value, (list, tuple, set, frozenset)):  # every number it holds for: one within
            return any(within(v) for v in value)
        return within(value)

    return test


def bounded_pattern(pattern: str, field: str, bound: str) -> str | None:
    """The outcome pattern with its number ``field`` (``{cm:g}``, ``{count:d}``) bounded by ``bound``
    ("at least", "at most") as a player says it, or None where no bound fits: the bound goes before the
    number (``the {who} suffers at least {count:d} falling hits``), in place of a word that states it
    (:data:`STATING`: ``"{unit}" may dash at most {cm:g} cm``), and not at all in a pattern that is a
    bound itself (``the damage is at least {n:d}``) or whose number is glued to a sign or word
    (``the {mount} is skittish at -{n:d}``).  :func:`_bounded` reads exactly these phrases back."""
    if pattern.count(field) != 1 or any(b in pattern for b in ("at least", "at most")):
        return None
    before, after = pattern.split(field)
    for word in STATING:
        if before == f"{word} " or before.endswith(f" {word} "):
            return f"{before[:-len(word) - 1]}{bound} {field}{after}"
    if before and not before[-1].isspace():
        return None
    return f"{before}{bound} {field}{after}"


def bounded_phrases(outcome: Outcome, field: str) -> dict[str, str]:
    """The outcome's phrase with its number ``field`` bounded, by bound ("at least", "at most"): as the
    outcome says it (:attr:`~oracle.engine.ruleset.Outcome.bounds`: "the battle is in turn {n:d} or
    later", none for a label), else as :func:`bounded_pattern` places the bound."""
    if outcome.bounds is not None:
        return dict(zip(("at least", "at most"), outcome.bounds))
    said = {b: bounded_pattern(outcome.phrase, field, b) for b in ("at least", "at most")}
    return {b: p for b, p in said.items() if p is not None}


def bound_of(outcome: Outcome, args: dict[str, Any], field: str, lower: bool) -> Callable[[Any], bool]:
    """The outcome with the number of its part ``field`` (read in ``args``) taken as a bound, at least
    or at most, as :func:`_bounded` takes it: compared as it is by a measure, else over the whole
    numbers from 0 up that the outcome states exactly."""
    args = dict(args)
    said = args.pop(field)
    if outcome.measure is not None:
        return _measured(outcome, args, Fraction(said), lower)
    values = range(0, said) if lower else range(0, said + 1)

    def holds(state: Any) -> bool:
        found = any(outcome.predicate(state, **args, **{field: v}) for v in values)
        return not found if lower else found

    return holds


def _stacked(before: str, english: bool = True) -> bool:
    """Whether a bound that follows this text stacks on a word that states the number or on another
    bound ("up to at most 7", "at least at most 15", "до не более 7", "не менее не более 2", "至少至多3"), or
    an English one is glued to a sign ("-at least 2"): no bounded phrase says that, so it is not read."""
    if english and before and not before[-1].isspace():
        return True
    words = before.rstrip()
    if english:
        return any(words == w or words.endswith(f" {w}") for w in (*STATING, "at least", "at most"))
    russian = (*FOREIGN_STATING["ru"], *FOREIGN_BOUNDS["ru"])
    if any(words == w or words.endswith(f" {w}") for w in russian):
        return True
    return words.endswith(("至少", "至多", "最多"))


def _reading(match: Match, rs: Ruleset, phrase: str, m: re.Match) -> tuple[Outcome, dict[str, Any], str] | None:
    """The one outcome that states the number the bound ``m`` stands in for, its parts, and the word it
    says the number with ("" or one of :data:`STATING`); None if no outcome states a number there."""
    english = m["w"] in ("at least", "at most")
    if _stacked(phrase[:m.start()], english):
        return None
    found = []
    for word in ("", *STATING) if english else ("",):
        text = phrase[:m.start()] + (f"{word} " if word else "") + m["n"] + phrase[m.end():]
        try:
            outcome, args = match(rs, text)
        except OracleError as exc:  # no outcome states a number here
            if not getattr(exc, "impossible", False):
                continue
            if getattr(exc, "in_part", False):  # a part of another reading ("A or B") names what it can never be
                continue
            if not _beyond(exc, Fraction(m["n"]), m["w"] in LOWER):
                raise exc.of(phrase) from None
            outcome, args = exc.outcome, exc.named
        if outcome.bounds is not None:
            # no bound makes sense, or the outcome says its bounds its own way, in every language ("in turn 3
            # or later", "идёт ход не ранее 3", oracle.clarify.language.bounded_translations), or it is one
            continue
        found.append((outcome, args, word))
    if len({id(o) for o, _, _ in found}) > 1:  # one phrase, one meaning
        raise SetupError(f"{phrase!r} bounds several outcomes: {', '.join(o.phrase for o, _, _ in found)}")
    return found[0] if found else None


def _beyond(exc: Any, bound: Fraction, lower: bool) -> bool:
    """Whether the number an outcome can never be (``exc``, an :class:`oracle.bdd.outcomes.Impossible`) is the
    bound, on the side where the bound holds of every number the outcome can be: at least a number below the
    least, at most one above the most ("the mount has at most 5 wounds", of 0 to 2: certain). On the other side
    ("at least 5 wounds") no number it can be is within the bound: the phrase is refused."""
    return exc.outcome is not None and Fraction(exc.said) == bound and exc.below == lower


def _span(outcome: Outcome, args: dict[str, Any], said: int) -> tuple[int, int | None]:
    """The least and most the bounded number can be (:attr:`Outcome.possible` of the part that says it)."""
    for name, (least, most) in (outcome.possible or {}).items():
        if args.get(name) == said:
            return least, most
    return 0, None


def _bounded(match: Match, rs: Ruleset, phrase: str) -> Callable[[Any], bool] | None:
    """'the hero suffers at least 2 falling hits': an outcome that states a number, bounded (as
    :func:`bounded_pattern` puts it: '"rifles" may dash at most 7 cm' bounds '"rifles" may dash up to
    7 cm').  An outcome with a measure (:attr:`~oracle.engine.ruleset.Outcome.measure`) has its number
    compared as it is (a 3.5-yard tumble is at most 4); any other is read as a whole number from 0 up
    that the outcome states exactly: at most n is one of 0..n, at least n is none of 0..n-1."""
    for m in BOUND.finditer(phrase):
        said, lower = m["n"], m["w"] in LOWER
        reading = _reading(match, rs, phrase, m)
        if reading is None:
            continue
        outcome, args, word = reading

        def exact(v: int | str, m=m, word=word) -> str:
            return phrase[:m.start()] + (f"{word} " if word else "") + str(v) + phrase[m.end():]

        if outcome.measure is not None:
            return _measured(outcome, args, Fraction(said), lower)
        if not said.isdigit():  # a count is a whole number
            continue
        n = int(said)
        least, most = _span(outcome, args, n)
        tests = [_try(match, rs, exact(v)) for v in range(max(0, least), n if lower else n + 1)
                 if most is None or v <= most]
        if any(t is None for t in tests):
            continue
        if lower:
            return lambda s, tests=tests: not any(t(s) for t in tests)
        return lambda s, tests=tests: any(t(s) for t in tests)
    return None


def _pair(match: Match, rs: Ruleset, a: str, b: str):
    """The two parts as predicates, and the predicate they share if the first is only a model's name
    and takes the predicate of the second ("всадник или пассажир падает с лошади", "骑士或马...")."""
    tb = _try(match, rs, b)
    ta = _try(match, rs, a)
    if ta is not None or tb is None:
        return ta, tb, None
    spaced = " " in b
    glue = " " if spaced else ""
    units = b.split(" ") if spaced else list(b)
    for k in range(1, len(units)):
        predicate = glue.join(units[k:])
        if _try(match, rs, glue.join(units[:k]) + glue + predicate) is None:
            continue
        ta = _try(match, rs, a + glue + predicate)
        if ta is not None:
            return ta, tb, predicate
    return None, tb, None


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


_VERB = re.compile(r"^(?P<subject>the \{\w+(?::\w+)?\}) (?P<verb>[a-z]+)(?P<rest>.*)$")


def negated_pattern(pattern: str) -> str | None:
    """'the {who} is not thrown' for 'the {who} is thrown', 'the {mount} does not clear the {obstacle}' for
    'the {mount} clears the {obstacle}'; None for a pattern already negative or not of that shape."""
    if " not " in pattern or " no " in pattern or " nobody" in pattern:
        return None
    m = _VERB.match(pattern)
    if m is None:
        return None
    verb = m["verb"]
    if verb in ("is", "are", "has", "have", "was", "can", "may"):
        return f"{m['subject']} {verb} not{m['rest']}"
    if not verb.endswith("s") or verb.endswith("ss"):
        return None
    if verb.endswith("ies") and verb not in ("lies", "dies", "ties"):
        base = verb[:-3] + "y"
    elif verb.endswith(("ches", "shes", "sses", "xes", "oes")):
        base = verb[:-2]
    else:
        base = verb[:-1]
    return f"{m['subject']} does not {base}{m['rest']}"


RU_NEGATABLE = re.compile(r"^(?P<subject>\{\w+(?::\w+)?\}) (?P<rest>(?!не\b|ещё\b|уже\b|более\b)\S.*)$")


def negated_translation(lang: str, translated: str) -> str | None:
    """A translated outcome pattern negated as its language says it: Russian puts "не" after the subject
    ("{who} не падает с лошади"); None where that is not how the phrase negates (and for Chinese, whose
    negations are written out: 不 or 没有 depends on the verb)."""
    if lang != "ru" or " не " in f" {translated} " or " нет " in f" {translated} ":
        return None
    m = RU_NEGATABLE.match(translated)
    return f"{m['subject']} не {m['rest']}" if m else None
