"""``oracle new-ruleset NAME --source FILE --language CODE``: the files of a new ruleset, green at once.

It writes, in this source checkout:

* the source text, ``oracle/sources/NNN_<16 hex digits of its SHA-256>.txt`` (the next free
  number), and its entry in ``oracle/sources/sources.yaml`` (ruleset, language, title);
* the catalogue, ``oracle/NAME/catalogue/SECTION.yaml``: one clause whose quote is the
  text's first paragraph, for the contributor to split into clauses and state in English;
* the package ``oracle/NAME/``: ``__init__.py`` (the list of sections), ``ruleset.py`` (the
  ruleset object), ``state.py`` (the table model), ``ids.py`` (generated from the catalogue)
  and ``SECTION.py`` (one action whose rule function cites the clause);
* ``steps/NAME_SECTION.py`` (declaring ``STEPS_RULESET``) and ``features/NAME/SECTION.feature``
  (one scenario tagged with the clause);
* and it regenerates what depends on them: ``docs/steps.md`` and the README's counts table,
  the protocol schemas, the ruleset's fuzzing seeds (``oracle/NAME/situations.json``).

The ruleset registry finds rulesets inside the ``oracle`` package only (a folder of it with
a ``catalogue/``), and the catalogue, the sources and the ids live there too: a ruleset is
added to a checkout of this repository, not to an installed copy.
"""

from __future__ import annotations

import hashlib
import json
import keyword
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from string import Template

from oracle.catalogue.ids import constant_name, write_ids
from oracle.catalogue.load import PACKAGE_ROOT, SOURCES_DIR, load_catalogue
from oracle.catalogue.models import LANGUAGE_CODE
from oracle.check import CHECKOUT, is_checkout
from oracle.core.errors import CatalogueError, OracleError
from oracle.engine.ruleset import rulesets

NAME = re.compile(r"^[a-z][a-z0-9]*$")
"""A ruleset id: a lowercase word (it names a Python package, a steps-module prefix and clause ids)."""
SECTION = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
"""A section name: lowercase words joined by hyphens (the module name has underscores)."""
RESERVED = {"common", "oracle", "test", "tests"}
"""Names that would read as something else (``steps/common*.py`` are the shared steps)."""
SOURCE_NAME = re.compile(r"^(\d{3})_[0-9a-f]{16}\.txt$")
FIRST_CLAUSE = "first"


class ScaffoldError(OracleError):
    """Bad input to ``oracle new-ruleset``: one line saying which argument and what is wrong."""


@dataclass(frozen=True)
class Written:
    """What ``new-ruleset`` wrote: every file, and the ones a contributor edits next."""

    files: tuple[Path, ...]
    to_edit: tuple[Path, ...]
    regenerated: tuple[Path, ...]


def check_arguments(name: str, source: Path, language: str, section: str) -> str:
    """The source text, or a :class:`ScaffoldError` naming the argument that is wrong."""
    if not is_checkout():
        raise ScaffoldError(f"{PACKAGE_ROOT} is an installed package: oracle new-ruleset writes into a source "
                            "checkout of Rules Oracle, since rulesets are found inside the oracle package only "
                            "(clone the repository and run it there)")
    if not NAME.match(name) or keyword.iskeyword(name):
        raise ScaffoldError(f"NAME {name!r}: a ruleset id is one lowercase word of letters and digits, "
                            "starting with a letter (e.g. 'coin')")
    if name in rulesets() or (PACKAGE_ROOT / name).exists() or (PACKAGE_ROOT / f"{name}.py").exists() or name in RESERVED:
        raise ScaffoldError(f"NAME {name!r}: already taken (" + (
            "a ruleset of that name exists" if name in rulesets() else f"oracle/{name} exists or the name is reserved")
            + "); choose another")
    if (CHECKOUT / "features" / name).exists() or any((CHECKOUT / "steps").glob(f"{name}_*.py")):
        raise ScaffoldError(f"NAME {name!r}: features/{name}/ or steps/{name}_*.py already exists; choose another")
    if not re.fullmatch(LANGUAGE_CODE, language):
        raise ScaffoldError(f"--language {language!r}: not a BCP 47 language code (e.g. en, ru, zh, zh-Hans, pt-BR)")
    if not SECTION.match(section):
        raise ScaffoldError(f"--section {section!r}: lowercase words joined by hyphens (e.g. basics, mounted-combat)")
    if source.is_dir():
        raise ScaffoldError(f"--source {source}: is a folder, not a text file")
    if not source.is_file():
        raise ScaffoldError(f"--source {source}: no such file")
    data = source.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ScaffoldError(f"--source {source}:{line}: not UTF-8 (byte offset {exc.start}); save the text as UTF-8") from None
    if not text.strip():
        raise ScaffoldError(f"--source {source}: the file is empty; it must hold the rules text")
    return text


def first_paragraph(text: str) -> str:
    """The text's first paragraph (up to the first blank line), as it stands in the text."""
    for block in re.split(r"\n[ \t]*\n", text):
        if block.strip():
            return block.strip()
    return ""


