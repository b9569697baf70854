import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/create-db';
import { tenantBankSecret } from '../../../src/features/payments/server/bank-secret';
import { paymentTransactions, tuitionBills } from '../../../src/features/payments/server/tables';
import { BANK_SIGNATURE_HEADER, bankSignature } from '../../../src/features/payments/shared/bank-signature';
import { newTransferReference } from '../../../src/features/payments/shared/transfer-reference';

/** The tenant the webhook tests pay into (rootId 4, reference prefix of its config). */
export const TENANT = { code: 'unigate', host: 'unigate.localhost', rootId: 4 } as const;
export const WEBHOOK = '/api/v1/bank/notifications';

/** Rows of a raw SQL query. */
export const rows = async <T = Record<string, unknown>>({
  app,
  text,
}: {
  app: FastifyInstance;
  text: string;
}) => ((await app.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** A bank notification body as the sandbox bank sends it. */
export type Notification = {
  transactionId: string;
  accountNumber: string;
  amount: number;
  currency: string;
  description: string;
  paidAt: string;
};

/** A notification paying `reference` (in a description worded as banks do), unique transaction id. */
export const notificationFor = ({
  reference,
  amount,
  paidAt = new Date().toISOString(),
  transactionId = `FT${randomBytes(8).toString('hex').toUpperCase()}`,
}: {
  reference: string;
  amount: number;
  paidAt?: string;
  transactionId?: string;
}): Notification => ({
  transactionId,
  accountNumber: '0011004012345',
  amount,
  currency: 'VND',
  description: `MBVCB.5032114.${reference} nop hoc phi.CT tu 1023456789 toi 0011004012345`,
  paidAt,
});

/** `sha256=<hex>` of the raw body with the tenant's secret (or another secret, to forge one). */
export const signatureOf = ({
  rawBody,
  tenantCode = TENANT.code,
}: {
  rawBody: string;
  tenantCode?: string;
}) => bankSignature({ rawBody, secret: tenantBankSecret({ tenantCode }) });

/**
 * Posts a notification to the webhook as the bank does: the body's exact text, signed unless
 * `signature` says otherwise (null: no header).
 */
export const deliver = async ({
  app,
  notification,
  rawBody = JSON.stringify(notification),
  signature = signatureOf({ rawBody }),
  host = TENANT.host,
  headers = {},
}: {
  app: FastifyInstance;
  notification?: unknown;
  rawBody?: string;
  signature?: string | null;
  host?: string;
  headers?: Record<string, string>;
}) => {
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      host,
      'content-type': 'application/json',
      ...(signature === null ? {} : { [BANK_SIGNATURE_HEADER]: signature }),
      ...headers,
    },
    payload: rawBody,
  });
  const body = response.body ? (response.json() as Record<string, unknown>) : {};
  return { status: response.statusCode, body };
};

/** A waiting transaction of the test, as created in the database. */
export type OpenTransaction = {
  id: number;
  studentId: number;
  billId: number;
  reference: string;
  amount: number;
};

/**
 * Opens one waiting transaction per student (the first `count` students of the tenant), each on a
 * bill of its own semester, directly in the database: what create-waiting leaves behind.
 */
export const openTransactions = async ({
  app,
  count,
  amountOf = (index) => 5_000_000 + index * 1_000,
  expiresAt = new Date(Date.now() + 15 * 60_000),
  semester = `9${randomBytes(2).toString('hex')}`,
}: {
  app: FastifyInstance;
  count: number;
  amountOf?: (index: number) => number;
  expiresAt?: Date;
  semester?: string;
}): Promise<OpenTransaction[]> => {
  const students = await rows<{ id: string | number }>({
    app,
    text: `select id from students where root_id = ${TENANT.rootId} order by id limit ${count}`,
  });
  if (students.length < count) throw new Error(`only ${students.length} students, ${count} wanted`);
  const prefix = app.appConfig.byCode.get(TENANT.code)!.tuition.referencePrefix;
  const bills = await app.db
    .insert(tuitionBills)
    .values(students.map((student) => ({ rootId: TENANT.rootId, studentId: Number(student.id), semester })))
    .returning({ id: tuitionBills.id, studentId: tuitionBills.studentId });
  const created = await app.db
    .insert(paymentTransactions)
    .values(
      bills.map((bill, index) => ({
        rootId: TENANT.rootId,
        studentId: bill.studentId,
        billId: bill.id,
        reference: newTransferReference({ prefix }),
        amount: amountOf(index),
        expiresAt,
        checkoutKey: randomBytes(16).toString('hex'),
      })),
    )
    .returning();
  return created.map(({ id, studentId, billId, reference, amount }) => ({
    id,
    studentId,
    billId,
    reference,
    amount,
  }));
};

/** A second server instance's database handle over the same PostgreSQL database (its own pool). */
export const connectionStringOf = (db: Db) =>
  (db as unknown as { $client: { options?: { connectionString?: string } } }).$client.options
    ?.connectionString ?? null;
