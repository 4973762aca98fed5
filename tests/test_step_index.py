"""Step definitions added with the literal-parts index behave as behave's own registry does:
a text without a pattern's literal parts never matches it, the same definition twice is kept
once, and an ambiguous one is refused with behave's message."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from enum import Enum
from fractions import Fraction

import parse
import pytest
from behave.matchers import ParseMatcher
from behave.model_type import FileLocation
from behave.runner import the_step_registry
from behave.step_registry import AmbiguousStep, StepRegistry
from hypothesis import given, settings
from hypothesis import strategies as st

from in_process import oracle
from oracle.bdd.runner import load_step_folders, make_runner, unchangeable
from oracle.bdd.step_index import (FieldRecordingParser, LiteralFirstMatcher, add_step_definition, anchor_word,
                                   literal_skeleton, may_match, parser_parts, rules_out, sound)
from oracle.bdd.steps import LOCALISERS
from oracle.bdd.suite import builtin
from oracle.core.measure import Distance
from oracle.core.state import Frozen
from oracle.mordheim.route import Step

ROOT = Path(__file__).resolve().parent.parent

WORDS = st.sampled_from(["the ", "rider", " ", "a", "aa", "{{", "}}", "x y", "-", ".", "é", "Д", "и ", "?"])
FIELDS = st.sampled_from(["{}", "{a}", "{b:d}", "{c:w}", "{d:Name}"])
NAME = parse.with_pattern(r"[^\s,]+")(lambda text: text)
# The strategies are made once, here, not at every example: hypothesis checks each new strategy
# object before its first draw, a large part of these tests' time when made per example.
PIECES = st.lists(st.one_of(WORDS, FIELDS), min_size=1, max_size=6)
VALUES = st.sampled_from(["", "1", "rider", "the", "x y", "Д", "12", " "])
EDITS = st.sampled_from(["none", "drop-first", "drop-last", "upper", "insert"])
CASES = st.sampled_from([str, str.lower, str.upper, str.swapcase])


@st.composite
def patterns(draw):
    pieces = draw(PIECES)
    names = iter("pqrstuvwxyz")
    # every named field once: parse refuses a name used twice with two types
    return "".join(("{%s%s" % (next(names), p[2:]) if p.startswith("{") and p[1:2] not in ("{", "}") and p != "{}"
                    else p) for p in pieces)


@st.composite
def texts(draw, pattern):
    """Texts near the pattern: its literal parts with field values between them, then edited."""
    parser = parse.Parser(pattern, extra_types={"Name": NAME}, case_sensitive=True)
    parts = parser_parts(parser)
    text = parts[0] + "".join(draw(VALUES) + part for part in parts[1:])
    edit = draw(EDITS)
    if edit == "drop-first" and text:
        text = text[1:]
    elif edit == "drop-last" and text:
        text = text[:-1]
    elif edit == "upper":
        text = text.upper()
    elif edit == "insert":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(VALUES) + text[at:]
    return parser, text


@settings(max_examples=200)
@given(st.data())
def test_a_text_the_pattern_matches_holds_its_literal_parts(data):
    parser, text = data.draw(texts(data.draw(patterns())))
    parts = parser_parts(parser)
    if parser.parse(text) is not None:
        assert may_match(parts, text), (parser._format, text, parts)
        word = anchor_word(parts)
        assert word is None or word in text.split(" "), (parser._format, text, word)


@settings(max_examples=200)
@given(st.data())
def test_a_text_any_parser_matches_matches_its_literal_skeleton(data):
    pattern = data.draw(patterns())
    _, text = data.draw(texts(pattern))
    text = data.draw(CASES)(text)
    for case_sensitive in (True, False):
        parser = parse.Parser(pattern, extra_types={"Name": NAME}, case_sensitive=case_sensitive)
        skeleton = literal_skeleton(parser)
        if parser.parse(text) is not None:
            assert skeleton is not None and skeleton.match(text), (pattern, text, case_sensitive)


def test_a_lone_brace_leaves_no_skeleton():
    assert literal_skeleton(parse.Parser("a{2,3} {who}")) is None
    assert literal_skeleton(parse.Parser("{{a}} {who}")).match("{A} rider")


def test_case_insensitive_parsers_have_no_known_parts():
    assert parser_parts(parse.Parser("the {who}", case_sensitive=False)) is None
    assert parser_parts(parse.Parser("the {who} falls", case_sensitive=True)) == ("the ", " falls")
    assert parser_parts(parse.Parser("{{the}} {who}", case_sensitive=True)) == ("{the} ", "")


def _step(context):
    pass


def _other(context):
    pass


def test_the_same_definition_is_kept_once_and_an_ambiguous_one_refused_as_behave_does():
    ours, theirs = StepRegistry(), StepRegistry()
    for registry, add in ((ours, lambda *a: add_step_definition(ours, *a)), (theirs, theirs.add_step_definition)):
        add("given", "a {who} on a {mount}", _step)
        add("given", "a {who} on a {mount}", _step)  # the same function, the same place: kept once
        add("given", "the rider falls", _other)
    assert [m.pattern for m in ours.steps["given"]] == [m.pattern for m in theirs.steps["given"]]
    assert isinstance(ours.steps["given"][0], LiteralFirstMatcher)
    with pytest.raises(AmbiguousStep) as mine:
        add_step_definition(ours, "given", "a rider on a horse", _other)
    with pytest.raises(AmbiguousStep) as behave:
        theirs.add_step_definition("given", "a rider on a horse", _other)
    assert str(mine.value) == str(behave.value)


@pytest.mark.parametrize("pattern", ["the {who} mounts the {mount}", "the rider falls", "{who} falls", "the {who}"])
def test_a_literal_first_matcher_matches_as_behave_s_parse_matcher(pattern):
    ours, theirs = LiteralFirstMatcher(_step, pattern, "when"), ParseMatcher(_step, pattern, "when")
    for text in ("the rider mounts the horse", "the rider mounts", "The rider mounts the horse", "a rider mounts the horse",
                 "the rider falls", "the rider falls ", "rider falls", "the rider", ""):
        mine, behave = ours.match(text), theirs.match(text)
        assert (mine is None) == (behave is None), (pattern, text)
        if behave is not None:
            assert [(a.name, a.value) for a in mine.arguments] == [(a.name, a.value) for a in behave.arguments]
            assert str(mine.location) == str(behave.location)  # the step function's place, as behave gives it


def test_a_match_places_its_step_function_from_the_working_folder_as_behave_does(tmp_path, monkeypatch):
    ours, theirs = LiteralFirstMatcher(_step, "the {who} falls", "when"), ParseMatcher(_step, "the {who} falls", "when")
    here = str(ours.match("the rider falls").location)
    monkeypatch.chdir(tmp_path)  # behave gives the place relative to the folder it runs in
    there = ours.match("the rider falls").location
    assert str(there) == str(theirs.match("the rider falls").location) != here
    assert there.line == _step.__code__.co_firstlineno


def _typed(pattern):
    return parse.with_pattern(pattern)(lambda text: text)


def _refuses_empty(text):
    if not text:
        raise ValueError("nothing to read")
    return text


TYPE_PATTERNS = ["[^\\s,]+", "\\d+", "rider|horse", "(", "a)(b", "(?i)rider", "(?P<who>x)", "(?P<oracle_field>x)", "(a)\\1",
                 "(?(1)a|b)", "x*", "*x", "[", "", "a{2", "{2}", "\\", "(?x) a b", "(?:a|b)", "(?P=who)", "x|"]
"""Field types, good and bad: bad expressions, and ones that compile alone but not in a whole pattern
(references to other groups, flags for the whole expression, group names of their own)."""
ODD_FIELDS = st.sampled_from(["{}", "{a}", "{b:d}", "{c:T0}", "{d:T1}", "{e:T2}", "{f:Empty}", "{a:T0}", "{g:>T1}",
                              "{h:|<T0}", "{7:T1}", "{x.y:T2}", "{i[j k]:T0}", "{{", "}}"])


ODD_PATTERNS = st.lists(st.one_of(WORDS, ODD_FIELDS, st.sampled_from(["{", "}", "a{2}", "#", "|", "("])),
                        min_size=1, max_size=6).map("".join)


@settings(max_examples=300)
@given(ODD_PATTERNS, st.lists(st.sampled_from(TYPE_PATTERNS), min_size=3, max_size=3))
def test_a_definition_checked_from_its_parts_is_good_or_bad_as_behave_finds_it(pattern, chosen):
    types = {f"T{i}": _typed(p) for i, p in enumerate(chosen)}
    types["Empty"] = parse.with_pattern(r"x?")(_refuses_empty)
    try:
        parser = FieldRecordingParser(pattern, extra_types=types, case_sensitive=True)
    except Exception:
        return  # parse refuses the pattern itself (behave reports that when it makes the matcher)
    try:
        parse.Parser(pattern, extra_types=types, case_sensitive=True).parse("")  # what behave's check does
        behave_good = True
    except Exception:
        behave_good = False
    if sound(parser):
        assert behave_good, (pattern, chosen)
    ours = LiteralFirstMatcher(_step, pattern, "given", custom_types=types)
    try:
        ours.compile()
        mine = None
    except Exception as exc:
        mine = exc
    try:
        ParseMatcher(_step, pattern, "given", custom_types=types).compile()
        theirs = None
    except Exception as exc:
        theirs = exc
    assert (mine is None) == (theirs is None) == behave_good, (pattern, chosen, mine, theirs)
    if mine is not None:
        assert (type(mine), str(mine)) == (type(theirs), str(theirs))


REGULAR_TYPES = ["[^\\s,]+", "\\d+", "rider|horse", "[a-zД]*", "(?:a|b)+?", "x?", ".+?", "a{2,3}", "[^{}]+", "\\w+\\s\\w+",
                 "(?>a+)", "\\ba", "a(?=b)", "(?i:RIDER)", "a++", "(a)\\1", "a\\b", "(?:12|a)\\B", "\\d+\\s*(?:a\\b|b)"]
"""Field types that read only what they are given, some that look at the letters around them (word boundaries),
and some that look further or give nothing back."""
TEXT_PIECES = st.sampled_from(["the ", "rider", " ", "a", "aa", "b", "{", "}", "x y", "12", "Д", "horse", ":", "ab"])
FIELD_PATTERNS = st.lists(st.one_of(WORDS, st.sampled_from(["{a:T0}", "{b:T1}", "{c:T2}", "{}", "{d:d}", "{a:T0}"])),
                          min_size=1, max_size=6).map("".join)
THREE_REGULAR = st.lists(st.sampled_from(REGULAR_TYPES), min_size=3, max_size=3)
MIDDLES = st.lists(TEXT_PIECES, max_size=5).map("".join)
AROUND = st.sampled_from([lambda parts, middle: parts[0] + middle + parts[-1], lambda parts, middle: parts[0] + middle,
                          lambda parts, middle: middle + parts[-1],
                          lambda parts, middle: parts[0].join(["", middle, middle]) + parts[-1]])
"""Where the drawn middle goes among the literal parts: between the first and the last, after
the first, before the last, twice after the first."""


@settings(max_examples=600)
@given(st.data())
def test_a_text_ruled_out_by_the_fields_is_one_the_whole_expression_does_not_match(data):
    pattern = data.draw(FIELD_PATTERNS)
    chosen = data.draw(THREE_REGULAR)
    types = {f"T{i}": _typed(p) for i, p in enumerate(chosen)}
    try:
        matcher = LiteralFirstMatcher(_step, pattern, "given", custom_types=types)
        reference = parse.Parser(pattern, extra_types=types, case_sensitive=True)
    except Exception:
        return  # parse refuses the pattern itself
    parts = matcher.literal_parts
    if parts is None or len(parts) < 2 or not sound(matcher.parser):
        return
    middle = data.draw(MIDDLES)
    text = data.draw(AROUND)(parts, middle)
    fields = [f for f in getattr(matcher.parser, "field_pieces", ())]
    assert fields
    matcher.compile()
    if rules_out(parts, matcher._fields, text):
        assert reference.parse(text) is None, (pattern, chosen, text)
    mine, behave = matcher.match(text), ParseMatcher(_step, pattern, "given", custom_types=types).match(text)
    assert (mine is None) == (behave is None), (pattern, chosen, text)
    if behave is not None:  # read from the fields' own expressions where the text has one way to read it
        assert [(a.name, a.value, a.start, a.end, a.original) for a in mine.arguments] == \
               [(a.name, a.value, a.start, a.end, a.original) for a in behave.arguments], (pattern, chosen, text)


@pytest.mark.parametrize("kind, pattern, text", [
    ("a\\b", "{x:T}rider", "arider"), ("a\\b", "{x:T} rider", "a rider"), ("a\\b", "the {x:T}", "the a"),
    ("a\\B", "{x:T}rider", "arider"), ("a\\B", "{x:T} rider", "a rider"), ("\\ba", "b{x:T}", "ba"),
    ("\\ba", "b {x:T}", "b a"), ("x?", "the {x:T}{}", "the y"), ("x?", "the {}{x:T}", "the y"),
    ("\\d+", "{x:T} of {} hits", "3 of 12 hits"), ("\\d+", "{x:T} of {x:T}", "3 of 3"), ("\\d+", "{x:T}{y:T}", "123"),
])
def test_a_match_read_from_the_fields_alone_is_the_whole_expressions_match(kind, pattern, text):
    """Where a text has one way to be cut among a pattern's fields, their arguments are read from each field's own
    expression: the same names, values and places as parse's whole expression gives, a field that looks at the
    letter after it (a word boundary) included, and in behave's order where two fields begin at one place."""
    types = {"T": _typed(kind)}
    matcher = LiteralFirstMatcher(_step, pattern, "given", custom_types=types)
    matcher.compile()
    mine, behave = matcher.match(text), ParseMatcher(_step, pattern, "given", custom_types=types).match(text)
    assert (mine is None) == (behave is None), (kind, pattern, text, mine)
    if behave is not None:
        assert [(a.name, a.value, a.start, a.end, a.original) for a in mine.arguments] == \
               [(a.name, a.value, a.start, a.end, a.original) for a in behave.arguments]


