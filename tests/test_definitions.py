"""No function or class is defined twice in one scope of the project's Python.

A second ``def`` of a name replaces the first without a word: a rule function's older body
still read in review but never run, or a test that pytest never collects (it keeps only the
last definition of a name, so a block of tests pasted twice runs once and a test edited in
one copy only is silently the other). Property setters, ``typing.overload`` and
``singledispatch`` registrations reuse a name on purpose and are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import source_trees

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("oracle", "steps", "tests", "bench", "examples", "adapters")
"""The first-party Python of the repository."""
SKIPPED = ("node_modules", ".venv", "__pycache__")

REUSING = (".setter", ".getter", ".deleter", "overload", ".register")
"""Decorators under which a name is defined again on purpose."""


def _reuses(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> bool:
    return any(ast.unparse(d.func if isinstance(d, ast.Call) else d).endswith(REUSING) for d in node.decorator_list)


def defined_twice(module: ast.Module, where: str) -> list[str]:
    """``file:line name (first at line n)`` for each definition that replaces an earlier one of its scope
    (the module, or a class at any depth)."""
    found: list[str] = []

    def scope(body: list[ast.stmt], prefix: str) -> None:
        first: dict[str, int] = {}
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if node.name in first and not _reuses(node):
                    found.append(f"{where}:{node.lineno} {prefix}{node.name} (first at line {first[node.name]})")
                first.setdefault(node.name, node.lineno)
                if isinstance(node, ast.ClassDef):
                    scope(node.body, f"{prefix}{node.name}.")

    scope(module.body, "")
    return found


def python_files() -> list[Path]:
    return [p for folder in FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))
            if not any(part in SKIPPED for part in p.relative_to(ROOT).parts)]


def test_no_definition_replaces_another_of_its_scope():
    files = python_files()
    assert len(files) > 100  # the check reads the repository, not an empty folder
    found = [line for p in files for line in defined_twice(source_trees.tree(p), str(p.relative_to(ROOT)))]
    assert not found, "\n".join(found)


def test_the_check_sees_a_test_pasted_twice_and_leaves_a_setter_alone():
    module = ast.parse(
        "def test_a():\n    pass\n\n"
        "class Rider:\n"
        "    @property\n    def mount(self):\n        return 1\n"
        "    @mount.setter\n    def mount(self, value):\n        pass\n"
        "    def thrown(self):\n        pass\n"
        "    def thrown(self):\n        pass\n\n"
        "def test_a():\n    pass\n")
    assert defined_twice(module, "t.py") == ["t.py:13 Rider.thrown (first at line 11)", "t.py:16 test_a (first at line 1)"]
