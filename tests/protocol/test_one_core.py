"""One core for the oracle and its engine process during `oracle run` (oracle/core/one_core.py): the
block runs on the core it began on, a process started inside inherits that, the process's own
cores come back however the block ends; ORACLE_ONE_CORE=0 and the in-process reference leave
the cores alone; unset, one core only while the machine's other work left fewer than 1.5 cores
idle, measured from /proc/stat less the process's own time."""

import os
import shlex
import subprocess
import sys
import time
import types

import pytest

from in_process import oracle

from oracle import cli as command_line
from oracle.core import one_core as cores

from conftest import ROOT

pytestmark = pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                                reason="one core to choose from, or a system where a process cannot choose")

FEATURE = "features/lotow/falling.feature"


@pytest.fixture(autouse=True)
def _on(monkeypatch):
    """What these tests check is on (one core whatever the machine is doing), whatever the environment
    the tests run in says; the tests of the choice by the machine unset it."""
    monkeypatch.setenv(cores.ONE_CORE_VARIABLE, "1")


def _allowed(pid: int) -> set[int]:
    return os.sched_getaffinity(pid)


def test_the_block_runs_on_its_core_and_a_process_started_inside_inherits_it():
    before = _allowed(0)
    with cores.one_core() as core:
        assert core in before and _allowed(0) == {core}
        child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
        try:
            assert _allowed(child.pid) == {core}
        finally:
            child.communicate(b"")
    assert _allowed(0) == before


def test_the_cores_come_back_when_the_block_fails():
    before = _allowed(0)
    with pytest.raises(KeyboardInterrupt):
        with cores.one_core():
            assert len(_allowed(0)) == 1
            raise KeyboardInterrupt
    assert _allowed(0) == before


@pytest.mark.parametrize("wanted, variable", [(False, None), (True, "0")], ids=["not wanted", "ORACLE_ONE_CORE=0"])
def test_nothing_changes_when_not_wanted_or_turned_off(monkeypatch, wanted, variable):
    if variable is not None:
        monkeypatch.setenv(cores.ONE_CORE_VARIABLE, variable)
    before = _allowed(0)
    with cores.one_core(wanted) as core:
        assert core is None and _allowed(0) == before


def test_a_system_that_refuses_leaves_the_cores_as_they_are(monkeypatch):
    def refuse(pid, cpus):
        raise PermissionError(1, "Operation not permitted")

    before = _allowed(0)
    monkeypatch.setattr(os, "sched_setaffinity", refuse)
    with cores.one_core() as core:
        assert core is None and _allowed(0) == before


def test_the_current_core_is_one_this_process_may_run_on():
    assert cores.current_core() in _allowed(0)


@pytest.mark.parametrize("engine, one", [("served", True), ("reference", False)])
def test_oracle_run_puts_an_engine_process_on_its_own_core_and_gives_the_cores_back(tmp_path, monkeypatch, engine,
                                                                                   one):
    seen = tmp_path / "engine-cores.txt"
    # the engine's command notes the cores it may run on, then serves the reference
    script = f'grep Cpus_allowed_list /proc/self/status > {seen}; exec "$0" -m oracle.engine.serve'
    command = f"sh -c {shlex.quote(script)} {shlex.quote(sys.executable)}"
    before = _allowed(0)
    asked = []
    real = cores.one_core

    def spy(wanted=True):
        asked.append(wanted)
        return real(wanted)

    monkeypatch.setattr(command_line, "one_core", spy)
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report",
                   *(["--engine", f"cmd:{command}"] if engine == "served" else []), FEATURE], ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert asked == [one]
    assert _allowed(0) == before  # this process's cores back after the run
    if one:
        listed = seen.read_text(encoding="utf-8").split(":")[1].strip()
        assert listed.isdigit() and int(listed) in before, listed  # one core, not a range or a list


@pytest.mark.parametrize("text, how", [(None, "auto"), ("", "auto"), ("auto", "auto"), (" AUTO ", "auto"), ("1", "one"),
                                       ("0", "system")])
def test_the_variable_names_the_placement(text, how):
    assert cores.placement({} if text is None else {cores.ONE_CORE_VARIABLE: text}) == how


@pytest.mark.parametrize("text", ["yes", "2", "on"])
def test_a_value_the_variable_does_not_take_is_refused_in_one_line_before_anything_changes(monkeypatch, text):
    monkeypatch.setenv(cores.ONE_CORE_VARIABLE, text)
    before = _allowed(0)
    with pytest.raises(ValueError) as raised:
        with cores.one_core():
            pass
    message = str(raised.value)
    assert message.startswith(f"{cores.ONE_CORE_VARIABLE}={text!r} is not a placement: ") and "\n" not in message
    assert _allowed(0) == before


