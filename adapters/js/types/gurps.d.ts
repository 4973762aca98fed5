/* Generated from schema/gurps.schema.json by scripts/generate-types.js (json-schema-to-typescript); do not edit. */

export type Id = string
export type Kind = ("person" | "mount" | "vehicle")
export type St = number
export type Dx = number
export type Will = number
export type Hearing = number
export type Sm = number
/**
 * (skill, level) pairs
 */
export type Skills = [unknown, unknown][]
export type CombatReflexes = boolean
/**
 * A player's character, not the GM's (an NPC)
 */
export type PlayerCharacter = boolean
export type Legs = boolean
export type BasicMove = number
/**
 * Move after encumbrance; Basic Move if not given
 */
export type Move = (number | null)
export type Encumbrance = number
export type EnhancedMove = boolean
/**
 * Top speed (Enhanced Move, a vehicle's top speed): whole yards per second, or an exact fraction ("144/5")
 */
export type TopSpeed = (number | string | null)
export type BasicAirMove = (number | null)
export type BasicWaterMove = (number | null)
/**
 * The limitation of his Flight: none (a flyer who can hover), Cannot Hover, Controlled Gliding or Gliding (不能悬停、可控滑翔、滑翔)
 */
export type FlightLimit = ("none" | "cannot-hover" | "controlled-gliding" | "gliding")
export type Medium = ("ground" | "air" | "water")
export type Wheels = number
export type Posture = ("standing" | "kneeling" | "sitting" | "crawling" | "prone" | "mounted")
/**
 * Yards per second
 */
export type Velocity = number
export type HighSpeed = boolean
/**
 * Yards moved straight since the last change of facing
 */
export type SinceTurn = number
/**
 * Movement points spent this turn (你的移动点数等于你在轮开始时的速度): a yard of open ground costs one, a yard of bad terrain one and its extra cost, a diagonal yard through the air 1.5; whole, or an exact fraction ("21/2"). His velocity less these is what he must still move and the movement left to tumble (剩余移动力)
 */
export type Moved = (number | string)
/**
 * Yards moved this turn, whatever they cost: a diagonal yard through the air is one yard though it costs 1.5 movement points, a yard of mud one yard though it costs 2. The distance the rules of a step read (只移动了一个迈步, 坐骑移动的距离超过一个迈步); whole, or an exact fraction ("21/2")
 */
export type YardsMoved = (number | string)
/**
 * Yards moved in the turn before this one, as the table recorded them (上个轮移动的距离, the couched lance's distance): the turn's yards moved when one second passes; none known (null) at the start, or after the clock passed over seconds it recorded no movement in. The table records the yards its actions moved, so they are at least what was moved
 */
export type YardsLastTurn = (number | string | null)
/**
 * He has changed his velocity this turn (sped up, slowed down, or taken his starting velocity): 你在每一轮结束时可以增加或降低它, once at the end of the turn; no other change until the next turn
 */
export type VelocityChanged = boolean
export type OutOfControl = boolean
/**
 * Yards tumbled after a loss of control: whole yards, or quarters kept (exact as binary floats) under the reading gurps.high-speed.tumble-distance=quarter-exact
 */
export type Tumbled = (number | null)
export type Stalled = boolean
/**
 * He has rolled DX-4 to pull out of a stall this turn (每轮检定一次): no second roll until the next turn
 */
export type StallRollMade = boolean
export type TurnOver = boolean
export type Stunned = boolean
/**
 * Awake; the damage that could knock him out (a fall) is outside the excerpt
 */
export type Conscious = boolean
export type Blind = boolean
export type InDarkness = boolean
/**
 * His darkness is supernatural (超自然黑暗), not the absence of light: one outside it sees a weapon come out of it
 */
export type SupernaturalDarkness = boolean
export type UsedToBlindness = boolean
export type Invisible = boolean
/**
 * His weapon can be seen though he is invisible: he is not an attacker unseen with his weapon (攻击者( 包括他的武器) 是看不见的), and a defender who sees sees the weapon coming
 */
