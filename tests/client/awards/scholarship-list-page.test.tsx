import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import studentMenu from '../../../menus/student.json';
import studentPages from '../../../pages/student.json';
import { MenuRenderer } from '../../../src/client/engine';
import type { MenuNode, PageConfig } from '../../../src/client/engine';
import ScholarshipListPage from '../../../src/features/awards/client/scholarship-list-page';
import { mockFetch } from '../app/fetch-mock';
import type { RecordedCall } from '../app/fetch-mock';
import { awardFixture } from './fixtures';
import { awardsConfig, renderAwards } from './render-awards';

const WAIT = { timeout: 20_000 };
const scholarshipMenu = (studentMenu.items as MenuNode[]).filter((node) => node.id === 'scholarship');
const config = { ...awardsConfig, pages: studentPages.pages as Record<string, PageConfig> };

const calls = [
  awardFixture({ applicationStatus: 'draft' }),
  awardFixture({
    id: 13,
    publicId: 'XyZ1234567',
    name: 'Học bổng vượt khó "Thắp sáng ước mơ"',
    nameEn: '',
    category: 'hardship',
    sponsor: 'Quỹ Khuyến học Việt Nam',
    amount: 7_000_000,
  }),
];

/** GET /api/v1/awards: the menu badge's one-row page, or the list. */
function server({ rows = calls, openCount = 3 }: { rows?: typeof calls; openCount?: number } = {}) {
  return mockFetch({
    'GET /api/v1/awards': (call: RecordedCall) =>
      call.query.get('pageSize') === '1'
        ? { data: rows.slice(0, 1), total: openCount, openCount }
        : { data: rows, total: rows.length, openCount },
    'GET /api/v1/staff-award-category': () => ({
      data: [
        {
          id: 1,
          code: 'HB_KKHT',
          name: 'Học bổng khuyến khích học tập',
          nameEn: '',
          subject: 'student',
          orderIndex: 1,
        },
        { id: 4, code: 'KT_CB', name: 'Khen thưởng cán bộ', nameEn: '', subject: 'staff', orderIndex: 4 },
      ],
      total: 2,
    }),
  });
}

const listCalls = (recorded: RecordedCall[]) =>
  recorded.filter((call) => call.path === '/api/v1/awards' && call.query.get('pageSize') !== '1');

afterEach(() => vi.unstubAllGlobals());

describe('/scholarship', { timeout: 60_000 }, () => {
  it('lists the calls with amount, deadline and my status, and the menu counts the open ones', async () => {
    server();
    renderAwards(
      <>
        <MenuRenderer items={scholarshipMenu} />
        <ScholarshipListPage />
      </>,
      { route: '/scholarship', config },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Đợt học bổng' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Học bổng khuyến khích học tập học kỳ 1/ }, WAIT);
    expect(link.getAttribute('href')).toBe('/detail-scholarship/AbCdEfGhIj');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('Bản nháp')).toBeTruthy();
    expect(within(card).getByText(/5\.000\.000\s₫/)).toBeTruthy();
    expect(within(card).getByText('Hạn nộp')).toBeTruthy();
    const hardship = screen.getByRole('link', { name: /Thắp sáng ước mơ/ }).closest('li') as HTMLElement;
    expect(within(hardship).getByText('Chưa nộp')).toBeTruthy();
    expect(within(hardship).getByText('Quỹ Khuyến học Việt Nam')).toBeTruthy();

    // The /scholarship entry (its group is open on this page) and the group both show the count.
    const entry = screen.getByRole('link', { name: /Đợt học bổng/ });
    await waitFor(() => expect(within(entry).getByText('3')).toBeTruthy(), WAIT);
    expect(within(screen.getByRole('button', { name: /Học bổng/ })).getByText('3')).toBeTruthy();
  });

  it('filters by category, status and award group (student groups only)', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<ScholarshipListPage />, { route: '/scholarship', config });
    await screen.findByRole('link', { name: /Thắp sáng ước mơ/ }, WAIT);
    expect(listCalls(recorded)[0].query.get('status')).toBe('open');

    await user.selectOptions(screen.getByLabelText('Loại học bổng'), 'hardship');
    await waitFor(() => expect(listCalls(recorded).at(-1)?.query.get('category')).toBe('hardship'), WAIT);
    await user.selectOptions(screen.getByLabelText('Trạng thái đợt'), 'all');
    await waitFor(() => expect(listCalls(recorded).at(-1)?.query.get('status')).toBe('all'), WAIT);

    const group = (await screen.findByLabelText('Nhóm học bổng', {}, WAIT)) as HTMLSelectElement;
    expect([...group.options].map((option) => option.text)).toEqual([
      'Tất cả các nhóm',
      'Học bổng khuyến khích học tập',
    ]);
    await user.selectOptions(group, '1');
    await waitFor(() => expect(listCalls(recorded).at(-1)?.query.get('categoryId')).toBe('1'), WAIT);
    expect(listCalls(recorded).at(-1)?.query.get('category')).toBe('hardship');
  });

  it('says so when no call is open, and offers the closed ones', async () => {
    const user = userEvent.setup();
    const recorded = server({ rows: [], openCount: 0 });
    renderAwards(<ScholarshipListPage />, { route: '/scholarship', config });
    expect(await screen.findByText('Không có dữ liệu...', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Hiện chưa có đợt học bổng nào đang mở dành cho bạn.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xem cả các đợt đã đóng' }));
    await waitFor(() => expect(listCalls(recorded).at(-1)?.query.get('status')).toBe('all'), WAIT);
  });

  it('shows no award-group filter when the tenant does not split by it', async () => {
    const recorded = server();
    renderAwards(<ScholarshipListPage />, {
      route: '/scholarship',
      config: { ...config, modules: { staffAwardCategory: false } },
    });
    await screen.findByRole('link', { name: /Thắp sáng ước mơ/ }, WAIT);
    expect(screen.queryByLabelText('Nhóm học bổng')).toBeNull();
    expect(recorded.some((call) => call.path === '/api/v1/staff-award-category')).toBe(false);
  });
});
