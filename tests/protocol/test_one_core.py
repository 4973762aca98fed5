"""One core for the oracle and its engine process during `oracle run` (oracle/core/one_core.py): the
block runs on the core it began on, a process started inside inherits that, the process's own
cores come back however the block ends; ORACLE_ONE_CORE=0 and the in-process reference leave
the cores alone."""

import os
import shlex
import subprocess
import sys

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
    """What these tests check is on, whatever the environment the tests run in says."""
    monkeypatch.delenv(cores.ONE_CORE_VARIABLE, raising=False)


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
