import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { findTransferReferences } from '../shared/transfer-reference';
import { ingestNotification } from './ingest-notification';
import type { BankNotification, CreditedPayment } from './ingest-notification';
import { sendReceiptMail } from './receipt-mail';
import type { ReceiptQueue } from './receipt-queue';

/** The webhook's answer (docs/payments.md "Bank webhook"). */
export type WebhookAnswer = { code: 1; status: 'credited' | 'duplicate' | 'unmatched' };

/** A receipt to mail: the tenant and the committed credit. */
export type ReceiptJob = { tenant: Institution; credited: CreditedPayment };

/**
 * Applies a signed notification (ingest-notification.ts) and, once the credit is committed, queues
 * the student's receipt mail: it is sent after the answer, and its failure never fails the webhook
 * (the bank would only deliver again a payment that is already credited).
 */
export const receiveBankNotification = async ({
  app,
  tenant,
  notification,
  log,
  receipts,
}: {
  app: FastifyInstance;
  tenant: Institution;
  notification: BankNotification;
  log: FastifyBaseLogger;
  receipts: ReceiptQueue<ReceiptJob>;
}): Promise<WebhookAnswer> => {
  const references = findTransferReferences({
    description: notification.description,
    prefix: tenant.tuition.referencePrefix,
  });
  const outcome = await ingestNotification({
    db: app.db,
    isPostgres: app.dbKind === 'postgres',
    rootId: tenant.rootId,
    notification,
    references,
  });
  log.info(
    { bankTxnId: notification.transactionId, status: outcome.status, amount: notification.amount },
    'bank notification',
  );
  if (outcome.status === 'credited') receipts.push({ tenant, credited: outcome.credited });
  return { code: 1, status: outcome.status };
};

/** Mails one receipt; a failure is logged (the credit stands, staff can resend it from the ledger). */
export const mailReceipt = async ({ app, job }: { app: FastifyInstance; job: ReceiptJob }) => {
  try {
    await sendReceiptMail({ app, tenant: job.tenant, credited: job.credited });
  } catch (error) {
    app.log.error(
      { err: error, ledgerId: job.credited.ledgerId, tenant: job.tenant.code },
      'receipt mail failed (the payment is credited)',
    );
  }
};
