"""What the trace of killing a tied mount says: the kill asks whether the mount is loose
(lotow.mounted.loose.when), not whether it wanders after a Courage test (lotow.mounted.loose.tied)."""

from oracle.lotow.ids import MOUNTED_LOOSE_TIED, MOUNTED_LOOSE_WHEN
from oracle.lotow.loose_mounts import KillMount, LooseMountTest
from oracle.lotow.setups import add_fighter, add_mount, empty


def _tied_horse():
    table = add_fighter(add_fighter(empty(), "gunman"), "bandit")
    table = table.with_fighter(table.fighter("bandit").evolve(side="enemy"))
    table = add_mount(table, "horse", "horse", owner="gunman")
    table = table.with_mount(table.mount("horse").evolve(tied=True))
    return table.evolve(optional_rules=("loose-mounts",))


def test_killing_a_tied_mount_says_it_is_no_loose_mount(act):
    _, events = act(_tied_horse(), KillMount(mount="horse", by="bandit"))
    said = {(e.clause, e.message) for e in events}
    assert not any("wander" in message for _, message in said), said
    assert any(clause == MOUNTED_LOOSE_WHEN and "tied" in message and "no loose mount" in message
               for clause, message in said), said
    assert all(clause != MOUNTED_LOOSE_TIED for clause, _ in said), said


def test_a_tied_mount_that_fails_its_courage_test_still_does_not_wander(act):
    _, events = act(_tied_horse(), LooseMountTest(mount="horse", courage="failed"))
    assert any(e.clause == MOUNTED_LOOSE_TIED and "does not wander" in e.message for e in events)
