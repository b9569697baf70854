import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, shows, submitLogin } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 20_000;
/**
 * Students of this journey's own (never the shared demo student): 2023 entrants after the first
 * few have no scholarship application seeded. Several in case one cannot sign in.
 */
const STUDENTS = ['20230011', '20230012', '20230013', '20230014'];
const STAFF = 'CTSV0001';
const CALL = 'Học bổng vượt khó "Thắp sáng ước mơ"';
const BANK_ERROR = 'Vui lòng nhập tên ngân hàng, chi nhánh';
/** A real PNG (the tenant logo would be SVG): a tiny image the evidence kind accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh 1280 px (or phone) context signed in with `account`; null when the sign-in is refused. */
async function signInAs({
  input,
  account,
  width = 1280,
}: {
  input: JourneyInput;
  account: string;
  width?: number;
}): Promise<{ context: BrowserContext; page: Page } | null> {
  const context = await input.browser.newContext({
    viewport: { width, height: 900 },
    locale: 'vi-VN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(input.urlFor(TENANT, '/login'));
  await submitLogin({ page, account, password: DEMO_ACCOUNT.password });
  try {
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });
  } catch {
    await context.close();
    return null;
  }
  return { context, page };
}

const firstStudent = async (input: JourneyInput) => {
  for (const account of STUDENTS) {
    const signedIn = await signInAs({ input, account, width: 390 });
    if (signedIn) return { ...signedIn, account };
  }
  throw new Error(`none of ${STUDENTS.join(', ')} could sign in`);
};

const openCountOf = async (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/awards?status=open&pageSize=1');
    return ((await response.json()) as { openCount: number }).openCount;
  });

/** The student applies on a phone; staff approve on a desktop; the student sees the decision. */
async function scholarshipFlow(input: JourneyInput) {
  const student = await firstStudent(input);
  try {
    await studentApplies({ input, student });
  } catch (error) {
    await input.screenshot(student.page, 'scholarship-failure').catch(() => undefined);
    throw error;
  }
}

