import { createHmac } from 'node:crypto';

type Env = Record<string, string | undefined>;

/** Master secret used outside production when `BANK_WEBHOOK_SECRET` is not set. */
export const DEV_BANK_WEBHOOK_SECRET = 'unigate-dev-bank-secret';

/** `BANK_WEBHOOK_SECRET` is missing (or the public development one) in production: start-up stops with this. */
export class BankSecretError extends Error {
  override name = 'BankSecretError';
}

/**
 * The master webhook secret (never in config, which reaches the browser): `BANK_WEBHOOK_SECRET`,
 * defaulting to `unigate-dev-bank-secret` outside production. In production (NODE_ENV=production)
 * it must be set, and to anything but that default: the development secret is in this repository,
 * so a webhook keyed with it would credit tuition for anybody who signs a notification. The
 * payments plugin reads it when it registers, so a production start without it fails at once.
 */
export const readBankWebhookSecret = (env: Env = process.env): string => {
  const raw = (env.BANK_WEBHOOK_SECRET ?? '').trim();
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && (raw === '' || raw === DEV_BANK_WEBHOOK_SECRET)) {
    throw new BankSecretError(
      raw === ''
        ? 'BANK_WEBHOOK_SECRET must be set in production (the bank webhook secret)'
        : 'BANK_WEBHOOK_SECRET must not be the development secret in production (set the bank webhook secret)',
    );
  }
  return raw === '' ? DEV_BANK_WEBHOOK_SECRET : raw;
};

/** True when the webhook runs on the public development secret (outside production only). */
export const isDevBankSecret = (secret: string) => secret === DEV_BANK_WEBHOOK_SECRET;

/** A tenant's webhook secret: hex HMAC-SHA256(master secret, tenant code). */
export const tenantBankSecret = ({
  tenantCode,
  masterSecret = readBankWebhookSecret(),
}: {
  tenantCode: string;
  masterSecret?: string;
}): string => createHmac('sha256', masterSecret).update(tenantCode).digest('hex');
