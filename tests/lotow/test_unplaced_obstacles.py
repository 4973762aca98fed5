"""An obstacle given with no line on the table has no place there: a mounted model crossing it is taken to stand
against it and is not moved, and the trace says that its place is not modelled (mounted_terrain.unplaced)."""

from oracle.core.geometry import Point
from oracle.engine.reference import ReferenceEngine
from oracle.lotow.mounted_terrain import CrossObstacle
from oracle.lotow.setups import add_obstacle, empty, rider_on

ENGINE = ReferenceEngine()
NOT_MODELLED = "has no line on the table: its place is not modelled"


def hedge(line=None):
    table = rider_on(empty(), "rider", "horse")
    return add_obstacle(table, "hedge", "barrier", 1.0, 1.75, **({"line": line} if line else {}))


def test_a_hedge_with_no_line_is_cleared_where_the_horse_stands_and_the_trace_says_its_place_is_not_modelled():
    table = hedge()
    done = ENGINE.perform("lotow", table, CrossObstacle(mount="horse", obstacle="hedge"), [4])
    said = [e for e in done.events if NOT_MODELLED in e.message]
    assert [e.clause for e in said] == ["lotow.mounted.rider-controls"]
    assert "no enemy judged to stand against it (lotow.obstacles.no-jump-into-zone)" in said[0].message
    assert done.state.mount("horse").crossed == ("hedge",)
    assert done.state.mount("horse").position == table.mount("horse").position


def test_a_hedge_with_a_line_is_ridden_up_to_and_over_and_the_trace_says_nothing_of_an_unmodelled_place():
    origin = hedge().mount("horse").position
    line = (Point(x=origin.x + 4, y=origin.y - 12), Point(x=origin.x + 4, y=origin.y + 12))
    done = ENGINE.perform("lotow", hedge(line), CrossObstacle(mount="horse", obstacle="hedge"), [4])
    assert not [e for e in done.events if NOT_MODELLED in e.message]
    assert done.state.mount("horse").position.x > origin.x + 4
