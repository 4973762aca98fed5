"""An engine that crashes, hangs, prints garbage or a 50 MB line, answers two ways, or takes
too many or too few dice: the run finishes, that scenario says why, the others are intact."""

import json
import logging
import shlex
import time
from xml.dom import minidom

import pytest

from conftest import HANG_TIMEOUT, ROOT, THROWN, run_oracle, scenario_count

from oracle.core.geometry import Point
from oracle.engine import connect
from oracle.engine.external import InProcessTransport, ProtocolEngine, Settings
from oracle.engine.port import EngineFault, Performed
from oracle.engine.reference import ReferenceEngine
from oracle.engine.serve import ReferenceOverProtocol
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider

ROW_4 = "A rider thrown on a 4 lands beside the mount and does nothing more -- @1.3 "

CASES = {
    "crash": ("errored", "the engine exited (status 3) without replying"),
    # it did reply, without the newline: "without replying" alone said nothing of it
    "unterminated": ("errored", 'bytes without a newline: {"cmd": "performed", "seq": '),
    # it did not exit: "the engine exited (no exit yet)" said it did
    "close-stdout": ("errored", "the engine closed its stdout (still running) without replying"),
    "hang": ("errored", f"no reply within {HANG_TIMEOUT:g} s"),
    "garbage": ("errored", "the engine's reply is not JSON: Traceback? no: this is not JSON"),
    # "the engine's reply is not JSON: {"cmd": "performed", ...": the mark before it invisible
    "bom": ("errored", "the engine's reply begins with a byte order mark (U+FEFF), which a line of JSON may not: write "
                       "the engine's stdout as UTF-8 without a BOM (in .NET, new UTF8Encoding(false)); the reply: "
                       '{"cmd": "performed", "seq": '),
    # "the engine's reply is not JSON: " and then nothing
    "empty-line": ("errored", "the engine's reply is not JSON: an empty line"),
    "indented": ("errored", "the engine's reply is not JSON: { (a message is one line of JSON, and this looks like the "
                            "first line of one written over several"),
    # read where the next reply was due: "the reply answers request 7, not 8" did not say it was a second one
    "twice": ("errored", "the engine replied a second time to request "),
    # read with the byte replaced, the message changed its words without a word
    "latin-1": ("errored", "the engine's reply is not UTF-8: byte "),
    "huge": ("errored", "the engine's reply was 52428800 bytes long, over the limit of"),
    "nondeterministic": ("errored", "the engine gave two different replies to the same request; first difference at reply.events[0].message"),
    "too-many-dice": ("failed", "the rules call for roll 2, a D6 for a second roll, but only 1 result(s) were scripted (4)"),
    # taken at its word, the engine's reply blamed the scenario: "the rules call for roll 1, a D6, but only 1
    # result(s) were scripted (4)", and "the rules call for roll 2" where it said roll 2 showed an impossible face
    "missing-given": ("errored", "the engine says roll 1, a D6, had no scripted result, but 1 result(s) were "
                                 "scripted (4): roll 1 is 4"),
    "impossible-beyond": ("errored", "the engine says the scripted result of roll 2, a D6, is not a face that die "
                                     "can show, but only 1 result(s) were scripted (4): there is no roll 2"),
    "too-few-dice": ("failed", "1 scripted result(s) left unused (4); the engine faulty protocol rolled 0 time(s)"),
    "schema-invalid": ("errored", "the engine's reply does not fit the protocol schema: performed.state: Field required"),
    "bad-state": ("errored", "the state the engine returned is not a valid lotow table: fighters"),
    # a model's own sentence came after pydantic's "Value error, "
    "same-ids": ("errored", "the state the engine returned is not a valid lotow table: (top): ids must be unique on "
                            "the table: rider"),
    # an event's clause was taken unread: another game's counted as exercised in the coverage
    "clause-unknown": ("errored", "the engine's reply names clause 'lotow.mounted.thrown-rider.7' in events.1, which "
                                  "the catalogue does not have"),
    "clause-of-another-game": ("errored", "the engine's reply names clause ww2.dash.full-speed in events.1, a clause of "
                                          "ww2, and the request is of lotow"),
    "refused-by-no-clause": ("errored", "the engine's reply names clause 'lotow.mounted.thrown-rider.7' in clause, "
                                        "which the catalogue does not have"),
    # the readings a reply says it consulted went into the run's record unread
    "ruling-unknown": ("errored", "the engine's reply says it consulted ruling 'lotow.mounted.no-such-ruling', which "
                                  "the catalogue does not have"),
    "ruling-of-another-game": ("errored", "the engine's reply says it consulted ruling gurps.flying.dive-bonus, a ruling "
                                          "of gurps, and the request is of lotow"),
    "reading-unknown": ("errored", "the engine's reply says it read ruling lotow.mounted.passengers.rider-thrown as "
                                   "'passenger-flies', which is not one of its readings (passenger-thrown, passenger-stays)"),
    "reading-not-asked": ("errored", "the engine's reply says it read ruling lotow.mounted.passengers.rider-thrown as "
                                     "'passenger-stays', where the request left it at its default, 'passenger-thrown'"),
    "errored": ("errored", "the engine reported an error: {\"message\": \"KeyError: 'horse'\"}"),
    # taken as they came: "faulty protocol skipped perform roll-thrown-rider: " with no word why, and a
    # url the compliance matrix links as "tracked" whatever it is
    # taken as it came: "refused by rule lotow.mounted.thrown-rider.1: " and nothing after it
    "refused-blank": ("errored", "the engine's reply does not fit the protocol schema: refused.reason: blank: say "
                                 "why the rules forbid the action"),
    "skipped-blank": ("errored", "the engine's reply does not fit the protocol schema: skipped.reason: blank: say "
                                 "what the engine does not implement"),
    "skipped-not-a-web-address": ("errored", "the engine's reply does not fit the protocol schema: skipped.url: not an "
                                             "http:// or https:// address (or \"\" for none): 'javascript:alert(1)'"),
    "not-finite": ("errored", "the state the engine returned is not a valid lotow table: mounts.0.move: "
                              "Input should be a finite number"),
    # each a reply sent twice word for word, read as "two different replies": NaN is not equal to itself
    "not-finite-data": ("errored", "the engine's reply does not fit the protocol schema: performed.events.0.data: "
                                   "Input should be a finite number, not NaN (at roll)"),
    "not-finite-context": ("errored", "the engine's reply does not fit the protocol schema: errored.context: "
                                      "Input should be a finite number, not NaN (at state.move)"),
}


