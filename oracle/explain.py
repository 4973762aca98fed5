"""``oracle explain CLAUSE``: everything the project knows about one clause.

The quote and the English statement, the rulings and hooks, the scenarios that check
the clause (run on the reference engine), and for the scenarios that ask exact odds,
the whole distribution of outcomes under which they were asked.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from oracle.catalogue.load import Catalogue
from oracle.catalogue.models import Clause


def run_clause_scenarios(clause_id: str, root: Path, rulings: dict[str, str] | None = None) -> dict:
    """Run the scenarios tagged with the clause (quietly) and return the results file's data."""
    from behave.__main__ import main as behave_main

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "results.json"
        args = ["--no-capture", "--format", "null", "--no-summary", "-D", f"results={out}",
                "--tags", f"clause:{clause_id}"]
        if rulings:
            args += ["-D", "rulings=" + ",".join(f"{k}={v}" for k, v in rulings.items())]
        old = Path.cwd()
        os.chdir(root)
        try:
            behave_main(args + [str(root / "features")])
        finally:
            os.chdir(old)
        return json.loads(out.read_text(encoding="utf-8")) if out.is_file() else {"scenarios": []}


def explain_clause(cat: Catalogue, clause: Clause, root: Path | None = None) -> str:
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
    root = root or _find_root()
    if root is None:
        lines += ["", "(scenarios not shown: run from the project folder)"]
        return "\n".join(lines)
    results = run_clause_scenarios(clause.id, root)
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
    return "\n".join(lines)


def _find_root() -> Path | None:
    here = Path.cwd()
    for d in (here, *here.parents):
        if (d / "features").is_dir() and (d / "environment.py").is_file():
            return d
    return None
