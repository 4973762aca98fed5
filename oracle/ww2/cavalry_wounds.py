"""РАНЫ. Кавалерийский Отряд — wounds on a cavalry unit, and riderless mounts.

* A cavalry model has 3 wounds: 2 on the mount, 1 on the rider (``ww2.cavalry-wounds.profile``).
* Hits are allocated three to a model in order, going round when there are more
  (``...allocation.order``, ``...allocation.example-three-models``, ``...allocation.cycling``),
  before any rider-or-mount roll or save (``...allocation.before-rolls``); hits left on a
  dead model are lost (``...allocation.no-reallocation``).
* One die per hit: 5-6 rider, 1-4 mount; a Veteran Rider is hit on a 6 only, a 5 hits the
  mount (``...rider-or-mount.*``). Templates hit both (``...template``). Saves are taken
  for the pair, for each hit (``...saves``; the order of the dice: ruling ``ww2.cavalry-wounds.dice-order``;
  a hit on a part already dead: ruling ``ww2.cavalry-wounds.dead-part-save``). Excess wounds stay on their part
  (``...excess-per-part``). A dead rider may still be saved by a medic; a mount dies at
  once (``...medic``).
* When every rider died in the shooting phase the mounts flee until they leave the table
  (``...riderless.flee``); an infantry or cavalry unit in base contact may stop them on
  5+ (``...riderless.stop``); on a 1 they trample it (``...riderless.trample``).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import Field

from oracle.core.dice import MOST_REPEATS
from oracle.core.errors import HookBoundary, SetupError
from oracle.core.geometry import distance
from oracle.core.measure import EPSILON, Centimetres
from oracle.core.numbers import Whole
from oracle.core.resolve import Context, repeats
from oracle.core.state import Names
from oracle.engine.ruleset import Action
from oracle.ww2.ids import (
    CAVALRY_WOUNDS_ALLOCATION_BEFORE_ROLLS, CAVALRY_WOUNDS_ALLOCATION_CYCLING,
    CAVALRY_WOUNDS_ALLOCATION_EXAMPLE_THREE_MODELS, CAVALRY_WOUNDS_ALLOCATION_NO_REALLOCATION,
    CAVALRY_WOUNDS_ALLOCATION_ORDER, CAVALRY_WOUNDS_EXCESS_PER_PART, CAVALRY_WOUNDS_MEDIC, CAVALRY_WOUNDS_PROFILE,
    CAVALRY_WOUNDS_RIDERLESS_FLEE, CAVALRY_WOUNDS_RIDERLESS_STOP, CAVALRY_WOUNDS_RIDERLESS_TRAMPLE,
    CAVALRY_WOUNDS_RIDER_OR_MOUNT_1_4, CAVALRY_WOUNDS_RIDER_OR_MOUNT_5_6, CAVALRY_WOUNDS_RIDER_OR_MOUNT_ROLL,
    CAVALRY_WOUNDS_RIDER_OR_MOUNT_VETERAN, CAVALRY_WOUNDS_SAVES, CAVALRY_WOUNDS_TEMPLATE, HOOK_RALLY_TEST,
    RULING_CAVALRY_WOUNDS_DEAD_MODEL, RULING_CAVALRY_WOUNDS_DEAD_PART_SAVE, RULING_CAVALRY_WOUNDS_DICE_ORDER,
    RULING_CAVALRY_WOUNDS_MODEL_ORDER, RULING_CAVALRY_WOUNDS_RALLY_ROLL, RULING_CAVALRY_WOUNDS_RIDERLESS_PHASE,
    RULING_CAVALRY_WOUNDS_STOP_ATTEMPTS, RULING_CAVALRY_WOUNDS_STOP_MOTOR_INFANTRY,
    RULING_CAVALRY_WOUNDS_TEMPLATE_COVERED, RULING_CAVALRY_WOUNDS_TEMPLATE_SAVE,
    RULING_CAVALRY_WOUNDS_TRAMPLE_ARMOUR, RULING_CAVALRY_WOUNDS_TRAMPLE_CAVALRY,
    RULING_CAVALRY_WOUNDS_TRAMPLE_SAVE_ORDER, RULING_CAVALRY_WOUNDS_TWO_SAVES, RULING_INFANTRY_WOUNDS_SOLDIER_SAVES,
    RULING_INFANTRY_WOUNDS_TRAMPLED_GUNNERS,
)
from oracle.ww2.infantry_wounds import crew_lost_now
from oracle.ww2.ruleset import RULESET
from oracle.ww2.state import (
    CavalryModel, Soldier, Unit, Ww2Table, acts, clear_dead_seats, hits_are_wounds, in_range, kubik, require,
    volley_phase,
)


def is_dead(ctx: Context, m: CavalryModel) -> bool:
    """Ruling ww2.cavalry-wounds.dead-model: both parts dead, or the rider alone."""
    if ctx.ruling(RULING_CAVALRY_WOUNDS_DEAD_MODEL) == "part-by-part":
        return m.dead
    return not m.rider_alive


def allocate(hits: int, n: int, per_model: int) -> list[int]:
    """Hits per model when ``per_model`` go on each in turn, round and round."""
    counts = [0] * n
    for h in range(hits):
        counts[(h // per_model) % n] += 1
    return counts


def wound_part(ctx: Context, m: CavalryModel, part: str) -> CavalryModel:
    """One wound on the rider or the mount; a wound on a dead part is lost."""
    if part == "rider":
        if not m.rider_alive:
            ctx.emit(CAVALRY_WOUNDS_EXCESS_PER_PART, f"the rider of {m.id} is already dead: the wound is lost, not moved to the mount")
            return m.evolve(lost_hits=m.lost_hits + 1)
        ctx.emit(CAVALRY_WOUNDS_MEDIC, f"the rider of {m.id} falls; a medic may still save him")
        return m.evolve(rider_wounds=1)
    if not m.mount_alive:
        ctx.emit(CAVALRY_WOUNDS_EXCESS_PER_PART, f"the mount of {m.id} is already dead: the wound is lost, not moved to the rider")
        return m.evolve(lost_hits=m.lost_hits + 1)
    m = m.evolve(mount_wounds=m.mount_wounds + 1)
    if not m.mount_alive:
        ctx.emit(CAVALRY_WOUNDS_MEDIC, f"the mount of {m.id} has used up its two wounds and dies at once")
    else:
        ctx.emit(CAVALRY_WOUNDS_PROFILE, f"the mount of {m.id} has taken 1 of its 2 wounds")
    return m


def armour_against_shots(ctx: Context, m: CavalryModel) -> int | None:
    """The body-armour save N+ a cavalry model rolls against a hit of shooting, or None. ww2.cavalry-wounds.saves:
    "Все спас-броски за наездника и ездовое животное используются как за единую модель": the body armour is one of
    the pair's saves when ruling ww2.infantry-wounds.soldier-saves "body-armour-saves" gives body armour a save
    against shots, as it does a soldier's; under "no-save-against-shots" it saves only against trampling."""
    if m.body_armour_save is None or ctx.ruling(RULING_INFANTRY_WOUNDS_SOLDIER_SAVES) != "body-armour-saves":
        return None
    return m.body_armour_save


