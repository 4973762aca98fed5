"""The cyclic garbage collector's pace while the oracle makes objects by the million.

A run makes and drops tables, traces and behave's per-step objects by the million, and a report
renders every clause and scenario through its templates: nearly all of it is freed at once by
reference counting, but each 700 new container objects (Python's first threshold) wake the
collector, whose passes walk what the run holds and, now and then, the whole long-lived heap.  The
bigger the catalogue and the results, the more each pass walks: report writing took 1.3x the time
per clause at 16 times the clauses as at 1x with Python's thresholds, 1.0x at
:data:`COLLECTOR_FIRST_THRESHOLD` (``docs/performance.md``).
"""

from __future__ import annotations

import contextlib
import gc
from typing import Iterator

COLLECTOR_FIRST_THRESHOLD: int = 10_000
"""How many new container objects the cyclic garbage collector lets pass before it looks at the
youngest generation while a command runs or a report is written (Python's default is 700; the
other two thresholds are kept).  At 700 the whole suite with the rulings side by side made about
1400 collections, nine of them full passes over the long-lived heap (the imported code, the
catalogue, the step registry), 1.7-2.2 s of its 10-13 s of CPU (docs/performance.md)."""


@contextlib.contextmanager
def collector_threshold(first: int = COLLECTOR_FIRST_THRESHOLD) -> Iterator[None]:
    """The cyclic collector's first threshold at least ``first`` for the block, then put back as it
    was: a caller's higher threshold, or its collector turned off (a threshold of 0), is kept, and a
    program running the oracle in its own process gets its own setting back."""
    before = gc.get_threshold()
    if before[0] == 0 or before[0] >= first:
        yield
        return
    gc.set_threshold(first, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
