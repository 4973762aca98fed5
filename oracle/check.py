"""``oracle check [RULESET]``: what a ruleset must keep green, checked together, one summary.

Three groups, each a list of problems (one line each, naming the file):

* **catalogue**: it loads (:func:`~oracle.catalogue.load.load_catalogue`: quotes verbatim
  and once, ids unique, every reference resolves, values stated by their quotes); the
  quotes cover at least 90% of every measured part of a source text; every scenario names
  known clauses; every hook the rule code cites is catalogued; every number a clause's
  quote gives is stated by a scenario of that clause (or excused in
  ``oracle/catalogue/untested-numbers.yaml``); every clause whose quote bounds an effect in
  time has a scenario that moves the clock on (or ``untested-lapses.yaml`` says why not);
* **generated files**: the ids modules, ``docs/steps.md``, ``docs/steps-localised.md``,
  the protocol schemas and ``docs/protocol-exchanges.md`` are what the code gives (each
  names the command that rewrites it; the docs are checked in a source checkout only), and
  the fuzzing seeds (``oracle/<ruleset>/situations.json``) are what the run of the scenarios
  records, once the scenarios pass (in a source checkout too);
* **scenarios**: the ruleset's features (``features/<ruleset>/``, or all of them) pass on
  the reference engine.

The test suite runs the catalogue checks through these same functions (tests/test_catalogue.py).
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from oracle import docs
from oracle.bdd import harvest
from oracle.bdd.held import planned_scenarios, read_feature, written_scenarios
from oracle.bdd.hooks import clause_tags, misread_tag
from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.selection import select
from oracle.bdd.suite import builtin
from oracle.bdd.tables import Tables
from oracle.bdd.world import RunScope
from oracle.catalogue.ids import stale_ids
from oracle.catalogue.load import PACKAGE_ROOT, Catalogue, load_catalogue
from oracle.catalogue.numbers import exemptions, numbers_in, untested
from oracle.catalogue.time_bounds import exemptions as lapse_exemptions, time_bounds
from oracle.clarify.language import render_vocabulary
from oracle.core.errors import CatalogueError, OracleError
from oracle.engine import exchanges, schema

COVERAGE_MIN = 0.90
"""The share of a measured source part (non-whitespace characters) the quotes must cover."""
CHECKOUT = PACKAGE_ROOT.parent
"""The repository root, when the package runs from a source checkout."""


def is_checkout() -> bool:
    """Whether the package runs from a source checkout (the generated docs live there, not in a wheel)."""
    return (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / "docs").is_dir()


def _rel(path: Path) -> str:
    return str(path.relative_to(CHECKOUT)) if path.is_relative_to(CHECKOUT) else str(path)


# --- the catalogue ---------------------------------------------------------------------------


def load_problems() -> tuple[Catalogue | None, list[str]]:
    """The catalogue, or the problems that keep it from loading (one line each)."""
    try:
        return load_catalogue(), []
    except CatalogueError as exc:
        lines = str(exc).splitlines()
        return None, lines[1:] if len(lines) > 1 else lines


def coverage_problems(cat: Catalogue, ruleset: str | None = None) -> list[str]:
    """Each measured part of a source text that has quotes is at least :data:`COVERAGE_MIN` quoted."""
    have = {c.source.file for c in cat.clauses.values()}
    problems = []
    for p in cat.coverage():
        if ruleset is not None and cat.sources[p.file].ruleset != ruleset:
            continue
        if p.file in have and p.covered > 0 and p.ratio < COVERAGE_MIN:
            problems.append(f"oracle/sources/{p.file} [{p.part}]: only {p.ratio:.1%} quoted "
                            f"(at least {COVERAGE_MIN:.0%}: catalogue the rest of the part)")
    return problems


def unmeasured_sources(cat: Catalogue, ruleset: str | None = None) -> list[str]:
    """The source texts whose coverage is not measured: no ``parts`` in oracle/sources/sources.yaml."""
    return [f for f, s in cat.sources.items() if not s.parts and (ruleset is None or s.ruleset == ruleset)]


def feature_files(ruleset: str | None = None, features: Path | None = None) -> list[Path]:
    """The built-in suite's feature files (of one ruleset: ``features/<ruleset>/``)."""
    root = features or builtin().features
    if ruleset is not None:
        root = root / ruleset
    return sorted(root.rglob("*.feature")) if root.is_dir() else []


