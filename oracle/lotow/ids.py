"""The clause, ruling and hook ids of the lotow catalogue, one typed constant each.

Generated from oracle/lotow/catalogue/*.yaml by ``python -m oracle.catalogue --write-ids``:
do not edit; rule code imports these names instead of writing an id as a string.
"""

from typing import Final

from oracle.core.ids import ClauseId, HookId, RulingId

# falling: Falling or jumping from over 2"
FALLING_NO_JUMP_TEST: Final = ClauseId("lotow.falling.no-jump-test")
FALLING_NO_FURTHER_MOVE: Final = ClauseId("lotow.falling.no-further-move")
RULING_FALLING_HEIGHT_BOUNDARY: Final = RulingId("lotow.falling.height-boundary")
RULING_FALLING_LANDS_PRONE: Final = RulingId("lotow.falling.lands-prone")

# holding-a-mount: Holding a mount
MOUNTED_HOLDING: Final = ClauseId("lotow.mounted.holding")
RULING_MOUNTED_HOLDING_WHO: Final = RulingId("lotow.mounted.holding.who")

# levels: Fighting on different levels
LEVELS_AUTO_CHARGE: Final = ClauseId("lotow.levels.auto-charge")
LEVELS_PLACEMENT: Final = ClauseId("lotow.levels.placement")
LEVELS_NO_ENEMY: Final = ClauseId("lotow.levels.no-enemy")
LEVELS_SEEN_AT_START: Final = ClauseId("lotow.levels.seen-at-start")
LEVELS_FIGHT_VALUE_1: Final = ClauseId("lotow.levels.fight-value-1")
LEVELS_MAY_FALL: Final = ClauseId("lotow.levels.may-fall")
RULING_LEVELS_NEAREST: Final = RulingId("lotow.levels.nearest")
RULING_LEVELS_ZONE_TOUCHES_EDGE: Final = RulingId("lotow.levels.zone-touches-edge")
RULING_LEVELS_PLACEMENT_SPOT: Final = RulingId("lotow.levels.placement-spot")
RULING_LEVELS_FIGHT_VALUE_SCOPE: Final = RulingId("lotow.levels.fight-value-scope")
HOOK_TRAPPED_FALL: Final = HookId("lotow.hook.trapped-fall")
HOOK_CLIMBING: Final = HookId("lotow.hook.climbing")

# loose-mounts: Loose Mounts (optional)
MOUNTED_LOOSE_OPTIONAL: Final = ClauseId("lotow.mounted.loose.optional")
MOUNTED_LOOSE_RIDER_KILLED: Final = ClauseId("lotow.mounted.loose.rider-killed")
MOUNTED_LOOSE_WHEN: Final = ClauseId("lotow.mounted.loose.when")
MOUNTED_LOOSE_COURAGE: Final = ClauseId("lotow.mounted.loose.courage")
MOUNTED_LOOSE_TIED: Final = ClauseId("lotow.mounted.loose.tied")
MOUNTED_LOOSE_NO_CONTROL_ZONE: Final = ClauseId("lotow.mounted.loose.no-control-zone")
MOUNTED_LOOSE_ENEMIES_IN_PATH: Final = ClauseId("lotow.mounted.loose.enemies-in-path")
MOUNTED_LOOSE_TARGET: Final = ClauseId("lotow.mounted.loose.target")
RULING_MOUNTED_LOOSE_OR_CONDITIONS: Final = RulingId("lotow.mounted.loose.or-conditions")

