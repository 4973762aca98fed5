"""Adding step definitions to behave's registry without trying every earlier one.

behave's ``StepRegistry.add_step_definition`` checks a new definition against every
definition of its step type already registered: the same function at the same place is
skipped, and an earlier pattern that matches the new pattern's text is an ambiguous step
(an error).  That is one ``parse`` per earlier definition, so loading the step modules
costs the square of their number: with ~1200 patterns (the Russian and Chinese phrasings
included) it was more than a quarter of a run of the whole suite.

A parse pattern matches only texts that begin with its literal text up to its first field,
end with its literal text after its last field and hold the literal texts between its fields
in order (behave's parse matchers are case-sensitive: ``ParseMatcher.CASE_SENSITIVE``).
:class:`WordIndex` keeps each definition under a word any text it matches holds, and
:func:`add_step_definition` runs behave's two checks, in behave's order, on the definitions
whose literal parts the new text holds (and those with the same pattern): the same
definitions are skipped or found ambiguous, with behave's message.  A definition whose parts
are not known that way (a regular expression, a case-insensitive parser, a matcher with its
own matching) is always checked.

behave also compiles every new definition's whole expression (``is_good_step_definition``) to
report a bad one at once; with the Russian and Chinese vocabularies in their field types that
was about a third of loading the steps.  :class:`LiteralFirstMatcher` checks the same thing
from the expression's parts (:func:`sound`): literal text, which parse escapes, and each
field's own expression, compiled once per distinct expression in the process.  Where that
cannot vouch for the whole (a field's expression that refers to other groups, sets flags or
names groups of its own, a lone brace, a pattern that could match the empty text), behave's
own compile decides, with its own message.

A step text is matched the same way: where the text can be cut at the pattern's literal parts
in one way only that gives each field a piece its own expression reads whole (:func:`ways`),
that is the whole expression's match, and its arguments are read from the pieces
(:func:`read_way`); no way, and it is no match.  The whole expression is compiled only for a
text with several ways, or one the parts cannot tell about: a whole run of the built-in suite
compiled 1105 of them (0.6-0.8 s of its CPU, the Russian and Chinese vocabularies in their
field types), and now compiles 19.
"""

from __future__ import annotations

import functools
import os
import re
from re import _constants, _parser

import parse
from behave.matchers import Match, MatchWithError, ParseMatcher, get_step_matcher_factory, make_step_matcher
from behave.model_type import Argument, FileLocation
from behave.step_registry import AmbiguousStep
from behave.textutil import text as _text

from oracle.bdd import step_data


def literal_parts(matcher) -> tuple[str, ...] | None:
    """The literal texts of a definition's pattern between its fields (:func:`parser_parts`);
    None when they are not known that way."""
    if not isinstance(matcher, ParseMatcher) or type(matcher).check_match is not ParseMatcher.check_match:
        return None
    parser = getattr(matcher, "parser", None)
    if parser is None or parser._format != matcher.pattern:
        return None
    return parser_parts(parser)


def parser_parts(parser) -> tuple[str, ...] | None:
    """The literal texts of a case-sensitive parse pattern between its fields, in order: the first
    is what every text it matches begins with, the last what it ends with (one part for a pattern
    without fields); None for any other parser (case-insensitive, or generating its expression
    its own way)."""
    if not isinstance(parser, parse.Parser) or type(parser)._generate_expression is not parse.Parser._generate_expression:
        return None
    if parser._re_flags & re.IGNORECASE:
        return None
    parts = [[]]
    for kind, piece in format_pieces(parser._format):
        if kind == FIELD:
            parts.append([])  # what it reads lies between two literal parts
        else:
            parts[-1].append(piece)
    return tuple("".join(p) for p in parts)


TEXT, BRACE, FIELD = "text", "brace", "field"


def format_pieces(fmt: str):
    """parse's format cut into its pieces, in order: (FIELD, ``{name:spec}``), (BRACE, ``{`` or
    ``}``) for a doubled brace, (TEXT, the literal text between them)."""
    for part in parse.PARSE_RE.split(fmt):
        if not part:
            continue
        if part in ("{{", "}}"):
            yield BRACE, part[0]
        elif part[0] == "{" and part[-1] == "}":
            yield FIELD, part
        else:
            yield TEXT, part


