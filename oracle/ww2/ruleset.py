"""The WWII ruleset object that the section modules register on."""

from oracle.engine.ruleset import Ruleset
from oracle.ww2.state import Ww2Table

RULESET = Ruleset(id="ww2", title="WWII miniatures (Russian rules)", unit="cm", state_model=Ww2Table)
