"""The protocol docs say what an implementer needs, and stay true to the models."""

import json
import re

from conftest import ROOT

from oracle.engine.compare import free_fields
from oracle.engine.exchanges import DOC, render
from oracle.engine.ruleset import rulesets

PROTOCOL = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")


def test_one_full_exchange_per_ruleset_is_current():
    assert DOC.read_text(encoding="utf-8") == render(), "docs/protocol-exchanges.md is stale: python -m oracle.engine.exchanges"
    text = DOC.read_text(encoding="utf-8")
    for rs_id in rulesets():
        assert f"## `{rs_id}`" in text


def test_the_docs_list_every_free_field():
    table = {}
    for line in PROTOCOL.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            for field in re.findall(r"`([^`]+)`", cells[1]):
                table.setdefault(cells[0].strip("`"), set()).add(field)
    for rs_id, rs in rulesets().items():
        marked = {path for path, _ in free_fields(rs.state_model)}
        assert table.get(rs_id, set()) == marked, rs_id


def test_the_docs_say_where_to_ask_and_what_is_checked():
    for words in ("oracle try --engine reference", "oracle explain", "oracle clauses", "errored.context",
                  "`rulings` on `performed`", "fills\nevery missing field", "adapters/js", "oracle/engine/template.py"):
        assert words in PROTOCOL, words


def test_the_errors_the_docs_quote_for_a_requests_rulings_are_the_served_references():
    from oracle.engine.serve import ReferenceOverProtocol

    state = {"characters": [{"id": "horse", "kind": "mount", "st": 25, "training": "war"},
                            {"id": "knight", "riding_on": "horse", "seat": "controller", "posture": "mounted",
                             "skills": [["riding", 12]]}]}
    for rulings in ({"gurps.no-such-ruling": "x"}, {"lotow.falling.lands-prone": "standing"}):
        reply = ReferenceOverProtocol().handle({"cmd": "perform", "seq": 1, "ruleset": "gurps", "state": state,
                                                "action": {"action": "lose-all-control", "rider": "knight"},
                                                "dice": [3], "rulings": rulings})
        assert reply["cmd"] == "errored", reply
        said = json.dumps(reply["context"], ensure_ascii=False, separators=(",", ":"))
        assert f"`{said}`" in PROTOCOL, said
