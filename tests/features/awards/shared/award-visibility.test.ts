import { describe, expect, it } from 'vitest';
import { isAwardVisible } from '../../../../src/features/awards/shared/award-visibility';
import type { AwardAudience, AwardViewer } from '../../../../src/features/awards/shared/award-visibility';

/** The signed-in student: database id 122, account (user) id 900, unit 7, cohort 2023. */
const student: AwardViewer = {
  id: 122,
  userId: 900,
  studentCode: '20230001',
  email: 'long.vt230001@sis.unigate.edu.vn',
  relatedEmail: 'vuongtuanlong@gmail.com',
  departmentId: 7,
  cohort: 2023,
};
const withoutExtras: AwardViewer = { ...student, userId: undefined, relatedEmail: '' };

const call = (audience: Partial<AwardAudience> = {}): AwardAudience => ({
  unitIds: [],
  studentYears: [],
  studentIds: [],
  ...audience,
});

describe('isAwardVisible (SPEC §5 award call visibility)', () => {
  it.each<[string, AwardAudience, AwardViewer, boolean]>([
    // A call listing students: only a listed student sees it, whatever its units and years.
    ['listed by database id', call({ studentIds: ['5', '122'] }), student, true],
    ['listed by student code', call({ studentIds: ['20230001'] }), student, true],
    ['listed by e-mail', call({ studentIds: ['long.vt230001@sis.unigate.edu.vn'] }), student, true],
    [
      'listed by e-mail, other case and spaces',
      call({ studentIds: ['  Long.VT230001@SIS.Unigate.edu.vn '] }),
      student,
      true,
    ],
    ['listed by related e-mail', call({ studentIds: ['vuongtuanlong@gmail.com'] }), student, true],
    [
      'listed by related e-mail, upper case',
      call({ studentIds: ['VuongTuanLong@Gmail.COM'] }),
      student,
      true,
    ],
    ['listed by user id', call({ studentIds: ['900'] }), student, true],
    ['user id listed, student has no separate user id', call({ studentIds: ['900'] }), withoutExtras, false],
    ['listed, not matching', call({ studentIds: ['20230002', '20230003'] }), student, false],
    [
      'listed, not matching although unit and year match',
      call({ studentIds: ['20230002'], unitIds: [7], studentYears: [2023] }),
      student,
      false,
    ],
    [
      'listed, not matching although units and years are open to all',
      call({ studentIds: ['20230002'], unitIds: [-1] }),
      student,
      false,
    ],
    ['listed, a code that merely contains the own one', call({ studentIds: ['202300011'] }), student, false],
    [
      'empty strings never match an empty related e-mail',
      call({ studentIds: ['', '  '] }),
      withoutExtras,
      false,
    ],
    ['empty strings never match a student with a related e-mail', call({ studentIds: [''] }), student, false],
    // No list: the call's units and years decide.
    ['no list, no units, no years', call(), student, true],
    ['no list, unit -1 (every unit)', call({ unitIds: [-1] }), student, true],
    ['no list, own unit', call({ unitIds: [7] }), student, true],
    ['no list, own unit among others', call({ unitIds: [3, 7, 9] }), student, true],
    ['no list, another unit', call({ unitIds: [8] }), student, false],
    ['no list, own year', call({ studentYears: [2022, 2023] }), student, true],
    ['no list, another year', call({ studentYears: [2026] }), student, false],
    ['no list, own unit and own year', call({ unitIds: [7], studentYears: [2023] }), student, true],
    ['no list, own unit but another year', call({ unitIds: [7], studentYears: [2024] }), student, false],
    ['no list, another unit but own year', call({ unitIds: [8], studentYears: [2023] }), student, false],
    ['no list, another unit and another year', call({ unitIds: [8], studentYears: [2024] }), student, false],
    ['no list, unit -1 but another year', call({ unitIds: [-1], studentYears: [2024] }), student, false],
  ])('%s', (_name, award, viewer, visible) => {
    expect(isAwardVisible({ award, student: viewer })).toBe(visible);
  });
});
