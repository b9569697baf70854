/**
 * The tuition page's named sources, all through the payment client (SPEC §7's third client, its
 * own base URL): the current payment period, my bills, one transfer's state (polled while a QR is
 * open) and my payment history.
 */
import { paymentApi } from '../../../client/api/api-clients';
import { registerSource } from '../../../client/engine/source-registry';
import { loadChecksum } from '../../../client/api/load-checksum';
import type { HistoryPage, PaymentPeriodCheck, PaymentTransaction, TuitionBill } from './payment-types';

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'payments.period': { params: Record<string, never>; data: PaymentPeriodCheck };
    'payments.bills': { params: Record<string, never>; data: TuitionBill[] };
    'payments.transaction': { params: { id: number | null }; data: PaymentTransaction | null };
    'payments.history': { params: { page: number; pageSize: number }; data: HistoryPage };
  }
}

/** SPEC §8: a failed period check reads as not in period, no dates, card payment not hidden. */
export const PERIOD_FALLBACK: PaymentPeriodCheck = Object.freeze({
  isInPaymentPeriod: false,
  currentDate: '',
  paymentPeriod: Object.freeze({ startDate: '', endDate: '' }),
  hideCardPayment: false,
  semester: '',
});

/** The answer's body, throwing on any status but 200 (the page shows a retry). */
async function read<T>(call: Promise<{ error: boolean; status: number; data: T }>, path: string): Promise<T> {
  const response = await call;
  if (response.error) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.data;
}

/** GET /api/payment/check-period; any failure gives PERIOD_FALLBACK. */
registerSource<Record<string, never>, PaymentPeriodCheck>({
  name: 'payments.period',
  key: () => 'current',
  fetch: async (_params, { signal }) => {
    try {
      const response = await paymentApi.get<Partial<PaymentPeriodCheck> | null>('/api/payment/check-period', {
        signal,
      });
      const answer = response.data;
      if (response.error || !answer || typeof answer.isInPaymentPeriod !== 'boolean') return PERIOD_FALLBACK;
      return {
        isInPaymentPeriod: answer.isInPaymentPeriod,
        currentDate: answer.currentDate ?? '',
        paymentPeriod: {
          startDate: answer.paymentPeriod?.startDate ?? '',
          endDate: answer.paymentPeriod?.endDate ?? '',
        },
        hideCardPayment: answer.hideCardPayment === true,
        semester: answer.semester ?? '',
      };
    } catch (error) {
      if (signal.aborted) throw error;
      return PERIOD_FALLBACK;
    }
  },
});

/** POST /api/v1/payment/query with the MD5 checkSum (rule payment.query): my bills, newest semester first. */
registerSource<Record<string, never>, TuitionBill[]>({
  name: 'payments.bills',
  key: () => 'mine',
  fetch: async (_params, { signal }) => {
    const path = '/api/v1/payment/query';
    const { withChecksum } = await loadChecksum();
    const body = withChecksum({ rule: 'payment.query', body: { filters: {} } });
    const answer = await read(
      paymentApi.post<{ code?: number; data?: TuitionBill[] } | null>(path, body, { signal }),
      path,
    );
    // A refused checksum answers code -1 with no bills: that is a failure, not "no tuition".
    if (typeof answer?.code === 'number' && answer.code !== 1)
      throw new Error(`${path} answered code ${answer.code}`);
    return Array.isArray(answer?.data) ? answer.data : [];
  },
});

/** POST /api/v1/transactions/process/{id}: a transfer's current state (polled while its QR is shown). */
registerSource<{ id: number | null }, PaymentTransaction | null>({
  name: 'payments.transaction',
  key: ({ id }) => id,
  fetch: async ({ id }, { signal }) => {
    const path = `/api/v1/transactions/process/${id}`;
    const answer = await read(
      paymentApi.post<{ data?: PaymentTransaction } | null>(path, {}, { signal }),
      path,
    );
    return answer?.data ?? null;
  },
});

/** POST /api/v1/transactions/history-transactions: my credited payments, newest first, one page. */
registerSource<{ page: number; pageSize: number }, HistoryPage>({
  name: 'payments.history',
  key: ({ page, pageSize }) => [page, pageSize],
  fetch: async ({ page, pageSize }, { signal }) => {
    const path = '/api/v1/transactions/history-transactions';
    const answer = await read(
      paymentApi.post<Partial<HistoryPage> | null>(path, { page, pageSize }, { signal }),
      path,
    );
    const data = Array.isArray(answer?.data) ? answer.data : [];
    return { data, total: typeof answer?.total === 'number' ? answer.total : data.length };
  },
});
