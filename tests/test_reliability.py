"""Every bad input and engine fault, over all the commands: one line naming the input, the
documented exit code, no traceback, and the previous report left byte for byte as it was.

Each case runs the ``oracle`` command's ``main`` in a folder of bad inputs, with a previous
report (and a previous ``--out`` folder) in place: in this process (``tests/in_process.py``:
the same arguments, folder and environment, stdout and stderr apart, the exit code), except
the cases in ``IN_A_PROCESS``, which start ``python -m oracle.cli`` as a user does, so that the
exit status a shell sees, stderr's encoding of a non-UTF-8 name and a usage error before any
command runs are checked end to end. Engine processes are real in every case."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from in_process import oracle as oracle_here

ROOT = Path(__file__).resolve().parent.parent
FEATURE = str(ROOT / "features" / "lotow" / "falling.feature")
QUESTION = str(ROOT / "examples" / "ask" / "lotow-fence-1.5.yaml")
ACTION = '{"action": "roll-thrown-rider", "fighter": "rider"}'
SAMPLE = "py:examples.python_engine.engine:ThrownRiders"
TRY = ["--table", "lotow/rider-and-passenger", "--action", "roll-thrown-rider fighter=rider", "--dice", "1"]

EARLIER_RESULTS = '{"format": "rules-oracle-results", "version": 1, "engine": "an earlier run", "scenarios": [\n]}\n'
"""An earlier report's results.json as oracle run writes it (the run's fields on the first line, a scenario a line
after it): what makes a folder a report that a run may replace."""


def _write(root: Path, name: str, data: bytes | str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> Path:
    """A folder of bad inputs (and a few good ones to combine them with)."""
    root = tmp_path_factory.mktemp("inputs")
    question = Path(QUESTION).read_text(encoding="utf-8")
    files = {
        "bad-bytes.feature": b"Feature: x\n  Scenario: y\n    Given a rider on a horse \xff\xfe\n",
        "empty.feature": "Feature: nothing here\n",
        "notes.txt": "Feature: x\n",
        "malformed.feature": "Feature: x\n  Scenario: y\n    Given a rider on a horse\n  Examples:\n   | a |\n",
        "untagged.feature": "Feature: x\n  Scenario: y\n    Given a rider on a horse\n",
        # a doc string never closed: behave read the rest of the file (the second scenario) as its text
        "unclosed.feature": ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                             "    Given a rider on a horse\n      \"\"\"\n      a note\n\n"
                             "        @clause:lotow.mounted.thrown-rider.1\n        Scenario: z\n"
                             "      Given a rider on a horse\n"),
        # examples with a heading and no row: the outline ran no scenario, and the run passed
        "no-rows.feature": ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: y\n"
                            "    Given a rider on a horse\n"
                            "    When the rider rolls on the thrown-rider table and the die shows <die>\n"
                            "    Examples:\n      | die |\n"),
        # a column no step names: both rows ran the same scenario, the second's "thrown" checked by nothing
        "unused-column.feature": ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: y\n"
                                  "    Given a rider on a horse\n"
                                  "    When the rider rolls on the thrown-rider table and the die shows <die>\n"
                                  "    Then the rider lies prone\n"
                                  "    Examples:\n      | die | outcome |\n      | 1   | prone   |\n"
                                  "      | 1   | thrown  |\n"),
        # behave looked the language up without a check: a KeyError and its traceback
        "unknown-language.feature": "# language: xx\nFeature: x\n",
        # a folder of someone's other files, and a folder of features, that --report must not replace
        "mycode/main.py": "print('mine')\n",
        # a folder of someone's files with a results.json of another tool: taken for an earlier report and replaced
        "theirs/results.json": '{"numFailedTests": 0, "numPassedTests": 5}\n',
        "theirs/notes.md": "mine\n",
        "suite/falling.feature": Path(FEATURE).read_text(encoding="utf-8"),
        "two-readings.feature": ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1 "
                                 "@ruling:lotow.mounted.obstacles.small-threshold=printed "
                                 "@ruling:lotow.mounted.obstacles.small-threshold=half-inch\n  Scenario: y\n"
                                 "    Given a rider on a horse\n"),
        "afile": "",
        "list.json": "[1, 2]\n",
        "object.json": '{"foo": 1}\n',
        "string.json": '"results"\n',
        "broken.json": '{"engine": "x", \n',
        "bad-bytes.json": b'{"engine": "\xff"}',
        "wrong-version.json": json.dumps({"version": 7, "engine": "x", "scenarios": []}),
        "wrong-shape.json": json.dumps({"engine": "x", "scenarios": [{"feature": "f", "line": "nine"}]}),
        "wrong-format.json": json.dumps({"format": "junit", "engines": []}),
        "matrix-missing-cell.json": json.dumps({"engines": [{"label": "a", "totals": {}, "summary": "",
                                                             "badge": {"schemaVersion": 1, "label": "", "message": "",
                                                                       "color": ""}}],
                                                "clauses": [{"id": "c", "ruleset": "r", "section": "s",
                                                             "section_title": "", "title": "", "kind": "core",
                                                             "results": {}}]}),
        "good-table.yaml": (ROOT / "examples" / "tables" / "rider-on-horse.yaml").read_text(encoding="utf-8"),
        "broken-table.yaml": "ruleset: lotow\ndescription: x\ntable: [\n",
        "wrong-table.yaml": "ruleset: lotow\ndescription: x\ntable:\n  fighters: 3\n",
        "bad-bytes.yaml": b"ruleset: lotow\n\xff\n",
        "tab-indented.yaml": question.replace("\n  fighters:", "\n\tfighters:", 1),
        "pegasus.yaml": question.replace("mount: horse", "mount: pegasus"),
        "no-ruleset.yaml": question.replace("ruleset: lotow\n", ""),
        "broken-question.yaml": "title: [\n",
        # read the file the path led to, out of the tables' folder (here the checkout's examples/tables/)
        "climbing-setup.yaml": ("title: x\nruleset: lotow\nsetup: lotow/../../examples/tables/rider-on-horse\n"
                                "actions: [{action: roll-thrown-rider, fighter: rider}]\n"),
        "unclosed-engine.yaml": "command: 'python3 -c \"print(1)'\n",
        "typo-engine.yaml": 'command: ["python3", "-c", "pass"]\ntimeuot: 3\n',
        "no-command.yaml": "timeout: 3\n",
        # a timeout that cannot be: every request timed out at once, or the run errored on a TypeError
        "negative-timeout.yaml": 'command: ["python3", "-c", "pass"]\ntimeout: -1\n',
        "word-timeout.yaml": 'command: ["python3", "-c", "pass"]\ntimeout: ten\n',
        "endless-timeout.yaml": 'command: ["python3", "-c", "pass"]\ntimeout: .inf\n',
        "list-engine.yaml": "- python3\n- engine.py\n",
        "lost-cwd.yaml": "command: python3 engine.py\ncwd: no/such/folder\n",
        "silent-engine.yaml": json.dumps({"command": [sys.executable, "-c", "import time; time.sleep(60)"],
                                          "start_timeout": 0.3}),
        "their engines/engine.py": "print('an engine in a folder whose name holds a space')\n",
        "engines/not-executable.py": "print('an engine without the permission to run it')\n",
        "engines/lost-interpreter.py": "#!/no/such/python3\nprint('an engine whose interpreter is not there')\n",
        "indented-engine.py": "import json, sys\nfor line in sys.stdin:\n    print(json.dumps({'cmd': 'started', "
                              "'protocol': 1, 'engine': {'name': 'x'}, 'rulesets': {}}, indent=2), flush=True)\n",
        "refusing-engine.py": "import json, sys\nfor line in sys.stdin:\n    print(json.dumps({'cmd': 'errored', "
                              "'seq': 0, 'context': {'message': 'no licence file in ~/.acme'}}), flush=True)\n",
        "two-line-name-engine.py": "import json, sys\nfor line in sys.stdin:\n    print(json.dumps({'cmd': 'started', "
                                   "'protocol': 1, 'engine': {'name': 'acme\\nengine'}, 'rulesets': {}}), flush=True)\n",
        "other-protocol.py": "import json, sys\nfor line in sys.stdin:\n    print(json.dumps({'cmd': 'started', "
                             "'protocol': 99, 'engine': {'name': 'x'}, 'rulesets': {}}), flush=True)\n",
        "bad-tables/lotow/broken.yaml": "ruleset: lotow\ntable: [\n",
        # named lotow/mine, a table of mordheim: a scenario that loaded it erred at its first action
        "misplaced-tables/lotow/mine.yaml": "ruleset: mordheim\ndescription: x\ntable: {warriors: [{id: hero}]}\n",
        # a key given twice: PyYAML kept the last without a word (a horse of Move 3, a timeout of 60 s)
        "twice-question.yaml": question.replace("kind: horse,", "kind: horse, move: 3,"),
        "twice-table.yaml": (ROOT / "examples" / "tables" / "rider-on-horse.yaml").read_text(encoding="utf-8")
        .replace("move: 10,", "move: 10, move: 3,"),
        "octal-question.yaml": question.replace("move: 10,", "move: 010,"),
        "twice-engine.yaml": 'command: ["python3", "-c", "pass"]\ntimeout: 3\nstart_timeout: 3\ntimeout: 60\n',
        # each a traceback: a UnicodeDecodeError, and Popen's "ValueError: embedded null byte" or "illegal
        # environment variable name"; an engine config that is a folder was "no engine config file"
        "latin1-engine.yaml": b"command: python3 engine.py  # caf\xe9\n",
        "nul-engine.yaml": 'command: ["python3", "engine\\0.py"]\n',
        "nul-env-engine.yaml": 'command: python3 engine.py\nenv:\n  MODE: "a\\0b"\n',
        "equals-env-engine.yaml": 'command: python3 engine.py\nenv:\n  "MODE=fast": "1"\n',
        "folder-engine.yaml/engine.py": "",
        "twice-tables/lotow/twice.yaml": "ruleset: lotow\ndescription: x\ndescription: y\ntable: {}\n",
        "existing/engine.yaml": "command: [x]\n",
        # pydantic's lax mode read YAML's true as 1 in every count: a squadron of one rider at the start, one hit
        "true-tables/ww2/squadron.yaml": (ROOT / "scenarios" / "ww2" / "two-bike-squadron.yaml")
        .read_text(encoding="utf-8").replace("riders_at_start: 4", "riders_at_start: true"),
        "true-hits-question.yaml": ("title: What does a hit do to a squadron?\nruleset: ww2\nsetup: ww2/two-bike-squadron\n"
                                    "actions:\n  - {action: shoot-motorcycles, unit: recon, hits: true, range: 20}\n"),
        # a reading asked for with a capital: read by nothing, the scenario ran under the default reading
        "miscased-ruling.feature": "Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n"
                                   "  @Ruling:lotow.mounted.obstacles.small-threshold=printed\n  Scenario: y\n"
                                   "    Given a rider on a horse\n",
        "no-colon.feature": "Feature: x\n\n  Scenario y\n    Given a rider on a horse\n",
        "no-colon-ru.feature": "# language: ru\nФункция: x\n\n  Сценарий y\n    Допустим всадник\n",
        "feature-no-colon.feature": "@lotow\nFeature x\n\n  Scenario: y\n    Given a rider on a horse\n",
        "feature-no-colon-ru.feature": "# language: ru\nФункция x\n\n  Сценарий: y\n    Допустим всадник\n",
        "keyword-like.feature": "Feature: x\n  Examples of riders are below.\n  Scenarios follow.\n",
        # a Chinese keyboard's colon (U+FF1A): "lacks the colon", of a line that seems to have one
        "fullwidth-colon-zh.feature": "# language: zh-CN\n功能：坐骑\n\n  场景:2\n    假如骑士骑着一匹受过战斗训练的马\n",
        "fullwidth-colon-scenario.feature": ("# language: zh-CN\n功能:坐骑\n  @clause:gurps.mount-out-of-control.roll\n"
                                             "  场景：2\n    假如骑士骑着一匹受过战斗训练的马\n"),
        "fullwidth-colon-description.feature": ("# language: zh-CN\n@clause:gurps.mount-out-of-control.roll\n功能:坐骑\n\n"
                                                "  场景：2\n    假如骑士骑着一匹受过战斗训练的马\n"),
        # "Scenario z" among the steps of y: behave's "Parser failure in state=steps"
        "second-scenario-no-colon.feature": ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                             "    Given a rider on a horse\n  Scenario z\n    Given a rider on a horse\n"),
    }
    for name, data in files.items():
        _write(root, name, data)
    (root / "engines" / "lost-interpreter.py").chmod(0o755)
    (root / "a-folder").mkdir()
    (root / "a-folder.yaml").mkdir()
    # a link that leads back to itself, and one to a file that is gone, in a folder of features
    (root / "links" / "gone").mkdir(parents=True)
    os.symlink("loop.feature", root / "links" / "loop.feature")
    os.symlink("nowhere.feature", root / "links" / "gone" / "gone.feature")
    (root / "a-folder.json").mkdir()
    return root


# (id, arguments, exit code, what the one line must contain).  "{root}" is the folder of inputs.
CASES = [
    # --- run: paths, features, options
    ("run-missing-path", ["run", "features/nosuch.feature"], 2, "features/nosuch.feature: no such file or folder"),
    ("run-non-utf8-feature", ["run", "bad-bytes.feature"], 2, "bad-bytes.feature:3: not UTF-8: byte offset 54 is 0xff"),
    ("run-not-a-feature", ["run", "notes.txt"], 2, "notes.txt"),
    # a traceback (RuntimeError: Symlink loop from ...); in a folder, "cannot be read (permission denied)"
    ("run-looping-link", ["run", "links/loop.feature"], 2,
     "links/loop.feature: a symbolic link that loops (it leads back to itself)"),
    ("run-link-to-nothing-in-a-folder", ["run", "links/gone"], 2,
     "links/gone/gone.feature: a symbolic link to nowhere.feature, which does not exist"),
    # behave ran the last scenario for a line past the end of the file
    ("run-line-past-the-end", ["run", "suite/falling.feature:9999"], 2,
     "suite/falling.feature:9999: the file has lines 1 to"),
    ("run-malformed-feature", ["run", "malformed.feature"], 2, "malformed.feature"),
    ("run-unclosed-doc-string", ["run", "unclosed.feature"], 2,
     'unclosed.feature:5: the doc string opened with """ is never closed'),
    ("run-examples-without-rows", ["run", "no-rows.feature"], 2,
     "no-rows.feature:7: the examples of scenario outline 'y' have no row, so the outline would run no scenario"),
    ("run-examples-column-unused", ["run", "unused-column.feature"], 2,
     "column 'outcome' of the examples of scenario outline 'y' is named nowhere in the outline (no <outcome> in its "
     "name, tags or steps), so every row would run the same scenario; put <outcome> where it belongs (a column that "
     "only labels its rows, in the outline's name) or leave the column out"),
    ("run-unknown-language", ["run", "unknown-language.feature"], 2,
     """unknown-language.feature:1: unknown language 'xx' in the '# language:' comment"""),
    ("run-untagged-scenario", ["run", "untagged.feature", FEATURE], 2,
     "untagged.feature:2: scenario 'y' names no clause (tag it @clause:ID)"),
    ("run-empty-feature", ["run", "empty.feature"], 5, "empty.feature: the file has no scenario"),
    # Gherkin reads a keyword without its colon as the feature's description: the file ran nothing,
    # and the message said only that it was empty
    ("run-scenario-without-colon", ["run", "no-colon.feature"], 5,
     "no-colon.feature:3: the file has no scenario: 'Scenario y' lacks the colon after its keyword, so it is "
     "read as the feature's description (nothing ran)"),
    ("run-russian-scenario-without-colon", ["run", "no-colon-ru.feature"], 5,
     "no-colon-ru.feature:4: the file has no scenario: 'Сценарий y' lacks the colon after its keyword"),
    # the feature's own keyword without its colon: behave's "Parser failure in state=initial ... No feature found"
    ("run-feature-without-colon", ["run", "feature-no-colon.feature"], 2,
     "feature-no-colon.feature:2: 'Feature x' lacks the colon after its keyword: 'Feature:'"),
    ("run-russian-feature-without-colon", ["run", "feature-no-colon-ru.feature"], 2,
     "feature-no-colon-ru.feature:2: 'Функция x' lacks the colon after its keyword: 'Функция:'"),
    ("run-feature-fullwidth-colon", ["run", "fullwidth-colon-zh.feature"], 2,
     "fullwidth-colon-zh.feature:2: '功能：坐骑' lacks the colon after its keyword: '功能:' (the '：' in it is a fullwidth "
     "colon, U+FF1A, which Gherkin does not read as the colon)"),
    ("run-tagged-scenario-fullwidth-colon", ["run", "fullwidth-colon-scenario.feature"], 2,
     "fullwidth-colon-scenario.feature:4: '场景：2' lacks the colon after its keyword: '场景:' (the '：' in it is a "
     "fullwidth colon, U+FF1A, which Gherkin does not read as the colon)"),
    ("run-scenario-fullwidth-colon-in-description", ["run", "fullwidth-colon-description.feature"], 5,
     "fullwidth-colon-description.feature:5: the file has no scenario: '场景：2' lacks the colon after its keyword (the "
     "'：' in it is a fullwidth colon, U+FF1A, which Gherkin does not read as the colon), so it is read as the "
     "feature's description (nothing ran)"),
    ("run-second-scenario-without-colon", ["run", "second-scenario-no-colon.feature"], 2,
     "second-scenario-no-colon.feature:5: 'Scenario z' lacks the colon after its keyword: 'Scenario:'"),
    # description text that only begins as a keyword does ("Examples", "Scenarios") is no such line
    ("run-description-with-keyword-like-words", ["run", "keyword-like.feature"], 5,
     "keyword-like.feature: the file has no scenario (empty feature file; nothing ran)"),
    ("run-no-tag-matches", ["run", "--tags", "clause:lotow.mounted.thrown-rider.1", FEATURE], 5,
     "no scenario matched the tags"),
    # a clause no scenario can be tagged with: "no scenario matched", exit 5, as if none were tagged with it yet
    ("run-tag-of-no-clause", ["run", "--tags", "clause:no.such.clause", FEATURE], 2,
     "--tags 'clause:no.such.clause': no scenario is tagged with clause 'no.such.clause', which the catalogue does not have"),
    # the expression's parser raised through the run: a traceback, and an empty report folder made
    ("run-tags-not-an-expression", ["run", "--tags", "@a and", FEATURE], 2, "--tags '@a and': not a tag expression"),
    # behave reads the option as "( )", no expression: a traceback, and the report folder made
    ("run-tags-empty", ["run", "--tags", "", FEATURE], 2,
     "--tags '': an empty tag expression names no tag (leave --tags out to run every scenario)"),
    ("run-report-is-a-file", ["run", "--report", "afile", FEATURE], 2, "--report afile: is a file, not a folder"),
    ("run-report-below-a-file", ["run", "--report", "afile/report", FEATURE], 2,
     "afile is a file, not a folder)"),
    # the report replaces its folder whole: these replaced the working folder (its features, its engine
    # config) or a folder of other files with the report, and deleted what was there
    ("run-report-is-the-working-folder", ["run", "--report", ".", FEATURE], 2,
     "--report .: is the working folder or a folder above it"),
    ("run-report-above-the-working-folder", ["run", "--report", "..", FEATURE], 2,
     "--report ..: is the working folder or a folder above it"),
    ("run-report-holds-the-features", ["run", "--report", "suite", "suite"], 2, "which this run reads"),
    ("run-report-over-other-files", ["run", "--report", "mycode", FEATURE], 2,
     "--report mycode: holds files and is not an earlier report (it has no results.json)"),
    ("run-report-over-another-tools-results", ["run", "--report", "theirs", FEATURE], 2,
     "--report theirs: holds files and is not an earlier report (its results.json is not one oracle run wrote)"),
    ("run-unknown-ruling", ["run", "--ruling", "no.such.ruling=x", FEATURE], 2, "no.such.ruling"),
    ("run-unknown-alternative", ["run", "--ruling", "lotow.mounted.obstacles.small-threshold=quarter-inch", FEATURE],
     2, "has no alternative 'quarter-inch'"),
    ("run-ruling-without-value", ["run", "--ruling", "lotow.mounted.obstacles.small-threshold", FEATURE], 2,
     "lotow.mounted.obstacles.small-threshold"),
    # which of two readings won depended on the order of the options (of a scenario's tags: of a set)
    ("run-ruling-twice", ["run", "--ruling", "lotow.mounted.obstacles.small-threshold=printed",
                          "--ruling", "lotow.mounted.obstacles.small-threshold=half-inch", FEATURE], 2,
     "--ruling: ruling lotow.mounted.obstacles.small-threshold is given two readings, 'printed' and 'half-inch'"),
    ("run-ruling-tags-twice", ["run", "two-readings.feature"], 2,
     "two-readings.feature:3: @ruling tags: ruling lotow.mounted.obstacles.small-threshold is given two readings"),
    ("run-ruling-tag-miscased", ["run", "miscased-ruling.feature"], 2,
     "miscased-ruling.feature:4: the tag @Ruling:lotow.mounted.obstacles.small-threshold=printed is read by nothing; "
     "did you mean @ruling:lotow.mounted.obstacles.small-threshold=printed? (tags are case-sensitive)"),
    ("run-unknown-forced-ruling", ["run", "--force-ruling", "no.such.ruling=x", FEATURE], 2, "no.such.ruling"),
    ("run-tables-not-a-folder", ["run", "--tables", "afile", FEATURE], 2,
     "--tables afile: is a file; --tables wants a folder of <ruleset>/<name>.yaml tables"),
    # a folder that is not there was "not a folder" too
    ("run-tables-missing", ["run", "--tables", "nosuch", FEATURE], 2,
     "--tables nosuch: does not exist; --tables wants a folder of <ruleset>/<name>.yaml tables"),
    ("run-bad-table-in-tables", ["run", "--tables", "bad-tables", FEATURE], 2, "broken.yaml"),
    ("run-table-in-another-games-folder", ["run", "--tables", "misplaced-tables", FEATURE], 2,
     "misplaced-tables/lotow/mine.yaml: ruleset: mordheim, but the table is in the folder lotow, so its name, "
     "lotow/mine, says lotow: move it to mordheim/ or correct its ruleset"),
    ("run-table-count-true", ["run", "--tables", "true-tables", FEATURE], 2,
     "squadron.yaml: table: units.0.riders_at_start: Input should be a whole number, not true"),
    ("run-max-fail-negative", ["run", "--max-fail", "-1", FEATURE], 2, "--max-fail"),
    ("run-unknown-option", ["run", "--colour", FEATURE], 2, "--colour"),
    # --- run: engines
    ("run-unknown-engine", ["run", "--engine", "carrier-pigeon", FEATURE], 2, "unknown engine 'carrier-pigeon'"),
    # what --engine "$ENGINE" gives with the variable unset: the reference verified as the engine under test
    ("run-engine-empty", ["run", "--engine", "", FEATURE], 2, "--engine '': an empty engine spec names no engine"),
    ("run-engine-not-found", ["run", "--engine", "cmd:no-such-engine-binary", FEATURE], 2,
     "--engine cmd:no-such-engine-binary: the engine did not start: cannot start no-such-engine-binary"),
    # the path's space left unquoted: the command split there, and "their" is no program
    ("run-engine-path-with-a-space", ["run", "--engine", "cmd:their engines/engine.py", FEATURE], 2,
     "cannot start their engines/engine.py: No such file or directory; 'their engines/engine.py' is a file: "
     "a path that holds spaces is quoted, as a shell would read it: 'their engines/engine.py'"),
    # the system's words alone: "Permission denied" for a folder or a file without x, "No such file or
    # directory" for a file that is there
    ("run-engine-a-folder", ["run", "--engine", "cmd:./a-folder", FEATURE], 2,
     "cannot start ./a-folder: Permission denied; './a-folder' is a folder, not a program"),
    ("run-engine-not-executable", ["run", "--engine", "cmd:./engines/not-executable.py --fast", FEATURE], 2,
     "cannot start ./engines/not-executable.py --fast: Permission denied; './engines/not-executable.py' is a file "
     "that is not executable: make it so (chmod +x ./engines/not-executable.py) or name the program that runs it"),
    ("run-engine-lost-interpreter", ["run", "--engine", "cmd:engines/lost-interpreter.py", FEATURE], 2,
     "cannot start engines/lost-interpreter.py: No such file or directory; 'engines/lost-interpreter.py' is there, "
     "but the interpreter its first line names is not: #!/no/such/python3"),
    ("run-engine-here-without-a-slash", ["run", "--engine", "cmd:other-protocol.py --fast", FEATURE], 2,
     "cannot start other-protocol.py --fast: No such file or directory; 'other-protocol.py' is a file in the "
     "engine's folder, but a command without a '/' is looked for on PATH: write ./other-protocol.py --fast"),
    ("run-engine-exits-at-start", ["run", "--engine", "cmd:python3 -c pass", FEATURE], 2,
     "--engine cmd:python3 -c pass: the engine did not start: the engine exited (status 0)"),
    ("run-engine-never-answers", ["run", "--engine", "silent-engine.yaml", FEATURE], 2,
     "--engine silent-engine.yaml: the engine did not start: no reply within 0.3 s"),
    ("run-engine-other-protocol", ["run", "--engine", "cmd:python3 other-protocol.py", FEATURE], 2,
     "the engine speaks protocol 99"),
    # "not JSON ... what it prints for people goes to stderr"
    ("run-engine-indented-handshake", ["run", "--engine", "cmd:python3 indented-engine.py", FEATURE], 2,
     "the engine's first line is not JSON, where its 'started' handshake was due: { (a message is one line of JSON, "
     "and this looks like the first line of one written over several, as an indenting writer puts it out: write it "
     "without newlines)"),
    # the schema's five complaints, with not a word of the engine's own
    # a name over two lines broke every one-line message that names the engine
    ("run-engine-name-of-two-lines", ["run", "--engine", "cmd:python3 two-line-name-engine.py", FEATURE], 2,
     "the engine's handshake is not a valid 'started' message: engine.name: a name shown in one-line messages: "
     "it holds the control character '\\n'"),
    ("run-engine-errored-at-start", ["run", "--engine", "cmd:python3 refusing-engine.py", FEATURE], 2,
     "--engine cmd:python3 refusing-engine.py: the engine reported an error instead of its 'started' handshake: "
     '{"message": "no licence file in ~/.acme"}'),
    ("run-engine-prints-first", ["run", "--engine", "cmd:echo hello, I am an engine", FEATURE], 2,
     "--engine cmd:echo hello, I am an engine: the engine's first line is not JSON, where its 'started' "
     "handshake was due: hello, I am an engine (an engine writes only protocol lines on stdout; what it "
     "prints for people goes to stderr)"),
    # shlex's ValueError went up as a traceback
    ("run-engine-unclosed-quote", ["run", "--engine", 'cmd:python3 -c "print(1)', FEATURE], 2,
     "--engine cmd:python3 -c \"print(1): the command line 'python3 -c \"print(1)' cannot be split into words: "
     "no closing quotation"),
    ("run-engine-config-unclosed-quote", ["run", "--engine", "unclosed-engine.yaml", FEATURE], 2,
     "--engine unclosed-engine.yaml: the command line 'python3 -c \"print(1)' cannot be split into words"),
    ("run-engine-config-typo", ["run", "--engine", "typo-engine.yaml", FEATURE], 2, "unknown: timeuot"),
    ("run-engine-config-no-command", ["run", "--engine", "no-command.yaml", FEATURE], 2, "needs 'command'"),
    ("run-engine-config-negative-timeout", ["run", "--engine", "negative-timeout.yaml", FEATURE], 2,
     "negative-timeout.yaml: timeout: Input should be greater than 0"),
    ("run-engine-config-word-timeout", ["run", "--engine", "word-timeout.yaml", FEATURE], 2,
     "word-timeout.yaml: timeout: Input should be a valid number"),
    ("run-engine-config-endless-timeout", ["run", "--engine", "endless-timeout.yaml", FEATURE], 2,
     "endless-timeout.yaml: timeout: Input should be a finite number"),
    ("run-engine-config-a-list", ["run", "--engine", "list-engine.yaml", FEATURE], 2,
     "list-engine.yaml: an engine config is a mapping of settings, not a list"),
    ("run-engine-config-missing", ["run", "--engine", "nosuch.yaml", FEATURE], 2, "nosuch.yaml"),
    ("run-engine-config-no-such-cwd", ["run", "--engine", "lost-cwd.yaml", FEATURE], 2,
     "--engine lost-cwd.yaml: cwd: no folder "),
    ("run-py-engine-missing-module", ["run", "--engine", "py:no_such_module:Engine", FEATURE], 2,
     "cannot import 'no_such_module'"),
    ("run-py-engine-missing-attr", ["run", "--engine", "py:examples.python_engine.engine:Nobody", FEATURE], 2,
     "has no 'Nobody'"),
    # --- ask
    ("ask-non-utf8", ["ask", "bad-bytes.yaml"], 2, "bad-bytes.yaml:2: not UTF-8: byte offset 15 is 0xff"),
    # the parser said "found character that cannot start any token", of a character it did not name
    ("ask-tab-indented", ["ask", "tab-indented.yaml"], 2,
     "tab-indented.yaml:7: not valid YAML: a tab, which YAML does not allow for indentation: indent with spaces"),
    ("ask-a-folder", ["ask", "a-folder"], 2, "a-folder: is a folder, not a question file"),
    ("ask-missing-file", ["ask", "nosuch.yaml"], 2, "nosuch.yaml: no such question file"),
    ("ask-unknown-mount", ["ask", "pegasus.yaml"], 2, "pegasus.yaml: actions.0.mount: no mount called 'pegasus'"),
    ("ask-no-ruleset", ["ask", "no-ruleset.yaml"], 2, "no-ruleset.yaml: ruleset"),
    ("ask-broken-yaml", ["ask", "broken-question.yaml"], 2, "broken-question.yaml"),
    ("ask-setup-climbing-out", ["ask", "climbing-setup.yaml"], 2,
     "climbing-setup.yaml: setup: 'lotow/../../examples/tables/rider-on-horse' is not the name of a table: a table's "
     "name is <ruleset>/<name>, for the file scenarios/<ruleset>/<name>.yaml"),
    ("ask-count-true", ["ask", "true-hits-question.yaml"], 2,
     "true-hits-question.yaml: actions.0: shoot-motorcycles: hits: Input should be a whole number, not true"),
    ("ask-key-twice", ["ask", "twice-question.yaml"], 2, "twice-question.yaml:11: not valid YAML: the key 'move' "
     "is given twice in one mapping (first on line 11): which one is meant?"),
    # PyYAML (YAML 1.1) read 010 as 8: a horse of Move 8
    ("ask-octal-number", ["ask", "octal-question.yaml"], 2, "octal-question.yaml:11: not valid YAML: '010' reads as 8 "
     "here (YAML 1.1 takes it in base 8) and as 10 in YAML 1.2: write the number you mean, or quote it"),
    ("run-table-key-twice", ["run", "--tables", "twice-tables", FEATURE], 2,
     "twice.yaml:3: not valid YAML: the key 'description' is given twice in one mapping (first on line 2)"),
    ("stats-table-key-twice", ["stats", "--engine", SAMPLE, "--table", "twice-table.yaml", "--action", ACTION], 2,
     "twice-table.yaml:7: not valid YAML: the key 'move' is given twice in one mapping (first on line 7)"),
    ("run-engine-config-not-utf8", ["run", "--engine", "latin1-engine.yaml", FEATURE], 2,
     "--engine latin1-engine.yaml:1: not UTF-8: byte offset 33 is 0xe9 (save the file as UTF-8)"),
    ("run-engine-config-nul-in-command", ["run", "--engine", "nul-engine.yaml", FEATURE], 2,
     "--engine nul-engine.yaml: command: a process cannot be given a NUL character (\\0), "
     "as word 2 holds"),
    ("run-engine-config-nul-in-env", ["run", "--engine", "nul-env-engine.yaml", FEATURE], 2,
     "--engine nul-env-engine.yaml: env.MODE: a process cannot be given a NUL character"),
    ("run-engine-config-equals-in-env-name", ["run", "--engine", "equals-env-engine.yaml", FEATURE], 2,
     "--engine equals-env-engine.yaml: env.MODE=fast.[key]: an environment variable's "
     "name is not empty and holds no '='"),
    ("run-engine-config-a-folder", ["run", "--engine", "folder-engine.yaml", FEATURE], 2,
     "--engine folder-engine.yaml: is a folder, not an engine config file"),
    ("run-engine-config-key-twice", ["run", "--engine", "twice-engine.yaml", FEATURE], 2,
     "--engine twice-engine.yaml:4: not valid YAML: the key 'timeout' is given twice in one "
     "mapping (first on line 2): which one is meant?"),
    ("stats-action-key-twice", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action",
                                '{"action": "roll-thrown-rider", "fighter": "rider", "fighter": "horse"}'], 2,
     "--action: not valid JSON or YAML: the key 'fighter' is given twice in one mapping (first on line 1): which one is meant?"),
    ("ask-engine-empty", ["ask", QUESTION, "--engine", ""], 2, "--engine '': an empty engine spec names no engine"),
    # the message went out on six lines, without the option it came from
    ("ask-unknown-engine", ["ask", QUESTION, "--engine", "carrier-pigeon"], 2,
     "--engine carrier-pigeon: unknown engine 'carrier-pigeon': use 'reference' (this project's own, in process); "),
    ("ask-card-is-a-folder", ["ask", QUESTION, "--card", "a-folder"], 2, "--card a-folder: is a folder"),
    # the system's "File exists" said nothing of which file
    ("ask-card-below-a-file", ["ask", QUESTION, "--card", "afile/card.html"], 2,
     "--card afile/card.html: cannot write (afile is a file, not a folder)"),
    ("ask-markdown-is-a-folder", ["ask", QUESTION, "--markdown", "a-folder"], 2, "--markdown a-folder: is a folder"),
    # the answer was written over the question file, or the card over the Markdown, and the command said it wrote both
    ("ask-markdown-is-the-question", ["ask", "pegasus.yaml", "--markdown", "pegasus.yaml"], 2,
     "--markdown pegasus.yaml: is the question file too, and would be written over; give each its own file"),
    ("ask-two-outputs-one-file", ["ask", QUESTION, "--card", "card.html", "--bbcode", "./card.html"], 2,
     "--bbcode card.html: is the --card file too, and would be written over; give each its own file"),
    ("ask-tables-not-a-folder", ["ask", QUESTION, "--tables", "afile"], 2,
     "--tables afile: is a file; --tables wants a folder of <ruleset>/<name>.yaml tables"),
    ("ask-tables-missing", ["ask", QUESTION, "--tables", "nosuch"], 2,
     "--tables nosuch: does not exist; --tables wants a folder of <ruleset>/<name>.yaml tables"),
    ("ask-engine-cannot-start", ["ask", QUESTION, "--engine", "cmd:python3 -c pass"], 2, "--engine cmd:python3 -c pass"),
    # --- diff and matrix
    ("diff-json-list", ["diff", "list.json", "list.json"], 2, "list.json: a results.json or matrix.json holds a JSON object, not a list"),
    ("diff-json-string", ["diff", "string.json", "string.json"], 2, "string.json"),
    ("diff-any-object", ["diff", "object.json", "object.json"], 2, "object.json: neither a results.json"),
    ("diff-not-json", ["diff", "broken.json", "object.json"], 2, "broken.json: not JSON"),
    ("diff-empty-file", ["diff", "afile", "object.json"], 2, "afile: not JSON"),
    ("diff-non-utf8", ["diff", "bad-bytes.json", "object.json"], 2, "bad-bytes.json: not UTF-8: byte offset 12"),
    ("diff-missing-file", ["diff", "nosuch.json", "object.json"], 2, "nosuch.json: no such file"),
    ("diff-a-folder", ["diff", "a-folder.json", "object.json"], 2, "a-folder.json: is a folder"),
    ("diff-other-version", ["diff", "wrong-version.json", "wrong-version.json"], 2,
     "wrong-version.json: version: version 7 is not one this oracle reads"),
    ("diff-wrong-field", ["diff", "wrong-shape.json", "wrong-shape.json"], 2, "wrong-shape.json: scenarios[0].path"),
    ("diff-other-format", ["diff", "wrong-format.json", "wrong-format.json"], 2, "wrong-format.json: format"),
    ("diff-matrix-without-a-cell", ["diff", "matrix-missing-cell.json", "matrix-missing-cell.json"], 2,
     "has no result for engine 'a'"),
    ("matrix-any-object", ["matrix", "object.json", "--out", "out"], 2, "object.json: neither a results.json"),
    ("matrix-json-list", ["matrix", "list.json", "--out", "out"], 2, "list.json"),
    ("matrix-missing-file", ["matrix", "nosuch.json", "--out", "out"], 2, "nosuch.json: no such file"),
    ("matrix-out-is-a-file", ["matrix", "wrong-shape.json", "--out", "afile"], 2, "--out afile: is a file"),
    ("matrix-one-run-twice", ["matrix", "report/results.json", "./report/results.json", "--out", "out"], 2,
     "report/results.json: results file 2 is results file 1 again; give each run's results.json once"),
    # --- stats
    ("stats-reference", ["stats", "--engine", "reference", "--table", "good-table.yaml", "--action", ACTION], 2,
     "--engine reference: statistical mode needs an engine that rolls its own dice"),
    ("stats-unknown-fighter", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action",
                               '{"action": "roll-thrown-rider", "fighter": "pegasus"}'], 2, "pegasus"),
    ("stats-broken-table", ["stats", "--engine", SAMPLE, "--table", "broken-table.yaml", "--action", ACTION], 2,
     "broken-table.yaml:4: not valid YAML"),
    ("stats-wrong-table", ["stats", "--engine", SAMPLE, "--table", "wrong-table.yaml", "--action", ACTION], 2,
     "wrong-table.yaml: table: fighters"),
    ("stats-missing-table", ["stats", "--engine", SAMPLE, "--table", "nosuch.yaml", "--action", ACTION], 2,
     "--table nosuch.yaml: no such file"),
    ("stats-table-is-a-folder", ["stats", "--engine", SAMPLE, "--table", "a-folder.yaml", "--action", ACTION], 2,
     "--table a-folder.yaml: is a folder"),
    ("stats-action-not-json", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action", "roll it"], 2,
     "--action: 'it' is not FIELD=VALUE"),
    ("stats-action-a-list", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action", "[1]"], 2,
     "--action: a mapping {action: NAME, field: value} or 'NAME field=value ...' is needed, not a list"),
    ("stats-unknown-action", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action",
                              '{"action": "teleport"}'], 2, "teleport"),
    ("stats-engine-cannot-start", ["stats", "--engine", "cmd:python3 -c pass", "--table", "good-table.yaml",
                                   "--action", ACTION], 2, "--engine cmd:python3 -c pass: the engine did not start"),
    # a faithful engine flagged at --alpha 2, none ever flagged at -1 or nan
    ("stats-alpha-above-one", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action", ACTION,
                               "--alpha", "2"], 2, "--alpha 2: a significance level is above 0 and below 1"),
    ("stats-alpha-not-a-number", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action", ACTION,
                                  "--alpha", "nan"], 2, "--alpha nan: a significance level is above 0 and below 1"),
    ("stats-no-trials", ["stats", "--engine", SAMPLE, "--table", "good-table.yaml", "--action", ACTION, "-n", "0"], 2,
     "--trials"),
    # --- fuzz
    ("fuzz-unknown-action", ["fuzz", "--engine", "reference", "--action", "teleport"], 2,
     "--action teleport: no such lotow action"),
    # --seed -5 drew a fixed generation from seed -5, though the help names -1 (a fresh one) as the only seed below 0
    ("fuzz-negative-seed", ["fuzz", "--engine", "reference", "--seed", "-5"], 2,
     "--seed -5: a seed is a whole number from 0 (the same situations each time), or -1 for fresh ones"),
    ("fuzz-unknown-ruleset", ["fuzz", "--engine", "reference", "--ruleset", "chess"], 2, "--ruleset chess: no such ruleset"),
    ("fuzz-nothing-to-compare", ["fuzz", "--engine", SAMPLE, "--ruleset", "gurps"], 2,
     "nothing was compared: sample-python 1.0 offers none of the gurps actions"),
    ("fuzz-engine-cannot-start", ["fuzz", "--engine", "cmd:python3 -c pass"], 2, "--engine cmd:python3 -c pass"),
    ("fuzz-engine-other-protocol", ["fuzz", "--engine", "cmd:python3 other-protocol.py"], 2, "protocol 99"),
    # --- clauses, explain
    ("clauses-unknown-ruleset", ["clauses", "--ruleset", "chess"], 2, "--ruleset chess: no such ruleset"),
    ("clauses-unknown-section", ["clauses", "--section", "no-such-section"], 2, "--section no-such-section: no such section"),
    ("clauses-section-of-another-ruleset", ["clauses", "--ruleset", "gurps", "--section", "falling"], 2,
     "--section falling: no such section in gurps"),
    ("clauses-unknown-ruleset-named", ["clauses", "chess"], 2, "clauses chess: no such ruleset (there are: gurps, lotow"),
    ("clauses-two-rulesets", ["clauses", "lotow", "--ruleset", "ww2"], 2, "clauses lotow --ruleset ww2: two different rulesets"),
    ("clauses-section-as-run-names-it-of-another-ruleset", ["clauses", "ww2", "--section", "lotow.thrown-riders"], 2,
     "--section lotow.thrown-riders: a section of lotow, not of ww2"),
    ("explain-unknown-clause", ["explain", "lotow.mounted.thrown-rider.7"], 2, "unknown clause 'lotow.mounted.thrown-rider.7'"),
    ("explain-features-missing", ["explain", "lotow.falling.no-jump-test", "--features", "nosuch"], 2, "nosuch"),
    ("explain-features-looping-link", ["explain", "lotow.falling.no-jump-test", "--features", "links/loop.feature"], 2,
     "links/loop.feature: a symbolic link that loops"),
    # --- smoke, try
    ("smoke-engine-cannot-start", ["smoke", "--engine", "cmd:python3 -c pass"], 2, "--engine cmd:python3 -c pass"),
    ("smoke-engine-other-protocol", ["smoke", "--engine", "cmd:python3 other-protocol.py"], 2, "protocol 99"),
    ("smoke-engine-missing-module", ["smoke", "--engine", "py:no_such_module:Engine"], 2, "cannot import 'no_such_module'"),
    ("smoke-engine-empty", ["smoke", "--engine", ""], 2, "--engine '': an empty engine spec names no engine"),
    ("fuzz-engine-empty", ["fuzz", "--engine", " "], 2, "--engine ' ': an empty engine spec names no engine"),
    ("smoke-unknown-engine", ["smoke", "--engine", "carrier-pigeon"], 2, "unknown engine"),
    ("try-engine-cannot-start", ["try", "--engine", "cmd:python3 -c pass", *TRY], 2, "--engine cmd:python3 -c pass"),
    # the value's YAML error went up as a traceback
    ("try-action-value-not-yaml", ["try", "--engine", "reference", "--table", "good-table.yaml", "--action",
                                   "roll-thrown-rider fighter={a:"], 2,
     "--action: fighter: not valid JSON or YAML: did not find expected node content"),
    # "NAME field=value" split into nothing: a ValueError traceback (not enough values to unpack)
    ("try-empty-action", ["try", "--engine", "reference", "--table", "good-table.yaml", "--action", " "], 2,
     "--action: empty; give 'NAME field=value ...'"),
    # the empty path was the working folder: "--table : is a folder, not a setup file"
    ("try-empty-table", ["try", "--engine", "reference", "--table", "", "--action", "x"], 2,
     "--table: empty; give a setup file (.yaml) or a named table (e.g. lotow/fence-line)"),
    ("stats-empty-table", ["stats", "--engine", "reference", "--table", " ", "--action", "x"], 2,
     "--table: empty; give a setup file (.yaml) or a named table (e.g. lotow/fence-line)"),
    ("try-missing-table-file", ["try", "--engine", "reference", "--table", "nosuch.yaml", "--action", "x"], 2,
     "--table nosuch.yaml: no such file"),
    ("try-non-utf8-table", ["try", "--engine", "reference", "--table", "bad-bytes.yaml", "--action", "x"], 2,
     "bad-bytes.yaml: not UTF-8"),
    ("try-unknown-named-table", ["try", "--engine", "reference", "--table", "lotow/no-such-table", "--action", "x"], 2,
     "no-such-table"),
    ("try-unknown-action", ["try", "--engine", "reference", "--table", "lotow/rider-and-passenger",
                            "--action", "teleport"], 2, "--action: unknown lotow action 'teleport'"),
    ("try-bad-field", ["try", "--engine", "reference", "--table", "lotow/rider-and-passenger",
                       "--action", "roll-thrown-rider fighter"], 2, "--action: 'fighter' is not FIELD=VALUE"),
    ("try-bad-dice", ["try", "--engine", "reference", *TRY[:4], "--dice", "one"], 2, "--dice: 'one' is not a whole number"),
    # dice the action cannot take were set beside the engine's answer as its failure (exit 1)
    ("try-dice-no-die-shows", ["try", "--engine", "reference", *TRY[:4], "--dice", "7"], 2,
     "--dice 7: the table tried: scripted result 7 for roll 1, a Thrown Riders table, is not a face that die can show"),
    ("try-too-few-dice", ["try", "--engine", "reference", *TRY[:4], "--dice", "1"], 2,
     "--dice 1: the table tried: the rules call for roll 2"),
    ("try-dice-left-over", ["try", "--engine", "reference", *TRY[:4], "--dice", "1,1,1"], 2,
     "--dice 1,1,1: the table tried: 1 scripted result(s) left unused (1)"),
    # an id the table does not have was a refusal by the thrown-rider rule ("ghost is not on a mount")
    ("try-unknown-fighter", ["try", "--engine", "reference", "--table", "lotow/rider-and-passenger",
                             "--action", "roll-thrown-rider fighter=ghost", "--dice", "6"], 2,
     "no fighter called 'ghost' on the table (there are: rider, passenger)"),
    ("try-unknown-ruling", ["try", "--engine", "reference", *TRY, "--ruling", "no.such=x"], 2, "no.such"),
    # --- init, the command line itself
    ("init-onto-a-file", ["init", "afile"], 2, "afile: is a file, not a folder"),
    ("init-below-a-file", ["init", "afile/starter"], 2, "afile/starter: cannot write (afile is a file, not a folder)"),
    ("init-unknown-ruleset", ["init", "somewhere", "--ruleset", "chess"], 2, "--ruleset chess: no such ruleset"),
    ("init-over-existing-files", ["init", "existing"], 2, "engine.yaml: already exists"),
    ("unknown-command", ["frobnicate"], 2, "No such command 'frobnicate'"),
]


