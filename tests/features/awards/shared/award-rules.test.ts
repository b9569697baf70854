import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../../src/core/checksum';
import { academicFigures } from '../../../../src/features/awards/shared/academic-figures';
import type { ResultForAward } from '../../../../src/features/awards/shared/academic-figures';
import { isAwardOpen, nextApplicationStatus } from '../../../../src/features/awards/shared/award-status';
import type {
  ApplicationAction,
  ApplicationStatus,
} from '../../../../src/features/awards/shared/award-status';
import {
  hiddenScholarshipFields,
  scholarshipFormFor,
} from '../../../../src/features/awards/shared/scholarship-form';
import type { ScholarshipFlags } from '../../../../src/features/awards/shared/scholarship-form';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
type Json = Record<string, unknown>;

/** The SPEC §6 defaults every tenant starts from. */
const DEFAULT_FLAGS = (readJson('institutions/_defaults.json').modules ?? {}) as ScholarshipFlags;

describe('nextApplicationStatus', () => {
  const table: [ApplicationStatus | 'none', ApplicationAction, ApplicationStatus | null][] = [
    ['none', 'save', 'draft'],
    ['none', 'submit', 'submitted'],
    ['none', 'review', null],
    ['none', 'approve', null],
    ['none', 'reject', null],
    ['draft', 'save', 'draft'],
    ['draft', 'submit', 'submitted'],
    ['draft', 'review', null],
    ['draft', 'approve', null],
    ['draft', 'reject', null],
    ['submitted', 'save', null],
    ['submitted', 'submit', null],
    ['submitted', 'review', 'reviewing'],
    ['submitted', 'approve', 'approved'],
    ['submitted', 'reject', 'rejected'],
    ['reviewing', 'save', null],
    ['reviewing', 'submit', null],
    ['reviewing', 'review', null],
    ['reviewing', 'approve', 'approved'],
    ['reviewing', 'reject', 'rejected'],
    ['approved', 'save', null],
    ['approved', 'submit', null],
    ['approved', 'review', null],
    ['approved', 'approve', null],
    ['approved', 'reject', 'rejected'],
    ['rejected', 'save', null],
    ['rejected', 'submit', null],
    ['rejected', 'review', null],
    ['rejected', 'approve', 'approved'],
    ['rejected', 'reject', null],
  ];
  it.each(table)('from %s, %s leads to %s', (from, action, next) => {
    expect(nextApplicationStatus({ from, action })).toBe(next);
  });
});

describe('isAwardOpen', () => {
  const startDate = new Date('2026-09-01T00:00:00+07:00');
  const endDate = new Date('2026-09-30T23:59:59+07:00');
  it.each([
    ['one millisecond before the start', new Date(startDate.getTime() - 1), false],
    ['at the start', startDate, true],
    ['in between', new Date('2026-09-15T12:00:00+07:00'), true],
    ['at the end', endDate, true],
    ['one millisecond after the end', new Date(endDate.getTime() + 1), false],
  ])('%s: %s', (_name, now, open) => {
    expect(isAwardOpen({ startDate, endDate, now })).toBe(open);
  });
});

