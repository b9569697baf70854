import type { FastifyRequest } from 'fastify';
import type { Cache } from '../../../server/cache/create-cache';
import { tooManyRequests } from '../../../server/http-errors';
import { BUDGETS, recordFailure, releaseAttempt, reserveAttempt } from './login-throttle';
import type { BudgetPolicy, Ticket } from './login-throttle';
import { waitText } from './password-guard';
import { throttleName } from './throttle-name';

type Budget = { key: string; policy: BudgetPolicy };

/** The 429 of a throttled reset call, with the wait in the caller's language (and Retry-After). */
export const resetThrottledError = ({ seconds, locale }: { seconds: number; locale: 'vi' | 'en' }) => {
  const wait = waitText({ seconds, locale });
  return tooManyRequests({
    message:
      locale === 'en'
        ? `Too many requests. Please try again in ${wait}.`
        : `Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ${wait}.`,
    retryAfterSeconds: seconds,
  });
};

/** Reserves a place in every budget, or gives back what it took and answers the wait. */
const reserveAll = async ({
  cache,
  budgets,
}: {
  cache: Cache;
  budgets: Budget[];
}): Promise<{ tickets: Ticket[] } | { retryAfterSeconds: number }> => {
  const tickets: Ticket[] = [];
  for (const budget of budgets) {
    const admission = await reserveAttempt({ cache, key: budget.key, policy: budget.policy });
    if ('retryAfterSeconds' in admission) {
      await Promise.all(tickets.map((ticket) => releaseAttempt({ cache, ticket })));
      return admission;
    }
    tickets.push(admission.ticket);
  }
  return { tickets };
};

/**
 * The sign-in throttle's budgets (login-throttle.ts) applied to password resets, under keys of
 * their own: asking for reset mails never slows the student's own sign-in down, and a stranger
 * asking for many gets the sign-in waits. Reset requests are counted per IP and per typed name
 * (throttle-name.ts: a code and its e-mail address share one; an unknown account is throttled
 * the same way as a known one, so the answer never tells whether it exists). Every request
 * spends its place: each one may send a mail. Reset links are counted per IP, and only the
 * links that do not work.
 */
export const createResetThrottle = ({ cache }: { cache: Cache }) => {
  /** Admits one reset request, or answers how many seconds to wait. */
  const admitRequest = async ({
    request,
    rootId,
    name,
  }: {
    request: FastifyRequest;
    rootId: number;
    name: string;
  }): Promise<{ retryAfterSeconds: number } | null> => {
    const account = `reset:name:${rootId}:${throttleName(name)}`;
    const admission = await reserveAll({
      cache,
      budgets: [
        { key: `reset:ip:${request.ip}`, policy: BUDGETS.ip },
        { key: account, policy: BUDGETS.account },
      ],
    });
    if ('retryAfterSeconds' in admission) return admission;
    await Promise.all(admission.tickets.map((ticket) => recordFailure({ cache, ticket })));
    return null;
  };

  /** Admits the use of a reset link: settle it with `fail` (no such live link) or `succeed`. */
  const admitLink = async ({ request }: { request: FastifyRequest }) => {
    const admission = await reserveAll({
      cache,
      budgets: [{ key: `reset-link:ip:${request.ip}`, policy: BUDGETS.ip }],
    });
    if ('retryAfterSeconds' in admission) return admission;
    const [ticket] = admission.tickets;
    return {
      fail: () => recordFailure({ cache, ticket }),
      succeed: () => releaseAttempt({ cache, ticket }),
    };
  };

  return { admitRequest, admitLink };
};
