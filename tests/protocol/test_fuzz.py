"""Differential fuzzing finds the Node engine's documented divergence, shrinks it, and prints a
scenario that passes on the reference and fails on that engine; the faithful engine agrees."""

import re
import shlex
import sys
import threading

import pytest

from conftest import ROOT, run_oracle

from oracle.engine import connect
from oracle.engine.fuzz import fuzz


def test_fuzzing_shrinks_the_divergence_to_a_scenario(tmp_path):
    node = connect("cmd:node examples/node_engine/engine.js")
    try:
        result = fuzz(node, "lotow", ["roll-thrown-rider"], examples=100)
    finally:
        node.close()
    case = result.disagreement
    assert case is not None, result.report()
    assert case.dice == [1] and case.clauses == ["lotow.mounted.thrown-rider.1"]
    assert "hits S2" in case.expected and "hits S3" in case.got
    gherkin = result.report().split("\n\n", 1)[1]
    assert [f.id for f in case.state.fighters] == ["rider"], "shrunk to the rider alone"

    folder = ROOT / "tests" / "protocol" / "features" / "generated"
    folder.mkdir(exist_ok=True)
    feature = folder / f"fuzz_{tmp_path.name}.feature"
    feature.write_text("Feature: found by fuzzing\n\n" + gherkin, encoding="utf-8")
    try:
        rel = str(feature.relative_to(ROOT))
        code, results, out = run_oracle("reference", tmp_path / "ref", rel)
        assert code == 0 and results["scenarios"][0]["status"] == "passed", out
        code, results, out = run_oracle("cmd:node examples/node_engine/engine.js", tmp_path / "node", rel)
        assert code == 1 and results["scenarios"][0]["status"] == "failed"
        assert "expected table.fighters[id=rider].hits[0].strength to be 2, but it is 3" in results["scenarios"][0]["message"]
    finally:
        feature.unlink()


def test_a_faithful_engine_agrees():
    engine = connect("py:examples.python_engine.engine:ThrownRiders")
    try:
        result = fuzz(engine, "lotow", examples=60)
    finally:
        engine.close()  # its process ended here, not left to the worker's exit
    assert result.disagreement is None, result.report()
    assert result.examples >= 30 and set(result.actions) == {"roll-thrown-rider", "strike"}


def test_fuzz_and_stats_commands():
    from in_process import oracle

    def cli(*args):
        return oracle(args, ROOT, env={"PYTHONPATH": str(ROOT)})

    node = "cmd:node examples/node_engine/engine.js"
    out = cli("fuzz", "--engine", node, "--action", "roll-thrown-rider", "-n", "150")
    assert out.returncode == 1, out.stderr
    assert "DISAGREEMENT (shrunk)" in out.stdout and "When the roll-thrown-rider action is taken and the die shows 1:" in out.stdout
    # the Node engine's own dice show its divergence too: a Strength 3 hit the rules make impossible
    out = cli("stats", "--engine", node, "--table", "examples/tables/rider-on-horse.yaml",
              "--action", '{"action": "roll-thrown-rider", "fighter": "rider"}', "-n", "300")
    assert out.returncode == 1, out.stderr
    assert "the rules make impossible; p = 0 -> DIVERGES at alpha 0.01" in out.stdout
    assert "hits S3" in out.stdout


@pytest.mark.parametrize("mode, fault", [
    ("crash-every", "the engine exited (status 3) without replying"),
    ("garbage-every", "the engine's reply is not JSON: Traceback? no: this is not JSON"),
])
def test_an_engine_fault_is_one_line_and_exit_2_not_a_disagreement(faulty, mode, fault):
    # the engine answers the handshake, then faults on its first perform: no verdict on the rules,
    # so no shrunk scenario blaming a clause
    from in_process import oracle

    engine = "cmd:" + shlex.join(faulty(mode))
    out = oracle(["fuzz", "--engine", engine, "--action", "roll-thrown-rider", "-n", "8"], ROOT,
                 env={"PYTHONPATH": str(ROOT)})
    assert (out.returncode, out.stdout) == (2, ""), out.stdout + out.stderr
    # the situation whose request met the fault (without it, nothing to ask again with oracle try); the stderr's
    # last line: the request the engine had read when the fault was read (it reads ahead)
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and re.fullmatch(
        re.escape(f"error: --engine {engine}: roll-thrown-rider on the fuzzed action: {fault} (the situation: ")
        + r"[^;]+; rider; action \{\"action\": \"roll-thrown-rider\", \"fighter\": \"\w+\"\}; dice [1-6]\) "
        + re.escape(f"(its stderr ends: faulty engine: {mode} on request ") + r"\d+\)", lines[0]), lines


