"""Loading and checking the rule catalogue.

The catalogue is every ``oracle/<ruleset>/catalogue/*.yaml`` file plus the source
texts in ``oracle/sources/``.  :func:`load_catalogue` validates each file with the
pydantic models, then checks what the models alone cannot: ids are unique, every
quote stands verbatim (and once) in its source, every ruling and hook a clause names
exists.  Problems are reported together, each naming its file and field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

import pydantic
import yaml
from pydantic import ValidationError

from oracle.catalogue.files import (  # noqa: F401  (importable from here too)
    PACKAGE_ROOT,
    SOURCES_DIR,
    catalogue_files,
    catalogue_inputs,
    variant_files,
)
from oracle.catalogue.models import (
    Clause,
    Hook,
    Ruling,
    SectionFile,
    Source,
    SourceIndex,
    SourceText,
    Value,
    Variant,
    VariantFile,
    significant_length,
)
from oracle.catalogue.numbers import numbers_in
from oracle.core import yamlfile
from oracle.core.cache import cached
from oracle.core.errors import CatalogueError, suggest  # noqa: F401  (importable from here too)
from oracle.core.state import error_message


def _yaml(path: Path):
    try:
        return yamlfile.load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise CatalogueError(yamlfile.where(path, exc)) from None


def format_validation_error(origin: str, exc: ValidationError, data=None) -> str:
    """One line per problem: file, the field path (with the clause id where known), the message."""
    lines = []
    for err in exc.errors():
        loc = list(err["loc"])
        where = ".".join(str(p) for p in loc)
        # name the clause or ruling by its id, which is easier to find than an index
        if data is not None and len(loc) >= 2 and isinstance(loc[1], int):
            try:
                item = data[loc[0]][loc[1]]
                if isinstance(item, dict) and "id" in item:
                    where = f"{loc[0]}[{loc[1]}] (id {item['id']})" + "".join(f".{p}" for p in loc[2:])
            except (KeyError, IndexError, TypeError):
                pass
        lines.append(f"{origin}: {where or '(top level)'}: {error_message(err)}")
    return "\n".join(lines)


@dataclass
class Catalogue:
    clauses: dict[str, Clause] = field(default_factory=dict)
    rulings: dict[str, Ruling] = field(default_factory=dict)
    ruling_rulesets: dict[str, str] = field(default_factory=dict)
    """Ruling id -> the ruleset whose text it reads: that of the section declaring it, which every clause
    the ruling names shares (checked on loading)."""
    hooks: dict[str, Hook] = field(default_factory=dict)
    sections: dict[str, SectionFile] = field(default_factory=dict)
    sources: dict[str, SourceText] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    values: dict[str, dict[str, Value]] = field(default_factory=dict)
    """Clause id -> value name -> the number the clause's quote gives."""
    numbers: dict[tuple[str, str], int | float | str] = field(default_factory=dict)
    """(clause id, value name) -> the number as rule code reads it (:attr:`Value.number`)."""
    value_readings: dict[tuple[str, str], dict[str, dict[str, int | float | str]]] = field(default_factory=dict)
    """(clause id, value name) -> ruling id -> alternative -> the number under that reading, typed as rule code reads it."""
    reading_numbers: dict[tuple[str, str, str], int | float | str] = field(default_factory=dict)
    """(ruling id, alternative, name) -> a number that reading gives where the text gives none, typed as rule code reads it."""
    variants: dict[str, Variant] = field(default_factory=dict)
    _index: dict = field(default_factory=dict, repr=False, compare=False)
    _index_key: tuple | None = field(default=None, repr=False, compare=False)

    def clause(self, clause_id: str) -> Clause:
        try:
            return self.clauses[clause_id]
        except KeyError:
            ruling = self.rulings.get(clause_id)
            if ruling is not None:  # an id 'oracle ask' and the report print beside the clauses: its clauses, not
                #                     three clauses whose ids look like it
                which = ("the clause it reads, " if len(ruling.clauses) == 1 else "one of the clauses it reads, ")
                raise CatalogueError(f"{clause_id!r} is a ruling, not a clause: explain {which}"
                                     f"{', '.join(ruling.clauses)} (its readings are shown there)") from None
            raise CatalogueError(f"unknown clause {clause_id!r}{suggest(clause_id, self.clauses)}") from None

    def ruling(self, ruling_id: str) -> Ruling:
        try:
            return self.rulings[ruling_id]
        except KeyError:
            raise CatalogueError(f"unknown ruling {ruling_id!r}{suggest(ruling_id, self.rulings)}") from None

    def value(self, clause_id: str, name: str) -> Value:
        """The value ``name`` of a clause, as its quote gives it."""
        found = self.values.get(clause_id, {})
        if name not in found:
            where = f"clause {clause_id}" if clause_id in self.clauses else f"unknown clause {clause_id!r}"
            raise CatalogueError(f"{where} has no value {name!r}{suggest(name, found) if found else ' (it has none)'}")
        return found[name]

    def variant(self, name: str) -> Variant:
        try:
            return self.variants[name]
        except KeyError:
            raise CatalogueError(f"unknown variant {name!r}{suggest(name, self.variants)}"
                                 + (f" (known: {', '.join(sorted(self.variants))})" if self.variants else "")) from None

    def combine_variants(self, names) -> tuple[dict[str, str], dict[str, dict[str, int | float | str]]]:
        """The readings and numbers of the named variants together; two that disagree are an error."""
        rulings: dict[str, str] = {}
        values: dict[str, dict[str, int | float | str]] = {}
        by: dict[object, str] = {}
        for name in names:
            v = self.variant(name)
            for rid, alt in v.rulings.items():
                if rulings.get(rid, alt) != alt:
                    raise CatalogueError(f"variants {by[rid]} and {v.id} read ruling {rid} differently")
                rulings[rid], by[rid] = alt, v.id
            for cid, numbers in v.values.items():
                for key, number in numbers.items():
                    if values.get(cid, {}).get(key, number) != number:
                        raise CatalogueError(f"variants {by[(cid, key)]} and {v.id} give {cid} {key} different numbers")
                    values.setdefault(cid, {})[key] = number
                    by[(cid, key)] = v.id
        return rulings, values

    def combine_optional(self, names) -> tuple[str, ...]:
        """The optional rules (clause ids) the named variants put in force, each once."""
        return tuple(dict.fromkeys(cid for name in names for cid in self.variant(name).optional))

    def rulesets(self) -> list[str]:
        return sorted({c.ruleset for c in self.clauses.values()})

    def rulings_for(self, clause_id: str) -> list[Ruling]:
        found = {r.id: r for r in self._rulings_naming().get(clause_id, ())}
        for rid in self.clauses[clause_id].rulings:
            found.setdefault(rid, self.rulings[rid])
        return list(found.values())

    def _rulings_naming(self) -> dict[str, list[Ruling]]:
        """For each clause, the rulings that name it, in catalogue order (built once per set of
        rulings: the report asks for every clause, and a scan per clause grew as clauses x rulings)."""
        key = (id(self.rulings), len(self.rulings))
        if self._index_key != key:
            index: dict[str, list[Ruling]] = {}
            for r in self.rulings.values():
                for cid in dict.fromkeys(r.clauses):
                    index.setdefault(cid, []).append(r)
            self._index, self._index_key = index, key
        return self._index

    def coverage(self) -> list["PartCoverage"]:
        """How much of each source part the quotes cover (non-whitespace characters): a character
        counts once however many quotes hold it (each quote at its first place in the text)."""
        result = []
        for src in self.sources.values():
            text = self.texts[src.file]
            held = quoted_spans(text, (frag for c in self.clauses.values() if c.source.file == src.file
                                       for frag in c.source.quote))
            for part in src.parts or ():
                lo = text.index(part.start) if part.start else 0
                hi = text.index(part.end) if part.end else len(text)
                total = significant_length(text[lo:hi])
                result.append(PartCoverage(src.file, part.name, quoted_length(text, held, lo, hi), total))
        return result


