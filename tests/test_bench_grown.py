"""The benchmark's grown tables (``bench/grown.py``): each entity copied with new ids, what names it
renamed alike, the copies apart, and every table still one its model accepts."""

from __future__ import annotations

import pytest

from bench.grown import APART, _ids, entities, grown, measure
from oracle.engine.ruleset import game_ids
from oracle.engine.seeds import seeds


@pytest.mark.parametrize("game", game_ids())
def test_a_grown_table_holds_each_entity_k_more_times_under_new_ids(game):
    grew = 0
    for name, situations in seeds(game).items():
        table = situations[0].table
        try:
            bigger = grown(table, 3)
        except ValueError:
            continue
        grew += 1
        assert entities(bigger) == 4 * entities(table), name
        before, after = _ids(table.model_dump(mode="json"), set()), _ids(bigger.model_dump(mode="json"), set())
        assert after == before | {f"{i}_x{k}" for i in before for k in (1, 2, 3)}, name
    assert grew >= len(seeds(game)) // 2  # most of the scenarios' tables grow


def test_a_copy_names_its_own_copies_and_stands_apart():
    """A LotOW rider's copy rides the copy of his horse, 500 inches along."""
    table = next(s.table for s in seeds("lotow")["cross-obstacle"] if any(m.rider for m in s.table.mounts))
    bigger = grown(table, 2)
    mount = next(m for m in table.mounts if m.rider)
    copy = bigger.mount(f"{mount.id}_x2")
    assert copy.rider == f"{mount.rider}_x2"
    assert copy.position.x == pytest.approx(mount.position.x + 2 * APART) and copy.position.y == mount.position.y


def test_the_measure_gives_each_actions_growth():
    result = measure(repeat=1, games=("ww2",))
    assert {r["action"] for r in result["actions"]} <= set(seeds("ww2"))
    assert all(r["entities"][0] < r["entities"][1] < r["entities"][2] for r in result["actions"])
