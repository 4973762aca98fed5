#!/usr/bin/env node
// Generates types/*.d.ts from the JSON Schemas in schema/ (json-schema-to-typescript).
// The schemas are written by the oracle (python -m oracle.engine.schema); run this after them:
//   npm run types            write types/
//   npm run types -- --check exit 1 if types/ differs from what the schemas give
'use strict';

const fs = require('fs');
const path = require('path');
const { compile } = require('json-schema-to-typescript');
const { writeOrCheck } = require('./generated');

const ROOT = path.join(__dirname, '..');
const SCHEMAS = path.join(ROOT, 'schema');
const TYPES = path.join(ROOT, 'types');
const BANNER = '/* Generated from schema/FILE by scripts/generate-types.js (json-schema-to-typescript); do not edit. */';

function forTypes(schema) {
  // a schema for code generation: the top-level oneOf of every message becomes named $defs only
  const copy = JSON.parse(JSON.stringify(schema));
  delete copy.oneOf;
  copy.type = 'object';
  copy.properties = copy.properties || {};
  copy.additionalProperties = false;
  return copy;
}

async function generate() {
  const out = {};
  for (const file of fs.readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS, file), 'utf8'));
    const name = file.replace('.schema.json', '');
    const ts = await compile(forTypes(schema), name === 'protocol' ? 'Protocol' : `${name[0].toUpperCase()}${name.slice(1)}Schema`, {
      bannerComment: BANNER.replace('FILE', file),
      unreachableDefinitions: true,
      additionalProperties: false,
      strictIndexSignatures: false,
      format: false,
    });
    out[`${name}.d.ts`] = ts;
  }
  return out;
}

async function main() {
  writeOrCheck(TYPES, 'types', await generate(), 'npm run types');
}

module.exports = { generate };
if (require.main === module) main().catch((e) => { console.error(e.message); process.exitCode = 2; });
