"""``oracle.core.stack.with_room``: a run's calls have room on the interpreter's frame stack.

CPython 3.11 and 3.12 map a chunk of 16 kB for the frames of a call that finds the last chunk full, and unmap it
as soon as that call returns: a call that returns to the chunk's edge again and again maps one each time, its
pages faulted in afresh (CPython gh-142183). The tests count the process's page faults, not time.
"""

import resource
import sys
import threading

import pytest

from oracle.core.stack import with_room

CALLS = 300
DEPTHS = range(0, 401, 50)


def _nested(depth: int) -> int:
    return 0 if depth == 0 else _nested(depth - 1) + 1


def _faults_at_each_depth(depths) -> dict[int, int]:
    """For each depth, the minor page faults of :data:`CALLS` calls that go that deep and come back."""
    faults = {}
    for depth in depths:
        _nested(depth)  # the frames' pages faulted in once
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        for _ in range(CALLS):
            _nested(depth)
        faults[depth] = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
    return faults


def test_calls_coming_back_to_any_depth_in_the_room_fault_in_no_page():
    """Calls down to depths every 50 frames up to 400 (more than two chunks' worth of these frames), each made and
    left three hundred times: in the room, none maps a chunk at each call. Outside it, on an interpreter that unmaps
    a chunk as soon as it is left (CPython before 3.13), a call that goes past the end of the chunk it starts in
    maps one every time, at least a page: the test would pass for nothing if the room made no difference."""
    inside = with_room(_faults_at_each_depth, DEPTHS)
    assert max(inside.values()) < CALLS // 10, {d: f for d, f in inside.items() if f >= CALLS // 10}
    if sys.implementation.name == "cpython" and sys.version_info < (3, 13):
        outside = _faults_at_each_depth(DEPTHS)
        assert max(outside.values()) >= CALLS, "no depth at a chunk's edge: the room shows nothing here"


def test_with_room_gives_the_functions_answer_and_its_exception():
    assert with_room(lambda a, b=0: a + b, 2, b=3) == 5
    with pytest.raises(ZeroDivisionError):
        with_room(lambda: 1 / 0)
    assert with_room(lambda: 7) == 7  # the room is made again after an exception left it


def test_a_call_in_the_room_makes_no_second_room_and_each_thread_its_own():
    """A nested call runs straight in the room already made (a second frame of that size would not fit in what is
    left of the chunk); another thread has a frame stack of its own, and makes its own room."""
    rooms = []

    def rooms_on_the_stack() -> int:
        frame, n = sys._getframe(), 0
        while frame is not None:
            n += frame.f_code.co_name == "_called_with_room"
            frame = frame.f_back
        return n

    def outer():
        rooms.append(rooms_on_the_stack())
        with_room(lambda: rooms.append(rooms_on_the_stack()))
        thread = threading.Thread(target=lambda: with_room(lambda: rooms.append(rooms_on_the_stack())))
        thread.start()
        thread.join()

    with_room(outer)
    assert rooms == [1, 1, 1]
    assert rooms_on_the_stack() == 0
