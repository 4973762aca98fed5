"""Running behave from the ``oracle`` command, with the project's own error messages.

The runner is given the oracle's hooks (:mod:`oracle.bdd.hooks`) and the built-in step modules
directly, plus any step folders of the user's, so that feature files anywhere on disk run with
the whole step vocabulary and need no ``environment.py`` of their own.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import signal
import threading
import traceback
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from pathlib import Path
from typing import Any

from behave.api.step_matchers import use_default_step_matcher
from behave.configuration import Configuration
from behave.exception import ConfigError
from behave.formatter._registry import make_formatters
from behave.i18n import languages as gherkin_languages
from behave.matchers import Match, get_step_matcher_factory, use_current_step_matcher_as_default
from behave.model_type import Status
from behave.parser import ParserError
from behave.runner import Context, Runner, the_step_registry
from behave.runner_util import PathManager, exec_file, reset_runtime
from behave.step_registry import setup_step_decorators

from oracle.bdd import hooks
from oracle.bdd.context import quicken
from oracle.bdd.held import (
    FeatureProblem, KeptParses, Tally, by_file, count_selected, let_go_of_feature, parse_feature, relative_paths_kept,
    row_by_row, unlink_feature,
)
from oracle.bdd.phrasings import nearest_steps  # noqa: F401  (kept importable from here)
from oracle.bdd.step_index import PlacedMatch, index_of
from oracle.bdd.steps import LOCALISERS, loading_steps_for, steps_module_game
from oracle.bdd.selection import feature_text, may_select
from oracle.bdd.suite import builtin
from oracle.bdd.world import RunScope
from oracle.core.collector import collector_threshold
from oracle.core.errors import OracleError
from oracle.core.interrupts import deferred_if_dropped, drops_sent_again, on_its_way, raise_for, raised, taken
from oracle.core.state import Frozen
from oracle.core.stack import with_room


class FeatureError(OracleError):
    """A feature file cannot be read (malformed Gherkin)."""


def malformed(exc: ParserError) -> FeatureError:
    """behave's parser error in one line: the file, then what the parser says (with its line); one of
    the oracle's own parser (:class:`~oracle.bdd.held.FeatureProblem`) as it is, ``FILE:LINE: ...``."""
    if isinstance(exc, FeatureProblem):
        return FeatureError(str(exc))
    return FeatureError(f"malformed feature file: {' '.join(str(exc).split())}")




_BEHAVES_STATUS_EQ = Status.__eq__


def _status_eq(self, other):
    """behave's ``Status.__eq__`` (a member equals itself and its own name as a string), without its
    ``super()`` call: behave's answers ``NotImplemented`` for two different members, so that Python
    asks the other member too, two calls for every member a status is not.  behave compares statuses
    several times for every step it runs (``status.has_failed()``: is it one of five errors, of two
    hook errors...), about 1.4 million times in a run with the rulings side by side."""
    if self is other:
        return True
    if other.__class__ is Status:
        return False
    return _BEHAVES_STATUS_EQ(self, other)


QUICK_PREDICATES = ("has_failed", "is_passed", "is_failure", "is_error", "is_hook_error", "is_untested",
                    "is_pending", "is_undefined", "is_final")
"""behave's questions to a status that :func:`quick_status_comparisons` answers from a value kept on each
member. behave asks ``is_error`` as ``self in (five members)``, a comparison a member, and ``has_failed``
asks three of them: seven calls of ``__eq__`` for a step that passed, 180 000 in a run of the built-in
suite, most of behave's questions about statuses."""

_BEHAVES_PREDICATES = {name: getattr(Status, name) for name in QUICK_PREDICATES}


def _kept_answer(name: str):
    key = f"_oracle_{name}"

    def predicate(self) -> bool:
        return self.__dict__[key]

    predicate.__name__ = predicate.__qualname__ = name
    predicate.__doc__ = f"behave's ``Status.{name}``, answered for each member once (:data:`QUICK_PREDICATES`)."
    return predicate


def quick_status_comparisons() -> None:
    """behave's statuses compared by :func:`_status_eq` from here on, and asked :data:`QUICK_PREDICATES`
    from what behave's own methods answered for each member when this first ran (the same answers)."""
    if Status.__eq__ is _BEHAVES_STATUS_EQ:
        Status.__eq__ = _status_eq
    if Status.has_failed is _BEHAVES_PREDICATES["has_failed"]:
        for name, behaves in _BEHAVES_PREDICATES.items():
            for member in Status:
                member.__dict__[f"_oracle_{name}"] = behaves(member)
        for name in QUICK_PREDICATES:
            setattr(Status, name, _kept_answer(name))


