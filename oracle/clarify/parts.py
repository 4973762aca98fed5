"""The whole suite's scenarios and their rulings side by side, its feature files shared among processes.

``oracle run`` on the whole built-in suite runs every scenario, then re-runs each one that consults a
ruling under each other reading (:mod:`oracle.clarify.sides`). One phase after the other, the
scenarios keep one core busy while the others wait: on two cores, about 3.5 s of a 10 s run. Here
each of the processes (:func:`oracle.core.workers.map_in_processes`) takes a part of the feature
files, runs their scenarios, then their re-runs at once, itself: the sub-results its scenarios left
(the transposition table, the routes, the tables set up) serve their re-runs as the command's
serve its forked re-runs in the two phases. A part is whole feature files; the parts go costliest
first, each to the process that is free. What comes out is what the two phases give: the results
file holds the scenarios in the features' order, whatever process ran them, and the side by side
re-runs the same scenarios under the same readings.

Used where the run is the whole suite with its side by side on the reference engine, stopped by no
failure count (``--max-fail``, ``-x``: which scenarios run would then depend on the processes'
timing), on more than one process; every other run keeps the two phases.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from oracle.bdd.records import read_results, write_results
from oracle.bdd.runner import RunSetup, run_behave
from oracle.bdd.tables import Tables
from oracle.bdd.world import RunScope
from oracle.catalogue.load import catalogue
from oracle.clarify.gallery import write_cards
from oracle.clarify.sides import Rerun, Share, consulted, rerun
from oracle.core.workers import WorkerDied, map_in_processes

PARTS_PER_PROCESS: int = 6
"""Parts of the feature files for each process: a process that ends its part early takes another, so
the last part to end is a small one; each part is a behave run of its scenarios and one a round of its
re-runs, so more parts are more runs."""

FIELDS_OF_THE_RUN: tuple[str, ...] = ("engine", "engine_spec", "rulings")
"""The fields of a part's results that are the run's (the same in every part); ``seconds`` and
``selected`` are added up."""


@dataclass(frozen=True)
class Part:
    """Some of the run's feature files, for one process: their scenarios, then their re-runs."""

    index: int
    files: tuple[str, ...]
    args: tuple[str, ...]
    """behave's arguments for the scenarios, without the results file and the files."""
    steps: tuple[Path, ...]
    tables: tuple[Path, ...]
    rulings: dict[str, str] | None
    workdir: Path

    @property
    def results(self) -> Path:
        return self.workdir / f"part-{self.index}" / "results.json"

    @property
    def partial(self) -> Path:
        """The scenarios' results as each ends (the hooks' ``<results>.partial.jsonl``)."""
        return self.results.with_suffix(".partial.jsonl")

    def run(self) -> "PartDone":
        return run_part(self)

    def what(self) -> str:
        names = [Path(f).name for f in self.files]
        return "the scenarios of " + ", ".join(names[:3]) + (f" and {len(names) - 3} more files" if len(names) > 3 else "")


@dataclass(frozen=True)
class Cards:
    """The gallery's ruling cards, written into ``out`` by whichever process is free first: their questions
    and answers are the same whatever the run (:func:`oracle.clarify.gallery.write_cards`)."""

    out: Path

    def run(self) -> list[dict]:
        return write_cards(self.out, catalogue())

    def what(self) -> str:
        return "the ruling cards"


@dataclass(frozen=True)
class PartDone:
    """What a part's process hands back: its scenarios' results stay in its results file."""

    index: int
    code: int
    """behave's exit code for the part's scenarios."""
    reruns: tuple[Rerun, ...]


def run_part(part: Part) -> PartDone:
    """A part's scenarios (its results in :attr:`Part.results`), then each of those that consult a ruling
    under each other reading, in rounds in this process (:func:`oracle.clarify.sides.rerun`)."""
    part.results.parent.mkdir(parents=True, exist_ok=True)
    setup = RunSetup(steps=part.steps, scope=RunScope(Tables(part.tables)))
    code = run_behave([*part.args, "-D", f"results={part.results}", *part.files], setup)
    if not part.results.is_file():
        return PartDone(part.index, code, ())
    asked = consulted(read_results(part.results), catalogue())
    if not asked.jobs:
        return PartDone(part.index, code, ())
    share = Share(asked.jobs, None, "reference", part.rulings, part.steps, part.tables, part.workdir)
    return PartDone(part.index, code, tuple(rerun(share)))


