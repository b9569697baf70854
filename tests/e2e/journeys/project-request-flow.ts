import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Journey, JourneyInput } from '../journey-types';
import { check, DEMO_ACCOUNT, hides, shows, submitLogin } from './foundation';

const TENANT = 'hust';
const WAIT_MS = 20_000;
/** A plagiarism check runs in the server's job runner: allow it a while on a busy machine. */
const CHECK_WAIT_MS = 120_000;
/**
 * Students of this journey's own (never the shared demo student): 2025 entrants have no project
 * and no request seeded. Several in case one cannot sign in (a few seeded students have left).
 */
const STUDENTS = ['20250058', '20250059', '20250057', '20250056'];
/** The teacher demo account other journeys use: left alone here. */
const SHARED_TEACHER = 'GV0001';
const FONT = path.resolve('src/server/pdf/fonts/NotoSans-Regular.ttf');
const PDF_NAME = 'bao-cao-do-an-e2e.pdf';
const OK_TOAST = 'Thao tác thành công.';

/** A text PDF (pdfkit with the server's Noto font, so Vietnamese text survives extraction). */
const pdfOf = (text: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(FONT).fontSize(11).text(text);
    doc.end();
  });

/** A GET or POST of the portal's API from inside the page (the session cookie, same origin). */
const apiCall = async <T>(page: Page, url: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
    { url, body },
  ) as Promise<T>;

