import { describe, expect, it } from 'vitest';
import { classFlags, classTypeLabel, isExperimentClass } from '../../src/core/class-flags';
import { classType } from '../../src/core/enums/class-type';

const flagsOf = (code: string) => classFlags({ classType: code });

describe('class flags', () => {
  it('derives project and graduation flags', () => {
    for (const code of ['DA', 'ĐA', 'KLTN', 'DATN', 'đa'])
      expect(flagsOf(code).isProjectClass, code).toBe(true);
    for (const code of ['DATN', 'ĐATN', 'KLTN']) expect(flagsOf(code).isGraduationProject, code).toBe(true);
    expect(flagsOf('DA').isGraduationProject).toBe(false);
    expect(flagsOf('LT').isProjectClass).toBe(false);
  });

  it('derives internship, company and experiment flags', () => {
    expect(flagsOf('TT').isInternship).toBe(true);
    expect(flagsOf('TTDN')).toMatchObject({ isCompanyClass: true, isInternship: false });
    expect(flagsOf('TN').isExperimentClass).toBe(true);
    expect(flagsOf('LT+TH').isExperimentClass).toBe(true);
    expect(flagsOf('LT+BT')).toEqual({
      isProjectClass: false,
      isGraduationProject: false,
      isInternship: false,
      isExperimentClass: false,
      isCompanyClass: false,
    });
    expect(isExperimentClass({ classType: 'LT', needTN: 1 })).toBe(true);
    expect(isExperimentClass({ classType: 'LT', needTN: 0 })).toBe(false);
    expect(classFlags({ classType: null }).isProjectClass).toBe(false);
  });

  it('names class type codes in both languages', () => {
    expect(Object.keys(classType.values)).toEqual([
      'LT',
      'BT',
      'TN',
      'TH',
      'DA',
      'DATN',
      'TT',
      'TTTN',
      'KLTN',
      'TTKT',
      'TTDN',
      'TTCN',
      'DAMH',
      'DANCCN',
    ]);
    expect(classTypeLabel({ code: 'LT', locale: 'vi' })).toBe('Lý thuyết');
    expect(classTypeLabel({ code: 'ĐATN', locale: 'vi' })).toBe('Đồ án tốt nghiệp');
    expect(classTypeLabel({ code: 'lt+bt', locale: 'en' })).toBe('Theory + Exercises');
    expect(classTypeLabel({ code: 'XYZ', locale: 'vi' })).toBe('XYZ');
    expect(classTypeLabel({ code: '', locale: 'vi' })).toBe('');
  });
});
