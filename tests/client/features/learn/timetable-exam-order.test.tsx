import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimetableExamList } from '../../../../src/features/learn/client/timetable-lists';
import { compareExamTimes } from '../../../../src/features/learn/shared/exam-order';
import type { StudentClassInfo } from '../../../../src/generated';
import { renderLearn } from './render-learn';

const sitting = (date: string, from: number, start: string) => ({
  date,
  slot: 'S',
  from,
  to: from + 2,
  start,
  end: '',
  room: 'D9-101',
  examType: 1,
});

/** Classes in course-code order, their exams not. */
const classes = [
  { code: 'IT3010', exams: [sitting('2027-01-22', 1, '06:45')] },
  { code: 'IT3020', exams: [sitting('2027-01-14', 7, '12:30'), sitting('', 1, '')] },
  { code: 'IT3030', exams: [sitting('2027-01-14', 1, '06:45')] },
  { code: 'IT3040', exams: [sitting('2027-01-06', 10, '15:05')] },
].map(
  ({ code, exams }, index) =>
    ({
      classId: index + 1,
      classCode: `16${index}`,
      courseCode: code,
      courseName: `Học phần ${code}`,
      courseNameEn: `Course ${code}`,
      role: 'student',
      semester: '20261',
      examInfos: exams,
    }) as unknown as StudentClassInfo,
);

describe('timetable exams', () => {
  it('lists exams by date and time, earliest first, those without a date last', async () => {
    renderLearn(<TimetableExamList classes={classes} />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Exams' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'IT3040 Course IT3040',
      'IT3030 Course IT3030',
      'IT3020 Course IT3020',
      'IT3010 Course IT3010',
      'IT3020 Course IT3020',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([
      '06 Jan 2027',
      '14 Jan 2027',
      '14 Jan 2027',
      '22 Jan 2027',
      '',
    ]);
  });

  it('compares by date, then period, then start time', () => {
    expect(compareExamTimes({ date: '2027-01-06' }, { date: '2027-01-22' })).toBeLessThan(0);
    expect(
      compareExamTimes({ date: '2027-01-06', from: 7 }, { date: '2027-01-06', from: 1 }),
    ).toBeGreaterThan(0);
    expect(compareExamTimes({ date: '' }, { date: '2027-01-06' })).toBeGreaterThan(0);
    expect(compareExamTimes({ date: '2027-01-06' }, {})).toBeLessThan(0);
    expect(compareExamTimes({}, {})).toBe(0);
  });
});
