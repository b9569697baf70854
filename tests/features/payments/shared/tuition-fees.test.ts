import { describe, expect, it } from 'vitest';
import { classFee, isMainSemester, tuitionFees } from '../../../../src/features/payments/shared/tuition-fees';
import type { FeeClass } from '../../../../src/features/payments/shared/tuition-fees';

const klass = (overrides: Partial<FeeClass>): FeeClass => ({
  classId: 1,
  classCode: '161234',
  courseCode: 'IT3080',
  courseName: 'Mạng máy tính',
  courseNameEn: 'Computer networks',
  credits: 3,
  tuition: -1,
  ...overrides,
});

const config = {
  creditRate: 450_000,
  items: [
    {
      id: 'insurance',
      label: { vi: 'Bảo hiểm y tế', en: 'Health insurance' },
      amount: 884_520,
      mainSemesterOnly: true,
    },
    { id: 'union', label: { vi: 'Đoàn phí', en: 'Union fee' }, amount: 30_000, mainSemesterOnly: false },
  ],
  exemptions: [
    { policyCategories: [1, 2, 3], percent: 100, label: { vi: 'Miễn', en: 'Exempt' } },
    { policyCategories: [3, 9], percent: 50, label: { vi: 'Giảm 50%', en: 'Half' } },
  ],
};

describe('classFee', () => {
  it("uses the class's own tuition when it is set, credits × rate when it is -1", () => {
    expect(classFee({ klass: klass({ tuition: 1_950_000 }), creditRate: 450_000 })).toBe(1_950_000);
    expect(classFee({ klass: klass({ tuition: 0 }), creditRate: 450_000 })).toBe(0);
    expect(classFee({ klass: klass({ tuition: -1, credits: 4 }), creditRate: 450_000 })).toBe(1_800_000);
  });
});

describe('isMainSemester', () => {
  it('treats terms 1 and 2 as main and term 3 as summer', () => {
    expect(isMainSemester('20261')).toBe(true);
    expect(isMainSemester('20252')).toBe(true);
    expect(isMainSemester('20253')).toBe(false);
  });
});

describe('tuitionFees', () => {
  const classes = [klass({ classId: 1, credits: 3 }), klass({ classId: 2, credits: 2, tuition: 1_000_000 })];

  it('adds class fees and every fixed item in a main semester', () => {
    const fees = tuitionFees({ classes, config, semester: '20261', policyCategories: [] });
    expect(fees.classFees).toBe(1_350_000 + 1_000_000);
    expect(fees.fixedFees).toBe(884_520 + 30_000);
    expect(fees.exemption).toBe(0);
    expect(fees.total).toBe(2_350_000 + 914_520);
    expect(fees.items.map((item) => [item.kind, item.id, item.amount])).toEqual([
      ['class', '1', 1_350_000],
      ['class', '2', 1_000_000],
      ['fixed', 'insurance', 884_520],
      ['fixed', 'union', 30_000],
    ]);
    expect(fees.items[0].label.vi).toContain('IT3080');
    expect(fees.items[0].label.en).toContain('Computer networks');
  });

  it('leaves main-semester-only items out of a summer term', () => {
    const fees = tuitionFees({ classes, config, semester: '20253', policyCategories: [] });
    expect(fees.fixedFees).toBe(30_000);
  });

  it('takes the largest matching exemption from the class fees only', () => {
    const full = tuitionFees({ classes, config, semester: '20261', policyCategories: [3] });
    expect(full.exemption).toBe(2_350_000);
    expect(full.total).toBe(914_520);
    expect(full.items.at(-1)).toMatchObject({ kind: 'exemption', amount: -2_350_000 });
    const half = tuitionFees({ classes, config, semester: '20261', policyCategories: [9] });
    expect(half.exemption).toBe(1_175_000);
    expect(half.total).toBe(1_175_000 + 914_520);
  });

  it('applies no exemption for a category no rule names', () => {
    const fees = tuitionFees({ classes, config, semester: '20261', policyCategories: [14] });
    expect(fees.exemption).toBe(0);
    expect(fees.items.some((item) => item.kind === 'exemption')).toBe(false);
  });

  it('bills only the fixed items when no class is registered', () => {
    const fees = tuitionFees({ classes: [], config, semester: '20252', policyCategories: [1] });
    expect(fees).toMatchObject({ classFees: 0, exemption: 0, total: 914_520 });
  });
});
