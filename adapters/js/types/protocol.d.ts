/* Generated from schema/protocol.schema.json by scripts/generate-types.js (json-schema-to-typescript); do not edit. */

/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Request".
 */
export type Request = (Start | Perform | Odds | Ping | Stop)
export type Cmd = "start"
/**
 * Protocol version the oracle speaks
 */
export type Protocol = number
export type Cmd1 = "perform"
/**
 * Request number; the reply carries the same
 */
export type Seq = number
/**
 * Ruleset id from the handshake, e.g. 'lotow'
 */
export type Ruleset = string
/**
 * Scripted dice in the order the rules roll them; null: roll your own
 */
export type Dice = (number[] | null)
export type Cmd2 = "odds"
export type Seq1 = number
export type Ruleset1 = string
/**
 * @minItems 1
 */
export type Actions = [{
[k: string]: unknown
}, ...({
[k: string]: unknown
})[]]
export type Cmd3 = "ping"
export type Seq2 = number
export type Cmd4 = "stop"
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Reply".
 */
export type Reply = (Started | Performed | Refused | BadDice | Distribution | Skipped | Errored | Pong)
export type Cmd5 = "started"
/**
 * Protocol version the engine speaks; must equal the oracle's
 */
export type Protocol1 = number
/**
 * Shown in every message about the engine: one line, not blank
 */
export type Name = string
export type Version = string
export type Language = string
export type Homepage = string
/**
 * Action names this engine resolves; other actions are skipped without being sent
 */
export type Actions1 = string[]
/**
 * Answers 'odds' requests with exact distributions
 */
export type Odds1 = boolean
/**
 * Rolls its own dice when a request has dice: null
 */
export type OwnDice = boolean
/**
 * Rulings (catalogue ids) whose other readings the engine follows when a request names them; under any other ruling it knows only the default, and a request choosing another reading is skipped
 */
export type Rulings2 = string[]
export type Cmd6 = "performed"
export type Seq3 = number
export type Clause = string
export type Message = string
export type Events = EventOut[]
/**
 * How many of the scripted dice the rules rolled; must be all of them
 */
export type DiceUsed = number
export type Cmd7 = "refused"
export type Seq4 = number
export type Clause1 = string
/**
 * Why the rules forbid it, as a player reads it: not blank
 */
export type Reason = string
export type Cmd8 = "bad-dice"
export type Seq5 = number
/**
 * Which roll, counting from 1
 */
export type Roll = number
/**
 * What was rolled, e.g. 'D6 on the Thrown Riders table'
 */
export type Die = string
export type Problem = ("missing" | "impossible")
export type Cmd9 = "distribution"
export type Seq6 = number
/**
 * @minItems 1
 */
export type Outcomes = [Outcome, ...(Outcome)[]]
/**
 * An exact fraction, e.g. '1/6' (its denominator not 0)
 */
export type Probability = string
/**
 * The clause that refuses the action
 */
export type Clause2 = string
/**
 * Why the rules refuse it, as a player reads it: not blank, as a refusal's
 */
export type Reason1 = string
/**
 * Which of the request's actions was refused, counting from 1
 */
export type Action1 = number
export type Events1 = EventOut[]
export type Cmd10 = "skipped"
export type Seq7 = number
/**
 * What the engine does not implement: not blank
 */
export type Reason2 = string
/**
 * Where the engine's authors track this gap (e.g. an entry in its bug tracker): an http(s) address, linked in the compliance matrix; "" for none
 */
export type Url = string
export type Cmd11 = "errored"
export type Seq8 = number
export type Cmd12 = "pong"
export type Seq9 = number

/**
 * One JSON object per line. Requests go to the engine's stdin, replies come from its stdout.
 */
export interface RulesOracleEngineProtocolVersion1 {

}
/**
 * The first request: the oracle names the protocol version it speaks.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Start".
 */
export interface Start {
cmd: Cmd
protocol?: Protocol
}
/**
 * Resolve one action on a state with exactly these dice.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Perform".
 */
export interface Perform {
cmd: Cmd1
seq: Seq
ruleset: Ruleset
state: State
action: Action
dice: Dice
rulings?: Rulings
}
/**
 * The table: the ruleset's state model as JSON (docs/protocol/<ruleset>.schema.json)
 */
export interface State {
[k: string]: unknown
}
/**
 * The action: {'action': NAME, ...its fields}
 */
export interface Action {
[k: string]: unknown
}
/**
 * Readings of unclear passages chosen for this request (ruling id -> alternative id); others take the catalogue default
 */