export type WeaponVisible = boolean
export type InSmoke = boolean
/**
 * The hex the character stands in
 */
export type Hex = (string | null)
/**
 * The mount this character rides
 */
export type RidingOn = (string | null)
export type Seat = (("controller" | "passenger") | null)
export type HandsOnReins = (0 | 1 | 2)
export type Holding = string[]
export type Dropped = string[]
export type FellOff = boolean
/**
 * The mount this character last got off (dismounted, jumped down or fell from), the one whose slipped saddle he may re-cinch
 */
export type LeftMount = (string | null)
export type RecalledMount = (boolean | null)
export type Training = ("war" | "trained" | "untrained")
/**
 * A worse penalty than -6 for a mount not fully trained
 */
export type UntrainedPenalty = (number | null)
/**
 * Yards a rider falls from this mount, if not the usual 3
 */
export type FallHeight = (number | null)
export type Saddle = boolean
export type Stirrups = boolean
export type Frightened = boolean
/**
 * Riding rolls to master this frightened mount: successes in a row
 */
export type SuccessesInARow = number
/**
 * Riding rolls to master this frightened mount: failures in a row
 */
export type FailuresInARow = number
export type Obeys = boolean
/**
 * The rows of the out-of-control table the mount has got (2 to 12, the totals of its 2d), each row once, in ascending order; a list naming a row twice or out of order is read as the rows it names
 */
export type TableResults = number[]
/**
 * Cumulative -1 to Riding from result 8-9
 */
export type Nervous = number
export type SaddleSlipped = boolean
export type Exhausted = boolean
export type BrokenLeg = boolean
export type Fallen = boolean
export type Rushing = (("at the enemy" | "away from the enemy") | null)
export type AttackedLastTurn = boolean
export type IronShoes = boolean
export type ShockPenalty = number
export type Hexes = (1 | 2 | 3)
/**
 * Saddle acrobatics this turn
 */
export type Stunt = (("turn-back" | "hang-off") | null)
/**
 * Result of a panic Will roll
 */
export type StandsFirm = (boolean | null)
/**
 * Step in yards (derived from Move outside the excerpt)
 */
export type Step = number
export type ChangingTo = (("standing" | "kneeling" | "sitting" | "crawling" | "prone" | "mounted") | null)
/**
 * Seconds left of a change of posture
 */
export type ChangeLeft = number
export type Hook = string
/**
 * The clause that caused it.
 */
export type Clause = string
export type Detail = string
export type Pending = Pending1[]
export type Characters = Character[]
export type OptionalRules = ("realistic-turning-radius" | "posture-in-armour")[]
/**
 * The GM rules that a wheeled vehicle decelerates safely
 */
export type GmWheelException = boolean
/**
 * Results of the last action, for exact questions: each key once (a key given twice: the later pair), in the order of the keys
 */
export type Answers = [unknown, unknown][]
/**
 * The clock: the second (one turn of combat) now being played
 */
export type Second = number
/**
 * The clock: whose turn it is within the second, if the scenario says
 */
export type TurnOf = (string | null)
/**
 * The model the effect is on
 */
export type Who = string
/**
 * The field of the model the effect set
 */
export type Effect = string
/**
 * The value the field takes when the effect lapses
 */
export type Lapsed = (boolean | number | string | null)
/**
 * The clause that bounds the effect in time
 */
export type Clause1 = string
/**
 * The last turn (second, in GURPS) in which the effect holds
 */
export type Until = number
/**
 * Whose turn bounds the effect within the clock's turn (GURPS: a character's turn within a second)
 */
export type TurnOf1 = (string | null)
/**
 * end: the effect holds until the turn of turn_of in second until has ended; start: it holds until the turn of turn_of begins in a later second ("until his next turn")
 */
export type Edge = ("end" | "start")
/**
 * Effects the text bounds in time, and the last second they hold
 */
export type Lasting = Lasting1[]
export type Who1 = string
export type By = number
export type Sprinting = boolean
export type Flyer = string
export type Attacker = string
export type Target = string
/**
 * The hit location aimed at
 */
