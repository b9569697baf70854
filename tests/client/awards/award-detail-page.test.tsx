import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadSchemaForm } from '../../../src/client/engine';
import { computeChecksum } from '../../../src/core/checksum';
import AwardDetailPage from '../../../src/features/awards/client/award-detail-page';
import type { AwardApplication } from '../../../src/generated';
import { jsonResponse, mockFetch } from '../app/fetch-mock';
import type { RecordedCall } from '../app/fetch-mock';
import { applicationFixture, awardFixture, studentInfoFixture } from './fixtures';
import { renderAwards } from './render-awards';

const WAIT = { timeout: 20_000 };
// Fluent's modal dialogs hide the rest of the page from the accessibility tree, and in jsdom
// sometimes themselves too (as in the staff review tests): dialogs are queried with hidden.
const hidden = { hidden: true } as const;
const ROUTE = { route: '/detail-scholarship/AbCdEfGhIj', path: '/detail-scholarship/:id' };

interface ApplyBody {
  data: Record<string, unknown>;
  checkSum: string;
  submit: boolean;
}

function server({
  application = null,
  isOpen = true,
  answer = (call: RecordedCall) => {
    const body = call.body as ApplyBody;
    return {
      code: 1,
      message: 'Thao tác thành công.',
      data: applicationFixture({
        status: body.submit ? 'submitted' : 'draft',
        data: { ...body.data, lastUpdate: '2026-11-03T00:00:00.000Z' },
        lastUpdate: '2026-11-03T00:00:00.000Z',
      }),
    };
  },
}: {
  application?: AwardApplication | null;
  isOpen?: boolean;
  answer?: (call: RecordedCall) => unknown;
} = {}) {
  return mockFetch({
    'GET /api/v1/awards/AbCdEfGhIj': () => ({
      data: awardFixture({ isOpen, applicationStatus: application?.status ?? 'none' }),
    }),
    'GET /api/v1/awards/12/student-info': () => ({ data: studentInfoFixture({ application }) }),
    'POST /api/v1/awards/12/apply': answer,
  });
}

const applyCalls = (recorded: RecordedCall[]) =>
  recorded.filter((call) => call.method === 'POST' && call.path === '/api/v1/awards/12/apply');
const bankName = () => screen.findByRole('textbox', { name: /Tên ngân hàng, chi nhánh/ }, WAIT);
const declaration = () =>
  screen.findByRole('checkbox', { name: /Tôi cam đoan các thông tin trên là đúng sự thật/ }, WAIT);

beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('/detail-scholarship/:id', { timeout: 60_000 }, () => {
  it('shows the call and restores my server draft into the form', async () => {
    server({ application: applicationFixture() });
    renderAwards(<AwardDetailPage />, ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Học bổng khuyến khích học tập học kỳ 1/ }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText(/5\.000\.000\s₫/)).toBeTruthy();
    expect(screen.getByText('Điểm trung bình năm học trước từ 2,5 trở lên.')).toBeTruthy();
    expect(((await bankName()) as HTMLInputElement).value).toBe('Vietcombank – CN Hà Nội');
    expect((screen.getByRole('textbox', { name: /Số tài khoản/ }) as HTMLInputElement).value).toBe(
      '0123456789',
    );
    // The academic figure is the server's, read-only; GPA B1+B2 is not asked for a study call.
    expect(screen.getAllByText('8,1').length).toBeGreaterThan(0);
    expect(screen.queryByText(/B1 \+ B2/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Tải đơn (DOCX)' });
    expect(link.getAttribute('href')).toBe('/api/v1/awards/12/download-form-award');
    expect(screen.getAllByText('Bản nháp').length).toBeGreaterThan(0);
  });

  it('asks for the bank name before sending, in the form’s own words', async () => {
    const user = userEvent.setup();
    const recorded = server();
    renderAwards(<AwardDetailPage />, ROUTE);
    await bankName();
    expect(screen.queryByRole('link', { name: 'Tải đơn (DOCX)' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    expect(await screen.findByText('Vui lòng nhập tên ngân hàng, chi nhánh', {}, WAIT)).toBeTruthy();
    expect(applyCalls(recorded)).toHaveLength(0);
  });

  it('saves a draft (submit false) and submits with the checksum over the data and the call id', async () => {
    const user = userEvent.setup();
    const recorded = server({ application: applicationFixture() });
    renderAwards(<AwardDetailPage />, ROUTE);
    const holder = (await screen.findByRole('textbox', { name: /Chủ tài khoản/ }, WAIT)) as HTMLInputElement;
    await user.clear(holder);
    await user.type(holder, 'NGUYEN VAN AN B');

    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(applyCalls(recorded)).toHaveLength(1), WAIT);
    const draft = applyCalls(recorded)[0].body as ApplyBody;
    expect(draft.submit).toBe(false);
    expect(draft.data).toMatchObject({
      bankName: 'Vietcombank – CN Hà Nội',
      bankAccountHolder: 'NGUYEN VAN AN B',
      gpaPrevYear: 8.1,
      lastUpdate: '2026-11-02T03:04:05.000Z',
    });
    expect(draft.checkSum).toBe(
      computeChecksum({ rule: 'awards.apply', body: { data: draft.data }, id: 12 }),
    );
    expect(await screen.findByText('Đã lưu nháp hồ sơ.', {}, WAIT)).toBeTruthy();

    await user.click(await declaration());
    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Xác nhận nộp', ...hidden }, WAIT));
    await waitFor(() => expect(applyCalls(recorded)).toHaveLength(2), WAIT);
    const sent = applyCalls(recorded)[1].body as ApplyBody;
    expect(sent.submit).toBe(true);
    expect(sent.data.commitment).toBe(true);
    expect(sent.data.bankAccountHolder).toBe('NGUYEN VAN AN B');
    expect(sent.checkSum).toBe(computeChecksum({ rule: 'awards.apply', body: { data: sent.data }, id: 12 }));
    expect(await screen.findByText(/Đã nộp hồ sơ\./, {}, WAIT)).toBeTruthy();
  });

  it('refuses to submit without the declaration, saying so beside the box', async () => {
    const user = userEvent.setup();
    const recorded = server({ application: applicationFixture() });
    renderAwards(<AwardDetailPage />, ROUTE);
    const box = await declaration();
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    const message = await screen.findByText('Vui lòng đánh dấu cam đoan trước khi nộp hồ sơ', {}, WAIT);
    // Beside the box: the field's own error list (rjsf `<id>__error`), not only a summary.
    expect(box.id).toBe('award12_commitment');
    expect(message.closest('#award12_commitment__error')).not.toBeNull();
    expect(screen.queryByRole('alertdialog', hidden)).toBeNull();
    expect(applyCalls(recorded)).toHaveLength(0);
  });

  it('asks before submitting, as submitting is final: Cancel sends nothing, then Submit sends once', async () => {
    const user = userEvent.setup();
    const recorded = server({ application: applicationFixture() });
    renderAwards(<AwardDetailPage />, ROUTE);
    await bankName();
    await user.click(await declaration());
    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', hidden, WAIT);
    expect(within(dialog).getByText('Nộp hồ sơ?')).toBeTruthy();
    expect(within(dialog).getByText(/hồ sơ không thể thay đổi được nữa/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ', ...hidden }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', hidden)).toBeNull(), WAIT);
    expect(applyCalls(recorded)).toHaveLength(0);
    // Still editable and not submitted.
    expect(((await bankName()) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(/Đã nộp hồ sơ\./)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    const again = await screen.findByRole('alertdialog', hidden, WAIT);
    await user.click(within(again).getByRole('button', { name: 'Xác nhận nộp', ...hidden }));
    await waitFor(() => expect(applyCalls(recorded)).toHaveLength(1), WAIT);
    expect((applyCalls(recorded)[0].body as ApplyBody).submit).toBe(true);
    expect(await screen.findByText(/Đã nộp hồ sơ\./, {}, WAIT)).toBeTruthy();
  });

  it('asks in English too', async () => {
    const user = userEvent.setup();
    const recorded = server({ application: applicationFixture() });
    renderAwards(<AwardDetailPage />, { ...ROUTE, locale: 'en' });
    await user.click(await screen.findByRole('checkbox', { name: /I declare that the information/ }, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', hidden, WAIT);
    expect(within(dialog).getByText('Submit the application?')).toBeTruthy();
    expect(within(dialog).getByText(/cannot be changed after submitting/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel', ...hidden })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit', ...hidden }));
    await waitFor(() => expect(applyCalls(recorded)).toHaveLength(1), WAIT);
  });

  it('says a refused draft was not saved, not that submitting failed', async () => {
    const user = userEvent.setup();
    const recorded = server({
      answer: () =>
        jsonResponse({
          status: 400,
          body: {
            statusCode: 400,
            field: 'data.bankAccountNumber',
            reason: 'Số tài khoản gồm 6–20 chữ số',
            message: 'data.bankAccountNumber: Số tài khoản gồm 6–20 chữ số',
          },
        }),
    });
    renderAwards(<AwardDetailPage />, ROUTE);
    await bankName();
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(applyCalls(recorded)).toHaveLength(1), WAIT);
    expect((applyCalls(recorded)[0].body as ApplyBody).submit).toBe(false);
    expect(
      await screen.findByText('Không lưu được bản nháp: Số tài khoản gồm 6–20 chữ số', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByText(/Không gửi được hồ sơ/)).toBeNull();
  });

  it('reloads what the server holds when the application changed elsewhere (code 0)', async () => {
    const user = userEvent.setup();
    const recorded = server({
      application: applicationFixture(),
      answer: () => ({ code: 0, message: 'Thao tác không thành công', data: applicationFixture() }),
    });
    renderAwards(<AwardDetailPage />, ROUTE);
    await bankName();
    await user.click(await declaration());
    await user.click(await screen.findByRole('button', { name: 'Nộp hồ sơ' }, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Xác nhận nộp', ...hidden }, WAIT));
    expect(await screen.findByText(/Hồ sơ vừa được thay đổi ở nơi khác/, {}, WAIT)).toBeTruthy();
    // The stored application is read again.
    await waitFor(
      () => expect(recorded.filter((call) => call.path === '/api/v1/awards/12/student-info').length).toBe(2),
      WAIT,
    );
  });

  it('shows a rejected application read-only with the reviewer’s reason, in English too', async () => {
    server({
      application: applicationFixture({
        status: 'rejected',
        reviewNote: 'Điểm rèn luyện chưa đạt 65.',
        submittedAt: '2026-11-02T03:04:05.000Z',
        reviewedAt: '2026-11-10T03:04:05.000Z',
      }),
    });
    renderAwards(<AwardDetailPage />, { ...ROUTE, locale: 'en' });
    expect(await screen.findByText('Your application was not approved.', {}, WAIT)).toBeTruthy();
    const reason = screen.getByText('Điểm rèn luyện chưa đạt 65.');
    expect(reason.getAttribute('lang')).toBe('vi');
    expect(
      await screen.findByText(/The application was submitted and can no longer be changed/, {}, WAIT),
    ).toBeTruthy();
    const bank = (await screen.findByRole('textbox', { name: /Bank and branch/ }, WAIT)) as HTMLInputElement;
    expect(bank.value).toBe('Vietcombank – CN Hà Nội');
    expect(bank.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(screen.queryByRole('button', { name: /draft/i })).toBeNull();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Study encouragement scholarship, Semester 1, 2026–2027');
    expect(within(heading).queryByText(/Học bổng/)).toBeNull();
  });

  it('shows the form read-only on a closed call', async () => {
    server({ isOpen: false });
    renderAwards(<AwardDetailPage />, ROUTE);
    expect(await screen.findByText('Đợt học bổng đã đóng. Đơn dưới đây chỉ để xem.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Bạn không nộp hồ sơ cho đợt này; đợt đã đóng.')).toBeTruthy();
    expect(((await bankName()) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Nộp hồ sơ' })).toBeNull();
  });
});
