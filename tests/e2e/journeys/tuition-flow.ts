import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { tenantBankSecret } from '../../../src/features/payments/server/bank-secret';
import { BANK_SIGNATURE_HEADER, bankSignature } from '../../../src/features/payments/shared/bank-signature';
import { describeFindings, runAxe } from '../axe-check';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows, submitLogin } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 20_000;
/** Students of this journey's own (they pay, so never the shared demo student); several in case one cannot sign in. */
const STUDENTS = ['20230031', '20230032', '20230033', '20230034'];
/** localStorage key of the chosen language (src/client/i18n/locale-provider.tsx). */
const LOCALE_STORAGE_KEY = 'unigate.locale';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const fail = (page: Page, what: string): never => {
  throw new Error(`Tuition (${page.viewportSize()?.width ?? '?'} px): ${what} on ${page.url()}`);
};

/** The page scrolls only vertically. */
const noSideScroll = async (page: Page, what: string) => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) fail(page, `${what} scrolls sideways (${scroll} px wide in ${client} px)`);
};

/** No axe finding of impact moderate or above on the page as it is now. */
const axeClean = async (page: Page, what: string) => {
  const width = page.viewportSize()?.width ?? 0;
  const findings = await runAxe({ page, tenant: TENANT, route: '/tuition', width });
  if (findings.length > 0) fail(page, `axe on ${what}:\n${describeFindings(findings)}`);
};

/** A fresh context signed in as `account` (in `locale`), or null when the sign-in is refused. */
async function signInAs({
  input,
  account,
  viewport,
  locale = 'vi',
}: {
  input: JourneyInput;
  account: string;
  viewport: { width: number; height: number };
  locale?: 'vi' | 'en';
}): Promise<{ context: BrowserContext; page: Page } | null> {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await input.browser.newContext({
    viewport,
    locale: locale === 'en' ? 'en-US' : 'vi-VN',
    acceptDownloads: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  if (locale === 'en')
    await page.addInitScript(([key]) => window.localStorage.setItem(key, 'en'), [
      LOCALE_STORAGE_KEY,
    ] as const);
  await page.goto(input.urlFor(TENANT, '/login'));
  if (locale === 'en') {
    await page.locator('input:not([type=password])').first().fill(account);
    await page.locator('input[type=password]').first().fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  } else {
    await submitLogin({ page, account, password: DEMO_ACCOUNT.password });
  }
  try {
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });
  } catch {
    await context.close();
    return null;
  }
  return { context, page };
}

/** The sandbox bank: posts a notification signed with the tenant's secret (docs/payments.md) to the portal. */
async function bankPays({
  input,
  reference,
  amount,
}: {
  input: JourneyInput;
  reference: string;
  amount: number;
}): Promise<{ status: number; body: string }> {
  const portal = new URL(input.urlFor(TENANT));
  const rawBody = JSON.stringify({
    transactionId: `E2E${Date.now()}`,
    accountNumber: '0011004012345',
    amount,
    currency: 'VND',
    description: `MBVCB.8812345.${reference} nop hoc phi.CT tu 1023456789`,
    paidAt: new Date().toISOString(),
  });
  const signature = bankSignature({ rawBody, secret: tenantBankSecret({ tenantCode: TENANT }) });
  // The tenant is chosen by the Host header; Node does not resolve *.localhost, so connect to 127.0.0.1.
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(portal.port),
        path: '/api/v1/bank/notifications',
        method: 'POST',
        headers: {
          host: portal.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(rawBody),
          [BANK_SIGNATURE_HEADER]: signature,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(rawBody);
  });
}

/** Opens /tuition from the phone menu drawer (the entry shows because the page is built). */
async function openFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const entry = page.getByRole('dialog').getByRole('link', { name: 'Học phí' });
  await shows(entry, 'the "Học phí" menu entry');
  await entry.click();
  await page.waitForURL((url) => url.pathname.endsWith('/tuition'), { timeout: WAIT_MS });
}

/**
 * A student on a phone opens Học phí, pays the current semester by QR, the bank's signed
 * notification arrives and the dialog turns to "Đã thanh toán" without a reload; the receipt PDF
 * downloads. Then the page at 1280 px and in English.
 */
