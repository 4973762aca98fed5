"""Spinning before a blocking read (oracle/engine/spin.py): the bound is read from ORACLE_SPIN_US
and refused in one line when it is not a number of microseconds; a scenario run on the system's
cores spins longer where it is not set; a spin sees a line that comes
within it, gives up without one, and backs off after misses; replies, faults and timeouts are
the same whether the two processes spin or not."""

import os
import shlex
import sys

import pytest

from in_process import oracle

from oracle.core.errors import SetupError
from oracle.core.one_core import ONE_CORE_VARIABLE, one_core
from oracle.engine import connect
from oracle.engine.external import from_command
from oracle.engine.port import EngineFault
from oracle.engine import protocol as P
from oracle.engine.serve import ReferenceOverProtocol
from oracle.engine.spin import (DEFAULT_SPIN_US, MAX_SKIP, MAX_SPIN_US, SCENARIO_SPIN_US, SPIN_VARIABLE, Spin,
                                one_core_only, read_lines, scenario_spin, spin_us)
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider

from conftest import ROOT

SERVE = [sys.executable, "-m", "oracle.engine.serve"]


@pytest.mark.parametrize("text, value", [(None, DEFAULT_SPIN_US), ("", DEFAULT_SPIN_US), ("0", 0), (" 50 ", 50),
                                         (str(MAX_SPIN_US), MAX_SPIN_US)])
def test_the_bound_comes_from_the_environment(text, value):
    assert spin_us({} if text is None else {SPIN_VARIABLE: text}) == value


@pytest.mark.parametrize("text", ["fast", "-1", "1.5", str(MAX_SPIN_US + 1)])
def test_a_bound_that_is_not_microseconds_is_refused_in_one_line(text):
    with pytest.raises(ValueError) as info:
        spin_us({SPIN_VARIABLE: text})
    message = str(info.value)
    assert message.startswith(f"{SPIN_VARIABLE}={text!r}: ") and "\n" not in message
    with pytest.raises(SetupError, match=SPIN_VARIABLE):  # the oracle refuses it before starting the engine
        from_command(SERVE, env={SPIN_VARIABLE: text})


def test_the_command_names_a_bad_bound_and_exits_non_zero(tmp_path):
    proc = oracle(["run", "-q", "--report", str(tmp_path / "report"), "--engine", "cmd:" + shlex.join(SERVE),
                   "features/lotow/thrown_riders.feature"], ROOT, env={SPIN_VARIABLE: "fast"})
    assert proc.returncode != 0
    assert f"{SPIN_VARIABLE}='fast'" in proc.stderr + proc.stdout
    assert "Traceback" not in proc.stderr + proc.stdout


@pytest.mark.parametrize("module", ["oracle.engine.serve", "oracle.engine.host"])
def test_an_engine_given_a_bad_bound_does_not_start_and_says_why(module):
    # the oracle's own bound is fine; the engine's process alone gets a bad one (as a wrapper may set it)
    command = [sys.executable, "-c", f"import os, runpy, sys; os.environ[{SPIN_VARIABLE!r}] = 'fast'; "
                                     f"sys.argv[1:] = ['oracle.engine.serve:ReferenceOverProtocol']; "
                                     f"runpy.run_module({module!r}, run_name='__main__')"]
    engine = from_command(command, env={"PYTHONPATH": str(ROOT)})
    try:
        with pytest.raises(EngineFault) as info:
            engine.ping()
    finally:
        engine.close()
    assert "did not start" in str(info.value)
    # its last words, one line (runpy may warn before it, about running a module of a loaded package)
    assert info.value.detail.strip().splitlines()[-1] == (f"error: {SPIN_VARIABLE}='fast': the spin before a blocking "
                                                          f"read is a whole number of microseconds from 0 to "
                                                          f"{MAX_SPIN_US} (0: never spin)")


def _pipe():
    r, w = os.pipe()
    return r, w


@pytest.fixture
def any_cores(monkeypatch):
    """A spin's own workings, whatever cores this process may use: on one core a spin never spins (what
    test_a_process_that_may_run_on_one_core_only_does_not_spin checks), so these would fail on a one-core
    machine, or under ``taskset`` to one, for the machine's sake and not the code's."""
    monkeypatch.setattr("oracle.engine.spin.one_core_only", lambda: False)


def test_a_spin_sees_a_line_already_there_and_gives_up_on_an_empty_pipe(any_cores):
    r, w = _pipe()
    try:
        spin = Spin(r, 100)
        assert spin.ready() is False  # nothing came within 100 us
        assert (spin.misses, spin.skip) == (1, 1)
        assert spin.ready() is False and spin.skip == 0  # the next wait blocks at once
        os.write(w, b"line\n")
        assert spin.ready() is True
        os.read(r, 100)
        os.close(w)
        assert spin.ready() is True  # the end of the pipe is readable too
    finally:
        os.close(r)


def test_misses_in_a_row_back_off_to_a_bound(any_cores):
    r, w = _pipe()
    try:
        spin = Spin(r, 20)
        skipped = []
        for _ in range(12):
            assert spin.ready() is False
            skipped.append(spin.skip)
            while spin.skip:
                spin.ready()
        assert skipped == [1, 2, 4, 8, 16, 32, 64, 64, 64, 64, 64, 64] and MAX_SKIP == 64
    finally:
        os.close(r)
        os.close(w)


def test_a_bound_of_zero_never_polls():
    r, w = _pipe()
    try:
        spin = Spin(r, 0)
        os.write(w, b"x\n")
        assert spin.ready() is False  # the caller blocks in its read, which returns at once
        assert spin.hits == spin.misses == 0
    finally:
        os.close(r)
        os.close(w)


