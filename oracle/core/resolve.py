"""Resolving rules with controllable dice: one code path, three modes.

Rule functions take a :class:`Context` and a state and return a new state.  They roll
with ``ctx.roll(event)`` (or ``ctx.d6(clause)``), record what happened with
``ctx.emit(clause, message)``, ask which reading of an unclear passage is in force
with ``ctx.ruling(id)``, and mark self-contained sub-procedures with
``ctx.step(fn, state, ...)`` / ``ctx.repeat(...)`` so that exact mode can merge
identical intermediate states.

* scripted and seeded mode run the rule function once, with the dice port choosing;
* exact mode explores every outcome of every roll.  It replays the rule function along
  each path of choices, but a ``ctx.step`` is enumerated once per distinct input state
  (memoised) and offers the outer path only its *distinct resulting states*, each with
  its summed probability.  A 6" jump-down with its hits has hundreds of thousands of
  dice paths but a few dozen distinct states; this is what keeps it fast.

A rule may refuse an action (``RuleViolation``) on some dice paths only: a merge point keeps such a
refusal as one of its results (:class:`Refusal`, with the chance of the paths that met it), and each
enclosing path that takes that result is refused there, as running the sub-procedure inline would
refuse it; a refusal never escapes a merge point to refuse paths that never met it.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm, prod
from typing import Any, Callable, Generic, Hashable, Iterable, Iterator, Mapping, Sequence, TypeVar

from oracle.core.citations import index, is_clause
from oracle.core import dice as dice_bounds  # MOST_OUTCOMES read when asked: a test may lower it
from oracle.core.dice import (
    ChanceEvent, DicePort, ScriptedDice, SeededDice, beyond_outcomes, die, merged, relabeled, within_bound,
)
from oracle.core.errors import CatalogueError, OracleError, RuleViolation, suggest
from oracle.core.rulings import Rulings
from oracle.core.run import current as current_run
from oracle.core.trace import Event, Trace

S = TypeVar("S", bound=Hashable)
R = TypeVar("R", bound=Hashable)


def _known_clause(clause: str) -> None:
    if not is_clause(clause):
        clauses = index().clauses
        raise CatalogueError(f"the engine cites unknown clause {clause!r}{suggest(clause, clauses)}")


_new = object.__new__


def _event(clause: str, message: str, data: tuple) -> Event:
    """``Event(clause, message, data)`` without the frozen dataclass's ``__init__`` (three
    ``object.__setattr__`` calls): the same fields in the instance's dict."""
    event = _new(Event)
    fields = event.__dict__
    fields["clause"] = clause
    fields["message"] = message
    fields["data"] = data
    return event


def made_event(clause: str, message: str, **data: Any) -> tuple[Event, tuple[str, str]]:
    """An event to record with :meth:`Context.emit_made`, with its (clause, message) key; rule code keeps
    it (an ``lru_cache``) where the same message is recorded on many dice paths."""
    return _event(clause, message, tuple(data.items())), (clause, message)


def _roll_records(event: ChanceEvent) -> dict[Any, tuple]:
    """For each face of ``event``: the face, its (label, result) for the trace's rolls, and the event
    :meth:`Context.roll` records with its (clause, message) key (None without a clause), made once per
    chance event: exact mode rolls every face of a die on every path that reaches it."""
    records = event.__dict__.get("_roll_records")
    if records is None:
        records = {}
        for value in event.values:
            made = None if not event.clause else _event(event.clause, f"{event.label} rolled {value}", (("roll", value),))
            records[value] = (value, (event.label, value), made, None if made is None else (made.clause, made.message))
        object.__setattr__(event, "_roll_records", records)
    return records


def _record(trace: Trace, event: Event, key: tuple[str, str]) -> None:
    """Record an event made once and kept with its (clause, message) key, unless exact mode's trace
    (one of each event) holds it already: its clause was checked when it was first recorded."""
    if trace.distinct:  # exact mode: one of each event, recorded anew in each merge point's trace (``add_keyed``
        seen = trace._seen  # written out: this runs for every event on every dice path)
        if key in seen:
            return  # recorded already (its clause was checked)
        if not is_clause(event.clause):
            _known_clause(event.clause)
        seen.add(key)
        trace._keys.append(key)
        trace.events.append(event)
        return
    _known_clause(event.clause)
    trace.add_keyed(event, key)


