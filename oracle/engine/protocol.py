"""The engine protocol: how the oracle talks to a rules engine written in any language.

One JSON object per line over the engine's stdin (requests) and stdout (replies); the
engine's stderr is free text the oracle keeps the tail of for error reports.  The
process is persistent: it is started once per run, restarted (a bounded number of
times) if it dies or hangs, and told to stop at the end.

Every message is one of the pydantic models below, told apart by ``cmd``; the JSON
Schema in ``docs/protocol.schema.json`` is generated from them (``python -m
oracle.engine.schema``).  The oracle validates every reply, and its Python SDK
(:mod:`oracle.engine.sdk`) validates every request an engine receives.

Dice.  A ``perform`` request carries the scripted dice, in the order the rules roll
them.  The engine takes them from the front, one per roll, and says in its reply how
many it used (``dice_used``).  If it needs a roll past the end of the list, or a
scripted value its die cannot show, it stops and replies ``bad-dice`` naming the roll
and the die.  ``dice: null`` means "roll your own" (statistical mode, only for an engine
whose handshake says ``own_dice``).

This module imports nothing but pydantic (and :mod:`oracle.core.numbers`, which imports
nothing else), so an engine written in Python can use it without loading the oracle.
"""

from __future__ import annotations

import math
import re
import sys
from fractions import Fraction
from functools import lru_cache
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, create_model
from pydantic_core import PydanticCustomError, to_json

from oracle.core.numbers import Whole

PROTOCOL_VERSION = 1


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


def _not_finite(value: Any, path: str) -> tuple[str, float] | None:
    """The first number in ``value`` that is not finite (where, what), or None."""
    if isinstance(value, float):
        return None if math.isfinite(value) else (path, value)
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        found = _not_finite(item, f"{path}.{key}" if path else str(key))
        if found is not None:
            return found
    return None


def _finite_only(value: dict[str, Any]) -> dict[str, Any]:
    found = _not_finite(value, "")
    if found is not None:
        raise PydanticCustomError("finite_number", "Input should be a finite number, not {value} (at {where})",
                                  {"value": "NaN" if math.isnan(found[1]) else str(found[1]).replace("inf", "Infinity"),
                                   "where": found[0]})
    return value


FreeObject = Annotated[dict[str, Any], AfterValidator(_finite_only)]
"""An object of any keys and values, as JSON has them: the ``NaN`` and ``Infinity`` some JSON writers put
out (Python's ``json.dumps`` among them) are refused in it as in every number field of a message (a
value that is not equal to itself also made a reply sent twice read as two different replies)."""


# --- oracle -> engine ---------------------------------------------------------------


class Start(Message):
    """The first request: the oracle names the protocol version it speaks."""

    cmd: Literal["start"] = "start"
    protocol: Whole = Field(PROTOCOL_VERSION, description="Protocol version the oracle speaks")


class Perform(Message):
    """Resolve one action on a state with exactly these dice."""

    cmd: Literal["perform"] = "perform"
    seq: Whole = Field(ge=0, description="Request number; the reply carries the same")
    ruleset: str = Field(description="Ruleset id from the handshake, e.g. 'lotow'")
    state: dict[str, Any] = Field(description="The table: the ruleset's state model as JSON (docs/protocol/<ruleset>.schema.json)")
    action: dict[str, Any] = Field(description="The action: {'action': NAME, ...its fields}")
    dice: list[Whole] | None = Field(description="Scripted dice in the order the rules roll them; null: roll your own")
    rulings: dict[str, str] = Field(default_factory=dict, description="Readings of unclear passages chosen for this request (ruling id -> alternative id); others take the catalogue default")


class Odds(Message):
    """Resolve actions in order over every outcome of every roll (only if the handshake says ``odds``)."""

    cmd: Literal["odds"] = "odds"
    seq: Whole = Field(ge=0)
    ruleset: str
    state: dict[str, Any]
    actions: list[dict[str, Any]] = Field(min_length=1)
    rulings: dict[str, str] = Field(default_factory=dict)


class Ping(Message):
    """A trivial request: the engine answers ``pong`` at once (health check, benchmarks)."""

    cmd: Literal["ping"] = "ping"
    seq: Whole = Field(ge=0)


class Stop(Message):
    """The last request: the engine exits (status 0) without replying."""

    cmd: Literal["stop"] = "stop"


Request = Annotated[Union[Start, Perform, Odds, Ping, Stop], Field(discriminator="cmd")]


# --- engine -> oracle ---------------------------------------------------------------


ONE_LINE = r"^[^\x00-\x1f\x7f]*[^\s\x00-\x1f\x7f][^\x00-\x1f\x7f]*$"
"""Text of one line with something to see: no control character (a newline, a tab, an escape), not blank."""

