"""Bounded adaptive spinning on a pipe before a blocking read (spin, then block, as a futex does).

A request over the protocol wakes the engine's process and its reply wakes the oracle's.  A
process blocked in ``read`` on an otherwise idle core is woken slowly (the core has gone to
sleep): on an idle machine a bare echo over pipes costs about 100 us a round trip when both
sides block, and a few microseconds when both sides look at the pipe again and again for a
short while before blocking.  Both sides of the pipe transport therefore poll for the next
line without blocking for up to a bound, and block only once it has passed: the oracle after
writing a request (:class:`oracle.engine.external.ProcessTransport`), the served engine and
the Python kit after writing a reply (:meth:`oracle.engine.sdk.Engine.serve`).  The protocol
does not change: an engine in another language may do the same, or not.

Spinning burns a core while it lasts, which a shared machine pays for.  The bound is
:data:`DEFAULT_SPIN_US`, set by the environment variable :data:`SPIN_VARIABLE` (microseconds, ``0``:
never spin); the engine's process inherits it.  A scenario run on the system's cores spins up to
:data:`SCENARIO_SPIN_US` where the variable is not set (:func:`scenario_spin`).  It adapts
(:class:`Spin`): a wait the line did not end within the bound, or during which the spinning process
lost its core (on a busy machine a spinning process takes a core from the very process it waits for,
and loses the quick wake-up a blocked one gets), makes the next wait block at once, then the next
two, four, ... up to :data:`MAX_SKIP`: a run of long waits (an exact question the engine works on
for milliseconds, the oracle running a scenario's other steps between requests) or a busy machine
costs little spinning.

A process that may run on one core only does not spin (:func:`one_core_only`): ``oracle run`` puts
itself and an engine process on one core while the machine's other work leaves no core idle
(:mod:`oracle.core.one_core`), where a spinning side would hold the core the other side needs to
write the line.

Only the standard library is imported (the kit's engines load it).
"""

from __future__ import annotations

import contextlib
import os
import select
import time
from typing import Callable, Iterator

SPIN_VARIABLE = "ORACLE_SPIN_US"
"""The environment variable that sets the bound in microseconds (``0``: never spin)."""
DEFAULT_SPIN_US = 200
"""The bound when :data:`SPIN_VARIABLE` is not set (but see :data:`SCENARIO_SPIN_US`)."""
SCENARIO_SPIN_US = 1000
"""The bound of a scenario run on the system's cores where :data:`SPIN_VARIABLE` is not set: ``oracle
run`` with an engine process keeps both cores while the machine's other work leaves them idle
(:mod:`oracle.core.one_core`), and there it asks and waits, the engine's reply mostly within a
millisecond.  Measured on a two-core virtual machine whose idle cores are halted (a blocking echo
woken on the other core: 43-47 us, on the same core 6.5 us), the built-in suite through the served
reference on both cores: 2846 and 2751 ms with 200 us, 2517 and 2431 ms with 1000 us, 2460 and 2349
ms with 3000 us (the suite in process 1.7-1.8 s): a bound that outlasts the reply saves the wake-up
of a halted core twice a request.  Not the default of every process: ``oracle fuzz``, whose requests
go ahead of the replies, did 303 and 301 situations a second of wall time with 1000 us against 314
and 318 with 200."""
MAX_SPIN_US = 10_000
"""The largest bound accepted: a wait longer than this is cheaper blocked, and a spin stays far
inside any reply timeout."""
MAX_SKIP = 64
"""After misses in a row the waits that block at once before the next spin, at most."""
GAP_NS = 30_000
"""Two looks at the pipe this far apart mean the spinning process lost its core between them."""

_clock = time.perf_counter_ns


def spin_us(environ=None) -> int:
    """The bound in microseconds from the environment (:data:`SPIN_VARIABLE`), else the default;
    ValueError with one line naming the variable if it is not a whole number of microseconds."""
    text = (os.environ if environ is None else environ).get(SPIN_VARIABLE)
    if text is None or not text.strip():
        return DEFAULT_SPIN_US
    try:
        value = int(text.strip())
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_SPIN_US:
        raise ValueError(f"{SPIN_VARIABLE}={text!r}: the spin before a blocking read is a whole number "
                         f"of microseconds from 0 to {MAX_SPIN_US} (0: never spin)")
    return value


