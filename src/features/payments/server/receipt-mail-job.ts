import type { FastifyInstance } from 'fastify';
import { JobRejection } from '../../../server/jobs/job-runner';
import { sendReceiptMail } from './receipt-mail';

/** The job kind of a receipt mail (the portal's one job runner, src/server/jobs). */
export const RECEIPT_MAIL_JOB = 'payments.receipt-mail';

/** What a receipt-mail job carries: the credited ledger entry. */
export type ReceiptMailPayload = { ledgerId: number };

/**
 * Receipts are mailed by the job runner, not in the webhook's time: a burst of notifications is
 * credited at once and its PDFs rendered one job at a time per instance; a job survives a restart,
 * and a failed mail is tried again with back-off. Each failure is logged (the payment stays credited).
 */
export const registerReceiptMailJob = (app: FastifyInstance) =>
  app.jobs.register(RECEIPT_MAIL_JOB, {
    maxAttempts: 5,
    timeoutMs: 60_000,
    handler: async ({ rootId, payload, attempt }) => {
      const tenant = app.appConfig.institutions.find((candidate) => candidate.rootId === rootId);
      const { ledgerId } = payload as ReceiptMailPayload;
      if (!tenant || !Number.isInteger(ledgerId))
        throw new JobRejection(`no receipt ${ledgerId} in ${rootId}`);
      try {
        await sendReceiptMail({ app, tenant, credited: { ledgerId } });
      } catch (error) {
        app.log.error(
          { err: error, ledgerId, tenant: tenant.code, attempt },
          'receipt mail failed (the payment is credited; tried again later)',
        );
        throw error;
      }
    },
  });

/** The job row a credit queues (ingest-statements.ts inserts it with the ledger entry). */
export const receiptMailJob = (app: FastifyInstance) => ({
  kind: RECEIPT_MAIL_JOB,
  ...app.jobs.settingsOf(RECEIPT_MAIL_JOB),
});
