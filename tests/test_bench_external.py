"""The served-suite benchmark compares like with like: the in-process rounds start with the rule caches a new
engine process starts with."""

from bench.external import forget_rule_caches
from oracle.mordheim import setups
from oracle.mordheim.geometry import arcs_clear


def test_the_rule_caches_are_emptied_as_a_new_process_has_them():
    table = setups.add_warrior(setups.empty(), "hero", movement=4.0, initiative=3)
    arcs_clear(table, 0.0, 0.0, 1.0, 0.0, 0.5)
    assert arcs_clear.cache_info().currsize >= 1
    assert forget_rule_caches() >= 10  # the games' and the shared geometry's, not only this one
    assert arcs_clear.cache_info().currsize == 0
