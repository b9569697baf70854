import type { Schema } from './openapi-operations';

/** A JSON fragment sent verbatim (what a JavaScript object cannot hold: `__proto__` keys, 5,000 levels). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Value = unknown;

const deepArray = (levels: number) => new RawJson('['.repeat(levels) + ']'.repeat(levels));
const deepObject = (levels: number) => new RawJson('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));

/** Values no schema should let through to a handler as they are. */
export const MALFORMED_VALUES: [label: string, value: Value][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['empty array', []],
  ['empty object', {}],
  ['nested arrays', [[[]]]],
  ['array of objects', [{ a: 1 }]],
  ['empty string', ''],
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['escape sequence', '\u001b[2J'],
  ['DEL', 'a\u007f'],
  ['bell and backspace', 'a\u0007\u0008'],
  ['newline', 'a\nb'],
  ['bidi override', 'abc\u202edef'],
  ['lone surrogate', '\ud800'],
  ['100 KB string', 'a'.repeat(100_000)],
  ['100 KB multibyte', 'ệ'.repeat(34_000)],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^63', 2 ** 63],
  ['-2^63', -(2 ** 63)],
  ['2^53', 2 ** 53],
  ['2^31', 2 ** 31],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['5e-324', 5e-324],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"-Infinity"', '-Infinity'],
  ['"1e308"', '1e308'],
  ['"9223372036854775808"', '9223372036854775808'],
  ['"99999999999999999999999"', '99999999999999999999999'],
  ['"0x10"', '0x10'],
  ['"1_000"', '1_000'],
  ['leap second', '2026-06-30T23:59:60Z'],
  ['year 0000', '0000-01-01T00:00:00Z'],
  ['offset +25:00', '2026-01-01T00:00:00+25:00'],
  ['offset +23:59', '2026-01-01T00:00:00+23:59'],
  ['hour-only offset', '2026-01-01T00:00:00+05'],
  ['lower-case date-time', '2026-01-01t00:00:00z'],
  ['date-time Feb 30', '2026-02-30T10:00:00Z'],
  ['Feb 30', '2026-02-30'],
  ['year 0000 date', '0000-01-01'],
  ['extended year', '+275760-09-13T00:00:01Z'],
  ['SQL quote', "' or 1=1 --"],
  ['path traversal', '../../../etc/passwd'],
  ['markup', '<script>alert(1)</script>'],
  ['percent', '%'],
  ['underscore wildcard', '_%_\\'],
  ['deep array 5000', deepArray(5000)],
  ['deep object 5000', deepObject(5000)],
  ['__proto__ object', new RawJson('{"__proto__":{"polluted":true}}')],
  ['constructor.prototype', new RawJson('{"constructor":{"prototype":{"polluted":true}}}')],
];

/** Values ajv's type coercion would turn into a valid value of that type: not malformed for it. */
const coercibleTo = (type: unknown, value: Value) => {
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('integer') || types.includes('number'))
    return typeof value === 'boolean' || value === null || value === '' || value === 0;
  if (types.includes('boolean'))
    return value === null || value === '' || value === 0 || value === 'true' || value === 'false';
  return false;
};

const PATTERN_CANDIDATES = [
  '1',
  '01',
  '001',
  '00001',
  '20251',
  'a',
  'abc',
  'vi',
  'a'.repeat(24),
  '0' + '9'.repeat(9),
];

/** An id no seeded table holds: a base that is valid but never names a real record. */
const UNUSED_ID = 2 ** 40;
const isIdName = (name: string) => /^(id|ids)$|[a-z0-9](Id|Ids)$/.test(name);

/**
 * A plausible valid value for a schema (the base a single malformed field is set into). Ids are
 * ones nobody has, so a variant whose only fault is noise (an unknown parameter, a header) never
 * acts on a real record.
 */
export const sampleOf = (schema: Schema | undefined, depth = 0, name = ''): Value => {
  if (!schema || depth > 6) return {};
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives)
    return sampleOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth, name);
  if (Array.isArray(schema.allOf))
    return sampleOf(Object.assign({}, ...(schema.allOf as Schema[])), depth, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      if (isIdName(name) && Number(schema.maximum ?? Infinity) >= UNUSED_ID) return UNUSED_ID;
      return Math.min(Math.max(Number(schema.minimum ?? 1), 1), Number(schema.maximum ?? Infinity));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 1) }, () =>
        sampleOf(schema.items as Schema, depth + 1, name),
      );
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key], depth + 1, key)]));
    }
    case 'string': {
      if (schema.format === 'date-time') return '2026-01-05T08:00:00Z';
      if (schema.format === 'date') return '2026-01-05';
      const min = Number(schema.minLength ?? 1);
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const hit = PATTERN_CANDIDATES.find((c) => pattern.test(c) && c.length >= min);
        if (hit) return hit;
      }
      return 'a'.repeat(Math.max(min, 1));
    }
    default:
      return {};
  }
};

/** Malformed values for one field: the shared list (minus what coerces to valid) and the field's own bounds. */
export const malformedFor = (schema: Schema): [string, Value][] => {
  const own: [string, Value][] = [];
  if (typeof schema.maximum === 'number') own.push(['maximum + 1', schema.maximum + 1]);
  if (typeof schema.minimum === 'number') own.push(['minimum - 1', schema.minimum - 1]);
  if (typeof schema.maxLength === 'number') own.push(['maxLength + 1', 'a'.repeat(schema.maxLength + 1)]);
  if (Array.isArray(schema.enum)) own.push(['not in enum', '__not_in_enum__']);
  return [...own, ...MALFORMED_VALUES.filter(([, value]) => !coercibleTo(schema.type, value))];
};

/** JSON text of a value holding RawJson fragments. */
export const jsonText = (value: Value): string => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  // JSON has no 1e309; numbers out of double range never reach here, 1e308 prints as 1e+308.
  return JSON.stringify(value) ?? 'null';
};

/** The value as it travels in a URL (path segment or query value), not yet percent-encoded. */
export const urlText = (value: Value): string => {
  if (value instanceof RawJson) return value.text;
  if (value === null) return '';
  if (typeof value === 'object') return jsonText(value);
  return String(value);
};
