/**
 * What the /tuition page reads from the payment calls (docs/payments.md, SPEC §7): the generated
 * shapes of the server's answers, plus what the page derives from them. Amounts are whole VND.
 */
import type {
  PaymentCheckout,
  PaymentLedgerEntry,
  PaymentPeriodCheck,
  PaymentTransaction,
  PaymentWaiting,
  TuitionBill,
  TuitionBillItem,
} from '../../../generated';

export type {
  PaymentCheckout,
  PaymentLedgerEntry,
  PaymentPeriodCheck,
  PaymentTransaction,
  PaymentWaiting,
  TuitionBill,
  TuitionBillItem,
};

/** A bill's state as shown: the server's unpaid, partial or paid, and overpaid for a paid bill with credit. */
export type ShownBillStatus = TuitionBill['status'] | 'overpaid';

/** How a transfer is paid: a VietQR bank transfer or a card. */
export type PaymentMethod = PaymentTransaction['method'];

/** One reason the server refused a transfer or a checkout (`message` is "Vietnamese / English"). */
export type ValidateError = PaymentCheckout['validateErrors'][number];

/** What a successful checkout gives: the transfer to make, its QR image and until when. */
export type CheckoutData = NonNullable<PaymentCheckout['data']> & { qrImage: string; qrData: string };

/** One page of the payment history. */
export interface HistoryPage {
  data: PaymentLedgerEntry[];
  total: number;
}
