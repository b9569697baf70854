import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { sendReceiptMail } from '../../../src/features/payments/server/receipt-mail';
import { amountInWords } from '../../../src/features/payments/shared/amount-in-words';
import { readVietQrPayload } from '../../../src/features/payments/shared/vietqr-payload';
import { createTestApp } from '../../helpers/test-app';
import {
  OPEN_PERIOD,
  OTHER_STUDENT,
  configWithTenants,
  creditTransaction,
  currentBill,
  payClient,
  pdfText,
  rows,
  withPeriod,
} from './payments-test-kit';
import type { BillBody } from './payments-test-kit';

type Client = Awaited<ReturnType<typeof payClient>>;
type Waiting = {
  transaction: { id: number; status: string; reference: string; amount: number; expiresAt: string };
  checkoutKey: string;
  checkout: {
    itemId: number;
    type: string;
    userId: number;
    userCode: string;
    amount: number;
    content: string;
    provider: string;
    paymentMethod: string;
  };
};

let app: FastifyInstance;
let outbox: string;
let demo: Client;
let other: Client;
let bill: BillBody;
let waiting: Waiting;

const fieldsOf = (opened: Waiting) => ({ ...opened.checkout, callbackUrl: '/students/tuition' });

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'unigate-pay-outbox-'));
  app = await createTestApp({
    appConfig: configWithTenants({ unigate: withPeriod(OPEN_PERIOD) }),
    settings: { mailOutboxDir: outbox },
  });
  demo = await payClient({ app });
  other = await payClient({ app, account: OTHER_STUDENT });
});

afterAll(async () => {
  await app?.close();
  rmSync(outbox, { recursive: true, force: true });
});

