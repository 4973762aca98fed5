"""The compliance matrix: for every clause and every engine, what the scenarios said.

A clause's status for one engine, from the scenarios that name it:

* ``failed`` if any scenario failed (a verdict against the engine), showing the first
  divergence: which step, what was expected, what the engine gave;
* else ``errored`` if any scenario errored (the engine crashed, hung, broke the protocol);
* else ``passed`` if at least one ran and passed (the others skipped);
* else ``skipped`` (the engine supports none of what its scenarios do);
* ``not covered`` when no scenario of the run names the clause.

Written as HTML (the coverage report's look), Markdown, JSON, JUnit XML (one test case
per covered clause and engine) and a shields.io endpoint badge per engine.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any, Iterable
from xml.sax.saxutils import escape, quoteattr

from jinja2 import PackageLoader

from oracle.bdd.records import MATRIX_FORMAT, RECORDED_STATUS, VERSION, MatrixRecord, load_record
from oracle.catalogue.load import Catalogue
from oracle.clarify.render import Templates, md, template_cache
from oracle.report.jsontext import spread_json
from oracle.report.xmltext import xml_text

STATUSES = ("passed", "failed", "errored", "skipped", "not covered")


def scenario_status(s: dict) -> str:
    return RECORDED_STATUS.get(s.get("status", ""), "errored")


def divergence(s: dict) -> dict[str, str]:
    """Which step, what was expected, what the engine gave, from a failed scenario's record."""
    message = (s.get("message") or "").removeprefix("ASSERT FAILED: ").strip()
    step = s.get("step") or ""
    text = step.split(": ", 1)[1] if ": " in step else step
    for pattern, exp, got in (
        (r"^expected: (?P<e>.*?); the table is: (?P<g>.*)$", "{e}", "{g}"),
        (r"^the chance that (?P<o>.*) is (?P<g>\S+), not (?P<e>\S+)$", "the chance that {o} is {e}", "{g}"),
        (r"^expected (?P<e>.+?), but (?P<g>.+)$", "{e}", "{g}"),
    ):
        m = re.match(pattern, message)
        if m:
            return {"step": step, "expected": exp.format(**m.groupdict()), "got": got.format(**m.groupdict())}
    return {"step": step, "expected": re.sub(r"^(Then|And|But|When|Given) ", "", text), "got": message}


def _label(results: dict, taken: set[str]) -> str:
    name = results.get("engine") or "reference"
    label, n = name, 2
    while label in taken:
        label, n = f"{name} #{n}", n + 1
    taken.add(label)
    return label


def build_matrix(runs: Iterable[dict[str, Any]], cat: Catalogue) -> dict[str, Any]:
    """The matrix of several runs (one ``results.json`` each, usually one engine each)."""
    runs = list(runs)
    taken: set[str] = set()
    engines = []
    per_engine: list[dict[str, list[dict]]] = []
    for results in runs:
        label = _label(results, taken)
        by_clause: dict[str, list[dict]] = {}
        for s in results.get("scenarios", []):
            rec = {"name": s["name"], "feature": s["feature"], "line": s["line"], "status": scenario_status(s),
                   "message": s.get("message"), "step": s.get("step")}
            if rec["status"] == "failed":
                rec["divergence"] = divergence(s)
            for cid in s.get("clauses", []):
                by_clause.setdefault(cid, []).append(rec)
        per_engine.append(by_clause)
        engines.append({"label": label, "name": results.get("engine"), "spec": results.get("engine_spec", label),
                        "info": results.get("engine_info"), "restarts": results.get("engine_restarts", 0),
                        "seconds": results.get("seconds")})
    clauses = []
    for c in cat.clauses.values():
        row = {"id": c.id, "ruleset": c.ruleset, "section": c.section, "section_title": c.section_title,
               "title": c.title, "kind": c.kind, "results": {}}
        for eng, by_clause in zip(engines, per_engine):
            scen = by_clause.get(c.id, [])
            row["results"][eng["label"]] = _cell(scen)
        clauses.append(row)
    partial = bool(runs) and all((r.get("scope") or {}).get("whole", True) is False for r in runs)
    outside = 0
    if partial:  # runs of part of the suite: the clauses none of them names are outside the runs, not "not covered"
        kept = [row for row in clauses if any(cell["status"] != "not covered" for cell in row["results"].values())]
        outside, clauses = len(clauses) - len(kept), kept
    for eng in engines:
        eng["totals"] = totals = {s: 0 for s in STATUSES}
        for row in clauses:
            totals[row["results"][eng["label"]]["status"]] += 1
        totals["clauses"] = len(clauses)
        eng["summary"] = summary_line(eng["label"], totals) + (f"; {outside} clauses outside this run" if outside else "")
        eng["badge"] = badge(eng["label"], totals)
    rulesets = sorted({c["ruleset"] for c in clauses})
    return {"engines": engines, "clauses": clauses, "rulesets": rulesets, "statuses": list(STATUSES),
            "outside_this_run": outside}


