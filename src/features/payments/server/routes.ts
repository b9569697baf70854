import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import type { PaymentCreateWaiting } from '../../../generated/requests/payment-create-waiting';
import type { PaymentHistoryQuery } from '../../../generated/requests/payment-history-query';
import type { PaymentQuery } from '../../../generated/requests/payment-query';
import { requireModule, requireSession, requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { idFromUrl, publicIdParams } from '../../../server/public-ids';
import { requestLocale } from '../../../server/request-locale';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import { ownBill, queryBills, toBill } from './bill-service';
import { isDevBankSecret, readBankWebhookSecret } from './bank-secret';
import checkoutRoutes from './checkout-routes';
import { createWaiting } from './create-waiting';
import { paymentHistory } from './history-service';
import { payerOf } from './payer-of';
import { PAYMENT_MESSAGES } from './payment-messages';
import { checkPeriod } from './period-service';
import { loadReceipt } from './receipt-data';
import { receiptNumber, renderReceiptPdf } from './receipt-pdf';
import {
  BILL,
  CREATE_WAITING_BODY,
  ERROR,
  HISTORY_BODY,
  LEDGER_ENTRY,
  PERIOD,
  QUERY_BODY,
  TRANSACTION,
  WAITING,
  emptyBody,
  tags,
} from './route-schemas';
import { ownTransaction } from './transaction-view';
import webhookRoutes from './webhook-routes';
import { resultOf } from '../../../server/result-schema';
import { listOf } from '../../../server/list-schema';

const errors = { 400: ERROR, 401: ERROR, 404: ERROR };

/** The numeric id of the path's `id`, or a 404 worded like a missing record. */
const pathId = ({
  request,
  message,
}: {
  request: FastifyRequest<{ Params: { id: string } }>;
  message: string;
}) => {
  const id = idFromUrl({ tenant: request.tenant, value: request.params.id });
  if (id === null) throw notFound(message);
  return id;
};

/**
 * SPEC §7 payments (docs/payments.md): the signed-in student's tuition bills, waiting VietQR
 * transfers, their checkout, payment history and receipts; the bank webhook in its own scope.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  // A production start without BANK_WEBHOOK_SECRET (or with the development one) stops here,
  // before any route answers; elsewhere the development secret is said out loud once.
  if (isDevBankSecret(readBankWebhookSecret()))
    app.log.warn(
      'BANK_WEBHOOK_SECRET is not set: the bank webhook accepts notifications signed with the public ' +
        'development secret (refused when NODE_ENV=production)',
    );
  const preHandler = requireModule('tuition');

  app.get(
    '/api/payment/check-period',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Whether today falls in the current semester's payment period, and whether card payment is hidden",
        response: { 200: PERIOD, 401: ERROR, 404: ERROR },
      },
    },
    async (request) => {
      requireSession(request);
      return checkPeriod({ db: app.db, tenant: request.tenant, now: new Date() });
    },
  );

  app.post<{ Body: PaymentQuery }>(
    '/api/v1/payment/query',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary:
          "The signed-in student's tuition bills (one semester, or all with the current one created on first ask); checksum rule payment.query (MD5 of the body without checkSum + '_payment'). Codes: 1 success, -1 checksum (data [])",
        body: QUERY_BODY,
        response: {
          200: resultOf({ data: { type: 'array', items: BILL }, required: ['code', 'data'] }),
          ...errors,
        },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const locale = requestLocale(request);
      if (!verifyChecksum({ rule: 'payment.query', body: sentBodyOf(request) })) {
        const code = GENERIC_CODES.CHECKSUM_FAILED;
        return { code, message: resultMessage({ set: 'generic', code, locale }), data: [] };
      }
      const data = await queryBills({
        db: app.db,
        tenant: request.tenant,
        studentId: session.studentId,
        semester: request.body.filters.semester,
        now: new Date(),
      });
      const code = GENERIC_CODES.SUCCESS;
      return { code, message: resultMessage({ set: 'generic', code, locale }), data };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/payment/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "One tuition bill of the signed-in student: items, paid, remaining, credit, status, due date, the open waiting transfer (another student's: 404)",
        params: publicIdParams,
        response: { 200: { type: 'object', properties: { data: BILL }, required: ['data'] }, ...errors },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const id = pathId({ request, message: PAYMENT_MESSAGES.billNotFound });
      const found = await ownBill({ db: app.db, tenant: request.tenant, studentId: session.studentId, id });
      if (!found) throw notFound(PAYMENT_MESSAGES.billNotFound);
      return {
        data: await toBill({ db: app.db, tenant: request.tenant, ...found, now: new Date() }),
      };
    },
  );

  app.post<{ Body: PaymentCreateWaiting }>(
    '/api/v1/transactions/create-waiting',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Opens a waiting VietQR transfer for the remaining debt of a bill (the same open one again on a repeat); amount must equal the remaining debt (400 field amount); outside the payment period 400',
        body: CREATE_WAITING_BODY,
        response: { 200: resultOf({ data: WAITING, required: ['code', 'data'] }), ...errors },
      },
    },
    async (request) => {
      const payer = await payerOf({ db: app.db, request });
      const data = await createWaiting({
        db: app.db,
        tenant: request.tenant,
        payer,
        paymentId: request.body.paymentId,
        amount: request.body.amount,
        now: new Date(),
      });
      const code = GENERIC_CODES.SUCCESS;
      return { code, message: resultMessage({ set: 'generic', code, locale: requestLocale(request) }), data };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/transactions/process/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "A waiting transfer's current state (waiting, paid, expired) with the bank notifications applied to it; the page polls it",
        params: publicIdParams,
        body: emptyBody,
        response: { 200: resultOf({ data: TRANSACTION, required: ['code', 'data'] }), ...errors },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const id = pathId({ request, message: PAYMENT_MESSAGES.transactionNotFound });
      const found = await ownTransaction({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: session.studentId,
        id,
        now: new Date(),
      });
      if (!found) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
      const code = GENERIC_CODES.SUCCESS;
      return {
        code,
        message: resultMessage({ set: 'generic', code, locale: requestLocale(request) }),
        data: found.view,
      };
    },
  );

  app.post<{ Body: PaymentHistoryQuery }>(
    '/api/v1/transactions/history-transactions',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The signed-in student's credited payments (ledger entries), newest first, with receipt URLs",
        body: HISTORY_BODY,
        response: {
          200: listOf(LEDGER_ENTRY),
          ...errors,
        },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      return paymentHistory({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: session.studentId,
        page: request.body.page ?? 1,
        pageSize: request.body.pageSize ?? 20,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/transactions/:id/receipt',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The receipt PDF of a credited payment (id: the ledger entry of history-transactions); the owner's only",
        params: publicIdParams,
        response: { 401: ERROR, 404: ERROR },
      },
    },
    async (request, reply) => {
      const session = requireStudent(request);
      const ledgerId = pathId({ request, message: PAYMENT_MESSAGES.receiptNotFound });
      const receipt = await loadReceipt({
        db: app.db,
        tenant: request.tenant,
        ledgerId,
        studentId: session.studentId,
      });
      if (!receipt) throw notFound(PAYMENT_MESSAGES.receiptNotFound);
      const pdf = await renderReceiptPdf({ receipt, timeZone: request.tenant.registration.timezone });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="bien-lai-${receiptNumber(receipt.ledgerId)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
}