export type Location = (string | null)
/**
 * What makes the attack wholly inaccurate (a wild swing...)
 */
export type WhollyInaccurate = (string | null)
/**
 * A torch or flashlight is in the attacker's line of sight
 */
export type LightInSight = boolean
export type Rider = string
/**
 * Yards the mount has moved this turn, the turn he aims in, as far as the action knows them. The rule reads the larger of this and the yards the table records for the mount this turn (its `yards_moved`): the default, 0, leaves the table's record standing, and a smaller number cannot undo it
 */
export type MountMoved = number
export type Rider1 = string
/**
 * 'thrown' (result 2) or 'mount falls' (result 12)
 */
export type Event = string
export type Attacker1 = string
export type Target1 = string
export type Rider2 = string
export type Weapon = ("melee" | "ranged" | "lance")
export type RelativeVelocity = number
export type Noisy = boolean
export type Stunt1 = (("turn-back" | "hang-off") | null)
export type Attacker2 = string
export type Target2 = string
export type Attacker3 = string
export type Target3 = string
/**
 * The attacker's effective skill
 */
export type Skill = number
export type Location1 = string
export type Attacker4 = string
export type Target4 = string
/**
 * The hex the attacker names if he cannot locate the foe
 */
export type Hex1 = (string | null)
/**
 * A torch or flashlight is in the attacker's line of sight
 */
export type LightInSight1 = boolean
/**
 * He seeks the foe by some other means than the Hearing-2 roll (或是使用某些其他方法, outside the excerpt), and whether they found him; none: he rolls Hearing-2 where the rules call for it
 */
export type OtherMeans = (("found" | "not found") | null)
export type Rider3 = string
export type Target5 = string
export type UsedToCavalry = boolean
export type GmCallsForPanic = boolean
export type Who2 = string
export type To = ("standing" | "kneeling" | "sitting" | "crawling" | "prone" | "mounted")
export type Who3 = string
export type Maneuver = ("move" | "move-and-attack" | "attack" | "all-out-attack" | "ready" | "aim" | "change-posture" | "do-nothing" | "concentrate" | "wait" | "all-out-defense" | "feint" | "evaluate")
export type Flyer1 = string
export type Feet = number
export type World = ("Earth" | "trace atmosphere" | "vacuum")
export type Wings = boolean
export type Protected = boolean
export type Rider4 = string
export type Foe = string
export type Rider5 = string
export type Manoeuvre = ("charge into an obstacle" | "charge over an obstacle" | "enter bad footing" | "jump" | "turn sharply")
export type LifeAtStake = boolean
export type Who4 = string
export type By1 = number
export type Who5 = string
export type Defence = ("dodge" | "retreat" | "drop")
export type Who6 = string
export type Defence1 = ("dodge" | "parry" | "block")
export type Defender = string
export type Attacker5 = string
export type Defence2 = ("dodge" | "block" | "parry")
export type Aware = boolean
export type Rider6 = string
export type How = ("change posture" | "jump down")
export type Maneuver1 = ("move" | "move-and-attack" | "attack" | "all-out-attack" | "ready" | "aim" | "change-posture" | "do-nothing" | "concentrate" | "wait" | "all-out-defense" | "feint" | "evaluate")
/**
 * Yards the mount has moved this turn, as far as the action knows them. The rule reads the larger of this and the yards the table records for the mount this turn (its `yards_moved`): the default, 0, leaves the table's record standing, and a smaller number cannot undo it
 */
export type MountMoved1 = number
export type Flyer2 = string
export type WholeTurn = boolean
export type Who7 = string
/**
 * Yards to an obstacle in the path, if any: a tumble that reaches it stops there (a collision; one that ends just there, as ruling gurps.high-speed.obstacle-at-tumble-end reads it)
 */
export type ObstacleAhead = (number | null)
/**
 * Yards to an obstacle along the heading he turns to, if any (obstacle_ahead: along the heading he had). A tumble after a failed turn meets the one on the heading ruling gurps.high-speed.early-turn-tumble-heading names
 */
