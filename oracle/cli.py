"""The ``oracle`` command: run the scenarios, list and explain clauses."""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

from oracle.core.errors import OracleError
from oracle.harness_cli import smoke, try_

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_show_locals=False,
                  help="Rules Oracle: the written rules of miniature wargames as an executable, citable test oracle.")
console = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


def _fail(message: str, code: int = 2) -> None:
    err.print(f"[bold red]error:[/] {message}", markup=True, highlight=False)
    raise typer.Exit(code)


def _project_root() -> Path:
    here = Path.cwd()
    for d in (here, *here.parents):
        if (d / "features").is_dir() and (d / "environment.py").is_file():
            return d
    _fail("run this from the project (no features/ and environment.py found here or above)")
    raise AssertionError


@app.command()
def run(
    tags: list[str] = typer.Option([], "--tags", "-t", help="behave tag expression, e.g. 'clause:lotow.mounted.thrown-rider.1'"),
    engine: str = typer.Option("reference", "--engine", "-e", help="Engine to verify: 'reference', 'cmd:<command line>', 'py:<module>:<attr>' or an engine config file (docs/protocol.md)."),
    ruling: list[str] = typer.Option([], "--ruling", "-r", help="Another reading, RULING=ALTERNATIVE (repeatable)."),
    force_ruling: list[str] = typer.Option([], "--force-ruling",
                                           help="A reading imposed even on scenarios that state their own "
                                                "(@ruling tags), RULING=ALTERNATIVE (repeatable)."),
    report: Path = typer.Option(Path("report"), "--report", help="Folder for index.html, coverage.md, coverage.json."),
    paths: list[str] = typer.Argument(None, help="Feature files or folders (default: features/)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Only the summary."),
    sides: Optional[bool] = typer.Option(None, "--sides/--no-sides",
                                         help="Re-run the scenarios that consult a ruling under each other reading "
                                              "and show the rulings side by side in the report (default: on for "
                                              "the reference engine)."),
) -> None:
    """Run the scenarios on an engine, write the coverage report, exit non-zero on any failure."""
    from oracle.bdd.runner import run_behave
    from oracle.catalogue.load import catalogue
    from oracle.core.rulings import Rulings, parse_assignment
    from oracle.report import write_reports

    root = _project_root()
    try:
        cat = catalogue()
        chosen = dict(parse_assignment(r) for r in ruling)
        Rulings(chosen)
        forced = dict(parse_assignment(r) for r in force_ruling)
        Rulings(forced)
    except OracleError as exc:
        _fail(str(exc))
    report = report if report.is_absolute() else Path.cwd() / report
    results_path = report / "results.json"
    results_path.unlink(missing_ok=True)  # never report an earlier run's results as this one's
    args = ["--no-capture", "--format", "null" if quiet else "progress", "--no-summary" if quiet else "--summary",
            "-D", f"engine={engine}", "-D", f"results={results_path}"]
    if chosen:
        args += ["-D", "rulings=" + ",".join(f"{k}={v}" for k, v in chosen.items())]
    if forced:
        args += ["-D", "force_rulings=" + ",".join(f"{k}={v}" for k, v in forced.items())]
    for t in tags:
        args += ["--tags", t]
    args += list(paths or [str(root / "features")])
    import os

    old = Path.cwd()
    os.chdir(root)
    try:
        code = run_behave(args)
    except OracleError as exc:
        _fail(str(exc))
    finally:
        os.chdir(old)
    if not results_path.is_file():
        _fail("behave stopped before any scenario ran (see its message above)")
    results = json.loads(results_path.read_text(encoding="utf-8"))
    side_data = None
    if (sides if sides is not None else engine in ("", "reference")) and not forced:
        from oracle.clarify.sides import side_by_side

        try:
            side_data = side_by_side(results, cat, root, engine=engine, rulings=chosen)
        except OracleError as exc:
            _fail(str(exc))
    data = write_reports(results, cat, report, sides=side_data)
    for sc in results["scenarios"]:
        if sc["status"] not in ("passed", "skipped"):
            err.print(f"[red]{sc['status']}[/]: {sc['feature']}:{sc['line']} {sc['name']}", highlight=False)
            if sc.get("message"):
                err.print(f"    {sc['step']}: {sc['message']}" if sc.get("step") else f"    {sc['message']}",
                          highlight=False, markup=False)
    t, s = data["totals"], data["scenario_totals"]
    console.print(f"{s['passed']}/{s['all']} scenarios passed; clauses: {t['green']} green, {t['failing']} failing, "
                  f"{t['not exercised']} not exercised, {t['gap']} without a scenario (of {t['clauses']})")
    if side_data is not None:
        st = side_data["totals"]
        console.print(f"rulings side by side: {st['rulings']} rulings, {st['settled']} with a scenario whose outcome "
                      f"differs between readings ({st['scenarios_changing']} scenario(s) change outcome)")
    console.print(f"report: {report / 'index.html'}, {report / 'coverage.md'}, {report / 'coverage.json'}")
    from oracle.report.matrix import write_matrix

    for eng in write_matrix([results], cat, report)["engines"]:
        console.print(eng["summary"], highlight=False, soft_wrap=True)
    console.print(f"compliance: {report / 'matrix.html'}, matrix.md, matrix.json, junit.xml, badge-*.json")
    failed = s["all"] - s["passed"] - s["skipped"]
    raise typer.Exit(1 if (code != 0 or failed) else 0)


