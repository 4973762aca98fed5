"""Where the rules on foot put models: charge spots at a fence, the climber at the edge, landings."""

import math

import pytest
import shapely
from hypothesis import given, settings, strategies as st

from oracle.bdd.world import load_setup
from oracle.core.errors import RuleViolation, SetupError
from oracle.core.geometry import Point, disc_at
from oracle.core.measure import SHAPE_TOLERANCE
from oracle.lotow import foot_setups as fs
from oracle.lotow import zones
from oracle.lotow.levels import ClimbOnto
from oracle.lotow.mounted_terrain import CrossObstacle
from oracle.lotow.holding_a_mount import HoldMount
from oracle.lotow.obstacles import ChargeAcross, ChargeInTheOpen, JumpObstacle, landing_spot
from oracle.lotow.setups import add_fighter, add_mount, add_obstacle, empty, moved
from oracle.lotow.state import Fighter, Platform


def test_chargers_at_a_thin_fence_stand_side_by_side_within_the_zone(act):
    _, table = load_setup("lotow/fence-line")
    for who in ("deputy", "sheriff", "marshal"):
        table, events = act(table, ChargeAcross(attacker=who, target="cowboy", obstacle="fence"))
    spots = {who: table.fighter(who).position for who in ("deputy", "sheriff", "marshal")}
    assert spots["deputy"].x == pytest.approx(-0.625) and spots["deputy"].y == pytest.approx(0.0)
    assert spots["sheriff"].y == pytest.approx(1.0, abs=1e-9)  # the deputy's base and his touching
    assert spots["marshal"].y == pytest.approx(-1.0, abs=1e-9)
    assert {e.clause for e in events} >= {"lotow.obstacles.thin-fence", "lotow.obstacles.engaged"}
    assert set(table.fighter("cowboy").engaged_with) == {"deputy", "sheriff", "marshal"}


@settings(max_examples=40, deadline=None)
@given(north=st.floats(min_value=-1.2, max_value=1.2), south=st.floats(min_value=0.0, max_value=0.6))
def test_a_charger_at_a_fence_takes_the_nearest_spot_no_base_covers(north, south):
    """Against a thin fence (0.25" wide) the cowboy's spots run 1.25" out from his centre line, his zone
    reaching those up to sqrt(2^2 - 1.25^2) = 1.5612" along it. The sheriff already stands against the fence
    ``north`` inches along it, and the marshal (unless he would overlap the sheriff) a base's width plus
    ``south`` below him. The ranger's spot (lotow.obstacles.charge-position, .thin-fence) is the one facing
    the cowboy if free, else the nearest spot along the fence that no base covers, its base touching the one
    it slid to; refused only when that spot is beyond the zone."""
    from oracle.engine.reference import ReferenceEngine

    ys = [north, north - 1.0 - south]
    fighters = [{"id": "cowboy", "side": "player", "position": {"x": 0.625, "y": 0}},
                {"id": "sheriff", "side": "enemy", "position": {"x": -0.625, "y": ys[0]}},
                {"id": "marshal", "side": "enemy", "position": {"x": -0.625, "y": ys[1]}},
                {"id": "ranger", "side": "enemy", "position": {"x": -3.625, "y": 3}}]
    table = empty().model_validate({**empty().model_dump(), "fighters": fighters, "obstacles": [
        {"id": "fence", "kind": "barrier", "height": 1.0, "width": 0.25, "line": [{"x": 0, "y": -12}, {"x": 0, "y": 12}]}]})
    # the free spots nearest the cowboy's centre line, worked out by hand: bases 1" across, none overlapping
    free = [y for y in (0.0, ys[0] + 1.0, ys[0] - 1.0, ys[1] - 1.0, ys[1] + 1.0) if all(abs(y - o) >= 1.0 - 1e-12 for o in ys)]
    nearest = min(free, key=lambda y: (abs(y), -y))
    try:
        done = ReferenceEngine().perform("lotow", table, ChargeAcross(attacker="ranger", target="cowboy", obstacle="fence"), [])
    except RuleViolation as refused:
        assert refused.clause == "lotow.obstacles.charge-position"
        assert abs(nearest) > math.sqrt(2.0 ** 2 - 1.25 ** 2) - 1e-9, f"refused, though {nearest} is free and in reach"
    else:
        spot = done.state.fighter("ranger").position
        assert (spot.x, spot.y) == pytest.approx((-0.625, nearest), abs=2e-9)  # positions kept to 1e-9


