"""Clause, ruling and hook ids as typed constants, one module per ruleset.

``python -m oracle.catalogue --write-ids`` writes ``oracle/<ruleset>/ids.py`` from the
catalogue: one ``Final`` constant per id, grouped by section, named after the id without
its ruleset (``lotow.mounted.thrown-rider.1`` is ``MOUNTED_THROWN_RIDER_1``); rulings carry
the prefix ``RULING_`` (a ruling may share its words with the clause it reads).
``--check-ids`` fails when a module is not what the catalogue gives (the tests run it).
"""

from __future__ import annotations

import re
from pathlib import Path

from oracle.catalogue.load import PACKAGE_ROOT, Catalogue

_NON_WORD = re.compile(r"[^A-Za-z0-9]+")


def constant_name(kind: str, ident: str) -> str:
    """The constant that names ``ident`` (kind ``clause``, ``ruling`` or ``hook``)."""
    rest = ident.split(".", 1)[1]
    name = _NON_WORD.sub("_", rest).upper()
    if name[0].isdigit():
        name = "_" + name
    return ("RULING_" + name) if kind == "ruling" else name


def constants(cat: Catalogue, ruleset: str) -> dict[str, tuple[str, str]]:
    """Id -> (kind, constant name) for every clause, ruling and hook of a ruleset."""
    out: dict[str, tuple[str, str]] = {}
    for kind, items in (("clause", cat.clauses), ("ruling", cat.rulings), ("hook", cat.hooks)):
        for ident in items:
            if ident.split(".", 1)[0] == ruleset:
                out[ident] = (kind, constant_name(kind, ident))
    return out


def all_constants(cat: Catalogue) -> dict[str, tuple[str, str, str]]:
    """Id -> (ruleset, kind, constant name) across the catalogue; where a ruling shares its id
    with a clause, the clause's (``ctx.ruling(...)`` is told apart by :func:`ruling_constants`)."""
    out: dict[str, tuple[str, str, str]] = {}
    for rs in cat.rulesets():
        for i, (kind, name) in constants(cat, rs).items():
            if i not in out or kind == "clause":
                out[i] = (rs, kind, name)
    return out


def ruling_constants(cat: Catalogue) -> dict[str, tuple[str, str, str]]:
    """Ruling id -> (ruleset, "ruling", constant name)."""
    return {i: (i.split(".", 1)[0], "ruling", constant_name("ruling", i)) for i in cat.rulings}


_TYPE = {"clause": "ClauseId", "ruling": "RulingId", "hook": "HookId"}


def render(cat: Catalogue, ruleset: str) -> str:
    """The text of ``oracle/<ruleset>/ids.py``."""
    lines = [
        f'"""The clause, ruling and hook ids of the {ruleset} catalogue, one typed constant each.',
        "",
        f"Generated from oracle/{ruleset}/catalogue/*.yaml by ``python -m oracle.catalogue --write-ids``:",
        "do not edit; rule code imports these names instead of writing an id as a string.",
        '"""',
        "",
        "from typing import Final",
        "",
        "from oracle.core.ids import ClauseId, HookId, RulingId",
    ]
    seen: dict[str, str] = {}
    problems = []
    for key, section in sorted(cat.sections.items()):
        if section.ruleset != ruleset:
            continue
        groups = (("clause", [c.id for c in section.clauses]), ("ruling", [r.id for r in section.rulings]),
                  ("hook", [h.id for h in section.hooks]))
        lines += ["", f"# {section.section}: {section.title}"]
        for kind, ids in groups:
            for ident in ids:
                name = constant_name(kind, ident)
                if name in seen:
                    problems.append(f"{ident} and {seen[name]} both give the constant {name}")
                seen[name] = ident
                lines.append(f'{name}: Final = {_TYPE[kind]}("{ident}")')
    if problems:
        raise ValueError("; ".join(problems))
    return "\n".join(lines) + "\n"


def ids_path(ruleset: str, root: Path = PACKAGE_ROOT) -> Path:
    return root / ruleset / "ids.py"


def write_ids(cat: Catalogue, root: Path = PACKAGE_ROOT) -> list[Path]:
    """Write every ruleset's ids module; return the files that changed."""
    changed = []
    for rs in cat.rulesets():
        path, text = ids_path(rs, root), render(cat, rs)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed.append(path)
    return changed


def stale_ids(cat: Catalogue, root: Path = PACKAGE_ROOT) -> list[Path]:
    """The ids modules that are missing or differ from what the catalogue gives."""
    return [ids_path(rs, root) for rs in cat.rulesets()
            if not ids_path(rs, root).is_file() or ids_path(rs, root).read_text(encoding="utf-8") != render(cat, rs)]
