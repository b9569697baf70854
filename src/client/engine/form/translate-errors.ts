import type { RJSFValidationError } from '@rjsf/utils';
import { toPath } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import type { Locale } from '../../../core';
import { isLocalized } from '../localized';
import { hasWidget } from '../widget-registry';

type Node = Record<string, unknown>;

/**
 * A message written in the form's config. Given per field as `"ui:errorMessage"` (or
 * `"ui:options": { "errorMessage": ... }`) in the ui schema, or `errorMessage` in the data
 * schema; the ui schema wins. Either one text for every rule, a `{ vi, en }` text, or a map from
 * ajv keyword ('required', 'pattern', ...; 'default' for the rest) to either of those. An empty
 * required number or integer field shows only a `required` entry, else the engine's "required"
 * message: one text or 'default' describes a wrong value, not a missing one.
 */
export type ConfiguredErrorMessage =
  string | { vi: string; en: string } | Record<string, string | { vi: string; en: string }>;

/** ajv keywords with a message of their own in the engine catalogue (`engine.form.error.<keyword>`). */
const TRANSLATED = new Set([
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'type',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
]);

/** Formats with a message of their own (`engine.form.error.format.<format>`). */
const FORMATS = new Set(['email', 'date', 'date-time', 'time', 'uri', 'url']);

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

/** The data schema of the field at `path` (properties, items, additionalProperties). */
function schemaAt({ schema, path }: { schema: Node; path: string[] }): Node | undefined {
  let node: Node | undefined = schema;
  for (const part of path) {
    if (!node) return undefined;
    const properties = asNode(node.properties);
    if (properties && asNode(properties[part])) {
      node = asNode(properties[part]);
    } else if (Array.isArray(node.items) && /^\d+$/.test(part)) {
      node = asNode(node.items[Number(part)]);
    } else if (asNode(node.items)) {
      node = asNode(node.items);
    } else {
      node = asNode(node.additionalProperties);
    }
  }
  return node;
}

/** The ui schema of the field at `path` (array items under `items`). */
function uiAt({ uiSchema, path }: { uiSchema: Node | undefined; path: string[] }): Node | undefined {
  let node = uiSchema;
  for (const part of path) {
    if (!node) return undefined;
    node = /^\d+$/.test(part) && asNode(node.items) ? asNode(node.items) : asNode(node[part]);
  }
  return node;
}

function pick({
  spec,
  keyword,
  locale,
  isOwnOnly = false,
}: {
  spec: unknown;
  keyword: string;
  locale: Locale;
  /** Only a message given for `keyword` itself: one text for every rule, or `default`, is skipped. */
  isOwnOnly?: boolean;
}): string | undefined {
  if (typeof spec === 'string') return isOwnOnly ? undefined : spec;
  if (isLocalized(spec)) return isOwnOnly ? undefined : spec[locale];
  const map = asNode(spec);
  if (!map) return undefined;
  const entry = map[keyword] ?? (isOwnOnly ? undefined : map.default);
  if (typeof entry === 'string') return entry;
  return isLocalized(entry) ? entry[locale] : undefined;
}

/** The configured message for an error, if the form's schema or ui schema has one. */
export function configuredMessage({
  error,
  schema,
  uiSchema,
  locale,
}: {
  error: RJSFValidationError;
  schema: Node;
  uiSchema?: Node;
  locale: Locale;
}): string | undefined {
  const path = toPath(error.property ?? '').filter(Boolean);
  const keyword = error.name ?? '';
  const ui = uiAt({ uiSchema, path });
  const fromUi = ui?.['ui:errorMessage'] ?? asNode(ui?.['ui:options'])?.errorMessage;
  const field = schemaAt({ schema, path });
  // A number left empty is missing, not invalid: a number field's catch-all message describes a
  // wrong value ("Năm không hợp lệ"), so a missing one asks for it unless `required` says otherwise.
  const isOwnOnly = keyword === 'required' && isNumberField(field);
  return (
    pick({ spec: fromUi, keyword, locale, isOwnOnly }) ??
    pick({ spec: field?.errorMessage, keyword, locale, isOwnOnly })
  );
}

function isNumberField(field: Node | undefined): boolean {
  const types: unknown[] = Array.isArray(field?.type) ? field.type : [field?.type];
  return types.some((type) => type === 'number' || type === 'integer');
}

/** ajv's message in the user's language. */
export function translateAjvMessage({
  error,
  intl,
}: {
  error: RJSFValidationError;
  intl: IntlShape;
}): string {
  const keyword = error.name ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (keyword === 'format') {
    const format = String(params.format ?? '');
    const id = FORMATS.has(format) ? `engine.form.error.format.${format}` : 'engine.form.error.format';
    return intl.formatMessage({ id });
  }
  if (!TRANSLATED.has(keyword)) return intl.formatMessage({ id: 'engine.form.error.invalid' });
  const values: Record<string, string | number> = {};
  if (params.limit !== undefined) values.limit = Number(params.limit);
  if (params.multipleOf !== undefined) values.limit = Number(params.multipleOf);
  if (Array.isArray(params.allowedValues)) values.values = params.allowedValues.join(', ');
  if (params.allowedValue !== undefined) values.values = String(params.allowedValue);
  return intl.formatMessage({ id: `engine.form.error.${keyword}` }, values);
}

/**
 * rjsf `transformErrors`: a message from the form's config wins, otherwise ajv's message is
 * translated into the user's language.
 */
export function createErrorTranslator({
  schema,
  intl,
  locale,
}: {
  schema: Node;
  intl: IntlShape;
  locale: Locale;
}): (errors: RJSFValidationError[], uiSchema?: unknown) => RJSFValidationError[] {
  return (errors, uiSchema) => {
    const seen = new Set<string>();
    return errors.flatMap((error) => {
      const message =
        configuredMessage({ error, schema, uiSchema: asNode(uiSchema), locale }) ??
        translateAjvMessage({ error, intl });
      // One rule's configured message often covers several failed keywords ("12ab" fails both
      // `pattern` and `minLength`): the field shows it once.
      const key = JSON.stringify([error.property ?? '', message]);
      if (seen.has(key)) return [];
      seen.add(key);
      const stack = error.title ? `${error.title}: ${message}` : message;
      return [{ ...error, message, stack }];
    });
  };
}

/**
 * The field showing an error: its property path, cut at the first part rendered whole by an
 * engine widget (an address's ward error shows in the address picker).
 */
function fieldOf({ error, uiSchema }: { error: RJSFValidationError; uiSchema: Node | undefined }): string {
  const path = toPath(error.property ?? '').filter(Boolean);
  for (let depth = 1; depth < path.length; depth += 1) {
    const ui = uiAt({ uiSchema, path: path.slice(0, depth) });
    const widget = ui?.['ui:widget'] ?? asNode(ui?.['ui:options'])?.widget;
    if (typeof widget === 'string' && hasWidget(widget)) return JSON.stringify(path.slice(0, depth));
  }
  return JSON.stringify(path);
}

/** How many fields show an error: a field failing several rules counts once. */
export function countErrorFields({
  errors,
  uiSchema,
}: {
  errors: readonly RJSFValidationError[];
  uiSchema?: unknown;
}): number {
  return new Set(errors.map((error) => fieldOf({ error, uiSchema: asNode(uiSchema) }))).size;
}
