import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from '../../helpers/test-app';
import { draftsOf, pickDrafts, requestOf, seededRandom } from './malformed-variants';
import { operationsOf } from './openapi-operations';
import type { Operation } from './openapi-operations';
import { changedCounts, createRowCounter } from './row-counts';

/**
 * Sends every operation of the app's own OpenAPI document malformed variants generated from its
 * schemas (path, query, body, headers, content types), signed in and not. Nothing may answer 5xx,
 * hang, or store a row. Routes are found in the document, so a new route is fuzzed with no test
 * written for it. `npm test` runs FUZZ_VARIANTS=50 per operation (every third also anonymous);
 * `npm run test:pg` runs more, all of them anonymous too.
 */
const VARIANTS = Math.max(50, Number(process.env.FUZZ_VARIANTS) || 50);
const ANONYMOUS_EVERY = VARIANTS > 50 ? 1 : 3;
const SEED = Number(process.env.FUZZ_SEED) || 20_260_110;
/** Far above any honest answer on this machine: only a hang reaches it. */
const REQUEST_TIMEOUT_MS = 20_000;
const HOST = 'unigate.localhost';
/** A whole operation's budget: only a guard, the per-request timeout is what finds a hang. */
const OPERATION_TIMEOUT_MS = 60_000 + VARIANTS * 2 * REQUEST_TIMEOUT_MS;

// Built while the file is collected: the document lists the operations, one test each.
const app = await createTestApp();
await app.ready();
const operations = operationsOf(app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
const counter = await createRowCounter(app);
const statuses = new Map<number, number>();
let requests = 0;
let address = 0;
let cookie = '';

const signIn = async () => {
  const { cookie: signedIn } = await login({ app, host: HOST });
  expect(signedIn, 'the demo student signs in').not.toBe('');
  return signedIn;
};
const isSignedIn = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    headers: { host: HOST, cookie },
  });
  return response.statusCode === 200 && response.json().data !== null;
};

beforeAll(async () => {
  cookie = await signIn();
});
afterAll(async () => {
  const histogram = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b));
  console.log(
    `fuzz: ${operations.length} operations, ${requests} requests (${VARIANTS} variants each, seed ${SEED}); statuses ${JSON.stringify(histogram)}`,
  );
  await app.close();
});

const withTimeout = async <T>(promise: Promise<T>, label: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${label}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** An operation with no declared input has nothing to malform: it may act (logout ends the session). */
const declaresInput = (operation: Operation) =>
  operation.pathParams.length > 0 ||
  operation.query.length > 0 ||
  !!operation.body ||
  operation.bodyTypes.length > 0;

/**
 * A refusal's body names its HTTP reason ("Bad Request", never a class name such as "Error") and
 * has a message; a 400 names the field at fault. Bodies of a SPEC shape of their own (the checkout's
 * FAILED) carry no statusCode and are left to their routes' tests.
 */
const isWellFormedRefusal = (response: { statusCode: number; body: string }) => {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (!('statusCode' in body)) return true;
  return (
    body.error === STATUS_CODES[response.statusCode] &&
    typeof body.message === 'string' &&
    body.message !== '' &&
    (response.statusCode !== 400 || typeof body.field === 'string')
  );
};

/** Sends one request; a 5xx, a malformed refusal or no answer in time is a failure. */
const send = async (variant: ReturnType<typeof requestOf>, label: string, failures: string[]) => {
  // Each request from its own address: the sign-in throttle must not turn the fuzz into 429s.
  address += 1;
  const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  try {
    const response = await withTimeout(
      app.inject({
        method: variant.method as 'GET',
        url: variant.url,
        headers: variant.headers,
        payload: variant.payload,
        remoteAddress,
      }),
      label,
    );
    requests += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500)
      failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    else if (response.statusCode >= 400 && !isWellFormedRefusal(response))
      failures.push(`${label}: ${response.statusCode} body ${response.body.slice(0, 200)}`);
  } catch (error) {
    failures.push(`${label}: ${(error as Error).message}`);
  }
};

describe('fuzz: every operation of the OpenAPI document answers malformed input with a 4xx (or a SPEC code), in bounded time, storing nothing', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(
    operations.map((operation, index) => ({
      operation,
      index,
      name: `${operation.method} ${operation.path}`,
    })),
  )(
    '$name',
    async ({ operation, index, name }) => {
      const drafts = pickDrafts({
        drafts: draftsOf(operation),
        count: VARIANTS,
        random: seededRandom(SEED + index),
      });
      expect(drafts.length, 'variants').toBeGreaterThanOrEqual(50);
      const failures: string[] = [];
      const before = await counter.count();
      for (const [i, draft] of drafts.entries()) {
        for (const identity of i % ANONYMOUS_EVERY === 0 ? [cookie, undefined] : [cookie]) {
          const variant = requestOf({ operation, draft, host: HOST, cookie: identity });
          await send(variant, `${name} [${identity ? 'signed in' : 'anonymous'}] ${variant.label}`, failures);
        }
      }
      const changed = changedCounts(before, await counter.count());
      if (declaresInput(operation) && changed.length) failures.push(`stored rows: ${changed.join(', ')}`);
      if (!(await isSignedIn())) {
        if (declaresInput(operation)) failures.push('a malformed request ended the session');
        cookie = await signIn();
      }
      expect(failures.slice(0, 50)).toEqual([]);
    },
    OPERATION_TIMEOUT_MS,
  );
});
