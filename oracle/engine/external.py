"""Engines that speak the protocol (:mod:`oracle.engine.protocol`): a process or a Python object.

:class:`ProtocolEngine` is the engine port over a *transport* that carries one line of
JSON out and one back.  :class:`ProcessTransport` runs a persistent process and guards
against it; :class:`InProcessTransport` calls an object's ``handle(message) -> reply``.

What the port does for every request, whatever the transport:

* skips (:class:`~oracle.engine.port.EngineSkip`) a ruleset or action the handshake did
  not list, and exact odds from an engine without the ``odds`` capability;
* validates the reply against the protocol models and the ruleset's state model;
* holds the engine to the scripted dice: a ``bad-dice`` reply, or ``dice_used`` short of
  the dice given, is a :class:`~oracle.core.errors.DiceError` naming the roll, the die
  and the values (the scenario fails);
* sends a scripted request twice and compares the replies (``check_determinism``); with
  ``defer_check`` set, the caller goes on with the first reply and the second is read and
  compared later (:meth:`ProtocolEngine.settle`), at the latest before the next request is
  written;
* turns every fault (no reply within ``timeout`` seconds, the process gone, a line that
  is not JSON, a line longer than ``max_line`` bytes, a reply against the schema, two
  different replies) into an :class:`~oracle.engine.port.EngineFault` carrying the
  stderr tail of the process that misbehaved; after a timeout, a death or garbage the
  process is killed and started afresh for the next request, at most ``restarts`` times
  in a run.

A process engine runs in a session (process group) of its own: killing it kills whatever
it started too (a wrapper such as ``sh -c``, a child it forked), and a Ctrl-C at the
terminal reaches the oracle only, which then stops the engine itself.  A ``py:`` engine
with ``handle(message)`` runs the same way, in a child process (:mod:`oracle.engine.host`),
so that a hang, a ``sys.exit()`` or a crash in it is a fault of that engine, never the
end of the oracle.
"""

from __future__ import annotations

import atexit
import importlib
import inspect
import json
import math
import os
import select
import shlex
import subprocess
import sys
import time
import traceback
from collections import deque
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, Mapping, Sequence

import yaml
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError
from pydantic_core import PydanticCustomError

from oracle.catalogue.load import catalogue
from oracle.core import yamlfile
from oracle.core.blas import users_environment
from oracle.core.errors import DiceError, MissingDice, RuleViolation, SetupError, suggest
from oracle.core.lifetime import ending_with_this_process, exit_code, has_ended, kill_group, wait_ended
from oracle.core.numbers import Number, Whole
from oracle.core.pipes import write_all
from oracle.core.resolve import Distribution
from oracle.core.state import field_errors
from oracle.core.trace import Event
from oracle.engine import protocol as P
from oracle.engine.host import PATH_VARIABLE as HOST_PATH_VARIABLE, load as load_object
from oracle.engine.port import EngineDown, EngineErrored, EngineFault, EngineSkip, Odds, Performed, Refused
from oracle.engine.ruleset import Action, action_payload, ruleset as get_ruleset
from oracle.engine.spin import Spin, spin_us

DEFAULT_MAX_LINE = 8 * 1024 * 1024
PIPELINE = 16
"""Requests :meth:`ProtocolEngine.perform_many` keeps in the engine's stdin at most ..."""
PIPELINE_BYTES = 48 * 1024
"""... and bytes of them: under a pipe's 64 KiB, so that writing a request never blocks while
the engine waits for its replies to be read."""
BATCH = 8
"""Requests a :class:`Pipeline` writes at once (one wake-up of the engine for all of them)."""
READ_SIZE = 1 << 16
"""Bytes asked of the engine's stdout a read: a pipe holds 64 KiB, and asking for more only
makes every read allocate (and give back) a buffer that large, which costs more than the
round trip of a small reply."""
STDERR_TAIL = 2000
_READABLE = select.POLLIN | select.POLLHUP | select.POLLERR


_NO_EXIT = "no exit yet"
"""What :meth:`ProcessTransport._exit_code` says of an engine still running a second after its pipe closed."""


class _Broken(Exception):
    """The transport failed; ``kill`` says whether the process must be restarted."""

    def __init__(self, message: str, kill: bool = True):
        self.kill = kill
        super().__init__(message)


# --- transports -----------------------------------------------------------------------


_RUNNING: "dict[ProcessTransport, None]" = {}
"""Engine processes this process started and has not killed (held here until then: a transport
dropped unclosed, its process still running, must still be found). An engine runs in a session
of its own (a Ctrl-C at the terminal is the oracle's to handle, not the engine's), so nothing
would stop one that the oracle leaves behind: :func:`_kill_engines_left` kills them as this
process exits, however it exits through Python (an error, ``sys.exit``, a Ctrl-C or a
``SIGTERM`` taken as one during a handshake)."""


@atexit.register
def _kill_engines_left() -> None:
    for transport in list(_RUNNING):
        transport.kill()


def _spaced_path_hint(argv: Sequence[str], cwd: str | None, exc: OSError) -> str:
    """Where a program was not found because its path holds a space the command left unquoted (a command
    line is split into words as a shell splits it: ``cmd:/home/me/My Engines/engine`` runs ``/home/me/My``),
    what to write instead; else nothing. The words are joined again until they name a file."""
    if not isinstance(exc, FileNotFoundError) or (cwd is not None and not os.path.isdir(cwd)):
        return ""
    for k in range(2, len(argv) + 1):
        path = " ".join(argv[:k])
        if os.path.isfile(os.path.join(cwd or "", path)):
            return (f"; {path!r} is a file: a path that holds spaces is quoted, as a shell would read it: "
                    f"{shlex.join([path, *argv[k:]])}")
    return ""


def _start_hint(argv: Sequence[str], cwd: str | None, exc: OSError) -> str:
    """Why a program that is there could not be started, where the system's own words mislead: a folder
    or a file without the permission to run it ("Permission denied"), a script whose ``#!`` line names an
    interpreter that is not there, or a file in the engine's folder named without a ``/``, which is looked
    for on ``PATH`` (both "No such file or directory"); else nothing."""
    if cwd is not None and not os.path.isdir(cwd):
        return ""
    program = argv[0]
    path = os.path.join(cwd or "", program)
    if "/" not in program:
        if isinstance(exc, FileNotFoundError) and os.path.isfile(path):
            return (f"; {program!r} is a file in the engine's folder, but a command without a '/' is looked for on "
                    f"PATH: write {shlex.join(['./' + program, *argv[1:]])}")
        return ""
    if os.path.isdir(path):
        return f"; {program!r} is a folder, not a program"
    if not os.path.isfile(path):
        return ""
    if isinstance(exc, PermissionError) and not os.access(path, os.X_OK):
        return (f"; {program!r} is a file that is not executable: make it so (chmod +x {shlex.quote(program)}) "
                "or name the program that runs it first (its interpreter)")
    if isinstance(exc, FileNotFoundError):
        try:
            with open(path, "rb") as file:
                first = file.readline(200)
        except OSError:
            return ""
        if first.startswith(b"#!"):
            return (f"; {program!r} is there, but the interpreter its first line names is not: "
                    f"{first.rstrip().decode('utf-8', 'replace')}")
    return ""


