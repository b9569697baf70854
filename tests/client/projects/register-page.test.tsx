import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeChecksum } from '../../../src/core/checksum';
import RegisterPage from '../../../src/features/projects/client/register-page';
import { mockFetch } from '../app/fetch-mock';
import type { FetchHandler } from '../app/fetch-mock';
import { renderProjects } from './render-projects';

const DAY = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const deadline = ({ start, end }: { start: number; end: number }) => ({
  id: 5,
  name: 'Đăng ký đồ án tốt nghiệp 20261',
  nameEn: 'Graduation project registration 20261',
  kind: 'request',
  courseId: -1,
  projectType: 1,
  semester: '20261',
  startDate: iso(start),
  endDate: iso(end),
  status: 2,
  description: '',
});

const topic = (
  id: number,
  teacherId: number,
  teacherName: string,
  name: string,
  quota: number,
  acceptedCount: number,
) => ({
  id,
  source: 1,
  teacherId,
  teacherName,
  companyId: -1,
  companyName: '',
  courseId: -1,
  projectType: 1,
  semester: '20261',
  orderIndex: id,
  name,
  nameEn: '',
  description: '',
  descriptionEn: '',
  requirements: '',
  quota,
  acceptedCount,
  status: 2,
  majorIds: [],
  lastUpdate: '2026-11-01T00:00:00.000Z',
});

const TOPICS = [
  topic(11, 1, 'Nguyễn Văn An', 'Hệ thống gợi ý học phần', 3, 1),
  topic(12, 1, 'Nguyễn Văn An', 'Nhận dạng chữ viết tay', 2, 2),
  topic(21, 2, 'Trần Thị Bình', 'Phân tích log máy chủ', 4, 0),
  topic(31, 3, 'Lê Văn Cường', 'Ứng dụng bản đồ số', 2, 1),
];

