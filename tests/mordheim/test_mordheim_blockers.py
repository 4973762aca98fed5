"""The pieces a walk's leg passes through (oracle.mordheim.geometry ``blockers_crossed``), asked only of the pieces
near the leg, against the same question (``sweep_crosses``) asked of every piece: for legs anywhere on and around
every built-in table, on each level, swept by a point and by bases of three sizes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from shapely.geometry import LineString
from shapely.ops import unary_union

from oracle.bdd.world import load_setup
from oracle.mordheim.geometry import blockers_crossed, pieces_on_level, same_level, sweep_crosses

TABLES = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "scenarios" / "mordheim").glob("*.yaml"))


def every_piece_asked(table, line, z, radius):
    """Each movement-blocking piece of the level asked whether the swept line passes through it."""
    doors = [d.shape() for d in pieces_on_level(table, z, "door")]
    swept = line.buffer(radius, quad_segs=8) if radius > 0 else line
    return [p for p in table.terrain if p.blocks_movement and same_level(p.level, z)
            and sweep_crosses(swept, p, doors, radius)]


@pytest.mark.parametrize("name", TABLES)
def test_the_pieces_a_leg_crosses_are_those_every_piece_asked_gives(name):
    _, table = load_setup(f"mordheim/{name}")
    outlines = [p.shape() for p in table.terrain]
    minx, miny, maxx, maxy = unary_union(outlines).buffer(3.0).bounds if outlines else (-5, -5, 5, 5)
    levels = sorted({p.level for p in table.terrain} | {0.0})
    rng = random.Random(name)
    crossed = 0
    for _ in range(60):
        a = (rng.uniform(minx, maxx), rng.uniform(miny, maxy))
        b = (rng.uniform(minx, maxx), rng.uniform(miny, maxy)) if rng.random() < 0.8 else \
            (a[0] + rng.uniform(-1, 1), a[1] + rng.uniform(-1, 1))  # short legs too, near and far from pieces
        line = LineString([a, b])
        for z in levels:
            for radius in (0.0, 0.5, 1.0, 2.5):
                mine = blockers_crossed(table, line, z, radius)
                assert mine == every_piece_asked(table, line, z, radius), (name, a, b, z, radius)
                crossed += bool(mine)
    assert crossed or not any(p.blocks_movement for p in table.terrain), f"no leg crossed a piece of {name}"
