"""ВЕРХОВЫЕ БОЙЦЫ — mounted fighters: sight, movement, mounting, dismounting, tying, riderless mounts."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from oracle.core.dice import die
from oracle.core.geometry import distance
from oracle.core.measure import EPSILON, SHAPE_TOLERANCE, Inches, more_than
from oracle.core.resolve import Context
from oracle.engine.ruleset import Action
from oracle.lotow.holding_a_mount import all_held_by, held_by, keeps_in_contact, led_pace, lets_go_in_the_saddle
from oracle.lotow.ids import (
    MOUNTED_DISMOUNTING, MOUNTED_DISMOUNT_MODEL, MOUNTED_GENERAL, MOUNTED_HOLDING, MOUNTED_LINE_OF_SIGHT,
    MOUNTED_LOOSE_TIED, MOUNTED_MOUNTING_1, MOUNTED_MOUNTING_2_5, MOUNTED_MOUNTING_6, MOUNTED_MOUNTING_JUMP,
    MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING, MOUNTED_PASSENGERS_RIDER_DISMOUNTS, MOUNTED_PASSENGERS_TWO_RIDERS,
    MOUNTED_RIDERLESS, MOUNTED_RIDER_CONTROLS, MOUNTED_SADDLE_UP_2_5, MOUNTED_SADDLE_UP_CONDITIONS,
    MOUNTED_TERRAIN_DIFFICULT, MOUNTED_TYING, OBSTACLES_MUST_SEE, RULING_MOUNTED_EYE_LEVEL,
    RULING_MOUNTED_HOLDING_DIFFICULT_GROUND, RULING_MOUNTED_MOUNTING_AFTER_A_ONE,
    RULING_MOUNTED_MOUNTING_DISMOUNT_AFTER_STOP, RULING_MOUNTED_MOUNTING_FROM_ABOVE, RULING_MOUNTED_MOUNTING_REACH,
    RULING_MOUNTED_MOUNTING_REMAINING_MOVE, RULING_MOUNTED_MOUNTING_WHOSE, RULING_MOUNTED_TYING_BESIDE,
    RULING_PRONE_EYES_LEVEL_WITH_TOP,
)
from oracle.lotow.movement import (
    alive, current_move, has_move_left, in_movement_phase, may_look, may_move, on_foot_in_movement_phase, on_his_feet, on_the_table,
    spend, what_the_mount_has_left,
)
from oracle.lotow.obstacles import charge_move, engage, footprint, may_start_a_charge, must_see, not_an_enemy
from oracle.lotow.passengers import passenger_off_with_rider
from oracle.lotow.ruleset import RULESET
from oracle.lotow.state import Fighter, LotowTable, Mount, Obstacle, require
from oracle.lotow.thrown_riders import unseat

MOUNTING_JUMP = die(6, label="mounting jump")


@RULESET.action("look-over")
class LookOver(Action):
    """Can this model see over something of the given height?"""

    viewer: str = Field(description="Fighter id (on foot or in the saddle)")
    height: Inches = Field(description="Height of the wall or screen between, inches")


@RULESET.handler(LookOver)
def look_over(ctx: Context, table: LotowTable, action: LookOver) -> LotowTable:
    """lotow.mounted.line-of-sight: a mounted model sees from the rider's eye level (a fighter thrown this
    turn, lotow.mounted.thrown-rider.2-5, looks only under ruling lotow.mounted.thrown-rider.looking); on foot
    (lotow.mounted.general) from his own eyes.  Over a wall lower than the eyes he sees, over a higher one not;
    over one exactly as high as them, ruling lotow.prone.eyes-level-with-top, read as for a fighter behind cover."""
    fighter = table.fighter(action.viewer)
    may_look(ctx, fighter)
    mount = table.mount_of(fighter.id)
    if mount is None:
        eye = fighter.eye_height
        ctx.emit(MOUNTED_GENERAL, f"{fighter.id} is on foot and sees from his own eyes ({eye:g}\")", eye=eye,
                 sees=sees_over(ctx, eye, action.height))
    else:
        reading = ctx.ruling(RULING_MOUNTED_EYE_LEVEL)
        eye = mount.rider_eye_height if reading == "measured" else mount.head_height
        ctx.emit(MOUNTED_LINE_OF_SIGHT,
                 f"{fighter.id} in the saddle of {mount.id} sees from {eye:g}\" ({reading})", eye=eye,
                 sees=sees_over(ctx, eye, action.height))
    return table


def sees_over(ctx: Context, eye: float, height: float) -> bool:
    """Eyes ``eye`` high see over a wall ``height`` high if higher than its top; level with it, the text gives no
    boundary: ruling lotow.prone.eyes-level-with-top, asked only there."""
    if abs(eye - height) <= EPSILON:
        return ctx.ruling(RULING_PRONE_EYES_LEVEL_WITH_TOP) == "level-sees"
    return more_than(eye, height)


@RULESET.action("move")
class Move(Action):
    """Move a fighter, on foot or in the saddle, a distance over open or difficult ground."""

    fighter: str
    distance: Inches
    ground: Literal["open", "difficult"] = "open"




@RULESET.handler(Move)
def move(ctx: Context, table: LotowTable, action: Move) -> LotowTable:
    """lotow.mounted.rider-controls and lotow.mounted.terrain.difficult.

    The rider moves the mounted model at the mount's Move; in difficult ground a mule
    pays 2" and a horse 4" of its Move for every inch, a fighter on foot 2" of his.  A fighter holding a mount by
    the reins moves at half speed (lotow.mounted.holding); through difficult ground at the pace ruling
    lotow.mounted.holding.difficult-ground gives (:func:`led_through_difficult_ground`).
    """
    fighter = table.fighter(action.fighter)
    mount = table.mount_of(fighter.id)
    may_move(fighter)
    if mount is not None:
        require(mount.rider == fighter.id, MOUNTED_PASSENGERS_TWO_RIDERS,
                f"{fighter.id} is a passenger: he goes where the rider takes the mount")
        in_movement_phase(ctx, table, MOUNTED_RIDER_CONTROLS, f"{fighter.id} rides")
        factor = ctx.value(MOUNTED_TERRAIN_DIFFICULT, f"{mount.kind}-factor") if action.ground == "difficult" else 1
        if action.ground == "difficult":
            ctx.emit(MOUNTED_TERRAIN_DIFFICULT,
                     f"the {mount.kind} {mount.id} crosses difficult ground at 1/{factor} speed", factor=factor)
        cost = action.distance * factor / mount.move
        limit_clause = MOUNTED_TERRAIN_DIFFICULT if action.ground == "difficult" else MOUNTED_RIDER_CONTROLS
        fighter = spend(ctx, fighter, cost, limit_clause, f"riding {action.distance:g}\" over {action.ground} ground",
                        move=mount.move)
        ctx.emit(MOUNTED_RIDER_CONTROLS,
                 f"{fighter.id} rides {mount.id} {action.distance:g}\" at its Move of {mount.move:g}\"")
        table = table.with_fighter(fighter)
        if mount.passenger:
            ctx.emit(MOUNTED_PASSENGERS_TWO_RIDERS, f"{mount.passenger} rides along behind {fighter.id}")
        return table
    on_his_feet(fighter, "walks")
    held = held_by(table, fighter.id)
    difficult = action.ground == "difficult"
    # "с уменьшением скорости вдвое (как и пешие фигурки)"
    factor = ctx.value(MOUNTED_TERRAIN_DIFFICULT, "foot-factor") if difficult else 1
    if held is not None:
        in_movement_phase(ctx, table, MOUNTED_HOLDING, f"{fighter.id} leads {held.id}")
        speed = fighter.move * ctx.value(MOUNTED_HOLDING, "speed")  # "с половиной своей обычной скорости"
        pace = led_through_difficult_ground(ctx, table, fighter.id, speed, factor) if difficult else speed
        cost = action.distance / pace
        fighter = spend(ctx, fighter, cost, MOUNTED_TERRAIN_DIFFICULT if difficult else MOUNTED_HOLDING,
                        f"leading {held.id} {action.distance:g}\" {led_pace(ctx, fighter)}"
                        + (f" through difficult ground ({pace:g}\")" if difficult else ""), move=speed)
        fighter = fighter.evolve(moved_on_foot=fighter.moved_on_foot + action.distance)
        ctx.emit(MOUNTED_HOLDING,
                 f"{fighter.id} leads {held.id} by the reins {led_pace(ctx, fighter)}")
        return table.with_fighter(fighter)
    on_foot_in_movement_phase(ctx, table, MOUNTED_DISMOUNTING, f"{fighter.id} walks")
    cost = action.distance * factor / fighter.move
    # Walking on foot is the general movement rule (outside this section); the limit that
    # matters here is the share left after dismounting in proportion.
    fighter = spend(ctx, fighter, cost, MOUNTED_DISMOUNTING, f"walking {action.distance:g}\"", move=fighter.move)
    return table.with_fighter(fighter.evolve(moved_on_foot=fighter.moved_on_foot + action.distance))


def led_through_difficult_ground(ctx: Context, table: LotowTable, fighter_id: str, speed: float, foot: float) -> float:
    """The pace, in inches, at which a fighter leads the mounts he holds through difficult ground, ``speed`` his
    leading pace in the open ("с половиной своей обычной скорости", lotow.mounted.holding) and ``foot`` the factor
    a man on foot slows by there ("как и пешие фигурки", lotow.mounted.terrain.difficult).  Ruling
    lotow.mounted.holding.difficult-ground: "mounts-factor", the led pace slowed as the slowest mount he holds
    slows ("лошади - уменьшают скорость вчетверо", a mule as a man on foot); "slower-of-the-two", the slower of
    his own pace there and each mount's Move slowed by its factor."""
    mounts = all_held_by(table, fighter_id)
    factors = {m.id: ctx.value(MOUNTED_TERRAIN_DIFFICULT, f"{m.kind}-factor") for m in mounts}
    reading = ctx.ruling(RULING_MOUNTED_HOLDING_DIFFICULT_GROUND)
    if reading == "mounts-factor":
        slowest = max(foot, *factors.values())
        pace = speed / slowest
        ctx.emit(MOUNTED_TERRAIN_DIFFICULT, f"led through difficult ground, the pair goes at 1/{slowest:g} of the "
                                            f"{speed:g}\" leading pace: {pace:g}\" (ruling "
                                            f"lotow.mounted.holding.difficult-ground=mounts-factor)", factor=slowest)
        return pace
    pace = min(speed / foot, *(m.move / factors[m.id] for m in mounts))
    ctx.emit(MOUNTED_TERRAIN_DIFFICULT, f"led through difficult ground, the pair goes at the slower pace, {pace:g}\" "
                                        f"(ruling lotow.mounted.holding.difficult-ground=slower-of-the-two)")
    return pace


