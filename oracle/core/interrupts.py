"""A Ctrl-C that is never lost: the signal raised where its KeyboardInterrupt would be dropped is
sent again a moment later.

Python runs a signal's handler in the main thread at the next point the interpreter checks for
signals, in whatever Python code runs then. A handler that raises (KeyboardInterrupt) raises it
in that code. Where that code is a callback of the cyclic garbage collector (``gc.callbacks``) or a
finalizer (``__del__``), Python prints "Exception ignored in: ..." and drops the exception: the
command goes on as if no key had been pressed. A collection is C code that checks no signal, so a
signal that arrives during one is handled in the first Python code after it, which is the
collector's "stop" callback when there is one: hypothesis installs one (it counts the time spent
collecting), and about one Ctrl-C in five during ``oracle fuzz`` was lost there.
"""

from __future__ import annotations

import gc
import os
import signal
import threading
from types import FrameType

RESEND_AFTER: float = 0.01
"""Seconds before a signal that landed where it would be lost is sent again (a collector's callback
or a finalizer runs for microseconds)."""


def _dropping(frame: FrameType | None) -> bool:
    """Whether an exception raised in ``frame`` is dropped by Python: the frame, or one it was called
    from, is a cyclic collector's callback or a finalizer (``__del__``)."""
    callbacks = {code for code in (getattr(cb, "__code__", None) for cb in gc.callbacks) if code is not None}
    while frame is not None:
        if frame.f_code in callbacks or frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


def send_again_later(signum: int) -> None:
    """Send ``signum`` to this process again after :data:`RESEND_AFTER` seconds (from a thread: the
    handler that calls this returns at once, and the code that was interrupted finishes first), if
    the handler in force now is still in force then: a command that ended meanwhile has put back
    the handler it found, which would take the signal otherwise (a traceback, or the process ended
    after its work was done)."""
    handler = signal.getsignal(signum)

    def again() -> None:
        if signal.getsignal(signum) is handler:
            os.kill(os.getpid(), signum)

    timer = threading.Timer(RESEND_AFTER, again)
    timer.daemon = True
    timer.start()


def deferred_if_dropped(signum: int, frame: FrameType | None) -> bool:
    """For a signal handler about to raise: when the exception would be dropped where ``frame`` is,
    the signal is sent again a moment later (:func:`send_again_later`) and True is returned; the
    handler then returns without raising. False: raise as usual."""
    if _dropping(frame):
        send_again_later(signum)
        return True
    return False


def raise_interrupt(signum: int, frame: FrameType | None) -> None:
    """A SIGINT handler: raises KeyboardInterrupt, as Python's own does, except where it would be
    dropped (then the signal comes again a moment later)."""
    if deferred_if_dropped(signum, frame):
        return
    raise KeyboardInterrupt

