"""Seed situations for differential fuzzing: the tables and actions the scenarios themselves set up.

Every feature file builds legal tables in the players' words and takes actions on them;
those are the rulebook's own examples, and between them they reach every action of every
ruleset.  ``python -m oracle.engine.seeds`` runs the scenario suite on the reference engine,
records each ``(table, action)`` the rules are asked to resolve under the default readings,
and writes them, per ruleset, to ``oracle/<game>/situations.json``.  The fuzzer
(:mod:`oracle.engine.fuzz`) starts from these and varies them along the table model's own
fields (:mod:`oracle.engine.vary`), so its situations stay close to legal ones.

The files are data shipped with the package; ``tests/protocol/test_fuzz_seeds.py`` checks
that each seed still validates against its table and action models.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from oracle.core.errors import RuleViolation
from oracle.engine.ruleset import PACKAGE_ROOT, Action, Ruleset, action_payload, ruleset as get_ruleset

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


def harvest(features: list[str]) -> dict[str, dict[str, list[dict]]]:
    """Run the scenarios on the reference engine and record every situation the rules resolve."""
    from oracle.bdd.runner import run_behave

    seen: dict[str, dict[str, dict[str, dict]]] = defaultdict(lambda: defaultdict(dict))
    original = Ruleset.apply

    def recording(self, ctx, state, action):
        rulings = getattr(ctx, "rulings", None)
        if not getattr(rulings, "overrides", None):
            table = state.model_dump(mode="json", exclude_defaults=True)
            payload = action_payload(action)
            key = json.dumps([table, payload], sort_keys=True)
            bucket = seen[self.id][action.name]
            if key not in bucket and len(bucket) < PER_ACTION:
                bucket[key] = {"table": table, "action": payload, "refused": True}
            try:
                done = original(self, ctx, state, action)
            except RuleViolation:
                raise
            if key in bucket:
                bucket[key]["refused"] = False  # resolved at least once (with some dice)
            return done
        return original(self, ctx, state, action)

    Ruleset.apply = recording
    try:
        run_behave(["--no-capture", "--format", "null", "--no-summary", "-D", "engine=reference", *features])
    finally:
        Ruleset.apply = original
    return {rs: {name: list(rows.values()) for name, rows in sorted(by_action.items())}
            for rs, by_action in seen.items()}


def main(argv: list[str]) -> int:
    features = argv or ["features"]
    found = harvest(features)
    for rs_id, by_action in sorted(found.items()):
        path = seeds_path(rs_id)
        path.write_text(json.dumps(by_action, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        rs = get_ruleset(rs_id)
        missing = sorted(set(rs.actions) - set(by_action))
        print(f"{rs_id}: {sum(map(len, by_action.values()))} seed(s) for {len(by_action)}/{len(rs.actions)} actions"
              + (f"; none for {', '.join(missing)}" if missing else ""))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
