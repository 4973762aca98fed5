"""Where the built-in scenario suite is: its features, step modules and named tables.

The repository keeps them at its top level (``features/``, ``steps/``, ``scenarios/``), the
one source of truth.  A wheel carries the same files inside the package as
``oracle/_suite/{features,steps,scenarios}`` (``setup.py`` maps the three folders there), so an
installed oracle runs its own suite from any folder.  A checkout (or an editable install)
reads the top-level folders directly.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
"""The ``oracle`` package folder."""
INSTALLED = PACKAGE / "_suite"
"""Where a wheel puts the suite."""
CHECKOUT = PACKAGE.parent
"""The repository root, when the package is run from a checkout."""
FOLDERS = ("features", "steps", "scenarios")


@dataclass(frozen=True)
class Suite:
    """The three folders of a scenario suite."""

    features: Path
    steps: Path
    tables: Path

    @property
    def root(self) -> Path:
        return self.features.parent


@functools.lru_cache(maxsize=1)
def builtin() -> Suite:
    """The suite that comes with the oracle: inside the installed package, else the checkout's."""
    for root in (INSTALLED, CHECKOUT):
        if (root / "features").is_dir() and (root / "steps").is_dir():
            return Suite(root / "features", root / "steps", root / "scenarios")
    raise RuntimeError(f"the built-in scenarios are missing: neither {INSTALLED} nor {CHECKOUT} has "
                       "features/ and steps/ (a broken install: reinstall the package)")
