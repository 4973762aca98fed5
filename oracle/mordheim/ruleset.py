"""The Mordheim ruleset object that the section modules register on."""

from oracle.engine.ruleset import Ruleset
from oracle.mordheim.state import MordheimTable

RULESET = Ruleset(id="mordheim", title="Mordheim", unit="in", state_model=MordheimTable)
