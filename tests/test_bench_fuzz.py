"""The fuzzing benchmark times fuzzing, not the engine's start-up: its clock starts once the served reference
has done what it does after the handshake while no request waits (importing the four games and the catalogue)."""

import shlex
import sys
import time

from bench import fuzz as bench_fuzz
from bench.timing import process_cpu

SERVED = "cmd:" + shlex.join([sys.executable, "-m", "oracle.engine.serve"])


def test_the_served_engine_is_idle_when_the_fuzzing_clock_starts(monkeypatch):
    seen = []

    def fuzz(engine, rs_id, examples):
        # what the engine's process did in the quarter second after the clock started: nothing, its
        # imports done before (timed from its handshake, it was still importing: 0.23 s of CPU in that time)
        pid = engine.transport.proc.pid
        before = process_cpu(pid)
        time.sleep(0.25)
        seen.append((rs_id, examples, process_cpu(pid) - before))
        return "fuzzed"

    monkeypatch.setattr(bench_fuzz, "fuzz", fuzz)
    wall, cpu, result = bench_fuzz._timed(SERVED, "lotow", 3)
    assert result == "fuzzed" and len(seen) == 1
    rs_id, examples, busy = seen[0]
    assert (rs_id, examples) == ("lotow", 3)
    # an idle process's clock ticks: at most two (it may spin up to 200 us before it sleeps on its read)
    assert busy <= 0.02, f"the engine used {busy:.2f} s of CPU after the clock started, with no request sent"
    assert wall >= 0.25
