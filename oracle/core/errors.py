"""Errors with messages a player or an implementer can act on.

Every error names what is wrong and where: the catalogue file and field, the setup
file and key, the scenario step, or the clause that forbids an action.
"""

from __future__ import annotations

import difflib
import errno
import os
from pathlib import Path
from typing import Iterable


class OracleError(Exception):
    """Base of every error this project raises on purpose."""


class CatalogueError(OracleError):
    """The rule catalogue (a YAML file or a source text) is inconsistent."""


class SetupError(OracleError):
    """A table setup or a characteristic is invalid (negative height, unknown key, ...)."""


class NotOnTable(SetupError):
    """An action names a model the table does not have (``ident``, as the action names it)."""

    def __init__(self, message: str, ident: str | None = None):
        self.ident = ident
        super().__init__(message)


class DiceError(OracleError):
    """Scripted dice do not fit the rolls: too few, left unused, or a face the die cannot show."""


class MissingDice(DiceError):
    """The rules rolled more dice than were scripted."""


class ImpossibleFace(DiceError):
    """A scripted result that no face of the die rolled shows (a 7 or a 0 on a D6)."""


class RulingError(OracleError):
    """An unknown ruling or alternative was named."""


class RuleViolation(OracleError):
    """An action the rules forbid.  Names the clause that forbids it."""

    def __init__(self, clause: str, message: str):
        self.clause = clause
        self.reason = message
        super().__init__(f"refused by rule {clause}: {message}")


def require(condition: bool, clause: str, message: str) -> None:
    """Refuse an action the rules forbid, naming the clause."""
    if not condition:
        raise RuleViolation(clause, message)


class HookBoundary(OracleError):
    """A question whose answer lies in a rule the excerpt does not contain."""

    def __init__(self, hook: str, message: str):
        self.hook = hook
        super().__init__(f"outside the excerpt ({hook}): {message}")


def suggest(word: str, known: Iterable[str]) -> str:
    """``; did you mean X, Y?`` with the known names closest to ``word``, or nothing.  Compared without case:
    'LOTOW' is nearest 'lotow' (as written, no letter of the two matched, and nothing was suggested)."""
    by_folded: dict[str, list[str]] = {}
    for name in known:
        by_folded.setdefault(name.casefold(), []).append(name)
    near = difflib.get_close_matches(word.casefold(), list(by_folded), n=3, cutoff=0.6)
    names = [name for folded in near for name in by_folded[folded]][:3]
    return f"; did you mean {', '.join(names)}?" if names else ""


def file_in_the_way(path) -> Path | None:
    """The first of the folders ``path`` goes in that is a file, or None."""
    return next((up for up in reversed(Path(path).parents) if up.exists() and not up.is_dir()), None)


def why_not_written(path, exc: OSError) -> str:
    """Why ``path`` could not be written, in words: ``PARENT is a file, not a folder`` where a file stands
    in place of one of its folders (the system says "File exists" or "Not a directory"), else the system's
    reason."""
    up = file_in_the_way(path)
    return f"{up} is a file, not a folder" if up is not None else (exc.strerror or str(exc))


def broken_link(path) -> str | None:
    """Why ``path`` leads nowhere through a symbolic link, in a few words: the link loops (it, or one it
    leads to, points back along the way) or what it points to does not exist; None otherwise. Read,
    either was said as something else (a traceback, "Symlink loop from ...", or "permission denied"),
    and written to, the link was a traceback after the run ("Not a directory")."""
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "a symbolic link that loops (it leads back to itself)"
        if os.path.islink(path):
            return f"a symbolic link to {os.readlink(path)}, which does not exist"
    return None
