"""The sample engines' documented divergences are exactly what ``oracle run`` finds on every
Legends of the Old West feature, and a ``skipped`` reply's tracker link reaches the matrix."""

import json
import shlex
import sys

import pytest
from conftest import ROOT, run_oracle

SAMPLES = {
    "node": ("cmd:node examples/node_engine/engine.js", "examples/node_engine"),
    "python": ("cmd:" + shlex.join([sys.executable, "-m", "examples.python_engine.engine"]), "examples/python_engine"),
}


@pytest.mark.parametrize("which", sorted(SAMPLES))
def test_documented_divergences_are_what_run_finds(tmp_path, which):
    spec, folder = SAMPLES[which]
    documented = {d["clause"] for d in json.loads((ROOT / folder / "divergences.json").read_text(encoding="utf-8"))}
    code, results, out = run_oracle(spec, tmp_path / "report", "features/lotow")
    matrix = json.loads((tmp_path / "report" / "matrix.json").read_text(encoding="utf-8"))
    cells = {row["id"]: next(iter(row["results"].values())) for row in matrix["clauses"]}
    failed = {c for c, cell in cells.items() if cell["status"] in ("failed", "errored")}
    assert failed == documented, out
    assert code == (1 if documented else 0)
    header = (ROOT / folder / ("engine.js" if which == "node" else "engine.py")).read_text(encoding="utf-8")
    for clause in documented:
        assert clause in header.split("'use strict'")[0], f"{clause} is not in the engine's header"
    if which == "node":
        tracked = {cell.get("url") for cell in cells.values() if cell["status"] == "skipped"} - {None}
        # tying a mount to a fence is a case the sample skips, saying where that is tracked
        assert "https://example.com/sample-node-engine/issues/2" in tracked
        html = (tmp_path / "report" / "matrix.html").read_text(encoding="utf-8")
        assert '<a href="https://example.com/sample-node-engine/issues/2">tracked</a>' in html
