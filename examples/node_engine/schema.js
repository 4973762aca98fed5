// A small JSON Schema checker (the subset the protocol schema uses: $ref, oneOf, anyOf,
// type, const, enum, required, properties, additionalProperties, items, minimum,
// minLength, minItems, pattern), so that this engine validates every request against
// docs/protocol.schema.json without any package.
'use strict';

function typeOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function validate(root, schema, value, path = '$') {
  const errors = [];
  const check = (s, v, p) => {
    if (s === true || s === undefined) return;
    if (s === false) { errors.push(`${p}: not allowed`); return; }
    if (s.$ref) {
      const name = s.$ref.replace('#/$defs/', '');
      return check(root.$defs[name], v, p);
    }
    for (const key of ['oneOf', 'anyOf']) {
      if (s[key]) {
        const each = s[key].map((sub) => validate(root, sub, v, p));
        const ok = each.filter((e) => e.length === 0).length;
        if (ok === 0) {
          // report the alternative that came closest (for messages, the one whose "cmd" matched)
          errors.push(...each.reduce((best, e) => (e.length < best.length ? e : best)));
        } else if (key === 'oneOf' && ok > 1) {
          errors.push(`${p}: matches ${ok} of the oneOf alternatives`);
        }
      }
    }
    if (s.type) {
      const t = typeOf(v);
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) {
        errors.push(`${p}: expected ${types.join(' or ')}, got ${t}`);
        return;
      }
    }
    if ('const' in s && v !== s.const) errors.push(`${p}: must be ${JSON.stringify(s.const)}`);
    if (s.enum && !s.enum.includes(v)) errors.push(`${p}: must be one of ${JSON.stringify(s.enum)}`);
    if (typeof v === 'number' && s.minimum !== undefined && v < s.minimum) errors.push(`${p}: below ${s.minimum}`);
    if (typeof v === 'string') {
      if (s.minLength !== undefined && v.length < s.minLength) errors.push(`${p}: too short`);
      if (s.pattern && !new RegExp(s.pattern).test(v)) errors.push(`${p}: does not match ${s.pattern}`);
    }
    if (Array.isArray(v)) {
      if (s.minItems !== undefined && v.length < s.minItems) errors.push(`${p}: fewer than ${s.minItems} items`);
      if (s.items) v.forEach((item, i) => check(s.items, item, `${p}[${i}]`));
    }
    if (typeOf(v) === 'object') {
      for (const r of s.required || []) if (!(r in v)) errors.push(`${p}: missing ${r}`);
      const props = s.properties || {};
      for (const [k, item] of Object.entries(v)) {
        if (k in props) check(props[k], item, `${p}.${k}`);
        else if (s.additionalProperties !== undefined) check(s.additionalProperties, item, `${p}.${k}`);
      }
    }
  };
  check(schema, value, path);
  return errors;
}

module.exports = { validate };
