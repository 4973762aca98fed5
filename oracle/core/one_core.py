"""One core for the oracle and the engine process it asks, while ``oracle run`` asks it (Linux).

A scenario run asks and waits: each request wakes the engine's process and each reply wakes the
oracle's, and the two never work at once but for the determinism check's copy.  On two cores
every one of those wake-ups goes from one core to the other, and on a virtual machine (a CI
runner, a cloud machine) the core woken may be asleep or taken by the host for a while; on one
core a wake-up is a switch between two processes of a core that is running.  Measured on a
two-core virtual machine (``docs/performance.md``, medians of rounds taking turns with the two
cores): the built-in suite through the served reference took 20-29% less time on one core while
the host was slow to run the other core, 19% less with a busy loop on each core, and from 9% less
to 12% more while the host ran both cores promptly (the determinism check's second resolution then
overlaps the oracle's next steps on the other core); a fuzzing run, whose requests are pipelined so
that both sides work at once, gained nothing, so only the scenario run does this, and two served
suites at once on two cores took 5-13% longer.  Neither side spins on one core
(:mod:`oracle.engine.spin`).

:func:`one_core` restricts this process to the core it is running on, for a block in which an
engine process is started: the process inherits the restriction (and whatever it starts), and
this process's own set of cores is given back at the end of the block.  Nothing is done where a
process cannot choose its cores (``os.sched_setaffinity``: not on macOS or Windows, or refused by a
sandbox), where it may run on one core only already, or with :data:`ONE_CORE_VARIABLE` set to ``0``.
"""

from __future__ import annotations

import contextlib
import os
from typing import Iterator

ONE_CORE_VARIABLE = "ORACLE_ONE_CORE"
"""The environment variable that turns :func:`one_core` off (``0``)."""


def current_core() -> int | None:
    """The core this process is running on (Linux: the 39th field of ``/proc/self/stat``), or None."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()  # after the command's name, which may hold spaces
        return int(fields[36])
    except (OSError, IndexError, ValueError):
        return None


@contextlib.contextmanager
def one_core(wanted: bool = True) -> Iterator[int | None]:
    """Within the block, this process (and every process it starts) runs on the core it was on when the
    block began; its own set of cores again afterwards, however the block ends. Gives the core, or
    None where nothing was changed (see the module's docstring)."""
    if not wanted or os.environ.get(ONE_CORE_VARIABLE, "").strip() == "0" or not hasattr(os, "sched_setaffinity"):
        yield None
        return
    before = os.sched_getaffinity(0)
    core = current_core()
    if core is None or core not in before or len(before) == 1:
        yield None
        return
    try:
        os.sched_setaffinity(0, {core})
    except OSError:  # a sandbox that forbids it: the cores as they are
        yield None
        return
    try:
        yield core
    finally:
        os.sched_setaffinity(0, before)
