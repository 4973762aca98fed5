"""A ruleset: its state model, its actions and the outcomes scenarios can ask about.

Each game subpackage (``oracle/lotow``, ``oracle/mordheim``, ...) defines one
:class:`Ruleset` named ``RULESET`` in its ``__init__``; the modules of its rules
sections register actions and outcomes on it::

    @RULESET.action("jump-obstacle")
    class JumpObstacle(Action):
        rider: str
        obstacle: str

    @RULESET.handler(JumpObstacle)
    def jump_obstacle(ctx, table, action): ...

    @RULESET.outcome("the rider is thrown")
    def rider_is_thrown(table): ...

:func:`rulesets` discovers the subpackages: a new game is a new folder.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, ClassVar, Iterable

from pydantic import ValidationError, model_validator
from pydantic_core import PydanticCustomError

from oracle.catalogue.files import catalogue_inputs
from oracle.core import citations
from oracle.core.cache import cached
from oracle.core.errors import SetupError, suggest
from oracle.core.lazy import lazy_import
from oracle.core.state import Frozen, field_errors

PACKAGE_ROOT = Path(__file__).resolve().parent.parent

load = lazy_import("oracle.catalogue.load")  # the catalogue's models and YAML: loaded when the rules first
#                                               cite a clause, not for a served reference's handshake


def catalogue():
    """The project's catalogue (:func:`oracle.catalogue.load.catalogue`)."""
    return load.catalogue()


citations.install(catalogue)  # rule code cites clauses and asks rulings of the project's catalogue


class Action(Frozen):
    """Base of every action model; ``name`` is set when the action is registered."""

    name: ClassVar[str] = ""
    ruleset: ClassVar[str] = ""
    distinct: ClassVar[tuple[str, ...]] = ()
    """Fields that name models on the table in different parts (the attacker and his target, the
    rider and his mount): an action naming one model in two of them is ill-formed (a fighter does not
    charge himself), refused with both fields named before any rule is asked."""

    @model_validator(mode="after")
    def _parts_are_different_models(self) -> "Action":
        seen: dict[Any, str] = {}
        for part in type(self).distinct:
            who = getattr(self, part)
            if who is None:
                continue
            if who in seen:
                raise PydanticCustomError(
                    "same_model", "{part} names '{who}', as {other} does: one model cannot play both parts",
                    {"part": part, "who": who, "other": seen[who]})
            seen[who] = part
        return self


@dataclass
class Outcome:
    phrase: str
    predicate: Callable[[Any], bool]
    doc: str = ""
    measure: Callable[..., Any] | None = None
    """For an outcome that states a number: that number as the state has it (or None), given the state
    and the phrase's other parts, so that "at most 4" and "at least 3" compare it as it is (3.5
    included) instead of trying whole numbers (:func:`oracle.bdd.compound.compound`).  It may read
    every number the outcome holds for (the strengths of all the hits taken): a bound then holds if one
    of them is within it ("has taken a hit of Strength 4 or more").  It may also be None for a state
    where the outcome holds for no number: no bound holds then."""
    bounds: tuple[str, ...] | None = None
    """The phrase with its number bounded, at least then at most, where the bound does not simply go
    before the number: a label or a number after a preposition takes "or later", "or more" after it
    ("the battle is in turn {n:d} or later", "moves at {v:d} yards per second or more"); () where no
    bound makes sense; None for the place :func:`oracle.bdd.compound.bounded_pattern` gives it."""
    possible: dict[str, tuple[int, int | None]] | None = None
    """For a part of the phrase that states a number, the least and the most it can be (None: no most; the rows
    of a table: "got result {n:d} on the out-of-control table", 2 to 12; a turn, from 1; a count, from 0; a distance,
    0 to the engine's farthest), so that a phrase naming a number outside them is refused rather than answered "never"
    (:func:`span` reads them from a state field's type, :data:`oracle.core.numbers.Count` for a count). Every number
    an outcome states has them (the tests refuse an outcome that does not say them)."""


