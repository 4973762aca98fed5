"""How fast could any engine that answers with whole tables answer the WWII allocation?

``python -m bench.table_floor`` times, in one process, best of seven samples each:

* the engine's cold ask (as ``python -m bench.run --only exact`` asks it);
* the 256 answer tables made as ``wounded`` makes them, with no dice and no rule code: for
  each combination of the four models' results (the engine's own result objects, with their
  chances), a copy of the unit and one of the table, held with the combination's chance as
  integers as the engine holds it, then sorted by the question as the engine's answer is;
* the same tables as plain tuples whose fields are read by name (no pydantic, the tuple's own
  hash and equality in C): what a lighter value type on the hot path could reach;
* icepool's whole answer.

The figures are in docs/performance.md ("What is left"): if the second line is over icepool's,
a faster enumeration cannot meet the group's target while the answer is a distribution of tables.
"""

from __future__ import annotations

import argparse
import inspect
import itertools
import time
from fractions import Fraction
from operator import itemgetter
from typing import Any, Callable

from bench.arguments import positive_int
from bench.questions import ww2_allocation_questions
from oracle.core.resolve import Distribution, forget_transpositions


class Plain(tuple):
    """A value that is a tuple of its fields (read through C-level getters, hashed and compared by the
    tuple's own C code, hash not kept), copied with changes: about the least a state type does."""

    __slots__ = ()
    index: dict[str, int] = {}

    def evolve(self, **changes: Any) -> "Plain":
        values = list(self)
        for name, value in changes.items():
            values[self.index[name]] = value
        return tuple.__new__(type(self), values)


_plain_classes: dict[type, type] = {}


def plain(model: Any, cache: dict[int, Plain]) -> Any:
    """``model`` (a state, or a tuple of them) as :class:`Plain` values, field for field, nested; a model
    met again is the same plain value, as the engine shares result objects."""
    if isinstance(model, tuple):
        return tuple(plain(m, cache) for m in model)
    fields = getattr(type(model), "__pydantic_fields__", None)
    if fields is None:
        return model
    if id(model) not in cache:
        cls = _plain_classes.get(type(model))
        if cls is None:
            cls = _plain_classes[type(model)] = type(f"Plain{type(model).__name__}", (Plain,), {
                "__slots__": (), "index": {f: n for n, f in enumerate(fields)},
                **{f: property(itemgetter(n)) for n, f in enumerate(fields)},
                # the model's own properties and methods (``rider_alive``, ``unit``), as its rule code reads it
                **{name: v for name, v in vars(type(model)).items()
                   if not name.startswith("_") and (isinstance(v, property) or inspect.isfunction(v))}})
        cache[id(model)] = tuple.__new__(cls, [plain(getattr(model, f), cache) for f in fields])
    return cache[id(model)]


def best_us(work: dict[str, tuple[Callable[[], Any], int]], rounds: int = 7) -> dict[str, float]:
    """Each piece of work's best time in microseconds, the pieces taking turns round by round (so that a
    change of the machine's speed falls on all of them)."""
    best = {what: float("inf") for what in work}
    for _ in range(rounds):
        for what, (fn, inner) in work.items():
            t = time.perf_counter()
            for _ in range(inner):
                fn()
            best[what] = min(best[what], (time.perf_counter() - t) / inner * 1e6)
    return best


def main(rounds: int = 7, inner: int = 50) -> dict[str, float]:
    """Time the four, print them against icepool's and return the times (us); each answer is checked
    against icepool's first."""
    q = ww2_allocation_questions()[0]
    table, expected = q.engine.state, q.icepool()
    answer = q.engine.answer()
    # each model's distinct results (the engine's own objects) with their chances, in the unit's order
    results = []
    for n in range(4):
        chances: dict[int, list] = {}
        for t, p in answer.items():
            m = t.units[0].cavalry[n]
            chances.setdefault(id(m), [m, Fraction(0)])[1] += p
        results.append([(m, p.numerator, p.denominator) for m, p in chances.values()])
    # shot at already, not retreating: the unit every combination starts from
    start_unit = next(t.units[0] for t in answer if not t.units[0].retreating)

    def made(unit, tbl, results):
        weights: dict[Any, Any] = {}
        for (m1, n1, d1), (m2, n2, d2), (m3, n3, d3), (m4, n4, d4) in itertools.product(*results):
            models = (m1, m2, m3, m4)
            # every rider dead and a mount alive: the mounts retreat (``flees``, the table in the shooting phase)
            if not (m1.rider_alive or m2.rider_alive or m3.rider_alive or m4.rider_alive) and (
                    m1.mount_alive or m2.mount_alive or m3.mount_alive or m4.mount_alive):
                u = unit.evolve(cavalry=models, retreating=True)
            else:
                u = unit.evolve(cavalry=models)
            weights[tbl.evolve(units=(u,))] = (n1 * n2 * n3 * n4, d1 * d2 * d3 * d4)  # distinct tables
        return q.engine.sort(Distribution._of_pairs(weights))  # the question's sorting, as the engine's answer is sorted

    def engine_tables():
        return made(start_unit, table, results)

    cache: dict[int, Plain] = {}
    p_unit, p_table = plain(start_unit, cache), plain(table, cache)
    p_results = [[(plain(m, cache), n, d) for m, n, d in r] for r in results]

    def plain_tables():
        return made(p_unit, p_table, p_results)

    def engine():
        forget_transpositions()
        return q.engine()

    assert engine() == expected and engine_tables() == expected and plain_tables() == expected
    times = best_us({"the engine, cold": (engine, max(1, inner * 2 // 5)),
                     "its 256 tables made and sorted": (engine_tables, inner),
                     "the same as plain tuples": (plain_tables, inner), "icepool": (q.icepool, inner)}, rounds)
    for what, us in times.items():
        print(f"{what:32s} {us:8.0f} us  {us / times['icepool']:5.2f}x icepool")
    return times


def command(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.table_floor", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=positive_int, default=7, help="samples of each, the best kept (default 7)")
    parser.add_argument("--inner", type=positive_int, default=50, help="calls timed in one sample (default 50)")
    args = parser.parse_args(argv)
    main(args.rounds, args.inner)


if __name__ == "__main__":
    command()
