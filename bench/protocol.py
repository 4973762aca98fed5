"""Benchmark of the engine protocol.

1. Round trip of a trivial request (``ping``) to a persistent engine, and of a one-die
   ``perform`` (sent twice, as the determinism check does), for the reference served over
   the protocol (Python) and the Node sample engine.
2. The same suite run in process (``--engine reference``) and through the protocol
   (``--engine "cmd:python -m oracle.engine.serve"``): the ratio of the two, both as the
   time behave spends in the scenarios (less any wait for the engine to boot) and as the
   wall time of the whole command (engine start included).

    PYTHONPATH=. python bench/protocol.py [--pings 5000] [--repeat 5] [--copies 10] [paths...]
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.arguments import feature_path, positive_int  # noqa: E402
from bench.timing import round_trips as ping_round_trips  # noqa: E402
from oracle.engine import connect  # noqa: E402
from oracle.lotow import setups  # noqa: E402
from oracle.lotow.thrown_riders import RollThrownRider  # noqa: E402

ENGINES = {"python (reference over the protocol)": "cmd:" + shlex.join([sys.executable, "-m", "oracle.engine.serve"]),
           "node (sample engine)": "cmd:node examples/node_engine/engine.js"}


def unavailable(spec: str) -> str | None:
    """Why an engine of :data:`ENGINES` cannot run here (its program not on the PATH: the Node sample engine on a
    machine without Node), or None."""
    program = shlex.split(spec.removeprefix("cmd:"))[0]
    return None if shutil.which(program) else f"{program} is not on this machine's PATH"


def round_trips(spec: str, pings: int) -> dict[str, float]:
    engine = connect(spec)
    try:
        rt = ping_round_trips(engine, pings)
        table = setups.rider_on(setups.empty(), "rider", "horse")
        action = RollThrownRider(fighter="rider")
        perf = []
        for i in range(max(200, pings // 10)):
            t = time.perf_counter_ns()
            engine.perform("lotow", table, action, [1 + i % 6], rulings={}, where="bench")
            perf.append(time.perf_counter_ns() - t)
    finally:
        engine.close()
    return {"ping_median_us": rt["median_us"], "ping_p90_us": rt["p90_us"],
            "perform_median_us": statistics.median(perf) / 1000}


def suite(spec: str, paths: list[str], repeat: int) -> dict[str, float]:
    inside, wall = [], []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeat):
            written = Path(tmp) / "results.json"
            written.unlink(missing_ok=True)  # each run's own results, never the run before's
            t = time.perf_counter()
            run = subprocess.run([sys.executable, "-m", "oracle.cli", "run", "-q", "--report", tmp, "--engine", spec,
                                  *paths], cwd=ROOT, env=env, capture_output=True, text=True, check=False)
            wall.append(time.perf_counter() - t)
            if run.returncode != 0 or not written.exists():  # a failing scenario or a refused run: no time to compare
                raise SystemExit(f"bench/protocol.py: oracle run --engine {spec} exited {run.returncode}; its last "
                                 f"lines:\n{(run.stdout + run.stderr)[-2000:]}")
            results = json.loads(written.read_text(encoding="utf-8"))
            inside.append(results["seconds"] - results.get("engine_boot_wait", 0.0))
    return {"scenarios_s": statistics.median(inside), "wall_s": statistics.median(wall)}


def replicate(paths: list[str], copies: int, folder: Path = ROOT / ".bench-suite") -> tuple[list[str], Path]:
    """``copies`` copies of the feature files, so that the run is long enough to time steadily
    (by default in a folder of the repository, so that behave finds the steps)."""
    shutil.rmtree(folder, ignore_errors=True)
    files = [f for p in paths for f in (sorted(Path(p).rglob("*.feature")) if Path(p).is_dir() else [Path(p)])]
    for i in range(copies):
        for n, f in enumerate(files):
            # each file where it was in the checkout (two games' turns_and_phases.feature are two files), one from
            # outside it in a folder of its own
            place = f.resolve()
            target = folder / f"copy{i}" / (place.relative_to(ROOT) if place.is_relative_to(ROOT)
                                            else Path("outside", str(n), place.name))
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    return [str(folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder)], folder


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python bench/protocol.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--pings", type=positive_int, default=5000, help="pings timed for the round trip (default 5000)")
    ap.add_argument("--repeat", type=positive_int, default=5, help="runs of each suite, the median kept (default 5)")
    ap.add_argument("--copies", type=positive_int, default=10, help="run the suite this many times over in one run")
    ap.add_argument("paths", nargs="*", type=feature_path, default=["features"],
                    help=".feature files or folders of them (default: features)")
    args = ap.parse_args(argv)
    given = [str(Path(p).absolute()) for p in args.paths]  # the caller's paths, read from the checkout's folder
    os.chdir(ROOT)
    for label, spec in ENGINES.items():
        missing = unavailable(spec)
        if missing is not None:
            print(f"{label}: not available: {missing}")
            continue
        r = round_trips(spec, args.pings)
        print(f"{label}: ping round trip median {r['ping_median_us']:.1f} us (p90 {r['ping_p90_us']:.1f} us); "
              f"one-die perform (sent twice) median {r['perform_median_us']:.1f} us")
    paths, folder = replicate(given, args.copies)
    try:
        ref = suite("reference", paths, args.repeat)
        ext = suite(ENGINES["python (reference over the protocol)"], paths, args.repeat)
        single = folder / "once.yaml"
        single.write_text(json.dumps({"command": [sys.executable, "-m", "oracle.engine.serve"], "cwd": str(ROOT),
                                      "check_determinism": False}), encoding="utf-8")
        once = suite(str(single), paths, args.repeat)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"suite {' '.join(args.paths)} x{args.copies}: in process {ref['scenarios_s'] * 1000:.0f} ms in scenarios "
          f"({ref['wall_s']:.2f} s wall); through the protocol {ext['scenarios_s'] * 1000:.0f} ms "
          f"({ext['wall_s']:.2f} s wall); ratio external/in-process {ext['scenarios_s'] / ref['scenarios_s']:.2f}x "
          f"in scenarios, {ext['wall_s'] / ref['wall_s']:.2f}x wall; without the determinism check "
          f"{once['scenarios_s'] / ref['scenarios_s']:.2f}x in scenarios, {once['wall_s'] / ref['wall_s']:.2f}x wall")


if __name__ == "__main__":
    main()
