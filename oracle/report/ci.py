"""What a CI pipeline reads of a run: per-scenario JUnit XML and Cucumber JSON.

Both come from the run's ``results.json`` (every scenario with its feature, steps, status and
time), so a run, a re-run and a run on another engine all give them the same way.

* ``junit-scenarios.xml`` (written with :mod:`junitparser`): one test suite per feature file,
  one test case per scenario (``classname`` the feature, ``name`` the scenario, ``time`` its
  seconds); a failed scenario's ``failure`` and an errored one's ``error`` carry the step, the
  expected and the actual value, and the engine's stderr tail goes to ``system-err``.
* ``cucumber.json``: the Cucumber JSON that Cucumber report tools read (the cucumber-js
  dialect: features with ``uri``, ``id``, ``line``, ``tags``; scenarios with their steps, each
  step with its ``result``: status and duration in nanoseconds).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any, Iterator

from junitparser import Error, Failure, JUnitXml, Skipped, TestCase, TestSuite

from oracle.report.matrix import divergence, scenario_status
from oracle.report.xmltext import xml_text

JUNIT_FILE = "junit-scenarios.xml"
CUCUMBER_FILE = "cucumber.json"
STDERR_TAIL = 4000
"""How many characters of an engine's stderr a JUnit ``system-err`` keeps (the end of it)."""


def _feature_name(sc: dict) -> str:
    g = sc.get("gherkin") or {}
    return (g.get("feature") or {}).get("name") or Path(sc["feature"]).stem


def _classname(sc: dict) -> str:
    """The feature, as JUnit tools group it: its file without the extension, dotted."""
    path = re.sub(r"\.feature$", "", sc["feature"].replace("\\", "/"))
    return ".".join(p for p in path.split("/") if p and p != "..")


def to_junit(results: dict[str, Any]) -> JUnitXml:
    """Per-scenario JUnit of one run."""
    xml = JUnitXml(name="rules oracle scenarios")
    # each suite's cases are added at once: junitparser counts a suite's cases again at every
    # add_testcase, which made a feature of 2000 scenarios (an outline's rows) take 10 s here
    suites: dict[str, tuple[TestSuite, list[TestCase]]] = {}
    for sc in results.get("scenarios", []):
        suite_cases = suites.get(sc["feature"])
        if suite_cases is None:
            suite = TestSuite(xml_text(f"{_classname(sc)}: {_feature_name(sc)}"))
            suite.add_property("engine", xml_text(str(results.get("engine", "reference"))))
            xml.add_testsuite(suite)
            suite_cases = suites[sc["feature"]] = (suite, [])
        # every text the XML takes as XML 1.0 can hold it (xml_text): an engine's stderr, its reasons and the
        # scenarios' own words may hold control characters (a terminal's colours)
        case = TestCase(xml_text(sc["name"]), xml_text(_classname(sc)), float(sc.get("seconds") or 0.0))
        status = scenario_status(sc)
        where = f"{sc['feature']}:{sc['line']}"
        if status == "failed":
            d = divergence(sc)
            failure = Failure(xml_text(f"{d['step']}: expected {d['expected']}; got {d['got']}"), "AssertionError")
            failure.text = xml_text(f"scenario: {sc['name']} ({where})\nstep: {d['step']}\nexpected: {d['expected']}\n"
                                    f"actual: {d['got']}\n" + _failed_step_error(sc))
            case.result = [failure]
        elif status == "errored":
            message = sc.get("message") or sc["status"]
            error = Error(xml_text(f"{sc.get('step') or where}: {message}"), sc["status"])
            error.text = xml_text(f"scenario: {sc['name']} ({where})\nstep: {sc.get('step') or '-'}\n{message}\n"
                                  + _failed_step_error(sc))
            case.result = [error]
        elif status == "skipped":
            case.result = [Skipped(xml_text(sc.get("message") or "skipped"))]
        if sc.get("detail"):
            case.system_err = xml_text(sc["detail"][-STDERR_TAIL:])
        case.system_out = xml_text(f"{where}\nclauses: {', '.join(sc.get('clauses', []))}")
        suite_cases[1].append(case)
    for suite, cases in suites.values():
        suite.extend(cases)  # in order; counted below
    xml.update_statistics()  # every suite's counts, then the run's
    return xml


XML_DECLARATION: bytes = b'<?xml version="1.0" encoding="utf-8"?>\n'
"""The first line of ``junit-scenarios.xml``, as junitparser's pretty writer (minidom) wrote it."""


def write_junit(xml: JUnitXml, path: Path) -> None:
    """``xml`` written to ``path``, one element a line, indented by tabs: ElementTree's own indentation of the tree
    junitparser built. junitparser's ``write(pretty=True)`` wrote the same lines by parsing its whole text again into
    a ``xml.dom.minidom`` document, whose nodes point at one another: for the built-in suite's 2507 scenarios 63 ms
    of CPU against 15 ms here, and about 50 000 objects that only the cyclic collector frees. An empty element ends
    in ``" />"`` here, ``"/>"`` there."""
    root = xml._elem  # the tree junitparser builds and writes (its ``write`` takes it the same way)
    ElementTree.indent(root, space="\t")
    with path.open("wb") as f:
        f.write(XML_DECLARATION)
        ElementTree.ElementTree(root).write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")


