"""A ``py:`` engine served over the protocol in a child process of its own.

``python -m oracle.engine.host MODULE:ATTR`` imports the object (a class is instantiated),
then reads one request a line on stdin (polling it for up to ``ORACLE_SPIN_US`` before each
blocking read, as the Python kit does: :mod:`oracle.engine.spin`) and writes the reply of its
``handle_line(line)`` or ``handle(message)`` on stdout.  Run this way, a ``py:`` engine has the guarantees of a
process engine: a timeout, a ``sys.exit()`` or a crash is a fault of that engine recorded
on the scenario, and the run goes on with the engine started afresh.

What the object prints goes to stderr (the protocol keeps stdout to itself); an exception
in ``handle`` is answered ``errored`` with the exception and its traceback on stderr, as an
engine process would report it.  The parent's module search path comes in the
``ORACLE_HOST_PATH`` environment variable (JSON list), so the object is found exactly as
in the oracle's own process.
"""

from __future__ import annotations

import importlib
import inspect
import json
import os
import sys
import traceback
from typing import Any

from oracle.core.ending import process_ends
from oracle.core.errors import SetupError
from oracle.core.pipes import stdout_for_replies
from oracle.core.stack import with_room
from oracle.engine.spin import Spin, read_lines, spin_us

PATH_VARIABLE = "ORACLE_HOST_PATH"


def load(target: str) -> Any:
    """``module:attr`` as an object: a class or factory is called with no argument."""
    module_name, _, attr = target.partition(":")
    if not module_name or not attr:
        raise SetupError(f"a Python engine is named 'py:module:attr', got {target!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise SetupError(f"cannot import {module_name!r} for the engine: {exc}") from None
    except (Exception, SystemExit) as exc:  # the engine's own code failed (or ended the process) as it loaded
        raise SetupError(f"importing {module_name!r} for the engine failed: {_said(exc)}") from None
    obj: Any = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise SetupError(f"{module_name} has no {attr!r}")
        obj = getattr(obj, part)
    if inspect.isclass(obj) or (callable(obj) and not hasattr(obj, "handle") and not hasattr(obj, "perform")):
        try:
            obj = obj()
        except (Exception, SystemExit) as exc:
            raise SetupError(f"making the engine {target} failed: {_said(exc)}") from None
    return obj


def _said(exc: BaseException) -> str:
    """An exception of the engine's code, in one line, with the place in its file that raised it."""
    where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    at = f" ({os.path.basename(where.filename)}:{where.lineno})" if where is not None else ""
    if isinstance(exc, SystemExit):
        return f"it called sys.exit({exc.code!r}){at}"
    return f"{type(exc).__name__}: {' '.join(str(exc).split())}{at}"


def _reply(obj: Any, line: str, target: str) -> str | None:
    method = "handle_line" if hasattr(obj, "handle_line") else "handle"
    try:
        if method == "handle_line":
            reply = obj.handle_line(line)
            if reply is None or isinstance(reply, str):
                return reply
            # written as it came, the host itself failed: "can't concat str to bytes", and no reply at all
            return _errored(line, f"{target}.handle_line returned {type(reply).__name__}, not a line of JSON (str)")
        reply = obj.handle(json.loads(line))
        return None if reply is None else json.dumps(reply, ensure_ascii=False)
    except Exception as exc:
        traceback.print_exc(limit=8, file=sys.stderr)
        return _errored(line, f"{target}.{method} raised {type(exc).__name__}: {exc}".strip())


def _errored(line: str, message: str) -> str:
    """An ``errored`` reply to the request ``line`` (its ``seq``, where it has one)."""
    try:
        seq = json.loads(line).get("seq", 0)
    except (ValueError, AttributeError):
        seq = 0
    return json.dumps({"cmd": "errored", "seq": seq, "context": {"message": message}}, ensure_ascii=False)


def serve(target: str) -> int:
    out = os.fdopen(stdout_for_replies(), "w", encoding="utf-8")  # anything the engine prints goes to stderr
    sys.stdout = sys.stderr
    for entry in reversed(json.loads(os.environ.get(PATH_VARIABLE, "[]"))):
        if entry not in sys.path:
            sys.path.insert(0, entry)
    try:
        obj = load(target)
    except SetupError as exc:
        print(f"error: {exc}", file=sys.stderr, flush=True)
        return 2
    if not hasattr(obj, "handle") and not hasattr(obj, "handle_line"):
        print(f"error: {target} has no handle(message)", file=sys.stderr, flush=True)
        return 2
    try:
        spin = Spin(0, spin_us())
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr, flush=True)
        return 2
    for raw in read_lines(0, spin):
        line = raw.decode("utf-8", "replace").strip()
        if not line:
            continue
        try:
            stop = json.loads(line).get("cmd") == "stop"
        except (ValueError, AttributeError):
            stop = False
        reply = _reply(obj, line, target)
        if reply is None and not stop:
            reply = json.dumps({"cmd": "errored", "seq": json.loads(line).get("seq", 0),
                                "context": {"message": f"{target}.handle gave no reply"}})
        if reply is not None:
            out.write(reply + "\n")
            out.flush()
        if stop:
            break
    return 0


def main() -> None:
    if len(sys.argv) != 2:
        print("usage: python -m oracle.engine.host MODULE:ATTR", file=sys.stderr)
        sys.exit(2)
    sys.exit(with_room(serve, sys.argv[1]))


if __name__ == "__main__":
    try:
        main()
    finally:
        process_ends()  # the process ends here: its heap out of the shutdown's collections