def test_an_action_given_twice_is_fuzzed_and_counted_once():
    """It was listed and counted twice: "... of lotow roll-thrown-rider, roll-thrown-rider; 1/2 actions reached"."""
    from in_process import oracle

    out = oracle(["fuzz", "--engine", "reference", "--action", "roll-thrown-rider", "--action", "roll-thrown-rider",
                  "-n", "3"], ROOT, env={"PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stdout + out.stderr
    assert " of lotow roll-thrown-rider; 1/1 actions reached, " in out.stdout, out.stdout


@pytest.mark.parametrize("mode", ["crash-every", "crash"])
def test_an_engine_that_exits_is_reported_and_not_started_again(faulty, tmp_path, mode):
    """The situations sent to an engine that has exited were sent again one by one, each to a process
    started anew (three restarts, each crashing in turn) before the fault was reported: fuzzing stops at
    the first fault, so the first process's end is the answer. crash: only on a scripted roll of 4."""
    from in_process import oracle

    starts = tmp_path / "starts"
    engine = "cmd:sh -c " + shlex.quote(f"echo started >> {shlex.quote(str(starts))}; exec {shlex.join(faulty(mode))}")
    out = oracle(["fuzz", "--engine", engine, "--action", "roll-thrown-rider", "-n", "200"], ROOT,
                 env={"PYTHONPATH": str(ROOT)})
    assert (out.returncode, out.stdout) == (2, ""), out.stdout + out.stderr
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: --engine {engine}: roll-thrown-rider on the fuzzed action: "
                                                   "the engine exited (status 3) without replying (the situation: "), lines
    # crash: the engine ended on the one request it crashes on, a scripted roll of 4, and that is the situation named
    assert ("; dice 4) (its stderr ends: " if mode == "crash" else ") (its stderr ends: ") in lines[0], lines
    assert lines[0].endswith(f"(its stderr ends: faulty engine: {mode} on request " + lines[0].rsplit(" ", 1)[1]), lines
    assert starts.read_text(encoding="utf-8").splitlines() == ["started"]


def test_an_engine_that_ends_while_its_requests_are_pending_is_read_not_started_again(shared_engines, tmp_path,
                                                                                      monkeypatch):
    """The pipeline looked whether the engine had ended (``_ended``), then looked again before it wrote
    (``_ensure_running``): an engine that ended between the two looks, as it can on a busy machine, was
    started again with requests pending, their replies read from the new process, and the fault was
    blamed on a situation the engine never crashed on ("the reply answers request 10, not 2 (the
    situation: ...; dice 1)"). Here the engine ends between the two looks every time: the reference it
    relays to holds its answer to a scripted roll of 4, on which it crashes once it has that answer,
    until the first look has found it running."""
    from oracle.core.lifetime import wait_ended
    from oracle.engine.external import Pipeline
    from oracle.engine.port import EngineFault
    from oracle.engine.serve import ReferenceOverProtocol

    released = threading.Event()

    class HeldOnFour(ReferenceOverProtocol):
        def perform(self, request, dice):
            if request.dice == [4]:
                released.wait(30)
            return super().perform(request, dice)

    looked = Pipeline._ended
    ended_after_the_look = []

    def looked_then_ended(pipe):
        ended = looked(pipe)
        written = list(pipe.pending)[:len(pipe.pending) - len(pipe.unsent)]
        if not ended and not released.is_set() and any(request["dice"] == [4] for _, request, _, _ in written):
            released.set()
            assert wait_ended(pipe.port.transport.proc, 30), "the engine did not crash on its roll of 4"
            ended_after_the_look.append(True)
        return ended

    monkeypatch.setattr(Pipeline, "_ended", looked_then_ended)
    starts = tmp_path / "starts"
    crashing = [sys.executable, str(ROOT / "tests" / "protocol" / "faulty_engine.py"), "crash",
                shared_engines.address(HeldOnFour)]
    engine = connect("cmd:sh -c " + shlex.quote(f"echo started >> {shlex.quote(str(starts))}; exec {shlex.join(crashing)}"))
    try:
        with pytest.raises(EngineFault) as raised:
            fuzz(engine, "lotow", ["roll-thrown-rider"], examples=200)
    finally:
        released.set()
        engine.close()
    assert ended_after_the_look == [True]
    message = raised.value.message
    assert message.startswith("roll-thrown-rider on the fuzzed action: the engine exited (status 3) without replying "
                              "(the situation: ") and message.endswith("; dice 4)"), message
    assert starts.read_text(encoding="utf-8").splitlines() == ["started"]


def test_fuzzing_over_a_process_sends_nothing_more_once_a_reply_disagrees(relayed, monkeypatch):
    """The replies were judged only once every situation of the action's share had been sent: an engine that
    disagreed on its first situation resolved about 150 more, none of them compared (159 requests in all,
    shrinking included). Each reply is judged as it is read, and the first that disagrees ends the sending:
    when the search is run again to shrink it, the engine has received at most PIPELINE requests past that
    one (those already written to its stdin, whose replies are read and dropped)."""
    from oracle.engine import fuzz as fuzzing
    from oracle.engine.external import PIPELINE
    from oracle.engine.serve import ReferenceOverProtocol

    received: list[bool] = []  # each perform request the engine received: whether its answer is misread

    class StrongerThrow(ReferenceOverProtocol):
        """lotow.mounted.thrown-rider.1 misread: a rider thrown over the mount's head takes a Strength 3 hit
        ("получает одно попадание с Силой 2")."""

        def perform(self, request, dice):
            received.append(False)
            state, events, rulings = super().perform(request, dice)
            for fighter in state.get("fighters", []):
                for hit in fighter.get("hits", []):
                    if hit.get("clause") == "lotow.mounted.thrown-rider.1":
                        hit["strength"] = 3
                        received[-1] = True
            return state, events, rulings

    searched, before_shrinking = fuzzing._search, []

    def search(engine, *args, **kwargs):
        if engine is not None:  # the search run again, one situation at a time, to shrink the disagreement
            before_shrinking.append(len(received))
        return searched(engine, *args, **kwargs)

    monkeypatch.setattr(fuzzing, "_search", search)
    engine = connect(relayed(StrongerThrow))
    try:
        result = fuzz(engine, "lotow", ["roll-thrown-rider"], examples=200)
    finally:
        engine.close()
    case = result.disagreement
    assert case is not None and case.dice == [1] and "hits S2" in case.expected and "hits S3" in case.got, result.report()
    assert len(before_shrinking) == 1, before_shrinking
    first = received.index(True)  # the first request whose answer disagrees
    assert first < before_shrinking[0] <= first + PIPELINE, (first, before_shrinking)


def test_an_engine_that_skips_every_situation_compared_nothing(faulty):
    from in_process import oracle

    engine = "cmd:" + shlex.join(faulty("skipped-every"))
    out = oracle(["fuzz", "--engine", engine, "--ruleset", "mordheim", "-n", "20"], ROOT, env={"PYTHONPATH": str(ROOT)})
    assert out.returncode == 2, out.stdout + out.stderr
    assert out.stdout.rstrip().endswith("skipped by the engine; nothing compared"), out.stdout
    assert out.stderr.splitlines() == ["error: nothing was compared: faulty protocol skipped every one of the 36 situation(s); "
                                       "the first: faulty protocol skipped cast on the fuzzed action: not implemented yet"]


def test_fuzzing_leaves_no_hypothesis_folder_in_the_working_folder(tmp_path):
    # a process of its own: hypothesis remembers the constants of the source it has scanned, so a
    # process that fuzzed before writes nothing more
    import os
    import subprocess

    work, cache = tmp_path / "work", tmp_path / "cache"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    env.update(ORACLE_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "oracle.cli", "fuzz", "--engine", "reference", "--action",
                           "roll-thrown-rider", "-n", "8"], cwd=work, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.rstrip().endswith("; no disagreement"), proc.stdout
    assert list(work.iterdir()) == [], "hypothesis's .hypothesis/ was left in the working folder"
    assert (cache / "hypothesis").is_dir()


def test_a_disagreement_says_the_run_stopped_there_and_what_was_not_tried():
    """The counts are of the situations compared up to the first disagreement, and the actions after it are never
    fuzzed: "1 situation(s) of lotow roll-thrown-rider, dismount; 1/2 actions reached" read as all that was tried."""
    from in_process import oracle

    out = oracle(["fuzz", "--engine", "cmd:node examples/node_engine/engine.js", "--action", "roll-thrown-rider",
                  "--action", "dismount", "-n", "20"], ROOT, env={"PYTHONPATH": str(ROOT)})
    assert out.returncode == 1, out.stdout + out.stderr
    head = out.stdout.splitlines()[0]
    assert head.endswith("; stopped at the first disagreement, on roll-thrown-rider (not tried: dismount); "
                         "DISAGREEMENT (shrunk):"), head