def has_save(ctx: Context, m: CavalryModel) -> bool:
    """The pair has a save against a hit of shooting: its own (hook ww2.hook.saves) or its body armour's."""
    return m.save is not None or armour_against_shots(ctx, m) is not None


def saved(ctx: Context, m: CavalryModel) -> bool:
    """The saves of the pair as one model, for this one hit (ww2.cavalry-wounds.saves, "Все спас-броски ... как за
    единую модель ... каждый раз за каждое попадание отдельно"): its own save (hook ww2.hook.saves), then, if that
    does not save it, its body armour as ruling ww2.infantry-wounds.soldier-saves reads it
    (:func:`armour_against_shots`), whichever part the hit found. With both, ruling ww2.cavalry-wounds.two-saves
    "best-save" rolls one die against the better of the two instead."""
    armour = armour_against_shots(ctx, m)
    if m.save is not None and armour is not None and ctx.ruling(RULING_CAVALRY_WOUNDS_TWO_SAVES) == "best-save":
        best = min(m.save, armour)
        return _one_save(ctx, m, best, "save for rider and mount", f"its better save, {best}+, as one model",
                         "; the other is not rolled (ruling ww2.cavalry-wounds.two-saves)")
    if m.save is not None and _one_save(ctx, m, m.save, "save for rider and mount", f"its {m.save}+ save as one model"):
        return True
    return armour is not None and _one_save(ctx, m, armour, "body-armour save for rider and mount",
                                            f"its {armour}+ body-armour save as one model")


def _one_save(ctx: Context, m: CavalryModel, needed: int, die: str, which: str, after: str = "") -> bool:
    """One die rolled for the pair ``m`` against a save of ``needed``+ (``die``: the die's label; ``which``: the save
    in words, ``after`` what follows the roll in the trace): saved on ``needed`` or more."""
    roll = kubik(ctx, CAVALRY_WOUNDS_SAVES, die)
    ok = roll >= needed
    ctx.emit(CAVALRY_WOUNDS_SAVES, f"{m.id} {'saves' if ok else 'fails'} {which} ({roll}){after}")
    return ok


def rider_or_mount(ctx: Context, m: CavalryModel) -> str:
    """The part one hit finds. The die is read only as rider or mount, so it is a merge point on the
    model's id and Veteran Riders (``ctx.inline``): exact mode goes on from the two parts instead of
    the six faces, and the trace still lists every face where running it inline would."""
    return ctx.inline(_rider_or_mount, m.id, m.veteran)


