"""The protocol's models, its published schema, and the port's checks, in process."""

import hashlib
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
from fractions import Fraction

import pytest
from pydantic import ValidationError
from conftest import ROOT

from oracle.core.errors import DiceError, RuleViolation
from oracle.engine import connect, protocol as P
from oracle.engine.external import InProcessTransport, ProcessTransport, ProtocolEngine, Settings, from_command
from oracle.engine.sdk import Engine, Refusal, Unsupported
from oracle.engine.port import SAID_CHARS, EngineErrored, EngineFault, EngineSkip, Refused
from oracle.engine.schema import stale
from oracle.engine.serve import ReferenceOverProtocol
from oracle.lotow import setups
from oracle.lotow.mounted_fighters import MountUp
from oracle.lotow.mounted_terrain import CrossObstacle
from oracle.lotow.thrown_riders import RollThrownRider

TABLE = setups.rider_on(setups.empty(), "rider", "horse")
ROLL = RollThrownRider(fighter="rider")


def test_published_schema_is_current():
    assert stale() == [], "run: python -m oracle.engine.schema"


def test_every_bound_of_a_number_is_one_a_json_schema_validator_reads():
    """A bound pydantic could not put on the number itself (a field of a union with a check before it) was
    published as "ge": 0, which no JSON Schema validator reads: a negative number of yards tumbled passed
    the JavaScript kit's check of a table."""
    def keys(node):
        if isinstance(node, dict):
            yield from node
            for value in node.values():
                yield from keys(value)
        elif isinstance(node, list):
            for value in node:
                yield from keys(value)

    for schema in sorted((ROOT / "docs").glob("protocol*/**/*.schema.json")) + [ROOT / "docs" / "protocol.schema.json"]:
        found = set(keys(json.loads(schema.read_text(encoding="utf-8")))) & {"ge", "gt", "le", "lt"}
        assert not found, f"{schema.name}: {sorted(found)}"


def test_the_js_kits_validators_were_made_from_the_schemas_it_ships():
    """``adapters/js/validators/NAME.js`` (compiled ahead of time by ``npm run validators``) records
    the SHA-256 of the schema text it was made from; the kit compiles a schema whose text differs
    at every start, so a schema written anew without its validators costs every JavaScript engine."""
    kit = ROOT / "adapters" / "js"
    schemas = sorted(kit.glob("schema/*.schema.json"))
    assert len(schemas) == 5
    for schema in schemas:
        made = kit / "validators" / schema.name.replace(".schema.json", ".js")
        recorded = re.findall(r'^exports\.SCHEMA_SHA256 = "([0-9a-f]{64})";$', made.read_text(encoding="utf-8"), re.M)
        assert recorded == [hashlib.sha256(schema.read_bytes()).hexdigest()], f"{made}: run npm run validators in adapters/js"


def test_every_message_round_trips_through_json():
    samples = [P.Start(), P.Perform(seq=1, ruleset="lotow", state={}, action={"action": "x"}, dice=[1]),
               P.Odds(seq=2, ruleset="lotow", state={}, actions=[{"action": "x"}]), P.Ping(seq=3), P.Stop()]
    for m in samples:
        assert P.REQUEST.validate_json(P.dump(m)) == m
    replies = [P.Performed(seq=1, state={}, dice_used=0), P.Refused(seq=1, clause="c", reason="r"),
               P.BadDice(seq=1, roll=2, die="D6"), P.Skipped(seq=1, reason="r"), P.Errored(seq=1),
               P.Distribution(seq=1, outcomes=[P.Outcome(state={}, probability="1")]), P.Pong(seq=1)]
    for m in replies:
        assert P.REPLY.validate_json(P.dump(m)) == m


def test_the_sdk_answers_an_invalid_request_with_errored():
    reply = ReferenceOverProtocol().handle({"cmd": "perform", "seq": 4, "ruleset": "lotow"})
    assert reply["cmd"] == "errored" and reply["seq"] == 4 and reply["context"]["message"] == "invalid request"


@pytest.mark.parametrize("reason, url, error", [
    ("", "", "reason: blank: say what the engine does not implement"),
    ("not yet", "issues/2", "url: not an http:// or https:// address (or \"\" for none): 'issues/2'"),
])
def test_the_sdk_answers_an_unsupported_it_cannot_send_with_errored(reason, url, error):
    """The skipped reply was built where Unsupported was caught, out of reach of the handler of the engine's
    own failures: a reason or url the protocol refuses ended the engine in a ValidationError."""
    class Gap(Engine):
        RULESETS = {"lotow": ["roll-thrown-rider"]}

        def perform(self, request, dice):
            raise Unsupported(reason, url)

    reply = Gap().handle({"cmd": "perform", "seq": 3, "ruleset": "lotow", "state": SERVED_TABLE,
                          "action": SERVED_ROLL, "dice": [1]})
    assert reply["cmd"] == "errored" and reply["seq"] == 3, reply
    assert reply["context"]["errors"] == [error], reply


