"""Work kept across processes: a value built from files, stored in the user's cache folder.

Every ``oracle`` command and every served reference loads the same catalogue (41 YAML files
validated and cross-checked, the quotes found in their sources) before its work; the result is
the same until one of those files changes.  :func:`cached` keeps such a value on disk, keyed
by the files it was built from (each file's path, size and modification time), the package's
version and the interpreter's, and rebuilds it when the key differs.

The folder is the user's cache folder (``platformdirs.user_cache_dir`` where installed, else
``$XDG_CACHE_HOME/rules-oracle`` or ``~/.cache/rules-oracle``), never the installed package;
``ORACLE_CACHE_DIR`` names another one, and set empty it turns the cache off.  One file a
value and a place the package is installed in (a repository and an installed wheel keep their
own).  A cache file that is missing, unreadable, corrupt or of another key is ignored and
written again; a folder that cannot be written is no error: the value is built as without a
cache.  The files are pickles: the folder is the user's own, as Python's ``__pycache__`` is.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterable, TypeVar

try:  # the platform's own cache folder where the library is installed; the XDG default otherwise
    from platformdirs import user_cache_dir
except ImportError:  # pragma: no cover - depends on the environment
    user_cache_dir = None

T = TypeVar("T")

CACHE_VARIABLE = "ORACLE_CACHE_DIR"
"""The cache folder to use instead of the user's; empty: no cache."""

APP = "rules-oracle"

KEEP = 8
"""Entries kept of one value, the most recently used: one per place the package is installed in
(a repository, a virtual environment), so that new environments do not fill the folder."""

FRESH_SECONDS = 24 * 3600
"""An entry read back is marked used again (its modification time) when it is older than this."""

PACKAGE = sys.modules[__name__.partition(".")[0]]
"""The ``oracle`` package (imported before any of its modules): its version and its folder
are part of every key."""


def cache_dir() -> Path | None:
    """The folder the values are kept in, or None when the cache is off."""
    named = os.environ.get(CACHE_VARIABLE)
    if named is not None:
        return Path(named).expanduser() if named.strip() else None
    if user_cache_dir is not None:
        return Path(user_cache_dir(APP, appauthor=False))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / APP


def files_key(files: Iterable[Path]) -> tuple:
    """What decides a value built from ``files``: each file's path, size and modification time
    (a file that cannot be read is keyed as missing, and its own load reports it)."""
    found = []
    for path in files:
        try:
            st = os.stat(path)
        except OSError:
            found.append((str(path), None, None))
        else:
            found.append((str(path), st.st_size, st.st_mtime_ns))
    return tuple(found)


def cached(name: str, files: Iterable[Path], build: Callable[[], T], extra: tuple = ()) -> T:
    """``build()``, or the value it gave for the same files, read back from the cache folder.

    ``files`` are every file the value is made from, the Python modules that define its
    classes included; ``extra``, anything else the value depends on (the versions of the
    libraries whose objects it holds); the value must pickle."""
    folder = cache_dir()
    if folder is None:
        return build()
    key = (PACKAGE.__version__, sys.version, tuple(extra), files_key(files))
    path = entry_path(folder, name)
    try:
        with path.open("rb") as fh:
            stored_key, value = pickle.load(fh)
            if stored_key == key:
                if time.time() - os.fstat(fh.fileno()).st_mtime > FRESH_SECONDS:
                    os.utime(path)  # still in use: not among the first to go (:func:`prune`)
                return value
    except Exception:  # missing, unreadable, corrupt, of classes since changed: built again
        pass
    value = build()
    if _store(path, (key, value)):
        prune(folder, f"{name}-*.pickle")
    return value


def entry_path(folder: Path, name: str) -> Path:
    """The file of value ``name`` for the place this package is installed in."""
    where = hashlib.sha256(str(Path(PACKAGE.__file__).resolve().parent).encode()).hexdigest()[:16]
    return folder / f"{name}-{where}.pickle"


def prune(folder: Path, pattern: str, keep: int = KEEP) -> None:
    """Remove all but the ``keep`` most recently used files of ``folder`` that ``pattern`` matches
    (the entries of one value: each place the package was installed in writes its own; a removed
    one is built again if that place runs again)."""
    try:
        entries = sorted(((e.stat().st_mtime, e) for e in folder.glob(pattern)), reverse=True)
        for _, old in entries[keep:]:
            old.unlink()
    except OSError:  # another process pruned it first, or the folder is not ours to change
        pass


def _store(path: Path, entry: tuple) -> bool:
    """Write the entry whole or not at all (a temporary file renamed over the old one, so a
    process reading it meanwhile sees the old entry or the new one); whether it was written (a
    folder that cannot be written leaves the cache empty)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(entry, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        return True
    except Exception:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False
