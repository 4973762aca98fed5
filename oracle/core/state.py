"""Small immutable value types for game state.

Every state model is a frozen pydantic model that forbids unknown keys: a setup with a
typo is an error naming the field, and equal states hash equal, which is what lets
exact mode merge them.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from operator import itemgetter
from typing import Annotated, Any, Final, Iterable, Iterator, Mapping, Sequence, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, ValidationError
from pydantic_core import PydanticCustomError

from oracle.core.errors import NotOnTable, SetupError

M = TypeVar("M", bound="Frozen")


class Frozen(BaseModel):
    """Base of every state value: immutable, hashable, strict about its keys."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=True, allow_inf_nan=False)
    # the hash, computed once: exact mode hashes every state it meets (memo keys, merged
    # results), and a table's hash recurses through every fighter, mount and point on it
    __slots__ = ("_oracle_hash",)

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        fields = tuple(cls.__pydantic_fields__)
        # the hash of the field values in order, as pydantic's, without its function's frame: a state's
        # fields are always all in its __dict__ (validated, or copied by ``evolve``)
        getter = itemgetter(*fields) if fields else (lambda _: 0)

        def __hash__(self, getter=getter) -> int:
            try:
                h = _cached_hash(self)  # the slot itself: no detour through pydantic's __getattr__
            except AttributeError:  # a state validated from data: the slot was never written
                h = None
            if h is None:  # not computed yet (``evolve`` writes None: no exception to raise and catch)
                h = hash(getter(self.__dict__))
                _set_hash(self, h)
            return h

        cls.__hash__ = __hash__

    def evolve(self: M, **changes: Any) -> M:
        """A copy with some fields changed (rule code's only way to 'modify' state).

        What ``model_copy(update=changes)`` does for these models (no private attributes,
        no extra fields, no validation of the changes), without its generic steps: rule
        code evolves states on every replayed dice path, so this is the engine's hot spot.
        The slots are written through their descriptors, and the set of fields set is
        shared with the original when the changes add none to it (pydantic never changes
        it on a frozen model).
        """
        new = _new(type(self))  # no state class defines __new__
        _set_dict(new, {**self.__dict__, **changes})
        _set_extra(new, None)
        fields_set = self.__pydantic_fields_set__
        _set_fields_set(new, fields_set if fields_set.issuperset(changes) else fields_set | changes.keys())
        _set_private(new, None)
        _set_hash(new, None)
        return new

    def __eq__(self, other: Any) -> bool:
        """Equal field values (as pydantic's), sooner: the same object, or a different kept hash, decides
        at once; exact mode compares states on every memo and merge lookup."""
        if self is other:
            return True
        if type(other) is not type(self):
            return super().__eq__(other)
        return hash(self) == hash(other) and self.__dict__ == other.__dict__

    def same_but(self, other: M, fields: frozenset[str]) -> bool:
        """Whether ``other``, of the same model, has the same value as this one in every field but ``fields``:
        ``self.evolve(**{f: getattr(other, f) for f in fields}) == other``, without the copy and its hash
        (exact mode asks it of every state of a chain)."""
        mine = self.__dict__
        return all(value is mine[k] or value == mine[k] for k, value in other.__dict__.items() if k not in fields)


_set = object.__setattr__
_new = object.__new__
_cached_hash = Frozen.__dict__["_oracle_hash"].__get__
_set_hash = Frozen.__dict__["_oracle_hash"].__set__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def shared(model: type[M], **fields: Any) -> M:
    """``model(**fields)``, validated once per distinct fields and the same object given after that:
    states are immutable, and exact mode makes the same small value (a hit, a fall, a pending effect, a
    place) on many dice paths. For fields whose values are read as they are validated (not a union
    that would keep ``1`` and ``True`` apart: equal keys share one object)."""
    return _shared(model, tuple(fields.items()))


@lru_cache(maxsize=4096)
def _shared(model: type[M], items: tuple[tuple[str, Any], ...]) -> M:
    return model(**dict(items))


def json_nodes(data: Any) -> Iterator[Any]:
    """Every node of JSON-like data, ``data`` first: the dicts, lists and tuples and the values in them, depth first in
    the order written. Walked with a stack of its own, not a closure calling itself (a cycle, left to the cyclic
    collector after every walk)."""
    stack = [data]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, dict):
            stack.extend(reversed(node.values()))
        elif isinstance(node, (list, tuple)):
            stack.extend(reversed(node))


