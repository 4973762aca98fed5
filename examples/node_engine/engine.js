#!/usr/bin/env node
// A sample rules engine in JavaScript (Node 18+): Legends of the Old West, part of the mounted
// rules, on the Rules Oracle engine kit (adapters/js: `npm ci` there once), which validates
// every request and reply against the protocol's JSON Schemas and serves stdin/stdout.
//
// Supports (listed in the handshake; every other action is skipped by the oracle):
//   roll-thrown-rider  lotow.mounted.thrown-rider.1, .2-5, .6; a passenger left without his
//                      rider is thrown too (ruling lotow.mounted.passengers.rider-thrown,
//                      default reading)
//   dismount           lotow.mounted.dismounting, lotow.mounted.dismount-model
//                      (a passenger on the mount, or tying the mount, is answered "skipped")
// Rolls its own dice when a request has "dice": null; computes no exact odds.
//
// DELIBERATE DIVERGENCE (also in divergences.json; `oracle run --engine ... features/lotow`
// must fail exactly these clauses, which tests/protocol/test_samples.py checks):
//   lotow.mounted.thrown-rider.1: a rider thrown on a 1 takes a Strength 3 hit, not 2.
//
//   oracle run --engine "cmd:node examples/node_engine/engine.js"
'use strict';

const path = require('path');
const { Engine, Refusal, Unsupported, event } = require(path.join(__dirname, '..', '..', 'adapters', 'js'));

const TRACKER = 'https://example.com/sample-node-engine/issues';

function find(items, id, what) {
  const found = (items || []).find((x) => x.id === id);
  if (!found) throw new Unsupported(`no ${what} ${JSON.stringify(id)} on the table`);
  return found;
}

function mountOf(table, who) {
  return (table.mounts || []).find((m) => m.rider === who || m.passenger === who) || null;
}

const TOUCH = 1e-6; // inches: bases this close count as touching, not overlapping

function xyz(p) {
  return { x: (p && p.x) || 0, y: (p && p.y) || 0, z: (p && p.z) || 0 };
}

function rectGap(pl, at) {
  const dx = Math.max(pl.x - at.x, 0, at.x - (pl.x + pl.width));
  const dy = Math.max(pl.y - at.y, 0, at.y - (pl.y + pl.depth));
  return Math.hypot(dx, dy);
}

// The distance from the point p to the segment a-b, in plan.
function segmentGap(a, b, p) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

// Whether the segments p-q and a-b meet, in plan.
function crosses(p, q, a, b) {
  const turn = (o, s, t) => {
    const v = (s.x - o.x) * (t.y - o.y) - (s.y - o.y) * (t.x - o.x);
    return Math.abs(v) < TOUCH ? 0 : Math.sign(v);
  };
  return turn(p, q, a) !== turn(p, q, b) && turn(a, b, p) !== turn(a, b, q);
}

const lined = (table) => (table.obstacles || []).filter((o) => o.line);

// A base may stand at `at`: on the ground there (the highest raised ground under its centre, or the table,
// at its height), in no higher raised ground, over no other model's base at that height, over no obstacle
// (a fence: its line widened to its width).
function mayStand(table, at, r, ignore) {
  const platforms = table.platforms || [];
  if (lined(table).some((o) => segmentGap(xyz(o.line[0]), xyz(o.line[1]), at) < (o.width || 0) / 2 + r - TOUCH)) return false;
  const ground = Math.max(0, ...platforms.filter((pl) => rectGap(pl, at) <= TOUCH).map((pl) => pl.height));
  if (Math.abs(ground - at.z) > TOUCH) return false;
  if (platforms.some((pl) => pl.height > at.z + TOUCH && rectGap(pl, at) < r - TOUCH)) return false;
  const bases = (table.fighters || []).filter((f) => f.alive !== false && !mountOf(table, f.id))
    .map((f) => [f.id, xyz(f.position), f.base_radius === undefined ? 0.5 : f.base_radius])
    .concat((table.mounts || []).filter((m) => m.alive !== false && !m.removed)
      .map((m) => [m.id, xyz(m.position), m.base_radius === undefined ? 1.0 : m.base_radius]));
  return !bases.some(([id, c, cr]) => !ignore.includes(id) && Math.abs(c.z - at.z) <= TOUCH
    && Math.hypot(c.x - at.x, c.y - at.y) < cr + r - TOUCH);
}

