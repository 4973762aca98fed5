"""The reference engine: this project's own resolution of the catalogued rules."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from oracle.core.resolve import resolve_exact, resolve_scripted
from oracle.core.rulings import Rulings
from oracle.engine.port import Odds, Performed
from oracle.engine.ruleset import ruleset


class ReferenceEngine:
    name = "reference"

    def perform(self, ruleset_id: str, state: Any, action: Any, dice: Sequence[int], *,
                rulings: Mapping[str, str] | None = None, where: str = "the scripted dice") -> Performed:
        rs = ruleset(ruleset_id)
        res = resolve_scripted(lambda ctx: rs.apply(ctx, state, action), dice, where=where,
                               rulings=Rulings(dict(rulings or {})))
        return Performed(res.result, list(res.trace), res.rulings)

    def odds(self, ruleset_id: str, state: Any, actions: Sequence[Any], *,
             rulings: Mapping[str, str] | None = None) -> Odds:
        rs = ruleset(ruleset_id)

        def run(ctx):
            s = state
            for action in actions:
                s = ctx.step(rs.apply, s, action)
            return s

        res = resolve_exact(run, rulings=Rulings(dict(rulings or {})))
        return Odds(res.distribution, list(res.trace), res.rulings)

    def close(self) -> None:
        pass
