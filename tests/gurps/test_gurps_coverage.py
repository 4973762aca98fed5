"""Every GURPS clause has a scenario, and every clause the engine cites exists."""

import re

from behave.parser import parse_file

from oracle.bdd.held import planned_scenarios
from oracle.bdd.hooks import clause_tags
from oracle.catalogue.load import PACKAGE_ROOT, catalogue

ROOT = PACKAGE_ROOT.parent


def tagged_clauses() -> set[str]:
    found = set()
    for path in (ROOT / "features" / "gurps").glob("*.feature"):
        for scenario in planned_scenarios(parse_file(str(path))):
            found.update(clause_tags(scenario.tags))
    return found


def test_every_gurps_clause_has_a_scenario():
    cat = catalogue()
    clauses = {c for c in cat.clauses if c.startswith("gurps.")}
    missing = sorted(clauses - tagged_clauses())
    assert not missing, f"clauses without a scenario: {missing}"


def test_every_clause_the_engine_names_is_in_the_catalogue():
    cat = catalogue()
    named = set()
    for path in (PACKAGE_ROOT / "gurps").glob("*.py"):
        named.update(re.findall(r'"(gurps\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)"', path.read_text(encoding="utf-8")))
    unknown = sorted(n for n in named if n not in cat.clauses and n not in cat.rulings and n not in cat.hooks)
    assert not unknown, unknown
