"""The GURPS step vocabulary: typed phrases shared by every ``steps/gurps_*.py`` module.

Each type reads a closed list of words (a manoeuvre, a defence, a condition), so a
GURPS phrase cannot swallow another ruleset's words.  :func:`register` is called by
each steps module; behave needs the types before it compiles a pattern.
"""

import parse
from behave import register_type

from oracle.gurps import setups

MANEUVERS = {"Move": "move", "Move and Attack": "move-and-attack", "Attack": "attack", "All-Out Attack": "all-out-attack",
             "Ready": "ready", "Aim": "aim", "Change Posture": "change-posture", "Do Nothing": "do-nothing",
             "Concentrate": "concentrate", "All-Out Defense": "all-out-defense"}

WEAPONS = {"broadsword": "melee", "bow": "ranged", "gun": "ranged", "lance": "lance"}

REPORTS = {
    "turning radius": "radius", "starting velocity cap": "cap", "fire": "fire", "movement cost": "cost",
    "seat": "seat_hex", "breathing": "breathing", "re-cinching time": "time", "time to change posture": "seconds",
    "extra retreat bonus": "extra_bonus", "aiming benefit": "aim_benefit", "damage bonus": "damage_bonus",
    "lance dice": "damage_dice", "damage cap": "damage_cap", "damage type": "damage_type", "damage": "damage", "hit location": "location",
    "number of hexes": "hexes", "height difference in feet": "height_feet", "height rule": "levels", "panic": "panic",
    "speed modifier": "speed_modifier", "movement points": "points", "target hex": "target_hex", "defence": "defence",
    "effective skill": "effective", "number of manoeuvres": "manoeuvres", "top airspeed": "top_airspeed",
    "Basic Air Move": "air_move", "tumble": "tumble", "velocity": "velocity", "step": "step", "mount": "mount",
    "sheathing": "sheathed", "steps it takes": "seconds", "posture": "counts_as", "roll": "roll", "damage from falling": "damage",
    "landing": "landed", "burning damage": "burning", "pace": "pace", "dismount": "dismounted", "obstacle": "obstacle", "hands": "hands",
}


def words(*choices: str, meaning: dict[str, str] | None = None):
    """A step type that reads one of a closed list of words (longest first), optionally mapped."""
    meaning = meaning or {}

    @parse.with_pattern("|".join(sorted(choices, key=len, reverse=True)))
    def read(text: str) -> str:
        return meaning.get(text, text)

    return read


@parse.with_pattern(r"[+-]?\d+")
def _mod(text: str) -> int:
    return int(text)


TYPES = {
    "GurpsAttr": words(*setups.ATTRIBUTES, *setups.SKILL_NAMES),
    "GurpsCondition": words(*setups.CONDITIONS),
    "GurpsMod": _mod,
    "GurpsTraining": words("war-trained", "trained", "untrained", meaning={"war-trained": "war"}),
    "GurpsReport": words(*REPORTS),
    "GurpsDefence": words("dodge", "block", "parry"),
    "GurpsWild": words("wild swing", "stab in the dark", "grenade fragment"),
    "GurpsManeuver": words(*MANEUVERS, meaning=MANEUVERS),
    "GurpsSpeedDefence": words("dodge", "retreat", "drop"),
    "GurpsDirection": words("sideways", "backward"),
    "GurpsPosture": words("standing", "kneeling", "sitting", "crawling", "prone"),
    "GurpsDanger": words("charge into an obstacle", "charge over an obstacle", "enter bad footing", "jump", "turn sharply"),
    "GurpsHard": words("jump", "sharp turn", "hard stop"),
    "GurpsPace": words("walk", "trot", "gallop"),
    "GurpsMountAttack": words("bite", "kick", "trample"),
    "GurpsWeapon": words(*WEAPONS, meaning=WEAPONS),
    "GurpsMountedDefence": words("dodge", "parry", "block"),
    "GurpsRetreat": words("away", "up", "down", "out of the plane"),
    "GurpsThinAir": words("trace atmosphere", "vacuum"),
}


def register() -> None:
    """Register the GURPS phrase types with behave; every steps module calls it, since behave
    forgets its types when it resets its runtime before another run in the same process."""
    register_type(**TYPES)


register()
