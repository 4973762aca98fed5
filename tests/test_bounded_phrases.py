"""A number bounded as players say it: "may dash at most 7 cm", never "may dash up to at most 7 cm";
"the battle is in turn 3 or later", never "in turn at least 3".

The bounded steps (steps/common.py) are made by :func:`oracle.bdd.compound.bounded_phrases` (an
outcome's own :attr:`~oracle.engine.ruleset.Outcome.bounds`, else :func:`oracle.bdd.compound.bounded_pattern`),
and :func:`oracle.bdd.outcomes.match_outcome` reads the same phrases back (in a chance, a question, a
compound); a bound stacked on a word that states the number, or on another bound, or put straight
before a number that is a label or follows a preposition, is neither made nor read."""

import re
from pathlib import Path
from string import Formatter

import pytest

from oracle.bdd.compound import bounded_pattern, bounded_phrases
from oracle.bdd.outcomes import match_outcome
from oracle.core.errors import OracleError
from oracle.engine.ruleset import rulesets


@pytest.mark.parametrize("pattern, field, bound, said", [
    ('"{unit}" may dash up to {cm:g} cm', "{cm:g}", "at most", '"{unit}" may dash at most {cm:g} cm'),
    ('"{unit}" may dash up to {cm:g} cm', "{cm:g}", "at least", '"{unit}" may dash at least {cm:g} cm'),
    ("the {target} is seen by exactly {count:d} enemies", "{count:d}", "at least",
     "the {target} is seen by at least {count:d} enemies"),
    ("the {who} suffers {count:d} falling hits", "{count:d}", "at most", "the {who} suffers at most {count:d} falling hits"),
    ('{n:d} riders of "{unit}" are dead', "{n:d}", "at least", 'at least {n:d} riders of "{unit}" are dead'),
    ('"{unit}" has dashed {cm:g} cm', "{cm:g}", "at most", '"{unit}" has dashed at most {cm:g} cm'),
    # a phrase that is a bound itself takes no other; nor does a number glued to its sign
    ("the damage is at least {n:d}", "{n:d}", "at most", None),
    ("the heavy machine gun {gun} scores at least {n:d} hit", "{n:d}", "at most", None),
    ("the {mount} is skittish at -{n:d}", "{n:d}", "at least", None),
])
def test_a_bound_goes_where_a_player_puts_it(pattern, field, bound, said):
    assert bounded_pattern(pattern, field, bound) == said


def _filled(pattern: str) -> str | None:
    """The pattern with a name, a count or a measure in each field; None for a field of another type. The
    count, 2, is one every outcome can state (a mount has 0 to 2 wounds, a table's rows are 2 to 12)."""
    out = []
    for literal, name, spec, _ in Formatter().parse(pattern):
        out.append(literal)
        if name is None:
            continue
        if spec not in ("", "d", "g"):
            return None
        out.append({"": "x1", "d": "2", "g": "3.5"}[spec])
    return "".join(out)


def _bounded_phrases():
    for rs in rulesets().values():
        for pattern, outcome in rs.outcomes.items():
            slot = re.compile(r"\{\w+:[dg]\}" if outcome.measure else r"\{\w+:d\}")
            fields = slot.findall(pattern)
            if len(fields) != 1:
                continue
            for said in bounded_phrases(outcome, fields[0]).values():
                if _filled(said) is not None:
                    yield pytest.param(rs.id, pattern, said, id=f"{rs.id}: {said}")


@pytest.mark.parametrize("ruleset_id, pattern, said", list(_bounded_phrases()))
def test_every_bounded_phrase_is_read_back(ruleset_id, pattern, said):
    rs = rulesets()[ruleset_id]
    text = _filled(said)
    outcome, _ = match_outcome(rs, text)
    # read as the bound of the pattern, or as an outcome of its own that says the same words
    assert outcome.phrase == text or outcome.phrase == said, (text, outcome.phrase)


@pytest.mark.parametrize("ruleset_id, text", [
    ("ww2", '"x1" may dash up to at least 3.5 cm'),
    ("ww2", '"x1" may dash up to at most 3.5 cm'),
    ("ww2", "the heavy machine gun x1 scores at least at most 3 hit"),
    ("gurps", "the damage is at least at most 15"),
    ("gurps", "the x1 is skittish at -at least 2"),
    ("lotow", "the x1 is seen by exactly at least 2 enemies"),
])
def test_a_stacked_bound_is_not_read(ruleset_id, text):
    with pytest.raises(OracleError):
        match_outcome(rulesets()[ruleset_id], text)


