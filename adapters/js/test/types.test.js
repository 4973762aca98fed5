'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

let generate = null;
try { ({ generate } = require('../scripts/generate-types')); } catch (e) { generate = null; }

test('the TypeScript types are those the JSON Schemas give', { skip: generate === null && 'json-schema-to-typescript is not installed (npm ci)' }, async () => {
  const generated = await generate();
  const schemas = fs.readdirSync(path.join(__dirname, '..', 'schema')).filter((f) => f.endsWith('.schema.json'));
  assert.equal(Object.keys(generated).length, schemas.length);
  for (const [file, text] of Object.entries(generated)) {
    assert.equal(fs.readFileSync(path.join(__dirname, '..', 'types', file), 'utf8'), text, `types/${file} is out of date: npm run types`);
  }
  assert.match(generated['protocol.d.ts'], /export interface Skipped \{[^}]*url\?: Url/s);
  assert.match(generated['lotow.d.ts'], /export interface LotowTable/);
});

test('the schemas are the oracle\'s published ones', { skip: !fs.existsSync(path.join(__dirname, '..', '..', '..', 'docs')) && 'not in the oracle repository' }, () => {
  const docs = path.join(__dirname, '..', '..', '..', 'docs');
  for (const file of fs.readdirSync(path.join(__dirname, '..', 'schema'))) {
    const published = file === 'protocol.schema.json' ? path.join(docs, file) : path.join(docs, 'protocol', file);
    assert.equal(fs.readFileSync(path.join(__dirname, '..', 'schema', file), 'utf8'), fs.readFileSync(published, 'utf8'), file);
  }
});
