"""The catalogue alone, for the commands that only read it (``oracle clauses``): loaded when such
a command runs, without the rest of :mod:`oracle.commands.machinery` (behave, the engine, the
report)."""

from __future__ import annotations

from oracle.catalogue.load import catalogue

__all__ = ["catalogue"]