/** A fresh 1280 px context signed in with `account`; null when the sign-in is refused. */
async function signInAs({
  input,
  account,
}: {
  input: JourneyInput;
  account: string;
}): Promise<{ context: BrowserContext; page: Page } | null> {
  const context = await input.browser.newContext({
    viewport: { width: 1280, height: 800 },
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
  await shows(page.getByRole('navigation', { name: 'Menu' }), `the menu of ${account}`);
  return { context, page };
}

/** One teacher offered in a register-form choice. */
type Offer = { id: number; code: string; name: string };

/**
 * Teachers of the register form with places left (read from the options: "{name} (còn N chỗ)"),
 * each with their account (the teacher code, from GET /api/v1/teachers/{id}); the shared demo
 * teacher is left out.
 */
async function teacherOffers(page: Page, select: Locator): Promise<Offer[]> {
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
    );
  const offers: Offer[] = [];
  for (const option of options) {
    const remaining = /\(còn (\d+) chỗ\)$/.exec(option.text);
    if (!option.value || !remaining || Number(remaining[1]) <= 0) continue;
    const { data } = await apiCall<{ data: { code: string } }>(page, `/api/v1/teachers/${option.value}`);
    if (data.code === SHARED_TEACHER) continue;
    offers.push({ id: Number(option.value), code: data.code, name: option.text.replace(/ \(còn .*$/, '') });
    if (offers.length === 3) break;
  }
  return offers;
}

/** Fills choice `number` (1–3): the teacher, their first topic with places, my own title. */
async function fillChoice({
  page,
  number,
  offer,
  title,
}: {
  page: Page;
  number: number;
  offer: Offer;
  title: string;
}): Promise<void> {
  const group = page.getByRole('group', { name: `Nguyện vọng ${number}` });
  await shows(group, `the fieldset "Nguyện vọng ${number}"`);
  await group.getByRole('combobox', { name: /^Giảng viên/ }).selectOption(String(offer.id));
  await shows(group.getByRole('radio').first(), `the topics of ${offer.code}`);
  let picked = false;
  for (const radio of await group.getByRole('radio').all()) {
    if (!(await radio.isEnabled())) continue;
    await radio.check();
    picked = true;
    break;
  }
  check(picked, `no topic of ${offer.code} has a place left`);
  const titleBox = group.getByRole('textbox', { name: /^Tên đề tài bạn đăng ký/ });
  await shows(titleBox, `the title of choice ${number}`);
  check((await titleBox.inputValue()).length > 0, 'the title starts as the topic’s name');
  await titleBox.fill(title);
}

/** A teacher opens the student's request on /teacher ("Yêu cầu gửi tới tôi"). */
async function openRequestAs({
  input,
  teacher,
  student,
  choice,
}: {
  input: JourneyInput;
  teacher: Offer;
  student: string;
  choice: number;
}): Promise<{ context: BrowserContext; page: Page; row: Locator; dialog: Locator }> {
  const session = await signInAs({ input, account: teacher.code });
  check(session, `teacher ${teacher.code} could not sign in`);
  const { page } = session;
  await page.waitForURL(/\/students\/teacher$/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { level: 1, name: 'Yêu cầu gửi tới tôi' }), 'the requests title');
  const row = page.getByRole('row').filter({ hasText: student });
  await shows(row, `the request of ${student} in ${teacher.code}'s list`);
  await row.first().click();
  const dialog = page.getByRole('dialog');
  await shows(dialog.getByText(`(${student})`), 'the dialog naming the student');
  await shows(dialog.getByText(`Nguyện vọng ${choice}`, { exact: true }), `choice ${choice} in the dialog`);
  return { ...session, row, dialog };
}

async function projectRequestFlow(input: JourneyInput): Promise<void> {
  const stamp = Date.now().toString(36);
  const titles = [1, 2, 3].map((number) => `Đề tài kiểm thử ${stamp} theo nguyện vọng ${number}`);
  const reason = `Học kỳ này tôi đã đủ sinh viên (${stamp}).`;

  // 1. A student of its own sends a request to three teachers.
  let student = '';
  let session: { context: BrowserContext; page: Page } | null = null;
  for (const account of STUDENTS) {
    session = await signInAs({ input, account });
    if (session) {
      student = account;
      break;
    }
  }
  check(session, `none of ${STUDENTS.join(', ')} could sign in`);
  const { context: studentContext, page } = session;
  await page.goto(input.urlFor(TENANT, '/project/register'));
  await shows(page.getByRole('heading', { level: 1, name: 'Đăng ký đồ án' }), 'the register title');
  const windowSelect = page.getByRole('combobox', { name: /^Đợt đăng ký/ });
  await shows(windowSelect, 'the window choice');
  await windowSelect.selectOption({ label: 'Đăng ký đồ án môn học' });
  await shows(
    page.getByRole('status').getByText('Đang mở', { exact: true }),
    'the course-project window open',
  );
  await shows(page.getByRole('heading', { level: 2, name: 'Yêu cầu của tôi' }), 'the my-requests heading');
  await shows(page.locator('main').getByText(/^Không có dữ liệu/), `no request of ${student} yet`);

  const first = page
    .getByRole('group', { name: 'Nguyện vọng 1' })
    .getByRole('combobox', { name: /^Giảng viên/ });
  await shows(first, 'the teacher of choice 1');
  await page.waitForFunction(
    (element) => (element as HTMLSelectElement).options.length > 3,
    await first.elementHandle(),
    { timeout: WAIT_MS },
  );
  const offers = await teacherOffers(page, first);
  check(offers.length === 3, `only ${offers.length} teachers with places besides ${SHARED_TEACHER}`);
  check(new Set(offers.map((offer) => offer.code)).size === 3, 'three different teachers');
  for (const [index, offer] of offers.entries()) {
    if (index > 0) {
      await page.getByRole('button', { name: /^Thêm giảng viên/ }).click();
    }
    await fillChoice({ page, number: index + 1, offer, title: titles[index] });
  }
  await shows(page.getByText('Đã đủ ba nguyện vọng.'), 'no fourth choice offered');
  await input.screenshot(page, 'project-flow-register-filled');
  await page.getByRole('button', { name: 'Gửi yêu cầu', exact: true }).click();
  await shows(
    page.getByText('Đã gửi yêu cầu. Giảng viên thứ nhất sẽ xem xét trước.'),
    'the request sent message',
  );
  const myChoices = page.getByRole('list', { name: 'Các nguyện vọng' });
  const choiceItem = (number: number) =>
    myChoices
      .getByRole('listitem')
      .nth(number - 1)
      .filter({ hasText: `${offers[number - 1].name} – ${titles[number - 1]}` });
  for (const number of [1, 2, 3]) await shows(choiceItem(number), `choice ${number} in "Yêu cầu của tôi"`);
  await shows(choiceItem(1).getByText('(đang xét)'), 'choice 1 being considered');
  await input.screenshot(page, 'project-flow-request-sent');

  // 2. Teacher 1 declines with a reason: the request moves to choice 2.
  const one = await openRequestAs({ input, teacher: offers[0], student, choice: 1 });
  await shows(one.dialog.getByText(titles[0]), 'the title of choice 1 in the dialog');
  await one.dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await one.dialog.getByRole('textbox', { name: /^Lý do từ chối/ }).fill(reason);
  await input.screenshot(one.page, 'project-flow-teacher1-decline');
  await one.dialog.getByRole('button', { name: 'Gửi từ chối' }).click();
  await hides(one.page.getByRole('dialog'), 'the request dialog');
  await shows(
    one.page.getByText('Đã từ chối. Yêu cầu đã chuyển sang nguyện vọng tiếp theo của sinh viên.'),
    'the declined-and-moved notice',
  );
  await hides(one.row, `the request in ${offers[0].code}'s list`);
  await one.context.close();

  // 3. Teacher 2 sees it now, with teacher 1's reason, and accepts it.
  const two = await openRequestAs({ input, teacher: offers[1], student, choice: 2 });
  await shows(two.dialog.getByText(titles[1]), 'the title of choice 2 in the dialog');
  await shows(two.dialog.getByText(reason), 'the earlier teacher’s reason');
  await input.screenshot(two.page, 'project-flow-teacher2-request');
  await two.dialog.getByRole('button', { name: 'Đồng ý nhận' }).click();
  await hides(two.page.getByRole('dialog'), 'the request dialog');
  await hides(two.row, `the request in ${offers[1].code}'s list`);
  // The new project is among the teacher's supervised projects.
  await two.page.goto(input.urlFor(TENANT, '/teacher/projects'));
  await shows(
    two.page.getByRole('row').filter({ hasText: titles[1] }),
    'the new project in "Đề tài tôi hướng dẫn"',
  );
  await two.context.close();

  // 4. The student sees the request accepted and the new project.
  await page.reload();
  await shows(choiceItem(1).getByText('Từ chối nhận', { exact: true }), 'choice 1 declined');
  await shows(choiceItem(2).getByText('Đồng ý nhận', { exact: true }), 'choice 2 accepted');
  await shows(choiceItem(3).getByText('Không cần xét', { exact: true }), 'choice 3 never reached');
  const card = page.locator('main li').filter({ has: myChoices });
  await shows(card.getByText(`Lý do từ chối: ${reason}`), 'the reason shown to the student');
  // The request's own badge says accepted too (SPEC §4 request status CONFIRMED 1: "Đồng ý nhận").
  await shows(card.getByRole('heading', { level: 3, name: /^Đồ án môn học/ }), 'the request card title');
  check(
    (await card.getByText('Đồng ý nhận', { exact: true }).count()) === 2,
    'the request and its choice 2 both "Đồng ý nhận"',
  );
  check(
    (await card.getByText('Huỷ yêu cầu', { exact: true }).count()) === 0,
    'an accepted request cannot be withdrawn',
  );
  await input.screenshot(page, 'project-flow-request-accepted');

  await page.goto(input.urlFor(TENANT, '/project'));
  await shows(page.getByRole('heading', { level: 1, name: 'Đồ án của tôi' }), 'the my-projects title');
  const projectRow = page.getByRole('row').filter({ hasText: titles[1] });
  await shows(projectRow, 'the new project in "Đồ án của tôi"');
  await shows(projectRow.getByText(offers[1].name), 'teacher 2 as its supervisor');
  await projectRow.first().click();
  await page.waitForURL(/\/project\/my-projects\?id=\d+/, { timeout: WAIT_MS });
  await shows(page.getByRole('heading', { level: 1, name: titles[1] }), 'the project title');
  await shows(page.getByRole('heading', { level: 2, name: 'Các giai đoạn' }), 'the phases heading');
  const thesis = await pdfOf(
    [
      `BÁO CÁO ĐỒ ÁN ${stamp}`,
      'Báo cáo này trình bày quá trình thực hiện đồ án môn học của sinh viên trong học kỳ hiện tại.',
    ].join('\n\n'),
  );
  // Accepting the request gave the project its phases; phase 1 is open now.
  await shows(page.getByRole('heading', { level: 3, name: /^Giai đoạn 1: / }), 'phase 1');
  const phase = page.locator('main ol > li').first();
  const save = phase.getByRole('button', { name: 'Lưu nháp' });
  await shows(save, 'the Save button of phase 1');
  check(await save.isEnabled(), 'phase 1 of a project just accepted cannot be saved');
  await phase.getByRole('textbox', { name: /Báo cáo giai đoạn/ }).fill(`Báo cáo giai đoạn 1 (${stamp}).`);
  await phase
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: thesis });
  await shows(phase.getByRole('link', { name: PDF_NAME }), 'the attached thesis');
  await save.click();
  await shows(page.locator('.fui-ToastTitle', { hasText: OK_TOAST }), 'the saved toast');
  const submit = phase.locator('button[type=submit]');
  await shows(submit, 'the submit button');
  check(await submit.isEnabled(), 'phase 1 of a project just accepted cannot be submitted');
  await submit.click();
  await shows(phase.getByText(/^Đã nộp lúc /), 'the phase submitted');
  await input.screenshot(page, 'project-flow-new-project');

  // 5. A plagiarism check of a thesis quoting a past (public) thesis.
  const references = await apiCall<{ data: { project: { projectDescription: string } }[] }>(
    page,
    '/api/v1/projects/query',
    { limit: 20, projectType: 1 },
  );
  const quoted = references.data
    .map((item) => item.project.projectDescription)
    .filter((text) => text.split(' ').length > 40)
    .slice(0, 2);
  check(quoted.length > 0, 'no public past thesis with a description to quote');
  const checked = await pdfOf(
    [
      `BÁO CÁO ĐỒ ÁN ${stamp}`,
      'Chương 1. Mở đầu',
      'Báo cáo này trình bày quá trình thực hiện đồ án môn học của sinh viên trong học kỳ hiện tại.',
      ...quoted,
    ].join('\n\n'),
  );
  await page.goto(input.urlFor(TENANT, '/project/plagiarism'));
  await shows(page.getByRole('heading', { level: 1, name: 'Kiểm tra trùng lặp' }), 'the plagiarism title');
  await shows(page.getByText('Chưa có lần kiểm tra nào.'), 'an empty history');
  await page
    .getByLabel(/^Tệp báo cáo/)
    .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: checked });
  await shows(page.getByRole('link', { name: PDF_NAME }), 'the uploaded PDF');
  await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
  await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
  const entry = page.locator('main li').filter({ hasText: PDF_NAME.replace(/\.pdf$/, '') });
  await shows(entry, 'the check in the history');
  const settled = entry.getByText(/^(Hoàn thành|Bị từ chối)$/);
  try {
    await settled.first().waitFor({ state: 'visible', timeout: CHECK_WAIT_MS });
  } catch {
    throw new Error(`the check did not finish within ${CHECK_WAIT_MS / 1000} s`);
  }
  check(
    (await settled.first().textContent()) === 'Hoàn thành',
    `the check was rejected: ${await entry.first().textContent()}`,
  );
  await shows(entry.getByText(/^\d+\.\d %$/), 'the similarity in the history');
  await entry.getByRole('button', { name: 'Xem báo cáo' }).click();
  const report = page.getByRole('region', { name: /^Báo cáo: / });
  await shows(report, 'the report');
  await shows(report.getByText(/^Tỉ lệ trùng lặp:/), 'the overall similarity');
  const similarity = Number(
    /(\d+(?:[.,]\d+)?)\s*%/.exec((await report.textContent()) ?? '')?.[1]?.replace(',', '.'),
  );
  check(similarity > 0, `a similarity above 0 % (got ${similarity})`);
  await shows(report.getByRole('heading', { name: 'Nguồn trùng lặp' }), 'the sources heading');
  await shows(report.getByRole('heading', { name: /^Các đoạn trùng lặp \(\d+\)$/ }), 'the passages heading');
  await shows(report.getByRole('group', { name: /^Đoạn 1 \(\d+ từ\)$/ }), 'the first passage');
  const marks = report.locator('mark');
  await shows(marks, 'a highlighted passage');
  check((await marks.count()) >= 2, 'highlights on both sides of a passage');
  await shows(report.getByText('Tài liệu của bạn').first(), 'my side of a passage');
  await input.screenshot(page, 'project-flow-plagiarism-report');
  await studentContext.close();
}

export const journeys: Journey[] = [
  {
    name: 'project request flow: three teachers, reject, accept, phase submit, plagiarism report',
    run: projectRequestFlow,
  },
];
