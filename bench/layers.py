"""Where a cold exact question's time goes, by layer of the code, and what that bounds.

    PYTHONPATH=. python -m bench.layers                    # every group of bench/questions.py
    PYTHONPATH=. python -m bench.layers --group lotow --rounds 400

For each group of odds questions (``bench/questions.py``) the cold asks are timed against
icepool's answers as ``bench.run`` times them (the transposition table emptied before each ask,
CPU time, the two taking turns, medians), then asked again under ``cProfile``, timed by the thread's CPU time. Each function's
own time goes to the layer its module belongs to (:func:`layer_of`); a built-in's or the
standard library's (a ``dict`` lookup, ``hash``, ``Fraction``) goes to the layer of the function
that called it, edge by edge, so that a ``setdefault`` in the enumeration counts as enumeration:

* ``enumeration``: what exact mode adds to the rules: the dice paths, merge points, transposition
  table and trace (``oracle/core/resolve.py``, ``trace.py``, ``dice.py``) and the engine port that
  asks it (``oracle/engine/``);
* ``state``: the tables' values, copied and hashed (``oracle/core/state.py``, pydantic);
* ``rules``: the rule functions of the games and what they ask (the readings' numbers, the geometry,
  every other module of ``oracle/``);
* ``question``: the question's own part, sorting the answer into its outcomes (``bench/``).

The *bound* is the cold ask's time without the enumeration's share, against icepool: what an
engine that ran the same rule code on the same paths and made the same tables would take at best
if enumerating cost nothing. A group whose bound is over 1.0x cannot be made level with icepool by
work on the enumeration alone; it needs fewer runs of its rule code or fewer tables made.

A profiler charges every Python call, so call-heavy code weighs more under it than it does
without: the shares are of profiled time, a picture of the work, not a measure with a target.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import pstats
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Iterable

from bench.arguments import positive_int
from bench.questions import GROUPS, Question, all_questions
from bench.timing import median_cpu_times
from oracle.core.resolve import forget_transpositions

ROOT = Path(__file__).resolve().parent.parent

LAYERS = ("enumeration", "state", "rules", "question")
"""The layers a question's time is given to, as :func:`layer_of` names them."""

ENUMERATION_MODULES = ("oracle/core/resolve.py", "oracle/core/trace.py", "oracle/core/dice.py", "oracle/engine/")
STATE_MODULES = ("oracle/core/state.py",)


@functools.lru_cache(maxsize=None)
def layer_of(function: tuple[str, int, str]) -> str | None:
    """The layer of a profiled function (``pstats``' key: file, line, name), or None for a built-in or the
    standard library, whose time goes to its callers (each function's file resolved once, though it is
    asked again for every call edge it is the caller of)."""
    path = function[0].replace("\\", "/")
    if "/pydantic/" in path or "/pydantic_core/" in path:
        return "state"
    try:
        here = Path(path).resolve().relative_to(ROOT).as_posix()
    except (ValueError, OSError):
        return None
    if here.startswith(ENUMERATION_MODULES):
        return "enumeration"
    if here.startswith(STATE_MODULES):
        return "state"
    if here.startswith("oracle/"):
        return "rules"
    if here.startswith("bench/"):
        return "question"
    return None


def shares(stats: dict) -> dict[str, float]:
    """Each layer's share of the profiled time in ``stats`` (``pstats.Stats(...).stats``): a function's own
    time to its layer, a built-in's to its callers' layers by the time each call edge took (a caller
    that is itself a built-in: ``other``)."""
    by: Counter[str] = Counter()
    for function, (_, _, own, _, callers) in stats.items():
        layer = layer_of(function)
        if layer is not None:
            by[layer] += own
        elif not callers:
            by["other"] += own
        else:
            for caller, edge in callers.items():
                by[layer_of(caller) or "other"] += edge[2]
    total = sum(by.values())
    return {layer: by[layer] / total for layer in (*LAYERS, "other")} if total else {}


def measure(groups: Iterable[str] | None = None, rounds: int = 200, inner: int = 5) -> dict[str, dict[str, Any]]:
    """For each group (all where None): ``ratio`` (cold asks / icepool, CPU medians over ``rounds`` of
    ``inner`` asks of each question), ``shares`` (:func:`shares` of the same asks profiled) and
    ``bound`` (the ratio without the enumeration's share)."""
    questions, _ = all_questions()
    by_group: dict[str, list[Question]] = defaultdict(list)
    for q in questions:
        if groups is None or q.group in groups:
            by_group[q.group].append(q)

    out: dict[str, dict[str, Any]] = {}
    for group, asked in by_group.items():
        def cold() -> None:
            for q in asked:
                for _ in range(inner):
                    forget_transpositions()
                    q.engine()

        def icepool() -> None:
            for q in asked:
                for _ in range(inner):
                    q.icepool()

        cold(), icepool()  # warm: imports, icepool's caches, the read rolls the process keeps
        t = median_cpu_times({"engine": cold, "icepool": icepool}, rounds)
        # timed by the thread's CPU time, as the ratio is: by the default wall clock, a moment the process
        # waits for a core (a busy machine, three test workers on two cores) fell on the function it stopped
        # in, and once gave the enumeration 0.91 of a profile of two asks. The shares of a quiet machine are
        # the same either way (LotOW 0.60 / 0.18 / 0.20 enumeration / states / rules by both clocks)
        profile = cProfile.Profile(time.thread_time)
        profile.enable()
        for _ in range(max(1, rounds // 4)):
            cold()
        profile.disable()
        share = shares(pstats.Stats(profile).stats)
        ratio = t["engine"] / t["icepool"]
        out[group] = {"questions": len(asked), "engine_us": t["engine"] / inner / len(asked) * 1e6,
                      "icepool_us": t["icepool"] / inner / len(asked) * 1e6, "ratio": ratio,
                      "shares": share, "bound": ratio * (1 - share["enumeration"])}
    return out


def table(results: dict[str, dict[str, Any]]) -> str:
    head = f"{'group':22s} {'ratio':>6s}  " + "  ".join(f"{layer:>11s}" for layer in (*LAYERS, "other")) + "   bound"
    lines = [head]
    for group, r in results.items():
        lines.append(f"{group:22s} {r['ratio']:5.2f}x  "
                     + "  ".join(f"{r['shares'][layer] * 100:10.1f}%" for layer in (*LAYERS, "other"))
                     + f"  {r['bound']:5.2f}x")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.layers", description=__doc__.splitlines()[0])
    parser.add_argument("--group", action="append", choices=sorted(GROUPS), metavar="GROUP",
                        help="a group of bench/questions.py: " + ", ".join(sorted(GROUPS)) + " (repeatable; default: all)")
    parser.add_argument("--rounds", type=positive_int, default=200, help="rounds of the timed asks (default 200)")
    args = parser.parse_args(argv)
    print(table(measure(args.group, args.rounds)))


if __name__ == "__main__":
    main()