function server({
  window = { start: -1, end: 10 },
  create,
}: { window?: { start: number; end: number }; create?: FetchHandler } = {}) {
  return mockFetch({
    'POST /api/v1/deadline/query': () => ({ data: [deadline(window)], total: 1 }),
    'POST /api/v1/project-topic/teacher/query': () => ({ data: TOPICS, total: TOPICS.length }),
    'POST /api/v1/companies/query-by-root': () => ({ data: [], total: 0 }),
    'POST /api/v1/project-requests/query': () => ({ data: [], total: 0 }),
    'POST /api/v1/project-requests/create': create ?? (() => ({ code: 1, message: 'ok' })),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/project/register', { timeout: 30_000 }, () => {
  it('shows the window open with its dates and each teacher’s live places; a full topic cannot be picked', async () => {
    server();
    renderProjects(<RegisterPage />);
    expect(await screen.findByText('Đang mở')).toBeTruthy();
    expect(screen.getByText(/^Từ \d\d\/\d\d\/\d{4} \d\d:\d\d đến \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeTruthy();
    const teacher = await screen.findByRole('combobox', { name: /Giảng viên/ });
    await waitFor(() =>
      expect(within(teacher).getByRole('option', { name: 'Nguyễn Văn An (còn 2 chỗ)' })).toBeTruthy(),
    );
    await userEvent.selectOptions(teacher, '1');
    expect(screen.getByText('Còn 2/3 chỗ')).toBeTruthy();
    expect(screen.getByText('Đã đủ 2 chỗ')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Nhận dạng chữ viết tay/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('radio', { name: /Hệ thống gợi ý học phần/ }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('brings an unsent request back after a reload (teacher, topic and title), and forgets it once sent', async () => {
    const user = userEvent.setup();
    server();
    const first = renderProjects(<RegisterPage />);
    const teacher = await screen.findByRole('combobox', { name: /Giảng viên/ });
    await waitFor(() => expect(within(teacher).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(teacher, '2');
    await user.click(screen.getByRole('radio', { name: /Phân tích log máy chủ/ }));
    first.unmount();
    renderProjects(<RegisterPage />);
    const again = await screen.findByRole('combobox', { name: /Giảng viên/ });
    await waitFor(() => expect((again as HTMLSelectElement).value).toBe('2'));
    expect((screen.getByRole('radio', { name: /Phân tích log máy chủ/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: /Gửi/ }));
    await waitFor(() =>
      expect(Object.keys(window.localStorage).filter((key) => key.includes(':projects.request:'))).toEqual(
        [],
      ),
    );
  });

  it('allows three different teachers at most and names a repeated teacher instead of sending', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderProjects(<RegisterPage />, { locale: 'en' });
    const first = await screen.findByRole('combobox', { name: /Teacher/ });
    await waitFor(() => expect(within(first).getAllByRole('option').length).toBe(4));
    await user.selectOptions(first, '1');
    await user.click(screen.getByRole('radio', { name: /Hệ thống gợi ý học phần/ }));
    await user.click(screen.getByRole('button', { name: 'Add a teacher (2 left)' }));
    await user.click(screen.getByRole('button', { name: 'Add a teacher (1 left)' }));
    expect(screen.queryByRole('button', { name: /Add a teacher/ })).toBeNull();
    expect(screen.getByText('You have three choices, the most allowed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove choice 3' }));
    const second = screen.getAllByRole('combobox', { name: /Teacher/ })[1];
    await user.selectOptions(second, '1');
    await user.click(screen.getAllByRole('radio', { name: /Hệ thống gợi ý học phần/ })[1]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('This teacher is already an earlier choice; choose another teacher.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/project-requests/create')).toBe(false);
  });

  it('sends the choices signed (choice 1 first) and explains out of quotas (-6)', async () => {
    const user = userEvent.setup();
    const calls = server({ create: () => ({ code: -6, message: 'Giảng viên đã hết chỉ tiêu hướng dẫn.' }) });
    renderProjects(<RegisterPage />);
    const first = await screen.findByRole('combobox', { name: /Giảng viên/ });
    await waitFor(() => expect(within(first).getAllByRole('option').length).toBe(4));
    await user.selectOptions(first, '2');
    await user.click(screen.getByRole('radio', { name: /Phân tích log máy chủ/ }));
    const title = screen.getByRole('textbox', { name: /Tên đề tài bạn đăng ký/ });
    await user.clear(title);
    await user.type(title, 'Phân tích log bằng học máy');
    await user.click(screen.getByRole('button', { name: /Thêm giảng viên/ }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: /Giảng viên/ })[1], '3');
    await user.click(screen.getByRole('radio', { name: /Ứng dụng bản đồ số/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(
      await screen.findByText(
        'Giảng viên nguyện vọng 1 đã hết chỉ tiêu hướng dẫn. Hãy chọn giảng viên khác làm nguyện vọng 1.',
      ),
    ).toBeTruthy();
    const post = calls.find((call) => call.path === '/api/v1/project-requests/create');
    const body = post?.body as { fields: Record<string, unknown>; checkSum: string };
    expect(body.fields).toMatchObject({
      semester: '20261',
      projectType: 1,
      teacherId: 2,
      topicId: 21,
      title: 'Phân tích log bằng học máy',
      teacher2Id: 3,
      topic2Id: 31,
      title2: 'Ứng dụng bản đồ số',
      teacher3Id: -1,
      topic3Id: -1,
      topicFrom: 1,
      companyId: -1,
    });
    expect(body.checkSum).toBe(
      computeChecksum({ rule: 'projectRequests.create', body: { fields: body.fields } }),
    );
  });

  it('says the window is closed and does not let a request be sent after its end', async () => {
    server({ window: { start: -20, end: -2 } });
    renderProjects(<RegisterPage />, { locale: 'en' });
    expect(await screen.findByText('Closed (ended)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Registration is closed, so requests cannot be sent now.')).toBeTruthy();
  });
});
