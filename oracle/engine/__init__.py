"""Engines behind the engine port."""

from __future__ import annotations

from oracle.core.errors import OracleError, SetupError
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
    """An engine from its spec (see ``ENGINE_SPECS``).  An empty spec is refused: it is what
    ``--engine "$ENGINE"`` gives when the variable is unset, and taken as the reference it verified
    this project's own engine and reported it as the engine under test."""
    if not spec.strip():
        raise SetupError(f"an empty engine spec names no engine (is the variable that gave it unset?); use\n{ENGINE_SPECS}")
    if spec == "reference":
        return reference.ReferenceEngine()
    if spec.startswith("cmd:"):
        return external.from_command(spec[len("cmd:"):])
    if spec.startswith("py:"):
        return external.from_object(spec[len("py:"):])
    if spec.startswith("config:") or spec.endswith((".yaml", ".yml", ".json")):
        if not spec.removeprefix("config:").strip():  # the working folder: ": is a folder, not an engine config file"
            raise SetupError("no engine config file is named after 'config:' (is the variable that gave it unset?)")
        return external.from_config(spec.removeprefix("config:"))
    raise SetupError(f"unknown engine {spec!r}: use\n{ENGINE_SPECS}")


def engine_spec_error(spec: str, exc: OracleError) -> str:
    """``--engine SPEC: what is wrong``, one line. An engine config file's own errors begin with the
    file (and the line, ``FILE:LINE: ...``): named once, not after the spec that names it too."""
    said = " ".join(str(exc).split())
    file = spec.removeprefix("config:")
    if file and said.startswith(f"{file}:") and (said.startswith(f"{file}: ") or said[len(file) + 1:][:1].isdigit()):
        return f"--engine {spec}{said[len(file):]}"
    return f"--engine {spec if spec.strip() else repr(spec)}: {said}"
