import { describe, expect, it } from 'vitest';
import { draftSchemaOf, withoutEmptyTexts } from '../../../../src/features/awards/shared/scholarship-draft';

describe('draftSchemaOf', () => {
  it('drops required at every level and the must-tick rule, keeping every other rule', () => {
    const schema = {
      type: 'object',
      required: ['bankName', 'commitment'],
      properties: {
        required: { type: 'string', maxLength: 5 },
        bankName: { type: 'string', minLength: 1, pattern: '\\S' },
        level: { type: 'string', enum: ['faculty', 'university'] },
        commitment: { type: 'boolean', enum: [true] },
        achievements: {
          type: 'array',
          items: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
        },
      },
      additionalProperties: false,
    };
    expect(draftSchemaOf(schema)).toEqual({
      type: 'object',
      properties: {
        required: { type: 'string', maxLength: 5 },
        bankName: { type: 'string', minLength: 1, pattern: '\\S' },
        level: { type: 'string', enum: ['faculty', 'university'] },
        commitment: { type: 'boolean' },
        achievements: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } },
      },
      additionalProperties: false,
    });
    // The submit form is left as it was.
    expect(schema.required).toEqual(['bankName', 'commitment']);
    expect(schema.properties.commitment.enum).toEqual([true]);
  });
});

describe('withoutEmptyTexts', () => {
  it('leaves emptied texts out at any depth, keeping false, 0 and blanks', () => {
    expect(
      withoutEmptyTexts({
        bankName: '',
        phone: '0912345678',
        commitment: false,
        familyMembers: 0,
        reason: ' ',
        achievements: [{ title: '', year: 2025 }],
      }),
    ).toEqual({
      phone: '0912345678',
      commitment: false,
      familyMembers: 0,
      reason: ' ',
      achievements: [{ year: 2025 }],
    });
  });
});
