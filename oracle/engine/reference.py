"""The reference engine: this project's own resolution of the catalogued rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from oracle.core.errors import RuleViolation, SetupError
from oracle.core.resolve import keep_for, kept_for, resolve_exact_steps, resolve_scripted
from oracle.core.run import current
from oracle.core.rulings import Rulings, check_ruleset
from oracle.engine.port import Odds, Performed, Refused
from oracle.engine.ruleset import ruleset


def _consulted(refused: RuleViolation, chosen: Rulings) -> None:
    """A refusal carries the readings consulted before it (``.rulings``): a refusal can depend on one.
    (Added where the refusal is caught, not by a context manager, which cost every question a microsecond.)"""
    refused.rulings = dict(chosen.consulted)


def _apply_or_refuse(ctx, table: Any, ruleset_id: str, action: Any, number: int) -> Any:
    """Apply one action of an exact question; a refusal ends the branch as a :class:`Refused`. A
    table the action cannot be applied to raises, its error saying at which action (``.action``,
    from 1): a question's later action may meet, on some branches only, a table the earlier ones made."""
    try:
        return ruleset(ruleset_id).apply(ctx, table, action)
    except RuleViolation as refused:
        return Refused(table, refused.clause, refused.reason, number)
    except SetupError as exc:
        if getattr(exc, "action", None) is None:
            exc.action = number
        raise


def _odds_of(known: tuple) -> Odds:
    """A remembered answer (:meth:`ReferenceEngine.odds`) as the caller's own: lists and dicts of its own, so
    that nothing a caller does to one answer changes the next."""
    distribution, events, consulted, dice = known
    return Odds(distribution, list(events), dict(consulted), {label: list(values) for label, values in dice})


@dataclass(frozen=True)
class _Done:
    """A scripted action resolved, as the run keeps it (:meth:`ReferenceEngine.perform`): the readings it consulted,
    and its refusal (clause, reason) or the new table and its trace."""

    consulted: tuple[tuple[str, str], ...]
    refused: tuple[str, str] | None = None
    table: Any = None
    events: tuple = ()

    def given(self) -> Performed:
        """The action's result as the caller's own: its refusal raised anew, or the new table with a list of events
        and a dict of readings of its own."""
        if self.refused is not None:
            violation = RuleViolation(*self.refused)
            violation.rulings = dict(self.consulted)
            raise violation
        return Performed(self.table, list(self.events), dict(self.consulted))


def _is_refused(s: Any) -> bool:
    return isinstance(s, Refused)


def _refused_everywhere(distribution) -> Refused | None:
    """The refusal, if every branch is refused by the same clause at the same action."""
    found: set[tuple[str, int]] = set()
    for r in distribution:  # a loop, not all(): asked of every exact question, whose first result is most often a table
        if not isinstance(r, Refused):
            return None
        found.add((r.clause, r.action))
    if len(found) == 1:
        return next(iter(distribution))
    return None


def _readings(ruleset_id: str, rulings: Mapping[str, str] | None) -> Rulings:
    """The readings a question of the ruleset is asked under; a ruling the catalogue does not have, a reading
    it does not have, or a ruling of another ruleset (which could change nothing here) is a ``RulingError``."""
    chosen = Rulings(dict(rulings or {}))
    for rid in chosen.overrides:
        check_ruleset(rid, ruleset_id)
    return chosen


class ReferenceEngine:
    """Resolves actions with the rule functions of :mod:`oracle.<game>`.

    Exact odds are remembered for the engine's lifetime (one run): the same question
    (ruleset, table, actions, rulings) asked again, as every row of a scenario outline
    asking the chance of its row does, gets the same answer without enumerating again.
    Tables and actions are immutable values, so the question is its own key. So is an
    action with scripted dice (ruleset, table, action, dice): its new table and trace, or
    its refusal, are kept for the run (whose variant may set the numbers) with the readings
    it consulted, and given again under any readings that agree on those: scenarios that
    share a background perform the same actions on the same tables (a fifth of the
    built-in suite's actions), and the rulings side by side re-run a scenario under another
    reading of one ruling, which most of its actions never ask.
    """

    name = "reference"
    ODDS_REMEMBERED = 256

    def __init__(self) -> None:
        self._odds: dict = {}

    def perform(self, ruleset_id: str, state: Any, action: Any, dice: Sequence[int], *,
                rulings: Mapping[str, str] | None = None, where: str = "the scripted dice") -> Performed:
        if dice is not None:
            dice = list(dice)  # read once: for the key and for the rules
        rs = ruleset(ruleset_id)
        chosen = _readings(ruleset_id, rulings)
        done = current().performed
        try:
            key = None if done is None or dice is None else (ruleset_id, state, action, tuple(dice))
            known = None if key is None else kept_for(done, key, chosen)
        except TypeError:  # an unhashable table, action or die: nothing to keep it by
            key, known = None, None
        if known is not None:
            return known.given()
        try:
            res = resolve_scripted(lambda ctx: rs.apply(ctx, state, action), dice, where=where, rulings=chosen)
        except RuleViolation as refused:
            _consulted(refused, chosen)
            if key is not None:
                keep_for(done, key, _Done(tuple(refused.rulings.items()), (refused.clause, refused.reason)))
            raise
        if key is not None:
            keep_for(done, key, _Done(tuple(res.rulings.items()), None, res.result, tuple(res.trace)))
        return Performed(res.result, list(res.trace), res.rulings)

    def odds(self, ruleset_id: str, state: Any, actions: Sequence[Any], *,
             rulings: Mapping[str, str] | None = None) -> Odds:
        try:
            key = (ruleset_id, state, tuple(actions), tuple(sorted((rulings or {}).items())))
            known = self._odds.get(key)
        except TypeError:  # an unhashable table or action: nothing to remember it by
            key, known = None, None
        if known is not None:
            return _odds_of(known)
        ruleset(ruleset_id)  # an unknown ruleset is named before anything runs
        # each action a step of the question (resolve_exact_steps); a refused branch ends there, with its chance
        steps = [(_apply_or_refuse, (ruleset_id, action, number)) for number, action in enumerate(actions, 1)]
        chosen = _readings(ruleset_id, rulings)
        try:
            res = resolve_exact_steps(state, steps, ends=_is_refused, rulings=chosen, refused=Refused)
            everywhere = _refused_everywhere(res.distribution)
            if everywhere is not None:  # not a branch but the question itself is refused
                raise RuleViolation(everywhere.clause, everywhere.reason)
        except RuleViolation as refused:
            _consulted(refused, chosen)
            raise
        odds = Odds(res.distribution, list(res.trace.events), res.rulings,
                    {label: sorted(values) for label, values in res.trace.rolls.items()})
        if key is not None:
            if len(self._odds) >= self.ODDS_REMEMBERED:
                self._odds.clear()
            self._odds[key] = (odds.distribution, tuple(odds.events), tuple(odds.rulings.items()),
                               tuple((label, tuple(values)) for label, values in odds.dice.items()))
        return odds

    def close(self) -> None:
        pass
