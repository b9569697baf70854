import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { withChecksum } from '../../src/core/checksum';

const WAIT_MS = 20_000;
const RULE = 'classRegistration.register';
/** Seeded students holding the seats of the two full 20262 classes (the first students after the demo one). */
const HOLDERS = ['20220001', '20240001', '20250001', '20260001'];

type Offering = { id: number; classId: string; seatsLeft: number; calendarInfo: string; myStatus: string };
type Outcome = { classId: number; status: string; reasons: { code: string }[] };

const expectVisible = async ({ page, text, what }: { page: Page; text: string | RegExp; what: string }) => {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout: WAIT_MS });
  } catch {
    throw new Error(`Expected ${what} (${String(text)}) on ${page.url()}`);
  }
};

/** Calls the API from inside the page (same origin, the page's session cookie). */
export const api = <T>(page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ({ path: url, body: payload }) => {
      const response = await fetch(
        url,
        payload === undefined
          ? {}
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(payload),
            },
      );
      return response.json();
    },
    { path, body },
  ) as Promise<T>;

/** Signs in through the login page. */
export const signIn = async ({
  page,
  baseUrl,
  account,
}: {
  page: Page;
  baseUrl: string;
  account: string;
}) => {
  await page.goto(`${baseUrl}/students/login`);
  await page.getByRole('textbox', { name: /^Tài khoản/ }).fill(account);
  await page.getByLabel(/^Mật khẩu/).fill('Unigate@2026');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  // Signed in: the portal leaves the login page (the menu is in a drawer on phones).
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: WAIT_MS });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT_MS });
};

/** Adds a class to the basket from the class list (search by its code). */
const addToBasket = async ({ page, classCode }: { page: Page; classCode: string }) => {
  await page.getByTestId('class-search').fill(classCode);
  await page.getByRole('button', { name: `Thêm lớp ${classCode} vào giỏ` }).click({ timeout: WAIT_MS });
  await page.getByTestId(`basket-${classCode}`).waitFor({ timeout: WAIT_MS });
};

/**
 * The demo student (tenant with waiting lists, e.g. hust) views the week grid, downloads the .ics,
 * registers two classes, sees a clash refused with its reason, joins a waiting list, and is
 * promoted when a student holding a seat drops. `baseUrl` is the tenant origin, e.g.
 * http://hust.localhost:3000.
 */