@RULESET.action("mount")
class MountUp(Action):
    """A fighter on foot jumps onto a horse or mule (a D6 roll)."""
    distinct = ("fighter", "mount")

    fighter: str
    mount: str


@RULESET.handler(MountUp)
def mount_up(ctx: Context, table: LotowTable, action: MountUp) -> LotowTable:
    """lotow.mounted.mounting.jump: roll a D6 — 1 fails (lotow.mounted.mounting.1; ruling
    lotow.mounted.mounting.after-a-one: his movement ends, or he walks on and may jump again);
    2-5 in the saddle, no more movement; 6 in the saddle with the remaining movement as a
    mounted model (ruling lotow.mounted.mounting.remaining-move: the unused share of the move,
    or the mount's Move less the inches covered on foot).  From above the mount, ruling
    lotow.mounted.mounting.from-above (:func:`from_above`)."""
    fighter = table.fighter(action.fighter)
    mount = table.mount(action.mount)
    alive(fighter)
    require(table.mount_of(fighter.id) is None, MOUNTED_MOUNTING_JUMP, f"{fighter.id} is already mounted")
    require(fighter.posture == "standing", MOUNTED_MOUNTING_JUMP, f"{fighter.id} is lying down and cannot jump")
    require(mount.alive and not mount.removed, MOUNTED_MOUNTING_JUMP, f"{mount.id} is not on the table alive")
    require(mount.rider is None, MOUNTED_MOUNTING_JUMP, f"{mount.id} already has a rider")
    from_above(ctx, fighter, mount)
    within_reach(ctx, fighter, mount)
    if fighter.side != mount.side and not mount.tied and ctx.ruling(RULING_MOUNTED_MOUNTING_WHOSE) == "its-side":
        require(False, MOUNTED_MOUNTING_JUMP, f"{mount.id} is of the other side and not tied: {fighter.id} does not get "
                "on it (ruling lotow.mounted.mounting.whose)")
    may_move(fighter)
    has_move_left(fighter, MOUNTED_MOUNTING_JUMP, f"jump into {mount.id}'s saddle")
    in_movement_phase(ctx, table, MOUNTED_MOUNTING_JUMP, f"{fighter.id} jumps into the saddle")
    if mount.tied:
        ctx.emit(MOUNTED_LOOSE_TIED, f"{fighter.id} unties {mount.id}")
        mount = mount.evolve(tied=False)
    ctx.emit(MOUNTED_MOUNTING_JUMP, f"{fighter.id} jumps to mount {mount.id}")
    roll = ctx.roll(MOUNTING_JUMP)
    if roll == ctx.value(MOUNTED_MOUNTING_1, "face"):
        ctx.emit(MOUNTED_MOUNTING_1, f"{fighter.id} fails to get on {mount.id}", roll=roll)
        if ctx.ruling(RULING_MOUNTED_MOUNTING_AFTER_A_ONE) == "stops":
            ctx.emit(MOUNTED_MOUNTING_1, f"the failed jump ends {fighter.id}'s movement: he stays on foot where "
                                         f"he stands until next turn (ruling lotow.mounted.mounting.after-a-one)")
            return table.with_mount_and_fighters(mount, fighter.evolve(stopped_by=MOUNTED_MOUNTING_1))
        ctx.emit(MOUNTED_MOUNTING_1, f"{fighter.id} keeps the rest of his move on foot and may try again "
                                     f"(ruling lotow.mounted.mounting.after-a-one=walks-on)")
        return table.with_mount(mount)
    table = lets_go_in_the_saddle(ctx, table, fighter.id, mount.id)
    mount = mount.evolve(rider=fighter.id, held_by=None, loose=False)
    if roll <= ctx.value(MOUNTED_MOUNTING_2_5, "highest"):
        fighter = fighter.evolve(stopped_by=MOUNTED_MOUNTING_2_5)
        ctx.emit(MOUNTED_MOUNTING_2_5, f"{fighter.id} is in the saddle but moves no further this turn", roll=roll)
    else:
        if ctx.ruling(RULING_MOUNTED_MOUNTING_REMAINING_MOVE) == "inches":
            # The inches covered on foot, not the share of his move they cost: leading a held
            # mount, difficult ground and standing up cost more than the distance they cover.
            fighter = fighter.evolve(move_used=min(1.0, fighter.moved_on_foot / mount.move))
        fighter = what_the_mount_has_left(ctx, fighter, mount, MOUNTED_MOUNTING_6)
        ctx.emit(MOUNTED_MOUNTING_6,
                 f"{fighter.id} is in the saddle and may ride on: {(1 - fighter.move_used) * mount.move:g}\" left",
                 roll=roll)
    fighter = fighter.evolve(position=mount.position)
    return table.with_mount(mount).with_fighter(fighter)


