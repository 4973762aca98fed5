"""Outcomes in the players' words, built from the rulesets' own outcome phrases.

An outcome of ``oracle ask`` is a table state; the engine's one-line summary of it
(``skaven: (0, 0); charged; stopped; fell 7in; 1 hits S5``) is exact but is not how a
player puts it.  :func:`describe` tells what changed in the players' words: every outcome
phrase of the ruleset (``the {who} falls``, ``the {who} suffers {count:d} falling hits at
Strength {strength:d}``, ``the rider of {m} is dead``) that holds of the outcome and did
not hold of the table before the actions, with the table's model ids in its fields.

* name fields take every model id of the table (at most two name fields a phrase);
* whole-number fields take 0 to 12 (the first value that holds; phrases that compare,
  "at least", "at most", are left out: the exact value is the one to tell); a measure
  (``{cm:g}``) takes the numbers the outcome's table holds; free text is not guessed;
* a phrase that is part of a longer one that holds (``suffers 2 falling hits`` inside
  ``suffers 2 falling hits at Strength 5``), the mirror of a two-model phrase already said
  (``the ork is in close combat with the skaven``) and the phrases that only follow from
  another (:data:`INCIDENTAL`: standing beside the horse one was thrown from) are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from string import Formatter
from typing import Any, Callable, Iterable

from oracle.core.errors import OracleError
from oracle.core.state import table_ids
from oracle.engine.ruleset import Ruleset

NUMBERS = range(0, 13)
COMPARING = ("at least", "at most", "capped at")
NOTHING = "nothing changes"
INCIDENTAL = {
    "lotow": {"the {who} is in base contact with the {other}", "the {who} stands beside the {mount}",
              "the {who} has no control zone", "the {who} can move no further this turn",
              "the {who} has taken {count:d} hits", "the {who} is on foot", "the {mount} has no rider",
              "the {who} may charge nobody this turn", 'the {who} is {gap:g}\" from the {other}'},
    "mordheim": {"the {who} can move no further this turn", "the {who} has used {inches:g} inches of movement",
                 "the {who} has {inches:g} inches of movement left", "the {who} suffers {count:d} falling hits",
                 "the {who} stands {z:g} inches above the table"},
    "gurps": {"the {who} counts as {posture}"},
    "ww2": {"bike {b} is allocated {n:d} of the hits", "cavalry model {m} is allocated {n:d} of the hits",
            '"{unit}" is a motor-infantry unit of {n:d} soldiers on {bikes:d} bikes',
            '"{unit}" is an infantry unit of {n:d} soldiers', '"{unit}" has {n:d} models unhurt',
            '"{unit}" has {n:d} soldiers left', '{n:d} riders of the squadron "{unit}" are alive',
            '{n:d} riders of "{unit}" are dead', '{n:d} mounts of "{unit}" are dead'},
}


@dataclass(frozen=True)
class Phrase:
    pattern: str
    names: tuple[str, ...]
    numbers: tuple[str, ...]


def _fields(pattern: str) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """The pattern's name fields, its number fields (``name:d`` or ``name:g``), and whether it has a
    field of another kind."""
    names: list[str] = []
    numbers: list[str] = []
    other = False
    for _, field_name, spec, _ in Formatter().parse(pattern):
        if field_name is None:
            continue
        if spec in ("d", "g"):
            numbers.append(field_name + ":" + spec)
        elif not spec:
            names.append(field_name)
        else:
            other = True
    return tuple(names), tuple(numbers), other


def telling(rs: Ruleset) -> tuple[Phrase, ...]:
    """The ruleset's outcome phrases that can be filled in from a table, in the order registered."""
    return _telling(rs.id, tuple(rs.outcomes))


@lru_cache(maxsize=None)
def _telling(ruleset_id: str, patterns: tuple[str, ...]) -> tuple[Phrase, ...]:
    """:func:`telling` of a ruleset's outcome patterns in their order, once for the process."""
    found = []
    skip = INCIDENTAL.get(ruleset_id, set())
    for pattern in patterns:
        names, numbers, other = _fields(pattern)
        measures = [n for n in numbers if n.endswith(":g")]
        if pattern in skip or other or len(names) > 2 or len(numbers) > 2 or len(measures) > 1 \
                or any(w in pattern for w in COMPARING):
            continue
        if names and len(set(names)) != len(names):
            continue
        found.append(Phrase(pattern, names, numbers))
    return tuple(found)


def model_ids(state: Any) -> list[str]:
    """Every ``id`` in the table, in the order met."""
    return list(table_ids(state.model_dump(mode="json") if hasattr(state, "model_dump") else state))


def _measures(state: Any) -> list[float]:
    """The numbers a table holds, smallest first (the candidates for a measure in a phrase)."""
    found: set[float] = set()

    def walk(x):
        if isinstance(x, bool):
            return
        if isinstance(x, (int, float)):
            found.add(x)
        elif isinstance(x, dict):
            for y in x.values():
                walk(y)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)

    walk(state.model_dump(mode="json") if hasattr(state, "model_dump") else state)
    return sorted(found)


def _holds(predicate: Callable[..., Any], state: Any, args: dict[str, Any]) -> bool:
    try:
        return bool(predicate(state, **args))
    except (OracleError, LookupError, AttributeError, TypeError, ValueError, AssertionError):
        return False  # the phrase does not apply to these models (a mount asked about as a rider...)


def _instances(phrase: Phrase, ids: list[str]) -> Iterable[dict[str, Any]]:
    for names in product(ids, repeat=len(phrase.names)):
        if len(set(names)) != len(names):
            continue
        yield dict(zip(phrase.names, names))


def said(rs: Ruleset, state: Any, ids: list[str], before: Any | None = None) -> list[str]:
    """The filled-in phrases that hold of ``state`` (and, given ``before``, did not hold then)."""
    out: list[str] = []
    measures = _measures(state)
    for phrase in telling(rs):
        predicate = rs.outcomes[phrase.pattern].predicate
        tried: list[dict[str, Any]] | None = None  # made when a model first needs them
        told: set[frozenset] = set()
        for args in _instances(phrase, ids):
            if len(args) == 2 and frozenset(args.values()) in told:
                continue  # the mirror of a two-model phrase already said
            if tried is None:
                tried = _numbers_tried(phrase, measures)
            for numbers in tried:
                full = {**args, **numbers}
                if _holds(predicate, state, full):
                    if before is None or not _holds(predicate, before, full):
                        out.append(_fill(phrase.pattern, full))
                        told.add(frozenset(args.values()))
                    break
    # a phrase inside a longer one that holds says nothing more
    return [p for p in out if not any(p != q and p in q for q in out)]


def _numbers_tried(phrase: Phrase, measures: list[float]) -> list[dict[str, Any]]:
    """The values of the phrase's number fields in the order they are tried (whole numbers 0 to 12, a
    measure the table's numbers), the same for every model the phrase names."""
    names = [n.split(":")[0] for n in phrase.numbers]
    return [dict(zip(names, values)) for values in
            product(*(measures if n.endswith(":g") else NUMBERS for n in phrase.numbers))]


def _fill(pattern: str, args: dict[str, Any]) -> str:
    return pattern.format(**args)


def describe(rs: Ruleset, state: Any, before: Any) -> str:
    """The outcome in the players' words: what holds now that did not before the actions."""
    parts = said(rs, state, model_ids(before) or model_ids(state), before)
    if not parts:
        return NOTHING
    text = "; ".join(parts)
    return text[0].upper() + text[1:]