class _RememberedMatches:
    """behave's step registry, remembering which definition each step text matched.

    behave tries every step pattern of the run, in order, for every step it runs; with
    several rulesets that is hundreds of ``parse`` attempts per step.  A text not seen before
    is tried only against the definitions whose literal parts it holds
    (:class:`~oracle.bdd.step_index.WordIndex`), in behave's order.  The first
    definition that matched a text is kept (keyed by step type and text, and by the
    number of definitions, so that a definition added later starts afresh) and asked
    first the next time: the same definition would win again.  Within a run its match (the
    converted parameters) is kept too, and given again for the same text in the same working
    folder (its place is relative to it), where every parameter is a value nothing can change
    (:func:`unchangeable`): a list is converted anew for every step, as behave does, and a new
    run converts every text again (a converter may read what a run can change: the catalogue),
    unless it is given the matches ``made`` by earlier runs with the same catalogue and tables.
    """

    def __init__(self, registry, made: dict | None = None):
        self._registry = registry
        self._found: dict = {}
        self._made: dict = made if made is not None else {}
        self.current = None
        """The step behave is about to run (or ran last): behave asks for its match just before
        running it, so the run knows its current step without a ``before_step`` hook."""

    def __getattr__(self, name):
        return getattr(self._registry, name)

    def find_match(self, step):
        self.current = step
        registry = self._registry
        key = (step.step_type, step.name, sum(len(v) for v in registry.steps.values()))
        where = (key, os.getcwd())
        made = self._made.get(where)
        if made is not None:
            return made
        matcher = self._found.get(key)
        if matcher is not None:
            made = matcher.match(step.name)
        else:
            made = self._first_match(step, key)
        if type(made) is Match:  # a definition of behave's other matchers: checked as ours are
            made = PlacedMatch(made.func, made.arguments)
        if type(made) is PlacedMatch and all(unchangeable(a.value) for a in made.arguments):
            self._made[where] = made
        return made

    def _first_match(self, step, key):
        registry = self._registry
        kinds = (step.step_type, "step") if step.step_type != "step" else ("step",)
        for kind in kinds:  # behave's order: the step's own type, then the generic ``step``
            definitions = registry.steps[kind]
            # only the definitions whose literal parts the text holds (the others cannot match it)
            for i in index_of(definitions, kind).candidates(step.name):
                result = definitions[i].match(step.name)
                if result:
                    self._found[key] = definitions[i]
                    return result
        return None


_UNCHANGEABLE = (str, int, float, bool, complex, Fraction, type(None), bytes)


def unchangeable(value: Any) -> bool:
    """Whether a step parameter's value is one nothing can change, so that one value can serve
    every step of the same text: a number, a string, a frozen dataclass or an enum member, a state
    value (:class:`Frozen`, a Mordheim route's step) whose fields are such, or a tuple or frozenset of such."""
    if type(value) in _UNCHANGEABLE or isinstance(value, Enum):
        return True
    if type(value) in (tuple, frozenset):
        return all(unchangeable(v) for v in value)
    if isinstance(value, Frozen):
        return all(unchangeable(v) for v in value.__dict__.values())
    params = getattr(type(value), "__dataclass_params__", None)
    return params is not None and params.frozen and all(unchangeable(getattr(value, f.name))
                                                        for f in dataclasses.fields(value))


class StepModuleError(OracleError):
    """A step module does not import (a syntax error, a missing import, a step defined twice)."""


class Interrupted(KeyboardInterrupt):
    """The run was stopped by the user (Ctrl-C); behave finished its clean-up first. A KeyboardInterrupt, so
    that a command that makes a behave run and says nothing more of it ends as on any Ctrl-C (it was an
    ``Exception``, and ``oracle check`` stopped during its scenarios printed a traceback ending in it)."""


