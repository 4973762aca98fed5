'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

let tsc = null;
try { tsc = require.resolve('typescript/bin/tsc'); } catch (e) { tsc = null; }

test('an engine written in TypeScript against the generated types compiles', { skip: tsc === null && 'typescript is not installed (npm ci)' }, () => {
  const out = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2020', '--module', 'commonjs',
    '--moduleResolution', 'node', '--types', 'node', path.join(__dirname, 'typescript', 'engine.ts')], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stdout + out.stderr);
});
