"""The report's JSON files (``coverage.json``, ``matrix.json``) are the JSON of their data, laid out one
entry a line (``oracle/report/jsontext.py``): whatever the data, a JSON reader gets it back as it was."""

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.report.jsontext import spread_json

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
    st.text() | st.integers() | st.booleans() | st.none(), inner, max_size=5), max_leaves=40)


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES, st.integers(min_value=0, max_value=4))
def test_any_json_value_reads_back_as_the_standard_librarys_text_of_it_does(value, depth):
    text = spread_json(value, depth)
    assert json.loads(text) == json.loads(json.dumps(value, ensure_ascii=False))


def test_each_clause_and_each_ruling_is_a_line_and_quotes_stay_readable():
    data = {"engine": "reference",
            "scope": {"whole": True, "rulesets": ["lotow", "gurps"]},
            "totals": {"clauses": 2, "green": 2},
            "clauses": [{"id": "lotow.mounted.thrown-rider.1", "source": {"quote": "Вылетел из седла"}},
                        {"id": "gurps.mounted", "source": {"quote": "骑术"}}],
            "rulings_side_by_side": {"rulings": [{"id": "r1", "changes": {"a": []}}, {"id": "r2", "changes": {}}],
                                     "totals": {"settled": 1}},
            "none": [], "empty": {}}
    assert spread_json(data) == (
        '{\n'
        ' "engine": "reference",\n'
        ' "scope": {\n'
        '  "whole": true,\n'
        '  "rulesets": ["lotow", "gurps"]\n'
        ' },\n'
        ' "totals": {"clauses": 2, "green": 2},\n'
        ' "clauses": [\n'
        '  {"id": "lotow.mounted.thrown-rider.1", "source": {"quote": "Вылетел из седла"}},\n'
        '  {"id": "gurps.mounted", "source": {"quote": "骑术"}}\n'
        ' ],\n'
        ' "rulings_side_by_side": {\n'
        '  "rulings": [\n'
        '   {"id": "r1", "changes": {"a": []}},\n'
        '   {"id": "r2", "changes": {}}\n'
        '  ],\n'
        '  "totals": {"settled": 1}\n'
        ' },\n'
        ' "none": [],\n'
        ' "empty": {}\n'
        '}')


def test_a_number_that_is_no_json_number_is_written_as_the_standard_library_writes_it():
    """As ``json.dumps`` wrote these files before: the layout changes nothing of what is written."""
    assert spread_json({"a": [{"x": math.inf}], "b": -math.inf}) == '{\n "a": [\n  {"x": Infinity}\n ],\n "b": -Infinity\n}'
