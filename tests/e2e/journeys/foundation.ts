import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';

/** The demo student every tenant seeds. */
export const DEMO_ACCOUNT = { account: '20230001', password: 'Unigate@2026' };

/** What a journey expects of each tenant: its names and one menu label only it shows. */
export const TENANTS = [
  {
    code: 'hust',
    name: { vi: 'Đại học Bách khoa Hà Nội', en: 'Hanoi University of Science and Technology' },
    projectMenu: { vi: 'Đồ án', en: 'Projects' },
  },
  {
    code: 'hmu',
    name: { vi: 'Trường Đại học Y Hà Nội', en: 'Hanoi Medical University' },
    // HMU relabels the project menu (institutions/hmu.json menuOverrides + messages).
    projectMenu: { vi: 'Luận văn - Khóa luận', en: 'Theses' },
  },
] as const;

const WAIT_MS = 15_000;

/** Throws with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Waits until the locator is visible, failing with a readable message. */
export async function shows(locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
  } catch {
    throw new Error(`Expected to see ${what}`);
  }
}

/** Waits until the locator is gone. */
export async function hides(locator: Locator, what: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout: WAIT_MS });
  } catch {
    throw new Error(`Expected ${what} to disappear`);
  }
}

/** Fills the sign-in form and submits it (Vietnamese labels). */
export async function submitLogin({
  page,
  account,
  password,
}: {
  page: Page;
  account: string;
  password: string;
}): Promise<void> {
  await page.getByRole('textbox', { name: /^Tài khoản/ }).fill(account);
  await page.getByLabel(/^Mật khẩu/).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** Opens the tenant's portal signed out, signs in as the demo student and waits for the signed-in shell. */
export async function signIn({ input, tenant }: { input: JourneyInput; tenant: string }): Promise<Page> {
  const page = await input.newPage();
  await page.goto(input.urlFor(tenant, '/login'));
  await submitLogin({ page, ...DEMO_ACCOUNT });
  await shows(page.getByRole('navigation', { name: 'Menu' }), 'the student menu after signing in');
  return page;
}

/** The main menu (the desktop sidebar). */
export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu' }).first();

function signInJourney(tenant: (typeof TENANTS)[number]): Journey {
  return {
    name: `foundation: ${tenant.code} sign in, tenant menu, language switch, sign out`,
    run: async (input) => {
      const page = await input.newPage();
      // A signed-out visit to a page is sent to the sign-in page.
      await page.goto(input.urlFor(tenant.code, '/notifications'));
      await page.waitForURL(/\/students\/login/, { timeout: WAIT_MS });
      await shows(page.getByText(tenant.name.vi), `the ${tenant.code} name on the sign-in page`);
      await input.screenshot(page, `foundation-${tenant.code}-login`);

      await submitLogin({ page, ...DEMO_ACCOUNT });
      // The redirect target is kept: the student lands on the page they asked for.
      await page.waitForURL(/\/students\/notifications/, { timeout: WAIT_MS });
      const header = page.getByRole('banner');
      await shows(header.getByText(tenant.name.vi), `the ${tenant.code} name in the header`);
      const menu = mainMenu(page);
      for (const label of ['Trang chủ', 'Thông báo', 'Câu hỏi thường gặp', 'Người thân']) {
        await shows(menu.getByText(label, { exact: true }), `the menu entry "${label}"`);
      }
      // The tenant's project menu (relabelled on HMU) is there now that its pages exist.
      await shows(
        menu.getByText(tenant.projectMenu.vi, { exact: true }),
        `the "${tenant.projectMenu.vi}" menu`,
      );
      check((await page.locator('html').getAttribute('lang')) === 'vi', 'the page language is vi');
      await input.screenshot(page, `foundation-${tenant.code}-signed-in-vi`);

      await page.getByRole('button', { name: 'English' }).click();
      await shows(header.getByText(tenant.name.en), `the ${tenant.code} English name`);
      for (const label of ['Home', 'Notifications', 'FAQ', 'Relatives']) {
        await shows(menu.getByText(label, { exact: true }), `the English menu entry "${label}"`);
      }
      await shows(
        page.getByRole('heading', { name: 'Notifications', level: 1 }),
        'the page title in English',
      );
      check((await page.locator('html').getAttribute('lang')) === 'en', 'the page language is en');
      check(
        (await menu.getByText('Trang chủ', { exact: true }).count()) === 0,
        'no Vietnamese menu label left in English',
      );
      await input.screenshot(page, `foundation-${tenant.code}-signed-in-en`);

      // The choice survives a reload; then back to Vietnamese.
      await page.reload();
      await shows(menu.getByText('Home', { exact: true }), 'English kept after a reload');
      await page.getByRole('button', { name: 'Tiếng Việt' }).click();
      await shows(menu.getByText('Trang chủ', { exact: true }), 'the Vietnamese menu again');
      await shows(
        page.getByRole('heading', { name: 'Thông báo', level: 1 }),
        'the page title in Vietnamese again',
      );

      await page.getByRole('button', { name: /^Tài khoản của / }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await page.waitForURL(/\/students\/login/, { timeout: WAIT_MS });
      await shows(
        page.getByRole('button', { name: 'Đăng nhập', exact: true }),
        'the sign-in form after signing out',
      );
      // The session is gone on the server too: pages send back to the sign-in page.
      await page.goto(input.urlFor(tenant.code, '/relatives'));
      await page.waitForURL(/\/students\/login/, { timeout: WAIT_MS });
      await input.screenshot(page, `foundation-${tenant.code}-signed-out`);
      await page.context().close();
    },
  };
}

function wrongPasswordJourney(tenant: (typeof TENANTS)[number]): Journey {
  return {
    name: `foundation: ${tenant.code} wrong password shows the Vietnamese message`,
    run: async (input) => {
      const page = await input.newPage();
      await page.goto(input.urlFor(tenant.code, '/login'));
      await submitLogin({ page, account: DEMO_ACCOUNT.account, password: 'Sai-mat-khau-1' });
      const alert = page.getByRole('alert').filter({ hasText: 'Tài khoản hoặc mật khẩu không đúng.' });
      await shows(alert, 'the message "Tài khoản hoặc mật khẩu không đúng."');
      check(page.url().includes('/students/login'), 'still on the sign-in page');
      await shows(page.getByRole('textbox', { name: /^Tài khoản/ }), 'the sign-in form');
      await input.screenshot(page, `foundation-${tenant.code}-wrong-password`);
      await page.context().close();
    },
  };
}

export const journeys: Journey[] = TENANTS.flatMap((tenant) => [
  signInJourney(tenant),
  wrongPasswordJourney(tenant),
]);
