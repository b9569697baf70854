import type { FastifyRequest } from 'fastify';
import type { Cache } from '../../../server/cache/create-cache';
import { tooManyRequests } from '../../../server/http-errors';
import type { DeviceCookies } from './device-cookie';
import { throttleName } from './throttle-name';
import { BUDGETS, clearBudget, recordFailure, releaseAttempt, reserveAttempt } from './login-throttle';
import type { BudgetPolicy, Ticket } from './login-throttle';

type Budget = { key: string; policy: BudgetPolicy; clearsOnSuccess: boolean };
type Held = Budget & { ticket: Ticket };

/** A password check that its budgets let through: settle it once the password was compared. */
export type PasswordAttempt = {
  /** A wrong password: stays counted everywhere, the waits grow. */
  fail: () => Promise<void>;
  /** A right password: the account's (or device's) budget starts afresh, the IP gets its place back. */
  succeed: () => Promise<void>;
};

/** A wait in the caller's language: seconds below a minute and a half, minutes above. */
export const waitText = ({ seconds, locale }: { seconds: number; locale: 'vi' | 'en' }) => {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 90) return locale === 'en' ? `${seconds} second(s)` : `${seconds} giây`;
  return locale === 'en' ? `${minutes} minute(s)` : `${minutes} phút`;
};

/** The 429 of a throttled password check, with the wait in the caller's language (and Retry-After). */
export const throttledError = ({ seconds, locale }: { seconds: number; locale: 'vi' | 'en' }) => {
  const wait = waitText({ seconds, locale });
  return tooManyRequests({
    message:
      locale === 'en'
        ? `Too many failed sign-in attempts. Please try again in ${wait}.`
        : `Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau ${wait}.`,
    retryAfterSeconds: seconds,
  });
};

/**
 * Throttles every password check (sign-in and change-password) before the password is looked at.
 * A check carrying a valid device cookie of the same account uses that device's budget only;
 * any other check uses the IP's budget and the account's, keyed by the typed name alone
 * (throttle-name.ts: a student's code and e-mail address share it; known and unknown accounts are
 * counted the same way, so the answer never tells whether an account exists).
 */
export const createPasswordGuard = ({ cache, devices }: { cache: Cache; devices: DeviceCookies }) => {
  const budgetsOf = async ({
    request,
    rootId,
    userId,
    name,
  }: {
    request: FastifyRequest;
    rootId: number;
    userId: number | null;
    name: string;
  }): Promise<Budget[]> => {
    const device = userId === null ? null : await devices.read({ request, rootId });
    if (device && device.userId === userId) {
      const key = `login:dev:${rootId}:${userId}:${device.deviceId}`;
      return [{ key, policy: BUDGETS.device, clearsOnSuccess: true }];
    }
    const account = `login:name:${rootId}:${throttleName(name)}`;
    // The IP first: a stranger past their IP's budget never touches the account's waits.
    return [
      { key: `login:ip:${request.ip}`, policy: BUDGETS.ip, clearsOnSuccess: false },
      { key: account, policy: BUDGETS.account, clearsOnSuccess: true },
    ];
  };

  /** Reserves the check, or answers how many seconds to wait (nothing stays reserved then). */
  const admit = async (args: {
    request: FastifyRequest;
    rootId: number;
    userId: number | null;
    name: string;
  }): Promise<{ attempt: PasswordAttempt } | { retryAfterSeconds: number }> => {
    const held: Held[] = [];
    for (const budget of await budgetsOf(args)) {
      const admission = await reserveAttempt({ cache, key: budget.key, policy: budget.policy });
      if ('retryAfterSeconds' in admission) {
        await Promise.all(held.map(({ ticket }) => releaseAttempt({ cache, ticket })));
        return admission;
      }
      held.push({ ...budget, ticket: admission.ticket });
    }
    return {
      attempt: {
        fail: async () => {
          await Promise.all(held.map(({ ticket }) => recordFailure({ cache, ticket })));
        },
        succeed: async () => {
          await Promise.all(
            held.map((budget) =>
              budget.clearsOnSuccess
                ? clearBudget({ cache, key: budget.key })
                : releaseAttempt({ cache, ticket: budget.ticket }),
            ),
          );
        },
      },
    };
  };

  return { admit };
};

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
