"""The ``oracle`` command: run the scenarios, list and explain clauses."""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import NoReturn, Optional

import typer
from rich.console import Console
from rich.markup import escape
from typer._click.exceptions import BadOptionUsage  # typer's own click, whose parser _OneValueEach extends

from oracle.core.collector import COLLECTOR_FIRST_THRESHOLD, collector_threshold
from oracle.core.ending import process_ends
from oracle.core.errors import OracleError, SetupError, suggest, why_not_written
from oracle.core.interrupts import (
    deferred_if_dropped, drops_sent_again, on_its_way, raise_for, raise_interrupt, raised, taken,
)
from oracle.core.lazy import lazy_import
from oracle.core.one_core import one_core, placement
from oracle.core.stack import with_room
from oracle.harness_cli import (
    ACTION_HELP, TABLE_HELP, action_given, close_quietly, connect_engine, fault_hint, say_error, smoke, table_given, try_,
)

machinery = lazy_import("oracle.commands.machinery")  # the engine, the catalogue, behave, the report: loaded
#                                                       when a command first uses them, not for --help
catalogued = lazy_import("oracle.commands.catalogued")  # the catalogue alone ('oracle clauses')
rich_progress = lazy_import("rich.progress")  # the bar of 'oracle run' on a terminal
rich_live = lazy_import("rich.live")  # its spinner during the rulings side by side
rich_spinner = lazy_import("rich.spinner")
rich_table = lazy_import("rich.table")
fuzzing = lazy_import("oracle.commands.fuzzing")  # hypothesis: loaded by 'oracle fuzz' only
statistics = lazy_import("oracle.commands.statistics")  # scipy: loaded by 'oracle stats' only
checking = lazy_import("oracle.check")
starting = lazy_import("oracle.commands.starting")  # 'oracle init': its files written all or none
scaffolding = lazy_import("oracle.scaffold")  # the generated docs' renderers: loaded by 'oracle check' only

# no markup and no emoji codes by default: the lines name what the user typed (a file "[draft] x.feature", a tag
# "a[/]", a clause "lotow:thumbs_up:"), which rich would read as styles; a line that is styled says so (markup=True)
# and escapes what it quotes
console = Console(soft_wrap=True, markup=False, emoji=False)
err = Console(stderr=True, soft_wrap=True, markup=False, emoji=False)

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_NOTHING_RAN, EXIT_INTERRUPTED = 0, 1, 2, 5, 130
"""Exit codes of ``oracle run`` (README, "Exit codes")."""


class _Commands(typer.core.TyperGroup):
    """The commands, a Ctrl-C (or a signal taken as one) ending any of them with one line: typer
    turns a KeyboardInterrupt out of a command into exit 130 without a word (a behave run's
    :class:`~oracle.bdd.runner.Interrupted` is one: ``oracle check`` and ``oracle explain`` run scenarios). A command that says
    more (``oracle run``: how far it got, where the partial results are) catches it itself."""

    def invoke(self, ctx):
        interrupts = raised()
        try:
            # typer's call has put its own sys.excepthook in place: a KeyboardInterrupt that C code prints is kept
            # off the screen here too (drops_sent_again)
            with drops_sent_again():
                return super().invoke(ctx)
        except KeyboardInterrupt:  # a behave run's Interrupted too
            pass
        except Exception as exc:
            if raised() == interrupts or hasattr(exc, "exit_code"):  # the latter: the command's own end (typer.Exit)
                raise
            # a Ctrl-C that C code turned into an error of its own: an extension module's initialisation that imports
            # Python code (shapely importing numpy as oracle fuzz loads a game: "numpy._core.multiarray failed to import")
        taken()
        err.print("interrupted", highlight=False)
        raise typer.Exit(EXIT_INTERRUPTED) from None


class PathParameter(type(Path())):
    """The annotation of a parameter read by :func:`_path` (its value is a plain :class:`~pathlib.Path`). Typer's
    help names the type of a parameter read by a parser by its annotation's class name: ``Path`` showed
    ``--card <Path>``, where typer shows its own path parameters (these, before :func:`_path` read them) as
    ``--card <path>``."""


PathParameter.__name__ = "path"  # what --help shows


def _path(text) -> Path:
    """A path the user typed; an empty one is refused: ``Path("")`` is the working folder, so ``--card ""``
    was said to be a folder, ``oracle init ""`` wrote into the working folder and ``oracle run ""`` ran the
    features found there, though the user named no folder at all (a variable left unset, most likely)."""
    return Path(_path_text(text))


def _path_text(text) -> str:
    """:func:`_path` for a path the command keeps as text (a feature file or folder)."""
    if isinstance(text, str) and not text:
        raise typer.BadParameter("an empty path names no file or folder (is the variable that gave it unset?)")
    return str(text)


class _OneValueEach(typer.core.TyperCommand):
    """A command whose options of one value each refuse a second, different one: click keeps the last
    (``oracle fuzz --ruleset lotow --ruleset mordheim`` fuzzed mordheim alone, ``oracle run --sides
    --no-sides`` ran without the sides, not a word said). The same value again, or a flag given twice,
    changes nothing and is taken; the options that take many (``--tables``, ``--ruling``) keep them all."""

    def make_parser(self, ctx):
        parser = super().make_parser(ctx)
        for option in {*parser._long_opt.values(), *parser._short_opt.values()}:
            if option.action in ("store", "store_const"):  # "append" (a list) and "count" take each one
                option.process = functools.partial(_given_once, option, option.process, ctx)
        return parser


def _given_once(option, process, ctx, value, state) -> None:
    """The parser's ``process`` of ``option``, which first refuses a value other than the one it was already given."""
    given = value if option.action == "store" else option.const
    if option.dest in state.opts and state.opts[option.dest] != given:
        param = option.obj
        if option.action == "store":
            name = max(param.opts, key=len)  # -e and --engine: one option, named by its long name
            raise BadOptionUsage(name, f"{name} is given twice ({state.opts[option.dest]!r}, then {value!r}); it takes "
                                       "one value: give it once", ctx)
        first, then = (param.opts, param.secondary_opts) if given is False else (param.secondary_opts, param.opts)
        raise BadOptionUsage(max(then, key=len), f"{max(first, key=len)} and {max(then, key=len)} are both given; "
                                                 "they say opposite things: give one", ctx)
    process(value, state)


app = typer.Typer(cls=_Commands, add_completion=False, no_args_is_help=True, pretty_exceptions_show_locals=False,
                  help="Rules Oracle: the written rules of miniature wargames as an executable, citable test oracle.")


def _fail(message: str, code: int = 2) -> None:
    if code == EXIT_INTERRUPTED:
        taken()
    say_error(message)
    raise typer.Exit(code)