export async function learnRegistrationJourney({ page, baseUrl }: { page: Page; baseUrl: string }) {
  await signIn({ page, baseUrl, account: '20230001' });

  await page.goto(`${baseUrl}/students/learn/timetable`);
  await page.getByTestId('week-grid').waitFor({ timeout: WAIT_MS });
  await page.getByTestId('grid-block-own').first().waitFor({ timeout: WAIT_MS });
  await page.getByRole('tab', { name: 'Thêm vào lịch của tôi' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: WAIT_MS }),
    page.getByTestId('ics-download').click(),
  ]);
  const ics = readFileSync((await download.path()) as string, 'utf8');
  if (!ics.startsWith('BEGIN:VCALENDAR') || !ics.includes('BEGIN:VEVENT'))
    throw new Error('The downloaded .ics has no events');

  // Pick the classes from what the server says the demo student may take.
  const offered = (
    await api<{ data: Offering[] }>(page, '/api/v1/class-registrations/classes?semester=20262&pageSize=200')
  ).data;
  const withCalendar = offered.filter((o) => o.calendarInfo && o.myStatus === 'none');
  const verdicts: Outcome[] = [];
  for (let start = 0; start < withCalendar.length; start += 20) {
    verdicts.push(
      ...(
        await api<{ data: { results: Outcome[] } }>(page, '/api/v1/class-registrations/validate', {
          data: { classIds: withCalendar.slice(start, start + 20).map((o) => o.id) },
        })
      ).data.results,
    );
  }
  const open = withCalendar.filter((o) => verdicts.find((v) => v.classId === o.id)?.status === 'registered');
  const fullCandidates = offered.filter((o) => o.seatsLeft === 0 && o.myStatus === 'none');
  const fullVerdicts =
    fullCandidates.length === 0
      ? []
      : (
          await api<{ data: { results: Outcome[] } }>(page, '/api/v1/class-registrations/validate', {
            data: { classIds: fullCandidates.slice(0, 20).map((o) => o.id) },
          })
        ).data.results;
  const full = fullCandidates.find(
    (o) => fullVerdicts.find((v) => v.classId === o.id)?.status === 'waitlisted',
  );
  if (open.length < 3 || !full)
    throw new Error(`Not enough classes to take (${open.length} open, full: ${Boolean(full)})`);
  const [first] = open;
  const pairCheck = async (candidate: Offering) =>
    (
      await api<{ data: { results: Outcome[] } }>(page, '/api/v1/class-registrations/validate', {
        data: { classIds: [first.id, candidate.id] },
      })
    ).data.results[1];
  let second: Offering | undefined;
  let clash: Offering | undefined;
  for (const candidate of open.slice(1)) {
    const verdict = await pairCheck(candidate);
    if (!second && verdict.status === 'registered') second = candidate;
    if (!clash && verdict.reasons.some((r) => r.code === 'conflict')) clash = candidate;
    if (second && clash) break;
  }
  if (!second || !clash) throw new Error('No pair of compatible classes or no clashing class found');

  await page.goto(`${baseUrl}/students/learn/class-registration`);
  // The classes picked may be outside the demo student's programme: list every class.
  await page.getByRole('switch', { name: 'Chỉ học phần trong chương trình của tôi' }).uncheck();
  await addToBasket({ page, classCode: first.classId });
  await addToBasket({ page, classCode: second.classId });
  await page.getByTestId('register-submit').click();
  await expectVisible({
    page,
    text: `Bạn đã đăng ký thành công lớp ${first.classId}.`,
    what: 'the first registration',
  });
  await expectVisible({
    page,
    text: `Bạn đã đăng ký thành công lớp ${second.classId}.`,
    what: 'the second registration',
  });

  await addToBasket({ page, classCode: clash.classId });
  await expectVisible({
    page,
    text: new RegExp(`Lớp ${clash.classId} trùng lịch với .*${first.classId}`),
    what: 'the clash shown in the basket',
  });
  // A basket of refused classes only is not sent: the page says why instead.
  await expectVisible({
    page,
    text: 'Không lớp nào trong giỏ đăng ký được',
    what: 'why the basket cannot be registered',
  });
  if (!(await page.getByTestId('register-submit').isDisabled()))
    throw new Error('Registering a basket of refused classes only is still offered');
  await page.getByRole('button', { name: `Bỏ lớp ${clash.classId} khỏi giỏ` }).click();

  await addToBasket({ page, classCode: full.classId });
  await page.getByTestId('register-submit').click();
  await expectVisible({
    page,
    text: new RegExp(`Lớp ${full.classId} đã đủ chỗ: bạn đang ở vị trí 1`),
    what: 'the waiting-list place',
  });

  // A student holding a seat drops it: the demo student is promoted.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('No browser to open a second session');
  const holderPage = await other.newPage();
  let dropped = false;
  for (const account of HOLDERS) {
    await signIn({ page: holderPage, baseUrl, account });
    const mine = (
      await api<{ data: { classId: number; status: string }[] }>(
        holderPage,
        '/api/v1/class-registrations?semester=20262',
      )
    ).data;
    if (mine.some((r) => r.classId === full.id && r.status === 'registered')) {
      const answer = await api<{ code: number; data: { promoted: boolean } }>(
        holderPage,
        '/api/v1/class-registrations/drop',
        withChecksum({ rule: RULE, body: { data: { classId: full.id } } }),
      );
      if (answer.code !== 1 || !answer.data.promoted)
        throw new Error(`The drop did not promote anyone: ${JSON.stringify(answer)}`);
      dropped = true;
      break;
    }
    await holderPage.context().clearCookies();
  }
  await other.close();
  if (!dropped) throw new Error(`None of ${HOLDERS.join(', ')} holds class ${full.classId}`);

  await page.reload();
  await page.getByTestId(`mine-${full.classId}`).getByText('Đã đăng ký').waitFor({ timeout: WAIT_MS });
}
