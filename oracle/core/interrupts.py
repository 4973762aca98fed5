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

The callbacks Python runs inside a fork drop an exception too, and so do weakref callbacks, which the
standard library's weak containers (``WeakValueDictionary``, ``WeakKeyDictionary``, ``WeakSet``) and
``weakref.finalize`` run whenever what they hold dies, in whatever code runs then: one handled in any of
these is sent again as well. Where else Python drops an exception (another library's weakref callback),
:func:`drops_sent_again` keeps the KeyboardInterrupt from being printed and sends its signal again.

Raised, a KeyboardInterrupt can still be lost without a word: C code that calls Python code and
clears an exception it did not expect (an extension module's initialisation, importing
``numpy.random`` inside hypothesis, did so in ``oracle fuzz`` under load). So a handler raises
through :func:`raise_for`, which raises it again every :data:`RAISE_AGAIN_AFTER` seconds until the
command has taken it (:func:`taken`), except while an exception is being handled: the first one
on its way out, or the clean-up after it.
"""

from __future__ import annotations

import contextlib
import gc
import logging  # noqa: F401  (its fork callbacks are registered before this module's: see _fork_begins)
import os
import signal
import sys
import threading
import time
import weakref
from types import FrameType
from typing import Iterator, NoReturn

RESEND_AFTER: float = 0.01
"""Seconds before a signal that landed where it would be lost is sent again (a collector's callback
or a finalizer runs for microseconds)."""


_FORKING: list[bool] = [False]
"""Whether this process is inside a fork, running the callbacks registered for it (``os.register_at_fork``)."""


def _fork_begins() -> None:
    """The last callback run before a fork (those registered earlier, logging's lock among them, run after it)."""
    _FORKING[0] = True


def _fork_ends() -> None:
    """The last callback run after a fork, in the parent and in the child (logging's, registered earlier, ran)."""
    _FORKING[0] = False


if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=_fork_begins, after_in_parent=_fork_ends, after_in_child=_fork_ends)

_FORK_CALLBACKS = frozenset({_fork_begins.__code__, _fork_ends.__code__})


def _nested(function, name: str):
    """The code of the function ``name`` defined inside ``function`` (a closure it makes on every call)."""
    return next(c for c in function.__code__.co_consts if getattr(c, "co_name", None) == name)


WEAKREF_CALLBACKS = frozenset({
    _nested(weakref.WeakValueDictionary.__init__, "remove"),
    _nested(weakref.WeakKeyDictionary.__init__, "remove"),
    _nested(weakref.WeakSet.__init__, "_remove"),
    weakref.finalize.__call__.__code__,
})
"""The standard library's weakref callbacks: the weak containers' removal of an entry whose object died,
and ``weakref.finalize``'s call. Python runs them when the object dies, in whatever code runs then, and
drops what they raise ("Exception ignored in: <function WeakValueDictionary.__init__.<locals>.remove>")."""

_DROPPING_CODES = _FORK_CALLBACKS | WEAKREF_CALLBACKS


def _dropping(frame: FrameType | None) -> bool:
    """Whether an exception raised in ``frame`` is dropped by Python: the frame, or one it was called
    from, is a cyclic collector's callback, a finalizer (``__del__``) or one of the standard library's
    weakref callbacks (:data:`WEAKREF_CALLBACKS`: a Ctrl-C handled in one printed "Exception ignored in:
    <function WeakValueDictionary.__init__.<locals>.remove ...>" and a traceback, and cut the removal
    short); or the process is inside a fork, in the callbacks registered for it (starting an engine,
    ``subprocess`` forks, and Python runs logging's lock release there: a Ctrl-C handled in it printed
    "Exception ignored in: <function _releaseLock ...>" and a traceback before the command's one line)."""
    if _FORKING[0]:
        return True
    callbacks = {code for code in (getattr(cb, "__code__", None) for cb in gc.callbacks) if code is not None}
    callbacks |= _DROPPING_CODES
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


RAISE_AGAIN_AFTER: float = 0.2
"""Seconds between a KeyboardInterrupt raised by :func:`raise_for` and its signal sent again while the
command has not taken it (:func:`taken`)."""

SENDER_NAME: str = "send-again"
"""The name of the thread that sends a signal again for :func:`raise_for` (followed by the signal's number)."""

_UNTAKEN: dict[int, tuple[object, object]] = {}
"""The signals whose KeyboardInterrupt was raised and that the command has not taken yet, each with
the round of sending it again that the first raise began and the handler that round sends it to."""

_SENT_AGAIN: set[int] = set()
"""The signals :func:`raise_for` sent again, until their handler has seen them."""


_RAISED_FOR: list[int | None] = [None]
"""The signal whose KeyboardInterrupt a handler raised last (:func:`raising`)."""

_RAISES: list[int] = [0]
"""How many KeyboardInterrupts the handlers have raised in this process (:func:`raised`)."""


def raising(signum: int) -> None:
    """A handler is about to raise KeyboardInterrupt for ``signum``: where Python drops it,
    :func:`drops_sent_again` sends that signal again."""
    _RAISED_FOR[0] = signum
    _RAISES[0] += 1


def raised() -> int:
    """How many KeyboardInterrupts the handlers have raised so far. Compared before and after some work, it
    tells whether a failure of that work was a Ctrl-C that C code turned into another error: an extension
    module's initialisation that imports Python code (shapely's importing numpy) prints the KeyboardInterrupt
    raised in it and raises "ImportError: numpy._core.multiarray failed to import" instead."""
    return _RAISES[0]


@contextlib.contextmanager
def drops_sent_again() -> Iterator[None]:
    """While inside, a KeyboardInterrupt that Python drops where :func:`_dropping` did not see it coming
    (a weakref callback of another library, C code that calls Python code and reports its error as
    "Exception ignored in: ...") is not printed: Python hands it to ``sys.unraisablehook``, which sends
    the signal a handler raised it for (:func:`raising`) again after :data:`RESEND_AFTER` seconds, if
    that handler is still in force then. Every other exception Python drops goes to the hook that was
    in force, as before; that hook is put back afterwards. Nor is one that C code prints through
    ``sys.excepthook`` before it reports an error of its own (which the caller takes for the interrupt,
    :func:`raised`)."""
    previous, printing = sys.unraisablehook, sys.excepthook

    def hook(unraisable) -> None:
        signum = _RAISED_FOR[0]
        if signum is not None and unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
            send_again_later(signum)
            return
        previous(unraisable)

    def printed(exc_type, exc, tb) -> None:
        # C code that prints an exception it caught (PyErr_Print) and reports its own error after it: an extension
        # module's initialisation, whose "failed to import" the caller takes for the interrupt (:func:`raised`)
        if _RAISED_FOR[0] is not None and issubclass(exc_type, KeyboardInterrupt):
            return
        printing(exc_type, exc, tb)

    sys.unraisablehook, sys.excepthook = hook, printed
    try:
        yield
    finally:
        if sys.unraisablehook is hook:
            sys.unraisablehook = previous
        if sys.excepthook is printed:
            sys.excepthook = printing


def raise_for(signum: int) -> NoReturn:
    """Raise KeyboardInterrupt for ``signum`` (its handler's own raise), and send the signal again
    every :data:`RAISE_AGAIN_AFTER` seconds, while the handler in force now is in force, until the
    command takes it (:func:`taken`): where C code cleared the exception, the next one is raised
    (see :func:`on_its_way` for the ones that come while it is handled)."""
    raising(signum)
    handler = signal.getsignal(signum)
    # one round of sending a signal, however often it is raised again; a round whose handler is no longer in
    # force has ended untaken (a watch left with the interrupt caught short of the command): a new one begins
    if signum not in _UNTAKEN or _UNTAKEN[signum][1] is not handler:
        _UNTAKEN[signum] = (round_ := object()), handler
        _send_until_taken(signum, handler, round_)
    raise KeyboardInterrupt


def _send_until_taken(signum: int, handler, round_: object) -> None:
    """One thread for the round: every :data:`RAISE_AGAIN_AFTER` seconds it sends ``signum`` again, and
    ends once the round is taken (or a later round began) or ``handler`` is no longer in force."""
    def again() -> None:
        while True:
            time.sleep(RAISE_AGAIN_AFTER)
            if _UNTAKEN.get(signum, (None,))[0] is not round_ or signal.getsignal(signum) is not handler:
                return
            _SENT_AGAIN.add(signum)
            os.kill(os.getpid(), signum)

    threading.Thread(target=again, name=f"{SENDER_NAME}-{signum}", daemon=True).start()


def on_its_way(signum: int) -> bool:
    """For a handler about to raise: True when ``signum`` is one :func:`raise_for` sent again and an
    exception is being handled now (the KeyboardInterrupt on its way to the command, or the clean-up
    after it, which a second one would break): the handler returns without raising, and the signal
    comes again while it is not taken. A user's own second Ctrl-C is raised as always."""
    if signum not in _SENT_AGAIN:
        return False
    _SENT_AGAIN.discard(signum)
    return sys.exc_info()[0] is not None


def taken() -> None:
    """The command has caught the KeyboardInterrupt and is ending with it: no signal is sent again."""
    _UNTAKEN.clear()
    _SENT_AGAIN.clear()


def raise_interrupt(signum: int, frame: FrameType | None) -> None:
    """A SIGINT handler: raises KeyboardInterrupt, as Python's own does, except where it would be
    dropped (then the signal comes again a moment later), until the command has taken it."""
    if deferred_if_dropped(signum, frame) or on_its_way(signum):
        return
    raise_for(signum)

