"""``oracle explain CLAUSE``: everything the project knows about one clause.

The quote and the English statement, the rulings and hooks, the scenarios that check
the clause (run on the reference engine), and for the scenarios that ask exact odds,
the whole distribution of outcomes under which they were asked.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.selection import Selection, select
from oracle.bdd.tables import Tables
from oracle.bdd.world import RunScope
from oracle.catalogue.load import Catalogue
from oracle.catalogue.models import Clause
from oracle.clarify.sides import explain_lines


def run_clause_scenarios(clause_id: str, root: Path | None = None, rulings: dict[str, str] | None = None,
                         selection: Selection | None = None) -> dict:
    """Run the scenarios tagged with the clause (quietly) and return the results file's data.

    ``selection`` (default: the built-in suite) says which features, steps and tables; ``root``,
    when given, is a suite folder whose ``features/`` are run instead."""
    if selection is None:
        selection = select([str(root / "features")] if root is not None else [])

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "results.json"
        args = ["--no-capture", "--format", "null", "--no-summary", "-D", f"results={out}",
                "--tags", f"clause:{clause_id}"]
        if rulings:
            args += ["-D", "rulings=" + ",".join(f"{k}={v}" for k, v in rulings.items())]
        setup = RunSetup(steps=selection.steps, scope=RunScope(Tables(selection.tables)))
        run_behave(args + list(selection.paths), setup)  # the files that hold the tag alone are parsed (the runner)
        return json.loads(out.read_text(encoding="utf-8")) if out.is_file() else {"scenarios": []}


def explain_clause(cat: Catalogue, clause: Clause, root: Path | None = None,
                   selection: Selection | None = None) -> str:
    """Everything about one clause; its scenarios come from ``selection`` (default: the built-in
    suite; ``oracle explain --features PATH`` adds the user's own)."""
    lines = [f"{clause.id} — {clause.title}", f"{clause.ruleset} / {clause.section_title} ({clause.kind})", ""]
    if clause.source.quote:
        lines.append(f"Quote ({clause.source.file}):")
        lines += [f"  {frag}" for q in clause.source.quote for frag in q.splitlines()]
    else:
        lines.append(f"Base rule outside the excerpt: {clause.source.reference}")
    lines += ["", "Statement:", f"  {clause.statement}"]
    for ruling in cat.rulings_for(clause.id):
        lines += ["", f"Ruling {ruling.id}: {ruling.question}"]
        for alt in ruling.alternatives:
            mark = " (default)" if alt.id == ruling.default else ""
            lines.append(f"  - {alt.id}{mark}: {alt.statement} Why: {alt.reason}")
    for hid in clause.hooks:
        hook = cat.hooks[hid]
        lines += ["", f"Boundary {hook.id} ({hook.name}): {hook.boundary}"]
    if selection is None:
        selection = select([str(root / "features")] if root is not None else [])
    results = run_clause_scenarios(clause.id, selection=selection)
    scenarios = results.get("scenarios", [])
    lines += ["", f"Scenarios ({len(scenarios)}):"]
    if not scenarios:
        lines.append("  none: this clause is a gap")
    for sc in scenarios:
        lines.append(f"  [{sc['status']}] {sc['name']}  ({sc['feature']}:{sc['line']})")
        for odds in sc.get("odds", []):
            lines.append("      exact outcomes:")
            for outcome, p in odds["outcomes"]:
                lines.append(f"        {p:>8}  {outcome}")
    lines += explain_lines(results, cat, None, clause.id, steps=selection.steps, tables=selection.tables)
    return "\n".join(lines)