def test_the_climber_is_placed_touching_the_enemy_at_the_edge(act):
    _, table = load_setup("lotow/saloon-balcony")
    table, events = act(table, ClimbOnto(fighter="kid", platform="balcony"))
    kid, bandit = table.fighter("kid"), table.fighter("bandit")
    centre = math.dist((kid.position.x, kid.position.y), (bandit.position.x, bandit.position.y))
    assert centre == pytest.approx(1.0)  # two 0.5" bases touching
    assert kid.position.z == 3 and kid.position.x == pytest.approx(-0.3)
    assert kid.fight_in_combat == 1 and kid.may_fall_by == "lotow.levels.may-fall"


def test_the_climber_is_not_placed_over_a_friends_base_on_the_top(act):
    # the kid would be placed at (-0.3, 0), touching the bandit; a friend of his stands on the balcony at
    # (-0.3, 0.9), 0.9" from that spot: no base stands on another, so the climb is refused (he climbs elsewhere)
    _, table = load_setup("lotow/saloon-balcony")
    friend = Fighter(id="pard", side="player", position=Point(x=-0.3, y=0.9, z=3))
    crowded = table.evolve(fighters=(*table.fighters, friend))
    with pytest.raises(RuleViolation) as info:
        act(crowded, ClimbOnto(fighter="kid", platform="balcony"))
    assert info.value.clause == "lotow.levels.placement" and "pard" in str(info.value)
    # the same friend 1" from the spot only touches the kid's base there
    beside = table.evolve(fighters=(*table.fighters, friend.evolve(position=Point(x=-0.3, y=1.0, z=3))))
    placed, _ = act(beside, ClimbOnto(fighter="kid", platform="balcony"))
    assert placed.fighter("kid").position.x == pytest.approx(-0.3)


def test_a_landing_straight_across_touches_the_far_side():
    table = fs.obstacle_with_defender(empty(), "fence", 0.5, "cowboy")
    table = fs.enemy_beyond(table, "deputy", "fence", 2.0, north=3.0)
    spot = landing_spot(table.fighter("deputy"), table.obstacle("fence"))
    assert (spot.x, spot.y) == pytest.approx((0.75, 3.0))


@settings(max_examples=60, deadline=None)
@given(width=st.floats(min_value=0.05, max_value=3.0))
def test_an_obstacle_can_be_charged_across_exactly_when_it_is_at_most_1_inch_wide(width):
    """With the defender against it, the charger's gap equals the width: the text's 1" consequence."""
    from oracle.engine.reference import ReferenceEngine

    table = fs.obstacle_with_defender(empty(), "wall", width, "cowboy")
    table = fs.enemy_beyond(table, "deputy", "wall", 3.0)
    try:
        done = ReferenceEngine().perform("lotow", table, ChargeAcross(attacker="deputy", target="cowboy", obstacle="wall"), [])
    except RuleViolation as refused:
        assert width > 1.0 and refused.clause == "lotow.obstacles.wide-obstacle"
    else:
        assert width <= 1.0 + 1e-9
        assert "cowboy" in done.state.fighter("deputy").engaged_with


@settings(max_examples=60, deadline=None)
@given(north=st.floats(min_value=1.01, max_value=5.0))
def test_a_jump_is_refused_exactly_when_the_landing_is_within_the_defenders_zone(north):
    from oracle.engine.reference import ReferenceEngine

    table = fs.obstacle_with_defender(empty(), "fence", 0.25, "cowboy")
    table = fs.enemy_beyond(table, "deputy", "fence", 1.0, north=north)
    gap = north - 1.0  # landing straight across: centres `north` apart, two 0.5" radii
    try:
        ReferenceEngine().perform("lotow", table, JumpObstacle(fighter="deputy", obstacle="fence"), [])
    except RuleViolation as refused:
        assert refused.clause == "lotow.obstacles.no-jump-into-zone" and gap <= 1.0 + 1e-9
    else:
        assert gap > 1.0 - 1e-9


