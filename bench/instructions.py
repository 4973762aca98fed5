"""Instructions a run executes, counted by valgrind's callgrind: this checkout against another
version of the code, as a ratio.

    PYTHONPATH=. python -m bench.instructions --base main              # the suite in process
    PYTHONPATH=. python -m bench.instructions --base cf45f6a --what main_job
    PYTHONPATH=. python -m bench.instructions --base main --what exact

CPU time on a shared machine moves by more than most changes do (the same run has taken 1.5x
the time of another within one hour here); the number of instructions a run executes does not
move with the load, so two versions of the code compare in one run of each.  For each checkout
(a copy of this one as it is, and ``--base``'s in a git worktree, both made for the comparison in
folders of the same length and removed after) the
work runs twice under callgrind: once only starting up (the imports, the catalogue, the
rulesets: what precedes the work), once with the work; the difference is the work's count.  The
two checkouts run at once, one process per core.  With ``PYTHONHASHSEED=0`` the same run counted
twice agreed to about one part in ten thousand (10 526 351 928 and 10 527 550 318).

What is counted:

* ``suite``: every scenario of ``features/`` through the project's runner on the reference
  engine, in process (what ``bench.run``'s suite child times);
* ``exact``: each question of the checkout's own ``bench/questions.py`` (``bench.run``'s exact measure),
  its tables made with the start, asked cold of the engine :data:`EXACT_ROUNDS` times, icepool not
  asked: the engine's exact mode on those questions, where a change of the rules or of the machinery
  that puts copies or checks on every dice path shows (two checkouts whose questions differ compare
  different work);
* ``main_job``: ``oracle run -q --jobs 1`` in an empty folder (the whole built-in suite, the rulings
  side by side, the report). In one process: callgrind reports the count of the process it started,
  and the side by side's workers, forked from it, would take their re-runs out of that count.

Instructions are not time: code that runs many instructions per cycle (regular expressions,
C) and code that does not (Python's calls) weigh alike.  The count compares two versions of
the same work; it is not the benchmark's suite-against-floor ratio, whose two sides are
different code (see docs/performance.md).  Needs ``valgrind`` on the PATH (Debian's package);
a comparison of ``suite`` takes about three minutes on two cores, ``main_job`` several times that.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bench.arguments import results_file, revision

ROOT = Path(__file__).resolve().parent.parent

_START = ("from oracle.catalogue.load import catalogue\n"
          "from oracle.engine.ruleset import rulesets\n"
          "import oracle.bdd.runner, oracle.cli\n"
          "catalogue(); rulesets()\n")

EXACT_ROUNDS: int = 5
"""How many times ``exact`` asks each of the checkout's benchmark questions, cold."""

WORK = {
    "suite": ("import sys, tempfile\n"
              "from pathlib import Path\n"
              "from oracle.bdd.runner import RunSetup, make_runner\n"
              "from oracle.core.run import Run, start\n"
              "start(Run())\n"
              "out = Path(tempfile.mkdtemp(dir='.')) / 'results.json'  # in the counted process's own folder, removed with it\n"
              "runner = make_runner(['--no-capture', '--format', 'null', '--no-summary', '-D', 'engine=reference',\n"
              "                      '-D', f'results={out}', sys.argv[1]], RunSetup(engine=None))\n"
              "runner.run()\n"),
    "exact": ("from oracle.core.resolve import forget_transpositions\n"
              f"for _ in range({EXACT_ROUNDS}):\n"
              "    for question in questions:\n"
              "        forget_transpositions()  # each ask cold, as bench.run's exact measure asks it\n"
              "        question.engine()\n"),
    "main_job": ("import sys\n"
                 "from oracle.cli import main\n"
                 "sys.argv[0] = 'oracle'\n"
                 "try:\n"
                 "    main(['run', '-q', '--jobs', '1'])\n"
                 "except SystemExit:\n"
                 "    pass\n"),
}
"""The work, as a script run after :data:`_START` and its :data:`PREPARE` (``sys.argv[1]``: the checkout's
features)."""

PREPARE = {
    "exact": ("from bench.questions import all_questions\n"
              "questions, _ = all_questions()\n"),
}
"""What a work needs made before it, counted with the start (the questions' tables, each validated once)."""

