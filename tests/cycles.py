"""What only the cyclic collector can free of what a block of code leaves behind, for the tests that check a
piece of code makes no cycle (each such cycle waits for a collection that walks the whole heap)."""

from __future__ import annotations

import contextlib
import gc
from typing import Iterator


@contextlib.contextmanager
def left_to_the_collector() -> Iterator[list]:
    """Within the block the collector is off; as the block ends, the objects only the collector can free are
    collected into the list given (``gc.DEBUG_SAVEALL``) and the collector is as it was. Another thread of the process
    (a test worker's own) may leave garbage of its own in the meantime: a test asserts on the kinds of object its code
    makes, never on the whole count.

    What lives before the block is moved out of the collector's sight first (``gc.freeze``), so that the collection
    at its end walks only what the block made: a test worker's heap (every test module, the catalogue, what the
    in-process runs keep) took 0.2-0.8 s a walk. A cycle the block's code closes through an object made before the
    block is therefore not found; the tests look for their own code's objects. The heap is given back to the collector
    afterwards unless something was frozen before (a test worker keeps its heap frozen: ``tests/conftest.py``)."""
    found: list = []
    enabled, flags = gc.isenabled(), gc.get_debug()
    frozen_before = gc.get_freeze_count()
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield found
    finally:
        gc.set_debug(flags | gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            found.extend(gc.garbage)
            gc.garbage.clear()
        finally:
            gc.set_debug(flags)
            if not frozen_before:
                gc.unfreeze()
            if enabled:
                gc.enable()


def named(found: list, module: str, qualname: str = "") -> list[str]:
    """What ``found`` holds of objects whose type is of ``module`` (a class or a function itself, where it is of
    ``module`` and its name begins with ``qualname``), as names for a message: the type's, or the function's."""
    out = []
    for obj in found:
        kind = type(obj)  # never the object's own attributes: a weak proxy among them may be dead
        if kind in (type, type(named)):
            name = f"{obj.__module__}.{obj.__qualname__}"
            if obj.__module__ == module and obj.__qualname__.startswith(qualname):
                out.append(name)
        elif kind.__module__ == module and kind.__qualname__.startswith(qualname):
            out.append(f"{kind.__module__}.{kind.__qualname__}")
    return out
