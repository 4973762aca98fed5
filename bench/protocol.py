"""Benchmark of the engine protocol.

1. Round trip of a trivial request (``ping``) to a persistent engine, and of a one-die
   ``perform`` (sent twice, as the determinism check does), for the reference served over
   the protocol (Python) and the Node sample engine.
2. The same suite run in process (``--engine reference``) and through the protocol
   (``--engine "cmd:python -m oracle.engine.serve"``): the ratio of the two, both as the
   time behave spends in the scenarios and as the wall time of the whole command.

    PYTHONPATH=. python bench/protocol.py [--pings 5000] [--repeat 5] [paths...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from oracle.engine import connect  # noqa: E402
from oracle.lotow import setups  # noqa: E402
from oracle.lotow.thrown_riders import RollThrownRider  # noqa: E402

ENGINES = {"python (reference over the protocol)": f"cmd:{sys.executable} -m oracle.engine.serve",
           "node (sample engine)": "cmd:node examples/node_engine/engine.js"}


def round_trips(spec: str, pings: int) -> dict[str, float]:
    engine = connect(spec)
    try:
        for _ in range(200):  # warm up
            engine.ping()
        samples = []
        for _ in range(pings):
            t = time.perf_counter_ns()
            engine.ping()
            samples.append(time.perf_counter_ns() - t)
        table = setups.rider_on(setups.empty(), "rider", "horse")
        action = RollThrownRider(fighter="rider")
        perf = []
        for i in range(max(200, pings // 10)):
            t = time.perf_counter_ns()
            engine.perform("lotow", table, action, [1 + i % 6], rulings={}, where="bench")
            perf.append(time.perf_counter_ns() - t)
    finally:
        engine.close()
    return {"ping_median_us": statistics.median(samples) / 1000, "ping_p90_us": sorted(samples)[int(0.9 * len(samples))] / 1000,
            "perform_median_us": statistics.median(perf) / 1000}


def suite(spec: str, paths: list[str], repeat: int) -> dict[str, float]:
    inside, wall = [], []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeat):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "oracle.cli", "run", "-q", "--report", tmp, "--engine", spec, *paths],
                           cwd=ROOT, env=env, capture_output=True, check=False)
            wall.append(time.perf_counter() - t)
            inside.append(json.loads((Path(tmp) / "results.json").read_text())["seconds"])
    return {"scenarios_s": statistics.median(inside), "wall_s": statistics.median(wall)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pings", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("paths", nargs="*", default=["features"])
    args = ap.parse_args()
    os.chdir(ROOT)
    for label, spec in ENGINES.items():
        r = round_trips(spec, args.pings)
        print(f"{label}: ping round trip median {r['ping_median_us']:.1f} us (p90 {r['ping_p90_us']:.1f} us); "
              f"one-die perform (sent twice) median {r['perform_median_us']:.1f} us")
    ref = suite("reference", args.paths, args.repeat)
    ext = suite(ENGINES["python (reference over the protocol)"].replace("cmd:", "cmd:", 1), args.paths, args.repeat)
    print(f"suite {' '.join(args.paths)}: in process {ref['scenarios_s'] * 1000:.0f} ms in scenarios "
          f"({ref['wall_s']:.2f} s wall); through the protocol {ext['scenarios_s'] * 1000:.0f} ms "
          f"({ext['wall_s']:.2f} s wall); ratio external/in-process {ext['scenarios_s'] / ref['scenarios_s']:.2f}x "
          f"in scenarios, {ext['wall_s'] / ref['wall_s']:.2f}x wall")


if __name__ == "__main__":
    main()
