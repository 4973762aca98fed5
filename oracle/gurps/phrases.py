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

ATTR_RE = "|".join(sorted((*setups.ATTRIBUTES, *setups.SKILL_NAMES), key=len, reverse=True))
COND_RE = "|".join(sorted(setups.CONDITIONS, key=len, reverse=True))
REPORTS = {
    "turning radius": "radius", "starting velocity cap": "cap", "fire": "fire", "movement cost": "cost",
    "seat": "seat_hex", "breathing": "breathing", "re-cinching time": "time", "time to change posture": "seconds",
    "extra retreat bonus": "extra_bonus", "aiming benefit": "aim_benefit", "damage bonus": "damage_bonus",
    "lance dice": "damage_dice", "damage type": "damage_type", "damage": "damage", "hit location": "location",
    "number of hexes": "hexes", "height difference in feet": "height_feet", "height rule": "levels", "panic": "panic",
    "speed modifier": "speed_modifier", "movement points": "points", "target hex": "target_hex", "defence": "defence",
    "effective skill": "effective", "number of manoeuvres": "manoeuvres", "top airspeed": "top_airspeed",
    "Basic Air Move": "air_move", "tumble": "tumble", "velocity": "velocity", "step": "step", "mount": "mount",
    "sheathing": "sheathed", "steps it takes": "seconds", "posture": "counts_as", "roll": "roll", "damage from falling": "damage",
    "landing": "landed", "pace": "pace", "dismount": "dismounted", "obstacle": "obstacle", "hands": "hands",
}
REPORT_RE = "|".join(sorted(REPORTS, key=len, reverse=True))


@parse.with_pattern(ATTR_RE)
def _attr(text):
    return text


@parse.with_pattern(COND_RE)
def _cond(text):
    return text


@parse.with_pattern(r"[+-]?\d+")
def _mod(text):
    return int(text)


@parse.with_pattern(r"war-trained|trained|untrained")
def _training(text):
    return {"war-trained": "war"}.get(text, text)


@parse.with_pattern(REPORT_RE)
def _report(text):
    return text


@parse.with_pattern(r"dodge|block|parry")
def _defence(text):
    return text


@parse.with_pattern(r"wild swing|stab in the dark|grenade fragment")
def _wild(text):
    return text


@parse.with_pattern("|".join(sorted(MANEUVERS, key=len, reverse=True)))
def _maneuver(text):
    return MANEUVERS[text]


@parse.with_pattern(r"dodge|retreat|drop")
def _speed_defence(text):
    return text


@parse.with_pattern(r"sideways|backward")
def _direction(text):
    return text


@parse.with_pattern(r"standing|kneeling|sitting|crawling|prone")
def _posture(text):
    return text


@parse.with_pattern(r"charge into an obstacle|charge over an obstacle|enter bad footing|jump|turn sharply")
def _danger(text):
    return text


@parse.with_pattern(r"jump|sharp turn|hard stop")
def _hard(text):
    return text


@parse.with_pattern(r"walk|trot|gallop")
def _pace(text):
    return text


@parse.with_pattern(r"bite|kick|trample")
def _mount_attack(text):
    return text


@parse.with_pattern("|".join(WEAPONS))
def _weapon(text):
    return WEAPONS[text]


@parse.with_pattern(r"dodge|parry|block")
def _mounted_defence(text):
    return text


@parse.with_pattern(r"away|up|down|out of the plane")
def _retreat(text):
    return text


@parse.with_pattern(r"trace atmosphere|vacuum")
def _thin(text):
    return text


def register() -> None:
    """Register the GURPS phrase types with behave; every steps module calls it, since behave
    forgets its types when it resets its runtime before another run in the same process."""
    register_type(
        GurpsAttr=_attr, GurpsCondition=_cond, GurpsMod=_mod, GurpsTraining=_training, GurpsReport=_report,
        GurpsDefence=_defence, GurpsWild=_wild, GurpsManeuver=_maneuver, GurpsSpeedDefence=_speed_defence,
        GurpsDirection=_direction, GurpsPosture=_posture, GurpsDanger=_danger, GurpsHard=_hard, GurpsPace=_pace,
        GurpsMountAttack=_mount_attack, GurpsWeapon=_weapon, GurpsMountedDefence=_mounted_defence,
        GurpsRetreat=_retreat, GurpsThinAir=_thin,
    )


register()
