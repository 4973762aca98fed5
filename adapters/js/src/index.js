'use strict';
// Rules Oracle engine kit: write a rules engine in JavaScript that the oracle can verify.
//
//   const { Engine, Refusal, Unsupported, event } = require('rules-oracle-engine');
//   class MyEngine extends Engine {
//     perform(request, dice) {           // request: a validated 'perform' message
//       const roll = dice.roll(6, 'D6 on the Thrown Riders table');
//       return { state: newState, events: [event('lotow.mounted.thrown-rider.1', 'thrown', { roll })] };
//     }
//   }
//   new MyEngine({ name: 'my-engine', rulesets: { lotow: ['roll-thrown-rider'] } }).serve();
//
// Every request is validated against the protocol's JSON Schema (schema/protocol.schema.json,
// with ajv) before perform() sees it, and the request's state and action against the ruleset's
// schema (schema/<ruleset>.schema.json); every reply is validated before it is written, so a
// mistake in the engine shows up as an 'errored' reply naming the field, not as a protocol
// break.  The validators are compiled ahead of time (validators/, src/schemas.js).  Types:
// types/protocol.d.ts and types/<ruleset>.d.ts, generated from the same schemas.

const { Console } = require('console');
const path = require('path');
const readline = require('readline');
const { AJV_OPTIONS, SCHEMA_DIR, readSchema, entries, precompiled } = require('./schemas');
try {
  require.resolve('ajv/dist/2020');
} catch (e) {
  process.stderr.write(`rules-oracle-engine: ajv is not installed: run "npm ci" in ${path.join(__dirname, '..')}\n`);
  throw e;
}

const PROTOCOL = readSchema('protocol');
if (PROTOCOL === null) throw new Error(`rules-oracle-engine: ${path.join(SCHEMA_DIR, 'protocol.schema.json')} is missing`);
const PROTOCOL_SCHEMA = PROTOCOL.schema;
const PROTOCOL_VERSION = PROTOCOL_SCHEMA.version;

let ajv = null; // made only if a validator has to be compiled here (see validatorsOf)

function compiled(name, schema, ref) {
  // ajv's validator of the schema at ref, the schema added to the process's ajv once
  if (ajv === null) {
    const Ajv2020 = require('ajv/dist/2020').default;
    ajv = new Ajv2020(AJV_OPTIONS);
  }
  if (!ajv.getSchema(name)) ajv.addSchema(schema, name);
  return ajv.compile({ $ref: ref });
}

function validatorsOf(name, { text, schema }) {
  // { key: check } for every validator of the schema (entries): the ones compiled ahead of time
  // (validators/NAME.js, scripts/generate-validators.js) where they were made from this text of
  // the schema, else each compiled by ajv on its first call; either way its errors as ajv's own
  const made = precompiled(name, text);
  const out = {};
  for (const [key, ref] of Object.entries(entries(name, schema))) {
    let validate = (made && made[key]) || null;
    const check = (data) => {
      if (validate === null) validate = compiled(name, schema, ref);
      const ok = validate(data);
      check.errors = validate.errors;
      return ok;
    };
    check.errors = null;
    out[key] = check;
  }
  return out;
}

function byConstant(validators, schema, union, field) {
  // the validators of the definitions a union lists ({ oneOf: [{ $ref }] }), by their `field`
  // constant: a protocol message by its 'cmd', a ruleset's action by its 'action'
  return new Map(union.oneOf.map(({ $ref }) => {
    const def = $ref.split('/').pop();
    return [schema.$defs[def].properties[field].const, validators[def]];
  }));
}

const PROTOCOL_VALIDATORS = validatorsOf('protocol', PROTOCOL);
const REQUESTS = byConstant(PROTOCOL_VALIDATORS, PROTOCOL_SCHEMA, PROTOCOL_SCHEMA.$defs.Request, 'cmd');
const REPLIES = byConstant(PROTOCOL_VALIDATORS, PROTOCOL_SCHEMA, PROTOCOL_SCHEMA.$defs.Reply, 'cmd');
const rulesetCheckers = new Map();

