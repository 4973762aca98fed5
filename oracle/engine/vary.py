"""Hypothesis strategies that vary a legal situation along its table model's own fields.

A situation is a table and an action.  :func:`varied` starts from a legal one (a seed:
:mod:`oracle.engine.seeds`) and changes up to :data:`MAX_CHANGES` of its fields, each
within what the model's type allows: a flag flipped, a number moved a few steps (half an
inch for distances, so every engine computes them exactly), a choice (``Literal``) swapped
for another, an id the action names swapped for another id on the table.  Every change is
validated by the table or action model (its bounds and its checks: unique ids,
consistent seats) and dropped if the model rejects it, so every table generated is one the
models accept.  Hypothesis shrinks the number of changes towards none, so a disagreement
shrinks towards the scenario it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
import enum
from functools import lru_cache
import types
import typing
from typing import Any, Literal, Union

from hypothesis import strategies as st
from pydantic import BaseModel

from oracle.core.state import table_ids

MAX_CHANGES = 2
STEP = 0.5
"""Distances and other decimals move by multiples of half an inch."""
INT_STEPS = (-2, -1, 1, 2)
FLOAT_STEPS = (-4, -3, -2, -1, 1, 2, 3, 4)


@dataclass(frozen=True)
class Leaf:
    """One field that can be varied: where it is in the JSON of the model, and its type."""

    path: tuple[Any, ...]
    kind: str  # bool, int, float, choice, id
    choices: tuple[Any, ...] = ()


def _unwrap(annotation: Any) -> tuple[Any, bool]:
    """The annotation without ``None`` in a union, and whether ``None`` was allowed."""
    origin = typing.get_origin(annotation)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0])
    return annotation, False


def _model_class(annotation: Any) -> type[BaseModel] | None:
    return annotation if isinstance(annotation, type) and issubclass(annotation, BaseModel) else None


@dataclass(frozen=True)
class _Field:
    """What :func:`leaves` needs of one field of a model, worked out once per model class."""

    name: str
    kind: str  # model, items, bool, int, float, choice, str
    sub: Any = None
    choices: tuple[Any, ...] = ()


@lru_cache(maxsize=None)
def _plan(model: type[BaseModel]) -> tuple[_Field, ...]:
    """The variable fields of ``model``, from its annotations (read once per class: typing
    introspection costs more than walking a table)."""
    plan: list[_Field] = []
    for name, info in model.model_fields.items():
        annotation, _ = _unwrap(info.annotation)
        sub = _model_class(annotation)
        origin = typing.get_origin(annotation)
        if sub is not None:
            plan.append(_Field(name, "model", sub))
        elif origin in (tuple, list):
            args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
            item = _model_class(_unwrap(args[0])[0]) if args else None
            if item is not None and len(set(args)) == 1:
                plan.append(_Field(name, "items", item))
        elif annotation is bool:
            plan.append(_Field(name, "bool"))
        elif annotation is int:
            plan.append(_Field(name, "int"))
        elif annotation is float:
            plan.append(_Field(name, "float"))
        elif origin is Literal:
            options = typing.get_args(annotation)
            if len(options) > 1:
                plan.append(_Field(name, "choice", choices=options))
        elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            plan.append(_Field(name, "choice", choices=tuple(m.value for m in annotation)))
        elif annotation is str:
            plan.append(_Field(name, "str"))
    return tuple(plan)


def leaves(model: type[BaseModel], data: dict, path: tuple = (), ids: tuple[str, ...] = ()) -> list[Leaf]:
    """Every field of ``data`` (the JSON of a ``model``) that :func:`varied` may change."""
    found: list[Leaf] = []
    for f in _plan(model):
        value = data.get(f.name)
        if value is None:
            continue
        where = path + (f.name,)
        kind = f.kind
        if kind == "model":
            if isinstance(value, dict):
                found += leaves(f.sub, value, where, ids)
        elif kind == "items":
            if isinstance(value, list):
                for i, element in enumerate(value):
                    if isinstance(element, dict):
                        found += leaves(f.sub, element, where + (i,), ids)
        elif kind == "choice":
            found.append(Leaf(where, "choice", f.choices))
        elif kind == "str":
            if ids and value in ids and len(ids) > 1:
                found.append(Leaf(where, "id", ids))
        else:
            found.append(Leaf(where, kind))
    return found


def _get(data, path):
    for p in path:
        data = data[p]
    return data


def _replaced(data, path, value):
    """A copy of ``data`` with the value at ``path`` replaced, copying only the containers on the path."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    out = dict(data) if isinstance(data, dict) else list(data)
    out[head] = _replaced(data[head], rest, value)
    return out


_INT_STEPS = st.sampled_from(INT_STEPS)
_FLOAT_STEPS = st.sampled_from(FLOAT_STEPS)
_CHANGES = st.integers(0, MAX_CHANGES)


def _new_value(draw, leaf: Leaf, old: Any) -> Any:
    if leaf.kind == "bool":
        return not old
    if leaf.kind == "int":
        return old + draw(_INT_STEPS)
    if leaf.kind == "float":
        return round(float(old) + STEP * draw(_FLOAT_STEPS), 6)
    others = [c for c in leaf.choices if c != old]
    return draw(st.sampled_from(others)) if others else old


@dataclass(frozen=True)
class Start:
    """A seed situation prepared once for :func:`varied`: its JSON and the fields that may change."""

    state_model: type[BaseModel]
    action_model: type[BaseModel]
    state: BaseModel
    action: BaseModel
    table: dict
    act: dict
    spots: tuple[tuple[str, Leaf], ...]
    pick: Any = None
    """The strategy choosing one of ``spots`` (made once: strategies are costly to build)."""


def prepare(state_model: type[BaseModel], action_model: type[BaseModel], state: BaseModel, action: BaseModel) -> Start:
    table = state.model_dump(mode="json")
    act = action.model_dump(mode="json")
    ids = table_ids(table)
    spots = tuple([("table", leaf) for leaf in leaves(state_model, table)] +
                  [("action", leaf) for leaf in leaves(action_model, act, ids=ids)])
    return Start(state_model, action_model, state, action, table, act, spots, st.sampled_from(spots) if spots else None)


def vary(draw, start: Start):
    """A situation near the seed, drawn with ``draw`` (of ``st.data()`` or a composite): up to
    :data:`MAX_CHANGES` of its fields changed.

    Returns ``(table, action)`` as model instances; every change the models reject is dropped.
    """
    state, action = start.state, start.action
    table, act = start.table, start.act
    changes = draw(_CHANGES) if start.spots else 0
    for _ in range(changes):
        where, leaf = draw(start.pick)
        target = table if where == "table" else act
        old = _get(target, leaf.path)
        new = _new_value(draw, leaf, old)
        if new == old:
            continue
        trial = _replaced(target, leaf.path, new)
        model = start.state_model if where == "table" else start.action_model
        try:
            made = model.model_validate(trial)
        except Exception:  # the model rejects it (a bound, a check, one of the oracle's own errors)
            continue  # keep the field as it was
        if where == "table":
            table, state = trial, made
        else:
            act, action = trial, made
    return state, action


@st.composite
def varied(draw, start: Start):
    """:func:`vary` as a strategy."""
    return vary(draw, start)
