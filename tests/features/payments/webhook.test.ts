import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { freshOutbox, settle, waitForOutboxMail } from '../auth-password-reset/mail-helpers';
import { listOutbox } from '../../../src/server/mail/outbox';
import { TENANT, deliver, notificationFor, openTransactions, rows, signatureOf } from './webhook-kit';
import type { OpenTransaction } from './webhook-kit';

let app: FastifyInstance;
let open: OpenTransaction[];
const outbox = freshOutbox();
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
beforeAll(async () => {
  app = await createTestApp({ settings: { mailOutboxDir: outbox, logLevel: 'info' }, logStream });
  open = await openTransactions({ app, count: 14, amountOf: () => 6_000_000 });
});
afterAll(async () => {
  await app?.close();
  rmSync(outbox, { recursive: true, force: true });
});

let next = 0;
/** A waiting transaction no other test uses. */
const fresh = () => {
  const transaction = open[next];
  next += 1;
  return transaction;
};

const storedNotifications = (bankTxnId: string) =>
  rows<{ status: string; transaction_id: string; reference: string; amount: string }>({
    app,
    text: `select status, transaction_id::text, reference, amount::text from bank_notifications where bank_txn_id = '${bankTxnId}'`,
  });

const ledgerOf = (transactionId: number) =>
  rows<{ amount: string; student_id: string; bill_id: string }>({
    app,
    text: `select amount::text, student_id::text, bill_id::text from payment_ledger where transaction_id = ${transactionId}`,
  });

const transactionState = async (id: number) => {
  const [row] = await rows<{ status: string; late: boolean; paid_at: string | null }>({
    app,
    text: `select status, late, paid_at from payment_transactions where id = ${id}`,
  });
  return row;
};