@pytest.mark.parametrize("reason", ["", "  "])
def test_the_sdk_answers_a_refusal_with_a_blank_reason_with_errored(reason):
    """A refusal's reason is not blank (the protocol's Refused): the reply was built where Refusal was caught, and
    the ValidationError of a blank one ended the engine, as an Unsupported's did."""
    class Blank(Engine):
        RULESETS = {"lotow": ["roll-thrown-rider"]}

        def perform(self, request, dice):
            raise Refusal("lotow.mounted.thrown-rider.1", reason)

    reply = Blank().handle({"cmd": "perform", "seq": 3, "ruleset": "lotow", "state": SERVED_TABLE,
                            "action": SERVED_ROLL, "dice": [1]})
    assert reply == {"cmd": "errored", "seq": 3, "context": {
        "message": "Refusal raised with a reason the protocol does not allow",
        "errors": ["reason: blank: say why the rules forbid the action"]}}



@pytest.mark.parametrize("reason", ["", "  "])
def test_the_sdk_answers_odds_with_a_refused_branch_of_blank_reason_with_errored(reason):
    """A refused branch of exact odds says why, as a refusal does (the protocol's RefusedBranch): a blank reason was
    sent as it came, the oracle's to find as a fault with no word of which branch of the engine's odds."""
    class Blank(Engine):
        RULESETS = {"lotow": ["roll-thrown-rider"]}
        ODDS = True

        def odds(self, request):
            return [(request.state, "1/2"), (request.state, "1/2", {"clause": "lotow.mounted.thrown-rider.1",
                                                                   "reason": reason, "action": 1})], []

    reply = Blank().handle({"cmd": "odds", "seq": 5, "ruleset": "lotow", "state": SERVED_TABLE,
                            "actions": [SERVED_ROLL]})
    assert reply == {"cmd": "errored", "seq": 5, "context": {
        "message": "odds returned a refused branch the protocol does not allow",
        "errors": ["outcomes.1.refused.reason: blank: say why the rules forbid the action"]}}

SERVED_TABLE = {"fighters": [{"id": "rider"}], "mounts": [{"id": "horse", "kind": "horse", "move": 10, "rider": "rider"}]}
SERVED_ROLL = {"action": "roll-thrown-rider", "fighter": "rider"}


@pytest.mark.parametrize("change, message, error", [
    ({"dice": [True]}, "invalid request", "perform.dice.0: Input should be a whole number, not true"),
    ({"state": {**SERVED_TABLE, "turn": True}}, "invalid state or action",
     "state: turn: Input should be a whole number, not true"),
    ({"action": {"action": "template-hits-mounted-model", "mount": "horse", "strength": True}},
     "invalid state or action", "action: template-hits-mounted-model: strength: Input should be a whole number, not true"),
], ids=["dice", "state", "action"])
def test_the_served_reference_refuses_a_number_given_as_true_naming_the_field(change, message, error):
    """pydantic's lax mode read JSON's true as 1: a die that showed true was a 1, a table of turn true was in turn 1,
    and the reply was 'performed' as if the number had been written."""
    request = {"cmd": "perform", "seq": 5, "ruleset": "lotow", "state": SERVED_TABLE, "action": SERVED_ROLL,
               "dice": [1], **change}
    [reply] = served(request)
    assert reply == {"cmd": "errored", "seq": 5, "context": {"message": message, "errors": [error]}}


def served(*requests: dict) -> list[dict]:
    """The replies of the served reference (the engine of ``python -m oracle.engine.serve``) to ``requests``, after
    the handshake: each line's bytes answered here as its process answers a line it reads (``wire_reply``), a new
    engine for the call. What these tests check is the replies; the process itself is tested where it is the subject
    (tests/protocol/test_spin.py, and the scenarios and smoke runs through ``python -m oracle.engine.serve``)."""
    engine = ReferenceOverProtocol()
    lines = [json.dumps({"cmd": "start", "protocol": P.PROTOCOL_VERSION}), *map(json.dumps, requests)]
    started, *replies = [engine.wire_reply(line.encode("utf-8")) for line in lines]
    assert json.loads(started)["cmd"] == "started"
    assert engine.wire_reply(b'{"cmd": "stop"}') is None  # the end of the serving, no reply
    return [json.loads(reply) for reply in replies]


KNIGHT = {"characters": [{"id": "horse", "kind": "mount", "st": 25, "training": "war"},
                         {"id": "knight", "riding_on": "horse", "seat": "controller", "posture": "mounted",
                          "skills": [["riding", 12]]}]}


