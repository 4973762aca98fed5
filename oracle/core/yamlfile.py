"""Reading the YAML a user or the catalogue writes: what a reader would take without a word, and
another reader otherwise, is an error.

PyYAML keeps the last of two equal keys without a word (``{move: 10, move: 3}`` is a Move of 3),
so a slip in a question file, a table setup, an engine config or a clause gave an answer to
another question than the one written. :func:`load` reads YAML as the safe loader does (libyaml's
parser where it is built in) and refuses such a mapping, naming the key and both lines; keys a
merge (``<<: *base``) brings in may still be overridden, as YAML means them to be. A number that
PyYAML (YAML 1.1) reads otherwise than YAML 1.2 does is refused too: ``move: 010`` was a Move of 8
(octal), ``1:30`` was 90 (base 60).
:func:`where` is the one-line message for any YAML error: the file, the line, and what.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode

_BASE: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MERGE = "tag:yaml.org,2002:merge"


class StrictLoader(_BASE):  # type: ignore[misc, valid-type]
    """The safe loader, refusing a key given twice in one mapping and a number YAML 1.1 alone reads
    in base 8 or 60."""

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict:
        if isinstance(node, MappingNode):
            first: dict[Any, int] = {}  # each key and the line it is first given on
            for key_node, _ in node.value:
                if key_node.tag == _MERGE:
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    seen = key in first
                except TypeError:  # a key that cannot be a dict key: the safe loader says so itself
                    continue
                if seen:
                    raise ConstructorError(None, None, f"the key {key!r} is given twice in one mapping (first on "
                                           f"line {first[key] + 1}): which one is meant?", key_node.start_mark)
                first[key] = key_node.start_mark.line
        return super().construct_mapping(node, deep=deep)


_YAML_11_ONLY = re.compile(r"[-+]?(?:0[0-7_]+|[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)")
"""Numbers YAML 1.1 reads in a way YAML 1.2 (and most other readers) does not: ``010`` is 8 (octal),
``1:30`` is 90 (base 60)."""


def _number(loader: StrictLoader, node) -> int | float:
    value = yaml.SafeLoader.yaml_constructors[node.tag](loader, node)
    text = str(node.value).strip()
    if _YAML_11_ONLY.fullmatch(text):
        if ":" in text:
            meant, base = "text", "60"
        else:
            decimal = int(text.replace("_", ""), 10)
            if decimal == value:  # 07: the same either way
                return value
            meant, base = repr(decimal), "8"
        raise ConstructorError(None, None, f"{text!r} reads as {value!r} here (YAML 1.1 takes it in base {base}) and "
                               f"as {meant} in YAML 1.2: write the number you mean, or quote it", node.start_mark)
    return value


for _tag in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float"):
    StrictLoader.add_constructor(_tag, _number)


TAB = "a tab, which YAML does not allow for indentation: indent with spaces"
"""What is wrong where the parser says only "found character that cannot start any token" of a tab."""


def load(text: str) -> Any:
    """The data of one YAML document (``None`` for an empty one); :class:`yaml.YAMLError` if it is not
    YAML, gives a key twice in one mapping or writes a number YAML 1.1 alone reads in base 8 or 60."""
    text = str(text)  # libyaml's parser takes a str, not a subclass (behave's Text)
    try:
        return yaml.load(text, Loader=StrictLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        if mark is not None and "cannot start any token" in str(exc.problem or ""):
            lines = text.splitlines()
            if mark.line < len(lines) and lines[mark.line][mark.column:mark.column + 1] == "\t":
                exc.problem = TAB  # the line is named by the caller, from the mark
        raise


def as_written(text: str) -> Any:
    """The data of one YAML document with every scalar as the text written (``true`` as ``"true"``, ``1.10``
    as ``"1.10"``, ``0x1F`` as ``"0x1F"``), for values that are handed on as text (an engine's environment and
    the words of its command), which :func:`load`'s numbers and booleans would give in Python's spelling.
    Read after :func:`load` has read the same text."""
    return yaml.load(str(text), Loader=_WRITTEN)


_WRITTEN: type = getattr(yaml, "CBaseLoader", yaml.BaseLoader)


def line_of(exc: yaml.YAMLError) -> int | None:
    """The line (from 1) an error is found on, where it says."""
    mark = getattr(exc, "problem_mark", None)
    return None if mark is None else mark.line + 1


def problem(exc: yaml.YAMLError) -> str:
    """What is wrong, in one line (PyYAML's own text spans several, with the marks drawn)."""
    what = getattr(exc, "problem", None)
    return str(what) if what else (str(exc).splitlines() or ["not YAML"])[0]


def where(origin: object, exc: yaml.YAMLError) -> str:
    """``ORIGIN:LINE: not valid YAML: what``: the one line an error names a bad YAML file with."""
    line = line_of(exc)
    return f"{origin}{'' if line is None else f':{line}'}: not valid YAML: {problem(exc)}"
