"""The ``oracle`` command, and ``behave`` itself, run in the test's own process.

A fresh ``python -m oracle.cli`` pays the interpreter, the imports and the catalogue again
(0.6-1 s of CPU before any work; a run of one feature about 3 s, most of it loading the step
modules). Where the test is about what the command does with its input, not about the process
boundary, :func:`oracle` runs ``oracle.cli.main`` here instead: the arguments, working folder
and environment of a subprocess, the same ``main`` (so a usage error is the same one line),
stdout and stderr captured apart by typer's ``CliRunner`` isolation, the exit code from
``SystemExit``. An exception that escapes ``main`` is what a process would print: its
traceback on stderr and exit 1, so a test that checks "no traceback" still fails on it.

The tests that check the process itself (an installed console script, a signal, the exit
status a shell sees, an engine process left behind) keep starting one, and say so.

:func:`behave` does the same for a plain ``python -m behave`` through the repository's
``environment.py``: behave's own ``main`` here, where a process of its own paid the interpreter,
the imports and every game's step modules again (0.7-1.0 s of CPU for one scenario, against
0.1-0.4 s here; behave runs the step modules afresh every time either way).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import traceback
from pathlib import Path
from typing import Callable

from behave.__main__ import main as behave_main
from behave.runner import the_step_registry
from typer.testing import CliRunner

from oracle import cli, harness_cli

CONSOLES = (cli.console, cli.err, harness_cli.console, harness_cli.err)
"""The command's rich consoles: made when ``oracle.cli`` was imported, so their width is set
for each call from ``COLUMNS``, as a fresh process would read it (80 where it is not set)."""


def _exit_code(main: Callable[[], object]) -> int:
    """The status a process whose program is ``main()`` would exit with, as the interpreter gives it: that of its
    ``SystemExit`` (a message given as the code printed on stderr), 1 for an uncaught exception (its traceback on
    stderr), else 0, whatever ``main`` returned. A Ctrl-C goes on up."""
    try:
        main()
    except SystemExit as stop:
        if isinstance(stop.code, str):
            print(stop.code, file=sys.stderr)
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except KeyboardInterrupt:
        raise
    except BaseException:  # what the interpreter prints for an uncaught exception
        traceback.print_exc(file=sys.stderr)
        return 1
    return 0


def oracle(args: list[str], cwd: Path | str, env: dict[str, str | None] | None = None) -> subprocess.CompletedProcess:
    """``oracle ARGS`` in folder ``cwd`` with ``env`` over the process's environment: like
    ``subprocess.run([..., "-m", "oracle.cli", *args], capture_output=True, text=True)``."""
    args = [str(a) for a in args]
    runner = CliRunner()
    here, path = os.getcwd(), list(sys.path)
    widths = [(console, console._width) for console in CONSOLES]
    with runner.isolation(env=env) as (out, err, _):
        columns = os.environ.get("COLUMNS", "")
        for console in CONSOLES:
            console.width = int(columns) if columns.isdigit() else 80
        os.chdir(cwd)
        try:
            code = _exit_code(lambda: cli.main(args, prog_name="oracle"))
        finally:
            os.chdir(here)
            for console, width in widths:
                console._width = width
            sys.path[:] = path  # an engine given as py:module:attr puts its folder on the path
            sys.stdout.flush()
            sys.stderr.flush()
        stdout, stderr = out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8", "backslashreplace")
    return subprocess.CompletedProcess(["oracle", *args], code, stdout, stderr)


def behave(args: list[str], cwd: Path | str) -> subprocess.CompletedProcess:
    """``python -m behave ARGS`` in folder ``cwd``: like ``subprocess.run([sys.executable, "-m", "behave", *args],
    capture_output=True, text=True)``, behave's ``main`` run in this process (what ``python -m behave`` runs),
    stdout and stderr captured apart. behave's global step registry is emptied before the run (a run earlier in
    this process left its definitions there, and behave would find each step defined twice) and after it (so
    that the next reader of the registry does not find these)."""
    args = [str(a) for a in args]
    here, path = os.getcwd(), list(sys.path)
    the_step_registry.clear()
    with CliRunner().isolation() as (out, err, _):
        os.chdir(cwd)
        try:
            code = _exit_code(lambda: sys.exit(behave_main(args)))  # behave/__main__.py: sys.exit(main())
        finally:
            os.chdir(here)
            sys.path[:] = path  # behave puts the features' folder on the path for the run, and a raise may leave it
            the_step_registry.clear()
            sys.stdout.flush()
            sys.stderr.flush()
        stdout, stderr = out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8", "backslashreplace")
    return subprocess.CompletedProcess(["behave", *args], code, stdout, stderr)


DRIVER = """\
import json, os, sys
from in_process import oracle

reply = sys.stdout
for line in sys.stdin:
    cwd, args = json.loads(line)
    done = oracle(args, cwd)
    reply.write(sys.argv[1] + json.dumps([done.returncode, done.stdout, done.stderr]) + "\\n")
    reply.flush()
sys.stderr.flush()
os._exit(0)
"""
"""The script of :class:`Commands`: each line read is a folder and the command's arguments, run by
:func:`oracle` in that process; its exit code and output are sent back as one line after a marker.
At the end of its input it exits at once (``os._exit``): the interpreter's clean-up of everything
the commands imported and made (0.4 s after one run) is nothing a test reads; every command's
output has been sent by then."""


class Commands:
    """``oracle`` commands run one after the other in ONE process of another interpreter or
    environment (``python``, ``env``): each as :func:`oracle` runs it here (the arguments, the
    folder, stdout and stderr apart, the exit code), the oracle that process imports (an installed
    wheel, a copy of the repository) imported once for all of them. For tests of what another
    installation or checkout does, where a process of its own for every command paid the
    interpreter, the imports and the step vocabulary again (1.5-2 s of CPU each). This module is
    copied into ``where`` beside the script; nothing else of the repository is put on the path."""

    MARK = "@@oracle-exit@@ "

    def __init__(self, python: Path | str, where: Path, env: dict[str, str]):
        where.mkdir(parents=True, exist_ok=True)
        (where / "in_process.py").write_bytes(Path(__file__).read_bytes())
        (where / "driver.py").write_text(DRIVER, encoding="utf-8")
        self.log = where / "driver.stderr"
        with self.log.open("w", encoding="utf-8") as err:
            self.proc = subprocess.Popen([str(python), str(where / "driver.py"), self.MARK], cwd=where, env=env,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True,
                                         encoding="utf-8")

    def __call__(self, cwd: Path | str, *args) -> subprocess.CompletedProcess:
        """``oracle ARGS`` in folder ``cwd``, like ``subprocess.run([..., "oracle", *args], capture_output=True, text=True)``."""
        args = [str(a) for a in args]
        self.proc.stdin.write(json.dumps([str(cwd), args]) + "\n")
        self.proc.stdin.flush()
        for line in self.proc.stdout:
            if line.startswith(self.MARK):
                code, out, err = json.loads(line[len(self.MARK):])
                return subprocess.CompletedProcess(["oracle", *args], code, out, err)
        raise AssertionError(f"the commands' process ended: {self.log.read_text(encoding='utf-8')[-3000:]}")

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=120)
        self.proc.stdout.close()