def span(annotated: Any) -> tuple[int, int | None]:
    """The least and the most a whole number can be (None: no most), read from where the state declares them:
    an annotated type (``Annotated[int, Field(ge=2, le=12)]``) or a table model's field (``LotowTable.model_fields["turn"]``)."""
    low = high = None
    for meta in (*getattr(annotated, "__metadata__", ()), *getattr(annotated, "metadata", ())):
        for part in (meta, *getattr(meta, "metadata", ())):
            low = getattr(part, "ge", None) if getattr(part, "ge", None) is not None else low
            high = getattr(part, "le", None) if getattr(part, "le", None) is not None else high
    if low is None:
        raise ValueError(f"{annotated!r} states no least value")
    return int(low), None if high is None else int(high)


def _fields(pattern: str) -> list[str]:
    """The parts of a phrase, as written: ``{who}``, ``{n:d}``."""
    return re.findall(r"\{[^{}]*\}", pattern)


@dataclass
class Ruleset:
    id: str
    title: str
    unit: str
    state_model: type[Frozen]
    actions: dict[str, type[Action]] = field(default_factory=dict)
    handlers: dict[str, Callable] = field(default_factory=dict)
    outcomes: dict[str, Outcome] = field(default_factory=dict)
    summarise: Callable[[Any], str] = repr
    section_modules: tuple[str, ...] = ()
    """The modules of the rules sections, in the order of the text (:meth:`sections`)."""
    settle: Callable[..., Any] | None = None
    """What the rules do to any table once an action has been resolved, whatever the action (``fn(ctx, before,
    table) -> table``, ``before`` the table the action was resolved on, :meth:`settled`): a state the action's own
    rule code leaves for the end, such as who controls a GURPS mount whose rider came off it, or a vehicle at speed
    whose driver came off it. None where a ruleset has none."""
    settle_when: Callable[[Any], bool] = lambda table: True
    """Whether an action on this table may leave anything to :attr:`settle` (asked before the action)."""
    prepare: Callable[..., Any] | None = None
    """What the rules do to any table before an action is resolved, whatever the action (``fn(ctx, table) ->
    table``, no dice, :meth:`prepared`): a state a table may hold however it came about (set up so, or left by
    an earlier action), which a rule bounds from the start, such as the speed of a GURPS mount that is exhausted.
    None where a ruleset has none."""
    prepare_when: Callable[[Any], bool] = lambda table: True
    """Whether :attr:`prepare` has anything to do on this table."""

    def action(self, name: str):
        """Register an action model under ``name`` (used in setups and by the protocol)."""

        def register(model: type[Action]) -> type[Action]:
            if name in self.actions:
                raise ValueError(f"{self.id}: action {name!r} registered twice")
            model.name = name
            model.ruleset = self.id
            self.actions[name] = model
            return model

        return register

    def handler(self, model: type[Action]):
        """Register the rule function that resolves an action: ``fn(ctx, state, action) -> state``."""

        def register(fn: Callable) -> Callable:
            self.handlers[model.name] = fn
            return fn

        return register

    def outcome(self, phrase: str, measure: Callable[..., Any] | None = None, bounds: tuple[str, ...] | None = None,
                possible: dict[str, tuple[int, int | None]] | None = None):
        """Register a predicate on the state under a phrase in the players' words; ``measure``, for a
        phrase that states a number, reads that number from the state (:attr:`Outcome.measure`);
        ``bounds``, the phrase bounded at least and at most as players say it (:attr:`Outcome.bounds`);
        ``possible``, the least and most each number part can be (:attr:`Outcome.possible`)."""

        def register(fn: Callable[[Any], bool]) -> Callable[[Any], bool]:
            if phrase in self.outcomes:
                raise ValueError(f"{self.id}: outcome {phrase!r} registered twice")
            if bounds and (len(bounds) != 2 or any(sorted(_fields(b)) != sorted(_fields(phrase)) for b in bounds)):
                raise ValueError(f"{self.id}: outcome {phrase!r} bounded by {bounds!r}: say it at least, "
                                 "then at most, with the same parts")
            if possible and any(not re.search(r"\{" + name + r":[dg]\}", phrase) for name in possible):
                raise ValueError(f"{self.id}: outcome {phrase!r}: possible values for parts it does not state: {possible!r}")
            self.outcomes[phrase] = Outcome(phrase, fn, (fn.__doc__ or "").strip(), measure, bounds, possible)
            return fn

        return register

    def sections(self, package: str, *names: str) -> tuple[ModuleType, ...]:
        """Import the rules sections of the game package ``package`` by module name, in the
        order of the text, and list the actions and outcomes in that order (:meth:`in_order`).

        The game's ``__init__`` names each section once, here: importing a section registers
        its actions and outcomes, and the same list orders them (a module that registers an
        action or an outcome and is not listed is a mistake the tests report)."""
        modules = tuple(importlib.import_module(f"{package}.{name}") for name in names)
        self.in_order(*modules)
        return modules

    def in_order(self, *sections: ModuleType) -> None:
        """List the actions and outcomes section by section in the order given (the game package's
        list of its rules sections), whatever order the sections' modules happened to be imported in:
        a section that uses another imports it first, and that must not reorder the protocol schema,
        the docs or what the fuzzer draws."""
        rank = {module.__name__: i for i, module in enumerate(sections)}
        self.section_modules = tuple(rank)
        last = len(rank)
        self.actions = dict(sorted(self.actions.items(), key=lambda kv: rank.get(kv[1].__module__, last)))
        self.handlers = {name: self.handlers[name] for name in self.actions if name in self.handlers} | self.handlers
        self.outcomes = dict(sorted(self.outcomes.items(), key=lambda kv: rank.get(kv[1].predicate.__module__, last)))

    def summary(self, fn: Callable[[Any], str]) -> Callable[[Any], str]:
        self.summarise = fn
        return fn

    def find_outcome(self, phrase: str) -> Outcome:
        try:
            return self.outcomes[phrase]
        except KeyError:
            raise SetupError(
                f"{self.id} has no outcome {phrase!r}{suggest(phrase, self.outcomes)}"
            ) from None

    def apply(self, ctx, state, action: Action):
        fn = self.handlers.get(action.name)
        if fn is None or type(action) is not self.actions[action.name]:  # another game's action of the same name
            if action.ruleset != self.id:
                raise SetupError(f"{self.id}: {action.ruleset} {action.name!r} is not an action of {self.id}")
            raise SetupError(f"{self.id}: action {action.name!r} has no rule function")
        prepare = self.prepare
        if prepare is not None and self.prepare_when(state):
            state = prepare(ctx, state)
        settle = self.settle
        if settle is None or not self.settle_when(state):
            return fn(ctx, state, action)
        # in exact mode the rule function is then a merge point, and each of its distinct tables is settled; a
        # refusal on some of its dice paths is one of its results, refused again on each path that takes it
        # (oracle.core.resolve.Refusal)
        return settle(ctx, state, ctx.step(fn, state, action))

    def settled(self, when: Callable[[Any], bool]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register :attr:`settle`, what is done to the table at the end of every action on a table that ``when``
        accepts (:attr:`settle_when`: the others run as they are, without it). A ruleset may register several, in
        the order their modules are imported: each is done in that order, on the actions whose table its own
        ``when`` accepts."""

        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            if self.settle is None:
                self.settle, self.settle_when = fn, when
                return fn
            first, first_when = self.settle, self.settle_when

            def in_turn(ctx, before, table):
                if first_when(before):
                    table = first(ctx, before, table)
                return fn(ctx, before, table) if when(before) else table

            self.settle, self.settle_when = in_turn, (lambda table: first_when(table) or when(table))
            return fn

        return register

    def prepared(self, when: Callable[[Any], bool]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register :attr:`prepare`, what is done to a table that ``when`` accepts before any action on it
        (:attr:`prepare_when`)."""

        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            if self.prepare is not None:
                raise ValueError(f"{self.id}: a second prepare ({fn.__name__}); one does what the rules do first")
            self.prepare, self.prepare_when = fn, when
            return fn

        return register

    def parse_action(self, data: dict, origin: str = "action") -> Action:
        if not isinstance(data, dict):
            raise SetupError(f"{origin}: an action is a mapping ({{action: NAME, ...}}), not {type(data).__name__}")
        if "action" not in data:  # not "unknown action None"
            raise SetupError(f"{origin}: the field 'action' (the name of the {self.id} action) is missing")
        name = data["action"]
        model = self.actions.get(name) if isinstance(name, str) else None
        if model is None:
            raise SetupError(f"{origin}: unknown {self.id} action {name!r}{suggest(str(name), self.actions)}")
        body = {k: v for k, v in data.items() if k != "action"}
        try:
            return model.model_validate(body)
        except ValidationError as exc:
            raise SetupError(f"{origin}: {name}: {'; '.join(field_errors(exc))}") from None


def action_payload(action: Action) -> dict:
    return {"action": action.name, **action.model_dump(mode="json")}


@lru_cache(maxsize=1)
def game_ids() -> tuple[str, ...]:
    """The ids of the games, found without importing any: every subpackage of ``oracle`` with a
    catalogue folder, whose name is its ruleset's id (``oracle/lotow/``: ``lotow``; the
    conformance tests check each game's ``RULESET.id`` against it). What a feature's folder, a tag
    or a steps module's file name is matched against, where the games' rules are not needed."""
    return tuple(info.name for info in pkgutil.iter_modules([str(PACKAGE_ROOT)])
                 if info.ispkg and (PACKAGE_ROOT / info.name / "catalogue").is_dir())


@lru_cache(maxsize=1)
def rulesets() -> dict[str, Ruleset]:
    """Every game subpackage of ``oracle`` that has a catalogue and a ``RULESET``."""
    found: dict[str, Ruleset] = {}
    for name in game_ids():
        module = importlib.import_module(f"oracle.{name}")
        rs = getattr(module, "RULESET", None)
        if isinstance(rs, Ruleset):
            if rs.id != name:  # found by its package's name (game_ids) before it is imported
                raise SetupError(f"oracle/{name}/: its RULESET's id is {rs.id!r}; a game's id is its package's name, {name!r}")
            found[rs.id] = rs
    return found


@lru_cache(maxsize=None)
def ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset ``ruleset_id``, importing its game package alone when the others are not
    loaded yet (a served reference asked about one game imports that game's rules only).

    Kept by id, as :func:`rulesets` keeps its registry (an unknown id is not kept: it raises):
    rule code and the served reference ask for a ruleset on every action, an exact question once
    per state it reaches, and finding a game alone looks for its catalogue folder on disk."""
    if rulesets.cache_info().currsize == 0 and ruleset_id.isidentifier() \
            and (PACKAGE_ROOT / ruleset_id / "catalogue").is_dir():
        found = getattr(importlib.import_module(f"oracle.{ruleset_id}"), "RULESET", None)
        if isinstance(found, Ruleset) and found.id == ruleset_id:
            return found
    known = rulesets()
    if ruleset_id not in known:
        raise SetupError(f"unknown ruleset {ruleset_id!r}{suggest(ruleset_id, known)} (known: {', '.join(sorted(known))})")
    return known[ruleset_id]


def rulesets_of(games: Iterable[str] | None) -> dict[str, Ruleset]:
    """The rulesets of ``games`` (ids), importing those games alone while the others are not loaded
    (:func:`ruleset`); every ruleset (:func:`rulesets`) for None."""
    if games is None:
        return rulesets()
    return {rs_id: ruleset(rs_id) for rs_id in game_ids() if rs_id in games}


def _names() -> dict[str, dict]:
    return {"rulesets": {rs_id: sorted(rs.actions) for rs_id, rs in rulesets().items()},
            "rulings": sorted(catalogue().rulings)}


def names() -> dict[str, dict]:
    """The rulesets' ids with their actions' names (sorted) and the catalogue's ruling ids (sorted):
    what an engine's handshake lists, without importing the games' rules or reading the catalogue
    where an earlier process has listed them (kept in the user's cache folder, keyed by every
    module of the package and the catalogue's files: :func:`oracle.core.cache.cached`)."""
    return cached("names", [*sorted(PACKAGE_ROOT.rglob("*.py")), *catalogue_inputs()], _names)
