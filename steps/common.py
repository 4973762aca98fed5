"""Steps every ruleset shares: named tables, scripted dice, rulings, refusals, exact chances, outcomes."""

import re

from oracle.bdd.compound import bounded_phrases, negated_pattern
from oracle.bdd.hooks import clause_tags, foreign_reading
from oracle.bdd.steps import games_loading, given, shape, then, typed
from oracle.bdd.world import all_outcome_patterns
from oracle.clarify.language import fill
from oracle.core.errors import RulingError
from oracle.core.rulings import Rulings
from oracle.engine.ruleset import rulesets_of


@given('the table "{name:Setup}"')
def step_table(context, name):
    """Set up a named table from scenarios/ (e.g. "lotow/horse-at-fence")."""
    context.world.load_table(name)


@given("the dice will show {dice:Dice}")
def step_dice(context, dice):
    """Script the dice for the next action, in the order the rules roll them."""
    context.world.script_dice(dice)


@given('the reading "{alternative}" of ruling {ruling:Clause}')
def step_reading(context, ruling, alternative):
    """Resolve this scenario under another reading of an unclear passage."""
    Rulings({ruling: alternative})
    foreign = foreign_reading(ruling, clause_tags(context.scenario.effective_tags))
    if foreign:  # it could change nothing in this scenario, which would pass or fail as under the default
        raise RulingError(f"{context.world.where}: {foreign}")
    # a reading the run forces (to compare readings side by side) beats the scenario's own
    context.world.read_ruling(ruling, alternative)


@then("the {what} is refused by rule {clause:Clause}")
def step_refused(context, what, clause):
    """The last action is forbidden by the rules, and this clause is the one that forbids it."""
    context.world.expect_refusal(clause)


@then("the chance that {outcome:Text} is {p:Probability}")
def step_chance(context, outcome, p):
    """The exact probability of an outcome over every roll of the actions whose dice were not given."""
    got = context.world.chance(outcome)
    assert got == p, f"the chance that {outcome} is {got}, not {p}"


@then("rule {clause:Clause} is applied")
def step_applied(context, clause):
    """The engine's trace names this clause."""
    clauses = {e.clause for e in context.world.events}
    assert clause in clauses, f"rule {clause} was not applied; the trace names {', '.join(sorted(clauses)) or 'nothing'}"


def _outcome_step(pattern, doc):
    def check(context, **kwargs):
        phrase = fill(pattern, kwargs)
        assert context.world.holds(phrase), f"expected: {phrase}; the table is: {context.world.table_said()}"

    check.__doc__ = f"Outcome {doc}"
    return check


_outcomes = all_outcome_patterns(games_loading())  # of the games the run's steps are loaded for
_shapes: dict[str, str] = {}
for _pattern, _doc in _outcomes.items():
    # "the {who} has fallen" and "the {mount} has fallen" read the same text: one step
    # serves both, and the world matches the phrase against the table's own ruleset.
    if shape(typed(_pattern)) not in _shapes:
        _shapes[shape(typed(_pattern))] = _pattern
        then(_pattern)(_outcome_step(_pattern, _doc))


# --- outcomes combined (oracle.bdd.compound): registered after every single outcome.  The
# negation of each outcome is its own step ("the rider is not thrown", "the horse does not clear
# the fence") unless the ruleset has that phrase already; a step that combined any two phrases
# would be ambiguous with them.
for _pattern, _doc in list(_outcomes.items()):
    _negated = negated_pattern(_pattern)
    if _negated is not None and shape(typed(_negated)) not in _shapes:
        _shapes[shape(typed(_negated))] = _negated
        then(_negated)(_outcome_step(_negated, f"the negation of: {_pattern}"))

_COUNT = re.compile(r"\{\w+:d\}")
_NUMBER = re.compile(r"\{\w+:[dg]\}")
"""A count is a whole number; an outcome that reads its number from the state (Outcome.measure) is
bounded as the number is, 3.5 included ("the {who} tumbled at most {n:g} yards")."""
for _rs in rulesets_of(games_loading()).values():  # "... suffers at least {count:d} falling hits"
    for _pattern, _outcome in _rs.outcomes.items():
        _fields = (_NUMBER if _outcome.measure else _COUNT).findall(_pattern)
        if len(_fields) != 1:
            continue
        # '"{unit}" may dash at most {cm:g} cm', "the battle is in turn {n:d} or later", never "in turn at least"
        for _bound, _said in bounded_phrases(_outcome, _fields[0]).items():
            if shape(typed(_said)) not in _shapes:
                _shapes[shape(typed(_said))] = _said
                then(_said)(_outcome_step(_said, f"the count bounded ({_bound}): {_pattern}"))

for _pattern, _doc in {
    "either {a:Text} or {b:Text}": "either of two outcomes holds",
    "neither {a:Text} nor {b:Text}": "neither of two outcomes holds",
    "at least one of the {rest:Text}": "the outcome holds for at least one of the models named (… of the rider and the passenger is thrown)",
    "none of the {rest:Text}": "the outcome holds for none of the models named",
    "all of the {rest:Text}": "the outcome holds for every model named (… of the rider and the passenger are thrown)",
}.items():
    then(_pattern)(_outcome_step(_pattern.replace("either ", "", 1) if _pattern.startswith("either ") else _pattern,
                                 _doc))
