"""JSON Schema for the engine protocol, generated from the pydantic models.

``python -m oracle.engine.schema`` writes

* ``docs/protocol.schema.json``: every message (requests and replies), told apart by ``cmd``;
* ``docs/protocol/<ruleset>.schema.json``: for each ruleset, the state (``state`` of a
  request or reply) and every action (``action`` of a request), from the ruleset registry;
* the same files in ``adapters/js/schema/``, the JavaScript adapter kit's copy (its
  TypeScript types and its validators are generated from them: ``npm run types`` and ``npm run
  validators`` there).

``--check`` exits non-zero if the published files differ from what the models give
(the test suite runs it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pydantic.json_schema import models_json_schema

from oracle.engine.protocol import MESSAGES, PROTOCOL_VERSION
from oracle.engine.ruleset import rulesets

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"
JS_KIT = DOCS.parent / "adapters" / "js" / "schema"


def protocol_schema() -> dict[str, Any]:
    _, top = models_json_schema([(m, "validation") for m in MESSAGES], ref_template="#/$defs/{model}")
    defs = top["$defs"]
    requests = ["Start", "Perform", "Odds", "Ping", "Stop"]
    replies = ["Started", "Performed", "Refused", "BadDice", "Distribution", "Skipped", "Errored", "Pong"]
    for name in requests + replies:  # the discriminator has a default in Python, but is required on the wire
        defs[name]["required"] = ["cmd", *[r for r in defs[name].get("required", []) if r != "cmd"]]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://rules-oracle/protocol.schema.json",
        "title": f"Rules Oracle engine protocol, version {PROTOCOL_VERSION}",
        "description": "One JSON object per line. Requests go to the engine's stdin, replies come from its stdout.",
        "version": PROTOCOL_VERSION,
        "oneOf": [{"$ref": f"#/$defs/{n}"} for n in requests + replies],
        "$defs": {"Request": {"oneOf": [{"$ref": f"#/$defs/{n}"} for n in requests]},
                  "Reply": {"oneOf": [{"$ref": f"#/$defs/{n}"} for n in replies]},
                  **defs},
    }


def ruleset_schema(rs) -> dict[str, Any]:
    models = [(rs.state_model, "validation")] + [(m, "validation") for m in rs.actions.values()]
    keys, top = models_json_schema(models, ref_template="#/$defs/{model}")
    defs = top.get("$defs", {})
    actions = []
    for name, model in sorted(rs.actions.items()):
        ref = keys[(model, "validation")]["$ref"].rsplit("/", 1)[-1]
        body = defs[ref]
        body["properties"] = {"action": {"const": name}, **body.get("properties", {})}
        body["required"] = ["action", *body.get("required", [])]
        actions.append({"$ref": f"#/$defs/{ref}"})
    state_ref = keys[(rs.state_model, "validation")]["$ref"]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://rules-oracle/protocol/{rs.id}.schema.json",
        "title": f"{rs.title}: state and actions ({rs.id})",
        "description": f"Distances in {rs.unit}. 'state' is the table; 'action' is one of the actions, named by 'action'.",
        "properties": {"state": {"$ref": state_ref}, "action": {"oneOf": actions}},
        "$defs": defs,
    }


def published() -> dict[Path, str]:
    def text(data):
        return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"

    out = {DOCS / "protocol.schema.json": text(protocol_schema())}
    for rs_id, rs in sorted(rulesets().items()):
        out[DOCS / "protocol" / f"{rs_id}.schema.json"] = text(ruleset_schema(rs))
    if JS_KIT.parent.is_dir():  # a source checkout (an installed package has no adapters/)
        for path, body in list(out.items()):
            out[JS_KIT / path.name] = body
    return out


def stale() -> list[str]:
    """The published schema files that differ from the models (empty when current)."""
    problems = []
    for path, text in published().items():
        if not path.is_file():
            problems.append(f"{path.relative_to(DOCS.parent)} is missing")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"{path.relative_to(DOCS.parent)} is out of date")
    return problems


def main(argv: list[str]) -> int:
    if "--check" in argv:
        problems = stale()
        for p in problems:
            print(f"{p}: run python -m oracle.engine.schema", file=sys.stderr)
        return 1 if problems else 0
    for path, text in published().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(DOCS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
