import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, hides, shows, submitLogin } from './foundation';

/** A student no other journey signs in as, so the list holds only this journey's sessions. */
const ACCOUNT = { account: '20230002', password: DEMO_ACCOUNT.password };
const TENANT = 'hust';
const WAIT_MS = 15_000;

/** Three devices the list must tell apart (the server names them from the user agent). */
const DEVICES = {
  laptop: {
    label: 'Chrome · Windows',
    viewport: { width: 1280, height: 800 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  },
  phone: {
    label: 'Safari · iPhone',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  },
  tablet: {
    label: 'Chrome · Android',
    viewport: { width: 800, height: 1280 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  },
} as const;

type Device = (typeof DEVICES)[keyof typeof DEVICES];

/** A fresh browser (own cookies) on `device`, signed in as the journey's student. */
async function signInOn({ input, device }: { input: JourneyInput; device: Device }): Promise<Page> {
  const context = await input.browser.newContext({
    viewport: device.viewport,
    userAgent: device.userAgent,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  await page.goto(input.urlFor(TENANT, '/login'));
  await submitLogin({ page, ...ACCOUNT });
  await shows(page.getByRole('button', { name: /^Tài khoản của / }), 'the account menu after signing in');
  return page;
}

/** Opens the sessions page from the account menu, as a student would. */
async function openSessions(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Tài khoản của / }).click();
  await page.getByRole('menuitem', { name: 'Phiên đăng nhập' }).click();
  await page.waitForURL(/\/students\/account\/sessions$/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { name: 'Phiên đăng nhập', level: 1 }), 'the sessions page title');
  await shows(page.getByRole('list', { name: 'Phiên đăng nhập' }), 'the list of sessions');
}

/** The device names the list shows, in order, and which one is marked as this device. */
async function listedDevices(page: Page): Promise<{ labels: string[]; current: string[] }> {
  const rows = page.getByRole('list', { name: 'Phiên đăng nhập' }).getByRole('listitem');
  const labels: string[] = [];
  const current: string[] = [];
  for (const row of await rows.all()) {
    const text = (await row.textContent()) ?? '';
    const label = Object.values(DEVICES).find((device) => text.includes(device.label))?.label ?? text;
    labels.push(label);
    if (text.includes('Thiết bị này')) current.push(label);
  }
  return { labels: labels.sort(), current };
}

/** Fails unless nothing sticks out past the right edge (the page fits a narrow phone). */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  check(overflow <= 0, `the sessions page is ${overflow}px wider than the screen`);
}

const sessionsJourney: Journey = {
  name: 'sessions: list signed-in devices at 1280 and 390 px, log out on one, end another from a third',
  run: async (input) => {
    const laptop = await signInOn({ input, device: DEVICES.laptop });
    const phone = await signInOn({ input, device: DEVICES.phone });

    await openSessions(laptop);
    const seenOnLaptop = await listedDevices(laptop);
    check(
      seenOnLaptop.labels.join('|') === [DEVICES.laptop.label, DEVICES.phone.label].sort().join('|'),
      `the laptop lists both devices, got ${seenOnLaptop.labels.join(', ')}`,
    );
    check(seenOnLaptop.current.join() === DEVICES.laptop.label, 'the laptop is marked as this device');
    await input.screenshot(laptop, 'sessions-1280');

    await openSessions(phone);
    await fitsWidth(phone);
    check((await listedDevices(phone)).current.join() === DEVICES.phone.label, 'the phone marks itself');
    await input.screenshot(phone, 'sessions-390');

    // Log out on the laptop through the account menu.
    await laptop.getByRole('button', { name: /^Tài khoản của / }).click();
    await laptop.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await laptop.waitForURL(/\/students\/login/, { timeout: WAIT_MS });

    // Signed in again from another browser: the laptop's session is gone from the list.
    const tablet = await signInOn({ input, device: DEVICES.tablet });
    await openSessions(tablet);
    const seenOnTablet = await listedDevices(tablet);
    check(
      seenOnTablet.labels.join('|') === [DEVICES.phone.label, DEVICES.tablet.label].sort().join('|'),
      `after the laptop logged out the list holds the phone and the tablet, got ${seenOnTablet.labels.join(', ')}`,
    );

    // Ending the phone's session from the tablet signs the phone out.
    await tablet.getByRole('button', { name: `Kết thúc phiên trên ${DEVICES.phone.label}` }).click();
    await hides(tablet.getByText(DEVICES.phone.label, { exact: true }), "the phone's row");
    await input.screenshot(tablet, 'sessions-after-end');
    await phone.reload();
    await phone.waitForURL(/\/students\/login/, { timeout: WAIT_MS });

    for (const page of [laptop, phone, tablet]) await page.context().close();
  },
};

export const journeys: Journey[] = [sessionsJourney];
