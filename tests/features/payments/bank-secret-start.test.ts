import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createCache } from '../../../src/server/cache/create-cache';
import { createDb } from '../../../src/server/db/create-db';
import { BankSecretError, DEV_BANK_WEBHOOK_SECRET } from '../../../src/features/payments/server/bank-secret';

/**
 * The bank webhook secret at start-up: a production app never starts on the public development
 * secret (missing or set to it), so it can never accept a notification signed with it; outside
 * production (`npm start` without NODE_ENV) it starts and says it runs on that secret.
 */
const saved = { NODE_ENV: process.env.NODE_ENV, BANK_WEBHOOK_SECRET: process.env.BANK_WEBHOOK_SECRET };
const setEnv = (name: keyof typeof saved, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};
afterEach(() => {
  setEnv('NODE_ENV', saved.NODE_ENV);
  setEnv('BANK_WEBHOOK_SECRET', saved.BANK_WEBHOOK_SECRET);
});

// One empty in-memory database for every start: the secret is checked before anything reads it.
let dbHandle: Awaited<ReturnType<typeof createDb>>;
let cache: Awaited<ReturnType<typeof createCache>>;
beforeAll(async () => {
  dbHandle = await createDb({ databaseUrl: null, pgliteDir: 'memory://', poolSize: 1 });
  cache = await createCache({ redisUrl: null, prefix: 'bank-secret-start:' });
});
afterAll(async () => {
  await dbHandle?.close();
  await cache?.close();
});

/** Builds (and closes) an app; what it logs at warn and above is kept. */
const start = async () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    dbHandle,
    cache,
    logStream,
    settings: { serveClient: false, logLevel: 'warn' },
  });
  await app.close();
  return { lines };
};

describe('bank webhook secret at start-up', () => {
  it.each([
    ['missing', undefined],
    ['blank', '  '],
    ['the development secret', DEV_BANK_WEBHOOK_SECRET],
  ])('NODE_ENV=production with the secret %s: the app refuses to start', async (_name, secret) => {
    setEnv('NODE_ENV', 'production');
    setEnv('BANK_WEBHOOK_SECRET', secret);
    await expect(start()).rejects.toBeInstanceOf(BankSecretError);
  });

  it('NODE_ENV=production with a secret of its own: the app starts, with no warning about it', async () => {
    setEnv('NODE_ENV', 'production');
    setEnv('BANK_WEBHOOK_SECRET', 'a-real-secret-from-the-bank');
    const { lines } = await start();
    expect(lines.join('')).not.toMatch(/BANK_WEBHOOK_SECRET/);
  });

  it('outside production without a secret (npm start): the app starts and warns it runs on the development secret', async () => {
    setEnv('NODE_ENV', undefined);
    setEnv('BANK_WEBHOOK_SECRET', undefined);
    const { lines } = await start();
    expect(lines.join('')).toMatch(/BANK_WEBHOOK_SECRET is not set/);
  });
});
