"""The clause, ruling and hook ids of the mordheim catalogue, one typed constant each.

Generated from oracle/mordheim/catalogue/*.yaml by ``python -m oracle.catalogue --write-ids``:
do not edit; rule code imports these names instead of writing an id as a string.
"""

from typing import Final

from oracle.core.ids import ClauseId, HookId, RulingId

# charging: Charging, intercepting and failed charges
CHARGING_DECLARATION: Final = ClauseId("mordheim.charging.declaration")
CHARGING_TARGET_LINE: Final = ClauseId("mordheim.charging.target-line")
CHARGING_UNSEEN_WITHIN_4: Final = ClauseId("mordheim.charging.unseen-within-4")
CHARGING_UNSEEN_TEST_FAILED: Final = ClauseId("mordheim.charging.unseen-test-failed")
CHARGING_DOUBLE_MOVEMENT: Final = ClauseId("mordheim.charging.double-movement")
CHARGING_ENGAGED: Final = ClauseId("mordheim.charging.engaged")
CHARGING_LOW_WALL: Final = ClauseId("mordheim.charging.low-wall")
CHARGING_INTERCEPTING_ELIGIBLE: Final = ClauseId("mordheim.charging.intercepting.eligible")
CHARGING_INTERCEPTING_ONE_PER_CHARGER: Final = ClauseId("mordheim.charging.intercepting.one-per-charger")
CHARGING_INTERCEPTING_INTERCEPTOR_FEAR: Final = ClauseId("mordheim.charging.intercepting.interceptor-fear")
CHARGING_INTERCEPTING_FEAR_CAUSING_INTERCEPTOR: Final = ClauseId("mordheim.charging.intercepting.fear-causing-interceptor")
CHARGING_INTERCEPTING_CHARGER_KEEPS_ROLE: Final = ClauseId("mordheim.charging.intercepting.charger-keeps-role")
CHARGING_FAILED_MOVE: Final = ClauseId("mordheim.charging.failed.move")
CHARGING_FAILED_NO_SHOOTING: Final = ClauseId("mordheim.charging.failed.no-shooting")
CHARGING_ONLY_BY_CHARGE: Final = ClauseId("mordheim.charging.only-by-charge")
RULING_CHARGING_INITIATIVE_TEST: Final = RulingId("mordheim.charging.initiative-test")
RULING_CHARGING_LINE: Final = RulingId("mordheim.charging.line")
RULING_CHARGING_WITHIN_4: Final = RulingId("mordheim.charging.within-4")
RULING_CHARGING_UNSEEN_BEYOND_4: Final = RulingId("mordheim.charging.unseen-beyond-4")
RULING_CHARGING_SHORTEST_ROUTE: Final = RulingId("mordheim.charging.shortest-route")
RULING_CHARGING_DECLARED_DETOUR: Final = RulingId("mordheim.charging.declared-detour")
RULING_CHARGING_ACROSS_LOW_WALL: Final = RulingId("mordheim.charging.across-low-wall")
RULING_CHARGING_INTERCEPT_CORRIDOR: Final = RulingId("mordheim.charging.intercept-corridor")
RULING_CHARGING_INTERCEPT_MEETING_POINT: Final = RulingId("mordheim.charging.intercept-meeting-point")
RULING_CHARGING_INTERCEPT_MEETING_OFF_WALLS: Final = RulingId("mordheim.charging.intercept-meeting-off-walls")
RULING_CHARGING_HIDDEN_IN_THE_WAY: Final = RulingId("mordheim.charging.hidden-in-the-way")
RULING_CHARGING_INTERCEPT_MOVE: Final = RulingId("mordheim.charging.intercept-move")
RULING_CHARGING_INTERCEPTOR_STATE: Final = RulingId("mordheim.charging.interceptor-state")
RULING_CHARGING_TARGET_INTERCEPTS: Final = RulingId("mordheim.charging.target-intercepts")
RULING_CHARGING_INTERCEPT_ATTEMPTS: Final = RulingId("mordheim.charging.intercept-attempts")
RULING_CHARGING_FAILED_CHARGE_ROUTE: Final = RulingId("mordheim.charging.failed-charge-route")
RULING_CHARGING_FAILED_CHARGE_LEAP: Final = RulingId("mordheim.charging.failed-charge-leap")
RULING_CHARGING_STOPPED_CHARGE_SHOOTING: Final = RulingId("mordheim.charging.stopped-charge-shooting")
RULING_CHARGING_MOVE_INTO_CONTACT: Final = RulingId("mordheim.charging.move-into-contact")
HOOK_INITIATIVE_TEST: Final = HookId("mordheim.hook.initiative-test")
HOOK_FEAR_TEST: Final = HookId("mordheim.hook.fear-test")
HOOK_CLOSE_COMBAT: Final = HookId("mordheim.hook.close-combat")

