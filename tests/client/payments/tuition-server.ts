import { jsonResponse, mockFetch } from '../app/fetch-mock';
import type { FetchHandler, RecordedCall } from '../app/fetch-mock';
import type { PaymentLedgerEntry, PaymentPeriodCheck, TuitionBill } from '../../../src/generated';
import {
  billFixture,
  checkoutFixture,
  ledgerFixture,
  overpaidBillFixture,
  periodFixture,
  transactionFixture,
  waitingFixture,
} from './fixtures';

/** The payment server as the page sees it; each answer can be replaced. */
export function tuitionServer({
  period = periodFixture(),
  bills = () => [billFixture(), overpaidBillFixture()],
  history = [ledgerFixture()],
  createWaiting = () => ({ code: 1, message: 'Thao tác thành công.', data: waitingFixture() }),
  checkout = () => checkoutFixture(),
  process = () => ({ code: 1, message: 'Thao tác thành công.', data: transactionFixture() }),
}: {
  /** The period check's answer, or an HTTP status it fails with. */
  period?: PaymentPeriodCheck | number;
  bills?: () => TuitionBill[];
  history?: PaymentLedgerEntry[];
  createWaiting?: FetchHandler;
  checkout?: FetchHandler;
  process?: FetchHandler;
} = {}): RecordedCall[] {
  return mockFetch({
    'GET /api/payment/check-period': () =>
      typeof period === 'number'
        ? jsonResponse({
            status: period,
            body: { statusCode: period, message: 'Lỗi hệ thống / Server error' },
          })
        : period,
    'POST /api/v1/payment/query': () => ({ code: 1, message: 'Thao tác thành công.', data: bills() }),
    'POST /api/v1/transactions/history-transactions': () => ({ data: history, total: history.length }),
    'POST /api/v1/transactions/create-waiting': createWaiting,
    'POST /api/payment/transactions/checkout': checkout,
    'POST /api/v1/transactions/process/55': process,
  });
}

/** The recorded calls to `path` with `method`. */
export const callsTo = ({ calls, method, path }: { calls: RecordedCall[]; method: string; path: string }) =>
  calls.filter((call) => call.method === method && call.path === path);
