"""Every number a user, a question or a request gives refuses ``true`` and ``false``.

pydantic's lax mode reads a bool as 1 or 0, so a numeric field without the check of
:mod:`oracle.core.numbers` (or pydantic's strict mode) answers ``hits: true`` as one hit. The
bad-input tests show it on the user's paths; this one holds every model of the package to it,
so that a field added later cannot slip back to the lax reading.
"""

from __future__ import annotations

import importlib
import pkgutil
import types
from typing import Annotated, Any, Iterator, Union, get_args, get_origin

from annotated_types import BaseMetadata
from pydantic import BaseModel
from pydantic.functional_validators import BeforeValidator

import oracle
from oracle.core.numbers import no_truth_value, no_truth_value_whole
from oracle.engine.ruleset import rulesets

CHECKS = {no_truth_value, no_truth_value_whole}


def _models() -> set[type[BaseModel]]:
    rulesets()
    for info in pkgutil.walk_packages(oracle.__path__, "oracle."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    found: set[type[BaseModel]] = set()
    todo = [BaseModel]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("oracle."):
                found.add(sub)
    return found


def _refuses_a_bool(metadata: tuple[Any, ...]) -> bool:
    return any((isinstance(m, BeforeValidator) and m.func in CHECKS)
               or (isinstance(m, BaseMetadata) and getattr(m, "strict", False)) for m in metadata)


def _lax_numbers(where: str, annotation: Any, metadata: tuple[Any, ...]) -> Iterator[str]:
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *more = get_args(annotation)
        yield from _lax_numbers(where, base, metadata + tuple(more))
    elif annotation in (int, float):
        if not _refuses_a_bool(metadata):
            yield where
    elif origin in (Union, types.UnionType):
        if bool not in get_args(annotation):  # a field that takes true or false by design (a value that lapses)
            for arg in get_args(annotation):
                yield from _lax_numbers(where, arg, metadata)
    elif origin is not None:  # a tuple, list or dict of numbers: the field's own metadata is the container's
        for arg in get_args(annotation):
            yield from _lax_numbers(where, arg, ())


def test_no_numeric_field_of_the_package_reads_true_as_one():
    models = _models()
    assert len(models) > 50  # the tables, actions, protocol messages and records of every ruleset
    lax = sorted(where for model in models for name, field in model.model_fields.items()
                 for where in _lax_numbers(f"{model.__module__}.{model.__qualname__}.{name}",
                                           field.annotation, tuple(field.metadata)))
    assert not lax, "numeric fields that read true as 1 (use oracle.core.numbers' types): " + ", ".join(lax)