export type ObstacleTurnedTo = (number | null)
export type Who8 = string
export type Maneuver2 = ("move" | "move-and-attack" | "attack" | "all-out-attack" | "ready" | "aim" | "change-posture" | "do-nothing" | "concentrate" | "wait" | "all-out-defense" | "feint" | "evaluate")
/**
 * Yards moved this turn
 */
export type Yards = number
/**
 * Largest change of direction this turn, degrees
 */
export type Turned = number
/**
 * The velocity he takes at the start of the next turn
 */
export type Velocity1 = number
export type Flyer3 = string
export type Maneuver3 = ("move" | "move-and-attack" | "attack" | "all-out-attack" | "ready" | "aim" | "change-posture" | "do-nothing" | "concentrate" | "wait" | "all-out-defense" | "feint" | "evaluate")
export type Yards1 = number
/**
 * He flies under his own power (not carried, towed or lifted by another force)
 */
export type OwnPower = boolean
export type Flyer4 = string
export type Flyer5 = string
export type Over = string
export type CeilingHighEnough = boolean
export type Flyer6 = string
export type LevelYards = number
export type VerticalYards = number
/**
 * Yards moved both across and up or down (45 degrees)
 */
export type DiagonalYards = number
export type Mount = string
export type Who9 = string
export type By2 = number
/**
 * Yards to an obstacle in the path, if any: a tumble that reaches it stops there (a collision; one that ends just there, as ruling gurps.high-speed.obstacle-at-tumble-end reads it)
 */
export type ObstacleAhead1 = (number | null)
export type Who10 = string
/**
 * What the torch is held to: oil, clothing, or anything else
 */
export type Material = string
export type Seconds = number
export type Rider7 = string
export type Yards2 = number
export type Rider8 = string
export type Who11 = string
export type Mount1 = string
export type Target6 = string
export type Attack = ("bite" | "kick" | "trample")
export type Mount2 = string
export type Mount3 = string
export type Manoeuvre1 = ("jump" | "sharp turn" | "hard stop")
export type Mount4 = string
/**
 * The mount's shock penalty (damage taken this turn)
 */
export type Shock = number
export type Rider9 = string
export type Mount5 = string
export type InOneTurn = boolean
export type Who12 = string
/**
 * Yards of bad terrain crossed
 */
export type RoughYards = number
/**
 * Extra movement points per yard of that terrain (mud: +1)
 */
export type ExtraCost = number
/**
 * Deceleration chosen at the end of the turn
 */
export type Decelerate1 = number
export type Direction = ("forward" | "sideways" | "backward")
/**
 * Yards to an obstacle in the path, if any: a tumble that reaches it stops there (a collision; one that ends just there, as ruling gurps.high-speed.obstacle-at-tumble-end reads it)
 */
export type ObstacleAhead2 = (number | null)
/**
 * Seconds that pass; 0: a turn begins within this second
 */
export type Seconds1 = number
/**
 * Whose turn begins, if the scenario says
 */
export type TurnOf2 = (string | null)
export type Passenger = string
export type Rider10 = string
/**
 * The mount he has got off, whose saddle he re-cinches; left out, the one the table records he got off (his `left_mount`). Another mount is refused
 */
export type Mount6 = (string | null)
export type Flyer7 = string
export type Rider11 = string
/**
 * Seconds of trying; none: every second until the mount obeys or control is lost
 */
export type Seconds2 = (number | null)
export type Flyer8 = string
export type Direction1 = ("away" | "up" | "down" | "out of the plane")
/**
 * There is room to move a step up or down (no ceiling or ground within a step)
 */
export type RoomToStep = boolean
export type Mount7 = string
export type Pace = ("walk" | "trot" | "gallop")
export type Rider12 = string
export type Purpose = string
export type Who13 = string
export type Yards3 = number
/**
 * What slows him (bad terrain), if anything
 */
