"""Clause, ruling and hook ids are declared once, in ``oracle/<ruleset>/ids.py``, generated from the catalogue."""

import ast
import re
from pathlib import Path

import source_trees

from oracle.catalogue.__main__ import main as catalogue_main
from oracle.catalogue.ids import all_constants, render, ruling_constants, stale_ids
from oracle.catalogue.load import catalogue
from oracle.catalogue.rewrite_ids import rewrite, ruleset_modules

ROOT = Path(__file__).resolve().parent.parent


def _docstrings(nodes: list[ast.AST]) -> set[int]:
    return {id(n.body[0].value) for n in nodes
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}


def test_the_ids_modules_are_what_the_catalogue_gives():
    assert stale_ids(catalogue()) == [], "run python -m oracle.catalogue --write-ids"
    assert catalogue_main(["--check-ids"]) == 0


def test_no_rule_module_writes_an_id_as_a_string():
    """Every id rule code cites is an imported constant: a misspelt one is an import error."""
    ids = all_constants(catalogue())
    prefixes = tuple(f"{rs}." for rs in catalogue().rulesets())
    stems = {i[:at + 1] for i in ids for at in range(len(i)) if i[at] == "."} - set(prefixes)
    offenders = []
    for path in ruleset_modules():
        nodes = source_trees.nodes(path)
        docs = _docstrings(nodes)
        rel = path.relative_to(ROOT)
        for node in nodes:
            where = f"{rel}:{getattr(node, 'lineno', '?')}"
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                if node.value in ids:
                    offenders.append(f"{where}: {node.value!r} (use {ids[node.value][2]})")
                elif node.value in stems or node.value + "." in stems:
                    offenders.append(f"{where}: {node.value!r} is the start of ids built at run time")
            elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                head = node.values[0].value
                if isinstance(head, str) and head.startswith(prefixes):
                    offenders.append(f"{where}: an id built in an f-string from {head!r}")
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant):
                if isinstance(node.left.value, str) and node.left.value.startswith(prefixes):
                    offenders.append(f"{where}: an id built by adding to {node.left.value!r}")
    assert not offenders, "\n".join(offenders)


def test_the_rewrite_tool_has_nothing_left_to_do():
    ids, rulings = all_constants(catalogue()), ruling_constants(catalogue())
    for path in ruleset_modules():
        text = path.read_text(encoding="utf-8")
        assert rewrite(text, ids, path.parent.name, rulings)[0] == text, f"run python -m oracle.catalogue.rewrite_ids {path}"


def test_the_rewrite_tool_replaces_literals_prefixes_and_imports():
    ids = {"demo.a.b-c": ("demo", "clause", "A_B_C"), "demo.a.d": ("demo", "clause", "A_D"),
           "demo.a.q": ("demo", "ruling", "RULING_A_Q")}
    both = {"demo.a.d": ("demo", "ruling", "RULING_A_D")}
    text = ('"""Doc naming demo.a.b-c."""\n\nfrom oracle.core.resolve import Context\n\nP = "demo.a"\n\n\n'
            'def f(ctx):\n    """demo.a.d"""\n    ctx.emit("demo.a.b-c", "x")\n    ctx.emit(f"{P}.d", "y")\n'
            '    return ctx.ruling(P + ".q")\n')
    out, _ = rewrite(text.replace("return ctx.ruling(P + \".q\")", "return ctx.ruling(\"demo.a.d\")"), ids, "demo", both)
    assert 'ctx.emit(A_D, "y")' in out and "ctx.ruling(RULING_A_D)" in out
    out, _ = rewrite(text, ids, "demo")
    assert "from oracle.demo.ids import A_B_C, A_D, RULING_A_Q\n" in out
    assert 'ctx.emit(A_B_C, "x")' in out and 'ctx.emit(A_D, "y")' in out and "ctx.ruling(RULING_A_Q)" in out
    assert 'P = "demo.a"' not in out and '"""demo.a.d"""' in out and "Doc naming demo.a.b-c" in out
    assert rewrite(out, ids, "demo")[0] == out


def test_constants_are_named_after_the_id_and_rulings_apart():
    text = render(catalogue(), "lotow")
    assert 'MOUNTED_THROWN_RIDER_1: Final = ClauseId("lotow.mounted.thrown-rider.1")' in text
    assert re.search(r'^RULING_MOUNTED_PASSENGERS_IN_THE_WAY: Final = RulingId\("lotow.mounted.passengers.in-the-way"\)$',
                     text, re.M)
    assert 'MOUNTED_PASSENGERS_IN_THE_WAY: Final = ClauseId("lotow.mounted.passengers.in-the-way")' in text