class Context:
    """What a rule function is given: dice, trace and the rulings in force."""

    __slots__ = ("dice", "trace", "rulings", "_memo")

    def __init__(self, dice: DicePort, trace: Trace, rulings: Rulings, memo: dict | None = None):
        self.dice = dice
        self.trace = trace
        self.rulings = rulings
        self._memo = memo if memo is not None else {}

    @property
    def exact(self) -> bool:
        return self.dice.exact

    # --- randomness -------------------------------------------------------------
    def roll(self, event: ChanceEvent) -> Any:
        """Roll a chance event and record the result against the clause that called for it."""
        value = self.dice.choose(event)
        record = _roll_records(event).get(value)
        if record is None or record[0] is not value:  # a scripted result equal to a face but not the face itself
            self.trace.rolled(event.label, value)
            if event.clause:
                self.emit(event.clause, f"{event.label} rolled {value}", roll=value)
            return value
        _, roll_key, made, key = record
        trace = self.trace
        trace.rolled_key(roll_key)
        if made is not None:
            _record(trace, made, key)
        return value

    def d6(self, clause: str, label: str = "D6") -> int:
        return self.roll(die(6, clause, label))

    def dice_sum(self, n: int, sides: int, clause: str, label: str | None = None) -> int:
        """Roll n dice of the given sides one by one (each can be scripted) and add them."""
        return sum(self.roll(die(sides, clause, label or f"D{sides}")) for _ in range(n))

    # --- record -----------------------------------------------------------------
    def emit(self, clause: str, message: str, **data: Any) -> None:
        """Record an event produced by ``clause``."""
        trace = self.trace
        key = (clause, message)
        if trace.distinct:  # exact mode: the event made only if the trace has not recorded it
            if key not in trace._seen:
                _record(trace, _event(clause, message, tuple(data.items())), key)
            return
        _known_clause(clause)
        trace.add_keyed(_event(clause, message, tuple(data.items())), key)

    def emit_made(self, made: tuple[Event, tuple[str, str]]) -> None:
        """Record an event made once and kept with its (clause, message) key (:func:`made_event`): what
        :meth:`emit` records, without formatting the message again on every dice path."""
        _record(self.trace, *made)

    def ruling(self, ruling_id: str) -> str:
        """The alternative in force for a named ruling (the default unless overridden)."""
        return self.rulings.get(ruling_id)

    def value(self, clause: str, name: str) -> Any:
        """A number the clause's text gives (``values`` in the catalogue), as the readings and the
        run's variant in force have it: a distance in inches or centimetres as a float, anything else as written."""
        return self.rulings.value(clause, name)

    def cited(self, clause: str, name: str, says: Callable[[Any], str]) -> Any:
        """A number the clause gives (:meth:`value`) with an event of that clause saying what it does
        here, ``says(number)``: the modifier lines of a roll, each cited where it applies."""
        number = self.value(clause, name)
        self.emit(clause, says(number))
        return number

    def reading_value(self, ruling: str, name: str) -> Any:
        """A number the reading in force of ``ruling`` gives where the text gives none (``numbers`` of
        the alternative in the catalogue); the ruling is recorded as consulted. A distance comes as a float."""
        return self.rulings.reading_value(ruling, name)

    def reckon(self, fn: Callable[..., R], *args: Hashable) -> R:
        """``fn(ctx, *args)`` for rule code that only reads: its ``args`` (a table, ids) and the readings it asks,
        rolling no die and recording no event (the way an interceptor takes into contact, its refusal included).

        Its answer, or the refusal it raises, is kept by the run (:attr:`oracle.core.run.Run.reckoned`) by
        ``(fn, *args)`` and the readings it consulted, as the transposition table keeps a sub-result
        (:func:`_transposed`), and given again to every later question whose readings agree with those: the
        rule asked again within one action (before any die, then when the model moves), on each exact dice
        path that meets the same table, by the determinism check's second resolution, and by the rulings side
        by side's re-runs under readings of rulings it never asks. The readings it consulted are recorded as
        consulted here each time, in the order it asked them, so the question records what running it would.
        What ``fn`` returns is shared: it must be a value no caller changes (tuples, frozen records).
        A die asked for or an event recorded inside it is an error of the engine, raised naming ``fn``."""
        table = current_run().reckoned
        key = (fn, *args)
        rulings = self.rulings
        known = _transposed(table, key, rulings)
        if known is not None:
            for ruling_id, _ in known.consulted:
                rulings.get(ruling_id)
            if known.refused is not None:
                raise RuleViolation(*known.refused)
            return known.answer
        dice, trace, outer = self.dice, self.trace, rulings.consulted
        self.dice = _NoDice(fn, dice.exact)
        self.trace = Trace.distinct_new() if trace.distinct else Trace()
        rulings.consulted = {}
        refused = None
        try:
            answer = fn(self, *args)
        except RuleViolation as exc:
            answer, refused = None, exc
        finally:
            said, mine = self.trace, rulings.consulted
            self.dice, self.trace, rulings.consulted = dice, trace, outer
            outer.update(mine)
        if said.events or said._roll_log:
            raise OracleError(f"{fn.__module__}.{fn.__qualname__} is reckoned (Context.reckon) but recorded "
                              f"{len(said.events)} event(s) and {len(said._roll_log)} roll(s): it must only read")
        _keep_transposed(table, key, _Reckoned(tuple(mine.items()), answer,
                                               None if refused is None else (refused.clause, refused.reason)))
        if refused is not None:
            try:
                raise refused
            finally:  # else this frame, which the refusal's traceback holds, would hold the refusal: a cycle
                del refused
        return answer

    # --- merge points -------------------------------------------------------------
    def step(self, fn: Callable[..., S], state: S, *args: Hashable) -> S:
        """Apply a sub-procedure ``fn(ctx, state, *args)``.

        In exact mode its distinct results are enumerated once per input state and
        offered to the enclosing path as one chance event: identical states merge.
        """
        if not self.dice.exact:
            return fn(self, state, *args)
        return _taken(self.dice.choose(_applied(self, fn, state, args).event))

    def inline(self, fn: Callable[..., R], state: Hashable, *args: Hashable) -> R:
        """A merge point ``fn(ctx, state, *args)`` whose trace reads as if ``fn`` had run inline.

        Exact mode enumerates ``fn`` once per input state, as :meth:`step` does, and the
        enclosing path goes on from each of its distinct results; but where :meth:`step`
        records all of the sub-procedure's events before the path goes on, this records
        them result by result, as running ``fn`` in the enclosing path would: the events
        up to the first of its dice paths giving a result before that result's
        continuation, and the events of its later paths after the last result's
        continuation.  So a die whose faces the rule only sorts into a few classes (5-6
        the rider, 1-4 the mount) becomes a merge point of those classes without changing
        the order of the events, rolls and consulted readings.  A refusal inside ``fn`` is one
        of its results (:class:`Refusal`): the paths that take it record what inline code
        would have recorded before it, then are refused.
        """
        if not self.dice.exact:
            return fn(self, state, *args)
        known = _applied_inline(self, fn, state, args)
        i = self.dice.pick_inline(known)
        known.replay_upto(i, self.trace, self.rulings)
        return _taken(known.event.values[i])

    def read_roll(self, roll: Callable[..., ChanceEvent], read: Callable[..., tuple[R, tuple]], *args: Hashable) -> R:
        """One roll of ``roll(*args)`` whose face the rule only reads: ``read(face, *args)`` gives the result
        and the events that say it, made once (:func:`made_event`), asking no reading, dice or state
        (both functions pure: a GURPS success roll, its verdict and its lines).

        Scripted and seeded mode roll, record the events and return the result.  Exact mode makes it
        a merge point on ``(roll, read, args)``, as :meth:`step` does, but enumerates the faces
        directly instead of running rule code once per face on a dice path of its own: each face's
        roll and events are recorded in face order, as the dice paths would record them.  Its
        results depend on nothing else, so the process keeps them for every later question
        (:data:`READ_ROLLS`): every number the rule reads must be one of ``args``.
        """
        if not self.dice.exact:
            return self._read(roll(*args), read, args)
        return self.dice.choose(_read_known(self, roll, read, args, None).event)

    def read_roll_inline(self, roll: Callable[..., ChanceEvent], read: Callable[..., tuple[R, tuple]],
                         *args: Hashable) -> R:
        """:meth:`read_roll` whose trace reads as if the roll had run inline (as :meth:`inline` does)."""
        if not self.dice.exact:
            return self._read(roll(*args), read, args)
        known = _read_known(self, roll, read, args, [])
        i = self.dice.pick_inline(known)
        known.replay_upto(i, self.trace, self.rulings)
        return known.event.values[i]

    def _read(self, event: ChanceEvent, read: Callable[..., tuple[R, tuple]], args: tuple) -> R:
        result, said = read(self.roll(event), *args)
        for made in said:
            self.emit_made(made)
        return result

    def tail(self, fn: Callable[..., S], state: S, *args: Hashable) -> S:
        """``return ctx.tail(fn, state, *args)``: the rule function's result is the sub-procedure's.

        A merge point like :meth:`step` whose results the enclosing path does not go on
        with: exact mode hands the sub-procedure's distinct results, with their chances,
        straight to the enumeration instead of running the enclosing function again for
        each of them.  The value is only to be returned as it is (anything else asked of it
        is an error); scripted and seeded mode simply return ``fn(ctx, state, *args)``.
        """
        if not self.dice.exact:
            return fn(self, state, *args)
        return _Spread(_applied(self, fn, state, args))  # type: ignore[return-value]

    def combine(self, parts: Sequence[tuple[Callable[..., Any], Hashable, tuple]], then: Callable[..., S],
                *args: Hashable) -> S:
        """``return ctx.combine(parts, then, *args)``: sub-procedures ``fn(ctx, state, *args)`` that do not
        depend on one another (no part reads what another rolled or produced), then
        ``then(ctx, results, *args)`` with their results as a tuple in order, as the rule
        function's result.

        Scripted and seeded mode apply the parts one after the other, then ``then``.  Exact
        mode enumerates each part once per input state (as :meth:`step` does), runs ``then``
        once per combination of their distinct results and hands the distinct results to the
        enumeration as :meth:`tail` does: the product of small distributions, instead of the
        enclosing function run again for every combination of each part's outcomes.  Being the
        function's last act, it records straight into the function's trace what a merge point of
        its own would replay there at once (the parts' records, then what ``then`` records,
        combination by combination), without a merge point's machinery; so a refusal inside
        ``then`` keeps what was recorded before it, as inline code would.

        A part whose sub-procedure is ``fn`` applied several times in a row is given as
        ``(repeats(fn, times), state, args)``: exact mode takes that sequence's results as the
        part's, where a function returning ``ctx.repeat_tail`` would be a merge point of its own
        around them (the same record, replayed once more).
        """
        if not self.dice.exact:
            return then(self, tuple(fn(self, state, *a) for fn, state, a in parts), *args)
        trace, rulings, memo = self.trace, self.rulings, self._memo
        each = []
        for fn, state, a in parts:
            if type(fn) is _Repeats:
                event = self._sequence_known(state, [(fn.fn, tuple(a))] * fn.times).event
            else:
                event = _applied(self, fn, state, tuple(a)).event
            each.append(tuple(zip(event.values, event.weights)))
        count = prod(len(outcomes) for outcomes in each)
        if count > dice_bounds.MOST_OUTCOMES:  # refused before the combinations are made, not once they fill the memory
            sizes = " x ".join(str(len(outcomes)) for outcomes in each)
            raise beyond_outcomes(f"{_named(then)} ({sizes} results of its parts)", count)
        # a list, not a dict: each part's results are distinct, so their combinations are
        combos: list[tuple[tuple, int, int]] = [((), 1, 1)]
        for outcomes in each:
            combos = [(done + (s,), n * m, d * e) for done, n, d in combos for s, (m, e) in outcomes]
        weights: dict[Any, list[int]] = {}
        pending: list = []
        once = Context(_PathDice((), pending), trace, rulings, memo)
        # a part that can refuse (kept by merge points inside it) is looked for in each combination; most cannot
        refusing = any(type(s) is Refusal for outcomes in each for s, _ in outcomes)
        for combo, n, d in combos:
            if refusing:
                refused = next((part for part in combo if type(part) is Refusal), None)
                if refused is not None:  # a part refused: so is the combination, as the parts one after the other are
                    _add(weights, refused, n, d)
                    continue
            # ``then`` run once; only if it rolled (or ended in a merge point) is it enumerated path by
            # path, from the start again: its first path records what this run recorded, in order
            dice = once.dice
            if dice.pos:  # the last run rolled: new dice (most runs roll nothing, and share them)
                once.dice = dice = _PathDice((), pending)
            try:
                result = then(once, combo, *args)
            except RuleViolation as refusal:  # refused on this combination's path (or, if it rolled, on this one of them)
                result = Refusal.of(refusal)
            if not dice.fresh and not pending and type(result) is not _Spread:
                if dice.pos:
                    _add(weights, result, n * dice.num, d * dice.den)
                else:  # rolled nothing: the combination's chance
                    _add(weights, result, n, d)
                continue
            pending.clear()
            for result, (m, e) in _paths(then, trace, rulings, memo, None, (combo, *args), kept=True).items():
                _add(weights, result, n * m, d * e)
        return _Spread(_Results(merged(getattr(then, "__name__", "combine"), weights)))  # type: ignore[return-value]

    def repeat(self, fn: Callable[..., S], state: S, times: int, *args: Hashable) -> S:
        """Apply ``fn`` ``times`` times in a row, merging states after each application."""
        return self.sequence(state, [(fn, args)] * within_bound(times, _named(fn)))

    def repeat_tail(self, fn: Callable[..., S], state: S, times: int, *args: Hashable) -> S:
        """``return ctx.repeat_tail(fn, state, times, *args)``: :meth:`repeat` as the rule function's last act,
        its results handed to the enumeration as :meth:`tail` does (the function is not run again for
        each of them); only to be returned as it is."""
        if not self.dice.exact:
            return self.repeat(fn, state, times, *args)
        return _Spread(self._sequence_known(state, [(fn, args)] * within_bound(times, _named(fn))))  # type: ignore[return-value]

    def sequence(self, state: S, steps: Sequence[tuple[Callable[..., S], tuple]]) -> S:
        """Apply several sub-procedures in order; in exact mode merge states between them."""
        if not self.dice.exact:
            for fn, args in steps:
                state = fn(self, state, *args)
            return state
        return _taken(self.dice.choose(self._sequence_known(state, steps).event))

    def _sequence_known(self, state: S, steps: Sequence[tuple[Callable[..., S], tuple]]) -> "_Known":
        whole = ("sequence", state, tuple((fn, tuple(args)) for fn, args in steps))

        def all_steps(sub: Context) -> dict[S, list[int]]:
            # each step from each distinct state is enumerated straight into the sequence's own record, not
            # as a merge point of its own: a merge point's record would be replayed here at once, the same
            # events, rolls and readings in the same order; the sequence is the merge point others share
            trace, rulings, memo = sub.trace, sub.rulings, sub._memo
            dist: dict[S, list[int]] = {state: [1, 1]}
            for fn, args in steps:
                args = tuple(args)
                nxt: dict[S, list[int]] = {}
                for s, (n, d) in dist.items():
                    if type(s) is Refusal:  # refused on the way: the later steps never start from it
                        _add(nxt, s, n, d)
                        continue
                    known = memo.get((fn, s, args))
                    if known is not None:  # enumerated as a merge point elsewhere in the question
                        known.replay(trace, rulings)
                        event = known.event
                        outcomes = zip(event.values, event.weights)
                    else:
                        outcomes = _paths(fn, trace, rulings, memo, None, (s, *args), kept=True).items()
                    for s2, (m, e) in outcomes:
                        _add(nxt, s2, n * m, d * e)
                if len(nxt) > dice_bounds.MOST_OUTCOMES:
                    raise beyond_outcomes(f"a sequence of {_named(fn)}", len(nxt))
                dist = nxt
            return dist

        return _known(self, whole, "sequence", all_steps)

    def until(self, fn: Callable[..., S], state: S, done: Callable[..., bool], *args: Hashable) -> S:
        """Apply ``fn(ctx, state, *args)`` again and again until ``done(state, *args)``: a process the
        text repeats "until it resolves" (a rider fighting his panicked mount second by second).

        Scripted and seeded mode simply loop (a process that has not resolved after
        :data:`UNTIL_LIMIT` rounds is an error, not an answer).  Exact mode caps nothing: it
        merges equal states, builds the chain of distinct states that are not done, and solves
        for the chance of ending in each done state exactly, over fractions
        (:func:`absorption`).
        """
        if not self.dice.exact:
            for _ in range(UNTIL_LIMIT):
                if done(state, *args):
                    return state
                state = fn(self, state, *args)
            if done(state, *args):
                return state
            raise RepetitionError(f"{getattr(fn, '__name__', 'the process')} has not resolved after {UNTIL_LIMIT} rounds")
        key = ("until", fn, done, state, args)

        def chain(sub: Context) -> dict[S, list[int]]:
            with _collector_paused():  # until the chain's own sub-results are let go (``solved`` has returned)
                return solved(sub)

        def solved(sub: Context) -> dict[S, list[int]]:
            # the states' sub-results kept for the chain alone (its own memo, the run's transposition table read
            # but not added to): once the chain is solved its answer is all that is kept (the run's chains)
            run = current_run()
            memo: dict = {}
            table = run.transpositions
            run.transpositions = _ChainTable(table)

            def transitions(s: S) -> dict[S, Fraction]:
                # each state's step enumerated straight into the chain's record: absorption asks each state once,
                # so a sub-result of its own (a record of its own, kept, then replayed into the chain's) would
                # serve nothing; the chain's record is the same, event for event and in the same order
                dist = _paths(fn, sub.trace, sub.rulings, memo, None, (s, *args), whole=True, kept=True)
                if type(dist) is dict:
                    return {t: Fraction(n, d) for t, (n, d) in dist.items()}
                return dict(dist.outcomes)

            # a refusal met on the way ends the process there, as it ends the path in scripted mode
            try:
                ends = absorption(state, transitions, lambda s: type(s) is Refusal or done(s, *args))
            except RepetitionError as exc:
                refused = str(exc)
            else:
                return {s: [p.numerator, p.denominator] for s, p in ends.items()}
            finally:
                run.transpositions = table
            # the states and sub-results of a chain refused at its bound answer nothing (hundreds of megabytes at
            # CHAIN_LIMIT states): let them go now, and raise anew, outside the handler, so that no traceback kept
            # with the failed step holds the chain's frames
            memo.clear()
            raise RepetitionError(refused)

        return _taken(self.dice.choose(_known(self, key, getattr(fn, "__name__", "until"), chain,
                                              transposed=current_run().chains).event))


