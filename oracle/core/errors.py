"""Errors with messages a player or an implementer can act on.

Every error names what is wrong and where: the catalogue file and field, the setup
file and key, the scenario step, or the clause that forbids an action.
"""

from __future__ import annotations


class OracleError(Exception):
    """Base of every error this project raises on purpose."""


class CatalogueError(OracleError):
    """The rule catalogue (a YAML file or a source text) is inconsistent."""


class SetupError(OracleError):
    """A table setup or a characteristic is invalid (negative height, unknown key, ...)."""


class DiceError(OracleError):
    """Scripted dice do not fit the rolls: too few, left unused, or a face the die cannot show."""


class MissingDice(DiceError):
    """The rules rolled more dice than were scripted."""


class RulingError(OracleError):
    """An unknown ruling or alternative was named."""


class RuleViolation(OracleError):
    """An action the rules forbid.  Names the clause that forbids it."""

    def __init__(self, clause: str, message: str):
        self.clause = clause
        self.reason = message
        super().__init__(f"refused by rule {clause}: {message}")


class HookBoundary(OracleError):
    """A question whose answer lies in a rule the excerpt does not contain."""

    def __init__(self, hook: str, message: str):
        self.hook = hook
        super().__init__(f"outside the excerpt ({hook}): {message}")
