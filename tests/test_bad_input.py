"""Bad input gets a message naming the file, line or field and what is wrong."""

import json
import os
import re
import shlex
import stat
import subprocess
import sys
import threading
import typing
import unicodedata
from pathlib import Path

import pytest

from in_process import behave, oracle
from oracle import cli
from oracle.catalogue.load import catalogue
from oracle.bdd import hooks
from oracle.bdd.phrasings import look_alike_characters
from oracle.bdd.world import World, load_setup
from oracle.core.errors import DiceError, RuleViolation, SetupError
from oracle.core.state import validate_setup
from oracle.engine.reference import ReferenceEngine
from oracle.gurps.state import Character
from oracle.lotow import setups
from oracle.lotow.mounted_fighters import Charge as LotowCharge
from oracle.lotow.mounted_terrain import CrossObstacle
from oracle.lotow.saddle_up import SaddleUp
from oracle.lotow.thrown_riders import RollThrownRider

ROOT = Path(__file__).resolve().parent.parent


def run_features(tmp_path: Path, text: str) -> subprocess.CompletedProcess:
    """`oracle run` on one feature file, with the project's steps and hooks."""
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "case.feature").write_text(text, encoding="utf-8")
    os.symlink(ROOT / "steps", tmp_path / "steps")
    os.symlink(ROOT / "environment.py", tmp_path / "environment.py")
    return oracle(["run", "--report", tmp_path / "report"], tmp_path)


GREEN_FEATURE = ("@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                 "    Given a rider on a horse\n"
                 "    When the rider rolls on the thrown-rider table and the die shows 1\n"
                 "    Then the rider lies prone\n")


def plain_behave(folder: Path, *options: str, feature: str = GREEN_FEATURE) -> subprocess.CompletedProcess:
    """``behave`` itself on ``feature`` (one green scenario unless given) as ``case.feature`` in ``folder``,
    through the repository's ``environment.py`` (behave's ``main`` in this process: what these tests check is
    what the hooks make of the run, not the process)."""
    (folder / "case.feature").write_text(feature, encoding="utf-8")
    os.symlink(ROOT / "steps", folder / "steps")
    os.symlink(ROOT / "environment.py", folder / "environment.py")
    return behave(["--no-color", *options, "case.feature"], folder)


@pytest.mark.parametrize("after, line", [
    ("", "features/case.feature:3: scenario outline 'thrown on <n>' has no Examples"),
    ("\n    Examples:\n", "features/case.feature:8: the examples of scenario outline 'thrown on <n>' have no row, "
                        "so the outline would run no scenario"),
])
def test_an_outline_with_no_examples_or_no_row_is_bad_input_at_its_line(tmp_path, after, line):
    # without Examples the file parsed as one without a scenario: exit 5 and "lacks the colon after its keyword"
    proc = run_features(tmp_path, "Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: thrown on <n>\n"
                                  "    Given a rider on a horse\n"
                                  "    When the rider rolls on the thrown-rider table and the die shows <n>\n"
                                  "    Then the rider is prone\n" + after)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: {line}\n")


@pytest.mark.parametrize("feature, line, row, cell", [
    # behave read the row without its last character: the die showed 1, and the scenario passed
    ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: thrown on <n>\n"
     "    Given a rider on a horse\n    When the rider rolls on the thrown-rider table and the die shows <n>\n"
     "    Then the rider lies prone\n    Examples:\n      | n  |\n      | 11\n", 9, "| 11", "'11' would be read as '1'"),
    # a step's data table: 'yes' was read as 'ye', said as a cell the step cannot read
    ("@ww2\nFeature: x\n  @clause:ww2.infantry-wounds.eligible\n  Scenario: y\n"
     '    Given an infantry squad "rifles" with these soldiers\n      | soldier | distance | seen |\n'
     "      | near    | 10 cm    | yes\n      | edge    | 30 cm    | yes  |\n"
     '    When the enemy scores 1 hits on "rifles" at a range of 30 cm\n    Then soldier near is dead\n',
     7, "| near    | 10 cm    | yes", "'yes' would be read as 'ye'"),
], ids=["examples", "data-table"])
def test_a_table_row_not_closed_with_a_bar_is_malformed_at_its_line(tmp_path, feature, line, row, cell):
    proc = run_features(tmp_path, feature)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: features/case.feature:{line}: the table row '{row}' does not end with '|', so its last cell "
               f"{cell}; close the row with '|'\n")


@pytest.mark.parametrize("tags, why", [
    # behave: "Failed to parse ...: tag: lotow.mounted.thrown-rider.1 (line: @clause: ...) at line 3", not saying why
    ("@clause: lotow.mounted.thrown-rider.1", "a tag holds no space: write '@clause:lotow.mounted.thrown-rider.1'"),
    ("@clause:lotow.mounted.thrown-rider.1 slow", "every word of a line of tags begins with '@' (and a comment, with '#')"),
], ids=["space-after-colon", "word-without-at"])
def test_a_word_of_a_tag_line_that_is_no_tag_is_named_with_why(tmp_path, tags, why):
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  {tags}\n  Scenario: y\n    Given a rider on a horse\n")
    word = tags.split()[1]
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: features/case.feature:3: '{word}' on the line of tags '{tags}' is no tag: {why}\n")


@pytest.mark.parametrize("after, line, said", [
    # behave dropped the tags: the run passed, the scenario they were written for nowhere
    ("  @clause:lotow.mounted.thrown-rider.1 @slow\n\n# the next one\n", 8,
     "the tags @clause:lotow.mounted.thrown-rider.1 @slow tag nothing: the file ends before the scenario, scenario "
     "outline, rule or examples they are written for"),
    # behave: "Parser failure in state=taggable_statement at line 9: ..."
    ("  @clause:lotow.mounted.thrown-rider.1\n    Given a rider on a horse\n", 9,
     "'Given a rider on a horse' comes after the tags of line 8, where the line of the scenario, scenario outline, "
     "rule or examples they tag belongs"),
    # behave: 'Parser failure in state=steps at line 8: "Whenever the rider rolls"', not saying what it lacks
    ("    Whenever the rider rolls\n", 8, "'Whenever the rider rolls' is no step: a line among the steps begins with a "
     "step's keyword (Given, When, Then, And, But, *), a table row with '|', or starts a scenario, scenario outline, "
     "rule or examples"),
    # a doc string fenced as Markdown fences code: behave reads only three quotes
    ("      ```\n      a note\n      ```\n", 8, "'```' is no step: a doc string opens and closes with \"\"\" "
     "(or '''), not ```"),
], ids=["tags-at-the-end", "tags-before-a-step", "misspelt-keyword", "backtick-doc-string"])
def test_tags_that_tag_nothing_and_a_line_among_the_steps_that_is_no_step_are_named_at_their_line(
        tmp_path, after, line, said):
    proc = run_features(tmp_path, GREEN_FEATURE + after)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: features/case.feature:{line}: {said}\n")


@pytest.mark.parametrize("feature, reason", [
    (GREEN_FEATURE + "  Background:\n    Given a rider on a horse\n",
     "Background may not occur after Scenario/ScenarioOutline."),
    ("@lotow\nFeature: x\n  @slow\n  Background:\n    Given a rider on a horse\n", "Background does not support tags."),
], ids=["background-late", "background-tagged"])
def test_a_keyword_out_of_place_keeps_behaves_reason(tmp_path, feature, reason):
    """Where behave says why a keyword cannot come there, that is said, not that the line is no step."""
    proc = run_features(tmp_path, feature)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.endswith(f'"Background:" REASON: {reason}\n') and "is no step" not in proc.stderr, proc.stderr


def test_an_empty_cell_of_an_examples_row_is_named_as_empty_at_its_row(tmp_path):
    # the row filled "the die shows " in, reported as an unknown step at the step's line, not as the empty cell
    proc = run_features(tmp_path, "Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario Outline: thrown on <n>\n"
                                  "    Given a rider on a horse\n"
                                  "    When the rider rolls on the thrown-rider table and the die shows <n>\n"
                                  "    Then the rider lies prone\n"
                                  "    Examples:\n      | n |\n      | 1 |\n      |   |\n")
    assert (proc.returncode, proc.stdout) == (2, ""), proc.stdout
    assert proc.stderr == ("error: features/case.feature:10: row 2 of the examples of scenario outline 'thrown on <n>': "
                           "the cell of column 'n' is empty, and step 'When the rider rolls on the thrown-rider table "
                           "and the die shows <n>' needs a value there\n")