def literal_skeleton(parser) -> re.Pattern | None:
    """An expression every text the parser matches also matches, for a parser of any case rule:
    its literal parts in order, anything between them, under the parser's own flags (a phrase
    outside it needs no look at the parser's own expression, whose types may be large).  None
    for a parser generating its expression its own way, or with a brace in a literal part
    (parse leaves a lone one unescaped, where it may be a repetition)."""
    if not isinstance(parser, parse.Parser) or type(parser)._generate_expression is not parse.Parser._generate_expression:
        return None
    pieces = []
    for kind, piece in format_pieces(parser._format):
        if kind == FIELD:
            pieces.append("(?:.*?)")
        elif kind == TEXT and _LONE_BRACE.search(piece):
            return None
        else:
            pieces.append(re.escape(piece))
    return re.compile(r"\A%s\Z" % "".join(pieces), parser._re_flags)


def may_match(parts: tuple[str, ...], text: str) -> bool:
    """Whether a text holds a pattern's literal parts where a match needs them: the first at the
    start, the last at the end, the others in order between them without overlapping (greedy
    leftmost finds: a match's own positions are never earlier)."""
    first, last = parts[0], parts[-1]
    if not text.startswith(first):
        return False
    if len(parts) == 1:
        return text == first
    pos = len(first)
    for middle in parts[1:-1]:
        if middle:
            pos = text.find(middle, pos)
            if pos < 0:
                return False
            pos += len(middle)
    return len(text) - len(last) >= pos and text.endswith(last)


class FieldRecordingParser(parse.Parser):
    """parse's ``Parser``, keeping the expression it makes for each field (:func:`sound`)."""

    def _handle_field(self, field):
        name = field[1:-1].split(":", 1)[0]
        repeated = name in self._name_to_group_map  # parse refers back to the group it made for it
        piece = super()._handle_field(field)
        group = self._name_to_group_map.get(name) if name and name[0].isalpha() else None
        self.__dict__.setdefault("field_pieces", []).append((piece, group, repeated))
        return piece


_LONE_BRACE = re.compile(r"[{}]")
_REFERENCE = re.compile(r"\\[1-9]|\\g|\(\?\(|\(\?P=")
"""A back reference or a conditional on a group: its meaning depends on the groups around it."""
_FIELD_GROUP = "oracle_field"


class _FieldExpression:
    """A field's own expression, compiled alone (:func:`_field_expression`)."""

    __slots__ = ("pattern", "regular", "bounded")

    def __init__(self, pattern: re.Pattern, regular: bool, bounded: bool = False):
        self.pattern = pattern
        self.regular = regular
        """Nothing in it looks outside the text it reads (anchors, word boundaries, look-arounds)
        or forbids giving back what it read (atomic groups, possessive repeats): it reads a piece of
        a text inside the whole expression exactly when it reads that piece alone."""
        self.bounded = bounded
        """Regular but for word boundaries (``\\b``, ``\\B``, Unicode words): read alone over a piece
        (``fullmatch(text, start, end)``) a boundary looks at the character before the piece, as in
        the whole expression, but takes the piece's end for the text's end; so it reads a piece as
        the whole expression does where the text ends there or goes on with a character that is not
        part of a word (:func:`_reads_alone`)."""


_LOOKS_AROUND = {_constants.AT, _constants.ASSERT, _constants.ASSERT_NOT, _constants.ATOMIC_GROUP,
                 _constants.POSSESSIVE_REPEAT, _constants.POSSESSIVE_REPEAT_ONE, _constants.GROUPREF,
                 _constants.GROUPREF_EXISTS, _constants.GROUPREF_IGNORE, _constants.GROUPREF_UNI_IGNORE,
                 _constants.GROUPREF_LOC_IGNORE}


def _opcodes(node):
    """Every operation of a parsed regular expression (``re._parser``), nested ones included."""
    if isinstance(node, _parser.SubPattern):
        for op, argument in node.data:
            yield op
            yield from _opcodes(argument)
    elif isinstance(node, (list, tuple)):
        for item in node:
            yield from _opcodes(item)


