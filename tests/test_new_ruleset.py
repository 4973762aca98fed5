"""What a new contributor does: ``oracle new-ruleset``, then ``oracle check`` and ``oracle run``, green.

In a copy of the repository (the command writes into the checkout it runs from), with a
small English text of a coin-toss game.  Bad input writes nothing and is one line, exit 2.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from in_process import Commands, oracle

ROOT = Path(__file__).resolve().parent.parent
SKIP = shutil.ignore_patterns(".git", ".venv", "node_modules", "report", ".hypothesis", "*.egg-info", "build", "dist",
                              ".pytest_cache")
"""What the copy leaves out. The compiled modules go with it (a copy keeps each file's time, so
they stay valid until a file changes): each process the test starts in the copy would compile
the project again otherwise, where bytecode is not written (PYTHONDONTWRITEBYTECODE)."""
COIN = ("Toss the coin. Heads: the tosser wins the toss. Tails: the other player wins it.\n\n"
        "A player who wins the toss moves first.\n")

ISSUE_FILES = 15
"""The files a coin-toss ruleset took by hand before the command (9 of them registration)."""


def _oracle(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """``oracle`` in a process of its own: the copy's own modules (``oracle/coin``) are imported."""
    env = {**os.environ, "PYTHONPATH": str(cwd), "CI": "1"}
    return subprocess.run([sys.executable, "-m", "oracle.cli", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=900)


@pytest.fixture(scope="module")
def coin(tmp_path_factory):  # its tests run on one worker (tests/conftest.py): the copy is made once
    """A copy of the repository with the coin ruleset made by ``oracle new-ruleset``."""
    work = tmp_path_factory.mktemp("contributor")
    repo = work / "repo"
    shutil.copytree(ROOT, repo, ignore=SKIP, symlinks=True)
    source = work / "coin.txt"
    source.write_text(COIN, encoding="utf-8")
    made = _oracle(repo, "new-ruleset", "coin", "--source", str(source), "--language", "en", "--title", "Coin toss")
    assert made.returncode == 0, made.stdout + made.stderr
    return repo, made.stdout


def test_new_ruleset_writes_a_third_of_the_files_for_a_human_to_edit(coin):
    repo, out = coin
    listed = [line.split()[0] for line in out.splitlines() if line.startswith("  ")]
    edit = [line.split()[0] for line in out.splitlines() if line.endswith("<- edit")]
    assert all((repo / p).is_file() for p in listed), listed
    # the source text and its index entry, the catalogue, four package modules, steps, a feature
    assert len(listed) == 10
    assert sorted(edit) == ["features/coin/basics.feature", "oracle/coin/basics.py", "oracle/coin/catalogue/basics.yaml",
                            "oracle/coin/state.py", "steps/coin_basics.py"]
    assert len(edit) <= ISSUE_FILES / 3
    index = (repo / "oracle" / "sources" / "sources.yaml").read_text(encoding="utf-8")
    stored = next(p for p in listed if p.startswith("oracle/sources/") and p.endswith(".txt"))
    assert re.fullmatch(r"oracle/sources/005_[0-9a-f]{16}\.txt", stored)
    assert f"file: {Path(stored).name}\n    ruleset: coin\n    language: en\n" in index
    catalogue = (repo / "oracle" / "coin" / "catalogue" / "basics.yaml").read_text(encoding="utf-8")
    assert "Heads: the tosser wins the toss." in catalogue  # the first paragraph is the first quote
    assert "STEPS_RULESET = \"coin\"" in (repo / "steps" / "coin_basics.py").read_text(encoding="utf-8")
    assert "coin_basics.py" in (repo / "docs" / "steps.md").read_text(encoding="utf-8")


def test_check_and_run_are_green_on_the_new_ruleset(coin, tmp_path):
    """The two commands one after the other in one process of the copy (``Commands``: each as a
    process of its own would run it, the copy's modules imported once for both)."""
    repo, _ = coin
    commands = Commands(sys.executable, tmp_path / "commands", {**os.environ, "PYTHONPATH": str(repo), "CI": "1"})
    try:
        checked = commands(repo, "check", "coin")
        assert checked.returncode == 0, checked.stdout + checked.stderr
        assert "scenarios: ok (2/2 passed in features/coin)" in checked.stdout
        assert checked.stdout.strip().endswith("check coin: passed")
        ran = commands(repo, "run", "-q", "--no-sides", "--report", str(tmp_path / "report"), "features/coin")
        assert ran.returncode == 0, ran.stdout + ran.stderr
        assert "2/2 scenarios passed" in ran.stdout and "1 green, 0 failing" in ran.stdout
    finally:
        commands.close()


def test_check_fails_when_a_contributor_breaks_the_new_ruleset(coin):
    """A quote that is not in the text and a stale ids module are each named, exit 1."""
    repo, _ = coin
    yaml_file = repo / "oracle" / "coin" / "catalogue" / "basics.yaml"
    original = yaml_file.read_text(encoding="utf-8")
    try:
        yaml_file.write_text(original.replace("coin.basics.first", "coin.basics.toss"), encoding="utf-8")
        checked = _oracle(repo, "check", "coin")
        assert checked.returncode == 1, checked.stdout + checked.stderr
        assert "oracle/coin/ids.py is stale: run python -m oracle.catalogue --write-ids" in checked.stdout
        assert "unknown clause coin.basics.first" in checked.stdout
        assert checked.stdout.strip().endswith("check coin: failed (catalogue, generated files, scenarios)")
    finally:
        yaml_file.write_text(original, encoding="utf-8")


@pytest.mark.parametrize("args, message", [
    (["lotow"], "NAME 'lotow': already taken (a ruleset of that name exists)"),
    (["Coin-1"], "NAME 'Coin-1': a ruleset id is one lowercase word"),
    (["coin", "--language", "english"], "--language 'english': not a BCP 47 language code"),
    (["coin", "--source", "no/such/file.txt"], "--source no/such/file.txt: no such file"),
])
def test_bad_input_is_one_line_and_writes_nothing(tmp_path, args, message):
    source = tmp_path / "coin.txt"
    source.write_text(COIN, encoding="utf-8")
    given = dict(zip(args[1::2], args[2::2]))  # each option once: a second value is refused
    argv = ["new-ruleset", args[0], *(w for o, v in {"--source": str(source), "--language": "en", **given}.items()
                                      for w in (o, v))]
    before = sorted(p.name for p in (ROOT / "oracle" / "sources").iterdir())
    proc = oracle(argv, ROOT, env={"CI": "1"})  # in this process: this checkout
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], proc.stderr
    assert sorted(p.name for p in (ROOT / "oracle" / "sources").iterdir()) == before
    assert not (ROOT / "oracle" / "coin").exists()
