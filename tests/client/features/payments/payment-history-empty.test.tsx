import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTuition } from '../../payments/render-tuition';
import { tuitionServer } from '../../payments/tuition-server';

const WAIT = { timeout: 15_000 };

afterEach(() => vi.unstubAllGlobals());

describe('/tuition: the payment history of a first-year (none yet)', { timeout: 60_000 }, () => {
  it('keeps the SPEC empty text and says what will be listed and how tuition is paid', async () => {
    tuitionServer({ history: [] });
    renderTuition();
    expect(await screen.findByText('Không có dữ liệu...', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText(
        'Các khoản bạn đã nộp sẽ hiện ở đây kèm biên lai (PDF). Học phí được nộp ngay trên trang này bằng mã VietQR khi đến thời gian nộp học phí.',
      ),
    ).toBeTruthy();
  });

  it('says it in English', async () => {
    tuitionServer({ history: [] });
    renderTuition({ locale: 'en' });
    expect(await screen.findByText('No data...', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText(/^Your payments will appear here with their receipts \(PDF\)\. .*VietQR/),
    ).toBeTruthy();
  });

  it('adds no line once there are payments', async () => {
    tuitionServer();
    renderTuition();
    expect(await screen.findByRole('table', { name: 'Lịch sử thanh toán' }, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Các khoản bạn đã nộp sẽ hiện ở đây/)).toBeNull();
  });
});