export type SlowedBy = (string | null)
/**
 * Deceleration chosen at the end of the turn, added to the slowing of the bad ground that held him short of his velocity where ruling gurps.high-speed.run-terrain-slowing reads it as tactical movement's (as-tactical); otherwise he slows down with the decelerate action
 */
export type Decelerate2 = number
/**
 * Yards to an obstacle in the path, if any: a tumble that reaches it stops there (a collision; one that ends just there, as ruling gurps.high-speed.obstacle-at-tumble-end reads it)
 */
export type ObstacleAhead3 = (number | null)
export type Who14 = string
export type Seconds3 = number
export type Rider13 = string
export type Weapon1 = string
export type Rider14 = string
/**
 * Yards the mount moved last turn; by default those the table records for it (its `yards_last_turn`), and never fewer than those. On an exhausted mount ruling gurps.mounted-weapons.lance-exhausted-mount says how many of them count (by default no more than its slow walk, 2)
 */
export type YardsMoved1 = (number | null)
export type Jousting = boolean
/**
 * The mount's velocity relative to the foe. At 7 or more ruling gurps.mounted-weapons.lance-relative-velocity says whether the +1 damage of gurps.mounted-weapons.relative-velocity is added (by default it is not)
 */
export type RelativeVelocity1 = number
export type Attacker6 = string
export type Target7 = string
export type Who15 = string
/**
 * Yards to an obstacle in the path, if any: a tumble that reaches it stops there (a collision; one that ends just there, as ruling gurps.high-speed.obstacle-at-tumble-end reads it)
 */
export type ObstacleAhead4 = (number | null)
export type Rider15 = string
export type Who16 = string
/**
 * Degrees of the turn, 60 a hexside; at high speed one sharper than 60 is an early turn (early-turn)
 */
export type Degrees = number
export type Who17 = string

/**
 * Distances in yd. 'state' is the table; 'action' is one of the actions, named by 'action'.
 */
export interface GURPS4ThEditionCombatStateAndActionsGurps {
state?: GurpsTable
action?: (Accelerate | AcrobaticDodgeInTheAir | AimAtLocation | AimFromTheSaddle | ApplyOutOfControlResult | AttackAtSpeed | AttackFromTheSaddle | AttackInTheAir | AttackMountedFoe | AttackUnseenFoe | CavalryCharge | ChangePosture | ChooseManeuver | ClimbTo | CompareHeights | DangerousManoeuvre | Decelerate | DefendAtSpeed | DefendMounted | DefendUnseenAttacker | Dismount | Dive | EarlyTurn | EnterHighSpeed | FlyATurn | FlyHorizontally | FlyOver | FlyPath | FrightenMount | HardBrake | HoldTorchTo | KnockBack | LoseAllControl | MeetObstacle | MountAttacks | MountCrippled | MountDifficultManoeuvre | MountIsHit | MountUp | MoveTacticallyAtSpeed | PassSeconds | PassengerHoldsOn | ReCinchSaddle | RecoverFromStall | RegainControl | RetreatInTheAir | RideAtPace | RidingRoll | RunAtSpeed | SecondsPass | SheatheWeapon | StrikeWithLance | StrikeWithTorch | Stun | TakeReins | TurnAtSpeed | WorkOutTurningRadius)
}
/**
 * Everything the rules read.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "GurpsTable".
 */
export interface GurpsTable {
characters?: Characters
optional_rules?: OptionalRules
gm_wheel_exception?: GmWheelException
answers?: Answers
second?: Second
turn_of?: TurnOf
lasting?: Lasting
}
/**
 * A fighter, a mount or a vehicle on the table.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Character".
 */