def _rider_or_mount(ctx: Context, mid: str, veteran: bool) -> str:
    roll = kubik(ctx, CAVALRY_WOUNDS_RIDER_OR_MOUNT_ROLL, "rider-or-mount die")
    if veteran and roll >= ctx.value(CAVALRY_WOUNDS_RIDER_OR_MOUNT_VETERAN, "mount"):  # the veteran's 5 and 6
        part = "rider" if roll == ctx.value(CAVALRY_WOUNDS_RIDER_OR_MOUNT_VETERAN, "rider") else "mount"
        ctx.emit(CAVALRY_WOUNDS_RIDER_OR_MOUNT_VETERAN, f"Veteran Rider {mid}: {roll} hits the {part}")
    elif roll >= ctx.value(CAVALRY_WOUNDS_RIDER_OR_MOUNT_5_6, "lowest"):
        part = "rider"
        ctx.emit(CAVALRY_WOUNDS_RIDER_OR_MOUNT_5_6, f"{roll}: the rider of {mid} is hit")
    else:
        part = "mount"
        ctx.emit(CAVALRY_WOUNDS_RIDER_OR_MOUNT_1_4, f"{roll}: the mount of {mid} is hit")
    return part


def lost_unsaved(ctx: Context, m: CavalryModel, part: str) -> bool:
    """Ruling ww2.cavalry-wounds.dead-part-save, asked where a hit finds a ``part`` already dead on a model that has a
    save: under "no-save-for-a-dead-part" the hit is lost with no save rolled (said here); under "save-every-hit" its
    save is rolled, and a wound that gets through burns (:func:`wound_part`)."""
    if not has_save(ctx, m) or (m.rider_alive if part == "rider" else m.mount_alive):
        return False
    if ctx.ruling(RULING_CAVALRY_WOUNDS_DEAD_PART_SAVE) != "no-save-for-a-dead-part":
        return False
    ctx.emit(CAVALRY_WOUNDS_EXCESS_PER_PART, f"the {part} of {m.id} is already dead: the hit is lost, no save rolled, "
             f"not moved to the {'mount' if part == 'rider' else 'rider'}")
    return True


def saved_part(ctx: Context, m: CavalryModel, part: str) -> CavalryModel:
    """A template hit on one ``part`` under ruling ww2.cavalry-wounds.template-save "save-each": its own save, then the
    wound (a part already dead: ruling ww2.cavalry-wounds.dead-part-save)."""
    if lost_unsaved(ctx, m, part):
        return m.evolve(lost_hits=m.lost_hits + 1)
    return m if saved(ctx, m) else wound_part(ctx, m, part)


def resolve_hit(ctx: Context, m: CavalryModel, template: bool) -> CavalryModel:
    """One allocated hit on one cavalry model: ww2.cavalry-wounds.saves, "каждый раз за каждое попадание отдельно",
    its rider-or-mount die, then its save die; on a part already dead, ruling ww2.cavalry-wounds.dead-part-save
    ("оставшаяся рана кавалериста сгорает": the wound burns, saved or not)."""
    if is_dead(ctx, m):
        ctx.emit(CAVALRY_WOUNDS_ALLOCATION_NO_REALLOCATION, f"{m.id} is dead: a hit left on it is lost, not moved to another model")
        return m.evolve(lost_hits=m.lost_hits + 1)
    if template:
        ctx.emit(CAVALRY_WOUNDS_TEMPLATE, f"a template covers {m.id}: the hit goes to both rider and mount")
        if ctx.ruling(RULING_CAVALRY_WOUNDS_TEMPLATE_SAVE) == "one-save-per-hit":
            if saved(ctx, m):
                return m
            return wound_part(ctx, wound_part(ctx, m, "rider"), "mount")
        return saved_part(ctx, saved_part(ctx, m, "rider"), "mount")
    return save_or_wound(ctx, m, rider_or_mount(ctx, m))


def save_or_wound(ctx: Context, m: CavalryModel, part: str) -> CavalryModel:
    """ww2.cavalry-wounds.saves for one hit whose rider-or-mount die found ``part``: its save, then its wound (a part
    already dead: ruling ww2.cavalry-wounds.dead-part-save)."""
    if lost_unsaved(ctx, m, part):
        return m.evolve(lost_hits=m.lost_hits + 1)
    if saved(ctx, m):
        return m
    return wound_part(ctx, m, part)


