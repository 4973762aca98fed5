"""A child process that cannot outlive the oracle's process, however that ends (Linux).

An engine process runs in a session of its own (a Ctrl-C at the terminal is the oracle's to
handle), and the oracle stops it when a run ends, fails, is interrupted or is terminated. What
the oracle cannot do is stop it after its own process is killed outright (SIGKILL: ``kill -9``, the
kernel's out-of-memory killer, a job runner's last resort): an engine that reads its stdin sees
the end of it and stops, but a hung one ran on for ever. Linux lets a child ask to be sent a signal
when the thread that started it ends (``prctl(PR_SET_PDEATHSIG)``); :func:`ending_with_this_process`
gives the request to make in the child, between fork and exec.

The oracle stops an engine with its whole process group (what a wrapper script started too), and
the group's number is the engine's own process number. Once an ended child is reaped (``wait``),
that number is free, and the system may give it to another process, which may lead a group of its
own: a signal sent to the group afterwards could kill processes that are none of the oracle's.
:func:`has_ended` and :func:`wait_ended` tell that a child has ended without reaping it (``waitid``
with ``WNOWAIT``), so that :func:`kill_group` signals the group while its number is still the
child's, and reaps the child after.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import threading
import time
from typing import Callable

PR_SET_PDEATHSIG: int = 1
"""``<linux/prctl.h>``: the signal the calling process gets when its parent thread ends."""

_PRCTL = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
"""The C library's ``prctl``, loaded in the parent (a child between fork and exec loads nothing)."""


def ending_with_this_process() -> Callable[[], None] | None:
    """A ``preexec_fn`` for :class:`subprocess.Popen` that has the child killed (SIGKILL) when this
    process ends; None where that cannot be asked: not on Linux, or outside the main thread (the
    kernel ties the request to the thread that starts the child, and a worker thread ending would
    kill the child with it)."""
    if _PRCTL is None or threading.current_thread() is not threading.main_thread():
        return None
    prctl, parent = _PRCTL, os.getpid()

    def in_child() -> None:
        prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        if os.getppid() != parent:  # the parent ended before the request was made: nobody sends the signal
            os.kill(os.getpid(), signal.SIGKILL)

    return in_child


_ENDED_UNREAPED: int | None = (os.WEXITED | os.WNOHANG | os.WNOWAIT) if hasattr(os, "waitid") else None
"""``waitid`` flags that ask whether a child has ended and leave it unreaped; None where the system
has no ``waitid`` (there the child is reaped as it is found ended, as ``Popen.poll`` does)."""

KILL_REAP_SECONDS: float = 5.0
"""How long :func:`kill_group` waits for a killed child to be gone."""

FIRST_POLL_US: int = 500
LAST_POLL_US: int = 50_000
""":func:`wait_ended` looks again after sleeps doubling from the first to the last, in microseconds
(as ``Popen.wait`` with a timeout does, from 0.5 ms to 50 ms)."""


def _status(proc: subprocess.Popen) -> "os.waitid_result | None":
    """The child's ``waitid`` report if it has ended (not reaped), else None."""
    try:
        return os.waitid(os.P_PID, proc.pid, _ENDED_UNREAPED)
    except ChildProcessError:  # reaped already, by something else than its Popen
        proc.poll()
        return None


def has_ended(proc: subprocess.Popen) -> bool:
    """Whether child ``proc`` has ended; where the system can tell, without reaping it (see the module)."""
    if proc.returncode is not None:
        return True
    if _ENDED_UNREAPED is None:
        return proc.poll() is not None
    return _status(proc) is not None or proc.returncode is not None


def exit_code(proc: subprocess.Popen) -> int | None:
    """How child ``proc`` ended, as ``Popen.returncode`` gives it (a signal as its negative number),
    without reaping it where the system can; None while it runs."""
    if proc.returncode is not None or _ENDED_UNREAPED is None:
        return proc.poll()
    st = _status(proc)
    if st is None:
        return proc.returncode
    return st.si_status if st.si_code == os.CLD_EXITED else -st.si_status


def wait_ended(proc: subprocess.Popen, timeout: float) -> bool:
    """Wait up to ``timeout`` seconds for child ``proc`` to end, without reaping it (see the module);
    whether it ended. Polled as ``Popen.wait`` with a timeout polls (:data:`FIRST_POLL_US`)."""
    deadline = time.monotonic() + timeout
    delay_us = FIRST_POLL_US
    while not has_ended(proc):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        time.sleep(min(delay_us / 1e6, left))
        delay_us = min(2 * delay_us, LAST_POLL_US)
    return True


def kill_group(proc: subprocess.Popen) -> None:
    """Kill child ``proc`` and every process of its group (it leads one: ``start_new_session``), then
    reap it. The group is signalled only while the child is unreaped: its number is then still the
    group's (a group outlives its leader while a member lives, and its number is not given to another
    process meanwhile)."""
    if proc.returncode is None:  # not reaped: the number is the child's group's
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if proc.poll() is None:
            proc.kill()
    try:
        proc.wait(timeout=KILL_REAP_SECONDS)
    except subprocess.TimeoutExpired:  # pragma: no cover - a process SIGKILL does not end
        pass
