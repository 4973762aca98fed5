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

import multiprocessing
import os
import signal
import sys
from typing import Callable, Sequence, TypeVar

Piece = TypeVar("Piece")
Result = TypeVar("Result")

WAIT_S: float = 0.1
"""Seconds between two looks at the workers' progress: the command's signal handlers run in between."""


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system tells it, else all of them)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


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


def map_in_processes(work: Callable[[Piece], Result], pieces: Sequence[Piece], processes: int) -> list[Result]:
    """``[work(piece) for piece in pieces]``, with the pieces shared among up to ``processes`` forked
    processes (each takes the next piece when it is done with one). An exception raised by ``work``
    is raised here; anything that ends this call early (a Ctrl-C included) ends the workers first.
    ``work`` must be a module's function and the pieces and results picklable."""
    processes = min(processes, len(pieces))
    if processes <= 1 or not can_fork():
        return [work(piece) for piece in pieces]
    pool = multiprocessing.get_context("fork").Pool(processes, initializer=_worker_signals)
    try:
        pending = pool.map_async(work, pieces, chunksize=1)
        while not pending.ready():
            pending.wait(WAIT_S)
        results = pending.get()
        pool.close()
        pool.join()
        return results
    except BaseException:
        pool.terminate()
        pool.join()
        raise
