import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
THROWN = "features/lotow/thrown_riders.feature"


def scenario_count(feature: str) -> int:
    """How many scenarios a feature file runs (outline rows counted one by one)."""
    from behave.parser import parse_file

    return len(list(parse_file(str(ROOT / feature)).walk_scenarios()))
SAMPLE = "tests/protocol/features/mounted_sample.feature"


def run_oracle(engine: str, report: Path, *paths: str, extra: list[str] | None = None) -> tuple[int, dict, str]:
    """``oracle run`` in a fresh process (behave's step registry is global); (exit code, results, output)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "oracle.cli", "run", "-q", "--report", str(report), "--engine", engine,
                           *(extra or []), *(paths or [THROWN])],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    results_file = report / "results.json"
    assert results_file.is_file(), f"no results written:\n{proc.stdout}\n{proc.stderr}"
    return proc.returncode, json.loads(results_file.read_text(encoding="utf-8")), proc.stdout + proc.stderr


@pytest.fixture
def oracle_run(tmp_path):
    def run(engine, *paths, extra=None):
        return run_oracle(engine, tmp_path / "report", *paths, extra=extra)

    return run
