"""Turning a run's results and the catalogue into the coverage reports.

A clause is *green* when it has at least one scenario, every scenario that names it
passed, and the engine's trace cited it in some scenario of the run.

A run of part of the scenarios (some feature files, a tag selection, the user's own suite)
reports on what it selected: its *scope* is the clauses its scenarios name, and every other
clause is ``outside this run`` (never a gap: a gap is a clause of a whole run that no scenario names).
"""

from __future__ import annotations

import functools
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable

from jinja2 import Environment, PackageLoader

from oracle.catalogue.load import Catalogue
from oracle.clarify.render import Templates, code, md, template_cache
from oracle.clarify.sides import render_html, render_markdown, sides_json
from oracle.core.collector import collector_threshold
from oracle.report.jsontext import spread_json

OUTSIDE = "outside this run"
STATUSES = ("green", "failing", "not exercised", "gap")


def run_scope(results: dict[str, Any], cat: Catalogue, named: Iterable[str] | None = None) -> dict[str, Any]:
    """What a run covered: every clause for a whole run of the built-in suite, else the clauses its
    scenarios name (``named``, when the caller has walked them already), with their rulesets and
    sections, and the paths and tags that selected them."""
    given = results.get("scope") or {}
    whole = bool(given.get("whole", True))
    if named is None:
        named = {cid for sc in results.get("scenarios", []) for cid in sc["clauses"]}
    named = sorted(cid for cid in set(named) if cid in cat.clauses)
    clauses = sorted(cat.clauses) if whole else named
    rulesets = sorted({cat.clauses[c].ruleset for c in clauses})
    sections = sorted({f"{cat.clauses[c].ruleset}.{cat.clauses[c].section}" for c in clauses})
    paths, tags = list(given.get("paths", [])), list(given.get("tags", []))
    if whole:
        text = "the whole built-in suite"
    else:
        text = (f"{len(clauses)} clause(s) in {', '.join(rulesets) or 'no ruleset'} "
                f"({len(sections)} section(s): {', '.join(sections)})")
        if paths:
            text += "; paths: " + ", ".join(paths)
        if tags:
            text += "; tags: " + " and ".join(tags)
    return {"whole": whole, "clauses": clauses, "rulesets": rulesets, "sections": sections, "paths": paths,
            "tags": tags, "text": text}


def build_coverage(results: dict[str, Any], cat: Catalogue) -> dict[str, Any]:
    """The report's data: for every clause its quote, statement, rulings, scenarios and whether it ran.
    The scenarios are walked once (a run's are read from its results file as they are walked)."""
    by_clause: dict[str, list[dict]] = defaultdict(list)
    exercised: set[str] = set()
    unknown: list[str] = []
    counted = dict.fromkeys(("passed", "failed", "skipped", "errored"), 0)
    every = 0
    for sc in results.get("scenarios", []):
        every += 1
        if sc["status"] in counted:
            counted[sc["status"]] += 1
        for cid in sc["clauses"]:
            by_clause[cid].append({"name": sc["name"], "status": sc["status"], "feature": sc["feature"],
                                   "line": sc["line"], "step": sc.get("step"), "message": sc.get("message")})
            if cid not in cat.clauses:
                unknown.append(cid)
        exercised.update(sc.get("exercised", []))
    def reading_order(c):
        text = cat.texts.get(c.source.file, "")
        at = text.find(c.source.quote[0]) if c.source.quote else len(text)
        return (c.ruleset, c.source.file, at, c.id)

    scope = run_scope(results, cat, by_clause)
    in_scope = set(scope["clauses"])
    clauses = []
    for c in sorted(cat.clauses.values(), key=reading_order):
        scenarios = by_clause.get(c.id, [])
        # a scenario another engine skips (it does not support the action) is no failure
        ran_scenarios = [s for s in scenarios if s["status"] != "skipped"]
        passed = bool(ran_scenarios) and all(s["status"] == "passed" for s in ran_scenarios)
        ran = c.id in exercised
        status = "gap" if not scenarios else ("green" if passed and ran else
                                              ("failing" if ran_scenarios and not passed else "not exercised"))
        if c.id not in in_scope:
            status = OUTSIDE
        clauses.append({
            "id": c.id, "ruleset": c.ruleset, "section": c.section, "section_title": c.section_title,
            "title": c.title, "kind": c.kind, "heading": c.heading,
            "source": {"file": c.source.file, "quote": "\n".join(c.source.quote) if c.source.quote else None,
                       "reference": c.source.reference,
                       "language": cat.sources[c.source.file].language if c.source.file in cat.sources else None},
            "statement": c.statement,
            "rulings": [{"id": r.id, "question": r.question, "default": r.default,
                         "alternatives": [a.model_dump() for a in r.alternatives]} for r in cat.rulings_for(c.id)],
            "hooks": [cat.hooks[h].model_dump() for h in c.hooks],
            "scenarios": scenarios,
            "exercised": ran,
            "status": status,
        })
    rulesets = []
    shown = [c for c in clauses if c["status"] != OUTSIDE]
    for rs in sorted({c["ruleset"] for c in shown}):
        sections: dict[str, dict] = {}
        for c in shown:
            if c["ruleset"] != rs:
                continue
            sec = sections.setdefault(c["section"], {"id": c["section"], "title": c["section_title"], "clauses": []})
            sec["clauses"].append(c)
        rs_clauses = [c for c in shown if c["ruleset"] == rs]
        rulesets.append({"id": rs, "sections": list(sections.values()), "totals": _totals(rs_clauses)})
    return {
        "engine": results.get("engine", "reference"),
        "rulings_in_force": results.get("rulings", {}),
        "variants": results.get("variants", []),
        "seconds": results.get("seconds"),
        "totals": _totals(shown) | {OUTSIDE: len(clauses) - len(shown)},
        "scope": scope,
        "scenario_totals": counted | {"all": every},
        "coverage": [{"file": p.file, "part": p.part, "covered": p.covered, "total": p.total, "ratio": round(p.ratio, 4)}
                     for p in cat.coverage()],
        "rulesets": rulesets,
        "clauses": clauses,
        "unknown_clauses": sorted(set(unknown)),
    }


