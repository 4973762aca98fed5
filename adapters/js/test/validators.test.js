'use strict';
// validators/ (scripts/generate-validators.js): the validators compiled ahead of time must be the
// schemas' present text, answer as ajv compiling the schemas does, and give way to the schema
// where its text has changed since they were made.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { generate } = require('../scripts/generate-validators');

const KIT = path.join(__dirname, '..');
const RULESETS = ['gurps', 'lotow', 'mordheim', 'ww2'];

function copyOfKit(t, { validators, edit = () => {} }) {
  // the kit's src/ and schema/ (and validators/ if asked) in a folder of their own, its ajv the
  // kit's (node_modules linked); required afresh, so its validators are its own
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-oracle-kit-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const part of ['src', 'schema', ...(validators ? ['validators'] : [])]) {
    fs.cpSync(path.join(KIT, part), path.join(dir, part), { recursive: true });
  }
  // a junction on Windows, where a directory symlink needs a privilege
  fs.symlinkSync(path.join(KIT, 'node_modules'), path.join(dir, 'node_modules'), process.platform === 'win32' ? 'junction' : 'dir');
  edit(dir);
  return require(path.join(dir, 'src'));
}

function schemaOf(name) { return JSON.parse(fs.readFileSync(path.join(KIT, 'schema', `${name}.schema.json`), 'utf8')); }

function askEverything(kit) {
  // every validator of every schema asked about messages that pass and messages that do not:
  // { question: the kit's answer (a list of problems, [] for none) }
  const answers = {};
  const protocol = schemaOf('protocol');
  for (const union of ['Request', 'Reply']) {
    const validate = union === 'Request' ? kit.validateRequest : kit.validateReply;
    for (const { $ref } of protocol.$defs[union].oneOf) {
      const def = protocol.$defs[$ref.split('/').pop()];
      const cmd = def.properties.cmd.const;
      for (const [what, message] of Object.entries({
        bare: { cmd },
        numbered: { cmd, seq: 3 },
        'negative seq': { cmd, seq: -1 },
        'stray field': { cmd, seq: 1, stray: true },
        'wrong types': { cmd, seq: 'one', state: 7, ruleset: 5, reason: [], protocol: 'x', dice: 'six' },
      })) answers[`${union} ${cmd} ${what}`] = validate(message);
    }
  }
  for (const ruleset of RULESETS) {
    const schema = schemaOf(ruleset);
    for (const [what, state] of Object.entries({
      empty: {}, list: [], 'stray field': { stray: 1 }, 'wrong kinds': { fighters: 3, mounts: 'x', warriors: {}, units: 1, combatants: [1] },
      'a piece without its id': { fighters: [{ idx: 'r' }], warriors: [{ idx: 'w' }], units: [{ idx: 'u' }], combatants: [{ idx: 'c' }] },
    })) answers[`${ruleset} state ${what}`] = kit.validateState(ruleset, state);
    for (const { $ref } of schema.properties.action.oneOf) {
      const action = schema.$defs[$ref.split('/').pop()].properties.action.const;
      answers[`${ruleset} ${action} bare`] = kit.validateAction(ruleset, { action });
      answers[`${ruleset} ${action} stray field`] = kit.validateAction(ruleset, { action, stray: 1 });
    }
  }
  return answers;
}

test('validators/ is what the schemas give (npm run validators)', () => {
  const generated = generate();
  const schemas = fs.readdirSync(path.join(KIT, 'schema')).filter((f) => f.endsWith('.schema.json'));
  assert.equal(Object.keys(generated).length, schemas.length);
  for (const [file, text] of Object.entries(generated)) {
    assert.equal(fs.readFileSync(path.join(KIT, 'validators', file), 'utf8'), text, `validators/${file} is out of date: npm run validators`);
  }
});

test('every validator compiled ahead of time answers as ajv compiling the schema does', (t) => {
  const ahead = askEverything(require('../src'));
  const compiled = askEverything(copyOfKit(t, { validators: false }));
  assert.deepEqual(ahead, compiled);
  const questions = Object.keys(ahead).length;
  const refused = Object.values(ahead).filter((problems) => problems.length > 0).length;
  assert.ok(questions > 300, `${questions} questions`);
  assert.ok(refused > questions / 2 && refused < questions, `${refused} of ${questions} refused`);
});

test('a schema whose text changed since validators/ was made is compiled from its present text', (t) => {
  const riderOnHorse = { fighters: [{ id: 'rider' }], mounts: [{ id: 'horse', kind: 'horse', move: 10, owner: 'rider', rider: 'rider' }] };
  const kit = copyOfKit(t, {
    validators: true,
    edit: (dir) => {
      const file = path.join(dir, 'schema', 'lotow.schema.json');
      const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
      schema.$defs.LotowTable.required = ['weather'];
      fs.writeFileSync(file, JSON.stringify(schema));
    },
  });
  assert.deepEqual(require('../src').validateState('lotow', riderOnHorse), []);
  assert.deepEqual(kit.validateState('lotow', riderOnHorse), ["state (message) must have required property 'weather'"]);
  assert.deepEqual(kit.validateState('gurps', { stray: 1 }), require('../src').validateState('gurps', { stray: 1 }));
});
