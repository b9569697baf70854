import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows } from './foundation';

const TENANT = 'hust';
const NEW_PASSWORD = 'Moi-mat-khau-2026';

/** The words the journey reads and clicks, per language. */
const TEXT = {
  vi: {
    account: /^Tài khoản/,
    password: /^Mật khẩu/,
    signIn: 'Đăng nhập',
    wrong: 'Tài khoản hoặc mật khẩu không đúng.',
    forgotLink: 'Quên mật khẩu?',
    forgotTitle: 'Quên mật khẩu',
    send: 'Gửi liên kết đặt lại',
    sent: 'Nếu tài khoản tồn tại, chúng tôi đã gửi liên kết đặt lại mật khẩu đến email của tài khoản.',
    resetTitle: 'Đặt mật khẩu mới',
    newPassword: /^Mật khẩu mới/,
    confirm: /^Nhập lại mật khẩu mới/,
    setPassword: 'Đặt mật khẩu mới',
    done: 'Đã đặt mật khẩu mới.',
  },
  en: {
    account: /^Account/,
    password: /^Password/,
    signIn: 'Sign in',
    wrong: 'Incorrect account or password.',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    send: 'Send the reset link',
    sent: 'If the account exists, we have sent a reset link to its e-mail address.',
    resetTitle: 'Set a new password',
    newPassword: /^New password/,
    confirm: /^Repeat the new password/,
    setPassword: 'Set the new password',
    done: 'Your new password is set.',
  },
} as const;

type Locale = keyof typeof TEXT;

/** Records layout shifts from the first paint on (window.__shifts), so a journey can sum them. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; startTime: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number }[]) {
        shifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** How much the page moved since `since` (performance.now()), whatever caused it. */
const shiftSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (window as unknown as { __shifts: { value: number; startTime: number }[] }).__shifts
        .filter((shift) => shift.startTime >= from)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );

const now = (page: Page) => page.evaluate(() => performance.now());

/** Fails unless nothing sticks out past the right edge. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  check(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

/** The alerts of the page that say something (the reserved message line is one while empty). */
const spokenAlerts = (page: Page) =>
  page
    .locator('[role=alert]')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? '').filter(Boolean));

/** How long the mail may take: it is written after the request was answered (a busy machine is slow). */
const MAIL_WAIT_MS = 20_000;

/**
 * Opens the dev outbox, then the newest mail to `to`, and answers the reset link it carries. The
 * mail is composed after the answer, so the outbox is read again until it lists the mail.
 */
async function linkFromOutbox({ page, origin, to }: { page: Page; origin: string; to: string }) {
  const row = page.locator('tbody tr', { hasText: to }).first();
  const until = Date.now() + MAIL_WAIT_MS;
  do {
    await page.goto(`${origin}/api/dev/outbox`);
    if (await row.isVisible()) break;
    await page.waitForTimeout(500);
  } while (Date.now() < until);
  await shows(row, `a mail to ${to} in the outbox`);
  await row.getByRole('link').click();
  await shows(page.getByRole('heading', { level: 1 }), 'the mail');
  const link = page.locator('pre a', { hasText: '/students/reset-password#token=' }).first();
  await shows(link, 'the reset link in the mail');
  return (await link.getAttribute('href')) ?? '';
}

