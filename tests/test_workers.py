"""Pieces of a command's work shared among forked processes (oracle.core.workers)."""

import multiprocessing
import multiprocessing.connection
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from oracle.core.errors import HookBoundary, OracleError
from oracle.core.workers import WorkerDied, can_fork, cpu_quota, map_in_processes, usable_cores


def where(piece: int) -> tuple[int, int, bool, bool]:
    """A piece done: (the piece, the process that did it, whether it ignores Ctrl-C, whether SIGTERM
    ends it at once)."""
    time.sleep(0.05)  # long enough for every process to take a piece
    return (piece, os.getpid(), signal.getsignal(signal.SIGINT) is signal.SIG_IGN,
            signal.getsignal(signal.SIGTERM) is signal.SIG_DFL)


def fails_on_three(piece: int) -> int:
    if piece == 3:
        raise ValueError("piece 3 cannot be done")
    return piece


ROOT = Path(__file__).resolve().parent.parent

needs_fork = pytest.mark.skipif(not can_fork(), reason="this system does not fork worker processes")


@needs_fork
def test_the_results_come_back_in_the_order_of_the_pieces_from_processes_that_leave_signals_to_the_command():
    done = map_in_processes(where, list(range(8)), 3)
    assert [piece for piece, *_ in done] == list(range(8))
    pids = {pid for _, pid, _, _ in done}
    assert os.getpid() not in pids and 2 <= len(pids) <= 3
    assert all(ignores_ctrl_c and ends_on_sigterm for *_, ignores_ctrl_c, ends_on_sigterm in done)
    assert not multiprocessing.active_children()


def test_one_process_does_the_pieces_here_in_order():
    handlers = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    done = map_in_processes(where, [2, 0, 1], 1)
    assert [(piece, pid) for piece, pid, _, _ in done] == [(2, os.getpid()), (0, os.getpid()), (1, os.getpid())]
    # this process's own handlers untouched (Ctrl-C not ignored as a worker ignores it, unless it came ignored:
    # a test command started in the background of a shell that has no job control)
    assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)) == handlers
    assert [ignores for _, _, ignores, _ in done] == [handlers[0] is signal.SIG_IGN] * 3


@needs_fork
def test_a_pieces_exception_is_raised_in_the_caller_and_no_worker_is_left():
    with pytest.raises(ValueError, match="piece 3 cannot be done"):
        map_in_processes(fails_on_three, list(range(6)), 2)
    assert not multiprocessing.active_children()


FREEZE_CHECK = """
import gc
import weakref

from oracle.core.workers import map_in_processes

HELD = [[n] for n in range(1000)]  # objects the command made before it forked its workers


class Node:
    pass


def dropped_cycle():
    node = Node()
    node.me = node
    return weakref.ref(node)


DROPPED = None


def cycle_gone(piece):
    return DROPPED() is None


def what_the_collector_leaves(piece):
    # how many objects are out of the collector's reach here, and whether HELD (the command's) is among them: a frozen
    # object is in no generation, so gc.get_referrers (which looks through the generations) does not find the
    # module's dict referring to it
    return gc.get_freeze_count(), not any(type(r) is dict and r.get("HELD") is HELD for r in gc.get_referrers(HELD))


if __name__ == "__main__":
    assert what_the_collector_leaves(0) == (0, False)
    done = map_in_processes(what_the_collector_leaves, [0, 1], 2)
    assert all(frozen >= len(HELD) and left for frozen, left in done), done
    assert what_the_collector_leaves(0) == (0, False), "not given back"
    gc.freeze()  # a program that froze its own heap before
    before = gc.get_freeze_count()
    done = map_in_processes(what_the_collector_leaves, [0, 1], 2)
    assert all(frozen >= len(HELD) and left for frozen, left in done), done
    assert gc.get_freeze_count() >= before - 100, "unfrozen"  # still frozen (a few of its objects freed meanwhile)
    # its heap stays frozen after the workers: a cycle already old when it was dropped is collected before the fork,
    # not frozen for good
    kept = [Node()]
    kept[0].me = kept[0]
    gc.collect()  # it lives through a full collection: in the oldest generation now
    DROPPED = weakref.ref(kept.pop())
    done = map_in_processes(cycle_gone, [0, 1], 2)
    assert done == [True, True], "an old dropped cycle was frozen for good"
    gc.unfreeze()
    # a cycle the command has just dropped is collected before the fork, not frozen into the workers, by a collection
    # of the young generations alone (a full one walked the whole heap for the few objects older than them)
    gc.disable()  # only the collections asked for: none the interpreter starts of its own
    generations = []
    gc.callbacks.append(lambda phase, info: generations.append(info["generation"]) if phase == "start" else None)
    DROPPED = dropped_cycle()
    done = map_in_processes(cycle_gone, [0, 1], 2)
    assert done == [True, True], "a dropped cycle was frozen into the workers"
    assert generations and max(generations) < 2, generations
    print("ok")
"""


