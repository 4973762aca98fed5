"""Exact mode and icepool give the same answers, as fractions, to the benchmark's odds questions.

The questions (bench/questions.py): Mordheim jump-down falls for 2", 4", 6" at Initiative
2 to 6, a Legends of the Old West rider at a high fence, and whatever else the rulesets in
this checkout provide.  Only answers are compared here; the benchmark times them.
"""

import icepool  # noqa: F401  (a test dependency: the answers are checked against it, never skipped)
import pytest

from bench import table_floor
from bench.questions import all_questions
from oracle.core.resolve import Distribution

QUESTIONS, MISSING = all_questions()


def test_there_are_questions_for_the_rulesets_in_this_checkout():
    assert {q.group for q in QUESTIONS} >= {"lotow"}
    assert len(QUESTIONS) >= 2


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.name for q in QUESTIONS])
def test_exact_mode_equals_icepool(question):
    mine, theirs = question.engine(), question.icepool()
    assert sum(mine.values()) == 1
    assert mine == theirs


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.name for q in QUESTIONS])
def test_the_benchmarks_floor_sorts_tables_equal_to_the_answers_into_the_same_outcomes(question):
    """The floor the benchmark times beside each question (its answer's tables made once more, then
    sorted) holds the same tables as the answer and sorts them to icepool's answer: it times that work."""
    answer = question.engine.answer()
    assert question.engine.least(answer) == question.icepool()
    assert all(table.evolve() == table and table.evolve() is not table for table in answer)


def test_the_table_floor_makes_the_wwii_allocations_answer_both_ways():
    """bench.table_floor times the WWII allocation's tables made without dice or rules, as the engine's
    states and as plain tuples; it checks both sort to icepool's answer before timing them."""
    times = table_floor.main(rounds=1, inner=1)
    assert set(times) == {"the engine, cold", "its 256 tables made and sorted", "the same as plain tuples", "icepool"}


def test_the_floor_sorts_an_answer_held_in_fractions_as_well():
    """An answer built from fractions (not the engine's integer pairs) is made and sorted the same way."""
    question = next(q for q in QUESTIONS if q.group == "lotow")
    answer = question.engine.answer()
    assert question.engine.least(Distribution(dict(answer.items()))) == question.icepool()
