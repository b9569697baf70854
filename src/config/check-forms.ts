import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { jsonPath } from './config-error';
import type { CheckContext } from './check-context';
import { isJsonObject } from './config-files';
import type { JsonObject, JsonValue } from './config-files';
import { widgetProblem } from './known-widgets';

/** Compiles like the browser's rjsf validator would (not strict, with formats). */
const formAjv = () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
};

/** Why `schema` is not a usable JSON Schema, or null. */
export const schemaCompileProblem = (schema: JsonObject): string | null => {
  try {
    formAjv().compile(schema);
    return null;
  } catch (error) {
    return `not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`;
  }
};

/**
 * Walks a uiSchema next to its data schema: hints for fields the schema does not have are
 * reported (a typo hides nothing but does nothing), and every `ui:widget` must be an engine
 * widget or a standard rjsf widget suited to the field's type.
 */
export const checkFormUi = ({
  context,
  schema,
  ui,
  file,
  path,
}: {
  context: CheckContext;
  schema: JsonValue | undefined;
  ui: JsonValue;
  file: string;
  path: (string | number)[];
}) => {
  if (!isJsonObject(ui)) return;
  const fieldSchema = isJsonObject(schema) ? schema : {};
  const widget = ui['ui:widget'];
  if (typeof widget === 'string') {
    const reason = widgetProblem({ widget, type: fieldSchema.type });
    if (reason) context.problems.push({ file, path: jsonPath([...path, 'ui:widget']), reason });
    // The server refuses line breaks in any text whose schema does not mark it multi-line.
    if (widget === 'textarea' && fieldSchema['x-multiline'] !== true)
      context.problems.push({
        file,
        path: jsonPath([...path, 'ui:widget']),
        reason:
          'a textarea needs "x-multiline": true on its schema field (the server refuses line breaks otherwise)',
      });
  }
  const properties = isJsonObject(fieldSchema.properties) ? fieldSchema.properties : {};
  for (const [key, child] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (key === 'items' && fieldSchema.type === 'array') {
      checkFormUi({ context, schema: fieldSchema.items, ui: child, file, path: [...path, key] });
    } else if (Object.hasOwn(properties, key)) {
      checkFormUi({ context, schema: properties[key], ui: child, file, path: [...path, key] });
    } else if (isJsonObject(child)) {
      context.problems.push({
        file,
        path: jsonPath([...path, key]),
        reason: `ui hints for "${key}", which is not a field of the form schema`,
      });
    }
  }
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((name, index) => {
      if (typeof name === 'string' && name !== '*' && !Object.hasOwn(properties, name)) {
        context.problems.push({
          file,
          path: jsonPath([...path, 'ui:order', index]),
          reason: `"${name}" is not a field of the form schema`,
        });
      }
    });
  }
};

/** Every loaded form: its schema compiles and its ui hints fit the schema. */
export const checkForms = (context: CheckContext) => {
  for (const form of Object.values(context.config.forms)) {
    const reason = schemaCompileProblem(form.schema);
    if (reason) context.problems.push({ file: form.schemaFile, path: '$', reason });
    checkFormUi({ context, schema: form.schema, ui: form.uiSchema, file: form.uiFile, path: [] });
  }
};
