import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WAIT_MS = 20_000;
const LAYOUTS = [
  { width: 1280, locale: 'vi' },
  { width: 390, locale: 'vi' },
  { width: 1280, locale: 'en' },
  { width: 390, locale: 'en' },
] as const;
const TEXT = {
  vi: {
    today: /\(hôm nay\)$/,
    next: 'Tuần sau',
    passed: /^Học phần đã đạt \(\d+\)$/,
    minimum: /^Cần thêm \d+ tín chỉ để đạt tối thiểu 12$/,
    maximum: /^Vượt \d+ tín chỉ so với tối đa 24: hãy bỏ bớt học phần$/,
    list: 'Danh sách',
    inProgram: 'Chỉ học phần trong chương trình của tôi',
  },
  en: {
    today: /\(today\)$/,
    next: 'Next week',
    passed: /^Courses already passed \(\d+\)$/,
    minimum: /^\d+ more credits? needed to reach the minimum of 12$/,
    maximum: /^\d+ credits? over the maximum of 24: remove a course$/,
    list: 'List',
    inProgram: 'Only courses of my programme',
  },
} as const;

const check = (condition: unknown, message: string): void => {
  if (!condition) throw new Error(message);
};

/** Fails when the page scrolls sideways. */
const fitsWidth = async ({ page, what }: { page: Page; what: string }) => {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  check(scroll <= inner, `${what} scrolls sideways (${scroll} px on a ${inner} px screen)`);
};

