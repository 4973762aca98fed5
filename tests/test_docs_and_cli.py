"""The generated step vocabulary and the README's counts are current; the CLI lists and explains clauses."""

import gc
import io
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from rich.console import Console

import in_process
from oracle import cli
from oracle.docs import readme, render

ROOT = Path(__file__).resolve().parent.parent


def test_the_step_vocabulary_is_current():
    assert (ROOT / "docs" / "steps.md").read_text(encoding="utf-8") == render(), \
        "docs/steps.md is stale: run python -m oracle.docs"


def test_the_readme_counts_are_current():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert text == readme(text), "README.md's table of clauses and scenarios is stale: run python -m oracle.docs"


def oracle(*args):
    return in_process.oracle(args, ROOT)


def test_clauses_lists_and_filters():
    proc = oracle("clauses", "--ruleset", "lotow", "--grep", "saddle up")
    assert proc.returncode == 0
    assert "lotow.mounted.saddle-up.6" in proc.stdout
    assert "lotow.mounted.thrown-rider.1" not in proc.stdout


def test_clauses_takes_the_ruleset_as_an_argument_and_a_section_as_a_run_names_it():
    """`oracle clauses lotow` as `oracle check ww2` takes its ruleset; a run's scope line names a
    section lotow.thrown-riders, and --section takes that too."""
    named, option = oracle("clauses", "lotow"), oracle("clauses", "--ruleset", "lotow")
    assert named.returncode == 0 and named.stdout == option.stdout
    assert "lotow.mounted.saddle-up.6" in named.stdout and "ww2." not in named.stdout
    short, long_ = oracle("clauses", "--section", "thrown-riders"), oracle("clauses", "--section", "lotow.thrown-riders")
    assert long_.returncode == 0 and long_.stdout == short.stdout
    assert "lotow.mounted.thrown-rider.1" in long_.stdout and "3 clause(s)" in long_.stdout


def test_explain_prints_quote_statement_rulings_scenarios_and_odds():
    proc = oracle("explain", "lotow.mounted.jump.natural-one")
    out = proc.stdout
    assert proc.returncode == 0, proc.stderr
    assert "Более того, если в результате такого прыжка" in out
    assert "Ruling lotow.mounted.jump.natural-one-scope" in out and "every-jump" in out
    assert "[passed] The odds of a jump over a high fence" in out
    # the exact outcomes of that scenario: the 1/36 of a thrown rider with a Strength 2 hit
    assert "1/36" in out


@pytest.mark.parametrize("args, words", [
    (("check", "LOTOW"), "unknown ruleset 'LOTOW'; did you mean lotow?"),
    (("clauses", "LOTOW"), "clauses LOTOW: no such ruleset; did you mean lotow?"),
    (("clauses", "--ruleset", "Gurps"), "--ruleset Gurps: no such ruleset; did you mean gurps?"),
    (("fuzz", "--ruleset", "LOTOW", "--engine", "reference"), "--ruleset LOTOW: no such ruleset; did you mean lotow?"),
    (("init", "--ruleset", "WW2", "unwritten"), "--ruleset WW2: no such ruleset; did you mean ww2?"),
    (("stats", "--engine", "reference", "--table", "{setup}", "--action", "dash"),
     "ruleset: unknown ruleset 'WW2'; did you mean ww2?"),
], ids=["check", "clauses", "clauses-ruleset", "fuzz", "init", "stats"])
def test_a_ruleset_named_in_capitals_is_suggested_as_written(tmp_path, args, words):
    """The suggestion compared letters with their case: 'LOTOW' has none in common with 'lotow', and
    the commands named the rulesets there are but not the one meant."""
    setup = tmp_path / "setup.yaml"
    setup.write_text("ruleset: WW2\ndescription: a table\ntable: {}\n", encoding="utf-8")
    proc = oracle(*(a.format(setup=setup) for a in args))
    assert proc.returncode == 2 and words in proc.stderr, proc.stderr
    assert not (ROOT / "unwritten").exists()


def test_explain_an_unknown_clause_suggests_near_ids():
    proc = oracle("explain", "lotow.mounted.thrown-rider.7")
    assert proc.returncode == 2
    assert "did you mean" in proc.stderr and "lotow.mounted.thrown-rider.1" in proc.stderr


def test_run_refuses_an_unknown_ruling_alternative():
    proc = oracle("run", "--ruling", "lotow.mounted.obstacles.small-threshold=quarter-inch")
    assert proc.returncode == 2
    assert "has no alternative 'quarter-inch' (it has: printed, half-inch)" in proc.stderr