def from_above(ctx: Context, fighter: Fighter, mount: Mount) -> None:
    """A fighter standing above his mount (on a balcony, a roof): ruling lotow.mounted.mounting.from-above.
    "saddle-up-only" refuses him the ordinary mounting jump, for the leap "прямо с балкона" is Saddle Up!
    (lotow.mounted.saddle-up.conditions, from no higher than 3", a 1 a fall); "either" lets him make it where
    his base touches the mount's in plan.  Asked only of a fighter higher than the mount."""
    above = fighter.position.z - mount.position.z
    if above <= EPSILON:
        return
    if ctx.ruling(RULING_MOUNTED_MOUNTING_FROM_ABOVE) == "saddle-up-only":
        highest = ctx.value(MOUNTED_SADDLE_UP_CONDITIONS, "height")
        require(False, MOUNTED_SADDLE_UP_CONDITIONS,
                f"{fighter.id} stands {above:g}\" above {mount.id}: from raised ground he gets into the saddle by "
                f"Saddle Up!, from no higher than {highest:g}\", not by the ordinary mounting jump "
                f"(ruling lotow.mounted.mounting.from-above)")
    ctx.emit(MOUNTED_MOUNTING_JUMP, f"{fighter.id} jumps into {mount.id}'s saddle from {above:g}\" above it by the "
                                    f"ordinary mounting jump (ruling lotow.mounted.mounting.from-above=either)")


