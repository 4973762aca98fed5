"""behave hooks: one world per scenario, clause tags checked, results collected.

The repository's ``environment.py`` re-exports these.  Options come as behave userdata
(``-D name=value``): ``engine`` (default ``reference``), ``rulings``
(``ID=ALT,ID=ALT``), ``force_rulings`` (the same, but beating a scenario's own
``@ruling`` tag and ``Given the reading`` step: used to re-run scenarios under each
reading), ``force_plan`` (a JSON file of such readings per scenario,
``{"feature:line": {"ID": "ALT"}}``), ``results`` (where the JSON results go, default
``report/results.json``; a device or a pipe such as ``/dev/null`` or ``/dev/stdout`` is written
into as it is, a folder is refused before the run) and ``max_fail`` (stop the run after that many failed or errored
scenarios).

The runner (:mod:`oracle.bdd.runner`) hands these hooks to behave directly; it also gives the
run its :class:`~oracle.bdd.world.RunScope` (named tables, caches) and an observer told of the
progress.  The repository's ``environment.py`` re-exports them for a plain ``behave`` command.
"""

from __future__ import annotations

import difflib
import functools
import json
import os
import re
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from behave.i18n import languages
from behave.matchers import StepParseError
from behave.model_type import Status
from pydantic import TypeAdapter, ValidationError

from oracle.bdd import types
from oracle.bdd.context import quicken
from oracle.bdd.held import STEP_KINDS, count_selected, let_go_of_scenario, planned_scenarios
from oracle.bdd.steps import LOCALISERS, SCENARIO_ERRORS
from oracle.bdd.phrasings import (
    look_alike_characters, nearest_steps, one_word_fields, step_among_prose, step_in_description,
)
from oracle.bdd.selection import written_tags
from oracle.bdd.suite import builtin
from oracle.bdd.world import RunScope, World
from oracle.catalogue.load import catalogue, suggest
from oracle.core.errors import CatalogueError, RulingError, SetupError, why_not_written
from oracle.core.rulings import Rulings, check_ruleset, of_ruleset, parse_assignment, parse_assignments
from oracle.core.state import field_errors
from oracle.bdd.records import RECORDED_STATUS, is_special_file, write_results
from oracle.engine import connect
from oracle.engine.port import EngineFault
from oracle.engine.ruleset import game_ids

CLAUSE_TAG = "clause:"
RULING_TAG = "ruling:"


def clause_tags(tags) -> list[str]:
    """The clauses a scenario's tags name, in order (behave gives a scenario's tags as a set)."""
    return sorted(t[len(CLAUSE_TAG):] for t in tags if t.startswith(CLAUSE_TAG))


def ruling_tags(tags) -> dict[str, str]:
    return parse_assignments(sorted(t[len(RULING_TAG):] for t in tags if t.startswith(RULING_TAG)), "@ruling tags")


def misread_tag(tag: str) -> str | None:
    """What is wrong with a tag that is nearly one the oracle reads (``@Ruling:...``, ``@clauses:...``)
    and so is read by nothing, the scenario running as if it were not there (under the default
    reading, or with no clause); None for any other tag (a user's own tags are theirs)."""
    prefix, colon, _ = tag.partition(":")
    if not colon or f"{prefix}:" in (CLAUSE_TAG, RULING_TAG):
        return None
    near = difflib.get_close_matches(prefix.lower(), [CLAUSE_TAG[:-1], RULING_TAG[:-1]], n=1, cutoff=0.8)
    if not near:
        return None
    case = " (tags are case-sensitive)" if prefix.lower() == near[0] else ""
    return f"the tag @{tag} is read by nothing; did you mean @{near[0]}:{tag.partition(':')[2]}?{case}"


