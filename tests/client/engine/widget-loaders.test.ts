import { describe, expect, it } from 'vitest';
import { loadedWidgetsOf } from '../../../src/client/engine/form/widget-loaders';

describe('loadedWidgetsOf', () => {
  it('names the widgets with code of their own that a ui schema uses, once each', () => {
    expect(
      loadedWidgetsOf({
        schema: { type: 'object', properties: { note: { type: 'string' } } },
        uiSchema: {
          note: { 'ui:widget': 'textarea' },
          home: { 'ui:widget': 'address' },
          old: { 'ui:options': { widget: 'legacyAddress' } },
          again: { 'ui:widget': 'textarea' },
          kind: { 'ui:widget': 'select' },
          year: { 'ui:widget': 'updown' },
        },
      }).sort(),
    ).toEqual(['address', 'legacyAddress', 'textarea']);
  });

  it('adds the checkbox for a yes/no field anywhere in the schema', () => {
    const schema = {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: { type: 'object', properties: { ok: { type: ['boolean', 'null'] } } },
        },
      },
    };
    expect(loadedWidgetsOf({ schema, uiSchema: {} })).toEqual(['checkbox']);
    expect(loadedWidgetsOf({ schema: { type: 'object', properties: {} }, uiSchema: undefined })).toEqual([]);
  });
});