/** axe-core on the page content (moderate impact or worse fails). */
const axeClean = async ({ page, what }: { page: Page; what: string }) => {
  // Evaluated, not added as a script tag: the portal's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run('#main-content', {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact?: string | null; nodes: { target: unknown[]; html: string }[] }[];
    };
    // Tabster's focus sentinels (<i data-tabster-dummy aria-hidden tabindex=0>, added by Fluent's
    // TabList) are focusable by design: microsoft/fluentui#27517 (closed "By Design"), microsoft/tabster#288.
    return result.violations
      .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => ({
        ...v,
        nodes: v.nodes.filter(
          (n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy')),
        ),
      }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  check(found.length === 0, `axe on ${what}:\n${found.join('\n')}`);
};

/**
 * A screenshot of the whole page with the screen as tall as the page, so the sticky Save bar sits
 * at the bottom as a reader sees it (a plain full-page capture leaves it halfway down).
 */
const wholePage = async ({ input, page, name }: { input: JourneyInput; page: Page; name: string }) => {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await input.screenshot(page, name);
  await page.setViewportSize(size);
};

/** Signs the demo student in on a fresh page and picks the language. */
const openAs = async ({
  input,
  width,
  locale,
}: {
  input: JourneyInput;
  width: number;
  locale: 'vi' | 'en';
}) => {
  const page = await input.newPage({ viewport: { width, height: 800 } });
  await page.goto(input.urlFor('hust', '/login'));
  await page.getByRole('textbox', { name: /^Tài khoản/ }).fill(STUDENT);
  await page.getByLabel(/^Mật khẩu/).fill('Unigate@2026');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.locator('#main-content').waitFor({ timeout: WAIT_MS });
  await page.evaluate((value) => window.localStorage.setItem('unigate.locale', value), locale);
  return page;
};

/** The week grid at 1280 px (seven days) or the day view at 390 px (one day, the day picker). */
const timetable = async ({
  input,
  page,
  width,
  locale,
}: {
  input: JourneyInput;
  page: Page;
  width: number;
  locale: 'vi' | 'en';
}) => {
  const text = TEXT[locale];
  await page.goto(input.urlFor('hust', '/learn/timetable'));
  await page.getByTestId('week-grid').waitFor({ timeout: WAIT_MS });
  await page.getByTestId('week-grid-legend').waitFor({ timeout: WAIT_MS });
  const days = page.locator('[data-testid^="week-day-"]');
  const visibleDays = async () => {
    let count = 0;
    for (const day of await days.all()) if (await day.isVisible()) count += 1;
    return count;
  };
  if (width < 600) {
    const picker = page.getByTestId('day-picker');
    await picker.waitFor({ timeout: WAIT_MS });
    const today = picker.getByRole('button', { name: text.today });
    if ((await today.count()) === 1)
      check((await today.getAttribute('aria-pressed')) === 'true', 'today is chosen in the day picker');
    check((await visibleDays()) === 1, 'the phone shows one day');
    const pressed = async () => picker.locator('[aria-pressed="true"]').getAttribute('data-testid');
    await picker.getByTestId('day-5').click();
    check((await pressed()) === 'day-5', 'the day picker chooses Friday');
    check(await page.getByTestId('week-day-5').isVisible(), 'Friday is shown');
    await picker.getByTestId('day-1').click();
  } else {
    check(!(await page.getByTestId('day-picker').isVisible()), 'no day picker on a wide screen');
    check((await visibleDays()) === 7, 'the wide screen shows Monday to Sunday');
  }
  await fitsWidth({ page, what: `timetable ${width} px` });
  await axeClean({ page, what: `timetable ${width} px ${locale}` });
  await input.screenshot(page, `timetable-${width}-${locale}`);
  if (locale === 'vi') {
    await page.getByRole('tab', { name: text.list }).click();
    await fitsWidth({ page, what: `timetable list ${width} px` });
    await axeClean({ page, what: `timetable list ${width} px` });
    await input.screenshot(page, `timetable-list-${width}-${locale}`);
  }
};

/*
 * A student of its own: journeys run on one database, and the ones on class registration leave
 * the demo student's plan changed (a registered class puts its course in the plan, passed or not).
 */
const STUDENT = '20230003';

/** Course registration: no passed course in the list, a collapsed passed section, why Save is disabled beside it. */
const courseRegistration = async ({
  input,
  page,
  width,
  locale,
}: {
  input: JourneyInput;
  page: Page;
  width: number;
  locale: 'vi' | 'en';
}) => {
  const text = TEXT[locale];
  await page.goto(input.urlFor('hust', '/learn/course-registration'));
  const selects = page.locator('[data-testid^="state-"]');
  await selects.first().waitFor({ timeout: WAIT_MS });
  const passed = page.getByRole('button', { name: text.passed });
  await passed.waitFor({ timeout: WAIT_MS });
  check((await passed.getAttribute('aria-expanded')) === 'false', 'the passed courses start collapsed');
  await fitsWidth({ page, what: `course registration ${width} px` });
  await axeClean({ page, what: `course registration ${width} px ${locale}` });
  await wholePage({ input, page, name: `course-registration-${width}-${locale}` });
  const save = page.getByTestId('plan-submit');
  const hints = page.getByTestId('save-hints');
  await selects.first().selectOption('1');
  await hints.getByText(text.minimum).waitFor({ timeout: WAIT_MS });
  check((await save.getAttribute('aria-disabled')) === 'true', 'Save is disabled below the minimum');
  const [hintBox, saveBox] = [await hints.boundingBox(), await save.boundingBox()];
  check(
    hintBox && saveBox && Math.abs(hintBox.y - saveBox.y) < 80,
    'the reason stands beside the Save button',
  );
  // Courses outside the programme too, so that enough credits exist to pass the maximum.
  await page.getByRole('checkbox', { name: text.inProgram }).uncheck();
  await page.waitForLoadState('networkidle');
  await selects.nth(20).waitFor({ timeout: WAIT_MS });
  for (const select of (await selects.all()).slice(0, 20)) await select.selectOption('1');
  await hints.getByText(text.maximum).waitFor({ timeout: WAIT_MS });
  await fitsWidth({ page, what: `course registration with the hint ${width} px` });
  await wholePage({ input, page, name: `course-registration-hint-${width}-${locale}` });
  await passed.click();
  await page
    .getByTestId('passed-courses')
    .locator('[data-testid^="course-"]')
    .first()
    .waitFor({ timeout: WAIT_MS });
  check(
    (await page.getByTestId('passed-courses').locator('select').count()) === 0,
    'passed courses cannot be chosen',
  );
};

/** Timetable day view and course registration on a phone and a wide screen, in Vietnamese and English (hust). */
export const journeys: Journey[] = [
  {
    name: 'timetable-phone: timetable day view and course registration at 1280 and 390 px, vi and en (hust)',
    run: async (input) => {
      for (const { width, locale } of LAYOUTS) {
        const page = await openAs({ input, width, locale });
        try {
          await timetable({ input, page, width, locale });
          await courseRegistration({ input, page, width, locale });
        } finally {
          await page.context().close();
        }
      }
    },
  },
];
