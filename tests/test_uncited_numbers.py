"""No number the rules give is written in rule code: it is a value of its clause (``ctx.value``).

A numeric literal in a rule module (``oracle/<ruleset>/*.py``) is either a number of the text,
which belongs in the catalogue with its quote, or something else: a geometry tolerance, an array
index, a model's default profile, a setup's coordinates.  ``uncited-literals.yaml`` beside this
test names each literal that stays and why; a new literal that is not listed fails here.  Float
tolerances are named once, in ``oracle.core.measure`` (``EPSILON``, ``SHAPE_TOLERANCE``,
``FLOAT_NOISE``), and nowhere else in ``oracle/`` or ``steps/``.
"""

import ast
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = Path(__file__).resolve().parent / "uncited-literals.yaml"
RULESETS = ("lotow", "mordheim", "gurps", "ww2")
# keyword arguments and calls whose numbers are about the computation, never a rule's number
MECHANICAL_KEYWORDS = {"quad_segs", "maxsize", "mitre_limit", "join_style"}


def _skipped(tree: ast.AST) -> set[int]:
    """Constants that are round()'s digits or mechanical keyword arguments."""
    out: set[int] = set()
    for node in ast.walk(tree):
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
    counting numbers 0, 1, 2, the float 0.0 and the index -1."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _skipped(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.UnaryOp) and _number(node) is not None:
            skipped.add(id(node.operand))
        if isinstance(node, ast.Subscript) and _number(node.slice) == -1:
            skipped.add(id(node.slice))
            if isinstance(node.slice, ast.UnaryOp):
                skipped.add(id(node.slice.operand))
    found = []
    for node in ast.walk(tree):
        value = _number(node)
        if value is None or id(node) in skipped or value == 0:
            continue
        if type(value) is int and value in (1, 2):
            continue
        found.append((node.lineno, repr(value)))
    return sorted(found)


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


def _tolerances(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted((n.lineno, repr(n.value)) for n in ast.walk(tree)
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
