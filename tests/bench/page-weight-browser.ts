import { chromium } from 'playwright-core';
import type { Page, Request } from 'playwright-core';

/** What one page downloads from a cold cache, as Chromium received it (compressed bodies). */
export type BrowserWeightRow = { page: string; requests: number; totalKb: number; scriptKb: number };

type Visit = {
  name: string;
  path: string;
  isSignedIn: boolean;
  /** After the page has loaded: what the user does before everything is counted (e.g. open a form). */
  then?: (page: Page) => Promise<void>;
};

/** Login, home and timetable (the Lighthouse pages) and two form pages with rjsf loaded. */
const VISITS: Visit[] = [
  { name: 'login', path: '/students/login', isSignedIn: false },
  { name: 'home', path: '/students/', isSignedIn: true },
  { name: 'timetable', path: '/students/learn/timetable', isSignedIn: true },
  {
    name: 'relatives, add form open',
    path: '/students/relatives',
    isSignedIn: true,
    then: async (page) => {
      await page.getByRole('button', { name: 'Thêm người thân' }).first().click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      // The address fields load their own code after the form shows: counted once they are in.
      await page
        .getByRole('dialog')
        .getByRole('combobox', { name: /Tỉnh\/Thành phố/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'continue-study form',
    path: '/students/learn/continue-study',
    isSignedIn: true,
    then: async (page) => {
      await page.locator('form').first().waitFor();
    },
  },
];

/**
 * Everything the browser downloads for each page from a cold cache (HTML, scripts, API answers,
 * images, fonts), summed from Chromium's encoded body sizes; the budget of issue #11 is
 * 250 KB for a form page with rjsf loaded.
 */
export const browserPageWeights = async ({
  baseUrl,
  cookie,
}: {
  baseUrl: string;
  /** The Cookie header of a hust session (signInCookies). */
  cookie: string;
}): Promise<BrowserWeightRow[]> => {
  const { port } = new URL(baseUrl);
  const origin = `http://hust.localhost:${port}`;
  const cookies = cookie.split('; ').map((pair) => ({
    name: pair.slice(0, pair.indexOf('=')),
    value: pair.slice(pair.indexOf('=') + 1),
    url: origin,
  }));
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
  const rows: BrowserWeightRow[] = [];
  try {
    for (const visit of VISITS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
      if (visit.isSignedIn) await context.addCookies(cookies);
      const page = await context.newPage();
      const sizes: Promise<{ body: number; isScript: boolean }>[] = [];
      const onFinished = (request: Request) => {
        sizes.push(
          request.sizes().then((size) => ({
            body: size.responseBodySize,
            isScript: request.resourceType() === 'script',
          })),
        );
      };
      page.on('requestfinished', onFinished);
      await page.goto(`${origin}${visit.path}`, { waitUntil: 'networkidle' });
      if (visit.then) {
        await visit.then(page);
        await page.waitForLoadState('networkidle');
      }
      // A request finishing after the page went idle is not counted (its sizes would be read
      // from a closed page).
      page.off('requestfinished', onFinished);
      const done = await Promise.all(sizes);
      rows.push({
        page: `${visit.name} (${visit.path})`,
        requests: done.length,
        totalKb: Math.round((done.reduce((sum, size) => sum + size.body, 0) / 1024) * 10) / 10,
        scriptKb:
          Math.round(
            (done.filter((size) => size.isScript).reduce((sum, size) => sum + size.body, 0) / 1024) * 10,
          ) / 10,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
};
