"""The known step phrasings nearest to a step no definition matches, for its error message.

A player writes a step in their own words ("Given a horse-mounted gunfighter"); the message
names the phrasings that read those words: a phrasing's literal text and the values its typed
fields read (a ``MountKind`` reads "horse" or "mule") count, a phrasing's words the step lacks
count against it, the phrasings of the scenario's ruleset come first on a tie, and the likeness
of the letters decides the rest.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from pathlib import Path

import parse

from oracle.bdd.step_index import FIELD, TEXT, format_pieces


def nearest_steps(registry, step_type: str, text: str, n: int = 3, ruleset: str | None = None,
                  keyword: str | None = None) -> list[str]:
    """The ``n`` known phrasings nearest to an unknown step's text, each with the step's keyword;
    ``ruleset`` the scenario's (its step modules are named ``<ruleset>_*.py``)."""
    probe = re.sub(r"\d+(?:[.,]\d+)?\"?", "<n>", text)
    words = _words(text)
    ranked = []
    seen = set()
    for kind in (step_type, "step"):
        for matcher in registry.steps.get(kind, []):
            pattern = matcher.pattern
            if pattern in seen:
                continue
            seen.add(pattern)
            types = getattr(getattr(matcher, "parser", None), "_extra_types", None) or {}
            readable = readable_phrasing(pattern, types)
            score = phrasing_score(words, pattern, types)
            home = ruleset is not None and _defined_in(matcher).startswith(ruleset + "_")
            likeness = difflib.SequenceMatcher(None, probe, readable).ratio()
            ranked.append((score, home, likeness, readable))
    ranked.sort(key=lambda r: (-r[0], not r[1], -r[2], r[3]))
    near = [r[3] for r in ranked if r[0] > 0 or r[2] >= 0.6][:n]
    keyword = (keyword or step_type).strip().capitalize()  # the feature's own keyword (Дано, 假如)
    return [f"{keyword} {p}" for p in near]


_ONE_WORD = re.compile(r"\{(\w+):Name\}")


@parse.with_pattern(r".+?")
def _words_read(text: str) -> str:
    return text


def one_word_fields(registry, step_type: str, text: str) -> str | None:
    """Why a phrasing that reads the step's words does not match it, when that is a one-word field given
    several: a field a phrasing writes without a type (``{what}``) reads one word, so that a phrase has one
    meaning. None when no phrasing would read the text with its one-word fields widened."""
    for kind in (step_type, "step"):
        for matcher in registry.steps.get(kind, []):
            pattern = getattr(matcher, "pattern", None)
            if not isinstance(pattern, str) or ":Name}" not in pattern:
                continue
            types = dict(getattr(getattr(matcher, "parser", None), "_extra_types", None) or {})
            types["Words"] = _words_read
            try:
                found = parse.compile(_ONE_WORD.sub(r"{\1:Words}", pattern), extra_types=types,
                                      case_sensitive=True).parse(text)
            except (ValueError, TypeError, re.error):
                continue
            if found is None:
                continue
            many = [(name, found.named[name]) for name in _ONE_WORD.findall(pattern)
                    if isinstance(found.named.get(name), str) and len(found.named[name].split()) > 1]
            if many:
                name, value = many[0]
                return (f"<{name}> in \"{readable_phrasing(pattern, types)}\" reads one word, and \"{value}\" is "
                        f"{len(value.split())} words")
    return None


LOOK_ALIKES: dict[str, str] = {
    "\u00a0": " ", "\u202f": " ", "\u2007": " ", "\u2009": " ", "\u200a": " ",  # no-break and thin spaces
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"',  # curly and double-prime quotes
    "\u2018": "'", "\u2019": "'", "\u2032": "'",
    "\u2212": "-", "\u2013": "-",  # a minus sign, an en dash
    "\u200b": "", "\ufeff": "",  # invisible
}
"""Characters a word processor or a web page puts where a step is typed with another (a no-break space,
curly quotes, a minus sign): the step looks right and matches no phrasing."""


def look_alike_characters(registry, step_type: str, text: str) -> str | None:
    """Why a step that looks like a phrasing matches none, when its text holds a :data:`LOOK_ALIKES`
    character that no phrasing of its kind holds: the first such, the text before it and what the
    phrasings write instead. None when there is none."""
    written = set()
    for kind in (step_type, "step"):
        for matcher in registry.steps.get(kind, []):
            pattern = getattr(matcher, "pattern", None)
            if isinstance(pattern, str):
                written.update(pattern)
    for at, char in enumerate(text):
        if char in LOOK_ALIKES and char not in written:
            instead = LOOK_ALIKES[char]
            what = f"'{instead}'" if instead.strip() else ("a plain space" if instead else "nothing")
            where = f"after \"{text[max(0, at - 24):at]}\"" if at else "first"
            return (f"the text holds a {unicodedata.name(char, 'U+%04X' % ord(char)).lower()} (U+{ord(char):04X}) "
                    f"{where}, which no phrasing holds: write {what} there")
    return None