class _Repeats:
    """A part of :meth:`Context.combine` that is ``fn`` applied ``times`` times in a row (:func:`repeats`)."""

    __slots__ = ("fn", "times", "__name__")

    def __init__(self, fn: Callable[..., Any], times: int):
        self.fn = fn
        self.times = times
        self.__name__ = getattr(fn, "__name__", "repeats")

    def __call__(self, ctx: Context, state: Any, *args: Hashable) -> Any:
        """Scripted and seeded mode (and any caller outside ``ctx.combine``): :meth:`Context.repeat`."""
        return ctx.repeat(self.fn, state, self.times, *args)


def repeats(fn: Callable[..., S], times: int) -> Callable[..., S]:
    """``fn(ctx, state, *args)`` applied ``times`` times in a row, as a part of :meth:`Context.combine`:
    ``ctx.combine([(repeats(fn, n), state, args), ...], then)`` (see there)."""
    return _Repeats(fn, within_bound(times, _named(fn)))


def _named(fn: Callable) -> str:
    """A rule function as a message names it: ``resolve_hit`` is "resolve hit"."""
    return getattr(fn, "__name__", "a step").strip("_").replace("_", " ")


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refusal (``RuleViolation``) met on some dice paths of a merge point, kept as one of its results with
    the chance of those paths: each enclosing path that takes it is refused there (:func:`_taken`), and a
    question's answer names it as a refused branch.  Equal by clause and reason."""

    clause: str
    reason: str

    @classmethod
    def of(cls, violation: RuleViolation) -> "Refusal":
        return cls(violation.clause, violation.reason)

    def violation(self) -> RuleViolation:
        return RuleViolation(self.clause, self.reason)