@dataclass
class RunSetup:
    """What one behave run in this process is given besides its command-line arguments."""

    steps: tuple[Path, ...] = ()
    """The user's step folders, loaded after the built-in step modules."""
    scope: RunScope = field(default_factory=RunScope)
    """The run's named tables and caches (one per run)."""
    observer: Any = None
    """Told of the run's progress: ``started(total)`` (None when the scenarios are counted as they
    run), ``scenario_done(result)``, ``counted(total)`` at the end (optional)."""
    engine: Any = None
    """An engine already connected (the command checks it starts before anything runs); else the
    hooks connect the ``engine`` of the userdata."""
    count_first: bool = False
    """Count the selected scenarios before the run (a progress bar shows the total): every feature
    is then parsed twice. Otherwise each is counted as it is parsed, just before it runs, and the
    total is told at the end (``counted(total)``)."""
    parsed: KeptParses | None = None
    """Feature files parsed by earlier runs of this process, read back rather than parsed again (the
    rounds of the rulings side by side); None: each file parsed afresh."""
    result_fields: frozenset[str] | None = None
    """The fields of each scenario's result the run records, where its caller reads no others (the
    rulings side by side); None: every field (the reports and the CI outputs read them all)."""
    matches: dict | None = None
    """The step matches (converted parameters) of earlier runs of this process that read the same
    catalogue and tables, given again for the same step text (the rounds of the rulings side by
    side); None: each step text converted afresh."""


