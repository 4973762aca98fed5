"""Whole writes to a pipe.

A ``write`` to a pipe whose buffer is full blocks until the reader makes room; if a signal
arrives meanwhile (Ctrl-C or Ctrl-Z and ``fg`` at the terminal, a profiler or debugger
attaching, any signal the process handles) the system call returns with only part of the data
written. ``os.write`` and an unbuffered file's ``write`` then return that count, and a caller
that does not look at it has lost the rest without a word: a request line to an engine cut
short, which the engine then reads run together with the next one. :func:`write_all` goes on
until every byte is written. (A write interrupted before any byte went is retried by Python
itself, PEP 475.)

Only the standard library is imported (the engine kit writes its replies with it).
"""

from __future__ import annotations

import os


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to the file descriptor ``fd``, however many writes it takes;
    raises the ``OSError`` a write raises (``BrokenPipeError`` when the reader has gone)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
