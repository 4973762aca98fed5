"""The ``oracle`` program's entry point (``[project.scripts]``): :func:`oracle.cli.main`, with a Ctrl-C that
comes while the command line's modules are still being imported ending the program in one line too.

``oracle.cli`` makes a Ctrl-C one line (``terminations_as_interrupts``) once its modules are imported (rich
and typer, about a tenth of a second); a Ctrl-C before that was Python's own: the traceback of whatever
module was being imported (``rich/console.py``, line 1222, ``KeyboardInterrupt``)."""

from __future__ import annotations

import signal
import sys

from oracle.core.lazy import lazy_import

cli = lazy_import("oracle.cli")


def main() -> None:
    try:
        command = cli.main  # the command line's modules imported here
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(128 + signal.SIGINT)
    command()
