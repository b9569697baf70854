import { randomBytes } from 'node:crypto';
import type { Cache } from '../../../server/cache/create-cache';

/** How one budget (an IP, an account, a device) lets password checks through. */
export type BudgetPolicy = {
  /** Attempts (failed, or still being checked) let through in a window without any wait. */
  free: number;
  /** Length of the window in which the free attempts are counted. */
  windowSeconds: number;
  /** Wait before the first attempt past the free ones; it doubles with every further attempt. */
  firstDelaySeconds: number;
  /** The wait never grows past this: an account under attack is slowed down, never locked. */
  maxDelaySeconds: number;
};

/**
 * Budgets of password checks. The account budget is keyed by the account itself (an e-mail alias
 * counts against the same one); a device that signed in well before has a budget of its own, so
 * a stranger hammering the student's code never keeps the student out on their own device.
 */
export const BUDGETS = {
  account: { free: 5, windowSeconds: 15 * 60, firstDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
  // Generous: a campus behind one NAT address signs in through it; still stops a spray across accounts.
  ip: { free: 50, windowSeconds: 15 * 60, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  device: { free: 10, windowSeconds: 15 * 60, firstDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
} as const satisfies Record<string, BudgetPolicy>;

/** How long a budget remembers how far its waits have grown. */
const ESCALATION_TTL_SECONDS = 24 * 60 * 60;

/** One attempt let through by a budget; settle it with `recordFailure`, `releaseAttempt` or `clearBudget`. */
export type Ticket = { base: string; bucket: number; windowSeconds: number };

/** Either the attempt may check the password (`ticket`), or it must wait `retryAfterSeconds`. */
export type Admission = { ticket: Ticket } | { retryAfterSeconds: number };

/** The wait after `level` attempts past the free ones: 1 s, 2 s, 4 s… up to the cap. */
export const delaySeconds = ({ policy, level }: { policy: BudgetPolicy; level: number }) =>
  Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(level, 30));

// Keys of a budget live under an epoch: clearing the budget starts a new epoch, so attempts still
// being checked from before cannot settle into the fresh budget.
const epochKey = (key: string) => `${key}:e`;
const takenKey = (ticket: Ticket) => `${ticket.base}:n:${ticket.bucket}`;
const releasedKey = (ticket: Ticket) => `${ticket.base}:r:${ticket.bucket}`;
const levelKey = (base: string) => `${base}:lvl`;
const lastKey = (base: string) => `${base}:at`;

/** Gives an attempt back to its budget (it was refused elsewhere, or it succeeded). */
export const releaseAttempt = async ({ cache, ticket }: { cache: Cache; ticket: Ticket }) => {
  await cache.incr({ key: releasedKey(ticket), ttlSeconds: ticket.windowSeconds * 2 });
};

/**
 * Reserves one password check against a budget, before the password is looked at: the counter is
 * taken first (one atomic increment), so a burst of parallel guesses gets exactly the free
 * attempts through and the rest wait, whatever the password. Past the free attempts, one attempt
 * at a time goes through, each after a wait that doubles.
 */
export const reserveAttempt = async ({
  cache,
  key,
  policy,
  now = Date.now(),
}: {
  cache: Cache;
  key: string;
  policy: BudgetPolicy;
  now?: number;
}): Promise<Admission> => {
  const epoch = (await cache.get(epochKey(key))) ?? '0';
  const base = `${key}:${epoch}`;
  const ticket: Ticket = {
    base,
    bucket: Math.floor(now / (policy.windowSeconds * 1000)),
    windowSeconds: policy.windowSeconds,
  };
  // Counted as taken minus given back, since the shared cache offers increments only: taken
  // first, so two parallel attempts never both see the last free place.
  const taken = await cache.incr({ key: takenKey(ticket), ttlSeconds: policy.windowSeconds * 2 });
  const released = Number((await cache.get(releasedKey(ticket))) ?? 0);
  if (taken - released <= policy.free) return { ticket };
  const refuse = async (retryAfterSeconds: number): Promise<Admission> => {
    await releaseAttempt({ cache, ticket });
    return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) };
  };
  // Read the level before the time: an attempt let through meanwhile moves the time first.
  const level = Number((await cache.get(levelKey(base))) ?? 0);
  const last = await cache.get(lastKey(base));
  const wait = delaySeconds({ policy, level });
  // No failure recorded yet while the free attempts are spent: they are still being checked.
  if (last === null) return refuse(wait);
  const readyAt = Number(last) + wait * 1000;
  if (now < readyAt) return refuse((readyAt - now) / 1000);
  // Several attempts may find the wait over at once; the first to take this gate goes through.
  const gate = await cache.incr({ key: `${base}:g:${level}:${last}`, ttlSeconds: ESCALATION_TTL_SECONDS });
  if (gate !== 1) return refuse(delaySeconds({ policy, level: level + 1 }));
  await cache.set({ key: lastKey(base), value: String(now), ttlSeconds: ESCALATION_TTL_SECONDS });
  await cache.incr({ key: levelKey(base), ttlSeconds: ESCALATION_TTL_SECONDS });
  return { ticket };
};

/** The password was wrong: the attempt stays counted and the next wait runs from now. */
export const recordFailure = async ({
  cache,
  ticket,
  now = Date.now(),
}: {
  cache: Cache;
  ticket: Ticket;
  now?: number;
}) => {
  await cache.set({ key: lastKey(ticket.base), value: String(now), ttlSeconds: ESCALATION_TTL_SECONDS });
};

/** A good password: the budget starts afresh (failures and waits forgotten). */
export const clearBudget = async ({ cache, key }: { cache: Cache; key: string }) => {
  await cache.set({
    key: epochKey(key),
    value: randomBytes(6).toString('base64url'),
    ttlSeconds: ESCALATION_TTL_SECONDS,
  });
};
