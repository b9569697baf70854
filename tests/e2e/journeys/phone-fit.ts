import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows, submitLogin } from './foundation';

/**
 * Every route a student reaches fits a 390 px phone with no horizontal scroll: on each tenant, the
 * routes of its menu, the account pages, the profile page when the tenant has one, and one detail
 * page of each content list. The shell (header, menu drawer, account menu, language switch) is
 * checked open on one tenant.
 */
const PHONE = { width: 390, height: 844 } as const;
const TENANT_CODES = ['hust', 'hmu', 'actvn', 'unigate'] as const;
/** Routes outside the menu that a signed-in student still opens. */
const EXTRA_ROUTES = ['/account/sessions', '/profile'];
/** Content lists whose first row's detail page is checked too: list API path -> detail route. */
const DETAILS = [
  { api: '/api/v1/news', route: '/news' },
  { api: '/api/v1/events', route: '/events' },
  { api: '/api/v1/honors', route: '/honor' },
  { api: '/api/v1/topics/query?kind=faq', route: '/faq' },
] as const;
/** Routes not checked here, each with its reason (none: every route must fit). */
const SKIPPED_ROUTES: readonly string[] = [];
/** A few screenshots, not one per route: tenant -> routes. */
const SCREENSHOTS: Readonly<Record<string, readonly string[]>> = {
  hust: ['/events', '/news'],
  hmu: ['/honor'],
  actvn: ['/relatives'],
  unigate: ['/faq'],
};

type ClientConfig = {
  menus?: { student?: MenuNode[] };
  pages?: Record<string, unknown>;
};
type MenuNode = { route?: string; children?: MenuNode[] };

/** What overflows: the page's scroll width and the widest elements sticking out on the right. */
async function overflowOf(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const culprits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && culprits.length < 5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        culprits.push(`${name} (right edge ${Math.round(box.right)} px) "${text}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, PHONE.width);
}

/** Waits until the route has loaded its data and drawn its title. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function clientConfigOf(page: Page): Promise<ClientConfig> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/web-configs/client-config', { credentials: 'include' });
    return (await response.json()) as ClientConfig;
  });
}

/** The tenant's menu routes (in-app ones), the extra routes it has, and a detail page per content list. */
async function routesOf(page: Page): Promise<string[]> {
  const config = await clientConfigOf(page);
  const routes: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.route && !/^https?:\/\//i.test(node.route)) routes.push(node.route);
      walk(node.children ?? []);
    }
  };
  walk(config.menus?.student ?? []);
  check(routes.length > 0, 'the client config names menu routes');
  const pages = config.pages ?? {};
  for (const route of EXTRA_ROUTES) if (Object.hasOwn(pages, route)) routes.push(route);
  for (const { api, route } of DETAILS) {
    if (!routes.includes(route)) continue;
    const id = await page.evaluate(async (url) => {
      const separator = url.includes('?') ? '&' : '?';
      const response = await fetch(`${url}${separator}page=1&pageSize=1`, { credentials: 'include' });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { id?: number }[] };
      return body.data?.[0]?.id ?? null;
    }, api);
    if (id !== null) routes.push(`${route}/${id}`);
  }
  return [...new Set(routes)];
}

async function signInOnPhone({ input, tenant }: { input: JourneyInput; tenant: string }): Promise<Page> {
  const page = await input.newPage({ viewport: PHONE });
  await page.goto(input.urlFor(tenant, '/login'));
  await submitLogin({ page, ...DEMO_ACCOUNT });
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
  await shows(page.getByRole('button', { name: 'Mở menu' }), 'the menu button of the phone header');
  return page;
}

/** The shell on a phone: header, the open menu drawer and account menu, and English, all within 390 px. */
async function checkShell({ input, page }: { input: JourneyInput; page: Page }): Promise<string[]> {
  const problems: string[] = [];
  const fits = async (what: string) => {
    const { scrollWidth, culprits } = await overflowOf(page);
    if (scrollWidth > PHONE.width + 1)
      problems.push(`${what}: ${scrollWidth} px wide (${culprits.join('; ')})`);
  };
  await page.goto(input.urlFor('hust', '/news'));
  await settle(page);
  await fits('hust shell');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await shows(page.getByRole('dialog'), 'the menu drawer');
  await fits('hust menu drawer');
  await input.screenshot(page, 'phone-fit-hust-menu-drawer');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Tài khoản|Account/ })
    .first()
    .click();
  await shows(page.getByRole('menu'), 'the account menu');
  await fits('hust account menu');
  await page.keyboard.press('Escape');
  // English labels are longer: the header still fits.
  await page.locator('button[lang="en"]').click();
  await shows(page.getByRole('heading', { name: 'News', level: 1 }), 'the English news page');
  await settle(page);
  await fits('hust shell in English');
  await input.screenshot(page, 'phone-fit-hust-news-en');
  await page.goto(input.urlFor('hust', '/events'));
  await settle(page);
  await fits('hust /events in English');
  await input.screenshot(page, 'phone-fit-hust-events-en');
  await page.locator('button[lang="vi"]').click();
  return problems;
}

export const journeys: Journey[] = [
  {
    name: 'phone fit: every route of every tenant fits 390 px with no horizontal scroll',
    run: async (input) => {
      const problems: string[] = [];
      let visited = 0;
      for (const tenant of TENANT_CODES) {
        const page = await signInOnPhone({ input, tenant });
        if (tenant === 'hust') problems.push(...(await checkShell({ input, page })));
        for (const route of (await routesOf(page)).filter((each) => !SKIPPED_ROUTES.includes(each))) {
          await page.goto(input.urlFor(tenant, route));
          await settle(page);
          visited += 1;
          const { scrollWidth, culprits } = await overflowOf(page);
          if (scrollWidth > PHONE.width + 1)
            problems.push(`${tenant} ${route}: ${scrollWidth} px wide (${culprits.join('; ')})`);
          if (SCREENSHOTS[tenant]?.includes(route))
            await input.screenshot(page, `phone-fit-${tenant}${route.replaceAll('/', '-')}`);
        }
        await page.context().close();
      }
      check(visited >= 40, `visited the routes of all four tenants (${visited})`);
      check(
        problems.length === 0,
        `${problems.length} route(s) scroll sideways at ${PHONE.width} px:\n      ${problems.join('\n      ')}`,
      );
    },
  },
];
