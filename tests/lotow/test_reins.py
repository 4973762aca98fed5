"""What the trace says of the reins: who holds a mount, and who lets go of it."""

from oracle.bdd.world import load_setup
from oracle.core.geometry import Point
from oracle.core.run import Run, running
from oracle.lotow.holding_a_mount import HoldMount
from oracle.lotow.mounted_fighters import Move
from oracle.lotow.obstacles import ChargeAcross
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


def _led_words(events):
    return [e.message for e in events if e.clause == "lotow.mounted.holding" and "lead" in e.message]


def test_the_pace_a_horse_is_led_at_is_said_as_the_number_the_run_gives_it(act):
    """lotow.mounted.holding gives the holder "половиной своей обычной скорости" (value speed, 0.5): the trace says
    the pace as that number and the inches it makes of his 6" Move, so that a run whose variant sets another number
    (3/4 here: 4.5") says that one, never "half"."""
    table, _ = act(_gunman_deputy_and_horse(), HoldMount(fighter="gunman", mount="horse"))
    _, events = act(table, Move(fighter="gunman", distance=3.0))
    said = _led_words(events)
    assert said and all("1/2 of his 6\" Move, 3\"" in m for m in said), said
    with running(Run.with_variant({"lotow.mounted.holding": {"speed": 0.75}})):
        _, events = act(table, Move(fighter="gunman", distance=4.5))
    said = _led_words(events)
    assert said and all("3/4 of his 6\" Move, 4.5\"" in m and "half" not in m for m in said), said


def test_a_charge_leading_the_horse_says_the_pace_as_the_number_the_run_gives_it(act):
    """The same words in a charge across a fence with the horse led to the spot (lotow.mounted.holding)."""
    _, table = load_setup("lotow/cowboy-leading-his-horse")
    table, _ = act(table, HoldMount(fighter="cowboy", mount="horse"))
    charge = ChargeAcross(attacker="cowboy", target="deputy", obstacle="fence")
    _, events = act(table, charge)
    assert any("1/2 of his 6\" Move, 3\"" in m for m in _led_words(events)), _led_words(events)
    with running(Run.with_variant({"lotow.mounted.holding": {"speed": 0.75}})):
        _, events = act(table, charge)
    said = _led_words(events)
    assert said and all("half" not in m for m in said) and any("3/4 of his 6\" Move, 4.5\"" in m for m in said), said
