'use strict';
// The protocol's JSON Schemas (schema/) and their validators: compiled ahead of time into
// validators/ by scripts/generate-validators.js (ajv standalone), or compiled here by ajv on
// first use where validators/ holds none made from the schema's present text.

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const SCHEMA_DIR = path.join(__dirname, '..', 'schema');
const VALIDATORS_DIR = path.join(__dirname, '..', 'validators');

/** The options of every validator of the kit, compiled ahead of time or at run time alike. */
const AJV_OPTIONS = Object.freeze({ allErrors: true, strict: false, validateSchema: false });

/** The SHA-256 (hex) of a schema's text: which text a validators file was made from. */
function digest(text) { return crypto.createHash('sha256').update(text, 'utf8').digest('hex'); }

/** schema/NAME.schema.json: { text, schema }, or null where there is no such file. */
function readSchema(name) {
  const file = path.join(SCHEMA_DIR, `${name}.schema.json`);
  if (!/^[a-z0-9_-]+$/.test(name) || !fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  return { text, schema: JSON.parse(text) };
}

/**
 * The validators a schema has, { key: JSON pointer }: for the protocol each message of its
 * Request and Reply unions by its definition's name; for a ruleset `state` (a table) and each
 * action by its definition's name.
 */
function entries(name, schema) {
  const out = {};
  if (name === 'protocol') {
    for (const union of ['Request', 'Reply']) {
      for (const { $ref } of schema.$defs[union].oneOf) {
        const def = $ref.split('/').pop();
        out[def] = `${name}#/$defs/${def}`;
      }
    }
    return out;
  }
  out.state = `${name}#/properties/state`;
  for (const { $ref } of schema.properties.action.oneOf) {
    const def = $ref.split('/').pop();
    out[def] = `${name}#/$defs/${def}`;
  }
  return out;
}

/** validators/NAME.js where it was made from this text of the schema, else null. */
function precompiled(name, text) {
  const file = path.join(VALIDATORS_DIR, `${name}.js`);
  if (!fs.existsSync(file)) return null;
  const made = require(file);
  return made.SCHEMA_SHA256 === digest(text) ? made : null;
}

module.exports = { SCHEMA_DIR, VALIDATORS_DIR, AJV_OPTIONS, digest, readSchema, entries, precompiled };