def within_reach(ctx: Context, fighter: Fighter, mount: Mount) -> None:
    """lotow.mounted.mounting.jump: the fighter jumps into the saddle from beside the mount; how near is
    ruling lotow.mounted.mounting.reach (base contact, or within 1"), asked of a fighter not in base contact."""
    gap = distance(fighter.position, mount.position, radius_a=fighter.base_radius, radius_b=mount.base_radius)
    if gap <= EPSILON:
        return
    far = f"{fighter.id} is {gap:g}\" from {mount.id}"
    if ctx.ruling(RULING_MOUNTED_MOUNTING_REACH) == "base-contact":
        require(False, MOUNTED_MOUNTING_JUMP,
                f"{far}: he must be in base contact with it to jump into the saddle (ruling lotow.mounted.mounting.reach)")
    reach = ctx.reading_value(RULING_MOUNTED_MOUNTING_REACH, "reach")
    require(gap <= reach + EPSILON, MOUNTED_MOUNTING_JUMP,
            f"{far}, beyond the {reach:g}\" he may jump into its saddle from (ruling lotow.mounted.mounting.reach=within-1)")
    ctx.emit(MOUNTED_MOUNTING_JUMP, f"{far}, within {reach:g}\": near enough to jump into its saddle "
             "(ruling lotow.mounted.mounting.reach=within-1)")


