import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RequirementsPage from '../../../../src/features/awards/client/requirements-page';
import RewardsDisciplinesPage from '../../../../src/features/awards/client/rewards-disciplines-page';
import type { Reward } from '../../../../src/generated';
import { mockFetch } from '../../app/fetch-mock';
import { awardsConfig, renderAwards } from '../../awards/render-awards';

const WAIT = { timeout: 20_000 };
const ROUTE = { route: '/rewards-disciplines', path: '/rewards-disciplines' };
const WITH_SCHOLARSHIPS = { ...awardsConfig, modules: { ...awardsConfig.modules, scholarship: true } };
const WITHOUT_SCHOLARSHIPS = { ...awardsConfig, modules: { ...awardsConfig.modules, scholarship: false } };

const REWARD: Reward = {
  id: 1,
  subject: 'student',
  studentId: 5,
  staffName: '',
  studentName: 'Nguyễn Văn An',
  studentCode: '20230001',
  categoryId: 3,
  categoryName: 'Khen thưởng sinh viên',
  categoryNameEn: 'Student rewards',
  decisionId: -1,
  decisionNumber: '',
  title: 'Danh hiệu "Sinh viên 5 tốt" cấp trường',
  titleEn: '',
  level: 'university',
  amount: 1_000_000,
  semester: '20261',
  date: '2026-09-07',
};

/** My records as a first-year has them (none), unless given. */
function server({ rewards = [] as Reward[] } = {}) {
  return mockFetch({
    'GET /api/v1/rewards': () => ({ data: rewards, total: rewards.length }),
    'GET /api/v1/disciplines': () => ({ data: [], total: 0 }),
    'GET /api/v1/decisions': () => ({ data: [], total: 0 }),
    'GET /api/v1/awards': () => ({ data: [], total: 0, openCount: 0 }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/rewards-disciplines with nothing yet (a first-year)', { timeout: 60_000 }, () => {
  it('keeps the SPEC empty text and says under it what each tab will list', async () => {
    const user = userEvent.setup();
    server();
    renderAwards(<RewardsDisciplinesPage />, { ...ROUTE, config: WITH_SCHOLARSHIPS });
    expect(await screen.findByText('Không có dữ liệu...', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText(/^Khen thưởng của bạn .* sẽ hiện ở đây khi nhà trường ra quyết định\./),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Học bổng' });
    expect(link.getAttribute('href')).toBe('/scholarship');

    await user.click(screen.getByRole('tab', { name: /^Kỷ luật/ }));
    expect(await screen.findByText(/^Quyết định kỷ luật đối với bạn, nếu có, sẽ hiện ở đây/)).toBeTruthy();
    expect(screen.getByText('Không có dữ liệu...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Học bổng' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /^Quyết định/ }));
    expect(
      await screen.findByText(/quyết định khen thưởng, kỷ luật và cấp học bổng có tên bạn/),
    ).toBeTruthy();
  });

  it('says so in English, without the scholarship link when the tenant has no scholarships', async () => {
    server();
    renderAwards(<RewardsDisciplinesPage />, { ...ROUTE, locale: 'en', config: WITHOUT_SCHOLARSHIPS });
    expect(await screen.findByText('No data...', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText(/^Your rewards .* will appear here once the university issues the decision\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scholarships' })).toBeNull();
  });

  it('adds no line under a tab that has rows', async () => {
    server({ rewards: [REWARD] });
    renderAwards(<RewardsDisciplinesPage />, { ...ROUTE, config: WITH_SCHOLARSHIPS });
    expect(await screen.findByText('Danh hiệu "Sinh viên 5 tốt" cấp trường', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/sẽ hiện ở đây/)).toBeNull();
    expect(screen.queryByText('Không có dữ liệu...')).toBeNull();
  });
});

describe('/scholarship/requirements with no open call', { timeout: 60_000 }, () => {
  it('keeps the SPEC empty text and links to every call, closed ones too', async () => {
    server();
    renderAwards(<RequirementsPage />, { route: '/scholarship/requirements' });
    expect(await screen.findByText('Không có dữ liệu...', {}, WAIT)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'danh sách học bổng' });
    expect(link.getAttribute('href')).toBe('/scholarship?status=all');
    await waitFor(() =>
      expect(link.closest('span')?.textContent).toMatch(/^Khi nhà trường mở đợt học bổng dành cho bạn/),
    );
  });
});
