import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUserFixture, clientConfigFixture } from '../../app/fixtures';
import { WAIT, findShell, renderApp } from '../../app/render-app';

const hidden = { hidden: true } as const;

const teacherUser = () =>
  authUserFixture({
    account: 'GV0001',
    name: 'PGS.TS. Trương Thanh Hà',
    level: 9,
    studentId: -1,
    teacherId: 7,
    student: null,
  });

const configWithTeacherArea = () => {
  const config = clientConfigFixture();
  return {
    ...config,
    menus: {
      ...config.menus,
      teacher: [
        { id: 'teacher.requests', labelId: 'menu.teacher.requests', route: '/teacher' },
        { id: 'teacher.projects', labelId: 'menu.teacher.projects', route: '/teacher/projects' },
      ],
    },
    pages: {
      ...config.pages,
      '/teacher': { kind: 'component' as const, component: 'teacher', titleId: 'menu.teacher.requests' },
      '/teacher/projects': {
        kind: 'component' as const,
        component: 'teacher.projects',
        titleId: 'menu.teacher.projects',
      },
    },
    lists: {
      ...config.lists,
      'teacher.requests': {
        source: 'projects.teacherRequests',
        columns: [
          { field: 'studentName', labelId: 'teacher.col.student', format: 'text' as const },
          { field: 'finalTitle', labelId: 'teacher.col.title', format: 'text' as const },
          { field: 'choiceNumber', labelId: 'teacher.col.choice', format: 'number' as const },
        ],
        pageSize: 20,
        searchable: false,
      },
    },
  };
};

const waitingRequest = {
  id: 501,
  studentId: 1001,
  studentCode: '20210001',
  studentName: 'Nguyễn Văn An',
  courseName: 'Đồ án tốt nghiệp',
  semester: '20261',
  teacherId: 3,
  teacher2Id: 7,
  status1: -1,
  status2: 0,
  finalTeacherId: 7,
  finalTitle: 'Hệ thống gợi ý học phần',
  status: 0,
  timeCommit: 10,
  notes: '',
  rejectReasons: ['Đã đủ sinh viên'],
  rejectIds: [3],
  createdDate: '2026-11-15T02:00:00.000Z',
  choiceNumber: 2,
  statusLabel: 'Đang chờ duyệt',
};

describe('teacher area', () => {
  it('a teacher lands on "Requests to me" with the teacher menu, opens a request and accepts it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({
      path: '/',
      user: teacherUser(),
      config: configWithTeacherArea(),
      handlers: {
        'POST /api/v1/teachers/me/project-requests/query': () => ({ data: [waitingRequest], total: 1 }),
        'POST /api/v1/teachers/me/project-requests/501/confirm': () => ({
          code: 1,
          message: 'Thao tác thành công.',
          data: { ...waitingRequest, status: 1, status2: 1 },
        }),
      },
    });
    await findShell();
    await waitFor(() => expect(window.location.pathname).toBe('/teacher'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yêu cầu gửi tới tôi' }, WAIT)).toBeTruthy();
    const nav = await screen.findByRole('navigation', hidden, WAIT);
    expect(within(nav).getByRole('link', { name: /Đề tài tôi hướng dẫn/, ...hidden })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: /Học tập/, ...hidden })).toBeNull();

    await user.click(await screen.findByText('Hệ thống gợi ý học phần', {}, WAIT));
    expect(await screen.findByText('Nguyện vọng 2', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Đã đủ sinh viên')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Từ chối', ...hidden }));
    await user.click(screen.getByRole('button', { name: 'Gửi từ chối', ...hidden }));
    expect(await screen.findByText('Vui lòng nhập lý do.', {}, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Đóng', ...hidden }));

    await user.click(await screen.findByText('Hệ thống gợi ý học phần', {}, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý nhận', ...hidden }, WAIT));
    await waitFor(
      () =>
        expect(calls.some((call) => call.path === '/api/v1/teachers/me/project-requests/501/confirm')).toBe(
          true,
        ),
      WAIT,
    );
    // What happened, in words: whose project was accepted and what it used.
    expect(
      await screen.findByText(/^Đã nhận hướng dẫn\. Đồ án của .+ \(\d+\) đã vào danh sách/, {}, WAIT),
    ).toBeTruthy();
  });

  it('a student who opens /teacher is sent home', async () => {
    renderApp({ path: '/teacher', user: authUserFixture(), config: configWithTeacherArea() });
    await findShell();
    await waitFor(() => expect(window.location.pathname).toBe('/'), WAIT);
  });
});
