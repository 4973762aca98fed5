"""The package reads bottom to top: core, catalogue, engine, the games, then bdd, clarify,
report and the command line.  A module imports only from its own layer or the ones below,
every import is at the top of its module (an import inside a function hides a loop or an
upward dependency), and no modules import each other round in a circle.  A heavy library one
command needs is declared at the top too, with ``oracle.core.lazy.lazy_import("name")``, and
checked like an import."""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import source_trees

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "oracle"

GAMES = tuple(sorted(p.parent.name for p in PACKAGE.glob("*/catalogue") if (p.parent / "__init__.py").is_file()))
"""The game packages: every folder of the package with a catalogue (as the ruleset registry finds them)."""
LAYERS = {"core": 0, "catalogue": 1, "engine": 2, **{g: 3 for g in GAMES}, "bdd": 4, "clarify": 5, "report": 6}
TOP = 7
"""The command line and the tools beside it (``oracle.cli``, ``oracle.docs``, ``oracle.explain``, ...)."""
LAYER_NAMES = {0: "core", 1: "catalogue", 2: "engine", 3: "games", 4: "bdd", 5: "clarify", 6: "report", TOP: "cli"}
OUTSIDE = ("examples", "steps", "tests", "bench", "features", "scenarios", "environment")
"""First-party folders beside the package: not installed with it, so the package may not import them."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.get(parts[1], TOP) if len(parts) > 1 else TOP


def imports(module: str, path: Path, known: dict[str, Path]):
    """Every import of the module: (line, imported module, whether it sits inside a function)."""
    tree = source_trees.tree(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend((child.lineno, alias.name, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                # ``from oracle.lotow import obstacles`` imports the module oracle.lotow.obstacles
                subs = [f"{base}.{a.name}" for a in child.names if f"{base}.{a.name}" in known]
                found.extend((child.lineno, target, in_function) for target in (subs or [base]))
            elif (isinstance(child, ast.Call) and getattr(child.func, "id", None) == "lazy_import" and child.args
                  and isinstance(child.args[0], ast.Constant) and isinstance(child.args[0].value, str)):
                found.append((child.lineno, child.args[0].value, in_function))
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    return found


@functools.cache
def graph() -> tuple[dict[str, set[str]], list[str]]:
    """The module-level import graph inside the package, and every breach of the house rules
    (made once for the tests that read it; none changes it)."""
    known = modules()
    edges: dict[str, set[str]] = {m: set() for m in known}
    problems = []
    for module, path in known.items():
        where = path.relative_to(ROOT)
        for line, target, in_function in imports(module, path, known):
            if in_function:
                problems.append(f"{where}:{line}: {module} imports {target} inside a function "
                                f"(imports go at the top of the module)")
            top = target.split(".")[0]
            if top in OUTSIDE:
                problems.append(f"{where}:{line}: {module} imports {target}, which is not part of the installed package")
            if top != "oracle":
                continue
            if layer(target) > layer(module):
                problems.append(f"{where}:{line}: {module} ({LAYER_NAMES[layer(module)]}) imports {target} "
                                f"from the layer above ({LAYER_NAMES[layer(target)]})")
            mine, theirs = module.split("."), target.split(".")
            if (len(mine) > 1 and len(theirs) > 1 and mine[1] in GAMES and theirs[1] in GAMES
                    and mine[1] != theirs[1]):
                problems.append(f"{where}:{line}: {module} imports {target}: one game does not use another's rules")
            if target in known and target != module:
                edges[module].add(target)
    return edges, problems


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import loops (strongly connected components of more than one module; Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    loops = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                loops.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return loops


def package_edges(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph without a package's imports of its own submodules (``oracle/lotow/__init__``
    importing its sections to register them): that is loading, not dependence."""
    return {m: {t for t in ts if not t.startswith(m + ".")} for m, ts in edges.items()}


def test_no_import_inside_a_function_and_none_from_a_higher_layer():
    _, problems = graph()
    assert not problems, "\n".join(problems)


def test_the_step_modules_import_at_the_top_too():
    """The step modules and ``environment.py`` sit above the package: what they use they import at
    the top, as its modules do."""
    problems = [f"{path.relative_to(ROOT)}:{line}: imports {target} inside a function"
                for path in [*sorted((ROOT / "steps").glob("*.py")), ROOT / "environment.py"]
                for line, target, in_function in imports(module_name(path), path, {}) if in_function]
    assert not problems, "\n".join(problems)


def test_no_import_cycles():
    edges, _ = graph()
    loops = cycles(package_edges(edges))
    assert not loops, "import loops:\n" + "\n".join(" <-> ".join(loop) for loop in loops)


def test_every_game_is_a_layer():
    assert {"lotow", "mordheim", "gurps", "ww2"} <= set(GAMES) and not set(GAMES) & {"core", "catalogue", "engine", "bdd"}


def test_the_checks_see_what_they_forbid(tmp_path):
    """The checks themselves: an import in a function, an upward import and a loop are found."""
    known = {"oracle.core.x": tmp_path / "x.py", "oracle.bdd.y": tmp_path / "y.py"}
    known["oracle.core.x"].write_text("import os\n\ndef f():\n    from oracle.bdd import y\n\nz = lazy_import('oracle.bdd.y')\n")
    found = imports("oracle.core.x", known["oracle.core.x"], known)
    assert found == [(1, "os", False), (4, "oracle.bdd.y", True), (6, "oracle.bdd.y", False)]
    assert layer("oracle.bdd.y") > layer("oracle.core.x") and layer("oracle.cli") == TOP
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


