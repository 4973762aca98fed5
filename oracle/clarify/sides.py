"""Rulings side by side: every reading of every unclear passage, and what it changes.

A run records, for each scenario, the rulings it consulted and the reading in force.
:func:`side_by_side` re-runs those scenarios (behave) with each other reading *forced*
(``-D force_rulings=ID=ALT``, which beats the scenario's own ``@ruling`` tag) and compares
what the engine said: the scenario's status, the table it ended with and the exact
distributions it asked for.  A scenario *changes outcome* under an alternative when that
differs from what it gives under the default reading.

The re-runs are independent of each other: on the reference engine they are shared among
processes forked from this one, one for each core this process may use
(:mod:`oracle.core.workers`), each given whole feature files; the report is the same whatever
the number of processes.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from oracle.bdd.held import KeptParses
from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.selection import split_location
from oracle.bdd.tables import Tables
from oracle.bdd.world import RunScope
from oracle.catalogue.load import Catalogue
from oracle.clarify.render import env
from oracle.core.workers import Waiting, WorkerDied, forks, map_in_processes, usable_cores


def together_by_file(locations: Iterable[str]) -> list[str]:
    """The locations with each file's together, files in the order first named and each file's lines
    in the order named: behave makes a feature of every run of consecutive locations in one file,
    parsing the file for each, so the rounds of the side by side (scenarios listed ruling by ruling)
    parsed and ran most files two or three times a round."""
    files: dict[str, list[str]] = {}
    for location in locations:
        files.setdefault(split_location(location)[0], []).append(location)
    return [location for same in files.values() for location in same]


def run_scenarios(root: Path | None, locations: Iterable[str], *, engine: str = "reference",
                  rulings: dict[str, str] | None = None, forced: dict[str, str] | None = None,
                  plan: dict[str, dict[str, str]] | None = None, steps: tuple[Path, ...] = (),
                  tables: tuple[Path, ...] = (), workdir: Path | None = None,
                  parsed: KeptParses | None = None, scope: RunScope | None = None,
                  matches: dict | None = None, fields: frozenset[str] | None = None) -> list[dict]:
    """Run the scenarios at ``feature:line`` locations quietly; return their results.

    ``forced`` readings apply to every scenario, ``plan`` gives them per location; ``steps``
    and ``tables`` are the user's step and table folders (the built-in ones always come).
    Locations relative to the working folder are read from ``root`` when it is given. The
    run's results are written in a temporary folder, made in ``workdir`` when it is given.
    ``parsed``: the features kept from earlier runs of this process, to read back rather than parse;
    ``scope`` and ``matches``: the tables built and the step matches made by earlier runs of this
    process with the same ``tables`` (a scope of its own when None); ``fields``: the fields of the
    results to record (all when None)."""
    locations = together_by_file(dict.fromkeys(locations))
    if not locations:
        return []
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        out = Path(tmp) / "results.json"
        args = ["--no-capture", "--format", "null", "--no-summary", "-D", f"engine={engine}", "-D", f"results={out}"]
        if rulings:
            args += ["-D", "rulings=" + ",".join(f"{k}={v}" for k, v in rulings.items())]
        if forced:
            args += ["-D", "force_rulings=" + ",".join(f"{k}={v}" for k, v in forced.items())]
        if plan:
            plan_path = Path(tmp) / "plan.json"
            plan_path.write_text(json.dumps(plan), encoding="utf-8")
            args += ["-D", f"force_plan={plan_path}"]
        setup = RunSetup(steps=tuple(steps), scope=scope if scope is not None else RunScope(Tables(tuple(tables))),
                         parsed=parsed, matches=matches, result_fields=fields)
        old = Path.cwd()
        if root is not None:
            os.chdir(root)
        try:
            run_behave(args + locations, setup)
        finally:
            os.chdir(old)
        if not out.is_file():
            return []
        return json.loads(out.read_text(encoding="utf-8")).get("scenarios", [])


def _key(sc: dict) -> tuple[str, int]:
    return (sc["feature"], sc["line"])


def location(sc: dict) -> str:
    return f"{sc.get('path') or sc['feature']}:{sc['line']}"


def outcome(sc: dict) -> dict[str, Any]:
    """What a scenario's run says happened, in the form the report shows."""
    odds = sc.get("odds") or []
    message = sc.get("message")  # behave's "ASSERT FAILED: " said nothing a reader needs
    return {"status": sc["status"], "step": sc.get("step"),
            "message": message.removeprefix("ASSERT FAILED: ") if message else message,
            "final": sc.get("final"), "odds": odds[-1]["outcomes"] if odds else None,
            "all_odds": odds}


