import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withChecksum } from '../../../src/core/checksum';
import { loadAppConfig } from '../../../src/config/index';
import type { AppConfig, Institution } from '../../../src/config/index';
import { checkoutSignature } from '../../../src/features/payments/shared/checkout-signature';
import type { CheckoutFields } from '../../../src/features/payments/shared/checkout-signature';
import { login } from '../../helpers/test-app';

export const HOST = 'unigate.localhost';
export const OTHER_STUDENT = '20230002';

/** The project's config with some tenants changed (e.g. a payment period, a module off). */
export const configWithTenants = (
  patches: Record<string, (tenant: Institution) => Institution>,
): AppConfig => {
  const base = loadAppConfig({ rootDir: fileURLToPath(new URL('../../..', import.meta.url)) });
  const institutions = base.institutions.map((tenant) => patches[tenant.code]?.(tenant) ?? tenant);
  const byCode = new Map(institutions.map((tenant) => [tenant.code, tenant]));
  const byHost = new Map([...base.byHost].map(([host, tenant]) => [host, byCode.get(tenant.code)!]));
  return { ...base, institutions, byCode, byHost };
};

/** A tenant whose payment period is the given day offsets from each semester's start. */
export const withPeriod =
  ({ startOffsetDays, endOffsetDays }: { startOffsetDays: number; endOffsetDays: number }) =>
  (tenant: Institution): Institution => ({
    ...tenant,
    tuition: { ...tenant.tuition, period: { startOffsetDays, endOffsetDays } },
  });

/** Always open: a payment period of years around every semester. */
export const OPEN_PERIOD = { startOffsetDays: -365, endOffsetDays: 730 };
/** Always closed: a period that ended long before the seeded semesters' dates. */
export const CLOSED_PERIOD = { startOffsetDays: -365, endOffsetDays: -300 };

/** Rows of a raw query. */
export const rows = async <T>({ app, text }: { app: FastifyInstance; text: string }) =>
  (await app.db.execute(sql.raw(text))) as unknown as { rows: T[] };

/** A signed-in student and their payment calls. */
export const payClient = async ({
  app,
  account,
  host = HOST,
}: {
  app: FastifyInstance;
  account?: string;
  host?: string;
}) => {
  const session = await login({ app, host, account });
  expect(session.cookie, `sign-in of ${account ?? 'the demo student'}`).not.toBe('');
  const headers = { host, cookie: session.cookie };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object, extra: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  return {
    headers,
    get,
    post,
    /** POST /api/v1/payment/query with a correct checksum. */
    query: (filters: Record<string, unknown> = {}) =>
      post('/api/v1/payment/query', withChecksum({ rule: 'payment.query', body: { filters } })),
    createWaiting: (body: { paymentId: number; amount: number }) =>
      post('/api/v1/transactions/create-waiting', body),
    /** Checkout signed with `key` (the signature is over `fields` as given). */
    checkout: ({ fields, key, signature }: { fields: CheckoutFields; key: string; signature?: string }) =>
      post('/api/payment/transactions/checkout', fields, {
        'x-signature': signature ?? checkoutSignature({ fields, key }),
      }),
  };
};

/** Bill shape as the tests read it. */
export type BillBody = {
  id: number;
  semester: string;
  total: number;
  paid: number;
  remaining: number;
  credit: number;
  status: string;
  items: { kind: string; amount: number }[];
  isInPaymentPeriod: boolean;
  dueDate: string;
  waitingTransaction: null | { id: number; status: string };
};

/** The current (newest) bill of the signed-in student. */
export const currentBill = async (client: Awaited<ReturnType<typeof payClient>>) => {
  const response = await client.query();
  expect(response.statusCode).toBe(200);
  const body = response.json() as { code: number; data: BillBody[] };
  expect(body.code).toBe(1);
  return body.data[0];
};

/** Credits a transaction as the bank webhook would: a credited notification and its ledger entry. */
export const creditTransaction = async ({
  app,
  transactionId,
  amount,
  bankTxnId,
}: {
  app: FastifyInstance;
  transactionId: number;
  amount: number;
  bankTxnId: string;
}) => {
  const [transaction] = (
    await rows<{ root_id: string; student_id: string; bill_id: string; reference: string }>({
      app,
      text: `select root_id, student_id, bill_id, reference from payment_transactions where id = ${transactionId}`,
    })
  ).rows;
  const [notification] = (
    await rows<{ id: string }>({
      app,
      text: `insert into bank_notifications (root_id, bank_txn_id, account_number, amount, description, reference, status, transaction_id, paid_at)
        values (${transaction.root_id}, '${bankTxnId}', '0011004012345', ${amount}, 'IBFT ${transaction.reference} hoc phi', '${transaction.reference}', 'credited', ${transactionId}, now())
        returning id`,
    })
  ).rows;
  const [entry] = (
    await rows<{ id: string }>({
      app,
      text: `insert into payment_ledger (root_id, student_id, bill_id, notification_id, transaction_id, amount)
        values (${transaction.root_id}, ${transaction.student_id}, ${transaction.bill_id}, ${notification.id}, ${transactionId}, ${amount})
        returning id`,
    })
  ).rows;
  return { ledgerId: Number(entry.id), reference: transaction.reference };
};

/** The text of a PDF (pdfjs-dist), pages joined. */
export const pdfText = async (content: Buffer) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(content),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
};
