"""``oracle ask FILE``: a player's question answered with exact odds, under every reading.

A question file is a small YAML document::

    title: Does a natural 2 over a high fence throw the rider?
    ruleset: lotow
    setup: lotow/rider-and-passenger      # a named table from scenarios/ ...
    table: {...}                           # ... or the table inline (one of the two)
    actions:                               # in the engine protocol's shape
      - {action: cross-obstacle, mount: horse, obstacle: fence}
    question:
      what_happens: true                   # the whole distribution of outcomes
      how_likely: [the rider is thrown]    # outcome phrases of the ruleset
    rulings: {}                            # readings the asker fixes (others vary)

The actions are resolved exactly (every roll of every die) under the default readings;
every ruling the resolution consults is then varied over its alternatives, alone and
together with the others it brings in, and each reading's numbers are given beside
the default's.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from oracle.bdd.outcomes import match_outcome
from oracle.bdd.tables import Tables
from oracle.catalogue.load import Catalogue, catalogue
from oracle.catalogue.models import Clause, Ruling
from oracle.clarify.words import Teller
from oracle.core import yamlfile
from oracle.core.errors import HookBoundary, OracleError, RuleViolation, SetupError
from oracle.core.rulings import Rulings
from oracle.core.state import field_errors, validate_setup
from oracle.engine import connect, engine_spec_error
from oracle.engine.port import EngineErrored, EngineSkip, Refused
from oracle.engine.ruleset import Action, Ruleset, action_payload, ruleset as get_ruleset

MAX_READINGS = 16


class AskError(OracleError):
    """A question file that cannot be read: names the file and the field."""


class Question(BaseModel):
    model_config = ConfigDict(extra="forbid")
    what_happens: bool = Field(default=True, description="Give the whole distribution of outcomes.")
    how_likely: list[str] = Field(default_factory=list, description="Outcome phrases whose exact chance to give.")


class AskFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    title: str = Field(min_length=1, description="The question as a player would put it.")
    ruleset: str
    situation: str | None = Field(default=None, description="The situation in words (default: the setup's description).")
    setup: str | None = Field(default=None, description="A named table from scenarios/, e.g. lotow/rider-and-passenger.")
    table: dict[str, Any] | None = Field(default=None, description="The table inline, in the ruleset's state model.")
    actions: list[dict[str, Any]] = Field(min_length=1, description="Actions in the protocol's shape {action: name, ...}.")
    question: Question = Field(default_factory=Question)
    rulings: dict[str, str] = Field(default_factory=dict, description="Readings the asker fixes; the others vary.")

    @model_validator(mode="after")
    def _one_table(self) -> "AskFile":
        if (self.setup is None) == (self.table is None):
            raise ValueError("give either 'setup' (a named table from scenarios/) or 'table' (inline), not both or neither")
        if not self.question.what_happens and not self.question.how_likely:
            raise ValueError("the question asks nothing: set question.what_happens or list question.how_likely")
        return self


OR: str = " — or — "
"""Between the tellings of one engine summary that stands for tables told differently."""


@dataclass
class Reading:
    """One combination of readings and the exact numbers under it."""

    overrides: dict[str, str]
    in_force: dict[str, str] = field(default_factory=dict)
    distribution: list[tuple[str, Fraction]] = field(default_factory=list)
    likely: dict[str, Fraction] = field(default_factory=dict)
    refused: OracleError | None = None
    clauses: list[str] = field(default_factory=list)
    events: list = field(default_factory=list, repr=False)
    dice: dict[str, list] = field(default_factory=dict)
    words: dict[str, str] = field(default_factory=dict)
    """Each outcome (the engine's summary) in the players' words; a summary that stands for tables
    told differently (the same positions, a different state of the models) lists each telling,
    joined by :data:`OR`."""
    told: dict[str, Fraction] = field(default_factory=dict)
    """The chance of each outcome as the players' words tell it (tables told alike added up), the
    likeliest first: what the card's "what happens" rows show."""
    told_as: dict[str, list[str]] = field(default_factory=dict)
    """The engine's summaries of the tables each telling stands for."""
    hooks: list[str] = field(default_factory=list)
    """Rules outside the excerpt the resolution hands something to (a pending test, damage, a die's faces)."""

    @property
    def stop(self) -> str:
        """Why this reading gives no numbers: a refusal, the edge of the excerpt, a figure the table lacks."""
        if self.refused is None:
            return ""
        if isinstance(self.refused, RuleViolation):
            return f"refused: rule {self.refused.clause} — {self.refused.reason}"
        if isinstance(self.refused, HookBoundary):
            return f"depends on rules outside the text ({self.refused.hook})"
        return f"no answer: {self.refused}"

    @property
    def outside(self) -> bool:
        return isinstance(self.refused, HookBoundary)

    def numbers(self) -> tuple:
        """What the reader is shown: equal numbers mean the reading changes nothing here."""
        stop = None
        if self.refused is not None:  # refused by the same rule is the same answer, whatever the figures quoted
            stop = self.refused.clause if isinstance(self.refused, RuleViolation) else str(self.refused)
        return (stop, tuple(self.distribution), tuple(self.told.items()), tuple(self.likely.items()), tuple(self.hooks))

    @property
    def is_default(self) -> bool:
        return not self.overrides

    @property
    def label(self) -> str:
        if not self.overrides:
            return "default reading"
        return ", ".join(f"{k}={v}" for k, v in self.overrides.items())

    @property
    def short(self) -> str:
        return "default" if not self.overrides else " + ".join(self.overrides.values())


@dataclass
class Answer:
    path: str
    spec: AskFile
    ruleset: Ruleset
    situation: str
    actions: list[Action]
    readings: list[Reading]
    clauses: list[Clause]
    rulings: list[Ruling]
    dice: list[tuple[str, str, list[Any]]]
    source_language: dict[str, str]
    same: list[Reading] = field(default_factory=list)
    """Readings of rulings the situation consults that give the default's numbers."""
    unexplored: int = 0
    """Combinations of readings left unexplored past MAX_READINGS."""

    def new_hooks(self, reading: Reading) -> list[str]:
        """The rules outside the excerpt this reading sends something to and the default does not."""
        return [h for h in reading.hooks if h not in self.default.hooks]

    def moving(self, ruling_id: str) -> bool:
        """Whether some reading of this ruling moves the numbers."""
        return any(ruling_id in r.overrides for r in self.readings)

    @property
    def default(self) -> Reading:
        return self.readings[0]

    def as_dict(self) -> dict[str, Any]:
        return {
            "title": self.spec.title, "ruleset": self.ruleset.id, "situation": self.situation,
            "actions": [action_payload(a) for a in self.actions],
            "readings": [{"readings": r.overrides, "in_force": r.in_force,
                          "refused": str(r.refused) if r.refused else None,
                          "distribution": [[v, str(p)] for v, p in r.distribution],
                          "how_likely": {k: str(p) for k, p in r.likely.items()},
                          "words": r.words,
                          "told": [[words, str(p), r.told_as[words]] for words, p in r.told.items()],
                          "outside_the_text": r.hooks,
                          "clauses": r.clauses} for r in self.readings],
            "clauses": [c.id for c in self.clauses], "rulings": [r.id for r in self.rulings],
        }


class _BadPhrase(Exception):
    """An outcome phrase of ``question.how_likely`` (the ``index``-th) that could not be asked of an
    outcome (it names what no table holds: "the nobody is dead"). Not an ``OracleError``: no reading's
    "no answer", but the question's own fault, named by :func:`ask`."""

    def __init__(self, index: int, error: SetupError):
        super().__init__(str(error))
        self.index, self.error = index, error


def _problem(path: str, exc: ValidationError) -> AskError:
    lines = [f"{path}: {line}" for line in field_errors(exc, whole="(top level)")]
    return AskError("\n".join(lines))


def load_ask(path: Path) -> AskFile:
    if not path.is_file():
        raise AskError(f"{path}: no such question file")
    try:
        data = yamlfile.load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise AskError(yamlfile.where(path, exc)) from None
    if not isinstance(data, dict):
        raise AskError(f"{path}: a question file is a mapping with title, ruleset, setup or table, actions, question")
    try:
        return AskFile.model_validate(data)
    except ValidationError as exc:
        raise _problem(str(path), exc) from None


def ask(path: Path, *, engine: str = "reference", cat: Catalogue | None = None, tables=None) -> Answer:
    """Read a question file and answer it under every reading that touches it.

    ``tables`` (an :class:`oracle.bdd.tables.Tables`) is where a ``setup:`` is looked up (default:
    the built-in tables)."""
    tables = tables if tables is not None else Tables()
    cat = cat or catalogue()
    where = str(path)
    spec = load_ask(path)
    try:
        rs = get_ruleset(spec.ruleset)
    except SetupError as exc:
        raise AskError(f"{where}: ruleset: {exc}") from None
    if spec.setup is not None:
        try:
            setup_rs, state = tables.load(spec.setup)
        except SetupError as exc:
            raise AskError(f"{where}: setup: {exc}") from None
        if setup_rs.id != rs.id:
            raise AskError(f"{where}: setup: {spec.setup} is a {setup_rs.id} table, not {rs.id}")
        situation = spec.situation or tables.description(spec.setup)
    else:
        try:
            state = validate_setup(rs.state_model, spec.table, f"{where}: table")
        except SetupError as exc:
            raise AskError(str(exc)) from None
        situation = spec.situation or ""
    actions = []
    for i, data in enumerate(spec.actions):
        try:
            actions.append(rs.parse_action(data, f"{where}: actions.{i}"))
        except SetupError as exc:
            raise AskError(str(exc)) from None
    phrases = []
    for i, phrase in enumerate(spec.question.how_likely):
        try:
            phrases.append((phrase, *match_outcome(rs, phrase)))
        except SetupError as exc:
            raise AskError(f"{where}: question.how_likely.{i}: {exc}") from None
    for rid, alt in spec.rulings.items():
        # a ruling of another ruleset could change nothing in this question: its answer would be the
        # default reading's, told as if the asker's reading had been followed
        try:
            Rulings.check(rid, alt, rs.id)
        except OracleError as exc:
            raise AskError(f"{where}: rulings.{rid}: {exc}") from None

    try:
        port = connect(engine)
    except SetupError as exc:  # a spec that names no engine: one line, naming the option, as the other commands say it
        raise AskError(engine_spec_error(engine, exc)) from None
    readings: list[Reading] = []
    teller = Teller(rs, state)  # an outcome table's words, the same under every reading that reaches it
    same: list[Reading] = []
    try:
        hooks = tuple(cat.hooks)
        try:
            default = _resolve(port, rs, state, actions, phrases, spec.rulings, {}, hooks, teller)
        except SetupError as exc:  # an action naming what the table does not hold
            raise AskError(f"{where}: {_action_field(spec.actions, exc)}: {exc}") from None
        readings.append(default)
        # vary each ruling the default consulted, alone; a reading that moves the numbers is kept,
        # and the rulings it newly brings in are varied in turn, on top of it
        queue: list[tuple[dict[str, str], Reading]] = [
            ({rid: alt.id}, default) for rid, cur in default.in_force.items() if rid not in spec.rulings
            for alt in cat.ruling(rid).alternatives if alt.id != cur]
        seen = {()}
        while queue and len(readings) + len(same) < MAX_READINGS:
            overrides, parent = queue.pop(0)
            key = tuple(sorted(overrides.items()))
            if key in seen:
                continue
            seen.add(key)
            reading = _resolve(port, rs, state, actions, phrases, spec.rulings, overrides, hooks, teller)
            if reading.numbers() == parent.numbers():
                same.append(reading)
                continue
            readings.append(reading)
            for rid, cur in reading.in_force.items():
                if rid in spec.rulings or rid in overrides or rid in default.in_force:
                    continue
                queue += [({**overrides, rid: alt.id}, reading) for alt in cat.ruling(rid).alternatives if alt.id != cur]
        unexplored = len({tuple(sorted(o.items())) for o, _ in queue} - seen)
    except _BadPhrase as bad:
        raise AskError(f"{where}: question.how_likely.{bad.index}: {bad.error}") from None
    finally:
        port.close()

    involved: list[str] = []
    for r in readings:
        involved += [c for c in r.clauses if c not in involved]
    ruling_ids = list(dict.fromkeys(rid for r in readings for rid in r.in_force))
    ruling_ids = [rid for rid in ruling_ids if any(rid in r.overrides for r in readings)] + \
        [rid for rid in ruling_ids if not any(rid in r.overrides for r in readings)]
    rulings = [cat.ruling(rid) for rid in ruling_ids]
    for ru in rulings:
        involved += [c for c in ru.clauses if c not in involved and c in cat.clauses]
    clauses = [cat.clauses[c] for c in involved if c in cat.clauses]
    dice = _rolled(readings) or _dice([e for r in readings for e in r.events], cat)
    languages = {f: s.language for f, s in cat.sources.items()}
    return Answer(where, spec, rs, situation.strip(), actions, readings, clauses, rulings, dice, languages, same,
                  unexplored)


def _action_field(actions: list, exc: Exception) -> str:
    """The field of the question file an error is about: the action that raised it (``exc.action``,
    from 1, where the engine says) and the field whose value it quotes; else the action, else
    ``actions``."""
    message, number = str(exc), getattr(exc, "action", None)
    indices = range(len(actions)) if number is None else [number - 1]
    for i in indices:
        data = actions[i]
        for key, value in (data.items() if isinstance(data, dict) else ()):
            if isinstance(value, str) and f"'{value}'" in message and key != "action":
                return f"actions.{i}.{key}"
    return "actions" if number is None else f"actions.{number - 1}"


def _branch(rs: Ruleset, state: Any, said: str) -> str:
    """A branch of the answer as it is told (``said``: its table summarised or described), and, where a later
    action of the question was refused on it, which one and by what rule: the table alone read as if every
    action had been taken."""
    if isinstance(state, Refused):
        return f"action {state.action} refused by rule {state.clause} ({state.reason}): {said}"
    return said


def _resolve(port, rs: Ruleset, state, actions, phrases, fixed: dict[str, str], overrides: dict[str, str],
             hooks: tuple[str, ...], teller: Teller) -> Reading:
    """The question resolved under one combination of readings; ``teller`` tells the outcome tables in words
    against ``state`` (an outcome's words depend on its table and the table before the actions only, not on
    the readings that led to it)."""
    rulings = {**fixed, **overrides}
    reading = Reading(overrides=dict(overrides))
    # each refusal is kept without its traceback: its frames hold this one, which holds the reading (a cycle), and
    # above it the step and the feature that asked, which then waited for the cyclic collector
    try:
        odds = port.odds(rs.id, state, actions, rulings=rulings)
    except RuleViolation as refused:
        reading.refused = refused.with_traceback(None)
        reading.clauses = [refused.clause]
        reading.in_force = dict(getattr(refused, "rulings", None) or {})  # a refusal may rest on a reading
        return reading
    except HookBoundary as boundary:  # the reading leads outside the excerpt: an answer too
        reading.refused = boundary.with_traceback(None)
        reading.hooks = [boundary.hook]
        return reading
    except OracleError as exc:
        if not overrides:
            raise
        reading.refused = exc.with_traceback(None)  # this reading needs what the table does not say (a GM's figure)
        return reading
    except (EngineErrored, EngineSkip) as exc:
        if not overrides:
            raise
        # an engine over the protocol answers such a reading with ``errored`` (the served reference:
        # "SetupError: ..."), or its handshake leaves the reading out (it follows only the default of a
        # ruling): that reading's "no answer", in the engine's words, as in process
        reading.refused = OracleError(f"the engine reported an error: {exc.said}" if isinstance(exc, EngineErrored)
                                      else f"the engine does not answer this reading: {exc.reason}")
        return reading
    reading.in_force = dict(odds.rulings)
    reading.distribution = odds.distribution.map(lambda s: _branch(rs, s, rs.summarise(s))).sorted()
    reading.dice = dict(odds.dice)
    for i, (phrase, outcome, args) in enumerate(phrases):
        try:
            reading.likely[phrase] = odds.distribution.probability(lambda s: bool(outcome.predicate(s, **args)))
        except SetupError as exc:
            raise _BadPhrase(i, exc) from None
    reading.clauses = list(dict.fromkeys(e.clause for e in odds.events))
    reading.events = list(odds.events)
    texts = [e.message for e in odds.events]  # joined once: a text added to at each table is copied whole each time
    told: dict[str, Fraction] = {}
    # each in the answer's order, each text once (a dict's keys: an answer may have thousands of tables,
    # many of them told in the same words)
    told_as: dict[str, dict[str, None]] = {}  # words: the summaries of the tables told in them
    tellings: dict[str, dict[str, None]] = {}  # summary: the words of its tables
    for outcome_state, p in odds.distribution.items():
        summary = _branch(rs, outcome_state, rs.summarise(outcome_state))
        words = _branch(rs, outcome_state, teller.describe(outcome_state))
        told[words] = told.get(words, Fraction(0)) + p
        told_as.setdefault(words, {})[summary] = None
        tellings.setdefault(summary, {})[words] = None
        texts.append(json.dumps(outcome_state.model_dump(mode="json"), ensure_ascii=False))
    reading.told_as = {words: list(summaries) for words, summaries in told_as.items()}
    reading.words = {summary: OR.join(said) for summary, said in tellings.items()}
    reading.told = dict(sorted(told.items(), key=lambda kv: (-kv[1], kv[0])))
    text = " ".join(texts)
    reading.hooks = [h for h in hooks if h in text]
    return reading


def _rolled(readings) -> list[tuple[str, str, list[Any]]]:
    """The chance events the engine rolled under any reading, by label, with every result it met."""
    found: dict[str, list[Any]] = {}
    for r in readings:
        for label, values in r.dice.items():
            seen = found.setdefault(label, [])
            seen += [v for v in values if v not in seen]
    return [("", label, sorted(v, key=lambda x: (str(type(x)), x))) for label, v in found.items()]


def _dice(events, cat: Catalogue) -> list[tuple[str, str, list[Any]]]:
    """The rolls the rules read: (clause, what the roll is for, the results seen), in the order first met."""
    labelled: dict[tuple[str, str], list[Any]] = {}
    unlabelled: dict[str, list[Any]] = {}
    for e in events:
        data = dict(e.data)
        if "roll" not in data:
            continue
        m = re.fullmatch(r"(.+) rolled (\S+)", e.message)
        values = labelled.setdefault((e.clause, m.group(1)), []) if m else unlabelled.setdefault(e.clause, [])
        if data["roll"] not in values:
            values.append(data["roll"])
    found = [(c, label, v) for (c, label), v in labelled.items()]
    have = {c for c, _ in labelled}
    found += [(c, cat.clauses[c].title if c in cat.clauses else "a roll", v)
              for c, v in unlabelled.items() if c not in have]
    return [(c, label, sorted(v, key=lambda x: (str(type(x)), x))) for c, label, v in found]


def action_text(action: Action) -> str:
    """An action in the protocol's shape, without the fields left at their defaults."""
    body = action.model_dump(mode="json", exclude_defaults=True)
    return f"{action.name} " + ", ".join(f"{k}={v}" for k, v in body.items())


def fraction(p: Fraction) -> str:
    return f"{p} ({float(p) * 100:.1f}%)" if p not in (0, 1) else str(p)


def render_text(answer: Answer) -> str:
    """The answer as plain text for the terminal."""
    a = answer
    lines = [a.spec.title, "=" * len(a.spec.title), f"Ruleset: {a.ruleset.title} ({a.ruleset.id})"]
    if a.situation:
        lines += [f"Situation: {a.situation}"]
    lines.append("Actions: " + "; ".join(action_text(x) for x in a.actions))
    if a.dice:
        lines.append("Dice: " + "; ".join(f"{label}{f' for {c}' if c else ''} (results {', '.join(map(str, v))})"
                                           for c, label, v in a.dice))
    for r in a.readings:
        lines += ["", f"Under the {r.label}" + ("" if r.is_default else f" (instead of the default)") + ":"]
        if r.refused:
            lines.append(f"  {r.stop}")
            continue
        for phrase, p in r.likely.items():
            moved = ""
            if not r.is_default and phrase in a.default.likely and a.default.likely[phrase] != p:
                moved = f"   (default {a.default.likely[phrase]})"
            lines.append(f"  how likely {phrase}: {fraction(p)}{moved}")
        if a.spec.question.what_happens:
            lines.append("  what happens:")
            for v, p in r.distribution:
                lines.append(f"    {str(p):>9}  {float(p) * 100:5.1f}%  {v}")
    if a.same:
        lines += ["", "Readings that give the same numbers here: " + "; ".join(r.label for r in a.same)]
    if a.unexplored:
        lines += [f"({a.unexplored} further combination(s) of readings not explored: fix some with 'rulings:')"]
    lines += ["", "Clauses involved:"]
    for c in a.clauses:
        lines.append(f"  {c.id} — {c.title}")
        for frag in c.source.quote:
            for ln in frag.splitlines():
                lines.append(f"      » {ln}")
        lines.append(f"      {c.statement}")
    if a.rulings:
        lines += ["", "Rulings that touch it:"]
        for ru in a.rulings:
            lines.append(f"  {ru.id}: {ru.question}")
            for alt in ru.alternatives:
                lines.append(f"    - {alt.id}{' (default)' if alt.id == ru.default else ''}: {alt.statement}")
    return "\n".join(lines)
