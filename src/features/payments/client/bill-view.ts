import type { ShownBillStatus, TuitionBill } from './payment-types';

/** The status a bill shows: a paid bill with credit left reads "Nộp thừa" (overpaid). */
export const shownStatusOf = (bill: Pick<TuitionBill, 'status' | 'credit'>): ShownBillStatus =>
  bill.status === 'paid' && bill.credit > 0 ? 'overpaid' : bill.status;
