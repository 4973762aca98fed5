"""An outline's examples: a column is used wherever behave fills a row in, and only there.

The parser (:func:`oracle.bdd.held.parse_file`) refuses examples with no row and a column the
outline never names; these cases are the places behave puts a row's value (its name, the
examples' name, the tags, the steps' text, tables and doc strings, the background's steps), each
of which must count as a use, and one place it does not (the feature's description)."""

import pytest
from behave.parser import ParserError

from oracle.bdd.held import parse_file

HEAD = "Feature: x\n  Some words about <h>.\n\n"
STEPS = "    Given a rider on a horse\n"
EXAMPLES = "    Examples: {name}\n      | h |\n      | 1 |\n      | 2 |\n"


@pytest.mark.parametrize("background, outline, steps, examples_name", [
    ("", "  Scenario Outline: jump <h>\n", STEPS, ""),
    ("", "  @height.<h>\n  Scenario Outline: y\n", STEPS, ""),
    ("", "  Scenario Outline: y\n", STEPS, "at <h>"),
    ("", "  Scenario Outline: y\n", "    Given a fence <h>\" high\n", ""),
    ("", "  Scenario Outline: y\n", STEPS + "      | height |\n      | <h>    |\n", ""),
    ("", "  Scenario Outline: y\n", STEPS + "      | <h> |\n      | x   |\n", ""),
    ("", "  Scenario Outline: y\n", STEPS + '      """\n      height <h>\n      """\n', ""),
    ("  Background:\n    Given a fence <h>\" high\n\n", "  Scenario Outline: y\n", STEPS, ""),
])
def test_a_column_named_anywhere_behave_fills_it_in_is_used(tmp_path, background, outline, steps, examples_name):
    path = tmp_path / "x.feature"
    path.write_text(HEAD + background + outline + steps + EXAMPLES.format(name=examples_name), encoding="utf-8")
    feature = parse_file(str(path))
    assert len(feature.scenarios[0].scenarios) == 2


@pytest.mark.parametrize("text, message, line", [
    # named only in the feature's description, which behave does not fill in
    (HEAD + "  Scenario Outline: y\n" + STEPS + EXAMPLES.format(name=""), r"column 'h' .* is named nowhere in the outline", 7),
    # the second examples block has a heading and no row
    (HEAD + "  Scenario Outline: y <h>\n" + STEPS + EXAMPLES.format(name="") + "    Examples: more\n      | h |\n",
     "have no row, so the outline would run no scenario", 11),
    # an outline inside a Rule
    ("Feature: x\n  Rule: r\n    Scenario Outline: y\n      Given a rider on a horse\n"
     "      Examples:\n        | h |\n        | 1 |\n", "column 'h'", 6),
    ("Feature: x\n  Scenario Outline: y\n    Given a fence <h>\" high\n    Examples:\n      | h | h |\n      | 1 | 2 |\n",
     r"column 'h' .* is there twice, and behave fills <h> in from the first only", 5),
    # behave left <who> as text, and a field that reads any word made a model called '<who>'
    ("Feature: x\n  Scenario Outline: y\n    Given a <who> on a horse\n    And a fence <h>\" high\n"
     "    Examples:\n      | h |\n      | 1 |\n", r"names <who>, but its examples have no column 'who'", 6),
])
def test_an_outline_whose_examples_break_the_rules_is_refused_at_their_line(tmp_path, text, message, line):
    path = tmp_path / "x.feature"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ParserError, match=message) as err:
        parse_file(str(path))
    assert err.value.line == line and err.value.filename == str(path)


def test_the_rows_own_placeholders_need_no_column(tmp_path):
    path = tmp_path / "x.feature"
    path.write_text("Feature: x\n  Scenario Outline: y <row.id> of <examples.name> (<examples.index>, <row.index>)\n"
                    "    Given a fence <h>\" high\n    Examples: tall\n      | h |\n      | 1 |\n", encoding="utf-8")
    assert len(parse_file(str(path)).scenarios[0].scenarios) == 1


SOLDIERS = '      Given an infantry squad "rifles" with these soldiers\n        | soldier | distance | seen | distance |\n' \
           "        | near    | 10 cm    | yes  | 50 cm    |\n"


@pytest.mark.parametrize("before", [
    "  Scenario: y\n",
    "  Background:\n",
    "  Scenario Outline: y <h>\n",
    "  Rule: r\n    Scenario: y\n",
], ids=["scenario", "background", "outline", "rule"])
def test_a_step_table_with_a_column_twice_is_refused_at_its_line(tmp_path, before):
    """A step reads a cell by its column's heading: behave gave the first 'distance' (10 cm), and the
    second (50 cm) was read by nothing while the scenario passed."""
    examples = "    Examples:\n      | h |\n      | 1 |\n" if "Outline" in before else ""
    after = "  Scenario: z\n    Given a rider on a horse\n" if "Background" in before else ""
    path = tmp_path / "x.feature"
    path.write_text("Feature: x\n" + before + SOLDIERS + examples + after, encoding="utf-8")
    with pytest.raises(ParserError, match=r"column 'distance' of the data table of step 'Given an infantry squad "
                                          r"\"rifles\" with these soldiers' is there twice") as err:
        parse_file(str(path))
    assert err.value.line == before.count("\n") + 3
