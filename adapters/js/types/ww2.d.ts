/* Generated from schema/ww2.schema.json by scripts/generate-types.js (json-schema-to-typescript); do not edit. */

export type Id = string
export type Kind = ("infantry" | "heavy-gun" | "cavalry" | "vehicle" | "motorcycles" | "aircraft")
export type Side = ("player" | "enemy")
export type Id1 = string
export type X = number
export type Y = number
/**
 * height above the table surface
 */
export type Z = number
export type BaseRadius = number
/**
 * Seen by the shooting enemy (hook ww2.hook.line-of-sight)
 */
export type Seen = boolean
export type CanShoot = boolean
export type Alive = boolean
export type Prone = boolean
/**
 * Turn from which the prone bonus counts
 */
export type ProneBonusFromTurn = (number | null)
/**
 * Body-armour save N+ (hook ww2.hook.body-armour), against trampling and, as ruling ww2.infantry-wounds.soldier-saves reads it, against the hits of shooting
 */
export type BodyArmourSave = (number | null)
/**
 * Wounds taken (one kills)
 */
export type Wounds = number
export type Soldiers = Soldier[]
export type Id2 = string
/**
 * The gun itself seen by the shooting enemy (hook ww2.hook.line-of-sight); its crew are seen or not each on his own
 */
export type Seen1 = boolean
/**
 * Soldier ids of the crew
 */
export type Crew = string[]
export type Intact = boolean
/**
 * Pending hits from special weapons (hook ww2.hook.special-weapons)
 */
export type SpecialHits = number
/**
 * Hits the gun scored in its last burst
 */
export type HitsScored = number
/**
 * Turn in which a new crew took the gun over
 */
export type RecrewedTurn = (number | null)
/**
 * Turn in which the last of its gunners to die was killed
 */
export type CrewLostTurn = (number | null)
/**
 * Turn in whose shooting phase the gun last fired
 */
export type FiredTurn = (number | null)
export type Weapons = HeavyWeapon[]
export type Id3 = string
export type BaseRadius1 = number
export type Seen2 = boolean
/**
 * The rider has the special rule «Опытный Наездник»
 */
export type Veteran = boolean
/**
 * Save N+ of the pair (hook ww2.hook.saves)
 */
export type Save = (number | null)
/**
 * Body-armour save N+ against trampling (hook ww2.hook.body-armour); whether it covers a wound on the mount: ruling ww2.cavalry-wounds.trample-armour; against the hits of shooting, one of the pair's saves as ruling ww2.infantry-wounds.soldier-saves reads it
 */
export type BodyArmourSave1 = (number | null)
export type RiderWounds = number
export type MountWounds = number
/**
 * Hits that burned on this model
 */
export type LostHits = number
/**
 * Hits allocated to it by the last shooting
 */
export type Allocated = number
export type Cavalry = CavalryModel[]
export type Id4 = string
export type BaseRadius2 = number
export type Seen3 = boolean
export type Driver = (string | null)
export type Gunner = (string | null)
export type Destroyed = boolean
export type LeftBehind = boolean
/**
 * Pending vehicle damage (hook ww2.hook.vehicle-damage)
 */
export type ArmourPiercingHits = number
export type LostHits1 = number
/**
 * Hits allocated to it by the last shooting
 */
export type Allocated1 = number
export type Bikes = Bike[]
/**
 * Ordinary move this turn, cm, from the unit's profile (hook ww2.hook.movement); 0 means not given: no distance is checked against it, and the move left and the remount's 15 cm cannot be read from it
 */
export type Move = number
export type MoveUsed = number
/**
 * Ground a motorcycle squadron covered this turn with a rider on foot, against the 15 cm pace (ww2.motorcycle-wounds.dismounted-speed); move_used counts it too, with the remount's 15 cm
 */
export type FootMoved = number
/**
 * Aircraft able to use the afterburner
 */
export type BoostedEngines = boolean
/**
 * Riders the squadron started with
 */
export type RidersAtStart = (number | null)
/**
 * The squadron's riders dismounted to fight as infantry
 */
export type RidersDismounted = boolean
/**
 * Turn in which the squadron paid the 15 cm remount cost
 */
export type RemountPaidTurn = (number | null)
/**
 * Unit whose survivors formed this one
 */
export type FormedFrom = (string | null)
export type Shot = boolean
export type Dashed = boolean
export type DashAllowance = (number | null)
export type DashMoved = (number | null)
/**
 * ready: succeeded, move to come; used: moved on it (or it failed and the move was made); unused: succeeded, but the flight of its movement phase so far (move_used) is too short to count as the afterburner's
 */
