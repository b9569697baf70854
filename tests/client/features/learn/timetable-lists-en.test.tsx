import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimetableExamList, TimetableSlotList } from '../../../../src/features/learn/client/timetable-lists';
import { toBlocks } from '../../../../src/features/learn/client/timetable-week-view';
import type { StudentClassInfo, TimetableSlot } from '../../../../src/generated';
import { renderLearn } from './render-learn';

const slot = {
  id: 1,
  classId: 1,
  classCode: '161234',
  courseCode: 'IT3080',
  courseName: 'Mạng máy tính',
  courseNameEn: 'Computer Networks',
  place: 'D9-101',
  weeks: [1, 2],
  day: 3,
  from: 1,
  to: 3,
  start: '06:45',
  end: '09:10',
  semester: '20261',
  role: 'student',
} as unknown as TimetableSlot;

const info = {
  classId: 1,
  classCode: '161234',
  courseCode: 'IT3080',
  courseName: 'Mạng máy tính',
  courseNameEn: 'Computer Networks',
  role: 'student',
  semester: '20261',
  examInfos: [{ date: '2027-01-10', from: 1, to: 3, start: '06:45', end: '09:10', room: 'D9-101' }],
} as unknown as StudentClassInfo;

describe('timetable lists: course names', () => {
  // On a wide screen (the default here) the rows are a table, whose code loads first.
  it('shows the English course name in English and the Vietnamese one in Vietnamese', async () => {
    const english = renderLearn(
      <>
        <TimetableSlotList slots={[slot]} label="Sessions" />
        <TimetableExamList classes={[info]} />
      </>,
      { locale: 'en' },
    );
    expect((await screen.findAllByText('IT3080 Computer Networks')).length).toBeGreaterThan(0);
    expect(screen.queryByText('IT3080 Mạng máy tính')).toBeNull();
    english.unmount();
    renderLearn(<TimetableSlotList slots={[slot]} label="Buổi học" />, { locale: 'vi' });
    expect((await screen.findAllByText('IT3080 Mạng máy tính')).length).toBeGreaterThan(0);
  });

  it('falls back to the Vietnamese name when there is no English one', async () => {
    renderLearn(<TimetableSlotList slots={[{ ...slot, courseNameEn: '' }]} label="Sessions" />, {
      locale: 'en',
    });
    expect((await screen.findAllByText('IT3080 Mạng máy tính')).length).toBeGreaterThan(0);
  });

  it("titles the week grid blocks in the reader's language", () => {
    expect(toBlocks({ slots: [slot], week: 1, tone: 'own', locale: 'en' })[0].title).toBe(
      'IT3080 Computer Networks',
    );
    expect(toBlocks({ slots: [slot], week: 1, tone: 'own', locale: 'vi' })[0].title).toBe(
      'IT3080 Mạng máy tính',
    );
  });
});
