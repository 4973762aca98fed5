#!/usr/bin/env node
// A template rules engine on the Rules Oracle engine kit: copy it, rename it, fill in perform().
//
// It declares one action and resolves it; everything else it declares answers 'skipped'
// (not a failure) until you implement it.  Check it at each step:
//   oracle smoke --engine "cmd:node engine.js"        the handshake and one request per action
//   oracle try --engine "cmd:node engine.js" --table examples/tables/rider-on-horse.yaml --action "roll-thrown-rider fighter=rider" --dice 6
//   oracle run --engine "cmd:node engine.js"          every scenario, the compliance matrix
//   oracle fuzz --engine "cmd:node engine.js" --ruleset lotow
// What a new table should be, for any action: oracle try --engine reference ... --json
'use strict';

let kit;
try { kit = require('rules-oracle-engine'); } catch (e) { kit = require('../src'); }
const { Engine, Refusal, Unsupported, event } = kit;

class TemplateEngine extends Engine {
  constructor() {
    super({ name: 'template-engine', version: '0.1.0', rulesets: { lotow: ['roll-thrown-rider'] } });
  }

  perform(request, dice) {
    const { state, action } = request;
    if (action.action !== 'roll-thrown-rider') throw new Unsupported(`${action.action} is not implemented yet`);
    const mount = (state.mounts || []).find((m) => m.rider === action.fighter || m.passenger === action.fighter);
    if (!mount) throw new Refusal('lotow.mounted.thrown-rider.1', `${action.fighter} is not on a mount`);
    const roll = dice.roll(6, 'D6 on the Thrown Riders table');
    if (roll !== 6) throw new Unsupported(`a roll of ${roll} on the Thrown Riders table is not implemented yet`);
    // lotow.mounted.thrown-rider.6: he lands on his feet beside the mount, with no penalty, where a base may stand
    const rider = state.fighters.find((f) => f.id === action.fighter);
    const m = mount.position || { x: 0, y: 0, z: 0 };
    const r = rider.base_radius ?? 0.5;
    const spot = { x: (m.x || 0) + (mount.base_radius ?? 1) + r, y: m.y || 0, z: m.z || 0 };
    const seated = (id) => (state.mounts || []).some((o) => o.rider === id || o.passenger === id);
    const bases = state.fighters.filter((f) => f.id !== rider.id && f.alive !== false && !seated(f.id))
      .concat((state.mounts || []).filter((o) => o.id !== mount.id && o.alive !== false && !o.removed));
    const over = bases.some((b) => Math.abs((b.position?.z || 0) - spot.z) < 1e-6
      && Math.hypot((b.position?.x || 0) - spot.x, (b.position?.y || 0) - spot.y) < (b.base_radius ?? 0.5) + r - 1e-6);
    const inGround = (state.platforms || []).some((p) => p.height > spot.z + 1e-6
      && Math.hypot(Math.max(p.x - spot.x, 0, spot.x - p.x - p.width), Math.max(p.y - spot.y, 0, spot.y - p.y - p.depth)) < r - 1e-6);
    // nor over a fence (an obstacle with a line: its ground is the line widened to its width) or beyond it
    const gapTo = (a, b, p) => {
      const dx = b.x - a.x; const dy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
      return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
    };
    const side = (a, b, p) => Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const from = { x: m.x || 0, y: m.y || 0 };
    const fenced = (state.obstacles || []).filter((o) => o.line).some((o) => {
      const [a, b] = o.line;
      const across = side(a, b, from) !== side(a, b, spot) && side(from, spot, a) !== side(from, spot, b);
      return across || gapTo(a, b, spot) < (o.width || 0) / 2 + r - 1e-6;
    });
    if (over || inGround || fenced) throw new Unsupported('setting him beside the mount anywhere but its +x side is not implemented yet');
    const fighters = state.fighters.map((f) => (f.id !== action.fighter ? f : { ...f, thrown: true, position: spot }));
    const mounts = state.mounts.map((m) => (m.id !== mount.id ? m
      : m.rider === action.fighter ? { ...m, rider: m.passenger ?? null, passenger: null, last_rider: action.fighter,
        // the share of its Move he rode it this turn (ruling lotow.mounted.mount-move)
        move_used: Math.max(m.move_used || 0, (state.fighters.find((f) => f.id === action.fighter) || {}).move_used || 0) }
        : { ...m, passenger: null }));
    if (mount.passenger && mount.rider === action.fighter) throw new Unsupported('a passenger left behind is not implemented yet');
    return { state: { ...state, fighters, mounts }, events: [event('lotow.mounted.thrown-rider.6', `${action.fighter} lands on his feet`, { roll })] };
  }
}

module.exports = { TemplateEngine };
if (require.main === module) new TemplateEngine().serve();
