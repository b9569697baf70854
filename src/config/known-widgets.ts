/**
 * Widget names the client engine registers itself (src/client/engine/form/built-in-widgets.ts
 * registers the same names): pickers on the real administrative units (current and pre-2025),
 * file upload with progress, bank picker, dates, semesters picked by name.
 */
export const KNOWN_WIDGETS = Object.freeze([
  'address',
  'legacyAddress',
  'fileUpload',
  'bank',
  'date',
  'semester',
] as const);

/** A widget name the engine registers. */
export type KnownWidget = (typeof KNOWN_WIDGETS)[number];

/**
 * rjsf's standard widget names by JSON Schema type (the map of @rjsf/utils getWidget): a
 * standard name on a field of another type fails when the form renders.
 */
export const RJSF_STANDARD_WIDGETS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text',
    'password',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'uri',
    'data-url',
    'radio',
    'select',
    'textarea',
    'hidden',
    'date',
    'datetime',
    'date-time',
    'alt-date',
    'alt-datetime',
    'time',
    'color',
    'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
});

/**
 * Why `widget` cannot render a field of JSON Schema `type`, or null when it can: engine widgets
 * fit any type (they validate their own value), standard rjsf names must suit the type.
 */
export const widgetProblem = ({ widget, type }: { widget: string; type: unknown }): string | null => {
  if ((KNOWN_WIDGETS as readonly string[]).includes(widget)) return null;
  const types = (Array.isArray(type) ? type : [type]).filter(
    (name): name is string => typeof name === 'string' && name !== 'null',
  );
  if (types.length > 0 && types.every((name) => RJSF_STANDARD_WIDGETS[name]?.includes(widget))) return null;
  const standard = [...new Set(Object.values(RJSF_STANDARD_WIDGETS).flat())];
  if (!standard.includes(widget))
    return `unknown widget "${widget}" (engine widgets: ${KNOWN_WIDGETS.join(', ')}; or an rjsf standard widget)`;
  return `widget "${widget}" cannot render a field of type ${types.join('/') || 'unknown'}`;
};