def _failed_step_error(sc: dict) -> str:
    for step in (sc.get("gherkin") or {}).get("steps", []):
        if step.get("error"):
            return "\n" + step["error"]
    return ""


# --- Cucumber JSON ------------------------------------------------------------------------------

_STEP_STATUS = {"passed": "passed", "failed": "failed", "error": "failed", "hook_error": "failed",
                "skipped": "skipped", "untested": "skipped", "undefined": "undefined", "pending": "pending",
                "executing": "failed"}


def _slug(text: str) -> str:
    return re.sub(r"\s+", "-", text.strip().lower()) or "unnamed"


def _tags(names: list[str], line: int) -> list[dict]:
    return [{"name": f"@{t}", "line": max(1, line - 1)} for t in names]


def to_cucumber(results: dict[str, Any]) -> list[dict]:
    """Cucumber JSON of one run (features in the order they ran, scenarios in each)."""
    return list(cucumber_features(results))


def cucumber_features(results: dict[str, Any]) -> Iterator[dict]:
    """The features of :func:`to_cucumber`, each given as soon as its last scenario is in (a
    feature's scenarios follow one another in a run): the run's scenarios are walked twice, and
    only the features not yet complete are held, not every scenario with its steps."""
    scenarios = results.get("scenarios", [])
    last = {sc["feature"]: i for i, sc in enumerate(scenarios)}
    building: dict[str, dict] = {}  # in the order the features first ran
    complete: set[str] = set()
    for i, sc in enumerate(scenarios):
        key = sc["feature"]
        entry = building.get(key)
        if entry is None:
            entry = building[key] = _feature(sc)
        entry["elements"].append(_element(sc, entry))
        if last[key] == i:
            complete.add(key)
            while building and next(iter(building)) in complete:
                yield building.pop(next(iter(building)))


def _feature(sc: dict) -> dict:
    g = sc.get("gherkin") or {}
    feat = g.get("feature") or {}
    return {"uri": sc["feature"], "id": _slug(feat.get("name") or sc["feature"]),
            "line": int(feat.get("line") or 1), "keyword": feat.get("keyword") or "Feature",
            "name": feat.get("name") or _feature_name(sc), "description": feat.get("description") or "",
            "tags": _tags(feat.get("tags", []), int(feat.get("line") or 1)), "elements": []}


def _element(sc: dict, entry: dict) -> dict:
    g = sc.get("gherkin") or {}
    feat = g.get("feature") or {}
    steps = []
    for st in g.get("steps", []):
        result: dict[str, Any] = {"status": _STEP_STATUS.get(st["status"], "failed"),
                                  "duration": int(round(st.get("seconds", 0.0) * 1e9))}
        if st.get("error"):
            result["error_message"] = st["error"]
        elif result["status"] == "failed" and sc.get("message"):
            result["error_message"] = sc["message"]
        step: dict[str, Any] = {"arguments": [], "keyword": st["keyword"].rstrip() + " ", "line": st["line"],
                                "name": st["name"], "result": result}
        if st.get("background"):
            step["isBackground"] = True
        if st.get("text") is not None:
            step["arguments"].append({"content": st["text"], "line": st["line"] + 1})
        if st.get("table"):
            step["arguments"].append({"rows": [{"cells": [str(c) for c in row]} for row in st["table"]]})
        steps.append(step)
    if not steps or (sc["status"] not in ("passed", "skipped") and not any(
            s["result"]["status"] in ("failed", "undefined", "pending") for s in steps)):
        # a scenario failed outside its steps (a refusal no step expected, a hook): say so as a hidden step
        steps.append({"hidden": True, "keyword": "After", "arguments": [],
                      "result": {"status": "failed" if sc["status"] not in ("passed", "skipped") else "passed",
                                 **({"error_message": f"{sc.get('step') or ''}: {sc.get('message') or ''}"}
                                    if sc["status"] not in ("passed", "skipped") else {})}})
    return {
        "id": f"{entry['id']};{_slug(sc['name'])}", "line": sc["line"], "type": "scenario",
        "keyword": g.get("keyword") or "Scenario", "name": sc["name"], "description": "",
        "tags": _tags(g.get("tags", []) + [t for t in feat.get("tags", []) if t not in g.get("tags", [])],
                      sc["line"]),
        "steps": steps}


def write_ci_outputs(results: dict[str, Any], out: Path) -> list[Path]:
    """Write ``junit-scenarios.xml`` and ``cucumber.json`` into ``out``; return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    junit = out / JUNIT_FILE
    write_junit(to_junit(results), junit)
    cucumber = out / CUCUMBER_FILE
    # compact: json's C encoder (indenting takes the pure-Python one: 0.14 s against 0.03 s for the suite);
    # the same text as one json.dumps of the list, written a feature at a time
    with cucumber.open("w", encoding="utf-8") as f:
        f.write("[")
        for n, feature in enumerate(cucumber_features(results)):
            f.write((", " if n else "") + json.dumps(feature, ensure_ascii=False))
        f.write("]")
    return [junit, cucumber]
