type Node = Record<string, unknown>;

/** Values a page allows for top-level enum fields of its form: field name -> allowed values. */
export type AllowedValues = Readonly<Record<string, readonly unknown[]>>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of a ui schema in which the values a page does not allow for a field are left out of
 * its choices: rjsf's `ui:enumDisabled`, with `hideDisabled` so the engine's select shows only
 * what may be chosen. The schema (and so its precompiled validator) stays as it is; the server
 * refuses the other values anyway.
 */
export function restrictEnums({
  schema,
  uiSchema,
  allowedValues,
}: {
  schema: Node;
  uiSchema: Node;
  allowedValues: AllowedValues | undefined;
}): Node {
  if (!allowedValues) return uiSchema;
  const properties = isNode(schema.properties) ? schema.properties : {};
  const restricted: Node = { ...uiSchema };
  for (const [field, allowed] of Object.entries(allowedValues)) {
    const property = properties[field];
    const values = isNode(property) && Array.isArray(property.enum) ? property.enum : [];
    const fieldUi = isNode(uiSchema[field]) ? uiSchema[field] : {};
    const options = isNode(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    restricted[field] = {
      ...fieldUi,
      'ui:enumDisabled': values.filter((value) => !allowed.includes(value)),
      'ui:options': { ...options, hideDisabled: true },
    };
  }
  return restricted;
}

/**
 * The data a form opens with: a restricted field left empty that allows exactly one value gets
 * it (there is nothing to choose).
 */
export function withOnlyChoices({
  data,
  allowedValues,
}: {
  data: Node | undefined;
  allowedValues: AllowedValues | undefined;
}): Node | undefined {
  if (!allowedValues) return data;
  const single = Object.entries(allowedValues).filter(
    ([field, allowed]) => allowed.length === 1 && data?.[field] === undefined,
  );
  if (single.length === 0) return data;
  return { ...data, ...Object.fromEntries(single.map(([field, allowed]) => [field, allowed[0]])) };
}
