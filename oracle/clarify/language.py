"""Scenarios in the rules' own language: Russian and Chinese phrasings of the same steps.

A steps module declares, for one language, how the English step patterns and outcome
phrases read in that language, and which words name which model ids::

    from oracle.clarify.language import phrases

    phrases("ru",
            steps={"a {who} on a {kind}": "{who} на {kind}"},
            outcomes={"the {who} is thrown": "{who} падает с лошади"},
            names={"всадник": "rider", "лошади": "horse"})

Nothing is duplicated: at the start of a run (:func:`install`, called from the behave
``before_all`` hook, after every steps module is loaded) each translated pattern is
registered onto *the same function* as its English pattern; an action step also gets
the language's dice endings ("и кубик показывает 4", "骰子掷出4").  The fields keep
their names; an untyped field (a model id) reads a word of the language and gives the
id it names (``всадника`` → ``rider``), so the step code sees exactly what the English
step would pass.  An outcome phrase gets its translation both as a ``Then`` step and
inside the chance question ("вероятность того, что всадник падает с лошади, равна
1/6"): a translated phrase is turned back into the English phrase and matched against
the ruleset's predicates (:func:`to_english`, registered with
:data:`oracle.bdd.outcomes.PHRASE_TRANSLATORS`).

A number in an outcome is bounded as the language says it (:func:`bounded_translations`): in
place of the word that says it ("может совершить Рывок не более 7 см" for "до 7 см", as
English "may dash at most 7 cm" for "up to 7 cm"), or as the steps module declares it for an
outcome whose English bounds are its own ("идёт ход не ранее 3", "现在不早于第3轮"); the
phrase stands for the English bounded phrase, and a bound stacked on such a word is not read.

Chinese is written without spaces, so a Chinese model word is matched from the
vocabulary (longest first), never as "any run of characters".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
import re
from typing import Any, Callable

import parse
from behave import register_type
from behave.matchers import ParseMatcher
from behave.runner_util import exec_file

from oracle.bdd.compound import (FOREIGN_BOUNDS, FOREIGN_STATING, bounded_phrases, negated_pattern,
                                  negated_translation)
from oracle.bdd.outcomes import PHRASE_TRANSLATORS
from oracle.bdd.step_index import add_step_definition, literal_skeleton
from oracle.bdd.steps import DICE_SUFFIXES, LOCALISERS, readable, shape, typed
from oracle.bdd.types import to_dice
from oracle.core.errors import OracleError
from oracle.engine.ruleset import Outcome, rulesets_of


class LanguageError(OracleError):
    """A translation that cannot be installed (unknown English step, clashing names)."""


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    dice_suffixes: tuple[str, ...]
    dice_separators: str          # a regex for what separates two dice results
    spaced: bool                  # words are separated by spaces (a model word is any word)


LANGUAGES = {
    "ru": Language("ru", "Russian", (" и кубик показывает {dice:Dice}", " и кубики показывают {dice:Dice}"),
                   r"\s*,\s*|\s+и\s+|\s+затем\s+", True),
    "zh": Language("zh", "Chinese", ("，骰子掷出{dice:Dice}", "，骰子为{dice:Dice}"),
                   r"\s*[,，、]\s*|\s*和\s*|\s*然后\s*", False),
}
LATIN_ID = r"[A-Za-z][A-Za-z0-9_-]*"
WORD = r"[^\s,.:;\"'«»“”()]+"


@dataclass
class Table:
    steps: dict[str, str] = field(default_factory=dict)
    outcomes: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    types: dict[str, tuple[str, dict[str, str]]] = field(default_factory=dict)
    bounds: dict[str, tuple[str, str]] = field(default_factory=dict)


_TABLES: dict[str, Table] = {}


def phrases(lang: str, *, steps: dict[str, str] | None = None, outcomes: dict[str, str] | None = None,
            names: dict[str, str] | None = None, types: dict[str, tuple[str, dict[str, str]]] | None = None,
            bounds: dict[str, tuple[str, str]] | None = None) -> None:
    """Declare translations for a language (``ru``, ``zh``); installed by :func:`install`.

    ``types`` gives, for a step parameter type of the English steps (``MhRoute``), the
    regex of its text in this language and the words to replace to get the English text,
    which the English type then reads: the field keeps its type, in another language.

    ``bounds`` gives, for an English outcome, its translation bounded at least and at most as the
    language says it ("идёт ход не ранее {n:d}", "идёт ход не позднее {n:d}"), where the bound does
    not simply take the place of the word that says the number (:func:`bounded_translations`); not
    with «или» or 或, which join two outcomes ("{a} или {b}").
    """
    if lang not in LANGUAGES:
        raise LanguageError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    table = _TABLES.setdefault(lang, Table())
    table.steps.update(steps or {})
    table.outcomes.update(outcomes or {})
    table.types.update(types or {})
    for english, said in (bounds or {}).items():
        if english not in table.outcomes or len(said) != 2:
            raise LanguageError(f"{lang}: bounds of {english!r} must bound its translated outcome, at least then at most")
        if any(_fields(b) != _fields(english) for b in said):
            raise LanguageError(f"{lang}: the bounds {said!r} must have the fields of {english!r}")
        table.bounds[english] = said
    for word, ident in (names or {}).items():
        key = word.lower()
        if table.names.get(key, ident) != ident:
            raise LanguageError(f"{lang}: the word {word!r} names both {table.names[key]!r} and {ident!r}")
        table.names[key] = ident


def tables() -> dict[str, Table]:
    return _TABLES


# --- types --------------------------------------------------------------------------


def _name_type(lang: str) -> Callable[[str], str]:
    table = _TABLES.get(lang, Table())
    words = sorted(table.names, key=len, reverse=True)
    alternatives = [re.escape(w) for w in words] + ([WORD] if LANGUAGES[lang].spaced else [LATIN_ID])
    names = dict(table.names)

    @parse.with_pattern("(?:" + "|".join(alternatives) + ")")
    def to_name(text: str) -> str:
        return names.get(text.lower(), text)

    return to_name


@parse.with_pattern(r"-?\d+(?:[.,]\d+)?")
def to_number(text: str) -> float:
    """A number in a translated phrase (an English ``{x:g}``): with a decimal point or, as Russian writes it, a
    decimal comma («29,5 см»)."""
    return float(text.replace(",", "."))


def _dice_type(lang: str) -> Callable[[str], tuple[int, ...]]:
    sep = LANGUAGES[lang].dice_separators

    @parse.with_pattern(rf"-?\d+(?:(?:{sep})-?\d+)*")
    def to_dice_lang(text: str) -> tuple[int, ...]:
        return to_dice(" and ".join(re.split(sep, text.strip())))

    return to_dice_lang


def _translated_type(lang: str, english_type: str, pattern: str, words: dict[str, str]) -> Callable:
    english = ParseMatcher.TYPE_REGISTRY.get(english_type)
    if english is None:
        raise LanguageError(f"{lang}: no step parameter type {english_type!r} to translate")
    order = sorted(words, key=len, reverse=True)
    swap = re.compile("|".join(re.escape(w) for w in order)) if order else None

    @parse.with_pattern(pattern)
    def convert(text: str):
        return english(swap.sub(lambda m: words[m.group(0)], text) if swap else text)

    return convert


def type_names(lang: str) -> dict[str, str]:
    names = {"Name": f"Name_{lang}", "Dice": f"Dice_{lang}", "g": f"Number_{lang}"}
    names.update({t: f"{t}_{lang}" for t in _TABLES.get(lang, Table()).types})
    return names


def types_for(lang: str, loaded_only: bool = False) -> dict[str, Callable]:
    """The step parameter types of ``lang``: each English type read in that language. With
    ``loaded_only`` (a run that loaded some games' steps alone), an English type no steps module
    has registered is another game's and is left out; otherwise it is an error."""
    found = {f"Name_{lang}": _name_type(lang), f"Dice_{lang}": _dice_type(lang), f"Number_{lang}": to_number}
    for t, (pattern, words) in _TABLES.get(lang, Table()).types.items():
        if loaded_only and t not in ParseMatcher.TYPE_REGISTRY:
            continue
        found[f"{t}_{lang}"] = _translated_type(lang, t, pattern, words)
    return found


_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")


def localise_pattern(pattern: str, lang: str) -> str:
    """Untyped fields read the language's model words; dice read the language's separators."""
    renames = type_names(lang)

    def field_type(m: re.Match) -> str:
        name, kind = m.group(1), m.group(2)
        if kind is None:
            return "{%s:%s}" % (name, renames["Name"])
        return "{%s:%s}" % (name, renames.get(kind, kind))

    return _FIELD.sub(field_type, pattern)


def _fields(pattern: str) -> set[str]:
    return {m.group(1) for m in _FIELD.finditer(pattern)}


# --- installing onto behave's registry ---------------------------------------------------


def install(registry, games: frozenset[str] | None = None) -> int:
    """Register every declared translation onto the English steps' functions; return how many.

    An English phrase is found by its shape (its text with the field names dropped), since
    one behave step may serve several rulesets' phrases of one shape under its own field
    names; the translated pattern takes the registered step's field names, position by position.
    A translation with no English step is an error where every game's steps are loaded
    (``games`` None); in a run that loaded some games' steps only, it is another game's and
    is left out.
    """
    count = 0
    for lang, table in _TABLES.items():
        register_type(**types_for(lang, loaded_only=games is not None))
        by_shape: dict[str, list[tuple[str, Any, str]]] = {}
        for step_type in ("given", "when", "then", "step"):
            for matcher in registry.steps.get(step_type, []):
                by_shape.setdefault(shape(matcher.pattern), []).append((step_type, matcher.func, matcher.pattern))
        problems = []
        wanted = (list(table.steps.items()) + list(table.outcomes.items()) + _negations(lang, table, by_shape)
                  + _bounded(lang, table, games))
        for english, translated in wanted:
            if _fields(english) != _fields(translated):
                problems.append(f"{lang}: {translated!r} must have the fields of {english!r}")
                continue
            if shape(typed(english)) not in by_shape:
                if games is None:
                    problems.append(f"{lang}: no English step {english!r} to translate into {translated!r}")
                continue
            variants = [(typed(english), translated)]
            for suffix in DICE_SUFFIXES:
                if shape(typed(english + suffix)) in by_shape:
                    for lang_suffix in LANGUAGES[lang].dice_suffixes:
                        variants.insert(0, (typed(english + suffix), translated + lang_suffix))
                    break
            for english_pattern, phrase in variants:
                for step_type, func, registered in by_shape[shape(english_pattern)]:
                    rename = dict(zip(_field_list(english_pattern), _field_list(registered)))
                    pattern = _FIELD.sub(lambda m: "{%s:%s}" % (rename.get(m.group(1), m.group(1)), m.group(2)),
                                         localise_pattern(phrase, lang))
                    add_step_definition(registry, step_type, pattern, func)
                    count += 1
        if problems:
            raise LanguageError("\n".join(problems))
    _parser.cache_clear()
    return count


def fill(pattern: str, values: dict[str, Any]) -> str:
    """The phrase a pattern reads with these field values ("{phase:Phase}" and "{n:d}" alike)."""
    return _FIELD.sub(lambda m: str(values[m.group(1)]), pattern)


def _negations(lang: str, table: Table, by_shape: dict) -> list[tuple[str, str]]:
    """Each translated outcome negated as the language says it ("{who} не падает с лошади"), onto the English
    negation step ("the {who} is not thrown"), where the language negates it so and nobody declared it."""
    declared = {shape(localise_pattern(t, lang)) for t in (*table.steps.values(), *table.outcomes.values())}
    found = []
    for english, translated in table.outcomes.items():
        negative, said = negated_pattern(english), negated_translation(lang, translated)
        if negative is None or said is None or shape(typed(negative)) not in by_shape:
            continue
        if shape(localise_pattern(said, lang)) in declared or negative in table.outcomes:
            continue
        declared.add(shape(localise_pattern(said, lang)))
        found.append((negative, said))
    return found


_NUMBER = re.compile(r"\{\w+:[dg]\}")
_COUNT = re.compile(r"\{\w+:d\}")


def bounded_translations(lang: str, table: Table, english: str, outcome: Outcome) -> list[tuple[str, str]]:
    """The translated outcome bounded at least and at most, each as (the English bounded pattern of
    :func:`oracle.bdd.compound.bounded_phrases`, the translated one): as the steps module declares it
    (``bounds=``), else, for an English outcome bounded before its number, with the language's bound
    in place of the word that says the number ("до {cm:g} см" → "не более {cm:g} см"). An outcome
    whose English bounds are its own ("in turn {n:d} or later") is bounded in another language only
    as declared; a translation with no such word takes the bound before its number, read by
    :func:`oracle.bdd.compound.compound` ("получает при падении попаданий: не менее {count:d}")."""
    translated = table.outcomes[english]
    fields = (_NUMBER if outcome.measure else _COUNT).findall(english)
    if len(fields) != 1:
        return []
    said = bounded_phrases(outcome, fields[0])
    if english in table.bounds:
        return [(said[b], t) for b, t in zip(("at least", "at most"), table.bounds[english]) if b in said]
    if outcome.bounds is not None or translated.count(fields[0]) != 1:
        return []
    before, after = translated.split(fields[0])
    for word in FOREIGN_STATING.get(lang, ()):
        if before == f"{word} " or before.endswith(f" {word} "):
            stem = before[:-len(word) - 1]
            return [(said[b], f"{stem}{bound} {fields[0]}{after}")
                    for b, bound in zip(("at least", "at most"), FOREIGN_BOUNDS[lang]) if b in said]
    return []


def _bounded(lang: str, table: Table, games: frozenset[str] | None) -> list[tuple[str, str]]:
    """Each translated outcome bounded (:func:`bounded_translations`), for the English bounded step."""
    found: dict[tuple[str, str], None] = {}
    for rs in rulesets_of(games).values():
        for english, outcome in rs.outcomes.items():
            if english in table.outcomes:
                found.update(dict.fromkeys(bounded_translations(lang, table, english, outcome)))
    return list(found)


def _field_list(pattern: str) -> list[str]:
    return [m.group(1) for m in _FIELD.finditer(pattern)]


# --- outcome phrases back to English ---------------------------------------------------------

@lru_cache(maxsize=None)
def _parser(lang: str, translated: str) -> tuple[parse.Parser, re.Pattern | None]:
    """A translated outcome phrase as a parser (compiled once per phrase), with the expression of its
    literal parts (:func:`~oracle.bdd.step_index.literal_skeleton`): the parser's own expression holds
    the language's whole vocabulary of model words, and most phrases asked are not this one."""
    # (asked only for an outcome of a ruleset the run has loaded, whose types are registered)
    parser = parse.compile(localise_pattern(translated, lang), extra_types=types_for(lang, loaded_only=True))
    return parser, literal_skeleton(parser)


def to_english(rs, phrase: str) -> str | None:
    """The English outcome phrase a translated phrase stands for (None if it is none of them): a
    bounded translation ("идёт ход не ранее 3") stands for the English bounded phrase ("the battle is in
    turn 3 or later")."""
    phrase = phrase.strip()
    for lang, table in _TABLES.items():
        for english, translated in table.outcomes.items():
            if english not in rs.outcomes:
                continue
            bounded = bounded_translations(lang, table, english, rs.outcomes[english])
            for english_said, said in ((english, translated), *bounded):
                parser, skeleton = _parser(lang, said)
                if skeleton is not None and skeleton.match(phrase) is None:
                    continue
                m = parser.parse(phrase)
                if m is not None:
                    return fill(english_said, m.named)
    return None


if install not in LOCALISERS:  # the before_all hook installs the phrasings the steps modules declared
    LOCALISERS.append(install)
if to_english not in PHRASE_TRANSLATORS:  # outcome phrases in these languages, in checks and questions
    PHRASE_TRANSLATORS.append(to_english)


# --- the vocabulary, for docs/steps-localised.md ----------------------------------------------


def render_vocabulary() -> str:
    """docs/steps-localised.md: every translated phrase beside its English pattern, and the model words."""
    root = Path(__file__).resolve().parents[2]
    for path in sorted((root / "steps").glob("*.py")):
        if path.stem.endswith(tuple(f"_{lang}" for lang in LANGUAGES)):
            exec_file(str(path), {})
    out = ["# Step vocabulary in Russian and Chinese", "",
           "Generated from `steps/*_ru.py` and `steps/*_zh.py` by `python -m oracle.clarify.language`;",
           "do not edit by hand. Each phrase calls the same step function as its English pattern",
           "([docs/steps.md](steps.md)); how to add phrasings: [rulings-and-questions.md]"
           "(rulings-and-questions.md#scenarios-in-the-rules-own-language).", ""]
    for lang, table in _TABLES.items():
        language = LANGUAGES[lang]
        out += [f"## {language.name} (`# language: {'zh-CN' if lang == 'zh' else lang}`)", "",
                "Every action phrase also takes the dice at its end: "
                + ", ".join(f"`…{readable(s)}`" for s in language.dice_suffixes) + ".", "",
                "| English | " + language.name + " |", "|---|---|"]
        for english, translated in sorted(table.steps.items()):
            out.append(f"| {_cell(readable(english))} | {_cell(readable(translated))} |")
        out += ["", "Outcomes (as a check, and inside the chance question):", "",
                "| English | " + language.name + " |", "|---|---|"]
        for english, translated in sorted(table.outcomes.items()):
            out.append(f"| {_cell(readable(english))} | {_cell(readable(translated))} |")
        bounded = sorted(_bounded(lang, table, None))
        if bounded:
            out += ["", "Outcomes with their number bounded as its players say it (never stacked on «до» or on another bound):", "",
                    "| English | " + language.name + " |", "|---|---|"]
            out += [f"| {_cell(readable(english))} | {_cell(readable(translated))} |" for english, translated in bounded]
        if any(negated_translation(lang, t) for t in table.outcomes.values()):
            out += ["", "Each outcome that starts with its subject also reads negated, with «не» after the subject "
                        "(«всадник не падает с лошади»), as a check and inside the chance question."]
        by_id: dict[str, list[str]] = {}
        for word, ident in sorted(table.names.items()):
            by_id.setdefault(ident, []).append(word)
        out += ["", "Model words: " + "; ".join(f"`{ident}` {', '.join(words)}" for ident, words in sorted(by_id.items())),
                ""]
        if table.types:
            out += ["Typed parameters read in " + language.name + ": "
                    + "; ".join(f"`{t}` (" + ", ".join(f"{k} → {v}" for k, v in words.items()) + ")"
                                for t, (_, words) in sorted(table.types.items())), ""]
    return "\n".join(out).rstrip("\n") + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def main() -> int:
    target = Path(__file__).resolve().parents[2] / "docs" / "steps-localised.md"
    target.write_text(render_vocabulary(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":  # the steps modules fill the imported module's tables, not this __main__'s
    from oracle.clarify.language import main as main_of_module

    raise SystemExit(main_of_module())
