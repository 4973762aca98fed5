"""A persistent engine process speaking the protocol, against the in-process reference engine.

* the suite: the same scenarios with ``-D engine=reference`` and with
  ``-D engine=cmd:<python> -m oracle.engine.serve`` (the reference served over the
  protocol, one process for the whole run), in this process, interleaved; the figure is
  the time behave spends in the scenarios (``results.json`` ``seconds`` less
  ``engine_boot_wait``, the wait for the process's start and handshake), wall clock
  since the work is in the other process; the process start is reported beside it.  The
  engine is connected before the run, as ``oracle run`` connects it, and left to settle
  (:func:`bench.timing.settle`: the served reference imports its games while idle after
  the handshake), so that its start-up is left out as the in-process run's imports are;
  each run starts a :class:`~oracle.core.run.Run` of its own, as ``oracle run`` does, so that
  the in-process engine's exact questions start from an empty transposition table as the
  served engine's do; the served runs on one core with the engine process while the machine's
  other work leaves no core idle, as ``oracle run`` puts them (:mod:`oracle.core.one_core`;
  ``ORACLE_ONE_CORE=1`` always, ``0`` never: on the cores the system gives), and how many were
  is reported; on the system's cores both sides spin up to the scenario run's bound, as there
  (:func:`oracle.engine.spin.scenario_spin`);
* the same runs in CPU time, of this process and the engine's added up (less a bare start
  of the engine): the oracle and the engine take turns, so on two idle cores the wall time
  is about that sum, while on a shared machine the wall time is mostly waiting for a core
  (every request wakes the other process, every reply wakes this one);
* the served run again with neither side spinning (``ORACLE_SPIN_US=0``, :func:`_still`), in both
  times: a spinning side spends CPU to be woken sooner, so the CPU target and the wall target pull
  apart, and this row shows what each side of that trade is worth on the day;
* the round trip of a trivial request (``ping``) to that process, median and 90th percentile
  of many (targets: 50 us and 100 us), and against its floors: a Python process that only
  writes back each line it reads (waking the other process and being woken, no work), both
  sides blocking in their reads, and the same with both sides spinning before they read as
  the oracle and the served engine do (``ORACLE_SPIN_US``, :mod:`oracle.engine.spin`).  The
  three are measured side by side in rounds (:func:`round_trip_us`), so that the floors are
  those of the same moments as the pings.

Without the protocol in this checkout the slot says "not available".
"""

from __future__ import annotations

import importlib.util
import json
import os
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path
from unittest import mock

from bench.timing import IN_PROCESS, Stopwatch, connected
from oracle.bdd.runner import RunSetup, make_runner
from oracle.core.resolve import forget_read_rolls
from oracle.core.one_core import one_core
from oracle.core.run import Run, start
from oracle.engine import connect
from oracle.engine.spin import SPIN_VARIABLE, Spin, scenario_spin, spin_us

RULE_MODULES: tuple[str, ...] = ("oracle.lotow.", "oracle.mordheim.", "oracle.gurps.", "oracle.ww2.", "oracle.core.geometry")
"""The modules whose ``functools`` caches hold rule results (routes, clear arcs, roll tables, discs)."""


