import type Ajv from 'ajv';
import type { SchemaValidateFunction } from 'ajv';

/** Largest id: ids are bigint columns read as JavaScript numbers, exact up to 2^53 - 1. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Bounds of any other integer or number without its own: PostgreSQL `integer`. */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -2_147_483_648;
/**
 * Length of a text without its own maxLength: 500 characters stay under PostgreSQL's btree row
 * limit (about 2,700 bytes) even in 4-byte characters, so an indexed column never refuses it.
 */
export const DEFAULT_MAX_LENGTH = 500;
/** Items of an array without its own maxItems (one statement holds at most 65,535 parameters). */
export const DEFAULT_MAX_ITEMS = 1000;
/** Text on one line: no control character at all. */
export const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
/** Text of a multi-line field (`x-multiline: true`): tab, line feed and carriage return allowed. */
export const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** The keyword marking a string schema as multi-line text (a textarea). */
export const MULTILINE_KEYWORD = 'x-multiline';

/**
 * The keyword hardening adds to every free text (not an enum or const): its value is the text's
 * minLength (0 when it has none). Registered by addTextRules; see textRulesRefusal.
 */
export const TEXT_KEYWORD = 'x-text';

/** Bidi embedding, override and isolate controls: they reorder what a reader sees ("\u202Egnp.exe"). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** One code point nobody sees: white space, a format character (zero-width, bidi marks) or a filler. */
const INVISIBLE = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
/** Whether the text starts or ends with an invisible code point (linear: one class, no quantifier). */
const INVISIBLE_EDGE =
  /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]|[\s\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;

/** The code points of `text` without the invisible ones at either end (what its minLength counts). */
const visibleCodePoints = (text: string) => {
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && INVISIBLE.test(chars[start])) start++;
  while (end > start && INVISIBLE.test(chars[end - 1])) end--;
  return chars.slice(start, end);
};

/** The text without white space, format characters or fillers at either end, as a field should be stored. */
export const trimInvisible = (text: string) =>
  INVISIBLE_EDGE.test(text) ? visibleCodePoints(text).join('') : text;

/**
 * Why a free text is refused, or null: a bidi control anywhere; or, when it has a minLength, fewer
 * visible characters than that once invisible ones at either end are left out (so "   ", a
 * zero-width space alone or 25 spaces then a letter never pass for a 20-character reason).
 */
export const textRulesRefusal = (
  text: string,
  minLength: number,
): { keyword: string; message: string; params: Record<string, unknown> } | null => {
  if (BIDI_CONTROL.test(text))
    return {
      keyword: TEXT_KEYWORD,
      message:
        'Không được chứa ký tự điều khiển hướng chữ (bidi) / Must not contain bidirectional control characters',
      params: { bidi: true },
    };
  if (minLength < 1 || !INVISIBLE_EDGE.test(text)) return null;
  const visible = visibleCodePoints(text).length;
  if (visible === 0)
    return {
      keyword: TEXT_KEYWORD,
      message:
        'Không được để trống hay chỉ có khoảng trắng, ký tự ẩn / Must not be blank or only spaces and invisible characters',
      params: { limit: minLength },
    };
  if (visible < minLength)
    return {
      keyword: 'minLength',
      message: `Cần ít nhất ${minLength} ký tự, không tính khoảng trắng ở đầu và cuối / Needs at least ${minLength} characters, not counting spaces at either end`,
      params: { limit: minLength },
    };
  return null;
};

/** Registers TEXT_KEYWORD on an ajv that compiles hardened schemas; its errors carry their own vi/en reason. */
export const addTextRules = (ajv: Ajv) => {
  const validate: SchemaValidateFunction = (minLength: number, text: string) => {
    const refusal = textRulesRefusal(text, minLength);
    validate.errors = refusal ? [refusal] : [];
    return !refusal;
  };
  ajv.addKeyword({ keyword: TEXT_KEYWORD, type: 'string', schemaType: 'number', errors: true, validate });
  return ajv;
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `id`, `ids`, `courseId`, `classIds`: a bigint id (or a list of them). */
const isIdName = (name: string) => /^(id|ids)$|[a-z0-9](Id|Ids)$/.test(name);

const typesOf = (node: Node): unknown[] =>
  Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['not', 'if', 'then', 'else', 'contains', 'additionalItems', 'propertyNames'];
const SCHEMA_MAPS = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'];

const hardenNode = (node: Node, name: string): Node => {
  const out: Node = { ...node };
  if (isNode(node.properties))
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, harden(child, key)]),
    );
  for (const key of SCHEMA_MAPS)
    if (isNode(node[key]))
      out[key] = Object.fromEntries(
        Object.entries(node[key] as Node).map(([childName, child]) => [childName, harden(child, '')]),
      );
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map((child) => harden(child, name));
  for (const key of SUBSCHEMAS) if (isNode(node[key])) out[key] = harden(node[key], name);
  if (isNode(node.additionalProperties)) out.additionalProperties = harden(node.additionalProperties, '');
  if (isNode(node.items)) out.items = harden(node.items, name);
  else if (Array.isArray(node.items)) out.items = node.items.map((child) => harden(child, name));

  const types = typesOf(node);
  const enumerated = node.enum !== undefined || node.const !== undefined;
  if ((types.includes('integer') || types.includes('number')) && !enumerated) {
    const id = isIdName(name);
    const max = id ? MAX_ID : MAX_INT;
    const min = id ? -MAX_ID : MIN_INT;
    if (typeof node.maximum === 'number') out.maximum = Math.min(node.maximum, MAX_ID);
    else if (node.exclusiveMaximum === undefined) out.maximum = max;
    if (typeof node.minimum === 'number') out.minimum = Math.max(node.minimum, -MAX_ID);
    else if (node.exclusiveMinimum === undefined) out.minimum = min;
  }
  if (types.includes('string') && !enumerated) {
    if (node.maxLength === undefined) out.maxLength = DEFAULT_MAX_LENGTH;
    const line = node[MULTILINE_KEYWORD] === true ? MULTI_LINE : SINGLE_LINE;
    if (node.pattern === undefined) out.pattern = line;
    else out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { pattern: line }];
    // A password is compared, never shown: any characters the owner chose stay allowed.
    if (!/password/i.test(name)) out[TEXT_KEYWORD] = typeof node.minLength === 'number' ? node.minLength : 0;
  }
  if (types.includes('array') && node.maxItems === undefined) out.maxItems = DEFAULT_MAX_ITEMS;
  return out;
};

const harden = (schema: unknown, name: string): unknown =>
  isNode(schema) ? hardenNode(schema, name) : schema;

/**
 * The schema as request validation uses it (never as documented or serialized): every integer and
 * number bounded (ids to 2^53 - 1, others to PostgreSQL `integer`), every text limited in length
 * and free of control characters (`x-multiline` fields may hold tabs and line breaks) and of bidi
 * controls, a text with a minLength counted without invisible characters at either end (TEXT_KEYWORD:
 * compile with an ajv that went through addTextRules), every array limited in items. Bounds a
 * schema states itself are kept. A copy: the input is unchanged.
 */
export const hardenInputSchema = <T>(schema: T): T => harden(schema, '') as T;
