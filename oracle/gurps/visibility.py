"""能见度 — visibility, and 火把与手电 — torches and flashlights.

* an attacker who sees nothing rolls Hearing-2 (or uses some other means) to locate his foe, names a hex if it
  fails, attacks at -10 (-6 if used to blindness) and hits a random location
  (``gurps.visibility.blind-attacker.*``); an invisible foe is attacked at -6
  (``.invisible-foe``); a foe located in a smoke-filled hex at -4 with no Hearing roll
  (``.located-foe``), in the dark by the light of a torch too (ruling ``.light-and-smoke``), as an invisible
  foe is at -6 (ruling ``.light-and-invisible``); a foe in supernatural darkness as ruling
  ``.foe-in-supernatural-darkness`` reads "或是类似情况";
* a defender who cannot see his attacker dodges at -4, blocks or parries at -4 only
  after a Hearing-2 roll, cannot defend if unaware, and defends normally if only the
  attacker is in smoke or darkness (``.unseen-attacker.*``);
* a light source in line of sight turns -10 into -3 (in supernatural darkness as ruling
  ``.light-in-supernatural-darkness`` reads it); a torch is a baton with linked
  burning damage and sets oil and clothing alight (``.light-source``, ``.torch-*``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.numbers import Whole
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.gurps.common import note, sign
from oracle.gurps.ids import (
    HOOK_OTHER_LOCATING_MEANS, HOOK_RANDOM_HIT_LOCATION, HOOK_TORCH_BATON, RULING_VISIBILITY_ATTACKER_IN_SMOKE_SEES,
    RULING_VISIBILITY_FAILED_HEARING_HEX, RULING_VISIBILITY_FOE_IN_SUPERNATURAL_DARKNESS,
    RULING_VISIBILITY_IGNITION_TIMING, RULING_VISIBILITY_INVISIBLE_NEEDS_HEARING,
    RULING_VISIBILITY_LIGHT_AND_INVISIBLE, RULING_VISIBILITY_LIGHT_AND_SMOKE,
    RULING_VISIBILITY_LIGHT_IN_SUPERNATURAL_DARKNESS, RULING_VISIBILITY_LIGHT_REMOVES, RULING_VISIBILITY_LIGHT_SCOPE,
    VISIBILITY_BLIND_ATTACKER_FAILED_HEARING, VISIBILITY_BLIND_ATTACKER_LOCATE, VISIBILITY_BLIND_ATTACKER_PENALTY,
    VISIBILITY_BLIND_ATTACKER_RANDOM_LOCATION, VISIBILITY_INVISIBLE_FOE, VISIBILITY_LIGHT_SOURCE,
    VISIBILITY_LOCATED_FOE, VISIBILITY_SCOPE, VISIBILITY_TORCH_IGNITION, VISIBILITY_TORCH_WEAPON,
    VISIBILITY_UNSEEN_ATTACKER_ATTACKER_IN_SMOKE, VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY,
    VISIBILITY_UNSEEN_ATTACKER_DODGE, VISIBILITY_UNSEEN_ATTACKER_UNAWARE,
)
from oracle.gurps.ruleset import RULESET
from oracle.gurps.rolls import success_roll
from oracle.gurps.state import Character, GurpsTable, require


def light_counts(ctx: Context, a: Character, light_in_sight: bool) -> bool:
    """Whether a torch or flashlight in ``a``'s line of sight lessens his penalties (gurps.visibility.light-source):
    never for a blind man; in supernatural darkness as ruling gurps.visibility.light-in-supernatural-darkness reads
    "由于黑暗造成的" ("lifts": it is darkness too; "unlit": no light lessens it)."""
    if not light_in_sight or a.blind:
        return False
    return not a.supernatural_darkness or ctx.ruling(RULING_VISIBILITY_LIGHT_IN_SUPERNATURAL_DARKNESS) == "lifts"


def unseen(ctx: Context, a: Character, t: Character, light_in_sight: bool) -> Literal["smoke", "nothing", "invisible"] | None:
    """Which rule of 能见度 governs an attack of ``a`` on ``t``: "smoke" (gurps.visibility.located-foe), "nothing"
    (.blind-attacker.*, in the dark by the light of a torch .light-source too), "invisible" (.invisible-foe), or
    None: ``a`` sees ``t``. In the dark by the light of a torch a foe in smoke is as ruling .light-and-smoke reads
    him, an invisible foe as ruling .light-and-invisible does; a foe in supernatural darkness, to one outside it, as
    ruling .foe-in-supernatural-darkness reads "或是类似情况"; a foe outside the smoke ``a`` stands in, as ruling
    .attacker-in-smoke-sees reads what he sees from it ("sees-out": he sees him; "located": as a foe in smoke)."""
    sees_nothing = a.blind or a.in_darkness
    lit = a.in_darkness and light_counts(ctx, a, light_in_sight)
    if t.in_smoke and (not sees_nothing or (lit and ctx.ruling(RULING_VISIBILITY_LIGHT_AND_SMOKE) in ("located", "stack"))):
        return "smoke"
    if t.supernatural_darkness and not sees_nothing:
        like = ctx.ruling(RULING_VISIBILITY_FOE_IN_SUPERNATURAL_DARKNESS)
        return "smoke" if like == "like-smoke" else "invisible"
    if sees_nothing and not (t.invisible and lit and not t.in_smoke
                             and ctx.ruling(RULING_VISIBILITY_LIGHT_AND_INVISIBLE) != "light"):
        return "nothing"
    if t.invisible:
        return "invisible"
    if a.in_smoke and ctx.ruling(RULING_VISIBILITY_ATTACKER_IN_SMOKE_SEES) == "located":
        return "smoke"
    return None


def hidden(a: Character, t: Character) -> str:
    """What hides the foe ``t`` from the attacker ``a``, who sees around him."""
    if t.in_smoke:
        return "is in a smoke-filled hex"
    if t.invisible:
        return "is invisible"
    if t.supernatural_darkness:
        return "is in supernatural darkness"
    return f"is beyond the smoke {a.id} stands in"


def random_location(ctx: Context, a: Character, t: Character, light_in_sight: bool) -> str | None:
    """Why an attack of ``a`` on ``t`` takes a random hit location, or None if ``a`` may choose it.

    gurps.visibility.blind-attacker.random-location: "命中的部位必须随机决定", for an attacker who sees nothing and,
    by "使用上面的规则", for an invisible foe and a foe located in smoke; in the dark by the light of a torch, as ruling
    gurps.visibility.light-removes reads it."""
    case = unseen(ctx, a, t, light_in_sight)
    if case in ("smoke", "invisible"):
        return f"{t.id} {hidden(a, t)}"
    if case is None:
        return None
    if a.blind:
        return f"{a.id} is blind"
    if not light_counts(ctx, a, light_in_sight):
        return f"{a.id} is in total darkness"
    if ctx.ruling(RULING_VISIBILITY_LIGHT_REMOVES) == "sight-restored":
        return None
    return f"{a.id} is in total darkness, and the light of a torch lessens only the penalty"


@RULESET.action("attack-unseen-foe")
class AttackUnseenFoe(Action):
    """An attack by someone who cannot see his foe."""
    distinct = ("attacker", "target")

    attacker: str
    target: str
    hex: str | None = Field(default=None, min_length=1, description="The hex the attacker names if he cannot locate the foe")
    light_in_sight: bool = Field(default=False, description="A torch or flashlight is in the attacker's line of sight")
    other_means: Literal["found", "not found"] | None = Field(default=None, description=(
        "He seeks the foe by some other means than the Hearing-2 roll (或是使用某些其他方法, outside the excerpt), and "
        "whether they found him; none: he rolls Hearing-2 where the rules call for it"))


def other_means(ctx: Context, table: GurpsTable, a: Character, t: Character, means: str) -> GurpsTable:
    """gurps.visibility.blind-attacker.locate, "他可以进行听觉-2 检定——或是使用某些其他方法——来发现敌人的位置": the foe
    sought by some other means than Hearing, which found him or not (gurps.hook.other-locating-means); no roll."""
    found = means == "found"
    return note(ctx, table, VISIBILITY_BLIND_ATTACKER_LOCATE,
                f"{a.id} seeks {t.id} by some other means than Hearing ({HOOK_OTHER_LOCATING_MEANS}): they "
                + ("found him" if found else "did not find him"), located="yes" if found else "no")


@RULESET.handler(AttackUnseenFoe)
def attack_unseen_foe(ctx: Context, table: GurpsTable, action: AttackUnseenFoe) -> GurpsTable:
    """gurps.visibility.blind-attacker.*, .invisible-foe, .located-foe, .light-source; one who sees his foe is refused
    by gurps.visibility.scope, whose rules are those of one who cannot ("看不到对手").

    Ruling gurps.visibility.light-and-invisible: a torch lessens "由于黑暗造成的攻击检定的减值", the darkness's; by
    its light the attacker sees his surroundings and not the foe ("可以看见周围的东西：如果只有敌人是隐形的"), so by
    default an invisible foe is attacked at the invisible foe's -6 ("攻击的减值只有-6"), never at the light's -3.

    Ruling gurps.visibility.failed-hearing-hex: a named hex is required only when the attacker picks it.

    Ruling gurps.visibility.attacker-in-smoke-sees: an attacker in smoke whose foe stands outside it sees him
    ("sees-out": refused here, nothing limits his attack) or attacks him as a foe located in smoke ("located")."""
    a, t = table.get(action.attacker), table.get(action.target)
    sees_nothing = a.blind or a.in_darkness
    lit = a.in_darkness and light_counts(ctx, a, action.light_in_sight)
    case = unseen(ctx, a, t, action.light_in_sight)
    if case == "smoke":
        # ruling gurps.visibility.light-and-smoke (in the dark by the light of a torch): "located" the smoke's -4,
        # "stack" -4 and the darkness -3
        smoke_by_light = ctx.ruling(RULING_VISIBILITY_LIGHT_AND_SMOKE) if lit else None
        # "use the rules above, but no Hearing roll and only -4": the rest of the rules above
        # (the random hit location) still applies
        clause, modifier = VISIBILITY_LOCATED_FOE, ctx.value(VISIBILITY_LOCATED_FOE, "modifier")
        why = f"the foe is located: he {hidden(a, t)}: {sign(modifier)}"
        if smoke_by_light == "stack":
            darkness = ctx.value(VISIBILITY_LIGHT_SOURCE, "modifier")
            modifier += darkness
            why += f", and the darkness by the light of a torch {sign(darkness)}"
        table = note(ctx, table, clause, f"{t.id} is located, though he {hidden(a, t)}: no Hearing roll", located="yes")
    elif case == "nothing":
        clause = VISIBILITY_BLIND_ATTACKER_PENALTY
        modifier = ctx.value(clause, "used-to-blindness" if a.used_to_blindness else "blind")
        why = f"used to blindness: {sign(modifier)}" if a.used_to_blindness else sign(modifier)
        if lit:
            ctx.ruling(RULING_VISIBILITY_LIGHT_SCOPE)
            darkness, modifier = ctx.value(clause, "blind"), ctx.value(VISIBILITY_LIGHT_SOURCE, "modifier")
            clause, why = VISIBILITY_LIGHT_SOURCE, f"a light source in sight turns the darkness {darkness} into {modifier}"
            # ruling .light-removes: does the light lift only the penalty, or the whole of "sees nothing"?
            sees_nothing = ctx.ruling(RULING_VISIBILITY_LIGHT_REMOVES) == "penalty-only"
        if sees_nothing and action.other_means is not None:
            table = other_means(ctx, table, a, t, action.other_means)
        elif sees_nothing:
            hearing = ctx.value(VISIBILITY_BLIND_ATTACKER_LOCATE, "hearing")
            roll = success_roll(ctx, VISIBILITY_BLIND_ATTACKER_LOCATE, f"Hearing{sign(hearing)} to locate the foe",
                                a.hearing + hearing)
            table = note(ctx, table, VISIBILITY_BLIND_ATTACKER_LOCATE,
                         f"{a.id} sees nothing and rolls Hearing{sign(hearing)} to locate {t.id}",
                         located="yes" if roll.success else "no")
        else:
            table = note(ctx, table, VISIBILITY_LIGHT_SOURCE,
                         f"{a.id} sees {t.id} by the light: no Hearing roll, no random hit location", located="yes")
    else:
        # gurps.visibility.scope, "部分参战者看不到对手的情况会影响他们的攻击与防御": the rules are those of one who cannot
        # see his foe; one who sees him makes no attack on an unseen foe
        require(case == "invisible", VISIBILITY_SCOPE,
                f"{a.id} can see {t.id}: no rule of visibility limits the attack"
                + (" (ruling gurps.visibility.attacker-in-smoke-sees=sees-out: from the smoke he stands in he sees "
                   "the foe outside it)" if a.in_smoke and not t.in_smoke else ""))
        # ruling gurps.visibility.light-and-invisible (in the dark by the light of a torch): "invisible" the invisible
        # foe's -6, "stack" -6 and the darkness -3
        invisible_by_light = ctx.ruling(RULING_VISIBILITY_LIGHT_AND_INVISIBLE) if lit else None
        clause, modifier = VISIBILITY_INVISIBLE_FOE, ctx.value(VISIBILITY_INVISIBLE_FOE, "modifier")
        why = f"the foe {hidden(a, t)}: {sign(modifier)}"
        if invisible_by_light is not None:
            why += " (by the light of a torch he sees his surroundings, not the foe)"
        if invisible_by_light == "stack":
            darkness = ctx.value(VISIBILITY_LIGHT_SOURCE, "modifier")
            modifier += darkness
            why += f", and the darkness by the light of a torch {sign(darkness)}"
        if ctx.ruling(RULING_VISIBILITY_INVISIBLE_NEEDS_HEARING) != "hearing-required":
            table = table.answer("located", "yes")
        elif action.other_means is not None:  # "使用上面的规则": the other means of the rules above too
            table = other_means(ctx, table, a, t, action.other_means)
        else:
            hearing = ctx.value(VISIBILITY_BLIND_ATTACKER_LOCATE, "hearing")  # "使用上面的规则": the roll above
            roll = success_roll(ctx, VISIBILITY_INVISIBLE_FOE, f"Hearing{sign(hearing)} to locate the invisible foe",
                                a.hearing + hearing)
            table = table.answer("located", "yes" if roll.success else "no")
    if table.answered("located") == "no":
        if ctx.ruling(RULING_VISIBILITY_FAILED_HEARING_HEX) == "attacker-names":
            require(action.hex is not None, VISIBILITY_BLIND_ATTACKER_FAILED_HEARING,
                    f"{a.id} failed to locate {t.id} and must name the hex he attacks")
            hits_hex = action.hex == t.hex
            table = note(ctx, table, VISIBILITY_BLIND_ATTACKER_FAILED_HEARING,
                         f"{a.id} attacks hex {action.hex}; {t.id} is in hex {t.hex}: "
                         + ("the attack can reach him" if hits_hex else "the attack strikes empty air"),
                         target_hex="foe" if hits_hex else "empty")
        else:  # random-hex: the hex is picked at random, whatever hex the attacker may have named
            if action.hex is not None:
                ctx.emit(VISIBILITY_BLIND_ATTACKER_FAILED_HEARING,
                         f"{a.id} named hex {action.hex}, but the hex is chosen at random instead")
            t2 = t.add_pending(HOOK_RANDOM_HIT_LOCATION, VISIBILITY_BLIND_ATTACKER_FAILED_HEARING, "random hex (GM)")
            table = note(ctx, table, VISIBILITY_BLIND_ATTACKER_FAILED_HEARING, "the hex is chosen at random",
                         target_hex="random", put=t2)
    light = ctx.value(VISIBILITY_LIGHT_SOURCE, "modifier") if light_counts(ctx, a, action.light_in_sight) else None
    if light is not None and modifier < light and ctx.ruling(RULING_VISIBILITY_LIGHT_SCOPE) == "any-worse":
        ctx.emit(VISIBILITY_LIGHT_SOURCE, f"the light in sight caps the penalty at {light} (was {modifier})")
        modifier = light
    table = note(ctx, table, clause, f"{a.id} attacks at {sign(modifier)} ({why})", modifier=modifier)
    if sees_nothing or clause in (VISIBILITY_INVISIBLE_FOE, VISIBILITY_LOCATED_FOE):
        t = table.get(t.id).add_pending(HOOK_RANDOM_HIT_LOCATION, VISIBILITY_BLIND_ATTACKER_RANDOM_LOCATION,
                                        "hit location rolled on the hit location table")
        table = note(ctx, table, VISIBILITY_BLIND_ATTACKER_RANDOM_LOCATION,
                     "the hit location is random", location="random", put=t)
    return table


@RULESET.action("defend-unseen-attacker")
class DefendUnseenAttacker(Action):
    distinct = ("defender", "attacker")
    defender: str
    attacker: str
    defence: Literal["dodge", "block", "parry"]
    aware: bool = True


@RULESET.handler(DefendUnseenAttacker)
def defend_unseen_attacker(ctx: Context, table: GurpsTable, action: DefendUnseenAttacker) -> GurpsTable:
    """gurps.visibility.unseen-attacker.*: an attacker in smoke or supernatural darkness is seen coming only by a
    defender who sees and is not in it himself ("如果攻击者位于烟幕或是超自然黑暗中，但是防御者没有在里面，那么他可以正常
    防御，因为他可以看到武器打过来"); to a defender in the smoke too he is an attacker unseen (dodge -4, Hearing-2 to
    block or parry at -4). The rule is for an attacker unseen with his weapon ("攻击者( 包括他的武器) 是看不见的"):
    an invisible attacker whose weapon can be seen is defended against normally by a defender who sees."""
    d, a = table.get(action.defender), table.get(action.attacker)
    # 如果攻击者位于烟幕或是超自然黑暗中，但是防御者没有在里面: the smoke or the supernatural darkness is the attacker's
    # alone; "因为他可以看到武器打过来": only a defender who sees at all (not blind, not in darkness) sees it coming
    sees = not d.blind and not d.in_darkness
    shroud = None if not sees else "smoke" if a.in_smoke and not d.in_smoke else \
        "supernatural darkness" if a.supernatural_darkness else None
    if shroud is not None and not a.invisible:
        return note(ctx, table, VISIBILITY_UNSEEN_ATTACKER_ATTACKER_IN_SMOKE,
                    f"{a.id} is in {shroud} but {d.id} is not: {d.id} sees the weapon coming and defends normally",
                    modifier=0, defence=action.defence)
    # the attacker in smoke is unseen (看不见的) by a defender in the smoke himself: "但是防御者没有在里面" is not met,
    # and he does not see the weapon coming
    both_in_smoke = a.in_smoke and d.in_smoke
    # "如果攻击者( 包括他的武器) 是看不见的": an invisible attacker whose weapon can be seen is not unseen with his
    # weapon; a defender who sees, and is not in the smoke with him, sees the weapon coming
    if a.invisible and a.weapon_visible and sees and not both_in_smoke:
        return note(ctx, table, VISIBILITY_UNSEEN_ATTACKER_DODGE,
                    f"{a.id} is invisible but his weapon is not: {d.id} sees the weapon coming and defends normally",
                    modifier=0, defence=action.defence)
    require(a.invisible or d.blind or d.in_darkness or both_in_smoke, VISIBILITY_UNSEEN_ATTACKER_DODGE,
            f"{d.id} can see {a.id}")
    require(action.aware, VISIBILITY_UNSEEN_ATTACKER_UNAWARE, f"{d.id} does not know he is attacked: no defence")
    if action.defence == "dodge":
        modifier = ctx.value(VISIBILITY_UNSEEN_ATTACKER_DODGE, "modifier")
        return note(ctx, table, VISIBILITY_UNSEEN_ATTACKER_DODGE, f"{d.id} dodges an unseen attack at {modifier}",
                    modifier=modifier, defence="dodge")
    hearing = ctx.value(VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY, "hearing")
    roll = success_roll(ctx, VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY, f"Hearing{sign(hearing)} to {action.defence}",
                        d.hearing + hearing)
    if roll.success:
        modifier = ctx.value(VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY, "modifier")
        return note(ctx, table, VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY,
                    f"{d.id} hears the blow coming and may {action.defence} at {modifier}", modifier=modifier,
                    defence=action.defence)
    return note(ctx, table, VISIBILITY_UNSEEN_ATTACKER_BLOCK_PARRY,
                f"{d.id} fails the Hearing roll: he may not {action.defence}, only dodge", defence="dodge only")


@RULESET.action("strike-with-torch")
class StrikeWithTorch(Action):
    distinct = ("attacker", "target")
    attacker: str
    target: str


@RULESET.handler(StrikeWithTorch)
def strike_with_torch(ctx: Context, table: GurpsTable, action: StrikeWithTorch) -> GurpsTable:
    """gurps.visibility.torch-weapon: a baton with a linked 1 point of burning damage."""
    table.get(action.attacker)  # an id the table does not have is a setup error that names it
    t = table.get(action.target).add_pending(HOOK_TORCH_BATON, VISIBILITY_TORCH_WEAPON,
                                             "baton damage plus a linked 1 point of burning damage")
    return note(ctx, table, VISIBILITY_TORCH_WEAPON,
                f"{action.attacker} hits {t.id} with a torch: baton damage with a linked 1 point of burning",
                weapon="baton", burning=1, put=t)


@RULESET.action("hold-torch-to")
class HoldTorchTo(Action):
    who: str
    material: str = Field(min_length=1, description="What the torch is held to: oil, clothing, or anything else")
    seconds: Whole = Field(ge=0)


def ignition(ctx: Context) -> dict[str, tuple[tuple[int, str, bool], ...]]:
    """Seconds of a torch for each material the text names (gurps.visibility.torch-ignition): the seconds, what
    happens, and whether the text says "在N 秒后" (after N seconds, the wording ruling .ignition-timing reads)
    rather than "需要N 秒" (takes N seconds)."""
    return {"oil": ((ctx.value(VISIBILITY_TORCH_IGNITION, "oil"), "ignites", False),),
            "clothing": ((ctx.value(VISIBILITY_TORCH_IGNITION, "clothing-smoulders"), "smoulders", True),
                         (ctx.value(VISIBILITY_TORCH_IGNITION, "clothing-burns"), "burns", True))}


@RULESET.handler(HoldTorchTo)
def hold_torch_to(ctx: Context, table: GurpsTable, action: HoldTorchTo) -> GurpsTable:
    """gurps.visibility.torch-ignition: oil in 3 s; clothing smoulders after 4 s, burns after 10 s.

    Ruling gurps.visibility.ignition-timing (strictly-after) concerns only the times said with 后 (the clothing);
    oil "需要3 秒点燃" ignites once 3 seconds have passed under either reading."""
    table.get(action.who)  # the one holding the torch: a character on the table
    steps = ignition(ctx).get(action.material)
    if steps is None:
        return note(ctx, table, VISIBILITY_TORCH_IGNITION,
                    f"the text gives no time for {action.material}: the GM decides (gurps.hook.gm-ignition)",
                    fire="GM decides")
    # the ruling is asked only about a material whose times the text gives with 后
    strict = any(after for _, _, after in steps) and ctx.ruling(RULING_VISIBILITY_IGNITION_TIMING) == "strictly-after"
    state = "nothing"
    for seconds, word, after in steps:
        if action.seconds > seconds or (action.seconds == seconds and not (strict and after)):
            state = word
    return note(ctx, table, VISIBILITY_TORCH_IGNITION,
                f"after {action.seconds} s of a torch, the {action.material}: {state}", fire=state)