describe('hiddenScholarshipFields (SPEC §5, §6)', () => {
  const ALWAYS_HIDDEN_BY_DEFAULT = [
    'cpa',
    'gpa',
    'tpa',
    'ctpa',
    'tpa2s',
    'otherAchievement',
    'reason',
    'familyMembers',
    'familyIncome',
  ];

  it('reads the defaults of institutions/_defaults.json as SPEC §6 states them', () => {
    expect(DEFAULT_FLAGS).toMatchObject({
      hideCPA: true,
      hideGPA: true,
      hideTPA: true,
      hideCTPA: true,
      hideTPA2S: true,
      hideOtherAchievement: true,
      hideReason: true,
      useGPA4S: true,
      editableAcademicResult: true,
      familyInfo: false,
    });
  });

  it.each([
    ['study', [...ALWAYS_HIDDEN_BY_DEFAULT, 'familyCircumstances', 'gpaB1B2']],
    ['sponsor', [...ALWAYS_HIDDEN_BY_DEFAULT, 'familyCircumstances', 'gpaB1B2']],
    ['hardship', [...ALWAYS_HIDDEN_BY_DEFAULT, 'gpaB1B2']],
    ['internship', [...ALWAYS_HIDDEN_BY_DEFAULT, 'familyCircumstances']],
    ['dualDegree', [...ALWAYS_HIDDEN_BY_DEFAULT, 'familyCircumstances']],
  ])('with the default flags, a %s call hides exactly %j', (category, hidden) => {
    expect([...hiddenScholarshipFields({ flags: DEFAULT_FLAGS, category })].sort()).toEqual(
      [...hidden].sort(),
    );
  });

  it.each<[keyof ScholarshipFlags, string]>([
    ['hideCPA', 'cpa'],
    ['hideGPA', 'gpa'],
    ['hideTPA', 'tpa'],
    ['hideCTPA', 'ctpa'],
    ['hideTPA2S', 'tpa2s'],
    ['hideOtherAchievement', 'otherAchievement'],
    ['hideReason', 'reason'],
  ])('%s hides %s, and only when set', (flag, field) => {
    const base: ScholarshipFlags = { useGPA4S: true, familyInfo: true };
    expect(hiddenScholarshipFields({ flags: { ...base, [flag]: true }, category: 'hardship' })).toContain(
      field,
    );
    expect(
      hiddenScholarshipFields({ flags: { ...base, [flag]: false }, category: 'hardship' }),
    ).not.toContain(field);
    expect(hiddenScholarshipFields({ flags: base, category: 'hardship' })).not.toContain(field);
  });

  it('shows the 4-scale GPA only with useGPA4S', () => {
    expect(hiddenScholarshipFields({ flags: { useGPA4S: true }, category: 'study' })).not.toContain('gpa4s');
    expect(hiddenScholarshipFields({ flags: { useGPA4S: false }, category: 'study' })).toContain('gpa4s');
    expect(hiddenScholarshipFields({ flags: {}, category: 'study' })).toContain('gpa4s');
  });

  it('shows the family figures only with familyInfo, family circumstances only for hardship', () => {
    const on = hiddenScholarshipFields({ flags: { familyInfo: true }, category: 'study' });
    expect(on).not.toContain('familyMembers');
    expect(on).not.toContain('familyIncome');
    expect(on).toContain('familyCircumstances');
    const off = hiddenScholarshipFields({ flags: { familyInfo: false }, category: 'hardship' });
    expect(off).toEqual(expect.arrayContaining(['familyMembers', 'familyIncome']));
    expect(off).not.toContain('familyCircumstances');
  });
});

