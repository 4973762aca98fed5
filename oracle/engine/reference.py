"""The reference engine: this project's own resolution of the catalogued rules."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Mapping, Sequence

from oracle.core.errors import RuleViolation
from oracle.core.resolve import resolve_exact, resolve_scripted
from oracle.core.rulings import Rulings
from oracle.engine.port import Odds, Performed
from oracle.engine.ruleset import ruleset


@contextmanager
def _consulted_on_refusal(chosen: Rulings):
    """A refusal carries the readings consulted before it (``.rulings``): a refusal can depend on one."""
    try:
        yield
    except RuleViolation as refused:
        refused.rulings = dict(chosen.consulted)
        raise


class ReferenceEngine:
    name = "reference"

    def perform(self, ruleset_id: str, state: Any, action: Any, dice: Sequence[int], *,
                rulings: Mapping[str, str] | None = None, where: str = "the scripted dice") -> Performed:
        rs = ruleset(ruleset_id)
        chosen = Rulings(dict(rulings or {}))
        with _consulted_on_refusal(chosen):
            res = resolve_scripted(lambda ctx: rs.apply(ctx, state, action), dice, where=where, rulings=chosen)
        return Performed(res.result, list(res.trace), res.rulings)

    def odds(self, ruleset_id: str, state: Any, actions: Sequence[Any], *,
             rulings: Mapping[str, str] | None = None) -> Odds:
        rs = ruleset(ruleset_id)

        def run(ctx):
            s = state
            for action in actions:
                s = ctx.step(rs.apply, s, action)
            return s

        chosen = Rulings(dict(rulings or {}))
        with _consulted_on_refusal(chosen):
            res = resolve_exact(run, rulings=chosen)
        return Odds(res.distribution, list(res.trace), res.rulings)

    def close(self) -> None:
        pass
