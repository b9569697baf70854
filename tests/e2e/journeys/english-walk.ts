import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows } from './foundation';

type MenuNode = { route?: string; children?: MenuNode[] };
type ClientConfig = { menus?: { student?: MenuNode[] }; pages?: Record<string, unknown> };

/** localStorage key of the chosen language (src/client/i18n/locale-provider.tsx). */
const LOCALE_STORAGE_KEY = 'unigate.locale';
/** Pages reached from the account menu rather than the main menu. */
const ACCOUNT_ROUTE = /^\/(account|profile)(\/|$)/;
/** Routes whose English screenshots are kept (1280 and 390 px). */
const SCREENSHOT_ROUTES = [
  '/',
  '/learn/timetable',
  '/learn/continue-study',
  '/learn/class-registration',
  '/faq',
];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Signs in on the tenant with the portal in English from the first screen. */
async function signInInEnglish({
  input,
  tenant,
  viewport,
}: {
  input: JourneyInput;
  tenant: string;
  viewport: { width: number; height: number };
}): Promise<Page> {
  const page = await input.newPage({ viewport, locale: 'en-US' });
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'en'), [LOCALE_STORAGE_KEY] as const);
  await page.goto(input.urlFor(tenant, '/login'));
  await shows(page.getByRole('button', { name: 'Sign in', exact: true }), 'the English sign-in button');
  await page.locator('input:not([type=password])').first().fill(DEMO_ACCOUNT.account);
  await page.locator('input[type=password]').first().fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
  await shows(page.getByRole('heading', { level: 1 }), 'the home page after signing in');
  check((await page.locator('html').getAttribute('lang')) === 'en', 'the page language is en');
  return page;
}

/** The student menu's in-app routes and the account pages, from the tenant's client config. */
async function routesToWalk(page: Page): Promise<string[]> {
  const config = await page.evaluate(async () => {
    const response = await fetch('/api/v1/web-configs/client-config', { credentials: 'include' });
    return (await response.json()) as ClientConfig;
  });
  const routes: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.route && !/^https?:\/\//i.test(node.route)) routes.push(node.route);
      walk(node.children ?? []);
    }
  };
  walk(config.menus?.student ?? []);
  check(routes.length > 5, 'the client config names menu routes');
  const account = Object.keys(config.pages ?? {}).filter(
    (route) => ACCOUNT_ROUTE.test(route) && !route.includes(':'),
  );
  return [...new Set([...routes, ...account])];
}

/** Waits until the route has loaded its data and drawn its title. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * Visible texts (text nodes and placeholders) that contain a letter only Vietnamese uses, outside
 * elements marked `lang="vi"` (content that has no English version) and leaving out the
 * signed-in student's own name (a proper name, in greetings like "Hello, …").
 * Plain JavaScript in a string: the TypeScript runner would add helpers the page does not have.
 */
const findVietnamese = (ownNames: string[]) => `(() => {
  const ownNames = ${JSON.stringify(ownNames)};
  const vietnamese = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
  function isVietnameseContent(element) {
    const marked = element.closest('[lang]');
    return Boolean(marked) && marked.getAttribute('lang').toLowerCase().startsWith('vi');
  }
  function isShown(element) {
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  }
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = ownNames.reduce((rest, name) => rest.split(name).join(''), node.textContent || '').trim();
    const parent = node.parentElement;
    if (!text || !parent || !vietnamese.test(text)) continue;
    if (parent.closest('script, style, noscript, template')) continue;
    if (isShown(parent) && !isVietnameseContent(parent)) found.add(text);
  }
  for (const element of document.body.querySelectorAll('[placeholder]')) {
    const value = element.getAttribute('placeholder') || '';
    if (vietnamese.test(value) && isShown(element) && !isVietnameseContent(element)) found.add('[placeholder] ' + value);
  }
  return [...found];
})()`;

async function vietnameseTexts({ page, ownNames }: { page: Page; ownNames: string[] }): Promise<string[]> {
  return (await page.evaluate(findVietnamese(ownNames))) as string[];
}

/** The signed-in student's name as the session gives it. */
async function ownNamesOf(page: Page): Promise<string[]> {
  const session = await page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/session', { credentials: 'include' });
    return (await response.json()) as { data?: { name?: string; student?: { fullName?: string } } };
  });
  const names = [session.data?.name, session.data?.student?.fullName].filter(
    (name): name is string => typeof name === 'string' && name.length > 0,
  );
  check(names.length > 0, 'the session names the student');
  return [...new Set(names)];
}

/** Opens every menu route and account page in English and collects the Vietnamese it finds. */
async function walkRoutes({
  input,
  page,
  tenant,
  routes,
  viewport,
}: {
  input: JourneyInput;
  page: Page;
  tenant: string;
  routes: string[];
  viewport: { width: number };
}): Promise<string[]> {
  const problems: string[] = [];
  const ownNames = await ownNamesOf(page);
  for (const route of routes) {
    await page.goto(input.urlFor(tenant, route));
    await settle(page);
    check(
      (await page.getByRole('heading', { name: 'Page not found', level: 1 }).count()) === 0,
      `${route} is in the menu but opens the not-found page`,
    );
    const texts = await vietnameseTexts({ page, ownNames });
    if (texts.length > 0) problems.push(`${route} @${viewport.width}px: ${texts.slice(0, 12).join(' | ')}`);
    if (SCREENSHOT_ROUTES.includes(route)) {
      const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/:]/g, '-');
      await input.screenshot(page, `english-walk-${tenant}-${name}-${viewport.width}`);
    }
  }
  return problems;
}

const englishWalk: Journey = {
  name: 'english walk: hust in English, every menu route and account page free of Vietnamese UI text',
  run: async (input) => {
    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      const page = await signInInEnglish({ input, tenant: 'hust', viewport });
      const routes = await routesToWalk(page);
      problems.push(...(await walkRoutes({ input, page, tenant: 'hust', routes, viewport })));
      if (viewport.width === 1280) {
        // A route the menu hides (its page is not built) still answers a deep link, with the not-found page.
        await page.goto(input.urlFor('hust', '/student-surveys'));
        await shows(
          page.getByRole('heading', { name: 'Page not found', level: 1 }),
          'not-found for /student-surveys',
        );
        await input.screenshot(page, 'english-walk-hust-hidden-route-1280');
      }
      await page.context().close();
    }
    check(problems.length === 0, `Vietnamese UI text in English:\n      ${problems.join('\n      ')}`);
  },
};

export const journeys: Journey[] = [englishWalk];
