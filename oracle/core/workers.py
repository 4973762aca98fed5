"""Independent pieces of one command's work spread over the cores this process may use.

The rulings side by side re-runs each consulting scenario once for every other reading of every
ruling it consulted: about five times the scenarios of the run itself, each re-run independent of
the others, so that a machine's cores can share them. :func:`map_in_processes` gives each piece to a
process forked from this one (it has the catalogue, the steps and the run in force already, so a
worker starts in milliseconds) and gives back the results in the order of the pieces, whichever
process finished first.

Signals stay with the command: a worker ignores Ctrl-C (a terminal sends it to every process of the
group, and the command, which takes it, ends the workers) and dies at once on SIGTERM or SIGHUP
(the command ends its workers with SIGTERM, and a worker runs none of the command's handlers, which
would take it for a Ctrl-C of its own). A worker's temporary files belong in a folder the caller
removes, since a worker that is ended cleans up nothing.

Where a process cannot be forked (Windows, and macOS, where forking a process that has used the
system's frameworks is unsafe), or where one process is asked for, the pieces run one after the
other in this process: the same results, in the same order.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import traceback
from concurrent.futures import FIRST_EXCEPTION, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Sequence, TypeVar

from oracle.core.errors import OracleError

Piece = TypeVar("Piece")
Result = TypeVar("Result")

WAIT_S: float = 0.1
"""Seconds between two looks at the workers' progress: the command's signal handlers run in between."""


class WorkerDied(OracleError):
    """A worker process ended without giving its piece's result: killed (by the system when memory
    ran out, or by hand), or crashed in an extension module."""


def forks(processes: int) -> bool:
    """Whether :func:`map_in_processes` asked for ``processes`` processes forks workers here."""
    return processes > 1 and can_fork()


def usable_cores() -> int:
    """The cores this process may run on: its affinity where the system tells it (else all of them),
    at most what its control group's CPU quota allows (:func:`cpu_quota`)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    quota = cpu_quota()
    return max(1, min(cores, quota) if quota else cores)


CGROUP_ROOT: Path = Path("/sys/fs/cgroup")
PROC_CGROUP: Path = Path("/proc/self/cgroup")


def cpu_quota(root: Path = CGROUP_ROOT, proc: Path = PROC_CGROUP) -> int | None:
    """The CPUs the control groups of this process allow it, rounded up (a container started with
    ``--cpus 2`` on a machine of 64 cores sees all 64 in its affinity, yet gets the time of 2); None
    where no quota is set or none can be read (not Linux). The smallest over the process's group and
    the groups above it, in cgroup v2 (``cpu.max``) or v1 (``cpu.cfs_quota_us`` over ``cpu.cfs_period_us``)."""
    try:
        lines = proc.read_text().splitlines()
    except OSError:
        return None
    found: list[int] = []
    for line in lines:
        _, controllers, path = (line.split(":", 2) + ["", ""])[:3]
        if controllers == "":  # v2: one hierarchy
            folder, read = root, _v2_quota
        elif "cpu" in controllers.split(","):
            folder, read = root / controllers, _v1_quota
            if not folder.is_dir():
                folder = root / "cpu"
        else:
            continue
        here = Path(path.strip() or "/")
        for group in [here, *here.parents]:
            cpus = read(folder / str(group).lstrip("/"))
            if cpus is not None:
                found.append(cpus)
    return min(found) if found else None


def _cpus(quota: int, period: int) -> int | None:
    return -(-quota // period) if quota > 0 and period > 0 else None


def _v2_quota(folder: Path) -> int | None:
    try:
        quota, period = (folder / "cpu.max").read_text().split()[:2]
        return None if quota == "max" else _cpus(int(quota), int(period))
    except (OSError, ValueError):
        return None


def _v1_quota(folder: Path) -> int | None:
    try:
        return _cpus(int((folder / "cpu.cfs_quota_us").read_text()), int((folder / "cpu.cfs_period_us").read_text()))
    except (OSError, ValueError):
        return None


def can_fork() -> bool:
    """Whether pieces may go to forked processes here (Linux and the BSDs)."""
    return sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) \
        and "fork" in multiprocessing.get_all_start_methods()


