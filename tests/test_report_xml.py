"""The JUnit files hold whatever text a run gives them (an engine's reasons, a scenario's name) as XML 1.0
can: a control character is written as its escape, and the file parses."""

from xml.dom import minidom

from junitparser import JUnitXml

from cycles import left_to_the_collector, named
from oracle.report.ci import to_junit as scenarios_junit
from oracle.report.ci import write_junit
from oracle.report.matrix import to_junit as clauses_junit
from oracle.report.xmltext import xml_text


def test_what_xml_cannot_hold_is_written_as_its_escape_and_the_rest_as_it_is():
    assert xml_text("\x1b[31mred\x1b[0m\x08\x00") == "\\x1b[31mred\\x1b[0m\\x08\\x00"
    assert xml_text("a lone \ud800 surrogate, \ufffe") == "a lone \\ud800 surrogate, \\ufffe"
    kept = "tab\t, lines\n\r, Кавалерийский 骑术 [b]x[/b] & <é>"
    assert xml_text(kept) is kept


def test_the_clause_junit_of_a_matrix_parses_with_an_engines_control_characters():
    label = "engine \x1b[1mv2\x1b[0m"
    matrix = {"engines": [{"label": label, "totals": {"failed": 1, "errored": 1, "skipped": 1}}],
              "clauses": [
                  {"ruleset": "lotow", "section": "thrown-riders", "id": "lotow.mounted.thrown-rider.1",
                   "results": {label: {"status": "errored", "reason": "boom\x08\x07"}}},
                  {"ruleset": "lotow", "section": "thrown-riders", "id": "lotow.mounted.thrown-rider.6",
                   "results": {label: {"status": "skipped", "reason": "not \x1b[2myet"}}},
                  {"ruleset": "lotow", "section": "thrown-riders", "id": "lotow.mounted.thrown-rider.2-5",
                   "results": {label: {"status": "failed", "divergence": {
                       "step": "Then the rider is prone\x0b", "expected": "prone", "got": "standing\x1b",
                       "scenario": "thrown\x0c", "where": "f.feature:3"}}}}]}
    doc = minidom.parseString(clauses_junit(matrix))
    assert doc.getElementsByTagName("testsuite")[0].getAttribute("name") == "engine \\x1b[1mv2\\x1b[0m"
    assert doc.getElementsByTagName("error")[0].getAttribute("message") == "boom\\x08\\x07"
    assert doc.getElementsByTagName("skipped")[0].getAttribute("message") == "not \\x1b[2myet"
    failure = doc.getElementsByTagName("failure")[0]
    assert failure.getAttribute("message") == "Then the rider is prone\\x0b: expected prone; got standing\\x1b"
    assert failure.firstChild.data == "thrown\\x0c (f.feature:3)"


def test_the_scenario_junit_parses_with_control_characters_in_names_reasons_and_stderr(tmp_path):
    scenarios = [{"feature": "features/x\x01.feature", "name": "row \x02", "line": 3, "status": "skipped",
                  "message": "skipped: \x1b[2mlater", "seconds": 0.1, "detail": "stderr \x1b[31mred\x1b[0m"}]
    path = tmp_path / "junit.xml"
    write_junit(scenarios_junit({"scenarios": scenarios, "engine": "cmd:eng \x1b"}), path)
    case = minidom.parse(str(path)).getElementsByTagName("testcase")[0]
    assert case.getAttribute("name") == "row \\x02"
    assert case.getElementsByTagName("skipped")[0].getAttribute("message") == "skipped: \\x1b[2mlater"
    assert case.getElementsByTagName("system-err")[0].firstChild.data == "stderr \\x1b[31mred\\x1b[0m"


def _scenarios(n: int) -> list[dict]:
    return [{"feature": f"features/{'ab'[i % 2]}.feature", "name": f"row {i}", "line": 3 + i, "clauses": ["x.y"],
             "status": ("passed", "skipped")[i % 3 == 0], "message": "not yet", "seconds": 0.001} for i in range(n)]


def test_the_scenario_junit_is_one_element_a_line_indented_and_reads_back_whole(tmp_path):
    path = tmp_path / "junit-scenarios.xml"
    write_junit(scenarios_junit({"scenarios": _scenarios(6), "engine": "reference"}), path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith('<?xml version="1.0" encoding="utf-8"?>\n<testsuites ') and text.endswith("</testsuites>\n")
    lines = text.splitlines()
    assert lines[2].startswith("\t<testsuite ")
    assert [line for line in lines if line.strip().startswith("<testcase ")][0].startswith("\t\t<testcase ")
    assert any(line == '\t\t\t<skipped message="not yet" />' for line in lines), lines
    xml = JUnitXml.fromfile(str(path))
    assert (xml.tests, xml.skipped) == (6, 2)
    assert [[case.name for case in suite] for suite in xml] == [["row 0", "row 2", "row 4"], ["row 1", "row 3", "row 5"]]


def test_writing_the_scenario_junit_leaves_nothing_for_the_cyclic_collector(tmp_path):
    """junitparser's ``pretty=True`` parsed the whole text again into a minidom document, whose nodes point at their
    parents and siblings: for the built-in suite about 50 000 objects that only the cyclic collector could free."""
    xml = scenarios_junit({"scenarios": _scenarios(400)})
    with left_to_the_collector() as found:
        write_junit(xml, tmp_path / "junit.xml")
        del xml
    # (ElementTree's indent leaves one function of its own, whatever the size of the tree)
    left = named(found, "xml.dom.minidom") + named(found, "junitparser.junitparser")
    assert not left, f"{len(left)} objects only the cyclic collector could free, such as {left[:3]}"