async function run({
  input,
  width,
  locale,
  account,
}: {
  input: JourneyInput;
  width: number;
  locale: Locale;
  account: string;
}) {
  const text = TEXT[locale];
  const tag = `password-reset-${locale}-${width}`;
  const page = await input.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
  await recordShifts(page);
  await page.goto(input.urlFor(TENANT, '/login'));
  if (locale === 'en') await page.getByRole('button', { name: /^EN/ }).click();
  const signInButton = page.getByRole('button', { name: text.signIn, exact: true });
  await shows(signInButton, 'the sign-in button');
  await page.waitForTimeout(500);

  // A wrong password: one message, and the card does not move when it appears.
  const ready = await now(page);
  await page.getByRole('textbox', { name: text.account }).fill(account);
  await page.getByLabel(text.password).fill('Sai-mat-khau-1');
  await signInButton.click();
  await shows(page.getByText(text.wrong), 'the wrong-password message');
  await page.waitForTimeout(300);
  check((await spokenAlerts(page)).join('|') === text.wrong, `one message, got ${await spokenAlerts(page)}`);
  const moved = await shiftSince(page, ready);
  check(moved < 0.001, `the sign-in page moved (layout shift ${moved}) when the error appeared`);
  await fitsWidth(page, 'the sign-in page');
  await input.screenshot(page, `${tag}-1-login-error`);

  // Forgot password, with the account carried over.
  await page.getByRole('link', { name: text.forgotLink }).click();
  await shows(page.getByRole('heading', { name: text.forgotTitle, level: 1 }), 'the forgot-password page');
  check(
    (await page.getByRole('textbox', { name: text.account }).inputValue()) === account,
    'the account typed on the sign-in page is carried over',
  );
  const beforeSend = await now(page);
  await page.getByRole('button', { name: text.send }).click();
  await shows(page.getByText(text.sent), 'the same answer for any account');
  const movedForgot = await shiftSince(page, beforeSend);
  check(movedForgot < 0.001, `the forgot-password page moved (layout shift ${movedForgot})`);
  await fitsWidth(page, 'the forgot-password page');
  await input.screenshot(page, `${tag}-2-forgot-sent`);

  // The mail, read from the outbox the e2e server writes (no SMTP_URL).
  const origin = new URL(input.urlFor(TENANT, '/')).origin;
  const link = await linkFromOutbox({ page, origin, to: `${account}@sv.hust.edu.vn` });
  check(
    link.startsWith(`${origin}/students/reset-password#token=`),
    `the link is on the tenant's host: ${link}`,
  );
  await input.screenshot(page, `${tag}-3-outbox-mail`);

  // The new password, set from the link: signed in at once.
  await page.goto(link);
  await shows(page.getByRole('heading', { name: text.resetTitle, level: 1 }), 'the reset page');
  await page.getByLabel(text.newPassword).fill(NEW_PASSWORD);
  await page.getByLabel(text.confirm).fill(NEW_PASSWORD);
  await fitsWidth(page, 'the reset page');
  await input.screenshot(page, `${tag}-4-reset-form`);
  await page.getByRole('button', { name: text.setPassword, exact: true }).click();
  await shows(page.getByRole('banner'), 'the signed-in shell after the reset');
  await shows(page.getByText(text.done), 'the success toast');
  await input.screenshot(page, `${tag}-5-signed-in`);

  // The link was single-use.
  await page.goto(link);
  await shows(
    page.getByRole('link', { name: locale === 'vi' ? 'Yêu cầu liên kết mới' : 'Ask for a new link' }),
    'a used link offering a new one',
  );
  await input.screenshot(page, `${tag}-6-link-used`);
  await page.context().close();

  // Elsewhere: the old password no longer works, the new one does.
  const other = await input.newPage({ viewport: { width, height: 800 } });
  // Reached by a link, not a page load (the browser's autofocus is spent on the sign-in page):
  // the forgot-password page focuses its field all the same.
  await other.goto(input.urlFor(TENANT, '/login'));
  await other.getByRole('link', { name: TEXT.vi.forgotLink }).click();
  await shows(
    other.getByRole('heading', { name: TEXT.vi.forgotTitle, level: 1 }),
    'the forgot-password page',
  );
  check(
    await other
      .getByRole('textbox', { name: TEXT.vi.account })
      .evaluate((field) => field === document.activeElement),
    'the forgot-password page focuses its account field after a client-side navigation',
  );
  await other.goto(input.urlFor(TENANT, '/login'));
  await other.getByRole('textbox', { name: /^Tài khoản/ }).fill(account);
  await other.getByLabel(/^Mật khẩu/).fill(DEMO_ACCOUNT.password);
  await other.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await shows(other.getByText(TEXT.vi.wrong), 'the old password refused');
  await other.getByLabel(/^Mật khẩu/).fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await shows(other.getByRole('banner'), 'the signed-in shell with the new password');
  await other.context().close();
}

export const journeys: Journey[] = [
  {
    name: 'password reset: wrong password once, forgot password, link from the outbox, new password, sign in (vi 1280, en 390)',
    run: async (input) => {
      await run({ input, width: 1280, locale: 'vi', account: '20240011' });
      await run({ input, width: 390, locale: 'en', account: '20240012' });
    },
  },
];
