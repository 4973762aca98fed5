"""The live processes of this machine, found by what their command line says or by their working folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator


def _live() -> Iterator[tuple[Path, str]]:
    """Each process of the machine: its /proc folder and its command line (one that ended meanwhile left out)."""
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            yield proc, (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue


def processes_with(marker: str) -> list[str]:
    """The command lines of live processes that name ``marker`` (zombies excluded)."""
    found = []
    for proc, cmdline in _live():
        if marker not in cmdline or proc.name == str(os.getpid()):
            continue
        try:
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(f"{proc.name}: {cmdline}")
    return found


def processes_in(folder: Path) -> list[str]:
    """The command lines of live processes whose working folder is ``folder`` (a forked process
    names nothing of its own on its command line; zombies have no working folder)."""
    found = []
    for proc, cmdline in _live():
        try:
            if Path(os.readlink(proc / "cwd")) == folder:
                found.append(f"{proc.name}: {cmdline}")
        except OSError:
            continue
    return found