def parts_then_saves(ctx: Context, models: tuple[CavalryModel, ...], hits: tuple[int, ...]) -> tuple[CavalryModel, ...]:
    """Ruling ww2.cavalry-wounds.dice-order "parts-then-saves": "до всех бросков на определение кто именно получил
    попадание – наездник или верховое животное, и до спас-бросков" read as the order of the dice. Every
    rider-or-mount die of the volley (ww2.cavalry-wounds.rider-or-mount.roll, "за каждое попадание кубик"), model
    by model in the allocated order, then the saves in the same order (ww2.cavalry-wounds.saves, "каждый раз за
    каждое попадание отдельно"); a hit whose model is dead when its save is due is lost
    (ww2.cavalry-wounds.allocation.no-reallocation, ruling ww2.cavalry-wounds.dead-model)."""
    parts = [[rider_or_mount(ctx, m) for _ in range(n)] for m, n in zip(models, hits)]
    done = []
    for m, found in zip(models, parts):
        for part in found:
            if is_dead(ctx, m):
                ctx.emit(CAVALRY_WOUNDS_ALLOCATION_NO_REALLOCATION,
                         f"{m.id} is dead: a hit left on it is lost with no save, not moved to another model")
                m = m.evolve(lost_hits=m.lost_hits + 1)
            else:
                m = save_or_wound(ctx, m, part)
        done.append(m)
    return tuple(done)


@RULESET.action("shoot-cavalry")
class ShootCavalry(Action):
    """An enemy unit's hits on a cavalry unit."""
    distinct = ("shooter", "unit")

    shooter: str = "enemy"
    unit: str
    hits: Whole = Field(ge=0, le=MOST_REPEATS)
    range: Centimetres
    template: bool = False
    order: Names = Field(default=(), description="Order of the models for allocation (ruling ww2.cavalry-wounds.model-order)")
    covered: Names = Field(default=(), description=(
        "The models a template covers (ruling ww2.cavalry-wounds.template-covered); none named: every model"))


@RULESET.handler(ShootCavalry)
def shoot_cavalry(ctx: Context, table: Ww2Table, action: ShootCavalry) -> Ww2Table:
    """ww2.cavalry-wounds.*: allocate in threes, then roll rider-or-mount and saves in the order of ruling
    ww2.cavalry-wounds.dice-order (by default hit by hit); each hit is a
    wound only under ruling ww2.infantry-wounds.hit-is-wound "hit-is-wound" (else ww2.hook.shooting)."""
    table = volley_phase(ctx, table, CAVALRY_WOUNDS_ALLOCATION_ORDER, action.unit, action.shooter)  # one test, before any roll
    # the allocation rolls nothing: run as it is (a merge point of one outcome would only add its machinery,
    # this function runs once per distinct table now that ``ctx.combine`` hands on every result)
    unit, allocation = allocate_hits(ctx, table, action)
    models = {m.id: m for m in unit.cavalry}
    place = {m.id: n for n, m in enumerate(unit.cavalry)}
    if action.shooter not in unit.shot_at_by:
        unit = unit.evolve(shot_at_by=unit.shot_at_by + (action.shooter,))
    # a model's rolls touch no other model: exact mode combines the models' own results; what every
    # combination shares (where each hit model sits in the unit, the unit shot at) is worked out here once
    at = next(n for n, u in enumerate(table.units) if u.id == unit.id)  # the unit's place on the table
    places = tuple(place[mid] for mid, _ in allocation)
    if (not action.template and ctx.ruling(RULING_CAVALRY_WOUNDS_DICE_ORDER) == "parts-then-saves"
            and not ctx.dice.exact):
        # exact mode goes on below, hit by hit: each hit reads its own rider-or-mount die and its own save die,
        # whichever is rolled first, so the chances of every result are those of this order
        hit = parts_then_saves(ctx, tuple(models[mid] for mid, _ in allocation), tuple(n for _, n in allocation))
        return wounded(ctx, hit, table, unit, places, at)
    return ctx.combine([(repeats(resolve_hit, n), models[mid], (action.template,)) for mid, n in allocation],
                       wounded, table, unit, places, at)


def wounded(ctx: Context, hit: tuple[CavalryModel, ...], table: Ww2Table, unit: Unit,
            places: tuple[int, ...], at: int) -> Ww2Table:
    """The unit (shot at already) with its hit models as the allocated hits left them (``places``: where
    each sits in the unit), its riderless mounts retreating (:func:`flees`), put on the table in its place
    ``at`` (what ``with_unit`` finds: exact mode builds a table for every combination of the models' results)."""
    cavalry = list(unit.cavalry)
    for n, m in zip(places, hit):
        cavalry[n] = m
    cavalry = tuple(cavalry)
    if flees(ctx, table, unit.id, unit.retreating, cavalry, unit.cavalry):  # the unit built once, retreating or not
        unit = unit.evolve(cavalry=cavalry, retreating=True)
    else:
        unit = unit.evolve(cavalry=cavalry)
    units = table.units
    return table.evolve(units=(*units[:at], unit, *units[at + 1:]))


