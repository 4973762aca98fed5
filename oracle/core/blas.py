"""One thread for the linear-algebra library that numpy loads, unless the user's environment says otherwise.

shapely's numpy loads OpenBLAS, which starts a thread for each core as it loads, and each thread
spins for a while before it sleeps. The oracle does no linear algebra. Imported by the package
itself (``oracle/__init__.py``), so before any module of the oracle can load numpy: ``oracle run``
of one feature 0.74 → 0.61 s of CPU (docs/performance.md). A program that loaded numpy before it
imported the oracle keeps the threads it has.
"""

from __future__ import annotations

import os
from typing import Mapping

THREADS_VARIABLE: str = "OPENBLAS_NUM_THREADS"
"""The environment variable OpenBLAS reads as it loads."""

SET_HERE: bool = THREADS_VARIABLE not in os.environ
"""Whether this process set :data:`THREADS_VARIABLE` itself (the environment it was given named none)."""

if SET_HERE:
    os.environ[THREADS_VARIABLE] = "1"


def users_environment(env: Mapping[str, str], given: Mapping[str, str] | None = None) -> dict[str, str]:
    """``env`` (this process's environment and what was ``given`` over it) without the setting this
    process made for itself: for an engine the oracle starts, which runs as the user's environment says."""
    out = dict(env)
    if SET_HERE and THREADS_VARIABLE not in (given or {}):
        out.pop(THREADS_VARIABLE, None)
    return out
