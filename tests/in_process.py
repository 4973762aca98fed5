"""The ``oracle`` command run in the test's own process.

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
"""

from __future__ import annotations

import os
import subprocess
import sys
import traceback
from pathlib import Path

from typer.testing import CliRunner

from oracle import cli, harness_cli

CONSOLES = (cli.console, cli.err, harness_cli.console, harness_cli.err)
"""The command's rich consoles: made when ``oracle.cli`` was imported, so their width is set
for each call from ``COLUMNS``, as a fresh process would read it (80 where it is not set)."""


def oracle(args: list[str], cwd: Path | str, env: dict[str, str | None] | None = None) -> subprocess.CompletedProcess:
    """``oracle ARGS`` in folder ``cwd`` with ``env`` over the process's environment: like
    ``subprocess.run([..., "-m", "oracle.cli", *args], capture_output=True, text=True)``."""
    args = [str(a) for a in args]
    runner = CliRunner()
    here, path = os.getcwd(), list(sys.path)
    code = 0
    widths = [(console, console._width) for console in CONSOLES]
    with runner.isolation(env=env) as (out, err, _):
        columns = os.environ.get("COLUMNS", "")
        for console in CONSOLES:
            console.width = int(columns) if columns.isdigit() else 80
        os.chdir(cwd)
        try:
            cli.main(args, prog_name="oracle")
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
            if isinstance(stop.code, str):
                print(stop.code, file=sys.stderr)
        except KeyboardInterrupt:
            raise
        except BaseException:  # what the interpreter prints for an uncaught exception
            traceback.print_exc(file=sys.stderr)
            code = 1
        finally:
            os.chdir(here)
            for console, width in widths:
                console._width = width
            sys.path[:] = path  # an engine given as py:module:attr puts its folder on the path
            sys.stdout.flush()
            sys.stderr.flush()
        stdout, stderr = out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8", "backslashreplace")
    return subprocess.CompletedProcess(["oracle", *args], code, stdout, stderr)