@functools.lru_cache(maxsize=None)
def _field_expression(piece: str, named: bool, flags: int) -> _FieldExpression | None:
    """A field's expression (its group named ``oracle_field`` if it has a name) compiled on its
    own, if it keeps to itself: no references to other groups, no flags set for the whole
    expression, no group names of its own (any of those could make the whole expression fail
    where the piece alone compiles); None otherwise."""
    if _REFERENCE.search(piece):
        return None
    try:
        compiled = re.compile(piece, flags)
    except Exception:
        return None
    if compiled.flags != re.compile("", flags).flags or set(compiled.groupindex) != ({_FIELD_GROUP} if named else set()):
        return None
    try:
        tree = _parser.parse(piece, flags)
        regular = not _LOOKS_AROUND.intersection(_opcodes(tree))
        bounded = regular or (not compiled.flags & (re.ASCII | re.LOCALE) and _boundaries_only(tree))
    except Exception:  # the standard library's parser changed: the pieces are not used to rule texts out
        regular = bounded = False
    return _FieldExpression(compiled, regular, bounded)


_BOUNDARIES = {_constants.AT_BOUNDARY, _constants.AT_NON_BOUNDARY}


def _boundaries_only(node) -> bool:
    """Whether nothing in a parsed expression looks outside the text it reads but word boundaries."""
    if isinstance(node, _parser.SubPattern):
        for op, argument in node.data:
            if op is _constants.AT:
                if argument not in _BOUNDARIES:
                    return False
            elif op in _LOOKS_AROUND or not _boundaries_only(argument):
                return False
        return True
    if isinstance(node, (list, tuple)):
        return all(_boundaries_only(item) for item in node)
    return True


def _reads_alone(parts: tuple[str, ...], fields: list | None) -> bool:
    """Whether each field reads its piece of any text alone as the whole expression reads it there: a
    regular field (:attr:`_FieldExpression.regular`), or a bounded one (:attr:`_FieldExpression.bounded`)
    followed by the text's end or by a literal part that begins with a character outside words."""
    if not fields:
        return False
    last = len(fields) - 1
    for k, field in enumerate(fields):
        if field is None:
            return False
        if field.regular:
            continue
        after = parts[k + 1]
        if not field.bounded or not (after[:1] and not _word_letter(after[0]) or not after and k == last):
            return False
    return True


def _word_letter(letter: str) -> bool:
    """A letter a word boundary counts as part of a word (Unicode words, as ``re`` reads ``str`` patterns)."""
    return letter.isalnum() or letter == "_"


def _fields(parser) -> list[_FieldExpression] | None:
    """The field expressions of a parser whose whole expression is sure to compile, in order
    (:func:`sound`); None when that is not known."""
    if type(parser) is not FieldRecordingParser or \
            type(parser)._generate_expression is not parse.Parser._generate_expression:
        return None
    has_text = False
    for kind, piece in format_pieces(parser._format):
        if kind == TEXT and _LONE_BRACE.search(piece):
            return None
        has_text = has_text or kind != FIELD
    if not has_text:
        return None
    made: set[str] = set()
    found = []
    for piece, group, repeated in getattr(parser, "field_pieces", ()):
        if repeated:
            if piece != "(?P=%s)" % group or group not in made:
                return None
            found.append(None)  # what the earlier field read, again
            continue
        if group is not None:
            wrapper = "(?P<%s>" % group
            if not group.isidentifier() or wrapper not in piece:
                return None
            piece = piece.replace(wrapper, "(?P<%s>" % _FIELD_GROUP, 1)
            made.add(group)
        field = _field_expression(piece, group is not None, parser._re_flags)
        if field is None:
            return None
        found.append(field)
    return found


def sound(parser) -> bool:
    """Whether parse's whole expression for this parser (``\\A...\\Z``) is sure to compile, judged
    from its parts: every literal part free of braces (parse escapes the rest of regular
    expressions' syntax), every field's expression sound on its own (:func:`_field_expression`,
    once per distinct expression), its group name a valid one, a repeated field referring to a
    group made before it, and some literal text (so that no field converter runs on the empty text
    when behave checks the definition).  False means: not known, compile it."""
    return _fields(parser) is not None


SPLITS = 256
"""How many ways of cutting a text between a pattern's literal parts :func:`rules_out` tries
before it leaves the question to the whole expression."""


def rules_out(parts: tuple[str, ...], fields: list, text: str) -> bool:
    """Whether no way of cutting ``text`` at the pattern's literal parts (``parts``, the text
    between them read by ``fields`` in order) gives every field a piece its own expression reads
    whole: then the whole expression cannot match the text either, since each field reads its
    piece as it would alone (:func:`_reads_alone`).  False when a way is found, or not known (a
    field that may read a piece otherwise or repeats another, too many ways to try)."""
    return ways(parts, fields, text) == []


