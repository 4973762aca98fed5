"""Running behave from the ``oracle`` command, with the project's own error messages."""

from __future__ import annotations

import difflib
import re

from oracle.core.errors import OracleError


class FeatureError(OracleError):
    """A feature file cannot be read (malformed Gherkin)."""


def make_runner(args: list[str]):
    """A behave runner for command-line style arguments, with a fresh step registry.

    behave keeps one global step registry for the process; it is emptied here so that a
    second run in the same process (another steps folder, the benchmark) starts clean.
    """
    from behave.configuration import Configuration
    from behave.runner import Runner, the_step_registry
    from behave.runner_util import reset_runtime

    config = Configuration(args)
    if not config.format:
        config.format = [config.default_format]
    reset_runtime()
    the_step_registry.clear()
    return Runner(config)


def run_behave(args: list[str]) -> int:
    """Run behave with command-line style arguments; return 0 when every scenario passed."""
    from behave.exception import ConfigError
    from behave.parser import ParserError

    try:
        failed = make_runner(args).run()
    except ParserError as exc:
        raise FeatureError(f"malformed feature file: {exc}") from None
    except ConfigError as exc:
        raise OracleError(f"behave configuration: {exc}") from None
    return 1 if failed else 0


def nearest_steps(registry, step_type: str, text: str, n: int = 3) -> list[str]:
    """The known step phrasings closest to an unknown step, for the error message."""
    patterns = []
    for kind in (step_type, "step"):
        for matcher in registry.steps.get(kind, []):
            patterns.append(matcher.pattern)
    readable = {re.sub(r"\{(\w+)(?::\w+)?\}", r"<\1>", p): p for p in patterns}
    probe = re.sub(r"\d+(?:[.,]\d+)?\"?", "<n>", text)
    near = difflib.get_close_matches(probe, list(readable), n=n, cutoff=0.3)
    return [f"{step_type.capitalize()} {p}" for p in near]
