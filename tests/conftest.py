import os
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.chdir(ROOT)

from oracle.catalogue.load import catalogue_files  # noqa: E402  (after the path is set)


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