def sizes(files: Iterable[Path | str]) -> dict[str, int]:
    """Each file's size in bytes (at least 1), by its path as text: what a part's cost is reckoned by
    (:func:`split`, and the order in which :func:`run_in_parts` hands the parts out)."""
    return {str(f): max(1, os.path.getsize(f)) for f in files}


def split(files: Sequence[Path], n: int, size: dict[str, int] | None = None) -> list[list[Path]]:
    """``files`` cut into at most ``n`` runs of consecutive files of about equal size (a file's size in
    bytes stands for its cost: its scenarios and their rows), in the run's order: the parts' results,
    one after the other, are the features' order, and a part holds files of the same game (whose
    scenarios share more sub-results). ``size``: :func:`sizes` of the files, read from them if not given."""
    size = sizes(files) if size is None else size
    weights = [size[str(f)] for f in files]
    total, n = sum(weights), max(1, min(n, len(files)))
    parts: list[list[Path]] = [[]]
    done = 0
    for f, s in zip(files, weights):
        # a new part once this one holds its share, unless it would leave fewer files than parts to come
        if parts[-1] and done + s / 2 > total * len(parts) / n and len(parts) < n:
            parts.append([])
        parts[-1].append(f)
        done += s
    return parts


def _run(piece: Part | Cards) -> PartDone | list[dict]:
    return piece.run()


def _what(piece: Part | Cards) -> str:
    return piece.what()


def _complete(lines: Iterable[str]) -> Iterator[tuple[str, dict]]:
    """Each whole result among a part's partial lines, with its text (a process ended or still writing
    leaves its last line cut, which is passed over)."""
    for line in lines:
        text = line.rstrip("\n")
        if not text.strip():
            continue
        try:
            result = json.loads(text)
        except ValueError:
            continue
        if isinstance(result, dict):
            yield text, result


PASSED_OR_SKIPPED: frozenset[str] = frozenset({"passed", "skipped"})
"""The statuses of a scenario that did not fail (the progress bar's count of failures, as in one process)."""


@dataclass(frozen=True)
class Seen:
    """How far a run in parts is, at one look: the pieces done (the parts and the cards), and the
    scenarios that have ended in all the parts, how many of them not passed."""

    pieces_done: int
    pieces: int
    ended: int
    failed: int


class Tally:
    """The parts' scenarios that have ended so far, read from what their processes write: a part's
    ``results.partial.jsonl`` (a line as each scenario ends) while it runs, its ``results.json`` once it
    has ended (the partial file is then removed). Each look reads only what was written since the last;
    a file being written or removed as it is read is read again at the next look, never an error."""

    def __init__(self, parts: Sequence[Part]):
        self._parts = parts
        self._ended: dict[int, tuple[int, int]] = {}  # a part whose results file is whole: (ended, failed)
        self._partial: dict[int, tuple[int, int, int]] = {}  # a running part: (bytes read, ended, failed)

    @staticmethod
    def _failed(lines: Iterable[str]) -> tuple[int, int]:
        results = [result for _, result in _complete(lines)]
        return len(results), sum(result.get("status") not in PASSED_OR_SKIPPED for result in results)

    def look(self) -> tuple[int, int]:
        """(scenarios ended, of them not passed), over every part."""
        for part in self._parts:
            if part.index in self._ended:
                continue
            try:
                if part.results.is_file():
                    self._ended[part.index] = self._failed(read_results(part.results)["scenarios"].lines())
                    self._partial.pop(part.index, None)
                    continue
                with part.partial.open("rb") as f:
                    at, ended, failed = self._partial.get(part.index, (0, 0, 0))
                    f.seek(at)
                    new = f.read()
            except (OSError, ValueError, StopIteration):
                continue  # not begun, or its file replaced as it was read: the next look
            whole = new[:new.rfind(b"\n") + 1]  # a line still being written waits for the next look
            more, worse = self._failed(whole.decode("utf-8", "replace").splitlines())
            self._partial[part.index] = (at + len(whole), ended + more, failed + worse)
        counts = [*self._ended.values(), *((e, f) for _, e, f in self._partial.values())]
        return sum(e for e, _ in counts), sum(f for _, f in counts)