def check_feature_tags(feature) -> None:
    """Every scenario names at least one known clause; ruling tags name known alternatives."""
    cat = catalogue()
    problems = []
    for scenario in planned_scenarios(feature):  # behave builds an outline's scenarios when it runs it
        tags = sorted(scenario.tags)
        ids = clause_tags(tags)

        def where(scenario=scenario) -> str:  # worked out for a problem only
            return f"{shown_path(scenario.filename)}:{scenario.line}"

        problems += [f"{where()}: {problem}" for problem in map(misread_tag, tags) if problem]
        if not ids:
            problems.append(f"{where()}: scenario {scenario.name!r} names no clause (tag it @clause:ID)")
        for cid in ids:
            if cid not in cat.clauses:
                problems.append(f"{where()}: unknown clause {cid!r}{suggest(cid, cat.clauses)}")
        try:
            stated = ruling_tags(tags)
            Rulings(stated)
        except Exception as exc:  # RulingError names the ruling and its alternatives
            problems.append(f"{where()}: {exc}")
        else:
            for rid, alt in stated.items():
                foreign = foreign_reading(rid, ids, cat, f"the scenario of line {scenario.line}")
                if foreign:  # named at the tag's own line (a feature's tag reaches each of its scenarios)
                    tag = next((t for t in tags if t.strip() == f"{RULING_TAG}{rid}={alt}"), None)
                    line = getattr(tag, "line", None) or scenario.line
                    problems.append(f"{shown_path(scenario.filename)}:{line}: @{RULING_TAG}{rid}={alt}: {foreign}")
    if problems:
        raise CatalogueError("\n".join(problems))


def scenario_rulesets(clause_ids, cat=None) -> list[str]:
    """The rulesets a scenario is of, by the catalogue's clauses it cites (its ``@clause`` tags)."""
    cat = cat or catalogue()
    return sorted({cat.clauses[cid].ruleset for cid in clause_ids if cid in cat.clauses})


def foreign_reading(ruling_id: str, clause_ids, cat=None, what: str = "this scenario") -> str | None:
    """Why a scenario citing ``clause_ids`` cannot read ``ruling_id`` (a ruling of another ruleset: its
    reading could change nothing in the scenario, which would pass or fail as under the default reading,
    told as the other); None where it can."""
    try:
        check_ruleset(ruling_id, scenario_rulesets(clause_ids, cat), what)
    except RulingError as exc:
        return str(exc)
    return None


@dataclass
class StopRule:
    """``--max-fail N`` (``--fail-fast`` is N = 1): the run stops after N failed or errored scenarios."""

    limit: int = 0
    failures: int = 0
    reason: str | None = None

    def failed(self) -> bool:
        """Count one more failed scenario; True when the run must stop now."""
        self.failures += 1
        if self.limit and self.failures >= self.limit and self.reason is None:
            self.reason = f"stopped after {self.failures} failed scenario(s) (--max-fail {self.limit})"
            return True
        return False


def selected_scenarios(runner) -> int | None:
    """How many scenarios the run's tag selection picks (outlines counted from their rows, without
    building their scenarios: :func:`~oracle.bdd.held.count_selected`).

    behave's own runner parses every feature before the run.  The oracle's parses each just before
    it runs and counts it then: its count is known before the run only if it was asked to count
    first (``RunSetup.count_first``, for a progress bar), else once every feature has been parsed
    (None until then)."""
    if runner.features:
        return count_selected(runner.features, runner.config.tag_expression)
    return getattr(runner, "oracle_selected", 0)


def max_fail_of(text: str) -> int:
    """``-D max_fail=N``: stop after N failed or errored scenarios (0 or none given: never)."""
    if not text.strip():
        return 0
    try:
        limit = int(text.strip())
    except ValueError:
        limit = -1
    if limit < 0:
        raise SetupError(f"-D max_fail={text}: the failed scenarios to stop after is a whole number, 0 or more "
                         "(0: never stop)")
    return limit


FORCE_PLAN = TypeAdapter(dict[str, dict[str, str]])
"""``-D force_plan=FILE``: the readings forced on each scenario, ``{"feature:line": {ruling: alternative}}``."""