def test_a_jump_does_not_land_on_a_horses_base(act):
    """A horse's base is a model's base on the table ("На лошадь или мула без наездника можно напасть": it stands
    there to be attacked). The deputy jumping the fence straight across would land on the riderless horse standing
    against its far side; the landing was checked against fighters' bases alone and let him land inside the horse."""
    table = fs.obstacle_with_defender(empty(), "fence", 0.25, "cowboy", gap=4.0)
    table = add_mount(table, "horse", "horse", owner="cowboy", position=Point(x=1.125, y=0.0))
    table = fs.enemy_beyond(table, "deputy", "fence", 1.0)
    with pytest.raises(SetupError, match="deputy cannot land on horse's base"):
        act(table, JumpObstacle(fighter="deputy", obstacle="fence"))


def test_a_charger_at_a_fence_slides_past_a_horse_standing_at_it(act):
    """The spot facing the cowboy is covered by a riderless horse (base 1" in radius) against the fence: the deputy
    is placed beyond its base, sqrt(1.5^2 - 0.5^2) = 1.414" along the fence, 0.887" from the cowboy's base, within his
    zone; the spot was chosen among fighters' bases alone and put him on the horse."""
    table = fs.obstacle_with_defender(empty(), "fence", 0.25, "cowboy")
    table = add_mount(table, "horse", "horse", side="enemy", position=Point(x=-1.125, y=0.0))
    table = fs.enemy_beyond(table, "deputy", "fence", 3.0)
    table, _ = act(table, ChargeAcross(attacker="deputy", target="cowboy", obstacle="fence"))
    spot = table.fighter("deputy").position
    assert math.dist((spot.x, spot.y), (-1.125, 0.0)) >= 1.5 - 1e-9
    assert abs(spot.y) == pytest.approx(math.sqrt(2.0), abs=1e-6)
    assert "cowboy" in table.fighter("deputy").engaged_with


def test_a_horse_jumping_a_fence_does_not_land_on_a_fighters_base(act):
    """A mounted jump follows the rules for models on foot ("такие же, как и для пеших фигурок"), and a fighter on foot
    who would land on another's base is told so. The outlaw's mare cleared the fence straight across and landed with
    her base over the kid's, who stands 0.875" behind it."""
    table = fs.obstacle_with_defender(empty(), "fence", 0.25, "kid", gap=0.875)
    table = add_mount(fs.enemy(table, "outlaw", position=Point(x=-4.125, y=0.0)), "mare", "horse", side="enemy",
                      owner="outlaw", rider="outlaw", position=Point(x=-4.125, y=0.0))
    with pytest.raises(SetupError, match="mare cannot land on kid's base"):
        act(table, CrossObstacle(mount="mare", obstacle="fence"), dice=[5])


IN_PLAN = {"lotow.mounted.holding.levels": "in-plan"}


def _kid_on_the_balcony_holding_his_horse_below(act):
    """The kid on a 3" balcony holds his horse standing under it, their bases touching on the table's plan (ruling
    lotow.mounted.holding.levels=in-plan); the bandit is 1.8" south of him on the balcony.  Straight at the bandit,
    the kid's base touches the horse's on the plan where he starts and where he comes into contact: 0.9" and 1.2"
    from its centre line either way, 1.5" in all."""
    t = empty().evolve(platforms=(Platform(id="balcony", x=-4.0, y=-6.0, width=4.0, depth=12.0, height=3.0),))
    t = add_fighter(t, "kid", position=Point(x=-2.0, y=0.9, z=3.0))
    t = add_fighter(t, "bandit", side="enemy", position=Point(x=-2.0, y=-1.9, z=3.0))
    t = add_mount(t, "horse", "horse", owner="kid", position=Point(x=-0.8, y=0.0))
    table, _ = act(t, HoldMount(fighter="kid", mount="horse"), **IN_PLAN)
    return table


