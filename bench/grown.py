"""Actions on grown tables: how an action's time grows with the size of the table it is taken on.

The scenarios' tables are small (two warriors, a wall); a user's are not (two warbands among a
town's ruins).  Each seed situation of the fuzzer (:mod:`oracle.engine.seeds`: the tables and
actions the scenarios set up) is *grown*: every entity of its table (warrior, fighter, mount,
unit, piece of terrain, anything with an ``id`` in a list of the table) is copied ``k`` times
with new ids, everything that names it renamed alike, and each copy moved 500 units along x so
the copies never touch.  The action is then taken, with seeded dice, on the table as it is and
grown 10 and 40 times (11 and 41 times the entities), best of a few runs each.

An action that looks at each entity once grows as the table does: 41 / 11 = 3.7 times the time
from the first size to the second, a growth exponent of 1.  An exponent of 2 is an action that
looks at every pair of entities, 3 every triple (a line of sight from every enemy to every
model across every piece of terrain).  ``python -m bench.grown`` prints each action whose time
grows faster than its table (exponent over 1.5, at least 5 ms at the larger size: below that the
timer's noise decides) and the worst exponent of each game; ``bench.run --only grown`` keeps it
with the other measures.  No target: the figure says where a big table costs.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from typing import Any

from bench.arguments import positive_int
from oracle.core.errors import OracleError, RuleViolation
from oracle.core.resolve import resolve_seeded
from oracle.engine.ruleset import game_ids, ruleset
from oracle.engine.seeds import seeds

SIZES = (10, 40)
"""The copies of each entity added for the two grown tables."""
APART = 500.0
"""How far along x each copy is moved from the one before (in the game's unit)."""
NOT_RENAMED = frozenset({"kind", "door", "side", "posture", "phase"})
"""Fields whose values are words of the rules, not ids, though a word may also be an id (a mount called "horse")."""
SEEDS = 4
"""Situations tried per action (the scenarios' first ones); the one whose time grows most is kept."""
NOISE_S = 0.005
"""Below this time at the larger size an exponent is the timer's, not the action's."""
STEEP = 1.5


def _ids(data: Any, found: set[str]) -> set[str]:
    if isinstance(data, dict):
        if isinstance(data.get("id"), str):
            found.add(data["id"])
        for v in data.values():
            _ids(v, found)
    elif isinstance(data, list):
        for v in data:
            _ids(v, found)
    return found


def _copy(data: Any, k: int, ids: set[str]) -> Any:
    """The ``k``-th copy of an entity's JSON: every id renamed ``<id>_x<k>``, every point and outline moved."""
    if isinstance(data, dict):
        out = {}
        for key, v in data.items():
            if isinstance(v, dict) and {"x", "y"} <= set(v) and all(isinstance(v[c], (int, float)) for c in ("x", "y")):
                v = {**v, "x": v["x"] + APART * k}
            elif key == "outline" and isinstance(v, list):
                v = [[x + APART * k, y] for x, y in v]
            out[key] = v if key in NOT_RENAMED else _copy(v, k, ids)
        return out
    if isinstance(data, list):
        return [_copy(v, k, ids) for v in data]
    if isinstance(data, str) and data in ids:
        return f"{data}_x{k}"
    return data


def grown(table: Any, k: int) -> Any:
    """The table with ``k`` more copies of each of its entities (validated by its own model)."""
    if not k:
        return table
    data = table.model_dump(mode="json")
    ids = _ids(data, set())
    for key, items in list(data.items()):
        if _grows(items):
            data[key] = items + [_copy(x, j, ids) for j in range(1, k + 1) for x in items]
    return type(table).model_validate(data)


def _grows(items: Any) -> bool:
    """Whether a field of the table is a list of entities, which :func:`grown` copies."""
    return isinstance(items, list) and bool(items) and all(isinstance(x, dict) and "id" in x for x in items)


def entities(table: Any) -> int:
    """The entities :func:`grown` copies: the items of the table's lists of things with ids."""
    return sum(len(items) for items in table.model_dump(mode="json").values() if _grows(items))


def _timed(apply, table, action, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        start = time.process_time()
        try:
            resolve_seeded(lambda ctx: apply(ctx, table, action), 1)
        except (OracleError, RuleViolation):
            pass
        best = min(best, time.process_time() - start)
    return best


def measure(repeat: int = 3, games: tuple[str, ...] | None = None) -> dict:
    """Per game and action: the seconds at each size, the entities, and the growth exponent."""
    rows = []
    for game in games or game_ids():
        rs = ruleset(game)
        for name, situations in sorted(seeds(game).items()):
            found = []
            for number, seed in enumerate(situations[:SEEDS]):  # those whose tables grow and whose action the rules take
                try:
                    tables = [seed.table] + [grown(seed.table, k) for k in SIZES]
                except ValueError:  # a table whose model refuses the copies (pydantic's ValidationError)
                    continue
                try:
                    resolve_seeded(lambda ctx: rs.apply(ctx, seed.table, seed.action), 1)
                except (OracleError, RuleViolation):
                    continue
                times = [_timed(rs.apply, t, seed.action, repeat) for t in tables]
                sizes = [entities(t) for t in tables]
                small, large = times[1], times[2]
                exponent = (math.log(large / small) / math.log(sizes[2] / sizes[1])
                            if small > 0 and large > 0 and sizes[2] > sizes[1] else None)
                found.append({"game": game, "action": name, "situation": number, "entities": sizes,
                              "seconds": times, "exponent": exponent,
                              "steep": bool(exponent and exponent > STEEP and large >= NOISE_S)})
            if found:  # the situation whose time grows most, among those timed above the noise
                rows.append(max(found, key=lambda r: (r["seconds"][2] >= NOISE_S, r["exponent"] or 0.0)))
    worst: dict[str, float] = {}
    for r in rows:
        if r["seconds"][2] >= NOISE_S and r["exponent"] is not None:
            worst[r["game"]] = max(worst.get(r["game"], r["exponent"]), r["exponent"])
    return {"actions": rows, "worst_exponent": worst, "steep": [f"{r['game']} {r['action']}" for r in rows if r["steep"]]}


def rows(result: dict, row) -> None:
    """The measure's lines in :func:`bench.run.table` (``row(name, value, target, status, unit)``)."""
    for game, exponent in result["worst_exponent"].items():
        row(f"10 grown tables, {game}: the steepest growth of an action's time (1: as the table's)", exponent, "", "",
            unit="")
    for r in result["actions"]:
        if r["steep"]:
            e, s = r["entities"], r["seconds"]
            row(f"10   {r['game']} {r['action']}: {e[1]} → {e[2]} entities, {s[1] * 1e3:.1f} → {s[2] * 1e3:.1f} ms",
                r["exponent"], "", "", unit="")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.grown", description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=positive_int, default=3, help="runs of each action, the best kept (default 3)")
    args = parser.parse_args(argv)
    result = measure(args.repeat)
    lines: list[str] = []
    rows(result, lambda name, value, target, status, unit="": lines.append(f"{name:<90} {value:6.2f}"))
    print("\n".join(lines))
    print(f"{len(result['actions'])} actions grown; {len(result['steep'])} grow faster than their tables")
    return 0


if __name__ == "__main__":
    sys.exit(main())