def source_file_name(text: str, existing: list[str]) -> str:
    """``NNN_<16 hex digits of the SHA-256 of the text>.txt``, NNN one past the highest in use."""
    numbers = [int(m.group(1)) for f in existing if (m := SOURCE_NAME.match(f))]
    return f"{max(numbers, default=-1) + 1:03d}_{hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}.txt"


def _quoted(text: str) -> str:
    """A YAML double-quoted scalar (JSON's string syntax is YAML's)."""
    return json.dumps(text, ensure_ascii=False)


def new_ruleset(name: str, source: Path, language: str, title: str | None = None, section: str = "basics",
                unit: str = "in") -> Written:
    """Write a new ruleset's files (see the module docstring); raise :class:`ScaffoldError` on bad input."""
    text = check_arguments(name, source, language, section)
    quote = first_paragraph(text)
    if text.count(quote) != 1:
        raise ScaffoldError(f"--source {source}: the first paragraph occurs {text.count(quote)} times in the text; "
                            "a quote must name one place")
    existing = sorted(p.name for p in SOURCES_DIR.glob("*.txt"))
    stored = source_file_name(text, existing)
    same = [f for f in existing if f.split("_", 1)[-1] == stored.split("_", 1)[1]]
    if same:
        raise ScaffoldError(f"--source {source}: this text is already oracle/sources/{same[0]}")
    title = title or name.capitalize()
    module = section.replace("-", "_")
    clause = f"{name}.{section}.{FIRST_CLAUSE}"
    fields = dict(name=name, title=title, section=section, module=module, clause=clause, unit=unit,
                  language=language, source=stored, Class=name.capitalize(), section_title=section.replace("-", " ").capitalize(),
                  CONST=constant_name("clause", clause), quote=_quoted(quote))
    package = PACKAGE_ROOT / name
    files: dict[Path, str] = {
        SOURCES_DIR / stored: text,
        package / "catalogue" / f"{section}.yaml": Template(CATALOGUE).substitute(fields),
    }
    index = SOURCES_DIR / "sources.yaml"
    index_text = index.read_text(encoding="utf-8")
    entry = Template(SOURCE_ENTRY).substitute(fields, title=_quoted(title))
    written: list[Path] = []
    try:
        for path, body in files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
            written.append(path)
        index.write_text(index_text.rstrip("\n") + "\n" + entry, encoding="utf-8")
        try:
            cat = load_catalogue()
        except CatalogueError as exc:
            raise ScaffoldError(f"the new catalogue does not load: {exc}") from None
        written += write_ids(cat)
        more = {
            package / "__init__.py": INIT,
            package / "ruleset.py": RULESET,
            package / "state.py": STATE,
            package / f"{module}.py": SECTION_MODULE,
            CHECKOUT / "steps" / f"{name}_{module}.py": STEPS,
            CHECKOUT / "features" / name / f"{module}.feature": FEATURE,
        }
        for path, template in more.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(Template(template).substitute(fields), encoding="utf-8")
            written.append(path)
    except BaseException:  # nothing half-written stays behind
        index.write_text(index_text, encoding="utf-8")
        for path in written:
            path.unlink(missing_ok=True)
        for folder in (package / "catalogue", package, CHECKOUT / "features" / name):
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
        raise
    regenerated = regenerate(name)
    to_edit = (package / "catalogue" / f"{section}.yaml", package / "state.py", package / f"{module}.py",
               CHECKOUT / "steps" / f"{name}_{module}.py", CHECKOUT / "features" / name / f"{module}.feature")
    return Written(tuple(dict.fromkeys([*written, index])), to_edit, regenerated)


def regenerate(name: str) -> tuple[Path, ...]:
    """Rewrite the files generated from the code that a new ruleset changes: ``python -m
    oracle.regenerate NAME``, one fresh interpreter for the three generators (the registry of
    rulesets and steps is read once per process, and this one read it before the files existed)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(CHECKOUT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run([sys.executable, "-m", "oracle.regenerate", name], cwd=CHECKOUT, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        last = (done.stderr.strip() or done.stdout.strip()).splitlines()[-1:] or ["(no message)"]
        raise ScaffoldError(f"the files are written, but regenerating what is made from them failed: {last[0]}")
    return (CHECKOUT / "docs" / "steps.md", CHECKOUT / "README.md", CHECKOUT / "docs" / "protocol" / f"{name}.schema.json",
            PACKAGE_ROOT / name / "situations.json")


SOURCE_ENTRY = """\
  - file: $source
    ruleset: $name
    language: $language
    title: $title
