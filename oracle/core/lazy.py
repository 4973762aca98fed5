"""Modules loaded on first use.

Every import is at the top of its module (``tests/test_layers.py``), but a heavy library that
one command needs (scipy for statistical mode, hypothesis for fuzzing) should not slow every
other command's start-up: :func:`lazy_import` declares such a module at the top and the
standard library's :class:`importlib.util.LazyLoader` runs it at the first attribute access.
The ``oracle`` command reaches the project's own machinery the same way
(:mod:`oracle.commands.machinery`), so that ``oracle --help`` imports typer and rich only.
Declare a module whose parent package is light: finding a module runs its parent package.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_import(name: str) -> ModuleType | None:
    """The module ``name``, executed when first used; None if it is not installed."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return None
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
