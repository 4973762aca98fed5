"""`oracle run` on a user's own folder, outside this repository: their features, step modules
and tables with the oracle's; exit codes a pipeline can trust; per-scenario JUnit and Cucumber
JSON read by real consumers; the previous report left exactly as it was by bad input and by
Ctrl-C; `oracle init`; `oracle ask` with the user's tables."""

import hashlib
import importlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import uuid
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace

import pytest
import typer
import yaml
from junitparser import Error, Failure, JUnitXml
from markdown_it import MarkdownIt

import in_process
from oracle import cli
from oracle.catalogue.load import catalogue
from processes import processes_in, processes_with

ROOT = Path(__file__).resolve().parent.parent
USER_SUITE = ROOT / "tests" / "user_suite"
CONSUMERS = ROOT / "tests" / "consumers"
ENV = {k: v for k, v in os.environ.items() if k != "CI"} | {"PYTHONPATH": str(ROOT)}

EARLIER_RESULTS = '{"format": "rules-oracle-results", "version": 1, "engine": "an earlier run", "scenarios": [\n]}\n'
"""An earlier report's results.json as oracle run writes it (the run's fields on the first line, a scenario a line
after it): what makes a folder a report that a run may replace."""


def oracle(*args, cwd, env=None):
    """``oracle ARGS`` in this process (``tests/in_process.py``), outside CI, with ``env``'s variables besides. The
    two Ctrl-C tests start the command in a process of its own: the signal is what they test."""
    return in_process.oracle(args, cwd, env={"CI": None, "PYTHONPATH": str(ROOT), **(env or {})})


@pytest.fixture
def user(tmp_path_factory):
    """A copy of the user's folder (own feature, step module, table) outside the repository, made
    afresh for each test at the same place: the oracle, run in this process, keeps the step
    registry it loaded for a folder while the folder's step modules are unchanged (a copy keeps
    their size and time), so their step module is loaded once."""
    folder = tmp_path_factory.getbasetemp() / "their-repo"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(USER_SUITE, folder)
    (folder / ".git").mkdir()  # the top of their repository: the search for steps/ stops here
    return folder


def digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


# --- the user's own suite -----------------------------------------------------------------------


def test_their_features_steps_and_tables_run_with_the_oracles(user):
    proc = oracle("run", "features", "-q", cwd=user)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert [s["status"] for s in results["scenarios"]] == ["passed", "passed"]
    # their step loaded their table: the sheriff 1" north is sqrt(1.25^2 + 1^2) - 1 = 0.6" away
    assert results["scenarios"][0]["feature"] == "features/our_fence.feature"
    # "run took" is the run's wall time, not behave's time inside the scenarios alone
    assert results["seconds"] > results["scenario_seconds"] > 0
    # scope: their three clauses; every other clause is outside this run, never a gap
    assert "scope: 3 clause(s) in lotow" in proc.stdout
    outside = len(catalogue().clauses) - 3
    assert f"{outside} outside this run" in proc.stdout and "0 without a scenario" in proc.stdout
    coverage = json.loads((user / "report" / "coverage.json").read_text(encoding="utf-8"))
    statuses = {c["id"]: c["status"] for c in coverage["clauses"]}
    assert statuses["lotow.obstacles.thin-fence"] == "green"
    assert statuses["gurps.base.success-roll"] == "outside this run"
    assert "gap" not in statuses.values()
    assert coverage["scope"]["whole"] is False and coverage["scope"]["rulesets"] == ["lotow"]
    assert "outside this run" in (user / "report" / "coverage.md").read_text(encoding="utf-8")


class _Page(HTMLParser):
    """An HTML page's elements (by tag) and its text."""

    def __init__(self, html: str):
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.text.append(data)