@contextlib.contextmanager
def scenario_spin(wanted: bool = True) -> Iterator[None]:
    """Within the block, :data:`SPIN_VARIABLE` is :data:`SCENARIO_SPIN_US` where it is not set (an engine
    process started inside inherits it, and the oracle's transport reads it), for a scenario run on the
    system's cores; as it was afterwards, however the block ends.  A value set is left as it is (and
    refused where it is read, as before)."""
    if not wanted or SPIN_VARIABLE in os.environ:
        yield
        return
    os.environ[SPIN_VARIABLE] = str(SCENARIO_SPIN_US)
    try:
        yield
    finally:
        os.environ.pop(SPIN_VARIABLE, None)


def one_core_only() -> bool:
    """Whether this process may run on one core only (a one-core machine, or ``oracle run`` putting it on
    the core of the process it talks to: :mod:`oracle.core.one_core`). Such a process never spins: the
    line it waits for can only come from a process that needs the very core the spin holds."""
    return hasattr(os, "sched_getaffinity") and len(os.sched_getaffinity(0)) == 1


class Spin:
    """Spins on one readable file descriptor (see the module docstring).

    ``ready()`` polls the descriptor without blocking until it is readable or the bound has
    passed, and says which.  A spin that ends without a line, or that this process was taken
    off its core during (the machine is busy, and a spinning process takes a core from the one
    it waits for, which a blocked one would have left it), is a miss: the next wait does not
    spin, then the next two, four, ... up to :data:`MAX_SKIP`; a line within a spin ends that.  The descriptor is not changed (no ``O_NONBLOCK``: a terminal or a pipe shared with
    another process stays as it was)."""

    def __init__(self, fd: int, bound_us: int | None = None):
        bound_us = spin_us() if bound_us is None else bound_us  # a bad ORACLE_SPIN_US refused even on one core
        self.bound = 0 if one_core_only() else bound_us * 1000
        self.skip = 0  # waits left that block at once
        self.penalty = 0  # waits the next miss skips
        self.hits = self.misses = 0
        self._poll = select.poll() if self.bound else None
        if self._poll is not None:
            self._poll.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)

    def ready(self) -> bool:
        """Whether the descriptor became readable (or reached its end) within the spin."""
        poll = self._poll
        if poll is None:
            return False
        if poll.poll(0):
            return True
        if self.skip:
            self.skip -= 1
            return False
        now = _clock()
        end = now + self.bound
        while True:
            if poll.poll(0):
                self.hits += 1
                self.penalty = 0
                return True
            last, now = now, _clock()
            if now >= end or now - last > GAP_NS:  # the bound passed, or the core was taken meanwhile
                break
        self.misses += 1
        self.penalty = min(MAX_SKIP, 2 * self.penalty or 1)
        self.skip = self.penalty
        return False


IDLE_AFTER_MS = 5
"""How long nothing must come before a serve loop's idle work starts: the oracle writes a request
that follows another one's reply (a ping after the handshake) well within it."""


def read_lines(fd: int, spin: Spin, idle: Callable[[], bool] | None = None) -> Iterator[bytes]:
    """The lines read from ``fd`` until its end (without their newline; a last line without one
    too), polling it for up to the spin's bound before each read (:meth:`Spin.ready`): one read
    gives every line it holds.  The loop of the Python kit's serve and of the ``py:`` host.

    ``idle``, if given, is called when nothing has come for :data:`IDLE_AFTER_MS` after a spin,
    one piece of work a call, until it says there is no more (False); then the reads block as
    before."""
    buf = bytearray()
    eof = False
    waiting = None
    if idle is not None:
        waiting = select.poll()
        waiting.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)
    asking = waiting is not None  # whether idle may have work
    while not eof:
        ready = spin.ready()  # readable within the spin, or the read below blocks
        while asking and not ready:
            ready = bool(waiting.poll(IDLE_AFTER_MS))  # a line that follows at once is read first
            if not ready:
                asking = idle()
        chunk = os.read(fd, 1 << 16)
        eof = not chunk
        start = len(buf)
        buf += chunk
        nl = buf.find(b"\n", start)
        while nl >= 0 or (eof and buf):
            end = nl if nl >= 0 else len(buf)
            line = bytes(buf[:end])
            del buf[:end + 1]
            yield line
            nl = buf.find(b"\n")
