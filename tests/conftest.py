import compileall
import gc
import os
import shlex
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
import yaml


@contextmanager
def rewrites_kept():
    """Python modules pytest rewrites (their asserts) kept as ``__pycache__/*-pytest-*.pyc``
    while the block runs: where PYTHONDONTWRITEBYTECODE is set, pytest reads such a file but
    never writes one, so every process of the test command (the controller and each worker)
    parsed and rewrote them all again. What the tests import or start is left as set."""
    keep = sys.dont_write_bytecode
    sys.dont_write_bytecode = False
    try:
        yield
    finally:
        sys.dont_write_bytecode = keep


with rewrites_kept():
    # hypothesis is a pytest plugin's package, so pytest rewrites every module of it (73) as it is
    # imported: 0.45 s of CPU in each process of the command where they are not kept
    from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.chdir(ROOT)

from in_process import oracle  # noqa: E402
from oracle.catalogue.load import catalogue_files  # noqa: E402  (after the path is set)
from oracle.core.collector import COLLECTOR_FIRST_THRESHOLD  # noqa: E402
from oracle.core.ending import process_ends  # noqa: E402
from oracle.core import interrupts  # noqa: E402
from oracle.engine import external  # noqa: E402
from oracle.engine.serve import ReferenceOverProtocol  # noqa: E402
from served import SharedEngines  # noqa: E402
from xdist.scheduler import LoadScopeScheduling  # noqa: E402

# --- hypothesis: the same examples at every run ------------------------------------------------

settings.register_profile("suite", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))
"""The property tests' profiles. ``suite``, the test command's: each property test draws the same
examples at every run (a seed from the test's own code), as many as its ``max_examples`` says
(sized so that each takes about a second of CPU), none from a database of earlier failures, so a
red run is red again on any machine. ``explore`` (``HYPOTHESIS_PROFILE=explore``): new random
examples at every run, failures kept in ``.hypothesis/`` and tried first the next time, for
searching further by running the tests again."""


# --- pytest-xdist: which tests share a worker -----------------------------------------------

SAME_WORKER = {
    "installed": ("tests/test_installed.py::",),
    "new-ruleset": ("tests/test_new_ruleset.py::test_new_ruleset_writes", "tests/test_new_ruleset.py::test_check_"),
    "suite-report": ("tests/test_suite.py::test_the_report_", "tests/test_suite.py::test_every_clause_",
                     "tests/test_suite.py::test_the_markdown_report_", "tests/test_suite.py::test_the_html_report_",
                     "tests/clarify/test_card_and_sides.py::test_the_report_shows_every_ruling_side_by_side"),
}
"""Tests (by node id prefix) that one worker runs, each group one after the other: they share
something made once per worker (the built wheel and its environment; the copy of the
repository with a new ruleset; the ``suite_report``), which two workers would each make."""


SAME_QUESTION = "tests/clarify/test_ask.py::"
"""The tests of one shipped question (``[<name>.yaml]``) in this module go to one worker, one after the
other: they read its in-process answer, made once a process (``asked``), and tell the same outcome
tables, whose words the process keeps (``oracle.clarify.words``); spread over three workers, each
worker worked out most answers and words again."""


class SameWorkerScheduling(LoadScopeScheduling):
    """pytest-xdist's ``load`` distribution (a test to whichever worker is free), except that
    the tests of a :data:`SAME_WORKER` group go to one worker, the largest groups first.

    (``--dist loadgroup`` with ``xdist_group`` marks would say this in the tests, but
    pytest-xdist 3.8 tags the node ids of marked tests where pytest 9 no longer reads them.)"""

    def _split_scope(self, nodeid: str) -> str:
        for group, prefixes in SAME_WORKER.items():
            if nodeid.startswith(prefixes):
                return group
        if nodeid.startswith(SAME_QUESTION) and nodeid.endswith(".yaml]"):
            return "question " + nodeid[nodeid.index("["):]
        return nodeid


COMPILED = ("oracle", "steps", "examples", "bench", "tests")
"""The project's source folders, compiled once before the tests start (:func:`pytest_configure`)."""


WORKER_FULL_COLLECTION_EVERY: int = 100
"""How many collections of the cyclic collector's middle generation a test worker lets pass
before a full one (Python's default is 10). A worker's heap grows to hundreds of megabytes (every
test module, the step registries, the catalogue, the in-process runs' models), and each full
collection walks all of it: 22-36 of them a worker, 4-5 s of each worker's CPU in a run of the
test command (``bench/pytest_cpu.py``). At 100 the full collections the collector starts itself
are 8-22 a worker (those the tests ask for with ``gc.collect()`` stay), 1.7-1.8 s; the younger
generations are left as they are, and the workers' peak memory did not grow (docs/performance.md)."""


