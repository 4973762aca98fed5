"""What a run of ``oracle run PATH...`` is made of: feature files, step folders, table folders.

Paths may be anywhere on disk.  The user's step modules are found as behave finds them: a
``steps/`` folder beside the features (in the folder given, or the nearest folder above it
that has one); the user's named tables likewise in a ``scenarios/`` folder, or given with
``--tables``.  The built-in step vocabulary and tables always come too, the user's tables
first.  Every path is checked before anything runs: one that does not exist, cannot be read,
is not a feature file or is not UTF-8 is an error naming it (and the byte offset).
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

from behave.tag_expression import make_tag_expression
from behave.tag_expression.v1 import TagExpression as TagExpressionV1
from cucumber_tag_expressions.model import And, Not, Or

from oracle.bdd.suite import builtin
from oracle.catalogue.load import catalogue
from oracle.core.errors import OracleError, broken_link, suggest

FEATURE_SUFFIX = ".feature"
STEPS_FOLDER = "steps"
TABLES_FOLDER = "scenarios"
BOUNDARY_MARKERS = (".git", "pyproject.toml")
"""A folder holding one of these is the top of a repository: the search for steps/ stops there."""


class SelectionError(OracleError):
    """A path given to ``oracle run`` is not something it can run."""


@dataclass(frozen=True)
class Selection:
    """The checked inputs of one run."""

    paths: tuple[str, ...]          # what behave is given (files, folders, file:line locations)
    features: tuple[Path, ...]      # every feature file they hold
    steps: tuple[Path, ...]         # the user's step folders (not the built-in one)
    tables: tuple[Path, ...]        # named-table folders, the user's first, the built-in last
    builtin: bool                   # the built-in suite is part of the run
    whole: bool                     # the whole built-in suite and nothing else is selected (no tags)
    unread_hooks: tuple[Path, ...] = ()  # environment.py files beside the user's features (not read)


def split_location(location: str) -> tuple[str, str]:
    """A location as given to a run, ``file`` or ``file:line``: (the file or folder, the line or "")."""
    head, colon, line = location.rpartition(":")
    return (head, line) if colon and line.isdigit() else (location, "")


def _check_line(raw: str, path: Path, line: int) -> None:
    """A ``file:line`` names a line the file has: behave ran the last scenario for a line past the
    end, and the whole feature for line 0."""
    if path.is_dir():
        raise SelectionError(f"{raw}: a line number goes with a feature file, not a folder")
    count = len(path.read_bytes().decode("utf-8").splitlines())
    if not 1 <= line <= count:
        raise SelectionError(f"{raw}: the file has lines 1 to {count}, so there is no line {line}")


def not_covered(locations: list[str]) -> list[str]:
    """The run's locations, in order, without those another one already runs whole: a file or a
    ``file:line`` inside a folder given too, a ``file:line`` of a file given whole, the same one
    twice.  behave runs each location it is given, so ``features features/lotow`` ran the LotOW
    scenarios twice and counted each twice."""
    whole = {Path(loc) for loc in locations if not split_location(loc)[1]}
    kept: list[str] = []
    for loc in dict.fromkeys(locations):
        file_part, line = split_location(loc)
        path = Path(file_part)
        if any(folder in path.parents for folder in whole) or (line and path in whole):
            continue
        kept.append(loc)
    return kept


def _check_feature(path: Path) -> None:
    link = broken_link(path)
    if link is not None:
        raise SelectionError(f"{path}: {link}")
    if not os.access(path, os.R_OK):
        raise SelectionError(f"{path}: cannot be read (permission denied)")
    data = path.read_bytes()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise SelectionError(f"{path}:{line}: not UTF-8: byte offset {exc.start} is 0x{data[exc.start]:02x} "
                             "(save the file as UTF-8)") from None


def feature_files(path: Path) -> list[Path]:
    """The feature files a path names: itself, or every ``*.feature`` below a folder (sorted), each
    once (:func:`_walk`)."""
    return _walk(path)[0]


def _walk(path: Path) -> tuple[list[Path], bool]:
    """The feature files below ``path`` (or ``path`` itself), and whether a plain walk would have met
    one of them again: symbolic links are followed (a shared folder linked in), but a folder reached
    again through one (a link to a folder above it loops until the system's limit of 40 links;
    two links to one folder) is walked once, and a file with two names counts once. behave's own
    walk of the folder ran a feature below a looping link 41 times and counted each of its scenarios
    41 times."""
    if not path.is_dir():
        return [path], False
    if not os.access(path, os.R_OK | os.X_OK):
        raise SelectionError(f"{path}: cannot be read (permission denied)")
    found: list[Path] = []
    folders: set[str] = set()
    files: set[str] = set()
    again = False
    for dirpath, dirnames, filenames in os.walk(path, followlinks=True):
        real = os.path.realpath(dirpath)
        if real in folders:
            dirnames[:] = []
            again = True
            continue
        folders.add(real)
        dirnames.sort()
        for name in sorted(filenames):
            if not name.endswith(FEATURE_SUFFIX):
                continue
            file = Path(dirpath) / name
            real_file = os.path.realpath(file)
            if real_file in files:
                again = True
                continue
            files.add(real_file)
            found.append(file)
    return found, again


_TAG_WRITTEN = re.compile(r"(?<!\S)@(\S+)")


def feature_text(path: str | Path) -> str | None:
    """A feature file's text, read before behave parses it (for the tags and games it names); None
    for a file that cannot be read (its parse says why)."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


