"""The Initiative test, which the excerpt calls for but never defines.

Hook ``mordheim.hook.initiative-test``: how the test is rolled is ruling
``mordheim.charging.initiative-test`` (default: one D6, passed on a roll equal to or
less than the Initiative).
"""

from __future__ import annotations

from oracle.core.dice import die
from oracle.core.resolve import Context
from oracle.mordheim.ids import RULING_CHARGING_INITIATIVE_TEST, RULING_JUMPING_DOWN_TEST_SEQUENCE
from oracle.mordheim.state import Warrior


def initiative_test(ctx: Context, w: Warrior, clause: str, what: str) -> bool:
    """Roll one Initiative test for ``w`` on behalf of ``clause`` (ruling mordheim.charging.initiative-test).

    A merge point (``ctx.step``): in exact mode the six faces become two outcomes, passed
    and failed, so a jump down with three tests meets 2 x 2 x 2 paths, not 6 x 6 x 6.
    """
    return ctx.step(_roll_initiative_test, w, clause, what)


def _roll_initiative_test(ctx: Context, w: Warrior, clause: str, what: str) -> bool:
    reading = ctx.ruling(RULING_CHARGING_INITIATIVE_TEST)
    roll = ctx.roll(die(6, clause, f"Initiative test ({what}) for {w.id}"))
    passed = roll <= w.initiative and not (
        reading == "d6-six-fails" and roll == ctx.reading_value(RULING_CHARGING_INITIATIVE_TEST, "always-fails"))
    ctx.emit(clause, f"{w.id} {'passes' if passed else 'fails'} the Initiative test ({what}): "
                     f"rolled {roll} against Initiative {w.initiative}",
             roll=roll, initiative=w.initiative, passed=passed, ruling=f"{RULING_CHARGING_INITIATIVE_TEST}={reading}")
    return passed


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