describe('scholarshipFormFor', () => {
  const schema = () => readJson('schemas/forms/scholarship.schema.json');
  const uiSchema = () => readJson('schemas/forms/scholarship.ui.json');
  const propertiesOf = (form: { schema: Json }) => Object.keys(form.schema.properties as Json);

  it('leaves the hidden fields out of properties, required, ui hints and ui:order', () => {
    const form = scholarshipFormFor({
      schema: schema(),
      uiSchema: uiSchema(),
      flags: DEFAULT_FLAGS,
      category: 'study',
    });
    expect(propertiesOf(form).sort()).toEqual(
      [
        'lastUpdate',
        'phone',
        'bankName',
        'bankAccountNumber',
        'bankAccountHolder',
        'gpaPrevYear',
        'gpa4s',
        'achievements',
        'commitment',
      ].sort(),
    );
    const hidden = hiddenScholarshipFields({ flags: DEFAULT_FLAGS, category: 'study' });
    for (const name of hidden) expect(form.uiSchema[name], name).toBeUndefined();
    const order = form.uiSchema['ui:order'] as string[];
    expect(order.filter((name) => hidden.includes(name))).toEqual([]);
    expect(order).toEqual(expect.arrayContaining(['bankName', 'gpaPrevYear', '*', 'commitment']));
    expect(form.schema.required).toEqual([
      'bankName',
      'bankAccountNumber',
      'bankAccountHolder',
      'commitment',
    ]);
    expect((form.schema as Json).additionalProperties).toBe(false);
  });

  it.each([
    ['hardship', ['familyCircumstances'], ['gpaB1B2']],
    ['internship', ['gpaB1B2'], ['familyCircumstances']],
    ['dualDegree', ['gpaB1B2'], ['familyCircumstances']],
    ['study', [], ['gpaB1B2', 'familyCircumstances']],
  ])('a %s call asks %j and not %j', (category, asked, notAsked) => {
    const form = scholarshipFormFor({
      schema: schema(),
      uiSchema: uiSchema(),
      flags: DEFAULT_FLAGS,
      category,
    });
    for (const name of asked) expect(propertiesOf(form)).toContain(name);
    for (const name of notAsked) expect(propertiesOf(form)).not.toContain(name);
  });

  it('drops a hidden field from required too', () => {
    const base = schema();
    const form = scholarshipFormFor({
      schema: { ...base, required: [...(base.required as string[]), 'reason', 'tpa'] },
      uiSchema: uiSchema(),
      flags: { hideReason: true },
      category: 'study',
    });
    expect(form.schema.required).toEqual([
      'bankName',
      'bankAccountNumber',
      'bankAccountHolder',
      'commitment',
      'tpa',
    ]);
  });

  it('keeps the academic figures editable with editableAcademicResult (the default)', () => {
    const form = scholarshipFormFor({
      schema: schema(),
      uiSchema: uiSchema(),
      flags: DEFAULT_FLAGS,
      category: 'internship',
    });
    expect(form.isAcademicEditable).toBe(true);
    for (const name of ['gpaPrevYear', 'gpaB1B2', 'gpa4s'])
      expect((form.uiSchema[name] as Json)['ui:readonly'], name).toBeUndefined();
  });

  it('makes the shown academic figures read-only without editableAcademicResult, keeping their titles', () => {
    const form = scholarshipFormFor({
      schema: schema(),
      uiSchema: uiSchema(),
      flags: { ...DEFAULT_FLAGS, editableAcademicResult: false },
      category: 'internship',
    });
    expect(form.isAcademicEditable).toBe(false);
    for (const name of ['gpaPrevYear', 'gpaB1B2', 'gpa4s']) {
      expect(form.uiSchema[name], name).toMatchObject({ 'ui:readonly': true });
      expect((form.uiSchema[name] as Json)['ui:title'], name).toBeDefined();
    }
    // Hidden figures get no hint at all; other fields stay editable.
    expect(form.uiSchema.cpa).toBeUndefined();
    expect(form.uiSchema.gpa).toBeUndefined();
    expect((form.uiSchema.bankName as Json)['ui:readonly']).toBeUndefined();
  });

  it('does not change the schema and uiSchema it is given', () => {
    const input = { schema: schema(), uiSchema: uiSchema() };
    const before = JSON.stringify(input);
    scholarshipFormFor({
      ...input,
      flags: { ...DEFAULT_FLAGS, editableAcademicResult: false },
      category: 'study',
    });
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('academicFigures', () => {
  const result = (overrides: Partial<ResultForAward>): ResultForAward => ({
    semester: '20241',
    credits: 3,
    totalMark: 8,
    mark4: 3.5,
    isRetake: false,
    gradeType: 1,
    ...overrides,
  });
  // Current term 20251 (2025–2026, term 1): the previous academic year is 2024 (terms 20241, 20242, 20243).
  const results: ResultForAward[] = [
    result({ semester: '20241', credits: 3, totalMark: 8, mark4: 3.5 }),
    result({ semester: '20242', credits: 2, totalMark: 6.5, mark4: 2.5 }),
    // Summer term of the previous year: in the year, not in B1 + B2.
    result({ semester: '20243', credits: 1, totalMark: 10, mark4: 4 }),
    // A retake of the previous year: never in its figures.
    result({ semester: '20242', credits: 4, totalMark: 2, mark4: 0, isRetake: true }),
    // An older year: only in the CPA.
    result({ semester: '20231', credits: 3, totalMark: 7, mark4: 3 }),
    // Not cumulative (e.g. physical education): in no figure.
    result({ semester: '20241', credits: 2, totalMark: 0, mark4: 0, gradeType: 0 }),
    // No credits: in no figure.
    result({ semester: '20241', credits: 0, totalMark: 0, mark4: 0 }),
    // The current term, not yet marked.
    result({ semester: '20251', credits: 3, totalMark: -1, mark4: -1 }),
  ];

  it('computes credit-weighted figures, retakes excluded from the previous year (4-point scale)', () => {
    expect(academicFigures({ results, currentSemester: '20251', scale4: true })).toEqual({
      // (3×8 + 2×6.5 + 1×10) / 6 = 7.8333…
      gpaPrevYear: 7.83,
      // (3×3.5 + 2×2.5 + 1×4) / 6 = 3.25
      gpa4s: 3.25,
      // B1 + B2 only: (3×3.5 + 2×2.5) / 5 = 3.1
      gpaB1B2: 3.1,
      // Every cumulative marked result: (10.5 + 5 + 4 + 0 + 9) / 13 = 2.1923…
      cpa: 2.19,
      // The latest marked term before the current one (20243).
      gpa: 4,
    });
  });

  it('uses the 10-point scale for B1 + B2, CPA and GPA without useGPA4S', () => {
    expect(academicFigures({ results, currentSemester: '20251', scale4: false })).toEqual({
      gpaPrevYear: 7.83,
      gpa4s: 3.25,
      // (3×8 + 2×6.5) / 5 = 7.4
      gpaB1B2: 7.4,
      // (24 + 13 + 10 + 8 + 21) / 13 = 5.846…
      cpa: 5.85,
      gpa: 10,
    });
  });

  it('rounds to two decimals (up as well as down)', () => {
    const figures = academicFigures({
      results: [
        result({ semester: '20241', credits: 2, totalMark: 9, mark4: 4 }),
        result({ semester: '20242', credits: 1, totalMark: 8, mark4: 3 }),
      ],
      currentSemester: '20251',
      scale4: true,
    });
    // 26 / 3 = 8.666…; 11 / 3 = 3.666…
    expect(figures.gpaPrevYear).toBe(8.67);
    expect(figures.gpa4s).toBe(3.67);
    expect(figures.gpaB1B2).toBe(3.67);
  });

  it('leaves out a figure with no marked credits', () => {
    expect(academicFigures({ results: [], currentSemester: '20251', scale4: true })).toEqual({});
    // Only an older year and a retake of the previous one: no previous-year figures.
    const older = academicFigures({
      results: [
        result({ semester: '20231', credits: 3, totalMark: 7, mark4: 3 }),
        result({ semester: '20241', credits: 3, totalMark: 5, mark4: 1.5, isRetake: true }),
      ],
      currentSemester: '20251',
      scale4: true,
    });
    expect(Object.keys(older).sort()).toEqual(['cpa', 'gpa']);
    // A previous year marked on the 10 scale only: no 4-scale figure.
    const noMark4 = academicFigures({
      results: [result({ semester: '20241', credits: 3, totalMark: 7, mark4: -1 })],
      currentSemester: '20251',
      scale4: false,
    });
    expect(noMark4).toEqual({ gpaPrevYear: 7, gpaB1B2: 7, cpa: 7, gpa: 7 });
    // Only summer-term results: no B1 + B2 figure.
    const summer = academicFigures({
      results: [result({ semester: '20243', credits: 2, totalMark: 9, mark4: 4 })],
      currentSemester: '20251',
      scale4: true,
    });
    expect(summer).not.toHaveProperty('gpaB1B2');
    expect(summer).toMatchObject({ gpaPrevYear: 9, gpa4s: 4 });
  });
});

describe('the decision checksum (SPEC §5: SHA-256 of the data JSON + "_decision")', () => {
  const independent = (data: unknown) =>
    createHash('sha256')
      .update(`${JSON.stringify(data)}_decision`, 'utf8')
      .digest('hex');

  it.each([
    [
      'keys sorted at every depth',
      {
        amount: 500_000,
        kind: 'reward',
        nested: { a: [1, { b: 2, c: true }], z: null },
        studentIds: [1, 2],
        title: 'Q',
      },
    ],
    [
      'Vietnamese text',
      {
        content: 'Khen thưởng sinh viên đạt giải Nhất Olympic Tin học',
        kind: 'reward',
        signer: 'PGS.TS. Trần Văn Bình',
        studentIds: [122],
        title: 'Quyết định khen thưởng "Sinh viên 5 tốt" – đợt Ⅱ',
      },
    ],
  ])('computeChecksum equals node:crypto over JSON.stringify (%s)', (_name, data) => {
    const expected = independent(data);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(computeChecksum({ rule: 'decisions.save', body: { data } })).toBe(expected);
    expect(computeChecksum({ rule: 'decisions.submit', body: { data } })).toBe(expected);
  });

  it('does not depend on the key order the client used', () => {
    const sorted = { a: 1, b: { c: 'đ', d: [2, 3] }, kind: 'reward' };
    const shuffled = { kind: 'reward', b: { d: [2, 3], c: 'đ' }, a: 1 };
    expect(computeChecksum({ rule: 'decisions.save', body: { data: shuffled } })).toBe(independent(sorted));
  });
});