def test_a_bad_definition_is_reported_and_left_out_as_behave_does(monkeypatch, capsys):
    monkeypatch.setitem(ParseMatcher.TYPE_REGISTRY, "Broken", _typed("a(b"))
    monkeypatch.setitem(ParseMatcher.TYPE_REGISTRY, "Fine", _typed("[a-z]+"))
    ours, theirs = StepRegistry(), StepRegistry()
    add_step_definition(ours, "given", "the {who:Broken} falls", _step)
    add_step_definition(ours, "given", "the {who:Fine} falls", _other)
    ours_said = capsys.readouterr()
    theirs.add_step_definition("given", "the {who:Broken} falls", _step)
    theirs.add_step_definition("given", "the {who:Fine} falls", _other)
    theirs_said = capsys.readouterr()
    assert "BAD-STEP-DEFINITION" in ours_said.err and ours_said == theirs_said
    assert [m.pattern for m in ours.steps["given"]] == [m.pattern for m in theirs.steps["given"]] == ["the {who:Fine} falls"]


def test_the_step_vocabulary_is_vouched_for_without_compiling_a_whole_expression():
    """Every definition the project's steps make is judged from its parts (none falls back to a compile)."""
    make_runner(["--format", "null"])
    load_step_folders([builtin().steps])
    for localise in LOCALISERS:
        localise(the_step_registry)
    definitions = [m for found in the_step_registry.steps.values() for m in found]
    assert len(definitions) > 1000
    assert [m.pattern for m in definitions if not sound(m.parser)] == []
    the_step_registry.clear()


