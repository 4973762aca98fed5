"""Modules loaded on first use.

Every import is at the top of its module (``tests/test_layers.py``), but a heavy library that
one command needs (scipy for statistical mode, hypothesis for fuzzing) should not slow every
other command's start-up: :func:`lazy_import` declares such a module at the top and imports it
at the first use of one of its attributes.
The ``oracle`` command reaches the project's own machinery the same way
(:mod:`oracle.commands.machinery`), so that ``oracle --help`` imports typer and rich only.
Declare a module whose parent package is light: finding a module runs its parent package.

The first use imports the module as an ``import`` statement does (:func:`importlib.import_module`).
It was the standard library's :class:`importlib.util.LazyLoader`, which puts the module in
``sys.modules`` at once and runs it there at the first use: a Ctrl-C that landed while it ran
(``oracle fuzz``'s hypothesis touches every module in ``sys.modules``, and so ran ``rich.table``
early) left it there half run, for good, and the command's ending failed on "cannot import name
'Table' from 'rich.table'" with two tracebacks. An import that fails takes its module out of
``sys.modules``, so the next use imports it again.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType


class _OnFirstUse(ModuleType):
    """Stands for the module of its name until one of its attributes is used, then for the module."""

    def __getattr__(self, attr: str):
        module = self.__dict__.get("_module")
        if module is None:
            module = self.__dict__["_module"] = importlib.import_module(self.__name__)
        return getattr(module, attr)


def lazy_import(name: str) -> ModuleType | None:
    """The module ``name``, imported when one of its attributes is first used; None if it is not installed."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return None
    return _OnFirstUse(name)