DEFINITION_KINDS = ("given", "when", "then", "step")
"""The kinds of step definitions a registry holds (``step``: any of them)."""


def read_by_a_phrasing(registry, text: str) -> bool:
    """Whether a step definition of any kind reads ``text`` (a step's words after its keyword)."""
    return any(matcher.match(text) for kind in DEFINITION_KINDS for matcher in registry.steps.get(kind, []))


def step_among_prose(registry, description, keywords) -> str | None:
    """A line of a feature's description that begins with a step keyword of ``keywords`` and whose words after
    it a phrasing reads: a step written under ``Feature:`` before any scenario (with no ``Background:``), which
    Gherkin reads as the feature's description, so no scenario ran it. None where no line is."""
    for line in description or ():
        word, _, rest = line.strip().partition(" ")
        if word in keywords and rest.strip() and read_by_a_phrasing(registry, rest.strip()):
            return line.strip()
    return None


def step_in_description(registry, description, keywords) -> tuple[str, str, str | None] | None:
    """A line of a scenario's description that is a step whose keyword is misspelt (``Gven the reading
    "half-inch" of ruling ...``): Gherkin reads the lines between a scenario's line and its first step as
    its description, so that step never ran and the scenario could pass without it. The first line whose
    words after its first are read by a phrasing, as (the line, its first word, the step keyword nearest
    that word among ``keywords`` or None); None where no line is. A line of prose is read by no phrasing."""
    for line in description or ():
        word, _, rest = line.strip().partition(" ")
        if rest.strip() and read_by_a_phrasing(registry, rest.strip()):
            near = difflib.get_close_matches(word, list(keywords), n=1, cutoff=0.5)
            return line.strip(), word, near[0] if near else None
    return None


_WORD = re.compile(r"[^\W\d_]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def _words(text: str) -> list[str]:
    """A text's words, case folded; Chinese, written without spaces, one character a word."""
    words = []
    for word in _WORD.findall(text.casefold()):
        words.extend(list(word) if _CJK.search(word) else [word])
    return words


def _same_word(a: str, b: str) -> bool:
    """One word, or the same stem ("mounted" and "mount", "gunfighters" and "gunfighter")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short[:max(4, len(short) - 1)]) and len(long_) - len(short) <= 3


def readable_phrasing(pattern: str, types: dict) -> str:
    """A phrasing as a player reads it: each field ``<name>``, or the words it reads when they
    are a few (``<horse|mule>``)."""
    out = []
    for kind, piece in format_pieces(pattern):
        if kind != FIELD:
            out.append(piece)
            continue
        name, _, type_name = piece[1:-1].partition(":")
        vocabulary = _closed_vocabulary(types.get(type_name)) if type_name else None
        out.append(f"<{vocabulary}>" if vocabulary and len(vocabulary) <= 30 else f"<{name}>")
    return "".join(out)


def _closed_vocabulary(converter) -> str | None:
    """The words a field type reads when its expression is a plain list of them (``horse|mule``)."""
    expression = getattr(converter, "pattern", None)
    return expression if expression and re.fullmatch(r"[^\W\d_]+(?: [^\W\d_]+)*(?:\|[^\W\d_]+(?: [^\W\d_]+)*)*",
                                                     expression) else None


def phrasing_score(words: list[str], pattern: str, types: dict) -> float:
    """How well a step text's words fit a phrasing: one for each word its literal text holds
    or a typed field reads, a third for each word a free field (``{who}``) may take, less half
    a point for each word of the phrasing's literal text the step does not hold."""
    literal: list[str] = []
    typed = []
    free = 0
    for kind, piece in format_pieces(pattern):
        if kind == TEXT:
            literal.extend(_words(piece))
        elif kind == FIELD:
            spec = piece[1:-1].split(":", 1)
            converter = types.get(spec[1]) if len(spec) == 2 else None
            expression = getattr(converter, "pattern", None)
            if expression and not re.fullmatch(expression, "qzxv", re.IGNORECASE):  # not any word
                vocabulary = _closed_vocabulary(converter)
                typed.append((re.compile(expression, re.IGNORECASE), _words(vocabulary) if vocabulary else []))
            else:
                free += 1
    unused = list(literal)
    score = 0.0
    loose = 0
    for word in words:
        hit = next((w for w in unused if _same_word(word, w)), None)
        if hit is not None:
            unused.remove(hit)
            score += 1
        elif any(t.fullmatch(word) or any(_same_word(word, v) for v in vocabulary) for t, vocabulary in typed):
            score += 1
        else:
            loose += 1
    score += min(loose, free) / 3
    return score - len(unused) / 2


def _defined_in(matcher) -> str:
    """The file name of the module a step definition is in (``lotow_mounted.py``)."""
    code = getattr(getattr(matcher, "func", None), "__code__", None)
    return Path(code.co_filename).name if code is not None else ""
