import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../src/features/learn/client/sources';
import TimetablePage from '../../../../src/features/learn/client/timetable-page';
import { jsonResponse, mockFetch } from '../../app/fetch-mock';
import { renderLearn } from './render-learn';

const SEMESTER = {
  semester: '20261',
  name: 'Học kỳ 1 năm học 2026-2027',
  nameEn: 'Semester 1, 2026-2027',
  startDate: '2026-09-07',
  endDate: '2027-01-17',
};
const slot = (id: number, day: number, from: number, to: number, course: string, role: string) => ({
  id,
  classId: id,
  classCode: `15${id}`,
  courseCode: course.split(' ')[0],
  courseName: course.split(' ').slice(1).join(' '),
  place: `D9-${id}`,
  weeks: [10, 11, 12, 13],
  day,
  dayTime: 'S',
  from,
  to,
  start: '',
  end: '',
  semester: '20261',
  role,
});

/** Today is `date` (local time); the timetable answers with one own and one assisted slot (none unless `isAssistant`). */
function timetableServer(date: Date, { isAssistant = true }: { isAssistant?: boolean } = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  mockFetch({
    'GET /api/v2/timetables/student-timetable': () => ({
      data: [
        slot(1, 3, 1, 3, 'IT3011 Cấu trúc dữ liệu', 'student'),
        slot(2, 5, 7, 8, 'IT3020 Toán rời rạc', 'student'),
      ],
      total: 2,
      currentWeek: 12,
      semester: SEMESTER,
    }),
    'GET /api/v2/timetables/student-assistant-timetable': () => ({
      data: isAssistant ? [slot(3, 6, 4, 5, 'IT1110 Tin học đại cương', 'assistant')] : [],
      total: isAssistant ? 1 : 0,
      currentWeek: 12,
      semester: SEMESTER,
    }),
    'GET /api/v2/timetables/student-class-info-list': () => ({ data: [], total: 0 }),
  });
}

const dayButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: /Chọn ngày|Choose a day/ })).getByRole('button', { name });

