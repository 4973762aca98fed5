"""An engine's faults stay the engine's: a hung engine behind a wrapper leaves no process
behind, a ``py:`` engine that exits or hangs costs one scenario (not the run), and each
errored scenario carries the stderr of its own engine process only."""

from __future__ import annotations

import json
import os
import shlex
import sys
import uuid
from pathlib import Path

import pytest

from conftest import HANG_TIMEOUT, ROOT, THROWN, scenario_count
from in_process import oracle
from processes import processes_with
from oracle.engine.external import ProcessTransport, Settings, from_object
from oracle.engine.port import EngineFault
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider

ROW_4 = "A rider thrown on a 4 lands beside the mount and does nothing more -- @1.3 "


def test_a_hung_engine_behind_a_wrapper_is_killed_with_everything_it_started(tmp_path, oracle_run, faulty):
    marker = f"wrapped-{uuid.uuid4().hex}"
    # sh runs the engine as its child (the "; true" keeps sh from exec-ing it): killing sh alone
    # would leave the hung engine behind
    config = tmp_path / "wrapped.yaml"
    config.write_text(json.dumps({"command": ["sh", "-c", f"{shlex.join(faulty('hang', marker))}; true"],
                                  "cwd": str(ROOT), "timeout": HANG_TIMEOUT}), encoding="utf-8")
    code, results, out = oracle_run(str(config), THROWN)
    assert code == 1, out
    by_name = {s["name"]: s for s in results["scenarios"]}
    assert by_name[ROW_4]["status"] == "errored" and f"no reply within {HANG_TIMEOUT:g} s" in by_name[ROW_4]["message"]
    assert not processes_with(marker), "the hung engine outlived its timeout"



@pytest.mark.skipif(not hasattr(os, "killpg") or not Path("/proc/self/stat").exists(), reason="process groups, /proc")
@pytest.mark.parametrize("ends", ["found-on-a-write", "stopped"])
def test_an_engine_group_is_signalled_only_while_its_number_is_still_its_own(monkeypatch, ends):
    """The oracle kills an engine's whole group (what a wrapper started too), whose number is the engine's
    process number. The transport reaped an engine that had ended (waiting for its exit status, or for it
    to stop) before it signalled the group: by then the number was free, and the system may give it to
    another process leading a group of its own, which the signal would kill. Now the engine is left
    unreaped (a zombie, still in /proc) until its group has been signalled."""
    reaped_when_signalled = []
    real = os.killpg

    def killpg(pgid, sig):
        stat = Path(f"/proc/{pgid}/stat")
        reaped_when_signalled.append(not stat.exists())
        return real(pgid, sig)

    monkeypatch.setattr(os, "killpg", killpg)
    transport = ProcessTransport([sys.executable, "-c", "pass"])
    transport.start()
    if ends == "found-on-a-write":  # the exit status a broken pipe's message gives, then the stop
        assert transport._exit_code() == "status 0"
        assert not transport.alive()
    transport.stop()  # told to stop, closed, waited for: it ends within the wait
    assert reaped_when_signalled == [False]
    assert transport.proc.returncode == 0, "reaped once its group was signalled"


def _run_planted(tmp_path, monkeypatch, module: str, on_a_4: str) -> tuple[dict, dict]:
    """``oracle run`` of the thrown-rider feature with a ``py:`` engine that answers as the reference but for a
    scripted 4, where it runs ``on_a_4`` (Python lines, with ``line`` and ``message`` in scope): the results
    and the row-4 scenario's record, taken out of them."""
    (tmp_path / f"{module}.py").write_text(
        "import json, sys\n"
        "from oracle.engine.serve import ReferenceOverProtocol\n"
        "class Planted(ReferenceOverProtocol):\n"
        "    def handle_line(self, line):\n"
        "        message = json.loads(line)\n"
        "        if message.get('cmd') == 'perform' and message.get('dice') == [4]:\n"
        + "".join(f"            {code}\n" for code in on_a_4.splitlines())
        + "        return super().handle_line(line)\n", encoding="utf-8")
    # the run in this process, its module on the path as PYTHONPATH puts it there; the py: engine
    # in a process of its own, which finds the module on PYTHONPATH
    monkeypatch.syspath_prepend(str(tmp_path))
    proc = oracle(["run", "-q", "--report", tmp_path / "report", "--engine", f"py:{module}:Planted", THROWN],
                  ROOT, env={"PYTHONPATH": os.pathsep.join([str(ROOT), str(tmp_path)])})
    assert proc.returncode == 1, proc.stdout + proc.stderr
    results = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))
    by_name = {s["name"]: s for s in results["scenarios"]}
    assert len(by_name) == scenario_count(THROWN), "every scenario has a result: the oracle did not exit with it"
    bad = by_name.pop(ROW_4)
    assert {s["status"] for s in by_name.values()} == {"passed"}
    return results, bad


