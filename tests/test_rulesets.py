"""Every ruleset follows the house rules: rule functions cite clauses, randomness goes through the dice port."""

import ast
import inspect
import re
from pathlib import Path

import pytest
import yaml

import source_trees

from oracle.bdd.world import load_setup
from oracle.catalogue.ids import constant_name, constants
from oracle.catalogue.load import catalogue
from oracle.core.errors import SetupError
from oracle.core.state import validate_setup
from oracle.engine.ruleset import rulesets

ROOT = Path(__file__).resolve().parent.parent
CLAUSE_ID = re.compile(r"[a-z0-9]+(?:\.[a-z0-9*][a-z0-9*-]*)+")


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_action_has_a_rule_function_that_names_its_clause(ruleset_id):
    rs = rulesets()[ruleset_id]
    assert set(rs.actions) == set(rs.handlers)
    for name, fn in rs.handlers.items():
        cited = [i for i in CLAUSE_ID.findall(inspect.getdoc(fn) or "") if i.startswith(ruleset_id + ".")]
        assert cited, f"{ruleset_id} action {name}: the rule function's docstring names no clause"


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_clause_of_a_ruleset_is_known_to_the_catalogue(ruleset_id):
    cat = catalogue()
    assert any(c.ruleset == ruleset_id for c in cat.clauses.values())


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_module_that_registers_on_the_ruleset_is_in_its_section_order(ruleset_id):
    """The game's ``__init__`` lists its sections once (``RULESET.sections``): every module that
    registers an action or an outcome is in that list, so nothing falls to the end of the order."""
    rs = rulesets()[ruleset_id]
    registering = {m.__module__ for m in rs.actions.values()} | {o.predicate.__module__ for o in rs.outcomes.values()}
    assert rs.section_modules, f"oracle/{ruleset_id}/__init__.py lists no sections (RULESET.sections)"
    missing = sorted(registering - set(rs.section_modules))
    assert not missing, f"oracle/{ruleset_id}/__init__.py: RULESET.sections does not list {', '.join(missing)}"


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_a_section_module_and_its_catalogue_file_share_the_sections_name(ruleset_id):
    """``catalogue/<section>.yaml`` says ``section: <section>`` and its rules live in
    ``<section>.py`` (hyphens as underscores), a listed section; a file of base rules only
    (rules outside the excerpt) is cited by the modules that use them."""
    rs = rulesets()[ruleset_id]
    package = ROOT / "oracle" / ruleset_id
    files = sorted((package / "catalogue").glob("*.yaml"))
    assert files
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert path.stem == data["section"], f"{path.relative_to(ROOT)}: the file of section {data['section']!r}"
        if {c.get("kind", "core") for c in data["clauses"]} == {"base"}:
            continue
        module = data["section"].replace("-", "_")
        assert (package / f"{module}.py").is_file(), \
            f"{path.relative_to(ROOT)}: section {data['section']} has no module oracle/{ruleset_id}/{module}.py"
        assert f"oracle.{ruleset_id}.{module}" in rs.section_modules, \
            f"oracle/{ruleset_id}/__init__.py: RULESET.sections does not list {module}"


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_number_an_outcome_states_has_the_range_the_rules_allow(ruleset_id):
    """An outcome that states a number (``{n:d}`` hits, riders, wounds, a turn; ``{cm:g}`` of a distance)
    declares the least and the most it can be (``possible=``), so that "the unit takes -3 hits" is refused
    naming the phrase and the number rather than answered 0, and a new outcome cannot forget it."""
    missing = []
    for phrase, outcome in rulesets()[ruleset_id].outcomes.items():
        missing += [f"{ruleset_id}: {phrase!r} declares no range for {{{name}}} (possible={{{name!r}: span(...)}})"
                    for name in re.findall(r"\{(\w+):[dg]\}", phrase) if name not in (outcome.possible or {})]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_rule_function_types_its_parameters(ruleset_id):
    """A rule function says what it takes (``leg: Leg``, ``ctx: Context``), as python-chess's do: a
    reader need not trace the callers to learn what ``c``, ``t`` or ``leg`` is (nested helpers aside)."""
    untyped = []
    for path in sorted((ROOT / "oracle" / ruleset_id).glob("*.py")):
        for node in source_trees.tree(path).body:
            found = [node] if isinstance(node, ast.FunctionDef) else (
                [n for n in node.body if isinstance(n, ast.FunctionDef)] if isinstance(node, ast.ClassDef) else [])
            for f in found:
                params = [a for a in (*f.args.posonlyargs, *f.args.args, *f.args.kwonlyargs, f.args.vararg, f.args.kwarg)
                          if a is not None and a.arg not in ("self", "cls")]
                untyped += [f"{path.relative_to(ROOT)}:{f.lineno} {f.name}({a.arg})" for a in params if a.annotation is None]
    assert not untyped, "parameters without a type:\n" + "\n".join(untyped)


