"""9. tests: the README's test command (``python -m pytest -q -n auto``) timed whole against its target,
with the suite on the reference run before and after it as the pace of the hour.

The target is a wall time (75 s on two cores), and this machine's speed moves from one day to the next
(docs/performance.md: the same tree took 88 s on one day and 194-216 s on others). A fixed loop of integer
additions, timed beside the command until it was found not to follow it, ran faster on a day the tests took
twice as long. The pace is work of the tests' own kind instead: ``oracle run -q --no-sides`` of the built-in
suite, a process of its own (its start-up counted, as the tests start such processes too), timed in CPU before
and after the command. The command's CPU over the suite's is the figure to compare across days: over days on
which the tests took 163 to 402 s of CPU (2.5x), the suite alone in process (the main job's measure) took 4.6 to
10.5 s and the ratio went from 35x to 49x, so the suite follows most of the day's speed, where the loop went the
other way; not all of it: on one day the same tests measured 42.8x, then 30.8x a few hours later. The
per-test CPU plugin (``bench/pytest_cpu.py``) runs with the command, so the run also says where the CPU went: the
workers' own processes, the processes they started, their cyclic collectors. Not in the default set of
``python -m bench.run`` (it runs the whole test suite, a minute and a half to three and a half on two cores):
``--only tests``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from bench.timing import children_cpu

ROOT = Path(__file__).resolve().parent.parent

TARGET_S: float = 75.0
"""The README's test command's wall time on two cores, at most (seconds)."""

_PYTEST_SUMMARY = re.compile(r"^=*\s*(?P<counts>(?:\d+ \w+(?:, )?)+) in (?P<seconds>\d+(?:\.\d+)?)s\b", re.MULTILINE)

PACE_COMMAND: tuple[str, ...] = ("run", "-q", "--no-sides")
"""The pace of the hour: ``oracle run`` with these arguments, on the built-in suite unless features are named."""


def suite_pace(features: Sequence[str] = ()) -> float:
    """CPU seconds (user and system) of ``oracle run -q --no-sides`` on ``features`` (paths from the checkout's root;
    none: the built-in suite), a process of its own in an empty temporary folder that it writes its report into.
    A :class:`RuntimeError` naming its exit status and last line where it fails: a pace of a failing run is no pace."""
    paths = [str((ROOT / feature).resolve()) for feature in features]
    env = _as_a_shell_runs_it()
    # this checkout's oracle, as the test command run from its root imports it, whatever else is installed
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH"))))
    with tempfile.TemporaryDirectory(prefix="bench-pace-") as folder:
        before = children_cpu()
        proc = subprocess.run([sys.executable, "-m", "oracle.cli", *PACE_COMMAND, "--report", str(Path(folder) / "report"),
                               *paths], cwd=folder, env=env, capture_output=True, text=True)
        spent = children_cpu() - before
    if proc.returncode != 0:
        raise RuntimeError(f"oracle {' '.join(PACE_COMMAND)} exited with {proc.returncode}: "
                           f"{_last_line(proc.stderr, proc.stdout)}")
    return spent


def _last_line(first: str, second: str) -> str:
    """The last line a process printed: of ``first`` (one of its outputs), else of ``second``."""
    return (first.strip() or second.strip() or "(no output)").splitlines()[-1]


def _as_a_shell_runs_it() -> dict[str, str]:
    """This process's environment without what makes a process a pytest-xdist worker or a test of a pytest run
    that this process may be part of."""
    return {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST") and k != "PYTEST_CURRENT_TEST"}


def pytest_summary(output: str) -> tuple[dict[str, int], float]:
    """pytest's last summary line (``2281 passed, 1 failed in 91.36s (0:01:31)``): the count of each
    outcome and its seconds. A :class:`ValueError` if the output has none (pytest did not get that far)."""
    found = list(_PYTEST_SUMMARY.finditer(output))
    if not found:
        tail = output.strip().splitlines()[-1:] or ["(no output)"]
        raise ValueError(f"the test command printed no summary line; its last line: {tail[0]}")
    last = found[-1]
    counts = {}
    for part in last.group("counts").split(", "):
        number, outcome = part.split(" ", 1)
        counts[outcome] = int(number)
    return counts, float(last.group("seconds"))


def cpu_by_kind(folder: Path) -> dict[str, float]:
    """From the per-test plugin's files: the workers' own CPU, their children's, and their cyclic
    collectors' (seconds, summed over the workers); the controller's own."""
    kinds = {"workers_own_s": 0.0, "workers_children_s": 0.0, "collectors_s": 0.0, "controller_own_s": 0.0}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if path.stem == "controller":
            kinds["controller_own_s"] += data["own"]
            continue
        kinds["workers_own_s"] += data["own"]
        kinds["workers_children_s"] += data["children"]
        kinds["collectors_s"] += sum(data.get("collector", {}).get("seconds", ()))
    return kinds


def measure(selection: Sequence[str] = (), pace: Sequence[str] | None = ()) -> dict[str, Any]:
    """The README's test command run and timed, the pace of the hour (:func:`suite_pace` of ``pace``) before
    and after it; ``selection``: pytest arguments given after the README's, to time a part of the tests (as
    this module's own test does); ``pace`` None: no pace run."""
    pace_before = _pace_or_why(pace)
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-tests-") as out:
        env = _as_a_shell_runs_it()
        env["PYTEST_CPU_OUT"] = out
        before = children_cpu()
        started = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "auto", "-p", "bench.pytest_cpu",
                               "-p", "no:cacheprovider", *selection], cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - started
        cpu = children_cpu() - before
        kinds = cpu_by_kind(Path(out))
    pace_after = _pace_or_why(pace)
    try:
        counts, by_pytest = pytest_summary(proc.stdout)
    except ValueError:  # the command ended before its tests did (a conftest that does not import...)
        return {"status": "not available",
                "why": f"the test command printed no summary line (exit status {proc.returncode}); its last line: "
                       f"{_last_line(proc.stdout, proc.stderr)}"}
    failed = [line for line in proc.stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    return {"counts": counts, "exit_code": proc.returncode, "failed": failed, "selection": list(selection),
            "by_pytest_s": by_pytest, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "cores": os.cpu_count(),
            "target_s": TARGET_S, "ratio": by_pytest / TARGET_S,
            "status": "met" if by_pytest <= TARGET_S else "NOT met",
            "cores_busy": cpu / wall if wall else None,
            **_paces(cpu, pace_before, pace_after),
            "load_average": load, **{k: round(v, 3) for k, v in kinds.items()}}


def _pace_or_why(pace: Sequence[str] | None) -> float | str | None:
    """:func:`suite_pace` of ``pace``; None where none is asked for; why, where its run failed (the test
    command's own figures are kept)."""
    if pace is None:
        return None
    try:
        return suite_pace(pace)
    except RuntimeError as failed:
        return str(failed)


def _paces(cpu: float, before: float | str | None, after: float | str | None) -> dict[str, Any]:
    """The pace's figures: its two runs' CPU and the command's CPU over their mean; or why there are none."""
    why = next((run for run in (before, after) if isinstance(run, str)), None)
    if why is not None:
        return {"pace_s": None, "cpu_per_pace": None, "pace_why": why}
    if before is None:
        return {"pace_s": None, "cpu_per_pace": None, "pace_why": "not measured"}
    return {"pace_s": [round(before, 3), round(after, 3)], "cpu_per_pace": cpu / ((before + after) / 2)}


def rows(res: dict, row) -> None:
    if res.get("status") == "not available":
        row("9 tests: the README's test command", None, "<=1x", f"not available: {res['why']}")
        return
    counts = ", ".join(f"{n} {outcome}" for outcome, n in res["counts"].items())
    row(f"9 tests: the README's test command / {res['target_s']:g} s, by pytest ({counts}; {res['by_pytest_s']:.1f} s)",
        res["ratio"], "<=1x", f"{res['status']}, load average {res['load_average'][0]:.1f} before")
    row(f"9 same, CPU of all its processes ({res['cpu_s']:.0f} s) / its wall time ({res['wall_s']:.0f} s): cores busy",
        res["cores_busy"], "", f"{res['cores']} cores")
    paces = res["pace_s"]
    if paces is None:
        row("9 same, its CPU / the suite's on the reference (the pace of the hour)", None, "", res["pace_why"])
    else:
        row(f"9 same, its CPU / the suite's on the reference (`oracle {' '.join(PACE_COMMAND)}`, {paces[0]:.1f} s "
            f"before and {paces[1]:.1f} s after)", res["cpu_per_pace"], "", "the pace of the hour: compare across days")
    for line in res.get("failed", [])[:5]:
        row(f"9 same, {line}", None, "", "")
    row(f"9 same, where: workers {res['workers_own_s']:.0f} s own, {res['workers_children_s']:.0f} s in the processes "
        f"they started, {res['collectors_s']:.1f} s in their cyclic collectors", None, "", "")
