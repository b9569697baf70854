import { getSession } from '../../api/auth-api';

type SessionAnswer = ReturnType<typeof getSession>;

/** A shared answer older than this is not taken: the provider asks again. */
const FRESH_MS = 30_000;

let shared: { answer: SessionAnswer; at: number } | null = null;

const isFresh = (entry: typeof shared): entry is NonNullable<typeof shared> =>
  entry !== null && Date.now() - entry.at <= FRESH_MS;

/**
 * The page's first session read, shared: the route preloading asks it to know whose page it
 * prefetches for, and the session provider's first read takes the same answer (one request, the
 * one index.html preloads).
 */
export function initialSession(): SessionAnswer {
  if (!isFresh(shared)) shared = { answer: getSession(), at: Date.now() };
  return shared.answer;
}

/** The session provider's first read: the shared answer while fresh, once; otherwise a new read. */
export function takeInitialSession(): SessionAnswer {
  const taken = isFresh(shared) ? shared.answer : getSession();
  shared = null;
  return taken;
}
