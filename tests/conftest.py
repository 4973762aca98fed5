import os
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.chdir(ROOT)

from in_process import oracle  # noqa: E402
from oracle.catalogue.load import catalogue_files  # noqa: E402  (after the path is set)

@pytest.fixture(scope="session")
def suite_report(tmp_path_factory):
    """The report of ``oracle run`` on the whole built-in suite, as a user runs it: every
    scenario on the reference engine, then the rulings side by side, then the report (the
    command's ``main`` in this process, ``tests/in_process.py``). Read, never written, by
    the tests of the report and of the rulings side by side, all in the xdist group
    ``suite-report`` (``--dist loadgroup``, pyproject.toml, sends them to one worker, so that
    the suite runs once); (report folder, the run)."""
    out = tmp_path_factory.mktemp("suite-report")
    proc = oracle(["run", "--quiet", "--report", out], ROOT)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out, proc


@pytest.fixture
def catalogue_copy(tmp_path):
    """Copies of the catalogue files, each changed in place by ``mutate(path, data)`` (``path``
    the original file, ``data`` its parsed YAML): ``catalogue_copy(mutate)`` returns the
    copies' paths, for ``load_catalogue(files)``."""

    def copy_with(mutate) -> list[Path]:
        files = []
        for path in catalogue_files():
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            mutate(path, data)
            out = tmp_path / "catalogue-copy" / path.parent.parent.name / path.name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
            files.append(out)
        return files

    return copy_with
