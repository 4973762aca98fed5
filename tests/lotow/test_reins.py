"""What the trace says of the reins: who holds a mount, and who lets go of it."""

from oracle.core.geometry import Point
from oracle.lotow.holding_a_mount import HoldMount
from oracle.lotow.setups import add_fighter, add_mount, empty


def _gunman_deputy_and_horse():
    """The gunman's horse (base 1") east of him, the deputy (base 0.5") against it on its east side."""
    table = add_fighter(add_fighter(empty(), "gunman"), "deputy", position=Point(x=3.0, y=0.0))
    return add_mount(table, "horse", "horse", owner="gunman", side="player", position=Point(x=1.5, y=0.0))


def test_reins_passing_from_the_gunman_to_the_deputy_are_said_to_leave_the_gunman(act):
    """Ruling lotow.mounted.holding.held-by-another=reins-pass: the deputy takes the reins the gunman holds, and the
    trace says the gunman lets go of them; he does not lose them unsaid."""
    readings = {"lotow.mounted.holding.who": "any-friend", "lotow.mounted.holding.held-by-another": "reins-pass"}
    table, _ = act(_gunman_deputy_and_horse(), HoldMount(fighter="gunman", mount="horse"), **readings)
    table, events = act(table, HoldMount(fighter="deputy", mount="horse"), **readings)
    assert table.mount("horse").held_by == "deputy"
    said = [e.message for e in events if e.clause == "lotow.mounted.holding"]
    assert any("from gunman, who lets go of them" in m for m in said), said