def tying_gap(mount: Mount, post: Obstacle) -> float:
    """Inches between the mount's base and the obstacle: its footprint if it has a line on the
    table, else the point it stands at."""
    shape = footprint(post) if post.line is not None else post.position.shape()
    return max(0.0, shape.distance(mount.position.shape()) - mount.base_radius)  # the round base, not a polygon


def beside_the_post(ctx: Context, mount: Mount, post: Obstacle) -> None:
    """lotow.mounted.tying: the mount must stand "рядом с подходящим препятствием" when the rider
    gets off; how near is ruling lotow.mounted.tying.beside (touching, or within 1")."""
    gap = tying_gap(mount, post)
    if ctx.ruling(RULING_MOUNTED_TYING_BESIDE) == "touching":
        require(gap <= SHAPE_TOLERANCE, MOUNTED_TYING,
                f"{mount.id} stands {gap:g}\" from {post.id}, not against it: it cannot be tied to it "
                f"(ruling lotow.mounted.tying.beside)")
        return
    reach = ctx.reading_value(RULING_MOUNTED_TYING_BESIDE, "reach")
    require(gap <= reach + SHAPE_TOLERANCE, MOUNTED_TYING,
            f"{mount.id} stands {gap:g}\" from {post.id}, beyond {reach:g}\": it cannot be tied to it "
            f"(ruling lotow.mounted.tying.beside=within-1)")


