"""Whole writes to a pipe.

A ``write`` to a pipe whose buffer is full blocks until the reader makes room; if a signal
arrives meanwhile (Ctrl-C or Ctrl-Z and ``fg`` at the terminal, a profiler or debugger
attaching, any signal the process handles) the system call returns with only part of the data
written. ``os.write`` and an unbuffered file's ``write`` then return that count, and a caller
that does not look at it has lost the rest without a word: a request line to an engine cut
short, which the engine then reads run together with the next one. :func:`write_all` goes on
until every byte is written. (A write interrupted before any byte went is retried by Python
itself, PEP 475.)

:func:`stdout_for_replies` keeps a process's stdout for a protocol alone, so that what else the
process prints cannot run into its lines.

Only the standard library is imported (the engine kit writes its replies with it).
"""

from __future__ import annotations

import os
import sys


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to the file descriptor ``fd``, however many writes it takes;
    raises the ``OSError`` a write raises (``BrokenPipeError`` when the reader has gone)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def stdout_for_replies() -> int:
    """A new descriptor on this process's stdout, for the protocol's lines alone; stdout itself then
    leads to stderr, so that what the process prints (``print``, a library, C code, and what
    ``sys.stdout`` still holds buffered from before the call) goes there, not into the replies."""
    replies = os.dup(sys.stdout.fileno())
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout.flush()  # what was printed before, still buffered, now reaches stderr
    return replies
