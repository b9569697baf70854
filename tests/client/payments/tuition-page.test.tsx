import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/checksum';
import { billFixture, ledgerFixture, periodFixture } from './fixtures';
import { renderTuition } from './render-tuition';
import { callsTo, tuitionServer } from './tuition-server';

const WAIT = { timeout: 15_000 };

describe('/tuition: period, bills and history', { timeout: 60_000 }, () => {
  it('says the payment period is open with its dates', async () => {
    tuitionServer();
    renderTuition();
    expect(
      await screen.findByText('Đang trong thời gian nộp học phí: 08/08/2026 – 22/10/2026', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Học phí' })).toBeTruthy();
  });

  it('says payments are closed outside the period, and a bill outside its period has no pay button', async () => {
    tuitionServer({
      period: periodFixture({ isInPaymentPeriod: false, hideCardPayment: false }),
      bills: () => [billFixture({ isInPaymentPeriod: false })],
    });
    renderTuition();
    expect(await screen.findByText('Hiện không trong thời gian nộp học phí.', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText('Thời gian nộp học phí của học kỳ hiện tại: 08/08/2026 – 22/10/2026.'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        /Chưa đến hoặc đã hết thời gian nộp học phí của học kỳ này \(08\/08\/2026 – 22\/10\/2026\)/,
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thanh toán bằng mã QR' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thanh toán bằng thẻ' })).toBeNull();
  });

  it('reads a failed period check as closed with no dates and card payment not hidden (SPEC §8)', async () => {
    tuitionServer({ period: 500 });
    renderTuition();
    expect(await screen.findByText('Hiện không trong thời gian nộp học phí.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/nút thanh toán sẽ hiện khi đến thời gian nộp/)).toBeTruthy();
    expect(screen.queryByText(/Thời gian nộp học phí của học kỳ hiện tại/)).toBeNull();
    // The bill's own period is open, and card payment is not hidden by the fallback.
    expect(await screen.findByRole('button', { name: 'Thanh toán bằng thẻ' }, WAIT)).toBeTruthy();
  });

  it('shows each semester with its lines, total, paid, debt or credit, due date and status', async () => {
    const calls = tuitionServer();
    renderTuition();
    const current = await screen.findByRole('article', { name: 'Học kỳ 1 năm học 2026–2027' }, WAIT);
    const lines = within(current).getByRole('table', {
      name: 'Các khoản học phí – Học kỳ 1 năm học 2026–2027',
    });
    expect(within(lines).getByRole('columnheader', { name: 'Khoản thu' })).toBeTruthy();
    expect(within(lines).getByRole('columnheader', { name: 'Số tiền' })).toBeTruthy();
    expect(within(lines).getByText('IT3011 Cấu trúc dữ liệu (lớp 161234)')).toBeTruthy();
    expect(within(lines).getByText('Học phần · 3 tín chỉ')).toBeTruthy();
    expect(within(lines).getByText(/^1\.350\.000\s₫$/)).toBeTruthy();
    expect(within(lines).getByText('Bảo hiểm y tế')).toBeTruthy();
    expect(within(lines).getByText(/^-1\.575\.000\s₫$/)).toBeTruthy();
    expect(within(current).getAllByText(/^2\.459\.520\s₫$/).length).toBe(3);
    expect(within(current).getByText('22/10/2026')).toBeTruthy();
    expect(within(current).getByText('Chưa nộp')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Thanh toán bằng mã QR' })).toBeTruthy();

    const last = screen.getByRole('article', { name: 'Học kỳ 2 năm học 2025–2026' });
    expect(within(last).getByText('Nộp thừa')).toBeTruthy();
    expect(within(last).getByText('Nộp thừa (được giữ lại)')).toBeTruthy();
    expect(within(last).getByText(/^100\.000\s₫$/)).toBeTruthy();
    expect(within(last).queryByRole('button', { name: 'Thanh toán bằng mã QR' })).toBeNull();

    const [query] = callsTo({ calls, method: 'POST', path: '/api/v1/payment/query' });
    const body = query.body as { filters: unknown; checkSum: string };
    expect(body.filters).toEqual({});
    expect(body.checkSum).toBe(computeChecksum({ rule: 'payment.query', body }));
    expect(body.checkSum).toMatch(/^[0-9a-f]{32}$/);
  });

  it('words everything in English, amounts still grouped the Vietnamese way', async () => {
    tuitionServer();
    renderTuition({ locale: 'en' });
    // Dates in the English form: 05/01 would read as 5 May there.
    expect(
      await screen.findByText('Tuition payment period: 08 Aug 2026 – 22 Oct 2026', {}, WAIT),
    ).toBeTruthy();
    const current = await screen.findByRole('article', { name: 'Semester 1, 2026–2027' }, WAIT);
    expect(within(current).getByText('IT3011 Data Structures (class 161234)')).toBeTruthy();
    expect(within(current).getByText('Unpaid')).toBeTruthy();
    expect(within(current).getByText('22 Oct 2026')).toBeTruthy();
    expect(within(current).getByText('Still to pay')).toBeTruthy();
    expect(within(current).getAllByText(/^2\.459\.520\s₫$/).length).toBe(3);
    expect(screen.getByText('Overpaid')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment history' })).toBeTruthy();
  });

  it('lists my payments with their receipt, under headings in order', async () => {
    tuitionServer({
      history: [
        ledgerFixture(),
        ledgerFixture({
          id: 10,
          semester: '20261',
          reference: 'UG26BCDEFG',
          bankTxnId: 'VCB-REFUND-7',
          receiptUrl: null,
          amount: -50_000,
        }),
      ],
    });
    renderTuition();
    const history = await screen.findByRole('table', { name: 'Lịch sử thanh toán' }, WAIT);
    for (const header of [
      'Ngày thanh toán',
      'Nội dung chuyển khoản',
      'Học kỳ',
      'Số tiền',
      'Mã giao dịch ngân hàng',
      'Biên lai',
    ])
      expect(within(history).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(history).getByText('UG25PQ7RST')).toBeTruthy();
    expect(within(history).getByText('VCB-20260120-0001')).toBeTruthy();
    expect(within(history).getByText('Học kỳ 2 năm học 2025–2026')).toBeTruthy();
    expect(within(history).getByText(/^-50\.000\s₫$/)).toBeTruthy();
    expect(within(history).getByText(/^1\.000\.000\s₫$/)).toBeTruthy();
    const receipts = within(history).getAllByRole('link', { name: /^Biên lai \(PDF\)/ });
    expect(receipts).toHaveLength(1);
    expect(receipts[0].getAttribute('href')).toBe('/api/v1/transactions/9/receipt');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(3));
    const levels = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(levels[0]).toBe('H1');
    expect(levels.slice(1).every((tag) => tag === 'H2')).toBe(true);
  });
});