function describe(errors) {
  return (errors || []).slice(0, 5).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${e.params.additionalProperty})` : '';
    return `${e.instancePath || '(message)'} ${e.message}${extra}`;
  });
}

function validateBy(kinds, message) {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return ['(message) must be an object'];
  const check = kinds.get(message.cmd);
  if (!check) return [`/cmd must be one of ${[...kinds.keys()].join(', ')}, not ${JSON.stringify(message.cmd)}`];
  return check(message) ? [] : describe(check.errors);
}

/** Validate a request object; returns [] when valid, else a list of messages naming the fields. */
function validateRequest(message) { return validateBy(REQUESTS, message); }

/** Validate a reply object; returns [] when valid, else a list of messages naming the fields. */
function validateReply(message) { return validateBy(REPLIES, message); }

function rulesetChecker(ruleset) {
  if (!rulesetCheckers.has(ruleset)) {
    const read = readSchema(ruleset);
    if (read === null) { rulesetCheckers.set(ruleset, null); } else {
      const validators = validatorsOf(ruleset, read);
      const actions = byConstant(validators, read.schema, read.schema.properties.action, 'action');
      rulesetCheckers.set(ruleset, { state: validators.state, actions });
    }
  }
  return rulesetCheckers.get(ruleset);
}

/** Validate a table (the 'state' of a request or reply) against a ruleset's schema. */
function validateState(ruleset, state) {
  const c = rulesetChecker(ruleset);
  if (!c) return [`no schema for ruleset ${JSON.stringify(ruleset)}`];
  return c.state(state) ? [] : describe(c.state.errors).map((m) => `state${m.startsWith('(') ? ' ' : ''}${m}`);
}

/** Validate an action (the 'action' of a request) against a ruleset's schema. */
function validateAction(ruleset, action) {
  const c = rulesetChecker(ruleset);
  if (!c) return [`no schema for ruleset ${JSON.stringify(ruleset)}`];
  const check = action && c.actions.get(action.action);
  if (!check) return [`action/action must be a ${ruleset} action, not ${JSON.stringify(action && action.action)}`];
  return check(action) ? [] : describe(check.errors).map((m) => `action${m.startsWith('(') ? ' ' : ''}${m}`);
}

// What a Refusal's or an Unsupported's text must be to become its reply, as the protocol's schema says:
// a reason not blank, a url an http(s) address or nothing (the compliance matrix makes it a link)
const NOT_BLANK = new RegExp(PROTOCOL_SCHEMA.$defs.Skipped.properties.reason.pattern);
const WEB_ADDRESS = new RegExp(PROTOCOL_SCHEMA.$defs.Skipped.properties.url.pattern);

function reasonProblems(reason, say) {
  if (typeof reason !== 'string') return [`reason: ${reason === undefined ? 'missing' : `not text (${typeof reason})`}: ${say}`];
  return NOT_BLANK.test(reason) ? [] : [`reason: blank: ${say}`];
}

function urlProblems(url) {
  if (typeof url !== 'string') return [`url: not text (${typeof url}): an http:// or https:// address, or "" for none`];
  return WEB_ADDRESS.test(url) ? [] : [`url: not an http:// or https:// address (or "" for none): ${JSON.stringify(url.slice(0, 80))}`];
}

function refusedReply(seq, e) {
  // the 'refused' reply of a Refusal; one whose reason is blank is the engine's own mistake, answered
  // 'errored' naming the field (the oracle would take the reply for a protocol fault, with no word of which Refusal)
  const problems = reasonProblems(e.reason, 'say why the rules forbid the action');
  if (problems.length) return { cmd: 'errored', seq, context: { message: 'Refusal thrown with a reason the protocol does not allow', errors: problems } };
  return { cmd: 'refused', seq, clause: e.clause, reason: e.reason, rulings: e.rulings || {} };
}

