"""The project's Python modules parsed once per test process.

Several tests read the code itself (layers and imports, module state, uncited numbers, rule
functions' parameters, ids written as strings, the values and readings the engine asks for);
each parsed the same modules again, about 1 s of CPU a test. :func:`tree` and :func:`nodes` keep
a module's syntax tree by its path, size and modification time (an edited module is parsed
again). The trees are shared: a test reads them and changes none.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path


def tree(path: Path) -> ast.Module:
    """The module at ``path`` parsed (its file name in any syntax error)."""
    return _kept(path)[0]


def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the module at ``path``, in ``ast.walk`` order."""
    return _kept(path)[1]


def _kept(path: Path) -> tuple[ast.Module, tuple[ast.AST, ...]]:
    stat = path.stat()
    return _parsed(Path(path).resolve(), stat.st_size, stat.st_mtime_ns)


@functools.cache
def _parsed(path: Path, size: int, mtime_ns: int) -> tuple[ast.Module, tuple[ast.AST, ...]]:
    module = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return module, tuple(ast.walk(module))