export type Afterburner = (("ready" | "failed" | "used" | "unused") | null)
/**
 * Turn in which the afterburner was tried
 */
export type AfterburnerTurn = (number | null)
export type AfterburnerMove = (number | null)
export type AfterburnerSaves = boolean
/**
 * Turn whose close-combat phase forbids charges and rams
 */
export type NoChargeInTurn = (number | null)
export type AircraftHits = number
export type Retreating = boolean
export type RetreatMoved = boolean
/**
 * Units that have taken the rally test to stop these riderless mounts since they last moved or dashed
 */
export type StopTriedBy = string[]
export type Stopped = boolean
export type LeftTable = boolean
export type Charged = boolean
/**
 * Wounds lost for want of eligible models
 */
export type LostWounds = number
/**
 * Enemy units that shot at this unit this turn
 */
export type ShotAtBy = string[]
export type Units = Unit[]
/**
 * The clock: the turn being played
 */
export type Turn = number
/**
 * The clock: the phase of the turn being played
 */
export type Phase = ("movement" | "shooting" | "close-combat")
export type Unit1 = string
export type Distance = number
export type Infantry = string
export type Squadron = string
export type Unit2 = string
export type Distance1 = number
export type Unit3 = string
export type Unit4 = string
export type Kind1 = ("charge" | "tank-ram" | "aircraft-ram")
export type Target = (string | null)
export type Unit5 = string
export type Unit6 = string
export type Unit7 = string
export type Bike1 = string
export type Unit8 = string
export type NewUnit = string
export type Unit9 = string
export type Weapon = string
export type Shots = number
export type Unit10 = string
export type Weapon1 = ("anti-aircraft" | "aircraft")
export type Unit11 = string
export type Keep = string[]
export type Unit12 = string
export type LeaveTable = boolean
export type Unit13 = string
export type Weapon2 = string
export type Soldiers1 = string[]
export type Unit14 = string
/**
 * @minItems 1
 */
export type Riders = [string, ...(string)[]]
export type Bike2 = string
export type Shooter = string
export type Unit15 = string
export type Hits = number
export type Range = number
export type Template = boolean
/**
 * Order of the models for allocation (ruling ww2.cavalry-wounds.model-order)
 */
export type Order = string[]
/**
 * The models a template covers (ruling ww2.cavalry-wounds.template-covered); none named: every model
 */
export type Covered = string[]
export type Shooter1 = string
export type Unit16 = string
/**
 * @minItems 1
 */
export type Volleys = [Volley, ...(Volley)[]]
export type Target1 = ("unit" | "gunners" | "gun-with-crew" | "rest")
/**
 * The heavy weapon, for 'gunners' and 'gun-with-crew'
 */
export type Weapon3 = (string | null)
export type Hits1 = number
/**
 * Range of the firing weapons, cm
 */
export type Range1 = number
/**
 * Fired by special weapons
 */
export type Special = boolean
/**
 * The owner's picks, in order
 */
export type Casualties = string[]
export type Shooter2 = string
export type Unit17 = string
export type Hits2 = number
export type Range2 = number
export type ArmourPiercing = boolean
export type Template1 = boolean
/**
 * Order of the bikes (ruling ww2.cavalry-wounds.model-order)
 */
export type Order1 = string[]
/**
 * The owner's picks among crewmen; by default gunners first
 */
export type CrewOrder = string[]
/**
 * The bikes a template covers (ruling ww2.cavalry-wounds.template-covered); none named: every bike
 */
export type Covered1 = string[]
export type Unit18 = string
export type Soldier1 = string
export type Unit19 = string
export type Distance2 = number
export type Unit20 = string
export type Mounts = string
export type Unit21 = string
export type Rider = string
export type Bike3 = string
export type Seat = string

/**
 * Distances in cm. 'state' is the table; 'action' is one of the actions, named by 'action'.
 */
export interface WWIIMiniaturesRussianRulesStateAndActionsWw2 {
state?: Ww2Table
action?: (AircraftMove | BoardBikes | DashMove | DeclareAfterburner | DeclareCharge | DeclareDash | DeclareShooting | DestroyBike | DismountSquadron | FireHeavyWeapon | HitAircraft | LeaveBikesBehind | MountsRetreat | NextPhase | NextTurn | RecrewHeavyWeapon | Remount | ShootCavalry | ShootInfantry | ShootMotorcycles | SingleOutCasualty | SquadronMove | StopRiderlessMounts | SwapSeat)
}
/**
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Ww2Table".
 */
