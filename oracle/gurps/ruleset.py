"""The GURPS 4th edition combat ruleset object that the section modules register on."""

from oracle.engine.ruleset import Ruleset
from oracle.gurps.state import GurpsTable

RULESET = Ruleset(id="gurps", title="GURPS 4th edition combat", unit="yd", state_model=GurpsTable)