_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def available() -> str | None:
    """None when valgrind is here; otherwise why not."""
    return None if shutil.which("valgrind") else "valgrind is not on the PATH (Debian's package valgrind)"


def script(what: str, with_work: bool) -> str:
    # the process ends at once (os._exit), as the command does: no interpreter shutdown in the count
    return _START + PREPARE.get(what, "") + (WORK[what] if with_work else "") + "import os\nos._exit(0)\n"


def collected(output: str) -> int:
    """The instruction count callgrind reports at the end of its output."""
    found = _COLLECTED.findall(output)
    if not found:
        raise RuntimeError("callgrind reported no count; its output ended with: " + output[-500:])
    return int(found[-1])


def count(checkout: Path, what: str, with_work: bool, python: str = sys.executable) -> int:
    """Instructions of one process running :func:`script` with ``checkout``'s code, in an empty folder."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as folder:
        proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, "-c",
                               script(what, with_work), str(checkout / "features")],
                              cwd=folder, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{checkout}: the {what} run failed under callgrind (exit {proc.returncode}): "
                           f"{proc.stderr[-1500:]}")
    return collected(proc.stderr)


def work(checkout: Path, what: str, python: str = sys.executable) -> dict:
    """The work's instructions in ``checkout``: with the work, less starting up only.  The checkout's
    modules compiled first (``compileall``, whatever PYTHONDONTWRITEBYTECODE says, which the counted
    processes then only read): a module the work imports beyond the start (``exact``'s
    bench/questions.py) was compiled inside the count, as many instructions as some of the work itself."""
    subprocess.run([python, "-m", "compileall", "-q", str(checkout / "oracle"), str(checkout / "bench")],
                   check=True, stdout=subprocess.DEVNULL)
    started, whole = count(checkout, what, False, python), count(checkout, what, True, python)
    return {"checkout": str(checkout), "start": started, "whole": whole, "work": whole - started}


def copy_checkout(dest: Path) -> None:
    """This checkout's files as they are now (tracked and new ones, edits included; not what git
    ignores) copied to ``dest``."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            capture_output=True, check=True).stdout.decode("utf-8").split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a tracked file deleted in the working tree is left out
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)


def measure(base: str, what: str) -> dict:
    """This checkout's work against ``base``'s (a git revision), both counted at once.  Both run
    from folders whose paths have the same length (``.../base`` and ``.../this``): the run handles
    its files' paths as text, and a longer path alone counted 4.7% more for the same code."""
    folder = Path(tempfile.mkdtemp(prefix="bench-instructions-"))
    theirs, ours = folder / "base", folder / "this"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(theirs), base], check=True)
    try:
        copy_checkout(ours)
        with ThreadPoolExecutor(2) as pool:
            base_run, this_run = pool.map(lambda c: work(c, what), [theirs, ours])
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(theirs)], check=False)
        shutil.rmtree(folder, ignore_errors=True)
    revision = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", base], capture_output=True,
                              text=True).stdout.strip()
    return {"what": what, "base": base, "base_revision": revision, "base_work": base_run["work"],
            "this_work": this_run["work"], "ratio": this_run["work"] / base_run["work"],
            "runs": {"base": base_run, "this": this_run}}


def report(result: dict) -> str:
    return (f"{result['what']}: instructions of the work, this checkout / {result['base']} ({result['base_revision']}): "
            f"{result['this_work'] / 1e9:.2f} G / {result['base_work'] / 1e9:.2f} G = {result['ratio']:.3f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=revision(ROOT), default="main",
                        help="the git revision to compare with (default: main)")
    parser.add_argument("--what", choices=sorted(WORK), default="suite")
    parser.add_argument("--json", type=results_file, default=ROOT / "bench" / "results" / "instructions.json",
                        help="where the result is written (default: bench/results/instructions.json)")
    args = parser.parse_args(argv)
    why = available()
    if why is not None:
        print(f"not available: {why}", file=sys.stderr)
        return 2
    result = measure(args.base, args.what)
    print(report(result))
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    print(f"written: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
