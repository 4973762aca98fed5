"""Engines behind the engine port."""

from __future__ import annotations

from oracle.core.errors import SetupError
from oracle.engine.port import EnginePort


def connect(spec: str) -> EnginePort:
    """An engine from its spec: ``reference`` (this project's own)."""
    if spec in ("", "reference"):
        from oracle.engine.reference import ReferenceEngine

        return ReferenceEngine()
    raise SetupError(f"unknown engine {spec!r}: use 'reference'")