export interface Ww2Table {
units?: Units
turn?: Turn
phase?: Phase
}
/**
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Unit".
 */
export interface Unit {
id: Id
kind: Kind
side?: Side
soldiers?: Soldiers
weapons?: Weapons
cavalry?: Cavalry
bikes?: Bikes
move?: Move
move_used?: MoveUsed
foot_moved?: FootMoved
boosted_engines?: BoostedEngines
riders_at_start?: RidersAtStart
riders_dismounted?: RidersDismounted
remount_paid_turn?: RemountPaidTurn
formed_from?: FormedFrom
shot?: Shot
dashed?: Dashed
dash_allowance?: DashAllowance
dash_moved?: DashMoved
afterburner?: Afterburner
afterburner_turn?: AfterburnerTurn
afterburner_move?: AfterburnerMove
afterburner_saves?: AfterburnerSaves
no_charge_in_turn?: NoChargeInTurn
aircraft_hits?: AircraftHits
retreating?: Retreating
retreat_moved?: RetreatMoved
stop_tried_by?: StopTriedBy
stopped?: Stopped
left_table?: LeftTable
charged?: Charged
lost_wounds?: LostWounds
shot_at_by?: ShotAtBy
}
/**
 * An infantryman, a gunner, or a motorcycle rider (one wound).
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Soldier".
 */
