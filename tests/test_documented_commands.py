"""Every ``oracle`` command the README and docs/*.md show runs and exits as documented.

* A command in a code block is run as written (in a folder holding the repository's
  ``features``, ``examples``, ``scenarios`` and ``tests``), and must exit with the code the
  documentation gives it (0 unless :data:`EXITS` says what the text says instead).  A command
  on the whole built-in suite runs on two clauses' scenarios (``--tags``), and fuzzing on a
  few examples, so the test stays quick; every option it is written with is still given.
* An ``oracle`` command runs the command's ``main`` in the test's process
  (``tests/in_process.py``: the same arguments, folder and environment); ``python -m ...``
  starts its process.
* A command in running text (``oracle explain CLAUSE``) is parsed by the real command line:
  its command and every option must exist and take the value shown, placeholders filled in
  with real values (:data:`PLACEHOLDERS`).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from PIL import Image

import in_process
from oracle.cli import app
from oracle.engine.serve import ReferenceOverProtocol

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FEW_CLAUSES = "clause:lotow.mounted.thrown-rider.1 or clause:lotow.mounted.thrown-rider.6"
"""The thrown rider on a 1 (where the sample Node engine diverges) and on a 6 (the one row the template
engine resolves: a run where every scenario is skipped exits 5, as nothing ran)."""
COMMAND = re.compile(r"^(?:\.venv/bin/)?(oracle [a-z]|python3? -m oracle\.catalogue\b)")

EXITS = {
    # the sample Node engine documents its divergence (a Strength 3 hit on a 1): try names the
    # first difference, run fails its scenario, fuzz finds it; the template resolves one row only
    'oracle try --engine "cmd:node examples/node_engine/engine.js" --table lotow/rider-and-passenger '
    '--action "roll-thrown-rider fighter=rider" --dice 1,6': 1,
    'oracle run --engine "cmd:node examples/node_engine/engine.js"': 1,
    'oracle fuzz --engine "cmd:node examples/node_engine/engine.js"': 1,
    'oracle try --engine "cmd:node engine.js" --table lotow/rider-and-passenger '
    '--action "roll-thrown-rider fighter=rider" --dice 1,6': 1,
}
"""Commands the documentation shows exiting with another code than 0, by how they are written."""

PLACEHOLDERS = [
    (r"\[--dice \.\.\.\]", "--dice 1"), (r"PATH\.\.\.", "features/lotow/falling.feature"),
    (r"\bSPEC\b", "reference"), (r"--table T\b", "--table lotow/rider-and-passenger"),
    (r"--action A\b", "--action roll-thrown-rider"), (r"\bCLAUSE\b", "lotow.mounted.jump.natural-one"),
    (r"\bPATH\b", "features/lotow/falling.feature"), (r"QUESTION\.yaml|\bFILE\b", "examples/ask/lotow-fence-1.5.yaml"),
    (r"\bID=ALT\b", "lotow.mounted.obstacles.small-threshold=half-inch"), (r"\bOLD NEW\b", "a.json b.json"),
    (r"--ruleset R\b", "--ruleset lotow"), (r"\[DIR\]", "starter"), (r"--grep word", "--grep saddle"),
    (r'"\$ORACLE_ENGINE"', "reference"), (r"--engine \.\.\.", "--engine reference"), (r"\s\.\.\.$", ""),
]


def _code_blocks(text: str) -> list[str]:
    """The shell code blocks of a Markdown text (fences opened with sh, bash, shell or nothing)."""
    blocks, current, lang = [], None, None
    for line in text.splitlines():
        fence = re.match(r"^\s*```(\S*)", line)
        if fence and current is None:
            current, lang = [], fence.group(1)
        elif fence:
            if lang in ("", "sh", "bash", "shell", "console"):
                blocks.append("\n".join(current))
            current = None
        elif current is not None:
            current.append(line)
    return blocks


def documented(kind: str) -> list[tuple[str, str]]:
    """(where, command) for every oracle command in code blocks ('block') or running text ('text')."""
    found = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        if kind == "block":
            for block in _code_blocks(text):
                for line in block.replace("\\\n", " ").splitlines():
                    line = line.strip()
                    if COMMAND.match(line):
                        found.append((doc.name, _unsplit(line)))
        else:
            prose = re.sub(r"^\s*```.*?^\s*```", "", text, flags=re.S | re.M)
            for cmd in re.findall(r"`((?:\.venv/bin/)?oracle [a-z][^`]*)`", prose):
                found.append((doc.name, " ".join(cmd.split())))
    return list(dict.fromkeys(found))


def _unsplit(line: str) -> str:
    """The command without its trailing comment, spaces normalised, quoting kept."""
    words = shlex.split(line, comments=True)
    return " ".join(shlex.quote(w) if (" " in w or '"' in w) else w for w in words)


def _run_folder(tmp_path: Path) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    for name in ("features", "examples", "scenarios", "tests", "adapters"):
        os.symlink(ROOT / name, work / name)
    return work


RELAY = ROOT / "tests" / "protocol" / "relay_engine.py"
"""An engine process that passes each line to an engine served by the worker (``tests/served.py``)."""

YOURS = {"cmd:node engine.js": "cmd:node adapters/js/template/engine.js"}
"""Files the docs name as the reader's own, and what they start as (the template to copy)."""