class _Unknown(Exception):
    """Too many ways to cut a text to try them all."""


def ways(parts: tuple[str, ...], fields: list | None, text: str) -> list[list[tuple[int, int]]] | None:
    """The ways of cutting ``text`` at the pattern's literal parts that give every field a piece its
    own expression reads whole (:func:`rules_out`), each as the fields' pieces (start, end), up to
    two (a second says there is more than one); None when that is not known (a field that may read
    a piece otherwise or repeats another, too many ways to try).  The whole expression matches the
    text exactly where one of these ways is, so with one way its match is that way."""
    if not _reads_alone(parts, fields):
        return None
    first, last = parts[0], parts[-1]
    end = len(text) - len(last)
    if not (text.startswith(first) and text.endswith(last)) or end < len(first):
        return []
    found: list[list[tuple[int, int]]] = []
    try:
        _ways(parts, fields, text, end, [SPLITS], 0, len(first), [], found)
    except _Unknown:
        return None
    return found


def _ways(parts: tuple[str, ...], fields: list, text: str, end: int, budget: list[int], k: int, pos: int,
          cut: list[tuple[int, int]], found: list) -> None:
    """:func:`ways` from field ``k`` on, reading ``text[pos:end]``, trying at most ``budget[0]`` more cuts; ``cut``:
    the earlier fields' pieces. A function of its own, not a closure calling itself: such a closure is a cycle (the
    function, the cell that holds it), one left to the cyclic collector each call."""
    if k == len(fields) - 1:
        if end >= pos and fields[k].pattern.fullmatch(text, pos, end) is not None:
            found.append(cut + [(pos, end)])
        return
    literal = parts[k + 1]
    at = text.find(literal, pos)
    while 0 <= at and at + len(literal) <= end:
        budget[0] -= 1
        if budget[0] < 0:
            raise _Unknown
        if fields[k].pattern.fullmatch(text, pos, at) is not None:
            _ways(parts, fields, text, end, budget, k + 1, at + len(literal), cut + [(pos, at)], found)
            if len(found) > 1:
                return
        at = text.find(literal, at + 1)


_CONVERTERS = (parse.convert_first, parse.int_convert)
"""parse's conversions that read only the field's own text (a registered type, a ``d``), not the
whole expression's match."""


def readings(parser, fields: list) -> tuple | None:
    """How to read each field's argument from its piece alone, as parse's ``evaluate_result`` reads it
    from the whole expression's match: (the group of the field's own expression that holds the value,
    the argument's name or None, the conversion or None), in the fields' order; None where that is not
    known (a name parse turns into nested results, a conversion that reads other groups of the match)."""
    named = iter(getattr(parser, "_named_fields", ()))
    fixed = iter(getattr(parser, "_fixed_fields", ()))
    conversions = getattr(parser, "_type_conversions", {})
    names = getattr(parser, "_group_to_name_map", {})
    plan = []
    for (_, group, _), field in zip(getattr(parser, "field_pieces", ()), fields):
        if group is not None:
            if next(named, None) != group or names.get(group) != group:
                return None
            conversion, held, name = conversions.get(group), _FIELD_GROUP, group
        else:
            index = next(fixed, None)
            if index is None:
                return None
            conversion, held, name = conversions.get(index), 1, None
        if conversion is not None and type(conversion) not in _CONVERTERS:
            return None
        plan.append((held, name, conversion))
    if len(plan) != len(fields) or next(named, None) is not None or next(fixed, None) is not None:
        return None
    return tuple(plan)


def read_way(plan: tuple, fields: list, text: str, way: list[tuple[int, int]]) -> list[Argument]:
    """behave's arguments of a match (``ParseMatcher.check_match``) read from its one way (:func:`ways`):
    each field's value from its own expression over its piece, converted as parse converts it."""
    fixed, named = [], []
    for (held, name, conversion), field, (start, end) in zip(plan, fields, way):
        piece = field.pattern.fullmatch(text, start, end)
        value = piece.group(held)
        begin, stop = piece.span(held)
        if conversion is not None:
            value = conversion(value, piece)
        (fixed if name is None else named).append(Argument(begin, stop, text[begin:stop], value, name))
    arguments = fixed + named  # behave's order before its sort by place
    arguments.sort(key=lambda a: a.start)
    return arguments