def allocate_hits(ctx: Context, table: Ww2Table, action: ShootCavalry) -> tuple[Unit, tuple[tuple[str, int], ...]]:
    """The unit with each model's allocated hits set (0 where none goes), and the models that are hit,
    in order, with their hits: three to a model, going round (ww2.cavalry-wounds.allocation.*)."""
    unit = table.unit(action.unit)
    if unit.kind != "cavalry":
        raise SetupError(f"{unit.id} is a {unit.kind} unit, not cavalry")
    hits_are_wounds(ctx, unit.id)
    for mid in action.order:
        unit.model(mid)
    order = list(action.order) + [m.id for m in unit.cavalry if m.id not in action.order]
    models = [unit.model(mid) for mid in order]
    if unit.left_table:  # "на первую модель в зоне видимости и действия": a unit that fled off the table has none
        ctx.emit(CAVALRY_WOUNDS_ALLOCATION_EXAMPLE_THREE_MODELS, f"{unit.id} has left the table: no model of it is in "
                 "sight and range")
        models = []
    can = [m for m in models if not is_dead(ctx, m) and m.seen and in_range(ctx, m.position, m.base_radius, action.range)]
    if action.covered:  # a template laid over some of the models: asked once, before any roll
        can = covered_by_template(ctx, unit.id, action.template, action.covered, can, unit.model)
    who = "the owner" if ctx.ruling(RULING_CAVALRY_WOUNDS_MODEL_ORDER) == "owner-chooses" else "the shooter"
    ctx.emit(CAVALRY_WOUNDS_PROFILE, f"each cavalry model of {unit.id} has 3 wounds: 2 on the mount, 1 on the rider")
    ctx.emit(CAVALRY_WOUNDS_ALLOCATION_EXAMPLE_THREE_MODELS,
             f"{len(can)} model(s) of {unit.id} are seen and in range; {who} sets their order: "
             + ", ".join(m.id for m in can))
    per_model = ctx.value(CAVALRY_WOUNDS_ALLOCATION_ORDER, "per-model")
    counts = allocate(action.hits, len(can), per_model) if can else []
    if not can and action.hits:
        ctx.emit(CAVALRY_WOUNDS_ALLOCATION_NO_REALLOCATION, f"no model of {unit.id} can be hit: {action.hits} hit(s) lost")
    ctx.emit(CAVALRY_WOUNDS_ALLOCATION_ORDER, f"{action.hits} hit(s) go three to a model in order: "
             + ", ".join(f"{n} on {m.id}" for m, n in zip(can, counts)), allocation=tuple(counts))
    if action.hits > per_model * len(can) and can:
        ctx.emit(CAVALRY_WOUNDS_ALLOCATION_CYCLING, f"more hits than three per model: allocation goes round again from {can[0].id}")
    ctx.emit(CAVALRY_WOUNDS_ALLOCATION_BEFORE_ROLLS, "hits are allocated before any rider-or-mount roll and any save")
    allocated = {m.id: n for m, n in zip(can, counts)}
    unit = unit.evolve(cavalry=tuple(m if m.allocated == allocated.get(m.id, 0) else m.evolve(allocated=allocated.get(m.id, 0))
                                     for m in unit.cavalry))
    return unit, tuple(allocated.items())


def covered_by_template(ctx: Context, unit_id: str, template: bool, covered: tuple[str, ...], can: list,
                        find: Callable[[str], object]) -> list:
    """ww2.cavalry-wounds.template and ww2.motorcycle-wounds.template: "Если кавалерийскую (мотопехотную) модель
    накрывает шаблонным оружием". Under ruling ww2.cavalry-wounds.template-covered "covered-models" the template's
    hits are dealt only among the models it covers (of those seen and in range, in the owner's order); under
    "usual-allocation" round every model seen and in range, as any hits. ``find`` checks each id names a model."""
    for mid in covered:
        find(mid)
    if not template:
        raise SetupError(f"only a template covers models; the hits on {unit_id} are not from a template")
    if ctx.ruling(RULING_CAVALRY_WOUNDS_TEMPLATE_COVERED) != "covered-models":
        return can
    ctx.emit(CAVALRY_WOUNDS_TEMPLATE, f"the template covers {', '.join(covered)}: its hits go to "
             f"{'that model' if len(covered) == 1 else 'those models'} alone")
    return [m for m in can if m.id in covered]


def flees(ctx: Context, table: Ww2Table, unit_id: str, retreating: bool, cavalry: tuple[CavalryModel, ...],
          before: tuple[CavalryModel, ...]) -> bool:
    """ww2.cavalry-wounds.riderless.flee: every rider dead in the shooting phase → the mounts retreat (said
    here). Asked of the unit's models before the unit is built, so that it is built once, retreating or not.
    "в фазу стрельбы погибли все наездники" is the death of the last rider: only hits (or a trample) that kill a
    rider who was alive in ``before`` (the models as they were) set the mounts fleeing; mounts whose riders all
    fell earlier (mounts stopped after their flight, riders fallen in another phase) do not take flight when a
    later hit finds them.
    Ruling ww2.cavalry-wounds.riderless-phase: under "shooting-phase-as-written" a death in another phase is
    recorded as a case outside the excerpt; under "any-phase" the mounts flee in any phase. Asked wherever a
    rider can die: shooting (:func:`wounded`) and trampling (:func:`stop_mounts`)."""
    if retreating or not cavalry:
        return False
    mounts = False
    for m in cavalry:  # a loop, not any(): exact mode asks this of every combination of the models' results
        if m.rider_alive:
            return False
        mounts = mounts or m.mount_alive
    if not mounts or not any(m.rider_alive for m in before):  # no living mount, or no rider died now
        return False
    if table.phase != "shooting" and ctx.ruling(RULING_CAVALRY_WOUNDS_RIDERLESS_PHASE) == "shooting-phase-as-written":
        ctx.emit(CAVALRY_WOUNDS_RIDERLESS_FLEE, f"every rider of {unit_id} is dead, in the {table.phase} phase: the text "
                 "makes the mounts flee when the riders die in the shooting phase; this case lies outside the excerpt")
        return False
    ctx.emit(CAVALRY_WOUNDS_RIDERLESS_FLEE, f"every rider of {unit_id} is dead: the mounts retreat at once, "
             "with no rally test, until they leave the table")
    return True