@functools.lru_cache(maxsize=256)
def written_tags(text: str) -> frozenset[str]:
    """Every tag written in a feature file's text, without its ``@``: a scenario's tags (its own, its
    outline's examples', its feature's) are all among them, but for an outline's tag that its rows
    fill in (``@face-<roll>``). Kept for the same text: the rounds of the rulings side by side read
    the same files again."""
    return frozenset(_TAG_WRITTEN.findall(text))


def grows_with_tags(expression) -> bool:
    """Whether no tag can make behave's tag ``expression`` false by being there: it holds no
    ``not`` (nor a v1 ``~@tag``, nor a count limit). Then a set of tags that contains a scenario's
    and fails it fails every smaller set too. An expression of a kind not known here: False."""
    if isinstance(expression, Not):
        return False
    if isinstance(expression, (And, Or)):
        return all(grows_with_tags(term) for term in expression.terms)
    if isinstance(expression, TagExpressionV1):
        return not expression.limits and not any(tag.startswith("-") for group in expression.ands for tag in group)
    return type(expression).__name__ in ("Literal", "Matcher", "True_", "Never")


def may_select(text: str | None, expression) -> bool:
    """Whether a feature file of this text (:func:`feature_text`) can hold a scenario behave's tag
    ``expression`` selects: where the expression grows with tags (:func:`grows_with_tags`), a file
    whose written tags (:func:`written_tags`), all of them, fail it holds none, and behave need not
    parse it. True for any other expression, for a file with a tag its outline's rows fill in
    (``@face-<roll>``: any tag), and for a file that could not be read (its parse says why)."""
    if text is None or not grows_with_tags(expression):
        return True
    written = written_tags(text)
    if any("<" in tag for tag in written):
        return True
    return bool(expression.check(written))


def _nearest(start: Path, folder: str) -> Path | None:
    """``folder`` in ``start`` or the nearest folder above it, not above the repository's top."""
    for d in (start, *start.parents):
        if (d / folder).is_dir():
            return d / folder
        if any((d / m).exists() for m in BOUNDARY_MARKERS):
            return None
    return None


def _builtin_steps_again(folder: Path, builtin_steps: Path) -> bool:
    """Whether a ``steps/`` folder beside the features given is the built-in steps of another copy of
    this project (a clone of its repository, another installation): every built-in step module, each
    byte for byte the same. Loaded again they would define every phrasing twice, so they are not
    loaded; a copy whose modules differ from this one's (another version), or that holds one more, is a
    :class:`SelectionError` naming it, since its features need that copy's oracle."""
    ours = {m.name: m for m in builtin_steps.glob("*.py")}
    theirs = {m.name: m for m in folder.glob("*.py")}
    if not ours or not set(ours) <= set(theirs):
        return False
    differ = sorted(name for name, module in ours.items() if module.read_bytes() != theirs[name].read_bytes())
    more = sorted(set(theirs) - set(ours))  # a module this copy has not: it would be left out
    if differ or more:
        what = f"{differ[0]} differs" if differ else f"{more[0]} is not one of them"
        raise SelectionError(f"{folder}: the step modules of another copy of Rules Oracle, not this one's "
                             f"({what}): run its features with the oracle of that copy "
                             f"(pip install -e {folder.parent}), or give them steps of their own")
    return True


