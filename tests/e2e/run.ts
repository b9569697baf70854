import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Journey, JourneyInput } from './journey-types';
import { startServer } from '../bench/start-server';

/**
 * `npm run test:e2e`: builds the client if needed, starts the real server on a fresh embedded
 * database, and runs every journey in headless Chromium (/usr/bin/chromium). Screenshots go to
 * tests/e2e/output/. Ends with 'N passed, N failed'.
 */
const output = path.resolve('tests/e2e/output');
mkdirSync(output, { recursive: true });
if (!existsSync('dist/client/index.html'))
  throw new Error('e2e: run `npm run build` first (dist/client is missing)');

const journeyDir = path.resolve('tests/e2e/journeys');
const journeys: Journey[] = [];
for (const file of readdirSync(journeyDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(path.join(journeyDir, file)).href)) as { journeys: Journey[] };
  journeys.push(...mod.journeys);
}
const filter = process.env.E2E_ONLY ?? '';
/** Journeys whose name contains this are left out (e.g. E2E_SKIP='axe:' for a quicker run). */
const skip = process.env.E2E_SKIP ?? '';

const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'unigate-e2e-'));
// A fresh outbox too: the password-reset journey reads the mail it caused, not one an earlier
// run (on another port) left in ./data/outbox.
const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'unigate-e2e-outbox-'));
const server = await startServer({
  env: {
    PGLITE_DIR: pgliteDir,
    MAIL_OUTBOX_DIR: outboxDir,
    DATABASE_URL: '',
    SERVE_CLIENT: 'true',
  },
  students: Number(process.env.E2E_STUDENTS ?? 300),
});
const port = new URL(server.baseUrl).port;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});

const input: JourneyInput = {
  browser,
  urlFor: (tenant, route = '/') =>
    `http://${tenant === 'unigate' ? 'localhost' : `${tenant}.localhost`}:${port}/students${route === '/' ? '/' : route}`,
  newPage: async ({ viewport = { width: 1280, height: 800 }, locale = 'vi-VN' } = {}) => {
    const context = await browser.newContext({ viewport, locale, acceptDownloads: true });
    return context.newPage();
  },
  screenshot: async (page, name) => {
    await page.screenshot({ path: path.join(output, `${name}.png`), fullPage: true });
  },
};

let passed = 0;
let failed = 0;
const runJourney = async (journey: Journey) => {
  const started = Date.now();
  try {
    await journey.run(input);
    passed += 1;
    console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${journey.name}\n    ${(error as Error).stack ?? error}`);
  }
};
const chosen = journeys.filter(
  (journey) => (!filter || journey.name.includes(filter)) && !(skip && journey.name.includes(skip)),
);
// Read-only walks run beside the others; the rest one after another.
const alongside = Promise.all(chosen.filter((journey) => journey.isAlongside).map(runJourney));
for (const journey of chosen.filter((journey) => !journey.isAlongside)) await runJourney(journey);
await alongside;
await browser.close();
await server.stop();
rmSync(pgliteDir, { recursive: true, force: true });
rmSync(outboxDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