@RULESET.action("mounts-retreat")
class MountsRetreat(Action):
    """The riderless mounts make their retreat move (movement phase) or dash (shooting phase)."""

    unit: str
    leave_table: bool = False


@RULESET.handler(MountsRetreat)
def mounts_retreat(ctx: Context, table: Ww2Table, action: MountsRetreat) -> Ww2Table:
    """ww2.cavalry-wounds.riderless.flee: they retreat until they leave the table (moves: ww2.hook.retreat).
    ww2.cavalry-wounds.riderless.stop names the moves after which a unit may try to stop them: "после того как
    отряд из ездовых животных подвигался в фазу движения или совершил рывок в фазу стрельбы". Their retreat in
    the movement phase is that move, in the shooting phase that dash (the unit dashes no more that phase,
    ww2.dash.declaration); a second part of it in the same phase is the same move, after which no unit tests
    again. A retreat in the close-combat phase (the general rules') is neither, and opens no attempt."""
    unit = table.unit(action.unit)
    require(unit.retreating, CAVALRY_WOUNDS_RIDERLESS_FLEE, f"{unit.id} is not a unit of riderless mounts in retreat")
    acts(unit, CAVALRY_WOUNDS_RIDERLESS_FLEE, "retreat")
    off = " and leave the table" if action.leave_table else ""
    if table.phase == "close-combat":
        ctx.emit(CAVALRY_WOUNDS_RIDERLESS_STOP, f"the mounts of {unit.id} retreat in the close-combat phase{off}: neither "
                 "their move of the movement phase nor their dash of the shooting phase, so no new attempt to stop them")
        return table.with_unit(unit.evolve(left_table=action.leave_table, retreating=not action.leave_table))
    move = "move" if table.phase == "movement" else "dash"
    if (unit.retreat_moved if table.phase == "movement" else unit.dashed):  # this phase's move, made in parts
        ctx.emit(CAVALRY_WOUNDS_RIDERLESS_FLEE, f"the mounts of {unit.id} retreat on, the same {move} of this "
                 f"{table.phase} phase{off}")
        return table.with_unit(unit.evolve(left_table=action.leave_table, retreating=not action.leave_table))
    ctx.emit(CAVALRY_WOUNDS_RIDERLESS_FLEE, f"the mounts of {unit.id} retreat, their {move} of the {table.phase} phase{off}")
    if table.phase == "shooting":
        unit = unit.evolve(dashed=True, no_charge_in_turn=table.turn)
    return table.with_unit(unit.evolve(retreat_moved=True, left_table=action.leave_table, stop_tried_by=(),
                                       retreating=not action.leave_table))


def _bases(ctx: Context, unit: Unit):
    """The bases of the unit's living models; a cavalry model is living as ruling ww2.cavalry-wounds.dead-model says
    (:func:`is_dead`), except in a unit of riderless mounts, whose bases are those of its living mounts."""
    for s in unit.soldiers:
        if s.alive:
            yield s.position, s.base_radius
    for m in unit.cavalry:
        if (m.mount_alive if unit.retreating else not is_dead(ctx, m)):
            yield m.position, m.base_radius


def in_base_contact(ctx: Context, a: Unit, b: Unit) -> bool:
    """ww2.cavalry-wounds.riderless.stop: a living model of ``a`` touches a living model of ``b``."""
    return any(distance(p, q, radius_a=r, radius_b=s) <= EPSILON for p, r in _bases(ctx, a) for q, s in _bases(ctx, b))


def trampled(ctx: Context, ident: str, body_armour_save: int | None, pronoun: str) -> bool:
    """ww2.cavalry-wounds.riderless.trample: a 1-2 is a wound that only body armour saves."""
    roll = trample_roll(ctx, ident)
    return roll is not None and not armour_saves(ctx, ident, body_armour_save, roll, pronoun)