class Progress:
    """Tells the user how far a long run is: a rich progress bar on a terminal; nothing in CI
    (``CI`` set), with ``--quiet`` or when stderr is not a terminal.  Counts either way."""

    def __init__(self, show: bool):
        self.show = show
        self.total: int | None = None  # not known until the run has begun (or, uncounted, read every feature)
        self.done = 0
        self.failed = 0
        self._bar = None
        self._task = None
        self.phase = "scenarios"

    def started(self, total: int | None, *, own_thread: bool = True) -> None:
        """The bar, redrawn by a thread of its own, or (``own_thread`` False: where the run forks worker
        processes, which would keep a lock that thread holds) only when told (:meth:`seen`)."""
        self.total, self.done, self.failed = total, 0, 0
        if self.show and self._bar is None:
            self._bar = rich_progress.Progress(rich_progress.TextColumn("{task.description}"), rich_progress.BarColumn(), rich_progress.MofNCompleteColumn(),
                            rich_progress.TextColumn("{task.fields[failed]} failed"), rich_progress.TimeElapsedColumn(), console=err,
                            transient=True, auto_refresh=own_thread)
            self._bar.start()
            self._task = self._bar.add_task(self.phase, total=total, failed=0)

    def seen(self, done: int, failed: int, phase: str) -> None:
        """How far a run in worker processes is, at one look (the bar redrawn here, on this thread)."""
        self.done, self.failed = done, failed
        if self._bar is not None:
            self._bar.update(self._task, completed=done, failed=failed, description=phase)
            self._bar.refresh()

    def counted(self, total: int) -> None:
        """The scenarios the run selected, counted as it ran (no bar needed the total first)."""
        self.total = total

    def scenario_done(self, result: dict) -> None:
        self.done += 1
        if result.get("status") not in ("passed", "skipped"):
            self.failed += 1
        if self._bar is not None:
            self._bar.update(self._task, completed=self.done, failed=self.failed)

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


@contextlib.contextmanager
def _spinning(text: str, show: bool, *, own_thread: bool):
    """A spinner with ``text`` on stderr while the block runs (nothing unless ``show``). It turns on
    a thread of its own, or, where the block forks worker processes (``own_thread`` False), when the
    block calls the function it is given with (parts done, parts): a process forked while a
    thread redraws the spinner would keep the terminal's lock held for ever."""
    if not show:
        yield None
        return
    spinner = rich_spinner.Spinner("dots", text)

    def turn(done: int, total: int) -> None:
        spinner.update(text=f"{text} ({done} of {total} parts done)")
        live.refresh()

    with rich_live.Live(spinner, console=err, transient=True, auto_refresh=own_thread) as live:
        yield None if own_thread else turn


def _scenarios_in(features) -> int:
    """Every scenario of the feature files (an outline's rows each), as a run with no tags selects them."""
    return sum(1 for f in features for _ in machinery.planned_scenarios(machinery.parse_file(str(f))))


def _nothing_ran(selection, tags: list[str]) -> str:
    """Why a run selected no scenario, in one line."""
    empty = [f for f in selection.features if f.suffix == machinery.FEATURE_SUFFIX and not _has_scenarios(f)]
    if tags:
        return f"no scenario matched the tags {' and '.join(repr(t) for t in tags)} (nothing ran)"
    if empty and len(empty) == len(selection.features):
        meant = machinery.keyword_without_colon(empty[0])
        if meant is not None:  # Gherkin read the line as the feature's description
            number, line = meant
            return (f"{empty[0]}:{number}: the file has no scenario: '{line}' lacks the colon after its keyword"
                    f"{machinery.colon_hint(line)}, so it is read as the feature's description (nothing ran)")
        return f"{empty[0]}: the file has no scenario (empty feature file; nothing ran)"
    return "no scenario was selected (nothing ran): " + ", ".join(selection.paths)


def _check_scenario_tags(selection) -> None:
    """Before anything runs: every scenario of the user's feature files names a known clause and
    known readings (the built-in suite's are checked by its tests). A problem is bad input, each
    naming its file and line, rather than a hook error that skips the feature once the run is under way."""
    suite = machinery.builtin().features.resolve()
    for path in selection.features:
        if path.resolve().is_relative_to(suite):
            continue
        try:
            feature = machinery.parse_file(str(path))
        except machinery.ParserError as exc:
            raise machinery.malformed(exc) from None
        if feature is not None:
            machinery.check_feature_tags(feature)


def _has_scenarios(path: Path) -> bool:
    try:
        feature = machinery.parse_file(str(path))
    except Exception:  # a malformed file is reported by the run itself
        return True
    return feature is not None and any(True for _ in machinery.planned_scenarios(feature))


def _one_core_for_an_engine_process(command):
    """The command on one core with the engine it starts while the machine's other work leaves no core
    idle, unless the engine is the reference in this process (:func:`oracle.core.one_core.one_core`:
    each request and reply then wakes a process on a core that is running); on the system's cores, both
    sides spinning up to :data:`oracle.engine.spin.SCENARIO_SPIN_US` (:func:`oracle.engine.spin.scenario_spin`)."""
    @functools.wraps(command)
    def on_one_core(*args, **kwargs):
        try:
            placement()
        except ValueError as exc:  # ORACLE_ONE_CORE set to a value it does not take
            _fail(str(exc))
        process = kwargs.get("engine", "reference") not in ("", "reference")
        with one_core(process) as core, machinery.scenario_spin(process and core is None):
            return command(*args, **kwargs)

    return on_one_core


