"""The files a run leaves for other tools: ``results.json`` and ``matrix.json``, as typed,
versioned models.

``oracle run`` writes ``results.json`` (every scenario's result, the engine, the scope);
``oracle run`` and ``oracle matrix`` write ``matrix.json`` (every clause against every
engine).  ``oracle diff`` and ``oracle matrix`` read them back through :func:`load_record`,
which checks them against these models: a file that is not JSON, not one of the two, of
another version, or with a field of the wrong shape is one line naming the file and the
field path, never a silently empty answer.

Both carry ``format`` and ``version``; files written before the fields existed read as
version 1.  A scenario's ``status`` is one of ``passed``, ``failed``, ``errored``,
``skipped`` (the names the docs use); the behave names older files hold (``error``,
``hook_error``, ``undefined``, ``untested``) are read as their equivalents.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Iterator, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from oracle.core.errors import OracleError
from oracle.core.numbers import MaybeNumber, MaybeWhole, Number, Whole

VERSION = 1
RESULTS_FORMAT = "rules-oracle-results"
MATRIX_FORMAT = "rules-oracle-matrix"

ScenarioStatus = Literal["passed", "failed", "errored", "skipped"]
ClauseStatus = Literal["passed", "failed", "errored", "skipped", "not covered"]

RECORDED_STATUS = {"passed": "passed", "failed": "failed", "skipped": "skipped", "untested": "skipped",
                   "error": "errored", "hook_error": "errored", "undefined": "errored", "pending": "errored",
                   "errored": "errored"}
"""A behave scenario status as a results.json records it."""


# --- results.json as a run writes it: one scenario a line ---------------------------------------


def is_special_file(path: Path) -> bool:
    """Whether ``path`` is there and is neither a regular file nor a folder: a device or a pipe
    (``/dev/null``, ``/dev/stdout``), which is written into where it is, never put aside and replaced."""
    path = Path(path)
    return path.exists() and not path.is_file() and not path.is_dir()


def write_results(path: Path, fields: dict[str, Any], scenarios: Iterable[str]) -> None:
    """Write ``results.json``: the run's fields, then its scenarios (each one JSON text, given one at
    a time), one scenario a line so that :func:`read_results` walks them without holding them all.
    It is JSON all the same; a file appears whole or not at all (written beside it, then put in its
    place). A device or a pipe (:func:`is_special_file`) is written into as it is: a file put in
    its place would replace ``/dev/null`` itself for every program on the machine."""
    path = Path(path)
    head = json.dumps({k: v for k, v in fields.items() if k != "scenarios"}, ensure_ascii=False,
                      separators=(",", ":"))
    special = is_special_file(path)
    writing = path if special else path.with_name(path.name + ".tmp")
    with writing.open("w", encoding="utf-8") as out:
        out.write(head[:-1] + ("," if len(head) > 2 else "") + '"scenarios":[')
        first = True
        for text in scenarios:
            out.write(("\n" if first else ",\n") + text)
            first = False
        out.write("\n]}")
    if not special:
        os.replace(writing, path)


class Scenarios:
    """The scenarios of a ``results.json`` written by :func:`write_results`, read from the file each
    time they are walked, one at a time: a run's memory does not grow with its scenarios."""

    def __init__(self, path: Path, count: int):
        self.path = Path(path)
        self._count = count

    def __len__(self) -> int:
        return self._count

    def __bool__(self) -> bool:
        return self._count > 0

    def lines(self) -> Iterator[str]:
        """Each scenario's JSON text, as the file holds it."""
        with self.path.open(encoding="utf-8") as f:
            next(f)  # the run's fields
            for line in f:
                line = line.rstrip("\n")
                if line == "]}":
                    return
                yield line[:-1] if line.endswith(",") else line

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for line in self.lines():
            yield json.loads(line)


def read_results(path: Path) -> dict[str, Any]:
    """A ``results.json`` written by :func:`write_results`: its fields, with ``scenarios`` a
    :class:`Scenarios` (read from the file when walked)."""
    with Path(path).open(encoding="utf-8") as f:
        fields = json.loads(next(f).rstrip("\n") + "]}")
        count = sum(1 for _ in f) - 1  # the closing line
    fields["scenarios"] = Scenarios(path, count)
    return fields


class RecordError(OracleError):
    """A results.json or matrix.json that cannot be read as one."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Versioned(_Record):
    version: Whole = Field(VERSION, description="The file format's version; this oracle reads version 1.")

    @field_validator("version")
    @classmethod
    def _known_version(cls, v: int) -> int:
        if v != VERSION:
            raise ValueError(f"version {v} is not one this oracle reads (it reads version {VERSION})")
        return v


class ScenarioRecord(_Record):
    """One scenario's result."""

    feature: str = Field(description="The feature file as shown (relative to the working folder when inside it).")
    path: str = Field(description="The feature file's absolute path.")
    line: Whole
    name: str
    ruleset: str | None = None
    clauses: list[str] = Field(default_factory=list, description="The clause tags of the scenario.")
    status: ScenarioStatus
    step: str | None = Field(None, description="The step that failed or errored, as file:line: keyword text.")
    message: str | None = Field(None, description="Why it failed, errored or was skipped.")
    exercised: list[str] = Field(default_factory=list, description="The clauses the engine's trace named.")
    rulings: dict[str, str] = Field(default_factory=dict, description="The readings the rules consulted.")
    chosen_rulings: dict[str, str] = Field(default_factory=dict, description="The readings the scenario ran under.")
    odds: list[dict[str, Any]] = Field(default_factory=list, description="Every exact distribution it asked for.")
    final: str | None = Field(None, description="The table at the end, in the ruleset's one-line summary.")
    seconds: Number = 0.0
    detail: str | None = Field(None, description="The engine's stderr tail, after an engine fault.")
    gherkin: dict[str, Any] = Field(default_factory=dict, description="Keywords, tags and steps, for the CI files.")

    @field_validator("status", mode="before")
    @classmethod
    def _behave_names(cls, v: Any) -> Any:
        return RECORDED_STATUS.get(v, v) if isinstance(v, str) else v


