"""The whole scenario suite on the reference engine: each feature file a test of its own (run in
this process, so that pytest-xdist spreads them and a failure names its scenarios), then the
report of the whole suite through the `oracle run` command.

The report is the one ``oracle run`` writes for the whole suite with the rulings side by side
(the ``suite_report`` fixture of tests/conftest.py, shared with
tests/clarify/test_card_and_sides.py, which checks the side-by-side part).
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.suite import builtin
from oracle.catalogue.load import catalogue

ROOT = Path(__file__).resolve().parent.parent
FEATURES = sorted(builtin().features.rglob("*.feature"))


def test_the_suite_has_a_feature_file_for_every_ruleset():
    assert {f.parent.name for f in FEATURES} >= {"lotow", "mordheim", "gurps", "ww2"}


@pytest.mark.parametrize("feature", FEATURES, ids=[f.relative_to(builtin().features).as_posix() for f in FEATURES])
def test_every_scenario_of_the_feature_passes(feature, tmp_path):
    results = tmp_path / "results.json"
    code = run_behave(["--no-capture", "--format", "null", "--no-summary", "--no-junit",
                       "-D", f"results={results}", str(feature)], RunSetup())
    scenarios = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
    assert scenarios, f"{feature}: no scenario ran"
    failed = [f"{sc['feature']}:{sc['line']} {sc['name']} ({sc['status']})\n    {sc.get('step')}: {sc.get('message')}"
              for sc in scenarios if sc["status"] != "passed"]
    assert not failed, "\n".join(failed)
    assert code == 0


@pytest.fixture
def report(suite_report):
    return suite_report


def test_the_report_files_are_written(report):
    out, _ = report
    for name in ("index.html", "coverage.md", "coverage.json"):
        assert (out / name).is_file(), name


def test_every_clause_is_green_in_coverage_json(report):
    out, _ = report
    data = json.loads((out / "coverage.json").read_text(encoding="utf-8"))
    cat = catalogue()
    assert {c["id"] for c in data["clauses"]} == set(cat.clauses)
    not_green = [(c["id"], c["status"]) for c in data["clauses"] if c["status"] != "green"]
    assert not not_green
    for c in data["clauses"]:
        assert c["exercised"] and c["scenarios"], c["id"]
        assert set(c["source"]) == {"file", "quote"}
        if c["kind"] != "base":
            assert c["source"]["quote"] in cat.texts[c["source"]["file"]] or all(
                frag in cat.texts[c["source"]["file"]] for frag in c["source"]["quote"].split("\n") if frag)


def test_the_markdown_report_states_the_totals(report):
    out, _ = report
    md = (out / "coverage.md").read_text(encoding="utf-8")
    cat = catalogue()
    assert f"**{len(cat.clauses)} of {len(cat.clauses)} clauses green**" in md


def no_browser(why: str) -> None:
    """Skip a browser test where there is no browser, except in CI (``CI`` set): there a missing
    browser fails, so that a CI machine without one cannot pass the rendering tests unseen."""
    if os.environ.get("CI"):
        pytest.fail(f"{why}; CI is set, so a missing browser is a failure")
    pytest.skip(why)


def _chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def test_the_html_report_renders_in_headless_chromium(report, tmp_path):
    """Chromium loads the page; its DOM has the totals, the Russian quotes and a clause with its scenarios."""
    out, _ = report
    chromium = _chromium()
    if chromium is None:
        no_browser("headless Chromium is not installed (Debian package 'chromium'; .ci/run installs it)")
    args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}"]
    shot = tmp_path / "report.png"  # one load of the page: its DOM on stdout, then the screenshot
    dom = subprocess.run(args + ["--dump-dom", f"--screenshot={shot}", "--window-size=1200,2000",
                                 (out / "index.html").as_uri()], capture_output=True, text=True, timeout=120).stdout
    assert 'id="totals"' in dom
    assert 'id="lotow.mounted.thrown-rider.1"' in dom
    assert "Вылетел из седла" in dom
    assert "lotow.mounted.obstacles.small-threshold" in dom
    assert shot.is_file() and shot.stat().st_size > 10_000
