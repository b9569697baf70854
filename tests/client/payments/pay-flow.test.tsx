import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutSignature } from '../../../src/features/payments/shared/checkout-signature';
import type { CheckoutFields } from '../../../src/features/payments/shared/checkout-signature';
import { jsonResponse } from '../app/fetch-mock';
import { billFixture, checkoutFixture, periodFixture, transactionFixture, waitingFixture } from './fixtures';
import { renderTuition } from './render-tuition';
import { callsTo, tuitionServer } from './tuition-server';

const WAIT = { timeout: 15_000 };
const CARD_REFUSED =
  'Chưa có cổng thanh toán thẻ, vui lòng chuyển khoản bằng mã QR / No card gateway is connected, please pay by QR transfer';

// jsdom leaves an open Fluent dialog aria-hidden (tabster's modalizer; Chromium does not, see
// tests/client/app/render-app.tsx), so queries inside the dialog include hidden elements.
const hidden = { hidden: true } as const;
const findDialog = () => screen.findByRole('dialog', hidden, WAIT);

const qrButton = () => screen.findByRole('button', { name: 'Thanh toán bằng mã QR' }, WAIT);

describe('/tuition: paying', { timeout: 60_000 }, () => {
  it('pays by QR: signed checkout, transfer details, and "Đã thanh toán" once the bank has paid, without reload', async () => {
    let processed = 0;
    let isPaid = false;
    const calls = tuitionServer({
      bills: () => [isPaid ? billFixture({ paid: 2_459_520, remaining: 0, status: 'paid' }) : billFixture()],
      process: () => {
        processed += 1;
        // The bank's notification lands between the first and the second poll.
        isPaid = processed >= 2;
        return {
          code: 1,
          data: isPaid
            ? transactionFixture({ status: 'paid', paidAmount: 2_459_520, paidAt: new Date().toISOString() })
            : transactionFixture(),
        };
      },
    });
    renderTuition();
    const card = await screen.findByRole('article', { name: 'Học kỳ 1 năm học 2026–2027' }, WAIT);
    expect(within(card).getByText('Chưa nộp')).toBeTruthy();
    await userEvent.click(await qrButton());

    const dialog = await findDialog();
    expect(within(dialog).getByRole('heading', { ...hidden, name: 'Nộp học phí bằng mã QR' })).toBeTruthy();
    const image = within(dialog).getByRole('img', {
      ...hidden,
      name: /Mã QR chuyển khoản 2\.459\.520\s₫ đến Vietcombank/,
    });
    expect(image.getAttribute('alt')).toContain('UG26A7K3Q9');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // A phone cannot scan its own screen: the image can be saved and opened in the banking app.
    const save = within(dialog).getByRole('link', { ...hidden, name: 'Lưu ảnh mã QR' });
    expect(save.getAttribute('href')).toBe(image.getAttribute('src'));
    expect(save.getAttribute('download')).toBe('VietQR-UG26A7K3Q9.png');
    for (const text of ['Vietcombank', '0011004012345', 'DAI HOC UNIGATE', 'UG26A7K3Q9'])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText(/^2\.459\.520\s₫$/)).toBeTruthy();
    for (const what of ['ngân hàng', 'số tài khoản', 'chủ tài khoản', 'số tiền', 'nội dung chuyển khoản'])
      expect(within(dialog).getByRole('button', { ...hidden, name: `Sao chép ${what}` })).toBeTruthy();
    expect(within(dialog).getByRole('timer', hidden).textContent).toMatch(/^Mã QR hết hạn sau 1[45]:\d\d$/);
    const status = within(dialog).getByRole('status', hidden);
    expect(status.textContent).toMatch(/Đang chờ thanh toán/);

    // create-waiting for exactly the remaining debt; the checkout signed with its key.
    const [waiting] = callsTo({ calls, method: 'POST', path: '/api/v1/transactions/create-waiting' });
    expect(waiting.body).toEqual({ paymentId: 41, amount: 2_459_520 });
    const [sent] = callsTo({ calls, method: 'POST', path: '/api/payment/transactions/checkout' });
    const fields = sent.body as CheckoutFields;
    expect(fields).toMatchObject({ ...waitingFixture().checkout, paymentMethod: 'qr' });
    expect(typeof fields.callbackUrl).toBe('string');
    const signature = new Headers(sent.init.headers).get('X-Signature');
    expect(signature).toBe(checkoutSignature({ fields, key: 'k3y-of-transaction-55' }));

    // Polled every 2 s until the transfer is paid; then the bills reload on their own, and the
    // dialog stays open saying so although the bill no longer has a pay button.
    await waitFor(() => expect(status.textContent).toBe('Đã thanh toán'), WAIT);
    await waitFor(
      () => expect(within(card).getByText('Đã nộp', { selector: '.fui-Badge' })).toBeTruthy(),
      WAIT,
    );
    expect(within(card).queryByRole('button', { ...hidden, name: 'Thanh toán bằng mã QR' })).toBeNull();
    const open = screen.getByRole('dialog', hidden);
    expect(within(open).getByRole('status', hidden).textContent).toBe('Đã thanh toán');
    expect(within(open).getByText(/Đã nhận 2\.459\.520\s₫ cho giao dịch UG26A7K3Q9/)).toBeTruthy();
    const polls = processed;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(processed).toBe(polls);
    await userEvent.click(within(open).getByRole('button', { ...hidden, name: 'Xong' }));
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Thanh toán bằng mã QR' })).toBeNull();
  });

  it('offers a new QR once the time is up', async () => {
    let opened = 0;
    tuitionServer({
      createWaiting: () => {
        opened += 1;
        const transaction =
          opened === 1
            ? transactionFixture({ expiresAt: new Date(Date.now() + 1500).toISOString() })
            : transactionFixture({ id: 56, reference: 'UG26ZXCVB7' });
        return { code: 1, data: waitingFixture(transaction) };
      },
      checkout: (call) => {
        const body = call.body as CheckoutFields;
        return checkoutFixture(
          body.itemId === 56
            ? transactionFixture({ id: 56, reference: 'UG26ZXCVB7' })
            : transactionFixture({ expiresAt: new Date(Date.now() + 1500).toISOString() }),
        );
      },
    });
    renderTuition();
    await userEvent.click(await qrButton());
    const dialog = await findDialog();
    await waitFor(
      () => expect(within(dialog).getByRole('status', hidden).textContent).toBe('Mã QR đã hết hạn'),
      WAIT,
    );
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: 'Tạo mã QR mới' }));
    expect(await screen.findByText('UG26ZXCVB7', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByRole('status', hidden).textContent).toMatch(/Đang chờ thanh toán/);
    expect(opened).toBe(2);
  });

  it('copies the transfer content', async () => {
    tuitionServer();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderTuition();
    await userEvent.click(await qrButton());
    const dialog = await findDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { ...hidden, name: 'Sao chép nội dung chuyển khoản' }),
    );
    expect(writeText).toHaveBeenCalledWith('UG26A7K3Q9');
    expect(
      await within(dialog).findByRole('button', { ...hidden, name: 'Đã sao chép nội dung chuyển khoản' }),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { ...hidden, name: 'Sao chép số tiền' }));
    expect(writeText).toHaveBeenLastCalledWith('2459520');
  });

  it('hides card payment when the tenant hides it', async () => {
    tuitionServer({ period: periodFixture({ hideCardPayment: true }) });
    renderTuition();
    expect(await qrButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thanh toán bằng thẻ' })).toBeNull();
  });

  it('offers card payment when not hidden, and shows why the server refuses it, in Vietnamese', async () => {
    const calls = tuitionServer({
      period: periodFixture({ hideCardPayment: false }),
      checkout: () =>
        jsonResponse({
          status: 400,
          body: {
            code: 'FAILED',
            data: null,
            qrData: null,
            genQRCode: null,
            validateErrors: [{ field: 'paymentMethod', message: CARD_REFUSED }],
          },
        }),
    });
    renderTuition();
    const card = await screen.findByRole('button', { name: 'Thanh toán bằng thẻ' }, WAIT);
    expect(screen.getByText(/Thanh toán bằng thẻ ATM nội địa hoặc thẻ quốc tế/)).toBeTruthy();
    await userEvent.click(card);
    expect(
      await screen.findByText('Chưa có cổng thanh toán thẻ, vui lòng chuyển khoản bằng mã QR', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Không thực hiện được thanh toán')).toBeTruthy();
    expect(screen.queryByRole('dialog', hidden)).toBeNull();
    const [sent] = callsTo({ calls, method: 'POST', path: '/api/payment/transactions/checkout' });
    expect((sent.body as CheckoutFields).paymentMethod).toBe('card');
  });

  it('shows the refusal in English', async () => {
    tuitionServer({
      period: periodFixture({ hideCardPayment: false }),
      checkout: () =>
        jsonResponse({
          status: 400,
          body: {
            code: 'FAILED',
            data: null,
            validateErrors: [{ field: 'paymentMethod', message: CARD_REFUSED }],
          },
        }),
    });
    renderTuition({ locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }, WAIT));
    expect(
      await screen.findByText('No card gateway is connected, please pay by QR transfer', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('The payment could not be started')).toBeTruthy();
  });

  it('shows why create-waiting refused the amount, next to the button', async () => {
    const calls = tuitionServer({
      createWaiting: () =>
        jsonResponse({
          status: 400,
          body: {
            statusCode: 400,
            error: 'HttpError',
            message: 'amount: …',
            field: 'amount',
            reason:
              'Số tiền phải bằng số còn phải nộp: 2.000.000 đ / The amount must equal the remaining debt: 2.000.000 VND',
          },
        }),
    });
    renderTuition();
    await userEvent.click(await qrButton());
    expect(await screen.findByText('Số tiền phải bằng số còn phải nộp: 2.000.000 đ', {}, WAIT)).toBeTruthy();
    expect(callsTo({ calls, method: 'POST', path: '/api/payment/transactions/checkout' })).toHaveLength(0);
    expect(screen.queryByRole('dialog', hidden)).toBeNull();
  });

  it('keeps the SPEC §8 FAILED shape when the checkout cannot be reached', async () => {
    tuitionServer({
      checkout: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderTuition();
    await userEvent.click(await qrButton());
    expect(
      await screen.findByText('Không kết nối được máy chủ thanh toán, vui lòng thử lại.', {}, WAIT),
    ).toBeTruthy();
  });
});