def table_ids(data: Any) -> tuple[str, ...]:
    """Every ``id`` on a table (fighters, mounts, obstacles, ...) as JSON-like data, in order of appearance."""
    ids = (node.get("id") for node in json_nodes(data) if isinstance(node, dict))
    return tuple(dict.fromkeys(ident for ident in ids if isinstance(ident, str)))


def given_twice(ids: Iterable[str]) -> list[str]:
    """The ids given more than once, sorted: a table holds each model and piece once, and an action names each
    model once. Counted in one pass: counting each id along the whole list again took 0.2 ms a check of a Mordheim
    table of a hundred pieces, and every table a setup step makes is checked."""
    return sorted(i for i, n in Counter(ids).items() if n > 1)


def unique_on_the_table(ids: Sequence[str]) -> None:
    """A table's own check of its ids (each game's table model, after its fields are read): each model and piece
    once, a ``ValueError`` naming those given more than once (:func:`given_twice`). Every table a setup step makes
    or a rule validates is checked, so ids that are all distinct (a set as large as the list) are let through
    before anything is counted."""
    if len(set(ids)) != len(ids):
        raise ValueError(f"ids must be unique on the table: {', '.join(given_twice(ids))}")


def _each_once(names: tuple[str, ...]) -> tuple[str, ...]:
    """A list of models an action names (an order, the casualties, the men who take a seat) names each once: one
    named twice would be dealt twice, or its place lost, and the answer silently wrong."""
    twice = given_twice(names)
    if twice:
        raise PydanticCustomError("named_twice", "names {who} twice: name each model once",
                                  {"who": ", ".join(repr(n) for n in twice)})
    return names


Names = Annotated[tuple[str, ...], AfterValidator(_each_once)]
"""Ids of models an action names in a list, each at most once (bad input otherwise, the field named)."""


def replace_item(items: tuple[M, ...], new: M, key: str = "id") -> tuple[M, ...]:
    """The tuple with the item whose ``key`` equals ``new``'s replaced by ``new``."""
    ident = getattr(new, key)
    out = list(items)
    found = False
    for n, item in enumerate(items):  # a loop, not generators: rule code replaces items on every dice path
        if getattr(item, key) == ident:
            out[n] = new
            found = True
    if not found:
        raise KeyError(ident)
    return tuple(out)


def find(items: Iterable[M], ident: str, what: str, key: str = "id") -> M:
    if key == "id":  # the usual key, read as an attribute: rule code looks items up on every dice path
        for item in items:
            if item.id == ident:
                return item
    else:
        for item in items:
            if getattr(item, key) == ident:
                return item
    known = ", ".join(str(getattr(i, key)) for i in items) or "none"
    raise NotOnTable(f"no {what} called {ident!r} on the table (there are: {known})", ident)


SETUP: Final = "setup"
"""The validation context of a table a player sets up (a setup file, the setup steps), as against one an engine
returned: a model may hold a setup to what only a setup must meet (:func:`validate_setup`)."""


def validate_setup(model: type[M], data: Any, origin: str) -> M:
    """Validate raw setup data, turning pydantic's errors into one message per field; the model's validators see
    the context ``{SETUP: True}``."""
    try:
        return model.model_validate(data, context={SETUP: True})
    except ValidationError as exc:
        raise setup_error(exc, origin) from None


def error_message(err: Mapping[str, Any]) -> str:
    """What one of pydantic's errors says is wrong: a model's own sentence (a ValueError of its validator)
    without pydantic's "Value error, " before it."""
    return err["msg"].removeprefix("Value error, ") if err["type"] == "value_error" else err["msg"]


def field_errors(exc: ValidationError, whole: str | None = None) -> list[str]:
    """pydantic's errors, one ``field: what is wrong`` each (``whole: ...`` for an error of the whole
    model, or what is wrong alone), without the input it echoes or its link to pydantic's pages. A list too short
    "after validation" only because an item of it failed (a single volley with a bad field, say) is the item's
    error alone: pydantic counts the list without the failed item and would add that the list is empty."""
    errors = exc.errors()
    inner = [tuple(err["loc"]) for err in errors]
    out = []
    for err in errors:
        at = tuple(err["loc"])
        if err["type"] == "too_short" and any(len(other) > len(at) and other[:len(at)] == at for other in inner):
            continue
        loc = ".".join(str(p) for p in err["loc"]) or whole
        msg = error_message(err)
        out.append(f"{loc}: {msg}" if loc else msg)
    return out


def setup_error(exc: ValidationError, origin: str) -> SetupError:
    """pydantic's errors as a setup error, one line per field: ``origin: field: what is wrong``."""
    return SetupError("\n".join(f"{origin}: {line}" for line in field_errors(exc, whole="(top level)")))