@app.command(cls=_OneValueEach)
@_one_core_for_an_engine_process
def run(
    paths: list[str] = typer.Argument(None, parser=_path_text, help="Feature files or folders anywhere on disk (default: ./features if "
                                                 "there is one here, else the built-in suite of all four rulesets). "
                                                 "A steps/ or scenarios/ folder beside them adds step modules or "
                                                 "named tables."),
    tags: list[str] = typer.Option([], "--tags", "-t", help="behave tag expression, e.g. 'clause:lotow.mounted.thrown-rider.1'"),
    engine: str = typer.Option("reference", "--engine", "-e", help="Engine to verify: 'reference', 'cmd:<command line>', 'py:<module>:<attr>' or an engine config file (docs/protocol.md)."),
    ruling: list[str] = typer.Option([], "--ruling", "-r", help="Another reading, RULING=ALTERNATIVE (repeatable)."),
    variant: list[str] = typer.Option([], "--variant", help="A named variant (an edition, an erratum, a house rule: "
                                                            "oracle/<ruleset>/variants.yaml): its readings and numbers "
                                                            "for the whole run (repeatable; --ruling still wins)."),
    force_ruling: list[str] = typer.Option([], "--force-ruling",
                                           help="A reading imposed even on scenarios that state their own "
                                                "(@ruling tags), RULING=ALTERNATIVE (repeatable)."),
    report: PathParameter = typer.Option(Path("report"), "--report", parser=_path, help="Folder for the report, replaced whole when the run ends: a new or empty folder, or an "
                                                             "earlier report's."),
    tables: list[Path] = typer.Option([], "--tables", parser=_path, help="A folder of named tables (<ruleset>/<name>.yaml), "
                                                          "searched before the built-in ones (repeatable)."),
    with_builtin: bool = typer.Option(False, "--with-builtin", help="Run the built-in suite too, in the same report."),
    fail_fast: bool = typer.Option(False, "--fail-fast", "-x", help="Stop at the first failed or errored scenario."),
    max_fail: int = typer.Option(0, "--max-fail", min=0, help="Stop after N failed or errored scenarios (0: never)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Only the summary."),
    sides: Optional[bool] = typer.Option(None, "--sides/--no-sides",
                                         help="Re-run the scenarios that consult a ruling under each other reading "
                                              "and show the rulings side by side in the report (default: on for "
                                              "the reference engine on the whole built-in suite)."),
    jobs: int = typer.Option(0, "--jobs", "-j", min=0,
                             help="Processes for the re-runs of the rulings side by side on the reference engine, "
                                  "and on the whole built-in suite for its scenarios too, each process a part of "
                                  "the feature files (0, the default: one for each core this process may use, "
                                  "within its control group's CPU quota; 1: all in this process)."),
) -> None:
    """Run scenarios on an engine and write the report; exit 0 only if some ran and none failed.

    Exit codes: 0 all passed, 1 failed or errored, 2 bad input, 5 nothing ran (none selected, or
    every one skipped), 130 interrupted.
    """
    started = time.perf_counter()
    try:
        cat = machinery.catalogue()
        variant_rulings, variant_values = cat.combine_variants(variant)
        variant_options = cat.combine_optional(variant)
        asked = machinery.parse_assignments(ruling, "--ruling")
        chosen = {**variant_rulings, **asked}
        machinery.Rulings(chosen)
        forced = machinery.parse_assignments(force_ruling, "--force-ruling")
        machinery.Rulings(forced)
        selection = machinery.select(list(paths or []), tables=tables, with_builtin=with_builtin, tags=tags)
        _check_scenario_tags(selection)
        scope = machinery.RunScope(machinery.Tables(selection.tables))
        for user_tables in selection.tables[:-1]:  # the user's tables, checked before anything runs
            machinery.Tables((user_tables,)).check()
        folder = machinery.ReportFolder(report, inputs=[*selection.features, *selection.steps, *selection.tables[:-1]])
    except OracleError as exc:
        _fail(str(exc))
    except KeyboardInterrupt:
        _fail("interrupted before any scenario ran; the previous report is untouched", EXIT_INTERRUPTED)
    machinery.start(machinery.Run.with_variant(variant_values, variant_options))  # the numbers are the reference engine's: another
    #                                                           engine gets the readings
    if (variant_values or variant_options) and engine not in ("", "reference") and not quiet:
        err.print("note: a variant's numbers and optional rules reach the reference engine only; the engine under "
                  "test is given its readings", highlight=False)
    try:  # an engine that does not start is one line, before anything runs (closed by connect_engine)
        connected = connect_engine(engine)
    except typer.Exit:
        folder.discard()
        raise
    except KeyboardInterrupt:
        folder.discard()
        _fail("interrupted before any scenario ran; the previous report is untouched", EXIT_INTERRUPTED)
    if not quiet:
        for hooks_file in selection.unread_hooks:
            err.print(f"note: {hooks_file} is not read: oracle run gives behave its own hooks "
                      "(a scenario's setup belongs in steps)", highlight=False)
    results_path = folder.work / "results.json"
    args = ["--no-capture", "--format", "null", "--no-summary", "--no-junit", "-D", f"engine={engine}"]
    if chosen:
        args += ["-D", "rulings=" + ",".join(f"{k}={v}" for k, v in chosen.items())]
    if forced:
        args += ["-D", "force_rulings=" + ",".join(f"{k}={v}" for k, v in forced.items())]
    limit = 1 if fail_fast else max_fail
    if limit:
        args += ["-D", f"max_fail={limit}"]
    for t in tags:
        args += ["--tags", t]
    progress = Progress(show=not quiet and err.is_terminal and not os.environ.get("CI"))
    wants_sides = (sides if sides is not None else (engine in ("", "reference") and selection.whole)) and not forced
    processes = machinery.processes_for(engine, jobs or None)
    # the whole suite with its side by side: each process its part of the feature files, their scenarios
    # then their re-runs (oracle.clarify.parts); any other run, the scenarios here, then the re-runs
    in_parts = wants_sides and selection.whole and not limit and processes > 1
    phase = "scenarios"
    side_data = cards = None
    try:
        if in_parts:
            close_quietly(connected)  # each process connects the reference engine of its own
            try:
                if progress.show:  # a bar of the scenarios, as in one process: the total counted first
                    progress.started(_scenarios_in(selection.features), own_thread=False)

                def looked(seen) -> None:
                    ended = seen.ended == progress.total
                    progress.seen(seen.ended, seen.failed,
                                  f"re-runs, {seen.pieces_done} of {seen.pieces} parts done" if ended else "scenarios")

                try:
                    code, reruns, cards = machinery.run_in_parts(
                        selection.features, args, results_path, processes=processes, rulings=chosen,
                        steps=selection.steps, tables=selection.tables, cards=folder.work,
                        waiting=looked if progress.show else None)
                finally:
                    progress.stop()
            except BaseException:
                if results_path.is_file():  # what had ended when the run was stopped
                    ran = machinery.read_results(results_path)
                    progress.done, progress.total = len(ran["scenarios"]), ran.get("selected")
                    if progress.total is None:
                        progress.total = _scenarios_in(selection.features)
                    if progress.done == progress.total:
                        phase = "rulings side by side"
                raise
        else:
            setup = machinery.RunSetup(steps=selection.steps, scope=scope, observer=progress, engine=connected,
                                       count_first=progress.show)  # a bar shows the total from the start
            try:
                code = machinery.run_behave([*args, "-D", f"results={results_path}", *selection.paths], setup)
            finally:
                progress.stop()
        if not results_path.is_file():
            folder.discard()
            _fail("behave stopped before any scenario ran (see its message above)")
        results = machinery.read_results(results_path)  # the scenarios are read from the file as they are walked
        if not results["scenarios"]:
            folder.discard()
            _fail(_nothing_ran(selection, tags), EXIT_NOTHING_RAN)
        if in_parts:
            phase = "rulings side by side"
            side_data = machinery.assemble(machinery.consulted(results, cat), reruns, cat)
        elif wants_sides:
            phase = "rulings side by side"
            with _spinning("re-running the scenarios under each reading of the rulings", progress.show,
                           own_thread=processes == 1) as turn:
                side_data = machinery.side_by_side(results, cat, None, engine=engine, rulings=chosen, steps=selection.steps,
                                                   table_dirs=selection.tables, processes=processes, waiting=turn)
    except (machinery.Interrupted, KeyboardInterrupt):  # KeyboardInterrupt: between two re-runs of the side by side
        _interrupted(progress, folder, phase)
    except OracleError as exc:
        folder.discard()
        close_quietly(connected)
        _fail(str(exc))
    except BaseException:
        folder.discard()
        close_quietly(connected)
        raise
    phase = "report"
    try:
        results.update(format=machinery.RESULTS_FORMAT, version=machinery.RECORDS_VERSION)
        results["scope"] = {"whole": selection.whole, "paths": list(paths or []), "tags": list(tags),
                            "builtin": selection.builtin}
        results["variants"] = [cat.variant(v).model_dump(mode="json") for v in dict.fromkeys(variant)]
        results["scenario_seconds"] = results.get("seconds")
        results["seconds"] = round(time.perf_counter() - started, 3)  # the wall time of the whole run
        machinery.write_results(results_path, results, results["scenarios"].lines())
        gallery = machinery.write_gallery(folder.work, side_data, cat, cards=cards) if side_data is not None else None
        data = machinery.write_reports(results, cat, folder.work, sides=side_data, gallery=gallery)
        compliance = machinery.write_matrix([results], cat, folder.work)
        machinery.write_ci_outputs(results, folder.work)
        failures = [{k: sc.get(k) for k in ("status", "feature", "line", "name", "step", "message")}
                    for sc in results["scenarios"] if sc["status"] not in ("passed", "skipped")]
        folder.publish()  # the results file moves with the folder
    except KeyboardInterrupt:
        _interrupted(progress, folder, phase)
    except BaseException:
        folder.discard()
        raise
    for sc in failures:
        where = f"{sc['feature']}:{sc['line']} {sc['name']}"
        err.print(f"[red]{escape(sc['status'])}[/]: {escape(where)}", markup=True, highlight=False)
        if sc.get("message"):
            err.print(f"    {sc['step']}: {sc['message']}" if sc.get("step") else f"    {sc['message']}",
                      highlight=False, markup=False)
    if not quiet:
        # a run's reading applies to the scenarios of its ruling's game: one of a game no scenario of the run
        # is of changed nothing (a ruling id of the wrong game, say), though the run reads as made under it
        for option, given in (("--ruling", asked), ("--force-ruling", forced)):
            for rid, alt in given.items():
                game = cat.ruling_rulesets.get(rid)
                if game is not None and game not in data["scope"]["rulesets"]:
                    err.print(f"note: {option} {rid}={alt}: a ruling of {game}, and no scenario of {game} ran: "
                              "the reading changed nothing in this run", highlight=False)
        for name in variant:  # a variant of another game than the run's, the same
            chosen_variant = cat.variant(name)
            games = {cat.ruling_rulesets.get(rid) for rid in chosen_variant.rulings} | \
                {cat.clauses[cid].ruleset for cid in (*chosen_variant.values, *chosen_variant.optional) if cid in cat.clauses}
            games.discard(None)
            if games and not games & set(data["scope"]["rulesets"]):
                err.print(f"note: --variant {name}: a variant of {' and '.join(sorted(games))}, and no scenario of it "
                          "ran: the variant changed nothing in this run", highlight=False)
    t, s = data["totals"], data["scenario_totals"]
    out = report if report.is_absolute() else Path.cwd() / report
    if results.get("stopped"):
        selected = results.get("selected")
        of = "" if selected is None else f" of {selected}"  # None: stopped before every feature was read
        err.print(f"{results['stopped']}: {s['all']}{of} scenarios ran", highlight=False)
    console.print(f"scope: {data['scope']['text']}", highlight=False, markup=False)
    outside = f", {t['outside this run']} outside this run" if t.get("outside this run") else ""
    console.print(f"{s['passed']}/{s['all']} scenarios passed in {results['seconds']} s; clauses: {t['green']} green, "
                  f"{t['failing']} failing, {t['not exercised']} not exercised, {t['gap']} without a scenario "
                  f"(of {t['clauses']} in scope){outside}", highlight=False)
    if side_data is not None:
        st = side_data["totals"]
        console.print(f"rulings side by side: {st['rulings']} rulings, {st['settled']} with a scenario whose outcome "
                      f"differs between readings ({st['scenarios_changing']} scenario(s) change outcome)")
    if not quiet:
        for eng in compliance["engines"]:
            console.print(eng["summary"], highlight=False, soft_wrap=True)
    console.print(f"report: {out / 'index.html'} (coverage.md, coverage.json, matrix.html, junit.xml per clause, "
                  f"junit-scenarios.xml per scenario, cucumber.json)", highlight=False)
    failed = s["all"] - s["passed"] - s["skipped"]
    if code == 0 and not failed and not s["passed"]:  # every one skipped (an engine that supports none of them)
        _fail(f"all {s['all']} scenarios were skipped (nothing ran)", EXIT_NOTHING_RAN)
    raise typer.Exit(EXIT_FAILED if (code != 0 or failed) else EXIT_OK)