def _worker_signals() -> None:
    """A worker's signals: Ctrl-C is the command's to take; SIGTERM and SIGHUP end it at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)


@contextmanager
def _out_of_the_collectors_reach() -> Iterator[None]:
    """The command's objects out of reach of the cyclic garbage collector, the command's and its workers',
    while the workers run (``gc.freeze``), then back in the command's. A worker inherits the command's whole
    heap (the catalogue, the run's results and kept sub-results: hundreds of megabytes after the whole suite),
    each page shared until one of the two processes writes to it; a full pass of either's collector walked
    all of it and wrote into every object's header, so the kernel copied page after page that neither
    changed. Collected first, then frozen until the workers end: frozen as they stood (the young generations'
    garbage included), or only while the pool forked, the workers took as long as unfrozen. The young
    generations only (what the command has just dropped), where the heap is given back once the workers end:
    a full collection there walked the whole heap after the whole suite for 0.20-0.23 s and found 10 objects,
    and what is older goes back to the collector with the rest. A full one where the heap stays frozen (below),
    since garbage frozen then would never be freed.
    ``oracle run`` of the whole suite on two processes: the worker re-running the rulings side by side of
    features/gurps/mounted.feature 19.1-19.5 s unfrozen, 15.1-17.3 s frozen; the command's system time
    5.9-7.9 s unfrozen, 1.7-3.5 s frozen (docs/performance.md). A process that had
    frozen objects of its own before (a test worker, ``tests/conftest.py``) keeps its heap frozen: what it
    made since is frozen with it, as only the whole permanent generation can be given back."""
    frozen_before = gc.get_freeze_count()
    gc.collect(2 if frozen_before else 1)
    gc.freeze()
    try:
        yield
    finally:
        if not frozen_before:
            gc.unfreeze()


def _survives_pickling(exc: BaseException) -> bool:
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:
        return False
    return True


def _in_worker(work: Callable[[Piece], Result], piece: Piece) -> Result:
    """``work(piece)`` in a worker. Its exception goes back to the command by pickle, which rebuilds an
    exception from its arguments: one whose class takes others than it passed on (an error built
    from a clause and a reason) cannot be rebuilt, and the pool would take the worker for dead. Such
    an exception goes back as its message: an :class:`OracleError` as one (the command says it in a
    line), anything else, a fault of the code, as a ``RuntimeError`` with the worker's traceback."""
    try:
        return work(piece)
    except Exception as exc:
        if _survives_pickling(exc):
            raise
        if isinstance(exc, OracleError):
            raise OracleError(str(exc)) from None
        raise RuntimeError(f"in a worker process: {traceback.format_exc()}") from None


def _closed_once(pool: ProcessPoolExecutor) -> None:
    """The read end of the pool's pipe of pieces closed by one thread at a time. :func:`_end_workers` closes
    it on the way out, and the queue's own thread closes it as the queue closes (a broken pool cleans up as
    soon as a worker dies): two closes at once both found the pipe open and both closed its number, the
    second raising EBADF out of the command in place of its error, or closing a file opened meanwhile under
    the same number. Set before the first piece, when the queue's thread is started and takes the close."""
    reader = getattr(getattr(pool, "_call_queue", None), "_reader", None)
    if reader is None:
        return
    lock = threading.Lock()
    close = reader.close

    def once() -> None:
        with lock:  # the second close finds the pipe closed and does nothing
            close()

    reader.close = once


def _end_workers(pool: ProcessPoolExecutor) -> None:
    """The workers ended at once (SIGTERM), the pieces not begun dropped, the processes reaped.

    The pool's queue of pieces is a pipe whose read end this process holds too: a piece the queue's
    thread is writing when the workers end (one that fills the pipe) would wait for a reader for ever,
    and the pool's shutdown waits for that thread (python/cpython#94777, fixed in 3.12, whose broken pool
    closes that end; Python 3.11 hung here on Ctrl-C during the rulings side by side). That end is
    closed first, so that once the workers are gone the write fails and the thread ends."""
    call_queue = getattr(pool, "_call_queue", None)
    reader = getattr(call_queue, "_reader", None)
    if reader is not None:
        reader.close()
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14
    if terminate is not None:
        terminate()
    else:
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


Waiting = Callable[[int, int], None]
"""Told, on the caller's thread, how far the pieces are: (pieces done, pieces)."""


def _wait_for(futures: list[Future], waiting: Waiting | None) -> None:
    """Until every future is done or one has raised, looking every :data:`WAIT_S`. (A function of its
    own: Python 3.13 raises a Ctrl-C that lands on a loop's condition past a ``try`` of the loop's own
    function, python/cpython#130279, and the caller's must end the workers.)"""
    pending = set(futures)
    while pending:
        _, pending = wait(pending, timeout=WAIT_S, return_when=FIRST_EXCEPTION)
        if waiting is not None:
            waiting(len(futures) - len(pending), len(futures))
        if any(f.done() and not f.cancelled() and f.exception() is not None for f in futures):
            return


def map_in_processes(work: Callable[[Piece], Result], pieces: Sequence[Piece], processes: int, *,
                     what: Callable[[Piece], str] = str, waiting: Waiting | None = None) -> list[Result]:
    """``[work(piece) for piece in pieces]``, with the pieces shared among up to ``processes`` forked
    processes (each takes the next piece when it is done with one). An exception raised by ``work``
    is raised here; a worker that ends without a result is a :class:`WorkerDied` naming the pieces
    left undone (``what`` says a piece in words); anything that ends this call early (a Ctrl-C included) ends
    the workers first. ``work`` must be a module's function and the pieces and results picklable.

    ``waiting`` is called on this thread at each look at the workers (every :data:`WAIT_S`), and
    before each piece where they run here: a caller shows its progress with it rather than from a
    thread of its own, since a process forked while another of its threads holds a lock (a
    terminal's, while it redraws a spinner) keeps that lock held for ever."""
    processes = min(processes, len(pieces))
    if not forks(processes):
        results = []
        for piece in pieces:
            if waiting is not None:
                waiting(len(results), len(pieces))
            results.append(work(piece))
        return results
    for stream in (sys.stdout, sys.stderr):  # a worker flushes them as it ends: nothing written twice
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    with _out_of_the_collectors_reach():  # from before the pool forks its workers (its first submit) to their end
        pool = ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("fork"), initializer=_worker_signals)
        _closed_once(pool)
        try:
            futures: list[Future] = [pool.submit(_in_worker, work, piece) for piece in pieces]
            _wait_for(futures, waiting)
            broken = [piece for future, piece in zip(futures, pieces)
                      if future.done() and isinstance(future.exception(), BrokenProcessPool)]
            if broken:  # which worker died is not known: the pieces it left undone are
                more = f" and {len(broken) - 1} more" if len(broken) > 1 else ""
                raise WorkerDied(f"a worker process ended before its work was done (killed, or out of memory): "
                                 f"{len(broken)} of {len(pieces)} parts unfinished ({what(broken[0])}{more})") from None
            results = [future.result() for future in futures]  # a piece's own exception is raised here
        except BaseException:
            _end_workers(pool)
            raise
        pool.shutdown(wait=True)
    return results
