import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';
import {
  CLOSED_PERIOD,
  configWithTenants,
  currentBill,
  payClient,
  rows,
  withPeriod,
} from './payments-test-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({
    appConfig: configWithTenants({
      unigate: withPeriod(CLOSED_PERIOD),
      hmu: (tenant) => ({ ...tenant, modules: { ...tenant.modules, tuition: false } }),
    }),
  });
});

afterAll(async () => {
  await app?.close();
});

describe('outside the payment period', () => {
  it('check-period says so, with the period dates', async () => {
    const demo = await payClient({ app });
    const response = await demo.get('/api/payment/check-period');
    expect(response.json()).toMatchObject({
      isInPaymentPeriod: false,
      paymentPeriod: { startDate: '2025-09-07', endDate: '2025-11-11' },
      semester: '20261',
    });
  });

  it('still shows the bill, but refuses to open a transfer, with a clear reason', async () => {
    const demo = await payClient({ app });
    const bill = await currentBill(demo);
    expect(bill).toMatchObject({ isInPaymentPeriod: false, dueDate: '2025-11-11', status: 'unpaid' });
    const response = await demo.createWaiting({ paymentId: bill.id, amount: bill.remaining });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'paymentId',
      reason:
        'Ngoài thời gian nộp học phí (07/09/2025 – 11/11/2025) / Outside the payment period (2025-09-07 – 2025-11-11)',
    });
    const { rows: opened } = await rows<{ n: string }>({
      app,
      text: `select count(*) as n from payment_transactions where bill_id = ${bill.id}`,
    });
    expect(Number(opened[0].n)).toBe(0);
  });

  it('refuses the checkout of a transfer opened before the period closed', async () => {
    const demo = await payClient({ app });
    const bill = await currentBill(demo);
    const { rows: created } = await rows<{ id: string; reference: string; checkout_key: string }>({
      app,
      text: `insert into payment_transactions (root_id, student_id, bill_id, reference, amount, expires_at, checkout_key)
        select root_id, student_id, id, 'UGPERIOD2X', ${bill.remaining}, now() + interval '10 minutes', 'k3y'
        from tuition_bills where id = ${bill.id} returning id, reference, checkout_key`,
    });
    const { rows: student } = await rows<{ id: string }>({
      app,
      text: `select student_id as id from tuition_bills where id = ${bill.id}`,
    });
    const response = await demo.checkout({
      key: created[0].checkout_key,
      fields: {
        itemId: Number(created[0].id),
        type: 'tuition',
        userId: Number(student[0].id),
        userCode: '20230001',
        amount: bill.remaining,
        content: created[0].reference,
        callbackUrl: '',
        provider: 'vietqr',
        paymentMethod: 'qr',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FAILED',
      data: null,
      validateErrors: [{ field: 'itemId', message: expect.stringContaining('Outside the payment period') }],
    });
  });
});

describe('tuition module off', () => {
  it('answers 404 to every call, checkout in its FAILED shape', async () => {
    const demo = await payClient({ app, host: 'hmu.localhost' });
    expect((await demo.get('/api/payment/check-period')).statusCode).toBe(404);
    expect((await demo.query()).statusCode).toBe(404);
    expect((await demo.get('/api/v1/payment/1')).statusCode).toBe(404);
    expect((await demo.createWaiting({ paymentId: 1, amount: 1 })).statusCode).toBe(404);
    expect((await demo.post('/api/v1/transactions/process/1')).statusCode).toBe(404);
    expect((await demo.post('/api/v1/transactions/history-transactions', {})).statusCode).toBe(404);
    expect((await demo.get('/api/v1/transactions/1/receipt')).statusCode).toBe(404);
    const checkout = await demo.post('/api/payment/transactions/checkout', {});
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json()).toMatchObject({ code: 'FAILED', data: null });
  });
});
