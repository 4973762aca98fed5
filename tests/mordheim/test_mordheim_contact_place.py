"""Where a charger ends against its target: off every wall (mordheim.charging.double-movement,
mordheim.charging.low-wall, ruling mordheim.charging.shortest-route), no route to any free place touching the
target shorter, checked against routes to places every tenth of a degree round it; against a low wall the
target stands behind, its base's edge on the wall."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st
from shapely.geometry import Point as ShapelyPoint

from oracle.core.resolve import resolve_scripted
from oracle.engine.reference import ReferenceEngine
from oracle.mordheim import setups
from oracle.mordheim.charging import Charge, _contact_off_walls
from oracle.mordheim.geometry import pieces_under_base, shortest_path

TABLES = {
    # the route to the nearest free place bends round a tall wall's corner, and the place faces that corner
    "round-a-tall-wall": ((3.168, 0.612), [("wall", 3.0, (1.884, -0.276), (2.043, 0.702)),
                                           ("wall", 3.0, (4.613, -0.329), (4.715, 2.177))]),
    "past-a-tall-wall-to-a-fence": ((4.477, 0.335), [("wall", 3.0, (2.614, 0.425), (3.546, 0.54)),
                                                     ("wall", 1.0, (5.244, -0.393), (6.22, 0.413))]),
    # nothing touches the places round the target: the route goes round the wall's nearer end, facing it
    "all-round-free": ((5.131, 0.909), [("obstacle", 0.75, (2.871, 2.208), (3.293, 2.966)),
                                        ("obstacle", 0.75, (5.828, -1.32), (6.762, -0.599)),
                                        ("wall", 3.0, (2.996, -0.661), (3.139, 1.657))]),
    # the only free places on the near side: less than a degree between two fences (scenarios/mordheim/between-two-fences)
    "between-two-fences": ((4.0, 0.0), [("wall", 1.0, (1.5, -0.593), (3.4, -0.493)),
                                        ("wall", 1.0, (1.5, 0.511), (3.4, 0.611))]),
}

SAMPLES = 3600


def _length(path) -> float:
    return sum(math.dist(a, b) for a, b in zip(path, path[1:]))


@pytest.mark.parametrize("name", sorted(TABLES))
def test_no_route_to_a_free_place_touching_the_target_is_shorter(name):
    (tx, ty), pieces = TABLES[name]
    t = setups.add_enemy_at(setups.add_warrior(setups.empty(), "hero"), "ork", tx, ty)
    for i, (kind, height, a, b) in enumerate(pieces):
        t = setups.add_piece(t, f"piece{i}", kind, setups._rect(*a, *b), height=height)
    hero, ork = t.warrior("hero"), t.warrior("ork")
    path = resolve_scripted(lambda ctx: _contact_off_walls(ctx, t, hero, ork, (0.0, 0.0), 0.0, True), []).result
    end = path[-1]
    assert math.dist(end, (tx, ty)) == pytest.approx(1.0, abs=1e-9)  # touching: base radii 0.5 and 0.5
    assert not pieces_under_base(t, *end, 0.0, 0.5)
    found = _length(path)
    shortest = math.inf
    for k in range(SAMPLES):
        q = (tx + math.cos(2 * math.pi * k / SAMPLES), ty + math.sin(2 * math.pi * k / SAMPLES))
        if pieces_under_base(t, *q, 0.0, 0.5):
            continue
        route = shortest_path(t, (0.0, 0.0), q, 0.0, 0.5)
        if route is not None:
            shortest = min(shortest, _length(route))
    assert found <= shortest + 1e-9, f"{name}: the charge's route is {found:.6f}\", a place at {shortest:.6f}\""


@settings(max_examples=12, deadline=None)
@given(tilt=st.floats(-0.8, 0.8), along=st.floats(-0.8, 0.8))
def test_a_charge_stopped_by_a_slanting_low_wall_ends_with_its_base_edge_on_the_wall(tilt, along):
    """The orc's base against the far side of a fence 1" high, 0.2" thick, tilted from north-south: the hero
    charging it stops against the fence on its side (mordheim.charging.low-wall), its round base touching the
    fence, neither short of it nor over it by more than float rounding (a polygon for the base left it up to
    0.0006" over the fence at a slant)."""
    ux, uy = math.cos(tilt), math.sin(tilt)  # across the fence
    vx, vy = -uy * 1.5, ux * 1.5  # half the fence's length
    cx, cy = 4.0, 0.0
    outline = [(cx + sx * ux * 0.1 + sy * vx, cy + sx * uy * 0.1 + sy * vy) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    t = setups.add_piece(setups.add_warrior(setups.empty(), "hero", movement=4.0), "fence", "wall", outline, height=1.0)
    t = setups.add_enemy_at(t, "ork", cx + ux * 0.6 + vx / 1.5 * along, cy + uy * 0.6 + vy / 1.5 * along)
    after = ReferenceEngine().perform("mordheim", t, Charge(charger="hero", target="ork"), []).state
    hero = after.warrior("hero")
    assert "ork" in after.engaged_with("hero")
    gap = ShapelyPoint(hero.position.x, hero.position.y).distance(t.piece("fence").shape()) - hero.base_radius
    assert abs(gap) <= 1e-9, f"the hero's base edge is {gap:.3g}\" from the fence"