def signature(o: dict[str, Any] | None) -> Any:
    """The part of an outcome that decides whether two readings give the same result."""
    if o is None:
        return None
    return (o["status"], o["final"], json.dumps(o["all_odds"], sort_keys=True))


_CONSULTING = ("name", "feature", "path", "line", "rulings", "chosen_rulings", "status", "step", "message", "final",
               "odds", "seconds")
"""What the rulings side by side read of a scenario's result (:func:`outcome`, :func:`location`, and
its time, :func:`shares`)."""

LEAST_COST_MS: int = 1
"""The cost in milliseconds counted for a re-run whose scenario took less in the run (behave's own
work for it)."""


@dataclass(frozen=True)
class Share:
    """Some of the re-runs, for one process: each location's readings to force, one a round (a
    round is one behave run, each scenario in it at most once, each with its own reading)."""

    todo: dict[str, list[tuple[str, str]]]
    root: Path | None
    engine: str
    rulings: dict[str, str] | None
    steps: tuple[Path, ...]
    tables: tuple[Path, ...]
    workdir: Path | None


Rerun = tuple[tuple[str, int], str, str, dict[str, Any]]
"""A re-run's result: the scenario (feature, line), the ruling, the reading forced, its outcome."""


def rerun(share: Share) -> list[Rerun]:
    """The re-runs of a share, in rounds (a handful of behave runs instead of one per reading), each
    feature file parsed in the first round that runs it and read back in the later ones; the tables
    set up, the outcome phrases and the step texts matched in one round serve the later ones (the
    same catalogue, steps and tables: only the readings differ, and no table or match depends on
    them)."""
    found: list[Rerun] = []
    parsed = KeptParses()
    scope, matches = RunScope(Tables(share.tables)), {}
    round_no = 0
    while True:
        plan = {loc: dict([todo[round_no]]) for loc, todo in share.todo.items() if len(todo) > round_no}
        if not plan:
            return found
        for sc in run_scenarios(share.root, plan, engine=share.engine, rulings=share.rulings, plan=plan,
                                steps=share.steps, tables=share.tables, workdir=share.workdir, parsed=parsed,
                                scope=scope, matches=matches, fields=frozenset(_CONSULTING)):
            chosen = plan.get(location(sc))
            if chosen:
                (rid, alt), = chosen.items()
                found.append((_key(sc), rid, alt, outcome(sc)))
        round_no += 1


def shares(jobs: dict[str, list[tuple[str, str]]], cost: dict[str, float], n: int) -> list[dict[str, list[tuple[str, str]]]]:
    """The re-runs split into at most ``n`` parts of about equal cost (a location's re-runs times the
    seconds its scenario took, ``cost``), whole feature files to a part (a round parses each of its files once),
    the costliest files placed first, each on the part that costs least so far; each part's
    locations in the order of ``jobs``."""
    files: dict[str, list[str]] = {}
    for loc in jobs:
        files.setdefault(split_location(loc)[0], []).append(loc)
    weight = {f: sum(len(jobs[loc]) * max(1000 * cost.get(loc, 0.0), LEAST_COST_MS) for loc in locs)
              for f, locs in files.items()}
    parts: list[tuple[float, list[str]]] = [(0.0, []) for _ in range(max(1, n))]
    for f in sorted(files, key=lambda f: -weight[f]):
        i = min(range(len(parts)), key=lambda i: parts[i][0])
        parts[i] = (parts[i][0] + weight[f], parts[i][1] + files[f])
    order = {loc: i for i, loc in enumerate(jobs)}
    return [{loc: jobs[loc] for loc in sorted(locs, key=order.get)} for _, locs in parts if locs]


def _files_of(share: Share) -> str:
    """The feature files of a share, for a message."""
    files = list(dict.fromkeys(split_location(loc)[0] for loc in share.todo))
    return "the re-runs of " + ", ".join(files[:3]) + (f" and {len(files) - 3} more files" if len(files) > 3 else "")