def check_tags(tags: list[str]) -> None:
    """Each ``--tags`` a tag expression behave reads: one it cannot escaped from the run as a
    traceback, after the report folder was made.  Each is read as behave reads the option, one of
    a list (``( text )``): an empty ``--tags ''`` read alone is an expression that keeps every
    scenario, but behave's ``( )`` is no expression at all and failed the run as a traceback."""
    for text in tags:
        if not text.strip():
            raise SelectionError(f"--tags {text!r}: an empty tag expression names no tag (leave --tags out "
                                 "to run every scenario)")
        try:
            make_tag_expression([text])
        except Exception as exc:  # the parser's own TagExpressionError (of a library behave brings), or any other
            why = " ".join(str(exc).splitlines()[0].split())
            raise SelectionError(f"--tags {text!r}: not a tag expression ({why})") from None
        cat = catalogue()
        for cited in _CLAUSE_TAG.findall(text):  # every scenario's clause tags name catalogued clauses
            if cited not in cat.clauses and cited not in cat.rulings and cited not in cat.hooks:
                raise SelectionError(f"--tags {text!r}: no scenario is tagged with clause {cited!r}, which the "
                                     f"catalogue does not have{suggest(cited, cat.clauses)}")


_CLAUSE_TAG = re.compile(r"(?:^|(?<=[\s(@~,]))clause:([^\s(),]+)")
"""The clause ids a tag expression names (``@clause:lotow.mounted.thrown-rider.1``, ``not @clause:...``)."""


def tables_folder_problem(folder) -> str | None:
    """Why a ``--tables`` value is no folder of tables (it does not exist, or is a file), in one line; or None."""
    path = Path(folder)
    if path.is_dir():
        return None
    what = "is a file" if path.exists() else "does not exist"
    return f"--tables {folder}: {what}; --tables wants a folder of <ruleset>/<name>.yaml tables"


def select(paths: list[str], *, tables: list[Path] = (), with_builtin: bool = False, tags: list[str] = ()) -> Selection:
    """Check the paths and find the step and table folders that go with them.

    No paths: ``./features`` when the working folder has one (behave's default), else the
    built-in suite.  The built-in suite's own folder counts as the built-in suite.  Each of
    ``tags`` must be a tag expression behave can read (:func:`check_tags`)."""
    check_tags(tags)
    suite = builtin()
    given = list(paths or [])
    if not given and Path("features").is_dir():
        given = ["features"]
    given = [p for p in given if os.path.realpath(p) != os.path.realpath(suite.features)]
    run_builtin = not given or with_builtin
    locations: list[str] = []
    features: list[Path] = []
    steps: list[Path] = []
    found_tables: list[Path] = []
    hooks: list[Path] = []
    for raw in given:
        file_part, line = split_location(raw)
        path = Path(file_part).expanduser()
        link = broken_link(path)
        if link is not None:
            raise SelectionError(f"{raw}: {link}")
        if not path.exists():
            raise SelectionError(f"{raw}: no such file or folder")
        if not path.is_file() and not path.is_dir():  # /dev/null, a named pipe: read, it would be empty or block
            raise SelectionError(f"{raw}: not a feature file (a device or a pipe, not a file)")
        if path.is_file() and path.suffix != FEATURE_SUFFIX:
            raise SelectionError(f"{raw}: not a feature file (a feature file's name ends in {FEATURE_SUFFIX})")
        files, again = _walk(path)
        if not files:
            raise SelectionError(f"{raw}: no feature file in this folder (nothing to run)")
        for f in files:
            _check_feature(f)
        if line:
            _check_line(raw, path, int(line))
        features += files
        if again:  # behave walks a folder it is given as it is: given its files instead, each once
            locations += [str(f.resolve()) for f in files]
        else:
            locations.append(str(path.resolve()) + (f":{line}" if line else ""))
        start = path.resolve() if path.is_dir() else path.resolve().parent
        for d in (start, *start.parents[:2]):
            if (d / "environment.py").is_file() and d.resolve() != suite.root.resolve():
                hooks.append((d / "environment.py").resolve())
        for folder, into in ((STEPS_FOLDER, steps), (TABLES_FOLDER, found_tables)):
            near = _nearest(start, folder)
            if near is not None and near.resolve() not in (suite.steps.resolve(), suite.tables.resolve()):
                if folder == STEPS_FOLDER and _builtin_steps_again(near, suite.steps):
                    continue  # the features of another copy of this project: its steps are these
                into.append(near.resolve())
    for t in tables:
        problem = tables_folder_problem(t)
        if problem is not None:
            raise SelectionError(problem)
    if run_builtin:
        locations.append(str(suite.features))
        features += feature_files(suite.features)
    search = [Path(t).resolve() for t in tables] + found_tables + [suite.tables]
    return Selection(paths=tuple(not_covered(locations)), features=tuple(dict.fromkeys(features)),
                     steps=tuple(dict.fromkeys(steps)), tables=tuple(dict.fromkeys(search)),
                     builtin=run_builtin, whole=run_builtin and not given and not tags,
                     unread_hooks=tuple(dict.fromkeys(hooks)))
