"""Engines behind the engine port."""

from __future__ import annotations

from oracle.core.errors import SetupError
from oracle.core.lazy import lazy_import
from oracle.engine.port import EnginePort

# Loaded when an engine is first connected: importing any module of this package runs this file
# first, and the served reference (oracle.engine.serve) needs neither the engines of other
# processes (with YAML and the catalogue) nor anything but the rulesets a request names.
external = lazy_import("oracle.engine.external")
reference = lazy_import("oracle.engine.reference")

ENGINE_SPECS = """\
'reference' (this project's own, in process);
'cmd:<command line>' (a process speaking the protocol, e.g. 'cmd:node examples/node_engine/engine.js');
'py:<module>:<attr>' (a Python object with handle(message), in a child process of its own; one with
the oracle's own perform/odds port, such as oracle.engine.reference:ReferenceEngine, in this process);
'config:<file.yaml>' or a path ending .yaml/.yml/.json (a process with its settings: docs/protocol.md)"""


def connect(spec: str) -> EnginePort:
    """An engine from its spec (see ``ENGINE_SPECS``)."""
    if spec in ("", "reference"):
        return reference.ReferenceEngine()
    if spec.startswith("cmd:"):
        return external.from_command(spec[len("cmd:"):])
    if spec.startswith("py:"):
        return external.from_object(spec[len("py:"):])
    if spec.startswith("config:") or spec.endswith((".yaml", ".yml", ".json")):
        return external.from_config(spec.removeprefix("config:"))
    raise SetupError(f"unknown engine {spec!r}: use\n{ENGINE_SPECS}")