AWKWARD = re.compile(r"\b(?:at|turn|second|result|Strength) at (?:least|most)\b")
"""A bound straight after a preposition ("moves at at least 5 yards per second", "capped at at most 15") or
before a number that is a label ("in turn at least 3", "second at least 3", "result at least 7", "a
Strength at least 4 hit"): players say "in turn 3 or later", "a hit of Strength 4 or more"."""


def test_the_bounded_phrases_are_found():
    assert len(list(_bounded_phrases())) > 50


@pytest.mark.parametrize("ruleset_id, pattern, said", list(_bounded_phrases()))
def test_no_bounded_phrase_reads_awkwardly(ruleset_id, pattern, said):
    assert not AWKWARD.search(said), said


@pytest.mark.parametrize("ruleset_id, text, pattern", [
    ("lotow", "the battle is in turn 3 or later", "the battle is in turn {n:d}"),
    ("mordheim", "the battle is in turn 3 or earlier", "the battle is in turn {n:d}"),
    ("ww2", "the battle is in turn 2 or later", "the battle is in turn {n:d}"),
    ("ww2", "soldier x1 has gone prone, with the bonus from turn 2 or later",
     "soldier {who} has gone prone, with the bonus from turn {turn:d}"),
    ("gurps", "it is second 3 or later", "it is second {n:d}"),
    ("gurps", "the x1 moves at 5 yards per second or more", "the {who} moves at {v:d} yards per second"),
    ("gurps", "the x1 faces falling damage at 5 yards per second or less",
     "the {who} faces falling damage at {v:d} yards per second"),
    ("gurps", "the x1 got result 7 or more on the out-of-control table",
     "the {mount} got result {n:d} on the out-of-control table"),
    ("lotow", "the x1 has taken a hit of Strength 4 or more", "the {who} has taken a Strength {strength:d} hit"),
])
def test_a_label_is_bounded_after_its_number(ruleset_id, text, pattern):
    outcome, _ = match_outcome(rulesets()[ruleset_id], text)
    assert outcome.doc.endswith(pattern), (text, outcome.doc)


@pytest.mark.parametrize("ruleset_id, text", [
    ("lotow", "the battle is in turn at least 3"),
    ("mordheim", "the battle is in turn at most 3"),
    ("ww2", "the battle is in turn at least 3"),
    ("ww2", "soldier x1 has gone prone, with the bonus from turn at least 2"),
    ("gurps", "it is second at least 3"),
    ("gurps", "the x1 moves at at least 5 yards per second"),
    ("gurps", "the x1 faces falling damage at at most 5 yards per second"),
    ("gurps", "the x1 got result at least 7 on the out-of-control table"),
    ("gurps", "the damage is capped at at least 15"),
    ("gurps", "the damage is capped at 15 or more"),
    ("lotow", "the x1 has taken a Strength at least 4 hit"),
    # a bounded phrase takes no other bound
    ("ww2", "the battle is in turn at least 3 or later"),
    ("lotow", "the x1 has taken a hit of Strength at most 4 or more"),
])
def test_a_bound_before_a_label_or_after_a_preposition_is_not_read(ruleset_id, text):
    with pytest.raises(OracleError):
        match_outcome(rulesets()[ruleset_id], text)


# --- in the rules' own languages -------------------------------------------------------------
# Russian and Chinese bound a number as their players say it (oracle.clarify.language.bounded_translations):
# in place of the word that says it ("может совершить Рывок не более 7 см" for "до 7 см"), or as the steps
# module declares it for a label ("идёт ход не ранее 3", "现在不早于第3轮", "结果至少为7"); never stacked on
# that word ("до не более 7 см"), on another bound, or before a label ("идёт ход не менее 3").

@pytest.fixture(scope="module")
def translated():
    """The steps modules loaded and their Russian and Chinese phrasings installed, as a run's before_all does."""
    from behave.runner import the_step_registry
    from behave.runner_util import exec_file

    from oracle.bdd import types
    from oracle.clarify.language import install, tables

    the_step_registry.clear()  # a run earlier in this process leaves its definitions there
    types.register()
    for path in sorted((Path(__file__).resolve().parent.parent / "steps").glob("*.py")):
        exec_file(str(path), {})
    install(the_step_registry)
    return tables()