def _argv(command: str) -> list[str]:
    words = [YOURS.get(w, w) for w in shlex.split(command)]
    if words[0].endswith("oracle"):
        return [sys.executable, "-m", "oracle.cli", *words[1:]]
    return [sys.executable, *words[1:]]


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """An ``oracle`` command in this process, any other in its own."""
    env = {"PYTHONPATH": str(ROOT), "CI": "1"}
    if argv[1:3] == ["-m", "oracle.cli"]:
        return in_process.oracle(argv[3:], cwd, env=env)
    return subprocess.run(argv, cwd=cwd, env={**os.environ, **env}, capture_output=True, text=True, timeout=900)


def _quicker(argv: list[str]) -> list[str]:
    """A run of the whole built-in suite on two clauses' scenarios; fuzzing on a few examples."""
    args = argv[3:] if argv[1:3] == ["-m", "oracle.cli"] else []
    if args[:1] == ["run"] and "--tags" not in args and not any(a.endswith(".feature") for a in args[1:]):
        return argv + ["--tags", FEW_CLAUSES]
    if args[:1] == ["fuzz"] and "--examples" not in args and "-n" not in args:
        return argv + ["--examples", "8"]
    return argv


ALL_BLOCKS = documented("block")
BLOCKS = [(w, c) for w, c in ALL_BLOCKS if not c.startswith(".venv/")]
OWN_REPOSITORY = [c for w, c in ALL_BLOCKS if c.startswith(".venv/")]
"""The README's walk through the oracle in the reader's own repository, run in order in one folder."""
TEXT = documented("text")


def _png_of(argv: list[str]) -> str | None:
    """The image an ``oracle ask ... --png FILE`` command draws (headless Chromium), else None."""
    args = argv[3:] if argv[1:3] == ["-m", "oracle.cli"] else []
    return args[args.index("--png") + 1] if args[:1] == ["ask"] and "--png" in args[:-1] else None


def test_the_docs_show_commands():
    assert len(BLOCKS) >= 20 and len(OWN_REPOSITORY) >= 5 and len(TEXT) >= 30
    # the card's PNG is checked on the README's own command (below), not drawn again elsewhere
    assert any(_png_of(_argv(c)) for w, c in BLOCKS if w == "README.md")