def quoted_spans(text: str, quotes: Iterable[str]) -> list[tuple[int, int]]:
    """Where the quotes found in ``text`` lie (each at its first place), as sorted spans that
    neither overlap nor touch: coverage counts the characters in them once."""
    spans = sorted((at, at + len(q)) for q in quotes if q and (at := text.find(q)) >= 0)
    merged: list[list[int]] = []
    for a, b in spans:
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return [(a, b) for a, b in merged]


def quoted_length(text: str, spans: Iterable[tuple[int, int]], lo: int, hi: int) -> int:
    """The non-whitespace characters of ``text[lo:hi]`` inside ``spans`` (:func:`quoted_spans`)."""
    return sum(significant_length(text[max(a, lo):min(b, hi)]) for a, b in spans if a < hi and b > lo)


@dataclass(frozen=True)
class PartCoverage:
    file: str
    part: str
    covered: int
    total: int

    @property
    def ratio(self) -> float:
        return self.covered / self.total if self.total else 1.0


def load_sources(root: Path = SOURCES_DIR) -> tuple[dict[str, SourceText], dict[str, str]]:
    index_path = root / "sources.yaml"
    data = _yaml(index_path)
    try:
        index = SourceIndex.model_validate(data)
    except ValidationError as exc:
        raise CatalogueError(format_validation_error(str(index_path), exc, data)) from None
    sources, texts = {}, {}
    for src in index.sources:
        path = root / src.file
        if not path.is_file():
            raise CatalogueError(f"{index_path}: source file {src.file!r} is not in {root}")
        text = path.read_text(encoding="utf-8")
        for part in src.parts:
            for marker in (part.start, part.end):
                if marker and text.count(marker) != 1:
                    raise CatalogueError(
                        f"{index_path}: part {part.name!r} of {src.file}: marker {marker!r} "
                        f"occurs {text.count(marker)} times (needs exactly once)"
                    )
        sources[src.file] = src
        texts[src.file] = text
    return sources, texts


