"""No number the rules give is written in rule code: it is a value of its clause (``ctx.value``).

A numeric literal in a rule module (``oracle/<ruleset>/*.py``) is either a number of the text,
which belongs in the catalogue with its quote, or something else: a geometry tolerance, an array
index, a model's default profile, a setup's coordinates.  ``uncited-literals.yaml`` beside this
test names each literal that stays and why; a new literal that is not listed fails here.  Float
tolerances are named once, in ``oracle.core.measure`` (``EPSILON``, ``SHAPE_TOLERANCE``,
``FLOAT_NOISE``), and nowhere else in ``oracle/`` or ``steps/``.
"""

import ast
import functools
from pathlib import Path

import yaml

import source_trees

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = Path(__file__).resolve().parent / "uncited-literals.yaml"
RULESETS = ("lotow", "mordheim", "gurps", "ww2")
# keyword arguments and calls whose numbers are about the computation, never a rule's number
MECHANICAL_KEYWORDS = {"quad_segs", "maxsize", "mitre_limit", "join_style"}


def _skipped(nodes: list[ast.AST]) -> set[int]:
    """Constants that are round()'s digits or mechanical keyword arguments."""
    out: set[int] = set()
    for node in nodes:
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Name) and node.func.id == "round" and len(node.args) == 2:
                out.add(id(node.args[1]))
            for kw in node.keywords:
                if kw.arg in MECHANICAL_KEYWORDS and isinstance(kw.value, ast.Constant):
                    out.add(id(kw.value))
    return out


def _number(node: ast.AST) -> int | float | None:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant) \
            and type(node.operand.value) in (int, float):
        return -node.operand.value
    return None


def numeric_literals(path: Path) -> list[tuple[int, str]]:
    """(line, literal) for every int or float literal of a module (a minus sign included) but the
    counting numbers 0, 1, 2, the float 0.0 and indices from the end (-1, -2)."""
    return list(_numeric_literals(path, path.stat().st_mtime_ns))


@functools.cache
def _numeric_literals(path: Path, mtime_ns: int) -> tuple[tuple[int, str], ...]:
    """:func:`numeric_literals` of the module as it is at ``mtime_ns`` (two tests scan the same modules)."""
    nodes = source_trees.nodes(path)  # walked once, read four times
    skipped = _skipped(nodes)
    for node in nodes:
        if isinstance(node, ast.UnaryOp) and _number(node) is not None:
            skipped.add(id(node.operand))
        if isinstance(node, ast.Subscript):  # x[-1], x[:-1], x[-2:]: indices
            bounds = [node.slice.lower, node.slice.upper] if isinstance(node.slice, ast.Slice) else [node.slice]
            for b in bounds:
                if b is not None and _number(b) in (-1, -2):
                    skipped.add(id(b))
    # a 1 or 2 taken from a skill or a characteristic (`skill -= 1`, `a.hearing - 2`) is a
    # modifier, not a count (adding one is counting: `turn + 1`)
    modifiers = {id(n.value) for n in nodes if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Sub)}
    modifiers |= {id(n.right) for n in nodes
                  if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub) and isinstance(n.left, ast.Attribute)}
    found = []
    for node in nodes:
        value = _number(node)
        if value is None or id(node) in skipped or value == 0:
            continue
        if type(value) is int and value in (1, 2) and id(node) not in modifiers:
            continue
        found.append((node.lineno, repr(value)))
    return tuple(sorted(found))


def _rule_modules() -> list[Path]:
    return sorted(p for rs in RULESETS for p in (ROOT / "oracle" / rs).glob("*.py") if p.name != "ids.py")


def _allowed() -> dict[str, dict[str, str]]:
    data = yaml.safe_load(ALLOWED.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    for module, entries in data.items():
        assert isinstance(entries, dict) and entries, module
        for literal, why in entries.items():
            assert isinstance(why, str) and len(why.split()) >= 3, f"{module}: {literal}: say why it is not a rule number"
    return {m: {str(k): v for k, v in e.items()} for m, e in data.items()}


def test_every_numeric_literal_in_a_rule_module_is_listed_with_why_it_is_not_a_rule_number():
    allowed = _allowed()
    new = []
    for path in _rule_modules():
        rel = path.relative_to(ROOT).as_posix()
        entries = allowed.get(rel, {})
        if "*" in entries:
            continue
        for line, literal in numeric_literals(path):
            if literal not in entries:
                new.append(f"{rel}:{line}: {literal}")
    assert not new, ("numeric literals in rule code: a number the text gives belongs in its clause's values "
                     "(ctx.value); anything else goes in tests/uncited-literals.yaml with the reason:\n" + "\n".join(new))


def test_the_allow_list_names_only_literals_that_are_still_there():
    """A literal that has moved to the catalogue leaves the list too."""
    stale = []
    for rel, entries in _allowed().items():
        path = ROOT / rel
        assert path.exists(), f"uncited-literals.yaml names {rel}, which does not exist"
        if "*" in entries:
            continue
        present = {literal for _, literal in numeric_literals(path)}
        stale += [f"{rel}: {literal}" for literal in entries if literal not in present]
    assert not stale, "listed but no longer in the code:\n" + "\n".join(stale)


def _tolerances(path: Path) -> list[tuple[int, str]]:
    return sorted((n.lineno, repr(n.value)) for n in source_trees.nodes(path)
                  if isinstance(n, ast.Constant) and type(n.value) is float and 0 < n.value < 1e-2)


def test_float_tolerances_are_the_named_constants_of_core_measure():
    measure = ROOT / "oracle" / "core" / "measure.py"
    allowed = _allowed()
    found = []
    for path in sorted([*(ROOT / "oracle").rglob("*.py"), *(ROOT / "steps").rglob("*.py")]):
        rel = path.relative_to(ROOT).as_posix()
        if path == measure:
            continue
        found += [f"{rel}:{line}: {lit}" for line, lit in _tolerances(path) if lit not in allowed.get(rel, {})]
    assert not found, ("write EPSILON, SHAPE_TOLERANCE or FLOAT_NOISE from oracle.core.measure (or name a "
                       "genuinely different tolerance there):\n" + "\n".join(found))


def test_the_scan_finds_modifiers_and_thresholds_but_not_indices_or_counting(tmp_path):
    module = tmp_path / "rule.py"
    module.write_text(
        "def f(ctx, a, path, n):\n"
        "    skill = a.riding - 2\n"      # a modifier: found
        "    skill -= 1\n"                # a modifier: found
        "    reach = 8.0\n"               # a threshold: found
        "    bonus = -4\n"                # a modifier: found
        "    last = path[-1], path[:-1], path[-2:]\n"  # indices: not found
        "    return n + 1, round(reach, 6), 2 * reach\n",  # counting, digits, a double: not found
        encoding="utf-8")
    assert numeric_literals(module) == [(2, "2"), (3, "1"), (4, "8.0"), (5, "-4")]