def _interrupted(progress: Progress, folder, phase: str) -> NoReturn:
    """Ctrl-C once scenarios have run: the report folder is left as it was, what ran so far is
    kept beside it, and one line says how far the run got."""
    taken()
    progress.stop()
    if progress.done == 0 and progress.total is None:  # stopped as its steps loaded: nothing to keep
        folder.discard()
        _fail("interrupted before any scenario ran; the previous report is untouched", EXIT_INTERRUPTED)
    where = folder.keep_partial()
    if where is None:  # the signal came as the new report was put in place
        err.print(f"interrupted after the report was written: {folder.target}", highlight=False)
        raise typer.Exit(EXIT_INTERRUPTED)
    during = {"scenarios": "", "rulings side by side": " (during the rulings side by side)",
              "report": " (while the report was written)"}[phase]
    of = "" if progress.total is None else f" of {progress.total}"  # None: stopped before every feature was read
    err.print(f"interrupted after {progress.done}{of} scenarios{during}"
              f"; the previous report is untouched; partial results: {where}", highlight=False)
    raise typer.Exit(EXIT_INTERRUPTED)


@app.command(cls=_OneValueEach)
def matrix(
    results: list[Path] = typer.Argument(..., parser=_path, help="results.json files of 'oracle run', one per engine."),
    out: PathParameter = typer.Option(Path("report"), "--out", "-o", parser=_path, help="Folder for matrix.html/.md/.json, junit.xml, badges."),
) -> None:
    """The compliance matrix of several runs: every clause against every engine."""
    if out.exists() and not out.is_dir():
        _fail(f"--out {out}: is a file, not a folder")
    given: dict[str, int] = {}
    for number, path in enumerate(results, 1):  # the same run twice made a second column of it, "ENGINE #2"
        first = given.setdefault(os.path.realpath(path), number)
        if first != number:
            _fail(f"{path}: results file {number} is results file {first} again; give each run's results.json once")
    try:
        runs = [machinery.load_run(p) for p in results]
    except OracleError as exc:
        _fail(str(exc))
    for path, loaded in zip(results, runs):
        if "engines" in loaded:
            _fail(f"{path}: is a matrix.json; oracle matrix reads the results.json of each run")
    try:
        data = machinery.write_matrix(runs, machinery.catalogue(), out)
    except OSError as exc:
        _fail(f"--out {out}: cannot write ({why_not_written(out / 'matrix.html', exc)})")
    for eng in data["engines"]:
        console.print(eng["summary"], highlight=False, soft_wrap=True)
    console.print(f"compliance: {out / 'matrix.html'}, matrix.md, matrix.json, junit.xml, badge-*.json")


