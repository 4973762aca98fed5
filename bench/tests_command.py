"""9. tests: the README's test command (``python -m pytest -q -n auto``) timed whole against its target,
with a fixed loop of Python work timed on one core before and after it.

The target is a wall time (75 s on two cores), and this machine's speed moves from one hour to the next
(docs/performance.md: the same tree took 87-111 s). The loop says how fast one core ran Python at the
hour of the run: where it took twice as long, so would the tests. It is context, not a measure to divide
by: the command runs on busy cores beside other processes, and in three runs within half an hour its CPU
went 173, 166 and 178 s while the loop went 138, 119 and 111 ms. The per-test CPU plugin
(``bench/pytest_cpu.py``) runs with the command, so the run also says where the CPU went: the workers'
own processes, the processes they started, their cyclic collectors. Not in the default set of
``python -m bench.run`` (it runs the whole test suite, about a minute and a half on two cores):
``--only tests``.
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parent.parent

TARGET_S: float = 75.0
"""The README's test command's wall time on two cores, at most (seconds)."""

LOOP_ADDITIONS: int = 5_000_000
"""The fixed loop's size: a few tenths of a second of one core."""

_PYTEST_SUMMARY = re.compile(r"^=*\s*(?P<counts>(?:\d+ \w+(?:, )?)+) in (?P<seconds>\d+(?:\.\d+)?)s\b", re.MULTILINE)


def fixed_loop(additions: int = LOOP_ADDITIONS) -> float:
    """CPU seconds of one core for ``additions`` Python additions (the best of three)."""
    best = None
    for _ in range(3):
        start = time.process_time()
        total = 0
        for i in range(additions):
            total += i
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    return best


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


def measure(selection: Sequence[str] = (), additions: int = LOOP_ADDITIONS) -> dict[str, Any]:
    """The README's test command run and timed, the fixed loop of ``additions`` before and after it;
    ``selection``: pytest arguments given after the README's, to time a part of the tests (as this
    module's own test does)."""
    loop_before = fixed_loop(additions)
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-tests-") as out:
        # the command as a shell runs it: not as a worker of a pytest-xdist run this process may be part of
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST") and k != "PYTEST_CURRENT_TEST"}
        env["PYTEST_CPU_OUT"] = out
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "auto", "-p", "bench.pytest_cpu",
                               "-p", "no:cacheprovider", *selection], cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        kinds = cpu_by_kind(Path(out))
    loop_after = fixed_loop(additions)
    try:
        counts, by_pytest = pytest_summary(proc.stdout)
    except ValueError:  # the command ended before its tests did (a conftest that does not import...)
        said = (proc.stdout.strip() or proc.stderr.strip() or "(no output)").splitlines()[-1]
        return {"status": "not available",
                "why": f"the test command printed no summary line (exit status {proc.returncode}); its last line: {said}"}
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    failed = [line for line in proc.stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    return {"counts": counts, "exit_code": proc.returncode, "failed": failed, "selection": list(selection),
            "by_pytest_s": by_pytest, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "cores": os.cpu_count(),
            "target_s": TARGET_S, "ratio": by_pytest / TARGET_S,
            "status": "met" if by_pytest <= TARGET_S else "NOT met",
            "cores_busy": cpu / wall if wall else None,
            "loop_s": [round(loop_before, 4), round(loop_after, 4)],
            "load_average": load, **{k: round(v, 3) for k, v in kinds.items()}}


def rows(res: dict, row) -> None:
    if res.get("status") == "not available":
        row("9 tests: the README's test command", None, "<=1x", f"not available: {res['why']}")
        return
    counts = ", ".join(f"{n} {outcome}" for outcome, n in res["counts"].items())
    row(f"9 tests: the README's test command / {res['target_s']:g} s, by pytest ({counts}; {res['by_pytest_s']:.1f} s)",
        res["ratio"], "<=1x", f"{res['status']}, load average {res['load_average'][0]:.1f} before")
    row(f"9 same, CPU of all its processes ({res['cpu_s']:.0f} s) / its wall time ({res['wall_s']:.0f} s): cores busy",
        res["cores_busy"], "", f"{res['cores']} cores")
    loops = res["loop_s"]
    row(f"9 same, a fixed loop of Python work on one core, before and after: {loops[0] * 1e3:.0f} and "
        f"{loops[1] * 1e3:.0f} ms", None, "", "the machine's speed that hour")
    for line in res.get("failed", [])[:5]:
        row(f"9 same, {line}", None, "", "")
    row(f"9 same, where: workers {res['workers_own_s']:.0f} s own, {res['workers_children_s']:.0f} s in the processes "
        f"they started, {res['collectors_s']:.1f} s in their cyclic collectors", None, "", "")