def test_a_mistake_the_served_reference_meets_while_resolving_is_one_line_naming_the_field():
    """A model the table does not have, met by the rules as they resolve the action: the reply said
    'SetupError: ...' with a traceback of the reference's own code, not which field of the request was wrong."""
    ghost = {"action": "change-posture", "who": "ghost", "to": "kneeling"}
    stand = {"action": "change-posture", "who": "knight", "to": "kneeling"}
    said = "SetupError: no character called 'ghost' on the table (there are: horse, knight)"
    assert served({"cmd": "perform", "seq": 1, "ruleset": "gurps", "state": KNIGHT, "action": ghost, "dice": []},
                  {"cmd": "odds", "seq": 2, "ruleset": "gurps", "state": KNIGHT, "actions": [stand, ghost]}) == [
        {"cmd": "errored", "seq": 1, "context": {"message": said, "field": "action.who"}},
        {"cmd": "errored", "seq": 2, "context": {"message": said, "field": "actions.1.who"}}]


@pytest.mark.parametrize("action, error", [
    ({}, "action: the field 'action' (the name of the lotow action) is missing"),
    ({"action": 3}, "action: unknown lotow action 3"),
], ids=["no-name", "name-not-text"])
def test_an_action_without_a_name_is_invalid_not_skipped(action, error):
    """An action object without its name was answered 'skipped', as a case the engine does not implement: the
    scenario was skipped, not errored, for a request that names no action at all."""
    assert served({"cmd": "perform", "seq": 1, "ruleset": "lotow", "state": {}, "action": action, "dice": []}) == [
        {"cmd": "errored", "seq": 1, "context": {"message": "invalid state or action", "errors": [error]}}]


def test_a_figure_the_rules_leave_to_the_gm_keeps_its_message_without_a_traceback():
    # result 2 of the out-of-control table: the rider falls "3 yards" from a usual mount; read as the GM's
    # to state (ruling .fall-height "gm"), a table without the horse's fall height has no answer
    lose = {"action": "lose-all-control", "rider": "knight"}
    [reply] = served({"cmd": "odds", "seq": 3, "ruleset": "gurps", "state": KNIGHT, "actions": [lose],
                      "rulings": {"gurps.mount-out-of-control.fall-height": "gm"}})
    assert reply == {"cmd": "errored", "seq": 3,
                     "context": {"message": "SetupError: horse: the GM must state the height of the fall"}}


@pytest.mark.parametrize("rulings, field, message", [
    ({"gurps.no-such-ruling": "x"}, "rulings.gurps.no-such-ruling", "unknown ruling 'gurps.no-such-ruling'"),
    ({"gurps.mount-out-of-control.reroll": "thrice"}, "rulings.gurps.mount-out-of-control.reroll",
     "ruling gurps.mount-out-of-control.reroll has no alternative 'thrice' (it has: "),
    # a reading of the Last of the Wolves rules can change nothing on a GURPS table: answered, it was the
    # default readings' answer, given as if the reading chosen had been followed
    ({"lotow.falling.lands-prone": "standing"}, "rulings.lotow.falling.lands-prone",
     "ruling lotow.falling.lands-prone is a ruling of lotow, and this question is of gurps"),
], ids=["unknown-ruling", "unknown-reading", "ruling-of-another-ruleset"])
def test_a_ruling_or_reading_the_catalogue_does_not_have_is_errored_naming_it_not_skipped(rulings, field, message):
    """A request choosing a ruling or a reading no catalogue has was answered 'skipped' ("bad rulings: ..."), as
    a case the engine does not implement, so the scenario was skipped, not errored, for a mistake of the request.
    A ruling of another ruleset than the request's was followed in silence."""
    lose = {"action": "lose-all-control", "rider": "knight"}
    replies = served({"cmd": "perform", "seq": 1, "ruleset": "gurps", "state": KNIGHT, "action": lose,
                      "dice": [3, 3], "rulings": rulings},
                     {"cmd": "odds", "seq": 2, "ruleset": "gurps", "state": KNIGHT, "actions": [lose], "rulings": rulings})
    for seq, reply in enumerate(replies, 1):
        assert reply["cmd"] == "errored" and reply["seq"] == seq, reply
        assert reply["context"]["field"] == field and reply["context"]["message"].startswith(message), reply
        assert "\n" not in reply["context"]["message"] and "traceback" not in reply["context"], reply


def test_a_failure_of_the_engines_own_code_keeps_its_traceback():
    class Broken(ReferenceOverProtocol):
        def perform(self, request, dice):
            raise ZeroDivisionError("oops")

    reply = Broken().handle({"cmd": "perform", "seq": 6, "ruleset": "lotow", "state": SERVED_TABLE,
                             "action": SERVED_ROLL, "dice": [1]})
    assert reply["context"]["message"] == "ZeroDivisionError: oops" and "Traceback" in reply["context"]["traceback"]


def engine(obj=None, **settings):
    return ProtocolEngine(InProcessTransport(obj or ReferenceOverProtocol(), "test"), Settings(**settings))


