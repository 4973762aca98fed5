"""An engine that answers like the reference except on one request: a scripted roll of 4.

``python tests/protocol/faulty_engine.py MODE SOCKET`` where MODE says how it misbehaves on
that request: crash, unterminated (its reply without a newline, then it exits), close-stdout (and run on), hang,
garbage, empty-line, bom (a byte order mark before its reply), indented (its reply over several lines), huge (a 50 MB line), long (a 50 000-byte line, in one write: within one read of the oracle's),
nondeterministic, twice (its reply written twice), latin-1 (its reply not in UTF-8), too-many-dice, too-few-dice, too-many-dice-used,
missing-given (a roll that was scripted said to be missing), impossible-beyond (a roll past the script said to
show an impossible face), schema-invalid, bad-state, same-ids, clause-unknown, clause-of-another-game
(an event's clause), refused-by-no-clause, ruling-unknown, ruling-of-another-game,
reading-unknown, reading-not-asked (the readings it says it consulted), errored, not-finite (in the table),
not-finite-data (in an event's data), not-finite-context (in an error's context), skipped,
refused-blank (a refusal's reason blank), skipped-blank (its reason blank), skipped-not-a-web-address (its url),
coloured (a terminal's colours and a backspace on stderr and in its error);
``again-`` and one of those: only on the copy the determinism check sends again (the first copy is
answered as the reference answers it); ``-every`` after one of those: on every perform and
odds request (crash-every, garbage-every, skipped-every); further arguments are ignored (a marker to find the
process by).

It imports only the standard library and :mod:`oracle.core.pipes` (itself the standard library),
so it starts at once (an engine importing the oracle's games takes about 1 s of CPU first). Its
lines are written with :func:`~oracle.core.pipes.write_all`, whole even when a profiler attached
to the test's processes interrupts a write (Python's buffered stdout then loses part of a long
line). Every reply it gives or spoils is the reference's, asked for on the Unix socket SOCKET,
where the test's process serves it (``tests/served.py``). What is tested is what the oracle does
with the faults, so the faults are written out here as bytes on the wire, not made by the
protocol's models.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time

from oracle.core.pipes import write_all


def misbehave(mode: str, seq: int, reply: dict, calls: int) -> dict | None:
    """The spoilt reply to the triggering request (None: nothing more is written for it)."""
    print(f"faulty engine: {mode} on request {seq}", file=sys.stderr, flush=True)
    mode = mode.removesuffix("-every")
    if mode == "crash":
        os._exit(3)
    if mode == "unterminated":  # its reply without the newline, then it exits
        write_all(1, json.dumps(reply).encode("utf-8"))
        os._exit(0)
    if mode == "close-stdout":
        os.close(1)
        time.sleep(3600)
    if mode == "hang":
        time.sleep(3600)
    if mode == "garbage":
        write_all(1, b"Traceback? no: this is not JSON\n")
        return None
    if mode == "bom":  # its reply after a byte order mark, as .NET's Encoding.UTF8 writes a stream's first text
        write_all(1, b"\xef\xbb\xbf" + json.dumps(reply).encode("utf-8") + b"\n")
        return None
    if mode == "empty-line":  # a bare print() where the reply was due
        write_all(1, b"\n")
        return None
    if mode == "latin-1":  # its reply in Latin-1, not UTF-8: an event's message with an accented letter
        event = {**reply["events"][0], "message": "the rider lands on his feet, déjà"}
        write_all(1, json.dumps({**reply, "events": [event]}, ensure_ascii=False).encode("latin-1") + b"\n")
        return None
    if mode == "twice":  # its reply, then the same reply again
        write_all(1, json.dumps(reply).encode("utf-8") + b"\n")
        return reply
    if mode == "indented":  # one reply over several lines, as json.dumps(indent=...) writes it
        write_all(1, json.dumps(reply, indent=1).encode("utf-8") + b"\n")
        return None
    if mode == "long":
        write_all(1, b"x" * 50_000 + b"\n")
        return None
    if mode == "huge":
        write_all(1, b"x" * (50 * 1024 * 1024) + b"\n")
        return None
    if mode == "nondeterministic":
        reply["events"][0]["message"] += f" (call {calls})"
        return reply
    if mode == "too-many-dice":
        return {"cmd": "bad-dice", "seq": seq, "roll": 2, "die": "D6 for a second roll", "problem": "missing"}
    if mode == "missing-given":  # roll 1 said to have no result, though the request scripted one
        return {"cmd": "bad-dice", "seq": seq, "roll": 1, "die": "D6", "problem": "missing"}
    if mode == "impossible-beyond":  # roll 2 said to show a face the die lacks, though only one was scripted
        return {"cmd": "bad-dice", "seq": seq, "roll": 2, "die": "D6", "problem": "impossible"}
    if mode == "too-few-dice":
        return {**reply, "dice_used": 0}
    if mode == "too-many-dice-used":  # a valid reply, but more dice said used than the request scripted
        return {**reply, "dice_used": 5}
    if mode == "schema-invalid":
        return {"cmd": "performed", "seq": seq, "events": "none"}
    if mode == "bad-state":
        return {**reply, "state": {"fighters": "nobody"}}
    if mode == "same-ids":  # a table its model refuses as a whole: two fighters of one id
        state = reply["state"]
        return {**reply, "state": {**state, "fighters": state["fighters"] * 2}}
    if mode == "clause-unknown":  # an event naming a clause the catalogue does not have
        return {**reply, "events": [*reply["events"], {"clause": "lotow.mounted.thrown-rider.7", "message": "x"}]}
    if mode == "clause-of-another-game":  # an event naming another game's clause
        return {**reply, "events": [*reply["events"], {"clause": "ww2.dash.full-speed", "message": "x"}]}
    if mode == "refused-by-no-clause":  # a refusal naming a clause the catalogue does not have
        return {"cmd": "refused", "seq": seq, "clause": "lotow.mounted.thrown-rider.7", "reason": "no"}
    if mode == "ruling-unknown":  # the readings it says it consulted: a ruling the catalogue does not have
        return {**reply, "rulings": {"lotow.mounted.no-such-ruling": "yes"}}
    if mode == "ruling-of-another-game":
        return {**reply, "rulings": {"gurps.flying.dive-bonus": "that-turn"}}
    if mode == "reading-unknown":  # a reading the ruling does not have
        return {**reply, "rulings": {"lotow.mounted.passengers.rider-thrown": "passenger-flies"}}
    if mode == "reading-not-asked":  # another reading than the request's (which left the ruling at its default)
        return {**reply, "rulings": {"lotow.mounted.passengers.rider-thrown": "passenger-stays"}}
    if mode == "skipped":
        return {"cmd": "skipped", "seq": seq, "reason": "not implemented yet"}
    if mode == "refused-blank":  # a refusal by a real clause, with no word why
        return {"cmd": "refused", "seq": seq, "clause": "lotow.mounted.thrown-rider.1", "reason": "  "}
    if mode == "skipped-blank":  # no word of what is not implemented
        return {"cmd": "skipped", "seq": seq, "reason": " "}
    if mode == "skipped-not-a-web-address":  # a 'tracked' link the compliance matrix would make of a script
        return {"cmd": "skipped", "seq": seq, "reason": "not implemented yet", "url": "javascript:alert(1)"}
    if mode == "errored":
        return {"cmd": "errored", "seq": seq, "context": {"message": "KeyError: 'horse'"}}
    if mode == "coloured":
        print("\x1b[31mERROR\x1b[0m the horse\x08s table", file=sys.stderr, flush=True)
        return {"cmd": "errored", "seq": seq, "context": {"message": "\x1b[1mKeyError\x1b[0m: 'horse'"}}
    if mode == "not-finite":  # what Python's json writes for a float that is no number: NaN, Infinity
        state = reply["state"]
        return {**reply, "state": {**state, "mounts": [{**state["mounts"][0], "move": float("inf")}]}}
    if mode == "not-finite-data":  # the same in what the protocol leaves free: an event's data
        return {**reply, "events": [{**reply["events"][0], "data": {"roll": float("nan")}}]}
    if mode == "not-finite-context":  # and the context of an error
        return {"cmd": "errored", "seq": seq, "context": {"message": "ValueError: no distance",
                                                          "state": {"move": float("nan")}}}
    raise SystemExit(f"unknown mode {mode}")


def serve(mode: str, address: str) -> None:
    reference = socket.socket(socket.AF_UNIX)
    reference.connect(address)
    answers = reference.makefile("rb")
    calls = 0
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("cmd") == "stop":
            return
        reference.sendall(line.rstrip(b"\n") + b"\n")
        reply = json.loads(answers.readline())
        if message.get("cmd") == "start":
            reply["engine"]["name"] = "faulty"
        elif (message.get("cmd") == "perform" and message.get("dice") == [4]
              or message.get("cmd") in ("perform", "odds") and mode.endswith("-every")):
            calls += 1
            again = mode.startswith("again-")
            if not again or calls % 2 == 0:  # again-: the copy sent again, every other one
                reply = misbehave(mode.removeprefix("again-"), message["seq"], reply, calls)
                if reply is None:
                    continue
        write_all(1, json.dumps(reply).encode("utf-8") + b"\n")


if __name__ == "__main__":
    serve(sys.argv[1], sys.argv[2])
