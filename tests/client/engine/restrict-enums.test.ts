import { describe, expect, it } from 'vitest';
import { restrictEnums, withOnlyChoices } from '../../../src/client/engine/form/restrict-enums';

const schema = {
  type: 'object',
  properties: { kind: { type: 'string', enum: ['a', 'b', 'c'] }, note: { type: 'string' } },
};

describe('restrictEnums', () => {
  it('disables and hides the values the page does not allow, keeping the field’s own ui', () => {
    const uiSchema = { kind: { 'ui:placeholder': 'Pick', 'ui:options': { widget: 'select' } }, note: {} };
    expect(restrictEnums({ schema, uiSchema, allowedValues: { kind: ['b'] } })).toEqual({
      kind: {
        'ui:placeholder': 'Pick',
        'ui:enumDisabled': ['a', 'c'],
        'ui:options': { widget: 'select', hideDisabled: true },
      },
      note: {},
    });
  });

  it('leaves the ui schema as it is without restrictions', () => {
    const uiSchema = { kind: {} };
    expect(restrictEnums({ schema, uiSchema, allowedValues: undefined })).toBe(uiSchema);
  });

  it('disables nothing when every value is allowed', () => {
    const restricted = restrictEnums({ schema, uiSchema: {}, allowedValues: { kind: ['a', 'b', 'c'] } });
    expect(restricted.kind).toMatchObject({ 'ui:enumDisabled': [] });
  });
});

describe('withOnlyChoices', () => {
  it('fills a field that allows one value when it is empty', () => {
    expect(withOnlyChoices({ data: undefined, allowedValues: { kind: ['b'] } })).toEqual({ kind: 'b' });
    expect(withOnlyChoices({ data: { note: 'x' }, allowedValues: { kind: ['b'] } })).toEqual({
      note: 'x',
      kind: 'b',
    });
  });

  it('keeps a value already there, and leaves fields with a real choice empty', () => {
    const data = { kind: 'a' };
    expect(withOnlyChoices({ data, allowedValues: { kind: ['b'] } })).toBe(data);
    expect(withOnlyChoices({ data: undefined, allowedValues: { kind: ['a', 'b'] } })).toBeUndefined();
  });
});