SHARES_PER_PROCESS: int = 8
"""Parts of the re-runs for each process: a process that ends its part early takes another. A part's cost is
guessed from its scenarios' own times, and a scenario's re-run under another reading may cost thirty times its
own (features/gurps/mounted.feature's fight until it is settled, under a reading that sends the mount back to the
fight after its row: 2727 states then): with two parts a process, that file's part held 18 other files and was the
run's last by 3 s; with eight, it holds that file alone, and the whole suite's `oracle run` on two processes took
15.1-15.3 s of wall time against 16.4-16.5 s, its CPU the same (docs/performance.md). Since that chain meets 605
states, eight parts and four take the same time (10.7-11.5 s against 10.6-11.1 s, two runs each), and two are
slower again (12.3-12.5 s)."""


def processes_for(engine: str, processes: int | None = None) -> int:
    """The processes the re-runs go to: ``processes`` (default: one for each core this process may
    use) when the engine is the reference in this process and the system forks; else 1, this process
    (another engine's processes are its own)."""
    n = (processes or usable_cores()) if engine in ("", "reference") else 1
    return n if forks(n) else 1


@dataclass
class Consulted:
    """What the rulings side by side need of a run's scenarios: each ruling's table of the scenarios that
    consult it, each with its outcome under its own reading (:func:`assemble` adds the others'), and
    every (scenario, ruling, other reading) to re-run, by location, with the seconds each scenario took."""

    tables: dict[str, dict[tuple, dict]]
    jobs: dict[str, list[tuple[str, str]]]
    cost: dict[str, float]
    key_of: dict[str, tuple[str, int]]


def consulted(results: dict, cat: Catalogue) -> Consulted:
    """The scenarios of ``results`` that consult a ruling, in one walk (a run's scenarios may be read
    from its results file as they are walked: never all held), and the re-runs they ask for."""
    scenarios = [{k: sc.get(k) for k in _CONSULTING} for sc in results.get("scenarios", []) if sc.get("rulings")]
    tables: dict[str, dict[tuple, dict]] = {}
    jobs: dict[str, list[tuple[str, str]]] = {}
    cost: dict[str, float] = {}
    for ruling in cat.rulings.values():
        table = tables[ruling.id] = {}
        for sc in scenarios:
            if ruling.id not in (sc.get("rulings") or {}):
                continue
            own = sc["rulings"][ruling.id]
            table[_key(sc)] = {"name": sc["name"], "feature": sc["feature"], "line": sc["line"], "assumes": own,
                               "tagged": (sc.get("chosen_rulings") or {}).get(ruling.id),
                               "readings": {own: outcome(sc)}}
            jobs.setdefault(location(sc), []).extend((ruling.id, a.id) for a in ruling.alternatives if a.id != own)
            cost[location(sc)] = sc.get("seconds") or 0.0
    return Consulted(tables, jobs, cost, {location(sc): _key(sc) for sc in scenarios})


def side_by_side(results: dict, cat: Catalogue, root: Path | None, *, engine: str = "reference",
                 rulings: dict[str, str] | None = None, steps: tuple[Path, ...] = (),
                 table_dirs: tuple[Path, ...] = (), processes: int | None = None,
                 waiting: Waiting | None = None) -> dict[str, Any]:
    """Every ruling with its alternatives, and each consulting scenario's outcome under each reading.

    The re-runs go to :func:`processes_for` processes; ``waiting`` is told how far they are (parts
    done, parts), on this thread."""
    asked = consulted(results, cat)
    n = processes_for(engine, processes)
    with tempfile.TemporaryDirectory(prefix="oracle-sides-") as workdir:
        # each process's behave runs write their results in this folder, removed even when the
        # processes are ended (a Ctrl-C) before they could remove their own
        parts = shares(asked.jobs, asked.cost, n * SHARES_PER_PROCESS if n > 1 else 1)
        try:
            done = map_in_processes(rerun, [Share(part, root, engine, rulings, steps, table_dirs, Path(workdir))
                                            for part in parts], n, what=_files_of, waiting=waiting)
        except WorkerDied as exc:
            raise WorkerDied(f"the rulings side by side: {exc}; `oracle run --jobs 1` re-runs them in the "
                             "command's own process") from None
    return assemble(asked, [found for part in done for found in part], cat)


