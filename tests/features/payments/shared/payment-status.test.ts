import { describe, expect, it } from 'vitest';
import { paymentStanding, transactionState } from '../../../../src/features/payments/shared/payment-status';
import {
  addDays,
  isInPaymentPeriod,
  paymentPeriodOf,
} from '../../../../src/features/payments/shared/payment-period';

describe('paymentStanding', () => {
  it('is unpaid with nothing paid', () => {
    expect(paymentStanding({ total: 1_000_000, paid: 0 })).toEqual({
      total: 1_000_000,
      paid: 0,
      remaining: 1_000_000,
      credit: 0,
      status: 'unpaid',
    });
  });

  it('is partial after an under-payment and keeps the remaining debt', () => {
    expect(paymentStanding({ total: 1_000_000, paid: 400_000 })).toMatchObject({
      remaining: 600_000,
      credit: 0,
      status: 'partial',
    });
  });

  it('is paid when the ledger reaches the total, an over-payment becoming credit', () => {
    expect(paymentStanding({ total: 1_000_000, paid: 1_000_000 })).toMatchObject({
      remaining: 0,
      credit: 0,
      status: 'paid',
    });
    expect(paymentStanding({ total: 1_000_000, paid: 1_250_000 })).toMatchObject({
      remaining: 0,
      credit: 250_000,
      status: 'paid',
    });
  });

  it('owes nothing on a zero bill', () => {
    expect(paymentStanding({ total: 0, paid: 0 }).status).toBe('paid');
  });
});

describe('transactionState', () => {
  const expiresAt = new Date('2026-11-23T10:15:00Z');
  it('shows a waiting transaction past its expiry as expired', () => {
    expect(transactionState({ status: 'waiting', expiresAt, now: new Date('2026-11-23T10:14:59Z') })).toBe(
      'waiting',
    );
    expect(transactionState({ status: 'waiting', expiresAt, now: new Date('2026-11-23T10:15:00Z') })).toBe(
      'expired',
    );
  });
  it('keeps paid and expired as stored', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(transactionState({ status: 'paid', expiresAt, now })).toBe('paid');
    expect(transactionState({ status: 'expired', expiresAt, now })).toBe('expired');
  });
});

describe('payment period', () => {
  it('runs from start + startOffsetDays to start + endOffsetDays, both days included', () => {
    const period = paymentPeriodOf({
      semesterStart: '2026-09-07',
      period: { startOffsetDays: -30, endOffsetDays: 45 },
    });
    expect(period).toEqual({ startDate: '2026-08-08', endDate: '2026-10-22' });
    expect(isInPaymentPeriod({ today: '2026-08-08', period })).toBe(true);
    expect(isInPaymentPeriod({ today: '2026-10-22', period })).toBe(true);
    expect(isInPaymentPeriod({ today: '2026-10-23', period })).toBe(false);
    expect(isInPaymentPeriod({ today: '2026-08-07', period })).toBe(false);
  });

  it('crosses months and years', () => {
    expect(addDays({ date: '2026-12-31', days: 1 })).toBe('2027-01-01');
    expect(addDays({ date: '2024-03-01', days: -1 })).toBe('2024-02-29');
  });
});
