"""Fuzzing throughput: ``oracle fuzz`` against the reference served over the protocol.

For every ruleset, the same fuzz run (same seed, so the same situations) twice: against
the reference served in its own process (``python -m oracle.engine.serve``, as an outside
engine would be) and against the in-process reference, the baseline.  Reported: situations
a second over the protocol (wall time, the two processes sharing the cores, from the moment
the engine has started and settled: its imports are not fuzzing, as the in-process run's were
done before its clock started) and the ratio of the two times.  On a shared machine the wall
time is mostly waiting for a core, so the CPU time of both processes is measured too: the
oracle and the engine take turns, or work at once where the requests are pipelined (fuzzing
sends an action's situations as they are drawn), so on two idle cores a situation takes at
most their CPU time added up, and ``cpu_bound_per_second`` is the rate that gives at least.
``PYTHONPATH=. python -m bench.fuzz`` runs it alone.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys

from bench.arguments import positive_int
from bench.timing import Stopwatch, connected
from oracle.engine import connect
from oracle.engine.fuzz import fuzz
from oracle.engine.ruleset import rulesets

TARGET_PER_SECOND = 200.0


def _timed(spec: str, rs_id: str, examples: int) -> tuple[float, float, object]:
    """(wall seconds, CPU seconds of this process and the engine's, the fuzz result). The clock starts once
    the engine has started, answered the handshake and done what it does while no request waits
    (:func:`~bench.timing.settle`: the served reference imports the games and the catalogue then), as
    the served suite's measure starts it (``bench/external.py``): the engine's start-up is not fuzzing
    time, and the in-process run's imports were done before its clock started too."""
    with Stopwatch(spec) as clock:
        engine = connected(spec)
        try:
            clock.start()
            result = fuzz(engine, rs_id, examples=examples)
            clock.stop_wall()
        finally:
            engine.close()
    return clock.wall, clock.cpu, result


def bench_fuzz(examples: int = 400) -> dict:
    served = "cmd:" + shlex.join([sys.executable, "-m", "oracle.engine.serve"])
    rows = []
    load = os.getloadavg()
    for rs_id in sorted(rulesets()):
        fuzz(connect("reference"), rs_id, examples=20)  # warm the imports and the seeds
        wall, cpu, result = _timed(served, rs_id, examples)
        base, base_cpu, baseline = _timed("reference", rs_id, examples)
        assert result.disagreement is None, result.report()
        # the same situations, but for those set aside where the reference's own table fails its model:
        # in process that is seen as each is drawn (and hypothesis draws another), through a process only
        # where the engine's table differs
        set_aside = result.reference_invalid + baseline.reference_invalid
        assert abs(result.examples - baseline.examples) <= set_aside, "both runs must try the same situations"
        rows.append({"ruleset": rs_id, "situations": result.examples, "seconds": wall, "in_process_seconds": base,
                     "cpu_seconds": cpu, "in_process_cpu_seconds": base_cpu,
                     "per_second": result.examples / wall, "ratio": wall / base,
                     "cpu_bound_per_second": result.examples / cpu, "cpu_ratio": cpu / base_cpu,
                     "actions_reached": len(result.reached), "actions": result.offered,
                     "refused": result.refused})
    situations = sum(r["situations"] for r in rows)
    total = situations / sum(r["seconds"] for r in rows)
    cpu_bound = situations / sum(r["cpu_seconds"] for r in rows)
    return {"rulesets": rows, "per_second": total, "cpu_bound_per_second": cpu_bound,
            "target_per_second": TARGET_PER_SECOND,
            "status": "met" if total >= TARGET_PER_SECOND else "NOT met",
            "cpu_bound_status": "met" if cpu_bound >= TARGET_PER_SECOND else "NOT met",
            "cores": os.cpu_count(), "load_average": load}


def rows(res: dict, row) -> None:
    for r in res["rulesets"]:
        row(f"7 fuzz {r['ruleset']} over the protocol / in process, CPU ({r['situations']} situations, "
            f"{r['cpu_bound_per_second']:.0f}/s CPU-bound, {r['per_second']:.0f}/s wall)", r["cpu_ratio"], "",
            f"{r['actions_reached']}/{r['actions']} actions")
    row("7 fuzz situations a second over the protocol, CPU-bound (both processes' CPU)",
        res["cpu_bound_per_second"], f">={res['target_per_second']:.0f}/s", res["cpu_bound_status"], unit="/s")
    row(f"7 fuzz situations a second over the protocol, wall (load {res['load_average'][0]:.1f} before)",
        res["per_second"], f">={res['target_per_second']:.0f}/s", res["status"], unit="/s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("situations", nargs="?", type=positive_int, default=400,
                        help="situations fuzzed of each ruleset (default 400)")
    args = parser.parse_args(argv)
    print(json.dumps(bench_fuzz(args.situations), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
