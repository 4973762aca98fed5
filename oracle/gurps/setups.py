"""Building GURPS tables from the players' words.

Default characteristics are setup values chosen for the scenarios, not rules of the
excerpt: a person has ST, DX, Will and Hearing 10 and Basic Move 5; a horse has ST 25,
DX 9, Basic Move 8, Size Modifier +1, two hexes, saddle and stirrups; a vehicle (a motorcycle)
has Basic Move 10 and two wheels, and no legs (gurps.high-speed.obstacles: 如果你有腿或类似结构).
"""

from __future__ import annotations

from typing import Any

from oracle.core.errors import SetupError
from oracle.core.state import validate_setup
from oracle.gurps.ids import MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, MOUNTED_WEAPONS_MOUNT_ATTACKED
from oracle.gurps.state import Character, GurpsTable

HORSE = dict(kind="mount", st=25, dx=9, basic_move=8, sm=1, hexes=2)

ATTRIBUTES = {
    "ST": "st", "DX": "dx", "Will": "will", "Hearing": "hearing", "Basic Move": "basic_move", "Move": "move",
    "Basic Air Move": "basic_air_move", "Basic Water Move": "basic_water_move", "top speed": "top_speed",
    "top airspeed": "top_speed", "Size Modifier": "sm", "encumbrance level": "encumbrance", "a step of": "step",
    "a shock penalty of": "shock_penalty", "a fall height of": "fall_height", "an untrained penalty of": "untrained_penalty",
}
SKILL_NAMES = {"Riding": "riding", "Broadsword": "melee", "Bow": "ranged", "Guns": "ranged", "Lance": "lance",
               "Acrobatics": "acrobatics", "Jumping": "jumping", "Animal Handling": "animal-handling",
               "Aerobatics": "aerobatics", "Driving": "driving"}

CONDITIONS = {
    "is blind": {"blind": True},
    "is used to blindness": {"used_to_blindness": True},
    "is in total darkness": {"in_darkness": True},
    "is in supernatural darkness": {"in_darkness": True, "supernatural_darkness": True},
    "is invisible": {"invisible": True},
    "is invisible, but not his weapon": {"invisible": True, "weapon_visible": True},
    "is in a smoke-filled hex": {"in_smoke": True},
    "has Enhanced Move": {"enhanced_move": True},
    "has Combat Reflexes": {"combat_reflexes": True},
    "is a player character": {"player_character": True},
    "has no legs": {"legs": False},
    "rides hands free": {"hands_on_reins": 0},
    "holds the reins in one hand": {"hands_on_reins": 1},
    "has no stirrups": {"stirrups": False},
    "has no saddle": {"saddle": False},
    "is frightened": {"frightened": True, "obeys": False},
    "is exhausted": {"exhausted": True},  # the out-of-control table's 6-7, before the fight
    "has a slipped saddle": {"saddle_slipped": True},  # the out-of-control table's 11, before the fight
    "is unconscious": {"conscious": False},
    "attacked last turn": {"attacked_last_turn": True},
    "wears iron horseshoes": {"iron_shoes": True},
    "flies": {"medium": "air"},
    "swims": {"medium": "water"},
    "can hover": {"flight_limit": "none"},  # Flight without Cannot Hover, Controlled Gliding or Gliding
    "cannot hover": {"flight_limit": "cannot-hover"},
    "glides": {"flight_limit": "gliding"},
    "is stalled": {"stalled": True},
    "hangs off the side of his mount": {"stunt": "hang-off"},
    "is a trained mount without war training": {"training": "trained"},
    "is an untrained mount": {"training": "untrained"},
    "is a 3-hex mount": {"hexes": 3},
    "is a 1-hex mount": {"hexes": 1},
    "has no Riding skill": {},
}
NO_SKILL = {"has no Riding skill": "riding"}


def empty() -> GurpsTable:
    return GurpsTable()


def person(t: GurpsTable, ident: str, **fields: Any) -> GurpsTable:
    return t.add(Character(id=ident, **fields))


def rider_on(t: GurpsTable, rider: str, mount: str, training: str = "war", riding: int = 12) -> GurpsTable:
    t = t.add(Character(id=mount, training=training, **HORSE))
    return t.add(Character(id=rider, riding_on=mount, seat="controller", posture="mounted", skills=(("riding", riding),)))


def horse(t: GurpsTable, mount: str, training: str = "war") -> GurpsTable:
    return t.add(Character(id=mount, training=training, **HORSE))


def passenger(t: GurpsTable, who: str, controller: str) -> GurpsTable:
    mount = t.get(controller).riding_on
    if mount is None:
        raise SetupError(f"{controller} rides nothing, so no one can ride behind him")
    if any(c.seat == "passenger" for c in t.riders_of(mount)):
        raise SetupError(f"{mount} already carries a passenger behind {controller}: a mount carries one "
                         "(rule gurps.mounted-defence.multiple-riders.controller)")
    return t.add(Character(id=who, riding_on=mount, seat="passenger", posture="mounted"))


def on_vehicle(t: GurpsTable, rider: str, vehicle: str, driving: int) -> GurpsTable:
    t = t.add(Character(id=vehicle, kind="vehicle", basic_move=10, wheels=2, legs=False, skills=()))
    return t.add(Character(id=rider, riding_on=vehicle, seat="controller", posture="mounted", skills=(("driving", driving),)))


def set_value(t: GurpsTable, who: str, name: str, value: int) -> GurpsTable:
    """Set an attribute or skill, validated at once: Riding 0 is refused naming the skill."""
    c = t.get(who)
    if name in SKILL_NAMES:
        c = c.with_skill(SKILL_NAMES[name], value)
    elif name in ATTRIBUTES:
        c = c.evolve(**{ATTRIBUTES[name]: value})
    else:
        raise SetupError(f"unknown characteristic {name!r} (known: {', '.join([*ATTRIBUTES, *SKILL_NAMES])})")
    return t.put(validate_setup(Character, c.model_dump(), f"{who}: {name}"))


LASTING = {
    "attacked last turn": ("attacked_last_turn", MOUNTED_WEAPONS_MOUNT_ATTACKED, False),
    "hangs off the side of his mount": ("stunt", MOUNTED_WEAPONS_ACROBATICS_HANG_OFF, None),
}
"""Conditions the text bounds in time: set in the current second, they lapse when it has passed."""


def condition(t: GurpsTable, who: str, phrase: str) -> GurpsTable:
    c = t.get(who)
    if phrase in NO_SKILL:
        c = c.evolve(skills=tuple((n, v) for n, v in c.skills if n != NO_SKILL[phrase]))
    t = t.put(validate_setup(Character, {**c.model_dump(), **CONDITIONS[phrase]}, f"{who}: {phrase}"))
    if phrase in LASTING:
        effect, clause, lapsed = LASTING[phrase]
        t = t.lasts(who, effect, clause, 0, lapsed)
    return t


def velocity(t: GurpsTable, who: str, v: int) -> GurpsTable:
    c = t.get(who)
    return t.put(c.evolve(velocity=v, high_speed=v > c.base_move()))


def change(t: GurpsTable, who: str, **fields: Any) -> GurpsTable:
    return t.put(t.get(who).evolve(**fields))