@RULESET.action("dismount")
class Dismount(Action):
    """The rider gets off; he may tie the mount to a suitable obstacle beside it."""
    distinct = ("fighter", "tie_to")

    fighter: str
    tie_to: str | None = Field(default=None, description="Obstacle id to tie the mount to")


@RULESET.handler(Dismount)
def dismount(ctx: Context, table: LotowTable, action: Dismount) -> LotowTable:
    """lotow.mounted.dismounting: no test; the unused share of the move is walked on foot.

    lotow.mounted.dismount-model: only with a model on foot for him.  lotow.mounted.tying:
    tying costs nothing, to a suitable obstacle the mount stands beside (ruling
    lotow.mounted.tying.beside).  lotow.mounted.passengers.rider-dismounts: the passenger gets off too
    (ruling lotow.mounted.passengers.auto-dismount: at what cost).
    After a 2-5 in the saddle (lotow.mounted.mounting.2-5, lotow.mounted.saddle-up.2-5) ruling
    lotow.mounted.mounting.dismount-after-stop says whether he may get off this turn.
    """
    fighter = table.fighter(action.fighter)
    mount = table.mount_of(fighter.id)
    require(mount is not None and mount.rider == fighter.id, MOUNTED_DISMOUNTING,
            f"{fighter.id} is not riding a mount")
    require(fighter.has_foot_model, MOUNTED_DISMOUNT_MODEL,
            f"there is no model on foot for {fighter.id}, so he cannot dismount")
    in_movement_phase(ctx, table, MOUNTED_DISMOUNTING, f"{fighter.id} gets off"
                      + (f", taking {mount.passenger} off with him" if mount.passenger else ""))
    if fighter.stopped_by in (MOUNTED_MOUNTING_2_5, MOUNTED_SADDLE_UP_2_5):
        require(ctx.ruling(RULING_MOUNTED_MOUNTING_DISMOUNT_AFTER_STOP) == "may-dismount", fighter.stopped_by,
                f"{fighter.id} got into the saddle on a 2-5 and stays there until next turn "
                f"(ruling lotow.mounted.mounting.dismount-after-stop)")
    if mount.passenger:
        ctx.emit(MOUNTED_PASSENGERS_RIDER_DISMOUNTS, f"{mount.passenger} gets off with {fighter.id}")
        table = passenger_off_with_rider(ctx, table, mount.passenger, fighter.id)
    table = unseat(table, fighter.id)
    fighter = table.fighter(fighter.id)
    on_foot = (f"{(1 - fighter.move_used) * fighter.move:g}\" left on foot" if fighter.stopped_by is None
               else f"his movement ended this turn under rule {fighter.stopped_by}")
    ctx.emit(MOUNTED_DISMOUNTING, f"{fighter.id} dismounts without a test; {on_foot}")
    ctx.emit(MOUNTED_DISMOUNT_MODEL, f"{mount.id} stays where it stands, riderless")
    mount = table.mount(mount.id)
    if action.tie_to is not None:
        post = table.obstacle(action.tie_to)
        require(post.can_tie, MOUNTED_TYING, f"{post.id} is not something a mount can be tied to")
        beside_the_post(ctx, mount, post)
        mount = mount.evolve(tied=True)
        ctx.emit(MOUNTED_TYING, f"{fighter.id} ties {mount.id} to {post.id} at no cost in movement")
    return table.with_mount(mount)


@RULESET.action("charge")
class Charge(Action):
    """A model charges an enemy."""
    distinct = ("attacker", "target")

    attacker: str = Field(description="Fighter or mount id")
    target: str = Field(description="Fighter or mount id")