def forget_rule_caches() -> int:
    """Empty the caches the rule modules keep (:data:`RULE_MODULES`), as a new engine process has them: the
    suite in process runs round after round in this process, each served run in a new engine process, so
    the rules' caches, left full, would serve the in-process runs the previous rounds' answers (as
    :func:`~oracle.core.resolve.forget_read_rolls` does for the read rolls). How many it emptied."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith(RULE_MODULES) or module is None:
            continue
        for value in vars(module).values():
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
                emptied += 1
    return emptied


SERVE = "oracle.engine.serve"
TARGET_RATIO = 1.5
"""The suite through the served reference, determinism check on, against the suite in process."""
ROUND_TRIP_P50_US = 50.0
ROUND_TRIP_P90_US = 100.0


def available() -> str | None:
    """None when the protocol is here; otherwise why not."""
    try:
        if importlib.util.find_spec(SERVE) is None:
            return f"the engine protocol ({SERVE}) is not in this checkout"
    except ModuleNotFoundError:
        return f"the engine protocol ({SERVE}) is not in this checkout"
    return None


def engine_spec() -> str:
    return "cmd:" + shlex.join([sys.executable, "-m", SERVE])


ECHO = "import os\nwhile True:\n    line = os.read(0, 65536)\n    if not line:\n        break\n    os.write(1, line)\n"
"""The floor of a round trip: a Python process that writes back what it reads, with one read and
one write, and nothing else."""
SPINNING_ECHO = ("import os, sys\nfrom oracle.engine.spin import Spin\nspin = Spin(0, int(sys.argv[1]))\n"
                 "while True:\n    spin.ready()\n    line = os.read(0, 65536)\n    if not line:\n        break\n"
                 "    os.write(1, line)\n")
"""The same echo spinning as the served engine does before each read (:mod:`oracle.engine.spin`)."""


class _Echo:
    """A process running :data:`ECHO` (or :data:`SPINNING_ECHO` with ``spin`` microseconds), kept
    for several rounds of samples."""

    def __init__(self, spin: int = 0):
        argv = [sys.executable, "-c", SPINNING_ECHO, str(spin)] if spin else [sys.executable, "-c", ECHO]
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.out, self.back = self.proc.stdin.fileno(), self.proc.stdout.fileno()
        self.waiting = Spin(self.back, spin)

    def samples(self, n: int) -> list[int]:
        """``n`` round trips of a pong-sized line (nanoseconds), each written and read back with one read."""
        out, back, waiting, line = self.out, self.back, self.waiting, b'{"cmd":"pong","seq":1}\n'
        taken = []
        for _ in range(n):
            t = time.perf_counter_ns()
            os.write(out, line)
            waiting.ready()
            os.read(back, 65536)
            taken.append(time.perf_counter_ns() - t)
        return taken

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def _pings(engine, n: int) -> list[int]:
    taken = []
    for _ in range(n):
        t = time.perf_counter_ns()
        engine.ping()
        taken.append(time.perf_counter_ns() - t)
    return taken


def _quantiles(samples: list[int]) -> dict[str, float]:
    samples = sorted(samples)
    return {"median_us": statistics.median(samples) / 1000, "p90_us": samples[int(0.9 * len(samples))] / 1000}


def echo_round_trips(pings: int, warm: int = 200, spin: int = 0) -> dict[str, float]:
    """Median and 90th percentile (microseconds) of a line written to :data:`ECHO` over a pipe and
    read back with one read: what waking another process and being woken costs, with no work on
    either side (a pong's length).  With ``spin`` (microseconds) both sides spin before they
    read as the oracle and the served engine do (:data:`SPINNING_ECHO`); with 0 both block."""
    echo = _Echo(spin)
    try:
        echo.samples(warm)
        return _quantiles(echo.samples(pings))
    finally:
        echo.close()


def round_trip_us(pings: int = 3000, rounds: int = 10, warm: int = 300) -> dict:
    """A ping to the served reference, and its floors (:func:`echo_round_trips`: blocking, and
    spinning with the same bound), measured side by side: the three processes are started and
    warmed first, then each round takes ``pings / rounds`` samples of each in turn, so that all
    three see the same drifts of the machine (its load, its cores' sleep); median and 90th
    percentile over all the samples of each."""
    spin = spin_us()
    start = time.perf_counter()
    engine = connect(engine_spec())
    echoes = {}
    try:
        engine.ping()
        started = time.perf_counter() - start
        echoes = {"": _Echo(), "spin_": _Echo(spin) if spin else None}
        samples: dict[str, list[int]] = {"ping": [], "": [], "spin_": []}
        _pings(engine, warm)
        for echo in echoes.values():
            if echo is not None:
                echo.samples(warm)
        each = max(1, pings // rounds)
        for _ in range(rounds):
            samples["ping"] += _pings(engine, each)
            for kind, echo in echoes.items():
                samples[kind] += (echo or echoes[""]).samples(each)
    finally:
        engine.close()
        for echo in echoes.values():
            if echo is not None:
                echo.close()
    rt = _quantiles(samples["ping"])
    return {**rt, "pings": len(samples["ping"]), "start_s": started, "spin_us": spin,
            **{f"{kind}floor_{q}": value for kind in ("", "spin_") for q, value in _quantiles(samples[kind]).items()}}


def _suite(engine: str, results: Path) -> tuple[float, float, float, int, int, bool]:
    """(seconds in scenarios, wall seconds, CPU seconds of this process and the engine's, scenarios, failed,
    whether the run was on one core with its engine)."""
    # connected before the run as `oracle run` connects it, and settled: its start-up, imports included
    # (the served reference imports its games while idle after the handshake), is left out on both sides
    # on one core with the engine process while the machine's other work leaves no core idle, as
    # `oracle run` puts them (oracle.core.one_core)
    served = engine != IN_PROCESS
    with one_core(served) as core, scenario_spin(served and core is None):  # and spinning as `oracle run` does
        given = connected(engine) if served else None
        # a run of its own, as `oracle run` starts one: the in-process engine's exact questions start
        # from an empty transposition table and no read roll kept, as a new served engine's do, not from
        # the earlier runs' answers
        start(Run())
        forget_read_rolls()
        forget_rule_caches()
        with Stopwatch(engine) as clock:  # the run closes the engine: its CPU less a bare start of the same engine
            runner = make_runner(["--no-capture", "--format", "null", "--no-summary", "-D", f"engine={engine}",
                                  "-D", f"results={results}", "features"], RunSetup(engine=given))
            runner.run()
    wall, used = clock.wall, clock.cpu
    data = json.loads(results.read_text(encoding="utf-8"))
    statuses = [s["status"] for s in data["scenarios"]]
    # the time in scenarios, less the wait for the process's handshake (its start, reported apart)
    seconds = data["seconds"] - data.get("engine_boot_wait", 0.0)
    failed = sum(1 for s in statuses if s not in ("passed", "skipped"))
    return seconds, wall, used, len(statuses), failed, core is not None


def _still(spec: str, results: Path) -> tuple[float, float, float, int, int, bool]:
    """:func:`_suite` with neither side spinning before its reads (``ORACLE_SPIN_US=0`` for this process and
    the engine it starts, which inherits it): what the served run costs without the CPU that spinning
    spends to wake each side sooner."""
    with mock.patch.dict(os.environ, {SPIN_VARIABLE: "0"}):  # the variable as it was afterwards, or unset
        return _suite(spec, results)


def _status(ratio: float, failed: int) -> str:
    # a scenario that fails through the protocol stops at its failing step: the ratio then
    # leaves out the rest of that scenario's work, and is reported as not comparable
    status = "met" if ratio <= TARGET_RATIO else "NOT met"
    return f"{status}, but {failed} scenario(s) fail through the protocol: not the same work" if failed else status


def measure(tmp: Path, repeat: int) -> dict:
    why = available()
    if why is not None:
        return {"status": "not available", "why": why}
    results = tmp / "external-results.json"
    # the same process without the determinism check (each scripted request sent once)
    once = tmp / "engine-once.yaml"
    once.write_text(json.dumps({"command": [sys.executable, "-m", SERVE], "check_determinism": False}),
                    encoding="utf-8")
    engines = {"reference": "reference", "external": engine_spec(), "external_once": f"config:{once}",
               "external_still": engine_spec()}
    _suite("reference", results)  # warm
    runs: dict[str, list[tuple]] = {k: [] for k in engines}
    load = os.getloadavg()
    for _ in range(max(3, repeat)):  # interleaved, so that drifts of the machine hit all alike
        for kind, spec in engines.items():
            runs[kind].append((_still if kind == "external_still" else _suite)(spec, results))

    def med(kind: str, i: int) -> float:
        return statistics.median(r[i] for r in runs[kind])

    scenarios, failed = runs["reference"][-1][3], {k: runs[k][-1][4] for k in engines}
    assert failed["reference"] == 0, f"{failed['reference']} scenario(s) failed in process"
    rt = round_trip_us()
    ratio, once_ratio = med("external", 0) / med("reference", 0), med("external_once", 0) / med("reference", 0)
    cpu_ratio, once_cpu_ratio = med("external", 2) / med("reference", 2), med("external_once", 2) / med("reference", 2)
    # each round's served run over the in-process run beside it, fastest to slowest: the spread a single
    # ratio hides on a shared machine
    pairs = sorted(e[0] / r[0] for e, r in zip(runs["external"], runs["reference"]))
    served = runs["external"] + runs["external_once"]
    return {"scenarios": scenarios, "load_average": load, "pair_ratios": pairs,
            "one_core_runs": sum(1 for r in served if r[5]), "served_runs": len(served),
            "inprocess_s": med("reference", 0), "external_s": med("external", 0),
            "external_once_s": med("external_once", 0),
            "ratio": ratio, "status": _status(ratio, failed["external"]),
            "once_ratio": once_ratio, "once_status": _status(once_ratio, failed["external_once"]),
            "inprocess_cpu_s": med("reference", 2), "external_cpu_s": med("external", 2),
            "external_once_cpu_s": med("external_once", 2),
            "cpu_ratio": cpu_ratio, "cpu_status": _status(cpu_ratio, failed["external"]),
            "once_cpu_ratio": once_cpu_ratio,
            "still_ratio": med("external_still", 0) / med("reference", 0),
            "still_cpu_ratio": med("external_still", 2) / med("reference", 2),
            "external_still_s": med("external_still", 0), "external_still_cpu_s": med("external_still", 2),
            "wall_ratio": med("external", 1) / med("reference", 1),
            "inprocess_wall_s": med("reference", 1), "external_wall_s": med("external", 1),
            "round_trip_us": rt["median_us"], "round_trip_p90_us": rt["p90_us"], "engine_start_s": rt["start_s"],
            "round_trip_floor_us": rt["floor_median_us"], "round_trip_floor_p90_us": rt["floor_p90_us"],
            "spin_us": rt["spin_us"], "round_trip_spin_floor_us": rt["spin_floor_median_us"],
            "round_trip_spin_floor_p90_us": rt["spin_floor_p90_us"],
            "failed_through_protocol": failed["external"],
            "target": TARGET_RATIO, "round_trip_target_us": ROUND_TRIP_P50_US,
            "round_trip_p90_target_us": ROUND_TRIP_P90_US,
            "round_trip_status": "met" if rt["median_us"] <= ROUND_TRIP_P50_US and rt["p90_us"] <= ROUND_TRIP_P90_US
            else "NOT met"}
