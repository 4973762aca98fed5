/* Generated from schema/lotow.schema.json by scripts/generate-types.js (json-schema-to-typescript); do not edit. */

export type Id = string
export type Side = ("player" | "enemy")
/**
 * Move on foot, inches
 */
export type Move = number
export type Fight = (number | null)
export type Strength = (number | null)
export type Courage = (number | null)
export type X = number
export type Y = number
/**
 * height above the table surface
 */
export type Z = number
export type BaseRadius = number
/**
 * Height of the fighter's eyes when standing on foot, inches
 */
export type EyeHeight = number
export type Posture = ("standing" | "prone")
/**
 * Share of this turn's move already used
 */
export type MoveUsed = number
/**
 * Inches covered on foot this turn: the distance, not what it cost of his move
 */
export type MovedOnFoot = number
/**
 * Clause that ended this fighter's movement this turn
 */
export type StoppedBy = (string | null)
/**
 * Clause after which he may do nothing more this turn
 */
export type TurnOverBy = (string | null)
/**
 * Rolled on the Thrown Riders table this turn
 */
export type Thrown = boolean
/**
 * In close combat
 */
export type Engaged = boolean
/**
 * The player has a model on foot for this fighter
 */
export type HasFootModel = boolean
export type Alive = boolean
export type Strength1 = number
/**
 * The clause that caused the hit.
 */
export type Clause = string
export type Hits = Hit[]
export type Height = number
/**
 * The clause that caused the fall.
 */
export type Clause1 = string
export type Falls = Fall[]
/**
 * Lies or stands behind cover
 */
export type BehindCover = boolean
/**
 * Inches crawled while prone this turn
 */
export type Crawled = number
/**
 * The enemies he is engaged with
 */
export type EngagedWith = string[]
/**
 * Fight value a rule imposes in the coming combat
 */
export type FightInCombat = (number | null)
/**
 * Clause under which he may fall if he does not win his fight
 */
export type MayFallBy = (string | null)
/**
 * Clause that forbids him to charge this turn
 */
export type ChargeBarredBy = (string | null)
/**
 * Hooks of tests he must take that lie outside the excerpt
 */
export type TestsDue = string[]
/**
 * Where he has shot from while hidden, first to last
 */
export type ShotFrom = Point1[]
export type Fighters = Fighter[]
export type Id1 = string
export type Kind = ("horse" | "mule")
export type Side1 = ("player" | "enemy")
/**
 * The mount's Move, inches; a mount must be able to move
 */
export type Move1 = number
/**
 * The fighter whose mount this is
 */
export type Owner = (string | null)
export type Rider = (string | null)
export type Passenger = (string | null)
/**
 * The fighter who last got off it as its rider (lotow.mounted.loose.when: its dismounted rider); none on the table yet: its owner
 */
export type LastRider = (string | null)
export type BaseRadius1 = number
/**
 * Height of the rider's eyes in the saddle, inches
 */
export type RiderEyeHeight = number
/**
 * Height of the mount's head, inches
 */
export type HeadHeight = number
export type Tied = boolean
export type HeldBy = (string | null)
export type Loose = boolean
export type Alive1 = boolean
/**
 * Taken off the table with its killed rider
 */
export type Removed = boolean
/**
 * The share of its Move ridden this turn by riders who have got off it (ruling lotow.mounted.mount-move)
 */
export type MoveUsed1 = number
/**
 * Obstacles crossed this turn
 */
export type Crossed = string[]
/**
 * Obstacles it refused to jump this turn
 */
export type Refused = string[]
export type Hits1 = Hit[]
export type Mounts = Mount[]
export type Id2 = string
export type Kind1 = ("barrier" | "gap" | "door" | "ladder" | "rope" | "climb")
export type Height1 = number
export type Width = number
/**
 * For doors: an ordinary door or saloon swing doors
 */
export type Door = (("ordinary" | "swing") | null)
/**
 * Where it runs on the table: its centre line, end to end
 */
export type Line = ([unknown, unknown] | null)
/**
 * Suitable to tie a mount to (a fence, a hitching rail)
 */
