import type { Cache } from '../../../server/cache/create-cache';

/** Failures allowed in the window before sign-in is refused, per account and per IP. */
export const THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perIp: 30 } as const;

const accountKey = ({ rootId, account }: { rootId: number; account: string }) =>
  `login:acct:${rootId}:${account.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** Seconds to wait when either limit is reached, else 0. */
export const throttleWait = async ({
  cache,
  rootId,
  account,
  ip,
}: {
  cache: Cache;
  rootId: number;
  account: string;
  ip: string;
}) => {
  const [accountFailures, ipFailures] = await Promise.all([
    cache.get(accountKey({ rootId, account })),
    cache.get(ipKey(ip)),
  ]);
  if (Number(accountFailures ?? 0) >= THROTTLE.perAccount)
    return Math.max(1, await cache.ttl(accountKey({ rootId, account })));
  if (Number(ipFailures ?? 0) >= THROTTLE.perIp) return Math.max(1, await cache.ttl(ipKey(ip)));
  return 0;
};

/** Counts one failed attempt against the account and the IP. */
export const recordFailure = async ({
  cache,
  rootId,
  account,
  ip,
}: {
  cache: Cache;
  rootId: number;
  account: string;
  ip: string;
}) => {
  await Promise.all([
    cache.incr({ key: accountKey({ rootId, account }), ttlSeconds: THROTTLE.windowSeconds }),
    cache.incr({ key: ipKey(ip), ttlSeconds: THROTTLE.windowSeconds }),
  ]);
};

/** A successful sign-in clears the account's counter. */
export const clearFailures = async ({
  cache,
  rootId,
  account,
}: {
  cache: Cache;
  rootId: number;
  account: string;
}) => {
  await cache.del(accountKey({ rootId, account }));
};