@pytest.mark.parametrize("where, command", BLOCKS, ids=[f"{w}: {c[:60]}" for w, c in BLOCKS])
def test_a_documented_command_runs_and_exits_as_documented(tmp_path, where, command):
    work = _run_folder(tmp_path)
    proc = _run(_quicker(_argv(command)), work)
    expected = {tuple(shlex.split(k)): v for k, v in EXITS.items()}.get(tuple(shlex.split(command)), 0)
    out = proc.stdout + proc.stderr
    assert proc.returncode == expected, f"{where}: `{command}` exits {proc.returncode}, the docs say {expected}:\n{out[-3000:]}"
    assert "Traceback" not in out
    png = _png_of(_argv(command))
    if png is not None:  # the whole card drawn, at the page's width
        image = Image.open(work / png)
        assert image.size[0] == 1280 and image.size[1] > 1000, f"{where}: `{command}` draws {image.size}"
        # to its end: the last rows are the page's bottom padding, plain background, not a line of the card cut off
        bottom = image.convert("L").crop((0, image.size[1] - 12, image.size[0], image.size[1]))
        assert bottom.getextrema() == (255, 255), f"{where}: `{command}` cuts the card off at {image.size[1]} pixels"


def _parse(command: str) -> None:
    """Parse a command line as ``oracle`` would, without running it; a mention of a command
    without its required arguments (``oracle ask``) is fine."""
    group = typer.main.get_command(app)
    name, *rest = shlex.split(command)[1:]
    root = group.context_class(group, info_name="oracle")
    cmd = group.get_command(root, name)
    assert cmd is not None, f"no command {name!r}"
    try:
        cmd.make_context(name, rest, parent=root)
    except Exception as exc:
        if type(exc).__name__ != "MissingParameter":
            raise


@pytest.mark.parametrize("where, command", TEXT, ids=[f"{w}: {c[:60]}" for w, c in TEXT])
def test_a_command_in_the_text_parses(where, command):
    filled = command
    for pattern, value in PLACEHOLDERS:
        filled = re.sub(pattern, value, filled)
    try:
        _parse(filled)
    except Exception as exc:
        pytest.fail(f"{where}: `{command}` (as `{filled}`) does not parse: {type(exc).__name__}: "
                    f"{getattr(exc, 'format_message', lambda: str(exc))()}")


def test_the_walk_through_in_your_own_repository_runs_as_documented(tmp_path, shared_engines):
    """``oracle init`` in an empty folder, then each command after it in that folder: the engine
    configuration filled in (with the reference over the protocol: an engine process that relays
    each line to the reference served by this worker, ``tests/served.py``; the served reference's
    own process is tested in tests/protocol), ``features/mine.feature`` and ``my-tables`` made as
    the text says they are the reader's own."""
    assert [c.split()[:2] for c in OWN_REPOSITORY][:2] == [[".venv/bin/oracle", "init"], [".venv/bin/oracle", "run"]]
    mine = tmp_path / "mine"
    mine.mkdir()
    for command in OWN_REPOSITORY:
        argv = _quicker(_argv(command.removeprefix(".venv/bin/")))
        proc = _run(argv, mine)
        out = proc.stdout + proc.stderr
        assert proc.returncode == 0, f"README: `{command}` exits {proc.returncode}, the README says 0:\n{out[-3000:]}"
        assert "Traceback" not in out
        if argv[3:4] == ["init"]:  # what the reader does next: fill in the engine, write a feature, keep tables
            config = mine / "engine.yaml"
            config.write_text(config.read_text(encoding="utf-8").replace(
                '["python", "-m", "my_engine"]',
                json.dumps([sys.executable, str(RELAY), shared_engines.address(ReferenceOverProtocol)])), encoding="utf-8")
            (mine / "features" / "mine.feature").write_text(
                (mine / "features" / "lotow" / "example.feature").read_text(encoding="utf-8"), encoding="utf-8")
            (mine / "my-tables" / "lotow").mkdir(parents=True)
            (mine / "my-tables" / "lotow" / "my-rider.yaml").write_bytes(
                (ROOT / "examples" / "tables" / "rider-on-horse.yaml").read_bytes())
