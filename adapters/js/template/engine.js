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
    // lotow.mounted.thrown-rider.6: he lands on his feet beside the mount, with no penalty
    const fighters = state.fighters.map((f) => {
      if (f.id !== action.fighter) return f;
      const m = mount.position || { x: 0, y: 0, z: 0 };
      const beside = (mount.base_radius ?? 1) + (f.base_radius ?? 0.5);
      return { ...f, thrown: true, position: { x: (m.x || 0) + beside, y: m.y || 0, z: m.z || 0 } };
    });
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
