import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MyProjectsList from '../../../../src/features/projects/client/my-projects-page';
import RegisterPage from '../../../../src/features/projects/client/register-page';
import { mockFetch } from '../../app/fetch-mock';
import { renderProjects } from '../../projects/render-projects';

const DAY = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const round = ({ id, start, end }: { id: number; start: number; end: number }) => ({
  id,
  name: 'Đăng ký đồ án môn học',
  nameEn: 'Course project registration',
  kind: 'request',
  courseId: -1,
  projectType: 0,
  semester: '20261',
  startDate: iso(start),
  endDate: iso(end),
  status: 2,
  description: '',
});

const TOPIC = {
  id: 11,
  source: 1,
  teacherId: 1,
  teacherName: 'Nguyễn Văn An',
  companyId: -1,
  companyName: '',
  courseId: -1,
  projectType: 0,
  semester: '20261',
  orderIndex: 1,
  name: 'Hệ thống gợi ý học phần',
  nameEn: '',
  description: '',
  descriptionEn: '',
  requirements: '',
  quota: 3,
  acceptedCount: 0,
  status: 2,
  majorIds: [],
  lastUpdate: '2026-11-01T00:00:00.000Z',
};

/** The server as a student sees it: only the rounds offered to them (the server leaves out the others). */
function server({ rounds }: { rounds: ReturnType<typeof round>[] }) {
  return mockFetch({
    'POST /api/v1/deadline/query': () => ({ data: rounds, total: rounds.length }),
    'POST /api/v1/project-topic/teacher/query': () => ({ data: [TOPIC], total: 1 }),
    'POST /api/v1/companies/query-by-root': () => ({ data: [], total: 0 }),
    'POST /api/v1/project-requests/query': () => ({ data: [], total: 0 }),
    'POST /api/v1/project-requests/create': () => ({ code: 1, message: 'Thao tác thành công.' }),
    'POST /api/v1/projects/student-projects/query': () => ({ data: [], total: 0 }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/project/register: the rounds offered to me', { timeout: 30_000 }, () => {
  it('says no round applies to me now and what rounds are for, instead of an empty select', async () => {
    server({ rounds: [] });
    renderProjects(<RegisterPage />, { locale: 'en' });
    expect(await screen.findByText('There is no registration round for you at the moment.')).toBeTruthy();
    expect(screen.getByText(/graduation projects and graduation internships in the final year/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Registration period/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so when the rounds for me are all closed', async () => {
    server({ rounds: [round({ id: 1, start: 5, end: 30 })] });
    renderProjects(<RegisterPage />);
    expect(
      await screen.findByText(
        'Hiện chưa có đợt đăng ký nào dành cho bạn đang mở; thời gian mở của đợt được ghi ngay bên dưới.',
      ),
    ).toBeTruthy();
  });

  it('announces a sent request once: the message bar, no toast', async () => {
    const user = userEvent.setup();
    server({ rounds: [round({ id: 1, start: -1, end: 10 })] });
    renderProjects(<RegisterPage />);
    expect(screen.queryByText(/Hiện chưa có đợt đăng ký nào dành cho bạn đang mở/)).toBeNull();
    const teacher = await screen.findByRole('combobox', { name: /Giảng viên/ });
    await waitFor(() => expect(within(teacher).getAllByRole('option').length).toBe(2));
    await user.selectOptions(teacher, '1');
    await user.click(screen.getByRole('radio', { name: /Hệ thống gợi ý học phần/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Đã gửi yêu cầu. Giảng viên thứ nhất sẽ xem xét trước.')).toBeTruthy();
    expect(screen.queryByText('Thao tác thành công.')).toBeNull();
  });

  it('under my empty requests, says what will be listed', async () => {
    server({ rounds: [] });
    renderProjects(<RegisterPage />, { locale: 'en' });
    expect(await screen.findByText('No data...')).toBeTruthy();
    expect(screen.getByText(/The supervision requests you send will appear here/)).toBeTruthy();
  });
});

describe('My projects, empty', { timeout: 30_000 }, () => {
  it('keeps the SPEC text and adds a line with a link to the request form', async () => {
    server({ rounds: [] });
    renderProjects(<MyProjectsList />);
    expect(await screen.findByText('Không có dữ liệu...')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'gửi yêu cầu đăng ký đồ án' });
    expect(link.getAttribute('href')).toBe('/project/register');
    expect(link.closest('span')?.textContent).toMatch(/^Đồ án môn học, thực tập, .* sẽ hiện ở đây/);
  });
});