def test_scripted_dice_are_strict_both_ways():
    e = engine()
    assert e.perform("lotow", TABLE, ROLL, [1], where="here").state.fighter("rider").posture == "prone"
    with pytest.raises(DiceError, match="here: the rules call for roll 1, a Thrown Riders table, but only 0 result"):
        e.perform("lotow", TABLE, ROLL, [], where="here")
    with pytest.raises(DiceError, match=r"here: 1 scripted result\(s\) left unused \(5\)"):
        e.perform("lotow", TABLE, ROLL, [2, 5], where="here")
    with pytest.raises(DiceError, match="scripted result 7 for roll 1, a Thrown Riders table, is not a face"):
        e.perform("lotow", TABLE, ROLL, [7], where="here")


def test_refusals_odds_and_unsupported_actions():
    e = engine()
    foot = setups.add_fighter(setups.empty(), "rider")
    with pytest.raises(RuleViolation, match="lotow.mounted.thrown-rider.1"):
        e.perform("lotow", foot, ROLL, [1])
    dist = e.odds("lotow", TABLE, [ROLL]).distribution
    assert sorted(str(p) for _, p in dist.items()) == ["1/6", "1/6", "2/3"]

    class OnlyThrown(ReferenceOverProtocol):
        ODDS = False

        def started(self):
            s = super().started()
            return s.model_copy(update={"rulesets": {"lotow": P.RulesetSupport(actions=["roll-thrown-rider"])},
                                        "capabilities": P.Capabilities()})  # no odds, own dice or rulings

    small = engine(OnlyThrown())
    with pytest.raises(EngineSkip, match="does not support the lotow action 'mount'"):
        small.perform("lotow", TABLE, MountUp(fighter="rider", mount="horse"), [6])
    with pytest.raises(EngineSkip, match="does not compute exact odds"):
        small.odds("lotow", TABLE, [ROLL])
    with pytest.raises(EngineSkip, match="does not roll its own dice"):
        small.perform("lotow", TABLE, ROLL, None)
    # another reading of an unclear passage: skipped unless the handshake lists the ruling
    other = {"lotow.mounted.eye-level": "mount-height"}
    with pytest.raises(EngineSkip, match="follows only the default reading of ruling lotow.mounted.eye-level"):
        small.perform("lotow", TABLE, ROLL, [3], rulings=other)
    small.perform("lotow", TABLE, ROLL, [3], rulings={"lotow.mounted.eye-level": "measured"})
    e.perform("lotow", TABLE, ROLL, [3], rulings=other)


def test_an_exception_in_a_python_engine_is_a_fault_with_its_traceback():
    class Broken:  # any object with handle(message) -> reply
        inner = ReferenceOverProtocol()

        def handle(self, message):
            if message.get("cmd") == "perform":
                raise ZeroDivisionError("oops")
            return self.inner.handle(message)

    with pytest.raises(EngineFault) as info:
        engine(Broken()).perform("lotow", TABLE, ROLL, [1])
    assert "ZeroDivisionError: oops" in info.value.message and "ZeroDivisionError" in info.value.detail


def test_the_handshake_must_speak_our_version():
    class Future(ReferenceOverProtocol):
        def started(self):
            return super().started().model_copy(update={"protocol": 99})

    with pytest.raises(EngineFault, match="the engine speaks protocol 99, the oracle 1"):
        engine(Future()).ping()  # the handshake is read when first needed


def test_engine_specs(tmp_path):
    assert connect("reference").name == "reference"
    assert connect("py:oracle.engine.reference:ReferenceEngine").name == "reference", "a port object is used as it is"
    e = connect("py:oracle.engine.serve:ReferenceOverProtocol")
    try:
        assert e.name == "reference protocol" and e.supports("lotow", "roll-thrown-rider")
    finally:
        e.close()
    from conftest import ROOT

    cfg = tmp_path / "engine.yaml"
    cfg.write_text(f"command: [node, examples/node_engine/engine.js]\ncwd: {ROOT}\ntimeout: 5\n")
    node = connect(str(cfg))
    assert node.name == "sample-node 1.0" and node.settings.timeout == 5
    node.ping()
    node.close()
    assert node.transport.proc.returncode == 0, "the engine exits cleanly on stop"
    from oracle.core.errors import SetupError

    with pytest.raises(SetupError, match="unknown engine"):
        connect("carrier-pigeon")
    bad = tmp_path / "bad.yaml"
    bad.write_text("comand: x\n")
    with pytest.raises(SetupError, match="needs 'command'"):
        connect(str(bad))


