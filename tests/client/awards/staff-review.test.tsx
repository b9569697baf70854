import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StaffApplicationsPage from '../../../src/features/awards/client/staff-applications-page';
import StaffAwardsPage from '../../../src/features/awards/client/staff-awards-page';
import { mockFetch } from '../app/fetch-mock';
import type { RecordedCall } from '../app/fetch-mock';
import { applicationFixture, awardFixture } from './fixtures';
import { renderAwards } from './render-awards';

const WAIT = { timeout: 20_000 };
const hidden = { hidden: true } as const;

const { applicationStatus: _status, publicId: _publicId, isOpen: _isOpen, ...call } = awardFixture();
const submitted = applicationFixture({
  status: 'submitted',
  submittedAt: '2026-11-02T03:04:05.000Z',
  data: {
    ...applicationFixture().data,
    achievements: [
      {
        title: 'Giải Nhì Olympic Tin học sinh viên',
        level: 'national',
        year: 2025,
        evidence: [
          {
            id: 88,
            url: '/api/v1/files/88',
            name: 'giay-chung-nhan.pdf',
            size: 1024,
            type: 'application/pdf',
          },
        ],
      },
    ],
  },
});

function server(application = submitted) {
  return mockFetch({
    // As the staff call answers: no public id, no isOpen; counts by status.
    'GET /api/v1/staff/awards': () => ({
      data: [{ ...call, counts: { submitted: 1, reviewing: 0, approved: 2, rejected: 0 } }],
      total: 1,
    }),
    'GET /api/v1/staff/awards/12/applications': () => ({ data: [application], total: 1 }),
    'POST /api/v1/staff/award-applications/301/review': (recorded: RecordedCall) => ({
      code: 1,
      data: {
        ...submitted,
        status: (recorded.body as { action: string }).action === 'reject' ? 'rejected' : 'approved',
      },
    }),
  });
}

const reviews = (recorded: RecordedCall[]) => recorded.filter((entry) => entry.path.endsWith('/review'));

afterEach(() => vi.unstubAllGlobals());

describe('staff review', { timeout: 60_000 }, () => {
  it('lists every call with its application counts, linking to its applications', async () => {
    server();
    renderAwards(<StaffAwardsPage />, { route: '/staff' });
    const link = await screen.findByRole('link', { name: /Học bổng khuyến khích học tập/ }, WAIT);
    expect(link.getAttribute('href')).toBe('/staff/awards/12');
    expect(screen.getByText('Đang mở')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('opens an application with its answers and evidence, and rejects it only with a reason', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffApplicationsPage />, { route: '/staff/awards/12', path: '/staff/awards/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Học bổng khuyến khích/ }, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xuất CSV' }).getAttribute('href')).toBe(
      '/api/v1/staff/awards/12/applications.csv',
    );
    // The download holds the rows the list shows: the same status filter.
    await user.selectOptions(screen.getByRole('combobox', { name: /Trạng thái/ }), 'approved');
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: 'Xuất CSV' }).getAttribute('href')).toBe(
          '/api/v1/staff/awards/12/applications.csv?status=approved',
        ),
      WAIT,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Trạng thái/ }), '');

    await user.click(await screen.findByRole('button', { name: 'Nguyễn Văn An (20230001)' }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    expect(within(dialog).getByText('Vietcombank – CN Hà Nội')).toBeTruthy();
    expect(within(dialog).getByText('Cấp quốc gia')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /giay-chung-nhan\.pdf/, ...hidden })
        .getAttribute('href'),
    ).toBe('/api/v1/files/88');
    // The figures the student kept are the computed ones: nothing to flag.
    expect(within(dialog).queryByTestId('figure-mismatch')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Từ chối', ...hidden }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do từ chối.')).toBeTruthy();
    expect(reviews(recorded)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Ghi chú, lý do/, ...hidden }),
      'Thiếu minh chứng điểm rèn luyện.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối', ...hidden }));
    await waitFor(() => expect(reviews(recorded)).toHaveLength(1), WAIT);
    expect(reviews(recorded)[0].body).toEqual({
      action: 'reject',
      note: 'Thiếu minh chứng điểm rèn luyện.',
      lastUpdate: submitted.lastUpdate,
    });
    expect(await screen.findByText('Đã từ chối hồ sơ của Nguyễn Văn An.', {}, WAIT)).toBeTruthy();
  });

  it('flags the figures a student declared that differ from the computed ones', async () => {
    const user = userEvent.setup();
    server({ ...submitted, data: { ...submitted.data, gpaPrevYear: 9.2, gpa4s: 3.4 } });
    renderAwards(<StaffApplicationsPage />, { route: '/staff/awards/12', path: '/staff/awards/:id' });
    await user.click(await screen.findByRole('button', { name: 'Nguyễn Văn An (20230001)' }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    const flag = await within(dialog).findByTestId('figure-mismatch', {}, WAIT);
    expect(flag.textContent).toContain('Điểm sinh viên tự khai khác điểm hệ thống tính');
    expect(within(flag).getAllByRole('listitem', hidden)).toHaveLength(1);
    expect(flag.textContent).toMatch(/sinh viên khai 9,2, hệ thống tính từ kết quả học tập 8,1/);
  });

  it('filters the applications by status', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffApplicationsPage />, { route: '/staff/awards/12', path: '/staff/awards/:id' });
    await screen.findByRole('button', { name: 'Nguyễn Văn An (20230001)' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Trạng thái hồ sơ'), 'approved');
    await waitFor(
      () =>
        expect(
          recorded
            .filter((entry) => entry.path.endsWith('/applications'))
            .at(-1)
            ?.query.get('status'),
        ).toBe('approved'),
      WAIT,
    );
  });

  it('keeps the status, search and page in the URL: a link or a reload opens the same rows', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffApplicationsPage />, {
      route: '/staff/awards/12?status=approved&q=an&page=2',
      path: '/staff/awards/:id',
    });
    const listed = () => recorded.filter((entry) => entry.path.endsWith('/applications'));
    await waitFor(() => expect(listed().length).toBeGreaterThan(0), WAIT);
    const first = listed()[0].query;
    expect([first.get('status'), first.get('search'), first.get('page')]).toEqual(['approved', 'an', '2']);
    expect((screen.getByLabelText('Trạng thái hồ sơ') as HTMLSelectElement).value).toBe('approved');
    const box = screen.getByRole('searchbox');
    expect((box as HTMLInputElement).value).toBe('an');
    // A new search goes back to the first page.
    await user.type(box, 'h');
    await waitFor(() => expect(listed().at(-1)?.query.get('search')).toBe('anh'), WAIT);
    expect(listed().at(-1)?.query.get('page')).toBe('1');
  });
});
