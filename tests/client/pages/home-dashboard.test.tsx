import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientConfig, Dashboard, DashboardMeeting } from '../../../src/generated';
import { authUserFixture, clientConfigFixture } from '../app/fixtures';
import { jsonResponse } from '../app/fetch-mock';
import { WAIT, findShell, renderApp } from '../app/render-app';

const meeting = (overrides: Partial<DashboardMeeting>): DashboardMeeting => ({
  classId: 1,
  classCode: '161234',
  courseCode: 'IT3080',
  courseName: 'Mạng máy tính',
  courseNameEn: 'Computer Networks',
  classType: 'LT+BT',
  teacherName: 'TS. Trần Bình',
  date: '2026-11-23',
  start: '06:45',
  end: '09:10',
  from: 1,
  to: 3,
  place: 'D9-301',
  role: 'student',
  ...overrides,
});

const fullDashboard = (): Dashboard => ({
  isStudent: true,
  schedule: {
    today: '2026-11-23',
    semester: '20261',
    todayClasses: [
      meeting({}),
      meeting({
        classId: 2,
        courseName: 'Giải tích I',
        courseNameEn: '',
        start: '12:30',
        end: '14:55',
        role: 'assistant',
      }),
    ],
    nextClasses: [meeting({ date: '2026-11-24', courseName: 'Lập trình C', courseNameEn: 'C Programming' })],
  },
  nextExam: {
    classCode: '161234',
    courseCode: 'IT3080',
    courseName: 'Mạng máy tính',
    courseNameEn: 'Computer Networks',
    date: '2026-12-28',
    start: '07:00',
    end: '09:00',
    room: 'D3-101',
    semester: '20261',
  },
  standing: {
    cpa: 3.12,
    cpa10: 7.9,
    accumulatedCredits: 135,
    ranking: 'Khá',
    rankingEn: 'Good',
    warningLevel: 0,
    programCredits: 141,
  },
  notifications: {
    unread: 4,
    latest: [
      {
        id: 9,
        category: 'learn',
        title: 'Đã mở đăng ký lớp',
        titleEn: 'Class registration is open',
        link: '/learn/class-registration',
        createdAt: '2026-11-20T02:00:00.000Z',
      },
    ],
  },
  deadlines: [
    {
      id: 'classRegistration:20262',
      kind: 'classRegistration',
      title: 'Đăng ký lớp · Học kỳ 2 năm học 2026–2027',
      titleEn: 'Class registration · Semester 2, 2026–2027',
      opensAt: '2026-11-01T01:00:00.000Z',
      closesAt: '2027-01-31T16:59:59.000Z',
      isOpen: true,
      link: '/learn/class-registration',
    },
  ],
  unavailable: [],
});

const emptyDashboard = (): Dashboard => ({
  ...fullDashboard(),
  schedule: { today: '2026-11-23', semester: '20261', todayClasses: [], nextClasses: [] },
  nextExam: null,
  standing: { ...fullDashboard().standing!, cpa: 0, accumulatedCredits: 0, ranking: '', rankingEn: '' },
  notifications: { unread: 0, latest: [] },
  deadlines: [],
});

const page = (path: string, module?: string) => ({
  kind: 'component' as const,
  component: path,
  titleId: 'page.home.title',
  ...(module ? { module } : {}),
});

/** The fixture tenant with the pages the dashboard links to. */
const config = (): ClientConfig => {
  const base = clientConfigFixture();
  return {
    ...base,
    registration: {
      timezone: 'Asia/Ho_Chi_Minh',
      windows: [],
      credits: base.registration?.credits,
      waitlist: false,
    },
    pages: {
      ...base.pages,
      '/learn/timetable': page('learn.timetable'),
      '/learn/class-registration': page('learn.classRegistration'),
      '/learn/view-grades': page('learn.viewGrades'),
      '/learn/education-program': page('learn.educationProgram'),
      '/notifications': page('notifications'),
      '/profile': page('profile'),
    },
  } as ClientConfig;
};

const renderHome = (dashboard: Dashboard | (() => Response)) =>
  renderApp({
    config: config(),
    user: authUserFixture(),
    handlers: {
      'GET /api/v1/dashboard': typeof dashboard === 'function' ? dashboard : () => ({ data: dashboard }),
    },
  });

const card = (testId: string) => screen.getByTestId(testId);