class LiteralFirstMatcher(ParseMatcher):
    """behave's parse matcher, looking for its literal parts in a text before its regular
    expression: a text without them is no match (and the expression of a definition no text
    came near is never compiled).  Its check on registration (:meth:`compile`) compiles only
    what it cannot vouch for from the parts (:func:`sound`).  Everything else is behave's own
    ``ParseMatcher``."""

    PARSER_CLASS = FieldRecordingParser

    def __init__(self, func, pattern, step_type=None, custom_types=None):
        super().__init__(func, pattern, step_type, custom_types)
        self.literal_parts = parts = literal_parts(self)
        # the first and last parts alone reject most texts, without a call
        self._ends = (parts[0], parts[-1]) if parts is not None and len(parts) > 1 else None

    _fields: list | None | bool = False  # not looked at yet
    _plan: tuple | None | bool = False  # the same (:func:`readings`)

    def compile(self):
        """behave's check of a new definition: its whole expression compiles (behave reports the
        error otherwise); known from the parts where :func:`sound` can tell, else compiled."""
        self._fields = _fields(self.parser)
        if self._fields is not None:
            return self
        return super().compile()

    def match(self, step_text):
        ends = self._ends
        if ends is not None:
            if not (step_text.startswith(ends[0]) and step_text.endswith(ends[1])):
                return None
            if not may_match(self.literal_parts, step_text):
                return None
            fields = self._fields
            if fields is False:
                fields = self._fields = _fields(self.parser)
            found = ways(self.literal_parts, fields, step_text)  # None where the fields are not known
            if found is not None:
                if not found:
                    return None  # no field reads its piece of the text: no need of the whole expression
                plan = self._plan
                if plan is False:
                    plan = self._plan = readings(self.parser, fields)
                if len(found) == 1 and plan is not None:  # the whole expression's one match, read without it
                    try:
                        arguments = read_way(plan, fields, step_text, found[0])
                    except Exception as exc:  # a parameter type's converter failed: behave's match with its error
                        return MatchWithError(self.func, exc)
                    return PlacedMatch(self.func, arguments)
        elif self.literal_parts is not None and step_text != self.literal_parts[0]:
            return None  # a pattern without fields matches its own text only
        # behave's ``Matcher.match``, the step function's place worked out once (see PlacedMatch)
        try:
            arguments = self.check_match(step_text)
        except NotImplementedError:
            raise
        except Exception as exc:  # a parameter type's converter failed: behave's match with its error
            return MatchWithError(self.func, exc)
        if arguments is None:
            return None
        return PlacedMatch(self.func, arguments)


@functools.lru_cache(maxsize=4096)
def function_location(func, folder: str) -> FileLocation:
    """behave's place of a step function (its file relative to ``folder``, its first line)."""
    return FileLocation.for_function(func, folder)


class PlacedMatch(Match):
    """behave's ``Match``, the step function's place (:func:`function_location`) remembered for the
    working folder: behave works it out again (``os.path.relpath``) for every step it runs."""

    @staticmethod
    def make_location(step_function):
        return function_location(step_function, os.getcwd())

    def run(self, context):
        """behave's run of the step function, then :func:`oracle.bdd.step_data.check`: a doc string
        or data table the step was given and its function never read is an error."""
        super().run(context)
        step_data.check(context)


def anchor_word(parts: tuple[str, ...]) -> str | None:
    """The longest word of a pattern's literal parts that any text it matches holds as a whole word
    (an item of ``text.split(" ")``): a word with a space on each side within its part, or at the
    start of the first part, or at the end of the last; None when it has no such word."""
    best = None
    last = len(parts) - 1
    for k, part in enumerate(parts):
        words = part.split(" ")
        for j, word in enumerate(words):
            opened = j > 0 or (k == 0)  # a space before it in the part, or the start of the text
            closed = j < len(words) - 1 or (k == last)  # a space after it, or the end of the text
            if word and opened and closed and (best is None or len(word) > len(best)):
                best = word
    return best


