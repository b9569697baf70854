import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { findTransferReferences } from '../shared/transfer-reference';
import { ingestNotification } from './ingest-notification';
import type { BankNotification } from './ingest-notification';
import { enqueueReceiptMail } from './receipt-mail-job';

/** The webhook's answer (docs/payments.md "Bank webhook"). */
export type WebhookAnswer = { code: 1; status: 'credited' | 'duplicate' | 'unmatched' };

/**
 * Applies a signed notification (ingest-notification.ts) and, once the credit is committed, queues
 * the student's receipt mail as a job (receipt-mail-job.ts): it is sent after the answer, and its
 * failure never fails the webhook (the bank would only deliver again a payment already credited).
 */
export const receiveBankNotification = async ({
  app,
  tenant,
  notification,
  log,
}: {
  app: FastifyInstance;
  tenant: Institution;
  notification: BankNotification;
  log: FastifyBaseLogger;
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
  if (outcome.status === 'credited') {
    const { ledgerId } = outcome.credited;
    // The credit is committed: a receipt that cannot be queued is logged, never a failed webhook.
    await enqueueReceiptMail({ app, rootId: tenant.rootId, ledgerId }).catch((error: unknown) =>
      log.error({ err: error, ledgerId }, 'receipt mail failed (not queued; the payment is credited)'),
    );
  }
  return { code: 1, status: outcome.status };
};
