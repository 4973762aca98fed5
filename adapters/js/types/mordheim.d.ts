/* Generated from schema/mordheim.schema.json by scripts/generate-types.js (json-schema-to-typescript); do not edit. */

export type Id = string
/**
 * Warband; models of other sides are enemies
 */
export type Side = string
/**
 * Movement (Скорость), inches
 */
export type Movement = number
export type Initiative = number
export type Strength = (number | null)
export type X = number
export type Y = number
/**
 * height above the table surface
 */
export type Z = number
export type BaseRadius = number
export type Animal = boolean
export type CausesFear = boolean
/**
 * Must test for fear against a model that causes fear
 */
export type TestsForFear = boolean
export type Fleeing = boolean
export type Stunned = boolean
export type KnockedDown = boolean
export type Hidden = boolean
/**
 * A compulsory move is due this turn
 */
export type CompulsoryMove = boolean
export type Mode = ("none" | "move" | "run" | "charge" | "compulsory")
/**
 * Inches of this turn's allowance already used (under ruling mordheim.terrain.cost=whole-move-halved: inches moved)
 */
export type Used = number
/**
 * Clause of the slowest ground this turn's move has crossed, under ruling mordheim.terrain.cost=whole-move-halved only: it halves (quarters) the whole move's allowance, rounded down to whole inches
 */
export type SlowedBy = (string | null)
/**
 * Clause that ended the model's movement
 */
export type MovementOver = (string | null)
/**
 * Has left the place where it stood at the start of this turn's Movement phase (a jump down, which costs no movement, included)
 */
export type Moved = boolean
export type Climbed = boolean
export type Leapt = boolean
/**
 * Target of a declared charge not yet moved
 */
export type DeclaredCharge = (string | null)
/**
 * Other enemies named in that declaration (rule mordheim.charging-several.touching)
 */
export type DeclaredAlso = string[]
/**
 * Hidden when this turn's charges were declared, and found by a model's move since (ruling mordheim.running.check-moment=at-declaration still counts it as hidden)
 */
export type HiddenAtDeclaration = boolean
export type Charged = boolean
export type FailedCharge = boolean
/**
 * Clause that forbids a charge this turn
 */
export type ChargeForbidden = (string | null)
export type CountsAsCharger = boolean
/**
 * Clause that forbids shooting this turn
 */
export type NoShooting = (string | null)
export type Shot = boolean
export type Cast = boolean
/**
 * Modifiers for the first round of close combat
 */
export type FirstRound = string[]
/**
 * Fear tests taken, with their given results
 */
export type FearTests = string[]
export type Clause = string
export type Height = number
/**
 * D3 result under the falling-damage ruling, if rolled
 */
export type Hits = (number | null)
export type Falls = Fall[]
export type Strength1 = number
export type Clause1 = string
export type Hits1 = Hit[]
export type Warriors = Warrior[]
export type Id1 = string
export type Kind = ("platform" | "wall" | "obstacle" | "column" | "cover" | "difficult" | "very-difficult" | "ladder" | "stairs" | "door")
/**
 * Corners of the polygon, in order (or give 'rect: [x, y, width, depth]')
 */
export type Outline = [unknown, unknown][]
/**
 * Height of the floor the piece stands on
 */
export type Level = number
/**
 * Platform: height of its floor above the table. Wall, column, ladder, stairs: height above its level
 */
export type Height1 = number
export type Terrain = Piece[]
/**
 * The clock: the turn being played
 */
export type Turn = number
/**
 * The clock: the phase of the turn being played (передвижения, стрельбы, рукопашного боя)
 */
export type Phase = ("movement" | "shooting" | "close-combat")
/**
 * Pairs of warriors in close combat
 */
export type Engagements = [unknown, unknown][]
export type Warrior1 = string
export type Charger = string
export type Target = string
export type To = ([unknown, unknown] | [unknown, unknown, unknown] | null)
export type JumpDown = boolean
export type ClimbUp = (string | null)
export type ClimbDown = boolean
export type LeapTo = ([unknown, unknown] | null)
export type By = ([unknown, unknown] | [unknown, unknown, unknown] | null)
export type LeapBy = ([unknown, unknown] | null)
export type Route = Step[]
export type ContactAt = ([unknown, unknown] | null)
export type AlsoCharging = string[]
export type Interceptors = string[]
export type InterceptorFearTest = (("passed" | "failed") | null)
export type ChargerFearTest = (("passed" | "failed") | null)
/**
 * Make a diving charge where its jump down allows one (rule mordheim.diving-charge.target, "может": the player may); false: the jump down is an ordinary one, with no bonus
 */
