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
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

from behave.runner import the_step_registry

from oracle.bdd import types
from oracle.bdd.step_index import add_step_definition
from oracle.core.errors import CatalogueError, ImpossibleFace, OracleError, RulingError, SetupError, suggest
from oracle.engine.port import EngineSkip
from oracle.engine.ruleset import game_ids

DICE_SUFFIXES = (" and the die shows {dice:Dice}", " and the dice show {dice:Dice}")
_UNTYPED = re.compile(r"\{(\w+)\}")


def typed(pattern: str) -> str:
    """Read untyped fields as single words (type ``Name``)."""
    return _UNTYPED.sub(r"{\1:Name}", pattern)


SCENARIO_ERRORS: tuple[type[OracleError], ...] = (SetupError, RulingError, CatalogueError, ImpossibleFace)
"""What a step raises when the scenario's own words are wrong, whatever the engine: a table that
cannot be set up or names what is not on it, a ruling or reading that does not exist, a scripted
result no face of the die shows. Such a step is *errored*: the scenario cannot be run as written,
so it says nothing of the engine. (A die face an engine over the protocol refuses is a failure:
the oracle cannot tell a wrong face in the scenario from a die the engine has wrong.)"""


def plainly(fn):
    """Report the project's own errors with their message, not a traceback: the scenario's own
    mistakes (:data:`SCENARIO_ERRORS`) as an errored step, the others (dice the rules roll more or
    fewer of than the scenario gives, a question outside the excerpt) as a failed one.

    An engine that does not support what the step asks (an action, exact odds) skips the
    rest of the scenario for that engine (:class:`~oracle.engine.port.EngineSkip`).
    """

    @functools.wraps(fn)
    def step(context, *args, **kwargs):
        try:
            return fn(context, *args, **kwargs)
        except SCENARIO_ERRORS:
            raise  # behave records the step as errored; the run's record gives the message alone
        except OracleError as exc:
            raise AssertionError(str(exc)) from None
        except EngineSkip as exc:
            # the reason is the scenario's record (results.json, the report), not a line on stderr:
            # behave logs the reason it is given as a warning, one line per scenario skipped
            context.scenario.skip()
            context.scenario.skip_reason = exc.reason

    return step


_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")

LOCALISERS: list[Callable[[Any, frozenset[str] | None], int]] = []
"""Functions that add other languages' phrasings onto behave's step registry once every steps
module is loaded (:func:`oracle.clarify.language.install` registers itself when a steps module
imports it); the ``before_all`` hook calls each with the run's registry and the games whose steps
it holds (None: every game)."""


def readable(pattern: str) -> str:
    """A step pattern as the docs show it: ``{who:Name}`` as ``<who>``."""
    return _FIELD.sub(lambda m: f"<{m.group(1)}>", pattern)


def shape(pattern: str) -> str:
    """A phrase with its field names dropped: two phrases of one shape read the same text."""
    return _FIELD.sub(lambda m: "{:" + (m.group(2) or "Name") + "}", pattern)


def field_names(pattern: str) -> list[str]:
    return [m.group(1) for m in _FIELD.finditer(pattern)]


_GAMES_LOADING: list[frozenset[str] | None] = [None]


@contextmanager
def loading_steps_for(games: frozenset[str] | None):
    """While the step modules of a run are loaded: the games whose steps they register (None:
    every game), which :func:`games_loading` tells a steps module that registers phrases for
    every game it is given (``steps/common.py``: the outcome phrases)."""
    _GAMES_LOADING.append(games)
    try:
        yield
    finally:
        _GAMES_LOADING.pop()


def games_loading() -> frozenset[str] | None:
    """The games whose steps are being loaded (:func:`loading_steps_for`); None, every game, when
    nothing says (a plain behave run loading ``steps/`` itself)."""
    return _GAMES_LOADING[-1]


STEPS_RULESET = "STEPS_RULESET"
"""The name a steps module declares its ruleset under: ``STEPS_RULESET = "lotow"``."""


def ruleset_of(fn) -> str | None:
    """The ruleset a step belongs to, which decides whose definition of a phrase several rulesets
    share a scenario gets: the ``STEPS_RULESET`` its steps module declares, else the module's file
    name (``steps/<ruleset>_*.py``); None for the steps every ruleset shares (``steps/common.py``)."""
    fn = inspect.unwrap(fn)
    declared = getattr(fn, "__globals__", {}).get(STEPS_RULESET)
    if declared is not None:
        if declared not in game_ids():
            where = inspect.getsourcefile(fn) or fn.__module__
            raise ValueError(f"{where}: {STEPS_RULESET} = {declared!r} is not a ruleset{suggest(str(declared), game_ids())}")
        return declared
    return steps_module_game(Path(inspect.getsourcefile(fn) or "").name)


def steps_module_game(filename: str) -> str | None:
    """The game a steps module's file name says it is of (``lotow_mounted.py``: ``lotow``), or None
    (``common.py``, a user's ``my_steps.py``)."""
    prefix = Path(filename).stem.split("_", 1)[0]
    return prefix if prefix in game_ids() else None


def _where(fn) -> tuple[str, int]:
    code = inspect.unwrap(fn).__code__
    return code.co_filename, code.co_firstlineno