def test_a_holder_charging_with_his_horse_still_touching_him_leads_it_at_half_speed(act):
    """"пешая фигурка при этом может передвигаться с половиной своей обычной скорости, - главное, чтобы верховое
    животное при этом оставалось в базовом контакте": the 1.8" charge, the horse kept in base contact, takes 1.8" of
    the 3" he leads it at, 0.6 of his Move, and he keeps the reins."""
    table, _ = act(_kid_on_the_balcony_holding_his_horse_below(act), ChargeInTheOpen(attacker="kid", target="bandit"),
                   **IN_PLAN)
    assert table.fighter("kid").move_used == pytest.approx(0.6)
    assert table.mount("horse").held_by == "kid"


def test_a_holder_who_led_his_horse_in_a_charge_is_told_the_move_he_has_left_in_inches_of_his_own_move(act):
    """Half speed is the pace he leads at, not his Move: the 1.8" led at 3" took 0.6 of his 6" Move, and what he has
    left is 2.4" of it, as "has 2.4 inches of movement left" reads it; not 1.2", the rest counted at the 3" pace."""
    _, events = act(_kid_on_the_balcony_holding_his_horse_below(act), ChargeInTheOpen(attacker="kid", target="bandit"),
                    **IN_PLAN)
    told = [e.message for e in events if "into base contact" in e.message]
    assert told == ['kid charges 1.8" into base contact with bandit, 2.4" of his 6" Move left']


def test_a_holder_with_2_inches_left_cannot_lead_his_horse_1_8_inches_in_a_charge(act):
    """2" of his 6" left are 1" at half speed: the 1.8" charge keeping the horse in base contact is refused by the
    holding rule, which a charge at his own speed would not be."""
    table = moved(_kid_on_the_balcony_holding_his_horse_below(act), "kid", 4.0)
    with pytest.raises(RuleViolation) as refused:
        act(table, ChargeInTheOpen(attacker="kid", target="bandit"), **IN_PLAN)
    assert refused.value.clause == "lotow.mounted.holding"
    assert 'leading horse at 1/2 of his 6" Move, 3"' in str(refused.value) and 'only 1" left' in str(refused.value)


def _stands_by_shapely(table, at, radius, ignore=()):
    """:func:`oracle.lotow.zones.may_stand` written out with shapely alone, every part of the table asked."""
    from shapely.geometry import LineString

    from oracle.core.geometry import base, rectangle
    from oracle.core.measure import SHAPE_TOLERANCE
    from oracle.lotow.zones import model_bases

    ground = max((p.height for p in table.platforms
                  if rectangle(p.x, p.y, p.width, p.depth).buffer(SHAPE_TOLERANCE).contains(at.shape())), default=0.0)
    disc = base(at, radius)
    in_rock = any(p.height > at.z + SHAPE_TOLERANCE
                  and disc.intersection(rectangle(p.x, p.y, p.width, p.depth)).area > SHAPE_TOLERANCE
                  for p in table.platforms)
    on_base = any(base(c, r).intersection(disc).area > SHAPE_TOLERANCE
                  for _, c, r in model_bases(table, ignore=ignore, level=at.z))
    on_obstacle = False
    for o in table.obstacles:
        if o.line is not None:
            line = LineString([(o.line[0].x, o.line[0].y), (o.line[1].x, o.line[1].y)])
            footprint = line.buffer(max(o.width, SHAPE_TOLERANCE) / 2, cap_style="flat")
            on_obstacle |= (disc.intersection(footprint).area > SHAPE_TOLERANCE
                            or disc.intersection(line).length > SHAPE_TOLERANCE)
    return abs(ground - at.z) <= SHAPE_TOLERANCE and not in_rock and not on_base and not on_obstacle


_coordinate = st.floats(min_value=-4.0, max_value=4.0).map(lambda v: round(v * 8) / 8)  # eighths: edges touch often


@settings(max_examples=150, deadline=None)
@given(others=st.lists(st.tuples(_coordinate, _coordinate, st.sampled_from([0.5, 1.0])), max_size=4),
       rock=st.none() | st.tuples(_coordinate, _coordinate, st.sampled_from([1.0, 2.0, 3.0]), st.sampled_from([0.0, 2.0])),
       fence=st.none() | st.tuples(_coordinate, _coordinate, _coordinate, _coordinate, st.sampled_from([0.0, 0.25, 1.0])),
       spots=st.lists(st.tuples(_coordinate, _coordinate), min_size=1, max_size=12),
       radius=st.sampled_from([0.5, 1.0]))
