import type { Page } from 'playwright-core';
import { describeFindings, runAxe } from '../axe-check';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows, submitLogin } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 20_000;

/** Fails unless nothing sticks out past the right edge. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  check(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

/** Fails on any moderate-or-worse axe finding on the page as it is now. */
async function axeClean(page: Page, route: string, width: number): Promise<void> {
  const findings = await runAxe({ page, tenant: TENANT, route, width });
  check(findings.length === 0, `axe on ${route} at ${width}px:\n${describeFindings(findings)}`);
}

/**
 * The student opens /project, opens a project with phases, saves the report of the first phase
 * that can be saved, then opens /project/register and sees the teachers with their topics.
 */
async function projectJourney({ input, width }: { input: JourneyInput; width: number }): Promise<void> {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await input.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: 'vi-VN',
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(input.urlFor(TENANT, '/login'));
  await submitLogin({ page, ...DEMO_ACCOUNT });
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });

  await page.goto(input.urlFor(TENANT, '/project'));
  await shows(page.getByRole('heading', { level: 1, name: 'Đồ án của tôi' }), 'the my-projects title');
  // A row (table) or a card (phone) opens the project; the first one with phases is seeded.
  const opener =
    width < 600 ? page.locator('main li button, main li a').first() : page.getByRole('row').nth(1);
  await shows(opener, 'a project of the demo student');
  await fitsWidth(page, `/project at ${width}px`);
  await axeClean(page, '/project', width);
  await input.screenshot(page, `project-list-${width}`);
  await opener.click();
  await page.waitForURL(/\/project\/my-projects\?id=\d+/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { level: 2, name: 'Các giai đoạn' }), 'the phases heading');
  await shows(page.getByRole('heading', { level: 3, name: /^Giai đoạn 1: / }), 'the first phase');

  // The first phase whose Save is enabled: write a line and save it.
  const cards = page.locator('main ol > li');
  await shows(page.getByRole('button', { name: 'Lưu nháp' }).first(), 'a Save button');
  let saved = false;
  for (const card of await cards.all()) {
    const button = card.getByRole('button', { name: 'Lưu nháp' });
    if ((await button.count()) === 0 || !(await button.isEnabled())) continue;
    const report = card.getByRole('textbox', { name: /Báo cáo giai đoạn/ });
    await report.fill(`Báo cáo kiểm thử lúc ${new Date().toISOString()}: đã hoàn thành phần phân tích.`);
    await button.click();
    const toast = page.locator('.fui-ToastTitle', { hasText: 'Thao tác thành công.' });
    await shows(toast, 'the saved toast');
    // Toasts close after 3 s; axe then sees the page alone.
    await toast.waitFor({ state: 'hidden', timeout: WAIT_MS });
    saved = true;
    break;
  }
  check(saved, 'no phase of the project could be saved');
  // A disabled button says why beside it.
  const notes = page.getByRole('note');
  if ((await notes.count()) > 0)
    check(((await notes.first().textContent()) ?? '').length > 10, 'an empty reason');
  await fitsWidth(page, `the project detail at ${width}px`);
  await axeClean(page, '/project/my-projects', width);
  await input.screenshot(page, `project-detail-${width}`);

  await page.goto(input.urlFor(TENANT, '/project/register'));
  await shows(page.getByRole('heading', { level: 1, name: 'Đăng ký đồ án' }), 'the register title');
  await shows(page.getByText(/^(Đang mở|Đang đóng)/).first(), 'the window state');
  const teacher = page.getByRole('combobox', { name: /Giảng viên/ }).first();
  await shows(teacher, 'the teacher choice');
  const options = teacher.locator('option');
  await page.waitForFunction(
    (element) => (element as HTMLSelectElement).options.length > 1,
    await teacher.elementHandle(),
    { timeout: WAIT_MS },
  );
  check((await options.count()) > 1, 'no teacher offers a topic');
  await teacher.selectOption({ index: 1 });
  await shows(page.getByRole('radio').first(), 'the chosen teacher’s topics');
  await shows(page.getByText(/^(Còn \d+\/\d+ chỗ|Đã đủ \d+ chỗ)$/).first(), 'a topic’s live places');
  await fitsWidth(page, `/project/register at ${width}px`);
  await axeClean(page, '/project/register', width);
  await input.screenshot(page, `project-register-${width}`);
  await context.close();
}

export const journeys: Journey[] = [1280, 390].map((width) => ({
  name: `project pages: ${TENANT} list, detail and phase save, register (${width}px)`,
  run: (input) => projectJourney({ input, width }),
}));