def test_a_parameter_nothing_can_change_is_told_from_one_that_can():
    @dataclass
    class Loose:
        value: int

    class Kind(Enum):
        HORSE = "horse"

    for value in ("rider", 3, 1.5, True, None, Fraction(1, 6), Distance(2.0, "in"), Kind.HORSE, (1, "a", (2.0,)),
                  frozenset({1, 2})):
        assert unchangeable(value), value
    class Listed(Frozen):
        items: list[int]

    assert unchangeable((Step(jump_down=True), Step(to=(1.0, 2.0))))  # a frozen state value, all its fields such
    for value in ([1, 2], {"a": 1}, {1}, Loose(1), (1, [2]), Distance([1], "in"), Listed(items=[1]), object()):
        assert not unchangeable(value), value


class _Step:
    def __init__(self, step_type, name):
        self.step_type, self.name = step_type, name


def test_a_run_gives_the_same_match_again_for_a_text_whose_parameters_cannot_change(tmp_path, monkeypatch):
    runner = make_runner(["--no-capture", "--format", "null", "--no-summary", "features"])
    runner.load_step_definitions()
    runner.complete_steps()  # as a run does before its first feature: the next run takes this registry as it is
    registry = runner.step_registry
    kept = registry.find_match(_Step("given", 'an enemy rider 3" from the fence'))
    again = registry.find_match(_Step("given", 'an enemy rider 3" from the fence'))
    dice = registry.find_match(_Step("given", "the dice will show 1, 2"))
    route = registry.find_match(_Step("when", "the hero moves 2\" east, then jumps down"))
    bolt = 'the horse fails its Courage test and bolts 10" east'
    listed = registry.find_match(_Step("when", bolt))
    listed_again = registry.find_match(_Step("when", bolt))
    assert kept is not None and listed is not None
    assert again is kept  # distances and names: one match serves every step of the text
    # scripted dice and WWII names are tuples, a route's steps frozen state values: one match serves them too
    names = registry.find_match(_Step("given", "soldiers g1 and g2 are dead"))
    assert names.arguments[-1].value == ("g1", "g2") and registry.find_match(
        _Step("given", "soldiers g1 and g2 are dead")) is names
    assert dice.arguments[-1].value == (1, 2) and registry.find_match(_Step("given", "the dice will show 1, 2")) is dice
    assert route.arguments[-1].value == (Step(by=(2.0, 0.0)), Step(jump_down=True))
    assert registry.find_match(_Step("when", "the hero moves 2\" east, then jumps down")) is route
    assert listed_again is not listed and listed_again.arguments[-1].value == [(10.0, (1, 0))]  # a list: converted anew
    listed_again.arguments[-1].value.append((2.0, (0, 1)))  # what a step could do to its list...
    assert registry.find_match(_Step("when", bolt)).arguments[-1].value == [(10.0, (1, 0))]  # ...reaches no other step
    monkeypatch.chdir(tmp_path)  # elsewhere, the match is made there (a step function's place is relative to it)
    moved = registry.find_match(_Step("given", 'an enemy rider 3" from the fence'))
    # the same definition, placed from the new folder as behave places it (a step module loaded by an
    # earlier run in this process may have an absolute file name, so the text of the place can differ)
    assert moved is not kept and moved.func is kept.func
    assert moved.location == FileLocation.for_function(kept.func, str(tmp_path))
    assert [a.value for a in moved.arguments] == [a.value for a in kept.arguments]
    # a new run, with the same registry and its definitions found, converts every text again
    # (a converter may read what a run can change)
    fresh = make_runner(["--no-capture", "--format", "null", "--no-summary", "features"])
    fresh.load_step_definitions()
    assert fresh.step_registry.find_match(_Step("given", 'an enemy rider 3" from the fence')) is not kept


def test_a_registry_the_process_keeps_has_the_other_languages_phrasings(tmp_path):
    """A registry is kept for the next run only with its translations added: one kept as the step
    modules made it (no run's hooks) served later runs of the process, whose Chinese and Russian
    steps were then unknown, on whichever test worker had made it."""
    runner = make_runner(["--no-capture", "--format", "null", "--no-summary", "features"])
    runner.load_step_definitions()
    runner.complete_steps()
    ran = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report",
                  "features/gurps/mount_out_of_control_zh.feature"], ROOT)
    assert ran.returncode == 0, ran.stdout + ran.stderr
