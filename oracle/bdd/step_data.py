"""What a step is given besides its text, and whether its definition read it.

behave hands a step's doc string and data table to its definition as ``context.text`` and
``context.table``.  A definition that never reads them still passes, so a table or a doc string
written under a step whose phrasing takes none would be checked by nothing: the scenario would be
green while stating something the run never looked at.  The run's context
(:func:`oracle.bdd.runner.make_runner`) notes which of the two a step was given and which it read
(:func:`given`, :func:`read`); after the definition returns, :func:`check` raises
:class:`StepDataUnread` for what is left unread, naming the step and the line of the table or
doc string.
"""

from __future__ import annotations

from typing import Any

from oracle.core.errors import OracleError

STEP_DATA: frozenset[str] = frozenset({"text", "table"})
"""The context attributes behave sets before each step: its doc string and its data table."""

UNREAD: str = "_oracle_unread_step_data"
"""The key, in a context's ``__dict__``, of what the current step was given and has not read."""

WHAT: dict[str, str] = {"text": "doc string", "table": "data table"}


class StepDataUnread(OracleError, AssertionError):
    """A step was given a doc string or a data table that its definition never read.  The step
    fails with it, as a step whose dice or distances cannot be fails (behave reports an
    ``AssertionError`` as a failed step with its message, not a traceback)."""


def given(context: Any, attr: str, value: Any) -> None:
    """behave set ``context.<attr>`` (``text`` or ``table``) for the next step: unread until read."""
    unread = context.__dict__.setdefault(UNREAD, {})
    if value is None:
        unread.pop(attr, None)
    else:
        unread[attr] = value


def read(context: Any, attr: str) -> None:
    """The step's definition read ``context.<attr>``."""
    unread = context.__dict__.get(UNREAD)
    if unread:
        unread.pop(attr, None)


def check(context: Any) -> None:
    """After a step's definition returned: what it was given and did not read is an error of the
    feature file (a context that does not keep the count, as behave's own, checks nothing)."""
    unread = context.__dict__.get(UNREAD)
    if not unread:
        return
    left = sorted(unread.items())
    unread.clear()
    world = getattr(context, "world", None)
    where = world.where if world is not None else "a step"
    parts = [f"the {WHAT[attr]} under it (line {getattr(value, 'line', '?')})" for attr, value in left]
    raise StepDataUnread(
        f"{where}: this step's phrasing reads no {' and no '.join(WHAT[attr] for attr, _ in left)}, "
        f"so {' and '.join(parts)} would be checked by nothing; remove it or use a phrasing that takes one")
