#!/usr/bin/env node
// A sample rules engine in JavaScript (Node 18+, no packages): Legends of the Old West,
// part of the mounted rules, speaking the Rules Oracle protocol on stdin/stdout.
//
// Supports (listed in the handshake; every other action is skipped by the oracle):
//   roll-thrown-rider  lotow.mounted.thrown-rider.1, .2-5, .6
//   dismount           lotow.mounted.dismounting, lotow.mounted.dismount-model
//                      (a passenger on the mount, or tying the mount, is answered "skipped")
// Rolls its own dice when a request has "dice": null; computes no exact odds.
//
// DELIBERATE DIVERGENCES (also in divergences.json; the compliance matrix must show
// exactly these clauses as failed):
//   lotow.mounted.thrown-rider.1: a rider thrown on a 1 takes a Strength 3 hit, not 2.
//
// Every request is validated against docs/protocol.schema.json before it is handled.
//   oracle run --engine "cmd:node examples/node_engine/engine.js"
'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const { validate } = require('./schema');

const SCHEMA = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'protocol.schema.json'), 'utf8'));
const REQUEST = SCHEMA.$defs.Request;
const PROTOCOL = SCHEMA.version;

class Refusal { constructor(clause, reason) { this.clause = clause; this.reason = reason; } }
class Unsupported { constructor(reason) { this.reason = reason; } }
class DiceProblem { constructor(roll, die, problem) { this.roll = roll; this.die = die; this.problem = problem; } }

function makeDice(script) {
  const dice = { used: 0 };
  dice.roll = (sides, label) => {
    if (script === null) { dice.used += 1; return 1 + Math.floor(Math.random() * sides); }
    if (dice.used >= script.length) throw new DiceProblem(dice.used + 1, label, 'missing');
    const v = script[dice.used];
    if (!(v >= 1 && v <= sides)) throw new DiceProblem(dice.used + 1, label, 'impossible');
    dice.used += 1;
    return v;
  };
  return dice;
}

const ev = (clause, message, data = {}) => ({ clause, message, data });

function find(items, id, what) {
  const found = (items || []).find((x) => x.id === id);
  if (!found) throw new Unsupported(`no ${what} ${JSON.stringify(id)} on the table`);
  return found;
}

function mountOf(table, who) {
  return (table.mounts || []).find((m) => m.rider === who || m.passenger === who) || null;
}

function besideMount(mount, fighter) {
  const p = mount.position || { x: 0, y: 0, z: 0 };
  const mr = mount.base_radius === undefined ? 1.0 : mount.base_radius;
  const fr = fighter.base_radius === undefined ? 0.5 : fighter.base_radius;
  return { x: (p.x || 0) + mr + fr, y: p.y || 0, z: p.z || 0 };
}

function thrownRider(table, action, dice) {
  const who = action.fighter;
  const fighter = find(table.fighters, who, 'fighter');
  const mount = mountOf(table, who);
  if (!mount) throw new Refusal('lotow.mounted.thrown-rider.1', `${who} is not on a mount, so he cannot be thrown from one`);
  const roll = dice.roll(6, 'D6 on the Thrown Riders table');
  if (mount.rider === who) mount.rider = null; else mount.passenger = null;
  fighter.position = besideMount(mount, fighter);
  fighter.thrown = true;
  if (roll === 1) {
    fighter.posture = 'prone';
    // DELIBERATE DIVERGENCE: the table says a Strength 2 hit.
    fighter.hits = (fighter.hits || []).concat([{ strength: 3, clause: 'lotow.mounted.thrown-rider.1' }]);
    return [ev('lotow.mounted.thrown-rider.1', `${who} is thrown over the mount's head`, { roll })];
  }
  if (roll <= 5) {
    fighter.stopped_by = 'lotow.mounted.thrown-rider.2-5';
    fighter.turn_over_by = 'lotow.mounted.thrown-rider.2-5';
    return [ev('lotow.mounted.thrown-rider.2-5', `${who} falls beside the mount and does nothing more this turn`, { roll })];
  }
  return [ev('lotow.mounted.thrown-rider.6', `${who} lands on his feet`, { roll })];
}

function dismount(table, action) {
  const who = action.fighter;
  const fighter = find(table.fighters, who, 'fighter');
  const mount = mountOf(table, who);
  if (!mount || mount.rider !== who) throw new Refusal('lotow.mounted.dismounting', `${who} is not riding a mount`);
  if (fighter.has_foot_model === false) throw new Refusal('lotow.mounted.dismount-model', `there is no model on foot for ${who}`);
  if (mount.passenger) throw new Unsupported('a passenger getting off with the rider is not implemented');
  if (action.tie_to !== undefined && action.tie_to !== null) throw new Unsupported('tying a mount is not implemented');
  mount.rider = null;
  fighter.position = besideMount(mount, fighter);
  return [ev('lotow.mounted.dismounting', `${who} dismounts without a test`),
          ev('lotow.mounted.dismount-model', `${mount.id} stays where it stands, riderless`)];
}

const ACTIONS = { 'roll-thrown-rider': thrownRider, dismount };

function handle(req) {
  const errors = validate(SCHEMA, REQUEST, req);
  const seq = Number.isInteger(req && req.seq) && req.seq >= 0 ? req.seq : 0;
  if (errors.length) return { cmd: 'errored', seq, context: { message: 'invalid request', errors } };
  switch (req.cmd) {
    case 'start':
      return {
        cmd: 'started', protocol: PROTOCOL,
        engine: { name: 'sample-node', version: '1.0', language: 'javascript', homepage: '' },
        rulesets: { lotow: { actions: Object.keys(ACTIONS) } },
        capabilities: { odds: false, own_dice: true },
      };
    case 'ping': return { cmd: 'pong', seq };
    case 'odds': return { cmd: 'skipped', seq, reason: 'exact odds are not implemented' };
    case 'perform': {
      const fn = ACTIONS[req.action.action];
      if (req.ruleset !== 'lotow' || !fn) return { cmd: 'skipped', seq, reason: `${req.ruleset} action ${req.action.action} is not implemented` };
      const table = JSON.parse(JSON.stringify(req.state));
      const dice = makeDice(req.dice);
      try {
        const events = fn(table, req.action, dice);
        return { cmd: 'performed', seq, state: table, events, dice_used: dice.used, rulings: {} };
      } catch (e) {
        if (e instanceof Refusal) return { cmd: 'refused', seq, clause: e.clause, reason: e.reason };
        if (e instanceof Unsupported) return { cmd: 'skipped', seq, reason: e.reason };
        if (e instanceof DiceProblem) return { cmd: 'bad-dice', seq, roll: e.roll, die: e.die, problem: e.problem };
        return { cmd: 'errored', seq, context: { message: String(e), stack: e && e.stack } };
      }
    }
    default: return { cmd: 'errored', seq, context: { message: `unknown cmd ${req.cmd}` } };
  }
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => {
  if (!line.trim()) return;
  let req;
  try { req = JSON.parse(line); } catch (e) { req = { cmd: '?' }; }
  if (req && req.cmd === 'stop') { rl.close(); process.exit(0); }
  process.stdout.write(JSON.stringify(handle(req)) + '\n');
});
