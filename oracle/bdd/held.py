"""What a run holds of behave's model, and when it lets go of it.

behave parses every feature of the run before it runs any, and a scenario outline builds a
scenario for each row of its examples (every step deep-copied, with its outcome) when it
starts, and keeps them.  A run of the oracle writes each scenario's result to disk as it ends,
so it holds no more of the model than the feature being run: each feature is parsed just
before it runs (:func:`parsed_one_at_a_time`) and counted then (:class:`Counted`); an
outline's scenario is built just before it runs (:class:`RowByRowOutline`) and its steps are
let go when the next scenario starts; the built scenarios of a feature are let go once the
feature has run.  What was let go is built again, from the outline, if anything asks for it.
"""

from __future__ import annotations

import bisect
import copy
import copyreg
import functools
import io
import os
import pickle
import re
import unicodedata
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, Callable

from behave import i18n, model_core, model_type
from behave.capture import CaptureSinkAsCollector, ManyCaptured
from behave.model import Rule, ScenarioOutline, ScenarioOutlineBuilder, Step, Tag
from behave.parser import Parser, ParserError, State
from behave.runner_util import FeatureScenarioLocationCollector2, FileLocation

from oracle.core.errors import suggest

_BEHAVES_RELPATH = model_type.make_relpath_if_possible
_relpath_kept = functools.lru_cache(maxsize=256)(_BEHAVES_RELPATH)


def relative_paths_kept() -> None:
    """behave makes the file name of every statement it builds relative to the working folder
    (``os.path.relpath``, for every step and every row's scenario): the same answer for the same
    file and folder, worked out anew about 44 000 times in a run with the rulings side by side.
    From here on it is worked out once per (file, folder) and kept; the answers are behave's."""
    if model_core.make_relpath_if_possible is _BEHAVES_RELPATH:
        model_core.make_relpath_if_possible = _relpath_kept


def by_file(locations) -> list[list[FileLocation]]:
    """The run's feature locations (``file`` or ``file:line``) as behave groups them into features:
    each run of consecutive locations in the same file is one feature."""
    groups: list[list[FileLocation]] = []
    for location in locations:
        if not isinstance(location, FileLocation):
            location = FileLocation(os.path.normpath(location))
        if groups and groups[-1][0].filename == location.filename:
            groups[-1].append(location)
        else:
            groups.append([location])
    return groups


class FeatureProblem(ParserError):
    """What :class:`_Parser` refuses that behave's own parser lets pass, in one line:
    ``FILE:LINE: what is wrong`` (behave's own errors read ``Failed to parse "FILE": ... at line N``)."""

    def __init__(self, message: str, line: int, filename=None):
        super().__init__(message, line, filename, use_annotated_message=False)

    def __str__(self):
        return f"{self.filename or '<string>'}:{self.line}: {self.args[0]}"


TABLE_CELL_SPLIT = re.compile(r"(?<!\\)\|")
"""Between the cells of a table row, as behave splits one: a ``|`` that no backslash escapes."""


STEP_KINDS = ("given", "when", "then", "and", "but")
"""The step keywords of a language, in the order a message lists them."""


