"""The context behave hands to hooks and steps, made cheaper and made to notice unread step data.

Both ``oracle run`` (:mod:`oracle.bdd.runner`) and a plain ``behave`` command in the repository
(``environment.py``, through :func:`oracle.bdd.hooks.before_all`) give their run's context this
class, so that the two run the steps alike: a doc string or data table a step never read fails
that step under either (:mod:`oracle.bdd.step_data`).
"""

from __future__ import annotations

import sys
from typing import Any

from behave.runner import Context

from oracle.bdd import step_data
from oracle.bdd.step_data import STEP_DATA

_context_getattr = Context.__getattr__


class QuickContext(Context):
    """behave's Context, recording where an attribute was set from the caller's frame.

    behave's ``Context.__setattr__`` calls ``traceback.extract_stack`` on every attribute
    it or a step sets (``context.table``, ``context.world``, ...), to name that place if
    the attribute is masked later.  Building the whole stack summary costs about 30% of a
    run with trivial steps; the caller's file, line and function are all the masking
    warning prints, and reading them off the frame is cheap.  Behaviour is otherwise
    behave's own: same layers, same masking warnings.

    It also notes whether the step read the doc string and the data table behave gave it
    (:mod:`oracle.bdd.step_data`), so that one it never read is an error, not a silent pass.
    """

    def __setattr__(self, attr, value):
        if attr[0] == "_":
            self.__dict__[attr] = value
            return
        if attr in STEP_DATA:
            step_data.given(self, attr, value)
        for frame in self._stack[1:]:
            if attr in frame:
                record = self._record[attr]
                self._emit_warning(attr, {"attr": attr, "filename": record[0], "line": record[1],
                                          "function": record[3]})
        caller = sys._getframe(1)
        code = caller.f_code
        self._record[attr] = (code.co_filename, caller.f_lineno, code.co_name, code.co_name)
        self._stack[0][attr] = value
        if attr not in self._origin:
            self._origin[attr] = self._mode

    def __getattr__(self, attr):
        if attr in STEP_DATA:
            step_data.read(self, attr)
        return _context_getattr(self, attr)


def quicken(context: Any) -> None:
    """Give a context of behave's own class this one (a subclass with no state of its own, so the
    object stays as it is); a context of any other class is left as it is."""
    if type(context) is Context:
        object.__setattr__(context, "__class__", QuickContext)  # Context.__setattr__ would keep it in __dict__