def test_a_py_engine_that_exits_costs_one_scenario_and_the_run_goes_on(tmp_path, monkeypatch):
    results, bad = _run_planted(tmp_path, monkeypatch, "quitting_engine",
                                "print('quitting on a 4', file=sys.stderr, flush=True)\nsys.exit(3)")
    assert bad["status"] == "errored" and "exited (status 3)" in bad["message"], bad
    assert "quitting on a 4" in bad["detail"]
    assert results["engine"] == "reference protocol"


@pytest.mark.parametrize("returned, kind", [("line.encode()", "bytes"), ("message", "dict")])
def test_a_py_engine_whose_handle_line_returns_no_text_is_errored_naming_what_it_returned(tmp_path, monkeypatch,
                                                                                           returned, kind):
    """The host wrote what ``handle_line`` returned as text: bytes or a dict ended it with "TypeError: can't concat
    str to bytes" on its stderr, and the scenario said only that the engine exited."""
    results, bad = _run_planted(tmp_path, monkeypatch, "bytes_engine", f"return {returned}")
    assert bad["status"] == "errored", bad
    assert (f'the engine reported an error: {{"message": "bytes_engine:Planted.handle_line returned {kind}, '
            'not a line of JSON (str)"}') in bad["message"], bad["message"]
    assert results["engine_restarts"] == 0, "the engine answered: it was not started again"


def test_a_py_engine_that_hangs_times_out_and_is_started_afresh(tmp_path, monkeypatch):
    (tmp_path / "hanging_engine.py").write_text(
        "import json, time\n"
        "import oracle.lotow  # imported as the process starts: the served reference imports a game on\n"
        "from oracle.engine.serve import ReferenceOverProtocol  # its first request, which has 0.3 s here\n"
        "class Hangs(ReferenceOverProtocol):\n"
        "    def handle_line(self, line):\n"
        "        if json.loads(line).get('dice') == [4]:\n"
        "            time.sleep(3600)\n"
        "        return super().handle_line(line)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    engine = from_object("hanging_engine:Hangs", Settings(timeout=0.3, check_determinism=False))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    try:
        with pytest.raises(EngineFault, match="no reply within 0.3 s"):
            engine.perform("lotow", table, RollThrownRider(fighter="rider"), [4])
        # the engine started afresh imports the game its first request names: that reply is given
        # the usual time (the short one above only spares the test a long wait for the hang)
        engine.settings.timeout = Settings().timeout
        after = engine.perform("lotow", table, RollThrownRider(fighter="rider"), [6])
        assert after.state.fighters and engine.restarts_used == 1
    finally:
        engine.close()


def test_each_errored_scenario_keeps_the_stderr_of_its_own_engine_process(tmp_path, oracle_run, faulty):
    config = tmp_path / "crash-every.yaml"
    config.write_text(json.dumps({"command": faulty("crash-every"),
                                  "cwd": str(ROOT), "timeout": 20, "restarts": 3}), encoding="utf-8")
    code, results, _ = oracle_run(str(config), THROWN)
    assert code == 1
    details = [s.get("detail") or "" for s in results["scenarios"]]
    crashed = [d for d in details if "faulty engine: crash-every" in d]
    assert len(crashed) >= 3
    assert all(d.count("faulty engine: crash-every") == 1 for d in crashed), \
        "a later process's fault shows an earlier process's stderr"


def test_what_the_engine_does_not_offer_stays_skipped_after_its_restarts_run_out(tmp_path, oracle_run):
    """An engine that crashes on every action it resolves, restarted once: its actions error,
    but what its handshake does not offer (exact odds, here) is skipped, before and after."""
    engine = tmp_path / "crashing_engine.py"
    engine.write_text(
        "import os, sys\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from examples.python_engine.engine import ThrownRiders\n"
        "class Crashing(ThrownRiders):\n"
        "    def handle_line(self, line):\n"
        "        if '\"perform\"' in line:\n"
        "            print('crashing', file=sys.stderr, flush=True)\n"
        "            os._exit(3)\n"
        "        return super().handle_line(line)\n"
        "Crashing().serve()\n", encoding="utf-8")
    config = tmp_path / "crashing.yaml"
    config.write_text(json.dumps({"command": [sys.executable, str(engine)], "timeout": 20, "restarts": 1}),
                      encoding="utf-8")
    code, results, _ = oracle_run(str(config), THROWN)
    assert code == 1
    statuses = [(s["status"], s["message"] or "") for s in results["scenarios"]]
    assert any("was not restarted again" in m for _, m in statuses), "the restarts ran out during the run"
    odds = [st for st, m in statuses if "does not compute exact odds" in m]
    assert odds and set(odds) == {"skipped"}, statuses
    assert {st for st, m in statuses if "does not compute exact odds" not in m} == {"errored"}
