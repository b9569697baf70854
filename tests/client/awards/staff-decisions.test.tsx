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
/** GET /api/v1/staff/students answers from these (`folded`: the name as a search matches it). */
const STUDENTS = [
  {
    id: 5,
    studentCode: '20230001',
    fullName: 'Nguyễn Văn An',
    className: 'CNTT 01-K68',
    folded: 'NGUYEN VAN AN',
  },
  {
    id: 6,
    studentCode: '20230002',
    fullName: 'Trần Thị Bình',
    className: 'CNTT 02-K68',
    folded: 'TRAN THI BINH',
  },
  {
    id: 31,
    studentCode: '20220017',
    fullName: 'Lê Hoàng Dũng',
    className: 'KTPM 01-K67',
    folded: 'LE HOANG DUNG',
  },
];
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
    'GET /api/v1/staff/students': (recorded: RecordedCall) => {
      const search = recorded.query.get('search');
      const ids = recorded.query.getAll('ids').map(Number);
      const data = STUDENTS.filter((student) =>
        search
          ? `${student.studentCode} ${student.folded}`.includes(search.toUpperCase())
          : ids.includes(student.id),
      ).map(({ folded: _folded, ...student }) => student);
      return { data, total: data.length };
    },
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

    // The list shows the filtered answer once it has rendered.
    await user.click(await screen.findByRole('button', { name: issued.title }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    expect(within(dialog).getByText('Quyết định đã ban hành, chỉ để xem.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ban hành', ...hidden })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Lưu nháp', ...hidden })).toBeNull();
  });

  it('keeps its filters in the URL: a link or a reload opens the same list', async () => {
    const recorded = server();
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions?kind=discipline&status=submitted' });
    await waitFor(
      () => expect(recorded.some((entry) => entry.path === '/api/v1/decisions')).toBe(true),
      WAIT,
    );
    const asked = recorded.find((entry) => entry.path === '/api/v1/decisions')!;
    expect([asked.query.get('kind'), asked.query.get('status')]).toEqual(['discipline', 'submitted']);
    expect((screen.getByLabelText('Loại quyết định') as HTMLSelectElement).value).toBe('discipline');
    expect((screen.getByLabelText('Trạng thái') as HTMLSelectElement).value).toBe('submitted');
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
    // Issuing is final: asked once more, naming the decision and how many students it concerns.
    // By role, then its title: while tabster hands the modal over, the nested dialog is briefly
    // aria-hidden and its accessible name reads empty under load.
    const confirm = await screen.findByRole('alertdialog', hidden, WAIT);
    expect(within(confirm).getByText('Ban hành quyết định?')).toBeTruthy();
    expect(within(confirm).getByText(/Quyết định 12\/QĐ-CTSV sẽ được ban hành cho 1 sinh viên/)).toBeTruthy();
    expect(posts(recorded, '/api/v1/decisions/submit')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Ban hành', ...hidden }));

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
    const confirm = await screen.findByRole('alertdialog', hidden, WAIT);
    await user.click(within(confirm).getByRole('button', { name: 'Ban hành', ...hidden }));
    expect(await within(dialog).findByText(/Không ban hành được quyết định/, {}, WAIT)).toBeTruthy();
  });

  it('issues nothing without the number, signer and signing date, or when the check is declined', async () => {
    const user = userEvent.setup();
    const recorded = server({
      'GET /api/v1/decisions': () => ({
        data: [decision({ number: '', signer: '', signedDate: '' })],
        total: 1,
      }),
    });
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    await user.click(await screen.findByRole('button', { name: draft.title }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Ban hành', ...hidden }));
    expect(await within(dialog).findByText('Nhập số quyết định trước khi ban hành.', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('Nhập người ký trước khi ban hành.')).toBeTruthy();
    expect(within(dialog).getByText('Chọn ngày ký trước khi ban hành.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', hidden)).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: /Số quyết định/, ...hidden }), '31/QĐ-CTSV');
    await user.type(within(dialog).getByRole('textbox', { name: /Người ký/, ...hidden }), 'TS. Lê Văn Cường');
    await user.type(within(dialog).getByLabelText(/Ngày ký/), '2026-11-24');
    await user.click(within(dialog).getByRole('button', { name: 'Ban hành', ...hidden }));
    const confirm = await screen.findByRole('alertdialog', hidden, WAIT);
    await user.click(within(confirm).getByRole('button', { name: 'Xem lại', ...hidden }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', hidden)).toBeNull(), WAIT);
    expect(posts(recorded, '/api/v1/decisions/submit')).toHaveLength(0);
  });

  it('names the students of a draft, and adds any student found by code or name', async () => {
    const user = userEvent.setup();
    const recorded = server({
      'GET /api/v1/decisions': () => ({ data: [decision({ studentIds: [31] })], total: 1 }),
    });
    renderAwards(<StaffDecisionsPage />, { route: '/staff/decisions' });
    await user.click(await screen.findByRole('button', { name: draft.title }, WAIT));
    const dialog = await screen.findByRole('dialog', hidden, WAIT);
    // A student from no call's approved list: named from the look-up by id, never by an internal id.
    expect(await within(dialog).findByText('Lê Hoàng Dũng (20220017)', {}, WAIT)).toBeTruthy();

    await user.type(
      within(dialog).getByRole('searchbox', { name: /Thêm sinh viên theo mã số hoặc họ tên/, ...hidden }),
      'tran thi',
    );
    await user.click(
      await within(dialog).findByRole(
        'checkbox',
        { name: 'Trần Thị Bình (20230002) · CNTT 02-K68', ...hidden },
        WAIT,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp', ...hidden }));
    await waitFor(() => expect(posts(recorded, '/api/v1/decisions/save')).toHaveLength(1), WAIT);
    expect(
      (posts(recorded, '/api/v1/decisions/save')[0].body as { data: { studentIds: number[] } }).data
        .studentIds,
    ).toEqual([31, 6]);
  });
});