def _taken(result: Any) -> Any:
    """A merge point's result as the path that takes it goes on with it: a kept refusal refuses the path here."""
    if type(result) is Refusal:
        raise result.violation()
    return result


class _Spread:
    """What :meth:`Context.tail` gives in exact mode: a merge point's results, for the enumeration
    that ran the rule function to take as the function's results."""

    __slots__ = ("known",)

    def __init__(self, known: "_Known | _Results"):
        self.known = known

    def __getattr__(self, name: str) -> Any:
        raise OracleError(f"the result of ctx.tail(...) was asked for {name!r}: it is only to be returned as it is "
                          "by the rule function that called ctx.tail")

    def _misused(self, *_: Any) -> Any:
        raise OracleError("the result of ctx.tail(...) was used as a value: it is only to be returned as it is "
                          "by the rule function that called ctx.tail")

    __bool__ = __eq__ = __hash__ = __add__ = __radd__ = _misused


class _Results:
    """The distinct results of :meth:`Context.combine`, for :class:`_Spread` (which reads only ``event``)."""

    __slots__ = ("event",)

    def __init__(self, event: ChanceEvent):
        self.event = event


class _Known:
    """A sub-procedure's distinct results from one input state (a chance event), with what its
    enumeration recorded: the events, the rolls and the rulings it consulted; for a merge point
    that reads as inline (:meth:`Context.inline`), where each result's share of them ends."""

    __slots__ = ("event", "events", "keys", "rolls", "key_set", "roll_set", "consulted", "cuts", "_into", "_upto",
                 "_prefixes")

    def __init__(self, event: ChanceEvent, trace: Trace, rulings: Rulings,
                 cuts: tuple[tuple[int, int, int], ...] | None = None):
        self.event = event
        # the enumeration's own trace is not used again: its lists and sets are kept as they are, not copied
        self.events = trace.events
        self.keys = trace._keys
        self.rolls = trace._roll_log
        self.key_set = trace._seen  # the keys again as sets: a replay finds what is new to a trace by set
        self.roll_set = trace._roll_seen  # difference on their kept hashes
        self.consulted = tuple(rulings.consulted.items())
        self.cuts = cuts
        """For each result in order: (events, rolls, consulted readings) recorded up to the end of the
        first dice path that gave it; what comes after the last cut follows the last result."""
        self._into: tuple[Any, Any] = (None, None)
        self._upto = -1
        self._prefixes: dict[int, tuple[frozenset, frozenset]] = {}

    def replay(self, trace: Trace, rulings: Rulings) -> None:
        """Record into ``trace`` and ``rulings`` what the enumeration recorded (once per pair)."""
        if self._into[0] is trace and self._into[1] is rulings and self._upto is None:
            return
        if self.keys or self.rolls:  # most merge points of one outcome record nothing
            trace.merge(self.events, self.keys, self.rolls, self.key_set, self.roll_set)
        if self.consulted:
            rulings.consulted.update(self.consulted)
        self._into = (trace, rulings)
        self._upto = None  # all of it

    def replay_upto(self, i: int, trace: Trace, rulings: Rulings) -> None:
        """Record what the enumeration recorded up to the end of the first path giving result ``i``."""
        into = self._into
        if into[0] is trace and into[1] is rulings:
            upto = self._upto
            if upto is None or upto >= i:
                return
        else:
            self._into = (trace, rulings)
        e, r, c = self.cuts[i]
        sets = self._prefixes.get(i)
        if sets is None:  # the record up to this cut as sets, made once: most replays add nothing new
            sets = self._prefixes[i] = (frozenset(self.keys[:e]), frozenset(self.rolls[:r]))
        keys, rolls = sets
        if not (trace._seen.issuperset(keys) and trace._roll_seen.issuperset(rolls)) or not trace.distinct:
            trace.merge(self.events[:e], self.keys[:e], self.rolls[:r], keys, rolls)
        rulings.consulted.update(self.consulted[:c])
        self._upto = i

    def has_remainder(self) -> bool:
        return self.cuts[-1] != (len(self.events), len(self.rolls), len(self.consulted))


TRANSPOSITIONS_KEPT = 4096
"""Sub-results the transposition table keeps (emptied when full)."""


def _keep(table: dict, key: Any, kept: Any) -> None:
    """``kept`` (a sub-result, or the run's list of them for ``key``) kept in ``table`` by ``key``, the table
    emptied first when it holds :data:`TRANSPOSITIONS_KEPT` keys."""
    if len(table) >= TRANSPOSITIONS_KEPT:
        table.clear()
    table[key] = kept


def _transposed(table: dict, key: Any, rulings: Rulings) -> "_Known | None":
    """The run's sub-result of ``key`` (a procedure, an input state, its arguments) that holds under ``rulings``:
    one made under readings that agree with these on every ruling its enumeration consulted. Every reading
    rule code depends on is asked through the rulings, which record it (:meth:`Rulings.get`, numbers
    included), so readings of rulings it never asked could not have changed it: the sub-results of a
    question asked again under another reading of one ruling (the rulings side by side, ``oracle ask``)
    are shared wherever that ruling was not consulted."""
    kept = table.get(key)
    if kept is None:
        return None
    for known in kept:
        for ruling_id, chosen in known.consulted:  # most sub-results asked no ruling: no loop at all
            if rulings.in_force(ruling_id) != chosen:
                break
        else:
            return known
    return None


def _keep_transposed(table: dict, key: Any, known: _Known) -> None:
    """``known`` kept in the run's transposition table beside the sub-results of ``key`` made under readings
    it does not hold under (:func:`_transposed`); the table emptied first when it holds
    :data:`TRANSPOSITIONS_KEPT` keys."""
    kept = table.get(key)
    if kept is None:
        _keep(table, key, [known])
    else:
        kept.append(known)


class _ChainTable(dict):
    """The transposition table while an exact chain is solved (:meth:`Context.until`): the run's sub-results read,
    the chain's own kept here, and let go with it. A chain's states are its own (a GURPS fight until it is settled
    meets 605 tables, each with the rows the mount has got), so their sub-results serve no later question, and
    kept in the run's table they filled it, emptied it, and were walked by every later full collection."""

    __slots__ = ("under",)

    def __init__(self, under: dict):
        super().__init__()
        self.under = under

    def get(self, key: Any, default: Any = None) -> Any:
        found = dict.get(self, key)
        if found is None:
            found = self.under.get(key)
            if found is not None:  # the run's sub-results, read: what the chain adds to them stays here
                found = list(found)
        return default if found is None else found


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic collector paused while an exact chain is solved: everything the chain makes lives until it is
    solved, then goes by reference counting (its sub-results are its own: :class:`_ChainTable`), so a collection
    during it finds nothing to free and walks all of it: the rulings side by side of features/gurps/mounted.feature,
    whose two chains of a fight until it is settled then met 2727 states each, spent 0.88 s of 6.0 s of CPU in the
    collector, 0.15 s with the chains' sub-results their own and the collector paused (docs/performance.md)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@dataclass(frozen=True, slots=True)
class _Reckoned:
    """What :meth:`Context.reckon` keeps of a call: the readings it consulted, in the order asked, and its answer
    or its refusal (clause, reason)."""

    consulted: tuple[tuple[str, str], ...]
    answer: Any
    refused: tuple[str, str] | None


class _NoDice:
    """The dice of a reckoned call (:meth:`Context.reckon`): as exact as the question's, and refusing to roll."""

    __slots__ = ("fn", "exact")

    def __init__(self, fn: Callable, exact: bool):
        self.fn, self.exact = fn, exact

    def choose(self, event: ChanceEvent) -> Any:
        raise OracleError(f"{self.fn.__module__}.{self.fn.__qualname__} is reckoned (Context.reckon) but rolled "
                          f"{event.label}: it must only read")

    def pick_inline(self, known: "_Known") -> int:
        return self.choose(known.event)


