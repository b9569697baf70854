import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { describeFindings, runAxe } from '../axe-check';
import { api, signIn } from '../learn-registration-journey';

const WAIT_MS = 20_000;
const SEMESTER = '20262';
type Offering = { id: number; classId: string; courseName: string; myStatus: string; inProgram: boolean };
type Outcome = { classId: number; status: string };

const fail = (page: Page, what: string): never => {
  throw new Error(`Class registration (${page.viewportSize()?.width ?? '?'} px): ${what} on ${page.url()}`);
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
  const findings = await runAxe({ page, tenant: 'hust', route: '/learn/class-registration', width });
  if (findings.length > 0) fail(page, `axe on ${what}:\n${describeFindings(findings)}`);
};

/** Every class row shown contains `text` (after the list has answered a change). */
const rowsAllShow = async (page: Page, text: string) => {
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll('[data-testid^="offering-"]')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(expected));
    },
    text,
    { timeout: WAIT_MS },
  );
};

/** A class of the "giai tich" search that the demo student can take now (the server's own check). */
const takeableCalculus = async (page: Page) => {
  const found = (
    await api<{ data: Offering[] }>(
      page,
      `/api/v1/class-registrations/classes?semester=${SEMESTER}&search=giai%20tich&inProgram=true&pageSize=20`,
    )
  ).data.filter((o) => o.myStatus === 'none');
  if (found.length === 0) fail(page, 'no class found for "giai tich" in the programme');
  const verdicts = (
    await api<{ data: { results: Outcome[] } }>(page, '/api/v1/class-registrations/validate', {
      data: { classIds: found.map((o) => o.id) },
    })
  ).data.results;
  return (
    found.find((o) => verdicts.find((v) => v.classId === o.id)?.status === 'registered') ??
    fail(page, 'no "giai tich" class the demo student may take')
  );
};

/**
 * On hust as the demo student: the list opens on my programme (switch on, every row marked),
 * "giai tich" finds the Giải tích classes, one goes into the basket and is registered, then
 * dropped after the confirmation dialog. Screenshots at each step; no sideways scroll.
 */
async function browseAndRegister({
  input,
  viewport,
  name,
}: {
  input: JourneyInput;
  viewport: { width: number; height: number };
  name: string;
}) {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await input.browser.newContext({ viewport, locale: 'vi-VN', bypassCSP: true });
  const page = await context.newPage();
  try {
    const baseUrl = new URL(input.urlFor('hust')).origin;
    await signIn({ page, baseUrl, account: '20230001' });
    await page.goto(`${baseUrl}/students/learn/class-registration`);
    const programme = page.getByRole('switch', { name: 'Chỉ học phần trong chương trình của tôi' });
    await page
      .getByTestId('class-count')
      .getByText(/^Tìm thấy \d+ lớp$/)
      .waitFor({ timeout: WAIT_MS });
    if (!(await programme.isChecked())) fail(page, 'the "my programme" switch is off by default');
    await rowsAllShow(page, 'Trong chương trình');
    if (!(await page.getByRole('navigation', { name: 'Các trang danh sách lớp' }).isVisible()))
      fail(page, 'the pager is missing');
    if (name === '390') {
      const display = await page
        .locator('[data-testid^="offering-"]')
        .first()
        .evaluate((row) => getComputedStyle(row).display);
      if (display === 'table-row') fail(page, 'rows stay table rows instead of stacked cards');
    }
    await noSideScroll(page, 'the class list');
    await input.screenshot(page, `class-registration-programme-${name}`);

    await page.getByTestId('class-search').fill('giai tich');
    await rowsAllShow(page, 'Giải tích');
    const klass = await takeableCalculus(page);
    await page.getByRole('button', { name: `Thêm lớp ${klass.classId} vào giỏ` }).click({ timeout: WAIT_MS });
    await page.getByTestId(`basket-${klass.classId}`).getByText('Hợp lệ').waitFor({ timeout: WAIT_MS });
    await noSideScroll(page, 'the search with a basket');
    await input.screenshot(page, `class-registration-search-${name}`);
    await axeClean(page, 'the search with a basket');

    await page.getByTestId('register-submit').click();
    await page
      .getByTestId('result-registered')
      .getByText(`Lớp ${klass.classId}: đã đăng ký`)
      .waitFor({ timeout: WAIT_MS });
    await page.getByTestId(`mine-${klass.classId}`).waitFor({ timeout: WAIT_MS });
    await page.getByRole('button', { name: `Huỷ đăng ký lớp ${klass.classId}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Huỷ đăng ký lớp ${klass.classId}?` });
    await dialog.waitFor({ timeout: WAIT_MS });
    if (!(await dialog.textContent())?.includes('Giải tích'))
      fail(page, 'the dialog does not name the course');
    // Past the dialog's opening animation.
    await page.waitForTimeout(600);
    await input.screenshot(page, `class-registration-drop-${name}`);
    await axeClean(page, 'the drop dialog');
    await dialog.getByRole('button', { name: 'Huỷ đăng ký lớp', exact: true }).click();
    await page
      .getByTestId('result-dropped')
      .getByText(`Lớp ${klass.classId}: đã huỷ đăng ký`)
      .waitFor({ timeout: WAIT_MS });
    await page.getByTestId(`mine-${klass.classId}`).waitFor({ state: 'detached', timeout: WAIT_MS });
    // Past the dialog's closing animation: while it fades, its title is half transparent and the page behind it hidden.
    await page.getByTestId('drop-dialog').waitFor({ state: 'detached', timeout: WAIT_MS });
    // and until Fluent's modalizer gives the page back to screen readers (it fails here if it never does).
    await page.locator('#root:not([aria-hidden])').waitFor({ timeout: WAIT_MS });
    await noSideScroll(page, 'the page after the drop');
    await input.screenshot(page, `class-registration-dropped-${name}`);
    await axeClean(page, 'the result of the drop');

    // The same page in English.
    await page.evaluate(() => window.localStorage.setItem('unigate.locale', 'en'));
    await page.reload();
    await page
      .getByTestId('class-count')
      .getByText(/^\d+ class(es)? found$/)
      .waitFor({ timeout: WAIT_MS });
    await page.getByTestId('class-search').fill('giai tich');
    await rowsAllShow(page, 'Calculus');
    await noSideScroll(page, 'the English page');
    await input.screenshot(page, `class-registration-en-${name}`);
  } finally {
    await page.context().close();
  }
}

/** Class registration browsed like a student would, on a desktop and a phone (hust). */
export const journeys: Journey[] = [
  {
    name: 'class registration: browse by programme, search "giai tich", basket, drop with confirmation (hust, 1280 px)',
    run: (input) => browseAndRegister({ input, viewport: { width: 1280, height: 900 }, name: '1280' }),
  },
  {
    name: 'class registration: browse by programme, search "giai tich", basket, drop with confirmation (hust, 390 px)',
    run: (input) => browseAndRegister({ input, viewport: { width: 390, height: 844 }, name: '390' }),
  },
];
