import { describe, expect, it } from 'vitest';
import { defineEnum } from '../../src/core/define-enum';
import type { EnumDefinition } from '../../src/core/define-enum';
import { enums, getEnum, isEnumName } from '../../src/core/enums/enum-registry';
import { deadlineStatus, projectStatus, requestStatus, studentStatus, topicStatus } from '../../src/core';
import { LOCALES } from '../../src/core/locale';

const VIETNAMESE_LETTER = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

describe('enum registry', () => {
  it('gives every value of every enum a non-empty vi and en label', () => {
    for (const definition of Object.values(enums)) {
      for (const locale of LOCALES) {
        const options = definition.options({ locale });
        expect(options.map((option) => option.value)).toEqual(Object.values(definition.values));
        for (const option of options) {
          expect(option.label.trim(), `${definition.name}.${option.key} (${locale})`).not.toBe('');
          expect(option.label).not.toBe(String(option.value));
        }
      }
    }
  });

  it('registers each enum under its own name', () => {
    for (const [name, definition] of Object.entries(enums)) {
      expect(definition.name).toBe(name);
      expect(getEnum(name)).toBe(definition);
      expect(isEnumName(name)).toBe(true);
    }
  });

  it('writes Vietnamese labels with diacritics, distinct from the English ones', () => {
    const withoutDiacritics = new Set<string>();
    for (const definition of Object.values(enums) as EnumDefinition[]) {
      for (const key of definition.keys) {
        const value = definition.values[key];
        const vi = definition.label({ value, locale: 'vi' });
        expect(vi, `${definition.name}.${key}`).not.toBe(definition.label({ value, locale: 'en' }));
        if (!VIETNAMESE_LETTER.test(vi)) withoutDiacritics.add(vi);
      }
    }
    // Words that are correct Vietnamese without any diacritic.
    expect([...withoutDiacritics]).toEqual(['Nam']);
  });

  it('throws naming an unknown enum', () => {
    expect(() => getEnum('projectStatuz')).toThrow(/projectStatuz/);
    expect(() => getEnum('toString')).toThrow(/toString/);
    expect(isEnumName('constructor')).toBe(false);
  });

  it('includes the names config files use', () => {
    for (const name of [
      'processStatus',
      'projectStatus',
      'requestStatus',
      'topicStatus',
      'deadlineStatus',
      'studentStatus',
      'projectType',
      'courseType',
      'courseRegistrationState',
      'classType',
      'examType',
      'userLevel',
      'policyBeneficiary',
      'staffUnitFunction',
      'specialFilter',
    ]) {
      expect(() => getEnum(name)).not.toThrow();
    }
  });
});

describe('SPEC labels', () => {
  it('labels project statuses as the SPEC says', () => {
    const vi = (value: number) => projectStatus.label({ value, locale: 'vi' });
    const { values } = projectStatus;
    expect(vi(values.REQUEST_EDIT)).toBe('Yêu cầu chỉnh sửa');
    expect(vi(values.FINISH)).toBe('Đã hoàn thành');
    expect(vi(values.DONE)).toBe('Đã hoàn thành');
    expect([values.REQUEST_ACCEPTANCE, values.WAITING_ACCEPTANCE, values.PROCESSING].map(vi)).toEqual([
      'Chờ duyệt',
      'Chờ duyệt',
      'Chờ duyệt',
    ]);
    expect(vi(values.CANCELLED)).toBe('Đã huỷ');
    expect(vi(values.SUBMITTED)).toBe('Đã gửi');
    expect(vi(values.CONFIRMED)).toBe('Đã duyệt');
    expect(vi(-2)).toBe('Bản nháp');
    expect(vi(-1)).toBe('Từ chối');
  });

  it('labels request statuses as the SPEC says', () => {
    const labels = [-2, -1, 0, 1, 3, 4, 5, 2].map((value) => requestStatus.label({ value, locale: 'vi' }));
    expect(labels).toEqual([
      'Chưa xác định',
      'Từ chối nhận',
      'Đang chờ duyệt',
      'Đồng ý nhận',
      'Đã hoàn thành',
      'Đang duyệt hồ sơ',
      'Đã huỷ',
      'Đã nộp',
    ]);
  });

  it('labels topic, deadline and student statuses', () => {
    expect([1, 2, 3, 5, 6].map((value) => topicStatus.label({ value, locale: 'vi' }))).toEqual([
      'Chờ duyệt',
      'Mở',
      'Đã hoàn thành',
      'Đã huỷ',
      'Đề xuất mở',
    ]);
    expect(deadlineStatus.label({ value: 1, locale: 'vi' })).toBe('Đang đóng');
    expect(deadlineStatus.label({ value: 2, locale: 'vi' })).toBe('Đang mở');
    expect(studentStatus.label({ value: 0, locale: 'vi' })).toBe('Đang học');
    expect(studentStatus.label({ value: 0, locale: 'en' })).toBe('Studying');
  });

  it('looks values up from query-string text, keeps unknown values visible and blanks null', () => {
    expect(deadlineStatus.label({ value: '2', locale: 'vi' })).toBe('Đang mở');
    expect(deadlineStatus.label({ value: 42, locale: 'vi' })).toBe('42');
    expect(deadlineStatus.label({ value: null, locale: 'vi' })).toBe('');
    expect(deadlineStatus.keyOf(2)).toBe('OPENED');
    expect(deadlineStatus.has(3)).toBe(false);
  });

  it('gives project types a short and a full name', () => {
    const projectType = getEnum('projectType');
    expect(projectType.label({ value: 1, locale: 'vi' })).toBe('Đồ án tốt nghiệp');
    expect(projectType.shortLabel({ value: 10, locale: 'vi' })).toBe('NCKH');
    for (const value of Object.values(projectType.values)) {
      expect(projectType.shortLabel({ value, locale: 'vi' })).not.toBe(
        projectType.label({ value, locale: 'vi' }),
      );
    }
  });

  it('has policy categories 1 to 14', () => {
    expect(Object.values(getEnum('policyBeneficiary').values)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
  });
});

describe('defineEnum', () => {
  it('returns frozen definitions', () => {
    expect(Object.isFrozen(projectStatus)).toBe(true);
    expect(Object.isFrozen(projectStatus.values)).toBe(true);
    expect(Object.isFrozen(projectStatus.options({ locale: 'vi' }))).toBe(true);
  });

  it('refuses two keys with the same value', () => {
    expect(() =>
      defineEnum({
        name: 'broken',
        values: { A: 1, B: 1 },
        labels: { vi: { A: 'Một', B: 'Hai' }, en: { A: 'One', B: 'Two' } },
      }),
    ).toThrow(/broken/);
  });
});
