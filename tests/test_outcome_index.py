"""A phrase is tried only against the outcomes that may read it (oracle.bdd.outcomes.OutcomeIndex):
never one fewer than a scan of every pattern would find."""

import re
from pathlib import Path

import pytest

from oracle.bdd.outcomes import _parsed, match_outcome, outcome_index
from oracle.core.state import Frozen
from oracle.engine.ruleset import Outcome, Ruleset, rulesets
from test_bounded_phrases import _filled

ROOT = Path(__file__).resolve().parent.parent
STEP = re.compile(r"^\s*(?:Given|When|Then|And|But|\*)\s+(.*?)\s*$")


def _reading(rs: Ruleset, text: str, items) -> list[str]:
    """The patterns (an outcome's own or one of its bounded phrases) among ``items`` that read ``text``."""
    return [said for pattern, outcome in items for said in (pattern, *(outcome.bounds or ()))
            if _parsed(said, text) is not None]


def _texts() -> list[str]:
    """Every step text of the built-in English features, and what follows "that " in it (a chance's phrase)."""
    found: set[str] = set()
    for path in (ROOT / "features").rglob("*.feature"):
        for line in path.read_text(encoding="utf-8").splitlines():
            m = STEP.match(line)
            if m:
                found.add(m.group(1))
                found.update(m.group(1).split(" that ", 1)[1:])
    return sorted(found)


def test_every_text_of_the_features_has_its_outcomes_among_the_candidates():
    texts = _texts()
    assert len(texts) > 1000
    read = 0
    for rs in rulesets().values():
        index, every = outcome_index(rs), list(rs.outcomes.items())
        for text in texts:
            full = _reading(rs, text, every)
            read += bool(full)
            assert full == _reading(rs, text, index.candidates(text)), (rs.id, text)
    assert read > 300  # the check saw phrases that outcomes read, not only texts none reads


@pytest.mark.parametrize("ruleset_id", sorted(rulesets()))
def test_every_pattern_filled_in_is_read_by_its_outcome_through_the_index(ruleset_id):
    rs = rulesets()[ruleset_id]
    index = outcome_index(rs)
    for pattern, outcome in rs.outcomes.items():
        for said in (pattern, *(outcome.bounds or ())):
            text = _filled(said)
            if text is None:
                continue
            assert (pattern, outcome) in index.candidates(text), (said, text)
            assert _reading(rs, text, index.candidates(text)) == _reading(rs, text, rs.outcomes.items())


def test_the_index_follows_outcomes_added_to_a_ruleset():
    rs = Ruleset("demo", "a ruleset of the test", "inch", Frozen)
    rs.outcomes["the {who} is prone"] = Outcome("the {who} is prone", lambda t, who: True, "")
    assert match_outcome(rs, "the rider is prone")[1] == {"who": "rider"}
    rs.outcomes["the {who} is thrown clear"] = Outcome("the {who} is thrown clear", lambda t, who: True, "")
    assert match_outcome(rs, "the rider is thrown clear")[0].phrase == "the {who} is thrown clear"
    # a pattern without a whole word of its own may read any phrase: tried on every one
    rs.outcomes["{who}-{what}"] = Outcome("{who}-{what}", lambda t, who, what: True, "")
    assert outcome_index(rs).everywhere == {2}
    assert match_outcome(rs, "rider-prone")[1] == {"who": "rider", "what": "prone"}