describe('bank webhook: the signature', () => {
  it('a wrong signature is a 401 and nothing is stored', async () => {
    const notification = notificationFor({ reference: open[0].reference, amount: 6_000_000 });
    const rawBody = JSON.stringify(notification);
    const answer = await deliver({ app, rawBody, signature: signatureOf({ rawBody, tenantCode: 'hust' }) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/X-Bank-Signature/);
    expect(await storedNotifications(notification.transactionId)).toEqual([]);
    expect(await ledgerOf(open[0].id)).toEqual([]);
  });

  it('a missing header, a malformed one and a signature of another body are 401 too', async () => {
    const notification = notificationFor({ reference: open[0].reference, amount: 6_000_000 });
    const rawBody = JSON.stringify(notification);
    const tampered = JSON.stringify({ ...notification, amount: 60_000_000 });
    const answers = await Promise.all([
      deliver({ app, rawBody, signature: null }),
      deliver({ app, rawBody, signature: 'sha256=xyz' }),
      deliver({ app, rawBody, signature: signatureOf({ rawBody }).replace('sha256=', 'md5=') }),
      deliver({ app, rawBody: tampered, signature: signatureOf({ rawBody }) }),
      // The bytes are signed, not the JSON value: the same object re-serialised with spaces is another body.
      deliver({ app, rawBody: JSON.stringify(notification, null, 1), signature: signatureOf({ rawBody }) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await storedNotifications(notification.transactionId)).toEqual([]);
  });

  it('a tenant signature is good only on its own host', async () => {
    const notification = notificationFor({ reference: open[0].reference, amount: 6_000_000 });
    const answer = await deliver({ app, notification, host: 'hust.localhost' });
    expect(answer.status).toBe(401);
    expect(await storedNotifications(notification.transactionId)).toEqual([]);
  });

  it('a bad signature is refused before the body is read: a broken or hostile body gets 401, not 400', async () => {
    const bodies = ['{"transactionId": ', 'not json', JSON.stringify({ description: 'a\u0000b' })];
    const answers = await Promise.all(
      bodies.map((rawBody) => deliver({ app, rawBody, signature: 'sha256=' + '0'.repeat(64) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('no body at all is a 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bank/notifications',
      headers: { host: TENANT.host },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bank webhook: the body', () => {
  const signedBody = async (body: unknown) => deliver({ app, rawBody: JSON.stringify(body) });

  it('a signed body that breaks the schema is a 400 naming the field, and nothing is stored', async () => {
    const good = notificationFor({ reference: open[0].reference, amount: 6_000_000 });
    const cases: [unknown, string][] = [
      [{ ...good, amount: 0 }, 'body.amount'],
      [{ ...good, amount: 1.5 }, 'body.amount'],
      [{ ...good, amount: -6_000_000 }, 'body.amount'],
      [{ ...good, amount: 'sáu triệu' }, 'body.amount'],
      [{ ...good, currency: 'USD' }, 'body.currency'],
      [{ ...good, transactionId: '' }, 'body.transactionId'],
      [{ ...good, transactionId: 'X'.repeat(65) }, 'body.transactionId'],
      [{ ...good, description: 'x'.repeat(501) }, 'body.description'],
      [{ ...good, paidAt: 'yesterday' }, 'body.paidAt'],
      [{ ...good, paidAt: undefined }, 'body.paidAt'],
      [{ ...good, accountNumber: undefined }, 'body.accountNumber'],
    ];
    for (const [body, field] of cases) {
      const answer = await signedBody(body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(answer.body.field).toBe(field);
    }
    expect(await storedNotifications(good.transactionId)).toEqual([]);
  });

  it('a signed body that is not JSON is a 400; another content type a 415', async () => {
    expect((await deliver({ app, rawBody: '{"transactionId": ' })).status).toBe(400);
    const rawBody = JSON.stringify(notificationFor({ reference: open[0].reference, amount: 1 }));
    const asText = await deliver({ app, rawBody, headers: { 'content-type': 'text/plain' } });
    expect(asText.status).toBe(415);
  });
});

describe('bank webhook: crediting', () => {
  it('credits the exact amount once: the transaction is paid, the ledger holds the entry', async () => {
    const transaction = fresh();
    const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
    const answer = await deliver({ app, notification });
    expect(answer).toEqual({ status: 200, body: { code: 1, status: 'credited' } });
    expect(await storedNotifications(notification.transactionId)).toEqual([
      {
        status: 'credited',
        transaction_id: String(transaction.id),
        reference: transaction.reference,
        amount: String(transaction.amount),
      },
    ]);
    expect(await ledgerOf(transaction.id)).toEqual([
      {
        amount: String(transaction.amount),
        student_id: String(transaction.studentId),
        bill_id: String(transaction.billId),
      },
    ]);
    expect(await transactionState(transaction.id)).toMatchObject({ status: 'paid', late: false });
  });

  it('a repeated notification is a duplicate: credited once, sequentially and all at once', async () => {
    const transaction = fresh();
    const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
    const first = await deliver({ app, notification });
    const again = await deliver({ app, notification });
    const burst = await Promise.all(Array.from({ length: 10 }, () => deliver({ app, notification })));
    expect(first.body).toEqual({ code: 1, status: 'credited' });
    expect(again.body).toEqual({ code: 1, status: 'duplicate' });
    expect(burst.map((answer) => answer.body.status)).toEqual(Array(10).fill('duplicate'));
    expect(await ledgerOf(transaction.id)).toHaveLength(1);

    const other = fresh();
    const racing = notificationFor({ reference: other.reference, amount: other.amount });
    const together = await Promise.all(
      Array.from({ length: 10 }, () => deliver({ app, notification: racing })),
    );
    expect(together.filter((answer) => answer.body.status === 'credited')).toHaveLength(1);
    expect(together.filter((answer) => answer.body.status === 'duplicate')).toHaveLength(9);
    expect(await ledgerOf(other.id)).toHaveLength(1);
  });

  it('a notification without a reference of ours is kept as unmatched, with no ledger entry', async () => {
    const notification = {
      ...notificationFor({ reference: 'x', amount: 1_234_000 }),
      description: 'CHUYEN TIEN AN TRUA UGXXXXXXXX',
    };
    const answer = await deliver({ app, notification });
    expect(answer.body).toEqual({ code: 1, status: 'unmatched' });
    expect(await storedNotifications(notification.transactionId)).toEqual([
      { status: 'unmatched', transaction_id: '-1', reference: '', amount: '1234000' },
    ]);
    expect((await deliver({ app, notification })).body).toEqual({ code: 1, status: 'duplicate' });
  });

  it('finds the reference in lower case, glued to other words and across a line break', async () => {
    const transaction = fresh();
    const notification = {
      ...notificationFor({ reference: transaction.reference, amount: transaction.amount }),
      description: `IBFT ${transaction.reference.toLowerCase()}-hoc phi\nHK1 2026`,
    };
    expect((await deliver({ app, notification })).body).toEqual({ code: 1, status: 'credited' });
    expect(await ledgerOf(transaction.id)).toHaveLength(1);
  });

  it("another tenant's reference is unmatched here (references are looked up in the tenant only)", async () => {
    const transaction = fresh();
    const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
    const rawBody = JSON.stringify(notification);
    const answer = await deliver({
      app,
      rawBody,
      host: 'hust.localhost',
      signature: signatureOf({ rawBody, tenantCode: 'hust' }),
    });
    expect(answer.body).toEqual({ code: 1, status: 'unmatched' });
    expect(await ledgerOf(transaction.id)).toEqual([]);
  });

  it('an under-payment is credited and leaves the transaction waiting; the rest completes it', async () => {
    const transaction = fresh();
    const part = notificationFor({ reference: transaction.reference, amount: 2_000_000 });
    expect((await deliver({ app, notification: part })).body.status).toBe('credited');
    expect(await transactionState(transaction.id)).toMatchObject({ status: 'waiting', paid_at: null });
    const rest = notificationFor({
      reference: transaction.reference,
      amount: transaction.amount - 2_000_000,
    });
    expect((await deliver({ app, notification: rest })).body.status).toBe('credited');
    expect(await transactionState(transaction.id)).toMatchObject({ status: 'paid', late: false });
    const ledger = await ledgerOf(transaction.id);
    expect(ledger.map((entry) => Number(entry.amount)).sort()).toEqual([2_000_000, 4_000_000]);
  });

  it('an over-payment is credited as received (the credit is kept)', async () => {
    const transaction = fresh();
    const notification = notificationFor({
      reference: transaction.reference,
      amount: transaction.amount + 500_000,
    });
    expect((await deliver({ app, notification })).body.status).toBe('credited');
    expect(await transactionState(transaction.id)).toMatchObject({ status: 'paid' });
    expect((await ledgerOf(transaction.id)).map((entry) => Number(entry.amount))).toEqual([
      transaction.amount + 500_000,
    ]);
  });

  it('two partial payments at once both count: the transaction is paid', async () => {
    const transaction = fresh();
    const halves = [3_000_000, 3_000_000].map((amount) =>
      notificationFor({ reference: transaction.reference, amount }),
    );
    const answers = await Promise.all(halves.map((notification) => deliver({ app, notification })));
    expect(answers.map((answer) => answer.body.status)).toEqual(['credited', 'credited']);
    expect(await transactionState(transaction.id)).toMatchObject({ status: 'paid' });
  });

  it('a payment after the transaction expired is credited and marked late', async () => {
    const [expired] = await openTransactions({
      app,
      count: 1,
      amountOf: () => 7_000_000,
      expiresAt: new Date(Date.now() - 60 * 60_000),
    });
    await rows({ app, text: `update payment_transactions set status = 'expired' where id = ${expired.id}` });
    const notification = notificationFor({ reference: expired.reference, amount: 7_000_000 });
    expect((await deliver({ app, notification })).body).toEqual({ code: 1, status: 'credited' });
    expect(await transactionState(expired.id)).toMatchObject({ status: 'paid', late: true });
    expect(await ledgerOf(expired.id)).toHaveLength(1);
  });

  it('money that moved before the expiry but arrives after it is not late', async () => {
    const [slow] = await openTransactions({
      app,
      count: 1,
      amountOf: () => 7_000_000,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const notification = notificationFor({
      reference: slow.reference,
      amount: 7_000_000,
      paidAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    expect((await deliver({ app, notification })).body.status).toBe('credited');
    expect(await transactionState(slow.id)).toMatchObject({ status: 'paid', late: false });
  });
});

describe('bank webhook: server to server', () => {
  it('is accepted from another site (a bank has no Origin of ours) while other calls still refuse it', async () => {
    const transaction = fresh();
    const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
    const crossSite = { origin: 'https://gateway.bank.example', 'sec-fetch-site': 'cross-site' };
    const answer = await deliver({ app, notification, headers: crossSite });
    expect(answer.body).toEqual({ code: 1, status: 'credited' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: TENANT.host, ...crossSite },
      payload: { account: '20230001', password: 'Unigate@2026' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('other routes keep the app-wide JSON parser (the webhook parser is scoped)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: TENANT.host, 'content-type': 'application/json' },
      payload: JSON.stringify({ account: '20230001', password: 'Unigate@2026' }),
    });
    expect(login.statusCode).toBe(200);
  });

  it('is documented in the OpenAPI document with its signature header', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; parameters?: { name: string; in: string }[] }>>;
    };
    const operation = doc.paths['/api/v1/bank/notifications'].post;
    expect(operation.tags).toEqual(['payments']);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-bank-signature', in: 'header' }),
    );
  });
});

describe('bank webhook: the receipt', () => {
  const emailOf = async (studentId: number) =>
    (await rows<{ email: string }>({ app, text: `select email from students where id = ${studentId}` }))[0]
      .email;

  it('mails the student one receipt per credit, after the answer; a repeat mails nothing', async () => {
    const transaction = fresh();
    const email = await emailOf(transaction.studentId);
    expect(email).not.toBe('');
    const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
    expect((await deliver({ app, notification })).body.status).toBe('credited');
    const mail = await waitForOutboxMail({ dir: outbox, to: email });
    expect(mail.subject).toMatch(/^Biên lai học phí .+ \/ Tuition receipt /);
    expect((await deliver({ app, notification })).body.status).toBe('duplicate');
    await settle();
    const mails = (await listOutbox({ dir: outbox })).data.filter((candidate) => candidate.to === email);
    expect(mails).toHaveLength(1);
  });

  it('a failing mailer does not fail the webhook: the payment is credited and the failure logged', async () => {
    const transaction = fresh();
    const sendMail = app.mailer.sendMail;
    app.mailer.sendMail = async () => {
      throw new Error('SMTP down');
    };
    try {
      const notification = notificationFor({ reference: transaction.reference, amount: transaction.amount });
      expect(await deliver({ app, notification })).toEqual({
        status: 200,
        body: { code: 1, status: 'credited' },
      });
      expect(await ledgerOf(transaction.id)).toHaveLength(1);
      for (
        let attempt = 0;
        attempt < 100 && !logLines.some((line) => line.includes('receipt mail failed'));
        attempt++
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      const failure = logLines.find((line) => line.includes('receipt mail failed'));
      expect(failure && JSON.parse(failure)).toMatchObject({ level: 50, err: { message: 'SMTP down' } });
    } finally {
      app.mailer.sendMail = sendMail;
    }
  });
  it('queues the receipt job with the credit, and none for a student without an e-mail address', async () => {
    const jobsOf = async (transactionId: number) =>
      (
        await rows<{ total: number }>({
          app,
          text: `select count(*)::int as total from jobs j join payment_ledger l
                   on l.id = (j.payload->>'ledgerId')::bigint
                 where j.kind = 'payments.receipt-mail' and l.transaction_id = ${transactionId}`,
        })
      )[0].total;
    const withEmail = fresh();
    let withoutEmail = fresh();
    while (withoutEmail.studentId === withEmail.studentId) withoutEmail = fresh();
    const email = await emailOf(withoutEmail.studentId);
    await rows({ app, text: `update students set email = '' where id = ${withoutEmail.studentId}` });
    try {
      for (const transaction of [withEmail, withoutEmail]) {
        const notification = notificationFor({
          reference: transaction.reference,
          amount: transaction.amount,
        });
        expect((await deliver({ app, notification })).body.status).toBe('credited');
      }
      expect(await jobsOf(withEmail.id)).toBe(1);
      expect(await jobsOf(withoutEmail.id)).toBe(0);
    } finally {
      await rows({
        app,
        text: `update students set email = '${email}' where id = ${withoutEmail.studentId}`,
      });
    }
  });
});