export type Dive = boolean
export type Charger1 = string
export type Target1 = string
export type AlsoCharging1 = string[]
export type Warrior2 = string
export type Warrior3 = string
export type Route1 = Step[]
export type Compulsory = boolean
export type Warrior4 = string
export type Route2 = Step[]
export type Warrior5 = string
export type Target2 = (string | null)

/**
 * Distances in in. 'state' is the table; 'action' is one of the actions, named by 'action'.
 */
export interface MordheimStateAndActionsMordheim {
state?: MordheimTable
action?: (Cast1 | Charge | DeclareCharge | Hide | Move | NextPhase | NextTurn | Run | Shoot)
}
/**
 * Everything on the table that the rules read.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "MordheimTable".
 */
export interface MordheimTable {
warriors?: Warriors
terrain?: Terrain
turn?: Turn
phase?: Phase
engagements?: Engagements
}
/**
 * A model: its characteristics, its states, and what it has done this turn.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Warrior".
 */
export interface Warrior {
id: Id
side?: Side
movement?: Movement
initiative?: Initiative
strength?: Strength
position?: Point
base_radius?: BaseRadius
animal?: Animal
causes_fear?: CausesFear
tests_for_fear?: TestsForFear
fleeing?: Fleeing
stunned?: Stunned
knocked_down?: KnockedDown
hidden?: Hidden
compulsory_move?: CompulsoryMove
mode?: Mode
used?: Used
slowed_by?: SlowedBy
movement_over?: MovementOver
moved?: Moved
climbed?: Climbed
leapt?: Leapt
declared_charge?: DeclaredCharge
declared_also?: DeclaredAlso
/**
 * Where the model stood when this turn's charges were declared, if a charge moved it since (an interceptor)
 */
stood_at_declaration?: (Point1 | null)
hidden_at_declaration?: HiddenAtDeclaration
charged?: Charged
failed_charge?: FailedCharge
charge_forbidden?: ChargeForbidden
counts_as_charger?: CountsAsCharger
no_shooting?: NoShooting
shot?: Shot
cast?: Cast
first_round?: FirstRound
fear_tests?: FearTests
falls?: Falls
hits?: Hits1
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 */
export interface Point {
x?: X
y?: Y
z?: Z
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Point".
 */
export interface Point1 {
x?: X
y?: Y
z?: Z
}
/**
 * A fall (hook mordheim.hook.falling): where from, how high, which clause caused it.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Fall".
 */
export interface Fall {
clause: Clause
height: Height
hits?: Hits
}
/**
 * Hits whose effect lies outside the excerpt (hook mordheim.hook.strength-hit).
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Hit".
 */
export interface Hit {
strength: Strength1
clause: Clause1
}
/**
 * A piece of terrain: a polygon on the table plane, at a level, with a height.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Piece".
 */
export interface Piece {
id: Id1
kind: Kind
outline?: Outline
level?: Level
height?: Height1
}
/**
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Cast".
 */
export interface Cast1 {
action: "cast"
warrior: Warrior1
}
/**
 * Move a charge: optional steps that change floor, then the shortest route to the target.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Charge".
 */
export interface Charge {
action: "charge"
charger: Charger
target: Target
route?: Route
contact_at?: ContactAt
also_charging?: AlsoCharging
interceptors?: Interceptors
interceptor_fear_test?: InterceptorFearTest
charger_fear_test?: ChargerFearTest
dive?: Dive
}
/**
 * One step of a route (exactly one key).
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
to?: To
jump_down?: JumpDown
climb_up?: ClimbUp
climb_down?: ClimbDown
leap_to?: LeapTo
by?: By
leap_by?: LeapBy
}
/**
 * Declare, before measuring, that a warrior charges an enemy.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "DeclareCharge".
 */
export interface DeclareCharge {
action: "declare-charge"
charger: Charger1
target: Target1
also_charging?: AlsoCharging1
}
/**
 * Declare that a warrior hides, and place the Hidden marker.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Hide".
 */
export interface Hide {
action: "hide"
warrior: Warrior2
}
/**
 * Move a warrior along a route (no route: it stays where it is).
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Move".
 */
export interface Move {
action: "move"
warrior: Warrior3
route?: Route1
compulsory?: Compulsory
}
/**
 * The turn moves on: movement → shooting → close combat → the next turn's movement phase.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "NextPhase".
 */
export interface NextPhase {
action: "next-phase"
}
/**
 * The turn ends and the next one begins.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "NextTurn".
 */
export interface NextTurn {
action: "next-turn"
}
/**
 * Declare that a warrior runs, and run it along a route.
 * 
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Run".
 */
export interface Run {
action: "run"
warrior: Warrior4
route?: Route2
}
/**
 * This interface was referenced by `MordheimStateAndActionsMordheim`'s JSON-Schema
 * via the `definition` "Shoot".
 */
export interface Shoot {
action: "shoot"
warrior: Warrior5
target?: Target2
}