async function studentApplies({
  input,
  student,
}: {
  input: JourneyInput;
  student: { context: BrowserContext; page: Page; account: string };
}) {
  let { page } = student;

  // The menu counts the open calls this student may see.
  const openCount = await openCountOf(page);
  check(openCount >= 3, `expected at least 3 open calls, got ${openCount}`);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.getByRole('dialog');
  const scholarshipGroup = menu.getByRole('button', { name: /^Học bổng/ });
  await shows(scholarshipGroup, 'the scholarship group in the menu');
  await scholarshipGroup.click();
  const callsEntry = menu.getByRole('link', { name: /Đợt học bổng/ });
  await shows(callsEntry, 'the calls entry');
  const entryText = (await callsEntry.textContent()) ?? '';
  check(entryText.includes(String(openCount)), `the menu entry "${entryText}" does not show ${openCount}`);
  await callsEntry.click();
  await page.waitForURL((url) => url.pathname.endsWith('/scholarship'), { timeout: WAIT_MS });

  // Open the overcome-hardship call and try to submit an empty form: the bank-name message first.
  await page.getByRole('link', { name: CALL }).click();
  await page.waitForURL((url) => url.pathname.includes('/detail-scholarship/'), { timeout: WAIT_MS });
  const detailUrl = page.url();
  const submit = page.getByRole('button', { name: 'Nộp hồ sơ' });
  await shows(submit, 'the submit button');
  await submit.click();
  await shows(page.getByText(BANK_ERROR).first(), 'the bank-name message');
  await input.screenshot(page, 'scholarship-bank-error-390');

  // Fill it in, attach evidence, keep it as a draft.
  await page.getByRole('textbox', { name: /Tên ngân hàng, chi nhánh/ }).fill('Vietcombank – CN Hà Nội');
  await page.getByRole('textbox', { name: /Số tài khoản/ }).fill('0011004455667');
  await page.getByRole('textbox', { name: /Chủ tài khoản/ }).fill(`SINH VIEN ${student.account}`);
  await page
    .getByRole('textbox', { name: /Mô tả hoàn cảnh gia đình/ })
    .fill('Gia đình em ở vùng lũ Yên Bái, bố mẹ làm nông, có hai em đang đi học.');
  await page
    .getByRole('button', { name: /Thêm mục|Thêm thành tích/ })
    .first()
    .click();
  await page
    .getByRole('textbox', { name: /Tên thành tích/ })
    .fill('Giải Ba Olympic Toán sinh viên cấp trường');
  await page.getByRole('combobox', { name: /Cấp/ }).selectOption({ label: 'Cấp trường' });
  await page.getByRole('spinbutton', { name: /Năm/ }).fill('2025');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'giay-khen.png', mimeType: 'image/png', buffer: PNG });
  await shows(page.getByRole('link', { name: 'giay-khen.png' }), 'the attached evidence');
  await page.getByRole('button', { name: 'Lưu nháp' }).click();
  await shows(page.getByText('Đã lưu nháp hồ sơ.').first(), 'the draft-saved message');

  // Leave, sign in again on another device: the server kept the draft.
  await student.context.close();
  const again = await signInAs({ input, account: student.account });
  check(again, `${student.account} could not sign in again`);
  page = again.page;
  await page.goto(detailUrl);
  const bank = page.getByRole('textbox', { name: /Tên ngân hàng, chi nhánh/ });
  await shows(bank, 'the bank field');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('input')].some((element) => element.value === 'Vietcombank – CN Hà Nội'),
    undefined,
    { timeout: WAIT_MS },
  );
  await shows(page.getByRole('link', { name: 'giay-khen.png' }), 'the evidence kept in the draft');
  await shows(page.getByText('Bản nháp').first(), 'the draft status');

  // Tick the declaration, submit, confirm (submitting is final), and download the filled form.
  await page.getByRole('checkbox', { name: /Tôi cam đoan các thông tin trên là đúng sự thật/ }).check();
  await page.getByRole('button', { name: 'Nộp hồ sơ' }).click();
  const confirm = page.getByRole('alertdialog');
  await shows(confirm.getByText(/không thể thay đổi được nữa/), 'the submit confirmation');
  await confirm.getByRole('button', { name: 'Xác nhận nộp' }).click();
  await shows(page.getByText('Đã nộp hồ sơ, đang chờ xét duyệt.').first(), 'the submitted status');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: WAIT_MS }),
    page.getByRole('link', { name: 'Tải đơn (DOCX)' }).click(),
  ]);
  const file = await download.path();
  const bytes = readFileSync(file);
  check(
    bytes.subarray(0, 2).toString() === 'PK' && bytes.length > 2000,
    'the DOCX download is not a document',
  );
  check(
    download.suggestedFilename().endsWith('.docx'),
    `unexpected file name ${download.suggestedFilename()}`,
  );
  await input.screenshot(page, 'scholarship-submitted-1280');

  // Staff approve it.
  const staff = await signInAs({ input, account: STAFF });
  check(staff, 'the staff account could not sign in');
  await staff.page.waitForURL((url) => url.pathname.includes('/staff'), { timeout: WAIT_MS });
  await staff.page.getByRole('link', { name: CALL }).click();
  await staff.page
    .getByRole('searchbox', { name: /Tìm sinh viên/ })
    .or(staff.page.getByRole('textbox', { name: /Tìm sinh viên/ }))
    .first()
    .fill(student.account);
  const opener = staff.page.getByRole('button', { name: new RegExp(`\\(${student.account}\\)`) });
  await shows(opener, 'the application in the staff list');
  await opener.click();
  const dialog = staff.page.getByRole('dialog');
  await shows(dialog.getByText('Vietcombank – CN Hà Nội').first(), 'the bank name in the review');
  await input.screenshot(staff.page, 'scholarship-staff-review-1280');
  await dialog.getByRole('button', { name: 'Duyệt' }).click();
  await shows(staff.page.getByText(/Đã duyệt hồ sơ của/).first(), 'the approval message');
  await staff.context.close();

  // The student sees it approved.
  await page.reload();
  await shows(page.getByText('Chúc mừng! Hồ sơ của bạn đã được duyệt.').first(), 'the approved status');
  await input.screenshot(page, 'scholarship-approved-1280');
  await again.context.close();
}

export const journeys: Journey[] = [
  {
    name: 'scholarship: menu count, bank-name error, evidence, draft kept across devices, submit, DOCX, staff approves (hust)',
    run: scholarshipFlow,
  },
];
