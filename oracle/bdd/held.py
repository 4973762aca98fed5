"""What a run holds of behave's model, and when it lets go of it.

behave parses every feature of the run before it runs any, and a scenario outline builds a
scenario for each row of its examples (every step deep-copied, with its outcome) and keeps
them.  A run of the oracle writes each scenario's result to disk as it ends, so it lets go of
what behave built as soon as it has run: the steps of an outline's scenario when the next
scenario starts, the built scenarios of a feature once the feature has run.  The run's memory
then holds the parsed features and the scenario being run, not every scenario of the run.
What was let go is built again, from the outline, if anything asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from behave.model import Rule, ScenarioOutline, ScenarioOutlineBuilder

@dataclass(frozen=True)
class Planned:
    """A scenario the run will run, as behave will build it: its effective tags, line and name."""

    tags: frozenset
    filename: str
    line: int
    name: str


def planned_scenarios(container):
    """Every scenario of a feature (or rule) as :class:`Planned`, an outline's rows without
    building them: the tags, line and name behave gives the scenario of a row (placeholders
    filled in), with none of its steps copied."""
    for item in container.run_items:
        if isinstance(item, Rule):
            yield from planned_scenarios(item)
        elif not isinstance(item, ScenarioOutline):
            yield Planned(frozenset(item.effective_tags), item.filename, item.line, item.name)
        else:
            builder = ScenarioOutlineBuilder(item.annotation_schema)
            inherited = item.effective_tags
            for e, example in enumerate(item.examples, start=1):
                if example.table is None:
                    continue
                example.index = e  # as behave numbers them when it builds the scenarios
                for r, row in enumerate(example.table, start=1):
                    row.index, row.id = r, f"{e}.{r}"
                    params = {"examples.name": example.name, "examples.index": str(e), "row.index": str(r),
                              "row.id": row.id}
                    tags = builder.make_row_tags(item.tags + example.tags, row, params)
                    name = builder.make_scenario_name(item.name, example, row, params)
                    yield Planned(frozenset(inherited.union(tags)), item.filename, row.line, name)


COUNTED = "oracle_counted"
"""Set on a scenario the tally has counted."""


@dataclass
class Tally:
    """What a run ran, counted as behave's model is let go (scenarios, steps, failed scenarios)."""

    scenarios: int = 0
    steps: int = 0
    failed: int = 0

    def add_scenario(self, scenario) -> None:
        if getattr(scenario, COUNTED, False):
            return  # counted already (when its steps were let go)
        setattr(scenario, COUNTED, True)
        self.scenarios += 1
        self.steps += sum(1 for _ in scenario.all_steps)
        if scenario.status.name not in ("passed", "skipped"):
            self.failed += 1

    def add(self, feature) -> None:
        for scenario in feature.walk_scenarios():
            self.add_scenario(scenario)


def let_go_of_scenario(scenario, tally: Tally) -> None:
    """A scenario of an outline that has run: counted, then its steps (copied for its row) let go.
    Its status, final once it has run, stays (behave's outline and feature read it)."""
    if getattr(scenario, "_row", None) is None or not scenario.steps or not scenario.status.is_final():
        return
    tally.add_scenario(scenario)
    scenario.steps = []


def let_go_of_feature(feature) -> None:
    """A feature that has run: the scenarios its outlines built are let go (built again on demand)."""
    for item in feature.run_items:
        if isinstance(item, Rule):
            let_go_of_feature(item)
        elif isinstance(item, ScenarioOutline):
            item._scenarios = []
            for example in item.examples:
                if example.table is not None:
                    example.table.modified = True  # behave builds the outline's scenarios again when asked
