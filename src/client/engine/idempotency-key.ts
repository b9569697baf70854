/** The header a mutating call carries so that its retries are answered once (server: idempotency-plugin.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A new key for one user action: a random UUID (crypto.randomUUID exists only in secure
 * contexts; a portal served over plain http still gets a v4 UUID from getRandomValues).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The headers that send a call's key (none when the caller has no key). */
export function idempotencyHeaders({ idempotencyKey }: { idempotencyKey?: string }): Record<string, string> {
  return idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {};
}