# mounted-fighters: Mounted fighters
MOUNTED_GENERAL: Final = ClauseId("lotow.mounted.general")
MOUNTED_LINE_OF_SIGHT: Final = ClauseId("lotow.mounted.line-of-sight")
MOUNTED_RIDER_CONTROLS: Final = ClauseId("lotow.mounted.rider-controls")
MOUNTED_DISMOUNT_MODEL: Final = ClauseId("lotow.mounted.dismount-model")
MOUNTED_MOUNTING_JUMP: Final = ClauseId("lotow.mounted.mounting.jump")
MOUNTED_MOUNTING_1: Final = ClauseId("lotow.mounted.mounting.1")
MOUNTED_MOUNTING_2_5: Final = ClauseId("lotow.mounted.mounting.2-5")
MOUNTED_MOUNTING_6: Final = ClauseId("lotow.mounted.mounting.6")
MOUNTED_DISMOUNTING: Final = ClauseId("lotow.mounted.dismounting")
MOUNTED_TYING: Final = ClauseId("lotow.mounted.tying")
MOUNTED_RIDERLESS: Final = ClauseId("lotow.mounted.riderless")
RULING_MOUNTED_MOUNTING_REACH: Final = RulingId("lotow.mounted.mounting.reach")
RULING_MOUNTED_MOUNTING_WHOSE: Final = RulingId("lotow.mounted.mounting.whose")
RULING_MOUNTED_EYE_LEVEL: Final = RulingId("lotow.mounted.eye-level")
RULING_MOUNTED_MOUNTING_REMAINING_MOVE: Final = RulingId("lotow.mounted.mounting.remaining-move")
RULING_MOUNTED_MOUNTING_AFTER_A_ONE: Final = RulingId("lotow.mounted.mounting.after-a-one")
RULING_MOUNTED_TYING_BESIDE: Final = RulingId("lotow.mounted.tying.beside")
RULING_MOUNTED_MOUNTING_DISMOUNT_AFTER_STOP: Final = RulingId("lotow.mounted.mounting.dismount-after-stop")
HOOK_STRENGTH_HIT: Final = HookId("lotow.hook.strength-hit")
HOOK_FALLING_DAMAGE: Final = HookId("lotow.hook.falling-damage")
HOOK_COURAGE_TEST: Final = HookId("lotow.hook.courage-test")
HOOK_IN_THE_WAY: Final = HookId("lotow.hook.in-the-way")
HOOK_CLOSE_COMBAT: Final = HookId("lotow.hook.close-combat")
HOOK_JUMP_TEST: Final = HookId("lotow.hook.jump-test")
HOOK_SCENARIOS: Final = HookId("lotow.hook.scenarios")

# mounted-terrain: Difficult terrain and obstacles for mounts
MOUNTED_TERRAIN_DIFFICULT: Final = ClauseId("lotow.mounted.terrain.difficult")
MOUNTED_OBSTACLES_SMALL: Final = ClauseId("lotow.mounted.obstacles.small")
MOUNTED_OBSTACLES_MULE: Final = ClauseId("lotow.mounted.obstacles.mule")
MOUNTED_OBSTACLES_HORSE: Final = ClauseId("lotow.mounted.obstacles.horse")
MOUNTED_OBSTACLES_NO_CLIMBING: Final = ClauseId("lotow.mounted.obstacles.no-climbing")
MOUNTED_OBSTACLES_DOORS: Final = ClauseId("lotow.mounted.obstacles.doors")
MOUNTED_JUMP_TABLE: Final = ClauseId("lotow.mounted.jump.table")
MOUNTED_JUMP_1: Final = ClauseId("lotow.mounted.jump.1")
MOUNTED_JUMP_2_6: Final = ClauseId("lotow.mounted.jump.2-6")
MOUNTED_JUMP_HARD: Final = ClauseId("lotow.mounted.jump.hard")
MOUNTED_JUMP_NATURAL_ONE: Final = ClauseId("lotow.mounted.jump.natural-one")
RULING_MOUNTED_OBSTACLES_BARRIER_THICKNESS: Final = RulingId("lotow.mounted.obstacles.barrier-thickness")
RULING_MOUNTED_OBSTACLES_HORSE_LIMIT: Final = RulingId("lotow.mounted.obstacles.horse-limit")
RULING_MOUNTED_OBSTACLES_SMALL_THRESHOLD: Final = RulingId("lotow.mounted.obstacles.small-threshold")
RULING_MOUNTED_JUMP_NATURAL_ONE_SCOPE: Final = RulingId("lotow.mounted.jump.natural-one-scope")

