import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { loadedFieldsOf } from '../../../src/client/engine/form/widget-loaders';

describe("rjsf's fields", () => {
  it('the registry loads lists, anyOf/oneOf and the layout grid on demand, the plain fields at once', () => {
    const { fields } = getDefaultRegistry();
    for (const name of ['ArrayField', 'AnyOfField', 'OneOfField', 'LayoutGridField', 'FallbackField'])
      expect(fields[name].name, name).toBe('LazyComponent');
    for (const name of ['SchemaField', 'ObjectField', 'StringField', 'NumberField', 'BooleanField'])
      expect(fields[name].name, name).not.toBe('LazyComponent');
  });

  it('gives the same components each time rjsf asks (a new one would remount the fields under it)', () => {
    const [first, second] = [getDefaultRegistry().fields, getDefaultRegistry().fields];
    for (const name of ['ArrayField', 'AnyOfField', 'LayoutGridField', 'SchemaField'])
      expect(second[name], name).toBe(first[name]);
  });

  it('a form starts loading the list field when its schema has a list, the choice field for anyOf/oneOf', () => {
    expect(loadedFieldsOf({ type: 'object', properties: { name: { type: 'string' } } })).toEqual([]);
    expect(
      loadedFieldsOf({
        type: 'object',
        properties: {
          members: { type: 'array', items: { type: 'string' } },
          contact: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        },
      }),
    ).toEqual(['ArrayField', 'MultiSchemaField']);
  });
});
