"""``oracle fuzz``'s machinery (hypothesis), loaded when the command runs
(:mod:`oracle.cli` declares it with :func:`oracle.core.lazy.lazy_import`)."""

from __future__ import annotations

from oracle.engine.fuzz import fuzz

__all__ = ["fuzz"]