@app.command()
def matrix(
    results: list[Path] = typer.Argument(..., help="results.json files of 'oracle run', one per engine."),
    out: Path = typer.Option(Path("report"), "--out", "-o", help="Folder for matrix.html/.md/.json, junit.xml, badges."),
) -> None:
    """The compliance matrix of several runs: every clause against every engine."""
    from oracle.catalogue.load import catalogue
    from oracle.report.matrix import load_run, write_matrix

    try:
        runs = [load_run(p) for p in results]
        data = write_matrix(runs, catalogue(), out)
    except (OSError, ValueError, OracleError) as exc:
        _fail(str(exc))
    for eng in data["engines"]:
        console.print(eng["summary"], highlight=False, soft_wrap=True)
    console.print(f"compliance: {out / 'matrix.html'}, matrix.md, matrix.json, junit.xml, badge-*.json")


@app.command()
def diff(
    old: Path = typer.Argument(..., help="results.json (or matrix.json) of the earlier run."),
    new: Path = typer.Argument(..., help="results.json (or matrix.json) of the later run."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """What got fixed and what regressed between two runs, clause by clause; exit 1 on a regression."""
    from oracle.catalogue.load import catalogue
    from oracle.report.matrix import diff_runs, format_diff, load_run

    try:
        result = diff_runs(load_run(old), load_run(new), catalogue())
    except (OSError, ValueError, OracleError) as exc:
        _fail(str(exc))
    print(json.dumps(result, indent=1) if as_json else format_diff(result))
    raise typer.Exit(1 if any(e["regressed"] for e in result["engines"]) else 0)


@app.command()
def stats(
    engine: str = typer.Option(..., "--engine", "-e", help="An engine that rolls its own dice (see 'oracle run --engine')."),
    table: Path = typer.Option(..., "--table", help="A setup file: ruleset, description, table (as in scenarios/)."),
    action: str = typer.Option(..., "--action", help='The action as JSON, e.g. \'{"action": "roll-thrown-rider", "fighter": "rider"}\'.'),
    trials: int = typer.Option(1000, "--trials", "-n", min=1),
    alpha: float = typer.Option(0.01, "--alpha", help="Flag the engine when the p-value is below this."),
) -> None:
    """Statistical mode: N trials on the engine's own dice against the exact odds (chi-square); exit 1 if flagged."""
    import yaml

    from oracle.bdd.world import SetupFile
    from oracle.core.state import validate_setup
    from oracle.engine import connect
    from oracle.engine.ruleset import ruleset as get_ruleset
    from oracle.engine.stats import check

    try:
        setup = SetupFile.model_validate(yaml.safe_load(table.read_text(encoding="utf-8")))
        rs = get_ruleset(setup.ruleset)
        state = validate_setup(rs.state_model, setup.table, str(table))
        act = rs.parse_action(json.loads(action), "--action")
        eng = connect(engine)
    except (OSError, ValueError, OracleError) as exc:
        _fail(str(exc))
    try:
        result = check(eng, rs.id, state, act, trials=trials, alpha=alpha)
    finally:
        eng.close()
    print(result.report())
    raise typer.Exit(1 if result.flagged else 0)


@app.command()
def fuzz(
    engine: str = typer.Option(..., "--engine", "-e", help="The engine to compare with the oracle (see 'oracle run --engine')."),
    ruleset: str = typer.Option("lotow", "--ruleset", help="The ruleset whose situations to generate."),
    action: list[str] = typer.Option([], "--action", "-a", help="Only these actions (default: all the engine supports)."),
    examples: int = typer.Option(200, "--examples", "-n", min=1, help="How many situations to try."),
    seed: Optional[int] = typer.Option(0, "--seed", help="Fixed generation (default 0); --seed -1 for a fresh one."),
) -> None:
    """Differential fuzzing: legal situations on the engine and the oracle; the smallest disagreement as Gherkin."""
    from oracle.engine import connect
    from oracle.engine.fuzz import fuzz as run_fuzz

    try:
        eng = connect(engine)
        result = run_fuzz(eng, ruleset, action or None, examples=examples, seed=None if seed == -1 else seed)
    except OracleError as exc:
        _fail(str(exc))
    finally:
        if "eng" in locals():
            eng.close()
    print(result.report())
    raise typer.Exit(1 if result.disagreement else 0)


@app.command()
def clauses(
    ruleset: Optional[str] = typer.Option(None, "--ruleset", help="Only this ruleset (lotow, mordheim, gurps, ww2)."),
    section: Optional[str] = typer.Option(None, "--section", help="Only this section id."),
    grep: Optional[str] = typer.Option(None, "--grep", help="Only clauses whose id, title or statement contains this."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """List and filter the rule catalogue."""
    from oracle.catalogue.load import catalogue

    try:
        cat = catalogue()
    except OracleError as exc:
        _fail(str(exc))
    rows = [c for c in cat.clauses.values()
            if (ruleset is None or c.ruleset == ruleset) and (section is None or c.section == section)
            and (grep is None or grep.lower() in f"{c.id} {c.title} {c.statement}".lower())]
    if as_json:
        print(json.dumps([c.model_dump() for c in rows], ensure_ascii=False, indent=1))
        return
    table = Table("id", "kind", "title", show_lines=False)
    for c in rows:
        table.add_row(c.id, c.kind, c.title)
    console.print(table)
    console.print(f"{len(rows)} clause(s)")


@app.command()
def explain(clause: str = typer.Argument(..., help="Clause id, e.g. lotow.mounted.thrown-rider.1")) -> None:
    """Print a clause: quote, statement, rulings, scenarios and the exact odds of its rolls."""
    from oracle.catalogue.load import catalogue
    from oracle.explain import explain_clause

    try:
        cat = catalogue()
        text = explain_clause(cat, cat.clause(clause))
    except OracleError as exc:
        _fail(str(exc))
    print(text)


@app.command()
def ask(
    file: Path = typer.Argument(..., help="A question file (YAML): ruleset, setup or table, actions, question."),
    engine: str = typer.Option("reference", "--engine", "-e", help="Engine that answers (it must give exact odds)."),
    card: Optional[Path] = typer.Option(None, "--card", help="Also write the answer as a self-contained HTML page."),
    markdown: Optional[Path] = typer.Option(None, "--markdown", help="Also write the answer as Markdown (for forums)."),
    as_json: bool = typer.Option(False, "--json", help="Print the answer as JSON instead of text."),
) -> None:
    """Answer a question with exact odds, under the default reading and every reading that touches it."""
    from oracle.clarify.ask import ask as answer_question, render_text

    try:
        answer = answer_question(file, engine=engine)
    except OracleError as exc:
        _fail(str(exc))
    if as_json:
        print(json.dumps(answer.as_dict(), ensure_ascii=False, indent=1))
    else:
        print(render_text(answer))
    if card is not None:
        from oracle.clarify.card import render_html

        card.parent.mkdir(parents=True, exist_ok=True)
        card.write_text(render_html(answer), encoding="utf-8")
        err.print(f"card: {card}", highlight=False)
    if markdown is not None:
        from oracle.clarify.card import render_markdown

        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(render_markdown(answer), encoding="utf-8")
        err.print(f"markdown: {markdown}", highlight=False)


app.command("smoke")(smoke)
app.command("try")(try_)


def main() -> None:  # pragma: no cover
    app()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(app())
