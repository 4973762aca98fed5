"""A small kit for writing a protocol engine in Python.

Subclass :class:`Engine`, fill in ``NAME``, ``RULESETS`` (ruleset id -> action names)
and ``perform`` (and ``odds`` if you compute exact odds), then either call
``MyEngine().serve()`` in a script (``oracle run --engine "cmd:python my_engine.py"``) or
hand the object to the oracle in process (``--engine "py:my_engine:MyEngine"``).

Every request is validated against the protocol models before your code sees it; a
request that does not fit is answered ``errored`` with the validation messages, one a field;
raise :class:`Invalid` for a table or an action that does not fit the ruleset.  Roll
with a :class:`Dice` made from the request: it serves the scripted dice in order and
stops with a ``bad-dice`` reply when they run out or show an impossible face (or rolls
its own when the request says ``dice: null``).

Only pydantic is imported: the oracle itself is not needed to run an engine.  A template to
copy: :mod:`oracle.engine.template` (the same as the JavaScript kit's, ``adapters/js``).
"""

from __future__ import annotations

import json
import random
import sys
import traceback
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_jsonable_python

from oracle.core.pipes import stdout_for_replies, write_all
from oracle.core.state import field_errors
from oracle.engine import protocol as P
from oracle.engine.spin import Spin, read_lines, spin_us


class DiceProblem(Exception):
    def __init__(self, roll: int, die: str, problem: str):
        self.roll, self.die, self.problem = roll, die, problem
        super().__init__(f"roll {roll} ({die}): {problem}")


class Refusal(Exception):
    """Raise to refuse an action the rules forbid (becomes a ``refused`` reply); ``rulings``: the
    rulings consulted before the refusal and the reading followed, as ``perform`` returns them."""

    def __init__(self, clause: str, reason: str, rulings: dict[str, str] | None = None):
        self.clause, self.reason, self.rulings = clause, reason, dict(rulings or {})
        super().__init__(f"{clause}: {reason}")


class Unsupported(Exception):
    """Raise for a case the engine does not implement (becomes a ``skipped`` reply); ``url`` may
    say where the gap is tracked (shown in the compliance matrix)."""

    def __init__(self, reason: str, url: str = ""):
        self.url = url
        super().__init__(reason)


class Invalid(Exception):
    """Raise for a request whose table or action does not fit the ruleset (becomes an ``errored`` reply,
    ``invalid state or action``, its ``errors`` one line a field, as the JavaScript kit's)."""

    def __init__(self, errors: list[str]):
        self.errors = list(errors)
        super().__init__("; ".join(self.errors))


class Failed(Exception):
    """Raise for a request the engine cannot resolve for a reason it can say in one line (a model the
    table does not have, a figure the rules leave to the GM that the table does not state): becomes an
    ``errored`` reply with ``message`` (and ``field``, the request's field at fault, where known) and no
    traceback, which is kept for a failure of the engine's own code."""

    def __init__(self, message: str, field: str | None = None):
        self.message, self.field = message, field
        super().__init__(message)


class Dice:
    """The dice of one request: scripted (strict) or the engine's own."""

    def __init__(self, script: list[int] | None, rng: random.Random | None = None):
        self.script = script
        self.used = 0
        self.rng = rng or random.Random()

    def roll(self, sides: int = 6, label: str = "") -> int:
        label = label or f"D{sides}"
        if self.script is None:
            self.used += 1
            return self.rng.randint(1, sides)
        if self.used >= len(self.script):
            raise DiceProblem(self.used + 1, label, "missing")
        value = self.script[self.used]
        if not 1 <= value <= sides:
            raise DiceProblem(self.used + 1, label, "impossible")
        self.used += 1
        return value