# obstacles: Obstacles and charges
OBSTACLES_NO_JUMP_INTO_ZONE: Final = ClauseId("lotow.obstacles.no-jump-into-zone")
OBSTACLES_CHARGE_ACROSS: Final = ClauseId("lotow.obstacles.charge-across")
OBSTACLES_MUST_SEE: Final = ClauseId("lotow.obstacles.must-see")
OBSTACLES_CHARGE_POSITION: Final = ClauseId("lotow.obstacles.charge-position")
OBSTACLES_ENGAGED: Final = ClauseId("lotow.obstacles.engaged")
OBSTACLES_WIDE_OBSTACLE: Final = ClauseId("lotow.obstacles.wide-obstacle")
OBSTACLES_THIN_FENCE: Final = ClauseId("lotow.obstacles.thin-fence")
OBSTACLES_FENCE_COMBAT: Final = ClauseId("lotow.obstacles.fence-combat")
RULING_OBSTACLES_ENGAGED_NEXT_TURN: Final = RulingId("lotow.obstacles.engaged-next-turn")
RULING_OBSTACLES_CONTROL_ZONE_REACH: Final = RulingId("lotow.obstacles.control-zone-reach")
RULING_OBSTACLES_WIDTH_BOUNDARY: Final = RulingId("lotow.obstacles.width-boundary")
RULING_OBSTACLES_AGAINST_THE_OBSTACLE: Final = RulingId("lotow.obstacles.against-the-obstacle")
RULING_OBSTACLES_LANDING_WITHIN: Final = RulingId("lotow.obstacles.landing-within")
HOOK_NORMAL_CHARGE: Final = HookId("lotow.hook.normal-charge")
HOOK_FENCE_CLOSE_COMBAT: Final = HookId("lotow.hook.fence-close-combat")

# passengers: Passengers
MOUNTED_PASSENGERS_TWO_RIDERS: Final = ClauseId("lotow.mounted.passengers.two-riders")
MOUNTED_PASSENGERS_DISMOUNT_FIRST: Final = ClauseId("lotow.mounted.passengers.dismount-first")
MOUNTED_PASSENGERS_DISMOUNT_LATER: Final = ClauseId("lotow.mounted.passengers.dismount-later")
MOUNTED_PASSENGERS_RIDER_DISMOUNTS: Final = ClauseId("lotow.mounted.passengers.rider-dismounts")
MOUNTED_PASSENGERS_NO_SHOOTING_OR_FIGHTING: Final = ClauseId("lotow.mounted.passengers.no-shooting-or-fighting")
MOUNTED_PASSENGERS_IN_THE_WAY: Final = ClauseId("lotow.mounted.passengers.in-the-way")
MOUNTED_PASSENGERS_RIDER_KILLED: Final = ClauseId("lotow.mounted.passengers.rider-killed")
MOUNTED_PASSENGERS_TEMPLATES: Final = ClauseId("lotow.mounted.passengers.templates")
MOUNTED_PASSENGERS_CLOSE_COMBAT: Final = ClauseId("lotow.mounted.passengers.close-combat")
RULING_MOUNTED_PASSENGERS_RIDER_THROWN: Final = RulingId("lotow.mounted.passengers.rider-thrown")
RULING_MOUNTED_PASSENGERS_IN_THE_WAY: Final = RulingId("lotow.mounted.passengers.in-the-way")