def config(tmp_path, faulty, mode, **extra):
    path = tmp_path / f"{mode}.yaml"
    path.write_text(json.dumps({"command": faulty(mode),
                                "cwd": str(ROOT), "timeout": HANG_TIMEOUT if mode == "hang" else 20, **extra}), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("mode", sorted(CASES))
def test_one_bad_reply_marks_one_scenario(tmp_path, oracle_run, faulty, mode):
    status, reason = CASES[mode]
    code, results, out = oracle_run(config(tmp_path, faulty, mode), THROWN)
    assert code == 1
    by_name = {s["name"]: s for s in results["scenarios"]}
    assert len(by_name) == scenario_count(THROWN), "every scenario of the feature has a result"
    bad = by_name.pop(ROW_4)
    assert bad["status"] == status, bad
    assert reason in bad["message"], bad["message"]
    assert "thrown_riders.feature:24" in bad["message"] or "thrown_riders.feature:24" in (bad["step"] or "")
    if status == "errored":
        assert f"faulty engine: {mode} on request" in bad["detail"], "the engine's stderr tail is kept"
    assert {s["status"] for s in by_name.values()} == {"passed"}, [(n, s["message"]) for n, s in by_name.items()]
    assert not (tmp_path / "report" / "results.partial.jsonl").exists(), "a finished run leaves results.json alone"


def test_control_characters_from_the_engine_reach_the_junit_files_as_escapes(tmp_path, oracle_run, faulty):
    """An engine's stderr with a terminal's colours and a backspace: XML 1.0 cannot hold them, so the JUnit file
    writes them as their escapes (the run wrote no report before: minidom refused its own output)."""
    code, results, out = oracle_run(config(tmp_path, faulty, "coloured"), THROWN)
    assert code == 1, out
    report = tmp_path / "report"
    scenarios = minidom.parse(str(report / "junit-scenarios.xml")).getElementsByTagName("testcase")
    bad = next(case for case in scenarios if case.getAttribute("name") == ROW_4)
    assert bad.getElementsByTagName("error"), "the scenario errored"
    err_text = bad.getElementsByTagName("system-err")[0].firstChild.data
    assert "\\x1b[31mERROR\\x1b[0m the horse\\x08s table" in err_text
    minidom.parse(str(report / "junit.xml"))
    detail = next(s for s in results["scenarios"] if s["name"] == ROW_4)["detail"]
    assert "\x1b[31mERROR\x1b[0m the horse\x08s table" in detail, "results.json keeps the engine's words as they were"


def test_a_reply_over_max_line_bytes_is_refused_when_it_comes_whole_in_one_read(tmp_path, oracle_run, faulty):
    # 50 000 bytes reach the oracle in one read, newline and all: the limit was measured only
    # while no newline had come, so the line was read as a reply (here: "not JSON"). The limit leaves
    # the handshake's reply, which lists every action and ruling of the four rulesets, well within it
    code, results, out = oracle_run(config(tmp_path, faulty, "long", max_line_bytes=40_000), THROWN)
    assert code == 1, out
    by_name = {s["name"]: s for s in results["scenarios"]}
    bad = by_name.pop(ROW_4)
    assert bad["status"] == "errored"
    assert bad["message"].endswith(": the engine's reply was 50000 bytes long, over the limit of 40000"), bad["message"]
    assert {s["status"] for s in by_name.values()} == {"passed"}, [(n, s["message"]) for n, s in by_name.items()]


def test_restarts_are_bounded_and_the_run_still_ends(tmp_path, oracle_run, faulty):
    code, results, _ = oracle_run(config(tmp_path, faulty, "crash-every", restarts=2), THROWN)
    assert code == 1
    statuses = [s["status"] for s in results["scenarios"]]
    assert statuses == ["errored"] * scenario_count(THROWN)
    assert results["engine_restarts"] == 2
    assert "was not restarted again (restarted 2 time(s) already" in results["scenarios"][-1]["message"]


def test_an_engine_that_skips_every_scenario_ran_nothing(tmp_path, oracle_run, faulty):
    # 0 of 10 passed is no pass: exit 5, as when no scenario is selected; the report says why each was skipped
    code, results, out = oracle_run(config(tmp_path, faulty, "skipped-every"), THROWN)
    assert code == 5, out
    assert [s["status"] for s in results["scenarios"]] == ["skipped"] * scenario_count(THROWN)
    assert out.splitlines()[-1] == f"error: all {scenario_count(THROWN)} scenarios were skipped (nothing ran)"


def test_a_scenario_the_engine_skips_is_not_logged_on_stderr(tmp_path, oracle_run, faulty, caplog):
    """behave logs the reason a scenario is skipped as a warning, which Python prints on stderr where
    nothing else handles it: a run on an engine that supports one ruleset printed a line per scenario
    of the others (1784 on the built-in suite), with -q too. The reason is in the report alone."""
    with caplog.at_level(logging.WARNING, logger="behave"):
        code, results, out = oracle_run(config(tmp_path, faulty, "skipped-every"), THROWN)
    assert code == 5, out
    assert [r.getMessage() for r in caplog.records if r.name == "behave"] == []
    assert "SKIP" not in out
    assert all(s["message"].endswith(": not implemented yet") for s in results["scenarios"]), "the report keeps why"


@pytest.mark.parametrize("mode", ["crash", "garbage", "errored"])
def test_pipelined_requests_survive_a_fault_on_one_of_them(tmp_path, faulty, mode):
    # perform_many: the thrown-rider roll with each face; the engine misbehaves on the 4 only.
    # Every other face still gets the reference's answer (1 prone, 2-5 beside the mount, 6 on his feet).
    engine = connect(config(tmp_path, faulty, mode))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    try:
        answers = engine.perform_many("lotow", [(table, RollThrownRider(fighter="rider"), [face]) for face in
                                                [1, 2, 3, 4, 5, 6, 1, 6]], where="pipelined")
    finally:
        engine.close()
    assert isinstance(answers[3], EngineFault), answers[3]
    others = [a for i, a in enumerate(answers) if i != 3]
    assert all(isinstance(a, Performed) for a in others), others
    postures = [a.state.fighter("rider").posture for a in others]
    assert postures[0] == postures[5] == "prone" and postures[4] == postures[6] == "standing", postures


def test_a_fault_that_ends_the_process_while_room_is_made_for_a_long_request_reads_no_more(tmp_path, faulty):
    """A request longer than the room left in the engine's stdin (PIPELINE_BYTES) waits for several replies to be
    read first. The first of them a fault: the process was killed with the others owed, and the loop went on
    reading replies from its closed stdout (EBADF, or another file that had taken the number). The fault stands,
    and every other request, the long one too, is answered by the process started again."""
    engine = connect(config(tmp_path, faulty, "garbage"))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    crowded = table
    for i in range(90):  # about 45 KB of request: beyond the room the nine before it leave
        crowded = setups.add_fighter(crowded, f"bystander{i:02d}", position=Point(x=20.0 + 2 * i, y=30.0))
    faces = [4, 1, 2, 3, 5, 6, 1, 2, 3]
    try:
        pipe = engine.pipeline("lotow", where="pipelined")
        for face in faces:
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        pipe.submit(crowded, RollThrownRider(fighter="rider"), [6])
        answers = pipe.results()
    finally:
        engine.close()
    assert isinstance(answers[0], EngineFault) and "is not JSON" in answers[0].message, answers[0]
    reference = ReferenceEngine()
    for i, (state, face) in enumerate([(table, f) for f in faces] + [(crowded, 6)]):
        if i:
            assert isinstance(answers[i], Performed), (i, answers[i])
            assert answers[i].state == reference.perform("lotow", state, RollThrownRider(fighter="rider"), [face]).state, i


def test_pipelined_requests_after_a_process_that_has_exited_are_answered(tmp_path, faulty):
    """The process exits on the 4 while more requests are submitted: the requests it had were read
    from the process started in its place, which never had them, and each waited the whole timeout
    ("no reply within ... s") before it was blamed for it. What the process answered before it ended
    stands, the 4 holds its fault, and the rest are answered by the process started again."""
    engine = connect(config(tmp_path, faulty, "crash"))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    faces = [1, 2, 3, 4, 5, 6, 1, 6]
    try:
        pipe = engine.pipeline("lotow", where="pipelined")
        for face in faces:  # a write of its own (BATCH): the process reads them and exits on the 4
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        deadline = time.monotonic() + 60
        while engine.transport.alive() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not engine.transport.alive()
        for face in faces:
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        answers = pipe.results()
    finally:
        engine.close()
    assert isinstance(answers[3], EngineFault) and "the engine exited (status 3) without replying" in answers[3].message
    assert isinstance(answers[11], EngineFault), answers[11]  # the 4 again: the process started again exits on it too
    reference = ReferenceEngine()
    for i, answer in enumerate(answers):
        if i not in (3, 11):  # each as the reference answers the same face
            assert isinstance(answer, Performed), (i, answer)
            expected = reference.perform("lotow", table, RollThrownRider(fighter="rider"), [faces[i % 8]]).state
            assert answer.state == expected, i


def test_a_process_that_ends_after_the_last_look_and_before_the_write_is_read_as_one_that_ended(tmp_path, faulty,
                                                                                                  monkeypatch):
    """The process may end after the pipeline last looked at it (a submit) and before the write of the
    requests queued since, which then meets a closed pipe: that is no fault of the write. What the process
    answered stands and the 4 holds "the engine exited (status 3) without replying", as where the end is
    found at a submit (the test above), whichever of the two came first; before, every request, those it
    had answered too, was given "the engine closed its stdin". As fuzzing asks: the first fault ends it."""
    engine = connect(config(tmp_path, faulty, "crash"))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    faces = [1, 2, 3, 4, 5, 6, 1, 6]
    transport = engine.transport
    real_alive, real_send = transport.alive, transport.send
    before_the_end = [False]  # the looks at a submit, made while it still ran

    def alive():
        return True if before_the_end[0] else real_alive()

    def send(line):
        before_the_end[0] = False  # the write comes after its end
        return real_send(line)

    try:
        pipe = engine.pipeline("lotow", where="pipelined", restart=False)
        for face in faces:  # one write (BATCH): the process reads them and exits on the 4
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        deadline = time.monotonic() + 60
        while transport.alive() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not transport.alive()
        monkeypatch.setattr(transport, "alive", alive)
        monkeypatch.setattr(transport, "send", send)
        before_the_end[0] = True
        for face in faces:  # the last of these writes the queue, into the pipe of a process that has ended
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        answers = pipe.results()
    finally:
        engine.close()
    assert all(isinstance(a, Performed) for a in answers[:3]), answers[:3]
    assert isinstance(answers[3], EngineFault) and "the engine exited (status 3) without replying" in answers[3].message
    assert all(a is answers[3] for a in answers[4:]), answers[4:]  # the first fault ends it


def test_a_pipeline_ended_by_a_fault_on_a_valid_reply_leaves_the_engine_in_step(tmp_path, faulty):
    """A reply that reads well but that the request gainsays (more dice used than scripted) ends a pipeline
    that stops at its first fault (fuzzing's) with replies still owed: those were left in the pipe, and the
    next request asked of the engine (fuzzing shrinking a disagreement found before the fault) read one of
    them: "the reply answers request 3, not 5". The process is stopped with them; the next request is
    answered by the process started in its place."""
    engine = connect(config(tmp_path, faulty, "too-many-dice-used"))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    try:
        pipe = engine.pipeline("lotow", where="pipelined", restart=False)
        for face in [1, 4, 2, 6]:
            pipe.submit(table, RollThrownRider(fighter="rider"), [face])
        answers = pipe.results()
        assert isinstance(answers[0], Performed), answers[0]
        assert isinstance(answers[1], EngineFault) and "the engine says it used 5 dice" in answers[1].message
        after = engine.perform("lotow", table, RollThrownRider(fighter="rider"), [1], where="after")
    finally:
        engine.close()
    assert after.state == ReferenceEngine().perform("lotow", table, RollThrownRider(fighter="rider"), [1]).state


def _odds_with_a_refused_branch(refused: dict) -> EngineFault:
    """The fault of exact odds whose second outcome the engine says the rules refused, as ``refused`` says."""
    class Planted(ReferenceOverProtocol):
        def handle_line(self, line):
            reply = json.loads(super().handle_line(line))
            if reply.get("cmd") == "distribution":
                reply["outcomes"][1]["refused"] = refused
            return json.dumps(reply)

    engine = ProtocolEngine(InProcessTransport(Planted(), "planted"), Settings(check_determinism=False))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    with pytest.raises(EngineFault) as fault:
        engine.odds("lotow", table, [RollThrownRider(fighter="rider")])
    return fault.value


def test_an_exact_odds_branch_refused_by_a_clause_the_catalogue_does_not_have_is_a_fault():
    """A branch of exact odds that the engine says the rules refused names the refusing clause: one the
    catalogue does not have went into the distribution as a refusal by it."""
    fault = _odds_with_a_refused_branch({"clause": "lotow.mounted.thrown-rider.7", "reason": "no", "action": 1})
    assert fault.message.startswith("exact odds of roll-thrown-rider: the engine's reply names clause "
                                    "'lotow.mounted.thrown-rider.7' in outcomes.1.refused.clause, which the "
                                    "catalogue does not have; did you mean "), fault.message


@pytest.mark.parametrize("reason", ["", "  "])
def test_an_exact_odds_branch_refused_with_a_blank_reason_is_a_fault(reason):
    """A branch of exact odds the rules end with a refusal says why, as a refusal does: a blank reason went into the
    distribution as "refused by rule ...:" with nothing after it."""
    fault = _odds_with_a_refused_branch({"clause": "lotow.mounted.thrown-rider.1", "reason": reason, "action": 1})
    assert fault.message.startswith("exact odds of roll-thrown-rider: the engine's reply does not fit the "
                                    "protocol schema: distribution.outcomes.1.refused.reason: blank: say why the "
                                    "rules forbid the action; reply: "), fault.message


AGAIN = {
    "nondeterministic": "the engine gave two different replies to the same request; first difference at "
                        "reply.events[0].message",
    "again-crash": "(sent again): the engine exited (status 3) without replying",
    "again-hang": f"(sent again): no reply within {HANG_TIMEOUT:g} s",
    "again-garbage": "(sent again): the engine's reply is not JSON: Traceback? no: this is not JSON",
    "again-schema-invalid": "(sent again): the engine's reply does not fit the protocol schema",
}

STRIKE_AFTER_A_4 = """Feature: A thrown rider's blows, asked of the engine after the roll
  @clause:lotow.mounted.thrown-rider.2-5
  Scenario: A rider thrown on a 4 strikes no blows
    Given a rider on a horse
    And the rider is in close combat
    When the rider rolls on the thrown-rider table and the die shows 4
    And the rider strikes his blows
    Then the strike is refused by rule lotow.mounted.thrown-rider.2-5
"""


def _recorded(results: dict) -> dict:
    """Each scenario's record but for what the clock and the traceback's text say."""
    out = {}
    for s in results["scenarios"]:
        steps = [{k: v for k, v in step.items() if k not in ("seconds", "error")} for step in s["gherkin"]["steps"]]
        out[s["name"]] = {**{k: v for k, v in s.items() if k not in ("seconds", "gherkin")}, "steps": steps}
    return out


@pytest.mark.parametrize("mode", sorted(AGAIN))
def test_a_fault_on_the_request_sent_again_is_the_asking_steps_when_it_is_read_later(tmp_path, faulty, mode,
                                                                                     monkeypatch):
    # A run reads the reply to the copy sent again while the scenario goes on (the Then steps of
    # the row with a 4, or the next action); what it records is what reading it at once records:
    # that row errored at its When step (line 24; line 6 of the second feature), with the same
    # message and the engine's stderr, the steps after it skipped, the table as it was before.
    feature = tmp_path / "strike.feature"
    feature.write_text(STRIKE_AFTER_A_4, encoding="utf-8")
    engine = config(tmp_path, faulty, mode, timeout=HANG_TIMEOUT if "hang" in mode else 20)
    later = [run_oracle(engine, tmp_path / "later", path) for path in (THROWN, str(feature))]
    monkeypatch.setattr(ProtocolEngine, "defer_check", property(lambda self: False, lambda self, value: None))
    at_once = [run_oracle(engine, tmp_path / "at-once", path) for path in (THROWN, str(feature))]
    for (code, results, _), (code_now, results_now, _), line in zip(later, at_once, (24, 6)):
        assert code == code_now == 1
        recorded, recorded_now = _recorded(results), _recorded(results_now)
        assert recorded == recorded_now
        bad = [s for s in recorded.values() if s["status"] != "passed"]
        assert len(bad) == 1 and bad[0]["status"] == "errored", bad
        assert AGAIN[mode] in bad[0]["message"] and f".feature:{line}: When" in bad[0]["step"], bad[0]
        assert "faulty engine: " in bad[0]["detail"], "the engine's stderr tail is kept"
        statuses = [step["status"] for step in bad[0]["steps"] if not step.get("background")]
        asked = next(i for i, step in enumerate(bad[0]["steps"]) if step["line"] == line) - \
            sum(1 for step in bad[0]["steps"] if step.get("background"))
        assert statuses[asked] == "error" and set(statuses[asked + 1:]) == {"skipped"}, statuses


def test_an_engine_process_a_fault_ended_leaves_no_pipe_open(faulty):
    # the stderr of a process a fault had killed stayed open (its last words are read for the fault's message),
    # through the restart and the close, until the collector came by: 100 such pipes in one test command
    engine = connect("cmd:" + shlex.join(faulty("crash")))
    table = setups.rider_on(setups.empty(), "rider", "horse")
    try:
        with pytest.raises(EngineFault, match=r"exited \(status 3\)") as fault:
            engine.perform("lotow", table, RollThrownRider(fighter="rider"), [4])
        assert "faulty engine: crash on request" in fault.value.detail  # its last words, read after it ended
        crashed = engine.transport.proc
        engine.perform("lotow", table, RollThrownRider(fighter="rider"), [6])  # a new process
        assert engine.restarts_used == 1 and crashed.stderr.closed and crashed.stdout.closed and crashed.stdin.closed
        with pytest.raises(EngineFault, match=r"exited \(status 3\)"):
            engine.perform("lotow", table, RollThrownRider(fighter="rider"), [4])
        last = engine.transport.proc
    finally:
        engine.close()
    assert last.stderr.closed and last.stdout.closed and last.stdin.closed