def test_where_a_base_may_stand_is_what_shapely_says_of_every_part_of_the_table(others, rock, fence, spots, radius):
    """The search for a place to stand reads the table's parts once and asks shapely only of those near the spot
    (:class:`oracle.lotow.zones._Footing`); on tables of bases, a rock and a fence whose edges often just touch
    the spots tried, it answers as shapely asked of every part does."""
    from oracle.lotow.zones import may_stand, nearest_place

    table = empty()
    for n, (x, y, r) in enumerate(others):
        table = add_fighter(table, f"f{n}", position=Point(x=x, y=y), base_radius=r)
    if rock is not None:
        x, y, w, height = rock
        table = table.evolve(platforms=(Platform(id="rock", x=x, y=y, width=w, depth=w, height=height),))
    if fence is not None and (fence[0], fence[1]) != (fence[2], fence[3]):
        ax, ay, bx, by, width = fence
        table = table.model_validate({**table.model_dump(), "obstacles": [
            {"id": "fence", "kind": "barrier", "height": 1.0, "width": width,
             "line": [{"x": ax, "y": ay}, {"x": bx, "y": by}]}]})
    for x, y in spots:
        for z in (0.0, 2.0):
            at = Point(x=x, y=y, z=z)
            assert may_stand(table, at, radius) == _stands_by_shapely(table, at, radius), (at, radius)
    at = Point(x=spots[0][0], y=spots[0][1])
    found = nearest_place(table, at, radius)
    if found is not None:  # the place found may stand, and every spot tried before it may not
        assert _stands_by_shapely(table, found, radius)


@settings(max_examples=200, deadline=None)
@given(a=st.floats(min_value=0.05, max_value=3.0), b=st.floats(min_value=0.05, max_value=3.0),
       d=st.floats(min_value=0.0, max_value=7.0))
def test_the_area_two_circles_share_is_what_shapely_measures_of_their_discs(a, b, d):
    """The area two circles share (:func:`oracle.lotow.zones._shared_by_circles`), by which a spot deep in a base
    is refused without shapely, against shapely's discs of many corners."""
    from shapely.geometry import Point as ShapelyPoint

    from oracle.lotow.zones import _shared_by_circles

    measured = ShapelyPoint(0, 0).buffer(a, quad_segs=256).intersection(ShapelyPoint(d, 0).buffer(b, quad_segs=256)).area
    assert _shared_by_circles(a, b, d) == pytest.approx(measured, rel=1e-3, abs=1e-4)


@pytest.mark.parametrize("door, held", [("ordinary", None), ("swing", "cowboy")])
def test_a_holder_leads_his_horse_through_swing_doors_but_not_through_an_ordinary_door(act, door, held):
    """"В обычные двери верховые фигурки проходить не могут" (lotow.mounted.obstacles.doors), however low the door:
    the cowboy crossing an ordinary door leaves the horse he holds behind and lets go of it (ruling
    lotow.mounted.holding.moving-away=lets-go); saloon swing doors it goes through beside him, as mounted models do."""
    line = (Point(x=0.0, y=-1.0), Point(x=0.0, y=1.0))
    t = add_obstacle(empty(), "doors", "door", door=door, line=line)
    t = add_fighter(t, "cowboy", position=Point(x=0.5, y=0.0))
    t = add_mount(t, "horse", "horse", owner="cowboy", position=Point(x=2.0, y=0.0))
    table, _ = act(t, HoldMount(fighter="cowboy", mount="horse"))
    table, events = act(table, JumpObstacle(fighter="cowboy", obstacle="doors"))
    assert table.mount("horse").held_by == held
    assert ("lotow.mounted.obstacles.doors" in {e.clause for e in events}) == (held is None)