class _Parser(Parser):
    """behave's Gherkin parser, except that eight things it accepts without a word are errors, each
    of which made part of a feature vanish, or go unchecked, while the run passed (each a
    :class:`FeatureProblem`):

    * a doc string still open at the end of the file: behave takes the rest of the file as the doc
      string's text, so a scenario written after it was never run;
    * an outline with no examples at all, or examples with a heading and no row: the outline runs
      no scenario (an outline without examples left a file of one outline "without a scenario");
    * a column of the examples that the outline never names (``<column>`` in its name, tags,
      steps, or their tables and doc strings, or the background's steps): every row runs the
      same scenario, so what the column says differs from row to row is checked by nothing;
    * a column there twice: behave fills its ``<name>`` in from the first, and the second's values
      are checked by nothing;
    * a placeholder no column fills: behave leaves ``<who>`` as it is, and a step whose field reads
      any word sets up a model called ``<who>`` (a tag with one it drops);
    * a step's data table with a column there twice: a step reads a cell by its column's heading,
      and behave gives it the first column's (``| soldier | distance | seen | distance |``: the
      second distances were never read).
    * tags at the end of the file, with nothing after them to tag: behave dropped them;
    * a row of a table (a step's, or the examples') that does not end with ``|``: behave logs a
      warning and reads the row without its last character, so the last cell ``yes`` was ``ye``,
      and ``13`` was ``1`` (a die that showed another face, and the scenario could pass).

    And lines it refuses, said plainly: the feature's keyword without its colon (``Feature x``), where
    behave says "Parser failure in state=initial ... No feature found"; a word of a line of tags that
    is no tag (``@clause: lotow.x``, a space after the colon), where behave quotes the word and the
    line and does not say what is wrong; a line among the steps that is no step (a misspelt keyword,
    a doc string fenced with backticks), where behave says "Parser failure in state=steps"; a keyword's
    line without its colon there or after tags (``Scenario z``), or with a colon that only looks like one
    (``场景：2``, a Chinese keyboard's fullwidth colon), said to lack it, and which character stands there.
    """

    def parse_tags(self, line):
        words = line.split()
        for i, word in enumerate(words):
            if word.startswith("#"):
                break
            if word.startswith("@"):
                continue
            if i and words[i - 1].startswith("@") and words[i - 1].endswith(":"):
                why = f"a tag holds no space: write '{words[i - 1]}{word}'"
            else:
                why = "every word of a line of tags begins with '@' (and a comment, with '#')"
            raise FeatureProblem(f"'{word}' on the line of tags '{line.strip()}' is no tag: {why}", self.line,
                                 self.filename)
        return super().parse_tags(line)

    def action(self, line):
        # behave looks the language of a ``# language:`` comment up without a check: a name it does
        # not know escaped as a KeyError (a traceback), so it is named here with the known ones nearest
        if self.state == State.INITIAL and line.lstrip().startswith("#"):
            words = line.strip()[1:].strip()
            if words.lower().startswith("language:"):
                language = words[9:].strip()
                if language not in i18n.languages:
                    raise FeatureProblem(f"unknown language {language!r} in the '# language:' comment"
                                      f"{suggest(language, i18n.languages)}", self.line, self.filename)
        return super().action(line)

    def action_initial(self, line):
        # "Feature x": behave's "Parser failure in state=initial ... REASON: No feature found", where
        # the line says which feature was meant and only its colon is missing
        if not super().action_initial(line):
            self._lacks_colon(line.strip(), ("feature",))
            return False
        return True

    def _lacks_colon(self, text: str, kinds: tuple[str, ...] | None = None) -> None:
        """A line of one of ``kinds`` (by default a scenario's, outline's, background's, rule's or examples') without
        the colon after its keyword (``Scenario y``, ``场景：2`` with a fullwidth colon), where that keyword's line
        must come: named so."""
        kinds = kinds or (*SCENARIO_KINDS, "rule", "examples")
        keywords = {k for kind in kinds for k in self.keywords.get(kind, ()) if k != "*"}
        keyword = _without_colon(text, keywords)
        if keyword is not None and text != keyword:
            raise FeatureProblem(f"'{text}' lacks the colon after its keyword: '{keyword}:'{colon_hint(text)}",
                                 self.line, self.filename)

    def action_table(self, line):
        text = line.strip()
        if text.startswith("|") and not text.endswith("|"):
            last = TABLE_CELL_SPLIT.split(text)[-1].strip()
            raise FeatureProblem(f"the table row {text!r} does not end with '|', so its last cell {last!r} would be "
                                 f"read as {last[:-1].strip()!r}; close the row with '|'", self.line, self.filename)
        return super().action_table(line)

    def action_steps(self, line):
        # behave: "Parser failure in state=steps at line N: ...", not saying what the line lacks
        if super().action_steps(line):
            return True
        text = line.strip()
        if not text or self.ask_parse_failure_oracle(text):
            # the end of the file after a table (behave's _parse_loop ends a table with ""), or a keyword behave
            # says more of ("Background may not occur after Scenario/ScenarioOutline.")
            return False
        self._lacks_colon(text)
        if text.startswith("```"):
            why = "a doc string opens and closes with \"\"\" (or '''), not ```"
        else:
            starts = sorted(dict.fromkeys(k.strip() for kind in STEP_KINDS for k in self.keywords[kind]),
                            key=lambda k: k == "*")
            why = (f"a line among the steps begins with a step's keyword ({', '.join(starts)}), a table row with '|', "
                   "or starts a scenario, scenario outline, rule or examples")
        raise FeatureProblem(f"'{text}' is no step: {why}", self.line, self.filename)

    def action_taggable_statement(self, line):
        # behave: "Parser failure in state=taggable_statement at line N: ...", naming no tags
        if super().action_taggable_statement(line):
            return True
        if self.ask_parse_failure_oracle(line.strip()):  # behave says more of it ("Background does not support tags.")
            return False
        self._lacks_colon(line.strip())
        raise FeatureProblem(f"'{line.strip()}' comes after the tags of line {self.tags[0].line}, where the line of the "
                             "scenario, scenario outline, rule or examples they tag belongs", self.line, self.filename)

    def _parse_loop(self, text, initial_state=None, filename=None):
        super()._parse_loop(text, initial_state, filename)
        if self.state == State.MULTILINE_TEXT:
            raise FeatureProblem(f"the doc string opened with {self.multiline_terminator} is never closed",
                              self.multiline_start, filename)
        if self.state == State.TAGGABLE_STATEMENT and self.tags:
            # behave dropped them without a word: the scenario they were written for is not in the file
            raise FeatureProblem(f"the tags {' '.join('@' + tag for tag in self.tags)} tag nothing: the file ends "
                                 "before the scenario, scenario outline, rule or examples they are written for",
                                 self.tags[0].line, filename)

    def parse(self, data, filename=None):
        feature = super().parse(data, filename)
        if feature is not None:
            for outline in _outlines(feature):
                problem = examples_problem(outline)
                if problem is not None:
                    raise FeatureProblem(problem[0], problem[1], filename)
            for step in _steps(feature):
                problem = step_table_problem(step)
                if problem is not None:
                    raise FeatureProblem(problem[0], problem[1], filename)
        # behave leaves the feature its parser (``context.execute_steps`` parses with it, from a reset
        # of its own) and the parser the feature and its last scenario: a cycle, so that a feature
        # that had run, with every scenario, step and capture of it, waited for the cyclic collector
        # to walk the whole heap. The parser forgets what it read: the feature goes with its run.
        self.reset()
        return feature