def kept_for(table: dict, key: Hashable, rulings: Rulings) -> Any:
    """What ``table`` (one of the run's, :class:`oracle.core.run.Run`) keeps under ``key`` that holds under ``rulings``:
    one made under readings that agree with these on every ruling it consulted, as a sub-result of an exact
    question is found (:func:`_transposed`); None if there is none."""
    return _transposed(table, key, rulings)


def keep_for(table: dict, key: Hashable, kept: Any) -> None:
    """``kept`` (whose ``consulted`` are the (ruling, reading) pairs it was made under) kept in ``table`` under
    ``key`` beside those made under other readings (:func:`_keep_transposed`; the table emptied when it holds
    :data:`TRANSPOSITIONS_KEPT` keys)."""
    _keep_transposed(table, key, kept)


def _event_of(name: str, dist: Any) -> Any:
    """The chance event of a procedure named ``name`` from what :func:`_paths` gave: its distinct results with
    their chances (a dict) merged into one event, or the chance event of a procedure whose results are all of
    them, relabelled."""
    return merged(name, dist) if type(dist) is dict else relabeled(dist, name)


def forget_transpositions() -> None:
    """Empty the run's transposition table, its chains and what it reckoned (the benchmark asks each question
    cold). The read rolls the process keeps (:data:`READ_ROLLS`) stay: they depend on no state, run or reading."""
    current_run().transpositions.clear()
    current_run().chains.clear()
    current_run().reckoned.clear()


READ_ROLLS: dict[tuple, "_Known"] = {}
"""The results of every read roll (:meth:`Context.read_roll`, :meth:`Context.read_roll_inline`) this process
has enumerated, by roll, reading and arguments, with what each face records: both functions are pure and
take every number the rule reads as an argument (a GURPS 3d6 success roll against skill 14 read as a
verdict, a Mordheim Initiative test under a reading of ruling charging.initiative-test), so a result is a
rules table worked out once, kept for every later question of any run (at most
:data:`TRANSPOSITIONS_KEPT`, emptied when full), as the reads' own ``lru_cache`` keeps each face's line."""


def forget_read_rolls() -> None:
    """Empty :data:`READ_ROLLS`, as a new process has it (the benchmark compares a run in process with one
    in a new engine process)."""
    READ_ROLLS.clear()


def _applied(ctx: Context, fn: Callable[..., Any], state: Any, args: tuple) -> _Known:
    """The results of the merge point ``fn(ctx, state, *args)``: asked of the question's memo first
    (replayed into the trace, no enumeration to build), else as :func:`_known` finds them."""
    key = (fn, state, args)
    known = ctx._memo.get(key)
    if known is not None:
        known.replay(ctx.trace, ctx.rulings)
        return known
    return _known(ctx, key, getattr(fn, "__name__", "step"),
                  lambda sub: _paths(fn, sub.trace, sub.rulings, sub._memo, None, (state, *args), whole=True, kept=True),
                  asked=True)


def _applied_inline(ctx: Context, fn: Callable[..., Any], state: Any, args: tuple) -> _Known:
    """The results of the merge point ``fn(ctx, state, *args)`` with where each result's share of the
    record ends (:meth:`Context.inline`); not replayed here: the caller replays up to its result."""
    key = ("inline", fn, state, args)
    known = ctx._memo.get(key)
    if known is not None:
        return known
    cuts: list[tuple[int, int, int]] = []

    def enumerate_(sub: Context) -> dict[Any, list[int]]:
        # a refusal is one of the results (:class:`Refusal`), its cut where the path that met it stopped: the path
        # taking it records up to there, then is refused, as inline code would be
        return _paths(fn, sub.trace, sub.rulings, sub._memo, cuts, (state, *args), kept=True)

    return _known(ctx, key, getattr(fn, "__name__", "inline"), enumerate_, cuts=cuts)


def _read_known(ctx: Context, roll: Callable[..., ChanceEvent], read: Callable[..., tuple[Any, tuple]], args: tuple,
                cuts: list[tuple[int, int, int]] | None) -> _Known:
    """The results of :meth:`Context.read_roll` (``cuts`` a list: :meth:`Context.read_roll_inline`), face by
    face: for each face in order, what a dice path rolling it would record (its roll, the roll's event,
    the events ``read`` says), and its chance added to its result's."""
    key = ("read" if cuts is None else "read inline", roll, read, args)
    if cuts is not None:
        known = ctx._memo.get(key)
        if known is not None:
            return known

    def faces(sub: Context) -> dict[Any, list[int]]:
        trace, rulings = sub.trace, sub.rulings
        event = roll(*args)
        records = _roll_records(event)
        weights: dict[Any, list[int]] = {}
        for value, (num, den) in zip(event.values, event.weights):
            _, roll_key, made, made_key = records[value]
            trace.rolled_key(roll_key)
            if made is not None:
                _record(trace, made, made_key)
            result, said = read(value, *args)
            for said_event, said_key in said:
                _record(trace, said_event, said_key)
            if cuts is not None and result not in weights:
                cuts.append((len(trace.events), len(trace._roll_log), len(rulings.consulted)))
            _add(weights, result, num, den)
        return weights

    return _known(ctx, key, getattr(read, "__name__", "read"), faces, cuts=cuts, asked=cuts is not None,
                  kept=READ_ROLLS)


def _known(ctx: Context, key: tuple, name: str,
           enumerate_: Callable[[Context], Mapping[Any, list[int]] | ChanceEvent],
           cuts: list[tuple[int, int, int]] | None = None, asked: bool = False,
           kept: dict[tuple, _Known] | None = None, transposed: dict[tuple, list] | None = None) -> _Known:
    """The results of a merge point: from this question's memo (unless the caller ``asked`` it already),
    else from the transposition table (the same procedure on an equal state, in any earlier question,
    made under readings that agree with these on every ruling it asked: :func:`_transposed`), else
    enumerated now, recording its events apart so that a later question can replay them.  Replayed into
    the trace whole, except for a merge point that reads as inline (``cuts``, which ``enumerate_``
    fills): its caller replays up to the result its path takes.  ``enumerate_`` gives the distinct
    results with their chances, or the chance event of a merge point whose results are all of them
    (:func:`_paths`, ``whole``). With ``kept``, the results are kept there by ``key`` alone instead, for
    every question of the process (:data:`READ_ROLLS`); with ``transposed``, in that table of the run instead
    of its transposition table, by the readings consulted as there (the run's chains: :meth:`Context.until`)."""
    known = None if asked else ctx._memo.get(key)
    if known is None:
        if kept is None:
            # a sub-procedure's results by (procedure, input state, arguments) and the readings it consulted,
            # shared by the run's questions
            table = current_run().transpositions if transposed is None else transposed
            known = _transposed(table, key, ctx.rulings)
        else:
            table = kept
            known = table.get(key)
        if known is None:
            sub = Context(ctx.dice, Trace.distinct_new(), ctx.rulings.fresh(), ctx._memo)
            dist = enumerate_(sub)
            known = _Known(_event_of(name, dist), sub.trace, sub.rulings, None if cuts is None else tuple(cuts))
            if kept is None:
                _keep_transposed(table, key, known)
            else:
                _keep(table, key, known)
        ctx._memo[key] = known
    if cuts is None:
        known.replay(ctx.trace, ctx.rulings)
    return known


UNTIL_LIMIT = 100_000
"""Rounds a scripted or sampled "until it resolves" may take before it is reported as never resolving."""
CHAIN_LIMIT = 3_000
"""Distinct unresolved states an exact "until it resolves" may meet. The largest chains the built-in suite solves,
under any reading of its rulings, have 605 (a frightened mount fought until it is settled, and fought again after
its row, ruling gurps.mount-out-of-control.control-after-row "regain-as-frightened"; 2727 while each second's
answers were kept with the later seconds'); a chain with no end meets the bound, and each state met on the way
costs its rules' work and its records, about 0.6 ms and 40 kB on the development machine (traced by tracemalloc:
23 MB for the 605 states). A rule that knows its chain has no end says so
before the first state (the mount that only seems calm, ruling gurps.mount-out-of-control.seems-calm
"still-frightened", fought again at -1 more for every 8-9: ``oracle.gurps.mounted``)."""


