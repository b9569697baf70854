import type {
  PaymentCheckout,
  PaymentLedgerEntry,
  PaymentPeriodCheck,
  PaymentTransaction,
  PaymentWaiting,
  TuitionBill,
} from '../../../src/generated';

const MINUTE = 60_000;

/** A 1×1 PNG as the server's genQRCode. */
export const QR_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The current semester's period, open by default. */
export function periodFixture(overrides: Partial<PaymentPeriodCheck> = {}): PaymentPeriodCheck {
  return {
    isInPaymentPeriod: true,
    currentDate: '2026-09-20',
    paymentPeriod: { startDate: '2026-08-08', endDate: '2026-10-22' },
    hideCardPayment: true,
    semester: '20261',
    ...overrides,
  };
}

/** The current semester's bill: two classes, insurance, a 50 % exemption; nothing paid yet. */
export function billFixture(overrides: Partial<TuitionBill> = {}): TuitionBill {
  return {
    id: 41,
    semester: '20261',
    semesterName: { vi: 'Học kỳ 1 năm học 2026–2027', en: 'Semester 1, 2026–2027' },
    items: [
      {
        kind: 'class',
        id: '701',
        label: { vi: 'IT3011 Cấu trúc dữ liệu (lớp 161234)', en: 'IT3011 Data Structures (class 161234)' },
        amount: 1_350_000,
        credits: 3,
      },
      {
        kind: 'class',
        id: '702',
        label: { vi: 'MI1111 Giải tích I (lớp 161300)', en: 'MI1111 Calculus I (class 161300)' },
        amount: 1_800_000,
        credits: 4,
      },
      {
        kind: 'fixed',
        id: 'insurance',
        label: { vi: 'Bảo hiểm y tế', en: 'Health insurance' },
        amount: 884_520,
        credits: 0,
      },
      {
        kind: 'exemption',
        id: 'exemption',
        label: { vi: 'Miễn giảm 50% (con thương binh)', en: '50% exemption (child of a war invalid)' },
        amount: -1_575_000,
        credits: 0,
      },
    ],
    classFees: 3_150_000,
    fixedFees: 884_520,
    exemption: 1_575_000,
    total: 2_459_520,
    paid: 0,
    remaining: 2_459_520,
    credit: 0,
    status: 'unpaid',
    currency: 1,
    dueDate: '2026-10-22',
    paymentPeriod: { startDate: '2026-08-08', endDate: '2026-10-22' },
    isInPaymentPeriod: true,
    waitingTransaction: null,
    ...overrides,
  };
}

/** Last semester's bill, paid beyond its total (credit 100.000 ₫). */
export function overpaidBillFixture(): TuitionBill {
  return billFixture({
    id: 40,
    semester: '20252',
    semesterName: { vi: 'Học kỳ 2 năm học 2025–2026', en: 'Semester 2, 2025–2026' },
    items: [
      {
        kind: 'class',
        id: '650',
        label: {
          vi: 'IT3100 Lập trình hướng đối tượng (lớp 158000)',
          en: 'IT3100 Object-oriented Programming (class 158000)',
        },
        amount: 900_000,
        credits: 2,
      },
    ],
    classFees: 900_000,
    fixedFees: 0,
    exemption: 0,
    total: 900_000,
    paid: 1_000_000,
    remaining: 0,
    credit: 100_000,
    status: 'paid',
    dueDate: '2026-03-31',
    paymentPeriod: { startDate: '2026-01-17', endDate: '2026-03-31' },
    isInPaymentPeriod: false,
  });
}

/** The waiting transfer create-waiting opens for bill 41. */
export function transactionFixture(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: 55,
    billId: 41,
    semester: '20261',
    reference: 'UG26A7K3Q9',
    amount: 2_459_520,
    currency: 1,
    method: 'qr',
    status: 'waiting',
    late: false,
    expiresAt: new Date(Date.now() + 15 * MINUTE).toISOString(),
    createdAt: new Date().toISOString(),
    paidAt: null,
    paidAmount: 0,
    notifications: [],
    ...overrides,
  };
}

/** create-waiting's answer: the transfer, its signing key and the fields to sign. */
export function waitingFixture(transaction = transactionFixture()): PaymentWaiting {
  return {
    transaction,
    checkoutKey: 'k3y-of-transaction-55',
    checkout: {
      itemId: transaction.id,
      type: 'tuition',
      userId: 5,
      userCode: '20230001',
      amount: transaction.amount,
      content: transaction.reference,
      provider: 'vietqr',
      paymentMethod: 'qr',
    },
  };
}

/** A successful checkout of the transfer. */
export function checkoutFixture(transaction = transactionFixture()): PaymentCheckout {
  return {
    code: 'SUCCESS',
    data: {
      transaction,
      transfer: {
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: '0011004012345',
        accountName: 'DAI HOC UNIGATE',
        amount: transaction.amount,
        content: transaction.reference,
      },
      amountInWords: 'Hai triệu bốn trăm năm mươi chín nghìn năm trăm hai mươi đồng',
      expiresAt: transaction.expiresAt,
    },
    qrData: '00020101021238570010A000000727012700069704360113001100401234502080QRIBFTTA53037045407245952',
    genQRCode: QR_IMAGE,
    validateErrors: [],
  };
}

/** One credited payment of the history. */
export function ledgerFixture(overrides: Partial<PaymentLedgerEntry> = {}): PaymentLedgerEntry {
  return {
    id: 9,
    billId: 40,
    semester: '20252',
    transactionId: 31,
    reference: 'UG25PQ7RST',
    amount: 1_000_000,
    currency: 1,
    bankTxnId: 'VCB-20260120-0001',
    paidAt: '2026-01-20T02:21:00.000Z',
    createdAt: '2026-01-20T02:21:05.000Z',
    receiptUrl: '/api/v1/transactions/9/receipt',
    ...overrides,
  };
}