@functools.lru_cache(maxsize=1)
def _runner_class():
    class OracleRunner(Runner):
        """behave's Runner, given the oracle's hooks and step modules directly (no ``environment.py``
        and no ``steps/`` folder beside the features), with the cheaper context (see
        :class:`oracle.bdd.context.QuickContext`) and a step registry that remembers which definition matched a
        step text (:class:`_RememberedMatches`)."""

        oracle_setup: RunSetup

        def __init__(self, config, setup: RunSetup):
            super().__init__(config)
            self.step_registry = _RememberedMatches(the_step_registry, setup.matches)
            self.oracle_setup = setup

        oracle_selected: int | None = None
        """How many scenarios the tag selection picks: known once every feature has been parsed."""

        def run_with_paths(self):
            """behave's, but no feature is parsed before the run: each is parsed just before it
            runs (:meth:`_parsed`) and let go once it has run, so that the run holds one feature's
            model at a time, not every feature's. At the command's pace of the cyclic collector
            (:func:`~oracle.core.collector.collector_threshold`), also where a program runs the suite
            without the command (as the benchmark does)."""
            with collector_threshold():
                return self._run_with_paths()

        def _run_with_paths(self):
            self.context = Context(self)
            self.load_hooks()
            # each file read once: only those that can hold a scenario the tags select are parsed,
            # and the games they name are the games whose steps the run loads
            given = [loc for loc in self.feature_locations() if not self.config.exclude(loc)]
            texts = {name: feature_text(name) for name in dict.fromkeys(loc.filename for loc in given)}
            texts = {name: text for name, text in texts.items() if may_select(text, self.config.tag_expression)}
            locations = [loc for loc in given if loc.filename in texts]
            self.oracle_games = hooks.games_of(texts)
            self.load_step_definitions()
            self.oracle_locations = by_file(locations)
            if self.oracle_setup.count_first:
                self.oracle_selected = sum(count_selected([feature], self.config.tag_expression)
                                           for feature in self._parsed())
            self.formatters = make_formatters(self.config, self.config.outputs)
            return self.run_model()

        def _parsed(self):
            """The run's features, each parsed when behave asks for it. A Ctrl-C while a file is read
            stops the run (behave runs nothing more) and the file is read still, so that every
            feature is counted and reported as behave does for a stopped run."""
            for group in self.oracle_locations:
                while True:
                    try:
                        feature = parse_feature(group, self.config.lang, self.oracle_setup.parsed)
                        break
                    except KeyboardInterrupt:
                        self.abort(reason="KeyboardInterrupt")
                if feature is not None:
                    yield feature

        def run_model(self, features=None):
            self.oracle_tally = Tally()  # the hooks count into it too
            if features is None:
                given = bool(self.features)
                features = self._run_and_release(self.features if given else self._parsed(),
                                                 count=not given and self.oracle_selected is None)
            return super().run_model(features)

        def _run_and_release(self, features, count: bool):
            """The features in turn; each, once run and reported, counted (:attr:`oracle_tally`) and
            what behave built to run it let go (:mod:`oracle.bdd.held`); its outlines build one row's
            scenario at a time. With ``count``, each is counted as it comes (:attr:`oracle_selected`
            once the last has run)."""
            selected = 0
            for feature in features:
                if count:
                    selected += count_selected([feature], self.config.tag_expression)
                row_by_row(feature)
                yield feature  # behave runs it and tells its reporters, then asks for the next
                self.oracle_tally.add(feature)
                unlink_feature(feature)
                let_go_of_feature(feature)
                self.oracle_previous = None
            if count:
                self.oracle_selected = selected

        def abort(self, reason=None):
            self.oracle_abort_reason = reason  # "KeyboardInterrupt" when the user stopped the run
            if "KeyboardInterrupt" in (reason or ""):
                taken()  # behave has the interrupt: the watch sends its signal no more (_InterruptWatch)
                if self.context is not None:
                    # the user stopped the run: the command says how far it got, in one line of its own;
                    # behave would print "ABORTED: <reason>" here and "ABORTED: By user." at the end
                    self.context._set_root_attribute("aborted", True)
                    self.oracle_stopped_quietly = True
                    return None
            return super().abort(reason=reason)

        oracle_stopped_quietly = False

        def run_hook_with_capture(self, hook_name, *args, **kwargs):
            done = super().run_hook_with_capture(hook_name, *args, **kwargs)
            if hook_name == "after_all" and self.oracle_stopped_quietly:
                # nothing runs after after_all but behave's closing "ABORTED: By user." line, which
                # the run's own line replaces (run_behave raises Interrupted for a stopped run)
                self.context._set_root_attribute("aborted", False)
            return done

        def setup_paths(self):
            first = Path(self.config.paths[0].split(":")[0] if self.config.paths else ".").resolve()
            base = first if first.is_dir() else first.parent
            self.base_dir = self.config.base_dir = str(base)
            self.path_manager.add(str(base))
            if str(base) != os.getcwd():
                self.path_manager.add(os.getcwd())  # as behave does: py: engines import from the working folder

        def load_hooks(self, filename=None):
            # called by run_with_paths right after it made the run's Context
            quicken(self.context)
            for name in HOOKS:
                self.hooks[name] = getattr(hooks, name)

        oracle_games: frozenset[str] | None = None
        """The games whose built-in steps the run needs (:func:`oracle.bdd.hooks.games_of`: those
        its features' folders and tags name); None: every game."""

        oracle_steps_games: frozenset[str] | None = None
        """The games whose built-in steps the run's registry holds (None: every game): its own
        games, or more where an earlier run of the process loaded more."""

        oracle_steps_complete = False
        """Whether the registry has its translations and is kept (:meth:`complete_steps`)."""

        def load_step_definitions(self, extra_step_paths=None):
            folders = [builtin().steps, *self.oracle_setup.steps]
            key = steps_key(folders)
            found = _loaded_for(key, self.oracle_games)
            if found is not None:
                key, loaded = found
                self.oracle_steps_games = key[1]
                # the same step modules, unchanged, as an earlier run in this process: its registry
                # (with the translated phrasings) is reused instead of compiling ~1150 patterns again
                _LOADED_STEPS[key] = _LOADED_STEPS.pop(key)  # the most recently used, kept longest
                self.step_registry.steps.clear()
                self.step_registry.steps.update({kind: list(found) for kind, found in loaded["steps"].items()})
                self.step_registry._found = loaded["matched"]  # the same definitions: the same matches
                for registry, types in loaded["types"]:  # the parameter types the step modules registered
                    registry.update(types)
                self.oracle_steps_complete = True
                return
            load_step_folders(folders, self.oracle_games)
            self.oracle_steps_games = self.oracle_games
            key = (key, self.oracle_games)
            self.oracle_steps_key = key
            self.oracle_steps_complete = False

        def complete_steps(self):
            """Add the other languages' phrasings onto the registry the step modules made (each of
            :data:`~oracle.bdd.steps.LOCALISERS`, for the games it holds), then keep it for the next
            run in this process with the same, unchanged step modules; nothing for a registry kept
            by an earlier run, complete already. The two go together: a registry kept before its
            translations were added served every later run of the process without them (a
            Russian feature's steps unknown)."""
            if self.oracle_steps_complete:
                return
            for localise in LOCALISERS:  # e.g. Russian and Chinese phrasings onto the same step functions
                localise(self.step_registry, self.oracle_steps_games)
            key = getattr(self, "oracle_steps_key", None)
            if key is not None:
                _LOADED_STEPS.pop(key, None)
                while len(_LOADED_STEPS) >= KEPT_REGISTRIES:
                    del _LOADED_STEPS[next(iter(_LOADED_STEPS))]  # the least recently used
                _LOADED_STEPS[key] = {"steps": {kind: list(found) for kind, found in self.step_registry.steps.items()},
                                      "matched": self.step_registry._found, "types": _registered_types()}
            self.oracle_steps_complete = True

    return OracleRunner