def pytest_configure(config):
    """Space out a worker's collections: its youngest generation collected after
    :data:`~oracle.core.collector.COLLECTOR_FIRST_THRESHOLD` new objects, as the commands run (Python's
    700 made about 4 500 young collections a worker, each walking what the tests had just made), and
    its full collections (:data:`WORKER_FULL_COLLECTION_EVERY`). On the
    controller: compile the project's sources once, before any worker starts. The tests
    start processes (engines, the command, behave) that import the project; where
    PYTHONDONTWRITEBYTECODE is set (as on the development machine) none of them keeps its
    bytecode, so each compiled the project again: about 0.16 s of CPU a process, against 0.6 s
    for the imports themselves. (``__pycache__`` is ignored by git and left out of the wheel.) And
    install the npm packages the tests use where they are missing (:func:`install_node_packages`)."""
    if hasattr(config, "workerinput"):
        _, middle, _ = gc.get_threshold()
        gc.set_threshold(COLLECTOR_FIRST_THRESHOLD, middle, WORKER_FULL_COLLECTION_EVERY)
    else:
        for folder in COMPILED:
            compileall.compile_dir(ROOT / folder, quiet=2)
        install_node_packages(config)


NODE_PACKAGES = ("adapters/js", "tests/consumers")
"""The folders whose npm packages the tests use: the JavaScript kit (the Node sample engine and the
template run on it) and the Cucumber JSON readers."""


def install_node_packages(config) -> None:
    """``npm ci`` where a folder of :data:`NODE_PACKAGES` has no ``node_modules`` yet, as ``.ci/run``
    does, so that the README's test command on a fresh clone needs nothing more. Without npm, or if
    it fails, a warning says so, and the tests that start a Node engine fail naming what is missing."""
    missing = [folder for folder in NODE_PACKAGES if not (ROOT / folder / "node_modules").is_dir()]
    if not missing:
        return
    if shutil.which("npm") is None or shutil.which("node") is None:
        config.issue_config_time_warning(pytest.PytestConfigWarning(
            f"node and npm are not installed: the tests of the Node sample engine, the JavaScript kit and the "
            f"Cucumber JSON readers will fail ({', '.join(missing)} has no node_modules; .ci/run installs them)"),
            stacklevel=2)
        return
    for folder in missing:
        try:
            done = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT / folder,
                                  capture_output=True, text=True, timeout=600)
            failed = done.returncode != 0 and (done.stderr.strip().splitlines() or ["no message"])[-1]
        except (OSError, subprocess.TimeoutExpired) as exc:
            failed = str(exc)
        if failed:
            config.issue_config_time_warning(pytest.PytestConfigWarning(
                f"npm ci in {folder} failed ({failed}): the tests that need its packages will fail"), stacklevel=2)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session):
    """Keep the test modules as pytest rewrites them (:func:`rewrites_kept`): every worker parsed
    and rewrote all the test modules again at each run (about 1.5 s of CPU a worker). Only while
    the tests are collected."""
    with rewrites_kept():
        return (yield)


def pytest_collection_finish(session):
    """A worker's heap once its tests are collected (every test module, the project and what it
    imported, the catalogue, the step registries) moved out of the cyclic collector's sight
    (``gc.freeze``): those objects live until the worker ends, and each full collection walked
    them all again. What the tests make afterwards is collected as before."""
    if hasattr(session.config, "workerinput"):
        gc.collect()
        gc.freeze()


def pytest_unconfigure(config):
    """A worker's last hook: its process ends after it, and the controller waits for that before
    it reports. The interpreter's shutdown walked the worker's whole heap (every test module, the
    step registries, the catalogue, what the in-process runs kept) in several full collections
    of the cyclic collector, about 2 s of wall time between the last worker's end and the
    controller's report; put out of their sight (``process_ends``), the wait is about 0.1 s.
    Not in the controller, whose process may be a program that goes on (``pytest.main``)."""
    if hasattr(config, "workerinput"):
        process_ends()


