import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { findTransferReferences } from '../shared/transfer-reference';
import { ingestNotification } from './ingest-notification';
import type { BankNotification } from './ingest-notification';
import { receiptMailJob } from './receipt-mail-job';

/** The webhook's answer (docs/payments.md "Bank webhook"). */
export type WebhookAnswer = { code: 1; status: 'credited' | 'duplicate' | 'unmatched' };

/**
 * Applies a signed notification (ingest-notification.ts); a credit queues the student's receipt
 * mail as a job in the same statement (receipt-mail-job.ts): it is sent after the answer, and its
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
    receiptJob: receiptMailJob(app),
  });
  log.info(
    { bankTxnId: notification.transactionId, status: outcome.status, amount: notification.amount },
    'bank notification',
  );
  // The receipt's job row was committed with the credit: the runner looks for it now.
  if (outcome.status === 'credited') app.jobs.wake();
  return { code: 1, status: outcome.status };
};
