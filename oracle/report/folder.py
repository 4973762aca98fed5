"""A report folder written whole or not at all.

A run writes its report into a temporary folder beside the target (same file system, so the
swap is a rename) and puts it in place only when every file is written.  A run that crashes,
stops on bad input or is interrupted leaves the previous report exactly as it was; an
interrupted run's partial results may be kept in ``<report>.partial/``, never in the report.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Sequence

from oracle.bdd.records import RESULTS_FORMAT
from oracle.core.errors import OracleError, broken_link, why_not_written

PARTIAL_SUFFIX = ".partial"

REPORT_MARK = "results.json"
"""The file every published report holds: a folder with one that ``oracle run`` wrote (:func:`is_earlier_report`) is
an earlier report, which a run may replace; a folder with other files and without it is someone's work, which it
must not."""


def is_earlier_report(folder: Path) -> bool:
    """Whether ``folder`` holds a ``results.json`` that ``oracle run`` wrote: its first line (the run's fields, the
    scenarios following one a line) says ``"format": "rules-oracle-results"``. A results.json of another tool (a
    test runner's, a user's own) makes the folder someone's work, not a report to replace."""
    try:
        with (folder / REPORT_MARK).open(encoding="utf-8") as f:
            first = f.readline(1 << 20)
    except (OSError, UnicodeDecodeError):
        return False
    fields = None
    for text in (first.rstrip("\n") + "]}", first):  # as written (the scenarios on the lines below), or on one line
        try:
            fields = json.loads(text)
            break
        except ValueError:
            continue
    return isinstance(fields, dict) and fields.get("format") == RESULTS_FORMAT


def _umask() -> int:
    """The process's umask (read by setting it, then setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


class ReportFolderError(OracleError):
    """The report cannot be written where it was asked for."""


class ReportFolder:
    """The temporary folder a run writes into, and the swap that publishes it."""

    def __init__(self, target: Path, inputs: Sequence[Path] = ()):
        """``target`` is replaced whole when the run ends, so it may be a new folder, an empty one
        or an earlier report, never the working folder, a folder above it, a folder that holds one
        of the run's ``inputs`` (its features, steps, tables) or a folder of other files."""
        link = broken_link(target)
        if link is not None:  # a traceback once the run had ended: the report renamed onto the link
            raise ReportFolderError(f"--report {target}: {link}")
        # a link to a folder: the report replaces the folder it leads to, and the link still leads to the report
        # (renamed onto the link itself, the report took its place, and the folder it led to kept the old one)
        self.target = Path(os.path.realpath(target) if os.path.islink(target) else os.path.abspath(target))
        if self.target.exists() and not self.target.is_dir():
            raise ReportFolderError(f"--report {target}: is a file, not a folder")
        here = Path.cwd()
        if self.target == here or self.target in here.parents:
            raise ReportFolderError(f"--report {target}: is the working folder or a folder above it; the report "
                                    "replaces its folder whole, so it needs one of its own (the default is 'report')")
        for given in inputs:
            path = Path(os.path.abspath(given))
            if path == self.target or self.target in path.parents:
                raise ReportFolderError(f"--report {target}: holds {given}, which this run reads; the report "
                                        "replaces its folder whole, so it needs one of its own")
        if self.target.is_dir() and any(self.target.iterdir()) and not is_earlier_report(self.target):
            why = (f"its {REPORT_MARK} is not one oracle run wrote" if (self.target / REPORT_MARK).exists()
                   else f"it has no {REPORT_MARK}")
            raise ReportFolderError(f"--report {target}: holds files and is not an earlier report ({why}); the report "
                                    "replaces its folder whole, so name a new or empty folder, or an earlier report's")
        parent = self.target.parent
        try:
            parent.mkdir(parents=True, exist_ok=True)
            self.work = Path(tempfile.mkdtemp(prefix=f".{self.target.name}.tmp-", dir=parent))
            # mkdtemp makes it for its owner alone (0700), and the report was published so: a web server serving
            # it, or a colleague, could not read it. It gets the earlier report's mode, or a new folder's.
            os.chmod(self.work, stat.S_IMODE(self.target.stat().st_mode) if self.target.is_dir() else
                     0o777 & ~_umask())
        except OSError as exc:
            raise ReportFolderError(f"--report {target}: cannot write there ({why_not_written(self.target, exc)})") from None
        if self.target.exists() and not os.access(self.target, os.W_OK | os.X_OK):
            self.discard()
            raise ReportFolderError(f"--report {target}: cannot write there (permission denied)")

    @property
    def partial(self) -> Path:
        return self.target.with_name(self.target.name + PARTIAL_SUFFIX)

    def publish(self) -> None:
        """Put the finished report in place of the previous one."""
        old = None
        if self.target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{self.target.name}.old-", dir=self.target.parent))
            os.rename(self.target, old / "report")
        try:
            os.rename(self.work, self.target)
        except BaseException:  # a Ctrl-C between the two renames: the previous report goes back
            if old is not None and not self.target.exists():
                os.rename(old / "report", self.target)
            raise
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)

    def keep_partial(self) -> Path | None:
        """Move what was written so far to ``<report>.partial/`` (replacing an older one); None
        when there is nothing to move: the report was published already."""
        if not self.work.exists():
            return None
        shutil.rmtree(self.partial, ignore_errors=True)
        os.rename(self.work, self.partial)
        return self.partial

    def discard(self) -> None:
        shutil.rmtree(self.work, ignore_errors=True)
