"""``python -m oracle.bdd.harvest``: record the situations the scenarios set up, as fuzzing seeds.

Runs the feature files (all of ``features/`` by default) on the reference engine and
records every ``(table, action)`` the rules are asked to resolve under the default readings
(at most :data:`~oracle.engine.seeds.PER_ACTION` per action), with whether the rules refused
it every time; writes them per ruleset to ``oracle/<game>/situations.json``, which
:mod:`oracle.engine.seeds` reads for ``oracle fuzz``.  Re-run it when scenarios or table
models change: ``oracle check`` records the seeds as it runs the scenarios (:func:`recording`)
and names a seeds file that differs.
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterable, Iterator

from oracle.bdd.runner import run_behave
from oracle.core.errors import RuleViolation
from oracle.core.run import Run, running
from oracle.engine.ruleset import Ruleset, action_payload, ruleset as get_ruleset
from oracle.engine.seeds import PER_ACTION, seeds_path


Seeds = dict[str, dict[str, list[dict]]]
"""Fuzzing seeds by ruleset and action: each ``{"table", "action", "refused"}``."""


@contextmanager
def recording() -> Iterator[Callable[[], Seeds]]:
    """While inside, every ``(table, action)`` the reference's rules are asked to resolve under the default
    readings is recorded (at most :data:`~oracle.engine.seeds.PER_ACTION` per action, in the order asked),
    with whether they refused it every time; the value given is a function that returns what was recorded.

    Inside, a run of its own is in force (:class:`~oracle.core.run.Run`), its transposition table empty, as in a
    new process: the sub-results an earlier run of the same scenarios left in the run in force spared the rules
    the very calls that are recorded, so a second harvest in one process recorded fewer situations (LotOW 362,
    then 357) and ``oracle check`` in a process that had run them called fresh seeds stale. The run keeps no
    actions the reference engine resolved (``performed``): an action performed under a scenario's readings, then
    again under the default ones, would be answered from what was kept, and its situation never recorded."""
    seen: dict[str, dict[str, dict[str, dict]]] = defaultdict(lambda: defaultdict(dict))
    original = Ruleset.apply

    def recorded(self, ctx, state, action):
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

    def found() -> Seeds:
        return {rs: {name: list(rows.values()) for name, rows in sorted(by_action.items())}
                for rs, by_action in seen.items()}

    Ruleset.apply = recorded
    try:
        with running(Run(performed=None)):
            yield found
    finally:
        Ruleset.apply = original


def harvest(features: list[str]) -> Seeds:
    """Run the scenarios on the reference engine and record every situation the rules resolve. The run's own results
    go to a temporary folder: written to the run's default, ``report/results.json``, they were a folder that
    ``oracle run`` then refused to replace ("not an earlier report")."""
    with recording() as found, tempfile.TemporaryDirectory(prefix="oracle-harvest-") as work:
        run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit", "-D", "engine=reference",
                    "-D", f"results={Path(work) / 'results.json'}", *features])
    return found()


def seeds_text(by_action: dict[str, list[dict]]) -> str:
    """A ruleset's seeds as its ``situations.json`` holds them."""
    return json.dumps(by_action, ensure_ascii=False, indent=0, sort_keys=True) + "\n"


def stale(found: Seeds, rulesets: Iterable[str]) -> list[Path]:
    """The seeds files of ``rulesets`` that differ from what a run of their features recorded (``found``)."""
    out = []
    for rs_id in rulesets:
        path = seeds_path(rs_id)
        try:
            current = path.read_text(encoding="utf-8")
        except OSError:
            current = None
        if current != seeds_text(found.get(rs_id, {})):
            out.append(path)
    return out


def main(argv: list[str]) -> int:
    features = argv or ["features"]
    found = harvest(features)
    for rs_id, by_action in sorted(found.items()):
        path = seeds_path(rs_id)
        path.write_text(seeds_text(by_action), encoding="utf-8")
        rs = get_ruleset(rs_id)
        missing = sorted(set(rs.actions) - set(by_action))
        print(f"{rs_id}: {sum(map(len, by_action.values()))} seed(s) for {len(by_action)}/{len(rs.actions)} actions"
              + (f"; none for {', '.join(missing)}" if missing else ""))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