def scenario_tag_problems(cat: Catalogue, files: list[Path]) -> list[str]:
    """Every scenario names at least one clause, and only clauses the catalogue has."""
    problems = []
    for path in files:
        feature = read_feature(path)
        if feature is None:
            continue  # an empty file has no scenario to tag
        for scenario in planned_scenarios(feature):  # an outline's rows as behave names them, none built
            tags = sorted(scenario.tags)
            ids = clause_tags(tags)
            misread = [problem for problem in map(misread_tag, tags) if problem]
            problems += [f"{_rel(path)}:{scenario.line}: {problem}" for problem in misread]
            if not ids:
                problems.append(f"{_rel(path)}:{scenario.line}: the scenario names no clause (tag it @clause:ID)")
            problems += [f"{_rel(path)}:{scenario.line}: unknown clause {cid}" for cid in ids if cid not in cat.clauses]
    return problems


def cited_hooks(rulesets: list[str], package: Path = PACKAGE_ROOT) -> set[str]:
    """The hook ids written in the game packages' modules (the ids modules among them)."""
    if not rulesets:
        return set()
    pattern = re.compile(r"[\"']((?:%s)\.hook\.[a-z0-9.-]+)[\"']" % "|".join(map(re.escape, rulesets)))
    cited: set[str] = set()
    for rs in rulesets:
        for path in sorted((package / rs).glob("*.py")):
            cited |= set(pattern.findall(path.read_text(encoding="utf-8")))
    return cited


def hook_problems(cat: Catalogue, ruleset: str | None = None) -> list[str]:
    """Every hook the rule code cites is catalogued."""
    missing = cited_hooks([ruleset] if ruleset else cat.rulesets()) - set(cat.hooks)
    return [f"hook {h} is cited by the rule code but not catalogued" for h in sorted(missing)]


def scenario_texts(files: list[Path]) -> dict[str, list[str]]:
    """Each clause's tagged scenarios as text: the feature's background, the scenario's steps,
    examples and comments (a comment works the arithmetic, and states the numbers it uses)."""
    by_clause: dict[str, list[str]] = {}
    for path in files:
        lines = path.read_text(encoding="utf-8").split("\n")
        feature = read_feature(path)
        if feature is None:
            continue  # an empty file has no scenario
        background = ""
        if feature.background is not None:
            background = "\n".join(s.name + "\n" + "\n".join(" ".join(r.cells) for r in (s.table or []))
                                   for s in feature.background.steps)
        scenarios = list(written_scenarios(feature))  # an outline once, from its own line
        starts = sorted(s.line for s in scenarios)
        for s in scenarios:
            later = [x for x in starts if x > s.line]
            body = lines[s.line - 1:(later[0] - 1) if later else len(lines)]
            text = background + "\n" + "\n".join(line for line in body if not line.strip().startswith("@"))
            for clause in clause_tags(list(s.effective_tags)):
                by_clause.setdefault(clause, []).append(text)
    return by_clause


def untested_number_problems(cat: Catalogue, files: list[Path], ruleset: str | None = None) -> list[str]:
    """Every number a clause's quote gives is stated by a scenario tagged with the clause, or
    excused (with the reason) in oracle/catalogue/untested-numbers.yaml."""
    texts = scenario_texts(files)
    excused = exemptions()
    problems = [f"untested-numbers.yaml names unknown clause {cid}" for cid in sorted(set(excused) - set(cat.clauses))]
    for c in cat.clauses.values():
        if ruleset is not None and c.ruleset != ruleset:
            continue
        quoted = set().union(*(numbers_in(f) for f in c.source.quote)) if c.source.quote else set()
        stale = set(excused.get(c.id, {})) - quoted
        if stale:
            problems.append(f"untested-numbers.yaml: {c.id} excuses {', '.join(sorted(stale))}, which its quote does not give")
        left = untested(quoted, texts.get(c.id, [])) - set(excused.get(c.id, {}))
        if left:
            problems.append(f"{c.origin}: {c.id}: no scenario tagged with the clause states {', '.join(sorted(left))} "
                            "(write the boundary scenario, or say why not in oracle/catalogue/untested-numbers.yaml)")
    return problems


