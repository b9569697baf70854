import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectPhase } from '../../../src/generated';
import { TeacherPhaseReview } from '../../../src/features/projects/client/teacher-phase-review';
import teacherEn from '../../../src/features/projects/client/teacher-messages/messages.en.json';
import teacherVi from '../../../src/features/projects/client/teacher-messages/messages.vi.json';
import '../../../src/features/projects/client/teacher-sources';
import { mockFetch } from '../app/fetch-mock';
import { renderFeature } from '../features/render-feature';

const WAIT = { timeout: 20_000 };

const phase = (overrides: Partial<ProjectPhase> = {}): ProjectPhase => ({
  id: 41,
  projectId: 9,
  orderIndex: 0,
  name: 'Phân tích yêu cầu',
  nameEn: 'Requirements analysis',
  description: '',
  startDate: '2026-11-01T00:00:00.000Z',
  deadline: '2026-12-01T00:00:00.000Z',
  status: 0,
  studentReport: '',
  files: [],
  teacherComment: '',
  mark: -1,
  submittedAt: null,
  lastUpdate: '2026-11-02T00:00:00.000Z',
  ...overrides,
});

const URL = 'POST /api/v1/teachers/me/project-phases/41/review';

const render = (value: ProjectPhase, locale: 'vi' | 'en' = 'vi') =>
  renderFeature(<TeacherPhaseReview phase={value} />, {
    locale,
    messages: { vi: teacherVi, en: teacherEn },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a supervisor reviews a phase', () => {
  it('before the student submits: a comment only, no mark or decision offered or sent', async () => {
    const user = userEvent.setup();
    const recorded = mockFetch({ [URL]: () => ({ code: 1, message: 'Đã lưu', data: phase() }) });
    render(phase());
    expect(screen.getByText(/Sinh viên chưa nộp giai đoạn này/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Điểm/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Kết luận' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Nhận xét của giảng viên' }), 'Nên bắt đầu sớm');
    await user.click(screen.getByRole('button', { name: 'Lưu nhận xét' }));
    await waitFor(() => expect(recorded.filter((call) => call.method === 'POST')).toHaveLength(1), WAIT);
    expect(recorded.find((call) => call.method === 'POST')?.body).toEqual({
      teacherComment: 'Nên bắt đầu sớm',
    });
  });

  it('once submitted: the mark is offered and sent', async () => {
    const user = userEvent.setup();
    const recorded = mockFetch({ [URL]: () => ({ code: 1, message: 'Saved', data: phase() }) });
    render(
      phase({ status: 2, submittedAt: '2026-11-20T00:00:00.000Z', studentReport: 'Done the analysis.' }),
      'en',
    );
    expect(screen.queryByText(/has not submitted this phase yet/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Mark/ }), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(recorded.filter((call) => call.method === 'POST')).toHaveLength(1), WAIT);
    expect(recorded.find((call) => call.method === 'POST')?.body).toEqual({ teacherComment: '', mark: 7.5 });
  });
});
