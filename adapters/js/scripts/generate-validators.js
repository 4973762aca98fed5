#!/usr/bin/env node
// Generates validators/*.js from the JSON Schemas in schema/: every validator the kit uses,
// compiled ahead of time by ajv's own standalone code generation (ajv/dist/standalone), so that
// an engine process does not compile them when it starts (compiling them was most of the CPU an
// engine spent before its first reply). Each file records the SHA-256 of the schema text it was
// made from; the kit uses a file only while that text is unchanged, and compiles from the schema
// otherwise. The schemas are written by the oracle (python -m oracle.engine.schema); run this
// after them, as for the types:
//   npm run validators            write validators/
//   npm run validators -- --check exit 1 if validators/ differs from what the schemas give
'use strict';

const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020').default;
const standaloneCode = require('ajv/dist/standalone').default;
const { SCHEMA_DIR, VALIDATORS_DIR, AJV_OPTIONS, digest, readSchema, entries } = require('../src/schemas');
const { writeOrCheck } = require('./generated');

const BANNER = '// Generated from schema/FILE by scripts/generate-validators.js (ajv standalone); do not edit.\n';

/** { 'NAME.js': module text } for every schema in schema/. */
function generate() {
  const out = {};
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json')).sort()) {
    const name = file.replace('.schema.json', '');
    const { text, schema } = readSchema(name);
    const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } });
    ajv.addSchema(schema, name);
    const code = standaloneCode(ajv, entries(name, schema));
    out[`${name}.js`] = `${BANNER.replace('FILE', file)}${code}\nexports.SCHEMA_SHA256 = ${JSON.stringify(digest(text))};\n`;
  }
  return out;
}

module.exports = { generate };

if (require.main === module) writeOrCheck(VALIDATORS_DIR, 'validators', generate(), 'npm run validators');