CLOCK_STEPS = re.compile(
    r"the next turn begins|play moves on to the next phase|\d+ seconds pass|the \w+'s turn begins"
    r"|the next second begins with"
    r"|начинается следующий ход|игра переходит к следующей фазе|проходит секунд"
    r"|下一轮开始|进入下一阶段|过了\d+秒|轮到\w+行动|下一秒开始")
"""The steps that move the game clock on, in every language the features use (docs/steps.md,
docs/steps-localised.md): a scenario with one of them can check an effect before and after."""


def bounded_in_time(cat: Catalogue) -> dict[str, list[str]]:
    """Clause id -> the words of its quote that bound an effect in time ("в этот ход", "该轮", "next turn")."""
    found = {c.id: time_bounds(" ".join(c.source.quote)) for c in cat.clauses.values()}
    return {cid: words for cid, words in found.items() if words}


def lapse_problems(cat: Catalogue, files: list[Path], ruleset: str | None = None) -> list[str]:
    """Every clause whose quote bounds an effect in time has a scenario tagged with it that moves the
    game clock on (to check the effect holds, then lapses), or untested-lapses.yaml says why none can."""
    texts = scenario_texts(files)
    excused = {cid: why for cid, why in lapse_exemptions().items()
               if ruleset is None or cid.split(".", 1)[0] == ruleset}
    bounded = {cid: words for cid, words in bounded_in_time(cat).items()
               if ruleset is None or cat.clauses[cid].ruleset == ruleset}
    problems = [f"untested-lapses.yaml names unknown clause {cid}" for cid in sorted(set(excused) - set(cat.clauses))]
    problems += [f"untested-lapses.yaml excuses {cid}, whose quote bounds nothing in time"
                 for cid in sorted(set(excused) - set(bounded)) if cid in cat.clauses]
    for cid, words in sorted(bounded.items()):
        moves = any(CLOCK_STEPS.search(t) for t in texts.get(cid, []))
        if cid in excused and moves:
            problems.append(f"untested-lapses.yaml excuses {cid}, which has a scenario moving the clock on")
        elif cid not in excused and not moves:
            problems.append(f"{cat.clauses[cid].origin}: {cid}: its quote bounds an effect in time ({', '.join(words)}) "
                            "but no scenario tagged with it moves the clock on (write the scenario that checks the "
                            "effect holds, then lapses; or say why not in oracle/catalogue/untested-lapses.yaml)")
    return problems


def catalogue_problems(ruleset: str | None = None) -> tuple[list[str], list[str]]:
    """Every catalogue check (of one ruleset's clauses, sources and features, or all): the
    problems, and notes that are not problems (sources whose coverage is not measured)."""
    cat, problems = load_problems()
    if cat is None:
        return problems, []
    files = feature_files(ruleset)
    problems = (coverage_problems(cat, ruleset) + scenario_tag_problems(cat, files) + hook_problems(cat, ruleset)
                + untested_number_problems(cat, files, ruleset) + lapse_problems(cat, files, ruleset))
    notes = [f"oracle/sources/{f}: quote coverage not measured (list its parts in oracle/sources/sources.yaml)"
             for f in unmeasured_sources(cat, ruleset)]
    return problems, notes


# --- generated files -------------------------------------------------------------------------


@dataclass(frozen=True)
class Generated:
    """A file (or set of files) written from the code, and the command that writes it."""

    what: str
    command: str
    stale: Callable[[], list[str]]
    """The files that differ from what the code gives (empty: current)."""
    docs: bool = True
    """A file of the source checkout's docs/ (not part of an installed package)."""


def _differs(path: Path, render: Callable[[], str]) -> list[str]:
    return [] if path.is_file() and path.read_text(encoding="utf-8") == render() else [_rel(path)]


def _readme() -> str:
    return (CHECKOUT / "README.md").read_text(encoding="utf-8")


