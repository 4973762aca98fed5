"""The live processes of this machine, found by what their command line says."""

from __future__ import annotations

import os
from pathlib import Path


def processes_with(marker: str) -> list[str]:
    """The command lines of live processes that name ``marker`` (zombies excluded)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in cmdline and state != "Z" and proc.name != str(os.getpid()):
            found.append(f"{proc.name}: {cmdline}")
    return found


def processes_in(folder: Path) -> list[str]:
    """The command lines of live processes whose working folder is ``folder`` (a forked process
    names nothing of its own on its command line; zombies have no working folder)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if Path(os.readlink(proc / "cwd")) == folder:
                found.append(f"{proc.name}: " + (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"))
        except OSError:
            continue
    return found
