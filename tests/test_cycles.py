"""The helper the cycle tests use (``tests/cycles.py``): it finds what a block leaves to the cyclic collector, and
leaves the collector as it found it."""

import gc

from cycles import left_to_the_collector


class _Node:
    def __init__(self):
        self.me = self


def test_a_cycle_made_in_the_block_is_found_and_the_collector_is_left_as_it_was():
    enabled, flags, frozen = gc.isenabled(), gc.get_debug(), gc.get_freeze_count()
    kept = _Node()  # made before the block, alive after it: not garbage
    with left_to_the_collector() as found:
        assert not gc.isenabled()
        _Node()  # a cycle, dropped at once
    assert [type(obj) for obj in found if isinstance(obj, _Node)] == [_Node]
    assert not any(obj is kept for obj in found)
    assert (gc.isenabled(), gc.get_debug()) == (enabled, flags)
    # the heap frozen for the block is given back, unless it was frozen before (a test worker's)
    assert (gc.get_freeze_count() > 0) == (frozen > 0)
    assert gc.garbage == []