def test_malformed_gherkin_names_the_file_and_line(tmp_path):
    proc = run_features(tmp_path, "Feature: x\n  Scenario: y\n    Given a rider on a horse\n  Examples:\n   | a |\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2
    assert "malformed feature file" in out and "case.feature" in out and "line 4" in out
    assert "Traceback" not in out


@pytest.mark.parametrize("step, nearest", [
    # a typo of a word the phrasing's field reads
    ("Given a rider on a hors", "Given a <who> on a <horse|mule>"),
    # a player's own words: "horse" is what the mount field reads, "mounted" the stem of "mount"
    ("Given a horse-mounted gunfighter", "Given a <who> on a <horse|mule>"),
    ("Given a gunfighter mounted on a horse", "Given a <who> on a <horse|mule>"),
])
def test_an_unknown_step_names_its_line_and_the_nearest_phrasings(tmp_path, step, nearest):
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.holding\n  Scenario: y\n    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert f"case.feature:5: {step}: unknown step; nearest known phrasings: {nearest} | " in out, out


@pytest.mark.parametrize("step, hint", [
    # what a word processor or a web page gives for a step copied from it: it looks like the phrasing
    ('Given a cavalry unit \u201chussars\u201d of 1 models', 'the text holds a left double quotation mark (U+201C) '
     'after "a cavalry unit ", which no phrasing holds: write \'"\' there'),
    ('Given a cavalry unit "hussars" of\u00a01 models', 'the text holds a no-break space (U+00A0) after '
     '"avalry unit "hussars" of", which no phrasing holds: write a plain space there'),
    ('Given a cavalry unit "hussars" of one models', None),  # plain text: nothing more to say
])
def test_an_unknown_step_that_only_looks_like_a_phrasing_names_the_character(tmp_path, step, hint):
    proc = run_features(tmp_path, f"@ww2\nFeature: x\n  @clause:ww2.cavalry-wounds.riderless.flee\n  Scenario: y\n"
                                  f"    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert f"case.feature:5: {step}: unknown step; nearest known phrasings: Given a cavalry unit" in out, out
    if hint is not None:
        assert f"({hint})" in out, out
    else:
        assert "the text holds" not in out, out


def test_a_character_the_vocabulary_writes_is_no_look_alike():
    """A phrasing that holds the character itself (a Russian one with «guillemets», say) is read as written."""
    registry = type("Registry", (), {"steps": {"given": [type("M", (), {"pattern": "«{unit}» opens fire"})()]}})()
    assert look_alike_characters(registry, "given", "\u201ctroop\u201d opens fire") is not None
    registry.steps["given"].append(type("M", (), {"pattern": "\u201c{unit}\u201d opens fire"})())
    assert look_alike_characters(registry, "given", "\u201ctroop\u201d opens fire") is None


def test_an_unknown_step_is_said_once(tmp_path):
    """The line was printed as the scenario ended and again in the run's list of errored scenarios."""
    step = "Given a rider on a hors"
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.holding\n  Scenario: y\n    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert out.count(f"case.feature:5: {step}: unknown step; nearest known phrasings: Given a <who> on a <horse|mule>") == 1, out
    assert out.count("unknown step") == 1 and "Traceback" not in out, out


def test_a_failed_step_is_named_once_in_its_line(tmp_path):
    """The step's file, line and text came twice in one line: before the message, and again inside it
    ('...: ASSERT FAILED: features/case.feature:5: When ...: 1 scripted result(s) left unused')."""
    step = "When the rider rolls on the thrown-rider table and the dice show 2 and 3"
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  f"    Given a rider on a horse\n    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert f"case.feature:6: {step}: 1 scripted result(s) left unused (3)" in out, out
    assert out.count(f"case.feature:6: {step}") == 1, out


def test_an_unknown_step_says_when_a_one_word_field_was_given_several(tmp_path):
    """"Then the second jump is refused by rule ..." reads as the refusal phrasing, but its <what> is one word (a
    field without a type reads one word, so that a phrase has one meaning): the message says so, not only which
    phrasings are near."""
    step = "Then the second jump is refused by rule lotow.mounted.holding"
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.holding\n  Scenario: y\n"
                                  f"    Given a rider on a horse\n    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert (f"case.feature:6: {step}: unknown step; nearest known phrasings: Then the <what> is refused by rule "
            f"<clause>") in out, out
    assert '(<what> in "the <what> is refused by rule <clause>" reads one word, and "second jump" is 2 words)' in out, out


def test_a_feature_saved_with_a_byte_order_mark_and_windows_line_ends_runs(tmp_path):
    """What a Windows editor writes: behave took the mark for the first character of the file and
    found no feature in it."""
    text = ("@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n    Given a rider on a horse\n"
            "    When the rider rolls on the thrown-rider table and the die shows 1\n    Then the rider lies prone\n")
    (tmp_path / "case.feature").write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    proc = oracle(["run", "case.feature"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1/1 scenarios passed" in proc.stdout


def test_a_russian_feature_with_its_letters_decomposed_runs_as_the_same_text(tmp_path):
    """"й" written as "и" and a combining breve (Unicode's decomposed form, as some editors and copies
    from PDF give it) looks the same: behave matched none of the file's Russian keywords ("Сценарий")
    and failed to parse it. Both forms of the file run the same scenarios, all passed."""
    text = (ROOT / "features" / "lotow" / "mounted_terrain_ru.feature").read_text(encoding="utf-8")
    decomposed = unicodedata.normalize("NFD", text)
    assert decomposed != text and "Сценарий" not in decomposed
    summaries = []
    for name, form in (("composed", text), ("decomposed", decomposed)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "case.feature").write_text(form, encoding="utf-8")
        proc = oracle(["run", "-q", "--no-sides", "case.feature"], tmp_path / name)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        summaries.append(next(ln for ln in proc.stdout.splitlines() if "scenarios passed" in ln).split(" in ")[0])
    assert summaries[0] == summaries[1] and summaries[0].startswith("17/17 scenarios passed"), summaries


def test_an_unknown_clause_tag_is_refused(tmp_path):
    """Bad input, found before anything runs: exit 2 and the line, not a hook error once the run is under way."""
    proc = run_features(tmp_path, "Feature: x\n  @clause:lotow.mounted.holdin\n  Scenario: y\n    Given a rider on a horse\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2, out
    assert "case.feature:3: unknown clause 'lotow.mounted.holdin'; did you mean lotow.mounted.holding" in out
    assert "HOOK-ERROR" not in out and "Traceback" not in out


@pytest.mark.parametrize("step, message, status", [
    # the scenario's own mistakes, whatever the engine: errored, the scenario says nothing of the engine
    ("When the rider rolls on the thrown-rider table and the die shows 7",
     "scripted result 7 for roll 1, a Thrown Riders table, is not a face that die can show", "errored"),
    ("When the rider rolls on the thrown-rider table and the die shows 0", "'0': no die shows 0", "errored"),
    ("When the horse tries to cross the fence and the dice show 1 and 3",
     "no obstacle called 'fence' on the table (there are: none)", "errored"),
    ('Given a fence -1" high and 1" wide', "a distance cannot be negative", "errored"),
    # "3 cm is in cm, but this game measures in in"
    ('Given a fence 3 cm high and 1" wide', "3 cm is in centimetres, but this game measures in inches", "errored"),
    # read as 1" (a decimal comma, as Russian writes 1,5"): a thousand in English
    ('Given a fence 1,000" high and 1" wide', "'1,000\"': a thousands separator or a decimal comma? write 1000 or 1.000",
     "errored"),
    # the rules roll fewer or more dice than the scenario gives: the engine and the scenario disagree
    ("When the rider rolls on the thrown-rider table and the dice show 2 and 3",
     "1 scripted result(s) left unused (3)", "failed"),
    ("When the rider rolls on the thrown-rider table\n    Then the rider is on foot",
     "this action rolls dice but none were given", "failed"),
])
def test_dice_and_distances_that_cannot_be_are_named_at_their_step(tmp_path, step, message, status):
    """A 7 on a D6 was a failed step, as if the engine had disagreed with the rules, where a 0 errored."""
    proc = run_features(tmp_path, "Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  f"    Given a rider on a horse\n    {step}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert message in out
    assert "case.feature:5" in out
    assert "Traceback" not in out and "StepParseError" not in out and "SetupError" not in out
    [scenario] = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))["scenarios"]
    assert scenario["status"] == status, scenario
    if status == "errored":
        assert message in scenario["message"] and "case.feature:5" not in scenario["message"], \
            "the message alone: the record's step names where"


@pytest.mark.parametrize("tags, steps, then, message", [
    ("@clause:lotow.mounted.thrown-rider.1",
     "Given a rider on a horse\n    When the rider rolls on the thrown-rider table and the die shows 1",
     "Then the rider has taken -1 hits",
     "'the rider has taken -1 hits' names -1, which no 'the {who} has taken {count:d} hits' can: {count} is 0 or more"),
    ("@ww2 @clause:ww2.cavalry-wounds.allocation.cycling",
     'Given a cavalry unit "hussars" of 3 models\n    When the enemy scores 7 hits on "hussars" at a range of 60 cm',
     'Then the chance that -1 riders of "hussars" are dead is 0',
     """'-1 riders of "hussars" are dead' names -1, which no '{n:d} riders of "{unit}" are dead' can: {n} is 0 or more"""),
    # nan compares false with every number: the chance was 0, and "does not stand at (nan, 0)" held
    ("@ww2 @clause:ww2.dash.declaration",
     'Given an infantry squad "rifles" of 5 soldiers\n    When "rifles" declares a dash instead of shooting',
     'Then the chance that "rifles" may dash at least nan cm is 0',
     """'"rifles" may dash at least nan cm' names nan, which no '"{unit}" may dash at least {cm:g} cm' can: {cm} is a """
     "finite number"),
    ("@clause:mordheim.running.double-movement",
     'Given a hero with Movement 4" and Initiative 3\n    When the hero runs 8" west',
     "Then the hero does not stand at (nan, 0)",
     "'the hero stands at (nan, 0.0)' names nan, which no 'the {who} stands at ({x:g}, {y:g})' can: {x} is a finite number"),
], ids=["lotow-then", "ww2-chance", "ww2-chance-nan", "mordheim-not-nan"])
def test_a_count_no_table_can_reach_is_refused_at_its_then_step(tmp_path, tags, steps, then, message):
    """A negative count of hits or riders was read as a count no table had: a chance of it passed as 0, a
    plain check failed as if the engine disagreed with the rules."""
    proc = run_features(tmp_path, f"Feature: x\n  {tags}\n  Scenario: y\n    {steps}\n    {then}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert message in out and "case.feature:6" in out, out
    assert "Traceback" not in out
    [scenario] = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))["scenarios"]
    assert scenario["status"] == "errored" and scenario["message"] == message, scenario


@pytest.mark.parametrize("under, what, line", [
    ("    Given a rider on a horse\n      | who   |\n      | rider |\n", "data table", 6),
    ('    Given a rider on a horse\n      """\n      the rider is thrown\n      """\n', "doc string", 6),
])
def test_a_table_or_doc_string_a_step_does_not_read_fails_that_step(tmp_path, under, what, line):
    """What a feature's author writes under a step whose phrasing takes nothing would otherwise be
    checked by nothing, and the scenario would pass."""
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  f"{under}    When the rider rolls on the thrown-rider table and the die shows 1\n"
                                  "    Then the rider lies prone\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert (f"case.feature:5: Given a rider on a horse: this step's phrasing reads no {what}, so the {what} under "
            f"it (line {line}) would be checked by nothing") in out, out
    assert "Traceback" not in out


@pytest.mark.parametrize("under, what", [
    ("    Given a rider on a horse\n      | who   |\n      | rider |\n", "data table"),
    ('    Given a rider on a horse\n      """\n      the rider is thrown\n      """\n', "doc string"),
])
def test_a_plain_behave_run_fails_a_step_that_does_not_read_its_table_or_doc_string(tmp_path, under, what):
    """``behave`` itself, through the repository's ``environment.py``, holds steps to what they are
    given as ``oracle run`` does: a table the step never reads fails it."""
    feature = ("@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
               f"{under}    When the rider rolls on the thrown-rider table and the die shows 1\n"
               "    Then the rider lies prone\n")
    proc = plain_behave(tmp_path, feature=feature)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert (f"case.feature:5: Given a rider on a horse: this step's phrasing reads no {what}, so the {what} "
            "under it (line 6) would be checked by nothing") in out, out
    assert "1 failed" in out


def test_results_sent_into_a_pipe_are_written_into_it_and_it_stays_a_pipe(tmp_path):
    """A device or a pipe (``-D results=/dev/null``, ``/dev/stdout``, a named pipe) is written into where it
    is: a file written beside it and put in its place would replace it, ``/dev/null`` for the whole machine."""
    pipe = tmp_path / "results.pipe"
    os.mkfifo(pipe)
    read: list[str] = []
    reader = threading.Thread(target=lambda: read.append(pipe.read_text(encoding="utf-8")), daemon=True)
    reader.start()
    proc = plain_behave(tmp_path, "-D", f"results={pipe}")
    reader.join(timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert [sc["status"] for sc in json.loads(read[0])["scenarios"]] == ["passed"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["case.feature", "environment.py", "results.pipe", "steps"]


def test_results_sent_to_a_folder_are_refused_before_the_run(tmp_path):
    (tmp_path / "out").mkdir()
    proc = plain_behave(tmp_path, "-D", "results=out")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "HOOK-ERROR in before_all: SetupError: -D results=out: is a folder; name the file the results are written to" in out
    assert "after_all" not in out and "0 scenarios passed, 0 failed, 0 skipped, 1 untested" in out, out  # none ran
    assert list((tmp_path / "out").iterdir()) == []


def test_results_where_no_file_can_be_written_are_refused_before_the_run(tmp_path):
    proc = plain_behave(tmp_path, "-D", "results=case.feature/results.json")  # below a file, not a folder
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert ("HOOK-ERROR in before_all: SetupError: -D results=case.feature/results.json: cannot write there "
            "(case.feature is a file, not a folder)") in out, out
    assert "after_all" not in out and "0 scenarios passed, 0 failed, 0 skipped, 1 untested" in out, out


def test_a_plain_behave_run_whose_engine_never_answers_says_so_once_before_the_run(tmp_path):
    (tmp_path / "crash.py").write_text("import sys\nsys.exit(3)\n", encoding="utf-8")
    spec = "cmd:" + shlex.join([sys.executable, "crash.py"])
    proc = plain_behave(tmp_path, "-D", f"engine={spec}")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert (f"HOOK-ERROR in before_all: SetupError: -D engine={spec}: the engine did not start: the engine exited "
            "(status 3) without replying") in out, out
    assert "Traceback" not in out and "after_all" not in out and "1 untested" in out, out


def test_a_plain_behave_run_refused_at_its_start_says_only_why(tmp_path):
    """Bad userdata stops ``before_all``; ``after_all``, which behave still runs, adds no error of its own."""
    proc = plain_behave(tmp_path, "-D", "rulings=nope")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "HOOK-ERROR in before_all: RulingError: a ruling choice must read RULING=ALTERNATIVE, got 'nope'" in out
    assert "after_all" not in out, out


@pytest.mark.parametrize("text, message", [
    ("abc", "-D max_fail=abc: the failed scenarios to stop after is a whole number, 0 or more (0: never stop)"),
    ("-1", "-D max_fail=-1: the failed scenarios to stop after is a whole number, 0 or more (0: never stop)"),
])
def test_a_max_fail_that_is_no_count_is_named(text, message):
    with pytest.raises(SetupError) as refused:
        hooks.max_fail_of(text)
    assert str(refused.value) == message
    assert hooks.max_fail_of("") == 0 and hooks.max_fail_of(" 3 ") == 3


@pytest.mark.parametrize("text, message", [
    (None, "cannot be read (No such file or directory)"),
    ('{"a.feature:3": {"x"', "line 1, column 21: not JSON (Expecting ':' delimiter)"),
    ('{\n  "a.feature:3": 4\n}', 'a.feature:3: Input should be a valid dictionary; the plan is '
                                  '{"feature:line": {"ruling": "alternative"}}'),
    ('["a.feature:3"]', 'the whole file: Input should be a valid dictionary; the plan is '
                        '{"feature:line": {"ruling": "alternative"}}'),
    ('{"a.feature:3": {"lotow.no-such-ruling": "x"}}', "a.feature:3: unknown ruling 'lotow.no-such-ruling'"),
])
def test_a_force_plan_that_cannot_be_used_is_named_with_what_is_wrong(tmp_path, text, message):
    plan = tmp_path / "plan.json"
    if text is not None:
        plan.write_text(text, encoding="utf-8")
    with pytest.raises(SetupError) as refused:
        hooks.force_plan_of(plan)
    assert str(refused.value) == f"-D force_plan={plan}: {message}"


def test_a_plain_behave_run_names_the_option_it_cannot_use(tmp_path):
    proc = plain_behave(tmp_path, "-D", "max_fail=two")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert ("HOOK-ERROR in before_all: SetupError: -D max_fail=two: the failed scenarios to stop after is a whole "
            "number, 0 or more (0: never stop)") in out, out
    assert "Traceback" not in out and "after_all" not in out, out


USER_STEPS = """\
from behave import given, then, use_step_matcher

use_step_matcher("re")


@given(r"my own step")
def mine(context):
    pass


@then(r"my own step reads its table")
def reads(context):
    assert context.table is not None


use_step_matcher("parse")
"""


def test_a_user_step_of_behaves_own_matchers_is_held_to_it_too(tmp_path):
    """A user's step module beside the features, with behave's regular-expression matcher: the
    table its step ignores fails that step; the one its other step reads passes."""
    (tmp_path / "steps").mkdir()
    (tmp_path / "steps" / "mine.py").write_text(USER_STEPS, encoding="utf-8")
    scenario = ("@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                "    Given a rider on a horse\n    And my own step\n{table}"
                "    When the rider rolls on the thrown-rider table and the die shows 1\n"
                "    Then the rider lies prone\n    And my own step reads its table\n      | a |\n")
    (tmp_path / "case.feature").write_text(scenario.format(table="      | a |\n      | b |\n"), encoding="utf-8")
    proc = oracle(["run", "case.feature"], tmp_path)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "case.feature:6: And my own step: this step's phrasing reads no data table, so the data table under it " \
           "(line 7) would be checked by nothing" in out, out
    (tmp_path / "case.feature").write_text(scenario.format(table=""), encoding="utf-8")
    proc = oracle(["run", "case.feature"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("mount, code, said", [
    ("move: 10.0", 0, None),
    # a Move of 3: a YAML reader keeps the last of two keys without a word
    ("move: 10.0, move: 3", 1, "case.feature:5: Given the lotow table:: the text block is not valid YAML (its line 2): "
                               "the key 'move' is given twice in one mapping (first on line 2): which one is meant?"),
], ids=["read", "key-twice"])
def test_a_tables_text_block_is_read_or_its_step_fails_naming_the_line(tmp_path, mount, code, said):
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  '    Given the lotow table:\n      """\n      fighters: [{id: rider}]\n'
                                  f"      mounts: [{{id: horse, kind: horse, {mount}, rider: rider}}]\n      \"\"\"\n"
                                  "    When the rider rolls on the thrown-rider table and the die shows 1\n"
                                  "    Then the rider lies prone\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == code, out
    assert said is None or said in out, out


@pytest.mark.parametrize("written, said", [
    # a chance written as a player writes it is read exactly; the step fails with the exact odds
    ("1/2", "is 1/6, not 1/2"), ("0.5", "is 1/6, not 1/2"), ("0,5", "is 1/6, not 1/2"), ("50%", "is 1/6, not 1/2"),
    ("16.67%", "is 1/6, not 1667/10000"),
    ("1/0", "1/0 is not a probability: its denominator is 0"), ("3/2", "3/2 is not a probability"),
    ("150%", "150% is not a probability"),
    # a sign, a spaced slash and a fraction of one character were an "unknown step"
    ("-1/6", "-1/6 is not a probability (a chance is from 0 to 1)"), ("1 / 2", "is 1/6, not 1/2"),
    ("⅓", "is 1/6, not 1/3"),
])
def test_a_chance_is_read_exactly_as_written_or_named_as_no_probability(tmp_path, written, said):
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  "    Given a rider on a horse\n    When the rider rolls on the thrown-rider table\n"
                                  f"    Then the chance that the rider lies prone is {written}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert f"case.feature:7: Then the chance that the rider lies prone is {written}: " in out and said in out, out
    assert "Traceback" not in out and "unknown step" not in out


@pytest.mark.parametrize("tag", ["", " @ruling:lotow.mounted.obstacles.small-threshold=printed"])
def test_a_scenario_that_states_two_readings_of_one_ruling_fails_at_the_second(tmp_path, tag):
    """The later reading replaced the earlier one without a word: the scenario said two things."""
    reading = '    Given the reading "{}" of ruling lotow.mounted.obstacles.small-threshold\n'
    first = "" if tag else reading.format("printed")
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1{tag}\n  Scenario: y\n"
                                  f"{first}{reading.format('half-inch')}    Given a rider on a horse\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    line = 5 if tag else 6
    assert (f"case.feature:{line}: Given the reading \"half-inch\" of ruling lotow.mounted.obstacles.small-threshold: "
            "this scenario already reads ruling lotow.mounted.obstacles.small-threshold as 'printed'") in out, out


FOREIGN = "gurps.mount-out-of-control.reroll"
"""A ruling of GURPS, which nothing in a Last of the Wolves scenario can consult."""


def test_a_ruling_tag_of_another_ruleset_is_refused_at_its_scenario(tmp_path):
    """A lotow scenario tagged with a reading of a gurps ruling ran under the default readings and passed,
    as if the reading it names had been followed: bad input, found before anything runs."""
    proc = run_features(tmp_path, f"@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1 @ruling:{FOREIGN}=once\n"
                                  "  Scenario: y\n" + GREEN_FEATURE.split("Scenario: y\n", 1)[1])
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2, out
    assert (f"case.feature:3: @ruling:{FOREIGN}=once: ruling {FOREIGN} is a ruling of gurps, and the scenario of line "
            "4 is of lotow: its reading could change nothing here") in out, out
    assert "Traceback" not in out and "HOOK-ERROR" not in out


def test_a_reading_step_of_another_ruleset_errs_at_its_step(tmp_path):
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  f'    Given the reading "once" of ruling {FOREIGN}\n'
                                  + GREEN_FEATURE.split("Scenario: y\n", 1)[1])
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert (f'case.feature:5: Given the reading "once" of ruling {FOREIGN}: ruling {FOREIGN} is a ruling of gurps, '
            "and this scenario is of lotow: its reading could change nothing here") in out, out
    assert "Traceback" not in out


@pytest.mark.parametrize("engine", ["reference", "cmd:" + shlex.join([sys.executable, "-m", "oracle.engine.serve"])],
                         ids=["reference", "served"])
def test_a_runs_reading_reaches_only_the_scenarios_of_its_ruleset(tmp_path, engine):
    """``--ruling`` applies to the scenarios of its ruling's ruleset in a run of several games; a lotow
    scenario's questions are not asked under a gurps reading (which the engine would refuse)."""
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "case.feature").write_text(GREEN_FEATURE, encoding="utf-8")
    os.symlink(ROOT / "steps", tmp_path / "steps")
    os.symlink(ROOT / "environment.py", tmp_path / "environment.py")
    proc = oracle(["run", "--report", tmp_path / "report", "--no-sides", "--engine", engine,
                   "--ruling", f"{FOREIGN}=once", "--force-ruling", "gurps.mount-out-of-control.fall-height=gm"],
                  tmp_path)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "1/1 scenarios passed" in out, out
    # no gurps scenario ran: the readings changed nothing, and the run says so
    assert (f"note: --ruling {FOREIGN}=once: a ruling of gurps, and no scenario of gurps ran: the reading changed "
            "nothing in this run") in " ".join(proc.stderr.split()), out
    assert "note: --force-ruling gurps.mount-out-of-control.fall-height=gm: a ruling of gurps" in proc.stderr, out
    scenario = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))["scenarios"][0]
    assert scenario["chosen_rulings"] == {}, scenario  # the lotow scenario ran under no gurps reading


def test_a_variant_of_a_game_no_scenario_of_the_run_plays_is_noted(tmp_path):
    """As a --ruling of another game: the run passed as if made under the variant, which changed nothing in it."""
    (tmp_path / "case.feature").write_text(GREEN_FEATURE, encoding="utf-8")
    proc = oracle(["run", "case.feature", "--no-sides", "--variant", "mordheim-six-always-fails"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert ("note: --variant mordheim-six-always-fails: a variant of mordheim, and no scenario of it ran: the variant "
            "changed nothing in this run") in " ".join(proc.stderr.split()), proc.stderr
    proc = oracle(["run", "case.feature", "--no-sides", "--variant", "lotow-english-half-inch"], tmp_path)
    assert proc.returncode == 0 and "note: --variant" not in proc.stderr, proc.stdout + proc.stderr


@pytest.mark.parametrize("steps, where, message", [
    # the second list replaced the first: the rider rolled 6, and the scenario's 1 was never used
    ("    And the dice will show 1\n    And the dice will show 6\n    When the rider rolls on the thrown-rider table\n",
     "case.feature:7: And the dice will show 6", "the next action's dice are already given (1); give all of them in one step"),
    # the action's own dice won, and the step's were dropped
    ("    And the dice will show 6\n    When the rider rolls on the thrown-rider table and the die shows 1\n",
     "case.feature:7: When the rider rolls on the thrown-rider table and the die shows 1",
     "this action's dice are given here and by an earlier step (6); give them once"),
    # no action came after them: the scenario passed without rolling them
    ("    And the dice will show 6\n", "case.feature:6: And the dice will show 6",
     "the dice given here (6) were never rolled: no action followed them"),
])
def test_dice_given_twice_or_never_rolled_fail_the_scenario(tmp_path, steps, where, message):
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  f"    Given a rider on a horse\n{steps}")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert where in out and message in out, out
    # dice never rolled fail the scenario after its steps: no line of behave's naming a hook instead of it
    assert "HOOK-ERROR" not in out and "AssertionError" not in out, out
    assert "failed: features/case.feature:4 y\n" in out and out.count(message) == 1, out


MISSPELT_STEP_FEATURE = (
    "Feature: x\n"
    "  @clause:lotow.mounted.obstacles.small\n"
    "  Scenario: read as half an inch, a 1.5\" fence is refused a third of the time\n"
    "    Gven the reading \"half-inch\" of ruling lotow.mounted.obstacles.small-threshold\n"
    "    Given a rider on a horse\n    And a fence 1.5\" high and 1\" wide\n"
    "    When the horse tries to cross the fence\n"
    "    Then the chance that the horse refuses the fence is 0\n\n"
    "  @clause:lotow.mounted.obstacles.small\n"
    "  Scenario: described in prose\n"
    "    The fence is low: a horse ignores it, as the printed text reads.\n"
    "    Given a rider on a horse\n    And a fence 1.5\" high and 1\" wide\n"
    "    When the horse tries to cross the fence\n"
    "    Then the chance that the horse refuses the fence is 0\n")


def test_a_step_with_a_misspelt_keyword_read_as_the_description_fails_its_scenario(tmp_path):
    """'Gven the reading ...' on a scenario's first line is its description for Gherkin: the reading was never
    chosen, and the scenario passed under the printed one (exit 0), where with 'Given' it fails (1/3, not 0).
    A description line of prose is left alone."""
    proc = run_features(tmp_path, MISSPELT_STEP_FEATURE)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "1/2 scenarios passed" in out, out
    assert ("    features/case.feature:4: Gven the reading \"half-inch\" of ruling "
            "lotow.mounted.obstacles.small-threshold: this step was read as a description and never "
            "ran: 'Gven' is no step keyword (did you mean 'Given'?)") in out, out
    assert "HOOK-ERROR" not in out, out


def test_a_step_under_the_feature_before_any_scenario_fails_each_scenario(tmp_path):
    """Steps written under 'Feature:' with no 'Background:' are the feature's description for Gherkin: the reading
    they chose was never chosen, and every scenario passed under the printed one. Prose there is left alone."""
    proc = run_features(tmp_path, (
        "Feature: x\n  Fences read as half an inch.\n"
        "  Given the reading \"half-inch\" of ruling lotow.mounted.obstacles.small-threshold\n\n"
        "  @clause:lotow.mounted.obstacles.small\n  Scenario: a 1.5\" fence\n"
        "    Given a rider on a horse\n    And a fence 1.5\" high and 1\" wide\n"
        "    When the horse tries to cross the fence\n    Then the chance that the horse refuses the fence is 0\n"))
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert ("    features/case.feature:3: Given the reading \"half-inch\" of ruling lotow.mounted.obstacles.small-threshold: "
            "this step was read as a description and never ran: it stands under 'Feature:' before any scenario, "
            "where Gherkin reads the feature's description; steps every scenario shares go under 'Background:'") in out, out


def test_a_plain_behave_run_fails_a_scenario_with_no_steps_in_one_line(tmp_path):
    """behave itself, through the repository's environment.py: the scenario is counted failed and the run fails,
    with one line saying why, where it printed "HOOK-ERROR in after_scenario: AssertionError: ..." and counted
    a hook error."""
    proc = plain_behave(tmp_path, feature=NO_STEPS_FEATURE)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "HOOK-ERROR" not in out and "hook_error" not in out and "AssertionError" not in out, out
    assert out.count("the scenario has no steps") == 1, out
    assert "case.feature:3: Scenario: nothing here: the scenario has no steps: it checks nothing\n" in out, out
    assert "Failing scenarios:\n  case.feature:3  nothing here" in out and "1 scenario passed, 1 failed" in out, out


def test_a_refusal_expected_with_no_action_says_so(tmp_path):
    """It said the action 'was allowed', of an action never taken."""
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.obstacles.mule\n  Scenario: y\n"
                                  "    Given a rider on a mule\n"
                                  "    Then the mule is refused by rule lotow.mounted.obstacles.mule\n")
    assert proc.returncode == 1
    assert "expected a refusal by rule lotow.mounted.obstacles.mule, but no action was taken before this step" in \
        proc.stdout + proc.stderr


def test_a_refusal_no_step_expected_fails_the_scenario(tmp_path):
    proc = run_features(tmp_path, "Feature: x\n  @clause:lotow.mounted.obstacles.mule\n  Scenario: y\n"
                                  "    Given a rider on a mule\n    And a wall 2\" high and 1\" wide\n"
                                  "    When the mule tries to cross the wall\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert "refused by rule lotow.mounted.obstacles.mule" in out and "no step expected it" in out


def _setup(tmp_path: Path, body: str) -> Path:
    (tmp_path / "lotow").mkdir(exist_ok=True)
    (tmp_path / "lotow" / "case.yaml").write_text(body, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("table, field", [
    ("fighters: [{id: a, colour: red}]", "table: fighters.0.colour: Extra inputs are not permitted"),
    ("obstacles: [{id: wall, kind: barrier, height: -2}]", "table: obstacles.0.height: Input should be greater than or equal to 0"),
    ("mounts: [{id: horse, kind: horse, move: 0}]", "table: mounts.0.move: Input should be greater than 0"),
    ("mounts: [{id: horse, kind: horse, move: 10, rider: ghost}]", "rider 'ghost' is not a fighter on the table"),
    # YAML's .inf and .nan are floats: a horse that moves forever, a wall of no height at all
    ("mounts: [{id: horse, kind: horse, move: .inf}]", "table: mounts.0.move: Input should be a finite number"),
    ("obstacles: [{id: wall, kind: barrier, height: .nan}]", "table: obstacles.0.height: Input should be a finite number"),
])
def test_an_invalid_setup_names_the_file_and_the_field(tmp_path, table, field):
    root = _setup(tmp_path, f"ruleset: lotow\ndescription: x\ntable: {{{table}}}\n")
    with pytest.raises(SetupError) as err:
        load_setup("lotow/case", root)
    assert "case.yaml" in str(err.value) and field in str(err.value)


def test_an_unknown_setup_key_at_the_top_is_named(tmp_path):
    root = _setup(tmp_path, "ruleset: lotow\ndescription: x\ntabel: {}\n")
    with pytest.raises(SetupError, match=r"case.yaml: tabel: Extra inputs are not permitted"):
        load_setup("lotow/case", root)


@pytest.mark.parametrize("text, what", [("", "nothing"), ("# only a comment\n", "nothing"),
                                        ("- ruleset: lotow\n", "a list"), ("lotow\n", "a str")])
def test_a_table_file_that_is_not_a_mapping_says_what_it_is(tmp_path, text, what):
    root = _setup(tmp_path, text)
    with pytest.raises(SetupError) as err:
        load_setup("lotow/case", root)
    assert str(err.value).endswith(f"case.yaml: top level: a table file is a mapping of ruleset, description and "
                                   f"table, not {what}")
    assert "SetupFile" not in str(err.value)


def test_an_unknown_setup_name_suggests_the_near_ones():
    with pytest.raises(SetupError, match="did you mean lotow/rider-and-passenger"):
        load_setup("lotow/rider-and-passengers")


def _table(*builders):
    t = setups.empty()
    for b in builders:
        t = b(t)
    return t


def test_a_forbidden_action_names_its_clause():
    engine = ReferenceEngine()
    mule_at_wall = _table(lambda t: setups.rider_on(t, "rider", "mule"),
                          lambda t: setups.add_obstacle(t, "wall", "barrier", 2.0, 0.5))
    with pytest.raises(RuleViolation) as err:
        engine.perform("lotow", mule_at_wall, CrossObstacle(mount="mule", obstacle="wall"), [])
    assert err.value.clause == "lotow.mounted.obstacles.mule"
    assert "impassable to the mule" in str(err.value)


def test_saddle_up_from_three_and_a_half_inches_is_refused():
    engine = ReferenceEngine()
    table = _table(lambda t: setups.fighter_on_platform(t, "gunman", "balcony", 3.5),
                   lambda t: setups.mount_away_from(t, "horse", "horse", "gunman", 1.0))
    with pytest.raises(RuleViolation, match=r"balcony is 3.5\" high; Saddle Up! is allowed from no higher than 3\""):
        engine.perform("lotow", table, SaddleUp(fighter="gunman", mount="horse", platform="balcony"), [6])


def test_a_horse_through_an_ordinary_door_is_refused():
    engine = ReferenceEngine()
    table = _table(lambda t: setups.rider_on(t, "rider", "horse"),
                   lambda t: setups.add_obstacle(t, "door", "door", door="ordinary"))
    with pytest.raises(RuleViolation) as err:
        engine.perform("lotow", table, CrossObstacle(mount="horse", obstacle="door"), [])
    assert err.value.clause == "lotow.mounted.obstacles.doors"


def test_too_few_dice_through_the_port_name_where_they_came_from():
    engine = ReferenceEngine()
    table = _table(lambda t: setups.rider_on(t, "rider", "horse"))
    with pytest.raises(DiceError, match="request 3: the rules call for roll 1"):
        engine.perform("lotow", table, RollThrownRider(fighter="rider"), [], where="request 3")


def test_a_mordheim_step_that_sets_a_warrior_up_on_a_fence_is_named_at_its_line(tmp_path):
    """A friend set up at (1, 0) stands on the fence 0.5" to 1" east of the hero: no base stands on a wall or
    obstacle (mordheim.terrain.barriers), so the setup is refused at its step, naming the warrior, the piece and
    where, as the same table in a setup file is."""
    proc = run_features(tmp_path, "Feature: x\n  @clause:mordheim.terrain.barriers\n  Scenario: y\n"
                                  '    Given a hero with Movement 4" and Initiative 3\n'
                                  '    And a fence 1" high stands 0" east of the hero\n'
                                  "    And a friendly goblin stands at (1, 0)\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert "case.feature:6" in out
    assert 'warrior goblin is set up at (1, 0) with its base on fence (wall, 1" high)' in out, out
    assert "Traceback" not in out


def test_a_mordheim_warrior_set_up_over_another_is_named_at_its_line(tmp_path):
    """An enemy set up at (0, 0), on the hero's own spot, was accepted: the hero's run was then refused by
    mordheim.running.enemy-within-8, of an enemy 0" away, a table no model can be set up on."""
    proc = run_features(tmp_path, "Feature: x\n  @clause:mordheim.running.double-movement\n  Scenario: y\n"
                                  '    Given a hero with Movement 4" and Initiative 3\n'
                                  "    And an enemy goblin stands at (0.5, 0)\n"
                                  '    When the hero runs 1" west\n')
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert ("case.feature:5: And an enemy goblin stands at (0.5, 0): (top level): warrior goblin is set up at (0.5, 0) "
            "with its base over hero's at (0, 0): their centres are 0.5\" apart, less than their bases' radii together "
            '(1"); set it up beside, its base touching at most') in out, out


@pytest.mark.parametrize("route", ['-3" east', '2" north then -1" east', 'leaps -2" east', '-1" up the ladder'])
def test_a_negative_leg_of_a_mordheim_route_is_named_as_one(tmp_path, route):
    """It was an unknown step, its nearest phrasing the very one it was written in."""
    proc = run_features(tmp_path, "Feature: x\n  @clause:mordheim.movement.distance\n  Scenario: y\n"
                                  '    Given a hero with Movement 4" and Initiative 3\n'
                                  f"    When the hero moves {route}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert f"case.feature:5: When the hero moves {route}: " in out and "a distance cannot be negative" in out, out
    assert "unknown step" not in out and "Traceback" not in out


def test_an_action_of_another_game_with_the_same_words_is_named_at_its_step(tmp_path):
    """LotOW's "the skaven charges the ork" on a Mordheim table: Mordheim's charge rule was given
    LotOW's Charge and the scenario errored with "AttributeError: 'Charge' object has no attribute
    'charger'"."""
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:mordheim.climbing.initiative-test\n  Scenario: y\n"
                                  '    Given the table "mordheim/skaven-on-roof"\n    When the skaven charges the ork\n'
                                  "    Then the skaven is in close combat with the ork\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert ("case.feature:6: When the skaven charges the ork: this scenario is set on a mordheim table, and this "
            "step's action, lotow 'charge', is not one of mordheim") in out, out
    assert "AttributeError" not in out


@pytest.mark.parametrize("action", [LotowCharge(attacker="skaven", target="ork"), RollThrownRider(fighter="skaven")],
                         ids=["same-name", "other-name"])
def test_the_engine_refuses_an_action_of_another_game_by_name(action):
    table = load_setup("mordheim/skaven-on-roof")[1]
    with pytest.raises(SetupError, match=f"mordheim: lotow '{action.name}' is not an action of mordheim"):
        ReferenceEngine().perform("mordheim", table, action, [1])


def test_a_world_refuses_to_change_the_table_mid_question():
    world = World(engine=ReferenceEngine())
    world.change("lotow", lambda t: setups.rider_on(t, "rider", "horse"), setups.empty)
    world.act(RollThrownRider(fighter="rider"))
    with pytest.raises(SetupError, match="cannot change after an action still waiting for dice"):
        world.change("lotow", lambda t: setups.add_fighter(t, "x"), setups.empty)


def test_a_piece_a_setup_step_builds_that_does_not_validate_is_named_by_field():
    """A step that builds a piece itself (an obstacle, a point) used to let pydantic's error out whole,
    and the report showed its last line: "For further information visit https://errors.pydantic.dev/..."."""
    world = World(engine=ReferenceEngine())
    world.change("lotow", lambda t: setups.rider_on(t, "rider", "horse"), setups.empty)
    with pytest.raises(SetupError) as refused:
        world.change("lotow", lambda t: setups.add_obstacle(t, "fence", "barrier", 2e6, 1.0), setups.empty)
    assert "height: Input should be less than or equal to 1000000" in str(refused.value)
    assert "errors.pydantic.dev" not in str(refused.value)


@pytest.mark.parametrize("table, field", [
    ("table:\n  fighters:\n    - {id: a, side: player, position: {x: 1e300, y: 0}}\n", "fighters.0.position.x"),
    ("table:\n  obstacles:\n    - {id: wall, kind: barrier, height: 1e300, width: 1}\n", "obstacles.0.height"),
    # a platform's corner was not bounded at all
    ("table:\n  fighters: [{id: a}]\n  platforms: [{id: p, x: 1e308, y: 0, width: 1, depth: 1, height: 2}]\n",
     "platforms.0.x"),
])
def test_a_position_or_distance_past_the_engines_bound_is_named(tmp_path, table, field):
    """Positions near the limits of a float gave a ZeroDivisionError (a LotOW climb), an
    OverflowError (a Mordheim charge) or a GEOSException instead of an answer."""
    (tmp_path / "far.yaml").write_text(f"ruleset: lotow\ndescription: far\n{table}", encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "far.yaml", "-a", "next-turn"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"far.yaml: table: {field}: Input should be less than or equal to 1000000" in proc.stderr


MORDHEIM_FAR = """ruleset: mordheim
description: far
table:
  warriors:
    - {id: hero, side: a, position: {x: 0, y: 0}}
    - {id: ork, side: b, position: {x: 5, y: 0}}
  terrain:
    - {id: wall, kind: wall, outline: [[2, 3], [X, 3], [X, 4], [2, 4]], height: 2}
"""


@pytest.mark.parametrize("corner, action, line", [
    # a wall's corner at 1e308: shapely overflowed with a RuntimeWarning, and the charge was answered
    ("1e308", "charge charger=hero target=ork",
     "far.yaml: table: terrain.0.outline.1.0: Input should be less than or equal to 1000000"),
    # the route's steps and the spot of contact were tracebacks, a ValidationError of a Point deep in the rule code
    ("3", "charge charger=hero target=ork contact_at=[1e308,0]",
     "--action: charge: contact_at.0: Input should be less than or equal to 1000000"),
    ("3", 'charge charger=hero target=ork route=[{"leap_by":[1e308,0]}]',
     "--action: charge: route.0.leap_by.0: Input should be less than or equal to 1000000"),
    ("3", 'charge charger=hero target=ork route=[{"by":[9e5,0]},{"by":[9e5,0]}]',
     "hero, route step 2 (by [900000.0, 0.0]): it ends at (1.8e+06, 0), farther from the table's origin than the "
     "1e+06 this engine measures"),
], ids=["outline", "contact-at", "leap-by", "steps-add-up"])
def test_a_mordheim_point_past_the_engines_bound_is_named(tmp_path, corner, action, line):
    (tmp_path / "far.yaml").write_text(MORDHEIM_FAR.replace("X", corner), encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "far.yaml", "-a", action], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert line in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    assert "RuntimeWarning" not in proc.stderr


def test_an_obstacle_behind_a_gurps_mover_is_refused_as_input(tmp_path):
    """A wall -5 yards ahead: a loss of control "tumbled" the biker -5 yards into a collision with it,
    and 'oracle try' showed the answer, exit 0."""
    (tmp_path / "biker.yaml").write_text("ruleset: gurps\ndescription: x\ntable:\n  characters:\n"
                                         "    - {id: biker, basic_move: 5, velocity: 40, high_speed: true}\n",
                                         encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "biker.yaml", "-a", "early-turn who=biker obstacle_ahead=-5",
                   "--dice", "18"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr.strip() == ("error: --action: early-turn: obstacle_ahead: Input should be greater than or "
                                   "equal to 0"), proc.stderr


def test_a_distance_past_the_engines_bound_is_named_at_its_step(tmp_path):
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  '    Given a rider on a horse\n    And a fence 2000000" high and 1" wide\n')
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert 'case.feature:6: And a fence 2000000" high and 1" wide: \'2000000"\': more than the 1e+06 this engine ' \
           "measures" in out, out
    assert "errors.pydantic.dev" not in out


def test_an_action_a_step_cannot_build_is_named_without_pydantics_noise(tmp_path):
    """The step's words built an action its model refuses: the report says which field and why,
    not pydantic's echo of the input ("[type=..., input_value=...]") or its link."""
    proc = run_features(tmp_path, "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n"
                                  "    Given a rider on a horse\n    When the rider charges the rider\n"
                                  "    Then the rider is engaged\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "case.feature:6: When the rider charges the rider: target names 'rider', as attacker does: one model " \
           "cannot play both parts\n" in out, out
    assert "input_value" not in out and "errors.pydantic.dev" not in out


def test_a_failed_outcome_on_a_big_table_says_a_part_of_it_and_where_the_rest_is(tmp_path):
    """The message of a failed outcome says the table in the ruleset's words: a unit of 300 models was
    one line of 14 000 characters in the terminal and the report. It says the first 2000 characters and
    how many more; results.json holds the whole table."""
    rows = "\n".join(f"      | m{i} | 20 | yes | no |" for i in range(300))
    proc = run_features(tmp_path, f"""Feature: A big unit
  @clause:ww2.cavalry-wounds.allocation.order
  Scenario: Three hits on the first of 300 models, all on the mount
    Given a cavalry unit "hussars" with these models
      | model | distance | seen | veteran |
{rows}
    When the enemy scores 3 hits on "hussars" at a range of 60 cm and the dice show 1, 2, 3
    Then the rider of m0 is dead
""")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    line = next(line for line in proc.stderr.splitlines() if "the table is:" in line)
    assert "m0: rider ok, mount 2/2" in line and "m299" not in line and len(line) < 2300
    assert line.endswith("more characters: the whole table is in results.json)")
    final = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))["scenarios"][0]["final"]
    assert "m299" in json.dumps(final)


@pytest.mark.parametrize("args, line", [
    (["run", "x[/].feature"], "error: x[/].feature: no such file or folder"),
    (["run", "[draft] thrown.feature"], "error: [draft] thrown.feature: no such file or folder"),
    (["run", "thrown.feature:abc"], "error: thrown.feature:abc: no such file or folder"),
    (["explain", "a[/]"], "error: unknown clause 'a[/]'"),
    (["explain", "lotow:thumbs_up:"], "error: unknown clause 'lotow:thumbs_up:'"),
    (["clauses", "[/]"], "error: clauses [/]: no such ruleset (there are: gurps, lotow, mordheim, ww2)"),
    (["try", "-e", "reference", "-t", "lotow/[/]", "-a", "x"], "error: 'lotow/[/]' is not the name of a table"),
])
def test_what_the_user_typed_is_quoted_as_typed_in_an_error(tmp_path, args, line):
    """rich read the quoted text as markup: '[/]' was a traceback (MarkupError), '[draft]' vanished as a style and
    ':abc' or ':thumbs_up:' became an emoji."""
    proc = oracle(args, tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith(line), proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_a_question_quoting_bbcode_is_named_as_written(tmp_path):
    (tmp_path / "q.yaml").write_text("title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
                                     "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                                     'question: {how_likely: ["the rider is thrown[/b]"]}\n', encoding="utf-8")
    proc = oracle(["ask", "q.yaml"], tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: q.yaml: question.how_likely.0: lotow has no outcome matching "
                                  "'the rider is thrown[/b]'"), proc.stderr


NO_STEPS_FEATURE = ("Feature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: nothing here\n\n"
                    "  @clause:lotow.mounted.thrown-rider.1\n  Scenario: thrown\n    Given a rider on a horse\n"
                    "    When the rider rolls on the thrown-rider table and the die shows 1\n"
                    "    Then the rider lies prone\n")


def test_a_scenario_with_no_steps_fails_as_checking_nothing(tmp_path):
    """behave counts a scenario with no steps passed: a run of one exited 0, '1/1 scenarios passed'. Failed by the
    hook that found it, behave printed a line of its own before the failure, naming no scenario:
    "HOOK-ERROR in after_scenario: AssertionError: ..."."""
    proc = run_features(tmp_path, NO_STEPS_FEATURE)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "HOOK-ERROR" not in out and "AssertionError" not in out, out
    assert [line for line in out.splitlines() if "no steps" in line or "nothing here" in line] == [
        "failed: features/case.feature:3 nothing here",
        "    features/case.feature:3: Scenario: nothing here: the scenario has no steps: it checks nothing"], out
    assert "1/2 scenarios passed" in out, out
    results = json.loads((tmp_path / "report" / "results.json").read_text(encoding="utf-8"))
    assert [(s["name"], s["status"], s["step"], s["message"]) for s in results["scenarios"]] == [
        ("nothing here", "failed", "features/case.feature:3: Scenario: nothing here",
         "the scenario has no steps: it checks nothing"),
        ("thrown", "passed", None, None)]


@pytest.mark.parametrize("field, value", [("height", "true"), ("width", "false")])
def test_a_distance_given_as_true_or_false_is_named(tmp_path, field, value):
    """pydantic's lax mode read YAML's true as 1: a fence 'height: true' stood 1" high and the question was answered."""
    fence = {"height": "1.5", "width": "0.5", field: value}
    (tmp_path / "t.yaml").write_text(
        "ruleset: lotow\ndescription: a fence\ntable:\n  fighters: [{id: rider}]\n"
        "  mounts: [{id: horse, kind: horse, move: 10, owner: rider, rider: rider}]\n"
        f"  obstacles: [{{id: fence, kind: barrier, height: {fence['height']}, width: {fence['width']}}}]\n",
        encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "t.yaml", "-a", "cross-obstacle mount=horse obstacle=fence"], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr == f"error: t.yaml: table: obstacles.0.{field}: Input should be a number, not {value}\n"


SQUADRON_BLOCK = ('    Given the ww2 table:\n      """\n      phase: shooting\n      units:\n'
                  "        - {id: recon, kind: motorcycles, riders_at_start: RIDERS,\n"
                  "           soldiers: [{id: driver1, position: {x: 21, y: 0}}, {id: gunner1, position: {x: 21, y: 0}}],\n"
                  "           bikes: [{id: bike1, driver: driver1, gunner: gunner1, position: {x: 22, y: 0}}]}\n"
                  '      """\n')


@pytest.mark.parametrize("riders, hits, where, said", [
    ("true", "1", "case.feature:5: Given the ww2 table:",
     "units.0.riders_at_start: Input should be a whole number, not true"),
    ("2", "true", "case.feature:13: When the shoot-motorcycles action is taken and the die shows 1:",
     "shoot-motorcycles: hits: Input should be a whole number, not true"),
], ids=["table", "action"])
def test_a_count_given_as_true_in_a_text_block_is_named_at_its_step(tmp_path, riders, hits, where, said):
    """pydantic's lax mode read YAML's true as 1: a squadron whose riders at the start were 'true' had one, and an
    enemy who scored 'true' hits scored one, and the scenario ran on."""
    proc = run_features(tmp_path, "@ww2\nFeature: x\n  @clause:ww2.motorcycle-wounds.bike-or-crew.roll\n  Scenario: y\n"
                                  + SQUADRON_BLOCK.replace("RIDERS", riders)
                                  + "    When the shoot-motorcycles action is taken and the die shows 1:\n"
                                  f'      """\n      unit: recon\n      hits: {hits}\n      range: 20 \n      """\n')
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert f"{where}: " in out and said in out, out
    assert "Traceback" not in out and "errors.pydantic.dev" not in out


def test_a_number_written_as_text_is_still_read_and_true_is_named():
    """What a step or a Gherkin cell gives as text ("3", "1e3") is read as before; only a bool is refused."""

    read = validate_setup(Character, {"id": "knight", "st": "12", "skills": [["riding", "14"]], "tumbled": "1e1"}, "x")
    assert (read.st, read.skills, read.tumbled) == (12, (("riding", 14),), 10.0)
    for field, value, kind in [("st", True, "a whole number"), ("move", False, "a whole number"),
                               ("tumbled", True, "a number")]:
        with pytest.raises(SetupError) as refused:
            validate_setup(Character, {"id": "knight", field: value}, "x")
        assert str(refused.value) == f"x: {field}: Input should be {kind}, not {str(value).lower()}"
    with pytest.raises(SetupError, match=r"^x: skills\.0\.1: Input should be a whole number, not true$"):
        validate_setup(Character, {"id": "knight", "skills": [["riding", True]]}, "x")


@pytest.mark.parametrize("table, action, dice, line", [
    # refused by lotow.mounted.passengers.two-riders, "ghost is not part of a mounted model", as if the rules had spoken
    ("lotow/rider-and-passenger", "shot-hits-mounted-model target=ghost strength=3", "4",
     "no fighter or mount called 'ghost' on the table (there are: rider, passenger, horse)"),
    ("lotow/rider-and-passenger", 'allocate-strikes attacker=enemy strength=3 strikes=[{"target":"ghost","count":2}]',
     "4", "no fighter or mount called 'ghost' on the table (there are: rider, passenger, horse)"),
    # refused by lotow.mounted.passengers.in-the-way, as an order that leaves a model out
    ("lotow/rider-and-passenger", 'shot-hits-mounted-model target=rider strength=3 order=["passenger","ghost"]', "4,4",
     "no fighter or mount called 'ghost' on the table (there are: rider, passenger, horse)"),
    # the owner's pick was dropped without a word, and the default order with it: the driver died, not the gunner
    ("ww2/two-bike-squadron", 'shoot-motorcycles unit=recon hits=1 range=30 crew_order=["ghost"]', "4",
     "no soldier of unit recon called 'ghost' on the table (there are: driver1, gunner1, driver2, gunner2)"),
], ids=["shot-target", "strikes-target", "in-the-way-order", "crew-order"])
def test_an_id_the_table_does_not_have_is_named_not_refused_or_dropped(tmp_path, table, action, dice, line):
    proc = oracle(["try", "-e", "reference", "-t", table, "-a", action, "--dice", dice], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: {line}\n")


@pytest.mark.parametrize("field", ["successes_in_a_row", "failures_in_a_row"])
def test_a_streak_of_riding_rolls_is_no_negative_count(tmp_path, field):
    """"连续的3 个普通成功" (gurps.mounted.frightened.regain): three Riding successes in a row calm a frightened
    mount. A horse set up with 'successes_in_a_row: -1' was still frightened after three, and 'oracle try' showed
    that as the rules' answer."""
    table = (ROOT / "scenarios" / "gurps" / "knight-and-warhorse.yaml").read_text(encoding="utf-8")
    (tmp_path / "t.yaml").write_text(table.replace("      training: war\n",
                                                   f"      training: war\n      frightened: true\n      {field}: -1\n"),
                                     encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "t.yaml", "-a", "regain-control rider=knight seconds=3",
                   "--dice", "10,10,10"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: t.yaml: table: characters.0.{field}: Input should be greater than or equal to 0\n")


STRIKES = ("@lotow\nFeature: x\n  @clause:lotow.mounted.passengers.close-combat\n  Scenario: y\n"
           "    Given a rider on a horse\n    And a passenger riding behind the rider\n"
           "    When an enemy of Strength 3 divides his strikes\n      | target    | COLUMN |\n      | passenger | CELL |\n"
           "    Then the passenger has taken 2 hits\n")
FIRE = ('@ww2\nFeature: x\n  @clause:ww2.infantry-wounds.heavy-weapon.separate-dice\n  Scenario: y\n'
        '    Given an infantry squad "rifles" with these soldiers\n      | soldier | can shoot |\n'
        '      | g1      | yes       |\n      | g2      | yes       |\n      | r1      | yes       |\n'
        '    And "rifles" has a heavy machine gun mg crewed by g1 and g2\n'
        '    When the enemy fires at "rifles" at a range of 60 cm with separate dice for each target\n'
        '      | target  | COLUMN | hits | special |\n      | gunners | mg     | 1    | CELL    |\n'
        '    Then soldier g1 is dead\n')


@pytest.mark.parametrize("feature, column, cell, line, said", [
    # "ValueError: invalid literal for int() with base 10: 'two'"
    (STRIKES, "strikes", "two", 7, "row 9: column 'strikes': cannot read 'two' (a whole number)"),
    # "KeyError: '\"strikes\" is not a row heading'"
    (STRIKES, "blows", "2", 7, "unknown column 'blows' (use: target, strikes)"),
    # read by nothing: the hit was no special weapon's, and the gun was nobody's
    (FIRE, "weapons", "yes", 11, "unknown column 'weapons' (use: target, weapon, hits, special)"),
    # anything but "yes" was read as no
    (FIRE, "weapon", "maybe", 11, "row 13: column 'special': cannot read 'maybe' (yes or no)"),
], ids=["strikes-word", "strikes-column", "fire-column", "fire-special"])
def test_a_cell_or_column_a_step_cannot_read_is_named_by_row_and_column(tmp_path, feature, column, cell, line, said):
    proc = run_features(tmp_path, feature.replace("COLUMN", column).replace("CELL", cell))
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert f"case.feature:{line}: " in out and said in out, out
    assert "Error:" not in out and "Traceback" not in out, out


@pytest.mark.parametrize("ruleset, table, action, field, bound", [
    # "投2d 然后参照下面的表格" (gurps.mount-out-of-control.roll): the rows run 2 to 12; a horse set up with result 13
    # was said to have got it, as if the rules could give it
    ("gurps", "characters: [{id: horse, kind: mount, table_results: [13]}]", "pass-seconds seconds=1",
     "characters.0.table_results.0", "less than or equal to 12"),
    ("gurps", "characters: [{id: horse, kind: mount, table_results: [1]}]", "pass-seconds seconds=1",
     "characters.0.table_results.0", "greater than or equal to 2"),
    # a fall's hits are the D3 rolled under ruling mordheim.jumping-down.falling-damage ("D3 попаданий"): 1 to 3
    ("mordheim", "warriors: [{id: orc, falls: [{clause: mordheim.jumping-down.failure, height: 5, hits: 4}]}]",
     "next-turn", "warriors.0.falls.0.hits", "less than or equal to 3"),
    ("mordheim", "warriors: [{id: orc, falls: [{clause: mordheim.jumping-down.failure, height: 5, hits: 0}]}]",
     "next-turn", "warriors.0.falls.0.hits", "greater than or equal to 1"),
    # the clock counts turns from 1: a gun that "fired in turn 0" or a prone bonus "from turn -1" is no turn of the game
    ("ww2", "units: [{id: a, kind: infantry, weapons: [{id: mg, fired_turn: 0}]}]", "next-turn",
     "units.0.weapons.0.fired_turn", "greater than or equal to 1"),
    ("ww2", "units: [{id: a, kind: infantry, soldiers: [{id: s, prone_bonus_from_turn: -1}]}]", "next-turn",
     "units.0.soldiers.0.prone_bonus_from_turn", "greater than or equal to 1"),
    ("ww2", "units: [{id: a, kind: cavalry, no_charge_in_turn: 0}]", "next-turn",
     "units.0.no_charge_in_turn", "greater than or equal to 1"),
], ids=["gurps-13", "gurps-1", "mordheim-4", "mordheim-0", "ww2-fired", "ww2-prone", "ww2-charge"])
def test_a_value_no_die_or_turn_can_have_is_refused_naming_the_field(tmp_path, ruleset, table, action, field, bound):
    (tmp_path / "t.yaml").write_text(f"ruleset: {ruleset}\ndescription: x\ntable: {{{table}}}\n", encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "t.yaml", "-a", action], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: t.yaml: table: {field}: Input should be {bound}\n")


def test_the_published_schemas_carry_those_bounds():
    def prop(rs, model, name):
        schema = json.loads((ROOT / "docs" / "protocol" / f"{rs}.schema.json").read_text(encoding="utf-8"))
        return schema["$defs"][model]["properties"][name]

    assert prop("gurps", "Character", "table_results")["items"] == {"type": "integer", "minimum": 2, "maximum": 12}
    assert prop("mordheim", "Fall", "hits")["anyOf"][0] == {"type": "integer", "minimum": 1, "maximum": 3}
    for model, name in [("Soldier", "prone_bonus_from_turn"), ("HeavyWeapon", "fired_turn"), ("Unit", "no_charge_in_turn")]:
        assert prop("ww2", model, name)["anyOf"][0] == {"type": "integer", "minimum": 1}, name


@pytest.mark.parametrize("body, said", [
    ("setup: gurps/knight-and-warhorse\nquestion: {what_happens: false}\n",
     "the question asks nothing: set question.what_happens or list question.how_likely"),
    ("question: {how_likely: [the horse is exhausted]}\n",
     "give either 'setup' (a named table from scenarios/) or 'table' (inline), not both or neither"),
], ids=["asks-nothing", "no-table"])
def test_a_question_file_wrong_as_a_whole_says_what_without_pydantics_words(tmp_path, body, said):
    # pydantic put "Value error, " before the model's own sentence
    (tmp_path / "q.yaml").write_text("title: t\nruleset: gurps\nactions: [{action: lose-all-control, rider: knight}]\n"
                                     + body, encoding="utf-8")
    proc = oracle(["ask", "q.yaml"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: q.yaml: (top level): {said}\n")


@pytest.mark.parametrize("action, dice, line", [
    # the second value silently won: the rider was thrown, though the passenger was named first
    ("roll-thrown-rider fighter=passenger fighter=rider", "1",
     "--action: fighter is given twice ('passenger', then 'rider'); give each field once"),
    # the name given first was silently replaced by the field's
    ("roll-thrown-rider action=mount fighter=rider", "1",
     "--action: action=mount: the action's name is the first word ('roll-thrown-rider'), not a field"),
    # the empty place was dropped: the 2 read as the first roll's partner, as if '1,2' had been typed
    ("roll-thrown-rider fighter=rider", "1,,2", "--dice: '1,,2' has an empty place between its commas"),
], ids=["field-twice", "action-field", "empty-die"])
def test_an_action_or_dice_typed_ambiguously_for_try_are_named(tmp_path, action, dice, line):
    proc = oracle(["try", "-e", "reference", "-t", "lotow/rider-and-passenger", "-a", action, "--dice", dice], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: {line}\n")


def test_a_skill_given_twice_on_a_gurps_sheet_is_named(tmp_path):
    # the first level was read and the second ignored: a knight written down with Riding 12 and Riding 14 rode at 12
    (tmp_path / "t.yaml").write_text("ruleset: gurps\ndescription: x\ntable:\n  characters:\n"
                                     "    - {id: knight, skills: [[riding, 12], [riding, 14]]}\n", encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "t.yaml", "-a", "pass-seconds seconds=1"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", "error: t.yaml: table: characters.0: knight: skill riding is given twice (12, then 14); "
               "a sheet has one level of each skill\n")


def test_a_gunner_named_twice_in_a_heavy_weapons_crew_is_named(tmp_path):
    # accepted without a word: a crew of two gunners that is one soldier ('crewed by g1 and g1')
    (tmp_path / "t.yaml").write_text("ruleset: ww2\ndescription: x\ntable:\n  units:\n"
                                     "    - {id: rifles, kind: infantry, soldiers: [{id: g1}, {id: g2}],\n"
                                     "       weapons: [{id: mg, crew: [g1, g1]}]}\n", encoding="utf-8")
    proc = oracle(["try", "-e", "reference", "-t", "t.yaml", "-a", "next-turn"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", "error: t.yaml: table: (top level): heavy weapon mg: crewman 'g1' is in its crew twice; name each "
               "gunner once\n")


def test_a_world_asks_the_engine_under_the_readings_of_its_tables_ruleset_alone():
    """The run's readings of another game are not sent with a question of this one (an engine would be told a
    ruling it cannot consult, and the reference refuses it); one the scenario states itself, on a table of
    another game, is an error naming the step, not a pass under the default reading."""
    world = World(engine=ReferenceEngine(), rulings={FOREIGN: "once", "lotow.falling.lands-prone": "standing"})
    world.change("lotow", lambda t: setups.rider_on(t, "rider", "horse"), setups.empty)
    assert world.readings() == {"lotow.falling.lands-prone": "standing"}
    world.act(RollThrownRider(fighter="rider"), [6])
    assert world.state.fighter("rider").posture != "prone"
    world.read_ruling(FOREIGN, "repeat")
    world.where = "case.feature:9: When the rider rolls"
    with pytest.raises(SetupError, match=f"case.feature:9: When the rider rolls: this scenario reads ruling {FOREIGN}, "
                                         "a ruling of gurps, and its table is of lotow"):
        world.act(RollThrownRider(fighter="rider"), [6])


def _one_value_options() -> list[tuple[str, str]]:
    """Every option of every ``oracle`` command that takes one value (not a list, not a count, not a flag):
    (command, option's long name)."""
    group = cli._command_line()
    return [(name, max(p.opts, key=len)) for name, command in sorted(group.commands.items())
            for p in command.params if p.param_type_name == "option" and not (p.multiple or p.count or p.is_flag)]


@pytest.mark.parametrize("command, option", _one_value_options(), ids=lambda v: str(v))
def test_an_option_of_one_value_given_two_different_values_is_refused(tmp_path, command, option):
    # click kept the last: 'oracle fuzz --ruleset lotow --ruleset mordheim' fuzzed mordheim alone, not a word said
    proc = oracle([command, option, "1", option, "2"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: oracle {command}: {option} is given twice ('1', then '2'); it takes one value: "
               f"give it once (see 'oracle {command} --help')\n")


def _two_way_flags() -> list[tuple[str, str, str]]:
    """Every flag of an ``oracle`` command that has its opposite (``--sides/--no-sides``): (command, flag, opposite)."""
    group = cli._command_line()
    return [(name, max(p.opts, key=len), max(p.secondary_opts, key=len))
            for name, command in sorted(group.commands.items())
            for p in command.params if p.param_type_name == "option" and p.is_flag and p.secondary_opts]


@pytest.mark.parametrize("command, flag, opposite", _two_way_flags(), ids=lambda v: str(v))
def test_a_flag_and_its_opposite_together_are_refused(tmp_path, command, flag, opposite):
    # 'oracle run --sides --no-sides' ran without the rulings side by side: the last won
    proc = oracle([command, flag, opposite], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: oracle {command}: {flag} and {opposite} are both given; they say opposite things: "
               f"give one (see 'oracle {command} --help')\n")


def test_an_option_given_its_one_value_twice_or_a_flag_twice_is_taken(tmp_path):
    # nothing is lost when the second says what the first said
    proc = oracle(["fuzz", "-e", "reference", "--engine", "reference", "--ruleset", "mordheim", "--ruleset=mordheim",
                   "-a", "run", "-n", "1", "--seed", "3", "--seed", "3"], tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert " situation(s) of mordheim run; 1/1 actions reached" in proc.stdout
    assert oracle(["clauses", "--json", "--json", "--section", "lotow.thrown-riders"], tmp_path).returncode == 0


PATHS_KEPT_AS_TEXT = {("run", "paths"), ("explain", "features")}
"""The parameters that name files or folders but are kept as text (the other paths are typed ``Path``)."""


def _path_parameters() -> list[tuple[str, str, list[str]]]:
    """Every parameter of an ``oracle`` command that names a file or folder: (command, option or argument,
    the arguments that give it an empty path)."""
    found = []
    for name, command in sorted(cli._command_line().commands.items()):
        hints = typing.get_type_hints(command.callback)
        arguments = 0
        for p in command.params:
            if p.param_type_name == "argument":
                arguments += 1
            typed = (hints[p.name], *typing.get_args(hints[p.name]))
            if any(isinstance(t, type) and issubclass(t, Path) for t in typed) or (name, p.name) in PATHS_KEPT_AS_TEXT:
                if p.param_type_name == "option":
                    found.append((name, max(p.opts, key=len), [max(p.opts, key=len), ""]))
                else:  # the arguments before it given
                    found.append((name, p.name, ["x"] * (arguments - 1) + [""]))
    return found


@pytest.mark.parametrize("command, parameter, given", _path_parameters(), ids=lambda v: str(v))
def test_an_empty_path_is_refused_as_empty(tmp_path, command, parameter, given):
    # Path("") is the working folder: 'oracle ask q.yaml --card ""' said "--card .: is a folder", 'oracle init ""'
    # wrote the starter files here and 'oracle run ""' ran the features found here
    (tmp_path / "features").mkdir()
    proc = oracle([command, *given], tmp_path)
    hint = f"'{parameter}'" + (" / '-o'" if parameter == "--out" else "")
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: oracle {command}: Invalid value for {hint}: an empty path names no file or folder "
               f"(is the variable that gave it unset?) (see 'oracle {command} --help')\n")
    assert os.listdir(tmp_path) == ["features"]


def _one_path_parameters() -> list[tuple[str, str]]:
    """(command, option or argument) of each parameter that names one file or folder (not a list of them)."""
    out = []
    for name, command in sorted(cli._command_line().commands.items()):
        hints = typing.get_type_hints(command.callback)
        for p in command.params:
            hint = hints[p.name]
            if any(isinstance(t, type) and issubclass(t, Path) for t in (hint, *typing.get_args(hint))) \
                    and typing.get_origin(hint) is not list:
                out.append((name, max(p.opts, key=len) if p.param_type_name == "option" else p.name))
    return out


@pytest.mark.parametrize("command, parameter", _one_path_parameters(), ids=lambda v: str(v))
def test_a_path_is_shown_as_a_path_in_help(tmp_path, command, parameter):
    # read by the parser that refuses an empty path, a path was shown by its class's name, "--card <Path>", where
    # typer shows its own paths, as these were before, "--card <path>"
    helped = oracle([command, "--help"], tmp_path, env={"COLUMNS": "200"})
    assert helped.returncode == 0, helped.stderr
    row = next((line for line in helped.stdout.splitlines() if re.search(rf"[│*] +{re.escape(parameter)} ", line)), None)
    assert row is not None and re.search(rf" {re.escape(parameter)} +(-\w +)?<path> ", row), row or helped.stdout
    assert "<Path>" not in helped.stdout


def test_an_engines_probability_of_more_digits_than_python_reads_is_named(tmp_path, monkeypatch):
    # the pattern let it through, and Fraction() raised as the reply was read: a ValueError traceback
    (tmp_path / "long_odds.py").write_text(
        "import json\n"
        "from oracle.engine.serve import ReferenceOverProtocol\n"
        "class Planted(ReferenceOverProtocol):\n"
        "    def handle_line(self, line):\n"
        "        reply = json.loads(super().handle_line(line))\n"
        "        if reply.get('cmd') == 'distribution':\n"
        "            reply['outcomes'][0]['probability'] = '1/' + '9' * 5000\n"
        "        return json.dumps(reply)\n", encoding="utf-8")
    (tmp_path / "q.yaml").write_text("title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
                                     "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                                     "question: {what_happens: true}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    proc = oracle(["ask", "q.yaml", "--engine", "py:long_odds:Planted"], tmp_path,
                  env={"PYTHONPATH": os.pathsep.join([str(ROOT), str(tmp_path)])})
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.startswith(
        "error: --engine py:long_odds:Planted: exact odds of roll-thrown-rider: the engine's reply does not fit the "
        "protocol schema: distribution.outcomes.0.probability: a fraction whose numerator or denominator has more "
        f"than {sys.get_int_max_str_digits()} digits, more than can be read; reply: "), proc.stderr
    assert proc.stderr.count("\n") == 1


def test_an_engine_configs_numbers_and_booleans_reach_the_engine_as_written(tmp_path):
    # the values were read as YAML numbers and booleans and given to the engine as Python writes them:
    # DEBUG: true became "True", VERSION: 1.10 became "1.1", MASK: 0x1F became "31", a word 1.10 of the command "1.1"
    (tmp_path / "said.py").write_text(
        "import json, os, sys\n"
        "names = ['DEBUG', 'VERBOSE', 'VERSION', 'MASK', 'LIMIT', 'PORT', 'MODE']\n"
        "json.dump({'argv': sys.argv[1:], 'env': {n: os.environ.get(n) for n in names}}, open('said.json', 'w'))\n",
        encoding="utf-8")
    (tmp_path / "engine.yaml").write_text(
        f"command: [{sys.executable}, said.py, --version, 1.10, --port, 8080, --fast, yes]\n"
        "env: {DEBUG: true, VERBOSE: off, VERSION: 1.10, MASK: 0x1F, LIMIT: 1_000, PORT: 8080, MODE: 'quoted: 1.10'}\n",
        encoding="utf-8")
    proc = oracle(["smoke", "--engine", "engine.yaml"], tmp_path)
    assert proc.returncode == 2 and "the engine did not start" in proc.stderr, proc.stderr
    said = json.loads((tmp_path / "said.json").read_text(encoding="utf-8"))
    assert said == {"argv": ["--version", "1.10", "--port", "8080", "--fast", "yes"],
                    "env": {"DEBUG": "true", "VERBOSE": "off", "VERSION": "1.10", "MASK": "0x1F", "LIMIT": "1_000",
                            "PORT": "8080", "MODE": "quoted: 1.10"}}


def test_a_ruling_id_given_to_explain_names_the_clauses_it_reads(tmp_path):
    # 'oracle ask' prints ruling ids beside the clauses; explaining one said "unknown clause" and suggested
    # three clauses whose ids looked like it, none of them the one the ruling reads
    ruling = catalogue().rulings["lotow.falling.lands-prone"]
    proc = oracle(["explain", ruling.id], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: 'lotow.falling.lands-prone' is a ruling, not a clause: explain one of the clauses it reads, "
               f"{', '.join(ruling.clauses)} (its readings are shown there)\n")
    assert len(ruling.clauses) == 2


def test_an_empty_first_line_from_the_engine_is_named_as_empty(tmp_path):
    # "the engine's first line is not JSON, where its 'started' handshake was due:  (an engine writes ...)"
    engine = "cmd:" + shlex.join([sys.executable, "-c", "print(); import time; time.sleep(30)"])
    proc = oracle(["smoke", "--engine", engine], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: --engine {engine}: the engine's first line is not JSON, where its 'started' handshake was "
               "due: an empty line (an engine writes only protocol lines on stdout; what it prints for people goes to "
               "stderr)\n")


def test_an_action_or_a_ruling_a_handshake_lists_twice_is_counted_and_asked_once(tmp_path, monkeypatch):
    # "lotow: 3 action(s) — 3 agrees", "3 declared action(s)" and "other readings of 2 ruling(s)" for an engine
    # of two actions following one ruling, each listed a second time, the action asked twice
    (tmp_path / "twice_engine.py").write_text(
        "from examples.python_engine.engine import ThrownRiders\n"
        "class Twice(ThrownRiders):\n"
        "    RULESETS = {'lotow': ['roll-thrown-rider', 'strike', 'roll-thrown-rider']}\n"
        "    RULINGS = ('lotow.mounted.passengers.rider-thrown', 'lotow.mounted.passengers.rider-thrown')\n",
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    proc = oracle(["smoke", "--engine", "py:twice_engine:Twice"], tmp_path,
                  env={"PYTHONPATH": os.pathsep.join([str(ROOT), str(tmp_path)])})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].endswith("other readings of 1 ruling(s)"), lines[0]
    assert lines[1].startswith("  lotow: 2 action(s) — "), lines
    assert lines[-1].startswith("2 declared action(s): "), lines


@pytest.mark.parametrize("command, said", [
    # pydantic's errors of both forms: "command.str: Input should be a valid string; command.list[str].1: ..."
    ("[python3, null]", "word 2 is null, not text: each word of a command is text"),
    ("[python3, [a, b]]", "word 2 is a list, not text: each word of a command is text"),
    ("{program: python3}", "a command line (text) or the list of its words, not a mapping"),
    ("null", "a command line (text) or the list of its words, not null"),
    # "Value should have at least 1 item after validation, not 0", of a string
    ('""', "empty: give the command line that starts the engine"),
    ("[]", "an empty list: give the program and its arguments"),
    # started nothing: "the engine did not start: cannot start '' x: Permission denied"
    ('["", engine.py]', "word 1, the program, is empty"),
], ids=["null-word", "list-word", "mapping", "null", "empty-text", "empty-list", "empty-program"])
def test_an_engine_configs_command_that_is_no_command_line_is_named(tmp_path, command, said):
    (tmp_path / "engine.yaml").write_text(f"command: {command}\n", encoding="utf-8")
    proc = oracle(["smoke", "--engine", "engine.yaml"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: --engine engine.yaml: command: {said}\n")


@pytest.mark.parametrize("engine, said", [
    # started: "the engine did not start: cannot start '' x: Permission denied"
    ("cmd:'' engine.py", "the command line \"'' engine.py\" names no program: its first word is empty"),
    # the working folder: "--engine config:: : is a folder, not an engine config file"
    ("config:", "no engine config file is named after 'config:' (is the variable that gave it unset?)"),
], ids=["empty-program", "empty-config"])
def test_an_engine_spec_naming_no_program_or_no_file_says_so(tmp_path, engine, said):
    proc = oracle(["smoke", "--engine", engine], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"error: --engine {engine}: {said}\n")


def test_a_handshake_after_a_byte_order_mark_is_named_so(tmp_path):
    # "the engine's first line is not JSON ...: {"cmd": "started", ...}": valid JSON to the eye, the mark invisible
    started = '{"cmd": "started", "protocol": 1, "engine": {"name": "dotnet"}, "rulesets": {}}'
    engine = "cmd:" + shlex.join([sys.executable, "-c", "import sys, time; sys.stdout.buffer.write(b'\\xef\\xbb\\xbf' + "
                                  f"{started!r}.encode() + b'\\n'); sys.stdout.flush(); time.sleep(30)"])
    proc = oracle(["smoke", "--engine", engine], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        2, "", f"error: --engine {engine}: the engine's first line begins with a byte order mark (U+FEFF), which a "
               "line of JSON may not: write the engine's stdout as UTF-8 without a BOM (in .NET, new "
               f"UTF8Encoding(false)); the line: {started}\n")


@pytest.mark.parametrize("tags, cited", [
    # "no scenario matched the tags '@clause:lotow.mounted.thrown-rider.7' (nothing ran)", exit 5, as if none were tagged yet
    ("@clause:lotow.mounted.thrown-rider.7", "lotow.mounted.thrown-rider.7"),
    # and one negated kept every scenario, the misspelt clause unnoticed
    ("@lotow and not @clause:lotow.mounted.thrown-rider.7", "lotow.mounted.thrown-rider.7"),
], ids=["named", "negated"])
def test_a_tag_expression_naming_a_clause_the_catalogue_does_not_have_is_bad_input(tmp_path, tags, cited):
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "case.feature").write_text(GREEN_FEATURE, encoding="utf-8")
    proc = oracle(["run", "--report", tmp_path / "report", "--tags", tags, "features"], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, ""), proc.stdout + proc.stderr
    assert proc.stderr.startswith(f"error: --tags {tags!r}: no scenario is tagged with clause {cited!r}, which the "
                                  "catalogue does not have; did you mean "), proc.stderr
    assert not (tmp_path / "report").exists()