_ONE_LINE = re.compile(ONE_LINE)


def _one_line(text: str) -> str:
    if not _ONE_LINE.match(text):
        raise PydanticCustomError("one_line", "a name shown in one-line messages: {why}", {
            "why": "blank" if not text.strip() else f"it holds the control character {_control(text)}"})
    return text


def _control(text: str) -> str:
    return next(repr(c) for c in text if ord(c) < 0x20 or ord(c) == 0x7f)


class EngineInfo(Message):
    name: Annotated[str, AfterValidator(_one_line)] = Field(
        json_schema_extra={"pattern": ONE_LINE}, description="Shown in every message about the engine: one line, not blank")
    version: str = ""
    language: str = ""
    homepage: str = ""


class RulesetSupport(Message):
    actions: list[str] = Field(description="Action names this engine resolves; other actions are skipped without being sent")


class Capabilities(Message):
    odds: bool = Field(False, description="Answers 'odds' requests with exact distributions")
    own_dice: bool = Field(False, description="Rolls its own dice when a request has dice: null")
    rulings: list[str] = Field(default_factory=list, description="Rulings (catalogue ids) whose other readings the engine follows when a request names them; under any other ruling it knows only the default, and a request choosing another reading is skipped")


class Started(Message):
    """The handshake reply: who the engine is and what it supports."""

    cmd: Literal["started"] = "started"
    protocol: Whole = Field(description="Protocol version the engine speaks; must equal the oracle's")
    engine: EngineInfo
    rulesets: dict[str, RulesetSupport] = Field(description="Ruleset id -> the actions supported")
    capabilities: Capabilities = Capabilities()


class EventOut(Message):
    """Something a rule made happen, naming the clause (the catalogue id) that made it happen."""

    clause: str
    message: str = ""
    data: FreeObject = Field(default_factory=dict, description="Answers a scenario may read, e.g. {'roll': 3}")


class Performed(Message):
    cmd: Literal["performed"] = "performed"
    seq: Whole
    state: dict[str, Any] = Field(description="The new table")
    events: list[EventOut] = Field(default_factory=list)
    dice_used: Whole = Field(ge=0, description="How many of the scripted dice the rules rolled; must be all of them")
    rulings: dict[str, str] = Field(default_factory=dict, description="Rulings the engine consulted and the reading it used")


NOT_BLANK = r"\S"
"""Text with something to see: a reason the oracle shows after "refused by ...:" or "skipped ...:"."""


def _said_why(text: str) -> str:
    if not text.strip():
        raise PydanticCustomError("not_blank", "blank: say why the rules forbid the action")
    return text


class Refused(Message):
    """The rules forbid the action; ``clause`` is the clause that forbids it."""

    cmd: Literal["refused"] = "refused"
    seq: Whole
    clause: str
    reason: Annotated[str, AfterValidator(_said_why)] = Field(
        json_schema_extra={"pattern": NOT_BLANK}, description="Why the rules forbid it, as a player reads it: not blank")
    rulings: dict[str, str] = Field(default_factory=dict, description="Rulings the engine consulted before the refusal and the reading it used (a refusal can rest on a reading)")


class BadDice(Message):
    """The scripted dice do not fit: roll number ``roll`` (1-based) was missing or showed a face the die lacks."""

    cmd: Literal["bad-dice"] = "bad-dice"
    seq: Whole
    roll: Whole = Field(ge=1, description="Which roll, counting from 1")
    die: str = Field(description="What was rolled, e.g. 'D6 on the Thrown Riders table'")
    problem: Literal["missing", "impossible"] = "missing"


class RefusedBranch(Message):
    """A branch of an exact question that the rules end with a refusal (a second fence after the
    horse refused the first): the outcome's ``state`` is the table the rules left."""

    clause: str = Field(description="The clause that refuses the action")
    reason: Annotated[str, AfterValidator(_said_why)] = Field(
        json_schema_extra={"pattern": NOT_BLANK}, description="Why the rules refuse it, as a player reads it: not blank, "
                                                              "as a refusal's")
    action: Whole = Field(ge=1, description="Which of the request's actions was refused, counting from 1")


def _readable_fraction(text: str) -> str:
    """A probability whose numerator and denominator Python can read: one of more digits than
    ``sys.get_int_max_str_digits()`` (4300 unless set) passed the pattern, and the reply ended the
    command in a ValueError traceback where the oracle read it as a fraction."""
    try:
        Fraction(text)
    except ValueError:
        raise PydanticCustomError("probability_digits", "a fraction whose numerator or denominator has more than "
                                  "{limit} digits, more than can be read", {"limit": sys.get_int_max_str_digits()}) from None
    return text