export type CanTie = boolean
export type Obstacles = Obstacle[]
export type Id3 = string
export type X1 = number
export type Y1 = number
export type Width1 = number
export type Depth = number
export type Height2 = number
export type Platforms = Platform[]
/**
 * Optional rules the players agreed to use
 */
export type OptionalRules = ("loose-mounts")[]
/**
 * Agreed before the game: a killed rider's mount leaves with him
 */
export type RemoveMountWithRider = boolean
/**
 * The side that won priority this turn; none while the turn's roll for it (the base rules') is not given
 */
export type Priority = (("player" | "enemy") | null)
/**
 * The clock: the turn being played
 */
export type Turn = number
/**
 * The clock: the phase of the turn being played (Движения, Стрельбы, Ближнего Боя)
 */
export type Phase = ("movement" | "shooting" | "close-combat")
export type Viewer = string
export type Target = string
export type View1 = ("hidden" | "partly" | "visible")
/**
 * What each enemy can see of a model
 */
export type Views = View[]
export type Viewer1 = string
export type Target1 = string
export type Seen = boolean
/**
 * The clause that settled it
 */
export type Clause2 = string
/**
 * Holds in later turns too
 */
export type Lasting = boolean
export type Sightings = Sighting[]
/**
 * How far a control zone reaches from the base (ruling lotow.obstacles.control-zone-reach)
 */
export type ControlZoneReach = number
export type Attacker = string
export type Strength2 = number
/**
 * @minItems 1
 */
export type Strikes = [Strikes1, ...(Strikes1)[]]
export type Target2 = string
export type Count = number
/**
 * Fighter or mount id
 */
export type Attacker1 = string
/**
 * Fighter or mount id
 */
export type Target3 = string
export type Attacker2 = string
export type Target4 = string
export type Obstacle1 = string
export type Attacker3 = string
export type Target5 = string
export type Fighter1 = string
export type Platform1 = string
export type Target6 = (string | null)
export type Fighter2 = string
export type Distance = number
/**
 * The mount (with its rider) that crosses
 */
export type Mount1 = string
export type Obstacle2 = string
export type Fighter3 = string
/**
 * Obstacle id to tie the mount to
 */
export type TieTo = (string | null)
export type Fighter4 = string
/**
 * Height of the drop, inches
 */
export type Height3 = number
/**
 * He jumps down on purpose rather than falling
 */
export type Jumped = boolean
export type Fighter5 = string
export type Fighter6 = string
export type Mount2 = string
export type Fighter7 = string
export type Obstacle3 = string
export type Mount3 = string
/**
 * The fighter who killed it
 */
export type By = string
export type Fighter8 = string
export type Fighter9 = string
export type Mount4 = string
export type Viewer2 = string
export type Target7 = string
export type Viewer3 = string
/**
 * Height of the cover, inches
 */
export type Height4 = number
/**
 * Fighter id (on foot or in the saddle)
 */
export type Viewer4 = string
/**
 * Height of the wall or screen between, inches
 */
export type Height5 = number
export type Mount5 = string
/**
 * Result of the Courage test (hook lotow.hook.courage-test)
 */
export type Courage1 = ("passed" | "failed")
/**
 * Where the player with priority runs it, after its position
 */
export type Path = Point1[]
/**
 * The player says enemies block a full move
 */
export type Blocked = boolean
export type Fighter10 = string
export type Mount6 = string
export type Fighter11 = string
export type Distance1 = number
export type Ground = ("open" | "difficult")
export type Fighter12 = string
export type Mount7 = string
/**
 * The side that wins priority in the new turn (its roll is the base rules', outside the excerpt)
 */
export type Priority1 = (("player" | "enemy") | null)
export type Fighter13 = string
/**
 * Id of the fighter on the mount
 */
export type Fighter14 = string
export type Fighter15 = string
export type Mount8 = string
export type Platform2 = string
export type Shooter = string
export type Target8 = string
export type Shooter1 = string
/**
 * The model aimed at: the rider, the passenger or the mount
 */
