"""The route search from one start, shared by the routes to many goals (oracle.mordheim.geometry ``_Search``),
against a search made for each goal alone: Dijkstra's search over the same graph, from the start until the goal
comes off the heap, written here plainly. The two must give the same route, tie for tie, whatever the order the
goals are asked in (a charge measures the places touching its target nearest first, dozens from one start)."""

from __future__ import annotations

import heapq
import math
import random
from pathlib import Path

import pytest
from shapely.ops import unary_union

from oracle.bdd.world import load_setup
from oracle.core.measure import EPSILON, FLOAT_NOISE
from oracle.mordheim.geometry import _ends_edges, _route_graph, _Search, _sees, barrier_height

TABLES = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "scenarios" / "mordheim").glob("*.yaml"))
BLOCKED_ON_THE_GROUND = {"balcony-by-a-column", "close-past-a-column", "door-with-a-hidden-beast",
                         "door-with-a-hidden-beast-far-orc", "orc-by-a-corner", "passage-with-a-hidden-scout",
                         "passage-with-a-scout", "past-a-column", "slit-between-walls", "street-corner", "wall-end"}
"""The tables where a piece stands in a route's way on the ground, for a point and for a base: the others hold low
walls and fences a route crosses, or roofs above it (routes above the ground are not compared here)."""


def one_goal(graph, start, goal):
    """The route a search for ``goal`` alone finds: node 0 the start, 1 the goal, then the corners (index + 2)."""
    edges = {0: [], 1: []}
    if _sees(graph.core, start, goal):
        d = ((start[0] - goal[0]) ** 2 + (start[1] - goal[1]) ** 2) ** 0.5
        edges[0].append((1, d))
    to_goal = dict(_ends_edges(graph, goal))
    edges[0] += _ends_edges(graph, start)
    dist, prev, heap = {0: 0.0}, {}, [(0.0, 0)]
    while heap:
        d, i = heapq.heappop(heap)
        if i == 1:
            break
        if d > dist.get(i, math.inf) + EPSILON:
            continue
        out = edges[i] if i < 2 else ([(1, to_goal[i])] if i in to_goal else []) + list(graph.seen[i - 2])
        for j, w in out:
            if d + w < dist.get(j, math.inf) - FLOAT_NOISE:
                dist[j], prev[j] = d + w, i
                heapq.heappush(heap, (d + w, j))
    if 1 not in dist:
        return None
    nodes, path = [start, goal, *graph.corners], [1]
    while path[-1] != 0:
        path.append(prev[path[-1]])
    return tuple(nodes[i] for i in reversed(path))


@pytest.mark.parametrize("name", TABLES)
def test_routes_from_one_start_are_those_of_a_search_for_each_goal_alone(name):
    _, table = load_setup(f"mordheim/{name}")
    outlines = [p.shape() for p in table.terrain]
    minx, miny, maxx, maxy = unary_union(outlines).buffer(2.0).bounds if outlines else (-5, -5, 5, 5)
    xs = [minx + (maxx - minx) * k / 3 for k in range(4)]
    ys = [miny + (maxy - miny) * k / 3 for k in range(4)]
    points = [(round(x, 3), round(y, 3)) for x in xs for y in ys]
    shuffle = random.Random(name).shuffle
    compared = 0
    for radius, round_models in ((0.0, False), (0.5, False), (0.5, True)):
        # round the models' bases too (ruling mordheim.movement.through-models "goes-round"), as a charge goes
        models = tuple((w.position.x, w.position.y, radius + w.base_radius) for w in table.warriors
                       if round_models and w.position.z == 0.0)
        graph = _route_graph(table, 0.0, radius, barrier_height(), True, None, models)
        if graph.core is None:
            continue
        for start in points[::5]:
            goals = points[:]
            shuffle(goals)  # far and near goals in any order: the search goes on only as far as each needs
            search = _Search(graph, start)
            for goal in goals:
                assert search.to(goal) == one_goal(graph, start, goal), (name, radius, start, goal)
                compared += 1
    # every route of 4 starts to 16 goals, for a point and a base where pieces block, and round the models on the ground
    on_the_ground = any(w.position.z == 0.0 for w in table.warriors)
    assert compared == 64 * (2 * (name in BLOCKED_ON_THE_GROUND) + on_the_ground), (name, compared)