describe('check-period', () => {
  it("answers the current semester's payment period", async () => {
    const response = await demo.get('/api/payment/check-period');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isInPaymentPeriod: true,
      currentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paymentPeriod: { startDate: '2025-09-07', endDate: '2028-09-06' },
      hideCardPayment: true,
      semester: '20261',
    });
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payment/check-period',
      headers: { host: 'unigate.localhost' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('payment query and bills', () => {
  it('computes the current bill from registered classes and the fixed items; the earlier semester is paid', async () => {
    const response = await demo.query();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: BillBody[] };
    expect(body.code).toBe(1);
    const [current, earlier] = body.data;
    const { rows: fees } = await rows<{ total: string }>({
      app,
      text: `select coalesce(sum(case when c.tuition >= 0 then c.tuition else co.credits * 450000 end), 0) as total
        from class_registrations r join classes c on c.id = r.class_id join courses co on co.id = c.course_id
        join students s on s.id = r.student_id
        where s.student_code = '20230001' and s.root_id = 4 and r.semester = '20261' and r.status = 'registered'`,
    });
    expect(Number(fees[0].total)).toBeGreaterThan(0);
    expect(current).toMatchObject({
      semester: '20261',
      total: Number(fees[0].total) + 884_520,
      paid: 0,
      remaining: Number(fees[0].total) + 884_520,
      credit: 0,
      status: 'unpaid',
      isInPaymentPeriod: true,
      dueDate: '2028-09-06',
      waitingTransaction: null,
    });
    expect(current.items.filter((item) => item.kind === 'class').length).toBeGreaterThan(0);
    expect(earlier).toMatchObject({ semester: '20252', status: 'paid', remaining: 0, paid: earlier.total });
    bill = current;
  });

  it('filters by semester; an unknown semester gives an empty list', async () => {
    const one = (await demo.query({ semester: '20261' })).json() as { data: BillBody[] };
    expect(one.data.map((entry) => entry.id)).toEqual([bill.id]);
    const none = (await demo.query({ semester: '20301' })).json() as { code: number; data: BillBody[] };
    expect(none).toMatchObject({ code: 1, data: [] });
  });

  it('answers a wrong checksum with code -1 and no bills', async () => {
    const response = await demo.post('/api/v1/payment/query', { filters: {}, checkSum: 'deadbeef' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -1, data: [] });
    const signedOther = withChecksum({ rule: 'payment.query', body: { filters: { semester: '20252' } } });
    const swapped = await demo.post('/api/v1/payment/query', {
      ...signedOther,
      filters: { semester: '20261' },
    });
    expect(swapped.json()).toMatchObject({ code: -1, data: [] });
  });

  it('refuses bad query bodies with 400', async () => {
    for (const payload of [
      { filters: {} },
      { checkSum: 'x' },
      withChecksum({ rule: 'payment.query', body: { filters: { semester: '2026' } } }),
      withChecksum({ rule: 'payment.query', body: { filters: { unknown: 1 } } }),
      withChecksum({ rule: 'payment.query', body: { filters: {}, extra: true } }),
    ]) {
      const response = await demo.post('/api/v1/payment/query', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('reads one bill; another student gets 404 for it', async () => {
    const response = await demo.get(`/api/v1/payment/${bill.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: bill.id, remaining: bill.remaining });
    expect((await other.get(`/api/v1/payment/${bill.id}`)).statusCode).toBe(404);
    expect((await demo.get('/api/v1/payment/999999999')).statusCode).toBe(404);
    expect((await demo.get('/api/v1/payment/ab$c')).statusCode).toBe(400);
  });

  it('takes a policy exemption off the class fees', async () => {
    const [before] = ((await other.query()).json() as { data: BillBody[] }).data;
    await rows({
      app,
      text: `insert into policy_beneficiaries (root_id, student_id, category)
        select root_id, id, 4 from students where root_id = 4 and student_code = '${OTHER_STUDENT}'`,
    });
    const [after] = ((await other.query()).json() as { data: BillBody[] }).data;
    const classFees = before.items
      .filter((item) => item.kind === 'class')
      .reduce((sum, item) => sum + item.amount, 0);
    expect(after.total).toBe(before.total - classFees);
    expect(after.items.at(-1)).toMatchObject({ kind: 'exemption', amount: -classFees });
  });
});

describe('create-waiting', () => {
  it('refuses any amount but the remaining debt, naming the field in both languages', async () => {
    const response = await demo.createWaiting({ paymentId: bill.id, amount: bill.remaining - 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { field: string; reason: string };
    expect(body.field).toBe('amount');
    expect(body.reason).toMatch(/^Số tiền .+ \/ The amount .+/);
  });

  it('refuses bad bodies with 400 and another student’s bill with 404', async () => {
    for (const payload of [
      { paymentId: 'x', amount: 1 },
      { paymentId: bill.id },
      { amount: bill.remaining },
      { paymentId: bill.id, amount: 0 },
      { paymentId: bill.id, amount: 1.5 },
      { paymentId: bill.id, amount: bill.remaining, note: 'x' },
    ]) {
      const response = await demo.post('/api/v1/transactions/create-waiting', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const response = await other.createWaiting({ paymentId: bill.id, amount: bill.remaining });
    expect(response.statusCode).toBe(404);
  });

  it('opens one waiting transfer however often it is asked (double click, concurrent calls)', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => demo.createWaiting({ paymentId: bill.id, amount: bill.remaining })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const ids = answers.map((answer) => (answer.json() as { data: Waiting }).data.transaction.id);
    expect(new Set(ids).size).toBe(1);
    const again = (await demo.createWaiting({ paymentId: bill.id, amount: bill.remaining })).json() as {
      code: number;
      data: Waiting;
    };
    expect(again.code).toBe(1);
    expect(again.data.transaction.id).toBe(ids[0]);
    waiting = again.data;
    expect(waiting.transaction).toMatchObject({ status: 'waiting', amount: bill.remaining });
    expect(waiting.transaction.reference).toMatch(/^UG[A-Z2-9]{8}$/);
    expect(waiting.checkout).toMatchObject({
      itemId: waiting.transaction.id,
      type: 'tuition',
      userCode: '20230001',
      amount: bill.remaining,
      content: waiting.transaction.reference,
      provider: 'vietqr',
      paymentMethod: 'qr',
    });
    const { rows: open } = await rows<{ n: string }>({
      app,
      text: `select count(*) as n from payment_transactions where bill_id = ${bill.id} and status = 'waiting'`,
    });
    expect(Number(open[0].n)).toBe(1);
    const shown = (await demo.get(`/api/v1/payment/${bill.id}`)).json() as { data: BillBody };
    expect(shown.data.waitingTransaction).toMatchObject({ id: waiting.transaction.id, status: 'waiting' });
  });
});

describe('checkout', () => {
  it('answers the VietQR payload and its QR code for a correctly signed checkout', async () => {
    const response = await demo.checkout({ fields: fieldsOf(waiting), key: waiting.checkoutKey });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      code: string;
      data: { transfer: Record<string, unknown>; amountInWords: string; expiresAt: string };
      qrData: string;
      genQRCode: string;
      validateErrors: unknown[];
    };
    expect(body.code).toBe('SUCCESS');
    expect(body.validateErrors).toEqual([]);
    expect(readVietQrPayload(body.qrData)).toEqual({
      bankBin: '970436',
      accountNumber: '0011004012345',
      amount: bill.remaining,
      purpose: waiting.transaction.reference,
    });
    expect(body.genQRCode).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body.data.transfer).toMatchObject({
      accountName: 'DAI HOC UNIGATE',
      content: waiting.transaction.reference,
    });
    expect(body.data.amountInWords).toMatch(/đồng$/);
    expect(body.data.expiresAt).toBe(waiting.transaction.expiresAt);
  });

  it('refuses a wrong or missing signature', async () => {
    const fields = fieldsOf(waiting);
    for (const signature of ['0'.repeat(64), 'not-hex', '']) {
      const response = await demo.checkout({ fields, key: waiting.checkoutKey, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'FAILED',
        data: null,
        qrData: null,
        genQRCode: null,
        validateErrors: [{ field: 'signature', message: expect.stringContaining(' / ') }],
      });
    }
    const wrongKey = await demo.checkout({ fields, key: 'another-key' });
    expect(wrongKey.json().validateErrors[0].field).toBe('signature');
  });

  it('refuses signed fields that are not the transfer’s own', async () => {
    const base = fieldsOf(waiting);
    for (const [field, change] of [
      ['amount', { amount: base.amount - 1000 }],
      ['content', { content: 'UGAAAAAAAA' }],
      ['userCode', { userCode: OTHER_STUDENT }],
      ['userId', { userId: base.userId + 1 }],
    ] as const) {
      const response = await demo.checkout({ fields: { ...base, ...change }, key: waiting.checkoutKey });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FAILED', data: null, validateErrors: [{ field }] });
    }
    const card = await demo.checkout({
      fields: { ...base, paymentMethod: 'card' },
      key: waiting.checkoutKey,
    });
    expect(card.json()).toMatchObject({ code: 'FAILED', validateErrors: [{ field: 'paymentMethod' }] });
  });

  it('answers invalid bodies, other students and no session in the FAILED shape', async () => {
    const { provider: _provider, ...missing } = fieldsOf(waiting);
    const invalid = await demo.post('/api/payment/transactions/checkout', missing, { 'x-signature': 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'FAILED',
      data: null,
      validateErrors: [{ field: 'provider' }],
    });
    const extra = await demo.post('/api/payment/transactions/checkout', { ...fieldsOf(waiting), tip: 1 });
    expect(extra.json()).toMatchObject({ code: 'FAILED', validateErrors: [{ field: 'tip' }] });
    const stranger = await other.checkout({ fields: fieldsOf(waiting), key: waiting.checkoutKey });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      code: 'FAILED',
      data: null,
      validateErrors: [{ field: 'itemId' }],
    });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payment/transactions/checkout',
      headers: { host: 'unigate.localhost' },
      payload: fieldsOf(waiting),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'FAILED',
      data: null,
      validateErrors: [{ field: 'session' }],
    });
  });
});

describe('process, expiry and payment', () => {
  it("answers the transfer's state to its owner only", async () => {
    const response = await demo.post(`/api/v1/transactions/process/${waiting.transaction.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 1,
      data: { id: waiting.transaction.id, status: 'waiting', paidAmount: 0, notifications: [] },
    });
    expect((await other.post(`/api/v1/transactions/process/${waiting.transaction.id}`)).statusCode).toBe(404);
    expect((await demo.post('/api/v1/transactions/process/x$y')).statusCode).toBe(400);
    expect(
      (await demo.post(`/api/v1/transactions/process/${waiting.transaction.id}`, { poll: 1 })).statusCode,
    ).toBe(400);
  });

  it('shows an expired transfer as expired, and opens a new one after it', async () => {
    await rows({
      app,
      text: `update payment_transactions set expires_at = now() - interval '1 minute' where id = ${waiting.transaction.id}`,
    });
    const shown = (await demo.post(`/api/v1/transactions/process/${waiting.transaction.id}`)).json();
    expect(shown.data.status).toBe('expired');
    const billShown = (await demo.get(`/api/v1/payment/${bill.id}`)).json() as { data: BillBody };
    expect(billShown.data.waitingTransaction).toBeNull();
    const late = await demo.checkout({ fields: fieldsOf(waiting), key: waiting.checkoutKey });
    expect(late.json()).toMatchObject({ code: 'FAILED', validateErrors: [{ field: 'itemId' }] });
    const renewed = (await demo.createWaiting({ paymentId: bill.id, amount: bill.remaining })).json() as {
      data: Waiting;
    };
    expect(renewed.data.transaction.id).not.toBe(waiting.transaction.id);
    expect(renewed.data.transaction.reference).not.toBe(waiting.transaction.reference);
    const old = (await demo.post(`/api/v1/transactions/process/${waiting.transaction.id}`)).json();
    expect(old.data.status).toBe('expired');
    waiting = renewed.data;
  });

  it('shows the transfer paid once credited, and the bill settled', async () => {
    const { ledgerId } = await creditTransaction({
      app,
      transactionId: waiting.transaction.id,
      amount: waiting.transaction.amount,
      bankTxnId: 'FT26327000001',
    });
    const state = (await demo.post(`/api/v1/transactions/process/${waiting.transaction.id}`)).json();
    expect(state.data).toMatchObject({
      status: 'paid',
      paidAmount: waiting.transaction.amount,
      notifications: [{ bankTxnId: 'FT26327000001', amount: waiting.transaction.amount }],
    });
    const settled = await currentBill(demo);
    expect(settled).toMatchObject({
      status: 'paid',
      remaining: 0,
      paid: bill.total,
      waitingTransaction: null,
    });
    const nothing = await demo.createWaiting({ paymentId: bill.id, amount: bill.remaining });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ field: 'amount', reason: expect.stringContaining(' / ') });

    const history = await demo.post('/api/v1/transactions/history-transactions', { page: 1, pageSize: 10 });
    expect(history.statusCode).toBe(200);
    const entries = history.json() as {
      total: number;
      data: {
        id: number;
        reference: string;
        amount: number;
        semester: string;
        receiptUrl: string;
        bankTxnId: string;
      }[];
    };
    expect(entries.total).toBe(2);
    expect(entries.data[0]).toMatchObject({
      id: ledgerId,
      reference: waiting.transaction.reference,
      amount: waiting.transaction.amount,
      semester: '20261',
      bankTxnId: 'FT26327000001',
      receiptUrl: `/api/v1/transactions/${ledgerId}/receipt`,
    });
    expect(entries.data[1].semester).toBe('20252');
    const second = (
      await demo.post('/api/v1/transactions/history-transactions', { page: 2, pageSize: 1 })
    ).json();
    expect(second).toMatchObject({ total: 2, data: [{ semester: '20252' }] });
    expect((await other.post('/api/v1/transactions/history-transactions', {})).json()).toEqual({
      data: [],
      total: 0,
    });
    for (const payload of [{ page: 0 }, { pageSize: 0 }, { pageSize: 1000 }, { page: 1, sort: 'amount' }]) {
      const refused = await demo.post('/api/v1/transactions/history-transactions', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('receipt', () => {
  const entries = async () =>
    (
      (await demo.post('/api/v1/transactions/history-transactions', {})).json() as {
        data: { id: number; reference: string; receiptUrl: string; amount: number }[];
      }
    ).data;

  it('is a PDF with the tenant, the student, the reference and the amount in words, for the owner only', async () => {
    const [latest, seeded] = await entries();
    const response = await demo.get(latest.receiptUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(latest.reference);
    expect(text).toContain('BIÊN LAI THU HỌC PHÍ');
    expect(text).toContain('CỔNG DỊCH VỤ SINH VIÊN UNIGATE');
    expect(text).toContain('20230001');
    expect(text).toContain('FT26327000001');
    expect(text.replace(/\s+/g, ' ')).toContain(amountInWords(latest.amount));
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const seededReceipt = await demo.get(seeded.receiptUrl);
    expect(seededReceipt.statusCode).toBe(200);
    expect(await pdfText(seededReceipt.rawPayload)).toContain(seeded.reference);
    expect((await other.get(latest.receiptUrl)).statusCode).toBe(404);
    expect((await demo.get('/api/v1/transactions/999999999/receipt')).statusCode).toBe(404);
    expect((await demo.get('/api/v1/transactions/a$b/receipt')).statusCode).toBe(400);
  });

  it('is mailed with the PDF attached, in Vietnamese and English', async () => {
    const [latest] = await entries();
    const tenant = app.appConfig.byCode.get('unigate')!;
    const sent = await sendReceiptMail({ app, tenant, credited: { ledgerId: latest.id } });
    expect(sent?.outboxId).toBeTruthy();
    const eml = readFileSync(path.join(outbox, `${sent!.outboxId}.eml`), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf/);
    expect(eml).toContain('filename=bien-lai-');
    const summary = JSON.parse(readFileSync(path.join(outbox, `${sent!.outboxId}.json`), 'utf8')) as {
      subject: string;
      text: string;
    };
    expect(summary.subject).toMatch(/^Biên lai học phí \d+ \/ Tuition receipt \d+$/);
    expect(summary.text).toContain(latest.reference);
    expect(summary.text).toContain('received');
    expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    expect(await sendReceiptMail({ app, tenant, credited: { ledgerId: 999_999_999 } })).toBeNull();
  });
});

describe('ledger', () => {
  it('is append-only: the database refuses updates and deletes', async () => {
    await expect(rows({ app, text: 'update payment_ledger set amount = amount + 1' })).rejects.toThrow();
    await expect(rows({ app, text: 'delete from payment_ledger' })).rejects.toThrow();
    const { rows: count } = await rows<{ n: string }>({
      app,
      text: 'select count(*) as n from payment_ledger',
    });
    expect(Number(count[0].n)).toBeGreaterThanOrEqual(2);
  });
});