def test_the_node_engine_validates_requests_against_the_published_schema():
    from conftest import ROOT
    from oracle.engine.external import ProcessTransport

    t = ProcessTransport(["node", "examples/node_engine/engine.js"], cwd=str(ROOT))
    t.start()
    try:
        started = json.loads(t.request(P.dump(P.Start()), 10))
        assert started["cmd"] == "started" and P.STARTED.validate_python(started)
        reply = json.loads(t.request('{"cmd":"perform","seq":3,"ruleset":"lotow","state":{}}', 10))
        assert reply["cmd"] == "errored" and reply["seq"] == 3
        assert reply["context"]["errors"] == ["(message) must have required property 'action'",
                                              "(message) must have required property 'dice'"]
        reply = json.loads(t.request('{"cmd":"ping","seq":4,"extra":1}', 10))
        assert reply["cmd"] == "errored", "unknown fields are refused (additionalProperties: false)"
    finally:
        t.stop()


LINE_LENGTH = "import sys, time\ntime.sleep(0.5)\nprint(len(sys.stdin.buffer.readline()), flush=True)\n"
"""An engine that reads nothing for half a second, then says how long its first line was."""


def test_a_request_is_written_whole_when_a_signal_interrupts_the_write():
    """A request longer than the pipe holds, to an engine not reading yet, blocks in its write; a
    signal the oracle handles meanwhile (Ctrl-C, Ctrl-Z and fg, a profiler attaching) ends that
    write with part of the line written. The rest must follow: cut short, the line would run
    together with the next request and the engine be blamed for the silence."""
    previous = signal.signal(signal.SIGUSR1, lambda *_: None)
    transport = ProcessTransport([sys.executable, "-c", LINE_LENGTH])
    transport.start()
    try:
        # the signal to this thread, the one blocked in the write, while the engine sleeps
        timer = threading.Timer(0.2, signal.pthread_kill, (threading.get_ident(), signal.SIGUSR1))
        timer.start()
        line = b'{"cmd":"ping","seq":1,"pad":"' + b"x" * (1 << 20) + b'"}'
        transport.send(line)
        timer.join()
        assert transport.receive(10) == str(len(line) + 1)
    finally:
        transport.stop()
        signal.signal(signal.SIGUSR1, previous)


CHATTY = """print("loading my engine")  # before serve(): still in stdout's buffer on a pipe
from examples.python_engine.engine import ThrownRiders


class Chatty(ThrownRiders):
    def perform(self, request, dice):
        print("performing", request.action["action"])
        return super().perform(request, dice)


Chatty().serve()
"""


def test_what_an_engine_of_the_python_kit_prints_goes_to_stderr(tmp_path):
    """stdout is the protocol's: a print in an engine built on the kit, before serve() or in perform,
    went into the stream of replies, where the oracle read it as a reply that is not JSON."""
    engine = tmp_path / "chatty.py"
    engine.write_text(CHATTY, encoding="utf-8")
    port = from_command([sys.executable, str(engine)], env={"PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": ""})
    try:
        done = port.perform("lotow", setups.rider_on(setups.empty(), "rider", "horse"),
                            RollThrownRider(fighter="rider"), [6])
        assert "lotow.mounted.thrown-rider.6" in [e.clause for e in done.events]
        said = port.transport.stderr_tail()
        assert "loading my engine" in said and "performing roll-thrown-rider" in said, said
    finally:
        port.close()


def test_a_refused_branch_of_exact_odds_keeps_its_refusal_over_the_protocol():
    # Two fences 1.75" high: -1 to the jump, so natural 1-2 refuse the first (lotow.mounted.jump.hard).
    # After a refusal on a natural 2 (1/6) the second jump is itself refused by lotow.mounted.jump.1;
    # the branches a natural 1 starts (the rider thrown) end refused by the rules too.
    table = setups.add_obstacle(setups.add_obstacle(TABLE, "fence", "barrier", 1.75, 0.5), "wall", "barrier", 1.75, 0.5)
    jumps = [CrossObstacle(mount="horse", obstacle="fence"), CrossObstacle(mount="horse", obstacle="wall")]
    served, inside = engine().odds("lotow", table, jumps), connect("reference").odds("lotow", table, jumps)

    def refusals(odds):
        found = {}
        for s, p in odds.distribution.items():
            if isinstance(s, Refused):
                found[s.clause, s.action] = found.get((s.clause, s.action), 0) + p
        return found

    assert refusals(served)[("lotow.mounted.jump.1", 2)] == Fraction(1, 6)
    assert refusals(served) == refusals(inside) and set(refusals(served)) > {("lotow.mounted.jump.1", 2)}
    assert dict(served.distribution.items()) == dict(inside.distribution.items())


# --- the determinism check reads a second reply only where it differs from the first ----------

