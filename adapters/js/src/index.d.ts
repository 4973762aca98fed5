// Types of the engine kit's API.  The protocol's messages and each ruleset's tables and
// actions are generated from the JSON Schemas: ../types/protocol.d.ts, ../types/<ruleset>.d.ts.
import type { Perform, Odds, Request, Reply, EventOut, RefusedBranch } from '../types/protocol';

export * from '../types/protocol';

export declare const PROTOCOL_VERSION: number;

export interface EngineOptions {
  name?: string;
  version?: string;
  homepage?: string;
  /** ruleset id -> the action names this engine resolves */
  rulesets?: Record<string, string[]>;
  odds?: boolean;
  ownDice?: boolean;
  /** rulings (catalogue ids) whose other readings the engine follows */
  rulings?: string[];
  /** validate request and reply tables against the ruleset schemas (default true) */
  validateStates?: boolean;
}

export interface PerformResult<State = Record<string, unknown>> {
  state: State;
  events?: EventOut[];
  rulings?: Record<string, string>;
}

export interface OddsResult<State = Record<string, unknown>> {
  /** [table, probability], or [table the rules left, probability, the refusal that ended the branch] */
  outcomes: Array<[State, string] | [State, string, RefusedBranch]>;
  events?: EventOut[];
  rulings?: Record<string, string>;
}

export declare class Dice {
  constructor(script: number[] | null, random?: () => number);
  readonly used: number;
  /** The next scripted result (or a random one when the request has dice: null). */
  roll(sides?: number, label?: string): number;
}

export declare class Refusal extends Error {
  constructor(clause: string, reason: string, rulings?: Record<string, string>);
  clause: string;
  reason: string;
  /** The rulings consulted before the refusal and the reading followed. */
  rulings: Record<string, string>;
}

export declare class Unsupported extends Error {
  constructor(reason: string, url?: string);
  reason: string;
  url: string;
}

export declare class DiceProblem extends Error {
  constructor(roll: number, die: string, problem: 'missing' | 'impossible');
}

export declare class Engine {
  constructor(options?: EngineOptions);
  perform(request: Perform, dice: Dice): PerformResult;
  odds(request: Odds): OddsResult;
  handle(message: Request | Record<string, unknown>): Reply | null;
  handleLine(line: string): string | null;
  serve(input?: NodeJS.ReadableStream, output?: NodeJS.WritableStream): Promise<void>;
}

export declare function event(clause: string, message?: string, data?: Record<string, unknown>): EventOut;
export declare function validateRequest(message: unknown): string[];
export declare function validateReply(message: unknown): string[];
export declare function validateState(ruleset: string, state: unknown): string[];
export declare function validateAction(ruleset: string, action: unknown): string[];
