"""Rewrite clause, ruling and hook ids written as strings in rule code into the ids constants.

``python -m oracle.catalogue.rewrite_ids [FILES]`` (default: every module of every ruleset
package) replaces each string that is exactly a catalogue id with the constant of
``oracle/<ruleset>/ids.py`` and imports the constants it used; it also resolves ids built
from a module-level prefix string (``f"{M}.hands"``, ``C + "saves"``) and drops the prefix
once nothing else uses it.  It is a maintenance tool: run it after rule modules gained
string ids, then ``python -m oracle.catalogue --check-ids`` and the tests.  Ids built from
a run-time value (a table row chosen by a roll) are left for a hand-written mapping; the
tool lists them.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from pathlib import Path

from oracle.catalogue.ids import all_constants, ruling_constants
from oracle.catalogue.load import PACKAGE_ROOT, catalogue

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def module_strings(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "text"`` assignments."""
    out = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            out[node.targets[0].id] = node.value.value
    return out


_PLAIN = re.compile(r"""^(?:"[^"\\\n]*"|'[^'\\\n]*')$""")
"""A string token without prefix, escapes or triple quotes: its value is what is between the quotes."""


def _literal(tok: str):
    """``ast.literal_eval(tok)``, without compiling a plain string (most of a module's)."""
    return tok[1:-1] if _PLAIN.match(tok) else ast.literal_eval(tok)


def _string_value(tok: str, prefixes: dict[str, str]) -> str | None:
    """The value of a string token, with ``{NAME}`` placeholders of an f-string filled from
    the module's prefix strings; None if it cannot be known without running the code."""
    m = re.match(r"^([A-Za-z]*)(['\"])", tok)
    if not m:
        return None
    flags = m.group(1).lower()
    if "b" in flags:
        return None
    if "f" in flags:
        body = tok[len(m.group(1)):]
        try:
            inner = _literal(body)
        except (SyntaxError, ValueError):
            return None
        names = _PLACEHOLDER.findall(inner)
        if _PLACEHOLDER.sub("", inner).count("{") or any(n not in prefixes for n in names):
            return None
        return _PLACEHOLDER.sub(lambda mm: prefixes[mm.group(1)], inner)
    try:
        value = _literal(tok)
    except (SyntaxError, ValueError):
        return None
    return value if isinstance(value, str) else None


FSTRING_START: int | None = getattr(tokenize, "FSTRING_START", None)
FSTRING_END: int | None = getattr(tokenize, "FSTRING_END", None)
"""The tokens that open and close an f-string, which Python 3.12 and later split into its parts (PEP 701)."""


def _whole_fstrings(toks: list[tokenize.TokenInfo], source) -> list[tokenize.TokenInfo]:
    """The tokens with each f-string one ``STRING`` token, as Python 3.11 gives it: from 3.12 an
    f-string comes as its start, its text and its fields' tokens, and its end (nested ones
    within). ``source(start, end)`` is the module's text between two token positions."""
    if FSTRING_START is None:
        return toks
    out: list[tokenize.TokenInfo] = []
    depth, opened = 0, None
    for t in toks:
        if t.type == FSTRING_START:
            depth += 1
            if depth == 1:
                opened = t
        elif t.type == FSTRING_END:
            depth -= 1
            if depth == 0:
                out.append(tokenize.TokenInfo(tokenize.STRING, source(opened.start, t.end), opened.start, t.end,
                                              opened.line))
        elif depth == 0:
            out.append(t)
    return out


def rewrite(text: str, ids: dict[str, tuple[str, str, str]], own: str,
            rulings: dict[str, tuple[str, str, str]] | None = None) -> tuple[str, list[str]]:
    """The module text with its string ids replaced, and notes on what was left alone.

    ``rulings`` gives the ruling constants: an id that names both a clause and a ruling is
    the ruling's where it is the argument of ``ctx.ruling(...)``, the clause's elsewhere."""
    rulings = rulings or {}
    tree = ast.parse(text)
    nodes = list(ast.walk(tree))  # walked once, read again below (and after, if nothing changed)
    prefixes = {k: v for k, v in module_strings(tree).items() if v not in ids}
    own_defs = {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    own_defs |= {n.name for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    clash = sorted(own_defs & {name for _rs, _k, name in ids.values()} - _imported_ids(tree))
    if clash:
        return text, [f"defines {', '.join(clash)}, the name of an id constant: rename it first"]
    toks = list(tokenize.generate_tokens(io.StringIO(text).readline))
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def at(pos):
        return offsets[pos[0] - 1] + pos[1]

    edits: list[tuple[int, int, str]] = []
    used: dict[str, set[str]] = {}
    notes: list[str] = []
    docstrings = {(n.body[0].value.lineno, n.body[0].value.col_offset) for n in nodes
                  if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)
                  and isinstance(n.body[0].value.value, str)}
    i = 0
    significant = [t for t in _whole_fstrings(toks, lambda a, b: text[at(a):at(b)])
                   if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)]
    while i < len(significant):
        t = significant[i]
        start, end, value = t.start, t.end, None
        if t.type == tokenize.STRING and t.start not in docstrings:
            value = _string_value(t.string, prefixes)
            if value is not None and value not in ids and value.startswith(own + ".") and "{" in t.string:
                notes.append(f"line {t.start[0]}: {t.string} is built at run time; map it by hand")
        elif (t.type == tokenize.NAME and t.string in prefixes and i + 2 < len(significant)
              and significant[i + 1].string == "+" and significant[i + 2].type == tokenize.STRING
              and (i == 0 or significant[i - 1].string != ".")):
            tail = _string_value(significant[i + 2].string, prefixes)
            if tail is not None and prefixes[t.string] + tail in ids:
                value, end = prefixes[t.string] + tail, significant[i + 2].end
                i += 2
        if value is not None and value in ids:
            ruleset, _kind, name = ids[value]
            if (value in rulings and i >= 2 and significant[i - 1].string == "("
                    and significant[i - 2].string == "ruling"):
                ruleset, _kind, name = rulings[value]
            edits.append((at(start), at(end), name))
            used.setdefault(ruleset, set()).add(name)
        i += 1
    out = text
    for lo, hi, name in sorted(edits, reverse=True):
        out = out[:lo] + name + out[hi:]
    # constants of the own ruleset already written by hand (and not defined here) are imported too
    if edits:
        tree = ast.parse(out)
        nodes = ast.walk(tree)
    names = [n for n in nodes if isinstance(n, ast.Name)]
    defined = {n.id for n in names if isinstance(n.ctx, ast.Store)}
    loaded = {n.id for n in names if isinstance(n.ctx, ast.Load)}
    own_names = {name for _i, (rs, _k, name) in ids.items() if rs == own}
    for name in (loaded & own_names) - defined:
        used.setdefault(own, set()).add(name)
    if not used and ".ids import" not in out:
        return text, notes
    out = _drop_unused_prefixes(out, prefixes, tree, loaded)
    return _fix_imports(out, used), notes