def test_a_command_runs_with_its_own_collector_threshold_and_puts_the_callers_back(monkeypatch):
    """``oracle`` sets the cyclic collector's first threshold for the command (COLLECTOR_FIRST_THRESHOLD)
    and a program that runs ``main`` in its own process gets its own setting back, even on an error."""
    seen = []
    real = cli._Commands.invoke

    def spy(commands, ctx):  # what the command runs under
        seen.append(gc.get_threshold())
        return real(commands, ctx)

    monkeypatch.setattr(cli._Commands, "invoke", spy)
    before = gc.get_threshold()
    gc.set_threshold(123, 4, 5)
    try:
        for argv in (["clauses", "lotow"], ["explain", "no.such.clause"]):  # exit 0, then an error
            with pytest.raises(SystemExit):
                cli.main(argv, prog_name="oracle")
            assert gc.get_threshold() == (123, 4, 5)
    finally:
        gc.set_threshold(*before)
    assert seen == [(cli.COLLECTOR_FIRST_THRESHOLD, 4, 5)] * 2


def test_the_commands_are_made_once_a_process_and_each_call_reads_its_own_arguments():
    """A program calling ``main`` with its arguments again and again gets the commands made once, and
    each call as a fresh process would answer it: a usage error between two runs of one command
    leaves nothing behind."""
    first = in_process.oracle(["clauses", "lotow"], ROOT)
    made = cli._command_line()
    wrong = in_process.oracle(["clauses", "lotow", "--no-such-option"], ROOT)
    helped = in_process.oracle(["clauses", "--help"], ROOT)
    again = in_process.oracle(["clauses", "lotow"], ROOT)
    assert cli._command_line() is made
    assert first.returncode == again.returncode == 0 and again.stdout == first.stdout and "lotow.falling" in first.stdout
    assert wrong.returncode == 2 and wrong.stdout == "" and wrong.stderr.count("\n") == 1
    assert "--no-such-option" in wrong.stderr and "oracle clauses" in wrong.stderr
    assert helped.returncode == 0 and "Usage: oracle clauses" in helped.stdout


def test_a_terminal_that_cannot_show_the_quotes_gets_escapes_not_a_traceback(tmp_path):
    """An ASCII or Latin-1 terminal, a Windows console or ``PYTHONIOENCODING=ascii``: the Russian and
    Chinese quotes (and the em dashes) ended ``oracle ask`` and ``oracle explain`` in a
    UnicodeEncodeError after their work (the oracle program's streams: one command shows it)."""
    args = ["ask", str(ROOT / "examples" / "ask" / "lotow-fence-1.5.yaml")]
    proc = subprocess.run([sys.executable, "-m", "oracle.cli", *args], cwd=tmp_path, capture_output=True,
                          env={**os.environ, "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr.decode("ascii", "replace")[-2000:]
    out = proc.stdout.decode("ascii")  # every byte ASCII: what the stream cannot write is escaped
    assert "\\u" in out and "Traceback" not in proc.stderr.decode("ascii", "replace")


def test_the_bar_of_a_run_in_parts_is_drawn_on_the_commands_thread_when_told(monkeypatch):
    """The whole suite in parts forks its processes while the bar is up: the bar starts no thread of its own
    (one would hold the terminal's lock in the processes forked) and shows what each look found."""
    screen = io.StringIO()
    monkeypatch.setattr(cli, "err", Console(file=screen, force_terminal=True, width=120))
    before = threading.active_count()
    progress = cli.Progress(show=True)
    progress.started(2507, own_thread=False)
    try:
        assert threading.active_count() == before
        progress.seen(1275, 2, "scenarios")
        assert "1275/2507" in screen.getvalue() and "2 failed" in screen.getvalue()
        progress.seen(2507, 2, "re-runs, 11 of 13 parts done")
        assert "re-runs, 11 of 13 parts done" in screen.getvalue() and "2507/2507" in screen.getvalue()
    finally:
        progress.stop()
    assert (progress.done, progress.failed) == (2507, 2) and threading.active_count() == before


def test_the_side_by_sides_spinner_turns_on_the_commands_thread_where_workers_are_forked(monkeypatch):
    """A process forked while another thread redraws the spinner would keep the terminal's lock held
    in the worker: where the re-runs fork, the spinner starts no thread and turns when told."""
    screen = io.StringIO()
    monkeypatch.setattr(cli, "err", Console(file=screen, force_terminal=True, width=120))
    before, there = threading.active_count(), set(threading.enumerate())
    with cli._spinning("re-running", True, own_thread=False) as turn:
        assert threading.active_count() == before
        turn(3, 8)
    assert "re-running (3 of 8 parts done)" in screen.getvalue()
    with cli._spinning("re-running", True, own_thread=True) as turn:  # the re-runs here: it turns by itself
        assert turn is None and threading.active_count() == before + 1
    with cli._spinning("re-running", False, own_thread=False) as turn:  # --quiet, CI, not a terminal
        assert turn is None and threading.active_count() <= before + 1
    for thread in set(threading.enumerate()) - there:  # rich's thread is told to end, not waited for
        thread.join(timeout=5)
    assert threading.active_count() == before
