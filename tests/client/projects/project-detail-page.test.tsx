import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSchemaForm } from '../../../src/client/engine';
import { computeChecksum } from '../../../src/core/checksum';
import ProjectDetailPage from '../../../src/features/projects/client/project-detail-page';
import { mockFetch } from '../app/fetch-mock';
import { renderProjects } from './render-projects';

const DAY = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const project = {
  id: 9,
  projectType: 0,
  courseCode: 'IT3930',
  courseName: 'Đồ án thiết kế',
  semester: '20261',
  teacherName: 'Nguyễn Văn An',
  projectName: 'Đồ án thiết kế',
  projectTitle: 'Ứng dụng quản lý thư viện',
  projectDescription: '',
  status: 1,
  supervisorMark: -1,
  reviewerMark: -1,
  processMark: 8,
  examMark: -1,
  finalMark: 8.5,
  finalResult: '',
  thesisUrl: '/api/v1/files/77',
  thesisSize: 2 * 1024 * 1024,
};

const phase = (id: number, orderIndex: number, name: string, start: number, end: number) => ({
  id,
  projectId: 9,
  orderIndex,
  name,
  nameEn: '',
  description: '',
  startDate: iso(start),
  deadline: iso(end),
  status: 0,
  studentReport: orderIndex === 0 ? 'Đã xong phần phân tích yêu cầu.' : '',
  files: [],
  teacherComment: orderIndex === 0 ? 'Cần bổ sung sơ đồ use case.' : '',
  mark: -1,
  submittedAt: null,
  lastUpdate: `2026-11-0${orderIndex + 1}T00:00:00.000Z`,
});

function server({ submitCode = 1 }: { submitCode?: number } = {}) {
  return mockFetch({
    'GET /api/v1/projects/student-projects/9': () => ({
      data: {
        project,
        phases: [
          phase(103, 2, 'Bảo vệ', 5, 30),
          phase(101, 0, 'Phân tích', -5, 5),
          phase(102, 1, 'Thiết kế', -20, -1),
        ],
        canSave: submitCode === 1,
        canSubmit: submitCode === 1,
        submitCode,
      },
    }),
    'POST /api/v1/projects/student-project-phases/101/save': () => ({ code: 1, message: 'Đã lưu' }),
  });
}

/** The card of a phase, found by its heading. */
const card = async (heading: RegExp) => {
  const title = await screen.findByRole('heading', { name: heading }, { timeout: 20_000 });
  return title.closest('li') as HTMLElement;
};
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name }) as HTMLButtonElement;

beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('/project/my-projects?id=…', { timeout: 60_000 }, () => {
  it('enables Save and Submit per phase as its window allows, and says why beside a disabled one', async () => {
    server();
    renderProjects(<ProjectDetailPage />, { route: '/project/my-projects?id=9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ứng dụng quản lý thư viện' })).toBeTruthy();

    const open = await card(/Giai đoạn 1: Phân tích/);
    await waitFor(() => expect(button(open, 'Nộp').disabled).toBe(false), { timeout: 20_000 });
    expect(button(open, 'Lưu nháp').disabled).toBe(false);
    expect(within(open).getByText('Cần bổ sung sơ đồ use case.')).toBeTruthy();

    // Closed to both: what was handed in, read-only, and why.
    const expired = await card(/Giai đoạn 2: Thiết kế/);
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(expired).getByText('Chưa có báo cáo.')).toBeTruthy();
    expect(within(expired).getByRole('note').textContent).toMatch(
      /^Không thể lưu hay nộp: đã quá hạn nộp \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\.$/,
    );

    const notYet = await card(/Giai đoạn 3: Bảo vệ/);
    await waitFor(() => expect(button(notYet, 'Nộp').disabled).toBe(true), { timeout: 20_000 });
    expect(button(notYet, 'Lưu nháp').disabled).toBe(false);
    expect(within(notYet).getByRole('note').textContent).toMatch(
      /^Chưa thể nộp: chưa đến thời gian nộp \(mở từ /,
    );

    // Each phase's form has its own field ids, so every label names its own field.
    const reports = screen.getAllByRole('textbox', { name: /Báo cáo giai đoạn/ });
    expect(new Set(reports.map((report) => report.id)).size).toBe(2);
    expect(screen.getByText('Điểm tổng kết')).toBeTruthy();
    expect(screen.getByText('8,5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toàn văn đồ án' }).getAttribute('href')).toBe(
      '/api/v1/files/77',
    );
  });

  it('saves a phase with its report, the lastUpdate read and a checksum keyed by the phase id', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderProjects(<ProjectDetailPage />, { route: '/project/my-projects?id=9' });
    const open = await card(/Giai đoạn 1: Phân tích/);
    const report = (await within(open).findByRole(
      'textbox',
      { name: /Báo cáo giai đoạn/ },
      { timeout: 20_000 },
    )) as HTMLTextAreaElement;
    await user.type(report, ' Bắt đầu thiết kế.');
    await user.click(button(open, 'Lưu nháp'));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/101/save'))).toBe(true));
    const body = calls.find((call) => call.path.endsWith('/101/save'))?.body as {
      updates: Record<string, unknown>;
      checkSum: string;
    };
    expect(body.updates).toEqual({
      lastUpdate: '2026-11-01T00:00:00.000Z',
      studentReport: 'Đã xong phần phân tích yêu cầu. Bắt đầu thiết kế.',
      files: [],
    });
    expect(body.checkSum).toBe(
      computeChecksum({ rule: 'projectPhases.save', body: { updates: body.updates }, id: 101 }),
    );
  });

  it('locks every phase of a project that is not mine (submit code -2), in English too', async () => {
    server({ submitCode: -2 });
    renderProjects(<ProjectDetailPage />, { route: '/project/my-projects?id=9', locale: 'en' });
    const open = await card(/Phase 1: Phân tích/);
    expect(within(open).queryByRole('button')).toBeNull();
    expect(within(open).getByText('Đã xong phần phân tích yêu cầu.')).toBeTruthy();
    expect(within(open).getByRole('note').textContent).toBe(
      "Cannot be saved or submitted: only the project's student may save and submit.",
    );
  });
});
