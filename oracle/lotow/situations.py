"""Legal Legends of the Old West situations for differential fuzzing (:mod:`oracle.engine.fuzz`).

``SITUATIONS`` maps an action name to a function giving a hypothesis strategy of
``(table, action)``.  The tables are small and legal (ids unique, seats consistent);
the action may still be one the rules refuse, which is part of what is compared.
Positions are multiples of half an inch so that every engine computes them exactly.
"""

from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from oracle.core.geometry import Point
from oracle.engine.ruleset import Action
from oracle.lotow.ids import MOUNTED_THROWN_RIDER_1, MOUNTED_THROWN_RIDER_2_5
from oracle.lotow.mounted_fighters import Dismount
from oracle.lotow.passengers import Strike
from oracle.lotow.state import Fighter, Hit, LotowTable, Mount
from oracle.lotow.thrown_riders import RollThrownRider

_half = st.integers(-8, 8).map(lambda n: n / 2)
_point = st.builds(Point, x=_half, y=_half)


@st.composite
def _fighter(draw: st.DrawFn, ident: str, thrown_before: bool = False) -> Fighter:
    fields = dict(id=ident, engaged=draw(st.booleans()), posture=draw(st.sampled_from(["standing", "prone"])),
                  base_radius=draw(st.sampled_from([0.5, 1.0])),
                  hits=tuple(draw(st.lists(st.builds(Hit, strength=st.integers(1, 4), clause=st.just(MOUNTED_THROWN_RIDER_1)), max_size=1))),
                  has_foot_model=not draw(st.booleans()), move_used=draw(st.sampled_from([0.0, 0.5])))
    if thrown_before and draw(st.booleans()):
        fields.update(thrown=True, stopped_by=MOUNTED_THROWN_RIDER_2_5, turn_over_by=MOUNTED_THROWN_RIDER_2_5)
    return Fighter(**fields)


@st.composite
def _table(draw: st.DrawFn, thrown_before: bool = False) -> LotowTable:
    kind = draw(st.sampled_from(["horse", "mule"]))
    rider = draw(_fighter("rider", thrown_before))
    fighters = [rider]
    passenger = None
    if draw(st.booleans()):
        fighters.append(draw(_fighter("passenger", thrown_before)))
        passenger = "passenger"
    if draw(st.booleans()):
        fighters.append(draw(_fighter("walker", thrown_before)))
    ridden = draw(st.booleans()) or passenger is not None
    mount = Mount(id=kind, kind=kind, move=10.0 if kind == "horse" else 8.0, owner="rider",
                  rider="rider" if ridden else None, passenger=passenger if ridden else None,
                  position=draw(_point), base_radius=draw(st.sampled_from([1.0, 1.5])))
    return LotowTable(fighters=tuple(fighters), mounts=(mount,))


def _with(action: Callable[[str], Action]) -> Callable[..., st.SearchStrategy]:
    @st.composite
    def situation(draw: st.DrawFn, thrown_before: bool = False) -> tuple[LotowTable, Action]:
        table = draw(_table(thrown_before))
        who = draw(st.sampled_from([f.id for f in table.fighters]))
        return table, action(who)

    return situation


SITUATIONS = {
    "roll-thrown-rider": lambda: _with(lambda who: RollThrownRider(fighter=who))(),
    "strike": lambda: _with(lambda who: Strike(fighter=who))(thrown_before=True),
    "dismount": lambda: _with(lambda who: Dismount(fighter=who))(),
}