export type Target9 = string
export type Strength3 = number
/**
 * Order in which the In the Way rolls are made for the other models
 */
export type Order = string[]
/**
 * Who named the order: the shooting player, or the player whose mounted model is shot at (ruling lotow.mounted.passengers.in-the-way-order)
 */
export type OrderBy = (("shooter" | "owner") | null)
export type Viewer5 = string
export type Target10 = string
export type Fighter16 = string
export type Fighter17 = string
export type Mount9 = string
export type Strength4 = number

/**
 * Distances in in. 'state' is the table; 'action' is one of the actions, named by 'action'.
 */
export interface LegendsOfTheOldWestStateAndActionsLotow {
state?: LotowTable
action?: (AllocateStrikes | Charge | ChargeAcross | ChargeInTheOpen | ClimbOnto | Crawl | CrossObstacle | Dismount | DropDown | GoProne | HoldMount | JumpObstacle | KillMount | KillRider | LetGoOfMount | LookFor | LookOutFromCover | LookOver | LooseMountTest | MountUp | Move2 | MoveNearMount | NextPhase | NextTurn | PassengerDismount | RollThrownRider | SaddleUp | Shoot | ShootFromHiding | ShotHitsMountedModel | SpottingRoll | StandUp | Strike | TemplateHitsMountedModel)
}
/**
 * Everything on the table that the rules read.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LotowTable".
 */
export interface LotowTable {
fighters?: Fighters
mounts?: Mounts
obstacles?: Obstacles
platforms?: Platforms
optional_rules?: OptionalRules
remove_mount_with_rider?: RemoveMountWithRider
priority?: Priority
turn?: Turn
phase?: Phase
views?: Views
sightings?: Sightings
control_zone_reach?: ControlZoneReach
}
/**
 * A model on foot or in the saddle.  Whether he rides is read from the mounts.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Fighter".
 */
