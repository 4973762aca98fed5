"""The Initiative test, which the excerpt calls for but never defines.

Hook ``mordheim.hook.initiative-test``: how the test is rolled is ruling
``mordheim.charging.initiative-test`` (default: one D6, passed on a roll equal to or
less than the Initiative).
"""

from __future__ import annotations

from functools import lru_cache

from oracle.core.dice import ChanceEvent, die
from oracle.core.resolve import Context, made_event
from oracle.mordheim.ids import RULING_CHARGING_INITIATIVE_TEST, RULING_JUMPING_DOWN_TEST_SEQUENCE
from oracle.mordheim.state import Warrior


def initiative_test(ctx: Context, w: Warrior, clause: str, what: str) -> bool:
    """Roll one Initiative test for ``w`` on behalf of ``clause`` (ruling mordheim.charging.initiative-test).

    The die is read only as passed or failed (``ctx.read_roll``): in exact mode the six faces become
    two outcomes, so a jump down with three tests meets 2 x 2 x 2 paths, not 6 x 6 x 6, and each
    face's verdict and line are made once, not on a dice path of their own.
    """
    reading = ctx.ruling(RULING_CHARGING_INITIATIVE_TEST)
    six = ctx.reading_value(RULING_CHARGING_INITIATIVE_TEST, "always-fails") if reading == "d6-six-fails" else None
    return ctx.read_roll(_initiative_die, _initiative_read, w.id, w.initiative, clause, what, reading, six)


def _initiative_die(wid: str, initiative: int, clause: str, what: str, reading: str, six: int | None) -> ChanceEvent:
    return die(6, clause, f"Initiative test ({what}) for {wid}")


@lru_cache(maxsize=1024)
def _initiative_read(roll: int, wid: str, initiative: int, clause: str, what: str, reading: str,
                     six: int | None) -> tuple[bool, tuple]:
    """A face's verdict (passed on a roll equal to or under the Initiative; a 6 always fails under
    the reading d6-six-fails) and the line that says it."""
    passed = roll <= initiative and not (six is not None and roll == six)
    return passed, (made_event(clause, f"{wid} {'passes' if passed else 'fails'} the Initiative test ({what}): "
                                       f"rolled {roll} against Initiative {initiative}",
                               roll=roll, initiative=initiative, passed=passed,
                               ruling=f"{RULING_CHARGING_INITIATIVE_TEST}={reading}"),)


def initiative_tests(ctx: Context, w: Warrior, count: int, clause: str, what: str) -> bool:
    """Roll ``count`` Initiative tests; all must pass (ruling mordheim.jumping-down.test-sequence).

    Read only as passed or failed, so an inline merge point (``ctx.inline``): the rule goes on from
    those two outcomes instead of from each combination of the tests, the trace unchanged."""
    return ctx.inline(_initiative_tests, w, count, clause, what)


def _initiative_tests(ctx: Context, w: Warrior, count: int, clause: str, what: str) -> bool:
    sequence = ctx.ruling(RULING_JUMPING_DOWN_TEST_SEQUENCE)
    results = []
    for i in range(count):
        ok = initiative_test(ctx, w, clause, f"{what}, test {i + 1} of {count}")
        results.append(ok)
        if not ok and sequence == "stop-at-first-failure":
            break
    return all(results)