class ProcessTransport:
    """A persistent child process: requests on its stdin, replies on its stdout, stderr kept.

    Waiting for a reply, it polls the engine's stdout without blocking for up to a bound before
    it blocks (:mod:`oracle.engine.spin`, ``ORACLE_SPIN_US``): a process blocked in a read on an
    idle core is woken slowly.  The timeout and the faults are the same either way."""

    def __init__(self, argv: Sequence[str], cwd: str | None = None, env: Mapping[str, str] | None = None,
                 max_line: int = DEFAULT_MAX_LINE, label: str | None = None):
        self.argv = list(argv)
        self.label = label
        self.cwd = cwd
        self.env = users_environment({**os.environ, **(env or {})}, env)
        self.max_line = max_line
        try:
            self.spin_us = spin_us(self.env)  # the engine inherits the same bound
        except ValueError as exc:
            raise SetupError(str(exc)) from None
        self.proc: subprocess.Popen | None = None
        self._stderr: deque[str] = deque()
        self._stderr_len = 0

    def describe(self) -> str:
        return self.label or shlex.join(self.argv)

    def start(self) -> None:
        self._let_go_of_stderr()  # the process before, if any: its last words were asked for when it failed
        self._stderr = deque()  # each process keeps its own last words
        self._stderr_len = 0
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, cwd=self.cwd, env=self.env, bufsize=0,
                                         start_new_session=True, preexec_fn=ending_with_this_process())
        except OSError as exc:
            hint = _spaced_path_hint(self.argv, self.cwd, exc) or _start_hint(self.argv, self.cwd, exc)
            raise _Broken(f"cannot start {self.describe()}: {exc.strerror or exc}{hint}") from None
        _RUNNING[self] = None
        self._buf = bytearray()
        self._fd = self.proc.stdout.fileno()
        self._err = self.proc.stderr.fileno()
        self._err_open = True
        self._poller = select.poll()  # one system call a wait, no selector objects built for it
        self._poller.register(self._fd, _READABLE)
        self._poller.register(self._err, _READABLE)
        self._spin = Spin(self._fd, self.spin_us)

    def _read_stderr(self) -> None:
        """Keep what the engine wrote on stderr (called whenever it is readable)."""
        chunk = os.read(self._err, 1 << 16)
        if not chunk:
            self._err_open = False
            try:
                self._poller.unregister(self._err)
            except (KeyError, ValueError, RuntimeError):
                pass
            return
        text = chunk.decode("utf-8", "replace")
        self._stderr.append(text)
        self._stderr_len += len(text)
        while self._stderr_len > 4 * STDERR_TAIL and len(self._stderr) > 1:
            self._stderr_len -= len(self._stderr.popleft())

    def stderr_tail(self) -> str:
        """The last words on stderr, including any still in the pipe."""
        if self.proc is not None:
            try:
                while self._err_open and select.select([self._err], [], [], 0.01)[0]:
                    self._read_stderr()
            except (OSError, ValueError):
                pass
        return "".join(self._stderr)[-STDERR_TAIL:].strip()

    def alive(self) -> bool:
        return self.proc is not None and not has_ended(self.proc)  # left unreaped for kill()

    def send(self, line: str | bytes) -> None:
        try:  # every byte: a write cut short by a signal would leave the engine half a request
            write_all(self.proc.stdin.fileno(), (line if isinstance(line, bytes) else line.encode("utf-8")) + b"\n")
        except (BrokenPipeError, OSError, ValueError):
            code = self._exit_code()
            raise _Broken("the engine closed its stdin (still running)" if code == _NO_EXIT
                          else f"the engine closed its stdin (it exited with {code})") from None

    def _exit_code(self) -> str:
        if not wait_ended(self.proc, 1):  # left unreaped for kill()
            return _NO_EXIT
        code = exit_code(self.proc)
        return f"status {code}" if code >= 0 else f"signal {-code}"

    def receive(self, timeout: float) -> str:
        return self.receive_bytes(timeout).decode("utf-8", "replace")

    def receive_bytes(self, timeout: float) -> bytes:
        """The next reply line as the engine wrote it (pydantic reads JSON from UTF-8 bytes several
        times faster than from a str)."""
        deadline = time.monotonic() + timeout
        discarding = 0
        while True:
            nl = self._buf.find(b"\n")
            if nl >= 0:
                size = discarding + nl  # a line that came whole in one read is measured too
                if size > self.max_line:
                    del self._buf[: nl + 1]
                    raise _Broken(f"the engine's reply was {size} bytes long, over the limit of {self.max_line}",
                                  kill=False)
                line = bytes(self._buf[:nl])
                del self._buf[: nl + 1]
                return line
            if len(self._buf) > self.max_line:
                discarding += len(self._buf)
                self._buf.clear()
            if not self._spin.ready():  # nothing within the spin: block (stderr heard, the timeout kept)
                left = deadline - time.monotonic()
                if left <= 0:
                    what = f" (it had sent {discarding + len(self._buf)} bytes without a newline)" if discarding or self._buf else ""
                    raise _Broken(f"no reply within {timeout:g} s{what}")
                ready = [fd for fd, _ in self._poller.poll(math.ceil(left * 1000))]
                if self._err in ready:
                    self._read_stderr()
                if self._fd not in ready:
                    continue
            chunk = os.read(self._fd, READ_SIZE)
            if not chunk:  # its stdout closed: it exited, or closed the stream and runs on
                code = self._exit_code()
                # a reply written without its newline is no reply, but it is what the engine wrote
                what = (f" (it had sent {discarding + len(self._buf)} bytes without a newline: "
                        f"{_clip(bytes(self._buf).decode('utf-8', 'replace'), 150)})" if discarding or self._buf else "")
                raise _Broken(("the engine closed its stdout (still running) without replying" if code == _NO_EXIT
                               else f"the engine exited ({code}) without replying") + what)
            self._buf += chunk

    def request(self, line: str | bytes, timeout: float) -> str:
        self.send(line)
        return self.receive(timeout)

    def stop(self, grace: float = 2.0) -> None:
        if self.proc is None:
            return
        if not has_ended(self.proc):
            try:
                self.send(P.dump(P.Stop()))
                self.proc.stdin.close()
                wait_ended(self.proc, grace)  # left unreaped for kill()
            except Exception:
                pass
        self.release()

    def release(self) -> None:
        """The end of this transport's process, whatever state it is in: killed if it runs, and its pipes closed,
        stderr too, whose last words are no longer asked for."""
        self.kill()
        self._let_go_of_stderr()

    def _let_go_of_stderr(self) -> None:
        """Close the stderr pipe of the process, killed by now, once its last words are no longer asked for: on a
        restart and at the stop. :meth:`kill` leaves it open for :meth:`stderr_tail` (a fault is told with them),
        and a pipe left to the collector stays open until it runs (100 such in one test command). Its number is
        forgotten with it (``_err_open``): read again, it could be another file's by then."""
        if self.proc is None or self.proc.stderr is None:
            return
        self._err_open = False
        try:
            self.proc.stderr.close()
        except OSError:
            pass

    def kill(self) -> None:
        """Kill the engine and everything in its process group (what a wrapper started too)."""
        if self.proc is None:
            return
        _RUNNING.pop(self, None)
        kill_group(self.proc)  # the group outlives its leader while a member lives
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except Exception:
                pass


