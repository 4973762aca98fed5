"""A persistent engine process speaking the protocol, against the in-process reference engine.

* the suite: the same scenarios with ``-D engine=reference`` and with
  ``-D engine=cmd:<python> -m oracle.engine.serve`` (the reference served over the
  protocol, one process for the whole run), in this process, interleaved; the figure is
  the time behave spends in the scenarios (``results.json`` ``seconds`` less
  ``engine_boot_wait``, the wait for the process's start and handshake), wall clock
  since the work is in the other process; the process start is reported beside it;
* the round trip of a trivial request (``ping``) to that process, median of many.

Without the protocol in this checkout the slot says "not available".
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

SERVE = "oracle.engine.serve"


def available() -> str | None:
    """None when the protocol is here; otherwise why not."""
    try:
        if importlib.util.find_spec(SERVE) is None:
            return f"the engine protocol ({SERVE}) is not in this checkout"
    except ModuleNotFoundError:
        return f"the engine protocol ({SERVE}) is not in this checkout"
    from oracle.engine import connect  # noqa: F401

    return None


def engine_spec() -> str:
    return f"cmd:{sys.executable} -m {SERVE}"


def round_trip_us(pings: int = 3000) -> dict:
    from oracle.engine import connect

    start = time.perf_counter()
    engine = connect(engine_spec())
    try:
        engine.ping()
        started = time.perf_counter() - start
        for _ in range(200):  # warm up
            engine.ping()
        samples = []
        for _ in range(pings):
            t = time.perf_counter_ns()
            engine.ping()
            samples.append(time.perf_counter_ns() - t)
    finally:
        engine.close()
    samples.sort()
    return {"median_us": statistics.median(samples) / 1000, "p90_us": samples[int(0.9 * len(samples))] / 1000,
            "start_s": started, "pings": pings}


def _suite(engine: str, results: Path) -> tuple[float, float, int, int]:
    from oracle.bdd.runner import make_runner

    start = time.perf_counter()
    runner = make_runner(["--no-capture", "--format", "null", "--no-summary", "-D", f"engine={engine}",
                          "-D", f"results={results}", "features"])
    runner.run()
    wall = time.perf_counter() - start
    data = json.loads(results.read_text(encoding="utf-8"))
    statuses = [s["status"] for s in data["scenarios"]]
    # the time in scenarios, less the wait for the process's handshake (its start, reported apart)
    seconds = data["seconds"] - data.get("engine_boot_wait", 0.0)
    return seconds, wall, len(statuses), sum(1 for s in statuses if s not in ("passed", "skipped"))


def measure(tmp: Path, repeat: int) -> dict:
    why = available()
    if why is not None:
        return {"status": "not available", "why": why}
    results = tmp / "external-results.json"
    # the same process without the determinism check (each scripted request sent once)
    once = tmp / "engine-once.yaml"
    once.write_text(json.dumps({"command": f"{sys.executable} -m {SERVE}", "check_determinism": False}),
                    encoding="utf-8")
    _suite("reference", results)  # warm
    inside, outside, outside_once, walls_in, walls_out = [], [], [], [], []
    counts = {}
    for _ in range(max(3, repeat // 2)):
        s, w, n, failed = _suite("reference", results)
        inside.append(s)
        walls_in.append(w)
        counts["reference"] = (n, failed)
        s, w, n, failed = _suite(engine_spec(), results)
        outside.append(s)
        walls_out.append(w)
        counts["external"] = (n, failed)
        s, w, n, failed = _suite(f"config:{once}", results)
        outside_once.append(s)
        counts["external_once"] = (n, failed)
    assert counts["reference"][1] == 0, f"{counts['reference'][1]} scenario(s) failed in process"
    failed_outside = counts["external"][1]
    rt = round_trip_us()
    ratio = statistics.median(outside) / statistics.median(inside)
    # a scenario that fails through the protocol stops at its failing step: the ratio then
    # leaves out the rest of that scenario's work, and is reported as not comparable
    status = "met" if ratio <= 2.0 else "NOT met"
    if failed_outside:
        status = f"{status}, but {failed_outside} scenario(s) fail through the protocol: not the same work"
    once_ratio = statistics.median(outside_once) / statistics.median(inside)
    return {"scenarios": counts["reference"][0], "inprocess_s": statistics.median(inside),
            "external_once_s": statistics.median(outside_once), "once_ratio": once_ratio,
            "once_status": ("met" if once_ratio <= 2.0 else "NOT met")
            + (f", but {counts['external_once'][1]} scenario(s) fail" if counts["external_once"][1] else ""),
            "external_s": statistics.median(outside), "ratio": ratio,
            "wall_ratio": statistics.median(walls_out) / statistics.median(walls_in),
            "inprocess_wall_s": statistics.median(walls_in), "external_wall_s": statistics.median(walls_out),
            "round_trip_us": rt["median_us"], "round_trip_p90_us": rt["p90_us"], "engine_start_s": rt["start_s"],
            "failed_through_protocol": failed_outside, "status": status,
            "round_trip_status": "met" if rt["median_us"] <= 100 else "NOT met"}