class RepetitionError(OracleError):
    """A repeated process that does not resolve (with probability one) from the state it starts in."""


def absorption(start: S, transitions: Callable[[S], Mapping[S, Fraction]],
               done: Callable[[S], bool]) -> dict[S, Fraction]:
    """The exact chance of ending in each done (absorbing) state, starting from ``start``.

    ``transitions(s)`` gives the distribution of the next state from a state that is not
    done.  Equal states are one state of the chain.  With Q the chances between states not
    yet done and R those from them into done states, the absorption chances B solve
    (I - Q) B = R; here the chance of the start is carried forward through the chain's classes of
    states that reach each other, each solved apart by Gaussian elimination over fractions on its sparse rows.
    Each state is looked up once, where it is met: the rows hold the states' numbers in the chain (or among
    the done states), so that solving hashes and compares no state (a GURPS fight until it is settled met
    2727 states, each leading to about 28, and every look-up of an equal state compared the two tables whole).
    """
    if done(start):
        return {start: Fraction(1)}
    order: list[S] = [start]
    index: dict[S, int] = {start: 0}
    inner: list[list[tuple[int, Fraction]]] = []  # by state: (the next state's number, its chance), if not done
    out: list[list[tuple[int, Fraction]]] = []  # by state: (the done state's number, its chance)
    ends: dict[S, int] = {}
    i = 0
    while i < len(order):
        into: list[tuple[int, Fraction]] = []
        leaving: list[tuple[int, Fraction]] = []
        for t, p in transitions(order[i]).items():
            j = index.get(t)
            if j is not None:
                into.append((j, p))
                continue
            e = ends.get(t)
            if e is None and done(t):
                e = ends[t] = len(ends)
            if e is not None:
                leaving.append((e, p))
                continue
            if len(order) >= CHAIN_LIMIT:
                raise RepetitionError(f"the repeated process meets more than {CHAIN_LIMIT} distinct states: its "
                                      "exact chances are not worked out (it may never settle into a few states; "
                                      "ask of a set number of rounds)")
            index[t] = j = len(order)
            order.append(t)
            into.append((j, p))
        inner.append(into)
        out.append(leaving)
        i += 1
    # the chance is carried forward from the start, one class of states that reach each other (a strongly
    # connected component) at a time, each class after every class that leads into it: within a class the
    # expected visits x of its states solve x (I - Q) = m (m the chance that came into the class, Q the
    # chances between its states), and x times the chances out of the class is what it passes on. A fight
    # whose state only grows (the rows a mount has got) is many small classes, not one system of them all
    # what comes into each state (and each done state) is kept as the products' numerators and denominators, added
    # up once, over one common denominator, when the state's class is reached: a Fraction reduces by a gcd at every
    # addition, and a state of the fight receives from about 28 others
    came: list[list[tuple[int, int]]] = [[] for _ in order]
    came[0].append((1, 1))
    found: list[list[tuple[int, int]]] = [[] for _ in ends]
    mass: list[Fraction] = [Fraction(0)] * len(order)
    for members in reversed(_components([[j for j, _ in row] for row in inner])):
        # Tarjan's order reversed: each class after those before it
        for s in members:
            mass[s] = _sum_of_products(came[s])
            came[s] = []
        if len(members) == 1:
            s = members[0]
            stay = sum(p for j, p in inner[s] if j == s)
            if stay == 1:
                raise RepetitionError(f"the repeated process can go on for ever from {order[s]!r}: it never resolves")
            visits = {s: mass[s] / (1 - stay) if stay else mass[s]}
        else:
            visits = _visits(members, inner, order, mass)
        for s, x in visits.items():
            if not x:
                continue
            xn, xd = x.numerator, x.denominator
            for e, p in out[s]:
                found[e].append((xn * p.numerator, xd * p.denominator))
            for j, p in inner[s]:
                if j not in visits:  # into a later class (the class's own chances are in its visits)
                    came[j].append((xn * p.numerator, xd * p.denominator))
    chances = {end: _sum_of_products(found[e]) for end, e in ends.items()}
    return {end: p for end, p in chances.items() if p != 0}


