"""Timing shared by the benchmarks of engines over the protocol (bench/external.py, bench/fuzz.py,
bench/protocol.py).

The work of a run through an engine process is split between this process and the engine's:
they take turns, or overlap when requests are pipelined.  A :class:`Stopwatch` gives both the
wall time and the CPU time of this process and of the engine processes that ran (and exited)
inside it, less the CPU of a bare start of the same engine (its imports and handshake), so
that a run through a process and a run in process compare the same work.  On a shared
machine the wall time is mostly waiting for a core; the CPU time is what two idle cores
would need (at most: where the two processes overlap, wall time is less than their sum).
"""

from __future__ import annotations

import os
import resource
import statistics
import time
from pathlib import Path
from typing import Any, Callable

from oracle.engine import connect


def median_cpu_times(work: dict[str, Callable[[], Any]], repeat: int,
                     before: Callable[[], Any] | None = None) -> dict[str, float]:
    """The median CPU time of this process for each piece of work over ``repeat`` rounds, the pieces taking
    turns in each round (a change of the machine's speed during the measure falls on all of them alike);
    ``before`` runs untimed before each piece (``gc.collect``: each piece starts with the collector's
    generations empty, so that a full collection the last piece made due falls on none of the others)."""
    times: dict[str, list[float]] = {what: [] for what in work}
    for _ in range(repeat):
        for what, fn in work.items():
            if before is not None:
                before()
            start = time.process_time()
            fn()
            times[what].append(time.process_time() - start)
    return {what: statistics.median(ts) for what, ts in times.items()}


IN_PROCESS = "reference"
"""The engine spec that starts no process."""


def children_cpu() -> float:
    """CPU seconds of every child process this one has started and waited for."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_cpu(pid: int) -> float | None:
    """CPU seconds a running process has used so far (Linux's ``/proc``); None where unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def settle(engine, quiet: float = 0.3, limit: float = 15.0) -> None:
    """Wait, after its handshake, until an engine's process has done what it does while no
    request waits (the served reference imports its games and the catalogue then, as it does
    while ``oracle run`` loads its steps): its CPU time unchanged for ``quiet`` seconds.  An
    engine in this process, or where the process's time cannot be read, is not waited for."""
    proc = getattr(getattr(engine, "transport", None), "proc", None)
    if proc is None or process_cpu(proc.pid) is None:
        return
    deadline, last, still = time.monotonic() + limit, process_cpu(proc.pid), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.05)
        now = process_cpu(proc.pid)
        if now is None:
            return
        if now != last:
            last, still = now, time.monotonic()
        elif time.monotonic() - still >= quiet:
            return


def connected(spec: str):
    """An engine started, its handshake answered and what it does while idle done (:func:`settle`); the
    engine in this process has no handshake and nothing to wait for."""
    engine = connect(spec)
    if hasattr(engine, "info"):
        engine.info
    settle(engine)
    return engine


_BOOT: dict[str, float] = {}


def boot_cpu(spec: str) -> float:
    """CPU seconds of the engine's process that only starts, shakes hands, does what it does
    while idle (:func:`settle`) and stops (0 in process)."""
    if spec == IN_PROCESS:
        return 0.0
    if spec not in _BOOT:
        before = children_cpu()
        engine = connected(spec)
        engine.close()
        _BOOT[spec] = children_cpu() - before
    return _BOOT[spec]


class Stopwatch:
    """``with Stopwatch(spec) as clock: ...``: ``clock.wall`` and ``clock.cpu`` afterwards.

    The engine started inside must be closed inside (a child's CPU time is counted once it
    has exited); :meth:`stop_wall` ends the wall time early (before the engine is closed)."""

    def __init__(self, spec: str):
        self.spec = spec
        self.boot = boot_cpu(spec)  # measured before, not inside
        self.wall: float | None = None
        self.cpu = 0.0

    def __enter__(self) -> "Stopwatch":
        self.start()
        return self

    def start(self) -> None:
        """Start (again): after an engine's start-up, to leave it out of the wall time too."""
        self.wall = None
        self._wall, self._cpu, self._children = time.perf_counter(), time.process_time(), children_cpu()

    def stop_wall(self) -> None:
        if self.wall is None:
            self.wall = time.perf_counter() - self._wall

    def __exit__(self, *exc) -> None:
        self.stop_wall()
        engine = children_cpu() - self._children
        self.cpu = time.process_time() - self._cpu + (max(0.0, engine - self.boot) if engine else 0.0)


def round_trips(engine, pings: int, warm: int = 200) -> dict[str, float]:
    """Median and 90th percentile (microseconds) of ``pings`` ping round trips to a started engine."""
    for _ in range(warm):
        engine.ping()
    samples = []
    for _ in range(pings):
        t = time.perf_counter_ns()
        engine.ping()
        samples.append(time.perf_counter_ns() - t)
    samples.sort()
    return {"median_us": statistics.median(samples) / 1000, "p90_us": samples[int(0.9 * len(samples))] / 1000,
            "pings": pings}
