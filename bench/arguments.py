"""The benchmark scripts' command-line values, checked as argparse reads them.

A count under 1, a measure or question group the benchmark does not have, a feature path that
is not there, a results file that cannot be written, a revision git does not know: each is
refused before any measuring, with argparse's usage line, the option and the value named, and
exit status 2. Before, ``python -m bench.run --only suits`` measured nothing, printed an empty
table and wrote it over the last results with exit status 0; ``--campaign-examples 0`` ran the
default 50 or 2000 examples; ``python -m bench.layers --rounds 0`` and ``python -m bench.protocol
--pings 0`` ended in a traceback of ``statistics.median``; ``python -m bench.protocol nosuch.feature``
in one of ``open``; and a ``--json`` naming a folder failed only after the whole run.
"""

from __future__ import annotations

import argparse
import os
import subprocess
from pathlib import Path


def positive_int(text: str) -> int:
    """A count (rounds, repetitions, examples, copies): a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count: at least 1 is needed")
    return value


def feature_path(text: str) -> str:
    """A ``.feature`` file, or a folder holding at least one (searched through its sub-folders)."""
    path = Path(text)
    if path.is_dir():
        if next(path.rglob("*.feature"), None) is None:
            raise argparse.ArgumentTypeError(f"the folder {text!r} holds no .feature file")
        return text
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{text!r} does not exist")
    if path.suffix != ".feature":
        raise argparse.ArgumentTypeError(f"{text!r} is not a .feature file")
    return text


def unwritable(folder: Path) -> str | None:
    """Why files cannot be written in ``folder``, or None: the nearest of it and its parents that exists (where the
    missing ones would be made) is not a folder, or not one this process may write in."""
    existing = next(p for p in (folder, *folder.absolute().parents) if p.exists())
    if existing.is_dir() and os.access(existing, os.W_OK | os.X_OK):
        return None
    return f"{str(existing)!r} is not a writable folder"


def results_file(text: str) -> Path:
    """Where a JSON file of results is to be written: not a folder, and in a folder that is, or can be made,
    writable (checked before the run, so that minutes of measuring are not lost at the end). Made absolute: the
    scripts work from the checkout's folder, and a relative path is the caller's."""
    path = Path(text).absolute()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file to write the results to")
    problem = unwritable(path.parent)
    if problem is not None:
        raise argparse.ArgumentTypeError(f"{text!r} cannot be written: {problem}")
    if path.exists() and not os.access(path, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text!r} cannot be written: the file is read-only")
    return path


def revision(root: Path):
    """A git revision of the repository at ``root`` (a branch, a tag, a commit), as ``git rev-parse`` knows it."""

    def check(text: str) -> str:
        known = subprocess.run(["git", "-C", str(root), "rev-parse", "--verify", "--quiet", f"{text}^{{commit}}"],
                               capture_output=True, text=True)
        if known.returncode != 0:
            raise argparse.ArgumentTypeError(f"{text!r} is not a commit of the repository at {str(root)!r}")
        return text

    return check
