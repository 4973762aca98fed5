"""One step phrase, one meaning: every step of every feature file matches exactly one definition."""

from pathlib import Path

from behave.matchers import ParseMatcher
from behave.parser import parse_file
from behave.runner import the_step_registry
from behave.runner_util import exec_file

from oracle.bdd import types

ROOT = Path(__file__).resolve().parent.parent


def test_every_feature_step_matches_exactly_one_step_definition():
    the_step_registry.clear()  # a run earlier in this process leaves its definitions there
    types.register()
    for path in sorted((ROOT / "steps").glob("*.py")):
        exec_file(str(path), {})
    from oracle.clarify.language import install

    install(the_step_registry)  # the Russian and Chinese phrasings, as behave's before_all hook does
    problems = []
    matched = {}  # (step type, text): its matching definitions; a text recurs across scenarios and outline rows
    read = {}  # (step type, text): the arguments its one definition reads, which must be those parse's whole
    # expression reads (the definitions read most texts from their fields' own expressions, not the whole one)
    for path in sorted((ROOT / "features").rglob("*.feature")):
        feature = parse_file(str(path))
        for scenario in feature.walk_scenarios():
            for step in scenario.all_steps if hasattr(scenario, "all_steps") else scenario.steps:
                key = (step.step_type, step.name)
                if key not in matched:
                    matched[key] = [m for m in the_step_registry.steps[step.step_type] if m.match(step.name)]
                    if len(matched[key]) == 1:
                        read[key] = _arguments(matched[key][0].match(step.name).arguments)
                        behave = _arguments(ParseMatcher.check_match(matched[key][0], step.name))
                        if read[key] != behave:
                            problems.append(f"{path.relative_to(ROOT)}:{step.line}: {step.name}: read {read[key]}, "
                                            f"parse's whole expression reads {behave}")
                matches = matched[key]
                if len(matches) != 1:
                    where = f"{path.relative_to(ROOT)}:{step.line}: {step.keyword} {step.name}"
                    problems.append(f"{where}: {len(matches)} definitions ({', '.join(m.pattern for m in matches)})")
    assert not problems, "\n".join(problems[:20])
    assert len(read) > 3000


def _arguments(arguments) -> list[tuple]:
    return [(a.name, a.value, a.start, a.end, a.original) for a in arguments]
