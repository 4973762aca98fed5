"""The words of an outcome (``oracle.clarify.words``), kept by the process: a table told once is told again
without asking the phrases' predicates, and only against the same table before the actions."""

from oracle.clarify import words
from oracle.clarify.words import Teller
from oracle.engine.reference import ReferenceEngine
from oracle.engine.ruleset import ruleset
from oracle.mordheim import setups
from oracle.mordheim.movement import Move
from oracle.mordheim.route import Step


def _on_a_balcony(height: float):
    table = setups.add_warrior(setups.empty(), "hero", movement=4.0, initiative=3)
    return setups.stand_on_platform(table, "hero", "balcony", height, 0.0, "east")


def _jumped_down(before) -> list:
    jump = Move(warrior="hero", route=(Step(jump_down=True),))
    return list(ReferenceEngine().odds("mordheim", before, [jump], rulings={}).distribution)


def _counting_predicates(monkeypatch) -> list[int]:
    asked = [0]
    holds = words._holds

    def counted(predicate, state, args):
        asked[0] += 1
        return holds(predicate, state, args)

    monkeypatch.setattr(words, "_holds", counted)
    return asked


def test_a_table_told_again_by_a_later_question_asks_no_predicate_and_says_the_same(monkeypatch):
    before = _on_a_balcony(5.0)  # a height of its own: no other test of this worker tells these tables
    outcomes = _jumped_down(before)
    rs = ruleset("mordheim")
    asked = _counting_predicates(monkeypatch)
    first = [Teller(rs, before).describe(t) for t in outcomes]
    assert asked[0] > 0
    told_first = asked[0]
    again = [Teller(rs, before).describe(t) for t in outcomes]  # a second question, its own teller
    assert again == first and asked[0] == told_first
    # the fall of D3 hits and the safe landing are told apart, in the players' words
    assert len(set(first)) == len(outcomes) == 4
    assert any("falls" in w for w in first) and any("falling hits" in w for w in first)


def test_kept_words_are_those_of_the_same_table_before_the_actions():
    """What held before the actions is left out: the same outcome told against another table before says what is
    new against that one, never the words kept for the first."""
    before = _on_a_balcony(5.5)
    rs = ruleset("mordheim")
    fell = next(t for t in _jumped_down(before) if len(t.warrior("hero").hits) == 2)
    told = Teller(rs, before).describe(fell)
    assert told == "The hero falls; the hero suffers 2 falling hits at Strength 5" == Teller(rs, before).describe(fell)
    # against the fallen table itself nothing is new
    assert Teller(rs, fell).describe(fell) == words.NOTHING