def test_a_second_reply_word_for_word_the_same_but_its_seq_is_not_read_again():
    from oracle.engine.external import _same_but_seq

    first = '{"cmd":"performed","seq":7,"state":{"a":1},"events":[],"dice_used":1,"rulings":{}}'
    assert _same_but_seq(first, 7, first.replace('"seq":7', '"seq":8'), 8)
    assert not _same_but_seq(first, 7, first.replace('"seq":7', '"seq":8').replace('"a":1', '"a":2'), 8)
    assert not _same_but_seq(first, 7, first, 8), "an answer to the first request again is not an answer to the second"
    assert not _same_but_seq(first, 7, first.replace('"seq":7', '"seq":78'), 7)
    # another "seq" key (in a table, an event's data) or an escaped key: read and compared in full
    nested = first.replace('"a":1', '"seq":7')
    assert not _same_but_seq(nested, 7, nested.replace('"seq":7', '"seq":8', 1), 8)
    escaped = first.replace('"a":1', '"\\u0073eq":7')
    assert not _same_but_seq(escaped, 7, escaped.replace('"seq":7', '"seq":8'), 8)
    # as the engine wrote them (bytes), the same
    assert _same_but_seq(first.encode(), 7, first.replace('"seq":7', '"seq":8').encode(), 8)
    assert not _same_but_seq(nested.encode(), 7, nested.replace('"seq":7', '"seq":8', 1).encode(), 8)


def test_split_seq_finds_the_one_seq_of_a_line():
    assert P.split_seq(b'{"cmd":"ping","seq":12}') == (b'{"cmd":"ping",', 12, b"}")
    assert P.split_seq(b'{"cmd":"perform","seq":0,"a":1}') == (b'{"cmd":"perform",', 0, b',"a":1}')
    for line in (b'{"cmd":"ping","seq":12,"x":{"seq":1}}', b'{"cmd":"ping","seq":012}', b'{"a":"\\u0041","seq":3}',
                 b'{"cmd":"ping","seq": 12}', '{"cmd":"ping","seq":12}'):
        assert P.split_seq(line) is None, line


def test_a_ping_written_as_the_oracle_writes_it_is_answered_as_reading_it_would():
    from oracle.engine.sdk import Engine

    class Slow(Engine):  # pings answered by reading the line as a request, as any other
        def _answer(self, request):
            return super()._answer(request)

    lines = [b'{"cmd":"ping","seq":0}', b'{"cmd":"ping","seq":12}', b'{"cmd":"ping","seq":%d}' % (10 ** 30),
             b'{"cmd":"ping","seq":012}', b'{"cmd":"ping","seq":-1}', b'{"cmd":"ping", "seq":3}',
             b'{"seq":3,"cmd":"ping"}', b'{"cmd":"ping","seq":3,"x":1}', b'{"cmd":"ping","seq":3}x',
             b'{"cmd":"ping","seq":"3"}', b'{"cmd":"ping"}', '{"cmd":"ping","seq":5}']
    for line in lines:
        assert Engine().reply_json(line) == Slow().reply_json(line), line
    assert P.ping_line(b'{"cmd":"ping","seq":12}') == b'{"cmd":"pong","seq":12}'
    assert [P.ping_line(line) for line in lines[3:]] == [None] * len(lines[3:])
    for seq in (0, 12, 10 ** 30):  # the lines the oracle's ping writes and expects back, as the models write them
        assert P.ping_bytes(seq) == P.encode(P.Ping(seq=seq)) and P.pong_bytes(seq) == P.encode(P.Pong(seq=seq))


def test_a_pong_written_otherwise_is_read_and_judged_as_any_reply():
    class Pongs(ReferenceOverProtocol):
        def __init__(self, pong):
            super().__init__()
            self.pong = pong

        def handle_line(self, line):
            seq = json.loads(line).get("seq")
            return self.pong(seq) if json.loads(line)["cmd"] == "ping" else super().handle_line(line)

    engine(Pongs(lambda seq: '{ "seq": %d, "cmd": "pong" }' % seq)).ping()
    with pytest.raises(EngineFault, match="ping: the reply answers request 0, not 1"):
        engine(Pongs(lambda seq: '{"cmd":"pong","seq":%d}' % (seq - 1))).ping()
    with pytest.raises(EngineFault, match="answered 'skipped', not 'pong'"):
        engine(Pongs(lambda seq: '{"cmd":"skipped","seq":%d,"reason":"no"}' % seq)).ping()


def test_the_served_reference_reads_a_request_sent_again_as_the_first_with_its_own_seq():
    # the thrown-rider roll: a 1 leaves the rider prone, a 6 on his feet (the same table, other dice)
    engine = ReferenceOverProtocol()
    table = setups.rider_on(setups.empty(), "rider", "horse")
    first = P.encode({"cmd": "perform", "seq": 1, "ruleset": "lotow", "state": table,
                      "action": {"action": "roll-thrown-rider", "fighter": "rider"}, "dice": [1], "rulings": {}})
    replies = [json.loads(engine.reply_json(line)) for line in
               (first, first.replace(b'"seq":1,', b'"seq":2,'), first.replace(b'"seq":1,', b'"seq":3,').replace(b"[1]", b"[6]"))]
    assert [r["seq"] for r in replies] == [1, 2, 3]
    assert replies[0]["state"] == replies[1]["state"]
    postures = [next(f["posture"] for f in r["state"]["fighters"] if f["id"] == "rider") for r in replies]
    assert postures == ["prone", "prone", "standing"]