class InProcessTransport:
    """A Python object with ``handle(message: dict) -> dict``, called in this process.

    Messages still go through JSON both ways, so the object sees exactly what a process
    would.  There is no timeout (the call cannot be interrupted); an exception is a fault.
    """

    def __init__(self, obj: Any, label: str):
        self.obj = obj
        self.label = label
        self._tail = ""
        self._replies: deque[str | None] = deque()

    def describe(self) -> str:
        return self.label

    def start(self) -> None:
        pass

    def alive(self) -> bool:
        return True

    def stderr_tail(self) -> str:
        return self._tail

    def request(self, line: str, timeout: float) -> str:
        self.send(line)
        return self.receive(timeout)

    def send(self, line: str | bytes) -> None:
        """One request, or several on lines of their own (a JSON line holds no raw newline)."""
        lines = line.split(b"\n" if isinstance(line, bytes) else "\n")
        for one in lines:
            self._send_one(one)

    def _send_one(self, line: str | bytes) -> None:
        try:
            if hasattr(self.obj, "handle_line"):
                reply = self.obj.handle_line(line)
            else:
                reply = self.obj.handle(json.loads(line))
                reply = None if reply is None else json.dumps(reply, ensure_ascii=False)
        except Exception:
            self._tail = traceback.format_exc(limit=8)[-STDERR_TAIL:]
            raise _Broken(f"{self.label}.handle raised {traceback.format_exc(limit=0).strip().splitlines()[-1]}",
                          kill=False) from None
        if reply is not None:
            self._replies.append(reply)

    def receive(self, timeout: float) -> str:
        reply = self._replies.popleft() if self._replies else None
        if reply is None:
            raise _Broken(f"{self.label} gave no reply", kill=False)
        return reply

    def kill(self) -> None:
        self._replies.clear()

    def release(self) -> None:
        self.kill()

    def stop(self, grace: float = 0) -> None:
        try:
            self.send(P.dump(P.Stop()))
        except Exception:
            pass


# --- the port over a transport ------------------------------------------------------------


@dataclass
class Settings:
    timeout: float = 10.0
    start_timeout: float = 30.0
    restarts: int = 3
    check_determinism: bool = True