class SharedPhrase:
    """One phrase that several rulesets define, each for its own table ("a page riding behind
    the knight" in GURPS, "a passenger riding behind the rider" in Legends of the Old West).

    behave holds a single definition; it calls the one of the ruleset the scenario plays
    (the table set up so far, else the feature's folder under ``features/``).  One phrase
    keeps one meaning, said for each game.
    """

    def __init__(self, kind: str, pattern: str):
        self.kind = kind
        self.names = field_names(pattern)
        self.by_ruleset: dict[str | None, tuple] = {}
        self.__doc__ = ""

    def add(self, fn, pattern: str) -> None:
        rs = ruleset_of(fn)
        if rs in self.by_ruleset and _where(self.by_ruleset[rs][0]) != _where(fn):
            raise ValueError(f"the step '{pattern}' is defined twice for {rs or 'every ruleset'}: "
                             f"{_where(self.by_ruleset[rs][0])} and {_where(fn)}")
        if rs in self.by_ruleset:  # the same module loaded again (a second run in one process)
            self.by_ruleset[rs] = (fn, field_names(pattern))
            return
        self.by_ruleset[rs] = (fn, field_names(pattern))
        doc = inspect.getdoc(fn) or ""
        self.__doc__ = "\n".join(filter(None, [self.__doc__, f"({rs}) {doc}" if len(self.by_ruleset) > 1 or rs else doc]))

    def __call__(self, context, **kwargs):
        values = [kwargs.pop(n) for n in self.names]
        world = context.world
        rs = world.ruleset.id if world.ruleset is not None else world.home
        entry = self.by_ruleset.get(rs) or self.by_ruleset.get(None)
        if entry is None and len(self.by_ruleset) == 1:
            entry = next(iter(self.by_ruleset.values()))
        if entry is None:
            games = ", ".join(sorted(str(r) for r in self.by_ruleset))
            raise OracleError(f"{world.where}: this phrase is used by {games}; set up the table first "
                              "or put the feature under features/<ruleset>/")
        fn, names = entry
        return fn(context, **dict(zip(names, values)), **kwargs)


_SHARED: dict[tuple[str, str], SharedPhrase] = {}


def _register(kind: str, pattern: str):
    types.register()

    def register(fn):
        full = typed(pattern)
        key = (kind, shape(full))
        shared = _SHARED.get(key)
        fresh = shared is None or not _registered(kind, shared)
        if fresh:
            shared = _SHARED[key] = SharedPhrase(kind, full)
        shared.add(fn, full)
        if fresh:
            def step(context, **kwargs):
                return shared(context, **kwargs)

            step.__wrapped__ = fn  # behave reports the defining function's file and line
            step.__doc__ = inspect.getdoc(fn)
            step.shared_phrase = shared
            add_step_definition(the_step_registry, kind, full, plainly(step))
            where = the_step_registry.steps[kind]
            shared.slot = (where, len(where) - 1)  # behave appends a new definition at the end
        return fn

    return register


def _registered(kind: str, shared: SharedPhrase) -> bool:
    """Whether behave's current registry holds this phrase (behave resets it between runs).

    Looked up where the phrase was put (the registry's list and the position in it), not by
    scanning every definition: a scan per registration grew as the square of the steps.
    """
    slot = getattr(shared, "slot", None)
    if slot is None:
        return False
    where, i = slot
    current = the_step_registry.steps[kind]
    return where is current and i < len(current) and getattr(current[i].func, "shared_phrase", None) is shared


def given(pattern: str):
    return _register("given", pattern)


def when(pattern: str):
    return _register("when", pattern)


def then(pattern: str):
    return _register("then", pattern)


def whole_number(cell: str) -> int:
    """A table cell that holds a whole number ("3", "-1")."""
    try:
        return int(cell)
    except ValueError:
        raise ValueError("a whole number") from None


YES_NO = {"yes": True, "no": False, "y": True, "n": False, "": False}


def yes_or_no(cell: str) -> bool:
    """A table cell that says yes or no (empty: no)."""
    try:
        return YES_NO[cell.lower()]
    except KeyError:
        raise ValueError("yes or no") from None


def table_rows(table, columns: dict[str, Callable[[str], Any]], where: str,
               required: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """A step's data table, a dict a row, each cell read by its column's reader (``str``, :func:`whole_number`,
    :func:`yes_or_no`, ...); a column left out of the table is left out of the rows. A heading no column has
    (read by nothing: its cells would change no answer), a ``required`` column missing, or a cell its reader
    cannot read is bad input naming the row and the column."""
    headings = list(getattr(table, "headings", None) or [])
    for heading in headings:
        if heading not in columns:
            raise SetupError(f"{where}: unknown column {heading!r} (use: {', '.join(columns)})")
    for name in required:
        if name not in headings:
            raise SetupError(f"{where}: the table needs a column {name!r} (it has: {', '.join(headings) or 'none'})")
    out = []
    for row in table:
        item = {}
        for heading in headings:
            cell = row[heading].strip()
            try:
                item[heading] = columns[heading](cell)
            except ValueError as exc:
                raise SetupError(f"{where}: row {row.line}: column {heading!r}: cannot read {cell!r} ({exc})") from None
        out.append(item)
    return out


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
            _register("when", pattern + suffix)(with_dice)
        _register("when", pattern)(plain)
        return build

    return register
