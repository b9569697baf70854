import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeChecksum, verifyChecksum } from '../../../src/core/checksum';
import type { Decision } from '../../../src/generated';
import StaffDecisionsPage from '../../../src/features/awards/client/staff-decisions-page';
import { mockFetch } from '../app/fetch-mock';
import type { FetchHandler, RecordedCall } from '../app/fetch-mock';
import { applicationFixture, awardFixture } from './fixtures';
import { renderAwards } from './render-awards';

const WAIT = { timeout: 20_000 };
const hidden = { hidden: true } as const;

const { applicationStatus: _status, publicId: _publicId, isOpen: _isOpen, ...call } = awardFixture();
const approved = applicationFixture({ status: 'approved', submittedAt: '2026-11-02T03:04:05.000Z' });

const decision = (overrides: Partial<Decision> = {}): Decision => ({
  id: 7,
  kind: 'reward',
  number: '12/QĐ-CTSV',
  title: 'Khen thưởng sinh viên tiêu biểu năm học 2025–2026',
  content: 'Khen thưởng các sinh viên có thành tích xuất sắc.',
  awardId: -1,
  studentIds: [5],
  status: 'draft',
  signer: 'PGS. Trần Văn Bình',
  signedDate: '2026-11-20',
  lastUpdate: '2026-11-10T01:02:03.000Z',
  ...overrides,
});
const draft = decision();
const issued = decision({
  id: 8,
  kind: 'scholarship',
  number: '15/QĐ-CTSV',
  title: 'Cấp học bổng khuyến khích học tập học kỳ 1',
  awardId: 12,
  studentIds: [5, 6],
  status: 'submitted',
});

function server(overrides: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/v1/decisions': () => ({ data: [draft, issued], total: 2 }),
    'GET /api/v1/staff/awards': () => ({ data: [call], total: 1 }),
    'GET /api/v1/staff/awards/12/applications': () => ({ data: [approved], total: 1 }),
    'POST /api/v1/decisions/save': (recorded: RecordedCall) => ({
      code: 1,
      data: { ...decision(), ...(recorded.body as { data: Partial<Decision> }).data, id: 9, status: 'draft' },
    }),
    'POST /api/v1/decisions/submit': (recorded: RecordedCall) => ({
      code: 1,
      data: { ...draft, ...(recorded.body as { data: Partial<Decision> }).data, status: 'submitted' },
    }),
    ...overrides,
  });
}

const posts = (recorded: RecordedCall[], path: string) =>
  recorded.filter((entry) => entry.method === 'POST' && entry.path === path);

afterEach(() => vi.unstubAllGlobals());

describe('staff decisions', { timeout: 60_000 }, () => {
  it('lists every decision with its status, filters by status, and shows an issued one read-only', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Quyết định khen thưởng/ }, WAIT),
    ).toBeTruthy();
    await screen.findByRole('button', { name: draft.title }, WAIT);
    const table = within(screen.getByLabelText('Quyết định khen thưởng, kỷ luật, học bổng'));
    expect(table.getByText('12/QĐ-CTSV')).toBeTruthy();
    expect(table.getByText('Bản nháp')).toBeTruthy();
    expect(table.getByText('Đã ban hành')).toBeTruthy();
    expect(table.getByText('2')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'draft');
    await waitFor(
      () =>
        expect(
          recorded
            .filter((entry) => entry.path === '/api/v1/decisions')
            .at(-1)
            ?.query.get('status'),
        ).toBe('draft'),
      WAIT,
    );

    await user.click(screen.getByRole('button', { name: issued.title }));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    expect(within(dialog).getByText('Quyết định đã ban hành, chỉ để xem.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ban hành', ...hidden })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Lưu nháp', ...hidden })).toBeNull();
  });

  it('drafts a scholarship decision with the approved students of a call, signed with decisions.save', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    await screen.findByRole('button', { name: draft.title }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Soạn quyết định' }));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Loại quyết định/, ...hidden }),
      'scholarship',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Trích yếu/, ...hidden }),
      'Cấp học bổng HK1',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Số quyết định/, ...hidden }), '20/QĐ-CTSV');
    await waitFor(
      () => expect(within(dialog).getAllByRole('option', { name: call.name, ...hidden })).toHaveLength(1),
      WAIT,
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Lấy sinh viên từ đợt học bổng', ...hidden }),
      '12',
    );
    await user.click(
      await within(dialog).findByRole(
        'button',
        { name: 'Thêm tất cả sinh viên được duyệt (1)', ...hidden },
        WAIT,
      ),
    );
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Nguyễn Văn An (20230001)',
          ...hidden,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp', ...hidden }));

    await waitFor(() => expect(posts(recorded, '/api/v1/decisions/save')).toHaveLength(1), WAIT);
    const body = posts(recorded, '/api/v1/decisions/save')[0].body as { data: unknown; checkSum: string };
    expect(body.data).toEqual({
      kind: 'scholarship',
      number: '20/QĐ-CTSV',
      title: 'Cấp học bổng HK1',
      content: '',
      awardId: 12,
      studentIds: [5],
      signer: '',
      signedDate: '',
      amount: call.amount,
    });
    expect(body.checkSum).toBe(computeChecksum({ rule: 'decisions.save', body }));
    expect(verifyChecksum({ rule: 'decisions.save', body })).toBe(true);
    expect(await within(dialog).findByText('Đã lưu bản nháp quyết định.', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Sửa quyết định', ...hidden })).toBeTruthy();
  });

  it('issues a draft as last read, signed with decisions.submit', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    await user.click(await screen.findByRole('button', { name: draft.title }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    await user.clear(within(dialog).getByRole('textbox', { name: /Số tiền mỗi sinh viên/, ...hidden }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Số tiền mỗi sinh viên/, ...hidden }),
      '1.000.000',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ban hành', ...hidden }));

    await waitFor(() => expect(posts(recorded, '/api/v1/decisions/submit')).toHaveLength(1), WAIT);
    const body = posts(recorded, '/api/v1/decisions/submit')[0].body as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      id: 7,
      lastUpdate: draft.lastUpdate,
      studentIds: [5],
      amount: 1_000_000,
    });
    expect(verifyChecksum({ rule: 'decisions.submit', body })).toBe(true);
    expect(await screen.findByText('Đã ban hành quyết định 12/QĐ-CTSV.', {}, WAIT)).toBeTruthy();
  });

  it('says clearly when issuing fails', async () => {
    const user = userEvent.setup();
    server({ 'POST /api/v1/decisions/submit': () => ({ code: 0, data: null }) });
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    await user.click(await screen.findByRole('button', { name: draft.title }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Ban hành', ...hidden }));
    expect(await within(dialog).findByText(/Không ban hành được quyết định/, {}, WAIT)).toBeTruthy();
  });
});
