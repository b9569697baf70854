import { describe, expect, it } from 'vitest';
import { isNewcomerCall } from '../../../../src/features/awards/shared/newcomer-call';
import {
  ACADEMIC_FIELDS,
  hiddenScholarshipFields,
  parseScholarshipVariant,
  scholarshipFormFor,
  scholarshipVariantOf,
} from '../../../../src/features/awards/shared/scholarship-form';

const FLAGS = { useGPA4S: true, editableAcademicResult: true };

describe('isNewcomerCall: a call only first-years may apply to', () => {
  it.each([
    ['the freshman call of 2026–2027 (cohort 2026, term 20261)', '20261', [2026], true],
    ['the same call in the second term', '20262', [2026], true],
    ['a call for the next intake too', '20261', [2026, 2027], true],
    ['a call for every cohort', '20261', [], false],
    ['a call for cohort 2026 a year later (they have a previous year)', '20271', [2026], false],
    ['a call for first- and second-years', '20261', [2025, 2026], false],
  ])('%s: %s', (_name, semester, studentYears, expected) => {
    expect(isNewcomerCall({ semester, startDate: '2026-10-01T00:00:00Z', studentYears })).toBe(expected);
  });

  it('reads a call without a term by its opening date: the academic year starts in August (Vietnam time)', () => {
    const call = (startDate: string) => isNewcomerCall({ semester: '', startDate, studentYears: [2026] });
    expect(call('2026-09-15T01:00:00Z')).toBe(true);
    expect(call('2027-03-01T01:00:00Z')).toBe(true);
    expect(call('2027-08-01T00:00:00+07:00')).toBe(false);
    // 31 July 2027, 23:30 in Hanoi is still 2026–2027.
    expect(call('2027-07-31T16:30:00Z')).toBe(true);
    expect(isNewcomerCall({ semester: '', startDate: new Date('2026-09-15'), studentYears: [2026] })).toBe(
      true,
    );
    expect(isNewcomerCall({ semester: '', startDate: 'not a date', studentYears: [2026] })).toBe(false);
  });
});

describe('the scholarship form of a call for newcomers', () => {
  it('names its variant after the category, marked for newcomers, and reads it back', () => {
    const freshman = { category: 'study', semester: '20261', startDate: '2026-10-01', studentYears: [2026] };
    expect(scholarshipVariantOf(freshman)).toBe('study+newcomers');
    expect(scholarshipVariantOf({ ...freshman, studentYears: [] })).toBe('study');
    expect(parseScholarshipVariant('study+newcomers')).toEqual({ category: 'study', isForNewcomers: true });
    expect(parseScholarshipVariant('hardship')).toEqual({ category: 'hardship', isForNewcomers: false });
  });

  it('asks for no academic figure: no previous-year GPA, whatever the category and flags', () => {
    for (const category of ['study', 'hardship', 'internship', 'dualDegree', 'sponsor']) {
      const hidden = hiddenScholarshipFields({ flags: FLAGS, category, isForNewcomers: true });
      expect(hidden, category).toEqual(expect.arrayContaining([...ACADEMIC_FIELDS]));
      expect(new Set(hidden).size, category).toBe(hidden.length);
    }
    // The category still decides the rest: a hardship call for newcomers asks about the family.
    expect(
      hiddenScholarshipFields({ flags: FLAGS, category: 'hardship', isForNewcomers: true }),
    ).not.toContain('familyCircumstances');
    // The same category for every cohort keeps its GPA.
    expect(hiddenScholarshipFields({ flags: FLAGS, category: 'study' })).not.toContain('gpaPrevYear');
  });

  it('drops the figures from the schema, its required list and its ui order', () => {
    const form = scholarshipFormFor({
      schema: {
        type: 'object',
        properties: {
          bankName: { type: 'string' },
          gpaPrevYear: { type: 'number' },
          gpa4s: { type: 'number' },
        },
        required: ['bankName', 'gpaPrevYear'],
      },
      uiSchema: { 'ui:order': ['bankName', 'gpaPrevYear', 'gpa4s'], gpaPrevYear: { 'ui:title': 'GPA' } },
      flags: FLAGS,
      category: 'study',
      isForNewcomers: true,
    });
    expect(Object.keys(form.schema.properties)).toEqual(['bankName']);
    expect(form.schema.required).toEqual(['bankName']);
    expect(form.uiSchema).toEqual({ 'ui:order': ['bankName'] });
  });
});