def _imported_ids(tree: ast.Module) -> set[str]:
    return {a.asname or a.name for n in tree.body if isinstance(n, ast.ImportFrom) and n.module
            and re.fullmatch(r"oracle\.[a-z0-9]+\.ids", n.module) for a in n.names}


def _drop_unused_prefixes(text: str, prefixes: dict[str, str], tree: ast.Module, used: set[str]) -> str:
    """``text`` without the prefix assignments no name in it loads (``tree``: ``text`` parsed;
    ``used``: the names it loads)."""
    lines = text.splitlines(keepends=True)
    for node in reversed(tree.body):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id in prefixes and node.targets[0].id not in used):
            lo, hi = node.lineno - 1, node.end_lineno
            if lo > 0 and not lines[lo - 1].strip() and hi < len(lines) and not lines[hi].strip():
                hi += 1  # the blank line that set it apart goes with it
            del lines[lo:hi]
    return "".join(lines)


def _fix_imports(text: str, used: dict[str, set[str]]) -> str:
    """Replace the module's ``from oracle.<ruleset>.ids import ...`` lines with the names it uses."""
    tree = ast.parse(text)
    lines = text.splitlines(keepends=True)
    wanted = {rs: set(names) for rs, names in used.items()}
    last_import = None
    before = None  # the first oracle import that sorts after the ids modules: they go just above it
    drop = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and re.fullmatch(r"oracle\.[a-z0-9]+\.ids", node.module):
            rs = node.module.split(".")[1]
            wanted.setdefault(rs, set()).update(a.name for a in node.names)
            drop.append(node)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            last_import = node
            module = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
            if (before is None and module and module.startswith("oracle.")
                    and module > "oracle." + min(wanted or {"~": 0}) + ".ids"):
                before = node
        elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
            break
    # keep only names still referenced
    names_used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    block = []
    for rs in sorted(wanted):
        names = sorted(n for n in wanted[rs] if n in names_used)
        if not names:
            continue
        one = f"from oracle.{rs}.ids import {', '.join(names)}\n"
        if len(one) <= 120:
            block.append(one)
        else:
            body, row = [], "    "
            for n in names:
                piece = n + ", "
                if len(row) + len(piece) > 118:
                    body.append(row.rstrip() + "\n")
                    row = "    "
                row += piece
            body.append(row.rstrip() + "\n")
            block.append(f"from oracle.{rs}.ids import (\n" + "".join(body) + ")\n")
    if before is not None:
        anchor = before.lineno - 1
    else:
        anchor = last_import.end_lineno if last_import is not None else 0
    for node in sorted(drop, key=lambda n: n.lineno, reverse=True):
        if node.lineno <= anchor:
            anchor -= node.end_lineno - node.lineno + 1
        del lines[node.lineno - 1:node.end_lineno]
    lines[anchor:anchor] = block
    return "".join(lines)


def ruleset_modules(root: Path = PACKAGE_ROOT) -> list[Path]:
    rulesets = catalogue().rulesets()
    return sorted(p for rs in rulesets for p in (root / rs).glob("*.py") if p.name != "ids.py")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.catalogue.rewrite_ids", description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args(argv)
    ids, rulings = all_constants(catalogue()), ruling_constants(catalogue())
    changed = 0
    for path in args.files or ruleset_modules():
        own = path.resolve().parent.name
        text = path.read_text(encoding="utf-8")
        new, notes = rewrite(text, ids, own, rulings)
        for note in notes:
            print(f"{path}: {note}")
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed += 1
    print(f"{changed} modules rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
