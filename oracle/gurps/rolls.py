"""The success roll, a GURPS Basic Set rule the excerpt uses but does not contain.

``gurps.base.success-roll``: 3d6 against an effective skill; a total at most the skill
succeeds, 3-4 always succeed, 17-18 always fail.  ``gurps.base.critical``: 3-4 are
critical successes, 5 at skill 15+, 6 at skill 16+; 18 is a critical failure, 17 at
skill 15 or less, and any total 10 or more over the skill.

A roll is one chance event whose faces are the 3d6 *totals* (3 to 18, weighted 1 to
27 in 216): a scenario scripts a success roll as one number, and exact mode branches
16 ways per roll instead of 216.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from oracle.core.dice import ChanceEvent, from_weights, within_bound
from oracle.core.resolve import Context, made_event
from oracle.gurps.ids import BASE_CRITICAL, BASE_SUCCESS_ROLL


@lru_cache(maxsize=None)
def _sum_weights(n: int, sides: int = 6) -> tuple[tuple[int, Fraction], ...]:
    """Each total of ``n`` dice of ``sides`` faces (``n`` to ``n * sides``) with its chance.

    The ways of making each total are counted one die at a time: with one die more, the ways of
    making a total are the ways of making any of the ``sides`` totals just below it with one die
    less (a window run along the totals), about ``n * n * sides`` additions in all. Listing every
    face of every die instead took ``sides ** n`` steps: 3.7 s for the 9d of a lance behind a
    horse of ST 50 after 18 yards, minutes for 11d, hours for 12d."""
    ways = [1]  # ways[i]: the ways the dice so far make their least total plus i (no dice: 0, one way)
    for _ in range(n):
        more, window = [], 0
        for i in range(len(ways) + sides - 1):
            if i < len(ways):
                window += ways[i]
            if i >= sides:
                window -= ways[i - sides]
            more.append(window)
        ways = more
    total = sides ** n
    return tuple((n + i, Fraction(w, total)) for i, w in enumerate(ways))


@lru_cache(maxsize=None)
def dice_total(n: int, clause: str | None, label: str) -> ChanceEvent:
    """nd6 as one event whose faces are the totals."""
    return from_weights(label, _sum_weights(within_bound(n, label)), clause)


@dataclass(frozen=True)
class RollResult:
    total: int
    skill: int
    success: bool
    critical: bool

    @property
    def margin(self) -> int:
        """Margin of success (positive or zero) or of failure (negative)."""
        return self.skill - self.total

    @property
    def word(self) -> str:
        if self.success:
            return "critical success" if self.critical else "success"
        return "critical failure" if self.critical else "failure"


def judge(total: int, skill: int) -> RollResult:
    """The base rules for one 3d6 total against an effective skill (gurps.base.*)."""
    success = total <= 4 or (total <= 16 and total <= skill)
    if success:
        critical = total <= 4 or (total == 5 and skill >= 15) or (total == 6 and skill >= 16)
    else:
        critical = total == 18 or (total == 17 and skill <= 15) or total >= skill + 10
    return RollResult(total, skill, success, critical)


def success_roll(ctx: Context, clause: str, label: str, skill: int) -> RollResult:
    """Roll 3d6 against ``skill`` for ``clause``; the trace names the clause and the base rules."""
    total = ctx.roll(dice_total(3, clause, f"3d6 for {label}"))
    result, said = _judged(label, total, skill)
    for made in said:
        ctx.emit_made(made)
    return result


@lru_cache(maxsize=4096, typed=True)  # typed: a skill of 12.0 is written as such
def _judged(label: str, total: int, skill: int) -> tuple[RollResult, tuple]:
    """A total's verdict and the events that say it, made once for each (label, total, skill): exact
    mode rolls every total of a success roll on every path that reaches it."""
    result = judge(total, skill)
    said = [made_event(BASE_SUCCESS_ROLL, f"{label}: 3d6 = {total} against {skill}: {result.word}",
                       total=total, skill=skill, success=result.success)]
    if result.critical:
        said.append(made_event(BASE_CRITICAL, f"{label}: {total} against {skill} is a {result.word}",
                               critical=result.word))
    return result, tuple(said)


@dataclass(frozen=True)
class Verdict:
    """What a success roll decided, without its total (for rule code that reads nothing else)."""

    success: bool
    critical: bool

    @property
    def word(self) -> str:
        if self.success:
            return "critical success" if self.critical else "success"
        return "critical failure" if self.critical else "failure"


def success_verdict(ctx: Context, clause: str, label: str, skill: int) -> Verdict:
    """:func:`success_roll` as a merge point (``ctx.read_roll``): exact mode goes on from at most four
    verdicts instead of sixteen totals; the trace still records every total rolled."""
    return ctx.read_roll(_success_dice, _verdict, skill, clause, label)


_VERDICTS = {(success, critical): Verdict(success, critical) for success in (True, False) for critical in (True, False)}
"""The four verdicts, made once (exact mode asks one on every total of every success roll)."""


def _success_dice(skill: int, clause: str, label: str) -> ChanceEvent:
    """The 3d6 of :func:`success_roll`."""
    return dice_total(3, clause, f"3d6 for {label}")


def _verdict(total: int, skill: int, clause: str, label: str) -> tuple[Verdict, tuple]:
    """A total's verdict and the events :func:`success_roll` records for it."""
    result, said = _judged(label, total, skill)
    return _VERDICTS[result.success, result.critical], said


def success_passed(ctx: Context, clause: str, label: str, skill: int) -> bool:
    """:func:`success_roll` for rule code that reads only whether it succeeded: an inline merge point on
    the skill (``ctx.read_roll_inline``), so exact mode goes on from passed and failed instead of
    sixteen totals, and the trace lists every total where the roll run inline would."""
    return ctx.read_roll_inline(_success_dice, _passed, skill, clause, label)


def passed_roll(ctx: Context, clause: str, label: str, skill: int) -> bool:
    """:func:`success_passed` recorded as :func:`success_verdict` is, every total before the path goes on
    (``ctx.read_roll``): for a roll that is the last act of a merge point, where the two read alike."""
    return ctx.read_roll(_success_dice, _passed, skill, clause, label)


def _passed(total: int, skill: int, clause: str, label: str) -> tuple[bool, tuple]:
    result, said = _judged(label, total, skill)
    return result.success, said


def roll_2d(ctx: Context, clause: str, label: str) -> int:
    return ctx.roll(dice_total(2, clause, label))