# charging-several: Charging several enemies at once
CHARGING_SEVERAL_TOUCHING: Final = ClauseId("mordheim.charging-several.touching")
RULING_CHARGING_SEVERAL_TARGETS: Final = RulingId("mordheim.charging-several.targets")

# climbing: Climbing
CLIMBING_WHO: Final = ClauseId("mordheim.climbing.who")
CLIMBING_CONTACT: Final = ClauseId("mordheim.climbing.contact")
CLIMBING_DISTANCE: Final = ClauseId("mordheim.climbing.distance")
CLIMBING_NO_RUNNING: Final = ClauseId("mordheim.climbing.no-running")
CLIMBING_TOO_HIGH: Final = ClauseId("mordheim.climbing.too-high")
CLIMBING_INITIATIVE_TEST: Final = ClauseId("mordheim.climbing.initiative-test")
CLIMBING_FALL_CLIMBING_DOWN: Final = ClauseId("mordheim.climbing.fall-climbing-down")
RULING_CLIMBING_OVER_A_WALL: Final = RulingId("mordheim.climbing.over-a-wall")
RULING_CLIMBING_FALL_HEIGHT: Final = RulingId("mordheim.climbing.fall-height")
RULING_CLIMBING_IN_CHARGE: Final = RulingId("mordheim.climbing.in-charge")
HOOK_ANIMALS: Final = HookId("mordheim.hook.animals")

# diving-charge: Diving charge
DIVING_CHARGE_TARGET: Final = ClauseId("mordheim.diving-charge.target")
DIVING_CHARGE_INITIATIVE_TESTS: Final = ClauseId("mordheim.diving-charge.initiative-tests")
DIVING_CHARGE_FAILURE: Final = ClauseId("mordheim.diving-charge.failure")
DIVING_CHARGE_BONUS: Final = ClauseId("mordheim.diving-charge.bonus")
RULING_DIVING_CHARGE_MAX_HEIGHT: Final = RulingId("mordheim.diving-charge.max-height")
RULING_DIVING_CHARGE_TEST_HEIGHT: Final = RulingId("mordheim.diving-charge.test-height")
RULING_DIVING_CHARGE_LANDING: Final = RulingId("mordheim.diving-charge.landing")
RULING_DIVING_CHARGE_UNTESTED_DIVE: Final = RulingId("mordheim.diving-charge.untested-dive")

# hiding: Hiding
HIDING_WHEN: Final = ClauseId("mordheim.hiding.when")
HIDING_DECLARED: Final = ClauseId("mordheim.hiding.declared")
HIDING_WHO_CANNOT: Final = ClauseId("mordheim.hiding.who-cannot")
HIDING_STAYING_HIDDEN: Final = ClauseId("mordheim.hiding.staying-hidden")
HIDING_ENEMY_SEES: Final = ClauseId("mordheim.hiding.enemy-sees")
HIDING_PROTECTION: Final = ClauseId("mordheim.hiding.protection")
HIDING_SHOOTING_AND_CASTING: Final = ClauseId("mordheim.hiding.shooting-and-casting")
HIDING_MOVING_INTO_VIEW: Final = ClauseId("mordheim.hiding.moving-into-view")
HIDING_DETECTION: Final = ClauseId("mordheim.hiding.detection")
RULING_HIDING_COVER: Final = RulingId("mordheim.hiding.cover")
RULING_HIDING_DETECTION_RADIUS: Final = RulingId("mordheim.hiding.detection-radius")
RULING_HIDING_DETECTION_ON_THE_WAY: Final = RulingId("mordheim.hiding.detection-on-the-way")
RULING_HIDING_ENEMY_SIGHT_ON_THE_WAY: Final = RulingId("mordheim.hiding.enemy-sight-on-the-way")
RULING_HIDING_CHARGED: Final = RulingId("mordheim.hiding.charged")
RULING_HIDING_JUMPS_CLIMBS_LEAPS: Final = RulingId("mordheim.hiding.jumps-climbs-leaps")
RULING_HIDING_AFTER_A_FALL: Final = RulingId("mordheim.hiding.after-a-fall")
RULING_HIDING_HURRIED_MOVE: Final = RulingId("mordheim.hiding.hurried-move")
RULING_HIDING_AFTER_CASTING: Final = RulingId("mordheim.hiding.after-casting")

# jumping-down: Jumping down
JUMPING_DOWN_MAX_HEIGHT: Final = ClauseId("mordheim.jumping-down.max-height")
JUMPING_DOWN_INITIATIVE_TESTS: Final = ClauseId("mordheim.jumping-down.initiative-tests")
JUMPING_DOWN_FAILURE: Final = ClauseId("mordheim.jumping-down.failure")
JUMPING_DOWN_SUCCESS: Final = ClauseId("mordheim.jumping-down.success")
JUMPING_DOWN_SKAVEN_EXAMPLE: Final = ClauseId("mordheim.jumping-down.skaven-example")
RULING_JUMPING_DOWN_HEIGHT_LIMIT: Final = RulingId("mordheim.jumping-down.height-limit")
RULING_JUMPING_DOWN_FALLING_DAMAGE: Final = RulingId("mordheim.jumping-down.falling-damage")
RULING_JUMPING_DOWN_TEST_SEQUENCE: Final = RulingId("mordheim.jumping-down.test-sequence")
HOOK_FALLING: Final = HookId("mordheim.hook.falling")
HOOK_STRENGTH_HIT: Final = HookId("mordheim.hook.strength-hit")