def _steps(container):
    """Every step written in a feature or a rule: its background's, its scenarios' and its outlines'."""
    background = getattr(container, "background", None)
    if background is not None:
        yield from background.steps
    for item in container.run_items:
        if isinstance(item, Rule):
            yield from _steps(item)
        else:
            yield from item.steps


def step_table_problem(step) -> tuple[str, int] | None:
    """A column there twice in a step's data table, and the table's line, or None (:class:`_Parser`)."""
    table = step.table
    if table is None:
        return None
    for i, heading in enumerate(table.headings):
        if heading in table.headings[:i]:
            return (f"column {heading!r} of the data table of step '{step.keyword} {step.name}' is there twice: "
                    "a step reads a cell by its column's heading, and behave gives it the first column's only",
                    table.line)
    return None


def _outlines(container):
    for item in container.run_items:
        if isinstance(item, Rule):
            yield from _outlines(item)
        elif isinstance(item, ScenarioOutline):
            yield item


PLACEHOLDER = re.compile(r"<([^<>\n]+)>")
"""A placeholder of an outline, as behave fills one in: ``<column>``."""

ROW_PARAMETERS = frozenset({"examples.name", "examples.index", "row.index", "row.id"})
"""The placeholders behave fills in from the examples block and the row themselves, not a column."""


def examples_problem(outline: ScenarioOutline) -> tuple[str, int] | None:
    """What is wrong with an outline's examples, and the line, or None: no examples at all, examples
    with no row, a placeholder no column fills, a column whose ``<name>`` appears nowhere behave fills the rows in,
    or a column there twice, whose second values behave never uses, or an empty cell a step needs filled in
    (:class:`_Parser`)."""
    texts = [outline.name, *outline.tags]
    steps = [*outline.background_steps, *outline.steps]
    for step in steps:
        texts.append(step.name)
        if step.text:
            texts.append(step.text)
        if step.table is not None:
            texts += step.table.headings
            texts += [cell for row in step.table for cell in row.cells]
    if not outline.examples:
        return f"scenario outline {outline.name!r} has no Examples", outline.line
    for example in outline.examples:
        table = example.table
        line = table.line if table is not None else example.line
        if table is None or not table.rows:
            return (f"the examples of scenario outline {outline.name!r} have no row, "
                    "so the outline would run no scenario", line)
        used = " ".join([*texts, example.name or "", *example.tags])
        for placeholder in PLACEHOLDER.findall(used):
            if placeholder not in table.headings and placeholder not in ROW_PARAMETERS:
                return (f"scenario outline {outline.name!r} names <{placeholder}>, but its examples have no column "
                        f"{placeholder!r}, so every row would keep the text <{placeholder}>", line)
        for i, heading in enumerate(table.headings):
            if heading in table.headings[:i]:
                return (f"column {heading!r} of the examples of scenario outline {outline.name!r} is there twice, "
                        f"and behave fills <{heading}> in from the first only", line)
            if f"<{heading}>" not in used:
                return (f"column {heading!r} of the examples of scenario outline {outline.name!r} is named nowhere "
                        f"in the outline (no <{heading}> in its name, tags or steps), so every row would run the "
                        f"same scenario; put <{heading}> where it belongs (a column that only labels its rows, in the "
                        "outline's name) or leave the column out", line)
        for number, row in enumerate(table.rows, 1):
            for heading, cell in zip(table.headings, row.cells):
                step = next((step for step in steps if cell.strip() == "" and f"<{heading}>" in _step_texts(step)), None)
                if step is not None:
                    return (f"row {number} of the examples of scenario outline {outline.name!r}: the cell of column "
                            f"{heading!r} is empty, and step '{step.keyword} {step.name}' needs a value there", row.line)
    return None