class Engine:
    NAME = "python engine"
    VERSION = ""
    RULESETS: dict[str, list[str]] = {}
    ODDS = False
    OWN_DICE = False
    RULINGS: list[str] = []  # rulings whose other readings this engine follows

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    # --- override these ----------------------------------------------------------------
    def perform(self, request: P.Perform, dice: Dice) -> tuple[dict, list[dict]]:
        """Return (new state, events) or (new state, events, rulings consulted); raise Refusal, Unsupported; roll with ``dice.roll``."""
        raise Unsupported("perform is not implemented")

    def odds(self, request: P.Odds) -> tuple[list[tuple[dict, str]], list[dict]]:
        """Return ([(state, 'p/q'), ...], events); a branch the rules end with a refusal is
        ``(state left, 'p/q', {"clause": ..., "reason": ..., "action": n})``."""
        raise Unsupported("exact odds are not implemented")

    def idle(self) -> bool:
        """Work done while no request waits (in :meth:`serve`, once nothing has come for a few
        milliseconds), one piece a call; return False once there is no more (the default: none)."""
        return False

    # --- the protocol -----------------------------------------------------------------------
    @property
    def _kit_pong(self) -> bool:
        """Whether pings are answered by the kit's own ``_answer`` (not a subclass's)."""
        return type(self)._answer is Engine._answer

    def started(self) -> P.Started:
        return P.Started(protocol=P.PROTOCOL_VERSION,
                         engine=P.EngineInfo(name=self.NAME, version=self.VERSION, language="python"),
                         rulesets={k: P.RulesetSupport(actions=list(v)) for k, v in self.RULESETS.items()},
                         capabilities=P.Capabilities(odds=self.ODDS, own_dice=self.OWN_DICE,
                                                     rulings=list(self.RULINGS)))

    def handle(self, message: dict) -> dict | None:
        """Answer one request (a parsed JSON object) with one reply (or None for ``stop``)."""
        try:
            request = P.REQUEST.validate_python(message)
        except ValidationError as exc:
            return self._invalid(message, exc).model_dump(mode="json")
        return _plain(self._answer(request))

    def handle_line(self, line: str | bytes) -> str | None:
        """Answer one request line with one reply line (no newline), or None for ``stop``."""
        reply = self.reply_json(line)
        return None if reply is None else reply.decode("utf-8")

    def wire_reply(self, line: bytes) -> bytes | None:
        """The reply :meth:`serve` writes for one request line, as bytes (None for ``stop``):
        :meth:`reply_json`, or :meth:`handle_line` where a subclass answers lines its own way."""
        if type(self).handle_line is Engine.handle_line:
            return self.reply_json(line)
        reply = self.handle_line(line.decode("utf-8", "replace"))
        return None if reply is None else reply.encode("utf-8")

    def reply_json(self, line: str | bytes) -> bytes | None:
        """:meth:`handle_line` with the reply as UTF-8 bytes (what :meth:`serve` writes)."""
        if self._kit_pong:  # a ping as the oracle writes it, answered as _answer answers it
            pong = P.ping_line(line)
            if pong is not None:
                return pong
        try:
            request = self._request(line)
        except ValidationError as exc:
            try:
                message = json.loads(line)
            except ValueError:
                message = {}
            if isinstance(message, dict) and message.get("cmd") == "stop":
                return None
            return P.encode(self._invalid(message, exc))
        reply = self._answer(request)
        return None if reply is None else P.encode(reply)

    def _request(self, line: str | bytes) -> P.Message:
        """The request a line carries (raises ValidationError)."""
        return P.REQUEST.validate_json(line)

    @staticmethod
    def _invalid(message: Any, exc: ValidationError) -> P.Errored:
        seq = message.get("seq", 0) if isinstance(message, dict) else 0
        return P.Errored(seq=seq if isinstance(seq, int) and not isinstance(seq, bool) and seq >= 0 else 0,
                         context={"message": "invalid request", "errors": field_errors(exc)})

    def _performed(self, seq: int, state: Any, events: list, dice_used: int, rulings: dict) -> P.Message | dict | bytes:
        """The ``performed`` reply, validated: what ``perform`` returned must fit the protocol."""
        return P.Performed(seq=seq, state=state, events=events, dice_used=dice_used, rulings=rulings)

    def _distribution(self, seq: int, outcomes: list, events: list, rulings: dict) -> P.Message | dict:
        """The ``distribution`` reply, validated: a refused branch the protocol does not allow (a blank reason, as
        :meth:`_refused` refuses a refusal's) is answered errored naming the field of each such branch."""
        built, wrong = [], []
        for n, o in enumerate(outcomes):
            try:
                built.append(_outcome(*o))
            except ValidationError as exc:
                if any(err["loc"][:1] != ("refused",) for err in exc.errors()):
                    raise  # not the branch's refusal: the engine's own failure, as before
                wrong += [f"outcomes.{n}.{line}" for line in field_errors(exc)]
        if wrong:
            return P.Errored(seq=seq, context={"message": "odds returned a refused branch the protocol does not allow",
                                               "errors": wrong})
        return P.Distribution(seq=seq, outcomes=built, events=events, rulings=rulings)

    @staticmethod
    def _skipped(seq: int, u: Unsupported) -> P.Message:
        """The ``skipped`` reply, validated: built in the handler, a blank reason or a url that is no web address
        ended the engine in a ValidationError; it is the engine's mistake, reported as such."""
        try:
            return P.Skipped(seq=seq, reason=str(u), url=u.url)
        except ValidationError as exc:
            return P.Errored(seq=seq, context={"message": "Unsupported raised with a reason or url the protocol does "
                                                          "not allow", "errors": field_errors(exc)})

    @staticmethod
    def _refused(seq: int, r: Refusal) -> P.Message:
        """The ``refused`` reply, validated as :meth:`_skipped` validates its own: a blank reason ended the
        engine in a ValidationError."""
        try:
            return P.Refused(seq=seq, clause=r.clause, reason=r.reason, rulings=r.rulings)
        except ValidationError as exc:
            return P.Errored(seq=seq, context={"message": "Refusal raised with a reason the protocol does not allow",
                                               "errors": field_errors(exc)})

    def _answer(self, request) -> P.Message | dict | bytes | None:
        if isinstance(request, P.Start):
            return self.started()
        if isinstance(request, P.Stop):
            return None
        if isinstance(request, P.Ping):
            return {"cmd": "pong", "seq": request.seq}  # valid as it stands
        seq = request.seq
        dice = Dice(request.dice, self.rng) if isinstance(request, P.Perform) else None
        try:
            if isinstance(request, P.Perform):
                state, events, *rulings = self.perform(request, dice)
                return self._performed(seq, state, events, dice.used, rulings[0] if rulings else {})
            outcomes, events, *rulings = self.odds(request)
            return self._distribution(seq, outcomes, events, rulings[0] if rulings else {})
        except Refusal as r:
            return self._refused(seq, r)
        except Invalid as i:
            return P.Errored(seq=seq, context={"message": "invalid state or action", "errors": i.errors})
        except DiceProblem as d:
            return P.BadDice(seq=seq, roll=d.roll, die=d.die, problem=d.problem)
        except Unsupported as u:
            return self._skipped(seq, u)
        except Failed as f:
            return P.Errored(seq=seq, context={"message": f.message, **({"field": f.field} if f.field else {})})
        except Exception as exc:  # an engine bug: report it, keep serving
            return P.Errored(seq=seq, context={"message": f"{type(exc).__name__}: {exc}",
                                               "traceback": traceback.format_exc(limit=6)})

    def serve(self, stdin=None, stdout=None) -> None:
        """Read requests line by line until ``stop`` or end of input; write one reply line each.

        On the process's own stdin and stdout (no arguments), stdout is the protocol's alone: the
        replies go to a copy of it, and what the engine prints (``print``, a library, C code,
        before ``serve`` or during it) goes to stderr, where the oracle keeps it for its messages,
        instead of into the stream of replies."""
        if stdin is None and stdout is None:
            self._serve_fds(sys.stdin.fileno(), stdout_for_replies())
            return
        stdin = stdin or sys.stdin
        stdout = stdout or sys.stdout
        for line in stdin:
            if not line.strip():
                continue
            reply = self.handle_line(line)
            if reply is None:
                return
            stdout.write(reply + "\n")
            stdout.flush()

    def _serve_fds(self, rfd: int, wfd: int) -> None:
        """:meth:`serve` on the process's own stdin and stdout, as bytes: one read and one
        write a request, with no text layer between (a round trip costs less).  Waiting for the
        next request it polls stdin for up to a bound before a blocking read
        (:mod:`oracle.engine.spin`: ``ORACLE_SPIN_US`` microseconds, 0 never)."""
        try:
            spin = Spin(rfd, spin_us())
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr, flush=True)
            raise SystemExit(2) from None
        for line in read_lines(rfd, spin, self.idle):
            if line.strip():
                reply = self.wire_reply(line)
                if reply is None:
                    return
                sys.stdout.flush()  # what the engine's own code printed (to stderr, see serve) first, in order
                write_all(wfd, reply + b"\n")


def _outcome(state: Any, probability: Any, refused: dict | None = None) -> P.Outcome:
    return P.Outcome(state=state, probability=str(probability), refused=refused)


def _plain(reply: P.Message | dict | None) -> dict | None:
    """A reply as plain JSON values."""
    if reply is None:
        return None
    if isinstance(reply, P.Message):
        return reply.model_dump(mode="json")
    if isinstance(reply, bytes):  # a line written already
        return json.loads(reply)
    return to_jsonable_python(reply)


def event(clause: str, message: str = "", **data: Any) -> dict:
    return {"clause": clause, "message": message, "data": data}
