"""The reference engine served over the protocol.

``python -m oracle.engine.serve`` speaks the protocol on stdin/stdout with every ruleset
and action of the registry, exact odds and its own (seeded) dice.  It is the model
answer an implementer can diff against, the engine the protocol's own tests and the
benchmark run, and ``oracle run --engine "cmd:python -m oracle.engine.serve"`` must give
the same verdicts as the in-process reference.
"""

from __future__ import annotations

import cProfile
import os
import time
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_json, to_jsonable_python

from oracle.core import citations
from oracle.core.dice import ChanceEvent, SeededDice
from oracle.core.ending import process_ends
from oracle.core.errors import NotOnTable, RuleViolation, RulingError, SetupError
from oracle.core.resolve import Context
from oracle.core.rulings import Rulings
from oracle.core.stack import with_room
from oracle.core.state import field_errors
from oracle.core.trace import Trace
from oracle.engine import protocol as P
from oracle.engine.port import Refused
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import names, ruleset
from oracle.engine.sdk import DiceProblem, Engine, Failed, Invalid, Refusal, Unsupported


class _CountingDice:
    """Scripted dice that report which roll ran out or could not be shown, as the protocol asks."""

    exact = False

    def __init__(self, script: list[int]):
        self.script = script
        self.used = 0

    def choose(self, event: ChanceEvent) -> Any:
        if self.used >= len(self.script):
            raise DiceProblem(self.used + 1, event.describe(), "missing")
        value = self.script[self.used]
        if value not in event.faces:
            raise DiceProblem(self.used + 1, event.describe(), "impossible")
        self.used += 1
        return value


def _events(trace, plain: bool = True) -> list[dict]:
    """The events of a trace as the protocol writes them; with ``plain`` False their data left as
    the rules gave it (``to_json`` writes the same text from it as from its plain values)."""
    if not plain:
        return [{"clause": e.clause, "message": e.message, "data": dict(e.data)} for e in trace]
    return [{"clause": e.clause, "message": e.message, "data": to_jsonable_python(dict(e.data))} for e in trace]


def _failed(exc: SetupError, actions: dict[str, dict]) -> Failed:
    """A mistake in the request the rules met while resolving it (a model the table does not have, a
    figure the rules leave to the GM that the table does not state): an ``errored`` reply with the
    one-line reason, and the action's field that names the missing model where there is one
    (``action.who``), not a traceback of the reference's code."""
    field = None
    ident = exc.ident if isinstance(exc, NotOnTable) else None
    if ident is not None:
        field = next((f"{where}.{name}" + (f".{n}" if n is not None else "")
                      for where, action in actions.items() for name, value in action.items() if name != "action"
                      for n, item in (enumerate(value) if isinstance(value, list) else ((None, value),))
                      if item == ident), None)
    return Failed(f"SetupError: {exc}", field)


