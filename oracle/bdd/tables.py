"""Named tables: the setup files scenarios and questions start from.

A setup file (``scenarios/<ruleset>/<name>.yaml``) names its ruleset, describes the table
and gives it; :class:`Tables` finds one by name along a run's search path (the user's
folders first, the built-in tables last) and validates it against the ruleset's table model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from oracle.bdd.suite import builtin
from oracle.core import yamlfile
from oracle.core.errors import SetupError, suggest
from oracle.core.state import field_errors, validate_setup
from oracle.engine.ruleset import Ruleset, ruleset as get_ruleset

SCENARIOS_DIR = builtin().tables
"""The built-in named tables (an absolute folder: no lookup depends on the working folder;
a run searches its own :class:`Tables`, the user's folders first)."""
CACHE_MAX = 4096
"""How many validated tables and matched outcome phrases a run keeps before starting afresh."""


class SetupFile(BaseModel):
    """A named table setup in ``scenarios/<ruleset>/<name>.yaml``."""

    model_config = ConfigDict(extra="forbid")
    ruleset: str
    description: str
    table: dict[str, Any]


@dataclass
class Tables:
    """Where one run looks up named tables, in order (the user's folders first, the built-in ones
    last), and the tables it has read and validated (tables are immutable: scenarios share them)."""

    search: tuple[Path, ...] = ()
    _loaded: dict[tuple[str, int, int], tuple[Ruleset, Any]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self.search:
            self.search = (builtin().tables,)

    def find(self, name: str) -> Path | None:
        for root in self.search:
            path = root / f"{name}.yaml"
            if path.is_file():
                return path
        return None

    def names(self) -> list[str]:
        return sorted({str(p.relative_to(root).with_suffix("")) for root in self.search if root.is_dir()
                       for p in root.glob("*/*.yaml")})

    def load(self, name: str) -> tuple[Ruleset, Any]:
        """A named setup (``lotow/horse-at-fence``), validated against its ruleset's table model. A name is
        ``<ruleset>/<name>`` (or a file's own name, for a table file given by its path): one that climbs out of
        the search folders (``lotow/../../x``) or into a deeper folder, which no check of the tables reads
        before a run, is refused; it read any YAML file on the disk as a table."""
        parts = name.split("/")
        if len(parts) > 2 or any(part in ("", ".", "..") for part in parts) or "\\" in name:
            raise SetupError(f"{name!r} is not the name of a table: a table's name is <ruleset>/<name>, for the file "
                             "scenarios/<ruleset>/<name>.yaml")
        path = self.find(name)
        if path is None:
            where = ", ".join(f"{r}/" for r in self.search)
            raise SetupError(f"no setup {name!r} in {where}{suggest(name, self.names())}")
        st = path.stat()
        key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
        hit = self._loaded.get(key)
        if hit is None:
            hit = self._loaded[key] = read_setup(path)
        return hit

    def description(self, name: str) -> str:
        path = self.find(name)
        if path is None:
            return ""
        data = yamlfile.load(path.read_text(encoding="utf-8"))
        return str(data.get("description", "")) if isinstance(data, dict) else ""

    def check(self) -> int:
        """Read and validate every table of the search path; the first bad one is an error naming
        its file and field, as is one whose ruleset is not its folder's (its name, ``lotow/mine``, says
        one game and its table is of another: a scenario that loads it erred at its first action, a question
        named the mismatch only when asked).  Returns how many tables were checked."""
        n = 0
        for root in self.search:
            for path in sorted(root.glob("*/*.yaml")):
                rs, _ = read_setup(path)
                if rs.id != path.parent.name:
                    raise SetupError(f"{path}: ruleset: {rs.id}, but the table is in the folder {path.parent.name}, "
                                     f"so its name, {path.parent.name}/{path.stem}, says {path.parent.name}: move it "
                                     f"to {rs.id}/ or correct its ruleset")
                n += 1
        return n


def read_setup(path: Path) -> tuple[Ruleset, Any]:
    """Read and validate one setup file; every problem names the file and the field."""
    try:
        data = yamlfile.load(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        raise SetupError(f"{path}: not UTF-8 (byte {exc.start} is 0x{exc.object[exc.start]:02x})") from None
    except yaml.YAMLError as exc:
        raise SetupError(yamlfile.where(path, exc)) from None
    except OSError as exc:
        raise SetupError(f"{path}: cannot be read ({exc.strerror})") from None
    if not isinstance(data, dict):
        what = "nothing" if data is None else f"a {type(data).__name__}"
        raise SetupError(f"{path}: top level: a table file is a mapping of ruleset, description and table, "
                         f"not {what}")
    try:
        setup = SetupFile.model_validate(data)
    except ValidationError as exc:
        raise SetupError("\n".join(f"{path}: {line}" for line in field_errors(exc, whole="top level"))) from None
    try:
        rs = get_ruleset(setup.ruleset)
    except SetupError as exc:
        raise SetupError(f"{path}: ruleset: {exc}") from None
    return rs, validate_setup(rs.state_model, setup.table, f"{path}: table")


def load_setup(name: str, root: Path | None = None) -> tuple[Ruleset, Any]:
    """Load a named setup from ``root`` (default: the built-in tables); see :class:`Tables`."""
    return Tables((root,) if root is not None else ()).load(name)
