"""CPU time per test of the README's test command: a pytest plugin, and its summary.

    PYTEST_CPU_OUT=/tmp/cpu python -m pytest -q -n auto -p bench.pytest_cpu
    python -m bench.pytest_cpu /tmp/cpu

Around each test (its setup, call and teardown) the plugin takes ``getrusage`` of the process
(user + system) and of the children it waited for, so a test's processes (the command, engines,
Chromium, Node) count with it; a process still running when the test ends (a module's shared
process) counts where it is waited for. Each process of the run (the controller, each
xdist worker) writes its rows to ``PYTEST_CPU_OUT/<worker>.json`` at the end, with its totals:
what a worker spent outside its tests is collecting them; and the time its cyclic garbage
collector took, by generation (``gc.callbacks``), with how many collections of each. Timings
stay out of the tests: this measures the command, it asserts nothing.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
import time
from collections import defaultdict
from pathlib import Path

import pytest

from bench.arguments import unwritable

OUT = "PYTEST_CPU_OUT"
"""The folder the rows are written to (default: ``pytest-cpu`` in the working folder)."""

_rows: list[tuple[str, float, float, float]] = []
_collections = {"count": [0, 0, 0], "seconds": [0.0, 0.0, 0.0], "started": 0.0}


def _collected(phase: str, info: dict) -> None:
    """``gc.callbacks``: the time of each collection of the cyclic collector, by generation."""
    if phase == "start":
        _collections["started"] = time.perf_counter()
    else:
        generation = info["generation"]
        _collections["count"][generation] += 1
        _collections["seconds"][generation] += time.perf_counter() - _collections["started"]


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def rows_folder() -> Path:
    """The folder the rows go to (``PYTEST_CPU_OUT``), refused if it names a file or a folder that cannot be
    written (or made in a writable one): found out before the tests run, not when the rows are written at the end."""
    folder = Path(os.environ.get(OUT) or "pytest-cpu")
    problem = unwritable(folder)
    if problem is not None:
        raise pytest.UsageError(f"{OUT}={folder}: {problem} to write the rows to")
    return folder


def pytest_configure(config) -> None:
    """The folder checked, and the cyclic collector timed from here on: only in the processes that run this
    module as a plugin, not in one that imports it (a test of it)."""
    rows_folder()
    if _collected not in gc.callbacks:
        gc.callbacks.append(_collected)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    own, children = _cpu()
    wall = time.perf_counter()
    try:
        return (yield)
    finally:
        own_after, children_after = _cpu()
        _rows.append((item.nodeid, own_after - own, children_after - children, time.perf_counter() - wall))


def pytest_sessionfinish(session):
    folder = rows_folder()
    folder.mkdir(parents=True, exist_ok=True)
    own, children = _cpu()
    name = os.environ.get("PYTEST_XDIST_WORKER", "controller")
    (folder / f"{name}.json").write_text(json.dumps({"rows": _rows, "own": own, "children": children,
                                                     "ended": time.time(),
                                                     "collector": {k: _collections[k] for k in ("count", "seconds")}}),
                                         encoding="utf-8")


def summary(folder: Path, top: int = 30) -> str:
    """Each process's totals, the CPU per test module (own, in the processes it started, wall) and
    the ``top`` tests by CPU."""
    lines, modules, rows = [], defaultdict(lambda: [0.0, 0.0, 0.0, 0]), []
    ends = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        in_tests = sum(r[1] + r[2] for r in data["rows"])
        ends[path.stem] = data["ended"]
        lines.append(f"{path.stem}: own {data['own']:.1f} s, children {data['children']:.1f} s, "
                     f"in its {len(data['rows'])} tests {in_tests:.1f} s")
        collector = data.get("collector")
        if collector:
            lines.append(f"  its cyclic collector: {sum(collector['seconds']):.1f} s, by generation "
                         + ", ".join(f"{s:.2f} s in {n}" for s, n in zip(collector["seconds"], collector["count"])))
        for nodeid, own, children, wall in data["rows"]:
            m = modules[nodeid.split("::")[0]]
            m[0] += own
            m[1] += children
            m[2] += wall
            m[3] += 1
            rows.append((own + children, own, children, wall, nodeid))
    workers = {k: v for k, v in ends.items() if k != "controller"}
    if len(workers) > 1:
        lines.append(f"the workers ended {max(workers.values()) - min(workers.values()):.1f} s apart")
    lines.append(f"{'module':60} {'own':>6} {'child':>6} {'wall':>6} tests")
    for name, (own, children, wall, n) in sorted(modules.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
        lines.append(f"{name:60} {own:6.1f} {children:6.1f} {wall:6.1f} {n:5d}")
    lines.append(f"in the tests: {sum(r[0] for r in rows):.1f} s of CPU")
    for total, own, children, wall, nodeid in sorted(rows, reverse=True)[:top]:
        lines.append(f"{own:6.2f} {children:6.2f} {wall:6.2f}  {nodeid}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pytest_cpu",
                                     description="the summary of a run of the test command with this plugin")
    parser.add_argument("folder", nargs="?", type=Path, default=Path("pytest-cpu"),
                        help=f"the folder the plugin wrote its rows to (${OUT}; default: pytest-cpu)")
    args = parser.parse_args(argv)
    if not args.folder.is_dir() or next(args.folder.glob("*.json"), None) is None:
        parser.error(f"{str(args.folder)!r} holds no rows: run the test command first with {OUT}={args.folder} "
                     f"python -m pytest -q -n auto -p bench.pytest_cpu")
    print(summary(args.folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