@pytest.mark.parametrize("bound", ["0", str(MAX_SPIN_US)])
@pytest.mark.parametrize("spec", ["cmd", "py:oracle.engine.serve:ReferenceOverProtocol"])
def test_the_served_reference_answers_alike_spinning_or_not(bound, spec, monkeypatch):
    # served by the kit's loop (cmd:) and by the host of a py: engine, never spinning and spinning
    # up to the largest bound; the default bound (DEFAULT_SPIN_US, its spins given up and the reads
    # blocking after them) is what every other test of a served engine runs with
    monkeypatch.setenv(SPIN_VARIABLE, bound)
    table = setups.rider_on(setups.empty(), "rider", "horse")
    reference = connect("reference").perform("lotow", table, RollThrownRider(fighter="rider"), [4])
    engine = from_command(SERVE) if spec == "cmd" else connect(spec)
    try:
        for _ in range(3):
            engine.ping()
        served = engine.perform("lotow", table, RollThrownRider(fighter="rider"), [4])
    finally:
        engine.close()
    assert served.state == reference.state and served.events == reference.events


def test_idle_work_is_done_only_while_nothing_comes_and_until_there_is_none():
    # a serve loop's idle work (the served reference imports its games): asked after a wait in
    # which nothing came, one piece a call, never again once it says there is no more
    rfd, wfd = os.pipe()
    calls = []

    def idle():
        calls.append(len(calls))
        if len(calls) == 1:
            os.write(wfd, b"second\nthird\n")  # lines come while the work goes on: read first
        if len(calls) == 3:
            os.write(wfd, b"fourth\n")
        return len(calls) < 3

    os.write(wfd, b"first\n")
    lines = read_lines(rfd, Spin(rfd, 0), idle)
    assert next(lines) == b"first" and calls == []  # a line there: read at once
    assert [next(lines), next(lines)] == [b"second", b"third"] and calls == [0]
    assert next(lines) == b"fourth" and calls == [0, 1, 2]  # the last piece said there is no more
    os.write(wfd, b"fifth\n")
    os.close(wfd)
    assert list(lines) == [b"fifth"] and calls == [0, 1, 2]  # no idle work again: the reads block
    os.close(rfd)


def test_the_served_reference_imports_its_games_while_idle_after_the_handshake():
    engine = ReferenceOverProtocol()
    assert not engine.idle()  # before the handshake: nothing to do
    fresh = ReferenceOverProtocol()
    fresh.started()
    while fresh.idle():
        pass
    assert sorted(fresh._models) == sorted(fresh.RULESETS)
    table = setups.rider_on(setups.empty(), "rider", "horse")
    line = P.encode({"cmd": "perform", "seq": 1, "ruleset": "lotow", "state": table,
                     "action": {"action": "roll-thrown-rider", "fighter": "rider"}, "dice": [1], "rulings": {}})
    assert fresh.reply_json(line) == ReferenceOverProtocol().reply_json(line)


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="one core to choose from, or a system where a process cannot choose")
def test_a_process_that_may_run_on_one_core_only_does_not_spin(monkeypatch):
    monkeypatch.setenv(ONE_CORE_VARIABLE, "1")  # one core whatever the machine is doing
    read, write = os.pipe()
    try:
        assert not one_core_only() and Spin(read, 200).bound == 200_000
        with one_core():  # as oracle run puts the oracle and an engine process
            spin = Spin(read, 200)
            assert one_core_only() and spin.bound == 0 and spin.ready() is False  # blocks at once
        assert Spin(read, 200).bound == 200_000
    finally:
        os.close(read)
        os.close(write)


def test_a_scenario_run_spins_longer_only_where_the_bound_is_not_set(monkeypatch):
    monkeypatch.delenv(SPIN_VARIABLE, raising=False)
    with scenario_spin():
        assert spin_us() == SCENARIO_SPIN_US > DEFAULT_SPIN_US
    assert SPIN_VARIABLE not in os.environ and spin_us() == DEFAULT_SPIN_US
    with pytest.raises(KeyboardInterrupt):
        with scenario_spin():
            raise KeyboardInterrupt
    assert SPIN_VARIABLE not in os.environ
    with scenario_spin(False):
        assert spin_us() == DEFAULT_SPIN_US
    monkeypatch.setenv(SPIN_VARIABLE, "50")
    with scenario_spin():
        assert spin_us() == 50
    assert os.environ[SPIN_VARIABLE] == "50"


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="one core to choose from, or a system where a process cannot choose")
@pytest.mark.parametrize("cores, given, seen", [("0", None, str(SCENARIO_SPIN_US)), ("0", "50", "50"), ("1", None, "")],
                         ids=["both cores", "a bound set", "one core"])
def test_oracle_run_gives_its_engine_the_scenario_runs_bound_on_both_cores(tmp_path, cores, given, seen):
    # the engine's command notes the bound it inherited, then serves the reference
    noted = tmp_path / "engine-spin.txt"
    script = f'printf %s "${{{SPIN_VARIABLE}:-}}" > {noted}; exec "$0" -m oracle.engine.serve'
    command = f"sh -c {shlex.quote(script)} {shlex.quote(sys.executable)}"
    before = os.environ.get(SPIN_VARIABLE)
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", "--engine", f"cmd:{command}",
                   "features/lotow/falling.feature"], ROOT, env={ONE_CORE_VARIABLE: cores, SPIN_VARIABLE: given})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert noted.read_text(encoding="utf-8") == seen
    assert os.environ.get(SPIN_VARIABLE) == before  # the command's process as it was
