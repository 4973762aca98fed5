// Compiled (not run) by test/typescript.test.js: the kit's types are usable from TypeScript.
import { Engine, Dice, Refusal, event, type Perform, type PerformResult, type Skipped } from '../../src';
import type { LotowTable } from '../../types/lotow';

class Typed extends Engine {
  perform(request: Perform, dice: Dice): PerformResult {
    const table = request.state as unknown as LotowTable;
    const rider = (table.fighters ?? [])[0];
    if (!rider) throw new Refusal('lotow.mounted.thrown-rider.1', 'nobody to throw');
    const roll: number = dice.roll(6, 'D6 on the Thrown Riders table');
    return { state: request.state, events: [event('lotow.mounted.thrown-rider.6', `${rider.id} lands`, { roll })] };
  }
}

const skipped: Skipped = { cmd: 'skipped', seq: 1, reason: 'later', url: 'https://example.com/1' };
export { Typed, skipped };
