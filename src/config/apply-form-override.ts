import { isJsonObject } from './config-files';
import type { JsonObject, JsonValue } from './config-files';
import { deepMerge } from './deep-merge';
import type { FormOverride } from '../generated/meta/institution';

/**
 * A form's schema and uiSchema with a tenant's override merged in: extra top-level properties,
 * extra required names (deduplicated), hidden fields dropped (with their ui hints and
 * requiredness) and ui hints deep-merged. When the uiSchema fixes a
 * `ui:order` without '*', new fields are appended to it so rjsf still renders them.
 * Inputs are not modified.
 */
export const applyFormOverride = ({
  schema,
  uiSchema,
  override,
}: {
  schema: JsonObject;
  uiSchema: JsonObject;
  override: FormOverride | undefined;
}): { schema: JsonObject; uiSchema: JsonObject } => {
  if (!override) return { schema, uiSchema };
  const extra = (override.properties ?? {}) as Record<string, JsonValue>;
  const hidden = new Set(override.hide ?? []);
  const properties = Object.fromEntries(
    Object.entries({ ...(isJsonObject(schema.properties) ? schema.properties : {}), ...extra }).filter(
      ([name]) => !hidden.has(name),
    ),
  );
  const baseRequired = Array.isArray(schema.required) ? schema.required : [];
  const required = [...new Set([...baseRequired, ...(override.required ?? [])])].filter(
    (name) => typeof name !== 'string' || !hidden.has(name),
  );
  const merged = (deepMerge(uiSchema, (override.ui ?? {}) as JsonValue) ?? {}) as JsonObject;
  for (const name of hidden) delete merged[name];
  const order = merged['ui:order'];
  if (Array.isArray(order)) {
    const kept = order.filter((name) => typeof name !== 'string' || !hidden.has(name));
    merged['ui:order'] = kept.includes('*')
      ? kept
      : [...kept, ...Object.keys(extra).filter((name) => !kept.includes(name) && !hidden.has(name))];
  }
  const { required: _required, ...rest } = schema;
  return { schema: { ...rest, properties, ...(required.length ? { required } : {}) }, uiSchema: merged };
};
