"""``oracle stats``'s machinery (scipy, if installed), loaded when the command runs
(:mod:`oracle.cli` declares it with :func:`oracle.core.lazy.lazy_import`)."""

from __future__ import annotations

from oracle.engine.stats import NEEDS_SCIPY, TooFewTrials, check, scipy

__all__ = ["NEEDS_SCIPY", "TooFewTrials", "check", "scipy"]
