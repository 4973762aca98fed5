"""One core for the oracle and the engine process it asks, while ``oracle run`` asks it and the
machine's other work leaves no core idle (Linux).

A scenario run asks and waits: each request wakes the engine's process and each reply wakes the
oracle's, and the two never work at once but for the determinism check's copy.  Which placement
is faster depends on what else the machine is doing.  Measured on a two-core virtual machine
(``docs/performance.md``, the built-in suite through the served reference, the placements taking
turns):

* while other work kept the cores busy, one core for both was faster: 19% less time with a busy
  loop on each core; with two busy loops, 2909 and 2942 ms on one core against 3090 and 3841 ms on
  the system's cores; with one, 2785 and 2752 ms against 2906 and 2925 ms.  A wake-up of the other
  core waits for its busy process; on one core a wake-up is a switch between two processes of a
  core that is running;
* while the machine was otherwise idle, the system's cores were faster: 2583-2766 ms against
  2856-2861 ms (three pairs), and 2524 and 2671 ms against 2784 and 2817 ms (two pairs, an earlier
  day): the check's second resolution overlaps the oracle's next steps on the other core, and
  each process keeps its core's caches;
* earlier hosts were slow to run an idle second core (one core 20-29% faster there, with the
  machine's own figures looking idle); ``ORACLE_ONE_CORE=1`` keeps one core whatever the machine
  is doing, for such a host.

So :func:`one_core` looks at the machine first (:func:`spare_cores`): the time the other processes
used of the cores this process may run on since it last looked (``/proc/stat``, less this
process's own time and its children's).  Only while they left fewer than :data:`SPARE_FOR_TWO`
cores idle does it restrict this process to the core it is running on; the engine's process
inherits the restriction (and whatever it starts), and this process's own set of cores is given
back at the end of the block.  Nothing is
done where a process cannot choose its cores (``os.sched_setaffinity``: not on macOS or Windows,
or refused by a sandbox), where it may run on one core only already, or with
:data:`ONE_CORE_VARIABLE` set to ``0``.  Where the machine's time cannot be read, one core, as
before this look was taken.  A fuzzing run, whose requests are pipelined so that both sides
work at once, keeps the system's cores.  Neither side spins on one core (:mod:`oracle.engine.spin`).
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from typing import Iterator, Literal

ONE_CORE_VARIABLE = "ORACLE_ONE_CORE"
"""The environment variable that chooses the placement: ``0`` the system's cores always, ``1`` one
core always, unset (or ``auto``) one core only while the machine's other work leaves no core idle."""

Placement = Literal["auto", "one", "system"]

SPARE_FOR_TWO: float = 1.5
"""The idle cores, in cores' worth of time, that the machine's other processes must have left for
the oracle and its engine to run on the system's cores: one for each, less half a core of others'
intermittent work (a two-core machine: others used at most half a core)."""

LEAST_LOOK_S: float = 0.05
"""The shortest stretch of time a look at the machine covers (``/proc/stat`` counts in ticks of
10 ms): a look sooner than this after the last one waits out the rest."""


def placement(environ: dict[str, str] | None = None) -> Placement:
    """What :data:`ONE_CORE_VARIABLE` asks for; a ValueError naming it for a value it does not take."""
    text = (os.environ if environ is None else environ).get(ONE_CORE_VARIABLE, "").strip().lower()
    if text in ("", "auto"):
        return "auto"
    if text == "1":
        return "one"
    if text == "0":
        return "system"
    raise ValueError(f"{ONE_CORE_VARIABLE}={text!r} is not a placement: 1 puts `oracle run` and its engine process "
                     "on one core, 0 leaves them the system's cores, auto (or unset) chooses by what the machine is doing")


@dataclass(frozen=True)
class Look:
    """The time of the cores this process may run on, and this process's own, at one moment, in seconds."""

    busy: float  # every core's time not idle (steal time included: the host ran something else)
    total: float  # every core's time
    cores: int  # the cores counted: those this process may run on
    own: float  # this process's CPU time and its waited-for children's


def look() -> Look | None:
    """The time now of the cores this process may run on (``/proc/stat``'s line of each), or None where it
    cannot be read: on a machine shared by containers, what the cores outside this process's set do is
    not its concern."""
    try:
        allowed = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
        with open("/proc/stat", "rb") as stat:
            lines = stat.read().split(b"\n")
        tick = os.sysconf("SC_CLK_TCK")
        busy = total = 0
        cores = 0
        for line in lines[1:]:
            if not line.startswith(b"cpu"):
                break  # the cores' lines come first, after the machine's
            name, *values = line.split()
            if allowed is not None and int(name[3:]) not in allowed:
                continue
            fields = [int(x) for x in values[:8]]  # user nice system idle iowait irq softirq steal
            if len(fields) < 8:
                return None
            time_of_core = sum(fields)
            total += time_of_core
            busy += time_of_core - fields[3] - fields[4]
            cores += 1
    except (OSError, ValueError, IndexError):
        return None
    if cores < 1 or tick <= 0:
        return None
    times = os.times()
    return Look(busy=busy / tick, total=total / tick, cores=cores,
                own=times.user + times.system + times.children_user + times.children_system)


def spare(before: Look, after: Look) -> float | None:
    """The cores' worth of time the other processes left idle between two looks: the cores less the
    time used in between that was not this process's nor its children's, over the time that passed.
    None for too short a stretch (under a tick of each core)."""
    if after.cores != before.cores:
        return None
    passed = (after.total - before.total) / after.cores
    if passed < 0.01:
        return None
    others = max(0.0, (after.busy - before.busy) - (after.own - before.own))
    return after.cores - others / passed


_LAST: tuple[Look | None, float] = (look(), time.monotonic())
"""The process's last look at the machine and when (monotonic seconds); the first as this module is
imported, early in a command's start."""


def spare_cores() -> float | None:
    """The idle cores the machine's other processes left since the last look (the first: when this
    module was imported), waiting out the rest of :data:`LEAST_LOOK_S` if that was sooner; None
    where ``/proc/stat`` cannot be read."""
    global _LAST
    before, at = _LAST
    waited = time.monotonic() - at
    if waited < LEAST_LOOK_S:
        time.sleep(LEAST_LOOK_S - waited)
    now = look()
    _LAST = (now, time.monotonic())
    if before is None or now is None:
        return None
    return spare(before, now)


def current_core() -> int | None:
    """The core this process is running on (Linux: the 39th field of ``/proc/self/stat``), or None."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()  # after the command's name, which may hold spaces
        return int(fields[36])
    except (OSError, IndexError, ValueError):
        return None


def wants_one_core(how: Placement) -> bool:
    """Whether to put the oracle and its engine on one core: as asked, or (``auto``) while the machine's
    other work left fewer than :data:`SPARE_FOR_TWO` cores idle (or could not be looked at)."""
    if how != "auto":
        return how == "one"
    left = spare_cores()
    return left is None or left < SPARE_FOR_TWO


@contextlib.contextmanager
def one_core(wanted: bool = True) -> Iterator[int | None]:
    """Within the block, this process (and every process it starts) runs on the core it was on when the
    block began, if :func:`wants_one_core` says so; its own set of cores again afterwards, however the
    block ends. Gives the core, or None where nothing was changed (see the module's docstring). A
    ValueError for a value of :data:`ONE_CORE_VARIABLE` it does not take, before anything changes."""
    how = placement()
    if not wanted or how == "system" or not hasattr(os, "sched_setaffinity"):
        yield None
        return
    before = os.sched_getaffinity(0)
    core = current_core()
    if core is None or core not in before or len(before) == 1 or not wants_one_core(how):
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