def _totals(clauses: list[dict]) -> dict[str, int]:
    out = {"clauses": len(clauses)}
    for status in STATUSES:
        out[status] = sum(1 for c in clauses if c["status"] == status)
    return out


def _pct(ratio: float) -> str:
    return f"{100 * ratio:.1f}%"


@functools.lru_cache(maxsize=None)
def _env(markdown: bool = False) -> Environment:
    """The report's templates, HTML (escaped) or Markdown: one environment each for the process, so
    that a template is compiled once however many reports the process writes (jinja2 compiles a
    template for every environment that loads it; it still reloads one whose file changed)."""
    # escaping by the environment's kind, not by the template's name: jinja2's select_autoescape
    # looks at how the name ends, and "index.html.j2" ends in .j2 (the HTML was written unescaped, a
    # scenario named "<script>..." ran as a script); the compiled templates' cache is named anew with it
    env = Templates(loader=PackageLoader("oracle.report", "templates"), autoescape=not markdown,
                    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                    bytecode_cache=template_cache("report-markdown" if markdown else "report-html-escaped"))
    env.filters["pct"] = _pct
    if markdown:
        env.filters["cell"] = env.filters["md"] = md
        env.filters["code"] = code
    return env


def write_reports(results: dict[str, Any], cat: Catalogue, out: Path, sides: dict[str, Any] | None = None,
                  gallery: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write index.html, coverage.md and coverage.json into ``out``; return the report data.

    ``sides`` (from :func:`oracle.clarify.sides.side_by_side`) adds the rulings side by side;
    ``gallery`` (from :func:`oracle.clarify.gallery.write_gallery`) a link to the ruling cards.
    Written with the cyclic collector at the command's pace (:mod:`oracle.core.collector`), also
    when a program calls it: the time per clause stays the same however many clauses there are.
    """
    with collector_threshold():
        return _write_reports(results, cat, out, sides, gallery)


def _write_reports(results: dict[str, Any], cat: Catalogue, out: Path, sides: dict[str, Any] | None,
                   gallery: dict[str, Any] | None) -> dict[str, Any]:
    data = build_coverage(results, cat)
    data["gallery"] = gallery
    if sides is not None:
        data["sides_html"], data["sides_md"] = render_html(sides), render_markdown(sides)
    out.mkdir(parents=True, exist_ok=True)
    env = _env()
    (out / "index.html").write_text(env.get_template("index.html.j2").render(r=data), encoding="utf-8")
    (out / "coverage.md").write_text(_env(markdown=True).get_template("coverage.md.j2").render(r=data),
                                     encoding="utf-8")
    machine = {
        "engine": data["engine"], "scope": {k: v for k, v in data["scope"].items() if k != "clauses"},
        "variants": data["variants"],
        "totals": data["totals"], "scenario_totals": data["scenario_totals"],
        "coverage": data["coverage"],
        "clauses": [{"id": c["id"], "ruleset": c["ruleset"], "section": c["section"], "kind": c["kind"],
                     "source": {"file": c["source"]["file"], "quote": c["source"]["quote"]},
                     "scenarios": [{"name": s["name"], "status": s["status"]} for s in c["scenarios"]],
                     "exercised": c["exercised"], "status": c["status"],
                     "rulings": [r["id"] for r in c["rulings"]]} for c in data["clauses"]],
    }
    if sides is not None:
        machine["rulings_side_by_side"] = sides_json(sides)
    (out / "coverage.json").write_text(spread_json(machine), encoding="utf-8")
    return data
