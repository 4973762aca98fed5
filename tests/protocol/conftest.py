import json
from pathlib import Path

import pytest
from behave.parser import parse_file

from in_process import oracle
from oracle.bdd.held import planned_scenarios

ROOT = Path(__file__).resolve().parents[2]
THROWN = "features/lotow/thrown_riders.feature"


def scenario_count(feature: str) -> int:
    """How many scenarios a feature file runs (outline rows counted one by one, none built)."""
    return sum(1 for _ in planned_scenarios(parse_file(str(ROOT / feature))))


SAMPLE = "tests/protocol/features/mounted_sample.feature"

HANG_TIMEOUT = 0.5
"""The ``timeout`` (engine.yaml) of the tests whose faulty engine hangs: a run waits this long for
each hang (four times in the test of the request sent again). Every other reply, the served
reference's relayed by the faulty engine, comes within milliseconds, the first after a restart
too (the faulty engine imports only the standard library); 0.5 s leaves room for a busy
machine. (A ``py:`` engine restarted after a hang imports the reference before its first reply:
its test keeps 1 s.)"""


def run_oracle(engine: str, report: Path, *paths: str, extra: list[str] | None = None) -> tuple[int, dict, str]:
    """``oracle run`` in this process (``tests/in_process.py``; the engine under test is its own
    process unless it is ``reference`` or ``py:``); (exit code, results, output)."""
    proc = oracle(["run", "-q", "--report", str(report), "--engine", engine, *(extra or []), *(paths or [THROWN])],
                  ROOT, env={"PYTHONPATH": str(ROOT)})
    results_file = report / "results.json"
    assert results_file.is_file(), f"no results written:\n{proc.stdout}\n{proc.stderr}"
    return proc.returncode, json.loads(results_file.read_text(encoding="utf-8")), proc.stdout + proc.stderr


@pytest.fixture
def oracle_run(tmp_path):
    def run(engine, *paths, extra=None):
        return run_oracle(engine, tmp_path / "report", *paths, extra=extra)

    return run