def load_catalogue(files: list[Path] | None = None, sources_dir: Path = SOURCES_DIR,
                   variants: list[Path] | None = None) -> Catalogue:
    """Read, validate and cross-check the catalogue; raise :class:`CatalogueError` listing every problem."""
    cat = Catalogue()
    cat.sources, cat.texts = load_sources(sources_dir)
    problems: list[str] = []
    for path in files if files is not None else catalogue_files():
        origin = str(path.relative_to(PACKAGE_ROOT.parent)) if path.is_relative_to(PACKAGE_ROOT.parent) else str(path)
        data = _yaml(path)
        try:
            section = SectionFile.model_validate(data)
        except ValidationError as exc:
            problems.append(format_validation_error(origin, exc, data))
            continue
        key = f"{section.ruleset}.{section.section}"
        if key in cat.sections:
            problems.append(f"{origin}: section {key} is already defined in another file")
        cat.sections[key] = section
        text = cat.texts.get(section.source)
        if text is None:
            problems.append(f"{origin}: source {section.source!r} is not listed in oracle/sources/sources.yaml")
            continue
        for i, entry in enumerate(section.clauses):
            where = f"{origin}: clauses[{i}] (id {entry.id})"
            if not entry.id.startswith(section.ruleset + "."):
                problems.append(f"{where}: id must start with the ruleset '{section.ruleset}.'")
            if entry.id in cat.clauses:
                problems.append(f"{where}: id collides with a clause in {cat.clauses[entry.id].origin}")
            for frag in entry.quote_fragments():
                n = text.count(frag)
                if n == 0:
                    problems.append(f"{where}.quote: not verbatim in {section.source}: {_clip(frag)!r}{_near(frag, text)}")
                elif n > 1:
                    problems.append(f"{where}.quote: occurs {n} times in {section.source}; lengthen it so it names one place")
            cat.clauses[entry.id] = Clause(
                id=entry.id,
                ruleset=section.ruleset,
                section=section.section,
                section_title=section.title,
                title=entry.title,
                kind=entry.kind,
                heading=entry.heading or section.heading,
                source=Source(file=section.source, quote=entry.quote_fragments(), reference=entry.reference),
                statement=entry.statement,
                rulings=entry.rulings,
                hooks=entry.hooks,
                origin=origin,
            )
            problems.extend(_value_problems(where, entry.quote_fragments(), entry.values))
            if entry.values:
                cat.values[entry.id] = dict(entry.values)
                cat.numbers.update({(entry.id, name): v.number for name, v in entry.values.items()})
        for kind, items, store in (("ruling", section.rulings, cat.rulings), ("hook", section.hooks, cat.hooks)):
            for item in items:
                if item.id in store:
                    problems.append(f"{origin}: {kind} id {item.id} is defined twice")
                store[item.id] = item
        for ruling in section.rulings:
            cat.ruling_rulesets[ruling.id] = section.ruleset
    for c in cat.clauses.values():
        for rid in c.rulings:
            if rid not in cat.rulings:
                problems.append(f"{c.origin}: clause {c.id}: unknown ruling {rid!r}{suggest(rid, cat.rulings)}")
        for hid in c.hooks:
            if hid not in cat.hooks:
                problems.append(f"{c.origin}: clause {c.id}: unknown hook {hid!r}{suggest(hid, cat.hooks)}")
    for r in cat.rulings.values():
        for cid in r.clauses:
            if cid not in cat.clauses:
                problems.append(f"ruling {r.id}: names unknown clause {cid!r}{suggest(cid, cat.clauses)}")
            elif cat.clauses[cid].ruleset != cat.ruling_rulesets[r.id]:
                # a reading is chosen for a question of one ruleset: a ruling reads the text of one
                problems.append(f"ruling {r.id}: a ruling of {cat.ruling_rulesets[r.id]} names clause {cid} of "
                                f"{cat.clauses[cid].ruleset}; a ruling reads the text of one ruleset")
    problems.extend(reading_value_problems(cat))
    problems.extend(cross_reference_problems(cat))
    for path in variants if variants is not None else (variant_files() if files is None else []):
        problems.extend(_load_variants(cat, path))
    if problems:
        raise CatalogueError("the rule catalogue has problems:\n" + "\n".join(problems))
    return cat


