import type { EngineWidget } from '../widget-registry';
import { usedWidgets } from './localize-ui-schema';
import { FIELD_LOADERS } from './rjsf-field-loaders';

type Load = () => Promise<EngineWidget>;

/**
 * The code of the widgets that load with the first form using them, by the name a ui schema
 * gives (`"ui:widget": "<name>"`): the engine's pickers and upload, and rjsf's Fluent textarea,
 * radio buttons and checkboxes (with the Fluent parts each draws with). A form without them never
 * downloads them.
 */
export const WIDGET_LOADERS = {
  address: async () => (await import('./widgets/address-widget')).AddressWidget,
  legacyAddress: async () => (await import('./widgets/address-widget')).LegacyAddressWidget,
  bank: async () => (await import('./widgets/bank-widget')).BankWidget,
  fileUpload: async () => (await import('./widgets/file-upload-widget')).FileUploadWidget,
  textarea: async () =>
    (await import('@rjsf/fluentui-rc/lib/TextareaWidget/TextareaWidget.js')).default as EngineWidget,
  radio: async () =>
    (await import('@rjsf/fluentui-rc/lib/RadioWidget/RadioWidget.js')).default as EngineWidget,
  checkbox: async () =>
    (await import('@rjsf/fluentui-rc/lib/CheckboxWidget/CheckboxWidget.js')).default as EngineWidget,
  checkboxes: async () =>
    (await import('@rjsf/fluentui-rc/lib/CheckboxesWidget/CheckboxesWidget.js')).default as EngineWidget,
} satisfies Record<string, Load>;

/** Whether some object anywhere in a schema satisfies `test`. */
function someNode(node: unknown, test: (node: Record<string, unknown>) => boolean): boolean {
  if (Array.isArray(node)) return node.some((item) => someNode(item, test));
  if (node === null || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  return test(record) || Object.values(record).some((value) => someNode(value, test));
}

const hasType = (node: Record<string, unknown>, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * The widgets with code of their own that a form draws with: those its ui schema names, and the
 * checkbox of a yes/no field.
 */
export function loadedWidgetsOf({
  schema,
  uiSchema,
}: {
  schema: unknown;
  uiSchema: unknown;
}): (keyof typeof WIDGET_LOADERS)[] {
  const names = new Set(usedWidgets(uiSchema));
  if (someNode(schema, (node) => hasType(node, 'boolean'))) names.add('checkbox');
  return [...names].filter((name): name is keyof typeof WIDGET_LOADERS =>
    Object.hasOwn(WIDGET_LOADERS, name),
  );
}

/** rjsf's fields loaded on demand (rjsf-field-loaders.ts) that a schema draws with: lists, anyOf/oneOf. */
export function loadedFieldsOf(schema: unknown): (keyof typeof FIELD_LOADERS)[] {
  const names: (keyof typeof FIELD_LOADERS)[] = [];
  if (someNode(schema, (node) => hasType(node, 'array'))) names.push('ArrayField');
  if (someNode(schema, (node) => Array.isArray(node.anyOf) || Array.isArray(node.oneOf)))
    names.push('MultiSchemaField');
  return names;
}

/**
 * Starts loading the code a form draws with beyond the renderer (loadedWidgetsOf,
 * loadedFieldsOf), so that it arrives with the renderer rather than after it.
 */
export function preloadFormCode(form: { schema: unknown; uiSchema: unknown }): void {
  for (const name of loadedWidgetsOf(form)) void WIDGET_LOADERS[name]();
  for (const name of loadedFieldsOf(form.schema)) void FIELD_LOADERS[name]();
}