class ScopeRecord(_Record):
    whole: bool
    paths: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    builtin: bool = True


class ResultsRecord(_Versioned):
    """``results.json``: one run of scenarios on one engine."""

    format: Literal["rules-oracle-results"] = RESULTS_FORMAT
    engine: str = Field(description="What the run is labelled by: the engine's own name and version, or its spec "
                                    "when it never answered its handshake.")
    engine_spec: str = "reference"
    engine_info: dict[str, Any] | None = Field(None, description="The engine's handshake ('started').")
    engine_restarts: Whole = 0
    engine_faults: Whole = 0
    engine_boot_wait: Number = 0.0
    rulings: dict[str, str] = Field(default_factory=dict, description="The readings the run was asked to use.")
    variants: list[dict[str, Any]] = Field(default_factory=list, description="The named variants the run applied (oracle run --variant).")
    seconds: MaybeNumber = Field(None, description="The wall time of the whole run.")
    scenario_seconds: MaybeNumber = Field(None, description="The time spent in the scenarios.")
    selected: MaybeWhole = Field(None, description="How many scenarios the run selected.")
    stopped: str | None = Field(None, description="Why the run stopped early (--fail-fast, --max-fail).")
    scope: ScopeRecord | None = None
    scenarios: list[ScenarioRecord]


class Badge(_Record):
    schemaVersion: Whole
    label: str
    message: str
    color: str


class MatrixEngine(_Record):
    label: str
    name: str | None = None
    spec: str | None = None
    info: dict[str, Any] | None = None
    restarts: Whole = 0
    seconds: MaybeNumber = None
    totals: dict[str, Whole]
    summary: str
    badge: Badge


class MatrixScenario(_Record):
    name: str
    feature: str
    line: Whole
    status: ScenarioStatus
    message: str | None = None
    step: str | None = None
    divergence: dict[str, str] | None = None


class MatrixCell(_Record):
    status: ClauseStatus
    scenarios: list[MatrixScenario] = Field(default_factory=list)
    counts: dict[str, Whole] = Field(default_factory=dict)
    divergence: dict[str, str] | None = None
    reason: str | None = None
    url: str | None = None


class MatrixClause(_Record):
    id: str
    ruleset: str
    section: str
    section_title: str
    title: str
    kind: str
    results: dict[str, MatrixCell]


class MatrixRecord(_Versioned):
    """``matrix.json``: every clause against every engine."""

    format: Literal["rules-oracle-matrix"] = MATRIX_FORMAT
    engines: list[MatrixEngine]
    clauses: list[MatrixClause]
    rulesets: list[str] = Field(default_factory=list)
    statuses: list[str] = Field(default_factory=list)
    outside_this_run: Whole = 0

    @model_validator(mode="after")
    def _every_engine_in_every_row(self) -> "MatrixRecord":
        labels = {e.label for e in self.engines}
        for i, row in enumerate(self.clauses):
            missing = labels - set(row.results)
            if missing:
                raise ValueError(f"clauses[{i}] ({row.id}) has no result for engine {sorted(missing)[0]!r}")
        return self


Record = Union[ResultsRecord, MatrixRecord]


def _where(error: dict) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error["loc"]).lstrip(".") or "(top level)"


def parse_record(data: Any, where: str) -> Record:
    """A results.json or matrix.json already read as JSON; ``where`` names it in messages."""
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a results.json or matrix.json holds a JSON object, not a {_json_type(data)}")
    kind = data.get("format")
    if kind == MATRIX_FORMAT or (kind is None and "engines" in data and "scenarios" not in data):
        model: type[BaseModel] = MatrixRecord
    elif kind == RESULTS_FORMAT or (kind is None and "scenarios" in data):
        model = ResultsRecord
    elif kind is not None:
        raise RecordError(f"{where}: format: {kind!r} is neither {RESULTS_FORMAT!r} nor {MATRIX_FORMAT!r}")
    else:
        raise RecordError(f"{where}: neither a results.json of 'oracle run' (it has no 'scenarios') nor a "
                          f"matrix.json (no 'engines'); it has: {', '.join(sorted(data)[:8]) or 'no field'}")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        more = f" (and {len(errors) - 1} more problem(s))" if len(errors) > 1 else ""
        raise RecordError(f"{where}: {_where(first)}: {first['msg'].removeprefix('Value error, ')}{more}") from None


def load_record(path: Path) -> Record:
    """Read and check a results.json or matrix.json; every problem is one line naming the file."""
    path = Path(path)
    if path.is_dir():
        raise RecordError(f"{path}: is a folder; give its results.json or matrix.json")
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot be read ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8: byte offset {exc.start} is 0x{raw[exc.start]:02x}") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise RecordError(f"{path}: not JSON ({getattr(exc, 'msg', exc)} at line {getattr(exc, 'lineno', '?')}, "
                          f"column {getattr(exc, 'colno', '?')})") from None
    return parse_record(data, str(path))


def _json_type(data: Any) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "boolean",
            type(None): "null"}.get(type(data), type(data).__name__)