class ProtocolEngine:
    """The engine port over the protocol (see the module docstring).

    The process is started and sent ``start`` at once, but its handshake is read only when
    first needed, so that the engine starts up while behave loads the steps and features.
    """

    validates_tables = True
    """Every table an engine returns is checked against the ruleset's table model on arrival."""

    defer_check = False
    """With the determinism check on, whether the reply to the request sent again is read and
    compared only when the caller asks (:meth:`settle`), or before the next request is written,
    whichever comes first: the caller goes on with the first reply while the engine resolves the
    request again.  A divergence, a crash, a timeout or garbage on that reply is the same
    :class:`EngineFault`, raised by :meth:`settle` (or by the next request) instead of by the
    request that asked.  A scenario run sets it and settles before it records each result."""

    def __init__(self, transport: Any, settings: Settings | None = None):
        self.transport = transport
        self.settings = settings or Settings()
        self.restarts_used = 0
        self.faults = 0
        self._seq = 0
        self._answered = -1  # the highest seq a reply has answered (a reply answers one request, in order)
        self._owed: tuple | None = None  # the check still owed: (first line, its reply, request again, what, replies)
        self._running = False
        self._awaiting = False
        self._last_fault = ""
        self._info: P.Started | None = None
        self.handshake_wait = 0.0  # seconds spent waiting for the engine to boot
        self._launch()

    @property
    def info(self) -> P.Started:
        """The engine's handshake (waits for it if need be).  An engine whose handshake failed is
        started again (within ``restarts``); when it cannot be, this is an :class:`EngineFault`."""
        self._complete_handshake()
        if self._info is None:
            self._ensure_running()
        return self._info

    @property
    def label(self) -> str:
        """The engine's own name once it has answered the handshake, else how it was configured
        (the command line, the ``py:`` target or the config file)."""
        return self.name if self._info is not None else self.transport.describe()

    @property
    def name(self) -> str:
        info = self.info
        return info.engine.name + (f" {info.engine.version}" if info.engine.version else "")

    def _label(self) -> str:
        return self.label

    # --- lifecycle ----------------------------------------------------------------
    def _launch(self) -> None:
        try:
            self.transport.start()
        except _Broken as exc:
            self.transport.kill()
            raise self._fault(f"the engine did not start: {exc}") from None
        try:
            self.transport.send(P.dump(P.Start()))
        except _Broken as exc:
            if self.transport.alive():  # it closed its stdin and runs on: nothing will come, say so now
                self.transport.kill()
                raise self._fault(f"the engine did not start: {exc}") from None
            # it ended before it read its start (``echo hello``): what it wrote on stdout, read as its
            # handshake, says more than the closed pipe, which came first or not as the processes ran
        self._awaiting = True

    def _complete_handshake(self) -> None:
        if not self._awaiting:
            return
        self._awaiting = False
        waited = time.perf_counter()
        try:
            line = self.transport.receive(self.settings.start_timeout)
            self.handshake_wait += time.perf_counter() - waited
            started = P.STARTED.validate_json(line)
        except _Broken as exc:
            self.transport.kill()
            raise self._fault(f"the engine did not start: {exc}") from None
        except ValidationError as exc:
            self.transport.kill()
            try:
                said = json.loads(line)
            except ValueError:  # not JSON at all: most often the engine printing on stdout
                if line.startswith(BOM):
                    raise self._fault(f"the engine's first line {_BOM_SAID}; the line: {_clip(line[1:])}") from None
                raise self._fault(f"the engine's first line is not JSON, where its 'started' handshake was due: "
                                  f"{_shown(line)} ("
                                  + (_SEVERAL_LINES if _opens_several_lines(line) else
                                     "an engine writes only protocol lines on stdout; what it prints for people goes "
                                     "to stderr") + ")") from None
            if isinstance(said, dict) and said.get("cmd") == "errored":  # its own account of why it cannot start
                raise self._fault(f"the engine reported an error instead of its 'started' handshake: "
                                  f"{_clip(json.dumps(said.get('context'), ensure_ascii=False), 600)}") from None
            raise self._fault(f"the engine's handshake is not a valid 'started' message: {_errors(exc)}") from None
        if started.protocol != P.PROTOCOL_VERSION:
            self.transport.kill()
            raise self._fault(f"the engine speaks protocol {started.protocol}, the oracle {P.PROTOCOL_VERSION}")
        if self._info is None:
            self._info = started
        self._running = True

    def _start(self) -> None:
        self._launch()
        self._complete_handshake()

    def _ensure_running(self) -> None:
        if self._owed is not None:  # its reply comes before the next request's
            self.settle()
        if self._awaiting:
            self._complete_handshake()
        if self._running and self.transport.alive():
            return
        if self._running:  # died between requests
            self._running = False
            self._last_fault = "the engine exited between requests"
        if self.restarts_used >= self.settings.restarts:
            # no stderr here: the process that wrote it is gone, and its tail went with its own fault
            raise EngineDown(f"{self._label()} is down and was not restarted again "
                              f"(restarted {self.restarts_used} time(s) already; last fault: {self._last_fault})")
        self.restarts_used += 1
        self._start()

    def _fault(self, message: str) -> EngineFault:
        self.faults += 1
        self._last_fault = message
        return EngineFault(message, self.transport.stderr_tail())

    def close(self) -> None:
        # a check still owed is dropped with the process: a caller that defers the check settles
        # it before it reports the answer (a scenario run: before it records the scenario)
        self._owed = None
        if self._running or self._awaiting:
            self.transport.stop()
        else:  # a process a fault ended: its stderr was kept open for the fault's message until now
            self.transport.release()
        self._running = self._awaiting = False

    @property
    def owes(self) -> bool:
        """Whether the reply to a request sent again is still to be read and compared (:attr:`defer_check`)."""
        return self._owed is not None

    def settle(self) -> None:
        """Read and compare the reply owed to the last request sent again (nothing if none is owed):
        raises the :class:`EngineFault` the request itself raises without :attr:`defer_check`."""
        owed, self._owed = self._owed, None
        if owed is not None:
            self._check_again(*owed)

    # --- one exchange ---------------------------------------------------------------
    def _exchange(self, request: P.Message | dict, what: str) -> P.Message:
        self._ensure_running()
        self._send(request, what)
        return self._receive(request, what)

    def _send(self, request: P.Message | dict | bytes, what: str) -> None:
        try:
            self.transport.send(request if isinstance(request, bytes) else P.encode(request))
        except _Broken as exc:
            self._broken()  # replies to requests already sent would be out of step
            raise self._fault(f"{what}: {exc}") from None

    def _broken(self, kill: bool = True) -> None:
        if kill:
            self.transport.kill()
            self._running = False
            self._owed = None  # its reply went with the process

    def _receive(self, request: P.Message | dict, what: str, *, more_pending: bool = False,
                 replies=P.REPLY) -> P.Message:
        """One reply; with ``more_pending`` (another request already sent) any fault kills the
        process, since the stream could no longer be kept in step.  ``replies`` reads it (a
        ruleset's typed replies read its table straight into the table model)."""
        return self._read_reply(self._receive_line(what, more_pending), request, what, more_pending=more_pending,
                                replies=replies)

    def _receive_line(self, what: str, more_pending: bool = False) -> str | bytes:
        receive = getattr(self.transport, "receive_bytes", None) or self.transport.receive
        try:
            return receive(self.settings.timeout)
        except _Broken as exc:
            self._broken(exc.kill or more_pending)
            raise self._fault(f"{what}: {exc}") from None

    def _read_reply(self, line: str | bytes, request: P.Message | dict, what: str, *, more_pending: bool = False,
                    replies=P.REPLY) -> P.Message:
        try:
            reply = replies.validate_json(line)
        except ValidationError as exc:
            if isinstance(line, bytes):  # read as text, bytes that are not UTF-8 shown replaced
                try:
                    text = line.decode("utf-8")
                except UnicodeDecodeError as bad:
                    text = line.decode("utf-8", "replace")
                    if _is_json(text):  # a reply, but not in UTF-8: read with the bytes replaced, its words would change
                        self._broken(more_pending)
                        raise self._fault(f"{what}: the engine's reply is not UTF-8: byte {bad.start} is "
                                          f"0x{line[bad.start]:02x} (a protocol line is JSON in UTF-8); "
                                          f"reply: {_clip(text)}") from None
                return self._read_reply(text, request, what, more_pending=more_pending, replies=replies)
            if replies is P.REPLY:
                self._unfit(line, exc, what, more_pending)
            try:  # read again as any reply: a table that does not fit is named as such by _state
                reply = P.REPLY.validate_json(line)
            except ValidationError as generic:
                self._unfit(line, generic, what, more_pending)
        seq = _seq_of(request)
        if reply.seq != seq:
            self._broken()
            if 0 <= reply.seq <= self._answered:  # a request already answered: this is its reply again
                raise self._fault(f"{what}: the engine replied a second time to request {reply.seq}, where the "
                                  f"reply to request {seq} was due (each request gets one reply)")
            raise self._fault(f"{what}: the reply answers request {reply.seq}, not {seq}")
        if seq > self._answered:
            self._answered = seq
        return reply

    def _unfit(self, line: str, exc: ValidationError, what: str, more_pending: bool):
        try:
            json.loads(line)
        except ValueError:
            self._broken()
            if line.startswith(BOM):
                raise self._fault(f"{what}: the engine's reply {_BOM_SAID}; the reply: {_clip(line[1:])}") from None
            raise self._fault(f"{what}: the engine's reply is not JSON: {_shown(line)}"
                              + (f" ({_SEVERAL_LINES})" if _opens_several_lines(line) else "")) from None
        self._broken(more_pending)
        raise self._fault(f"{what}: the engine's reply does not fit the protocol schema: {_errors(exc)}; "
                          f"reply: {_clip(line)}") from None

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _ask(self, make, what: str, twice: bool, replies=P.REPLY) -> P.Message:
        if not twice:
            self._ensure_running()
            request = make(self._next_seq())
            self._send(request, what)
            return self._receive(request, what, replies=replies)
        # the same request twice, the second sent with the first (one write, one wake-up of the
        # engine), before the first reply is read (pipelined)
        self._ensure_running()
        first, second = make(self._next_seq()), make(self._next_seq())
        self._send(_twice(first, second), what)
        line = self._receive_line(what, more_pending=True)
        reply = self._read_reply(line, first, what, more_pending=True, replies=replies)
        if self.defer_check:  # read when the caller settles, or before the next request
            self._owed = (line, reply, second, what, replies)
            return reply
        self._check_again(line, reply, second, what, replies)
        return reply

    def _check_again(self, line: str | bytes, reply: P.Message, second: dict, what: str, replies) -> None:
        """The reply to ``second``, the request sent again, read and compared with ``reply`` (read
        from ``line``): a fault if it is missing, unreadable or says something else."""
        line_again = self._receive_line(what + " (sent again)")
        if _same_but_seq(line, reply.seq, line_again, _seq_of(second)):
            return  # the same reply, word for word: read once
        again = self._read_reply(line_again, second, what + " (sent again)", replies=replies)
        if _without_seq(reply) != _without_seq(again):
            a, b = _comparable(reply), _comparable(again)
            where, x, y = _first_difference(a, b)
            raise self._fault(f"{what}: the engine gave two different replies to the same request; "
                              f"first difference at {where}: {_clip(json.dumps(x, ensure_ascii=False), 150)} "
                              f"then {_clip(json.dumps(y, ensure_ascii=False), 150)}")

    # --- support ------------------------------------------------------------------------
    def supports(self, ruleset_id: str, action_name: str | None = None) -> bool:
        rs = self.info.rulesets.get(ruleset_id)
        return rs is not None and (action_name is None or action_name in rs.actions)

    def _check_support(self, ruleset_id: str, actions: Sequence[Action], rulings: Mapping[str, str] | None) -> None:
        if not self.supports(ruleset_id):
            raise EngineSkip(f"{self.name} does not support the {ruleset_id} ruleset")
        for action in actions:
            if not self.supports(ruleset_id, action.name):
                raise EngineSkip(f"{self.name} does not support the {ruleset_id} action {action.name!r}")
        if rulings:
            known = set(self.info.capabilities.rulings)
            cat = catalogue()
            for rid, alt in rulings.items():
                ruling = cat.rulings.get(rid)
                if rid not in known and ruling is not None and alt != ruling.default:
                    raise EngineSkip(f"{self.name} follows only the default reading of ruling {rid} "
                                     f"({ruling.default}), not {alt!r}")

    # --- the port ----------------------------------------------------------------------
    def perform(self, ruleset_id: str, state: Any, action: Action, dice: Sequence[int] | None, *,
                rulings: Mapping[str, str] | None = None, where: str = "the scripted dice") -> Performed:
        self._check_support(ruleset_id, [action], rulings)
        rs = get_ruleset(ruleset_id)
        own = dice is None
        if own and not self.info.capabilities.own_dice:
            raise EngineSkip(f"{self.name} does not roll its own dice")
        dice = None if own else list(dice)
        # written as it is: the table is a valid model already, the rest plain values
        payload = dict(ruleset=ruleset_id, state=state, action=action_payload(action), dice=dice,
                       rulings=dict(rulings or {}))
        what = f"{action.name} on {where}"
        reply = self._ask(lambda seq: {"cmd": "perform", "seq": seq, **payload}, what,
                          twice=self.settings.check_determinism and not own, replies=P.typed_replies(rs.state_model))
        return self._performed(rs, reply, dice, what, where, payload["rulings"])

    def _performed(self, rs, reply: P.Message, dice: list[int] | None, what: str, where: str,
                   asked: Mapping[str, str]) -> Performed:
        """What a reply to ``perform`` says (raises what ``perform`` raises); ``asked``: the readings the
        request chose."""
        own = dice is None
        if isinstance(reply, P.Performed):
            if not own and reply.dice_used != len(dice):
                if reply.dice_used > len(dice):
                    raise self._fault(f"{what}: the engine says it used {reply.dice_used} dice, "
                                      f"but only {len(dice)} were scripted")
                left = ", ".join(map(str, dice[reply.dice_used:]))
                raise DiceError(f"{where}: {len(dice) - reply.dice_used} scripted result(s) left unused ({left}); "
                                f"the engine {self.name} rolled {reply.dice_used} time(s)")
            return Performed(self._state(rs, reply.state, what), self._cited(rs.id, reply.events, what),
                             self._consulted(rs.id, reply.rulings, asked, what))
        if isinstance(reply, P.BadDice) and not own:
            given = ", ".join(map(str, dice)) or "none"
            # a reply that the request itself gainsays: taken at its word, it blamed the scenario's dice
            if reply.problem == "missing" and reply.roll <= len(dice):
                raise self._fault(f"{what}: the engine says roll {reply.roll}, a {reply.die}, had no scripted result, "
                                  f"but {len(dice)} result(s) were scripted ({given}): roll {reply.roll} is "
                                  f"{dice[reply.roll - 1]!r}")
            if reply.problem == "impossible" and reply.roll > len(dice):
                raise self._fault(f"{what}: the engine says the scripted result of roll {reply.roll}, a {reply.die}, "
                                  f"is not a face that die can show, but only {len(dice)} result(s) were scripted "
                                  f"({given}): there is no roll {reply.roll}")
            if reply.problem == "missing":
                raise MissingDice(f"{where}: the rules call for roll {reply.roll}, a {reply.die}, but only "
                                f"{len(dice)} result(s) were scripted ({given}) (engine {self.name})")
            raise DiceError(f"{where}: scripted result {dice[reply.roll - 1]!r} for roll {reply.roll}, a {reply.die}, "
                            f"is not a face that die can show (engine {self.name})")
        return self._common(reply, what, rs.id, asked)

    def perform_many(self, ruleset_id: str, items: Sequence[tuple[Any, Action, Sequence[int]]], *,
                     where: str = "the scripted dice") -> list[Performed | Exception]:
        """Each ``(table, action, dice)`` performed as :meth:`perform` would (default readings, each
        request sent once), with the requests pipelined (:meth:`pipeline`).  Gives, per item, the
        :class:`Performed` or the exception ``perform`` raises."""
        pipe = self.pipeline(ruleset_id, where=where)
        for state, action, dice in items:
            pipe.submit(state, action, dice)
        return pipe.results()

    def pipeline(self, ruleset_id: str, *, where: str = "the scripted dice", restart: bool = True) -> "Pipeline":
        """Requests sent as they are submitted, answered while the caller prepares the next
        (see :class:`Pipeline`; ``restart`` False: the first fault ends it)."""
        return Pipeline(self, ruleset_id, where, restart)

    def odds(self, ruleset_id: str, state: Any, actions: Sequence[Action], *,
             rulings: Mapping[str, str] | None = None) -> Odds:
        self._check_support(ruleset_id, actions, rulings)
        if not self.info.capabilities.odds:
            raise EngineSkip(f"{self.name} does not compute exact odds")
        rs = get_ruleset(ruleset_id)
        payload = dict(ruleset=ruleset_id, state=state, actions=[action_payload(a) for a in actions],
                       rulings=dict(rulings or {}))
        what = "exact odds of " + ", ".join(a.name for a in actions)
        reply = self._ask(lambda seq: {"cmd": "odds", "seq": seq, **payload}, what,
                          twice=self.settings.check_determinism, replies=P.typed_replies(rs.state_model))
        if isinstance(reply, P.Distribution):
            for n, o in enumerate(reply.outcomes):
                if o.refused is not None:
                    self._known_clause(ruleset_id, o.refused.clause, f"outcomes.{n}.refused.clause", what)
            outcomes = [(_branch(self._state(rs, o.state, what), o.refused), Fraction(o.probability))
                        for o in reply.outcomes]
            total = sum((p for _, p in outcomes), Fraction(0))
            if total != 1:
                raise self._fault(f"{what}: the engine's probabilities add up to {total}, not 1")
            return Odds(Distribution(outcomes), self._cited(ruleset_id, reply.events, what),
                        self._consulted(ruleset_id, reply.rulings, payload["rulings"], what))
        return self._common(reply, what, ruleset_id, payload["rulings"])

    def ping(self) -> None:
        self._ensure_running()
        seq = self._next_seq()
        self._send(P.ping_bytes(seq), "ping")
        line = self._receive_line("ping")
        if line == P.pong_bytes(seq):  # the pong to this ping, exactly as the protocol's models write it
            return
        reply = self._read_reply(line, {"cmd": "ping", "seq": seq}, "ping")  # anything else read and judged as before
        if not isinstance(reply, P.Pong):
            raise self._fault(f"ping: the engine answered {reply.cmd!r}, not 'pong'")

    def _common(self, reply: P.Message, what: str, ruleset_id: str, asked: Mapping[str, str]):
        if isinstance(reply, P.Refused):
            refused = RuleViolation(self._known_clause(ruleset_id, reply.clause, "clause", what), reply.reason)
            # the readings it rests on, as the reference's refusals
            refused.rulings = self._consulted(ruleset_id, reply.rulings, asked, what)
            raise refused
        if isinstance(reply, P.Skipped):
            raise EngineSkip(f"{self.name} skipped {what}: {reply.reason}", reply.url)
        if isinstance(reply, P.Errored):
            raise EngineErrored(f"{what}: the engine reported an error: {_clip(json.dumps(reply.context, ensure_ascii=False), 600)}",
                                reply.context, self.transport.stderr_tail())
        raise self._fault(f"{what}: the engine answered {reply.cmd!r}, which does not answer this request")

    def _cited(self, ruleset_id: str, events: list[P.EventOut], what: str) -> list[Event]:
        """The events of a reply, each naming a clause (or a ruling or hook) of the catalogue in the request's
        game: taken unread, an id the catalogue does not have ('lotow.no.such') or another game's clause
        passed without a word, and counted the latter as exercised in the run's coverage."""
        for n, event in enumerate(events):
            self._known_clause(ruleset_id, event.clause, f"events.{n}", what)
        return _events(events)

    def _known_clause(self, ruleset_id: str, cited: str, field: str, what: str) -> str:
        """``cited``, the clause a reply names in ``field``: a fault unless a clause, ruling or hook of the
        catalogue in the request's game."""
        cat = catalogue()
        if cited not in cat.clauses and cited not in cat.rulings and cited not in cat.hooks:
            raise self._fault(f"{what}: the engine's reply names clause {cited!r} in {field}, which the "
                              f"catalogue does not have{suggest(cited, cat.clauses)}")
        game = cited.partition(".")[0]
        if game != ruleset_id:
            raise self._fault(f"{what}: the engine's reply names clause {cited} in {field}, a clause of "
                              f"{game}, and the request is of {ruleset_id}")
        return cited

    def _consulted(self, ruleset_id: str, said: Mapping[str, str], asked: Mapping[str, str], what: str) -> dict[str, str]:
        """The readings a reply says the engine consulted, each checked: a ruling the catalogue has, of the
        request's game, read the way the request chose (the default where it chose none). Taken unread, a
        ruling that does not exist, a reading it does not have, or another reading than the one asked for
        went into the run's record and 'oracle ask' as the reading in force."""
        cat = catalogue()
        for rid, alt in said.items():
            ruling = cat.rulings.get(rid)
            if ruling is None:
                raise self._fault(f"{what}: the engine's reply says it consulted ruling {rid!r}, which the catalogue "
                                  f"does not have{suggest(rid, cat.rulings)}")
            game = cat.ruling_rulesets.get(rid)
            if game != ruleset_id:
                raise self._fault(f"{what}: the engine's reply says it consulted ruling {rid}, a ruling of {game}, "
                                  f"and the request is of {ruleset_id}")
            readings = [a.id for a in ruling.alternatives]
            if alt not in readings:
                raise self._fault(f"{what}: the engine's reply says it read ruling {rid} as {alt!r}, which is not "
                                  f"one of its readings ({', '.join(readings)})")
            meant = asked.get(rid, ruling.default)
            if alt != meant:
                chose = f"chose {meant!r}" if rid in asked else f"left it at its default, {meant!r}"
                raise self._fault(f"{what}: the engine's reply says it read ruling {rid} as {alt!r}, where the "
                                  f"request {chose}")
        return dict(said)

    def _state(self, rs, data: Any, what: str) -> Any:
        if isinstance(data, rs.state_model):  # read straight into the model with the reply
            return data
        try:
            return rs.state_model.model_validate(data)
        except ValidationError as exc:
            raise self._fault(f"{what}: the state the engine returned is not a valid {rs.id} table: {_errors(exc)}") from None