WORKERS_BEYOND_CORES: int = 1
"""Workers ``-n auto`` starts beyond the cores pytest-xdist counts. A worker's core idles while its test
waits on a process or a deadline (an engine's handshake, a hang's timeout, Chromium, a signal): about
11 s of each worker's 72 s in a run of the test command on two cores (``bench/pytest_cpu.py``: the
tests' wall time less their CPU and their children's). One worker more runs a test in those gaps: on
two cores, seven runs each way alternating, a median of 71.8 s by pytest against 75.3 s with two
workers, the CPU of every process within its spread (docs/performance.md, the test command's table).
``PYTEST_XDIST_AUTO_NUM_WORKERS``, or a number given to ``-n``, is taken as it is."""


@pytest.hookimpl(wrapper=True)
def pytest_xdist_auto_num_workers(config):
    counted = yield
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return counted
    return counted + WORKERS_BEYOND_CORES


def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") == "load":  # the default of -n; another --dist given is kept
        return SameWorkerScheduling(config, log)
    return None


@pytest.fixture(autouse=True)
def leaves_nothing_behind():
    """Each test ends what it started in the worker's process: no engine process still running
    (``external._RUNNING``: a py: or cmd: engine connected and never closed) and no Ctrl-C round still
    sending its signal again (``interrupts._UNTAKEN``: an interrupt raised and never taken). Either one
    outlives the test into the next on the same worker: an open round kept a later test's swallowed
    Ctrl-C from ever being sent again, and which test came next depended on how xdist shared them out.
    What was left is ended here, and the test that left it fails, named."""
    engines = set(external._RUNNING)
    yield
    left = [t for t in list(external._RUNNING) if t not in engines]
    rounds = sorted(interrupts._UNTAKEN)
    for transport in left:
        transport.release()  # killed, and its pipes closed
    interrupts.taken()
    assert not left, "engine processes left running: " + ", ".join(t.describe() for t in left)
    assert not rounds, f"a KeyboardInterrupt raised and never taken (signals {rounds}): end it with interrupts.taken()"


@pytest.fixture(scope="session")
def suite_report(tmp_path_factory):
    """The report of ``oracle run`` on the whole built-in suite, as a user runs it: every
    scenario on the reference engine, then the rulings side by side, then the report (the
    command's ``main`` in this process, ``tests/in_process.py``). Read, never written, by
    the tests of the report and of the rulings side by side, all on one worker (the
    ``suite-report`` group of :data:`SAME_WORKER`), so that the suite runs once; (report
    folder, the run)."""
    out = tmp_path_factory.mktemp("suite-report")
    proc = oracle(["run", "--quiet", "--report", out], ROOT)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out, proc


@pytest.fixture(scope="session")
def shared_engines(tmp_path_factory):
    """Engine classes of the kit served by this worker's process (``tests/served.py``), for engine
    processes that import nothing of the oracle (``tests/protocol/relay_engine.py``,
    ``tests/protocol/faulty_engine.py``)."""
    engines = SharedEngines(tmp_path_factory.mktemp("engines"))
    yield engines
    engines.close()


RELAY = ROOT / "tests" / "protocol" / "relay_engine.py"
FAULTY = ROOT / "tests" / "protocol" / "faulty_engine.py"


@pytest.fixture
def relayed(shared_engines):
    """``relayed(engine_class)``: an engine spec (``cmd:...``) whose process passes each line to
    ``engine_class`` (the reference unless given) served by this worker."""
    return lambda engine=ReferenceOverProtocol: "cmd:" + shlex.join([sys.executable, str(RELAY), str(shared_engines.address(engine))])


@pytest.fixture
def faulty(shared_engines):
    """``faulty(mode, *more)``: the command of an engine that answers as the reference served by
    this worker except on a scripted roll of 4, where it misbehaves as ``mode`` says
    (``tests/protocol/faulty_engine.py``); ``more``: arguments it ignores (a marker)."""
    return lambda mode, *more: [sys.executable, str(FAULTY), mode, shared_engines.address(ReferenceOverProtocol), *more]


YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml where built in, as the catalogue's loader
YAML_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # (the pure-Python ones took 1 s a copy)


@pytest.fixture
def catalogue_copy(tmp_path):
    """Copies of the catalogue files, each changed in place by ``mutate(path, data)`` (``path``
    the original file, ``data`` its parsed YAML): ``catalogue_copy(mutate)`` returns the
    copies' paths, for ``load_catalogue(files)``."""

    def copy_with(mutate) -> list[Path]:
        files = []
        for path in catalogue_files():
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=YAML_LOADER)
            mutate(path, data)
            out = tmp_path / "catalogue-copy" / path.parent.parent.name / path.name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(yaml.dump(data, Dumper=YAML_DUMPER, allow_unicode=True), encoding="utf-8")
            files.append(out)
        return files

    return copy_with