def trample_roll(ctx: Context, ident: str) -> int | None:
    """ww2.cavalry-wounds.riderless.trample: "при результате 3+ они сражаются дальше как обычно, если же выпало 1 и 2
    то получают рану"; the 1 or 2 that wounds, or None for a model that fights on."""
    roll = kubik(ctx, CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"trample die for {ident}")
    if roll >= ctx.value(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, "fights-on"):
        ctx.emit(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"{ident} ({roll}) fights on as usual")
        return None
    return roll


def armour_saves(ctx: Context, ident: str, body_armour_save: int | None, roll: int, pronoun: str) -> bool:
    """ww2.cavalry-wounds.riderless.trample: "рану без спас-бросков (исключение: спас-бросок полученный от
    бронежилета)"; the body-armour save of a model trampled on ``roll`` (none without body armour)."""
    if body_armour_save is not None:
        save = kubik(ctx, CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"body-armour save for {ident}")
        if save >= body_armour_save:
            ctx.emit(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"{ident} is trampled ({roll}) but body armour saves {pronoun} ({save})")
            return True
    ctx.emit(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"{ident} is trampled ({roll}): a wound with no save but body armour")
    return False


def trample_soldier(ctx: Context, unit: Unit, sid: str) -> Unit:
    s: Soldier = unit.soldier(sid)
    if not trampled(ctx, sid, s.body_armour_save, "him"):
        return unit
    return unit.with_soldier(s.evolve(alive=False, wounds=1))


def trample_cavalry(ctx: Context, unit: Unit, mid: str) -> Unit:
    """ww2.cavalry-wounds.riderless.trample on a cavalry model: its trample die; on a 1-2 the part the wound finds
    (ruling ww2.cavalry-wounds.trample-cavalry) and its body-armour save, in the order of ruling
    ww2.cavalry-wounds.trample-save-order. Under "part-then-save" the rider-or-mount die comes first, as the
    "броски на определение кто именно получил попадание" come before the "спас-броски" for a shot, and a wound
    that finds a part already dead rolls its save as ruling ww2.cavalry-wounds.dead-part-save says for a shot
    (under ruling ww2.cavalry-wounds.trample-cavalry "rider" the part is the rider, known before the save, as under
    either order); under "save-then-part" the save comes first and only a wound it does not stop rolls the
    rider-or-mount die. Whether the save covers a wound on the mount is ruling ww2.cavalry-wounds.trample-armour,
    asked of a model with body armour whose part is rolled: under "rider-only" the armour is the rider's, the
    rider-or-mount die comes first under either order, and a wound on the mount takes no save ("рану без
    спас-бросков")."""
    m = unit.model(mid)
    roll = trample_roll(ctx, mid)
    if roll is None:
        return unit
    rider_only = ctx.ruling(RULING_CAVALRY_WOUNDS_TRAMPLE_CAVALRY) != "roll-rider-or-mount"
    riders_armour = (not rider_only and m.body_armour_save is not None
                     and ctx.ruling(RULING_CAVALRY_WOUNDS_TRAMPLE_ARMOUR) == "rider-only")
    if not rider_only and not riders_armour and ctx.ruling(RULING_CAVALRY_WOUNDS_TRAMPLE_SAVE_ORDER) == "save-then-part":
        if armour_saves(ctx, mid, m.body_armour_save, roll, "it"):
            return unit
        return unit.with_model(wound_part(ctx, m, rider_or_mount(ctx, m)))
    part = "rider" if rider_only else rider_or_mount(ctx, m)
    if riders_armour and part == "mount":
        ctx.emit(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"the mount of {mid} is trampled ({roll}): the body armour is the "
                 "rider's, and the mount's wound takes no save (ruling ww2.cavalry-wounds.trample-armour)")
        return unit.with_model(wound_part(ctx, m, part))
    if (m.body_armour_save is not None and not (m.rider_alive if part == "rider" else m.mount_alive)
            and ctx.ruling(RULING_CAVALRY_WOUNDS_DEAD_PART_SAVE) == "no-save-for-a-dead-part"):
        ctx.emit(CAVALRY_WOUNDS_EXCESS_PER_PART, f"the {part} of {mid} is already dead: the trample wound is lost, "
                 "no body-armour save rolled")
        return unit.with_model(m.evolve(lost_hits=m.lost_hits + 1))
    if armour_saves(ctx, mid, m.body_armour_save, roll, "it"):
        return unit
    return unit.with_model(wound_part(ctx, m, part))


@RULESET.action("stop-riderless-mounts")
class StopRiderlessMounts(Action):
    """An infantry or cavalry unit in base contact tries to stop retreating mounts: a rally test on 5+."""
    distinct = ("unit", "mounts")

    unit: str
    mounts: str


