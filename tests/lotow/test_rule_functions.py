"""Every rule function of the sections on foot names its clauses; every clause of those sections has
a scenario tagged with it."""

import re
from pathlib import Path

from behave.parser import parse_file

from oracle.bdd.held import planned_scenarios
from oracle.catalogue.load import catalogue
from oracle.lotow import RULESET

SECTIONS = ("falling", "prone", "spotting", "obstacles", "levels")
CLAUSE = re.compile(r"lotow\.[a-z0-9-]+(?:\.[a-z0-9][a-z0-9-]*|\.\*)*")


def test_every_handler_of_the_sections_on_foot_names_a_clause_of_the_catalogue():
    cat = catalogue()
    for name, fn in RULESET.handlers.items():
        module = fn.__module__.rsplit(".", 1)[-1]
        if module not in SECTIONS:
            continue
        doc = fn.__doc__ or ""
        named = CLAUSE.findall(doc)
        assert named, f"{module}.{fn.__name__} names no clause in its docstring"
        for cid in named:
            if not cid.endswith("*"):
                assert cid in cat.clauses or cid in cat.rulings or cid in cat.hooks, f"{fn.__name__}: {cid}"


def test_every_clause_of_the_sections_on_foot_has_a_scenario():
    tagged = set()
    for path in Path("features/lotow").glob("*.feature"):
        for scenario in planned_scenarios(parse_file(str(path))):
            tagged |= {t[len("clause:"):] for t in scenario.tags if t.startswith("clause:")}
    mine = [c for c in catalogue().clauses if c.split(".")[1] in SECTIONS]
    assert len(mine) == 33
    assert not [c for c in mine if c not in tagged]


def test_every_reading_of_every_ruling_on_foot_has_a_scenario():
    readings = set()
    for path in Path("features/lotow").glob("*.feature"):
        for scenario in planned_scenarios(parse_file(str(path))):
            readings |= {t[len("ruling:"):] for t in scenario.tags if t.startswith("ruling:")}
    for ruling in catalogue().rulings.values():
        if ruling.id.split(".")[1] not in SECTIONS:
            continue
        for alt in ruling.alternatives:
            if alt.id != ruling.default:
                assert f"{ruling.id}={alt.id}" in readings, f"no scenario reads {ruling.id} as {alt.id}"
