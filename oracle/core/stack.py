"""Room on the interpreter's frame stack for a run's work, wherever the caller stands.

CPython 3.11 and 3.12 keep the frames of a thread's Python calls in chunks of 16 kB, each mapped from the
system when a call needs more than the last one has left, and unmapped as soon as the first frame in it
returns (CPython issue gh-142183; later releases of 3.13 and 3.14 keep one chunk). A call that comes back again
and again to the depth at which a chunk ends maps and unmaps one on every call, and every page of it is
faulted in afresh. Which depth that is depends on how deep the caller already was: the same ``oracle run``
of the whole suite mapped 236 813 chunks of 16 kB called from a pytest test and 29 702 called from a script,
and its forked re-runs of the rulings side by side took 514 thousand page faults and 3.5-5.0 s of system
time in a test worker, 96 thousand and 0.9 s from the command line.

:func:`with_room` calls a function from a frame made with :data:`ROOM_SLOTS` slots of evaluation stack it
never uses: the frame opens a chunk of 1 MiB, of which it takes the first half and leaves the rest to the
calls it makes, about 520 kB, more than a thousand frames (the interpreter's default bound on recursion),
so that no chunk is mapped while they come and go. Pages of the chunk are faulted in only where frames are
written; the frame's own unused slots never are. Where the interpreter keeps its frames otherwise, the
frame is one more call and nothing else.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, TypeVar

T = TypeVar("T")

CHUNK_SLOTS: int = 1 << 17
"""The slots (8 bytes each) of the chunk :func:`with_room` opens: 1 MiB. CPython maps a chunk for a frame
at least (frame + 1000 slots) large, in steps of doubling from 16 kB."""

ROOM_SLOTS: int = CHUNK_SLOTS // 2 - 1000 + 1
"""The unused evaluation stack of the frame :func:`with_room` calls from: enough that the frame, with the 1000
slots CPython adds, does not fit in a chunk of half :data:`CHUNK_SLOTS`, so that the chunk mapped for it is
:data:`CHUNK_SLOTS` large and the frames called from it have the other half, less the frame's few slots of its
own, and nearly a thousand slots more."""

_ROOM = threading.local()
"""Per thread (each has its frame stack of its own): whether its work already runs in a room
:func:`with_room` made, so that a nested call makes none (a second frame of that size would not fit in
what is left of the first chunk, and would leave its calls at a chunk's edge again)."""


def _called(fn: Callable[..., Any], args: tuple, kwargs: dict) -> Any:
    return fn(*args, **kwargs)


_code = _called.__code__
try:
    _called_with_room = type(_called)(_code.replace(co_stacksize=_code.co_stacksize + ROOM_SLOTS,
                                                    co_name="_called_with_room"),
                                      _called.__globals__, "_called_with_room")
except (AttributeError, TypeError, ValueError):  # an interpreter whose code objects cannot be remade so
    _called_with_room = _called
del _code


def with_room(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)``, its calls given room on the thread's frame stack (see the module)."""
    if getattr(_ROOM, "open", False):
        return fn(*args, **kwargs)
    _ROOM.open = True
    try:
        return _called_with_room(fn, args, kwargs)
    finally:
        _ROOM.open = False
