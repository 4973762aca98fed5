"""A child process that cannot outlive the oracle's process, however that ends (Linux).

An engine process runs in a session of its own (a Ctrl-C at the terminal is the oracle's to
handle), and the oracle stops it when a run ends, fails, is interrupted or is terminated. What
the oracle cannot do is stop it after its own process is killed outright (SIGKILL: ``kill -9``, the
kernel's out-of-memory killer, a job runner's last resort): an engine that reads its stdin sees
the end of it and stops, but a hung one ran on for ever. Linux lets a child ask to be sent a signal
when the thread that started it ends (``prctl(PR_SET_PDEATHSIG)``); :func:`ending_with_this_process`
gives the request to make in the child, between fork and exec.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
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
