import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { MenuNode } from '../../../src/client/api/foundation-types';
import { countByRule, describeFindings, runAxe } from '../axe-check';
import type { AxeFinding } from '../axe-check';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows, submitLogin } from './foundation';

/** Every tenant the seed creates; AXE_TENANTS=hust,hmu narrows a run while fixing. */
const TENANT_CODES = (process.env.AXE_TENANTS ?? 'hust,hmu,actvn,unigate').split(',').filter(Boolean);
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
/** Routes not in the menu that a student still reaches (account menu, a mistyped link). */
const EXTRA_ROUTES = ['/account/sessions', '/axe-no-such-page'];
const REPORT = path.resolve('tests/e2e/output/axe-report.json');
/** Where the portal keeps the chosen language (LOCALE_STORAGE_KEY of src/client/i18n/locale-provider.tsx). */
const LOCALE_STORAGE_KEY = 'unigate.locale';

type Viewport = (typeof WIDTHS)[number];

/** A fresh browser context; CSP is bypassed only so that axe's script can be injected. */
async function openPage({ browser, viewport }: { browser: Browser; viewport: Viewport }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'vi-VN', bypassCSP: true });
  return context.newPage();
}

/** Waits until the route has loaded its data and drawn its title (or given up on one). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The student menu's in-app routes, read from the tenant's client config as the shell does. */
async function menuRoutesOf(page: Page): Promise<string[]> {
  const config = await page.evaluate(async () => {
    const response = await fetch('/api/v1/web-configs/client-config', { credentials: 'include' });
    return (await response.json()) as { menus?: { student?: unknown } };
  });
  const routes: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.route && !/^https?:\/\//i.test(node.route)) routes.push(node.route);
      walk(node.children ?? []);
    }
  };
  walk((config.menus?.student ?? []) as MenuNode[]);
  check(routes.length > 0, 'the client config names menu routes');
  return [...new Set(routes)];
}

async function checkRoute({
  input,
  page,
  tenant,
  route,
  viewport,
  label = route,
}: {
  input: JourneyInput;
  page: Page;
  tenant: string;
  route: string;
  viewport: Viewport;
  /** How the route is named in findings (the English pass marks its routes). */
  label?: string;
}): Promise<AxeFinding[]> {
  await page.goto(input.urlFor(tenant, route));
  await settle(page);
  return runAxe({ page, tenant, route: label, width: viewport.width });
}

/**
 * Signed out: the sign-in page. Signed in: every menu route and the extras, then (phones) the
 * menu drawer. `isEnglish` walks the signed-in routes again in English, where names and visible
 * texts are other strings (label-content-name-mismatch can differ).
 */
async function checkTenant({
  input,
  tenant,
  viewport,
  isEnglish = false,
}: {
  input: JourneyInput;
  tenant: string;
  viewport: Viewport;
  isEnglish?: boolean;
}): Promise<{ findings: AxeFinding[]; routes: number }> {
  const page = await openPage({ browser: input.browser, viewport });
  const findings = await checkRoute({ input, page, tenant, route: '/login', viewport });
  await submitLogin({ page, ...DEMO_ACCOUNT });
  await shows(page.getByRole('button', { name: /^Tài khoản của / }), `the ${tenant} account menu`);
  const routes = [...(await menuRoutesOf(page)), ...EXTRA_ROUTES];
  for (const route of routes) {
    findings.push(...(await checkRoute({ input, page, tenant, route, viewport })));
  }
  if (isEnglish) {
    await page.evaluate((key) => window.localStorage.setItem(key, 'en'), LOCALE_STORAGE_KEY);
    for (const route of routes) {
      const label = `${route} (en)`;
      findings.push(...(await checkRoute({ input, page, tenant, route, viewport, label })));
    }
  }
  if (viewport.width < 1024) {
    await page.goto(input.urlFor(tenant, '/'));
    await settle(page);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await shows(page.getByRole('dialog'), 'the menu drawer');
    await page.waitForTimeout(400);
    findings.push(...(await runAxe({ page, tenant, route: '/ (menu drawer open)', width: viewport.width })));
    await input.screenshot(page, `axe-${tenant}-drawer-${viewport.width}`);
  }
  await page.context().close();
  return { findings, routes: routes.length * (isEnglish ? 2 : 1) + 1 };
}

const axeJourney: Journey = {
  name: 'axe: every route of every tenant at 1280 and 390 px, 0 violations of impact moderate or above',
  isAlongside: true,
  run: async (input) => {
    const findings: AxeFinding[] = [];
    let pages = 0;
    // English once per tenant, at desktop width: enough for its other strings.
    const walks = TENANT_CODES.flatMap((tenant) =>
      WIDTHS.map((viewport) => ({ tenant, viewport, isEnglish: viewport.width === 1280 })),
    );
    // Walks run side by side in contexts of their own: most of a page view is waiting for the
    // network to settle, so two at once take little more than one (AXE_CONCURRENCY=1: one by one).
    const concurrency = Math.max(1, Number(process.env.AXE_CONCURRENCY ?? 2));
    const walkNext = async (): Promise<void> => {
      const walk = walks.shift();
      if (!walk) return;
      const result = await checkTenant({ input, ...walk });
      findings.push(...result.findings);
      pages += result.routes;
      await walkNext();
    };
    await Promise.all(Array.from({ length: concurrency }, walkNext));
    writeFileSync(REPORT, JSON.stringify({ pages, counts: countByRule(findings), findings }, null, 2));
    console.log(`    axe: ${pages} page views checked, ${findings.length} finding(s); details in ${REPORT}`);
    check(findings.length === 0, describeFindings(findings));
  },
};

export const journeys: Journey[] = [axeJourney];
