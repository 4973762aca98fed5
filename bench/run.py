"""The benchmark: every figure a ratio against a baseline measured in the same run.

    PYTHONPATH=. python -m bench.run              # everything, about seven minutes on 2 cores
    PYTHONPATH=. python -m bench.run --quick      # fewer repetitions, a short campaign

Prints one table and writes ``bench/results/latest.json`` (``--json PATH`` for another place).

1. suite: the scenario suite on the reference engine / behave's floor (the same
   scenarios and steps with empty bodies, generated from the suite: bench/suites.py);
2. exact: exact enumeration / icepool on the same odds questions (bench/questions.py),
   the answers asserted equal as fractions; each ask cold (the transposition table emptied
   first; the read rolls the process keeps, which depend on no state, stay), and again warm
   (sub-results of earlier asks shared); and the part of the cold ask that is the question's
   own, sorting the engine's answer (every distinct table) into its named outcomes, against
   icepool's time; and a floor under any engine that answers with tables: the
   answer's tables made once more and sorted, no dice and no rule code;
3. external: a persistent engine process speaking the protocol / the in-process engine
   on the same suite, and the round trip of a trivial request;
4. scaling: the suite multiplied 1x, 4x, 16x by generated outlines, time per scenario
   against 1x, and the peak memory of the job running it; 4b. the main job: ``oracle run``
   on the whole suite with the rulings side by side against the suite alone (``--no-sides``),
   wall time, CPU time and peak RSS;
5. report: report generation time per clause for the catalogue multiplied 1x, 4x, 16x;
6. campaign: a hypothesis campaign (scripted dice agree with exact odds) on pytest-xdist,
   two workers against one;
7. fuzz: ``oracle fuzz`` against the reference served over the protocol, situations a
   second, and against the in-process reference (bench/fuzz.py);
8. startup: what a process costs before its work: ``oracle --help`` and ``oracle run`` of one
   small feature against ``python -c pass``, the served reference's handshake and first reply
   against ``python -c "import pydantic"`` (bench/startup.py);
9. tests, only with ``--only tests``: the README's test command timed whole against its 75 s, where its
   CPU went, and its CPU over that of the built-in suite run before and after it (``oracle run -q
   --no-sides``), the pace of the hour (bench/tests_command.py).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from bench import grown, startup, tests_command
from bench.arguments import positive_int, results_file
from bench.fuzz import bench_fuzz, rows as fuzz_rows
from bench.timing import median_cpu_times

ROOT = Path(__file__).resolve().parent.parent
MEASURES: tuple[str, ...] = ("suite", "exact", "external", "scaling", "main_job", "report", "campaign", "fuzz", "startup",
                             "grown", "tests")
"""The measures ``--only`` names, in the order a run takes them; ``tests`` runs only when named."""
TARGETS = {
    "suite": ("<=", 1.3),
    "exact": ("<=", 1.0),
    "scaling": ("<=", 1.25),  # time per scenario at 4x and 16x against 1x: flat within 25%
    "report": ("<=", 1.25),   # time per clause at 4x and 16x against 1x
    "memory_traced": ("<=", 1.5),  # traced peak of the run at 4x and 16x against 1x
    "memory_rss": ("<=", 1.3),     # max RSS of the job at 4x and 16x against 1x
}
"""The targets judged here; the external engine's (the served suite's ratio, a ping's round trip) are
``bench.external``'s, given with its measures."""


def _met(kind: str, value: float | None) -> str:
    if value is None:
        return "n/a"
    op, limit = TARGETS[kind]
    return "met" if value <= limit else "NOT met"


def _target(kind: str) -> str:
    """A ratio's target as the table prints it (``<=1.3x``)."""
    op, limit = TARGETS[kind]
    return f"{op}{limit:g}x"


def _memory_status(row: dict, key: str, kind: str) -> str:
    """Met or not, with how many times the scenarios were multiplied (the 1x row is its own baseline)."""
    return f"{_met(kind, row[key])}, scenarios {row['scenarios_ratio']:.0f}x"