def _step_texts(step) -> str:
    """A step's name, text and data table, where an outline's placeholders may stand."""
    table = [] if step.table is None else [*step.table.headings, *(c for r in step.table for c in r.cells)]
    return " ".join([step.name, step.text or "", *table])


def parse_file(filename, language=None):
    """A feature file parsed as behave's ``parse_file`` parses it (UTF-8), by :class:`_Parser`; a
    byte-order mark at its start (which some Windows editors write) is not part of the text, as
    Cucumber's own parsers read it (behave took it for the first character of the first line). The
    text is read in Unicode's composed form (NFC), as the steps and keywords are written: a file whose
    "й" or "ё" came decomposed (a letter and a combining mark, as some editors and copies from PDF
    give them) looks the same and now reads the same, where behave matched none of its Russian keywords."""
    with open(filename, "rb") as f:
        return _parse_bytes(f.read(), filename, language)


def read_feature(filename, language=None):
    """:func:`parse_file`'s feature for code that only reads it (a check of its tags or its text), the
    same object for the same bytes of the same file: parsed once, where ``oracle check`` asked for every
    file three times. Not for a run, which changes the model it is given (:class:`KeptParses` gives a
    run a fresh copy)."""
    with open(filename, "rb") as f:
        return _read_feature(str(filename), f.read(), language)


@functools.lru_cache(maxsize=256)
def _read_feature(filename: str, raw: bytes, language):
    return _parse_bytes(raw, filename, language)


def _parse_bytes(raw: bytes, filename, language=None):
    text = raw.decode("utf-8-sig")
    if not unicodedata.is_normalized("NFC", text):  # "й" as "и" and a combining breve: the same text
        text = unicodedata.normalize("NFC", text)
    try:
        return _Parser(language).parse(text, filename)
    except ParserError as exc:  # as behave's: every parse error names the file
        exc.filename = filename
        raise


def _reduce_tag(tag: Tag):
    """A tag as pickle writes it: behave's :class:`~behave.model.Tag` is a string whose ``__new__``
    needs its line too, which pickle's way with a subclass of ``str`` does not give it."""
    return Tag, (str(tag), tag.line), dict(vars(tag))


_PICKLING = {**copyreg.dispatch_table, Tag: _reduce_tag}
"""How :class:`KeptParses` pickles behave's model (the global table of ``copyreg`` left as it is)."""


