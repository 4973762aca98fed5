"""Step definitions added with the literal-parts index behave as behave's own registry does:
a text without a pattern's literal parts never matches it, the same definition twice is kept
once, and an ambiguous one is refused with behave's message."""

from __future__ import annotations

import parse
import pytest
from behave.matchers import ParseMatcher
from behave.step_registry import AmbiguousStep, StepRegistry
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.bdd.step_index import (LiteralFirstMatcher, add_step_definition, anchor_word, literal_skeleton, may_match,
                                   parser_parts)

WORDS = st.sampled_from(["the ", "rider", " ", "a", "aa", "{{", "}}", "x y", "-", ".", "é", "Д", "и ", "?"])
FIELDS = st.sampled_from(["{}", "{a}", "{b:d}", "{c:w}", "{d:Name}"])
NAME = parse.with_pattern(r"[^\s,]+")(lambda text: text)


@st.composite
def patterns(draw):
    pieces = draw(st.lists(st.one_of(WORDS, FIELDS), min_size=1, max_size=6))
    names = iter("pqrstuvwxyz")
    # every named field once: parse refuses a name used twice with two types
    return "".join(("{%s%s" % (next(names), p[2:]) if p.startswith("{") and p[1:2] not in ("{", "}") and p != "{}"
                    else p) for p in pieces)


@st.composite
def texts(draw, pattern):
    """Texts near the pattern: its literal parts with field values between them, then edited."""
    parser = parse.Parser(pattern, extra_types={"Name": NAME}, case_sensitive=True)
    parts = parser_parts(parser)
    values = st.sampled_from(["", "1", "rider", "the", "x y", "Д", "12", " "])
    text = parts[0] + "".join(draw(values) + part for part in parts[1:])
    edit = draw(st.sampled_from(["none", "drop-first", "drop-last", "upper", "insert"]))
    if edit == "drop-first" and text:
        text = text[1:]
    elif edit == "drop-last" and text:
        text = text[:-1]
    elif edit == "upper":
        text = text.upper()
    elif edit == "insert":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(values) + text[at:]
    return parser, text


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_a_text_the_pattern_matches_holds_its_literal_parts(data):
    parser, text = data.draw(texts(data.draw(patterns())))
    parts = parser_parts(parser)
    if parser.parse(text) is not None:
        assert may_match(parts, text), (parser._format, text, parts)
        word = anchor_word(parts)
        assert word is None or word in text.split(" "), (parser._format, text, word)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_a_text_any_parser_matches_matches_its_literal_skeleton(data):
    pattern = data.draw(patterns())
    _, text = data.draw(texts(pattern))
    text = data.draw(st.sampled_from([text, text.lower(), text.upper(), text.swapcase()]))
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