@app.command(cls=_OneValueEach)
def diff(
    old: PathParameter = typer.Argument(..., parser=_path, help="results.json (or matrix.json) of the earlier run."),
    new: PathParameter = typer.Argument(..., parser=_path, help="results.json (or matrix.json) of the later run."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """What got fixed and what regressed between two runs, clause by clause; exit 1 on a regression."""
    try:
        result = machinery.diff_runs(machinery.load_run(old), machinery.load_run(new), machinery.catalogue())
    except OracleError as exc:
        _fail(str(exc))
    print(json.dumps(result, indent=1) if as_json else machinery.format_diff(result))
    raise typer.Exit(1 if any(e["regressed"] for e in result["engines"]) else 0)


@app.command(cls=_OneValueEach)
def stats(
    engine: str = typer.Option(..., "--engine", "-e", help="An engine that rolls its own dice (see 'oracle run --engine')."),
    table: str = typer.Option(..., "--table", "-t", help=TABLE_HELP),
    action: str = typer.Option(..., "--action", "-a", help=ACTION_HELP),
    trials: int = typer.Option(1000, "--trials", "-n", min=1),
    alpha: float = typer.Option(0.01, "--alpha", help="Flag the engine when the p-value is below this "
                                                       "(a significance level, above 0 and below 1)."),
) -> None:
    """Statistical mode: N trials on the engine's own dice against the exact odds (chi-square).

    Exit codes: 0 consistent with the exact odds, 1 the engine diverges, 2 bad input or an engine fault."""
    if not 0 < alpha < 1:  # at 0 or below (or NaN) no engine is ever flagged, at 1 or above a faithful one is
        _fail(f"--alpha {alpha:g}: a significance level is above 0 and below 1 (e.g. 0.01)")
    try:
        rs, state = table_given(table)
        act = action_given(rs, action)
    except OracleError as exc:
        _fail(str(exc))
    if statistics.scipy is None:  # the arguments are checked first
        _fail(statistics.NEEDS_SCIPY)
    eng = connect_engine(engine)
    try:
        if not _rolls_own_dice(eng):
            _fail(f"--engine {engine}: statistical mode needs an engine that rolls its own dice; "
                  + ("the reference engine takes scripted dice only (oracle ask gives its exact odds)"
                     if engine in ("", "reference") else "its handshake does not offer 'own_dice'"))
        result = statistics.check(eng, rs.id, state, act, trials=trials, alpha=alpha)
    except machinery.EngineSkip as exc:
        _fail(f"--action: {exc.reason}")
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    except statistics.TooFewTrials as exc:
        _fail(str(exc))
    except OracleError as exc:
        _fail(f"--action: {exc}" if "--action" not in str(exc) else str(exc))
    finally:
        close_quietly(eng)
    print(result.report())
    raise typer.Exit(1 if result.flagged else 0)


def _rolls_own_dice(eng) -> bool:
    info = getattr(eng, "info", None)
    return info is not None and bool(info.capabilities.own_dice)


@app.command(cls=_OneValueEach)
def fuzz(
    engine: str = typer.Option(..., "--engine", "-e", help="The engine to compare with the oracle (see 'oracle run --engine')."),
    ruleset: str = typer.Option("lotow", "--ruleset", help="The ruleset whose situations to generate."),
    action: list[str] = typer.Option([], "--action", "-a", help="Only these actions (default: all the engine supports)."),
    examples: int = typer.Option(200, "--examples", "-n", min=1, help="How many situations to try."),
    seed: int = typer.Option(0, "--seed", help="A fixed generation, a whole number from 0 (default 0: the same "
                             "situations each time); -1 for fresh ones each time."),
) -> None:
    """Differential fuzzing: legal situations on the engine and the oracle; the smallest disagreement as Gherkin.

    Exit codes: 0 no disagreement, 1 a disagreement found, 2 bad input, an engine that cannot
    start or faults, or nothing to compare (no action of the ruleset offered, no situation generated,
    every situation skipped by the engine)."""
    if seed < -1:
        _fail(f"--seed {seed}: a seed is a whole number from 0 (the same situations each time), or -1 for fresh ones")
    try:
        rs = machinery.get_ruleset(ruleset)
    except OracleError:
        known = machinery.rulesets()
        _fail(f"--ruleset {ruleset}: no such ruleset{suggest(ruleset, known)} (there are: {', '.join(sorted(known))})")
    unknown = [a for a in action if a not in rs.actions]
    if unknown:
        _fail(f"--action {unknown[0]}: no such {rs.id} action{suggest(unknown[0], rs.actions)}")
    action = list(dict.fromkeys(action))  # one given twice was counted twice: "1/2 actions reached", of one action
    eng = connect_engine(engine)
    try:
        result = fuzzing.fuzz(eng, rs.id, action or None, examples=examples, seed=None if seed == -1 else seed)
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    except OracleError as exc:
        _fail(str(exc))
    finally:
        close_quietly(eng)
    print(result.report())
    if result.disagreement is not None:
        raise typer.Exit(1)
    if not result.compared:
        name = getattr(eng, "name", engine)
        if not result.offered:
            why = f"{name} offers none of the {rs.id} actions asked for"
        elif result.examples:
            why = f"{name} skipped every one of the {result.examples} situation(s); the first: {result.skipped_example}"
        else:
            why = "no situation could be generated for " + ", ".join(result.unfuzzable or result.actions)
        _fail(f"nothing was compared: {why}")
    raise typer.Exit(0)


@app.command(cls=_OneValueEach)
def clauses(
    named: Optional[str] = typer.Argument(None, metavar="RULESET", show_default=False,
                                          help="Only this ruleset (lotow, mordheim, gurps, ww2); the same as --ruleset."),
    ruleset: Optional[str] = typer.Option(None, "--ruleset", help="Only this ruleset (lotow, mordheim, gurps, ww2)."),
    section: Optional[str] = typer.Option(None, "--section", help="Only this section id (thrown-riders, or "
                                                                   "lotow.thrown-riders as a run names it)."),
    grep: Optional[str] = typer.Option(None, "--grep", help="Only clauses whose id, title, statement or original-language "
                                                            "quote contains this (case-insensitive)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """List and filter the rule catalogue (a table on a terminal; one clause a line, tab-separated, otherwise)."""
    try:
        cat = catalogued.catalogue()
    except OracleError as exc:
        _fail(str(exc))
    known_rulesets = sorted({c.ruleset for c in cat.clauses.values()})
    if named is not None and ruleset is not None and named != ruleset:
        _fail(f"clauses {named} --ruleset {ruleset}: two different rulesets; name one")
    if named is not None and named not in known_rulesets:
        _fail(f"clauses {named}: no such ruleset{suggest(named, known_rulesets)} (there are: {', '.join(known_rulesets)})")
    ruleset = ruleset if ruleset is not None else named
    if ruleset is not None and ruleset not in known_rulesets:
        _fail(f"--ruleset {ruleset}: no such ruleset{suggest(ruleset, known_rulesets)} (there are: {', '.join(known_rulesets)})")
    if section is not None and section.partition(".")[0] in known_rulesets:  # as a run names it: lotow.thrown-riders
        of, _, section = section.partition(".")
        if ruleset is not None and ruleset != of:
            _fail(f"--section {of}.{section}: a section of {of}, not of {ruleset}")
        ruleset = of
    sections = sorted({c.section for c in cat.clauses.values() if ruleset is None or c.ruleset == ruleset})
    if section is not None and section not in sections:
        _fail(f"--section {section}: no such section{' in ' + ruleset if ruleset else ''}"
              f"{suggest(section, sections)}")
    needle = grep.casefold() if grep is not None else None
    rows = [c for c in cat.clauses.values()
            if (ruleset is None or c.ruleset == ruleset) and (section is None or c.section == section)
            and (needle is None or needle in " ".join((c.id, c.title, c.statement, *c.source.quote)).casefold())]
    if as_json:
        print(json.dumps([c.model_dump() for c in rows], ensure_ascii=False, indent=1))
        return
    if not console.is_terminal:  # a file or a pipe: every id whole, one clause a line
        for c in rows:
            print(f"{c.id}\t{c.kind}\t{c.title}")
        print(f"{len(rows)} clause(s)")
        return
    table = rich_table.Table("id", "kind", "title", show_lines=False)
    for c in rows:
        table.add_row(c.id, c.kind, c.title)
    console.print(table)
    console.print(f"{len(rows)} clause(s)")


@app.command(cls=_OneValueEach)
def explain(
    clause: str = typer.Argument(..., help="Clause id, e.g. lotow.mounted.thrown-rider.1"),
    features: list[str] = typer.Option([], "--features", parser=_path_text, help="Your own feature files or folders, whose scenarios "
                                                              "of the clause are shown with the built-in ones."),
    tables: list[Path] = typer.Option([], "--tables", parser=_path, help="A folder of your named tables (repeatable)."),
) -> None:
    """Print a clause: quote, statement, rulings, scenarios and the exact odds of its rolls."""
    try:
        cat = machinery.catalogue()
        found = cat.clause(clause)
        selection = machinery.select(features, tables=tables, with_builtin=True)
        text = machinery.explain_clause(cat, found, selection=selection)
    except OracleError as exc:
        _fail(str(exc))
    print(text)


@app.command(cls=_OneValueEach)
def ask(
    file: PathParameter = typer.Argument(..., parser=_path, help="A question file (YAML): ruleset, setup or table, actions, question."),
    engine: str = typer.Option("reference", "--engine", "-e", help="Engine that answers (it must give exact odds)."),
    tables: list[Path] = typer.Option([], "--tables", parser=_path, help="A folder of named tables for 'setup:' (repeatable); a "
                                                          "scenarios/ folder beside the question file or in the "
                                                          "working folder is searched too, then the built-in tables."),
    card: Optional[PathParameter] = typer.Option(None, "--card", parser=_path, help="Also write the answer as a self-contained HTML page."),
    markdown: Optional[PathParameter] = typer.Option(None, "--markdown", parser=_path, help="Also write the answer as Markdown for a forum "
                                                                       "post (at most 4 KB; it names the --card file)."),
    bbcode: Optional[PathParameter] = typer.Option(None, "--bbcode", parser=_path, help="Also write the answer as BBCode, for classic forums."),
    png: Optional[PathParameter] = typer.Option(None, "--png", parser=_path, help="Also write the card as a PNG image (needs headless "
                                                           "Chromium: Debian package 'chromium')."),
    as_json: bool = typer.Option(False, "--json", help="Print the answer as JSON instead of text."),
) -> None:
    """Answer a question with exact odds, under the default reading and every reading that touches it."""
    _check_text_file(file, "question file")
    # each output a file of its own: one written over another (or over the question) was lost without a word
    taken = {os.path.realpath(file): "the question file"}
    for option, target in (("--card", card), ("--markdown", markdown), ("--bbcode", bbcode), ("--png", png)):
        if target is None:
            continue
        if target.is_dir():
            _fail(f"{option} {target}: is a folder; give the file to write, e.g. {target / ('card' + _SUFFIX[option])}")
        real = os.path.realpath(target)
        if real in taken:
            _fail(f"{option} {target}: is {taken[real]} too, and would be written over; give each its own file")
        taken[real] = f"the {option} file"
    try:
        answer = machinery.answer_question(file, engine=engine, tables=question_tables(file, tables))
    except OracleError as exc:
        _fail(str(exc))
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    except machinery.EngineSkip as exc:  # the engine's handshake leaves out what the question needs
        _fail(f"--engine {engine}: cannot answer {file}: {exc.reason}")
    if as_json:
        print(json.dumps(answer.as_dict(), ensure_ascii=False, indent=1))
    else:
        print(machinery.render_text(answer))
    full_card = card.name if card is not None else ""
    outputs = [(card, "card", lambda: machinery.card_html(answer)),
               (markdown, "markdown", lambda: machinery.card_markdown(answer, full_card)),
               (bbcode, "bbcode", lambda: machinery.render_bbcode(answer, full_card))]
    for target, what, make in outputs:
        if target is None:
            continue
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(make(), encoding="utf-8")
        except OSError as exc:
            _fail(f"--{what} {target}: cannot write ({why_not_written(target, exc)})")
        err.print(f"{what}: {target}", highlight=False)
    if png is not None:
        try:
            png.parent.mkdir(parents=True, exist_ok=True)
            machinery.screenshot(machinery.card_html(answer), png)
        except OSError as exc:
            _fail(f"--png {png}: cannot write ({why_not_written(png, exc)})")
        except OracleError as exc:  # the drawing's errors name the file already: named once, after --png
            _fail(f"--png {png}: " + str(exc).removeprefix(f"{png.resolve()}: "))
        err.print(f"png: {png}", highlight=False)


_SUFFIX = {"--card": ".html", "--markdown": ".md", "--bbcode": ".bbcode", "--png": ".png"}


def _check_text_file(path: Path, what: str) -> None:
    """A file that exists, is a file and is UTF-8, or one line naming it (the byte offset if not UTF-8)."""
    if path.is_dir():
        _fail(f"{path}: is a folder, not a {what}")
    if not path.exists():
        _fail(f"{path}: no such {what}")
    try:
        data = path.read_bytes()
    except OSError as exc:
        _fail(f"{path}: cannot be read ({exc.strerror})")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        _fail(f"{path}:{line}: not UTF-8: byte offset {exc.start} is 0x{data[exc.start]:02x} (save the file as UTF-8)")


STARTER = Path(__file__).resolve().parent / "starter"
RULESETS = ("lotow", "mordheim", "gurps", "ww2")


@app.command(cls=_OneValueEach)
def init(
    folder: PathParameter = typer.Argument(Path("."), parser=_path, help="Where to write the starter files (default: here)."),
    ruleset: list[str] = typer.Option([], "--ruleset", help="An example feature for this ruleset "
                                                            "(repeatable; default: all four)."),
) -> None:
    """Write a starter repository: example features, an engine config to fill in, a CI workflow.

    It is green at once: ``oracle run features`` passes on the reference engine.  Nothing is
    overwritten: if any of the files exists (a dangling symlink too), or a file stands where one of
    their folders goes, nothing is written and the command exits 2.
    """
    chosen = ruleset or list(RULESETS)
    unknown = [r for r in chosen if r not in RULESETS]
    if unknown:
        _fail(f"--ruleset {unknown[0]}: no such ruleset{suggest(unknown[0], RULESETS)} (there are: {', '.join(RULESETS)})")
    files = [Path("features") / r / "example.feature" for r in dict.fromkeys(chosen)]
    files += [Path("engine.yaml"), Path(".github/workflows/rules-oracle.yml")]
    try:
        starting.write_starter(STARTER, folder, files)
    except OracleError as exc:
        _fail(str(exc))
    for f in files:
        console.print(f"wrote {folder / f}", highlight=False)
    here = "" if folder.resolve() == Path.cwd().resolve() else f"cd {folder} && "
    console.print(f"next: {here}oracle run features   (then fill in engine.yaml and: oracle run features "
                  f"--engine engine.yaml)", highlight=False)


@app.command(cls=_OneValueEach)
def check(
    ruleset_id: Optional[str] = typer.Argument(None, metavar="[RULESET]",
                                               help="One ruleset (its clauses, sources and features); default: all."),
) -> None:
    """Check the catalogue, the generated files and the scenarios, with one summary; exit 0 only if all pass.

    The catalogue: it loads, quotes cover their source parts, scenarios name known clauses, cited
    hooks are catalogued, every number a quote gives is stated by a scenario.  The generated files:
    ids modules, docs/steps.md and the other generated docs are current.  The scenarios:
    features/RULESET passes on the reference engine.  Exit codes: 0 all passed, 1 a check failed,
    2 bad input.
    """
    if ruleset_id is not None and ruleset_id not in machinery.rulesets():
        known = machinery.rulesets()
        _fail(f"unknown ruleset {ruleset_id!r}{suggest(ruleset_id, known)} (known: {', '.join(sorted(known))})")
    try:
        groups = checking.check(ruleset_id)
    except OracleError as exc:
        _fail(str(exc))
    for g in groups:
        mark = "[green]ok[/]" if g.ok else f"[red]{len(g.problems)} problem(s)[/]"
        console.print(f"{escape(g.name)}: {mark}" + (f" ({escape(g.summary)})" if g.summary else ""), markup=True,
                      highlight=False)
        for p in g.problems:
            console.print(f"  {p}", highlight=False, markup=False)
        for n in g.notes:
            console.print(f"  note: {n}", highlight=False, markup=False)
    failed = [g.name for g in groups if not g.ok]
    scope = ruleset_id or "all rulesets"
    console.print(f"check {scope}: " + (f"[red]failed[/] ({escape(', '.join(failed))})" if failed else "[green]passed[/]"),
                  markup=True, highlight=False)
    raise typer.Exit(EXIT_FAILED if failed else EXIT_OK)


@app.command("new-ruleset", cls=_OneValueEach)
def new_ruleset(
    name: str = typer.Argument(..., help="The ruleset id: one lowercase word (e.g. coin)."),
    source: PathParameter = typer.Option(..., "--source", parser=_path, help="The rules text (UTF-8); copied to oracle/sources/."),
    language: str = typer.Option(..., "--language", help="The text's language, a BCP 47 code (en, ru, zh, pt-BR, ...)."),
    title: Optional[str] = typer.Option(None, "--title", help="The game's title (default: the name)."),
    section: str = typer.Option("basics", "--section", help="The first rules section's name (lowercase words "
                                                            "joined by hyphens)."),
    unit: str = typer.Option("in", "--unit", help="The unit of distances on its table (in, cm, yard, ...)."),
) -> None:
    """Write a new ruleset into this checkout: source entry, catalogue, package, steps, a feature that passes.

    Then edit the files it lists, and run 'oracle check NAME'.  Bad input (a name in use, a
    missing source file, a bad name or language code) is one line and exit 2; nothing is written.
    """
    try:
        done = scaffolding.new_ruleset(name, source, language, title=title, section=section, unit=unit)
    except OracleError as exc:
        _fail(str(exc))
    root = scaffolding.CHECKOUT
    rel = lambda p: p.relative_to(root) if p.is_relative_to(root) else p  # noqa: E731
    console.print(f"wrote {len(done.files)} files for ruleset {name}:", highlight=False)
    for p in done.files:
        console.print(f"  {rel(p)}" + ("   <- edit" if p in done.to_edit else ""), highlight=False)
    console.print(f"regenerated: {', '.join(str(rel(p)) for p in done.regenerated)}", highlight=False)
    console.print(f"next: edit the {len(done.to_edit)} files marked, then: oracle check {name}   "
                  f"(docs/adding-a-ruleset.md)", highlight=False)


def question_tables(file: Path, given: list[Path]) -> machinery.Tables:
    """Where ``oracle ask`` looks up a ``setup:``: ``--tables``, then a ``scenarios/`` folder beside the
    question file or in the working folder, then the built-in tables."""
    for t in given:
        problem = machinery.tables_folder_problem(t)
        if problem is not None:
            _fail(problem)
    near = [d / "scenarios" for d in (file.resolve().parent, Path.cwd()) if (d / "scenarios").is_dir()]
    search = [Path(t).resolve() for t in given] + [p.resolve() for p in near] + [machinery.builtin().tables]
    return machinery.Tables(tuple(dict.fromkeys(search)))


app.command("smoke", cls=_OneValueEach)(smoke)
app.command("try", cls=_OneValueEach)(try_)


TERMINATING: tuple[signal.Signals, ...] = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                                                  if hasattr(signal, name))
"""Signals the ``oracle`` program takes as a Ctrl-C: ``timeout``, a CI job cancelled, ``docker stop``
and a closed terminal end a run as Ctrl-C does (the engine process stopped, the previous report
left as it was, what ran kept beside it), with exit code 128 + the signal's number."""


@contextlib.contextmanager
def terminations_as_interrupts():
    """While inside, each of :data:`TERMINATING` runs the Ctrl-C handler in force (behave's run
    watches for it) instead of ending the process on the spot, which left the engine process, in
    a session of its own, running on; yields the list of the signals received. Ctrl-C itself, and
    these, are never lost where Python would drop their KeyboardInterrupt (a cyclic collector's
    callback, a finalizer, a weakref callback: :mod:`oracle.core.interrupts`)."""
    received: list[int] = []

    def handle(signum, frame):
        if deferred_if_dropped(signum, frame) or on_its_way(signum):
            return
        received.append(signum)
        interrupt = signal.getsignal(signal.SIGINT)
        if callable(interrupt) and interrupt is not raise_interrupt:
            interrupt(signal.SIGINT, frame)  # behave's watch during a run: it raises as it stops the run
        raise_for(signum)

    previous = {signum: signal.signal(signum, handle) for signum in TERMINATING}
    previous[signal.SIGINT] = signal.signal(signal.SIGINT, raise_interrupt)
    try:
        with drops_sent_again():
            yield received
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        taken()


def writes_any_text(*streams) -> None:
    """Streams whose encoding cannot write every character (an ASCII or Latin-1 locale, a Windows
    console or a file redirected there, ``PYTHONIOENCODING=ascii``) write what they cannot as
    ``\\uXXXX`` escapes: the quotes are Russian and Chinese, and ``oracle explain`` in such a
    terminal ended in a UnicodeEncodeError traceback after its work was done."""
    for stream in streams:
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding not in ("utf8", "utf16", "utf32") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def main(argv: list[str] | None = None, prog_name: str | None = None) -> None:
    """The ``oracle`` command: a usage error (an unknown option or command, a value out of range)
    is one line and exit 2, like every other bad input.  ``argv`` (default: the process's own
    arguments) and ``prog_name`` (default: as invoked) let a caller run it in its own process.
    Without ``argv`` (the ``oracle`` program, ``python -m oracle.cli``) the process ends with the
    command: :data:`TERMINATING` signals are taken as a Ctrl-C (:func:`terminations_as_interrupts`),
    what it writes cannot fail on a stream's encoding (:func:`writes_any_text`), and its heap is put
    out of the shutdown's collections (:func:`~oracle.core.ending.process_ends`)."""
    if argv is not None:
        with_room(_command, argv, prog_name)
        return
    writes_any_text(sys.stdout, sys.stderr)
    try:
        with terminations_as_interrupts() as received:
            try:
                with_room(_command, argv, prog_name)
            except SystemExit as exc:
                if received and exc.code == EXIT_INTERRUPTED:
                    raise SystemExit(128 + received[0]) from None
                raise
    finally:
        process_ends()


DISK_FULL = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG") if hasattr(errno, name))
"""The errors of a write to a disk that is full (or a quota, or a file size limit, reached)."""


def _output_to_null() -> None:
    """The standard output pointed at the null device: what is left in its buffer would fail again as the
    process ends (a second traceback)."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


@functools.cache
def _command_line() -> typer.core.TyperGroup:
    """The commands as click runs them, made once a process. typer's ``app(...)`` makes them anew at
    every call (about 8 ms: every command's parameters and help), which a program calling :func:`main`
    with its own arguments again and again (a test suite: 381 calls in the test command) paid each time.
    Nothing in them is read from the process when they are made: every default is a constant, and the
    working folder and the environment are read as a command runs."""
    return typer.main.get_command(app)


def _command(argv: list[str] | None, prog_name: str | None) -> NoReturn:
    try:
        with collector_threshold(COLLECTOR_FIRST_THRESHOLD):
            if argv is None:  # the process's own command: typer's call, which also sets its hook for a traceback
                code = app(args=argv, prog_name=prog_name, standalone_mode=False)
            else:  # a caller's arguments, in its process: its exceptions are the caller's to show
                code = _command_line().main(args=argv, prog_name=prog_name, standalone_mode=False)
    except typer.Abort:
        taken()
        err.print("interrupted", highlight=False)
        code = EXIT_INTERRUPTED
    except OSError as exc:
        if exc.errno not in DISK_FULL:
            raise
        # a full disk under the output (oracle clauses > file, > /dev/full) or a file the command writes was a
        # traceback; a closed pipe is click's (exit 1, quietly)
        _output_to_null()
        with contextlib.suppress(OSError):
            say_error(f"cannot write: {exc.strerror} (the output, or a file the command writes, is on a full disk); "
                      "what was written is cut short")
        code = 2
    except Exception as exc:
        if not (hasattr(exc, "format_message") and hasattr(exc, "exit_code")):
            raise  # not the command line's fault
        ctx = getattr(exc, "ctx", None)
        if type(exc).__name__ == "NoArgsIsHelpError" and ctx is not None:  # bare 'oracle': the help
            print(ctx.get_help())
        else:
            where = f"{ctx.command_path}: " if ctx is not None else ""
            hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
            say_error(where + " ".join(exc.format_message().split()) + hint)
        code = exc.exit_code
    sys.exit(code or 0)


if __name__ == "__main__":
    main()