def _sum_of_products(terms: list[tuple[int, int]]) -> Fraction:
    """The sum of fractions given as (numerator, denominator) pairs, not reduced: over their least common
    denominator in integers, one Fraction made at the end (a Fraction sum reduces by a gcd at every addition)."""
    if not terms:
        return Fraction(0)
    if len(terms) == 1:
        return Fraction(*terms[0])
    den = lcm(*(d for _, d in terms))
    return Fraction(sum(n * (den // d) for n, d in terms), den)


def _components(reaching: list[list[int]]) -> list[list[int]]:
    """The strongly connected components of a graph (``reaching[i]``: the nodes node ``i`` leads to), by Tarjan's
    algorithm without recursion, each component after every component it leads to."""
    n = len(reaching)
    number = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    components: list[list[int]] = []
    counter = 0
    for root in range(n):
        if number[root] != -1:
            continue
        work = [(root, 0)]
        while work:
            v, i = work[-1]
            if i == 0:
                number[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            nexts = reaching[v]
            while i < len(nexts):
                w = nexts[i]
                i += 1
                if number[w] == -1:
                    work[-1] = (v, i)
                    work.append((w, 0))
                    break
                if on_stack[w]:
                    low[v] = min(low[v], number[w])
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    low[u] = min(low[u], low[v])
                if low[v] == number[v]:
                    component = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        component.append(w)
                        if w == v:
                            break
                    components.append(sorted(component))
    return components


def _visits(members: list[int], inner: list[list[tuple[int, Fraction]]], order: list,
            mass: list[Fraction]) -> dict[int, Fraction]:
    """The expected visits of each state of one class of a chain, given the chance ``mass`` that came into it:
    x (I - Q) = m, as (I - Q)^T x = m, by Gaussian elimination over fractions on the sparse rows (each state
    leads to a few others), the pivot taken where it fills in least (the shortest row holding the column)."""
    local = {s: k for k, s in enumerate(members)}
    k = len(members)
    matrix: list[dict[int, Fraction]] = [{a: Fraction(1)} for a in range(k)]
    rhs = [mass[s] for s in members]
    for a, s in enumerate(members):
        for j, p in inner[s]:
            b = local.get(j)
            if b is not None:  # (I - Q)^T: the chance from s into j, in j's row and s's column
                line = matrix[b]
                left = line.get(a, 0) - p
                if left:
                    line[a] = left
                else:
                    line.pop(a, None)
    holding: list[set[int]] = [set() for _ in range(k)]  # by column, the rows with a coefficient there
    for r, line in enumerate(matrix):
        for c in line:
            holding[c].add(r)
    done_rows: list[tuple[int, int]] = []  # (pivot row, its column), in the order eliminated
    free = set(range(k))
    for col in range(k):
        candidates = [r for r in holding[col] if r in free]
        if not candidates:
            raise RepetitionError(f"the repeated process can go on for ever from {order[members[col]]!r}: "
                                  "it never resolves")
        pivot = min(candidates, key=lambda r: len(matrix[r]))
        free.discard(pivot)
        line = matrix[pivot]
        lead = line[col]
        if lead != 1:
            line = matrix[pivot] = {c: v / lead for c, v in line.items()}
            rhs[pivot] /= lead
        for r in list(holding[col]):
            if r == pivot or r not in free:
                continue
            other = matrix[r]
            factor = other[col]
            for c, v in line.items():
                left = other.get(c, 0) - factor * v
                if left:
                    if c not in other:
                        holding[c].add(r)
                    other[c] = left
                else:
                    other.pop(c, None)
                    holding[c].discard(r)
            rhs[r] -= factor * rhs[pivot]
        done_rows.append((pivot, col))
    # back substitution, the last pivot first: each pivot row holds its column and columns eliminated after it
    x = [Fraction(0)] * k
    for pivot, col in reversed(done_rows):
        line = matrix[pivot]
        x[col] = rhs[pivot] - sum(v * x[c] for c, v in line.items() if c != col)
    return {s: x[a] for a, s in enumerate(members)}


# --- exact enumeration -------------------------------------------------------------


class _PathDice:
    """Replays a path of outcome indices, then takes the first outcome of every further roll.

    Each run of the rule function is one complete dice path (a leaf); the rolls it met
    past the replayed prefix are noted with their width, so that the enumeration can
    visit their other outcomes later.  The path's probability is kept as an integer
    numerator and denominator and made a fraction once, at the leaf.  A merge point that
    reads as inline and takes its last result at a position this path chose anew is noted
    in ``pending``: what its enumeration recorded after that result's first path follows
    the whole continuation (:func:`_paths` replays it when the enumeration leaves it).
    """

    exact = True
    __slots__ = ("path", "pos", "num", "den", "fresh", "pending", "new_from")

    def __init__(self, path: tuple[int, ...], pending: list):
        self.path = list(path)
        self.pos = 0
        self.num = 1
        self.den = 1
        self.fresh: list[tuple[int, int]] = []
        self.pending = pending
        self.new_from = len(path) - 1

    def pick(self, event: ChanceEvent) -> int:
        pos = self.pos
        if pos < len(self.path):
            i = self.path[pos]
        else:
            i = 0
            self.path.append(0)
            if len(event.weights) > 1:
                self.fresh.append((pos, len(event.weights)))
        self.pos = pos + 1
        num, den = event.weights[i]
        self.num *= num
        self.den *= den
        return i

    def choose(self, event: ChanceEvent) -> Any:
        return event.values[self.pick(event)]

    def pick_inline(self, known: "_Known") -> int:
        pos = self.pos
        i = self.pick(known.event)
        if i == len(known.cuts) - 1 and pos >= self.new_from and known.has_remainder():
            self.pending.append((pos, known))
        return i


def _enumerate(fn: Callable[[Context], R], trace: Trace, rulings: Rulings, memo: dict) -> dict[R, Fraction]:
    """Run ``fn`` once per dice path (depth first) and add up the probability of each result."""
    return {result: Fraction(n, d) for result, (n, d) in _paths(fn, trace, rulings, memo).items()}


def _paths(fn: Callable[..., R], trace: Trace, rulings: Rulings, memo: dict,
           cuts: list | None = None, given: tuple = (), whole: bool = False,
           kept: bool = False) -> dict[R, list[int]] | ChanceEvent:
    """:func:`_enumerate`'s work: each result of ``fn(ctx, *given)`` with its probability as an integer
    numerator and denominator.

    With ``cuts``, each new result notes how much the trace and the rulings had recorded at the
    end of the first path that gave it (for :meth:`Context.inline`).  With ``whole``, a function that
    rolls nothing itself and ends in a merge point (``ctx.tail``, ``ctx.combine``) gives that merge
    point's chance event as it is: its results are the function's, with the same chances, in the
    same order (the WWII allocation's 256 tables are not added up again).  With ``kept``, a refusal raised on a
    path is that path's result (:class:`Refusal`), what the path recorded before it kept, and the enumeration goes
    on with the other paths: a merge point's, which must not refuse the paths that never met it."""
    weights: dict[R, list[int]] = {}
    stack: list[tuple[int, ...]] = [()]
    pending: list[tuple[int, _Known]] = []  # inline merge points whose last result's continuation is under way
    ctx = Context(None, trace, rulings, memo)  # one context for every path, given each path's dice in turn
    while stack:
        prefix = stack.pop()
        if pending:  # leaving the continuation of an inline merge point's last result: its remaining record
            depth = len(prefix) - 1
            while pending and pending[-1][0] >= depth:
                pending.pop()[1].replay(trace, rulings)
        ctx.dice = dice = _PathDice(prefix, pending)
        try:
            result = fn(ctx, *given)
        except RuleViolation as refusal:
            if not kept:
                raise
            result = Refusal.of(refusal)
        path = dice.path
        for depth, width in dice.fresh:
            prefix = tuple(path[:depth])
            stack.extend(prefix + (i,) for i in range(width - 1, 0, -1))
        if type(result) is _Spread:  # ctx.tail: the path ends in each of a merge point's results
            event = result.known.event
            if whole and not weights and not stack and not pending and dice.num == dice.den:
                return event  # the only path, certain: the merge point's results are the function's
            for value, (n, d) in zip(event.values, event.weights):
                if cuts is not None and value not in weights:
                    cuts.append((len(trace.events), len(trace._roll_log), len(rulings.consulted)))
                _add(weights, value, dice.num * n, dice.den * d)
        else:
            if cuts is not None and result not in weights:
                cuts.append((len(trace.events), len(trace._roll_log), len(rulings.consulted)))
            _add(weights, result, dice.num, dice.den)
        if len(weights) > dice_bounds.MOST_OUTCOMES:
            raise beyond_outcomes(_named(fn))
    while pending:
        pending.pop()[1].replay(trace, rulings)
    return weights


def _add(weights: dict, result: Any, num: int, den: int) -> None:
    """Sum a/b + c/d over paths in integers, reduced once at the end."""
    # one lookup (a state's hash is a Python call); a new result starts at the path's denominator, so
    # that it and every later path of the same roll's size take the first branch
    acc = weights.setdefault(result, [0, den])
    have = acc[1]
    if have == den:
        acc[0] += num
    elif not have % den:  # paths' denominators are mostly powers of one die's sides: the larger one serves
        acc[0] += num * (have // den)
    elif not den % have:
        acc[0] = acc[0] * (den // have) + num
        acc[1] = den
    else:
        acc[0] = acc[0] * den + num * have
        acc[1] = have * den


def _exact_sum(ps: Iterable[Fraction]) -> Fraction:
    """The sum of fractions, exactly (:func:`_sum_of_products`)."""
    return _sum_of_products([(p.numerator, p.denominator) for p in ps])


def _summed(weights: Iterable[tuple[R, Fraction | int]]) -> dict[R, Fraction]:
    """The probabilities of equal results added up (:func:`_exact_sum`)."""
    groups: dict[R, list[Fraction]] = {}
    for value, p in weights:
        groups.setdefault(value, []).append(p if type(p) is Fraction else Fraction(p))
    return {value: _exact_sum(ps) for value, ps in groups.items()}


class _Outcomes:
    """A merge point's distinct results with their integer pairs, as a distribution's pairs (``items``, in
    order) without a dict: the results of a one-action question, each hashed again for nothing."""

    __slots__ = ("values", "weights")

    def __init__(self, event: ChanceEvent):
        self.values = event.values
        self.weights = event.weights

    def items(self) -> Iterable[tuple[Any, Sequence[int]]]:
        return zip(self.values, self.weights)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.values)

    def __len__(self) -> int:
        return len(self.values)


def _text_of_result(item: tuple[Any, Fraction]) -> str:
    return str(item[0])


def _chance(item: tuple[Any, Fraction]) -> Fraction:
    return item[1]


class Distribution(Generic[R]):
    """An exact probability distribution over hashable results (states, labels, numbers)."""

    __slots__ = ("_fractions", "_pairs")

    def __init__(self, weights: Mapping[R, Fraction] | Iterable[tuple[R, Fraction]]):
        self._pairs: Mapping[R, Sequence[int]] | _Outcomes | None = None
        if isinstance(weights, Mapping):  # distinct results already: nothing to add up
            self._fractions = {value: p if type(p) is Fraction else Fraction(p) for value, p in weights.items()}
            return
        self._fractions = _summed(weights)

    @classmethod
    def _of_pairs(cls, pairs: "Mapping[R, Sequence[int]] | _Outcomes") -> "Distribution[R]":
        """Distinct results with their chances as integer (numerator, denominator) pairs, made fractions
        only when asked for: an exact question's answer is often only sorted into classes (:meth:`map`)."""
        made = object.__new__(cls)
        made._fractions = None
        made._pairs = pairs
        return made

    @property
    def _p(self) -> dict[R, Fraction]:
        made = self._fractions
        if made is None:
            made = self._fractions = {value: Fraction(n, d) for value, (n, d) in self._pairs.items()}
        return made

    def items(self) -> list[tuple[R, Fraction]]:
        return list(self._p.items())

    def __iter__(self) -> Iterator[R]:
        return iter(self._p if self._pairs is None else self._pairs)

    def __len__(self) -> int:
        return len(self._p if self._pairs is None else self._pairs)

    def __getitem__(self, value: R) -> Fraction:
        return self._p.get(value, Fraction(0))

    def total(self) -> Fraction:
        return _exact_sum(self._p.values())

    def probability(self, predicate: Callable[[R], bool]) -> Fraction:
        """The exact chance that the result satisfies ``predicate``."""
        return _exact_sum(p for v, p in self._p.items() if predicate(v))

    def map(self, f: Callable[[R], Hashable]) -> "Distribution":
        pairs = self._pairs
        if pairs is None or self._fractions is not None:
            return Distribution(_summed((f(v), p) for v, p in self._p.items()))
        classes: dict[Hashable, list[int]] = {}  # summed in integers, each class made a fraction when asked
        for value, (n, d) in pairs.items():
            _add(classes, f(value), n, d)
        return Distribution._of_pairs(classes)

    def sorted(self, key=None) -> list[tuple[R, Fraction]]:
        """The results with their chances, by ``key``; by default the likeliest first, equal chances in the
        order of the results' text. Two stable sorts rather than the key ``(-p, str(v))``: negating a
        fraction makes a new one whose terms are reduced again, and the chances of a chain settled over
        many states have terms hundreds of digits long."""
        if key is not None:
            return sorted(self._p.items(), key=key)
        ranked = sorted(self._p.items(), key=_text_of_result)
        ranked.sort(key=_chance, reverse=True)  # stable, reversed or not: equal chances keep the text's order
        return ranked

    def __repr__(self) -> str:
        return "Distribution({" + ", ".join(f"{v!r}: {p}" for v, p in self.sorted()) + "})"


# --- the three modes ------------------------------------------------------------------


@dataclass
class Resolution(Generic[R]):
    """The result of one resolution: a single result (scripted, seeded) and its trace."""

    result: R
    trace: Trace
    rulings: dict[str, str] = field(default_factory=dict)


@dataclass
class ExactResolution(Generic[R]):
    distribution: Distribution[R]
    trace: Trace
    rulings: dict[str, str] = field(default_factory=dict)


def resolve_scripted(fn: Callable[[Context], R], dice: Sequence[Any], *, where: str = "the scripted dice",
                     rulings: Rulings | None = None) -> Resolution[R]:
    """Run ``fn`` once with scripted dice; too few, unused or impossible results are errors."""
    rulings = rulings or Rulings()
    port = ScriptedDice(list(dice), where)
    trace = Trace()
    result = fn(Context(port, trace, rulings))
    port.finish()
    return Resolution(result, trace, dict(rulings.consulted))


def resolve_seeded(fn: Callable[[Context], R], seed: int, *, rulings: Rulings | None = None) -> Resolution[R]:
    rulings = rulings or Rulings()
    trace = Trace()
    result = fn(Context(SeededDice(seed), trace, rulings))
    return Resolution(result, trace, dict(rulings.consulted))


class _MergePointsOnly:
    """The dice of a context that only asks merge points for their results (never rolls itself)."""

    exact = True

    def choose(self, event: ChanceEvent) -> Any:
        raise AssertionError(f"{event.label}: rolled outside a merge point")

    def pick_inline(self, known: _Known) -> int:
        raise AssertionError(f"{known.event.label}: an inline merge point outside a rule function")


def resolve_exact_steps(state: S, steps: Sequence[tuple[Callable[..., S], tuple]], *,
                        ends: Callable[[S], bool] = lambda s: False,
                        rulings: Rulings | None = None,
                        refused: Callable[[S, str, str, int], S] | None = None) -> ExactResolution[S]:
    """The exact distribution of applying sub-procedures ``fn(ctx, state, *args)`` one after the other, a
    state that ``ends`` accepts going no further (a refused action).

    A refusal a merge point inside step ``i`` (from 1) kept on some of its dice paths (:class:`Refusal`) is
    the result ``refused(s, clause, reason, i)``, ``s`` the state the step started from; without ``refused``
    it is raised, refusing the whole question.

    What :func:`resolve_exact` gives for a function calling ``ctx.step`` for each in turn,
    with the same trace, rulings and order of results: the merge points are met in the
    same order (depth first, each distinct state once per step), but the chances are
    carried from step to step by state, so equal states merge between steps instead of
    every combination of the steps' results being a path of its own.

    The trace given back is kept by the run (its transposition table replays it into a later question that
    asks the same): it is read, never changed.
    """
    rulings = rulings or Rulings()
    trace = Trace(distinct=True)
    ctx = Context(_MergePointsOnly(), trace, rulings, {})
    last = len(steps)
    if last == 1 and not ends(state):  # one action (most questions): its results, in order, are the answer
        fn, args = steps[0]
        args = tuple(args)
        shared, kept = (fn, state, args), current_run().transpositions
        known = _transposed(kept, shared, rulings)  # the same action on an equal table under readings that agree
        if known is not None:
            known.replay(trace, rulings)
            event = known.event
        else:
            # enumerated straight into the question's own trace and readings, not as a merge point: a merge
            # point records apart, then replays the same record here at once (the same events, rolls and
            # readings, in the same order); the question's record is the one kept for a later question
            dist = _paths(fn, trace, rulings, ctx._memo, None, (state, *args), whole=True)
            event = _event_of(getattr(fn, "__name__", "step"), dist)
            _keep_transposed(kept, shared, _Known(event, trace, rulings))
        outcomes = _Outcomes(event)
        if any(type(v) is Refusal for v in event.values):  # refusals kept by merge points inside the action
            answered: dict[S, list[int]] = {}
            for v, (n, d) in outcomes.items():
                _add(answered, _refused_as(v, state, 1, refused), n, d)
            outcomes = answered
        return ExactResolution(Distribution._of_pairs(outcomes), trace, dict(rulings.consulted))
    met: dict[tuple[int, Any], _Known] = {}
    finals: dict[S, None] = {}

    def visit(s: S, i: int) -> None:
        if i == last or ends(s):
            finals.setdefault(s, None)
            return
        if (i, s) in met:
            return  # its results, and everything after them, were met already
        fn, args = steps[i]
        known = met[(i, s)] = _applied(ctx, fn, s, tuple(args))
        if len(met) + len(finals) > dice_bounds.MOST_OUTCOMES:  # the tables the actions reach, one after another
            raise beyond_outcomes(f"the tables {last} actions reach in turn")
        for s2 in known.event.values:
            if type(s2) is Refusal:  # refused inside this action: an end, as the state it started from says
                finals.setdefault(_refused_as(s2, s, i + 1, refused), None)
            else:
                visit(s2, i + 1)

    try:
        visit(state, 0)
    finally:
        del visit  # it calls itself through its cell: left alone, it, the trace and the memo would be a reference cycle
    weights: dict[S, list[int]] = {s: [0, 1] for s in finals}  # in the order they were met
    dist: dict[S, list[int]] = {state: [1, 1]}
    for i in range(last + 1):
        nxt: dict[S, list[int]] = {}
        for s, (n, d) in dist.items():
            if i == last or ends(s):
                _add(weights, s, n, d)
                continue
            event = met[(i, s)].event
            for s2, (m, e) in zip(event.values, event.weights):
                if type(s2) is Refusal:
                    _add(weights, _refused_as(s2, s, i + 1, refused), n * m, d * e)
                else:
                    _add(nxt, s2, n * m, d * e)
        dist = nxt
    return ExactResolution(Distribution._of_pairs(weights), trace,
                           dict(rulings.consulted))


def _refused_as(refusal: Any, state: Any, number: int, refused: Callable[[Any, str, str, int], Any] | None) -> Any:
    """A result of a question's step ``number``: a kept refusal as ``refused`` makes it (raised without one)."""
    if type(refusal) is not Refusal:
        return refusal
    if refused is None:
        raise refusal.violation()
    return refused(state, refusal.clause, refusal.reason, number)


def resolve_exact(fn: Callable[[Context], R], *, rulings: Rulings | None = None) -> ExactResolution[R]:
    """Explore every outcome of every roll; return the exact distribution of results.  A refusal on any
    dice path refuses the whole question (raised), as one a merge point kept does."""
    rulings = rulings or Rulings()
    trace = Trace(distinct=True)
    dist = _enumerate(fn, trace, rulings, {})
    for result in dist:
        _taken(result)
    return ExactResolution(Distribution(dist), trace, dict(rulings.consulted))
