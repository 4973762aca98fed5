"""``python -m oracle.regenerate NAME``: rewrite, in this one process, the files generated from the
code that a new ruleset ``NAME`` changes: ``docs/steps.md`` and the README's counts table
(:mod:`oracle.docs`), the protocol schemas (:mod:`oracle.engine.schema`), the ruleset's fuzzing
seeds from ``features/NAME`` (:mod:`oracle.bdd.harvest`).

``oracle new-ruleset`` runs it in a fresh interpreter once the ruleset's files are written: the
registry of rulesets and steps is read once per process, so the command's own process, which
read it before they existed, cannot. One interpreter for the three (each a process of its own
paid the interpreter, the imports and the step vocabulary again). A generator that fails is named
on the last line of stderr, ``python -m MODULE ARGS: MESSAGE``, exit 1.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from oracle import docs
from oracle.bdd import harvest
from oracle.core.ending import process_ends
from oracle.engine import schema


def generators(name: str) -> list[tuple[str, object]]:
    """(the command as a user types it, what runs it) in the order they run."""
    features = str(Path("features") / name)
    return [("-m oracle.docs", docs.main),
            ("-m oracle.engine.schema", lambda: schema.main([])),
            (f"-m oracle.bdd.harvest {features}", lambda: harvest.main([features]))]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m oracle.regenerate NAME", file=sys.stderr)
        return 2
    for command, run in generators(argv[0]):
        try:
            code = run()
        except SystemExit as exc:  # a generator's own one-line refusal (a message is exit 1)
            code = exc.code if isinstance(exc.code, int) or exc.code is None else 1
            message = str(exc.code)
        except Exception as exc:  # noqa: BLE001  (named with its command, not a bare traceback)
            traceback.print_exc()
            code, message = 1, f"{type(exc).__name__}: {exc}"
        else:
            message = f"exit {code}"
        if code:
            print(f"python {command}: {message}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    finally:
        process_ends()  # the process ends here: its heap out of the shutdown's collections
