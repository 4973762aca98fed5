"""Engines of the Python kit served from the test's own process, for small engine processes to ask.

An engine process that imports the oracle pays about 1 s of CPU before its first reply (the
imports, building the rulesets' pydantic models, the catalogue). Where a test needs an engine
process whose own start-up is not what it tests (a fault to inject, a planted divergence to
find), that process imports only the standard library (``tests/protocol/relay_engine.py``,
``tests/protocol/faulty_engine.py``) and passes each request line to the engine served here over
a Unix socket, and its reply line back (or spoils it). Each connection gets an engine object of
its own, as each process had. The lines cross a process boundary, in the protocol's JSON.
The engine's own ``serve`` loop on stdin and stdout is not used here: the tests of the served
reference and of ``py:`` engines keep starting them.

The engines here share the process's run in force (:mod:`oracle.core.run`), where an engine
process has one of its own: a test that puts a variant's numbers in force does not use them.
"""

from __future__ import annotations

import socketserver
import tempfile
import threading
from pathlib import Path

from oracle.engine.sdk import Engine


class _Connection(socketserver.StreamRequestHandler):
    """One engine process's requests, a line each, answered by an engine object of its own."""

    engine: type[Engine]

    def handle(self) -> None:
        engine = self.engine()
        try:
            for line in self.rfile:
                if not line.strip():
                    continue
                reply = engine.wire_reply(line)
                if reply is None:  # stop: the connection closes, the relay exits
                    return
                self.wfile.write(reply + b"\n")
        except OSError:  # the engine process was killed (a hang, a crash) while a reply was on its way
            return


class SharedEngines:
    """Engine classes of the kit, each served on a Unix socket of its own in ``folder`` by
    threads of this process, from the first :meth:`address` asked for it until :meth:`close`."""

    def __init__(self, folder: Path):
        # a Unix socket's path holds at most 107 bytes: a deep temporary folder gives way to a short one
        self.folder = folder if len(str(folder)) < 80 else Path(tempfile.mkdtemp(prefix="engines-", dir="/tmp"))
        self._servers: dict[type[Engine], tuple[str, socketserver.ThreadingUnixStreamServer]] = {}
        self._lock = threading.Lock()

    def address(self, engine: type[Engine]) -> str:
        """The socket on which ``engine`` answers (started on first use)."""
        with self._lock:
            if engine not in self._servers:
                address = str(self.folder / f"{len(self._servers)}.sock")
                handler = type(f"Serving{engine.__name__}", (_Connection,), {"engine": engine})
                server = socketserver.ThreadingUnixStreamServer(address, handler)
                server.daemon_threads = True
                threading.Thread(target=server.serve_forever, name=f"served {engine.__name__}", daemon=True).start()
                self._servers[engine] = (address, server)
            return self._servers[engine][0]

    def close(self) -> None:
        """Stop every server at once: ``shutdown`` waits for its loop to see the request, which it
        looks for every ``poll_interval`` (0.5 s), so one after the other they took 0.5 s each."""
        servers = [server for _, server in self._servers.values()]
        stopping = [threading.Thread(target=server.shutdown) for server in servers]
        for thread in stopping:
            thread.start()
        for thread, server in zip(stopping, servers):
            thread.join()
            server.server_close()
