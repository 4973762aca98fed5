"""Calibrate statistical mode (``oracle stats``) on the Thrown Riders table.

``python -m examples.python_engine.calibrate`` prints the false-alarm rate of the
chi-square check for a faithful engine and its power against a die that shows 6 too
often (docs/verifying-an-engine.md records the figures).
"""

from __future__ import annotations

from examples.python_engine.engine import LoadedDie, ThrownRiders
from oracle.engine.external import InProcessTransport, ProtocolEngine, Settings
from oracle.engine.stats import calibrate
from oracle.lotow import setups
from oracle.lotow.thrown_riders import RollThrownRider


def main() -> None:  # pragma: no cover - prints the calibration recorded in docs/verifying-an-engine.md
    table = setups.rider_on(setups.empty(), "rider", "horse")
    action = RollThrownRider(fighter="rider")

    def wrap(obj):
        return ProtocolEngine(InProcessTransport(obj, type(obj).__name__), Settings(check_determinism=False))

    for trials in (300, 1000):
        fa = calibrate(lambda s: wrap(ThrownRiders(seed=s)), "lotow", table, action, runs=1000, trials=trials)
        power = calibrate(lambda s: wrap(LoadedDie(seed=s)), "lotow", table, action, runs=200, trials=trials)
        print(f"N={trials}: false alarms {fa:.3f} (1000 runs, alpha 0.01); power against a die showing 6 "
              f"one time in 4: {power:.3f} (200 runs)")


if __name__ == "__main__":  # pragma: no cover
    main()