class Pipeline:
    """Requests to one engine process sent as they come, the replies read as the pipe fills.

    :meth:`submit` queues a ``perform`` (default readings, sent once) and writes the queue
    every :data:`BATCH` requests, in one write, so the engine works on them while the caller
    draws the next situations, and is woken once for them, not once a request (on a busy
    machine every wake-up can cost the writer its core).  Up to :data:`PIPELINE` requests
    (and :data:`PIPELINE_BYTES` of them) are in the engine's stdin; a submit beyond that
    first reads the oldest reply.  :meth:`results` sends what is queued, reads the rest and
    gives, per request in order, the :class:`Performed` or the exception ``perform`` raises.
    After a fault the requests not answered are performed again one by one (the process
    restarted as usual).

    A process that has exited is found at the next :meth:`submit` (it will not answer what is
    still in its stdin): what it wrote before it ended is read then, and the first request it
    left unanswered holds the fault.  With ``restart`` False (a caller that stops at the first
    fault: fuzzing), the first fault ends the pipeline instead: :attr:`fault` holds it, nothing
    more is sent, the process is not started again, and every request left unanswered is
    answered with it. A caller that has what it wanted before the end (fuzzing: a disagreement)
    calls :meth:`stop`: nothing more is sent, and the replies owed are read.
    """

    def __init__(self, port: ProtocolEngine, ruleset_id: str, where: str, restart: bool = True):
        self.port, self.ruleset_id, self.where = port, ruleset_id, where
        self.restart = restart
        self.rs = get_ruleset(ruleset_id)
        self.replies = P.typed_replies(self.rs.state_model)
        self.items: list[tuple[Any, Action, list[int]]] = []
        self.answers: list[Performed | Exception | None] = []
        self.pending: deque[tuple[int, dict, str, int]] = deque()
        self.unsent: list[bytes] = []  # the newest of the pending, not written yet
        self.in_flight = 0
        self.broken = False  # the process failed: the rest are performed one by one at the end
        self.fault: EngineFault | None = None  # the first fault (kept where ``restart`` is False)
        self.stopped = False  # the caller wants nothing more sent (:meth:`stop`)

    def _faulted(self, fault: EngineFault) -> None:
        if not self.restart and self.fault is None:
            self.fault = fault
            self.broken = True

    def _ended(self) -> bool:
        """Whether the engine is down (its process has ended, or a fault ended the pipeline): then what
        it answered before it ended is read, the first request it left unanswered holds its fault, and
        the pipeline is broken if any is left (with ``restart``, performed one by one at the end).
        Requests still pending would otherwise be read from the process started in its place, which
        never had them: a wait for the timeout, and a fault blamed on the wrong request."""
        port = self.port
        if self.fault is None and not (port._running and not port.transport.alive()):
            return False
        for _ in self.unsent:  # never written, and a process that has ended reads nothing more
            self.in_flight -= self.pending.pop()[3]
        self.unsent.clear()
        while self.pending and port._running and not self.broken:
            self._settle()
        if self.pending:
            self.pending.clear()
            self.in_flight = 0
            self.broken = True
        if not self.restart and self.fault is None:  # it ended having answered everything sent
            self.fault = port._fault(f"{self.where}: the engine exited between requests")
            self.broken = True
        return self.broken

    def submit(self, state: Any, action: Action, dice: Sequence[int]) -> None:
        i = len(self.items)
        self.items.append((state, action, list(dice)))
        self.answers.append(None)
        if self.broken or self.stopped:
            return
        port = self.port
        try:
            try:
                port._check_support(self.ruleset_id, [action], None)
            except EngineSkip as exc:
                self.answers[i] = exc
                return
            if port._owed is not None:  # a check owed before the pipeline began: its reply comes first
                port.settle()
            if port._awaiting:
                port._complete_handshake()
            if self._ended():
                return
            if not port._running or (self.restart and not self.pending):
                # down after a fault, or ended with nothing owed: started again (``restart``). Not while
                # requests are pending: the process that has them was alive when _ended looked, and one
                # that has ended since is found where its replies are read (asked again here, it could
                # be found ended now and started again, the pending requests read from the new process)
                port._ensure_running()
            what = f"{action.name} on {self.where}"
            request = {"cmd": "perform", "seq": port._next_seq(), "ruleset": self.ruleset_id, "state": state,
                       "action": action_payload(action), "dice": list(dice), "rulings": {}}
            line = P.encode(request)
            # room made by reading the oldest replies; a fault that ends the process ends the reading (its stdout
            # is closed: a read would fail, or read another file that took its number)
            while (self.pending and port._running and not self.broken
                   and (len(self.pending) >= PIPELINE or self.in_flight + len(line) > PIPELINE_BYTES)):
                self._settle()
            if self.broken or not port._running:  # a fault took the process down: the replies owed are lost
                self.broken = True
                return
            self.pending.append((i, request, what, len(line)))
            self.in_flight += len(line)
            self.unsent.append(line)
            if len(self.unsent) >= BATCH:
                self._flush()
        except EngineFault as fault:  # it could not be started or written to
            self.broken = True
            self._faulted(fault)

    def _flush(self) -> None:
        """The queued requests, in one write. A process that ended after :meth:`_ended` last looked read
        none of them: its end is read as :meth:`_ended` reads it (the first request it left unanswered
        holds its fault), not blamed on the write, which met the closed pipe only because the process
        happened to end before it rather than after."""
        if self.unsent:
            lines, self.unsent = self.unsent, []
            port = self.port
            try:
                port.transport.send(b"\n".join(lines))
            except _Broken as exc:
                if port.transport.alive():  # it closed its stdin and runs on: the write's own fault
                    port._broken()
                    raise port._fault(f"{self.pending[-len(lines)][2]}: {exc}") from None
                self.unsent = lines
                self._ended()

    def _settle(self) -> None:
        try:
            self._flush()  # the oldest reply is owed only once its request is written
        except EngineFault as fault:
            self.broken = True
            self.pending.clear()
            self._faulted(fault)
            return
        if not self.pending:  # the process had ended: what it owed was read (:meth:`_ended`)
            return
        i, request, what, size = self.pending.popleft()
        self.in_flight -= size
        port = self.port
        try:
            reply = port._receive(request, what, more_pending=bool(self.pending), replies=self.replies)
            self.answers[i] = port._performed(self.rs, reply, request["dice"], what, self.where, request["rulings"])
        except EngineFault as fault:
            self.answers[i] = fault
            if not self.restart and self.pending and port._running:
                # a reply read whole but gainsaid by its request (more dice used than scripted): this pipeline
                # reads no more, so the replies still owed would be read as the answers to the next requests
                port._broken()
            self._faulted(fault)
        except (EngineSkip, RuleViolation, DiceError) as exc:
            self.answers[i] = exc

    def stop(self) -> None:
        """Send nothing more: the requests not yet written never are, and the replies owed to those written
        are read (and their answers kept), so that the port's next request reads its own reply. For a caller
        that has what it wanted before the end (fuzzing: a disagreement) rather than have the engine resolve
        what will not be compared. A request submitted afterwards is not sent, and :meth:`results` leaves the
        answer of each never answered None."""
        for _ in self.unsent:
            self.in_flight -= self.pending.pop()[3]
        self.unsent.clear()
        while self.pending and self.port._running and not self.broken:
            self._settle()
        self.pending.clear()
        self.in_flight = 0
        self.stopped = True

    def results(self) -> list[Performed | Exception]:
        if not self.broken:
            self._ended()
        while self.pending and self.port._running and not self.broken:
            self._settle()
        self.pending.clear()
        self.unsent.clear()
        for i, (state, action, dice) in enumerate(self.items):
            if self.answers[i] is None and self.stopped:
                continue
            if self.answers[i] is None and self.fault is not None:
                self.answers[i] = self.fault
            elif self.answers[i] is None:
                try:
                    self.answers[i] = self.port.perform(self.ruleset_id, state, action, dice, rulings={},
                                                        where=self.where)
                except (EngineFault, EngineSkip, RuleViolation, DiceError) as exc:
                    self.answers[i] = exc
        return list(self.answers)


