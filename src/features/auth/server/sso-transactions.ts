import { createHash } from 'node:crypto';
import type { Cache } from '../../../server/cache/create-cache';

/** How long a started SSO sign-in may take before its state is forgotten. */
export const SSO_TRANSACTION_TTL_SECONDS = 10 * 60;

/**
 * What the server remembers between the authorization redirect and the callback. Kept in the
 * shared cache (not in memory) so the callback may reach any instance.
 */
export type SsoTransaction = {
  rootId: number;
  /** PKCE code_verifier (only its S256 challenge went to the IdP). */
  codeVerifier: string;
  nonce: string;
  /** The redirect_uri sent to the IdP; the token request repeats it. */
  redirectUri: string;
  /** Same-origin path the browser lands on after sign-in. */
  redirect: string;
  /** The client's own state (from enc-state), handed back after sign-in. */
  clientState: unknown;
  /** SHA-256 of the httpOnly binding cookie: ties the callback to the browser that started. */
  browserHash: string;
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

const keyOf = (state: string) => `sso:tx:${sha256(state)}`;

/** Remembers a transaction under its OAuth `state`. */
export const saveSsoTransaction = async ({
  cache,
  state,
  transaction,
}: {
  cache: Cache;
  state: string;
  transaction: SsoTransaction;
}) =>
  cache.set({
    key: keyOf(state),
    value: JSON.stringify(transaction),
    ttlSeconds: SSO_TRANSACTION_TTL_SECONDS,
  });

/** The transaction of a `state`, or null when unknown or expired (it stays until `dropSsoTransaction`). */
export const findSsoTransaction = async ({ cache, state }: { cache: Cache; state: string }) => {
  const raw = await cache.get(keyOf(state));
  return raw ? (JSON.parse(raw) as SsoTransaction) : null;
};

/** Forgets a transaction: a state and its code verifier are good for one callback only. */
export const dropSsoTransaction = async ({ cache, state }: { cache: Cache; state: string }) =>
  cache.del(keyOf(state));
