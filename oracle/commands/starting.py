"""``oracle init``'s writing of the starter files: every target checked before any is written, so
that a target in the way (a file there already, a dangling symlink, a file where a folder must be)
leaves nothing behind, and a write that fails all the same takes back what it wrote."""

from __future__ import annotations

import os
from pathlib import Path

from oracle.core.errors import SetupError, broken_link, file_in_the_way, why_not_written


def in_the_way(path: Path) -> str | None:
    """What stands where a starter file or one of its folders goes ("already exists", "is a dangling
    symlink"), or None if the place is free. A dangling symlink does not exist to ``Path.exists``,
    and writing through it would create its target elsewhere."""
    link = broken_link(path)
    if link is not None:
        return f"is {link}"
    return "already exists" if path.exists() else None


def check_targets(folder: Path, files: list[Path]) -> None:
    """Raise :class:`SetupError` naming the first thing in the way of writing ``files`` under
    ``folder`` (with how many more there are), before anything is written."""
    found: list[str] = []
    for rel in files:
        where = folder
        for part in rel.parts[:-1]:  # the folders it goes in: each a folder, or nothing yet
            where = where / part
            link = broken_link(where)
            if link is not None:
                found.append(f"{where}: is {link}, where a folder must be")
                break
            if where.exists() and not where.is_dir():
                found.append(f"{where}: is a file, where a folder must be")
                break
        else:
            problem = in_the_way(folder / rel)
            if problem is not None:
                found.append(f"{folder / rel}: {problem}")
    found = list(dict.fromkeys(found))
    if found:
        more = f" ({len(found) - 1} more)" if len(found) > 1 else ""
        raise SetupError(f"{found[0]}; oracle init writes nothing over existing files{more}")


def write_starter(source: Path, folder: Path, files: list[Path]) -> None:
    """Copy ``files`` (relative paths) from ``source`` to ``folder``, all or none: check every target
    first (:func:`check_targets`); a write that fails all the same (no permission, a full disk)
    removes the files and folders this call made, and raises :class:`SetupError` naming its path."""
    up = file_in_the_way(folder)
    if up is not None:
        raise SetupError(f"{folder}: cannot write ({up} is a file, not a folder)")
    link = broken_link(folder)
    if link is not None:
        raise SetupError(f"{folder}: is {link}, not a folder")
    if folder.exists() and not folder.is_dir():
        raise SetupError(f"{folder}: is a file, not a folder")
    check_targets(folder, files)
    made_files: list[Path] = []
    made_folders: list[Path] = []
    try:
        for rel in files:
            target = folder / rel
            missing = [p for p in (target.parent, *target.parent.parents) if not p.exists()]
            target.parent.mkdir(parents=True, exist_ok=True)
            made_folders += reversed(missing)
            with open(target, "xb") as out:  # never over a file that appeared since the check
                made_files.append(target)
                out.write((source / rel).read_bytes())
    except OSError as exc:
        for path in made_files:
            path.unlink(missing_ok=True)
        for path in reversed(made_folders):
            try:
                os.rmdir(path)
            except OSError:
                pass
        raise SetupError(f"{exc.filename}: cannot write ({why_not_written(exc.filename, exc)})") from None