def _cell(scenarios: list[dict]) -> dict[str, Any]:
    statuses = [s["status"] for s in scenarios]
    if not scenarios:
        status = "not covered"
    elif "failed" in statuses:
        status = "failed"
    elif "errored" in statuses:
        status = "errored"
    elif "passed" in statuses:
        status = "passed"
    else:
        status = "skipped"
    cell: dict[str, Any] = {"status": status, "scenarios": scenarios,
                            "counts": {s: statuses.count(s) for s in ("passed", "failed", "errored", "skipped") if s in statuses}}
    first = next((s for s in scenarios if s["status"] == status), None)
    if status == "failed":
        cell["divergence"] = {"scenario": first["name"], "where": f"{first['feature']}:{first['line']}", **first["divergence"]}
    elif status in ("errored", "skipped") and first is not None:
        cell["reason"] = first.get("message") or status
        tracked = _TRACKED.search(cell["reason"])
        if status == "skipped" and tracked:
            cell["url"] = tracked.group(1)  # where the engine's authors track the gap (a 'skipped' reply's url)
    return cell


_TRACKED = re.compile(r"\(tracked at (\S+)\)")


def figure(totals: dict[str, int]) -> tuple[int, int]:
    """The badge figure: clauses passed out of the clauses the engine ran (passed, failed or errored)."""
    ran = totals["passed"] + totals["failed"] + totals["errored"]
    return totals["passed"], ran


def summary_line(label: str, totals: dict[str, int]) -> str:
    ok, ran = figure(totals)
    pct = f"{100 * ok / ran:.0f}%" if ran else "n/a"
    return (f"{label}: {totals['passed']} passed, {totals['failed']} failed, {totals['errored']} errored, "
            f"{totals['skipped']} skipped, {totals['not covered']} not covered (of {totals['clauses']} clauses); "
            f"{ok}/{ran} clauses it runs pass ({pct})")


def badge(label: str, totals: dict[str, int]) -> dict[str, Any]:
    """A shields.io endpoint badge (https://shields.io/badges/endpoint-badge)."""
    ok, ran = figure(totals)
    ratio = ok / ran if ran else 0.0
    color = "brightgreen" if ran and ok == ran else "yellow" if ratio >= 0.8 else "orange" if ratio >= 0.5 else "red"
    return {"schemaVersion": 1, "label": f"rules oracle: {label}", "message": f"{ok}/{ran} clauses",
            "color": color if ran else "lightgrey"}


# --- writers --------------------------------------------------------------------------------


def _attr(text: str) -> str:
    """An XML attribute's quoted value, holding only what XML 1.0 can (:func:`xml_text`): an engine's reason may
    hold control characters."""
    return quoteattr(xml_text(text))


def to_junit(matrix: dict[str, Any]) -> str:
    """The compliance matrix as JUnit XML: a suite per engine, a case per clause its scenarios cover."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<testsuites name=\"rules oracle compliance\">"]
    for eng in matrix["engines"]:
        t = eng["totals"]
        cases = [row for row in matrix["clauses"] if row["results"][eng["label"]]["status"] != "not covered"]
        out.append(f"  <testsuite name={_attr(eng['label'])} tests=\"{len(cases)}\" failures=\"{t['failed']}\" "
                   f"errors=\"{t['errored']}\" skipped=\"{t['skipped']}\">")
        for row in cases:
            cell = row["results"][eng["label"]]
            head = f"    <testcase classname={_attr(row['ruleset'] + '.' + row['section'])} name={_attr(row['id'])}"
            if cell["status"] == "passed":
                out.append(head + "/>")
                continue
            out.append(head + ">")
            if cell["status"] == "failed":
                d = cell["divergence"]
                msg = f"{d['step']}: expected {d['expected']}; got {d['got']}"
                out.append(f"      <failure message={_attr(msg)}>{escape(xml_text(d['scenario'] + ' (' + d['where'] + ')'))}</failure>")
            elif cell["status"] == "errored":
                out.append(f"      <error message={_attr(cell.get('reason', ''))}/>")
            else:
                out.append(f"      <skipped message={_attr(cell.get('reason', ''))}/>")
            out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"


@functools.lru_cache(maxsize=None)
def _env(autoescape: bool):
    """The matrix's templates: one environment each for the process (a template compiled once)."""
    env = Templates(loader=PackageLoader("oracle.report", "templates"), autoescape=autoescape,
                    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                    bytecode_cache=template_cache("matrix-html-escaped" if autoescape else "matrix-text"))
    env.filters["cell"] = env.filters["md"] = md  # the Markdown's (the HTML escapes by itself)
    env.filters["slug"] = slug
    return env


def slug(text: Any) -> str:
    """A name for a file: letters (of any script) and digits, runs of anything else one '-'."""
    return re.sub(r"[\W_]+", "-", str(text).lower()).strip("-")