@pytest.mark.parametrize("ruleset_id, text, english", [
    ("ww2", '"x1" может совершить Рывок не более 7 см', '"x1" may dash at most 7 cm'),
    ("ww2", '"x1" может совершить Рывок не менее 8 см', '"x1" may dash at least 8 cm'),
    ("ww2", "идёт ход не ранее 3", "the battle is in turn 3 or later"),
    ("lotow", "идёт ход не позднее 3", "the battle is in turn 3 or earlier"),
    ("mordheim", "идёт ход не ранее 2", "the battle is in turn 2 or later"),
    ("lotow", "x1 получил удар с Силой не менее 4", "the x1 has taken a hit of Strength 4 or more"),
    ("ww2", "现在不早于第3轮", "the battle is in turn 3 or later"),
    ("gurps", "现在不晚于第3秒", "it is second 3 or earlier"),
    ("gurps", "x1在坐骑失控表上的结果至少为7", "the x1 got result 7 or more on the out-of-control table"),
    ("gurps", "x1在坐骑失控表上的结果至多为7", "the x1 got result 7 or less on the out-of-control table"),
])
def test_a_translated_bound_is_read_where_its_players_put_it(translated, ruleset_id, text, english):
    rs = rulesets()[ruleset_id]
    assert _reading(*match_outcome(rs, text)) == _reading(*match_outcome(rs, english)), (text, english)


@pytest.mark.parametrize("ruleset_id, text", [
    ("ww2", 'в отряде "x1" погибло наездников: не менее 2'),
    ("mordheim", "x1 получает при падении попаданий: не более 1"),
])
def test_a_translated_count_is_bounded_before_its_number(translated, ruleset_id, text):
    """A count said last ("погибло наездников: 2") takes its bound before it, as a compound of the count."""
    outcome, _ = match_outcome(rulesets()[ruleset_id], text)
    assert outcome.doc == "bounded", (text, outcome.doc)


def _reading(outcome, args) -> tuple:
    """What an outcome phrase was read as: the outcome's description, its phrase with whole numbers
    written whole ("7.0 cm" as "7 cm"), its parts."""
    return outcome.doc, re.sub(r"(\d)\.0\b", r"\1", outcome.phrase), args


@pytest.mark.parametrize("ruleset_id, text", [
    ("ww2", '"x1" может совершить Рывок до не более 7 см'),
    ("ww2", '"x1" может совершить Рывок до не менее 7 см'),
    ("ww2", "идёт ход не менее 3"),
    ("lotow", "идёт ход не более 3"),
    ("ww2", "идёт ход не ранее не менее 3"),
    ("ww2", "идёт ход 3 или позже"),
    ("ww2", 'в отряде "x1" погибло наездников: не менее не более 2'),
    ("lotow", "x1 получил удар с Силой не менее не более 4"),
    ("ww2", "现在是第至少3轮"),
    ("ww2", "现在不早于第至少3轮"),
    ("gurps", "现在是第至多3秒"),
    ("gurps", "x1在坐骑失控表上的结果为至少7"),
    ("gurps", "x1在坐骑失控表上的结果至少为至多7"),
])
def test_a_translated_bound_stacked_or_before_a_label_is_not_read(translated, ruleset_id, text):
    with pytest.raises(OracleError):
        match_outcome(rulesets()[ruleset_id], text)


def _translated_bounds(tables) -> list[tuple[str, str, str]]:
    """Every translated bounded phrase: (ruleset id, the English bounded pattern, the translated one)."""
    from oracle.clarify.language import bounded_translations

    return [(rs.id, english_said, said) for lang, table in tables.items() for rs in rulesets().values()
            for english, outcome in rs.outcomes.items() if english in table.outcomes
            for english_said, said in bounded_translations(lang, table, english, outcome)]


STACKED = re.compile(r"(?:\bдо|\bровно|не менее|не более|至少|至多|最多)\s*(?:не менее|не более|至少|至多|最多)")


def test_every_translated_bound_is_read_back_as_the_english_one(translated):
    found = _translated_bounds(translated)
    saids = {said for _, _, said in found}
    assert '"{unit}" может совершить Рывок не более {cm:g} см' in saids
    assert "идёт ход не ранее {n:d}" in saids and "现在不早于第{n:d}轮" in saids
    for ruleset_id, english, said in found:
        assert not STACKED.search(said), said
        rs = rulesets()[ruleset_id]
        text, english_text = _filled(said), _filled(english)
        assert text is not None, said
        assert _reading(*match_outcome(rs, text)) == _reading(*match_outcome(rs, english_text)), (text, english_text)


def test_an_outcome_bounded_its_own_way_is_bounded_so_in_every_language(translated):
    """An outcome whose English bounds are its own ("in turn {n:d} or later") has its translations' bounds
    declared (``bounds=``): a Russian or Chinese bound before its number would be read nowhere."""
    missing = sorted({f"{lang}: {english}" for lang, table in translated.items() for rs in rulesets().values()
                      for english, outcome in rs.outcomes.items()
                      if english in table.outcomes and outcome.bounds and english not in table.bounds})
    assert not missing, missing
