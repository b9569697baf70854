import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { readBankWebhookSecret, tenantBankSecret } from './bank-secret';
import type { BankNotification } from './ingest-notification';
import { registerSignedBodyParser, requireBankSignature } from './signed-body-parser';
import { registerReceiptMailJob } from './receipt-mail-job';
import { receiveBankNotification } from './webhook-service';

const tags = ['payments'];
const ERROR = { $ref: 'https://schemas.unigate.vn/common/error.json#' };

/** The bank's notification body (docs/payments.md "Bank webhook"); other fields a bank adds are ignored. */
const NOTIFICATION = {
  type: 'object',
  properties: {
    transactionId: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: "The bank's own transaction id: a repeat with the same id is answered `duplicate`",
    },
    accountNumber: { type: 'string', minLength: 1, maxLength: 34, description: 'The credited account' },
    amount: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000_000_000,
      description: 'VND received, credited as is (under- and over-payments are kept)',
    },
    currency: { type: 'string', enum: ['VND'] },
    description: {
      type: 'string',
      maxLength: 500,
      // Banks may break the transfer content over lines; other control characters are still refused.
      'x-multiline': true,
      description: 'The transfer content; the transfer reference (e.g. UG26A7K3Q9) is found in it',
    },
    paidAt: { type: 'string', format: 'date-time', description: 'When the money moved' },
  },
  required: ['transactionId', 'accountNumber', 'amount', 'currency', 'description', 'paidAt'],
} as const;

const ANSWER = {
  type: 'object',
  properties: {
    code: { type: 'integer', enum: [1] },
    status: {
      type: 'string',
      enum: ['credited', 'duplicate', 'unmatched'],
      description:
        'credited: applied to the ledger; duplicate: this transactionId was already received (nothing changed); ' +
        'unmatched: no transfer reference of ours in the description (kept for staff)',
    },
  },
  required: ['code', 'status'],
} as const;

const SIGNATURE_HEADERS = {
  type: 'object',
  properties: {
    'x-bank-signature': {
      type: 'string',
      pattern: '^sha256=[0-9a-fA-F]{64}$',
      description:
        "`sha256=` + hex HMAC-SHA256 of the raw request body (the bytes as sent) keyed with the tenant's " +
        'webhook secret: hex HMAC-SHA256(BANK_WEBHOOK_SECRET, tenant code)',
    },
  },
  required: ['x-bank-signature'],
} as const;

/** Each tenant's webhook secret, derived once from the master secret read at start-up. */
const tenantSecrets = () => {
  const masterSecret = readBankWebhookSecret();
  const secrets = new Map<string, string>();
  return (tenant: Institution) => {
    let secret = secrets.get(tenant.code);
    if (secret === undefined) {
      secret = tenantBankSecret({ tenantCode: tenant.code, masterSecret });
      secrets.set(tenant.code, secret);
    }
    return secret;
  };
};

/**
 * The bank side of payments: the signed notification webhook. Its own scope (Fastify
 * encapsulation) so that its body parser, which checks the signature on the raw bytes, applies to
 * it alone; registered by routes.ts as `await app.register(webhookRoutes)`.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  registerSignedBodyParser({ app, secretOf: tenantSecrets() });
  registerReceiptMailJob(app);

  app.post<{ Body: BankNotification }>(
    '/api/v1/bank/notifications',
    {
      bodyLimit: 16 * 1024,
      // Server to server: the bank is another site and proves itself by the signature, never a cookie.
      config: { sameOrigin: 'allow-cross-site' },
      preValidation: requireBankSignature,
      schema: {
        tags,
        summary: 'Bank notification of a received transfer (signed webhook)',
        description:
          "Called by the bank (or `npm run bank`, the sandbox) on the tenant's host. Header " +
          '`X-Bank-Signature: sha256=<hex>`: HMAC-SHA256 of the raw body, exactly the bytes sent, with ' +
          "the tenant's secret (hex HMAC-SHA256 of the tenant code keyed with BANK_WEBHOOK_SECRET). A " +
          'missing or wrong signature is a 401 and nothing is stored; it is checked before the body is ' +
          'parsed or validated. A notification is applied once per transactionId (repeats answer ' +
          '`duplicate`, also when delivered to two servers at once); the transfer reference in ' +
          "`description` picks the student's waiting transaction, expired ones included (credited " +
          'late); the amount is credited as received.',
        headers: SIGNATURE_HEADERS,
        body: NOTIFICATION,
        response: { 200: ANSWER, 400: ERROR, 401: ERROR, 415: ERROR },
      },
    },
    async (request) =>
      receiveBankNotification({
        app,
        tenant: request.tenant,
        notification: request.body,
        log: request.log,
      }),
  );
}
