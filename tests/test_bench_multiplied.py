"""The benchmark's multiplied suite: every scenario of the built-in suite, ``k`` times, and a
suite the parser accepts (each outline names the column that tells its copies apart)."""

from pathlib import Path

from bench.suites import make_multiplied
from oracle.bdd.held import parse_file, planned_scenarios

ROOT = Path(__file__).resolve().parent.parent


def _count(features: Path) -> int:
    return sum(1 for p in sorted(features.rglob("*.feature")) for _ in planned_scenarios(parse_file(str(p))))


def test_the_suite_multiplied_twice_has_every_scenario_twice(tmp_path):
    once = _count(ROOT / "features")
    assert once > 900
    assert _count(make_multiplied(tmp_path / "x2", 2)) == 2 * once
