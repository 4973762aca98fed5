"""Scenarios in the rules' own language: Russian and Chinese phrasings on the same step functions."""

import json
import os
import re
import stat
from pathlib import Path

import pytest
from behave.configuration import Configuration
from behave.runner import Runner, the_step_registry
from behave.runner_util import reset_runtime

from in_process import oracle
from oracle.bdd.steps import shape, typed
from oracle.clarify.language import localise_pattern, tables, types_for

import oracle.clarify.language as language
from oracle.clarify.language import phrases, to_english
from oracle.engine.ruleset import ruleset

ROOT = Path(__file__).resolve().parent.parent.parent

LOCALISED = {
    "lotow": ("ru", "features/lotow/mounted_terrain_ru.feature"),
    "mordheim": ("ru", "features/mordheim/running_ru.feature"),
    "ww2": ("ru", "features/ww2/dash_ru.feature"),
    "gurps": ("zh-CN", "features/gurps/mount_out_of_control_zh.feature"),
}


@pytest.mark.parametrize("ruleset", sorted(LOCALISED))
def test_a_feature_per_ruleset_in_its_language_runs_green(ruleset, tmp_path):
    lang, path = LOCALISED[ruleset]
    text = (ROOT / path).read_text(encoding="utf-8")
    assert text.startswith(f"# language: {lang}\n")
    proc = oracle(["run", "--quiet", "--no-sides", "--report", tmp_path, path], ROOT)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))["scenarios"]
    assert len(results) >= 5 and all(sc["status"] == "passed" for sc in results)
    assert {sc["ruleset"] for sc in results} == {ruleset}
    # they ask exact odds or check outcomes through the translated phrases
    assert any(sc["odds"] for sc in results) or ruleset == "mordheim"


def test_every_translated_phrase_calls_the_english_steps_function():
    # a plain behave run (its Runner, environment.py's hooks install the translations), in this process
    config = Configuration(["-D", "results=/dev/null", "--format", "null", "--no-summary",
                            "features/gurps/mount_out_of_control_zh.feature"])
    reset_runtime()
    the_step_registry.clear()  # a run earlier in this process leaves its definitions there
    runner = Runner(config)
    assert not runner.run()
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)  # written into, not replaced by a file
    by = {}
    for kind, matchers in runner.step_registry.steps.items():
        for m in matchers:
            by.setdefault((kind, shape(m.pattern)), []).append(m.func)
    same, total = 0, 0
    for lang, table in tables().items():
        for english, translated in list(table.steps.items()) + list(table.outcomes.items()):
            total += 1
            kinds = {k for k, sh in by if sh == shape(typed(english))}
            same += all(set(by[(k, shape(localise_pattern(translated, lang)))]) == set(by[(k, shape(typed(english)))])
                        for k in kinds) and bool(kinds)
    assert total > 80 and same == total, (same, total)


def test_outcome_phrases_translate_back_to_the_english_predicates():
    lotow, gurps = ruleset("lotow"), ruleset("gurps")
    phrases("ru", outcomes={"the {who} is thrown": "{who} падает с лошади"}, names={"всадник": "rider"})
    phrases("zh", outcomes={"the {mount} is exhausted": "{mount}感觉精疲力尽"}, names={"马": "horse"})
    language._parser.cache_clear()  # phrases compiled for another test's tables are compiled again
    assert to_english(lotow, "всадник падает с лошади") == "the rider is thrown"
    assert to_english(gurps, "马感觉精疲力尽") == "the horse is exhausted"
    assert to_english(lotow, "всадник летит") is None


def test_a_translation_of_an_unknown_step_or_with_other_fields_is_refused():
    from oracle.clarify.language import LanguageError, Table, _TABLES, install

    class Registry:
        steps = {"given": [], "when": [], "then": [], "step": []}

    saved = dict(_TABLES)
    try:
        _TABLES.clear()
        _TABLES["ru"] = Table(steps={"a {who} on foot": "пеший {кто}"})
        with pytest.raises(LanguageError, match="must have the fields of"):
            install(Registry())
        _TABLES["ru"] = Table(steps={"a {who} flies": "{who} летит"})
        with pytest.raises(LanguageError, match="no English step 'a {who} flies'"):
            install(Registry())
    finally:
        _TABLES.clear()
        _TABLES.update(saved)


def test_the_localised_vocabulary_is_current():
    from oracle.clarify.language import render_vocabulary

    assert (ROOT / "docs" / "steps-localised.md").read_text(encoding="utf-8") == render_vocabulary(), \
        "docs/steps-localised.md is stale: run python -m oracle.clarify.language"


def test_a_number_in_a_translated_outcome_reads_a_decimal_comma_as_russian_writes_it():
    # «29,5 см»: the English {cm:g} read in the phrase's language, with a decimal comma or a point
    assert localise_pattern('"{unit}" has {cm:g} cm of move left', "ru") == '"{unit:Name_ru}" has {cm:Number_ru} cm of move left'
    number = types_for("ru", loaded_only=True)["Number_ru"]
    assert number("29,5") == number("29.5") == 29.5 and number("30") == 30
    assert re.fullmatch(number.pattern, "29,5,1") is None