export interface Rulings {
[k: string]: string
}
/**
 * Resolve actions in order over every outcome of every roll (only if the handshake says ``odds``).
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Odds".
 */
export interface Odds {
cmd: Cmd2
seq: Seq1
ruleset: Ruleset1
state: State1
actions: Actions
rulings?: Rulings1
}
export interface State1 {
[k: string]: unknown
}
export interface Rulings1 {
[k: string]: string
}
/**
 * A trivial request: the engine answers ``pong`` at once (health check, benchmarks).
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Ping".
 */
export interface Ping {
cmd: Cmd3
seq: Seq2
}
/**
 * The last request: the engine exits (status 0) without replying.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Stop".
 */
export interface Stop {
cmd: Cmd4
}
/**
 * The handshake reply: who the engine is and what it supports.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Started".
 */
export interface Started {
cmd: Cmd5
protocol: Protocol1
engine: EngineInfo
rulesets: Rulesets
capabilities?: Capabilities
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "EngineInfo".
 */
export interface EngineInfo {
name: Name
version?: Version
language?: Language
homepage?: Homepage
}
/**
 * Ruleset id -> the actions supported
 */
export interface Rulesets {
[k: string]: RulesetSupport
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "RulesetSupport".
 */
export interface RulesetSupport {
actions: Actions1
}
export interface Capabilities {
odds?: Odds1
own_dice?: OwnDice
rulings?: Rulings2
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Performed".
 */
export interface Performed {
cmd: Cmd6
seq: Seq3
state: State2
events?: Events
dice_used: DiceUsed
rulings?: Rulings3
}
/**
 * The new table
 */
export interface State2 {
[k: string]: unknown
}
/**
 * Something a rule made happen, naming the clause (the catalogue id) that made it happen.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "EventOut".
 */
export interface EventOut {
clause: Clause
message?: Message
data?: Data
}
/**
 * Answers a scenario may read, e.g. {'roll': 3}
 */
export interface Data {
[k: string]: unknown
}
/**
 * Rulings the engine consulted and the reading it used
 */
export interface Rulings3 {
[k: string]: string
}
/**
 * The rules forbid the action; ``clause`` is the clause that forbids it.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Refused".
 */
export interface Refused {
cmd: Cmd7
seq: Seq4
clause: Clause1
reason: Reason
rulings?: Rulings4
}
/**
 * Rulings the engine consulted before the refusal and the reading it used (a refusal can rest on a reading)
 */
export interface Rulings4 {
[k: string]: string
}
/**
 * The scripted dice do not fit: roll number ``roll`` (1-based) was missing or showed a face the die lacks.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "BadDice".
 */
export interface BadDice {
cmd: Cmd8
seq: Seq5
roll: Roll
die: Die
problem?: Problem
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Distribution".
 */
export interface Distribution {
cmd: Cmd9
seq: Seq6
outcomes: Outcomes
events?: Events1
rulings?: Rulings5
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Outcome".
 */
export interface Outcome {
state: State3
probability: Probability
/**
 * Set when the rules refuse an action on this branch (only if another branch is not refused the same way; a question refused everywhere alike is answered 'refused')
 */
refused?: (RefusedBranch | null)
}
export interface State3 {
[k: string]: unknown
}
/**
 * A branch of an exact question that the rules end with a refusal (a second fence after the
 * horse refused the first): the outcome's ``state`` is the table the rules left.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "RefusedBranch".
 */
export interface RefusedBranch {
clause: Clause2
reason: Reason1
action: Action1
}
export interface Rulings5 {
[k: string]: string
}
/**
 * The engine does not implement this (a rule, an option, a case): not a failure.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Skipped".
 */
export interface Skipped {
cmd: Cmd10
seq: Seq7
reason: Reason2
url?: Url
}
/**
 * The engine failed on this request (a bug, an exception): recorded as an error, with context.
 * 
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Errored".
 */
export interface Errored {
cmd: Cmd11
seq: Seq8
context?: Context
}
/**
 * Anything that helps: message, traceback, ...
 */
export interface Context {
[k: string]: unknown
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Pong".
 */
export interface Pong {
cmd: Cmd12
seq: Seq9
}
/**
 * This interface was referenced by `RulesOracleEngineProtocolVersion1`'s JSON-Schema
 * via the `definition` "Capabilities".
 */
export interface Capabilities1 {
odds?: Odds1
own_dice?: OwnDice
rulings?: Rulings2
}
