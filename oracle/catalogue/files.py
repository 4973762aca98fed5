"""Where the catalogue's files are: the ``oracle/<ruleset>/catalogue/*.yaml`` files, the variants
and the source texts, and every file a loaded catalogue is made from.

Light on purpose (the standard library only): a served reference lists the catalogue's
rulings from names kept across processes, keyed by these files, without importing the
catalogue's models or a YAML parser (:mod:`oracle.catalogue.load` does that).
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
SOURCES_DIR = PACKAGE_ROOT / "sources"


def catalogue_files(root: Path = PACKAGE_ROOT) -> list[Path]:
    return sorted(root.glob("*/catalogue/*.yaml"))


def variant_files(root: Path = PACKAGE_ROOT) -> list[Path]:
    return sorted(root.glob("*/variants.yaml"))


def catalogue_inputs() -> list[Path]:
    """Every file the project's catalogue is made from: the catalogue and variant files, the
    sources, and the modules of this package (its classes are what a cached catalogue holds)."""
    return [*catalogue_files(), *variant_files(), *sorted(p for p in SOURCES_DIR.iterdir() if p.is_file()),
            *sorted(Path(__file__).resolve().parent.glob("*.py"))]
