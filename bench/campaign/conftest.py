"""Merge the campaign's shards into one report, wherever pytest-xdist ran them.

Each shard records what it checked with ``record_property``; pytest-xdist sends every
test report back to the controller, which adds them up and writes
``--campaign-report`` (JSON) once at the end.
"""

import json
from collections import Counter
from pathlib import Path


def pytest_addoption(parser):
    parser.addoption("--campaign-report", default=None, help="where to write the merged campaign report (JSON)")


def pytest_configure(config):
    config._campaign = {"shards": [], "failed": []}


def pytest_runtest_logreport(report):
    import pytest

    config = pytest_runtest_logreport.config
    if report.when != "call":
        return
    props = dict(report.user_properties)
    if "campaign" in props:
        config._campaign["shards"].append({"test": report.nodeid, "worker": getattr(report, "node", None) and
                                           report.node.gateway.id, **props["campaign"]})
    if report.failed:
        config._campaign["failed"].append(report.nodeid)


def pytest_sessionstart(session):
    pytest_runtest_logreport.config = session.config


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    if hasattr(config, "workerinput"):  # a worker: the controller writes the report
        return
    path = config.getoption("--campaign-report")
    if not path:
        return
    shards = config._campaign["shards"]
    outcomes = Counter()
    for s in shards:
        outcomes.update(s.get("outcomes", {}))
    totals = {key: sum(s.get(key, 0) for s in shards) for key in ("examples", "agreements", "refusals", "set_aside")}
    totals["actions"] = len({a for s in shards for a in s.get("actions", ())})
    totals["actions_reached"] = len({a for s in shards for a in s.get("outcomes", {})} |
                                    {a for s in shards for a in s.get("refused_by", {})})
    totals |= {"shards": len(shards), "failed": len(config._campaign["failed"]),
               "workers": sorted({str(s.get("worker")) for s in shards})}
    Path(path).write_text(json.dumps({"totals": totals, "outcomes": dict(outcomes), "shards": shards,
                                      "failed": config._campaign["failed"]}, indent=1), encoding="utf-8")
