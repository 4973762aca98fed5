"""A report's JSON files as text: one entry a line, each written by the standard library's C encoder.

``json.dumps`` with an ``indent`` runs the standard library's pure-Python encoder: ``coverage.json``
and ``matrix.json`` of the whole suite took 18 and 25 ms that way against 6 ms each unindented, and the
report of a run of one scenario spent a sixth of its time there (docs/performance.md). Unindented, a
file is one line that no person reads and no diff can show a change in. :func:`spread_json` keeps what
matters of both: the top object's keys, the keys of the objects in it and the items of their lists
each on a line of their own, indented by their depth, and everything below that written as the C
encoder writes it (one clause, one ruling, one scenario a line).
"""

from __future__ import annotations

import json
from typing import Any, Callable

SPREAD_DEPTH: int = 3
"""How many levels of objects and lists are laid out one entry a line: the top object, the objects and
lists in it, and the lists in those (``coverage.json``'s ``rulings_side_by_side.rulings``: a ruling a line)."""

_compact = json.JSONEncoder(ensure_ascii=False).encode
"""One value as the C encoder writes it: ``json.dumps(value, ensure_ascii=False)``."""


def spread_json(value: Any, depth: int = SPREAD_DEPTH) -> str:
    """``value`` as JSON text (what ``json.loads`` reads back equal to it), its objects and lists down to
    ``depth`` levels laid out one entry a line where they hold an object or a list, the rest written compactly;
    non-ASCII characters as they are (a Russian or Chinese quote stays readable)."""
    pieces: list[str] = []
    _spread(value, depth, 0, pieces.append)
    return "".join(pieces)  # one copy of the whole text (a text a megabyte long, Chinese in it: each copy counts)


def _spread(value: Any, depth: int, level: int, put: Callable[[str], None]) -> None:
    if depth <= 0 or not isinstance(value, (dict, list, tuple)) or not any(
            isinstance(v, (dict, list, tuple)) for v in (value.values() if isinstance(value, dict) else value)):
        put(_compact(value))  # a number, a text, or an object or list of them alone: one line
        return
    inner = ",\n" + " " * (level + 1)
    is_dict = isinstance(value, dict)
    put("{" if is_dict else "[")
    for n, (key, item) in enumerate(value.items() if is_dict else ((None, v) for v in value)):
        put(inner[n == 0:])
        if is_dict:
            put(_compact(_key(key)) + ": ")
            _spread(item, depth - 1, level + 1, put)
        elif isinstance(item, (list, tuple)):  # a list in a list: laid out as deep as its place allows
            _spread(item, depth - 1, level + 1, put)
        else:  # an object in a list (a clause, a ruling, a scenario): one line
            put(_compact(item))
    put("\n" + " " * level + ("}" if is_dict else "]"))


def _key(key: Any) -> str:
    """An object's key as ``json.dumps`` writes it: a number, a boolean or None as its text."""
    return key if isinstance(key, str) else next(iter(json.loads(_compact({key: None}))))