class Outcome(Message):
    state: dict[str, Any]
    probability: Annotated[str, AfterValidator(_readable_fraction)] = Field(pattern=r"^\d+(/0*[1-9]\d*)?$",
                                                                            description="An exact fraction, e.g. '1/6' (its denominator not 0)")
    refused: RefusedBranch | None = Field(None, description="Set when the rules refuse an action on this branch "
                                                              "(only if another branch is not refused the same way; "
                                                              "a question refused everywhere alike is answered 'refused')")


class Distribution(Message):
    cmd: Literal["distribution"] = "distribution"
    seq: Whole
    outcomes: list[Outcome] = Field(min_length=1)
    events: list[EventOut] = Field(default_factory=list)
    rulings: dict[str, str] = Field(default_factory=dict)


WEB_ADDRESS = r"^(https?://[^\s\x00-\x1f\x7f]+)?$"
"""An http(s) address or nothing: the compliance matrix makes it a link a reader follows."""

_WEB_ADDRESS = re.compile(WEB_ADDRESS)


def _not_blank(text: str) -> str:
    if not text.strip():
        raise PydanticCustomError("not_blank", "blank: say what the engine does not implement")
    return text


def _web_address(text: str) -> str:
    if not _WEB_ADDRESS.match(text):
        raise PydanticCustomError("web_address", "not an http:// or https:// address (or \"\" for none): {text}",
                                  {"text": repr(text[:80])})
    return text


class Skipped(Message):
    """The engine does not implement this (a rule, an option, a case): not a failure."""

    cmd: Literal["skipped"] = "skipped"
    seq: Whole
    reason: Annotated[str, AfterValidator(_not_blank)] = Field(
        json_schema_extra={"pattern": NOT_BLANK}, description="What the engine does not implement: not blank")
    url: Annotated[str, AfterValidator(_web_address)] = Field(
        "", json_schema_extra={"pattern": WEB_ADDRESS},
        description="Where the engine's authors track this gap (e.g. an entry in its bug tracker): an http(s) address, "
                    "linked in the compliance matrix; \"\" for none")


class Errored(Message):
    """The engine failed on this request (a bug, an exception): recorded as an error, with context."""

    cmd: Literal["errored"] = "errored"
    seq: Whole
    context: FreeObject = Field(default_factory=dict, description="Anything that helps: message, traceback, ...")


class Pong(Message):
    cmd: Literal["pong"] = "pong"
    seq: Whole


Reply = Annotated[Union[Performed, Refused, BadDice, Distribution, Skipped, Errored, Pong],
                  Field(discriminator="cmd")]

REQUEST = TypeAdapter(Request)
REPLY = TypeAdapter(Reply)
STARTED = TypeAdapter(Started)

MESSAGES: list[type[Message]] = [Start, Perform, Odds, Ping, Stop, Started, Performed, Refused, BadDice,
                                 Distribution, Skipped, Errored, Pong]


def dump(message: Message) -> str:
    """One line of JSON, without the trailing newline."""
    return message.model_dump_json(exclude_none=False)


def encode(message: Message | dict[str, Any] | bytes) -> bytes:
    """One line of JSON as bytes, without the trailing newline.

    A plain dict is written as it is, without being validated: for a message the caller has
    just built from values that are valid already (a table model, whose serializer writes its
    JSON directly), where building the pydantic message first would only check them again.
    Bytes are a line written already.
    """
    if isinstance(message, bytes):
        return message
    if isinstance(message, dict):
        return to_json(message)
    return message.__pydantic_serializer__.to_json(message)


_SEQ = re.compile(rb'"seq":(0|[1-9][0-9]*)(?=[,}])')


def split_seq(line: bytes) -> tuple[bytes, int, bytes] | None:
    """A line of JSON as (what comes before its ``seq``'s value, the value, what comes after), where
    ``"seq"`` is written once in it and nothing in it as a ``\\u`` escape: two such lines with the
    same text around their ``seq`` say the same but for it (once one has been read as a message,
    whose ``seq`` is its own key).  None for anything else."""
    if not isinstance(line, bytes) or line.count(b'"seq"') != 1 or b"\\u" in line:
        return None
    found = _SEQ.search(line)
    if found is None:
        return None
    return line[:found.start()], int(found.group(1)), line[found.end():]


_PING = re.compile(rb'\{"cmd":"ping","seq":(0|[1-9][0-9]*)\}')


def ping_bytes(seq: int) -> bytes:
    """A :class:`Ping`'s line as :func:`encode` writes it (``{"cmd":"ping","seq":N}``)."""
    return b'{"cmd":"ping","seq":%d}' % seq


def pong_bytes(seq: int | bytes) -> bytes:
    """A :class:`Pong`'s line as :func:`encode` writes it; ``seq`` a number or its digits."""
    return b'{"cmd":"pong","seq":%s}' % (seq if isinstance(seq, bytes) else b"%d" % seq)