def _branch(table: Any, refused: P.RefusedBranch | None) -> Any:
    """An outcome of exact odds: the table, or the refusal that ended its branch."""
    return table if refused is None else Refused(table, refused.clause, refused.reason, refused.action)


def _events(events: list[P.EventOut]) -> list[Event]:
    return [Event(e.clause, e.message, tuple(e.data.items())) for e in events]


def _twice(first: dict, second: dict) -> bytes:
    """The lines of two requests the same but for ``seq``, one after the other: the second is the
    first's text with its own ``seq`` (the table serialized once, not once a copy)."""
    line = P.encode(first)
    split = P.split_seq(line)
    if split is None or split[1] != first["seq"]:
        return line + b"\n" + P.encode(second)
    return b"".join((line, b"\n", split[0], b'"seq":%d' % second["seq"], split[2]))


def _seq_of(request: P.Message | dict) -> int:
    return request["seq"] if isinstance(request, dict) else request.seq


def _same_but_seq(line: str | bytes, seq: int, other: str | bytes, other_seq: int) -> bool:
    """Whether ``other`` is ``line``, a reply already read (whose ``seq`` is ``seq``), word for word
    but for its ``seq``, which is ``other_seq``: then it says what ``line`` says, to the request
    ``other_seq``, and need not be read again.  Only where ``"seq"`` is written once in ``line``
    and nothing in it is written as a ``\\u`` escape: then the one ``"seq"`` is the reply's own key
    (a read reply has one).  Anything else is read and compared in full."""
    if isinstance(line, bytes) != isinstance(other, bytes):
        return False
    text = (lambda s: s.encode()) if isinstance(line, bytes) else (lambda s: s)
    if line.count(text('"seq"')) != 1 or text("\\u") in line:
        return False
    mine, theirs = text(f'"seq":{seq}'), text(f'"seq":{other_seq}')
    at, there = line.find(mine), other.find(theirs)
    if at < 0 or at != there:
        return False
    end, other_end = at + len(mine), there + len(theirs)
    return line[:at] == other[:there] and line[end:] == other[other_end:] and \
        not line[end:end + 1].isdigit()