export interface Character {
id: Id
kind?: Kind
st?: St
dx?: Dx
will?: Will
hearing?: Hearing
sm?: Sm
skills?: Skills
combat_reflexes?: CombatReflexes
player_character?: PlayerCharacter
legs?: Legs
basic_move?: BasicMove
move?: Move
encumbrance?: Encumbrance
enhanced_move?: EnhancedMove
top_speed?: TopSpeed
basic_air_move?: BasicAirMove
basic_water_move?: BasicWaterMove
flight_limit?: FlightLimit
medium?: Medium
wheels?: Wheels
posture?: Posture
velocity?: Velocity
high_speed?: HighSpeed
since_turn?: SinceTurn
moved?: Moved
yards_moved?: YardsMoved
yards_last_turn?: YardsLastTurn
velocity_changed?: VelocityChanged
out_of_control?: OutOfControl
tumbled?: Tumbled
stalled?: Stalled
stall_roll_made?: StallRollMade
turn_over?: TurnOver
stunned?: Stunned
conscious?: Conscious
blind?: Blind
in_darkness?: InDarkness
supernatural_darkness?: SupernaturalDarkness
used_to_blindness?: UsedToBlindness
invisible?: Invisible
weapon_visible?: WeaponVisible
in_smoke?: InSmoke
hex?: Hex
riding_on?: RidingOn
seat?: Seat
hands_on_reins?: HandsOnReins
holding?: Holding
dropped?: Dropped
fell_off?: FellOff
left_mount?: LeftMount
recalled_mount?: RecalledMount
training?: Training
untrained_penalty?: UntrainedPenalty
fall_height?: FallHeight
saddle?: Saddle
stirrups?: Stirrups
frightened?: Frightened
successes_in_a_row?: SuccessesInARow
failures_in_a_row?: FailuresInARow
obeys?: Obeys
table_results?: TableResults
nervous?: Nervous
saddle_slipped?: SaddleSlipped
exhausted?: Exhausted
broken_leg?: BrokenLeg
fallen?: Fallen
rushing?: Rushing
attacked_last_turn?: AttackedLastTurn
iron_shoes?: IronShoes
shock_penalty?: ShockPenalty
hexes?: Hexes
stunt?: Stunt
stands_firm?: StandsFirm
step?: Step
changing_to?: ChangingTo
change_left?: ChangeLeft
pending?: Pending
}
/**
 * An effect the excerpt names but does not contain (see the hook), waiting for that rule.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Pending".
 */
export interface Pending1 {
hook: Hook
clause: Clause
detail: Detail
}
/**
 * An effect that holds through turn ``until`` and lapses when the clock passes it.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Lasting".
 */