function skippedReply(seq, e) {
  // the 'skipped' reply of an Unsupported, or 'errored' naming the field where its reason is blank or its
  // url is no web address, as the Python kit answers
  const url = e.url === undefined || e.url === null ? '' : e.url;
  const problems = [...reasonProblems(e.reason, 'say what the engine does not implement'), ...urlProblems(url)];
  if (problems.length) {
    return { cmd: 'errored', seq, context: { message: 'Unsupported thrown with a reason or url the protocol does not allow', errors: problems } };
  }
  return { cmd: 'skipped', seq, reason: e.reason, ...(url ? { url } : {}) };
}

function distributionReply(seq, outcomes, events, rulings) {
  // the 'distribution' reply of odds; an outcome's third item is the refusal that ended its branch, and one whose
  // reason is blank is the engine's own mistake, answered 'errored' naming the field, as a Refusal's is
  const problems = outcomes.flatMap(([, , refused], n) => (refused === undefined || refused === null ? []
    : reasonProblems(refused.reason, 'say why the rules forbid the action').map((p) => `outcomes.${n}.refused.${p}`)));
  if (problems.length) return { cmd: 'errored', seq, context: { message: 'odds returned a refused branch the protocol does not allow', errors: problems } };
  return {
    cmd: 'distribution',
    seq,
    outcomes: outcomes.map(([state, probability, refused]) => ({
      state, probability: String(probability), ...(refused === undefined || refused === null ? {} : { refused }),
    })),
    events,
    rulings,
  };
}

/** The rules forbid the action: becomes a 'refused' reply naming the clause; rulings: those consulted before it. */
class Refusal extends Error {
  constructor(clause, reason, rulings = {}) {
    super(`${clause}: ${reason}`); this.clause = clause; this.reason = reason; this.rulings = rulings;
  }
}

/** A case the engine does not implement: becomes a 'skipped' reply; url may say where the gap is tracked. */
class Unsupported extends Error {
  constructor(reason, url = '') { super(reason); this.reason = reason; this.url = url; }
}

/** The scripted dice do not fit: becomes a 'bad-dice' reply. */
class DiceProblem extends Error {
  constructor(roll, die, problem) { super(`roll ${roll} (${die}): ${problem}`); this.roll = roll; this.die = die; this.problem = problem; }
}

/** The dice of one request: the scripted ones in order, or the engine's own when dice is null. */
class Dice {
  constructor(script, random = Math.random) { this.script = script; this.used = 0; this.random = random; }

  roll(sides = 6, label = '') {
    const die = label || `D${sides}`;
    if (this.script === null || this.script === undefined) { this.used += 1; return 1 + Math.floor(this.random() * sides); }
    if (this.used >= this.script.length) throw new DiceProblem(this.used + 1, die, 'missing');
    const value = this.script[this.used];
    if (!(Number.isInteger(value) && value >= 1 && value <= sides)) throw new DiceProblem(this.used + 1, die, 'impossible');
    this.used += 1;
    return value;
  }
}

/** An event naming the catalogue clause that made it happen. */
function event(clause, message = '', data = {}) { return { clause, message, data }; }

/**
 * Base class of an engine.  Give the constructor { name, version, rulesets: {ruleset: [actions]},
 * odds, ownDice, rulings } and override perform(request, dice) (and odds(request) if you compute
 * exact odds).  perform returns { state, events, rulings? }; throw Refusal, Unsupported or let
 * dice.roll throw DiceProblem.
 */
class Engine {
  constructor({ name = 'js-engine', version = '', homepage = '', rulesets = {}, odds = false, ownDice = false,
    rulings = [], validateStates = true } = {}) {
    this.info = { name, version, language: 'javascript', homepage };
    this.rulesets = rulesets;
    this.capabilities = { odds, own_dice: ownDice, rulings };
    this.validateStates = validateStates;
  }

  perform(request, dice) { throw new Unsupported('perform is not implemented'); } // eslint-disable-line no-unused-vars