class KeptParses:
    """Feature files parsed once in this process and kept, pickled, for the behave runs that follow.

    The rounds of the rulings side by side (:mod:`oracle.clarify.sides`) run the same files again
    and again, each round a behave run of its own that parsed every file it ran (244 parses for the
    built-in suite's 47 files that consult a ruling). A run changes the model it is given (an
    outline's rows are built on it, what ran is let go), so each run gets a fresh copy, read back
    from the pickles made just after the file was parsed: a third of the cost of parsing it in a
    fresh process, less in a run's, where the cyclic collector takes its share
    (docs/performance.md). A round runs a few of a file's scenarios (4379 re-runs in 12095 scenarios
    of the files read back), so each scenario or outline is pickled apart from the feature around
    it (:class:`_Pickled`) and a copy for some lines holds only the scenarios at those lines. A file
    whose bytes differ from those it was parsed from, or read in another language, is parsed again."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, str | None], tuple[bytes, _Pickled]] = {}

    def parse(self, filename: str, language=None, lines: frozenset[int] | None = None):
        """:func:`parse_file`'s feature (or None), fresh: a copy of the one parsed before when the file is
        the same. With ``lines``, the copy may hold only the scenarios and outlines at those lines
        (behave's reading of a ``file:line``: the item the line falls in)."""
        with open(filename, "rb") as f:
            raw = f.read()
        kept = self._kept.get((filename, language))
        if kept is not None and kept[0] == raw:
            return kept[1].load(lines)
        feature = _parse_bytes(raw, filename, language)
        self._kept[(filename, language)] = (raw, _Pickled(feature))
        return feature


class _Pickler(pickle.Pickler):
    """pickle's ``Pickler`` with this module's reductions (:data:`_PICKLING`), the objects given by their
    ``id`` in ``refs`` written as their persistent ids. Through a method of a subclass, pickle's documented
    way (Python 3.13 no longer lets ``persistent_id`` be set on a pickler), asked of every object pickled: one
    look-up and no other call (a feature's pickles asked it about a million times in a run)."""

    dispatch_table = _PICKLING

    def __init__(self, out: io.BytesIO, refs: dict[int, tuple[str, int]]):
        super().__init__(out, pickle.HIGHEST_PROTOCOL)
        self._refs = refs

    def persistent_id(self, obj: Any) -> Any:
        return self._refs.get(id(obj))


class _Unpickler(pickle.Unpickler):
    """pickle's ``Unpickler``, a persistent id read back by a function (as :class:`_Pickler`)."""

    def __init__(self, data: bytes, persistent_load: Callable[[Any], Any]):
        super().__init__(io.BytesIO(data))
        self._persistent_load = persistent_load

    def persistent_load(self, pid: Any) -> Any:
        return self._persistent_load(pid)


def _frame(feature) -> list:
    """What surrounds a feature's scenarios, in a fixed order: the feature, its rules, and their backgrounds."""
    rules = [item for item in feature.run_items if isinstance(item, Rule)]
    return [x for c in [feature, *rules] for x in (c, c.background) if x is not None]


def _items(feature) -> list:
    """The feature's scenarios and outlines, its rules' included, in the file's order."""
    return [item for c in [feature, *(i for i in feature.run_items if isinstance(i, Rule))]
            for item in c.run_items if not isinstance(item, Rule)]


@dataclass(frozen=True)
class _Hole:
    """Where a scenario or outline stood in the pickled frame of a feature."""

    index: int


class _Pickled:
    """A parsed feature as pickles: its frame (the feature, its rules, their backgrounds) with a
    :class:`_Hole` where each scenario or outline stands, and each scenario or outline apart, its
    references to the frame kept as references (pickle's persistent ids)."""

    def __init__(self, feature) -> None:
        frame, items = _frame(feature), _items(feature)
        in_frame = {id(x): ("frame", i) for i, x in enumerate(frame)}
        in_items = {id(x): ("item", i) for i, x in enumerate(items)}
        out = io.BytesIO()
        _Pickler(out, in_items).dump(feature)
        self.frame = out.getvalue()
        self.items = []
        for item in items:
            out = io.BytesIO()
            _Pickler(out, in_frame).dump(item)
            self.items.append(out.getvalue())
        # where each item starts, and where each rule and background of the frame does (not an item's line)
        marks = sorted([(item.line, i) for i, item in enumerate(items)] +
                       [(x.line, None) for x in frame[1:] if x.line is not None])
        self.starts, self.owners = [line for line, _ in marks], [i for _, i in marks]

    def _wanted(self, lines: frozenset[int] | None) -> set[int] | None:
        """The items at ``lines`` (each line in the item that starts at or before it, before anything
        else starts), or None for every item: no lines, or a line before the first item or in a
        rule's or a background's own lines, which behave reads as more than one item."""
        if not lines:
            return None
        wanted = set()
        for line in lines:
            at = bisect.bisect_right(self.starts, line) - 1
            if at < 0 or self.owners[at] is None:
                return None
            wanted.add(self.owners[at])
        return wanted

    def load(self, lines: frozenset[int] | None = None):
        wanted = self._wanted(lines)
        feature = _Unpickler(self.frame, lambda pid: _Hole(pid[1])).load()
        frame = _frame(feature)
        loaded = {}
        for i, data in enumerate(self.items):
            if wanted is None or i in wanted:
                loaded[i] = _Unpickler(data, lambda pid: frame[pid[1]]).load()
        rules = []
        for container in [feature, *(i for i in feature.run_items if isinstance(i, Rule))]:
            for name in ("run_items", "scenarios"):
                kept = [loaded[x.index] if isinstance(x, _Hole) else x
                        for x in getattr(container, name) if not isinstance(x, _Hole) or x.index in loaded]
                setattr(container, name, kept)
            if container is not feature and (wanted is None or container.run_items):
                rules.append(container)
        if wanted is not None:  # a rule left without a scenario at the lines is left out with them
            kept_rules = set(map(id, rules))
            for rule in feature.run_items:
                if isinstance(rule, Rule) and id(rule) not in kept_rules:
                    # its links cut: it and its background point at each other, and it at the feature, which
                    # then waited with every scenario it ran for the cyclic collector to free the rule
                    _cut_links([rule, rule.background])
            feature.run_items = [x for x in feature.run_items if not isinstance(x, Rule) or id(x) in kept_rules]
            feature.rules = rules
        return feature


SCENARIO_KINDS = ("scenario", "scenario_outline", "background")
"""The Gherkin keywords (by kind, in each language) that open a scenario or a background."""


def keyword_without_colon(filename, language=None) -> tuple[int, str] | None:
    """The first line of a feature file that begins with a scenario, outline or background keyword
    of its language but not with the colon after it (``Scenario y``): Gherkin reads such a line as
    part of the feature's description, so the file can parse with no scenario at all. ``(line
    number, the line)``, or None. Only a likely cause: description text may begin with such a word."""
    feature = parse_file(filename, language)
    with open(filename, "rb") as f:
        lines = unicodedata.normalize("NFC", f.read().decode("utf-8-sig")).splitlines()  # as it was parsed
    words = i18n.languages.get(feature.language if feature is not None else "en") or i18n.languages["en"]
    keywords = {k for kind in SCENARIO_KINDS for k in words.get(kind, ()) if k != "*"}
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if _without_colon(text, keywords) is not None:
            return number, text
    return None


COLON_LOOK_ALIKES = frozenset("\uff1a\u2236\ua789\ufe13\ufe55")
"""Characters an input method or a copy puts where a keyword's colon goes (a Chinese keyboard's fullwidth colon,
a ratio sign): the line looks right, and Gherkin reads it as no keyword's line."""


def colon_hint(text: str) -> str:
    """Words to add where a line lacks its keyword's colon and holds a :data:`COLON_LOOK_ALIKES` character instead
    (which the message would otherwise seem to deny: "'功能：坐骑' lacks the colon"); "" where it holds none."""
    char = next((c for c in text if c in COLON_LOOK_ALIKES), None)
    if char is None:
        return ""
    return (f" (the '{char}' in it is a {unicodedata.name(char, 'colon').lower()}, U+{ord(char):04X}, which Gherkin "
            "does not read as the colon)")


def _without_colon(text: str, keywords) -> str | None:
    """The keyword a line begins with where the colon after it is missing (``Scenario y``), the longest
    first; None where there is none, or where the line's first word only begins as a keyword does
    ("Examples", "Scenarios", "Features")."""
    for keyword in sorted(keywords, key=len, reverse=True):
        rest = text[len(keyword):]
        if text.startswith(keyword) and not rest.lstrip().startswith(":"):
            if rest and rest[0].isalnum() and keyword[-1].isascii():
                continue  # another word that begins as the keyword does
            return keyword
    return None


def parse_feature(group: list[FileLocation], language=None, kept: KeptParses | None = None):
    """One feature of the run, parsed as behave's ``parse_features`` parses it (the scenarios not at
    the group's lines, if it names any, marked skipped); None for a file without a feature. With
    ``kept``, a file parsed by an earlier run of this process is read back from there."""
    filename = os.path.abspath(group[0].filename)
    lines = frozenset(location.line for location in group) if all(location.line for location in group) else None
    feature = kept.parse(filename, language, lines) if kept is not None else parse_file(filename, language=language)
    if not feature:
        return None
    row_by_row(feature)  # a selection by line builds the outlines' rows: with the run's own copies
    collector = FeatureScenarioLocationCollector2()
    collector.feature = feature
    for location in group:
        collector.add_location(location)
    return collector.build_feature()


def parsed_one_at_a_time(locations, language=None):
    """The features of the run, each parsed when it is asked for (behave parses them all first)."""
    for group in by_file(locations):
        feature = parse_feature(group, language)
        if feature is not None:
            yield feature


@dataclass(frozen=True)
class Planned:
    """A scenario the run will run, as behave will build it: its effective tags, line and name."""

    tags: frozenset
    filename: str
    line: int
    naming: Callable[[], str]
    """Makes the name, as behave names the scenario, where a message needs it: behave's name of an outline's row
    (its placeholders filled in, ``ScenarioOutlineBuilder.make_scenario_name``) took 0.2 ms, 0.17 s of every run
    of the built-in suite, whose checks read the tags only."""

    @property
    def name(self) -> str:
        return self.naming()


def _rows(outline):
    """Each row of an outline's examples, numbered as behave numbers them when it builds the
    outline's scenarios (``example.index``, ``row.index``, ``row.id``), with the parameters of its
    name and tags."""
    for e, example in enumerate(outline.examples, start=1):
        example.index = e
        if example.table is None:
            continue
        for r, row in enumerate(example.table, start=1):
            row.index, row.id = r, f"{e}.{r}"
            yield example, row, {"examples.name": example.name, "examples.index": str(e), "row.index": str(r),
                                 "row.id": row.id}


def planned_scenarios(container):
    """Every scenario of a feature (or rule) as :class:`Planned`, an outline's rows without
    building them: the tags, line and name behave gives the scenario of a row (placeholders
    filled in), with none of its steps copied."""
    for item in container.run_items:
        if isinstance(item, Rule):
            yield from planned_scenarios(item)
        elif not isinstance(item, ScenarioOutline):
            yield Planned(frozenset(item.effective_tags), item.filename, item.line, functools.partial(str, item.name))
        else:
            builder = _RowBuilder(item.annotation_schema)
            inherited = item.effective_tags
            for example, row, params in _rows(item):
                tags = builder.make_row_tags(item.tags + example.tags, row, params)
                name = functools.partial(builder.make_scenario_name, item.name, example, row, params)
                yield Planned(frozenset(inherited.union(tags)), item.filename, row.line, name)


def written_scenarios(container):
    """Every scenario and scenario outline of a feature (or rule) as it is written, in order, an outline
    once and its rows not built: what ``walk_scenarios(with_outlines=True)`` lists less the scenarios
    behave builds for an outline's rows (each step deep-copied for each row)."""
    for item in container.run_items:
        if isinstance(item, Rule):
            yield from written_scenarios(item)
        else:
            yield item


def count_selected(features, tag_expression) -> int:
    """How many scenarios of the features the tag selection picks (outlines counted from their rows)."""
    return sum(1 for feature in features for sc in planned_scenarios(feature) if tag_expression.check(sc.tags))


def step_for_row(outline_step: Step) -> Step:
    """A copy of an outline's step for one of its rows, to fill in: what ``copy.deepcopy`` gives
    behave (``ScenarioOutlineBuilder.make_step_for_row``) for a step that has not run (an
    outline's own steps never do), at about a ninth of the cost (3 us a step of the built-in
    outlines against 28 us): its fields shared (strings, its place in the file, its untested
    status), its table copied, its captured output its own."""
    step = copy.copy(outline_step)
    if step.table is not None:
        step.table = copy.deepcopy(step.table)
    step._captured = ManyCaptured()
    step._capture_sink = CaptureSinkAsCollector(step._captured)
    step._capture_sink.store_on_success = outline_step._capture_sink.store_on_success
    return step


class _RowBuilder(ScenarioOutlineBuilder):
    """behave's builder of an outline's scenarios, each step copied by :func:`step_for_row`, each name made
    without a class of its own."""

    def make_scenario_name(self, outline_name, example, row, params=None):
        # behave's own, but for the two values the annotation reads: behave defines a class for them at every
        # call, and a class is a cycle (1524 of them in the rulings side by side, left to the cyclic collector)
        params = {} if params is None else params
        params["examples.name"] = example.name or ""
        params.setdefault("examples.index", example.index)
        params.setdefault("row.index", row.index)
        params.setdefault("row.id", row.id)
        examples_name = self.render_template(example.name, row, params)
        params["examples.name"] = examples_name
        scenario_name = self.render_template(outline_name, row, params)
        return self.annotation_schema.format(
            name=scenario_name, examples=SimpleNamespace(name=examples_name, index=example.index, id=examples_name),
            row=SimpleNamespace(name=row.id, index=row.index, id=row.id))

    @classmethod
    def make_step_for_row(cls, outline_step, row, params=None):
        # behave's own, but for the copy: the placeholders of the row filled in name, text and table
        new_step = step_for_row(outline_step)
        new_step.name = cls.render_template(new_step.name, row, params)
        if new_step.text:
            new_step.text = cls.render_template(new_step.text, row)
        if new_step.table is not None:
            for name, value in row.items():
                placeholder = "<%s>" % name
                for i, cell in enumerate(new_step.table.headings):
                    new_step.table.headings[i] = cell.replace(placeholder, value)
                for step_row in new_step.table:
                    for i, cell in enumerate(step_row.cells):
                        step_row.cells[i] = cell.replace(placeholder, value)
        return new_step


def built_rows(outline):
    """The scenarios of an outline's rows, each built when it is asked for, as behave builds them
    all at once (``ScenarioOutlineBuilder.build_scenarios``)."""
    builder = _RowBuilder(outline.annotation_schema)
    for example in outline.examples:
        if example.table is None:
            print(f"ERROR: ScenarioOutline.Examples: Has NO-TABLE syndrome ({example.location})")  # as behave
    for example, row, params in _rows(outline):
        yield builder.make_scenario_for(example, row, outline, params)


class RowByRowOutline(ScenarioOutline):
    """A scenario outline that builds the scenario of each row just before running it (behave's
    builds them all when the outline starts, every step deep-copied for every row).  Once it has
    run it holds what behave's holds: every row's scenario, in order (the rows a stopped run did
    not reach built too, untested).  Built all at once (``scenarios``, where a selection by line
    looks for the rows at its lines), the rows' steps are copied as :func:`step_for_row` copies them."""

    @property
    def scenarios(self):
        if self._is_any_example_table_modified():  # behave's, with the run's copies of the steps
            self._scenarios = _RowBuilder(self.annotation_schema).build_scenarios(self)
        return self._scenarios

    def run(self, runner):
        if not self._is_any_example_table_modified():
            return super().run(runner)  # built already (a selection by line or name asked for them)
        self.clear_status()
        for example in self.examples:
            if example.table is not None:
                example.table.modified = False  # the scenarios below are the outline's: never built again
        self._scenarios = []
        rows = built_rows(self)
        failed_count = 0
        for scenario in rows:
            self._scenarios.append(scenario)
            runner.context._set_root_attribute("active_outline", scenario._row)
            if scenario.run(runner):
                failed_count += 1
                if runner.config.stop or runner.aborted:
                    break  # -- FAIL-EARLY, as behave's
        self._scenarios.extend(rows)
        runner.context._set_root_attribute("active_outline", None)
        return failed_count > 0


def row_by_row(container) -> None:
    """The outlines of a feature (or rule) run as :class:`RowByRowOutline`."""
    for item in container.run_items:
        if isinstance(item, Rule):
            row_by_row(item)
        elif type(item) is ScenarioOutline:
            item.__class__ = RowByRowOutline


COUNTED = "oracle_counted"
"""Set on a scenario the tally has counted."""


@dataclass
class Tally:
    """What a run ran, counted as behave's model is let go (scenarios, steps, failed scenarios)."""

    scenarios: int = 0
    steps: int = 0
    failed: int = 0

    def add_scenario(self, scenario) -> None:
        if getattr(scenario, COUNTED, False):
            return  # counted already (when its steps were let go)
        setattr(scenario, COUNTED, True)
        self.scenarios += 1
        self.steps += sum(1 for _ in scenario.all_steps)
        if scenario.status.name not in ("passed", "skipped"):
            self.failed += 1

    def add(self, feature) -> None:
        for scenario in feature.walk_scenarios():
            self.add_scenario(scenario)


def let_go_of_scenario(scenario, tally: Tally) -> None:
    """A scenario of an outline that has run: counted, then its steps (copied for its row) let go.
    Its status, final once it has run, stays (behave's outline and feature read it)."""
    if getattr(scenario, "_row", None) is None or not scenario.steps or not scenario.status.is_final():
        return
    tally.add_scenario(scenario)
    forget_tracebacks([scenario, *scenario.steps])
    scenario.steps = []


def forget_tracebacks(statements) -> None:
    """What failed in these statements (a step, a scenario whose hook failed) kept without its traceback, once
    its result is written: behave keeps a failure's exception and traceback on the step, whose frames hold
    the step, its scenario and, up the stack, its feature and the runner (a cycle left to the cyclic
    collector, as many as the rulings side by side re-run scenarios that fail under another reading)."""
    for statement in statements:
        if getattr(statement, "exc_traceback", None) is not None:
            statement.exc_traceback = None
        exception, seen = getattr(statement, "exception", None), set()
        while exception is not None and id(exception) not in seen:  # and those it was raised from or during
            seen.add(id(exception))
            exception.__traceback__ = None
            exception = exception.__cause__ or exception.__context__


def let_go_of_feature(feature) -> None:
    """A feature that has run: the scenarios its outlines built are let go (built again on demand)."""
    for item in feature.run_items:
        if isinstance(item, Rule):
            let_go_of_feature(item)
        elif isinstance(item, ScenarioOutline):
            item._scenarios = []
            for example in item.examples:
                if example.table is not None:
                    example.table.modified = True  # behave builds the outline's scenarios again when asked


def unlink_feature(feature) -> None:
    """A feature that has run and been reported, before :func:`let_go_of_feature`: its parts' links up to it and
    to its rules cut (``parent``, ``feature``) and their failures' tracebacks forgotten (:func:`forget_tracebacks`). Each link pointed back at
    what holds it, so that the model of a feature was a cycle, freed with every scenario's steps and their
    captures only when the cyclic collector next walked the whole heap; without them it goes as soon as the run
    lets go of the feature (no part keeps a scenario but the feature, no reporter reads it later)."""
    for container in [feature, *(item for item in feature.run_items if isinstance(item, Rule))]:
        parts = [container.background, *container.run_items]
        for item in container.run_items:
            if isinstance(item, ScenarioOutline):  # its examples, and the rows' scenarios not let go yet
                parts += [*item.examples, *item._scenarios]
        for part in parts:
            if part is not None:
                forget_tracebacks([part, *getattr(part, "steps", ())])
        _cut_links(parts)


def _cut_links(parts) -> None:
    """The links of a feature's ``parts`` (its rules, backgrounds, scenarios) up to what holds them cut."""
    for part in parts:
        if part is None:
            continue
        for link in ("parent", "feature"):
            if getattr(part, link, None) is not None:
                setattr(part, link, None)