export interface Lasting1 {
who: Who
effect: Effect
lapsed?: Lapsed
clause: Clause1
until: Until
turn_of?: TurnOf1
edge?: Edge
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Accelerate".
 */
export interface Accelerate {
action: "accelerate"
who: Who1
by: By
sprinting?: Sprinting
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AcrobaticDodgeInTheAir".
 */
export interface AcrobaticDodgeInTheAir {
action: "acrobatic-dodge-in-the-air"
flyer: Flyer
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AimAtLocation".
 */
export interface AimAtLocation {
action: "aim-at-location"
attacker: Attacker
target: Target
location?: Location
wholly_inaccurate?: WhollyInaccurate
light_in_sight?: LightInSight
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AimFromTheSaddle".
 */
export interface AimFromTheSaddle {
action: "aim-from-the-saddle"
rider: Rider
mount_moved?: MountMoved
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "ApplyOutOfControlResult".
 */
export interface ApplyOutOfControlResult {
action: "apply-out-of-control-result"
rider: Rider1
event: Event
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AttackAtSpeed".
 */
export interface AttackAtSpeed {
action: "attack-at-speed"
attacker: Attacker1
target: Target1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AttackFromTheSaddle".
 */
export interface AttackFromTheSaddle {
action: "attack-from-the-saddle"
rider: Rider2
weapon: Weapon
relative_velocity?: RelativeVelocity
noisy?: Noisy
stunt?: Stunt1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AttackInTheAir".
 */
export interface AttackInTheAir {
action: "attack-in-the-air"
attacker: Attacker2
target: Target2
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AttackMountedFoe".
 */
export interface AttackMountedFoe {
action: "attack-mounted-foe"
attacker: Attacker3
target: Target3
skill: Skill
location?: Location1
}
/**
 * An attack by someone who cannot see his foe.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "AttackUnseenFoe".
 */
export interface AttackUnseenFoe {
action: "attack-unseen-foe"
attacker: Attacker4
target: Target4
hex?: Hex1
light_in_sight?: LightInSight1
other_means?: OtherMeans
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "CavalryCharge".
 */
export interface CavalryCharge {
action: "cavalry-charge"
rider: Rider3
target: Target5
used_to_cavalry?: UsedToCavalry
gm_calls_for_panic?: GmCallsForPanic
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "ChangePosture".
 */
export interface ChangePosture {
action: "change-posture"
who: Who2
to: To
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "ChooseManeuver".
 */
export interface ChooseManeuver {
action: "choose-maneuver"
who: Who3
maneuver: Maneuver
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "ClimbTo".
 */
export interface ClimbTo {
action: "climb-to"
flyer: Flyer1
feet: Feet
world?: World
wings?: Wings
protected?: Protected
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "CompareHeights".
 */
export interface CompareHeights {
action: "compare-heights"
rider: Rider4
foe: Foe
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "DangerousManoeuvre".
 */
export interface DangerousManoeuvre {
action: "dangerous-manoeuvre"
rider: Rider5
manoeuvre: Manoeuvre
life_at_stake?: LifeAtStake
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Decelerate".
 */
export interface Decelerate {
action: "decelerate"
who: Who4
by: By1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "DefendAtSpeed".
 */
export interface DefendAtSpeed {
action: "defend-at-speed"
who: Who5
defence: Defence
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "DefendMounted".
 */
export interface DefendMounted {
action: "defend-mounted"
who: Who6
defence: Defence1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "DefendUnseenAttacker".
 */
export interface DefendUnseenAttacker {
action: "defend-unseen-attacker"
defender: Defender
attacker: Attacker5
defence: Defence2
aware?: Aware
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Dismount".
 */
export interface Dismount {
action: "dismount"
rider: Rider6
how: How
maneuver?: Maneuver1
mount_moved?: MountMoved1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Dive".
 */
export interface Dive {
action: "dive"
flyer: Flyer2
whole_turn?: WholeTurn
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "EarlyTurn".
 */
export interface EarlyTurn {
action: "early-turn"
who: Who7
obstacle_ahead?: ObstacleAhead
obstacle_turned_to?: ObstacleTurnedTo
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "EnterHighSpeed".
 */
export interface EnterHighSpeed {
action: "enter-high-speed"
who: Who8
maneuver?: Maneuver2
yards: Yards
turned?: Turned
velocity: Velocity1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "FlyATurn".
 */
export interface FlyATurn {
action: "fly-a-turn"
flyer: Flyer3
maneuver?: Maneuver3
yards: Yards1
own_power?: OwnPower
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "FlyHorizontally".
 */
export interface FlyHorizontally {
action: "fly-horizontally"
flyer: Flyer4
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "FlyOver".
 */
export interface FlyOver {
action: "fly-over"
flyer: Flyer5
over: Over
ceiling_high_enough?: CeilingHighEnough
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "FlyPath".
 */
export interface FlyPath {
action: "fly-path"
flyer: Flyer6
level_yards?: LevelYards
vertical_yards?: VerticalYards
diagonal_yards?: DiagonalYards
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "FrightenMount".
 */
export interface FrightenMount {
action: "frighten-mount"
mount: Mount
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "HardBrake".
 */
export interface HardBrake {
action: "hard-brake"
who: Who9
by: By2
obstacle_ahead?: ObstacleAhead1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "HoldTorchTo".
 */
export interface HoldTorchTo {
action: "hold-torch-to"
who: Who10
material: Material
seconds: Seconds
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "KnockBack".
 */
export interface KnockBack {
action: "knock-back"
rider: Rider7
yards: Yards2
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "LoseAllControl".
 */
export interface LoseAllControl {
action: "lose-all-control"
rider: Rider8
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MeetObstacle".
 */
export interface MeetObstacle {
action: "meet-obstacle"
who: Who11
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MountAttacks".
 */
export interface MountAttacks {
action: "mount-attacks"
mount: Mount1
target: Target6
attack: Attack
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MountCrippled".
 */
export interface MountCrippled {
action: "mount-crippled"
mount: Mount2
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MountDifficultManoeuvre".
 */
export interface MountDifficultManoeuvre {
action: "mount-difficult-manoeuvre"
mount: Mount3
manoeuvre: Manoeuvre1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MountIsHit".
 */
export interface MountIsHit {
action: "mount-is-hit"
mount: Mount4
shock?: Shock
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MountUp".
 */
export interface MountUp {
action: "mount-up"
rider: Rider9
mount: Mount5
in_one_turn?: InOneTurn
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "MoveTacticallyAtSpeed".
 */
export interface MoveTacticallyAtSpeed {
action: "move-tactically-at-speed"
who: Who12
rough_yards?: RoughYards
extra_cost?: ExtraCost
decelerate?: Decelerate1
direction?: Direction
obstacle_ahead?: ObstacleAhead2
}
/**
 * Time passes: the next turn (one second) begins, or several; or, with no second passing, a character's
 * turn begins within this second.
 * 
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "PassSeconds".
 */
export interface PassSeconds {
action: "pass-seconds"
seconds?: Seconds1
turn_of?: TurnOf2
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "PassengerHoldsOn".
 */
export interface PassengerHoldsOn {
action: "passenger-holds-on"
passenger: Passenger
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "ReCinchSaddle".
 */
export interface ReCinchSaddle {
action: "re-cinch-saddle"
rider: Rider10
mount?: Mount6
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RecoverFromStall".
 */
export interface RecoverFromStall {
action: "recover-from-stall"
flyer: Flyer7
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RegainControl".
 */
export interface RegainControl {
action: "regain-control"
rider: Rider11
seconds?: Seconds2
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RetreatInTheAir".
 */
export interface RetreatInTheAir {
action: "retreat-in-the-air"
flyer: Flyer8
direction?: Direction1
room_to_step?: RoomToStep
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RideAtPace".
 */
export interface RideAtPace {
action: "ride-at-pace"
mount: Mount7
pace: Pace
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RidingRoll".
 */
export interface RidingRoll {
action: "riding-roll"
rider: Rider12
purpose?: Purpose
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "RunAtSpeed".
 */
export interface RunAtSpeed {
action: "run-at-speed"
who: Who13
yards: Yards3
slowed_by?: SlowedBy
decelerate?: Decelerate2
obstacle_ahead?: ObstacleAhead3
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "SecondsPass".
 */
export interface SecondsPass {
action: "seconds-pass"
who: Who14
seconds?: Seconds3
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "SheatheWeapon".
 */
export interface SheatheWeapon {
action: "sheathe-weapon"
rider: Rider13
weapon: Weapon1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "StrikeWithLance".
 */
export interface StrikeWithLance {
action: "strike-with-lance"
rider: Rider14
yards_moved?: YardsMoved1
jousting?: Jousting
relative_velocity?: RelativeVelocity1
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "StrikeWithTorch".
 */
export interface StrikeWithTorch {
action: "strike-with-torch"
attacker: Attacker6
target: Target7
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "Stun".
 */
export interface Stun {
action: "stun"
who: Who15
obstacle_ahead?: ObstacleAhead4
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "TakeReins".
 */
export interface TakeReins {
action: "take-reins-in-both-hands"
rider: Rider15
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "TurnAtSpeed".
 */
export interface TurnAtSpeed {
action: "turn-at-speed"
who: Who16
degrees?: Degrees
}
/**
 * This interface was referenced by `GURPS4ThEditionCombatStateAndActionsGurps`'s JSON-Schema
 * via the `definition` "WorkOutTurningRadius".
 */
export interface WorkOutTurningRadius {
action: "work-out-turning-radius"
who: Who17
}
