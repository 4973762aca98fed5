"""The oracle as a user gets it: a wheel built from the repository, installed (not editable)
into a fresh virtual environment, run from a folder outside the repository.

The wheel carries the built-in suite (every feature, step module and named table of the
repository, and nothing else); `oracle run` finds it from an empty folder, runs a user's
own folder (their feature, step module and table) alone, with the built-in suite, and on
an engine given by `--engine cmd:...`.  Slow (a build, an install, several runs):
one module, one wheel, one environment for all its tests.
"""

import email.parser
import importlib.metadata
import json
import os
import shlex
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from junitparser import JUnitXml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from in_process import Commands

ROOT = Path(__file__).resolve().parent.parent
SUITE_IN_WHEEL = "oracle/_suite/"
SUITE_FOLDERS = {"features": ".feature", "steps": ".py", "scenarios": ".yaml"}


def _source_tree(dest: Path) -> Path:
    """The repository's files as a clean clone would have them (tracked, or new and not ignored)."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


def _builds_here() -> bool:
    """Whether the test environment holds what ``[build-system] requires`` names (the ``test``
    extra asks for it): then pip builds the wheel with it, as its isolated build would with the
    same backend, without first installing the backend into a throwaway environment (3 s of CPU
    of the wheel's 5 s)."""
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    for req in map(Requirement, wanted):
        try:
            have = importlib.metadata.version(req.name)
        except importlib.metadata.PackageNotFoundError:
            return False
        if not req.specifier.contains(have, prereleases=True):
            return False
    return True


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    src = _source_tree(tmp_path_factory.mktemp("src"))
    dist = tmp_path_factory.mktemp("dist")
    isolation = ["--no-build-isolation"] if _builds_here() else []
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-q", "-w", str(dist), str(src)],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (built,) = dist.glob("rules_oracle-*.whl")
    return built


def _requirements_closure(wheel: Path) -> list[importlib.metadata.Distribution]:
    """The distributions the wheel's ``Requires-Dist`` calls for (no extras, this platform's
    markers), with what they call for in turn, each as installed in the test environment,
    whose version each requirement must accept."""
    with zipfile.ZipFile(wheel) as z:
        (meta,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        wanted = email.parser.Parser().parsestr(z.read(meta).decode("utf-8")).get_all("Requires-Dist") or []
    found: dict[str, importlib.metadata.Distribution] = {}
    queue = [Requirement(r) for r in wanted]
    while queue:
        req = queue.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        name = canonicalize_name(req.name)
        dist = found.get(name) or importlib.metadata.distribution(req.name)
        assert req.specifier.contains(dist.version, prereleases=True), f"{req} but the test environment has {dist.version}"
        if name not in found:
            found[name] = dist
            queue.extend(Requirement(r) for r in dist.requires or [])
    return list(found.values())


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh environment holding the wheel, installed by pip without its dependencies, and
    those dependencies alone: each distribution the wheel declares (and what it declares in
    turn) linked in from the test environment, file by top-level name as its RECORD lists them.
    Nothing else is importable there, so a dependency the wheel fails to declare fails the runs
    below; the dependencies are not downloaded, unpacked and compiled again (19 s of CPU)."""
    env_dir = tmp_path_factory.mktemp("venv")
    # no pip of its own (ensurepip took 6 s of CPU): this environment's pip installs into it
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True, timeout=300)
    (site,) = (env_dir / "lib").glob("python*/site-packages")
    for dist in _requirements_closure(wheel):
        where = Path(dist.locate_file(""))
        for name in sorted({f.parts[0] if f.parts[0] != "__pycache__" else "/".join(f.parts[:2])
                            for f in dist.files or [] if f.parts[0] != ".."}):
            link = site / name
            link.parent.mkdir(exist_ok=True)
            if not link.exists():
                link.symlink_to(where / name)
    # pip reads what the new environment holds through its interpreter, so with nothing of the repository on the
    # path: a PYTHONPATH naming a checkout that holds rules_oracle.egg-info made the wheel "already satisfied"
    proc = subprocess.run([sys.executable, "-m", "pip", "--python", str(env_dir / "bin" / "python"), "install", "-q",
                           "--no-deps", str(wheel)], capture_output=True, text=True, timeout=1800,
                          env=_outside_env(env_dir))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return env_dir


def _outside_env(venv: Path) -> dict[str, str]:
    """The environment of a process of the fresh environment: nothing of the repository on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CI", "VIRTUAL_ENV")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    return env


def outside(venv: Path, folder: Path, *args, timeout=1800):
    """`oracle` of the fresh environment (its console script), in a folder outside the repository."""
    return subprocess.run([str(venv / "bin" / "oracle"), *map(str, args)], cwd=folder, env=_outside_env(venv),
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def installed(venv, tmp_path_factory):
    """``installed(folder, *args)``: ``oracle ARGS`` of the fresh environment in a folder outside the
    repository, as :func:`outside` runs it, each command in turn in one process of that environment
    (``tests/in_process.py``: ``Commands``), which imports the installed package once for all of
    them; the console script itself is started by :func:`outside`."""
    commands = Commands(venv / "bin" / "python", tmp_path_factory.mktemp("installed-commands"), _outside_env(venv))
    yield commands
    commands.close()


def test_the_wheel_holds_every_feature_step_module_and_table_and_nothing_stale(wheel):
    with zipfile.ZipFile(wheel) as z:
        inside = {n[len(SUITE_IN_WHEEL):]: z.read(n) for n in z.namelist()
                  if n.startswith(SUITE_IN_WHEEL) and not n.endswith("/")}
    repo = {}
    for folder, suffix in SUITE_FOLDERS.items():
        for path in sorted((ROOT / folder).rglob(f"*{suffix}")):
            if "__pycache__" not in path.parts:
                repo[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    assert sorted(inside) == sorted(repo), (sorted(set(inside) ^ set(repo)))
    assert all(inside[name] == repo[name] for name in repo), "a file in the wheel differs from the repository's"
    assert len([n for n in repo if n.startswith("features/")]) >= 40


def test_the_wheel_holds_every_data_file_of_the_package(wheel):
    # A data file the code reads but the package data patterns miss works in a checkout and
    # fails only when installed: every file of the oracle package (tracked, not Python) ships.
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z", "oracle"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    data = {n for n in filter(None, listed) if not n.endswith(".py") and (ROOT / n).is_file()}
    with zipfile.ZipFile(wheel) as z:
        inside = set(z.namelist())
    assert data and sorted(data - inside) == []


def test_an_empty_folder_runs_the_built_in_suite(venv, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import oracle; print(oracle.__file__)"],
                           cwd=empty, capture_output=True, text=True, env={"PATH": os.environ["PATH"]})
    assert str(venv) in where.stdout, "the installed package, not the repository, is imported"
    proc = outside(venv, empty, "run", "-q", "--tags", "clause:lotow.mounted.thrown-rider.1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = json.loads((empty / "report" / "results.json").read_text(encoding="utf-8"))
    assert results["scenarios"] and all(s["feature"].startswith("features/lotow/") for s in results["scenarios"])
    assert (empty / "report" / "index.html").is_file()


@pytest.fixture
def user(tmp_path):
    folder = tmp_path / "their-repo"
    shutil.copytree(ROOT / "tests" / "user_suite", folder)
    (folder / ".git").mkdir()
    shutil.copy(ROOT / "examples" / "python_engine" / "engine.py", folder / "engine.py")
    return folder


BUILT_IN_SAMPLE = ("clause:lotow.obstacles.thin-fence", "clause:lotow.mounted.thrown-rider.1",
                   "clause:gurps.mount-out-of-control.table.5", "clause:mordheim.jumping-down.skaven-example",
                   "clause:ww2.dash.declaration", "clause:ww2.cavalry-wounds.saves")
"""The clauses whose scenarios the run with the built-in suite takes: their two clauses, and of
each ruleset a clause with a feature in its source's language and one with a named table
(scenarios/). Enough to show that the wheel's suite is found, that its step modules (all of
them load in any run) and its tables work from the installed package beside theirs. That each
built-in feature passes is shown by the repository's own runs (tests/test_suite.py, a test a
feature), and that the wheel carries those very files, byte for byte, by
test_the_wheel_holds_every_feature_step_module_and_table_and_nothing_stale."""


def _scenario_cases(report: Path) -> dict:
    xml = JUnitXml.fromfile(str(report / "junit-scenarios.xml"))
    return {(case.classname, case.name): case for suite in xml for case in suite}


def test_their_suite_alone_with_the_built_in_suite_and_on_their_engine(venv, installed, user):
    # alone: their feature, their step module, their table
    alone = installed(user, "run", "features", "-q")
    assert alone.returncode == 0, alone.stdout + alone.stderr
    cov = json.loads((user / "report" / "coverage.json").read_text(encoding="utf-8"))
    assert cov["scope"]["whole"] is False and cov["scope"]["rulesets"] == ["lotow"]
    assert cov["totals"]["clauses"] == 3 and cov["totals"]["gap"] == 0 and cov["totals"]["outside this run"] > 300
    cases = _scenario_cases(user / "report")
    fence = cases[("features.our_fence", "Two of our enemies charge the cowboy across our fence")]
    assert fence.is_passed and fence.time >= 0

    # with the built-in suite, in one report: their scenarios and the built-in ones of a few
    # clauses of each ruleset (BUILT_IN_SAMPLE), from the wheel's copy of the suite
    both = installed(user, "run", "features", "--with-builtin", "-q", "--tags", " or ".join(BUILT_IN_SAMPLE))
    assert both.returncode == 0, both.stdout[-3000:] + both.stderr[-3000:]
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    features = {s["feature"] for s in results["scenarios"]}
    assert "features/our_fence.feature" in features
    assert {f.split("/")[1] for f in features if f.count("/") == 2} == {"lotow", "mordheim", "gurps", "ww2"}
    assert {f for f in features if f.endswith(("_ru.feature", "_zh.feature"))} == {
        "features/lotow/mounted_terrain_ru.feature", "features/gurps/mount_out_of_control_zh.feature",
        "features/mordheim/jumping_down_ru.feature", "features/ww2/dash_ru.feature",
        "features/ww2/cavalry_wounds_ru.feature"}
    assert len(results["scenarios"]) > 30 and all(s["status"] == "passed" for s in results["scenarios"])
    assert len(_scenario_cases(user / "report")) == len({(s["feature"], s["name"]) for s in results["scenarios"]})

    # on their engine (a Python engine speaking the protocol; it supports the Thrown Riders table only)
    python = venv / "bin" / "python"
    theirs = installed(user, "run", "features", "-q", "--engine", "cmd:" + shlex.join([str(python), "engine.py"]))
    assert theirs.returncode == 0, theirs.stdout + theirs.stderr
    results = json.loads((user / "report" / "results.json").read_text(encoding="utf-8"))
    assert results["engine_spec"] == "cmd:" + shlex.join([str(python), "engine.py"])
    by_name = {s["name"]: s["status"] for s in results["scenarios"]}
    assert by_name == {"Our rider thrown on a 1 takes a Strength 2 hit": "passed",
                       "Two of our enemies charge the cowboy across our fence": "skipped"}
    cases = _scenario_cases(user / "report")
    assert cases[("features.our_fence", "Two of our enemies charge the cowboy across our fence")].is_skipped

    # a selection that runs nothing is no green build
    none = installed(user, "run", "features", "-q", "--tags", "no-scenario-has-this-tag")
    assert none.returncode == 5 and "nothing ran" in none.stderr


def test_init_from_the_installed_package_is_green_at_once(installed, tmp_path):
    made = installed(tmp_path, "init", "starter")
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "starter" / ".github" / "workflows" / "rules-oracle.yml").is_file()
    proc = installed(tmp_path / "starter", "run", "-q")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "7/7 scenarios passed" in proc.stdout


def test_check_runs_from_the_installed_package_and_new_ruleset_refuses_in_one_line(installed, tmp_path):
    # The catalogue checks need every data file they read (the untested-numbers and
    # untested-lapses lists) inside the wheel; the docs' freshness is a checkout's matter.
    proc = installed(tmp_path, "check", "ww2")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "not checked (the docs are part of a source checkout" in proc.stdout

    source = tmp_path / "coin.txt"
    source.write_text("Heads wins.\n", encoding="utf-8")
    made = installed(tmp_path, "new-ruleset", "coin", "--source", source, "--language", "en")
    assert made.returncode == 2 and "Traceback" not in made.stderr
    assert len(made.stderr.strip().splitlines()) == 1 and "source checkout" in made.stderr