def test_a_request_sent_twice_is_written_as_each_copy_alone():
    from oracle.engine.external import _twice
    first = {"cmd": "perform", "seq": 9, "ruleset": "lotow", "state": TABLE,
             "action": {"action": "roll-thrown-rider", "fighter": "rider"}, "dice": [4], "rulings": {}}
    for one in (first, {**first, "action": {"action": "x", "seq": 9}}, {**first, "rulings": {"\u00e9": "a"}}):
        second = {**one, "seq": 10}
        assert _twice(one, second) == P.encode(one) + b"\n" + P.encode(second)


def test_split_state_finds_the_one_state_of_a_line():
    line = b'{"cmd":"perform","seq":1,"ruleset":"x","state":{"a":[1,{"b":2}]},"action":{"action":"go"}}'
    assert P.split_state(line, b',"action') == (b'{"a":[1,{"b":2}]}',
                                                 b'{"cmd":"perform","seq":1,"ruleset":"x","state":{},"action":{"action":"go"}}')
    assert P.split_state(line, b',"events"') is None
    # a second "state" outside the table (a later key would win), an escaped key, no state: read whole
    for other in (line.replace(b'"action":{', b'"action":{"state":1,'), line.replace(b'"ruleset"', b'"\\u0072uleset"'),
                  line.replace(b'"state"', b'"table"'), line.replace(b'"state":', b'"state" :')):
        assert P.split_state(other, b',"action') is None, other
    # a "state" inside the table is the table's own
    nested = line.replace(b'"b":2', b'"state":2')
    assert P.split_state(nested, b',"action')[0] == b'{"a":[1,{"state":2}]}'


def test_the_served_reference_reads_a_table_it_has_seen_as_before():
    # the same answers whether the table was read whole, taken as read before (written in the
    # last reply, or read in an earlier request), or a line not written as the oracle writes one
    table = setups.rider_on(setups.empty(), "rider", "horse")
    action = {"action": "roll-thrown-rider", "fighter": "rider"}

    def request(seq, state, dice):
        return P.encode({"cmd": "perform", "seq": seq, "ruleset": "lotow", "state": state, "action": action,
                         "dice": dice, "rulings": {}})

    fresh = [json.loads(ReferenceOverProtocol().reply_json(request(1, t, d)))
             for t, d in ((table, [1]), (table, [6]))]
    engine = ReferenceOverProtocol()
    first = json.loads(engine.reply_json(request(1, table, [1])))
    assert engine._known_table(request(2, table, [6])) is not None  # read in the first request
    again = json.loads(engine.reply_json(request(2, table, [6])))
    assert [first["state"], again["state"]] == [fresh[0]["state"], fresh[1]["state"]]
    written = request(3, first["state"], [6])  # the table of the last reply, as the oracle sends it back
    assert engine._known_table(written) is not None
    # a table that does not fit is refused as before, by the whole line's reading
    bad = request(4, {**first["state"], "turn": 0}, [6])
    assert engine._known_table(bad) is None
    assert json.loads(engine.reply_json(bad)) == json.loads(ReferenceOverProtocol().reply_json(bad))


class _Flaky(ReferenceOverProtocol):
    """Deterministic but for one field of its table on every other reply (the same length of text)."""

    calls = 0

    def reply_json(self, line):
        out = super().reply_json(line)
        type(self).calls += 1
        if out is not None and b'"performed"' in out and self.calls % 2 == 0:
            out = out.replace(b'"engaged":false', b'"engaged":true ', 1)
        return out


def test_the_determinism_check_still_names_a_difference_in_the_table():
    engine = ProtocolEngine(InProcessTransport(_Flaky(), "flaky"))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    with pytest.raises(EngineFault, match="two different replies to the same request; first difference at reply.state"):
        engine.perform("lotow", table, RollThrownRider(fighter="rider"), [4])


