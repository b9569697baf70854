import type { Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, shows, signIn } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 15_000;

/** The dashboard's cards by their headings, per language. */
const CARDS = {
  vi: [
    'Lịch học hôm nay',
    'Buổi học tiếp theo',
    'Lịch thi sắp tới',
    'Thông báo chưa đọc',
    'Đang mở và hạn chót',
    'Kết quả học tập',
  ],
  en: [
    "Today's classes",
    'Next classes',
    'Next exam',
    'Unread notifications',
    'Open now and deadlines',
    'Academic standing',
  ],
} as const;

/** Fails unless nothing sticks out past the right edge. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  check(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

/** Switches the interface to English with the header's language switch. */
async function toEnglish(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /(^|\s)EN(\s|$)|English/ })
    .first()
    .click();
  await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: WAIT_MS });
}

/** Checks the home's cards in a language and that no card of the other language is left. */
async function checkHome(page: Page, locale: 'vi' | 'en'): Promise<void> {
  await shows(
    page.getByRole('heading', { level: 1, name: locale === 'vi' ? /^Xin chào, / : /^Hello, / }),
    `the ${locale} greeting`,
  );
  for (const title of CARDS[locale])
    await shows(page.getByRole('heading', { level: 2, name: title, exact: true }), `the card "${title}"`);
  const other = CARDS[locale === 'vi' ? 'en' : 'vi'];
  for (const title of other)
    check((await page.getByRole('heading', { name: title, exact: true }).count()) === 0, `"${title}" left`);
  // Every card is either filled or says in a sentence why it is empty: none is blank.
  for (const card of await page.locator('[data-testid^="home-"][role="region"]').all()) {
    const text = ((await card.textContent()) ?? '').trim();
    check(text.length > 20, `a dashboard card shows almost nothing: "${text}"`);
  }
}

async function homeAndProfile({
  input,
  viewport,
}: {
  input: JourneyInput;
  viewport: { width: number; height: number };
}): Promise<void> {
  const page = await signIn({ input, tenant: TENANT });
  await page.setViewportSize(viewport);
  await page.goto(input.urlFor(TENANT, '/'));
  await checkHome(page, 'vi');
  // Registration for the next semester is open today (hust's window for cohort 2023).
  const registration = page.getByRole('link', { name: 'Đăng ký lớp · Học kỳ 2 năm học 2026–2027' });
  await shows(registration, 'the open class registration window');
  await shows(page.getByText(/đến 31\/01\/2027 23:59/), 'when class registration closes');
  await shows(page.getByText(/Chương trình đào tạo yêu cầu \d+ tín chỉ/), 'the programme credits beside CPA');
  await fitsWidth(page, `the home at ${viewport.width}px`);
  await input.screenshot(page, `home-${viewport.width}-vi`);

  if (viewport.width >= 1000) {
    await registration.click();
    await page.waitForURL(/\/students\/learn\/class-registration$/, { timeout: WAIT_MS });
    await page.goBack();
    await page.getByRole('button', { name: /^Tài khoản của / }).click();
    await page.getByRole('menuitem', { name: 'Hồ sơ của tôi' }).click();
    await page.waitForURL(/\/students\/profile$/, { timeout: WAIT_MS });
  } else {
    await page.goto(input.urlFor(TENANT, '/profile'));
  }
  await shows(page.getByRole('heading', { level: 1, name: 'Hồ sơ của tôi' }), 'the profile page');
  for (const label of [
    'Mã số sinh viên',
    'Chương trình đào tạo',
    'Tổ hợp xét tuyển',
    'Ngày sinh',
    'Số điện thoại',
  ])
    await shows(page.getByRole('term').filter({ hasText: label }), `the profile label "${label}"`);
  await shows(page.getByRole('definition').filter({ hasText: '20230001' }), 'the student code');
  await fitsWidth(page, `the profile at ${viewport.width}px`);
  await input.screenshot(page, `profile-${viewport.width}-vi`);

  await toEnglish(page);
  await shows(page.getByRole('heading', { level: 1, name: 'My profile' }), 'the profile in English');
  await shows(
    page.getByRole('term').filter({ hasText: 'Admission subject group' }),
    'English profile labels',
  );
  await fitsWidth(page, `the English profile at ${viewport.width}px`);
  await input.screenshot(page, `profile-${viewport.width}-en`);

  await page.goto(input.urlFor(TENANT, '/'));
  await checkHome(page, 'en');
  await shows(
    page.getByRole('link', { name: 'Class registration · Semester 2, 2026–2027' }),
    'the registration window in English',
  );
  await fitsWidth(page, `the English home at ${viewport.width}px`);
  await input.screenshot(page, `home-${viewport.width}-en`);

  if (viewport.width >= 1000) {
    await page.goto(input.urlFor(TENANT, '/learn/education-program'));
    await shows(
      page.getByRole('heading', { name: 'Why the credit figures differ' }),
      'the credit explanation',
    );
    await input.screenshot(page, `home-program-credits-${viewport.width}-en`);
    await page.goto(input.urlFor(TENANT, '/learn/view-grades'));
    await shows(
      page.getByRole('heading', { level: 2, name: 'Semester 1, 2023–2024' }),
      'grades by named semester',
    );
    await shows(page.getByText(/^Credits earned include only passed courses/), 'what credits earned include');
    await input.screenshot(page, `home-grades-${viewport.width}-en`);
  }
  if (viewport.width < 1000) {
    for (const [path, name] of [
      ['/learn/education-program', 'program'],
      ['/learn/view-grades', 'grades'],
    ] as const) {
      await page.goto(input.urlFor(TENANT, path));
      await shows(page.getByRole('heading', { level: 1 }), `the ${name} page`);
      await page.waitForLoadState('networkidle');
      await input.screenshot(page, `home-${name}-${viewport.width}-en`);
      await fitsWidth(page, `the ${name} page at ${viewport.width}px`);
    }
  }
  await page.context().close();
}

export const journeys: Journey[] = [
  {
    name: 'home dashboard: hust at 1280 px, vi and en, registration link, profile from the account menu',
    run: (input) => homeAndProfile({ input, viewport: { width: 1280, height: 900 } }),
  },
  {
    name: 'home dashboard: hust at 390 px, vi and en, one column, no horizontal scroll',
    run: (input) => homeAndProfile({ input, viewport: { width: 390, height: 844 } }),
  },
];
