"""Running behave from the ``oracle`` command, with the project's own error messages."""

from __future__ import annotations

import difflib
import functools
import re

from oracle.core.errors import OracleError


class FeatureError(OracleError):
    """A feature file cannot be read (malformed Gherkin)."""


def _quick_context_class():
    """behave's Context, recording where an attribute was set from the caller's frame.

    behave's ``Context.__setattr__`` calls ``traceback.extract_stack`` on every attribute
    it or a step sets (``context.table``, ``context.world``, ...), to name that place if
    the attribute is masked later.  Building the whole stack summary costs about 30% of a
    run with trivial steps; the caller's file, line and function are all the masking
    warning prints, and reading them off the frame is cheap.  Behaviour is otherwise
    behave's own: same layers, same masking warnings.
    """
    import sys

    from behave.runner import Context

    class QuickContext(Context):
        def __setattr__(self, attr, value):
            if attr[0] == "_":
                self.__dict__[attr] = value
                return
            for frame in self._stack[1:]:
                if attr in frame:
                    record = self._record[attr]
                    self._emit_warning(attr, {"attr": attr, "filename": record[0], "line": record[1],
                                              "function": record[3]})
            caller = sys._getframe(1)
            code = caller.f_code
            self._record[attr] = (code.co_filename, caller.f_lineno, code.co_name, code.co_name)
            self._stack[0][attr] = value
            if attr not in self._origin:
                self._origin[attr] = self._mode

    return QuickContext


class _RememberedMatches:
    """behave's step registry, remembering which definition each step text matched.

    behave tries every step pattern of the run, in order, for every step it runs; with
    several rulesets that is hundreds of ``parse`` attempts per step.  The first
    definition that matched a text is kept (keyed by step type and text, and by the
    number of definitions, so that a definition added later starts afresh) and asked
    first the next time: the same definition would win again, and its match (with the
    converted parameters) is made anew for every step as behave does.
    """

    def __init__(self, registry):
        self._registry = registry
        self._found: dict = {}

    def __getattr__(self, name):
        return getattr(self._registry, name)

    def find_match(self, step):
        registry = self._registry
        key = (step.step_type, step.name, sum(len(v) for v in registry.steps.values()))
        matcher = self._found.get(key)
        if matcher is not None:
            return matcher.match(step.name)
        candidates = list(registry.steps[step.step_type])
        if step.step_type != "step":
            candidates += registry.steps["step"]
        for matcher in candidates:
            result = matcher.match(step.name)
            if result:
                self._found[key] = matcher
                return result
        return None


@functools.lru_cache(maxsize=1)
def _runner_class():
    from behave.runner import Context, Runner

    quick = _quick_context_class()

    class OracleRunner(Runner):
        """behave's Runner with the cheaper context (see :func:`_quick_context_class`) and a
        step registry that remembers which definition matched a step text (:class:`_RememberedMatches`)."""

        def __init__(self, config):
            super().__init__(config)
            from behave.runner import the_step_registry

            self.step_registry = _RememberedMatches(the_step_registry)

        def load_hooks(self, *args, **kwargs):
            # called by run_with_paths right after it made the run's Context
            if type(self.context) is Context:
                object.__setattr__(self.context, "__class__", quick)  # Context.__setattr__ would keep it in __dict__
            return super().load_hooks(*args, **kwargs)

    return OracleRunner


def make_runner(args: list[str]):
    """A behave runner for command-line style arguments, with a fresh step registry.

    behave keeps one global step registry for the process; it is emptied here so that a
    second run in the same process (another steps folder, the benchmark) starts clean.
    """
    from behave.configuration import Configuration
    from behave.runner import the_step_registry
    from behave.runner_util import reset_runtime

    config = Configuration(args)
    if not config.format:
        config.format = [config.default_format]
    reset_runtime()
    the_step_registry.clear()
    return _runner_class()(config)


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