KEPT_REGISTRIES = 4
"""How many step registries a process keeps, the most recently used: a process that runs the
built-in suite and a user's folder in turn (a test suite, an IDE) loads each once. A run of
``oracle run`` uses one."""

_LOADED_STEPS: dict[tuple, dict] = {}
"""The step registries of the last runs of this process (``steps``: the definitions by step type;
``matched``: which definition each step text matched), by :func:`steps_key` of its step folders
and the games whose steps it holds (None: every game)."""


def _loaded_for(key: tuple, games: frozenset[str] | None) -> tuple[tuple, dict] | None:
    """A kept registry of these step folders that holds the steps of ``games`` (every game's
    registry holds any game's): (its key, the registry), or None."""
    for (folders, held), loaded in reversed(_LOADED_STEPS.items()):
        if folders == key and (held is None or (games is not None and games <= held)):
            return (folders, held), loaded
    return None


def _registered_types() -> list[tuple[dict, dict]]:
    """behave's step parameter types as registered now, per step matcher class (behave forgets
    them at the start of every run; the step modules and the translations register them)."""
    found = []
    for matcher in dict.fromkeys(get_step_matcher_factory().step_matcher_class_mapping.values()):
        registry = matcher.TYPE_REGISTRY
        if isinstance(registry, dict):
            found.append((registry, dict(registry)))
    return found


def steps_key(folders) -> tuple:
    """What decides a loaded step registry: every step module of the folders, with its size and
    modification time (an edited module is loaded again)."""
    found = []
    for folder in dict.fromkeys(Path(f).resolve() for f in folders):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            names = []
        found.append((str(folder), None, None))
        for name in names:
            if name.endswith(".py"):
                st = os.stat(folder / name)
                found.append((name, st.st_size, st.st_mtime_ns))
    return tuple(found)


HOOKS = ("before_all", "before_feature", "before_scenario", "after_scenario", "after_all")
"""The hooks given to behave. No ``before_step``: behave wraps every call of a hook in its user
mode and capture machinery, for every step; the step being run is known from the registry
(:attr:`_RememberedMatches.current`) instead."""


def load_step_folders(folders, games: frozenset[str] | None = None) -> None:
    """Load every ``*.py`` of the folders as behave loads a steps folder (behave's step decorators in
    its globals); a module that does not import is a one-line error naming its file and line.

    With ``games``, the built-in steps of the other games are not loaded (:func:`not_needed`):
    a run of one game's features imports neither the other games' rules nor their phrases."""
    step_globals: dict = {}
    setup_step_decorators(step_globals)
    folders = [str(f) for f in dict.fromkeys(Path(f).resolve() for f in folders)]
    own = str(builtin().steps.resolve())
    with PathManager(folders), loading_steps_for(games):
        use_current_step_matcher_as_default()
        for folder in folders:
            for name in sorted(os.listdir(folder)):
                if not name.endswith(".py") or (folder == own and not_needed(name, games)):
                    continue
                path = os.path.join(folder, name)
                interrupts = raised()
                try:
                    exec_file(path, step_globals.copy())
                except SystemExit as exc:  # sys.exit() at import: the run ended there, silently, exit 0 for sys.exit(0)
                    raise StepModuleError(f"{_where_in(path, exc)}: step module does not import: "
                                          f"it called sys.exit({exc.code!r})") from None
                except Exception as exc:  # any failure to import names the module, never a traceback
                    if raised() != interrupts:  # a Ctrl-C that C code turned into this (an extension's "failed to import")
                        raise KeyboardInterrupt from None
                    # one line: behave's AmbiguousStep puts the step already defined on a line of its own
                    said = " ".join(part.strip() for part in str(exc).splitlines() if part.strip())
                    raise StepModuleError(f"{_where_in(path, exc)}: step module does not import: "
                                          f"{type(exc).__name__}: {said}") from None
                use_default_step_matcher()


GHERKIN_LANGUAGES = frozenset(code.split("-")[0] for code in gherkin_languages)
"""The languages Gherkin is written in (behave's ``ru``, ``zh-CN``...): a built-in steps module named
for one (``lotow_mounted_ru.py``, ``gurps_zh.py``) declares phrasings in that language, which serve
every game that has the English phrase, whichever game's file declares them."""