def test_a_deferred_check_is_read_when_settled_or_before_the_next_request():
    # defer_check: the caller goes on with the first reply; the copy's reply is read by settle(),
    # or before the next request is written, and a difference is the same fault as at once
    engine = ProtocolEngine(InProcessTransport(_Flaky(), "flaky"))
    engine.defer_check = True
    first = engine.perform("lotow", TABLE, ROLL, [4])  # answered; its copy's reply differs
    assert engine.owes and first.state.fighter("rider").posture == "standing"
    with pytest.raises(EngineFault, match="two different replies to the same request; first difference at reply.state"):
        engine.settle()
    assert not engine.owes
    engine.perform("lotow", TABLE, ROLL, [4])
    with pytest.raises(EngineFault, match="roll-thrown-rider on the scripted dice: the engine gave two different replies"):
        engine.perform("lotow", TABLE, ROLL, [6])  # the owed reply is read first
    same = ProtocolEngine(InProcessTransport(ReferenceOverProtocol(), "reference"))
    same.defer_check = True
    assert same.perform("lotow", TABLE, ROLL, [1]).state.fighter("rider").posture == "prone" and same.owes
    same.settle()
    assert not same.owes and same.faults == 0


def test_the_python_kit_answers_requests_written_before_the_previous_is_answered_in_order():
    # the determinism check writes a request and its copy at once, and with the check read later
    # the next request may be written before either is answered: the kit's serve loop reads
    # line by line and answers in order (the template engine, as a process; a line in two writes)
    proc = subprocess.Popen([sys.executable, "-m", "oracle.engine.template"], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, bufsize=0)
    six = P.encode({"cmd": "perform", "seq": 1, "ruleset": "lotow", "state": TABLE, "action": {"action": "roll-thrown-rider",
                    "fighter": "rider"}, "dice": [6], "rulings": {}})
    three = six.replace(b'"seq":1,', b'"seq":3,').replace(b"[6]", b"[3]")
    try:
        os.write(proc.stdin.fileno(), b'{"cmd":"start","protocol":1}\n' + six + b"\n" + six.replace(b'"seq":1,', b'"seq":2,')
                 + b"\n" + three[:40])
        os.write(proc.stdin.fileno(), three[40:] + b'\n{"cmd":"ping","seq":4}\n{"cmd":"stop"}\n')
        out, _ = proc.communicate(timeout=60)
    finally:
        proc.kill()
    replies = [json.loads(line) for line in out.splitlines()]
    assert [(r["cmd"], r.get("seq")) for r in replies] == [("started", None), ("performed", 1), ("performed", 2),
                                                            ("skipped", 3), ("pong", 4)]
    assert replies[1]["state"] == replies[2]["state"]
    assert proc.returncode == 0


def test_an_engines_own_account_of_a_failure_is_quoted_on_one_line():
    assert EngineErrored("odds", {"message": "SetupError: horse:\n  the GM must state the height"}).said == \
        "SetupError: horse: the GM must state the height"
    assert EngineErrored("odds", {"code": 3, "where": "x"}).said == '{"code": 3, "where": "x"}'  # no message: the context
    long = EngineErrored("odds", {"message": "a " * 400}).said
    assert len(long) == SAID_CHARS and long.endswith("…") and "\n" not in long


@pytest.mark.parametrize("command, message", [
    ("echo hello, I am an engine", "the engine's first line is not JSON, where its 'started' handshake was due: "
                                   "hello, I am an engine"),
    (shlex.join([sys.executable, "-c", "pass"]), "the engine did not start: the engine exited (status 0)"),
], ids=["prints-and-exits", "exits"])
def test_an_engine_that_ends_before_the_oracle_writes_its_start_is_read_first(monkeypatch, command, message):
    """On a busy machine the engine may end before the oracle writes its start: the write then fails
    (the pipe is closed), and that was the fault named ("closed its stdin"), where what the engine
    had written, or how it ended, says why. The order forced: the oracle writes once the engine has ended."""
    send = ProcessTransport.send

    def after_the_engine_ended(self, line):
        self.proc.wait(10)
        return send(self, line)

    monkeypatch.setattr(ProcessTransport, "send", after_the_engine_ended)
    engine = connect(f"cmd:{command}")
    try:
        with pytest.raises(EngineFault) as err:
            engine.info
        assert str(err.value).startswith(message), str(err.value)
    finally:
        engine.close()


@pytest.mark.parametrize("probability, fits", [("1/6", True), ("0", True), ("1", True), ("0/3", True), ("5/010", True),
                                               ("1/0", False), ("1/00", False), ("-1/6", False), ("1/6.0", False)])
def test_a_probability_is_a_fraction_whose_denominator_is_not_zero(probability, fits):
    """'1/0' fitted the schema, then Fraction(1, 0) raised ZeroDivisionError in the oracle: oracle ask ended in a
    traceback, a scenario errored with Python's words."""
    reply = {"cmd": "distribution", "seq": 1, "events": [], "rulings": {},
             "outcomes": [{"state": {}, "probability": probability}]}
    if fits:
        P.REPLY.validate_python(reply)
        return
    with pytest.raises(ValidationError) as raised:
        P.REPLY.validate_python(reply)
    assert [(".".join(map(str, e["loc"][-3:])), e["type"]) for e in raised.value.errors()] == [
        ("outcomes.0.probability", "string_pattern_mismatch")]