describe('home dashboard', () => {
  it("shows today's and the next classes, the exam, notifications, open registration and CPA", async () => {
    renderHome(fullDashboard());
    await findShell();
    await screen.findByText('Lịch học hôm nay', {}, WAIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Xin chào, Nguyễn Văn An' })).toBeTruthy();
    expect(screen.getByTestId('home-today-line').textContent).toBe(
      'Thứ hai, 23/11/2026 · Học kỳ 1 năm học 2026–2027',
    );

    const today = within(card('home-today'));
    expect(today.getByText('06:45–09:10')).toBeTruthy();
    expect(today.getByText('Mạng máy tính')).toBeTruthy();
    expect(today.getAllByText('Phòng D9-301 · IT3080 · Lớp 161234')).toHaveLength(2);
    expect(today.getByText('Trợ giảng')).toBeTruthy();
    expect(today.getByRole('link', { name: 'Xem thời khóa biểu' }).getAttribute('href')).toBe(
      '/learn/timetable',
    );

    expect(within(card('home-next')).getByText('Thứ ba, 24/11')).toBeTruthy();
    expect(within(card('home-exam')).getByText('Thứ hai, 28/12/2026 · 07:00–09:00')).toBeTruthy();

    const notifications = within(card('home-notifications'));
    expect(notifications.getByText('4 chưa đọc')).toBeTruthy();
    expect(notifications.getByRole('link', { name: 'Đã mở đăng ký lớp' }).getAttribute('href')).toBe(
      '/notifications',
    );

    const deadlines = within(card('home-deadlines'));
    const registration = deadlines.getByRole('link', { name: 'Đăng ký lớp · Học kỳ 2 năm học 2026–2027' });
    expect(registration.getAttribute('href')).toBe('/learn/class-registration');
    // The window closes at 23:59 school time, whatever the browser's zone.
    expect(deadlines.getByText('đến 31/01/2027 23:59', { exact: false })).toBeTruthy();

    const standing = within(card('home-standing'));
    expect(standing.getByText('3.12')).toBeTruthy();
    expect(standing.getByText('135')).toBeTruthy();
    expect(standing.getByText(/Chương trình đào tạo yêu cầu 141 tín chỉ/)).toBeTruthy();
    // A link only for pages the tenant has: no course registration page in this config.
    expect(screen.queryByRole('link', { name: /Lớp học và lịch thi/ })).toBeNull();
  });

  it('says so in a sentence when a card has nothing to show', async () => {
    renderHome(emptyDashboard());
    await findShell();
    await screen.findByText('Hôm nay bạn không có buổi học nào.', {}, WAIT);
    expect(screen.getByText('Không còn buổi học nào sắp tới trong học kỳ này.')).toBeTruthy();
    expect(screen.getByText('Chưa có lịch thi sắp tới.')).toBeTruthy();
    expect(screen.getByText('Bạn đã đọc hết thông báo.')).toBeTruthy();
    expect(screen.getByText('Hiện không có đợt đăng ký hay hạn chót nào.')).toBeTruthy();
    expect(screen.getByText('Chưa có kết quả học tập nào.')).toBeTruthy();
  });

  it('follows the language switch: English course names, dates and texts', async () => {
    const user = userEvent.setup();
    renderHome(fullDashboard());
    await findShell();
    await screen.findByText('Lịch học hôm nay', {}, WAIT);
    await user.click(screen.getByRole('button', { name: /EN/, hidden: true }));
    expect(await screen.findByText("Today's classes", {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('home-today-line').textContent).toBe(
      'Monday, 23 Nov 2026 · Semester 1, 2026–2027',
    );
    expect(within(card('home-today')).getByText('Computer Networks')).toBeTruthy();
    expect(within(card('home-next')).getByText('Tue, 24 Nov')).toBeTruthy();
    // No English name: the Vietnamese one rather than nothing.
    expect(within(card('home-today')).getByText('Giải tích I')).toBeTruthy();
    expect(
      within(card('home-deadlines')).getByText('until 31 Jan 2027, 23:59', { exact: false }),
    ).toBeTruthy();
    expect(within(card('home-notifications')).getByText('4 unread')).toBeTruthy();
    // The programme's English name, not the Vietnamese one.
    expect(screen.getByText('Bachelor of Computer Science 2021')).toBeTruthy();
    expect(screen.queryByText('Cử nhân Khoa học Máy tính 2021')).toBeNull();
  });

  it('gives an account without a student record a home without student cards', async () => {
    renderApp({
      config: config(),
      user: authUserFixture({ studentId: -1, student: null, name: 'Cán bộ Đào tạo' }),
      handlers: {
        'GET /api/v1/dashboard': () => ({
          data: { ...emptyDashboard(), isStudent: false, schedule: null, standing: null },
        }),
      },
    });
    await findShell();
    await screen.findByText(/Tài khoản này không gắn với hồ sơ sinh viên/, {}, WAIT);
    expect(screen.queryByTestId('home-today')).toBeNull();
    expect(screen.queryByTestId('home-standing')).toBeNull();
    expect(screen.queryByTestId('home-deadlines')).toBeNull();
    expect(screen.getByTestId('home-notifications')).toBeTruthy();
  });

  it('offers a retry when the dashboard cannot be read', async () => {
    let answer: () => Response = () => jsonResponse({ status: 500, body: { message: 'down' } });
    renderHome(() => answer());
    await findShell();
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, WAIT);
    answer = () => jsonResponse({ body: { data: fullDashboard() } });
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Lịch học hôm nay', {}, WAIT)).toBeTruthy();
  });
});
