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
    makes, never on the whole count."""
    found: list = []
    enabled, flags = gc.isenabled(), gc.get_debug()
    gc.collect()
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
