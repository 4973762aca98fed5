"""The Legends of the Old West ruleset object that the section modules register on."""

from oracle.engine.ruleset import Ruleset
from oracle.lotow.state import LotowTable

RULESET = Ruleset(id="lotow", title="Legends of the Old West", unit="in", state_model=LotowTable)
