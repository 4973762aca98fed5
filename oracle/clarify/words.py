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

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from string import Formatter
from typing import Any, Callable

from oracle.core.errors import OracleError
from oracle.core.state import json_nodes, table_ids
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
    measured: bool = field(init=False)
    """Whether a number field is a measure (``{cm:g}``), tried with the numbers the table holds."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "measured", any(n.endswith(":g") for n in self.numbers))


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
    data = state.model_dump(mode="json") if hasattr(state, "model_dump") else state
    return sorted({x for x in json_nodes(data) if isinstance(x, (int, float)) and not isinstance(x, bool)})


def _holds(predicate: Callable[..., Any], state: Any, args: dict[str, Any]) -> bool:
    try:
        return bool(predicate(state, **args))
    except (OracleError, LookupError, AttributeError, TypeError, ValueError, AssertionError):
        return False  # the phrase does not apply to these models (a mount asked about as a rider...)


@lru_cache(maxsize=1024)
def _instances(names: tuple[str, ...], ids: tuple[str, ...]) -> tuple[dict[str, Any], ...]:
    """The phrase's name fields filled with the table's ids, two fields never the same model."""
    return tuple(dict(zip(names, chosen)) for chosen in product(ids, repeat=len(names))
                 if len(set(chosen)) == len(chosen))


TOLD_KEPT: int = 4096
"""How many outcome tables' words the process keeps (:func:`_said`), and how many answers to
whether a filled-in phrase held of a table before the actions (:func:`_held_before`). Both depend on the two
tables and on the phrases' predicates, pure functions of a table, and on no run, reading or variant: a process
that asks many questions (a program using the library, a test worker) tells a table it has told before at once."""


class Teller:
    """Tells the outcome tables of one question in the players' words (:meth:`describe`): each filled-in
    phrase that holds of an outcome and did not hold of ``before``, the table before the actions.

    What depends on ``before`` alone is worked out once, not once for each outcome: its model ids and,
    for each filled-in phrase met, whether it held then (an answer may have a thousand tables, all told
    against the same ``before``); and each outcome is told once, however many readings of the question,
    or later questions of the process, reach it (:data:`TOLD_KEPT`). The phrases' predicates are pure
    functions of a table."""

    def __init__(self, rs: Ruleset, before: Any):
        self.rs = rs
        self.before = before
        self.ids = tuple(model_ids(before))
        self._phrases = tuple((phrase, rs.outcomes[phrase.pattern].predicate) for phrase in telling(rs))

    def describe(self, state: Any) -> str:
        """The outcome in the players' words: what holds now that did not before the actions."""
        return _words(self._phrases, self.ids or tuple(model_ids(state)), self.before, state)

    def said(self, state: Any) -> list[str]:
        """The filled-in phrases that hold of ``state`` and did not hold of ``before``, about the models of
        ``before`` (of ``state`` where ``before`` has none)."""
        return list(_said(self._phrases, self.ids or tuple(model_ids(state)), self.before, state))


Phrases = tuple[tuple[Phrase, Callable[..., Any]], ...]
"""A ruleset's phrases that can be told (:func:`telling`), each with its predicate."""


def _words(phrases: Phrases, ids: tuple[str, ...], before: Any, state: Any) -> str:
    """:meth:`Teller.describe`: the phrases of :func:`_said` joined in a sentence, or :data:`NOTHING`."""
    parts = _said(phrases, ids, before, state)
    if not parts:
        return NOTHING
    text = "; ".join(parts)
    return text[0].upper() + text[1:]


@lru_cache(maxsize=TOLD_KEPT)
def _said(phrases: Phrases, ids: tuple[str, ...], before: Any, state: Any) -> tuple[str, ...]:
    """:meth:`Teller.said`: each phrase filled in with the models ``ids`` and the first numbers that make it hold
    of ``state``, where it did not hold of ``before``."""
    out: list[str] = []
    measures = tuple(_measures(state))
    for phrase, predicate in phrases:
        tried: tuple[dict[str, Any], ...] | None = None  # made when a model first needs them
        told: set[frozenset] = set()
        for args in _instances(phrase.names, ids):
            if len(args) == 2 and frozenset(args.values()) in told:
                continue  # the mirror of a two-model phrase already said
            if tried is None:
                tried = _numbers_tried(phrase, measures if phrase.measured else ())
            for numbers in tried:
                full = {**args, **numbers}
                if _holds(predicate, state, full):
                    if _held_before(predicate, before, tuple(full.items())):
                        break  # it held before the actions: nothing new to tell
                    out.append(_fill(phrase.pattern, full))
                    told.add(frozenset(args.values()))
                    break
    # a phrase inside a longer one that holds says nothing more
    return tuple(p for p in out if not any(p != q and p in q for q in out))


@lru_cache(maxsize=TOLD_KEPT)
def _held_before(predicate: Callable[..., Any], before: Any, filled: tuple[tuple[str, Any], ...]) -> bool:
    """Whether a phrase filled in so held of the table before the actions."""
    return _holds(predicate, before, dict(filled))


@lru_cache(maxsize=4096)
def _numbers_tried(phrase: Phrase, measures: tuple[float, ...]) -> tuple[dict[str, Any], ...]:
    """The values of the phrase's number fields in the order they are tried (whole numbers 0 to 12, a
    measure the table's numbers), the same for every model the phrase names."""
    names = [n.split(":")[0] for n in phrase.numbers]
    return tuple(dict(zip(names, values)) for values in
                 product(*(measures if n.endswith(":g") else NUMBERS for n in phrase.numbers)))


def _fill(pattern: str, args: dict[str, Any]) -> str:
    return pattern.format(**args)


def describe(rs: Ruleset, state: Any, before: Any) -> str:
    """The outcome in the players' words: what holds now that did not before the actions (one outcome;
    the outcomes of one question: :class:`Teller`)."""
    return Teller(rs, before).describe(state)
