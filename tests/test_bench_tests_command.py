"""The benchmark's measure of the README's test command (``python -m bench.run --only tests``): what it reads
of pytest's output and of the per-test plugin's files, and a run of it on one test."""

import pytest

from bench import tests_command


@pytest.mark.parametrize("output, counts, seconds", [
    ("....\n2281 passed in 91.36s (0:01:31)\n", {"passed": 2281}, 91.36),
    ("F.\n=== short test summary info ===\nFAILED tests/a.py::b\n16 failed, 2260 passed, 5 errors in 72.99s (0:01:12)\n",
     {"failed": 16, "passed": 2260, "errors": 5}, 72.99),
    ("..\n2 passed, 1 warning in 0.80s\n", {"passed": 2, "warning": 1}, 0.8),
])
def test_pytests_last_summary_line_gives_the_counts_and_seconds(output, counts, seconds):
    assert tests_command.pytest_summary(output) == (counts, seconds)


def test_output_without_a_summary_line_is_named_by_its_last_line():
    with pytest.raises(ValueError, match="printed no summary line; its last line: ImportError while loading conftest"):
        tests_command.pytest_summary("ImportError while loading conftest\n")


SMALL_FEATURE = "features/gurps/mounted_defence_zh.feature"
"""Two scenarios: the pace of this module's runs (the whole suite's is the measure's own)."""


def test_a_run_on_one_test_is_timed_and_its_cpu_counted():
    # one test, in pytest's own process (-n 0 after the README's -n auto), and the pace on a small feature: the whole
    # measure
    res = tests_command.measure(["-n", "0", "tests/test_report_json.py::test_each_clause_and_each_ruling_is_a_line_and_quotes_stay_readable"],
                               pace=[SMALL_FEATURE])
    assert res["counts"] == {"passed": 1} and res["exit_code"] == 0
    assert 0 < res["by_pytest_s"] <= res["wall_s"] and res["cpu_s"] > 0 and res["controller_own_s"] > 0
    assert res["workers_own_s"] == 0 and len(res["pace_s"]) == 2 and all(pace > 0 for pace in res["pace_s"])
    assert res["cpu_per_pace"] == pytest.approx(res["cpu_s"] / (sum(res["pace_s"]) / 2), rel=0.01)  # figures rounded
    assert res["status"] == "met" and res["ratio"] == res["by_pytest_s"] / 75
    lines = []
    tests_command.rows(res, lambda *cells, **_: lines.append(cells))
    assert lines[0][0].startswith("9 tests: the README's test command / 75 s, by pytest (1 passed; ") and len(lines) == 4
    assert lines[2][0].startswith("9 same, its CPU / the suite's on the reference (`oracle run -q --no-sides`, ")
    assert lines[2][1] == res["cpu_per_pace"]


def test_a_pace_run_that_fails_is_no_pace_and_says_why_beside_the_commands_figures(tmp_path):
    missing = tmp_path / "no.feature"
    with pytest.raises(RuntimeError, match=r"^oracle run -q --no-sides exited with 2: .*no\.feature"):
        tests_command.suite_pace([str(missing)])
    res = tests_command.measure(["-n", "0", "tests/test_bench_tests_command.py::test_output_without_a_summary_line_is_named_by_its_last_line"],
                               pace=[str(missing)])
    assert res["counts"] == {"passed": 1} and res["pace_s"] is None and res["cpu_per_pace"] is None
    assert res["pace_why"].startswith("oracle run -q --no-sides exited with 2: ")
    lines = []
    tests_command.rows(res, lambda *cells, **_: lines.append(cells))
    assert lines[2] == ("9 same, its CPU / the suite's on the reference (the pace of the hour)", None, "", res["pace_why"])


def test_a_failing_test_is_named_in_the_measure(tmp_path):
    case = tmp_path / "test_case.py"
    case.write_text("def test_two_is_three():\n    assert 2 == 3\n", encoding="utf-8")
    res = tests_command.measure(["-n", "0", str(case)], pace=None)
    assert res["counts"] == {"failed": 1} and res["exit_code"] == 1
    assert len(res["failed"]) == 1 and res["failed"][0].startswith("FAILED ") and "test_two_is_three" in res["failed"][0]
    lines = []
    tests_command.rows(res, lambda *cells, **_: lines.append(cells[0]))
    assert lines[2] == "9 same, its CPU / the suite's on the reference (the pace of the hour)" and res["pace_why"] == "not measured"
    assert lines[3] == f"9 same, {res['failed'][0]}"


def test_a_command_that_ends_before_its_tests_is_not_available_with_why(tmp_path):
    broken = tmp_path / "conftest.py"
    broken.write_text("import no_such_module_here\n", encoding="utf-8")
    (tmp_path / "test_x.py").write_text("def test_x():\n    pass\n", encoding="utf-8")
    res = tests_command.measure(["-n", "0", str(tmp_path / "test_x.py")], pace=None)
    assert res == {"status": "not available", "why": "the test command printed no summary line (exit status 4); its "
                   "last line: E   ModuleNotFoundError: No module named 'no_such_module_here'"}
    lines = []
    tests_command.rows(res, lambda *cells, **_: lines.append(cells))
    assert lines == [("9 tests: the README's test command", None, "<=1x", f"not available: {res['why']}")]
