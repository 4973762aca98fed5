"""Mordheim table geometry (shapely) and clear errors for bad setups."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from shapely.geometry import LineString, Point as ShapelyPoint, Polygon

from oracle.bdd.world import World, load_setup
from oracle.core.errors import SetupError
from oracle.core.geometry import Point, apart
from oracle.core.state import validate_setup
from oracle.engine.reference import ReferenceEngine
from oracle.mordheim import setups
from oracle.mordheim.geometry import (
    any_line, blocks_sight, last_free_along, pieces_under_base, shortest_path, sight_line, stretches_clear,
    truncate_to_contact,
)
from oracle.mordheim.route import Step
from oracle.mordheim.state import EPSILON, TOUCH, MordheimTable, Warrior, bases_overlap


def _length(path) -> float:
    return sum(math.dist(a, b) for a, b in zip(path, path[1:]))


def test_the_shortest_route_round_a_building_corner_is_two_tangents_and_the_arc_between():
    """Rule mordheim.charging.double-movement: "идёт всегда по кратчайшему пути". The hero's base (radius 0.5) at
    (0, 0) goes round the corner (0.8, 2) of the building to (3, 3.2): its centre keeps 0.5 from the corner, so the
    way is the line touching the circle of 0.5 round the corner, the arc, and the line on. From the hero
    sqrt(0.8² + 2² - 0.5²) = 2.0952, to the orc sqrt(2.2² + 1.2² - 0.5²) = 2.4556; the arc turns the 219.588 degrees
    round the outside of the corner from the hero's direction to the orc's, less acos(0.5 / 2.1541) = 76.578 and
    acos(0.5 / 2.5060) = 78.491: 64.519 degrees, 0.5630. In all 5.1139, where a square kept round the corner made it
    about 0.19 longer."""
    _, t = load_setup("mordheim/street-corner")
    path = shortest_path(t, (0.0, 0.0), (3.0, 3.2), 0.0, 0.5)
    corner, r = (0.8, 2.0), 0.5
    to_hero, to_orc = math.dist(corner, (0.0, 0.0)), math.dist(corner, (3.0, 3.2))
    outside = (math.atan2(-2.0, -0.8) - math.atan2(1.2, 2.2)) % (2 * math.pi)  # clockwise, west and north of it
    arc = outside - math.acos(r / to_hero) - math.acos(r / to_orc)
    tangents_and_arc = math.sqrt(to_hero ** 2 - r ** 2) + math.sqrt(to_orc ** 2 - r ** 2) + r * arc
    assert tangents_and_arc == pytest.approx(5.1139, abs=1e-4)
    assert path is not None
    assert tangents_and_arc - 1e-9 <= _length(path) < tangents_and_arc + 0.001
    assert LineString(path).distance(ShapelyPoint(corner)) >= r - 1e-9  # the base never over the building


def test_the_shortest_route_round_a_thin_walls_end_is_two_tangents_two_arcs_and_the_end_between():
    """Rule mordheim.charging.double-movement: a wall 0.1" thick ends at (2, 0)-(2.1, 0); a base of radius 0.5 goes
    from (0, -1) round the end to (4.1, -1). Its centre keeps 0.5 from both corners of the end: the line touching the
    circle round (2, 0), sqrt(2² + 1² - 0.5²) = 2.1794; the arc from there to the top of the circle, from the
    start's direction (206.565 degrees from east) round to north (90), less acos(0.5 / sqrt(5)) = 77.079: 39.486
    degrees, 0.3446; the 0.1 across the end; and the same again down to (4.1, -1). In all 5.1481, where squares kept
    round the corners made it 5.3426."""
    t = setups.add_piece(setups.empty(), "wall", "wall", setups._rect(2.0, -5.0, 2.1, 0.0), height=3)
    path = shortest_path(t, (0.0, -1.0), (4.1, -1.0), 0.0, 0.5)
    r, to_corner = 0.5, math.dist((0.0, -1.0), (2.0, 0.0))
    arc = math.pi / 2 + math.atan2(1.0, 2.0) - math.acos(r / to_corner)
    tangents_and_arcs = 2 * (math.sqrt(to_corner ** 2 - r ** 2) + r * arc) + 0.1
    assert tangents_and_arcs == pytest.approx(5.1481, abs=1e-4)
    assert path is not None
    assert tangents_and_arcs - 1e-9 <= _length(path) < tangents_and_arcs + 0.001
    wall = Polygon([(2.0, -5.0), (2.1, -5.0), (2.1, 0.0), (2.0, 0.0)])
    assert LineString(path).distance(wall) >= r - 1e-9


def test_the_route_stops_at_base_contact():
    path = truncate_to_contact(((0.0, 0.0), (7.0, 0.0)), (7.0, 0.0), 1.0)
    assert path[-1] == pytest.approx((6.0, 0.0))


@settings(max_examples=40, deadline=None)
@given(bend=st.tuples(st.floats(-1.0, 4.0), st.floats(-3.0, 3.0)), target=st.tuples(st.floats(2.0, 8.0), st.floats(-3.0, 3.0)))
def test_a_route_at_a_slant_stops_with_the_round_bases_touching(bend, target):
    """Wherever the route meets the target at a slant, the centres end the two radii apart (1"), not nearer: a
    polygon for the circle of contact stopped them up to 0.000075" nearer between its corners."""
    path = truncate_to_contact(((0.0, 0.0), bend, target), target, 1.0)
    assert math.dist(path[-1], target) == pytest.approx(1.0, abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(far=st.floats(0.0, 8.0), angle=st.floats(-0.6, 0.6))
def test_a_move_cut_short_stops_off_the_fence_and_no_shorter_than_it_must(far, angle):
    # the fence from 3" to 3.5" east of the hero's centre; the path leaves the centre at an angle
    t = setups.piece_from(setups.add_warrior(setups.empty(), "hero"), "fence", 1, 2.5, "east", "hero")
    path = ((0.0, 0.0), (8 * math.cos(angle), 8 * math.sin(angle)))
    free = last_free_along(t, path, far, 0.0, 0.5)
    assert 0.0 <= free <= far
    x, y = free * math.cos(angle), free * math.sin(angle)
    assert not pieces_under_base(t, x, y, 0.0, 0.5)
    if free < far:  # stopped short: against the fence, its base edge at x = 3 (within the bisection's precision)
        assert x + 0.5 == pytest.approx(3.0, abs=1e-6)


@settings(max_examples=60, deadline=None)
@given(first=st.floats(2.0, 4.0), gap=st.floats(0.0, 0.2), angle=st.floats(-0.5, 0.5), door=st.booleans())
def test_the_clear_stretches_of_a_route_are_where_a_base_stands_on_no_piece(first, gap, angle, door):
    """Two barrels whose gap leaves the base ``gap`` inches of room (as little as none), a wall beyond them,
    on a route at an angle: a point of the route is in a stretch ``stretches_clear`` gives exactly where
    ``pieces_under_base`` finds nothing under a base there (points within a millionth of an inch of a
    stretch's end left out), however narrow the room; with a door through the wall, the doorway is open."""
    t = setups.piece_from(setups.add_warrior(setups.empty(), "hero"), "barrel", 0.75, first, "east", "hero")
    t = setups.piece_from(t, "barrel2", 0.75, first + 2.0 + gap, "east", "hero")
    t = setups.piece_from(t, "wall", 3.0, first + 5.0, "east", "hero")
    if door:
        t = setups.door_in(t, "wall")
    line = LineString(((0.0, 0.0), (12 * math.cos(angle), 12 * math.sin(angle))))
    stretches = stretches_clear(t, line, 0.0, 0.5)
    assert stretches == sorted(stretches) and all(begins <= ends for begins, ends in stretches)
    for k in range(241):
        d = line.length * k / 240
        q = line.interpolate(d)
        near_an_end = any(abs(d - end) <= 1e-6 for stretch in stretches for end in stretch)
        if not near_an_end:
            inside = any(begins < d < ends for begins, ends in stretches)
            assert inside == (not pieces_under_base(t, q.x, q.y, 0.0, 0.5)), (d, stretches)
    room = [ends - begins for begins, ends in stretches if first + 1.0 < begins < first + 3.0]
    if abs(angle) < 1e-9:  # along the barrels' line the room between them is a stretch of its own, a point if none
        assert room == [pytest.approx(gap, abs=1e-6)]
    for begins, ends in stretches:  # where a stretch ends the base touches a piece or the route ends
        for d in (begins, ends):
            q = line.interpolate(d)
            assert not pieces_under_base(t, q.x, q.y, 0.0, 0.5)


def test_a_high_wall_blocks_sight_and_a_low_one_does_not():
    t = setups.add_warrior(setups.empty(), "hero")
    t = setups.place_from(t, "ork", "hero", 5, "east", enemy_of=True)
    low = setups.piece_from(t, "fence", 1, 2, "east", "hero")
    high = setups.piece_from(t, "wall", 3, 2, "east", "hero")
    assert sight_line(low, low.warrior("hero"), low.warrior("ork"))
    assert not sight_line(low, low.warrior("hero"), low.warrior("ork"), cover_blocks=True)
    assert not sight_line(high, high.warrior("hero"), high.warrior("ork"))


COORDINATE = st.integers(min_value=0, max_value=24).map(lambda n: n / 2)  # half inches on a 12" square
PIECE = st.tuples(COORDINATE, COORDINATE, COORDINATE, COORDINATE, st.sampled_from(["wall", "obstacle", "cover", "column", "difficult"]),
                  st.sampled_from([0.5, 1.0, 3.0]))


@settings(max_examples=400)
@given(st.tuples(COORDINATE, COORDINATE), st.tuples(COORDINATE, COORDINATE), st.lists(PIECE, min_size=1, max_size=4),
       st.booleans())
def test_a_sight_line_is_interrupted_exactly_where_a_blocking_piece_crosses_it(a, b, pieces, cover_blocks):
    """``sight_line`` skips the pieces outside the line's box before it asks shapely: the same answer as
    crossing the line with every piece that blocks (lines along an edge or a row of the grid included)."""
    t = setups.add_warrior(setups.add_warrior(setups.empty(), "hero", position={"x": a[0], "y": a[1]}),
                           "ork", position={"x": b[0], "y": b[1]})
    for n, (x0, y0, x1, y1, kind, height) in enumerate(pieces):
        if x0 == x1 or y0 == y1:
            continue
        t = setups.add_piece(t, f"piece{n}", kind, setups._rect(x0, y0, x1, y1), height=height)
    hero, ork = t.warrior("hero"), t.warrior("ork")
    line = LineString([a, b])
    crossed = a != b and any(
        line.intersection(Polygon(p.outline).buffer(-TOUCH)).length > EPSILON for p in t.terrain
        if p.kind in ("wall", "obstacle", "column", "cover") and blocks_sight(p, 0.0, 0.0, cover_blocks=cover_blocks))
    assert sight_line(t, hero, ork, cover_blocks=cover_blocks) == (not crossed)


def _two_bases_and_walls(a, b, walls):
    t = setups.add_warrior(setups.add_warrior(setups.empty(), "hero", position={"x": a[0], "y": a[1]}),
                           "ork", position={"x": b[0], "y": b[1]})
    for n, (x0, y0, x1, y1) in enumerate(walls):
        t = setups.add_piece(t, f"wall{n}", "wall", setups._rect(x0, y0, x1, y1), height=3.0)
    return t


def test_any_line_is_refused_by_a_wall_right_across():
    """Ruling mordheim.charging.line "any-line-between-bases": a wall wider than both bases leaves no line."""
    t = _two_bases_and_walls((0, 0), (6, 0), [(2.75, -4, 3, 4)])
    assert not any_line(t, t.warrior("hero"), t.warrior("ork"))


def test_any_line_finds_a_line_past_a_wall_end_off_the_centres():
    """A line from the top of one base to the top of the other passes a wall that stops 0.45" above the centre line."""
    t = _two_bases_and_walls((0, 0), (6, 0), [(2.75, -4, 3, 0.45)])
    assert any_line(t, t.warrior("hero"), t.warrior("ork"))


WALL = st.tuples(COORDINATE, COORDINATE, st.integers(1, 8).map(lambda n: n / 4), st.integers(1, 16).map(lambda n: n / 4))


@settings(max_examples=150, deadline=None)
@given(st.tuples(COORDINATE, COORDINATE), st.tuples(COORDINATE, COORDINATE), st.lists(WALL, min_size=1, max_size=4))
def test_any_line_finds_every_line_a_sampling_finds(a, b, walls):
    """Whenever one of 24 x 24 lines between points of the two bases' edges is uninterrupted, ``any_line``
    (exact: lines resting on corners and tangents) answers yes as well."""
    if math.dist(a, b) < 1.0:
        return
    t = _two_bases_and_walls(a, b, [(x, y, x + w, y + h) for x, y, w, h in walls])
    hero, ork = t.warrior("hero"), t.warrior("ork")
    if any(p.shape().intersects(hero.shape()) or p.shape().intersects(ork.shape()) for p in t.terrain):
        return
    rims = [[(c[0] + 0.5 * math.cos(2 * math.pi * k / 24), c[1] + 0.5 * math.sin(2 * math.pi * k / 24))
             for k in range(24)] for c in (a, b)]
    inside = [Polygon(p.outline).buffer(-TOUCH) for p in t.terrain]
    sampled = any(all(LineString([p, q]).intersection(w).length <= EPSILON for w in inside)
                  for p in rims[0] for q in rims[1])
    if sampled:
        assert any_line(t, hero, ork)


def test_an_unknown_key_in_a_setup_names_the_field():
    with pytest.raises(SetupError, match=r"my-setup: warriors\.0\.speed: Extra inputs are not permitted"):
        validate_setup(MordheimTable, {"warriors": [{"id": "hero", "speed": 4}]}, "my-setup")


def test_a_warrior_in_mid_air_is_an_error_naming_it():
    with pytest.raises(SetupError, match=r"warrior hero stands at height 3\" .* no platform"):
        validate_setup(MordheimTable, {"warriors": [{"id": "hero", "position": {"x": 0, "y": 0, "z": 3}}]}, "t")


@pytest.mark.parametrize("piece", [
    {"id": "fence", "kind": "wall", "rect": [0.8, -4, 0.5, 8], "height": 1},
    {"id": "wall", "kind": "wall", "rect": [0.8, -4, 0.5, 8], "height": 3},
    {"id": "barrels", "kind": "obstacle", "rect": [0.8, -0.5, 1, 1], "height": 1},
    {"id": "column", "kind": "column", "rect": [0.8, -0.5, 1, 1], "height": 4},
])
def test_a_warrior_set_up_on_a_wall_obstacle_or_column_is_an_error_naming_it_the_piece_and_where(piece):
    """No base stands on a wall, fence, obstacle or column (mordheim.terrain.barriers: it is gone round or jumped
    over; mordheim.charging.low-wall: bases either side of a low wall cannot touch): a table that sets one up so is
    bad input, refused when it is read, not a refusal of a move."""
    table = {"warriors": [{"id": "hero", "position": {"x": 0.5, "y": 0}}], "terrain": [piece]}
    with pytest.raises(SetupError, match=rf"t: .*warrior hero is set up at \(0\.5, 0\) with its base on "
                                         rf"{piece['id']} \({piece['kind']}, {piece['height']}\" high\)"):
        validate_setup(MordheimTable, table, "t")


def test_a_table_an_engine_returns_with_a_base_on_a_piece_is_read_not_refused():
    """Only a setup is held to the check above: a table an external engine returns with a base left on a fence is
    read (its outcomes then tell the difference from the reference's), not refused as unreadable."""
    fence = {"id": "fence", "kind": "wall", "rect": [0.8, -4, 0.5, 8], "height": 1}
    data = {"warriors": [{"id": "hero", "position": {"x": 0.5, "y": 0}}], "terrain": [fence]}
    assert MordheimTable.model_validate(data).warrior("hero").position.x == 0.5
    with pytest.raises(SetupError, match="with its base on fence"):
        validate_setup(MordheimTable, data, "t")


def test_a_warrior_set_up_touching_a_fence_or_above_it_on_a_floor_is_no_error():
    """Control: a base touching the fence, and a base on a floor above a fence at the table's level, stand on
    no piece."""
    fence = {"id": "fence", "kind": "wall", "rect": [1, -4, 0.5, 8], "height": 1}
    roof = {"id": "roof", "kind": "platform", "rect": [-5, -5, 10, 10], "height": 3}
    table = validate_setup(MordheimTable, {"warriors": [{"id": "hero", "position": {"x": 0.5, "y": 0}},
                                                        {"id": "imp", "position": {"x": 1.2, "y": 2, "z": 3}}],
                                           "terrain": [fence, roof]}, "t")
    assert [w.id for w in table.warriors] == ["hero", "imp"]


def test_a_setup_step_that_puts_a_warrior_on_a_fence_is_an_error_naming_it():
    """The steps build tables the way setup files give them and are held to the same check: a friend set up at
    (1, 0) stands on the fence running from 0.5" to 1" east of the hero."""
    world = World(engine=ReferenceEngine())
    world.change("mordheim", lambda t: setups.add_warrior(t, "hero"), setups.empty)
    world.change("mordheim", lambda t: setups.piece_from(t, "fence", 1.0, 0.0, "east", "hero"), setups.empty)
    with pytest.raises(SetupError, match=r"warrior goblin is set up at \(1, 0\) with its base on fence \(wall, 1\" high\)"):
        world.change("mordheim", lambda t: setups.add_friend_at(t, "goblin", 1.0, 0.0), setups.empty)
    with pytest.raises(SetupError, match=r"warrior hero is set up at \(0, 0\) with its base on fence2"):
        world.change("mordheim", lambda t: setups.piece_from(t, "fence2", 1.0, -0.6, "east", "hero"), setups.empty)


def test_a_bad_rectangle_names_the_piece():
    with pytest.raises(SetupError, match=r"terrain\.0.*rect width and depth must be positive"):
        validate_setup(MordheimTable, {"terrain": [{"id": "roof", "kind": "platform", "rect": [0, 0, -1, 2]}]}, "t")


def test_corners_that_cross_are_refused_every_time_they_are_read():
    # the verdict on a polygon is kept by its corners: the second reading refuses it as the first did
    bow_tie = {"terrain": [{"id": "wall", "kind": "wall", "outline": [[0, 0], [1, 1], [0, 1], [1, 0]]}]}
    for _ in range(2):
        with pytest.raises(SetupError, match=r"terrain\.0\.outline.*do not make a simple polygon"):
            validate_setup(MordheimTable, bow_tie, "t")


def test_a_negative_movement_is_refused():
    with pytest.raises(SetupError, match=r"warriors\.0\.movement"):
        validate_setup(MordheimTable, {"warriors": [{"id": "hero", "movement": -4}]}, "t")


def test_a_route_step_needs_exactly_one_kind():
    with pytest.raises(ValueError, match="exactly one of"):
        Step.model_validate({"to": [1, 0], "jump-down": True})


def test_a_named_setup_with_a_typo_names_the_file(tmp_path: Path):
    (tmp_path / "mordheim").mkdir()
    (tmp_path / "mordheim" / "bad.yaml").write_text(
        "ruleset: mordheim\ndescription: x\ntable:\n  warriors:\n    - id: hero\n      initiatve: 3\n", encoding="utf-8")
    with pytest.raises(SetupError, match=r"bad\.yaml: table: warriors\.0\.initiatve"):
        load_setup("mordheim/bad", tmp_path)


@pytest.mark.parametrize("name", sorted(p.stem for p in Path("scenarios/mordheim").glob("*.yaml")))
def test_every_named_setup_loads(name):
    rs, table = load_setup(f"mordheim/{name}")
    assert rs.id == "mordheim" and table.warriors


def test_a_charge_on_an_l_shaped_roof_keeps_to_the_roof():
    """Above the table the route stays on the floor: round the inner corner of an L-shaped roof."""
    from oracle.engine.reference import ReferenceEngine
    from oracle.mordheim.charging import Charge

    t = validate_setup(MordheimTable, {
        "warriors": [
            {"id": "hero", "side": "a", "movement": 4, "position": {"x": 1, "y": 1, "z": 4}},
            {"id": "ork", "side": "b", "movement": 4, "position": {"x": 5, "y": 5, "z": 4}},
        ],
        "terrain": [
            {"id": "wing-a", "kind": "platform", "rect": [0, 0, 2, 6], "height": 4},
            {"id": "wing-b", "kind": "platform", "rect": [0, 4, 6, 2], "height": 4},
        ],
    }, "l-roof")
    path = shortest_path(t, (1.0, 1.0), (5.0, 5.0), 4.0, 0.5)
    assert path is not None and len(path) == 3
    done = ReferenceEngine().perform("mordheim", t, Charge(charger="hero", target="ork"), [], rulings={}, where="test")
    assert ("hero", "ork") in done.state.engagements


def _walker(x: float, y: float):
    return Warrior(id="walker", side="reikland", movement=4, initiative=4, position=Point(x=x, y=y))


def test_seen_along_finds_the_stretch_through_a_gap_that_a_walk_sampled_every_0_05_inch_misses():
    """geometry.seen_along (rule mordheim.hiding.moving-into-view): the line from the orc gets through the gap
    0.02" wide between the two low walls only while the scout is on a stretch of about 0.02" of its walk."""
    from oracle.mordheim.geometry import seen_along
    _, t = load_setup("mordheim/gap-between-low-walls")
    ork = t.warrior("ork")
    found = list(seen_along(t, ork, (0.0, 0.0), (0.0, 2.0), 0.0, 0.5, cover_blocks=True, any_line_too=False))
    assert len(found) == 1 and abs(found[0][1] - 1.025) < 0.005
    assert sight_line(t, ork, _walker(*found[0]), cover_blocks=True)
    assert not any(sight_line(t, ork, _walker(0.0, 0.05 * k), cover_blocks=True) for k in range(41))


def test_seen_along_takes_a_piece_that_shrinks_to_two():
    """A piece with a neck narrower than 2 x TOUCH shrinks (geometry._inside) to two polygons: each casts its
    shadow (geometry.shadow); beyond both ends of the piece the walk is in sight, behind it not."""
    from oracle.mordheim.geometry import seen_along
    from oracle.mordheim.state import Piece
    neck = ((0, 0), (1, 0), (1, 0.4995), (2, 0.4995), (2, 0), (3, 0), (3, 1), (2, 1), (2, 0.5005), (1, 0.5005),
            (1, 1), (0, 1))
    wall = Piece(id="wall", kind="wall", outline=tuple((x + 2, y - 0.5) for x, y in neck), height=3)
    eye = _walker(8.0, 0.0).evolve(id="ork", side="orcs")
    t = MordheimTable(warriors=[eye], terrain=[wall])
    found = list(seen_along(t, eye, (0.0, -2.0), (0.0, 2.0), 0.0, 0.5, cover_blocks=True, any_line_too=False))
    assert [round(y, 3) for _, y in found] == [-1.665, 1.665]


FINE = st.floats(min_value=-30.0, max_value=30.0, allow_nan=False)


@settings(max_examples=300, deadline=None)
@given(x=FINE, y=FINE, other=st.tuples(FINE, FINE), radius=st.sampled_from([0.5, 0.75, 1.0]),
       same_level=st.booleans())
def test_the_bases_a_base_would_stand_over_are_those_shapely_measures_over_it(x, y, other, radius, same_level):
    """``MordheimTable.bases_under`` measures between centres with ``oracle.core.geometry.apart``, not two shapely
    points built on every dice path: the same distance to the last bit as GEOS gives, so the same models found."""
    t = setups.add_warrior(setups.empty(), "hero")
    t = t.with_warrior(t.warrior("hero").evolve(position=Point(x=other[0], y=other[1], z=0.0 if same_level else 2.0)))
    hero = t.warrior("hero")
    assert apart(x, y, *other) == ShapelyPoint(x, y).distance(ShapelyPoint(*other))
    over = same_level and ShapelyPoint(x, y).distance(ShapelyPoint(*other)) < radius + hero.base_radius - TOUCH
    assert [w.id for w in t.bases_under("mover", x, y, 0.0, radius)] == (["hero"] if over else [])
    assert bases_overlap(Point(x=x, y=y, z=0.0), radius, hero) is over