def _token(value: int | float | str) -> str:
    """The canonical token of a value, as :func:`numbers_in` reads numbers in a quote."""
    tokens = numbers_in(str(value))
    return next(iter(tokens)) if len(tokens) == 1 else str(value)


def _value_problems(where: str, quote: tuple[str, ...], values: Mapping[str, Value], key: str = "values",
                    said_in: str = "the clause's quote") -> list[str]:
    """Each value's fragment lies in the clause's quote (a reading's number: in the reading's statement)
    and states the value (or says how it reads)."""
    problems = []
    for name, v in values.items():
        at = f"{where}.{key}.{name}"
        if not quote:
            problems.append(f"{at}: a clause without a quote cannot give a value")
        elif not any(v.quote in frag for frag in quote):
            problems.append(f"{at}.quote: {_clip(v.quote)!r} is not part of {said_in}")
        elif v.reading is None and _token(v.value) not in numbers_in(v.quote):
            problems.append(f"{at}: the fragment {_clip(v.quote)!r} does not state {v.value!r} "
                            f"(it gives {sorted(numbers_in(v.quote)) or 'no number'}); quote the words that do, "
                            "or say in 'reading' how the number is read from them")
    return problems


def _same_kind(a: int | float | str, b: int | float | str) -> bool:
    return isinstance(a, str) == isinstance(b, str)


def reading_value_problems(cat: Catalogue) -> list[str]:
    """A reading that changes a number names a clause of its ruling and a value that clause has;
    the default reading's numbers are the clause's own."""
    problems = []
    for r in cat.rulings.values():
        for alt in r.alternatives:
            for cid, names in alt.values.items():
                where = f"ruling {r.id}: alternative {alt.id}: values.{cid}"
                if cid not in r.clauses:
                    problems.append(f"{where}: the ruling does not name this clause")
                    continue
                own = cat.values.get(cid, {})
                for name, number in names.items():
                    if name not in own:
                        problems.append(f"{where}.{name}: clause {cid} has no such value{suggest(name, own)}")
                    elif not _same_kind(number, own[name].value):
                        problems.append(f"{where}.{name}: {number!r} is not the same kind of value as {own[name].value!r}")
                    elif alt.id == r.default and number != own[name].value:
                        problems.append(f"{where}.{name}: the default reading gives {number!r} but the clause "
                                        f"gives {own[name].value!r}")
                    else:
                        cat.value_readings.setdefault((cid, name), {}).setdefault(r.id, {})[alt.id] = own[name].of(number)
            where = f"ruling {r.id}: alternative {alt.id}"
            problems.extend(_value_problems(where, (alt.statement,), alt.numbers, "numbers", "the reading's statement"))
            for name, v in alt.numbers.items():
                cat.reading_numbers[(r.id, alt.id, name)] = v.number
    return problems