@needs_fork
def test_the_workers_collectors_leave_the_commands_heap_alone_and_the_command_gets_it_back(tmp_path):
    """A worker's full collection walked the command's whole heap, writing into every object's header, so the
    kernel copied the pages the two processes shared: the command's objects are frozen while its workers run,
    and given back to its collector when they are done; a process that froze objects before keeps them frozen
    (a test worker does: tests/conftest.py). In a process of its own: a test worker's heap is frozen already,
    and unfrozen the collection before the fork walked all of it (2 s of CPU)."""
    script = tmp_path / "freeze_check.py"
    script.write_text(FREEZE_CHECK, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (proc.returncode, proc.stdout) == (0, "ok\n"), proc.stderr[-3000:]


class Unrebuilt(Exception):
    """An exception whose class takes other arguments than it passes on: pickle cannot rebuild it."""

    def __init__(self, part: str, why: str):
        super().__init__(f"{part} failed: {why}")


def fails_unrebuilt(piece: int) -> int:
    if piece == 1:
        raise HookBoundary("falling damage", "the excerpt does not contain it")
    if piece == 4:
        raise Unrebuilt("piece 4", "no reason")
    return piece


@needs_fork
def test_an_exception_pickle_cannot_rebuild_comes_back_as_its_message_not_as_a_dead_worker():
    with pytest.raises(OracleError, match=r"^outside the excerpt \(falling damage\): the excerpt does not contain it$"):
        map_in_processes(fails_unrebuilt, [0, 1, 2], 2)
    with pytest.raises(RuntimeError, match=r"(?s)in a worker process: .*raise Unrebuilt.*piece 4 failed: no reason"):
        map_in_processes(fails_unrebuilt, [3, 4, 5], 2)
    assert not multiprocessing.active_children()


def test_no_more_processes_than_pieces_and_the_cores_counted():
    assert map_in_processes(fails_on_three, [], 4) == []
    assert map_in_processes(fails_on_three, [5], 4) == [5]
    assert usable_cores() >= 1
    if hasattr(os, "sched_getaffinity"):
        assert usable_cores() == min(len(os.sched_getaffinity(0)), cpu_quota() or 10_000)


def killed_on_two(piece: int) -> int:
    if piece == 2:
        os.kill(os.getpid(), signal.SIGKILL)  # as the system's out-of-memory killer ends a process
    time.sleep(0.05)
    return piece


@needs_fork
def test_a_worker_killed_is_an_error_naming_the_work_left_undone_not_a_hang():
    with pytest.raises(WorkerDied, match=r"a worker process ended before its work was done \(killed, or out of "
                                         r"memory\): \d+ of 6 parts unfinished \(piece \d\b"):
        map_in_processes(killed_on_two, list(range(6)), 2, what=lambda p: f"piece {p}")
    assert not multiprocessing.active_children()


STOPPED_WITH_BIG_PIECES = """
import sys, time
from oracle.core.workers import map_in_processes

def work(piece):
    time.sleep(0.5)
    return len(piece)

def stop(done, total):  # a Ctrl-C at the first look at the workers, as the command's handler raises it
    raise KeyboardInterrupt

try:
    map_in_processes(work, [b"x" * 300_000] * 40, 2, waiting=stop)
except KeyboardInterrupt:
    print("stopped")
"""


@needs_fork
def test_a_ctrl_c_while_big_pieces_wait_for_the_workers_ends_them_without_a_hang():
    """Pieces that fill the pipe to the workers: on Python 3.11 the pool's shutdown waited for ever on the
    thread writing one when the workers were ended (python/cpython#94777); 3 of 3 hung before the fix."""
    proc = subprocess.run([sys.executable, "-c", STOPPED_WITH_BIG_PIECES], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "stopped\n", "")


KILLED_WITH_BIG_PIECES = """
import os, signal, time
from oracle.core.workers import WorkerDied, map_in_processes

def work(piece):
    if piece[:1] == b"k":
        os.kill(os.getpid(), signal.SIGKILL)  # as the out-of-memory killer ends a worker
    time.sleep(0.2)
    return len(piece)

try:
    map_in_processes(work, [b"x" * 300_000] * 3 + [b"k" * 300_000] + [b"x" * 300_000] * 40, 2)
except WorkerDied:
    print("died")
"""


@needs_fork
def test_a_worker_killed_while_big_pieces_wait_is_that_error_without_a_hang():
    """The same pipe full when a worker dies: the broken pool's own clean-up waits on the thread writing a
    piece, which only the pipe's read end closed here lets go."""
    proc = subprocess.run([sys.executable, "-c", KILLED_WITH_BIG_PIECES], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "died\n", "")


@pytest.mark.parametrize("processes", [1, 2], ids=["here", "forked"])
def test_the_caller_is_told_how_far_the_pieces_are_on_its_own_thread(processes):
    if processes > 1 and not can_fork():
        pytest.skip("this system does not fork worker processes")
    told: list[tuple[int, int, int]] = []
    done = map_in_processes(where, list(range(4)), processes,
                            waiting=lambda n, total: told.append((threading.get_ident(), n, total)))
    assert [piece for piece, *_ in done] == list(range(4))
    assert {ident for ident, _, _ in told} == {threading.get_ident()}
    counts = [n for _, n, _ in told]
    assert counts == sorted(counts) and {total for _, _, total in told} == {4}
    if processes == 1:
        assert counts == [0, 1, 2, 3]  # before each piece
    else:
        assert counts[-1] == 4 and not multiprocessing.active_children()


def _cgroups(tmp_path, proc: str, files: dict[str, str]):
    (tmp_path / "proc").write_text(proc)
    for name, text in files.items():
        (tmp_path / "fs" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "fs" / name).write_text(text)
    return tmp_path / "fs", tmp_path / "proc"


@pytest.mark.parametrize("proc, files, cpus", [
    ("0::/\n", {"cpu.max": "150000 100000\n"}, 2),  # cgroup v2, a container started with --cpus 1.5
    ("0::/\n", {"cpu.max": "max 100000\n"}, None),
    ("0::/ci/job\n", {"cpu.max": "max 100000\n", "ci/cpu.max": "400000 100000\n", "ci/job/cpu.max": "max 100000\n"}, 4),
    ("0::/docker/abc\n", {"cpu.max": "200000 100000\n"}, 2),  # the host's path, the container's own tree
    ("4:memory:/x\n2:cpu,cpuacct:/docker/abc\n", {"cpu,cpuacct/cpu.cfs_quota_us": "50000\n",
                                                "cpu,cpuacct/cpu.cfs_period_us": "100000\n"}, 1),  # v1
    ("1:cpu:/\n", {"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, None),
    ("0::/\n", {"cpu.max": "garbage"}, None),
    ("0::/\n", {}, None),
])
def test_a_control_groups_cpu_quota_bounds_the_cores(tmp_path, proc, files, cpus):
    assert cpu_quota(*_cgroups(tmp_path, proc, files)) == cpus


def test_no_control_group_file_is_no_quota(tmp_path):
    assert cpu_quota(tmp_path / "fs", tmp_path / "no-such-file") is None


def test_the_usable_cores_are_the_affinity_within_the_quota(monkeypatch):
    monkeypatch.setattr("oracle.core.workers.cpu_quota", lambda: 1)
    assert usable_cores() == 1
    monkeypatch.setattr("oracle.core.workers.cpu_quota", lambda: 10_000)
    assert usable_cores() == (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count())


@needs_fork
def test_a_worker_killed_is_that_error_whichever_thread_ends_the_pool_first(monkeypatch):
    """A broken pool's own thread closes its pipe of pieces as it cleans up; the command's thread closed it too,
    and the two closes at once made the error an OSError (EBADF), or closed a file opened since under the same
    number. Each close is made slow here, so that the two meet wherever both are made."""
    close = multiprocessing.connection.Connection._close

    def slowly(self, *args):
        time.sleep(0.05)
        close(self, *args)

    monkeypatch.setattr(multiprocessing.connection.Connection, "_close", slowly)
    for _ in range(3):
        with pytest.raises(WorkerDied, match=r"a worker process ended before its work was done"):
            map_in_processes(killed_on_two, list(range(6)), 2, what=lambda p: f"piece {p}")
    assert not multiprocessing.active_children()