MUTATORS = {"append", "extend", "insert", "clear", "update", "setdefault", "pop", "popitem", "add", "remove", "discard"}

MODULE_STATE = {
    ("oracle.core.stack", "_ROOM"): "per thread, whether its work runs in the room on the frame stack made for it: a "
                                    "thread's frames are the thread's, not a run's",
    ("oracle.core.run", "_CURRENT"): "the run in force (its variant and transposition table), one slot",
    ("oracle.core.citations", "_LOADER"): "the catalogue's port into the core, installed once by oracle.catalogue",
    ("oracle.engine.external", "_RUNNING"): "registry: the engine processes this process started and has not "
                                            "killed, killed when it exits",
    ("oracle.core.interrupts", "_UNTAKEN"): "the signals of the process whose KeyboardInterrupt is raised and not yet "
                                            "taken by the command: a signal is the process's, not a run's",
    ("oracle.core.interrupts", "_SENT_AGAIN"): "the signals the process sent itself again, until their handler saw them",
    ("oracle.core.interrupts", "_FORKING"): "whether the process is inside a fork, between the callbacks Python runs "
                                            "around it: one process, one fork at a time",
    ("oracle.core.interrupts", "_RAISED_FOR"): "the signal a handler raised KeyboardInterrupt for last, which is sent "
                                               "again where Python drops it: a signal is the process's, not a run's",
    ("oracle.core.interrupts", "_RAISES"): "how many KeyboardInterrupts the handlers raised, so that a failure C code "
                                           "made of one is known for it: a signal is the process's, not a run's",
    ("oracle.bdd.steps", "_GAMES_LOADING"): "the games whose steps a run's step modules register, set only while "
                                            "they load (behave runs them as files: no argument reaches them)",
    ("oracle.bdd.steps", "_SHARED"): "registry: a shared step phrase and the rulesets' meanings of it, as step modules load",
    ("oracle.bdd.step_index", "_INDEXES"): "an index of behave's step registry (process state of behave's own), one per "
                                           "step type, rebuilt when that registry's lists are replaced",
    ("oracle.bdd.outcomes", "_INDEXES"): "an index of each ruleset's outcome patterns (registry state: no run, reading "
                                         "or table in it), rebuilt when the ruleset's outcomes change",
    ("oracle.clarify.language", "_TABLES"): "registry: each language's table of phrasings, as its step modules load",
    ("oracle.bdd.runner", "_LOADED_STEPS"): "the step registries of the process, reused by every behave run of it "
                                            "while the step files are unchanged (the rulings side by side rerun behave)",
    ("oracle.core.one_core", "_LAST"): "the process's last look at the machine's cores: the next look covers the "
                                       "time since, whichever run (or none) it fell in",
    ("oracle.core.resolve", "READ_ROLLS"): "the results of read rolls, rules tables that depend on no state, run or "
                                           "reading (every number read is an argument): kept by the process",
}
"""Module-level values that functions change, each with why it is not part of a run: what a run holds
lives in ``oracle.core.run.Run`` (its variant, its transposition table) or in the run's scope objects;
what remains are registries that importing fills (as behave's own step registry) and the one slot."""


def _changed_module_names(tree: ast.Module) -> set[str]:
    """Names bound at module level that a function of the module changes (item set, mutating call, global)."""
    names = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    changed = set()
    for fn in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        for n in ast.walk(fn):
            if isinstance(n, ast.Global):
                changed |= set(n.names) & names
            elif (isinstance(n, (ast.Subscript, ast.Attribute)) and isinstance(n.ctx, (ast.Store, ast.Del))
                  and isinstance(n.value, ast.Name) and n.value.id in names):
                changed.add(n.value.id)
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATORS
                  and isinstance(n.func.value, ast.Name) and n.func.value.id in names):
                changed.add(n.func.value.id)
    return changed


def test_module_state_is_a_named_registry_or_the_run_in_force():
    """A module-level dict that functions fill is state shared by every run of the process: a cache
    of one run's answers there outlives the run (another variant, other readings) unnoticed."""
    found = {(name, var) for name, path in modules().items()
             for var in _changed_module_names(source_trees.tree(path))}
    unexplained = sorted(f"{m}.{v}" for m, v in found - set(MODULE_STATE))
    assert not unexplained, ("module-level state that functions change; keep it in the run "
                             "(oracle.core.run.Run) or the run's scope, or name it in MODULE_STATE with why: "
                             + ", ".join(unexplained))
    stale = sorted(f"{m}.{v}" for m, v in set(MODULE_STATE) - found)
    assert not stale, "MODULE_STATE names state that no function changes any more: " + ", ".join(stale)


def test_the_command_line_imports_no_machinery_before_a_command_needs_it():
    """``oracle --help``, a usage error and ``oracle init`` need typer and rich only: importing the
    command module loads none of pydantic, behave, jinja2, yaml or the engine (they are reached
    through ``oracle.commands.machinery``, loaded on first use)."""
    probe = ("import sys, importlib.util, oracle.cli\n"
             "heavy = ('pydantic', 'behave', 'jinja2', 'yaml', 'shapely', 'oracle.engine', 'oracle.bdd', 'oracle.catalogue')\n"
             "loaded = [m for m, mod in sys.modules.items() if not isinstance(mod, importlib.util._LazyModule)]\n"
             "print(sorted(m for m in loaded if any(m == h or m.startswith(h + '.') for h in heavy)))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert out.strip() == "[]", out
