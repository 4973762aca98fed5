"""Engines behind the engine port."""

from __future__ import annotations

from oracle.core.errors import SetupError
from oracle.engine.external import from_command, from_config, from_object
from oracle.engine.port import EnginePort
from oracle.engine.reference import ReferenceEngine

ENGINE_SPECS = """\
'reference' (this project's own, in process);
'cmd:<command line>' (a process speaking the protocol, e.g. 'cmd:node examples/node_engine/engine.js');
'py:<module>:<attr>' (a Python object with handle(message), in process);
'config:<file.yaml>' or a path ending .yaml/.yml/.json (a process with its settings: docs/protocol.md)"""


def connect(spec: str) -> EnginePort:
    """An engine from its spec (see ``ENGINE_SPECS``)."""
    if spec in ("", "reference"):
        return ReferenceEngine()
    if spec.startswith("cmd:"):
        return from_command(spec[len("cmd:"):])
    if spec.startswith("py:"):
        return from_object(spec[len("py:"):])
    if spec.startswith("config:") or spec.endswith((".yaml", ".yml", ".json")):
        return from_config(spec.removeprefix("config:"))
    raise SetupError(f"unknown engine {spec!r}: use\n{ENGINE_SPECS}")