def _snapshot(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def inputs_read(inputs) -> dict[str, str]:
    """The inputs' files by path in the folder, each with the SHA-256 of its bytes, read once."""
    return _snapshot(inputs)


# the cases run in a fresh process, end to end (the others run in this one)
IN_A_PROCESS = {"unknown-command", "run-non-utf8-feature", "run-engine-exits-at-start", "diff-non-utf8"}


def oracle(args: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    """``python -m oracle.cli ARGS`` in a fresh process."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "80"}
    return subprocess.run([sys.executable, "-m", "oracle.cli", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_the_table_has_at_least_sixty_cases_over_every_command():
    assert len(CASES) >= 60 and len({c[0] for c in CASES}) == len(CASES)
    commands = {c[1][0] for c in CASES}
    assert {"run", "ask", "diff", "matrix", "stats", "fuzz", "clauses", "explain", "smoke", "try", "init"} <= commands
    assert IN_A_PROCESS <= {c[0] for c in CASES}


@pytest.mark.parametrize("case, args, code, line", CASES, ids=[c[0] for c in CASES])
def test_a_bad_input_is_one_line_and_the_previous_report_stays(inputs, inputs_read, tmp_path, case, args, code, line):
    work = tmp_path / "work"
    # the inputs in a folder of the case's own, each file a hard link to the module's (copying and reading the 74
    # files again was about half of each case's CPU): a file the command replaces or removes is gone from this
    # folder alone, and one it writes into in place fails this case below, by its content
    shutil.copytree(inputs, work, symlinks=True, copy_function=os.link)
    for kept in ("report", "out"):
        (work / kept).mkdir()
        (work / kept / "results.json").write_text(EARLIER_RESULTS, encoding="utf-8")
        (work / kept / "index.html").write_text("<p>the previous report</p>", encoding="utf-8")
    before = {kept: _snapshot(work / kept) for kept in ("report", "out")}
    everything = {**inputs_read, **{f"{kept}/{name}": digest for kept, files in before.items()
                                    for name, digest in files.items()}}
    full = [*args]
    if args[0] == "run":
        full += ["--report", "report"] if "--report" not in args else []
        full += ["-q", "--no-sides"]
    proc = oracle(full, work) if case in IN_A_PROCESS else oracle_here(full, work, env={"COLUMNS": "80"})
    out = proc.stdout + proc.stderr
    assert proc.returncode == code, f"{case}: exit {proc.returncode}, not {code}:\n{out}"
    assert "Traceback" not in out and "╭" not in out, f"{case}: a traceback or a box:\n{out}"
    errors = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(errors) == 1, f"{case}: {len(errors)} lines on stderr, not one:\n{proc.stderr}"
    assert line in errors[0], f"{case}: the line does not name the input ({line!r}):\n{errors[0]}"
    for kept in ("report", "out"):
        assert _snapshot(work / kept) == before[kept], f"{case}: the previous {kept}/ changed"
    assert _snapshot(work) == everything, f"{case}: a file of the folder it ran in changed or went"
    leftovers = [p.name for p in work.iterdir() if p.name.startswith((".report.", "report.partial"))]
    assert not leftovers, f"{case}: left {leftovers} beside the report"


# --- the files a run leaves: typed and versioned, and diff matches engines by name -------------


@pytest.fixture(scope="module")
def a_run(tmp_path_factory) -> Path:
    report = tmp_path_factory.mktemp("run") / "report"
    proc = oracle_here(["run", "-q", "--no-sides", "--report", str(report), FEATURE], ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return report


def test_a_run_writes_results_and_matrix_that_read_back_as_their_models(a_run):
    from oracle.bdd.records import MatrixRecord, ResultsRecord, load_record

    results = load_record(a_run / "results.json")
    assert isinstance(results, ResultsRecord) and results.format == "rules-oracle-results" and results.version == 1
    assert results.scenarios and {s.status for s in results.scenarios} == {"passed"}
    matrix = load_record(a_run / "matrix.json")
    assert isinstance(matrix, MatrixRecord) and matrix.engines[0].label == "reference"


def test_diff_matches_an_engine_by_name_and_names_its_new_version(a_run, tmp_path):
    data = json.loads((a_run / "results.json").read_text(encoding="utf-8"))
    started = {"cmd": "started", "protocol": 1, "engine": {"name": "acme", "version": "1.0"}}
    old = {**data, "engine": "acme 1.0", "engine_info": started}
    new = json.loads(json.dumps(old))
    new["engine"], new["engine_info"]["engine"]["version"] = "acme 1.1", "1.1"
    regressed = new["scenarios"][0]
    regressed.update(status="failed", step=regressed["gherkin"]["steps"][-1]["name"], message="expected 1, but 2")
    (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    (tmp_path / "new.json").write_text(json.dumps(new), encoding="utf-8")
    proc = oracle_here(["diff", "old.json", "new.json"], tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    head = proc.stdout.splitlines()[0]
    assert head.startswith("acme (version 1.0 -> 1.1): 0 fixed, 1 regressed"), proc.stdout
    assert "only in one of the two runs" not in proc.stdout


@pytest.mark.parametrize("module, target, line", [
    ("engine_raises_at_import", 'raise ValueError("no config\\nfile")\n',
     "--engine py:engine_raises_at_import:Engine: importing 'engine_raises_at_import' for the engine failed: "
     "ValueError: no config file (engine_raises_at_import.py:1)"),
    ("engine_exits_at_import", "import sys\nsys.exit(3)\n",
     "--engine py:engine_exits_at_import:Engine: importing 'engine_exits_at_import' for the engine failed: "
     "it called sys.exit(3) (engine_exits_at_import.py:2)"),
    ("engine_fails_to_start", "class Engine:\n    def __init__(self):\n        raise RuntimeError('license server down')\n",
     "--engine py:engine_fails_to_start:Engine: making the engine engine_fails_to_start:Engine failed: "
     "RuntimeError: license server down (engine_fails_to_start.py:3)"),
], ids=["import-raises", "import-exits", "init-raises"])
def test_a_py_engine_whose_own_code_fails_as_it_loads_is_one_line(tmp_path, module, target, line):
    """The engine's module raising as it was imported, or its class as it was made, was a traceback;
    a module calling sys.exit ended the oracle with that status and not a word."""
    (tmp_path / f"{module}.py").write_text(target, encoding="utf-8")
    proc = oracle_here(["smoke", "--engine", f"py:{module}:Engine"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr.strip().splitlines() == [f"error: {line}"], proc.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device whose every write fails as on a full disk")
@pytest.mark.parametrize("args", [["clauses"], ["ask", QUESTION]], ids=["clauses", "ask"])
def test_output_to_a_full_disk_is_one_line_not_a_traceback(tmp_path, args):
    """``oracle clauses > /dev/full`` (or a file on a full disk) was an OSError traceback, exit 1."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "80"}
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "oracle.cli", *args], cwd=tmp_path, env=env, stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=300)
    assert (proc.returncode, proc.stderr) == (
        2, "error: cannot write: No space left on device (the output, or a file the command writes, is on a full "
           "disk); what was written is cut short\n")