def test_oracle_run_refuses_a_value_the_variable_does_not_take_in_one_line(tmp_path):
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", FEATURE], ROOT,
                  env={cores.ONE_CORE_VARIABLE: "yes"})
    assert proc.returncode == 2
    lines = (proc.stderr + proc.stdout).strip().splitlines()
    assert len(lines) == 1 and f"{cores.ONE_CORE_VARIABLE}='yes' is not a placement" in lines[0], lines
    assert not (tmp_path / "report").exists()


def _look(busy: float, total: float, own: float, n: int = 2) -> cores.Look:
    return cores.Look(busy=busy, total=total, cores=n, own=own)


@pytest.mark.parametrize("busy, own, left", [
    (0.0, 0.0, 2.0),  # nothing ran: both cores idle
    (1.0, 1.0, 2.0),  # this process (or its children) used a core the whole second: not others' work
    (2.0, 1.0, 1.0),  # others used a core: one left
    (1.5, 1.0, 1.5),  # others used half a core
    (2.0, 0.0, 0.0),  # others used both
    (0.5, 0.9, 2.0),  # the process's own time counted in finer steps than the machine's: never below none
])
def test_the_spare_cores_are_the_cores_less_what_others_used_over_the_time_passed(busy, own, left):
    # two cores, one second passed (two seconds of the cores' time)
    assert cores.spare(_look(10.0, 100.0, 3.0), _look(10.0 + busy, 102.0, 3.0 + own)) == pytest.approx(left)


def test_no_spare_cores_are_told_from_too_short_a_look_or_a_changed_machine():
    assert cores.spare(_look(10.0, 100.0, 3.0), _look(10.0, 100.01, 3.0)) is None  # under a tick of each core
    assert cores.spare(_look(10.0, 100.0, 3.0), _look(10.0, 104.0, 3.0, n=4)) is None  # a core came online


def test_a_look_at_this_machine_reads_its_cores_and_this_process():
    first = cores.look()
    if first is None:
        pytest.skip("no /proc/stat here")
    deadline = time.monotonic() + 10
    while cores.look().own == first.own and time.monotonic() < deadline:  # this process's own time, counted in ticks
        sum(i * i for i in range(10_000))
    second = cores.look()
    assert first.cores == len(_allowed(0)) and 0 <= first.busy <= first.total
    assert second.total >= first.total and second.busy >= first.busy and second.own > first.own


def test_a_look_counts_only_the_cores_this_process_may_run_on():
    if cores.look() is None:
        pytest.skip("no /proc/stat here")
    before = _allowed(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        alone = cores.look()
    finally:
        os.sched_setaffinity(0, before)
    assert alone.cores == 1 and cores.look().cores == len(before)


@pytest.mark.parametrize("left, one", [(2.0, False), (1.5, False), (1.4, True), (0.0, True), (None, True)],
                         ids=["idle", "at the bound", "under it", "busy", "unreadable"])
def test_unset_the_block_is_on_one_core_only_while_others_left_no_core_idle(monkeypatch, left, one):
    monkeypatch.delenv(cores.ONE_CORE_VARIABLE)
    monkeypatch.setattr(cores, "spare_cores", lambda: left)
    before = _allowed(0)
    with cores.one_core() as core:
        assert (core is not None) == one
        assert _allowed(0) == ({core} if one else before)
    assert _allowed(0) == before


def test_a_look_sooner_than_its_least_stretch_waits_out_the_rest(monkeypatch):
    slept = []
    monkeypatch.setattr(cores, "time", types.SimpleNamespace(monotonic=lambda: 100.0, sleep=slept.append))
    monkeypatch.setattr(cores, "_LAST", (cores.look(), 100.0 - 0.01))  # the last look 10 ms ago
    cores.spare_cores()
    assert slept == [pytest.approx(cores.LEAST_LOOK_S - 0.01)]
    cores.spare_cores()  # 0 s after that one, by this clock
    assert slept[1:] == [pytest.approx(cores.LEAST_LOOK_S)]
    monkeypatch.setattr(cores, "_LAST", (cores.look(), 100.0 - 1.0))  # a second ago: no wait
    cores.spare_cores()
    assert len(slept) == 2