describe('TimetablePage', () => {
  it('shows the semester through formatSemester and the whole week with times, course and room', async () => {
    timetableServer(new Date(2026, 10, 25, 9));
    renderLearn(<TimetablePage />);
    expect((await screen.findByTestId('timetable-semester')).textContent).toBe('Học kỳ 1 năm học 2026–2027');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thời khóa biểu');
    expect(screen.getByTestId('week-label').textContent).toBe('Tuần 12/19');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(within(screen.getByTestId('week-day-3')).getByRole('heading').textContent).toBe(
      'Thứ 4 25/11 (hôm nay)',
    );
    expect(within(screen.getByTestId('week-day-2')).getByRole('heading').textContent).toBe('Thứ 3 24/11');
    await waitFor(() => expect(screen.getByTestId('grid-block-assistant')).toBeTruthy());
    expect(within(screen.getByTestId('week-day-3')).getByRole('listitem').textContent).toBe(
      '06:45–09:10IT3011 Cấu trúc dữ liệuD9-1 · 151',
    );
    expect(screen.getByTestId('grid-block-assistant').textContent).toContain('09:20–11:00');
    expect(screen.getByRole('list', { name: 'Chú thích' }).textContent).toBe('Lớp tôi họcLớp tôi trợ giảng');
  });

  it('opens the phone day view on today, and the day picker chooses another day', async () => {
    timetableServer(new Date(2026, 10, 25, 9));
    renderLearn(<TimetablePage />);
    const today = await screen.findByRole('button', { name: 'T4 25/11 (hôm nay)' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(dayButton(/^T2 23\/11$/).getAttribute('aria-pressed')).toBe('false');
    const shown = () =>
      [1, 2, 3, 4, 5, 6, 7].filter((d) => screen.getByTestId(`week-day-${d}`).dataset.narrowShown === 'true');
    expect(shown()).toEqual([3]);
    fireEvent.click(dayButton(/^T6 27\/11$/));
    expect(dayButton(/^T6 27\/11$/).getAttribute('aria-pressed')).toBe('true');
    expect(today.getAttribute('aria-pressed')).toBe('false');
    expect(shown()).toEqual([5]);
    // The chosen weekday stays when the week changes.
    fireEvent.click(screen.getByRole('button', { name: 'Tuần sau' }));
    expect(screen.getByTestId('week-label').textContent).toBe('Tuần 13/19');
    expect(dayButton(/^T6 04\/12$/).getAttribute('aria-pressed')).toBe('true');
  });

  it("opens on the university's today, not the browser's (a phone in another time zone)", async () => {
    const zone = process.env.TZ;
    // 13:30 on Tuesday in New York is 01:30 on Wednesday in Hanoi.
    process.env.TZ = 'America/New_York';
    try {
      timetableServer(new Date('2026-11-24T18:30:00Z'));
      renderLearn(<TimetablePage />);
      const today = await screen.findByRole('button', { name: 'T4 25/11 (hôm nay)' });
      expect(today.getAttribute('aria-pressed')).toBe('true');
      expect(within(screen.getByTestId('week-day-3')).getByRole('heading').textContent).toBe(
        'Thứ 4 25/11 (hôm nay)',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps weeks within the semester and says so when the chosen date is past its end or before its start', async () => {
    timetableServer(new Date(2026, 10, 25, 9));
    renderLearn(<TimetablePage />);
    const date = await screen.findByTestId('date-input');
    expect(date.getAttribute('min')).toBe('2026-09-07');
    expect(date.getAttribute('max')).toBe('2027-01-17');
    fireEvent.change(date, { target: { value: '2027-02-01' } });
    expect(screen.getByTestId('week-label').textContent).toBe('Tuần 19/19');
    expect(screen.getByTestId('outside-semester').textContent).toBe(
      'Ngày 01/02/2027 ở sau khi học kỳ kết thúc (17/01/2027). Đang hiển thị tuần 19, tuần cuối của học kỳ.',
    );
    expect((screen.getByRole('button', { name: 'Tuần sau' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2026-08-20' } });
    expect(screen.getByTestId('week-label').textContent).toBe('Tuần 1/19');
    expect(screen.getByTestId('outside-semester').textContent).toContain(
      'trước khi học kỳ bắt đầu (07/09/2026)',
    );
    expect((screen.getByRole('button', { name: 'Tuần trước' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2026-10-14' } });
    expect(screen.getByTestId('week-label').textContent).toBe('Tuần 6/19');
    expect(screen.queryByTestId('outside-semester')).toBeNull();
    expect(dayButton(/^T4 14\/10$/).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on the last week with a message when today is after the semester (English)', async () => {
    timetableServer(new Date(2027, 2, 1, 9));
    renderLearn(<TimetablePage />, { locale: 'en' });
    expect((await screen.findByTestId('timetable-semester')).textContent).toBe('Semester 1, 2026–2027');
    expect(screen.getByTestId('week-label').textContent).toBe('Week 19 of 19');
    expect(screen.getByTestId('outside-semester').textContent).toBe(
      '01 Mar 2027 is after the semester ended (17 Jan 2027). Showing week 19, its last week.',
    );
    expect(screen.getByRole('button', { name: 'Mon 11/01' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows its title while the timetable loads and when it cannot be loaded', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/v2/timetables/student-timetable': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/v2/timetables/student-assistant-timetable': () => ({ data: [], total: 0 }),
      'GET /api/v2/timetables/student-class-info-list': () => ({ data: [], total: 0 }),
    });
    renderLearn(<TimetablePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thời khóa biểu');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('timetable-semester')).toBeNull();
    answer(jsonResponse({ status: 500, body: { statusCode: 500, message: 'boom' } }));
    expect(await screen.findByText('Không tải được dữ liệu, vui lòng thử lại.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thời khóa biểu');
  });

  it('shows the assistant tab only to students who assist a class', async () => {
    timetableServer(new Date(2026, 10, 25, 9));
    const first = renderLearn(<TimetablePage />);
    const tab = await screen.findByRole('tab', { name: 'Lịch trợ giảng' });
    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect((await screen.findAllByText(/IT1110/)).length).toBeGreaterThan(0);
    first.unmount();
    timetableServer(new Date(2026, 10, 25, 9), { isAssistant: false });
    renderLearn(<TimetablePage />);
    await screen.findByTestId('timetable-semester');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(4));
    expect(screen.queryByRole('tab', { name: 'Lịch trợ giảng' })).toBeNull();
    expect(screen.queryByTestId('grid-block-assistant')).toBeNull();
    // Nor a key for classes the student does not assist.
    expect(screen.getByRole('list', { name: 'Chú thích' }).textContent).toBe('Lớp tôi học');
  });
});