def test_a_holder_of_two_mounts_leads_the_one_still_touching_him_and_lets_go_of_the_one_left_behind(act):
    """Ruling lotow.mounted.holding.how-many=every-mount-in-contact: the cowboy holds his horse and his mule. Charging
    1.8" to the fence, the horse still touches his base there and the mule, east of him, does not: under
    lotow.mounted.holding.moving-away=lets-go he lets go of the mule and leads the horse "с половиной своей обычной
    скорости", 1.8" of 3", 0.6 of his Move; under "lets-go-first" the charge is refused."""
    _, t = load_setup("lotow/cowboy-leading-his-horse")
    t = add_mount(t, "mule", "mule", owner="cowboy", position=Point(x=3.925, y=0.0))
    both = {"lotow.mounted.holding.how-many": "every-mount-in-contact"}
    t, _ = act(t, HoldMount(fighter="cowboy", mount="horse"), **both)
    t, _ = act(t, HoldMount(fighter="cowboy", mount="mule"), **both)
    charge = ChargeAcross(attacker="cowboy", target="deputy", obstacle="fence")
    table, _ = act(t, charge, **both)
    assert (table.mount("horse").held_by, table.mount("mule").held_by) == ("cowboy", None)
    assert table.fighter("cowboy").move_used == pytest.approx(0.6)
    with pytest.raises(RuleViolation) as refused:
        act(t, charge, **both, **{"lotow.mounted.holding.moving-away": "lets-go-first"})
    assert refused.value.clause == "lotow.mounted.holding" and "mule" in str(refused.value)


def _shapely_height_under(table, x: float, y: float) -> float:
    """The height under (x, y) asked of shapely for every platform: the definition :func:`zones._height_under`
    answers from distances where they settle it."""
    return max((p.height for p in table.platforms if shapely.contains_xy(zones._raised(p.x, p.y, p.width, p.depth), x, y)),
               default=0.0)


def _shapely_rock_around(table, x: float, y: float, z: float, radius: float) -> str | None:
    return next((p.id for p in table.platforms if p.height > z + SHAPE_TOLERANCE
                 and disc_at(x, y, radius).intersection(zones._block(p.x, p.y, p.width, p.depth)).area > SHAPE_TOLERANCE),
                None)


@settings(max_examples=300, deadline=None)
@given(width=st.one_of(st.floats(1e-8, 1e-5), st.floats(0.05, 6)), depth=st.one_of(st.floats(1e-8, 1e-5), st.floats(0.05, 6)),
       radius=st.sampled_from([0.5, 0.75, 1.0, 1.25]),
       spot=st.tuples(st.floats(-0.3, 1.3), st.floats(-0.3, 1.3)), ring=st.integers(0, 3),
       edge=st.sampled_from([None, "left", "right", "near", "far"]))
def test_raised_grounds_height_and_rock_are_shapelys_answers(width, depth, radius, spot, ring, edge):
    """A base's footing on and beside raised ground (the search for a place to land asks it of hundreds of spots) is
    answered from distances where they settle it: a point in the rectangle is in its top; a disc whose centre is a
    radius or more from the rectangle is clear of it; a circle inside the disc cutting off a segment of the rectangle
    beyond a side lies in it. Each answer is shapely's, for spots in, beside, at the corners of and just off the
    rectangle, exactly on its sides and at a hair's breadth from them (``edge``); a sliver of raised ground too, whose
    overlap with a disc stays under the tolerance however deep the disc's circle cuts past its side."""
    block = Platform(id="rock", x=2.0, y=-1.0, width=width, depth=depth, height=3.0)
    table = empty().model_copy(update={"platforms": (block,)})
    # a spot anywhere from inside to well outside the rectangle, the margin a share of the radius
    x = block.x - ring * radius / 2 + spot[0] * (width + ring * radius)
    y = block.y - ring * radius / 2 + spot[1] * (depth + ring * radius)
    if edge == "left":
        x = block.x - radius * spot[0] % radius
    elif edge == "right":
        x = block.x + width + (radius * spot[0]) % radius
    elif edge == "near":
        y = block.y - (radius * spot[1]) % radius
    elif edge == "far":
        y = block.y + depth + (radius * spot[1]) % radius
    for px, py in ((x, y), (block.x, y), (x, block.y + depth), (math.nextafter(block.x, -9), y),
                   (x, math.nextafter(block.y, 9))):
        assert zones._height_under(table, px, py) == _shapely_height_under(table, px, py)
        for z in (0.0, 3.0):
            assert zones._rock_around(table, px, py, z, radius) == _shapely_rock_around(table, px, py, z, radius)
