"""The instruction counter's pieces that need no valgrind: what it runs, and how it reads callgrind."""

import subprocess
import sys
from pathlib import Path

import pytest

from bench import instructions

ROOT = Path(__file__).resolve().parent.parent

CALLGRIND_END = """==123== Events    : Ir
==123== Collected : 3053827429
==123==
==123== I   refs:      3,053,827,429
"""


def test_the_count_is_read_from_callgrinds_last_lines():
    assert instructions.collected(CALLGRIND_END) == 3053827429
    with pytest.raises(RuntimeError, match="no count"):
        instructions.collected("==1== valgrind: failed to start tool 'callgrind'")


@pytest.mark.parametrize("what", sorted(instructions.WORK))
def test_each_script_is_python_that_ends_the_process_at_once(what):
    for with_work in (False, True):
        text = instructions.script(what, with_work)
        compile(text, f"<{what}>", "exec")
        assert text.rstrip().endswith("os._exit(0)")
        assert (instructions.WORK[what] in text) is with_work


def test_the_suite_script_runs_the_scenarios_it_is_given(tmp_path):
    # one feature, not the whole suite: the script is the same
    proc = subprocess.run([sys.executable, "-c", instructions.script("suite", True).replace(
        "import os\nos._exit(0)\n",
        "print(runner.oracle_tally.scenarios, runner.oracle_tally.failed, flush=True)\nimport os\nos._exit(0)\n"),
        str(ROOT / "features" / "lotow" / "falling.feature")],
        cwd=tmp_path, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["32", "0"]  # the feature's thirty-two scenarios (its outline's rows counted), none failed


def test_the_exact_script_asks_every_benchmark_question_cold(tmp_path):
    """``--what exact``: each question of the checkout's bench/questions.py asked of the engine, the transposition
    table emptied before each ask (as bench.run's cold measure), EXACT_ROUNDS times; icepool is not asked."""
    counting = instructions.script("exact", True).replace(
        "        question.engine()\n",
        "        asked.append((question.name, len(question.engine.answer())))\n", 1).replace(
        "for _ in range(", "asked = []\nfor _ in range(", 1).replace(
        "import os\nos._exit(0)\n", "print(len(asked), len(questions), min(n for _, n in asked), flush=True)\n"
        "import os\nos._exit(0)\n")
    assert counting != instructions.script("exact", True)
    proc = subprocess.run([sys.executable, "-c", counting, str(ROOT / "features")], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert proc.returncode == 0, proc.stderr[-2000:]
    asked, questions, fewest = map(int, proc.stdout.split())
    assert questions >= 29 and asked == instructions.EXACT_ROUNDS * questions and fewest >= 1
    assert "icepool" not in instructions.WORK["exact"]


def test_the_checkout_is_copied_as_it_is_edits_and_new_files_included(tmp_path, monkeypatch):
    repo = tmp_path / "repo"
    repo.mkdir()
    run = lambda *a: subprocess.run(["git", "-C", str(repo), *a], check=True, capture_output=True)  # noqa: E731
    run("init", "-q")
    (repo / ".gitignore").write_text("ignored/\n")
    (repo / "kept.py").write_text("committed\n")
    (repo / "gone.py").write_text("committed\n")
    run("add", "-A")
    run("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "c")
    (repo / "kept.py").write_text("edited\n")
    (repo / "gone.py").unlink()
    (repo / "pkg").mkdir()
    (repo / "pkg" / "new.py").write_text("new\n")
    (repo / "ignored").mkdir()
    (repo / "ignored" / "x.py").write_text("ignored\n")
    monkeypatch.setattr(instructions, "ROOT", repo)
    dest = tmp_path / "this"
    instructions.copy_checkout(dest)
    assert sorted(str(p.relative_to(dest)) for p in dest.rglob("*") if p.is_file()) == \
        [".gitignore", "kept.py", "pkg/new.py"]
    assert (dest / "kept.py").read_text() == "edited\n"