def force_plan_of(path: Path) -> dict[str, dict[str, str]]:
    """The plan of :data:`FORCE_PLAN` read from ``path``; a missing file, one that is not JSON or not of that
    shape is one line naming the option, the file and what is wrong (its line, or the entry)."""
    where = f"-D force_plan={path}"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SetupError(f"{where}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    try:
        plan = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SetupError(f"{where}: line {exc.lineno}, column {exc.colno}: not JSON ({exc.msg})") from None
    try:
        plan = FORCE_PLAN.validate_python(plan)
    except ValidationError as exc:
        first = exc.errors()[0]
        at = ".".join(str(part) for part in first["loc"]) or "the whole file"
        raise SetupError(f"{where}: {at}: {first['msg']}; the plan is "
                         '{"feature:line": {"ruling": "alternative"}}') from None
    for scenario, rulings in plan.items():
        try:
            Rulings(rulings)
        except RulingError as exc:
            raise SetupError(f"{where}: {scenario}: {exc}") from None
    return plan


def _observer(context):
    setup = getattr(context._runner, "oracle_setup", None)
    return getattr(setup, "observer", None)


def before_all(context) -> None:
    quicken(context)  # a plain behave run's context: step data a step never read fails it, as in oracle run
    types.register()
    userdata = context.config.userdata
    # the options are checked before anything starts: bad input is one line naming the option
    results = context.oracle_results = _results_target(userdata.get("results", "report/results.json"))
    stop = StopRule(max_fail_of(userdata.get("max_fail", "")))
    text = userdata.get("rulings", "")
    context.oracle_rulings = dict(parse_assignment(p) for p in text.split(",") if p.strip())
    Rulings(context.oracle_rulings)
    forced = userdata.get("force_rulings", "")
    context.oracle_forced = dict(parse_assignment(p) for p in forced.split(",") if p.strip())
    Rulings(context.oracle_forced)
    plan = userdata.get("force_plan", "")  # a JSON file: {"feature:line": {ruling: alternative}}
    context.oracle_force_plan = force_plan_of(Path(plan)) if plan else {}
    setup = getattr(context._runner, "oracle_setup", None)
    context.oracle_scope = setup.scope if setup is not None else RunScope()
    context.oracle_fields = getattr(setup, "result_fields", None)
    context.oracle_total = selected_scenarios(context._runner)  # None: counted as the features are parsed
    context.oracle_stop = stop
    observer = _observer(context)
    if observer is not None:
        observer.started(context.oracle_total)
    given = getattr(setup, "engine", None)
    context.oracle_engine = given if given is not None else _connected(userdata.get("engine", "reference"))
    if hasattr(context.oracle_engine, "defer_check"):
        # the determinism check's second reply is read while the scenario goes on (the engine
        # resolves the request again meanwhile), and settled before the scenario is recorded
        context.oracle_engine.defer_check = True
    runner = context._runner
    if hasattr(runner, "complete_steps"):
        runner.complete_steps()  # translations added, and the registry kept for the next run of the process
    else:  # behave's own runner (a plain behave run): a registry of its own, every game's steps
        for localise in LOCALISERS:  # e.g. Russian and Chinese phrasings onto the same step functions
            localise(runner.step_registry, None)
    context.oracle_homes = {}
    context.oracle_done = 0  # results go to disk as each scenario ends; none is held here
    if is_special_file(results):
        # results into a device or a pipe (/dev/null, /dev/stdout): the lines kept as the run goes in a file
        # of their own, not beside it in /dev, and let go at the end
        handle, name = tempfile.mkstemp(prefix="oracle-results-", suffix=".partial.jsonl")
        os.close(handle)
        partial = context.oracle_partial_path = Path(name)
    else:
        partial = context.oracle_partial_path = results.with_suffix(".partial.jsonl")
    try:
        partial.parent.mkdir(parents=True, exist_ok=True)
        # open once for the run (opening it again for every scenario cost more than the write);
        # each line is flushed as it is written, so a run stopped by anything keeps them
        context.oracle_partial = partial.open("w", encoding="utf-8")
    except OSError as exc:
        raise SetupError(f"-D results={results}: cannot write there ({why_not_written(partial, exc)})") from None
    context.oracle_started = time.perf_counter()


def _connected(spec: str):
    """A plain behave run's engine (``oracle run`` gives its own), shaken hands with before the run: an engine
    process that never answers is one line here, not a traceback in every scenario."""
    engine = connect(spec)
    try:
        getattr(engine, "info", None)  # an engine process's handshake (the reference has none)
    except EngineFault as exc:
        engine.close()
        raise SetupError(f"-D engine={spec}: {exc}") from None
    return engine


def _results_target(given: str) -> Path:
    """``-D results=FILE``, checked before the run: a name, and not a folder's."""
    if not given.strip():
        raise SetupError("-D results=: names no file; name the file the results are written to")
    if Path(given).is_dir():  # refused before the run, not found at its end
        raise SetupError(f"-D results={given}: is a folder; name the file the results are written to")
    return Path(given)


def before_feature(context, feature) -> None:
    check_feature_tags(feature)


def shown_path(filename: str) -> str:
    """A feature file as the report names it: relative to the working folder for a file below it,
    ``features/...`` for the built-in suite, else the absolute path."""
    return _shown_path(filename, os.getcwd())


@functools.lru_cache(maxsize=1024)
def _shown_path(filename: str, cwd: str) -> str:
    path = Path(os.path.join(cwd, filename)).resolve()
    for base in (Path(cwd).resolve(), builtin().root.resolve()):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def home_ruleset(filename: str) -> str | None:
    """The ruleset a feature file belongs to by its folder: features/<ruleset>/..."""
    parts = Path(filename).parts
    for folder in reversed(parts[:-1]):  # the nearest: a checkout at /srv/ww2/ has features/gurps/ too
        if folder in game_ids():
            return folder
    return None


_TABLE_NAME = re.compile(r"\"([A-Za-z][\w-]*)/")
"""A named table's game, in any language's phrase that names one: ``the table "lotow/fence-line"``."""


def tag_game(tag: str) -> str:
    """What a tag names first, its game where it names one: ``clause:lotow.falling.no-jump-test``
    and ``ruling:lotow.x=y`` by their first part, a ruleset tag (``mordheim``) by itself."""
    return re.split(r"[.=@]", tag.removeprefix(CLAUSE_TAG).removeprefix(RULING_TAG), maxsplit=1)[0]


def games_of(texts: Mapping[str, str | None]) -> frozenset[str] | None:
    """The games whose steps a run of these feature files needs, given each file's text by its name
    (:func:`~oracle.bdd.selection.feature_text`): for each file, the game of its folder
    (:func:`home_ruleset`), those its tags name (every scenario cites the clauses it checks,
    ``@clause:<game>...``) and those of the named tables it sets up (``"lotow/fence-line"``). None,
    every game, where a file names none (or could not be read: its parse says why), or where every
    game is named."""
    every = frozenset(game_ids())
    games: set[str] = set()
    for filename, text in texts.items():
        if text is None:
            return None
        named = _games_named(filename, text, every)
        if not named:
            return None
        games |= named
        if games >= every:
            return None
    return frozenset(games)


@functools.lru_cache(maxsize=256)
def _games_named(filename: str, text: str, every: frozenset[str]) -> frozenset[str]:
    """The games a feature file names (:func:`games_of`), kept for the same file and text."""
    return frozenset({home_ruleset(filename), *map(tag_game, written_tags(text)), *_TABLE_NAME.findall(text)} & every)


def before_scenario(context, scenario) -> None:
    runner = context._runner
    tally = getattr(runner, "oracle_tally", None)  # the oracle's runner: it counts what it lets go
    previous = getattr(runner, "oracle_previous", None)
    if previous is not None and tally is not None and not runner.config.reporters:
        let_go_of_scenario(previous, tally)  # it has run, its result is on disk, no reporter reads it later
    runner.oracle_previous = scenario
    plan = context.oracle_force_plan
    planned = (plan.get(f"{os.path.abspath(scenario.filename)}:{scenario.line}") or
               plan.get(f"{scenario.filename}:{scenario.line}", {})) if plan else {}
    forced = {**context.oracle_forced, **planned}
    stated = ruling_tags(scenario.effective_tags)
    rulings = {**context.oracle_rulings, **stated, **forced}
    registry = context._runner.step_registry
    homes = context.oracle_homes  # the ruleset of each feature file's folder, for this run
    home = homes[scenario.filename] if scenario.filename in homes else \
        homes.setdefault(scenario.filename, home_ruleset(scenario.filename))
    context.world = World(engine=context.oracle_engine, rulings=rulings, forced=forced, stated=stated,
                          home=home, scope=context.oracle_scope,
                          step_where=_step_now(registry) if hasattr(registry, "current") else None)


def step_where(step) -> str:
    return f"{shown_path(step.filename)}:{step.line}: {step.keyword} {step.name}"


def _step_now(registry):
    """Where the run is: the step the registry last matched (the one being run)."""

    def where() -> str | None:
        step = registry.current
        return step_where(step) if step is not None else None

    return where


def before_step(context, step) -> None:
    """For a plain ``behave`` command (``environment.py``); ``oracle run`` knows the step without it."""
    context.world.where = step_where(step)


def after_scenario(context, scenario) -> None:
    world: World | None = getattr(context, "world", None)
    if world is None:  # a Ctrl-C stopped before_scenario before the world was made: the scenario never ran
        return
    result, status, message, failed_step = scenario_result(context, scenario, world)
    if world.owed is not None or world.late_fault is not None:
        # what the engine still owes on the scenario's answers is heard before the scenario is
        # recorded (the result is built first: the engine answers the request again meanwhile)
        try:
            world.settle()
        except EngineFault:
            pass  # world.late_fault holds it
        if world.late_fault is not None:
            blame(context, scenario, *world.late_fault)
            result, status, message, failed_step = scenario_result(context, scenario, world)
    _record_partial(context, result)
    context.oracle_done += 1
    observer = _observer(context)
    if observer is not None:
        observer.scenario_done(result)
    if status not in ("passed", "skipped") and context.oracle_stop.failed():
        context._set_root_attribute("aborted", True)  # behave runs no further scenario; after_all still runs
    unfinished = world.left_unfinished()
    if status == "failed" and (message == NO_STEPS or (message or "").startswith(READ_AS_DESCRIPTION)
                               or unfinished is not None and failed_step == unfinished[0]
                               and all(step.status.name == "passed" for step in scenario.steps)):
        # failed by what its steps left undone, or by having none, not by a step (scenario_result set its status):
        # the run fails as for a failed step (after_all), without the scenario-less "HOOK-ERROR in
        # after_scenario" line a raised error printed; oracle run names it with the failures it reports,
        # a plain behave run in this line, as behave lists the scenario under "Failing scenarios"
        context._runner.oracle_failed_late = True
        if getattr(context._runner, "oracle_setup", None) is None:
            print(f"{failed_step}: {message}")


NO_STEPS = "the scenario has no steps: it checks nothing"
"""Why a scenario without a step fails: behave counts it passed, and a clause it is tagged with would read as
tested by it."""

READ_AS_DESCRIPTION = "this step was read as a description and never ran"
"""Why a scenario fails whose step Gherkin read as a description (a misspelt keyword, a step under ``Feature:``)."""


def _step_keywords(feature) -> set[str]:
    """The step keywords of the feature's language (``Given``, ``Дано``, ...), without ``*``."""
    words = languages.get(getattr(feature, "language", None) or "en", languages["en"])
    return {k.strip() for kind in STEP_KINDS for k in words[kind] if k.strip() != "*"}


def _line_number(filename: str, after: int, line: str) -> int:
    """The number of the first line of the file after line ``after`` that reads ``line`` (``after`` where none)."""
    try:
        lines = Path(filename).read_text(encoding="utf-8").splitlines()
        return next(n for n in range(after, len(lines) + 1) if lines[n - 1].strip() == line)
    except (OSError, UnicodeError, StopIteration):
        return after


def _step_in_feature_description(context, feature) -> tuple[str, str] | None:
    """(where, why) for a step written under ``Feature:`` before any scenario, which Gherkin read as the feature's
    description (:func:`~oracle.bdd.phrasings.step_among_prose`): each of its scenarios ran without it. Worked
    out once a feature and run."""
    known = context._runner.__dict__.setdefault("oracle_feature_steps", {})
    key = (feature.filename, feature.line)
    if key not in known:
        line = step_among_prose(context._runner.step_registry, feature.description, _step_keywords(feature))
        known[key] = None if line is None else (
            f"{shown_path(feature.filename)}:{_line_number(feature.filename, feature.line, line)}: {line}",
            f"{READ_AS_DESCRIPTION}: it stands under '{feature.keyword}:' before any scenario, where Gherkin reads "
            "the feature's description; steps every scenario shares go under 'Background:'")
    return known[key]


def _step_in_description(context, scenario) -> tuple[str, str] | None:
    """(where, why) for a step with a misspelt keyword that Gherkin read as the scenario's description
    (:func:`~oracle.bdd.phrasings.step_in_description`): the scenario passed without that step."""
    found = step_in_description(context._runner.step_registry, scenario.description, _step_keywords(scenario.feature))
    if found is None:
        return None
    line, word, near = found
    return (f"{shown_path(scenario.filename)}:{_line_number(scenario.filename, scenario.line, line)}: {line}",
            f"{READ_AS_DESCRIPTION}: {word!r} is no step keyword"
            + (f" (did you mean {near!r}?)" if near else "") + ", and Gherkin reads the lines before a scenario's "
            "first step as its description")


def scenario_result(context, scenario, world: World) -> tuple[dict, str, str | None, str | None]:
    """What is recorded of a scenario that has run: (the result, its status, message and failed step)."""
    status = scenario_status(scenario)
    message, failed_step = None, None
    detail = None
    for step in scenario.steps:
        if step.status.name in ("failed", "error", "undefined"):
            failed_step = f"{shown_path(step.filename)}:{step.line}: {step.keyword} {step.name}"
            if step.status.name == "undefined":
                near = nearest_steps(context._runner.step_registry, step.step_type, step.name,
                                     ruleset=_ruleset_of(scenario, world), keyword=step.keyword)
                message = "unknown step" + (f"; nearest known phrasings: {' | '.join(near)}" if near else "")
                for why in (one_word_fields, look_alike_characters):
                    hint = why(context._runner.step_registry, step.step_type, step.name)
                    if hint is not None:
                        message += f" ({hint})"
                held = getattr(context._runner, "oracle_steps_games", None)
                if held is not None:  # a run of some games' features: the others' steps are not loaded
                    message += (f" (this run loaded the steps of {' and '.join(sorted(held))} alone, the games its "
                                "features' folders, tags and tables name: a scenario that plays another game says so by a tag, "
                                "@clause:<game>.<id> or @<game>)")
                if getattr(context._runner, "oracle_setup", None) is None:
                    # a plain behave run says it here, beside behave's own undefined-step report; oracle run
                    # says it once, in its list of the scenarios that did not pass
                    print(f"{failed_step}: {message}")
            elif isinstance(getattr(step, "exception", None), ValidationError):
                # a model the step built from its words (an action naming one model twice, ...): each
                # field and what is wrong with it, not pydantic's whole text (its last line is a link)
                message = "; ".join(field_errors(step.exception))
            elif isinstance(getattr(step, "exception", None), StepParseError):
                # a value the phrasing's parameter type refused (a negative distance, ...): its own
                # words, not behave's class name before them
                message = " ".join(str(step.exception).split())
            elif isinstance(getattr(step, "exception", None), SCENARIO_ERRORS):
                # the scenario's own mistake (a table it cannot set up, a face no die shows): the
                # message without the class's name before it, and without the step it names again
                message = str(step.exception).strip().removeprefix(f"{failed_step}: ")
            else:
                message = (step.error_message or step.status.name).strip().splitlines()[-1]
                # a failure that names its step itself (dice left unused, a table the step does not read): its
                # own words, the step named once, before them
                message = message.removeprefix(f"ASSERT FAILED: {failed_step}: ")
            if isinstance(getattr(step, "exception", None), EngineFault):
                message, detail = step.exception.message, step.exception.detail
            break
    skip_reason = getattr(scenario, "skip_reason", None) if getattr(scenario, "should_skip", False) else None
    if skip_reason and status != "failed" and status != "error":
        status, message = "skipped", skip_reason
    unfinished = world.left_unfinished() if status == "passed" else None
    if unfinished is None and status == "passed" and not scenario.steps and not scenario.background_steps:
        unfinished = (f"{shown_path(scenario.filename)}:{scenario.line}: {scenario.keyword}: {scenario.name}", NO_STEPS)
    if unfinished is None and status == "passed" and scenario.description:
        unfinished = _step_in_description(context, scenario)
    if unfinished is None and status == "passed" and scenario.feature.description:
        unfinished = _step_in_feature_description(context, scenario.feature)
    if unfinished is not None:
        status = "failed"
        failed_step, message = unfinished
        scenario.set_status("failed") if hasattr(scenario, "set_status") else None
    result = {
        "feature": shown_path(scenario.filename),
        "path": os.path.abspath(scenario.filename),
        "line": scenario.line,
        "name": scenario.name,
        "ruleset": world.ruleset.id if world.ruleset else None,
        "clauses": clause_tags(scenario.effective_tags),
        "status": RECORDED_STATUS.get(status, "errored"),
        "step": failed_step,
        "message": message,
        "exercised": sorted({e.clause for e in world.events}),
        "rulings": world.consulted,
        "chosen_rulings": of_ruleset(world.rulings, world.ruleset.id) if world.ruleset else world.rulings,
        "odds": world.odds_log,
        "final": final_table(world),
        "seconds": round(scenario.duration, 4),
        **({"detail": detail} if detail else {}),
    }
    fields = getattr(context, "oracle_fields", None)
    if fields is None or "gherkin" in fields:  # built only where the run's caller reads it
        result["gherkin"] = gherkin(scenario)
    if fields is not None:
        result = {k: v for k, v in result.items() if k in fields}
    return result, status, message, failed_step


def blame(context, scenario, where: str, fault: EngineFault) -> None:
    """An engine fault found after the step that asked had ended (the determinism check's second
    reply, read later) is that step's: it errors with the fault, and the steps after it, which
    went on with an answer the engine could not stand by, are skipped, as when the fault is
    found at once."""
    steps = list(scenario.all_steps)
    at = next((i for i, step in enumerate(steps) if step_where(step) == where), None)
    if at is None:  # not a step of this scenario: the scenario errors all the same
        at = next((i for i, step in enumerate(steps) if step.status.name != "passed"), len(steps) - 1)
    asker = steps[at]
    asker.status = Status.error
    asker.exception = fault
    asker.error_message = "".join(traceback.format_exception(type(fault), fault, fault.__traceback__))
    for step in steps[at + 1:]:
        if step.status.name != "untested":
            step.status = Status.skipped
        step.exception = step.error_message = None
    scenario.should_skip, scenario.skip_reason = False, None
    scenario.set_status(Status.error)
    context._runner.oracle_failed_late = True


_FINAL = frozenset({"skipped", "passed", "xfailed", "xpassed", "failed", "error", "hook_error", "cleanup_error",
                    "undefined", "untested_undefined", "pending", "pending_warn"})
_ERRORS = frozenset({"error", "hook_error", "cleanup_error", "undefined", "pending"})
_UNTESTED = frozenset({"untested", "untested_undefined", "untested_pending"})


def scenario_status(scenario) -> str:
    """The name of ``scenario.status``, worked out as behave's ``Scenario.compute_status`` does, by
    the statuses' names: behave's status enum compares through a Python ``__eq__`` for every
    ``in``, which made this one line a tenth of the hooks' time."""
    cached = scenario._cached_status.name
    if cached in _FINAL:
        return cached
    if scenario.hook_failed:
        return "hook_error"
    for step in scenario.all_steps:
        name = step.status.name
        if name == "pending_warn":
            continue
        if name in _ERRORS:
            return "error"
        if name == "failed" or name in _UNTESTED:
            return "failed" if name == "failed" else "untested"
        if name != "passed":
            return name
    return "passed"


def gherkin(scenario) -> dict:
    """What the CI outputs need of a scenario beyond its result: the feature's and scenario's
    keywords, tags and lines, and every step (background steps too) with its status and time."""
    feature = scenario.feature
    steps = []
    background = set(map(id, scenario.background_steps or []))
    for step in scenario.all_steps:
        entry = {"keyword": step.keyword, "name": step.name, "line": step.line, "status": step.status.name,
                 "seconds": round(step.duration or 0.0, 6)}
        if id(step) in background:
            entry["background"] = True
        if step.status.name in ("failed", "error") and step.error_message:
            entry["error"] = step.error_message.strip()
        if step.text:
            entry["text"] = str(step.text)
        if step.table:
            entry["table"] = [list(step.table.headings)] + [list(row.cells) for row in step.table]
        steps.append(entry)
    return {"feature": {"name": feature.name, "keyword": feature.keyword, "line": feature.line,
                        "description": "\n".join(feature.description or []), "tags": list(map(str, feature.tags)),
                        "language": getattr(feature, "language", None) or "en"},
            "keyword": scenario.keyword, "tags": list(map(str, scenario.tags)), "steps": steps}


def final_table(world: World) -> str | None:
    """The table at the end of the scenario in the ruleset's one-line summary (None if unsettled)."""
    if world.ruleset is None or world.state is None or world.pending or world.refusal is not None:
        return None
    try:
        return world.ruleset.summarise(world.state)
    except Exception:  # a summary is a convenience for reports, never a failure
        return None


def _record_partial(context, result: dict) -> None:
    """Append each scenario's result to ``<results>.partial.jsonl`` as it ends, so that a run
    stopped by anything (an engine taking the oracle down with it) loses nothing recorded."""
    out = context.oracle_partial
    out.write(json.dumps(result, ensure_ascii=False, separators=(",", ":")) + "\n")
    out.flush()


def engine_label(engine) -> str:
    """What a run is labelled by: the engine's own name, or how it was configured when it never
    answered its handshake (never another engine's name)."""
    label = getattr(type(engine), "label", None)
    if label is not None:
        return engine.label
    return getattr(engine, "name", "reference")


def _handshake(engine):
    try:
        return getattr(engine, "info", None)
    except EngineFault:  # an engine that never started: its scenarios say why
        return None


def after_all(context) -> None:
    if getattr(context._runner, "oracle_failed_late", False):
        # a scenario failed after its steps (blame, after_scenario), which behave's own runner does not count:
        # its run fails as for a failing hook, whose count is all it reads (oracle run reads the flag itself)
        context._runner.hook_failures = getattr(context._runner, "hook_failures", 0) + 1
    if getattr(context, "oracle_started", None) is None:  # before_all stopped (its error is the run's message)
        engine = getattr(context, "oracle_engine", None)
        if engine is not None:
            engine.close()  # started before what stopped it: not left running
        return
    if context.oracle_total is None:  # every feature has been parsed now, and counted
        context.oracle_total = selected_scenarios(context._runner)
        counted = getattr(_observer(context), "counted", None)
        if counted is not None:
            counted(context.oracle_total)
    path = context.oracle_results
    path.parent.mkdir(parents=True, exist_ok=True)
    engine = context.oracle_engine
    fields = {
        "engine": engine_label(engine),
        "engine_spec": context.config.userdata.get("engine", "reference"),
        **({"engine_info": engine.info.model_dump(mode="json"), "engine_restarts": engine.restarts_used,
            "engine_faults": engine.faults, "engine_boot_wait": round(engine.handshake_wait, 3)}
           if _handshake(engine) is not None else {}),
        "rulings": context.oracle_rulings,
        "seconds": round(time.perf_counter() - context.oracle_started, 3),
        "selected": context.oracle_total,
        **({"stopped": context.oracle_stop.reason} if context.oracle_stop.reason else {}),
    }
    context.oracle_partial.close()
    # the scenarios' results are copied from the partial file line by line, never all in memory:
    # the run's memory does not grow with the number of scenarios
    partial = context.oracle_partial_path
    with partial.open(encoding="utf-8") as lines:
        write_results(path, fields, (line.rstrip("\n") for line in lines if line.strip()))
    if not _interrupted(context._runner) or is_special_file(path):
        # a finished run leaves results.json alone; a stopped one keeps its lines beside it (none beside a device)
        partial.unlink(missing_ok=True)
    if hasattr(engine, "defer_check"):
        engine.defer_check = False  # every scenario settled what it was owed
    engine.close()
    if context.oracle_stop.reason and not _interrupted(context._runner):
        # stopped by max_fail, which set behave's ``aborted`` to run no more scenarios: behave would end with
        # "ABORTED: By user.", which no user did (results.json and oracle run's line say why it stopped)
        context._set_root_attribute("aborted", False)


def _interrupted(runner) -> bool:
    """The user stopped the run (Ctrl-C): behave still runs ``after_all``."""
    return bool(getattr(runner, "oracle_interrupted", False)) or \
        getattr(runner, "oracle_abort_reason", None) == "KeyboardInterrupt"


def _ruleset_of(scenario, world: World) -> str | None:
    """The ruleset a scenario is about: its table's, its folder's, or a ruleset tag."""
    if world.ruleset is not None:
        return world.ruleset.id
    if world.home is not None:
        return world.home
    return next((tag for tag in scenario.effective_tags if tag in game_ids()), None)
