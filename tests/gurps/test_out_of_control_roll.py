"""The out-of-control table's roll as a lost fight hands it on (``sent_to_the_table``): the same answer and record
as the roll run in line (``roll_on_table``), and one enumeration for tables that differ only in what the roll
clears first (gurps.mount-out-of-control.roll: the mount wholly out of control, its fight's streaks cleared)."""

import pytest

from oracle.core.errors import RuleViolation
from oracle.core.resolve import resolve_exact
from oracle.core.run import Run, running
from oracle.gurps import mount_out_of_control as moc
from oracle.gurps import setups


def _frightened(**counts):
    table = setups.rider_on(setups.empty(), "knight", "horse", riding=12)
    return setups.change(table, "horse", frightened=True, obeys=False, **counts)


def test_handed_on_it_is_the_roll_in_line_result_for_result_and_event_for_event():
    table = _frightened(failures_in_a_row=2)
    with running(Run()):
        inline = resolve_exact(lambda ctx: moc.roll_on_table(ctx, table, "knight"))
    with running(Run()):
        handed = resolve_exact(lambda ctx: moc.sent_to_the_table(ctx, table, "knight"))
    assert dict(handed.distribution.items()) == dict(inline.distribution.items())
    assert len(inline.distribution) > 10  # the rows of the table, rolled again after a 4
    assert [str(e) for e in handed.trace] == [str(e) for e in inline.trace]
    assert handed.trace.rolls == inline.trace.rolls
    # every outcome: the mount no longer frightened nor counting a streak, whatever it had before the roll
    assert all(not t.get("horse").successes_in_a_row and not t.get("horse").failures_in_a_row
               for t in handed.distribution)


def test_tables_that_differ_only_in_what_the_roll_clears_are_enumerated_once(monkeypatch):
    rows = []
    applied = moc.apply_result
    monkeypatch.setattr(moc, "apply_result", lambda ctx, table, rider, result, **kw: rows.append(result) or
                        applied(ctx, table, rider, result, **kw))
    with running(Run()):
        first = resolve_exact(lambda ctx: moc.sent_to_the_table(ctx, _frightened(failures_in_a_row=2), "knight"))
        once = len(rows)
        second = resolve_exact(lambda ctx: moc.sent_to_the_table(ctx, _frightened(successes_in_a_row=1), "knight"))
    assert once > 0 and len(rows) == once  # the second table's roll found the first's sub-result
    assert dict(second.distribution.items()) == dict(first.distribution.items())


def test_a_rider_with_no_mount_is_refused_before_the_roll():
    table = setups.rider_on(setups.empty(), "knight", "horse", riding=12)
    table = table.put(table.get("knight").evolve(riding_on=None, seat=None))
    with running(Run()), pytest.raises(RuleViolation) as refused:
        resolve_exact(lambda ctx: moc.sent_to_the_table(ctx, table, "knight"))
    assert refused.value.clause == "gurps.mount-out-of-control.roll"