def _without_seq(reply: P.Message) -> dict:
    return {k: v for k, v in vars(reply).items() if k != "seq"}


def _comparable(reply: P.Message) -> dict:
    return reply.model_dump(mode="json", exclude={"seq"})


def _first_difference(a: Any, b: Any, path: str = "reply") -> tuple[str, Any, Any]:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if a.get(k, _MISSING) != b.get(k, _MISSING):
                return _first_difference(a.get(k, _MISSING), b.get(k, _MISSING), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return path, (None if a is _MISSING else a), (None if b is _MISSING else b)


_MISSING = object()


def _errors(exc: ValidationError) -> str:
    """The first five of pydantic's errors, ``field: what is wrong``, a model's own sentence without the
    "Value error, " pydantic puts before it."""
    return "; ".join(field_errors(exc, whole="(top)")[:5])


_SEVERAL_LINES = ("a message is one line of JSON, and this looks like the first line of one written over several, "
                  "as an indenting writer puts it out: write it without newlines")


def _opens_several_lines(line: str) -> bool:
    """Whether a line that is not JSON looks like the first line of a JSON object written over several
    lines (``json.dumps(reply, indent=2)``, ``JSON.stringify(reply, null, 2)``): ``{`` alone, or ``{``
    and a first key."""
    text = line.strip()
    return text == "{" or (text.startswith('{"') and not text.endswith("}") and text.count("{") == 1
                           and text.endswith((",", "{", "[", ":")))


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _clip(text: str, n: int = 300) -> str:
    return text if len(text) <= n else text[:n] + f"... ({len(text)} characters)"


BOM = "\ufeff"
"""The byte order mark some writers put before the first text of a UTF-8 stream (.NET's Encoding.UTF8 does)."""
_BOM_SAID = ("begins with a byte order mark (U+FEFF), which a line of JSON may not: write the engine's stdout as "
             "UTF-8 without a BOM (in .NET, new UTF8Encoding(false))")
"""What a line that begins with :data:`BOM` is told: shown as it came, the mark is invisible, and the line read
as JSON that was refused as not JSON."""


def _shown(line: str) -> str:
    """A line that is not JSON as a message shows it: an empty one (an engine's bare print()) said
    "is not JSON: " and then nothing."""
    return _clip(line) if line.strip() else f"an empty line{'' if not line else f' ({line!r})'}"


# --- specs ----------------------------------------------------------------------------------


def from_command(command: str | Sequence[str], *, cwd: str | None = None, env: Mapping[str, str] | None = None,
                 max_line: int = DEFAULT_MAX_LINE, settings: Settings | None = None) -> ProtocolEngine:
    try:
        argv = shlex.split(command) if isinstance(command, str) else list(command)
    except ValueError as exc:  # shlex: "No closing quotation", "No escaped character"
        raise SetupError(f"the command line {command!r} cannot be split into words: {str(exc).lower()} "
                         "(quote it as a shell would, or give the command as a list)") from None
    if not argv:
        raise SetupError("an external engine needs a command line: --engine 'cmd:node engine.js'")
    if not argv[0].strip():  # it was started: "cannot start '' x: Permission denied"
        raise SetupError(f"the command line {command!r} names no program: its first word is empty")
    return ProtocolEngine(ProcessTransport(argv, cwd=cwd, env=env, max_line=max_line), settings or Settings())


def _as_text(value: Any) -> Any:
    """An environment value as the process sees it: a YAML number or boolean as its text."""
    return str(value) if isinstance(value, (bool, int, float)) else value


NO_NUL = "a process cannot be given a NUL character (\\0)"
"""Why text with a NUL cannot go to the engine's process: the system ends each word there, and Python refuses
one ("embedded null byte")."""


def _passable(text: str) -> str:
    """Text a process can be given (a word of its command, its folder, an environment variable): no NUL."""
    if "\0" in text:
        raise PydanticCustomError("nul_character", NO_NUL)
    return text


def _variable_name(name: str) -> str:
    if not name or "=" in name:
        raise PydanticCustomError("variable_name", "an environment variable's name is not empty and holds no '='")
    return _passable(name)


def _yaml_kind(value: Any) -> str:
    """What a YAML value is, in a message: null, a mapping, a list, the number 5, the boolean true."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    return {dict: "a mapping", list: "a list"}.get(type(value), type(value).__name__)


def _command_words(command: Any) -> Any:
    """A command line (text) or the list of its words (each text), the program not empty: pydantic's own
    account of another was the errors of both forms ("command.str: Input should be a valid string;
    command.list[str].1: Input should be a valid string"), and an empty program word started nothing
    with "cannot start '': Permission denied"."""
    if isinstance(command, str):
        if not command.strip():
            raise PydanticCustomError("command_empty", "empty: give the command line that starts the engine")
        return command
    if not isinstance(command, list):
        raise PydanticCustomError("command_kind", "a command line (text) or the list of its words, not {kind}",
                                  {"kind": _yaml_kind(command)})
    if not command:
        raise PydanticCustomError("command_empty", "an empty list: give the program and its arguments")
    for n, word in enumerate(command, start=1):
        if not isinstance(word, str):
            raise PydanticCustomError("command_word", "word {n} is {kind}, not text: each word of a command is text",
                                      {"n": n, "kind": _yaml_kind(word)})
    if not command[0].strip():
        raise PydanticCustomError("command_empty", "word 1, the program, is empty")
    return command


def _passable_words(command: str | list[str]) -> str | list[str]:
    for n, word in enumerate([command] if isinstance(command, str) else command, start=1):
        if "\0" in word:
            raise PydanticCustomError("nul_character",
                                      NO_NUL + ("" if isinstance(command, str) else f", as word {n} holds"))
    return command


ProcessText = Annotated[str, AfterValidator(_passable)]
"""Text handed to the engine's process: no NUL character."""

EnvText = Annotated[str, BeforeValidator(_as_text), AfterValidator(_passable)]
"""A value of an engine's ``env``: text, or a number or boolean written as text."""

EnvName = Annotated[str, AfterValidator(_variable_name)]
"""The name of a variable of an engine's ``env``."""

LONGEST_WAIT: float = 86_400.0
"""The longest timeout a config may set, in seconds (a day): the wait is handed to ``poll`` in
milliseconds, and past about 24 days that is more than the system call takes."""


class EngineConfig(BaseModel):
    """An engine config file (``oracle run --engine my_engine.yaml``, docs/protocol.md): the
    command and how long and how often to wait for it.  Times are seconds, above 0 and at most
    :data:`LONGEST_WAIT`."""

    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)

    command: Annotated[str | list[str], BeforeValidator(_command_words), AfterValidator(_passable_words)] = Field(
        min_length=1, description="The engine's command line (a string, or its words)")
    cwd: ProcessText | None = Field(default=None, description="Where it runs; relative to the config file's folder")
    env: dict[EnvName, EnvText] = Field(default_factory=dict, description="Variables added to its environment")
    timeout: Number = Field(default=Settings.timeout, gt=0, le=LONGEST_WAIT, description="Seconds to wait for a reply")
    start_timeout: Number = Field(default=Settings.start_timeout, gt=0, le=LONGEST_WAIT,
                                 description="Seconds to wait for the handshake")
    restarts: Whole = Field(default=Settings.restarts, ge=0, description="Restarts after a fault, at most, per run")
    check_determinism: bool = Field(default=Settings.check_determinism,
                                    description="Send each scripted request twice; the replies must be equal")
    max_line_bytes: Whole = Field(default=DEFAULT_MAX_LINE, gt=0, description="The longest reply line read")


def _handed_on_as_written(data: dict, written: Any) -> dict:
    """``data`` with each number or boolean the engine is handed as text (a value of ``env``, a word of a
    ``command`` list) as the file writes it (``written``: :func:`oracle.core.yamlfile.as_written`): YAML read
    ``DEBUG: true`` as True, handed on as "True", ``VERSION: 1.10`` as "1.1" and ``MASK: 0x1F`` as "31"."""
    def spelt(value: Any, text: Any) -> Any:
        return text if isinstance(value, (bool, int, float)) and isinstance(text, str) else value

    data = dict(data)
    env, env_text = data.get("env"), written.get("env") if isinstance(written, dict) else None
    if isinstance(env, dict) and isinstance(env_text, dict):
        data["env"] = {name: spelt(value, env_text.get(name)) if isinstance(name, str) else value
                       for name, value in env.items()}
    words, words_text = data.get("command"), written.get("command") if isinstance(written, dict) else None
    if isinstance(words, list) and isinstance(words_text, list) and len(words) == len(words_text):
        data["command"] = [spelt(word, text) for word, text in zip(words, words_text)]
    return data


def from_config(path: str) -> ProtocolEngine:
    """An engine described by a YAML or JSON file (see docs/protocol.md), checked by
    :class:`EngineConfig`: a setting it does not know, or a value it cannot be, is named."""
    p = Path(path)
    if p.is_dir():
        raise SetupError(f"{path}: is a folder, not an engine config file")
    if not p.is_file():
        raise SetupError(f"no engine config file {path!r}")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise SetupError(f"{path}: cannot be read ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise SetupError(f"{path}:{line}: not UTF-8: byte offset {exc.start} is 0x{raw[exc.start]:02x} "
                         "(save the file as UTF-8)") from None
    try:
        data = yamlfile.load(text) or {}
    except yaml.YAMLError as exc:
        raise SetupError(yamlfile.where(path, exc)) from None
    if not isinstance(data, dict):
        raise SetupError(f"{path}: an engine config is a mapping of settings, not a {type(data).__name__}")
    known = set(EngineConfig.model_fields)
    unknown = set(data) - known
    if unknown or "command" not in data:
        raise SetupError(f"{path}: an engine config needs 'command' and may have {', '.join(sorted(known - {'command'}))}"
                         + (f"; unknown: {', '.join(sorted(map(str, unknown)))}" if unknown else ""))
    try:
        config = EngineConfig.model_validate(_handed_on_as_written(data, yamlfile.as_written(text)))
    except ValidationError as exc:
        raise SetupError(f"{path}: {_errors(exc)}") from None
    cwd = config.cwd
    if cwd is not None and not Path(cwd).is_absolute():
        cwd = str((p.parent / cwd).resolve())
    if cwd is not None and not Path(cwd).is_dir():  # else the start fails as if the command were missing
        raise SetupError(f"{path}: cwd: {cwd} is not a folder" if Path(cwd).exists()
                         else f"{path}: cwd: no folder {cwd}")
    settings = Settings(timeout=config.timeout, start_timeout=config.start_timeout, restarts=config.restarts,
                        check_determinism=config.check_determinism)
    return from_command(config.command, cwd=cwd, env=dict(config.env),
                        max_line=config.max_line_bytes, settings=settings)


def from_object(target: str, settings: Settings | None = None):
    """``module:attr``: an object with ``handle`` (protocol, served in a child process by
    :mod:`oracle.engine.host`) or ``perform``/``odds`` (a port, used as it is)."""
    if os.getcwd() not in sys.path and "" not in sys.path:  # the project's own modules, as with python -m
        sys.path.insert(0, os.getcwd())
    obj = load_object(target)
    if hasattr(obj, "handle") or hasattr(obj, "handle_line"):
        search = [os.path.abspath(entry or ".") for entry in sys.path]
        transport = ProcessTransport([sys.executable, "-m", "oracle.engine.host", target],
                                     env={HOST_PATH_VARIABLE: json.dumps(search)}, label=f"py:{target}")
        return ProtocolEngine(transport, settings or Settings())
    if hasattr(obj, "perform") and hasattr(obj, "odds"):
        return obj
    raise SetupError(f"{target} has neither handle(message) nor perform/odds")
