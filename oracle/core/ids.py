"""The types of the ids rule code cites: a clause, a ruling, a hook.

Each ruleset declares its ids once, as typed constants generated from its catalogue
(``oracle/<ruleset>/ids.py``, written by ``python -m oracle.catalogue --write-ids``); rule
code imports them by name, so a misspelt id is an import error rather than a silent miss.
At run time each is the id string itself.
"""

from __future__ import annotations

from typing import NewType

ClauseId = NewType("ClauseId", str)
RulingId = NewType("RulingId", str)
HookId = NewType("HookId", str)