async function tuitionFlow(input: JourneyInput) {
  const signedIn = await firstStudent({ input, accounts: STUDENTS, viewport: PHONE });
  const { page, account } = signedIn;
  try {
    await payOnPhone({ input, page });
  } catch (error) {
    await input.screenshot(page, 'tuition-failure-390').catch(() => undefined);
    throw error;
  } finally {
    await signedIn.context.close();
  }
  await lookAt({ input, account, viewport: DESKTOP, locale: 'vi', name: 'tuition-paid-1280-vi' });
  await lookAt({ input, account, viewport: DESKTOP, locale: 'en', name: 'tuition-paid-1280-en' });
  await lookAt({ input, account, viewport: PHONE, locale: 'en', name: 'tuition-paid-390-en' });
  await englishQrOnDesktop({ input, accounts: STUDENTS.filter((other) => other !== account) });
}

/** The first of `accounts` that can sign in, in a fresh context. */
async function firstStudent({
  input,
  accounts,
  viewport,
  locale = 'vi',
}: {
  input: JourneyInput;
  accounts: string[];
  viewport: { width: number; height: number };
  locale?: 'vi' | 'en';
}): Promise<{ context: BrowserContext; page: Page; account: string }> {
  for (const account of accounts) {
    const attempt = await signInAs({ input, account, viewport, locale });
    if (attempt) return { ...attempt, account };
  }
  throw new Error(`none of ${accounts.join(', ')} could sign in`);
}

