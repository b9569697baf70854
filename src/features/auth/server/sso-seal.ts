import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealing key: 32 bytes derived from a server secret for one purpose and tenant. */
export const deriveSealKey = ({
  secret,
  purpose,
  tenantCode,
}: {
  secret: string;
  purpose: string;
  tenantCode: string;
}) => Buffer.from(hkdfSync('sha256', secret, 'unigate-sso-seal', `${purpose}:${tenantCode}`, 32));

/**
 * Encrypts and authenticates `data` (AES-256-GCM) with an expiry; the token is base64url text
 * safe in URLs and cookies. Only `openSeal` with the same key can read it, and any change to
 * the token makes it unreadable.
 */
export const seal = ({
  key,
  data,
  ttlSeconds,
  now = Date.now(),
}: {
  key: Buffer;
  data: unknown;
  ttlSeconds: number;
  now?: number;
}) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = Buffer.from(JSON.stringify({ d: data, e: Math.floor(now / 1000) + ttlSeconds }), 'utf8');
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
};

/** The sealed data, or undefined when the token was altered, sealed with another key or expired. */
export const openSeal = ({
  key,
  token,
  now = Date.now(),
}: {
  key: Buffer;
  token: string;
  now?: number;
}): { data: unknown } | undefined => {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed = JSON.parse(plain.toString('utf8')) as { d: unknown; e: number };
    return parsed.e * 1000 > now ? { data: parsed.d } : undefined;
  } catch {
    return undefined;
  }
};