GENERATED = (
    Generated("ids modules", "python -m oracle.catalogue --write-ids",
              lambda: [_rel(p) for p in stale_ids(load_catalogue())], docs=False),
    Generated("step vocabulary", "python -m oracle.docs",
              lambda: _differs(CHECKOUT / "docs" / "steps.md", docs.render)),
    Generated("README counts table", "python -m oracle.docs",
              lambda: [] if _readme() == docs.readme(_readme()) else ["README.md"]),
    Generated("localised step vocabulary", "python -m oracle.clarify.language",
              lambda: _differs(CHECKOUT / "docs" / "steps-localised.md", render_vocabulary)),
    Generated("protocol schemas", "python -m oracle.engine.schema",
              lambda: [line.rsplit(" is ", 1)[0] for line in schema.stale()]),
    Generated("protocol exchanges", "python -m oracle.engine.exchanges",
              lambda: _differs(exchanges.DOC, exchanges.render)),
)


def generated_problems() -> tuple[list[str], list[str]]:
    """The generated files that are stale (each with its command), and notes (what was not checked)."""
    problems, notes = [], []
    checkout = is_checkout()
    for g in GENERATED:
        if g.docs and not checkout:
            notes.append(f"{g.what}: not checked (the docs are part of a source checkout, not of the installed package)")
            continue
        problems += [f"{path} is stale: run {g.command}" for path in g.stale()]
    return problems, notes


# --- scenarios -------------------------------------------------------------------------------


@dataclass
class ScenarioRun:
    passed: int = 0
    total: int = 0
    failures: list[str] = field(default_factory=list)


def run_scenarios(paths: list[str]) -> ScenarioRun:
    """Run feature files on the reference engine (without a report): how many passed, and each failure."""
    selection = select(paths)
    setup = RunSetup(steps=selection.steps, scope=RunScope(Tables(selection.tables)))
    with tempfile.TemporaryDirectory(prefix="oracle-check-") as work:
        results_path = Path(work) / "results.json"
        code = run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit", "-D", "engine=reference",
                    "-D", f"results={results_path}", *selection.paths], setup)
        if not results_path.is_file():
            raise OracleError("behave stopped before any scenario ran (see its message above)")
        results = json.loads(results_path.read_text(encoding="utf-8"))
    out = ScenarioRun(total=len(results["scenarios"]))
    for sc in results["scenarios"]:
        if sc["status"] in ("passed", "skipped"):
            out.passed += 1
        else:
            where = f"{sc['feature']}:{sc['line']} {sc['name']}"
            out.failures.append(f"{sc['status']}: {where}" + (f": {sc.get('step')}: {sc['message']}"
                                                                if sc.get("message") else ""))
    if not out.total:
        out.failures.append("no scenario ran" + (" (behave reported an error above)" if code else ""))
    elif code and not out.failures:
        out.failures.append("behave reported an error outside the scenarios (see above)")
    return out


# --- all together ----------------------------------------------------------------------------


@dataclass
class Group:
    name: str
    problems: list[str]
    notes: list[str] = field(default_factory=list)
    summary: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


def check(ruleset: str | None = None) -> list[Group]:
    """The three groups of checks, for one ruleset or for all."""
    problems, notes = catalogue_problems(ruleset)
    groups = [Group("catalogue", problems, notes)]
    problems, notes = generated_problems()
    generated = Group("generated files", problems, notes)
    groups.append(generated)
    features = builtin().features / ruleset if ruleset else builtin().features
    if not feature_files(ruleset):
        groups.append(Group("scenarios", [f"{_rel(features)}: no feature file (write the ruleset's scenarios there)"]))
    else:
        try:
            with harvest.recording() as seeds:  # the run that checks the scenarios gives their fuzzing seeds too
                run = run_scenarios([str(features)])
        except OracleError as exc:
            groups.append(Group("scenarios", [str(exc)]))
        else:
            groups.append(Group("scenarios", run.failures, summary=f"{run.passed}/{run.total} passed in {_rel(features)}"))
            if not is_checkout():  # the seeds hold the rules' floats, which another platform's libraries may round
                generated.notes.append("fuzzing seeds: not checked (they are harvested in a source checkout; an "
                                       "installed package's came with it)")
            elif not run.failures:  # a failing scenario's seeds are not worth comparing: it is the problem
                named = [ruleset] if ruleset else sorted({f.relative_to(features).parts[0] for f in feature_files()})
                generated.problems += [f"{_rel(path)} is stale: run python -m oracle.bdd.harvest "
                                       f"{_rel(builtin().features / path.parent.name)}"  # the seeds' ruleset's features
                                       for path in harvest.stale(seeds(), named)]
    return groups