def at_an_enemy(table: LotowTable, attacker: Fighter, target_id: str) -> None:
    """A charge is an attack on the enemy: the excerpt speaks of no other ("не может нападать на противника",
    lotow.prone.cannot-charge; "фигуркам разрешается напасть на противника", lotow.obstacles.charge-across), and a
    riderless mount is charged "по обычным правилам" (lotow.mounted.riderless), as an enemy's model
    ("Убежавшее верховое животное ... может быть атаковано врагом").  Whom the ordinary rules let a model charge is
    outside the excerpt (hook lotow.hook.normal-charge): a ``target`` of the charger's own side is bad input, not a
    charge any clause refuses.  A mounted model is on its rider's side; a riderless mount on its own."""
    target = table.fighter_or_mount(target_id)
    rider = target.rider if isinstance(target, Mount) else None
    side = table.fighter(rider).side if rider is not None else target.side
    if side == attacker.side:
        raise not_an_enemy(attacker.id, target_id, side)


@RULESET.handler(Charge)
def charge(ctx: Context, table: LotowTable, action: Charge) -> LotowTable:
    """A charge is at an enemy (:func:`at_an_enemy`; one at the charger's own side is bad input).
    lotow.mounted.riderless: a riderless mount may be charged but never charges;
    lotow.mounted.passengers.no-shooting-or-fighting: a passenger does not fight;
    lotow.mounted.general: a mounted fighter charges as a fighter on foot does.

    Every charge checks the charger as a charge on foot does (obstacles.may_start_a_charge): a
    prone fighter (lotow.prone.cannot-charge), one barred this turn (lotow.levels.no-enemy) and
    one whose movement has ended (e.g. lotow.mounted.mounting.2-5, lotow.obstacles.engaged)
    charge nobody; and, in the saddle as on foot, only an enemy fighter he sees is charged
    (obstacles.must_see: lotow.obstacles.must-see, lotow.spotting.only-passers-see).  The charge is his move, the
    mounted model's at the mount's Move, paid from what he has left (obstacles.charge_move).  Charger and the
    fighter he charges are then both engaged, each with the other, as bases that touch are ("обе фигурки считаются
    вовлечёнными в рукопашную, как если бы они касались подставками друг друга", lotow.obstacles.engaged)."""
    if action.attacker in {m.id for m in table.mounts}:
        mount = table.mount(action.attacker)
        require(mount.rider is not None, MOUNTED_RIDERLESS, f"{mount.id} has no rider and cannot charge")
        action = action.model_copy(update={"attacker": mount.rider})
    attacker = table.fighter(action.attacker)
    at_an_enemy(table, attacker, action.target)
    seat = table.seat_of(attacker.id)
    require(seat != "passenger", MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING,
            f"{attacker.id} is a passenger and cannot fight in close combat")
    may_start_a_charge(attacker)
    on_the_table(table, action.target, "charges")
    target = table.fighter_or_mount(action.target)
    if isinstance(target, Mount):
        if target.rider is None:
            ctx.emit(MOUNTED_RIDERLESS, f"{attacker.id} charges the riderless {target.kind} {target.id}")
    if seat == "rider":
        in_movement_phase(ctx, table, MOUNTED_RIDER_CONTROLS, f"{attacker.id} charges in the saddle")
        ctx.emit(MOUNTED_GENERAL, f"{attacker.id} charges in the saddle as a fighter on foot would")
    else:
        on_foot_in_movement_phase(ctx, table, OBSTACLES_MUST_SEE, f"{attacker.id} charges, a move that begins")
    if isinstance(target, Fighter):
        # "Верховые бойцы сражаются также, как и пешие фигурки": in the saddle too he charges only an enemy
        # he sees, and a prone one behind cover only once he has passed his spotting roll
        must_see(ctx, table, attacker, target, OBSTACLES_MUST_SEE)
    table = charge_move(ctx, table, attacker.id, target.id)
    table = keeps_in_contact(ctx, table, attacker.id, f"charging {target.id}")
    if isinstance(target, Fighter):
        # the bases touch: both are in the fight, the one charged as much as the charger
        return engage(table, table.fighter(attacker.id), target, stop_clause=None)
    return table.with_fighter(table.fighter(attacker.id).evolve(engaged=True))
