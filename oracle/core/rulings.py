"""Which reading of each unclear passage is in force.

Rule code asks ``ctx.ruling(ID)`` and gets the id of the alternative in force: the
catalogue's default, unless the run or the scenario chose another.  Every question is
recorded, so a report can tell which scenarios depend on which rulings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from oracle.core.errors import RulingError


_DEFAULTS: dict[str, str] = {}
"""The default alternative of each ruling asked about so far (the catalogue is loaded once)."""


@dataclass
class Rulings:
    overrides: Mapping[str, str] = field(default_factory=dict)
    consulted: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for rid, alt in self.overrides.items():
            self._check(rid, alt)

    @staticmethod
    def _check(ruling_id: str, alt: str | None = None):
        from oracle.catalogue.load import catalogue, suggest

        cat = catalogue()
        ruling = cat.rulings.get(ruling_id)
        if ruling is None:
            raise RulingError(f"unknown ruling {ruling_id!r}{suggest(ruling_id, cat.rulings)}")
        if alt is not None and alt not in {a.id for a in ruling.alternatives}:
            names = ", ".join(a.id for a in ruling.alternatives)
            raise RulingError(f"ruling {ruling_id} has no alternative {alt!r} (it has: {names})")
        return ruling

    def get(self, ruling_id: str) -> str:
        default = _DEFAULTS.get(ruling_id)
        if default is None:
            default = _DEFAULTS[ruling_id] = self._check(ruling_id).default
        chosen = self.overrides.get(ruling_id, default)
        self.consulted[ruling_id] = chosen
        return chosen

    def fresh(self) -> "Rulings":
        """The same readings with nothing consulted yet (the readings are not checked again)."""
        new = object.__new__(Rulings)
        new.overrides, new.consulted = self.overrides, {}
        return new

    def key(self) -> tuple[tuple[str, str], ...]:
        return tuple(sorted(self.overrides.items()))


def parse_assignment(text: str) -> tuple[str, str]:
    """``ID=ALT`` as given on the command line or in a scenario tag."""
    if "=" not in text:
        raise RulingError(f"a ruling choice must read RULING=ALTERNATIVE, got {text!r}")
    rid, alt = text.split("=", 1)
    return rid.strip(), alt.strip()