class WordIndex:
    """The definitions of one step type (one list of behave's registry) by a word every text
    they match holds (:func:`anchor_word`); a definition without such a word by the first letter
    of every text it matches, or else by the last, or else by a letter every text it matches
    holds (a Chinese phrasing has no spaces, and each text of a run was checked
    against all of them).

    It follows the list as definitions are appended to it (by anyone: behave's own decorators
    too); :meth:`follows` says whether it still describes that list."""

    def __init__(self, definitions: list):
        self.definitions = definitions
        self.size = 0
        self.last = None
        self.by_word: dict[str, list[int]] = {}
        # parse patterns without such a word (a Chinese phrasing has no spaces): by the first letter of the
        # text they begin with, else by the last letter of the text they end with, else by the first letter
        # of their longest literal part (every text they match holds it), else none (their parts are checked
        # for every text)
        self.by_first: dict[str, list[int]] = {}
        self.by_last: dict[str, list[int]] = {}
        self.by_letter: dict[str, list[int]] = {}
        self.unanchored: list[int] = []
        self.unknown: list[int] = []  # definitions that may match any text
        self.by_pattern: dict[str, list[int]] = {}
        self.parts: list[tuple[str, ...] | None] = []  # each definition's literal parts

    def follows(self, definitions: list) -> bool:
        return definitions is self.definitions and len(definitions) >= self.size and \
            (self.size == 0 or definitions[self.size - 1] is self.last)

    def catch_up(self) -> None:
        definitions = self.definitions
        for i in range(self.size, len(definitions)):
            matcher = definitions[i]
            self.by_pattern.setdefault(matcher.pattern, []).append(i)
            parts = literal_parts(matcher)
            self.parts.append(parts)
            if parts is None:
                self.unknown.append(i)
                continue
            word = anchor_word(parts)
            if word is not None:
                self.by_word.setdefault(word, []).append(i)
            elif parts[0]:
                self.by_first.setdefault(parts[0][0], []).append(i)
            elif parts[-1]:
                self.by_last.setdefault(parts[-1][-1], []).append(i)
            elif longest := max(parts, key=len):
                self.by_letter.setdefault(longest[0], []).append(i)
            else:
                self.unanchored.append(i)
        self.size = len(definitions)
        self.last = definitions[-1] if definitions else None

    def candidates(self, text: str) -> list[int]:
        """The positions of the definitions that may match ``text``, in registration order."""
        self.catch_up()
        parts, by_word = self.parts, self.by_word
        found = list(self.unknown)
        found += (i for i in self.unanchored if may_match(parts[i], text))
        if text:
            found += (i for i in self.by_first.get(text[0], ()) if may_match(parts[i], text))
            found += (i for i in self.by_last.get(text[-1], ()) if may_match(parts[i], text))
        by_letter = self.by_letter
        if by_letter:
            for letter in set(text):
                found += (i for i in by_letter.get(letter, ()) if may_match(parts[i], text))
        for word in set(text.split(" ")):
            found += (i for i in by_word.get(word, ()) if may_match(parts[i], text))
        found.sort()
        return found


_INDEXES: dict[str, WordIndex] = {}


def index_of(definitions: list, step_type: str) -> WordIndex:
    """The index of one list of a registry (rebuilt when the registry was cleared or replaced)."""
    index = _INDEXES.get(step_type)
    if index is None or not index.follows(definitions):
        index = _INDEXES[step_type] = WordIndex(definitions)
    return index


def add_step_definition(registry, keyword: str, step_text: str, func) -> None:
    """behave's ``StepRegistry.add_step_definition`` for ``registry``, its checks made only against
    the definitions that can match ``step_text``; a parse pattern (behave's default matcher)
    becomes a :class:`LiteralFirstMatcher`."""
    step_type = keyword.lower()
    step_text = _text(step_text)
    if get_step_matcher_factory().current_matcher is ParseMatcher:  # behave's default: parse patterns
        new = LiteralFirstMatcher(func, step_text, step_type)
    else:
        new = make_step_matcher(func, step_text, step_type)
    if not registry.is_good_step_definition(new):
        return  # behave's handling of a bad definition (reported or raised there)
    definitions = registry.steps[step_type]
    index = index_of(definitions, step_type)
    suspects = index.candidates(step_text)
    same = index.by_pattern.get(new.pattern)
    if same:
        suspects = sorted(set(suspects).union(same))
    for i in suspects:
        existing = definitions[i]
        if registry.same_step_matcher(existing, new):
            return  # the same function already registered (a module imported twice)
        if existing.matches(step_text):
            message = "%s has already been defined in\n  existing step %s"
            raise AmbiguousStep(message % (new.describe(), existing.describe(existing.SCHEMA_AT_LOCATION)))
    definitions.append(new)