# leaping: Leaping gaps
LEAPING_MAX_GAP: Final = ClauseId("mordheim.leaping.max-gap")
LEAPING_COUNTS_AGAINST_MOVE: Final = ClauseId("mordheim.leaping.counts-against-move")
LEAPING_NOT_ENOUGH_MOVEMENT: Final = ClauseId("mordheim.leaping.not-enough-movement")
LEAPING_INITIATIVE_TEST: Final = ClauseId("mordheim.leaping.initiative-test")
LEAPING_SHOOTING: Final = ClauseId("mordheim.leaping.shooting")
LEAPING_IN_RUN_OR_CHARGE: Final = ClauseId("mordheim.leaping.in-run-or-charge")
RULING_LEAPING_OVER_THREE: Final = RulingId("mordheim.leaping.over-three")
RULING_LEAPING_ENOUGH_MOVEMENT: Final = RulingId("mordheim.leaping.enough-movement")
RULING_LEAPING_FALL_HEIGHT: Final = RulingId("mordheim.leaping.fall-height")
RULING_LEAPING_LANDING_HEIGHT: Final = RulingId("mordheim.leaping.landing-height")

# movement: Movement
MOVEMENT_DISTANCE: Final = ClauseId("mordheim.movement.distance")
MOVEMENT_LADDERS_AND_OBSTACLES: Final = ClauseId("mordheim.movement.ladders-and-obstacles")
MOVEMENT_OPTIONAL_DISTANCE: Final = ClauseId("mordheim.movement.optional-distance")
RULING_MOVEMENT_MEASURING: Final = RulingId("mordheim.movement.measuring")
RULING_MOVEMENT_MEASURING_HEIGHT: Final = RulingId("mordheim.movement.measuring-height")
RULING_MOVEMENT_VERTICAL_DISTANCE: Final = RulingId("mordheim.movement.vertical-distance")
RULING_MOVEMENT_LOW_OBSTACLES: Final = RulingId("mordheim.movement.low-obstacles")
RULING_MOVEMENT_THROUGH_MODELS: Final = RulingId("mordheim.movement.through-models")

# remaining-moves: Remaining moves
REMAINING_MOVES_ORDER: Final = ClauseId("mordheim.remaining-moves.order")
RULING_REMAINING_MOVES_ORDER_OF_FIRST_MOVES: Final = RulingId("mordheim.remaining-moves.order-of-first-moves")
HOOK_COMPULSORY_MOVES: Final = HookId("mordheim.hook.compulsory-moves")

# running: Running
RUNNING_DOUBLE_MOVEMENT: Final = ClauseId("mordheim.running.double-movement")
RUNNING_NO_COMBAT: Final = ClauseId("mordheim.running.no-combat")
RUNNING_ENEMY_WITHIN_8: Final = ClauseId("mordheim.running.enemy-within-8")
RUNNING_IGNORED_ENEMIES: Final = ClauseId("mordheim.running.ignored-enemies")
RUNNING_CHECK_AFTER_CHARGES: Final = ClauseId("mordheim.running.check-after-charges")
RUNNING_CLOSING_IN: Final = ClauseId("mordheim.running.closing-in")
RUNNING_NO_SHOOTING: Final = ClauseId("mordheim.running.no-shooting")
RUNNING_DECLARED: Final = ClauseId("mordheim.running.declared")
RUNNING_SPELLS: Final = ClauseId("mordheim.running.spells")
RULING_RUNNING_WITHIN_8: Final = RulingId("mordheim.running.within-8")
RULING_RUNNING_CHECK_MOMENT: Final = RulingId("mordheim.running.check-moment")
HOOK_MODEL_STATES: Final = HookId("mordheim.hook.model-states")
HOOK_SHOOTING_AND_SPELLS: Final = HookId("mordheim.hook.shooting-and-spells")

# terrain: Terrain
TERRAIN_OPEN_GROUND: Final = ClauseId("mordheim.terrain.open-ground")
TERRAIN_DIFFICULT_GROUND: Final = ClauseId("mordheim.terrain.difficult-ground")
TERRAIN_VERY_DIFFICULT_GROUND: Final = ClauseId("mordheim.terrain.very-difficult-ground")
TERRAIN_BARRIERS: Final = ClauseId("mordheim.terrain.barriers")
RULING_TERRAIN_BASE_ON_BARRIER: Final = RulingId("mordheim.terrain.base-on-barrier")
RULING_TERRAIN_COST: Final = RulingId("mordheim.terrain.cost")