def assemble(asked: Consulted, reruns: Iterable[Rerun], cat: Catalogue) -> dict[str, Any]:
    """The rulings side by side: each ruling's scenarios (``asked``) with their outcomes under every
    reading, the other readings' from ``reruns`` (in any order: each is placed by its scenario, ruling
    and reading), and what changes with the reading."""
    found = {(key, rid, alt): out for key, rid, alt, out in reruns}
    tables = asked.tables
    for loc, todo in asked.jobs.items():  # in the order of the scenarios' own readings, whatever the processes
        key = asked.key_of[loc]
        for rid, alt in todo:
            if (key, rid, alt) in found and key in tables[rid]:
                tables[rid][key]["readings"][alt] = found[(key, rid, alt)]
    rows = []
    for ruling in sorted(cat.rulings.values(), key=lambda r: r.id):
        table = tables[ruling.id]
        alt_ids = [a.id for a in ruling.alternatives]
        changes = {a: [] for a in alt_ids if a != ruling.default}
        for row in table.values():
            base = signature(row["readings"].get(ruling.default))
            row["changed"] = {}
            for a in alt_ids:
                differs = a != ruling.default and signature(row["readings"].get(a)) != base
                row["changed"][a] = differs
                if differs:
                    changes[a].append(f"{row['name']} ({row['feature']}:{row['line']})")
        ruleset = next((cat.clauses[c].ruleset for c in ruling.clauses if c in cat.clauses), ruling.id.split(".")[0])
        rows.append({
            "id": ruling.id, "ruleset": ruleset, "question": ruling.question, "clauses": list(ruling.clauses),
            "default": ruling.default, "why": ruling.alternative(ruling.default).reason,
            "alternatives": [a.model_dump() | {"is_default": a.id == ruling.default} for a in ruling.alternatives],
            "scenarios": list(table.values()),
            "changes": changes,
            "changed_scenarios": sum(1 for row in table.values() if any(row["changed"].values())),
        })
    settled = [r for r in rows if r["changed_scenarios"]]
    return {
        "rulings": rows,
        "totals": {"rulings": len(rows), "with_scenarios": sum(1 for r in rows if r["scenarios"]),
                   "settled": len(settled),
                   "scenarios_changing": sum(r["changed_scenarios"] for r in rows)},
    }


def sides_json(sides: dict[str, Any]) -> dict[str, Any]:
    """The machine-readable summary: per ruling, per alternative, the scenarios that change outcome."""
    return {"totals": sides["totals"],
            "rulings": [{"id": r["id"], "ruleset": r["ruleset"], "default": r["default"],
                         "alternatives": [a["id"] for a in r["alternatives"]],
                         "scenarios": len(r["scenarios"]), "changes": r["changes"]} for r in sides["rulings"]]}


def render_html(sides: dict[str, Any]) -> str:
    """The report's section (a fragment of index.html), with its own styles."""
    return env().get_template("sides.html.j2").render(s=sides)


def render_markdown(sides: dict[str, Any]) -> str:
    return env(markdown=True).get_template("sides.md.j2").render(s=sides)


def explain_lines(results: dict, cat: Catalogue, root: Path | None, clause_id: str | None = None, *,
                  steps: tuple[Path, ...] = (), tables: tuple[Path, ...] = ()) -> list[str]:
    """For ``oracle explain``: the clause's scenarios that consult a ruling, under every reading.

    With ``clause_id``, only the rulings that touch that clause."""
    sides = side_by_side(results, cat, root, steps=steps, table_dirs=tables)
    touching = {r.id for r in cat.rulings_for(clause_id)} if clause_id else None
    lines: list[str] = []
    for r in sides["rulings"]:
        if not r["scenarios"] or (touching is not None and r["id"] not in touching):
            continue
        lines += ["", f"Under each reading of {r['id']}:"]
        for sc in r["scenarios"]:
            lines.append(f"  {sc['name']}  ({sc['feature']}:{sc['line']})")
            for alt in r["alternatives"]:
                o = sc["readings"].get(alt["id"])
                mark = " (default)" if alt["is_default"] else ""
                if o is None:
                    lines.append(f"    {alt['id']}{mark}: not run")
                    continue
                moved = "  <- changes outcome" if sc["changed"].get(alt["id"]) else ""
                lines.append(f"    {alt['id']}{mark}: {o['status']}{moved}")
                if o["status"] != "passed" and o.get("message"):
                    lines.append(f"        {o['message']}")
                for v, p in (o["odds"] or []):
                    lines.append(f"        {p:>8}  {v}")
                if not o["odds"] and o.get("final"):
                    lines.append(f"        table: {o['final']}")
    return lines
