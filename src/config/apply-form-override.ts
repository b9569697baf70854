import { isJsonObject } from './config-files';
import type { JsonObject, JsonValue } from './config-files';
import { deepMerge } from './deep-merge';
import type { FormOverride } from '../generated/meta/institution';

/**
 * A form's schema and uiSchema with a tenant's override merged in: extra top-level properties,
 * extra required names (deduplicated) and ui hints deep-merged. When the uiSchema fixes a
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
  const properties = { ...(isJsonObject(schema.properties) ? schema.properties : {}), ...extra };
  const baseRequired = Array.isArray(schema.required) ? schema.required : [];
  const required = [...new Set([...baseRequired, ...(override.required ?? [])])];
  const merged = (deepMerge(uiSchema, (override.ui ?? {}) as JsonValue) ?? {}) as JsonObject;
  const order = merged['ui:order'];
  if (Array.isArray(order) && !order.includes('*')) {
    merged['ui:order'] = [...order, ...Object.keys(extra).filter((name) => !order.includes(name))];
  }
  return { schema: { ...schema, properties, ...(required.length ? { required } : {}) }, uiSchema: merged };
};