# prone: Models lying on the ground
PRONE_LAID_DOWN: Final = ClauseId("lotow.prone.laid-down")
PRONE_GOING_PRONE: Final = ClauseId("lotow.prone.going-prone")
PRONE_VISIBLE_BODY: Final = ClauseId("lotow.prone.visible-body")
PRONE_STANDING_UP: Final = ClauseId("lotow.prone.standing-up")
PRONE_CRAWL: Final = ClauseId("lotow.prone.crawl")
PRONE_UNSEEN_BEHIND_COVER: Final = ClauseId("lotow.prone.unseen-behind-cover")
PRONE_SEES_AS_STANDING: Final = ClauseId("lotow.prone.sees-as-standing")
PRONE_NO_CONTROL_ZONE: Final = ClauseId("lotow.prone.no-control-zone")
PRONE_CANNOT_CHARGE: Final = ClauseId("lotow.prone.cannot-charge")
PRONE_CLOSE_COMBAT: Final = ClauseId("lotow.prone.close-combat")
RULING_PRONE_HALF_MOVE_BASIS: Final = RulingId("lotow.prone.half-move-basis")
RULING_PRONE_CRAWL_OR_STAND: Final = RulingId("lotow.prone.crawl-or-stand")
RULING_PRONE_PHASE: Final = RulingId("lotow.prone.phase")
HOOK_CONTROL_ZONE: Final = HookId("lotow.hook.control-zone")

# saddle-up: Saddle Up!
MOUNTED_SADDLE_UP_CONDITIONS: Final = ClauseId("lotow.mounted.saddle-up.conditions")
MOUNTED_SADDLE_UP_1: Final = ClauseId("lotow.mounted.saddle-up.1")
MOUNTED_SADDLE_UP_2_5: Final = ClauseId("lotow.mounted.saddle-up.2-5")
MOUNTED_SADDLE_UP_6: Final = ClauseId("lotow.mounted.saddle-up.6")
RULING_MOUNTED_SADDLE_UP_WITHIN: Final = RulingId("lotow.mounted.saddle-up.within")
RULING_MOUNTED_SADDLE_UP_FALL_ENDS_MOVE: Final = RulingId("lotow.mounted.saddle-up.fall-ends-move")
RULING_MOUNTED_SADDLE_UP_FALL_PRONE: Final = RulingId("lotow.mounted.saddle-up.fall-prone")

# spotting: Spotting rolls
SPOTTING_ROLL: Final = ClauseId("lotow.spotting.roll")
SPOTTING_ROLL_1_3: Final = ClauseId("lotow.spotting.roll.1-3")
SPOTTING_ROLL_4_6: Final = ClauseId("lotow.spotting.roll.4-6")
SPOTTING_PER_FIGHTER: Final = ClauseId("lotow.spotting.per-fighter")
SPOTTING_ONLY_PASSERS_SEE: Final = ClauseId("lotow.spotting.only-passers-see")
SPOTTING_SHOOTING_REVEALS: Final = ClauseId("lotow.spotting.shooting-reveals")
SPOTTING_REVEALED_MAY_BE_CHARGED: Final = ClauseId("lotow.spotting.revealed-may-be-charged")
RULING_SPOTTING_PARTLY_VS_VISIBLE: Final = RulingId("lotow.spotting.partly-vs-visible")
RULING_SPOTTING_HOW_LONG: Final = RulingId("lotow.spotting.how-long")
RULING_SPOTTING_WITHIN_6: Final = RulingId("lotow.spotting.within-6")
RULING_SPOTTING_WHO_IS_WITHIN: Final = RulingId("lotow.spotting.who-is-within")
HOOK_LINE_OF_SIGHT: Final = HookId("lotow.hook.line-of-sight")
HOOK_SHOOTING: Final = HookId("lotow.hook.shooting")

# thrown-riders: Thrown riders
MOUNTED_THROWN_RIDER_1: Final = ClauseId("lotow.mounted.thrown-rider.1")
MOUNTED_THROWN_RIDER_2_5: Final = ClauseId("lotow.mounted.thrown-rider.2-5")
MOUNTED_THROWN_RIDER_6: Final = ClauseId("lotow.mounted.thrown-rider.6")
RULING_MOUNTED_THROWN_RIDER_SIX_AFTER_STOP: Final = RulingId("lotow.mounted.thrown-rider.six-after-stop")