"""

CATALOGUE = """\
# The $title catalogue, section "$section" (format: docs/catalogue-format.md).
# Split the text into clauses: each quotes the source verbatim (once), states the rule in
# precise English, and names a ruling where the text can be read more than one way.
# After changing ids: python -m oracle.catalogue --write-ids (rewrites oracle/$name/ids.py).
ruleset: $name
section: $section
title: $section_title
source: $source
clauses:
- id: $clause
  title: The first paragraph of the text
  quote: $quote
  statement: >-
    The rule this paragraph states, in precise English: who may do what, when, with which
    dice and numbers.
"""

INIT = '''\
"""$title.

One module per rules section of the source text (oracle/sources/$source):

* :mod:`.$module` — $section_title
"""

from oracle.$name.ruleset import RULESET

SECTIONS = RULESET.sections(  # importing a section registers its actions and outcomes; listed in this order
    __name__,
    "$module",
)

__all__ = ["RULESET"]
'''

RULESET = '''\
"""The $title ruleset object that the section modules register on."""

from oracle.engine.ruleset import Ruleset
from oracle.$name.state import ${Class}Table

RULESET = Ruleset(id="$name", title="$title", unit="$unit", state_model=${Class}Table)


@RULESET.summary
def summarise(table: ${Class}Table) -> str:
    """The table in one line, for messages (oracle try, oracle fuzz)."""
    return ", ".join(f"{p.id} rolled {p.rolled}" for p in table.pieces) or "an empty table"
'''

STATE = '''\
"""The $title table: what the rules need to know about the game in play.

A frozen pydantic model: rule functions return a changed copy (``evolve``), never change
it in place.  Give each field a type and, where the rules bound it, its limits.
"""

from __future__ import annotations

from pydantic import Field

from oracle.core.numbers import MaybeWhole
from oracle.core.state import Frozen, find, replace_item


class Piece(Frozen):
    """A piece on the table."""

    id: str = Field(min_length=1)
    rolled: MaybeWhole = Field(default=None, ge=1, le=6, description="The face of the last die it rolled")


class ${Class}Table(Frozen):
    """The whole table."""

    pieces: tuple[Piece, ...] = ()

    def piece(self, ident: str) -> Piece:
        return find(self.pieces, ident, "piece")

    def with_piece(self, piece: Piece) -> ${Class}Table:
        if any(p.id == piece.id for p in self.pieces):
            return self.evolve(pieces=replace_item(self.pieces, piece))
        return self.evolve(pieces=self.pieces + (piece,))
'''

SECTION_MODULE = '''\
"""$section_title: the rules of this section of the source text (oracle/sources/$source).

Clauses ``$name.$section.*``.  One action per thing a player does; its rule function cites
the clauses it applies (the docstring names them, every event and refusal cites one).
"""

from __future__ import annotations

from oracle.core.errors import require
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.$name.ids import $CONST
from oracle.$name.ruleset import RULESET
from oracle.$name.state import ${Class}Table


@RULESET.action("roll")
class Roll(Action):
    """A piece rolls one die."""

    piece: str


@RULESET.handler(Roll)
def roll(ctx: Context, table: ${Class}Table, action: Roll) -> ${Class}Table:
    """$clause: the piece rolls one die, once."""
    piece = table.piece(action.piece)
    require(piece.rolled is None, $CONST, f"{piece.id} has already rolled a {piece.rolled}")
    face = ctx.d6($CONST)
    ctx.emit($CONST, f"{piece.id} rolls a {face}", face=face)
    return table.with_piece(piece.evolve(rolled=face))


@RULESET.outcome("the {who} rolled a {face:d}")
def rolled(table: ${Class}Table, who: str, face: int) -> bool:
    """The piece's last die showed this face."""
    return table.piece(who).rolled == face
'''

STEPS = '''\
"""$title: the players' words for the $section section.

Steps only translate text: setup steps change the table, action steps return an action.
``STEPS_RULESET`` says whose phrases these are: where another ruleset uses the same phrase,
each ruleset's definition serves the scenarios played on its own tables.
"""

from oracle.bdd.steps import action_step, given
from oracle.$name.$module import Roll
from oracle.$name.state import ${Class}Table, Piece

STEPS_RULESET = "$name"


@given("a $name piece {who}")
def a_piece(context, who):
    """A piece of the $title table, named <who>."""
    context.world.change("$name", lambda table: table.with_piece(Piece(id=who)), ${Class}Table)


@action_step("the {who} rolls the $name die")
def rolls(world, who):
    """The piece rolls one die ($clause)."""
    return Roll(piece=who)
'''

FEATURE = '''\
Feature: $section_title ($title)
  One scenario per case the text gives, each tagged with the clauses it checks; expected
  values come from the text (work the arithmetic out in a comment), never from the engine.

  @clause:$clause
  Scenario: A piece rolls one die
    Given a $name piece p1
    When the p1 rolls the $name die and the die shows 4
    Then the p1 rolled a 4
    And rule $clause is applied

  @clause:$clause
  Scenario: A piece rolls only once
    Given a $name piece p1
    When the p1 rolls the $name die and the die shows 4
    And the p1 rolls the $name die and the die shows 2
    Then the roll is refused by rule $clause
'''
