import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSchemaForm } from '../../../../src/client/engine';
import AwardDetailPage from '../../../../src/features/awards/client/award-detail-page';
import { scholarshipFormFor } from '../../../../src/features/awards/shared/scholarship-form';
import type { AwardStudentInfo } from '../../../../src/generated';
import scholarshipUi from '../../../../schemas/forms/scholarship.ui.json';
import { mockFetch } from '../../app/fetch-mock';
import { awardFixture, studentInfoFixture } from '../../awards/fixtures';
import { DEFAULT_FLAGS, renderAwards, scholarshipFormSchema } from '../../awards/render-awards';

const WAIT = { timeout: 20_000 };
const ROUTE = { route: '/detail-scholarship/AbCdEfGhIj', path: '/detail-scholarship/:id' };

/** The seeded freshman call: study encouragement, cohort 2026 only, in 2026–2027. */
const FRESHMAN_CALL = awardFixture({
  code: 'HB-TV-20261',
  name: 'Học bổng tân sinh viên khóa 2026',
  nameEn: 'Freshman scholarship, 2026 cohort',
  requirements: 'Tân sinh viên khóa 2026; điểm xét tuyển đại học từ 27 điểm trở lên.',
  studentYears: [2026],
});

/** What the server sends a first-year: no figures (no previous year), the call's form without GPAs. */
const firstYearInfo = (): AwardStudentInfo => {
  const info = studentInfoFixture();
  return {
    ...info,
    student: { ...info.student, studentCode: '20260001', cohort: 2026 },
    academic: {},
    form: scholarshipFormFor({
      schema: scholarshipFormSchema,
      uiSchema: scholarshipUi as Record<string, unknown>,
      flags: DEFAULT_FLAGS,
      category: 'study',
      isForNewcomers: true,
    }),
  };
};

function server({ award = FRESHMAN_CALL, info = firstYearInfo() } = {}) {
  return mockFetch({
    'GET /api/v1/awards/AbCdEfGhIj': () => ({ data: award }),
    'GET /api/v1/awards/12/student-info': () => ({ data: info }),
  });
}

beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('the freshman call, as a first-year sees it', { timeout: 60_000 }, () => {
  it('is judged on admission results, never says I lack a GPA, and asks for none', async () => {
    server();
    renderAwards(<AwardDetailPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kết quả xét tuyển' }, WAIT)).toBeTruthy();
    expect(
      screen.getByText(/^Đợt này dành cho tân sinh viên nên không xét điểm trung bình học tập\./),
    ).toBeTruthy();
    expect(screen.getByText(/^Kết quả xét tuyển đại học \(học bổng tân sinh viên\): /)).toBeTruthy();
    expect(screen.queryByText(/Chưa có điểm để tính/)).toBeNull();
    expect(screen.queryByText(/Điểm TB năm học trước/)).toBeNull();
    await screen.findByRole('textbox', { name: /Tên ngân hàng, chi nhánh/ }, WAIT);
    expect(screen.queryByRole('spinbutton', { name: /Điểm TB/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Điểm TB/ })).toBeNull();
  });

  it('says the same in English', async () => {
    server();
    renderAwards(<AwardDetailPage />, { ...ROUTE, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Admission results' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/^This call is for freshmen, so no GPA is used\./)).toBeTruthy();
    expect(screen.queryByText(/No figures yet/)).toBeNull();
  });

  it('keeps the previous year’s GPA for a study call open to every cohort', async () => {
    server({ award: awardFixture(), info: studentInfoFixture() });
    renderAwards(<AwardDetailPage />, ROUTE);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Kết quả học tập' }, WAIT);
    expect(heading).toBeTruthy();
    const criteria = screen.getByText('Hồ sơ được xét theo:').nextElementSibling as HTMLElement;
    expect(within(criteria).getByText(/^Điểm TB năm học trước \(không tính học lại\): /)).toBeTruthy();
    expect(within(criteria).queryByText(/Kết quả xét tuyển/)).toBeNull();
  });
});
