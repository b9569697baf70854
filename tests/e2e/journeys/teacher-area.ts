import type { Page } from 'playwright-core';
import { describeFindings, runAxe } from '../axe-check';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, hides, shows, submitLogin } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 20_000;
/** The seeded teacher demo account (account = teacher code, the students' demo password). */
const TEACHER = { account: 'GV0001', password: DEMO_ACCOUNT.password };

async function fitsWidth(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  check(overflow <= 0, `${what} is ${overflow}px wider than the screen`);
}

async function axeClean(page: Page, route: string, width: number): Promise<void> {
  const findings = await runAxe({ page, tenant: TENANT, route, width });
  check(findings.length === 0, `axe on ${route} at ${width}px:\n${describeFindings(findings)}`);
}

/** The first row (table) or card (phone) of the page's list. */
const firstRow = (page: Page, width: number) =>
  width < 600 ? page.locator('main li button, main li a').first() : page.getByRole('row').nth(1);

/**
 * A teacher signs in and lands on "Requests to me" with the teachers' menu (no student entries);
 * opens a request and sees Accept and Decline (Decline asks for a reason); opens "Projects I
 * supervise", a project, and saves a comment on its first phase. Axe-clean and no sideways
 * scrolling at the given width.
 */
async function teacherJourney({ input, width }: { input: JourneyInput; width: number }): Promise<void> {
  const context = await input.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: 'vi-VN',
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(input.urlFor(TENANT, '/login'));
  await submitLogin({ page, ...TEACHER });
  await page.waitForURL(/\/students\/teacher$/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { level: 1, name: 'Yêu cầu gửi tới tôi' }), 'the requests title');
  // A student page sends the teacher back to their area.
  await page.goto(input.urlFor(TENANT, '/learn/timetable'));
  await page.waitForURL(/\/students\/teacher$/, { timeout: WAIT_MS });
  if (width >= 600) {
    const menu = page.getByRole('navigation', { name: 'Menu' }).first();
    await shows(menu.getByRole('link', { name: 'Đề tài tôi hướng dẫn' }), 'the teacher menu');
    check((await menu.getByText('Thời khóa biểu').count()) === 0, 'the teacher menu has no student entries');
  }
  // The list has loaded: a request, or the empty text.
  await shows(
    firstRow(page, width).or(page.locator('main').getByText(/^Không có dữ liệu/)),
    'the requests list',
  );
  await fitsWidth(page, `/teacher at ${width}px`);
  await axeClean(page, '/teacher', width);
  await input.screenshot(page, `teacher-requests-${width}`);

  // The seed leaves requests waiting for GV0001 at the default scale; a smaller seed may leave none.
  if ((await firstRow(page, width).count()) > 0) {
    await firstRow(page, width).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByRole('button', { name: 'Đồng ý nhận' }), 'Accept in the request dialog');
    await dialog.getByRole('button', { name: 'Từ chối' }).click();
    await dialog.getByRole('button', { name: 'Gửi từ chối' }).click();
    await shows(dialog.getByText('Vui lòng nhập lý do.'), 'the reason is required');
    await axeClean(page, '/teacher (decline dialog)', width);
    await input.screenshot(page, `teacher-request-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await hides(page.getByRole('dialog'), 'the request dialog');
  }

  await page.goto(input.urlFor(TENANT, '/teacher/projects'));
  await shows(page.getByRole('heading', { level: 1, name: 'Đề tài tôi hướng dẫn' }), 'the projects title');
  await shows(firstRow(page, width), 'a supervised project (seeded)');
  await fitsWidth(page, `/teacher/projects at ${width}px`);
  await axeClean(page, '/teacher/projects', width);
  await firstRow(page, width).click();
  await page.waitForURL(/\/teacher\/projects\?id=\d+/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { level: 2, name: 'Các giai đoạn' }), 'the phases heading');
  const comment = page.getByRole('textbox', { name: 'Nhận xét của giảng viên' }).first();
  if ((await comment.count()) > 0) {
    await comment.fill(`Nhận xét thử ${width}px`);
    await page.getByRole('button', { name: 'Lưu nhận xét' }).first().click();
    await shows(page.getByText('Thao tác thành công.'), 'the saved toast');
    // The shell's toaster sits outside the landmarks: axe runs once the toast is gone (3 s).
    await hides(page.getByText('Thao tác thành công.'), 'the saved toast');
  }
  await fitsWidth(page, `/teacher/projects?id at ${width}px`);
  await axeClean(page, '/teacher/projects?id', width);
  await input.screenshot(page, `teacher-project-${width}`);
  await context.close();
}

/** A student who types /teacher is sent home. */
async function studentKeptOut({ input }: { input: JourneyInput }): Promise<void> {
  const page = await input.newPage();
  await page.goto(input.urlFor(TENANT, '/login'));
  await submitLogin({ page, ...DEMO_ACCOUNT });
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });
  await page.goto(input.urlFor(TENANT, '/teacher'));
  await page.waitForURL(/\/students\/?$/, { timeout: WAIT_MS });
  await page.context().close();
}

export const journeys: Journey[] = [
  { name: 'teacher area: desktop', run: (input) => teacherJourney({ input, width: 1280 }) },
  { name: 'teacher area: phone 390px', run: (input) => teacherJourney({ input, width: 390 }) },
  { name: 'teacher area: a student is kept out', run: (input) => studentKeptOut({ input }) },
];
