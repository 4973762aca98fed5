"""Seed situations for differential fuzzing: the tables and actions the scenarios themselves set up.

Every feature file builds legal tables in the players' words and takes actions on them;
those are the rulebook's own examples, and between them they reach every action of every
ruleset.  ``python -m oracle.bdd.harvest`` runs the scenario suite on the reference engine,
records each ``(table, action)`` the rules are asked to resolve under the default readings,
and writes them, per ruleset, to ``oracle/<game>/situations.json``; this module reads them.  The fuzzer
(:mod:`oracle.engine.fuzz`) starts from these and varies them along the table model's own
fields (:mod:`oracle.engine.vary`), so its situations stay close to legal ones.

The files are data shipped with the package; ``tests/protocol/test_fuzz_seeds.py`` checks
that each seed still validates against its table and action models.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from oracle.engine.ruleset import PACKAGE_ROOT, Action, ruleset as get_ruleset

SEEDS_FILE = "situations.json"
PER_ACTION = 24
"""At most this many seed situations kept per action (the first ones the scenarios reach)."""


def seeds_path(ruleset_id: str) -> Path:
    return PACKAGE_ROOT / ruleset_id / SEEDS_FILE


@dataclass(frozen=True)
class Seed:
    table: Any
    action: Action
    refused: bool
    """The scenario that set it up expected the rules to refuse the action."""


@lru_cache(maxsize=8)
def seeds(ruleset_id: str) -> dict[str, list[Seed]]:
    """The seed situations of a ruleset by action name, validated against the current models."""
    path = seeds_path(ruleset_id)
    if not path.is_file():
        return {}
    rs = get_ruleset(ruleset_id)
    data = json.loads(path.read_text(encoding="utf-8"))
    found: dict[str, list[Seed]] = {}
    for name, rows in data.items():
        if name not in rs.actions:
            continue
        for row in rows:
            try:
                state = rs.state_model.model_validate(row["table"])
                action = rs.parse_action(row["action"], f"{path.name}: {name}")
            except Exception:  # a seed the models no longer accept is left out, not fatal
                continue
            found.setdefault(name, []).append(Seed(state, action, bool(row.get("refused"))))
    return found