def _load_variants(cat: Catalogue, path: Path) -> list[str]:
    origin = str(path.relative_to(PACKAGE_ROOT.parent)) if path.is_relative_to(PACKAGE_ROOT.parent) else str(path)
    data = _yaml(path)
    try:
        file = VariantFile.model_validate(data)
    except ValidationError as exc:
        return [format_validation_error(origin, exc, data)]
    problems = []
    for i, v in enumerate(file.variants):
        where = f"{origin}: variants[{i}] (id {v.id})"
        if v.id in cat.variants:
            problems.append(f"{where}: a variant of this name is already defined")
        for rid, alt in v.rulings.items():
            ruling = cat.rulings.get(rid)
            if ruling is None:
                problems.append(f"{where}.rulings: unknown ruling {rid!r}{suggest(rid, cat.rulings)}")
            elif alt not in {a.id for a in ruling.alternatives}:
                problems.append(f"{where}.rulings.{rid}: no alternative {alt!r} "
                                f"(it has: {', '.join(a.id for a in ruling.alternatives)})")
            elif cat.ruling_rulesets.get(rid) != file.ruleset:
                problems.append(f"{where}.rulings.{rid}: not a ruling of {file.ruleset}")
        for cid, names in v.values.items():
            own = cat.values.get(cid)
            if cid not in cat.clauses:
                problems.append(f"{where}.values: unknown clause {cid!r}{suggest(cid, cat.clauses)}")
            elif not cid.startswith(file.ruleset + "."):
                problems.append(f"{where}.values.{cid}: not a clause of {file.ruleset}")
            else:
                for name, number in names.items():
                    if not own or name not in own:
                        problems.append(f"{where}.values.{cid}.{name}: the clause has no such value"
                                        f"{suggest(name, own or {})}")
                    elif not _same_kind(number, own[name].value):
                        problems.append(f"{where}.values.{cid}.{name}: {number!r} is not the same kind of value "
                                        f"as {own[name].value!r}")
        for cid in v.optional:
            if cid not in cat.clauses:
                problems.append(f"{where}.optional: unknown clause {cid!r}{suggest(cid, cat.clauses)}")
            elif not cid.startswith(file.ruleset + "."):
                problems.append(f"{where}.optional.{cid}: not a clause of {file.ruleset}")
            elif cat.clauses[cid].kind != "optional":
                problems.append(f"{where}.optional.{cid}: a {cat.clauses[cid].kind} clause, not an optional rule")
        cat.variants[v.id] = v
    return problems


def cross_reference_problems(cat: Catalogue) -> list[str]:
    """References must read the same from both ends: a ruling and the clauses it names list
    each other, and every hook is named by a clause (a reader of a clause finds every reading
    and every boundary that touches it, and nothing is catalogued that no clause uses)."""
    problems = []
    for r in cat.rulings.values():
        for cid in r.clauses:
            c = cat.clauses.get(cid)
            if c is not None and r.id not in c.rulings:
                problems.append(f"{c.origin}: clause {cid}: ruling {r.id} names this clause, but its rulings do not list it")
    for c in cat.clauses.values():
        for rid in c.rulings:
            r = cat.rulings.get(rid)
            if r is not None and c.id not in r.clauses:
                problems.append(f"{c.origin}: clause {c.id}: lists ruling {rid}, whose clauses do not name it")
    named = {h for c in cat.clauses.values() for h in c.hooks}
    for hid in cat.hooks:
        if hid not in named:
            problems.append(f"hook {hid}: no clause names it (add it to the hooks of the clauses it bounds)")
    return problems


def _clip(s: str, n: int = 60) -> str:
    return s if len(s) <= n else s[:n] + "…"


def _near(frag: str, text: str) -> str:
    """Where the quote stops matching: the longest verbatim prefix, to find the typo fast."""
    lo, hi = 0, len(frag)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if frag[:mid] in text:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return ""
    return f" (matches up to character {lo}: …{frag[max(0, lo - 20):lo]!r} then differs)"


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """The project's catalogue, loaded once per process, and kept across processes in the
    user's cache folder until one of its files changes (:func:`oracle.core.cache.cached`)."""
    return cached("catalogue", catalogue_inputs(), load_catalogue, extra=(pydantic.VERSION,))
