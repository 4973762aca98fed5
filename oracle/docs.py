"""``python -m oracle.docs``: write docs/steps.md, the step vocabulary, from the step docstrings.

Every phrase a feature file can use, grouped by steps module, with its docstring and
(for "When" phrases) the dice variants behave also accepts.  A test checks the file is
current, so the vocabulary never drifts from the code.
"""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

from behave.runner import the_step_registry as registry
from behave.runner_util import exec_file

from oracle.bdd.steps import SharedPhrase, readable

ROOT = Path(__file__).resolve().parent.parent


def collect() -> dict[str, list[tuple[str, str, str]]]:
    """Load the steps modules into a fresh behave registry and read back every definition."""
    for path in sorted((ROOT / "steps").glob("*.py")):
        exec_file(str(path), {})
    groups: dict[str, list[tuple[str, str, str]]] = {}
    seen = set()
    for kind in ("given", "when", "then"):
        for matcher in registry.steps[kind]:
            shared = getattr(matcher.func, "shared_phrase", None)
            func = inspect.unwrap(matcher.func)
            if isinstance(shared, SharedPhrase):
                fns = [fn for fn, _ in shared.by_ruleset.values()]
                module = Path(inspect.getsourcefile(inspect.unwrap(fns[0])) or "?").name if len(fns) == 1 else "shared phrases"
            else:
                module = Path(inspect.getsourcefile(func) or "?").name
            pattern = matcher.pattern
            if kind == "when" and pattern.endswith(("and the die shows {dice:Dice}", "and the dice show {dice:Dice}")):
                continue
            if (kind, pattern) in seen:
                continue
            seen.add((kind, pattern))
            doc = (shared.__doc__ if shared is not None else inspect.getdoc(func)) or ""
            doc = doc.split("\n\nScripted dice")[0]
            groups.setdefault(module, []).append((kind.capitalize(), readable(pattern), doc))
    return groups


def render() -> str:
    out = ["# Step vocabulary", "",
           "Generated from the step docstrings by `python -m oracle.docs`; do not edit by hand.", "",
           "Placeholders: `<who>`, `<mount>`, `<obstacle>` and the like are one-word model ids from the",
           "table setup; `<distance>` is a distance with its unit (`1.5\"`, `1½\"`, `10 cm`, `6 yards`);",
           "`<dice>` is a list of results (`2`, `1 and 6`, `1, 3 and 6`); `<p>` is a fraction (`1/36`);",
           "`<clause>` is a clause id. Every \"When\" phrase also takes `and the die shows <dice>` or",
           "`and the dice show <dice>` at its end, to script the dice in the order the rules roll them.",
           "Outcome phrases (`Then the rider lies prone`) also work inside `Then the chance that ... is <p>`.", ""]
    for module, rows in collect().items():
        out += [f"## {module}", "", "| step | meaning |", "|---|---|"]
        for kind, phrase, doc in rows:
            meaning = " ".join(doc.split()).replace("|", "\\|")
            out.append(f"| {kind} {phrase.replace('|', chr(92) + '|')} | {meaning} |")
        out.append("")
    return "\n".join(out)


def main() -> int:
    target = ROOT / "docs" / "steps.md"
    target.write_text(render(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
