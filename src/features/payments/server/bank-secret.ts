import { createHmac } from 'node:crypto';

type Env = Record<string, string | undefined>;

/** Master secret used outside production when `BANK_WEBHOOK_SECRET` is not set. */
export const DEV_BANK_WEBHOOK_SECRET = 'unigate-dev-bank-secret';

/** `BANK_WEBHOOK_SECRET` is missing in production: start-up stops with this. */
export class BankSecretError extends Error {}

/**
 * The master webhook secret (never in config, which reaches the browser): `BANK_WEBHOOK_SECRET`,
 * defaulting to `unigate-dev-bank-secret` outside production; required in production (the payments
 * plugin reads it when it registers, so a production start without it fails at once).
 */
export const readBankWebhookSecret = (env: Env = process.env): string => {
  const raw = (env.BANK_WEBHOOK_SECRET ?? '').trim();
  if (raw !== '') return raw;
  if (env.NODE_ENV === 'production') {
    throw new BankSecretError('BANK_WEBHOOK_SECRET must be set in production (the bank webhook secret)');
  }
  return DEV_BANK_WEBHOOK_SECRET;
};

/** A tenant's webhook secret: hex HMAC-SHA256(master secret, tenant code). */
export const tenantBankSecret = ({
  tenantCode,
  masterSecret = readBankWebhookSecret(),
}: {
  tenantCode: string;
  masterSecret?: string;
}): string => createHmac('sha256', masterSecret).update(tenantCode).digest('hex');
