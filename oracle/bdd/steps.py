"""Helpers for writing thin steps.

``given``, ``when`` and ``then`` here are behave's, except that an untyped field such
as ``{who}`` is read as one word (a model id: rider, horse, fence), so that "the {who}
mounts the {mount}" cannot swallow the words after it.

``action_step(pattern)`` registers one "When" phrase and its variants with dice::

    @action_step("the {who} mounts the {mount}")
    def _(world, who, mount):
        return MountUp(fighter=who, mount=mount)

registers "When the rider mounts the horse", "... and the die shows 6" and
"... and the dice show 1 and 4".  The function only builds the action; the world
resolves it through the engine port.  A function with a ``table`` parameter receives
the step's data table.
"""

from __future__ import annotations

import functools
import inspect
import re

import behave

from oracle.bdd import types
from oracle.core.errors import OracleError
from oracle.engine.port import EngineSkip

DICE_SUFFIXES = (" and the die shows {dice:Dice}", " and the dice show {dice:Dice}")
_UNTYPED = re.compile(r"\{(\w+)\}")


def typed(pattern: str) -> str:
    """Read untyped fields as single words (type ``Name``)."""
    return _UNTYPED.sub(r"{\1:Name}", pattern)


def plainly(fn):
    """Report the project's own errors as a failed step with their message, not a traceback.

    An engine that does not support what the step asks (an action, exact odds) skips the
    rest of the scenario for that engine (:class:`~oracle.engine.port.EngineSkip`).
    """

    @functools.wraps(fn)
    def step(context, *args, **kwargs):
        try:
            return fn(context, *args, **kwargs)
        except OracleError as exc:
            raise AssertionError(str(exc)) from None
        except EngineSkip as exc:
            context.scenario.skip(exc.reason)

    return step


def _register(decorator, pattern: str):
    types.register()

    def register(fn):
        decorator(typed(pattern))(plainly(fn))
        return fn

    return register


def given(pattern: str):
    return _register(behave.given, pattern)


def when(pattern: str):
    return _register(behave.when, pattern)


def then(pattern: str):
    return _register(behave.then, pattern)


def action_step(pattern: str):
    types.register()

    def register(build):
        doc = inspect.getdoc(build) or ""
        wants_table = "table" in inspect.signature(build).parameters

        def make(context, kwargs):
            if wants_table:
                kwargs["table"] = context.table or []
            return build(context.world, **kwargs)

        @functools.wraps(build)
        def plain(context, **kwargs):
            context.world.act(make(context, kwargs))

        @functools.wraps(build)
        def with_dice(context, dice, **kwargs):
            context.world.act(make(context, kwargs), dice)

        plain.__doc__ = doc
        with_dice.__doc__ = doc + ("\n\n" if doc else "") + "Scripted dice, in the order the rules roll them."
        # the longer phrases first: behave takes the first definition that matches
        for suffix in DICE_SUFFIXES:
            behave.when(typed(pattern + suffix))(plainly(with_dice))
        behave.when(typed(pattern))(plainly(plain))
        return build

    return register