  odds(request) { throw new Unsupported('exact odds are not implemented'); } // eslint-disable-line no-unused-vars

  started() {
    const rulesets = {};
    for (const [id, actions] of Object.entries(this.rulesets)) rulesets[id] = { actions: [...actions] };
    return { cmd: 'started', protocol: PROTOCOL_VERSION, engine: this.info, rulesets, capabilities: this.capabilities };
  }

  /** Answer one request object with one reply object (null for 'stop'). */
  handle(message) {
    const seq = message && Number.isInteger(message.seq) && message.seq >= 0 ? message.seq : 0;
    if (message && message.cmd === 'stop') return null;
    const problems = validateRequest(message);
    if (problems.length) return { cmd: 'errored', seq, context: { message: 'invalid request', errors: problems } };
    switch (message.cmd) {
      case 'start': return this.started();
      case 'ping': return { cmd: 'pong', seq };
      default: break;
    }
    const reply = this._resolve(message, seq);
    const broken = validateReply(reply);
    if (broken.length) {
      return { cmd: 'errored', seq, context: { message: 'the engine built a reply that breaks the protocol', errors: broken } };
    }
    return reply;
  }

  _resolve(request, seq) {
    try {
      if (this.validateStates) {
        const bad = [...validateState(request.ruleset, request.state),
          ...(request.cmd === 'perform' ? validateAction(request.ruleset, request.action) : [])];
        if (bad.length) return { cmd: 'errored', seq, context: { message: 'invalid state or action', errors: bad } };
      }
      if (request.cmd === 'perform') {
        const dice = new Dice(request.dice);
        const { state, events = [], rulings = {} } = this.perform(request, dice);
        if (this.validateStates) {
          const bad = validateState(request.ruleset, state);
          if (bad.length) return { cmd: 'errored', seq, context: { message: 'the engine returned an invalid table', errors: bad } };
        }
        return { cmd: 'performed', seq, state, events, dice_used: dice.used, rulings };
      }
      const { outcomes, events = [], rulings = {} } = this.odds(request);
      return distributionReply(seq, outcomes, events, rulings);
    } catch (e) {
      if (e instanceof Refusal) return refusedReply(seq, e);
      if (e instanceof Unsupported) return skippedReply(seq, e);
      if (e instanceof DiceProblem) return { cmd: 'bad-dice', seq, roll: e.roll, die: e.die, problem: e.problem };
      return { cmd: 'errored', seq, context: { message: `${e && e.name}: ${e && e.message}`, stack: String(e && e.stack).split('\n').slice(0, 6) } };
    }
  }

  /** Answer one request line with one reply line (no newline), or null for 'stop'. */
  handleLine(line) {
    let message;
    try { message = JSON.parse(line); } catch (e) {
      return JSON.stringify({ cmd: 'errored', seq: 0, context: { message: `request is not JSON: ${e.message}` } });
    }
    const reply = this.handle(message);
    return reply === null ? null : JSON.stringify(reply);
  }

  /**
   * Serve requests line by line on input (stdin) until 'stop' or the end; one reply line each on output.
   * On the process's own stdout, stdout is the protocol's alone: what the engine logs with console.log,
   * console.info, console.debug, console.dir or console.table goes to stderr, instead of into the
   * stream of replies.
   */
  serve(input = process.stdin, output = process.stdout) {
    if (output === process.stdout) {
      globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
    }
    return new Promise((resolve) => {
      const lines = readline.createInterface({ input, crlfDelay: Infinity });
      let done = false;
      lines.on('line', (line) => {
        if (done || !line.trim()) return;
        const reply = this.handleLine(line);
        if (reply === null) { done = true; lines.close(); return; }
        output.write(`${reply}\n`);
      });
      lines.on('close', () => resolve());
    });
  }
}

module.exports = {
  PROTOCOL_VERSION, Engine, Dice, Refusal, Unsupported, DiceProblem, event,
  validateRequest, validateReply, validateState, validateAction,
};
