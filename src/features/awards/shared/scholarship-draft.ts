/** A JSON object as the form engine passes schemas and form data around. */
type Json = Record<string, unknown>;

const asNode = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

/** A box that must be ticked to submit (`enum: [true]`, as the declaration). */
const isMustTick = (node: Json) =>
  node.type === 'boolean' && Array.isArray(node.enum) && node.enum.length === 1 && node.enum[0] === true;

/**
 * The rules a draft of a form is checked by: the submit rules without the ones about what is not
 * filled in yet — no `required` at any level, and a box that must be ticked to submit may still
 * be unticked. Types, lengths, patterns, bounds and unknown fields are checked as on submit, so
 * a draft never stores what the form could not show or send.
 */
export const draftSchemaOf = (schema: Json): Json => relax(schema);

/** Keywords whose value is a map of names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'contains',
]);

function relax(node: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' && Array.isArray(value)) continue;
    if (key === 'enum' && isMustTick(node)) continue;
    const map = SCHEMA_MAPS.has(key) ? asNode(value) : undefined;
    if (map)
      out[key] = Object.fromEntries(Object.entries(map).map(([name, child]) => [name, relaxAny(child)]));
    else out[key] = SCHEMA_KEYWORDS.has(key) ? relaxAny(value) : value;
  }
  return out;
}

function relaxAny(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relaxAny);
  const node = asNode(value);
  return node ? relax(node) : value;
}

/**
 * A draft as it is kept: a text emptied by the student is not filled in, so it is left out rather
 * than checked against its minimum length (at any depth: an achievement's title too).
 */
export const withoutEmptyTexts = (data: Json): Json => {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    const node = asNode(value);
    if (!node) return value;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([, child]) => child !== '')
        .map(([key, child]) => [key, clean(child)]),
    );
  };
  return clean(data) as Json;
};
