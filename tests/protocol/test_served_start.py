"""The served reference's start: its handshake lists every ruleset, action and ruling from the
names kept across processes, and a game's rules are imported when a request first names it."""

import json
import os
import subprocess
import sys

from conftest import ROOT

from oracle.catalogue.load import catalogue
from oracle.core.cache import CACHE_VARIABLE
from oracle.engine import protocol as P
from oracle.engine.ruleset import _names, names, rulesets
from oracle.engine.serve import ReferenceOverProtocol
from oracle.lotow import setups

GAMES = ("oracle.gurps", "oracle.lotow", "oracle.mordheim", "oracle.ww2")
NOT_AT_START = (*GAMES, "behave", "jinja2", "rich", "shapely", "numpy", "yaml", "oracle.catalogue.models",
                "oracle.engine.external")

PROBE = r"""
import json, sys
from oracle.engine.serve import ReferenceOverProtocol
NOT_AT_START = %r
def loaded():  # a module declared with lazy_import and not used yet is not in sys.modules
    return sorted(m for m in NOT_AT_START if m in sys.modules)
engine = ReferenceOverProtocol()
started = json.loads(engine.reply_json(b'{"cmd":"start","protocol":1}'))
at_start = loaded()
performed = json.loads(engine.reply_json(sys.stdin.buffer.read()))
print(json.dumps({"started": started, "at_start": at_start, "after": loaded(), "performed": performed}))
"""


def test_the_handshake_lists_what_the_rulesets_and_the_catalogue_hold():
    listed = names()
    assert listed == _names()
    assert listed["rulesets"] == {rs_id: sorted(rs.actions) for rs_id, rs in rulesets().items()}
    assert listed["rulings"] == sorted(catalogue().rulings)
    started = ReferenceOverProtocol().started()
    assert {k: v.actions for k, v in started.rulesets.items()} == listed["rulesets"]
    assert started.capabilities.rulings == listed["rulings"]


def test_a_game_is_imported_when_a_request_first_names_it(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_VARIABLE, str(tmp_path / "cache"))
    names()  # the names kept, as an earlier process of this installation left them
    table = setups.rider_on(setups.empty(), "rider", "horse")
    line = P.encode({"cmd": "perform", "seq": 1, "ruleset": "lotow", "state": table,
                     "action": {"action": "roll-thrown-rider", "fighter": "rider"}, "dice": [1], "rulings": {}})
    out = subprocess.run([sys.executable, "-c", PROBE % (NOT_AT_START,)], input=line, capture_output=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
    got = json.loads(out.stdout)
    assert got["at_start"] == []  # no game, no shapely, no catalogue, no behave, jinja2 or rich before a request
    assert "oracle.lotow" in got["after"] and not set(got["after"]) & {"oracle.gurps", "oracle.mordheim", "oracle.ww2"}
    assert got["started"]["rulesets"] == {k: {"actions": v} for k, v in names()["rulesets"].items()}
    assert got["started"]["capabilities"]["rulings"] == names()["rulings"]
    # the first request naming the game reads its table as every later one: the rider thrown on a 1
    assert got["performed"]["cmd"] == "performed"
    assert next(f["posture"] for f in got["performed"]["state"]["fighters"] if f["id"] == "rider") == "prone"
