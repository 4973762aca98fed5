"""Steps that give a table and an action as data (YAML), for any ruleset.

Differential fuzzing (``oracle fuzz``) prints its smallest disagreements with these
steps, so they can be pasted into a feature file as they are::

    Given the lotow table:
      \"\"\"
      fighters: [{id: rider}]
      mounts: [{id: horse, kind: horse, move: 10.0, rider: rider}]
      \"\"\"
    When the roll-thrown-rider action is taken and the die shows 1:
      \"\"\"
      fighter: rider
      \"\"\"
    Then the table is:
      \"\"\"
      ...
      \"\"\"
"""

import yaml

from oracle.bdd.steps import given, then, when
from oracle.core import yamlfile
from oracle.core.errors import SetupError
from oracle.core.state import validate_setup
from oracle.engine.compare import first_difference
from oracle.engine.ruleset import ruleset as get_ruleset


def _data(context) -> dict:
    try:
        data = yamlfile.load(context.text or "") or {}
    except yaml.YAMLError as exc:  # a key twice, too: YAML readers keep the last without a word
        line = yamlfile.line_of(exc)
        raise SetupError(f"{context.world.where}: the text block is not valid YAML"
                         f"{'' if line is None else f' (its line {line})'}: {yamlfile.problem(exc)}") from None
    if not isinstance(data, dict):
        raise SetupError(f"{context.world.where}: the text block must be a mapping of fields")
    return data


@given("the {ruleset} table:")
def table_as_data(context, ruleset):
    """The whole table as YAML in a text block, validated against the ruleset's table model."""
    rs = get_ruleset(ruleset)
    context.world.use(rs.id, validate_setup(rs.state_model, _data(context), context.world.where))


def _act(context, action, dice=None):
    world = context.world
    if world.ruleset is None:
        raise SetupError(f"{world.where}: no table is set up yet")
    world.act(world.ruleset.parse_action({"action": action, **_data(context)}, world.where), dice)


@when("the {action} action is taken and the die shows {dice:Dice}:")
def action_with_die(context, action, dice):
    """An action of the table's ruleset, its fields as YAML in a text block, with one scripted die."""
    _act(context, action, dice)


@when("the {action} action is taken and the dice show {dice:Dice}:")
def action_with_dice(context, action, dice):
    """An action of the table's ruleset, its fields as YAML in a text block, with scripted dice."""
    _act(context, action, dice)


@when("the {action} action is taken:")
def action_as_data(context, action):
    """An action of the table's ruleset, its fields as YAML in a text block."""
    _act(context, action)


@then("the table is:")
def table_is(context):
    """The whole table after the actions equals this one on what the rules decide (YAML; fields left
    out take their defaults; fields the rules leave free are compared by the rule's predicate)."""
    world = context.world
    expected = validate_setup(world.ruleset.state_model, _data(context), world.where)
    got = world.current()
    diff = first_difference(world.ruleset.state_model, expected, got)
    if diff is not None:
        where, x, y = diff
        raise AssertionError(f"expected {where} to be {x!r}, but it is {y!r}")
