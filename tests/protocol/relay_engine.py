"""An engine process that passes each request line on to an engine served by the test's process.

``python tests/protocol/relay_engine.py SOCKET``: every line read from stdin goes to the Unix
socket SOCKET (``tests/served.py``), and the reply line that comes back goes to stdout, both as
they are; ``stop`` closes the connection and the process exits. It imports only the standard
library and :mod:`oracle.core.pipes` (itself the standard library), so it starts at once, where an
engine importing the oracle's games takes about 1 s of CPU. Replies are written with
:func:`~oracle.core.pipes.write_all`: Python's buffered stdout loses part of a long line when a
profiler attached to the test's processes interrupts its write.
"""

from __future__ import annotations

import socket
import sys

from oracle.core.pipes import write_all


def relay(address: str) -> None:
    served = socket.socket(socket.AF_UNIX)
    served.connect(address)
    replies = served.makefile("rb")
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        served.sendall(line.rstrip(b"\n") + b"\n")
        reply = replies.readline()
        if not reply:  # stop: the served engine closed the connection
            return
        write_all(1, reply)


if __name__ == "__main__":
    relay(sys.argv[1])