def gather(parts: Sequence[Part], out: Path) -> int:
    """Write the parts' results as one ``results.json`` at ``out``, the scenarios in the parts' order
    (the features' order): a part's whole results, or, for a part the processes were ended in (a
    Ctrl-C), the scenarios it had finished. Returns how many scenarios it holds."""
    fields: dict = {}
    seconds, selected, whole = 0.0, 0, True
    sources: list[Iterator[str]] = []
    count = 0
    for part in sorted(parts, key=lambda p: p.index):
        if part.results.is_file():
            found = read_results(part.results)
            for name in FIELDS_OF_THE_RUN:
                if name in found:
                    fields.setdefault(name, found[name])
            seconds += found.get("seconds") or 0.0
            selected += found.get("selected") or 0
            count += len(found["scenarios"])
            sources.append(found["scenarios"].lines())
        elif part.partial.is_file():
            whole = False
            with part.partial.open(encoding="utf-8") as f:
                lines = [text for text, _ in _complete(f)]
            count += len(lines)
            sources.append(iter(lines))
        else:
            whole = False
    fields["seconds"] = round(seconds, 3)  # the scenarios' own time, added up over the processes
    fields["selected"] = selected if whole else None  # None: not every feature was read
    write_results(out, fields, (line for source in sources for line in source))
    return count


def run_in_parts(features: Sequence[Path], args: Sequence[str], out: Path, *, processes: int,
                 rulings: dict[str, str] | None, steps: tuple[Path, ...] = (), tables: tuple[Path, ...] = (),
                 cards: Path | None = None, waiting: Callable[[Seen], None] | None = None
                 ) -> tuple[int, list[Rerun], list[dict] | None]:
    """Run the scenarios of ``features`` and their re-runs under each other reading,
    the files shared among ``processes`` processes (:data:`PARTS_PER_PROCESS` parts each); write the
    scenarios' results to ``out`` (``results.json``), and with ``cards`` the gallery's ruling cards into
    that folder. Returns behave's exit code (the worst of the parts'), the re-runs' outcomes (for
    :func:`oracle.clarify.sides.assemble`) and the cards' entries (for
    :func:`oracle.clarify.gallery.write_gallery`; None without ``cards``).

    ``waiting`` is told how far the run is (:class:`Seen`) at each look at the processes, on this thread.
    Anything that stops the run (a Ctrl-C, a process that died) ends the processes and leaves at ``out``
    the results of the scenarios that had ended, then is raised."""
    with tempfile.TemporaryDirectory(prefix="oracle-parts-") as workdir:
        size = sizes(features)
        parts = [Part(i, tuple(map(str, files)), tuple(args), steps, tables, rulings, Path(workdir))
                 for i, files in enumerate(split(features, processes * PARTS_PER_PROCESS, size))]
        costliest = sorted(parts, key=lambda p: -sum(size[f] for f in p.files))
        pieces: list[Part | Cards] = ([Cards(cards)] if cards is not None else []) + costliest
        tally = Tally(parts)

        def looked(pieces_done: int, count: int) -> None:
            if waiting is not None:
                waiting(Seen(pieces_done, count, *tally.look()))

        try:
            done = map_in_processes(_run, pieces, processes, what=_what, waiting=looked)
        except WorkerDied as exc:
            gather(parts, out)
            raise WorkerDied(f"the scenarios and their rulings side by side: {exc}; `oracle run --jobs 1` runs "
                             "them in the command's own process") from None
        except BaseException:
            gather(parts, out)
            raise
        gather(parts, out)
    ran = sorted((d for d in done if isinstance(d, PartDone)), key=lambda d: d.index)
    entries = done[0] if cards is not None else None
    return max((d.code for d in ran), default=0), [r for d in ran for r in d.reruns], entries
