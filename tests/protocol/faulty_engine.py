"""An engine that behaves like the reference except on one request: a scripted roll of 4.

``python tests/protocol/faulty_engine.py MODE`` where MODE says how it misbehaves on that
request: crash, crash-every (on every perform), hang, garbage, huge (a 50 MB line),
nondeterministic, too-many-dice, too-few-dice, schema-invalid, bad-state, errored.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from oracle.engine import protocol as P  # noqa: E402
from oracle.engine.serve import ReferenceOverProtocol  # noqa: E402


class Faulty(ReferenceOverProtocol):
    NAME = "faulty"

    def __init__(self, mode: str):
        super().__init__()
        self.mode = mode
        self.calls = 0

    def serve(self, stdin=None, stdout=None) -> None:
        stdout = sys.stdout
        for line in sys.stdin:
            message = __import__("json").loads(line)
            if message.get("cmd") == "stop":
                return
            trigger = message.get("cmd") == "perform" and (message.get("dice") == [4] or self.mode == "crash-every")
            reply = self.handle(message)
            if trigger:
                reply = self.misbehave(message, reply)
                if reply is None:
                    continue
            stdout.write(__import__("json").dumps(reply) + "\n")
            stdout.flush()

    def misbehave(self, message, reply):
        mode, seq = self.mode, message["seq"]
        print(f"faulty engine: {mode} on request {seq}", file=sys.stderr, flush=True)
        if mode in ("crash", "crash-every"):
            os._exit(3)
        if mode == "hang":
            time.sleep(3600)
        if mode == "garbage":
            sys.stdout.write("Traceback? no: this is not JSON\n")
            sys.stdout.flush()
            return None
        if mode == "huge":
            sys.stdout.write("x" * (50 * 1024 * 1024) + "\n")
            sys.stdout.flush()
            return None
        if mode == "nondeterministic":
            self.calls += 1
            reply["events"][0]["message"] += f" (call {self.calls})"
            return reply
        if mode == "too-many-dice":
            return P.BadDice(seq=seq, roll=2, die="D6 for a second roll", problem="missing").model_dump()
        if mode == "too-few-dice":
            return {**reply, "dice_used": 0}
        if mode == "schema-invalid":
            return {"cmd": "performed", "seq": seq, "events": "none"}
        if mode == "bad-state":
            return {**reply, "state": {"fighters": "nobody"}}
        if mode == "errored":
            return P.Errored(seq=seq, context={"message": "KeyError: 'horse'"}).model_dump()
        raise SystemExit(f"unknown mode {mode}")


if __name__ == "__main__":
    Faulty(sys.argv[1]).serve()