export interface Fighter {
id: Id
side?: Side
move?: Move
fight?: Fight
strength?: Strength
courage?: Courage
position?: Point
base_radius?: BaseRadius
eye_height?: EyeHeight
posture?: Posture
move_used?: MoveUsed
moved_on_foot?: MovedOnFoot
stopped_by?: StoppedBy
turn_over_by?: TurnOverBy
thrown?: Thrown
engaged?: Engaged
has_foot_model?: HasFootModel
alive?: Alive
hits?: Hits
falls?: Falls
behind_cover?: BehindCover
crawled?: Crawled
engaged_with?: EngagedWith
fight_in_combat?: FightInCombat
may_fall_by?: MayFallBy
charge_barred_by?: ChargeBarredBy
tests_due?: TestsDue
shot_from?: ShotFrom
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
 * A hit whose effect lies outside the excerpt (hook ``lotow.hook.strength-hit``).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Hit".
 */
export interface Hit {
strength: Strength1
clause: Clause
}
/**
 * A fall whose damage lies outside the excerpt (hook ``lotow.hook.falling-damage``).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Fall".
 */
export interface Fall {
height: Height
clause: Clause1
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Point".
 */
export interface Point1 {
x?: X
y?: Y
z?: Z
}
/**
 * A horse or a mule, with its rider and passenger (fighter ids), if any.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Mount".
 */
export interface Mount {
id: Id1
kind: Kind
side?: Side1
move: Move1
owner?: Owner
rider?: Rider
passenger?: Passenger
last_rider?: LastRider
position?: Point2
base_radius?: BaseRadius1
rider_eye_height?: RiderEyeHeight
head_height?: HeadHeight
tied?: Tied
held_by?: HeldBy
loose?: Loose
alive?: Alive1
removed?: Removed
move_used?: MoveUsed1
crossed?: Crossed
refused?: Refused
hits?: Hits1
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 */
export interface Point2 {
x?: X
y?: Y
z?: Z
}
/**
 * Something in a mounted model's way: a barrier, a gap, a door, a ladder, a rope, a climb.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Obstacle".
 */
export interface Obstacle {
id: Id2
kind: Kind1
height?: Height1
width?: Width
door?: Door
line?: Line
can_tie?: CanTie
position?: Point3
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 */
export interface Point3 {
x?: X
y?: Y
z?: Z
}
/**
 * Raised ground a fighter can stand on (a balcony, a roof, a rock): a footprint and a height.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Platform".
 */
export interface Platform {
id: Id3
x: X1
y: Y1
width: Width1
depth: Depth
height: Height2
}
/**
 * How much of a model an enemy can see, as the players judge it on the table.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "View".
 */
export interface View {
viewer: Viewer
target: Target
view: View1
}
/**
 * Whether a viewer sees a target, settled by a rule of the excerpt (a spotting roll, a shot).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Sighting".
 */
export interface Sighting {
viewer: Viewer1
target: Target1
seen: Seen
clause: Clause2
lasting?: Lasting
}
/**
 * The enemy divides its strikes between the rider, the mount and the passenger.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "AllocateStrikes".
 */
export interface AllocateStrikes {
action: "allocate-strikes"
attacker: Attacker
strength: Strength2
strikes: Strikes
}
/**
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Strikes".
 */
export interface Strikes1 {
target: Target2
count: Count
}
/**
 * A model charges an enemy.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Charge".
 */
export interface Charge {
action: "charge"
attacker: Attacker1
target: Target3
}
/**
 * A fighter charges an enemy who stands behind an obstacle, across it.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "ChargeAcross".
 */
export interface ChargeAcross {
action: "charge-across"
attacker: Attacker2
target: Target4
obstacle: Obstacle1
at?: (Point1 | null)
}
/**
 * A fighter on foot charges an enemy with no obstacle between them.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "ChargeInTheOpen".
 */
export interface ChargeInTheOpen {
action: "charge-in-the-open"
attacker: Attacker3
target: Target5
}
/**
 * A fighter climbs up onto a wall, balcony or cliff (optionally naming whom he means to charge).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "ClimbOnto".
 */
export interface ClimbOnto {
action: "climb-onto"
fighter: Fighter1
platform: Platform1
target?: Target6
at?: (Point1 | null)
}
/**
 * A prone fighter who does not stand up crawls.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Crawl".
 */
export interface Crawl {
action: "crawl"
fighter: Fighter2
distance: Distance
}
/**
 * A mounted model tries to cross an obstacle: a barrier, a gap, a door, a ladder, a rope or a climb.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "CrossObstacle".
 */
export interface CrossObstacle {
action: "cross-obstacle"
mount: Mount1
obstacle: Obstacle2
}
/**
 * The rider gets off; he may tie the mount to a suitable obstacle beside it.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Dismount".
 */
export interface Dismount {
action: "dismount"
fighter: Fighter3
tie_to?: TieTo
}
/**
 * A fighter falls, or jumps down on purpose, from a height.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "DropDown".
 */
export interface DropDown {
action: "drop-down"
fighter: Fighter4
height: Height3
jumped?: Jumped
}
/**
 * The player lays a fighter down by choice (to hide him).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "GoProne".
 */
export interface GoProne {
action: "go-prone"
fighter: Fighter5
}
/**
 * A fighter on foot takes a riderless mount by the reins.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "HoldMount".
 */
export interface HoldMount {
action: "hold-mount"
fighter: Fighter6
mount: Mount2
}
/**
 * A fighter on foot tries to jump an obstacle, landing straight across (or at a given spot).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "JumpObstacle".
 */
export interface JumpObstacle {
action: "jump-obstacle"
fighter: Fighter7
obstacle: Obstacle3
landing?: (Point1 | null)
}
/**
 * An enemy kills a mount.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "KillMount".
 */
export interface KillMount {
action: "kill-mount"
mount: Mount3
by: By
}
/**
 * The rider of a mounted model is killed.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "KillRider".
 */
export interface KillRider {
action: "kill-rider"
fighter: Fighter8
}
/**
 * A fighter on foot lets go of the reins of a mount he holds.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LetGoOfMount".
 */
export interface LetGoOfMount {
action: "let-go-of-mount"
fighter: Fighter9
mount: Mount4
}
/**
 * Does this fighter see that one?  Rolls a spotting roll if the rules call for one.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LookFor".
 */
export interface LookFor {
action: "look-for"
viewer: Viewer2
target: Target7
}
/**
 * Can a fighter lying behind cover see over it?
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LookOutFromCover".
 */
export interface LookOutFromCover {
action: "look-out-from-cover"
viewer: Viewer3
height: Height4
}
/**
 * Can this model see over something of the given height?
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LookOver".
 */
export interface LookOver {
action: "look-over"
viewer: Viewer4
height: Height5
}
/**
 * A riderless mount's Courage test; if failed, the player with priority moves it along ``path``.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "LooseMountTest".
 */
export interface LooseMountTest {
action: "loose-mount-test"
mount: Mount5
courage: Courage1
path?: Path
blocked?: Blocked
}
/**
 * A fighter on foot jumps onto a horse or mule (a D6 roll).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "MountUp".
 */
export interface MountUp {
action: "mount"
fighter: Fighter10
mount: Mount6
}
/**
 * Move a fighter, on foot or in the saddle, a distance over open or difficult ground.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Move".
 */
export interface Move2 {
action: "move"
fighter: Fighter11
distance: Distance1
ground?: Ground
}
/**
 * An enemy fighter moves up to a mount: does the mount hold him in a control zone?
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "MoveNearMount".
 */
export interface MoveNearMount {
action: "move-near-mount"
fighter: Fighter12
mount: Mount7
}
/**
 * The turn moves on: Movement → Shooting → Close Combat → the next turn's Movement phase.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "NextPhase".
 */
export interface NextPhase {
action: "next-phase"
}
/**
 * The turn ends and the next one begins.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "NextTurn".
 */
export interface NextTurn {
action: "next-turn"
priority?: Priority1
}
/**
 * The passenger jumps off the mount.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "PassengerDismount".
 */
export interface PassengerDismount {
action: "passenger-dismount"
fighter: Fighter13
}
/**
 * A rider (or passenger) rolls on the Thrown Riders table.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "RollThrownRider".
 */
export interface RollThrownRider {
action: "roll-thrown-rider"
fighter: Fighter14
}
/**
 * A fighter on raised ground leaps into the saddle of his mount below.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "SaddleUp".
 */
export interface SaddleUp {
action: "saddle-up"
fighter: Fighter15
mount: Mount8
platform: Platform2
}
/**
 * A fighter shoots (only whether he may; the shooting rules are outside the excerpt).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Shoot".
 */
export interface Shoot {
action: "shoot"
shooter: Shooter
target: Target8
}
/**
 * A hidden fighter shoots in the Shooting phase (the shot itself is outside the excerpt).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "ShootFromHiding".
 */
export interface ShootFromHiding {
action: "shoot-from-hiding"
shooter: Shooter1
}
/**
 * A shot has hit a mounted model (a rider on his mount, a passenger behind him or not): whether In the
 * Way rolls are made, and for a model carrying a passenger who takes the shot.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "ShotHitsMountedModel".
 */
export interface ShotHitsMountedModel {
action: "shot-hits-mounted-model"
target: Target9
strength: Strength3
order?: Order
order_by?: OrderBy
}
/**
 * An enemy fighter rolls to see a prone model behind cover that he sees only partly.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "SpottingRoll".
 */
export interface SpottingRoll {
action: "spotting-roll"
viewer: Viewer5
target: Target10
}
/**
 * A prone fighter gets to his feet in the Movement phase.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "StandUp".
 */
export interface StandUp {
action: "stand-up"
fighter: Fighter16
}
/**
 * A fighter strikes blows in close combat (only whether he may).
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "Strike".
 */
export interface Strike {
action: "strike"
fighter: Fighter17
}
/**
 * A template covers a mounted model.
 * 
 * This interface was referenced by `LegendsOfTheOldWestStateAndActionsLotow`'s JSON-Schema
 * via the `definition` "TemplateHitsMountedModel".
 */
export interface TemplateHitsMountedModel {
action: "template-hits-mounted-model"
mount: Mount9
strength: Strength4
}