# --- 1. the suite against behave's floor -------------------------------------------------------
#
# Every suite run is a fresh process, as one `oracle run` is: it imports what the command
# imports and loads the catalogue (as `oracle run` does before behave starts), then the
# run is timed (CPU time of the process).  No cache of an earlier run helps a later one.


def suite_child(kind: str, features: str, out: Path) -> None:
    """Run in a fresh process: one suite run, real (project runner, hooks, engine) or floor (stock behave)."""
    import tracemalloc

    from bench import suites
    from oracle.catalogue.load import catalogue
    from oracle.engine.ruleset import rulesets

    catalogue()
    rulesets()
    folder = Path(tempfile.mkdtemp(prefix="bench-run-"))
    results = folder / "results.json"
    try:
        if kind == "real":
            run = suites.run_real([features], results)
        else:
            run = suites.run_stock([features])
        row = {"kind": kind, "seconds": run.seconds, "scenarios": run.scenarios, "steps": run.steps,
               "failed": run.failed, "maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
        if os.environ.get("BENCH_TRACEMALLOC"):
            # the same run again in this process under tracemalloc, for the peak of live memory
            tracemalloc.start()
            (suites.run_real if kind == "real" else lambda p, r=None: suites.run_stock(p))([features], results)
            row["traced_peak_mb"] = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    out.write_text(json.dumps(row))


def run_child(kind: str, features: str, tmp: Path, *, trace_memory: bool = False) -> dict:
    out = tmp / f"child-{kind}-{time.monotonic_ns()}.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if trace_memory:
        env["BENCH_TRACEMALLOC"] = "1"
    subprocess.run([sys.executable, "-m", "bench.run", "--suite-child", kind, features, "--json", str(out)],
                   cwd=ROOT, check=True, env=env)
    return json.loads(out.read_text())


def bench_suite(tmp: Path, repeat: int) -> dict:
    from bench import suites

    floor = suites.make_floor(tmp / "floor")
    real_runs, floor_runs = [], []
    for _ in range(repeat):  # interleaved, so that drifts of the machine hit both alike
        real_runs.append(run_child("real", "features", tmp))
        floor_runs.append(run_child("floor", str(floor), tmp))
    real, fl = real_runs[0], floor_runs[0]
    assert real["failed"] == 0, f"{real['failed']} scenario(s) failed on the reference engine"
    assert fl["failed"] == 0, f"{fl['failed']} scenario(s) failed on the floor (a step it does not define)"
    assert (real["scenarios"], real["steps"]) == (fl["scenarios"], fl["steps"]), \
        f"the floor ran {fl['scenarios']} scenarios / {fl['steps']} steps, the suite {real['scenarios']} / {real['steps']}"
    t_real = statistics.median(r["seconds"] for r in real_runs)
    t_floor = statistics.median(r["seconds"] for r in floor_runs)
    ratio = t_real / t_floor
    # each run over the floor's run beside it: how far one pair strays from the medians' ratio is
    # this machine's noise, which the reader needs before trusting a ratio near its target
    pairs = [r["seconds"] / f["seconds"] for r, f in zip(real_runs, floor_runs)]
    return {"scenarios": real["scenarios"], "steps": real["steps"], "suite_s": t_real, "floor_s": t_floor,
            "runs": repeat, "ratio": ratio, "pair_ratios": pairs, "target": TARGETS["suite"][1],
            "status": _met("suite", ratio)}


# --- 2. exact enumeration against icepool --------------------------------------------------------


def bench_exact(repeat: int) -> dict:
    from bench.questions import all_questions
    from oracle.core.resolve import forget_transpositions

    def cold(q):
        forget_transpositions()  # no sub-result of an earlier ask (but the read rolls the process keeps)
        return q.engine()

    questions, missing = all_questions()
    rows = []
    t_engine_all = t_ice_all = t_warm_all = 0.0
    for q in questions:
        mine, theirs = cold(q), q.icepool()
        assert mine == theirs, f"{q.name}: the engine says {mine}, icepool {theirs}"
        assert q.engine() == theirs, f"{q.name}: asked again (the transposition table warm), the engine differs"
        answer = q.engine.answer()
        assert q.engine.least(answer) == theirs, f"{q.name}: the floor's tables sort to another answer"
        # each sample asks the question several times, so that short answers are measurable; the samples
        # take turns round by round, so that a change of the machine's speed falls on all of them alike:
        # the cold ask, icepool, the ask again (warm), and two parts of the cold ask: the caller's,
        # sorting the answer's tables into the question's outcomes (``classify`` run on every distinct
        # table, which icepool's expression does in its own dice arithmetic), and a floor under any
        # engine that answers with tables (the answer's tables made once more and sorted)
        inner = 5
        t = median_cpu_times({"engine": lambda: [cold(q) for _ in range(inner)],
                             "icepool": lambda: [q.icepool() for _ in range(inner)],
                             "warm": lambda: [q.engine() for _ in range(inner)],
                             "sort": lambda: [q.engine.sort(answer) for _ in range(inner)],
                             "least": lambda: [q.engine.least(answer) for _ in range(inner)]}, repeat)
        t_engine, t_ice, t_warm, t_sort, t_least = (t[k] / inner for k in ("engine", "icepool", "warm", "sort", "least"))
        t_engine_all += t_engine
        t_ice_all += t_ice
        t_warm_all += t_warm
        rows.append({"question": q.name, "group": q.group, "engine_us": t_engine * 1e6, "icepool_us": t_ice * 1e6,
                     "warm_us": t_warm * 1e6, "sort_us": t_sort * 1e6, "least_us": t_least * 1e6,
                     "tables": len(answer),
                     "ratio": t_engine / t_ice, "warm_ratio": t_warm / t_ice, "equal": True,
                     "answer": {str(k): str(v) for k, v in sorted(mine.items(), key=lambda kv: str(kv[0]))}})
    groups = {}
    for group in sorted({r["group"] for r in rows}):
        mine = [r for r in rows if r["group"] == group]
        e, i = sum(r["engine_us"] for r in mine), sum(r["icepool_us"] for r in mine)
        w, s = sum(r["warm_us"] for r in mine), sum(r["sort_us"] for r in mine)
        least = sum(r["least_us"] for r in mine)
        groups[group] = {"questions": len(mine), "engine_us": e, "icepool_us": i, "ratio": e / i,
                         "warm_ratio": w / i, "sort_ratio": s / i, "least_ratio": least / i,
                         "tables": sum(r["tables"] for r in mine),
                         "status": _met("exact", e / i)}
    ratio = t_engine_all / t_ice_all if rows else None
    return {"questions": rows, "groups": groups, "missing": missing, "ratio": ratio,
            "warm_ratio": t_warm_all / t_ice_all if rows else None,
            "target": TARGETS["exact"][1], "status": _met("exact", ratio)}


# --- 3. an external engine process against the in-process engine --------------------------------


def bench_external(tmp: Path, repeat: int) -> dict:
    try:
        from bench import external
    except ImportError as exc:  # pragma: no cover - the protocol is not in this checkout
        return {"status": "not available", "why": str(exc)}
    return external.measure(tmp, repeat)


# --- 4. scaling ---------------------------------------------------------------------------------


def bench_scaling(tmp: Path, sizes=(1, 4, 16), repeat: int = 3) -> dict:
    from bench import suites

    rows = []
    for k in sizes:
        features = suites.make_multiplied(tmp / f"x{k}", k)
        runs = [run_child("real", str(features), tmp) for _ in range(repeat)]
        traced = run_child("real", str(features), tmp, trace_memory=True)
        row = {"k": k, "scenarios": runs[0]["scenarios"], "steps": runs[0]["steps"],
               "seconds": statistics.median(r["seconds"] for r in runs),
               "maxrss_mb": max(r["maxrss_mb"] for r in runs), "traced_peak_mb": traced["traced_peak_mb"]}
        assert all(r["failed"] == 0 for r in runs), f"scenarios failed in the suite multiplied {k} times"
        row["per_scenario_ms"] = row["seconds"] / row["scenarios"] * 1e3
        rows.append(row)
    base = rows[0]
    for row in rows:
        row["per_scenario_ratio"] = row["per_scenario_ms"] / base["per_scenario_ms"]
        row["scenarios_ratio"] = row["scenarios"] / base["scenarios"]
        row["traced_peak_ratio"] = row["traced_peak_mb"] / base["traced_peak_mb"]
        row["maxrss_ratio"] = row["maxrss_mb"] / base["maxrss_mb"]
    worst = max(r["per_scenario_ratio"] for r in rows)
    return {"sizes": rows, "ratio": worst, "target": TARGETS["scaling"][1], "status": _met("scaling", worst)}


# --- 4b. the main job: `oracle run` with the rulings side by side, against the suite alone -------


def _measured(cmd: list[str]) -> dict:
    """Run a command to its end; its wall time, CPU time and peak RSS (its own, from wait4)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.returncode == 0, f"{' '.join(cmd)} exited {proc.returncode}: {err.decode()[-2000:]}"
    return {"seconds": seconds, "cpu_seconds": usage.ru_utime + usage.ru_stime, "maxrss_mb": usage.ru_maxrss / 1024}


def bench_main_job(tmp: Path, repeat: int) -> dict:
    """``oracle run`` on the whole built-in suite, as a user runs it (the scenarios, then every
    consulting scenario again under each other reading of its rulings, then the report), against
    ``oracle run --no-sides`` (the scenarios and the report alone); each a fresh process."""
    base = [sys.executable, "-m", "oracle.cli", "run", "--quiet"]
    jobs, alone = [], []
    for i in range(repeat):  # interleaved, so that drifts of the machine hit both alike
        jobs.append(_measured(base + ["--report", str(tmp / f"job-{i}")]))
        alone.append(_measured(base + ["--no-sides", "--report", str(tmp / f"alone-{i}")]))
    row = {"runs": repeat}
    for name, runs in (("job", jobs), ("alone", alone)):
        row[name] = {"seconds": statistics.median(r["seconds"] for r in runs),
                     "cpu_seconds": statistics.median(r["cpu_seconds"] for r in runs),
                     "maxrss_mb": max(r["maxrss_mb"] for r in runs)}
    row["wall_ratio"] = row["job"]["seconds"] / row["alone"]["seconds"]
    row["cpu_ratio"] = row["job"]["cpu_seconds"] / row["alone"]["cpu_seconds"]
    row["rss_ratio"] = row["job"]["maxrss_mb"] / row["alone"]["maxrss_mb"]
    row["load_average"] = os.getloadavg()
    return row


# --- 5. report generation against the number of clauses ------------------------------------------


def multiplied_catalogue(cat, results: dict, k: int):
    """The catalogue with every clause and ruling ``k`` times (new ids), and results naming them."""
    from oracle.catalogue.load import Catalogue

    if k == 1:
        return cat, results

    def ids(i: int, cid: str) -> str:
        return cid if i == 0 else f"{cid}.copy{i}"

    clauses, rulings = {}, {}
    for i in range(k):
        for c in cat.clauses.values():
            new = c.model_copy(update={"id": ids(i, c.id), "rulings": [ids(i, r) for r in c.rulings]})
            clauses[new.id] = new
        for r in cat.rulings.values():
            new = r.model_copy(update={"id": ids(i, r.id), "clauses": [ids(i, c) for c in r.clauses]})
            rulings[new.id] = new
    scenarios = []
    for i in range(k):
        for sc in results["scenarios"]:
            scenarios.append({**sc, "clauses": [ids(i, c) for c in sc["clauses"]],
                              "exercised": [ids(i, c) for c in sc.get("exercised", [])]})
    big = Catalogue(clauses=clauses, rulings=rulings, hooks=cat.hooks, sections=cat.sections,
                    sources=cat.sources, texts=cat.texts)
    return big, {**results, "scenarios": scenarios}


def bench_report(tmp: Path, repeat: int, sizes=(1, 4, 16)) -> dict:
    from bench import suites
    from oracle.catalogue.load import catalogue
    from oracle.report import write_reports

    results_path = tmp / "report-results.json"
    suites.run_real(["features"], results_path)
    results = json.loads(results_path.read_text(encoding="utf-8"))
    cat = catalogue()
    made = {}
    for k in sizes:
        big, res = multiplied_catalogue(cat, results, k)
        out = tmp / f"report-x{k}"
        write_reports(res, big, out)  # warm: templates compiled
        data = json.loads((out / "coverage.json").read_text(encoding="utf-8"))
        assert data["totals"]["clauses"] == len(big.clauses)
        made[k] = (big, res, out)
    # the sizes take turns round by round, each from an empty collector (its full collections its own)
    times = median_cpu_times({k: (lambda big=big, res=res, out=out: write_reports(res, big, out))
                              for k, (big, res, out) in made.items()}, repeat, before=gc.collect)
    rows = [{"k": k, "clauses": len(made[k][0].clauses), "seconds": times[k],
             "per_clause_ms": times[k] / len(made[k][0].clauses) * 1e3} for k in sizes]
    for row in rows:
        row["per_clause_ratio"] = row["per_clause_ms"] / rows[0]["per_clause_ms"]
    worst = max(r["per_clause_ratio"] for r in rows)
    return {"sizes": rows, "ratio": worst, "target": TARGETS["report"][1], "status": _met("report", worst)}


# --- 6. a campaign sharded across processes ------------------------------------------------------


def bench_campaign(tmp: Path, examples: int) -> dict:
    rows = {}
    load = os.getloadavg()
    for workers in (0, 2):
        report = tmp / f"campaign-{workers}.json"
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "bench/campaign",
               "-n", str(workers), f"--campaign-report={report}"]
        env = {**os.environ, "PYTHONPATH": str(ROOT), "CAMPAIGN_EXAMPLES": str(examples)}
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        seconds = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
        merged = json.loads(report.read_text(encoding="utf-8"))
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        rows["serial" if workers == 0 else f"{workers} workers"] = {"seconds": seconds, "cpu_seconds": cpu,
                                                                   **merged["totals"]}
    serial, parallel = rows["serial"], rows["2 workers"]
    assert serial["examples"] == parallel["examples"], "both runs must check the same examples"
    return {"runs": rows, "speedup": serial["seconds"] / parallel["seconds"], "cores": os.cpu_count(),
            "load_average": load}


# --- the table ----------------------------------------------------------------------------------


def _fmt(x: float | None, unit: str = "x") -> str:
    return "-" if x is None else f"{x:.2f}{unit}"


def table(res: dict) -> str:
    lines = [f"{'measure':<58} {'ratio':>9}  {'target':>8}  status", "-" * 90]

    def row(name, ratio, target, status, unit="x"):
        lines.append(f"{name:<58} {_fmt(ratio, unit):>9}  {target:>8}  {status}")

    s = res.get("suite")
    if s:
        row(f"1 suite / behave floor ({s['scenarios']} scenarios, {s['steps']} steps; "
            f"{s['suite_s'] * 1e3:.0f} / {s['floor_s'] * 1e3:.0f} ms)", s["ratio"], _target("suite"), s["status"])
        if s.get("pair_ratios"):
            pairs = s["pair_ratios"]
            row(f"1 same, each run / the floor's run beside it, {len(pairs)} pairs: fastest-slowest", None, "",
                f"{min(pairs):.2f}x-{max(pairs):.2f}x")
    e = res.get("exact")
    if e:
        for q in e["questions"]:
            row(f"2 exact / icepool: {q['question']} ({q['engine_us']:.0f} / {q['icepool_us']:.0f} us)",
                q["ratio"], "", "equal" if q["equal"] else "DIFFERENT")
        for group, g in e["groups"].items():
            row(f"2 exact / icepool, {group} ({g['questions']} questions)", g["ratio"], _target("exact"), g["status"])
        for group, why in e["missing"].items():
            row(f"2 exact / icepool, {group}", None, _target("exact"), why)
        row("2 exact / icepool, all questions", e["ratio"], _target("exact"), e["status"])
        for group, g in e["groups"].items():
            row(f"2 same asked again, transposition table warm: {group}", g["warm_ratio"], "", "")
        row("2 same asked again, transposition table warm: all questions", e["warm_ratio"], "", "")
        for group, g in e["groups"].items():
            row(f"2 part of the cold ask: the question sorting the answer's {g['tables']} tables, {group}",
                g["sort_ratio"], "", "")
        for group, g in e["groups"].items():
            row(f"2 floor of any answer over tables: its {g['tables']} tables made once and sorted, {group}",
                g["least_ratio"], "", "")
    x = res.get("external")
    if x:
        if x.get("status") == "not available":
            row("3 external process / in-process suite", None, "", f"not available ({x['why']})")
            row("3 round trip of a trivial request", None, "", "not available")
        else:
            row(f"3 external process / in-process suite, determinism check on ({x['external_s'] * 1e3:.0f} / "
                f"{x['inprocess_s'] * 1e3:.0f} ms, load {x['load_average'][0]:.1f} before)", x["ratio"], f"<={x['target']:g}x",
                x["status"])
            if "served_runs" in x:
                row(f"3 same, served runs on one core with the engine (the machine's other work left no core idle)",
                    None, "", f"{x['one_core_runs']} of {x['served_runs']}")
            pairs = x.get("pair_ratios")
            if pairs:
                row(f"3 same, each round / the in-process run beside it, {len(pairs)} rounds: fastest-slowest", None, "",
                    f"{min(pairs):.2f}x-{max(pairs):.2f}x")
            row(f"3 same, CPU of both processes ({x['external_cpu_s']:.2f} / {x['inprocess_cpu_s']:.2f} s)",
                x["cpu_ratio"], f"<={x['target']:g}x", x["cpu_status"])
            row(f"3 same, without the determinism check (scripted requests sent once; "
                f"{x['external_once_s'] * 1e3:.0f} ms)", x["once_ratio"], "", x["once_status"])
            row(f"3 same, without the determinism check, CPU ({x['external_once_cpu_s']:.2f} s)",
                x["once_cpu_ratio"], "", "")
            if "still_ratio" in x:
                row(f"3 same, neither side spinning before its reads (ORACLE_SPIN_US=0; {x['external_still_s'] * 1e3:.0f} ms)",
                    x["still_ratio"], "", "")
                row(f"3 same, neither side spinning, CPU ({x['external_still_cpu_s']:.2f} s)", x["still_cpu_ratio"], "", "")
            row(f"3 same, wall time of the run with process start ({x['external_wall_s']:.2f} / "
                f"{x['inprocess_wall_s']:.2f} s)", x["wall_ratio"], "", f"engine start {x['engine_start_s']:.2f} s")
            row(f"3 round trip of a trivial request, median / {x['round_trip_target_us']:g} us ({x['round_trip_us']:.0f} us)",
                x["round_trip_us"] / x["round_trip_target_us"], "<=1x", x["round_trip_status"])
            row(f"3 round trip of a trivial request, 90th percentile / {x['round_trip_p90_target_us']:g} us "
                f"({x['round_trip_p90_us']:.0f} us)",
                x["round_trip_p90_us"] / x["round_trip_p90_target_us"], "<=1x", x["round_trip_status"])
            if "round_trip_floor_us" in x:
                row(f"3 same, median / a bare echo over pipes, both sides blocking, the floor ({x['round_trip_us']:.0f} / "
                    f"{x['round_trip_floor_us']:.0f} us)", x["round_trip_us"] / x["round_trip_floor_us"], "", "")
                row(f"3 same, 90th percentile / the floor's ({x['round_trip_p90_us']:.0f} / "
                    f"{x['round_trip_floor_p90_us']:.0f} us)", x["round_trip_p90_us"] / x["round_trip_floor_p90_us"],
                    "", "")
            if "round_trip_spin_floor_us" in x:
                spin = f"spinning up to {x['spin_us']} us" if x["spin_us"] else "spinning off (ORACLE_SPIN_US=0)"
                row(f"3 same, median / the echo with both sides {spin} ({x['round_trip_us']:.0f} / "
                    f"{x['round_trip_spin_floor_us']:.1f} us)", x["round_trip_us"] / x["round_trip_spin_floor_us"], "", "")
                row(f"3 same, 90th percentile / the spinning echo's ({x['round_trip_p90_us']:.0f} / "
                    f"{x['round_trip_spin_floor_p90_us']:.1f} us)",
                    x["round_trip_p90_us"] / x["round_trip_spin_floor_p90_us"], "", "")
    sc = res.get("scaling")
    if sc:
        for r in sc["sizes"]:
            row(f"4 time per scenario {r['k']}x / 1x ({r['scenarios']} scenarios, {r['per_scenario_ms']:.2f} ms each)",
                r["per_scenario_ratio"], _target("scaling"), _met("scaling", r["per_scenario_ratio"]))
        for r in sc["sizes"]:
            row(f"4 peak memory {r['k']}x / 1x: traced peak of the run ({r['traced_peak_mb']:.1f} MB)",
                r["traced_peak_ratio"], _target("memory_traced"), _memory_status(r, "traced_peak_ratio", "memory_traced"))
            row(f"4 peak memory {r['k']}x / 1x: max RSS of the job ({r['maxrss_mb']:.0f} MB)",
                r["maxrss_ratio"], _target("memory_rss"), _memory_status(r, "maxrss_ratio", "memory_rss"))
    mj = res.get("main_job")
    if mj:
        j, a = mj["job"], mj["alone"]
        row(f"4b oracle run with rulings side by side / suite alone, wall ({j['seconds']:.1f} / {a['seconds']:.1f} s)",
            mj["wall_ratio"], "", f"load average {mj['load_average'][0]:.1f}")
        row(f"4b same, CPU time ({j['cpu_seconds']:.1f} / {a['cpu_seconds']:.1f} s)", mj["cpu_ratio"], "", "")
        row(f"4b same, peak RSS ({j['maxrss_mb']:.0f} / {a['maxrss_mb']:.0f} MB)", mj["rss_ratio"], "", "")
    rp = res.get("report")
    if rp:
        for r in rp["sizes"]:
            row(f"5 report time per clause {r['k']}x / 1x ({r['clauses']} clauses, {r['seconds'] * 1e3:.0f} ms)",
                r["per_clause_ratio"], _target("report"), _met("report", r["per_clause_ratio"]))
    c = res.get("campaign")
    if c:
        runs = c["runs"]
        row(f"6 campaign serial / 2 workers ({runs['serial']['seconds']:.0f} s / {runs['2 workers']['seconds']:.0f} s wall, "
            f"{runs['serial']['examples']} examples)", c["speedup"], "", f"speed-up on {c['cores']} cores")
        s = runs["serial"]
        row(f"6 campaign share refused by the rules ({s['refusals']} of {s['examples']}; "
            f"{s.get('actions_reached', 0)}/{s.get('actions', 0)} actions, {s.get('set_aside', 0)} set aside)",
            s["refusals"] / max(1, s["examples"]) * 100, "<=20%", "met" if s["refusals"] <= 0.2 * s["examples"] else "NOT met",
            unit="%")
        row(f"6 campaign CPU, 2 workers / serial ({runs['2 workers']['cpu_seconds']:.0f} s / "
            f"{runs['serial']['cpu_seconds']:.0f} s)", runs["2 workers"]["cpu_seconds"] / runs["serial"]["cpu_seconds"],
            "", "the same work, spread")
        row(f"6 campaign cores in use (CPU / wall): serial {runs['serial']['cpu_seconds'] / runs['serial']['seconds']:.2f}, "
            f"2 workers", runs["2 workers"]["cpu_seconds"] / runs["2 workers"]["seconds"], "",
            f"load average {c['load_average'][0]:.1f} before")
    f = res.get("fuzz")
    if f:
        fuzz_rows(f, row)
    st = res.get("startup")
    if st:
        startup.rows(st, row)
    gr = res.get("grown")
    if gr:
        grown.rows(gr, row)
    tc = res.get("tests")
    if tc:
        tests_command.rows(tc, row)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=results_file, default=ROOT / "bench" / "results" / "latest.json",
                        help="where the results are written (default: bench/results/latest.json)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and a short campaign")
    parser.add_argument("--only", action="append", default=[], choices=MEASURES, metavar="MEASURE",
                        help=", ".join(MEASURES[:-1]) + " or " + MEASURES[-1] + " (repeatable; tests, the README's "
                             "test command, runs only when named)")
    parser.add_argument("--campaign-examples", type=positive_int, default=None,
                        help="hypothesis examples per shard of the campaign (default: 50 with --quick, else 2000)")
    parser.add_argument("--suite-child", nargs=2, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    if args.suite_child is not None:
        suite_child(*args.suite_child, args.json)
        return 0
    repeat = 3 if args.quick else 7
    examples = args.campaign_examples if args.campaign_examples is not None else (50 if args.quick else 2000)
    wanted = set(args.only) or set(MEASURES) - {"tests"}
    tmp = Path(tempfile.mkdtemp(prefix="bench-"))
    res: dict[str, Any] = {"python": sys.version.split()[0], "cores": os.cpu_count(),
                           "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    steps = [("suite", lambda: bench_suite(tmp, repeat)), ("exact", lambda: bench_exact(repeat)),
             ("external", lambda: bench_external(tmp, repeat)), ("scaling", lambda: bench_scaling(tmp, repeat=2 if args.quick else 3)),
             ("main_job", lambda: bench_main_job(tmp, 2 if args.quick else 3)),
             ("report", lambda: bench_report(tmp, repeat)), ("campaign", lambda: bench_campaign(tmp, examples)),
             ("fuzz", lambda: bench_fuzz(100 if args.quick else 400)),
             ("startup", lambda: startup.measure(tmp, 5 if args.quick else 11)),
             ("grown", lambda: grown.measure(3 if args.quick else 5)),
             ("tests", tests_command.measure)]
    failed: dict[str, str] = {}
    try:
        for name, fn in steps:
            if name in wanted:
                print(f"measuring {name} ...", file=sys.stderr, flush=True)
                try:
                    res[name] = fn()
                except Exception as error:  # one measure that cannot run (a failing scenario, a missing tool)
                    # costs its own figures, not the others' and not the whole run's results
                    failed[name] = traceback.format_exc()
                    print(f"measuring {name} failed: {type(error).__name__}: {error}".rstrip(), file=sys.stderr,
                          flush=True)
    finally:  # the children's results and the suites' copies: nothing of a run is left in the temp folder
        shutil.rmtree(tmp, ignore_errors=True)
    if failed:
        res["failed"] = failed
    print(table(res))
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(res, indent=1, default=str), encoding="utf-8")
    print(f"\nwritten: {args.json}")
    if failed:
        print(f"not measured, each failure's traceback in {args.json} under \"failed\": {', '.join(failed)}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