def not_needed(name: str, games: frozenset[str] | None) -> bool:
    """Whether a run of ``games`` (None: every game) leaves the built-in steps module ``name``
    unloaded: it is of another game by its name (``steps/<game>_*.py``) and is not phrasings
    (:data:`GHERKIN_LANGUAGES`)."""
    if games is None:
        return False
    stem = Path(name).stem
    game = steps_module_game(name)
    return game is not None and game not in games and stem.rsplit("_", 1)[-1] not in GHERKIN_LANGUAGES


def _where_in(path: str, exc: BaseException) -> str:
    """``file:line`` of the deepest frame of the traceback inside ``path`` (or of a syntax error)."""
    if isinstance(exc, SyntaxError) and exc.lineno:
        return f"{path}:{exc.lineno}"
    line = None
    for frame in traceback.extract_tb(exc.__traceback__):
        if os.path.abspath(frame.filename) == os.path.abspath(path) or frame.filename == os.path.relpath(path):
            line = frame.lineno
    return f"{path}:{line}" if line else path


def make_runner(args: list[str], setup: RunSetup | None = None):
    """A behave runner for command-line style arguments, with a fresh step registry.

    behave keeps one global step registry for the process; it is emptied here so that a
    second run in the same process (another steps folder, the benchmark) starts clean.

    behave's configuration files in the working folder and the home folder (``behave.ini``,
    ``.behaverc``, ``setup.cfg``, ``tox.ini``, ``pyproject.toml``'s ``[tool.behave]``) are not
    read: they are the user's settings for their own behave suite, and read here they changed
    the oracle's runs unseen. ``lang = ru`` made every English feature "malformed", ``tags`` or
    ``dry_run`` left a run with nothing selected or nothing run, ``stop`` ended it at the first
    failure. A run is what its arguments say (and behave's own command, ``behave`` in this
    repository, still reads its ``[tool.behave]``).
    """
    config = Configuration(args, load_config=False)
    if not config.format:
        config.format = [config.default_format]
    reset_runtime()
    the_step_registry.clear()
    relative_paths_kept()
    quick_status_comparisons()
    return _runner_class()(config, setup or RunSetup())


def run_behave(args: list[str], setup: RunSetup | None = None) -> int:
    """Run behave with command-line style arguments; return 0 when every scenario passed.

    Raises :class:`Interrupted` when the user stopped the run (behave has then finished its
    clean-up: the results of the scenarios that ended are written)."""
    runner = make_runner(args, setup)
    stopped = _InterruptWatch(runner)
    try:
        with stopped:
            # the scenarios' calls given room on the frame stack, however deep the caller (oracle.core.stack)
            failed = with_room(runner.run)
    except ParserError as exc:
        raise malformed(exc) from None
    except ConfigError as exc:
        raise OracleError(f"behave configuration: {exc}") from None
    except KeyboardInterrupt:
        raise Interrupted() from None
    if stopped.seen or getattr(runner, "oracle_abort_reason", None) == "KeyboardInterrupt":
        raise Interrupted()
    # a scenario whose engine fault was found after its step (see hooks.blame) fails the run too
    return 1 if failed or getattr(runner, "oracle_failed_late", False) else 0


class _InterruptWatch:
    """Remembers a Ctrl-C (SIGINT) during a behave run.

    behave reports a KeyboardInterrupt raised inside one of its hooks as a hook error
    ("HOOK-ERROR in before_feature: KeyboardInterrupt") and ends the run as if it had
    finished; the signal itself is the reliable witness that the user stopped the run.
    The handler still raises KeyboardInterrupt, so behave stops as it always does.
    """

    def __init__(self, runner=None) -> None:
        self.seen = False
        self._previous = None
        self._runner = runner
        self._drops = contextlib.ExitStack()

    def _handle(self, signum, frame):
        if deferred_if_dropped(signum, frame) or on_its_way(signum):  # it comes again where it is not dropped
            return
        self.seen = True
        if self._runner is not None:
            self._runner.oracle_interrupted = True  # the hooks see it (after_all keeps the partial results)
        # raised, and sent again every RAISE_AGAIN_AFTER until behave has it (the runner's abort): C code that
        # clears it without a word no longer leaves the run going on to its end
        raise_for(signum)

    def __enter__(self) -> "_InterruptWatch":
        if threading.current_thread() is threading.main_thread():
            self._drops.enter_context(drops_sent_again())
            self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)
            self._drops.close()
            self._previous = None