@pytest.mark.parametrize("name, text", [
    ("behave.ini", "[behave]\nlang = ru\n"),  # their suite in Russian: the oracle's English features "malformed"
    ("setup.cfg", "[behave]\ntags = @nothing\n"),  # nothing selected
    ("tox.ini", "[behave]\ndry_run = true\n"),  # nothing run
    ("pyproject.toml", '[tool.behave]\ntags = ["@wip"]\nstop = true\n'),
    ("~/.behaverc", "[behave]\ntags = @nothing\n"),  # the user's own, in their home folder
], ids=["behave.ini", "setup.cfg", "tox.ini", "pyproject.toml", "home-behaverc"])
def test_their_behave_configuration_does_not_change_the_oracles_run(user, tmp_path, name, text):
    """A repository with a behave suite of its own has behave's settings in one of the files behave reads from the
    working folder or the home folder; `oracle run` there runs what its arguments say, as in a folder without them."""
    home = tmp_path / "home"
    home.mkdir()
    (home / name[2:] if name.startswith("~/") else user / name).write_text(text, encoding="utf-8")
    proc = oracle("run", "features", "-q", cwd=user, env={"HOME": str(home)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert [s["status"] for s in results["scenarios"]] == ["passed", "passed"]


def _named_scenario(folder: Path, name: str, feature: str, then: str):
    """``oracle run`` of one scenario named ``name`` (a rider thrown on a 1, then ``then``) in a
    feature named ``feature``; the process."""
    (folder / "names.feature").write_text(
        f"Feature: {feature}\n  @clause:lotow.mounted.thrown-rider.1\n"
        f"  Scenario: {name}\n    Given a rider on a horse\n"
        f"    When the rider rolls on the thrown-rider table and the die shows 1\n    Then {then}\n",
        encoding="utf-8")
    return oracle("run", "names.feature", "-q", "--no-sides", cwd=folder)


def _matrix_labelled(folder: Path, label: str) -> Path:
    """``oracle matrix`` of the last run's results as an engine labelled ``label`` gave them; its folder."""
    results = json.loads((folder / "report" / "results.json").read_text(encoding="utf-8"))
    results["engine"] = label
    (folder / "labelled.json").write_text(json.dumps(results), encoding="utf-8")
    proc = oracle("matrix", "labelled.json", "--out", "matrix", cwd=folder)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return folder / "matrix"


def test_the_html_reports_show_their_names_as_text_not_as_markup(tmp_path):
    """A scenario named with '<' (a fence '< 1\"' high, a pasted '<script>') and an engine's label went
    into the HTML report and the matrix as markup: the report's templates end in .html.j2, which
    jinja2's select_autoescape did not take for HTML, so nothing was escaped."""
    name = 'A fence < 1" high & <script>alert("x")</script> the rider\'s <b>leap</b>'
    proc = _named_scenario(tmp_path, name, "<i>names</i>", "the rider is on foot")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    index = _Page((tmp_path / "report" / "index.html").read_text(encoding="utf-8"))
    assert "script" not in index.tags
    assert name in "".join(index.text)
    matrix = _Page((_matrix_labelled(tmp_path, "cmd:node <i>engine</i>.js") / "matrix.html").read_text(encoding="utf-8"))
    assert "i" not in matrix.tags and "cmd:node <i>engine</i>.js" in "".join(matrix.text)


def _rendered(markdown: str) -> _Page:
    """Markdown as a CommonMark renderer (markdown-it, GitHub's and the forums' reading) shows it."""
    return _Page(MarkdownIt("commonmark").enable("table").render(markdown))


def test_the_markdown_reports_show_their_names_as_text_not_as_markup(tmp_path):
    """coverage.md, matrix.md and an answer's card.md wrote a user's text as it was: a scenario named
    with '<b>' or '*' lost its words to a renderer's tags and emphasis, a '|' split a table's cell."""
    name = 'A fence < 1" & <script>alert("x")</script> *not* [bold](javascript:x) `a|b` the_rider_'
    proc = _named_scenario(tmp_path, name, "names", "the rider is standing")
    assert proc.returncode == 1, proc.stdout + proc.stderr  # the rider thrown on a 1 lies prone
    coverage = _rendered((tmp_path / "report" / "coverage.md").read_text(encoding="utf-8"))
    assert not {"script", "em", "a", "b"} & set(coverage.tags)  # (the template's own: code, strong)
    assert name in "".join(coverage.text)
    label = "cmd:node <i>engine</i>.js --mode=`fast` *x*"
    matrix = _rendered((_matrix_labelled(tmp_path, label) / "matrix.md").read_text(encoding="utf-8"))
    assert not {"i", "em"} & set(matrix.tags) and label in "".join(matrix.text)
    question = yaml.safe_load((ROOT / "examples" / "ask" / "lotow-fence-1.5.yaml").read_text(encoding="utf-8"))
    question["title"] = "Must my <b>horse</b> jump *a* fence?"
    question["situation"] = "A rider_on_his_horse [see](javascript:x) & <i>a</i> passenger."
    (tmp_path / "q.yaml").write_text(yaml.safe_dump(question, allow_unicode=True), encoding="utf-8")
    proc = oracle("ask", "q.yaml", "--markdown", "card.md", cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    card = _rendered((tmp_path / "card.md").read_text(encoding="utf-8"))
    assert not {"b", "i", "a"} & set(card.tags)
    text = "".join(card.text)
    assert question["title"] in text and question["situation"] in text
    assert (tmp_path / "card.md").stat().st_size <= 4096


def test_a_scenario_of_theirs_that_fails_is_reported_per_scenario_in_junit(user):
    (user / "features" / "wrong.feature").write_text(
        "Feature: A wrong expectation\n\n"
        "  @clause:lotow.mounted.thrown-rider.1\n"
        "  Scenario: Thrown on a 1 yet standing\n"
        "    Given a rider on a horse\n"
        "    When the rider rolls on the thrown-rider table and the die shows 1\n"
        "    Then the rider is standing\n", encoding="utf-8")
    proc = oracle("run", "features", "-q", cwd=user)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    xml = JUnitXml.fromfile(str(user / "report" / "junit-scenarios.xml"))
    cases = {case.name: (suite, case) for suite in xml for case in suite}
    assert set(cases) == {"Two of our enemies charge the cowboy across our fence",
                          "Our rider thrown on a 1 takes a Strength 2 hit", "Thrown on a 1 yet standing"}
    suite, case = cases["Thrown on a 1 yet standing"]
    assert case.classname == "features.wrong" and case.time >= 0
    failure = case.result[0]
    assert isinstance(failure, Failure)
    assert "features/wrong.feature:7: Then the rider is standing" in failure.message
    assert "expected: the rider is standing" in failure.text and "actual:" in failure.text
    assert suite.failures == 1 and suite.tests == 1
    assert all(not c.result for _, c in (cases["Our rider thrown on a 1 takes a Strength 2 hit"],))


def _node_consumer():
    """The Cucumber JSON reader (its npm packages installed by conftest's ``install_node_packages``)."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed for the Cucumber JSON consumer (.ci/run installs them)")
    return CONSUMERS / "read_cucumber.cjs"


def test_cucumber_json_is_read_by_cucumber_report_tools(user, tmp_path):
    (user / "features" / "wrong.feature").write_text(
        "Feature: A wrong expectation\n\n"
        "  Background:\n    Given a rider on a horse\n\n"
        "  @clause:lotow.mounted.thrown-rider.1\n"
        "  Scenario: Thrown on a 1 yet standing\n"
        "    When the rider rolls on the thrown-rider table and the die shows 1\n"
        "    Then the rider is standing\n", encoding="utf-8")
    assert oracle("run", "features", "-q", cwd=user).returncode == 1
    reader = _node_consumer()
    html = tmp_path / "cucumber.html"
    proc = subprocess.run(["node", str(reader), str(user / "report" / "cucumber.json"), str(html)],
                          capture_output=True, text=True, timeout=120, cwd=CONSUMERS)
    assert proc.returncode == 0, proc.stderr
    read = json.loads(proc.stdout.strip().splitlines()[-1])
    assert read["implementation"] == "cucumber-js"
    by_name = {s["name"]: s for s in read["scenarios"]}
    wrong = by_name["Thrown on a 1 yet standing"]
    assert wrong["uri"] == "features/wrong.feature" and wrong["line"] == 7
    assert wrong["statuses"] == ["passed", "passed", "failed"]  # the background step, the roll, the check
    assert "expected: the rider is standing" in wrong["error"]
    assert by_name["Two of our enemies charge the cowboy across our fence"]["statuses"] == ["passed"] * 6
    assert "@clause:lotow.obstacles.thin-fence" in by_name["Two of our enemies charge the cowboy across our fence"]["tags"]
    assert html.is_file() and "Thrown on a 1 yet standing" in html.read_text(encoding="utf-8")


# --- exit codes: nothing ran, bad input; the previous report untouched --------------------------


@pytest.fixture
def previous(user):
    """A finished report in the user's folder, and its digest."""
    assert oracle("run", "features", "-q", cwd=user).returncode == 0
    return user / "report", digest(user / "report")


@pytest.mark.parametrize("args, setup, code, message", [
    (["--tags", "no-scenario-has-this-tag"], None, 5,
     "no scenario matched the tags 'no-scenario-has-this-tag' (nothing ran)"),
    # a clause the catalogue does not have: exit 5 as above, as if no scenario were tagged with it yet
    (["--tags", "clause:lotow.no.such"], None, 2,
     "--tags 'clause:lotow.no.such': no scenario is tagged with clause 'lotow.no.such', which the catalogue does not have"),
    (["empty.feature"], lambda u: (u / "empty.feature").write_text("", encoding="utf-8"), 5,
     "empty.feature: the file has no scenario (empty feature file; nothing ran)"),
    (["nothing-here"], lambda u: (u / "nothing-here").mkdir(), 2, "nothing-here: no feature file in this folder"),
    (["no/such/path"], None, 2, "no/such/path: no such file or folder"),
    (["notes.txt"], lambda u: (u / "notes.txt").write_text("x", encoding="utf-8"), 2,
     "notes.txt: not a feature file"),
    (["/dev/null"], None, 2, "/dev/null: not a feature file (a device or a pipe, not a file)"),
    (["pipe.feature"], lambda u: os.mkfifo(u / "pipe.feature"), 2,
     "pipe.feature: not a feature file (a device or a pipe, not a file)"),
    (["latin1.feature"], lambda u: (u / "latin1.feature").write_bytes(b"Feature: x\n  Scenario: caf\xe9\n"), 2,
     "latin1.feature:2: not UTF-8: byte offset 26 is 0xe9"),  # 11 bytes of line 1, 15 before the é
    (["features", "--tables", "tables"], lambda u: (u / "tables" / "lotow").mkdir(parents=True) or
     (u / "tables" / "lotow" / "bad.yaml").write_text("ruleset: lotow\ndescription: x\ntable: {fighters: [{id: a, position: {x: far, y: 0}}]}\n",
                                                     encoding="utf-8"), 2, "bad.yaml: table: fighters.0"),
    (["features"], lambda u: (u / "features" / "steps" / "broken.py").write_text("x = 1\nimport no_such_module\n",
                                                                              encoding="utf-8"), 2,
     "broken.py:2: step module does not import: ModuleNotFoundError"),
    # sys.exit at import ended the run there: exit 0 with no word and no report for sys.exit(0), a bare 1 for a text
    (["features"], lambda u: (u / "features" / "steps" / "leaves.py").write_text("import sys\n\nsys.exit(0)\n",
                                                                              encoding="utf-8"), 2,
     "leaves.py:3: step module does not import: it called sys.exit(0)"),
    (["features"], lambda u: (u / "features" / "steps" / "leaves.py").write_text("import sys\nsys.exit('no config')\n",
                                                                              encoding="utf-8"), 2,
     "leaves.py:2: step module does not import: it called sys.exit('no config')"),
    # behave's AmbiguousStep: the step already defined on a second line of the error
    (["features"], lambda u: (u / "features" / "steps" / "again.py").write_text(
        'from behave import given\n\n\n@given("a rider on a horse")\ndef mine(context):\n    pass\n', encoding="utf-8"),
     2, "again.py:4: step module does not import: AmbiguousStep: @given('a rider on a horse') has already been "
        "defined in existing step @given('a {who:Name} on a {kind:MountKind}') at "),
    (["features", "--report", "features/our_fence.feature"], None, 2, "is a file, not a folder"),
])
def test_bad_input_and_empty_selections_leave_the_previous_report(previous, user, args, setup, code, message):
    report, before = previous
    if setup is not None:
        setup(user)
    proc = oracle("run", *args, "-q", cwd=user)
    assert proc.returncode == code, proc.stdout + proc.stderr
    assert message in proc.stderr, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
    assert digest(report) == before, "the previous report is byte for byte as it was"
    assert not [p for p in user.iterdir() if p.name.startswith(".report.")], "no temporary folder left behind"


def test_an_unwritable_report_folder_is_one_line(user, tmp_path):
    if os.geteuid() == 0:
        target = Path("/proc/oracle-report")  # not writable even by root
    else:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        target = locked / "report"
    proc = oracle("run", "features", "--report", target, "-q", cwd=user)
    assert proc.returncode == 2
    assert f"--report {target}: cannot write there" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_the_report_folder_is_made_as_the_umask_says_and_keeps_the_earlier_reports_mode(user):
    """It was published as the temporary folder it was written in was made: for its owner alone (0700), whatever
    the umask, and a web server serving it, or a colleague, could not read it."""
    mask = os.umask(0o022)
    try:
        proc = oracle("run", "features", "--report", "report", "-q", cwd=user)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert (user / "report").stat().st_mode & 0o777 == 0o755
        (user / "report").chmod(0o750)
        proc = oracle("run", "features", "--report", "report", "-q", cwd=user)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert (user / "report").stat().st_mode & 0o777 == 0o750
    finally:
        os.umask(mask)


def test_a_report_folder_given_as_a_link_is_written_where_it_leads(user, tmp_path):
    """The report was renamed onto the link itself: the link became a folder, and the folder it led to (a web
    server's, say) kept the earlier report."""
    served = tmp_path / "served"
    served.mkdir()
    (served / "results.json").write_text(EARLIER_RESULTS, encoding="utf-8")
    os.symlink(served, user / "report")
    proc = oracle("run", "features", "--report", "report", "-q", cwd=user)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (user / "report").is_symlink() and os.readlink(user / "report") == str(served)
    assert json.loads((served / "results.json").read_text(encoding="utf-8"))["engine"] != "an earlier run"


@pytest.mark.parametrize("leads_to, line", [
    ("report", "--report report: a symbolic link that loops (it leads back to itself)"),
    ("nowhere", "--report report: a symbolic link to nowhere, which does not exist"),
], ids=["loop", "to-nothing"])
def test_a_report_folder_given_as_a_link_to_nowhere_is_one_line_before_the_run(user, leads_to, line):
    # a traceback once every scenario had run: NotADirectoryError, the report renamed onto the link
    os.symlink(leads_to, user / "report")
    proc = oracle("run", "features", "--report", "report", "-q", cwd=user)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: {line}\n")
    assert [p.name for p in user.iterdir() if p.name.startswith(".report")] == []


# --- stopping early: --fail-fast, --max-fail, Ctrl-C ----------------------------------------------


def test_fail_fast_and_max_fail_stop_the_run(user):
    wrong = "".join(f"  @clause:lotow.mounted.thrown-rider.1\n  Scenario: Wrong {i}\n    Given a rider on a horse\n"
                    "    When the rider rolls on the thrown-rider table and the die shows 1\n"
                    "    Then the rider is standing\n\n" for i in range(4))
    (user / "features" / "wrong.feature").write_text("Feature: Wrong\n\n" + wrong, encoding="utf-8")
    proc = oracle("run", "features/wrong.feature", "--fail-fast", "-q", cwd=user)
    assert proc.returncode == 1
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert [s["name"] for s in results["scenarios"]] == ["Wrong 0"]
    assert "stopped after 1 failed scenario(s) (--max-fail 1): 1 of 4 scenarios ran" in proc.stderr
    assert "ABORTED" not in proc.stdout + proc.stderr, "no user stopped it: " + proc.stdout
    proc = oracle("run", "features/wrong.feature", "--max-fail", "2", "-q", cwd=user)
    assert proc.returncode == 1
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert len(results["scenarios"]) == 2


def test_a_run_stopped_before_it_knew_its_total_says_how_far_it_got_without_one(tmp_path, capsys):
    """The selection is counted as each feature is read: a run stopped before the last one knows no total,
    and its line says how many scenarios ran, not "of None"."""
    progress = cli.Progress(show=False)
    discarded = []
    folder = SimpleNamespace(keep_partial=lambda: tmp_path / "report.partial", target=tmp_path / "report",
                             discard=lambda: discarded.append(True))
    with pytest.raises(typer.Exit):
        cli._interrupted(progress, folder, "scenarios")  # stopped while the steps were loaded: not "0 of 0"
    assert "error: interrupted before any scenario ran; the previous report is untouched\n" == capsys.readouterr().err
    assert discarded == [True]  # no partial report of nothing
    progress.started(None)
    progress.scenario_done({"status": "passed"})
    with pytest.raises(typer.Exit):
        cli._interrupted(progress, folder, "scenarios")
    err = capsys.readouterr().err
    assert "interrupted after 1 scenarios; the previous report is untouched" in err, err
    progress.counted(62)
    with pytest.raises(typer.Exit):
        cli._interrupted(progress, folder, "scenarios")
    assert "interrupted after 1 of 62 scenarios;" in capsys.readouterr().err


STOPPING = [(signal.SIGINT, 130), (signal.SIGTERM, 143)]
"""Ctrl-C, and the SIGTERM of ``timeout``, a cancelled CI job or ``docker stop`` (taken as a Ctrl-C,
exit code 128 + 15)."""


@pytest.mark.parametrize("signum, code", STOPPING, ids=["ctrl-c", "sigterm"])
def test_ctrl_c_leaves_the_previous_report_and_exits_130(previous, user, signum, code):
    report, before = previous
    # many slow scenarios: an engine that sleeps 0.1 s before every reply, so that the 62
    # scenarios take over 6 s and the signal, sent once one has its result, lands among them
    engine = user / "slow_engine.py"
    engine.write_text(
        "import sys, time\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "from examples.python_engine.engine import ThrownRiders\n"
        "class Slow:\n"
        "    def write(self, text):\n"
        "        time.sleep(0.1)\n"
        "        return sys.stdout.write(text)\n"
        "    def flush(self):\n"
        "        sys.stdout.flush()\n"
        "ThrownRiders().serve(stdout=Slow())\n", encoding="utf-8")
    rows = "".join(f"      | {1 + i % 6} |\n" for i in range(60))
    (user / "features" / "many.feature").write_text(
        "Feature: Many rolls\n\n  Background:\n    Given a rider on a horse\n\n"
        "  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: A roll of <roll>\n"
        "    When the rider rolls on the thrown-rider table and the die shows <roll>\n"
        "    Then the rider is on foot\n\n    Examples:\n      | roll |\n" + rows, encoding="utf-8")
    cmd = [sys.executable, "-m", "oracle.cli", "run", "features", "-q", "--engine",
           "cmd:" + shlex.join([sys.executable, str(engine), str(ROOT)])]
    proc = subprocess.Popen(cmd, cwd=user, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    partial = report.with_name("report.partial")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # wait until scenarios are running (some results recorded)
        tmp = [p for p in user.iterdir() if p.name.startswith(".report.tmp-")]
        if tmp and (tmp[0] / "results.partial.jsonl").is_file() and \
                (tmp[0] / "results.partial.jsonl").read_text(encoding="utf-8").count("\n") >= 1:
            break
        time.sleep(0.05)
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == code, out + err
    assert "interrupted after " in err and " of 62 scenarios" in err, err
    assert "ABORTED" not in out + err, "one line says the run was stopped: " + out + err
    assert digest(report) == before, "the previous report is byte for byte as it was"
    assert (partial / "results.partial.jsonl").is_file()
    assert not [p for p in user.iterdir() if p.name.startswith(".report.tmp-")]


def test_killed_outright_the_run_leaves_no_engine_running(user):
    """The oracle's process killed (SIGKILL: ``kill -9``, the out-of-memory killer) while its engine
    hangs: it can stop nothing then, and the engine, in a session of its own and never reading its
    stdin, ran on for ever. Linux kills it with the oracle (oracle/core/lifetime.py)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the request to die with the parent is Linux's")
    proc, _, left = stopped_while_a_silent_engine_starts(user, ["run", "features", "-q"], signal.SIGKILL)
    assert proc.returncode == -signal.SIGKILL
    assert not left, "the engine process outlived the oracle's"


def stopped_while_a_silent_engine_starts(folder: Path, args: list[str], signum) -> tuple[subprocess.Popen, str, list[str]]:
    """``oracle ARGS --engine <an engine that never answers>`` in ``folder``, sent ``signum`` once the
    engine's process is running: the finished command, its stderr, and the engine processes left
    (still there 10 s after the command ended)."""
    marker = f"silent-engine-{uuid.uuid4().hex}"
    engine = folder / "silent_engine.py"
    engine.write_text("import time\ntime.sleep(600)\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "oracle.cli", *args, "--engine", "cmd:" + shlex.join([sys.executable, str(engine), marker])]
    proc = subprocess.Popen(cmd, cwd=folder, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = f"{sys.executable} {engine} {marker} "

    def engines() -> list[str]:
        # the processes running the engine: not the oracle, whose command line names the marker too, nor
        # the oracle's fork on its way to the engine, which shows the oracle's command line until its exec
        # (found by one look and, during its exec, by no next one, it failed 2 of 20 full runs of the tests)
        return [p for p in processes_with(marker) if p.split(": ", 1)[1].startswith(started)]

    deadline = time.monotonic() + 60
    while not engines() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    if not engines():  # say why: the command ended first (and what it said), or the engine never showed
        proc.kill()
        out, err = proc.communicate(timeout=60)
        raise AssertionError(f"no engine process named {marker} within 60 s; the command "
                             + (f"ended with {proc.returncode}: {err or out}" if proc.returncode != -signal.SIGKILL
                                else "was still running"))
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=60)
    deadline = time.monotonic() + 10
    while engines() and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        return proc, err, engines()
    finally:
        for left in engines():  # not left running for the rest of the tests
            os.kill(int(left.split(":", 1)[0]), signal.SIGKILL)


@pytest.mark.parametrize("signum, code", STOPPING, ids=["ctrl-c", "sigterm"])
def test_stopped_during_the_handshake_the_run_leaves_no_engine_running(previous, user, signum, code):
    """An engine that never answers its handshake, and the run stopped while it waits: one line, the
    previous report as it was, and the engine process gone. It runs in a session of its own (a
    Ctrl-C at the terminal is the oracle's to handle), so no signal to the oracle reaches it: it
    was left running, for ever where it never reads its stdin."""
    report, before = previous
    proc, err, left = stopped_while_a_silent_engine_starts(user, ["run", "features", "-q"], signum)
    assert proc.returncode == code, err
    assert err.splitlines() == ["error: interrupted before any scenario ran; the previous report is untouched"], err
    assert digest(report) == before, "the previous report is byte for byte as it was"
    assert not left, "the engine process outlived the run"


@pytest.mark.parametrize("signum, code", STOPPING, ids=["ctrl-c", "sigterm"])
def test_any_command_stopped_says_so_in_one_line_and_leaves_no_engine(tmp_path, signum, code):
    """Another command stopped while its engine starts (here ``oracle smoke``): typer ended it with
    exit 130 and not a word, and the engine process ran on."""
    proc, err, left = stopped_while_a_silent_engine_starts(tmp_path, ["smoke"], signum)
    assert proc.returncode == code, err
    assert err.splitlines() == ["interrupted"], err
    assert not left, "the engine process outlived the command"


# --- oracle init ----------------------------------------------------------------------------------


def test_init_writes_a_starter_that_is_green_and_never_overwrites(tmp_path):
    import yaml

    target = tmp_path / "new-engine"
    proc = oracle("init", target, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    for ruleset in ("lotow", "mordheim", "gurps", "ww2"):
        text = (target / "features" / ruleset / "example.feature").read_text(encoding="utf-8")
        assert text.startswith("# ") and "@clause:" in text
    assert "command:" in (target / "engine.yaml").read_text(encoding="utf-8")
    workflow = yaml.safe_load((target / ".github" / "workflows" / "rules-oracle.yml").read_text(encoding="utf-8"))
    steps = workflow["jobs"]["rules"]["steps"]
    runs = " ".join(s.get("run", "") for s in steps)
    assert "pip install" in runs and 'oracle run features --engine "$ORACLE_ENGINE"' in runs
    assert any(s.get("uses", "").startswith("actions/upload-artifact") for s in steps)
    assert any("junit-scenarios.xml" in json.dumps(s.get("with", {})) for s in steps)
    run = oracle("run", "features", "-q", cwd=target)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "7/7 scenarios passed" in run.stdout
    again = oracle("init", target, cwd=tmp_path)
    assert again.returncode == 2
    assert "example.feature: already exists; oracle init writes nothing over existing files" in again.stderr


@pytest.mark.parametrize("in_the_way, line", [
    # a dangling symlink does not exist to Path.exists: the features were written, then the engine
    # config failed (or was written where the link points)
    (lambda d: os.symlink(d / "nowhere" / "engine.yaml", d / "engine.yaml"),
     "{d}/engine.yaml: is a symbolic link to {d}/nowhere/engine.yaml, which does not exist; oracle init writes "
     "nothing over existing files"),
    # a link that loops was said to be a dangling one
    (lambda d: os.symlink(d / "engine.yaml", d / "engine.yaml"),
     "{d}/engine.yaml: is a symbolic link that loops (it leads back to itself); oracle init writes nothing over "
     "existing files"),
    # a file where the workflow's folder goes: "cannot write (File exists)" after the features were written
    (lambda d: (d / ".github").write_text("", encoding="utf-8"),
     "{d}/.github: is a file, where a folder must be; oracle init writes nothing over existing files"),
])
def test_init_checks_every_target_first_and_writes_nothing_when_one_is_in_the_way(tmp_path, in_the_way, line):
    target = tmp_path / "starter"
    target.mkdir()
    in_the_way(target)
    before = sorted(p.name for p in target.iterdir())
    proc = oracle("init", target, cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.splitlines() == ["error: " + line.format(d=target)]
    assert sorted(p.name for p in target.iterdir()) == before and not (tmp_path / "starter" / "nowhere").exists()


# --- ask and explain from elsewhere -----------------------------------------------------------


def test_ask_finds_a_setup_in_their_scenarios_folder(user):
    question = user / "fence.yaml"
    question.write_text(
        "title: Can two of them charge the cowboy across our fence?\nruleset: lotow\nsetup: lotow/our-fence\n"
        "actions:\n  - {action: charge-across, attacker: deputy, target: cowboy, obstacle: fence}\n"
        "question:\n  how_likely: [the cowboy is engaged with the deputy]\n", encoding="utf-8")
    proc = oracle("ask", question, "--json", cwd=user)
    assert proc.returncode == 0, proc.stderr
    answer = json.loads(proc.stdout)
    assert "Our own fence line" in json.dumps(answer)


def test_explain_shows_the_scenarios_from_any_folder(tmp_path):
    proc = oracle("explain", "lotow.mounted.thrown-rider.1", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "[passed] A rider thrown on a 1 takes a Strength 2 hit and lies prone" in proc.stdout


def test_junit_keeps_an_errored_scenarios_step_and_the_engines_stderr(tmp_path, faulty):
    config = tmp_path / "crash.yaml"
    config.write_text(json.dumps({"command": faulty("crash"),
                                  "cwd": str(ROOT), "timeout": 20}), encoding="utf-8")
    proc = oracle("run", "-q", "--report", tmp_path / "report", "--engine", config,
                  "features/lotow/thrown_riders.feature", cwd=ROOT)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    xml = JUnitXml.fromfile(str(tmp_path / "report" / "junit-scenarios.xml"))
    cases = {case.name: case for suite in xml for case in suite}
    crashed = cases["A rider thrown on a 4 lands beside the mount and does nothing more -- @1.3 "]
    assert crashed.classname == "features.lotow.thrown_riders"
    error = crashed.result[0]
    assert isinstance(error, Error)
    assert "thrown_riders.feature:24" in error.message and "the engine exited (status 3) without replying" in error.message
    assert "faulty engine: crash on request" in crashed.system_err
    assert all(c.is_passed for name, c in cases.items() if c is not crashed)


def test_from_inside_the_checkout_a_folder_elsewhere_runs(user):
    proc = oracle("run", user / "features", "-q", "--report", user / "report", cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert [s["status"] for s in results["scenarios"]] == ["passed", "passed"]
    assert results["scenarios"][0]["feature"] == str(user / "features" / "our_fence.feature")


def test_ctrl_c_during_the_rulings_side_by_side_leaves_the_previous_report(tmp_path):
    report = tmp_path / "report"
    report.mkdir()
    (report / "results.json").write_text(EARLIER_RESULTS, encoding="utf-8")
    before = digest(report)
    # a ruleset's scenarios, then those that consult a ruling re-run under each reading: Mordheim's
    # re-runs take about 4.5 s of CPU (the other rulesets' 1.5-2 s, then the gallery and the report),
    # so the signal below, sent once the first re-run has begun, comes well inside them; the whole
    # built-in suite's side by side is the same rounds of re-runs, with the other rulesets' scenarios
    temp = tmp_path / "temp"  # the process's temporary folder: each re-run writes its results in a folder there
    temp.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "oracle.cli", "run", "-q", "--sides",
                             str(ROOT / "features" / "mordheim")],
                            cwd=tmp_path, env=ENV | {"TMPDIR": str(temp)}, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 600
    ran = 0
    while time.monotonic() < deadline and proc.poll() is None and not ran:
        tmp = [p for p in tmp_path.iterdir() if p.name.startswith(".report.tmp-")]
        if tmp and (tmp[0] / "results.json").is_file():  # every scenario ran
            ran = len(json.loads((tmp[0] / "results.json").read_text(encoding="utf-8"))["scenarios"])
        else:
            time.sleep(0.05)
    while time.monotonic() < deadline and proc.poll() is None and \
            not any(temp.rglob("results.partial.jsonl")) and not any(temp.rglob("results.json")):
        time.sleep(0.05)  # until the first re-run writes its results: the re-runs have begun
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 130, out[-2000:] + err[-2000:]
    assert f"interrupted after {ran} of {ran} scenarios (during the rulings side by side)" in err, \
        f"stdout: {out[-2000:]!r} stderr: {err[-2000:]!r}"
    assert digest(report) == before
    assert (tmp_path / "report.partial" / "results.json").is_file()
    # the re-runs' processes are ended and their folders removed with the command
    assert not list(temp.iterdir()), sorted(map(str, temp.rglob("*")))[:10]
    assert not processes_in(tmp_path)


def test_cucumber_json_of_localised_outlined_features_is_read_too(tmp_path):
    """Russian and Chinese keywords, outlines, backgrounds: still Cucumber JSON the tools read."""
    features = ["features/lotow/mounted_terrain_ru.feature", "features/gurps/mount_out_of_control_zh.feature",
                "features/lotow/thrown_riders.feature"]
    proc = oracle("run", *features, "-q", "--report", tmp_path / "report", cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))
    reader = _node_consumer()
    read = subprocess.run(["node", str(reader), str(tmp_path / "report" / "cucumber.json"), str(tmp_path / "c.html")],
                          capture_output=True, text=True, timeout=120, cwd=CONSUMERS)
    assert read.returncode == 0, read.stderr
    scenarios = json.loads(read.stdout.strip().splitlines()[-1])["scenarios"]
    assert len(scenarios) == len(results["scenarios"])
    assert {s["uri"] for s in scenarios} == set(features)
    assert all(set(s["statuses"]) == {"passed"} for s in scenarios)
    assert any(s["name"].startswith("Вероятности") or "забор" in s["name"] for s in scenarios)


@pytest.mark.parametrize("stage", ["write_gallery", "write_matrix"])
def test_ctrl_c_while_the_report_is_written_leaves_the_previous_report(tmp_path, monkeypatch, stage):
    """A Ctrl-C after the last re-run, as the gallery or the report's files are written: one line
    that says so, exit 130, the previous report as it was, what was written kept aside. The
    signal is stood in for by the KeyboardInterrupt it raises, at a known stage (in process)."""
    machinery = importlib.import_module("oracle.commands.machinery")

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(machinery, stage, interrupted)
    report = tmp_path / "report"
    report.mkdir()
    (report / "results.json").write_text(EARLIER_RESULTS, encoding="utf-8")
    before = digest(report)
    proc = in_process.oracle(["run", "-q", "--sides", "--report", report, ROOT / "features" / "ww2" / "dash.feature"],
                             cwd=tmp_path)
    assert proc.returncode == 130, proc.stdout + proc.stderr
    ran = len(json.loads((tmp_path / "report.partial" / "results.json").read_text(encoding="utf-8"))["scenarios"])
    assert ran > 0
    assert proc.stderr.strip().splitlines() == [
        f"interrupted after {ran} of {ran} scenarios (while the report was written); the previous report is "
        f"untouched; partial results: {tmp_path / 'report.partial'}"], proc.stderr
    assert digest(report) == before