/** Another student's unpaid bill and its QR dialog in English at 1280 px (nothing is paid). */
async function englishQrOnDesktop({ input, accounts }: { input: JourneyInput; accounts: string[] }) {
  const { page, context } = await firstStudent({ input, accounts, viewport: DESKTOP, locale: 'en' });
  try {
    await page.goto(input.urlFor(TENANT, '/tuition'));
    await shows(page.getByRole('heading', { level: 1, name: 'Tuition' }), 'the tuition heading');
    await shows(page.getByText('Unpaid').first(), 'the unpaid status');
    await input.screenshot(page, 'tuition-unpaid-1280-en');
    await page.getByRole('button', { name: 'Pay by QR code' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pay tuition by QR code' });
    await shows(dialog.getByRole('img', { name: /^QR code for a transfer of/ }), 'the QR image');
    await shows(dialog.getByRole('button', { name: 'Copy transfer content' }), 'the copy button');
    check(
      /Waiting for your payment/.test((await dialog.getByRole('status').textContent()) ?? ''),
      'the English dialog is not waiting',
    );
    // Past the dialog's opening animation.
    await page.waitForTimeout(600);
    await input.screenshot(page, 'tuition-qr-1280-en');
    await axeClean(page, 'the English QR dialog');
  } finally {
    await context.close();
  }
}

async function payOnPhone({ input, page }: { input: JourneyInput; page: Page }) {
  await openFromMenu(page);
  await shows(page.getByRole('heading', { level: 1, name: 'Học phí' }), 'the tuition heading');
  await shows(
    page.getByText(/^Đang trong thời gian nộp học phí: \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/),
    'the open period',
  );
  const pay = page.getByRole('button', { name: 'Thanh toán bằng mã QR' }).first();
  await shows(pay, 'the pay-by-QR button');
  await shows(page.getByText('Chưa nộp').first(), 'the unpaid status');
  await noSideScroll(page, 'the bills');
  await input.screenshot(page, 'tuition-unpaid-390-vi');
  await axeClean(page, 'the bills');

  // Pay by QR: the dialog shows the code and what to type by hand.
  await page.evaluate(() => ((window as unknown as { tuitionMarker: number }).tuitionMarker = 1));
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Nộp học phí bằng mã QR' });
  await shows(dialog, 'the QR dialog');
  const qr = dialog.getByRole('img', { name: /^Mã QR chuyển khoản/ });
  await shows(qr, 'the QR image');
  const alt = (await qr.getAttribute('alt')) ?? '';
  const match = /chuyển khoản ([\d.]+)\s₫ đến .*, nội dung (\S+)$/.exec(alt);
  if (!match) return fail(page, `the QR's text does not name amount and reference: "${alt}"`);
  const amount = Number(match[1].replace(/\./g, ''));
  const reference = match[2];
  await shows(dialog.getByText(reference), 'the transfer content');
  await shows(dialog.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }), 'the copy button');
  await shows(dialog.getByRole('timer'), 'the countdown');
  const status = dialog.getByRole('status');
  check(/Đang chờ thanh toán/.test((await status.textContent()) ?? ''), 'the dialog is not waiting');
  // Past the dialog's opening animation.
  await page.waitForTimeout(600);
  await noSideScroll(page, 'the QR dialog');
  const box = await dialog.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > PHONE.width)
    fail(page, 'the QR dialog is wider than the phone');
  await input.screenshot(page, 'tuition-qr-390-vi');
  await axeClean(page, 'the QR dialog');

  // The bank pays; the page notices on its own.
  const answer = await bankPays({ input, reference, amount });
  check(
    answer.status === 200 && answer.body.includes('"credited"'),
    `the bank notification: ${answer.status} ${answer.body}`,
  );
  await status.getByText('Đã thanh toán').waitFor({ timeout: WAIT_MS });
  check(
    await page.evaluate(() => (window as unknown as { tuitionMarker?: number }).tuitionMarker === 1),
    'the page reloaded',
  );
  await input.screenshot(page, 'tuition-qr-paid-390-vi');
  await axeClean(page, 'the paid dialog');
  await dialog.getByRole('button', { name: 'Xong' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.locator('#root:not([aria-hidden])').waitFor({ timeout: WAIT_MS });
  await shows(page.getByText('Đã nộp', { exact: true }).first(), 'the paid status of the bill');

  // The receipt of the payment downloads.
  const receipt = page.getByRole('link', { name: `Biên lai (PDF) – ${reference}` });
  await shows(receipt, 'the receipt link in the history');
  // The history may still re-render right after the payment: a click it swallowed is tried again
  // (at most three times); a failed download shows its toast and fails at once.
  const failed = page.getByText('Không tải được biên lai, vui lòng thử lại.');
  let download: Download | null = null;
  for (let attempt = 1; attempt <= 3 && !download; attempt += 1) {
    const arrives = page.waitForEvent('download', { timeout: 20_000 }).catch(() => null);
    await receipt.click();
    download = await arrives;
    if (await failed.isVisible()) fail(page, 'the receipt download failed');
  }
  if (!download) return fail(page, 'the receipt did not download after three clicks');
  const bytes = readFileSync(await download.path());
  check(bytes.subarray(0, 5).toString() === '%PDF-' && bytes.length > 1000, 'the receipt is not a PDF');
  check(
    download.suggestedFilename().endsWith('.pdf'),
    `unexpected file name ${download.suggestedFilename()}`,
  );
  await noSideScroll(page, 'the paid page');
  await input.screenshot(page, 'tuition-paid-390-vi');
  await axeClean(page, 'the paid page');
}

/** The paid page in another size or language: headings, no sideways scroll, axe, a screenshot. */
async function lookAt({
  input,
  account,
  viewport,
  locale,
  name,
}: {
  input: JourneyInput;
  account: string;
  viewport: { width: number; height: number };
  locale: 'vi' | 'en';
  name: string;
}) {
  const signedIn = await signInAs({ input, account, viewport, locale });
  check(signedIn, `${account} could not sign in again`);
  const { page, context } = signedIn;
  try {
    await page.goto(input.urlFor(TENANT, '/tuition'));
    const title = locale === 'en' ? 'Tuition' : 'Học phí';
    await shows(page.getByRole('heading', { level: 1, name: title }), 'the tuition heading');
    await shows(page.getByRole('article').first(), 'the bills');
    await shows(
      page.getByRole('heading', {
        level: 2,
        name: locale === 'en' ? 'Payment history' : 'Lịch sử thanh toán',
      }),
      'the history heading',
    );
    await shows(
      page.getByRole('link', { name: locale === 'en' ? /^Receipt \(PDF\)/ : /^Biên lai \(PDF\)/ }),
      'a receipt link',
    );
    await noSideScroll(page, `the page (${locale})`);
    await input.screenshot(page, name);
    await axeClean(page, `the page (${locale})`);
  } finally {
    await context.close();
  }
}

export const journeys: Journey[] = [
  {
    name: 'tuition: a student pays by QR on a phone, the bank notifies, "Đã thanh toán" without reload, receipt PDF (hust)',
    run: tuitionFlow,
  },
];