@RULESET.handler(StopRiderlessMounts)
def stop_mounts(ctx: Context, table: Ww2Table, action: StopRiderlessMounts) -> Ww2Table:
    """ww2.cavalry-wounds.riderless.stop (a 2-4: ruling ww2.cavalry-wounds.rally-roll; a second test by the same
    unit after the same move of the mounts: ruling ww2.cavalry-wounds.stop-attempts; a motorcycle squadron that
    tries: ruling ww2.cavalry-wounds.stop-motor-infantry) and
    ww2.cavalry-wounds.riderless.trample; a cavalry unit trampled to
    its last rider has riderless mounts of its own (ww2.cavalry-wounds.riderless.flee); gunners trampled to death
    are recorded as gunners shot are (ww2.infantry-wounds.heavy-weapon.recrew) under ruling
    ww2.infantry-wounds.trampled-gunners "any-death"."""
    stop = CAVALRY_WOUNDS_RIDERLESS_STOP
    catcher, mounts = table.unit(action.unit), table.unit(action.mounts)
    require(mounts.retreating, stop, f"{mounts.id} is not a unit of riderless mounts in retreat")
    if catcher.kind == "motorcycles":  # "мотопехотный отряд": ruling ww2.cavalry-wounds.stop-motor-infantry
        require(ctx.ruling(RULING_CAVALRY_WOUNDS_STOP_MOTOR_INFANTRY) == "motor-infantry-too", stop,
                f"{catcher.id} is a motorcycle squadron; only an infantry or cavalry unit may try to stop the mounts "
                "(ruling ww2.cavalry-wounds.stop-motor-infantry)")
    else:
        require(catcher.kind in ("infantry", "cavalry"), stop,
                f"{catcher.id} is a {catcher.kind} unit; only an infantry or cavalry unit may try to stop the mounts")
    acts(catcher, stop, f"try to stop {mounts.id}")
    require(catcher.kind != "cavalry" or any(m.rider_alive for m in catcher.cavalry), stop,
            f"every rider of {catcher.id} has fallen: it is a unit of mounts itself, not a cavalry unit that takes "
            "the rally test to stop others")
    require(mounts.retreat_moved, stop,
            f"{mounts.id} has not yet moved or dashed this turn; the attempt comes after the mounts move")
    require(in_base_contact(ctx, catcher, mounts), stop, f"{catcher.id} is not in base contact with {mounts.id}")
    if catcher.id in mounts.stop_tried_by:
        require(ctx.ruling(RULING_CAVALRY_WOUNDS_STOP_ATTEMPTS) == "until-it-stops", stop,
                f"{catcher.id} has taken its rally test to stop {mounts.id} since they last moved; it tries again "
                "after their next move or dash (ruling ww2.cavalry-wounds.stop-attempts)")
    else:
        mounts = mounts.evolve(stop_tried_by=mounts.stop_tried_by + (catcher.id,))
        table = table.with_unit(mounts)
    roll = kubik(ctx, stop, "rally test to stop the mounts")
    needs = ctx.value(CAVALRY_WOUNDS_RIDERLESS_STOP, "needs")
    if roll >= needs:
        ctx.emit(stop, f"rally test {roll} ({needs}+ needed, no modifier): {catcher.id} stops the mounts")
        return table.with_unit(mounts.evolve(retreating=False, stopped=True))
    if roll >= 2:  # ruling ww2.cavalry-wounds.rally-roll
        if ctx.ruling(RULING_CAVALRY_WOUNDS_RALLY_ROLL) != "one-die-2-4-fails":
            raise HookBoundary(HOOK_RALLY_TEST, f"a rally test of {roll} to stop the mounts of {mounts.id} is "
                               "treated as the general rally rules say")
        ctx.emit(stop, f"rally test {roll} (5+ needed): the mounts keep retreating; the attempt fails")
        return table
    ctx.emit(CAVALRY_WOUNDS_RIDERLESS_TRAMPLE, f"rally test 1: the mounts keep retreating and trample {catcher.id}")
    if catcher.kind == "cavalry":
        living = [m.id for m in catcher.cavalry if not is_dead(ctx, m)]  # ruling ww2.cavalry-wounds.dead-model
        before = catcher.cavalry
        catcher = ctx.sequence(catcher, [(trample_cavalry, (mid,)) for mid in living])
        if flees(ctx, table, catcher.id, catcher.retreating, catcher.cavalry, before):  # its last rider trampled
            catcher = catcher.evolve(retreating=True)
    else:
        living = [s.id for s in catcher.soldiers if s.alive]
        before = catcher
        catcher = ctx.sequence(catcher, [(trample_soldier, (sid,)) for sid in living])
        if catcher.weapons and ctx.ruling(RULING_INFANTRY_WOUNDS_TRAMPLED_GUNNERS) == "any-death":
            # ww2.infantry-wounds.heavy-weapon.recrew: the new gunners come up in a turn after the one the
            # trampled gunners died in, as after gunners shot (under "enemy-kill-only" they may come at once)
            catcher = crew_lost_now(catcher, before, table.turn)
        if catcher.kind == "motorcycles":  # a trampled rider leaves his seat (ruling ww2.cavalry-wounds.stop-motor-infantry)
            catcher = clear_dead_seats(catcher)
    return table.with_unit(catcher)
