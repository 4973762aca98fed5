"""The end of a process of the oracle: its heap put out of the cyclic collector's sight.

As the interpreter shuts down it clears the modules and runs full collections of the cyclic
garbage collector over everything still alive: the imported code, the catalogue, the step
registry, the rulesets' models (over 100 000 tracked objects after a run of one feature). That
was about 0.3 s of CPU at the end of every ``oracle`` command (a run of one feature: 1.4-1.7 s
with it, 1.1-1.4 s without), for objects the process is about to drop anyway.
"""

from __future__ import annotations

import gc


def process_ends() -> None:
    """Collect the cyclic garbage now (so that what is already unreachable is finalized as at a
    shutdown), then move every object left to the collector's permanent generation
    (``gc.freeze``), which the collections of the shutdown do not walk. The shutdown itself runs
    as before: ``atexit`` handlers, ``weakref.finalize`` callbacks, the streams flushed and
    closed. Call it only where the process ends after the call (a program's entry point), never
    from code another program runs in its own process."""
    gc.collect()
    gc.freeze()