export interface Soldier {
id: Id1
position?: Point
base_radius?: BaseRadius
seen?: Seen
can_shoot?: CanShoot
alive?: Alive
prone?: Prone
prone_bonus_from_turn?: ProneBonusFromTurn
body_armour_save?: BodyArmourSave
wounds?: Wounds
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
 * A heavy weapon of an infantry unit (a heavy machine gun) and its crew.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "HeavyWeapon".
 */
export interface HeavyWeapon {
id: Id2
position?: Point1
seen?: Seen1
crew?: Crew
intact?: Intact
special_hits?: SpecialHits
hits_scored?: HitsScored
recrewed_turn?: RecrewedTurn
crew_lost_turn?: CrewLostTurn
fired_turn?: FiredTurn
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 */
export interface Point1 {
x?: X
y?: Y
z?: Z
}
/**
 * A rider and his mount: one wound for the rider, two for the mount.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "CavalryModel".
 */
export interface CavalryModel {
id: Id3
position?: Point2
base_radius?: BaseRadius1
seen?: Seen2
veteran?: Veteran
save?: Save
body_armour_save?: BodyArmourSave1
rider_wounds?: RiderWounds
mount_wounds?: MountWounds
lost_hits?: LostHits
allocated?: Allocated
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
 * A motorcycle with a driver's and a gunner's seat.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Bike".
 */
export interface Bike {
id: Id4
position?: Point3
base_radius?: BaseRadius2
seen?: Seen3
driver?: Driver
gunner?: Gunner
destroyed?: Destroyed
left_behind?: LeftBehind
armour_piercing_hits?: ArmourPiercingHits
lost_hits?: LostHits1
allocated?: Allocated1
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
 * An aircraft moves in the movement phase.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "AircraftMove".
 */
export interface AircraftMove {
action: "aircraft-move"
unit: Unit1
distance: Distance
}
/**
 * An infantry unit takes the seats of a squadron's bikes, forming a motor-infantry unit.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "BoardBikes".
 */
export interface BoardBikes {
action: "board-bikes"
infantry: Infantry
squadron: Squadron
}
/**
 * A unit that declared a dash moves that many centimetres.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DashMove".
 */
export interface DashMove {
action: "dash-move"
unit: Unit2
distance: Distance1
}
/**
 * An aircraft with boosted engines builds up speed instead of shooting: one D6.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DeclareAfterburner".
 */
export interface DeclareAfterburner {
action: "declare-afterburner"
unit: Unit3
}
/**
 * In the close-combat phase a unit charges an enemy, or makes a tank or aircraft ram.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DeclareCharge".
 */
export interface DeclareCharge {
action: "declare-charge"
unit: Unit4
kind?: Kind1
target?: Target
}
/**
 * A unit declares that it will not shoot but dash; the dash dice are rolled.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DeclareDash".
 */
export interface DeclareDash {
action: "declare-dash"
unit: Unit5
}
/**
 * A unit shoots this phase (its targets and hits are another action).
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DeclareShooting".
 */
export interface DeclareShooting {
action: "declare-shooting"
unit: Unit6
}
/**
 * A bike is destroyed (by the vehicle-damage rules, outside the excerpt); its crew roll to survive.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DestroyBike".
 */
export interface DestroyBike {
action: "destroy-bike"
unit: Unit7
bike: Bike1
}
/**
 * The remaining riders dismount and fight on as an infantry unit, leaving their bikes.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "DismountSquadron".
 */
export interface DismountSquadron {
action: "dismount-squadron"
unit: Unit8
new_unit: NewUnit
}
/**
 * The crew of a heavy machine gun fire it: one die per shot.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "FireHeavyWeapon".
 */
export interface FireHeavyWeapon {
action: "fire-heavy-weapon"
unit: Unit9
weapon: Weapon
shots: Shots
}
/**
 * An aircraft is hit by an anti-aircraft weapon or by another aircraft's weapon.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "HitAircraft".
 */
export interface HitAircraft {
action: "hit-aircraft"
unit: Unit10
weapon: Weapon1
}
/**
 * Most riders are dead: the survivors keep as many bikes as they can drive and leave the rest.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "LeaveBikesBehind".
 */
export interface LeaveBikesBehind {
action: "leave-bikes-behind"
unit: Unit11
keep: Keep
}
/**
 * The riderless mounts make their retreat move (movement phase) or dash (shooting phase).
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "MountsRetreat".
 */
export interface MountsRetreat {
action: "mounts-retreat"
unit: Unit12
leave_table?: LeaveTable
}
/**
 * The turn moves on: movement → shooting → close combat → the next turn's movement.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "NextPhase".
 */
export interface NextPhase {
action: "next-phase"
}
/**
 * The rest of this turn's phases pass and the next turn's movement phase begins.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "NextTurn".
 */
export interface NextTurn {
action: "next-turn"
}
/**
 * Two soldiers take over an intact heavy weapon whose crew are dead.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "RecrewHeavyWeapon".
 */
export interface RecrewHeavyWeapon {
action: "recrew-heavy-weapon"
unit: Unit13
weapon: Weapon2
soldiers: Soldiers1
}
/**
 * Riders of the squadron left without bikes take the empty seats of a bike whose crew died.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Remount".
 */
export interface Remount {
action: "remount"
unit: Unit14
riders: Riders
bike: Bike2
}
/**
 * An enemy unit's hits on a cavalry unit.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "ShootCavalry".
 */
export interface ShootCavalry {
action: "shoot-cavalry"
shooter?: Shooter
unit: Unit15
hits: Hits
range: Range
template?: Template
order?: Order
covered?: Covered
}
/**
 * An enemy unit's hits on an infantry unit, one volley per declared target.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "ShootInfantry".
 */
export interface ShootInfantry {
action: "shoot-infantry"
shooter?: Shooter1
unit: Unit16
volleys: Volleys
}
/**
 * Hits from one declared target's dice.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Volley".
 */
export interface Volley {
target?: Target1
weapon?: Weapon3
hits: Hits1
range: Range1
special?: Special
casualties?: Casualties
}
/**
 * An enemy unit's hits on a motorcycle squadron.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "ShootMotorcycles".
 */
export interface ShootMotorcycles {
action: "shoot-motorcycles"
shooter?: Shooter2
unit: Unit17
hits: Hits2
range: Range2
armour_piercing?: ArmourPiercing
template?: Template1
order?: Order1
crew_order?: CrewOrder
covered?: Covered1
}
/**
 * The shooting player tries to pick which soldier dies.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "SingleOutCasualty".
 */
export interface SingleOutCasualty {
action: "single-out-casualty"
unit: Unit18
soldier: Soldier1
}
/**
 * The squadron moves in the movement phase.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "SquadronMove".
 */
export interface SquadronMove {
action: "squadron-move"
unit: Unit19
distance: Distance2
}
/**
 * An infantry or cavalry unit in base contact tries to stop retreating mounts: a rally test on 5+.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "StopRiderlessMounts".
 */
export interface StopRiderlessMounts {
action: "stop-riderless-mounts"
unit: Unit20
mounts: Mounts
}
/**
 * A rider moves to an empty seat on another bike of his squadron.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "SwapSeat".
 */
export interface SwapSeat {
action: "swap-seat"
unit: Unit21
rider: Rider
bike: Bike3
seat?: Seat
}
/**
 * A position on the table (x, y) and its height above the table (z), in the game's unit.
 * 
 * This interface was referenced by `WWIIMiniaturesRussianRulesStateAndActionsWw2`'s JSON-Schema
 * via the `definition` "Point".
 */
export interface Point4 {
x?: X
y?: Y
z?: Z
}