def test_no_rule_module_draws_random_numbers_itself():
    offenders = []
    for path in (ROOT / "oracle").rglob("*.py"):
        if path.name == "dice.py" and path.parent.name == "core":
            continue
        if path.name == "sdk.py" and path.parent.name == "engine":
            continue  # the kit for third-party engines that roll their own dice (statistical mode)
        text = path.read_text(encoding="utf-8")
        if re.search(r"^\s*(import random|from random import)", text, re.M):
            offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, f"only oracle/core/dice.py may use random: {offenders}"


def test_every_ruling_is_asked_by_the_engine():
    """A ruling nobody consults would be a reading the engine silently ignores: the constant of
    every ruling (``oracle/<ruleset>/ids.py``) is read by its ruleset's rule code."""
    cat = catalogue()
    for rs in cat.rulesets():
        read = set()
        for path in (ROOT / "oracle" / rs).glob("*.py"):
            if path.name != "ids.py":
                read |= {n.id for n in source_trees.nodes(path) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        for rid, (kind, name) in constants(cat, rs).items():
            if kind == "ruling" and not any(a.values for a in cat.rulings[rid].alternatives):
                assert name in read, f"ruling {rid} ({name}) is never consulted by the {rs} engine"


def _value_calls(rs: str) -> tuple[set[str], str]:
    """The constants a ruleset's code passes to ``.value(...)`` (or ``.cited(...)``), and its code."""
    cited, text = set(), ""
    for path in (ROOT / "oracle" / rs).glob("*.py"):
        if path.name == "ids.py":
            continue
        text += path.read_text(encoding="utf-8")
        for n in source_trees.nodes(path):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("value", "cited")
                    and n.args and isinstance(n.args[0], ast.Name)):
                cited.add(n.args[0].id)
    return cited, text


def test_every_value_is_read_by_the_engine():
    """A number in the catalogue that no rule reads would be a number the engine keeps elsewhere;
    a ruling that changes a number is consulted when the number is read (``ctx.value``)."""
    cat = catalogue()
    for rs in cat.rulesets():
        cited, text = _value_calls(rs)
        for cid, values in cat.values.items():
            if not cid.startswith(rs + "."):
                continue
            const = constant_name("clause", cid)
            assert const in cited or f"clause = {const}" in text, f"no rule of {rs} reads a value of {cid} ({const})"
            for name in values:
                assert f'"{name}"' in text or f'-{name.split("-")[-1]}"' in text, \
                    f"no rule of {rs} reads the value {name!r} of {cid}"


def _reading_value_calls(rs: str) -> set[tuple[str, str]]:
    """(ruling constant, number name) a ruleset's code passes to ``.reading_value(...)``."""
    asked = set()
    for path in (ROOT / "oracle" / rs).glob("*.py"):
        for n in source_trees.nodes(path):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "reading_value"
                    and len(n.args) == 2 and isinstance(n.args[0], ast.Name) and isinstance(n.args[1], ast.Constant)):
                asked.add((n.args[0].id, n.args[1].value))
    return asked


def test_every_reading_number_is_read_by_the_engine():
    """A number a reading gives (``numbers`` of an alternative) that no rule reads would be a number
    the engine keeps elsewhere, or a reading it ignores."""
    cat = catalogue()
    given = sorted(cat.reading_numbers)
    assert given, "no reading gives a number of its own"
    asked = {rs: _reading_value_calls(rs) for rs in cat.rulesets()}
    for ruling_id, alt, name in given:
        rs = ruling_id.split(".")[0]
        const = constant_name("ruling", ruling_id)
        assert (const, name) in asked[rs], \
            f"no rule of {rs} reads number {name!r} of ruling {ruling_id} (reading {alt}): ctx.reading_value({const}, {name!r})"


TABLE_WITH_MODELS = {"gurps": "knight-and-warhorse", "lotow": "cowboy-holding-his-horse-at-a-fence-with-a-deputy-beyond",
                     "mordheim": "street-corner", "ww2": "three-cavalry-models"}


@pytest.mark.parametrize("ruleset_id", sorted(TABLE_WITH_MODELS))
def test_a_table_giving_an_id_twice_is_refused_naming_each_such_id_once(ruleset_id):
    """Each model and piece is on the table once (the table's check counts the ids in one pass): a setup giving
    an id twice, or three times, is bad input naming the ids, each once, sorted."""
    _, table = load_setup(f"{ruleset_id}/{TABLE_WITH_MODELS[ruleset_id]}")
    data = table.model_dump(mode="json")  # as a setup file gives it
    lists = []  # every list of things with an id (models, mounts, pieces, a unit's men), at any depth

    def walk(node):
        if isinstance(node, dict):
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            if len({item.get("id") for item in node if isinstance(item, dict)} - {None}) >= 2:
                lists.append(node)
            for v in node:
                walk(v)

    walk(data)
    models = lists[0]
    first, second = models[0], models[-1]
    models[:] = [first, *models, second, second]
    with pytest.raises(SetupError, match=rf"ids must be unique on the table: "
                                         rf"{', '.join(sorted({re.escape(first['id']), re.escape(second['id'])}))}$"):
        validate_setup(type(table), data, "the table")
