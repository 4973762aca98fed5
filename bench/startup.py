"""What a process of the project costs before it does any work, each a ratio against a bare
interpreter measured in the same run.

* ``oracle --help``: the command's imports (typer, rich and what the command module imports),
  against ``python -c pass``;
* ``oracle run --no-sides`` of one small feature (``features/lotow/falling.feature``: ten
  scenarios, a few milliseconds of rules): the imports, the catalogue, the whole step
  vocabulary loaded and the report written, against ``python -c pass``;
* the served reference (``python -m oracle.engine.serve``) answering the handshake and one
  ``ping``, then told to stop: its imports and the models it builds, against ``python -c
  "import pydantic"``.

Every command is a fresh process, run to its end; its CPU time (user + system, from ``wait4``)
is the figure, the median of the runs, the commands interleaved so that drifts of the
machine's load hit them alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FEATURE = "features/lotow/falling.feature"
SERVED_REQUESTS = b'{"cmd":"start","protocol":1}\n{"cmd":"ping","seq":1}\n{"cmd":"stop"}\n'


def _cpu_of(argv: list[str], stdin: bytes = b"") -> float:
    """CPU seconds of one fresh process run to its end, read from ``wait4`` (it must exit 0)."""
    proc = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    proc.stdin.write(stdin)
    proc.stdin.close()
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = code = os.waitstatus_to_exitcode(status)
    assert code == 0, f"{' '.join(argv)} exited {code}: {err.decode()[-2000:]}"
    return usage.ru_utime + usage.ru_stime


def measure(tmp: Path, repeat: int) -> dict:
    py = sys.executable
    commands = {
        "bare": [py, "-c", "pass"],
        "pydantic": [py, "-c", "import pydantic"],
        "help": [py, "-m", "oracle.cli", "--help"],
        "run": [py, "-m", "oracle.cli", "run", "--quiet", "--no-sides", "--report", str(tmp / "startup-report"), FEATURE],
        "served": [py, "-m", "oracle.engine.serve"],
    }
    samples: dict[str, list[float]] = {k: [] for k in commands}
    for _ in range(repeat):  # interleaved
        for name, argv in commands.items():
            samples[name].append(_cpu_of(argv, SERVED_REQUESTS if name == "served" else b""))
    cpu = {k: statistics.median(v) for k, v in samples.items()}
    return {"runs": repeat, "cpu_s": cpu, "feature": FEATURE,
            "help_ratio": cpu["help"] / cpu["bare"], "run_ratio": cpu["run"] / cpu["bare"],
            "served_ratio": cpu["served"] / cpu["pydantic"], "load_average": os.getloadavg(),
            "measured": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def rows(res: dict, row) -> None:
    c = res["cpu_s"]
    ms = {k: v * 1e3 for k, v in c.items()}
    row(f"8 start-up: oracle --help / python -c pass, CPU ({ms['help']:.0f} / {ms['bare']:.0f} ms)",
        res["help_ratio"], "", f"load average {res['load_average'][0]:.1f}")
    row(f"8 start-up: oracle run --no-sides of one feature / python -c pass ({ms['run']:.0f} / {ms['bare']:.0f} ms)",
        res["run_ratio"], "", res["feature"].rsplit("/", 1)[-1])
    row(f"8 start-up: served reference, handshake and a ping / python -c 'import pydantic' "
        f"({ms['served']:.0f} / {ms['pydantic']:.0f} ms)", res["served_ratio"], "", "")