def ping_line(line: str | bytes) -> bytes | None:
    """The ``pong`` a line answers, where the line is a ping written exactly as the oracle writes
    one (:func:`ping_bytes`, nothing else): what reading it as a :class:`Ping` and writing its
    :class:`Pong` give, without either.  None for any other line (read as usual)."""
    if not isinstance(line, bytes) or len(line) > 40:
        return None
    found = _PING.fullmatch(line)
    return None if found is None else pong_bytes(found.group(1))


# --- tables read again ----------------------------------------------------------------------
#
# The same tables go back and forth: a scenario's next request carries the table of the last
# reply, outline rows set up the same table, a refused action leaves it unchanged.  A side that
# keeps the tables it has read or written by their JSON text takes a line's table as read before
# when the line carries one of those texts, and reads only the rest of the line.


class KnownTables:
    """Valid tables by their JSON text and table model, the last ``size`` of them."""

    def __init__(self, size: int = 256):
        self.size = size
        self._known: dict[tuple[type, bytes], BaseModel] = {}

    def note(self, model: type[BaseModel], text: bytes, table: BaseModel) -> None:
        """``table`` is a valid ``model`` whose JSON is exactly ``text`` (one complete JSON object)."""
        known = self._known
        if len(known) >= self.size:
            del known[next(iter(known))]  # the oldest
        known[(model, text)] = table

    def get(self, model: type[BaseModel], text: bytes) -> BaseModel | None:
        return self._known.get((model, text))

    def clear(self) -> None:
        self._known.clear()


_STATE_KEY = b'"state":'


def split_state(line: bytes, follows: bytes) -> tuple[bytes, bytes] | None:
    """``(text, rest)``: the text between the line's ``"state":`` and the ``follows`` after it (the
    next key, e.g. ``b',"action":'``), and the line with ``{}`` written there instead, where the
    rest holds ``"state"`` once (that key) and no ``\\u`` escape.  When ``text`` is one complete JSON
    object, the line's ``state`` is exactly ``text`` (a JSON value ends with its own closing
    bracket), and the line says what ``rest`` says but for its ``state``, as long as ``rest``
    read as a message has ``state`` ``{}`` (no later ``"state"`` key overrides it: the one in
    ``rest`` is the only one outside ``text``).  None where the line is not written so."""
    at = line.find(_STATE_KEY)
    if at < 0:
        return None
    start = at + len(_STATE_KEY)
    end = line.find(follows, start)
    if end < 0:
        return None
    rest = line[:start] + b"{}" + line[end:]
    if rest.count(b'"state"') != 1 or b"\\u" in rest:
        return None
    return line[start:end], rest


# --- messages typed by a ruleset's table model ---------------------------------------------
#
# On the wire a table is any JSON object (``state: dict``); each side then validates it
# against the ruleset's table model.  The adapters below do both in one pass, from the JSON
# straight to the table model: the same checks, without building the dicts first.  What
# they reject is looked at again with the generic ones, whose messages name the problem.


@lru_cache(maxsize=None)
def _typed(base: type[Message], state_model: type[BaseModel], field: str = "state") -> type[Message]:
    return create_model(f"{base.__name__}Of{state_model.__name__}", __base__=base, **{field: (state_model, ...)})


@lru_cache(maxsize=None)
def typed_replies(state_model: type[BaseModel]) -> TypeAdapter:
    """The replies, with ``performed``'s state and ``distribution``'s outcomes as ``state_model``."""
    outcome = _typed(Outcome, state_model)
    distribution = create_model(f"DistributionOf{state_model.__name__}", __base__=Distribution,
                                outcomes=(list[outcome], Field(min_length=1)))
    return TypeAdapter(Annotated[Union[_typed(Performed, state_model), Refused, BadDice, distribution, Skipped,
                                       Errored, Pong], Field(discriminator="cmd")])


def typed_requests(state_models: dict[str, type[BaseModel]]) -> TypeAdapter:
    """The requests, with ``perform``'s and ``odds``' state as the table model of the ruleset
    they name (a ruleset not in ``state_models`` does not fit)."""
    def by_ruleset(base):
        kinds = [create_model(f"{base.__name__}Of{rs_id}", __base__=base, ruleset=(Literal[rs_id], ...),
                              state=(model, ...)) for rs_id, model in sorted(state_models.items())]
        return kinds[0] if len(kinds) == 1 else Annotated[Union[tuple(kinds)], Field(discriminator="ruleset")]

    return TypeAdapter(Annotated[Union[Start, by_ruleset(Perform), by_ruleset(Odds), Ping, Stop],
                                 Field(discriminator="cmd")])
