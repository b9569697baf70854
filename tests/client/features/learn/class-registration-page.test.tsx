import type { ReactElement } from 'react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineConfigProvider, EngineSWRProvider } from '../../../../src/client/engine';
import engineEn from '../../../../src/client/engine/messages.en.json';
import engineVi from '../../../../src/client/engine/messages.vi.json';
import learnEn from '../../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../../src/features/learn/client/messages.vi.json';
import '../../../../src/features/learn/client/sources';
import ClassRegistrationPage from '../../../../src/features/learn/client/class-registration-page';
import { mockFetch } from '../../app/fetch-mock';
import type { RecordedCall } from '../../app/fetch-mock';

// The machine is shared: give answers and debounced filters time.
configure({ asyncUtilTimeout: 8000 });

const MESSAGES = { vi: { ...engineVi, ...learnVi }, en: { ...engineEn, ...learnEn } } as const;

/** The page with the engine's and learn texts; a missing text fails the test. */
const renderPage = (ui: ReactElement, locale: 'vi' | 'en' = 'vi') =>
  render(
    <IntlProvider
      locale={locale}
      messages={MESSAGES[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      <FluentProvider theme={webLightTheme}>
        <EngineConfigProvider
          config={{ code: 'hust', modules: {}, lists: {}, forms: {}, pages: {} }}
          userId={7}
        >
          <EngineSWRProvider provider={() => new Map()}>
            <MemoryRouter>{ui}</MemoryRouter>
          </EngineSWRProvider>
        </EngineConfigProvider>
      </FluentProvider>
    </IntlProvider>,
  );

const offering = (n: number) => ({
  id: n,
  classId: `16${String(n).padStart(4, '0')}`,
  courseId: 100 + (n % 3),
  courseCode: `MI11${n % 3}1`,
  courseName: n % 3 === 1 ? 'Giải tích I' : `Học phần ${n % 3}`,
  courseNameEn: n % 3 === 1 ? 'Calculus I' : `Course ${n % 3}`,
  credits: 3,
  classType: 'LT+BT',
  classTypeName: 'Lý thuyết + Bài tập',
  classTypeNameEn: 'Lecture + exercises',
  teacherName: 'TS. Nguyễn Văn An',
  calendarInfo: '2|S|1-3|1-8|D3-301',
  calendarEntries: [{ day: 2, slot: 'S', from: 1, to: 3, weeks: [1, 2, 3, 4, 5, 6, 7, 8], place: 'D3-301' }],
  capacity: 60,
  studentNum: n,
  waitlistCount: 0,
  seatsLeft: 60 - n,
  inProgram: n <= 30,
  myStatus: 'none',
  myPosition: null,
});
const ALL = Array.from({ length: 45 }, (_, index) => offering(index + 1));
const HELD = [
  {
    classId: 900,
    classCode: '169000',
    courseId: 7,
    courseCode: 'IT3080',
    courseName: 'Mạng máy tính',
    courseNameEn: 'Computer Networks',
    credits: 3,
    classType: 'LT',
    status: 'registered',
    position: null,
    calendarEntries: [{ day: 4, slot: 'C', from: 7, to: 9, weeks: [1, 2, 3], place: 'D9-101' }],
  },
];
const reason = (code: string, message: string, messageEn: string) => ({ code, message, messageEn });

/** The class registration API of semester 20262: paging and filters like the server's. */
function registrationServer({ refuseAll = false }: { refuseAll?: boolean } = {}) {
  let held = [...HELD];
  const calls = mockFetch({
    'GET /api/v1/semesters': () => ({ data: [{ semester: '20262', canEnrol: true }], total: 1 }),
    'GET /api/v1/class-registrations': () => ({ data: held, total: held.length }),
    'GET /api/v1/class-registrations/courses': () => ({ data: [], total: 0 }),
    'GET /api/v1/class-registrations/seats': () => ({ data: [], total: 0 }),
    'GET /api/v1/class-registrations/classes': ({ query }: RecordedCall) => {
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const rows = ALL.filter(
        (c) =>
          (query.get('inProgram') !== 'true' || c.inProgram) &&
          (!query.get('search') || c.courseNameEn === 'Calculus I') &&
          (!query.get('day') || query.get('day') === '2'),
      );
      return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
    },
    'POST /api/v1/class-registrations/validate': ({ body }: RecordedCall) => ({
      data: {
        results: (body as { data: { classIds: number[] } }).data.classIds.map((id) => ({
          classId: id,
          classCode: `16${String(id).padStart(4, '0')}`,
          status: refuseAll ? 'refused' : 'registered',
          reasons: refuseAll
            ? [
                reason(
                  'same-course',
                  'Bạn đã có lớp 169000 của học phần này.',
                  'You already have class 169000 of this course.',
                ),
              ]
            : [],
        })),
      },
    }),
    'POST /api/v1/class-registrations/register': ({ body }: RecordedCall) => {
      const [first, second] = (body as { data: { classIds: number[] } }).data.classIds;
      return {
        code: 0,
        message: 'refused',
        data: {
          results: [
            {
              classId: first,
              classCode: '160001',
              status: 'registered',
              reasons: [
                reason(
                  'registered',
                  'Bạn đã đăng ký thành công lớp 160001.',
                  'You are registered in class 160001.',
                ),
              ],
            },
            {
              classId: second,
              classCode: '160002',
              status: 'refused',
              reasons: [
                reason('conflict', 'Lớp 160002 trùng lịch với 169000.', 'Class 160002 clashes with 169000.'),
              ],
            },
          ],
        },
      };
    },
    'POST /api/v1/class-registrations/drop': ({ body }: RecordedCall) => {
      const { classId } = (body as { data: { classId: number } }).data;
      held = held.filter((r) => r.classId !== classId);
      return {
        code: 1,
        message: 'ok',
        data: {
          classId,
          classCode: '169000',
          status: 'dropped',
          reasons: [reason('dropped', 'Bạn đã huỷ đăng ký lớp 169000.', 'You have dropped class 169000.')],
        },
      };
    },
  });
  const of = (path: string) => calls.filter((call) => call.path === path);
  return { calls, of };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ClassRegistrationPage', () => {
  it(
    'pages on the server with the total, my programme first by default, and sends each filter',
    { timeout: 60_000 },
    async () => {
      const server = registrationServer();
      renderPage(<ClassRegistrationPage />);
      expect(await screen.findByText('Tìm thấy 30 lớp')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Đăng ký lớp: Học kỳ 2 năm học 2026–2027',
      );
      const list = () => server.of('/api/v1/class-registrations/classes');
      expect(list()[0].query.get('inProgram')).toBe('true');
      expect(list()[0].query.get('pageSize')).toBe('20');
      const pager = screen.getByRole('navigation', { name: 'Các trang danh sách lớp' });
      expect(within(pager).getByText('Trang 1/2')).toBeTruthy();
      expect(screen.getByTestId('offering-160001')).toBeTruthy();
      fireEvent.click(within(pager).getByRole('button', { name: 'Trang sau' }));
      await screen.findByTestId('offering-160021');
      expect(list().at(-1)?.query.get('page')).toBe('2');
      expect(within(pager).getByText('Trang 2/2')).toBeTruthy();

      fireEvent.click(screen.getByRole('switch', { name: 'Chỉ học phần trong chương trình của tôi' }));
      expect(await screen.findByText('Tìm thấy 45 lớp')).toBeTruthy();
      expect(list().at(-1)?.query.get('inProgram')).toBe('false');
      expect(list().at(-1)?.query.get('page')).toBe('1');

      fireEvent.click(screen.getByRole('combobox', { name: 'Thứ' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Thứ 6' }));
      expect(await screen.findByText('Không có lớp nào phù hợp')).toBeTruthy();
      expect(list().at(-1)?.query.get('day')).toBe('5');
      expect(screen.queryByRole('navigation', { name: 'Các trang danh sách lớp' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Xoá bộ lọc' }));
      expect(await screen.findByText('Tìm thấy 30 lớp')).toBeTruthy();

      fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm lớp' }), {
        target: { value: 'giai tich' },
      });
      expect(await screen.findByText('Tìm thấy 10 lớp')).toBeTruthy();
      expect(list().at(-1)?.query.get('search')).toBe('giai tich');
      fireEvent.click(screen.getByRole('combobox', { name: 'Tiết' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Tiết 3 (08:25)' }));
      await waitFor(() => expect(list().at(-1)?.query.get('period')).toBe('3'));
      fireEvent.change(screen.getByRole('textbox', { name: 'Giảng viên' }), { target: { value: 'an' } });
      await waitFor(() => expect(list().at(-1)?.query.get('teacher')).toBe('an'));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Chỉ lớp còn chỗ' }));
      await waitFor(() => expect(list().at(-1)?.query.get('hasSeats')).toBe('true'));
    },
  );

  it('asks before dropping, naming the class; keeping it drops nothing, confirming says what happened', async () => {
    const server = registrationServer();
    renderPage(<ClassRegistrationPage />);
    const mine = await screen.findByTestId('mine-169000');
    fireEvent.click(within(mine).getByRole('button', { name: 'Huỷ đăng ký lớp 169000' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Huỷ đăng ký lớp 169000?' });
    expect(dialog.textContent).toContain('IT3080 Mạng máy tính');
    // In jsdom, Fluent's dialog may keep aria-hidden until its enter motion ends (it never does here).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ lớp', hidden: true }));
    // Gone from the page, not only hidden while it fades out: a reopened dialog is then a new one.
    await waitFor(() => expect(screen.queryByTestId('drop-dialog')).toBeNull());
    expect(server.of('/api/v1/class-registrations/drop')).toHaveLength(0);

    fireEvent.click(within(mine).getByRole('button', { name: 'Huỷ đăng ký lớp 169000' }));
    const again = await screen.findByRole('alertdialog');
    // Reopened in jsdom, Fluent's dialog keeps aria-hidden until its enter motion ends (it never does here).
    const confirm = within(again).getByTestId('drop-confirm');
    expect(confirm.textContent).toBe('Huỷ đăng ký lớp');
    fireEvent.click(confirm);
    const result = await screen.findByTestId('result-dropped');
    expect(result.textContent).toContain('Lớp 169000: đã huỷ đăng ký');
    expect(result.textContent).toContain('Bạn đã huỷ đăng ký lớp 169000.');
    expect(server.of('/api/v1/class-registrations/drop')[0].body).toMatchObject({ data: { classId: 900 } });
    await waitFor(() => expect(screen.queryByTestId('mine-169000')).toBeNull());
  });

  it('keeps the basket across pages and tells per class what registering did', async () => {
    const server = registrationServer();
    renderPage(<ClassRegistrationPage />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Add class 160001 to the basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByTestId('offering-160021');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add class 160002 to the basket' }));
    expect(screen.getByText('Basket (2)')).toBeTruthy();
    await waitFor(() => expect(server.of('/api/v1/class-registrations/validate').length).toBeGreaterThan(0));
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    const registered = await screen.findByTestId('result-registered');
    expect(registered.textContent).toContain('Class 160001: registered');
    expect(registered.textContent).toContain('You are registered in class 160001.');
    const refused = screen.getByTestId('result-refused');
    expect(refused.textContent).toContain('Class 160002: not registered');
    expect(refused.textContent).toContain('Class 160002 clashes with 169000.');
    expect(screen.getByText('Basket (1)')).toBeTruthy();
    expect(screen.getByTestId('basket-160002')).toBeTruthy();
  });

  it('does not offer to register a basket whose every class was refused, and says why', async () => {
    registrationServer({ refuseAll: true });
    renderPage(<ClassRegistrationPage />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Add class 160001 to the basket' }));
    expect(
      await screen.findByText(/No class in the basket can be registered/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect((screen.getByTestId('register-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add class 160002 to the basket' }));
    await waitFor(() => expect(screen.getByText('Basket (2)')).toBeTruthy());
  });

  it('keeps the basket through a reload (a new page on the same browser), per student and semester', async () => {
    registrationServer();
    const first = renderPage(<ClassRegistrationPage />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Add class 160001 to the basket' }));
    expect(screen.getByText('Basket (1)')).toBeTruthy();
    first.unmount();
    renderPage(<ClassRegistrationPage />, 'en');
    expect(await screen.findByText('Basket (1)')).toBeTruthy();
    expect(screen.getByTestId('basket-160001')).toBeTruthy();
    expect(
      Object.keys(window.localStorage).some((key) =>
        key.startsWith('unigate:draft:hust:7:learn.classBasket:'),
      ),
    ).toBe(true);
  });
});