// Beside the mount, his base touching its base, where a base may stand and on the mount's side of every
// obstacle: the places are tried from its +x side round both ways every 5 degrees; none free is a refusal
// under `clause`.
function besideMount(table, mount, fighter, clause, nearest = false) {
  const p = xyz(mount.position);
  const mr = mount.base_radius === undefined ? 1.0 : mount.base_radius;
  const fr = fighter.base_radius === undefined ? 0.5 : fighter.base_radius;
  for (let step = 0; step <= 36; step += 1) {
    for (const turn of (step === 0 || step === 36 ? [step * 5] : [step * 5, -step * 5])) {
      const a = (turn * Math.PI) / 180;
      const at = turn === 0 ? { x: p.x + mr + fr, y: p.y, z: p.z }
        : { x: p.x + (mr + fr) * Math.cos(a), y: p.y + (mr + fr) * Math.sin(a), z: p.z };
      const beyond = lined(table).some((o) => crosses(p, at, xyz(o.line[0]), xyz(o.line[1])));
      if (!beyond && mayStand(table, at, fr, [fighter.id, mount.id])) return at;
    }
  }
  if (nearest) {
    // a rider thrown on a 1, "рядом с фигуркой лошади (если это возможно)": with no room beside the mount, the
    // nearest place where a base may stand, on rings 0.1" apart round the mount's centre, out to 12" (ruling
    // lotow.mounted.thrown-rider.no-room, default reading)
    for (let ring = 1; ring <= 120; ring += 1) {
      for (let step = 0; step < 72; step += 1) {
        const a = (step * 5 * Math.PI) / 180;
        const at = { x: p.x + ring * 0.1 * Math.cos(a), y: p.y + ring * 0.1 * Math.sin(a), z: p.z };
        if (mayStand(table, at, fr, [fighter.id])) return at;
      }
    }
  }
  throw new Refusal(clause, `there is no place beside ${mount.id} for ${fighter.id}'s base`);
}

function thrownRider(table, who, dice) {
  const fighter = find(table.fighters, who, 'fighter');
  const mount = mountOf(table, who);
  if (!mount) throw new Refusal('lotow.mounted.thrown-rider.1', `${who} is not on a mount, so he cannot be thrown from one`);
  const passenger = mount.rider === who ? mount.passenger : null;
  const roll = dice.roll(6, 'D6 on the Thrown Riders table');
  if (mount.rider === who) {
    mount.rider = null;
    mount.last_rider = who;
    // the share of its Move he rode it this turn (ruling lotow.mounted.mount-move)
    mount.move_used = Math.max(mount.move_used || 0, fighter.move_used || 0);
  } else mount.passenger = null;
  const clause = roll === 1 ? 'lotow.mounted.thrown-rider.1'
    : roll <= 5 ? 'lotow.mounted.thrown-rider.2-5' : 'lotow.mounted.thrown-rider.6';
  fighter.position = besideMount(table, mount, fighter, clause, roll === 1);
  fighter.thrown = true;
  const events = [];
  if (roll === 1) {
    fighter.posture = 'prone';
    // DELIBERATE DIVERGENCE: the table says a Strength 2 hit.
    fighter.hits = (fighter.hits || []).concat([{ strength: 3, clause: 'lotow.mounted.thrown-rider.1' }]);
    events.push(event('lotow.mounted.thrown-rider.1', `${who} is thrown over the mount's head`, { roll }));
  } else if (roll <= 5) {
    fighter.stopped_by = 'lotow.mounted.thrown-rider.2-5';
    fighter.turn_over_by = 'lotow.mounted.thrown-rider.2-5';
    events.push(event('lotow.mounted.thrown-rider.2-5', `${who} falls beside the mount and does nothing more this turn`, { roll }));
  } else {
    events.push(event('lotow.mounted.thrown-rider.6', `${who} lands on his feet`, { roll }));
  }
  if (passenger) {
    // ruling lotow.mounted.passengers.rider-thrown, default reading: the passenger falls off too
    events.push(event('lotow.mounted.passengers.rider-killed', `${passenger} is left without a rider and falls off too`));
    events.push(...thrownRider(table, passenger, dice));
  }
  return events;
}

function dismount(table, action) {
  const who = action.fighter;
  const fighter = find(table.fighters, who, 'fighter');
  const mount = mountOf(table, who);
  if (!mount || mount.rider !== who) throw new Refusal('lotow.mounted.dismounting', `${who} is not riding a mount`);
  if (fighter.has_foot_model === false) throw new Refusal('lotow.mounted.dismount-model', `there is no model on foot for ${who}`);
  if (mount.passenger) throw new Unsupported('a passenger getting off with the rider is not implemented', `${TRACKER}/1`);
  if (action.tie_to !== undefined && action.tie_to !== null) throw new Unsupported('tying a mount is not implemented', `${TRACKER}/2`);
  mount.rider = null;
  mount.last_rider = who; // its dismounted rider (lotow.mounted.loose.when)
  mount.move_used = Math.max(mount.move_used || 0, fighter.move_used || 0); // ruling lotow.mounted.mount-move
  fighter.position = besideMount(table, mount, fighter, 'lotow.mounted.dismounting');
  return [event('lotow.mounted.dismounting', `${who} dismounts without a test`),
    event('lotow.mounted.dismount-model', `${mount.id} stays where it stands, riderless`)];
}

const ACTIONS = {
  'roll-thrown-rider': (table, action, dice) => thrownRider(table, action.fighter, dice),
  dismount,
};

class SampleNodeEngine extends Engine {
  constructor() {
    super({ name: 'sample-node', version: '1.0', rulesets: { lotow: Object.keys(ACTIONS) }, ownDice: true });
  }

  perform(request, dice) {
    const fn = ACTIONS[request.action.action];
    if (request.ruleset !== 'lotow' || !fn) throw new Unsupported(`${request.ruleset} action ${request.action.action} is not implemented`);
    const table = JSON.parse(JSON.stringify(request.state));
    const events = fn(table, request.action, dice);
    return { state: table, events };
  }
}

module.exports = { SampleNodeEngine };
if (require.main === module) new SampleNodeEngine().serve();