def badge_names(labels: Iterable[str]) -> list[str]:
    """The badge file of each engine label, ``badge-<slug>.json``: one whose slug is empty (a name of
    punctuation alone) is ``badge-engine.json``, and two labels of one slug get files of their own."""
    names, taken = [], set()
    for label in labels:
        base = f"badge-{slug(label) or 'engine'}"
        name, n = f"{base}.json", 1
        while name in taken:
            n += 1
            name = f"{base}-{n}.json"
        taken.add(name)
        names.append(name)
    return names


def write_matrix(runs: Iterable[dict[str, Any]], cat: Catalogue, out: Path) -> dict[str, Any]:
    """Write matrix.html, matrix.md, matrix.json, junit.xml and badge-<engine>.json into ``out``."""
    matrix = build_matrix(runs, cat)
    out.mkdir(parents=True, exist_ok=True)
    (out / "matrix.html").write_text(_env(True).get_template("matrix.html.j2").render(m=matrix), encoding="utf-8")
    (out / "matrix.md").write_text(_env(False).get_template("matrix.md.j2").render(m=matrix), encoding="utf-8")
    (out / "matrix.json").write_text(spread_json({"format": MATRIX_FORMAT, "version": VERSION, **matrix}),
                                     encoding="utf-8")
    (out / "junit.xml").write_text(to_junit(matrix), encoding="utf-8")
    for eng, name in zip(matrix["engines"], badge_names(eng["label"] for eng in matrix["engines"])):
        (out / name).write_text(json.dumps(eng["badge"]), encoding="utf-8")
    return matrix


# --- diff ---------------------------------------------------------------------------------------


def load_run(path: Path) -> dict[str, Any]:
    """A ``results.json`` of ``oracle run`` (or a ``matrix.json``, whose engines are all read),
    checked against :mod:`oracle.bdd.records`: a bad file is a one-line error naming it."""
    record = load_record(path)
    data = record.model_dump(mode="json", exclude_none=isinstance(record, MatrixRecord))
    return data


def _engines(data: dict[str, Any], cat: Catalogue) -> dict[str, dict[str, Any]]:
    """engine name -> its label, version and clause statuses, from a results.json or a matrix.json.
    An engine is known by the name its handshake gives (the version apart), else by its label."""
    matrix = data if "engines" in data and "clauses" in data else build_matrix([data], cat)
    out: dict[str, dict[str, Any]] = {}
    for eng in matrix["engines"]:
        about = (eng.get("info") or {}).get("engine") or {}
        name = about.get("name") or eng["label"]
        key, n = name, 2
        while key in out:
            key, n = f"{name} #{n}", n + 1
        out[key] = {"label": eng["label"], "version": about.get("version"),
                    "statuses": {row["id"]: row["results"][eng["label"]]["status"] for row in matrix["clauses"]}}
    return out


GOOD, BAD = {"passed"}, {"failed", "errored"}


def diff_runs(old: dict[str, Any], new: dict[str, Any], cat: Catalogue) -> dict[str, Any]:
    """Per engine present in both (matched by name, whatever their versions): clauses fixed (now
    passed, were failed/errored), regressed (now failed/errored, were passed) and otherwise changed
    (skipped, covered or not); a change of the engine's version is named."""
    a, b = _engines(old, cat), _engines(new, cat)
    pairs = [(e, e) for e in a if e in b]
    if not pairs and len(a) == 1 and len(b) == 1:
        pairs = [(next(iter(a)), next(iter(b)))]
    out = []
    for ea, eb in pairs:
        was_all, now_all = a[ea]["statuses"], b[eb]["statuses"]
        fixed, regressed, changed = [], [], []
        for cid in sorted(set(was_all) | set(now_all)):
            was, now = was_all.get(cid, "not covered"), now_all.get(cid, "not covered")
            if was == now:
                continue
            entry = {"clause": cid, "was": was, "now": now}
            if now in GOOD and was in BAD:
                fixed.append(entry)
            elif now in BAD and was not in BAD:
                regressed.append(entry)
            else:
                changed.append(entry)
        va, vb = a[ea]["version"], b[eb]["version"]
        out.append({"engine": eb if ea == eb else f"{ea} -> {eb}", "fixed": fixed, "regressed": regressed,
                    "changed": changed, **({"version": {"was": va, "now": vb}} if va != vb else {})})
    matched = {x for pair in pairs for x in pair}
    return {"engines": out, "unmatched": sorted((set(a) | set(b)) - matched)}


def format_diff(diff: dict[str, Any]) -> str:
    lines = []
    for e in diff["engines"]:
        version = f" (version {e['version']['was'] or '?'} -> {e['version']['now'] or '?'})" if e.get("version") else ""
        lines.append(f"{e['engine']}{version}: {len(e['fixed'])} fixed, {len(e['regressed'])} regressed, "
                     f"{len(e['changed'])} changed")
        for kind in ("fixed", "regressed", "changed"):
            for x in e[kind]:
                lines.append(f"  {kind:9} {x['clause']}: {x['was']} -> {x['now']}")
    for name in diff.get("unmatched", []):
        lines.append(f"{name}: only in one of the two runs")
    return "\n".join(lines) or "no engines in common"