class ReferenceOverProtocol(Engine):
    NAME = "reference"
    VERSION = "protocol"
    ODDS = True
    OWN_DICE = True

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        # what the handshake lists, without importing the games or reading the catalogue: a game's
        # rules are imported when a request first names it (its table model with them)
        listed = names()
        self.RULESETS = listed["rulesets"]
        self.RULINGS = listed["rulings"]
        # Served as it is (not a subclass changing what perform or odds give), tables stay
        # models from the request line to the reply line: read straight into the ruleset's
        # table model, written straight from it, not checked again in between.  A subclass
        # sees and returns tables as JSON objects, as any engine of the kit does.
        cls = type(self)
        self._typed = cls.perform is ReferenceOverProtocol.perform and cls.odds is ReferenceOverProtocol.odds
        self._models: dict[str, type] = {}  # the table model of each ruleset the requests named so far
        self._requests = None  # the requests with those rulesets' tables typed
        self._last_request: tuple[bytes, P.Message, bytes] | None = None  # the last request read, around its seq
        self._tables = P.KnownTables()  # tables read in requests and written in replies, by their text
        self.reference = ReferenceEngine()  # one for the process: it remembers exact odds, as in process
        self._preload: list[str] | None = None  # games still to import while idle, once the handshake is answered

    def started(self) -> P.Started:
        if self._preload is None:
            self._preload = sorted(self.RULESETS)
        return super().started()

    def idle(self) -> bool:
        """After the handshake, while no request waits (the oracle is loading its steps): the next
        game no request has named yet is imported, and with the last the catalogue the rules cite,
        so that the first request of a game does not wait for them.  A game a request names first
        is imported then, as before."""
        preload = self._preload
        if not preload:  # nothing left (or no handshake answered before the first wait: nothing done)
            return False
        rs_id = preload.pop(0)
        try:
            if rs_id not in self._models:
                self._load(rs_id)
            if not preload:
                citations.index()  # the catalogue, read once (the games installed its loader)
        except Exception:  # left to the request that needs it, which answers with the error as before
            preload.clear()
        return bool(preload)

    def _request(self, line):
        if not self._typed:
            return super()._request(line)
        # the determinism check sends each request twice, the same but for ``seq``: the second
        # copy is the first one read with its own ``seq`` (its table is not read and checked
        # again; the rules still resolve it a second time)
        split = P.split_seq(line)
        last = self._last_request
        if split is not None and last is not None and last[0] == split[0] and last[2] == split[2]:
            return last[1].model_copy(update={"seq": split[1]})
        request = self._typed_request(line, split)
        if request is not None:
            return request
        request = super()._request(line)  # another ruleset, a table that does not fit, ...: answered as before
        if isinstance(request, (P.Perform, P.Odds)) and self._load(request.ruleset):
            return self._typed_request(line, split) or request  # the first request naming this ruleset
        return request

    def _typed_request(self, line, split):
        """The request with its table read into its ruleset's model; None if it does not fit
        (a ruleset not named before, a table that does not fit, not a request at all)."""
        if self._requests is None:
            return None
        request = self._known_table(line)
        if request is None:
            try:
                request = self._requests.validate_json(line)
            except ValidationError:
                return None
        # only a request the determinism check sends twice is kept: a ping read again costs less
        # than pydantic's copy of the last one
        self._last_request = None if split is None or not isinstance(request, (P.Perform, P.Odds)) \
            else (split[0], request, split[2])
        return request

    def _load(self, ruleset_id: str) -> bool:
        """Import a ruleset a request names for the first time; whether the typed requests grew."""
        if ruleset_id in self._models:
            return False
        try:
            rs = ruleset(ruleset_id)
        except SetupError:
            return False
        self._models[rs.id] = rs.state_model
        self._requests = P.typed_requests(self._models)
        return True

    def _known_table(self, line) -> P.Message | None:
        """The request, where its table is one read or written before (or read now alone, and kept):
        the rest of the line read with an empty table, the table put in.  None where the line is
        not written as the oracle writes one (the whole line is read then)."""
        found = P.split_state(line, b',"action') if isinstance(line, bytes) else None
        if found is None:
            return None
        text, rest = found
        try:
            request = P.REQUEST.validate_json(rest)
        except ValidationError:
            return None
        model = self._models.get(getattr(request, "ruleset", None))
        if model is None or request.state != {}:
            return None
        table = self._tables.get(model, text)
        if table is None:
            try:
                table = model.model_validate_json(text)
            except ValidationError:  # not the table alone, or not a valid one: the line is read whole
                return None
            self._tables.note(model, text, table)
        return request.model_copy(update={"state": table})

    def _performed(self, seq, state, events, dice_used, rulings):
        if not self._typed:
            return super()._performed(seq, state, events, dice_used, rulings)
        # the line to_json writes for the same object, with the table's text kept for the next request
        text = state.__pydantic_serializer__.to_json(state)
        self._tables.note(type(state), text, state)
        return b"".join((b'{"cmd":"performed","seq":', to_json(seq), b',"state":', text, b',"events":', to_json(events),
                         b',"dice_used":', to_json(dice_used), b',"rulings":', to_json(rulings), b"}"))

    def _distribution(self, seq, outcomes, events, rulings):
        if not self._typed:
            return super()._distribution(seq, outcomes, events, rulings)
        # the line to_json writes for the same object; each outcome's state is its table's text already,
        # as the outcomes were ordered by it (odds)
        return b"".join((b'{"cmd":"distribution","seq":', to_json(seq), b',"events":', to_json(events),
                         b',"rulings":', to_json(rulings), b',"outcomes":[',
                         b",".join(b"".join((b'{"state":', s, b',"probability":', to_json(str(p)),
                                             *((b',"refused":', to_json(r[0])) if r else ()), b"}"))
                                   for s, p, *r in outcomes), b"]}"))

    def _table(self, table):
        """A table as ``perform`` and ``odds`` give it: the model itself when served as it is."""
        return table if self._typed else table.model_dump(mode="json")

    def _parse(self, request):
        try:
            rs = ruleset(request.ruleset)
        except SetupError:
            raise Unsupported(f"no ruleset {request.ruleset!r}") from None
        state = request.state
        if not isinstance(state, rs.state_model):  # else read into the model with the request line
            try:
                state = rs.state_model.model_validate(state)
            except ValidationError as exc:
                raise Invalid([f"state: {line}" for line in field_errors(exc, whole="(top level)")]) from None
        for rid, alt in request.rulings.items():
            # a ruling or reading no catalogue has, or a ruling of another ruleset (it could change nothing in
            # this one), is the request's mistake, not a case this engine does not implement: errored, naming
            # the field (docs/protocol.md), as a table or action that does not fit
            try:
                Rulings.check(rid, alt, rs.id)
            except RulingError as exc:
                raise Failed(str(exc), f"rulings.{rid}") from None
        return rs, state, Rulings(dict(request.rulings))

    @staticmethod
    def _action(rs, data: dict, origin: str):
        """The request's action read into its model: one this engine has no action of is skipped, one whose
        fields do not fit, or without the name of an action, is invalid (``origin: name: field: what is wrong``)."""
        try:
            return rs.parse_action(data, origin)
        except SetupError as exc:
            # an action of this ruleset that does not fit, or one that names no action at all: the request's
            # mistake; an action this engine does not have is a case it does not implement
            if not isinstance(data.get("action"), str) or data["action"] in rs.actions:
                raise Invalid([str(exc)]) from None
            raise Unsupported(str(exc)) from None

    def perform(self, request: P.Perform, dice) -> tuple[dict, list[dict]]:
        rs, state, rulings = self._parse(request)
        action = self._action(rs, request.action, "action")
        if request.dice is None:
            port = SeededDice(self.rng.randrange(1 << 30))
        else:
            port = _CountingDice(list(request.dice))
        trace = Trace()
        try:
            new = rs.apply(Context(port, trace, rulings), state, action)
        except RuleViolation as refused:
            raise Refusal(refused.clause, refused.reason, dict(rulings.consulted)) from None
        except SetupError as exc:
            raise _failed(exc, {"action": request.action}) from None
        dice.used = port.used if isinstance(port, _CountingDice) else 0
        return self._table(new), _events(trace, not self._typed), dict(rulings.consulted)

    def odds(self, request: P.Odds):
        rs, state, rulings = self._parse(request)
        actions = [self._action(rs, a, f"actions.{n}") for n, a in enumerate(request.actions)]
        try:
            odds = self.reference.odds(rs.id, state, actions, rulings=rulings.overrides)
        except RuleViolation as refused:  # with the readings consulted before it (the reference's)
            raise Refusal(refused.clause, refused.reason, getattr(refused, "rulings", None)) from None
        except SetupError as exc:
            raise _failed(exc, {f"actions.{n}": a for n, a in enumerate(request.actions)}) from None
        outcomes = []
        # in a fixed order, so that the same question gets the same reply line: by the tables' JSON
        # (written by the model's serializer; the text of a model, pydantic's repr, cost ten times more).
        # Served as it is, each table goes into the reply as that text, not written again.
        texts: dict[int, bytes] = {}  # by the table's id: the tables live as long as the distribution

        def json_of_outcome(outcome) -> bytes:
            table = outcome[0].table if isinstance(outcome[0], Refused) else outcome[0]
            text = texts[id(table)] = table.__pydantic_serializer__.to_json(table)
            return text

        table = (lambda t: texts[id(t)]) if self._typed else self._table
        for s, p in odds.distribution.sorted(key=json_of_outcome):
            if isinstance(s, Refused):  # the branch ends there: the table the rules left, and why
                outcomes.append((table(s.table), str(p), {"clause": s.clause, "reason": s.reason,
                                                           "action": s.action}))
            else:
                outcomes.append((table(s), str(p)))
        return outcomes, _events(odds.events, not self._typed), dict(odds.rulings)


PROFILE_VARIABLE = "ORACLE_SERVE_PROFILE"
"""Set to a file name, the served engine profiles itself (cProfile, CPU time) and writes the
statistics there when it stops: the engine's side of a run over the protocol, for
``python -m pstats``."""


def main() -> None:
    target = os.environ.get(PROFILE_VARIABLE)
    if not target:
        with_room(ReferenceOverProtocol().serve)
        return
    profile = cProfile.Profile(time.process_time)
    try:
        profile.runcall(lambda: with_room(ReferenceOverProtocol().serve))
    finally:
        profile.dump_stats(target)


if __name__ == "__main__":
    try:
        main()
    finally:
        process_ends()  # the process ends here: its heap out of the shutdown's collections
